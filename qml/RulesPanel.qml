// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// How to play, in our own words, for the game on the board.
Drawer {
    id: drawer

    property string gameId: ""
    signal lessonsRequested()

    edge: Qt.RightEdge
    width: Math.min(parent ? parent.width * 0.9 : 460, Theme.px(460))
    height: parent ? parent.height : 600

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    // Keyboard scrolling works as soon as the panel opens; the text starts at
    // the top for each game.
    onOpened: rulesView.forceActiveFocus()
    onGameIdChanged: rulesView.contentY = 0
    // The same place in another language is another part of the text: the
    // panel had reopened mid-sentence after a switch.
    Connections {
        target: AppSettings
        function onLanguageChanged() { rulesView.contentY = 0 }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // A Flickable sized by its text, so the wheel, a drag, the scroll bar
        // and the keys all reach the last section in any language.
        Flickable {
            id: rulesView
            objectName: "rulesView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: rulesText.height
            boundsBehavior: Flickable.StopAtBounds
            activeFocusOnTab: true
            readonly property real maxY: Math.max(0, contentHeight - height)
            readonly property real lineStep: 48
            function scrollTo(y) {
                contentY = Math.max(0, Math.min(maxY, y))
            }
            Keys.onPressed: (event) => {
                switch (event.key) {
                case Qt.Key_Up: scrollTo(contentY - lineStep); break
                case Qt.Key_Down: scrollTo(contentY + lineStep); break
                case Qt.Key_PageUp: scrollTo(contentY - height * 0.9); break
                case Qt.Key_PageDown:
                case Qt.Key_Space: scrollTo(contentY + height * 0.9); break
                case Qt.Key_Home: scrollTo(0); break
                case Qt.Key_End: scrollTo(maxY); break
                default: return
                }
                event.accepted = true
            }
            ScrollBar.vertical: PanelScrollBar {
                id: rulesBar
                objectName: "rulesScrollBar"
                needed: rulesView.contentHeight > rulesView.height
            }

            Label {
                id: rulesText
                objectName: "rulesText"
                width: rulesView.width - rulesBar.width - 8
                textFormat: Text.RichText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: 15
                // The game brings its help (GameCatalog.help); naming the language
                // words it anew when the player changes it.
                text: (AppSettings.language, GameCatalog.help(drawer.gameId))
                      || qsTr("No rules written yet for this game.")
            }
        }
        // Anchored, each button as wide as its words: in a RowLayout, Qt 6.4
        // kept the width measured before the large window's text grew
        // ("Schlie…").
        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(lessonsButton.implicitHeight, closeButton.implicitHeight)
            Button {
                id: lessonsButton
                objectName: "rulesLessonsButton"
                anchors.left: parent.left
                text: qsTr("Lessons…")
                onClicked: {
                    drawer.close()
                    drawer.lessonsRequested()
                }
            }
            Button {
                id: closeButton
                objectName: "rulesCloseButton"
                anchors.right: parent.right
                text: qsTr("Close")
                onClicked: drawer.close()
            }
        }
    }
}
