// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Positions as text: the checkers FEN, then ';'-separated fields for the hats.
//   B:W21-32:B1-12;hats:5=rb,22=y;racks:r2g/b;bag:r3y5g4b4c5p5;out:;pools:/;opts:many-hats=on
// A hat list is letters (r y g b c p), each optionally followed by a count.
// Without a bag field the bag holds every hat not found elsewhere.
#include "sorcerer_state.h"

#include "checkers/fen.h"
#include "input_errors.h"

#include <bit>
#include <cctype>

namespace hatrack::sorcerer {

namespace {

// "bad FEN field '<field>': <why>".
RulesError badField(const std::string& field, Phrase why) {
    return RulesError("bad-fen-field", "bad FEN field '%1': %2",
                      {quotedInput(field), std::move(why)});
}

Hats parseHats(const std::string& text, const std::string& field) {
    Hats h;
    std::size_t i = 0;
    while (i < text.size()) {
        const int hat = hatFromLetter(text[i]);
        if (hat < 0)
            throw badField(field, Phrase::of("not-a-hat", "'%1' is not a hat (use r y g b c p)",
                                             {quotedInput(std::string(1, text[i]))}));
        ++i;
        int n = 0;
        std::size_t digits = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 3) {
            n = n * 10 + (text[i++] - '0');
            ++digits;
        }
        if (digits == 0) n = 1;
        if (h[hat] + n > kHatsPerColour)
            throw badField(field,
                           Phrase::of("more-than-5-hats", "more than 5 %1 hats", {hatName(hat)}));
        h.add(hat, n);
    }
    return h;
}

std::string hatsText(const Hats& h) {
    std::string s;
    for (int c = 0; c < kHatColours; ++c) {
        if (!h.has(c)) continue;
        s += hatLetter(c);
        if (h[c] > 1) s += std::to_string(h[c]);
    }
    return s;
}

std::pair<Hats, Hats> parsePair(const std::string& value, const std::string& field) {
    const auto slash = value.find('/');
    if (slash == std::string::npos) throw badField(field, "write Black's hats/White's hats");
    return {parseHats(value.substr(0, slash), field), parseHats(value.substr(slash + 1), field)};
}

const char* draftName(Draft d) {
    switch (d) {
    case Draft::Mixed:
        return "mixed";
    case Draft::Select:
        return "select";
    case Draft::Contrary:
        return "contrary";
    default:
        return "none";
    }
}

// The ';'-separated fields: the checkers FEN first.
std::vector<std::string> fieldsOf(const std::string& text) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (;;) {
        const auto semi = text.find(';', start);
        fields.push_back(
            text.substr(start, semi == std::string::npos ? std::string::npos : semi - start));
        if (semi == std::string::npos) break;
        start = semi + 1;
    }
    return fields;
}

// An opts: field's value ("draft=select,combo=on"); what it leaves out is off.
Rules parseOpts(const std::string& value) {
    Rules rules;
    std::size_t k = 0;
    while (k < value.size()) {
        auto comma = value.find(',', k);
        if (comma == std::string::npos) comma = value.size();
        const std::string kv = value.substr(k, comma - k);
        k = comma + 1;
        const auto eq = kv.find('=');
        const std::string key = kv.substr(0, eq),
                          v = eq == std::string::npos ? "" : kv.substr(eq + 1);
        if (key == "draft")
            rules.draft = v == "mixed"      ? Draft::Mixed
                          : v == "select"   ? Draft::Select
                          : v == "contrary" ? Draft::Contrary
                          : v == "none"
                              ? Draft::None
                              : throw RulesError("bad-fen-draft", "bad FEN option draft=%1",
                                                 {quotedInput(v)});
        else if (v != "on" && v != "off")
            throw RulesError("bad-fen-on-off", "bad FEN option '%1': use on or off",
                             {quotedInput(kv)});
        else if (key == "many-hats")
            rules.manyHats = v == "on";
        else if (key == "second-hand")
            rules.secondHand = v == "on";
        else if (key == "for-blood")
            rules.forBlood = v == "on";
        else if (key == "combo")
            rules.combo = v == "on";
        else
            throw RulesError("bad-fen-option", "bad FEN option '%1'", {quotedInput(key)});
    }
    return rules;
}

