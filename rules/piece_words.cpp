// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "piece_words.h"

#include <array>

namespace hatrack::words {

namespace {

// The patterns of one kind, in the order of the parts in piece_words.h.
struct Kind {
    const char* kind;
    std::array<const char*, 4> pattern;
};

// Written out in full, each one, so that lupdate's list (app/enginetexts.cpp)
// and a translator see every form.
// A king is a crowned checker in every game that has one (Pawns in Hats
// names its pieces by the hats they wear, not as chess pieces), so one word
// serves ("Dame" in German, "dame" in French).
constexpr std::array<Kind, 5> kKinds{{
    {"man", {"The man on %1", "a man", "%1's man", "the man on %1"}},
    {"king", {"The king on %1", "a king", "%1's king", "the king on %1"}},
    {"pawn", {"The pawn on %1", "a pawn", "%1's pawn", "the pawn on %1"}},
    {"emperor", {"The emperor on %1", "an emperor", "%1's emperor", "the emperor on %1"}},
    {"piece", {"The piece on %1", "a piece", "%1's piece", "the piece on %1"}},
}};

enum Part { Subject, Indefinite, Possessive, Object };
constexpr const char* kPartIds[] = {"piece-on", "a-piece", "players-piece", "the-piece-on"};

Phrase named(const std::string& kind, Part part, std::vector<Phrase> args) {
    const Kind* found = &kKinds.back();
    for (const Kind& k : kKinds)
        if (kind == k.kind) found = &k;
    const char* pattern = found->pattern[static_cast<std::size_t>(part)];
    if (args.empty()) return Phrase::text(pattern);
    return Phrase::of(std::string(kPartIds[part]) + "-" + found->kind, pattern, std::move(args));
}

// "a, b, c <joined> d", nested so that each joint is translated.
Phrase list(std::vector<Phrase> items, const char* id, const char* pattern) {
    if (items.empty()) return {};
    Phrase head = std::move(items.front());
    if (items.size() == 1) return head;
    for (std::size_t i = 1; i + 1 < items.size(); ++i)
        head = Phrase::of("list-comma", "%1, %2", {std::move(head), std::move(items[i])});
    return Phrase::of(id, pattern, {std::move(head), std::move(items.back())});
}

} // namespace

Phrase pieceOn(const std::string& kind, const std::string& square) {
    return named(kind, Subject, {Phrase::verbatim(square)});
}

Phrase aPiece(const std::string& kind) {
    return named(kind, Indefinite, {});
}

Phrase playersPiece(const std::string& kind, const Phrase& player) {
    return named(kind, Possessive, {player});
}

Phrase thePieceOn(const std::string& kind, const std::string& square) {
    return named(kind, Object, {Phrase::verbatim(square)});
}

Phrase orList(std::vector<Phrase> items) {
    return list(std::move(items), "list-or", "%1 or %2");
}

Phrase andList(std::vector<Phrase> items) {
    return list(std::move(items), "list-and", "%1 and %2");
}

Phrase withWhy(Phrase first, Phrase why) {
    if (why.empty()) return first;
    if (first.empty()) return why;
    return Phrase::of("with-why", "%1 %2", {std::move(first), std::move(why)});
}

} // namespace hatrack::words
