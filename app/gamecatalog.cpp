#include "gamecatalog.h"

#include "games.h"

namespace {
QStringList toList(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}
} // namespace

QVariantList GameCatalog::games() const {
    QVariantList out;
    for (const auto& g : hatrack::allGames()) {
        QVariantList options;
        for (const auto& o : g.options)
            options.append(QVariantMap{{"name", QString::fromStdString(o.name)},
                                       {"label", QString::fromStdString(o.label)},
                                       {"values", toList(o.values)},
                                       {"help", QString::fromStdString(o.help)}});
        out.append(QVariantMap{{"id", QString::fromStdString(g.id)},
                               {"title", QString::fromStdString(g.title)},
                               {"summary", QString::fromStdString(g.summary)},
                               {"players", QStringList{QString::fromStdString(g.players[0]),
                                                       QString::fromStdString(g.players[1])}},
                               {"computer", toList(hatrack::agentNames(g.id))},
                               {"options", options}});
    }
    return out;
}
