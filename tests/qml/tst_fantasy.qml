// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Hatrack

// Fantasy RPG Checkers on the real game screen with the real engine, played
// with the mouse: choosing characters on the cards, a move by drag, a spell
// cast from the spell bar on a target whose area shows on hover, the die
// rolling with its sentence, the Cure Critical Wounds offer answered in the
// other player's turn, and wounded checkers drawn face down.
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
        name: "Fantasy"
        when: windowShown

        readonly property var board: screen.board

        function start(fen, options, seed) {
            verify(controller.newGame("fantasy-rpg-checkers", options || {}, ["human", "human"], seed || 1, fen || ""),
                   controller.statusText)
        }
        // A square by its number as players read it (1-32).
        function sq(number) {
            const i = Number(number) - 1
            compare(board.squareName(i), String(number))
            return i
        }
        function centre(number) {
            const p = board.squareCenter(sq(number))
            verify(p.x >= 0, "square " + number + " is on screen")
            return p
        }
        function drag(from, to) {
            const a = centre(from), b = centre(to)
            mousePress(board, a.x, a.y)
            for (let i = 1; i <= 8; ++i)
                mouseMove(board, a.x + (b.x - a.x) * i / 8, a.y + (b.y - a.y) * i / 8)
            mouseRelease(board, b.x, b.y)
        }
        function clickSquare(square) {
            const p = centre(square)
            mouseClick(board, p.x, p.y)
        }
        function clickItem(item) {
            verify(item !== null, "the item exists")
            tryCompare(item, "visible", true)
            if (item.parent)
                waitForItemPolished(item.parent)
            mouseClick(item, item.width / 2, item.height / 2)
        }
        // The first visible button (a choice) whose text begins with `text`.
        function buttonStarting(item, text) {
            if (!item)
                return null
            if (item instanceof Button && item.visible && String(item.text).startsWith(text))
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = buttonStarting(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }
        function sheet() {
            return findChild(board, "characterChoice")
        }
        function card(who) {
            return findChild(sheet().contentItem, "characterCard_" + who)
        }
        // As a player does: the sheet scrolls where the cards do not all fit.
        function pickCard(who) {
            const flick = findChild(sheet().contentItem, "characterScroller").contentItem
            const top = card(who).mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = Math.max(0, Math.min(top, flick.contentHeight - flick.height))
            wait(50)
            clickItem(card(who))
        }
        function shown(name) {
            const found = []
            const layer = board.tokenLayer
            for (let i = 0; i < layer.children.length; ++i)
                if (layer.children[i].objectName === name && layer.children[i].visible)
                    found.push(layer.children[i])
            return found
        }

        function cleanup() {
            root.width = 1000
            root.height = 760
            tryCompare(screen, "incoming", ({}), 3000)
        }

        function test_chooseCharactersByClicking() {
            start()
            compare(controller.table.art, "fantasy-rpg-checkers")
            tryCompare(sheet(), "visible", true)
            compare(findChild(sheet().contentItem, "chooserLine").text, "White chooses first; then Black chooses and moves first.")
            // Six cards, each with its powers and costs in words.
            for (const who of ["ranger", "cleric", "bard", "thief", "fighter", "mage"])
                verify(card(who) !== null, who)
            compare(findChild(sheet().contentItem, "otherChoiceLine").visible, false)
            pickCard("mage")
            tryCompare(findChild(sheet().contentItem, "chooserLine"), "text", "Now Black chooses, and moves first.")
            // The sheet covers White's strip in a small window: it says what White took.
            compare(findChild(sheet().contentItem, "otherChoiceLine").text, "White has chosen the Arcane Mage.")
            compare(findChild(sheet().contentItem, "otherChoiceLine").visible, true)
            compare(findChild(card("mage"), "chosenBy").visible, true)
            compare(findChild(card("cleric"), "chosenBy").visible, false)
            pickCard("cleric")
            tryCompare(sheet(), "visible", false)
            // Play begins: the characters, levels and pennies beside the board.
            compare(controller.currentPlayer, 0)
            compare(controller.table.zone("character:0").id, "character:0")
            compare(controller.table.tokens.tokensAt("zone:character:0")[0].face, "cleric")
            compare(controller.table.tokens.tokensAt("zone:character:1")[0].face, "mage")
            compare(findChild(screen, "counter_level:0").text, "Level 0")
            compare(findChild(screen, "counter_ld:1").text, "LD 0")
            compare(findChild(screen, "counter_pennies:0").text, "Pennies 0")
            compare(findChild(screen, "counter_skip:0").visible, false)
        }

        // In a short window (German at 800x600 is one) the lower cards run past
        // the sheet: a scroll bar that can be seen says so, and scrolling
        // brings the last card's last line into view.
        function test_characterSheetScrollsWithABarInASmallWindow() {
            root.width = 800
            root.height = 480
            start()
            tryCompare(sheet(), "visible", true)
            const bar = findChild(sheet(), "sheetScrollBar")
            verify(bar !== null, "the sheet has its own scroll bar")
            tryVerify(() => bar.size < 1, 3000, "the cards are taller than the sheet")
            compare(bar.policy, ScrollBar.AlwaysOn)
            verify(bar.visible && bar.width > 0)
            bar.position = 1 - bar.size
            const last = card("mage")
            const bottom = last.mapToItem(sheet().contentItem, 0, last.height).y
            const view = findChild(sheet().contentItem, "characterScroller")
            verify(bottom <= view.mapToItem(sheet().contentItem, 0, view.height).y + 1,
                   "the last card ends inside the sheet once scrolled down")
        }

        function test_moveByDrag() {
            start("", { black: "fighter", white: "thief" })
            compare(sheet().visible, false, "both characters fixed: no choice")
            const piece = board.pieceAt(sq(11))
            drag(11, 15)
            compare(controller.moveList[0], "11-15", controller.statusText)
            compare(board.pieceAt(sq(15)), piece, "the same checker moved")
            // The Fighter's checkers each carry a penny, drawn as a coin on it.
            const coins = board.tokenLayer.itemsAt("on:" + piece.tokenId)
            compare(coins.length, 1)
            compare(coins[0].type, "coin")
            tryCompare(coins[0], "visible", true)
            compare(findChild(screen, "counter_pennies:1").text, "Arrows 0")
            // LD says what it is to the pointer resting on it.
            const ld = findChild(screen, "counter_ld:0")
            compare(ld.text, "LD 0")
            verify(ld.tip.indexOf("level difference") >= 0, ld.tip)
            mouseMove(ld, ld.width / 2, ld.height / 2)
            const tip = findChild(ld, "counterTip")
            verify(tip !== null)
            tryVerify(() => tip.visible, 3000, "the tip shows")
        }

        // The spell book is named from the first turn on, so the buttons
        // do not move down a line on the second.
        function test_spellBookNamedFromTheFirstTurn() {
            start()
            verify(controller.playMoves("choose:fighter choose:mage"), controller.statusText)
            const bar = findChild(screen, "spellBar")
            tryCompare(bar, "visible", true)
            verify(bar.zone.label !== undefined && bar.zone.label !== "", "the book has its title")
            const title = bar.children[0]
            compare(title.visible, true)
            verify(/spells/i.test(title.text), title.text)
        }

        // Against the computer the player's spell book stays in its place,
        // greyed, while the computer moves: nothing below it jumps each turn.
        function test_theSpellBookStaysThroughTheComputersTurn() {
            verify(controller.newGame("fantasy-rpg-checkers", {}, ["human", "expert"], 1,
                                      "B mage,thief B:1,9,11 W:15,18,19,32 P:0.0.0,0.0.0 $:3,0 S:0,0 Q:0"),
                   controller.statusText)
            const bar = findChild(screen, "spellBar")
            tryCompare(bar, "visible", true)
            const fireball = findChild(bar, "spell_fireball")
            compare(fireball.usable, true)
            waitForItemPolished(bar.parent)
            const barAt = bar.mapToItem(screen, 0, 0).y
            drag(9, 14)
            tryVerify(() => controller.currentPlayer === 1, 3000, "the computer's turn")
            compare(bar.visible, true, "the book stays")
            compare(findChild(bar, "spell_fireball").usable, false)
            waitForItemPolished(bar.parent)
            compare(bar.mapToItem(screen, 0, 0).y, barAt, "the book stays where it was")
            // Its tip, as the pointer would show it, says why it is greyed.
            const tip = findChild(findChild(bar, "spell_fireball"), "infoTipPopup")
            verify(/not your turn/.test(tip.text), tip.text)
            tryVerify(() => controller.currentPlayer === 0, 10000, "the computer has moved")
            compare(bar.visible, true)
        }

        function test_castFireballWithTheDie() {
            start("B mage,thief B:1,11 W:15,18,19,32 P:0.0.0,0.0.0 $:3,0 S:0,0 Q:0")
            const bar = findChild(screen, "spellBar")
            tryCompare(bar, "visible", true)
            const fireball = findChild(bar, "spell_fireball")
            compare(fireball.text, "Fireball (3 pennies)")
            compare(fireball.usable, true)
            clickItem(fireball)
            // Targets ringed; hovering one shows every square the fireball hits.
            tryVerify(() => shown("pickTarget").length > 0)
            compare(shown("areaMark").length, 0)
            const p = centre(15)
            mouseMove(board, p.x, p.y)
            tryVerify(() => shown("areaMark").length > 1)
            const hit = shown("areaMark").map(m => Number(board.squareName(board.squareAtPoint(m.x + m.width / 2, m.y + m.height / 2))))
            verify(hit.indexOf(15) >= 0 && hit.indexOf(18) >= 0 && hit.indexOf(19) >= 0, hit)
            // The piece's tip stays back: it covered the squares the fireball hits.
            wait(900)
            compare(findChild(board.pieceAt(14), "infoTipPopup").visible, false, "no tip over the area")
            clickSquare(15)
            // Each checker hit saves: the die rolls on screen with the sentence.
            const caption = findChild(board, "rollCaption")
            tryCompare(caption, "showing", true)
            verify(/saves against Fireball on \d+: \d \+ LD -?\d+ = -?\d+, (saved|failed)/.test(findChild(board, "captionText").text),
                   findChild(board, "captionText").text)
            // The sentence, which gives the face away, waits for the die to land.
            verify(findChild(board, "captionDie").rolling, "the die still tumbles")
            compare(findChild(board, "captionText").opacity, 0)
            // So does the line beside the die in the strip above the board.
            const newest = findChild(screen, "rollLine_0")
            compare(newest.opacity, 0, "the strip keeps the result back too")
            // And the side panel: its news and the notes of the move.
            const news = findChild(screen, "statusLabel")
            verify(news.text.indexOf("Fireball") >= 0, news.text)
            compare(news.opacity, 0, "the news waits for the die")
            const cast = findChild(screen, "move_1_0")
            verify(cast !== null && cast.cell.notes.length > 0)
            compare(cast.notesHidden, true, "the move's notes wait for the die")
            tryCompare(findChild(board, "captionText"), "opacity", 1, 3000)
            tryCompare(newest, "opacity", 1, 3000)
            compare(news.opacity, 1, "the news once the die has landed")
            compare(cast.notesHidden, false)
            tryVerify(() => controller.table.rolls.length >= 3, 3000, "a roll for each checker hit")
            const die = board.tokenLayer.itemFor(200)
            verify(die.rolls >= 1)
            // Every roll can be read again in the history.
            const rolls = findChild(screen, "rollList")
            tryVerify(() => rolls.width > 0)
            const line = findChild(screen, "rollLine_0")
            verify(/^(White|Black) saves against Fireball/.test(line.text), line.text + ": the roll is not said twice")
            // A line cut short has had all the room the strip may give it.
            tryVerify(() => !line.truncated || line.width >= rolls.widest - 1, 3000,
                      "cut at " + line.width + " of " + rolls.widest)
            // In a large window the strip has room for the whole line, its result included.
            root.width = 1600
            root.height = 1000
            tryVerify(() => !line.truncated, 3000, "the whole line in a large window: " + line.width + " of " + line.implicitWidth)
            root.width = 1000
            root.height = 760
            clickItem(rolls)
            const history = findChild(screen, "rollHistory")
            tryCompare(history, "opened", true)
            compare(findChild(screen, "rollHistoryList").count, controller.table.rolls.length)
            history.close()
            tryCompare(history, "visible", false)
            // The caption fades out as it was, never as a blank die.
            tryCompare(caption, "showing", false, 8000)
            verify(caption.visible, "still fading")
            verify(findChild(board, "captionText").text !== "", "its sentence stays while it fades")
            verify(findChild(board, "captionDie").value !== "", "and its die's face")
            tryCompare(controller, "currentPlayer", 1, 3000, "the fireball was Black's turn")
            // Another language words the rolls anew but rolls no die again.
            tryCompare(caption, "showing", false, 5000)
            const tossed = caption.tosses
            try {
                AppSettings.language = "de"
                tryVerify(() => /Feuerball/.test(findChild(screen, "rollLine_0").text), 3000,
                          findChild(screen, "rollLine_0").text)
                wait(300)
                compare(caption.showing, false, "no old roll comes up over the board")
                compare(caption.tosses, tossed)
            } finally {
                AppSettings.language = ""
            }
        }

        // Before the first roll the history says so rather than opening empty.
        // On a short panel the spell book, none of whose spells can be cast
        // while a target is chosen, gives its room to the line that says
        // what to click: at 800x600 only its first words showed.
        function test_theHowToOfASpellShowsOnAShortPanel() {
            root.width = 800
            root.height = 600
            start("B mage,thief B:1,11 W:15,18,19,32 P:0.0.0,0.0.0 $:3,0 S:0,0 Q:0")
            const bar = findChild(screen, "spellBar")
            tryCompare(bar, "visible", true)
            clickItem(findChild(bar, "spell_fireball"))
            tryVerify(() => shown("pickTarget").length > 0)
            const hint = findChild(screen, "placementHint")
            tryCompare(hint, "visible", true)
            tryCompare(bar, "visible", false)
            verify(hint.text.startsWith("Fireball"), hint.text)
            // Cast, the book is back in its place.
            clickSquare(15)
            tryCompare(bar, "visible", true, 10000)
        }

        function test_rollHistoryBeforeAnyRoll() {
            start("B mage,cleric B:11 W:15,32 P:0.0.0,0.0.0 $:3,3 S:0,0 Q:0")
            compare(controller.table.rolls.length, 0)
            const dice = findChild(screen, "dice_dice")
            verify(dice !== null)
            clickItem(dice)
            const history = findChild(screen, "rollHistory")
            tryCompare(history, "opened", true)
            compare(findChild(screen, "rollHistoryList").count, 0)
            verify(findChild(screen, "noRollsYet").visible)
            history.close()
            tryCompare(history, "visible", false)
        }

        function test_spellGreyedWhileCaptureIsCompulsory() {
            start("B mage,cleric B:11 W:15,32 P:0.0.0,0.0.0 $:3,3 S:0,0 Q:0")
            const fireball = findChild(findChild(screen, "spellBar"), "spell_fireball")
            verify(fireball !== null)
            compare(fireball.usable, false)
            compare(screen.board.tokenLayer.artObject.buttonReason({ height: 3 }, controller),
                    "Not now: a capture is possible, and capturing comes before any spell or power.")
            clickItem(fireball)
            compare(controller.moveList.length, 0, "a greyed spell does nothing")
            // The pointer leaves before the next game replaces the button under it.
            mouseMove(screen, 1, 1)
            tryCompare(fireball, "hovered", false)
        }

        function test_cureCriticalOfferInTheOpponentsTurn() {
            start("B mage,cleric B:11 W:15,32 P:0.0.0,0.0.0 $:0,3 S:0,0 Q:0")
            drag(11, 18)
            // White answers in Black's turn: the offer says whose decision it is.
            compare(controller.currentPlayer, 1, controller.statusText)
            compare(controller.turnOwner, 0)
            const note = findChild(screen, "offTurnNote")
            tryCompare(note, "visible", true)
            compare(note.text, "White decides this, during Black's turn:")
            const cure = buttonStarting(screen, "Cure Critical Wounds")
            verify(cure !== null)
            verify(buttonStarting(screen, "Let it be captured") !== null)
            // The Cleric's spell bar is not shown in the other player's turn.
            compare(findChild(screen, "spellBar").visible, false)
            clickItem(cure)
            // Saved: the checker stays; White skips the next turn, and it shows.
            verify(board.pieceAt(sq(15)) !== null, "the checker on 15 was not captured")
            tryCompare(findChild(screen, "counter_skip:1"), "visible", true)
            compare(findChild(screen, "counter_skip:1").text, "Skips next turn")
        }

        function test_woundedCheckerFaceDown() {
            start("B bard,fighter B:1,6p1,10w,11,i14 W:15p1,18,19w,32p1,K28 P:2.1.0,1.0.1 $:3,0 S:0,0 Q:0")
            const wounded = board.pieceAt(sq(19)), healthy = board.pieceAt(sq(18))
            verify(wounded.flags.indexOf("wounded") >= 0)
            tryCompare(findChild(wounded, "woundedBack"), "visible", true)
            compare(findChild(healthy, "woundedBack").visible, false)
            compare(wounded.tipText, "White man, wounded (face down): one more wound captures it.")
            // Under the pointer, with what the rules say of it: the wound is said once.
            const at = centre(19)
            mouseMove(board, at.x, at.y)
            tryVerify(() => wounded.explanation !== "", 3000, "the checker is explained")
            compare(wounded.shownTip.split("wounded").length - 1, 1, wounded.shownTip)
            verify(wounded.shownTip.startsWith("White man."), wounded.shownTip)
            mouseMove(root, 1, 1)
            // The Bard's charmed checker and the illusion are drawn apart too.
            compare(findChild(board.pieceAt(sq(6)), "charmBadge").visible, true)
            verify(board.pieceAt(sq(14)).tipText.startsWith("Black's illusion"))
            // The pools: a king counts two, the Fighter's pennies there add up.
            compare(findChild(screen, "counter_level:0").text, "Level 4")
            compare(findChild(screen, "counter_level:1").text, "Level 2")
        }

        // A captured king is two checkers in the pool, as its level counts it.
        function test_aCapturedKingLiesInThePoolAsTwoCheckers() {
            start("B bard,fighter B:1,6 W:15,18 P:0.1.0,1.0.0 $:0,0 S:0,0 Q:0")
            compare(findChild(screen, "counter_level:0").text, "Level 2")
            compare(findChild(screen, "counter_level:1").text, "Level 1")
            const kingPool = findChild(screen, "pool0_"), manPool = findChild(screen, "pool1_")
            verify(kingPool && manPool, "both pools are drawn")
            tryCompare(findChild(kingPool, "poolStack"), "count", 2)
            compare(findChild(manPool, "poolStack").count, 1)
        }

        function test_leapAndStabByClicking() {
            start("B ranger,mage B:1 W:6,15,23,24,32 P:0.0.0,0.0.0 $:0,0 S:0,0 Q:0")
            drag(1, 10)
            drag(10, 19)
            compare(controller.currentPlayer, 0, controller.statusText)
            // The wounds to deal are a prompt: ringed enemies next to the jumper, and a way to stop.
            tryVerify(() => shown("pickTarget").length === 2)
            verify(findChild(screen, "placementHint").text.startsWith("Leap & Stab"))
            const victim = board.pieceAt(sq(23))
            clickSquare(23)
            tryVerify(() => victim.flags.indexOf("wounded") >= 0)
            tryCompare(findChild(victim, "woundedBack"), "visible", true)
            clickItem(buttonStarting(screen, "Stop stabbing"))
            // The chain goes on after the stab: the jumper takes 24 as well.
            tryCompare(controller, "pendingDecision", "Black must go on jumping from 19")
            drag(19, 28)
            tryCompare(controller, "currentPlayer", 1)
            const row = controller.moveRows[0].cells[0]
            compare(row.notation, "1x10x19 stab@23 stop 19x28")
            compare(row.notes[0], "Black wounds 23 (Leap & Stab)")
        }

        function test_rulesPanelExplainsEveryCharacter() {
            start("", { black: "mage", white: "bard" })
            const rules = screen.rulesPanel
            compare(rules.gameId, "fantasy-rpg-checkers")
            const text = findChild(rules.contentItem, "rulesText").text
            for (const name of ["Demented Ranger", "Stalwart Cleric", "Bard", "Ranged Attack Thief", "Smart Fighter",
                                "Arcane Mage", "saving throw", "How Hatrack reads the rules"])
                verify(text.indexOf(name) >= 0, name)
        }
    }
}