// Each option as NAME=VALUE, in the order the game lists them.
std::vector<std::string> optionTexts(const Rules& r) {
    auto onOff = [](bool on) { return on ? "on" : "off"; };
    return {std::string("draft=") + draftName(r.draft),
            std::string("many-hats=") + onOff(r.manyHats),
            std::string("second-hand=") + onOff(r.secondHand),
            std::string("for-blood=") + onOff(r.forBlood), std::string("combo=") + onOff(r.combo)};
}

// Where `stated` and `given` differ, as "many-hats=on" and "many-hats=off".
std::pair<std::string, std::string> differences(const Rules& stated, const Rules& given) {
    const auto a = optionTexts(stated), b = optionTexts(given);
    std::string mine, theirs;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == b[i]) continue;
        mine += (mine.empty() ? "" : ", ") + a[i];
        theirs += (theirs.empty() ? "" : ", ") + b[i];
    }
    return {mine, theirs};
}

} // namespace

std::string SorcererState::toFen() const {
    checkers::Position p;
    for (int s = 0; s < 32; ++s) {
        const auto b = checkers::Bits{1} << s;
        if (board_[s].owner == 0) p.black |= b;
        if (board_[s].owner == 1) p.white |= b;
        if (board_[s].owner >= 0 && board_[s].king) p.kings |= b;
    }
    p.toMove = toMove_;
    std::string fen = checkers::toFen(p) + ";hats:";
    bool first = true;
    for (int s = 0; s < 32; ++s) {
        if (board_[s].owner < 0 || board_[s].hats.total() == 0) continue;
        if (!first) fen += ',';
        fen += std::to_string(s + 1);
        fen += '=';
        fen += hatsText(board_[s].hats);
        first = false;
    }
    fen += ";racks:" + hatsText(rack_[0]) + "/" + hatsText(rack_[1]);
    fen += ";bag:" + hatsText(bag_) + ";out:" + hatsText(out_);
    if (rules_.draft == Draft::Select || rules_.draft == Draft::Contrary)
        fen += ";pools:" + hatsText(pool_[0]) + "/" + hatsText(pool_[1]);
    std::string opts;
    auto opt = [&opts](const char* name, bool on) {
        if (on) opts += std::string(opts.empty() ? "" : ",") + name + "=on";
    };
    if (rules_.draft != Draft::None) opts += std::string("draft=") + draftName(rules_.draft);
    opt("many-hats", rules_.manyHats);
    opt("second-hand", rules_.secondHand);
    opt("for-blood", rules_.forBlood);
    opt("combo", rules_.combo);
    if (!opts.empty()) fen += ";opts:" + opts;
    return fen;
}

std::optional<Rules> SorcererState::rulesInFen(const std::string& text) {
    std::optional<Rules> stated;
    const auto fields = fieldsOf(text);
    for (std::size_t i = 1; i < fields.size(); ++i)
        if (fields[i].rfind("opts:", 0) == 0) stated = parseOpts(fields[i].substr(5));
    return stated;
}

