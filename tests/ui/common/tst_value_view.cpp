// The GUI's one value convention: a value from Black's view shown in Black's view or the side
// to move's, with a true minus sign; the view named; the choice remembered and announced.
#include "common/ValueView.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace othello;

class TestValueView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("OthelloSearchLab"));
        QCoreApplication::setApplicationName(QStringLiteral("Othello Search Lab Tests"));
    }
    void init() { ValueConvention::instance().setView(ValueView::Black); }

    void blackIsTheDefault() { QCOMPARE(ValueConvention::instance().view(), ValueView::Black); }

    void valuesAreTurnedOnlyForWhiteInTheMoversView_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<int>("toMove");
        QTest::addColumn<int>("blackValue");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("viewName");
        const int black = int(ValueView::Black);
        const int mover = int(ValueView::SideToMove);
        const int b = int(Color::Black);
        const int w = int(Color::White);
        QTest::newRow("Black's view, White to move") << black << w << -4 << "\u22124"
                                                     << "Black's view";
        QTest::newRow("Black's view, Black to move") << black << b << 22 << "+22"
                                                     << "Black's view";
        QTest::newRow("mover's view, White to move") << mover << w << -4 << "+4"
                                                     << "White's view";
        QTest::newRow("mover's view, White to move, a draw") << mover << w << 0 << "0"
                                                             << "White's view";
        QTest::newRow("mover's view, Black to move") << mover << b << -4 << "\u22124"
                                                     << "Black's view";
    }
    void valuesAreTurnedOnlyForWhiteInTheMoversView()
    {
        QFETCH(int, view);
        QFETCH(int, toMove);
        QFETCH(int, blackValue);
        QFETCH(QString, text);
        QFETCH(QString, viewName);
        ValueConvention& convention = ValueConvention::instance();
        convention.setView(ValueView(view));
        QCOMPARE(convention.text(blackValue, Color(toMove)), text);
        QCOMPARE(convention.viewName(Color(toMove)), viewName);
    }

    void aChangeIsRememberedAndAnnounced()
    {
        ValueConvention& convention = ValueConvention::instance();
        QSignalSpy changed(&convention, &ValueConvention::viewChanged);
        convention.setView(ValueView::SideToMove);
        convention.setView(ValueView::SideToMove); // no change, no signal
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("values/view")).toString(), QStringLiteral("side-to-move"));
        QCOMPARE(convention.viewName(), QStringLiteral("side to move's view"));
        QCOMPARE(convention.shortViewName(), QStringLiteral("mover"));
        convention.setView(ValueView::Black);
        QCOMPARE(QSettings().value(QStringLiteral("values/view")).toString(), QStringLiteral("black"));
        QCOMPARE(convention.shortViewName(), QStringLiteral("Black"));
    }
};

QTEST_MAIN(TestValueView)
#include "tst_value_view.moc"
