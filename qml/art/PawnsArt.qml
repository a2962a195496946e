// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Pawns in Hats: chess pawns (ChessPawn) that become pieces by the hats they
// wear (PawnHat: a crown for a king, a coronet for a queen, a mitre, a helm,
// a Tyrolean for the hunter), hats lying face down on the board until a die
// names them, and the words for all of it. The die and anything else are the
// common art. Offers the same functions as CheckersArt.
QtObject {
    id: art

    // The common art, for the die and whatever this art does not draw itself.
    property QtObject common: null

    // How long a hat waits before it turns over: the die lands first.
    readonly property int revealDelay: 650

    readonly property Component pawnArt: Component { ChessPawn {} }
    readonly property Component hatArt: Component {
        Item {
            id: holder
            property Item token: null
            // On a square it lies on the floor: in the middle of an empty
            // square, small and tipped over at the foot of a piece standing
            // there, so it never looks worn. On a piece it fills the worn spot.
            readonly property bool lying: token !== null && token.placeKind === "square"
            readonly property bool besidePiece: lying && token.stackCount > 1
            // A hat in hand (picked up and not yet put on or set down, or
            // knocked off by a punch and not yet landed), if the table flags
            // it "held": it floats above the head, bobbing, not on it.
            readonly property bool held: token !== null && token.placeKind === "token" && token.flags.indexOf("held") >= 0
            readonly property real bob: holder.held ? Theme.wave(1000) : 0
            PawnHat {
                objectName: "hat"
                transform: Translate { y: holder.held ? -holder.height * (0.14 + 0.1 * holder.bob) : 0 }
                face: holder.token ? holder.token.face : ""
                faceDown: holder.token ? holder.token.faceDown : true
                shadow: holder.lying
                flipDelay: art.revealDelay
                width: holder.besidePiece ? holder.width * 0.46 : holder.lying ? holder.width * 0.66 : holder.width
                height: holder.lying ? width * 0.74 : holder.height
                x: holder.besidePiece ? holder.width * 0.01 : (holder.width - width) / 2
                y: holder.besidePiece ? holder.height - height * 1.02 : holder.lying ? (holder.height - height) / 2 + holder.height * 0.04 : 0
                rotation: holder.besidePiece ? -14 : 0
                opacity: holder.besidePiece ? 0.92 : 1
            }
        }
    }
    readonly property Component iconArt: Component { PawnHat {} }
    readonly property Component ghostArt: Component { PawnHat { ghost: true } }
    readonly property Component slotArt: common ? common.slotArt : null
    readonly property Component heapArt: common ? common.heapArt : null

    // White moves first.
    function playerColour(side) { return common.playerColour(1 - side) }
    function playerRim(side) { return common.playerRim(1 - side) }
    function tokenComponent(type) {
        switch (type) {
        case "pawn": return pawnArt
        case "hat": return hatArt
        }
        return common.tokenComponent(type)
    }
    function motion(type) {
        // A hat is tossed: it arcs from where it was to where it goes.
        if (type === "hat")
            return { duration: 480, easing: Easing.InOutQuad, arc: true, stagger: 0 }
        return common.motion(type)
    }
    // A mirage is seen turning over before it fades away.
    function mayLinger(type) { return type === "hat" }
    function leaveDelay(token) {
        return token.type === "hat" && token.face === "mirage" ? revealDelay + 400 + 650 : 0
    }
    // A worn hat sits on the pawn's head, wide enough to read at a glance.
    function wornSpot(type, wearerType, index, cellSize) {
        if (type !== "hat")
            return common.wornSpot(type, wearerType, index, cellSize)
        return { x: cellSize * 0.11, y: -cellSize * 0.08 - index * cellSize * 0.2, w: cellSize * 0.78, h: cellSize * 0.53 }
    }

    // The words.
    readonly property var names: ({
        "king": qsTr("Kingly Crown"), "queen": qsTr("Queenly Crown"), "bishop": qsTr("Bishop Mitre"),
        "knight": qsTr("Knighted Helm"), "hunter": qsTr("Hunting Tyrolean"), "mirage": qsTr("Mirage Hat")
    })
    readonly property var pieces: ({
        "king": qsTr("king"), "queen": qsTr("queen"), "bishop": qsTr("bishop"),
        "knight": qsTr("knight"), "hunter": qsTr("rook")
    })
    // The die's face that names each hat.
    readonly property var rollOf: ({ "king": 1, "queen": 2, "bishop": 3, "knight": 4, "hunter": 5, "mirage": 6 })

    function faces(zone) { return [] }
    function faceName(face) { return names[face] || qsTr("unknown hat") }
    function faceTitle(face) {
        return face === "hunter" ? qsTr("hunter (a rook)") : pieces[face] || (face === "mirage" ? qsTr("mirage") : qsTr("unknown"))
    }
    function moveText(face) {
        switch (face) {
        case "king": return qsTr("moves as a king, one square any way; keep it out of check")
        case "hunter": return qsTr("moves as a hunter, which is a rook")
        case "": return qsTr("moves as whatever the die makes it")
        }
        return qsTr("moves as a %1").arg(pieces[face] || face)
    }
    function faceTip(face) {
        if (face === "")
            return qsTr("Unknown hat: picked up, the die names it (1 Kingly Crown, 2 Queenly Crown, 3 Bishop Mitre, "
                        + "4 Knighted Helm, 5 Hunting Tyrolean, 6 a Mirage that vanishes).")
        if (face === "mirage")
            return qsTr("Mirage Hat: a 6 on the die; it vanishes from the board.")
        return qsTr("%1 (a %2 on the die): a pawn wearing it %3.").arg(faceName(face)).arg(rollOf[face]).arg(moveText(face))
    }
    readonly property var colours: ({
        "king": "#f2c230", "queen": "#7fa6ff", "bishop": "#c08cf0", "knight": "#4fc3f7", "hunter": "#5fd35a"
    })
    function faceColour(face) { return colours[face] || Theme.selected }
    function sideName(token) {
        const names = token.controller ? token.controller.playerNames : []
        return names[token.owner] || (token.owner === 0 ? qsTr("White") : qsTr("Black"))
    }
    function tokenTip(token, wornFaces) {
        if (token.type === "hat") {
            // Worn, or lying under a piece: the piece's tooltip tells of it.
            if (token.placeKind !== "square" || token.stackCount > 1)
                return ""
            if (token.faceDown || token.face === "")
                return qsTr("Unknown hat: a pawn that steps here may pick it up and roll the die.")
            return qsTr("%1, lying here: a bare pawn that steps here may pick it up and wear it, and then it %2.")
                   .arg(faceName(token.face)).arg(moveText(token.face))
        }
        if (token.type === "pawn") {
            let line
            const held = heldFace(token)
            if (held !== "")
                line = qsTr("%1 pawn holding a %2, not yet worn.").arg(sideName(token)).arg(faceName(held))
            else if (wornFaces.length === 0)
                line = qsTr("%1 pawn: steps one square straight ahead, or punches an enemy on the square ahead.")
                       .arg(sideName(token))
            else
                line = qsTr("%1 pawn wearing a %2: %3.").arg(sideName(token)).arg(faceName(wornFaces[0])).arg(moveText(wornFaces[0]))
            const feet = atItsFeet(token)
            if (feet !== "")
                line += "\n" + feet
            if (token.flags.indexOf("check") >= 0)
                line += "\n" + qsTr("In check!")
            return line
        }
        return common.tokenTip(token, wornFaces)
    }
    // What a pawn is and what lies at its feet, without how it moves, which
    // the engine's explanation says.
    function tokenName(token, wornFaces) {
        if (token.type !== "pawn")
            return ""
        const held = heldFace(token)
        const line = held !== "" ? qsTr("%1 pawn holding a %2, not yet worn.").arg(sideName(token)).arg(faceName(held))
                   : wornFaces.length === 0 ? qsTr("%1 pawn.").arg(sideName(token))
                   : qsTr("%1 pawn wearing a %2.").arg(sideName(token)).arg(faceName(wornFaces[0]))
        const feet = atItsFeet(token)
        return feet !== "" ? line + "\n" + feet : line
    }
    // The hat a pawn holds over its head while it decides to wear it or set
    // it down (picked up, or knocked off by a punch), or "".
    function heldFace(token) {
        const held = token.tokenLayer.itemsAt("on:" + token.tokenId)
                          .filter(i => i.type === "hat" && i.flags.indexOf("held") >= 0)
        return held.length > 0 ? held[0].face : ""
    }
    // The hat lying under a pawn, not worn, or "".
    function atItsFeet(token) {
        const under = token.tokenLayer.itemsAt("square:" + token.square).filter(i => i.type === "hat")
        if (under.length === 0)
            return ""
        return under[0].faceDown || under[0].face === ""
               ? qsTr("An unknown hat lies at its feet (not worn).")
               : qsTr("A %1 lies at its feet (not worn).").arg(faceName(under[0].face))
    }
    function heapLabel(zone) { return zone.label }
    function zoneTip(zone, playerName) { return "" }
    function measureLabel(id, label) { return common.measureLabel(id, label) }
    function rollLine(roll) { return common.rollLine(roll) }

    function choiceLabel(choice) {
        const named = choice.face !== "" && names[choice.face] !== undefined
        switch (choice.group) {
        case "pick-up":
            return named ? qsTr("Pick up the %1").arg(faceName(choice.face)) : qsTr("Pick up the hat")
        case "leave":
            return qsTr("Leave the hat lying")
        case "wear":
            return named ? qsTr("Wear the %1").arg(faceName(choice.face)) : qsTr("Put the hat on")
        case "keep":
            return qsTr("Keep the hat on")
        }
        return choice.label
    }
    function choiceFaces(choice) {
        // Leaving a hat shows no picture: the hat's own read as putting it on.
        if (choice.group === "leave")
            return []
        return choice.face !== "" && names[choice.face] !== undefined ? [choice.face] : []
    }
    function choiceStyle(choice) { return "plain" }
    function moreButton(count) { return common.moreButton(count) }
    function moreTitle() { return common.moreTitle() }
    function moreText() { return "" }
    function moreHeading(group) { return group }
    function pickHint(face, group) {
        switch (group) {
        case "place-hat":
            return qsTr("Click a ringed square beside your pawn to set the %1 down there, or put it on.")
                   .arg(faceName(face))
        case "take-off":
            return qsTr("To take the hat off, click a ringed square beside the piece to set it down there; "
                        + "or keep it on.")
        case "punched-hat":
            return qsTr("The punch knocked the hat off: click a ringed square beside the piece where it lands.")
        }
        return qsTr("Click a ringed square.")
    }
    function draftTitle(zone) { return zone.label }
    function draftText(withPools) { return "" }
    function counterText(counter, playerName) {
        switch (counter.id) {
        case "halfmoves": return qsTr("50-move count: %1").arg(counter.value)
        case "hats-unidentified": return qsTr("Unknown hats: %1").arg(counter.value)
        }
        if (counter.id.startsWith("took:"))
            return qsTr("Captured: %1").arg(counter.value)
        return common.counterText(counter, playerName)
    }
    // What a counter means, on hover.
    function counterTip(counter) {
        switch (counter.id) {
        case "halfmoves": return qsTr("Moves by either player since the last capture, punch, step of a hatless pawn or hat put on or taken off. At 100, fifty each, the game is drawn.")
        case "hats-unidentified": return qsTr("Hats nobody has picked up yet: the die says what each is when a pawn does. Once all are known, and none was ever a Kingly Crown, the game is drawn.")
        }
        if (counter.id.startsWith("took:"))
            return qsTr("Enemy pieces this player has captured.")
        return ""
    }
    function counterMax(counter) { return 0 }
    function setupSummary(count) { return common.setupSummary(count) }
}
