// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Plays on the real board with the mouse, as a player would.
Item {
    id: root
    width: 640
    height: 640

    GameController {
        id: controller
        stepDelay: 0
    }
    Board {
        id: board
        anchors.fill: parent
        controller: controller
    }

    // Any board draws from its cells: a chessboard, dark and light on all 64.
    GameController {
        id: idle
    }
    Board {
        id: chess
        width: 320
        height: 320
        visible: false
        controller: idle
        boardView: {
            let cells = []
            for (let r = 0; r < 8; ++r)
                for (let c = 0; c < 8; ++c)
                    cells.push({ square: r * 8 + c, row: r, col: c, dark: (r + c) % 2 === 1,
                                 name: "abcdefgh"[c] + (8 - r) })
            return { rows: 8, cols: 8, quarterTurns: chessTurns, cells: cells }
        }
        property int chessTurns: 0
    }

    TestCase {
        name: "Board"
        when: windowShown

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
        function homeOf(n) {
            const p = board.squareCenter(sq(n))
            return Qt.point(p.x - board.cellSize / 2, p.y - board.cellSize / 2)
        }
        function start(fen) {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, fen || ""))
        }

        function test_dragMovesPiece() {
            start()
            const piece = board.pieceAt(sq(11))
            drag(11, 15)
            compare(controller.moveList, ["11-15"])
            compare(controller.currentPlayer, 1)
            compare(board.pieceAt(sq(11)), null)
            compare(board.pieceAt(sq(15)), piece, "the same piece moved rather than a new one appearing")
            tryCompare(piece, "x", homeOf(15).x)
            tryCompare(piece, "y", homeOf(15).y)
            compare(controller.lastMoveSquares, [sq(11), sq(15)])
        }

        function test_illegalDropGoesBack() {
            start()
            const piece = board.pieceAt(sq(11))
            drag(11, 19)
            compare(controller.moveList, [])
            compare(controller.currentPlayer, 0)
            verify(controller.statusText.indexOf("11-19") >= 0, controller.statusText)
            tryCompare(piece, "x", homeOf(11).x)
            tryCompare(piece, "y", homeOf(11).y)
        }

        function test_compulsoryCaptureIsExplained() {
            start()
            verify(controller.playMoves("11-15 22-18"), controller.statusText)
            compare(controller.mustCapture, true)
            compare(controller.movableSquares, [sq(15)])
            drag(12, 16)
            compare(controller.currentPlayer, 0)
            verify(controller.statusText.indexOf("compulsory") >= 0, controller.statusText)
            verify(controller.statusText.indexOf("15x22") >= 0, controller.statusText)
            drag(15, 22)
            compare(controller.moveList[2], "15x22")
            compare(board.pieceAt(sq(18)), null, "the jumped piece left the board")
        }

        function test_clickThenClick() {
            start()
            click(9)
            compare(controller.selectedSquare, sq(9))
            compare(Array.from(controller.targetSquares).sort(), [sq(13), sq(14)])
            click(14)
            compare(controller.moveList, ["9-14"])
        }

        function test_chainHopByHop() {
            start("B:W10,11,18,19:B6")
            drag(6, 15)
            compare(controller.currentPlayer, 0, "the chain is not over")
            compare(controller.selectedSquare, sq(15))
            compare(Array.from(controller.targetSquares).sort(), [sq(22), sq(24)].sort())
            verify(controller.pendingDecision.indexOf("keep jumping") >= 0, controller.pendingDecision)
            drag(15, 24)
            compare(controller.moveList, ["6x15x24"])
            compare(board.pieceAt(sq(10)), null)
            compare(board.pieceAt(sq(19)), null)
        }

        function test_chainDroppedOnItsEnd() {
            start("B:W10,19:B6")
            drag(6, 24)
            tryCompare(controller, "moveList", ["6x15x24"])
            compare(controller.gameOver, true)
            compare(controller.winner, 0)
        }

        function test_anyBoardFromItsCells() {
            chess.chessTurns = 0
            for (let i = 0; i < 64; ++i) {
                const cell = findChild(chess, "cell_" + i)
                const r = Math.floor(i / 8), c = i % 8
                compare(Qt.colorEqual(cell.color, (r + c) % 2 === 1 ? Theme.darkSquare : Theme.lightSquare), true,
                        "cell " + i)
            }
            compare(chess.squareName(0), "a8")
            compare(chess.squareAtPoint(chess.squareCenter(63).x, chess.squareCenter(63).y), 63)
            // A quarter turn clockwise takes a8 to the top right corner.
            chess.chessTurns = 1
            const a8 = chess.squareCenter(0)
            compare(a8.x, chess.boardLeft + 7.5 * chess.cellSize)
            compare(a8.y, chess.boardTop + 0.5 * chess.cellSize)
            chess.chessTurns = 0
        }

        function test_computerAnswers() {
            verify(controller.newGame("checkers", {}, ["human", "easy"], 5))
            drag(11, 15)
            tryCompare(controller.moveList, "length", 2, 10000)
            compare(controller.currentPlayer, 0)
            compare(controller.humanToMove, true)
            controller.undo()
            compare(controller.moveList, [])
            verify(board.pieceAt(sq(11)) !== null)
        }
    }
}
