// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Pennies: a small stack of gold coins, as many drawn as there are (up to
// four), with the number on the top coin when there are more than one.
Item {
    id: coin

    property Item token: null
    // Without a token (beside a counter): how many to show.
    property int count: token ? token.stackHeight : 1

    readonly property int drawn: Math.max(1, Math.min(4, count))
    readonly property real coinHeight: height / (1 + 0.22 * (drawn - 1))

    Repeater {
        model: coin.drawn
        delegate: Rectangle {
            required property int index
            width: coin.width
            height: coin.coinHeight
            radius: width / 2
            y: coin.height - height - index * coin.coinHeight * 0.22
            color: "#d8a93a"
            border.color: "#7a5512"
            border.width: Math.max(1, coin.width * 0.07)
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.62; height: width; radius: width / 2
                color: "#f2cf6b"
                border.color: "#a67a22"
                border.width: Math.max(1, coin.width * 0.04)
            }
        }
    }
    Text {
        objectName: "coinCount"
        visible: coin.count > 1
        anchors.horizontalCenter: parent.horizontalCenter
        y: coin.height - coin.coinHeight - (coin.drawn - 1) * coin.coinHeight * 0.22
        height: coin.coinHeight
        verticalAlignment: Text.AlignVCenter
        text: coin.count
        color: "#3d2a05"
        font.pixelSize: Math.max(8, coin.coinHeight * 0.6)
        font.bold: true
    }
}
