<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="56"/>
        <source>Cannot start the game: %1</source>
        <translation>Das Spiel kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="131"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="131"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="149"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="151"/>
        <source>%1: keep jumping with the piece on %2</source>
        <translation>%1: weiterschlagen mit dem Stein auf %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="153"/>
        <source>%1 to move: a capture is compulsory</source>
        <translation>%1 am Zug: Schlagen ist Pflicht</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="154"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="229"/>
        <location filename="../app/gamecontroller.cpp" line="266"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="229"/>
        <location filename="../app/gamecontroller.cpp" line="266"/>
        <source>Please wait for the computer.</source>
        <translation>Bitte warte auf den Computer.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="245"/>
        <source>A capture is compulsory: move one of the highlighted pieces.</source>
        <translation>Schlagen ist Pflicht: ziehe einen der markierten Steine.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="246"/>
        <source>That piece has no legal move.</source>
        <translation>Dieser Stein kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="250"/>
        <source>Choose one of your pieces first.</source>
        <translation>Wähle zuerst einen deiner Steine.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="259"/>
        <source>%1 is not allowed: %2</source>
        <translation>%1 ist nicht erlaubt: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="261"/>
        <source>%1 is not allowed.</source>
        <translation>%1 ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="284"/>
        <source>More than one route ends there: drop the piece on each square in turn.</source>
        <translation>Mehrere Wege enden dort: setze den Stein Feld für Feld.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="309"/>
        <source>Could not play %1: %2</source>
        <translation>%1 konnte nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="329"/>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="426"/>
        <source>The computer could not find a move.</source>
        <translation>Der Computer hat keinen Zug gefunden.</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="36"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="37"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="54"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="55"/>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="56"/>
        <source>Change game</source>
        <translation>Anderes Spiel</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="39"/>
        <source>Hatrack — %1</source>
        <translation>Hatrack — %1</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../qml/RulesPanel.qml" line="17"/>
        <source>&lt;h2&gt;Checkers&lt;/h2&gt;&lt;p&gt;Two players, Black and White, each start with twelve men on the dark squares of their first three rows. &lt;b&gt;Black moves first&lt;/b&gt;, then the players take turns.&lt;/p&gt;&lt;h3&gt;Moving&lt;/h3&gt;&lt;p&gt;A man steps one square diagonally forward, onto an empty dark square. A king steps one square diagonally in any of the four directions.&lt;/p&gt;&lt;h3&gt;Capturing&lt;/h3&gt;&lt;p&gt;A piece captures by jumping over an enemy piece on the next diagonal square to the empty square just beyond it; the jumped piece leaves the board at once. If the landing piece can jump again it must, so one move may take several pieces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturing is compulsory.&lt;/b&gt; When any capture is possible you must make one, but you may choose which, even a shorter one. The board rings the pieces that must capture in red.&lt;/p&gt;&lt;h3&gt;Kings&lt;/h3&gt;&lt;p&gt;A man that reaches the far row becomes a king (shown with a crown), and its move ends there, even in the middle of a capture.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;You win when your opponent has no pieces left or cannot move on their turn.&lt;/p&gt;&lt;p&gt;The game is a draw when the same position comes up for the third time with the same player to move, or when both players have made 40 moves with no capture and no man moved.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag a piece to its square, or click the piece and then the square. Green dots mark where the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each landing square in turn, or straight on the last one when only one route leads there. Squares carry their standard numbers (1–32), as used in the move list.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="60"/>
        <source>No rules written yet for this game.</source>
        <translation>Für dieses Spiel gibt es noch keine Regeln.</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="65"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../qml/SetupScreen.qml" line="19"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="21"/>
        <source>Computer — %1</source>
        <translation>Computer — %1</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="61"/>
        <source>Checkers and its variants with special powers</source>
        <translation>Dame und ihre Varianten mit besonderen Kräften</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="81"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="131"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="139"/>
        <source>%1 (moves first)</source>
        <translation>%1 (zieht zuerst)</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="157"/>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="161"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="164"/>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="201"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="22"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="23"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="93"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="121"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="126"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>Flip board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="137"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="143"/>
        <source>Change game or players…</source>
        <translation>Spiel oder Spieler ändern…</translation>
    </message>
</context>
</TS>
