// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// Fantasy RPG Checkers: checkers that can be wounded (face down), charmed or
// illusory (FantasyChecker), pennies as coins on checkers and in pools
// (FantasyCoin), the six characters (FantasyPortrait) with their powers in
// our own words, the character choice over the board (FantasyCharacterChoice)
// and the spell bar's words. The die and anything else are the common art.
// Offers the same functions as CheckersArt, and a few hooks of its own that
// the generic screen asks for when an art has them: overlayArt, stripHides,
// sectionLabel, buttonZone, buttonLabel, buttonReason.
QtObject {
    id: art

    property QtObject common: null

    readonly property Component checkerArt: Component { FantasyChecker {} }
    readonly property Component coinArt: Component { FantasyCoin {} }
    readonly property Component characterArt: Component { FantasyPortrait {} }
    // A spell token is shown as a button of the spell bar, never on the table;
    // in flight or anywhere else it is a small scroll with the spell's mark.
    readonly property Component spellArt: Component {
        Rectangle {
            property Item token: null
            radius: width * 0.2
            color: "#e8dcc0"
            border.color: "#7a5a2a"
            Text {
                anchors.centerIn: parent
                text: parent.token ? art.spellMark(parent.token.face) : ""
                font.pixelSize: parent.height * 0.6
            }
        }
    }
    // A slot of a player's zone: the character's portrait, or the checkers
    // (and pennies) in a pool with how many lie there.
    readonly property Component slotArt: Component {
        Item {
            id: slot
            property string face: ""
            property int count: 0
            // The same checkers by height: a king is two stacked.
            property int levels: 0
            property string where: ""
            // The player whose pool it is: the checkers in it are the other's.
            property int zoneOwner: -1
            property bool selectable: false
            property bool selected: false
            signal clicked()
            readonly property rect tokenBox: Qt.rect(0, 0, width, height)
            readonly property bool character: art.characterNames[face] !== undefined
            FantasyPortrait {
                visible: slot.character
                who: slot.face
                width: Math.min(slot.width, slot.height); height: width
                anchors.centerIn: parent
            }
            // Pennies in a pool: coins; captured checkers: a small stack.
            FantasyCoin {
                visible: slot.face === "smart"
                count: 1
                width: Math.min(slot.width, slot.height) * 0.7; height: width * 1.1
                anchors.centerIn: parent
            }
            Rectangle {
                visible: !slot.character && slot.face !== "smart"
                anchors.fill: parent
                color: "transparent"
                radius: 4
                border.color: Theme.panelBorder
                Repeater {
                    objectName: "poolStack"
                    model: Math.min(3, Math.max(slot.count, slot.levels))
                    delegate: Rectangle {
                        required property int index
                        width: parent.width * 0.7; height: width * 0.32
                        radius: height / 2
                        x: (parent.width - width) / 2
                        y: parent.height * 0.78 - (index + 1) * height * 0.8
                        color: slot.zoneOwner >= 0 ? art.playerColour(1 - slot.zoneOwner) : "#8a8078"
                        border.color: slot.zoneOwner >= 0 ? art.playerRim(1 - slot.zoneOwner) : "#3a3631"
                    }
                }
                // No count of its own: the label above says how many levels the
                // pool holds (a king counts two), and a count of checkers
                // beside it read as a contradiction.
            }
            InfoTip {
                visible: tipHover.hovered && text !== ""
                text: slot.character ? art.characterTip(slot.face) : ""
            }
            HoverHandler { id: tipHover }
        }
    }
    readonly property Component heapArt: common ? common.heapArt : null
    readonly property Component iconArt: Component {
        Text {
            property string face: ""
            text: art.spellMark(face)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: height * 0.8
        }
    }
    readonly property Component ghostArt: common ? common.ghostArt : null
    // Shown over the board while a character is chosen.
    readonly property Component overlayArt: Component { FantasyCharacterChoice {} }

    function tokenComponent(type) {
        switch (type) {
        case "man":
        case "king":
            return checkerArt
        case "coin": return coinArt
        case "character": return characterArt
        case "spell": return spellArt
        }
        return common.tokenComponent(type)
    }
    function playerColour(side) { return common.playerColour(side) }
    function playerRim(side) { return common.playerRim(side) }
    function mayLinger(type) { return common.mayLinger(type) }
    function leaveDelay(token) { return common.leaveDelay(token) }
    // A saving throw's caption has the roll in its sum already ("1 + LD 0 =
    // 1, failed"): a leading "1:" said it twice.
    function rollLine(roll) { return roll.reason !== "" ? roll.reason : common.rollLine(roll) }
    function motion(type) {
        // Coins are tossed onto a checker or into a pool.
        if (type === "coin")
            return { duration: 420, easing: Easing.InOutQuad, arc: true, stagger: 90 }
        return common.motion(type)
    }
    // Pennies ride on the checker's upper right, clear of the crown.
    function wornSpot(type, wearerType, index, cellSize) {
        if (type !== "coin")
            return common.wornSpot(type, wearerType, index, cellSize)
        const w = cellSize * 0.3
        return { x: cellSize * 0.64, y: cellSize * 0.04, w: w, h: w * 1.25 }
    }

    // Zones the strips beside the board leave out: the characters to choose
    // from (shown over the board) and the spell books (the spell bar).
    function stripHides(zone) {
        return zone.id === "characters" || zone.id.startsWith("spellbook:")
    }
    // The zone whose tokens are the buttons of the deciding player's spell bar.
    function buttonZone(side) { return "spellbook:" + side }
    function buttonLabel(token) {
        if (token.face === "shoot")
            return qsTr("Shoot arrows (1 arrow each)")
        return token.height > 0 ? qsTr("%1 (%2)").arg(spellName(token.face)).arg(costText(token.height))
                                : spellName(token.face)
    }
    // Why a spell cannot be used now; `table` is the controller's table.
    function buttonReason(token, controller, undoOffered) {
        const side = controller.currentPlayer
        if (controller.mustCapture)
            return qsTr("Not now: a capture is possible, and capturing comes before any spell or power.")
        if ((controller.pickGroups.length > 0 || controller.choices.length > 0) && undoOffered === false)
            return qsTr("Not now: finish the decision under way first, or take it back with Escape.")
        if (controller.pickGroups.length > 0 || controller.choices.length > 0)
            return qsTr("Not now: finish the decision under way first, or take it back with Undo.")
        const purse = controller.table.counter("pennies:" + side, 0)
        if (token.face === "shoot" && purse < 1)
            return qsTr("No arrows left: each capture gives one.")
        if (token.height > purse)
            return qsTr("Not enough pennies: it costs %1, and you have %2.").arg(token.height).arg(purse)
        return qsTr("Not now: there is nothing it could be used on.")
    }
    function costText(n) {
        return n === 1 ? qsTr("1 penny") : qsTr("%1 pennies").arg(n)
    }
    function sectionLabel(zone, total, playerName, table) {
        if (zone.id.startsWith("character:"))
            return ""
        if (zone.kind === "pool") {
            // The counter counts a king as two; the Smart Fighter's pennies there are levels too.
            const checkers = table.counter(zone.id, total)
            const smart = table.counter("level:" + zone.owner, checkers) - checkers
            return smart > 0 ? qsTr("Pool: %1 + %2").arg(checkers).arg(costText(smart)) : qsTr("Pool: %1").arg(checkers)
        }
        return zone.label
    }

    // The words.
    readonly property var characterNames: ({
        ranger: qsTr("Demented Ranger"), cleric: qsTr("Stalwart Cleric"), bard: qsTr("Bard"),
        thief: qsTr("Ranged Attack Thief"), fighter: qsTr("Smart Fighter"), mage: qsTr("Arcane Mage")
    })
    readonly property var characterOrder: ["ranger", "cleric", "bard", "thief", "fighter", "mage"]
    // Each character's powers: [name, cost in pennies or -1 for none, what it does].
    function powers(who) {
        switch (who) {
        case "ranger": return [
            [qsTr("Backstab"), 0, qsTr("Instead of moving: a checker of yours standing right behind an enemy checker "
                                      + "wounds it as often as half your level, rounded up.")],
            [qsTr("Leap & Stab"), -1, qsTr("After the second jump of a chain, deal 1 wound plus one for each level "
                                         + "you lead by, shared as you like among enemies next to where you landed.")]]
        case "cleric": return [
            [qsTr("Cure Light Wounds"), 1, qsTr("Turn one of your wounded checkers face up again.")],
            [qsTr("Cure Critical Wounds"), 3, qsTr("In your opponent's turn, stop one of your checkers from being "
                                                  + "captured. You then miss your next turn.")],
            [qsTr("Call Lightning"), 5, qsTr("3 wounds to a checker and 1 to every checker around it, friend or foe; "
                                            + "each may save to take one fewer.")]]
        case "bard": return [
            [qsTr("Charm"), 1, qsTr("Put a penny on one of your checkers: it cannot be jumped, unless your "
                                    + "opponent's saving throw at once knocks the penny off.")],
            [qsTr("Illusion"), 2, qsTr("Place a make-believe checker on an empty dark square of your half. It moves "
                                       + "like a man; an enemy it meets may save to make it vanish.")]]
        case "thief": return [
            [qsTr("Arrows"), 0, qsTr("Each capture gives an arrow. Instead of moving, shoot up to half your level "
                                     + "(rounded up) along open diagonals, as far as your level: 1 wound each.")],
            [qsTr("Loot!"), -1, qsTr("Win at once when you lead by 3 levels, or with a chain of three jumps.")]]
        case "fighter": return [
            [qsTr("Loads of HP"), -1, qsTr("Every checker starts with a penny that takes its first wound.")],
            [qsTr("Tactical Master"), -1, qsTr("While you lead in levels, a jump may turn a corner.")],
            [qsTr("Smart"), -1, qsTr("Two or more jumps in a turn add a penny to your pool, worth a level.")]]
        case "mage": return [
            [qsTr("Fireball"), 3, qsTr("Along an open diagonal to an enemy checker: 2 wounds to it and 1 to every "
                                       + "checker around it; each may save to take one fewer.")],
            [qsTr("Magic Missile"), 1, qsTr("Along a path one of your checkers could walk through empty squares: "
                                            + "1 wound to the checker at its end.")]]
        }
        return []
    }
    function characterTip(who) {
        let lines = [characterNames[who] || who]
        for (const p of powers(who))
            lines.push(p[1] > 0 ? qsTr("%1 (%2): %3").arg(p[0]).arg(costText(p[1])).arg(p[2])
                                : qsTr("%1: %2").arg(p[0]).arg(p[2]))
        return lines.join("\n")
    }
    readonly property var spellNames: ({
        "backstab": qsTr("Backstab"), "shoot": qsTr("Shoot arrows"), "cure-light": qsTr("Cure Light Wounds"),
        "cure-critical": qsTr("Cure Critical Wounds"), "call-lightning": qsTr("Call Lightning"),
        "charm": qsTr("Charm"), "illusion": qsTr("Illusion"), "fireball": qsTr("Fireball"),
        "magic-missile": qsTr("Magic Missile")
    })
    function spellName(face) { return spellNames[face] || face }
    function spellMark(face) {
        switch (face) {
        case "backstab": return "†"
        case "shoot": return "➶"
        case "cure-light":
        case "cure-critical": return "✚"
        case "call-lightning": return "⚡"
        case "charm": return "♪"
        case "illusion": return "◌"
        case "fireball": return "✹"
        case "magic-missile": return "➹"
        }
        return "•"
    }
    readonly property var spellTips: ({
        "backstab": qsTr("Wound an enemy checker from right behind it, as often as half your level (rounded up)."),
        "shoot": qsTr("Shoot arrows along open diagonals, 1 wound each."),
        "cure-light": qsTr("Turn one of your wounded checkers face up."),
        "cure-critical": qsTr("Stop a capture of one of your checkers; you miss your next turn."),
        "call-lightning": qsTr("3 wounds to the target, 1 to each checker around it; saves take one off."),
        "charm": qsTr("A penny on your checker: it cannot be jumped while the penny stays."),
        "illusion": qsTr("A make-believe checker on an empty dark square of your half."),
        "fireball": qsTr("2 wounds to the target, 1 to each checker around it; saves take one off."),
        "magic-missile": qsTr("1 wound at the end of a path one of your checkers could walk.")
    })

    function faces(zone) { return [] }
    function faceName(face) { return characterNames[face] || spellName(face) }
    function faceTitle(face) { return faceName(face) }
    function faceTip(face) { return characterNames[face] !== undefined ? characterTip(face) : (spellTips[face] || "") }
    function faceColour(face) {
        switch (face) {
        case "fireball":
        case "call-lightning": return "#ff8a3d"
        case "cure-light": return "#7fe0a0"
        case "charm": return "#e07fc8"
        case "illusion": return "#c7a6ff"
        }
        return Theme.selected
    }
    function sideName(token) {
        const names = token.controller ? token.controller.playerNames : []
        return names[token.owner] || (token.owner === 0 ? qsTr("Black") : qsTr("White"))
    }
    function tokenTip(token, wornFaces) {
        if (token.type === "man" || token.type === "king") {
            let lines = []
            const what = checkerName(token)
            if (token.flags.indexOf("illusion") >= 0)
                lines.push(qsTr("%1's illusion: it moves and jumps like a man, and vanishes when an enemy it meets saves.")
                           .arg(sideName(token)))
            else if (token.flags.indexOf("wounded") >= 0)
                lines.push(qsTr("%1, wounded (face down): one more wound captures it.").arg(what))
            else
                lines.push(qsTr("%1, healthy.").arg(what))
            if (token.flags.indexOf("charmed") >= 0)
                lines.push(qsTr("Charmed: it carries a Bard's penny and cannot be jumped."))
            const coins = token.tokenLayer.itemsAt("on:" + token.tokenId).filter(i => i.type === "coin")
            if (coins.length > 0 && token.flags.indexOf("charmed") < 0)
                lines.push(coins[0].stackHeight === 1 ? qsTr("It carries a penny, which takes the next wound.")
                                                      : qsTr("It carries %1 pennies.").arg(coins[0].stackHeight))
            return lines.join("\n")
        }
        if (token.type === "coin")
            return token.placeKind === "zone" ? qsTr("Pennies in the pool: %1, each worth a level.").arg(token.stackHeight) : ""
        if (token.type === "character")
            return characterTip(token.face)
        return common.tokenTip(token, wornFaces)
    }
    // What a checker is, without what the engine's explanation says of it.
    function tokenName(token, wornFaces) {
        if (token.type !== "man" && token.type !== "king")
            return ""
        if (token.flags.indexOf("illusion") >= 0)
            return qsTr("%1's illusion.").arg(sideName(token))
        // A wound is the first thing the explanation says: not said twice.
        return token.flags.indexOf("wounded") >= 0 ? qsTr("%1.", "a checker named alone, its wound said after it").arg(checkerName(token))
                                                   : qsTr("%1, healthy.").arg(checkerName(token))
    }
    function checkerName(token) {
        return token.type === "king" ? qsTr("%1 king").arg(sideName(token)) : qsTr("%1 man").arg(sideName(token))
    }
    function heapLabel(zone) { return zone.label }
    function zoneTip(zone, playerName) {
        return zone.kind === "pool"
                ? qsTr("The checkers %1 captured: each is a level (a king counts two). Crowning an enemy man takes one back.")
                  .arg(playerName)
                : ""
    }
    function measureLabel(id, label) { return common.measureLabel(id, label) }

    function choiceLabel(choice) { return choice.label }
    function choiceFaces(choice) { return [] }
    function choiceStyle(choice) {
        return choice.group === "cure-critical" ? "highlight" : "plain"
    }
    function moreButton(count) { return common.moreButton(count) }
    function moreTitle() { return common.moreTitle() }
    function moreText() { return "" }
    function moreHeading(group) { return group }
    function pickHint(face, group, undoOffered) {
        switch (group) {
        case "stab":
            return qsTr("Leap & Stab: click a ringed enemy checker next to your jumper to wound it, or stop stabbing.")
        // Powers, not spells: an arrow or a stab hits one checker only.
        case "shoot":
            return qsTr("Shoot arrows: click a ringed checker to wound it with an arrow, or stop shooting.")
        case "backstab":
            return qsTr("Backstab: click a ringed enemy checker to wound it.")
        case "illusion":
            return qsTr("Click a ringed empty square of your half to place the illusion.")
        case "cure-light":
            return qsTr("Click a ringed wounded checker of yours to heal it.")
        case "charm":
            return qsTr("Click a ringed checker of yours to put a penny on it.")
        case "":
            return qsTr("Click a ringed square.")
        }
        if (spellNames[group] !== undefined && undoOffered !== false)
            return qsTr("%1: click a ringed checker. Hover it first to see every square the spell will hit. Undo takes the spell back.")
                   .arg(spellName(group))
        if (spellNames[group] !== undefined)
            return qsTr("%1: click a ringed checker. Hover it first to see every square the spell will hit. Escape takes the spell back.")
                   .arg(spellName(group))
        return qsTr("Click a ringed square.")
    }
    function draftTitle(zone) { return zone.label }
    function draftText(withPools) { return "" }
    function counterText(counter, playerName) {
        const kind = counter.id.split(":")[0]
        switch (kind) {
        case "level": return qsTr("Level %1").arg(counter.value)
        case "ld": return qsTr("LD %1").arg(counter.value > 0 ? "+" + counter.value : counter.value)
        // The pool's own label says how many it holds.
        case "pool": return ""
        // The engine names the purse "Pennies", or "Arrows" for the Thief (in
        // the player's language when it has the word).
        case "pennies":
            if (counter.label === "Arrows" || counter.label === qsTr("Arrows"))
                return qsTr("Arrows %1").arg(counter.value)
            if (counter.label === "Pennies" || counter.label === qsTr("Pennies"))
                return qsTr("Pennies %1").arg(counter.value)
            return qsTr("%1 %2").arg(counter.label).arg(counter.value)
        case "skip": return counter.value > 0 ? qsTr("Skips next turn") : ""
        }
        return common.counterText(counter, playerName)
    }
    // What a counter means, on hover: LD is no word a new player knows.
    function counterTip(counter) {
        switch (counter.id.split(":")[0]) {
        case "level": return qsTr("Level: the checkers in this player's pool, a king counting two.")
        case "ld": return qsTr("LD, the level difference: this player's level minus the opponent's. "
                               + "It is added to each of this player's saving throws, which succeed on 4 or more.")
        // A purse, not the pool beside it: what powers are paid with.
        case "pennies":
            if (counter.label === "Arrows" || counter.label === qsTr("Arrows"))
                return qsTr("Arrows: the Thief gains one with each capture and shoots them instead of moving.")
            return qsTr("Pennies: what this player's spells are paid with (a spellcaster gains one each time its level goes up). Not the pool, which holds the checkers it captured.")
        }
        return ""
    }
    function counterMax(counter) { return 0 }
    function setupSummary(count) { return common.setupSummary(count) }
    // The characters, in the order chosen: the second player picks first.
    function setupLine(picks, names) {
        return picks.map((p, i) => qsTr("%1: %2").arg(names[1 - i] || "").arg(faceName(p))).join(" · ")
    }
}
