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
            + "may choose which, even a shorter one. The board marks the pieces that must capture with a ring "
            + "of orange dashes.</p>"
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
            + "Squares carry their standard numbers (1–32), as used in the move list.</p>"),
        "sorcerers-apprentice": qsTr(
            "<h2>Sorcerer's Apprentice</h2>"
            + "<p>Checkers as usual (men step forward, kings both ways, a man reaching the far row is crowned and "
            + "stops there), played with <b>magic hats</b>: the tiny pyramids of an Icehouse set, five in each of "
            + "six colours, thirty in all. Pieces that wear a hat gain its power. Black moves first.</p>"
            + "<h3>Bag and racks</h3>"
            + "<p>All thirty hats start in the <b>Bag of Hats</b>. Each player has a <b>Hat Rack</b>, shown in the "
            + "strip along that player's side of the board. The bag sits at the end of the upper strip, and the box "
            + "of hats that have left the game at the end of the lower one. Rest the mouse on any hat to read its "
            + "power.</p>"
            + "<p>A piece is <i>captured</i> whenever it leaves the board, however that happens: jumped, zotted, "
            + "stepped on with Strength, or killed by poison. Each time one of your pieces leaves the board:</p>"
            + "<ol><li>your opponent draws one hat at random from the bag into their rack (nothing, if the bag "
            + "is empty);</li>"
            + "<li>then <b>you</b> may take one hat from your rack and put it on one of your pieces that wears "
            + "none. You may always decline.</li></ol>"
            + "<p>This happens at that very instant, even in the middle of your opponent's multiple jump, before "
            + "the jumper goes on. So when the first piece of a double jump falls, you can still put Warding or "
            + "Venom on the piece that is about to be taken next.</p>"
            + "<p>Hats worn by a captured piece leave the game. A man that is crowned keeps its hats.</p>"
            + "<h3>Captures are compulsory</h3>"
            + "<p>Every kind of capture counts: a jump, a zot or a Strength capture. If any of them is available "
            + "you must make one, but you may choose which.</p>"
            + "<h3>The six hats</h3>"
            + "<p><b>Red — Zotting.</b> The piece cannot capture by jumping (so it never forces a jump). "
            + "Instead it may spend its whole turn removing one enemy piece, man or king, from one of the four "
            + "diagonally neighbouring squares; it does not move. The red hat then leaves the game.</p>"
            + "<p><b>Yellow — Nimbleness.</b> The piece may also jump over its own pieces, which stay on the board. "
            + "Such jumps may be chained and mixed with captures (a man still only goes forward), and a move may "
            + "consist of friendly jumps alone; no square may be landed on twice in one move. A capture that "
            + "friendly jumps can reach is available, and so compulsory.</p>"
            + "<p><b>Green — Venom.</b> When this piece is captured, the piece that captured it is poisoned "
            + "(shown with a green skull) and leaves the board at the end of its owner's turn, with the usual "
            + "draw and placement. The green hat leaves the game.</p>"
            + "<p><b>Blue — Warding.</b> When this piece would be captured, the blue hat leaves the game instead "
            + "and the piece cannot be captured again this turn. A jumper still lands beyond it and may carry on "
            + "as if it had captured, but may not jump that piece again this turn. A zot or Strength capture "
            + "against it is used up and the attacker stays where it was. Warding also saves a poisoned piece.</p>"
            + "<p><b>Clear — Strength.</b> The piece cannot capture by jumping. It captures by stepping onto an "
            + "enemy's square in a direction it could step (forward only for a man), removing that piece. Only "
            + "one such capture per turn; a man that reaches the far row this way is crowned.</p>"
            + "<p><b>Purple — Valor.</b> The piece never jumps straight. It jumps over a neighbouring enemy and "
            + "lands on the empty square next to that enemy at a right angle to its approach. A man may only land "
            + "further forward, which means two rows straight ahead of where it started the jump; a king may "
            + "turn either way. Multiple jumps continue as usual.</p>"
            + "<h3>End of the game and score</h3>"
            + "<p>The game ends when a player has no pieces left, when the player to move has no legal move, when "
            + "the same position comes up for the third time, or after 40 moves by each side with no capture and "
            + "no man moved. Then the score decides (having no move does not lose by itself):</p>"
            + "<ol><li>most hats in the rack wins;</li><li>if equal, most kings on the board;</li>"
            + "<li>if still equal, most pieces on the board;</li><li>otherwise it is a draw.</li></ol>"
            + "<h3>Options</h3>"
            + "<p>Any combination can be chosen on the setup screen.</p>"
            + "<p><b>Mixed Hat Draft:</b> all thirty hats lie open and the players take turns choosing one, the "
            + "second player first, until each has chosen twelve. Those 24 hats form the bag; the other six leave "
            + "the game.</p>"
            + "<p><b>Select Hat Draft:</b> drafted the same way, but your twelve picks become your own pool (kept "
            + "by your opponent). Instead of drawing from the bag, each time you capture you choose one hat from "
            + "your pool.</p>"
            + "<p><b>Contrary Select Hat Draft:</b> as Select, but your opponent chooses which hat of your pool "
            + "you receive.</p>"
            + "<p><b>Wearing Many Hats:</b> a piece may wear several hats, but a hat may go on a piece that already "
            + "wears one only while all of your pieces wear the same number of hats. The powers add up: if any "
            + "hat forbids jumping, the piece cannot capture by jumping; Zotting and Strength add their ways of "
            + "capturing; Valor bends every jump; each Warding hat absorbs one capture; Venom poisons once and all "
            + "the piece's Venom hats then leave the game.</p>"
            + "<p><b>Second-Hand Hats:</b> when you capture a piece that wears hats, they go into your rack (Venom "
            + "hats still leave the game), on top of the usual draw.</p>"
            + "<p><b>Playing for Blood:</b> the score becomes most pieces on the board, then most hats in the rack, "
            + "then most kings, then a draw.</p>"
            + "<p><b>Triple Hat Combo Bonus:</b> instead of moving, you may return three hats of three different "
            + "colours from your rack to the box to put two of your captured pieces back as men on empty squares "
            + "of your own home row (you choose the squares; you need two captured pieces and two free squares), "
            + "or return three hats of one colour to take any two hats from your opponent's rack. Captures stay "
            + "compulsory, so the bonus is offered only on a turn with no capture.</p>"
            + "<h3>Where we had to decide</h3>"
            + "<p>The original rules leave a few things open; this is how Hatrack plays them:</p>"
            + "<ul><li>A Strength capture ends the move: the piece does not jump on afterwards.</li>"
            + "<li>With Second-Hand Hats, the hats of a piece that dies of poison go to the opponent's rack, as "
            + "if the opponent had captured it.</li>"
            + "<li>A zot reaches any of the four neighbouring diagonal squares, backwards too, even for a man.</li>"
            + "<li>Zots and Strength captures are captures like jumps: when one is possible, a capture must be "
            + "made.</li>"
            + "<li>A player who cannot move ends the game but does not lose by that alone: the score decides.</li>"
            + "<li>A Warding hat protects for the rest of the turn, so a chain can pass over the warded piece "
            + "once but not take it.</li>"
            + "<li>The move list keeps each turn together with whatever happened in between. Moves on the board "
            + "are written as in checkers (<tt>6x15</tt>, <tt>11z15</tt> for a zot), everything else in words, "
            + "such as \"White puts blue on 19\" between two jumps of Black's. Rest the mouse on a turn to see it "
            + "in notation: <tt>6x15 blue@19 15x24</tt>.</li></ul>"
            + "<h3>Using the board</h3>"
            + "<p>Move as in checkers: drag a piece, or click it and then its square. An orange crosshair marks an "
            + "enemy piece you can zot or take with Strength: drag your piece onto it or click it. When you may "
            + "place a hat, the colours you can place glow in your rack: click one (it is chosen already when "
            + "there is only one), then click one of the ringed pieces, or press <i>No hat this time</i>. "
            + "In a draft, click a pyramid to take it.</p>"),
        "pawns-in-hats": qsTr(
            "<h2>Pawns in Hats</h2>"
            + "<p>A chess variant on the full chessboard in which every piece starts as a pawn, and a pawn becomes "
            + "a king, a queen, a bishop, a knight or a rook only by the hat it wears. White moves first.</p>"
            + "<h3>Setting up</h3>"
            + "<p>Each side has eight pawns on its first rank: White on rank 1, Black on rank 8. Sixteen hats lie "
            + "face down on ranks 4 and 5. Nobody knows what a hat is until a pawn picks it up.</p>"
            + "<h3>Bare pawns</h3>"
            + "<p>A pawn without a hat has two things it may do on its turn:</p>"
            + "<ul><li><b>Step</b> one square straight forward onto a square with no piece on it (never two "
            + "squares, never diagonally).</li>"
            + "<li><b>Punch</b> the square straight ahead when an enemy piece stands there. The puncher does not "
            + "move. A bare enemy pawn is captured. An enemy that wears a hat loses the hat instead: you choose an "
            + "empty square next to that piece (no piece and no hat on it) for the hat to land on; if there is none, "
            + "your punching pawn puts it on.</li></ul>"
            + "<p>Bare pawns never capture diagonally. There is no double step, no en passant, no promotion and no "
            + "castling.</p>"
            + "<h3>Hats</h3>"
            + "<p>Hats never block a move, and a hat may lie on a square where a piece stands.</p>"
            + "<p>When a bare pawn <i>ends its step</i> on a hat, it may pick the hat up. An unknown hat is then "
            + "identified with the die:</p>"
            + "<ol><li>Kingly Crown: a king</li><li>Queenly Crown: a queen</li><li>Bishop Mitre: a bishop</li>"
            + "<li>Knighted Helm: a knight</li><li>Hunting Tyrolean: a hunter, which moves exactly as a rook</li>"
            + "<li>Mirage: the hat vanishes from the game</li></ol>"
            + "<p>A hat once identified stays what it is for the rest of the game and lies face up. Having picked "
            + "a hat up, the pawn either puts it on or sets it down on a neighbouring square with no hat; if every "
            + "neighbouring square has a hat, it must put it on.</p>"
            + "<p>A pawn wearing a hat moves and captures exactly as that chess piece. When it ends a move on a "
            + "square without a hat, it may take its hat off and set it on a neighbouring square without a hat, "
            + "becoming a bare pawn again. Only one hat action per move: pick up, or take off, never both. A punch "
            + "is not a step, so a punching pawn picks nothing up. When a piece is captured, its hat leaves the "
            + "game.</p>"
            + "<p>Neighbouring squares are the eight around a square.</p>"
            + "<h3>Kings and check</h3>"
            + "<p>A player who has no king of their own cannot attack kings: their pieces neither give check nor "
            + "capture a king (though a punch still knocks a crown off). That protection ends once no unknown hat "
            + "and no Kingly Crown that nobody wears is left in the game. A player who has a king may never leave it "
            + "attacked by a player allowed to attack it. A king in check glows red.</p>"
            + "<p>Taking a crown off ends that piece's kingship, which can be a way out of check. A punch never "
            + "captures a king and never gives check.</p>"
            + "<p>Chance can expose a king: a move only has to keep your king safe before the die is rolled. If the "
            + "roll leaves your opponent's king attacked, that is check on their next turn; if it leaves your own "
            + "king attacked, your opponent may capture it and wins at once.</p>"
            + "<h3>End of the game</h3>"
            + "<ul><li><b>Checkmate</b> wins.</li>"
            + "<li>A player with no legal move who is not in check draws by <b>stalemate</b>; a player with no "
            + "pieces at all loses.</li>"
            + "<li>As in chess, the same position for the third time, or 50 moves by each side without a capture, "
            + "a punch, a bare pawn's move or a hat put on or taken off, is a draw.</li>"
            + "<li>If every hat has been identified and none was ever a Kingly Crown, the game ends in a draw right "
            + "after the last identification (and the wear-or-set-down decision that follows it); the result shows "
            + "who has more pieces left.</li></ul>"
            + "<h3>Using the board</h3>"
            + "<p><b>Moving:</b> drag a piece to its square, or click it and then the square. Green dots mark where "
            + "the chosen piece may go; an orange crosshair marks a piece it can capture.</p>"
            + "<p><b>Punching:</b> a square your pawn can punch is marked with a red, jagged burst around the enemy "
            + "piece: click your pawn and then the burst, or drag your pawn onto it (your pawn stays where it is). "
            + "If the punched piece wore a hat, ringed squares show where it may land: click one.</p>"
            + "<p><b>Picking up:</b> after a step onto a hat, press <i>Pick up the hat</i> (the die rolls beside the "
            + "board, and the hat turns over to show what it is) or <i>Leave the hat lying</i>.</p>"
            + "<p><b>Wearing or setting down:</b> then press <i>Put the hat on</i>, or click one of the ringed "
            + "squares around your pawn to set the hat down there.</p>"
            + "<p><b>Taking off:</b> after a hatted piece's move to a square without a hat, click a ringed square "
            + "around it to take the hat off onto that square, or press <i>Keep the hat on</i>.</p>"
            + "<p>A hat lying under a piece is drawn small at its feet, tipped over, so it never looks worn. Rest "
            + "the mouse on a piece or a hat to read what it is, and on the die for the latest rolls and what they "
            + "were for. Coordinates a–h and 1–8 run along the edges of the board, as in the move list.</p>")
            + qsTr(
            "<h3>Where the rules leave a gap, Hatrack reads them so</h3>"
            + "<ul><li>A hat may be set down or taken off onto a neighbouring square where a piece stands, as long "
            + "as no hat lies there. A punched hat needs a square with neither a piece nor a hat.</li>"
            + "<li>When a hat has only one place to go (no free square around), it goes there by itself, and the "
            + "list of moves says so.</li>"
            + "<li>A move is allowed only if you can finish your turn, hat decisions included, without leaving one "
            + "of your kings attacked, judged before the die is rolled. So a king may step onto an attacked "
            + "square if it takes its crown off there.</li>"
            + "<li>A king can be captured only after a roll or a forced hat left it attacked; capturing it wins at "
            + "once. A player may wear several crowns, and is in check when any of their kings is attacked.</li>"
            + "<li>For a repeated position, the pieces, what they wear, the hats lying on the board and whose turn "
            + "it is must all be the same.</li></ul>"),
        "fantasy-rpg-checkers": qsTr(
            "<h2>Fantasy RPG Checkers</h2>"
            + "<p>Checkers on the usual board, where each side plays a character with powers of its own. Black "
            + "moves first in play. Jumps capture as in checkers, and capturing is compulsory.</p>"
            + "<h3>Choosing characters</h3>"
            + "<p>Before play, White (who moves second) chooses a character first, then Black. Both may take the "
            + "same one.</p>"
            + "<h3>Levels, wounds and saving throws</h3>"
            + "<p>Every checker you capture goes into your <b>pool</b>; a king counts two. Your <b>level</b> is "
            + "what your pool holds, and <b>LD</b> is your level minus your opponent's. When your man is crowned, "
            + "your opponent crowns it with a checker from their own pool if they have one, which lowers their "
            + "level.</p>"
            + "<p>Spells and powers deal <b>wounds</b>, one at a time. A healthy checker that is wounded turns face "
            + "down; a face-down checker that is wounded again is captured. On the board a wounded checker shows "
            + "its hatched back with a bandage.</p>"
            + "<p>A <b>saving throw</b> is a die roll plus the saver's LD: 4 or more succeeds, and a 6 always "
            + "does. The program rolls every save, and the die tumbles on screen with the sum beside it.</p>"
            + "<p>Spellcasters (Cleric, Bard, Mage) gain a penny each time their level goes up. A spell takes the "
            + "place of your move, one a turn, and only when you have no capture.</p>"
            + "<h3>The characters</h3>"
            + "<p><b>Demented Ranger.</b> Backstab (instead of moving): a checker of yours right behind an enemy "
            + "checker wounds it half your level times, rounded up. Leap & Stab: after the second jump of a chain, "
            + "deal 1 wound plus one for each level you lead by, shared as you like among the enemies next to "
            + "where you landed.</p>"
            + "<p><b>Stalwart Cleric.</b> Cure Light Wounds (1 penny): turn one of your wounded checkers face up. "
            + "Cure Critical Wounds (3 pennies): when one of your checkers is about to be captured in your "
            + "opponent's turn, you are asked whether to save it; a jumper still lands beyond it. You then miss your "
            + "next turn. Call Lightning (5 pennies): 3 wounds to a checker and 1 to every checker around it.</p>"
            + "<p><b>Bard.</b> Charm (1 penny): a penny on one of your checkers; your opponent saves at once, and "
            + "if that fails, the checker cannot be jumped while the penny stays. Illusion (2 pennies): a "
            + "see-through checker on an empty dark square of your half, which moves and jumps as a man. When it "
            + "would jump, block or be jumped by an enemy, that enemy's owner saves first, and a success makes it "
            + "vanish.</p>"
            + "<p><b>Ranged Attack Thief.</b> Each capture gives an arrow. Instead of moving, shoot up to half your "
            + "level in arrows (rounded up), each along an open diagonal to a checker at most your level away: 1 "
            + "wound each. Loot!: you win at once when you lead by 3 levels, or with a chain of three jumps.</p>"
            + "<p><b>Smart Fighter.</b> Every checker starts with a penny, which the first wound takes off. While "
            + "you lead in levels a jump may turn a corner. A turn with two or more jumps adds a penny to your pool, "
            + "worth a level.</p>"
            + "<p><b>Arcane Mage.</b> Fireball (3 pennies): along an open diagonal to an enemy checker, 2 wounds to "
            + "it and 1 to every checker around it. Magic Missile (1 penny): along a path of empty squares one of "
            + "your checkers could walk, 1 wound to the checker at its end.</p>"
            + "<p>Fireball and Call Lightning hit friend and foe alike, and every checker hit saves to take one "
            + "wound fewer.</p>")
            + qsTr(
            "<h3>How Hatrack reads the rules</h3>"
            + "<ul><li>Losing means having no checkers, or no legal action at all on your turn: a player who can "
            + "still cast, shoot or backstab must do so. Illusions count neither as checkers nor as a way to "
            + "move.</li>"
            + "<li>Backstab is offered only when it would deal at least one wound. The number of Leap & Stab "
            + "wounds is fixed when the stab begins, and you may stop early.</li>"
            + "<li>Cure Critical Wounds can be used once in each of your opponent's turns, against a jump or a "
            + "wound; a checker it saved from a wound stays face down, and it cannot be captured again that "
            + "turn.</li>"
            + "<li>Area spells roll the target's save first, then the squares around it in number order, each "
            + "with the LD it had when the spell was cast. A checker removed by its own side's spell goes to no "
            + "pool.</li>"
            + "<li>An illusion is tested once at the start of the opponent's turn if it is in their way; it is "
            + "never crowned.</li>"
            + "<li>The Thief's range and number of arrows are fixed when the shooting begins. The Fighter's penny "
            + "always takes a wound before the checker does.</li>"
            + "<li>Forty moves each without a capture, a wound, a crown or a man moving is a draw, and so is "
            + "the same position with the same player to move for the third time.</li></ul>"
            + "<h3>Using the board</h3>"
            + "<p>Click a card to choose a character. Your character, level, LD, pool and pennies or arrows are "
            + "shown in the strips above and below the board. Your spells are buttons beside the board, with their "
            + "costs; a greyed one says why when you rest the mouse on it. Click a spell, then a ringed target; "
            + "rest the mouse on a target first to see every square it will hit. Choices such as <i>Stop "
            + "shooting</i> or the Cleric's offer appear as buttons. Click the lines beside the die for every roll "
            + "of the game.</p>")
    })

    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder }

    // Keyboard scrolling works as soon as the panel opens; the text starts at
    // the top for each game.
    onOpened: rulesView.forceActiveFocus()
    onGameIdChanged: rulesView.contentY = 0

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // A Flickable sized by its text, so the wheel, a drag, the scroll bar
        // and the keys all reach the last section in any language.
        Flickable {
            id: rulesView
            objectName: "rulesView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: rulesText.height
            boundsBehavior: Flickable.StopAtBounds
            activeFocusOnTab: true
            readonly property real maxY: Math.max(0, contentHeight - height)
            readonly property real lineStep: 48
            function scrollTo(y) {
                contentY = Math.max(0, Math.min(maxY, y))
            }
            Keys.onPressed: (event) => {
                switch (event.key) {
                case Qt.Key_Up: scrollTo(contentY - lineStep); break
                case Qt.Key_Down: scrollTo(contentY + lineStep); break
                case Qt.Key_PageUp: scrollTo(contentY - height * 0.9); break
                case Qt.Key_PageDown:
                case Qt.Key_Space: scrollTo(contentY + height * 0.9); break
                case Qt.Key_Home: scrollTo(0); break
                case Qt.Key_End: scrollTo(maxY); break
                default: return
                }
                event.accepted = true
            }
            ScrollBar.vertical: PanelScrollBar {
                id: rulesBar
                objectName: "rulesScrollBar"
                needed: rulesView.contentHeight > rulesView.height
            }

            Label {
                id: rulesText
                objectName: "rulesText"
                width: rulesView.width - rulesBar.width - 8
                textFormat: Text.RichText
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: 15
                text: drawer.texts[drawer.gameId] || qsTr("No rules written yet for this game.")
            }
        }
        Button {
            Layout.alignment: Qt.AlignRight
            objectName: "rulesCloseButton"
            text: qsTr("Close")
            onClicked: drawer.close()
        }
    }
}
