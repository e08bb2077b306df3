// ComparisonPanel: the policy comparison preset, and its question before it replaces a choice.
#include "ComparisonPanel.h"

#include "common/charts/ComparisonNames.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace othello {

Algorithm ComparisonPanel::presetAlgorithm() const
{
    std::vector<Algorithm> withTable;
    for (const AlgorithmInfo& info : kAlgorithms)
        if (info.algorithm != Algorithm::Best && m_combinations.at({info.algorithm, true})->isChecked())
            withTable.push_back(info.algorithm);
    return withTable.size() == 1 ? withTable.front() : Algorithm::AlphaBeta;
}

QString ComparisonPanel::policiesWithCourse() const
{
    QStringList words;
    for (const QString& word : m_policies->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!words.contains(word.trimmed()))
            words << word.trimmed();
    for (const QString& word : coursePolicies().split(QLatin1Char(',')))
        if (!words.contains(word))
            words << word;
    return words.join(QLatin1Char(','));
}

void ComparisonPanel::applyPolicyComparison(PresetChoice choice)
{
    const Algorithm chosen = presetAlgorithm();
    const QString policyText = choice == PresetChoice::Add ? policiesWithCourse() : coursePolicies();
    for (auto& [key, box] : m_combinations)
        box->setChecked((choice == PresetChoice::Add && box->isChecked()) || (key.first == chosen && key.second));
    m_policies->setText(policyText);
}

void ComparisonPanel::choosePolicyComparison()
{
    const Algorithm chosen = presetAlgorithm();
    int others = 0;
    for (const auto& [key, box] : m_combinations)
        others += box->isChecked() && !(key.first == chosen && key.second) ? 1 : 0;
    if (others == 0) { // nothing of the user's would go
        applyPolicyComparison(PresetChoice::Replace);
        return;
    }
    // The searches per position either way, as the user decides.
    const auto searchesWith = [this, chosen](bool keepTicked, qsizetype policyCount) {
        qsizetype count = 0;
        for (const auto& [key, box] : m_combinations)
            if ((keepTicked && box->isChecked()) || (key.first == chosen && key.second))
                count += key.second && key.first != Algorithm::Best ? policyCount : 1;
        return int(count);
    };
    const int chosenCount = int(settings().combinations.size());
    const qsizetype course = coursePolicies().split(QLatin1Char(',')).size();
    const int replaced = searchesWith(false, course);
    const int added = searchesWith(true, policiesWithCourse().split(QLatin1Char(',')).size());
    auto* box = new QMessageBox(QMessageBox::Question, tr("Policy Comparison"),
                                tr("The policy comparison searches %1 with a table under each of the course's %n "
                                   "policies.",
                                   nullptr, int(course))
                                        .arg(algorithmText(chosen)) +
                                    QLatin1Char(' ') +
                                    tr("You have chosen %n search(es) a position: replace them, or add the "
                                       "comparison to them?",
                                       nullptr, chosenCount),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("policyPresetQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Replace: %n search(es) a position.", nullptr, replaced) + QLatin1Char('\n') +
                            tr("Add: your searches stay, and each one with a table compares every policy: %n "
                               "search(es) a position.",
                               nullptr, added));
    QPushButton* replace = box->addButton(tr("Replace"), QMessageBox::AcceptRole);
    replace->setObjectName(QStringLiteral("presetReplaceButton"));
    QPushButton* add = box->addButton(tr("Add"), QMessageBox::AcceptRole);
    add->setObjectName(QStringLiteral("presetAddButton"));
    box->setDefaultButton(add);
    connect(box, &QMessageBox::finished, this, [this, box, replace, add] {
        if (box->clickedButton() == replace)
            applyPolicyComparison(PresetChoice::Replace);
        else if (box->clickedButton() == add)
            applyPolicyComparison(PresetChoice::Add);
    });
    box->open();
}

} // namespace othello
