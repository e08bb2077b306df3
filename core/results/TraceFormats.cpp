#include "TraceFormats.h"

#include "engine/board/Square.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/Infinity.h"

#include <array>
#include <bit>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace othello {

namespace {

using trace::Node;
using trace::Trace;

constexpr qsizetype kChunkBytes = 1 << 20;

// Collects text and hands it on in chunks; remembers a failed write.
class ChunkedOutput {
public:
    explicit ChunkedOutput(const ChunkWriter& write) : m_write(write) { m_buffer.reserve(kChunkBytes + 4096); }

    ChunkedOutput& operator<<(std::string_view text)
    {
        m_buffer.append(text.data(), static_cast<qsizetype>(text.size()));
        if (m_buffer.size() >= kChunkBytes)
            flush();
        return *this;
    }
    ChunkedOutput& operator<<(const QByteArray& text)
    {
        return *this << std::string_view(text.constData(), text.size());
    }
    ChunkedOutput& operator<<(const QString& text) { return *this << text.toUtf8(); }
    ChunkedOutput& operator<<(const char* text) { return *this << std::string_view(text); }
    ChunkedOutput& operator<<(long long number) { return *this << QByteArray::number(number); }
    ChunkedOutput& operator<<(int number) { return *this << QByteArray::number(number); }
    ChunkedOutput& operator<<(std::uint64_t number) { return *this << QByteArray::number(qulonglong(number)); }
    ChunkedOutput& operator<<(std::uint32_t number) { return *this << QByteArray::number(number); }

    bool finish()
    {
        flush();
        return m_ok;
    }

private:
    void flush()
    {
        if (m_ok && !m_buffer.isEmpty())
            m_ok = m_write(m_buffer);
        m_buffer.clear();
    }

