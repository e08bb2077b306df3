#include "ComparisonJournal.h"

#include "results/FileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace othello {

namespace {

class JournalText {
    Q_DECLARE_TR_FUNCTIONS(othello::ComparisonJournal)
public:
    static QString noFolder(const QString& dir) { return tr("Cannot create the journal folder %1").arg(dir); }
    static QString inUse() { return tr("Another instance of the program is writing the journal"); }
};

const QString kCurrent = QStringLiteral("current.csv");
const QString kLock = QStringLiteral("current.lock");
const QString kInterrupted = QStringLiteral("interrupted.csv");
const QString kComplete = QStringLiteral("last-complete.csv");
const QString kStopped = QStringLiteral("last-stopped.csv");
// Holds the name of the last ended run's file while its results are not saved.
const QString kUnsavedNote = QStringLiteral("unsaved-run");

} // namespace

QString ComparisonJournal::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("journal"));
}

ComparisonJournal::ComparisonJournal(QString directory) : m_directory(std::move(directory)) { }

ComparisonJournal::~ComparisonJournal() { abandon(); }

QString ComparisonJournal::currentPath() const { return QDir(m_directory).filePath(kCurrent); }

bool ComparisonJournal::hasInterrupted() const
{
    if (isOpen() || !QFile::exists(currentPath()))
        return false;
    // A lock held by a live process means another instance is still running that comparison.
    QLockFile lock(QDir(m_directory).filePath(kLock));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return false;
    lock.unlock();
    return true;
}

ResultsLoad ComparisonJournal::loadInterrupted() const { return loadResults(currentPath()); }

void ComparisonJournal::setAsideInterrupted()
{
    if (hasInterrupted())
        replaceFile(currentPath(), QDir(m_directory).filePath(kInterrupted));
}

bool ComparisonJournal::begin(QString* error)
{
    abandon();
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = JournalText::noFolder(QDir::toNativeSeparators(m_directory));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(kLock));
    lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    if (!lock->tryLock(0)) {
        if (error)
            *error = JournalText::inUse();
        return false;
    }
    if (QFile::exists(currentPath()))
        replaceFile(currentPath(), QDir(m_directory).filePath(kInterrupted));
    if (!m_appender.open(currentPath(), error))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool ComparisonJournal::record(const ResultRecord& record, QString* error)
{
    return isOpen() && m_appender.append(record, error);
}

void ComparisonJournal::finish(bool completed, bool unsaved)
{
    if (!isOpen())
        return;
    m_appender.close();
    const QString& name = completed ? kComplete : kStopped;
    forgetUnsavedRun(); // an older run's file is about to be replaced or is no longer the last
    if (replaceFile(currentPath(), QDir(m_directory).filePath(name)) && unsaved)
        writeFileAtomically(QDir(m_directory).filePath(kUnsavedNote), name.toUtf8(), nullptr);
    m_lock.reset();
}

QString ComparisonJournal::unsavedRunPath() const
{
    QFile note(QDir(m_directory).filePath(kUnsavedNote));
    if (!note.open(QIODevice::ReadOnly))
        return {};
    const QString name = QString::fromUtf8(note.read(64)).trimmed();
    if (name != kComplete && name != kStopped) // only our own names: the note is never a path
        return {};
    const QString path = QDir(m_directory).filePath(name);
    return QFile::exists(path) ? path : QString();
}

void ComparisonJournal::forgetUnsavedRun() { QFile::remove(QDir(m_directory).filePath(kUnsavedNote)); }

void ComparisonJournal::abandon()
{
    m_appender.close();
    m_lock.reset();
}

bool ComparisonJournal::replaceFile(const QString& from, const QString& to) const
{
    QFile::remove(to);
    return QFile::rename(from, to);
}

} // namespace othello
