// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Hatrack

// The art of Pawns in Hats on its own, without a game: every hat face, the
// turn-over of a hat identified, the die's tumble on each roll (also a roll
// that repeats its face), the pawns of both sides, and the art's words.
Item {
    id: root
    width: 640
    height: 200

    Row {
        spacing: 4
        Repeater {
            id: hats
            model: ["", "king", "queen", "bishop", "knight", "hunter", "mirage"]
            delegate: PawnHat {
                required property string modelData
                width: 60
                height: 42
                face: modelData
            }
        }
    }
    PawnHat {
        id: turning
        y: 60
        width: 60
        height: 42
        flipDelay: 100
    }
    DieFace {
        id: die
        x: 80
        y: 60
        width: 40
        height: 40
    }
    ChessPawn {
        id: whitePawn
        x: 140
        y: 60
        width: 60
        height: 60
        side: 0
    }
    ChessPawn {
        id: blackPawn
        x: 210
        y: 60
        width: 60
        height: 60
        side: 1
    }
    PunchMark {
        id: punch
        x: 280
        y: 60
        width: 60
        height: 60
    }
    ArtShelf {
        id: shelf
    }

    TestCase {
        name: "PawnsArt"
        when: windowShown

        function test_everyFaceDrawn() {
            compare(hats.count, 7)
            for (let i = 0; i < hats.count; ++i) {
                const hat = hats.itemAt(i)
                tryCompare(hat, "shownFace", hat.face, 1000, "made showing its face: " + hat.face)
                compare(hat.turning, false, "a hat made face up does not turn over")
            }
            compare(hats.itemAt(0).faceDown, true)
        }

        function test_identifiedHatTurnsOver() {
            tryCompare(turning, "started", true)
            compare(turning.shownFace, "")
            turning.face = "bishop"
            compare(turning.shownFace, "", "it waits for the die first")
            tryCompare(turning, "turning", true, 1000)
            tryCompare(turning, "shownFace", "bishop", 2000)
            tryCompare(turning, "flipScale", 1, 2000)
            compare(turning.turning, false)
        }

        function test_dieTumblesOnEveryRoll() {
            compare(die.shownValue, "")
            die.value = "5"
            die.rolls = 1
            compare(die.rolling, true)
            tryCompare(die, "rolling", false, 2000)
            compare(die.shownValue, "5")
            // The same face again: still a roll, still a tumble.
            die.rolls = 2
            compare(die.rolling, true)
            tryCompare(die, "rolling", false, 2000)
            compare(die.shownValue, "5")
            const cube = findChild(die, "dieCube")
            compare(cube.rotation, 0)
        }

        function test_pawnsDiffer() {
            verify(whitePawn.white)
            verify(!blackPawn.white)
            compare(findChild(whitePawn, "checkGlow").visible, false)
            verify(punch.visible)
        }

        function test_words() {
            const art = shelf.of("pawns-in-hats")
            verify(art !== shelf.of("checkers"))
            compare(art.faceName("bishop"), "Bishop Mitre")
            compare(art.faceName("hunter"), "Hunting Tyrolean")
            compare(art.faceTitle("hunter"), "hunter (a rook)")
            compare(art.faceTip("knight"), "Knighted Helm (a 4 on the die): a pawn wearing it moves as a knight.")
            compare(art.choiceLabel({ group: "pick-up", face: "", label: "" }), "Pick up the hat")
            compare(art.choiceLabel({ group: "wear", face: "queen", label: "" }), "Wear the Queenly Crown")
            compare(art.choiceLabel({ group: "keep", face: "", label: "" }), "Keep the hat on")
            compare(art.choiceFaces({ group: "wear", face: "", label: "" }), [])
            compare(art.pickHint("king", "place-hat"),
                    "Click a ringed square beside your pawn to set the Kingly Crown down there, or put it on.")
            compare(art.counterText({ id: "halfmoves", value: 7, label: "" }, ""), "50-move count: 7")
            compare(String(art.playerColour(0)), String(Theme.whitePiece), "White's disc is light")
            compare(String(shelf.of("checkers").playerColour(0)), String(Theme.blackPiece), "Black's is dark in checkers")
            compare(art.rollLine({ value: 3, reason: "Bishop Mitre on e4" }), "3: Bishop Mitre on e4")
        }
    }
}
