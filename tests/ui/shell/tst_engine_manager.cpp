// External engines in the GUI: the engine manager (add, test, remember), the player forms that
// offer its engines, and a Tournament tab game an external engine forfeits; screens in English
// and Spanish at 1024x700 (<build>/screenshots).

#include "common/players/EngineManagerDialog.h"
#include "common/players/EnginePlayerForm.h"
#include "common/players/ExternalEngines.h"
#include "play/NewGameDialog.h"
#include "play/PlayGame.h"
#include "play/PlayPage.h"
#include "shell/Language.h"
#include "support/FakeNboardEngine.h"
#include "support/TestTimeScale.h"
#include "tournament/StandingsModel.h"
#include "tournament/TournamentPage.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace othello;

namespace {
const QString kScreenshotDir = QStringLiteral(OSL_SCREENSHOT_DIR);
}

class TestEngineManager : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    template <typename T> static T* child(QObject* parent, const char* name)
    {
        auto* found = parent->findChild<T*>(QLatin1String(name));
        if (!found)
            qFatal("no child %s", name);
        return found;
    }
    void save(QWidget* widget, const QString& name)
    {
        const QString path =
            QDir(kScreenshotDir).filePath(name + "-" + QLatin1String(QTest::currentDataTag()) + ".png");
        QVERIFY2(widget->grab().save(path), qPrintable(path));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QDir().mkpath(kScreenshotDir);
    }
    void init() { QSettings().clear(); }

    void theManagerAddsTestsAndRemembersAnEngine_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("en") << int(Language::English);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void theManagerAddsTestsAndRemembersAnEngine()
    {
        QFETCH(int, language);
        const InstalledTranslations translations{Language(language)};
        const QString script = test::writeFakeNboardEngine(m_dir.path(), "fine");
        {
            EngineManagerDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY(!child<QPushButton>(&dialog, "engineTest")->isEnabled()); // no engine yet
            dialog.addEngine();
            child<QLineEdit>(&dialog, "engineName")->setText("fake");
            child<QLineEdit>(&dialog, "engineCommand")->setText("sh " + script);
            child<QSpinBox>(&dialog, "engineDepth")->setValue(3);
            child<QDoubleSpinBox>(&dialog, "engineStartup")->setValue(45); // an engine that builds its book
            QCOMPARE(child<QListWidget>(&dialog, "engineList")->item(0)->text(), QString("fake"));
            QTest::mouseClick(child<QPushButton>(&dialog, "engineTest"), Qt::LeftButton);
            QLabel* result = child<QLabel>(&dialog, "engineTestResult");
            QTRY_VERIFY_WITH_TIMEOUT(result->text().endsWith(": Fake fine"), test::scaledMs(10000));
            save(&dialog, "engine-manager");
            dialog.accept();
        }
        const std::vector<play::PlayerSpec> engines = externalEngines();
        QCOMPARE(engines.size(), std::size_t{1});
        QCOMPARE(engines[0].kind, play::PlayerKind::Nboard);
        QCOMPARE(engines[0].name, std::string("fake"));
        QCOMPARE(engines[0].depth, 3);
        QCOMPARE(engines[0].startupSeconds, std::optional<double>(45));
        QCOMPARE(QString::fromStdString(engines[0].command), "sh " + script);

        // The player forms offer it after the presets; choosing it leaves nothing to search.
        GameSetup setup;
        setup.size = 8;
        setup.white = engines[0];
        NewGameDialog newGame(setup);
        newGame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&newGame));
        auto* form = child<EnginePlayerForm>(&newGame, "whiteEngineForm");
        QCOMPARE(form->player().text(), engines[0].text());
        QVERIFY(!child<QSpinBox>(form, "depthSpin")->isEnabled());
        save(&newGame, "new-game-external");
        QCOMPARE(newGame.setup().white->kind, play::PlayerKind::Nboard);
        auto* presets = child<QComboBox>(form, "presetCombo");
        presets->setCurrentIndex(0); // a preset again: the search parts come back
        QCOMPARE(form->player().kind, play::PlayerKind::Search);
        QVERIFY(child<QSpinBox>(form, "depthSpin")->isEnabled());
        QVERIFY(presets->findText(QStringLiteral("fake"), Qt::MatchEndsWith) > 0);
    }

    void thePlayTabStopsAtAnEngineWithoutALegalMove()
    {
        PlayPage page;
        GameSetup setup;
        setup.size = 8;
        setup.black = *play::parsePlayer(
            ("name=bad:nboard:command=sh " + test::writeFakeNboardEngine(m_dir.path(), "illegal")).toStdString());
        page.newGame(setup);
        QTRY_COMPARE_WITH_TIMEOUT(page.thinkingText(), QString("Black (bad) gave no move: illegal move d4"),
                                  test::scaledMs(10000));
        QVERIFY(page.game()->record().moves.empty()); // the game stays where it was
        QVERIFY(!page.isThinking());
    }

    void aTournamentShowsAForfeit_data()
    {
        QTest::addColumn<int>("language");
        QTest::newRow("en") << int(Language::English);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void aTournamentShowsAForfeit()
    {
        QFETCH(int, language);
        const InstalledTranslations translations{Language(language)};
        const auto engine = [&](const char* mode) {
            return *play::parsePlayer(QString("name=%1:nboard:depth=1:command=sh %2")
                                          .arg(mode, test::writeFakeNboardEngine(m_dir.path(), mode))
                                          .toStdString());
        };
        TournamentPage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setPlayers({engine("fine"), engine("crash"), *play::parsePlayer("greedy")});
        page.setBoardSize(6);
        QVERIFY(!page.start()); // external engines play 8x8 only
        QVERIFY(page.progressText().contains("8×8"));
        page.setBoardSize(8);
        page.setOpenings(TournamentPage::Openings::Start); // two games per pair, not the balanced set
        QVERIFY(page.start());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), test::scaledMs(20000));
        const auto& games = page.standings()->games();
        QCOMPARE(games.size(), std::size_t{6});
        int forfeits = 0;
        for (const play::GameResult& game : games)
            forfeits += !game.outcome.reason.empty();
        QCOMPARE(forfeits, 4);                                // every game of the crashing engine
        const auto standings = page.standings()->standings(); // ranked: find the crashing engine
        const auto crashed =
            std::find_if(standings.begin(), standings.end(), [](const play::Standing& s) { return s.player == 1; });
        QVERIFY(crashed != standings.end());
        QCOMPARE(crashed->losses, 4);
        QVERIFY2(page.progressText().contains("4"), qPrintable(page.progressText())); // forfeits counted
        save(&page, "tournament-external");
    }
};

QTEST_MAIN(TestEngineManager)
#include "tst_engine_manager.moc"
