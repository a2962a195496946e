import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// How to play, in our own words, for the game on the board.
Drawer {
    id: drawer

    property string gameId: ""

    edge: Qt.RightEdge
    width: Math.min(parent ? parent.width * 0.9 : 460, 460)
    height: parent ? parent.height : 600

    readonly property var texts: ({
        "checkers": qsTr(
            "<h2>Checkers</h2>"
            + "<p>Two players, Black and White, each start with twelve men on the dark squares of their "
            + "first three rows. <b>Black moves first</b>, then the players take turns.</p>"
            + "<h3>Moving</h3>"
            + "<p>A man steps one square diagonally forward, onto an empty dark square. "
            + "A king steps one square diagonally in any of the four directions.</p>"
            + "<h3>Capturing</h3>"
            + "<p>A piece captures by jumping over an enemy piece on the next diagonal square to the "
            + "empty square just beyond it; the jumped piece leaves the board at once. "
            + "If the landing piece can jump again it must, so one move may take several pieces.</p>"
            + "<p><b>Capturing is compulsory.</b> When any capture is possible you must make one, but you "
            + "may choose which, even a shorter one. The board rings the pieces that must capture in red.</p>"
            + "<h3>Kings</h3>"
            + "<p>A man that reaches the far row becomes a king (shown with a crown), and its move ends "
            + "there, even in the middle of a capture.</p>"
            + "<h3>End of the game</h3>"
            + "<p>You win when your opponent has no pieces left or cannot move on their turn.</p>"
            + "<p>The game is a draw when the same position comes up for the third time with the same "
            + "player to move, or when both players have made 40 moves with no capture and no man moved.</p>"
            + "<h3>Using the board</h3>"
            + "<p>Drag a piece to its square, or click the piece and then the square. Green dots mark where "
            + "the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each "
            + "landing square in turn, or straight on the last one when only one route leads there. "
            + "Squares carry their standard numbers (1–32), as used in the move list.</p>")
    })

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            Label {
                width: parent ? parent.width : 400
                objectName: "rulesText"
                textFormat: Text.RichText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: 15
                text: drawer.texts[drawer.gameId] || qsTr("No rules written yet for this game.")
            }
        }
        Button {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            onClicked: drawer.close()
        }
    }
}
