// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// The words of Alien Checkers: the twelve kinds of card, the nine planets
// and the tokens, in our own words. The card texts and planet goals are this
// project's reconstruction (docs/rules.md, Alien Checkers): the originals
// are lost. Faces are the engine's names ("monolith", "mars").
QtObject {
    readonly property var cards: ["monolith", "hippo", "snookle", "fire", "water", "walls", "rings",
                                  "rotate", "revive", "reshuffle", "antimatter", "coronation"]
    readonly property var planets: ["mercury", "venus", "earth", "mars", "jupiter", "saturn", "uranus",
                                    "neptune", "pluto"]

    function cardName(face) {
        switch (face) {
        case "monolith": return qsTr("Monolith")
        case "hippo": return qsTr("Galactic Hippo")
        case "snookle": return qsTr("Snookle")
        case "fire": return qsTr("Fire")
        case "water": return qsTr("Water")
        case "walls": return qsTr("Walls")
        case "rings": return qsTr("Ring")
        case "rotate": return qsTr("Quarter Turn")
        case "revive": return qsTr("Revive")
        case "reshuffle": return qsTr("Reshuffle")
        case "antimatter": return qsTr("Antimatter")
        case "coronation": return qsTr("Coronation")
        }
        return face
    }
    // One line on the card.
    function cardText(face) {
        switch (face) {
        case "monolith": return qsTr("Set the Monolith on an empty dark square, or slide it up to three squares diagonally, shoving checkers ahead.")
        case "hippo": return qsTr("Sit the Hippo on any checker: that checker cannot move.")
        case "snookle": return qsTr("Put the Snookle on any checker: it may also step and jump backward.")
        case "fire": return qsTr("Light a fire on an empty dark square: no checker may cross or enter it.")
        case "water": return qsTr("Pour water on an empty dark square or a fire: pawns may not enter it.")
        case "walls": return qsTr("Build two of your walls, as an L or in a line: they stop enemy diagonals.")
        case "rings": return qsTr("Give one of your checkers a ring: it survives the next jump over it.")
        case "rotate": return qsTr("Turn the whole board a quarter turn, either way.")
        case "revive": return qsTr("Bring one of your pieces off the board back as a pawn on your home row.")
        case "reshuffle": return qsTr("Shuffle the draw pile, the discards and the other face-up card; turn one up.")
        case "antimatter": return qsTr("Remove one thing from the board: fire, water, a ring, a pair of walls, the Monolith, Hippo or Snookle.")
        case "coronation": return qsTr("Stack one of your pieces off the board on one of your kings: it becomes an emperor.")
        }
        return ""
    }
    function planetName(face) {
        switch (face) {
        case "mercury": return qsTr("Mercury")
        case "venus": return qsTr("Venus")
        case "earth": return qsTr("Earth")
        case "mars": return qsTr("Mars")
        case "jupiter": return qsTr("Jupiter")
        case "saturn": return qsTr("Saturn")
        case "uranus": return qsTr("Uranus")
        case "neptune": return qsTr("Neptune")
        case "pluto": return qsTr("Pluto")
        }
        return face
    }
    // The goal that wins, checked at the end of its owner's turn.
    function planetGoal(face) {
        switch (face) {
        case "mercury": return qsTr("capture three or more checkers in one move.")
        case "venus": return qsTr("three or more fires burn on the board.")
        case "earth": return qsTr("three or more waters lie on the board.")
        case "mars": return qsTr("you have captured eight or more enemy pieces.")
        case "jupiter": return qsTr("you own two emperors.")
        case "saturn": return qsTr("three or more of your checkers wear rings.")
        case "uranus": return qsTr("the board lies a quarter turn from its start and you have more checkers.")
        case "neptune": return qsTr("the Monolith took an enemy checker during your turn.")
        case "pluto": return qsTr("your checker with the Snookle stands on the opponent's home row.")
        }
        return ""
    }
    // The same goal worded for its holder by name, as read by the other
    // player once both planets are shown.
    function planetGoalOf(face, holder) {
        switch (face) {
        case "mercury": return qsTr("%1 captures three or more checkers in one move.").arg(holder)
        case "venus": return qsTr("three or more fires burn on the board.")
        case "earth": return qsTr("three or more waters lie on the board.")
        case "mars": return qsTr("%1 has captured eight or more enemy pieces.").arg(holder)
        case "jupiter": return qsTr("%1 owns two emperors.").arg(holder)
        case "saturn": return qsTr("three or more of %1's checkers wear rings.").arg(holder)
        case "uranus": return qsTr("the board lies a quarter turn from its start and %1 has more checkers.").arg(holder)
        case "neptune": return qsTr("the Monolith took an enemy checker during %1's turn.").arg(holder)
        case "pluto": return qsTr("%1's checker with the Snookle stands on the opponent's home row.").arg(holder)
        }
        return ""
    }
    // A planet's look: its body and its band.
    function planetColours(face) {
        switch (face) {
        case "mercury": return ["#a8a29a", "#6f6a63"]
        case "venus": return ["#e8c77a", "#b98b3e"]
        case "earth": return ["#3f7fd9", "#3fae58"]
        case "mars": return ["#d0583a", "#8c2f1c"]
        case "jupiter": return ["#d9a774", "#9c5f37"]
        case "saturn": return ["#e4cf8e", "#a58a48"]
        case "uranus": return ["#8fe0e0", "#4fa7b3"]
        case "neptune": return ["#4060d8", "#24328c"]
        case "pluto": return ["#c9b6a6", "#7d6a5d"]
        }
        return ["#555a66", "#333844"]
    }
    function stackLine(type, side) {
        switch (type) {
        case "pawn": return qsTr("%1 pawn: steps and jumps diagonally forward.").arg(side)
        case "king": return qsTr("%1 king (two pieces): steps and jumps diagonally any way.").arg(side)
        case "emperor": return qsTr("%1 emperor (three pieces): glides any distance along a free diagonal and captures as a king.").arg(side)
        }
        return side
    }
    // The name alone, beside the engine's explanation, which says how it moves.
    function stackName(type, side) {
        switch (type) {
        case "pawn": return qsTr("%1 pawn.").arg(side)
        case "king": return qsTr("%1 king (two pieces).").arg(side)
        case "emperor": return qsTr("%1 emperor (three pieces).").arg(side)
        }
        return ""
    }
    function wornLine(type) {
        switch (type) {
        case "ring": return qsTr("Wears a ring: the next jump over it takes the ring instead.")
        // The explanation under the tip says that it cannot move, and why.
        case "hippo": return qsTr("The Galactic Hippo sits on it.")
        case "snookle": return qsTr("The Snookle rides it: it may also step and jump backward.")
        }
        return ""
    }
    function tokenText(type) {
        switch (type) {
        case "fire": return qsTr("Fire: no checker may enter, land on or jump across this square.")
        case "water": return qsTr("Water: pawns may not enter or land here; kings and emperors may.")
        case "monolith": return qsTr("The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured. Fire, water and walls in its path are swept away.")
        }
        return ""
    }
}
