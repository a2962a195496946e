import QtQuick
import QtQuick.Controls
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
    }

    GameScreen {
        anchors.fill: parent
        visible: window.inGame
        controller: controller
        onSetupRequested: window.inGame = false
    }

    Component.onCompleted: {
        if (startGameId === "")
            return
        if (controller.newGame(startGameId, startOptions, startPlayers, startSeed, startFen)) {
            if (startMoves !== "")
                controller.playMoves(startMoves)
            inGame = true
        } else {
            console.warn(controller.statusText)
        }
    }
}
