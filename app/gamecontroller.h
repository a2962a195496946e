#pragma once
// The bridge between the rules engine and the QML board: it holds the match,
// answers "what may this piece do", applies what the player or the computer
// chose, and paces multi-hop moves so the board can animate them hop by hop.
// It decides nothing itself: every answer comes from the engine.
#include "piecemodel.h"
// moc in Qt 6.4 cannot parse the C++20 library headers the engine pulls in.
#ifndef Q_MOC_RUN
#include "match.h"
#endif

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(PieceModel* pieces READ pieces CONSTANT)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameTitle READ gameTitle NOTIFY gameChanged)
    Q_PROPERTY(int boardRows READ boardRows NOTIFY gameChanged)
    Q_PROPERTY(int boardCols READ boardCols NOTIFY gameChanged)
    Q_PROPERTY(QStringList playerNames READ playerNames NOTIFY gameChanged)
    Q_PROPERTY(QStringList playerKinds READ playerKinds NOTIFY gameChanged)
    // The options switched away from their defaults, as the setup screen names them.
    Q_PROPERTY(QStringList activeOptions READ activeOptions NOTIFY gameChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY stateChanged)
    Q_PROPERTY(QString pendingDecision READ pendingDecision NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(int winner READ winner NOTIFY stateChanged)
    Q_PROPERTY(QString outcomeText READ outcomeText NOTIFY stateChanged)
    Q_PROPERTY(QString outcomeReason READ outcomeReason NOTIFY stateChanged)
    // For scored games, the measure that decided: "hats", "kings", "pieces" or "".
    Q_PROPERTY(QString outcomeMeasure READ outcomeMeasure NOTIFY stateChanged)
    Q_PROPERTY(int selectedSquare READ selectedSquare NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList targetSquares READ targetSquares NOTIFY selectionChanged)
    Q_PROPERTY(QVariantList movableSquares READ movableSquares NOTIFY stateChanged)
    Q_PROPERTY(bool mustCapture READ mustCapture NOTIFY stateChanged)
    Q_PROPERTY(QVariantList lastMoveSquares READ lastMoveSquares NOTIFY stateChanged)
    Q_PROPERTY(QStringList moveList READ moveList NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY flippedChanged)
    Q_PROPERTY(int stepDelay READ stepDelay WRITE setStepDelay NOTIFY stepDelayChanged)
    Q_PROPERTY(QString fen READ fen NOTIFY stateChanged)
    // Decisions that are not moves on the board, as buttons: [{index, label, group}].
    Q_PROPERTY(QVariantList choices READ choices NOTIFY stateChanged)
    // Decisions that pick a square, grouped (for hats: by colour): ["blue", "red"].
    Q_PROPERTY(QStringList pickGroups READ pickGroups NOTIFY stateChanged)
    // Bag, racks, pools and draft of Sorcerer's Apprentice; empty for other games.
    Q_PROPERTY(QVariantMap hatState READ hatState NOTIFY stateChanged)
    // Whether the pending decision belongs to a human at this screen.
    Q_PROPERTY(int decider READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(int turnOwner READ turnOwner NOTIFY stateChanged)

  public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // players: per side "human" or a computer name ("easy", "normal", ...);
    // seed < 0 picks one from the clock; fen, when given, sets up a position.
    Q_INVOKABLE bool newGame(const QString& gameId, const QVariantMap& options,
                             const QStringList& players, qint64 seed = -1,
                             const QString& fen = QString());
    Q_INVOKABLE void restart();
    // A click on a square: selects a piece, or moves the selected one there.
    Q_INVOKABLE bool clickSquare(int square);
    // A drop: moves the piece on `from` to `to` (a single hop, or the end of a
    // whole chain). On refusal the status line says why and false is returned.
    Q_INVOKABLE bool moveTo(int from, int to);
    Q_INVOKABLE void undo();
    // Moves in the game's notation, separated by spaces (used by --moves and tests).
    Q_INVOKABLE bool playMoves(const QString& moves);
    Q_INVOKABLE int squareAt(int row, int col) const;
    Q_INVOKABLE QString squareName(int square) const;
    Q_INVOKABLE QVariantList targetsFrom(int square) const;
    Q_INVOKABLE QVariantList pickTargets(const QString& group) const;
    // Applies choices[i] / the pick of `square` in `group`; false if not legal now.
    Q_INVOKABLE bool choose(int index);
    Q_INVOKABLE bool pick(const QString& group, int square);

    PieceModel* pieces() { return &pieces_; }
    bool hasGame() const { return match_ != nullptr; }
    QString gameId() const;
    QString gameTitle() const;
    int boardRows() const;
    int boardCols() const;
    QStringList playerNames() const;
    QStringList playerKinds() const { return kinds_; }
    QStringList activeOptions() const;
    int currentPlayer() const;
    bool humanToMove() const;
    bool thinking() const { return thinking_; }
    QString pendingDecision() const;
    QString statusText() const { return status_; }
    bool gameOver() const;
    int winner() const;
    QString outcomeText() const;
    QString outcomeReason() const;
    QString outcomeMeasure() const {
        return gameOver() ? QString::fromStdString(state()->outcome().decidedBy) : QString();
    }
    int selectedSquare() const { return selected_; }
    QVariantList targetSquares() const { return targetsFrom(selected_); }
    QVariantList movableSquares() const;
    bool mustCapture() const;
    QVariantList lastMoveSquares() const { return lastMove_; }
    QStringList moveList() const { return moveList_; }
    bool canUndo() const;
    bool flipped() const { return flipped_; }
    void setFlipped(bool f);
    int stepDelay() const { return stepDelay_; }
    void setStepDelay(int ms);
    QString fen() const;
    QVariantList choices() const;
    QStringList pickGroups() const;
    QVariantMap hatState() const;
    int turnOwner() const;

  signals:
    void gameChanged();
    void stateChanged();
    void statusChanged();
    void selectionChanged();
    void flippedChanged();
    void stepDelayChanged();
    void moveRejected(int from, int to, const QString& reason);
    // Hats that changed place with the last decision: [{colour, from, to}], where
    // a place is "bag", "rack:0", "rack:1", "pool:0", "pool:1", "out", "draft" or "square:N".
    void hatsMoved(const QVariantList& moves);

  private:
    const hatrack::GameState* state() const { return match_ ? &match_->state() : nullptr; }
    bool isHuman(int player) const;
    void applyDecision(const hatrack::Action& action);
    bool applyIfLegal(const hatrack::Action& action);
    std::vector<hatrack::Action> actionsOfType(hatrack::ActionView::Type type) const;
    void scheduleNext();
    void onStepTimer();
    void startThinking();
    void cancelPending();
    void setStatus(const QString& text);
    void select(int square);
    void rebuildHistory();
    void record(const hatrack::Action& action, const QString& text, int owner, int decider,
                const hatrack::GameState& after, int made);
    QString explainRefusal(int from, int to) const;

    std::unique_ptr<hatrack::Match> match_;
    PieceModel pieces_;
    QStringList kinds_;
    QVariantMap options_;
    QString fen_;
    std::shared_ptr<hatrack::Agent> agents_[2];
    QList<hatrack::Action> queue_;
    std::vector<hatrack::Action> ambiguous_; // moves a drop could not tell apart
    QTimer stepTimer_;
    int generation_ = 0;
    bool thinking_ = false;
    QString status_;
    int selected_ = -1;
    QVariantList lastMove_;
    QStringList moveList_;
    QList<int> humanTurnStarts_; // decision counts where a human began to decide
    QString currentTurn_;        // notation of the turn being played
    bool turnInProgress_ = false;
    bool flipped_ = false;
    int stepDelay_ = 280;
};