    const ChunkWriter& m_write;
    QByteArray m_buffer;
    bool m_ok = true;
};

// A window bound at or beyond the search's infinity is open.
bool isOpen(const Trace& trace, int bound)
{
    const long long infinity = static_cast<long long>(kInfinity) * (trace.depth ? depth::kFinalScale : 1);
    return std::llabs(static_cast<long long>(bound)) >= infinity;
}

std::string_view comparisonText(trace::Comparison comparison)
{
    switch (comparison) {
    case trace::Comparison::Greater:
        return ">";
    case trace::Comparison::GreaterOrEqual:
        return ">=";
    case trace::Comparison::None:
        break;
    }
    return "";
}

std::string_view boundId(Bound bound)
{
    switch (bound) {
    case Bound::Exact:
        return "exact";
    case Bound::Lower:
        return "lower";
    case Bound::Upper:
        return "upper";
    }
    return "exact";
}

QByteArray moveText(int move) { return QByteArray::fromStdString(moveName(move)); }

// Each record's distance from the root (records come in call order, parents first).
std::vector<int> levelsOf(const Trace& trace)
{
    std::vector<int> levels(trace.nodes.size(), 0);
    for (std::size_t i = 1; i < trace.nodes.size(); ++i)
        levels[i] = levels[static_cast<std::size_t>(trace.nodes[i].parent)] + 1;
    return levels;
}

// The moves each record's children were called with.
std::vector<std::uint64_t> triedMovesOf(const Trace& trace)
{
    std::vector<std::uint64_t> tried(trace.nodes.size(), 0);
    for (std::size_t i = 1; i < trace.nodes.size(); ++i) {
        const Node& node = trace.nodes[i];
        if (node.move >= 0 && node.move < 64)
            tried[static_cast<std::size_t>(node.parent)] |= std::uint64_t{1} << node.move;
    }
    return tried;
}

QByteArray statusLine(const Trace& trace)
{
    return QByteArray(statusId(trace.status).data()) + (trace.truncated ? ", truncated" : "");
}

// --- JSON -----------------------------------------------------------------------------------

QByteArray jsonString(const QString& text)
{
    QByteArray out = "\"";
    for (const char c : text.toUtf8()) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out +=
                    QByteArray("\\u00") + QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    return out + "\"";
}

QByteArray jsonBound(const Trace& trace, int bound)
{
    return isOpen(trace, bound) ? "null" : QByteArray::number(bound);
}

bool writeJson(const Trace& trace, ChunkedOutput& out)
{
    const bool done = trace.status == SearchStatus::Done;
    out << "{\n  \"format\": \"othello-search-trace\",\n  \"version\": 1,\n  \"position\": "
        << jsonString(QString::fromStdString(toText(trace.root))) << ",\n  \"size\": " << trace.root.size
        << ",\n  \"algorithm\": \"" << algorithmId(trace.algorithm)
        << "\",\n  \"tt\": " << (trace.useTable ? "true" : "false")
        << ",\n  \"depth\": " << (trace.depth ? QByteArray::number(*trace.depth) : QByteArray("null"))
        << ",\n  \"values_from\": \"" << (trace.blackView ? "black" : "mover") << "\",\n  \"status\": \""
        << statusId(trace.status) << "\",\n  \"truncated\": " << (trace.truncated ? "true" : "false")
        << ",\n  \"value\": " << (done ? QByteArray::number(trace.value) : QByteArray("null")) << ",\n  \"best_move\": "
        << (done && trace.bestMove != kNoMove ? "\"" + moveText(trace.bestMove) + "\"" : QByteArray("null"))
        << ",\n  \"expanded\": " << trace.stats.expanded << ",\n  \"generated\": " << trace.stats.generated
        << ",\n  \"records\": " << std::uint64_t(trace.nodes.size()) << ",\n  \"nodes\": [";
    for (std::size_t i = 0; i < trace.nodes.size(); ++i) {
        const Node& node = trace.nodes[i];
        out << (i ? ",\n    " : "\n    ") << "{\"id\": " << std::uint64_t(i) << ", \"parent\": " << int(node.parent)
            << ", \"move\": " << (node.move == kNoMove ? QByteArray("null") : "\"" + moveText(node.move) + "\"")
            << ", \"kind\": \"" << trace::callKindId(node.call) << "\"";
        if (node.call == trace::CallKind::Test)
            out << ", \"comparison\": \"" << comparisonText(node.comparison) << "\"";
        out << ", \"shape\": \"" << trace::nodeShapeId(node.shape) << "\"";
        if (node.shape == trace::NodeShape::TableHit)
            out << ", \"table_bound\": \"" << boundId(node.tableBound) << "\"";
        out << ", \"alpha\": " << jsonBound(trace, node.alpha) << ", \"beta\": " << jsonBound(trace, node.beta)
            << ", \"value\": " << node.value << ", \"type\": \"" << trace::nodeTypeId(node.type)
            << "\", \"cutoff_after\": "
            << (node.cutoffAfter < 0 ? QByteArray("null") : QByteArray::number(node.cutoffAfter))
            << ", \"empties\": " << int(node.empties);
        if (trace.depth)
            out << ", \"depth\": " << int(node.depth);
        out << ", \"expanded\": " << (node.expanded ? "true" : "false") << ", \"legal_moves\": [";
        bool first = true;
        for (std::uint64_t moves = node.legalMoves; moves; moves &= moves - 1) {
            out << (first ? "\"" : ", \"") << moveText(std::countr_zero(moves)) << "\"";
            first = false;
        }
        out << "], \"subtree_size\": " << node.subtreeSize << "}";
    }
    out << (trace.nodes.empty() ? "]\n}\n" : "\n  ]\n}\n");
    return out.finish();
}

// --- text ------------------------------------------------------------------------------------

QByteArray boundText(const Trace& trace, int bound)
{
    if (isOpen(trace, bound))
        return bound < 0 ? "-inf" : "+inf";
    return QByteArray::number(bound);
}

// What a record says in one line: its call, window and outcome ("search (-inf, +inf) = -4 pv").
QByteArray summary(const Trace& trace, const Node& node)
{
    QByteArray text;
    if (node.call == trace::CallKind::Test) {
        text = "test " + QByteArray(comparisonText(node.comparison).data()) + " " + QByteArray::number(node.alpha) +
            ": " + (node.value ? "yes" : "no");
    } else {
        text = QByteArray(trace::callKindId(node.call).data()) + " (" + boundText(trace, node.alpha) + ", " +
            boundText(trace, node.beta) + ") = " + QByteArray::number(node.value);
    }
    if (node.type != trace::NodeType::None)
        text += " " + QByteArray(trace::nodeTypeId(node.type).data());
    switch (node.shape) {
    case trace::NodeShape::Interior:
        break;
    case trace::NodeShape::GameOver:
        text += ", game over";
        break;
    case trace::NodeShape::Horizon:
        text += ", horizon";
        break;
    case trace::NodeShape::TableHit:
        text += ", table hit (" + QByteArray(boundId(node.tableBound).data()) + ")";
        break;
    }
    if (node.cutoffAfter >= 0)
        text += ", cutoff after child " + QByteArray::number(node.cutoffAfter + 1);
    return text;
}

QByteArray header(const Trace& trace)
{
    QByteArray text = QByteArray(algorithmId(trace.algorithm).data()) + ", tt " + (trace.useTable ? "on" : "off");
    if (trace.depth)
        text += ", depth " + QByteArray::number(*trace.depth);
    text += ": " + QByteArray::fromStdString(toText(trace.root));
    if (trace.status == SearchStatus::Done)
        text += ", value " + QByteArray::number(trace.value);
    return text;
}

bool writeText(const Trace& trace, ChunkedOutput& out)
{
    out << "# " << header(trace) << "\n# " << std::uint64_t(trace.nodes.size()) << " records, " << trace.stats.generated
        << " generated, " << trace.stats.expanded << " expanded; " << statusLine(trace) << "\n# values from "
        << (trace.blackView ? "Black's side" : "the side to move's side") << "\n";
    const std::vector<int> levels = levelsOf(trace);
    for (std::size_t i = 0; i < trace.nodes.size(); ++i) {
        const Node& node = trace.nodes[i];
        out << QByteArray(2 * levels[i], ' ') << (node.move == kNoMove ? QByteArray("root") : moveText(node.move))
            << " " << summary(trace, node) << "\n";
    }
    return out.finish();
}

// --- DOT -------------------------------------------------------------------------------------

QByteArray dotString(const QByteArray& text)
{
    QByteArray out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + "\"";
}

// Okabe-Ito hues, lightened so that black text stays readable.
QByteArray fillOf(const Node& node)
{
    if (node.shape == trace::NodeShape::TableHit)
        return "#D9D9D9";
    switch (node.type) {
    case trace::NodeType::Pv:
        return "#F5C96B"; // orange
    case trace::NodeType::Cut:
        return "#A9D8F5"; // sky blue
    case trace::NodeType::All:
        return "#8FD4BD"; // bluish green
    case trace::NodeType::None:
        break;
    }
    return "#FFFFFF";
}

bool writeDot(const Trace& trace, ChunkedOutput& out)
{
    out << "digraph trace {\n  graph [label=" << dotString(header(trace) + "\n" + statusLine(trace))
        << ", labelloc=t, fontname=\"Helvetica\"];\n"
           "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10];\n"
           "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    const std::vector<std::uint64_t> tried = triedMovesOf(trace);
    for (std::size_t i = 0; i < trace.nodes.size(); ++i) {
        const Node& node = trace.nodes[i];
        const QByteArray id = "n" + QByteArray::number(qulonglong(i));
        out << "  " << id << " [label=" << dotString(summary(trace, node)) << ", fillcolor=\"" << fillOf(node) << "\"";
        if (node.shape == trace::NodeShape::TableHit)
            out << ", style=\"rounded,filled,dashed\"";
        out << "];\n";
        if (node.parent != trace::kNoParent) {
            out << "  n" << int(node.parent) << " -> " << id << " [label=" << dotString(moveText(node.move));
            if (node.call == trace::CallKind::Test || node.call == trace::CallKind::NullWindow)
                out << ", style=dotted";
            out << "];\n";
        }
    }
    // Pruned moves: legal, never tried because of a cutoff. After all the calls, so that Graphviz
    // draws them right of the children (they come later in row-major order).
    for (std::size_t i = 0; i < trace.nodes.size(); ++i) {
        const Node& node = trace.nodes[i];
        if (node.cutoffAfter < 0)
            continue;
        const QByteArray id = "n" + QByteArray::number(qulonglong(i));
        for (std::uint64_t pruned = node.legalMoves & ~tried[i]; pruned; pruned &= pruned - 1) {
            const QByteArray move = moveText(std::countr_zero(pruned));
            const QByteArray stub = id + "_" + move;
            out << "  " << stub << " [label=\"\", shape=point, color=gray];\n  " << id << " -> " << stub
                << " [label=" << dotString(move) << ", style=dashed, color=gray, fontcolor=gray];\n";
        }
    }
    out << "}\n";
    return out.finish();
}

} // namespace

