// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An exception as a message for a person, at the program's edges (a file, a
// pasted text, the command line, the computer's thread). The engine's own
// errors (RulesError) and other runtime errors say what is wrong themselves;
// anything else that gets that far (std::bad_alloc, std::length_error, a JSON
// library's error) is named by what happened, so no exception ends the program.
#include <exception>
#include <string>

namespace hatrack {

std::string errorText(const std::exception& e);
// For what is not even a std::exception.
std::string unknownErrorText();

} // namespace hatrack
