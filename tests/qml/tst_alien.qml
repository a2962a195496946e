// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// Alien Checkers on the real game screen with the real engine, played with
// the mouse: a move, a card chosen by clicking it, fire set down on a square,
// a pair of walls built on two edges, the board turning a quarter, the
// Monolith slid, Antimatter greyed when it has nothing to remove, and the
// secret planets: a curtain between two people at one screen, the opponent's
// planet never shown, both shown at the end.
Item {
    id: root
    width: 1200
    height: 800

    GameController {
        id: controller
        stepDelay: 0
    }
    GameScreen {
        id: screen
        anchors.fill: parent
        controller: controller
    }
    Component {
        id: lonePanel
        CardPanel {}
    }
    Component {
        id: lonePile
        CardPile {}
    }

    TestCase {
        name: "Alien"
        when: windowShown

        readonly property var board: screen.board
        readonly property var tokenLayer: screen.board.tokenLayer
        readonly property int blackPlanet: 1600
        readonly property int whitePlanet: 1601

        function start(fen, players, seed) {
            verify(controller.newGame("alien-checkers", {}, players || ["human", "human"], seed || 1, fen || ""),
                   controller.statusText)
        }
        // Squares are numbered 1-32 on screen; the engine counts from 0.
        function centre(n) {
            const p = board.squareCenter(n - 1)
            verify(p.x >= 0, "square " + n + " is on screen")
            return p
        }
        function drag(from, to) {
            const a = centre(from), b = centre(to)
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y)
        }
        function click(n) {
            const p = centre(n)
            mouseClick(board, p.x, p.y)
        }
        function clickItem(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is visible")
            // Buttons that just appeared are laid out (side by side) first.
            if (item.parent)
                waitForItemPolished(item.parent)
            mouseClick(item, item.width / 2, item.height / 2)
        }
        // The face-up card showing `face`, as drawn.
        function faceUp(face) {
            return tokenLayer.itemsAt("zone:face-up").find(i => i.face === face) || null
        }
        function live(type) {
            const out = []
            for (let id = 0; id < 1700; ++id) {
                const i = tokenLayer.itemFor(id)
                if (i && i.alive && i.type === type)
                    out.push(i)
            }
            return out
        }
        function visibleNamed(parent, name, out) {
            for (let i = 0; i < parent.children.length; ++i) {
                const c = parent.children[i]
                if (c.objectName === name && c.visible)
                    out.push(c)
                visibleNamed(c, name, out)
            }
            return out
        }
        function liftCurtain(player) {
            const curtain = findChild(screen, "curtain")
            const cover = findChild(curtain, "curtainCover")
            tryCompare(controller, "curtainPlayer", player, 3000)
            // After a turn, its player passes the screen on first.
            if (curtain.waiting)
                clickItem(findChild(curtain, "passButton"))
            tryCompare(cover, "opacity", 1, 3000)
            compare(findChild(curtain, "curtainText").text,
                    "Pass the screen to " + controller.playerNames[player] + ", then click.")
            mouseClick(cover, cover.width / 2, cover.height / 2)
            compare(controller.curtain, false)
            tryCompare(curtain, "visible", false)
        }

        function cleanup() {
            tryCompare(screen, "incoming", ({}), 3000)
            root.width = 1200
            root.height = 800
            // The pointer leaves the board, as a player's hand does between games.
            mouseMove(root, 1, 1)
        }

        function test_curtainAndSecretPlanets() {
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus")
            // Two people at one screen with secrets: the table waits for Black.
            compare(controller.curtain, true)
            const curtain = findChild(screen, "curtain")
            liftCurtain(0)
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            compare(tokenLayer.itemFor(whitePlanet).face, "")
            verify(findChild(screen, "planetGoals").text.indexOf("Mars") >= 0, "Black reads the goal of Mars")
            verify(findChild(screen, "planetGoals").text.indexOf("you have captured eight") >= 0,
                   "Black's own goal speaks to Black")
            verify(findChild(screen, "planetGoals").text.indexOf("Venus") < 0, "White's planet stays hidden")

            // Black moves; a second card is turned up; Black chooses fire by
            // clicking it and lights it on 15.
            drag(9, 13)
            tryVerify(() => faceUp("fire") !== null && faceUp("fire").clickable, 3000, "fire may be chosen")
            clickItem(faceUp("fire"))
            tryVerify(() => board.pickSquares.length > 0, 3000, "the squares for the fire glow")
            verify(board.pickSquares.indexOf(14) >= 0, "15 may take fire")
            click(15)
            tryVerify(() => live("fire").length === 1, 3000, "a fire burns")
            compare(live("fire")[0].square, 14)

            // Black's turn is over: Black still sees the fire burn, on Black's
            // own table, until passing the screen to White.
            compare(controller.curtain, true)
            const pass = findChild(curtain, "passButton")
            tryCompare(pass, "visible", true)
            compare(pass.text, "Pass to White")
            // The bar stays over the board's column, off the side panel's
            // buttons, also in the smallest window.
            root.width = 800
            root.height = 600
            waitForItemPolished(screen)
            const bar = findChild(curtain, "passBar")
            const side = findChild(screen, "sidePanel")
            verify(bar.mapToItem(screen, bar.width, 0).x <= side.mapToItem(screen, 0, 0).x,
                   "the bar ends left of the side panel")
            verify(bar.mapToItem(screen, 0, 0).x >= 0, "and starts on the screen")
            root.width = 1600
            root.height = 1000
            waitForItemPolished(screen)
            // Beside the walls White has left, in the strip under the board, not over them.
            const walls = findChild(screen, "counter_walls-left:1")
            verify(walls.mapToItem(screen, walls.width, 0).x <= bar.mapToItem(screen, 0, 0).x,
                   "the bar leaves the counts in sight")
            root.width = 1200
            root.height = 800
            wait(900)
            compare(findChild(curtain, "curtainCover").opacity, 0, "the table stays in view")
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            compare(tokenLayer.itemFor(whitePlanet).face, "", "White's planet stays hidden meanwhile")
            // White's turn: the curtain comes down, and White sees Venus only.
            liftCurtain(1)
            compare(tokenLayer.itemFor(whitePlanet).face, "venus")
            compare(tokenLayer.itemFor(blackPlanet).face, "")
            verify(findChild(screen, "planetGoals").text.indexOf("Mars") < 0, "Black's planet stays hidden from White")
        }

        // The player whose turn is over may take it back from the pass bar,
        // but once the screen is passed on nobody can undo the other's turn.
        function test_takeBackBeforePassingTheScreen() {
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus")
            const curtain = findChild(screen, "curtain")
            liftCurtain(0)
            drag(9, 13)
            tryVerify(() => faceUp("fire") !== null && faceUp("fire").clickable, 3000, "fire may be chosen")
            clickItem(faceUp("fire"))
            tryVerify(() => board.pickSquares.length > 0, 3000, "the squares for the fire glow")
            click(15)
            const takeBack = findChild(curtain, "takeBackButton")
            tryCompare(takeBack, "visible", true)
            clickItem(takeBack)
            compare(controller.curtain, false, "the screen stays Black's")
            compare(controller.currentPlayer, 0)
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            verify(controller.fen.indexOf("B move b:9,10 ") === 0, "the checker is back on 9: " + controller.fen)
            drag(9, 13)
            tryVerify(() => faceUp("fire") !== null && faceUp("fire").clickable, 3000, "the turn is played again")
            clickItem(faceUp("fire"))
            tryVerify(() => board.pickSquares.length > 0, 3000, "the squares for the fire glow again")
            click(15)
            tryCompare(findChild(curtain, "passButton"), "visible", true)
            liftCurtain(1)
            compare(takeBack.visible, false)
            const undo = findChild(screen, "undoButton")
            compare(undo.enabled, false, "White cannot take back Black's turn")
            compare(tokenLayer.itemFor(blackPlanet).face, "", "and never sees Black's planet")
        }

        // A draw offered at one screen is answered behind the curtain, never
        // over the table of the player who offered it.
        function test_aDrawOfferIsAnsweredBehindTheCurtain() {
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus")
            liftCurtain(0)
            const answer = findChild(screen, "drawAnswerDialog")
            clickItem(findChild(screen, "offerDrawButton"))
            const cover = findChild(findChild(screen, "curtain"), "curtainCover")
            tryCompare(cover, "opacity", 1, 3000)
            compare(answer.opened, false, "not asked over Black's table")
            liftCurtain(1)
            tryCompare(answer, "opened", true)
            compare(tokenLayer.itemFor(blackPlanet).face, "", "White answers at White's own table")
            compare(tokenLayer.itemFor(whitePlanet).face, "venus")
            clickItem(findChild(answer, "declineDrawButton"))
            tryCompare(answer, "visible", false)
            liftCurtain(0)
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            compare(findChild(screen, "statusLabel").text, "White declines the draw.")
        }

        function test_againstTheComputerOnlyMyPlanet() {
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus", ["human", "normal"])
            compare(controller.curtain, false)
            compare(findChild(screen, "curtain").visible, false)
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            compare(tokenLayer.itemFor(whitePlanet).face, "")
            compare(tokenLayer.itemFor(whitePlanet).faceDown, true)
        }

        function test_bothPlanetsShownAtTheEnd() {
            // White's last checker is taken: the game ends and both planets show.
            start("B move b:14 w:18 up:fire planets:mars/venus")
            liftCurtain(0)
            drag(14, 23)
            tryCompare(controller, "gameOver", true, 3000)
            compare(controller.curtain, false)
            tryCompare(tokenLayer.itemFor(whitePlanet), "face", "venus")
            compare(tokenLayer.itemFor(blackPlanet).face, "mars")
            verify(controller.outcomeReason !== "", "the reason is given")
            // Both goals show now, each worded for its holder, not for "you".
            const goals = findChild(screen, "planetGoals")
            tryVerify(() => goals.text.indexOf("Black has captured eight or more enemy pieces") >= 0, 2000, goals.text)
            verify(goals.text.indexOf("you") < 0, goals.text)
        }

        // A resignation shows the computer's planet too, and its goal, which
        // stays inside the card panel at 800x600 (cut short, whole on hover).
        function test_bothPlanetsShownAfterAResignation() {
            root.width = 800
            root.height = 600
            start("B move b:9,10 w:22,23 up:fire planets:neptune/pluto", ["human", "normal"])
            compare(tokenLayer.itemFor(whitePlanet).faceDown, true)
            verify(controller.resign())
            tryCompare(controller, "gameOver", true, 3000)
            tryCompare(tokenLayer.itemFor(whitePlanet), "face", "pluto")
            const goals = findChild(screen, "planetGoals")
            tryVerify(() => goals.text.indexOf("Pluto") >= 0, 2000, goals.text)
            const panel = findChild(screen, "cardPanel")
            tryVerify(() => goals.mapToItem(panel, 0, goals.height).y <= panel.height, 2000,
                      "the goals end inside the panel: " + goals.mapToItem(panel, 0, goals.height).y
                      + " of " + panel.height)
            verify(goals.truncated, "two goals are cut short at 800x600")
            // The whole text waits in the goals' tip.
            const tip = findChild(screen, "planetGoalsTip")
            verify(tip.text.indexOf("Pluto") >= 0 && tip.text.indexOf("Neptun") >= 0, tip.text)
            verify(tip.text.indexOf("your") < 0 && tip.text.indexOf("'s checker with the Snookle") >= 0, tip.text)
            // The computer's planet card itself reads the same way.
            compare(findChild(tokenLayer.itemFor(whitePlanet), "cardText").text.indexOf("your"), -1)
        }

        // The counters beside the board say what they count, on hover, also
        // at 800x600, where the board is narrower than its item and the
        // strips lie inside it.
        function test_countersHaveTips() {
            root.width = 800
            root.height = 600
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus", ["human", "normal"])
            for (const id of ["took:0", "walls-left:1", "quiet"]) {
                const counter = findChild(screen, "counter_" + id)
                verify(counter !== null, id)
                verify(counter.tip.length > 20, id + ": " + counter.tip)
            }
            const quiet = findChild(screen, "counter_quiet")
            verify(quiet.tip.indexOf("80") >= 0)
            // The board's own input leaves the strip to the counters: it takes
            // the pointer over the board, not over the counter above it.
            const input = findChild(board, "boardInput")
            const centre = () => quiet.mapToItem(input, quiet.width / 2, quiet.height / 2)
            tryVerify(() => centre().y > 0, 3000, "the strip lies inside the board's item here")
            const over = centre()
            verify(!input.contains(over), "the counter's hover is its own")
            const square = board.squareCenter(13)
            verify(input.contains(Qt.point(square.x, square.y)), "the board's squares are the board's")
        }

        // A fire lit where the player clicked keeps its tip back until the
        // pointer has left it: the next click is on its way elsewhere.
        function test_aFireLitUnderThePointerKeepsItsTipBack() {
            start("B card:fire b:9 w:24 up:fire,walls planets:off", ["human", "normal"])
            tryVerify(() => board.pickSquares.indexOf(14) >= 0, 3000, "15 may take fire")
            click(15)
            tryVerify(() => live("fire").length === 1, 3000, "a fire burns")
            const fire = live("fire")[0]
            const c = centre(15)
            mouseMove(board, c.x + 2, c.y + 1)
            wait(900)
            compare(findChild(fire, "infoTipPopup").visible, false, "no tip under the pointer")
            mouseMove(root, 1, 1)
        }

        // The other player decides something in the middle of Black's turn
        // (a capture frees a piece to crown White's waiting pawn): the side
        // panel says so, and the pass bar leaves Black's counts in sight.
        function test_aChoiceInTheOtherTurnIsSaidBesideTheBoard() {
            root.width = 1400
            root.height = 900
            start("B move b:14 w:1,2,18,24,25,26,27,28,29,30,31,32 up:fire planets:mars/venus")
            liftCurtain(0)
            drag(14, 23)
            const curtain = findChild(screen, "curtain")
            tryCompare(curtain, "waiting", true, 3000)
            compare(findChild(screen, "decisionLabel").text,
                    "White decides something during your turn, which goes on after it.",
                    "said in place of White's question, which Black is not to answer")
            waitForItemPolished(screen)
            const bar = findChild(curtain, "passBar")
            const captured = findChild(screen, "counter_took:0")
            verify(captured !== null)
            verify(captured.mapToItem(screen, captured.width, 0).x <= bar.mapToItem(screen, 0, 0).x,
                   "the bar leaves Black's captured count in sight")
            liftCurtain(1)
            verify(findChild(screen, "decisionLabel").text.indexOf("during your turn") < 0,
                   "said only while the screen waits")
        }

        // A card chosen by a click keeps its tip back while the pointer rests
        // on it: the tip lay over the board, on the squares to pick next.
        function test_aChosenCardKeepsItsTipBack() {
            root.width = 800
            root.height = 600
            start("B move b:9,10 w:22,23 up:fire planets:off", ["human", "normal"])
            drag(9, 13)
            tryVerify(() => faceUp("fire") !== null && faceUp("fire").clickable, 3000, "fire may be chosen")
            const card = faceUp("fire")
            tryVerify(() => card.visible && !card.flying, 3000, "the card lies face up")
            const at = card.mapToItem(root, card.width / 2, card.height / 2)
            mouseMove(root, at.x, at.y)
            mouseClick(root, at.x, at.y)
            tryVerify(() => board.pickSquares.length > 0, 3000, "the squares for the fire glow")
            // The pointer rests where it clicked (Qt tells the card anew that it is hovered).
            mouseMove(root, at.x, at.y)
            wait(900)
            const now = faceUp("fire")
            verify(now.contains(now.mapFromItem(root, at.x, at.y)), "the card is still under the pointer")
            compare(findChild(now, "infoTipPopup").visible, false, "no tip over the board")
            mouseMove(root, 1, 1)
        }

        // The face-up cards keep their size when the panel asks for a choice.
        function test_faceUpCardsKeepTheirSizeWhenAChoiceIsAsked() {
            root.width = 800
            root.height = 600
            start("B move b:9,10 w:22,23 up:fire planets:mars/venus", ["human", "normal"])
            const panel = findChild(screen, "cardPanel")
            waitForRendering(panel)
            const before = panel.faceH
            start("B choose b:9,10 w:22,23 up:fire,walls planets:mars/venus", ["human", "normal"])
            tryVerify(() => findChild(panel, "cardPrompt").font.bold, 3000, "the panel asks for a card")
            waitForRendering(panel)
            compare(panel.faceH, before)
        }

        // Fire on the board flickers in a dozen steps a second, not in every
        // frame: at sixty frames a second the window was drawn without end and
        // a still game kept a processor core busy. The card's fire holds still.
        function test_fireFlickersInSteps() {
            const kept = AppSettings.animation
            try {
                AppSettings.animation = "normal"
                start("B move b:1,2,3,9 w:21,22,23 fire:18 up:fire planets:mars/venus")
                let fires = []
                tryVerify(() => (fires = visibleNamed(screen, "alienFire", [])).length === 2, 3000,
                          "a fire on 18 and one on the face-up card")
                const onBoard = fires.filter(f => f.live)
                compare(onBoard.length, 1)
                const onCard = fires.filter(f => !f.live)[0]
                let values = [], last = -1
                for (let i = 0; i < 60; ++i) {
                    if (onBoard[0].flicker !== last)
                        values.push(last = onBoard[0].flicker)
                    compare(onCard.flicker, 0, "the card's fire is still")
                    wait(10)
                }
                verify(values.length >= 3, "it flickers: " + values.length + " values")
                verify(values.length <= 12, "in steps, not every frame: " + values.length + " values in 0.6 s")
            } finally {
                AppSettings.animation = kept
            }
        }

        // A card that may be chosen pulses; with animations turned off it
        // glows steadily, as nothing else on the screen moves then either.
        function test_aChoosableCardPulsesOnlyWithAnimationsOn() {
            const kept = AppSettings.animation
            try {
                AppSettings.animation = "normal"
                start("B choose b:9,10 w:22,23 up:fire,walls planets:mars/venus", ["human", "normal"])
                tryVerify(() => faceUp("fire") !== null && faceUp("fire").clickable, 3000, "fire may be chosen")
                tryVerify(() => visibleNamed(screen, "choiceGlow", []).length === 2, 3000, "the two cards to choose from glow")
                const glow = visibleNamed(screen, "choiceGlow", [])[0]
                tryVerify(() => glow.opacity < 0.9, 2000, "and pulses")
                AppSettings.animation = "off"
                compare(glow.opacity, 1, "turned off, it rests at full strength")
                wait(700)
                compare(glow.opacity, 1, "and stays so")
            } finally {
                AppSettings.animation = kept
            }
        }

        // A card under the pointer swells a little, without covering the
        // prompt above it or the card below it.
        function test_hoveredCardLeavesThePromptInSight() {
            root.width = 800
            root.height = 600
            start("B choose b:9,10 w:22,23 up:fire,walls planets:mars/venus", ["human", "normal"])
            const panel = findChild(screen, "cardPanel")
            const prompt = findChild(panel, "cardPrompt")
            tryVerify(() => prompt.font.bold, 3000, "the panel asks for a card")
            const fire = faceUp("fire"), walls = faceUp("walls")
            tryVerify(() => fire.clickable && walls.clickable, 3000, "both cards may be chosen")
            waitForRendering(panel)
            const top = fire.y < walls.y ? fire : walls, below = top === fire ? walls : fire
            mouseMove(top, top.width / 2, top.height / 2)
            tryVerify(() => top.hovered, 2000)
            wait(300) // the swell's animation
            const body = findChild(top, "cardFace")
            const upper = body.mapToItem(screen, 0, 0).y
            const lower = body.mapToItem(screen, 0, body.height).y
            const promptBottom = prompt.mapToItem(screen, 0, prompt.contentHeight).y
            verify(upper >= promptBottom, "the card's top " + upper + " stays below the prompt's " + promptBottom)
            verify(lower <= below.mapToItem(screen, 0, 0).y, "nor does it reach the card below")
            mouseMove(root, 1, 1)
        }

        // A hint for a pair of walls draws the two edges on the board.
        function test_hintDrawsTheWallsEdges() {
            start("B card:walls b:9,10,11,14 w:24,22,19 up:walls,fire planets:off")
            controller.hint()
            tryCompare(controller, "hinting", false, 30000)
            compare(controller.hintEdges.length, 2)
            tryVerify(() => visibleNamed(board, "hintEdge", []).length === 2, 2000)
            const bars = visibleNamed(board, "hintEdge", [])
            for (const bar of bars)
                verify(bar.width > 0 && bar.height > 0 && Math.max(bar.width, bar.height) >= board.cellSize * 0.8,
                       "drawn along a whole side")
            controller.cancelHint()
            tryVerify(() => visibleNamed(board, "hintEdge", []).length === 0, 2000)
        }

        function test_wallsOnTwoEdges() {
            start("B card:walls b:9 w:24 up:walls,fire planets:off")
            compare(controller.curtain, false)
            let edges = visibleNamed(board, "edgeTarget", [])
            verify(edges.length > 2, "the edges that may take a wall glow")
            clickItem(edges[0])
            // Now only the edges that pair with the first glow.
            tryVerify(() => findChild(board, "chosenEdge").visible)
            edges = visibleNamed(board, "edgeTarget", [])
            verify(edges.length > 0, "partners glow")
            clickItem(edges[0])
            tryVerify(() => live("wall").length === 2, 3000, "two walls stand")
            compare(live("wall")[0].owner, 0)
            compare(visibleNamed(board, "edgeTarget", []).length, 0)
        }

        // A pawn that may not move while a capture is due says so once: the
        // refusal calls it a piece, the game a pawn, and the panel's line
        // about it no longer says the same again.
        function test_aStuckPawnIsExplainedOnce() {
            start("W move b:18 w:22,21 up:fire planets:off")
            const p = centre(21)
            mouseClick(board, p.x, p.y)
            verify(controller.statusText.indexOf("cannot move: a capture is compulsory") >= 0, controller.statusText)
            verify(controller.explainSquare(20).indexOf("cannot move") >= 0, controller.explainSquare(20))
            const line = findChild(screen, "pieceExplanation")
            tryCompare(line, "text", "")
            compare(line.visible, false)
        }

        // A click beside the glowing edges keeps the first wall chosen and
        // says what to click: no square is ringed for walls.
        function test_aClickOffTheEdgesKeepsTheFirstWall() {
            start("B card:walls b:9 w:24 up:walls,fire planets:off")
            const picker = findChild(board, "edgePickLayer")
            clickItem(visibleNamed(board, "edgeTarget", [])[0])
            tryVerify(() => picker.chosen >= 0)
            const first = picker.chosen
            const p = centre(32)
            mouseClick(board, p.x, p.y)
            verify(controller.statusText.indexOf("click one of the glowing edges") >= 0, controller.statusText)
            verify(controller.statusText.indexOf("ringed") < 0, controller.statusText)
            wait(50)
            compare(picker.chosen, first, "the first wall is still chosen")
            verify(visibleNamed(board, "edgeTarget", []).length > 0, "its partners still glow")
        }

        function test_wallsByKeyboard() {
            start("B card:walls b:9 w:24 up:walls,fire planets:off")
            const picker = findChild(board, "edgePickLayer")
            verify(picker !== null)
            board.forceActiveFocus()
            keyClick(Qt.Key_Left)
            verify(board.keyboardMode, "the keys drive a cursor")
            // Shift and the arrow toward `edge` from its square's cell, with
            // the cursor brought there first.
            const arrows = [[Qt.Key_Left, -1, 0], [Qt.Key_Right, 1, 0], [Qt.Key_Up, 0, -1], [Qt.Key_Down, 0, 1]]
            function pointAt(edge) {
                const square = Math.floor(edge / 4)
                board.cursorIndex = board.bySquare[square]
                compare(board.cursorSquare, square)
                const arrow = arrows.find(a => picker.sideToward(square, a[1], a[2]) === edge % 4)
                verify(arrow !== undefined, "an arrow points at side " + edge % 4)
                keyClick(arrow[0], Qt.ShiftModifier)
                compare(picker.keyEdge, edge)
                compare(board.cursorSquare, square)
                verify(findChild(picker, "keyEdge").visible, "the edge pointed at is framed")
            }
            const first = picker.shown[0].edge
            pointAt(first)
            keyClick(Qt.Key_Return)
            tryCompare(picker, "chosen", first)
            // Escape lets it go; Space takes it again.
            keyClick(Qt.Key_Escape)
            compare(picker.chosen, -1)
            pointAt(first)
            keyClick(Qt.Key_Space)
            tryCompare(picker, "chosen", first)
            verify(picker.shown.length > 0, "partners glow")
            const second = picker.shown[0].edge
            pointAt(second)
            keyClick(Qt.Key_Return)
            tryVerify(() => live("wall").length === 2, 3000, "two walls stand")
            compare(picker.shown.length, 0)
            // Plain arrows still move the cursor.
            const before = board.cursorIndex
            keyClick(before % 8 > 0 ? Qt.Key_Left : Qt.Key_Right)
            verify(board.cursorIndex !== before, "the cursor moved")
        }

        function test_boardTurns() {
            start("B card:rotate b:9 w:24 up:rotate,fire planets:off")
            const before = centre(1)
            const buttons = visibleNamed(screen, "choice_rotate", [])
            compare(buttons.length, 2)
            const cw = buttons.find(b => b.text === "Turn the board clockwise")
            verify(cw !== undefined, "a button turns the board clockwise")
            clickItem(cw)
            tryVerify(() => controller.table.board.quarterTurns === 1, 3000, "the board turned")
            // The board swings round, then rests with square 1 elsewhere.
            tryVerify(() => board.spin !== 0 || AppSettings.animationFactor === 0, 1000)
            // Halfway round, the frame's corners stay inside its square: the
            // board does not swing over the bars above and below it.
            compare(AppSettings.animationFactor > 0, true, "the swing is animated")
            tryVerify(() => Math.abs(board.spin) > 25 && Math.abs(board.spin) < 65, 2000)
            const frame = findChild(board, "boardFrame")
            // The frame turns about the board's centre, as the squares do.
            const mid = frame.mapToItem(board, frame.width / 2, frame.height / 2)
            fuzzyCompare(mid.x, board.spinCentre.x, 1)
            fuzzyCompare(mid.y, board.spinCentre.y, 1)
            for (const [cx, cy] of [[0, 0], [frame.width, 0], [0, frame.height], [frame.width, frame.height]]) {
                const p = frame.mapToItem(board, cx, cy)
                verify(p.y >= frame.y - 1 && p.y <= frame.y + frame.height + 1,
                       "corner at " + p.y + " within " + frame.y + ".." + (frame.y + frame.height))
            }
            tryCompare(board, "spin", 0, 3000)
            const after = centre(1)
            verify(after.x !== before.x || after.y !== before.y, "square 1 moved with the board")
        }

        function test_theComputerWaitsForTheBoardToRest() {
            start("B card:rotate b:9 w:24 up:rotate,fire planets:off", ["human", "easy"])
            const cw = visibleNamed(screen, "choice_rotate", []).find(b => b.text === "Turn the board clockwise")
            clickItem(cw)
            tryVerify(() => board.spin !== 0, 1000, "the board swings round")
            const turned = controller.fen
            // White's answer is ready long before the swing ends, but none of
            // it is played on a board still turning.
            while (board.spin !== 0) {
                compare(controller.fen, turned, "nothing moves while the board turns")
                wait(10)
            }
            tryVerify(() => controller.fen !== turned, 5000, "White plays once the board rests")
        }

        function test_monolithSlidesByClicks() {
            start("B card:monolith b:9 w:24 monolith:18 up:monolith,fire planets:off")
            click(18)
            compare(controller.selectedSquare, 17)
            verify(controller.targetSquares.length > 0, "the Monolith's slides are shown")
            const to = controller.targetSquares[0]
            click(to + 1)
            tryVerify(() => live("monolith")[0].square === to, 3000, "the Monolith slid")
        }

        function test_pushAnimatedCheckerByChecker() {
            // The Monolith on 18 slides onto 22 and shoves White's checker on
            // to 25: the checker moves after the Monolith, not with it.
            start("B card:monolith b:9 w:22 monolith:18 up:monolith,fire planets:off")
            const pushed = board.pieceAt(21)
            verify(pushed !== null)
            drag(18, 22)
            tryVerify(() => pushed.square === 24, 3000, "the checker was shoved to 25")
            const slab = live("monolith")[0]
            compare(slab.square, 21)
            verify(slab.step >= 0 && pushed.step >= 0 && slab.step !== pushed.step, "two events, in order")
            if (AppSettings.animationFactor > 0)
                verify(Math.max(slab.delayMs, pushed.delayMs) > Math.min(slab.delayMs, pushed.delayMs),
                       "the later event waits for the earlier")
        }

        function test_antimatterGreyedWithNothingToRemove() {
            start("B choose b:9 w:24 up:antimatter,fire planets:off")
            const anti = faceUp("antimatter"), fire = faceUp("fire")
            verify(anti !== null && fire !== null)
            compare(fire.clickable, true)
            compare(anti.clickable, false)
            verify(anti.tipText.indexOf("cannot be played now") >= 0, anti.tipText)
            // The cards have landed in their places, one under the other.
            tryVerify(() => !anti.flying && !fire.flying
                      && Math.abs(fire.y - anti.y) >= Math.min(anti.height, fire.height), 3000)
            clickItem(anti)
            compare(controller.fen.indexOf("choose") >= 0, true)
            clickItem(fire)
            tryVerify(() => controller.fen.indexOf("card:fire") >= 0, 2000, controller.fen)
        }

        function test_cardSpotsWaitForTheLayout() {
            // A card panel not laid out yet (as when a game starts with moves
            // already played) offers no place for a card: a card flying from
            // a place of negative width turned inside out on its way, and Qt
            // 6.4's software renderer crashed drawing it.
            start("B choose b:9 w:24 up:antimatter,fire discard:walls planets:mars/venus", ["human", "normal"])
            const panel = createTemporaryObject(lonePanel, root, { controller: controller, tokenLayer: tokenLayer, width: 0, height: 0 })
            verify(panel !== null)
            const zones = ["draw", "discard", "face-up", "planet:0", "planet:1"]
            for (const z of zones)
                compare(panel.spotFor(z, "", 0), null, z)
            panel.width = 230
            panel.height = 700
            waitForItemPolished(panel)
            for (const z of zones) {
                const s = panel.spotFor(z, "", 0)
                verify(s !== null, z)
                verify(s.w > 0 && s.h > 0, z + ": " + s.w + "x" + s.h)
            }
        }

        function test_antimatterTakesTheTokenClicked() {
            // The Hippo sits on a ringed checker: a click on the Hippo takes
            // the Hippo, not the ring under it, and the other way round.
            start("B card:antimatter b:13rh w:32 up:antimatter planets:off")
            const hippo = tokenLayer.itemFor(1401), ring = tokenLayer.itemFor(1300)
            verify(hippo !== null && ring !== null)
            tryVerify(() => hippo.clickable && ring.clickable, 3000, "both may be taken")
            clickItem(hippo)
            tryVerify(() => !hippo.alive, 3000, "the Hippo is gone")
            compare(ring.alive, true)

            start("B card:antimatter b:13rh w:32 up:antimatter planets:off")
            const hippo2 = tokenLayer.itemFor(1401), ring2 = tokenLayer.itemFor(1300)
            tryVerify(() => ring2.clickable, 3000)
            // The ring shows around the Hippo: click its rim.
            mouseClick(ring2, ring2.width * 0.08, ring2.height / 2)
            tryVerify(() => !ring2.alive, 3000, "the ring is gone")
            compare(hippo2.alive, true)
        }

        // A pair of walls goes as one: a click on either of its walls takes it.
        function test_antimatterTakesAPairOfWallsByEitherWall() {
            for (const which of [0, 1]) {
                start("W card:antimatter b:1,2 w:29,30 walls:B16e+16s up:antimatter,fire planets:off")
                const edges = visibleNamed(board, "edgeTarget", [])
                compare(edges.length, 2, "both walls of the L may be clicked")
                clickItem(edges[which])
                tryVerify(() => controller.fen.indexOf("walls:- ") >= 0, 3000, "the pair is gone: " + controller.fen)
            }
        }

        function test_capturedPiecesShowInTheCardPanel() {
            // Black has one checker (11 pieces lost), White two (10 lost);
            // a jump takes White's checker on 18, and an eleventh White piece
            // lies beside the count, in the card panel.
            start("B move b:14 w:18,30 up:fire planets:off")
            tryCompare(tokenLayer.itemsAt("zone:captured:0"), "length", 11)
            compare(tokenLayer.itemsAt("zone:captured:1").length, 10)
            drag(14, 23)
            tryVerify(() => tokenLayer.itemsAt("zone:captured:1").length === 11, 3000, "White lost one more")
            const panel = findChild(screen, "cardPanel")
            const box = panel.mapToItem(tokenLayer, 0, 0)
            for (const zone of ["captured:0", "captured:1"]) {
                for (const piece of tokenLayer.itemsAt("zone:" + zone)) {
                    tryVerify(() => piece.visible && piece.rest !== null && piece.rest.shows, 3000, zone + " shows its pieces")
                    verify(piece.width > 0 && piece.width < board.cellSize, "small: " + piece.width)
                    verify(piece.x >= box.x && piece.x + piece.width <= box.x + panel.width, zone + " in the panel")
                    verify(piece.y >= box.y && piece.y + piece.height <= box.y + panel.height, zone + " in the panel")
                    verify(piece.tipText.indexOf("captured by the opponent") >= 0, piece.tipText)
                }
            }
            compare(visibleNamed(panel, "heapCount", []).map(t => t.text),
                    ["Black: 11", "White: 11"])
            compare(visibleNamed(panel, "heapTitle", []).map(t => t.text), ["Pieces off the board"])
        }

        function test_pileTitlesFit() {
            // A pile as narrow as at 800x600: its title wraps between words,
            // at a soft hyphen (German), and a word too wide shrinks or, too
            // wide even at the smallest size, breaks; it is never cut.
            const titles = ["Draw pile", "Nachzieh\u00adstapel", "Mazo de robo", "Descartes",
                            "Donaudampfschifffahrtsgesellschaft"]
            for (const title of titles) {
                const pile = createTemporaryObject(lonePile, root, { objectName: "pile", title: title, width: 53, labelSize: 11 })
                const text = findChild(pile, "pileTitle")
                verify(text !== null)
                waitForItemPolished(text)
                verify(text.paintedWidth <= text.width + 0.5, title + ": " + text.paintedWidth + " > " + text.width)
                verify(!text.truncated, title)
                verify(text.font.pixelSize >= 8, title)
            }
            // Words that fit keep the full size: two lines rather than small print.
            const spanish = createTemporaryObject(lonePile, root, { objectName: "pile", title: "Mazo de robo", width: 53, labelSize: 11 })
            const text = findChild(spanish, "pileTitle")
            compare(text.font.pixelSize, Math.floor(text.fullSize))
            compare(text.lineCount, 2)
        }

        function test_cardPanelCounts() {
            start("B choose b:9 w:24 up:antimatter,fire discard:walls planets:off")
            compare(findChild(screen, "drawPileCount").text, "17 cards")
            compare(findChild(screen, "discardPileCount").text, "1 card")
            compare(findChild(screen, "cardPrompt").text, "Choose a card: click it.")
        }

        // Under the offer of lessons at 800x600 the face-up cards are too
        // short for their lines: drawn wide, they still show their whole
        // names, German's long ones too; so does the small card on the discards.
        function test_longCardNamesShowWholeUnderTheOfferOfLessons() {
            root.width = 800
            root.height = 553
            AppSettings.language = "de"
            try {
                start("B choose b:9,10 w:22,23 up:hippo,rotate discard:hippo planets:mars/venus", ["human", "normal"])
                const panel = findChild(screen, "cardPanel")
                tryVerify(() => findChild(panel, "cardPrompt").font.bold, 3000, "the panel asks for a card")
                waitForRendering(panel)
                verify(panel.faceH < 70, "the face-up cards are short: " + panel.faceH)
                const cards = [faceUp("hippo"), faceUp("rotate"),
                               tokenLayer.itemsAt("zone:discard").find(i => i.face === "hippo")]
                for (const card of cards) {
                    verify(card !== undefined && card !== null, "the card is drawn")
                    const name = findChild(card, "cardName")
                    waitForItemPolished(name)
                    verify(name.text.replace(/\u00ad/g, "") === "Galaktisches Nilpferd"
                           || name.text.replace(/\u00ad/g, "") === "Vierteldrehung", name.text)
                    verify(!name.truncated, name.text + " at " + name.font.pixelSize + " px on a card of "
                           + card.width + "x" + card.height)
                    verify(name.y + name.height <= card.height, name.text + " stays on its card")
                }
            } finally {
                AppSettings.language = ""
            }
        }

        // In a large window the face-up cards, the ones a player reads and
        // chooses from, take more of the panel's height than the piles.
        function test_faceUpCardsAreTheLargestInALargeWindow() {
            root.width = 1600
            root.height = 1000
            start("B choose b:9,10 w:22,23 up:hippo,walls planets:mars/venus", ["human", "normal"])
            const panel = findChild(screen, "cardPanel")
            tryVerify(() => findChild(panel, "cardPrompt").font.bold, 3000, "the panel asks for a card")
            waitForRendering(panel)
            verify(panel.faceH > panel.pileH, panel.faceH + " against " + panel.pileH)
            for (const face of ["hippo", "walls"]) {
                const text = findChild(faceUp(face), "cardText")
                verify(text.visible, face + " shows its line")
                verify(text.fontInfo.pixelSize >= 9, text.text + ": " + text.fontInfo.pixelSize + " px")
            }
            // Nor any other card: a planet's words were set at 7 px on its
            // narrow card (they read in full under the planets).
            for (const text of visibleNamed(screen, "cardText", []))
                verify(text.fontInfo.pixelSize >= 9, text.text + ": " + text.fontInfo.pixelSize + " px")
        }

        // The face-up cards' lines are whole in a small window: a long one is
        // set smaller, not cut short. A window shorter than 800x600 stands in
        // for the longer texts of other languages (German's Ring and Monolith
        // were cut at 800x600).
        function test_faceUpCardTextFitsASmallWindow() {
            root.width = 800
            root.height = 560
            start("B choose b:1,2,3,4,5,6,7,8,9,10,11,13 w:21,22,23,24,25,26,27,28,29,30,31,32 "
                  + "up:monolith,walls planets:off", ["human", "hard"])
            let texts = []
            tryVerify(() => (texts = visibleNamed(screen, "cardText", [])).length === 2, 2000,
                      "both face-up cards show their line")
            for (const text of texts) {
                waitForItemPolished(text)
                verify(!text.truncated, text.text + ": " + text.font.pixelSize + " px")
                verify(text.fontInfo.pixelSize >= 7, text.text)
            }
        }
    }
}
