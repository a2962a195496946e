// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick

// What the six hats of Sorcerer's Apprentice look like and what they do, in
// our own words (docs/rules.md, Sorcerer's Apprentice). Colour names are the
// engine's: red, yellow, green, blue, clear, purple, in that order.
QtObject {
    readonly property var names: ["red", "yellow", "green", "blue", "clear", "purple"]
    readonly property var letters: ["r", "y", "g", "b", "c", "p"]

    function nameOfLetter(letter) {
        const i = letters.indexOf(letter)
        return i >= 0 ? names[i] : ""
    }
    function indexOf(name) { return names.indexOf(name) }

    // The body colour of a pyramid; clear is drawn glassy by HatPyramid itself.
    function base(name) {
        switch (name) {
        case "red": return "#d3312b"
        case "yellow": return "#f0c127"
        case "green": return "#2f9e47"
        case "blue": return "#2f64cf"
        case "clear": return "#dfe9f2"
        case "purple": return "#8043b8"
        }
        return "#888888"
    }

    function colourName(name) {
        switch (name) {
        case "red": return qsTr("red")
        case "yellow": return qsTr("yellow")
        case "green": return qsTr("green")
        case "blue": return qsTr("blue")
        case "clear": return qsTr("clear")
        case "purple": return qsTr("purple")
        }
        return name
    }

    function powerName(name) {
        switch (name) {
        case "red": return qsTr("Zotting")
        case "yellow": return qsTr("Nimbleness")
        case "green": return qsTr("Venom")
        case "blue": return qsTr("Warding")
        case "clear": return qsTr("Strength")
        case "purple": return qsTr("Valor")
        }
        return ""
    }

    function power(name) {
        switch (name) {
        case "red": return qsTr("Never captures by jumping. Instead, as its whole turn, it removes one enemy piece "
                                + "from a diagonally adjacent square (any of the four directions) without moving. "
                                + "The red hat then leaves the game.")
        case "yellow": return qsTr("May jump over its own pieces without harming them, and mix such jumps with "
                                   + "captures (forward only for a man). A capture it can reach this way is compulsory.")
        case "green": return qsTr("Whoever captures this piece is poisoned and leaves the board at the end of its "
                                  + "owner's turn. The green hat then leaves the game.")
        case "blue": return qsTr("When this piece would be captured, the blue hat leaves the game instead and the "
                                 + "piece is safe for the rest of that turn. It also stops poison.")
        case "clear": return qsTr("Never captures by jumping. It captures by stepping onto an enemy's square, the "
                                  + "way it could step there (forward only for a man). One such capture per turn.")
        case "purple": return qsTr("Never jumps straight: it jumps over an adjacent enemy and lands beside it at a "
                                   + "right angle to its approach. A man must land further forward (two rows "
                                   + "straight ahead).")
        }
        return ""
    }

    // "Red (Zotting): …", for tooltips: colour first, as the buttons and
    // the list of moves name a hat.
    function describe(name) {
        const colour = colourName(name)
        return qsTr("%1 (%2): %3").arg(colour.charAt(0).toUpperCase() + colour.slice(1))
                                  .arg(powerName(name)).arg(power(name))
    }

    // "3 clear": the colour agrees with the count where a language wants it
    // (Spanish "3 transparentes").
    function countedColour(n, name) {
        switch (name) {
        case "red": return qsTr("%n red", "hats", n)
        case "yellow": return qsTr("%n yellow", "hats", n)
        case "green": return qsTr("%n green", "hats", n)
        case "blue": return qsTr("%n blue", "hats", n)
        case "clear": return qsTr("%n clear", "hats", n)
        case "purple": return qsTr("%n purple", "hats", n)
        }
        return n + " " + name
    }

    // Counts (a list of six) as "2 red, 1 blue", or the given text when empty.
    function countsText(counts, emptyText) {
        let parts = []
        for (let i = 0; i < names.length; ++i)
            if (counts && counts[i] > 0)
                parts.push(countedColour(counts[i], names[i]))
        return parts.length > 0 ? parts.join(", ") : emptyText
    }
    function total(counts) {
        let n = 0
        if (counts)
            for (let i = 0; i < counts.length; ++i)
                n += counts[i]
        return n
    }
}
