// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saved games: a file rebuilds the game exactly, chance included, and anything
// that is not a valid saved game is refused with the problem named, never a crash.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "agent.h"
#include "match.h"
#include "rng.h"
#include "savegame.h"
#include "test_support.h"

#include <cstdint>
#include <string>
#include <vector>
#endif

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hatrack;
using namespace hatrack::test;

namespace {

const std::string kSorcerer = "sorcerers-apprentice";
// Black jumps 6x15, draws a hat, White may put its blue hat on 19 before Black
// goes on with 15x24.
const std::string kHatMidChain = "B:W10,19,32:B6;racks:/b";

QStringList actionTexts(const GameState& s) {
    QStringList out;
    for (const Action& a : s.legalActions()) out << qs(s.actionText(a));
    return out;
}

// Everything a player or a replay can observe, so two matches can be compared.
void compareMatches(const Match& got, const Match& want) {
    QCOMPARE(got.gameId(), want.gameId());
    QVERIFY(got.options() == want.options());
    QCOMPARE(got.seed(), want.seed());
    QCOMPARE(got.startFen(), want.startFen());
    QCOMPARE(got.epoch(), want.epoch());
    QCOMPARE(got.plies(), want.plies());
    QVERIFY(got.log() == want.log());
    QCOMPARE(got.state().toFen(), want.state().toFen());
    QCOMPARE(got.state().currentPlayer(), want.state().currentPlayer());
    QCOMPARE(actionTexts(got.state()), actionTexts(want.state()));
    QCOMPARE(got.state().outcome().over, want.state().outcome().over);
}

// Random decisions until `plies` turns are done or the game ends.
Match randomMatch(const std::string& game, const Options& options, std::uint64_t seed, int plies) {
    Match m(game, options, seed);
    RandomAgent agent(seed * 7 + 3);
    while (!m.state().outcome().over && m.plies() < plies) m.apply(agent.choose(m.state()));
    return m;
}

int chanceEntries(const Match& m) {
    int n = 0;
    for (const LogEntry& e : m.log()) n += e.by == kChance;
    return n;
}

// The first hat the seed draws after the decisions `m` made up to its first draw.
Action firstDraw(const Match& m, std::uint64_t seed) {
    Match fresh(m.gameId(), m.options(), seed, m.startFen());
    for (const LogEntry& e : m.log()) {
        if (e.by == kChance) break;
        fresh.apply(e.action);
    }
    return fresh.log().back().action;
}

QJsonObject asObject(const std::string& text) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

std::string asText(const QJsonObject& o) {
    return QJsonDocument(o).toJson().toStdString();
}

// A valid file with one field replaced (or removed, for an undefined value).
std::string withField(const std::string& text, const QString& key, const QJsonValue& value) {
    QJsonObject o = asObject(text);
    if (value.isUndefined())
        o.remove(key);
    else
        o[key] = value;
    return asText(o);
}

QString loadError(const std::string& text) {
    return rulesErrorOf([&] { loadGame(text); });
}

} // namespace

class TestSaveGame : public QObject {
    Q_OBJECT

  private slots:
    void fileHoldsTheDocumentedFields();
    void checkersRoundTrip();
    void sorcererRoundTripWithOptions();
    void playersAndEpochRoundTrip();
    void savedMidChainDuringHatPlacement();
    void savedWhileChanceIsDue();
    void chanceOutcomesComeFromTheLog();
    void generatorSequenceIsFixed();
    void endingsThePlayersChoose();
    void refusals_data();
    void refusals();
    void everyTruncationIsRefused();
    void garbageIsRefused();
    void deepNestingIsRefused();
    void longValuesAreQuotedShort();
};

