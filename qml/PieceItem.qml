import QtQuick
import Hatrack

// One piece. It keeps its identity while it moves, so position changes animate.
Item {
    id: piece

    required property int square
    required property int owner
    required property string kind
    required property bool alive
    property real cellSize: 60
    property real homeX: 0
    property real homeY: 0
    property bool dragging: false
    property real dragX: 0
    property real dragY: 0
    property bool mustCapture: false

    width: cellSize
    height: cellSize
    x: dragging ? dragX : homeX
    y: dragging ? dragY : homeY
    z: dragging ? 10 : 2
    opacity: alive ? 1 : 0
    scale: alive ? (dragging ? 1.12 : 1) : 0.3
    visible: opacity > 0

    Behavior on x { enabled: !piece.dragging; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on y { enabled: !piece.dragging; NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on opacity { NumberAnimation { duration: 320 } }
    Behavior on scale { NumberAnimation { duration: 220; easing.type: Easing.OutBack } }

    readonly property color face: owner === 0 ? Theme.blackPiece : Theme.whitePiece
    readonly property color rim: owner === 0 ? Theme.blackPieceRim : Theme.whitePieceRim
    readonly property real disc: cellSize * 0.78
    readonly property bool isKing: kind === "king"

    // A soft shadow, then for a king a second checker under the first.
    Rectangle {
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2 + piece.cellSize * 0.03
        y: (piece.height - height) / 2 + piece.cellSize * (piece.isKing ? 0.1 : 0.05)
        color: "#50000000"
    }
    Rectangle {
        visible: piece.isKing
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2
        y: (piece.height - height) / 2 + piece.cellSize * 0.06
        color: Qt.darker(piece.face, 1.25)
        border.color: piece.rim
        border.width: Math.max(1, piece.cellSize * 0.02)
    }
    Rectangle {
        id: top
        width: piece.disc; height: width; radius: width / 2
        x: (piece.width - width) / 2
        y: (piece.height - height) / 2 - (piece.isKing ? piece.cellSize * 0.04 : 0)
        border.color: piece.mustCapture ? Theme.mustCapture : piece.rim
        border.width: piece.mustCapture ? Math.max(2, piece.cellSize * 0.06) : Math.max(1, piece.cellSize * 0.025)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(piece.face, piece.owner === 0 ? 1.6 : 1.04) }
            GradientStop { position: 1.0; color: piece.owner === 0 ? piece.face : Qt.darker(piece.face, 1.12) }
        }
        // The grooved ring of a real checker.
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.68; height: width; radius: width / 2
            color: "transparent"
            border.color: Qt.rgba(piece.rim.r, piece.rim.g, piece.rim.b, 0.9)
            border.width: Math.max(1, piece.cellSize * 0.02)
        }
        Text {
            anchors.centerIn: parent
            visible: piece.isKing
            text: "♛"
            color: Theme.crown
            font.pixelSize: piece.cellSize * 0.36
            style: Text.Outline
            styleColor: piece.owner === 0 ? "#000000" : "#7a5a1a"
        }
    }
}
