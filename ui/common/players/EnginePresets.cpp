#include "EnginePresets.h"

#include "common/AlgorithmNames.h"

#include <QCoreApplication>
#include <QLocale>

namespace othello {

namespace {

// The translation context of the texts below.
class EnginePresets {
    Q_DECLARE_TR_FUNCTIONS(EnginePresets)
};

play::PlayerSpec spec(const char* text)
{
    // The presets are fixed texts the tests parse too; a bad one is a programming error.
    return *play::parsePlayer(text);
}

// A preset under its name in the user's language: the name is what the tables and files show.
play::PlayerSpec named(const char* text, const QString& name)
{
    play::PlayerSpec player = spec(text);
    player.name = name.toStdString();
    return player;
}

} // namespace

std::vector<EnginePreset> enginePresets()
{
    return {
        {EnginePresets::tr("Greedy (depth 1, most discs)"),
         named("greedy", EnginePresets::tr("greedy", "a default player's name"))},
        {EnginePresets::tr("Easy (alpha-beta, depth 2, square weights)"),
         named("alphabeta:depth=2:eval=squares", EnginePresets::tr("easy", "a default player's name"))},
        {EnginePresets::tr("Medium (alpha-beta, depth 4, mixed evaluation)"),
         named("alphabeta:depth=4:eval=mixed", EnginePresets::tr("medium", "a default player's name"))},
        {EnginePresets::tr("Strong (ordered PVS, 1 s per move, table)"),
         named("best:depth=60:time=1:tt=on:eval=mixed", EnginePresets::tr("strong", "a default player's name"))},
        {EnginePresets::tr("Learned (ordered PVS, 1 s per move, table, trained patterns)"),
         named("best:depth=60:time=1:tt=on:eval=learned", EnginePresets::tr("learned", "a default player's name"))},
    };
}

play::PlayerSpec hintPlayer() { return spec("name=hint:best:depth=60:time=0.5:tt=on:eval=mixed"); }

std::vector<EvaluationChoice> evaluationChoices()
{
    return {
        {QStringLiteral("discs"), EnginePresets::tr("Discs"), EnginePresets::tr("Discs")},
        {QStringLiteral("squares"), EnginePresets::tr("Square weights"), EnginePresets::tr("Square weights")},
        {QStringLiteral("mobility"), EnginePresets::tr("Mobility"), EnginePresets::tr("Mobility")},
        {QStringLiteral("corners"), EnginePresets::tr("Corners"), EnginePresets::tr("Corners")},
        {QStringLiteral("parity"), EnginePresets::tr("Parity"), EnginePresets::tr("Parity")},
        {QStringLiteral("mixed"), EnginePresets::tr("Mixed (squares, mobility, corners, stability, parity)"),
         EnginePresets::tr("Mixed")},
        {QStringLiteral("learned"), EnginePresets::tr("Learned (trained patterns)"), EnginePresets::tr("Learned")},
    };
}

QString describePlayer(const play::PlayerSpec& player)
{
    if (player.kind == play::PlayerKind::Nboard) {
        QString text = EnginePresets::tr("external engine, depth %1").arg(player.depth);
        if (player.secondsPerMove)
            text += EnginePresets::tr(", %1 s per move").arg(QLocale().toString(*player.secondsPerMove, 'g', 3));
        return text;
    }
    QString evaluation = QString::fromStdString(player.evaluation);
    for (const EvaluationChoice& choice : evaluationChoices())
        if (choice.id == evaluation)
            evaluation = choice.shortTitle;
    const QString algorithm = translatedAlgorithmName(player.algorithm);
    QString limit = player.secondsPerMove
        ? EnginePresets::tr("%1 s per move").arg(QLocale().toString(*player.secondsPerMove, 'g', 3))
        : EnginePresets::tr("depth %1").arg(player.depth);
    if (player.useTranspositionTable)
        limit += EnginePresets::tr(", table");
    return EnginePresets::tr("%1, %2, %3").arg(algorithm, limit, evaluation);
}

} // namespace othello
