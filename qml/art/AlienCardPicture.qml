// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The picture on a card: the token the card brings, drawn with the same art
// as on the board, or a symbol of what the card does; for a planet card, the
// planet.
Item {
    id: picture

    property string face: ""
    property bool planet: false

    // A planet: a ball in two colours; Saturn and Uranus with their rings.
    Item {
        id: world
        visible: picture.planet
        anchors.fill: parent
        readonly property var colours: AlienWords.planetColours(picture.face)
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.7; height: width; radius: width / 2
            gradient: Gradient {
                GradientStop { position: 0; color: world.colours[0] }
                GradientStop { position: 0.55; color: world.colours[0] }
                GradientStop { position: 0.6; color: world.colours[1] }
                GradientStop { position: 1; color: Qt.darker(world.colours[1], 1.4) }
            }
        }
        Rectangle {
            visible: picture.face === "saturn" || picture.face === "uranus"
            anchors.centerIn: parent
            width: parent.width * 0.98; height: width * 0.26; radius: height / 2
            rotation: picture.face === "uranus" ? 70 : -14
            color: "transparent"
            border.color: "#f0e2b0"
            border.width: Math.max(1, parent.width * 0.04)
        }
    }

    Loader {
        // A card that brings a token shows that token.
        active: !picture.planet
        anchors.centerIn: parent
        width: picture.width * (sourceComponent === wallPair ? 0.9 : 0.8)
        height: width
        sourceComponent: {
            switch (picture.face) {
            case "monolith": return monolith
            case "hippo": return hippo
            case "snookle": return snookle
            case "fire": return fire
            case "water": return water
            case "walls": return wallPair
            case "rings": return ring
            case "coronation": return emperor
            case "revive": return pawn
            }
            return symbol
        }
    }
    Component {
        // A black slab alone on the dark card read as a missing letter's box:
        // it stands against a pale disc, as against a rising sun.
        id: monolith
        Item {
            Rectangle {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -parent.height * 0.08
                width: parent.width * 0.78; height: width; radius: width / 2
                color: "#8ef0c8"
                opacity: 0.55
            }
            AlienMonolith { anchors.fill: parent }
        }
    }
    Component { id: hippo; AlienHippo {} }
    // Card pictures hold still: a pile of moving pictures redrew the window
    // without end.
    Component { id: snookle; AlienSnookle { live: false } }
    Component { id: fire; AlienFire { live: false } }
    Component { id: water; AlienWater { live: false } }
    Component {
        id: ring
        Item {
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.7; height: width; radius: width / 2
                color: "#f4ecdc"
                border.color: "#c8bba3"
            }
            AlienRing { anchors.fill: parent }
        }
    }
    Component {
        // The star rises above the crown: both kept inside the picture, clear
        // of the card's title.
        id: emperor
        Item {
            AlienCrown {
                star: true
                anchors.bottom: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                width: parent.width * 0.8
                height: parent.height * 0.6
            }
        }
    }
    Component {
        id: pawn
        Item {
            Rectangle { anchors.centerIn: parent; width: parent.width * 0.7; height: width; radius: width / 2; color: "#f4ecdc"; border.color: "#c8bba3"; border.width: 2 }
            Text { anchors.centerIn: parent; text: "\u21ba"; color: "#2f7d3a"; font.pixelSize: Math.max(8, parent.height * 0.45); font.bold: true }
        }
    }
    Component {
        id: wallPair
        Item {
            // An L of two walls around a corner.
            Rectangle { x: parent.width * 0.2; y: parent.height * 0.2; width: parent.width * 0.6; height: parent.height * 0.12; radius: height * 0.3; color: "#f1e6cf"; border.color: "#3a3430"; border.width: 2 }
            Rectangle { x: parent.width * 0.2; y: parent.height * 0.2; width: parent.width * 0.12; height: parent.height * 0.6; radius: width * 0.3; color: "#f1e6cf"; border.color: "#3a3430"; border.width: 2 }
        }
    }
    Component {
        id: symbol
        Text {
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            color: picture.face === "antimatter" ? "#ff7ad9" : "#8ef0c8"
            font.pixelSize: Math.max(8, height * 0.6)
            text: {
                switch (picture.face) {
                case "rotate": return "\u27f3"
                case "reshuffle": return "\u21c4"
                case "antimatter": return "\u2205"
                }
                return ""
            }
        }
    }
}
