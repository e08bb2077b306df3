// The Compare tab's "Check an Implementation…" (issue 34): a student's log, written here from the
// lab's own searches (the engine's solve() under the course's conventions), becomes a run of its
// own drawn against the lab's, every row equal; one altered #generated is the one row marked
// different, named first in the same words as `othello-lab-cli check`; a file that is not a log
// adds nothing and says why in the command line's words; the lab's searches stop at Stop; the
// checked run is kept across launches and saved like any other.

#include "cli/CommandLine.h"
#include "common/AlgorithmNames.h"
#include "common/NumberText.h"
#include "common/charts/PlotSeries.h"
#include "compare/ComparisonJournal.h"
#include "compare/ComparisonPanel.h"
#include "compare/ComparisonView.h"
#include "compare/ResultsTableModel.h"
#include "compare/RunCheck.h"
#include "compare/RunList.h"
#include "engine/board/PrincipalVariation.h"
#include "results/ResultFiles.h"
#include "support/TestTimeScale.h"

#include <QBrush>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <functional>
#include <memory>

using namespace othello;

namespace {

using Outcome = trace::CountVerdict::Outcome;

const char* headerOf(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Negamax:
        return "Negamax (minmax version)";
    case Algorithm::AlphaBeta:
        return "Negamax (alpha-beta version)";
    case Algorithm::Scout:
        return "Scout";
    case Algorithm::NegaScout:
        return "NegaScout";
    case Algorithm::Best:
        break;
    }
    return "";
}

// The course program's output for `algorithm` over labels from..to, every number the lab's own
// (solve() with the course's conventions); `alter` may change a label's numbers before they are
// printed, as a mistaken search would.
QByteArray courseLog(Algorithm algorithm, bool tt, int from, int to,
                     const std::function<void(int label, SearchResult&)>& alter = {})
{
    QByteArray log = QByteArray("Algorithm: ") + headerOf(algorithm) + (tt ? " w/ transposition table" : "") +
        "\nMoving along PV:\n";
    for (int label = from; label >= to; --label) {
        const Board board = PrincipalVariation::sixBySix().position(label);
        SearchResult result = solve(board, trace::courseSearchOptions(algorithm, tt));
        if (alter)
            alter(label, result);
        log += QStringLiteral("%1. %2 moves: value=%3, #expanded=%4, #generated=%5, seconds=%6\n")
                   .arg(label)
                   .arg(board.toMove == Color::Black ? "Black" : "White")
                   .arg(result.value)
                   .arg(result.stats.expanded)
                   .arg(result.stats.generated)
                   .arg(result.seconds)
                   .toUtf8();
    }
    return log;
}

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

struct CliRun {
    int code = -1;
    QString out;
    QString err;
};

CliRun cli(const QStringList& arguments)
{
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.code = runCommandLine(arguments, out, err, {});
    return run;
}

QString lineStartingWith(const QString& text, const QString& start)
{
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(start))
            return line;
    return {};
}

// The model's row of record `record` of run `run`.
int rowOf(const ResultsTableModel* model, int run, std::size_t record)
{
    return model->rowOf(run, model->runs()[std::size_t(run)].records[record]);
}

QString cell(const ResultsTableModel* model, int row, int column, int role = Qt::DisplayRole)
{
    return model->index(row, column).data(role).toString();
}

} // namespace

