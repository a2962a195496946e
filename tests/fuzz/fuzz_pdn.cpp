// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PDN game records: parsed, then each game replayed from its FEN tag; what was
// played must be written and read back with the same tags and moves.
#include "fuzz_support.h"
#include "match.h"
#include "pdn.h"

#include <cstdlib>

namespace {

void checkRoundTrip(const hatrack::PdnGame& game, const hatrack::PdnReplay& played) {
    using namespace hatrack;
    std::string written;
    try {
        written = writePdn(played.match, game.tags);
    } catch (const RulesError&) {
        std::abort(); // a game played from a record must be writable
    }
    const auto again = parsePdn(written);
    if (again.size() != 1) std::abort();
    for (const auto& [name, value] : game.tags) {
        if (name == "Result" || name == "FEN") continue; // written from the game itself
        const auto it = again.front().tags.find(name);
        if (it == again.front().tags.end() || it->second != value) std::abort();
    }
    const PdnReplay back = replayPdn(again.front(), "checkers");
    if (!back.stopped.empty() || back.played != played.played) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace hatrack;
    for (const PdnGame& g : parsePdn(fuzz::text(data, size))) {
        try {
            const PdnReplay played = replayPdn(g, "checkers");
            checkRoundTrip(g, played);
        } catch (const RulesError&) {
        }
    }
    return 0;
}
