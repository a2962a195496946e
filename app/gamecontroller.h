// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one object QML talks to. It knows no game: it puts together the session
// (match, players, computer, undo), the input (selection, drops, picks,
// choices), the move history and the table model, and tells QML when to look
// again. Every answer comes from the engine.
#include "gamesession.h"
#ifndef Q_MOC_RUN
#include "pdn.h"
#endif
#include "movehistory.h"
#include "moveinput.h"
#include "searchthread.h"
#include "tablemodel.h"

#include "enginetext.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The board, tokens, zones and counters, as the player at this screen sees them.
    Q_PROPERTY(TableModel* table READ table CONSTANT)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY wordingChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY wordingChanged)
    Q_PROPERTY(QStringList playerKinds READ playerKinds NOTIFY gameChanged)
    // The options switched away from their defaults, as the setup screen names them.
    Q_PROPERTY(QStringList activeOptions READ activeOptions NOTIFY wordingChanged)
    // Every option of the game in play by name, with its value ("draft": "own").
    Q_PROPERTY(QVariantMap optionValues READ optionValues NOTIFY gameChanged)
    // Who decides now (a player, or a negative number for chance or nobody),
    // and whose turn it is, even while the other player answers an interruption.
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(int turnOwner READ turnOwner NOTIFY stateChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY stateChanged)
    Q_PROPERTY(QString pendingDecision READ pendingDecision NOTIFY stateChanged)
    // A draw the rules are about to make ("This position has come up twice...").
    Q_PROPERTY(QString drawNotice READ drawNotice NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    // A game not over in which at least one decision was made: starting or
    // opening another would throw something away, so the screens ask first.
    Q_PROPERTY(bool gameInProgress READ gameInProgress NOTIFY stateChanged)
    Q_PROPERTY(int winner READ winner NOTIFY stateChanged)
    Q_PROPERTY(QString outcomeText READ outcomeText NOTIFY stateChanged)
    Q_PROPERTY(QString outcomeReason READ outcomeReason NOTIFY stateChanged)
    // For scored games: the id of the measure that decided, and the score
    // table [{id, label, values: [first, second]}] in the order compared.
    Q_PROPERTY(QString outcomeMeasure READ outcomeMeasure NOTIFY stateChanged)
    Q_PROPERTY(QVariantList outcomeMeasures READ outcomeMeasures NOTIFY stateChanged)
    Q_PROPERTY(int selectedSquare READ selectedSquare NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList targetSquares READ targetSquares NOTIFY selectionChanged)
    // The targets with the kind of move each is: [{square, group}], group
    // "punch", "capture" or another word of the game's, "" for a plain move.
    Q_PROPERTY(QVariantList targetKinds READ targetKinds NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList movableSquares READ movableSquares NOTIFY stateChanged)
    Q_PROPERTY(bool mustCapture READ mustCapture NOTIFY stateChanged)
    Q_PROPERTY(QVariantList lastMoveSquares READ lastMoveSquares NOTIFY stateChanged)
    // One entry per turn; the first setupMoveCount were made while the game
    // was set up, and setupPicks says what each of those took.
    Q_PROPERTY(QStringList moveList READ moveList NOTIFY stateChanged)
    Q_PROPERTY(int setupMoveCount READ setupMoveCount NOTIFY stateChanged)
    Q_PROPERTY(QStringList setupPicks READ setupPicks NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    // The player to move has begun their turn and may take it back: a spell
    // chosen, its target still to pick (a lesson's Escape takes it back).
    Q_PROPERTY(bool turnUnderWay READ turnUnderWay NOTIFY stateChanged)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY flippedChanged)
    // The player whose pieces start at the top of the board as the engine
    // draws it (Black in checkers, Black on rank 8 of a chessboard), before
    // any flip: the other sits at the bottom.
    Q_PROPERTY(int topPlayer READ topPlayer NOTIFY gameChanged)
    Q_PROPERTY(int stepDelay READ stepDelay WRITE setStepDelay NOTIFY stepDelayChanged)
    // Set by the board while it shows a change in motion: the computer's
    // next step waits until it is at rest.
    Q_PROPERTY(bool viewBusy READ viewBusy WRITE setViewBusy NOTIFY viewBusyChanged)
    Q_PROPERTY(QString fen READ fen NOTIFY stateChanged)
    // Decisions that are not moves on the board, as buttons:
    // [{index, label, group, text, face, zone}].
    Q_PROPERTY(QVariantList choices READ choices NOTIFY stateChanged)
    // Decisions that pick a square, [{group, face, square, area}], and their groups.
    Q_PROPERTY(QVariantList pickOptions READ pickOptions NOTIFY stateChanged)
    Q_PROPERTY(QStringList pickGroups READ pickGroups NOTIFY stateChanged)
    // Tokens in a zone that a click would take now (ids).
    Q_PROPERTY(QVariantList clickableTokens READ clickableTokens NOTIFY stateChanged)
    // Whether the game in progress is kept after every decision, to be offered
    // back at the next start (off for tests and command-line runs).
    Q_PROPERTY(bool autosave READ autosave WRITE setAutosave NOTIFY autosaveChanged)

    // The list of moves as players read it, one row per move number:
    // [{number, cells: [cell, cell]}], a cell per player, {} when empty, else
    // {turn, side, text, notes, notation, current} (see MoveHistory::rows).
    Q_PROPERTY(QVariantList moveRows READ moveRows NOTIFY stateChanged)
    // Turns each player made while the game was set up: [first's, second's].
    Q_PROPERTY(QVariantList setupCounts READ setupCounts NOTIFY stateChanged)
    // Squares pieces were removed from in the latest turn (or the turn looked at).
    Q_PROPERTY(QVariantList captureSquares READ captureSquares NOTIFY stateChanged)

    // Looking back: the turn whose position the board shows, or -1 for the
    // game itself. While looking back nothing can be played.
    Q_PROPERTY(int viewedTurn READ viewedTurn NOTIFY stateChanged)
    Q_PROPERTY(bool viewing READ viewing NOTIFY stateChanged)
    // "Viewing move 12 (White) — back to the game".
    Q_PROPERTY(QString viewLabel READ viewLabel NOTIFY stateChanged)
    // Redo puts back what the last undo took back, while nothing was played since.
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)

    // A hint: the computer's choice for the human to decide now, shown and
    // never played. hintSquares: the squares it moves through (or picks);
    // hintText: one line saying it; hinting: the computer is still looking.
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)
    Q_PROPERTY(QVariantList hintSquares READ hintSquares NOTIFY hintChanged)
    // hintPath: the lines to draw between them, as lists of squares, one for
    // each piece's move (through the pieces it takes) and one for each pick.
    Q_PROPERTY(QVariantList hintPath READ hintPath NOTIFY hintChanged)
    // hintEdges: the edges it picks (a pair of walls), as square * 4 + side.
    Q_PROPERTY(QVariantList hintEdges READ hintEdges NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    // The computer level the hint asked (settings' hint level, or "normal").
    Q_PROPERTY(QString hintLevel READ hintLevel NOTIFY hintChanged)
    Q_PROPERTY(bool canHint READ canHint NOTIFY stateChanged)

    // Ending the game by choice (gamecontroller_endings.cpp). resignSide: the
    // player Resign resigns for (the one human at this screen, or the human
    // to decide when two play here), -1 when nobody can resign now.
    Q_PROPERTY(int resignSide READ resignSide NOTIFY stateChanged)
    Q_PROPERTY(bool canResign READ canResign NOTIFY stateChanged)
    // A human to decide may offer a draw; the other player answers it: a
    // person at this screen in a dialog (drawOffered), the computer by its
    // own judgement of the position. drawOfferPending: an answer is awaited.
    Q_PROPERTY(bool canOfferDraw READ canOfferDraw NOTIFY stateChanged)
    Q_PROPERTY(bool drawOfferPending READ drawOfferPending NOTIFY stateChanged)
    // Whether the game's records can be PDN (plain checkers).
    Q_PROPERTY(bool pdnAvailable READ pdnAvailable NOTIFY gameChanged)
    // Two people at one screen in a game that hides something from each
    // (gamecontroller_curtain.cpp): the table is shown to the player to
    // decide, and between their turns a curtain covers it until the next
    // player lifts it. curtainPlayer: the one it waits for.
    Q_PROPERTY(bool curtain READ curtain NOTIFY curtainChanged)
    Q_PROPERTY(int curtainPlayer READ curtainPlayer NOTIFY curtainChanged)
    // The curtain is due after a player's turn, whose own table still shows:
    // that player may look at what the turn did before passing the screen.
    Q_PROPERTY(bool curtainAfterTurn READ curtainAfterTurn NOTIFY curtainChanged)
    // What the bar before the curtain says: the turn is over, or the other
    // player decides something in the middle of it.
    Q_PROPERTY(QString passNote READ passNote NOTIFY curtainChanged)
    // That player has passed the screen on: the next one sits at it, and
    // nothing of the turn before may be taken back or shown again.
    Q_PROPERTY(bool curtainPassed READ curtainPassed NOTIFY curtainChanged)

  public:
    explicit GameController(QObject* parent = nullptr);

    // players: per side "human" or a computer name ("easy", "normal", ...);
    // seed < 0 picks one from the clock; fen, when given, sets up a position.
    // A word the engine gives ("normal", a computer player's name) in the current language.
    Q_INVOKABLE QString engineWord(const QString& english) const {
        return enginetext::text(english.toStdString());
    }
    Q_INVOKABLE bool newGame(const QString& gameId, const QVariantMap& options,
                             const QStringList& players, qint64 seed = -1,
                             const QString& fen = QString());
    Q_INVOKABLE void restart();
    // A click on a square: selects a piece, or moves the selected one there.
    // `ask` (Shift held): the choice the move leads to is asked, even one the
    // settings take for the player (AppSettings::askQuietChoices).
    Q_INVOKABLE bool clickSquare(int square, bool ask = false);
    // A drop: moves the piece on `from` to `to` (a single hop, or the end of a
    // whole chain, made through the squares of `via` where the drag crossed
    // them). On refusal the status line says why and false is returned.
    Q_INVOKABLE bool moveTo(int from, int to, bool ask = false, const QVariantList& via = {});
    Q_INVOKABLE void undo();
    // Moves in the game's notation, separated by spaces (used by --moves and tests).
    Q_INVOKABLE bool playMoves(const QString& moves);
    Q_INVOKABLE QVariantList targetsFrom(int square) const { return input_.targetsFrom(square); }
    // What the piece on `square` may do now and why, in one line, as the
    // player at this screen may know it ("The man on 11 can step to 15 or
    // 16."); "" where nothing stands to be explained, while an earlier
    // position is looked at, and while the curtain is down.
    Q_INVOKABLE QString explainSquare(int square) const;
    Q_INVOKABLE QVariantList pickTargets(const QString& group) const {
        return input_.pickTargets(group);
    }
    // Applies choices[i] / the pick of `square` in `group` / what a click on
    // a token in a zone takes; false if not legal now.
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE bool pick(const QString& group, int square);
    Q_INVOKABLE bool clickToken(int tokenId);
    // Applies the pick pickOptions lists with this index (an edge or a pair
    // of edges, which no square names); false if not legal now.
    Q_INVOKABLE bool pickAction(int index);
    // The player the curtain waits for is here: the table is shown to them.
    Q_INVOKABLE void liftCurtain();
    // The player whose turn is over passes the screen: the curtain comes down.
    Q_INVOKABLE void passScreen();

    // Looking back and forth (gamecontroller_view.cpp). viewTurn shows the
    // position after a turn of moveRows (its `turn`); the latest position is
    // the game itself. Previous and next step through the turns of play.
    Q_INVOKABLE void viewTurn(int turn);
    Q_INVOKABLE void viewPrevious();
    Q_INVOKABLE void viewNext();
    Q_INVOKABLE void backToGame();
    Q_INVOKABLE void redo();
    // Asks the computer for a hint for the decision pending (the game's
    // "normal" player, on a thread of its own); cancelHint stops or clears it.
    Q_INVOKABLE void hint();
    Q_INVOKABLE void cancelHint();

    // Resigns for resignSide: the game ends, the other player wins.
    Q_INVOKABLE bool resign();
    // Offers a draw for the human to decide. Against a person at this screen
    // drawOffered asks QML to let them answer with answerDraw; the computer
    // answers by itself once it has looked at the position.
    Q_INVOKABLE bool offerDraw();
    Q_INVOKABLE bool answerDraw(bool accept);

    // Positions and records (gamecontroller_records.cpp). The position on the
    // board (the one looked at while looking back) in the game's FEN, as the
    // player at this screen may know it; copyPosition puts it on the clipboard.
    Q_INVOKABLE QString positionText() const;
    Q_INVOKABLE bool copyPosition();
    Q_INVOKABLE QString clipboardText() const;
    // What a pasted text is a position of: {ok, gameId, title, fen, error}.
    // The game in play is tried first (with its options), then every other
    // game; `error` names the problem as the game in play sees it.
    Q_INVOKABLE QVariantMap readPosition(const QString& text) const;
    // A new game of `gameId` from `fen`, with the same players (and options,
    // for the same game).
    Q_INVOKABLE bool startFromPosition(const QString& gameId, const QString& fen);
    // The game as a PDN record; copyGamePdn puts it on the clipboard,
    // exportPdn writes it to a file.
    Q_INVOKABLE QString gamePdn() const;
    Q_INVOKABLE bool copyGamePdn();
    Q_INVOKABLE bool exportPdn(const QUrl& file);
    // The games of a PDN file or text, [{index, label, moves}], kept for
    // openPdnGame; empty with statusText saying why when there are none.
    Q_INVOKABLE QVariantList readPdnFile(const QUrl& file);
    Q_INVOKABLE QVariantList readPdnText(const QString& text);
    // Opens game `index` of the last PDN read, both sides played here, its
    // moves replayed into the list of moves.
    Q_INVOKABLE bool openPdnGame(int index);

    // Saved games (gamecontroller_files.cpp). Each returns false and says why
    // in statusText when it fails; a failure never changes the game in play
    // or damages a file already saved.
    Q_INVOKABLE bool saveGame(const QUrl& file);
    Q_INVOKABLE bool openGame(const QUrl& file);
    // A game left unfinished at the last run, kept by autosave.
    Q_INVOKABLE bool hasGameToResume() const;
    Q_INVOKABLE bool resumeGame();
    // The saved game in progress as text, and a game taken from such text.
    Q_INVOKABLE QString gameText() const;
    Q_INVOKABLE bool loadGameText(const QString& text);

#ifndef Q_MOC_RUN
    // Lessons (gamecontroller_lesson.cpp, driven by LessonCoach): a level
    // started at this screen, its match, a decision of its solution played
    // for the learner ("Show me"), and a stop once the level is decided.
    bool startLesson(const hatrack::LessonScript& script);
    const hatrack::Match* match() const {
        return session_.match();
    }
    bool playForLearner(const hatrack::Action& action);
    void haltPlay();
#endif

    TableModel* table() {
        return &table_;
    }
    bool hasGame() const {
        return session_.hasGame();
    }
    QString gameId() const;
    QString gameTitle() const;
    QStringList playerNames() const;
    QStringList playerKinds() const {
        return session_.kinds();
    }
    QStringList activeOptions() const;
    QVariantMap optionValues() const;
    int currentPlayer() const;
    int turnOwner() const;
    bool humanToMove() const {
        return playable() && session_.humanToDecide();
    }
    bool thinking() const {
        return session_.thinking();
    }
    QString pendingDecision() const;
    QString drawNotice() const;
    QString statusText() const {
        return status_;
    }
    bool gameOver() const;
    bool gameInProgress() const {
        return hasGame() && !gameOver() && session_.decisionsMade() > 0;
    }
    int winner() const;
    QString outcomeText() const;
    QString outcomeReason() const;
    QString outcomeMeasure() const;
    QVariantList outcomeMeasures() const;
    int selectedSquare() const {
        return playable() ? input_.selected() : -1;
    }
    QVariantList targetSquares() const {
        return kept(lists_.targets, [this] { return input_.targetsFrom(input_.selected()); });
    }
    QVariantList targetKinds() const {
        return kept(lists_.targetKinds,
                    [this] { return input_.targetKindsFrom(input_.selected()); });
    }
    QVariantList movableSquares() const {
        return kept(lists_.movable, [this] { return input_.movableSquares(); });
    }
    bool mustCapture() const;
    QVariantList lastMoveSquares() const {
        return viewing() ? history_.pathOf(viewed_) : history_.lastMove();
    }
    QStringList moveList() const {
        return history_.moves();
    }
    int setupMoveCount() const {
        return history_.setupCount();
    }
    QStringList setupPicks() const {
        return history_.setupPicks();
    }
    bool canUndo() const;
    bool turnUnderWay() const;
    bool flipped() const {
        return flipped_;
    }
    int topPlayer() const {
        return topPlayer_;
    }
    void setFlipped(bool f);
    bool viewBusy() const {
        return session_.viewBusy();
    }
    void setViewBusy(bool busy);
    int stepDelay() const {
        return session_.stepDelay();
    }
    void setStepDelay(int ms);
    bool autosave() const {
        return !session_.autosavePath().isEmpty();
    }
    void setAutosave(bool on);
    QString fen() const;
    QVariantList choices() const {
        return kept(lists_.choices, [this] { return input_.choices(); });
    }
    QVariantList pickOptions() const {
        return kept(lists_.pickOptions, [this] { return input_.pickOptions(); });
    }
    QStringList pickGroups() const {
        return kept(lists_.pickGroups, [this] { return input_.pickGroups(); });
    }
    QVariantList clickableTokens() const {
        return kept(lists_.clickable, [this] { return input_.clickableTokens(); });
    }
    QVariantList moveRows() const {
        return kept(
            lists_.moveRows, [this] { return rowsWithResult(); }, true);
    }
    QVariantList setupCounts() const {
        return history_.setupCounts();
    }
    QVariantList captureSquares() const;
    // The list of moves, closed by how the game ended.
    QVariantList rowsWithResult() const;
    int viewedTurn() const {
        return viewed_;
    }
    bool viewing() const {
        return viewed_ >= 0;
    }
    QString viewLabel() const;
    bool canRedo() const;
    bool hinting() const {
        return hinting_;
    }
    QVariantList hintPath() const {
        return hintPath_;
    }
    QVariantList hintEdges() const {
        return hintEdges_;
    }
    QVariantList hintSquares() const {
        return hintSquares_;
    }
    QString hintText() const {
        return hintText_;
    }
    QString hintLevel() const {
        return hintLevel_;
    }
    bool canHint() const {
        return humanToMove() && !gameOver() && !curtain();
    }
    int resignSide() const;
    bool canResign() const;
    bool canOfferDraw() const;
    bool drawOfferPending() const {
        return drawOfferBy_ >= 0;
    }
    bool pdnAvailable() const;
    bool curtain() const {
        return curtainPlayer_ >= 0;
    }
    int curtainPlayer() const {
        return curtainPlayer_;
    }
    bool curtainAfterTurn() const {
        return curtainPlayer_ >= 0 && session_.seat() >= 0;
    }
    bool curtainPassed() const {
        return screenPassed_;
    }
    QString passNote() const;

  signals:
    void gameChanged();
    // The names the game is shown with changed: another game, or another language.
    void wordingChanged();
    void stateChanged();
    void statusChanged();
    void selectionChanged();
    void flippedChanged();
    void stepDelayChanged();
    void viewBusyChanged();
    void moveRejected(int from, int to, const QString& reason);
    void autosaveChanged();
    void hintChanged();
    // A decision was just shown on the board: the sounds it makes (see
    // tableconvert::sounds), for whoever plays them.
    void soundCue(const QStringList& sounds);
    // A draw offered by `by` awaits the answer of `to`, a person at this screen
    // (where the players keep secrets, once `to` has lifted the curtain).
    void drawOffered(int by, int to);
    void curtainChanged();

  private:
    // A player's name in the current language.
    QString playerName(int player) const;
    // Words everything the engine said anew, in the language just chosen.
    void retranslate();
    void wordHint();
    bool adoptLoaded(const QByteArray& text, const QString& source);
    // Shows a game that has just begun (new, opened or resumed).
    void gameStarted();
    // Whose pieces stand nearer the top row in the game's own start position.
    int startTopPlayer() const;
    const hatrack::GameState* state() const {
        return session_.state();
    }
    // `before`: decisions made before the command; when it made one, the
    // status line keeps what that decision told (MoveHistory::news).
    bool answer(const MoveInput::Reply& reply, int before);
    // Whether the choice a human's move leads to is taken for them (settings).
    void quietChoices(bool ask);
    void setStatus(const QString& text);
    // Nothing is played while looking back; the reply says so.
    bool playable() const {
        return viewed_ < 0;
    }
    // The lists above, made once for each state: Qt 6.4 reads a list
    // property again for every element a script takes from it, so a loop
    // over 294 wall placements made the list 294 times (seconds on the
    // screen). Kept until the next stateChanged or selectionChanged, or until
    // what they hang on (the decision, the position looked at, the viewer, who
    // decides, the piece selected) moves.
    struct KeptLists {
        std::optional<QVariantList> choices, pickOptions, clickable, movable, moveRows, targets,
            targetKinds;
        std::optional<QStringList> pickGroups;
        std::array<int, 5> key{-1, -1, -1, -1, -1};
    };
    // `always`: made while an earlier position is looked at too.
    template <class T, class Make>
    T kept(std::optional<T>& slot, Make make, bool always = false) const {
        const std::array<int, 5> key{session_.decisionsMade(), viewed_, session_.viewer(),
                                     session_.humanToDecide() ? 1 : 0, input_.selected()};
        if (key != lists_.key) {
            lists_ = {};
            lists_.key = key;
        }
        if (!slot) slot = always || playable() ? make() : T();
        return *slot;
    }
    mutable KeptLists lists_;
    MoveInput::Reply lookingBack() const;
    // The table shown: the game's, or the position after the turn looked at.
    void showViewed();
    void takeHint();
    void clearHint();
    // Decisions made on the board: the ending the players chose left out.
    int movesMade() const;
    void takeDrawAnswer();
    void cancelDrawOffer();
    // Applies an ending the players chose and says so.
    bool endGame(int kind, int player);
    // Who the table is shown to, after every change (gamecontroller_curtain.cpp).
    void updateSeat();

    GameSession session_;
    MoveInput input_{session_};
    MoveHistory history_;
    TableModel table_;
    QString status_;
    bool flipped_ = false;
    int topPlayer_ = 0;
    int viewed_ = -1;
    // Logs undo took back, the latest last; emptied by any new decision.
#ifndef Q_MOC_RUN
    std::vector<std::vector<hatrack::LogEntry>> redo_;
#endif
    bool restoring_ = false; // an undo or redo is rebuilding the game
    SearchThread hintSearch_;
    QTimer hintTimer_;
    bool hinting_ = false;
    QVariantList hintSquares_;
    QVariantList hintEdges_;
    QVariantList hintPath_;
    QString hintText_;
    // The analysis behind the hint shown, kept to word it again in another language.
    std::optional<hatrack::Analysis> hintAnalysis_;
    QString hintLevel_;
    // The player whose draw offer awaits an answer, or -1.
    int drawOfferBy_ = -1;
    SearchThread drawSearch_;
    QTimer drawTimer_;
    int curtainPlayer_ = -1;
    bool screenPassed_ = false;
    // The player whose turn the other's decision interrupted, until the
    // screen is theirs again; -1 when none.
    int interruptedOwner_ = -1;
    // Seats the player a draw offer waits for, or the one to move once it is answered.
    void seatForDrawOffer();
#ifndef Q_MOC_RUN
    // Between two people at one screen who keep secrets, each takes back or
    // plays again only their own decisions, and only while seated at the
    // table: whether the decision numbered `index` in `log` (chance not
    // counted) is the seated player's, or nothing is kept secret.
    bool ownTurnAt(const std::vector<hatrack::LogEntry>& log, int index) const;
    std::vector<hatrack::PdnGame> pdnGames_; // the PDN read last
#endif
};
