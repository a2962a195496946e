import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Choosing the game, its options and who plays, all as the rules engine lists them.
Item {
    id: setup

    signal startRequested(string gameId, var options, var players)
    signal openRequested()

    property int gameIndex: 0
    readonly property var game: GameCatalog.games[gameIndex]
    property var optionValues: ({})
    // Per side: 0 = human, otherwise an index into game.computer + 1.
    property var seats: [0, 2]
    // Tall enough for the game's options, within the window.
    readonly property real panelHeight: Math.max(340, Math.min(settings.implicitHeight + 24, height - 200))

    // How an option value reads on screen; unknown values show as they are.
    function valueLabel(option, value) {
        const labels = {
            "draft": {
                "none": qsTr("No draft: draw from the full bag"),
                "mixed": qsTr("Mixed Hat Draft"),
                "select": qsTr("Select Hat Draft"),
                "contrary": qsTr("Contrary Select Hat Draft")
            }
        }
        return labels[option] && labels[option][value] ? labels[option][value] : value
    }

    function choicesFor(g) {
        let list = [qsTr("Human")]
        for (const name of g.computer)
            list.push(qsTr("Computer — %1").arg(name))
        return list
    }
    function defaultSeats(g) {
        const normal = g.computer.indexOf("normal")
        return [0, normal >= 0 ? normal + 1 : 1]
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

    onGameChanged: {
        optionValues = ({})
        seats = defaultSeats(game)
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 900)
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
            spacing: 18

            Rectangle {
                Layout.preferredWidth: 360
                Layout.preferredHeight: setup.panelHeight
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
                        delegate: Rectangle {
                            required property var modelData
                            required property int index
                            width: gameList.width
                            height: 78
                            radius: 6
                            color: index === setup.gameIndex ? Qt.rgba(0.91, 0.71, 0.30, 0.2) : "transparent"
                            border.color: index === setup.gameIndex ? Theme.accent : Theme.panelBorder
                            Column {
                                anchors.fill: parent
                                anchors.margins: 8
                                spacing: 2
                                Label { text: modelData.title; color: Theme.text; font.pixelSize: 17; font.bold: true }
                                Label {
                                    width: parent.width
                                    text: modelData.summary
                                    color: Theme.textDim
                                    font.pixelSize: 12
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 2
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
                Layout.preferredHeight: setup.panelHeight
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                ScrollView {
                    id: settingsView
                    anchors.fill: parent
                    anchors.margins: 12
                    contentWidth: availableWidth
                    clip: true
                ColumnLayout {
                    id: settings
                    width: settingsView.availableWidth
                    spacing: 10

                    Label { text: qsTr("Players"); color: Theme.textDim; font.pixelSize: 14 }
                    Repeater {
                        model: 2
                        delegate: RowLayout {
                            required property int index
                            Layout.fillWidth: true
                            Label {
                                Layout.preferredWidth: 170
                                text: index === 0 ? qsTr("%1 (moves first)").arg(setup.game.players[0]) : setup.game.players[1]
                                color: Theme.text
                                font.pixelSize: 15
                            }
                            ComboBox {
                                objectName: "seat" + index
                                Layout.fillWidth: true
                                model: setup.choicesFor(setup.game)
                                currentIndex: setup.seats[index]
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

                    Label { text: qsTr("Options"); color: Theme.textDim; font.pixelSize: 14 }
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
                            readonly property bool isSwitch: modelData.values.length === 2
                                                             && modelData.values[0] === "off" && modelData.values[1] === "on"
                            readonly property string current: setup.optionValues[modelData.name] !== undefined
                                                              ? setup.optionValues[modelData.name] : modelData.values[0]
                            function set(value) {
                                let v = Object.assign({}, setup.optionValues)
                                v[modelData.name] = value
                                setup.optionValues = v
                            }
                            Layout.fillWidth: true
                            spacing: 0
                            RowLayout {
                                Layout.fillWidth: true
                                Switch {
                                    objectName: "option-" + option.modelData.name
                                    visible: option.isSwitch
                                    checked: option.current === "on"
                                    text: option.modelData.label
                                    font.pixelSize: 15
                                    onToggled: option.set(checked ? "on" : "off")
                                }
                                Label {
                                    visible: !option.isSwitch
                                    Layout.preferredWidth: 120
                                    text: option.modelData.label
                                    color: Theme.text
                                    font.pixelSize: 15
                                }
                                ComboBox {
                                    objectName: "option-" + option.modelData.name
                                    visible: !option.isSwitch
                                    Layout.fillWidth: true
                                    model: option.modelData.values.map(v => setup.valueLabel(option.modelData.name, v))
                                    currentIndex: option.modelData.values.indexOf(option.current)
                                    onActivated: (i) => option.set(option.modelData.values[i])
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                Layout.leftMargin: option.isSwitch ? 52 : 0
                                text: option.modelData.help
                                color: Theme.textDim
                                font.pixelSize: 12
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "openButton"
                text: qsTr("Open a saved game…")
                onClicked: setup.openRequested()
            }
            Item { Layout.fillWidth: true }
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
