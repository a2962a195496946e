// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// The settings dialog, used with the mouse: what each setting changes is seen
// on the board at once, and the sounds a move makes are cued.
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
        onSettingsRequested: settings.open()
    }
    SettingsDialog {
        id: settings
    }
    SoundBoard {
        id: sounds
        controller: controller
    }
    AbandonDialog {
        id: abandon
        controller: controller
    }

    TestCase {
        name: "Settings"
        when: windowShown

        // Sounds stay off: a test machine has no audio device.
        function init() {
            AppSettings.restoreDefaults()
            AppSettings.sounds = false
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
        }
        function cleanup() {
            settings.close()
            AppSettings.restoreDefaults()
            AppSettings.sounds = false
        }

        function openSettings() {
            const button = findChild(screen, "settingsButton")
            verify(button)
            mouseClick(button)
            tryCompare(settings, "opened", true)
        }
        function clickNamed(name) {
            const item = findChild(settings.contentItem, name)
            verify(item, name)
            mouseClick(item)
        }

        // Hints ask the level chosen here, "hard" unless changed.
        function test_hintsAskTheChosenLevel() {
            compare(AppSettings.hintLevel, "hard")
            openSettings()
            const choice = findChild(settings.contentItem, "hintLevelChoice")
            verify(choice !== null)
            compare(choice.currentValue, "hard")
            choice.activated(0)
            compare(AppSettings.hintLevel, "easy")
            settings.close()
            tryCompare(settings, "visible", false)
            mouseClick(findChild(screen, "hintButton"))
            tryCompare(controller, "hinting", false, 10000)
            compare(controller.hintLevel, "easy")
            verify(controller.hintText.startsWith("Hint: "), controller.hintText)

            // The strongest level, last in the list, answers too.
            openSettings()
            const expert = findChild(settings.contentItem, "hintLevelChoice")
            expert.activated(3)
            compare(AppSettings.hintLevel, "expert")
            settings.close()
            tryCompare(settings, "visible", false)
            mouseClick(findChild(screen, "hintButton"))
            tryCompare(controller, "hinting", false, 20000)
            compare(controller.hintLevel, "expert")
            verify(controller.hintText.startsWith("Hint: "), controller.hintText)
        }

        // Scrolled in a short window, a heading cut by the top edge fades
        // out under the title rather than lying cut right beneath it.
        function test_aScrolledHeadingFades() {
            root.height = 600
            try {
                openSettings()
                const fade = findChild(settings.contentItem, "settingsTopFade")
                verify(fade !== null)
                compare(fade.visible, false, "nothing is cut at the top")
                const flick = findChild(settings.contentItem, "settingsTopFade").parent.contentItem
                tryVerify(() => flick.contentHeight > flick.height, 2000, "the settings scroll here")
                // The bar says there is more below (the language among it).
                const bar = findChild(settings.contentItem, "settingsScrollBar")
                verify(bar.visible && bar.opacity > 0, "the scroll bar shows")
                // At the right edge, beside the settings rather than over them.
                const column = findChild(settings.contentItem, "settingsColumn")
                verify(bar.height > flick.height / 2, "as tall as the view: " + bar.height)
                verify(bar.x >= column.width, "beside the settings: " + bar.x + " " + column.width)
                flick.contentY = 40
                tryCompare(fade, "visible", true)
            } finally {
                root.height = 760
            }
        }

        function test_squareNumbersCanBeHidden() {
            const cell = findChild(screen, "cell_1")
            const number = findChild(cell, "squareName")
            verify(number.visible)
            openSettings()
            clickNamed("squareNumbersSwitch")
            compare(AppSettings.squareNumbers, false)
            verify(!number.visible)
            clickNamed("squareNumbersSwitch")
            verify(number.visible)
        }

        // Moves told in words, switched on and off with the list in sight;
        // the notation stays in the tooltip.
        function test_movesInWords() {
            verify(controller.playMoves("11-15 22-18"))
            // The cell on screen: a row lays its cells out in columns, or one
            // under the other when they are too long for that.
            const cell = (number, side) => findChild(screen, "move_" + number + "_" + side)
            tryVerify(() => cell(1, 0) !== null && cell(1, 0).visible)
            compare(cell(1, 0).text, "11-15")
            compare(cell(1, 0).tipText, "Black moves a man from 11 to 15", "the tooltip tells it in words")
            openSettings()
            clickNamed("movesInWordsSwitch")
            compare(AppSettings.movesInWords, true)
            tryCompare(cell(1, 0), "text", "Black moves a man from 11 to 15")
            compare(cell(1, 1).text, "White moves a man from 22 to 18")
            compare(cell(1, 0).tipText, "11-15", "the tooltip keeps the notation")
            // A move made now is told in words too.
            verify(controller.playMoves("15x22"))
            tryVerify(() => cell(2, 0) !== null
                      && cell(2, 0).text === "Black's man jumps from 15 to 22, capturing the man on 18")
            clickNamed("movesInWordsSwitch")
            compare(AppSettings.movesInWords, false)
            tryCompare(cell(1, 0), "text", "11-15")
        }

        // Whether a hat stays on is asked unless switched off here.
        function test_askWhetherAHatStaysOn() {
            compare(AppSettings.askQuietChoices, true)
            openSettings()
            const toggle = findChild(settings.contentItem, "askQuietSwitch")
            compare(toggle.checked, true)
            clickNamed("askQuietSwitch")
            compare(AppSettings.askQuietChoices, false)
            compare(toggle.checked, false)
            AppSettings.restoreDefaults()
            compare(toggle.checked, true)
        }

        function test_boardColours() {
            const dark = findChild(screen, "cell_1")
            const before = String(dark.color)
            openSettings()
            clickNamed("theme_green")
            compare(AppSettings.boardTheme, "green")
            verify(String(dark.color) !== before)
            compare(String(dark.color), String(Theme.squareColour("green", true)))
            clickNamed("theme_contrast")
            compare(String(dark.color), String(Theme.squareColour("contrast", true)))
        }

        // WCAG's relative luminance and contrast ratio.
        function luminance(colour) {
            // Theme gives some colours as names: made a colour first.
            const c = Qt.lighter(colour, 1.0)
            const lin = v => v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
        }
        function contrast(a, b) {
            const la = luminance(a), lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }
        // The square numbers read on the high-contrast board as its name
        // promises: at least 4:1 on both kinds of square, at full strength.
        function test_highContrastSquareNumbersRead() {
            AppSettings.boardTheme = "contrast"
            const board = screen.board
            for (const dark of [true, false]) {
                const square = Theme.squareColour("contrast", dark)
                const name = Theme.squareNameColour("contrast", dark)
                verify(contrast(square, name) >= 4, String(name) + " on " + String(square))
            }
            // Drawn so on the board: square 1 is a dark one.
            const numbers = []
            const find = (item) => {
                for (let i = 0; i < item.children.length; ++i) {
                    const c = item.children[i]
                    if (c.objectName === "squareName" && c.visible && c.text === "1")
                        numbers.push(c)
                    find(c)
                }
            }
            find(board)
            compare(numbers.length, 1)
            compare(String(numbers[0].color), "#ffffff")
            compare(numbers[0].opacity, 1)
        }

        // On the high-contrast board both players' pieces stand out from the
        // squares they stand on, black ones more than on any other board.
        function test_highContrastKeepsEveryPieceInSight() {
            const square = Theme.squareColour("contrast", true)
            for (const piece of [Theme.blackPiece, Theme.whitePiece])
                verify(contrast(square, piece) >= 3, String(piece) + " on " + String(square))
            verify(contrast(square, Theme.squareColour("contrast", false)) >= 3)
            for (const theme of AppSettings.boardThemes)
                verify(contrast(square, Theme.blackPiece)
                       >= contrast(Theme.squareColour(theme, true), Theme.blackPiece), theme)
        }

        // A choice too long for its box ends in "…" before the arrow, and the
        // open list is wide enough to read it whole, inside the window.
        function test_aLongChoiceIsCutBeforeTheArrowAndReadWholeInTheList() {
            root.width = 800
            root.height = 600
            const language = AppSettings.language
            try {
                // "Wie der Experten-Computer es sieht (am besten, am langsamsten)"
                AppSettings.language = "de"
                AppSettings.hintLevel = "expert"
                openSettings()
                const combo = findChild(settings.contentItem, "hintLevelChoice")
                waitForItemPolished(settings.contentItem)
                verify(combo.contentItem.truncated, "the expert's line is longer than its box")
                verify(combo.contentItem.x + combo.contentItem.width <= combo.indicator.x + 1, "and stops before the arrow")
                mouseClick(combo)
                tryCompare(combo.popup, "opened", true)
                verify(combo.popup.width >= combo.widestEntry(), "the list is as wide as its longest entry")
                verify(combo.popup.width > combo.width)
                const left = combo.popup.contentItem.mapToItem(root, 0, 0).x
                verify(left >= 0 && left + combo.popup.width <= root.width, "inside the window")
                keyClick(Qt.Key_Escape)
                tryCompare(combo.popup, "opened", false)
            } finally {
                AppSettings.language = language
                root.width = 1000
                root.height = 760
                waitForItemPolished(screen)
            }
        }

        function test_animationOffAndOn() {
            openSettings()
            const combo = findChild(settings.contentItem, "animationChoice")
            mouseClick(combo)
            tryCompare(combo.popup, "opened", true)
            // The first entry is "Off".
            keyClick(Qt.Key_Home)
            keyClick(Qt.Key_Return)
            tryCompare(AppSettings, "animation", "off")
            compare(AppSettings.animationFactor, 0)
        }

        // Chooses the language at `index` in the settings' list with the mouse
        // and keys: 0 the system's, then English, Deutsch, Français, Español.
        function chooseLanguage(index) {
            const combo = findChild(settings.contentItem, "languageChoice")
            mouseClick(combo)
            tryCompare(combo.popup, "opened", true)
            keyClick(Qt.Key_Home)
            for (let i = 0; i < index; ++i)
                keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
            tryCompare(combo.popup, "opened", false)
        }

        // A switch to German and back changes the whole screen at once: the
        // dialog itself, the game's buttons, the engine's words; a choice
        // shown in a list stays the choice made.
        function test_languageSwitchesWhileAGameRuns() {
            AppSettings.animation = "slow"
            // A piece chosen: what it may do is told under the question.
            const board = screen.board
            const nine = board.squareCenter(8)
            mouseClick(board, nine.x, nine.y)
            const explanation = findChild(screen, "pieceExplanation")
            tryCompare(explanation, "text", "The man on 9 can step to 13 or 14.", 3000)
            openSettings()
            const newGame = findChild(screen, "newGameButton")
            const animation = findChild(settings.contentItem, "animationChoice")
            compare(newGame.text, "New game")
            const close = findChild(settings, "settingsCloseButton")
            compare(close.text, "Close")
            chooseLanguage(2)
            compare(AppSettings.language, "de")
            compare(settings.title, "Einstellungen")
            compare(newGame.text, "Neues Spiel")
            compare(animation.currentText, "Langsam: leicht zu verfolgen")
            compare(AppSettings.animation, "slow")
            compare(findChild(screen, "decisionLabel").text, "Schwarz am Zug")
            compare(explanation.text, "Der Stein auf 9 kann nach 13 oder 14 ziehen.")
            compare(close.text, "Schließen", "the dialog's own button too")
            chooseLanguage(1)
            compare(AppSettings.language, "en")
            compare(settings.title, "Settings")
            compare(newGame.text, "New game")
            compare(animation.currentText, "Slow: easy to follow")
            compare(findChild(screen, "decisionLabel").text, "Black to move")
            compare(explanation.text, "The man on 9 can step to 13 or 14.")
            compare(close.text, "Close", "and back")
            AppSettings.language = ""
        }

        function test_noConfirmationWhenTurnedOff() {
            verify(controller.playMoves("11-15"))
            verify(controller.gameInProgress)
            let ran = false
            abandon.ask(() => { ran = true })
            verify(!ran)
            tryCompare(abandon, "opened", true)
            abandon.reject()
            tryCompare(abandon, "opened", false)
            openSettings()
            clickNamed("confirmSwitch")
            compare(AppSettings.confirmations, false)
            abandon.ask(() => { ran = true })
            verify(ran)
            compare(abandon.opened, false)
        }

        function test_movesAndCapturesAreCued() {
            verify(controller.playMoves("11-15"))
            compare(sounds.lastCue, ["move"])
            compare(sounds.chosen(sounds.lastCue), "move")
            verify(controller.playMoves("22-18 15x22"))
            verify(sounds.lastCue.indexOf("capture") >= 0)
            compare(sounds.chosen(sounds.lastCue), "capture")
            // Sounds are off for the tests (no audio device): nothing was played.
            compare(sounds.played, 0)
        }
    }
}
