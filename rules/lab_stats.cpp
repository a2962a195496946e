// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's figures: shares with their confidence intervals, game
// lengths, endings and features, counted from finished games in any order.
#include "lab.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace hatrack {

namespace {

// The level of the intervals and of the test: 95%, and the normal
// quantile for it on both sides.
constexpr double kLevel = 0.95;
constexpr double kZ = 1.959963984540054;
// The most bars a histogram of game lengths gets.
constexpr int kMostBars = 20;

// A bucket of 1, 2 or 5 times a power of ten, the smallest that draws the
// longest game within kMostBars bars.
int bucketFor(int longest) {
    for (int scale = 1;; scale *= 10)
        for (const int step : {1, 2, 5})
            if (longest / (step * scale) < kMostBars) return step * scale;
}

// How a seat fared in a game: a win counts 1, a draw half.
double scoreOf(const LabGame& game, int seat) {
    return game.winner < 0 ? 0.5 : game.winner == seat ? 1.0 : 0.0;
}

} // namespace

Proportion proportion(double hits, int of) {
    Proportion p;
    p.hits = hits;
    p.of = of;
    if (of <= 0) {
        // Nothing seen: every share is possible.
        p.high = 1;
        return p;
    }
    // Wilson's score interval, which stays within [0, 1] and is honest about
    // shares near 0 or 1 and small counts, where the normal one is not.
    const double n = of, share = hits / n, z2 = kZ * kZ;
    const double centre = (share + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ / (1 + z2 / n) * std::sqrt(share * (1 - share) / n + z2 / (4 * n * n));
    p.value = share;
    p.low = std::max(0.0, centre - half);
    p.high = std::min(1.0, centre + half);
    return p;
}

namespace {

// log C(n, k), for counts too large to multiply out.
double logChoose(int n, int k) {
    return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0);
}

} // namespace

bool significantlyDifferent(const Proportion& a, const Proportion& b) {
    if (a.of <= 0 || b.of <= 0) return false;
    // Fisher's exact test: the z-test the lab used before called two wins
    // against none "beyond chance", where every split of two wins between
    // two pairs of games is a one in three. A draw's half win cannot be
    // split, so the higher share rounds down and the lower up: never more
    // sure than the games allow.
    const bool aHigher = a.value >= b.value;
    const int ka = static_cast<int>(aHigher ? std::floor(a.hits) : std::ceil(a.hits));
    const int kb = static_cast<int>(aHigher ? std::ceil(b.hits) : std::floor(b.hits));
    const int n = a.of + b.of, k = ka + kb;
    const double whole = logChoose(n, a.of);
    const auto chance = [&](int x) {
        return std::exp(logChoose(k, x) + logChoose(n - k, a.of - x) - whole);
    };
    const double seen = chance(ka);
    double p = 0;
    for (int x = std::max(0, k - b.of); x <= std::min(a.of, k); ++x)
        if (const double c = chance(x); c <= seen * (1 + 1e-9)) p += c;
    return p < 1 - kLevel;
}

LabStats labStats(const LabConfig& config, const std::vector<LabGame>& games, int variant,
                  int bucket) {
    LabStats s;
    s.variant = variant;
    s.name = labVariantName(gameInfo(config.gameId),
                            config.variants.at(static_cast<std::size_t>(variant)));
    int longest = 0;
    for (const LabGame& g : games) longest = std::max(longest, g.plies);
    s.bucket = bucket > 0 ? bucket : bucketFor(longest);
    if (!games.empty()) s.histogram.assign(static_cast<std::size_t>(longest / s.bucket + 1), 0);

    struct Ending {
        int firstIndex = 0;
        LabEnding ending;
    };
    struct Feature {
        LabFeature feature;
        double hits = 0;
        int of = 0;
    };
    std::map<std::pair<std::string, int>, Ending> endings;
    std::map<std::string, Feature> features;
    int wins[2] = {0, 0}, draws = 0;
    double aScore = 0;
    long plies = 0;
    for (const LabGame& g : games) {
        if (g.variant != variant) continue;
        s.minPlies = s.games == 0 ? g.plies : std::min(s.minPlies, g.plies);
        s.maxPlies = std::max(s.maxPlies, g.plies);
        ++s.games;
        plies += g.plies;
        ++s.histogram[static_cast<std::size_t>(g.plies / s.bucket)];
        if (g.winner == 0 || g.winner == 1)
            ++wins[g.winner];
        else
            ++draws;
        aScore += scoreOf(g, g.aSide);

        const int winner = g.winner == 0 || g.winner == 1 ? g.winner : -1;
        auto [it, fresh] = endings.try_emplace({g.endId, winner});
        Ending& e = it->second;
        if (fresh || g.index < e.firstIndex) {
            e.firstIndex = g.index;
            e.ending.id = g.endId;
            e.ending.winner = winner;
            e.ending.label = g.end;
        }
        ++e.ending.games;

        std::string previous; // uses come sorted by feature, then seat
        for (const LabGame::Use& u : g.uses) {
            Feature& f = features[u.feature];
            if (f.feature.id.empty()) f.feature = {u.feature, u.label, 0, 0, {}};
            if (u.feature != previous) ++f.feature.games;
            previous = u.feature;
            f.feature.uses += u.times;
            f.hits += scoreOf(g, u.seat);
            ++f.of;
        }
    }
    if (s.games > 0) s.meanPlies = static_cast<double>(plies) / s.games;
    s.firstWins = proportion(wins[0], s.games);
    s.secondWins = proportion(wins[1], s.games);
    s.draws = proportion(draws, s.games);
    s.aScore = proportion(aScore, s.games);
    s.firstScore = proportion(wins[0] + 0.5 * draws, s.games);
    for (auto& [id, e] : endings) s.endings.push_back(e.ending);
    std::stable_sort(s.endings.begin(), s.endings.end(),
                     [](const LabEnding& a, const LabEnding& b) { return a.games > b.games; });
    for (auto& [id, f] : features) {
        f.feature.score = proportion(f.hits, f.of);
        s.features.push_back(f.feature);
    }
    return s;
}

const char* labSeatWord(int winner) {
    return winner == 0 ? "first" : winner == 1 ? "second" : "none";
}

std::vector<std::pair<std::string, const Proportion*>> labMeasures(const LabStats& s) {
    return {{"first-wins", &s.firstWins},
            {"second-wins", &s.secondWins},
            {"draws", &s.draws},
            {"a-score", &s.aScore},
            {"first-score", &s.firstScore}};
}

std::vector<LabDifference> labDifferences(const std::vector<LabStats>& stats) {
    std::vector<LabDifference> out;
    for (std::size_t a = 0; a < stats.size(); ++a)
        for (std::size_t b = a + 1; b < stats.size(); ++b) {
            const auto left = labMeasures(stats[a]), right = labMeasures(stats[b]);
            for (std::size_t m = 0; m < left.size(); ++m)
                out.push_back({stats[a].variant, stats[b].variant, left[m].first,
                               significantlyDifferent(*left[m].second, *right[m].second)});
        }
    return out;
}

} // namespace hatrack
