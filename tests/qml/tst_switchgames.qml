// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Switching from one game to another on the same screen, straight after a
// move, the way a player may click New game or open another game at once.
Item {
    id: root
    width: 1000
    height: 760

    GameController {
        id: controller
        stepDelay: 0
    }
    GameScreen {
        id: screen
        anchors.fill: parent
        controller: controller
    }

    TestCase {
        name: "SwitchGames"
        when: windowShown

        function test_checkersThenSorcerer() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            verify(controller.playMoves("11-15 23-19 8-11"))
            verify(controller.newGame("sorcerers-apprentice", {}, ["human", "human"], 1, ""))
            verify(controller.playMoves("11-15"))
            verify(controller.newGame("checkers", {}, ["human", "human"], 2, ""))
            wait(100)
            compare(controller.moveList, [])
        }
    }
}
