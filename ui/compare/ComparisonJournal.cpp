#include "ComparisonJournal.h"

#include "results/FileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

namespace othello {

namespace {

class JournalText {
    Q_DECLARE_TR_FUNCTIONS(othello::ComparisonJournal)
public:
    static QString noFolder(const QString& dir) { return tr("Cannot create the journal folder %1").arg(dir); }
    static QString inUse() { return tr("Another instance of the program keeps the comparison runs"); }
    //: The name of a run found interrupted in the journal of an earlier version.
    static QString recovered() { return tr("recovered"); }
    //: The name of the unsaved run of an earlier version's last session.
    static QString lastSession() { return tr("last session"); }
};

const QString kManifest = QStringLiteral("runs.json");
const QString kLock = QStringLiteral("runs.lock");
// A run's records: only our own names, so the manifest never names a path outside the folder.
const QRegularExpression kRunFile(QStringLiteral("^run-(\\d+)\\.csv$"));
// Written by earlier versions: the running comparison, and the note naming an unsaved last run.
const QString kEarlierCurrent = QStringLiteral("current.csv");
const QString kEarlierNote = QStringLiteral("unsaved-run");

QJsonObject toJson(const ComparisonJournal::KeptRun& run)
{
    QJsonObject object{{QStringLiteral("file"), run.file},       {QStringLiteral("name"), run.name},
                       {QStringLiteral("shown"), run.shown},     {QStringLiteral("unsaved"), run.unsaved},
                       {QStringLiteral("savedTo"), run.savedTo}, {QStringLiteral("running"), run.running}};
    if (!run.check.isEmpty())
        object.insert(QStringLiteral("check"), run.check);
    if (!run.lab.isEmpty())
        object.insert(QStringLiteral("lab"), run.lab);
    return object;
}

} // namespace

QString ComparisonJournal::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("journal"));
}

ComparisonJournal::ComparisonJournal(QString directory) : m_directory(std::move(directory)) { }

ComparisonJournal::~ComparisonJournal() { m_appender.close(); }

QString ComparisonJournal::pathOf(const QString& file) const { return QDir(m_directory).filePath(file); }

bool ComparisonJournal::open(QString* error)
{
    if (isKeeping())
        return true;
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = JournalText::noFolder(QDir::toNativeSeparators(m_directory));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(pathOf(kLock));
    lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    if (!lock->tryLock(0)) {
        if (error)
            *error = JournalText::inUse();
        return false;
    }
    m_lock = std::move(lock);
    importEarlierJournal();
    return true;
}

std::vector<ComparisonJournal::KeptRun> ComparisonJournal::keptRuns() const
{
    std::vector<KeptRun> runs;
    QFile file(pathOf(kManifest));
    if (!file.open(QIODevice::ReadOnly))
        return runs;
    const QJsonArray list = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("runs")).toArray();
    for (const QJsonValue& value : list) {
        const QJsonObject object = value.toObject();
        KeptRun run;
        run.file = object.value(QStringLiteral("file")).toString();
        if (!kRunFile.match(run.file).hasMatch())
            continue;
        run.name = object.value(QStringLiteral("name")).toString();
        run.shown = object.value(QStringLiteral("shown")).toBool(true);
        run.unsaved = object.value(QStringLiteral("unsaved")).toBool();
        run.savedTo = object.value(QStringLiteral("savedTo")).toString();
        run.running = object.value(QStringLiteral("running")).toBool();
        run.check = object.value(QStringLiteral("check")).toObject();
        run.lab = object.value(QStringLiteral("lab")).toString();
        runs.push_back(run);
    }
    return runs;
}

ResultsLoad ComparisonJournal::loadRun(const KeptRun& run) const { return loadResults(pathOf(run.file)); }

bool ComparisonJournal::keep(const std::vector<KeptRun>& runs, QString* error)
{
    if (!isKeeping())
        return false;
    QJsonArray list;
    for (const KeptRun& run : runs)
        list.append(toJson(run));
    const QByteArray content = QJsonDocument(QJsonObject{{QStringLiteral("runs"), list}}).toJson();
    return writeFileAtomically(pathOf(kManifest), content, error);
}

QString ComparisonJournal::newRunFile()
{
    // Past every file in the folder, kept or not: a new run never writes over an old one.
    for (const QString& name : QDir(m_directory).entryList({QStringLiteral("run-*.csv")}, QDir::Files)) {
        const QRegularExpressionMatch match = kRunFile.match(name);
        if (match.hasMatch())
            m_nextFile = std::max(m_nextFile, match.captured(1).toInt() + 1);
    }
    return QStringLiteral("run-%1.csv").arg(m_nextFile++);
}

bool ComparisonJournal::writeRun(const QString& file, const std::vector<ResultRecord>& records, QString* error)
{
    return isKeeping() && saveResultsCsv(pathOf(file), records, error);
}

void ComparisonJournal::removeRunFile(const QString& file)
{
    if (isKeeping() && kRunFile.match(file).hasMatch())
        QFile::remove(pathOf(file));
}

bool ComparisonJournal::begin(const QString& file, QString* error)
{
    m_appender.close();
    if (!isKeeping())
        return false;
    return m_appender.open(pathOf(file), error);
}

bool ComparisonJournal::record(const ResultRecord& record, QString* error)
{
    return isOpen() && m_appender.append(record, error);
}

void ComparisonJournal::finish() { m_appender.close(); }

QString ComparisonJournal::unsavedRunPath() const
{
    for (const KeptRun& run : keptRuns())
        if (run.unsaved && QFile::exists(pathOf(run.file)))
            return pathOf(run.file);
    return {};
}

void ComparisonJournal::importEarlierJournal()
{
    std::vector<KeptRun> runs = keptRuns();
    const auto import = [&](const QString& from, const QString& name) {
        const ResultsLoad load = loadResults(from);
        if (!load.records.empty()) {
            KeptRun run;
            run.file = newRunFile();
            run.name = name;
            run.unsaved = true;
            if (!QFile::rename(from, pathOf(run.file)))
                return;
            runs.push_back(run);
        }
        QFile::remove(from);
    };
    if (QFile note(pathOf(kEarlierNote)); note.open(QIODevice::ReadOnly)) {
        const QString name = QString::fromUtf8(note.read(64)).trimmed();
        note.close();
        if (name == QStringLiteral("last-complete.csv") || name == QStringLiteral("last-stopped.csv"))
            import(pathOf(name), JournalText::lastSession());
        QFile::remove(pathOf(kEarlierNote));
    }
    if (QFile::exists(pathOf(kEarlierCurrent)))
        import(pathOf(kEarlierCurrent), JournalText::recovered());
    if (runs != keptRuns())
        keep(runs);
}

} // namespace othello
