// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Trains the checkers evaluation's small network (rules/checkers/learned_eval.h)
// on the positions hatrack-eval-data writes, and prints its weights, rounded
// to the integers the search uses, as the C++ of learned_eval_weights.inc.
//
//   hatrack-train-eval [--hidden N] OUT.inc EPOCHS DATA...
//
// N hidden units, 64 (the built-in network's width) unless given; a network
// of another width plays only through a weights file (weights_file.h).
// Each position's target mixes how its game ended with its search score, half
// each: the result alone is noisy, the score alone only repeats the old
// evaluation. A twentieth of the positions is kept aside to report the loss
// the network was not trained on.
#include "checkers/learned_eval.h"
#include "checkers/search.h"
#include "rng.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace hatrack;
using namespace hatrack::checkers;

namespace {

constexpr int kIn = LearnedEval::kInputs;
constexpr int kMaxHidden = 256;
int hidden = LearnedEval::kHidden; // set once, from --hidden

struct Sample {
    std::array<std::uint8_t, 24> on;
    std::uint8_t count;
    float target;
};

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

struct Net {
    std::vector<float> w1 = std::vector<float>(kIn * hidden); // [input][hidden]
    std::vector<float> b1 = std::vector<float>(hidden);
    std::vector<float> w2 = std::vector<float>(hidden);
    float b2 = 0;
};

// Adam's moments for every parameter, laid out as in Net.
struct Adam {
    std::vector<float> m, v;
    explicit Adam(std::size_t n) : m(n), v(n) {}
    void step(float* p, const float* g, std::size_t n, std::size_t at, float lr, int t) {
        const float b1 = 0.9f, b2 = 0.999f;
        const float c1 = 1 - std::pow(b1, static_cast<float>(t));
        const float c2 = 1 - std::pow(b2, static_cast<float>(t));
        for (std::size_t i = 0; i < n; ++i) {
            float& mi = m[at + i];
            float& vi = v[at + i];
            mi = b1 * mi + (1 - b1) * g[i];
            vi = b2 * vi + (1 - b2) * g[i] * g[i];
            p[i] -= lr * (mi / c1) / (std::sqrt(vi / c2) + 1e-8f);
        }
    }
};

float forward(const Net& n, const Sample& s, std::array<float, kMaxHidden>& pre) {
    for (int j = 0; j < hidden; ++j) pre[j] = n.b1[j];
    for (int k = 0; k < s.count; ++k) {
        const float* w = &n.w1[static_cast<std::size_t>(s.on[k]) * hidden];
        for (int j = 0; j < hidden; ++j) pre[j] += w[j];
    }
    float out = n.b2;
    for (int j = 0; j < hidden; ++j) out += n.w2[j] * std::clamp(pre[j], 0.0f, 1.0f);
    return out;
}

double loss(const Net& n, const std::vector<Sample>& data, std::size_t from, std::size_t to) {
    double total = 0;
    std::array<float, kMaxHidden> pre;
    for (std::size_t i = from; i < to; ++i) {
        const double p = std::clamp(sigmoid(forward(n, data[i], pre)), 1e-7, 1 - 1e-7);
        const double t = data[i].target;
        total -= t * std::log(p) + (1 - t) * std::log(1 - p);
    }
    return total / static_cast<double>(to - from);
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 2 && std::string(argv[1]) == "--hidden") {
        hidden = std::stoi(argv[2]);
        argv += 2;
        argc -= 2;
    }
    if (argc < 4 || (hidden != 32 && hidden != 64 && hidden != 128 && hidden != 256)) {
        std::cerr << "usage: hatrack-train-eval [--hidden 32|64|128|256] OUT.inc EPOCHS DATA...\n";
        return 2;
    }
    const int epochs = std::stoi(argv[2]);
    std::vector<Sample> data;
    std::vector<Position> positions;
    for (int f = 3; f < argc; ++f) {
        std::ifstream in(argv[f], std::ios::binary);
        std::uint32_t w[4];
        while (in.read(reinterpret_cast<char*>(w), sizeof w)) {
            Position p;
            p.black = w[0];
            p.white = w[1];
            p.kings = w[2];
            p.toMove = static_cast<int>(w[3] >> 31);
            const int score = static_cast<std::int16_t>(w[3] & 0xFFFF);
            const int result = static_cast<int>((w[3] >> 16) & 3);
            Sample s{};
            s.count = static_cast<std::uint8_t>(LearnedEval::inputsOf(p, s.on.data()));
            const double fromScore = sigmoid(score / static_cast<double>(LearnedEval::kScale));
            s.target = static_cast<float>(0.5 * result / 2.0 + 0.5 * fromScore);
            data.push_back(s);
            positions.push_back(p);
        }
    }
    std::cerr << data.size() << " positions\n";
    Rng rng(12345);
    for (std::size_t i = data.size(); i > 1; --i) {
        const std::size_t j = rng.below(i);
        std::swap(data[i - 1], data[j]);
        std::swap(positions[i - 1], positions[j]);
    }
    const std::size_t held = data.size() / 20;
    {
        // The hand-written evaluation's loss on the same targets, for comparison.
        double total = 0;
        for (std::size_t i = data.size() - held; i < data.size(); ++i) {
            const double p = std::clamp(
                sigmoid(static_cast<double>(evaluate(positions[i])) / LearnedEval::kScale), 1e-7,
                1 - 1e-7);
            const double t = data[i].target;
            total -= t * std::log(p) + (1 - t) * std::log(1 - p);
        }
        std::cerr << "hand-written evaluation: held-out loss " << total / static_cast<double>(held)
                  << "\n";
    }
    const std::size_t train = data.size() - held;