SorcererState SorcererState::fromFen(const std::string& text, const Rules& given) {
    const std::vector<std::string> fields = fieldsOf(text);
    const checkers::Position pos = checkers::parseFen(fields.front());

    const Rules& rules = given;
    std::string hatsField, racksField, bagField, outField, poolsField;
    bool bagGiven = false;
    for (std::size_t i = 1; i < fields.size(); ++i) {
        const std::string& f = fields[i];
        if (f.empty()) continue;
        const auto colon = f.find(':');
        if (colon == std::string::npos) throw badField(f, "expected NAME:VALUE");
        const std::string name = f.substr(0, colon), value = f.substr(colon + 1);
        if (name == "hats")
            hatsField = value;
        else if (name == "racks")
            racksField = value;
        else if (name == "bag")
            bagField = value, bagGiven = true;
        else if (name == "out")
            outField = value;
        else if (name == "pools")
            poolsField = value;
        else if (name == "opts") {
            // A position of one game is never read as another's: the rules the
            // match plays by stay the ones it shows and saves.
            if (const Rules stated = parseOpts(value); stated != given) {
                const auto [named, set] = differences(stated, given);
                throw RulesError("position-for-other-rules",
                                 "the position is for %1, but the game is set to %2",
                                 {Phrase::verbatim(named), Phrase::verbatim(set)});
            }
        } else {
            throw RulesError("unknown-fen-field",
                             "bad FEN field '%1' (known: hats, racks, bag, out, pools, opts)",
                             {quotedInput(name)});
        }
    }

    Rules setup = rules;
    setup.draft = Draft::None; // a position is past any draft
    SorcererState s(setup);
    s.rules_ = rules;
    s.board_ = {};
    for (int sq = 0; sq < 32; ++sq) {
        const auto b = checkers::Bits{1} << sq;
        if (pos.black & b) s.board_[sq].owner = 0;
        if (pos.white & b) s.board_[sq].owner = 1;
        s.board_[sq].king = (pos.kings & b) != 0;
    }
    s.toMove_ = pos.toMove;
    std::size_t k = 0;
    while (k < hatsField.size()) {
        auto comma = hatsField.find(',', k);
        if (comma == std::string::npos) comma = hatsField.size();
        const std::string item = hatsField.substr(k, comma - k);
        k = comma + 1;
        const auto eq = item.find('=');
        int sq = -1;
        try {
            sq = std::stoi(item.substr(0, eq)) - 1;
        } catch (const std::exception&) {
        }
        if (eq == std::string::npos || sq < 0 || sq > 31)
            throw RulesError("bad-fen-hats", "bad FEN hats '%1': write SQUARE=hats, as in 5=rb",
                             {quotedInput(item)});
        if (s.board_[sq].owner < 0)
            throw RulesError("bad-fen-hats-no-piece", "bad FEN hats '%1': there is no piece on %2",
                             {quotedInput(item), Phrase::number(sq + 1)});
        s.board_[sq].hats = parseHats(item.substr(eq + 1), "hats");
    }
    if (!racksField.empty()) std::tie(s.rack_[0], s.rack_[1]) = parsePair(racksField, "racks");
    if (!poolsField.empty()) {
        if (rules.draft != Draft::Select && rules.draft != Draft::Contrary)
            throw RulesError("bad-fen-pools",
                             "bad FEN pools '%1': pools exist only with draft=select or "
                             "draft=contrary",
                             {quotedInput(poolsField)});
        std::tie(s.pool_[0], s.pool_[1]) = parsePair(poolsField, "pools");
    }
    s.out_ = parseHats(outField, "out");
    s.bag_ = bagGiven ? parseHats(bagField, "bag") : Hats{};
    const Hats all = s.allHats();
    for (int h = 0; h < kHatColours; ++h) {
        if (all[h] > kHatsPerColour)
            throw RulesError("too-many-hats",
                             "impossible position: %1 %2 hats (there are 5 of each colour)",
                             {Phrase::number(all[h]), hatName(h)});
        if (all[h] < kHatsPerColour) {
            if (bagGiven)
                throw RulesError(
                    "too-few-hats",
                    "impossible position: only %1 %2 hats are accounted for (there are 5)",
                    {Phrase::number(all[h]), hatName(h)});
            const bool pooled = rules.draft == Draft::Select || rules.draft == Draft::Contrary;
            (pooled ? s.out_ : s.bag_).add(h, kHatsPerColour - all[h]);
        }
    }
    s.ids_.start(pos.black | pos.white);
    s.numberHats();
    s.draw_.start(s.positionKey());
    s.outcome_ = {};
    s.startTurn();
    return s;
}

} // namespace hatrack::sorcerer
