// Every algorithm, `best` included, has a colour of its own in every chart: no two of them may be
// drawn alike (a review planted `best` in NegaScout's colour and no test noticed).

#include "common/AlgorithmNames.h"

#include <QTest>
#include <cmath>

using namespace othello;

namespace {
// Distance of two colours in RGB, weighted as the eye weighs the channels ("redmean").
double colourDistance(const QColor& a, const QColor& b)
{
    const double meanRed = (a.red() + b.red()) / 2.0;
    const double dr = a.red() - b.red(), dg = a.green() - b.green(), db = a.blue() - b.blue();
    return std::sqrt((2 + meanRed / 256) * dr * dr + 4 * dg * dg + (2 + (255 - meanRed) / 256) * db * db);
}
} // namespace

class TestAlgorithmColors : public QObject {
    Q_OBJECT
private slots:
    void everyAlgorithmHasAColourOfItsOwn()
    {
        QCOMPARE(kAlgorithms.size(), std::size_t(5)); // a new algorithm needs a colour too
        for (std::size_t i = 0; i < kAlgorithms.size(); ++i) {
            const QColor mine = algorithmColor(kAlgorithms[i].algorithm);
            QVERIFY(mine.isValid());
            for (std::size_t j = i + 1; j < kAlgorithms.size(); ++j) {
                const QColor other = algorithmColor(kAlgorithms[j].algorithm);
                QVERIFY2(colourDistance(mine, other) > 100,
                         qPrintable(QString("%1 %2 and %3 %4 look alike")
                                        .arg(QString::fromLatin1(kAlgorithms[i].id), mine.name(),
                                             QString::fromLatin1(kAlgorithms[j].id), other.name())));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestAlgorithmColors)
#include "tst_algorithm_colors.moc"
