import QtQuick
import QtQuick.Controls
import Hatrack

// One piece. It keeps its identity while it moves, so position changes animate.
Item {
    id: piece

    required property int square
    required property int owner
    required property string kind
    required property bool alive
    // Sorcerer's Apprentice: the hats worn, as letters ("rb"), and poison.
    required property string hats
    required property bool marked
    // Hats still flying here ({colour: count}): not drawn until they land.
    property var hiddenHats: ({})
    property real depth: 0
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
    z: dragging ? 10 : 2 + depth
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
    readonly property real topY: (height - disc) / 2 - (isKing ? cellSize * 0.04 : 0)

    // The hats to draw, as colour names, bottom first.
    readonly property var shownHats: {
        let hidden = Object.assign({}, hiddenHats)
        let out = []
        for (const letter of hats) {
            const name = HatInfo.nameOfLetter(letter)
            if (hidden[name] > 0)
                hidden[name] -= 1
            else if (name !== "")
                out.push(name)
        }
        return out
    }
    readonly property string tipText: {
        let lines = []
        for (const letter of hats)
            lines.push(HatInfo.describe(HatInfo.nameOfLetter(letter)))
        if (marked)
            lines.push(qsTr("Poisoned by Venom: this piece leaves the board at the end of its owner's turn, "
                            + "unless a blue hat (Warding) takes the blow."))
        return lines.join("\n\n")
    }

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
            id: crown
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: piece.shownHats.length > 0 ? -piece.cellSize * 0.15 : 0
            visible: piece.isKing
            text: "♛"
            color: Theme.crown
            font.pixelSize: piece.cellSize * 0.36
            style: Text.Outline
            styleColor: piece.owner === 0 ? "#000000" : "#7a5a1a"
        }
    }

    // Crowning: the crown drops onto the piece as it is made a king.
    onIsKingChanged: if (isKing) crowning.restart()
    SequentialAnimation {
        id: crowning
        NumberAnimation { target: crown; property: "scale"; from: 2.4; to: 0.9; duration: 260; easing.type: Easing.InQuad }
        NumberAnimation { target: crown; property: "scale"; to: 1; duration: 120; easing.type: Easing.OutBack }
    }

    // Poison: a sickly green film over the checker and a skull badge.
    Rectangle {
        visible: piece.marked && piece.alive
        x: top.x; y: top.y
        width: top.width; height: width; radius: width / 2
        color: "#6639d353"
        border.color: "#7dff8a"
        border.width: Math.max(1, piece.cellSize * 0.03)
    }
    Rectangle {
        objectName: "poisonBadge"
        visible: piece.marked && piece.alive
        width: piece.cellSize * 0.34; height: width; radius: width / 2
        x: top.x - width * 0.15; y: top.y + top.height - height * 0.85
        color: "#2f8a3a"
        border.color: "#c9ffb8"
        border.width: 1
        Text {
            anchors.centerIn: parent
            text: "☠"
            color: "#eaffdf"
            font.pixelSize: parent.height * 0.72
        }
    }

    // The hats, stacked: each one smaller and higher than the one below.
    Repeater {
        model: piece.alive ? piece.shownHats : []
        delegate: HatPyramid {
            required property int index
            required property string modelData
            colour: modelData
            shadow: index === 0
            width: piece.cellSize * 0.42 * Math.pow(0.78, index)
            height: width * 1.25
            // The bottom of hat i: the first rests on the checker's centre, each
            // next one on the upper half of the one below.
            readonly property real baseY: {
                let b = piece.topY + piece.disc * 0.68
                let w = piece.cellSize * 0.42
                for (let i = 0; i < index; ++i) {
                    b -= w * 1.25 * 0.5
                    w *= 0.78
                }
                return b
            }
            x: piece.width / 2 - width / 2 + (piece.isKing ? piece.cellSize * 0.13 : 0)
            y: baseY - height
        }
    }

    HoverHandler {
        id: hover
        enabled: piece.tipText !== ""
    }
    InfoTip {
        visible: hover.hovered && piece.tipText !== "" && !piece.dragging
        text: piece.tipText
    }
}
