// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecatalog.h"

#include "enginetext.h"
#include "game_data.h"
#include "games.h"

namespace {

QStringList toList(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

QStringList translated(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << enginetext::text(s);
    return out;
}

} // namespace

QVariantList GameCatalog::games() const {
    QVariantList out;
    for (const auto& g : hatrack::allGames()) {
        QVariantList options;
        for (const auto& o : g.options)
            options.append(QVariantMap{
                {"name", QString::fromStdString(o.name)},
                {"label", enginetext::text(o.label)},
                {"values", toList(o.values)},
                {"valueLabels", translated(o.valueLabels.empty() ? o.values : o.valueLabels)},
                {"help", enginetext::text(o.help)}});
        QStringList computerHelp;
        for (const auto& name : hatrack::agentNames(g.id))
            computerHelp << enginetext::text(hatrack::agentHelp(g.id, name));
        out.append(QVariantMap{{"id", QString::fromStdString(g.id)},
                               {"title", enginetext::text(g.title)},
                               {"summary", enginetext::text(g.summary)},
                               {"players", QStringList{enginetext::text(g.players[0]),
                                                       enginetext::text(g.players[1])}},
                               {"computer", toList(hatrack::agentNames(g.id))},
                               {"computerNames", translated(hatrack::agentNames(g.id))},
                               {"computerHelp", computerHelp},
                               {"options", options}});
    }
    return out;
}

QString GameCatalog::help(const QString& gameId) const {
    // The help lives beside the game's rules, so the QML names no game; its
    // translation is one message in context "engine" (translations/games/).
    std::string_view text = hatrack::gameData(gameId.toStdString() + ".help");
    // Without the line end an editor adds: the whole text is the key of its
    // translation, and a final newline left German players the English rules.
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
    if (text.empty()) return {};
    return enginetext::text(std::string(text));
}

GameCatalog::GameCatalog(QObject* parent) : QObject(parent) {
    connect(&enginetext::Watcher::instance(), &enginetext::Watcher::languageChanged, this,
            &GameCatalog::gamesChanged);
}