void TestSaveGame::fileHoldsTheDocumentedFields() {
    Match m(kSorcerer, {{"combo", "on"}}, 18446744073709551615ULL, kHatMidChain);
    m.play("6x15");
    const QJsonObject o = asObject(saveGame(m, {"human", "normal"}));
    QCOMPARE(o["format"].toString(), QStringLiteral("hatrack-game"));
    QCOMPARE(o["version"].toInt(), 1);
    QCOMPARE(o["game"].toString(), QString::fromStdString(kSorcerer));
    // Every option, defaults included, so a change of default cannot change a saved game.
    QCOMPARE(o["options"].toObject().size(), 5);
    QCOMPARE(o["options"]["combo"].toString(), QStringLiteral("on"));
    QCOMPARE(o["options"]["draft"].toString(), QStringLiteral("none"));
    QCOMPARE(o["seed"].toString(), QStringLiteral("18446744073709551615"));
    QCOMPARE(o["epoch"].toInt(), 0);
    QCOMPARE(o["players"].toArray(), QJsonArray({"human", "normal"}));
    QCOMPARE(o["start"].toString(), QString::fromStdString(kHatMidChain));
    const QJsonArray log = o["log"].toArray();
    QCOMPARE(log.size(), 2);
    QCOMPARE(log[0].toObject(), QJsonObject({{"by", "Black"}, {"move", "6x15"}}));
    QCOMPARE(log[1]["by"].toString(), QStringLiteral("chance"));
    QVERIFY(log[1]["move"].toString().startsWith("draw:"));

    const QJsonObject fresh = asObject(saveGame(Match("checkers", {}, 1), {}));
    QCOMPARE(fresh["start"].toString(), QString());
    QCOMPARE(fresh["options"].toObject(), QJsonObject());
    QCOMPARE(fresh["log"].toArray(), QJsonArray());
}

void TestSaveGame::checkersRoundTrip() {
    for (std::uint64_t seed : {1, 2, 3}) {
        const Match m = randomMatch("checkers", {}, seed, 200);
        const std::string text = saveGame(m, {});
        const SavedGame loaded = loadGame(text);
        compareMatches(loaded.match, m);
        QVERIFY(loaded.players.empty());
        QCOMPARE(saveGame(loaded.match, {}), text);
    }
    // From a position, mid-way through a jump chain.
    Match chain("checkers", {}, 5, "B:W6,15,32:B1");
    chain.apply(actionNamed(chain.state(), "1x10"));
    const SavedGame loaded = loadGame(saveGame(chain, {}));
    compareMatches(loaded.match, chain);
    QCOMPARE(actionTexts(loaded.match.state()), QStringList({"10x19"}));
}

void TestSaveGame::sorcererRoundTripWithOptions() {
    const Options options{{"many-hats", "on"}, {"second-hand", "on"}, {"combo", "on"}};
    for (std::uint64_t seed : {4, 5}) {
        for (int plies : {10, 40, 400}) {
            const Match m = randomMatch(kSorcerer, options, seed, plies);
            const std::string text = saveGame(m, {"normal", "human"});
            const SavedGame loaded = loadGame(text);
            compareMatches(loaded.match, m);
            QVERIFY(loaded.match.options() == completeOptions(gameInfo(kSorcerer), options));
            QCOMPARE(loaded.players, std::vector<std::string>({"normal", "human"}));
            QCOMPARE(saveGame(loaded.match, loaded.players), text);
        }
    }
    const Match drafted = randomMatch(kSorcerer, {{"draft", "select"}}, 6, 30);
    compareMatches(loadGame(saveGame(drafted, {})).match, drafted);
}

void TestSaveGame::playersAndEpochRoundTrip() {
    Match m = randomMatch(kSorcerer, {}, 7, 30);
    m.truncate(m.decisions().size() - 3);
    m.truncate(m.decisions().size() - 1);
    QCOMPARE(m.epoch(), std::uint64_t(2));
    SavedGame loaded = loadGame(saveGame(m, {"easy", "hard"}));
    compareMatches(loaded.match, m);
    QCOMPARE(loaded.players, std::vector<std::string>({"easy", "hard"}));
    // The undo count decides the draws to come, so both go on alike.
    RandomAgent agent(99);
    while (!m.state().outcome().over && m.plies() < 60) {
        const Action a = agent.choose(m.state());
        m.apply(a);
        loaded.match.apply(a);
    }
    compareMatches(loaded.match, m);
}

void TestSaveGame::savedMidChainDuringHatPlacement() {
    Match m(kSorcerer, {}, 11, kHatMidChain);
    m.play("6x15");
    QCOMPARE(m.state().currentPlayer(), 1);
    QVERIFY(actionTexts(m.state()).contains("blue@19"));

    SavedGame loaded = loadGame(saveGame(m, {}));
    compareMatches(loaded.match, m);
    QCOMPARE(loaded.match.state().decisionPrompt(), m.state().decisionPrompt());
    for (Match* match : {&m, &loaded.match}) {
        match->play("blue@19");
        QCOMPARE(match->state().currentPlayer(), 0);
        match->play("15x24");
    }
    compareMatches(loaded.match, m);
    QCOMPARE(m.state().currentPlayer(), 1);
}

