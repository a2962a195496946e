pragma Singleton
import QtQuick

QtObject {
    readonly property color window: "#2d2a26"
    readonly property color panel: "#3a3631"
    readonly property color panelBorder: "#4d4841"
    readonly property color text: "#f3ede4"
    readonly property color textDim: "#b9b0a3"
    readonly property color textDisabled: "#7a736a"
    readonly property color accent: "#e9b44c"
    readonly property color lightSquare: "#ecd9b9"
    readonly property color darkSquare: "#8a5a3b"
    readonly property color lastMove: "#c9a14a"
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
