// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Hatrack

// The variant lab as a player uses it, at 800x600: reached from the setup
// screen, a variant per hat draft, a run stopped partway and one played to
// the end; the charts and the exports count the games that finished, and a
// game of the run opens on the board.
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
        name: "Lab"
        when: windowShown

        readonly property Item setup: findChild(app, "setupScreen")
        readonly property Item labScreen: findChild(app, "labScreen")
        readonly property LabController lab: labScreen.lab
        readonly property url folder: testScratchFolder

        function click(item) {
            verify(item !== null, "the item exists")
            verify(item.visible, "the item is shown: " + item.objectName)
            mouseClick(item, item.width / 2, item.height / 2)
        }
        function named(name) {
            const item = findChild(labScreen, name)
            verify(item !== null, name)
            return item
        }
        function readFile(url) {
            const request = new XMLHttpRequest()
            request.open("GET", url, false)
            request.send(null)
            return request.responseText
        }
        function openLab(gameId) {
            // Left open on another game by the test before: chosen anew from the setup screen.
            if (labScreen.visible && labScreen.game.id !== gameId)
                app.inLab = false
            if (!labScreen.visible) {
                setup.selectGame(gameId)
                click(findChild(setup, "labButton"))
                tryCompare(labScreen, "visible", true)
            }
            compare(labScreen.game.id, gameId, "the lab opens on the game chosen")
        }
        function cleanup() {
            lab.cancel()
        }

        // Four variants at most: a menu entry for an option with more values
        // says it takes the first four, and the full list says why no more.
        function test_fourVariantsAtMostAndSaid() {
            openLab("fantasy-rpg-checkers")
            compare(named("variantLimit").visible, false)
            click(named("variantPerValueButton"))
            tryVerify(() => findChild(app, "perValueMenu").opened, 2000)
            const item = findChild(app, "perValue-black")
            tryVerify(() => item !== null && item.visible, 2000, "the menu lists Black's character")
            verify(item.text.endsWith("(its first four of 7 values)"), item.text)
            item.triggered()
            compare(labScreen.variants.length, 4)
            compare(named("addVariantButton").enabled, false)
            compare(named("variantLimit").visible, true)
            compare(named("variantLimit").text, "Four variants at most: remove one to add another.")
        }

        function test_aRunStoppedPartwayCountsItsFinishedGames() {
            openLab("sorcerers-apprentice")
            click(named("variantPerValueButton"))
            tryVerify(() => findChild(app, "perValueMenu").opened, 2000)
            const item = findChild(app, "perValue-draft")
            tryVerify(() => item !== null && item.visible, 2000, "the menu lists the hat draft")
            // The item is there; choosing it (a click on a menu item made by an
            // Instantiator does not reach it under the offscreen platform).
            item.triggered()
            compare(labScreen.variants.length, 4, "none, mixed, select, contrary")
            named("labGames").value = 20
            // 80 games of normal players take minutes, and one takes a second or
            // two: the run is still going when stopped, even on a loaded machine
            // (hard players took half a minute a game under load).
            labScreen.playerA = labScreen.levelIndex("normal")
            labScreen.playerB = labScreen.levelIndex("normal")
            click(named("labRunButton"))
            verify(lab.running)
            compare(lab.total, 80)
            tryVerify(() => lab.finished >= 2, 120000, "some games finish")
            click(named("labRunButton"))
            tryCompare(lab, "running", false)
            const finished = lab.finished
            verify(finished > 0 && finished < 80, "stopped partway: " + finished)
            let counted = 0
            for (const r of lab.results)
                counted += r.games
            compare(counted, finished, "the charts count the finished games")
            wait(400)
            compare(lab.finished, finished, "nothing runs on after the stop")
            verify(named("outcomeBar0").visible)
            compare(named("labGame0").visible, true, "the games are listed")

            const file = folder.toString() + "/lab-partway.json"
            verify(lab.exportJson(file), lab.error)
            const json = JSON.parse(readFile(file))
            let exported = 0
            for (const v of json.variants)
                exported += v.games
            compare(exported, finished, "the export holds the finished games")
        }

        function test_aWholeRunComparesTheDrafts() {
            openLab("sorcerers-apprentice")
            labScreen.variantPerValue(labScreen.game.options.find(o => o.name === "draft"))
            named("labGames").value = 20
            labScreen.playerA = labScreen.levelIndex("easy")
            labScreen.playerB = labScreen.levelIndex("easy")
            click(named("labRunButton"))
            verify(lab.error === "", lab.error)
            tryCompare(lab, "running", false, 30000)
            compare(lab.finished, 80)
            compare(lab.results.length, 4)
            for (const r of lab.results) {
                compare(r.games, 20)
                compare(r.firstWins.hits + r.secondWins.hits + r.draws.hits, 20)
                verify(r.histogram.reduce((a, b) => a + b, 0) === 20, "every game in the histogram")
                verify(r.endings.length > 0, "how the games ended")
            }
            verify(lab.results[2].features.length > 0, "the hats of the select draft are counted")
            // Named as the setup screen words them, not by option ids.
            compare(lab.results[0].name, "Standard rules")
            compare(lab.results[1].name, "Mixed Hat Draft")
            // A reason is counted apart for each side's win: White's last piece
            // lost is not Black's.
            for (const r of lab.results) {
                const ids = r.endings.map(e => e.id)
                compare(new Set(ids).size, ids.length, "one row per reason and winner")
                for (const e of r.endings)
                    if (e.label.startsWith("White has no pieces"))
                        compare(e.winner, 0, "White lost its last piece, Black won")
            }
            verify(named("advantage3").visible)
            verify(named("difference1").visible, "a variant after the first is compared with it")
            // Figures are written as the language writes them.
            AppSettings.language = "de"
            verify(/in \d+,\d s/.test(named("labProgress").text), named("labProgress").text)
            AppSettings.language = "en"
            verify(/in \d+\.\d s/.test(named("labProgress").text), named("labProgress").text)
            AppSettings.language = ""

            // A game of the run opens on the board, once scrolled into sight.
            // The tables above it may still grow as their text wraps, so the
            // line is scrolled to until it stays in sight, then clicked at
            // once, before another layout can move it.
            const view = named("labResults")
            const flick = view.contentItem
            const first = named("labGame0")
            tryVerify(() => {
                const y = first.mapToItem(view, 0, 0).y
                if (y >= 0 && y + first.height <= view.height)
                    return true
                flick.contentY = Math.max(0, Math.min(first.mapToItem(flick.contentItem, 0, 0).y,
                                                      flick.contentHeight - flick.height))
                return false
            }, 5000, "the first game's line is in sight")
            click(first)
            const game = findChild(app, "gameScreen")
            tryVerify(() => game.visible, 5000, "the game is shown; abandon asked: " + findChild(app, "abandonDialog").opened
                      + ", problem: " + findChild(app, "problemDialog").text + ", row at " + first.mapToItem(labScreen, 0, 0).y)
            compare(app.gameController.gameId, "sorcerers-apprentice")
            verify(app.gameController.gameOver, "the game is shown to its end")
            verify(app.gameController.moveList.length > 0)
            // And the way back leads to the lab, its results still there.
            const back = findChild(game, "backButton")
            compare(back.visible, true)
            compare(back.text, "◀ Lab")
            // Beside the title, not under it (it was, the first time a game was opened).
            const title = findChild(game, "gameTitle")
            waitForItemPolished(title.parent)
            verify(title.mapToItem(game, 0, 0).x >= back.mapToItem(game, back.width, 0).x,
                   "the title starts at " + title.mapToItem(game, 0, 0).x + ", the button ends at "
                   + back.mapToItem(game, back.width, 0).x)
            const results = lab.results.length
            click(back)
            tryCompare(labScreen, "visible", true)
            compare(game.visible, false)
            compare(lab.results.length, results)
            compare(back.visible, false, "a game started otherwise has no way back to the lab")
        }
    }
}