void TestSaveGame::savedWhileChanceIsDue() {
    Match m(kSorcerer, {}, 11, kHatMidChain, ChanceMode::Given);
    m.play("6x15");
    QCOMPARE(m.state().currentPlayer(), kChance);
    const std::string text = saveGame(m, {});

    SavedGame given = loadGame(text, ChanceMode::Given);
    compareMatches(given.match, m);
    given.match.play("draw:red");
    QCOMPARE(given.match.state().currentPlayer(), 1);
    QVERIFY(qs(given.match.state().toFen()).contains("racks:r/b"));

    // Drawn: the outcome still due is drawn from the seed, as a new game would.
    const SavedGame drawn = loadGame(text);
    QCOMPARE(drawn.match.state().currentPlayer(), 1);
    QCOMPARE(drawn.match.log().size(), m.log().size() + 1);
}

void TestSaveGame::chanceOutcomesComeFromTheLog() {
    const Match m = randomMatch(kSorcerer, {{"second-hand", "on"}}, 21, 60);
    QVERIFY2(chanceEntries(m) >= 3, "the game should have drawn hats");
    const std::string text = saveGame(m, {});
    bool seedWouldDiffer = false;
    for (const char* seed : {"2", "123456789", "18446744073709551615"}) {
        const SavedGame loaded = loadGame(withField(text, "seed", seed));
        QCOMPARE(loaded.match.seed(), std::stoull(seed));
        QVERIFY(loaded.match.log() == m.log());
        QCOMPARE(loaded.match.state().toFen(), m.state().toFen());
        QCOMPARE(actionTexts(loaded.match.state()), actionTexts(m.state()));
        seedWouldDiffer |= firstDraw(m, std::stoull(seed)) != firstDraw(m, m.seed());
    }
    // Otherwise the test could pass with outcomes drawn afresh from the seed.
    QVERIFY(seedWouldDiffer);
}

// A resignation and an agreed draw end the game through the match, whatever
// the game; saved, they load as ended, and undo takes them back.
// A file keeps the seed, not the dice: every roll and draw is replayed from the
// generator, so its sequence is part of the format and must be the same on
// every system and standard library (tests/determinism runs it on several).
void TestSaveGame::generatorSequenceIsFixed() {
    // SplitMix64's published reference outputs.
    Rng reference(1234567);
    QCOMPARE(reference.next(), std::uint64_t(6457827717110365317ULL));
    QCOMPARE(reference.next(), std::uint64_t(3203168211198807973ULL));
    QCOMPARE(reference.next(), std::uint64_t(9817491932198370423ULL));
    QCOMPARE(Rng(0).next(), std::uint64_t(0xE220A8397B1DCDAFULL));
    // below() as the games draw with it: a die, then a range that rejects some values.
    Rng rng(2026);
    std::vector<std::uint64_t> die;
    for (int i = 0; i < 8; ++i) die.push_back(rng.below(6));
    QCOMPARE(die, std::vector<std::uint64_t>({1, 5, 2, 0, 3, 3, 0, 1}));
    std::vector<std::uint64_t> wide;
    for (int i = 0; i < 4; ++i) wide.push_back(rng.below(1000000007));
    QCOMPARE(wide, std::vector<std::uint64_t>({284506988, 531867880, 310924123, 754871887}));
    QCOMPARE(rng.state(), std::uint64_t(7681369315911522534ULL));
}

