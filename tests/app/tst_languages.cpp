// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's words in the player's language: the move list, the prompt,
// the end of the game and the setup screen's games, in German, French and
// Spanish, and worded anew when the language changes during a game.
#include "gamecatalog.h"
#include "gamecontroller.h"
#include "tablemodel.h"

#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

#include <memory>

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

// A translation as the application ships it (built beside the tests).
class Language {
  public:
    explicit Language(const QString& code, const QString& file = QStringLiteral("hatrack_")) {
        loaded_ = translator_.load(QStringLiteral(HATRACK_QM_DIR "/") + file + code);
        if (loaded_) QCoreApplication::installTranslator(&translator_);
    }
    ~Language() {
        if (loaded_) QCoreApplication::removeTranslator(&translator_);
    }
    bool loaded() const { return loaded_; }

  private:
    QTranslator translator_;
    bool loaded_ = false;
};

// White answers Black's jump with Warding on 19, and the jump goes on.
void wardedJump(GameController& c, QString* prompt) {
    QVERIFY(c.newGame("sorcerers-apprentice", {}, humans(), 1, "B:W10,19,32:B6;racks:/b"));
    QVERIFY(c.moveTo(sq(6), sq(15)));
    *prompt = c.pendingDecision();
    QVERIFY(c.pick("blue", sq(19)));
    QVERIFY(c.moveTo(sq(15), sq(24)));
}

} // namespace

class TestLanguages : public QObject {
    Q_OBJECT
  private slots:
    void germanMoveListAndPrompt() {
        Language german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        GameController c;
        c.setStepDelay(0);
        QString prompt;
        wardedJump(c, &prompt);
        QCOMPARE(prompt, QStringLiteral("Weiß hat einen Stein verloren und darf einen Hut aus dem "
                                        "Hutständer auf einen Stein setzen"));
        const QVariantMap cell = cellOf(c, 0, 0);
        QCOMPARE(cell.value("text").toString(), QStringLiteral("6x15x24"));
        QCOMPARE(
            cell.value("notes").toStringList(),
            (QStringList{"Schwarz zieht Rot aus dem Beutel", "Weiß setzt den Hut in Blau auf 19",
                         "Der blaue Hut (Schutz) von Weiß hat den Stein auf 19 gerettet"}));
        QCOMPARE(c.pendingDecision(), QStringLiteral("Weiß am Zug"));
        QCOMPARE(c.gameTitle(), QStringLiteral("Der Zauberlehrling"));
        QCOMPARE(c.playerNames(), (QStringList{"Schwarz", "Weiß"}));
    }

    void frenchAndSpanishToo() {
        const QStringList expected{"Blanc met le bleu en 19", "Blanco pone el azul en 19"};
        const QStringList codes{"fr", "es"};
        for (int i = 0; i < codes.size(); ++i) {
            Language language(codes[i]);
            QVERIFY(language.loaded());
            GameController c;
            c.setStepDelay(0);
            QString prompt;
            wardedJump(c, &prompt);
            // After the hat drawn from the bag, which the first note tells.
            QCOMPARE(cellOf(c, 0, 0).value("notes").toStringList().value(1), expected[i]);
        }
    }

