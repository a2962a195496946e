// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text for every decision ("e2-e3", "e3^e4", "d4xe5", "pick", "roll:3",
// "wear", "place:d5", "off:d5", "keep", "hat:d5"), what each looks like to a
// player, and the position line (FEN) in both directions.
#include "pawns_state.h"

#include "input_errors.h"
#include "piece_words.h"

#include <cctype>
#include <sstream>

namespace hatrack::pawns {

namespace {

constexpr const char* kLetters = "?kqbnh";

int kindFromLetter(char c) {
    switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'k':
        return kKing;
    case 'q':
        return kQueen;
    case 'b':
        return kBishop;
    case 'n':
        return kKnight;
    case 'h':
        return kHunter;
    default:
        return -1;
    }
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

} // namespace

std::string PawnsState::actionText(const Action& a) const {
    switch (a.kind) {
    case kStep:
        return squareText(a.a) + "-" + squareText(a.b);
    case kPunch:
        return squareText(a.a) + "^" + squareText(a.b);
    case kMove: {
        const bool capture =
            a.b >= 0 && a.b < 64 && board_.piece[static_cast<std::size_t>(a.b)] >= 0;
        return squareText(a.a) + (capture ? "x" : "-") + squareText(a.b);
    }
    case kPick:
        return "pick";
    case kLeave:
        return "leave";
    case kRoll:
        return "roll:" + std::to_string(a.a);
    case kWear:
        return "wear";
    case kPlace:
        return "place:" + squareText(a.a);
    case kTakeOff:
        return "off:" + squareText(a.a);
    case kKeep:
        return "keep";
    case kLand:
        return "hat:" + squareText(a.a);
    default:
        return "?";
    }
}

std::vector<NotatedMove> PawnsState::notatedMoves() const {
    std::vector<NotatedMove> out;
    for (const Action& a : legalActions()) out.push_back({actionText(a), {a}});
    return out;
}

NotatedMove PawnsState::parseMove(const std::string& raw) const {
    std::string text = trim(raw);
    if (outcome_.over)
        throw RulesError(Phrase::of("quoted-game-over", "'%1': the game is over",
                                    {Phrase::verbatim(excerpt(text))}));
    // An optional piece letter before a chess move: "Hd1-d4".
    if (text.size() == 6 && std::string("KQBNH").find(text[0]) != std::string::npos &&
        text[1] >= 'a' && text[1] <= 'h') {
        const int from = parseSquare(text.substr(1, 2));
        const int p = from >= 0 ? board_.piece[static_cast<std::size_t>(from)] : -1;
        if (p < 0 || typeOf(p) != kindFromLetter(text[0]))
            throw RulesError("quoted-no-such-piece", "'%1': there is no %2 on %3",
                             {quotedInput(text), hatFace(kindFromLetter(text[0])),
                              Phrase::verbatim(text.substr(1, 2))});
        text = text.substr(1);
    }
    const auto moves = notatedMoves();
    for (const auto& m : moves)
        if (m.text == text) return m;
    // A capture written with '-' or a plain move with 'x' still names one move.
    if (text.size() == 5 && (text[2] == '-' || text[2] == 'x')) {
        std::string other = text;
        other[2] = text[2] == '-' ? 'x' : '-';
        for (const auto& m : moves)
            if (m.text == other) return m;
    }
    const Phrase hint = prompt();
    throw RulesError(hint.empty()
                         ? Phrase::of("not-legal-here", "'%1' is not a legal move here",
                                      {Phrase::verbatim(excerpt(text))})
                         : Phrase::of("not-legal-here-hint", "'%1' is not a legal move here (%2)",
                                      {Phrase::verbatim(excerpt(text)), hint}));
}

Phrase PawnsState::moveWords(const Action& a) const {
    // A punch that knocks a hat off moves nothing and takes nothing.
    if (a.kind != kPunch) return {};
    const int victim = board_.piece[static_cast<std::size_t>(a.b)];
    if (victim < 0 || board_.worn[static_cast<std::size_t>(victim)] < 0) return {};
    return Phrase::of("punch-hat-off", "%1 on %2 knocks the hat off %3",
                      {words::playersPiece("pawn", Phrase(playerName(board_.toMove))),
                       Phrase::verbatim(squareText(a.a)),
                       words::thePieceOn("pawn", squareText(a.b))});
}

Phrase PawnsState::sentence(const Action& a) const {
    const std::string name = playerName(board_.toMove);
    const int actorSq =
        board_.actor >= 0 ? board_.pawnSq[static_cast<std::size_t>(board_.actor)] : -1;
    switch (a.kind) {
    case kPick:
        return Phrase::of("pick-up-hat", "%1 picks up the hat on %2", {name, squareText(actorSq)});
    case kLeave:
        return Phrase::of("leave-hat", "%1 leaves the hat on %2", {name, squareText(actorSq)});
    case kRoll:
        return Phrase::of("roll", "The die shows %1: a %2", {Phrase::number(a.a), hatName(a.a)});
    case kWear:
        return Phrase::of("wear-hat", "%1 puts on the %2",
                          {name, hatName(board_.kind[static_cast<std::size_t>(board_.hat)])});
    case kPlace:
        return Phrase::of("set-hat", "%1 sets the hat on %2", {name, squareText(a.a)});
    case kTakeOff:
        return Phrase::of("take-off-hat", "%1 takes the hat off onto %2", {name, squareText(a.a)});
    case kKeep:
        return {}; // nothing changed: the piece had the hat on already
    case kLand:
        return Phrase::of("punched-hat", "The punched hat lands on %1", {squareText(a.a)});
    default:
        return Phrase::of("notation", "%1", {Phrase::verbatim(actionText(a))});
    }
}

ActionView PawnsState::describe(const Action& a) const {
    auto pick = [&](Phrase label, const std::string& group, int s) {
        ActionView v;
        v.type = ActionView::Type::Pick;
        v.to = s;
        v.target = Place::square(s);
        v.label = std::move(label);
        v.group = group;
        if (board_.hat >= 0 && a.kind != kTakeOff)
            v.face = hatFace(board_.kind[static_cast<std::size_t>(board_.hat)]);
        else if (a.kind == kTakeOff && board_.actor >= 0)
            v.face = hatFace(typeOf(board_.actor));
        return v;
    };
    switch (a.kind) {
    case kStep:
    case kMove: {
        ActionView v = ActionView::move(a.a, a.b, Phrase::verbatim(actionText(a)));
        if (a.kind == kMove && board_.piece[static_cast<std::size_t>(a.b)] >= 0)
            v.group = "capture";
        return v;
    }
    case kPunch: {
        ActionView v = ActionView::move(a.a, a.b, Phrase::verbatim(actionText(a)));
        v.group = "punch";
        return v;
    }
    case kPick:
    case kLeave: {
        // The face of the hat at the pawn's feet, when it is known, so the
        // buttons can show what is being picked up or left.
        ActionView v = a.kind == kPick ? ActionView::choice("Pick up the hat", "pick-up")
                                       : ActionView::choice("Leave the hat", "leave");
        if (board_.actor >= 0) {
            const int s = board_.pawnSq[static_cast<std::size_t>(board_.actor)];
            const int h = s >= 0 ? board_.lying[static_cast<std::size_t>(s)] : -1;
            if (h >= 0) v.face = hatFace(board_.kind[static_cast<std::size_t>(h)]);
        }
        return v;
    }
    case kRoll:
        return ActionView::choice(
            Phrase::of("die-shows", "The die shows %1", {Phrase::number(a.a)}), "roll");
    case kWear: {
        ActionView v = ActionView::choice("Put the hat on", "wear");
        if (board_.hat >= 0) v.face = hatFace(board_.kind[static_cast<std::size_t>(board_.hat)]);
        return v;
    }
    case kKeep: {
        ActionView v = ActionView::choice("Keep the hat on", "keep");
        v.quiet = true;
        if (board_.actor >= 0) v.face = hatFace(typeOf(board_.actor));
        return v;
    }
    case kPlace:
        return pick(Phrase::of("set-hat-on", "Set the hat on %1", {squareText(a.a)}), "place-hat",
                    a.a);
    case kTakeOff:
        return pick(Phrase::of("take-off-onto", "Take the hat off onto %1", {squareText(a.a)}),
                    "take-off", a.a);
    case kLand:
        return pick(Phrase::of("punched-hat", "The punched hat lands on %1", {squareText(a.a)}),
                    "punched-hat", a.a);
    default:
        return ActionView::choice(Phrase::verbatim(actionText(a)), {});
    }
}

Phrase PawnsState::prompt() const {
    if (outcome_.over) return {};
    const std::string name = playerName(board_.toMove);
    const int actorSq =
        board_.actor >= 0 ? board_.pawnSq[static_cast<std::size_t>(board_.actor)] : -1;
    switch (board_.phase) {
    case Phase::PickUp:
        return Phrase::of("may-pick-up", "%1 may pick up the hat on %2",
                          {name, squareText(actorSq)});
    case Phase::Roll:
        return Phrase::of("die-identifies", "The die identifies the hat on %1",
                          {squareText(actorSq)});
    case Phase::WearPlace: {
        const int k = board_.kind[static_cast<std::size_t>(board_.hat)];
        return Phrase::of("wear-or-set", "%1: put the %2 on, or set it on a ringed square",
                          {name, hatName(k)});
    }
    case Phase::TakeOff:
        return Phrase::of("may-take-off", "%1 may take the hat off onto a ringed square", {name});
    case Phase::PunchLand:
        return Phrase::of("choose-landing", "%1 chooses where the punched hat lands", {name});
    case Phase::Move:
        break;
    }
    return inCheck(board_.toMove) ? Phrase::of("to-move-in-check", "%1 to move, in check", {name})
                                  : Phrase::of("to-move", "%1 to move", {name});
}

// FEN: "<pieces> <hats> <side> <pending> <crown> <halfmove> <fullmove>".
std::string PawnsState::toFen() const {
    const Board& b = board_;
    std::string out;
    auto layer = [&](auto cell) {
        for (int r = 0; r < 8; ++r) {
            int empty = 0;
            for (int c = 0; c < 8; ++c) {
                const char ch = cell(r * 8 + c);
                if (!ch) {
                    ++empty;
                    continue;
                }
                if (empty) out += static_cast<char>('0' + empty);
                empty = 0;
                out += ch;
            }
            if (empty) out += static_cast<char>('0' + empty);
            if (r < 7) out += '/';
        }
    };
    layer([&](int s) -> char {
        const int p = b.piece[static_cast<std::size_t>(s)];
        if (p < 0) return 0;
        const int type = typeOf(p);
        const char c = type == kUnknown ? 'p' : kLetters[type];
        return ownerOf(p) == 0 ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    });
    out += ' ';
    layer([&](int s) -> char {
        const int h = b.lying[static_cast<std::size_t>(s)];
        if (h < 0) return 0;
        return kLetters[b.kind[static_cast<std::size_t>(h)]];
    });
    out += b.toMove == 0 ? " w " : " b ";
    const std::string at =
        b.actor >= 0 ? squareText(b.pawnSq[static_cast<std::size_t>(b.actor)]) : "";
    switch (b.phase) {
    case Phase::Move:
        out += '-';
        break;
    case Phase::PickUp:
        out += "pick:" + at;
        break;
    case Phase::Roll:
        out += "roll:" + at;
        break;
    case Phase::WearPlace:
        out += "wear:" + at + ":" + kLetters[b.kind[static_cast<std::size_t>(b.hat)]];
        break;
    case Phase::TakeOff:
        out += "off:" + at;
        break;
    case Phase::PunchLand:
        out += "land:" + squareText(b.pawnSq[static_cast<std::size_t>(b.punched)]) + ":" +
               kLetters[b.kind[static_cast<std::size_t>(b.hat)]];
        break;
    }
    out += b.crownEver ? " c " : " - ";
    out += std::to_string(b.halfmove) + " " + std::to_string(b.fullmove);
    return out;
}

PawnsState PawnsState::fromFen(const std::string& fen) {
    std::istringstream in(fen);
    std::vector<std::string> f;
    for (std::string w; in >> w;) f.push_back(w);
    if (f.size() != 7)
        throw RulesError("pawns-fields",
                         "a Pawns in Hats position has 7 fields (pieces, hats, side, pending, "
                         "crown, halfmove clock, move number), not %1",
                         {Phrase::number(static_cast<long long>(f.size()))});
    // Each layer: eight ranks from 8 to 1; returns the letter on each square (0: none).
    auto layer = [](const std::string& text, const Phrase& what, const std::string& allowed) {
        std::array<char, 64> cells{};
        int r = 0, c = 0;
        for (char ch : text) {
            if (ch == '/') {
                if (c != 8)
                    throw RulesError("rank-short", "%1: rank %2 does not have 8 squares",
                                     {what, Phrase::number(8 - r)});
                ++r;
                c = 0;
                if (r > 7) throw RulesError("ranks-many", "%1: more than 8 ranks", {what});
                continue;
            }
            if (ch >= '1' && ch <= '8') {
                c += ch - '0';
            } else if (allowed.find(ch) != std::string::npos) {
                if (c < 8) cells[static_cast<std::size_t>(r * 8 + c)] = ch;
                ++c;
            } else {
                throw RulesError("layer-unexpected", "%1: unexpected '%2'",
                                 {what, quotedInput(std::string(1, ch))});
            }
            if (c > 8)
                throw RulesError("rank-long", "%1: rank %2 has more than 8 squares",
                                 {what, Phrase::number(8 - r)});
        }
        if (r != 7 || c != 8)
            throw RulesError("ranks-needed", "%1: needs 8 ranks of 8 squares", {what});
        return cells;
    };
    const auto pieceCells = layer(f[0], "pieces", "PKQBNHpkqbnh");
    const auto hatCells = layer(f[1], "hats", "?kqbnh");

    Board b;
    b.pawnSq.fill(-1);
    b.worn.fill(-1);
    b.kind.fill(kMirage);
    b.hatAt.fill(HatAt::Gone);
    b.hatWhere.fill(-1);
    b.piece.fill(-1);
    b.lying.fill(-1);
    int next[2] = {0, 8};
    std::vector<std::pair<int, int>> wornKinds; // pawn, kind
    // White's pieces numbered from a1 on, Black's from a8 on, rank by rank.
    for (int side = 0; side < 2; ++side)
        for (int i = 0; i < 64; ++i) {
            const int s = side == 0 ? (7 - i / 8) * 8 + i % 8 : i;
            const char ch = pieceCells[static_cast<std::size_t>(s)];
            if (!ch) continue;
            const int owner = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
            if (owner != side) continue;
            if (next[owner] >= owner * 8 + 8)
                throw RulesError("more-than-8-pieces", "%1 has more than 8 pieces",
                                 {owner == 0 ? "White" : "Black"});
            const int p = next[owner]++;
            b.pawnSq[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(s);
            b.piece[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(p);
            if (std::tolower(static_cast<unsigned char>(ch)) != 'p')
                wornKinds.push_back({p, kindFromLetter(ch)});
        }
    int hats = 0;
    auto newHat = [&](int kind) {
        if (hats >= kHats) throw RulesError(Phrase("more than 16 hats"));
        b.kind[static_cast<std::size_t>(hats)] = static_cast<std::int8_t>(kind);
        return hats++;
    };
    for (int s = 0; s < 64; ++s) {
        const char ch = hatCells[static_cast<std::size_t>(s)];
        if (!ch) continue;
        const int h = newHat(ch == '?' ? kUnknown : kindFromLetter(ch));
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Square;
        b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(s);
        b.lying[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(h);
    }
    for (auto [p, kind] : wornKinds) {
        const int h = newHat(kind);
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Worn;
        b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(p);
        b.worn[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(h);
    }

    if (f[2] != "w" && f[2] != "b")
        throw RulesError("side-w-or-b", "side to move must be w or b, not '%1'",
                         {quotedInput(f[2])});
    b.toMove = f[2] == "w" ? 0 : 1;
    const Phrase side(b.toMove == 0 ? "White" : "Black");

    // The pending decision.
    const std::string& pend = f[3];
    // "pending decision '<pend>': <why>"
    auto badPending = [&pend](Phrase why) {
        return RulesError("bad-pending", "pending decision '%1': %2",
                          {quotedInput(pend), std::move(why)});
    };
    if (pend != "-") {
        const auto colon = pend.find(':');
        const std::string what = pend.substr(0, colon);
        if (colon == std::string::npos)
            throw RulesError("pending-needs-square",
                             "pending decision '%1' needs a square (pick:e4)", {quotedInput(pend)});
        const std::string rest = pend.substr(colon + 1);
        const std::string sqText = rest.substr(0, 2);
        const Phrase at = quotedInput(sqText);
        const int s = parseSquare(sqText);
        if (s < 0) throw badPending(Phrase::of("bad-square", "bad square '%1'", {at}));
        std::string extra;
        if (rest.size() > 2) {
            if (rest[2] != ':' || rest.size() != 4)
                throw RulesError("pending-malformed", "pending decision '%1' is malformed",
                                 {quotedInput(pend)});
            extra = rest.substr(3);
        }
        const int p = b.piece[static_cast<std::size_t>(s)];
        auto needExtra = [&](bool want) {
            if (want != !extra.empty())
                throw badPending(want ? Phrase::of("name-the-hat", "name the hat (%1)",
                                                   {quotedInput(what + ":" + sqText + ":b")})
                                      : Phrase("nothing may follow the square"));
        };
        auto heldKind = [&]() {
            const int k = kindFromLetter(extra[0]);
            if (k < 0 || extra[0] != std::tolower(static_cast<unsigned char>(extra[0])))
                throw badPending(
                    Phrase::of("unknown-hat", "unknown hat '%1'", {quotedInput(extra)}));
            return k;
        };
        auto ownBare = [&]() {
            if (p < 0 || ownerOf(p) != b.toMove)
                throw badPending(Phrase::of("no-piece-of-on", "no piece of %1 on %2", {side, at}));
            if (b.worn[static_cast<std::size_t>(p)] >= 0)
                throw badPending(Phrase::of(
                    "already-wears", "the piece on %1 already wears a hat (two hats on one piece)",
                    {at}));
        };
        if (what == "pick") {
            needExtra(false);
            ownBare();
            if (b.lying[static_cast<std::size_t>(s)] < 0)
                throw badPending(Phrase::of("no-hat-lies", "no hat lies on %1", {at}));
            b.phase = Phase::PickUp;
            b.actor = p;
        } else if (what == "roll" || what == "wear") {
            needExtra(what == "wear");
            ownBare();
            if (b.lying[static_cast<std::size_t>(s)] >= 0)
                throw badPending(Phrase::of(
                    "holding-on-hat",
                    "a pawn holding a hat stands on a hatless square, but a hat lies on %1", {at}));
            const int h = newHat(what == "roll" ? kUnknown : heldKind());
            b.hatAt[static_cast<std::size_t>(h)] = HatAt::Held;
            b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(p);
            b.actor = p;
            b.hat = h;
            b.phase = what == "roll" ? Phase::Roll : Phase::WearPlace;
            if (what == "wear" && rules::hatlessAround(b, s).empty())
                throw badPending(Phrase::of(
                    "no-hatless-around",
                    "no hatless square around %1, so the hat would already be worn", {at}));
        } else if (what == "off") {
            needExtra(false);
            if (p < 0 || ownerOf(p) != b.toMove || b.worn[static_cast<std::size_t>(p)] < 0)
                throw badPending(
                    Phrase::of("no-hatted-piece", "no hatted piece of %1 on %2", {side, at}));
            if (b.lying[static_cast<std::size_t>(s)] >= 0 || rules::hatlessAround(b, s).empty())
                throw badPending(Phrase::of("cannot-take-off",
                                            "the piece on %1 cannot take its hat off there", {at}));
            b.phase = Phase::TakeOff;
            b.actor = p;
        } else if (what == "land") {
            needExtra(true);
            if (p < 0 || ownerOf(p) == b.toMove || b.worn[static_cast<std::size_t>(p)] >= 0)
                throw badPending(
                    Phrase::of("no-bare-enemy", "no bare enemy pawn of %1 on %2", {side, at}));
            const int behind = s + (b.toMove == 0 ? 8 : -8);
            const int puncher =
                behind >= 0 && behind < 64 ? b.piece[static_cast<std::size_t>(behind)] : -1;
            if (puncher < 0 || ownerOf(puncher) != b.toMove ||
                b.worn[static_cast<std::size_t>(puncher)] >= 0)
                throw badPending(
                    Phrase::of("no-bare-puncher", "no bare pawn of %1 punched %2", {side, at}));
            if (rules::freeAround(b, s).empty())
                throw badPending(Phrase::of(
                    "no-free-around", "no free square around %1 for the hat to land on", {at}));
            const int h = newHat(heldKind());
            b.hatAt[static_cast<std::size_t>(h)] = HatAt::Held;
            b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(p);
            b.actor = puncher;
            b.hat = h;
            b.punched = p;
            b.phase = Phase::PunchLand;
        } else {
            throw RulesError(
                "unknown-pending",
                "unknown pending decision '%1' (choose -, pick, roll, wear, off or land)",
                {quotedInput(pend)});
        }
    }

    if (f[4] != "c" && f[4] != "-")
        throw RulesError("crown-field", "crown field must be c or -, not '%1'",
                         {quotedInput(f[4])});
    b.crownEver = f[4] == "c";
    for (int h = 0; h < kHats; ++h)
        if (b.hatAt[static_cast<std::size_t>(h)] != HatAt::Gone &&
            b.kind[static_cast<std::size_t>(h)] == kKing && !b.crownEver)
            throw RulesError(Phrase("a Kingly Crown is in the game, so the crown field must be c"));
    auto number = [](const std::string& text, const Phrase& what, int lo, int hi) {
        if (text.empty() || text.size() > 6 ||
            text.find_first_not_of("0123456789") != std::string::npos)
            throw RulesError("not-whole-number", "%1 must be a whole number, not '%2'",
                             {what, quotedInput(text)});
        const int v = std::stoi(text);
        if (v < lo || v > hi)
            throw RulesError("number-range", "%1 must be from %2 to %3, not %4",
                             {what, Phrase::number(lo), Phrase::number(hi), quotedInput(text)});
        return v;
    };
    b.halfmove = number(f[5], "the halfmove clock", 0, 100);
    b.fullmove = number(f[6], "the move number", 1, 9999);
    // Chance can expose kings (a roll that ends the kingless side's protection, a
    // crown worn by force), so any check may stand on the board; but a pending
    // decision belongs to a turn whose mover was safe before the die.
    if (b.phase == Phase::PickUp && !rules::kingsSafe(b, b.toMove))
        throw RulesError(
            "bad-pending", "pending decision '%1': %2",
            {quotedInput(pend),
             Phrase::of("left-in-check", "%1 cannot have stepped there leaving a king in check",
                        {side})});
    return PawnsState(b);
}

} // namespace hatrack::pawns
