// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// How long games last, per variant: a histogram of game lengths in plies,
// every variant on the same scale (the run's bucket, the tallest bar of all)
// so that they can be compared side by side.
GridLayout {
    id: lengths

    required property var results

    readonly property int buckets: Math.max(1, ...results.map(r => r.histogram.length))
    readonly property int tallest: Math.max(1, ...results.map(r => Math.max(0, ...r.histogram)))

    columns: Math.min(2, Math.max(1, results.length))
    columnSpacing: 16
    rowSpacing: 10

    Repeater {
        model: lengths.results
        delegate: ColumnLayout {
            id: chart
            required property var modelData
            required property int index
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            spacing: 2
            Label {
                Layout.fillWidth: true
                text: chart.modelData.games > 0
                      ? qsTr("%1: %2 plies on average (%3–%4)").arg(chart.modelData.letter)
                        .arg(Theme.number(chart.modelData.meanPlies, 1)).arg(chart.modelData.minPlies).arg(chart.modelData.maxPlies)
                      : chart.modelData.letter
                color: Theme.text
                font.pixelSize: 12
                wrapMode: Text.WordWrap
            }
            Item {
                objectName: "histogram" + chart.index
                Layout.fillWidth: true
                implicitHeight: 70
                Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.panelBorder }
                Repeater {
                    model: chart.modelData.histogram
                    delegate: Rectangle {
                        required property int modelData
                        required property int index
                        readonly property real slot: parent.width / lengths.buckets
                        x: index * slot + 1
                        width: Math.max(1, slot - 2)
                        height: (parent.height - 2) * modelData / lengths.tallest
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 1
                        color: "#6fa8dc"
                        HoverHandler { id: hover }
                        ToolTip.visible: hover.hovered
                        ToolTip.delay: 200
                        ToolTip.text: qsTr("%n game(s) of %1–%2 plies", "", modelData)
                                      .arg(index * chart.modelData.bucket).arg((index + 1) * chart.modelData.bucket - 1)
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Label { text: "0"; color: Theme.textDim; font.pixelSize: 11 }
                Item { Layout.fillWidth: true }
                Label {
                    text: qsTr("%1 plies").arg(lengths.buckets * (chart.modelData.bucket || 0))
                    color: Theme.textDim
                    font.pixelSize: 11
                }
            }
        }
    }
}
