#pragma once

// Running one of the built (or installed) programs to its end, as a user would: what the
// tst_*_binary and tst_install suites share.

#include "TestTimeScale.h"

#include <QProcess>
#include <QString>
#include <QStringList>

namespace othello::test {

struct Finished {
    int code = -1; // -1: it crashed or did not finish in time (err says which)
    QString out;
    QString err;
};

inline Finished runProgram(const QString& program, const QStringList& arguments,
                           const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
                           int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Finished result;
    if (!process.waitForFinished(scaledMs(timeoutMs)) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        result.err = program + " did not finish normally: " + process.errorString();
        return result;
    }
    result.code = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace othello::test