    Net net;
    for (float& w : net.w1)
        w = static_cast<float>((static_cast<double>(rng.below(1 << 20)) / (1 << 20) - 0.5) * 0.2);
    for (float& w : net.w2)
        w = static_cast<float>((static_cast<double>(rng.below(1 << 20)) / (1 << 20) - 0.5) * 0.5);
    for (float& b : net.b1) b = 0.25f;
    Adam adam(kIn * hidden + 2 * hidden + 1);
    const std::size_t batch = 256;
    int t = 0;
    std::vector<float> g1(kIn * hidden), gb1(hidden), g2(hidden);
    for (int epoch = 0; epoch < epochs; ++epoch) {
        const float lr = 0.002f * std::pow(0.7f, static_cast<float>(epoch));
        for (std::size_t i = train; i > 1; --i) std::swap(data[i - 1], data[rng.below(i)]);
        for (std::size_t at = 0; at + batch <= train; at += batch) {
            std::fill(g1.begin(), g1.end(), 0.0f);
            std::fill(gb1.begin(), gb1.end(), 0.0f);
            std::fill(g2.begin(), g2.end(), 0.0f);
            float gb2 = 0;
            std::array<float, kMaxHidden> pre;
            for (std::size_t i = at; i < at + batch; ++i) {
                const Sample& s = data[i];
                const float out = forward(net, s, pre);
                const float d = static_cast<float>(sigmoid(out) - s.target) / batch;
                gb2 += d;
                for (int j = 0; j < hidden; ++j) {
                    g2[j] += d * std::clamp(pre[j], 0.0f, 1.0f);
                    if (pre[j] <= 0.0f || pre[j] >= 1.0f) continue;
                    const float dh = d * net.w2[j];
                    gb1[j] += dh;
                    for (int k = 0; k < s.count; ++k)
                        g1[static_cast<std::size_t>(s.on[k]) * hidden + j] += dh;
                }
            }
            ++t;
            adam.step(net.w1.data(), g1.data(), g1.size(), 0, lr, t);
            adam.step(net.b1.data(), gb1.data(), hidden, g1.size(), lr, t);
            adam.step(net.w2.data(), g2.data(), hidden, g1.size() + hidden, lr, t);
            adam.step(&net.b2, &gb2, 1, g1.size() + 2 * hidden, lr, t);
        }
        std::cerr << "epoch " << epoch + 1 << ": training loss " << loss(net, data, 0, train / 10)
                  << ", held-out loss " << loss(net, data, train, data.size()) << "\n";
    }

    // The search adds integers: the first layer in 1/kOne, its outputs clipped
    // to [0, kOne], the second layer in 1/kOne again.
    const auto q = [](float w) { return static_cast<int>(std::lround(w * LearnedEval::kOne)); };
    std::ofstream out(argv[1]);
    out << "// Made by tests/training/train_eval.cpp from " << data.size()
        << " self-play positions; do not edit.\n";
    out << "// The first layer, by input, kHidden weights each.\n";
    out << "inline constexpr std::int16_t kLayer1[kInputs * kHidden] = {\n";
    for (int i = 0; i < kIn; ++i) {
        for (int j = 0; j < hidden; ++j) out << q(net.w1[i * hidden + j]) << ",";
        out << "\n";
    }
    out << "};\ninline constexpr std::int16_t kBias1[kHidden] = {";
    for (float b : net.b1) out << q(b) << ",";
    out << "};\ninline constexpr std::int32_t kLayer2[kHidden] = {";
    for (float w : net.w2) out << q(w) << ",";
    out << "};\ninline constexpr std::int32_t kBias2 = " << q(net.b2 * LearnedEval::kOne) << ";\n";
    std::cerr << "wrote " << argv[1] << "\n";
    return 0;
}
