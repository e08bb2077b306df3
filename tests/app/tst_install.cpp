// What `cmake --install` puts in place, and so what the Debian package of `cpack -G DEB` holds
// (.ci/package builds the real .deb, installs it and runs the installed programs): both programs,
// the desktop entry and the icon it names, the copyright file, and the man page of othello-lab-cli,
// which must describe every command and option the installed program's own help lists.

#include "support/ProgramRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

namespace {

using othello::test::Finished;
using othello::test::runProgram;

// The names a help text lists under "Commands:" or "Options:" ("  name   what it does").
QStringList listedNames(const QString& help, const QString& heading)
{
    QStringList names;
    bool inList = false;
    for (const QString& line : help.split('\n')) {
        if (line == heading)
            inList = true;
        else if (!line.startsWith("  "))
            inList = false;
        else if (inList)
            names << line.mid(2).section(' ', 0, 0);
    }
    return names;
}

// roff's spelling of text the man page shows literally (minus signs escaped).
QString roff(QString text) { return text.replace("-", "\\-"); }

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

    QTemporaryDir m_prefix;
    QString m_installLog;

    QString installed(const QString& path) const { return m_prefix.filePath(path); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        const Finished r = runProgram(QStringLiteral(OSL_CMAKE),
                                      {"--install", QStringLiteral(OSL_BUILD_DIR), "--prefix", m_prefix.path()});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        m_installLog = r.out;
    }

