// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The cards beside the board, for a game whose art lays some zones out as
// cards (art.zonePlace(zone) === "cards"): the draw pile and the discards
// with how many each holds, the face-up cards large enough to read, and
// each player's card of their own (a secret planet). The cards themselves
// are tokens of the table, drawn by the art at the places this panel lays
// out (spotFor), so they fly between the piles; a face-up card that may be
// chosen now is clicked where it lies.
Rectangle {
    id: panel

    required property GameController controller
    required property Item tokenLayer // the TokenLayer

    readonly property QtObject art: tokenLayer.artObject
    readonly property var zones: controller.table.zones.filter(
        z => art.zonePlace !== undefined && art.zonePlace(z) === "cards")
    readonly property bool hasCards: zones.length > 0
    function zoneById(id) { return zones.find(z => z.id === id) || null }
    readonly property var drawZone: zoneById("draw")
    readonly property var discardZone: zoneById("discard")
    readonly property var rowZone: zones.find(z => z.kind === "row") || null
    // The players' own cards ("planet:0", "planet:1"), in player order.
    readonly property var handZones: zones.filter(z => z.kind === "hand").sort((a, b) => a.owner - b.owner)
    readonly property var heapZones: zones.filter(z => z.kind === "heap").sort((a, b) => a.owner - b.owner)
    readonly property int rowCount: rowZone ? rowZone.count : 0
    readonly property bool choosing: {
        controller.table.tokens.revision
        return tokenLayer.itemsAt("zone:" + (rowZone ? rowZone.id : "")).some(i => i.clickable)
    }

    // Sizes: the piles in one row, the face-up cards one above the other as
    // large as the room left allows, the players' cards side by side.
    // None of them below zero: before the panel is laid out its width is 0,
    // and a card flying from a spot of negative width turned inside out on
    // its way (a negative scale), which crashed Qt 6.4's software renderer.
    readonly property real pad: 8
    readonly property real inner: Math.max(0, width - 2 * pad)
    readonly property real labelSize: Math.max(11, Math.min(14 * Theme.textScale, width * 0.075))
    readonly property real pileW: Math.max(0, (inner - pad) / 2)
    readonly property real pileH: Math.max(0, Math.min(pileW * 1.4, height * 0.12))
    readonly property real handH: Math.max(0, Math.min(pileW * 1.4, height * 0.13))
    // The room kept for the planets' goals: four lines. They take what is
    // left below the cards, and a goal cut short reads in full on hover, so
    // that neither a goal revealed at the end nor a capture resizes the cards.
    readonly property real goalFont: Math.max(10, labelSize * 0.85)
    readonly property real goalRoom: goals.visible ? goalFont * 1.3 * 4 : 0
    // The captured pieces: small checkers side by side under their count,
    // overlapping when twelve would not fit in a row.
    readonly property real heapDisc: Math.max(0, Math.min(labelSize * 1.5, inner / 6))
    readonly property real heapStep: Math.max(0, Math.min(heapDisc * 0.9, (inner - heapDisc) / 11))
    // The heading over the heaps, each heap's label as it wraps, and its row
    // of pieces even while empty.
    readonly property real heapRoom: {
        let room = heapTitle.visible ? heapTitle.implicitHeight + 4 : 0
        for (let i = 0; i < heapRows.count; ++i) {
            const heap = heapRows.itemAt(i)
            room += (heap ? heap.labelHeight : labelSize * 1.3) + 2 + heapDisc + 4
        }
        return room
    }
    readonly property real pileTitleH: Math.max(drawPile.titleNeeds, discardPile.titleNeeds)
    readonly property real rowRoom: height - 4 * pad - 3 * (labelSize * 1.4 + 4) - pileH - 16
                                    - Math.max(0, pileTitleH - labelSize * 1.4)
                                    - (handZones.length > 0 ? handH + goalRoom + labelSize * 1.4 + 8 : 0) - prompt.height
                                    - heapRoom
    readonly property real faceH: Math.max(40, Math.min(inner * 1.4, (rowRoom - pad) / 2))
    // A face-up card too short for its line of text is read by its name
    // alone: it grows wide instead, so that a long name ("Galaktisches
    // Nilpferd") fits on two lines.
    readonly property real faceW: Math.min(inner, faceH < 70 ? faceH * 2.6 : faceH / 0.8)

    // Where a token of a card zone lies: {item, x, y, w, h, shows, heap}, or
    // null when this panel does not show that zone, or has no room for it
    // yet: a card then waits, unseen, for the panel's layout instead of
    // flying from or to a place of no size.
    function spotFor(zoneId, face, stackIndex) {
        if (!hasCards)
            return null
        const at = (item, shows, heap) => item && item.width > 0 && item.height > 0
                   ? { item: item, x: 0, y: 0, w: item.width, h: item.height, shows: shows, heap: heap } : null
        if (drawZone && zoneId === drawZone.id)
            return at(drawPile.spot, false, true)
        if (discardZone && zoneId === discardZone.id) {
            // Only the card on top shows; the others lie under it.
            return at(discardPile.spot, (stackIndex || 0) >= discardZone.count - 1, false)
        }
        if (rowZone && zoneId === rowZone.id)
            return at(faceSlots.count > 0 ? faceSlots.itemAt(Math.min(stackIndex || 0, faceSlots.count - 1)) : null, true, false)
        const h = handZones.findIndex(z => z.id === zoneId)
        if (h >= 0 && handSlots.count > h)
            return at(handSlots.itemAt(h).slot, true, false)
        const k = heapZones.findIndex(z => z.id === zoneId)
        if (k >= 0 && heapRows.count > k) {
            const row = heapRows.itemAt(k).row
            const spot = at(row, true, false)
            if (spot === null || heapDisc <= 0)
                return null
            spot.x = (stackIndex || 0) * heapStep
            spot.w = spot.h = heapDisc
            return spot
        }
        return null
    }
    onZonesChanged: tokenLayer.relayout()
    onWidthChanged: tokenLayer.relayout()
    onHeightChanged: tokenLayer.relayout()
    onFaceHChanged: tokenLayer.relayout()

    color: Theme.panel
    radius: 6
    border.color: choosing ? Qt.rgba(0.91, 0.71, 0.30, 0.8) : Theme.panelBorder

    Column {
        id: column
        x: panel.pad
        y: panel.pad
        width: panel.inner
        spacing: 4

        Row {
            spacing: panel.pad
            CardPile {
                id: drawPile
                objectName: "drawPile"
                width: panel.pileW
                cardHeight: panel.pileH
                labelSize: panel.labelSize
                titleHeight: panel.pileTitleH
                zone: panel.drawZone
                title: qsTr("Draw pile")
                backs: true
            }
            CardPile {
                id: discardPile
                objectName: "discardPile"
                width: panel.pileW
                cardHeight: panel.pileH
                labelSize: panel.labelSize
                titleHeight: panel.pileTitleH
                zone: panel.discardZone
                title: qsTr("Discards")
            }
        }

        Text {
            id: prompt
            objectName: "cardPrompt"
            width: panel.inner
            // As tall as the longer of its two texts, so that the cards below
            // keep their size when it asks for a choice.
            height: Math.max(implicitHeight, promptMeasure.implicitHeight)
            text: panel.choosing ? qsTr("Choose a card: click it.") : qsTr("Face up")
            color: panel.choosing ? Theme.accent : Theme.textDim
            font.pixelSize: panel.labelSize
            font.bold: panel.choosing
            wrapMode: Text.Wrap
        }
        Repeater {
            id: faceSlots
            model: Math.max(2, panel.rowCount)
            delegate: Item {
                required property int index
                x: (panel.inner - width) / 2
                width: panel.faceW
                height: panel.faceH
                Rectangle {
                    anchors.fill: parent
                    radius: width * 0.08
                    color: "transparent"
                    border.color: Qt.rgba(1, 1, 1, 0.14)
                }
            }
        }

        Text {
            visible: panel.handZones.length > 0
            width: panel.inner
            text: panel.art.handTitle ? panel.art.handTitle() : ""
            color: Theme.textDim
            font.pixelSize: panel.labelSize
            wrapMode: Text.Wrap
        }
        Row {
            spacing: panel.pad
            visible: panel.handZones.length > 0
            Repeater {
                id: handSlots
                model: panel.handZones
                delegate: Column {
                    required property var modelData
                    readonly property Item slot: cardSlot
                    spacing: 2
                    Text {
                        width: panel.pileW
                        text: panel.art.heapLabel(modelData)
                        color: Theme.textDim
                        font.pixelSize: panel.labelSize * 0.9
                        elide: Text.ElideRight
                    }
                    Item {
                        id: cardSlot
                        x: (panel.pileW - width) / 2
                        width: Math.min(panel.pileW, panel.handH / 1.4)
                        height: panel.handH
                    }
                }
            }
        }
        Text {
            id: heapTitle
            objectName: "heapTitle"
            visible: panel.heapZones.length > 0 && text !== ""
            width: panel.inner
            text: panel.art.heapTitle ? panel.art.heapTitle() : ""
            color: Theme.textDim
            font.pixelSize: panel.labelSize
            wrapMode: Text.Wrap
        }
        Repeater {
            // Pieces kept beside the board (those lost, free for crowns): how
            // many, and the pieces themselves, drawn by the token layer in `row`.
            id: heapRows
            model: panel.heapZones
            delegate: Column {
                id: heap
                required property var modelData
                readonly property Item row: pieceRow
                readonly property real labelHeight: heapLabel.implicitHeight
                width: panel.inner
                spacing: 2
                Text {
                    id: heapLabel
                    objectName: "heapCount"
                    width: panel.inner
                    text: panel.art.heapLabel(heap.modelData)
                    color: Theme.textDim
                    font.pixelSize: Math.max(10, panel.labelSize * 0.85)
                    wrapMode: Text.Wrap
                    HoverHandler { id: heapHover }
                    InfoTip {
                        visible: heapHover.hovered && text !== ""
                        text: panel.art.zoneTip(heap.modelData, panel.controller.playerNames[heap.modelData.owner] || "")
                    }
                }
                Item {
                    id: pieceRow
                    objectName: "heapRow"
                    width: panel.inner
                    height: panel.heapDisc
                    Rectangle {
                        // A light tray, so Black's dark pieces show on the dark panel.
                        visible: heap.modelData.count > 0
                        x: -2
                        y: -1
                        width: panel.heapDisc + Math.max(0, heap.modelData.count - 1) * panel.heapStep + 4
                        height: parent.height + 2
                        radius: height / 2
                        color: Qt.rgba(1, 1, 1, 0.28)
                    }
                }
            }
        }
    }
    // The prompt as it asks for a card, never shown: measured, as a hidden
    // Text is not laid out.
    Text {
        id: promptMeasure
        opacity: 0
        width: panel.inner
        text: qsTr("Choose a card: click it.")
        font.pixelSize: panel.labelSize
        font.bold: true
        wrapMode: Text.Wrap
    }
    Text {
        id: goals
        objectName: "planetGoals"
        // What is left below the cards and pieces: a goal cut short reads in
        // full on hover.
        anchors { left: parent.left; right: parent.right; top: column.bottom; bottom: parent.bottom
                  leftMargin: panel.pad; rightMargin: panel.pad; topMargin: column.spacing
                  bottomMargin: panel.pad }
        visible: text !== ""
        // The goals this screen may show: the viewer's own planet, or
        // both once the game is over.
        text: {
            panel.controller.table.tokens.revision
            let lines = []
            for (const z of panel.handZones)
                for (const item of panel.tokenLayer.itemsAt("zone:" + z.id))
                    if (item.face !== "" && item.tipText !== "")
                        lines.push(typeof panel.art.handLine === "function" ? panel.art.handLine(item)
                                                                            : item.tipText)
            return lines.join("\n")
        }
        color: Theme.text
        wrapMode: Text.Wrap
        font.pixelSize: panel.goalFont
        // Both goals, shown once the game is over, may need more lines than
        // one: the text grows smaller before its end is cut.
        fontSizeMode: Text.Fit
        minimumPixelSize: 9
        elide: Text.ElideRight
        HoverHandler { id: goalsHover }
        InfoTip {
            objectName: "planetGoalsTip"
            visible: goalsHover.hovered && goals.truncated
            text: goals.text
        }
    }
}
