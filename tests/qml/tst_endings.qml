// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Hatrack

// Resigning and a draw offered between two people at one screen, with the
// mouse: the buttons in the side panel, the question before resigning, the
// other player's answer to the draw, the banner and the last line of the
// list of moves.
Item {
    id: root
    width: 100
    height: 100

    Main {
        id: app
        keepGames: false
        width: 800
        height: 600
    }

    TestCase {
        name: "Endings"
        when: windowShown

        readonly property GameController controller: app.gameController
        readonly property Item screen: findChild(app, "gameScreen")
        readonly property Item board: screen.board

        function sq(n) { return n - 1 }
        function click(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is shown")
            mouseClick(item, item.width / 2, item.height / 2)
        }
        function drag(from, to) {
            const a = board.squareCenter(sq(from)), b = board.squareCenter(sq(to))
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y)
            const piece = board.pieceAt(sq(to))
            if (piece)
                tryCompare(piece, "flying", false)
            wait(50)
        }
        function play(players) {
            verify(controller.newGame("checkers", {}, players || ["human", "human"], 1, ""), controller.statusText)
            app.inGame = true
            tryCompare(screen, "visible", true)
            waitForRendering(screen)
        }
        // At 800x600 Resign and Offer draw are in the Game menu.
        function fromMenu(name) {
            click(button("gameMenuButton"))
            const item = button(name)
            tryVerify(() => item.visible && item.height > 0, 2000, name + " is in the open menu")
            click(item)
        }
        function button(name) {
            const b = findChild(screen, name)
            verify(b !== null, name)
            return b
        }
        function endingLine() {
            const view = findChild(screen, "moveListView")
            view.positionViewAtEnd()
            // Every row has the label; only the last row of an ended game shows it.
            const rows = view.contentItem.children
            for (let i = 0; i < rows.length; ++i) {
                const line = findChild(rows[i], "endingLine")
                if (line && line.visible)
                    return line
            }
            return null
        }

        function initTestCase() {
            app.requestActivate()
            tryCompare(app, "active", true)
        }
        function cleanup() {
            for (const name of ["resignDialog", "drawAnswerDialog", "gameAbandonDialog", "abandonDialog", "problemDialog"]) {
                const d = findChild(app, name)
                if (d)
                    d.close()
            }
        }

        // Alien Checkers has the narrowest board at 800x600: the banner's
        // headline and buttons stay inside it.
        function test_theBannerFitsTheNarrowBoard() {
            verify(controller.newGame("alien-checkers", {}, ["human", "random"], 1,
                                      "B move b:14 w:18 up:fire planets:mars/venus"), controller.statusText)
            app.inGame = true
            tryCompare(screen, "visible", true)
            waitForRendering(screen)
            drag(14, 23)
            tryCompare(controller, "gameOver", true)
            const buttons = button("outcomeButtons")
            const banner = buttons.parent.parent
            tryCompare(banner, "visible", true)
            waitForItemPolished(buttons)
            for (let i = 0; i < buttons.children.length; ++i) {
                const b = buttons.children[i]
                const at = b.mapToItem(banner, 0, 0)
                verify(at.x >= 0 && at.x + b.width <= banner.width,
                       b.text + " at " + at.x + "+" + b.width + " in a banner " + banner.width + " wide")
            }
            const headline = button("outcomeHeadline")
            verify(headline.contentWidth <= headline.width, "the headline fits: " + headline.contentWidth)
            // The list of moves ends with the result, as after a resignation.
            tryVerify(() => endingLine() !== null && endingLine().visible)
            compare(endingLine().text, controller.outcomeText)
            verify(endingLine().text.startsWith("Black wins"), endingLine().text)
            app.inGame = false
        }

        function test_resignAsksFirst() {
            play()
            drag(11, 15)
            const resign = button("resignItem")
            compare(button("resignButton").visible, false, "at 800x600 it is in the Game menu")
            compare(resign.enabled, true)
            const ask = findChild(screen, "resignDialog")

            fromMenu("resignItem")
            tryCompare(ask, "opened", true)
            click(findChild(ask, "keepPlayingButton"))
            tryCompare(ask, "visible", false)
            compare(controller.gameOver, false, "Keep playing keeps the game going")

            // White is to move: White resigns, Black wins.
            fromMenu("resignItem")
            tryCompare(ask, "opened", true)
            click(findChild(ask, "confirmResignButton"))
            tryCompare(ask, "visible", false)
            compare(controller.gameOver, true)
            const headline = findChild(screen, "outcomeHeadline")
            tryCompare(headline, "visible", true)
            compare(headline.text, qsTr("%1 wins!").arg("Black"))
            compare(findChild(screen, "outcomeLabel").text, "White resigns.")
            tryVerify(() => endingLine() !== null && endingLine().visible)
            compare(endingLine().text, "Black wins: White resigns")
            compare(resign.enabled, false, "a finished game cannot be resigned")
            compare(button("offerDrawItem").enabled, false)

            // Undo takes the resignation back, and play goes on.
            click(button("undoButton"))
            tryCompare(controller, "gameOver", false)
            tryCompare(headline, "visible", false)
            compare(resign.enabled, true)
            drag(22, 18)
            compare(controller.moveList, ["11-15", "22-18"])
        }

        function test_noPieceTipOverTheBanner() {
            verify(controller.newGame("alien-checkers", {}, ["human", "human"], 1,
                                      "B card:monolith b:9 w:24 monolith:18 up:monolith,fire planets:off"),
                   controller.statusText)
            app.inGame = true
            tryCompare(screen, "visible", true)
            waitForRendering(screen)
            verify(controller.resign(), "Black resigns")
            const headline = findChild(screen, "outcomeHeadline")
            tryCompare(headline, "visible", true)
            // The pointer comes to rest on the Monolith (where a closing
            // dialog may leave it): its tip would open over the banner.
            const monolith = board.pieceAt(sq(18))
            verify(monolith !== null && monolith.tipText !== "", "the Monolith explains itself")
            const at = board.squareCenter(sq(18))
            mouseMove(board, at.x, at.y)
            const tip = findChild(monolith, "infoTipPopup")
            wait(800)
            compare(tip.visible, false, "no tip while the banner shows")
            // Looking at the board, the pieces explain themselves again.
            click(findChild(screen, "lookAtBoardButton"))
            tryCompare(headline, "visible", false)
            mouseMove(board, 2, 2)
            wait(50)
            mouseMove(board, at.x, at.y)
            tryCompare(tip, "visible", true, 3000)
        }

        function test_drawOfferedAndAnswered() {
            play()
            drag(11, 15)
            const answer = findChild(screen, "drawAnswerDialog")

            fromMenu("offerDrawItem")
            tryCompare(answer, "opened", true)
            compare(answer.title, "White offers a draw")
            verify(findChild(answer, "drawQuestion").text.startsWith("Black, do you accept the draw?"))
            click(findChild(answer, "declineDrawButton"))
            tryCompare(answer, "visible", false)
            compare(controller.gameOver, false)
            compare(findChild(screen, "statusLabel").text, "Black declines the draw.")

            fromMenu("offerDrawItem")
            tryCompare(answer, "opened", true)
            click(findChild(answer, "acceptDrawButton"))
            tryCompare(answer, "visible", false)
            compare(controller.gameOver, true)
            const headline = findChild(screen, "outcomeHeadline")
            tryCompare(headline, "visible", true)
            compare(headline.text, qsTr("Draw"))
            compare(findChild(screen, "outcomeLabel").text, "Draw agreed.")
            tryVerify(() => endingLine() !== null && endingLine().visible)
            compare(endingLine().text, "Draw agreed")
        }

        function test_copyAndPasteAPosition() {
            play()
            drag(11, 15)
            keyClick(Qt.Key_C, Qt.ControlModifier)
            const fen = controller.fen
            compare(controller.clipboardText(), fen)
            compare(findChild(screen, "statusLabel").text, "Position copied: " + fen)
            drag(22, 18)
            compare(controller.moveList, ["11-15", "22-18"])

            // Pasting over a game in progress asks first.
            keyClick(Qt.Key_V, Qt.ControlModifier)
            const ask = findChild(app, "abandonDialog")
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(ask, "visible", false)
            compare(controller.fen, fen)
            compare(controller.moveList, [], "a new game from the pasted position")
        }

        function test_pdnIsForCheckers() {
            verify(controller.newGame("sorcerers-apprentice", {}, ["human", "human"], 1, ""))
            app.inGame = true
            click(button("gameMenuButton"))
            tryCompare(button("gameMenu"), "opened", true)
            tryCompare(button("importPdnItem"), "enabled", false)
            compare(button("copyPdnItem").text, "PDN: plain checkers only")
            button("gameMenu").close()
            tryCompare(button("gameMenu"), "visible", false)
            play()
            click(button("gameMenuButton"))
            tryCompare(button("gameMenu"), "opened", true)
            compare(button("importPdnItem").enabled, true)
            button("gameMenu").close()
        }

        // Every item of the Game menu is read whole, in a long language and
        // at a large window's larger type.
        function test_theGameMenuFitsItsItems() {
            app.width = 1600
            app.height = 1000
            AppSettings.language = "de"
            try {
                play()
                click(button("gameMenuButton"))
                tryCompare(button("gameMenu"), "opened", true)
                for (const name of ["flipItem", "saveItem", "openItem", "copyPositionItem",
                                    "pastePositionItem", "copyPdnItem", "exportPdnItem", "importPdnItem"]) {
                    const item = button(name)
                    verify(item.contentItem.implicitWidth <= item.contentItem.width + 0.5,
                           item.text + " fits: " + item.contentItem.implicitWidth + " > " + item.contentItem.width)
                }
                button("gameMenu").close()
                tryCompare(button("gameMenu"), "visible", false)
            } finally {
                AppSettings.language = ""
                app.width = 800
                app.height = 600
            }
        }

        function test_nothingEndsWhileLookingBack() {
            play()
            drag(11, 15)
            drag(22, 18)
            controller.viewTurn(0)
            tryCompare(controller, "viewing", true)
            compare(button("resignItem").enabled, false)
            compare(button("offerDrawItem").enabled, false)
            controller.backToGame()
            compare(button("resignItem").enabled, true)
        }
    }
}
