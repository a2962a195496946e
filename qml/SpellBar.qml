// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The tokens of a zone the art names for the player deciding (a spell book),
// as buttons: the art words each (name and cost); a click takes the token,
// as a click on it would. A token no action takes now is greyed, and its
// tooltip says why, as the art words it.
ColumnLayout {
    id: bar

    required property GameController controller
    required property QtObject art
    // Whether the screen offers Undo (a lesson takes a choice back with Escape).
    property bool undoOffered: true
    // Hidden while nothing in it can be taken, so that what the player is to
    // do instead (click a ringed checker) shows on a short panel.
    property bool yields: false
    readonly property bool anyUsable: {
        const ids = controller.clickableTokens
        return tokens.some(t => ids.indexOf(t.id) >= 0)
    }

    // In the player's own turn, their book; at other times (the computer's
    // turn, an answer in the other's turn, a decision under way) the book of
    // the one person at the table stays in its place, greyed, so that the
    // panel below does not jump with every turn.
    readonly property bool ownTurn: controller.humanToMove && controller.currentPlayer === controller.turnOwner
    readonly property int side: {
        if (ownTurn)
            return controller.currentPlayer
        const people = [0, 1].filter(s => controller.playerKinds[s] === "human")
        return people.length === 1 ? people[0] : -1
    }
    readonly property string zoneId: side >= 0 && typeof art.buttonZone === "function" ? art.buttonZone(side) : ""
    readonly property var tokens: {
        controller.table.tokens.revision
        return zoneId !== "" ? controller.table.tokens.tokensAt("zone:" + zoneId) : []
    }
    // Read again whenever the zones change: the spell book appears only once
    // the characters are chosen, while the player deciding stays the same.
    readonly property var zone: {
        controller.table.zones
        return zoneId !== "" ? controller.table.zone(zoneId) : ({})
    }

    objectName: "spellBar"
    visible: tokens.length > 0 && !(yields && !anyUsable)
    spacing: 4

    Label {
        Layout.fillWidth: true
        text: bar.zone.label || ""
        visible: text !== ""
        color: Theme.textDim
        font.pixelSize: Theme.px(12)
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: bar.tokens
            delegate: Button {
                id: button
                required property var modelData
                readonly property bool usable: bar.controller.clickableTokens.indexOf(modelData.id) >= 0
                objectName: "spell_" + modelData.face
                text: bar.art.buttonLabel(modelData)
                // Greyed but still hovered for its reason: not disabled. Dimmed
                // with its text's colour, still readable.
                opacity: usable ? 1 : 0.75
                highlighted: usable
                onClicked: if (usable) bar.controller.clickToken(modelData.id)
                contentItem: Row {
                    spacing: 5
                    Loader {
                        width: 18; height: 20
                        anchors.verticalCenter: parent.verticalCenter
                        sourceComponent: bar.art.iconArt
                        onLoaded: item.face = button.modelData.face
                    }
                    Label {
                        text: button.text
                        color: button.usable ? Theme.text : Theme.textDisabled
                        font: button.font
                        anchors.verticalCenter: parent.verticalCenter
                    }
                }
                InfoTip {
                    visible: button.hovered
                    text: {
                        const what = bar.art.faceTip(button.modelData.face)
                        if (button.usable)
                            return what
                        const why = !bar.ownTurn
                                    ? qsTr("Not now: it is not your turn.")
                                    : typeof bar.art.buttonReason === "function" ? bar.art.buttonReason(button.modelData, bar.controller, bar.undoOffered) : ""
                        return what !== "" && why !== "" ? what + "\n" + why : what + why
                    }
                }
            }
        }
    }
}
