#include "GuideDialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace othello {

GuideDialog::GuideDialog(QWidget* parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("Othello Search Lab Guide"));
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    m_browser->setOpenExternalLinks(false);
    m_browser->setHtml(html());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 640);
}

QString GuideDialog::html()
{
    // One message per section, so a translator sees a paragraph at a time.
    const QStringList sections = {
        tr("<h2>The principal variation (PV)</h2>"
           "<p>6x6 Othello is solved: with perfect play from the start, White wins by 4 discs (value −4 from "
           "Black's point of view). The PV is one line of 33 optimal plies, a pass included. Its positions are "
           "labelled as in the course: label L is the position after L−1 plies, label 1 is the start and label "
           "34 the full board. Every move of the PV keeps the value −4; a move off the PV can only keep it or "
           "lose. The Explore tab walks the PV (arrow keys, Home, End) and frames its next move on the "
           "board.</p>"),
        tr("<h2>Counting nodes</h2>"
           "<p>Children are searched in row-major order of their squares (a1, b1, …, f6); a side without moves "
           "has one child, the pass. <b>Generated</b> counts every call of a search function: the root, the "
           "leaves, pass nodes, every Scout TEST call and every NegaScout re-search. <b>Expanded</b> counts each "
           "call that is not a leaf when it returns (also after a cutoff) and each table hit that returns a "
           "value. Finished games count only as generated. Without a table these conventions reproduce the "
           "course's published counts.</p>"),
        tr("<h2>The algorithms</h2>"
           "<ul><li><b>Negamax</b> visits the whole tree: exact, and the slowest.</li>"
           "<li><b>Alpha-beta</b> (fail-soft) skips the children that cannot change the value.</li>"
           "<li><b>Scout</b> (Pearl) first TESTs whether a child can beat the best value so far and searches "
           "it exactly only when it can.</li>"
           "<li><b>NegaScout</b> searches the first child with the full window and the others with a null "
           "window, re-searching when one turns out better (Reinefeld's formulation).</li>"
           "<li><b>Best</b> is the fastest solver here: principal variation search with its transposition "
           "table, move ordering (fewest replies first) and a fast last-moves solver. It also gives an optimal "
           "line to the end of the game. It uses its table unless you untick it.</li></ul>"),
        tr("<h2>Transposition table and its policies</h2>"
           "<p>The same position is reached by different move orders. A transposition table remembers the "
           "value (or a bound) of positions already searched, so a second visit costs one lookup. It never "
           "changes a value, only the node counts and the time. The classical searches can use a table with "
           "one of the course's storage policies (what is kept when the table is full: always the newest, "
           "the deeper one, two tiers, store everything up to a cap, only near the root, at random, wipe when "
           "full, exact values only, or the course's own table); the Compare tab measures them side by side. "
           "Best keeps its own table.</p>"),
        tr("<h2>Analysing the moves of a position</h2>"
           "<p>In the Explore tab, <b>Analyse moves</b> solves the position after every legal move with Best "
           "and writes each value on its square, from the point of view of the side to move: +2 means the "
           "player to move wins by 2 after that move if both sides then play perfectly. The best moves are "
           "gold (all of them when they tie). First every square shows a quick estimate, faint and marked ≈ "
           "(a short search with the learned evaluation); each becomes the exact value as soon as it is "
           "solved. Values found are kept per position, so stepping back and forth shows them at once.</p>"),
        tr("<h2>Your own positions</h2>"
           "<p><b>Edit Position…</b> opens an editor: click a square to cycle it empty, black, white; choose the "
           "board size (4x4, 6x6 or 8x8) and the side to move. <b>Edit > Copy Position</b> (Ctrl+C) and "
           "<b>Paste Position</b> (Ctrl+V) exchange the position as text (the command line's format) or as an "
           "OBF line. From your position you play moves, step back and forth, analyse and solve as on the PV; "
           "<b>Return to PV</b> brings the principal variation back.</p>"),
        tr("<h2>The value along the line</h2>"
           "<p>The chart under the board shows the exact value (Black's view, in discs) of each position of the "
           "line you explore: flat at −4 along the PV, and a move that loses shows its drop. Values come from "
           "solves and analyses; <b>Compute Values</b> solves the missing ones in the background. Click a point "
           "to go to that position.</p>"),
        tr("<h2>Stopping a solve</h2>"
           "<p>A Best solve narrows the value with null-window probes, each proving a bound. While it runs, the "
           "bounds proven so far are shown; when you stop it (or the time limit ends it) they are kept, with "
           "the move that reaches the side to move's bound: the best move found so far. A classical search "
           "keeps the root moves it finished: Negamax their values, Alpha-beta, Scout and NegaScout a value or "
           "only the bound proving that a move is not better (≤). The best of them bounds the position's value, "
           "shown live while it runs.</p>"),
    };
    return sections.join(QString());
}

} // namespace othello
