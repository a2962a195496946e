// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text for every decision ("choose:mage", "11-15", "11x18", "11x18/15" for a
// bent jump, "fireball@14", "arrow@18", "stab@18", "stop", "cure-critical",
// "let-capture", "pass", "roll:4"), what each one looks like to a player, and
// the position line (docs/rules.md, Fantasy RPG Checkers notation).
#include "fantasy_state.h"

#include "input_errors.h"
#include "piece_words.h"

#include <algorithm>
#include <cctype>

namespace hatrack::fantasy {

namespace {

std::string lower(const std::string& text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The word a spell's target is written with.
const char* targetWord(int spell) {
    switch (spell) {
    case kBackstab:
        return "backstab";
    case kShoot:
        return "arrow";
    case kCureLight:
        return "cure";
    case kLightning:
        return "lightning";
    case kCharm:
        return "charm";
    case kIllusion:
        return "illusion";
    case kFireball:
        return "fireball";
    case kMissile:
        return "missile";
    default:
        return "?";
    }
}

bool straightJump(int from, int to) {
    return std::abs(rowOf(from) - rowOf(to)) == 2 && std::abs(colOf(from) - colOf(to)) == 2;
}

} // namespace

std::string FantasyState::actionText(const Action& a) const {
    switch (a.kind) {
    case kChoose:
        return std::string("choose:") + characterId(a.a);
    case kStep:
        return sqText(a.a) + "-" + sqText(a.b);
    case kJump:
        return sqText(a.a) + "x" + sqText(a.b) + (straightJump(a.a, a.b) ? "" : "/" + sqText(a.c));
    case kCast:
        return a.a == kShoot ? "shoot" : targetWord(a.a);
    case kTarget:
        if (phase_ == Phase::Stab) return "stab@" + sqText(a.a);
        if (phase_ == Phase::Arrows) return "arrow@" + sqText(a.a);
        return std::string(targetWord(spell_)) + "@" + sqText(a.a);
    case kStop:
        return "stop";
    case kCure:
        return "cure-critical";
    case kLetCapture:
        return "let-capture";
    case kPass:
        return "pass";
    case kRoll:
        return "roll:" + std::to_string(a.a);
    default:
        return "?";
    }
}

Phrase FantasyState::moveWords(const Action& a) const {
    // An illusion's jump may end with the illusion gone before it moves.
    if (a.kind != kJump) return {};
    const Cell& mover = cells_[static_cast<std::size_t>(a.a)];
    const Cell& over = cells_[static_cast<std::size_t>(a.c)];
    if (!mover.illusion || over.illusion || over.owner < 0) return {};
    return Phrase::of("illusion-jumps", "%1's Illusion on %2 jumps at %3",
                      {playerName(mover.owner), Phrase::verbatim(sqText(a.a)),
                       words::thePieceOn(over.king ? "king" : "man", sqText(a.c))});
}

Phrase FantasyState::sentence(const Action& a) const {
    const int who = currentPlayer() >= 0 ? currentPlayer() : toMove_;
    const std::string name = playerName(who);
    switch (a.kind) {
    case kChoose:
        return Phrase::of("choose-character", "%1 chooses %2", {name, characterName(a.a)});
    case kCast:
        if (a.a == kShoot) return Phrase::of("shoot", "%1 takes up the bow", {name});
        if (a.a == kBackstab)
            return Phrase::of("backstab-ready", "%1 gets ready to backstab", {name});
        return Phrase::of("cast", "%1 casts %2", {name, spellName(a.a)});
    case kTarget: {
        const Phrase s = Phrase::verbatim(sqText(a.a));
        if (phase_ == Phase::Stab)
            return Phrase::of("stab", "%1 wounds %2 (Leap & Stab)", {name, s});
        if (phase_ == Phase::Arrows)
            return Phrase::of("arrow", "%1 shoots an arrow at %2", {name, s});
        switch (spell_) {
        case kBackstab:
            return Phrase::of("backstab", "%1 backstabs %2", {name, s});
        case kCureLight:
            return Phrase::of("cure-light", "%1 heals %2 with Cure Light Wounds", {name, s});
        case kCharm:
            return Phrase::of("charm", "%1 charms %2", {name, s});
        case kIllusion:
            return Phrase::of("illusion", "%1 conjures an Illusion on %2", {name, s});
        default:
            return Phrase::of("cast-on", "%1 aims %2 at %3", {name, spellName(spell_), s});
        }
    }
    case kStop:
        return phase_ == Phase::Stab ? Phrase::of("stop-stab", "%1 stops stabbing", {name})
                                     : Phrase::of("stop-shooting", "%1 stops shooting", {name});
    case kCure:
        return Phrase::of("cure-critical-cast", "%1 casts Cure Critical Wounds on %2",
                          {name, Phrase::verbatim(sqText(cureSq_))});
    case kLetCapture:
        return Phrase::of("let-capture", "%1 lets %2 be captured",
                          {name, Phrase::verbatim(sqText(cureSq_))});
    case kPass:
        return Phrase::of("pass", "%1 passes (Cure Critical Wounds)", {name});
    case kRoll:
        return Phrase::of("roll", "The die shows %1", {Phrase::number(a.a)});
    default:
        return GameState::sentence(a);
    }
}

ActionView FantasyState::describe(const Action& a) const {
    ActionView v;
    v.type = ActionView::Type::Pick;
    v.label = sentence(a);
    switch (a.kind) {
    case kStep:
    case kJump:
        return ActionView::move(a.a, a.b, Phrase::verbatim(actionText(a)));
    case kChoose:
        v.target = Place::inZone("characters");
        v.face = characterId(a.a);
        v.label = Phrase::of("choose-label", "Choose %1", {characterName(a.a)});
        v.group = "character";
        return v;
    case kCast: {
        v.target = Place::inZone("spellbook:" + std::to_string(toMove_));
        v.face = spellId(a.a);
        const int cost = spellCost(a.a);
        if (a.a == kShoot)
            v.label = Phrase::text("Shoot arrows (a penny each)");
        else if (cost == 0)
            v.label = Phrase(spellName(a.a));
        else
            v.label =
                Phrase::of(cost == 1 ? "spell-cost-one" : "spell-cost",
                           cost == 1 ? "%1 (1 penny)" : "%1 (%2 pennies)",
                           cost == 1 ? std::vector<Phrase>{spellName(a.a)}
                                     : std::vector<Phrase>{spellName(a.a), Phrase::number(cost)});
        v.group = "spell";
        return v;
    }
    case kTarget:
        v.target = Place::square(a.a);
        v.to = a.a;
        v.group = phase_ == Phase::Stab     ? "stab"
                  : phase_ == Phase::Arrows ? "shoot"
                                            : spellId(spell_);
        if (phase_ == Phase::Target) {
            const Area area = areaOf(spell_, a.a);
            v.area.assign(area.begin(), area.end());
        } else {
            v.area = {a.a};
        }
        return v;
    case kStop:
        return ActionView::choice(
            Phrase::text(phase_ == Phase::Stab ? "Stop stabbing" : "Stop shooting"),
            phase_ == Phase::Stab ? "stab" : "shoot");
    case kCure:
        return ActionView::choice(Phrase::text("Cure Critical Wounds (3 pennies)"),
                                  "cure-critical");
    case kLetCapture:
        return ActionView::choice(Phrase::text("Let it be captured"), "cure-critical");
    case kPass:
        return ActionView::choice(Phrase::text("Pass (Cure Critical Wounds)"), "pass");
    case kRoll:
        return ActionView::choice(sentence(a), "roll");
    default:
        return v;
    }
}

Phrase FantasyState::prompt() const {
    const int who = currentPlayer();
    const Phrase name = who >= 0 ? Phrase(playerName(who)) : Phrase();
    switch (phase_) {
    case Phase::Choose:
        return Phrase::of("choose-prompt", "%1 chooses a character", {name});
    case Phase::Turn:
        if (sides_[static_cast<std::size_t>(toMove_)].skip)
            return Phrase::of("skip-prompt", "%1 passes this turn (Cure Critical Wounds)", {name});
        if (captureRequired()) return Phrase::of("must-capture", "%1 must capture", {name});
        return {};
    case Phase::Chain:
        return Phrase::of("chain-prompt", "%1 must go on jumping from %2",
                          {name, Phrase::verbatim(sqText(chainSq_))});
    case Phase::Target:
        return Phrase::of("target-prompt", "%1 chooses the target of %2",
                          {name, spellName(spell_)});
    case Phase::Arrows:
        return Phrase::of("arrows-prompt", "%1 shoots an arrow (%2 left) or stops",
                          {name, Phrase::number(shotsLeft_)});
    case Phase::Stab:
        return Phrase::of("stab-prompt", "%1 deals a wound with Leap & Stab (%2 left) or stops",
                          {name, Phrase::number(stabsLeft_)});
    case Phase::CureOffer:
        return Phrase::of("cure-prompt", "%1 may cast Cure Critical Wounds to save %2",
                          {name, Phrase::verbatim(sqText(cureSq_))});
    case Phase::Roll:
        return Phrase::text("a saving throw is due");
    default:
        return {};
    }
}

std::vector<NotatedMove> FantasyState::notatedMoves() const {
    std::vector<NotatedMove> out;
    for (const Action& a : legalActions()) {
        if (a.kind != kCast) {
            out.push_back({actionText(a), {a}});
            continue;
        }
        // A spell is written with its first target: "fireball@14", "arrow@18".
        FantasyState after = *this;
        after.out_ = nullptr;
        after.applyAction(a);
        for (const Action& t : after.legalActions())
            if (t.kind == kTarget) out.push_back({after.actionText(t), {a, t}});
    }
    return out;
}

NotatedMove FantasyState::parseMove(const std::string& raw) const {
    const std::string text = lower(raw);
    if (text.empty()) throw RulesError(Phrase("empty move"));
    if (outcome_.over) throw RulesError(moveError(raw, "the game is over"));
    const auto legal = legalActions();
    for (const Action& a : legal)
        if (actionText(a) == text) return {actionText(a), {a}};
    const auto moves = notatedMoves();
    for (const auto& m : moves)
        if (m.text == text) return m;
    // A bent jump may leave out the checker it passes over when only one fits.
    std::vector<Action> fits;
    for (const Action& a : legal) {
        const std::string full = actionText(a);
        const auto slash = full.find('/');
        if (slash != std::string::npos && full.substr(0, slash) == text) fits.push_back(a);
    }
    if (fits.size() == 1) return {actionText(fits.front()), fits};
    if (fits.size() > 1)
        throw RulesError("move-ambiguous-bent",
                         "move '%1' is ambiguous: name the checker passed over, as in %2 or %3",
                         {quotedInput(raw), Phrase::verbatim(actionText(fits[0])),
                          Phrase::verbatim(actionText(fits[1]))});
    // A chain written whole ("11x18x25"): straight hops, one by one.
    std::vector<int> squares;
    bool chain = text.find('x') != std::string::npos;
    std::size_t i = 0;
    while (chain && i < text.size()) {
        std::size_t j = i;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        if (j == i || j - i > 2 || std::stoi(text.substr(i, j - i)) < 1 ||
            std::stoi(text.substr(i, j - i)) > 32)
            chain = false;
        else
            squares.push_back(std::stoi(text.substr(i, j - i)) - 1);
        if (j < text.size() && text[j] != 'x') chain = false;
        i = j + 1;
    }
    if (chain && squares.size() > 2) {
        NotatedMove m{raw, {}};
        bool ok = true;
        for (std::size_t k = 1; k < squares.size() && ok; ++k) {
            const int a = squares[k - 1], b = squares[k];
            ok = straightJump(a, b);
            if (ok)
                m.actions.push_back(
                    {kJump, a, b, squareAt((rowOf(a) + rowOf(b)) / 2, (colOf(a) + colOf(b)) / 2)});
        }
        if (ok && std::find(legal.begin(), legal.end(), m.actions.front()) != legal.end()) return m;
    }
    std::string options;
    for (std::size_t k = 0; k < moves.size() && k < 8; ++k)
        options += (k ? ", " : "") + moves[k].text;
    if (moves.size() > 8) options += ", ...";
    Phrase why = prompt();
    if (phase_ == Phase::Turn && captureRequired()) why = Phrase("a capture is compulsory");
    if (why.empty())
        why = Phrase::of("not-a-choice", "it is not one of %1's choices", {playerName(toMove_)});
    throw RulesError(illegalMove(
        raw, Phrase::of("why-and-legal", "%1 (legal: %2)", {why, Phrase::verbatim(options)})));
}

std::vector<PieceInfo> FantasyState::pieces() const {
    std::vector<PieceInfo> out;
    for (int s = 0; s < 32; ++s) {
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner < 0) continue;
        PieceInfo p;
        p.square = s;
        p.owner = c.owner;
        p.kind = c.illusion ? "illusion" : c.king ? "king" : "man";
        p.marked = c.wounded;
        out.push_back(p);
    }
    return out;
}

// --- The position line -----------------------------------------------------
// "<side> <black>,<white> B:<pieces> W:<pieces> P:<m>.<k>.<s>,<m>.<k>.<s>
//  $:<b>,<w> S:<b>,<w> Q:<n>"; see docs/rules.md.

std::string FantasyState::toFen() const {
    const int side = phase_ == Phase::Choose ? chooser_ : toMove_;
    auto ch = [&](int p) {
        const int c = sides_[static_cast<std::size_t>(p)].character;
        return c == kNoCharacter ? std::string("?") : std::string(characterId(c));
    };
    std::string out = std::string(side == 0 ? "B" : "W") + " " + ch(0) + "," + ch(1);
    for (int p = 0; p < 2; ++p) {
        std::string list;
        for (int s = 0; s < 32; ++s) {
            const Cell& c = cells_[static_cast<std::size_t>(s)];
            if (c.owner != p) continue;
            std::string item = c.illusion ? "i" : c.king ? "K" : "";
            item += sqText(s);
            if (c.wounded) item += "w";
            if (c.pennies > 0) {
                item += 'p';
                item += std::to_string(c.pennies);
            }
            if (!list.empty()) list += ',';
            list += item;
        }
        out += std::string(p == 0 ? " B:" : " W:") + (list.empty() ? "-" : list);
    }
    out += " P:";
    for (int p = 0; p < 2; ++p) {
        int men = 0, kings = 0;
        for (const PoolChecker& c : sides_[static_cast<std::size_t>(p)].pool)
            (c.king ? kings : men)++;
        out += (p ? "," : "") + std::to_string(men) + "." + std::to_string(kings) + "." +
               std::to_string(sides_[static_cast<std::size_t>(p)].smart);
    }
    out += " $:" + std::to_string(sides_[0].pennies) + "," + std::to_string(sides_[1].pennies);
    out += std::string(" S:") + (sides_[0].skip ? "1" : "0") + "," + (sides_[1].skip ? "1" : "0");
    out += " Q:" + std::to_string(draw_.quietPlies());
    return out;
}

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

// `what` names the number: "pennies", "square in '12p2x'".
int number(const std::string& s, int lo, int hi, const Phrase& what) {
    if (s.empty() || s.size() > 3 || !std::all_of(s.begin(), s.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        }))
        throw badPosition(
            Phrase::of("not-a-number", "%1 '%2' is not a number", {what, quotedInput(s)}));
    const int n = std::stoi(s);
    if (n < lo || n > hi)
        throw badPosition(
            Phrase::of("out-of-range", "%1 %2 is out of range (%3-%4)",
                       {what, quotedInput(s), Phrase::number(lo), Phrase::number(hi)}));
    return n;
}

