#pragma once

// What the Tree tab's suites share: finding the page's parts, recording through the page, saving
// screens for a person to look at.

#include "engine/board/PrincipalVariation.h"
#include "support/EventLoopTurn.h"
#include "support/TestTimeScale.h"
#include "tree/TreePage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

namespace othello::test {

inline const Board& pvPosition(int label) { return PrincipalVariation::sixBySix().position(label); }

template <class T> T* child(const QObject* parent, const char* name)
{
    auto* found = parent->findChild<T*>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

inline void chooseAlgorithm(QComboBox* combo, Algorithm algorithm)
{
    combo->setCurrentIndex(combo->findData(int(algorithm)));
}

// Records `label` with the first setting through the page's controls and waits for it. Fails the
// calling test (use QVERIFY(recordThrough(...))) when it does not finish.
[[nodiscard]] inline bool recordThrough(TreePage& page, int label, Algorithm algorithm, bool table = false)
{
    child<QRadioButton>(&page, "useLabelRadio")->setChecked(true);
    child<QSpinBox>(&page, "treeLabelSpin")->setValue(label);
    chooseAlgorithm(child<QComboBox>(&page, "treeAlgorithmComboA"), algorithm);
    child<QCheckBox>(&page, "treeTableCheckA")->setChecked(table);
    QTest::mouseClick(child<QPushButton>(&page, "recordButton"), Qt::LeftButton);
    if (!QTest::qWaitFor([&page] { return !page.isRecording(); }, scaledMs(20000)))
        return false;
    return page.tree(0) && page.tree(0)->trace().root == pvPosition(label);
}

// Saves a screen into the build's screenshots folder (and /tmp/tree-shots when it exists).
[[nodiscard]] inline bool saveScreen(QWidget& widget, const QString& name)
{
    if (!eventLoopTurned()) // pending layouts settle
        return false;
    const QImage shot = widget.grab().toImage();
    const QString folder = QStringLiteral(OSL_SCREENSHOT_DIR);
    if (QDir(QStringLiteral("/tmp/tree-shots")).exists())
        shot.save(QStringLiteral("/tmp/tree-shots/") + name);
    return QDir().mkpath(folder) && shot.save(QDir(folder).filePath(name));
}

} // namespace othello::test