QString traceFormatId(TraceFormat format)
{
    switch (format) {
    case TraceFormat::Json:
        return "json";
    case TraceFormat::Dot:
        return "dot";
    case TraceFormat::Text:
        return "text";
    }
    return "json";
}

QStringList traceFormatIds() { return {"json", "dot", "text"}; }

std::optional<TraceFormat> parseTraceFormat(const QString& id)
{
    for (TraceFormat format : {TraceFormat::Json, TraceFormat::Dot, TraceFormat::Text})
        if (id == traceFormatId(format))
            return format;
    return std::nullopt;
}

bool writeTrace(const Trace& trace, TraceFormat format, const ChunkWriter& write)
{
    ChunkedOutput out(write);
    switch (format) {
    case TraceFormat::Json:
        return writeJson(trace, out);
    case TraceFormat::Dot:
        return writeDot(trace, out);
    case TraceFormat::Text:
        return writeText(trace, out);
    }
    return false;
}

QByteArray traceText(const Trace& trace, TraceFormat format)
{
    QByteArray text;
    writeTrace(trace, format, [&](const QByteArray& chunk) {
        text += chunk;
        return true;
    });
    return text;
}

bool saveTrace(const QString& path, const Trace& trace, TraceFormat format, QString* error)
{
    return writeFileAtomically(
        path, [&](const ChunkWriter& write) { return writeTrace(trace, format, write); }, error);
}

} // namespace othello
