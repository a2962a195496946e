// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Sorcerer's Apprentice options (docs/rules.md, Sorcerer's Apprentice): Wearing
// Many Hats, Second-Hand Hats, the three hat drafts and the Triple Hat Combo Bonus.
// (Playing for Blood is scoring: see tst_sorcerer_scoring.)

#ifndef Q_MOC_RUN
#include "savegame.h"
#include "sorcerer_test_support.h"

#include <functional>
#endif

#include <QTest>

using namespace hatrack;
using namespace hatrack::sorcerer;
using namespace hatrack::sorcerer::test;

namespace {

// White on 14 jumps Black's 10 (14x7); Black then may place its green hat.
std::string whiteTakes10(const std::string& blackHats, const std::string& opts) {
    return "W:W14:B10,1,4;hats:10=p" + blackHats + ";racks:g/" + opts;
}

// Plays a whole draft, each player taking `pick(state)`; returns the hats each
// player picked, Black's then White's.
std::pair<Hats, Hats> playDraft(Match& m, const std::function<Action(const GameState&)>& pick) {
    Hats picked[2];
    for (int n = 0; n < 24; ++n) {
        const SorcererState& s = sa(m);
        const int who = s.currentPlayer();
        // The second player picks first, then they alternate.
        if (who != (n % 2 == 0 ? 1 : 0)) {
            QTest::qFail(qPrintable(QString("pick %1 by player %2").arg(n).arg(who)), __FILE__,
                         __LINE__);
            return {};
        }
        const Action a = pick(s);
        picked[who].add(a.a);
        m.apply(a);
    }
    return {picked[0], picked[1]};
}

Action firstLegal(const GameState& s) {
    return s.legalActions().front();
}
Action lastLegal(const GameState& s) {
    return s.legalActions().back();
}

} // namespace

class TestSorcererOptions : public QObject {
    Q_OBJECT

  private slots:
    // Wearing Many Hats
    void manyHatsWhenEveryPieceWearsTheSameNumber();
    void manyHatsOnlyBarePiecesWhileUneven();
    void manyHatsOffOnlyBarePieces();
    void manyHatsStrengthAndNimbleness();
    void manyHatsZotAndStrengthAddUp();
    void manyHatsValorBendsFriendlyJumps();
    void manyHatsTwoVenomHatsPoisonOnceAndBothLeave();
    // Second-Hand Hats
    void secondHandHatsGoToTheCapturer();
    void secondHandVenomLeavesTheGame();
    void secondHandPoisonedPieceHatsGoToTheOpponent();
    void secondHandWardingHatLeavesTheGame();
    // Drafts
    void mixedDraft();
    void draftOffersOnlyOpenColours();
    void selectDraftPoolsAreThePicks();
    void selectCapturerChoosesFromOwnPool();
    void selectEmptyPoolGivesNothing();
    void contraryOpponentChooses();
    void contraryFullDraftThenCapture();
    // Triple Hat Combo Bonus
    void comboOffOffersNothing();
    void reviveTwoMen();
    void reviveNeedsTwoCapturedPieces();
    void reviveNeedsTwoFreeHomeSquares();
    void reviveNeedsThreeColours();
    void comboOnlyWithoutCapture();
    void stealTwoHatsOfChoice();
    void stealNeedsTwoHatsToTake();
    // Options a position states (opts:)
    void optionsLeftOutComeFromThePosition();
    void optionsGivenMustAgreeWithThePosition();
    void aPositionWithoutOptsTakesTheGamesOptions();
    void savedGamesFromBeforeLoadAsPlayed();
};

// ---------------------------------------------------------------- Wearing Many Hats

// Black's 1 and 4 both wear one hat: with Many Hats the green may go on either.
void TestSorcererOptions::manyHatsWhenEveryPieceWearsTheSameNumber() {
    Match m = matchFrom(whiteTakes10(",1=y,4=c", ";opts:many-hats=on"));
    const SorcererState& s = sa(m);
    QCOMPARE(legal(s), QStringList{"14x7"});
    m.play("14x7");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), sorted({"green@1", "green@4", "nohat"}));
    m.play("green@1");
    QCOMPARE(letters(s.at(sq(1)).hats), QString("yg"));
    QCOMPARE(s.toMove(), 0); // Black's turn now
}

