#pragma once

// What the tst_cli_* suites share: running othello-lab-cli's commands in-process and reading
// what they print.

#include "cli/CommandLine.h"
#include "engine/board/PrincipalVariation.h"
#include "engine/board/ReferenceBoard.h"
#include "engine/board/Square.h"
#include "engine/depth/DepthSearch.h"
#include "engine/search/Search.h"
#include "results/ResultFiles.h"
#include "support/RandomPositions.h"
#include "support/SolvedValue.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <chrono>
#include <csignal>
#include <fstream>
#include <thread>
#include <unistd.h>

namespace othello::cli_test {

inline const char* const kErrorPrefix = "othello-lab-cli: error: ";

struct Run {
    int code = -1;
    QString out;
    QString err;
};

// Records what the sweep asked to draw; writes nothing.
struct FakeCharts {
    int calls = 0;
    std::vector<ResultRecord> records;
    QString directory;
    QStringList formats;
    ChartRequest request;
    bool succeed = true;
    ChartWriter writer()
    {
        return [this](const std::vector<ResultRecord>& r, const ChartRequest& asked, QString* error) {
            ++calls;
            records = r;
            directory = asked.directory;
            formats = asked.formats;
            request = asked;
            if (!succeed && error)
                *error = "the chart writer failed";
            return succeed;
        };
    }
};

inline Run run(const QStringList& arguments, const ChartWriter& charts = {})
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = runCommandLine(arguments, out, err, charts);
    return result;
}

inline QStringList lines(const QString& text) { return text.split('\n', Qt::SkipEmptyParts); }

inline QString pvText(int label)
{
    return QString::fromStdString(toText(PrincipalVariation::sixBySix().position(label)));
}

// The value a `solve` printed, or an empty string.
inline QString printedField(const QString& out, const QString& name)
{
    for (const QString& line : lines(out))
        if (line.startsWith(name + " "))
            return line.mid(name.size()).trimmed();
    return {};
}

// FForum #40: Black to move scores +38 with empties to the winner.
inline const char* const kFForum40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

// A position file of `positions` (one a line, OBF text, with a comment and a scored-moves tail).
inline QString writePositions(const QTemporaryDir& dir, const QString& name, const std::vector<Board>& positions)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        qFatal("cannot write the position file");
    file.write("# test positions\n");
    for (const Board& board : positions)
        file.write(QByteArray::fromStdString(toText(board)) + "; A1:+0;\n");
    return path;
}

// A "Name: N kB" line of /proc/self/status, in KiB (0 when missing).
inline long statusKib(const std::string& name)
{
    std::ifstream status("/proc/self/status");
    std::string word;
    while (status >> word)
        if (word == name) {
            long kib = 0;
            status >> kib;
            return kib;
        }
    return 0;
}

} // namespace othello::cli_test
