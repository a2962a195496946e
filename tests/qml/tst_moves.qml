import QtQuick
import QtTest
import Hatrack

// Moves on the real game screen with the mouse: a click on the end of a
// chain, refusals that name the move meant, said once.
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
        function start(game, fen) {
            verify(controller.newGame(game, {}, ["human", "human"], 1, fen || ""), controller.statusText)
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
    }
}
