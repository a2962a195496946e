import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Choosing the game, its options and who plays, all as the rules engine lists them.
Item {
    id: setup

    signal startRequested(string gameId, var options, var players)

    property int gameIndex: 0
    readonly property var game: GameCatalog.games[gameIndex]
    property var optionValues: ({})
    // Per side: 0 = human, otherwise an index into game.computer + 1.
    property var seats: [0, 2]

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
                Layout.preferredHeight: 340
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
                            height: 64
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
                Layout.preferredHeight: 340
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 12
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
                        delegate: RowLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            Label {
                                Layout.preferredWidth: 170
                                text: modelData.label
                                color: Theme.text
                                font.pixelSize: 15
                                ToolTip.visible: optionHover.hovered
                                ToolTip.text: modelData.help
                                HoverHandler { id: optionHover }
                            }
                            ComboBox {
                                Layout.fillWidth: true
                                model: modelData.values
                                onActivated: (i) => {
                                    let v = Object.assign({}, setup.optionValues)
                                    v[modelData.name] = modelData.values[i]
                                    setup.optionValues = v
                                }
                            }
                        }
                    }
                    Item { Layout.fillHeight: true }
                }
            }
        }

        Button {
            objectName: "startButton"
            Layout.alignment: Qt.AlignRight
            text: qsTr("Start game")
            highlighted: true
            font.pixelSize: 17
            onClicked: setup.start()
        }
    }
}
