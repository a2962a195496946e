import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// One player's hats, along that player's edge of the board: the Hat Rack (one
// slot per colour, with counts), the draft pool when a select draft is played,
// and at the end of the strip the Bag of Hats or the hats out of the game.
// During a hat placement the colours the player may place glow; a click picks one.
Rectangle {
    id: strip

    required property GameController controller
    property int side: 0
    property string heapKind: "bag"
    // Hats still flying here: {"rack:0/red": 1, ...}; not counted until they land.
    property var incoming: ({})
    property string pickColour: ""
    signal colourChosen(string colour)

    readonly property var hats: controller.hatState
    readonly property bool usesPools: hats.usesPools === true
    readonly property var zero: [0, 0, 0, 0, 0, 0]
    readonly property var rack: hats.racks ? hats.racks[side] : zero
    readonly property var pool: hats.pools ? hats.pools[side] : zero
    readonly property var heapCounts: (heapKind === "bag" ? hats.bag : hats.out) || zero
    readonly property bool placing: controller.pickGroups.length > 0 && controller.currentPlayer === side
    readonly property string playerName: controller.playerNames[side] || ""

    readonly property int slotCount: usesPools ? 12 : 6
    readonly property real slotWidth: Math.max(14, Math.min(30, (height - 18) / 1.2,
                                                            (width - 120 - (usesPools ? 14 : 0)) / slotCount - 3))
    readonly property real slotHeight: slotWidth * 1.2

    color: Theme.panel
    radius: 6
    border.color: controller.currentPlayer === side ? Qt.rgba(0.91, 0.71, 0.30, 0.65) : Theme.panelBorder

    function shown(counts, place, i) {
        const n = counts ? counts[i] : 0
        return Math.max(0, n - (incoming[place + "/" + HatInfo.names[i]] || 0))
    }
    function shownCounts(counts, place) {
        let out = []
        for (let i = 0; i < 6; ++i)
            out.push(shown(counts, place, i))
        return out
    }

    // Where a hat of `colour` sits at `place` ("rack:0", "pool:0", "bag", "out"),
    // in this strip's coordinates, with the size a pyramid has there; null if
    // the place is not in this strip.
    function pointOf(place, colour) {
        let item = null
        if (place === "rack:" + side)
            item = rackSlots.itemAt(HatInfo.indexOf(colour))
        else if (place === "pool:" + side && usesPools)
            item = poolSlots.itemAt(HatInfo.indexOf(colour))
        else if (place === heapKind)
            item = heap
        if (!item)
            return null
        const p = item.anchorPoint()
        const q = item.mapToItem(strip, p.x, p.y)
        return { x: q.x, y: q.y, size: item === heap ? heap.width * 0.6 : item.pyramidWidth() }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        anchors.topMargin: 3
        anchors.bottomMargin: 3
        spacing: 8

        Rectangle {
            // The player's checker.
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: Math.min(22, strip.height * 0.45)
            implicitHeight: implicitWidth
            radius: width / 2
            color: strip.side === 0 ? Theme.blackPiece : Theme.whitePiece
            border.color: strip.side === 0 ? Theme.blackPieceRim : Theme.whitePieceRim
        }

        ColumnLayout {
            spacing: 1
            Layout.alignment: Qt.AlignVCenter
            Label {
                Layout.maximumWidth: rackRow.implicitWidth + 20
                text: qsTr("%1's rack: %2").arg(strip.playerName).arg(HatInfo.total(strip.shownCounts(strip.rack, "rack:" + strip.side)))
                color: strip.placing ? Theme.selected : Theme.textDim
                font.pixelSize: 11
                font.bold: strip.placing
                elide: Text.ElideRight
            }
            Row {
                id: rackRow
                spacing: 3
                Repeater {
                    id: rackSlots
                    model: 6
                    delegate: HatSlot {
                        required property int index
                        objectName: "rack" + strip.side + "_" + colour
                        width: strip.slotWidth
                        height: strip.slotHeight
                        colour: HatInfo.names[index]
                        count: strip.shown(strip.rack, "rack:" + strip.side, index)
                        where: qsTr("in %1's rack").arg(strip.playerName)
                        selectable: strip.placing && strip.controller.pickGroups.indexOf(colour) >= 0
                        selected: selectable && strip.pickColour === colour
                        onClicked: strip.colourChosen(colour)
                    }
                }
            }
        }

        Rectangle {
            visible: strip.usesPools
            Layout.fillHeight: true
            Layout.topMargin: 4
            Layout.bottomMargin: 4
            implicitWidth: 1
            color: Theme.panelBorder
        }

        ColumnLayout {
            visible: strip.usesPools
            spacing: 1
            Layout.alignment: Qt.AlignVCenter
            Label {
                Layout.maximumWidth: poolRow.implicitWidth + 20
                text: qsTr("Pool: %1").arg(HatInfo.total(strip.shownCounts(strip.pool, "pool:" + strip.side)))
                color: Theme.textDim
                font.pixelSize: 11
                elide: Text.ElideRight
                InfoTip {
                    visible: poolHover.hovered
                    text: qsTr("The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1's rack.")
                          .arg(strip.playerName)
                }
                HoverHandler { id: poolHover }
            }
            Row {
                id: poolRow
                spacing: 3
                Repeater {
                    id: poolSlots
                    model: 6
                    delegate: HatSlot {
                        required property int index
                        objectName: "pool" + strip.side + "_" + colour
                        width: strip.slotWidth
                        height: strip.slotHeight
                        colour: HatInfo.names[index]
                        count: strip.shown(strip.pool, "pool:" + strip.side, index)
                        where: qsTr("in %1's pool").arg(strip.playerName)
                        opacity: 0.9
                    }
                }
            }
        }

        Item { Layout.fillWidth: true }

        ColumnLayout {
            spacing: 1
            Layout.alignment: Qt.AlignVCenter
            Label {
                Layout.alignment: Qt.AlignHCenter
                text: strip.heapKind === "bag" ? qsTr("Bag") : qsTr("Out")
                color: Theme.textDim
                font.pixelSize: 11
            }
            HatHeap {
                id: heap
                Layout.alignment: Qt.AlignHCenter
                kind: strip.heapKind
                implicitWidth: Math.max(22, Math.min(40, strip.height - 20))
                implicitHeight: implicitWidth
                counts: strip.shownCounts(strip.heapCounts, strip.heapKind)
            }
        }
    }
}
