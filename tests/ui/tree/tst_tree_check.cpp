// The Tree tab's check of a student's search: osl-traces printed by students' own implementations
// (tests/core/cli/students, one program per mistake) opened beside the lab's search. A correct
// one is identical; a faulty one selects, in both trees, the call the student program itself says
// its mistake first changes; a bad file gives the core's one message with its line; a trace
// larger than the records kept is drawn cut, and says so.
#include "TreeTestSupport.h"
#include "common/BoardView.h"
#include "engine/board/Square.h"
#include "shell/Language.h"
#include "shell/MainWindow.h"
#include "support/ProgramRun.h"
#include "tree/TracePane.h"
#include "tree/TraceScene.h"
#include "tree/TraceTree.h"

#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>

#include <memory>

using namespace othello;
using namespace othello::test;

namespace {

QString runStudent(const QString& mistake, const QStringList& arguments)
{
    const Finished finished = runProgram(QStringLiteral(OSL_STUDENTS_DIR "/student_") + mistake, arguments);
    if (finished.code != 0)
        qFatal("student_%s failed: %s", qPrintable(mistake), qPrintable(finished.err));
    return finished.out;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QString& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) != text.toUtf8().size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// "path f5 f1 a3 f6" and "line 123" of a student's expect-trace.
struct Expected {
    std::vector<int> path;
    QString line;
};
Expected expectedDifference(const QString& mistake, const QStringList& search)
{
    Expected expected;
    for (const QString& line : runStudent(mistake, QStringList{QStringLiteral("expect-trace")} + search)
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.value(0) == QLatin1String("path")) {
            for (qsizetype i = 1; i < words.size(); ++i) {
                if (words[i] == QLatin1String("pass"))
                    expected.path.push_back(kPassMove);
                else if (words[i] != QLatin1String("none"))
                    expected.path.push_back(parseSquare(words[i].toStdString(), 6).value());
            }
        } else if (words.value(0) == QLatin1String("line"))
            expected.line = words.value(1);
    }
    return expected;
}

[[nodiscard]] bool checkThrough(TreePage& page, const QString& path, Algorithm algorithm, bool table = false)
{
    chooseAlgorithm(child<QComboBox>(&page, "treeAlgorithmComboA"), algorithm);
    child<QCheckBox>(&page, "treeTableCheckA")->setChecked(table);
    if (!page.openStudentTrace(path))
        return false;
    return QTest::qWaitFor([&page] { return !page.isChecking(); }, scaledMs(30000));
}

} // namespace

