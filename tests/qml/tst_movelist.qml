// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// The list of moves of Sorcerer's Apprentice on the real game screen, played
// with the mouse: after a whole hat draft, with a hat put on mid-chain and
// what Warding did, and the computer's placements said in the status line.
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
        name: "MoveList"
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
        function cleanup() {
            // Back to the game, and let the hats in flight land.
            controller.backToGame()
            controller.cancelHint()
            tryCompare(screen, "incoming", ({}), 3000)
            settle()
        }

        // The whole mixed draft picked with the mouse, then Black's and
        // White's first moves: each in its own column of row 1.
        function test_moveListAfterADraft() {
            start("sorcerers-apprentice", "", { "draft": "mixed" })
            const view = findChild(screen, "draftView")
            tryCompare(view, "visible", true)
            for (let n = 0; n < 24; ++n) {
                let hat = null
                for (let k = 0; k < 6 && !hat; ++k)
                    hat = view.tokenItem(HatInfo.names[(n + k) % 6])
                clickItem(hat)
            }
            compare(controller.setupMoveCount, 24)
            compare(controller.table.tokens.count("bag"), 24)
            compare(findChild(screen, "setupSummary").text, "Hat draft: 12 picks each")
            // Its tooltip says who took what: White picked first, then turn about.
            const picks = controller.setupPicks
            const tip = findChild(findChild(screen, "setupSummary"), "setupTip").text.split("\n")
            compare(tip[0], "Black: " + picks.filter((p, i) => i % 2 === 1).join(", "))
            compare(tip[1], "White: " + picks.filter((p, i) => i % 2 === 0).join(", "))
            compare(controller.moveRows.length, 0, "no move of play yet")
            tryCompare(view, "visible", false)
            drag(11, 15)
            compare(controller.moveRows.length, 1)
            tryVerify(() => cell(1, 0) !== null && cell(1, 0).visible)
            compare(cell(1, 0).text, "11-15")
            compare(cell(1, 1).text, "", "White has not moved yet")
            drag(22, 18)
            tryCompare(cell(1, 1), "text", "22-18")
            compare(cell(1, 0).text, "11-15")
            verify(cell(1, 0).mapToItem(screen, 0, 0).x < cell(1, 1).mapToItem(screen, 0, 0).x,
                   "Black's column is left of White's")
            compare(cell(1, 0).mapToItem(screen, 0, 0).y, cell(1, 1).mapToItem(screen, 0, 0).y,
                    "one row")
            drag(15, 22)
            // The capture draws a hat from the bag, said after the move.
            tryVerify(() => cell(2, 0) !== null && cell(2, 0).text.startsWith("15x22"), 3000)
            verify(cell(2, 0).cell.notes[0].indexOf(" from the bag") > 0, cell(2, 0).cell.notes)
            verify(cell(2, 1) === null || cell(2, 1).text === "", "White has not moved yet")
        }

        // A hat put on mid-chain and what Warding did, in words under the chain;
        // the notation in the tooltip.
        function test_sentencesInTheList() {
            start("sorcerers-apprentice", "B:W10,19,32:B6;racks:/b")
            drag(6, 15)
            click(19)
            drag(15, 24)
            const c = cell(1, 0)
            tryVerify(() => c !== null && c.visible)
            compare(c.cell.text, "6x15x24")
            compare(c.cell.notes, ["Black draws red from the bag", "White puts blue on 19",
                                   "White's blue hat (Warding) saved the piece on 19"])
            compare(c.cell.notation, "6x15 blue@19 15x24")
            compare(c.tipText, "Black's man jumps from 6 via 15 to 24, capturing the man on 10"
                    + "\nIn the saved game: 6x15 blue@19 15x24",
                    "the tooltip tells the move in words and says what the record line is")
            compare(controller.moveList[0], "6x15 blue@19 15x24", "the notation is kept")
            verify(controller.statusText.indexOf("White's blue hat (Warding) saved the piece on 19") >= 0,
                   controller.statusText)
            // The notes sit under the chain, wrapped at word boundaries.
            verify(c.height > 40, "the notes sit under the move")
        }

        // Over two columns the players' names head them; while every turn is
        // written across both (here with its notes), they are only a legend,
        // and once a turn is in columns again they head the columns again.
        function test_headingsFollowTheLayout() {
            start("checkers")
            drag(11, 15)
            drag(22, 18)
            const white = findChild(screen, "moveHeading_1")
            tryVerify(() => white !== null && white.visible && cell(1, 1) !== null)
            const second = cell(1, 1).mapToItem(screen, 0, 0).x
            tryVerify(() => Math.abs(white.mapToItem(screen, 0, 0).x - second) < 1, 3000,
                      "White heads the second column")
            controller.newGame("sorcerers-apprentice", {}, ["human", "human"], 1, "B:W10,19,32:B1,6;racks:/b")
            drag(6, 15)
            // A turn still in progress decides nothing: its notes come as it
            // goes, and the headings would jump with every turn of a game
            // whose turns all have some.
            tryVerify(() => cell(1, 0) !== null && cell(1, 0).cell.notes.length > 0)
            wait(100)
            verify(Math.abs(white.mapToItem(screen, 0, 0).x - second) < 1,
                   "the columns stand until a turn is finished")
            click(19)
            drag(15, 24)
            tryVerify(() => cell(1, 0) !== null && !cell(1, 0).cell.current)
            const black = findChild(screen, "moveHeading_0")
            tryCompare(white, "x", black.implicitWidth + 16, 3000, "the names stand side by side")
            drag(19, 15)
            drag(1, 5)
            tryVerify(() => cell(2, 0) !== null && cell(2, 0).visible)
            tryVerify(() => Math.abs(white.mapToItem(screen, 0, 0).x - second) < 1, 3000,
                      "White heads its column again once a turn is written in columns")
            // White's reply under Black's notes stands in White's column.
            tryVerify(() => Math.abs(cell(1, 1).mapToItem(screen, 0, 0).x - second) < 1, 3000,
                      "White's 19-15 under its heading: " + cell(1, 1).mapToItem(screen, 0, 0).x)
        }

        // While the columns stand, White's reply with notes (a hat drawn)
        // is written under White's heading, not from the left under Black's.
        function test_aReplyWithNotesStandsInItsColumn() {
            start("sorcerers-apprentice", "B:W19,30:B11,5")
            drag(5, 9)
            drag(30, 26)
            drag(11, 15)
            drag(19, 10)
            // The cell shown (each row has one for columns and one for a stack).
            function shown(item, name) {
                if (item.objectName === name && item.visible && item.width > 0)
                    return item
                for (let i = 0; i < item.children.length; ++i) {
                    const found = shown(item.children[i], name)
                    if (found)
                        return found
                }
                return null
            }
            let reply = null
            tryVerify(() => (reply = shown(screen, "move_2_1")) !== null && reply.cell.notes.length > 0, 3000)
            const white = findChild(screen, "moveHeading_1")
            tryVerify(() => white !== null && white.visible)
            tryVerify(() => Math.abs(reply.mapToItem(screen, 0, 0).x - white.mapToItem(screen, 0, 0).x) < 16, 3000,
                      "19x10 under White: " + reply.mapToItem(screen, 0, 0).x + " and "
                      + white.mapToItem(screen, 0, 0).x)
            const black = shown(screen, "move_2_0")
            verify(reply.mapToItem(screen, 0, 0).x > black.mapToItem(screen, 0, 0).x + 40,
                   "right of Black's 11-15: " + reply.mapToItem(screen, 0, 0).x + ", " + black.mapToItem(screen, 0, 0).x)
        }

        // A still screen does not redraw: the thinking ring of a player who
        // is not thinking rests (it pulsed hidden, and the window was drawn
        // sixty times a second with nothing moving).
        function test_theHiddenThinkingRingRests() {
            start("checkers")
            const ring = findChild(screen, "thinkingRing")
            verify(ring !== null)
            compare(ring.visible, false)
            const before = ring.opacity
            wait(700)
            compare(ring.opacity, before, "the hidden ring does not pulse")
        }

        // In a large window the side panel's text grows with the board, up
        // to 1.4 times; at the size it was laid out for it stays as it was.
        function test_textGrowsWithALargeWindow() {
            start("checkers")
            drag(11, 15)
            const name = findChild(screen, "moveHeading_0")
            tryVerify(() => name !== null && name.visible)
            const label = name.children[1]
            compare(Theme.textScale, 1)
            compare(label.font.pixelSize, 12)
            root.width = 1600
            root.height = 1000
            try {
                tryVerify(() => Theme.textScale > 1.3, 3000, "a larger scale: " + Theme.textScale)
                compare(label.font.pixelSize, Math.round(12 * Theme.textScale))
                verify(label.font.pixelSize >= 16, label.font.pixelSize)
            } finally {
                root.width = 1000
                root.height = 760
            }
            tryCompare(Theme, "textScale", 1)
        }

        // The computer's placement, or its declining, is said in the status line.
        function test_computerPlacementIsAnnounced() {
            start("sorcerers-apprentice", "B:W10,19,32:B6;racks:/b", {}, ["human", "easy"])
            drag(6, 15)
            tryVerify(() => /White (puts blue on (19|32)|puts no hat on)/.test(controller.statusText), 10000,
                      controller.statusText)
            tryVerify(() => cell(1, 0) !== null && cell(1, 0).text.indexOf("White") >= 0, 5000)
        }
    

        // A long game in a small window: when the prompt above the list grows
        // (a pawn stepped under a hat: pick it up or leave it), the latest
        // move is still in sight.
        function test_latestMoveStaysInSight() {
            root.width = 800
            root.height = 600
            start("pawns-in-hats")
            const moves = []
            for (const f of "abcdefgh")
                moves.push(f + "1-" + f + "2", f + "8-" + f + "7", f + "2-" + f + "3", f + "7-" + f + "6")
            verify(controller.playMoves(moves.join(" ")), controller.statusText)
            const view = findChild(screen, "moveListView")
            tryVerify(() => view.atYEnd, 2000, "the list shows its end")
            verify(controller.playMoves("e3-e4"), controller.statusText)
            verify(findChild(screen, "choice_pick-up") !== null, "the prompt offers the hat")
            tryVerify(() => view.contentHeight > view.height, 2000, "the list is longer than its room")
            tryVerify(() => view.atYEnd, 2000, "the latest move is still in sight")
            // A hint arriving seconds later takes more of the panel: the latest
            // move stays in sight.
            verify(controller.playMoves("pick"), controller.statusText)
            tryVerify(() => controller.humanToMove, 5000)
            controller.hint()
            tryVerify(() => !controller.hinting && controller.hintText !== "", 20000)
            wait(1200)
            const lastShown = () => {
                const last = view.itemAtIndex(view.count - 1)
                return last !== null && last.y + last.height - view.contentY <= view.height + 1
            }
            tryVerify(lastShown, 2000, "the latest move is whole after the hint")
            // Shorter still, the row of two turns is taller than the list: the
            // latest turn shows from its first line, not the row's first turn.
            controller.cancelHint()
            verify(controller.playMoves("wear c6-c5 pick wear"), controller.statusText)
            root.height = 430
            const latestInSight = () => {
                const last = view.itemAtIndex(view.count - 1)
                if (last === null || last.height <= view.height)
                    return false
                const top = last.y + last.latestTop - view.contentY
                return last.latestTop > 0 && top >= -1 && top < view.height / 2
            }
            tryVerify(latestInSight, 3000, "the latest turn is in sight from its first line")
            root.width = 1000
            root.height = 760
        }
    

        // "Change game or players…" hides the game screen; back from it, the
        // list still shows the latest move, not the first.
        function test_latestMoveStaysInSightBackFromSetup() {
            root.width = 800
            root.height = 600
            try {
                start("checkers")
                verify(controller.playMoves("11-16 24-20 10-14 20x11 7x16 28-24 3-7 32-28 16-20 22-18 8-11 25-22 "
                                            + "11-16 29-25 7-10 24-19 2-7 28-24 7-11 18-15"),
                       controller.statusText)
                const view = findChild(screen, "moveListView")
                tryVerify(() => view.contentHeight > view.height, 2000, "the list is longer than its room")
                tryVerify(() => view.atYEnd, 2000, "the list shows its end")
                screen.visible = false
                wait(100)
                screen.visible = true
                wait(700)
                verify(view.atYEnd, "the latest move is in sight again: " + view.contentY)
            } finally {
                screen.visible = true
                root.width = 1000
                root.height = 760
            }
        }

        // At 800x600 the list keeps room for several moves in every game,
        // the latest in sight: the player cards shrink and the less used
        // buttons move into the Game menu.
        function test_severalMovesInSightAt800x600_data() {
            const checkers = "11-15 23-19 8-11 22-17 4-8 17-13 15-18 24-20 9-14 26-23 5-9 27-24"
            return [
                { tag: "checkers", game: "checkers", moves: checkers },
                { tag: "sorcerer", game: "sorcerers-apprentice", moves: checkers },
                { tag: "fantasy", game: "fantasy-rpg-checkers", moves: "choose:fighter choose:mage " + checkers },
                { tag: "pawns", game: "pawns-in-hats",
                  moves: "a1-a2 a8-a7 a2-a3 a7-a6 a3-a4 pick wear a6-a5 pick wear a4-b3 off:a4 a5-a4 b3-b4 pick wear" },
                // Against the computer: between two people the curtain hides the screen.
                { tag: "alien", game: "alien-checkers", players: ["human", "easy"],
                  moves: "9-14 card:rotate rotate:cw 22-17 card:fire fire@9 10-15 card:antimatter remove:fire@9 "
                         + "17-13 card:hippo hippo@1 5-9 card:reshuffle 23-18 card:antimatter remove:hippo" },
            ]
        }
        function test_severalMovesInSightAt800x600(data) {
            root.width = 800
            root.height = 600
            start(data.game, "", {}, data.players)
            verify(controller.playMoves(data.moves), controller.statusText)
            const view = findChild(screen, "moveListView")
            tryVerify(() => view.atYEnd, 2000, "the list shows its end")
            verify(view.height >= 4 * 21, "room for four rows of moves, not " + view.height + " px")
            // The row the top edge cuts fades under the column heading.
            const fade = findChild(screen, "moveListTopFade")
            compare(fade.visible, !view.atYBeginning, "a fade only over a cut row")
            tryCompare(findChild(screen, "resignButton"), "visible", false, 2000, "Resign is in the Game menu")
            clickItem(findChild(screen, "gameMenuButton"))
            const resign = findChild(screen, "resignItem")
            tryVerify(() => resign.visible && resign.height > 0, 2000, "Resign is in the open menu ")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !findChild(screen, "gameMenu").visible, 2000)
            tryVerify(() => view.atYEnd, 2000, "the list shows its end")
            verify(view.height >= 4 * 21, "room for four rows of moves, not " + view.height + " px")
            root.width = 1000
            root.height = 760
            tryVerify(() => findChild(screen, "resignButton").visible, 2000, "a tall panel shows the button")
        }

        // The characters of Fantasy RPG Checkers above the moves, each with
        // the player who chose it (White chooses first).
        function test_charactersAboveTheMoves() {
            start("fantasy-rpg-checkers")
            verify(controller.playMoves("choose:fighter choose:mage 11-15"), controller.statusText)
            const line = findChild(screen, "setupSummary")
            tryCompare(line, "text", "White: Smart Fighter · Black: Arcane Mage")
            compare(cell(1, 0).text, "11-15")
        }
    }
}
