import QtQuick
import QtTest
import Hatrack

// Sorcerer's Apprentice on the real game screen, played with the mouse: hat
// placement in the middle of the opponent's chain, declining it, a zot, the
// draft, and the score on the end banner.
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
        name: "Sorcerer"
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
        function start(fen, options, players) {
            verify(controller.newGame("sorcerers-apprentice", options || {}, players || ["human", "human"], 1, fen || ""),
                   controller.statusText)
        }
        function contains(list, value) {
            return Array.from(list).indexOf(value) >= 0
        }
        function clickItem(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is visible")
            mouseClick(item, item.width / 2, item.height / 2)
        }

        function cleanup() {
            // Let the hats in flight land, so each test starts with a quiet screen.
            tryCompare(screen, "incoming", ({}), 3000)
        }

        function test_placeHatMidChain() {
            start("B:W10,19,32:B6;racks:/b")
            drag(6, 15)
            // White lost a piece and may put the blue hat on 19 or 32 before Black goes on.
            compare(controller.currentPlayer, 1)
            verify(contains(controller.pickGroups, "blue"), JSON.stringify(controller.pickGroups))
            verify(contains(controller.pickTargets("blue"), sq(19)))
            verify(contains(controller.pickTargets("blue"), sq(32)))
            compare(screen.pickColour, "blue", "the only colour is chosen already")
            const slot = findChild(screen, "rack1_blue")
            verify(slot !== null)
            compare(slot.selectable, true)
            compare(slot.selected, true)
            compare(board.pickSquares.length, 2, "two ringed pieces")
            const piece19 = board.pieceAt(sq(19))
            click(19)
            compare(controller.pickGroups.length, 0)
            compare(controller.currentPlayer, 0, "Black's chain goes on")
            tryCompare(piece19, "shownHats", ["blue"], 3000)
            drag(15, 24)
            compare(controller.moveList[0], "6x15 blue@19 15x24")
            compare(board.pieceAt(sq(19)), piece19, "the warded piece is still on 19")
            compare(piece19.hats, "", "its blue hat left the game")
            compare(controller.hatState.out[3], 1, "one blue hat is out of the game")
        }

        function test_declineWithTheButton() {
            start("B:W10,19,32:B6;racks:/b")
            drag(6, 15)
            verify(controller.pickGroups.length > 0)
            const hint = findChild(screen, "placementHint")
            verify(hint !== null && hint.visible)
            const decline = findChild(screen, "choice_decline")
            clickItem(decline)
            compare(controller.pickGroups.length, 0)
            compare(controller.hatState.racks[1][3], 1, "the blue hat stays in White's rack")
            drag(15, 24)
            // The second loss offers the hat again, for the piece on 32: no again.
            verify(contains(controller.pickTargets("blue"), sq(32)))
            clickItem(findChild(screen, "choice_decline"))
            compare(controller.moveList[0], "6x15 nohat 15x24 nohat")
            compare(board.pieceAt(sq(19)), null, "without a hat the piece on 19 was taken")
        }

        function test_choosingAmongSeveralColours() {
            start("B:W10,19,32:B6;racks:/rb")
            drag(6, 15)
            compare(screen.pickColour, "", "with two colours the player chooses")
            const red = findChild(screen, "rack1_red")
            clickItem(red)
            compare(screen.pickColour, "red")
            compare(board.pickSquares.length, 2)
            click(32)
            compare(controller.pickGroups.length, 0)
            tryCompare(board.pieceAt(sq(32)), "shownHats", ["red"], 3000)
        }

        function test_zotByDragging() {
            start("B:W15:B10;hats:10=r")
            compare(controller.selectedSquare, sq(10), "the lone movable piece is chosen")
            verify(contains(controller.targetSquares, sq(15)))
            // The enemy under the target wears a red crosshair, not a hidden dot.
            const marks = []
            for (let i = 0; i < board.children.length; ++i)
                if (board.children[i].objectName === "captureTarget" && board.children[i].visible)
                    marks.push(board.children[i])
            compare(marks.length, 1, "one crosshair")
            const zotter = board.pieceAt(sq(10))
            drag(10, 15)
            compare(controller.moveList[0], "10z15")
            compare(board.pieceAt(sq(10)), zotter, "a zotting piece does not move")
            compare(board.pieceAt(sq(15)), null, "the enemy is gone")
            compare(controller.gameOver, true)
            compare(controller.winner, 0)
            compare(controller.hatState.out[0], 1, "the red hat left the game")
            // The end banner gives the score beside the reason.
            const table = findChild(screen, "scoreTable")
            verify(table !== null && table.visible)
            compare(findChild(screen, "score_0_pieces").text, "1")
            compare(findChild(screen, "score_1_pieces").text, "0")
            compare(findChild(screen, "score_0_hats").text, "1", "Black drew a hat for the zotted piece")
            compare(findChild(screen, "score_1_hats").text, "0")
            const reason = findChild(screen, "outcomeLabel")
            verify(reason.text.length > 0)
        }

        function test_zotByClicking() {
            start("B:W15:B10;hats:10=r")
            click(10)
            compare(controller.selectedSquare, sq(10))
            click(15)
            compare(controller.moveList[0], "10z15")
        }

        function test_strengthCaptureByDragging() {
            start("B:W15,32:B10;hats:10=c")
            verify(contains(controller.targetSquares, sq(15)))
            const strong = board.pieceAt(sq(10))
            drag(10, 15)
            compare(controller.moveList[0], "10x15")
            compare(board.pieceAt(sq(15)), strong, "the strong piece stepped onto the enemy's square")
            compare(board.pieceAt(sq(10)), null)
        }

        function test_poisonIsShown() {
            // Black jumps the green-hatted piece on 10: the jumper is poisoned
            // until the end of its turn, which the chain on 19 keeps going.
            start("B:W10,19,32:B6;hats:10=g")
            drag(6, 15)
            const jumper = board.pieceAt(sq(15))
            compare(jumper.marked, true)
            const badge = findChild(jumper, "poisonBadge")
            verify(badge !== null && badge.visible)
            verify(jumper.tipText.indexOf("Venom") >= 0)
        }

        function test_mixedDraft() {
            start("", { "draft": "mixed" })
            compare(controller.hatState.drafting, true)
            const view = findChild(screen, "draftView")
            verify(view !== null)
            tryCompare(view, "visible", true)
            compare(controller.currentPlayer, 1, "the second player picks first")
            for (let n = 0; n < 24; ++n) {
                const picker = controller.currentPlayer
                const before = controller.hatState.draftPicks[picker]
                let hat = null
                for (const colour of HatInfo.names) {
                    // Take the colours in turn, so the bag ends up mixed.
                    const c = HatInfo.names[(n + HatInfo.names.indexOf(colour)) % 6]
                    hat = view.hatItem(c)
                    if (hat)
                        break
                }
                clickItem(hat)
                compare(controller.hatState.draftPicks[picker], before + 1, "pick " + n)
            }
            compare(controller.hatState.draftPicks, [12, 12])
            compare(controller.hatState.drafting, false)
            compare(view.visible, false)
            compare(HatInfo.total(controller.hatState.bag), 24)
            compare(HatInfo.total(controller.hatState.out), 6)
            compare(controller.currentPlayer, 0, "Black moves first after the draft")
        }

        function test_selectDraftShowsPools() {
            start("", { "draft": "select" })
            const view = findChild(screen, "draftView")
            clickItem(view.hatItem("green"))
            compare(controller.hatState.pools[1][2], 1, "White's pick went to White's pool")
            const slot = findChild(screen, "pool1_green")
            verify(slot !== null && slot.visible)
            tryCompare(slot, "count", 1, 3000)
        }

        function test_nothingNewForCheckers() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1))
            compare(screen.hasHats, false)
            compare(findChild(screen, "hatStripTop").visible, false)
            compare(findChild(screen, "hatStripBottom").visible, false)
            compare(findChild(screen, "draftView").visible, false)
            compare(findChild(screen, "placementHint").visible, false)
        }
    }
}
