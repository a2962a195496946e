// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text for every decision: "11-15", "6x15", "11z15" (zot), "blue@19", "nohat",
// "stop", "pool:red", "draft:red", "revive:red+yellow+green@1,3",
// "steal:red:blue+green"; and what each one looks like to a player.
#include "sorcerer_state.h"

#include "checkers/board.h"
#include "input_errors.h"
#include "piece_words.h"

#include <algorithm>
#include <cctype>

namespace hatrack::sorcerer {

namespace {

std::string lower(const std::string& text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The square between two squares a straight jump apart, or -1.
int jumped(int from, int to) {
    if (from < 0 || from > 31 || to < 0 || to > 31) return -1;
    const auto& g = checkers::Geometry::get();
    for (int d = 0; d < 4; ++d)
        if (g.jump[from][d] == to) return g.step[from][d];
    return -1;
}

std::string reviveColours(int mask) {
    std::string s;
    for (int h = 0; h < kHatColours; ++h)
        if (mask & (1 << h)) s += std::string(s.empty() ? "" : "+") + hatName(h);
    return s;
}

// "red, yellow and green": the colours a revival gives up, as words.
Phrase colourList(int mask) {
    std::vector<Phrase> names;
    for (int h = 0; h < kHatColours; ++h)
        if (mask & (1 << h)) names.emplace_back(hatName(h));
    if (names.size() == 3) return Phrase::of("three-things", "%1, %2 and %3", names);
    if (names.size() == 2) return Phrase::of("two-things", "%1 and %2", names);
    return names.empty() ? Phrase() : names.front();
}

} // namespace

std::string SorcererState::actionText(const Action& a) const {
    switch (a.kind) {
    case kHop: {
        // A Valor jump names the piece it passes over: two of them can share a landing.
        const bool bent = a.c >= 0 && board_[a.a].hats.has(Purple);
        std::string text = squareNumber(a.a) + "x" + squareNumber(a.b);
        if (bent) text += '/' + squareNumber(a.c);
        return text;
    }
    case kStep:
        // A Strength capture is written with x, like any capture.
        return squareNumber(a.a) +
               (board_[a.b].owner >= 0 && board_[a.b].owner != board_[a.a].owner ? "x" : "-") +
               squareNumber(a.b);
    case kZot:
        return squareNumber(a.a) + "z" + squareNumber(a.b);
    case kStop:
        return "stop";
    case kPlace:
        return std::string(hatName(a.a)) + "@" + squareNumber(a.b);
    case kDecline:
        return "nohat";
    case kPoolHat:
        return std::string("pool:") + hatName(a.a);
    case kDraftPick:
        return std::string("draft:") + hatName(a.a);
    case kComboRevive:
        return "revive:" + reviveColours(a.a) + "@" + squareNumber(a.b) + "," + squareNumber(a.c);
    case kComboSteal:
        return std::string("steal:") + hatName(a.a) + ":" + hatName(a.b) + "+" + hatName(a.c);
    case kBagDraw:
        return std::string("draw:") + hatName(a.a);
    default:
        return "?";
    }
}

Phrase SorcererState::moveWords(const Action& a) const {
    // A jump that takes nothing (over a friend, or over a piece a blue hat
    // saves) looks like a plain move on the table: it is worded here.
    if (a.kind == kHop) {
        if (a.c < 0 || a.c >= 32 || board_[a.c].owner < 0) return {};
        const Phrase from = Phrase::verbatim(squareNumber(a.a));
        const Phrase to = Phrase::verbatim(squareNumber(a.b));
        const Phrase over = words::thePieceOn(board_[a.c].king ? "king" : "man", squareNumber(a.c));
        // A hop that goes on from the last reads as the rest of one sentence.
        if (a.a == chainSquare_)
            return Phrase::of("jumps-on-over", "then from %1 to %2 over %3", {from, to, over});
        const Phrase who = words::playersPiece(board_[a.a].king ? "king" : "man",
                                               Phrase(playerName(board_[a.a].owner)));
        return Phrase::of("jumps-over", "%1 jumps from %2 to %3 over %4", {who, from, to, over});
    }
    // A zot or a Strength capture that a hat wards off moves and takes
    // nothing: the table cannot tell it, so it is worded here.
    const bool strikes =
        a.kind == kStep && board_[a.b].owner >= 0 && board_[a.b].owner != board_[a.a].owner;
    if (a.kind != kZot && !strikes) return {};
    const Phrase who = words::playersPiece(board_[a.a].king ? "king" : "man",
                                           Phrase(playerName(board_[a.a].owner)));
    const Phrase victim = words::thePieceOn(board_[a.b].king ? "king" : "man", squareNumber(a.b));
    const Phrase from = Phrase::verbatim(squareNumber(a.a));
    return a.kind == kZot ? Phrase::of("zots", "%1 on %2 zots %3", {who, from, victim})
                          : Phrase::of("strikes", "%1 on %2 strikes at %3", {who, from, victim});
}

Phrase SorcererState::sentence(const Action& a) const {
    // Who decides: the player an interruption belongs to, or the mover.
    const int who = currentPlayer() >= 0 ? currentPlayer() : toMove_;
    const std::string name = playerName(who);
    switch (a.kind) {
    case kStop:
        return Phrase::of("stop", "%1 ends the move on %2", {name, squareNumber(chainSquare_)});
    case kPlace:
        return Phrase::of("place-hat", "%1 puts %2 on %3", {name, hatName(a.a), squareNumber(a.b)});
    case kDecline:
        return Phrase::of("keep-hats", "%1 puts no hat on", {name});
    case kPoolHat: {
        const std::string receiver = playerName(events_.front().player);
        if (who == events_.front().player)
            return Phrase::of("pool-hat", "%1 takes the %2 hat from the pool",
                              {name, hatName(a.a)});
        return Phrase::of("pool-hat-given", "%1 gives %2 the %3 hat from the pool",
                          {name, receiver, hatName(a.a)});
    }
    case kDraftPick:
        // Named as the draft shows its columns: the power, then the colour.
        return Phrase::of("draft-pick", "%1 picks %2 (%3)", {name, hatPower(a.a), hatName(a.a)});
    case kComboRevive: {
        std::vector<Phrase> args{name};
        for (int h = 0; h < kHatColours; ++h)
            if (a.a & (1 << h)) args.push_back(hatName(h));
        if (args.size() != 4) break;
        args.push_back(squareNumber(a.b));
        args.push_back(squareNumber(a.c));
        return Phrase::of("revive", "%1 gives up %2, %3 and %4 to bring back men on %5 and %6",
                          args);
    }
    case kComboSteal:
        if (a.b == a.c)
            return Phrase::of("steal-two", "%1 gives up three %2 to take two %3 from %4",
                              {name, hatName(a.a), hatName(a.b), playerName(1 - who)});
        return Phrase::of("steal", "%1 gives up three %2 to take %3 and %4 from %5",
                          {name, hatName(a.a), hatName(a.b), hatName(a.c), playerName(1 - who)});
    case kBagDraw:
        if (!events_.empty())
            return Phrase::of("draw", "%1 draws %2 from the bag",
                              {playerName(events_.front().player), hatName(a.a)});
        break;
    default:
        break;
    }
    // Moves on the board read best in notation.
    return GameState::sentence(a);
}

std::vector<NotatedMove> SorcererState::notatedMoves() const {
    std::vector<NotatedMove> out;
    for (const Action& a : legalActions()) out.push_back({actionText(a), {a}});
    return out;
}

NotatedMove SorcererState::parseMove(const std::string& raw) const {
    const std::string text = lower(raw);
    if (text.empty()) throw RulesError(Phrase("empty move"));
    if (outcome_.over) throw RulesError(moveError(raw, "the game is over"));
    const auto legal = legalActions();
    for (const Action& a : legal)
        if (lower(actionText(a)) == text) return {actionText(a), {a}};
    if (text == "decline" || text == "pass") return parseMove("nohat");
    // A Valor jump may leave out the piece it passes over when only one fits.
    std::vector<Action> shortFits;
    for (const Action& a : legal) {
        const std::string full = lower(actionText(a));
        const auto slash = full.find('/');
        if (slash != std::string::npos && full.substr(0, slash) == text) shortFits.push_back(a);
    }
    if (shortFits.size() == 1) return {actionText(shortFits.front()), shortFits};
    if (shortFits.size() > 1)
        throw RulesError("move-ambiguous-valor",
                         "move '%1' is ambiguous: name the piece passed over, as in %2 or %3",
                         {quotedInput(raw), Phrase::verbatim(actionText(shortFits[0])),
                          Phrase::verbatim(actionText(shortFits[1]))});

    // A chain written whole ("6x15x24"): its hops, to be applied one by one.
    std::vector<int> squares;
    std::size_t i = 0;
    bool chain = true;
    while (i < text.size() && chain) {
        std::size_t j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i || j - i > 2)
            chain = false;
        else
            squares.push_back(std::stoi(text.substr(i, j - i)) - 1);
        if (j < text.size() && text[j] != 'x') chain = false;
        i = j + 1;
    }
    if (chain && squares.size() > 2) {
        NotatedMove m{raw, {}};
        for (std::size_t k = 1; k < squares.size(); ++k)
            m.actions.push_back(
                {kHop, squares[k - 1], squares[k], jumped(squares[k - 1], squares[k])});
        if (std::find(legal.begin(), legal.end(), m.actions.front()) != legal.end()) return m;
    }

