#pragma once

#include <QTemporaryDir>
#include <memory>
#include <string_view>

namespace othello {

// Whether the program's arguments hold `option` ("--charts") alone or with a value ("--charts=DIR").
bool hasOption(int argc, char* argv[], std::string_view option);

// For a run that draws widgets without a display (the CLI's --charts, the GUI's --screenshot): the
// offscreen platform unless QT_QPA_PLATFORM names one, and, without a session (a batch job, ssh, CI),
// a private runtime folder, so Qt's warning about the missing XDG_RUNTIME_DIR stays off stderr.
// Construct it before the QApplication and keep it until the application is gone.
class HeadlessRun {
public:
    HeadlessRun();

private:
    std::unique_ptr<QTemporaryDir> m_runtimeFolder;
};

} // namespace othello
