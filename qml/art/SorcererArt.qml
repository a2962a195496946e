// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Sorcerer's Apprentice: hats as Icehouse pyramids (HatPyramid) worn stacked
// on checkers, held in racks and pools (HatSlot), in the Bag of Hats and the
// box of hats out of the game (HatHeap); the words for hats, their powers,
// the draft and the Triple Hat Combo. Anything else is the common art.
// Offers the same functions as CheckersArt.
QtObject {
    id: art

    // The common art, for pieces and whatever this art does not draw itself.
    property QtObject common: null

    readonly property Component hatArt: Component {
        HatPyramid {
            property Item token: null
            colour: token ? token.face : "red"
            // Only the lowest of a stack of hats casts a shadow on the checker.
            shadow: !token || token.placeKind !== "token" || token.stackIndex === 0
        }
    }
    readonly property Component slotArt: Component { HatSlot {} }
    readonly property Component iconArt: Component {
        HatPyramid {
            property string face: "red"
            colour: face
        }
    }
    readonly property Component ghostArt: Component {
        HatPyramid {
            property string face: "red"
            colour: face
            ghost: true
        }
    }
    readonly property Component heapArt: Component { HatHeap {} }

    function tokenComponent(type) {
        return type === "hat" ? hatArt : common.tokenComponent(type)
    }
    function playerColour(side) { return common.playerColour(side) }
    function playerRim(side) { return common.playerRim(side) }
    function mayLinger(type) { return common.mayLinger(type) }
    function leaveDelay(token) { return common.leaveDelay(token) }
    function rollLine(roll) { return common.rollLine(roll) }
    function motion(type) {
        // Hats fly in an arc, one after another in the order things happened.
        if (type === "hat")
            return { duration: 620, easing: Easing.InOutQuad, arc: true, stagger: 110 }
        return common.motion(type)
    }
    // Hats stack on a checker: the first resting on the checker's centre, each
    // next one smaller and sitting lower on the one below as the stack grows,
    // so that a stack of any height stays inside its square (at the top of
    // the board too) and every hat still shows a band of its colour; beside
    // the crown on a king.
    function wornSpot(type, wearerType, index, cellSize) {
        if (type !== "hat")
            return common.wornSpot(type, wearerType, index, cellSize)
        const king = wearerType === "king"
        const disc = cellSize * 0.78
        const topY = (cellSize - disc) / 2 - (king ? cellSize * 0.04 : 0)
        let base = topY + disc * 0.68
        let w = cellSize * 0.42
        for (let i = 0; i < index; ++i) {
            // Each step up is a shrinking share of the hat below: the steps
            // add up to less than the room above the first hat, however many.
            base -= w * 1.25 * Math.max(0.16, 0.36 - 0.06 * i)
            w *= 0.74
        }
        return { x: cellSize / 2 - w / 2 + (king ? cellSize * 0.13 : 0), y: base - w * 1.25, w: w, h: w * 1.25 }
    }
    function faces(zone) { return HatInfo.names }
    function faceName(face) { return HatInfo.colourName(face) }
    // The draft's picks by player: they alternate, the second player first.
    function setupTip(picks, names) {
        let taken = [[], []]
        picks.forEach((p, i) => taken[(i + 1) % 2].push(faceName(p)))
        return [0, 1].map(side => qsTr("%1: %2").arg(names[side] || "").arg(taken[side].join(", "))).join("\n")
    }
    function faceTitle(face) { return HatInfo.powerName(face) }
    function faceTip(face) { return HatInfo.describe(face) }
    function faceColour(face) { return face === "clear" ? "#ffffff" : Qt.lighter(HatInfo.base(face), 1.3) }
    // Beside the rules' explanation, which says what each worn hat does now
    // and that a piece is poisoned, a piece is only named.
    function tokenName(token, wornFaces) {
        if ((token.type !== "man" && token.type !== "king") || token.placeKind !== "square")
            return ""
        const names = token.controller ? token.controller.playerNames : []
        const side = names[token.owner] || (token.owner === 0 ? qsTr("Black") : qsTr("White"))
        return token.type === "king" ? qsTr("%1 king.").arg(side) : qsTr("%1 man.").arg(side)
    }
    function tokenTip(token, wornFaces) {
        if (token.type === "hat")
            return token.placeKind === "zone" ? HatInfo.describe(token.face) : ""
        let lines = []
        for (const face of wornFaces)
            lines.push(HatInfo.describe(face))
        if (token.flags.indexOf("poisoned") >= 0)
            lines.push(qsTr("Poisoned by Venom: this piece leaves the board at the end of its owner's turn, "
                            + "unless a blue hat (Warding) takes the blow."))
        return lines.join("\n\n")
    }
    function heapLabel(zone) {
        switch (zone.id) {
        case "bag": return qsTr("Bag")
        case "out": return qsTr("Out")
        }
        return zone.label
    }
    function zoneTip(zone, playerName) {
        return zone.kind === "pool"
                ? qsTr("The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1's rack.").arg(playerName)
                : ""
    }
    function measureLabel(id, label) {
        switch (id) {
        case "hats": return qsTr("Hats in rack")
        case "kings": return qsTr("Kings")
        case "pieces": return qsTr("Pieces")
        }
        return common.measureLabel(id, label)
    }

    // "revive:red+yellow+green@1,3" and "steal:red:blue+green", as notation writes them.
    function colourList(text) {
        return text.split("+").map(c => HatInfo.colourName(c)).join(", ")
    }
    function choiceLabel(choice) {
        switch (choice.group) {
        case "decline": return qsTr("No hat this time")
        case "stop": return qsTr("End the move here")
        case "pool": return qsTr("%1 (%2)").arg(HatInfo.colourName(choice.face)).arg(HatInfo.powerName(choice.face))
        case "revive": {
            const m = /^revive:([a-z+]+)@(\d+),(\d+)$/.exec(choice.text)
            return m ? qsTr("Return %1 to bring back two men on %2 and %3").arg(colourList(m[1])).arg(m[2]).arg(m[3])
                     : choice.label
        }
        case "steal": {
            const m = /^steal:([a-z]+):([a-z]+)\+([a-z]+)$/.exec(choice.text)
            return m ? qsTr("Return three %1 to take %2 and %3 from the opponent's rack")
                       .arg(HatInfo.colourName(m[1])).arg(HatInfo.colourName(m[2])).arg(HatInfo.colourName(m[3]))
                     : choice.label
        }
        }
        return choice.label
    }
    // The hats a choice gives up or takes, to draw beside it.
    function choiceFaces(choice) {
        let m = /^revive:([a-z+]+)@/.exec(choice.text)
        if (m)
            return m[1].split("+")
        m = /^steal:([a-z]+):/.exec(choice.text)
        if (m)
            return [m[1], m[1], m[1]]
        return choice.face !== "" ? [choice.face] : []
    }
    function choiceStyle(choice) {
        switch (choice.group) {
        case "decline":
        case "stop":
            return "highlight"
        case "revive":
        case "steal":
            return "more"
        }
        return "plain"
    }
    function moreButton(count) { return qsTr("Triple Hat Combo… (%n way(s))", "", count) }
    function moreTitle() { return qsTr("Triple Hat Combo, instead of moving") }
    function moreText() {
        return qsTr("Three hats of different colours go back to the box to bring back two of your captured "
                    + "pieces as men on your home row, or three of one colour to take two hats from your "
                    + "opponent's rack.")
    }
    function moreHeading(group) { return group === "revive" ? qsTr("Bring back two men") : qsTr("Take two hats") }
    function pickHint(face) {
        return face !== ""
                ? qsTr("Click a ringed piece to give it the %1 hat (%2), or choose no hat.")
                  .arg(HatInfo.colourName(face)).arg(HatInfo.powerName(face))
                : qsTr("Choose a glowing hat in your rack, then click a ringed piece.")
    }
    function draftTitle(zone) { return qsTr("Hat draft") }
    function draftText(withPools) {
        return withPools
                ? qsTr("Players take turns, the second player first, until each has 12. Your picks form your own pool: "
                       + "each time you capture, one of them goes to your rack (in the contrary draft your opponent "
                       + "chooses which). The 6 hats left over leave the game.")
                : qsTr("Players take turns, the second player first, until each has 12. The 24 picked hats fill the "
                       + "Bag of Hats; the 6 left over leave the game.")
    }
    function counterText(counter, playerName) {
        return counter.id.startsWith("draft-picks:") ? qsTr("%1: %2 of 12 picked").arg(playerName).arg(counter.value)
                                                     : common.counterText(counter, playerName)
    }
    function counterMax(counter) { return counter.id.startsWith("draft-picks:") ? 12 : 0 }
    function setupSummary(count) {
        return count === 1 ? qsTr("Hat draft: 1 pick") : qsTr("Hat draft: %1 picks").arg(count)
    }
}