class TestCompareCheck : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings and journal in test locations
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Check Tests"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void init()
    {
        QSettings().clear();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        m_view->resize(1400, 900);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup()
    {
        m_view.reset();
        QDir(ComparisonJournal::defaultDirectory()).removeRecursively();
    }

    void aCorrectLogAgreesOnEveryRow_data()
    {
        QTest::addColumn<int>("algorithmNumber");
        QTest::addColumn<bool>("tt");
        for (const Algorithm algorithm :
             {Algorithm::Negamax, Algorithm::AlphaBeta, Algorithm::Scout, Algorithm::NegaScout})
            for (const bool tt : {false, true})
                QTest::addRow("%s, tt %s", algorithmId(algorithm).data(), tt ? "on" : "off") << int(algorithm) << tt;
    }

    void aCorrectLogAgreesOnEveryRow()
    {
        QFETCH(int, algorithmNumber);
        QFETCH(bool, tt);
        const auto algorithm = Algorithm(algorithmNumber);
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("alice.txt"), courseLog(algorithm, tt, 34, 27));
        QString error;
        QVERIFY2(m_view->checkImplementationFiles({path}, &error), qPrintable(error));
        QVERIFY(error.isEmpty());
        QVERIFY(m_view->isChecking());
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(60000));

        // The log is a run of its own, named after the file and its search; the lab's searches
        // are a run beside it, drawn on the same charts.
        ResultsTableModel* model = m_view->results();
        QCOMPARE(model->runs().size(), std::size_t(2));
        const QString search = translatedAlgorithmName(algorithm) + (tt ? QStringLiteral(" + TT") : QString());
        QCOMPARE(model->runs()[0].name, QStringLiteral("alice.txt — ") + search);
        QCOMPARE(model->runs()[1].name, QStringLiteral("Lab — ") + search);
        const RunCheck* check = model->runCheck(0);
        QVERIFY(check);
        QVERIFY(!model->runCheck(1));
        const RunCheck::Tally tally = check->tally();
        QCOMPARE(tally.rows, 8);
        QCOMPARE(tally.equal, 8);
        const std::vector<ResultRecord>& student = model->runs()[0].records;
        const std::vector<ResultRecord>& lab = model->runs()[1].records;
        QCOMPARE(lab.size(), student.size());
        for (std::size_t i = 0; i < student.size(); ++i) {
            QCOMPARE(cell(model, rowOf(model, 0, i), ResultsTableModel::Verdict), QStringLiteral("equal"));
            QCOMPARE(lab[i].label, student[i].label);
            QCOMPARE(lab[i].generated, student[i].generated);
            QCOMPARE(lab[i].expanded, student[i].expanded);
            QCOMPARE(lab[i].value, student[i].value);
            QCOMPARE(lab[i].tt, tt);
            QCOMPARE(cell(model, rowOf(model, 1, i), ResultsTableModel::Verdict), QString()); // the lab's
        }
        QVERIFY(m_view->checkSummary()->isVisible());
        QVERIFY2(m_view->checkSummary()->text().contains(QStringLiteral("8 of 8 rows agree")),
                 qPrintable(m_view->checkSummary()->text()));
        QVERIFY(!m_view->checkSummary()->text().contains(QStringLiteral("first difference")));
        QCOMPARE(m_view->runList()->list()->topLevelItem(0)->text(2), QStringLiteral("8 of 8 agree"));
        // Both on the Nodes chart.
        QSet<QString> drawn;
        for (const PlotSeries& series : buildPlotSeries(PlotKind::Nodes, model->runs()))
            drawn.insert(series.runKey);
        QVERIFY(drawn.contains(model->runs()[0].key()) && drawn.contains(model->runs()[1].key()));
    }

    void oneAlteredGeneratedIsTheOneDifferentRow()
    {
        QTemporaryDir dir;
        const int altered = 30;
        const QString path = write(dir, QStringLiteral("bob.txt"),
                                   courseLog(Algorithm::AlphaBeta, true, 34, 25, [&](int label, SearchResult& result) {
                                       if (label == altered)
                                           result.stats.generated += 7;
                                   }));
        QString error;
        QVERIFY2(m_view->checkImplementationFiles({path}, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(60000));
        ResultsTableModel* model = m_view->results();
        const RunCheck* check = model->runCheck(0);
        QVERIFY(check);
        QCOMPARE(check->tally().different, 1);
        QCOMPARE(check->tally().equal, 9);
        for (std::size_t i = 0; i < check->verdicts.size(); ++i) {
            const trace::CountVerdict& verdict = *check->verdicts[i];
            const int row = rowOf(model, 0, i);
            const int label = model->runs()[0].records[i].label;
            QCOMPARE(verdict.outcome, label == altered ? Outcome::Different : Outcome::Equal);
            QCOMPARE(cell(model, row, ResultsTableModel::Verdict),
                     label == altered ? QStringLiteral("different") : QStringLiteral("equal"));
            if (label != altered) {
                QCOMPARE(cell(model, row, ResultsTableModel::Generated),
                         countText(model->runs()[0].records[i].generated));
                continue;
            }
            QVERIFY(verdict.generatedDiffers && !verdict.expandedDiffers && !verdict.valueDiffers);
            // Both numbers, marked by colour and by words.
            QCOMPARE(cell(model, row, ResultsTableModel::Generated),
                     QStringLiteral("%1 (lab %2)")
                         .arg(countText(*verdict.claim.generated), countText(verdict.lab.generated)));
            QCOMPARE(*verdict.claim.generated, verdict.lab.generated + 7);
            QCOMPARE(model->index(row, ResultsTableModel::Generated).data(Qt::BackgroundRole).value<QBrush>().color(),
                     RunCheckText::differColor());
            QCOMPARE(model->index(row, ResultsTableModel::Expanded).data(Qt::BackgroundRole), QVariant());
            QVERIFY2(cell(model, row, ResultsTableModel::Verdict, Qt::ToolTipRole).contains(QStringLiteral("7 more")),
                     qPrintable(cell(model, row, ResultsTableModel::Verdict, Qt::ToolTipRole)));
        }
        // The summary names that label first, in the command line's words.
        const CliRun run = cli({QStringLiteral("check"), path});
        QCOMPARE(run.code, 1);
        const QString first = lineStartingWith(run.out, QStringLiteral("first difference: "));
        QVERIFY2(first.startsWith(QStringLiteral("first difference: label %1 ").arg(altered)), qPrintable(run.out));
        const QString summary = m_view->checkSummary()->text();
        QVERIFY2(summary.contains(QStringLiteral("9 of 10 rows agree; ") + first.toHtmlEscaped()),
                 qPrintable(summary + QStringLiteral("\n") + first));
        QCOMPARE(m_view->runList()->list()->topLevelItem(0)->text(2), QStringLiteral("9 of 10 agree"));
    }

    void aFileThatIsNotALogAddsNothingAndSaysWhy()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("notes.txt"), "Dear instructor,\nhere are my results.\n");
        QString error;
        QVERIFY(!m_view->checkImplementationFiles({path}, &error));
        QVERIFY(!m_view->isChecking());
        QVERIFY(m_view->results()->runs().empty());
        QVERIFY(!m_view->checkSummary()->isVisible());
        // The command line's exit-2 line, after its program name and path.
        const CliRun run = cli({QStringLiteral("check"), path});
        QCOMPARE(run.code, 2);
        const QString prefix = QStringLiteral("othello-lab-cli: error: ") + path + QStringLiteral(": ");
        QVERIFY2(run.err.startsWith(prefix), qPrintable(run.err));
        QCOMPARE(error, QStringLiteral("notes.txt: ") + run.err.mid(prefix.size()).trimmed());
        QVERIFY(!error.contains(QLatin1Char('\n')));

        // A log that names no search: the command line's words, then what to add to the file.
        QByteArray headless = courseLog(Algorithm::AlphaBeta, false, 34, 33);
        headless.remove(0, headless.indexOf('\n') + 1);
        const QString noHeader = write(dir, QStringLiteral("frank.txt"), headless);
        QVERIFY(!m_view->checkImplementationFiles({noHeader}, &error));
        const CliRun headlessRun = cli({QStringLiteral("check"), noHeader});
        QCOMPARE(headlessRun.code, 2);
        const QString headlessPrefix = QStringLiteral("othello-lab-cli: error: ") + noHeader + QStringLiteral(": ");
        const QStringList said = error.split(QLatin1Char('\n'));
        QCOMPARE(said.size(), 2);
        QCOMPARE(said[0], QStringLiteral("frank.txt: ") + headlessRun.err.mid(headlessPrefix.size()).trimmed());
        QVERIFY2(said[1].contains(QStringLiteral("Algorithm: Negamax (alpha-beta version)")), qPrintable(said[1]));
        QVERIFY(m_view->results()->runs().empty());

        // With a good file beside it, the good one is checked and the bad one named.
        const QString good = write(dir, QStringLiteral("carol.txt"), courseLog(Algorithm::Scout, false, 34, 32));
        QVERIFY(m_view->checkImplementationFiles({path, good}, &error));
        QCOMPARE(error, QStringLiteral("notes.txt: ") + run.err.mid(prefix.size()).trimmed());
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(60000));
        QCOMPARE(m_view->results()->runs().size(), std::size_t(2)); // carol's and the lab's
    }

    void theLabsSearchStopsAtStop()
    {
        // Negamax at label 8 runs for ages: the check is stopped while the lab searches it.
        QByteArray log = courseLog(Algorithm::Negamax, false, 34, 34);
        const Board early = PrincipalVariation::sixBySix().position(8);
        log += QStringLiteral("8. %1 moves: value=-4, #expanded=100, #generated=200\n")
                   .arg(early.toMove == Color::Black ? "Black" : "White")
                   .toUtf8();
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("dave.txt"), log);
        QString error;
        QVERIFY2(m_view->checkImplementationFiles({path}, &error), qPrintable(error));
        auto* stop = m_view->panel()->findChild<QPushButton*>(QStringLiteral("comparisonStopButton"));
        auto* activity = m_view->panel()->findChild<QLabel*>(QStringLiteral("activityLabel"));
        QVERIFY(stop && activity);
        QVERIFY(stop->isEnabled());
        const RunCheck* check = m_view->results()->runCheck(0);
        QTRY_VERIFY_WITH_TIMEOUT(check->verdicts[0].has_value(), test::scaledMs(20000));
        QTRY_VERIFY(activity->text().contains(QStringLiteral("label 8")));
        QVERIFY(m_view->isChecking());

        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(1000));
        QVERIFY2(clock.elapsed() < test::scaledMs(1000), qPrintable(QString::number(clock.elapsed())));
        qInfo("the check stopped %lld ms after Stop", qint64(clock.elapsed()));
        QVERIFY(!m_view->isRunning());

        // The run stays, its stopped row not checked; the lab's run holds what it finished.
        check = m_view->results()->runCheck(0);
        QVERIFY(check);
        QCOMPARE(check->verdicts[0]->outcome, Outcome::Equal);
        QCOMPARE(check->verdicts[1]->outcome, Outcome::NotChecked);
        QCOMPARE(m_view->results()->runs()[1].records.size(), std::size_t(1));
        QVERIFY2(m_view->checkSummary()->text().contains(QStringLiteral("1 of 2 rows agree, 1 not checked")),
                 qPrintable(m_view->checkSummary()->text()));
        QVERIFY(m_view->panel()->findChild<QPushButton*>(QStringLiteral("comparisonStartButton"))->isEnabled());
    }

    void aCheckedRunIsKeptAndSavedLikeAnyOther()
    {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("erin.txt"),
                                   courseLog(Algorithm::NegaScout, true, 34, 28, [](int label, SearchResult& result) {
                                       if (label == 29)
                                           result.stats.expanded -= 1;
                                   }));
        QString error;
        QVERIFY2(m_view->checkImplementationFiles({path}, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(60000));
        const std::vector<ComparisonRun> runs = m_view->results()->runs();
        const QString summary = RunCheckText::summary(*m_view->results()->runCheck(0));
        QVERIFY2(summary.contains(QStringLiteral("first difference: label 29")), qPrintable(summary));

        // Saved like any run: the file holds its records.
        const QString saved = dir.filePath(QStringLiteral("erin.csv"));
        QVERIFY2(m_view->saveRunFile(0, saved, false, &error), qPrintable(error));
        QCOMPARE(loadResults(saved).records, runs[0].records);
        // ... and the lab's too: a results file the check reads, every row equal.
        const QString labFile = dir.filePath(QStringLiteral("lab.csv"));
        QVERIFY2(m_view->saveRunFile(1, labFile, false, &error), qPrintable(error));

        // The next launch brings both back, the verdicts with them.
        m_view.reset();
        m_view = std::make_unique<ComparisonView>();
        m_view->setPromptsEnabled(false);
        QCOMPARE(m_view->restoreKeptRuns(), 2);
        QCOMPARE(m_view->results()->runs()[0].name, runs[0].name);
        QCOMPARE(m_view->results()->runs()[0].records, runs[0].records);
        QCOMPARE(m_view->results()->runs()[1].records, runs[1].records);
        const RunCheck* check = m_view->results()->runCheck(0);
        QVERIFY(check);
        QCOMPARE(RunCheckText::summary(*check), summary);
        QVERIFY(!RunCheckText::why(*check->firstDifference()).isEmpty());
        QVERIFY(!m_view->results()->runCheck(1));

        // A second check of the same search adds to the same run of the lab's.
        QVERIFY2(m_view->checkImplementationFiles({labFile}, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!m_view->isChecking(), test::scaledMs(60000));
        QCOMPARE(m_view->results()->runs().size(), std::size_t(3));
        const RunCheck* labCheck = m_view->results()->runCheck(2);
        QVERIFY(labCheck);
        QCOMPARE(labCheck->tally().equal, labCheck->tally().rows);
        QCOMPARE(m_view->results()->runs()[1].records, runs[1].records); // nothing new to add
    }

private:
    std::unique_ptr<ComparisonView> m_view;
};

QTEST_MAIN(TestCompareCheck)
#include "tst_compare_check.moc"