void TestSaveGame::endingsThePlayersChoose() {
    Match m("checkers", {}, 1);
    m.play("11-15");
    m.play("resign");
    QVERIFY(m.state().outcome().over);
    QCOMPARE(m.state().outcome().winner, 0);
    QCOMPARE(m.state().outcome().reason.english, std::string("White resigns"));
    QCOMPARE(m.state().currentPlayer(), kNobody);
    QVERIFY(m.state().legalActions().empty());
    QCOMPARE(m.ending(), LogEntry::Kind::Resignation);
    QCOMPARE(m.decisions().size(), std::size_t(2));
    QVERIFY_THROWS_EXCEPTION(RulesError, m.play("22-18"));
    QVERIFY_THROWS_EXCEPTION(RulesError, m.resign(0));

    const std::string text = saveGame(m, {"human", "normal"});
    const QJsonObject o = asObject(text);
    QCOMPARE(o["version"].toInt(), 2);
    QCOMPARE(o["log"].toArray().last().toObject(),
             QJsonObject({{"by", "White"}, {"move", "resign"}}));
    const SavedGame loaded = loadGame(text);
    compareMatches(loaded.match, m);
    QCOMPARE(loaded.match.state().outcome().reason.english, std::string("White resigns"));
    QCOMPARE(loaded.match.ending(), LogEntry::Kind::Resignation);

    // Undo: the resignation is one decision, taken back like a move.
    m.truncate(1);
    QVERIFY(!m.state().outcome().over);
    QCOMPARE(m.ending(), LogEntry::Kind::Decision);
    QCOMPARE(m.state().currentPlayer(), 1);

    // Either player may resign, whoever is to decide; a draw is offered by one.
    Match d(kSorcerer, {}, 3, kHatMidChain);
    d.play("6x15");
    d.agreeDraw(1);
    QCOMPARE(d.state().outcome().winner, -1);
    QCOMPARE(d.state().outcome().reason.english, std::string("draw agreed"));
    const SavedGame drawn = loadGame(saveGame(d, {}));
    compareMatches(drawn.match, d);
    QCOMPARE(drawn.match.ending(), LogEntry::Kind::DrawAgreed);

    // A game saved without such an ending stays readable by older builds.
    QCOMPARE(asObject(saveGame(Match("checkers", {}, 1), {}))["version"].toInt(), 1);
}

