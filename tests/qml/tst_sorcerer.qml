// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
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
            // Buttons that just appeared are laid out (side by side) first.
            if (item.parent)
                waitForItemPolished(item.parent)
            mouseClick(item, item.width / 2, item.height / 2)
        }

        function cleanup() {
            // Let the hats in flight land, so each test starts with a quiet screen.
            tryCompare(screen, "incoming", ({}), 3000)
        }

        // The button for the Triple Hat Combo counts its ways in good English
        // and German: one way, two ways.
        function test_comboButtonCountsItsWays() {
            start()
            const art = board.tokenLayer.artObject
            AppSettings.language = "en"
            try {
                compare(art.moreButton(1), "Triple Hat Combo… (1 way)")
                compare(art.moreButton(3), "Triple Hat Combo… (3 ways)")
                AppSettings.language = "de"
                compare(art.moreButton(1), "Dreihut-Kombination… (1 Möglichkeit)")
                compare(art.moreButton(2), "Dreihut-Kombination… (2 Möglichkeiten)")
            } finally {
                AppSettings.language = ""
            }
        }

        function test_placeHatMidChain() {
            start("B:W10,19,32:B6;racks:/b")
            drag(6, 15)
            // White lost a piece and may put the blue hat on 19 or 32 before Black goes on.
            compare(controller.currentPlayer, 1)
            verify(contains(controller.pickGroups, "blue"), JSON.stringify(controller.pickGroups))
            verify(contains(controller.pickTargets("blue"), sq(19)))
            verify(contains(controller.pickTargets("blue"), sq(32)))
            compare(screen.pickGroup, "blue", "the only colour is chosen already")
            const slot = findChild(screen, "rack1_blue")
            verify(slot !== null)
            compare(slot.selectable, true)
            compare(slot.selected, true)
            compare(board.pickSquares.length, 2, "two ringed pieces")
            const piece19 = board.pieceAt(sq(19))
            click(19)
            compare(controller.pickGroups.length, 0)
            compare(controller.currentPlayer, 0, "Black's chain goes on")
            tryCompare(piece19, "shownWorn", ["blue"], 3000)
            drag(15, 24)
            compare(controller.moveList[0], "6x15 blue@19 15x24")
            compare(board.pieceAt(sq(19)), piece19, "the warded piece is still on 19")
            compare(piece19.worn.length, 0, "its blue hat left the game")
            compare(controller.table.tokens.count("out", "blue"), 1, "one blue hat is out of the game")
        }

        function test_theRackSaysWhenAHatGoesOn() {
            start("B:W10,19,32:B6;racks:/b")
            const slot = findChild(screen, "rack1_blue")
            const tip = findChild(slot, "slotTip")
            verify(tip !== null)
            // Before White loses a piece, its hat cannot be put on: the tip says when it can.
            verify(tip.text.indexOf("When a player loses a piece") >= 0, tip.text)
            drag(6, 15)
            compare(slot.selectable, true)
            verify(tip.text.indexOf("When a player loses a piece") < 0, "offered now: " + tip.text)
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
            compare(controller.table.tokens.count("rack:1", "blue"), 1, "the blue hat stays in White's rack")
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
            compare(screen.pickGroup, "", "with two colours the player chooses")
            const red = findChild(screen, "rack1_red")
            clickItem(red)
            compare(screen.pickGroup, "red")
            compare(board.pickSquares.length, 2)
            click(32)
            compare(controller.pickGroups.length, 0)
            tryCompare(board.pieceAt(sq(32)), "shownWorn", ["red"], 3000)
        }

        function test_zotByDragging() {
            start("B:W15:B10;hats:10=r")
            compare(controller.selectedSquare, sq(10), "the lone movable piece is chosen")
            verify(contains(controller.targetSquares, sq(15)))
            // The enemy under the target wears a red crosshair, not a hidden dot.
            const marks = []
            const layer = board.tokenLayer
            for (let i = 0; i < layer.children.length; ++i)
                if (layer.children[i].objectName === "captureTarget" && layer.children[i].visible)
                    marks.push(layer.children[i])
            compare(marks.length, 1, "one crosshair")
            const zotter = board.pieceAt(sq(10))
            drag(10, 15)
            compare(controller.moveList[0], "10z15")
            compare(board.pieceAt(sq(10)), zotter, "a zotting piece does not move")
            compare(board.pieceAt(sq(15)), null, "the enemy is gone")
            compare(controller.gameOver, true)
            compare(controller.winner, 0)
            compare(controller.table.tokens.count("out", "red"), 1, "the red hat left the game")
            // The end banner gives the score beside the reason.
            const table = findChild(screen, "scoreTable")
            verify(table !== null && table.visible)
            compare(findChild(screen, "score_0_pieces").text, "1")
            compare(findChild(screen, "score_1_pieces").text, "0")
            compare(findChild(screen, "score_0_hats").text, "1", "Black drew a hat for the zotted piece")
            compare(findChild(screen, "score_1_hats").text, "0")
            // A row per player: each player's figures on one line, under the
            // measures' names and right of the player's name.
            const hats0 = findChild(screen, "score_0_hats"), pieces0 = findChild(screen, "score_0_pieces")
            const hats1 = findChild(screen, "score_1_hats"), name0 = findChild(screen, "scoreName_0")
            compare(hats0.y, pieces0.y, "Black's figures are on one line")
            verify(hats1.y > hats0.y + hats0.height / 2, "White's figures are on the next line")
            compare(name0.y, hats0.y, "Black's name is on Black's line")
            verify(name0.x < hats0.x, "the name comes first")
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
            compare(jumper.flags.indexOf("poisoned") >= 0, true)
            const badge = findChild(jumper, "poisonBadge")
            verify(badge !== null && badge.visible)
            verify(jumper.tipText.indexOf("Venom") >= 0)
        }

        function test_mixedDraft() {
            start("", { "draft": "mixed" })
            compare(controller.table.zone("draft").kind, "draft")
            const view = findChild(screen, "draftView")
            verify(view !== null)
            tryCompare(view, "visible", true)
            compare(controller.currentPlayer, 1, "the second player picks first")
            for (let n = 0; n < 24; ++n) {
                const picker = controller.currentPlayer
                const before = controller.table.counter("draft-picks:" + picker)
                let hat = null
                for (const colour of HatInfo.names) {
                    // Take the colours in turn, so the bag ends up mixed.
                    const c = HatInfo.names[(n + HatInfo.names.indexOf(colour)) % 6]
                    hat = view.tokenItem(c)
                    if (hat)
                        break
                }
                clickItem(hat)
                compare(controller.setupMoveCount, n + 1, "pick " + n)
                if (n < 23)
                    compare(controller.table.counter("draft-picks:" + picker), before + 1, "pick " + n)
            }
            compare(controller.setupMoveCount, 24, "24 picks open the move list")
            compare(controller.table.counter("draft-picks:0", -1), -1, "the draft is over")
            compare(controller.table.zone("draft").kind, undefined)
            compare(view.open, false)
            tryCompare(view, "visible", false, 2000)
            compare(controller.table.tokens.count("bag"), 24)
            compare(controller.table.tokens.count("out"), 6)
            compare(controller.currentPlayer, 0, "Black moves first after the draft")
        }

        // A quick second click after the last pick of a draft lands on the
        // draft as it fades, not on a piece beneath it (a review met a refusal
        // before the first move that way).
        function test_aClickAfterTheLastPickStaysOffTheBoard() {
            start("", { "draft": "select" })
            const view = findChild(screen, "draftView")
            tryVerify(() => view.visible && view.tokenItem("green").x > view.tokenItem("red").x, 2000)
            for (let n = 0; n < 24; ++n) {
                let hat = null
                for (let k = 0; k < 6 && !hat; ++k)
                    hat = view.tokenItem(HatInfo.names[(n + k) % 6])
                clickItem(hat)
            }
            compare(view.open, false, "the draft is over")
            compare(controller.currentPlayer, 0)
            click(9) // a Black man, under where the draft was
            compare(controller.selectedSquare, -1, "the click did not reach the board")
            tryCompare(view, "visible", false, 2000)
            click(9)
            compare(controller.selectedSquare, sq(9), "once it has gone, the board takes clicks")
        }

        // A column's empty slots and its name take a click as its hats do.
        function test_aClickBesideTheHatsOfAColumnPicksOne() {
            start("", { "draft": "select" })
            const view = findChild(screen, "draftView")
            tryVerify(() => view.visible && view.tokenItem("green").x > view.tokenItem("red").x, 2000)
            clickItem(view.tokenItem("blue"))
            compare(controller.table.tokens.count("pool:1", "blue"), 1, "White took a blue hat")
            // The lowest slot of the blue column is empty now.
            const columns = findChild(view, "draftColumn_blue")
            verify(columns !== null)
            const slot = columns.pile.itemAt(columns.pile.count - 1)
            verify(slot.item !== null, "the slot shows an outline")
            mouseClick(slot, slot.width / 2, slot.height / 2)
            compare(controller.table.tokens.count("pool:0", "blue"), 1, "Black took a blue hat")
        }

        function labelWithText(item, text) {
            if (item.text === text && item.visible && item.truncated !== undefined)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = labelWithText(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }
        // At 800x600 each power's name under its column is whole, if smaller.
        function test_powerNamesFitAt800x600() {
            root.width = 800
            root.height = 600
            start("", { "draft": "mixed" })
            const view = findChild(screen, "draftView")
            tryCompare(view, "visible", true)
            let name = null
            tryVerify(() => (name = labelWithText(view, "Nimbleness")) !== null, 2000)
            tryVerify(() => name.width > 0 && name.width < 80, 2000, "the column is narrow: " + name.width)
            verify(!name.truncated, "Nimbleness is not cut short")
            // The count under each column stays clear of the players' rows
            // below (German's long prompt once pushed it under them).
            // A shorter window stands in for the longer texts of other languages.
            const left = labelWithText(view, "5 left")
            verify(left !== null)
            const picks = findChild(view, "draftPicks0")
            for (const height of [600, 480]) {
                root.height = height
                tryVerify(() => left.mapToItem(view, 0, left.height).y <= picks.mapToItem(view, 0, 0).y, 2000,
                          height + ": the count ends at " + left.mapToItem(view, 0, left.height).y
                          + ", the row starts at " + picks.mapToItem(view, 0, 0).y)
            }
            root.width = 1000
            root.height = 760
        }

        function test_shortWindowShowsTheWholeHatQuestion() {
            // At 800x600, two moves in, with the offer of lessons above the
            // game (about 50 pixels): a short list of moves leaves the
            // question, its button and its instruction whole (the list once
            // kept room for five rows and cut the instruction in half).
            root.width = 800
            root.height = 550
            try {
                start()
                verify(controller.playMoves("11-15 22-18 15x22 26x17"), controller.statusText)
                const area = findChild(screen, "decisionArea")
                const decline = findChild(screen, "choice_decline")
                verify(decline !== null && decline.visible)
                // Laid out with both rows of moves in the list first.
                const list = findChild(screen, "moveListView")
                tryCompare(list, "count", 2)
                waitForItemPolished(area.parent)
                wait(100)
                verify(area.contentHeight <= area.height + 1,
                       "the question fits: " + area.contentHeight + " in " + area.height)
                const fade = findChild(screen, "decisionMoreFade")
                compare(fade.visible, false, "nothing is faded when all of it shows")
                // A window too short for it scrolls, and fades what is below
                // its edge until the end is scrolled into sight.
                root.height = 440
                tryVerify(() => area.contentHeight > area.height + 1, 2000)
                tryCompare(fade, "visible", true)
                area.contentY = area.contentHeight - area.height
                tryCompare(fade, "visible", false)
                // The next question is shown from its top.
                clickItem(findChild(screen, "choice_decline"))
                verify(controller.pendingDecision.indexOf("lost a piece") < 0, controller.pendingDecision)
                compare(area.contentY, 0)
            } finally {
                root.width = 1000
                root.height = 760
            }
        }

        function buttonNamed(item, text) {
            if (item.text === text && item.visible && item.clicked !== undefined)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = buttonNamed(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }

        // Valor turns a jump aside: two captures from 22 land on 30, one over
        // 25 and one over 26. Dropped on 30, the piece asks which, in words.
        function test_twoCapturesLandingAlikeAreToldApart() {
            start("B:W25,26,32:B22,1;hats:22=p")
            drag(22, 30)
            tryVerify(() => controller.statusText.indexOf("Two captures land there") >= 0, 3000,
                      controller.statusText)
            compare(controller.choices.map(c => c.label).sort(), ["Capture on 25", "Capture on 26"])
            const button = buttonNamed(screen, "Capture on 26")
            verify(button !== null, "a button says which")
            clickItem(button)
            tryVerify(() => board.pieceAt(sq(26)) === null, 3000, "the man on 26 is taken")
            verify(board.pieceAt(sq(25)) !== null, "the man on 25 stays")
        }

        // A drag drawn along the lesson's arrows, 18 to 17 and on to 25 in
        // one gesture, makes the hop it turned on; the bag's draw comes
        // before the chain goes on, so the second hop is a drag of its own.
        // Before, the drop on 25 was refused ("18-25 is not allowed").
        function test_aDragThatTurnsACornerMakesTheHopItTurnedOn() {
            start("B:W21,22,32:BK18;hats:18=p")
            const points = [18, 17, 25].map(n => board.squareCenter(sq(n)))
            mousePress(board, points[0].x, points[0].y)
            for (let leg = 1; leg < points.length; ++leg)
                for (let i = 1; i <= 6; ++i)
                    mouseMove(board, points[leg - 1].x + (points[leg].x - points[leg - 1].x) * i / 6,
                              points[leg - 1].y + (points[leg].y - points[leg - 1].y) * i / 6)
            mouseRelease(board, points[2].x, points[2].y)
            tryVerify(() => board.pieceAt(sq(22)) === null, 3000, "the man on 22 is taken: " + controller.statusText)
            tryCompare(controller, "selectedSquare", sq(17), 3000)
            drag(17, 25)
            tryVerify(() => board.pieceAt(sq(21)) === null, 3000, "and then the man on 21: " + controller.statusText)
        }

        // The hint's line follows the jump as it turns aside, through the
        // piece it takes, rather than straight from 22 to 30.
        function test_theHintLineBendsWithAValorJump() {
            start("B:W25,26,32:B22,1;hats:22=p")
            controller.hint()
            try {
                tryVerify(() => controller.hintPath.length > 0, 20000)
                const path = controller.hintPath
                compare(path.length, 1, JSON.stringify(path))
                compare(path[0].length, 3, JSON.stringify(path))
                compare(path[0][0], sq(22))
                verify(path[0][1] === sq(25) || path[0][1] === sq(26), JSON.stringify(path))
                compare(path[0][2], sq(30))
            } finally {
                controller.cancelHint()
            }
        }

        function test_theQuestionComesBeforeTheMovesPlayed() {
            // At 800x600 after eight moves: the list of moves gives up rows
            // (down to its minimum) before the question with its button and
            // instruction is cut; a hint asked for is scrolled into sight.
            root.width = 800
            root.height = 600
            try {
                start()
                verify(controller.playMoves("9-14 22-18 5-9 21-17 14x21 18-14 10x17 24-19 1-5 19-16 "
                                            + "11x20 23-18 7-10 25-22 2-7 22x13"), controller.statusText)
                verify(controller.pendingDecision.indexOf("lost a piece") >= 0, controller.pendingDecision)
                const area = findChild(screen, "decisionArea")
                const list = findChild(screen, "moveListView")
                tryCompare(list, "count", 8)
                waitForItemPolished(area.parent)
                wait(100)
                verify(area.contentHeight <= area.height + 1,
                       "the question fits: " + area.contentHeight + " in " + area.height)
                verify(list.height >= 40, "a row or two of moves still show: " + list.height)
                controller.hint()
                const hint = findChild(screen, "hintLabel")
                tryVerify(() => controller.hintText !== "", 20000)
                tryVerify(() => hint.visible && hint.y + hint.height <= area.contentY + area.height + 1, 3000,
                          "the hint is in sight: " + hint.y + " + " + hint.height + " in " + area.contentY + " + " + area.height)
                // The hint stays in sight on a shorter window; given more room
                // again (the list giving way, a taller window), the question
                // shows from its first line, with no gap below.
                root.height = 380
                tryVerify(() => area.contentY > 0 && hint.y + hint.height <= area.contentY + area.height + 1, 5000,
                          "the hint stays in sight on a shorter window: " + hint.y + " + " + hint.height + " in "
                          + area.contentY + " + " + area.height)
                root.height = 760
                waitForItemPolished(area.parent)
                tryVerify(() => area.contentY <= Math.max(0, area.contentHeight - area.height) + 1, 2000,
                          "nothing scrolled past the end: " + area.contentY + " + " + area.height + " of "
                          + area.contentHeight)
            } finally {
                controller.cancelHint()
                root.width = 1000
                root.height = 760
            }
        }

        function test_theHowToLineShowsAt800x600InGerman() {
            // Black loses a piece in White's turn: the question, its button
            // and the line saying how to place a hat all fit, in German too.
            root.width = 800
            root.height = 600
            AppSettings.language = "de"
            try {
                start()
                verify(controller.playMoves("9-14 22-18 5-9 21-17 14x21 18-14 10x17 24-19 1-5 19-16 "
                                            + "11x20 23-18 7-10 25-22 2-7 22x13"), controller.statusText)
                const area = findChild(screen, "decisionArea")
                const how = findChild(screen, "placementHint")
                waitForItemPolished(area.parent)
                wait(100)
                verify(how.visible && how.text !== "", how.text)
                compare(findChild(screen, "offTurnNote").visible, false, "the question names who decides")
                const end = how.mapToItem(area, 0, how.height).y
                verify(end <= area.height + 1, "the how-to line shows: " + end + " in " + area.height)
            } finally {
                AppSettings.language = ""
                root.width = 1000
                root.height = 760
            }
        }

        function test_selectDraftShowsPools() {
            start("", { "draft": "select" })
            const view = findChild(screen, "draftView")
            // The draft's columns are laid out on the first frame that shows them.
            tryVerify(() => view.tokenItem("green").x > view.tokenItem("red").x, 2000, "the columns are laid out")
            clickItem(view.tokenItem("green"))
            compare(controller.table.tokens.count("pool:1", "green"), 1, "White's pick went to White's pool")
            const slot = findChild(screen, "pool1_green")
            verify(slot !== null && slot.visible)
            tryCompare(slot, "count", 1, 3000)
        }

        // The draft covers the board: a piece under it does not explain
        // itself to a pointer resting on the draft.
        function test_theDraftCoversThePiecesTooltips() {
            start("", { "draft": "select" })
            const view = findChild(screen, "draftView")
            tryVerify(() => view.visible && view.tokenItem("green").x > view.tokenItem("red").x, 2000)
            const piece = board.pieceAt(sq(4))
            const p = board.squareCenter(sq(4))
            const q = view.mapFromItem(board, p.x, p.y)
            verify(q.y >= 0 && q.y <= view.height, "the draft lies over the square")
            mouseMove(board, p.x, p.y)
            wait(400)
            compare(piece.explanation, "", "the piece under the draft says nothing")
            mouseMove(root, 1, 1)
        }

        // The hat token itself flies from White's rack onto the piece on 19.
        function test_hatFliesFromRackToPiece() {
            start("B:W10,19,32:B6;racks:/b")
            drag(6, 15)
            const layer = board.tokenLayer
            const hat = layer.itemsAt("zone:rack:1", "blue")[0]
            verify(hat !== undefined, "the blue hat lies in White's rack")
            compare(hat.visible, false, "the rack's slot draws it while it lies there")
            const slot = findChild(screen, "rack1_blue")
            const origin = slot.mapToItem(layer, slot.width / 2, slot.height / 2)
            const piece19 = board.pieceAt(sq(19))
            click(19)
            compare(hat.placeKind, "token")
            compare(hat.wornOn, piece19.tokenId)
            tryCompare(hat, "flying", true, 1000)
            verify(Math.abs(hat.fromX + hat.width / 2 - origin.x) < hat.width, "it takes off from the rack")
            tryCompare(hat, "t", 1, 3000)
            tryCompare(hat, "flying", false, 3000)
            compare(hat.visible, true)
            verify(hat.x >= piece19.x && hat.x + hat.width <= piece19.x + piece19.width, "it landed on the piece")
            compare(slot.count, 0)
        }

        // In a select draft the capturer takes a hat from the pool: a click on
        // the hat in the pool takes it, as the button does.
        function test_poolHatByClick() {
            start("B:W10,19,32:B6;pools:rg/b", { "draft": "select" })
            drag(6, 15)
            compare(controller.table.tokens.count("pool:0"), 2)
            verify(findChild(screen, "choice_pool_red") !== null, "the button is there too")
            const slot = findChild(screen, "pool0_red")
            verify(slot !== null)
            compare(slot.selectable, true)
            compare(findChild(screen, "pool0_blue").selectable, false)
            clickItem(slot)
            compare(controller.table.tokens.count("rack:0", "red"), 1)
            compare(controller.table.tokens.count("pool:0"), 1)
            tryCompare(findChild(screen, "rack0_red"), "count", 1, 3000)
        }

        // A hat clicked in the rack keeps its tip back while the pointer
        // rests on it: the tip lay over the pieces to click next.
        function test_aClickedHatKeepsItsTipBack() {
            start("B:W10,19,32:B6;racks:/rb")
            drag(6, 15)
            const red = findChild(screen, "rack1_red")
            tryVerify(() => red.selectable, 3000, "White may put on the red hat")
            mouseMove(red, red.width / 2, red.height / 2)
            mouseClick(red, red.width / 2, red.height / 2)
            compare(screen.pickGroup, "red")
            mouseMove(red, red.width / 2, red.height / 2)
            wait(900)
            compare(findChild(red, "infoTipPopup").visible, false, "no tip over the pieces")
            click(32)
            compare(controller.pickGroups.length, 0, "the red hat is on")
            mouseMove(root, 1, 1)
        }

        function test_nothingNewForCheckers() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1))
            compare(screen.hasZones, false)
            compare(findChild(screen, "hatStripTop").visible, false)
            compare(findChild(screen, "hatStripBottom").visible, false)
            compare(findChild(screen, "draftView").visible, false)
            compare(findChild(screen, "placementHint").visible, false)
        }
    }
}
