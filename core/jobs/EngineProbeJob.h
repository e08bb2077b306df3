#pragma once

#include "SearchThread.h"
#include "ThreadHandOff.h"
#include "engine/play/EnginePlayer.h"

#include <QObject>
#include <QString>

namespace othello {

// Starts an external (nboard) engine on a worker thread, asks its name and stops it: the
// engine manager's "Test". Lives in the caller's (GUI) thread.
class EngineProbeJob : public QObject {
    Q_OBJECT
public:
    explicit EngineProbeJob(QObject* parent = nullptr);

    // Returns false (and does nothing) while a probe runs.
    bool start(const othello::play::PlayerSpec& engine);
    // finished() follows within ~100 ms; the engine is stopped.
    void stop() { m_search.cancel(); }
    bool isRunning() const { return m_search.isRunning(); }

signals:
    // The engine's name ("set myname") and an empty failure, or why it failed.
    void finished(const QString& name, const QString& failure, bool cancelled);

private:
    struct Probe {
        std::string name;
        std::string failure;
    };
    ThreadHandOff<Probe> m_probe;
    SearchThread m_search; // after what its work uses: destroyed (cancelled and joined) first
};

} // namespace othello
