// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// hatrack-cli bench: the search's signature, as a chess engine's bench is.

namespace hatrack::cli {

// Searches a fixed set of positions from every game on fixed node budgets, one
// thread, and prints the nodes of each, their total and the speed. The node
// counts are the same on every run and build; only the speed is the machine's.
int runBench();

} // namespace hatrack::cli
