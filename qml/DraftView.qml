// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// A draft (a zone of kind "draft") over the board while it lasts: one column
// per face with a slot for every token of that face in the game; the tokens
// lying in the draft draw themselves in the slots, and the player to pick
// clicks one. Below, each player's counters. Computer picks arrive by
// themselves (the controller plays them).
Rectangle {
    id: draft

    required property GameController controller
    required property Item tokenLayer // the TokenLayer

    // The board beneath is covered: its pieces neither light up nor explain
    // themselves under the pointer.
    HoverHandler { blocking: true }

    readonly property QtObject art: tokenLayer.artObject
    readonly property var zone: controller.table.zones.filter(z => z.kind === "draft")[0] || null
    readonly property string zoneId: zone ? zone.id : ""
    readonly property bool withPools: controller.table.zones.some(z => z.kind === "pool")
    readonly property var currentFaces: {
        if (!zone)
            return []
        const listed = art.faces(zone)
        controller.table.tokens.revision
        return listed.length > 0 ? listed : controller.table.tokens.facesAt("zone:" + zoneId)
    }
    // The columns are made again only when the faces change, not each time a count does.
    property var faces: []
    onCurrentFacesChanged: if (currentFaces.join("\n") !== faces.join("\n")) faces = currentFaces
    // Room for every token of a face the game has.
    readonly property int slotsPerFace: {
        controller.table.tokens.revision
        return faces.reduce((n, f) => Math.max(n, controller.table.tokens.count("", f)), 1)
    }
    function openCount(face) {
        controller.table.tokens.revision
        return controller.table.tokens.count(zoneId, face)
    }
    function pickable(face) {
        return tokenLayer.itemsAt("zone:" + zoneId, face).some(i => i.clickable)
    }

    // While the draft lasts. Once it ends, the empty panel fades out over the
    // board for a moment and takes the clicks: a second click on the last
    // pick lands on it, not on a piece below.
    readonly property bool open: zone !== null
    visible: open || closing.running
    onOpenChanged: {
        closing.stop()
        opacity = 1
        // Not when a new game replaces one in the middle of its draft.
        if (!open && controller.setupMoveCount > 0)
            closing.start()
    }
    NumberAnimation {
        id: closing
        target: draft
        property: "opacity"
        to: 0
        duration: 450
        easing.type: Easing.InQuad
    }
    color: "#f72d2a26"
    radius: 10
    border.color: Theme.accent
    border.width: 2
    onVisibleChanged: tokenLayer.relayout()
    onWidthChanged: tokenLayer.relayout()
    onHeightChanged: tokenLayer.relayout()

    // The token a click on `face` takes (the lowest in its column), for tests.
    function tokenItem(face) {
        return tokenLayer.itemsAt("zone:" + zoneId, face)[0] || null
    }
    // Where a token of `face` lies: the lowest filled slot is the first token,
    // so the one taken leaves from the bottom and the others stay put.
    function spotFor(face, faceIndex, faceCount) {
        // Counts read so that the spot is asked again once the slots exist.
        const column = columns.count > 0 ? columns.itemAt(faces.indexOf(face)) : null
        const slot = column && column.pile.count > 0 ? column.pile.itemAt(Math.max(0, faceCount - 1 - faceIndex)) : null
        if (!slot)
            return null
        return { item: slot, x: 0, y: 0, w: slot.width, h: slot.height, shows: true, heap: false }
    }

    // Clicks beside the tokens stop here instead of reaching the board below.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
    }

    // Slots as large as the room left under the texts allows: a long prompt
    // (German at 800x600) shrinks them instead of pushing the columns' counts
    // under the players' rows.
    readonly property real slotWidth: Math.max(10, Math.min(56, (width - 60) / Math.max(1, faces.length) * 0.55,
                                                         (columnsArea.height - 40 - 2 * slotsPerFace) / slotsPerFace / 1.25))
    onSlotWidthChanged: tokenLayer.relayout()

    ColumnLayout {
        visible: draft.open
        anchors.fill: parent
        anchors.margins: 18
        spacing: 8

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: draft.zone ? draft.art.draftTitle(draft.zone) : ""
            color: Theme.accent
            font.pixelSize: Theme.px(24)
            font.bold: true
        }
        Label {
            id: prompt
            objectName: "draftPrompt"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            // Also while a computer's pick waits its turn to be shown: a
            // click then takes nothing, and the player should know why.
            text: draft.controller.thinking || (!draft.controller.humanToMove && draft.controller.currentPlayer >= 0)
                  ? qsTr("%1 (computer) is choosing…").arg(draft.controller.playerNames[draft.controller.currentPlayer] || "")
                  : draft.controller.pendingDecision
            color: Theme.text
            font.pixelSize: Theme.px(15)
            font.bold: true
            wrapMode: Text.WordWrap
            // Room for two lines all along: a count that grows a digit
            // ("11 von 12") wrapped the line and pushed the hats down.
            Layout.preferredHeight: Math.max(implicitHeight, 2 * promptMetrics.lineSpacing)
            FontMetrics {
                id: promptMetrics
                font: prompt.font
            }
        }
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            horizontalAlignment: Text.AlignHCenter
            text: draft.art.draftText(draft.withPools)
            color: Theme.textDim
            font.pixelSize: Theme.px(12)
            wrapMode: Text.WordWrap
        }

        Item {
            // The columns, in the middle of the free space.
            id: columnsArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Row {
                anchors.centerIn: parent
                readonly property real columnWidth: Math.min(110, (draft.width - 40) / Math.max(1, draft.faces.length))
                Repeater {
                    id: columns
                    model: draft.faces
                    delegate: Item {
                        id: column
                        objectName: "draftColumn_" + face
                        required property string modelData
                        readonly property string face: modelData
                        readonly property int open: draft.openCount(face)
                        readonly property bool pickable: draft.pickable(face)
                        width: parent.columnWidth
                        implicitHeight: stack.implicitHeight
                        height: implicitHeight
                        property alias pile: pile

                        // A click on an empty slot or on the names takes a
                        // token of the column, as a click on one of its tokens does.
                        MouseArea {
                            anchors.fill: parent
                            enabled: column.pickable
                            cursorShape: Qt.PointingHandCursor
                            onClicked: {
                                const token = draft.tokenItem(column.face)
                                if (token)
                                    draft.controller.clickToken(token.tokenId)
                            }
                        }
                        Column {
                            id: stack
                            width: column.width
                            spacing: 2
                            Repeater {
                                id: pile
                                model: draft.slotsPerFace
                                delegate: Loader {
                                    // An empty slot shows a faint outline.
                                    required property int index
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    width: draft.slotWidth
                                    height: width * 1.25
                                    sourceComponent: index >= column.open ? draft.art.ghostArt : null
                                    onLoaded: item.face = Qt.binding(() => column.face)
                                }
                            }
                            Label {
                                width: column.width
                                horizontalAlignment: Text.AlignHCenter
                                // A narrow column shrinks the power's name rather
                                // than cut it ("Nimblen…" at 800x600).
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: 8
                                text: draft.art.faceTitle(column.face)
                                color: column.pickable ? Theme.text : Theme.textDim
                                font.pixelSize: Theme.px(12)
                            }
                            Label {
                                width: column.width
                                horizontalAlignment: Text.AlignHCenter
                                text: qsTr("%1 left").arg(column.open)
                                color: Theme.textDim
                                font.pixelSize: Theme.px(11)
                            }
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
                readonly property var counter: draft.controller.table.counters.filter(c => c.owner === index)[0] || null
                readonly property int most: counter ? draft.art.counterMax(counter) : 0
                visible: counter !== null
                Layout.fillWidth: true
                spacing: 8
                Rectangle {
                    implicitWidth: 18; implicitHeight: 18; radius: 9
                    color: draft.art.playerColour(summary.index)
                    border.color: summary.active ? Theme.accent : draft.art.playerRim(summary.index)
                    border.width: summary.active ? 2 : 1
                }
                Label {
                    objectName: "draftPicks" + summary.index
                    Layout.preferredWidth: Math.max(implicitWidth, 170)
                    text: summary.counter ? draft.art.counterText(summary.counter, draft.controller.playerNames[summary.index] || "") : ""
                    color: summary.active ? Theme.text : Theme.textDim
                    font.pixelSize: Theme.px(13)
                    font.bold: summary.active
                }
                Row {
                    // One pip per step up to the most it can reach.
                    spacing: 2
                    Repeater {
                        model: summary.most
                        delegate: Rectangle {
                            required property int index
                            width: 7; height: 7; radius: 3.5
                            color: summary.counter && index < summary.counter.value ? Theme.accent : "transparent"
                            border.color: Theme.textDim
                        }
                    }
                }
                Item { Layout.fillWidth: true }
            }
        }
    }
}