    Phrase why;
    const int who = currentPlayer();
    if (!events_.empty() || drafting_)
        why = prompt();
    else if (chainSquare_ >= 0)
        why =
            Phrase::of("move-goes-on", "the move must go on from %1", {squareNumber(chainSquare_)});
    else if (!legal.empty() &&
             (legal.front().kind == kHop || legal.front().kind == kZot ||
              legal.front().kind == kStep) &&
             anyCapture(toMove_))
        why = Phrase::text("a capture is compulsory");
    else if (who >= 0)
        why = Phrase::of("not-a-choice", "it is not one of %1's choices", {playerName(who)});
    else
        why = Phrase::text("it is not one of the choices");
    std::string options;
    for (std::size_t k = 0; k < legal.size() && k < 6; ++k)
        options += (k ? ", " : "") + actionText(legal[k]);
    if (legal.size() > 6) options += ", ...";
    throw RulesError(illegalMove(
        raw, Phrase::of("why-and-legal", "%1 (legal: %2)", {why, Phrase::verbatim(options)})));
}

ActionView SorcererState::describe(const Action& a) const {
    switch (a.kind) {
    case kHop:
    case kStep:
    case kZot:
        return ActionView::move(a.a, a.b, Phrase::verbatim(actionText(a)));
    case kPlace: {
        ActionView v;
        v.type = ActionView::Type::Pick;
        v.to = a.b;
        v.label = Phrase::of("put-hat", "Put %1 on %2", {hatName(a.a), squareNumber(a.b)});
        v.group = hatName(a.a);
        v.target = Place::square(a.b);
        v.face = hatName(a.a);
        return v;
    }
    case kStop:
        return ActionView::choice(Phrase::text("End the move here"), "stop");
    case kDecline:
        return ActionView::choice(Phrase::text("No hat this time"), "decline");
    case kPoolHat: {
        // Also a click on that hat in the pool.
        ActionView v =
            ActionView::choice(Phrase::of("give-hat", "Give %1", {hatName(a.a)}), "pool");
        v.target = Place::inZone("pool:" + std::to_string(events_.front().player));
        v.face = hatName(a.a);
        return v;
    }
    case kDraftPick: {
        ActionView v =
            ActionView::choice(Phrase::of("pick-hat", "Pick %1", {hatName(a.a)}), "draft");
        v.target = Place::inZone("draft");
        v.face = hatName(a.a);
        return v;
    }
    case kComboRevive:
        return ActionView::choice(
            Phrase::of("return-revive", "Return %1 to bring back men on %2 and %3",
                       {colourList(a.a), squareNumber(a.b), squareNumber(a.c)}),
            "revive");
    case kComboSteal:
        return ActionView::choice(Phrase::of("return-steal", "Return three %1 to take %2 and %3",
                                             {hatName(a.a), hatName(a.b), hatName(a.c)}),
                                  "steal");
    default:
        return ActionView::choice(Phrase::verbatim(actionText(a)), {});
    }
}

bool SorcererState::captureRequired() const {
    return !outcome_.over && events_.empty() && !drafting_ &&
           (chainSquare_ >= 0 ? chainMustGoOn() : anyCapture(toMove_));
}

int SorcererState::turnOwner() const {
    if (outcome_.over) return kNobody;
    return drafting_ && events_.empty() ? currentPlayer() : toMove_;
}

Phrase SorcererState::prompt() const {
    if (outcome_.over) return {};
    if (!events_.empty()) {
        const Event& e = events_.front();
        const std::string who = playerName(e.player);
        if (e.kind == Event::Place)
            return Phrase::of("may-place-hat",
                              "%1 lost a piece and may put a hat from the rack on a piece", {who});
        if (rules_.draft == Draft::Select)
            return Phrase::of("choose-pool-hat", "%1 captured and chooses a hat from the pool",
                              {who});
        if (rules_.draft == Draft::Contrary)
            return Phrase::of("choose-for-other", "%1 chooses which hat %2 gets from the pool",
                              {playerName(1 - e.player), who});
        return Phrase::of("draws-hat", "%1 draws a hat from the bag", {who});
    }
    if (drafting_) {
        const int p = currentPlayer();
        return Phrase::of("draft-prompt", "%1 picks a hat for the draft (%2 of 12 picked)",
                          {playerName(p), Phrase::number(draftPicks_[p])});
    }
    const std::string mover = playerName(toMove_);
    if (chainSquare_ >= 0)
        // "or stop" only where stopping is allowed: friendly jumps that
        // reach a capture must go on to it.
        return chainMustGoOn()
                   ? Phrase::of("keep-jumping", "%1: keep jumping with the piece on %2",
                                {mover, squareNumber(chainSquare_)})
                   : Phrase::of("may-jump-on", "%1 may jump on with the piece on %2 or stop",
                                {mover, squareNumber(chainSquare_)});
    return anyCapture(toMove_)
               ? Phrase::of("to-move-capture", "%1 to move: a capture is compulsory", {mover})
               : Phrase::of("to-move", "%1 to move", {mover});
}

} // namespace hatrack::sorcerer
