// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// The Monolith: a tall black slab standing on its square, with a sheen.
Item {
    id: slab

    property Item token: null

    Rectangle {
        // Its shadow on the square.
        x: parent.width * 0.28; y: parent.height * 0.78
        width: parent.width * 0.56; height: parent.height * 0.12; radius: height / 2
        color: "#60000000"
    }
    Rectangle {
        objectName: "monolithBody"
        x: parent.width * 0.32; y: parent.height * 0.04
        width: parent.width * 0.36; height: parent.height * 0.8
        radius: width * 0.06
        border.color: "#6d7480"
        border.width: Math.max(1, parent.width * 0.02)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0; color: "#23262c" }
            GradientStop { position: 0.35; color: "#4a505a" }
            GradientStop { position: 0.5; color: "#0b0c0f" }
            GradientStop { position: 1; color: "#050608" }
        }
    }
}
