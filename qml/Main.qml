// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

ApplicationWindow {
    id: window

    // Buttons, menus and dialogs grow with a large window as the side
    // panel's text does (Theme.textScale), rather than stay small beside it.
    readonly property real baseFontPoints: Qt.application.font.pointSize > 0 ? Qt.application.font.pointSize : 9
    font.pointSize: baseFontPoints * Theme.textScale

    // Set from the command line (--game, --option, --players, --seed, --moves).
    property string startGameId: ""
    property var startOptions: ({})
    property var startPlayers: ["human", "normal"]
    // Whether --players chose them; if not, the setup screen shows the game
    // last started from it, as it was set up.
    property bool startPlayersGiven: false
    property double startSeed: -1
    property string startMoves: ""
    property string startFen: ""
    // --learn ID[/STAGE/LEVEL]: the lessons of a game, or one of its levels.
    property string startLearn: ""
    // Keep the game in progress for the next start (off for screenshots). A
    // game set up by --game is not kept, so it never replaces a player's game.
    property bool keepGames: true
    // Set once the --game game is on the board: the next game is kept.
    property bool keepNextGame: false
    property bool inGame: false
    // Learn to play, over whichever screen it was opened from: "" (not
    // learning), "browser" (the lessons) or "level" (a level on the board).
    property string learning: ""
    // The variant lab, over the setup screen it was opened from.
    property bool inLab: false
    // A game of the lab is being looked at: the lab's results wait for it.
    property bool fromLab: false
    onInGameChanged: if (!inGame) fromLab = false
    // For tests: the one controller behind both screens, and the lessons'.
    readonly property alias gameController: controller
    readonly property alias lessonController: lessonGame
    readonly property alias lessons: coach

    function openLessons(gameId) {
        if (gameId !== "")
            lessonBrowser.gameId = gameId
        coach.leave()
        learning = "browser"
    }

    width: 1060
    height: 760
    // Below this the board and the side panel no longer fit side by side at a
    // size where pieces and hats can be told apart.
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    color: Theme.window
    palette.window: Theme.window
    // The colours that differ when disabled are set per group: a binding to
    // the plain property sets all three groups and, evaluated after the
    // disabled one, would win over it.
    palette.active.windowText: Theme.text
    palette.inactive.windowText: Theme.text
    palette.base: "#24211e"
    palette.alternateBase: Theme.panel
    palette.active.text: Theme.text
    palette.inactive.text: Theme.text
    palette.active.button: "#4a453e"
    palette.inactive.button: "#4a453e"
    palette.active.buttonText: Theme.text
    palette.inactive.buttonText: Theme.text
    palette.highlight: "#b7822a"
    palette.highlightedText: "#ffffff"
    palette.active.light: "#5a544b"
    palette.inactive.light: "#5a544b"
    palette.mid: "#3a3631"
    palette.dark: "#1e1c1a"
    palette.shadow: "#000000"
    palette.placeholderText: Theme.textDim
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    // A control that cannot be used now looks it: flat and faded, not just
    // like any other button.
    palette.disabled.button: Theme.panel
    palette.disabled.buttonText: Theme.textDisabled
    palette.disabled.windowText: Theme.textDisabled
    palette.disabled.text: Theme.textDisabled
    palette.disabled.light: Theme.panel
    title: inGame && controller.hasGame ? qsTr("Hatrack — %1").arg(controller.gameTitle) : "Hatrack"

    GameController {
        id: controller
    }
    // Lessons play on a table of their own: the game in play stays as it was.
    GameController {
        id: lessonGame
    }
    LessonCoach {
        id: coach
        controller: lessonGame
    }

    SetupScreen {
        id: setupScreen
        objectName: "setupScreen"
        anchors.fill: parent
        visible: !window.inGame && window.learning === "" && !window.inLab
        // The game stays in play while the setup screen is shown; nothing is
        // thrown away until another game starts.
        canGoBack: controller.hasGame
        onBackRequested: window.inGame = true
        onStartRequested: (gameId, options, players) => {
            abandonDialog.ask(() => {
                if (controller.newGame(gameId, options, players)) {
                    window.inGame = true
                    if (window.keepGames)
                        AppSettings.rememberSetup(gameId, options, players)
                } else
                    problem.show(controller.statusText)
            })
        }
        onOpenRequested: openDialog.open()
        onSettingsRequested: settingsDialog.open()
        onLearnRequested: (gameId) => window.openLessons(gameId)
        onLabRequested: (gameId) => {
            labScreen.selectGame(gameId)
            window.inLab = true
        }
    }

    LabController {
        id: lab
    }
    LabScreen {
        id: labScreen
        objectName: "labScreen"
        anchors.fill: parent
        visible: window.inLab
        lab: lab
        // Leaving the lab stops its games.
        onBackRequested: {
            lab.cancel()
            window.inLab = false
        }
        onOpenGameRequested: (text) => {
            abandonDialog.ask(() => {
                lab.cancel()
                if (controller.loadGameText(text)) {
                    window.inLab = false
                    window.inGame = true
                    window.fromLab = true
                } else {
                    problem.show(controller.statusText)
                }
            })
        }
        onExportRequested: (kind) => {
            labExport.kind = kind
            labExport.open()
        }
    }
    SaveFileDialog {
        id: labExport
        objectName: "labExportDialog"
        property string kind: "csv"
        overlay: window.Overlay.overlay
        title: qsTr("Export the lab's results")
        defaultSuffix: kind === "games" ? "json" : kind
        nameFilters: kind === "csv" ? [qsTr("CSV tables (*.csv)"), qsTr("All files (*)")]
                     : kind === "pdn" ? [qsTr("PDN game records (*.pdn)"), qsTr("All files (*)")]
                     : [qsTr("JSON files (*.json)"), qsTr("All files (*)")]
        onSaveTo: (file) => {
            const ok = kind === "csv" ? lab.exportCsv(file) : kind === "json" ? lab.exportJson(file)
                     : kind === "games" ? lab.exportArchive(file) : lab.exportPdn(file)
            if (!ok)
                problem.show(lab.error)
        }
    }

    GameScreen {
        id: gameScreen
        objectName: "gameScreen"
        anchors.fill: parent
        visible: window.inGame && window.learning === ""
        controller: controller
        coach: coach
        onLessonsRequested: (gameId) => window.openLessons(gameId)
        backText: window.fromLab ? qsTr("Lab") : ""
        onBackRequested: {
            window.inGame = false
            window.inLab = true
        }
        onSetupRequested: {
            setupScreen.showGame(controller.gameId, controller.optionValues, controller.playerKinds)
            window.inGame = false
        }
        onSaveRequested: saveDialog.open()
        onOpenRequested: openDialog.open()
        onSettingsRequested: settingsDialog.open()
        onPastePositionRequested: window.pastePosition()
        onImportPdnRequested: pdnOpenDialog.open()
        onExportPdnRequested: pdnSaveDialog.open()
    }

    LessonBrowser {
        id: lessonBrowser
        objectName: "lessonBrowser"
        anchors.fill: parent
        visible: window.learning === "browser"
        coach: coach
        onBackRequested: window.learning = ""
        onLevelStarted: window.learning = "level"
    }

    GameScreen {
        id: lessonScreen
        objectName: "lessonScreen"
        anchors.fill: parent
        visible: window.learning === "level"
        controller: lessonGame
        coach: coach
        lessonMode: true
        onLessonsRequested: window.openLessons("")
        onSettingsRequested: settingsDialog.open()
    }

    // A new game of a game never played before offers its lessons.
    Connections {
        target: controller
        function onGameChanged() {
            if (controller.hasGame)
                gameScreen.lessonOffer.consider(controller.gameId)
        }
    }

    // A position pasted from the clipboard starts a new game of the game it
    // belongs to (the one in play first), once the player agrees to abandon
    // a game in progress; anything else is named as a problem.
    function pastePosition() {
        const read = controller.readPosition(controller.clipboardText())
        if (!read.ok) {
            problem.show(read.error)
            return
        }
        abandonDialog.ask(() => {
            if (!controller.startFromPosition(read.gameId, read.fen))
                problem.show(controller.statusText)
        })
    }
    function openPdnGame(index) {
        abandonDialog.ask(() => {
            if (controller.openPdnGame(index))
                window.inGame = true
            else
                problem.show(controller.statusText)
        })
    }

    SettingsDialog {
        id: settingsDialog
    }
    SoundBoard {
        objectName: "soundBoard"
        controller: controller
    }

    Shortcut {
        sequences: [StandardKey.Preferences, "Ctrl+,"]
        onActivated: settingsDialog.open()
    }
    Shortcut {
        sequence: StandardKey.Save
        enabled: window.inGame && controller.hasGame
        onActivated: saveDialog.open()
    }
    Shortcut {
        sequence: StandardKey.Open
        onActivated: openDialog.open()
    }
    Shortcut {
        sequences: [StandardKey.Copy]
        enabled: window.inGame && controller.hasGame
        onActivated: controller.copyPosition()
    }
    Shortcut {
        sequences: [StandardKey.Paste]
        enabled: window.inGame && controller.hasGame
        onActivated: window.pastePosition()
    }

    SaveFileDialog {
        id: pdnSaveDialog
        overlay: window.Overlay.overlay
        title: qsTr("Export the game as PDN")
        defaultSuffix: "pdn"
        nameFilters: [qsTr("PDN game records (*.pdn)"), qsTr("All files (*)")]
        onSaveTo: (file) => {
            if (!controller.exportPdn(file))
                problem.show(controller.statusText)
        }
    }
    OpenFileDialog {
        id: pdnOpenDialog
        title: qsTr("Import a PDN game")
        nameFilters: [qsTr("PDN game records (*.pdn)"), qsTr("All files (*)")]
        onOpenFile: (file) => {
            const games = controller.readPdnFile(file)
            if (games.length === 0)
                problem.show(controller.statusText)
            else if (games.length === 1)
                window.openPdnGame(0)
            else
                pdnGames.choose(games)
        }
    }
    PdnGamesDialog {
        id: pdnGames
        onChosen: (index) => window.openPdnGame(index)
    }

    SaveFileDialog {
        id: saveDialog
        overlay: window.Overlay.overlay
        objectName: "saveDialog"
        title: qsTr("Save the game")
        defaultSuffix: "hatrack"
        nameFilters: [qsTr("Hatrack games (*.hatrack)"), qsTr("All files (*)")]
        onSaveTo: (file) => {
            if (!controller.saveGame(file))
                problem.show(controller.statusText)
        }
    }
    OpenFileDialog {
        id: openDialog
        objectName: "openDialog"
        title: qsTr("Open a saved game")
        nameFilters: [qsTr("Hatrack games (*.hatrack)"), qsTr("All files (*)")]
        onOpenFile: (file) => {
            abandonDialog.ask(() => {
                if (controller.openGame(file))
                    window.inGame = true
                else
                    problem.show(controller.statusText)
            })
        }
    }

    AbandonDialog {
        id: abandonDialog
        controller: controller
    }

    // Something went wrong with a file: said where the player is looking.
    Dialog {
        id: problem
        header: DialogTitle { dialog: problem }
        padding: 12
        objectName: "problemDialog"
        property string text: ""
        function show(message) {
            text = message
            open()
        }
        title: qsTr("Hatrack")
        anchors.centerIn: parent
        width: Math.min(window.width * 0.8, 460)
        modal: true
        // Worded here rather than a standard button, which Qt words once.
        footer: DialogButtonBox {
            Button {
                text: qsTr("OK")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
        }
        Label {
            width: parent.width
            text: problem.text
            wrapMode: Text.Wrap
        }
    }

    Dialog {
        id: resumeDialog
        header: DialogTitle { dialog: resumeDialog }
        padding: 12
        objectName: "resumeDialog"
        title: qsTr("Resume the game in progress?")
        anchors.centerIn: parent
        width: Math.min(window.width * 0.8, 460)
        modal: true
        closePolicy: Popup.NoAutoClose
        Label {
            width: parent.width
            text: qsTr("A game was left unfinished the last time Hatrack ran. Continue it where it stopped, or choose a new game?")
            wrapMode: Text.Wrap
        }
        footer: DialogButtonBox {
            Button {
                objectName: "resumeButton"
                text: qsTr("Resume")
                focus: true
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                objectName: "newInsteadButton"
                text: qsTr("New game")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: {
            if (controller.resumeGame())
                window.inGame = true
            else
                problem.show(controller.statusText)
        }
    }

    Connections {
        target: controller
        function onGameChanged() {
            if (!window.keepNextGame || controller.autosave)
                return
            window.keepNextGame = false
            controller.autosave = true
        }
    }

    Component.onCompleted: {
        if (startLearn !== "") {
            const slash = startLearn.indexOf("/")
            const gameId = slash < 0 ? startLearn : startLearn.slice(0, slash)
            openLessons(gameId)
            if (slash >= 0) {
                if (coach.start(gameId, startLearn.slice(slash + 1)))
                    learning = "level"
                else
                    problem.show(qsTr("Cannot start the level: %1").arg(startLearn))
            }
            if (startGameId === "")
                return
        }
        if (startGameId === "") {
            const last = AppSettings.lastSetup()
            if (last.game !== undefined && setupScreen.selectGame(last.game))
                setupScreen.showGame(last.game, last.options, startPlayersGiven ? startPlayers : last.players)
            else
                setupScreen.seatPlayers(startPlayers)
            controller.autosave = keepGames
            if (keepGames && controller.hasGameToResume())
                resumeDialog.open()
            return
        }
        // A bad --game, --option, --players, --fen or --moves is said on
        // stderr for scripts, and on screen for whoever looks at the window.
        if (controller.newGame(startGameId, startOptions, startPlayers, startSeed, startFen)) {
            // The game the command line set up is not kept; the next one the
            // player starts, opens or restarts is, as in any other session.
            keepNextGame = keepGames
            if (startMoves !== "" && !controller.playMoves(startMoves)) {
                console.warn(controller.statusText)
                problem.show(qsTr("Some of the moves given with --moves could not be played.") + "\n\n" + controller.statusText)
            }
            inGame = true
        } else {
            console.warn(controller.statusText)
            setupScreen.selectGame(startGameId)
            problem.show(controller.statusText)
        }
    }
}