    // The rules help names each option and draft as the setup screen does, in
    // every language: a player looks up the option they just chose.
    void theRulesHelpNamesTheOptionsAsTheSetupScreenDoes() {
        for (const QString& code :
             {QString(), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")}) {
            std::unique_ptr<Language> language, games;
            if (!code.isEmpty()) {
                language = std::make_unique<Language>(code);
                games = std::make_unique<Language>(code, QStringLiteral("games_"));
                QVERIFY(language->loaded() && games->loaded());
            }
            const GameCatalog catalog;
            for (const QVariant& g : catalog.games()) {
                const QVariantMap game = g.toMap();
                const QString help = catalog.help(game.value("id").toString());
                for (const QVariant& o : game.value("options").toList()) {
                    const QVariantMap option = o.toMap();
                    QStringList names{option.value("label").toString()};
                    // A draft is named by its value; on and off are not names.
                    if (option.value("values").toStringList().size() > 2)
                        names += option.value("valueLabels").toStringList().mid(1);
                    for (const QString& name : names)
                        QVERIFY2(help.contains(name, Qt::CaseInsensitive),
                                 qPrintable(code + ": " + game.value("id").toString() +
                                            " help lacks '" + name + "'"));
                }
            }
        }
    }

    // Every game's help is translated whole: the help is one message, so any
    // change to the English (even a final newline) must reach its
    // translations, or a German player reads the rules in English.
    void everyGamesHelpIsInTheLanguage() {
        const GameCatalog english;
        QMap<QString, QString> inEnglish;
        for (const QVariant& g : english.games()) {
            const QString id = g.toMap().value("id").toString();
            inEnglish[id] = english.help(id);
        }
        for (const QString& code :
             {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es")}) {
            Language language(code), games(code, QStringLiteral("games_"));
            QVERIFY(language.loaded() && games.loaded());
            const GameCatalog catalog;
            for (auto it = inEnglish.cbegin(); it != inEnglish.cend(); ++it) {
                QVERIFY2(!it.value().isEmpty(), qPrintable(it.key()));
                QVERIFY2(catalog.help(it.key()) != it.value(),
                         qPrintable(code + ": the help of " + it.key() + " is not translated"));
            }
        }
    }

    void theEndIsToldInTheLanguage() {
        Language german(QStringLiteral("de"));
        GameController c;
        c.setStepDelay(0);
        // Black's last man jumps White's last: White has no pieces left.
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10:B6"));
        QVERIFY(c.moveTo(sq(6), sq(15)));
        QVERIFY(c.gameOver());
        QCOMPARE(c.outcomeReason(), QStringLiteral("Weiß hat keine Steine mehr."));
        QCOMPARE(c.outcomeText(), QStringLiteral("Schwarz gewinnt: Weiß hat keine Steine mehr"));
    }

    // Pawns in Hats is chess: German names its pieces "Figuren", where the
    // checkers games on the same screen say "Steine".
    void pawnsInHatsSaysFigurInGerman() {
        Language german(QStringLiteral("de"));
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1, {}));
        QVERIFY(!c.clickSquare(0));
        QCOMPARE(c.statusText(),
                 QStringLiteral("Die Figur auf a8 gehört Schwarz, und Weiß ist am Zug."));
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "8/8/8/4H3/8/8/8/4p3 8/8/8/8/8/8/8/8 w - c 0 23"));
        QVERIFY(c.playMoves("e5xe1"));
        QVERIFY2(c.gameOver(), qPrintable(c.pendingDecision()));
        QVERIFY(c.gameOver());
        QCOMPARE(c.outcomeReason(), QStringLiteral("Schwarz hat keine Figuren mehr."));
        QVERIFY(c.newGame("checkers", {}, humans(), 1, {}));
        QVERIFY(!c.clickSquare(sq(24)));
        QCOMPARE(c.statusText(),
                 QStringLiteral("Der Stein auf 24 gehört Weiß, und Schwarz ist am Zug."));
    }

    void aStalemateIsToldOnce() {
        // The draw is named once, in the heading: "Remis: ... (Patt)", not
        // "Remis: ...: Patt, unentschieden".
        Language german(QStringLiteral("de"));
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("pawns-in-hats", {}, humans(), 1,
                          "7k/8/8/6Q1/8/8/8/K7 6b1/6bb/8/8/8/8/8/8 w - c 0 1"));
        QVERIFY(c.playMoves("g5-g6 keep"));
        QVERIFY(c.gameOver());
        QCOMPARE(c.outcomeText(), QStringLiteral("Remis: Schwarz hat keinen erlaubten Zug (Patt)"));
    }

    void aRefusedMoveSaysWhyInTheLanguage() {
        Language german(QStringLiteral("de"));
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W18:B14,1"));
        QVERIFY(!c.playMoves("1-6"));
        QCOMPARE(c.statusText(),
                 QStringLiteral("1-6 konnte nicht gespielt werden: Schlagen ist Pflicht (14x23)"));
    }

    // Files and positions that cannot be read say why in the language; the
    // input they quote stays as it was written.
    void aBadFileOrPositionSaysWhyInTheLanguage() {
        Language german(QStringLiteral("de"));
        QVERIFY(german.loaded());
        GameController c;
        c.setStepDelay(0);
        QVERIFY(!c.loadGameText(QStringLiteral("{\"format\": \"hatrack-game\",")));
        QVERIFY2(c.statusText().contains(QStringLiteral("das gespeicherte Spiel ist abgeschnitten: "
                                                        "Die Datei endet bei Zeile 1, Spalte")),
                 qPrintable(c.statusText()));
        QVERIFY(!c.statusText().contains(QStringLiteral("truncated")));

        const struct {
            const char* game;
            const char* fen;
            QString said;
        } positions[] = {
            {"checkers", "B:W33",
             "ungültiges FEN „B:W33“: Feld 33 liegt nicht auf dem Brett (Felder sind 1–32)"},
            {"sorcerers-apprentice", "B:W10:B6;racks:rr",
             "ungültiges FEN-Feld „racks“: schreibe Hüte von Schwarz/Hüte von Weiß"},
            {"pawns-in-hats", "4k3/8/8/8/4P3/8/8/4K3 8/8/8/8/8/8/8/8 w pick:d4 c 0 1",
             "offene Entscheidung „pick:d4“: keine Figur von Weiß auf d4"},
            {"fantasy-rpg-checkers", "B zorro,thief B:1 W:27 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0",
             "Stellung: unbekannter Charakter „zorro“"},
            {"alien-checkers", "B zap", "Stellung: unbekannte Phase „zap“"},
        };
        for (const auto& p : positions) {
            QVERIFY(c.newGame(p.game, {}, humans(), 1, QString()));
            const QString error =
                c.readPosition(QString::fromUtf8(p.fen)).value("error").toString();
            QVERIFY2(error.contains(p.said), qPrintable(error));
            QVERIFY2(!error.contains(QStringLiteral("position")) && !error.contains("bad FEN"),
                     qPrintable(error));
        }

        QVERIFY(c.newGame("checkers", {}, humans(), 1, QString()));
        QCOMPARE(c.readPdnText(QStringLiteral("[Event \"Club\"]\n1. 11-15 24-20 2. 8-11 99-1 *\n"))
                     .size(),
                 1);
        QVERIFY(c.openPdnGame(0));
        QVERIFY2(c.statusText().contains(
                     QStringLiteral("Zug 4 („99-1“): Feld 99 liegt nicht auf dem Brett")),
                 qPrintable(c.statusText()));
        QVERIFY(!c.statusText().contains(QStringLiteral("move 4")));
    }

    void aLanguageChangeRewordsTheGameInProgress() {
        GameController c;
        c.setStepDelay(0);
        GameCatalog catalog;
        QString prompt;
        wardedJump(c, &prompt);
        QCOMPARE(cellOf(c, 0, 0).value("notes").toStringList().value(1),
                 QStringLiteral("White puts blue on 19"));
        QSignalSpy state(&c, &GameController::stateChanged);
        QSignalSpy names(&c, &GameController::wordingChanged);
        QSignalSpy games(&catalog, &GameCatalog::gamesChanged);
        {
            Language german(QStringLiteral("de"));
            QVERIFY(state.count() > 0);
            QVERIFY(names.count() > 0);
            QVERIFY(games.count() > 0);
            QCOMPARE(cellOf(c, 0, 0).value("notes").toStringList().value(1),
                     QStringLiteral("Weiß setzt den Hut in Blau auf 19"));
            QCOMPARE(c.pendingDecision(), QStringLiteral("Weiß am Zug"));
            QCOMPARE(catalog.games().value(1).toMap().value("title").toString(),
                     QStringLiteral("Der Zauberlehrling"));
        }
        // Back in English once the translation is gone.
        QCOMPARE(cellOf(c, 0, 0).value("notes").toStringList().value(1),
                 QStringLiteral("White puts blue on 19"));
        QCOMPARE(c.pendingDecision(), QStringLiteral("White to move"));
    }

    // The line that tells what happened off the board (a hat put on during
    // the opponent's jump) is told again in the new language, not dropped.
    void aLanguageChangeRewordsTheNewsLine() {
        GameController c;
        c.setStepDelay(0);
        QString prompt;
        wardedJump(c, &prompt);
        const QString english = QStringLiteral(
            "Black draws red from the bag. White's blue hat (Warding) saved the piece on 19.");
        QCOMPARE(c.statusText(), english);
        {
            Language german(QStringLiteral("de"));
            QCOMPARE(c.statusText(),
                     QStringLiteral("Schwarz zieht Rot aus dem Beutel. Der blaue Hut (Schutz) von "
                                    "Weiß hat den Stein auf 19 gerettet."));
        }
        QCOMPARE(c.statusText(), english);
        // Any other line (a file saved, a move refused) goes: it was said once.
        QVERIFY(!c.moveTo(sq(1), sq(5)));
        QVERIFY(!c.statusText().isEmpty());
        {
            Language german(QStringLiteral("de"));
            QCOMPARE(c.statusText(), QString());
        }
    }

    // A hint on show is worded again in the new language, and back: it
    // never stays in the language it was asked in.
    void aLanguageChangeRewordsTheHint() {
        GameController c;
        c.setStepDelay(0);
        QVERIFY(c.newGame("checkers", {}, humans(), 1, "B:W10,19:B6"));
        c.hint();
        QTRY_VERIFY_WITH_TIMEOUT(!c.hinting(), 10000);
        const QString english = QStringLiteral("Hint: 6x15x24. Why: wins the game.");
        QCOMPARE(c.hintText(), english);
        const QVariantList squares = c.hintSquares();
        {
            Language german(QStringLiteral("de"));
            QVERIFY2(c.hintText().startsWith(QStringLiteral("Tipp: 6x15x24")),
                     qPrintable(c.hintText()));
            QVERIFY2(!c.hintText().contains(QStringLiteral("Why")), qPrintable(c.hintText()));
            QCOMPARE(c.hintSquares(), squares);
        }
        QCOMPARE(c.hintText(), english);
    }

    // The list of rolls beside the die words the older rolls anew too, not
    // only those rolled after the change.
    void aLanguageChangeRewordsTheRollsAlreadyMade() {
        TableModel model;
        model.reset({});
        hatrack::TableEvent roll;
        roll.kind = hatrack::TableEvent::Kind::Rolled;
        roll.token = 1;
        roll.value = 6;
        roll.reason = "Knighted Helm on h4";
        roll.caption = hatrack::Phrase::of(
            "roll-result", "%1 on %2",
            {hatrack::Phrase("Knighted Helm"), hatrack::Phrase::verbatim("h4")});
        model.update({}, {roll});
        const auto reason = [&] {
            return model.rolls().value(0).toMap().value("reason").toString();
        };
        QCOMPARE(reason(), QStringLiteral("Knighted Helm on h4"));
        QSignalSpy changed(&model, &TableModel::rollsChanged);
        {
            Language german(QStringLiteral("de"));
            QVERIFY(changed.count() > 0);
            QCOMPARE(reason(), QStringLiteral("Ritterhelm auf h4"));
        }
        QCOMPARE(reason(), QStringLiteral("Knighted Helm on h4"));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
