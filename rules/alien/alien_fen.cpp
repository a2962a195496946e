// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers positions as text (README.md, Alien Checkers), fields
// separated by spaces, the first two fixed and the rest named:
//   B move b:1,2,3K,4Er,5h w:21,22Es fire:14 water:15 monolith:18 walls:B14n+14e,W22s+23w
//   turns:1 up:fire,rings discard:walls planets:mars/? took:0/3 quiet:0 this:0/0
// Side B or W; phase deal, up (a card to turn face up at the start), up:next (after a
// Reshuffle, then the turn passes), move, move@S (a jump chain goes on from S;
// "!A,B" adds squares a ring saved in it), draw, choose, card:NAME (its targets),
// done (the card was played and the turn is over: a game that ended there).
// Checkers: square, then K king or E emperor, r ring, h Hippo, s Snookle. The draw
// pile is whatever of the 20 cards is not face up or discarded. Planets: Black's/White's,
// "-" not dealt yet, "?" hidden (read as the first planet the other does not hold),
// or "planets:off". took: enemy pieces each side captured (Mars). this: checkers
// captured in this move / 1 if the Monolith took an enemy checker this turn.
#include "alien_state.h"

#include "input_errors.h"

#include <algorithm>
#include <sstream>

namespace hatrack::alien {

bool edgesMeet(int a, int b);

namespace {

std::vector<std::string> split(const std::string& s, char by) {
    std::vector<std::string> out;
    std::string part;
    std::istringstream in(s);
    while (std::getline(in, part, by)) out.push_back(part);
    if (!s.empty() && s.back() == by) out.push_back({});
    return out;
}

// `what` names the number: a field ("turns", as written) or a thing ("checker").
int number(const std::string& text, const Phrase& what, int lo, int hi) {
    if (text.empty() || text.size() > 3 || !std::all_of(text.begin(), text.end(), ::isdigit))
        throw RulesError("field-not-a-number", "%1: '%2' is not a number",
                         {what, quotedInput(text)});
    const int n = std::stoi(text);
    if (n < lo || n > hi)
        throw RulesError("field-out-of-range", "%1: %2 is out of range (%3-%4)",
                         {what, quotedInput(text), Phrase::number(lo), Phrase::number(hi)});
    return n;
}

int squareNumber(const std::string& text, const Phrase& what) {
    return number(text, what, 1, 32) - 1;
}

// Adds an item to a comma-separated list.
void join(std::string& list, const std::string& item) {
    if (!list.empty()) list += ',';
    list += item;
}

std::string squares(const std::vector<int>& list) {
    if (list.empty()) return "-";
    std::string out;
    for (int s : list) join(out, std::to_string(s + 1));
    return out;
}

} // namespace

std::string AlienState::chanceKey() const {
    // The phase (a deal, the cards turned up, the card after a move) and the
    // cards: the face-up ones, the discards and the planets dealt, which
    // leave the draw pile as it is, whatever the checkers did.
    std::istringstream in(toFen());
    std::string side, key, field;
    in >> side >> key;
    while (in >> field)
        if (field.rfind("up:", 0) == 0 || field.rfind("discard:", 0) == 0 ||
            field.rfind("planets:", 0) == 0)
            key += ' ' + field;
    return key;
}

struct AlienFen {
    static AlienState read(const std::string& fen, bool planets);
};

std::string AlienState::fenFor(int viewer) const {
    std::ostringstream o;
    o << (toMove_ == 0 ? "B" : "W") << ' ';
    switch (phase_) {
    case Phase::Deal:
        o << "deal";
        break;
    case Phase::FaceUp:
        o << (effect_ == kReshuffle ? "up:next" : "up");
        break;
    case Phase::Move:
        o << "move";
        if (chain_ >= 0) {
            o << '@' << chain_ + 1;
            std::vector<int> imm;
            for (int s = 0; s < 32; ++s)
                if ((immune_ >> s) & 1u) imm.push_back(s);
            if (!imm.empty()) o << '!' << squares(imm);
        }
        break;
    case Phase::Draw:
        o << "draw";
        break;
    case Phase::Choose:
        o << "choose";
        break;
    case Phase::Effect:
        // A game that ends as a turn ends (a planet, the no-progress draw) stops
        // after its card was played and before the next turn begins.
        if (effect_ < 0)
            o << "done";
        else
            o << "card:" << cardName(effect_);
        break;
    }
    for (int p = 0; p < 2; ++p) {
        o << ' ' << (p == 0 ? "b:" : "w:");
        std::string list;
        for (int s = 0; s < 32; ++s) {
            const Square& q = at(s);
            if (q.owner != p) continue;
            join(list, std::to_string(s + 1));
            if (q.height == 2) list += 'K';
            if (q.height == 3) list += 'E';
            if (q.ring >= 0) list += 'r';
            if (s == hippo_) list += 'h';
            if (s == snookle_) list += 's';
        }
        o << (list.empty() ? "-" : list);
    }
    std::vector<int> fires, waters;
    for (int s = 0; s < 32; ++s) {
        if (at(s).fire >= 0) fires.push_back(s);
        if (at(s).water >= 0) waters.push_back(s);
    }
    o << " fire:" << squares(fires) << " water:" << squares(waters)
      << " monolith:" << (monolith_ < 0 ? "-" : std::to_string(monolith_ + 1)) << " walls:";
    std::string walls;
    for (int p = 0; p < 2; ++p)
        for (int i = 0; i < kWallsEach; ++i) {
            const Wall& w = walls_[p][i];
            if (w.edge < 0 || (w.partner >= 0 && w.partner < i)) continue;
            std::string pair(p == 0 ? "B" : "W");
            pair += edgeText(w.edge);
            if (w.partner >= 0) {
                pair += '+';
                pair += edgeText(walls_[p][w.partner].edge);
            }
            join(walls, pair);
        }
    o << (walls.empty() ? "-" : walls) << " turns:" << int(turns_) << " up:";
    std::string up;
    for (int n : faceUp()) join(up, cardName(cardKind(n)));
    o << (up.empty() ? "-" : up) << " discard:";
    std::string discard;
    for (int n = 0; n < kCards; ++n)
        if (cardAt_[static_cast<std::size_t>(n)] == CardAt::Discard)
            join(discard, cardName(cardKind(n)));
    o << (discard.empty() ? "-" : discard) << " planets:";
    if (!planetsOn_) {
        o << "off";
    } else {
        for (int p = 0; p < 2; ++p) {
            if (p == 1) o << '/';
            const bool shown = viewer < 0 || viewer == p || outcome_.over;
            o << (planet_[p] < 0 ? "-" : shown ? planetName(planet_[p]) : "?");
        }
    }
    o << " took:" << took_[0] << '/' << took_[1] << " quiet:" << quiet_
      << " this:" << capturesThisMove_ << '/' << (monolithTookEnemy_ ? 1 : 0);
    return o.str();
}

AlienState AlienState::fromFen(const std::string& fen, bool planets) {
    return AlienFen::read(fen, planets);
}

AlienState AlienFen::read(const std::string& fen, bool planetsOption) {
    std::vector<std::string> fields;
    {
        std::istringstream in(fen);
        std::string f;
        while (in >> f) fields.push_back(f);
    }
    if (fields.size() < 2) throw badPosition("needs a side (B or W) and a phase");
    AlienState s(planetsOption);
    for (auto& q : s.sq_) q = Square{};
    s.cardAt_.fill(CardAt::Pile);
    s.upCount_ = 0;
    s.discardCount_ = 0;
    if (fields[0] != "B" && fields[0] != "W")
        throw badPosition(Phrase::of("side-to-move-b-or-w", "side to move must be B or W, not '%1'",
                                     {quotedInput(fields[0])}));
    s.toMove_ = fields[0] == "B" ? 0 : 1;

    const std::string& phase = fields[1];
    std::string effectName;
    if (phase == "deal")
        s.phase_ = Phase::Deal;
    else if (phase == "up")
        s.phase_ = Phase::FaceUp;
    else if (phase == "up:next") {
        s.phase_ = Phase::FaceUp;
        s.effect_ = kReshuffle;
    } else if (phase == "draw")
        s.phase_ = Phase::Draw;
    else if (phase == "choose")
        s.phase_ = Phase::Choose;
    else if (phase == "done")
        s.phase_ = Phase::Effect; // with no card: effect_ stays -1
    else if (phase.rfind("card:", 0) == 0) {
        s.phase_ = Phase::Effect;
        effectName = phase.substr(5);
        s.effect_ = cardNamed(effectName);
        if (s.effect_ < 0 || s.effect_ == kReshuffle)
            throw badPosition(Phrase::of("no-card-with-targets", "'%1' is not a card with targets",
                                         {quotedInput(effectName)}));
    } else if (phase.rfind("move", 0) == 0) {
        s.phase_ = Phase::Move;
        std::string rest = phase.substr(4);
        if (!rest.empty()) {
            if (rest[0] != '@')
                throw badPosition(Phrase::of("phase-not-move-at", "phase '%1' is not move@SQUARE",
                                             {quotedInput(phase)}));
            const auto bang = rest.find('!');
            s.chain_ = squareNumber(
                rest.substr(1, bang == std::string::npos ? std::string::npos : bang - 1),
                "jump chain square");
            if (bang != std::string::npos)
                for (const auto& t : split(rest.substr(bang + 1), ','))
                    s.immune_ |= 1u << squareNumber(t, "square saved by a ring");
        }
    } else {
        throw badPosition(Phrase::of(
            "unknown-phase",
            "unknown phase '%1' (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)",
            {quotedInput(phase)}));
    }

    std::vector<std::string> seenKeys;
    std::vector<std::string> upCards;
    int rings = 0;
    bool planetsField = false;
    for (std::size_t i = 2; i < fields.size(); ++i) {
        const std::string& f = fields[i];
        const auto colon = f.find(':');
        if (colon == std::string::npos)
            throw badPosition(Phrase::of("field-no-name", "field '%1' has no name (NAME:VALUE)",
                                         {quotedInput(f)}));
        const std::string key = f.substr(0, colon), value = f.substr(colon + 1);
        if (std::find(seenKeys.begin(), seenKeys.end(), key) != seenKeys.end())
            throw badPosition(
                Phrase::of("field-twice", "field '%1' given twice", {quotedInput(key)}));
        seenKeys.push_back(key);
        const std::vector<std::string> items =
            value == "-" ? std::vector<std::string>{} : split(value, ',');
        if (key == "b" || key == "w") {
            const int owner = key == "b" ? 0 : 1;
            for (const std::string& item : items) {
                std::size_t n = 0;
                while (n < item.size() && std::isdigit(static_cast<unsigned char>(item[n]))) ++n;
                const int sq = squareNumber(item.substr(0, n), "checker");
                Square& q = s.sq_[static_cast<std::size_t>(sq)];
                if (q.owner >= 0)
                    throw badPosition(Phrase::of("two-checkers-on", "two checkers on %1",
                                                 {Phrase::number(sq + 1)}));
                q.owner = static_cast<std::int8_t>(owner);
                q.height = 1;
                for (char c : item.substr(n)) {
                    if (c == 'K' && q.height == 1)
                        q.height = 2;
                    else if (c == 'E' && q.height == 1)
                        q.height = 3;
                    else if (c == 'r' && q.ring < 0)
                        q.ring = static_cast<std::int8_t>(rings++);
                    else if (c == 'h' && s.hippo_ < 0)
                        s.hippo_ = static_cast<std::int8_t>(sq);
                    else if (c == 's' && s.snookle_ < 0)
                        s.snookle_ = static_cast<std::int8_t>(sq);
                    else
                        throw badPosition(Phrase::of(
                            "checker-mark", "checker '%1': unknown or repeated mark '%2'",
                            {quotedInput(item), quotedInput(std::string(1, c))}));
                }
            }
        } else if (key == "fire" || key == "water") {
            const bool fire = key == "fire";
            if (static_cast<int>(items.size()) > (fire ? kFires : kWaters))
                throw badPosition(fire ? Phrase("more fire than the box holds")
                                       : Phrase("more water than the box holds"));
            int n = 0;
            for (const std::string& item : items) {
                Square& q =
                    s.sq_[static_cast<std::size_t>(squareNumber(item, Phrase::verbatim(key)))];
                std::int8_t& slot = fire ? q.fire : q.water;
                if (q.fire >= 0 || q.water >= 0)
                    throw badPosition(Phrase::of(
                        "two-tokens-on", "two tokens of fire or water on %1", {quotedInput(item)}));
                slot = static_cast<std::int8_t>(n++);
            }
        } else if (key == "monolith") {
            if (!items.empty()) {
                if (items.size() > 1) throw badPosition("there is one Monolith");
                s.monolith_ =
                    static_cast<std::int8_t>(squareNumber(items[0], Phrase::verbatim("monolith")));
            }
        } else if (key == "walls") {
            int used[2] = {0, 0};
            for (const std::string& item : items) {
                if (item.empty() || (item[0] != 'B' && item[0] != 'W'))
                    throw badPosition(Phrase::of("wall-start", "wall '%1' must start with B or W",
                                                 {quotedInput(item)}));
                const int p = item[0] == 'B' ? 0 : 1;
                const auto parts = split(item.substr(1), '+');
                if (parts.empty() || parts.size() > 2)
                    throw badPosition(Phrase::of("wall-malformed", "wall '%1' is malformed",
                                                 {quotedInput(item)}));
                int first = -1;
                for (const std::string& part : parts) {
                    const int e = edgeNamed(part);
                    if (e < 0)
                        throw badPosition(Phrase::of("not-an-edge",
                                                     "'%1' is not an edge between two squares",
                                                     {quotedInput(part)}));
                    if (s.wallOwnerAt(e) >= 0)
                        throw badPosition(
                            Phrase::of("two-walls", "two walls on edge %1", {quotedInput(part)}));
                    if (used[p] >= kWallsEach)
                        throw badPosition("more than 12 walls for one player");
                    s.placeWall(p, used[p], e);
                    Wall& w = s.walls_[p][used[p]];
                    if (first >= 0) {
                        if (!edgesMeet(s.walls_[p][first].edge, e))
                            throw badPosition(Phrase::of("walls-not-meet",
                                                         "walls '%1' do not meet at a corner",
                                                         {quotedInput(item)}));
                        w.partner = static_cast<std::int8_t>(first);
                        s.walls_[p][first].partner = static_cast<std::int8_t>(used[p]);
                    }
                    first = used[p]++;
                }
            }
        } else if (key == "turns") {
            s.turns_ = static_cast<std::int8_t>(number(value, Phrase::verbatim("turns"), 0, 3));
        } else if (key == "up" || key == "discard") {
            for (const std::string& item : items) {
                const int kind = cardNamed(item);
                if (kind < 0)
                    throw badPosition(
                        Phrase::of("unknown-card", "unknown card '%1'", {quotedInput(item)}));
                int n = 0;
                while (n < kCards && (cardKind(n) != kind ||
                                      s.cardAt_[static_cast<std::size_t>(n)] != CardAt::Pile))
                    ++n;
                if (n == kCards)
                    throw badPosition(Phrase::of(
                        "more-cards", "more '%1' cards than the deck holds", {quotedInput(item)}));
                if (key == "up") {
                    s.cardAt_[static_cast<std::size_t>(n)] = CardAt::FaceUp;
                    s.upOrder_[static_cast<std::size_t>(n)] = s.upCount_++;
                } else {
                    s.cardAt_[static_cast<std::size_t>(n)] = CardAt::Discard;
                    s.discardOrder_[static_cast<std::size_t>(n)] = s.discardCount_++;
                }
            }
            if (key == "up") upCards = items;
        } else if (key == "planets") {
            planetsField = true;
            if (value == "off") {
                s.planetsOn_ = false;
                continue;
            }
            const auto parts = split(value, '/');
            if (parts.size() != 2) throw badPosition("planets must be BLACK/WHITE or off");
            for (int p = 0; p < 2; ++p) {
                const std::string& name = parts[static_cast<std::size_t>(p)];
                if (name == "-" || name == "?") continue;
                const int k = planetNamed(name);
                if (k < 0)
                    throw badPosition(
                        Phrase::of("unknown-planet", "unknown planet '%1'", {quotedInput(name)}));
                s.planet_[p] = static_cast<std::int8_t>(k);
            }
            if (s.planet_[0] >= 0 && s.planet_[0] == s.planet_[1])
                throw badPosition("both players cannot hold the same planet");
            for (int p = 0; p < 2; ++p)
                if (parts[static_cast<std::size_t>(p)] == "?")
                    for (int k = 0; k < kPlanets && s.planet_[p] < 0; ++k)
                        if (k != s.planet_[1 - p]) s.planet_[p] = static_cast<std::int8_t>(k);
        } else if (key == "took") {
            const auto parts = split(value, '/');
            if (parts.size() != 2) throw badPosition("took must be N/N");
            for (int p = 0; p < 2; ++p)
                s.took_[p] =
                    number(parts[static_cast<std::size_t>(p)], Phrase::verbatim("took"), 0, 999);
        } else if (key == "quiet") {
            // A turn that starts with the count at the limit cannot happen: the
            // turn that reached it ended the game ("done").
            const bool over = s.phase_ == Phase::Effect && s.effect_ < 0;
            s.quiet_ = number(value, Phrase::verbatim("quiet"), 0,
                              over ? kQuietTurnsForDraw : kQuietTurnsForDraw - 1);
        } else if (key == "this") {
            const auto parts = split(value, '/');
            if (parts.size() != 2) throw badPosition("this must be CAPTURES/0|1");
            s.capturesThisMove_ = number(parts[0], Phrase::verbatim("this"), 0, 12);
            s.monolithTookEnemy_ = number(parts[1], Phrase::verbatim("this"), 0, 1) == 1;
        } else {
            throw badPosition(
                Phrase::of("unknown-field", "unknown field '%1'", {quotedInput(key)}));
        }
    }
    if (!planetsField && planetsOption && s.phase_ != Phase::Deal)
        throw badPosition("planets:BLACK/WHITE (or planets:off) is missing");
    if (s.planetsOn_ && s.phase_ != Phase::Deal && (s.planet_[0] < 0 || s.planet_[1] < 0))
        throw badPosition("both planets must be dealt after the deal");
    if (s.phase_ == Phase::Deal && !s.planetsOn_) throw badPosition("no planets to deal");
    for (int p = 0; p < 2; ++p) {
        if (s.piecesOnBoard(p) > 12) throw badPosition("more than 12 pieces for one side");
    }
    if (rings > kRingTokens) throw badPosition("more rings than the box holds");
    if (s.monolith_ >= 0) {
        const Square& q = s.at(s.monolith_);
        if (q.owner >= 0 || q.fire >= 0 || q.water >= 0)
            throw badPosition("the Monolith shares its square");
    }
    if (s.hippo_ >= 0 && s.hippo_ == s.snookle_)
        throw badPosition("the Hippo and the Snookle on one checker");
    for (int q = 0; q < 32; ++q) {
        const Square& x = s.at(q);
        if (x.owner >= 0 && x.fire >= 0)
            throw badPosition(
                Phrase::of("checker-on-fire", "a checker on fire on %1", {Phrase::number(q + 1)}));
        if (x.owner >= 0 && x.water >= 0 && x.height == 1)
            throw badPosition(
                Phrase::of("pawn-on-water", "a pawn on water on %1", {Phrase::number(q + 1)}));
    }
    const int up = s.upCount_;
    const bool done = s.phase_ == Phase::Effect && s.effect_ < 0;
    // A position may have one face-up card fewer than play gives (a card chosen
    // from one alone), and must read back as the game goes on from it.
    const bool upOk = done                                                     ? up <= 1
                      : s.phase_ == Phase::Choose || s.phase_ == Phase::Effect ? up >= 1 && up <= 2
                      : s.phase_ == Phase::Deal || s.phase_ == Phase::FaceUp   ? up == 0
                                                                               : up <= 1;
    if (!upOk)
        throw badPosition(Phrase::of("face-up-phase", "%1 face-up cards do not fit phase '%2'",
                                     {Phrase::number(up), quotedInput(phase)}));
    if (s.phase_ == Phase::Effect && !done &&
        std::find(upCards.begin(), upCards.end(), effectName) == upCards.end())
        throw badPosition(Phrase::of("card-not-up", "the card being played, %1, is not face up",
                                     {quotedInput(effectName)}));
    if (s.chain_ >= 0 && (s.at(s.chain_).owner != s.toMove_))
        throw badPosition("no checker of the side to move on the jump chain's square");
    if (s.phase_ == Phase::Draw && s.pileCount(-1) == 0) {
        s.refillPile(nullptr);
    }
    s.renumber();
    if (s.phase_ == Phase::Move && s.chain_ >= 0) {
        std::vector<Action> more;
        s.jumpsFrom(s.chain_, more);
        if (more.empty())
            throw badPosition(Phrase::of("chain-cannot-go-on", "the jump chain on %1 cannot go on",
                                         {Phrase::number(s.chain_ + 1)}));
    }
    Transition t;
    s.settleCrowns(&t);
    s.checkWins(&t);
    // The turn is over: the game ends as endEffect would have ended it, or the
    // other player's turn begins (the draw by repetition has no history here).
    // Unless the mover still chooses which ready pawn to crown (endEffect).
    if (!s.outcome_.over && done && !s.mustChooseCrown(s.toMove_) && !s.planetWins() &&
        !s.quietDraw())
        s.startTurn(1 - s.toMove_, &t);
    if (!s.outcome_.over && s.phase_ == Phase::Effect && !done) {
        // A card with nothing to do ends the turn, as it would have in play.
        std::vector<Action> targets;
        s.targetActions(targets);
        if (targets.empty()) s.endEffect(&t);
    }
    s.checkStuck();
    s.seen_.assign(1, s.positionKey() ^ (static_cast<std::uint64_t>(s.toMove_) << 63));
    return s;
}

} // namespace hatrack::alien
