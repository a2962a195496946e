// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Learn to play: every game's lessons, stage by stage, with the stars won on
// each level. A click on a level plays it.
Rectangle {
    id: browser

    required property LessonCoach coach
    // The game whose lessons are shown.
    property string gameId: ""
    signal backRequested()
    // A level was started on the coach's controller.
    signal levelStarted()

    color: Theme.window

    readonly property var games: coach ? coach.games : []
    // The stages are read anew when progress or the language changes.
    property var stages: []
    function refresh() {
        if (!coach)
            return
        if (gameId === "" && games.length > 0)
            gameId = games[0].id
        stages = coach.stages(gameId)
    }
    // Another game's lessons are read from their first stage.
    onGameIdChanged: {
        refresh()
        stageView.contentY = 0
    }
    onGamesChanged: refresh()
    Component.onCompleted: refresh()

    function play(path) {
        if (coach.start(gameId, path))
            levelStarted()
    }
    function starText(count) {
        return "★".repeat(count) + "☆".repeat(3 - count)
    }

    Shortcut {
        sequence: "Escape"
        enabled: browser.visible
        onActivated: browser.backRequested()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Button {
                objectName: "lessonBrowserBack"
                text: qsTr("◀ Back")
                onClicked: browser.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Learn to play")
                color: Theme.text
                font.pixelSize: 26
                font.bold: true
                elide: Text.ElideRight
            }
        }

        // The games, and beside them the chosen game's stages. Anchored, not
        // a RowLayout: a layout kept the list's first width (that of the
        // window before it was sized) on Qt 6.4, until the next visit.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The games, with how far the player has come in each.
            ListView {
                id: gameList
                objectName: "lessonGameList"
                // The same width whatever the stages beside it hold.
                width: 260
                anchors { left: parent.left; top: parent.top; bottom: parent.bottom }
                clip: true
                spacing: 6
                model: browser.games
                ScrollBar.vertical: PanelScrollBar {
                    id: gameBar
                    needed: gameList.contentHeight > gameList.height
                }
                delegate: Rectangle {
                    id: gameRow
                    required property var modelData
                    readonly property bool chosen: modelData.id === browser.gameId
                    objectName: "lessonGame_" + modelData.id
                    width: gameList.width - (gameBar.needed ? 14 : 0)
                    height: gameColumn.implicitHeight + 16
                    radius: 6
                    color: chosen ? Qt.rgba(0.91, 0.71, 0.30, 0.20) : gameMouse.containsMouse ? Qt.rgba(1, 1, 1, 0.06) : Theme.panel
                    border.color: chosen ? Theme.accent : Theme.panelBorder
                    ColumnLayout {
                        id: gameColumn
                        anchors.fill: parent
                        anchors.margins: 8
                        spacing: 2
                        Label {
                            Layout.fillWidth: true
                            text: gameRow.modelData.title
                            color: Theme.text
                            font.pixelSize: 16
                            font.bold: true
                            // On one line, shrunk to fit: a long word
                            // ("Fantasy-Rollenspiel-Dame") was cut at the
                            // column's edge when wrapped.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 11
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("%1 of %2 levels · %3 ★").arg(gameRow.modelData.done)
                                    .arg(gameRow.modelData.levels).arg(gameRow.modelData.stars)
                            color: Theme.textDim
                            font.pixelSize: 13
                            wrapMode: Text.WordWrap
                        }
                    }
                    MouseArea {
                        id: gameMouse
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: browser.gameId = gameRow.modelData.id
                    }
                    Accessible.role: Accessible.Button
                    Accessible.name: gameRow.modelData.title
                }
            }

            ColumnLayout {
                anchors { left: gameList.right; leftMargin: 16; right: parent.right
                          top: parent.top; bottom: parent.bottom }
                spacing: 8

                Flickable {
                    id: stageView
                    objectName: "lessonStages"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentWidth: width
                    contentHeight: stageColumn.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    function shows(item, y) {
                        const at = item.mapToItem(stageView, 0, y).y
                        return at >= 0 && at < height
                    }
                    ScrollBar.vertical: PanelScrollBar {
                        id: stageBar
                        needed: stageView.contentHeight > stageView.height
                    }

                    Column {
                        id: stageColumn
                        width: stageView.width - (stageBar.needed ? 14 : 0)
                        spacing: 14

                        Repeater {
                            model: browser.stages
                            delegate: Column {
                                id: stage
                                required property var modelData
                                required property int index
                                width: stageColumn.width
                                spacing: 6
                                Label {
                                    width: parent.width
                                    text: qsTr("%1. %2").arg(stage.index + 1).arg(stage.modelData.title)
                                    color: Theme.text
                                    font.pixelSize: 18
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                }
                                Flow {
                                    width: parent.width
                                    spacing: 8
                                    Repeater {
                                        model: stage.modelData.levels
                                        delegate: Rectangle {
                                            id: tile
                                            required property var modelData
                                            required property int index
                                            objectName: "lessonLevel_" + modelData.path
                                            width: Math.min(200, Math.max(150, (stageColumn.width - 16) / 3))
                                            // Three lines of title: a German one at its narrowest
                                            // ("Damen entscheiden bei Gleichstand") needs them.
                                            height: 96
                                            radius: 6
                                            // Hovered where it shows: Qt 6.4 also hovers the part
                                            // of a tile the list's edge cuts off, under the
                                            // buttons below it, and may not end that hover.
                                            readonly property bool hovered: tileMouse.containsMouse && stageView.shows(tileMouse, tileMouse.mouseY)
                                            color: hovered ? Qt.rgba(1, 1, 1, 0.08) : Theme.panel
                                            border.color: modelData.stars > 0 ? Theme.target : Theme.panelBorder
                                            ColumnLayout {
                                                anchors.fill: parent
                                                anchors.margins: 8
                                                spacing: 2
                                                Label {
                                                    Layout.fillWidth: true
                                                    Layout.fillHeight: true
                                                    text: tile.modelData.title
                                                    color: Theme.text
                                                    font.pixelSize: 14
                                                    font.bold: true
                                                    wrapMode: Text.WordWrap
                                                    maximumLineCount: 3
                                                    elide: Text.ElideRight
                                                }
                                                Label {
                                                    text: browser.starText(tile.modelData.stars)
                                                    color: tile.modelData.stars > 0 ? "#ffd54a" : Theme.textDisabled
                                                    font.pixelSize: 15
                                                }
                                            }
                                            MouseArea {
                                                id: tileMouse
                                                anchors.fill: parent
                                                hoverEnabled: true
                                                cursorShape: Qt.PointingHandCursor
                                                onClicked: (mouse) => {
                                                    // Not through the part the list's edge cuts off.
                                                    if (stageView.shows(tileMouse, mouse.y))
                                                        browser.play(tile.modelData.path)
                                                }
                                            }
                                            ToolTip.visible: hovered
                                            ToolTip.delay: 400
                                            ToolTip.text: tile.modelData.goal
                                            Accessible.role: Accessible.Button
                                            Accessible.name: tile.modelData.title
                                        }
                                    }
                                }
                            }
                        }
                    }
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    Button {
                        objectName: "resetLessonsButton"
                        text: qsTr("Reset progress…")
                        onClicked: resetDialog.open()
                    }
                    Item { Layout.fillWidth: true }
                    Button {
                        objectName: "continueLessonsButton"
                        text: qsTr("Continue ▶")
                        highlighted: true
                        enabled: browser.stages.length > 0
                        onClicked: browser.play(browser.coach.nextUnwon(browser.gameId))
                    }
                }
            }
        }
    }

    Dialog {
        id: resetDialog
        header: DialogTitle { dialog: resetDialog }
        padding: 12
        objectName: "resetLessonsDialog"
        title: qsTr("Reset progress?")
        parent: Overlay.overlay
        anchors.centerIn: parent
        // Fixed: the window is at least 800 wide, and a width bound to the
        // browser's loops through the wrapped label's height on Qt 6.4.
        width: 440
        modal: true
        // Worded here rather than standard buttons, which Qt words once.
        footer: DialogButtonBox {
            Button {
                objectName: "confirmResetButton"
                text: qsTr("Reset")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            Button {
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        Label {
            width: resetDialog.availableWidth
            text: qsTr("Forget the stars won in the lessons of %1?").arg(browser.coach.gameTitle(browser.gameId))
            wrapMode: Text.WordWrap
        }
        onAccepted: browser.coach.resetProgress(browser.gameId)
    }
}
