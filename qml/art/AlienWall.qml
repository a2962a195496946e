// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A wall along one edge of a square, in its owner's colour with a rim of the
// other, laid as a row of bricks so it reads as a wall and not as a line.
Item {
    id: wall

    property Item token: null

    readonly property int owner: token ? token.owner : 0
    readonly property bool across: width >= height
    readonly property real length: across ? width : height
    readonly property real thick: across ? height : width
    readonly property color body: owner === 0 ? "#3a3430" : "#f1e6cf"
    readonly property color edge: owner === 0 ? "#e9dcc2" : "#3a3430"

    Rectangle {
        objectName: "wallBody"
        anchors.centerIn: parent
        width: wall.across ? wall.length * 0.94 : wall.thick
        height: wall.across ? wall.thick : wall.length * 0.94
        radius: wall.thick * 0.3
        color: wall.body
        border.color: wall.edge
        border.width: Math.max(1, wall.thick * 0.16)
        Repeater {
            model: 3
            delegate: Rectangle {
                required property int index
                readonly property real at: (index + 1) / 4
                color: wall.edge
                opacity: 0.7
                x: wall.across ? parent.width * at - width / 2 : parent.width * 0.25
                y: wall.across ? parent.height * 0.25 : parent.height * at - height / 2
                width: wall.across ? Math.max(1, wall.thick * 0.12) : parent.width * 0.5
                height: wall.across ? parent.height * 0.5 : Math.max(1, wall.thick * 0.12)
            }
        }
    }
}
