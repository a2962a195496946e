// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The player's preferences. Every change takes effect at once and is kept
// for the next run (AppSettings); nothing here touches the game in play.
Dialog {
    id: dialog
    header: DialogTitle { dialog: dialog }

    objectName: "settingsDialog"
    title: qsTr("Settings")
    anchors.centerIn: parent
    // Fixed, at the text's scale (its switches do not wrap): the window is
    // never narrower than 800, nor narrower than 1060 times that scale. The
    // small dialogs keep 440 and wrap their one question instead.
    width: Theme.px(460)
    modal: true
    // Room around the settings, so they do not run along the frame.
    padding: 16
    // Our own button, not a standard one: Qt words those once, and they
    // stayed in the old language after a switch of language here.
    footer: DialogButtonBox {
        Button {
            objectName: "settingsCloseButton"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    readonly property var animations: [
        { value: "off", text: qsTr("Off: pieces jump to their places") },
        { value: "fast", text: qsTr("Fast") },
        { value: "normal", text: qsTr("Normal") },
        { value: "slow", text: qsTr("Slow: easy to follow") }
    ]
    // The computer level a hint asks: the stronger, the longer it thinks.
    readonly property var hintLevels: [
        { value: "easy", text: qsTr("As the easy computer sees it (quick)") },
        { value: "normal", text: qsTr("As the normal computer sees it") },
        { value: "hard", text: qsTr("As the hard computer sees it (slower)") },
        { value: "expert", text: qsTr("As the expert computer sees it (best, slowest)") }
    ]
    // Each theme's light and dark square, as Theme draws them.
    function themeName(theme) {
        switch (theme) {
        case "walnut": return qsTr("Walnut")
        case "green": return qsTr("Tournament green")
        case "slate": return qsTr("Slate blue")
        case "contrast": return qsTr("High contrast")
        }
        return theme
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        // As tall as the settings, within a small window's height (then it scrolls).
        implicitHeight: Math.min(column.implicitHeight,
                                 (dialog.parent ? dialog.parent.height : 600) - 150)
        clip: true
        contentWidth: availableWidth
        // A bar of our own is not laid out by the ScrollView: it sits at its
        // right edge, beside the settings. The column leaves room for it
        // always: a width that changed with the bar would rewrap the text,
        // change the height that calls for the bar, and could lay the dialog
        // out without end.
        ScrollBar.vertical: PanelScrollBar {
            id: settingsBar
            objectName: "settingsScrollBar"
            parent: scroller
            x: scroller.width - width
            y: scroller.topPadding
            height: scroller.availableHeight
        }

        // A heading scrolled under the title fades out instead of lying cut
        // right beneath it, where it read as text over the title.
        Rectangle {
            parent: scroller
            objectName: "settingsTopFade"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            height: 18
            z: 2
            visible: settingsBar.position > 0
            gradient: Gradient {
                GradientStop { position: 0; color: dialog.palette.window }
                GradientStop { position: 1; color: Qt.rgba(dialog.palette.window.r, dialog.palette.window.g, dialog.palette.window.b, 0) }
            }
        }

        ColumnLayout {
            id: column
            objectName: "settingsColumn"
            width: scroller.availableWidth - 14
            spacing: 12

            Label {
                text: qsTr("Animation speed")
                font.bold: true
            }
            ChoiceBox {
                objectName: "animationChoice"
                Layout.fillWidth: true
                model: dialog.animations
                textRole: "text"
                valueRole: "value"
                chosen: dialog.animations.findIndex(a => a.value === AppSettings.animation)
                onActivated: AppSettings.animation = currentValue
                Accessible.name: qsTr("Animation speed")
            }

            Label {
                text: qsTr("Hints")
                font.bold: true
            }
            ChoiceBox {
                objectName: "hintLevelChoice"
                Layout.fillWidth: true
                model: dialog.hintLevels
                textRole: "text"
                valueRole: "value"
                chosen: dialog.hintLevels.findIndex(l => l.value === AppSettings.hintLevel)
                onActivated: (i) => AppSettings.hintLevel = dialog.hintLevels[i].value
                Accessible.name: qsTr("Hints")
            }

            ToggleSwitch {
                objectName: "soundsSwitch"
                text: qsTr("Sounds for moves, captures, dice and cards")
                checked: AppSettings.sounds
                onToggled: AppSettings.sounds = checked
                Layout.fillWidth: true
            }
            ToggleSwitch {
                objectName: "confirmSwitch"
                text: qsTr("Ask before a game in progress is abandoned")
                checked: AppSettings.confirmations
                onToggled: AppSettings.confirmations = checked
                Layout.fillWidth: true
            }
            ToggleSwitch {
                objectName: "squareNumbersSwitch"
                // Word joiners: a line never breaks inside "1–8".
                text: qsTr("Show square names on the board (numbers, or a–h and 1–8)").replace(/–/g, "\u2060–\u2060")
                checked: AppSettings.squareNumbers
                onToggled: AppSettings.squareNumbers = checked
                Layout.fillWidth: true
            }
            ToggleSwitch {
                objectName: "movesInWordsSwitch"
                text: qsTr("Describe moves in words")
                checked: AppSettings.movesInWords
                onToggled: AppSettings.movesInWords = checked
                Layout.fillWidth: true
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: -8
                leftPadding: 8
                text: qsTr("The list of moves says in words what each move did: who moved which piece, from where to where, and what it took. Rest the mouse on a move to see its notation.")
                color: Theme.textDim
                font.pixelSize: 12
                wrapMode: Text.WordWrap
            }

            ToggleSwitch {
                objectName: "askQuietSwitch"
                text: qsTr("Ask whether a hat stays on")
                checked: AppSettings.askQuietChoices
                onToggled: AppSettings.askQuietChoices = checked
                Layout.fillWidth: true
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: -8
                leftPadding: 8
                text: qsTr("Pawns in Hats: after a hatted piece moves you choose to keep its hat on or take it off. When this is off, the hat stays on without a question; hold Shift as you drop the piece to be asked. Lessons always ask.")
                color: Theme.textDim
                font.pixelSize: 12
                wrapMode: Text.WordWrap
            }

            Label {
                text: qsTr("Board colours")
                font.bold: true
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: AppSettings.boardThemes
                    delegate: Button {
                        required property string modelData
                        objectName: "theme_" + modelData
                        checkable: true
                        checked: AppSettings.boardTheme === modelData
                        highlighted: checked
                        onClicked: AppSettings.boardTheme = modelData
                        text: dialog.themeName(modelData)
                        Accessible.name: text
                        icon.width: 0
                        leftPadding: 40
                        // Two squares of the theme, so the choice is seen, not just read.
                        Row {
                            x: 8
                            anchors.verticalCenter: parent.verticalCenter
                            Rectangle { width: 13; height: 13; color: Theme.squareColour(modelData, false) }
                            Rectangle { width: 13; height: 13; color: Theme.squareColour(modelData, true) }
                        }
                    }
                }
            }

            Label {
                text: qsTr("Language")
                font.bold: true
            }
            ChoiceBox {
                objectName: "languageChoice"
                Layout.fillWidth: true
                model: AppSettings.languages
                textRole: "name"
                valueRole: "code"
                chosen: AppSettings.languages.findIndex(l => l.code === AppSettings.language)
                onActivated: AppSettings.language = currentValue
                Accessible.name: qsTr("Language")
            }

            Button {
                objectName: "restoreDefaultsButton"
                text: qsTr("Restore the defaults")
                onClicked: AppSettings.restoreDefaults()
            }
        }
    }
}
