// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Pawns in Hats on the real game screen with the real engine, played with the
// mouse: a step by drag, a punch by click, picking up a hat (the die rolls),
// setting it down or wearing it, taking it off, the chessboard's coordinates
// (also flipped), check, the words of the tooltips, and a checkers board that
// looks as it always did.
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
        name: "Pawns"
        when: windowShown

        readonly property var board: screen.board
        readonly property int dieId: 32

        // "e4" -> square (row 0 is rank 8).
        function sq(name) {
            return (8 - Number(name[1])) * 8 + "abcdefgh".indexOf(name[0])
        }
        function drag(from, to, modifiers) {
            const a = board.squareCenter(sq(from)), b = board.squareCenter(sq(to))
            verify(a.x >= 0 && b.x >= 0, "both squares are on screen")
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y, Qt.LeftButton, modifiers || Qt.NoModifier)
        }
        function click(name) {
            const p = board.squareCenter(sq(name))
            mouseClick(board, p.x, p.y)
        }
        function start(fen, seed) {
            verify(controller.newGame("pawns-in-hats", {}, ["human", "human"], seed || 1, fen || ""),
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
        function visibleItems(name) {
            const found = []
            const layer = board.tokenLayer
            for (let i = 0; i < layer.children.length; ++i)
                if (layer.children[i].objectName === name && layer.children[i].visible)
                    found.push(layer.children[i])
            return found
        }
        // The live hat token items lying on a square, and worn by the piece there.
        function hatsOn(name) {
            return board.tokenLayer.itemsAt("square:" + sq(name)).filter(i => i.type === "hat")
        }
        function wornBy(name) {
            const piece = board.pieceAt(sq(name))
            return piece ? controller.table.tokens.facesAt("on:" + piece.tokenId) : []
        }

        // An unknown hat on e4 with a white pawn on e3 below it; far away a black
        // pawn and another unknown hat (the last hat identified without a crown
        // would end the game).
        readonly property string hatAhead: "4p3/8/8/8/8/4P3/8/8 ?7/8/8/8/4?3/8/8/8 w - - 0 1"
        // The first seed whose first roll makes the hat on e4 `face` ("mirage": it vanishes).
        // Another position may be given (`fen`), with a white pawn on e3 and
        // an unknown hat on e4 too, for faces other than the mirage.
        function seedFor(face, fen = hatAhead) {
            for (let seed = 1; seed < 200; ++seed) {
                start(fen, seed)
                verify(controller.playMoves("e3-e4 pick"), controller.statusText)
                const worn = controller.table.tokens.facesAt("on:" + board.pieceAt(sq("e4")).tokenId)
                const got = fen === hatAhead && controller.table.tokens.count("", "") < 5 ? "mirage" : worn[0]
                if (got === face)
                    return seed
            }
            fail("no seed below 200 rolls " + face)
            return -1
        }

        function cleanup() {
            tryCompare(screen, "incoming", ({}), 3000)
            controller.flipped = false
            AppSettings.askQuietChoices = true
        }

        function test_startPosition() {
            start()
            compare(controller.table.art, "pawns-in-hats")
            compare(controller.currentPlayer, 0)
            // White at the bottom, Black at the top, 16 face-down hats between.
            compare(board.pieceAt(sq("e1")).owner, 0)
            compare(board.pieceAt(sq("e8")).owner, 1)
            compare(board.pieceAt(sq("e2")), null)
            verify(board.squareCenter(sq("e1")).y > board.squareCenter(sq("e8")).y, "White sits at the bottom")
            compare(hatsOn("e4").length, 1)
            compare(hatsOn("e4")[0].faceDown, true)
            compare(hatsOn("e4")[0].tipText, "Unknown hat: a pawn that steps here may pick it up and roll the die.")
            // The colour discs: White's light, in White's strip at the bottom,
            // with what White took; Black's the same at the top.
            compare(findChild(screen, "hatStripBottom").side, 0)
            compare(findChild(findChild(screen, "hatStripBottom"), "counter_took:0").text, "Captured: 0")
            compare(findChild(findChild(screen, "hatStripTop"), "counter_took:1").text, "Captured: 0")
            compare(findChild(findChild(screen, "hatStripBottom"), "counter_took:1"), null)
            // The die lies in the upper strip, not rolled yet.
            const die = board.tokenLayer.itemFor(dieId)
            verify(die !== null)
            tryCompare(die, "visible", true)
            compare(die.face, "")
            const strip = findChild(screen, "hatStripTop")
            const p = die.mapToItem(strip, die.width / 2, die.height / 2)
            verify(p.x > 0 && p.x < strip.width && p.y > 0 && p.y < strip.height, "the die lies in the upper strip")
        }

        // A piece that captured by a drag and was asked about its hat still
        // explains itself once the pointer comes back to it: its tip, held
        // back while it landed under the pointer, had stayed hidden for good.
        function test_aPieceThatCapturedShowsItsTipAgain() {
            start("4k3/8/8/4p3/8/8/8/4QK2 8/8/8/8/8/8/8/8 w - c 0 1")
            drag("e1", "e5")
            tryVerify(() => controller.choices.length > 0, 3000, "the hat question")
            const piece = board.pieceAt(sq("e5"))
            verify(piece !== null)
            const popup = findChild(piece, "infoTipPopup")
            // The hand goes to the buttons a while, then back to the queen.
            mouseMove(root, 1, 1)
            wait(2000)
            const p = board.squareCenter(sq("e5"))
            mouseMove(board, p.x, p.y)
            tryVerify(() => popup.visible, 3000, "the queen's tip shows")
            verify(popup.text.startsWith("White pawn wearing a Queenly Crown"), popup.text)
            mouseMove(root, 1, 1)
            tryVerify(() => !popup.visible, 3000)
        }

        // The counters say what they count, and when it draws, on hover.
        function test_countersExplainThemselves() {
            start()
            for (const id of ["halfmoves", "hats-unidentified", "took:0"]) {
                const counter = findChild(screen, "counter_" + id)
                verify(counter !== null, id)
                verify(counter.tip !== "", id + " has a tip")
                mouseMove(counter, counter.width / 2, counter.height / 2)
                const tip = findChild(counter, "counterTip")
                tryVerify(() => tip.visible, 3000, id + ": the tip shows")
                mouseMove(root, 1, 1)
                // Gone before the next: an open tip would take the pointer.
                tryVerify(() => !findChild(tip, "infoTipPopup").visible, 3000)
                wait(300)
            }
            verify(findChild(screen, "counter_halfmoves").tip.indexOf("100") >= 0)
        }

        function test_coordinatesFollowTheFlip() {
            start()
            compare(board.hasLabels, true)
            const cols = [], rows = []
            for (let i = 0; i < 8; ++i) {
                cols.push(findChild(board, "colLabel_" + i).text)
                rows.push(findChild(board, "rowLabel_" + i).text)
            }
            compare(cols.join(""), "abcdefgh", "files from the left")
            compare(rows.join(""), "87654321", "ranks from the top")
            // The file letter sits under its column, the rank beside its row.
            const a = findChild(board, "colLabel_0"), e1 = board.squareCenter(sq("e1"))
            const label = findChild(board, "colLabel_4")
            const lp = label.mapToItem(board, label.width / 2, label.height / 2)
            verify(Math.abs(lp.x - e1.x) < 2, "e under the e-file")
            verify(lp.y > e1.y, "below the board")
            controller.flipped = true
            cols.length = 0
            rows.length = 0
            for (let i = 0; i < 8; ++i) {
                cols.push(findChild(board, "colLabel_" + i).text)
                rows.push(findChild(board, "rowLabel_" + i).text)
            }
            compare(cols.join(""), "hgfedcba", "flipped: h on the left")
            compare(rows.join(""), "12345678", "flipped: rank 1 at the top")
            verify(board.squareCenter(sq("e1")).y < board.squareCenter(sq("e8")).y, "White on top when flipped")
            // Black's strip is at the bottom now.
            compare(findChild(screen, "hatStripBottom").side, 1)
        }

        function test_checkersBoardUnchanged() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1))
            compare(board.hasLabels, false)
            compare(board.frameShare, 0.16)
            compare(findChild(board, "colLabel_0"), null, "no coordinates on a checkers board")
            compare(findChild(board, "rowLabel_0"), null)
            compare(controller.topPlayer, 0, "Black on top in checkers")
            compare(controller.flipped, false)
            // Black (the first player) is still drawn dark.
            compare(String(screen.board.tokenLayer.artObject.playerColour(0)), String(Theme.blackPiece))
            // A human alone against the computer as Black sits at the bottom, as before.
            verify(controller.newGame("checkers", {}, ["human", "random"], 1))
            compare(controller.flipped, true)
            verify(controller.newGame("pawns-in-hats", {}, ["human", "random"], 1))
            compare(controller.flipped, false, "White is at the bottom already")
        }

        function test_stepByDrag() {
            start()
            // The pawns start on the first rank.
            const pawn = board.pieceAt(sq("e1"))
            drag("e1", "e2")
            compare(controller.moveList[0], "e1-e2", controller.statusText)
            compare(board.pieceAt(sq("e2")), pawn, "the same pawn moved")
            compare(board.pieceAt(sq("e1")), null)
            compare(controller.currentPlayer, 1)
            compare(pawn.tipText, "White pawn: steps one square straight ahead, or punches an enemy on the square ahead.")
        }

        function test_punchByClick() {
            start("8/8/8/4p3/4P3/8/8/8 ?7/8/8/8/8/8/8/8 w - - 0 1")
            click("e4")
            compare(controller.selectedSquare, sq("e4"))
            verify(contains(controller.targetSquares, sq("e5")))
            // The punch is marked as a punch: a burst, no step dot and no crosshair.
            const bursts = visibleItems("punchTarget")
            compare(bursts.length, 1)
            const centre = bursts[0].mapToItem(board, bursts[0].width / 2, bursts[0].height / 2)
            const e5 = board.squareCenter(sq("e5"))
            verify(Math.abs(centre.x - e5.x) < 2 && Math.abs(centre.y - e5.y) < 2, "the burst is on e5")
            compare(visibleItems("captureTarget").length, 0)
            const victim = board.pieceAt(sq("e5"))
            const puncher = board.pieceAt(sq("e4"))
            click("e5")
            compare(controller.moveList[0], "e4^e5")
            compare(board.pieceAt(sq("e5")), null, "the bare pawn punched is captured")
            compare(board.pieceAt(sq("e4")), puncher, "the puncher stays")
            compare(victim.alive, false)
            tryCompare(victim, "visible", false, 2000)
        }

        function test_punchedHatLandsWhereClicked() {
            // Black's bishop-hatted pawn on e5: punched, its mitre flies to a square White clicks.
            start("8/8/8/4b3/4P3/8/8/8 ?7/8/8/8/8/8/8/8 w - - 0 1")
            click("e4")
            compare(visibleItems("punchTarget").length, 1)
            click("e5")
            compare(controller.pickGroups, ["punched-hat"])
            const hint = findChild(screen, "placementHint")
            compare(hint.text, "The punch knocked the hat off: click a ringed square beside the piece where it lands.")
            verify(hint.visible, "the hint shows, though there is no button beside it")
            verify(contains(controller.pickTargets("punched-hat"), sq("d6")))
            compare(visibleItems("pickTarget").length, controller.pickOptions.length)
            click("d6")
            compare(controller.pickGroups.length, 0)
            compare(hatsOn("d6").length, 1)
            compare(hatsOn("d6")[0].face, "bishop")
            compare(wornBy("e5").length, 0, "the black pawn is bare now")
        }

        function test_pickUpRollAndSetDown() {
            const seed = seedFor("bishop")
            start(hatAhead, seed)
            const hat = hatsOn("e4")[0]
            const die = board.tokenLayer.itemFor(dieId)
            compare(die.rolls, 0)
            const pawn = board.pieceAt(sq("e3"))
            drag("e3", "e4")
            compare(board.pieceAt(sq("e4")), pawn, controller.statusText)
            // Pick up or leave, as buttons; the pawn is still White's to decide.
            const pick = findChild(screen, "choice_pick-up")
            verify(pick !== null)
            compare(pick.text, "Pick up the hat")
            verify(findChild(screen, "choice_leave") !== null)
            clickItem(pick)
            // The die rolled a 3 (Bishop Mitre), and tumbles before it shows it.
            tryCompare(die, "face", "3")
            compare(die.rolls, 1)
            const art = findChild(die, "dieCube").parent
            tryCompare(art, "rolling", false, 2000)
            compare(art.shownValue, "3")
            compare(findChild(screen, "rollLine_0").text, "3: Bishop Mitre on e4")
            verify(die.tipText.indexOf("Bishop Mitre on e4") >= 0, die.tipText)
            // The hat turns over once the die has landed: a mitre, held in
            // the hand (not yet worn) until the player decides.
            compare(hat.face, "bishop")
            verify(Array.from(hat.flags).indexOf("held") >= 0, "held, not worn")
            compare(hat.faceDown, false)
            const drawn = findChild(hat, "hat")
            tryCompare(drawn, "shownFace", "bishop", 3000)
            tryCompare(drawn, "turning", false, 3000)
            // Wear it, or set it down on a ringed square around e4.
            compare(controller.pickGroups, ["place-hat"])
            verify(findChild(screen, "choice_wear_bishop") !== null)
            verify(contains(board.pickSquares, sq("d5")))
            compare(findChild(screen, "placementHint").text,
                    "Click a ringed square beside your pawn to set the Bishop Mitre down there, or put it on.")
            click("d5")
            compare(controller.pickGroups.length, 0)
            tryCompare(hat, "placeKey", "square:" + sq("d5"))
            compare(wornBy("e4").length, 0)
            compare(controller.gameOver, false)
            compare(controller.currentPlayer, 1)
        }

        function test_pickUpAndWear() {
            const seed = seedFor("knight")
            start(hatAhead, seed)
            drag("e3", "e4")
            clickItem(findChild(screen, "choice_pick-up"))
            tryCompare(board.tokenLayer.itemFor(dieId), "face", "4")
            // A known hat is named on its button, with its picture.
            const wear = findChild(screen, "choice_wear_knight")
            compare(wear.text, "Wear the Knighted Helm")
            // Held over its head, the helm is not worn yet, and the tip says so.
            compare(board.pieceAt(sq("e4")).tipText, "White pawn holding a Knighted Helm, not yet worn.")
            clickItem(wear)
            compare(wornBy("e4"), ["knight"])
            const pawn = board.pieceAt(sq("e4"))
            compare(pawn.tipText, "White pawn wearing a Knighted Helm: moves as a knight.")
            // The helm sits on the pawn's head, inside its square.
            const hat = board.tokenLayer.itemsAt("on:" + pawn.tokenId)[0]
            tryCompare(hat, "flying", false, 3000)
            verify(hat.width > board.cellSize * 0.6, "big enough to read")
            verify(hat.x >= pawn.x && hat.x + hat.width <= pawn.x + pawn.width)
            verify(hat.y + hat.height < pawn.y + pawn.height * 0.6, "on the head, not at the feet")
        }

        function test_theLanguageChangesAfterARoll() {
            // The roll lines beside the die are worded anew, and in German
            // they have no room: switching used to crash in the layout.
            const seed = seedFor("knight")
            start(hatAhead, seed)
            drag("e3", "e4")
            clickItem(findChild(screen, "choice_pick-up"))
            tryCompare(board.tokenLayer.itemFor(dieId), "face", "4")
            tryVerify(() => findChild(screen, "rollLine_0") !== null && findChild(screen, "rollLine_0").visible)
            for (const language of ["de", "en", "de", "fr", "de", "en"]) {
                AppSettings.language = language
                wait(100)
            }
            AppSettings.language = ""
            compare(findChild(screen, "choice_wear_knight").text, "Wear the Knighted Helm")
        }

        function test_shortWindowKeepsTheChoiceAndTheMoves() {
            // At 800x600 the question, its button and the latest move all
            // show: the part above the list scrolls rather than squeeze the
            // list of moves away.
            root.width = 800
            root.height = 600
            try {
                start(hatAhead, seedFor("knight"))
                drag("e3", "e4")
                clickItem(findChild(screen, "choice_pick-up"))
                const wear = findChild(screen, "choice_wear_knight")
                verify(wear !== null && wear.visible)
                waitForItemPolished(wear.parent)
                const list = findChild(screen, "moveListView")
                verify(list.height >= 40, "room for a move in the list: " + list.height)
                const area = findChild(screen, "decisionArea")
                const at = wear.mapToItem(area, 0, 0)
                verify(at.y >= 0 && at.y + wear.height <= area.height,
                       "the button is not cut off: " + at.y + "+" + wear.height + " in " + area.height)
                clickItem(wear)
                compare(wornBy("e4"), ["knight"])
            } finally {
                root.width = 1000
                root.height = 760
            }
        }

        function test_aHintKeepsTheQuestionInSightAt800x600_data() {
            // Under the offer of lessons over a game not played before (about
            // 47 of the 600 pixels), with every pawn on the board the
            // expert's hint says the reply it expects and why at length: five
            // lines, where the button to wear the hat scrolled out of sight.
            return [{tag: "800x600", height: 600, level: "hard", fen: hatAhead},
                    {tag: "under the offer of lessons, the expert's hint", height: 553, level: "expert",
                     fen: "pppppppp/8/8/8/8/4P3/8/PPPP1PPP 8/8/8/????????/????????/8/8/8 w - - 0 1"}]
        }
        function test_aHintKeepsTheQuestionInSightAt800x600(data) {
            // German words are long: with the hint below them, the question
            // used to scroll out of the top of the panel.
            root.width = 800
            root.height = data.height
            AppSettings.language = "de"
            AppSettings.hintLevel = data.level
            try {
                start(data.fen, seedFor("knight", data.fen))
                drag("e3", "e4")
                clickItem(findChild(screen, "choice_pick-up"))
                verify(findChild(screen, "choice_wear_knight") !== null)
                const panelTop = () => findChild(screen, "decisionArea").mapToItem(screen, 0, 0).y
                const buttonsTop = () => findChild(screen, "hintButton").mapToItem(screen, 0, 0).y
                waitForItemPolished(findChild(screen, "decisionArea").parent)
                const questionWas = panelTop(), buttonsWere = buttonsTop()
                controller.hint()
                tryVerify(() => controller.hintText !== "", 20000)
                const area = findChild(screen, "decisionArea")
                const question = findChild(screen, "decisionLabel")
                const hint = findChild(screen, "hintLabel")
                waitForItemPolished(area.parent)
                wait(100)
                compare(findChild(screen, "placementHint").visible, false, "the how-to line gives way")
                // Nothing else moves: the room of a list given way stays below the hint.
                compare(panelTop(), questionWas, "the question stays where it was")
                compare(buttonsTop(), buttonsWere, "the buttons stay where they were")
                const top = question.mapToItem(area, 0, 0).y
                verify(top >= 0, "the question's first line shows: " + top)
                const end = hint.mapToItem(area, 0, hint.height).y
                verify(end <= area.height + 1, "the hint shows: " + end + " in " + area.height)
                const wear = findChild(screen, "choice_wear_knight")
                const at = wear.mapToItem(area, 0, 0).y
                verify(at >= 0 && at + wear.height <= area.height, "the button shows: " + at + " in " + area.height)
                // The list of moves is back with the next decision.
                clickItem(wear)
                tryCompare(controller, "hintText", "")
                tryVerify(() => findChild(screen, "moveListView").height >= 40)
            } finally {
                controller.cancelHint()
                AppSettings.hintLevel = "hard"
                AppSettings.language = ""
                root.width = 1000
                root.height = 760
            }
        }

        function test_mirageVanishes() {
            const seed = seedFor("mirage")
            start(hatAhead, seed)
            const hat = hatsOn("e4")[0]
            drag("e3", "e4")
            clickItem(findChild(screen, "choice_pick-up"))
            tryCompare(board.tokenLayer.itemFor(dieId), "face", "6")
            compare(hat.alive, false)
            compare(hat.face, "mirage", "it is seen as a mirage")
            compare(hat.visible, true, "it lingers while it turns over")
            tryCompare(hat, "visible", false, 4000)
            compare(wornBy("e4").length, 0)
        }

        function test_takeOffByClickingASquare() {
            // A bishop-hatted white pawn on c1 moves to e3 (no hat there) and may take its mitre off.
            start("4p3/8/8/8/8/8/8/2B5 ?7/8/8/8/8/?7/8/8 w - - 0 1")
            const pawn = board.pieceAt(sq("c1"))
            compare(pawn.tipText, "White pawn wearing a Bishop Mitre: moves as a bishop.")
            // The bishop may go to b2 and a3, and onto the hat lying on a3: a
            // plain move there (a dot), not a capture of the hat.
            compare(controller.selectedSquare, sq("c1"))
            verify(contains(controller.targetSquares, sq("a3")))
            compare(visibleItems("captureTarget").length, 0)
            drag("c1", "e3")
            compare(board.pieceAt(sq("e3")), pawn)
            compare(controller.pickGroups, ["take-off"])
            const keep = findChild(screen, "choice_keep_bishop")
            verify(keep !== null)
            compare(keep.text, "Keep the hat on")
            // Its tooltip says what the hat is, and that the question can be switched off.
            const tip = findChild(keep, "choiceTip")
            verify(tip.text.startsWith("Bishop Mitre"), tip.text)
            verify(tip.text.endsWith("\nThis question can be turned off in the settings."), tip.text)
            click("d4")
            compare(controller.pickGroups.length, 0)
            compare(wornBy("e3").length, 0, "a bare pawn again")
            compare(hatsOn("d4").length, 1)
            compare(hatsOn("d4")[0].face, "bishop")
            compare(hatsOn("d4")[0].tipText,
                    "Bishop Mitre, lying here: a bare pawn that steps here may pick it up and wear it, and then it moves as a bishop.")
        }

        function test_shiftDropAsksWhenTheHatStaysOnByItself() {
            AppSettings.askQuietChoices = false
            start("4p3/8/8/8/8/8/8/2B5 ?7/8/8/8/8/?7/8/8 w - - 0 1")
            drag("c1", "e3")
            compare(controller.currentPlayer, 1, "Black's turn: nothing was asked")
            compare(wornBy("e3").length, 1, "the mitre stayed on")
            compare(findChild(screen, "choice_keep_bishop"), null)
            verify(controller.playMoves("e8-e7"))
            drag("e3", "c1", Qt.ShiftModifier)
            compare(controller.currentPlayer, 0)
            compare(controller.pickGroups, ["take-off"])
            verify(findChild(screen, "choice_keep_bishop") !== null)
            AppSettings.askQuietChoices = true
        }

        function test_targetsOnHatsAreSeen() {
            // White's queen on d1; an unknown hat lies on d4, and Black's pawn
            // stands on another on d5.
            start("4p3/8/8/3p4/8/8/8/3Q4 8/8/8/3?4/3?4/8/8/8 w - - 0 1")
            if (controller.selectedSquare !== sq("d1"))
                click("d1")
            compare(controller.selectedSquare, sq("d1"))
            verify(contains(controller.targetSquares, sq("d4")))
            verify(contains(controller.targetSquares, sq("d5")))
            // The move onto the hat on d4: a dot drawn above the hat, not under it.
            const dots = visibleItems("targetDotOver")
            compare(dots.length, 1)
            const hat = hatsOn("d4")[0]
            verify(dots[0].z > hat.z, "the dot is drawn above the hat")
            const centre = dots[0].mapToItem(board, dots[0].width / 2, dots[0].height / 2)
            const d4 = board.squareCenter(sq("d4"))
            verify(Math.abs(centre.x - d4.x) < 2 && Math.abs(centre.y - d4.y) < 2, "the dot is on d4")
            // The capture on d5: a crosshair, though a hat lies under the pawn there.
            const hairs = visibleItems("captureTarget")
            compare(hairs.length, 1)
            const hc = hairs[0].mapToItem(board, hairs[0].width / 2, hairs[0].height / 2)
            const d5 = board.squareCenter(sq("d5"))
            verify(Math.abs(hc.x - d5.x) < 2 && Math.abs(hc.y - d5.y) < 2, "the crosshair is on d5")
        }

        function test_dieTipAfterUndo() {
            // An undo of the move after a roll keeps the roll listed, and the
            // die, made anew, still shows its face: its tooltip says that face.
            const seed = seedFor("bishop")
            start(hatAhead, seed)
            verify(controller.playMoves("e3-e4 pick wear e8-e7"), controller.statusText)
            const die = board.tokenLayer.itemFor(dieId)
            tryCompare(die, "face", "3")
            controller.undo()
            compare(controller.table.rolls.length, 1)
            compare(controller.table.rolls[0].value, 3)
            // The tokens are made anew by the undo.
            const again = board.tokenLayer.itemFor(dieId)
            verify(again !== null)
            tryCompare(again, "face", "3")
            verify(/^The die\. Latest rolls, newest first:\n.*3.*Bishop Mitre on e4/.test(again.tipText),
                   again.tipText)
        }

        function test_lyingHatUnderAPieceIsNotWorn() {
            // An unknown hat lies on c4 under a white pawn: drawn small at its feet.
            start("4p3/8/8/8/2P5/8/8/8 8/8/8/8/2?5/8/8/8 w - - 0 1")
            const pawn = board.pieceAt(sq("c4"))
            const hat = hatsOn("c4")[0]
            compare(wornBy("c4").length, 0)
            const art = findChild(hat, "hat")
            verify(art !== null)
            tryCompare(hat, "flying", false)
            const box = art.mapToItem(board, 0, 0)
            verify(art.width < board.cellSize * 0.5, "smaller than a worn hat")
            verify(box.y > pawn.y + pawn.height * 0.5, "down at the pawn's feet")
            // The pawn's tooltip tells of it; the hat has none of its own there.
            compare(hat.tipText, "")
            compare(pawn.tipText, "White pawn: steps one square straight ahead, or punches an enemy on the square ahead.\n"
                    + "An unknown hat lies at its feet (not worn).")
            // Only the pawn explains its square: the hat, which names nothing,
            // would show what the pawn may do without saying which piece it is.
            verify(pawn.explains)
            verify(!hat.explains)
        }

        function test_checkGlows() {
            // White's crowned pawn on e1 is in check from Black's bishop on b4.
            start("4k3/8/8/8/1b6/8/8/4K3 ?7/8/8/8/8/8/8/8 w - c 0 20")
            const king = board.pieceAt(sq("e1"))
            verify(contains(king.flags, "check"))
            const glow = findChild(king, "checkGlow")
            verify(glow !== null && glow.visible)
            verify(king.tipText.indexOf("Kingly Crown") >= 0 && king.tipText.indexOf("In check!") >= 0, king.tipText)
            compare(findChild(board.pieceAt(sq("e8")), "checkGlow").visible, false)
        }

        function test_rulesHelp() {
            start()
            const text = findChild(screen, "rulesText").text
            verify(text.indexOf("<h2>Pawns in Hats</h2>") >= 0)
            verify(text.indexOf("Using the board") >= 0)
            verify(text.indexOf("Punching:") >= 0)
        }
    }
}
