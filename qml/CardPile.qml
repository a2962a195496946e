// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A pile of cards in the card panel: its name, the pile (backs for a draw
// pile, else an empty place under the card on top) and how many it holds.
// The cards on it are tokens the token layer draws at `spot`.
Column {
    id: pile

    property var zone: null
    property string title: ""
    property bool backs: false
    property real cardHeight: 60
    property real labelSize: 12
    // The height of the title: piles side by side take that of the tallest,
    // so their cards stay level when one title needs two lines.
    property real titleHeight: 0
    readonly property real titleNeeds: titleText.implicitHeight
    readonly property int count: zone ? zone.count : 0
    readonly property Item spot: spotItem

    spacing: 2
    Item {
        width: pile.width
        height: Math.max(titleText.implicitHeight, pile.titleHeight)
        Text {
            id: titleText
            objectName: pile.objectName + "Title"
            readonly property real fullSize: pile.labelSize * 0.9
            width: pile.width
            text: pile.title
            color: Theme.textDim
            // Never cut: it wraps between words (and at a soft hyphen, as German
            // "Nachziehstapel" has); only a word too wide for the pile shrinks
            // it, and a word too wide even at 8 pixels breaks where it must.
            // (Qt's fontSizeMode shrinks the whole line before it wraps.) Glyphs
            // do not shrink quite in proportion: a little to spare.
            font.pixelSize: Math.max(8, Math.min(fullSize, fullSize * 0.92 * width / Math.max(1, longestWord.advanceWidth)))
            wrapMode: longestWord.advanceWidth * font.pixelSize / fullSize > width ? Text.Wrap : Text.WordWrap
            TextMetrics {
                id: longestWord
                font.pixelSize: titleText.fullSize
                text: pile.title.split(/[\s\u00ad]+/).reduce((a, w) => w.length > a.length ? w : a, "")
            }
        }
    }
    Item {
        width: pile.width
        height: pile.cardHeight
        Rectangle {
            visible: pile.count === 0 || !pile.backs
            anchors.fill: spotItem
            radius: width * 0.08
            color: "transparent"
            border.color: Qt.rgba(1, 1, 1, 0.22)
        }
        Repeater {
            // A few backs, offset, so the pile looks as thick as it is.
            model: pile.backs ? Math.min(3, Math.ceil(pile.count / 5)) : 0
            delegate: Rectangle {
                required property int index
                x: index * 2; y: 4 - index * 2
                width: spotItem.width; height: spotItem.height
                radius: width * 0.08
                color: "#1d2a4a"
                border.color: "#8ef0c8"
                Text {
                    anchors.centerIn: parent
                    text: "\u2726"
                    color: "#8ef0c8"
                    font.pixelSize: Math.max(8, parent.width * 0.3)
                }
            }
        }
        Item {
            id: spotItem
            x: 0; y: 4
            width: Math.max(0, Math.min(pile.width - 6, (pile.cardHeight - 6) / 1.4))
            height: width * 1.4
        }
    }
    Text {
        objectName: pile.objectName + "Count"
        width: pile.width
        text: pile.count === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(pile.count)
        color: Theme.text
        font.pixelSize: pile.labelSize
        horizontalAlignment: Text.AlignHCenter
    }
}
