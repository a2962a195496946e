// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Who won, per variant: a bar of the first seat's wins, the draws and the
// second seat's wins, then the first-player advantage as the first seat's
// score with its 95% interval on a line from 0 to 1 (0.5: none). A variant
// after the first says whether it differs from the first beyond chance.
ColumnLayout {
    id: outcomes

    required property LabController lab
    required property var results
    required property var seatNames // [first, second]

    readonly property color firstColour: "#e9b44c"
    readonly property color secondColour: "#6fa8dc"
    readonly property color drawColour: "#8a847b"

    function percent(share) {
        return share && share.of > 0 ? Math.round(100 * share.value) + "%" : "–"
    }
    function interval(share) {
        return qsTr("%1 (95%: %2–%3)").arg(Theme.number(share.value, 2)).arg(Theme.number(share.low, 2)).arg(Theme.number(share.high, 2))
    }

    spacing: 8

    Row {
        spacing: 14
        Repeater {
            model: [
                { colour: outcomes.firstColour, text: qsTr("%1 wins").arg(outcomes.seatNames[0]) },
                { colour: outcomes.drawColour, text: qsTr("Draws") },
                { colour: outcomes.secondColour, text: qsTr("%1 wins").arg(outcomes.seatNames[1]) }
            ]
            delegate: Row {
                required property var modelData
                spacing: 5
                Rectangle { width: 12; height: 12; radius: 2; color: parent.modelData.colour; anchors.verticalCenter: parent.verticalCenter }
                Label { text: parent.modelData.text; color: Theme.textDim; font.pixelSize: 12 }
            }
        }
    }

    Repeater {
        model: outcomes.results
        delegate: ColumnLayout {
            id: row
            required property var modelData
            required property int index
            readonly property var first: outcomes.results[0]
            Layout.fillWidth: true
            spacing: 3

            Label {
                Layout.fillWidth: true
                text: qsTr("%1 · %n game(s)", "", row.modelData.games).arg(row.modelData.letter + "  " + row.modelData.name)
                color: Theme.text
                font.pixelSize: 14
                font.bold: true
                elide: Text.ElideRight
            }
            Item {
                objectName: "outcomeBar" + row.index
                Layout.fillWidth: true
                implicitHeight: 22
                readonly property real total: Math.max(1, row.modelData.games)
                Row {
                    anchors.fill: parent
                    Repeater {
                        model: [
                            { share: row.modelData.firstWins, colour: outcomes.firstColour },
                            { share: row.modelData.draws, colour: outcomes.drawColour },
                            { share: row.modelData.secondWins, colour: outcomes.secondColour }
                        ]
                        delegate: Rectangle {
                            required property var modelData
                            width: row.modelData.games > 0 ? parent.width * modelData.share.value : 0
                            height: parent.height
                            color: modelData.colour
                            Label {
                                anchors.centerIn: parent
                                visible: parent.width > implicitWidth + 6
                                text: outcomes.percent(parent.modelData.share)
                                color: "#1e1c1a"
                                font.pixelSize: 12
                                font.bold: true
                            }
                            HoverHandler { id: barHover }
                            ToolTip.visible: barHover.hovered
                            ToolTip.delay: 300
                            ToolTip.text: qsTr("%1 of %2 games; 95% interval %3–%4%")
                                          .arg(modelData.share.hits).arg(modelData.share.of)
                                          .arg(Math.round(100 * modelData.share.low))
                                          .arg(Math.round(100 * modelData.share.high))
                        }
                    }
                }
                Rectangle {
                    anchors.fill: parent
                    color: "transparent"
                    border.color: Theme.panelBorder
                }
            }
            // The first-player advantage on a line from 0 to 1.
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Label {
                    text: qsTr("%1's score").arg(outcomes.seatNames[0])
                    color: Theme.textDim
                    font.pixelSize: 12
                }
                Item {
                    id: scale
                    objectName: "advantage" + row.index
                    Layout.fillWidth: true
                    implicitHeight: 16
                    readonly property var share: row.modelData.firstScore
                    Rectangle { y: 7; width: parent.width; height: 2; color: Theme.panelBorder }
                    Rectangle { x: parent.width / 2; y: 2; width: 1; height: 12; color: Theme.textDim }
                    Rectangle {
                        visible: scale.share.of > 0
                        x: parent.width * scale.share.low
                        y: 6
                        width: Math.max(2, parent.width * (scale.share.high - scale.share.low))
                        height: 4
                        color: outcomes.firstColour
                        opacity: 0.6
                    }
                    Rectangle {
                        visible: scale.share.of > 0
                        x: parent.width * scale.share.value - 5
                        y: 3
                        width: 10; height: 10; radius: 5
                        color: outcomes.firstColour
                    }
                }
                Label {
                    text: row.modelData.games > 0 ? outcomes.interval(row.modelData.firstScore) : "–"
                    color: Theme.text
                    font.pixelSize: 12
                }
            }
            Label {
                objectName: "difference" + row.index
                Layout.fillWidth: true
                visible: row.index > 0 && row.modelData.games > 0 && row.first.games > 0
                text: outcomes.lab.differs(row.modelData.firstScore, row.first.firstScore)
                      ? qsTr("Differs from %1 beyond chance (95%).").arg(row.first.name)
                      : qsTr("No difference from %1 beyond chance yet.").arg(row.first.name)
                color: outcomes.lab.differs(row.modelData.firstScore, row.first.firstScore) ? Theme.accent : Theme.textDim
                font.pixelSize: 12
                wrapMode: Text.WordWrap
            }
        }
    }
}
