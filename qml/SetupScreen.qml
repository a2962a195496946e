// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Choosing the game, its options and who plays, all as the rules engine lists them.
Item {
    id: setup

    signal startRequested(string gameId, var options, var players)
    signal openRequested()
    signal backRequested()
    signal settingsRequested()
    // The lessons of the game chosen here.
    signal learnRequested(string gameId)
    signal labRequested(string gameId)

    // A game is loaded behind this screen: it can be gone back to.
    property bool canGoBack: false

    property int gameIndex: 0
    readonly property var game: GameCatalog.games[gameIndex]
    property var optionValues: ({})
    // Per side: 0 = human, otherwise an index into game.computer + 1.
    property var seats: [0, 2]

    // How an option value reads on screen: as the game names it.
    function valueLabel(option, value) {
        const spec = game.options.find(o => o.name === option)
        const i = spec ? spec.values.indexOf(value) : -1
        return i >= 0 ? spec.valueLabels[i] : value
    }

    function choicesFor(g) {
        let list = [qsTr("Human")]
        for (const name of g.computerNames)
            list.push(qsTr("Computer — %1").arg(name))
        return list
    }
    function defaultSeats(g) {
        const normal = g.computer.indexOf("normal")
        return [0, normal >= 0 ? normal + 1 : 1]
    }
    // Seats the players named ("human" or a computer level), as the command
    // line's --players asks; a level the game lacks keeps its usual seat.
    function seatPlayers(players) {
        const fallback = defaultSeats(game)
        seats = [0, 1].map(side => {
            if (players[side] === "human")
                return 0
            const i = game.computer.indexOf(players[side])
            return i >= 0 ? i + 1 : fallback[side]
        })
    }
    // Shows the game with this id, if there is one (say, the one a bad
    // command line asked for); false otherwise.
    function selectGame(gameId) {
        const i = GameCatalog.games.findIndex(g => g.id === gameId)
        if (i >= 0)
            gameIndex = i
        return i >= 0
    }
    // Shows the game in play as it was set up, so that starting it again
    // takes one click: its options and who plays each side.
    function showGame(gameId, options, players) {
        if (!selectGame(gameId))
            return
        // Only the values the game still has (a remembered setup may be older).
        let kept = {}
        for (const o of game.options)
            if (options[o.name] !== undefined && o.values.indexOf(options[o.name]) >= 0)
                kept[o.name] = options[o.name]
        optionValues = kept
        seatPlayers(players)
    }
    function start() {
        let players = []
        for (let side = 0; side < 2; ++side)
            players.push(seats[side] === 0 ? "human" : game.computer[seats[side] - 1])
        let options = {}
        for (const o of game.options)
            options[o.name] = optionValues[o.name] !== undefined ? optionValues[o.name] : o.values[0]
        startRequested(game.id, options, players)
    }

    // The game the seats were chosen for: a computer player keeps its level
    // across a change of game where the new game has that level too.
    property var seatedGame: null
    Component.onCompleted: seatedGame = game
    onGameChanged: {
        const before = seatedGame
        seatedGame = game
        // The same game worded anew (a change of language) keeps every choice.
        if (before && before.id === game.id)
            return
        optionValues = ({})
        const fallback = defaultSeats(game)
        if (!before) {
            seats = fallback
        } else {
            seats = [0, 1].map(side => {
                if (seats[side] === 0)
                    return 0
                const i = game.computer.indexOf(before.computer[seats[side] - 1])
                return i >= 0 ? i + 1 : fallback[1]
            })
        }
        // A new game's options are read from their top.
        settingsView.contentY = 0
    }

    // The page's size follows the window only, never the game chosen, so the
    // buttons along its bottom stay where they are.
    ColumnLayout {
        id: page
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 960)
        height: Math.min(parent.height - 48, 880)
        spacing: 18

        RowLayout {
            spacing: 14
            Image {
                source: "qrc:/assets/hatrack-256.png"
                sourceSize.width: 64
                sourceSize.height: 64
                Layout.preferredWidth: 64
                Layout.preferredHeight: 64
            }
            ColumnLayout {
                spacing: 2
                Label { text: "Hatrack"; color: Theme.text; font.pixelSize: 34; font.bold: true }
                Label {
                    text: qsTr("Checkers and its variants with special powers")
                    color: Theme.textDim
                    font.pixelSize: 16
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 18

            Rectangle {
                Layout.preferredWidth: Math.min(360, page.width * 0.4)
                Layout.fillHeight: true
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 12
                    Label { text: qsTr("Game"); color: Theme.textDim; font.pixelSize: 14 }
                    ListView {
                        id: gameList
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 6
                        model: GameCatalog.games
                        currentIndex: setup.gameIndex
                        // At 800x600 not every game fits: a scroll bar says so.
                        ScrollBar.vertical: PanelScrollBar {
                            needed: gameList.contentHeight > gameList.height
                        }
                        delegate: Rectangle {
                            required property var modelData
                            required property int index
                            width: gameList.width - (gameList.contentHeight > gameList.height ? 12 : 0)
                            // As tall as its summary needs in a narrow window too.
                            height: Math.max(78, entry.implicitHeight + 16)
                            radius: 6
                            color: index === setup.gameIndex ? Qt.rgba(0.91, 0.71, 0.30, 0.2) : "transparent"
                            border.color: index === setup.gameIndex ? Theme.accent : Theme.panelBorder
                            Column {
                                id: entry
                                anchors.left: parent.left
                                anchors.right: parent.right
                                anchors.top: parent.top
                                anchors.margins: 8
                                spacing: 2
                                Label {
                                    // A long name (French, German) wraps inside the card.
                                    width: parent.width
                                    text: modelData.title
                                    color: Theme.text
                                    font.pixelSize: 17
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Label {
                                    width: parent.width
                                    text: modelData.summary
                                    color: Theme.textDim
                                    font.pixelSize: 12
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 4
                                    elide: Text.ElideRight
                                }
                            }
                            MouseArea {
                                anchors.fill: parent
                                onClicked: setup.gameIndex = index
                            }
                        }
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                // The players and options may be taller than the window: they
                // scroll, with a scroll bar drawn whenever something is out of view.
                Flickable {
                    id: settingsView
                    objectName: "settingsView"
                    anchors.fill: parent
                    anchors.margins: 12
                    anchors.rightMargin: 4
                    contentWidth: width
                    contentHeight: settings.implicitHeight
                    boundsBehavior: Flickable.StopAtBounds
                    clip: true
                    ScrollBar.vertical: PanelScrollBar {
                        id: settingsBar
                        objectName: "settingsScrollBar"
                        needed: settingsView.contentHeight > settingsView.height
                    }
                    // A Column, not a ColumnLayout: Qt 6.4's layout kept the
                    // option rows of the game before and crashed on them once
                    // the screen, hidden while a game started, was laid out again.
                    Column {
                        id: settings
                        width: settingsView.width - settingsBar.width - 8
                        spacing: 10

                        Label { text: qsTr("Players"); color: Theme.textDim; font.pixelSize: 14 }
                        Repeater {
                            model: 2
                            delegate: RowLayout {
                                required property int index
                                width: settings.width
                                Label {
                                    Layout.preferredWidth: 170
                                    text: index === 0 ? qsTr("%1 (moves first)").arg(setup.game.players[0]) : setup.game.players[1]
                                    color: Theme.text
                                    font.pixelSize: 15
                                }
                                ChoiceBox {
                                    objectName: "seat" + index
                                    Layout.fillWidth: true
                                    model: setup.choicesFor(setup.game)
                                    chosen: setup.seats[index]
                                    onActivated: (i) => {
                                        let s = setup.seats.slice()
                                        s[index] = i
                                        setup.seats = s
                                    }
                                }
                            }
                        }
                        Button {
                            text: qsTr("Swap sides")
                            onClicked: setup.seats = [setup.seats[1], setup.seats[0]]
                        }

                        RowLayout {
                            width: settings.width
                            Label { Layout.fillWidth: true; text: qsTr("Options"); color: Theme.textDim; font.pixelSize: 14 }
                            // Many games of the options, computer against computer.
                            Button {
                                objectName: "labButton"
                                text: qsTr("Variant lab…")
                                onClicked: setup.labRequested(setup.game ? setup.game.id : "")
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("Let the computer play hundreds of games of this game's options, and compare them")
                            }
                        }
                        Label {
                            visible: setup.game.options.length === 0
                            text: qsTr("This game has no options.")
                            color: Theme.text
                            font.pixelSize: 14
                        }
                        Repeater {
                            model: setup.game.options
                            // An on/off rule is a switch; a choice among several is a list.
                            delegate: ColumnLayout {
                                id: option
                                required property var modelData
                                // An on/off rule is a switch, whichever value is the default.
                                readonly property bool isSwitch: modelData.values.length === 2
                                                                 && modelData.values.includes("off") && modelData.values.includes("on")
                                readonly property string current: setup.optionValues[modelData.name] !== undefined
                                                                  ? setup.optionValues[modelData.name] : modelData.values[0]
                                function set(value) {
                                    let v = Object.assign({}, setup.optionValues)
                                    v[modelData.name] = value
                                    setup.optionValues = v
                                }
                                width: settings.width
                                spacing: 0
                                RowLayout {
                                    Layout.fillWidth: true
                                    ToggleSwitch {
                                        id: toggle
                                        objectName: "option-" + option.modelData.name
                                        visible: option.isSwitch
                                        checked: option.current === "on"
                                        text: option.modelData.label
                                        font.pixelSize: 15
                                        onToggled: option.set(checked ? "on" : "off")
                                    }
                                    Label {
                                        visible: !option.isSwitch
                                        // As wide as the players' names above: the lists line up.
                                        Layout.preferredWidth: 170
                                        // Longer names in some languages wrap rather than run under the box.
                                        wrapMode: Text.WordWrap
                                        text: option.modelData.label
                                        color: Theme.text
                                        font.pixelSize: 15
                                    }
                                    ChoiceBox {
                                        objectName: "option-" + option.modelData.name
                                        visible: !option.isSwitch
                                        // The space left, not the widest choice's width, which would push the panel wider.
                                        Layout.preferredWidth: 100
                                        Layout.fillWidth: true
                                        model: option.modelData.values.map(v => setup.valueLabel(option.modelData.name, v))
                                        chosen: option.modelData.values.indexOf(option.current)
                                        onActivated: (i) => option.set(option.modelData.values[i])
                                    }
                                }
                                Label {
                                    Layout.fillWidth: true
                                    Layout.leftMargin: option.isSwitch ? 52 : 0
                                    Layout.rightMargin: 4
                                    text: option.modelData.help
                                    color: Theme.textDim
                                    font.pixelSize: 12
                                    wrapMode: Text.WordWrap
                                }
                            }
                        }

                        // What each computer player is like, in the engine's words.
                        Label {
                            visible: setup.game.computer.length > 0
                            text: qsTr("Computer players")
                            color: Theme.textDim
                            font.pixelSize: 14
                        }
                        Repeater {
                            model: setup.game.computer.length
                            delegate: Label {
                                required property int index
                                objectName: "computerHelp-" + setup.game.computer[index]
                                x: 8
                                width: settings.width - 8
                                textFormat: Text.StyledText
                                text: qsTr("<b>%1</b>: %2").arg(setup.game.computerNames[index]).arg(setup.game.computerHelp[index])
                                color: Theme.textDim
                                font.pixelSize: 12
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
            }
        }

        // Rows, not a RowLayout: Qt 6.4's layout kept the buttons at their
        // width from before the text's scale was set, cutting their words short.
        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(leftButtons.implicitHeight, rightButtons.implicitHeight)
            Row {
                id: leftButtons
                anchors.verticalCenter: parent.verticalCenter
                spacing: 5
                Button {
                    objectName: "openButton"
                    text: qsTr("Open a saved game…")
                    onClicked: setup.openRequested()
                }
                Button {
                    objectName: "setupSettingsButton"
                    text: qsTr("Settings…")
                    onClicked: setup.settingsRequested()
                }
                Button {
                    objectName: "learnButton"
                    text: qsTr("Learn to play…")
                    onClicked: setup.learnRequested(setup.game ? setup.game.id : "")
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Short lessons on the game chosen here")
                }
            }
            Row {
                id: rightButtons
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                spacing: 5
                Button {
                    objectName: "backButton"
                    visible: setup.canGoBack
                    text: qsTr("Back to the game")
                    font.pixelSize: 17
                    onClicked: setup.backRequested()
                }
                Button {
                    objectName: "startButton"
                    text: qsTr("Start game")
                    highlighted: true
                    font.pixelSize: 17
                    onClicked: setup.start()
                }
            }
        }
    }
}
