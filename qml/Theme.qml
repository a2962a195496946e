// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import Hatrack

QtObject {
    id: theme
    // Text in the game screen's side panel grows with a large window
    // (GameScreen sets it), so that it keeps pace with the board.
    property real textScale: 1
    function px(size) { return Math.round(size * textScale) }
    // A number with `decimals` places, written as the language chosen writes
    // it (0,4 in German).
    function number(value, decimals) {
        return Number(value).toLocaleString(Qt.locale(Qt.uiLanguage), "f", decimals)
    }
    readonly property color window: "#2d2a26"
    readonly property color panel: "#3a3631"
    readonly property color panelBorder: "#4d4841"
    readonly property color text: "#f3ede4"
    readonly property color textDim: "#b9b0a3"
    readonly property color textDisabled: "#7a736a"
    readonly property color accent: "#e9b44c"
    // The squares follow the board colours chosen in the settings.
    // Whether what invites a choice (and the art's fire, water and Snookle)
    // may pulse: not when the player has turned animations off.
    readonly property bool pulses: AppSettings.animation !== "off"
    // What pulses, flickers or bobs for as long as the player looks (a ready
    // pawn, fire on the board, a glowing choice) follows this clock: about
    // twelve steps a second, rather than a frame drawn sixty times a second,
    // which kept a processor core busy while nothing happened.
    property int frame: 0
    readonly property int frameMs: 80
    readonly property Timer ticker: Timer {
        interval: theme.frameMs
        repeat: true
        running: theme.pulses
        onTriggered: ++theme.frame
    }
    // 0 to 1 and back over `period` ms (0 while animations are off). The
    // clock is read here, so a binding that calls it follows the clock.
    function wave(period) {
        return pulses ? 0.5 - 0.5 * Math.cos(2 * Math.PI * frame * frameMs / period) : 0
    }
    readonly property color lightSquare: squareColour(AppSettings.boardTheme, false)
    readonly property color darkSquare: squareColour(AppSettings.boardTheme, true)
    function squareColour(theme, dark) {
        switch (theme) {
        case "green":
            return dark ? "#4f7a4a" : "#e8e6cf"
        case "slate":
            return dark ? "#4d6280" : "#d9dee6"
        case "contrast":
            // A mid blue, as far from the black pieces as from the white
            // ones (about 3.3:1 and 3.6:1; walnut gives black only 2.4:1),
            // and 4:1 from the white squares.
            return dark ? "#3a7dc9" : "#ffffff"
        }
        return dark ? "#8a5a3b" : "#ecd9b9"
    }
    // The numbers in the corners of the squares: soft on the wooden and
    // coloured boards, plain white and dark blue on the high-contrast one,
    // where the soft grey read at under 2:1 on the blue.
    function squareNameColour(theme, dark) {
        if (theme === "contrast")
            return dark ? "#ffffff" : "#1f3f66"
        return dark ? "#d9c2a0" : "#8a6a4a"
    }
    function squareNameOpacity(theme) {
        return theme === "contrast" ? 1 : 0.75
    }
    readonly property color lastMove: "#c9a14a"
    // Where the last move took a piece: the last move's gold, so that it is not
    // read as the orange of a capture to be made now.
    readonly property color lastCapture: "#e3c067"
    readonly property color selected: "#f6d365"
    readonly property color target: "#5fbf6a"
    // Orange: apart from every hat colour (a red hat's ring is red).
    readonly property color mustCapture: "#ff8a1f"
    readonly property color blackPiece: "#2b2724"
    readonly property color blackPieceRim: "#55504a"
    readonly property color whitePiece: "#f4ecdc"
    readonly property color whitePieceRim: "#c8bba3"
    readonly property color crown: "#e9b44c"
}