// "a,b" with a prefix "X:".
std::vector<std::string> field(const std::string& f, const std::string& prefix, std::size_t count) {
    if (f.rfind(prefix, 0) != 0)
        throw badPosition(Phrase::of("field-prefix", "expected a field starting '%1', found '%2'",
                                     {Phrase::verbatim(prefix), quotedInput(f)}));
    auto parts = split(f.substr(prefix.size()), ',');
    if (count && parts.size() != count)
        throw badPosition(
            Phrase::of("field-values", "field '%1' needs %2 values",
                       {quotedInput(f), Phrase::number(static_cast<long long>(count))}));
    return parts;
}

} // namespace

FantasyState FantasyState::fromFen(const std::string& fen) {
    const auto fields = split(fen, ' ');
    if (fields.size() != 8)
        throw RulesError("fantasy-fields",
                         "position '%1' needs 8 fields: side, characters, B:, W:, P:, $:, S:, Q:",
                         {quotedInput(fen)});
    FantasyState s;
    if (fields[0] != "B" && fields[0] != "W")
        throw badPosition(Phrase::of("side-b-or-w", "the side to move must be B or W, not '%1'",
                                     {quotedInput(fields[0])}));
    const int side = fields[0] == "B" ? 0 : 1;
    const auto chars = split(fields[1], ',');
    if (chars.size() != 2) throw badPosition("characters must be written 'black,white'");
    for (int p = 0; p < 2; ++p) {
        const auto& c = chars[static_cast<std::size_t>(p)];
        if (c == "?") continue;
        const int id = characterFromId(c);
        if (id == kNoCharacter)
            throw badPosition(Phrase::of(
                "unknown-character",
                "unknown character '%1' (ranger, cleric, bard, thief, fighter, mage or ?)",
                {quotedInput(c)}));
        s.sides_[static_cast<std::size_t>(p)].character = id;
    }
    int nextId = 0;
    int illusions = kIllusionIdBase;
    for (int p = 0; p < 2; ++p) {
        const auto list = field(fields[2 + static_cast<std::size_t>(p)], p == 0 ? "B:" : "W:", 0);
        if (list.size() == 1 && list[0] == "-") continue;
        int real = 0;
        for (const std::string& item : list) {
            std::size_t i = 0;
            Cell c;
            c.owner = static_cast<std::int8_t>(p);
            if (i < item.size() && item[i] == 'K')
                c.king = true, ++i;
            else if (i < item.size() && item[i] == 'i')
                c.illusion = true, ++i;
            std::size_t j = i;
            while (j < item.size() && std::isdigit(static_cast<unsigned char>(item[j]))) ++j;
            const int sq = number(item.substr(i, j - i), 1, 32,
                                  Phrase::of("square-in", "square in '%1'", {quotedInput(item)})) -
                           1;
            if (j < item.size() && item[j] == 'w') c.wounded = true, ++j;
            if (j < item.size() && item[j] == 'p') {
                c.pennies = static_cast<std::int8_t>(
                    number(item.substr(j + 1), 1, 99,
                           Phrase::of("pennies-in", "pennies in '%1'", {quotedInput(item)})));
                j = item.size();
            }
            if (j != item.size())
                throw badPosition(
                    Phrase::of("unreadable-checker",
                               "cannot read the checker '%1' (write [K]square[w][pN] or iSquare)",
                               {quotedInput(item)}));
            if (s.cells_[static_cast<std::size_t>(sq)].owner >= 0)
                throw badPosition(Phrase::of("two-checkers-square", "two checkers on square %1",
                                             {Phrase::verbatim(sqText(sq))}));
            if (c.illusion && (c.wounded || c.pennies))
                throw badPosition(Phrase::of(
                    "illusion-plain", "an illusion (%1) is never wounded and carries no pennies",
                    {quotedInput(item)}));
            const int ch = s.sides_[static_cast<std::size_t>(p)].character;
            if (c.illusion && ch != kBard)
                throw badPosition(Phrase::of("bard-illusions", "only a Bard has illusions ('%1')",
                                             {quotedInput(item)}));
            if (c.pennies && ch != kBard && ch != kFighter)
                throw badPosition(
                    Phrase::of("who-carries-pennies",
                               "only the Bard's and the Fighter's checkers carry pennies ('%1')",
                               {quotedInput(item)}));
            if (c.pennies > 1 && ch == kFighter)
                throw badPosition(Phrase::of("fighter-one-penny",
                                             "a Fighter's checker carries at most one penny ('%1')",
                                             {quotedInput(item)}));
            if (!c.king && !c.illusion && checkers::onCrownRow(p, sq))
                throw badPosition(Phrase::of("man-on-crown-row",
                                             "a man on square %1 would have been crowned",
                                             {Phrase::verbatim(sqText(sq))}));
            c.id = static_cast<std::int16_t>(c.illusion ? illusions++ : 0);
            real += !c.illusion;
            s.cells_[static_cast<std::size_t>(sq)] = c;
        }
        if (real > 12)
            throw badPosition(Phrase::of("more-than-12-checkers", "%1 has more than 12 checkers",
                                         {p == 0 ? "Black" : "White"}));
    }
    for (int sq = 0; sq < 32; ++sq) {
        Cell& c = s.cells_[static_cast<std::size_t>(sq)];
        if (c.owner >= 0 && !c.illusion) c.id = static_cast<std::int16_t>(nextId++);
    }
    s.nextIllusion_ = illusions;
    const auto pools = field(fields[4], "P:", 2);
    for (int p = 0; p < 2; ++p) {
        const auto parts = split(pools[static_cast<std::size_t>(p)], '.');
        if (parts.size() != 3)
            throw badPosition(Phrase::of("pool-form", "a pool is written men.kings.smart, not '%1'",
                                         {quotedInput(pools[static_cast<std::size_t>(p)])}));
        Side& side2 = s.sides_[static_cast<std::size_t>(p)];
        const int men = number(parts[0], 0, 99, "pool men");
        const int kings = number(parts[1], 0, 99, "pool kings");
        side2.smart = number(parts[2], 0, 99, "smart pennies");
        if (side2.smart && side2.character != kFighter)
            throw badPosition("only the Smart Fighter keeps pennies in the pool");
        for (int k = 0; k < men; ++k)
            side2.pool.push_back({static_cast<std::int16_t>(nextId++), false});
        for (int k = 0; k < kings; ++k)
            side2.pool.push_back({static_cast<std::int16_t>(nextId++), true});
    }
    // Token ids 0-39 are the checkers' (illusions start at 40).
    if (nextId > kIllusionIdBase)
        throw badPosition("more checkers on the board and in the pools than a game has");
    const auto purse = field(fields[5], "$:", 2);
    for (int p = 0; p < 2; ++p) {
        Side& side2 = s.sides_[static_cast<std::size_t>(p)];
        side2.pennies = number(purse[static_cast<std::size_t>(p)], 0, 99, "pennies");
        if (side2.pennies && !isSpellcaster(side2.character) && side2.character != kThief)
            throw badPosition("only a spellcaster or the Thief keeps pennies");
    }
    const auto skips = field(fields[6], "S:", 2);
    for (int p = 0; p < 2; ++p) {
        s.sides_[static_cast<std::size_t>(p)].skip =
            number(skips[static_cast<std::size_t>(p)], 0, 1, "skip flag") == 1;
        if (s.sides_[static_cast<std::size_t>(p)].skip &&
            s.sides_[static_cast<std::size_t>(p)].character != kCleric)
            throw badPosition("only the Cleric skips a turn");
    }
    const auto quiet = field(fields[7], "Q:", 1);
    const int q = number(quiet[0], 0, checkers::kQuietPliesForDraw, "no-progress count");
    s.toMove_ = side;
    s.draw_.start(s.key());
    s.draw_.setQuietPlies(q);
    const int unchosen0 = s.sides_[0].character == kNoCharacter;
    const int unchosen1 = s.sides_[1].character == kNoCharacter;
    if (unchosen0 || unchosen1) {
        // White chooses first; the side field names who chooses now.
        const int chooser = unchosen1 ? 1 : 0;
        if (side != chooser)
            throw badPosition(Phrase::of("choose-character-first",
                                         "%1 must choose a character first",
                                         {chooser ? "White" : "Black"}));
        s.phase_ = Phase::Choose;
        s.chooser_ = chooser;
        s.toMove_ = 0;
        return s;
    }
    s.phase_ = Phase::Busy;
    s.steps_.push_back({Step::StartTurn});
    s.runSteps();
    return s;
}

} // namespace hatrack::fantasy
