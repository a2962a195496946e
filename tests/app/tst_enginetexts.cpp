// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every text the engine gives players must be in the list that is offered for
// translation (app/enginetexts.cpp): this walks the registry and plays random
// games of every registered game under each option, collecting what the
// engine says (what each square's piece may do, each move told in words
// too), and names each text that is missing. A new game cannot ship words
// that no language can translate.
#include "enginetext.h"
#include "games.h"
#include "move_story.h"
#include "pdn.h"
#include "savegame.h"

#include <QSet>
#include <QTest>
#include <QTranslator>

#include <functional>

using namespace hatrack;

namespace {

// A word worth translating has letters in it; squares ("e4", "19") and
// numbers go through as they are.
bool isWord(const QString& text) {
    int run = 0;
    for (QChar c : text) {
        run = c.isLetter() ? run + 1 : 0;
        if (run >= 3) return true;
    }
    return false;
}

class Collector {
  public:
    void fixed(const std::string& english, const QString& where) {
        const QString t = QString::fromStdString(english);
        if (isWord(t)) check(t, where);
    }
    void phrase(const Phrase& p, const QString& where) {
        if (p.literal || p.empty()) return;
        if (!p.id.empty() || !p.args.empty())
            check(QString::fromStdString(p.pattern), where);
        else
            fixed(p.pattern, where);
        for (const Phrase& a : p.args) phrase(a, where);
    }
    void state(const GameState& s, const QString& game) {
        for (int p = 0; p < 2; ++p) fixed(s.playerName(p), game + " player name");
        phrase(s.prompt(), game + " prompt");
        const Outcome o = s.outcome();
        phrase(o.reason, game + " outcome");
        for (const auto& m : o.measures) fixed(m.label, game + " measure");
        const Table t = s.table(kOnlooker);
        for (const auto& z : t.zones)
            phrase(z.label, game + " zone " + QString::fromStdString(z.id));
        for (const auto& c : t.counters)
            phrase(c.label, game + " counter " + QString::fromStdString(c.id));
        // What chance may bring is said in the move list too ("Black draws red").
        for (const auto& [a, odds] : s.chanceOutcomes()) {
            (void)odds;
            phrase(s.sentence(a), game + " chance");
        }
        // Refusals of typed moves: a few wrong ones in each game's notation.
        for (const char* wrong : {"1-5", "9-14", "32-28", "e2-e3", "a1-a8", "e4xe5", "nohat"}) {
            try {
                (void)s.parseMove(wrong);
            } catch (const RulesError& e) {
                phrase(e.phrase(), game + " refusal");
            }
        }
        if (s.currentPlayer() < 0) return;
        for (const Action& a : s.legalActions()) {
            phrase(s.sentence(a), game + " move list");
            phrase(s.describe(a).label, game + " button or tooltip");
        }
    }
    // What the piece on every square may do, for one viewer: the sentences
    // of every game's explanation, the parts that name a player's king or
    // "your" king included.
    void explanations(const GameState& s, int viewer, const QString& game) {
        for (int square = 0; square < s.squareCount(); ++square)
            phrase(s.explainSquare(square, viewer), game + " explanation");
    }
    void transition(const Transition& t, const QString& game) {
        for (const Phrase& n : t.notes) phrase(n, game + " note");
        for (const TableEvent& e : t.events) phrase(e.caption, game + " event");
    }
    const QMap<QString, QString>& missing() const { return missing_; }
    int seen() const { return static_cast<int>(seen_.size()); }

