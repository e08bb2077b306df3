#include "CommandOptions.h"
#include "Commands.h"
#include "NboardSession.h"
#include "OptionValues.h"

#include <QEventLoop>
#include <QSocketNotifier>
#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace othello {

namespace {

// NBoard's longest line, a game of 60 moves with evaluations, is under 2 KiB.
constexpr qsizetype kMaxLineBytes = qsizetype(1) << 20;

} // namespace

int runNboard(CommandContext& context)
{
    CommandOptions options("nboard",
                           {
                               {"depth", "N",
                                QString("mid-game search depth until NBoard sends 'set depth' (1..60, "
                                        "default: %1)")
                                    .arg(NboardSession::kDefaultDepth)},
                           });
    options.parse(context.arguments);
    if (options.helpRequested()) {
        context.out << options.helpText(
            "[--depth N]",
            QString("Plays as an engine for the NBoard Othello GUI (and any program speaking its protocol):\n"
                    "reads commands on the standard input and answers on the standard output, a line each.\n"
                    "In NBoard: Engine > Select Engine > Add, with the command line 'othello-lab-cli nboard'.\n\n"
                    "Commands: nboard 1|2 (answers 'set myname OthelloSearchLab'), set depth N, set game GGF,\n"
                    "set contempt N (accepted; there is no opening book), move F5[/eval/time] (PA: a pass),\n"
                    "go (answers '=== F5/eval/seconds'), hint N ('search F5D6C3 eval 0 depth' for the N best\n"
                    "moves, then 'status'), analyze ('analysis PLY eval' for every position of the game, from\n"
                    "its end back to its start, then 'status'), ping N ('pong N' after every earlier answer;\n"
                    "stops a search), learn (answers 'learned'; nothing is stored), status, nodestats, quit\n"
                    "(answers what came before it, then ends).\n"
                    "Evaluations are the mover's view in discs: exact (depth '100%') at %1 empty squares or\n"
                    "fewer on 8x8 (%2 on 4x4 and 6x6), solved by 'best' with the empty squares to the winner;\n"
                    "before that the ordered PVS of the engine players with the mixed evaluation, %3 of its\n"
                    "units to a disc.\n"
                    "A bad or unknown command, or a line over 1 MiB, is one line on the standard error and is\n"
                    "otherwise ignored; the end of the input ends the command (exit status 0) once everything\n"
                    "asked is answered.")
                .arg(nboard::exactEmpties(8))
                .arg(nboard::exactEmpties(6))
                .arg(nboard::kEvaluationUnitsPerDisc));
        return 0;
    }
    const int depth =
        options.isSet("depth") ? intOption("depth", options.value("depth"), 1, 60) : NboardSession::kDefaultDepth;

    NboardSession session(context.out, context.err, depth);
    QEventLoop loop;
    bool ended = false;
    QObject::connect(&session, &NboardSession::ended, &loop, [&] {
        ended = true;
        loop.quit();
    });
    // The standard input is read as it comes (a pipe from NBoard, a terminal or a file), so that
    // a `ping` reaches the session while a search runs. A line is at most kMaxLineBytes: a longer
    // one is one error and is skipped to its end, so no input (/dev/zero) makes memory grow.
    QByteArray pending;
    bool skipping = false; // inside a line too long to keep
    QSocketNotifier notifier(STDIN_FILENO, QSocketNotifier::Read);
    const auto tooLong = [&] {
        session.receiveError(QString("a line longer than %1 MiB (ignored)").arg(kMaxLineBytes >> 20));
    };
    const auto endOfInput = [&] {
        notifier.setEnabled(false);
        if (!pending.isEmpty() && !skipping)
            session.receiveLines({QString::fromUtf8(pending)});
        pending.clear();
        session.receiveEnd();
    };
    QObject::connect(&notifier, &QSocketNotifier::activated, &loop, [&] {
        char buffer[1 << 16];
        const ssize_t count = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (count < 0 && (errno == EINTR || errno == EAGAIN))
            return;
        if (count <= 0)
            return endOfInput();
        QByteArrayView input(buffer, count);
        QStringList lines;
        while (!input.isEmpty()) {
            const qsizetype newline = input.indexOf('\n');
            const QByteArrayView piece = newline < 0 ? input : input.first(newline);
            input = newline < 0 ? QByteArrayView() : input.sliced(newline + 1);
            if (!skipping)
                pending.append(piece);
            if (!skipping && pending.size() > kMaxLineBytes) {
                pending.clear();
                skipping = true;
                tooLong();
            }
            if (newline < 0)
                break;
            if (!skipping) {
                if (pending.endsWith('\r'))
                    pending.chop(1);
                lines.append(QString::fromUtf8(pending));
            }
            pending.clear();
            skipping = false;
        }
        session.receiveLines(lines);
    });
    // Started with the standard input closed, the descriptor is missing, or something of Qt's
    // (an eventfd, with no file type) took its number: no input at all.
    struct stat input { };
    if (::fstat(STDIN_FILENO, &input) != 0 || (input.st_mode & S_IFMT) == 0)
        endOfInput();
    if (!ended)
        loop.exec();
    return 0;
}

} // namespace othello