void TestSaveGame::refusals_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("words");

    Match m("checkers", {}, 1);
    for (const char* move : {"11-15", "22-18", "15x22", "25x18"}) m.play(move);
    const std::string good = saveGame(m, {});
    auto row = [](const char* name, const std::string& file, const QStringList& words) {
        QTest::newRow(name) << QString::fromStdString(file) << words;
    };
    auto withLog = [&](const QJsonArray& log) { return withField(good, "log", log); };
    auto entry = [](const char* by, const char* move) {
        return QJsonObject{{"by", by}, {"move", move}};
    };
    const std::string sorcerer = saveGame(Match(kSorcerer, {}, 1), {});

    row("not JSON", "hello, world", {"not JSON", "line 1, column 1"});
    const std::size_t version = good.find("\"version\"");
    row("not JSON later on", good.substr(0, version) + "x " + good.substr(version),
        {"not JSON", "line 3, column 3"});
    row("truncated", good.substr(0, good.size() / 2), {"truncated"});
    row("empty", "", {"empty"});
    row("a list", "[1, 2, 3]", {"not a saved game", "array"});
    row("no format", withField(good, "format", QJsonValue::Undefined), {"no \"format\" field"});
    row("wrong format", withField(good, "format", "chess-game"),
        {"\"format\" is \"chess-game\"", "hatrack-game"});
    row("format a number", withField(good, "format", 1), {"\"format\" is a number"});
    row("newer version", withField(good, "version", 3), {"version 3", "newer", "up to version 2"});
    row("version zero", withField(good, "version", 0), {"bad \"version\" 0"});
    row("version a string", withField(good, "version", "1"), {"bad \"version\" \"1\""});
    row("version a fraction", withField(good, "version", 1.5), {"bad \"version\" 1.5"});
    row("no version", withField(good, "version", QJsonValue::Undefined), {"no \"version\" field"});
    row("unknown game", withField(good, "game", "chess"),
        {"unknown game 'chess'", "checkers, sorcerers-apprentice"});
    row("game a number", withField(good, "game", 7), {"\"game\" must be a string, not number"});
    row("no game", withField(good, "game", QJsonValue::Undefined), {"no \"game\" field"});
    row("bad option name", withField(good, "options", QJsonObject{{"speed", "2"}}),
        {"game 'checkers' has no option 'speed'"});
    row("bad option value", withField(sorcerer, "options", QJsonObject{{"draft", "lots"}}),
        {"option 'draft' cannot be 'lots'", "none|mixed|select|contrary"});
    row("option a number", withField(sorcerer, "options", QJsonObject{{"draft", 3}}),
        {"option 'draft' must be a string, not number"});
    row("options a list", withField(good, "options", QJsonArray{"speed"}),
        {"\"options\" must be an object"});
    row("bad seed", withField(good, "seed", "12x"), {"bad seed \"12x\"", "whole number"});
    row("seed too big", withField(good, "seed", "18446744073709551616"),
        {"bad seed \"18446744073709551616\""});
    row("negative seed", withField(good, "seed", "-1"), {"bad seed \"-1\""});
    row("empty seed", withField(good, "seed", ""), {"bad seed \"\""});
    row("seed a number", withField(good, "seed", 1), {"\"seed\" must be a string, not number"});
    row("no seed", withField(good, "seed", QJsonValue::Undefined), {"no \"seed\" field"});
    row("bad epoch", withField(good, "epoch", -1), {"\"epoch\"", "whole number"});
    row("bad start", withField(good, "start", "B:W33:B1"),
        {"bad start position", "square 33 is not on the board"});
    row("start a list", withField(good, "start", QJsonArray()),
        {"\"start\" must be a string, not array"});
    row("players unknown", withField(good, "players", QJsonArray{"human", "grandmaster"}),
        {"unknown player \"grandmaster\"", "human, random"});
    row("players one", withField(good, "players", QJsonArray{"human"}), {"both sides"});
    row("players a number", withField(good, "players", 2), {"\"players\" must be a list"});
    row("players of numbers", withField(good, "players", QJsonArray{1, 2}),
        {"\"players\" must be a string, not number"});
    row("no log", withField(good, "log", QJsonValue::Undefined), {"no \"log\" field"});
    row("log an object", withField(good, "log", QJsonObject()),
        {"\"log\" must be a list, not object"});
    row("illegal decision",
        withLog({entry("Black", "11-15"), entry("White", "22-18"), entry("Black", "11-15")}),
        {"decision 3 ('11-15'): ", "not a legal decision", "15x22"});
    row("decision by the wrong player", withLog({entry("White", "11-15")}),
        {"decision 1 ('11-15'): ", "\"White\"", "Black is to decide"});
    row("decision by nobody known", withLog({entry("Red", "11-15")}),
        {"decision 1 ('11-15'): ", "\"Red\""});
    row("malformed move", withLog({entry("Black", "11-15"), entry("White", "zz")}),
        {"decision 2 ('zz'): "});
    row("entry a number", withLog({entry("Black", "11-15"), 3}), {"decision 2: ", "not number"});
    row("move a number", withLog({QJsonObject{{"by", "Black"}, {"move", 1115}}}),
        {"decision 1: \"move\" must be a string"});
    row("by a number", withLog({QJsonObject{{"by", 0}, {"move", "11-15"}}}),
        {"decision 1 ('11-15'): \"by\" must be a string"});
    row("no by", withLog({QJsonObject{{"move", "11-15"}}}), {"decision 1: ", "\"by\""});
    row("chance in checkers", withLog({entry("chance", "draw:red")}),
        {"decision 1 ('draw:red'): ", "Black is to decide"});

    Match over("checkers", {}, 1, "B:W6,15:B1");
    over.play("1x19");
    QJsonObject afterEnd = asObject(saveGame(over, {}));
    QJsonArray log = afterEnd["log"].toArray();
    log.append(entry("White", "32-27"));
    afterEnd["log"] = log;
    row("decision after the end", asText(afterEnd), {"decision 3 ('32-27'): ", "over"});

    Match hats(kSorcerer, {}, 1, kHatMidChain);
    hats.play("6x15");
    QJsonObject drawn = asObject(saveGame(hats, {}));
    QJsonArray hatLog = drawn["log"].toArray();
    hatLog[1] = entry("chance", "draw:pink");
    drawn["log"] = hatLog;
    row("impossible chance outcome", asText(drawn),
        {"decision 2 ('draw:pink'): ", "not a legal chance outcome", "draw:red"});
    hatLog[1] = entry("White", "blue@19");
    drawn["log"] = hatLog;
    row("decision where chance is due", asText(drawn),
        {"decision 2 ('blue@19'): ", "chance outcome is due"});
}

void TestSaveGame::refusals() {
    QFETCH(QString, file);
    QFETCH(QStringList, words);
    const QString error = loadError(file.toStdString());
    QVERIFY2(!error.isEmpty(), "loaded without complaint");
    for (const QString& w : words)
        QVERIFY2(error.contains(w), qPrintable("missing '" + w + "' in: " + error));
}

void TestSaveGame::everyTruncationIsRefused() {
    Match m(kSorcerer, {}, 3, kHatMidChain);
    m.play("6x15");
    const std::string text = saveGame(m, {});
    // Only the closing "}\n" (or its brace) may go and leave a whole document.
    const std::size_t whole = text.rfind('}');
    for (std::size_t n = 0; n < whole; ++n) {
        const QString error = loadError(text.substr(0, n));
        QVERIFY2(error.contains("truncated") || error.contains("empty"),
                 qPrintable(QString("cut at %1: %2").arg(n).arg(error)));
    }
}

