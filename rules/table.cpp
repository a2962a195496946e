// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include <algorithm>

namespace hatrack {

std::string Place::text() const {
    static const char* sides = "nesw";
    switch (kind) {
    case Kind::Square:
        return "square:" + std::to_string(index);
    case Kind::Edge:
        return "edge:" + std::to_string(index) + ":" + sides[side & 3];
    case Kind::Zone:
        return "zone:" + zone;
    case Kind::Token:
        return "on:" + std::to_string(index);
    default:
        return "none";
    }
}

bool Token::hasFlag(const std::string& f) const {
    return std::find(flags.begin(), flags.end(), f) != flags.end();
}

const Token* Table::token(int id) const {
    for (const Token& t : tokens)
        if (t.id == id) return &t;
    return nullptr;
}

const Zone* Table::zone(const std::string& id) const {
    for (const Zone& z : zones)
        if (z.id == id) return &z;
    return nullptr;
}

TableEvent TableEvent::moved(int id, Place from, Place to, std::string face) {
    TableEvent e;
    e.token = id;
    e.from = std::move(from);
    e.to = std::move(to);
    e.face = std::move(face);
    return e;
}

TableEvent TableEvent::removed(int id, Place from, std::string reason) {
    TableEvent e;
    e.kind = Kind::Removed;
    e.token = id;
    e.from = std::move(from);
    e.reason = std::move(reason);
    return e;
}

TableEvent TableEvent::added(int id, Place to, std::string reason) {
    TableEvent e;
    e.kind = Kind::Added;
    e.token = id;
    e.to = std::move(to);
    e.reason = std::move(reason);
    return e;
}

TableEvent TableEvent::crowned(int id, Place at) {
    TableEvent e;
    e.kind = Kind::Crowned;
    e.token = id;
    e.to = std::move(at);
    e.face = "king";
    return e;
}

TableEvent TableEvent::flagged(int id, Place at, std::string flag, bool on, std::string reason) {
    TableEvent e;
    e.kind = Kind::Flagged;
    e.token = id;
    e.to = std::move(at);
    e.face = std::move(flag);
    e.value = on ? 1 : 0;
    e.reason = std::move(reason);
    return e;
}

std::string TableEvent::text() const {
    const std::string id = std::to_string(token);
    switch (kind) {
    case Kind::Moved:
        return "moved " + id + " " + from.text() + " -> " + to.text();
    case Kind::Removed:
        return "removed " + id + " " + from.text();
    case Kind::Added:
        return "added " + id + " " + to.text();
    case Kind::Revealed:
        return "revealed " + id + " " + face;
    case Kind::Concealed:
        return "concealed " + id;
    case Kind::Crowned:
        return "crowned " + id;
    case Kind::Rolled:
        return "rolled " + std::to_string(value) + " for " + reason;
    case Kind::Turned:
        return "turned " + std::to_string(value);
    case Kind::Flagged:
        return (value ? "flagged " : "unflagged ") + id + " " + face;
    }
    return "?";
}

Phrase::Phrase(std::string word) : pattern(word), english(std::move(word)) {}

Phrase Phrase::verbatim(std::string text) {
    Phrase p(std::move(text));
    p.literal = true;
    return p;
}

Phrase Phrase::of(std::string id, std::string pattern, std::vector<Phrase> args) {
    Phrase p;
    p.id = std::move(id);
    p.pattern = std::move(pattern);
    p.args = std::move(args);
    // %1..%9 only: no sentence needs more, and "%10" would be ambiguous.
    for (std::size_t i = 0; i < p.pattern.size(); ++i) {
        const char c = p.pattern[i];
        const char d = i + 1 < p.pattern.size() ? p.pattern[i + 1] : '\0';
        const auto n = static_cast<std::size_t>(d - '0');
        if (c == '%' && d >= '1' && d <= '9' && n <= p.args.size()) {
            p.english += p.args[n - 1].english;
            ++i;
        } else {
            p.english += c;
        }
    }
    return p;
}

Transition Transition::forViewer(int viewer) const {
    Transition out;
    out.notes = notes;
    for (const TableEvent& e : events) {
        if (e.onlyFor >= 0 && e.onlyFor != viewer) {
            TableEvent blank = e;
            blank.face.clear();
            if (blank.kind == TableEvent::Kind::Revealed) continue;
            out.events.push_back(std::move(blank));
        } else {
            out.events.push_back(e);
        }
    }
    return out;
}

} // namespace hatrack
