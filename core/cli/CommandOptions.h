#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <vector>

namespace othello {

struct OptionSpec {
    QString name;        // long name, without the dashes
    QString valueName;   // empty for a flag
    QString description; // one line for --help
};

// One command's options: parses with QCommandLineParser (so "--x v" and "--x=v" both work),
// turns its errors into usage errors naming the command, and writes the command's help.
class CommandOptions {
public:
    CommandOptions(QString command, std::vector<OptionSpec> specs);

    // Throws CommandError on an unknown option, a missing value or (unless allowed) a stray argument.
    void parse(const QStringList& arguments);
    // For commands that take operands (e.g. the files of `merge`).
    void allowOperands() { m_operandsAllowed = true; }
    QStringList operands() const { return m_parser.positionalArguments(); }
    bool helpRequested() const { return m_parser.isSet("help"); }
    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    QString value(const QString& name) const { return m_parser.value(name); }
    // Every value of an option given more than once (e.g. --player of `tournament`).
    QStringList values(const QString& name) const { return m_parser.values(name); }

    QString helpText(const QString& usage, const QString& summary) const;

private:
    QString m_command;
    std::vector<OptionSpec> m_specs;
    QCommandLineParser m_parser;
    bool m_operandsAllowed = false;
};

} // namespace othello
