// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The first time a player opens a game they have never played: its lessons,
// offered in one line. Dismissing it is remembered.
Rectangle {
    id: offer

    property LessonCoach coach: null
    property string gameId: ""
    property bool shown: false
    signal lessonsRequested(string gameId)

    function offerText(id, language) {
        return id !== "" && coach ? coach.offerText(id) : ""
    }

    function consider(id) {
        // The same game again (a new game, a second notice) changes nothing.
        if (!coach || id === gameId)
            return
        gameId = id
        shown = coach.offerFor(id)
        coach.notePlayed(id)
    }

    implicitHeight: row.implicitHeight + 12
    radius: 6
    color: Qt.rgba(0.50, 0.83, 1.0, 0.14)
    border.color: "#7fd4ff"

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 6
        spacing: 8
        Label {
            objectName: "lessonOfferText"
            Layout.fillWidth: true
            // The language is passed so the binding follows it: the coach
            // words the offer in C++, which no binding sees change.
            text: offer.offerText(offer.gameId, Qt.uiLanguage)
            color: Theme.text
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Button {
            objectName: "lessonOfferOpen"
            text: qsTr("Learn")
            highlighted: true
            onClicked: {
                offer.coach.dismissOffer(offer.gameId)
                offer.shown = false
                offer.lessonsRequested(offer.gameId)
            }
        }
        ToolButton {
            objectName: "lessonOfferClose"
            text: "✕"
            onClicked: {
                offer.coach.dismissOffer(offer.gameId)
                offer.shown = false
            }
            Accessible.name: qsTr("No, thanks")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("No, thanks")
        }
    }
}
