#include "CommandOptions.h"

#include "CommandError.h"

namespace othello {

CommandOptions::CommandOptions(QString command, std::vector<OptionSpec> specs)
    : m_command(std::move(command)), m_specs(std::move(specs))
{
    m_specs.push_back({"help", {}, "show this help"});
    for (const OptionSpec& spec : m_specs)
        m_parser.addOption(QCommandLineOption(spec.name, spec.description, spec.valueName));
    // "-from 3" reads as the long option it looks like, not as the flags -f -r -o -m.
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
}

void CommandOptions::parse(const QStringList& arguments)
{
    // QCommandLineParser skips the first element as the program name.
    if (!m_parser.parse(QStringList{m_command} + arguments)) {
        QString text = m_parser.errorText().split('\n').first();
        if (text.endsWith('.'))
            text.chop(1);
        if (!text.isEmpty())
            text[0] = text[0].toLower();
        throw usageError(QString("%1: %2 (see 'othello-lab-cli %1 --help')").arg(m_command, text));
    }
    const QStringList stray = m_parser.positionalArguments();
    if (!stray.isEmpty() && !m_operandsAllowed)
        throw usageError(
            QString("%1: unexpected argument '%2' (see 'othello-lab-cli %1 --help')").arg(m_command, stray.first()));
}

QString CommandOptions::helpText(const QString& usage, const QString& summary) const
{
    QString text = "Usage: othello-lab-cli " + m_command + " " + usage + "\n\n" + summary + "\n\nOptions:\n";
    QStringList left;
    qsizetype width = 0;
    for (const OptionSpec& spec : m_specs) {
        left.append("--" + spec.name + (spec.valueName.isEmpty() ? QString() : " " + spec.valueName));
        width = std::max(width, left.last().size());
    }
    for (std::size_t i = 0; i < m_specs.size(); ++i)
        text += "  " + left[qsizetype(i)].leftJustified(width + 2) + m_specs[i].description + "\n";
    return text;
}

} // namespace othello
