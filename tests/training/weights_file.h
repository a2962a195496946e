// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A network's weights read at run time from a file that hatrack-train-eval
// wrote (the form of rules/checkers/learned_eval_weights.inc), so that two
// networks can play each other without rebuilding.

#include "checkers/learned_eval.h"

#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace hatrack::checkers::training {

class WeightsFile {
  public:
    explicit WeightsFile(const std::string& path) {
        std::ifstream in(path);
        if (!in) throw std::runtime_error("cannot read " + path);
        std::stringstream text;
        text << in.rdbuf();
        const std::string all = text.str();
        read(all, "kBias1", 0, bias1_, path);
        const int hidden = static_cast<int>(bias1_.size());
        if (hidden != 32 && hidden != 64 && hidden != 128 && hidden != 256)
            throw std::runtime_error(path + ": " + std::to_string(hidden) +
                                     " hidden units, not 32, 64, 128 or 256");
        read(all, "kLayer1", LearnedEval::kInputs * hidden, layer1_, path);
        read(all, "kLayer2", hidden, layer2_, path);
        std::vector<std::int32_t> bias2;
        read(all, "kBias2", 1, bias2, path);
        weights_ = {hidden, layer1_.data(), bias1_.data(), layer2_.data(), bias2.front()};
    }
    const LearnedWeights& weights() const { return weights_; }

  private:
    // The numbers after `name`'s `=`, up to its `;`: `count` of them, if not 0.
    template <typename T>
    static void read(const std::string& all, const std::string& name, int count,
                     std::vector<T>& out, const std::string& path) {
        const auto at = all.find(" " + name);
        const auto from = at == std::string::npos ? at : all.find('=', at);
        const auto to = from == std::string::npos ? from : all.find(';', from);
        if (to == std::string::npos) throw std::runtime_error(path + ": no " + name);
        std::string numbers = all.substr(from + 1, to - from - 1);
        for (char& c : numbers)
            if (c == '{' || c == '}' || c == ',') c = ' ';
        std::istringstream words(numbers);
        long long v;
        while (words >> v) out.push_back(static_cast<T>(v));
        if (count > 0 && static_cast<int>(out.size()) != count)
            throw std::runtime_error(path + ": " + name + " has " + std::to_string(out.size()) +
                                     " numbers, not " + std::to_string(count));
    }

    std::vector<std::int16_t> layer1_, bias1_;
    std::vector<std::int32_t> layer2_;
    LearnedWeights weights_{};
};

} // namespace hatrack::checkers::training