// 1 wears one hat, 4 none: only 4 may receive. 1 wears two, 4 one: nobody may.
void TestSorcererOptions::manyHatsOnlyBarePiecesWhileUneven() {
    Match m = matchFrom(whiteTakes10(",1=y", ";opts:many-hats=on"));
    m.play("14x7");
    QCOMPARE(legal(m), sorted({"green@4", "nohat"}));

    Match uneven = matchFrom(whiteTakes10(",1=yb,4=c", ";opts:many-hats=on"));
    uneven.play("14x7");
    QCOMPARE(sa(uneven).toMove(), 0); // Black was not asked: its turn now
    QCOMPARE(letters(sa(uneven).rack(0)), QString("g"));
}

// Without Many Hats a hatted piece never receives another hat.
void TestSorcererOptions::manyHatsOffOnlyBarePieces() {
    Match m = matchFrom(whiteTakes10(",1=y,4=c", ""));
    m.play("14x7");
    QCOMPARE(sa(m).toMove(), 0);
    QCOMPARE(letters(sa(m).rack(0)), QString("g"));
    QCOMPARE(letters(sa(m).at(sq(1)).hats), QString("y"));
}

// Clear forbids capturing by jumping even with yellow: the man captures 14 only by
// stepping; yellow still lets it jump its friend on 6.
void TestSorcererOptions::manyHatsStrengthAndNimbleness() {
    Match m = matchFrom("B:W14,32:B10,1;hats:10=yc;opts:many-hats=on");
    QCOMPARE(legal(m), QStringList{"10x14"});
    m.play("10x14");
    QCOMPARE(sa(m).at(sq(14)).owner, 0);
    QCOMPARE(sa(m).toMove(), 1);

    Match friendly = matchFrom("B:W32:B1,6;hats:1=yc;opts:many-hats=on");
    QVERIFY(legal(friendly).contains("1x10"));
}

// Zot and Strength are two more ways to capture (the zot any way, the Strength
// capture forward for a man); red forbids the Valor jump.
void TestSorcererOptions::manyHatsZotAndStrengthAddUp() {
    Match m = matchFrom("B:W7,14,32:B10;hats:10=rc;opts:many-hats=on");
    QCOMPARE(legal(m), sorted({"10z7", "10z14", "10x14"}));
    Match valor = matchFrom("B:W15,32:B10;hats:10=rp;opts:many-hats=on");
    QCOMPARE(legal(valor), QStringList{"10z15"});
}

// Valor bends every jump, friendly ones too: 1 over 6 lands on 9, not 10.
void TestSorcererOptions::manyHatsValorBendsFriendlyJumps() {
    Match m = matchFrom("B:W32:B1,6;hats:1=yp;opts:many-hats=on");
    QVERIFY(legal(m).contains("1x9/6"));
    QVERIFY(!legal(m).contains("1x10"));
    QVERIFY(!legal(m).contains("1x10/6"));
}

void TestSorcererOptions::manyHatsTwoVenomHatsPoisonOnceAndBothLeave() {
    Match m = matchFrom("B:W10,32:B6,1;hats:10=g2;opts:many-hats=on");
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.outOfGame()[Green], 2);
    QVERIFY(isEmpty(s, 15)); // poisoned, gone at the end of the turn
    QCOMPARE(s.rack(1).total(), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// ---------------------------------------------------------------- Second-Hand Hats

void TestSorcererOptions::secondHandHatsGoToTheCapturer() {
    Match m = matchFrom("B:W10,32:B6;hats:10=y;opts:second-hand=on");
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.rack(0).total(), 2); // the yellow hat, plus the usual draw
    QVERIFY(s.rack(0)[Yellow] >= 1);
    QCOMPARE(s.outOfGame().total(), 0);

    // Off: the hat leaves the game.
    Match off = matchFrom("B:W10,32:B6;hats:10=y");
    off.play("6x15");
    QCOMPARE(sa(off).rack(0).total(), 1);
    QCOMPARE(sa(off).outOfGame()[Yellow], 1);
}

