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

    // A choice too long for the box is read in full on hover.
    TextMetrics {
        id: shownText
        font: box.font
        text: box.displayText
    }
    ToolTip.visible: hovered && !popup.visible && shownText.advanceWidth > box.availableWidth - box.indicator.width
    ToolTip.delay: 500
    ToolTip.text: displayText
}
