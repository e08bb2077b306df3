<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EnginePresets</name>
    <message>
        <source>Greedy (depth 1, most discs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy (alpha-beta, depth 2, square weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (alpha-beta, depth 4, mixed evaluation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong (ordered PVS, 1 s per move, table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed (squares, mobility, corners, stability, parity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned (ordered PVS, 1 s per move, table, trained patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned (trained patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external engine, depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>a default player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <comment>a default player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a default player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a default player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learned</source>
        <comment>a default player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionFile</name>
    <message>
        <source>Cannot read the positions file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>%1 holds no position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 of %2 is %3×%3, not %4×%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a position file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a position file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>Not a position: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No position found. Expected the squares row by row (16, 36 or 64 of X, O and -), a space and the side to move (X or O), as in “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds %1 positions: copy just one line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RatingText</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished">%1 %</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+∞ (every game won: no finite Elo difference fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−∞ (every game lost: no finite Elo difference fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2 draws, %3 losses: %4 points of %5 (%6 %)
Elo difference: %7 (95% margin)
Likelihood of superiority: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (± ∞: the 95% interval reaches an infinite Elo: too few games to bound the difference)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Othello Search Lab: exact game-tree search on Othello.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the main window as it starts, save a picture of it as a PNG file and quit (no display needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::AlgorithmNames</name>
    <message>
        <source>Negamax</source>
        <translation>Negamax</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-beta</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Scout</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>Best (PVS + TT + ordering)</source>
        <translation>Best (PVS + TT + ordering)</translation>
    </message>
    <message>
        <source>Best (PVS + ordering)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::AxisScale</name>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k</source>
        <extracomment>Abbreviations of thousand, million, billion and trillion after a count: &quot;12 k&quot;, &quot;1.5 M&quot;, &quot;3 G&quot;, &quot;2 T&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Game over: draw</source>
        <translation>Game over: draw</translation>
    </message>
    <message>
        <source>Game over: Black wins by %1</source>
        <translation>Game over: Black wins by %1</translation>
    </message>
    <message>
        <source>Game over: White wins by %1</source>
        <translation>Game over: White wins by %1</translation>
    </message>
    <message>
        <source>Black %1 · White %2 — %3</source>
        <translation>Black %1 · White %2 — %3</translation>
    </message>
    <message>
        <source>Black must pass</source>
        <translation>Black must pass</translation>
    </message>
    <message>
        <source>White must pass</source>
        <translation>White must pass</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Black to move</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>White to move</translation>
    </message>
</context>
<context>
    <name>othello::ChartExport</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Cannot create the folder %1</translation>
    </message>
    <message>
        <source>The image size must be positive</source>
        <translation>The image size must be positive</translation>
    </message>
    <message>
        <source>Unknown chart format “%1” (png, svg or pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown chart size “%1” (column or two-column)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ChartFigure</name>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished">Cannot write %1</translation>
    </message>
</context>
<context>
    <name>othello::ChartLegend</name>
    <message>
        <source>Untick a series to hide it; point at one to highlight its line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ChartPanel</name>
    <message>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every point again (also a double or right click on the chart; drag a rectangle or turn the wheel to zoom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One small chart per algorithm on shared axes, instead of every line in one chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this chart as a figure for a report: PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ComparisonCharts</name>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Plot the y axis on a logarithmic scale</source>
        <translation>Plot the y axis on a logarithmic scale</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>TT hit rate</translation>
    </message>
    <message>
        <source>TT memory</source>
        <translation>TT memory</translation>
    </message>
    <message>
        <source>Generated</source>
        <extracomment>Node counter drawn by the Nodes chart (a short entry beside the chart tabs).</extracomment>
        <translation type="unfinished">Generated</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished">Expanded</translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which node counter the Nodes chart draws: generated nodes, expanded nodes, or both (dotted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absolute values</source>
        <extracomment>The charts&apos; values as they are (no baseline).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ %1</source>
        <extracomment>An entry of &quot;relative to&quot;: &quot;÷ Alpha-beta TT off&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branching factor (L ÷ L+1)</source>
        <extracomment>An entry of the charts&apos; view: each value divided by the value at the next PV label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the Nodes and Time charts show their values: as they are; as the effective branching factor, each label&apos;s value divided by the next label&apos;s (nodes(L) ÷ nodes(L+1)); or relative to one search, each value divided by that search&apos;s at the same position (e.g. ÷ Alpha-beta TT off, or ÷ the default policy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaid</source>
        <extracomment>The charts&apos; layout: every line in one plot.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <extracomment>The charts&apos; layout: a small plot per algorithm, on shared axes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every line in one chart, or one small chart per algorithm (per policy in a policy comparison) on shared axes, as papers show many close lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ComparisonJournal</name>
    <message>
        <source>Cannot create the journal folder %1</source>
        <translation>Cannot create the journal folder %1</translation>
    </message>
    <message>
        <source>Another instance of the program keeps the comparison runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovered</source>
        <extracomment>The name of a run found interrupted in the journal of an earlier version.</extracomment>
        <translation type="unfinished">recovered</translation>
    </message>
    <message>
        <source>last session</source>
        <extracomment>The name of the unsaved run of an earlier version&apos;s last session.</extracomment>
        <translation type="unfinished">last session</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonNames</name>
    <message>
        <source>TT on</source>
        <translation>TT on</translation>
    </message>
    <message>
        <source>TT off</source>
        <translation>TT off</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An algorithm and whether it uses a transposition table, e.g. &quot;Alpha-beta TT off&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>timeout</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A combination with a table policy (command-line syntax, not translated): &quot;Alpha-beta TT on (wipe:262144)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>disc difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empties to the winner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ComparisonPanel</name>
    <message>
        <source>Algorithms</source>
        <translation>Algorithms</translation>
    </message>
    <message>
        <source>TT off</source>
        <translation>TT off</translation>
    </message>
    <message>
        <source>TT on</source>
        <translation>TT on</translation>
    </message>
    <message>
        <source>Search with %1</source>
        <translation>Search with %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>First PV label searched (34 is the final board, 1 the start)</source>
        <translation>First PV label searched (34 is the final board, 1 the start)</translation>
    </message>
    <message>
        <source>Last PV label searched; each combination climbs from the first label down to this one and stops after its first timeout</source>
        <translation>Last PV label searched; each combination climbs from the first label down to this one and stops after its first timeout</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Searches run at once; 1 keeps the timings comparable</source>
        <translation>Searches run at once; 1 keeps the timings comparable</translation>
    </message>
    <message>
        <source>From label:</source>
        <translation>From label:</translation>
    </message>
    <message>
        <source>Down to label:</source>
        <translation>Down to label:</translation>
    </message>
    <message>
        <source>Time limit per position:</source>
        <translation>Time limit per position:</translation>
    </message>
    <message>
        <source>TT size:</source>
        <translation>TT size:</translation>
    </message>
    <message>
        <source>Parallel searches:</source>
        <translation>Parallel searches:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>%v of %m searches</source>
        <translation>%v of %m searches</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Not running</translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation>Choose at least one algorithm.</translation>
    </message>
    <message>
        <source>The first label (%1) must not be below the last one (%2): the comparison climbs from the end of the game towards the start.</source>
        <translation>The first label (%1) must not be below the last one (%2): the comparison climbs from the end of the game towards the start.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>%1, label %2: %3 nodes generated, %4</source>
        <translation>%1, label %2: %3 nodes generated, %4</translation>
    </message>
    <message>
        <source>Waiting for the next search…</source>
        <translation>Waiting for the next search…</translation>
    </message>
    <message>
        <source>Elapsed: %1</source>
        <translation>Elapsed: %1</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Transposition table</translation>
    </message>
    <message>
        <source>Table policies the searches with TT compare, comma-separated, each a line of its own: %1</source>
        <translation>Table policies the searches with TT compare, comma-separated, each a line of its own: %1</translation>
    </message>
    <message>
        <source>Mix (default)</source>
        <translation>Mix (default)</translation>
    </message>
    <message>
        <source>Zobrist</source>
        <translation>Zobrist</translation>
    </message>
    <message>
        <source>XOR of the bitboards (naive)</source>
        <translation>XOR of the bitboards (naive)</translation>
    </message>
    <message>
        <source>Where the table puts a position; it always compares the whole position, and counts the probes a table keeping only the hash would have got wrong</source>
        <translation>Where the table puts a position; it always compares the whole position, and counts the probes a table keeping only the hash would have got wrong</translation>
    </message>
    <message>
        <source>Policy comparison</source>
        <translation>Policy comparison</translation>
    </message>
    <message>
        <source>One algorithm with a table under each of the course&apos;s policies</source>
        <translation>One algorithm with a table under each of the course&apos;s policies</translation>
    </message>
    <message>
        <source>Policies:</source>
        <translation>Policies:</translation>
    </message>
    <message>
        <source>Hash:</source>
        <translation>Hash:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table policy; write %2.</source>
        <translation>&apos;%1&apos; is not a table policy; write %2.</translation>
    </message>
    <message>
        <source>Give at least one table policy.</source>
        <translation>Give at least one table policy.</translation>
    </message>
    <message>
        <source>6×6 PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PV climbs from the end of the game and stops a combination after its first timeout; a position file&apos;s positions are each tried by every combination, also after a timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One position a line (OBF text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position file: one position a line, as in the FForum files (all of one board size); each position is a point on the charts, numbered in line order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empties to the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a finished game is scored: the course&apos;s disc difference, or the empty squares to the winner as in the FForum suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 positions; at most %3 are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a position file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table policies and hashes other than the default apply under the disc difference only: with empties to the winner the searches keep a table of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, position %2: %3 nodes generated, %4</source>
        <extracomment>Live progress: &quot;Alpha-beta TT on, label 27: 1,234,567 nodes generated, 3.20 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The policy comparison searches %1 with a table under each of the course&apos;s %n policies.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n search(es) a position: replace them, or add the comparison to them?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace: %n search(es) a position.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add: your searches stay, and each one with a table compares every policy: %n search(es) a position.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chec&amp;k an Implementation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a student&apos;s log (or a results file) against the lab&apos;s searches, each stopped after the time limit per position: a run of its own, its rows marked equal or different</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ComparisonView</name>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Add a results file (CSV or JSON) as a run</source>
        <translation>Add a results file (CSV or JSON) as a run</translation>
    </message>
    <message>
        <source>Save CSV…</source>
        <translation>Save CSV…</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Save JSON…</translation>
    </message>
    <message>
        <source>Export Charts…</source>
        <translation>Export Charts…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Results are not journalled: %1</source>
        <translation>Results are not journalled: %1</translation>
    </message>
    <message>
        <source>The comparison could not be started.</source>
        <translation>The comparison could not be started.</translation>
    </message>
    <message numerus="yes">
        <source>Comparison started: labels %1 to %2, %n combination(s)</source>
        <translation>
            <numerusform>Comparison started: labels %1 to %2, %n combination</numerusform>
            <numerusform>Comparison started: labels %1 to %2, %n combinations</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the comparison…</source>
        <translation>Stopping the comparison…</translation>
    </message>
    <message>
        <source>Cannot write the journal: %1</source>
        <translation>Cannot write the journal: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n search(es) finished.</source>
        <translation>
            <numerusform>Stopped: %n search finished.</numerusform>
            <numerusform>Stopped: %n searches finished.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n search(es).</source>
        <translation>
            <numerusform>Finished: %n search.</numerusform>
            <numerusform>Finished: %n searches.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no valid results.</source>
        <translation>%1 holds no valid results.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n result(s).</source>
        <translation>
            <numerusform>Opened %1: %n result.</numerusform>
            <numerusform>Opened %1: %n results.</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no results to save yet.</source>
        <translation>There are no results to save yet.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n result(s) to %1.</source>
        <translation>
            <numerusform>Saved %n result to %1.</numerusform>
            <numerusform>Saved %n results to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Charts written to %1.</source>
        <translation>Charts written to %1.</translation>
    </message>
    <message>
        <source>Open Results</source>
        <translation>Open Results</translation>
    </message>
    <message>
        <source>Results (*.csv *.json);;All files (*)</source>
        <translation>Results (*.csv *.json);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) were skipped; the valid results were loaded.</source>
        <translation>
            <numerusform>%1: %n line was skipped; the valid results were loaded.</numerusform>
            <numerusform>%1: %n lines were skipped; the valid results were loaded.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Results of “%1”</source>
        <translation>Save Results of “%1”</translation>
    </message>
    <message>
        <source>JSON results (*.json)</source>
        <translation>JSON results (*.json)</translation>
    </message>
    <message>
        <source>CSV results (*.csv)</source>
        <translation>CSV results (*.csv)</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>The transposition tables (%1 MiB each) do not fit in the memory available (%2 MiB).</source>
        <translation>The transposition tables (%1 MiB each) do not fit in the memory available (%2 MiB).</translation>
    </message>
    <message numerus="yes">
        <source>Comparison started: %1 positions of %2, %n combination(s)</source>
        <translation>
            <numerusform>Comparison started: %1 positions of %2, %n combination</numerusform>
            <numerusform>Comparison started: %1 positions of %2, %n combinations</numerusform>
        </translation>
    </message>
    <message>
        <source>Searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy summary</source>
        <extracomment>Tab beside the results table: totals per table policy, relative to the default policy.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes and time, and tt-hit-rate and tt-memory when a search used a transposition table,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the last session are back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The comparison “%1” was interrupted; the searches it finished are back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The running comparison cannot be removed; stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>“%1” holds %n result(s) that are not saved. Remove it?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Removed results are gone: they do not come back at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) are not saved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove every run, %n of them not saved?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n comparison result(s) are not saved: %1.</source>
        <extracomment>The Quit question&apos;s line: &quot;12 comparison results are not saved: Run 1, Run 2.&quot;</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The runs are kept only until you quit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a run&apos;s results in the CLI&apos;s CSV format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a run&apos;s results as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the charts as figures for a report: PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every run (asks first when some are not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <extracomment>Tab beside the results table: the runs of the workspace (show, hide, rename, save, remove).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A check is running: wait for it, or stop it, first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A comparison is running: wait for it, or stop it, before checking an implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check an Implementation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The course program&apos;s output and results (*.txt *.log *.out *.csv *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <extracomment>As the command line says it: &quot;cannot read &apos;alice.txt&apos;: No such file or directory&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checking %n row(s) against the lab&apos;s searches, each stopped after %1 s…</source>
        <translation>
            <numerusform>Checking %n row against the lab&apos;s searches, each stopped after %1 s…</numerusform>
            <numerusform>Checking %n rows against the lab&apos;s searches, each stopped after %1 s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped: %1</source>
        <translation>
            <numerusform>%n line skipped: %1</numerusform>
            <numerusform>%n lines skipped: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n run(s): %1 agree on every row, %2 differ.</source>
        <extracomment>After checking several logs: &quot;Checked 40 runs: 31 agree on every row, 9 differ.&quot;</extracomment>
        <translation>
            <numerusform>Checked %n run: %1 agree on every row, %2 differ.</numerusform>
            <numerusform>Checked %n runs: %1 agree on every row, %2 differ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: %1</source>
        <extracomment>Tooltip of the summary line of a checked run: the file it was read from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a row&apos;s verdict to read what explains it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping the check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <extracomment>The Runs tab&apos;s check column of a run of the lab&apos;s searches that checked runs are drawn against.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the line the course&apos;s program prints first, naming the search: &quot;Algorithm: Negamax (alpha-beta version)&quot;, with &quot; w/ transposition table&quot; when it keeps one.</source>
        <extracomment>After the command line&apos;s words for a log without an &quot;Algorithm:&quot; line (they name its --algorithm option): what to do in the application.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::CopyableTable</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished">&amp;Copy</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished">Select &amp;All</translation>
    </message>
</context>
<context>
    <name>othello::CountVerdictText</name>
    <message>
        <source>the root call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call at a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls at a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null-window call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null-window calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal</source>
        <extracomment>A count check&apos;s verdict: the student&apos;s numbers are the lab&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished (time limit)</source>
        <extracomment>A count check&apos;s verdict: the student&apos;s program stopped this search at its time limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked (best)</source>
        <extracomment>A count check&apos;s verdict: the lab&apos;s own search was stopped (time limit), or it is `best`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished">Black to move</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished">White to move</translation>
    </message>
    <message>
        <source>, line %1</source>
        <extracomment>Where a claim is in its file: &quot;, line 9&quot; after the side to move.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 (%2%3)</source>
        <extracomment>&quot;label 27 (Black to move, line 9)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position %1 of its file (%2%3)</source>
        <extracomment>&quot;position 3 of its file (White to move)&quot;: a position of a results file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 (lab %2)</source>
        <extracomment>What differs: the student&apos;s value, then the lab&apos;s. &quot;#expanded&quot; and &quot;#generated&quot; are the course program&apos;s field names.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#expanded %1 (lab %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#generated %1 (lab %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first difference: %1: %2</source>
        <extracomment>The line naming the first row that differs: &quot;first difference: label 27 (Black to move, line 10): #expanded 68 (lab 62)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both your counts are 1 lower: is the root call left out of the counts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both your counts are lower, as many as the lab&apos;s tree has %1 (exactly %2): are they left out of the counts? Every call counts as generated, and one that tries its moves as expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your #generated is 1 lower: is the root call left out of #generated?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your #generated is %1 lower, and the lab&apos;s tree has exactly %1 %2: are they left out of #generated? Every call counts as generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your #expanded is %1 higher, and the lab&apos;s tree has exactly %1 %2: are leaves counted as expanded? The course counts a finished game only as generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your #expanded is %1 lower, and the lab&apos;s tree has exactly %1 %2, which the course counts as expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same number of calls (#generated agrees), counted as expanded otherwise: the course counts a call that tries its moves (also after a cutoff; a TEST when it starts looping) and a table hit that returns a value, never a finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search makes %1 more call than the lab&apos;s: its tree differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search makes %1 more calls than the lab&apos;s: its tree differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search makes %1 fewer call than the lab&apos;s: its tree differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search makes %1 fewer calls than the lab&apos;s: its tree differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a trace of this position (docs/check.md) and open it in the Tree tab (Open a Student&apos;s Trace…) to find the first call where it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a trace of this position (docs/check.md) and find the first call where it does: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is the lab&apos;s negated: the course prints Black&apos;s view (value=color*value, color +1 for Black); a value from the side to move&apos;s view, or Scout&apos;s Black-view value times color, has the wrong sign at White&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the counts agree but the value does not: the tree is the lab&apos;s, the value is computed or printed otherwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::CrosstableModel</name>
    <message>
        <source>%1 against %2:
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished">%1: %2 {1.?}</translation>
    </message>
    <message>
        <source>Rows: %1&apos;s points against each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns: each player&apos;s points against %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::DepthChart</name>
    <message>
        <source>Generated nodes by depth (sum over the positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search time by depth (sum over the positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, TT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished">nodes</translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 generated nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished">%1 ms</translation>
    </message>
    <message>
        <source>%1
Depth %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absolute values</source>
        <extracomment>A depth chart&apos;s subtitle: its view, then what was searched (&quot;absolute values · 6×6, the start position&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absolute values · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated nodes by depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search time by depth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::DepthComparisonPage</name>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT off</source>
        <translation type="unfinished">TT off</translation>
    </message>
    <message>
        <source>TT on</source>
        <translation type="unfinished">TT on</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position file: one position a line (position text, optionally &apos;;&apos; and a comment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deepest depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 searches done; %3 nodes in the current one; %4 s in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one search and TT off or on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 searches to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1 searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Searches as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished">Cannot write %1.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget these rows: they are not offered again at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NegaScout (principal variation search) with move ordering: the table&apos;s move first when it runs with TT on, then the moves that leave the opponent fewest replies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n search(es) shown are not exported. Export them before a new comparison replaces them?</source>
        <translation>
            <numerusform>The search shown is not exported. Export it before a new comparison replaces it?</numerusform>
            <numerusform>The %n searches shown are not exported. Export them before a new comparison replaces them?</numerusform>
        </translation>
    </message>
    <message>
        <source>The searches cannot be kept for the next start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) of your last session, not exported yet: kept until you export them or discard them.</source>
        <translation>
            <numerusform>%n search of your last session, not exported yet: kept until you export it or discard it.</numerusform>
            <numerusform>%n searches of your last session, not exported yet: kept until you export them or discard them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) not exported yet: kept for the next start until you export them or discard them.</source>
        <translation>
            <numerusform>%n search not exported yet: kept for the next start until you export it or discard it.</numerusform>
            <numerusform>%n searches not exported yet: kept for the next start until you export them or discard them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The depth comparison&apos;s %n search(es) are not exported.</source>
        <translation>
            <numerusform>The depth comparison&apos;s search is not exported.</numerusform>
            <numerusform>The depth comparison&apos;s %n searches are not exported.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the start position</source>
        <extracomment>What a depth comparison searched, in its charts&apos; subtitles: &quot;6×6, the start position&quot; or &quot;8×8, fforum-40-59.obf: 20 positions&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n position(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>othello::DepthRowsModel</name>
    <message>
        <source>on</source>
        <translation type="unfinished">on</translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished">off</translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished">Search</translation>
    </message>
    <message>
        <source>TT</source>
        <translation type="unfinished">TT</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished">Expanded</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished">Generated</translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value
(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s value in evaluation points (the evaluation&apos;s own units, not discs; a finished game counts its disc score times 1,000,000): %1 (Settings &gt; Values From)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::EngineManagerDialog</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines that speak the NBoard protocol (Edax, NTest, othello-lab-cli nboard, …) play 8×8 games in the Play and Tournament tabs. One that does not start, stops, answers late or plays an illegal move loses that game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name in tables and files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program and its arguments, as typed in a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /opt/edax/mEdax -n 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder the engine starts in (some engines find their data files there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the engine as &quot;set depth&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"> s</translation>
    </message>
    <message>
        <source>default (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time the engine may take for a move before it loses the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every engine needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two engines are named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of %1 contains &apos;:&apos;, which player specifications cannot hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default (the time per move, at least %1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time the engine may take to start and give its first answer (an engine may load or build its opening book first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start-up time:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::EnginePlayerForm</name>
    <message>
        <source>Time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation type="unfinished">Transposition table</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies searched (with a time per move: the deepest iteration allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"> s</translation>
    </message>
    <message>
        <source>The name in tables and files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, edit or test external engines (NBoard protocol)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External engine: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ExplorePage</name>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Return to PV</source>
        <translation>Return to PV</translation>
    </message>
    <message>
        <source>Pass: allowed only when the side to move has no legal move</source>
        <translation>Pass: allowed only when the side to move has no legal move</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Principal variation</translation>
    </message>
    <message>
        <source>You left the principal variation. Use “Return to PV” to go back.</source>
        <translation>You left the principal variation. Use “Return to PV” to go back.</translation>
    </message>
    <message>
        <source>On the principal variation. Click a legal square to try another move.</source>
        <translation>On the principal variation. Click a legal square to try another move.</translation>
    </message>
    <message>
        <source>You left the principal variation (%1).</source>
        <translation>You left the principal variation (%1).</translation>
    </message>
    <message>
        <source>Played the optimal line to the end of the game: Black %1, White %2.</source>
        <translation>Played the optimal line to the end of the game: Black %1, White %2.</translation>
    </message>
    <message>
        <source>Back on the principal variation (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the PV position you left (from your own position: the PV label you last saw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up any position (4×4, 6×6 or 8×8) to explore; or paste one (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the position shown as text (the CLI&apos;s --position format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore the position on the clipboard: position text or an OBF line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the Principal Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring the pasted %1×%1 position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring your %1×%1 position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring your own %1×%1 position. Click a legal square to play a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploring your own position (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line explored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::FigureExportDialog</name>
    <message>
        <source>Export Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished">&amp;Browse…</translation>
    </message>
    <message>
        <source>%1 × %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column (%1)</source>
        <extracomment>A figure as wide as one column of a two-column paper.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns (%1)</source>
        <extracomment>A figure as wide as the whole text of a two-column paper.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed size of the figure: its fonts and lines are sized for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PNG&apos;s pixels per inch: more pixels, the same layout (SVG and PDF are vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished">&amp;Folder:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished">&amp;Export</translation>
    </message>
    <message>
        <source>Export Figures To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes %1 as %2: %3 × %4 cm (the PNG %5 × %6 pixels); existing files are replaced. The figures show what the charts show: the view, the scale, the layout; series hidden on screen are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no format</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::GameListModel</name>
    <message>
        <source>Double-click to replay this game in the Play tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished">%1–%2</translation>
    </message>
    <message>
        <source>Black lost on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White lost on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished">Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished">White</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s discs minus White&apos;s under the game&apos;s scoring (a forfeit counts as the largest loss). A finished game has no side to move, so this is Black&apos;s view whichever view Settings &gt; Values From chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin
(Black)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::GameMoveModel</name>
    <message>
        <source>%1. Black %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. White %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::GameSession</name>
    <message>
        <source>PV label %1 (ply %2)</source>
        <translation>PV label %1 (ply %2)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>1 move off the PV after label %1</source>
        <translation>1 move off the PV after label %1</translation>
    </message>
    <message>
        <source>%1 moves off the PV after label %2</source>
        <translation>%1 moves off the PV after label %2</translation>
    </message>
    <message>
        <source>Your %1×%1 position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 move after your %1×%1 position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves after your %2×%2 position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::HelpDialog</name>
    <message>
        <source>Othello Search Lab Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ImageFile</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::LabelChart</name>
    <message>
        <source>Nodes per PV label</source>
        <translation>Nodes per PV label</translation>
    </message>
    <message>
        <source>Search time per PV label</source>
        <translation>Search time per PV label</translation>
    </message>
    <message>
        <source>PV label</source>
        <translation>PV label</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodes</translation>
    </message>
    <message>
        <source>TT hit rate per PV label</source>
        <translation>TT hit rate per PV label</translation>
    </message>
    <message>
        <source>TT peak memory per PV label</source>
        <translation>TT peak memory per PV label</translation>
    </message>
    <message>
        <source>hits per 100 probes</source>
        <translation>hits per 100 probes</translation>
    </message>
    <message>
        <source>Nodes per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per PV label or position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search time per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search time per PV label or position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT hit rate per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT hit rate per PV label or position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT peak memory per position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT peak memory per PV label or position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV label or position in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generated nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expanded nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective branching factor per PV label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth of the search time per PV label</source>
        <extracomment>Chart title: the search time at each label divided by the time at the next label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: L ÷ L+1</source>
        <extracomment>Axis title of the branching factor view: &quot;generated nodes: L ÷ L+1&quot; (the value at label L divided by the value at label L+1); short, it runs along the plot&apos;s height.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished">Nodes</translation>
    </message>
    <message>
        <source>Search time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation type="unfinished">TT hit rate</translation>
    </message>
    <message>
        <source>TT peak memory</source>
        <translation type="unfinished">TT peak memory</translation>
    </message>
    <message>
        <source>Effective branching factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth of the search time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branching factor: each label&apos;s value ÷ the next label&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absolute values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A chart&apos;s subtitle: its view, then its positions (&quot;ratio to Alpha-beta TT off · 6×6 PV, labels 34 to 20&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1 PV, labels %2 to %3</source>
        <extracomment>The PV&apos;s positions in a chart&apos;s subtitle: &quot;6×6 PV, labels 34 to 20&quot; (from the end of the game back).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2×%2, positions %3 to %4</source>
        <extracomment>A position file&apos;s positions in a chart&apos;s subtitle: &quot;fforum-40-59.obf, 8×8, positions 1 to 20&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, positions %2 to %3</source>
        <extracomment>A position file&apos;s positions before any result: &quot;fforum-40-59.obf, positions 1 to 20&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1</source>
        <extracomment>The pointer readout&apos;s heading over a position of a position file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV label %1</source>
        <extracomment>The pointer readout&apos;s heading over a PV label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>branching factor</source>
        <extracomment>The branching factor view&apos;s axis title where the whole one does not fit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ reference</source>
        <extracomment>Axis title of a chart relative to a reference search: &quot;generated nodes ÷ reference&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio to reference</source>
        <extracomment>A ratio view&apos;s axis title where the whole one does not fit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::LineValueChart</name>
    <message>
        <source>Compute Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>ply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve the positions of the line whose value is not known yet, with best and its table, in the background (the last positions first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop computing values; the values found stay in the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value along the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 values known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving ply %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute Values solves the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discs (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ply %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes, %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact value of each position of the line, in discs: %1 (Settings &gt; Values From). Click a point to go to that ply.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::MainWindow</name>
    <message>
        <source>Othello Search Lab</source>
        <translation>Othello Search Lab</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explore</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Ready. Step through the principal variation or click a legal square to play.</source>
        <translation>Ready. Step through the principal variation or click a legal square to play.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open Results…</source>
        <translation>&amp;Open Results…</translation>
    </message>
    <message>
        <source>Export Results as &amp;CSV…</source>
        <translation>Export Results as &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Results as &amp;JSON…</source>
        <translation>Export Results as &amp;JSON…</translation>
    </message>
    <message>
        <source>Export Charts as &amp;PNG…</source>
        <translation>Export Charts as &amp;PNG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Othello Search Lab</source>
        <translation>&amp;About Othello Search Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>About Othello Search Lab</source>
        <translation>About Othello Search Lab</translation>
    </message>
    <message>
        <source>Searches are running</source>
        <translation>Searches are running</translation>
    </message>
    <message>
        <source>A search is still running. Stop it and quit?</source>
        <translation>A search is still running. Stop it and quit?</translation>
    </message>
    <message>
        <source>Stop and Quit</source>
        <translation>Stop and Quit</translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation>Keep Running</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Othello Search Lab %1&lt;/h3&gt;&lt;p&gt;A laboratory for game-tree search on 6×6 Othello: %2, with and without a transposition table, on the positions of the principal variation.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL-3.0) and Qt Charts (GPL-3.0-only).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Othello Search Lab %1&lt;/h3&gt;&lt;p&gt;A laboratory for game-tree search on 6×6 Othello: %2, with and without a transposition table, on the positions of the principal variation.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL-3.0) and Qt Charts (GPL-3.0-only).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Results</source>
        <translation>Unsaved Results</translation>
    </message>
    <message>
        <source>Save your results before quitting?</source>
        <translation>Save your results before quitting?</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Values From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black&apos;s View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value is shown for Black: + when Black is ahead, − when White is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;Side to Move&apos;s View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value is shown for the side to move in its position: + when the player to move is ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep for Next Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are kept for the next start unless you discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check an &amp;Implementation…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::MoveAnalysisPanel</name>
    <message>
        <source>pass</source>
        <translation type="unfinished">pass</translation>
    </message>
    <message>
        <source>Analyse moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>Stop analysing this position; the values found so far stay on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse moves shows the exact value of every legal move on its square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: no moves to analyse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing… %1 moves solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing… %1 moves solved (%2 nodes expanded, %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 nodes expanded: %2 moves solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on every legal square the exact value of that move: the final disc difference if both sides then play perfectly (computed with best and its table), in the view Settings &gt; Values From chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers on the squares are final disc differences in the view named here (Settings &gt; Values From): in Black&apos;s view +4 means Black wins by 4 after that move, −2 that White wins by 2; in the side to move&apos;s view + is good for the player to move. Gold marks the best moves for the side to move (all of them when they tie). Faint numbers with ≈ are quick estimates (a short search with the learned evaluation), shown until the exact value arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values on the squares: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈: estimates by a %1-ply search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All moves solved: best %1, value %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::MoveNames</name>
    <message>
        <source>pass</source>
        <translation type="unfinished">pass</translation>
    </message>
</context>
<context>
    <name>othello::MoveRefusal</name>
    <message>
        <source>%1 is not a legal move for Black: it is occupied.</source>
        <translation type="unfinished">%1 is not a legal move for Black: it is occupied.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for White: it is occupied.</source>
        <translation type="unfinished">%1 is not a legal move for White: it is occupied.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for Black: it flips no disc.</source>
        <translation type="unfinished">%1 is not a legal move for Black: it flips no disc.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for White: it flips no disc.</source>
        <translation type="unfinished">%1 is not a legal move for White: it flips no disc.</translation>
    </message>
    <message>
        <source>Black has no legal move and must pass: use the Pass button.</source>
        <translation type="unfinished">Black has no legal move and must pass: use the Pass button.</translation>
    </message>
    <message>
        <source>White has no legal move and must pass: use the Pass button.</source>
        <translation type="unfinished">White has no legal move and must pass: use the Pass button.</translation>
    </message>
    <message>
        <source>Black cannot pass while a legal move exists.</source>
        <translation type="unfinished">Black cannot pass while a legal move exists.</translation>
    </message>
    <message>
        <source>White cannot pass while a legal move exists.</source>
        <translation type="unfinished">White cannot pass while a legal move exists.</translation>
    </message>
    <message>
        <source>The game is over: Black %1, White %2.</source>
        <translation type="unfinished">The game is over: Black %1, White %2.</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation type="unfinished">That is not a square of the board.</translation>
    </message>
</context>
<context>
    <name>othello::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty squares to the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished">White</translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External engines play 8×8 games only (the NBoard protocol is for 8×8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PlayGame</name>
    <message>
        <source>Game over — Black %1, White %2: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: Black wins by %3 (empty squares to the winner).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: White wins by %3 (empty squares to the winner).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: Black wins by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: White wins by %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PlayPage</name>
    <message>
        <source>New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished">Pass</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move (against an engine: also its reply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again a move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: allowed only when the side to move has no legal move</source>
        <translation type="unfinished">Pass: allowed only when the side to move has no legal move</translation>
    </message>
    <message>
        <source>Ask the engine for a move (shown with a yellow frame)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines stop thinking and wait until this is released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the moves after the shown position and play on from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long an engine waits before it moves, so a game between engines can be watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is the engine&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking… %2 nodes, %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine move delay: %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1 board. Black: %2. White: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no legal move and must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no legal move and must pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: %1 stopped thinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a game record: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the game to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine moves here: use “Continue from Here” to play on from this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discs (exact)</source>
        <translation>%1 discs (exact)</translation>
    </message>
    <message>
        <source>%1 discs (game end)</source>
        <translation>%1 discs (game end)</translation>
    </message>
    <message>
        <source>illegal move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave no move: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s report at each finished depth: its value (in the view named beside it) and best line. Values in discs come from lines that reach the end of the game; evaluation points are the evaluation&apos;s own units, not discs (Help &gt; Manual &gt; Evaluations).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evaluation points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — depth %2, value %3 (%4), %5 nodes, %6 s
Best line: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game in the Play tab (%n move(s)) is not saved to a file.</source>
        <translation>
            <numerusform>The game in the Play tab (%n move) is not saved to a file.</numerusform>
            <numerusform>The game in the Play tab (%n moves) is not saved to a file.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game in Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game shown (%n move(s)) is not saved. Save it before it is replaced?</source>
        <translation>
            <numerusform>The game shown (%n move) is not saved. Save it before it is replaced?</numerusform>
            <numerusform>The game shown (%n moves) is not saved. Save it before it is replaced?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace It</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PlotSeries</name>
    <message>
        <source>expanded</source>
        <translation>expanded</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>generated</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Legend entry of the nodes chart: &quot;Alpha-beta TT off — generated&quot;.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Legend entry when several runs are shown: &quot;results.csv: Alpha-beta TT off&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>
Table: %1, hit rate %2 %, peak %3 KiB</source>
        <translation>
Table: %1, hit rate %2 %, peak %3 KiB</translation>
    </message>
    <message>
        <source>PV</source>
        <extracomment>Legend prefix of the PV&apos;s lines when a run also holds positions of a file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position: %1 of %2, %3×%3, %4
%5 (%6 to move)</source>
        <extracomment>Tooltip line of a position of a position file: &quot;Position: 3 of fforum-40-59.obf, 8×8, empties to the winner&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label: %1 (ply %2, %3 to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run: %1
Algorithm: %2, %3
%4
Value: %5
Expanded: %6
Generated: %7
Time: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A legend entry under its algorithm&apos;s name: &quot;TT on (wipe:262144)&quot; (the policy is not translated).</extracomment>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <extracomment>The readout&apos;s note on a branching factor: the value at label L ÷ the value at L+1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as the reference</source>
        <extracomment>The readout&apos;s note on a ratio of 1: the value, equal to the reference&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 %)</source>
        <extracomment>The readout&apos;s note on a ratio: the value, and its difference to the reference&apos;s in its unit and in percent: &quot;12,345: −1,221 (−9.0 %)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PolicySummaryModel</name>
    <message numerus="yes">
        <source>%1 TT on (%2): totals over the %n position(s) that every policy of this search finished</source>
        <translation>
            <numerusform>%1 TT on (%2): totals over the %n position that every policy of this search finished</numerusform>
            <numerusform>%1 TT on (%2): totals over the %n positions that every policy of this search finished</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <extracomment>The baseline row of the policy summary: &quot;default (baseline)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished">%1 %</translation>
    </message>
    <message>
        <source>This policy&apos;s value divided by the default policy&apos;s (below 1: less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This policy&apos;s hit rate minus the default policy&apos;s, in percentage points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most memory the table held at one position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished">Algorithm</translation>
    </message>
    <message>
        <source>TT policy</source>
        <translation type="unfinished">TT policy</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes ÷ default</source>
        <extracomment>Column of the policy summary: generated nodes divided by the default policy&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time ÷ default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation type="unfinished">TT hit rate</translation>
    </message>
    <message>
        <source>Hit rate − default (points)</source>
        <extracomment>Column of the policy summary: hit rate minus the default policy&apos;s, in percentage points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT cutoffs</source>
        <translation type="unfinished">TT cutoffs</translation>
    </message>
    <message>
        <source>Cutoffs ÷ default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TT peak memory (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak ÷ default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to cycle it: empty, black, white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished">Black</translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished">White</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard start of this board size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished">Clear</translation>
    </message>
    <message>
        <source>Empty every square (then put discs on the four centre squares, which a game never empties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position as text: the squares row by row from a1 (X black, O white, - empty), a space and X or O for the side to move. An OBF line (with &apos;; &apos; and scored moves) works too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore</source>
        <translation type="unfinished">Explore</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four centre squares must hold discs: they are never empty in a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side can move: the game is over (Black %1, White %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no legal move here and White has: Black must pass. Explore it as it is (Pass is the only move) or let White move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no legal move here and Black has: White must pass. Explore it as it is (Pass is the only move) or let Black move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move: %1 legal moves, %2 empty squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move: %1 legal moves, %2 empty squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let White Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let Black Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PvMoveModel</name>
    <message>
        <source>game over</source>
        <translation>game over</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Ply</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>To move</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Value
(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position&apos;s exact value in discs, when known (the chart&apos;s values): %1 (Settings &gt; Values From)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PvMoveTable</name>
    <message>
        <source>Moves of the line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::PvNavigator</name>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Previous</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>PV label</source>
        <translation>PV label</translation>
    </message>
    <message>
        <source>Current position</source>
        <translation>Current position</translation>
    </message>
    <message>
        <source>Label %1 of %2</source>
        <translation>Label %1 of %2</translation>
    </message>
    <message>
        <source>Off the PV (from label %1)</source>
        <translation>Off the PV (from label %1)</translation>
    </message>
    <message>
        <source>First position of the line (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous position of the line (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next position of the line (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last position of the line (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your position, ply %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ResultsTableModel</name>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Ply</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>To move</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithm</translation>
    </message>
    <message>
        <source>TT</source>
        <translation>TT</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expanded</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generated</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>TT policy</source>
        <translation>TT policy</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>TT hit rate</translation>
    </message>
    <message>
        <source>TT cutoffs</source>
        <translation>TT cutoffs</translation>
    </message>
    <message>
        <source>Hash collisions</source>
        <translation>Hash collisions</translation>
    </message>
    <message>
        <source>TT fill</source>
        <translation>TT fill</translation>
    </message>
    <message>
        <source>TT peak memory</source>
        <translation>TT peak memory</translation>
    </message>
    <message>
        <source>PV nodes</source>
        <translation>PV nodes</translation>
    </message>
    <message>
        <source>Cut nodes</source>
        <translation>Cut nodes</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>All nodes</translation>
    </message>
    <message>
        <source>PV label %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 of %2 (%3×%3, %4): %5</source>
        <extracomment>Tooltip of a position of a position file: &quot;Position 3 of fforum-40-59.obf (8×8, empties to the winner): O--OOOOX... X&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Column of the results table: the number of a position in its position file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <extracomment>Column of the results table: the search time in the unit of the time chart, &quot;Time (ms)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <extracomment>The results table&apos;s value column, with its view: &quot;Value (Black)&quot;, &quot;Value (mover)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>The Verdict column of a row the lab is still searching.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file says this search was stopped by its time limit: not compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab&apos;s search of this position was stopped (the time limit per position, or Stop): not compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value, #expanded and #generated are the lab&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (lab %2)</source>
        <extracomment>A cell of a checked row whose number differs: the student&apos;s, then the lab&apos;s: &quot;68 (lab 62)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs from the lab&apos;s: %1</source>
        <extracomment>Tooltip of a checked row&apos;s differing number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Column of the results table: a checked run&apos;s row equal to the lab&apos;s or different.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::RunCheckText</name>
    <message>
        <source>Checking: %1 of %2 rows checked, %3 agree</source>
        <extracomment>A check under way: &quot;Checking: 5 of 21 rows checked, 4 agree&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking 1 row…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 1 row agrees</source>
        <extracomment>The verdict of a checked run: &quot;12 of 21 rows agree&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rows agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unfinished (time limit)</source>
        <extracomment>Rows the file itself says were stopped: &quot;3 unfinished (time limit)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not checked</source>
        <extracomment>Rows the lab did not compare: its own search was stopped by the time limit (or the check was stopped).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking: %1 of %2</source>
        <extracomment>The Runs tab&apos;s check column while the lab searches: &quot;checking: 5 of 21&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 agree</source>
        <extracomment>The Runs tab&apos;s check column: &quot;12 of 21 agree&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A checked run&apos;s name: the file, then the search it claims: &quot;alice.txt — Alpha-beta + TT&quot;.</extracomment>
        <translation type="unfinished">%1 — %2</translation>
    </message>
    <message>
        <source>Lab — %1</source>
        <extracomment>The run of the lab&apos;s own searches a checked run is drawn against: &quot;Lab — Alpha-beta + TT&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::RunList</name>
    <message>
        <source>Run</source>
        <extracomment>The Runs tab&apos;s column of checked runs: how many rows agree with the lab&apos;s.</extracomment>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>Searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick a run to hide it in the charts and the table; double-click its name to rename it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save CSV…</source>
        <translation type="unfinished">Save CSV…</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation type="unfinished">Save JSON…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the run from the workspace (asks first when its results are not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV labels %1 to %2</source>
        <extracomment>The PV labels a run searched, from the end of the game back: &quot;PV labels 34 to 27&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <extracomment>The positions of a position file a run searched: &quot;fforum-40-59.obf: 20 positions&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::SeriesChart</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The first line of the pointer&apos;s readout: the x axis&apos;s name and the x (&quot;PV label 30&quot;).</extracomment>
        <translation type="unfinished">%1 %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished">%1 %</translation>
    </message>
    <message>
        <source>same as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished">%1: %2 {1;?}</translation>
    </message>
</context>
<context>
    <name>othello::SolvePanel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>a draw</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>Black wins by %1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>White wins by %1</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Transposition table</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Transposition table size</source>
        <translation>Transposition table size</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Time limit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit in seconds</source>
        <translation>Time limit in seconds</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Solve this position</source>
        <translation>Solve this position</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Position:</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algorithm:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Best move:</source>
        <translation>Best move:</translation>
    </message>
    <message>
        <source>Expanded nodes:</source>
        <translation>Expanded nodes:</translation>
    </message>
    <message>
        <source>Generated nodes:</source>
        <translation>Generated nodes:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Time:</translation>
    </message>
    <message>
        <source>The search could not be started.</source>
        <translation>The search could not be started.</translation>
    </message>
    <message>
        <source>Solving %1 with %2…</source>
        <translation>Solving %1 with %2…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>The search of %1 reached the time limit.</source>
        <translation>The search of %1 reached the time limit.</translation>
    </message>
    <message>
        <source>The search of %1 was stopped.</source>
        <translation>The search of %1 was stopped.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>A %1 MiB transposition table does not fit in the memory available (%2 MiB).</source>
        <translation>A %1 MiB transposition table does not fit in the memory available (%2 MiB).</translation>
    </message>
    <message>
        <source>Optimal line:</source>
        <translation>Optimal line:</translation>
    </message>
    <message>
        <source>A line of optimal moves to the end of the game (the best solver only)</source>
        <translation>A line of optimal moves to the end of the game (the best solver only)</translation>
    </message>
    <message>
        <source>Play Line</source>
        <translation>Play Line</translation>
    </message>
    <message>
        <source>Play the rest of the optimal line on the board from the position shown; step back through it with the PV buttons</source>
        <translation>Play the rest of the optimal line on the board from the position shown; step back through it with the PV buttons</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time limit %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (best so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished">%1 %2</translation>
    </message>
    <message>
        <source>%1 %2…%3</source>
        <translation type="unfinished">%1 %2…%3</translation>
    </message>
    <message>
        <source>%1 ≥ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ≤ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded/s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded nodes per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit reached: what is proven so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: what is proven so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit reached: no value yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: no value yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value in the view named beside it (Settings &gt; Values From): in Black&apos;s view positive when Black wins, negative when White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3, proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 and %2 (%3, proven so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 (%2, proven so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 (%2, proven so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved %1: value %2 (%3), best move %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(value %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the search settled about each move at the root (in the view named first, like the value): its exact value, or only a bound (≤ or ≥) where it proved that the move cannot be better than the best one so far. A stopped search lists the moves it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>The most memory the table may take. Best takes no more than the board needs: at most %1 MiB on 6x6 and %2 MiB on 4x4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::StandingsModel</name>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disc margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms / move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes / move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the field: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A win counts 1, a draw 1/2. Ties are broken by Sonneborn-Berger (the opponents&apos; points, weighted by the points taken from them), then wins, then disc margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likelihood of superiority: the probability of being stronger than the field, from the won and lost games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Elo difference to the field that the score means, with its 95% error margin (± ∞: too few games, or nearly all won or lost, to bound it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sum of the player&apos;s own disc margins (the player&apos;s view), over its games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TournamentChart</name>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 (%5)</source>
        <extracomment>Pointing at a player&apos;s bars: &quot;alpha-beta 6: 3 wins, 1 draw, 2 losses (6 games)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the chart of wins, draws and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TournamentPage</name>
    <message>
        <source>Add Player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty squares to the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position file: one position a line (position text, optionally &apos;;&apos; and a comment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2 being played: %3 nodes in its current search; %4 s in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished">%1 — %2</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 of %2 is a finished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tournament needs at least two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 (Black) %4–%5 %6 (White).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament stopped after %1 of %2 games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament finished: %1 games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Games as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Games as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished">Cannot write %1.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced set: positions a few moves after the start whose value is near 0, shipped for each board size (exactly solved on 4×4 and 6×6, searched deeply on 8×8). Every pair plays each opening twice, colours swapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a position file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (e.g. 60+0.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clock per player and game: seconds, plus seconds added after each move (60+0.5). A player whose clock runs out loses the game. Players with a time per move spend at most their share of the clock; depth players search to their depth whatever it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock per game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Balanced set (%n openings)</source>
        <translation>
            <numerusform>Balanced set (%n opening)</numerusform>
            <numerusform>Balanced set (%n openings)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a position file for the openings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock per game &apos;%1&apos; is not seconds or seconds+increment (e.g. 60+0.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Standings as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External engines play 8×8 games only: choose the 8×8 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeits: %1 (the reasons are in the games&apos; CSV/JSON export).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Games as GGF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGF game files (*.ggf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget these games: they are not offered again at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: a win 1, a draw ½. Elo: the difference to the field the score means, ± its 95% margin (± ∞: too few games to bound it). LOS: the likelihood of being stronger than the field. Disc margin: the sum of the player&apos;s own margins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) shown are not exported. Export them before a new tournament replaces them?</source>
        <translation>
            <numerusform>The game shown is not exported. Export it before a new tournament replaces it?</numerusform>
            <numerusform>The %n games shown are not exported. Export them before a new tournament replaces them?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games cannot be kept for the next start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of your last session, not exported yet: kept until you export them (CSV, JSON or GGF) or discard them.</source>
        <translation>
            <numerusform>%n game of your last session, not exported yet: kept until you export it (CSV, JSON or GGF) or discard it.</numerusform>
            <numerusform>%n games of your last session, not exported yet: kept until you export them (CSV, JSON or GGF) or discard them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not exported yet: kept for the next start until you export them (CSV, JSON or GGF) or discard them.</source>
        <translation>
            <numerusform>%n game not exported yet: kept for the next start until you export it (CSV, JSON or GGF) or discard it.</numerusform>
            <numerusform>%n games not exported yet: kept for the next start until you export them (CSV, JSON or GGF) or discard them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tournament&apos;s %n game(s) are not exported.</source>
        <translation>
            <numerusform>The tournament&apos;s game is not exported.</numerusform>
            <numerusform>The tournament&apos;s %n games are not exported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the chart as a figure: PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n player(s), %2, %3</source>
        <extracomment>The tournament chart&apos;s subtitle: &quot;6×6, 4 players, 8 openings, disc difference&quot;.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n opening(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>disc difference</source>
        <extracomment>The scoring rule inside a sentence (the tournament chart&apos;s subtitle), hence lower case.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty squares to the winner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TraceOutlineModel</name>
    <message>
        <source>%1, cutoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not searched: the cutoff made it unnecessary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished">Move</translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished">Value</translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TracePane</name>
    <message>
        <source>Zoom in (or turn the wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies drawn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every drawn ply, and keep showing them as the window changes, until you zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many plies the drawing shows; the box under a record expands or collapses it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TraceScene</name>
    <message>
        <source>%1 not searched: the cutoff made them unnecessary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing stopped at %1 records: collapse a subtree to see others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TraceSteps</name>
    <message>
        <source>the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a side, in a sentence</comment>
        <translation type="unfinished">Black</translation>
    </message>
    <message>
        <source>White</source>
        <comment>a side, in a sentence</comment>
        <translation type="unfinished">White</translation>
    </message>
    <message>
        <source>holds</source>
        <comment>a TEST</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <comment>a TEST</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negamax starts at the root, %1 to move: it searches every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scout starts at the root, %1 to move: it searches the first move in full, then only TESTs whether each other move is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search starts at the root, %1 to move, with the window %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To answer its TEST, %1 asks the same of %2: is its value %3 %4?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scout TESTs %1 instead of searching it: is its value %2 %3? A yes or no costs less than the exact value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NegaScout probes %1 with the null window %2: it only asks whether %1 is better than %3 for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NegaScout searches %1 again, with the window %2, for its exact value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no move and passes: the search goes on with the other side to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2: negamax searches the position after it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST showed %1 is better: Scout searches it in full for its exact value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scout searches %1, the first move, in full for its exact value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2 and searches it with the window %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over after %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over after %1: the final score is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its evaluation is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table hit at %1: the table answers its TEST without a search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1 at %2, so it %1 at %3 too (no moves were left to examine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1 at %2, so it %1 at %3 too, without examining %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1 at %2, the last move: so it %3 at %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1 at %2; %3 looks at its next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1: %2 is better than %3 for %4, so Scout searches it in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TEST %1: %2 is no better than %3 for %4, so Scout skips it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ≥ β = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ≤ α = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a cutoff at %2, but it had no moves left to prune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is refuted, its move %3 is pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is refuted, its moves %3 are pruned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null window %1 failed low: %2 is no better than %3 for %4, so NegaScout needs no exact value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &gt; α = %2: %3 is the best move so far and raises α to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far, but not above α = %3: α stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt; β = %2: %3 is the best move so far and lowers β to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far, but not below β = %3: β stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns %2, no better than %3 for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search was stopped inside %1: its value is unknown (?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search is over: the root&apos;s value is %1 (%2), best move %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table hit at %1: its stored exact value %2 settles it without a search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table hit at %1: its stored lower bound %2 settles it without a search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table hit at %1: its stored upper bound %2 settles it without a search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a side, starting a sentence</comment>
        <translation type="unfinished">Black</translation>
    </message>
    <message>
        <source>White</source>
        <comment>a side, starting a sentence</comment>
        <translation type="unfinished">White</translation>
    </message>
    <message>
        <source>the pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null window %1 failed high: %2 is better than %3 for %4, so re-search with %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null window %1 failed low: %2 is better than %3 for %4, so re-search with %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null window %1 failed high: %2 is no better than %3 for %4, so NegaScout needs no exact value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TraceValues</name>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the value %1 %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-search</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TraceWording</name>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished">pass</translation>
    </message>
    <message>
        <source>%1 final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished">game over</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table hit (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window on entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cutoff after child %1, %n move(s) pruned</source>
        <translation>
            <numerusform>Cutoff after child %1, %n move pruned</numerusform>
            <numerusform>Cutoff after child %1, %n moves pruned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Subtree: %n record(s)</source>
        <translation>
            <numerusform>Subtree: %n record</numerusform>
            <numerusform>Subtree: %n records</numerusform>
        </translation>
    </message>
    <message>
        <source>PV node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no type (leaf, table hit, Scout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pruned moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returned: ? (the search was stopped inside this call)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of moves: &apos;a1, e5 and f5&apos;</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TreePage</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Explore tab&apos;s position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation type="unfinished">Transposition table</translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished">Search</translation>
    </message>
    <message>
        <source>Depth limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search only this many plies and evaluate there, as the Play tab&apos;s engines do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a second search of the same position and show both, with the subtrees only one of them visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the search on a worker thread, recording every call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>Step through the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished">Run</translation>
    </message>
    <message>
        <source>Steps per second while running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Drawing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished">Expanded</translation>
    </message>
    <message>
        <source>Cutoffs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TESTs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths only here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move paths from the root this search visits and the other does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No later step of that kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Large:&lt;/b&gt; about %1 calls expected, more than the %2 records a trace keeps. The counts stay exact, but the trace keeps only the first %2. Choose a later position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small tree: recording is instant (a trace keeps at most %1 records).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 calls expected (a trace keeps at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 calls (the trace is full; counting on until the end or Stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording, %1 s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made %2 calls; its trace keeps the first %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json);;Graphviz DOT (*.dot);;Text outline (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cutoff</source>
        <comment>Next: cutoff</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-search</source>
        <comment>Next: re-search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table hit</source>
        <comment>Next: table hit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEST</source>
        <comment>Next: TEST</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next cutoff that prunes a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next re-search (NegaScout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next call the transposition table settles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next TEST (Scout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also cutoffs that prune nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next cutoff also stops at a cutoff at the parent&apos;s last move, where there is nothing left to prune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projector (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the tree and the board full screen, large enough for a room, stepped from the keyboard; Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the position, the searches, the plies drawn, the expanded records and the step reached, to open again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved view: its searches are recorded again and shown as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the drawn tree with a title as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every record as JSON, a Graphviz DOT graph or a text outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour: the node type (Knuth and Moore). Shape: how the parent called it. T: settled by the transposition table.
In the drawing: drag to pan, turn the wheel to zoom, click a record to select it, click the box under it to expand or collapse its subtree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values and windows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value and window in the drawings, the outline and the steps is from Black&apos;s side: positive, Black is ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value and window is from the side to move at its node: positive, the player to move there is ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished">Black to move</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished">White to move</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n empty square(s), %1</source>
        <translation>
            <numerusform>%n empty square, %1</numerusform>
            <numerusform>%n empty squares, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · values and windows in %2 · %3 records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · calls it was still inside: ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a recording is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its position is not on the principal variation, and there is no Explore tab to hold it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The searches recorded a different number of calls than when the view was saved: the expanded records and the step may differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree view (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1: recording its searches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped, value unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 at depth %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game over</source>
        <translation type="unfinished">game over</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished">%1: %2 {1;?}</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 calls: the calls it was still inside show &quot;?&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>returning from %1 (%2, ply %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling %1 (%2, ply %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value not yet known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best so far at the parent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is chosen: press Record to record its search. The drawing still shows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is chosen: press Record to record its search, then step through its calls in the order it made them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing recorded yet: press Record in the Tree tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped after %2 calls; its trace keeps the first %3, and the calls it was still inside show &quot;?&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search calls %1 here; the lab&apos;s returns without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lab&apos;s search calls %1 here; yours returns without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search calls %1 where the lab&apos;s calls %2 (the lab tries the moves in row-major order: a1 b1 … a2 …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search calls %1 where the lab&apos;s calls %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search TESTs this move where the lab&apos;s searches it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your search searches this move where the lab&apos;s TESTs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call&apos;s window is %1 in your search, %2 in the lab&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your TEST asks %1, the lab&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call returns %1 in your search, %2 in the lab&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a child the lab&apos;s search pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a child the lab&apos;s search visits and yours pruned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another move order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a TEST where the lab searches, or the reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a TEST with another comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call calls another child where the lab&apos;s returns: a cutoff the lab makes and yours does not, or a finished game yours goes on from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your call returns where the lab&apos;s calls another child: a cutoff too early, or a table hit the lab does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both call a child, yours one the lab calls later: the lab tries the moves in row-major order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both call a child, of different moves: a move again, or a pass where there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same move, called as a TEST by one search and as a search by the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same call with another window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same TEST asks &gt; in one search and ≥ in the other, or about another value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call returns another value (a TEST: another answer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past the records kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">none</translation>
    </message>
    <message>
        <source>%1, cut off after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the game is over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a table hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, children %3, returns %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a student&apos;s search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Student&apos;s Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an osl-trace your own search printed (docs/check.md) and show it beside the lab&apos;s search chosen above, at the first call where the two differ. You can also drop the file on the tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked against the search chosen above; its table is the course&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking, %1 s: %2 calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Student&apos;s Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>osl-trace files (*.trace *.txt *.osl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 against the lab&apos;s %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawing of the student&apos;s trace stops at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical:&lt;/b&gt; the student&apos;s trace is the lab&apos;s %1, call for call: %2 calls, value %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;First difference&lt;/b&gt; at call %1 (line %2), at %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Kind:&lt;/b&gt; %1; %2 calls alike before it; values and windows: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call is past the first %1 records drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your search&lt;/b&gt; (line %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The lab&apos;s %1:&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student&apos;s trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TreeProjector</name>
    <message>
        <source>Search tree — projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ or Space: step · ←: back · C: next cutoff · R: next re-search · H: next table hit · T: next TEST · Home/End: first/last step · ↑/↓: more/fewer plies · +/−: zoom · F: fit · Esc or F11: leave</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::TreeViewFile</name>
    <message>
        <source>not a tree view (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tree view of Othello Search Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree view of version %1; this program reads version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV label %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must name two searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown search &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1 is out of range (1 to 20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must describe two drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plies drawn is out of range (1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>othello::ValueConvention</name>
    <message>
        <source>Black&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side to move&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished">Black</translation>
    </message>
    <message>
        <source>mover</source>
        <comment>the side to move, in a column or axis title</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
