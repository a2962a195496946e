// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saved game files: anything that loads must save and load back the same.
#include "fuzz_support.h"
#include "savegame.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace hatrack;
    std::string saved;
    try {
        const SavedGame game = loadGame(fuzz::text(data, size));
        fuzz::checkPosition(game.match.state());
        saved = saveGame(game.match, game.players);
    } catch (const RulesError&) {
        return 0;
    }
    try {
        const SavedGame again = loadGame(saved);
        if (saveGame(again.match, again.players) != saved) std::abort();
    } catch (const RulesError&) {
        std::abort(); // a file we wrote ourselves must load
    }
    return 0;
}
