// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Moves on the real game screen with the mouse: a click on the end of a
// chain, refusals that name the move meant, said once; looking back at a
// move and returning, redo, hints and the mark of a capture. The list of
// moves of Sorcerer's Apprentice is in tst_movelist.qml.
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
        name: "Moves"
        when: windowShown

        readonly property var board: screen.board

        // PDN square n is index n - 1.
        function sq(n) { return n - 1 }

        function drag(from, to) {
            const a = board.squareCenter(sq(from)), b = board.squareCenter(sq(to))
            verify(a.x >= 0 && b.x >= 0, "both squares are on screen")
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y)
        }
        function click(n) {
            const p = board.squareCenter(sq(n))
            mouseClick(board, p.x, p.y)
        }
        // Tokens take up their new places on the next turn of the event loop;
        // a human never clicks New game or Undo before that, and neither do these tests.
        function settle() {
            wait(50)
        }
        function start(game, fen, options, players) {
            settle()
            verify(controller.newGame(game, options || {}, players || ["human", "human"], 1, fen || ""),
                   controller.statusText)
        }
        function clickItem(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is visible")
            mouseClick(item, item.width / 2, item.height / 2)
        }
        // The cell of the list of moves for move `number` and player `side`.
        function cell(number, side) {
            return findChild(screen, "move_" + number + "_" + side)
        }
        function visibleItems(name) {
            let found = []
            const walk = (item) => {
                for (let i = 0; i < item.children.length; ++i) {
                    const c = item.children[i]
                    if (c.objectName === name && c.visible)
                        found.push(c)
                    walk(c)
                }
            }
            walk(screen)
            return found
        }

        function cleanup() {
            // Back to the game, and let the hats in flight land.
            controller.backToGame()
            controller.cancelHint()
            tryCompare(screen, "incoming", ({}), 3000)
            settle()
        }

        function test_clickOnTheEndOfAChain() {
            start("checkers", "B:W10,19:B6")
            click(6)
            compare(controller.selectedSquare, sq(6))
            click(24)
            tryCompare(controller, "moveList", ["6x15x24"])
            compare(controller.statusText, "")
            compare(board.pieceAt(sq(24)).owner, 0)
        }

        function test_dropOnTheEndOfAChain() {
            start("checkers", "B:W10,19:B6")
            drag(6, 24)
            tryCompare(controller, "moveList", ["6x15x24"])
        }

        // A drag along squares, by their centres, as a hand draws a chain.
        function dragAlong(squares) {
            const points = squares.map(n => board.squareCenter(sq(n)))
            mousePress(board, points[0].x, points[0].y)
            for (let leg = 1; leg < points.length; ++leg)
                for (let i = 1; i <= 6; ++i)
                    mouseMove(board, points[leg - 1].x + (points[leg].x - points[leg - 1].x) * i / 6,
                              points[leg - 1].y + (points[leg].y - points[leg - 1].y) * i / 6)
            const last = points[points.length - 1]
            mouseRelease(board, last.x, last.y)
        }

        // The king's round trip of the lesson, drawn in one drag and dropped
        // back where it began; a piece lifted and put back is no move.
        function test_aRoundTripDroppedWhereItBegan() {
            start("checkers", "B:W14,15,22,23,32:BK10")
            dragAlong([10, 10])
            compare(controller.moveList, [])
            compare(controller.statusText, "")
            dragAlong([10, 17, 26, 19, 10])
            tryCompare(controller, "moveList", ["10x17x26x19x10"])
        }

        function test_clickAndDragRefuseAlike() {
            start("checkers", "B:W18:B1,15")
            click(1)
            click(5)
            const byClick = controller.statusText
            verify(byClick.indexOf("1-5 is not allowed") === 0, byClick)
            verify(byClick.indexOf("15-5") < 0, byClick)
            start("checkers", "B:W18:B1,15")
            drag(1, 5)
            compare(controller.statusText, byClick)
            // Said once: in the status line, not again in the prompt above it.
            const status = findChild(screen, "statusLabel")
            const prompt = findChild(screen, "decisionLabel")
            compare(status.text, byClick)
            verify(prompt.text.indexOf("1-5") < 0)
        }

        function test_lookingBackAndReturning() {
            start("checkers")
            drag(11, 15)
            drag(22, 18)
            drag(15, 22)
            tryCompare(cell(2, 0), "text", "15x22")
            // Black's first move: the board shows the position after it.
            clickItem(cell(1, 0))
            compare(controller.viewing, true)
            const banner = findChild(screen, "viewingBanner")
            tryCompare(banner, "visible", true)
            compare(controller.viewLabel, "Viewing move 1 (Black) — back to the game")
            // The panel's question is the game's, and says so.
            compare(findChild(screen, "decisionLabel").text, "In the game: White to move: a capture is compulsory")
            // On the frame's edge: the top row's pieces stay in sight.
            const bannerBottom = banner.mapToItem(board, 0, banner.height).y
            verify(bannerBottom < board.boardTop + board.cellSize * 0.25,
                   "the banner ends at " + bannerBottom + ", the top row starts at " + board.boardTop)
            verify(board.pieceAt(sq(15)) !== null && board.pieceAt(sq(15)).owner === 0)
            compare(board.pieceAt(sq(22)).owner, 1, "White's piece is back on 22")
            compare(board.pieceAt(sq(18)), null)
            compare(controller.lastMoveSquares, [sq(11), sq(15)])
            // Read-only: a drag does nothing.
            drag(9, 13)
            compare(controller.moveList.length, 3)
            // The arrow keys step through the turns while the list has the focus.
            keyClick(Qt.Key_Right)
            compare(controller.viewLabel, "Viewing move 1 (White) — back to the game")
            compare(board.pieceAt(sq(18)).owner, 1)
            keyClick(Qt.Key_Left)
            compare(controller.viewedTurn, 0)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(controller.viewing, false, "the latest move is the game itself")
            keyClick(Qt.Key_Left)
            compare(controller.viewing, true)
            keyClick(Qt.Key_Escape)
            compare(controller.viewing, false)
            keyClick(Qt.Key_Left)
            compare(controller.viewing, true)
            // One click on the banner and the game is back.
            clickItem(banner)
            compare(controller.viewing, false)
            tryCompare(banner, "visible", false)
            compare(board.pieceAt(sq(22)).owner, 0)
            compare(board.pieceAt(sq(18)), null)
            drag(25, 18)
            compare(controller.moveList.length, 4, "the game goes on")
        }

        function test_redoAfterUndo() {
            start("checkers")
            drag(11, 15)
            drag(22, 18)
            const after = controller.fen
            settle()
            clickItem(findChild(screen, "undoButton"))
            compare(controller.moveList, ["11-15"])
            compare(controller.canRedo, true)
            keySequence("Ctrl+Shift+Z")
            compare(controller.moveList, ["11-15", "22-18"])
            compare(controller.fen, after)
            compare(controller.canRedo, false)
            // A move played after an undo ends what redo could put back.
            settle()
            clickItem(findChild(screen, "undoButton"))
            drag(21, 17)
            compare(controller.canRedo, false)
            compare(findChild(screen, "redoButton").enabled, false)
        }

        function test_hintIsShownNeverPlayed() {
            start("checkers", "B:W10,19:B6")
            clickItem(findChild(screen, "hintButton"))
            tryCompare(controller, "hinting", false, 10000)
            compare(controller.hintSquares, [sq(6), sq(15), sq(24)])
            compare(controller.hintText, "Hint: 6x15x24. Why: wins the game.")
            compare(findChild(screen, "hintLabel").text, "Hint: 6x15x24. Why: wins the game.")
            compare(visibleItems("hintMark").length, 3)
            compare(controller.moveList, [], "the hint is not played")
            // Playing clears it; H asks again.
            drag(6, 24)
            tryCompare(controller, "gameOver", true)
            compare(controller.hintSquares, [])
            start("checkers")
            keyClick(Qt.Key_H)
            tryCompare(controller, "hinting", false, 10000)
            verify(controller.hintSquares.length >= 2)
            verify(controller.hintText.indexOf("expecting") > 0, controller.hintText)
        }

        function test_captureIsMarked() {
            start("checkers", "B:W18,28:B15")
            compare(visibleItems("captureMark").length, 0)
            drag(15, 22)
            tryCompare(controller, "captureSquares", [sq(18)])
            compare(visibleItems("captureMark").length, 1)
            // Drawn in the last move's gold: orange is for a capture still to make.
            const strokes = Array.from(visibleItems("captureMark")[0].children).filter(c => c.color !== undefined)
            verify(strokes.length > 0)
            compare(String(strokes[0].color), String(Theme.lastCapture))
            verify(String(strokes[0].color) !== String(Theme.mustCapture))
            drag(28, 24)
            compare(visibleItems("captureMark").length, 0, "the next turn clears it")
            // Where a move of the piece chosen lands, its dot is drawn alone.
            start("checkers", "B:W18,25,29:B15")
            drag(15, 22)
            tryCompare(controller, "captureSquares", [sq(18)])
            // White's only move, 25x18, lands there: its piece is chosen already.
            tryVerify(() => controller.targetSquares.indexOf(sq(18)) >= 0, 2000, "25x18 is offered")
            compare(visibleItems("captureMark").length, 0)
        }
    }
}
