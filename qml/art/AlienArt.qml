// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Alien Checkers: checkers stacked one, two or three high (AlienStack), the
// players' walls along square edges (AlienWall), fire and water on squares,
// rings worn on checkers, the Monolith, the Galactic Hippo and the Snookle,
// and the cards of the deck and the secret planets (AlienCard), with the
// words for all of them (AlienWords). Cards lie in the card panel, not in
// the strips beside the board. Offers the same functions as CheckersArt.
QtObject {
    id: art

    // The common art, for whatever this art does not draw itself.
    property QtObject common: null

    readonly property Component stackArt: Component { AlienStack {} }
    readonly property Component wallArt: Component { AlienWall {} }
    readonly property Component fireArt: Component { AlienFire {} }
    readonly property Component waterArt: Component { AlienWater {} }
    readonly property Component ringArt: Component { AlienRing {} }
    readonly property Component monolithArt: Component { AlienMonolith {} }
    readonly property Component hippoArt: Component { AlienHippo {} }
    readonly property Component snookleArt: Component { AlienSnookle {} }
    readonly property Component cardArt: Component { AlienCard {} }
    readonly property Component slotArt: common ? common.slotArt : null
    readonly property Component heapArt: common ? common.heapArt : null
    readonly property Component iconArt: common ? common.iconArt : null
    readonly property Component ghostArt: common ? common.ghostArt : null

    function playerColour(side) { return common.playerColour(side) }
    function playerRim(side) { return common.playerRim(side) }
    function tokenComponent(type) {
        switch (type) {
        case "pawn": case "king": case "emperor": return stackArt
        case "wall": return wallArt
        case "fire": return fireArt
        case "water": return waterArt
        case "ring": return ringArt
        case "monolith": return monolithArt
        case "hippo": return hippoArt
        case "snookle": return snookleArt
        case "card": case "planet": return cardArt
        }
        return common.tokenComponent(type)
    }
    function motion(type) {
        switch (type) {
        // A push moves checker after checker, in the order the engine tells.
        case "pawn": case "king": case "emperor": case "monolith":
            return { duration: 240, easing: Easing.OutCubic, arc: false, stagger: 170 }
        // Cards are dealt through the air.
        case "card": case "planet":
            return { duration: 520, easing: Easing.InOutQuad, arc: true, stagger: 120 }
        }
        return common.motion(type)
    }
    function mayLinger(type) { return false }
    function leaveDelay(token) { return 0 }
    function rollLine(roll) { return common.rollLine(roll) }
    // A ring circles the checker; the Hippo sits on top of it; the Snookle
    // rides at its front edge, so both stay in view.
    function wornSpot(type, wearerType, index, cellSize) {
        const lift = wearerType === "emperor" ? 0.1 : wearerType === "king" ? 0.05 : 0
        switch (type) {
        case "ring":
            return { x: cellSize * 0.03, y: cellSize * (0.03 - lift), w: cellSize * 0.94, h: cellSize * 0.94 }
        case "hippo":
            // On a king or an emperor it sits lower and smaller, under the
            // crown (AlienStack lifts the crown while the Hippo is there).
            if (lift > 0)
                return { x: cellSize * 0.22, y: cellSize * (0.3 - lift), w: cellSize * 0.56, h: cellSize * 0.56 }
            return { x: cellSize * 0.17, y: cellSize * (0.1 - lift), w: cellSize * 0.66, h: cellSize * 0.66 }
        case "snookle":
            return { x: cellSize * 0.42, y: -cellSize * (0.04 + lift), w: cellSize * 0.56, h: cellSize * 0.56 }
        }
        return common.wornSpot(type, wearerType, index, cellSize)
    }
    // The cards and planets lie in the card panel, with how many pieces each
    // player has lost (free for crowns); the unused planets lie nowhere.
    function zonePlace(zone) {
        if (zone.id === "draw" || zone.id === "discard" || zone.id === "face-up" || zone.id.startsWith("planet:")
                || zone.id.startsWith("captured:"))
            return "cards"
        if (zone.id === "planets")
            return "none"
        return "strip"
    }

    // The strips beside the board leave out what the card panel shows.
    function stripHides(zone) { return zonePlace(zone) !== "strip" }
    function faces(zone) { return [] }
    function faceName(face) { return AlienWords.cardName(face) }
    function faceTitle(face) { return AlienWords.cardName(face) }
    function faceTip(face) { return AlienWords.cardText(face) }
    function faceColour(face) { return "#8ef0c8" }
    function sideName(token) {
        const names = token.controller ? token.controller.playerNames : []
        return names[token.owner] || (token.owner === 0 ? qsTr("Black") : qsTr("White"))
    }
    // The face-up cards stand a few pixels apart, under the prompt to choose
    // one: swelled as much as a checker, a card would cover the prompt.
    function hoverGrowth(token) { return token.type === "card" ? 1.04 : 1.15 }
    // A goal speaks to its holder ("you") while only the holder's planet
    // shows; once both show (the game over), each names its holder.
    function planetGoalFor(token) {
        const layer = token.tokenLayer
        // Read so that a binding calling this follows the planets turning over.
        void (token.controller && token.controller.table.tokens.revision)
        const both = layer ? layer.itemsAt("zone:planet:" + (1 - token.owner)).some(i => !i.faceDown && i.face !== "")
                           : false
        return both ? AlienWords.planetGoalOf(token.face, sideName(token)) : AlienWords.planetGoal(token.face)
    }
    // A face-up card that cannot be chosen now although another can (Antimatter
    // with nothing to remove).
    function cardBlocked(token) {
        if (token.type !== "card" || token.zone !== "face-up" || !token.alive || token.clickable)
            return false
        return token.tokenLayer.itemsAt("zone:face-up").some(i => i.clickable)
    }
    // Beside the engine's explanation (TokenItem.shownTip), which tells what
    // the ring, Snookle, Hippo or a waiting crown do to this checker.
    function tokenName(token, wornFaces) {
        return token.placeKind === "square" ? AlienWords.stackName(token.type, sideName(token)) : ""
    }
    function tokenTip(token, wornFaces) {
        switch (token.type) {
        case "pawn": case "king": case "emperor": {
            if (token.placeKind === "zone")
                return zoneTip({ id: token.zone }, sideName(token))
            let lines = [AlienWords.stackLine(token.type, sideName(token))]
            for (const i of token.wearing)
                lines.push(AlienWords.wornLine(i.type))
            if (token.flags.indexOf("ready") >= 0)
                lines.push(qsTr("Ready: on its far row, it is crowned as soon as its player has a piece off the board to stack on it."))
            return lines.join("\n")
        }
        case "wall":
            return qsTr("%1's wall: stops %2's checkers from crossing this edge diagonally; %1's own pass.")
                   .arg(sideName(token)).arg(token.controller.playerNames[1 - token.owner] || "")
        case "fire": case "water": case "monolith":
            return AlienWords.tokenText(token.type)
        case "ring": case "hippo": case "snookle":
            return ""
        case "card":
            if (token.faceDown || token.face === "")
                return qsTr("A card of the draw pile, face down.")
            if (cardBlocked(token))
                return qsTr("%1 cannot be played now: there is nothing on the board for it to remove.")
                       .arg(AlienWords.cardName(token.face))
            if (token.flags.indexOf("idle") >= 0)
                return qsTr("%1: %2").arg(AlienWords.cardName(token.face)).arg(AlienWords.cardText(token.face)) + "\n"
                       + qsTr("Nothing for it to do now: choosing it only uses it up.")
            return qsTr("%1: %2").arg(AlienWords.cardName(token.face)).arg(AlienWords.cardText(token.face))
        case "planet":
            if (token.faceDown || token.face === "")
                return qsTr("%1's secret planet: its goal is hidden from you.").arg(sideName(token))
            return qsTr("%1's planet, %2. Goal: %3").arg(sideName(token)).arg(AlienWords.planetName(token.face))
                   .arg(planetGoalFor(token))
        }
        return common.tokenTip(token, wornFaces)
    }
    // A planet's goal as the card panel writes it under the cards: shorter
    // than its tip, so that both goals fit there once the game is over.
    function handLine(token) {
        if (token.faceDown || token.face === "")
            return ""
        return qsTr("%1 (%2): %3").arg(AlienWords.planetName(token.face)).arg(sideName(token))
                                  .arg(planetGoalFor(token))
    }
    // The heading over the players' own cards in the card panel.
    function handTitle() { return qsTr("Secret planets") }
    // The heading over the rows of pieces off the board, each row then named
    // by its side alone, so that a narrow panel does not wrap the count.
    function heapTitle() { return qsTr("Pieces off the board") }
    function heapLabel(zone) {
        if (zone.id.startsWith("planet:"))
            return zone.owner === 0 ? qsTr("Black") : qsTr("White")
        if (zone.id.startsWith("captured:"))
            return zone.owner === 0 ? qsTr("Black: %1").arg(zone.count) : qsTr("White: %1").arg(zone.count)
        return zone.label
    }
    function zoneTip(zone, playerName) {
        if (zone.id.startsWith("captured:"))
            return qsTr("%1's pieces captured by the opponent, free to crown a ready pawn, to make an emperor or to come back with Revive.")
                   .arg(playerName)
        return ""
    }
    function measureLabel(id, label) { return common.measureLabel(id, label) }

    function choiceLabel(choice) {
        if (choice.group === "rotate")
            return choice.text.indexOf("ccw") >= 0 ? qsTr("Turn the board counter-clockwise")
                                                   : qsTr("Turn the board clockwise")
        return choice.label
    }
    function choiceFaces(choice) { return [] }
    function choiceStyle(choice) { return "plain" }
    function moreButton(count) { return common.moreButton(count) }
    function moreTitle() { return common.moreTitle() }
    function moreText() { return "" }
    function moreHeading(group) { return group }
    function pickHint(face, group) {
        switch (group) {
        case "crown": return qsTr("Click the ready pawn to crown.")
        case "monolith": return qsTr("Click a ringed empty dark square to set the Monolith there.")
        case "fire": return qsTr("Click a ringed square to light a fire there.")
        case "water": return qsTr("Click a ringed square to pour water there.")
        case "hippo": return qsTr("Click a ringed checker: the Galactic Hippo sits on it and it cannot move.")
        case "snookle": return qsTr("Click a ringed checker: the Snookle rides it and lets it step backward.")
        case "ring": case "rings": return qsTr("Click one of your checkers circled in gold to give it a ring.")
        case "revive": return qsTr("Click a ringed square of your home row to bring a pawn back.")
        case "emperor": case "coronation": return qsTr("Click one of your ringed kings to make it an emperor.")
        case "walls": return qsTr("Click a glowing edge, then a second one beside it: the two walls go up together.")
                             + "\n" + qsTr("Keyboard: Shift and an arrow point at a side of the cursor's square; Enter chooses that edge.")
        case "remove": return qsTr("Click what Antimatter removes: a glowing token, wall or square.")
        }
        return common.pickHint(face)
    }
    function draftTitle(zone) { return zone.label }
    function draftText(withPools) { return "" }
    function counterText(counter, playerName) {
        if (counter.id.startsWith("took:"))
            return qsTr("Captured: %1").arg(counter.value)
        if (counter.id.startsWith("walls-left:"))
            return qsTr("Walls: %1").arg(counter.value)
        if (counter.id === "quiet")
            return qsTr("Quiet turns: %1").arg(counter.value)
        return common.counterText(counter, playerName)
    }
    // What a counter means, on hover.
    function counterTip(counter) {
        if (counter.id.startsWith("took:"))
            return qsTr("Enemy pieces this player has captured in all. The goal of Mars is eight.")
        if (counter.id.startsWith("walls-left:"))
            return qsTr("Walls this player can still build: a Walls card builds two.")
        if (counter.id === "quiet")
            return qsTr("Turns in a row without a capture, a pawn moving or a crown. At 80, forty each, the game is drawn.")
        return ""
    }
    function counterMax(counter) { return counter.id.startsWith("walls-left:") ? 12 : 0 }
    function setupSummary(count) { return common.setupSummary(count) }
}