// Venom hats still leave the game; the others of a Many Hats piece change hands.
void TestSorcererOptions::secondHandVenomLeavesTheGame() {
    Match m = matchFrom("B:W10,32:B6,1;hats:10=gyc;opts:second-hand=on,many-hats=on");
    const SorcererState& s = sa(m);
    const Hats bagBefore = s.bag();
    m.play("6x15");
    QCOMPARE(s.outOfGame()[Green], 1);
    QCOMPARE(s.bag().total(), bagBefore.total() - 2); // two draws: the capture, the poison
    // Black got yellow, clear and one draw, then lost 15 to the poison.
    QCOMPARE(s.rack(0).total(), 3);
    QVERIFY(s.rack(0)[Yellow] >= 1 && s.rack(0)[Clear] >= 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// Engine's choice (the rulings are silent; docs/rules.md, Sorcerer's Apprentice, "Where
// the rulings are silent, we chose"): a piece lost to poison is "captured" by the
// owner of the Venom piece, so with Second-Hand Hats its hats go to that player.
void TestSorcererOptions::secondHandPoisonedPieceHatsGoToTheOpponent() {
    Match m = matchFrom("B:W6,32:B1,4;hats:1=y,6=g;opts:second-hand=on");
    const SorcererState& s = sa(m);
    m.play("1x10");
    QVERIFY(isEmpty(s, 10));
    QCOMPARE(s.rack(1).total(), 2); // the yellow hat, plus the draw
    QVERIFY(s.rack(1)[Yellow] >= 1);
    QCOMPARE(s.outOfGame()[Green], 1);
}

// A warded piece is not captured: its blue hat leaves the game, the capturer's
// rack gets nothing.
void TestSorcererOptions::secondHandWardingHatLeavesTheGame() {
    Match m = matchFrom("B:W10,32:B6;hats:10=b;opts:second-hand=on");
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.at(sq(10)).owner, 1);
    QCOMPARE(s.rack(0).total(), 0);
    QCOMPARE(s.outOfGame()[Blue], 1);
}

// ---------------------------------------------------------------- Drafts

// Mixed: all 30 open, White (second player) picks first, alternating to 12 each;
// the 24 picks form the bag, the other 6 leave the game; then Black moves.
void TestSorcererOptions::mixedDraft() {
    Match m(kGame, {{"draft", "mixed"}}, 11);
    const SorcererState& s = sa(m);
    QVERIFY(s.drafting());
    QCOMPARE(s.draftOpen().total(), 30);
    QCOMPARE(s.bag().total(), 0);
    const auto [black, white] = playDraft(m, firstLegal);
    QCOMPARE(black.total(), 12);
    QCOMPARE(white.total(), 12);
    QVERIFY(!s.drafting());
    Hats both = black;
    both.addAll(white);
    QCOMPARE(letters(s.bag()), letters(both));
    QCOMPARE(s.outOfGame().total(), 6);
    QCOMPARE(s.draftOpen().total(), 0);
    QCOMPARE(s.rack(0).total() + s.rack(1).total(), 0);
    QVERIFY(fiveOfEach(countEverywhere(s)));
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s).size(), 7);
    QCOMPARE(m.decisions().size(), std::size_t{24});
    // Captured pieces now draw from the 24 drafted hats.
    for (const char* mv : {"11-15", "22-18", "15x22"}) m.play(mv);
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.bag().total(), 23);
}

// A colour whose five hats are all picked is no longer offered.
void TestSorcererOptions::draftOffersOnlyOpenColours() {
    Match m(kGame, {{"draft", "mixed"}}, 2);
    for (int n = 0; n < 5; ++n) m.play("draft:red");
    QVERIFY(!legal(m).contains("draft:red"));
    QCOMPARE(legal(m).size(), 5);
    QVERIFY(!rulesErrorOf([&] { m.play("draft:red"); }).isEmpty());
    QVERIFY(!rulesErrorOf([&] { m.play("11-15"); }).isEmpty()); // no play before the draft ends
}

