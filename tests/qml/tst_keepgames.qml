// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// A session started into a game from the command line (--game) does not keep
// that game, so it never replaces the player's own game in progress; the next
// game the player starts there is kept as in any other session.
Item {
    id: root
    width: 100
    height: 100

    Main {
        id: app
        startGameId: "checkers"
        startPlayers: ["human", "human"]
        width: 800
        height: 600
    }

    TestCase {
        name: "KeepGames"
        when: windowShown

        readonly property GameController controller: app.gameController

        function test_theNextGameIsKept() {
            compare(controller.gameId, "checkers")
            compare(controller.autosave, false, "the --game game is not kept")
            verify(controller.newGame("checkers", {}, ["human", "human"], 3, ""))
            compare(controller.autosave, true, "the game the player starts is kept")
            verify(!controller.hasGameToResume(), "kept from its first move, not before")
            verify(controller.playMoves("11-15"))
            verify(controller.hasGameToResume())
            // A game that ends is no longer kept: nothing is left behind in
            // the tests' own folder.
            verify(controller.resign())
            verify(!controller.hasGameToResume())
        }
    }
}
