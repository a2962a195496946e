// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Input quoted in an error message. A message names the problem; the input is
// quoted only so that a person can find the spot, and a file or a pasted text
// of many kilobytes must not flood a one-line message.
#include <cstddef>
#include <string>
#include <string_view>

namespace hatrack {

// About a line's worth: enough to recognise a move, a FEN field or a value.
inline constexpr std::size_t kExcerptChars = 60;

// `text` for quoting: control characters become spaces, so the message stays on
// one line, and past `chars` characters it is cut and ends in "…". A cut falls
// between UTF-8 characters, never inside one.
std::string excerpt(std::string_view text, std::size_t chars = kExcerptChars);

} // namespace hatrack
