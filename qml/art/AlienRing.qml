// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A ring worn by a checker: a glowing band of light around it; it takes the
// next jump over the checker in its place.
Item {
    id: ring

    property Item token: null
    readonly property bool clickable: token !== null && token.clickable
    readonly property real band: Math.max(2, width * 0.07)

    CircleLine {
        // The halo, wider and fainter than the band.
        anchors.centerIn: parent
        width: parent.width * 0.96 + ring.band * 1.4; height: width
        colour: "#3a7ff3ff"
        lineWidth: ring.band
    }
    CircleLine {
        objectName: "ringBand"
        anchors.centerIn: parent
        width: parent.width * 0.96; height: width
        colour: ring.clickable ? "#ffffff" : "#7ff3ff"
        lineWidth: ring.band
        opacity: 0.9
    }
}