// Select: each player's picks form that player's own pool; the bag stays empty.
void TestSorcererOptions::selectDraftPoolsAreThePicks() {
    Match m(kGame, {{"draft", "select"}}, 5);
    const SorcererState& s = sa(m);
    const auto [black, white] = playDraft(m, lastLegal);
    QVERIFY(!s.drafting());
    QCOMPARE(letters(s.pool(0)), letters(black));
    QCOMPARE(letters(s.pool(1)), letters(white));
    QCOMPARE(s.bag().total(), 0);
    QCOMPARE(s.outOfGame().total(), 6);
    QVERIFY(fiveOfEach(countEverywhere(s)));
    QCOMPARE(s.currentPlayer(), 0);
}

// On capture the capturing player chooses from their own pool.
void TestSorcererOptions::selectCapturerChoosesFromOwnPool() {
    Match m = matchFrom("B:W10,32:B6;pools:r2g/b2", {{"draft", "select"}});
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(legal(s), sorted({"pool:red", "pool:green"}));
    m.play("pool:green");
    QCOMPARE(letters(s.rack(0)), QString("g"));
    QCOMPARE(letters(s.pool(0)), QString("rr"));
    QCOMPARE(letters(s.pool(1)), QString("bb"));
    QCOMPARE(s.toMove(), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

void TestSorcererOptions::selectEmptyPoolGivesNothing() {
    Match m = matchFrom("B:W10,32:B6;pools:/b2;opts:draft=select");
    m.play("6x15");
    QCOMPARE(sa(m).rack(0).total(), 0);
    QCOMPARE(sa(m).toMove(), 1);
}

// Contrary: the opponent (White) chooses which hat of Black's pool Black receives.
void TestSorcererOptions::contraryOpponentChooses() {
    Match m = matchFrom("B:W10,32:B6;pools:r2g/b2;opts:draft=contrary");
    const SorcererState& s = sa(m);
    m.play("6x15");
    QCOMPARE(s.currentPlayer(), 1);
    QCOMPARE(legal(s), sorted({"pool:red", "pool:green"}));
    m.play("pool:red");
    QCOMPARE(letters(s.rack(0)), QString("r"));
    QCOMPARE(letters(s.pool(0)), QString("rg"));
    QCOMPARE(s.toMove(), 1);
}

// A whole contrary game start: draft, then the first capture asks the victim.
void TestSorcererOptions::contraryFullDraftThenCapture() {
    Match m(kGame, {{"draft", "contrary"}}, 9);
    const SorcererState& s = sa(m);
    const auto [black, white] = playDraft(m, firstLegal);
    QCOMPARE(letters(s.pool(0)), letters(black));
    for (const char* mv : {"11-15", "22-18"}) m.play(mv);
    m.play("15x22");
    QCOMPARE(s.currentPlayer(), 1); // White chooses Black's hat
    QCOMPARE(s.toMove(), 0);
    const QStringList offered = legal(s);
    QVERIFY(!offered.isEmpty());
    for (const QString& o : offered)
        QVERIFY2(s.pool(0)[hatFromName(o.mid(5).toStdString())] > 0, qPrintable(o));
    m.apply(s.legalActions().front());
    QCOMPARE(s.rack(0).total(), 1);
    QCOMPARE(s.pool(0).total(), 11);
}

// ---------------------------------------------------------------- Combo bonus

void TestSorcererOptions::comboOffOffersNothing() {
    Match m = matchFrom("B:W32:B10;racks:rrrygc/bg");
    for (const QString& a : legal(m))
        QVERIFY2(!a.startsWith("revive") && !a.startsWith("steal"), qPrintable(a));
}

// Three colours bring back two men on free home-row squares the player chooses.
void TestSorcererOptions::reviveTwoMen() {
    Match m = matchFrom("B:W32:B10;racks:ryg/;opts:combo=on");
    const SorcererState& s = sa(m);
    QStringList revives;
    for (const QString& a : legal(s))
        if (a.startsWith("revive")) revives << a;
    QCOMPARE(revives.size(), 6); // one colour set, six pairs of home squares
    QVERIFY(revives.contains("revive:red+yellow+green@1,3"));
    m.play("revive:red+yellow+green@1,3");
    for (int pdn : {1, 3}) {
        QCOMPARE(s.at(sq(pdn)).owner, 0);
        QVERIFY(!s.at(sq(pdn)).king);
        QCOMPARE(s.at(sq(pdn)).hats.total(), 0);
    }
    QCOMPARE(s.piecesOf(0), 3);
    QCOMPARE(s.rack(0).total(), 0);
    QCOMPARE(letters(s.outOfGame()), QString("ryg"));
    QCOMPARE(s.toMove(), 1); // it was the whole turn

    Match four = matchFrom("B:W32:B10;racks:rygb/;opts:combo=on");
    int n = 0;
    for (const QString& a : legal(four)) n += a.startsWith("revive") ? 1 : 0;
    QCOMPARE(n, 4 * 6); // four ways to pick three colours

    // White's home row is 29-32.
    Match white = matchFrom("W:W20:B1;racks:/ycp;opts:combo=on");
    QVERIFY(legal(white).contains("revive:yellow+clear+purple@29,32"));
    white.play("revive:yellow+clear+purple@29,32");
    QCOMPARE(sa(white).piecesOf(1), 3);
    QCOMPARE(sa(white).at(sq(32)).owner, 1);
}

// Black has lost one piece only: no revive.
void TestSorcererOptions::reviveNeedsTwoCapturedPieces() {
    Match one = matchFrom("B:W32:B3-13;racks:ryg/;opts:combo=on");
    for (const QString& a : legal(one)) QVERIFY2(!a.startsWith("revive"), qPrintable(a));
    Match two = matchFrom("B:W32:B3-12;racks:ryg/;opts:combo=on");
    QVERIFY(legal(two).contains("revive:red+yellow+green@1,2"));
}

void TestSorcererOptions::reviveNeedsTwoFreeHomeSquares() {
    Match m = matchFrom("B:W32:B2,3,4,10;racks:ryg/;opts:combo=on");
    for (const QString& a : legal(m)) QVERIFY2(!a.startsWith("revive"), qPrintable(a));
}

void TestSorcererOptions::reviveNeedsThreeColours() {
    Match m = matchFrom("B:W32:B10;racks:r2y2/;opts:combo=on");
    for (const QString& a : legal(m))
        QVERIFY2(!a.startsWith("revive") && !a.startsWith("steal"), qPrintable(a));
}

// With a capture available (10x17 over 14) neither bonus is offered.
void TestSorcererOptions::comboOnlyWithoutCapture() {
    Match m = matchFrom("B:W14,32:B10;racks:r3yg/bc;opts:combo=on");
    QCOMPARE(legal(m), QStringList{"10x17"});
    QVERIFY(!rulesErrorOf([&] { m.play("revive:red+yellow+green@1,2"); }).isEmpty());
    Match quiet = matchFrom("B:W32:B10;racks:r3yg/bc;opts:combo=on");
    QVERIFY(legal(quiet).contains("revive:red+yellow+green@1,2"));
    QVERIFY(legal(quiet).contains("steal:red:blue+clear"));
}

// Three of one colour take any two hats of the player's choice from the opponent.
void TestSorcererOptions::stealTwoHatsOfChoice() {
    Match m = matchFrom("B:W32:B10;racks:r3/gbc2;opts:combo=on");
    const SorcererState& s = sa(m);
    QStringList steals;
    for (const QString& a : legal(s))
        if (a.startsWith("steal")) steals << a;
    QCOMPARE(steals, sorted({"steal:red:green+blue", "steal:red:green+clear",
                             "steal:red:blue+clear", "steal:red:clear+clear"}));
    m.play("steal:red:green+clear");
    QCOMPARE(letters(s.rack(0)), QString("gc"));
    QCOMPARE(letters(s.rack(1)), QString("bc"));
    QCOMPARE(s.outOfGame()[Red], 3);
    QCOMPARE(s.toMove(), 1);
    QVERIFY(fiveOfEach(countEverywhere(s)));
}

// Engine's choice (docs/rules.md, Sorcerer's Apprentice, "Where the rulings are
// silent, we chose"; the ruling says "any two hats"): with only one hat in the
// opponent's rack the steal is not offered.
void TestSorcererOptions::stealNeedsTwoHatsToTake() {
    Match m = matchFrom("B:W32:B10;racks:r3/g;opts:combo=on");
    for (const QString& a : legal(m)) QVERIFY2(!a.startsWith("steal"), qPrintable(a));
}

// ---------------------------------------------------------------- Options in a position

// The rules a match plays by are the ones it shows and saves: a position's
// opts: never overrides them quietly.
void TestSorcererOptions::optionsLeftOutComeFromThePosition() {
    const std::string fen = "B:W32:B10;racks:ryg/;opts:draft=select,combo=on";
    Match m = matchFrom(fen);
    QCOMPARE(qs(m.options().at("combo")), QStringLiteral("on"));
    QCOMPARE(qs(m.options().at("draft")), QStringLiteral("select"));
    QCOMPARE(qs(m.options().at("many-hats")), QStringLiteral("off"));
    QVERIFY(sa(m).rules().combo);
    QCOMPARE(positionOptions(kGame, fen).size(), std::size_t(5));
    // Given the same, or only some of them, as the position states: the same game.
    Match same = matchFrom(fen, {{"combo", "on"}, {"many-hats", "off"}});
    QCOMPARE(same.options(), m.options());
    QCOMPARE(same.state().toFen(), m.state().toFen());
}

void TestSorcererOptions::optionsGivenMustAgreeWithThePosition() {
    const QString error = rulesErrorOf([] {
        matchFrom("B:W32:B10;opts:many-hats=on", {{"many-hats", "off"}});
    });
    QVERIFY2(
        error.contains("the position is for many-hats=on, but the game is set to many-hats=off"),
        qPrintable(error));
    // An option the opts: field leaves out is off there.
    const QString combo = rulesErrorOf([] {
        matchFrom("B:W32:B10;opts:many-hats=on", {{"combo", "on"}});
    });
    QVERIFY2(combo.contains("the position is for combo=off, but the game is set to combo=on"),
             qPrintable(combo));
    const QString draft = rulesErrorOf([] {
        newGame(kGame, {{"draft", "mixed"}, {"second-hand", "on"}}, 1,
                "B:W32:B10;opts:second-hand=off");
    });
    QVERIFY2(draft.contains("for draft=none, second-hand=off, but the game is set to "
                            "draft=mixed, second-hand=on"),
             qPrintable(draft));
    // Read by itself, too.
    QVERIFY(!rulesErrorOf([] {
                 SorcererState::fromFen("B:W32:B10;opts:combo=on", Rules{});
             }).isEmpty());
}

void TestSorcererOptions::aPositionWithoutOptsTakesTheGamesOptions() {
    Match m = matchFrom("B:W32:B10;racks:ryg/", {{"combo", "on"}});
    QCOMPARE(qs(m.options().at("combo")), QStringLiteral("on"));
    QVERIFY(positionOptions(kGame, "B:W32:B10;racks:ryg/").empty());
    QCOMPARE(qs(m.state().toFen()),
             QStringLiteral("B:W32:B10;hats:;racks:ryg/;bag:r4y4g4b5c5p5;out:;opts:combo=on"));
    // What the game writes reads back as the same game, with its options.
    Match again = matchFrom(m.state().toFen());
    QCOMPARE(again.options(), m.options());
}

void TestSorcererOptions::savedGamesFromBeforeLoadAsPlayed() {
    // A file that holds the default options beside a start stating combo=on was
    // played with the combo: it loads so, and saves with its options complete.
    Match played = matchFrom("B:W32:B10;racks:ryg/;opts:combo=on");
    std::string file = saveGame(played, {});
    const std::string written = "\"combo\":\"on\"";
    QVERIFY(file.find(written) != std::string::npos);
    file.replace(file.find(written), written.size(), "\"combo\":\"off\"");
    const SavedGame old = loadGame(file);
    QCOMPARE(old.match.options(), played.options());
    QCOMPARE(old.match.state().toFen(), played.state().toFen());
}

QTEST_APPLESS_MAIN(TestSorcererOptions)
#include "tst_sorcerer_options.moc"
