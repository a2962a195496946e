// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `hatrack-cli lab GAME [--option NAME=VALUE]... [--variant "NAME=VALUE ..."]...
// --games N --players A,B --seed S [--jobs J] [--json] [--save-games FILE]`.
// Every line but the last is a figure that depends on the arguments alone,
// never on --jobs; the last says how long the run took.
#include "lab_command.h"

#include "excerpt.h"
#include "game_file.h"
#include "lab.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <set>
#include <sstream>

namespace hatrack::cli {

namespace {

// --variant "draft=mixed many-hats=on": options on top of the --option ones.
LabVariant parseVariant(const std::string& text, const Options& common) {
    LabVariant v;
    v.options = common;
    std::istringstream words(text);
    std::set<std::string> named;
    for (std::string kv; words >> kv;) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
            throw RulesError("--variant takes NAME=VALUE ..., not '" + excerpt(text) + "'");
        const std::string name = kv.substr(0, eq);
        if (!named.insert(name).second)
            throw RulesError("--variant '" + excerpt(text) + "' names " + name + " twice");
        v.options[name] = kv.substr(eq + 1);
    }
    if (named.empty())
        throw RulesError("--variant takes NAME=VALUE ..., not '" + excerpt(text) + "'");
    return v;
}

LabConfig configOf(const LabArgs& a) {
    if (a.game.empty()) throw RulesError("lab needs GAME");
    if (!a.extra.empty()) throw RulesError("lab takes one GAME, not '" + excerpt(a.extra[0]) + "'");
    if (a.games < 1) throw RulesError("lab needs --games N (at least 1)");
    if (!a.seedGiven) throw RulesError("lab needs --seed S");
    LabConfig c;
    c.gameId = a.game;
    gameInfo(c.gameId); // an unknown game first, before anything about its options
    for (const std::string& v : a.variants) c.variants.push_back(parseVariant(v, a.options));
    if (a.variants.empty()) c.variants.push_back({{}, a.options});
    c.games = static_cast<int>(a.games); // at most 1000000, as the arguments are read
    if (!a.players.empty()) {
        const auto comma = a.players.find(',');
        if (comma == std::string::npos) throw RulesError("--players takes A,B, as in easy,easy");
        c.playerA = a.players.substr(0, comma);
        c.playerB = a.players.substr(comma + 1);
    }
    c.seed = a.seed;
    c.jobs = a.jobs;
    checkLabConfig(c);
    return c;
}

// "96 0.480 [0.411,0.549]": the count (a draw counts half), the share and its interval.
std::string share(const Proportion& p) {
    char text[96];
    const bool whole = p.hits == static_cast<double>(static_cast<long long>(p.hits));
    std::snprintf(text, sizeof text, whole ? "%.0f %.3f [%.3f,%.3f]" : "%.1f %.3f [%.3f,%.3f]",
                  p.hits, p.value, p.low, p.high);
    return text;
}

void printLines(const std::vector<LabStats>& stats) {
    for (const LabStats& s : stats) {
        const int v = s.variant + 1;
        std::cout << "variant " << v << " games " << s.games;
        for (const auto& [name, p] : labMeasures(s)) std::cout << ' ' << name << ' ' << share(*p);
        std::cout << " name " << s.name << "\n";
        char mean[32];
        std::snprintf(mean, sizeof mean, "%.1f", s.meanPlies);
        std::cout << "lengths " << v << " mean " << mean << " min " << s.minPlies << " max "
                  << s.maxPlies << " bucket " << s.bucket << " histogram";
        for (const int n : s.histogram) std::cout << ' ' << n;
        std::cout << "\n";
        for (const LabEnding& e : s.endings)
            std::cout << "ending " << v << ' ' << e.id << ' ' << labSeatWord(e.winner) << ' '
                      << share(proportion(e.games, s.games)) << ' ' << e.label.english << "\n";
        for (const LabFeature& f : s.features)
            std::cout << "feature " << v << ' ' << f.id << " games " << f.games << " uses "
                      << f.uses << " score " << share(f.score) << " of " << f.score.of << ' '
                      << f.label.english << "\n";
    }
    // A line per pair of variants, its measures in labMeasures' order.
    const auto differences = labDifferences(stats);
    const auto samePair = [&](std::size_t i, std::size_t j) {
        return differences[i].a == differences[j].a && differences[i].b == differences[j].b;
    };
    for (std::size_t i = 0; i < differences.size(); ++i) {
        const LabDifference& d = differences[i];
        if (i == 0 || !samePair(i - 1, i)) std::cout << "compare " << d.a + 1 << ' ' << d.b + 1;
        std::cout << ' ' << d.measure << (d.significant ? " significant" : " not-significant");
        if (i + 1 == differences.size() || !samePair(i, i + 1)) std::cout << "\n";
    }
}

} // namespace

int runLab(const LabArgs& a) {
    const LabConfig config = configOf(a);
    LabRun run(config);
    const auto start = std::chrono::steady_clock::now();
    run.run();
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::vector<LabStats> stats;
    for (int v = 0; v < static_cast<int>(config.variants.size()); ++v)
        stats.push_back(labStats(config, run.games(), v));
    if (!a.saveGames.empty()) writeGameFile(a.saveGames, labArchive(config, run.games()));
    if (a.json) {
        std::cout << labJson(config, stats, elapsed);
        return 0;
    }
    printLines(stats);
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", elapsed);
    std::cout << "variants " << stats.size() << " games " << config.games << " elapsed-s "
              << seconds << "\n";
    return 0;
}

} // namespace hatrack::cli
