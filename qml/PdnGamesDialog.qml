// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The games of a PDN file, one line each ("Event: Black – White, result"),
// narrowed by typing: the one chosen is opened (chosen(index)).
Dialog {
    id: dialog
    header: DialogTitle { dialog: dialog }

    // [{index, label, moves}] as GameController.readPdnFile gives them.
    property var games: []
    property string filter: ""
    readonly property var shown: filter === "" ? games
                                 : games.filter(g => g.label.toLowerCase().indexOf(filter.toLowerCase()) >= 0)
    signal chosen(int index)

    function choose(list) {
        games = list
        filter = ""
        filterField.text = ""
        view.currentIndex = 0
        open()
    }
    onOpened: filterField.forceActiveFocus()

    objectName: "pdnGamesDialog"
    title: qsTr("Choose a game (%1 in the file)").arg(games.length)
    anchors.centerIn: parent
    width: Theme.px(520)
    height: Math.min(parent ? parent.height * 0.85 : 480, 520)
    modal: true
    standardButtons: Dialog.Open | Dialog.Cancel
    onAccepted: {
        if (view.currentIndex >= 0 && view.currentIndex < shown.length)
            chosen(shown[view.currentIndex].index)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        TextField {
            id: filterField
            objectName: "pdnFilter"
            Layout.fillWidth: true
            placeholderText: qsTr("Type to narrow the list (event, player, result)")
            onTextChanged: {
                dialog.filter = text
                view.currentIndex = 0
            }
            Keys.onDownPressed: view.incrementCurrentIndex()
            Keys.onUpPressed: view.decrementCurrentIndex()
            Keys.onReturnPressed: dialog.accept()
        }
        ListView {
            id: view
            objectName: "pdnGamesView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: dialog.shown
            highlightMoveDuration: 0
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                width: view.width - 12
                text: modelData.label
                highlighted: ListView.isCurrentItem
                onClicked: view.currentIndex = index
                onDoubleClicked: {
                    view.currentIndex = index
                    dialog.accept()
                }
            }
        }
    }
}
