import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Hatrack

ApplicationWindow {
    id: window

    // Set from the command line (--game, --option, --players, --seed, --moves).
    property string startGameId: ""
    property var startOptions: ({})
    property var startPlayers: ["human", "normal"]
    property double startSeed: -1
    property string startMoves: ""
    property string startFen: ""
    // Keep the game in progress for the next start (off when started into a
    // game from the command line, so that never replaces a player's game).
    property bool keepGames: true
    property bool inGame: false

    width: 1060
    height: 760
    minimumWidth: 720
    minimumHeight: 520
    visible: true
    color: Theme.window
    palette.window: Theme.window
    palette.windowText: Theme.text
    palette.base: "#24211e"
    palette.alternateBase: Theme.panel
    palette.text: Theme.text
    palette.button: "#4a453e"
    palette.buttonText: Theme.text
    palette.highlight: "#b7822a"
    palette.highlightedText: "#ffffff"
    palette.light: "#5a544b"
    palette.mid: "#3a3631"
    palette.dark: "#1e1c1a"
    palette.shadow: "#000000"
    palette.placeholderText: Theme.textDim
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    title: inGame && controller.hasGame ? qsTr("Hatrack — %1").arg(controller.gameTitle) : "Hatrack"

    GameController {
        id: controller
    }

    SetupScreen {
        anchors.fill: parent
        visible: !window.inGame
        onStartRequested: (gameId, options, players) => {
            if (controller.newGame(gameId, options, players))
                window.inGame = true
        }
        onOpenRequested: openDialog.open()
    }

    GameScreen {
        anchors.fill: parent
        visible: window.inGame
        controller: controller
        onSetupRequested: window.inGame = false
        onSaveRequested: saveDialog.open()
        onOpenRequested: openDialog.open()
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

    FileDialog {
        id: saveDialog
        title: qsTr("Save the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "hatrack"
        nameFilters: [qsTr("Hatrack games (*.hatrack)"), qsTr("All files (*)")]
        onAccepted: {
            if (!controller.saveGame(selectedFile))
                problem.show(controller.statusText)
        }
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open a saved game")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Hatrack games (*.hatrack)"), qsTr("All files (*)")]
        onAccepted: {
            if (controller.openGame(selectedFile))
                window.inGame = true
            else
                problem.show(controller.statusText)
        }
    }

    // Something went wrong with a file: said where the player is looking.
    Dialog {
        id: problem
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
        standardButtons: Dialog.Ok
        Label {
            width: parent.width
            text: problem.text
            wrapMode: Text.Wrap
        }
    }

    Dialog {
        id: resumeDialog
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

    Component.onCompleted: {
        if (startGameId === "") {
            controller.autosave = keepGames
            if (keepGames && controller.hasGameToResume())
                resumeDialog.open()
            return
        }
        if (controller.newGame(startGameId, startOptions, startPlayers, startSeed, startFen)) {
            if (startMoves !== "")
                controller.playMoves(startMoves)
            inGame = true
        } else {
            console.warn(controller.statusText)
        }
    }
}
