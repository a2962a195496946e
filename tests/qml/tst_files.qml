// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Hatrack

// Saving and opening a game through the application's file dialogs, as a
// player does with Ctrl+S and Ctrl+O: the game comes back move for move,
// and opening over a game in progress asks first.
Item {
    id: root
    width: 100
    height: 100

    Main {
        id: app
        keepGames: false
        width: 900
        height: 650
    }

    TestCase {
        name: "Files"
        when: windowShown

        readonly property GameController controller: app.gameController
        // An empty folder made for the tests (tests/qml/main.cpp).
        readonly property url folder: testScratchFolder

        function fileUrl(name) {
            return folder.toString() + "/" + name
        }
        // The shown dialog's field for a file name (each file dialog has one).
        function shownField(item) {
            if (item.objectName === "fileNameTextField" && item.visible)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = shownField(item.children[i])
                if (found)
                    return found
            }
            return null
        }
        // As a player does: the folder, then the file's name typed in the dialog.
        function chooseFile(dialog, name) {
            dialog.currentFolder = folder
            let field = null
            tryVerify(() => (field = shownField(app.Overlay.overlay)) !== null, 3000, "the dialog has a field for the name")
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Backspace)
            for (const ch of name)
                keyClick(ch)
            // Qt 6.4's own dialog says "Open" on this button unless told otherwise.
            const button = shownButton(app.Overlay.overlay, "Save")
            verify(button !== null, "the dialog has a Save button")
            mouseClick(button)
        }
        function shownButton(item, label) {
            if (item.text === label && item.visible && item.clicked !== undefined)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = shownButton(item.children[i], label)
                if (found)
                    return found
            }
            return null
        }
        function shownDelegate(item, name) {
            if (item.fileName === name && item.visible && item.width > 0)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = shownDelegate(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }
        // Opening: the folder, then a click on the file in the list and Enter.
        function openListedFile(dialog, name) {
            dialog.currentFolder = folder
            let entry = null
            tryVerify(() => (entry = shownDelegate(app.Overlay.overlay, name)) !== null, 3000, "the file is listed: " + name)
            mouseClick(entry)
            const button = shownButton(app.Overlay.overlay, "Open")
            verify(button !== null, "the dialog has an Open button")
            mouseClick(button)
        }
        function click(item) {
            verify(item !== null, "the item exists")
            mouseClick(item, item.width / 2, item.height / 2)
        }

        function cleanup() {
            for (const name of ["saveDialog", "openDialog"])
                findChild(app, name).close()
            for (const name of ["abandonDialog", "problemDialog"])
                findChild(app, name).close()
        }

        function test_saveThenOpen() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            app.inGame = true
            // The keys go to the application's window, as they would for a player.
            app.requestActivate()
            tryVerify(() => app.active)
            verify(controller.playMoves("11-15 23-19 8-11"))
            const name = "hatrack-qml-test-" + Date.now() + ".hatrack"

            const save = findChild(app, "saveDialog")
            keyClick(Qt.Key_S, Qt.ControlModifier)
            tryCompare(save, "visible", true)
            chooseFile(save, name)
            tryVerify(() => controller.statusText.indexOf(name) >= 0, 3000, controller.statusText)
            tryCompare(save, "visible", false)

            // Another game, then the saved one opened over it.
            verify(controller.newGame("checkers", {}, ["human", "human"], 2, ""))
            verify(controller.playMoves("9-13"))
            const open = findChild(app, "openDialog")
            keyClick(Qt.Key_O, Qt.ControlModifier)
            tryCompare(open, "visible", true)
            openListedFile(open, name)
            const ask = findChild(app, "abandonDialog")
            tryCompare(ask, "opened", true)
            click(findChild(ask, "abandonGameButton"))
            tryCompare(controller, "moveList", ["11-15", "23-19", "8-11"])
        }

        // Qt's own save dialog kept only the last part of a typed path; here
        // the path counts whole, and the next dialog opens in the folder of
        // the file saved.
        function test_aTypedPathIsSavedWhole() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            app.inGame = true
            app.requestActivate()
            tryVerify(() => app.active)
            verify(controller.playMoves("11-15"))
            const save = findChild(app, "saveDialog")
            keyClick(Qt.Key_S, Qt.ControlModifier)
            tryCompare(save, "visible", true)
            // The dialog shows another folder; the path typed names ours.
            save.currentFolder = "file:///"
            let field = null
            tryVerify(() => (field = shownField(app.Overlay.overlay)) !== null, 3000)
            // The new folder's list takes the focus once it is read.
            wait(300)
            mouseClick(field)
            field.forceActiveFocus()
            verify(field.activeFocus)
            field.selectAll()
            keyClick(Qt.Key_Backspace)
            const path = folder.toString().replace("file://", "") + "/typed-" + Date.now()
            for (const ch of path)
                keyClick(ch)
            mouseClick(shownButton(app.Overlay.overlay, "Save"))
            tryCompare(save, "visible", false)
            tryVerify(() => controller.statusText.indexOf(path + ".hatrack") >= 0, 3000, controller.statusText)
            compare(AppSettings.fileFolder.toString(), folder.toString())

            const open = findChild(app, "openDialog")
            keyClick(Qt.Key_O, Qt.ControlModifier)
            tryCompare(open, "visible", true)
            compare(open.currentFolder.toString(), folder.toString())
            open.close()
        }

        // The name field has the focus when the dialog opens, and Enter
        // saves: a path typed into it is kept whole.
        function test_enterSaves() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            app.inGame = true
            app.requestActivate()
            tryVerify(() => app.active)
            verify(controller.playMoves("11-15"))
            const save = findChild(app, "saveDialog")
            keyClick(Qt.Key_S, Qt.ControlModifier)
            tryCompare(save, "visible", true)
            let field = null
            tryVerify(() => (field = shownField(app.Overlay.overlay)) !== null, 3000)
            tryVerify(() => field.activeFocus, 3000, "the name field has the focus")
            const path = folder.toString().replace("file://", "") + "/entered-" + Date.now()
            for (const ch of path)
                keyClick(ch)
            keyClick(Qt.Key_Return)
            tryCompare(save, "visible", false)
            tryVerify(() => controller.statusText.indexOf(path + ".hatrack") >= 0, 3000, controller.statusText)
        }

        function test_aBadFileIsNamed() {
            verify(controller.newGame("checkers", {}, ["human", "human"], 1, ""))
            app.inGame = true
            // The keys go to the application's window, as they would for a player.
            app.requestActivate()
            tryVerify(() => app.active)
            const open = findChild(app, "openDialog")
            keyClick(Qt.Key_O, Qt.ControlModifier)
            tryCompare(open, "visible", true)
            // A file that is no saved game: a PDN record of this game.
            const bad = fileUrl("not-a-game-" + Date.now() + ".hatrack")
            verify(controller.exportPdn(bad))
            openListedFile(open, bad.substring(bad.lastIndexOf("/") + 1))
            const problem = findChild(app, "problemDialog")
            tryCompare(problem, "opened", true)
            verify(problem.text.indexOf("not-a-game") >= 0 || problem.text.length > 20, problem.text)
            problem.close()
            tryCompare(problem, "visible", false)
        }
    }
}
