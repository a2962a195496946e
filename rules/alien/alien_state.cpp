// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The turn of Alien Checkers: planets dealt, a card turned up, the move, the
// second card, the card chosen and its targets; crowning in between; the
// ways to win and the no-progress draw; what each player may know.
#include "alien_state.h"

#include "input_errors.h"
#include "state_key.h"

#include <algorithm>

namespace hatrack::alien {

namespace {

const char* const kCardNames[kCardKinds] = {"monolith", "hippo",     "snookle",    "fire",
                                            "water",    "walls",     "rings",      "rotate",
                                            "revive",   "reshuffle", "antimatter", "coronation"};
// As the cards are titled on the table (qml/art/AlienWords.qml says the same).
const char* const kCardTitles[kCardKinds] = {
    "Monolith", "Galactic Hippo", "Snookle", "Fire",      "Water",      "Walls",
    "Ring",     "Quarter Turn",   "Revive",  "Reshuffle", "Antimatter", "Coronation"};
const char* const kPlanetNames[kPlanets] = {"mercury", "venus",  "earth",   "mars", "jupiter",
                                            "saturn",  "uranus", "neptune", "pluto"};

} // namespace

const char* cardName(int card) {
    return card >= 0 && card < kCardKinds ? kCardNames[card] : "?";
}
const char* cardTitle(int card) {
    return card >= 0 && card < kCardKinds ? kCardTitles[card] : "?";
}
int cardNamed(const std::string& name) {
    for (int k = 0; k < kCardKinds; ++k)
        if (name == kCardNames[k]) return k;
    return -1;
}
const char* planetName(int planet) {
    return planet >= 0 && planet < kPlanets ? kPlanetNames[planet] : "?";
}
std::string planetTitle(int planet) {
    std::string t = planetName(planet);
    t[0] = static_cast<char>(t[0] - 'a' + 'A');
    return t;
}
Phrase planetGoalOf(int planet, const Phrase& holder) {
    switch (planet) {
    case kMercury:
        return Phrase::of("goal-mercury", "%1 captures three or more checkers in one move",
                          {holder});
    case kVenus:
        return Phrase::text("three or more fires burn on the board");
    case kEarth:
        return Phrase::text("three or more waters lie on the board");
    case kMars:
        return Phrase::of("goal-mars", "%1 has captured eight or more enemy pieces", {holder});
    case kJupiter:
        return Phrase::of("goal-jupiter", "%1 owns two emperors", {holder});
    case kSaturn:
        return Phrase::of("goal-saturn", "three or more of %1's checkers wear rings", {holder});
    case kUranus:
        return Phrase::of("goal-uranus",
                          "the board lies a quarter turn from its start and %1 has more checkers",
                          {holder});
    case kNeptune:
        return Phrase::of("goal-neptune", "the Monolith took an enemy checker during %1's turn",
                          {holder});
    default:
        return Phrase::of("goal-pluto",
                          "%1's checker with the Snookle stands on the opponent's home row",
                          {holder});
    }
}
int planetNamed(const std::string& name) {
    for (int k = 0; k < kPlanets; ++k)
        if (name == kPlanetNames[k]) return k;
    return -1;
}

AlienState::AlienState(bool planets) : planetsOn_(planets) {
    for (int s = 0; s < 32; ++s) {
        Square& q = sq_[static_cast<std::size_t>(s)];
        if (s < 12 || s >= 20) {
            q.owner = s < 12 ? 0 : 1;
            q.height = 1;
        }
    }
    renumber();
    cardAt_.fill(CardAt::Pile);
    phase_ = planets ? Phase::Deal : Phase::FaceUp;
    seen_.assign(1, positionKey());
}

void AlienState::renumber() {
    int id = 0;
    for (auto& q : sq_) q.id = static_cast<std::int16_t>(q.owner >= 0 ? id++ : -1);
    nextId_ = std::max(24, id);
}

std::unique_ptr<GameState> AlienState::clone() const {
    return std::make_unique<AlienState>(*this);
}

int AlienState::captured(int player) const {
    return 12 - piecesOnBoard(player);
}
int AlienState::piecesOnBoard(int player) const {
    int n = 0;
    for (const Square& q : sq_)
        if (q.owner == player) n += q.height;
    return n;
}
int AlienState::checkersOf(int player) const {
    int n = 0;
    for (const Square& q : sq_) n += q.owner == player;
    return n;
}
int AlienState::kingsAndEmperors(int player) const {
    int n = 0;
    for (const Square& q : sq_) n += q.owner == player && q.height >= 2;
    return n;
}
int AlienState::fireCount() const {
    int n = 0;
    for (const Square& q : sq_) n += q.fire >= 0;
    return n;
}
int AlienState::waterCount() const {
    int n = 0;
    for (const Square& q : sq_) n += q.water >= 0;
    return n;
}
int AlienState::ringsOf(int player) const {
    int n = 0;
    for (const Square& q : sq_) n += q.owner == player && q.ring >= 0;
    return n;
}

std::vector<int> AlienState::faceUp() const {
    std::vector<int> out(static_cast<std::size_t>(upCount_), -1);
    for (int n = 0; n < kCards; ++n)
        if (cardAt_[static_cast<std::size_t>(n)] == CardAt::FaceUp)
            out[static_cast<std::size_t>(upOrder_[static_cast<std::size_t>(n)])] = n;
    return out;
}

int cardKind(int n) {
    for (int k = 0, first = 0; k < kCardKinds; first += kDeck[k], ++k)
        if (n < first + kDeck[k]) return k;
    return -1;
}

int AlienState::faceUpCount(int kind) const {
    int count = 0;
    for (int n = 0; n < kCards; ++n)
        count += cardAt_[static_cast<std::size_t>(n)] == CardAt::FaceUp && cardKind(n) == kind;
    return count;
}

int AlienState::pileCount(int kind) const {
    int n = 0;
    for (int i = 0; i < kCards; ++i)
        if (cardAt_[static_cast<std::size_t>(i)] == CardAt::Pile &&
            (kind < 0 || cardKind(i) == kind))
            ++n;
    return n;
}

int AlienState::currentPlayer() const {
    if (outcome_.over) return kNobody;
    if (dealDue_) return kChance;
    const int chooser = crownChooser();
    if (chooser >= 0) return chooser;
    switch (phase_) {
    case Phase::Deal:
    case Phase::FaceUp:
    case Phase::Draw:
        return kChance;
    default:
        return toMove_;
    }
}

std::vector<Action> AlienState::legalActions() const {
    std::vector<Action> out;
    if (outcome_.over) return out;
    if (dealDue_) {
        for (const auto& [a, p] : dealPlanets()) out.push_back(a);
        return out;
    }
    const int chooser = crownChooser();
    if (chooser >= 0) {
        for (int s = 0; s < 32; ++s)
            if (at(s).owner == chooser && isReady(s) && s != chain_) out.push_back({kCrown, s});
        return out;
    }
    switch (phase_) {
    case Phase::Deal:
    case Phase::FaceUp:
    case Phase::Draw:
        for (const auto& [a, p] : chanceOutcomes()) out.push_back(a);
        break;
    case Phase::Move:
        moveActions(out);
        break;
    case Phase::Choose: {
        for (int n : faceUp()) {
            const Action a{kChoose, cardKind(n)};
            if (a.a == kAntimatter && !antimatterUseful()) continue;
            if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
        }
        break;
    }
    case Phase::Effect:
        targetActions(out);
        break;
    }
    return out;
}

std::vector<std::pair<Action, double>> AlienState::chanceOutcomes() const {
    std::vector<std::pair<Action, double>> out;
    if (dealDue_ && !outcome_.over) return dealPlanets();
    if (outcome_.over || crownChooser() >= 0) return out;
    if (phase_ == Phase::Deal) {
        std::vector<int> left;
        for (int p = 0; p < kPlanets; ++p)
            if (planet_[0] != p && planet_[1] != p) left.push_back(p);
        for (int p : left)
            out.push_back({{kDealPlanet, p}, 1.0 / static_cast<double>(left.size())});
    } else if (phase_ == Phase::FaceUp || phase_ == Phase::Draw) {
        const int total = pileCount(-1);
        for (int k = 0; k < kCardKinds; ++k) {
            const int n = pileCount(k);
            if (n > 0) out.push_back({{kDrawCard, k}, static_cast<double>(n) / total});
        }
    }
    return out;
}

Transition AlienState::applyAction(const Action& a) {
    const auto legal = legalActions();
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        throw RulesError(notLegalHere(actionText(a), "decision"));
    Transition t;
    play(a, &t);
    return t;
}

void AlienState::advance(const Action& a) {
    play(a, nullptr);
}

bool AlienState::assign(const GameState& other) {
    return assignSame(*this, other);
}

void AlienState::play(const Action& a, Transition* t) {
    const bool wasOver = outcome_.over;
    switch (a.kind) {
    case kCrown: {
        const bool held = holdingForCrown();
        crownAt(a.a, t);
        settleCrowns(t);
        if (held && !holdingForCrown()) {
            // The turn the choice held open ends as endEffect would have ended it.
            checkWins(t);
            if (!outcome_.over && !planetWins()) closeTurn(t);
        } else {
            checkStuck();
        }
        break;
    }
    case kDealPlanet: {
        if (dealDue_) {
            applyDeal(a.a, t);
            break;
        }
        const int who = planet_[0] < 0 ? 0 : 1;
        planet_[who] = static_cast<std::int8_t>(a.a);
        if (t) {
            TableEvent e =
                TableEvent::moved(kPlanetId + who, Place::inZone("planets"),
                                  Place::inZone("planet:" + std::to_string(who)), planetName(a.a));
            e.onlyFor = who;
            t->events.push_back(e);
        }
        if (who == 1) phase_ = Phase::FaceUp;
        break;
    }
    case kDrawCard: {
        int n = 0;
        while (cardAt_[static_cast<std::size_t>(n)] != CardAt::Pile || cardKind(n) != a.a) ++n;
        moveCard(n, CardAt::FaceUp, t, true);
        if (phase_ == Phase::Draw) {
            phase_ = Phase::Choose;
        } else if (effect_ == kReshuffle) {
            endEffect(t);
        } else {
            startTurn(0, t);
        }
        break;
    }
    case kHop:
        applyHop(a, t);
        break;
    case kChoose:
        applyChoose(a.a, t);
        break;
    default:
        applyEffect(a, t);
        break;
    }
    settleCrowns(t);
    if (!outcome_.over) checkWins(t);
    if (t && outcome_.over && !wasOver && planetsOn_) {
        // The secret planets are shown to everyone once the game is over.
        for (int p = 0; p < 2; ++p) {
            if (planet_[p] < 0) continue;
            TableEvent e;
            e.kind = TableEvent::Kind::Revealed;
            e.token = kPlanetId + p;
            e.to = Place::inZone("planet:" + std::to_string(p));
            e.face = planetName(planet_[p]);
            t->events.push_back(e);
        }
    }
}

void AlienState::endEffect(Transition* t) {
    // A pawn a card put on its far row (the Monolith's push) is crowned in
    // this turn, and counts as this turn's progress, before the turn ends.
    settleCrowns(t);
    if (effect_ >= 0 && effect_ != kReshuffle) {
        // The card played is the one of its kind turned up first.
        int played = -1;
        for (int n = 0; n < kCards; ++n)
            if (cardAt_[static_cast<std::size_t>(n)] == CardAt::FaceUp && cardKind(n) == effect_ &&
                (played < 0 || upOrder_[static_cast<std::size_t>(n)] <
                                   upOrder_[static_cast<std::size_t>(played)]))
                played = n;
        if (played >= 0) moveCard(played, CardAt::Discard, t, false);
    }
    effect_ = -1;
    // Also after a Reshuffle's card is turned up: a game that ends here ends in
    // the card step with its card played, and is written so ("done").
    phase_ = Phase::Effect;
    checkWins(t);
    if (outcome_.over) return;
    // A card (a Quarter Turn, the Monolith's push) that readied more of the
    // mover's pawns than they have pieces to crown them with: the mover
    // chooses now, in their own turn, and the turn ends after (play, kCrown).
    if (mustChooseCrown(toMove_)) return;
    if (planetWins()) return;
    closeTurn(t);
}

void AlienState::closeTurn(Transition* t) {
    if (progress_) {
        quiet_ = 0;
        seen_.clear();
    } else {
        ++quiet_;
    }
    const std::uint64_t key = positionKey() ^ (static_cast<std::uint64_t>(1 - toMove_) << 63);
    seen_.push_back(key);
    if (std::count(seen_.begin(), seen_.end(), key) >= 3) {
        finish(-1, Phrase::text("the same position occurred for the third time: a draw"));
        return;
    }
    if (quietDraw()) return;
    startTurn(1 - toMove_, t);
}

bool AlienState::planetWins() {
    if (!planetsOn_ || phase_ == Phase::Deal) return false;
    if (planet_[toMove_] < 0) {
        // Undealt (undealtFor): chance decides here only when some goal it may be is met.
        const unsigned may = plausiblePlanets(toMove_, 1 - toMove_);
        for (int q = 0; q < kPlanets; ++q)
            if ((may >> q & 1) && goalMet(toMove_, q)) dealDue_ = true;
        return dealDue_;
    }
    if (!planetMet(toMove_)) {
        // Everyone sees that the goals met now are not this player's.
        for (int q = 0; q < kPlanets; ++q)
            if (goalMet(toMove_, q)) ruledOut_[toMove_] |= 1u << q;
        return false;
    }
    // The goal itself, as the game-over banner is where the loser learns it.
    finish(toMove_, Phrase::of("planet-goal", "%1 meets the goal of %2 (%3)",
                               {playerName(toMove_), planetTitle(planet_[toMove_]),
                                planetGoalOf(planet_[toMove_], Phrase(playerName(toMove_)))}));
    return true;
}

bool AlienState::quietDraw() {
    if (quiet_ < kQuietTurnsForDraw) return false;
    finish(-1, Phrase::text("40 moves each without a capture, a pawn moving or a crown: a draw"));
    return true;
}

void AlienState::startTurn(int player, Transition* t) {
    toMove_ = player;
    phase_ = Phase::Move;
    chain_ = -1;
    immune_ = 0;
    capturesThisMove_ = 0;
    monolithTookEnemy_ = false;
    progress_ = false;
    checkStuck();
    if (t) warnBoxedIn(*t);
}

// A player with no move loses: one or two moves left is said before it comes
// to that, for both players to read (the board shows it to both anyway).
void AlienState::warnBoxedIn(Transition& t) {
    if (outcome_.over || phase_ != Phase::Move || crownChooser() >= 0) return;
    // A capture is compulsory: its few moves are no sign of being boxed in.
    if (anyJump(toMove_)) return;
    std::vector<Action>& moves = scratchActions();
    moveActions(moves);
    const Phrase who(playerName(toMove_));
    if (moves.size() == 1)
        t.notes.push_back(Phrase::of(
            "one-move-left", "%1 has one move left: a player who cannot move loses", {who}));
    else if (moves.size() == 2)
        t.notes.push_back(Phrase::of(
            "two-moves-left", "%1 has only two moves left: a player who cannot move loses", {who}));
}

void AlienState::checkStuck() {
    // A crown chosen first may give the player a move (a king steps backward).
    if (outcome_.over || phase_ != Phase::Move || chain_ >= 0 || crownChooser() >= 0) return;
    std::vector<Action>& moves = scratchActions();
    moveActions(moves);
    if (moves.empty() && checkersOf(toMove_) > 0)
        finish(1 - toMove_, Phrase::of("cannot-move", "%1 cannot move", {playerName(toMove_)}));
}

void AlienState::checkWins(Transition* t) {
    (void)t;
    if (outcome_.over || phase_ == Phase::Deal) return;
    // Both counts in one pass: this runs at every step of a search.
    int checkers[2] = {0, 0}, crowned[2] = {0, 0};
    for (const Square& q : sq_)
        if (q.owner >= 0) {
            ++checkers[q.owner];
            crowned[q.owner] += q.height >= 2;
        }
    for (int p : {toMove_, 1 - toMove_}) {
        if (checkers[1 - p] == 0)
            return finish(
                p, Phrase::of("captured-all", "%1 captured every enemy checker", {playerName(p)}));
        if (crowned[p] >= 5)
            return finish(
                p, Phrase::of("five-kings", "%1 has five kings and emperors", {playerName(p)}));
    }
}

bool AlienState::planetMet(int p) const {
    return planetsOn_ && planet_[p] >= 0 && goalMet(p, planet_[p]);
}

unsigned AlienState::plausiblePlanets(int holder, int viewer) const {
    unsigned all = (1u << kPlanets) - 1;
    if (holder != viewer && planet_[viewer] >= 0) all &= ~(1u << planet_[viewer]);
    // A position set up from its notation has no history, so nothing is ruled out
    // there; a mask ruling out everything can only come from such a mix.
    const unsigned left = all & ~ruledOut_[holder];
    return left != 0 ? left : all;
}

int AlienState::planetWeight(int holder, int viewer, int planet) const {
    if (!(plausiblePlanets(holder, viewer) >> planet & 1)) return 0;
    return weighPlays_ ? 1 << std::min<int>(leaning_[holder][static_cast<std::size_t>(planet)], 3)
                       : 1;
}

std::vector<std::pair<Action, double>> AlienState::dealPlanets() const {
    const int holder = toMove_;
    std::vector<std::pair<Action, double>> out;
    int total = 0, rest = 0;
    for (int q = 0; q < kPlanets; ++q) {
        const int w = planetWeight(holder, 1 - holder, q);
        total += w;
        if (!goalMet(holder, q)) rest += w;
    }
    for (int q = 0; q < kPlanets; ++q) {
        const int w = planetWeight(holder, 1 - holder, q);
        if (w > 0 && goalMet(holder, q))
            out.push_back({{kDealPlanet, q}, static_cast<double>(w) / total});
    }
    // kPlanets: none of the goals met, so the planet stays undealt.
    if (rest > 0) out.push_back({{kDealPlanet, kPlanets}, static_cast<double>(rest) / total});
    return out;
}

void AlienState::applyDeal(int planet, Transition* t) {
    dealDue_ = false;
    if (planet < kPlanets) {
        planet_[toMove_] = static_cast<std::int8_t>(planet);
        planetWins();
        return;
    }
    for (int q = 0; q < kPlanets; ++q)
        if (goalMet(toMove_, q)) ruledOut_[toMove_] |= 1u << q;
    closeTurn(t);
}

std::unique_ptr<AlienState> AlienState::undealtFor(int player, bool weighPlays) const {
    auto copy = std::make_unique<AlienState>(*this);
    if (planetsOn_ && phase_ != Phase::Deal) copy->planet_[1 - player] = -1;
    copy->weighPlays_ = weighPlays;
    return copy;
}

bool AlienState::goalMet(int p, int planet) const {
    switch (planet) {
    case kMercury:
        return capturesThisMove_ >= 3;
    case kVenus:
        return fireCount() >= 3;
    case kEarth:
        return waterCount() >= 3;
    case kMars:
        return took_[p] >= 8;
    case kJupiter: {
        int n = 0;
        for (const Square& q : sq_) n += q.owner == p && q.height == 3;
        return n >= 2;
    }
    case kSaturn:
        return ringsOf(p) >= 3;
    case kUranus:
        return turns_ % 2 == 1 && checkersOf(p) > checkersOf(1 - p);
    case kNeptune:
        return monolithTookEnemy_;
    case kPluto:
        return snookle_ >= 0 && at(snookle_).owner == p && onHomeRow(1 - p, snookle_);
    default:
        return false;
    }
}

void AlienState::finish(int winner, Phrase why) {
    outcome_.over = true;
    outcome_.winner = winner;
    outcome_.reason = std::move(why);
}

std::uint64_t AlienState::positionKey() const {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    auto mix = [&](std::uint64_t v) { h = (h ^ v) * 0x100000001B3ULL; };
    for (const Square& q : sq_)
        mix(static_cast<std::uint64_t>((q.owner + 1) | q.height << 2 | (q.ring >= 0) << 4 |
                                       (q.fire >= 0) << 5 | (q.water >= 0) << 6));
    for (const auto& side : walls_)
        for (const Wall& w : side) mix(static_cast<std::uint64_t>(w.edge + 1));
    for (auto c : cardAt_) mix(static_cast<std::uint64_t>(c));
    mix(static_cast<std::uint64_t>(turns_ * 1000 + monolith_ * 100 + hippo_ * 10 + snookle_));
    return h;
}

std::uint64_t AlienState::searchKey() const {
    KeyMixer k;
    for (const Square& q : sq_)
        k.mix((q.owner + 1) | q.height << 2 | (q.ring >= 0) << 4 | (q.fire >= 0) << 5 |
              (q.water >= 0) << 6);
    for (const auto& side : walls_)
        for (const Wall& w : side) k.mix((w.edge + 1) << 8 | (w.partner + 1));
    for (std::size_t n = 0; n < cardAt_.size(); ++n)
        k.mix(cardAt_[n] == CardAt::FaceUp ? 8 + upOrder_[n] : static_cast<int>(cardAt_[n]));
    for (int p = 0; p < 2; ++p) {
        k.mix((planet_[p] + 1) << 16 | static_cast<int>(ruledOut_[p]));
        k.mix(took_[p]);
        if (weighPlays_)
            for (int q = 0; q < kPlanets; ++q)
                k.mix(std::min<int>(leaning_[p][static_cast<std::size_t>(q)], 3) + 8 * q);
    }
    k.mix(turns_ << 24 | (monolith_ + 1) << 16 | (hippo_ + 1) << 8 | (snookle_ + 1));
    k.mix(static_cast<int>(phase_) << 16 | toMove_ << 8 | (effect_ + 1));
    k.mix((chain_ + 1) << 16 | capturesThisMove_ << 8 | dealDue_ << 2 | monolithTookEnemy_ << 1 |
          progress_);
    k.mix(static_cast<std::uint64_t>(immune_) << 32 | static_cast<std::uint64_t>(quiet_));
    return k.key();
}

std::vector<PieceInfo> AlienState::pieces() const {
    std::vector<PieceInfo> out;
    for (int s = 0; s < 32; ++s) {
        const Square& q = at(s);
        if (q.owner < 0) continue;
        PieceInfo p;
        p.square = s;
        p.owner = q.owner;
        p.kind = q.height == 1 ? "pawn" : q.height == 2 ? "king" : "emperor";
        p.marked = s == hippo_;
        out.push_back(p);
    }
    return out;
}

std::unique_ptr<GameState> AlienState::dealUnseen(int player, Rng& rng) const {
    auto copy = std::make_unique<AlienState>(*this);
    const int other = 1 - player;
    // The opponent's planet is any of those this player cannot rule out.
    if (planetsOn_ && planet_[other] >= 0) {
        const unsigned may = plausiblePlanets(other, player);
        std::vector<int> could;
        for (int p = 0; p < kPlanets; ++p)
            if (may >> p & 1) could.push_back(p);
        copy->planet_[other] = static_cast<std::int8_t>(could[rng.below(could.size())]);
    }
    copy->reseed(rng.next());
    return copy;
}

std::unique_ptr<GameState> AlienState::viewFor(int player) const {
    // Dealt from what the player sees alone, so the view never depends on the secret.
    const std::string seen = fenFor(player);
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (const char c : seen) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
    Rng rng(h);
    return dealUnseen(player, rng);
}

} // namespace hatrack::alien
