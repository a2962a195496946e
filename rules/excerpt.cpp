// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "excerpt.h"

namespace hatrack {

namespace {

bool continuationByte(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

std::string excerpt(std::string_view text, std::size_t limit) {
    static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
    std::size_t chars = 0, cut = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (continuationByte(text[i])) continue;
        // Room is kept for the ellipsis, so a cut text is `limit` long too.
        if (chars + 1 == limit) cut = i;
        if (++chars > limit) break;
    }
    const bool shortened = chars > limit;
    std::string out(text.substr(0, shortened ? cut : text.size()));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    if (shortened) out += kEllipsis;
    return out;
}

} // namespace hatrack