    void installsTheExpectedFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("executable");
        QTest::newRow("CLI") << "bin/othello-lab-cli" << true;
        QTest::newRow("GUI") << "bin/othello-search-lab" << true;
        QTest::newRow("desktop entry") << "share/applications/othello-search-lab.desktop" << false;
        QTest::newRow("icon") << "share/icons/hicolor/scalable/apps/othello-search-lab.svg" << false;
        QTest::newRow("man page") << "share/man/man1/othello-lab-cli.1.gz" << false;
        QTest::newRow("GUI man page") << "share/man/man1/othello-search-lab.1.gz" << false;
        QTest::newRow("copyright") << "share/doc/othello-search-lab/copyright" << false;
        QTest::newRow("changelog") << "share/doc/othello-search-lab/changelog.gz" << false;
    }

    // As Debian wants them (lintian): compressed with gzip -9 and without a name or time stamp in
    // the header (bytes 4..7, the time, are zero; flag byte 3 has no FNAME).
    void compressedFilesHaveNoTimeStamp_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("CLI man page") << "share/man/man1/othello-lab-cli.1.gz";
        QTest::newRow("GUI man page") << "share/man/man1/othello-search-lab.1.gz";
        QTest::newRow("changelog") << "share/doc/othello-search-lab/changelog.gz";
    }
    void compressedFilesHaveNoTimeStamp()
    {
        QFETCH(QString, path);
        QFile file(installed(path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray header = file.read(10);
        QCOMPARE(header.size(), 10);
        QCOMPARE(header.left(2), QByteArray("\x1f\x8b"));
        QCOMPARE(header[3] & 0x08, 0);                       // no file name
        QCOMPARE(header.mid(4, 4), QByteArray(4, 0));        // no time
        QCOMPARE(static_cast<unsigned char>(header[8]), 2u); // the best compression
        const Finished unzipped = runProgram("gzip", {"-dc", installed(path)});
        QCOMPARE(unzipped.code, 0);
        QVERIFY(!unzipped.out.isEmpty());
    }
    void installsTheExpectedFiles()
    {
        QFETCH(QString, path);
        QFETCH(bool, executable);
        const QFileInfo file(installed(path));
        QVERIFY2(file.isFile(), qPrintable(path + " is not installed; cmake --install said:\n" + m_installLog));
        QVERIFY(file.size() > 0);
        QCOMPARE(file.isExecutable(), executable);
    }

    // Everything lands under bin/ and share/ (the package's /usr/bin and /usr/share).
    void installsNothingElsewhere()
    {
        const QStringList top = QDir(m_prefix.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QCOMPARE(top, (QStringList{"bin", "share"}));
    }

    void installedCliRuns()
    {
        const Finished r = runProgram(installed("bin/othello-lab-cli"), {"--version"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("othello-lab-cli " OSL_PROJECT_VERSION "\n"));
    }

    // The menu entry starts the installed program and shows the installed icon.
    void desktopEntryNamesTheInstalledProgramAndIcon()
    {
        QSettings entry(installed("share/applications/othello-search-lab.desktop"), QSettings::IniFormat);
        entry.beginGroup("Desktop Entry");
        QCOMPARE(entry.value("Type").toString(), QString("Application"));
        QVERIFY(QFileInfo(installed("bin/" + entry.value("Exec").toString())).isExecutable());
        const QString icon = entry.value("Icon").toString();
        QVERIFY(QFileInfo::exists(installed("share/icons/hicolor/scalable/apps/" + icon + ".svg")));
        QVERIFY(QSvgRenderer(installed("share/icons/hicolor/scalable/apps/" + icon + ".svg")).isValid());
    }

    // The man page is the installed program's help: every command it lists has its section, with
    // every option of that command's --help; and man's formatter reads it without a warning.
    void manPageDescribesEveryCommandAndOption()
    {
        const QString cli = installed("bin/othello-lab-cli");
        const Finished unzipped = runProgram("gzip", {"-dc", installed("share/man/man1/othello-lab-cli.1.gz")});
        QVERIFY2(unzipped.code == 0, qPrintable(unzipped.err));
        const QString page = unzipped.out;
        QVERIFY2(page.contains(QRegularExpression("^\\.TH OTHELLO\\\\-LAB\\\\-CLI 1 .*\"othello\\\\-lab\\\\-cli " +
                                                      QRegularExpression::escape(OSL_PROJECT_VERSION) + "\"",
                                                  QRegularExpression::MultilineOption)),
                 qPrintable(page.left(400)));

        const Finished help = runProgram(cli, {"--help"});
        QCOMPARE(help.code, 0);
        const QStringList commands = listedNames(help.out, "Commands:");
        QVERIFY2(commands.size() >= 10, qPrintable(help.out));
        int options = 0;
        for (const QString& command : commands) {
            QVERIFY2(page.contains("\n.SS " + roff(command) + "\n"), qPrintable(command + " has no section"));
            if (command == "help")
                continue; // help is no command with options of its own
            const Finished commandHelp = runProgram(cli, {command, "--help"});
            QCOMPARE(commandHelp.code, 0);
            // This command's section: from its title to the next one.
            const qsizetype start = page.indexOf("\n.SS " + roff(command) + "\n");
            const qsizetype end = page.indexOf("\n.S", start + 1);
            const QString section = page.mid(start, end < 0 ? -1 : end - start);
            for (const QString& option : listedNames(commandHelp.out, "Options:")) {
                QVERIFY2(section.contains("\n\\fB" + roff(option) + "\\fR"),
                         qPrintable(command + " " + option + " is missing from the man page"));
                ++options;
            }
        }
        QVERIFY2(options >= 50, qPrintable(QString("only %1 options").arg(options)));

        const QString groff = QStandardPaths::findExecutable("groff");
        if (groff.isEmpty())
            QSKIP("groff is not installed: the page's formatting is checked by .ci/package (man)");
        QTemporaryDir dir;
        QFile plain(dir.filePath("othello-lab-cli.1"));
        QVERIFY(plain.open(QIODevice::WriteOnly) && plain.write(page.toUtf8()) == page.toUtf8().size());
        plain.close();
        const Finished formatted = runProgram(groff, {"-man", "-ww", "-z", "-Tutf8", plain.fileName()});
        QCOMPARE(formatted.code, 0);
        QVERIFY2(formatted.err.isEmpty(), qPrintable(formatted.err));
    }
};

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
