// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The Snookle, riding a checker: a small green creature with a round body
// and two eyes on stalks, bobbing as it rides.
Item {
    id: snookle

    property Item token: null
    readonly property real u: width
    // Still on a card's picture: only the Snookle on the board bobs.
    property bool live: true
    readonly property real bob: live ? Theme.wave(1200) : 0

    Item {
        anchors.fill: parent
        transform: Translate { y: -snookle.u * 0.05 * snookle.bob }
        Repeater {
            model: 2
            delegate: Item {
                required property int index
                x: snookle.u * (0.28 + index * 0.3); y: snookle.u * 0.04
                width: snookle.u * 0.16; height: snookle.u * 0.42
                Rectangle {
                    x: parent.width * 0.42; y: parent.width * 0.5
                    width: Math.max(1, parent.width * 0.18); height: parent.height * 0.7
                    color: "#2f8a3a"
                }
                Rectangle {
                    width: parent.width; height: width; radius: width / 2
                    color: "#ffffff"; border.color: "#1d5a25"; border.width: Math.max(1, snookle.u * 0.02)
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width * 0.45; height: width; radius: width / 2
                        color: "#111111"
                    }
                }
            }
        }
        Rectangle {
            objectName: "snookleBody"
            x: snookle.u * 0.14; y: snookle.u * 0.34
            width: snookle.u * 0.72; height: snookle.u * 0.5; radius: height / 2
            color: "#5fd35a"; border.color: "#1d5a25"; border.width: Math.max(1, snookle.u * 0.03)
            Rectangle {
                // A grin.
                anchors.horizontalCenter: parent.horizontalCenter
                y: parent.height * 0.5
                width: parent.width * 0.4; height: parent.height * 0.18; radius: height / 2
                color: "#1d5a25"
            }
        }
    }
}
