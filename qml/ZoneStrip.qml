// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// One player's zones along that player's edge of the board (a rack, a pool),
// one slot per face with how many tokens lie there, and at the end one of
// the heaps nobody owns (the first above the board, the second below). The
// slots and heaps are the art of the table; tokens flying in are counted once
// they land. While a pick offers faces from the deciding player's rack, those
// glow and a click chooses one; a face a click would take (a hat in a pool)
// glows too.
Rectangle {
    id: strip

    required property GameController controller
    required property Item tokenLayer // the TokenLayer
    property int side: 0
    property int heapIndex: 0
    property string pickGroup: ""
    signal groupChosen(string group)

    readonly property QtObject art: tokenLayer.artObject
    readonly property var zones: controller.table.zones
    // A player's zones are laid out as slots, one per face (a rack, a pool,
    // a hand...); zones nobody owns are heaps, one per strip. A draft lies
    // over the board instead.
    readonly property var sections: zones.filter(z => z.owner === side && z.kind !== "draft" && z.kind !== "dice" && !shownElsewhere(z))
    readonly property var heap: zones.filter(z => z.owner < 0 && z.kind !== "draft" && z.kind !== "dice" && !shownElsewhere(z))[heapIndex] || null
    // Zones the art shows in a place of its own (a spell bar, a choice over the board).
    function shownElsewhere(zone) {
        return typeof art.stripHides === "function" && art.stripHides(zone)
    }
    // A section's heading: the art's words when it has them.
    function sectionLabel(zone, total) {
        if (typeof art.sectionLabel === "function")
            return art.sectionLabel(zone, total, playerName, controller.table)
        return zone.kind === "rack" ? qsTr("%1's rack: %2").arg(playerName).arg(total)
             : zone.kind === "pool" ? qsTr("Pool: %1").arg(total)
             : qsTr("%1: %2").arg(zone.label).arg(total)
    }
    // Dice lie in the open, each drawn at rest where it lies: the player's own
    // dice, and nobody's in the first strip, beside the latest rolls.
    readonly property var dice: zones.filter(z => z.kind === "dice" && (z.owner === side || (z.owner < 0 && heapIndex === 0)))
    readonly property var rolls: controller.table.rolls
    // Their ids: the dice are laid out anew only when these change.
    property var diceIds: []
    function refreshDice() {
        const ids = dice.map(z => z.id)
        if (ids.join("\n") !== diceIds.join("\n"))
            diceIds = ids
        tokenLayer.relayout()
    }
    onDiceChanged: refreshDice()
    Component.onCompleted: refreshDice()
    // Counters are shown here, by owner (nobody's in the first strip), unless
    // a draft shows them.
    readonly property var counters: zones.some(z => z.kind === "draft") ? []
                                    : controller.table.counters.filter(c => c.owner === side || (c.owner < 0 && heapIndex === 0))
                                          .sort((a, b) => (a.owner < 0) - (b.owner < 0))
    // The zones shown, by id: the slots are made again only when these change,
    // not each time a count does.
    property var sectionIds: []
    onSectionsChanged: {
        const ids = sections.map(z => z.id)
        if (ids.join("\n") !== sectionIds.join("\n"))
            sectionIds = ids
        tokenLayer.relayout()
    }
    function zoneById(id) {
        return zones.find(z => z.id === id) || { id: id, kind: "", owner: -1, hidden: false, count: 0, label: "" }
    }
    readonly property bool placing: controller.pickGroups.length > 0 && controller.currentPlayer === side
    readonly property string playerName: controller.playerNames[side] || ""

    function facesOf(zone) {
        const listed = art.faces(zone)
        if (listed.length > 0)
            return listed
        controller.table.tokens.revision
        return controller.table.tokens.facesAt("zone:" + zone.id)
    }
    readonly property int slotCount: sections.reduce((n, z) => n + facesOf(z).length, 0)
    // The labels and the hats grow with the strip, which grows with the board;
    // the labels never fall below the rest of the window's text in a large one.
    readonly property real labelSize: Math.max(Theme.px(11), Math.round(height * 0.18))
    readonly property real slotWidth: Math.max(14, Math.min((height - 8 - labelSize * 1.35) / 1.2,
                                                            (width - 120 - (sections.length - 1) * 14) / Math.max(1, slotCount) - 3))
    readonly property real slotHeight: slotWidth * 1.2

    // One of the latest rolls beside the dice, newest (index 0) first. An
    // inline component sees none of the ids here: `list` (the column of
    // lines) passes in what it shows.
    component RollLine: Label {
        id: line
        required property int index
        required property Item list
        readonly property var roll: index < list.own.length ? list.own[index] : null
        objectName: "rollLine_" + index
        visible: index < list.lines
        Layout.fillWidth: true
        Layout.maximumWidth: list.widest
        text: roll ? list.art.rollLine(roll) : ""
        color: index === 0 ? Theme.text : Theme.textDim
        opacity: index === 0 ? (list.waiting ? 0 : 1) : 0.8
        font.pixelSize: Math.max(10, list.size * (index === 0 ? 0.95 : 0.85))
        font.bold: index === 0
        // Cut in the middle: what the roll was for and how it ended ("…= 4,
        // saved") both stay in sight; cut at the end, a narrow strip showed
        // only "Saving throw of …".
        elide: Text.ElideMiddle
        InfoTip {
            hoverSource: line.list.hover
            visible: line.index === 0 && line.visible && line.list.hover.hovered
            text: qsTr("%1\nClick to see every roll of this game.").arg(line.text)
        }
    }

    // The pick group that places `face`, or "".
    function groupFor(face) {
        for (const p of controller.pickOptions)
            if (p.face === face)
                return p.group
        return ""
    }
    // A token of `face` in the zone that a click would take, or -1.
    function clickableIn(zoneId, face) {
        controller.table.tokens.revision
        for (const id of controller.table.tokens.idsAt("zone:" + zoneId, face))
            if (controller.clickableTokens.indexOf(id) >= 0)
                return id
        return -1
    }

    // Where a token of `face` lies in `zoneId` if this strip shows that zone:
    // {item, x, y, w, h, shows, heap} in the item's coordinates, else null.
    function spotFor(zoneId, face, stackIndex) {
        const d = diceIds.indexOf(zoneId)
        if (d >= 0) {
            const group = diceRepeater.count > d ? diceRepeater.itemAt(d) : null
            const spot = group && group.spots.count > 0 ? group.spots.itemAt(Math.min(stackIndex || 0, group.spots.count - 1)) : null
            if (!spot)
                return null
            return { item: spot, x: 0, y: 0, w: spot.width, h: spot.height, shows: true, heap: false }
        }
        if (heap && zoneId === heap.id && heapLoader.item) {
            const r = heapLoader.item.tokenBox
            return { item: heapLoader.item, x: r.x, y: r.y, w: r.width, h: r.height, shows: false, heap: true }
        }
        // Counts read so that the spot is asked again once the slots exist.
        const i = sectionIds.indexOf(zoneId)
        const section = i >= 0 && sectionRepeater.count > i ? sectionRepeater.itemAt(i) : null
        const loader = section && section.slots.count > 0 ? section.slots.itemAt(section.faces.indexOf(face)) : null
        if (!loader || !loader.item)
            return null
        const r = loader.item.tokenBox
        return { item: loader.item, x: r.x, y: r.y, w: r.width, h: r.height, shows: false, heap: false }
    }

    RollHistory {
        id: rollHistory
        controller: strip.controller
        art: strip.art
    }

    color: Theme.panel
    radius: 6
    border.color: controller.currentPlayer === side ? Qt.rgba(0.91, 0.71, 0.30, 0.65) : Theme.panelBorder
    onWidthChanged: tokenLayer.relayout()
    onHeightChanged: tokenLayer.relayout()

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 8
        anchors.topMargin: 3
        anchors.bottomMargin: 3
        spacing: 8

        Rectangle {
            // The player's colour.
            Layout.alignment: Qt.AlignVCenter
            implicitWidth: Math.min(30, strip.height * 0.4)
            implicitHeight: implicitWidth
            radius: width / 2
            color: strip.art.playerColour(strip.side)
            border.color: strip.art.playerRim(strip.side)
        }

        // Each list that changes with the game in a positioner of its own:
        // Qt 6.4's layouts kept the items of the game before, deleted while
        // the screen was hidden behind the setup screen, and crashed on them.
        Row {
            Layout.alignment: Qt.AlignVCenter
            visible: sectionRepeater.count > 0
            spacing: 8
            Repeater {
                id: sectionRepeater
                model: strip.sectionIds
                delegate: RowLayout {
                    id: section
                    required property string modelData
                    required property int index
                    readonly property var zone: strip.zoneById(modelData)
                    readonly property bool isRack: zone.kind === "rack"
                    property var faces: []
                    readonly property var currentFaces: strip.facesOf(zone)
                    // Compared by length too: a single face "" joins to the same text as none.
                    onCurrentFacesChanged: if (currentFaces.length !== faces.length || currentFaces.join("\n") !== faces.join("\n")) faces = currentFaces
                    Component.onCompleted: faces = currentFaces
                    // A hidden zone lists no tokens, only how many it holds.
                    readonly property int total: zone.hidden ? zone.count : strip.tokenLayer.settledIn(zone.id)
                    property alias slots: slots
                    spacing: 8
                    anchors.verticalCenter: parent ? parent.verticalCenter : undefined

                    Rectangle {
                        visible: section.index > 0
                        Layout.fillHeight: true
                        Layout.topMargin: 4
                        Layout.bottomMargin: 4
                        implicitWidth: 1
                        color: Theme.panelBorder
                    }
                    ColumnLayout {
                        spacing: 1
                        Layout.alignment: Qt.AlignVCenter
                        Label {
                            id: sectionTitle
                            // A rack's heading turns bold while its owner places a
                            // hat: its room is kept for the bold words all along, so
                            // that the slots beside it do not shift.
                            readonly property real reserved: section.isRack
                                                             ? Math.max(implicitWidth, Math.ceil(boldTitle.advanceWidth) + 1)
                                                             : implicitWidth
                            TextMetrics {
                                id: boldTitle
                                font.bold: true
                                font.pixelSize: strip.labelSize
                                text: sectionTitle.text
                            }
                            // The art's own words are short: shown whole.
                            // Others may run past their slots, up to half the strip.
                            Layout.maximumWidth: typeof strip.art.sectionLabel === "function" ? reserved
                                                 : Math.max(slotRow.implicitWidth + 20, Math.min(reserved, strip.width / 2))
                            Layout.preferredWidth: Layout.maximumWidth
                            visible: text !== ""
                            text: strip.sectionLabel(section.zone, section.total)
                            color: section.isRack && strip.placing ? Theme.selected : Theme.textDim
                            font.pixelSize: strip.labelSize
                            font.bold: section.isRack && strip.placing
                            elide: Text.ElideRight
                            InfoTip {
                                visible: zoneHover.hovered && text !== ""
                                text: strip.art.zoneTip(section.zone, strip.playerName)
                            }
                            HoverHandler { id: zoneHover }
                        }
                        Row {
                            id: slotRow
                            spacing: 3
                            Repeater {
                                id: slots
                                model: section.faces
                                delegate: Loader {
                                    id: slot
                                    required property string modelData
                                    readonly property string face: modelData
                                    readonly property string group: section.isRack && strip.placing ? strip.groupFor(face) : ""
                                    readonly property int takes: strip.clickableIn(section.zone.id, face)
                                    width: strip.slotWidth
                                    height: strip.slotHeight
                                    sourceComponent: strip.art.slotArt
                                    onLoaded: {
                                        item.objectName = Qt.binding(() => section.zone.kind + strip.side + "_" + slot.face)
                                        item.face = Qt.binding(() => slot.face)
                                        // Tokens without a face are those not of any other face here.
                                        item.count = Qt.binding(() => slot.face !== "" ? strip.tokenLayer.settledIn(section.zone.id, slot.face)
                                            : section.faces.reduce((n, f) => f === "" ? n : n - strip.tokenLayer.settledIn(section.zone.id, f),
                                                                   strip.tokenLayer.settledIn(section.zone.id)))
                                        item.where = Qt.binding(() => section.isRack ? qsTr("in %1's rack").arg(strip.playerName)
                                                                                     : qsTr("in %1's pool").arg(strip.playerName))
                                        // Whose zone it is, for an art that draws what it holds in
                                        // that player's colours (a pool of captured checkers).
                                        if ("levels" in item)
                                            item.levels = Qt.binding(() => slot.face !== "" ? strip.tokenLayer.settledHeightIn(section.zone.id, slot.face)
                                                : section.faces.reduce((n, f) => f === "" ? n : n - strip.tokenLayer.settledHeightIn(section.zone.id, f),
                                                                       strip.tokenLayer.settledHeightIn(section.zone.id)))
                                        if ("rack" in item)
                                            item.rack = Qt.binding(() => section.isRack)
                                        if ("zoneOwner" in item)
                                            item.zoneOwner = Qt.binding(() => section.zone.owner)
                                        item.selectable = Qt.binding(() => slot.group !== "" || slot.takes >= 0)
                                        item.selected = Qt.binding(() => slot.group !== "" && strip.pickGroup === slot.group)
                                        item.opacity = Qt.binding(() => section.isRack ? 1 : 0.9)
                                        item.clicked.connect(() => {
                                            if (slot.takes >= 0)
                                                strip.controller.clickToken(slot.takes)
                                            else if (slot.group !== "")
                                                strip.groupChosen(slot.group)
                                        })
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        Row {
            Layout.alignment: Qt.AlignVCenter
            visible: counterRepeater.count > 0
            spacing: 8
            Repeater {
                id: counterRepeater
                model: strip.counters
                delegate: Row {
                    id: counterCell
                    required property var modelData
                    required property int index
                    anchors.verticalCenter: parent ? parent.verticalCenter : undefined
                    visible: counterLabel.text !== ""
                    spacing: 8
                    // A count of both players' (the quiet moves) stands apart
                    // from this player's own, so it does not read as theirs.
                    Rectangle {
                        visible: counterCell.modelData.owner < 0 && counterCell.index > 0
                                 && strip.counters[counterCell.index - 1].owner >= 0
                        width: 1
                        height: counterLabel.height
                        color: Theme.textDim
                        opacity: 0.6
                    }
                    Label {
                        id: counterLabel
                        objectName: "counter_" + counterCell.modelData.id
                        text: strip.art.counterText(counterCell.modelData, counterCell.modelData.owner >= 0
                                                    ? strip.controller.playerNames[counterCell.modelData.owner] || "" : "")
                        color: Theme.textDim
                        font.pixelSize: strip.labelSize
                        // A game's art may say what a counter means.
                        readonly property string tip: typeof strip.art.counterTip === "function"
                                                      ? strip.art.counterTip(counterCell.modelData) : ""
                        HoverHandler { id: counterHover; enabled: counterLabel.tip !== "" }
                        InfoTip {
                            objectName: "counterTip"
                            hoverSource: counterHover
                            visible: counterHover.hovered && counterLabel.tip !== ""
                            text: counterLabel.tip
                        }
                    }
                }
            }
        }

        Item {
            id: diceArea
            visible: diceRepeater.count > 0
            // The rolls take what room is left, and cut their lines short to fit.
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitWidth: {
                let w = Math.max(0, diceRepeater.count - 1) * diceRow.spacing
                for (let i = 0; i < diceRepeater.count; ++i)
                    w += diceRepeater.itemAt(i) ? diceRepeater.itemAt(i).implicitWidth : 0
                return w
            }
            Row {
                id: diceRow
                anchors.verticalCenter: parent.verticalCenter
                spacing: 8
                Repeater {
                    id: diceRepeater
                    model: strip.diceIds
                    // An item around the layout, so that the tip can fill it:
                    // a layout's own children may not be anchored.
                    delegate: Item {
                        id: diceGroup
                        required property string modelData
                        readonly property var zone: strip.zoneById(modelData)
                        property alias spots: spots
                        objectName: "dice_" + modelData
                        anchors.verticalCenter: parent ? parent.verticalCenter : undefined
                        width: (diceArea.width - (diceRepeater.count - 1) * diceRow.spacing) / Math.max(1, diceRepeater.count)
                        height: diceLine.implicitHeight
                        // Too narrow for a readable line ("5: …" at 800x600):
                        // the die alone, its latest roll on hover, every roll
                        // on a click.
                        readonly property bool roomForLines: width - diceColumn.implicitWidth - diceLine.spacing >= 90
                        HoverHandler { id: diceHover; cursorShape: Qt.PointingHandCursor }
                        TapHandler { onTapped: rollHistory.open() }
                        InfoTip {
                            hoverSource: diceHover
                            visible: !diceGroup.roomForLines && strip.rolls.length > 0 && diceHover.hovered
                            text: strip.rolls.length > 0
                                  ? qsTr("%1\nClick to see every roll of this game.").arg(strip.art.rollLine(strip.rolls[0]))
                                  : ""
                        }
                        RowLayout {
                            id: diceLine
                            anchors.fill: parent
                            spacing: 8
                            ColumnLayout {
                                id: diceColumn
                                spacing: 1
                                Layout.alignment: Qt.AlignVCenter
                                Label {
                                    Layout.alignment: Qt.AlignHCenter
                                    text: diceGroup.zone.label
                                    color: Theme.textDim
                                    font.pixelSize: strip.labelSize
                                }
                                Row {
                                    Layout.alignment: Qt.AlignHCenter
                                    spacing: 4
                                    Repeater {
                                        // Where each die lies; the die itself is a token drawn there.
                                        id: spots
                                        model: Math.max(1, diceGroup.zone.count)
                                        delegate: Item {
                                            required property int index
                                            objectName: "dieSpot_" + index
                                            width: Math.max(22, strip.height - 8 - strip.labelSize * 1.35)
                                            height: width
                                        }
                                    }
                                }
                            }
                            // The latest rolls of these dice, newest first, with what they were for.
                            // A click opens every roll of the game, to scroll back through.
                            ColumnLayout {
                                id: rollList
                                objectName: "rollList"
                                readonly property var own: strip.rolls
                                readonly property QtObject art: strip.art
                                readonly property real size: strip.labelSize
                                readonly property HoverHandler hover: rollHover
                                // The newest line waits for the die over the board to
                                // land: it gave the face away while the die still tumbled.
                                readonly property bool waiting: !!strip.tokenLayer && !!strip.tokenLayer.board
                                                                && strip.tokenLayer.board.dieTumbling
                                HoverHandler { id: rollHover }
                                spacing: 0
                                Layout.alignment: Qt.AlignVCenter
                                Layout.fillWidth: true
                                Layout.minimumWidth: 30
                                // All the room the die leaves in its group: the end of the
                                // line ("= 3, failed") is what a player looks for.
                                readonly property real widest: Math.max(80, diceGroup.width - diceColumn.implicitWidth - diceLine.spacing)
                                Layout.maximumWidth: widest
                                visible: own.length > 0 && diceGroup.roomForLines
                                // As many lines as there are rolls to show, made
                                // once: a Repeater's lines, made anew when the
                                // language changed, were freed while the layout
                                // still measured them (a crash in Qt 6.4).
                                readonly property int lines: Math.min(own.length, strip.height >= 70 ? 3 : 2)
                                RollLine { index: 0; list: rollList }
                                RollLine { index: 1; list: rollList }
                                RollLine { index: 2; list: rollList }
                            }
                        }
                    }
                }
            }
        }

        // Pushes the heap to the end; dice, where there are some, take that
        // room themselves for their lines.
        Item { Layout.fillWidth: !diceArea.visible }

        ColumnLayout {
            visible: strip.heap !== null
            spacing: 1
            Layout.alignment: Qt.AlignVCenter
            Label {
                Layout.alignment: Qt.AlignHCenter
                text: strip.heap ? strip.art.heapLabel(strip.heap) : ""
                color: Theme.textDim
                font.pixelSize: strip.labelSize
            }
            Loader {
                id: heapLoader
                readonly property var zone: strip.heap
                readonly property var faces: zone ? strip.facesOf(zone) : []
                Layout.alignment: Qt.AlignHCenter
                sourceComponent: strip.art.heapArt
                onLoaded: {
                    item.implicitWidth = Qt.binding(() => Math.max(22, strip.height - 8 - strip.labelSize * 1.35))
                    item.implicitHeight = Qt.binding(() => item.implicitWidth)
                    item.kind = Qt.binding(() => heapLoader.zone ? heapLoader.zone.id : "")
                    item.counts = Qt.binding(() => {
                        const z = heapLoader.zone
                        return z ? heapLoader.faces.map(f => strip.tokenLayer.settledIn(z.id, f)) : []
                    })
                    // A hidden heap lists no tokens, only how many it holds.
                    item.total = Qt.binding(() => {
                        const z = heapLoader.zone
                        return !z ? 0 : z.hidden ? z.count : strip.tokenLayer.settledIn(z.id)
                    })
                }
            }
        }
    }
}
