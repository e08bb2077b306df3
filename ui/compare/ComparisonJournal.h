#pragma once

#include "results/ResultFiles.h"

#include <QJsonObject>
#include <QLockFile>
#include <QString>
#include <memory>
#include <vector>

namespace othello {

// The Compare tab's runs kept across launches, and the crash journal of the running one. In its
// folder each run's records are a CSV file of their own ("run-3.csv"), and runs.json lists the
// runs in order with what the tab needs beside the records: name, shown or hidden, whether the
// results are saved in a file of the user's, whether the run was still going, and for a checked
// run its verdicts. A running run's
// file grows by one line per finished search, flushed at once, so a crash loses nothing
// finished; the next launch finds the run still marked running. One instance keeps the folder at
// a time (a lock held while it lives); another one keeps its runs in memory only.
class ComparisonJournal {
public:
    // What the folder keeps of a run beside its records.
    struct KeptRun {
        QString file; // the records' file in the folder, "run-3.csv"
        QString name;
        bool shown = true;
        bool unsaved = false; // results not in a file of the user's
        QString savedTo;      // the file of the user's it was last saved to or opened from
        bool running = false; // begun and not finished: a crash or a kill interrupted it
        QJsonObject check;    // a run checked against the lab: its verdicts (RunCheck.h)
        QString lab;          // a run of the lab's searches for checks: which (labSearchKey)
        friend bool operator==(const KeptRun&, const KeptRun&) = default;
    };

    // AppDataLocation/journal.
    static QString defaultDirectory();

    explicit ComparisonJournal(QString directory = defaultDirectory());
    ~ComparisonJournal();

    QString directory() const { return m_directory; }
    // Takes the folder for this instance (made if missing) and brings files of earlier versions
    // in as kept runs; false with `error` when another instance keeps it or it cannot be made.
    bool open(QString* error);
    bool isKeeping() const { return m_lock != nullptr; }

    // The runs as runs.json lists them (an earlier session's until this one writes its own).
    std::vector<KeptRun> keptRuns() const;
    ResultsLoad loadRun(const KeptRun& run) const;
    // Lists `runs`, in this order, in runs.json (written atomically).
    bool keep(const std::vector<KeptRun>& runs, QString* error = nullptr);
    // A file name no kept run uses, for a new run's records.
    QString newRunFile();
    // Writes a run's records whole (the copy of an opened results file).
    bool writeRun(const QString& file, const std::vector<ResultRecord>& records, QString* error);
    // Deletes a removed run's file.
    void removeRunFile(const QString& file);
    QString pathOf(const QString& file) const;

    // The running run: each finished record appended to its file at once.
    bool begin(const QString& file, QString* error);
    bool record(const ResultRecord& record, QString* error);
    void finish();
    bool isOpen() const { return m_appender.isOpen(); }

    // The file of a kept run whose results are not saved, or empty.
    QString unsavedRunPath() const;

private:
    // current.csv (an interrupted comparison) and the note of an unsaved last run, as written
    // before runs were kept: listed as kept runs, "recovered" and "last session".
    void importEarlierJournal();

    QString m_directory;
    ResultAppender m_appender;
    std::unique_ptr<QLockFile> m_lock; // held while this instance keeps the folder
    int m_nextFile = 1;
};

} // namespace othello
