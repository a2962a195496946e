// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Playing without the mouse: the arrow keys move a cursor over the board,
// Enter and Space do what a click would, and squares and pieces have names a
// screen reader can say.
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
        name: "Keyboard"
        when: windowShown

        readonly property var board: screen.board

        function init() {
            wait(50)
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            board.forceActiveFocus()
            tryVerify(() => board.activeFocus)
        }
        function cursor() { return findChild(board, "keyboardCursor") }
        function keys(key, n) {
            for (let i = 0; i < n; ++i)
                keyClick(key)
        }

        function test_aWholeMoveWithTheKeys() {
            verify(!cursor().visible, "no cursor before a key is pressed")
            keyClick(Qt.Key_Right)
            // The cursor starts on the first piece that may move: 9.
            verify(cursor().visible)
            compare(board.cursorSquare, 8)
            keys(Qt.Key_Right, 4)
            compare(board.cursorSquare, 10, "on 11")
            keyClick(Qt.Key_Return)
            compare(controller.selectedSquare, 10)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Left)
            compare(board.cursorSquare, 14, "on 15")
            keyClick(Qt.Key_Space)
            compare(controller.moveList, ["11-15"])
            // The cursor stays where it was, over the piece just moved.
            compare(board.cursorSquare, 14)
        }

        function test_theCursorFollowsAFlippedBoard() {
            controller.flipped = true
            keyClick(Qt.Key_Up)
            compare(board.cursorSquare, 8)
            // Flipped, "left" on screen is toward higher squares.
            keyClick(Qt.Key_Left)
            keyClick(Qt.Key_Left)
            compare(board.cursorSquare, 9, "two cells left on screen is the next dark square, 10")
            controller.flipped = false
        }

        function test_theMouseHidesTheCursor() {
            keyClick(Qt.Key_Right)
            verify(cursor().visible)
            const p = board.squareCenter(10)
            mouseClick(board, p.x, p.y)
            verify(!cursor().visible)
            compare(controller.selectedSquare, 10)
        }

        function test_squaresHaveNames() {
            const cell = findChild(board, "cell_1")
            verify(cell.Accessible.name.indexOf("1") === 0, cell.Accessible.name)
            verify(cell.Accessible.name.indexOf("Black") >= 0, cell.Accessible.name)
            const empty = findChild(board, "cell_" + board.bySquare[14])
            compare(empty.Accessible.name, "15, empty")
            compare(board.Accessible.role, Accessible.Table)
        }
    }
}
