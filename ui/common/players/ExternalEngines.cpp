#include "ExternalEngines.h"

#include <QSettings>
#include <QStringList>

namespace othello {

namespace {
const char* const kKey = "engines/nboard";
}

std::vector<play::PlayerSpec> externalEngines()
{
    std::vector<play::PlayerSpec> engines;
    for (const QString& text : QSettings().value(kKey).toStringList()) {
        const auto player = play::parsePlayer(text.toStdString());
        if (player && player->kind == play::PlayerKind::Nboard) // anything else is dropped
            engines.push_back(*player);
    }
    return engines;
}

void setExternalEngines(const std::vector<play::PlayerSpec>& engines)
{
    QStringList texts;
    for (const play::PlayerSpec& engine : engines)
        texts << QString::fromStdString(engine.text());
    QSettings().setValue(kKey, texts);
}

} // namespace othello
