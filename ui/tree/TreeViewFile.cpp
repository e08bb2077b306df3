#include "TreeViewFile.h"

#include "engine/board/PrincipalVariation.h"
#include "results/FileWrite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <variant>

namespace othello {

namespace {
const QString kFormat = QStringLiteral("othello-search-lab tree view");
constexpr int kVersion = 1;
constexpr int kMaxPlies = 12;
} // namespace

QByteArray TreeViewFile::toJson(const TreeViewState& state)
{
    QJsonObject root;
    root[QStringLiteral("format")] = kFormat;
    root[QStringLiteral("version")] = kVersion;
    QJsonObject position;
    if (state.label)
        position[QStringLiteral("label")] = *state.label;
    else
        position[QStringLiteral("board")] = QString::fromStdString(toText(state.board));
    root[QStringLiteral("position")] = position;
    QJsonArray searches;
    for (const TreeViewState::Search& search : state.searches)
        searches.append(
            QJsonObject{{QStringLiteral("algorithm"), QString::fromLatin1(algorithmId(search.algorithm).data())},
                        {QStringLiteral("table"), search.table}});
    root[QStringLiteral("searches")] = searches;
    if (state.depth)
        root[QStringLiteral("depth")] = *state.depth;
    root[QStringLiteral("sideBySide")] = state.sideBySide;
    root[QStringLiteral("emptyCutoffs")] = state.emptyCutoffs;
    QJsonArray panes;
    for (const TreeViewState::Pane& pane : state.panes) {
        QJsonArray expanded;
        for (const int record : pane.expanded)
            expanded.append(record);
        panes.append(QJsonObject{{QStringLiteral("plies"), pane.plies},
                                 {QStringLiteral("expanded"), expanded},
                                 {QStringLiteral("records"), qint64(pane.records)}});
    }
    root[QStringLiteral("panes")] = panes;
    root[QStringLiteral("step")] = QJsonObject{{QStringLiteral("trace"), state.steppedTrace},
                                               {QStringLiteral("record"), state.step.node},
                                               {QStringLiteral("returning"), state.step.leaving}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<TreeViewState> TreeViewFile::fromJson(const QByteArray& json, QString* error)
{
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject())
        return fail(tr("not a tree view (%1)").arg(parse.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("not a tree view of Othello Search Lab"));
    if (root.value(QStringLiteral("version")).toInt() != kVersion)
        return fail(tr("a tree view of version %1; this program reads version %2")
                        .arg(root.value(QStringLiteral("version")).toInt())
                        .arg(kVersion));
    TreeViewState state;
    const QJsonObject position = root.value(QStringLiteral("position")).toObject();
    if (position.contains(QStringLiteral("label"))) {
        const int label = position.value(QStringLiteral("label")).toInt();
        if (!PrincipalVariation::isValidLabel(label))
            return fail(tr("PV label %1 does not exist").arg(label));
        state.label = label;
        state.board = PrincipalVariation::sixBySix().position(label);
    } else {
        const auto board = parseBoard(position.value(QStringLiteral("board")).toString().toStdString());
        if (const auto* bad = std::get_if<ParseError>(&board))
            return fail(tr("its position: %1").arg(QString::fromStdString(bad->message)));
        state.board = std::get<Board>(board);
    }
    const QJsonArray searches = root.value(QStringLiteral("searches")).toArray();
    if (searches.size() != 2)
        return fail(tr("it must name two searches"));
    for (int which = 0; which < 2; ++which) {
        const QJsonObject search = searches[which].toObject();
        const auto algorithm = parseAlgorithm(search.value(QStringLiteral("algorithm")).toString().toStdString());
        if (!algorithm || *algorithm == Algorithm::Best)
            return fail(tr("unknown search '%1'").arg(search.value(QStringLiteral("algorithm")).toString()));
        state.searches[std::size_t(which)] = {*algorithm, search.value(QStringLiteral("table")).toBool()};
    }
    if (root.contains(QStringLiteral("depth"))) {
        const int depth = root.value(QStringLiteral("depth")).toInt();
        if (depth < 1 || depth > 20)
            return fail(tr("depth %1 is out of range (1 to 20)").arg(depth));
        state.depth = depth;
    }
    state.sideBySide = root.value(QStringLiteral("sideBySide")).toBool();
    state.emptyCutoffs = root.value(QStringLiteral("emptyCutoffs")).toBool();
    const QJsonArray panes = root.value(QStringLiteral("panes")).toArray();
    if (panes.size() != 2)
        return fail(tr("it must describe two drawings"));
    for (int which = 0; which < 2; ++which) {
        const QJsonObject pane = panes[which].toObject();
        TreeViewState::Pane& into = state.panes[std::size_t(which)];
        into.plies = pane.value(QStringLiteral("plies")).toInt(3);
        if (into.plies < 1 || into.plies > kMaxPlies)
            return fail(tr("%1 plies drawn is out of range (1 to %2)").arg(into.plies).arg(kMaxPlies));
        for (const QJsonValue record : pane.value(QStringLiteral("expanded")).toArray())
            into.expanded.push_back(record.toInt());
        into.records = std::uint64_t(pane.value(QStringLiteral("records")).toInteger());
    }
    const QJsonObject step = root.value(QStringLiteral("step")).toObject();
    state.steppedTrace = step.value(QStringLiteral("trace")).toInt() == 1 ? 1 : 0;
    state.step = {step.value(QStringLiteral("record")).toInt(), step.value(QStringLiteral("returning")).toBool()};
    return state;
}

QString TreeViewFile::save(const QString& path, const TreeViewState& state)
{
    return writeFileAtomicallyReason(path, toJson(state));
}

std::optional<TreeViewState> TreeViewFile::open(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<TreeViewState> state = fromJson(file.readAll(), &why);
    if (!state && error)
        *error = tr("Cannot open %1: %2").arg(path, why);
    return state;
}

} // namespace othello
