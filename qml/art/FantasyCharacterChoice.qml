// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The character choice of Fantasy RPG Checkers, over the whole window while
// the zone "characters" is on the table: the six side by side (wrapping in a
// small window), each with its picture, name and powers with their costs,
// who is choosing and what the other player chose. A click on a card takes that character's token, as a
// click on the token itself would.
Item {
    id: chooser

    property GameController controller: null
    property Item tokenLayer: null
    readonly property QtObject art: tokenLayer ? tokenLayer.artObject : null

    readonly property bool choosing: controller !== null && controller.table.zones.some(z => z.id === "characters")
    // The character tokens on offer: [{id, face}], in the table's order.
    readonly property var cards: {
        if (!choosing)
            return []
        controller.table.tokens.revision
        return controller.table.tokens.tokensAt("zone:characters").filter(t => t.type === "character")
    }
    // The board's right edge in the window, where the side panel begins.
    readonly property real rightEdge: {
        width; height; x; Window.width
        return mapToItem(null, width, 0).x
    }
    readonly property int decider: controller ? controller.currentPlayer : -1
    readonly property string chooserName: controller && decider >= 0 ? controller.playerNames[decider] || "" : ""
    readonly property bool humanChooses: controller !== null && controller.humanToMove && decider >= 0
    // Whether the other player has chosen already (their character zone is there).
    readonly property bool otherChosen: controller !== null && controller.table.zones.some(z => z.id === "character:" + (1 - decider))
    // The other player's character, once chosen: the sheet covers the strip
    // that shows it in a small window, so the sheet says it itself.
    readonly property string otherChoice: {
        if (!otherChosen)
            return ""
        controller.table.tokens.revision
        const chosen = controller.table.tokens.tokensAt("zone:character:" + (1 - decider))
        return chosen.length > 0 ? chosen[0].face : ""
    }
    readonly property string heading: {
        if (decider < 0)
            return ""
        const who = humanChooses ? qsTr("%1 chooses").arg(chooserName) : qsTr("%1 (the computer) is choosing…").arg(chooserName)
        // Black moves first in play, so White, moving second, chooses first.
        if (decider === 1 && !otherChosen)
            return humanChooses
                    ? qsTr("%1 chooses first; then %2 chooses and moves first.").arg(chooserName).arg(controller.playerNames[0] || "")
                    : qsTr("%1 (the computer) chooses first; then %2 chooses and moves first.").arg(chooserName).arg(controller.playerNames[0] || "")
        // Black chooses second: "now" says so after the line on White's choice.
        if (decider === 0)
            return humanChooses ? qsTr("Now %1 chooses, and moves first.").arg(chooserName)
                                : qsTr("Now %1 (the computer) is choosing, and moves first…").arg(chooserName)
        return qsTr("%1.").arg(who)
    }

    Popup {
        id: sheet
        objectName: "characterChoice"
        parent: Overlay.overlay
        visible: chooser.choosing
        closePolicy: Popup.NoAutoClose
        x: 10; y: 10
        // Over the board and what lies left of it, not the side panel: its
        // settings, rules and "Change game or players" stay in reach while
        // the characters are chosen.
        width: parent ? Math.max(300, Math.min(parent.width - 10, chooser.rightEdge + 2) - 10) : 600
        height: parent ? parent.height - 20 : 400
        padding: 14
        background: Rectangle { color: Theme.window; radius: 10; border.color: Theme.accent; border.width: 2 }

        ColumnLayout {
            anchors.fill: parent
            spacing: cardFlow.compact ? 4 : 8
            Label {
                Layout.fillWidth: true
                text: qsTr("Choose a character")
                color: Theme.accent
                font.pixelSize: Theme.px(22)
                font.bold: true
            }
            Label {
                objectName: "chooserLine"
                Layout.fillWidth: true
                text: chooser.heading
                color: Theme.text
                font.pixelSize: Theme.px(15)
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "otherChoiceLine"
                Layout.fillWidth: true
                visible: chooser.otherChoice !== ""
                text: qsTr("%1 has chosen the %2.")
                      .arg(chooser.controller ? chooser.controller.playerNames[1 - chooser.decider] || "" : "")
                      .arg(chooser.art ? chooser.art.characterNames[chooser.otherChoice] || chooser.otherChoice : chooser.otherChoice)
                color: Theme.accent
                font.pixelSize: Theme.px(15)
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Both players may take the same character. Costs are in pennies.")
                color: Theme.textDim
                font.pixelSize: Theme.px(12)
                wrapMode: Text.WordWrap
            }
            ScrollView {
                id: scroller
                objectName: "characterScroller"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth
                // At 800x600 the lower cards run past the sheet: a bar says so.
                ScrollBar.vertical: PanelScrollBar {
                    id: sheetBar
                    objectName: "sheetScrollBar"
                    parent: scroller
                    x: scroller.width - width
                    y: scroller.topPadding
                    height: scroller.availableHeight
                    needed: cardFlow.height > scroller.availableHeight
                }
                Flow {
                    id: cardFlow
                    width: scroller.availableWidth - (sheetBar.needed ? 12 : 0)
                    spacing: 10
                    // Three to a row in a small window, all six in a wide one.
                    readonly property int perRow: width >= 6 * 165 + 50 ? 6 : width >= 3 * 180 + 20 ? 3 : 2
                    readonly property real cardWidth: Math.floor((width - (perRow - 1) * spacing) / perRow)
                    // Smaller words in a small window, so both rows fit without scrolling.
                    readonly property bool compact: sheet.height < 700
                    Repeater {
                        model: chooser.cards
                        delegate: Rectangle {
                            id: card
                            required property var modelData
                            readonly property string who: modelData.face
                            readonly property bool takes: chooser.humanChooses
                                                          && chooser.controller.clickableTokens.indexOf(modelData.id) >= 0
                            objectName: "characterCard_" + who
                            width: cardFlow.cardWidth
                            height: Math.max(column.implicitHeight + 16, 120)
                            radius: 8
                            color: cardHover.hovered && takes ? "#4a4238" : Theme.panel
                            readonly property bool othersChoice: who === chooser.otherChoice
                            border.color: cardHover.hovered && takes ? Theme.selected
                                          : othersChoice ? Theme.accent : Theme.panelBorder
                            border.width: (cardHover.hovered && takes) || othersChoice ? 2 : 1
                            opacity: chooser.humanChooses ? 1 : 0.75
                            ColumnLayout {
                                id: column
                                x: 8; y: 8
                                width: card.width - 16
                                spacing: 4
                                // The picture beside the name in a small window, large above it in a big one.
                                GridLayout {
                                    Layout.fillWidth: true
                                    columns: cardFlow.compact ? 2 : 1
                                    columnSpacing: 8
                                    rowSpacing: 4
                                    FantasyPortrait {
                                        who: card.who
                                        Layout.row: 0
                                        Layout.column: 0
                                        Layout.alignment: Qt.AlignHCenter
                                        Layout.preferredWidth: cardFlow.compact ? Math.min(52, card.width * 0.36)
                                                                            : Math.min(150 * Theme.textScale, card.width * 0.7)
                                        Layout.preferredHeight: Layout.preferredWidth
                                    }
                                    Label {
                                        Layout.row: cardFlow.compact ? 0 : 1
                                        Layout.column: cardFlow.compact ? 1 : 0
                                        Layout.fillWidth: true
                                        horizontalAlignment: cardFlow.compact ? Text.AlignLeft : Text.AlignHCenter
                                        text: chooser.art ? chooser.art.characterNames[card.who] || card.who : card.who
                                        color: Theme.text
                                        font.pixelSize: Theme.px(cardFlow.compact ? 16 : 19)
                                        font.bold: true
                                        wrapMode: Text.WordWrap
                                    }
                                }
                                Label {
                                    objectName: "chosenBy"
                                    visible: card.othersChoice
                                    Layout.fillWidth: true
                                    text: qsTr("Chosen by %1").arg(chooser.controller.playerNames[1 - chooser.decider] || "")
                                    color: Theme.accent
                                    font.pixelSize: Theme.px(cardFlow.compact ? 11 : 13)
                                    font.bold: true
                                }
                                Repeater {
                                    model: chooser.art ? chooser.art.powers(card.who) : []
                                    delegate: Label {
                                        required property var modelData
                                        Layout.fillWidth: true
                                        textFormat: Text.StyledText
                                        text: qsTr("%1: %2").arg("<b>" + modelData[0] + "</b>"
                                              + (modelData[1] > 0 ? " (" + chooser.art.costText(modelData[1]) + ")"
                                                                  : modelData[1] === 0 ? " " + qsTr("(free)") : ""))
                                              .arg(modelData[2])
                                        color: Theme.textDim
                                        font.pixelSize: Theme.px(cardFlow.compact ? 11 : 13)
                                        wrapMode: Text.WordWrap
                                    }
                                }
                            }
                            HoverHandler {
                                id: cardHover
                                cursorShape: card.takes ? Qt.PointingHandCursor : Qt.ArrowCursor
                            }
                            TapHandler {
                                enabled: card.takes
                                onTapped: chooser.controller.clickToken(card.modelData.id)
                            }
                            Accessible.role: Accessible.Button
                            Accessible.name: chooser.art ? chooser.art.characterTip(card.who) : card.who
                        }
                    }
                }
            }
        }
    }
}
