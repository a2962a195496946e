// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The Galactic Hippo, sitting on a checker: a violet head with little ears,
// sleepy eyes and wide nostrils, seen from the front.
Item {
    id: hippo

    property Item token: null
    readonly property real u: width

    Rectangle {
        // The ears.
        x: hippo.u * 0.16; y: hippo.u * 0.06
        width: hippo.u * 0.18; height: width; radius: width / 2
        color: "#7d5bc9"; border.color: "#3e2a70"; border.width: Math.max(1, hippo.u * 0.02)
    }
    Rectangle {
        x: hippo.u * 0.66; y: hippo.u * 0.06
        width: hippo.u * 0.18; height: width; radius: width / 2
        color: "#7d5bc9"; border.color: "#3e2a70"; border.width: Math.max(1, hippo.u * 0.02)
    }
    Rectangle {
        objectName: "hippoHead"
        x: hippo.u * 0.14; y: hippo.u * 0.12
        width: hippo.u * 0.72; height: hippo.u * 0.56; radius: height * 0.48
        color: "#9a7ae0"; border.color: "#3e2a70"; border.width: Math.max(1, hippo.u * 0.025)
        // Stars on its hide: it came from space.
        Text {
            text: "\u2726"
            color: "#fff6c8"
            font.pixelSize: Math.max(5, hippo.u * 0.12)
            x: parent.width * 0.12; y: parent.height * 0.08
        }
    }
    Repeater {
        model: 2
        delegate: Rectangle {
            required property int index
            x: hippo.u * (0.3 + index * 0.3); y: hippo.u * 0.26
            width: hippo.u * 0.1; height: hippo.u * 0.06; radius: height / 2
            color: "#1c1230"
        }
    }
    Rectangle {
        // The muzzle, wider than the head, with its nostrils.
        x: hippo.u * 0.06; y: hippo.u * 0.42
        width: hippo.u * 0.88; height: hippo.u * 0.44; radius: height * 0.5
        color: "#b79af0"; border.color: "#3e2a70"; border.width: Math.max(1, hippo.u * 0.025)
        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index
                x: parent.width * (0.26 + index * 0.36); y: parent.height * 0.3
                width: parent.width * 0.12; height: parent.height * 0.26; radius: width / 2
                color: "#3e2a70"
            }
        }
    }
}
