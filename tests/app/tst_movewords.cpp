// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Moves in words: each turn of the list of moves also says in plain words
// what its move on the board did, told from the table's events rather than
// from the notation, which the row keeps beside it.
#include "gamecontroller.h"

#include <QtTest>

namespace {

int sq(int pdn) {
    return pdn - 1;
}

QStringList humans() {
    return {QStringLiteral("human"), QStringLiteral("human")};
}

QVariantMap cellOf(const GameController& c, int row, int side) {
    const QVariantList rows = c.moveRows();
    if (row >= rows.size()) return {};
    return rows[row].toMap().value("cells").toList().value(side).toMap();
}

QString wordsOf(const GameController& c, int row, int side) {
    return cellOf(c, row, side).value("words").toString();
}

} // namespace

class TestMoveWords : public QObject {
    Q_OBJECT
  private slots:
    void aStepInCheckers() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15 22-18"));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black moves a man from 11 to 15"));
        QCOMPARE(wordsOf(c, 0, 1), QStringLiteral("White moves a man from 22 to 18"));
        // The notation stays beside the words.
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(), QStringLiteral("11-15"));
        QCOMPARE(cellOf(c, 0, 0).value("notation").toString(), QStringLiteral("11-15"));
    }

    void aCaptureChainIsOneSentence() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10,19,32:B6"));
        // Hop by hop, as a player drops the piece on each square.
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QCOMPARE(wordsOf(c, 0, 0),
                 QStringLiteral("Black's man jumps from 6 to 15, capturing the man on 10"));
        QVERIFY(c.moveTo(sq(15), sq(24)));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black's man jumps from 6 via 15 to 24, "
                                                  "capturing the man on 10 and the man on 19"));
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(), QStringLiteral("6x15x24"));
    }

    void aCrowning() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W5:B27"));
        QVERIFY(c.playMoves("27-31"));
        QCOMPARE(wordsOf(c, 0, 0),
                 QStringLiteral("Black's man moves from 27 to 31 and is crowned"));
        // A king is named as a king, and what it takes by its kind.
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "W:WK14:BK9,1"));
        QVERIFY(c.playMoves("14x5"));
        QCOMPARE(wordsOf(c, 0, 1),
                 QStringLiteral("White's king jumps from 14 to 5, capturing the king on 9"));
    }

    void otherGamesToo() {
        GameController c;
        c.setStepDelay(0);
        // A chess capture lands where its victim stood.
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "4k3/8/8/4p3/8/8/8/4QK2 8/8/8/8/8/8/8/8 w - c 0 1"));
        QVERIFY(c.playMoves("e1xe5"));
        QCOMPARE(wordsOf(c, 0, 0),
                 QStringLiteral("White's pawn moves from e1 to e5, capturing the pawn on e5"));
        // A zot captures without moving.
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W15,32:B11,1;hats:11=r"));
        QVERIFY(c.playMoves("11z15"));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black's man on 11 captures the man on 15"));
        // A decision that is no move on the board keeps its sentence.
        QVERIFY(c.newGame("fantasy-rpg-checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("choose:mage choose:thief"));
        QVERIFY(c.playMoves("11-15"));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black moves a man from 11 to 15"));
    }

    void movesThatTakeNothingAreWordedToo() {
        // A zot a blue hat wards off moves nothing and takes nothing...
        GameController c;
        c.setStepDelay(0);
        QVERIFY(
            c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W15,32:B11,1;hats:11=r,15=b"));
        QVERIFY(c.playMoves("11z15"));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black's man on 11 zots the man on 15"));
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(), QStringLiteral("11z15"));
        // A jump over a piece a blue hat saves is a jump all the same, and so
        // are jumps over one's own pieces (Nimbleness): no mere "moves".
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,32:B6,1;hats:10=b"));
        QVERIFY(c.playMoves("6x15"));
        QCOMPARE(wordsOf(c, 0, 0),
                 QStringLiteral("Black's man jumps from 6 to 15 over the man on 10"));
        QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W32:B6,10,19;hats:6=y"));
        QVERIFY(c.playMoves("6x15x24"));
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black's man jumps from 6 to 15 over the man on "
                                                  "10, then from 15 to 24 over the man on 19"));
        // ...nor does a punch that knocks a hat off.
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "4k3/8/8/4b3/4P3/8/8/8 8/8/8/8/8/8/8/8 w - c 0 1"));
        QVERIFY(c.playMoves("e4^e5"));
        QCOMPARE(wordsOf(c, 0, 0),
                 QStringLiteral("White's pawn on e4 knocks the hat off the pawn on e5"));
        // Walls are named by the squares at their corner, not by their edges.
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "B card:walls b:1 w:32 up:walls planets:off"));
        QVERIFY(c.playMoves("walls@14e+14s"));
        QCOMPARE(
            cellOf(c, 0, 0).value("text").toString(),
            QStringLiteral("Black builds an L of walls that closes the way between 14 and 18"));
        // An L round the light square beside them closes nothing, and says so.
        QVERIFY(c.newGame("alien-checkers", {{"planets", "off"}}, humans(), 1,
                          "B card:walls b:1 w:32 up:walls planets:off"));
        QVERIFY(c.playMoves("walls@14e+18n"));
        QCOMPARE(cellOf(c, 0, 0).value("text").toString(),
                 QStringLiteral("Black builds an L of walls beside 14 and 18; it blocks nothing"));
    }

    void wordsFollowTheLanguage() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1));
        QVERIFY(c.playMoves("11-15"));
        struct German : QTranslator {
            QString translate(const char* context, const char* source, const char*,
                              int) const override {
                if (QByteArray(context) != "engine") return {};
                const QByteArray s(source);
                if (s == "%1 moves %2 from %3 to %4")
                    return QStringLiteral("%1 zieht %2 von %3 nach %4");
                if (s == "a man") return QStringLiteral("einen Stein");
                if (s == "Black") return QStringLiteral("Schwarz");
                return {};
            }
            bool isEmpty() const override { return false; }
        } german;
        QCoreApplication::installTranslator(&german);
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Schwarz zieht einen Stein von 11 nach 15"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(wordsOf(c, 0, 0), QStringLiteral("Black moves a man from 11 to 15"));
    }
};

QTEST_MAIN(TestMoveWords)
#include "tst_movewords.moc"
