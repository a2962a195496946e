// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableconvert.h"

namespace tableconvert {

using Kind = hatrack::Place::Kind;

QString kindName(const hatrack::Place& place) {
    switch (place.kind) {
    case Kind::Square:
        return QStringLiteral("square");
    case Kind::Edge:
        return QStringLiteral("edge");
    case Kind::Zone:
        return QStringLiteral("zone");
    case Kind::Token:
        return QStringLiteral("token");
    default:
        return QStringLiteral("none");
    }
}

QVariantMap place(const hatrack::Place& p) {
    const bool onBoard = p.kind == Kind::Square || p.kind == Kind::Edge;
    return {{"kind", kindName(p)},
            {"square", onBoard ? p.index : -1},
            {"side", p.kind == Kind::Edge ? p.side : -1},
            {"zone", qs(p.zone)},
            {"on", p.kind == Kind::Token ? p.index : -1},
            {"key", qs(p.text())}};
}

QVariantMap board(const hatrack::BoardView& b) {
    QVariantList cells;
    for (const auto& c : b.cells)
        cells.append(QVariantMap{{"square", c.square},
                                 {"row", c.row},
                                 {"col", c.col},
                                 {"dark", c.dark},
                                 {"name", qs(c.name)}});
    QStringList colLabels, rowLabels;
    for (const auto& l : b.colLabels) colLabels.append(qs(l));
    for (const auto& l : b.rowLabels) rowLabels.append(qs(l));
    return {{"rows", b.rows}, {"cols", b.cols},         {"quarterTurns", b.quarterTurns},
            {"cells", cells}, {"colLabels", colLabels}, {"rowLabels", rowLabels}};
}

QVariantList zones(const std::vector<hatrack::Zone>& zones) {
    QVariantList out;
    for (const auto& z : zones)
        out.append(QVariantMap{{"id", qs(z.id)},
                               {"kind", qs(z.kind)},
                               {"owner", z.owner},
                               {"hidden", z.hidden},
                               {"count", z.count},
                               {"label", enginetext::phrase(z.label)}});
    return out;
}

QVariantList counters(const std::vector<hatrack::Counter>& counters) {
    QVariantList out;
    for (const auto& c : counters)
        out.append(QVariantMap{
            {"id", qs(c.id)}, {"owner", c.owner}, {"value", c.value}, {"label", enginetext::phrase(c.label)}});
    return out;
}

QStringList sounds(const std::vector<hatrack::TableEvent>& events) {
    using E = hatrack::TableEvent::Kind;
    QStringList out;
    auto add = [&out](const char* name) {
        const QString n = QLatin1String(name);
        if (!out.contains(n)) out.append(n);
    };
    for (const auto& e : events) {
        switch (e.kind) {
        case E::Moved:
            if (e.from.kind == Kind::Square && e.to.kind == Kind::Square)
                add("move");
            else if (e.from.kind == Kind::Zone)
                add(e.to.kind == Kind::Zone ? "draw" : "place");
            else if (e.to.kind == Kind::Token || e.to.kind == Kind::Square ||
                     e.to.kind == Kind::Edge)
                add("place");
            break;
        case E::Removed:
            if (e.from.kind == Kind::Square) add("capture");
            break;
        case E::Added:
            add("place");
            break;
        case E::Crowned:
            add("crown");
            break;
        case E::Rolled:
            add("die");
            break;
        case E::Revealed:
            add("reveal");
            break;
        default:
            break;
        }
    }
    return out;
}

} // namespace tableconvert
