// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sorcerer's Apprentice in the registry: its options (docs/rules.md,
// Sorcerer's Apprentice), how to start it and its computer players.
#include "sorcerer_game.h"

#include "expectimax_levels.h"
#include "sorcerer_eval.h"
#include "sorcerer_state.h"

namespace hatrack::sorcerer {

namespace {

Rules rulesFrom(const Options& o) {
    Rules r;
    const std::string& d = o.at("draft");
    r.draft = d == "mixed"      ? Draft::Mixed
              : d == "select"   ? Draft::Select
              : d == "contrary" ? Draft::Contrary
                                : Draft::None;
    r.manyHats = o.at("many-hats") == "on";
    r.secondHand = o.at("second-hand") == "on";
    r.forBlood = o.at("for-blood") == "on";
    r.combo = o.at("combo") == "on";
    return r;
}

Options optionsFrom(const Rules& r) {
    auto onOff = [](bool on) -> std::string { return on ? "on" : "off"; };
    const char* draft = r.draft == Draft::Mixed      ? "mixed"
                        : r.draft == Draft::Select   ? "select"
                        : r.draft == Draft::Contrary ? "contrary"
                                                     : "none";
    return {{"draft", draft},
            {"many-hats", onOff(r.manyHats)},
            {"second-hand", onOff(r.secondHand)},
            {"for-blood", onOff(r.forBlood)},
            {"combo", onOff(r.combo)}};
}

} // namespace

GameRegistration registration() {
    const std::vector<std::string> onOff = {"off", "on"};
    GameRegistration r;
    r.info = {
        "sorcerers-apprentice",
        "Sorcerer's Apprentice",
        "Checkers with magic hats: capture to draw hats from the bag, then wear their powers.",
        {"Black", "White"},
        {
            {"draft",
             "Hat draft",
             {"none", "mixed", "select", "contrary"},
             "Pick hats before play: mixed fills the bag, select gives each player a pool to "
             "choose from on capture, contrary lets the opponent choose from it.",
             {"No draft: draw from the full bag", "Mixed Hat Draft", "Select Hat Draft",
              "Contrary Select Hat Draft"}},
            {"many-hats",
             "Wearing Many Hats",
             onOff,
             "A piece may wear several hats, added evenly across your pieces.",
             {}},
            {"second-hand",
             "Second-Hand Hats",
             onOff,
             "Capturing a hatted piece moves its hats into your rack (Venom excepted).",
             {}},
            {"for-blood",
             "Playing for Blood",
             onOff,
             "Most pieces left wins; hats in the rack only break ties.",
             {}},
            {"combo",
             "Triple Hat Combo Bonus",
             onOff,
             "Trade three hats from your rack to bring back two men or take two hats.",
             {}},
        }};
    r.create = [](const Options& o, const std::string& fen) -> std::unique_ptr<GameState> {
        const Rules rules = rulesFrom(o);
        return std::make_unique<SorcererState>(fen.empty() ? SorcererState(rules)
                                                           : SorcererState::fromFen(fen, rules));
    };
    r.positionOptions = [](const std::string& fen) {
        const auto stated = SorcererState::rulesInFen(fen);
        return stated ? optionsFrom(*stated) : Options{};
    };
    // Budgets in nodes; each help line says the depth its budget completes
    // from the start (README.md, Benchmarks).
    r.agents = expectimaxAgents(
        {
            {"easy", "looks two decisions ahead, with a dash of chance", {2, 6'000, 20}},
            {"normal",
             "looks about seven decisions ahead, skipping lines it already sees are worse",
             {16, 15'000, 0, true, true, true}},
            {"hard",
             "looks about eight decisions ahead, skipping lines it already sees are worse",
             {16, 120'000, 0, true, true, true}},
            {"expert",
             "looks about nine decisions ahead, searching five times as many positions as the "
             "hard level, skipping lines it already sees are worse",
             {20, 600'000, 0, true, true, true}},
        },
        evaluate, capturesFirst, searchKey);
    return r;
}

} // namespace hatrack::sorcerer
