// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The games of a run, a line each; a click opens one on the board, where its
// moves can be stepped through.
ListView {
    id: list

    required property LabController lab
    required property var seatNames
    required property var variantNames
    signal openRequested(string text)

    implicitHeight: 180
    clip: true
    model: lab.games
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: PanelScrollBar {
        needed: list.contentHeight > list.height
    }
    delegate: ItemDelegate {
        id: line
        required property var modelData
        required property int index
        objectName: "labGame" + index
        width: list.width - 14
        height: 26
        padding: 4
        contentItem: Label {
            text: qsTr("%1 #%2 · %3 · %4 plies · %5")
                  .arg(String.fromCharCode(65 + line.modelData.variant))
                  .arg(line.modelData.index + 1)
                  .arg(line.modelData.winner < 0 ? qsTr("draw") : qsTr("%1 wins").arg(list.seatNames[line.modelData.winner]))
                  .arg(line.modelData.plies)
                  .arg(line.modelData.end)
            color: Theme.text
            font.pixelSize: 12
            elide: Text.ElideRight
        }
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Open this game of %1 on the board").arg(list.variantNames[line.modelData.variant] || "")
        onClicked: {
            const text = list.lab.gameText(line.modelData.variant, line.modelData.index)
            if (text !== "")
                list.openRequested(text)
        }
    }
}
