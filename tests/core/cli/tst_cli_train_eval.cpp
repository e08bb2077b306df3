// othello-lab-cli train-eval: its files. --out and --labels are checked before the training
// (tst_cli_help_errors has the refusals); a labels file is resumed, or started anew when it holds
// no header, and one that is not train-eval's is refused by name.

#include "CliRun.h"

using namespace othello;
using namespace othello::cli_test;

namespace {

// A run of a second: few positions, solved exactly up to 8 empties.
QStringList smallRun(const QString& out, const QString& labels)
{
    return {"train-eval", "--size", "6", "--positions", "200", "--exact-empties",
            "8",          "--out",  out, "--labels",    labels};
}

QByteArray contentOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

} // namespace

class TestCliTrainEval : public QObject {
    Q_OBJECT
private slots:
    // A labels file holding only a blank line (issue 38: the next run then found labels without
    // a header and blamed "other options") is started anew, and a rerun resumes it.
    void aLabelsFileOfBlankLinesIsStartedAnew()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath("w.txt");
        const QString labels = dir.filePath("w.labels");
        QFile file(labels);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\n  \n");
        file.close();
        const Run first = run(smallRun(out, labels));
        QCOMPARE(first.code, 0);
        QVERIFY2(contentOf(labels).startsWith("# othello-lab-cli train-eval labels 1: size 6 "),
                 contentOf(labels).left(200).constData());
        const QByteArray weights = contentOf(out);
        QVERIFY(!weights.isEmpty());
        const Run second = run(smallRun(out, labels));
        QCOMPARE(second.code, 0);
        QVERIFY2(second.err.contains(QRegularExpression("resuming: [1-9]\\d* labels read")), qPrintable(second.err));
        QVERIFY2(second.err.contains(", 0 labelled by this run"), qPrintable(second.err));
        QCOMPARE(contentOf(out), weights);
    }

    void aForeignLabelsFileIsRefusedUntouched()
    {
        QTemporaryDir dir;
        const QString labels = dir.filePath("notes.txt");
        QFile file(labels);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("\nmy notes, not labels\n");
        file.close();
        const Run r = run(smallRun(dir.filePath("w.txt"), labels));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("is not a labels file of train-eval"), qPrintable(r.err));
        QCOMPARE(contentOf(labels), QByteArray("\nmy notes, not labels\n"));
        QVERIFY(!QFile::exists(dir.filePath("w.txt")));
    }
};

QTEST_GUILESS_MAIN(TestCliTrainEval)
#include "tst_cli_train_eval.moc"
