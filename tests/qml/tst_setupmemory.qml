// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// After a restart the setup screen shows the game last started from it, with
// its options and who played each side, so that playing it again is one click.
Item {
    id: root
    width: 100
    height: 100

    Component {
        id: appComponent
        Main {
            width: 800
            height: 600
        }
    }

    TestCase {
        name: "SetupMemory"
        when: windowShown

        function cleanup() {
            // The next test's window starts from the usual setup.
            AppSettings.rememberSetup("", {}, [])
        }

        function test_theLastSetupIsShownAgain() {
            let app = createTemporaryObject(appComponent, root)
            let setup = findChild(app, "setupScreen")
            tryCompare(setup, "visible", true)
            compare(setup.game.id, "checkers", "a first start shows the first game")
            verify(setup.selectGame("sorcerers-apprentice"))
            setup.optionValues = {"draft": "select"}
            setup.seatPlayers(["human", "hard"])
            const start = findChild(setup, "startButton")
            mouseClick(start)
            tryCompare(app.gameController, "gameId", "sorcerers-apprentice")
            // Ended, so no game is left to offer back to the tests after this one.
            verify(app.gameController.resign())
            app.destroy()
            wait(0)

            app = createTemporaryObject(appComponent, root)
            setup = findChild(app, "setupScreen")
            tryCompare(setup, "visible", true)
            compare(setup.game.id, "sorcerers-apprentice")
            compare(setup.optionValues["draft"], "select")
            compare(setup.seats, [0, setup.game.computer.indexOf("hard") + 1])
        }

        function test_aSetupTheGameNoLongerHasIsLeftOut() {
            AppSettings.rememberSetup("pawns-in-hats", {"no-such-option": "x"}, ["human", "grandmaster"])
            const app = createTemporaryObject(appComponent, root)
            const setup = findChild(app, "setupScreen")
            tryCompare(setup, "visible", true)
            compare(setup.game.id, "pawns-in-hats")
            compare(Object.keys(setup.optionValues).length, 0)
            compare(setup.seats, setup.defaultSeats(setup.game), "an unknown level keeps the usual seat")
        }
    }
}
