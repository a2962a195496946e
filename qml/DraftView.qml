import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The hat draft of Sorcerer's Apprentice, over the board while it lasts: the
// open hats as pyramids, one column per colour; the player to pick clicks one.
// Computer picks arrive by themselves (the controller plays them).
Rectangle {
    id: draft

    required property GameController controller

    readonly property var hats: controller.hatState
    readonly property var zero: [0, 0, 0, 0, 0, 0]
    readonly property var openCounts: hats.draftOpen || zero
    readonly property var picks: hats.draftPicks || [0, 0]
    readonly property bool usesPools: hats.usesPools === true
    readonly property bool humanPicks: controller.humanToMove && controller.choices.length > 0

    visible: hats.drafting === true
    color: "#f72d2a26"
    radius: 10
    border.color: Theme.accent
    border.width: 2

    // The choice that picks `colour`, or -1.
    function choiceFor(colour) {
        for (const c of controller.choices)
            if (c.group === "draft" && c.text === "draft:" + colour)
                return c.index
        return -1
    }
    function pick(colour) {
        const i = choiceFor(colour)
        if (i >= 0)
            controller.choose(i)
    }
    // The topmost open pyramid of a colour (the one a click takes), for tests.
    function hatItem(colour) {
        const column = columns.itemAt(HatInfo.indexOf(colour))
        const n = openCounts[HatInfo.indexOf(colour)]
        return column && n > 0 ? column.pyramidAt(n - 1) : null
    }
    // Where the last hat of `colour` lay before it was picked (the count has
    // already dropped when the move is announced), in this item's coordinates.
    function pointOf(colour) {
        const column = columns.itemAt(HatInfo.indexOf(colour))
        if (!visible || !column)
            return null
        const item = column.pyramidAt(Math.min(4, openCounts[HatInfo.indexOf(colour)]))
        if (!item)
            return null
        const p = item.mapToItem(draft, item.width / 2, item.height * 0.55)
        return { x: p.x, y: p.y, size: item.width }
    }

    // Clicks beside the pyramids stop here instead of reaching the board below.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
    }

    readonly property real hatWidth: Math.max(16, Math.min(56, (width - 60) / 6 * 0.55, (height - 240) / 5 / 1.4))

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 18
        spacing: 8

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Hat draft")
            color: Theme.accent
            font.pixelSize: 24
            font.bold: true
        }
        Label {
            objectName: "draftPrompt"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: draft.controller.thinking
                  ? qsTr("%1 (computer) is choosing…").arg(draft.controller.playerNames[draft.controller.currentPlayer] || "")
                  : draft.controller.pendingDecision
            color: Theme.text
            font.pixelSize: 15
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: draft.usesPools
                  ? qsTr("Players take turns, the second player first, until each has 12. Your picks form your own pool: "
                         + "each time you capture, one of them goes to your rack (in the contrary draft your opponent "
                         + "chooses which). The 6 hats left over leave the game.")
                  : qsTr("Players take turns, the second player first, until each has 12. The 24 picked hats fill the "
                         + "Bag of Hats; the 6 left over leave the game.")
            color: Theme.textDim
            font.pixelSize: 12
            wrapMode: Text.WordWrap
        }

        Item {
            // The open hats, one column per colour, in the middle of the free space.
            Layout.fillWidth: true
            Layout.fillHeight: true
            Row {
                anchors.centerIn: parent
                readonly property real columnWidth: Math.min(110, (draft.width - 40) / 6)
                Repeater {
                    id: columns
                    model: 6
                    delegate: Column {
                        id: column
                        required property int index
                        readonly property string colour: HatInfo.names[index]
                        readonly property int open: draft.openCounts[index]
                        readonly property bool pickable: draft.humanPicks && draft.choiceFor(colour) >= 0
                        width: parent.columnWidth
                        spacing: 2
                        function pyramidAt(i) { return pile.itemAt(i) }

                        Repeater {
                            id: pile
                            model: 5
                            delegate: HatPyramid {
                                id: openHat
                                required property int index
                                objectName: "draftHat_" + column.colour + "_" + index
                                anchors.horizontalCenter: parent.horizontalCenter
                                colour: column.colour
                                ghost: index >= column.open
                                width: draft.hatWidth
                                height: width * 1.25
                                scale: !ghost && column.pickable && hover.hovered ? 1.15 : 1
                                Behavior on scale { NumberAnimation { duration: 110 } }
                                HoverHandler {
                                    id: hover
                                    cursorShape: column.pickable && !openHat.ghost ? Qt.PointingHandCursor : Qt.ArrowCursor
                                }
                                TapHandler {
                                    enabled: column.pickable && !openHat.ghost
                                    onTapped: draft.pick(column.colour)
                                }
                                InfoTip {
                                    visible: hover.hovered && !openHat.ghost
                                    text: HatInfo.describe(column.colour)
                                }
                            }
                        }
                        Label {
                            width: column.width
                            horizontalAlignment: Text.AlignHCenter
                            elide: Text.ElideRight
                            text: HatInfo.powerName(column.colour)
                            color: column.pickable ? Theme.text : Theme.textDim
                            font.pixelSize: 12
                        }
                        Label {
                            width: column.width
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("%1 left").arg(column.open)
                            color: Theme.textDim
                            font.pixelSize: 11
                        }
                    }
                }
            }
        }

        Repeater {
            model: 2
            delegate: RowLayout {
                id: summary
                required property int index
                readonly property bool active: draft.controller.currentPlayer === index
                Layout.fillWidth: true
                spacing: 8
                Rectangle {
                    implicitWidth: 18; implicitHeight: 18; radius: 9
                    color: summary.index === 0 ? Theme.blackPiece : Theme.whitePiece
                    border.color: summary.active ? Theme.accent : (summary.index === 0 ? Theme.blackPieceRim : Theme.whitePieceRim)
                    border.width: summary.active ? 2 : 1
                }
                Label {
                    objectName: "draftPicks" + summary.index
                    Layout.preferredWidth: Math.max(implicitWidth, 170)
                    text: qsTr("%1: %2 of 12 picked").arg(draft.controller.playerNames[summary.index] || "")
                                                       .arg(draft.picks[summary.index])
                    color: summary.active ? Theme.text : Theme.textDim
                    font.pixelSize: 13
                    font.bold: summary.active
                }
                Row {
                    // One pip per pick.
                    spacing: 2
                    Repeater {
                        model: 12
                        delegate: Rectangle {
                            required property int index
                            width: 7; height: 7; radius: 3.5
                            color: index < draft.picks[summary.index] ? Theme.accent : "transparent"
                            border.color: Theme.textDim
                        }
                    }
                }
                Item { Layout.fillWidth: true }
            }
        }
    }
}
