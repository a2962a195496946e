// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes
import Hatrack

// A character of Fantasy RPG Checkers, drawn for the project in a round
// frame: the ranger with a bow and one wild eye, the cleric with a shield and
// a holy sun, the bard with a lute and a feathered cap, the thief hooded with
// a dagger, the fighter helmeted with a sword, the mage with a staff and a
// pointed hat. Each is a few shapes on a 100 x 100 grid, scaled to the item.
Item {
    id: portrait

    // "ranger", "cleric", "bard", "thief", "fighter" or "mage".
    property string who: token ? token.face : ""
    property Item token: null

    readonly property var backdrops: ({
        ranger: "#3f6b3a", cleric: "#c9b46a", bard: "#8e4a86", thief: "#3b3f4f", fighter: "#8a3b2e", mage: "#34498f"
    })
    readonly property string skin: "#f0c9a0"
    readonly property string ink: "#2a1f18"

    // Every shape of a character: [path, fill, stroke width]; stroke in ink.
    function parts(who) {
        const skin = portrait.skin
        switch (who) {
        case "ranger": return [
            ["M 22 100 L 30 66 Q 50 56 70 66 L 78 100 Z", "#4d7a3a", 2],               // green jerkin
            ["M 50 24 A 16 17 0 1 1 49.9 24 Z", skin, 2],                              // head
            ["M 33 34 L 30 22 L 38 28 L 40 16 L 46 25 L 52 12 L 56 25 L 63 15 L 64 28 L 72 22 L 67 36 Q 50 26 33 34 Z", "#7a4a1c", 1.5], // wild hair
            ["M 38 40 A 5 5 0 1 1 37.9 40 Z", "#ffffff", 1.5],                         // the calm eye
            ["M 57 36 A 8 8 0 1 1 56.9 36 Z", "#ffffff", 1.5],                         // the wild eye
            ["M 58 41 A 2.5 2.5 0 1 1 57.9 41 Z", "#1b1b1b", 1],
            ["M 38 42.5 A 1.8 1.8 0 1 1 37.9 42.5 Z", "#1b1b1b", 1],
            ["M 42 53 Q 48 50 56 55", "transparent", 2],                               // crooked grin
            ["M 14 30 Q 0 62 16 94", "transparent", 3.5],                               // bow
            ["M 14 30 L 16 94", "transparent", 1],                                      // its string
            ["M 15 62 L 40 58 M 36 55 L 41 58 L 37 61", "transparent", 2]               // arrow
        ]
        case "cleric": return [
            ["M 20 100 L 30 64 Q 50 56 70 64 L 80 100 Z", "#f3f0e6", 2],                // white robe
            ["M 50 24 A 16 17 0 1 1 49.9 24 Z", skin, 2],
            ["M 34 36 Q 50 16 66 36 L 66 30 Q 50 10 34 30 Z", "#9a9a9a", 1.5],          // cap of mail
            ["M 43 42 A 2 2 0 1 1 42.9 42 Z", "#1b1b1b", 1],
            ["M 58 42 A 2 2 0 1 1 57.9 42 Z", "#1b1b1b", 1],
            ["M 45 52 Q 50 55 56 52", "transparent", 1.5],
            ["M 60 62 L 92 62 L 92 80 Q 92 96 76 100 Q 60 96 60 80 Z", "#3b6fb0", 2.5], // shield
            ["M 76 72 A 6 6 0 1 1 75.9 72 Z", "#f2c94c", 1.5],                          // holy sun on it
            ["M 76 66 L 76 70 M 76 84 L 76 88 M 68 78 L 72 78 M 80 78 L 84 78", "transparent", 1.5],
            ["M 44 70 L 44 84 M 38 76 L 50 76", "transparent", 3]                       // symbol on the robe
        ]
        case "bard": return [
            ["M 22 100 L 30 66 Q 50 56 70 66 L 78 100 Z", "#b05a9e", 2],
            ["M 50 26 A 15 16 0 1 1 49.9 26 Z", skin, 2],
            ["M 30 32 Q 50 14 72 30 L 74 36 Q 50 26 30 36 Z", "#2f8a6a", 1.5],          // cap
            ["M 66 28 Q 84 8 92 14 Q 82 18 70 32 Z", "#f2d14c", 1.5],                    // feather
            ["M 43 44 A 2 2 0 1 1 42.9 44 Z", "#1b1b1b", 1],
            ["M 57 44 A 2 2 0 1 1 56.9 44 Z", "#1b1b1b", 1],
            ["M 42 52 Q 50 60 58 52", "transparent", 1.5],                               // singing
            ["M 60 30 L 90 62 L 86 66 L 56 34 Z", "#7a4a1c", 1.5],                       // lute neck
            ["M 28 70 Q 28 58 40 58 Q 50 58 52 66 Q 60 70 58 82 Q 56 96 40 96 Q 24 96 26 82 Q 24 76 28 70 Z", "#c9883a", 2], // lute body
            ["M 41 76 A 5 5 0 1 1 40.9 76 Z", "#3a2410", 1],
            ["M 44 78 L 86 64", "transparent", 0.8]                                      // strings
        ]
        case "thief": return [
            ["M 22 100 L 30 66 Q 50 56 70 66 L 78 100 Z", "#2f3340", 2],
            ["M 28 62 Q 24 18 50 14 Q 76 18 72 62 Q 50 54 28 62 Z", "#23262f", 2],      // hood
            ["M 50 30 A 13 14 0 1 1 49.9 30 Z", skin, 1.5],
            ["M 38 38 L 62 38 L 62 46 L 38 46 Z", "#111111", 1],                         // mask
            ["M 44 41 A 2 2 0 1 1 43.9 41 Z", "#f3ede4", 0.5],
            ["M 56 41 A 2 2 0 1 1 55.9 41 Z", "#f3ede4", 0.5],
            ["M 45 53 L 55 52", "transparent", 1.5],                                      // a thin smile
            ["M 74 60 L 78 60 L 78 86 L 76 92 L 74 86 Z", "#d9dde3", 1.5],               // dagger blade
            ["M 70 86 L 82 86 L 82 89 L 70 89 Z", "#8a6a2a", 1.5],                       // its guard
            ["M 74.5 89 L 77.5 89 L 77.5 98 L 74.5 98 Z", "#5a3a1a", 1]                  // its grip
        ]
        case "fighter": return [
            ["M 20 100 L 28 64 Q 50 54 72 64 L 80 100 Z", "#8c8f96", 2],                // mail shirt
            ["M 50 28 A 15 16 0 1 1 49.9 28 Z", skin, 2],
            ["M 32 40 Q 32 14 50 14 Q 68 14 68 40 L 62 40 L 62 32 L 38 32 L 38 40 Z", "#b8bcc4", 2], // helmet
            ["M 48 32 L 52 32 L 52 48 L 48 48 Z", "#b8bcc4", 1.5],                       // nasal
            ["M 50 14 Q 56 4 64 8 Q 58 10 54 16 Z", "#c0392b", 1],                        // plume
            ["M 42 42 A 2 2 0 1 1 41.9 42 Z", "#1b1b1b", 1],
            ["M 58 42 A 2 2 0 1 1 57.9 42 Z", "#1b1b1b", 1],
            ["M 43 54 L 57 54", "transparent", 2],                                        // set jaw
            ["M 14 96 L 17 96 L 22 40 L 18 30 L 14 40 Z", "#e3e6ea", 1.5],               // sword blade
            ["M 8 78 L 28 78 L 28 82 L 8 82 Z", "#8a6a2a", 1.5],                          // cross guard
            ["M 30 72 A 8 8 0 1 1 29.9 72 Z", "#d8a93a", 1.5]                            // a penny on the belt
        ]
        case "mage": return [
            ["M 20 100 L 30 62 Q 50 54 70 62 L 80 100 Z", "#3d56a8", 2],                 // robe
            ["M 50 36 A 13 14 0 1 1 49.9 36 Z", skin, 2],
            ["M 38 52 Q 50 80 62 52 Q 56 60 50 60 Q 44 60 38 52 Z", "#e8e8e8", 1.5],     // beard
            ["M 26 40 L 74 40 L 70 34 L 30 34 Z", "#2b3f8a", 1.5],                        // hat brim
            ["M 32 35 L 56 2 L 68 35 Z", "#2b3f8a", 2],                                   // pointed hat
            ["M 52 18 L 54 22 L 58 22 L 55 25 L 56 29 L 52 27 L 48 29 L 49 25 L 46 22 L 50 22 Z", "#f2d14c", 0.8], // star
            ["M 44 45 A 2 2 0 1 1 43.9 45 Z", "#1b1b1b", 1],
            ["M 56 45 A 2 2 0 1 1 55.9 45 Z", "#1b1b1b", 1],
            ["M 82 100 L 85 100 L 88 34 L 85 34 Z", "#7a4a1c", 1.5],                      // staff
            ["M 86.5 24 A 7 7 0 1 1 86.4 24 Z", "#ff8a3d", 1.5],                          // its glowing orb
            ["M 86.5 28 A 3 3 0 1 1 86.4 28 Z", "#ffe08a", 0.5]
        ]
        }
        return []
    }

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: portrait.backdrops[portrait.who] || Theme.panelBorder
        border.color: "#e9d9b0"
        border.width: Math.max(1, width * 0.03)
    }
    Item {
        // The drawing's 100 x 100 grid, clipped to the frame.
        anchors.fill: parent
        anchors.margins: parent.width * 0.03
        clip: true
        Repeater {
            model: portrait.parts(portrait.who)
            delegate: Shape {
                id: part
                required property var modelData
                width: 100; height: 100
                transform: Scale { xScale: portrait.width * 0.94 / 100; yScale: portrait.height * 0.94 / 100 }
                ShapePath {
                    fillColor: part.modelData[1]
                    strokeColor: portrait.ink
                    strokeWidth: part.modelData[2]
                    joinStyle: ShapePath.RoundJoin
                    capStyle: ShapePath.RoundCap
                    PathSvg { path: part.modelData[0] }
                }
            }
        }
    }
}
