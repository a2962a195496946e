// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The flow of a Fantasy RPG Checkers game: a decision is applied, then the
// steps it set off (saves, wounds one at a time, the rest of a jump chain, the
// end of the turn) run until the next decision is due.
#include "fantasy_state.h"

#include "input_errors.h"
#include "piece_words.h"

#include <algorithm>

namespace hatrack::fantasy {

namespace {

using checkers::bit;

Place poolZone(int player) {
    return Place::inZone("pool:" + std::to_string(player));
}

bool chanceStep(Step::Kind k) {
    return k == Step::AreaSave || k == Step::CharmSave || k == Step::IllusionSave ||
           k == Step::IllusionJump;
}

} // namespace

FantasyState::FantasyState(int blackCharacter, int whiteCharacter) {
    int id = 0;
    for (int s = 0; s < 12; ++s)
        cells_[static_cast<std::size_t>(s)] = {0,     false, false,
                                               false, 0,     static_cast<std::int16_t>(id++)};
    for (int s = 20; s < 32; ++s)
        cells_[static_cast<std::size_t>(s)] = {1,     false, false,
                                               false, 0,     static_cast<std::int16_t>(id++)};
    const int fixed[2] = {blackCharacter, whiteCharacter};
    for (int p = 0; p < 2; ++p) {
        sides_[static_cast<std::size_t>(p)].character = fixed[p];
        if (fixed[p] == kFighter)
            for (Cell& c : cells_)
                if (c.owner == p) c.pennies = 1;
    }
    draw_.start(key());
    // The player who moves second chooses first.
    if (whiteCharacter == kNoCharacter || blackCharacter == kNoCharacter) {
        phase_ = Phase::Choose;
        chooser_ = whiteCharacter == kNoCharacter ? 1 : 0;
        return;
    }
    phase_ = Phase::Busy;
    steps_.push_back({Step::StartTurn});
    runSteps();
}

std::unique_ptr<GameState> FantasyState::clone() const {
    auto copy = std::make_unique<FantasyState>(*this);
    copy->out_ = nullptr;
    return copy;
}

int FantasyState::level(int player) const {
    return poolCheckers(player) + sides_[static_cast<std::size_t>(player)].smart;
}

int FantasyState::poolCheckers(int player) const {
    int n = 0;
    for (const PoolChecker& c : sides_[static_cast<std::size_t>(player)].pool) n += c.king ? 2 : 1;
    return n;
}

int FantasyState::checkersOnBoard(int player) const {
    int n = 0;
    for (const Cell& c : cells_) n += c.owner == player && !c.illusion;
    return n;
}

int FantasyState::currentPlayer() const {
    switch (phase_) {
    case Phase::Over:
    case Phase::Busy:
        return kNobody;
    case Phase::Roll:
        return kChance;
    case Phase::Choose:
        return chooser_;
    case Phase::CureOffer:
        return cells_[static_cast<std::size_t>(cureSq_)].owner;
    default:
        return toMove_;
    }
}

std::vector<std::pair<Action, double>> FantasyState::chanceOutcomes() const {
    std::vector<std::pair<Action, double>> out;
    if (phase_ != Phase::Roll) return out;
    for (int f = 1; f <= 6; ++f) out.push_back({Action{kRoll, f}, 1.0 / 6});
    return out;
}

void FantasyState::note(Phrase p) {
    if (out_) out_->notes.push_back(std::move(p));
}

void FantasyState::place(int square, const Cell& c) {
    cells_[static_cast<std::size_t>(square)] = c;
}

Transition FantasyState::applyAction(const Action& a) {
    const auto legal = legalActions();
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        throw RulesError(notLegalHere(actionText(a), "decision"));
    Transition t;
    out_ = &t;
    apply(a);
    out_ = nullptr;
    return t;
}

void FantasyState::advance(const Action& a) {
    out_ = nullptr;
    apply(a);
}

bool FantasyState::assign(const GameState& other) {
    if (!assignSame(*this, other)) return false;
    out_ = nullptr;
    return true;
}

void FantasyState::apply(const Action& a) {
    const int me = toMove_;
    Side& mine = sides_[static_cast<std::size_t>(me)];
    const Phase was = phase_;
    phase_ = Phase::Busy;
    switch (a.kind) {
    case kChoose: {
        Side& s = sides_[static_cast<std::size_t>(chooser_)];
        s.character = a.a;
        if (out_)
            out_->events.push_back(TableEvent::added(
                kChosenTokenBase + chooser_, Place::inZone("character:" + std::to_string(chooser_)),
                "chosen"));
        if (a.a == kFighter)
            for (int sq = 0; sq < 32; ++sq) {
                Cell& c = cells_[static_cast<std::size_t>(sq)];
                if (c.owner == chooser_ && !c.illusion) {
                    c.pennies = 1;
                    if (out_)
                        out_->events.push_back(TableEvent::added(
                            kCoinIdBase + c.id, Place::on(c.id), "a penny of hit points"));
                }
            }
        const int other = 1 - chooser_;
        if (sides_[static_cast<std::size_t>(other)].character == kNoCharacter) {
            chooser_ = other;
            phase_ = Phase::Choose;
        } else {
            for (int c = 0; c < kCharacters; ++c)
                if (out_)
                    out_->events.push_back(TableEvent::removed(
                        kCharacterTokenBase + c, Place::inZone("characters"), "chosen"));
            chooser_ = -1;
            toMove_ = 0;
            draw_.start(key());
            steps_.push_back({Step::StartTurn});
        }
        break;
    }
    case kStep: {
        Cell c = cells_[static_cast<std::size_t>(a.a)];
        place(a.a, {});
        place(a.b, c);
        if (out_)
            out_->events.push_back(TableEvent::moved(c.id, Place::square(a.a), Place::square(a.b)));
        if (!c.king && !c.illusion) progress_ = true;
        chainSq_ = a.b;
        if (!c.king && !c.illusion && checkers::onCrownRow(c.owner, a.b)) crown(a.b);
        chainSq_ = -1;
        steps_.push_back({Step::EndTurn});
        break;
    }
    case kJump:
        if (cells_[static_cast<std::size_t>(a.a)].illusion &&
            !cells_[static_cast<std::size_t>(a.c)].illusion) {
            Step st{Step::IllusionJump};
            st.square = static_cast<std::int8_t>(a.c);
            st.from = static_cast<std::int8_t>(a.a);
            st.to = static_cast<std::int8_t>(a.b);
            st.ld = static_cast<std::int8_t>(ld(1 - me));
            steps_.insert(steps_.begin(), st);
        } else {
            hop(a.a, a.b, a.c);
        }
        break;
    case kCast:
        if (a.a == kShoot) {
            range_ = level(me);
            shotsLeft_ = (level(me) + 1) / 2;
            shots_ = 0;
            phase_ = Phase::Arrows;
        } else {
            spell_ = a.a;
            phase_ = Phase::Target;
        }
        break;
    case kTarget:
        if (was == Phase::Stab) {
            --stabsLeft_;
            steps_.insert(steps_.begin(),
                          {{Step::Wound, static_cast<std::int8_t>(a.a), 1}, {Step::StabOn}});
        } else if (was == Phase::Arrows) {
            --mine.pennies;
            --shotsLeft_;
            ++shots_;
            steps_.insert(steps_.begin(),
                          {{Step::Wound, static_cast<std::int8_t>(a.a), 1}, {Step::ArrowsOn}});
        } else {
            const int spell = spell_;
            mine.pennies -= spellCost(spell);
            Cell& target = cells_[static_cast<std::size_t>(a.a)];
            const auto sq = static_cast<std::int8_t>(a.a);
            switch (spell) {
            case kBackstab:
                steps_.push_back({Step::Wound, sq, static_cast<std::int8_t>((level(me) + 1) / 2)});
                break;
            case kCureLight:
                target.wounded = false;
                if (out_)
                    out_->events.push_back(TableEvent::flagged(
                        target.id, Place::square(a.a), "wounded", false, "Cure Light Wounds"));
                break;
            case kCharm: {
                ++target.pennies;
                if (target.pennies == 1) {
                    if (out_)
                        out_->events.push_back(TableEvent::added(kCoinIdBase + target.id,
                                                                 Place::on(target.id), "Charm"));
                    if (out_)
                        out_->events.push_back(TableEvent::flagged(target.id, Place::square(a.a),
                                                                   "charmed", true, "Charm"));
                }
                Step st{Step::CharmSave, sq};
                st.ld = static_cast<std::int8_t>(ld(1 - me));
                steps_.push_back(st);
                break;
            }
            case kIllusion: {
                Cell c;
                c.owner = static_cast<std::int8_t>(me);
                c.illusion = true;
                c.id = static_cast<std::int16_t>(nextIllusion_++);
                place(a.a, c);
                if (out_)
                    out_->events.push_back(TableEvent::added(c.id, Place::square(a.a), "Illusion"));
                break;
            }
            case kMissile:
                steps_.push_back({Step::Wound, sq, 1});
                break;
            case kFireball:
            case kLightning: {
                // Saves: the target first, then the squares around in square order,
                // each with its owner's LD as the spell is cast.
                const int centre = spell == kFireball ? 2 : 3;
                for (int s : areaOf(spell, a.a)) {
                    const Cell& c = cells_[static_cast<std::size_t>(s)];
                    if (c.owner < 0 || c.illusion) continue;
                    Step st{Step::AreaSave, static_cast<std::int8_t>(s),
                            static_cast<std::int8_t>(s == a.a ? centre : 1)};
                    st.ld = static_cast<std::int8_t>(ld(c.owner));
                    st.spell = static_cast<std::int8_t>(spell);
                    steps_.push_back(st);
                }
                break;
            }
            default:
                break;
            }
            steps_.push_back({Step::EndTurn});
        }
        break;
    case kStop:
        steps_.insert(steps_.begin(), Step{was == Phase::Stab ? Step::ChainOn : Step::EndTurn});
        break;
    case kCure: {
        Side& cleric = sides_[static_cast<std::size_t>(1 - me)];
        cleric.pennies -= 3;
        cleric.skip = true;
        cureUsed_ = true;
        immune_ |= bit(cureSq_);
        if (out_)
            note(Phrase::of("cure-critical",
                            "%1 saves %2 with Cure Critical Wounds and will skip a turn",
                            {playerName(1 - me), Phrase::verbatim(sqText(cureSq_))}));
        cureSq_ = -1;
        break;
    }
    case kLetCapture:
        capture(cureSq_, me);
        cureSq_ = -1;
        break;
    case kPass:
        mine.skip = false;
        steps_.push_back({Step::EndTurn});
        break;
    case kRoll:
        rolled(a.a);
        break;
    default:
        break;
    }
    if (phase_ == Phase::Busy) runSteps();
}

void FantasyState::noteSave(int saver, const Phrase& against, int square, int face, int ldValue,
                            bool saved) {
    if (!out_) return;
    const Phrase verdict =
        saved ? (face + ldValue < 4 ? Phrase("saved (a natural 6)") : Phrase("saved"))
              : Phrase("failed");
    Phrase p = Phrase::of("save-roll", "%1 saves against %2 on %3: %4 + LD %5 = %6, %7",
                          {playerName(saver), against, Phrase::verbatim(sqText(square)),
                           Phrase::number(face), Phrase::number(ldValue),
                           Phrase::number(face + ldValue), verdict});
    if (out_) {
        TableEvent e;
        e.kind = TableEvent::Kind::Rolled;
        e.token = kDieId;
        e.from = Place::inZone("dice");
        e.to = Place::inZone("dice");
        e.value = face;
        e.reason = p.english;
        e.caption = p;
        out_->events.push_back(e);
    }
    note(std::move(p));
}

void FantasyState::rolled(int face) {
    const Step st = steps_.front();
    steps_.erase(steps_.begin());
    lastRoll_ = face;
    const bool saved = face == 6 || face + st.ld >= 4;
    const auto sq = static_cast<std::size_t>(st.square);
    switch (st.kind) {
    case Step::AreaSave: {
        const int owner = cells_[sq].owner;
        if (out_) noteSave(owner, Phrase(spellName(st.spell)), st.square, face, st.ld, saved);
        const int wounds = st.n - (saved ? 1 : 0);
        if (wounds > 0)
            steps_.insert(steps_.begin(),
                          Step{Step::Wound, st.square, static_cast<std::int8_t>(wounds)});
        break;
    }
    case Step::CharmSave: {
        Cell& c = cells_[sq];
        noteSave(1 - c.owner, "Charm", st.square, face, st.ld, saved);
        if (saved) {
            c.pennies = 0;
            if (out_) {
                out_->events.push_back(TableEvent::removed(kCoinIdBase + c.id, Place::on(c.id),
                                                           "Charm saved against"));
                out_->events.push_back(
                    TableEvent::flagged(c.id, Place::square(st.square), "charmed", false, "saved"));
            }
        }
        break;
    }
    case Step::IllusionSave: {
        noteSave(toMove_, "the Illusion", st.square, face, st.ld, saved);
        if (saved) {
            const Cell c = cells_[sq];
            place(st.square, {});
            if (out_)
                out_->events.push_back(
                    TableEvent::removed(c.id, Place::square(st.square), "the Illusion vanishes"));
        }
        break;
    }
    case Step::IllusionJump: {
        const int saver = cells_[sq].owner;
        noteSave(saver, "the Illusion", st.from, face, st.ld, saved);
        if (saved) {
            const Cell c = cells_[static_cast<std::size_t>(st.from)];
            place(st.from, {});
            if (out_)
                out_->events.push_back(
                    TableEvent::removed(c.id, Place::square(st.from), "the Illusion vanishes"));
            steps_.insert(steps_.begin(), Step{Step::EndTurn});
        } else {
            hop(st.from, st.to, st.square);
        }
        break;
    }
    default:
        break;
    }
}

void FantasyState::hop(int from, int to, int over) {
    const Cell mover = cells_[static_cast<std::size_t>(from)];
    place(from, {});
    place(to, mover);
    if (out_)
        out_->events.push_back(TableEvent::moved(mover.id, Place::square(from), Place::square(to)));
    chainSq_ = to;
    ++jumps_;
    progress_ = true;
    steps_.insert(steps_.begin(), Step{Step::AfterHop});
    if (cureOffered(over)) {
        cureSq_ = over;
        phase_ = Phase::CureOffer;
        return;
    }
    capture(over, mover.owner);
}

bool FantasyState::cureOffered(int square) const {
    const Cell& c = cells_[static_cast<std::size_t>(square)];
    if (c.owner < 0 || c.illusion || c.owner == toMove_ || cureUsed_) return false;
    const Side& s = sides_[static_cast<std::size_t>(c.owner)];
    return s.character == kCleric && s.pennies >= spellCost(kCureCritical);
}

void FantasyState::capture(int square, int by) {
    const Cell c = cells_[static_cast<std::size_t>(square)];
    place(square, {});
    progress_ = true;
    immune_ &= ~bit(square);
    if (c.pennies > 0 && out_)
        out_->events.push_back(
            TableEvent::removed(kCoinIdBase + c.id, Place::on(c.id), "captured"));
    if (c.illusion) {
        if (out_)
            out_->events.push_back(TableEvent::removed(c.id, Place::square(square),
                                                       "the Illusion is captured and vanishes"));
        return;
    }
    if (c.owner == by) {
        if (out_)
            out_->events.push_back(
                TableEvent::removed(c.id, Place::square(square), "lost to its own side's spell"));
        return;
    }
    if (out_) out_->events.push_back(TableEvent::moved(c.id, Place::square(square), poolZone(by)));
    addToPool(by, {c.id, c.king});
    if (sides_[static_cast<std::size_t>(by)].character == kThief)
        ++sides_[static_cast<std::size_t>(by)].pennies;
}

void FantasyState::addToPool(int player, const PoolChecker& c) {
    const int before = level(player);
    Side& s = sides_[static_cast<std::size_t>(player)];
    s.pool.push_back(c);
    if (isSpellcaster(s.character)) s.pennies += level(player) - before;
}

void FantasyState::crown(int square) {
    Cell& c = cells_[static_cast<std::size_t>(square)];
    c.king = true;
    progress_ = true;
    // The crown comes from the opponent's pool, a man first, lowering their level.
    auto& pool = sides_[static_cast<std::size_t>(1 - c.owner)].pool;
    auto it =
        std::find_if(pool.rbegin(), pool.rend(), [](const PoolChecker& p) { return !p.king; });
    if (it != pool.rend()) {
        const int id = it->id;
        pool.erase(std::next(it).base());
        if (out_) {
            out_->events.push_back(
                TableEvent::moved(id, poolZone(1 - c.owner), Place::square(square)));
            out_->events.push_back(
                TableEvent::removed(id, Place::square(square), "crowns " + sqText(square)));
        }
    } else if (!pool.empty()) {
        pool.back().king = false;
    }
    if (out_) out_->events.push_back(TableEvent::crowned(c.id, Place::square(square)));
}

void FantasyState::woundOnce(int square, int n) {
    const Cell was = cells_[static_cast<std::size_t>(square)];
    int pennies = 0;
    bool wounded = false, captured = false;
    for (int k = 0; k < n; ++k) {
        Cell& c = cells_[static_cast<std::size_t>(square)];
        if (c.owner < 0 || c.illusion || (immune_ & bit(square))) break;
        progress_ = true;
        if (sides_[static_cast<std::size_t>(c.owner)].character == kFighter && c.pennies > 0) {
            --c.pennies;
            ++pennies;
            if (c.pennies == 0 && out_)
                out_->events.push_back(TableEvent::removed(kCoinIdBase + c.id, Place::on(c.id),
                                                           "the penny takes the wound"));
            continue;
        }
        if (!c.wounded) {
            c.wounded = true;
            wounded = true;
            if (out_)
                out_->events.push_back(
                    TableEvent::flagged(c.id, Place::square(square), "wounded", true, "wounded"));
            continue;
        }
        if (cureOffered(square)) {
            cureSq_ = square;
            phase_ = Phase::CureOffer;
            break;
        }
        capture(square, toMove_);
        captured = true;
        break;
    }
    if (was.owner < 0 || was.illusion || !out_) return;
    // What the wounds did, said once for the checker: the spell's line alone
    // does not tell a wound from a capture.
    const Phrase who = words::pieceOn(was.king ? "king" : "man", sqText(square));
    if (captured)
        note(was.owner == toMove_
                 ? Phrase::of("wound-lost", "%1 is lost to its own side's spell", {who})
                 : Phrase::of("wound-captured", "%1 is captured", {who}));
    else if (wounded && pennies > 0)
        note(Phrase::of("wound-penny-and-wounded", "%1 loses its penny and is wounded", {who}));
    else if (wounded)
        note(Phrase::of("wound-wounded", "%1 is wounded", {who}));
    else if (pennies > 0)
        note(Phrase::of("wound-penny", "%1 loses its penny", {who}));
}

void FantasyState::endWith(int winner, Phrase reason) {
    outcome_.over = true;
    outcome_.winner = winner;
    outcome_.reason = std::move(reason);
    phase_ = Phase::Over;
    steps_.clear();
}

bool FantasyState::checkInstantWins() {
    if (outcome_.over) return true;
    if (sides_[0].character == kNoCharacter || sides_[1].character == kNoCharacter) return false;
    const int n0 = checkersOnBoard(0), n1 = checkersOnBoard(1);
    if (n0 == 0 && n1 == 0) {
        endWith(-1, Phrase::text("no checkers are left on either side"));
        return true;
    }
    // A spell still dealing its wounds may empty the other side as well, and
    // that is a draw (docs/rules.md, Fantasy RPG Checkers, where the rulings
    // are silent, 3): the win waits until the spell is done.
    const bool spellGoesOn = std::any_of(steps_.begin(), steps_.end(), [](const Step& s) {
        return s.kind == Step::AreaSave || s.kind == Step::Wound;
    });
    for (int p = 0; p < 2 && !spellGoesOn; ++p)
        if ((p == 0 ? n0 : n1) == 0) {
            endWith(1 - p, Phrase::of("no-checkers", "%1 has no checkers left", {playerName(p)}));
            return true;
        }
    for (int p = 0; p < 2; ++p)
        if (character(p) == kThief && ld(p) >= 3) {
            endWith(p, Phrase::of("loot-ld", "Loot! %1's Thief leads by %2 levels",
                                  {playerName(p), Phrase::number(ld(p))}));
            return true;
        }
    return false;
}

void FantasyState::runSteps() {
    while (phase_ == Phase::Busy) {
        if (checkInstantWins()) return;
        if (steps_.empty()) {
            steps_.push_back({Step::StartTurn});
            continue;
        }
        const Step st = steps_.front();
        if (chanceStep(st.kind)) {
            phase_ = Phase::Roll;
            return;
        }
        steps_.erase(steps_.begin());
        runStep(st);
    }
    checkInstantWins();
}

void FantasyState::runStep(const Step& st) {
    const int me = toMove_;
    switch (st.kind) {
    case Step::StartTurn:
        immune_ = 0;
        cureUsed_ = false;
        illusionsChecked_ = 0;
        if (sides_[static_cast<std::size_t>(me)].skip) {
            phase_ = Phase::Turn;
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::TurnReady});
        return;
    case Step::TurnReady: {
        // An enemy illusion in the way is saved against before the turn.
        const int i = threatenedIllusion();
        if (i >= 0) {
            illusionsChecked_ |= bit(i);
            Step save{Step::IllusionSave, static_cast<std::int8_t>(i)};
            save.ld = static_cast<std::int8_t>(ld(me));
            steps_.insert(steps_.begin(), {save, Step{Step::TurnReady}});
            return;
        }
        // Illusions count for nothing here: could the real checkers act alone?
        std::vector<Action>& real = scratchActions();
        boardMoves(me, real, false);
        for (int spell : spellbook(character(me)))
            if (canCast(spell)) real.push_back({kCast, spell});
        if (real.empty()) {
            endWith(1 - me, Phrase::of("cannot-move", "%1 cannot move", {playerName(me)}));
            return;
        }
        phase_ = Phase::Turn;
        return;
    }
    case Step::Wound:
        woundOnce(st.square, st.n);
        return;
    case Step::AfterHop: {
        const Cell& c = cells_[static_cast<std::size_t>(chainSq_)];
        if (!c.king && !c.illusion && checkers::onCrownRow(c.owner, chainSq_)) {
            // Crowned: the chain ends here, though a Leap & Stab still comes first.
            crown(chainSq_);
            crowned_ = true;
        }
        if (jumps_ == 2 && character(me) == kRanger && !c.illusion) {
            stabsLeft_ = 1 + std::max(0, ld(me));
            steps_.insert(steps_.begin(), Step{Step::StabOn});
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::ChainOn});
        return;
    }
    case Step::StabOn:
        if (stabsLeft_ > 0 && !stabTargets().empty()) {
            phase_ = Phase::Stab;
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::ChainOn});
        return;
    case Step::ChainOn: {
        std::vector<Action>& more = scratchActions();
        if (!crowned_) jumpsFrom(chainSq_, more);
        if (!more.empty()) {
            phase_ = Phase::Chain;
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::EndTurn});
        return;
    }
    case Step::ArrowsOn:
        if (shotsLeft_ > 0 && sides_[static_cast<std::size_t>(me)].pennies > 0 &&
            arrowMask(range_) != 0) {
            phase_ = Phase::Arrows;
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::EndTurn});
        return;
    case Step::EndTurn: {
        Side& s = sides_[static_cast<std::size_t>(me)];
        if (s.character == kFighter && jumps_ >= 2) {
            ++s.smart;
            if (out_)
                note(Phrase::of("smart", "%1's Smart Fighter puts a penny in the pool",
                                {playerName(me)}));
        }
        if (s.character == kThief && jumps_ >= 3) {
            endWith(me, Phrase::of("loot-jumps", "Loot! %1's Thief makes a triple jump",
                                   {playerName(me)}));
            return;
        }
        chainSq_ = -1;
        jumps_ = 0;
        crowned_ = false;
        spell_ = -1;
        shotsLeft_ = shots_ = stabsLeft_ = 0;
        toMove_ = 1 - me;
        const std::string why = draw_.endTurn(progress_, key());
        progress_ = false;
        if (!why.empty()) {
            endWith(-1, why == "40 moves each without a capture or a man moving"
                            ? Phrase::text("40 moves each without a capture, a wound, a crown or "
                                           "a man moving")
                            : Phrase::text(why));
            return;
        }
        steps_.insert(steps_.begin(), Step{Step::StartTurn});
        return;
    }
    default:
        return;
    }
}

} // namespace hatrack::fantasy
