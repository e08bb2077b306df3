<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EnginePresets</name>
    <message>
        <source>Greedy (depth 1, most discs)</source>
        <translation>Codicioso (profundidad 1, más fichas)</translation>
    </message>
    <message>
        <source>Easy (alpha-beta, depth 2, square weights)</source>
        <translation>Fácil (alfa-beta, profundidad 2, pesos de casillas)</translation>
    </message>
    <message>
        <source>Medium (alpha-beta, depth 4, mixed evaluation)</source>
        <translation>Medio (alfa-beta, profundidad 4, evaluación mixta)</translation>
    </message>
    <message>
        <source>Strong (ordered PVS, 1 s per move, table)</source>
        <translation>Fuerte (PVS ordenada, 1 s por jugada, tabla)</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Square weights</source>
        <translation>Pesos de casillas</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Movilidad</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Esquinas</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>Paridad</translation>
    </message>
    <message>
        <source>Mixed (squares, mobility, corners, stability, parity)</source>
        <translation>Mixta (casillas, movilidad, esquinas, estabilidad, paridad)</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixta</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s por jugada</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>, table</source>
        <translation>, tabla</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Learned (ordered PVS, 1 s per move, table, trained patterns)</source>
        <translation>Aprendida (PVS ordenada, 1 s por jugada, tabla, patrones entrenados)</translation>
    </message>
    <message>
        <source>Learned (trained patterns)</source>
        <translation>Aprendida (patrones entrenados)</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Aprendida</translation>
    </message>
    <message>
        <source>external engine, depth %1</source>
        <translation>motor externo, profundidad %1</translation>
    </message>
    <message>
        <source>, %1 s per move</source>
        <translation>, %1 s por jugada</translation>
    </message>
    <message>
        <source>greedy</source>
        <comment>a default player&apos;s name</comment>
        <translation>codicioso</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>a default player&apos;s name</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a default player&apos;s name</comment>
        <translation>medio</translation>
    </message>
    <message>
        <source>strong</source>
        <comment>a default player&apos;s name</comment>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>learned</source>
        <comment>a default player&apos;s name</comment>
        <translation>aprendida</translation>
    </message>
</context>
<context>
    <name>PositionFile</name>
    <message>
        <source>Cannot read the positions file %1: %2</source>
        <translation>No se puede leer el archivo de posiciones %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 holds no position.</source>
        <translation>%1 no contiene ninguna posición.</translation>
    </message>
    <message>
        <source>Position %1 of %2 is %3×%3, not %4×%4.</source>
        <translation>La posición %1 de %2 es de %3×%3, no de %4×%4.</translation>
    </message>
    <message>
        <source>Choose a position file.</source>
        <translation>Elija un archivo de posiciones.</translation>
    </message>
    <message>
        <source>%1 is not a position file.</source>
        <translation>%1 no es un archivo de posiciones.</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>Not a position: %1.</source>
        <translation>No es una posición: %1.</translation>
    </message>
    <message>
        <source>No position found. Expected the squares row by row (16, 36 or 64 of X, O and -), a space and the side to move (X or O), as in “%1”.</source>
        <translation>No se encontró ninguna posición. Se esperan las casillas fila por fila (16, 36 o 64 de X, O y -), un espacio y el bando que mueve (X u O), como en «%1».</translation>
    </message>
    <message>
        <source>The text holds %1 positions: copy just one line.</source>
        <translation>El texto contiene %1 posiciones: copie una sola línea.</translation>
    </message>
</context>
<context>
    <name>RatingText</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Todavía no hay partidas.</translation>
    </message>
    <message>
        <source>+∞ (every game won: no finite Elo difference fits)</source>
        <translation>+∞ (todas las partidas ganadas: ninguna diferencia Elo finita encaja)</translation>
    </message>
    <message>
        <source>−∞ (every game lost: no finite Elo difference fits)</source>
        <translation>−∞ (todas las partidas perdidas: ninguna diferencia Elo finita encaja)</translation>
    </message>
    <message>
        <source>%1 wins, %2 draws, %3 losses: %4 points of %5 (%6 %)
Elo difference: %7 (95% margin)
Likelihood of superiority: %8</source>
        <translation>%1 victorias, %2 tablas, %3 derrotas: %4 puntos de %5 (%6 %)
Diferencia Elo: %7 (margen del 95 %)
Probabilidad de superioridad: %8</translation>
    </message>
    <message>
        <source> (± ∞: the 95% interval reaches an infinite Elo: too few games to bound the difference)</source>
        <translation> (± ∞: el intervalo del 95 % llega a un Elo infinito: demasiado pocas partidas para acotar la diferencia)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Othello Search Lab: exact game-tree search on Othello.</source>
        <translation>Othello Search Lab: búsqueda exacta en árboles de juego de Othello.</translation>
    </message>
    <message>
        <source>Open the main window as it starts, save a picture of it as a PNG file and quit (no display needed).</source>
        <translation>Abre la ventana principal tal como arranca, guarda una imagen de ella en un archivo PNG y termina (no necesita pantalla).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
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
        <translation>Alfa-beta</translation>
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
        <translation>Mejor (PVS + TT + ordenación)</translation>
    </message>
    <message>
        <source>Best (PVS + ordering)</source>
        <translation>Mejor (PVS + ordenación)</translation>
    </message>
</context>
<context>
    <name>othello::AxisScale</name>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>k</source>
        <extracomment>Abbreviations of thousand, million, billion and trillion after a count: &quot;12 k&quot;, &quot;1.5 M&quot;, &quot;3 G&quot;, &quot;2 T&quot;.</extracomment>
        <translation>k</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>othello::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Game over: draw</source>
        <translation>Fin de la partida: tablas</translation>
    </message>
    <message>
        <source>Game over: Black wins by %1</source>
        <translation>Fin de la partida: ganan las negras por %1</translation>
    </message>
    <message>
        <source>Game over: White wins by %1</source>
        <translation>Fin de la partida: ganan las blancas por %1</translation>
    </message>
    <message>
        <source>Black %1 · White %2 — %3</source>
        <translation>Negras %1 · Blancas %2 — %3</translation>
    </message>
    <message>
        <source>Black must pass</source>
        <translation>Las negras deben pasar</translation>
    </message>
    <message>
        <source>White must pass</source>
        <translation>Las blancas deben pasar</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
</context>
<context>
    <name>othello::ChartExport</name>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>No se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>The image size must be positive</source>
        <translation>El tamaño de la imagen debe ser positivo</translation>
    </message>
    <message>
        <source>Unknown chart format “%1” (png, svg or pdf)</source>
        <translation>Formato de gráfico desconocido «%1» (png, svg o pdf)</translation>
    </message>
    <message>
        <source>Unknown chart size “%1” (column or two-column)</source>
        <translation>Tamaño de gráfico desconocido «%1» (column o two-column)</translation>
    </message>
</context>
<context>
    <name>othello::ChartFigure</name>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>othello::ChartLegend</name>
    <message>
        <source>Untick a series to hide it; point at one to highlight its line</source>
        <translation>Desmarque una serie para ocultarla; señale una para resaltar su línea</translation>
    </message>
