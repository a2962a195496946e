// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "error_text.h"

#include "excerpt.h"

#include <new>
#include <stdexcept>

namespace hatrack {

namespace {

// Longer than an excerpt of input: a library's message names its own problem.
constexpr std::size_t kReasonChars = 200;

} // namespace

std::string errorText(const std::exception& e) {
    // RulesError among them: errors that say what went wrong in a person's words.
    if (dynamic_cast<const std::runtime_error*>(&e)) return e.what();
    if (dynamic_cast<const std::bad_alloc*>(&e)) return "out of memory";
    if (dynamic_cast<const std::length_error*>(&e)) return "too large to handle";
    return "unexpected error: " + excerpt(e.what(), kReasonChars);
}

std::string unknownErrorText() {
    return "unexpected error";
}

} // namespace hatrack
