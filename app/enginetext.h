// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The engine's words (rules/ knows no Qt) in the language the player chose.
// Every text the engine gives is English: a Phrase ("%1 puts %2 on %3" with
// its arguments) or a fixed text ("Bag"). Both are looked up in the
// translation context "engine", a phrase's pattern first and then each of its
// arguments, so that "White" and "blue" change language inside the sentence
// too. A text with no translation shows as the engine gives it.
#include "game_state.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace enginetext {

// Some languages name a game's pieces by another word than checkers': German
// says "Stein" for a checker but "Figur" for a chess piece. Texts are looked
// up in the wording of the game being shown first (its id as the
// translation's disambiguation, app/enginetexts_games.cpp), then in the
// common wording. The board's controller sets it when a game starts.
void setGameWords(const std::string& gameId);
// The same for a while: the lab words another game than the board's.
class GameWords {
  public:
    explicit GameWords(const std::string& gameId);
    ~GameWords();
    GameWords(const GameWords&) = delete;
    GameWords& operator=(const GameWords&) = delete;

  private:
    std::string previous_;
};
// A text of another translation context in the game's wording.
QString translate(const char* context, const char* source);

// A fixed text: a title, a label, a player's name, a colour.
QString text(const std::string& english);
// A sentence, its arguments put into the translated pattern.
QString phrase(const hatrack::Phrase& phrase);
// The same with the first letter made upper case, for a sentence on its own.
QString sentence(const hatrack::Phrase& phrase);
// An error's message in the current language: a refusal, a position, a saved
// game or a record that cannot be read. The few errors without a Phrase (the
// engine's own faults) are shown in English, as the engine words them.
QString error(const hatrack::RulesError& e);
// Any exception that reaches the app's edges: a RulesError as above, anything
// else named by what happened (hatrack::errorText), so none ends the program.
QString error(const std::exception& e);
// Only why a move was refused ("a capture is compulsory (...)"), without
// "move '11-16' is illegal:".
QString refusal(const hatrack::RulesError& e);

// Every pattern and fixed text the engine is known to give, in English: the
// list lupdate offers for translation (app/enginetexts.cpp).
const QStringList& known();
// The part of known() that is errors about a player's input: positions,
// moves, saved games, PDN records (app/enginetexts_errors.cpp).
QStringList errorTexts();
// The texts that one game words apart, as (game id, context, English).
struct GameWording {
    const char* game;
    const char* context;
    const char* source;
};
const std::vector<GameWording>& gameWordings();

// Tells when the language changes, so that views of engine text, which
// QML's retranslate() does not reach, can word themselves again.
class Watcher : public QObject {
    Q_OBJECT
  public:
    static Watcher& instance();
    bool eventFilter(QObject* watched, QEvent* event) override;
  signals:
    void languageChanged();

  private:
    Watcher();
};

} // namespace enginetext
