// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The variant lab's figures as JSON (`hatrack-cli lab --json`, the app's
// export) and as CSV, a line per variant and measure. Shares are rounded to
// four decimals, enough for any chart, so that the text stays readable.
#include "lab.h"
#include "number_text.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace hatrack {

namespace {

using Json = nlohmann::ordered_json;

double rounded(double v, double scale = 1e4) {
    return std::round(v * scale) / scale;
}

// A count that may hold a half (a draw counts half a win): whole when it is.
Json count(double v) {
    return v == std::floor(v) ? Json(static_cast<long long>(v)) : Json(v);
}

Json proportionJson(const Proportion& p) {
    return Json{{"hits", count(p.hits)},
                {"of", p.of},
                {"value", rounded(p.value)},
                {"low", rounded(p.low)},
                {"high", rounded(p.high)}};
}

Json variantJson(const LabConfig& config, const LabStats& s) {
    Json v{{"variant", s.variant + 1}, {"name", s.name}};
    Json options = Json::object();
    for (const auto& [name, value] :
         completeOptions(gameInfo(config.gameId),
                         config.variants.at(static_cast<std::size_t>(s.variant)).options))
        options[name] = value;
    v["options"] = options;
    v["games"] = s.games;
    for (const auto& [name, p] : labMeasures(s)) v[name] = proportionJson(*p);
    v["plies"] = Json{{"mean", rounded(s.meanPlies, 10)}, {"min", s.minPlies}, {"max", s.maxPlies}};
    v["histogram"] = Json{{"bucket", s.bucket}, {"counts", s.histogram}};
    Json endings = Json::array();
    for (const LabEnding& e : s.endings)
        endings.push_back(Json{{"id", e.id},
                               {"winner", labSeatWord(e.winner)},
                               {"label", e.label.english},
                               {"games", e.games}});
    v["endings"] = endings;
    Json features = Json::array();
    for (const LabFeature& f : s.features)
        features.push_back(Json{{"id", f.id},
                                {"label", f.label.english},
                                {"games", f.games},
                                {"uses", f.uses},
                                {"score", proportionJson(f.score)}});
    v["features"] = features;
    return v;
}

// A number for a CSV cell: at most four decimals, none when it is whole.
std::string decimals(double v) {
    return numberText(v, 4);
}

// A CSV cell, quoted when it holds a comma, a quote or a line break.
std::string cell(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

} // namespace

std::string labJson(const LabConfig& config, const std::vector<LabStats>& stats,
                    double elapsedSeconds) {
    Json doc{{"format", "hatrack-lab"},
             {"version", 1},
             {"game", config.gameId},
             {"players", Json{{"a", config.playerA}, {"b", config.playerB}}},
             {"seed", std::to_string(config.seed)},
             {"games", config.games}};
    Json variants = Json::array();
    for (const LabStats& s : stats) variants.push_back(variantJson(config, s));
    doc["variants"] = variants;
    Json differences = Json::array();
    for (const LabDifference& d : labDifferences(stats))
        differences.push_back(Json{{"variants", {d.a + 1, d.b + 1}},
                                   {"measure", d.measure},
                                   {"significant", d.significant}});
    doc["differences"] = differences;
    // Last and alone on its line: the one figure that changes from run to run.
    doc["elapsed-s"] = rounded(elapsedSeconds, 10);
    return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string labCsv(const LabConfig& config, const std::vector<LabStats>& stats) {
    (void)config;
    std::string out = "variant,name,measure,item,label,count,of,value,low,high\n";
    for (const LabStats& s : stats) {
        const std::string head = std::to_string(s.variant + 1) + "," + cell(s.name) + ",";
        const auto row = [&](const std::string& measure, const std::string& item,
                             const std::string& label, const std::string& rest) {
            out += head + measure + "," + cell(item) + "," + cell(label) + "," + rest + "\n";
        };
        const auto share = [&](const Proportion& p) {
            return decimals(p.hits) + "," + std::to_string(p.of) + "," + decimals(p.value) + "," +
                   decimals(p.low) + "," + decimals(p.high);
        };
        row("games", "", "", std::to_string(s.games) + ",,,,");
        for (const auto& [name, p] : labMeasures(s)) row(name, "", "", share(*p));
        row("plies-mean", "", "", ",," + decimals(s.meanPlies) + ",,");
        row("plies-min", "", "", std::to_string(s.minPlies) + ",,,,");
        row("plies-max", "", "", std::to_string(s.maxPlies) + ",,,,");
        for (std::size_t i = 0; i < s.histogram.size(); ++i) {
            const int from = static_cast<int>(i) * s.bucket;
            row("length", std::to_string(from) + "-" + std::to_string(from + s.bucket - 1), "",
                std::to_string(s.histogram[i]) + "," + std::to_string(s.games) + ",,,");
        }
        for (const LabEnding& e : s.endings)
            row("ending", e.id + ":" + labSeatWord(e.winner), e.label.english,
                share(proportion(e.games, s.games)));
        for (const LabFeature& f : s.features) {
            row("feature-games", f.id, f.label.english, share(proportion(f.games, s.games)));
            row("feature-uses", f.id, f.label.english, std::to_string(f.uses) + ",,,,");
            row("feature-score", f.id, f.label.english, share(f.score));
        }
    }
    return out;
}

} // namespace hatrack
