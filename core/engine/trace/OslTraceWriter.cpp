#include "OslTraceWriter.h"

#include "ReferenceSearch.h"

#include "engine/search/Infinity.h"
#include "engine/search/SearchStop.h"

#include <charconv>
#include <string>
#include <vector>

namespace othello::trace {

namespace {

constexpr std::size_t kFlushBytes = 1 << 20;

// Writes the events into a buffer handed to the stream a megabyte at a time.
class OslPrinter {
public:
    OslPrinter(std::ostream& out, const OslWriteOptions& options)
        : m_out(out), m_options(options), m_windows(referenceHasWindow(options.algorithm))
    {
        m_buffer.reserve(kFlushBytes + 256);
    }

    void announce(int move, bool test, Comparison comparison)
    {
        m_move = move;
        m_test = test;
        m_comparison = comparison;
    }
    void enter(int alpha, int beta)
    {
        if (m_open.empty()) {
            m_buffer += m_windows ? "enter root" : "enter root\n";
        } else if (m_test) {
            m_buffer += "test ";
            appendMove(m_move);
            m_buffer += m_comparison == Comparison::Greater ? " > " : " >= ";
            appendNumber(alpha);
            m_buffer += '\n';
        } else {
            m_buffer += "enter ";
            appendMove(m_move);
            if (!m_windows)
                m_buffer += '\n';
        }
        if (m_windows && !m_test) {
            m_buffer += ' ';
            m_buffer += writtenValue(alpha, kInfinity);
            m_buffer += ' ';
            m_buffer += writtenValue(beta, kInfinity);
            m_buffer += '\n';
        }
        m_open.push_back(m_test);
        announce(kNoMove, false, Comparison::None);
        flushIfFull();
    }
    void leave(int value)
    {
        const bool test = m_open.back();
        m_open.pop_back();
        m_buffer += "leave ";
        if (test)
            m_buffer += value ? "true" : "false";
        else
            appendNumber(value);
        m_buffer += '\n';
        flushIfFull();
    }
    bool flush()
    {
        m_out.write(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
        m_buffer.clear();
        return static_cast<bool>(m_out);
    }
    bool failed() const { return m_failed; }

private:
    void appendNumber(int value)
    {
        char digits[16];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_buffer.append(digits, end);
    }
    void appendMove(int move)
    {
        if (m_options.squares == SquareNaming::Course)
            appendNumber(courseNumberOf(move));
        else
            m_buffer += moveName(move);
    }
    void flushIfFull()
    {
        if (m_buffer.size() < kFlushBytes)
            return;
        if (!flush()) {
            m_failed = true;
            throw SearchStopped{SearchStatus::Cancelled};
        }
    }

    std::ostream& m_out;
    const OslWriteOptions& m_options;
    bool m_windows;
    std::string m_buffer;
    std::vector<bool> m_open; // per open call: is it a TEST
    int m_move = kNoMove;
    bool m_test = false;
    Comparison m_comparison = Comparison::None;
    bool m_failed = false;
};

class OslRecorder final : public classical::CallListener {
public:
    explicit OslRecorder(OslPrinter& printer) : m_printer(printer) { }

    void child(int move, CallKind) override { m_printer.announce(move, false, Comparison::None); }
    void test(int move, Comparison comparison) override { m_printer.announce(move, true, comparison); }
    void enter(bits::Bitboard, bits::Bitboard, int alpha, int beta, int) override { m_printer.enter(alpha, beta); }
    void gameOver(int value) override { m_printer.leave(value); }
    void horizon(int value) override { m_printer.leave(value); }
    void tableHit(int value, Bound) override { m_printer.leave(value); }
    void expanded(int value) override { m_printer.leave(value); }
    void expanded(int value, int, int) override { m_printer.leave(value); }
    void cutoff() override { }

private:
    OslPrinter& m_printer;
};

} // namespace

OslWriteResult writeOslTrace(const Board& board, const OslWriteOptions& options, std::ostream& out,
                             SearchControl* control)
{
    OslWriteResult result;
    if (options.courseTable && !courseTableTraced()) {
        result.search.status = SearchStatus::Cancelled;
        result.written = false;
        return result;
    }
    out << kOslTraceMagic << ' ' << kOslTraceVersion << "\n# the lab's " << algorithmId(options.algorithm)
        << (options.courseTable ? " with the course's table" : ", no table") << "\n";
    if (options.label)
        out << "position label " << *options.label << "\n";
    else
        out << "position " << toText(board) << "\n";
    out << "view " << traceViewId(referenceInBlackView(options.algorithm) ? TraceView::Black : TraceView::Mover)
        << "\nsquares " << squareNamingId(options.squares) << "\n";
    OslPrinter printer(out, options);
    OslRecorder recorder(printer);
    result.search = runReferenceSearch(board, options.algorithm, options.courseTable, control, recorder);
    result.written = !printer.failed() && printer.flush() && static_cast<bool>(out.flush());
    return result;
}

} // namespace othello::trace
