#include "EngineProbeJob.h"

#include "NboardPlayer.h"

namespace othello {

EngineProbeJob::EngineProbeJob(QObject* parent) : QObject(parent)
{
    connect(&m_search, &SearchThread::finished, this, [this](bool cancelled) {
        const Probe probe = m_probe.take();
        emit finished(QString::fromStdString(probe.name), QString::fromStdString(probe.failure), cancelled);
    });
}

bool EngineProbeJob::start(const play::PlayerSpec& engine)
{
    return m_search.start([this, engine](SearchControl& control) {
        NboardPlayer player(engine); // started, asked and stopped on this thread
        Probe probe;
        probe.failure = player.start(&control);
        probe.name = player.engineName();
        m_probe.put(std::move(probe));
    });
}

} // namespace othello