class TestTreeCheck : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_page = std::make_unique<TreePage>();
        m_page->resize(1024, 700);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    void cleanup() { m_page.reset(); }

    // A correct student's trace is the lab's search call for call: the tab says so plainly, and
    // draws both, the same records.
    void aCorrectStudentsTraceIsIdentical_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("algorithmValue");
        QTest::newRow("alphabeta") << "alphabeta" << int(Algorithm::AlphaBeta);
        QTest::newRow("scout") << "scout" << int(Algorithm::Scout);
        QTest::newRow("negascout") << "negascout" << int(Algorithm::NegaScout);
    }
    void aCorrectStudentsTraceIsIdentical()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, algorithmValue);
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("correct.trace"),
            runStudent(QStringLiteral("none"), {QStringLiteral("trace"), algorithm, QStringLiteral("off"), "27"}));
        QVERIFY(checkThrough(*m_page, path, Algorithm(algorithmValue)));
        QVERIFY2(m_page->checkReport().startsWith(QLatin1String("Identical:")), qPrintable(m_page->checkReport()));
        QVERIFY(m_page->tree(0) && m_page->tree(1));
        QCOMPARE(m_page->tree(0)->size(), m_page->tree(1)->size());
        QCOMPARE(m_page->tree(0)->trace().root, pvPosition(27));
        QCOMPARE(m_page->differenceRecord(0), -1);
        QVERIFY(m_page->pane(1)->isVisible()); // side by side
    }

    // A faulty student's trace: the call the student program says its mistake first changes is
    // selected in both trees (the call itself, or the child each side calls there), the board
    // shows its position, and the report names the trace's line.
    void aFaultyStudentsTraceSelectsTheFirstDifference_data()
    {
        QTest::addColumn<QString>("mistake");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("algorithmValue");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("kind");
        const auto row = [](const char* name, const char* mistake, const char* algorithm, Algorithm value,
                            const char* view, const char* kind) {
            QTest::newRow(name) << mistake << algorithm << int(value) << view << kind;
        };
        row("cutoff on >", "cutoff_greater", "alphabeta", Algorithm::AlphaBeta, "mover",
            "a child the lab's search pruned");
        row("cutoff on >, Black's view", "cutoff_greater", "alphabeta", Algorithm::AlphaBeta, "black",
            "a child the lab's search pruned");
        row("window not negated", "window_not_negated", "alphabeta", Algorithm::AlphaBeta, "mover", "another window");
        row("alpha not raised", "alpha_not_raised", "alphabeta", Algorithm::AlphaBeta, "mover", "another window");
        row("TEST with >", "test_greater", "scout", Algorithm::Scout, "black", "a TEST with another comparison");
    }
    void aFaultyStudentsTraceSelectsTheFirstDifference()
    {
        QFETCH(QString, mistake);
        QFETCH(QString, algorithm);
        QFETCH(int, algorithmValue);
        QFETCH(QString, view);
        QFETCH(QString, kind);
        const QStringList search{algorithm, QStringLiteral("off"), QStringLiteral("26")};
        QTemporaryDir dir;
        const QString path = writeFile(dir, mistake + QStringLiteral(".trace"),
                                       runStudent(mistake, QStringList{"trace"} + search + QStringList{view}));
        const Expected expected = expectedDifference(mistake, search);
        QVERIFY(checkThrough(*m_page, path, Algorithm(algorithmValue)));

        const QString report = m_page->checkReport();
        QVERIFY2(report.startsWith(QLatin1String("First difference at call")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("(line %1)").arg(expected.line)), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("Kind: ") + kind), qPrintable(report));
        QVERIFY2(report.contains(QLatin1String("values and windows: Black's view")), qPrintable(report));
        for (int which = 0; which < 2; ++which) {
            const TraceTree& tree = *m_page->tree(which);
            const int record = m_page->differenceRecord(which);
            QVERIFY2(record >= 0, qPrintable(QString::number(which)));
            std::vector<int> moves = tree.movesTo(record);
            if (moves.size() == expected.path.size() + 1) // the child one side calls there
                moves.pop_back();
            QCOMPARE(moves, expected.path);
            QCOMPARE(m_page->pane(which)->scene()->current(), record);
        }
        Board board = pvPosition(26);
        for (const int move : expected.path)
            board = board.played(move);
        QCOMPARE(m_page->boardView()->board(), board);
    }

    // A bad file: one message, the core's, naming its line; what was shown stays.
    void aBadFileGivesTheCoresMessage()
    {
        QTemporaryDir dir;
        const QString bad = writeFile(dir, QStringLiteral("bad.trace"),
                                      QStringLiteral("osl-trace 1\nposition label 27\nview mover\nsquares names\n"
                                                     "enter root -inf inf\nenter zz -inf inf\n"));
        QVERIFY(checkThrough(*m_page, bad, Algorithm::AlphaBeta));
        QVERIFY2(m_page->checkReport().startsWith(QLatin1String("Cannot use bad.trace: line 6: ")),
                 qPrintable(m_page->checkReport()));
        QCOMPARE(m_page->checkReport().count(QLatin1Char('\n')), 0);
        QVERIFY(!m_page->tree(0));

        QVERIFY(checkThrough(*m_page, dir.filePath(QStringLiteral("missing.trace")), Algorithm::AlphaBeta));
        QVERIFY2(m_page->checkReport().startsWith(QLatin1String("Cannot use missing.trace: ")),
                 qPrintable(m_page->checkReport()));
    }

    // A trace larger than the records kept: both drawings keep the first ones, the progress line
    // says what is cut, and the report still says where the trees part.
    void aLargeTraceIsDrawnCut()
    {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("large.trace"),
            runStudent(QStringLiteral("cutoff_greater"), {QStringLiteral("trace"), "alphabeta", "off", "24"}));
        m_page->setRecordBound(100);
        QVERIFY(checkThrough(*m_page, path, Algorithm::AlphaBeta));
        QCOMPARE(m_page->tree(0)->size(), 100);
        QCOMPARE(m_page->tree(1)->size(), 100);
        QVERIFY2(child<QLabel>(m_page.get(), "recordProgress")->text().contains(QLatin1String("keeps the first 100")),
                 qPrintable(child<QLabel>(m_page.get(), "recordProgress")->text()));
        QVERIFY(m_page->checkReport().startsWith(QLatin1String("First difference at call")));
    }

    // Screens for a person to look at: the difference of the manual's example (a cutoff on >)
    // in the main window at 1024x700 and 1600x1000, English and Spanish.
    void rendersTheDifference_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("en") << int(Language::English);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void rendersTheDifference()
    {
        QFETCH(int, language);
        m_page.reset();
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("ab27.trace"),
            runStudent(QStringLiteral("cutoff_greater"), {QStringLiteral("trace"), "alphabeta", "off", "27"}));
        const InstalledTranslations translations{Language(language)};
        const QString tag = QLatin1String(QTest::currentDataTag());
        for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)}) {
            MainWindow window;
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* page = window.findChild<TreePage*>();
            window.findChild<QTabWidget*>(QStringLiteral("pageTabs"))->setCurrentWidget(page);
            QVERIFY(checkThrough(*page, path, Algorithm::AlphaBeta));
            QVERIFY(page->differenceRecord(0) >= 0);
            QVERIFY(saveScreen(
                window, QStringLiteral("tree-check-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(tag)));
        }
    }

private:
    std::unique_ptr<TreePage> m_page;
};

QTEST_MAIN(TestTreeCheck)
#include "tst_tree_check.moc"
