#include "gamecatalog.h"

#include "games.h"

#include <QCoreApplication>

namespace {

QStringList toList(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

// The engine explains its games in English. Its explanations are listed here
// so that lupdate offers them for translation; one not listed (or not yet
// translated) shows as the engine gives it. Names (of games, options and
// computer players) are kept as the engine gives them everywhere.
[[maybe_unused]] const char* const engineTexts[] = {
    QT_TRANSLATE_NOOP("EngineText",
                      "English draughts: 12 men each, compulsory captures, kings move one square."),
    QT_TRANSLATE_NOOP("EngineText", "Checkers with magic hats: capture to draw hats from the "
                                    "bag, then wear their powers."),
    QT_TRANSLATE_NOOP("EngineText",
                      "Pick hats before play: mixed fills the bag, select gives each player a pool "
                      "to choose from on capture, contrary lets the opponent choose from it."),
    QT_TRANSLATE_NOOP("EngineText",
                      "A piece may wear several hats, added evenly across your pieces."),
    QT_TRANSLATE_NOOP("EngineText",
                      "Capturing a hatted piece moves its hats into your rack (Venom excepted)."),
    QT_TRANSLATE_NOOP("EngineText", "Most pieces left wins; hats in the rack only break ties."),
    QT_TRANSLATE_NOOP("EngineText",
                      "Trade three hats from your rack to bring back two men or take two hats."),
    QT_TRANSLATE_NOOP("EngineText", "plays any legal move at random"),
    QT_TRANSLATE_NOOP("EngineText", "looks a few moves ahead and often picks a weaker move"),
    QT_TRANSLATE_NOOP("EngineText", "a solid club player that reads tactics well"),
    QT_TRANSLATE_NOOP("EngineText", "searches ten times deeper than normal"),
    QT_TRANSLATE_NOOP("EngineText", "thinks one decision ahead, with a dash of chance"),
    QT_TRANSLATE_NOOP("EngineText", "weighs each hat draw two decisions ahead"),
    QT_TRANSLATE_NOOP("EngineText",
                      "looks up to six decisions ahead, draws and placements included"),
};

QString explained(const std::string& text) {
    return QCoreApplication::translate("EngineText", text.c_str());
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
                                       {"help", explained(o.help)}});
        QStringList computerHelp;
        for (const auto& name : hatrack::agentNames(g.id))
            computerHelp << explained(hatrack::agentHelp(g.id, name));
        out.append(QVariantMap{{"id", QString::fromStdString(g.id)},
                               {"title", QString::fromStdString(g.title)},
                               {"summary", explained(g.summary)},
                               {"players", QStringList{QString::fromStdString(g.players[0]),
                                                       QString::fromStdString(g.players[1])}},
                               {"computer", toList(hatrack::agentNames(g.id))},
                               {"computerHelp", computerHelp},
                               {"options", options}});
    }
    return out;
}
