// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `hatrack-cli lab`: the variant lab (rules/lab.h) from the command line, its
// figures one line each, or as JSON (README.md, "lab").
#include "games.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hatrack::cli {

struct LabArgs {
    std::string game;
    Options options;                   // --option: for every variant
    std::vector<std::string> variants; // --variant "NAME=VALUE ...": one each
    long games = -1;
    std::string players; // --players A,B; empty: easy,easy
    std::uint64_t seed = 1;
    bool seedGiven = false;
    int jobs = 1;
    bool json = false;
    std::string saveGames;          // --save-games FILE: the games as one archive
    std::vector<std::string> extra; // arguments after GAME, which lab refuses
};

int runLab(const LabArgs& args);

} // namespace hatrack::cli
