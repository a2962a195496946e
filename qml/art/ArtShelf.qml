// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Hatrack

// The art of every game, once. A table names the game whose art draws it
// (Table.art) and the screen draws with that: how its tokens, slots and heaps
// look and the words for its own things. CheckersArt is the common art (the
// pieces) that every other game's art builds on.
QtObject {
    id: shelf

    readonly property QtObject checkers: CheckersArt {}
    readonly property QtObject sorcerer: SorcererArt { common: shelf.checkers }
    readonly property QtObject pawns: PawnsArt { common: shelf.checkers }
    readonly property QtObject alien: AlienArt { common: shelf.checkers }
    readonly property QtObject fantasy: FantasyArt { common: shelf.checkers }

    function of(art) {
        switch (art) {
        case "sorcerers-apprentice":
            return sorcerer
        case "pawns-in-hats":
            return pawns
        case "alien-checkers":
            return alien
        case "fantasy-rpg-checkers":
            return fantasy
        }
        return checkers
    }
}
