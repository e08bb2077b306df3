#pragma once

#include "TraceTree.h"
#include "engine/board/Board.h"
#include "engine/search/Algorithm.h"

#include <QCoreApplication>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace othello {

// A lecture prepared in the Tree tab: what to record (position, searches, table, depth,
// side by side) and how to show it (plies drawn, expanded records, the step reached). Saved as a
// small JSON file; opening it records the same searches again (they are deterministic) and
// restores the view.
struct TreeViewState {
    struct Search {
        Algorithm algorithm = Algorithm::AlphaBeta;
        bool table = false;
        friend bool operator==(const Search&, const Search&) = default;
    };
    struct Pane {
        int plies = 3;
        std::vector<int> expanded; // records drawn with their children
        std::uint64_t records = 0; // the trace's size, to notice a search that records differently
        friend bool operator==(const Pane&, const Pane&) = default;
    };

    std::optional<int> label; // a PV label; else `board`
    Board board;
    std::array<Search, 2> searches{};
    std::optional<int> depth;
    bool sideBySide = false;
    bool emptyCutoffs = false; // Next cutoff also stops where nothing is pruned
    std::array<Pane, 2> panes{};
    int steppedTrace = 0;
    TraceTree::Event step;

    friend bool operator==(const TreeViewState&, const TreeViewState&) = default;
};

class TreeViewFile {
    Q_DECLARE_TR_FUNCTIONS(othello::TreeViewFile)
public:
    // The file's text (JSON).
    static QByteArray toJson(const TreeViewState& state);
    // Reads it back; none, and `error` holds one line, when it is not a tree view.
    static std::optional<TreeViewState> fromJson(const QByteArray& json, QString* error);

    // Writes the file atomically: an empty string, or why it failed.
    static QString save(const QString& path, const TreeViewState& state);
    // Reads the file; none, and `error` holds one line naming the file, when it cannot.
    static std::optional<TreeViewState> open(const QString& path, QString* error);
};

} // namespace othello