void TestSaveGame::garbageIsRefused() {
    Rng rng(2024);
    const std::string good = saveGame(randomMatch(kSorcerer, {}, 8, 20), {});
    for (int i = 0; i < 300; ++i) {
        std::string junk(rng.next() % 400, '\0');
        for (char& c : junk) c = static_cast<char>(rng.next() % 256);
        QVERIFY(!loadError(junk).isEmpty());

        // Damaged copies of a good file: each must load or be refused, never crash.
        std::string damaged = good;
        for (int k = 0; k < 1 + i % 4; ++k)
            damaged[rng.next() % damaged.size()] = static_cast<char>(rng.next() % 128);
        try {
            loadGame(damaged);
        } catch (const RulesError&) {
        }
    }
    // Deep nesting must not exhaust the stack.
    QVERIFY(loadError(std::string(100000, '[') + std::string(100000, ']')).contains("nest"));
    QVERIFY(loadError("{\"format\": \"hatrack-game\", \"version\": 1e999}").contains("not JSON"));
}

// A message quotes a value of the file in a line's worth at most.
constexpr int kLongestMessage = 300;

std::string nestedVersion(int depth) {
    return "{\"format\":\"hatrack-game\",\"version\":" + std::string(depth, '[') +
           std::string(depth, ']') + "}";
}

void TestSaveGame::deepNestingIsRefused() {
    // 200 KB nested 100,000 deep once crashed the loader writing its message.
    for (const int depth : {100000, 1000, 65}) {
        const QString error = loadError(nestedVersion(depth));
        QVERIFY2(error.contains("nest more than 64 deep") && error.contains("line 1, column "),
                 qPrintable(error));
        QVERIFY2(error.size() < kLongestMessage, qPrintable(error));
    }
    // The same depth anywhere, in a field the reader ignores too.
    Match m("checkers", {}, 1);
    const std::string good = saveGame(m, {});
    const std::string deepField = good.substr(0, good.rfind('}')) +
                                  ",\"x\":" + std::string(5000, '{') + std::string(5000, '}') + "}";
    QVERIFY(loadError(deepField).contains("nest more than 64 deep"));
    // Brackets in strings are text, however many.
    const std::string bracketsInAString =
        withField(good, "start", QString(10000, '[') + QString(10000, '{'));
    const QString start = loadError(bracketsInAString);
    QVERIFY2(start.contains("bad start position") && start.size() < kLongestMessage,
             qPrintable(start));
    // Nesting a saved game may hold still reads, and is refused for what it is.
    const QString shallow = loadError(nestedVersion(63));
    QVERIFY2(shallow.startsWith("bad \"version\" [[[[") && shallow.contains(u'\u2026') &&
                 shallow.size() < kLongestMessage,
             qPrintable(shallow));
}

void TestSaveGame::longValuesAreQuotedShort() {
    Match m("checkers", {}, 1);
    const std::string good = saveGame(m, {});
    const QString huge(100000, 'z');
    const QStringList errors = {
        loadError(withField(good, "game", huge)),
        loadError(withField(good, "seed", huge)),
        loadError(withField(good, "start", huge)),
        loadError(withField(good, "players", QJsonArray{huge, huge})),
        loadError(withField(good, "options", QJsonObject{{huge, "on"}})),
        loadError(withField(good, "log", QJsonArray{QJsonObject{{"by", "Black"}, {"move", huge}}})),
        loadError(withField(good, "log", QJsonArray{QJsonObject{{"by", huge}, {"move", "11-15"}}})),
        loadError(withField(good, "version", QJsonArray{huge})),
        // The parser quotes the string it stopped in.
        loadError("{\"format\": \"" + huge.toStdString() + "\x01\"}"),
    };
    for (const QString& error : errors) {
        QVERIFY2(error.size() < kLongestMessage, qPrintable(error.left(400)));
        QVERIFY2(error.contains(QString(40, 'z')), qPrintable(error.left(400)));
        QVERIFY2(!error.contains(QString(61, 'z')), qPrintable(error.left(400)));
    }
    const QString unterminated = loadError("{\"format\": \"" + huge.toStdString());
    QVERIFY2(unterminated.contains("truncated"), qPrintable(unterminated.left(400)));
}

QTEST_GUILESS_MAIN(TestSaveGame)
#include "tst_savegame.moc"
