// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// One variant of a lab run: a name and a value for each of the game's options.
Rectangle {
    id: card

    required property var game
    required property var variant // {name, options}
    required property int index
    property bool removable: true
    signal changed(var variant)
    signal removeRequested()

    function valueOf(option) {
        const v = variant.options[option.name]
        return v !== undefined ? v : option.values[0]
    }
    function withOption(name, value) {
        let options = Object.assign({}, variant.options)
        options[name] = value
        return { name: variant.name, options: options }
    }

    implicitHeight: column.implicitHeight + 16
    radius: 6
    color: "transparent"
    border.color: Theme.panelBorder

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: String.fromCharCode(65 + card.index)
                color: Theme.accent
                font.bold: true
                font.pixelSize: 15
            }
            TextField {
                objectName: "variantName" + card.index
                Layout.fillWidth: true
                text: card.variant.name
                placeholderText: qsTr("Name (optional)")
                onEditingFinished: if (text !== card.variant.name) card.changed({ name: text, options: card.variant.options })
            }
            ToolButton {
                objectName: "removeVariant" + card.index
                visible: card.removable
                text: "✕"
                onClicked: card.removeRequested()
                Accessible.name: qsTr("Remove this variant")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Remove this variant")
            }
        }
        Label {
            visible: card.game.options.length === 0
            text: qsTr("This game has no options.")
            color: Theme.textDim
            font.pixelSize: 12
        }
        Repeater {
            model: card.game.options
            delegate: RowLayout {
                id: option
                required property var modelData
                Layout.fillWidth: true
                Label {
                    id: optionName
                    // Two fifths: a name wraps to two lines, a value
                    // ("No draft: draw from the bag") has only one.
                    Layout.preferredWidth: 2
                    Layout.fillWidth: true
                    text: option.modelData.label
                    color: Theme.text
                    font.pixelSize: 13
                    // Two lines before it is cut short ("Hüte aus zweiter Hand").
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    HoverHandler { id: labelHover }
                    ToolTip.visible: labelHover.hovered
                    ToolTip.delay: 400
                    // The name in full when it is cut short here.
                    ToolTip.text: optionName.truncated ? qsTr("%1: %2").arg(option.modelData.label).arg(option.modelData.help)
                                                       : option.modelData.help
                }
                ChoiceBox {
                    objectName: "variant" + card.index + "-" + option.modelData.name
                    Layout.preferredWidth: 3
                    Layout.fillWidth: true
                    model: option.modelData.valueLabels
                    chosen: Math.max(0, option.modelData.values.indexOf(card.valueOf(option.modelData)))
                    onActivated: (i) => card.changed(card.withOption(option.modelData.name, option.modelData.values[i]))
                }
            }
        }
    }
}
