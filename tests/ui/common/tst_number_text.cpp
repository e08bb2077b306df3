#include "common/NumberText.h"

#include <QTest>

using namespace othello;

// Counts read alike in every locale the program speaks.
class TestNumberText : public QObject {
    Q_OBJECT
private slots:
    void countsAreGroupedByThousands_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<qulonglong>("count");
        QTest::addColumn<QString>("text");
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const QLocale es(QLocale::Spanish, QLocale::Spain);
        QTest::newRow("en 0") << en << 0ULL << "0";
        QTest::newRow("en 999") << en << 999ULL << "999";
        QTest::newRow("en 3883") << en << 3883ULL << "3,883";
        QTest::newRow("en 3883008") << en << 3883008ULL << "3,883,008";
        QTest::newRow("en 90647895") << en << 90647895ULL << "90,647,895";
        QTest::newRow("es 3883 (not grouped in Spanish)") << es << 3883ULL << "3883";
        QTest::newRow("es 38830") << es << 38830ULL << "38.830";
        QTest::newRow("es 3883008 (Qt 6.4 writes 3883.008)") << es << 3883008ULL << "3.883.008";
        QTest::newRow("es 1460000000") << es << 1460000000ULL << "1.460.000.000";
        QTest::newRow("es max") << es << 18446744073709551615ULL << "18.446.744.073.709.551.615";
    }
    void countsAreGroupedByThousands()
    {
        QFETCH(QLocale, locale);
        QFETCH(qulonglong, count);
        QFETCH(QString, text);
        QCOMPARE(countText(count, locale), text);
    }

    void theDefaultLocaleIsUsed()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        QCOMPARE(countText(1234567), QStringLiteral("1.234.567"));
        QLocale::setDefault(before);
    }
};

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_number_text.moc"