  private:
    void check(const QString& text, const QString& where) {
        seen_.insert(text);
        if (!enginetext::known().contains(text) && !missing_.contains(text))
            missing_.insert(text, where);
    }
    QSet<QString> seen_;
    QMap<QString, QString> missing_;
};

// Names each text missing from the list offered for translation, one line
// each (a failure message alone would be cut short); false when any is.
bool reportMissing(const Collector& c) {
    for (auto it = c.missing().begin(); it != c.missing().end(); ++it)
        qWarning().noquote() << QStringLiteral("missing engine text \"%1\" (%2): add it to "
                                               "app/enginetexts.cpp or app/enginetexts_errors.cpp")
                                    .arg(it.key(), it.value());
    return c.missing().isEmpty();
}

// Input a player may give that each game refuses: positions (FEN) of every
// kind of fault its parser names.
const std::pair<const char*, const char*> kBadPositions[] = {
    {"checkers", " "},
    {"checkers", "X:W1"},
    {"checkers", "B;W1"},
    {"checkers", "B:Q1"},
    {"checkers", "B:W21:W22"},
    {"checkers", "B:W25-23"},
    {"checkers", "B:W21,21"},
    {"checkers", "B:W33"},
    {"checkers", "B:Wab"},
    {"checkers", "B:W1234"},
    {"checkers", "B:W5-17"},
    {"checkers", "B:B29"},
    {"checkers", "B:W1"},
    {"sorcerers-apprentice", "B:W10:B6;racks:rr"},
    {"sorcerers-apprentice", "B:W10:B6;racks:q/"},
    {"sorcerers-apprentice", "B:W10:B6;racks"},
    {"sorcerers-apprentice", "B:W10:B6;foo:1"},
    {"sorcerers-apprentice", "B:W10:B6;hats:x"},
    {"sorcerers-apprentice", "B:W10:B6;hats:7=r"},
    {"sorcerers-apprentice", "B:W10:B6;opts:draft=weird"},
    {"sorcerers-apprentice", "B:W10:B6;opts:combo=maybe"},
    {"sorcerers-apprentice", "B:W10:B6;opts:zap=on"},
    {"sorcerers-apprentice", "B:W10:B6;pools:r/b"},
    {"sorcerers-apprentice", "B:W10:B6;out:r6"},
    {"sorcerers-apprentice", "B:W10:B6;bag:r"},
    {"sorcerers-apprentice", "B:W33"},
    {"pawns-in-hats", "x"},
    {"pawns-in-hats", "9/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "8/8/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "7/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "z7/8/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "PPPPPPPP/P7/8/8/8/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 x - c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w zap:e4 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick:z9 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick:e4:bb c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick:e4 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick:d4 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w roll:e4:b c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w wear:e4 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w wear:e4:z c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w off:e4 c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w land:e4:b c 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w - q 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/k7/8/8/8 w - - 0 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w - c x 1"},
    {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w - c 0 0"},
    {"fantasy-rpg-checkers", "x"},
    {"fantasy-rpg-checkers", "X bard,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B zorro,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1,1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1z W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:99 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B thief,bard B:i13 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B thief,bard B:1p1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0.1,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B fighter,thief B:1 W:27 P:0.0.0,0.0.0 $:1,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:1,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:x"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 X:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:29 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,? B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0"},
    {"fantasy-rpg-checkers", "B bard,thief B:1 W:27 P:0.0.0 $:0,0 S:0,0 Q:0"},
    {"alien-checkers", "B"},
    {"alien-checkers", "X move"},
    {"alien-checkers", "B zap"},
    {"alien-checkers", "B card:zap"},
    {"alien-checkers", "B move!"},
    {"alien-checkers", "B move b:1,1"},
    {"alien-checkers", "B move b:1q"},
    {"alien-checkers", "B move nonsense"},
    {"alien-checkers", "B move b:1 b:2"},
    {"alien-checkers", "B move b:x"},
    {"alien-checkers", "B move walls:Q"},
    {"alien-checkers", "B move up:zap"},
    {"alien-checkers", "B move planets:zz/mars"},
    {"alien-checkers", "B move planets:mars"},
    {"alien-checkers", "B move took:1"},
    {"alien-checkers", "B move this:1"},
    {"alien-checkers", "B move zap:1"},
    {"alien-checkers", "B move turns:9"},
    {"alien-checkers", "B move b:1 w:1"},
    {"alien-checkers", "B move b:1 fire:1"},
    {"alien-checkers", "B move b:1 monolith:1"},
};

// Saved games that cannot be opened: not JSON, not a saved game, bad fields,
// a log that is not the game's.
const char* const kBadSavedGames[] = {
    "",
    "{\"format\": \"hatrack-game\",",
    "{\"format\": \"hatrack-game\" x",
    "[1, 2]",
    "{}",
    "{\"format\": \"other\"}",
    "{\"format\": \"hatrack-game\", \"version\": 99}",
    "{\"format\": \"hatrack-game\", \"version\": 0}",
    "{\"format\": \"hatrack-game\", \"version\": 1}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": 5}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"chess\"}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"x\"}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"players\": [\"human\", \"nobody\"], \"log\": []}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"start\": \"B:W33\", \"log\": []}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"options\": {\"zap\": \"on\"}, \"log\": []}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"log\": 3}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"log\": [{\"by\": \"White\", \"move\": \"11-15\"}]}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"log\": [{\"by\": \"Black\", \"move\": \"11-19\"}]}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"log\": [{\"by\": \"Black\"}]}",
    "{\"format\": \"hatrack-game\", \"version\": 1, \"game\": \"checkers\", \"seed\": \"1\", "
    "\"log\": [7]}",
};

// Random games until one ends or `plies` decisions have been made.
void play(Collector& c, const std::string& id, const Options& options, std::uint64_t seed,
          int plies) {
    const QString game = QString::fromStdString(id);
    auto s = newGame(id, options, seed);
    Rng pick(seed * 7919 + 1);
    // The turn in progress told in words, as the list of moves tells it.
    MoveStory story;
    int storyOwner = kNobody;
    for (int i = 0; i < plies; ++i) {
        c.state(*s, game);
        // Every square of every third position, each player looking in turn
        // (and an onlooker): enough to meet every sentence, in a test that
        // stays quick.
        if (i % 3 == 0) c.explanations(*s, i % 9 == 0 ? kOnlooker : (i / 3) % 2, game);
        if (s->outcome().over) break;
        if (s->currentPlayer() == kChance) {
            c.transition(s->applyChance(), game);
            continue;
        }
        const auto legal = s->legalActions();
        if (legal.empty()) break;
        const Action a = legal[static_cast<std::size_t>(pick.below(legal.size()))];
        const int owner = s->turnOwner(), decider = s->currentPlayer();
        if (owner != storyOwner) {
            story = MoveStory();
            storyOwner = owner;
        }
        const ActionView view = s->describe(a);
        const Table before = s->table(kOnlooker);
        const Transition t = s->applyAction(a);
        c.transition(t, game);
        if (decider == owner) {
            story.add(owner, view, before, {t});
            c.phrase(story.tell(*s), game + " move in words");
        }
    }
}

} // namespace

class TestEngineTexts : public QObject {
    Q_OBJECT
  private slots:
    // A game's own wording of a common text is only found while the common
    // text exists: one left behind by a changed engine text is never shown.
    void everyGamesWordingHasItsCommonText() {
        for (const auto& w : enginetext::gameWordings()) {
            if (QByteArray(w.context) != "engine") continue;
            QVERIFY2(
                enginetext::known().contains(QString::fromUtf8(w.source)),
                qPrintable(QStringLiteral("%1 words apart '%2', which the engine no longer says")
                               .arg(QString::fromUtf8(w.game), QString::fromUtf8(w.source))));
        }
    }

