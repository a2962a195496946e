// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Hatrack

// The whole application window, used as a player would: the rules panel
// scrolled to its end, the question before a game in progress is thrown
// away, the way back from the setup screen to the game, and the end banner
// that speaks to the one human at the screen.
Item {
    id: root
    width: 100
    height: 100

    Main {
        id: app
        // Never touch the player's own game in progress.
        keepGames: false
        width: 800
        height: 600
    }

    TestCase {
        name: "Screens"
        when: windowShown

        readonly property GameController controller: app.gameController
        readonly property Item setup: findChild(app, "setupScreen")
        readonly property Item screen: findChild(app, "gameScreen")
        readonly property Item board: screen.board

        // PDN square n is index n - 1.
        function sq(n) { return n - 1 }

        // The first visible item under `item` showing `text` (buttons, labels).
        function itemWithText(item, text) {
            if (!item)
                return null
            if (item.text === text && item.visible)
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) {
                const found = itemWithText(kids[i], text)
                if (found)
                    return found
            }
            return null
        }
        // "Change game or players…": at 800x600 an item of the Game menu.
        function changeGame() {
            click(findChild(screen, "gameMenuButton"))
            const item = findChild(screen, "setupItem")
            tryVerify(() => item.visible && item.height > 0, 2000, "the item is in the open menu")
            click(item)
        }
        function click(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is shown")
            mouseClick(item, item.width / 2, item.height / 2)
        }
        function drag(from, to) {
            const a = board.squareCenter(sq(from)), b = board.squareCenter(sq(to))
            verify(a.x >= 0 && b.x >= 0, "both squares are on screen")
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y)
            // Let the piece settle before the game is replaced under it.
            const piece = board.pieceAt(sq(to))
            if (piece)
                tryCompare(piece, "flying", false)
            wait(50)
        }
        // Straight into a game, as the command line does.
        function play(gameId, players, fen) {
            verify(controller.newGame(gameId, {}, players || ["human", "human"], 1, fen || ""), controller.statusText)
            app.inGame = true
            tryCompare(screen, "visible", true)
            waitForRendering(screen)
        }
        function dialog(name) {
            const d = findChild(app, name)
            verify(d !== null, name)
            return d
        }

        function initTestCase() {
            app.requestActivate()
            tryCompare(app, "active", true)
        }
        function cleanup() {
            for (const name of ["abandonDialog", "gameAbandonDialog", "problemDialog"])
                dialog(name).close()
            screen.rulesPanel.close()
            tryCompare(screen.rulesPanel, "visible", false)
        }

        function test_rulesScrollToTheEnd_data() {
            return [{ tag: "checkers", game: "checkers" },
                    { tag: "sorcerer", game: "sorcerers-apprentice" }]
        }
        // In a large window the text grows after the panel is laid out:
        // the buttons below the rules still show their whole words.
        function test_rulesButtonsShowTheirWordsInALargeWindow() {
            app.width = 1600
            app.height = 1000
            AppSettings.language = "de"
            try {
                play("sorcerers-apprentice")
                click(itemWithText(screen, "Regeln"))
                const rules = screen.rulesPanel
                tryCompare(rules, "opened", true)
                for (const name of ["rulesCloseButton", "rulesLessonsButton"]) {
                    const button = findChild(rules.contentItem, name)
                    waitForItemPolished(button)
                    verify(button.width >= button.implicitWidth - 0.5,
                           button.text + ": " + button.width + " of " + button.implicitWidth)
                }
                rules.close()
                tryCompare(rules, "visible", false)
            } finally {
                AppSettings.language = ""
                app.width = 800
                app.height = 600
            }
        }

        // Another language is another text: it is read from its start.
        function test_rulesStartOverInAnotherLanguage() {
            play("sorcerers-apprentice")
            click(itemWithText(screen, qsTr("Rules")))
            const rules = screen.rulesPanel
            tryCompare(rules, "opened", true)
            const view = findChild(rules.contentItem, "rulesView")
            tryCompare(view, "activeFocus", true)
            keyClick(Qt.Key_End)
            verify(view.contentY > view.height, "scrolled well down")
            rules.close()
            tryCompare(rules, "visible", false)
            try {
                AppSettings.language = "de"
                click(itemWithText(screen, "Regeln"))
                tryCompare(rules, "opened", true)
                compare(view.contentY, 0, "the German rules open at their start")
            } finally {
                rules.close()
                tryCompare(rules, "visible", false)
                AppSettings.language = ""
            }
        }

        // The offer of lessons on a game never played stays through the
        // game, so the board does not move under a player about to click,
        // until it is closed.
        function test_theLessonOfferStaysUntilClosed() {
            play("fantasy-rpg-checkers")
            const offer = screen.lessonOffer
            // Made as for a game never played (other test files have played
            // this one with the same settings).
            offer.shown = true
            tryCompare(offer, "visible", true)
            const boardTop = () => board.mapToItem(screen, 0, 0).y
            const before = boardTop()
            verify(controller.playMoves("choose:fighter choose:mage 11-15 22-18"), controller.statusText)
            wait(500)
            compare(offer.visible, true, "still offered after the first moves")
            compare(boardTop(), before, "the board stays where it was")
            click(findChild(offer, "lessonOfferClose"))
            tryCompare(offer, "visible", false)
            tryVerify(() => boardTop() < before - 10, 2000, "the board takes the room back")
        }

        function test_rulesScrollToTheEnd(data) {
            play(data.game)
            click(itemWithText(screen, qsTr("Rules")))
            const rules = screen.rulesPanel
            tryCompare(rules, "opened", true)
            const view = findChild(rules.contentItem, "rulesView")
            const text = findChild(rules.contentItem, "rulesText")
            const bar = findChild(rules.contentItem, "rulesScrollBar")
            verify(view.contentHeight > view.height * 1.2, "the rules are longer than the panel")
            compare(bar.visible, true, "a scroll bar says there is more")
            compare(bar.policy, ScrollBar.AlwaysOn)
            tryCompare(view, "activeFocus", true)
            const end = view.contentHeight - view.height

            // The keys.
            keyClick(Qt.Key_End)
            tryCompare(view, "contentY", end)
            verify(view.contentY + view.height >= text.height - 1, "the last section is in view")
            keyClick(Qt.Key_Home)
            tryCompare(view, "contentY", 0)
            keyClick(Qt.Key_PageDown)
            verify(view.contentY > view.height * 0.5, "Page Down scrolls by about a page")
            keyClick(Qt.Key_PageUp)
            tryCompare(view, "contentY", 0)
            keyClick(Qt.Key_Down)
            verify(view.contentY > 0, "Down scrolls a little")
            keyClick(Qt.Key_Up)
            tryCompare(view, "contentY", 0)

            // The mouse wheel, all the way down.
            // Wheel flicks ease out, so turn it until the view stands at its end.
            // On a loaded machine a flick may still be easing when the loop
            // looks, so the wheel turns on until the view rests at its end.
            tryVerify(() => {
                if (!view.atYEnd || view.moving)
                    mouseWheel(view, view.width / 2, view.height / 2, 0, -120)
                return !view.moving && Math.abs(view.contentY - (view.contentHeight - view.height)) < 1
            }, 10000, "the wheel reaches the end: " + view.contentY + " of " + (view.contentHeight - view.height))
            verify(view.contentY + view.height >= text.height - 1, "the last section is in view")
        }

        function test_newGameAsksOnlyOnceAMoveIsMade() {
            play("checkers")
            const ask = dialog("gameAbandonDialog")
            const newGame = findChild(screen, "newGameButton")

            // Nothing to lose yet: no question.
            click(newGame)
            compare(ask.visible, false)
            compare(controller.moveList, [])

            drag(11, 15)
            compare(controller.moveList, ["11-15"])
            compare(controller.gameInProgress, true)

            click(newGame)
            tryCompare(ask, "opened", true)
            click(findChild(ask, "keepGameButton"))
            tryCompare(ask, "visible", false)
            compare(controller.moveList, ["11-15"], "Keep playing keeps the game")

            click(newGame)
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(ask, "visible", false)
            compare(controller.moveList, [], "a fresh game")
            compare(screen.visible, true)
        }

        // The game's buttons say what they do and which key does it too.
        function test_theButtonsNameTheirKeys() {
            play("checkers")
            const tips = {
                newGameButton: "Start again: the same game and players (Ctrl+N)",
                undoButton: "Take back your last move (Ctrl+Z)",
                redoButton: "Play again what was taken back (Ctrl+Shift+Z)",
                hintButton: "The move the computer suggests here, and why (H)",
                rulesButton: "The rules of this game (F1)"
            }
            for (const name in tips)
                compare(findChild(screen, name).tip, tips[name], name)
        }

        function test_keysForRulesAndNewGame() {
            play("checkers")
            const rules = findChild(screen, "rulesPanel")
            keyClick(Qt.Key_F1)
            tryCompare(rules, "opened", true)
            keyClick(Qt.Key_Escape)
            tryCompare(rules, "visible", false)

            const ask = dialog("gameAbandonDialog")
            drag(11, 15)
            keyClick(Qt.Key_N, Qt.ControlModifier)
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(ask, "visible", false)
            compare(controller.moveList, [], "Ctrl+N started a fresh game")
        }

        // The setup screen opens on the game in play, with its options and
        // players, whichever game the setup screen showed before.
        function test_changeGameShowsTheGameInPlay() {
            verify(controller.newGame("sorcerers-apprentice", {"draft": "select"}, ["human", "hard"], 1, ""),
                   controller.statusText)
            app.inGame = true
            tryCompare(screen, "visible", true)
            changeGame()
            tryCompare(setup, "visible", true)
            compare(setup.game.id, "sorcerers-apprentice")
            tryVerify(() => shownChild(setup, "option-draft") !== null)
            compare(setup.optionValues["draft"], "select")
            compare(shownChild(setup, "seat1").displayText, "Computer — hard")
            compare(shownChild(setup, "seat0").displayText, "Human")
            click(findChild(setup, "backButton"))
            tryCompare(screen, "visible", true)
        }

        function test_changeGameLeadsBack() {
            play("checkers")
            drag(11, 15)
            changeGame()
            tryCompare(setup, "visible", true)
            const back = findChild(setup, "backButton")
            compare(back.visible, true)
            compare(controller.moveList, ["11-15"], "going to the setup screen throws nothing away")

            click(back)
            tryCompare(screen, "visible", true)
            compare(setup.visible, false)
            compare(controller.moveList, ["11-15"])
        }

        // The shown item named `name` under `item` (a switch and a list share a name).
        function shownChild(item, name) {
            if (!item)
                return null
            if (item.objectName === name && item.visible)
                return item
            const kids = item.children || []
            for (let i = 0; i < kids.length; ++i) {
                const found = shownChild(kids[i], name)
                if (found)
                    return found
            }
            return null
        }

        function test_optionValuesAreNamedByTheGame() {
            play("checkers")
            changeGame()
            tryCompare(setup, "visible", true)
            verify(setup.selectGame("fantasy-rpg-checkers"))
            tryVerify(() => shownChild(setup, "option-black") !== null)
            const black = shownChild(setup, "option-black")
            compare(black.displayText, "Choose on the board")
            verify(black.model.indexOf("Arcane Mage") >= 0, black.model)
            compare(black.model.indexOf("ranger"), -1, "no raw value is shown")
            // Secret planets are on by default, and shown as a switch.
            verify(setup.selectGame("alien-checkers"))
            tryVerify(() => shownChild(setup, "option-planets") !== null)
            const planets = shownChild(setup, "option-planets")
            compare(planets.checked, true)
            compare(planets.text, "Secret planets")
            verify(setup.selectGame("sorcerers-apprentice"))
            tryVerify(() => shownChild(setup, "option-draft") !== null)
            compare(shownChild(setup, "option-draft").displayText, "No draft: draw from the full bag")
            click(findChild(setup, "backButton"))
            tryCompare(screen, "visible", true)
        }

        // A computer player chosen for one game stays at its level when the
        // player looks at another game, and a new game's options show from
        // their top.
        function test_choicesStayWhenTheGameChanges() {
            play("checkers")
            changeGame()
            tryCompare(setup, "visible", true)
            verify(setup.selectGame("checkers"))
            const white = shownChild(setup, "seat1")
            white.activated(white.model.indexOf("Computer — hard"))
            compare(white.displayText, "Computer — hard")
            verify(setup.selectGame("sorcerers-apprentice"))
            tryCompare(shownChild(setup, "seat1"), "displayText", "Computer — hard")
            compare(shownChild(setup, "seat0").displayText, "Human")
            const view = findChild(setup, "settingsView")
            view.contentY = Math.max(0, view.contentHeight - view.height)
            verify(setup.selectGame("fantasy-rpg-checkers"))
            compare(view.contentY, 0, "the options of the new game from their top")
            const again = shownChild(setup, "seat1")
            again.activated(again.model.indexOf("Computer — normal"))
            click(findChild(setup, "backButton"))
            tryCompare(screen, "visible", true)
        }

        // --players without --game seats its players on the setup screen.
        function test_playersNamedOnTheCommandLineAreSeated() {
            play("checkers")
            changeGame()
            tryCompare(setup, "visible", true)
            verify(setup.selectGame("checkers"))
            setup.seatPlayers(["hard", "human"])
            try {
                compare(shownChild(setup, "seat0").displayText, "Computer — hard")
                compare(shownChild(setup, "seat1").displayText, "Human")
                // A level the game does not have keeps the usual seat.
                setup.seatPlayers(["human", "grandmaster"])
                compare(shownChild(setup, "seat0").displayText, "Human")
                compare(shownChild(setup, "seat1").displayText, "Computer — normal")
            } finally {
                setup.seatPlayers(["human", "normal"])
            }
            click(findChild(setup, "backButton"))
            tryCompare(screen, "visible", true)
        }

        // While the computer thinks, its row says so around its disc; the
        // name beside it keeps its size (it used to shrink for a spinner).
        function test_aThinkingComputerKeepsItsNameSize() {
            AppSettings.language = "de"
            try {
                play("checkers", ["hard", "human"])
                const name = findChild(screen, "playerName_0")
                const ring = findChild(screen, "thinkingRing")
                tryVerify(() => controller.thinking, 5000, "the computer thinks")
                const thinking = name.fontInfo.pixelSize
                verify(ring.visible, "the ring shows while it thinks")
                tryVerify(() => !controller.thinking, 10000, "the computer has moved")
                compare(ring.visible, false)
                compare(name.fontInfo.pixelSize, thinking, name.text)
            } finally {
                AppSettings.language = ""
            }
        }

        function test_cardPanelBesideTheBoard() {
            // The screen was hidden behind the setup screen when the game
            // with cards started: its card panel must still take its place
            // left of the board, not stay squeezed into the corner.
            app.width = 1060
            app.height = 760
            play("alien-checkers", ["human", "normal"])
            // Then made smaller, as by --size or the window manager.
            app.width = 800
            app.height = 600
            const panel = findChild(screen, "cardPanel")
            verify(panel !== null)
            tryVerify(() => panel.visible && panel.width >= 120, 2000, "the card panel has its width: " + panel.width)
            const right = panel.mapToItem(app.contentItem, panel.width, 0).x
            const boardLeft = board.mapToItem(app.contentItem, 0, 0).x
            verify(right <= boardLeft, "the panel (to " + right + ") lies left of the board (from " + boardLeft + ")")
            verify(panel.height > app.height / 2, "the panel runs down the screen: " + panel.height)
        }

        function test_anotherGameFromTheSetupScreen_data() {
            return [{ tag: "alien to fantasy", from: "alien-checkers", move: [10, 14], to: "Fantasy RPG Checkers", id: "fantasy-rpg-checkers" },
                    { tag: "checkers to alien", from: "checkers", move: [11, 15], to: "Alien Checkers", id: "alien-checkers" },
                    { tag: "sorcerer to pawns", from: "sorcerers-apprentice", move: [11, 15], to: "Pawns in Hats", id: "pawns-in-hats" }]
        }
        function test_anotherGameFromTheSetupScreen(data) {
            // A game in progress, then another game chosen on the setup
            // screen and the first abandoned: the new game is on screen.
            play(data.from, ["human", "normal"])
            drag(data.move[0], data.move[1])
            changeGame()
            tryCompare(setup, "visible", true)
            click(itemWithText(setup, data.to))
            click(findChild(setup, "startButton"))
            const ask = dialog("abandonDialog")
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(screen, "visible", true)
            compare(controller.gameId, data.id)
            waitForRendering(screen)
            wait(300)
            verify(controller.moveList.length <= 1, "the new game's own moves only: " + controller.moveList)
            verify(screen.board.width > 200, "the board is on screen")
        }

        function test_startingAnotherGameAsks() {
            play("checkers")
            drag(11, 15)
            changeGame()
            tryCompare(setup, "visible", true)
            const ask = dialog("abandonDialog")

            click(findChild(setup, "startButton"))
            tryCompare(ask, "opened", true)
            click(findChild(ask, "keepGameButton"))
            tryCompare(ask, "visible", false)
            compare(setup.visible, true)
            compare(controller.moveList, ["11-15"], "Keep playing keeps the game")

            click(findChild(setup, "startButton"))
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(screen, "visible", true)
            compare(controller.moveList, [], "the new game has started")
            compare(controller.playerKinds, ["human", "human"], "as the setup screen says: the players of the game before")

            // A game with no move yet is replaced without a question.
            changeGame()
            tryCompare(setup, "visible", true)
            click(findChild(setup, "startButton"))
            tryCompare(screen, "visible", true)
            compare(ask.visible, false)
        }

        function test_endBannerSpeaksToThePlayer_data() {
            return [{ tag: "human beats computer", players: ["human", "easy"], headline: qsTr("You win!") },
                    { tag: "two humans", players: ["human", "human"], headline: qsTr("%1 wins!").arg("Black") }]
        }
        function test_endBannerSpeaksToThePlayer(data) {
            play("checkers", data.players, "B:W18:B14")
            drag(14, 23)
            compare(controller.gameOver, true)
            compare(controller.winner, 0)
            const headline = findChild(screen, "outcomeHeadline")
            tryCompare(headline, "visible", true)
            compare(headline.text, data.headline)
            // A finished game is replaced without a question.
            compare(controller.gameInProgress, false)
        }

        function test_youLose() {
            play("checkers", ["easy", "human"], "B:W18:B14")
            verify(controller.playMoves("14x23"), controller.statusText)
            const headline = findChild(screen, "outcomeHeadline")
            tryCompare(headline, "visible", true)
            compare(headline.text, qsTr("You lose"))
        }
    }
}
