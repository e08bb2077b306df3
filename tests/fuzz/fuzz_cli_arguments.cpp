// Fuzzes othello-lab-cli's argument handling. The input is the argument list, one argument a
// line. Commands that only parse and print (plan, pv, help, every --help) run whole; for the
// others every option is parsed and checked the way the command does before it starts work,
// so the fuzzer never launches a search or writes a file. A bad argument must end in a
// CommandError (one error line, exit code 2 or 1); anything else escaping is a defect.
#include "cli/CommandError.h"
#include "cli/CommandLine.h"
#include "cli/CommandOptions.h"
#include "cli/OptionValues.h"
#include "cli/SweepSettings.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

// Every option value parser once on the same text.
void parseValues(const QString& text)
{
    using namespace othello;
    const auto attempt = [](auto parse) {
        try {
            parse();
        } catch (const CommandError& error) {
            require(!error.message.isEmpty() && !error.message.contains('\n'));
        }
    };
    attempt([&] { (void)intOption("--n", text, 1, 34); });
    attempt([&] { (void)secondsOption("--time-limit", text); });
    attempt([&] { (void)algorithmsOption("--algorithms", text); });
    attempt([&] { (void)algorithmOption("--algorithm", text); });
    attempt([&] { (void)ttListOption("--tt", text); });
    attempt([&] { (void)onOffOption("--tt", text); });
    attempt([&] { (void)positionOption("--position", text); });
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace othello;
    QStringList arguments =
        QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)).split('\n');
    for (const QString& argument : arguments)
        parseValues(argument);

    const QString command = arguments.isEmpty() ? QString() : arguments.first();
    const bool printsOnly = command == "plan" || command == "pv" || command == "help" || command.startsWith('-') ||
        arguments.contains("--help");
    if (printsOnly) {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        const int code = runCommandLine(arguments, outStream, errStream, {});
        errStream.flush();
        require(code == 0 || code == kExitUsageError || code == kExitRuntimeError);
        require(code == 0 || err.count('\n') == 1);
        return 0;
    }
    arguments.removeFirst();
    try {
        CommandOptions options("sweep", sweepSettingSpecs());
        options.parse(arguments);
        (void)sweepSettingsFrom(options);
    } catch (const CommandError& error) {
        require(!error.message.isEmpty() && !error.message.contains('\n'));
    }
    return 0;
}
