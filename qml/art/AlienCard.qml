// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// A card of Alien Checkers, or a secret planet card: face up, its picture,
// its name and (when there is room) its line of text; face down, the back of
// the deck. A card that may be chosen now glows; one that may not (Antimatter
// with nothing to remove) is greyed.
Item {
    id: card

    property Item token: null

    readonly property bool planet: token !== null && token.type === "planet"
    readonly property string face: token && !token.faceDown ? token.face : ""
    readonly property bool open: face !== ""
    readonly property bool choosable: token !== null && token.clickable
    readonly property bool blocked: token !== null && token.art.cardBlocked(token)
    // Words only fit a card drawn large enough to read them; on a small card
    // they take the place of the picture. A planet's words, also written
    // under the planets, need a card wide enough to set them at 9 px.
    readonly property bool roomy: height >= (planet ? 120 : 70) && width >= (planet ? 106 : 64)
    readonly property bool pictured: !roomy || height >= 120
    // Margins and edges follow the card's shorter measure, so that a short,
    // wide card keeps its room for words.
    readonly property real measure: Math.min(width, height * 1.25)
    readonly property real pad: Math.max(3, measure * 0.06)
    readonly property real corner: Math.max(3, measure * 0.08)
    // Too small to show anything (on its way into a pile).
    visible: width >= 8 && height >= 8

    Rectangle {
        objectName: "cardFace"
        anchors.fill: parent
        radius: card.corner
        border.width: card.choosable ? Math.max(2, card.measure * 0.04) : Math.max(1, card.measure * 0.02)
        border.color: card.choosable ? Theme.selected : card.planet ? "#8fa0d8" : "#8ef0c8"
        opacity: card.blocked ? 0.45 : 1
        gradient: Gradient {
            GradientStop { position: 0; color: card.planet ? "#1c1f45" : card.open ? "#123a35" : "#1d2a4a" }
            GradientStop { position: 1; color: card.planet ? "#0b0c22" : card.open ? "#081a18" : "#0b1228" }
        }

        // The back: a flying saucer among stars.
        Item {
            visible: !card.open
            anchors.fill: parent
            Repeater {
                model: [[0.2, 0.18], [0.75, 0.12], [0.62, 0.78], [0.18, 0.7], [0.85, 0.52], [0.4, 0.9]]
                delegate: Rectangle {
                    required property var modelData
                    x: card.width * modelData[0]; y: card.height * modelData[1]
                    width: Math.max(1, card.width * 0.04); height: width; radius: width / 2
                    color: "#e8f0ff"
                }
            }
            Rectangle {
                anchors.centerIn: parent
                width: card.width * 0.6; height: width * 0.28; radius: height / 2
                color: card.planet ? "#8fa0d8" : "#8ef0c8"
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.top
                    anchors.bottomMargin: -height * 0.4
                    width: parent.width * 0.45; height: width * 0.6; radius: width / 2
                    color: "#d8fff0"
                    opacity: 0.8
                }
            }
            Text {
                visible: card.planet && card.roomy
                anchors.horizontalCenter: parent.horizontalCenter
                y: parent.height * 0.68
                text: "?"
                color: "#c8d0f0"
                font.pixelSize: Math.max(10, card.width * 0.3)
                font.bold: true
            }
        }

        Column {
            visible: card.open
            anchors.fill: parent
            anchors.margins: card.pad
            spacing: card.pad * 0.5
            Text {
                id: nameText
                objectName: "cardName"
                width: parent.width
                text: card.planet ? AlienWords.planetName(card.face) : AlienWords.cardName(card.face)
                color: "#f3ede4"
                font.bold: true
                // Two lines fit the height of a short, wide card too.
                readonly property real fullSize: Math.max(8, Math.min(16, card.width * 0.14,
                                                                     (card.height - 2 * card.pad) / 2.6))
                // Two words on two lines ("Galaktisches Nilpferd"); a word too
                // wide for the card makes it smaller, down to three quarters;
                // below that it breaks where its translation allows (a soft
                // hyphen: "Viertel-drehung") if it can. On a pile's small card
                // a whole word at 6 px reads better than one cut short.
                function fit(metrics) {
                    return fullSize * 0.92 * width / Math.max(1, metrics.advanceWidth)
                }
                readonly property real wholeFit: fit(wholeWord)
                font.pixelSize: Math.max(6, Math.min(fullSize, wholeFit >= fullSize * 0.75 ? wholeFit
                                                                                           : fit(wordPart)))
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                // A third line where the card is tall enough for it and its
                // picture (a pile's card: "Galak-tisches Nilpferd").
                maximumLineCount: Math.min(3, Math.max(2, Math.floor((card.height - 2 * card.pad - 16)
                                                                      / (font.pixelSize * 1.25))))
                elide: Text.ElideRight
                function longest(words) {
                    return words.reduce((a, w) => w.length > a.length ? w : a, "")
                }
                TextMetrics {
                    id: wholeWord
                    font.bold: true
                    font.pixelSize: nameText.fullSize
                    text: nameText.longest(nameText.text.replace(/\u00ad/g, "").split(/\s+/))
                }
                TextMetrics {
                    id: wordPart
                    font.bold: true
                    font.pixelSize: nameText.fullSize
                    text: nameText.longest(nameText.text.split(/[\s\u00ad]+/))
                }
            }
            Item {
                // Never a negative size: on a card too small for its picture
                // (one shrinking into a pile) the room left under the name is.
                visible: card.pictured && height >= 16
                width: parent.width
                // A name on two lines takes its second line from the picture,
                // so the card's text keeps its room.
                height: Math.max(0, card.roomy ? Math.min(parent.width * 0.62, card.height * 0.36)
                                                 - (nameText.lineCount > 1 ? nameText.font.pixelSize * 1.2 : 0)
                                               : parent.height - y)
                AlienCardPicture {
                    anchors.centerIn: parent
                    width: Math.max(0, Math.min(parent.width, parent.height))
                    height: width
                    face: card.face
                    planet: card.planet
                }
            }
            Text {
                objectName: "cardText"
                visible: card.roomy
                width: parent.width
                text: card.planet ? card.token.art.planetGoalFor(card.token) : AlienWords.cardText(card.face)
                color: "#cfe8e0"
                wrapMode: Text.Wrap
                font.pixelSize: Math.max(7, Math.min(12, card.width * 0.085))
                // A long line (German, French) shrinks to fit the card rather
                // than lose its end; only below the smallest size is it cut.
                fontSizeMode: Text.Fit
                minimumPixelSize: 7
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                height: Math.max(0, card.height - y - 2 * card.pad)
            }
        }
    }
    // Greyed: a bar across, so it does not rely on the dimming alone.
    Rectangle {
        objectName: "cardBlocked"
        visible: card.blocked
        anchors.centerIn: parent
        width: Math.hypot(card.width, card.height) * 0.8; height: Math.max(2, card.width * 0.05)
        rotation: -Math.atan2(card.height, card.width) * 180 / Math.PI
        color: "#d05050"
        opacity: 0.8
    }
    Rectangle {
        id: choiceGlow
        objectName: "choiceGlow"
        // The glow of a card that may be chosen, inside its edge.
        visible: card.choosable
        anchors.fill: parent
        anchors.margins: Math.max(2, card.measure * 0.035)
        radius: Math.max(0, card.corner - anchors.margins)
        color: "transparent"
        border.color: Theme.selected
        border.width: Math.max(2, card.measure * 0.03)
        opacity: card.choosable ? 1 - 0.7 * Theme.wave(1300) : 1
    }
}
