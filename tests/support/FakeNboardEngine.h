#pragma once

#include <QFile>
#include <QString>

namespace othello::test {

// A fake external engine speaking the NBoard protocol, for the tests: a shell script (awk keeps
// the position) that answers "nboard" with "set myname Fake MODE", "ping N" with "pong N", and
// "go" with "nodestats 1234 0.01" and the first legal square of the position "set game" gave --
// unless MODE says how it misbehaves: crash (exits at its second "go"), hang (never answers "go";
// starts a child that sleeps), illegal (answers D4), garbage (answers "=== hello").
// Or how it starts: v1 speaks only NBoard 1, as Edax 4 does (before "nboard 1" every line is
// 'Unknown command/Illegal move: "LINE"' on its error output; after it "nboard 2" is an error,
// and the name comes with "set depth"); silent1 ignores everything before "nboard 1" without a
// word; deaf calls every line unknown, forever; slow sleeps a second before it reads (an engine
// loading its book). Each start appends the script's process id (and the hang child's) to
// DIR/pids. Returns the script's path, DIR/engine-MODE.sh.
inline const char* const kFakeNboardEngine = R"(#!/bin/sh
echo $$ >> "$(dirname "$0")/pids"
if [ "MODE" = hang ]; then
    sleep 600 </dev/null >/dev/null 2>&1 &
    echo $! >> "$(dirname "$0")/pids"
fi
if [ "MODE" = slow ]; then sleep 1; fi
# mawk reads a pipe in blocks unless interactive; other awks read lines anyway.
if awk -W version 2>&1 | grep -q mawk; then interactive="-W interactive"; fi
exec awk $interactive -v mode=MODE '
function opp(c) { return c == "*" ? "O" : "*" }
function run(sq, c, d, flip,   r, k, n) {
    r = int(sq / 8); k = sq % 8; n = 0
    r += dr[d]; k += dk[d]
    while (r >= 0 && r < 8 && k >= 0 && k < 8 && b[r * 8 + k] == opp(c)) { r += dr[d]; k += dk[d]; n++ }
    if (n == 0 || r < 0 || r > 7 || k < 0 || k > 7 || b[r * 8 + k] != c) return 0
    if (flip) for (; n > 0; n--) { r -= dr[d]; k -= dk[d]; b[r * 8 + k] = c }
    return 1
}
function legal(sq, c,   d) {
    if (b[sq] != "-") return 0
    for (d = 1; d <= 8; d++) if (run(sq, c, d, 0)) return 1
    return 0
}
function play(sq, c,   d, f) {
    for (d = 1; d <= 8; d++) f[d] = run(sq, c, d, 0)
    for (d = 1; d <= 8; d++) if (f[d]) run(sq, c, d, 1)
    b[sq] = c
}
function setgame(g,   i, k, rest, mv, col) {
    i = index(g, "BO[8 ")
    for (k = 0; k < 64; k++) b[k] = substr(g, i + 5 + k, 1)
    tomove = substr(g, i + 70, 1)
    rest = substr(g, i + 71)
    while (match(rest, /[BW]\[[A-Za-z0-9]+\]/)) {
        mv = toupper(substr(rest, RSTART + 2, RLENGTH - 3)); col = substr(rest, RSTART, 1) == "B" ? "*" : "O"
        rest = substr(rest, RSTART + RLENGTH)
        if (mv != "PA") play((substr(mv, 2, 1) - 1) * 8 + index("ABCDEFGH", substr(mv, 1, 1)) - 1, col)
        tomove = opp(col)
    }
}
function complain(text) { print text > "/dev/stderr"; fflush("/dev/stderr") }
BEGIN {
    split("-1 -1 -1 0 0 1 1 1", dr, " "); split("-1 0 1 -1 1 -1 0 1", dk, " ")
    speaking = mode != "v1" && mode != "silent1" && mode != "deaf"
}
{ sub(/\r$/, "") }
!speaking {
    if ($1 == "nboard" && $2 == "1" && mode != "deaf") { speaking = 1; next }
    if (mode != "silent1") complain("Unknown command/Illegal move: \"" $0 "\"")
    next
}
$1 == "nboard" && mode == "v1" { if ($2 != "1") complain("Error: Fake expected \"nboard 1\" protocol"); next }
$1 == "nboard" { print "set myname Fake " mode; fflush(); next }
$1 == "set" && $2 == "depth" { if (mode == "v1") { print "set myname Fake v1"; fflush() } next }
$1 == "ping" { print "pong " $2; fflush(); next }
$1 == "set" && $2 == "game" { setgame($0); next }
$1 == "go" {
    if (++gos == 2 && mode == "crash") exit 3
    if (mode == "hang") next
    if (mode == "illegal") { print "=== D4"; fflush(); next }
    if (mode == "garbage") { print "=== hello"; fflush(); next }
    print "status thinking"
    print "nodestats 1234 0.01"
    for (s = 0; s < 64 && !legal(s, tomove); s++) {}
    if (s == 64) print "=== PA"; else print "=== " substr("ABCDEFGH", s % 8 + 1, 1) (int(s / 8) + 1) "/0.5/0.01"
    fflush()
}
'
)";

inline QString writeFakeNboardEngine(const QString& directory, const QString& mode)
{
    const QString path = directory + "/engine-" + mode + ".sh";
    QFile file(path);
    if (!file.exists()) {
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(QByteArray(kFakeNboardEngine).replace("MODE", mode.toUtf8())) < 0)
            qFatal("cannot write %s", qPrintable(path));
        file.close();
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    }
    return path;
}

} // namespace othello::test
