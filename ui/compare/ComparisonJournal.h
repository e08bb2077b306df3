#pragma once

#include "results/ResultFiles.h"

#include <QLockFile>
#include <QString>
#include <memory>

namespace othello {

// The crash journal of a comparison run: each finished record is appended to
// `<directory>/current.csv` (flushed per line) while the run goes on. A run that ends, finished
// or stopped, moves the file to last-complete.csv or last-stopped.csv; a current.csv found
// later (and not locked by a live process) is an interrupted run whose results can be recovered.
// A run that ends with results the user has not saved leaves a note naming its file, so the next
// start can offer them; saving them, or choosing to discard them, removes the note.
class ComparisonJournal {
public:
    // AppDataLocation/journal.
    static QString defaultDirectory();

    explicit ComparisonJournal(QString directory = defaultDirectory());
    ~ComparisonJournal();

    QString directory() const { return m_directory; }
    QString currentPath() const;

    // An interrupted run's journal exists (and no other process of ours is writing it).
    bool hasInterrupted() const;
    ResultsLoad loadInterrupted() const;
    // Moves an interrupted journal out of the way (to interrupted.csv) so it is not offered again.
    void setAsideInterrupted();

    // The file of the last run that ended with results not saved, or empty: what the next start offers.
    QString unsavedRunPath() const;
    // The user saved or dismissed the last run's results: the next start does not offer them.
    void forgetUnsavedRun();

    // Starts the journal of a new run. An interrupted journal not yet dealt with is set aside.
    bool begin(QString* error);
    bool record(const ResultRecord& record, QString* error);
    // The run ended: closes the journal and renames it for a completed or a stopped run. When
    // `unsaved`, the run's file is noted as holding results the user has not saved.
    void finish(bool completed, bool unsaved = false);
    // Closes the journal but leaves it as interrupted (the program is going away mid-run).
    void abandon();
    bool isOpen() const { return m_appender.isOpen(); }

private:
    bool replaceFile(const QString& from, const QString& to) const;

    QString m_directory;
    ResultAppender m_appender;
    std::unique_ptr<QLockFile> m_lock; // held while this process writes current.csv
};

} // namespace othello
