// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// A table of the run's endings or features: a row per one of them, named as
// the game names it, and a column per variant. Features also show the score
// of the seats that had or used them as a bar with its 95% interval.
ColumnLayout {
    id: table

    required property var results
    // "endings" or "features": which list of each variant's results.
    required property string key
    // [first, second]: who won an ending's games.
    property var seatNames: ["", ""]

    // Every id that any variant has, in the order first seen.
    readonly property var rows: {
        let seen = []
        let out = []
        for (const r of results)
            for (const e of r[key])
                if (seen.indexOf(e.id) < 0) {
                    seen.push(e.id)
                    out.push(e)
                }
        return out
    }
    function entry(result, id) {
        return result[key].find(e => e.id === id)
    }

    spacing: 4

    Label {
        visible: table.rows.length === 0
        text: table.key === "features" ? qsTr("This game has no powers, cards or characters to count.")
                                       : qsTr("No game has ended yet.")
        color: Theme.textDim
        font.pixelSize: 12
    }

    // Headings: the variants' names.
    RowLayout {
        visible: table.rows.length > 0 && table.results.length > 1
        Layout.fillWidth: true
        spacing: 8
        Item { Layout.preferredWidth: 1.5; Layout.fillWidth: true }
        Repeater {
            model: table.results
            // The letter, as in "Who wins"; the name on hover.
            delegate: Label {
                id: heading
                required property var modelData
                Layout.preferredWidth: 1
                Layout.fillWidth: true
                text: modelData.letter
                color: Theme.textDim
                font.pixelSize: 12
                font.bold: true
                HoverHandler { id: headingHover }
                ToolTip.visible: headingHover.hovered
                ToolTip.delay: 200
                ToolTip.text: heading.modelData.name
            }
        }
    }

    Repeater {
        model: table.rows
        delegate: RowLayout {
            id: line
            required property var modelData
            Layout.fillWidth: true
            spacing: 8
            ColumnLayout {
                Layout.preferredWidth: 1.5
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    text: line.modelData.label
                    color: Theme.text
                    font.pixelSize: 13
                    wrapMode: Text.WordWrap
                }
                // The same reason is a row per result: who won those games.
                Label {
                    Layout.fillWidth: true
                    visible: table.key === "endings"
                    text: line.modelData.winner === 0 || line.modelData.winner === 1
                          ? qsTr("%1 won").arg(table.seatNames[line.modelData.winner])
                          : qsTr("no winner")
                    color: Theme.textDim
                    font.pixelSize: 11
                    wrapMode: Text.WordWrap
                }
            }
            Repeater {
                model: table.results
                delegate: ColumnLayout {
                    id: cell
                    required property var modelData
                    readonly property var found: table.entry(modelData, line.modelData.id)
                    // A feature's score; endings have none.
                    readonly property var score: found && found.score ? found.score : null
                    Layout.preferredWidth: 1
                    Layout.fillWidth: true
                    spacing: 1
                    Label {
                        Layout.fillWidth: true
                        text: {
                            const f = cell.found
                            if (!f)
                                return "–"
                            if (table.key === "endings")
                                return qsTr("%1 (%2%)").arg(f.games).arg(Math.round(100 * f.games / Math.max(1, cell.modelData.games)))
                            // Had in some games, used some times: not the same count.
                            return qsTr("had in %n game(s)", "", f.games) + "\n" + qsTr("used %n time(s)", "", f.uses)
                        }
                        color: Theme.text
                        font.pixelSize: 12
                        // Narrow columns at 800x600: smaller rather than broken.
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 9
                    }
                    // The score of the seats that had or used it.
                    Item {
                        visible: cell.score !== null && cell.score.of > 0
                        Layout.fillWidth: true
                        implicitHeight: 12
                        Rectangle { y: 5; width: parent.width; height: 2; color: Theme.panelBorder }
                        Rectangle { x: parent.width / 2; width: 1; height: 12; color: Theme.textDim }
                        Rectangle {
                            x: cell.score ? parent.width * cell.score.low : 0
                            y: 4
                            width: cell.score ? Math.max(2, parent.width * (cell.score.high - cell.score.low)) : 0
                            height: 4
                            color: "#e9b44c"
                            opacity: 0.6
                        }
                        Rectangle {
                            x: cell.score ? parent.width * cell.score.value - 4 : 0
                            y: 2
                            width: 8; height: 8; radius: 4
                            color: "#e9b44c"
                        }
                        HoverHandler { id: scoreHover }
                        ToolTip.visible: scoreHover.hovered
                        ToolTip.delay: 200
                        ToolTip.text: cell.score
                                      ? qsTr("The side that had or used it scored %1% (95%: %2–%3%)")
                                        .arg(Math.round(100 * cell.score.value))
                                        .arg(Math.round(100 * cell.score.low))
                                        .arg(Math.round(100 * cell.score.high))
                                      : ""
                    }
                }
            }
        }
    }
}