    void everyEngineTextIsOfferedForTranslation() {
        Collector c;
        for (const GameInfo& g : allGames()) {
            const QString game = QString::fromStdString(g.id);
            c.fixed(g.title, game + " title");
            c.fixed(g.summary, game + " summary");
            for (const auto& p : g.players) c.fixed(p, game + " player");
            for (const auto& o : g.options) {
                c.fixed(o.label, game + " option label");
                c.fixed(o.help, game + " option help");
                for (const auto& v : o.values) c.fixed(v, game + " option value");
                for (const auto& v : o.valueLabels) c.fixed(v, game + " option value label");
            }
            for (const auto& a : agentNames(g.id)) {
                c.fixed(a, game + " computer name");
                c.fixed(agentHelp(g.id, a), game + " computer help");
            }
            // The default game, then each other value of each option alone.
            std::vector<Options> setups{{}};
            for (const auto& o : g.options)
                for (std::size_t v = 1; v < o.values.size(); ++v)
                    setups.push_back({{o.name, o.values[v]}});
            std::uint64_t seed = 1;
            for (const Options& given : setups)
                for (int round = 0; round < 6; ++round)
                    play(c, g.id, completeOptions(g, given), seed++, 600);
        }
        // Positions random play seldom reaches, explained square by square for
        // each player: a king in check, and a piece that shields its king.
        const std::pair<const char*, const char*> positions[] = {
            {"pawns-in-hats", "4k3/8/8/4h3/8/8/8/3QK3 8/8/8/8/8/8/8/8 w - c 0 1"},
            {"pawns-in-hats", "4k3/8/8/4h3/8/8/4Q3/4K3 8/8/8/8/8/8/8/8 w - c 0 1"},
        };
        for (const auto& [id, fen] : positions) {
            const auto s = newGame(id, completeOptions(gameInfo(id), {}), 1, fen);
            for (int viewer : {0, 1}) c.explanations(*s, viewer, QString::fromUtf8(id));
        }
        QVERIFY(reportMissing(c));
        QVERIFY(c.seen() > 50);
    }

