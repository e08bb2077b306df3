#pragma once

#include <QString>

namespace othello {

// Exit codes of othello-lab-cli.
inline constexpr int kExitRuntimeError = 1;
inline constexpr int kExitUsageError = 2;

// Ends a command: runCommandLine prints the message as one error line and exits with the code.
struct CommandError {
    int exitCode = kExitRuntimeError;
    QString message;
};

inline CommandError usageError(const QString& message) { return {kExitUsageError, message}; }
inline CommandError runtimeError(const QString& message) { return {kExitRuntimeError, message}; }

} // namespace othello
