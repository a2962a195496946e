// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Numbers written for scripts and people alike: as few decimals as a value
// needs, up to a limit, the same text on every system ("0.5", "12", never
// "-0" or "0.50").
#include <cstdio>
#include <string>

namespace hatrack {

inline std::string numberText(double v, int mostDecimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", mostDecimals, v);
    std::string out = text;
    if (out.find('.') != std::string::npos) {
        while (out.back() == '0') out.pop_back();
        if (out.back() == '.') out.pop_back();
    }
    return out == "-0" ? "0" : out;
}

} // namespace hatrack