    // Every error a player's input leads to (a position, a move, a saved
    // game, a PDN record) carries its words as a Phrase, each of them offered
    // for translation: an error in English alone fails here.
    void inputErrorsAreOfferedForTranslation() {
        Collector c;
        int refused = 0;
        auto expectPhrase = [&](const std::function<void()>& attempt, const QString& what) {
            try {
                attempt();
            } catch (const RulesError& e) {
                ++refused;
                QVERIFY2(!e.phrase().empty(),
                         qPrintable(what + QStringLiteral(": English only: ") + e.what()));
                c.phrase(e.phrase(), what);
                return;
            }
            QFAIL(qPrintable(what + QStringLiteral(": accepted")));
        };
        for (const auto& [id, fen] : kBadPositions) {
            const std::string game = id, position = fen;
            expectPhrase([&] { newGame(game, {}, 1, position); },
                         QStringLiteral("%1 position '%2'").arg(id, fen));
        }
        for (const char* text : kBadSavedGames) {
            const std::string file = text;
            expectPhrase([&] { loadGame(file); }, QStringLiteral("saved game %1").arg(text));
        }
        for (const GameInfo& g : allGames())
            for (const char* move : {"", "zz", "99-1", "11-15x", "1-", "e9-e1", "draw"}) {
                const std::string id = g.id, text = move;
                if (text == "draw") continue; // an offer, which any match accepts
                expectPhrase(
                    [&] {
                        Match m(id, {}, 1);
                        for (int i = 0; i < 3; ++i) m.play(text);
                    },
                    QStringLiteral("%1 move '%2'").arg(QString::fromStdString(id), move));
            }
        for (const char* option : {"zap", "rules"}) {
            const std::string name = option;
            expectPhrase(
                [&] {
                    completeOptions(gameInfo("checkers"), {{name, "x"}});
                },
                QStringLiteral("option %1").arg(option));
        }
        expectPhrase([] { gameInfo("chess"); }, QStringLiteral("unknown game"));
        expectPhrase([] { newAgent("checkers", "nobody", 1); }, QStringLiteral("unknown player"));
        // A record that stops early says why in words too; a game without PDN
        // refuses records.
        const auto records = parsePdn("[Event \"x\"]\n1. 11-15 24-20 2. 8-11 99-1 *\n");
        QCOMPARE(records.size(), std::size_t{1});
        const PdnReplay r = replayPdn(records.front(), "checkers");
        QVERIFY(!r.stopped.empty());
        c.phrase(r.stopped, QStringLiteral("PDN record stopped"));
        expectPhrase([&] { replayPdn(records.front(), "sorcerers-apprentice"); },
                     QStringLiteral("PDN of a game without PDN"));

        QVERIFY(reportMissing(c));
        QVERIFY(refused > 100);
    }

    void aPhraseIsWordedWithItsWordsTranslated() {
        // A pattern and its word arguments each come from the translation.
        struct German : QTranslator {
            QString translate(const char* context, const char* source, const char*,
                              int) const override {
                if (QByteArray(context) != "engine") return {};
                const QByteArray s(source);
                if (s == "%1 puts %2 on %3") return QStringLiteral("%1 setzt %2 auf %3");
                if (s == "White") return QStringLiteral("Weiß");
                if (s == "blue") return QStringLiteral("Blau");
                return {};
            }
            bool isEmpty() const override { return false; }
        } german;
        QCoreApplication::installTranslator(&german);
        const Phrase p =
            Phrase::of("place-hat", "%1 puts %2 on %3", {"White", "blue", Phrase::verbatim("19")});
        QCOMPARE(enginetext::phrase(p), QStringLiteral("Weiß setzt Blau auf 19"));
        // An argument's own "%1" is left alone.
        QCOMPARE(enginetext::phrase(Phrase::of("x", "%1 puts %2 on %3", {"%2", "blue", "19"})),
                 QStringLiteral("%2 setzt Blau auf 19"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(enginetext::phrase(p), QStringLiteral("White puts blue on 19"));
    }
};

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
