// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// A board that explains itself, used with the mouse: resting the pointer on
// a piece adds what it may do now to its tooltip, and choosing a piece (a
// click, or a long press) says it under the question in the side panel.
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
        name: "Explain"
        when: windowShown

        readonly property var board: screen.board

        // PDN square n is index n - 1.
        function sq(n) { return n - 1 }
        function start(game, fen) {
            wait(50)
            verify(controller.newGame(game, {}, ["human", "human"], 1, fen || ""), controller.statusText)
            wait(50)
        }
        function cleanup() {
            // The pointer leaves the board, as a player's hand does between games.
            mouseMove(root, 1, 1)
            tryCompare(screen, "incoming", ({}), 3000)
        }
        function explanation() {
            return findChild(screen, "pieceExplanation")
        }

        function test_hoverAddsTheExplanationToTheTooltip() {
            start("checkers")
            const piece = board.pieceAt(sq(11))
            const p = board.squareCenter(sq(11))
            mouseMove(board, p.x, p.y)
            tryCompare(piece, "explanation", "The man on 11 can step to 15 or 16.", 3000)
            const popup = findChild(piece, "infoTipPopup")
            verify(popup !== null, "the piece has a tooltip")
            tryCompare(popup, "visible", true, 3000)
            compare(popup.text, "The man on 11 can step to 15 or 16.")
            // Another piece, the other player's.
            const q = board.squareCenter(sq(22))
            mouseMove(board, q.x, q.y)
            tryCompare(board.pieceAt(sq(22)), "explanation", "The man on 22 waits: it is Black's turn.", 3000)
            compare(piece.explanation, "", "the piece left behind forgets its line")
        }

        // A piece clicked to its square lands under the pointer: its tip
        // waits until the pointer has left it and come back.
        function test_aPieceLandingUnderThePointerKeepsItsTipBack() {
            start("checkers")
            const from = board.squareCenter(sq(11))
            mouseClick(board, from.x, from.y)
            const to = board.squareCenter(sq(15))
            // The hand goes there and clicks, as a player's does.
            mouseMove(board, to.x, to.y)
            mouseClick(board, to.x, to.y)
            tryCompare(controller, "moveList", ["11-15"], 3000)
            tryCompare(screen, "incoming", ({}), 3000)
            const piece = board.pieceAt(sq(15))
            verify(piece !== null)
            const popup = findChild(piece, "infoTipPopup")
            // The hand rests a while, then moves on a little, still over the piece.
            wait(1800)
            mouseMove(board, to.x + 3, to.y + 2)
            wait(900)
            compare(popup.visible, false, "no tip over the next click")
            mouseMove(root, 1, 1)
            mouseMove(board, to.x, to.y)
            tryCompare(popup, "visible", true, 3000, "back over it, the tip shows")
        }

        // Above the line the art names the piece; how it moves is said once,
        // by the line.
        function test_theArtNamesThePieceAboveTheLine() {
            start("pawns-in-hats")
            const e1 = 60
            const piece = board.pieceAt(e1)
            verify(piece.tipText.indexOf("steps one square straight ahead") >= 0, piece.tipText)
            const p = board.squareCenter(e1)
            mouseMove(board, p.x, p.y)
            tryCompare(piece, "explanation", "The pawn on e1 can step to e2.", 3000)
            compare(piece.shownTip, "White pawn.\nThe pawn on e1 can step to e2.")
            tryCompare(findChild(piece, "infoTipPopup"), "visible", true, 3000)
        }

        // What a checker carries is told once, by the line, not also by the art.
        function test_anAlienCheckerTellsWhatItCarriesOnce() {
            start("alien-checkers", "B move b:6E,10Kh,14rs w:23r,32 up:- planets:off")
            const piece = board.pieceAt(sq(14))
            const p = board.squareCenter(sq(14))
            mouseMove(board, p.x, p.y)
            tryVerify(() => piece.explanation !== "", 3000)
            const tip = piece.shownTip
            verify(tip.startsWith("Black pawn.\nThe pawn on 14 can step to "), tip)
            compare(tip.split("ring").length - 1, 1, tip)
            compare(tip.split("Snookle").length - 1, 1, tip)
            const king = board.pieceAt(sq(10))
            const k = board.squareCenter(sq(10))
            mouseMove(board, k.x, k.y)
            tryVerify(() => king.explanation !== "", 3000)
            compare(king.shownTip.split("Hippo").length - 1, 1, king.shownTip)
            verify(king.shownTip.startsWith("Black king (two pieces).\n"), king.shownTip)
        }

        // A Sorcerer's Apprentice piece's hats are told once, by the line.
        function test_aHattedPieceTellsItsHatOnce() {
            start("sorcerers-apprentice", "B:W10,19,22:B6,14;hats:22=c")
            const piece = board.pieceAt(sq(22))
            const p = board.squareCenter(sq(22))
            mouseMove(board, p.x, p.y)
            tryVerify(() => piece.explanation !== "", 3000)
            const tip = piece.shownTip
            verify(tip.startsWith("White man.\n"), tip)
            compare(tip.split("Strength").length - 1, 1, tip)
        }

        function test_aChosenPieceIsExplainedInThePanel() {
            start("checkers", "B:W18:B14,1")
            // The only piece that may move is chosen already.
            tryCompare(explanation(), "text",
                       "The man on 14 must capture: 14x23.", 3000)
            mouseClick(board, board.squareCenter(sq(14)).x, board.squareCenter(sq(14)).y)
            compare(controller.selectedSquare, sq(14))
            verify(explanation().visible)
            // A piece that cannot move says so in the status line, once.
            mouseClick(board, board.squareCenter(sq(1)).x, board.squareCenter(sq(1)).y)
            compare(controller.statusText, "The man on 1 cannot move: a capture is compulsory (14x23).")
            compare(explanation().text, "", "not said twice")
        }

        // A blocked piece clicked: the refusal opens as its explanation
        // would, which the line below does not repeat.
        function test_aBlockedPieceIsRefusedOnce() {
            start("checkers")
            mouseClick(board, board.squareCenter(sq(1)).x, board.squareCenter(sq(1)).y)
            tryVerify(() => controller.statusText.startsWith("The man on 1 cannot move"), 3000, controller.statusText)
            wait(200)
            compare(explanation().text, "", "not said twice: " + controller.statusText)
        }

        function test_aRefusedDragIsExplainedOnce() {
            start("checkers")
            // A drop on a square the man cannot reach: the refusal ends with
            // what the man may do, which the line below does not repeat.
            const from = board.squareCenter(sq(11)), to = board.squareCenter(sq(14))
            mouseDrag(board, from.x, from.y, to.x - from.x, to.y - from.y)
            tryVerify(() => controller.statusText.indexOf("11-14") >= 0, 3000, controller.statusText)
            verify(controller.statusText.indexOf("The man on 11 can step to 15 or 16.") > 0, controller.statusText)
            compare(explanation().text, "", "not said twice")
        }

        function test_aLongPressAsksWithoutChoosing() {
            start("checkers")
            const p = board.squareCenter(sq(22))
            mousePress(board, p.x, p.y)
            tryCompare(board, "heldSquare", sq(22), 3000)
            mouseRelease(board, p.x, p.y)
            compare(explanation().text, "The man on 22 waits: it is Black's turn.")
            compare(controller.selectedSquare, -1, "the press chose nothing")
            compare(controller.statusText, "", "nor was it a click")
            // The next press lets it go.
            const q = board.squareCenter(sq(11))
            mouseClick(board, q.x, q.y)
            compare(board.heldSquare, -1)
            compare(explanation().text, "The man on 11 can step to 15 or 16.")
        }
    }
}
