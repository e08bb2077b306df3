#include "Headless.h"

#include <QFile>
#include <algorithm>

namespace othello {

bool hasOption(int argc, char* argv[], std::string_view option)
{
    return std::any_of(argv + 1, argv + argc, [option](const char* argument) {
        const std::string_view text(argument);
        return text == option ||
            (text.starts_with(option) && text.size() > option.size() && text[option.size()] == '=');
    });
}

HeadlessRun::HeadlessRun()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        m_runtimeFolder = std::make_unique<QTemporaryDir>();
        if (m_runtimeFolder->isValid())
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtimeFolder->path()));
    }
}

} // namespace othello