</context>
<context>
    <name>othello::ChartPanel</name>
    <message>
        <source>Reset zoom</source>
        <translation>Restablecer zoom</translation>
    </message>
    <message>
        <source>Show every point again (also a double or right click on the chart; drag a rectangle or turn the wheel to zoom)</source>
        <translation>Mostrar de nuevo todos los puntos (también con doble clic o clic derecho en el gráfico; arrastre un rectángulo o gire la rueda para ampliar)</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>One small chart per algorithm on shared axes, instead of every line in one chart</source>
        <translation>Un gráfico pequeño por algoritmo con los ejes compartidos, en lugar de todas las líneas en un gráfico</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Write this chart as a figure for a report: PNG, SVG or PDF</source>
        <translation>Escribir este gráfico como figura para un informe: PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>this chart</source>
        <translation>este gráfico</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>Gráfico escrito en %1.</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonCharts</name>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Plot the y axis on a logarithmic scale</source>
        <translation>Dibujar el eje y en escala logarítmica</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>Tasa de aciertos de la TT</translation>
    </message>
    <message>
        <source>TT memory</source>
        <translation>Memoria de la TT</translation>
    </message>
    <message>
        <source>Generated</source>
        <extracomment>Node counter drawn by the Nodes chart (a short entry beside the chart tabs).</extracomment>
        <translation>Generados</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandidos</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Which node counter the Nodes chart draws: generated nodes, expanded nodes, or both (dotted)</source>
        <translation>Qué contador de nodos dibuja el gráfico de nodos: nodos generados, nodos expandidos o ambos (punteado)</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Escala log.</translation>
    </message>
    <message>
        <source>Absolute values</source>
        <extracomment>The charts&apos; values as they are (no baseline).</extracomment>
        <translation>Valores absolutos</translation>
    </message>
    <message>
        <source>÷ %1</source>
        <extracomment>An entry of &quot;relative to&quot;: &quot;÷ Alpha-beta TT off&quot;.</extracomment>
        <translation>÷ %1</translation>
    </message>
    <message>
        <source>Branching factor (L ÷ L+1)</source>
        <extracomment>An entry of the charts&apos; view: each value divided by the value at the next PV label.</extracomment>
        <translation>Factor de ramificación (L ÷ L+1)</translation>
    </message>
    <message>
        <source>How the Nodes and Time charts show their values: as they are; as the effective branching factor, each label&apos;s value divided by the next label&apos;s (nodes(L) ÷ nodes(L+1)); or relative to one search, each value divided by that search&apos;s at the same position (e.g. ÷ Alpha-beta TT off, or ÷ the default policy)</source>
        <translation>Cómo muestran sus valores los gráficos de nodos y de tiempo: tal cual; como factor de ramificación efectivo, el valor de cada etiqueta dividido por el de la siguiente (nodos(L) ÷ nodos(L+1)); o relativos a una búsqueda, cada valor dividido por el de esa búsqueda en la misma posición (p. ej. ÷ Alfa-beta sin TT, o ÷ la política por defecto)</translation>
    </message>
    <message>
        <source>Overlaid</source>
        <extracomment>The charts&apos; layout: every line in one plot.</extracomment>
        <translation>Superpuestas</translation>
    </message>
    <message>
        <source>Panels</source>
        <extracomment>The charts&apos; layout: a small plot per algorithm, on shared axes.</extracomment>
        <translation>Paneles</translation>
    </message>
    <message>
        <source>Every line in one chart, or one small chart per algorithm (per policy in a policy comparison) on shared axes, as papers show many close lines</source>
        <translation>Todas las líneas en un gráfico, o un gráfico pequeño por algoritmo (por política en una comparación de políticas) con los ejes compartidos, como muestran los artículos muchas líneas cercanas</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonJournal</name>
    <message>
        <source>Cannot create the journal folder %1</source>
        <translation>No se puede crear la carpeta del registro %1</translation>
    </message>
    <message>
        <source>Another instance of the program keeps the comparison runs</source>
        <translation>Otra instancia del programa conserva las ejecuciones de la comparación</translation>
    </message>
    <message>
        <source>recovered</source>
        <extracomment>The name of a run found interrupted in the journal of an earlier version.</extracomment>
        <translation>recuperada</translation>
    </message>
    <message>
        <source>last session</source>
        <extracomment>The name of the unsaved run of an earlier version&apos;s last session.</extracomment>
        <translation>última sesión</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonNames</name>
    <message>
        <source>TT on</source>
        <translation>con TT</translation>
    </message>
    <message>
        <source>TT off</source>
        <translation>sin TT</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>An algorithm and whether it uses a transposition table, e.g. &quot;Alpha-beta TT off&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
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
        <translation>diferencia de fichas</translation>
    </message>
    <message>
        <source>empties to the winner</source>
        <translation>vacías para el ganador</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonPanel</name>
    <message>
        <source>Algorithms</source>
        <translation>Algoritmos</translation>
    </message>
    <message>
        <source>TT off</source>
        <translation>sin TT</translation>
    </message>
    <message>
        <source>TT on</source>
        <translation>con TT</translation>
    </message>
    <message>
        <source>Search with %1</source>
        <translation>Buscar con %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>First PV label searched (34 is the final board, 1 the start)</source>
        <translation>Primera etiqueta de la VP que se busca (34 es el tablero final, 1 el inicio)</translation>
    </message>
    <message>
        <source>Last PV label searched; each combination climbs from the first label down to this one and stops after its first timeout</source>
        <translation>Última etiqueta de la VP que se busca; cada combinación sube desde la primera etiqueta hasta esta y se detiene tras su primer tiempo agotado</translation>
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
        <translation>Búsquedas simultáneas; con 1 los tiempos son comparables</translation>
    </message>
    <message>
        <source>From label:</source>
        <translation>Desde la etiqueta:</translation>
    </message>
    <message>
        <source>Down to label:</source>
        <translation>Hasta la etiqueta:</translation>
    </message>
    <message>
        <source>Time limit per position:</source>
        <translation>Tiempo límite por posición:</translation>
    </message>
    <message>
        <source>TT size:</source>
        <translation>Tamaño de la TT:</translation>
    </message>
    <message>
        <source>Parallel searches:</source>
        <translation>Búsquedas en paralelo:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>%v of %m searches</source>
        <translation>%v de %m búsquedas</translation>
    </message>
    <message>
        <source>Not running</source>
        <translation>Inactiva</translation>
    </message>
    <message>
        <source>Choose at least one algorithm.</source>
        <translation>Elija al menos un algoritmo.</translation>
    </message>
    <message>
        <source>The first label (%1) must not be below the last one (%2): the comparison climbs from the end of the game towards the start.</source>
        <translation>La primera etiqueta (%1) no puede ser menor que la última (%2): la comparación sube desde el final de la partida hacia el inicio.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>%1, label %2: %3 nodes generated, %4</source>
        <translation>%1, etiqueta %2: %3 nodos generados, %4</translation>
    </message>
    <message>
        <source>Waiting for the next search…</source>
        <translation>Esperando la siguiente búsqueda…</translation>
    </message>
    <message>
        <source>Elapsed: %1</source>
        <translation>Transcurrido: %1</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Tabla de transposición</translation>
    </message>
    <message>
        <source>Table policies the searches with TT compare, comma-separated, each a line of its own: %1</source>
        <translation>Políticas de tabla que comparan las búsquedas con TT, separadas por comas, cada una con su propia línea: %1</translation>
    </message>
    <message>
        <source>Mix (default)</source>
        <translation>Mezcla (predeterminado)</translation>
    </message>
    <message>
        <source>Zobrist</source>
        <translation>Zobrist</translation>
    </message>
    <message>
        <source>XOR of the bitboards (naive)</source>
        <translation>XOR de los bitboards (ingenuo)</translation>
    </message>
    <message>
        <source>Where the table puts a position; it always compares the whole position, and counts the probes a table keeping only the hash would have got wrong</source>
        <translation>Dónde coloca la tabla una posición; siempre compara la posición entera y cuenta las consultas en las que una tabla que solo guardara el hash se habría equivocado</translation>
    </message>
    <message>
        <source>Policy comparison</source>
        <translation>Comparación de políticas</translation>
    </message>
    <message>
        <source>One algorithm with a table under each of the course&apos;s policies</source>
        <translation>Un algoritmo con tabla bajo cada una de las políticas del curso</translation>
    </message>
    <message>
        <source>Policies:</source>
        <translation>Políticas:</translation>
    </message>
    <message>
        <source>Hash:</source>
        <translation>Hash:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a table policy; write %2.</source>
        <translation>&apos;%1&apos; no es una política de tabla; escriba %2.</translation>
    </message>
    <message>
        <source>Give at least one table policy.</source>
        <translation>Indique al menos una política de tabla.</translation>
    </message>
    <message>
        <source>6×6 PV</source>
        <translation>VP de 6×6</translation>
    </message>
    <message>
        <source>Position file</source>
        <translation>Archivo de posiciones</translation>
    </message>
    <message>
        <source>The PV climbs from the end of the game and stops a combination after its first timeout; a position file&apos;s positions are each tried by every combination, also after a timeout</source>
        <translation>La VP sube desde el final de la partida y detiene una combinación tras su primer tiempo agotado; cada posición de un archivo de posiciones la prueban todas las combinaciones, también tras un tiempo agotado</translation>
    </message>
    <message>
        <source>One position a line (OBF text)</source>
        <translation>Una posición por línea (texto OBF)</translation>
    </message>
    <message>
        <source>A position file: one position a line, as in the FForum files (all of one board size); each position is a point on the charts, numbered in line order</source>
        <translation>Un archivo de posiciones: una posición por línea, como en los archivos FForum (todas de un mismo tamaño de tablero); cada posición es un punto en los gráficos, numerada en el orden de las líneas</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation>Diferencia de fichas</translation>
    </message>
    <message>
        <source>Empties to the winner</source>
        <translation>Vacías para el ganador</translation>
    </message>
    <message>
        <source>How a finished game is scored: the course&apos;s disc difference, or the empty squares to the winner as in the FForum suite</source>
        <translation>Cómo se puntúa una partida terminada: la diferencia de fichas del curso, o las casillas vacías para el ganador como en la serie FForum</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Puntuación:</translation>
    </message>
    <message>
        <source>%1 holds %2 positions; at most %3 are compared.</source>
        <translation>%1 contiene %2 posiciones; se comparan como mucho %3.</translation>
    </message>
    <message>
        <source>Position File</source>
        <translation>Archivo de posiciones</translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation>Archivos de posiciones (*.obf *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose a position file.</source>
        <translation>Elija un archivo de posiciones.</translation>
    </message>
    <message>
        <source>Table policies and hashes other than the default apply under the disc difference only: with empties to the winner the searches keep a table of their own.</source>
        <translation>Las políticas y los hashes de tabla distintos de los predeterminados solo se aplican con la diferencia de fichas: con vacías para el ganador las búsquedas usan una tabla propia.</translation>
    </message>
    <message>
        <source>%1, position %2: %3 nodes generated, %4</source>
        <extracomment>Live progress: &quot;Alpha-beta TT on, label 27: 1,234,567 nodes generated, 3.20 s&quot;</extracomment>
        <translation>%1, posición %2: %3 nodos generados, %4</translation>
    </message>
    <message>
        <source>Policy Comparison</source>
        <translation>Comparación de políticas</translation>
    </message>
    <message numerus="yes">
        <source>The policy comparison searches %1 with a table under each of the course&apos;s %n policies.</source>
        <translation>
            <numerusform>La comparación de políticas busca con %1 con tabla bajo la política del curso.</numerusform>
            <numerusform>La comparación de políticas busca con %1 con tabla bajo cada una de las %n políticas del curso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have chosen %n search(es) a position: replace them, or add the comparison to them?</source>
        <translation>
            <numerusform>Ha elegido %n búsqueda por posición: ¿reemplazarla o añadirle la comparación?</numerusform>
            <numerusform>Ha elegido %n búsquedas por posición: ¿reemplazarlas o añadirles la comparación?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace: %n search(es) a position.</source>
        <translation>
            <numerusform>Reemplazar: %n búsqueda por posición.</numerusform>
            <numerusform>Reemplazar: %n búsquedas por posición.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add: your searches stay, and each one with a table compares every policy: %n search(es) a position.</source>
        <translation>
            <numerusform>Añadir: sus búsquedas se quedan y cada una con tabla compara todas las políticas: %n búsqueda por posición.</numerusform>
            <numerusform>Añadir: sus búsquedas se quedan y cada una con tabla compara todas las políticas: %n búsquedas por posición.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Chec&amp;k an Implementation…</source>
        <translation>Compro&amp;bar una implementación…</translation>
    </message>
    <message>
        <source>Check a student&apos;s log (or a results file) against the lab&apos;s searches, each stopped after the time limit per position: a run of its own, its rows marked equal or different</source>
        <translation>Comprobar la salida del programa de un estudiante (o un archivo de resultados) con las búsquedas del laboratorio, cada una detenida al llegar al tiempo límite por posición: una ejecución propia, con sus filas marcadas como iguales o distintas</translation>
    </message>
</context>
<context>
    <name>othello::ComparisonView</name>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Add a results file (CSV or JSON) as a run</source>
        <translation>Añadir un archivo de resultados (CSV o JSON) como una ejecución</translation>
    </message>
    <message>
        <source>Save CSV…</source>
        <translation>Guardar CSV…</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Guardar JSON…</translation>
    </message>
    <message>
        <source>Export Charts…</source>
        <translation>Exportar gráficos…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>Results are not journalled: %1</source>
        <translation>Los resultados no se están registrando: %1</translation>
    </message>
    <message>
        <source>The comparison could not be started.</source>
        <translation>No se pudo iniciar la comparación.</translation>
    </message>
    <message numerus="yes">
        <source>Comparison started: labels %1 to %2, %n combination(s)</source>
        <translation>
            <numerusform>Comparación iniciada: etiquetas %1 a %2, %n combinación</numerusform>
            <numerusform>Comparación iniciada: etiquetas %1 a %2, %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the comparison…</source>
        <translation>Deteniendo la comparación…</translation>
    </message>
    <message>
        <source>Cannot write the journal: %1</source>
        <translation>No se puede escribir el registro: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n search(es) finished.</source>
        <translation>
            <numerusform>Detenida: %n búsqueda terminada.</numerusform>
            <numerusform>Detenida: %n búsquedas terminadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n search(es).</source>
        <translation>
            <numerusform>Terminada: %n búsqueda.</numerusform>
            <numerusform>Terminada: %n búsquedas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no valid results.</source>
        <translation>%1 no contiene resultados válidos.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n result(s).</source>
        <translation>
            <numerusform>Se abrió %1: %n resultado.</numerusform>
            <numerusform>Se abrió %1: %n resultados.</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no results to save yet.</source>
        <translation>Todavía no hay resultados que guardar.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n result(s) to %1.</source>
        <translation>
            <numerusform>Se guardó %n resultado en %1.</numerusform>
            <numerusform>Se guardaron %n resultados en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Charts written to %1.</source>
        <translation>Gráficos escritos en %1.</translation>
    </message>
    <message>
        <source>Open Results</source>
        <translation>Abrir resultados</translation>
    </message>
    <message>
        <source>Results (*.csv *.json);;All files (*)</source>
        <translation>Resultados (*.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) were skipped; the valid results were loaded.</source>
        <translation>
            <numerusform>%1: se omitió %n línea; se cargaron los resultados válidos.</numerusform>
            <numerusform>%1: se omitieron %n líneas; se cargaron los resultados válidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Results of “%1”</source>
        <translation>Guardar los resultados de «%1»</translation>
    </message>
    <message>
        <source>JSON results (*.json)</source>
        <translation>Resultados JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV results (*.csv)</source>
        <translation>Resultados CSV (*.csv)</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>The transposition tables (%1 MiB each) do not fit in the memory available (%2 MiB).</source>
        <translation>Las tablas de transposición (%1 MiB cada una) no caben en la memoria disponible (%2 MiB).</translation>
    </message>
    <message numerus="yes">
        <source>Comparison started: %1 positions of %2, %n combination(s)</source>
        <translation>
            <numerusform>Comparación iniciada: %1 posiciones de %2, %n combinación</numerusform>
            <numerusform>Comparación iniciada: %1 posiciones de %2, %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Searches</source>
        <translation>Búsquedas</translation>
    </message>
    <message>
        <source>Policy summary</source>
        <extracomment>Tab beside the results table: totals per table policy, relative to the default policy.</extracomment>
        <translation>Resumen por política</translation>
    </message>
    <message>
        <source>nodes and time, and tt-hit-rate and tt-memory when a search used a transposition table,</source>
        <translation>nodes y time, y tt-hit-rate y tt-memory cuando alguna búsqueda usó tabla de transposición,</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Ejecución %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the last session are back.</source>
        <translation>
            <numerusform>Ha vuelto %n ejecución de la última sesión.</numerusform>
            <numerusform>Han vuelto %n ejecuciones de la última sesión.</numerusform>
        </translation>
    </message>
    <message>
        <source>The comparison “%1” was interrupted; the searches it finished are back.</source>
        <translation>La comparación «%1» se interrumpió; las búsquedas que terminó han vuelto.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <source>The running comparison cannot be removed; stop it first.</source>
        <translation>La comparación en curso no se puede quitar; deténgala antes.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” holds %n result(s) that are not saved. Remove it?</source>
        <translation>
            <numerusform>«%1» tiene %n resultado sin guardar. ¿Quitarla?</numerusform>
            <numerusform>«%1» tiene %n resultados sin guardar. ¿Quitarla?</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed results are gone: they do not come back at the next start.</source>
        <translation>Los resultados quitados se pierden: no vuelven en el siguiente arranque.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) are not saved.</source>
        <translation>
            <numerusform>%n resultado no está guardado.</numerusform>
            <numerusform>%n resultados no están guardados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove every run, %n of them not saved?</source>
        <translation>
            <numerusform>¿Quitar todas las ejecuciones, %n de ellas sin guardar?</numerusform>
            <numerusform>¿Quitar todas las ejecuciones, %n de ellas sin guardar?</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>Quitar todas</translation>
    </message>
    <message numerus="yes">
        <source>%n comparison result(s) are not saved: %1.</source>
        <extracomment>The Quit question&apos;s line: &quot;12 comparison results are not saved: Run 1, Run 2.&quot;</extracomment>
        <translation>
            <numerusform>%n resultado de la comparación no está guardado: %1.</numerusform>
            <numerusform>%n resultados de la comparación no están guardados: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs are kept only until you quit: %1</source>
        <translation>Las ejecuciones solo se conservan hasta que salga: %1</translation>
    </message>
    <message>
        <source>Save a run&apos;s results in the CLI&apos;s CSV format</source>
        <translation>Guardar los resultados de una ejecución en el formato CSV de la línea de órdenes</translation>
    </message>
    <message>
        <source>Save a run&apos;s results as JSON</source>
        <translation>Guardar los resultados de una ejecución como JSON</translation>
    </message>
    <message>
        <source>Write the charts as figures for a report: PNG, SVG or PDF</source>
        <translation>Escribir los gráficos como figuras para un informe: PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Remove every run (asks first when some are not saved)</source>
        <translation>Quitar todas las ejecuciones (pregunta antes si alguna no está guardada)</translation>
    </message>
    <message>
        <source>Runs</source>
        <extracomment>Tab beside the results table: the runs of the workspace (show, hide, rename, save, remove).</extracomment>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>A check is running: wait for it, or stop it, first.</source>
        <translation>Hay una comprobación en curso: espera a que termine, o detenla, antes.</translation>
    </message>
    <message>
        <source>A comparison is running: wait for it, or stop it, before checking an implementation.</source>
        <translation>Hay una comparación en curso: espera a que termine, o detenla, antes de comprobar una implementación.</translation>
    </message>
    <message>
        <source>Check an Implementation</source>
        <translation>Comprobar una implementación</translation>
    </message>
    <message>
        <source>The course program&apos;s output and results (*.txt *.log *.out *.csv *.json);;All files (*)</source>
        <translation>Salida del programa del curso y resultados (*.txt *.log *.out *.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <extracomment>As the command line says it: &quot;cannot read &apos;alice.txt&apos;: No such file or directory&quot;.</extracomment>
        <translation>no se puede leer «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n row(s) against the lab&apos;s searches, each stopped after %1 s…</source>
        <translation>
            <numerusform>Comprobando %n fila con las búsquedas del laboratorio, cada una detenida a los %1 s…</numerusform>
            <numerusform>Comprobando %n filas con las búsquedas del laboratorio, cada una detenida a los %1 s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped: %1</source>
        <translation>
            <numerusform>%n línea omitida: %1</numerusform>
            <numerusform>%n líneas omitidas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n run(s): %1 agree on every row, %2 differ.</source>
        <extracomment>After checking several logs: &quot;Checked 40 runs: 31 agree on every row, 9 differ.&quot;</extracomment>
        <translation>
            <numerusform>%n ejecución comprobada: %1 coinciden en todas las filas, %2 difieren.</numerusform>
            <numerusform>%n ejecuciones comprobadas: %1 coinciden en todas las filas, %2 difieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check stopped.</source>
        <translation>Comprobación detenida.</translation>
    </message>
    <message>
        <source>Checked: %1</source>
        <extracomment>Tooltip of the summary line of a checked run: the file it was read from.</extracomment>
        <translation>Comprobado: %1</translation>
    </message>
    <message>
        <source>Point at a row&apos;s verdict to read what explains it.</source>
        <translation>Señala el veredicto de una fila para leer qué lo explica.</translation>
    </message>
    <message>
        <source>Stopping the check…</source>
        <translation>Deteniendo la comprobación…</translation>
    </message>
    <message>
        <source>reference</source>
        <extracomment>The Runs tab&apos;s check column of a run of the lab&apos;s searches that checked runs are drawn against.</extracomment>
        <translation>referencia</translation>
    </message>
    <message>
        <source>Add the line the course&apos;s program prints first, naming the search: &quot;Algorithm: Negamax (alpha-beta version)&quot;, with &quot; w/ transposition table&quot; when it keeps one.</source>
        <extracomment>After the command line&apos;s words for a log without an &quot;Algorithm:&quot; line (they name its --algorithm option): what to do in the application.</extracomment>
        <translation>Añade la línea que el programa del curso imprime primero, la que nombra la búsqueda: «Algorithm: Negamax (alpha-beta version)», con « w/ transposition table» cuando usa una tabla.</translation>
    </message>
</context>
<context>
    <name>othello::CopyableTable</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
</context>
<context>
    <name>othello::CountVerdictText</name>
    <message>
        <source>the root call</source>
        <translation>la llamada raíz</translation>
    </message>
    <message>
        <source>pass call</source>
        <translation>llamada de pase</translation>
    </message>
    <message>
        <source>pass calls</source>
        <translation>llamadas de pase</translation>
    </message>
    <message>
        <source>call at a finished game</source>
        <translation>llamada en una partida terminada</translation>
    </message>
    <message>
        <source>calls at a finished game</source>
        <translation>llamadas en una partida terminada</translation>
    </message>
    <message>
        <source>TEST call</source>
        <translation>llamada TEST</translation>
    </message>
    <message>
        <source>TEST calls</source>
        <translation>llamadas TEST</translation>
    </message>
    <message>
        <source>null-window call</source>
        <translation>llamada con ventana nula</translation>
    </message>
    <message>
        <source>null-window calls</source>
        <translation>llamadas con ventana nula</translation>
    </message>
    <message>
        <source>re-search</source>
        <translation>re-búsqueda</translation>
    </message>
    <message>
        <source>re-searches</source>
        <translation>re-búsquedas</translation>
    </message>
    <message>
        <source>table hit</source>
        <translation>acierto de tabla</translation>
    </message>
    <message>
        <source>table hits</source>
        <translation>aciertos de tabla</translation>
    </message>
    <message>
        <source>equal</source>
        <extracomment>A count check&apos;s verdict: the student&apos;s numbers are the lab&apos;s.</extracomment>
        <translation>igual</translation>
    </message>
    <message>
        <source>different</source>
        <translation>distinto</translation>
    </message>
    <message>
        <source>unfinished (time limit)</source>
        <extracomment>A count check&apos;s verdict: the student&apos;s program stopped this search at its time limit.</extracomment>
        <translation>sin terminar (límite de tiempo)</translation>
    </message>
    <message>
        <source>not checked (best)</source>
        <extracomment>A count check&apos;s verdict: the lab&apos;s own search was stopped (time limit), or it is `best`.</extracomment>
        <translation>sin comprobar (best)</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>mueven las negras</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>mueven las blancas</translation>
    </message>
    <message>
        <source>, line %1</source>
        <extracomment>Where a claim is in its file: &quot;, line 9&quot; after the side to move.</extracomment>
        <translation>, línea %1</translation>
    </message>
    <message>
        <source>label %1 (%2%3)</source>
        <extracomment>&quot;label 27 (Black to move, line 9)&quot;</extracomment>
        <translation>etiqueta %1 (%2%3)</translation>
    </message>
    <message>
        <source>position %1 of its file (%2%3)</source>
        <extracomment>&quot;position 3 of its file (White to move)&quot;: a position of a results file.</extracomment>
        <translation>posición %1 de su archivo (%2%3)</translation>
    </message>
    <message>
        <source>value %1 (lab %2)</source>
        <extracomment>What differs: the student&apos;s value, then the lab&apos;s. &quot;#expanded&quot; and &quot;#generated&quot; are the course program&apos;s field names.</extracomment>
        <translation>valor %1 (laboratorio %2)</translation>
    </message>
    <message>
        <source>#expanded %1 (lab %2)</source>
        <translation>#expanded %1 (laboratorio %2)</translation>
    </message>
    <message>
        <source>#generated %1 (lab %2)</source>
        <translation>#generated %1 (laboratorio %2)</translation>
    </message>
    <message>
        <source>first difference: %1: %2</source>
        <extracomment>The line naming the first row that differs: &quot;first difference: label 27 (Black to move, line 10): #expanded 68 (lab 62)&quot;.</extracomment>
        <translation>primera diferencia: %1: %2</translation>
    </message>
    <message>
        <source>both your counts are 1 lower: is the root call left out of the counts?</source>
        <translation>tus dos cuentas son 1 menores: ¿se queda la llamada raíz fuera de las cuentas?</translation>
    </message>
    <message>
        <source>both your counts are lower, as many as the lab&apos;s tree has %1 (exactly %2): are they left out of the counts? Every call counts as generated, and one that tries its moves as expanded</source>
        <translation>tus dos cuentas son menores, en tantas como %1 tiene el árbol del laboratorio (exactamente %2): ¿se quedan fuera de las cuentas? Toda llamada cuenta como generada, y la que prueba sus jugadas, también como expandida</translation>
    </message>
    <message>
        <source>your #generated is 1 lower: is the root call left out of #generated?</source>
        <translation>tu #generated es 1 menor: ¿se queda la llamada raíz fuera de #generated?</translation>
    </message>
    <message>
        <source>your #generated is %1 lower, and the lab&apos;s tree has exactly %1 %2: are they left out of #generated? Every call counts as generated</source>
        <translation>tu #generated es %1 menor, y el árbol del laboratorio tiene exactamente %1 %2: ¿se quedan fuera de #generated? Toda llamada cuenta como generada</translation>
    </message>
    <message>
        <source>your #expanded is %1 higher, and the lab&apos;s tree has exactly %1 %2: are leaves counted as expanded? The course counts a finished game only as generated</source>
        <translation>tu #expanded es %1 mayor, y el árbol del laboratorio tiene exactamente %1 %2: ¿cuentas las hojas como expandidas? El curso cuenta una partida terminada solo como generada</translation>
    </message>
    <message>
        <source>your #expanded is %1 lower, and the lab&apos;s tree has exactly %1 %2, which the course counts as expanded</source>
        <translation>tu #expanded es %1 menor, y el árbol del laboratorio tiene exactamente %1 %2, que el curso cuenta como expandidos</translation>
    </message>
    <message>
        <source>the same number of calls (#generated agrees), counted as expanded otherwise: the course counts a call that tries its moves (also after a cutoff; a TEST when it starts looping) and a table hit that returns a value, never a finished game</source>
        <translation>el mismo número de llamadas (#generated coincide), contadas como expandidas de otro modo: el curso cuenta como expandida una llamada que prueba sus jugadas (también tras un corte; un TEST cuando empieza a recorrerlas) y un acierto de tabla que devuelve un valor, nunca una partida terminada</translation>
    </message>
    <message>
        <source>your search makes %1 more call than the lab&apos;s: its tree differs.</source>
        <translation>tu búsqueda hace %1 llamada más que la del laboratorio: su árbol es otro.</translation>
    </message>
    <message>
        <source>your search makes %1 more calls than the lab&apos;s: its tree differs.</source>
        <translation>tu búsqueda hace %1 llamadas más que la del laboratorio: su árbol es otro.</translation>
    </message>
    <message>
        <source>your search makes %1 fewer call than the lab&apos;s: its tree differs.</source>
        <translation>tu búsqueda hace %1 llamada menos que la del laboratorio: su árbol es otro.</translation>
    </message>
    <message>
        <source>your search makes %1 fewer calls than the lab&apos;s: its tree differs.</source>
        <translation>tu búsqueda hace %1 llamadas menos que la del laboratorio: su árbol es otro.</translation>
    </message>
    <message>
        <source>Print a trace of this position (docs/check.md) and open it in the Tree tab (Open a Student&apos;s Trace…) to find the first call where it does.</source>
        <translation>Imprime una traza de esta posición (docs/check.md) y ábrela en la pestaña Árbol (Abrir la traza de un estudiante…) para encontrar la primera llamada en la que difiere.</translation>
    </message>
    <message>
        <source>Print a trace of this position (docs/check.md) and find the first call where it does: %1</source>
        <translation>Imprime una traza de esta posición (docs/check.md) y encuentra la primera llamada en la que difiere: %1</translation>
    </message>
    <message>
        <source>the value is the lab&apos;s negated: the course prints Black&apos;s view (value=color*value, color +1 for Black); a value from the side to move&apos;s view, or Scout&apos;s Black-view value times color, has the wrong sign at White&apos;s turn</source>
        <translation>el valor es el del laboratorio cambiado de signo: el curso imprime el valor desde el lado de las negras (value=color*value, color +1 para las negras); un valor desde el lado del bando que mueve, o el valor de Scout desde el lado de las negras multiplicado por color, tiene el signo equivocado en el turno de las blancas</translation>
    </message>
    <message>
        <source>the counts agree but the value does not: the tree is the lab&apos;s, the value is computed or printed otherwise</source>
        <translation>las cuentas coinciden pero el valor no: el árbol es el del laboratorio; el valor se calcula o se imprime de otro modo</translation>
    </message>
</context>
<context>
    <name>othello::CrosstableModel</name>
    <message>
        <source>%1 against %2:
%3</source>
        <translation>%1 contra %2:
%3</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Rows: %1&apos;s points against each player</source>
        <translation>Filas: los puntos de %1 contra cada jugador</translation>
    </message>
    <message>
        <source>Columns: each player&apos;s points against %1</source>
        <translation>Columnas: los puntos de cada jugador contra %1</translation>
    </message>
</context>
<context>
    <name>othello::DepthChart</name>
    <message>
        <source>Generated nodes by depth (sum over the positions)</source>
        <translation>Nodos generados por profundidad (suma sobre las posiciones)</translation>
    </message>
    <message>
        <source>Search time by depth (sum over the positions)</source>
        <translation>Tiempo de búsqueda por profundidad (suma sobre las posiciones)</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidad</translation>
    </message>
    <message>
        <source>%1, TT</source>
        <translation>%1, TT</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodos</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>%1 generated nodes</source>
        <translation>%1 nodos generados</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1
Depth %2: %3</source>
        <translation>%1
Profundidad %2: %3</translation>
    </message>
    <message>
        <source>absolute values</source>
        <extracomment>A depth chart&apos;s subtitle: its view, then what was searched (&quot;absolute values · 6×6, the start position&quot;).</extracomment>
        <translation>valores absolutos</translation>
    </message>
    <message>
        <source>absolute values · %1</source>
        <translation>valores absolutos · %1</translation>
    </message>
    <message>
        <source>Generated nodes by depth</source>
        <translation>Nodos generados por profundidad</translation>
    </message>
    <message>
        <source>Search time by depth</source>
        <translation>Tiempo de búsqueda por profundidad</translation>
    </message>
</context>
<context>
    <name>othello::DepthComparisonPage</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>TT off</source>
        <translation>sin TT</translation>
    </message>
    <message>
        <source>TT on</source>
        <translation>con TT</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posición inicial</translation>
    </message>
    <message>
        <source>A position file: one position a line (position text, optionally &apos;;&apos; and a comment)</source>
        <translation>Un archivo de posiciones: una posición por línea (texto de posición, opcionalmente &apos;;&apos; y un comentario)</translation>
    </message>
    <message>
        <source>Searches</source>
        <translation>Búsquedas</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>Deepest depth:</source>
        <translation>Profundidad máxima:</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>Evaluación:</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation>Archivos de posiciones (*.obf *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 of %2 searches done; %3 nodes in the current one; %4 s in all.</source>
        <translation>%1 de %2 búsquedas hechas; %3 nodos en la actual; %4 s en total.</translation>
    </message>
    <message>
        <source>Choose at least one search and TT off or on.</source>
        <translation>Elija al menos una búsqueda y TT sí o no.</translation>
    </message>
    <message>
        <source>%1 searches to run.</source>
        <translation>%1 búsquedas por hacer.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 searches.</source>
        <translation>Detenida tras %1 de %2 búsquedas.</translation>
    </message>
    <message>
        <source>Finished: %1 searches.</source>
        <translation>Terminada: %1 búsquedas.</translation>
    </message>
    <message>
        <source>Export Searches as CSV</source>
        <translation>Exportar búsquedas como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Escrito %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Forget these rows: they are not offered again at the next start</source>
        <translation>Olvidar estas búsquedas: no se ofrecerán de nuevo en el próximo inicio</translation>
    </message>
    <message>
        <source>NegaScout (principal variation search) with move ordering: the table&apos;s move first when it runs with TT on, then the moves that leave the opponent fewest replies</source>
        <translation>NegaScout (búsqueda de variante principal) con ordenación de jugadas: primero la jugada de la tabla cuando se ejecuta con TT, después las jugadas que dejan al rival menos respuestas</translation>
    </message>
    <message>
        <source>Unsaved Searches</source>
        <translation>Búsquedas sin exportar</translation>
    </message>
    <message numerus="yes">
        <source>The %n search(es) shown are not exported. Export them before a new comparison replaces them?</source>
        <translation>
            <numerusform>La búsqueda mostrada no está exportada. ¿Exportarla antes de que una comparación nueva la reemplace?</numerusform>
            <numerusform>Las %n búsquedas mostradas no están exportadas. ¿Exportarlas antes de que una comparación nueva las reemplace?</numerusform>
        </translation>
    </message>
    <message>
        <source>The searches cannot be kept for the next start: %1</source>
        <translation>Las búsquedas no se pueden guardar para el próximo inicio: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) of your last session, not exported yet: kept until you export them or discard them.</source>
        <translation>
            <numerusform>%n búsqueda de su última sesión, aún sin exportar: se guarda hasta que la exporte o la descarte.</numerusform>
            <numerusform>%n búsquedas de su última sesión, aún sin exportar: se guardan hasta que las exporte o las descarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) not exported yet: kept for the next start until you export them or discard them.</source>
        <translation>
            <numerusform>%n búsqueda aún sin exportar: se guarda para el próximo inicio hasta que la exporte o la descarte.</numerusform>
            <numerusform>%n búsquedas aún sin exportar: se guardan para el próximo inicio hasta que las exporte o las descarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The depth comparison&apos;s %n search(es) are not exported.</source>
        <translation>
            <numerusform>La búsqueda de la comparación de profundidades no está exportada.</numerusform>
            <numerusform>Las %n búsquedas de la comparación de profundidades no están exportadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the start position</source>
        <extracomment>What a depth comparison searched, in its charts&apos; subtitles: &quot;6×6, the start position&quot; or &quot;8×8, fforum-40-59.obf: 20 positions&quot;.</extracomment>
        <translation>%1, la posición inicial</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n position(s)</source>
        <translation>
            <numerusform>%1, %2: %n posición</numerusform>
            <numerusform>%1, %2: %n posiciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>othello::DepthRowsModel</name>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>TT</source>
        <translation>TT</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandidos</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generados</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Value
(%1)</source>
        <translation>Valor
(%1)</translation>
    </message>
    <message>
        <source>The search&apos;s value in evaluation points (the evaluation&apos;s own units, not discs; a finished game counts its disc score times 1,000,000): %1 (Settings &gt; Values From)</source>
        <translation>El valor de la búsqueda en puntos de evaluación (las unidades propias de la evaluación, no fichas; una partida terminada cuenta su puntuación en fichas por 1.000.000): %1 (Configuración &gt; Valores desde)</translation>
    </message>
</context>
<context>
    <name>othello::EngineManagerDialog</name>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <source>External Engines</source>
        <translation>Motores externos</translation>
    </message>
    <message>
        <source>Engines that speak the NBoard protocol (Edax, NTest, othello-lab-cli nboard, …) play 8×8 games in the Play and Tournament tabs. One that does not start, stops, answers late or plays an illegal move loses that game.</source>
        <translation>Los motores que hablan el protocolo NBoard (Edax, NTest, othello-lab-cli nboard, …) juegan partidas de 8×8 en las pestañas Jugar y Torneo. Uno que no arranca, se detiene, responde tarde o hace una jugada ilegal pierde esa partida.</translation>
    </message>
    <message>
        <source>The name in tables and files</source>
        <translation>El nombre en tablas y archivos</translation>
    </message>
    <message>
        <source>The program and its arguments, as typed in a terminal</source>
        <translation>El programa y sus argumentos, como se escriben en una terminal</translation>
    </message>
    <message>
        <source>e.g. /opt/edax/mEdax -n 1</source>
        <translation>p. ej. /opt/edax/mEdax -n 1</translation>
    </message>
    <message>
        <source>the current folder</source>
        <translation>la carpeta actual</translation>
    </message>
    <message>
        <source>The folder the engine starts in (some engines find their data files there)</source>
        <translation>La carpeta en la que arranca el motor (algunos motores buscan allí sus archivos de datos)</translation>
    </message>
    <message>
        <source>Sent to the engine as &quot;set depth&quot;</source>
        <translation>Se envía al motor como «set depth»</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>default (%1 s)</source>
        <translation>predeterminado (%1 s)</translation>
    </message>
    <message>
        <source>The time the engine may take for a move before it loses the game</source>
        <translation>El tiempo que el motor puede tardar en una jugada antes de perder la partida</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Orden:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidad:</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Programa del motor</translation>
    </message>
    <message>
        <source>Engine Folder</source>
        <translation>Carpeta del motor</translation>
    </message>
    <message>
        <source>The engine answered: %1</source>
        <translation>El motor respondió: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>The engine failed: %1</source>
        <translation>El motor falló: %1</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>motor %1</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Arrancando el motor…</translation>
    </message>
    <message>
        <source>Every engine needs a name.</source>
        <translation>Cada motor necesita un nombre.</translation>
    </message>
    <message>
        <source>Two engines are named %1.</source>
        <translation>Dos motores se llaman %1.</translation>
    </message>
    <message>
        <source>%1 has no command.</source>
        <translation>%1 no tiene orden.</translation>
    </message>
    <message>
        <source>The folder of %1 contains &apos;:&apos;, which player specifications cannot hold.</source>
        <translation>La carpeta de %1 contiene «:», que las especificaciones de jugador no admiten.</translation>
    </message>
    <message>
        <source>default (the time per move, at least %1 s)</source>
        <translation>predeterminado (el tiempo por jugada, al menos %1 s)</translation>
    </message>
    <message>
        <source>The time the engine may take to start and give its first answer (an engine may load or build its opening book first)</source>
        <translation>El tiempo que el motor puede tardar en arrancar y dar su primera respuesta (un motor puede cargar o construir antes su libro de aperturas)</translation>
    </message>
    <message>
        <source>Start-up time:</source>
        <translation>Tiempo de arranque:</translation>
    </message>
</context>
<context>
    <name>othello::EnginePlayerForm</name>
    <message>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Tabla de transposición</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Plies searched (with a time per move: the deepest iteration allowed)</source>
        <translation>Medias jugadas buscadas (con tiempo por jugada: la iteración más profunda permitida)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The name in tables and files</source>
        <translation>El nombre en tablas y archivos</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Fuerza:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Búsqueda:</translation>
    </message>
    <message>
        <source>Evaluation:</source>
        <translation>Evaluación:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Profundidad:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation>Motores…</translation>
    </message>
    <message>
        <source>Add, edit or test external engines (NBoard protocol)</source>
        <translation>Añadir, editar o probar motores externos (protocolo NBoard)</translation>
    </message>
    <message>
        <source>External engine: %1</source>
        <translation>Motor externo: %1</translation>
    </message>
</context>
<context>
    <name>othello::ExplorePage</name>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Return to PV</source>
        <translation>Volver a la VP</translation>
    </message>
    <message>
        <source>Pass: allowed only when the side to move has no legal move</source>
        <translation>Pasar: solo se permite cuando el bando que mueve no tiene ninguna jugada legal</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Variante principal</translation>
    </message>
    <message>
        <source>You left the principal variation. Use “Return to PV” to go back.</source>
        <translation>Ha salido de la variante principal. Use «Volver a la VP» para regresar.</translation>
    </message>
    <message>
        <source>On the principal variation. Click a legal square to try another move.</source>
        <translation>En la variante principal. Haga clic en una casilla legal para probar otra jugada.</translation>
    </message>
    <message>
        <source>You left the principal variation (%1).</source>
        <translation>Ha salido de la variante principal (%1).</translation>
    </message>
    <message>
        <source>Played the optimal line to the end of the game: Black %1, White %2.</source>
        <translation>Se jugó la línea óptima hasta el final de la partida: negras %1, blancas %2.</translation>
    </message>
    <message>
        <source>Back on the principal variation (%1).</source>
        <translation>De vuelta en la variante principal (%1).</translation>
    </message>
    <message>
        <source>Edit Position…</source>
        <translation>Editar posición…</translation>
    </message>
    <message>
        <source>Go back to the PV position you left (from your own position: the PV label you last saw)</source>
        <translation>Volver a la posición de la VP que dejó (desde su propia posición: la última etiqueta de la VP que vio)</translation>
    </message>
    <message>
        <source>Set up any position (4×4, 6×6 or 8×8) to explore; or paste one (%1)</source>
        <translation>Preparar cualquier posición (4×4, 6×6 u 8×8) para explorarla; o pegar una (%1)</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>&amp;Editar posición…</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <source>Copy the position shown as text (the CLI&apos;s --position format)</source>
        <translation>Copiar como texto la posición mostrada (el formato de --position de la CLI)</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <source>Explore the position on the clipboard: position text or an OBF line</source>
        <translation>Explorar la posición del portapapeles: texto de posición o una línea OBF</translation>
    </message>
    <message>
        <source>&amp;Back to the Principal Variation</source>
        <translation>&amp;Volver a la variante principal</translation>
    </message>
    <message>
        <source>Copied the position: %1</source>
        <translation>Posición copiada: %1</translation>
    </message>
    <message>
        <source>Paste Position: %1</source>
        <translation>Pegar posición: %1</translation>
    </message>
    <message>
        <source>Exploring the pasted %1×%1 position.</source>
        <translation>Explorando la posición %1×%1 pegada.</translation>
    </message>
    <message>
        <source>Exploring your %1×%1 position.</source>
        <translation>Explorando su posición %1×%1.</translation>
    </message>
    <message>
        <source>Exploring your own %1×%1 position. Click a legal square to play a move.</source>
        <translation>Explorando su propia posición %1×%1. Haga clic en una casilla legal para jugar.</translation>
    </message>
    <message>
        <source>Exploring your own position (%1).</source>
        <translation>Explorando su propia posición (%1).</translation>
    </message>
    <message>
        <source>Line explored</source>
        <translation>Línea explorada</translation>
    </message>
</context>
<context>
    <name>othello::FigureExportDialog</name>
    <message>
        <source>Export Figures</source>
        <translation>Exportar figuras</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>%1 × %2 cm</source>
        <translation>%1 × %2 cm</translation>
    </message>
    <message>
        <source>One column (%1)</source>
        <extracomment>A figure as wide as one column of a two-column paper.</extracomment>
        <translation>Una columna (%1)</translation>
    </message>
    <message>
        <source>Two columns (%1)</source>
        <extracomment>A figure as wide as the whole text of a two-column paper.</extracomment>
        <translation>Dos columnas (%1)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Tamaño propio</translation>
    </message>
    <message>
        <source>The printed size of the figure: its fonts and lines are sized for it</source>
        <translation>El tamaño impreso de la figura: sus letras y líneas se dimensionan para él</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> ppp</translation>
    </message>
    <message>
        <source>The PNG&apos;s pixels per inch: more pixels, the same layout (SVG and PDF are vector)</source>
        <translation>Los píxeles por pulgada del PNG: más píxeles, la misma disposición (SVG y PDF son vectoriales)</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG (vectorial)</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF (vectorial)</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolución:</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formatos:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Export Figures To</source>
        <translation>Exportar figuras a</translation>
    </message>
    <message>
        <source>Writes %1 as %2: %3 × %4 cm (the PNG %5 × %6 pixels); existing files are replaced. The figures show what the charts show: the view, the scale, the layout; series hidden on screen are left out.</source>
        <translation>Escribe %1 como %2: %3 × %4 cm (el PNG, %5 × %6 píxeles); los archivos que ya existan se reemplazan. Las figuras muestran lo que muestran los gráficos: la vista, la escala, la disposición; las series ocultas en pantalla no aparecen.</translation>
    </message>
    <message>
        <source>no format</source>
        <translation>ningún formato</translation>
    </message>
</context>
<context>
    <name>othello::GameListModel</name>
    <message>
        <source>Double-click to replay this game in the Play tab.</source>
        <translation>Doble clic para reproducir esta partida en la pestaña Jugar.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Black lost on time</source>
        <translation>Negras perdieron por tiempo</translation>
    </message>
    <message>
        <source>White lost on time</source>
        <translation>Blancas perdieron por tiempo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Ended by</source>
        <translation>Terminó por</translation>
    </message>
    <message>
        <source>Black&apos;s discs minus White&apos;s under the game&apos;s scoring (a forfeit counts as the largest loss). A finished game has no side to move, so this is Black&apos;s view whichever view Settings &gt; Values From chooses.</source>
        <translation>Las fichas de las negras menos las de las blancas según la puntuación de la partida (una partida perdida por fallo cuenta como la mayor derrota). Una partida terminada no tiene bando que mueve: es desde el lado de las negras elija lo que elija Configuración &gt; Valores desde.</translation>
    </message>
    <message>
        <source>Margin
(Black)</source>
        <translation>Margen
(negras)</translation>
    </message>
</context>
<context>
    <name>othello::GameMoveModel</name>
    <message>
        <source>%1. Black %2</source>
        <translation>%1. Negras %2</translation>
    </message>
    <message>
        <source>%1. White %2</source>
        <translation>%1. Blancas %2</translation>
    </message>
</context>
<context>
    <name>othello::GameSession</name>
    <message>
        <source>PV label %1 (ply %2)</source>
        <translation>Etiqueta %1 de la VP (semijugada %2)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>1 move off the PV after label %1</source>
        <translation>1 jugada fuera de la VP tras la etiqueta %1</translation>
    </message>
    <message>
        <source>%1 moves off the PV after label %2</source>
        <translation>%1 jugadas fuera de la VP tras la etiqueta %2</translation>
    </message>
    <message>
        <source>Your %1×%1 position</source>
        <translation>Su posición %1×%1</translation>
    </message>
    <message>
        <source>1 move after your %1×%1 position</source>
        <translation>1 jugada después de su posición %1×%1</translation>
    </message>
    <message>
        <source>%1 moves after your %2×%2 position</source>
        <translation>%1 jugadas después de su posición %2×%2</translation>
    </message>
</context>
<context>
    <name>othello::HelpDialog</name>
    <message>
        <source>Othello Search Lab Manual</source>
        <translation>Manual de Othello Search Lab</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
</context>
<context>
    <name>othello::ImageFile</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation>no se pudo codificar la imagen</translation>
    </message>
</context>
<context>
    <name>othello::LabelChart</name>
    <message>
        <source>Nodes per PV label</source>
        <translation>Nodos por etiqueta de la VP</translation>
    </message>
    <message>
        <source>Search time per PV label</source>
        <translation>Tiempo de búsqueda por etiqueta de la VP</translation>
    </message>
    <message>
        <source>PV label</source>
        <translation>Etiqueta de la VP</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodos</translation>
    </message>
    <message>
        <source>TT hit rate per PV label</source>
        <translation>Tasa de aciertos de la TT por etiqueta de la VP</translation>
    </message>
    <message>
        <source>TT peak memory per PV label</source>
        <translation>Memoria máxima de la TT por etiqueta de la VP</translation>
    </message>
    <message>
        <source>hits per 100 probes</source>
        <translation>aciertos por cada 100 consultas</translation>
    </message>
    <message>
        <source>Nodes per position</source>
        <translation>Nodos por posición</translation>
    </message>
    <message>
        <source>Nodes per PV label or position</source>
        <translation>Nodos por etiqueta de la VP o posición</translation>
    </message>
    <message>
        <source>Search time per position</source>
        <translation>Tiempo de búsqueda por posición</translation>
    </message>
    <message>
        <source>Search time per PV label or position</source>
        <translation>Tiempo de búsqueda por etiqueta de la VP o posición</translation>
    </message>
    <message>
        <source>TT hit rate per position</source>
        <translation>Tasa de aciertos de la TT por posición</translation>
    </message>
    <message>
        <source>TT hit rate per PV label or position</source>
        <translation>Tasa de aciertos de la TT por etiqueta de la VP o posición</translation>
    </message>
    <message>
        <source>TT peak memory per position</source>
        <translation>Memoria máxima de la TT por posición</translation>
    </message>
    <message>
        <source>TT peak memory per PV label or position</source>
        <translation>Memoria máxima de la TT por etiqueta de la VP o posición</translation>
    </message>
    <message>
        <source>position in the file</source>
        <translation>posición en el archivo</translation>
    </message>
    <message>
        <source>PV label or position in the file</source>
        <translation>etiqueta de la VP o posición en el archivo</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>generated nodes</source>
        <translation>nodos generados</translation>
    </message>
    <message>
        <source>expanded nodes</source>
        <translation>nodos expandidos</translation>
    </message>
    <message>
        <source>Effective branching factor per PV label</source>
        <translation>Factor de ramificación efectivo por etiqueta de la VP</translation>
    </message>
    <message>
        <source>Growth of the search time per PV label</source>
        <extracomment>Chart title: the search time at each label divided by the time at the next label.</extracomment>
        <translation>Crecimiento del tiempo de búsqueda por etiqueta de la VP</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>memoria máxima</translation>
    </message>
    <message>
        <source>%1: L ÷ L+1</source>
        <extracomment>Axis title of the branching factor view: &quot;generated nodes: L ÷ L+1&quot; (the value at label L divided by the value at label L+1); short, it runs along the plot&apos;s height.</extracomment>
        <translation>%1: L ÷ L+1</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Search time</source>
        <translation>Tiempo de búsqueda</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>Tasa de aciertos de la TT</translation>
    </message>
    <message>
        <source>TT peak memory</source>
        <translation>Memoria máxima de la TT</translation>
    </message>
    <message>
        <source>Effective branching factor</source>
        <translation>Factor de ramificación efectivo</translation>
    </message>
    <message>
        <source>Growth of the search time</source>
        <translation>Crecimiento del tiempo de búsqueda</translation>
    </message>
    <message>
        <source>branching factor: each label&apos;s value ÷ the next label&apos;s</source>
        <translation>factor de ramificación: el valor de cada etiqueta ÷ el de la siguiente</translation>
    </message>
    <message>
        <source>ratio to %1</source>
        <translation>razón respecto de %1</translation>
    </message>
    <message>
        <source>absolute values</source>
        <translation>valores absolutos</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A chart&apos;s subtitle: its view, then its positions (&quot;ratio to Alpha-beta TT off · 6×6 PV, labels 34 to 20&quot;).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1×%1 PV, labels %2 to %3</source>
        <extracomment>The PV&apos;s positions in a chart&apos;s subtitle: &quot;6×6 PV, labels 34 to 20&quot; (from the end of the game back).</extracomment>
        <translation>VP de %1×%1, etiquetas %2 a %3</translation>
    </message>
    <message>
        <source>%1, %2×%2, positions %3 to %4</source>
        <extracomment>A position file&apos;s positions in a chart&apos;s subtitle: &quot;fforum-40-59.obf, 8×8, positions 1 to 20&quot;.</extracomment>
        <translation>%1, %2×%2, posiciones %3 a %4</translation>
    </message>
    <message>
        <source>%1, positions %2 to %3</source>
        <extracomment>A position file&apos;s positions before any result: &quot;fforum-40-59.obf, positions 1 to 20&quot;.</extracomment>
        <translation>%1, posiciones %2 a %3</translation>
    </message>
    <message>
        <source>Position %1</source>
        <extracomment>The pointer readout&apos;s heading over a position of a position file.</extracomment>
        <translation>Posición %1</translation>
    </message>
    <message>
        <source>PV label %1</source>
        <extracomment>The pointer readout&apos;s heading over a PV label.</extracomment>
        <translation>Etiqueta de la VP %1</translation>
    </message>
    <message>
        <source>branching factor</source>
        <extracomment>The branching factor view&apos;s axis title where the whole one does not fit.</extracomment>
        <translation>factor de ramificación</translation>
    </message>
    <message>
        <source>%1 ÷ reference</source>
        <extracomment>Axis title of a chart relative to a reference search: &quot;generated nodes ÷ reference&quot;.</extracomment>
        <translation>%1 ÷ referencia</translation>
    </message>
    <message>
        <source>ratio to reference</source>
        <extracomment>A ratio view&apos;s axis title where the whole one does not fit.</extracomment>
        <translation>razón a la referencia</translation>
    </message>
</context>
<context>
    <name>othello::LineValueChart</name>
    <message>
        <source>Compute Values</source>
        <translation>Calcular valores</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>ply</source>
        <translation>semijugada</translation>
    </message>
    <message>
        <source>Solve the positions of the line whose value is not known yet, with best and its table, in the background (the last positions first)</source>
        <translation>Resolver en segundo plano, con best y su tabla, las posiciones de la línea cuyo valor aún no se conoce (primero las últimas)</translation>
    </message>
    <message>
        <source>Stop computing values; the values found stay in the chart</source>
        <translation>Dejar de calcular valores; los valores encontrados se quedan en el gráfico</translation>
    </message>
    <message>
        <source>Value along the line</source>
        <translation>Valor a lo largo de la línea</translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation>Valor exacto</translation>
    </message>
    <message>
        <source>Position shown</source>
        <translation>Posición mostrada</translation>
    </message>
    <message>
        <source>%1 of %2 values known.</source>
        <translation>%1 de %2 valores conocidos.</translation>
    </message>
    <message>
        <source>Solving ply %1…</source>
        <translation>Resolviendo la semijugada %1…</translation>
    </message>
    <message>
        <source>Compute Values solves the others.</source>
        <translation>Calcular valores resuelve los demás.</translation>
    </message>
    <message>
        <source>discs (%1)</source>
        <translation>fichas (%1)</translation>
    </message>
    <message>
        <source>Ply %1: %2 (%3)</source>
        <translation>Semijugada %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 nodes, %2 s</source>
        <translation>%1 nodos, %2 s</translation>
    </message>
    <message>
        <source>The exact value of each position of the line, in discs: %1 (Settings &gt; Values From). Click a point to go to that ply.</source>
        <translation>El valor exacto de cada posición de la línea, en fichas: %1 (Configuración &gt; Valores desde). Haga clic en un punto para ir a esa semijugada.</translation>
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
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Ready. Step through the principal variation or click a legal square to play.</source>
        <translation>Listo. Recorra la variante principal o haga clic en una casilla legal para jugar.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open Results…</source>
        <translation>&amp;Abrir resultados…</translation>
    </message>
    <message>
        <source>Export Results as &amp;CSV…</source>
        <translation>Exportar resultados como &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Results as &amp;JSON…</source>
        <translation>Exportar resultados como &amp;JSON…</translation>
    </message>
    <message>
        <source>Export Charts as &amp;PNG…</source>
        <translation>Exportar gráficos como &amp;PNG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Othello Search Lab</source>
        <translation>A&amp;cerca de Othello Search Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>About Othello Search Lab</source>
        <translation>Acerca de Othello Search Lab</translation>
    </message>
    <message>
        <source>Searches are running</source>
        <translation>Hay búsquedas en curso</translation>
    </message>
    <message>
        <source>A search is still running. Stop it and quit?</source>
        <translation>Todavía hay una búsqueda en curso. ¿Detenerla y salir?</translation>
    </message>
    <message>
        <source>Stop and Quit</source>
        <translation>Detener y salir</translation>
    </message>
    <message>
        <source>Keep Running</source>
        <translation>Seguir buscando</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Othello Search Lab %1&lt;/h3&gt;&lt;p&gt;A laboratory for game-tree search on 6×6 Othello: %2, with and without a transposition table, on the positions of the principal variation.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL-3.0) and Qt Charts (GPL-3.0-only).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Othello Search Lab %1&lt;/h3&gt;&lt;p&gt;Un laboratorio de búsqueda en árboles de juego sobre Othello 6×6: %2, con y sin tabla de transposición, en las posiciones de la variante principal.&lt;/p&gt;&lt;p&gt;Este programa es software libre: puede redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU publicada por la Free Software Foundation, ya sea la versión 3 de la Licencia o (a su elección) cualquier versión posterior (GPL-3.0-or-later). Se distribuye sin ninguna garantía.&lt;/p&gt;&lt;p&gt;Hecho con Qt %3 (LGPL-3.0) y Qt Charts (GPL-3.0-only).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Depths</source>
        <translation>Profundidades</translation>
    </message>
    <message>
        <source>Unsaved Results</source>
        <translation>Resultados sin guardar</translation>
    </message>
    <message>
        <source>Save your results before quitting?</source>
        <translation>¿Guardar los resultados antes de salir?</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Árbol</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Values From</source>
        <translation>&amp;Valores desde</translation>
    </message>
    <message>
        <source>&amp;Black&apos;s View</source>
        <translation>El lado de las &amp;negras</translation>
    </message>
    <message>
        <source>Every value is shown for Black: + when Black is ahead, − when White is</source>
        <translation>Cada valor se muestra para las negras: + cuando van por delante las negras, − cuando van las blancas</translation>
    </message>
    <message>
        <source>The &amp;Side to Move&apos;s View</source>
        <translation>El lado del &amp;bando que mueve</translation>
    </message>
    <message>
        <source>Every value is shown for the side to move in its position: + when the player to move is ahead</source>
        <translation>Cada valor se muestra para el bando que mueve en su posición: + cuando va por delante quien mueve</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Keep for Next Start</source>
        <translation>Guardar para el próximo inicio</translation>
    </message>
    <message>
        <source>They are kept for the next start unless you discard them.</source>
        <translation>Se guardan para el próximo inicio salvo que los descarte.</translation>
    </message>
    <message>
        <source>Check an &amp;Implementation…</source>
        <translation>Comprobar una &amp;implementación…</translation>
    </message>
</context>
<context>
    <name>othello::MoveAnalysisPanel</name>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>Analyse moves</source>
        <translation>Analizar jugadas</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop analysing this position; the values found so far stay on the board</source>
        <translation>Deja de analizar esta posición; los valores hallados hasta ahora se quedan en el tablero</translation>
    </message>
    <message>
        <source>Analyse moves shows the exact value of every legal move on its square.</source>
        <translation>Analizar jugadas muestra el valor exacto de cada jugada legal en su casilla.</translation>
    </message>
    <message>
        <source>Game over: no moves to analyse.</source>
        <translation>Partida terminada: no hay jugadas que analizar.</translation>
    </message>
    <message>
        <source>Analysing… %1 moves solved</source>
        <translation>Analizando… %1 jugadas resueltas</translation>
    </message>
    <message>
        <source>Analysing… %1 moves solved (%2 nodes expanded, %3 s)</source>
        <translation>Analizando… %1 jugadas resueltas (%2 nodos expandidos, %3 s)</translation>
    </message>
    <message>
        <source>Stopped after %1 nodes expanded: %2 moves solved.</source>
        <translation>Detenido tras %1 nodos expandidos: %2 jugadas resueltas.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Show on every legal square the exact value of that move: the final disc difference if both sides then play perfectly (computed with best and its table), in the view Settings &gt; Values From chooses</source>
        <translation>Mostrar en cada casilla legal el valor exacto de esa jugada: la diferencia final de fichas si ambos bandos juegan después a la perfección (calculada con best y su tabla), desde el lado que elija Configuración &gt; Valores desde</translation>
    </message>
    <message>
        <source>Numbers on the squares are final disc differences in the view named here (Settings &gt; Values From): in Black&apos;s view +4 means Black wins by 4 after that move, −2 that White wins by 2; in the side to move&apos;s view + is good for the player to move. Gold marks the best moves for the side to move (all of them when they tie). Faint numbers with ≈ are quick estimates (a short search with the learned evaluation), shown until the exact value arrives.</source>
        <translation>Los números de las casillas son diferencias finales de fichas desde el lado que se nombra aquí (Configuración &gt; Valores desde): desde el lado de las negras, +4 significa que las negras ganan por 4 tras esa jugada y −2 que ganan las blancas por 2; desde el lado del bando que mueve, + es bueno para quien mueve. El dorado marca las mejores jugadas para el bando que mueve (todas cuando empatan). Los números tenues con ≈ son estimaciones rápidas (una búsqueda corta con la evaluación aprendida) que se muestran hasta que llega el valor exacto.</translation>
    </message>
    <message>
        <source>Values on the squares: %1.</source>
        <translation>Valores en las casillas: %1.</translation>
    </message>
    <message>
        <source>≈: estimates by a %1-ply search.</source>
        <translation>≈: estimaciones de una búsqueda de %1 semijugadas.</translation>
    </message>
    <message>
        <source>All moves solved: best %1, value %2.</source>
        <translation>Todas las jugadas resueltas: mejor %1, valor %2.</translation>
    </message>
</context>
<context>
    <name>othello::MoveNames</name>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
</context>
<context>
    <name>othello::MoveRefusal</name>
    <message>
        <source>%1 is not a legal move for Black: it is occupied.</source>
        <translation>%1 no es una jugada legal para las negras: la casilla está ocupada.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for White: it is occupied.</source>
        <translation>%1 no es una jugada legal para las blancas: la casilla está ocupada.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for Black: it flips no disc.</source>
        <translation>%1 no es una jugada legal para las negras: no voltea ninguna ficha.</translation>
    </message>
    <message>
        <source>%1 is not a legal move for White: it flips no disc.</source>
        <translation>%1 no es una jugada legal para las blancas: no voltea ninguna ficha.</translation>
    </message>
    <message>
        <source>Black has no legal move and must pass: use the Pass button.</source>
        <translation>Las negras no tienen ninguna jugada legal y deben pasar: use el botón Pasar.</translation>
    </message>
    <message>
        <source>White has no legal move and must pass: use the Pass button.</source>
        <translation>Las blancas no tienen ninguna jugada legal y deben pasar: use el botón Pasar.</translation>
    </message>
    <message>
        <source>Black cannot pass while a legal move exists.</source>
        <translation>Las negras no pueden pasar mientras tengan una jugada legal.</translation>
    </message>
    <message>
        <source>White cannot pass while a legal move exists.</source>
        <translation>Las blancas no pueden pasar mientras tengan una jugada legal.</translation>
    </message>
    <message>
        <source>The game is over: Black %1, White %2.</source>
        <translation>La partida ha terminado: negras %1, blancas %2.</translation>
    </message>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Esa no es una casilla del tablero.</translation>
    </message>
</context>
<context>
    <name>othello::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation>Diferencia de fichas</translation>
    </message>
    <message>
        <source>Empty squares to the winner</source>
        <translation>Casillas vacías para el ganador</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Puntuación:</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>Negras (juegan primero)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>External engines play 8×8 games only (the NBoard protocol is for 8×8).</source>
        <translation>Los motores externos solo juegan partidas de 8×8 (el protocolo NBoard es para 8×8).</translation>
    </message>
</context>
<context>
    <name>othello::PlayGame</name>
    <message>
        <source>Game over — Black %1, White %2: a draw.</source>
        <translation>Fin de la partida — negras %1, blancas %2: empate.</translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: Black wins by %3 (empty squares to the winner).</source>
        <translation>Fin de la partida — negras %1, blancas %2: ganan las negras por %3 (casillas vacías para el ganador).</translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: White wins by %3 (empty squares to the winner).</source>
        <translation>Fin de la partida — negras %1, blancas %2: ganan las blancas por %3 (casillas vacías para el ganador).</translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: Black wins by %3.</source>
        <translation>Fin de la partida — negras %1, blancas %2: ganan las negras por %3.</translation>
    </message>
    <message>
        <source>Game over — Black %1, White %2: White wins by %3.</source>
        <translation>Fin de la partida — negras %1, blancas %2: ganan las blancas por %3.</translation>
    </message>
</context>
<context>
    <name>othello::PlayPage</name>
    <message>
        <source>New Game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Pause Engines</source>
        <translation>Pausar motores</translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation>Seguir desde aquí</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <source>Last move of the game</source>
        <translation>Última jugada de la partida</translation>
    </message>
    <message>
        <source>Save Game…</source>
        <translation>Guardar partida…</translation>
    </message>
    <message>
        <source>Open Game…</source>
        <translation>Abrir partida…</translation>
    </message>
    <message>
        <source>Take back the last move (against an engine: also its reply)</source>
        <translation>Deshacer la última jugada (contra un motor: también su respuesta)</translation>
    </message>
    <message>
        <source>Play again a move taken back</source>
        <translation>Volver a jugar una jugada deshecha</translation>
    </message>
    <message>
        <source>Pass: allowed only when the side to move has no legal move</source>
        <translation>Pasar: solo se permite cuando el bando que mueve no tiene ninguna jugada legal</translation>
    </message>
    <message>
        <source>Ask the engine for a move (shown with a yellow frame)</source>
        <translation>Pedir una jugada al motor (se marca con un recuadro amarillo)</translation>
    </message>
    <message>
        <source>Engines stop thinking and wait until this is released</source>
        <translation>Los motores dejan de pensar y esperan hasta que se suelte este botón</translation>
    </message>
    <message>
        <source>Drop the moves after the shown position and play on from it</source>
        <translation>Descartar las jugadas posteriores a la posición mostrada y seguir jugando desde ella</translation>
    </message>
    <message>
        <source>How long an engine waits before it moves, so a game between engines can be watched</source>
        <translation>Cuánto espera un motor antes de jugar, para poder seguir una partida entre motores</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Wait: it is the engine&apos;s turn.</source>
        <translation>Espere: le toca al motor.</translation>
    </message>
    <message>
        <source>%1 is thinking… %2 nodes, %3 s</source>
        <translation>%1 está pensando… %2 nodos, %3 s</translation>
    </message>
    <message>
        <source>Engine move delay: %1 s</source>
        <translation>Espera del motor: %1 s</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>%1×%1 board. Black: %2. White: %3.</source>
        <translation>Tablero de %1×%1. Negras: %2. Blancas: %3.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>Black has no legal move and must pass.</source>
        <translation>Las negras no tienen jugada legal y deben pasar.</translation>
    </message>
    <message>
        <source>White has no legal move and must pass.</source>
        <translation>Las blancas no tienen jugada legal y deben pasar.</translation>
    </message>
    <message>
        <source>Black (%1)</source>
        <translation>Negras (%1)</translation>
    </message>
    <message>
        <source>White (%1)</source>
        <translation>Blancas (%1)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Paused: %1 stopped thinking.</source>
        <translation>En pausa: %1 dejó de pensar.</translation>
    </message>
    <message>
        <source>Engines paused.</source>
        <translation>Motores en pausa.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a game record: %2</source>
        <translation>%1 no es un registro de partida: %2</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Game records (*.txt);;All files (*)</source>
        <translation>Registros de partida (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Saved the game to %1.</source>
        <translation>Partida guardada en %1.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Opened %1: %2 moves.</source>
        <translation>Abierto %1: %2 jugadas.</translation>
    </message>
    <message>
        <source>The engine moves here: use “Continue from Here” to play on from this position.</source>
        <translation>Aquí juega el motor: use «Seguir desde aquí» para continuar desde esta posición.</translation>
    </message>
    <message>
        <source>%1 discs (exact)</source>
        <translation>%1 fichas (exacto)</translation>
    </message>
    <message>
        <source>%1 discs (game end)</source>
        <translation>%1 fichas (fin de la partida)</translation>
    </message>
    <message>
        <source>illegal move %1</source>
        <translation>jugada ilegal %1</translation>
    </message>
    <message>
        <source>%1 gave no move: %2</source>
        <translation>%1 no dio ninguna jugada: %2</translation>
    </message>
    <message>
        <source>The engine&apos;s report at each finished depth: its value (in the view named beside it) and best line. Values in discs come from lines that reach the end of the game; evaluation points are the evaluation&apos;s own units, not discs (Help &gt; Manual &gt; Evaluations).</source>
        <translation>El informe del motor en cada profundidad terminada: su valor (desde el lado que se nombra a su lado) y su mejor línea. Los valores en fichas vienen de líneas que llegan al final de la partida; los puntos de evaluación son las unidades propias de la evaluación, no fichas (Ayuda &gt; Manual &gt; Evaluaciones).</translation>
    </message>
    <message>
        <source>%1 evaluation points</source>
        <translation>%1 puntos de evaluación</translation>
    </message>
    <message>
        <source>%1 — depth %2, value %3 (%4), %5 nodes, %6 s
Best line: %7</source>
        <translation>%1 — profundidad %2, valor %3 (%4), %5 nodos, %6 s
Mejor línea: %7</translation>
    </message>
    <message numerus="yes">
        <source>The game in the Play tab (%n move(s)) is not saved to a file.</source>
        <translation>
            <numerusform>La partida de la pestaña Jugar (%n jugada) no está guardada en un archivo.</numerusform>
            <numerusform>La partida de la pestaña Jugar (%n jugadas) no está guardada en un archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game in Progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message numerus="yes">
        <source>The game shown (%n move(s)) is not saved. Save it before it is replaced?</source>
        <translation>
            <numerusform>La partida mostrada (%n jugada) no está guardada. ¿Guardarla antes de que se reemplace?</numerusform>
            <numerusform>La partida mostrada (%n jugadas) no está guardada. ¿Guardarla antes de que se reemplace?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace It</source>
        <translation>Reemplazarla</translation>
    </message>
</context>
<context>
    <name>othello::PlotSeries</name>
    <message>
        <source>expanded</source>
        <translation>expandidos</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>generados</translation>
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
        <translation>ninguno</translation>
    </message>
    <message>
        <source>
Table: %1, hit rate %2 %, peak %3 KiB</source>
        <translation>
Tabla: %1, tasa de aciertos %2 %, máximo %3 KiB</translation>
    </message>
    <message>
        <source>PV</source>
        <extracomment>Legend prefix of the PV&apos;s lines when a run also holds positions of a file.</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <source>Position: %1 of %2, %3×%3, %4
%5 (%6 to move)</source>
        <extracomment>Tooltip line of a position of a position file: &quot;Position: 3 of fforum-40-59.obf, 8×8, empties to the winner&quot;</extracomment>
        <translation>Posición: %1 de %2, %3×%3, %4
%5 (turno: %6)</translation>
    </message>
    <message>
        <source>Label: %1 (ply %2, %3 to move)</source>
        <translation>Etiqueta: %1 (semijugada %2, turno: %3)</translation>
    </message>
    <message>
        <source>Run: %1
Algorithm: %2, %3
%4
Value: %5
Expanded: %6
Generated: %7
Time: %8</source>
        <translation>Ejecución: %1
Algoritmo: %2, %3
%4
Valor: %5
Expandidos: %6
Generados: %7
Tiempo: %8</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A legend entry under its algorithm&apos;s name: &quot;TT on (wipe:262144)&quot; (the policy is not translated).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <extracomment>The readout&apos;s note on a branching factor: the value at label L ÷ the value at L+1.</extracomment>
        <translation>%1 ÷ %2</translation>
    </message>
    <message>
        <source>%1, as the reference</source>
        <extracomment>The readout&apos;s note on a ratio of 1: the value, equal to the reference&apos;s.</extracomment>
        <translation>%1, igual que la referencia</translation>
    </message>
    <message>
        <source>%1: %2 (%3 %)</source>
        <extracomment>The readout&apos;s note on a ratio: the value, and its difference to the reference&apos;s in its unit and in percent: &quot;12,345: −1,221 (−9.0 %)&quot;.</extracomment>
        <translation>%1: %2 (%3 %)</translation>
    </message>
</context>
<context>
    <name>othello::PolicySummaryModel</name>
    <message numerus="yes">
        <source>%1 TT on (%2): totals over the %n position(s) that every policy of this search finished</source>
        <translation>
            <numerusform>%1 con TT (%2): totales sobre la %n posición que terminaron todas las políticas de esta búsqueda</numerusform>
            <numerusform>%1 con TT (%2): totales sobre las %n posiciones que terminaron todas las políticas de esta búsqueda</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <extracomment>The baseline row of the policy summary: &quot;default (baseline)&quot;.</extracomment>
        <translation>%1 (referencia)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>This policy&apos;s value divided by the default policy&apos;s (below 1: less)</source>
        <translation>El valor de esta política dividido por el de la política por defecto (menos de 1: menor)</translation>
    </message>
    <message>
        <source>This policy&apos;s hit rate minus the default policy&apos;s, in percentage points</source>
        <translation>La tasa de aciertos de esta política menos la de la política por defecto, en puntos porcentuales</translation>
    </message>
    <message>
        <source>The most memory the table held at one position</source>
        <translation>La mayor memoria que ocupó la tabla en una posición</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>TT policy</source>
        <translation>Política de TT</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Generated nodes</source>
        <translation>Nodos generados</translation>
    </message>
    <message>
        <source>Nodes ÷ default</source>
        <extracomment>Column of the policy summary: generated nodes divided by the default policy&apos;s.</extracomment>
        <translation>Nodos ÷ por defecto</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Tiempo (%1)</translation>
    </message>
    <message>
        <source>Time ÷ default</source>
        <translation>Tiempo ÷ por defecto</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>Tasa de aciertos de la TT</translation>
    </message>
    <message>
        <source>Hit rate − default (points)</source>
        <extracomment>Column of the policy summary: hit rate minus the default policy&apos;s, in percentage points.</extracomment>
        <translation>Tasa de aciertos − por defecto (puntos)</translation>
    </message>
    <message>
        <source>TT cutoffs</source>
        <translation>Cortes por TT</translation>
    </message>
    <message>
        <source>Cutoffs ÷ default</source>
        <translation>Cortes ÷ por defecto</translation>
    </message>
    <message>
        <source>TT peak memory (%1)</source>
        <translation>Memoria máxima de la TT (%1)</translation>
    </message>
    <message>
        <source>Peak ÷ default</source>
        <translation>Máximo ÷ por defecto</translation>
    </message>
</context>
<context>
    <name>othello::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Editar posición</translation>
    </message>
    <message>
        <source>Click a square to cycle it: empty, black, white</source>
        <translation>Haga clic en una casilla para cambiarla: vacía, negra, blanca</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>The standard start of this board size</source>
        <translation>La posición inicial estándar de este tamaño de tablero</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Empty every square (then put discs on the four centre squares, which a game never empties)</source>
        <translation>Vaciar todas las casillas (luego ponga fichas en las cuatro casillas centrales, que una partida nunca vacía)</translation>
    </message>
    <message>
        <source>The position as text: the squares row by row from a1 (X black, O white, - empty), a space and X or O for the side to move. An OBF line (with &apos;; &apos; and scored moves) works too.</source>
        <translation>La posición como texto: las casillas fila por fila desde a1 (X negra, O blanca, - vacía), un espacio y X u O para el bando que mueve. También sirve una línea OBF (con &apos;; &apos; y las jugadas puntuadas).</translation>
    </message>
    <message>
        <source>Explore</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Mueven:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <source>The four centre squares must hold discs: they are never empty in a game.</source>
        <translation>Las cuatro casillas centrales deben tener fichas: en una partida nunca están vacías.</translation>
    </message>
    <message>
        <source>Neither side can move: the game is over (Black %1, White %2).</source>
        <translation>Ningún bando puede mover: la partida ha terminado (negras %1, blancas %2).</translation>
    </message>
    <message>
        <source>Black has no legal move here and White has: Black must pass. Explore it as it is (Pass is the only move) or let White move.</source>
        <translation>Las negras no tienen jugada legal aquí y las blancas sí: las negras deben pasar. Explórela tal cual (Pasar es la única jugada) o deje mover a las blancas.</translation>
    </message>
    <message>
        <source>White has no legal move here and Black has: White must pass. Explore it as it is (Pass is the only move) or let Black move.</source>
        <translation>Las blancas no tienen jugada legal aquí y las negras sí: las blancas deben pasar. Explórela tal cual (Pasar es la única jugada) o deje mover a las negras.</translation>
    </message>
    <message>
        <source>Black to move: %1 legal moves, %2 empty squares.</source>
        <translation>Juegan las negras: %1 jugadas legales, %2 casillas vacías.</translation>
    </message>
    <message>
        <source>White to move: %1 legal moves, %2 empty squares.</source>
        <translation>Juegan las blancas: %1 jugadas legales, %2 casillas vacías.</translation>
    </message>
    <message>
        <source>Let White Move</source>
        <translation>Que muevan las blancas</translation>
    </message>
    <message>
        <source>Let Black Move</source>
        <translation>Que muevan las negras</translation>
    </message>
</context>
<context>
    <name>othello::PvMoveModel</name>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Semijugada</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Value
(%1)</source>
        <translation>Valor
(%1)</translation>
    </message>
    <message>
        <source>The position&apos;s exact value in discs, when known (the chart&apos;s values): %1 (Settings &gt; Values From)</source>
        <translation>El valor exacto de la posición en fichas, cuando se conoce (los valores del gráfico): %1 (Configuración &gt; Valores desde)</translation>
    </message>
</context>
<context>
    <name>othello::PvMoveTable</name>
    <message>
        <source>Moves of the line</source>
        <translation>Jugadas de la línea</translation>
    </message>
</context>
<context>
    <name>othello::PvNavigator</name>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>PV label</source>
        <translation>Etiqueta de la VP</translation>
    </message>
    <message>
        <source>Current position</source>
        <translation>Posición actual</translation>
    </message>
    <message>
        <source>Label %1 of %2</source>
        <translation>Etiqueta %1 de %2</translation>
    </message>
    <message>
        <source>Off the PV (from label %1)</source>
        <translation>Fuera de la VP (desde la etiqueta %1)</translation>
    </message>
    <message>
        <source>First position of the line (Home)</source>
        <translation>Primera posición de la línea (Inicio)</translation>
    </message>
    <message>
        <source>Previous position of the line (Left)</source>
        <translation>Posición anterior de la línea (Izquierda)</translation>
    </message>
    <message>
        <source>Next position of the line (Right)</source>
        <translation>Posición siguiente de la línea (Derecha)</translation>
    </message>
    <message>
        <source>Last position of the line (End)</source>
        <translation>Última posición de la línea (Fin)</translation>
    </message>
    <message>
        <source>Your position, ply %1</source>
        <translation>Su posición, semijugada %1</translation>
    </message>
</context>
<context>
    <name>othello::ResultsTableModel</name>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Semijugada</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>TT</source>
        <translation>TT</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandidos</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generados</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
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
        <translation>Política de TT</translation>
    </message>
    <message>
        <source>TT hit rate</source>
        <translation>Tasa de aciertos de la TT</translation>
    </message>
    <message>
        <source>TT cutoffs</source>
        <translation>Cortes por TT</translation>
    </message>
    <message>
        <source>Hash collisions</source>
        <translation>Colisiones de hash</translation>
    </message>
    <message>
        <source>TT fill</source>
        <translation>Ocupación de la TT</translation>
    </message>
    <message>
        <source>TT peak memory</source>
        <translation>Memoria máxima de la TT</translation>
    </message>
    <message>
        <source>PV nodes</source>
        <translation>Nodos PV</translation>
    </message>
    <message>
        <source>Cut nodes</source>
        <translation>Nodos Cut</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>Nodos All</translation>
    </message>
    <message>
        <source>PV label %1: %2</source>
        <translation>Etiqueta %1 de la VP: %2</translation>
    </message>
    <message>
        <source>Position %1 of %2 (%3×%3, %4): %5</source>
        <extracomment>Tooltip of a position of a position file: &quot;Position 3 of fforum-40-59.obf (8×8, empties to the winner): O--OOOOX... X&quot;</extracomment>
        <translation>Posición %1 de %2 (%3×%3, %4): %5</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Column of the results table: the number of a position in its position file.</extracomment>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <extracomment>Column of the results table: the search time in the unit of the time chart, &quot;Time (ms)&quot;.</extracomment>
        <translation>Tiempo (%1)</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <extracomment>The results table&apos;s value column, with its view: &quot;Value (Black)&quot;, &quot;Value (mover)&quot;.</extracomment>
        <translation>Valor (%1)</translation>
    </message>
    <message>
        <source>checking…</source>
        <extracomment>The Verdict column of a row the lab is still searching.</extracomment>
        <translation>comprobando…</translation>
    </message>
    <message>
        <source>The file says this search was stopped by its time limit: not compared.</source>
        <translation>El archivo dice que esta búsqueda se detuvo por su límite de tiempo: no se compara.</translation>
    </message>
    <message>
        <source>The lab&apos;s search of this position was stopped (the time limit per position, or Stop): not compared.</source>
        <translation>La búsqueda del laboratorio en esta posición se detuvo (por el tiempo límite por posición, o con Detener): no se compara.</translation>
    </message>
    <message>
        <source>Value, #expanded and #generated are the lab&apos;s.</source>
        <translation>El valor, #expanded y #generated son los del laboratorio.</translation>
    </message>
    <message>
        <source>%1 (lab %2)</source>
        <extracomment>A cell of a checked row whose number differs: the student&apos;s, then the lab&apos;s: &quot;68 (lab 62)&quot;.</extracomment>
        <translation>%1 (lab. %2)</translation>
    </message>
    <message>
        <source>Differs from the lab&apos;s: %1</source>
        <extracomment>Tooltip of a checked row&apos;s differing number.</extracomment>
        <translation>Difiere del laboratorio: %1</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>Column of the results table: a checked run&apos;s row equal to the lab&apos;s or different.</extracomment>
        <translation>Veredicto</translation>
    </message>
</context>
<context>
    <name>othello::RunCheckText</name>
    <message>
        <source>Checking: %1 of %2 rows checked, %3 agree</source>
        <extracomment>A check under way: &quot;Checking: 5 of 21 rows checked, 4 agree&quot;.</extracomment>
        <translation>Comprobando: %1 de %2 filas comprobadas, %3 coinciden</translation>
    </message>
    <message>
        <source>Checking 1 row…</source>
        <translation>Comprobando 1 fila…</translation>
    </message>
    <message>
        <source>Checking %1 rows…</source>
        <translation>Comprobando %1 filas…</translation>
    </message>
    <message>
        <source>%1 of 1 row agrees</source>
        <extracomment>The verdict of a checked run: &quot;12 of 21 rows agree&quot;.</extracomment>
        <translation>%1 de 1 fila coincide</translation>
    </message>
    <message>
        <source>%1 of %2 rows agree</source>
        <translation>%1 de %2 filas coinciden</translation>
    </message>
    <message>
        <source>%1 unfinished (time limit)</source>
        <extracomment>Rows the file itself says were stopped: &quot;3 unfinished (time limit)&quot;.</extracomment>
        <translation>%1 sin terminar (límite de tiempo)</translation>
    </message>
    <message>
        <source>%1 not checked</source>
        <extracomment>Rows the lab did not compare: its own search was stopped by the time limit (or the check was stopped).</extracomment>
        <translation>%1 sin comprobar</translation>
    </message>
    <message>
        <source>checking: %1 of %2</source>
        <extracomment>The Runs tab&apos;s check column while the lab searches: &quot;checking: 5 of 21&quot;.</extracomment>
        <translation>comprobando: %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 agree</source>
        <extracomment>The Runs tab&apos;s check column: &quot;12 of 21 agree&quot;.</extracomment>
        <translation>%1 de %2 coinciden</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A checked run&apos;s name: the file, then the search it claims: &quot;alice.txt — Alpha-beta + TT&quot;.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Lab — %1</source>
        <extracomment>The run of the lab&apos;s own searches a checked run is drawn against: &quot;Lab — Alpha-beta + TT&quot;.</extracomment>
        <translation>Laboratorio — %1</translation>
    </message>
</context>
<context>
    <name>othello::RunList</name>
    <message>
        <source>Run</source>
        <extracomment>The Runs tab&apos;s column of checked runs: how many rows agree with the lab&apos;s.</extracomment>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Searches</source>
        <translation>Búsquedas</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Untick a run to hide it in the charts and the table; double-click its name to rename it</source>
        <translation>Desmarque una ejecución para ocultarla en los gráficos y en la tabla; haga doble clic en su nombre para cambiarlo</translation>
    </message>
    <message>
        <source>Save CSV…</source>
        <translation>Guardar CSV…</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Guardar JSON…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the run from the workspace (asks first when its results are not saved)</source>
        <translation>Quitar la ejecución del espacio de trabajo (pregunta antes si sus resultados no están guardados)</translation>
    </message>
    <message>
        <source>PV labels %1 to %2</source>
        <extracomment>The PV labels a run searched, from the end of the game back: &quot;PV labels 34 to 27&quot;.</extracomment>
        <translation>Etiquetas de la VP %1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n position(s)</source>
        <extracomment>The positions of a position file a run searched: &quot;fforum-40-59.obf: 20 positions&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n posición</numerusform>
            <numerusform>%1: %n posiciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
</context>
<context>
    <name>othello::SeriesChart</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation>%1, escala log.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>The first line of the pointer&apos;s readout: the x axis&apos;s name and the x (&quot;PV label 30&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>same as %1</source>
        <translation>igual que %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
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
        <translation>tablas</translation>
    </message>
    <message>
        <source>Black wins by %1</source>
        <translation>ganan las negras por %1</translation>
    </message>
    <message>
        <source>White wins by %1</source>
        <translation>ganan las blancas por %1</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Tabla de transposición</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Transposition table size</source>
        <translation>Tamaño de la tabla de transposición</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Tiempo límite</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit in seconds</source>
        <translation>Tiempo límite en segundos</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Solve this position</source>
        <translation>Resolver esta posición</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Posición:</translation>
    </message>
    <message>
        <source>Algorithm:</source>
        <translation>Algoritmo:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Best move:</source>
        <translation>Mejor jugada:</translation>
    </message>
    <message>
        <source>Expanded nodes:</source>
        <translation>Nodos expandidos:</translation>
    </message>
    <message>
        <source>Generated nodes:</source>
        <translation>Nodos generados:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tiempo:</translation>
    </message>
    <message>
        <source>The search could not be started.</source>
        <translation>No se pudo iniciar la búsqueda.</translation>
    </message>
    <message>
        <source>Solving %1 with %2…</source>
        <translation>Resolviendo con %2: %1…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>The search of %1 reached the time limit.</source>
        <translation>La búsqueda alcanzó el tiempo límite: %1.</translation>
    </message>
    <message>
        <source>The search of %1 was stopped.</source>
        <translation>La búsqueda se detuvo: %1.</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>A %1 MiB transposition table does not fit in the memory available (%2 MiB).</source>
        <translation>Una tabla de transposición de %1 MiB no cabe en la memoria disponible (%2 MiB).</translation>
    </message>
    <message>
        <source>Optimal line:</source>
        <translation>Línea óptima:</translation>
    </message>
    <message>
        <source>A line of optimal moves to the end of the game (the best solver only)</source>
        <translation>Una línea de jugadas óptimas hasta el final de la partida (solo el algoritmo Mejor)</translation>
    </message>
    <message>
        <source>Play Line</source>
        <translation>Jugar línea</translation>
    </message>
    <message>
        <source>Play the rest of the optimal line on the board from the position shown; step back through it with the PV buttons</source>
        <translation>Jugar en el tablero el resto de la línea óptima desde la posición mostrada; retroceda por ella con los botones de la VP</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Búsqueda:</translation>
    </message>
    <message>
        <source>table %1 MiB</source>
        <translation>tabla de %1 MiB</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>sin tabla</translation>
    </message>
    <message>
        <source>time limit %1 s</source>
        <translation>tiempo límite %1 s</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sin tiempo límite</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1 (best so far)</source>
        <translation>%1 (la mejor hasta ahora)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2…%3</source>
        <translation>%1 %2…%3</translation>
    </message>
    <message>
        <source>%1 ≥ %2</source>
        <translation>%1 ≥ %2</translation>
    </message>
    <message>
        <source>%1 ≤ %2</source>
        <translation>%1 ≤ %2</translation>
    </message>
    <message>
        <source>Root moves:</source>
        <translation>Jugadas raíz:</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valor:</translation>
    </message>
    <message>
        <source>Expanded/s:</source>
        <translation>Expandidos/s:</translation>
    </message>
    <message>
        <source>Expanded nodes per second</source>
        <translation>Nodos expandidos por segundo</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Time limit reached: what is proven so far</source>
        <translation>Tiempo límite alcanzado: lo demostrado hasta ahora</translation>
    </message>
    <message>
        <source>Stopped: what is proven so far</source>
        <translation>Detenida: lo demostrado hasta ahora</translation>
    </message>
    <message>
        <source>Time limit reached: no value yet</source>
        <translation>Tiempo límite alcanzado: aún sin valor</translation>
    </message>
    <message>
        <source>Stopped: no value yet</source>
        <translation>Detenida: aún sin valor</translation>
    </message>
    <message>
        <source>The value in the view named beside it (Settings &gt; Values From): in Black&apos;s view positive when Black wins, negative when White wins</source>
        <translation>El valor desde el lado que se nombra a su lado (Configuración &gt; Valores desde): desde el lado de las negras, positivo cuando ganan las negras y negativo cuando ganan las blancas</translation>
    </message>
    <message>
        <source>%1 (%2): %3, proven</source>
        <translation>%1 (%2): %3, demostrado</translation>
    </message>
    <message>
        <source>between %1 and %2 (%3, proven so far)</source>
        <translation>entre %1 y %2 (%3, demostrado hasta ahora)</translation>
    </message>
    <message>
        <source>at least %1 (%2, proven so far)</source>
        <translation>al menos %1 (%2, demostrado hasta ahora)</translation>
    </message>
    <message>
        <source>at most %1 (%2, proven so far)</source>
        <translation>como mucho %1 (%2, demostrado hasta ahora)</translation>
    </message>
    <message>
        <source>Solved %1: value %2 (%3), best move %4.</source>
        <translation>Resuelta: %1. Valor %2 (%3), mejor jugada %4.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>(value %1, %2)</source>
        <translation>(valor %1, %2)</translation>
    </message>
    <message>
        <source>What the search settled about each move at the root (in the view named first, like the value): its exact value, or only a bound (≤ or ≥) where it proved that the move cannot be better than the best one so far. A stopped search lists the moves it finished.</source>
        <translation>Lo que la búsqueda estableció sobre cada jugada raíz (desde el lado que se nombra primero, como el valor): su valor exacto, o solo una cota (≤ o ≥) donde demostró que la jugada no puede ser mejor que la mejor hasta entonces. Una búsqueda detenida lista las jugadas que terminó.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The most memory the table may take. Best takes no more than the board needs: at most %1 MiB on 6x6 and %2 MiB on 4x4.</source>
        <translation>Lo máximo que puede ocupar la tabla. Mejor no toma más de lo que necesita el tablero: como mucho %1 MiB en 6x6 y %2 MiB en 4x4.</translation>
    </message>
</context>
<context>
    <name>othello::StandingsModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>Disc margin</source>
        <translation>Margen de fichas</translation>
    </message>
    <message>
        <source>ms / move</source>
        <translation>ms / jugada</translation>
    </message>
    <message>
        <source>Nodes / move</source>
        <translation>Nodos / jugada</translation>
    </message>
    <message>
        <source>Against the field: %1</source>
        <translation>Contra el resto: %1</translation>
    </message>
    <message>
        <source>A win counts 1, a draw 1/2. Ties are broken by Sonneborn-Berger (the opponents&apos; points, weighted by the points taken from them), then wins, then disc margin.</source>
        <translation>Una victoria cuenta 1, unas tablas 1/2. Los empates se deshacen por Sonneborn-Berger (los puntos de los rivales, ponderados por los puntos obtenidos contra ellos), después por victorias y después por margen de fichas.</translation>
    </message>
    <message>
        <source>Likelihood of superiority: the probability of being stronger than the field, from the won and lost games</source>
        <translation>Probabilidad de superioridad: la probabilidad de ser más fuerte que el resto, según las partidas ganadas y perdidas</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>LOS</source>
        <translation>PS</translation>
    </message>
    <message>
        <source>The Elo difference to the field that the score means, with its 95% error margin (± ∞: too few games, or nearly all won or lost, to bound it)</source>
        <translation>La diferencia Elo con el resto que indica la puntuación, con su margen de error del 95 % (± ∞: demasiado pocas partidas, o casi todas ganadas o perdidas, para acotarla)</translation>
    </message>
    <message>
        <source>The sum of the player&apos;s own disc margins (the player&apos;s view), over its games</source>
        <translation>La suma de los márgenes de fichas propios del jugador (desde su lado) en sus partidas</translation>
    </message>
</context>
<context>
    <name>othello::TournamentChart</name>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Victorias, empates y derrotas</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 (%5)</source>
        <extracomment>Pointing at a player&apos;s bars: &quot;alpha-beta 6: 3 wins, 1 draw, 2 losses (6 games)&quot;.</extracomment>
        <translation>%1: %2, %3, %4 (%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoria</numerusform>
            <numerusform>%n victorias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n empate</numerusform>
            <numerusform>%n empates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n derrota</numerusform>
            <numerusform>%n derrotas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>the chart of wins, draws and losses</source>
        <translation>el gráfico de victorias, empates y derrotas</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Chart written to %1.</source>
        <translation>Gráfico escrito en %1.</translation>
    </message>
</context>
<context>
    <name>othello::TournamentPage</name>
    <message>
        <source>Add Player…</source>
        <translation>Añadir jugador…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Start Tournament</source>
        <translation>Empezar torneo</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message>
        <source>Disc difference</source>
        <translation>Diferencia de fichas</translation>
    </message>
    <message>
        <source>Empty squares to the winner</source>
        <translation>Casillas vacías para el ganador</translation>
    </message>
    <message>
        <source>A position file: one position a line (position text, optionally &apos;;&apos; and a comment)</source>
        <translation>Un archivo de posiciones: una posición por línea (texto de posición, opcionalmente &apos;;&apos; y un comentario)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Puntuación:</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Aperturas:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>Position files (*.obf *.txt);;All files (*)</source>
        <translation>Archivos de posiciones (*.obf *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Game %1 of %2 being played: %3 nodes in its current search; %4 s in all.</source>
        <translation>Jugándose la partida %1 de %2: %3 nodos en su búsqueda actual; %4 s en total.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Position %1 of %2 is a finished game.</source>
        <translation>La posición %1 de %2 es una partida terminada.</translation>
    </message>
    <message>
        <source>A tournament needs at least two players.</source>
        <translation>Un torneo necesita al menos dos jugadores.</translation>
    </message>
    <message>
        <source>%1 games to play.</source>
        <translation>%1 partidas por jugar.</translation>
    </message>
    <message>
        <source>Game %1 of %2: %3 (Black) %4–%5 %6 (White).</source>
        <translation>Partida %1 de %2: %3 (negras) %4–%5 %6 (blancas).</translation>
    </message>
    <message>
        <source>Tournament stopped after %1 of %2 games.</source>
        <translation>Torneo detenido tras %1 de %2 partidas.</translation>
    </message>
    <message>
        <source>Tournament finished: %1 games.</source>
        <translation>Torneo terminado: %1 partidas.</translation>
    </message>
    <message>
        <source>Export Games as CSV</source>
        <translation>Exportar partidas como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Escrito %1.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Export Games as JSON</source>
        <translation>Exportar partidas como JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Position file</source>
        <translation>Archivo de posiciones</translation>
    </message>
    <message>
        <source>Balanced set: positions a few moves after the start whose value is near 0, shipped for each board size (exactly solved on 4×4 and 6×6, searched deeply on 8×8). Every pair plays each opening twice, colours swapped.</source>
        <translation>Conjunto equilibrado: posiciones unas jugadas después del inicio cuyo valor es cercano a 0, incluidas para cada tamaño de tablero (resueltas exactamente en 4×4 y 6×6, buscadas en profundidad en 8×8). Cada pareja juega cada apertura dos veces, con los colores intercambiados.</translation>
    </message>
    <message>
        <source>a position file</source>
        <translation>un archivo de posiciones</translation>
    </message>
    <message>
        <source>none (e.g. 60+0.5)</source>
        <translation>ninguno (p. ej. 60+0.5)</translation>
    </message>
    <message>
        <source>A clock per player and game: seconds, plus seconds added after each move (60+0.5). A player whose clock runs out loses the game. Players with a time per move spend at most their share of the clock; depth players search to their depth whatever it costs.</source>
        <translation>Un reloj por jugador y partida: segundos, más los segundos que se suman tras cada jugada (60+0.5). Quien agota su reloj pierde la partida. Los jugadores con tiempo por jugada gastan como mucho su parte del reloj; los de profundidad buscan hasta su profundidad cueste lo que cueste.</translation>
    </message>
    <message>
        <source>Clock per game:</source>
        <translation>Reloj por partida:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message numerus="yes">
        <source>Balanced set (%n openings)</source>
        <translation>
            <numerusform>Conjunto equilibrado (%n apertura)</numerusform>
            <numerusform>Conjunto equilibrado (%n aperturas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a position file for the openings.</source>
        <translation>Elija un archivo de posiciones para las aperturas.</translation>
    </message>
    <message>
        <source>The clock per game &apos;%1&apos; is not seconds or seconds+increment (e.g. 60+0.5).</source>
        <translation>El reloj por partida «%1» no es segundos ni segundos+incremento (p. ej. 60+0.5).</translation>
    </message>
    <message>
        <source>Export Standings as CSV</source>
        <translation>Exportar clasificación como CSV</translation>
    </message>
    <message>
        <source>External engines play 8×8 games only: choose the 8×8 board.</source>
        <translation>Los motores externos solo juegan partidas de 8×8: elija el tablero de 8×8.</translation>
    </message>
    <message>
        <source>Forfeit: %1</source>
        <translation>Partida perdida por fallo: %1</translation>
    </message>
    <message>
        <source>Forfeits: %1 (the reasons are in the games&apos; CSV/JSON export).</source>
        <translation>Partidas perdidas por fallo: %1 (los motivos están en la exportación CSV/JSON de las partidas).</translation>
    </message>
    <message>
        <source>Export Games as GGF</source>
        <translation>Exportar partidas como GGF</translation>
    </message>
    <message>
        <source>GGF game files (*.ggf)</source>
        <translation>Archivos de partidas GGF (*.ggf)</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>GGF…</source>
        <translation>GGF…</translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation>Clasificación…</translation>
    </message>
    <message>
        <source>Chart…</source>
        <translation>Gráfico…</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportar:</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Forget these games: they are not offered again at the next start</source>
        <translation>Olvidar estas partidas: no se ofrecerán de nuevo en el próximo inicio</translation>
    </message>
    <message>
        <source>Points: a win 1, a draw ½. Elo: the difference to the field the score means, ± its 95% margin (± ∞: too few games to bound it). LOS: the likelihood of being stronger than the field. Disc margin: the sum of the player&apos;s own margins.</source>
        <translation>Puntos: una victoria 1, un empate ½. Elo: la diferencia con el resto que indica la puntuación, ± su margen del 95 % (± ∞: demasiado pocas partidas para acotarla). PS: la probabilidad de ser más fuerte que el resto. Margen de fichas: la suma de los márgenes propios del jugador.</translation>
    </message>
    <message>
        <source>Unsaved Games</source>
        <translation>Partidas sin exportar</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) shown are not exported. Export them before a new tournament replaces them?</source>
        <translation>
            <numerusform>La partida mostrada no está exportada. ¿Exportarla antes de que un torneo nuevo la reemplace?</numerusform>
            <numerusform>Las %n partidas mostradas no están exportadas. ¿Exportarlas antes de que un torneo nuevo las reemplace?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Exportar como JSON…</translation>
    </message>
    <message>
        <source>The games cannot be kept for the next start: %1</source>
        <translation>Las partidas no se pueden guardar para el próximo inicio: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of your last session, not exported yet: kept until you export them (CSV, JSON or GGF) or discard them.</source>
        <translation>
            <numerusform>%n partida de su última sesión, aún sin exportar: se guarda hasta que la exporte (CSV, JSON o GGF) o la descarte.</numerusform>
            <numerusform>%n partidas de su última sesión, aún sin exportar: se guardan hasta que las exporte (CSV, JSON o GGF) o las descarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not exported yet: kept for the next start until you export them (CSV, JSON or GGF) or discard them.</source>
        <translation>
            <numerusform>%n partida aún sin exportar: se guarda para el próximo inicio hasta que la exporte (CSV, JSON o GGF) o la descarte.</numerusform>
            <numerusform>%n partidas aún sin exportar: se guardan para el próximo inicio hasta que las exporte (CSV, JSON o GGF) o las descarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tournament&apos;s %n game(s) are not exported.</source>
        <translation>
            <numerusform>La partida del torneo no está exportada.</numerusform>
            <numerusform>Las %n partidas del torneo no están exportadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the chart as a figure: PNG, SVG or PDF</source>
        <translation>Exportar el gráfico como figura: PNG, SVG o PDF</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n player(s), %2, %3</source>
        <extracomment>The tournament chart&apos;s subtitle: &quot;6×6, 4 players, 8 openings, disc difference&quot;.</extracomment>
        <translation>
            <numerusform>%1, %n jugador, %2, %3</numerusform>
            <numerusform>%1, %n jugadores, %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n opening(s)</source>
        <translation>
            <numerusform>%n apertura</numerusform>
            <numerusform>%n aperturas</numerusform>
        </translation>
    </message>
    <message>
        <source>disc difference</source>
        <extracomment>The scoring rule inside a sentence (the tournament chart&apos;s subtitle), hence lower case.</extracomment>
        <translation>diferencia de fichas</translation>
    </message>
    <message>
        <source>empty squares to the winner</source>
        <translation>casillas vacías para el ganador</translation>
    </message>
</context>
<context>
    <name>othello::TraceOutlineModel</name>
    <message>
        <source>%1, cutoff</source>
        <translation>%1, corte</translation>
    </message>
    <message>
        <source>%1 was not searched: the cutoff made it unnecessary</source>
        <translation>%1 no se buscó: el corte lo hizo innecesario</translation>
    </message>
    <message>
        <source>pruned</source>
        <translation>podada</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Llamada</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Subtree</source>
        <translation>Subárbol</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>Valores %1</translation>
    </message>
</context>
<context>
    <name>othello::TracePane</name>
    <message>
        <source>Zoom in (or turn the wheel)</source>
        <translation>Acercar (o gire la rueda)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Plies drawn:</source>
        <translation>Semijugadas dibujadas:</translation>
    </message>
    <message>
        <source>Show every drawn ply, and keep showing them as the window changes, until you zoom</source>
        <translation>Mostrar todas las semijugadas dibujadas, y seguir mostrándolas al cambiar la ventana, hasta que acerque o aleje</translation>
    </message>
    <message>
        <source>How many plies the drawing shows; the box under a record expands or collapses it</source>
        <translation>Cuántas semijugadas muestra el dibujo; el recuadro bajo un registro lo expande o lo contrae</translation>
    </message>
</context>
<context>
    <name>othello::TraceScene</name>
    <message>
        <source>%1 not searched: the cutoff made them unnecessary</source>
        <translation>%1 sin buscar: el corte las hizo innecesarias</translation>
    </message>
    <message>
        <source>Drawing stopped at %1 records: collapse a subtree to see others.</source>
        <translation>Dibujo detenido en %1 registros: contraiga un subárbol para ver otros.</translation>
    </message>
    <message>
        <source>nothing recorded yet</source>
        <translation>no hay nada registrado aún</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
</context>
<context>
    <name>othello::TraceSteps</name>
    <message>
        <source>the root</source>
        <translation>la raíz</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a side, in a sentence</comment>
        <translation>las negras</translation>
    </message>
    <message>
        <source>White</source>
        <comment>a side, in a sentence</comment>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>holds</source>
        <comment>a TEST</comment>
        <translation>se cumple</translation>
    </message>
    <message>
        <source>fails</source>
        <comment>a TEST</comment>
        <translation>falla</translation>
    </message>
    <message>
        <source>Negamax starts at the root, %1 to move: it searches every move.</source>
        <translation>Negamax empieza en la raíz, mueven %1: busca todas las jugadas.</translation>
    </message>
    <message>
        <source>Scout starts at the root, %1 to move: it searches the first move in full, then only TESTs whether each other move is better.</source>
        <translation>Scout empieza en la raíz, mueven %1: busca por completo la primera jugada y luego solo comprueba con un TEST si cada una de las demás es mejor.</translation>
    </message>
    <message>
        <source>The search starts at the root, %1 to move, with the window %2.</source>
        <translation>La búsqueda empieza en la raíz, mueven %1, con la ventana %2.</translation>
    </message>
    <message>
        <source>To answer its TEST, %1 asks the same of %2: is its value %3 %4?</source>
        <translation>Para responder a su TEST, %1 pregunta lo mismo a %2: ¿es su valor %3 %4?</translation>
    </message>
    <message>
        <source>Scout TESTs %1 instead of searching it: is its value %2 %3? A yes or no costs less than the exact value.</source>
        <translation>Scout aplica el TEST a %1 en lugar de buscar su valor: ¿es %2 %3? Un sí o un no cuesta menos que el valor exacto.</translation>
    </message>
    <message>
        <source>NegaScout probes %1 with the null window %2: it only asks whether %1 is better than %3 for %4.</source>
        <translation>NegaScout sondea %1 con la ventana nula %2: solo pregunta si %1 es mejor que %3 para %4.</translation>
    </message>
    <message>
        <source>NegaScout searches %1 again, with the window %2, for its exact value.</source>
        <translation>NegaScout vuelve a buscar %1, con la ventana %2, para obtener su valor exacto.</translation>
    </message>
    <message>
        <source>%1 has no move and passes: the search goes on with the other side to move.</source>
        <translation>%1 no tienen jugada y pasan: la búsqueda sigue con el otro bando al turno.</translation>
    </message>
    <message>
        <source>%1 plays %2: negamax searches the position after it in full.</source>
        <translation>%1 juegan %2: negamax busca por completo la posición resultante.</translation>
    </message>
    <message>
        <source>The TEST showed %1 is better: Scout searches it in full for its exact value.</source>
        <translation>El TEST mostró que %1 es mejor: Scout la busca por completo para obtener su valor exacto.</translation>
    </message>
    <message>
        <source>Scout searches %1, the first move, in full for its exact value.</source>
        <translation>Scout busca por completo %1, la primera jugada, para obtener su valor exacto.</translation>
    </message>
    <message>
        <source>%1 plays %2 and searches it with the window %3.</source>
        <translation>%1 juegan %2 y la buscan con la ventana %3.</translation>
    </message>
    <message>
        <source>The game is over after %1.</source>
        <translation>La partida termina tras %1.</translation>
    </message>
    <message>
        <source>The game is over after %1: the final score is %2.</source>
        <translation>La partida termina tras %1: el resultado final es %2.</translation>
    </message>
    <message>
        <source>%1 is at the depth limit: its evaluation is %2.</source>
        <translation>%1 llega al límite de profundidad: su evaluación es %2.</translation>
    </message>
    <message>
        <source>Table hit at %1: the table answers its TEST without a search.</source>
        <translation>Acierto de tabla en %1: la tabla responde a su TEST sin buscar.</translation>
    </message>
    <message>
        <source>The TEST %1 at %2, so it %1 at %3 too (no moves were left to examine).</source>
        <translation>El TEST %1 en %2, así que también %1 en %3 (no quedaban jugadas por examinar).</translation>
    </message>
    <message>
        <source>The TEST %1 at %2, so it %1 at %3 too, without examining %4.</source>
        <translation>El TEST %1 en %2, así que también %1 en %3, sin examinar %4.</translation>
    </message>
    <message>
        <source>The TEST %1 at %2, the last move: so it %3 at %4.</source>
        <translation>El TEST %1 en %2, la última jugada: así que %3 en %4.</translation>
    </message>
    <message>
        <source>The TEST %1 at %2; %3 looks at its next move.</source>
        <translation>El TEST %1 en %2; %3 pasa a su siguiente jugada.</translation>
    </message>
    <message>
        <source>The TEST %1: %2 is better than %3 for %4, so Scout searches it in full.</source>
        <translation>El TEST %1: %2 es mejor que %3 para %4, así que Scout la busca por completo.</translation>
    </message>
    <message>
        <source>The TEST %1: %2 is no better than %3 for %4, so Scout skips it.</source>
        <translation>El TEST %1: %2 no es mejor que %3 para %4, así que Scout la descarta.</translation>
    </message>
    <message>
        <source>%1 ≥ β = %2</source>
        <translation>%1 ≥ β = %2</translation>
    </message>
    <message>
        <source>%1 ≤ α = %2</source>
        <translation>%1 ≤ α = %2</translation>
    </message>
    <message>
        <source>%1: a cutoff at %2, but it had no moves left to prune.</source>
        <translation>%1: un corte en %2, pero no le quedaban jugadas que podar.</translation>
    </message>
    <message>
        <source>%1: %2 is refuted, its move %3 is pruned.</source>
        <translation>%1: se refuta %2 y se poda su jugada %3.</translation>
    </message>
    <message>
        <source>%1: %2 is refuted, its moves %3 are pruned.</source>
        <translation>%1: se refuta %2 y se podan sus jugadas %3.</translation>
    </message>
    <message>
        <source>Null window %1 failed low: %2 is no better than %3 for %4, so NegaScout needs no exact value.</source>
        <translation>La ventana nula %1 falló por abajo: %2 no es mejor que %3 para %4, así que NegaScout no necesita su valor exacto.</translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far for %3.</source>
        <translation>%1 devuelve %2, lo mejor hasta ahora para %3.</translation>
    </message>
    <message>
        <source>%1 &gt; α = %2: %3 is the best move so far and raises α to %1.</source>
        <translation>%1 &gt; α = %2: %3 es la mejor jugada hasta ahora y sube α a %1.</translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far, but not above α = %3: α stays.</source>
        <translation>%1 devuelve %2, lo mejor hasta ahora, pero no supera α = %3: α no cambia.</translation>
    </message>
    <message>
        <source>%1 &lt; β = %2: %3 is the best move so far and lowers β to %1.</source>
        <translation>%1 &lt; β = %2: %3 es la mejor jugada hasta ahora y baja β a %1.</translation>
    </message>
    <message>
        <source>%1 returns %2, the best so far, but not below β = %3: β stays.</source>
        <translation>%1 devuelve %2, lo mejor hasta ahora, pero no baja de β = %3: β no cambia.</translation>
    </message>
    <message>
        <source>%1 returns %2, no better than %3 for %4.</source>
        <translation>%1 devuelve %2, no mejor que %3 para %4.</translation>
    </message>
    <message>
        <source>The search was stopped inside %1: its value is unknown (?).</source>
        <translation>La búsqueda se detuvo dentro de %1: su valor es desconocido (?).</translation>
    </message>
    <message>
        <source>The search is over: the root&apos;s value is %1 (%2), best move %3.</source>
        <translation>La búsqueda ha terminado: el valor de la raíz es %1 (%2), mejor jugada %3.</translation>
    </message>
    <message>
        <source>Table hit at %1: its stored exact value %2 settles it without a search.</source>
        <translation>Acierto de tabla en %1: su valor exacto guardado, %2, la resuelve sin buscar.</translation>
    </message>
    <message>
        <source>Table hit at %1: its stored lower bound %2 settles it without a search.</source>
        <translation>Acierto de tabla en %1: su cota inferior guardada, %2, la resuelve sin buscar.</translation>
    </message>
    <message>
        <source>Table hit at %1: its stored upper bound %2 settles it without a search.</source>
        <translation>Acierto de tabla en %1: su cota superior guardada, %2, la resuelve sin buscar.</translation>
    </message>
    <message>
        <source>Black</source>
        <comment>a side, starting a sentence</comment>
        <translation>Las negras</translation>
    </message>
    <message>
        <source>White</source>
        <comment>a side, starting a sentence</comment>
        <translation>Las blancas</translation>
    </message>
    <message>
        <source>the pass</source>
        <translation>el pase</translation>
    </message>
    <message>
        <source>Null window %1 failed high: %2 is better than %3 for %4, so re-search with %5.</source>
        <translation>La ventana nula %1 falló por arriba: %2 es mejor que %3 para %4, así que se vuelve a buscar con %5.</translation>
    </message>
    <message>
        <source>Null window %1 failed low: %2 is better than %3 for %4, so re-search with %5.</source>
        <translation>La ventana nula %1 falló por abajo: %2 es mejor que %3 para %4, así que se vuelve a buscar con %5.</translation>
    </message>
    <message>
        <source>Null window %1 failed high: %2 is no better than %3 for %4, so NegaScout needs no exact value.</source>
        <translation>La ventana nula %1 falló por arriba: %2 no es mejor que %3 para %4, así que NegaScout no necesita su valor exacto.</translation>
    </message>
</context>
<context>
    <name>othello::TraceValues</name>
    <message>
        <source>holds</source>
        <translation>se cumple</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>is the value %1 %2?</source>
        <translation>¿es el valor %1 %2?</translation>
    </message>
    <message>
        <source>search</source>
        <translation>búsqueda</translation>
    </message>
    <message>
        <source>TEST %1 %2</source>
        <translation>TEST %1 %2</translation>
    </message>
    <message>
        <source>null window</source>
        <translation>ventana nula</translation>
    </message>
    <message>
        <source>re-search</source>
        <translation>re-búsqueda</translation>
    </message>
</context>
<context>
    <name>othello::TraceWording</name>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation>cota inferior</translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation>cota superior</translation>
    </message>
    <message>
        <source>root</source>
        <translation>raíz</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pase</translation>
    </message>
    <message>
        <source>%1 final</source>
        <translation>%1 final</translation>
    </message>
    <message>
        <source>search</source>
        <translation>búsqueda</translation>
    </message>
    <message>
        <source>null window</source>
        <translation>ventana nula</translation>
    </message>
    <message>
        <source>re-search</source>
        <translation>re-búsqueda</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>node</source>
        <translation>nodo</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>horizonte</translation>
    </message>
    <message>
        <source>table hit (%1)</source>
        <translation>acierto de tabla (%1)</translation>
    </message>
    <message>
        <source>Record %1: %2, %3</source>
        <translation>Registro %1: %2, %3</translation>
    </message>
    <message>
        <source>Window on entry: %1</source>
        <translation>Ventana al entrar: %1</translation>
    </message>
    <message>
        <source>Returned: %1</source>
        <translation>Devuelve: %1</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Tipo: %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>Forma: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cutoff after child %1, %n move(s) pruned</source>
        <translation>
            <numerusform>Corte tras el hijo %1, %n jugada podada</numerusform>
            <numerusform>Corte tras el hijo %1, %n jugadas podadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Subtree: %n record(s)</source>
        <translation>
            <numerusform>Subárbol: %n registro</numerusform>
            <numerusform>Subárbol: %n registros</numerusform>
        </translation>
    </message>
    <message>
        <source>PV node</source>
        <translation>nodo PV</translation>
    </message>
    <message>
        <source>Cut node</source>
        <translation>nodo Cut</translation>
    </message>
    <message>
        <source>All node</source>
        <translation>nodo All</translation>
    </message>
    <message>
        <source>no type (leaf, table hit, Scout)</source>
        <translation>sin tipo (hoja, acierto de tabla, Scout)</translation>
    </message>
    <message>
        <source>TEST</source>
        <translation>TEST</translation>
    </message>
    <message>
        <source>table hit</source>
        <translation>acierto de tabla</translation>
    </message>
    <message>
        <source>pruned moves</source>
        <translation>jugadas podadas</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>Returned: ? (the search was stopped inside this call)</source>
        <translation>Devuelve: ? (la búsqueda se detuvo dentro de esta llamada)</translation>
    </message>
    <message>
        <source>Values in %1</source>
        <translation>Valores %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>a list of moves: &apos;a1, e5 and f5&apos;</comment>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>othello::TreePage</name>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>The Explore tab&apos;s position</source>
        <translation>La posición de la pestaña Explorar</translation>
    </message>
    <message>
        <source>PV label:</source>
        <translation>Etiqueta de la VP:</translation>
    </message>
    <message>
        <source>Transposition table</source>
        <translation>Tabla de transposición</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>Depth limit:</source>
        <translation>Límite de profundidad:</translation>
    </message>
    <message>
        <source>Search only this many plies and evaluate there, as the Play tab&apos;s engines do</source>
        <translation>Buscar solo estas semijugadas y evaluar allí, como hacen los motores de la pestaña Jugar</translation>
    </message>
    <message>
        <source>Side by side with:</source>
        <translation>Junto a:</translation>
    </message>
    <message>
        <source>Record a second search of the same position and show both, with the subtrees only one of them visits</source>
        <translation>Registrar una segunda búsqueda de la misma posición y mostrar ambas, con los subárboles que solo una de ellas visita</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrar</translation>
    </message>
    <message>
        <source>Run the search on a worker thread, recording every call</source>
        <translation>Ejecutar la búsqueda en un hilo de trabajo, registrando cada llamada</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Step through the search</source>
        <translation>Recorrer la búsqueda paso a paso</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Steps per second while running</source>
        <translation>Pasos por segundo al ejecutar</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocidad:</translation>
    </message>
    <message>
        <source>Export Drawing…</source>
        <translation>Exportar dibujo…</translation>
    </message>
    <message>
        <source>Export Trace…</source>
        <translation>Exportar traza…</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>Expandidos</translation>
    </message>
    <message>
        <source>Cutoffs</source>
        <translation>Cortes</translation>
    </message>
    <message>
        <source>Re-searches</source>
        <translation>Re-búsquedas</translation>
    </message>
    <message>
        <source>Table hits</source>
        <translation>Aciertos de tabla</translation>
    </message>
    <message>
        <source>TESTs</source>
        <translation>TESTs</translation>
    </message>
    <message>
        <source>Paths only here</source>
        <translation>Caminos solo aquí</translation>
    </message>
    <message>
        <source>Move paths from the root this search visits and the other does not</source>
        <translation>Caminos de jugadas desde la raíz que esta búsqueda visita y la otra no</translation>
    </message>
    <message>
        <source>No later step of that kind.</source>
        <translation>No hay un paso posterior de ese tipo.</translation>
    </message>
    <message>
        <source>, with table</source>
        <translation>, con tabla</translation>
    </message>
    <message>
        <source>, no table</source>
        <translation>, sin tabla</translation>
    </message>
    <message>
        <source>, depth %1</source>
        <translation>, profundidad %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Large:&lt;/b&gt; about %1 calls expected, more than the %2 records a trace keeps. The counts stay exact, but the trace keeps only the first %2. Choose a later position.</source>
        <translation>&lt;b&gt;Grande:&lt;/b&gt; se esperan unas %1 llamadas, más que los %2 registros que guarda una traza. Los recuentos siguen exactos, pero la traza guarda solo los primeros %2. Elija una posición más avanzada.</translation>
    </message>
    <message>
        <source>A small tree: recording is instant (a trace keeps at most %1 records).</source>
        <translation>Un árbol pequeño: el registro es instantáneo (una traza guarda como mucho %1 registros).</translation>
    </message>
    <message>
        <source>About %1 calls expected (a trace keeps at most %2).</source>
        <translation>Se esperan unas %1 llamadas (una traza guarda como mucho %2).</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Registrando…</translation>
    </message>
    <message>
        <source>%1: %2 calls (the trace is full; counting on until the end or Stop)</source>
        <translation>%1: %2 llamadas (la traza está llena; se sigue contando hasta el final o Detener)</translation>
    </message>
    <message>
        <source>%1: %2 calls</source>
        <translation>%1: %2 llamadas</translation>
    </message>
    <message>
        <source>Recording, %1 s…</source>
        <translation>Registrando, %1 s…</translation>
    </message>
    <message>
        <source>%1 made %2 calls; its trace keeps the first %3.</source>
        <translation>%1 hizo %2 llamadas; su traza guarda las primeras %3.</translation>
    </message>
    <message>
        <source>Recorded.</source>
        <translation>Registrado.</translation>
    </message>
    <message>
        <source>Step through: %1</source>
        <translation>Recorrer: %1</translation>
    </message>
    <message>
        <source>the root</source>
        <translation>la raíz</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Export Drawing</source>
        <translation>Exportar dibujo</translation>
    </message>
    <message>
        <source>Drawing saved to %1</source>
        <translation>Dibujo guardado en %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>nothing recorded yet</source>
        <translation>no hay nada registrado aún</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>Exportar traza</translation>
    </message>
    <message>
        <source>JSON (*.json);;Graphviz DOT (*.dot);;Text outline (*.txt)</source>
        <translation>JSON (*.json);;DOT de Graphviz (*.dot);;Esquema de texto (*.txt)</translation>
    </message>
    <message>
        <source>Trace saved to %1</source>
        <translation>Traza guardada en %1</translation>
    </message>
    <message>
        <source>cutoff</source>
        <comment>Next: cutoff</comment>
        <translation>corte</translation>
    </message>
    <message>
        <source>re-search</source>
        <comment>Next: re-search</comment>
        <translation>re-búsqueda</translation>
    </message>
    <message>
        <source>table hit</source>
        <comment>Next: table hit</comment>
        <translation>acierto de tabla</translation>
    </message>
    <message>
        <source>TEST</source>
        <comment>Next: TEST</comment>
        <translation>TEST</translation>
    </message>
    <message>
        <source>Go to the next cutoff that prunes a move</source>
        <translation>Ir al siguiente corte que poda alguna jugada</translation>
    </message>
    <message>
        <source>Go to the next re-search (NegaScout)</source>
        <translation>Ir a la siguiente re-búsqueda (NegaScout)</translation>
    </message>
    <message>
        <source>Go to the next call the transposition table settles</source>
        <translation>Ir a la siguiente llamada que resuelve la tabla de transposición</translation>
    </message>
    <message>
        <source>Go to the next TEST (Scout)</source>
        <translation>Ir al siguiente TEST (Scout)</translation>
    </message>
    <message>
        <source>Also cutoffs that prune nothing</source>
        <translation>También cortes que no podan nada</translation>
    </message>
    <message>
        <source>Next cutoff also stops at a cutoff at the parent&apos;s last move, where there is nothing left to prune</source>
        <translation>El siguiente corte se detiene también en los cortes en la última jugada del padre, donde no queda nada que podar</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Siguiente:</translation>
    </message>
    <message>
        <source>Lecture</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Projector (F11)</source>
        <translation>Proyector (F11)</translation>
    </message>
    <message>
        <source>Show the tree and the board full screen, large enough for a room, stepped from the keyboard; Esc leaves</source>
        <translation>Mostrar el árbol y el tablero a pantalla completa, legibles en un aula, avanzando con el teclado; Esc sale</translation>
    </message>
    <message>
        <source>Save View…</source>
        <translation>Guardar vista…</translation>
    </message>
    <message>
        <source>Save the position, the searches, the plies drawn, the expanded records and the step reached, to open again</source>
        <translation>Guardar la posición, las búsquedas, las semijugadas dibujadas, los registros expandidos y el paso alcanzado, para abrirlos de nuevo</translation>
    </message>
    <message>
        <source>Open View…</source>
        <translation>Abrir vista…</translation>
    </message>
    <message>
        <source>Open a saved view: its searches are recorded again and shown as they were</source>
        <translation>Abrir una vista guardada: sus búsquedas se registran de nuevo y se muestran como estaban</translation>
    </message>
    <message>
        <source>Save the drawn tree with a title as PNG, SVG or PDF</source>
        <translation>Guardar el árbol dibujado, con un título, como PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Save every record as JSON, a Graphviz DOT graph or a text outline</source>
        <translation>Guardar cada registro como JSON, un grafo DOT de Graphviz o un esquema de texto</translation>
    </message>
    <message>
        <source>Colour: the node type (Knuth and Moore). Shape: how the parent called it. T: settled by the transposition table.
In the drawing: drag to pan, turn the wheel to zoom, click a record to select it, click the box under it to expand or collapse its subtree.</source>
        <translation>Color: el tipo de nodo (Knuth y Moore). Forma: cómo lo llamó el padre. T: resuelto por la tabla de transposición.
En el dibujo: arrastre para desplazarlo, gire la rueda para acercar o alejar, haga clic en un registro para seleccionarlo y en el recuadro bajo él para expandir o contraer su subárbol.</translation>
    </message>
    <message>
        <source>Values and windows: %1</source>
        <translation>Valores y ventanas: %1</translation>
    </message>
    <message>
        <source>Every value and window in the drawings, the outline and the steps is from Black&apos;s side: positive, Black is ahead</source>
        <translation>Cada valor y cada ventana de los dibujos, el esquema y los pasos son desde el lado de las negras: positivo, van ganando las negras</translation>
    </message>
    <message>
        <source>Every value and window is from the side to move at its node: positive, the player to move there is ahead</source>
        <translation>Cada valor y cada ventana son desde el lado del bando que mueve en su nodo: positivo, va ganando quien mueve allí</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>juegan las negras</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>juegan las blancas</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n empty square(s), %1</source>
        <translation>
            <numerusform>%n casilla vacía, %1</numerusform>
            <numerusform>%n casillas vacías, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · values and windows in %2 · %3 records</source>
        <translation>%1 · valores y ventanas %2 · %3 registros</translation>
    </message>
    <message>
        <source> · calls it was still inside: ?</source>
        <translation> · llamadas sin terminar: ?</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>a recording is running</source>
        <translation>hay un registro en curso</translation>
    </message>
    <message>
        <source>its position is not on the principal variation, and there is no Explore tab to hold it</source>
        <translation>su posición no está en la variante principal y no hay pestaña Explorar que la muestre</translation>
    </message>
    <message>
        <source>The searches recorded a different number of calls than when the view was saved: the expanded records and the step may differ.</source>
        <translation>Las búsquedas registraron un número de llamadas distinto del que tenían al guardar la vista: los registros expandidos y el paso pueden diferir.</translation>
    </message>
    <message>
        <source>Save View</source>
        <translation>Guardar vista</translation>
    </message>
    <message>
        <source>Tree view (*.%1)</source>
        <translation>Vista del árbol (*.%1)</translation>
    </message>
    <message>
        <source>View saved to %1</source>
        <translation>Vista guardada en %1</translation>
    </message>
    <message>
        <source>Open View</source>
        <translation>Abrir vista</translation>
    </message>
    <message>
        <source>Opening %1: recording its searches…</source>
        <translation>Abriendo %1: registrando sus búsquedas…</translation>
    </message>
    <message>
        <source>PV label %1</source>
        <translation>Etiqueta %1 de la VP</translation>
    </message>
    <message>
        <source>your position</source>
        <translation>su posición</translation>
    </message>
    <message>
        <source>stopped, value unknown</source>
        <translation>detenida, valor desconocido</translation>
    </message>
    <message>
        <source>value %1 at depth %2 (%3)</source>
        <translation>valor %1 a profundidad %2 (%3)</translation>
    </message>
    <message>
        <source>value %1 (%2)</source>
        <translation>valor %1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partida terminada</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 calls: the calls it was still inside show &quot;?&quot;.</source>
        <translation>%1 se detuvo tras %2 llamadas: las llamadas sin terminar muestran «?».</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>returning from %1 (%2, ply %3)</source>
        <translation>volviendo de %1 (%2, semijugada %3)</translation>
    </message>
    <message>
        <source>calling %1 (%2, ply %3)</source>
        <translation>llamando a %1 (%2, semijugada %3)</translation>
    </message>
    <message>
        <source>asks: %1</source>
        <translation>pregunta: %1</translation>
    </message>
    <message>
        <source>window %1</source>
        <translation>ventana %1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>valor %1</translation>
    </message>
    <message>
        <source>value not yet known</source>
        <translation>valor aún desconocido</translation>
    </message>
    <message>
        <source>%1 node</source>
        <translation>nodo %1</translation>
    </message>
    <message>
        <source>best so far at the parent: %1</source>
        <translation>lo mejor hasta ahora en el padre: %1</translation>
    </message>
    <message>
        <source>%1 is chosen: press Record to record its search. The drawing still shows %2.</source>
        <translation>Elegida: %1. Pulse Registrar para registrar su búsqueda; el dibujo aún muestra %2.</translation>
    </message>
    <message>
        <source>%1 is chosen: press Record to record its search, then step through its calls in the order it made them.</source>
        <translation>Elegida: %1. Pulse Registrar para registrar su búsqueda y luego recorra sus llamadas en el orden en que las hizo.</translation>
    </message>
    <message>
        <source>Nothing recorded yet: press Record in the Tree tab.</source>
        <translation>Aún no hay nada registrado: pulse Registrar en la pestaña Árbol.</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 calls; its trace keeps the first %3, and the calls it was still inside show &quot;?&quot;.</source>
        <translation>%1 se detuvo tras %2 llamadas; su traza guarda las primeras %3, y las llamadas sin terminar muestran «?».</translation>
    </message>
    <message>
        <source>your search calls %1 here; the lab&apos;s returns without it</source>
        <translation>tu búsqueda llama a %1 aquí; la del laboratorio vuelve sin ella</translation>
    </message>
    <message>
        <source>the lab&apos;s search calls %1 here; yours returns without it</source>
        <translation>la búsqueda del laboratorio llama a %1 aquí; la tuya vuelve sin ella</translation>
    </message>
    <message>
        <source>your search calls %1 where the lab&apos;s calls %2 (the lab tries the moves in row-major order: a1 b1 … a2 …)</source>
        <translation>tu búsqueda llama a %1 donde la del laboratorio llama a %2 (el laboratorio prueba las jugadas por filas: a1 b1 … a2 …)</translation>
    </message>
    <message>
        <source>your search calls %1 where the lab&apos;s calls %2</source>
        <translation>tu búsqueda llama a %1 donde la del laboratorio llama a %2</translation>
    </message>
    <message>
        <source>your search TESTs this move where the lab&apos;s searches it</source>
        <translation>tu búsqueda hace un TEST de esta jugada donde la del laboratorio la busca</translation>
    </message>
    <message>
        <source>your search searches this move where the lab&apos;s TESTs it</source>
        <translation>tu búsqueda busca esta jugada donde la del laboratorio le hace un TEST</translation>
    </message>
    <message>
        <source>the call&apos;s window is %1 in your search, %2 in the lab&apos;s</source>
        <translation>la ventana de la llamada es %1 en tu búsqueda y %2 en la del laboratorio</translation>
    </message>
    <message>
        <source>your TEST asks %1, the lab&apos;s %2</source>
        <translation>tu TEST pregunta %1; el del laboratorio, %2</translation>
    </message>
    <message>
        <source>the call returns %1 in your search, %2 in the lab&apos;s</source>
        <translation>la llamada devuelve %1 en tu búsqueda y %2 en la del laboratorio</translation>
    </message>
    <message>
        <source>a child the lab&apos;s search pruned</source>
        <translation>un hijo que la búsqueda del laboratorio podó</translation>
    </message>
    <message>
        <source>a child the lab&apos;s search visits and yours pruned</source>
        <translation>un hijo que la búsqueda del laboratorio visita y la tuya podó</translation>
    </message>
    <message>
        <source>another move order</source>
        <translation>otro orden de jugadas</translation>
    </message>
    <message>
        <source>another child</source>
        <translation>otro hijo</translation>
    </message>
    <message>
        <source>a TEST where the lab searches, or the reverse</source>
        <translation>un TEST donde el laboratorio busca, o al revés</translation>
    </message>
    <message>
        <source>another window</source>
        <translation>otra ventana</translation>
    </message>
    <message>
        <source>a TEST with another comparison</source>
        <translation>un TEST con otra comparación</translation>
    </message>
    <message>
        <source>another value</source>
        <translation>otro valor</translation>
    </message>
    <message>
        <source>Your call calls another child where the lab&apos;s returns: a cutoff the lab makes and yours does not, or a finished game yours goes on from.</source>
        <translation>Tu llamada llama a otro hijo donde la del laboratorio vuelve: un corte que el laboratorio hace y la tuya no, o una partida terminada desde la que la tuya sigue.</translation>
    </message>
    <message>
        <source>Your call returns where the lab&apos;s calls another child: a cutoff too early, or a table hit the lab does not have.</source>
        <translation>Tu llamada vuelve donde la del laboratorio llama a otro hijo: un corte demasiado pronto, o un acierto de tabla que el laboratorio no tiene.</translation>
    </message>
    <message>
        <source>Both call a child, yours one the lab calls later: the lab tries the moves in row-major order.</source>
        <translation>Las dos llaman a un hijo, la tuya a uno que el laboratorio llama más tarde: el laboratorio prueba las jugadas por filas.</translation>
    </message>
    <message>
        <source>Both call a child, of different moves: a move again, or a pass where there is none.</source>
        <translation>Las dos llaman a un hijo, de jugadas distintas: una jugada repetida, o un pase donde no lo hay.</translation>
    </message>
    <message>
        <source>The same move, called as a TEST by one search and as a search by the other.</source>
        <translation>La misma jugada, llamada como TEST por una búsqueda y como búsqueda por la otra.</translation>
    </message>
    <message>
        <source>The same call with another window.</source>
        <translation>La misma llamada con otra ventana.</translation>
    </message>
    <message>
        <source>The same TEST asks &gt; in one search and ≥ in the other, or about another value.</source>
        <translation>El mismo TEST pregunta &gt; en una búsqueda y ≥ en la otra, o por otro valor.</translation>
    </message>
    <message>
        <source>The call returns another value (a TEST: another answer).</source>
        <translation>La llamada devuelve otro valor (un TEST: otra respuesta).</translation>
    </message>
    <message>
        <source>past the records kept</source>
        <translation>más allá de los registros guardados</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1, cut off after %2</source>
        <translation>%1, corta tras %2</translation>
    </message>
    <message>
        <source>%1 (the game is over)</source>
        <translation>%1 (la partida ha terminado)</translation>
    </message>
    <message>
        <source>%1 (a table hit)</source>
        <translation>%1 (un acierto de tabla)</translation>
    </message>
    <message>
        <source>%1 %2, children %3, returns %4</source>
        <translation>%1 %2, hijos %3, devuelve %4</translation>
    </message>
    <message>
        <source>Check a student&apos;s search</source>
        <translation>Comprobar la búsqueda de un estudiante</translation>
    </message>
    <message>
        <source>Open a Student&apos;s Trace…</source>
        <translation>Abrir la traza de un estudiante…</translation>
    </message>
    <message>
        <source>Open an osl-trace your own search printed (docs/check.md) and show it beside the lab&apos;s search chosen above, at the first call where the two differ. You can also drop the file on the tab.</source>
        <translation>Abrir una osl-trace que imprimió su propia búsqueda (docs/check.md) y mostrarla junto a la búsqueda del laboratorio elegida arriba, en la primera llamada donde las dos difieren. También puede soltar el archivo sobre la pestaña.</translation>
    </message>
    <message>
        <source>Checked against the search chosen above; its table is the course&apos;s.</source>
        <translation>Se compara con la búsqueda elegida arriba; su tabla es la del curso.</translation>
    </message>
    <message>
        <source>Checking, %1 s: %2 calls</source>
        <translation>Comprobando, %1 s: %2 llamadas</translation>
    </message>
    <message>
        <source>Open a Student&apos;s Trace</source>
        <translation>Abrir la traza de un estudiante</translation>
    </message>
    <message>
        <source>osl-trace files (*.trace *.txt *.osl);;All files (*)</source>
        <translation>Archivos osl-trace (*.trace *.txt *.osl);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Checking %1 against the lab&apos;s %2…</source>
        <translation>Comprobando %1 frente a la búsqueda %2 del laboratorio…</translation>
    </message>
    <message>
        <source>Check stopped.</source>
        <translation>Comprobación detenida.</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>No se puede usar %1: %2</translation>
    </message>
    <message>
        <source>The drawing of the student&apos;s trace stops at %1.</source>
        <translation>El dibujo de la traza del estudiante se detiene en %1.</translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation>Comprobada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical:&lt;/b&gt; the student&apos;s trace is the lab&apos;s %1, call for call: %2 calls, value %3 (%4).</source>
        <translation>&lt;b&gt;Idéntica:&lt;/b&gt; la traza del estudiante es la búsqueda %1 del laboratorio, llamada a llamada: %2 llamadas, valor %3 (%4).</translation>
    </message>
    <message>
        <source>&lt;b&gt;First difference&lt;/b&gt; at call %1 (line %2), at %3: %4</source>
        <translation>&lt;b&gt;Primera diferencia&lt;/b&gt; en la llamada %1 (línea %2), en %3: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kind:&lt;/b&gt; %1; %2 calls alike before it; values and windows: %3.</source>
        <translation>&lt;b&gt;Tipo:&lt;/b&gt; %1; %2 llamadas iguales antes; valores y ventanas: %3.</translation>
    </message>
    <message>
        <source>The call is past the first %1 records drawn.</source>
        <translation>La llamada está más allá de los primeros %1 registros dibujados.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your search&lt;/b&gt; (line %1): %2</source>
        <translation>&lt;b&gt;Tu búsqueda&lt;/b&gt; (línea %1): %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The lab&apos;s %1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Laboratorio, %1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Student&apos;s trace %1</source>
        <translation>Traza del estudiante %1</translation>
    </message>
    <message>
        <source>The lab&apos;s %1</source>
        <translation>Laboratorio, %1</translation>
    </message>
</context>
<context>
    <name>othello::TreeProjector</name>
    <message>
        <source>Search tree — projector</source>
        <translation>Árbol de búsqueda — proyector</translation>
    </message>
    <message>
        <source>→ or Space: step · ←: back · C: next cutoff · R: next re-search · H: next table hit · T: next TEST · Home/End: first/last step · ↑/↓: more/fewer plies · +/−: zoom · F: fit · Esc or F11: leave</source>
        <translation>→ o Espacio: paso · ←: atrás · C: siguiente corte · R: siguiente re-búsqueda · H: siguiente acierto de tabla · T: siguiente TEST · Inicio/Fin: primer/último paso · ↑/↓: más/menos semijugadas · +/−: zoom · F: ajustar · Esc o F11: salir</translation>
    </message>
</context>
<context>
    <name>othello::TreeViewFile</name>
    <message>
        <source>not a tree view (%1)</source>
        <translation>no es una vista del árbol (%1)</translation>
    </message>
    <message>
        <source>not a tree view of Othello Search Lab</source>
        <translation>no es una vista del árbol de Othello Search Lab</translation>
    </message>
    <message>
        <source>a tree view of version %1; this program reads version %2</source>
        <translation>una vista del árbol de la versión %1; este programa lee la versión %2</translation>
    </message>
    <message>
        <source>PV label %1 does not exist</source>
        <translation>la etiqueta %1 de la VP no existe</translation>
    </message>
    <message>
        <source>its position: %1</source>
        <translation>su posición: %1</translation>
    </message>
    <message>
        <source>it must name two searches</source>
        <translation>debe nombrar dos búsquedas</translation>
    </message>
    <message>
        <source>unknown search &apos;%1&apos;</source>
        <translation>búsqueda desconocida «%1»</translation>
    </message>
    <message>
        <source>depth %1 is out of range (1 to 20)</source>
        <translation>la profundidad %1 está fuera de rango (de 1 a 20)</translation>
    </message>
    <message>
        <source>it must describe two drawings</source>
        <translation>debe describir dos dibujos</translation>
    </message>
    <message>
        <source>%1 plies drawn is out of range (1 to %2)</source>
        <translation>las semijugadas dibujadas (%1) están fuera de rango (de 1 a %2)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
</context>
<context>
    <name>othello::ValueConvention</name>
    <message>
        <source>Black&apos;s view</source>
        <translation>desde el lado de las negras</translation>
    </message>
    <message>
        <source>White&apos;s view</source>
        <translation>desde el lado de las blancas</translation>
    </message>
    <message>
        <source>side to move&apos;s view</source>
        <translation>desde el lado del bando que mueve</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>mover</source>
        <comment>the side to move, in a column or axis title</comment>
        <translation>quien mueve</translation>
    </message>
</context>
</TS>
