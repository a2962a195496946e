// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A list to choose from that keeps showing the choice made. A plain ComboBox
// goes back to its first entry whenever its list is worded anew, as when the
// language changes, though nothing was chosen.
ComboBox {
    id: box

    // The index of what is chosen; the owner binds it to the setting it shows.
    property int chosen: 0

    currentIndex: chosen
    onModelChanged: currentIndex = Qt.binding(() => box.chosen)

    // The style's own line runs on under the arrow: this one ends in "…".
    contentItem: Text {
        // Where the style's own line starts.
        leftPadding: Math.max(0, 4 - box.padding)
        rightPadding: Math.max(0, 4 - box.padding)
        text: box.displayText
        font: box.font
        color: box.palette.buttonText
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    // The open list is as wide as its longest entry, up to the window's width:
    // an entry cut short there cannot be read anywhere else.
    FontMetrics {
        id: entryFont
        font: box.font
    }
    function widestEntry() {
        let widest = 0
        for (let i = 0; i < count; ++i)
            widest = Math.max(widest, entryFont.advanceWidth(textAt(i)))
        return widest
    }
    popup.width: {
        // Worded anew with the language, though the count stays.
        box.model
        const room = box.Window.window ? box.Window.window.width - 12 : box.width
        return Math.max(box.width, Math.min(room, widestEntry() * 1.08 + 40))
    }
    popup.leftMargin: 6
    popup.rightMargin: 6

    // A choice too long for the box is read in full on hover.
    TextMetrics {
        id: shownText
        font: box.font
        text: box.displayText
    }
    ToolTip.visible: hovered && !popup.visible && shownText.advanceWidth > box.availableWidth
    ToolTip.delay: 500
    ToolTip.text: displayText
}
