<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>How pieces move</source>
        <translation>So ziehen die Steine</translation>
    </message>
    <message>
        <source>A step forward</source>
        <translation>Ein Schritt vorwärts</translation>
    </message>
    <message>
        <source>Move the man on 9 to square 14.</source>
        <translation>Ziehe den Stein von 9 auf das Feld 14.</translation>
    </message>
    <message>
        <source>Black&apos;s men move toward White&apos;s side of the board.</source>
        <translation>Die Steine von Schwarz ziehen auf die Seite von Weiß zu.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 14.</source>
        <translation>Das ist ein erlaubter Zug, aber das Ziel ist das Feld 14.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>Jump!</source>
        <translation>Spring!</translation>
    </message>
    <message>
        <source>Capture the white man.</source>
        <translation>Schlage den weißen Stein.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18.</source>
        <translation>Springe von 14 über 18.</translation>
    </message>
    <message>
        <source>Captures are compulsory: when you can capture, you must.</source>
        <translation>Schlagen ist Pflicht: Wenn du schlagen kannst, musst du es tun.</translation>
    </message>
    <message>
        <source>Pieces stand only on the dark squares. A man moves one square diagonally forward, onto an empty dark square; your men move toward White&apos;s side of the board.</source>
        <translation>Die Steine stehen nur auf den dunklen Feldern. Ein Stein zieht ein Feld diagonal vorwärts auf ein leeres dunkles Feld; deine Steine ziehen auf die Seite von Weiß zu.</translation>
    </message>
    <message>
        <source>Only forward</source>
        <translation>Nur vorwärts</translation>
    </message>
    <message>
        <source>A man never steps backward or sideways. To get somewhere it has to keep going forward, one diagonal step per turn, while your opponent moves in between.</source>
        <translation>Ein Stein zieht nie rückwärts oder seitwärts. Um irgendwohin zu kommen, muss er immer weiter vorwärts, einen diagonalen Schritt pro Zug, während dein Gegner dazwischen zieht.</translation>
    </message>
    <message>
        <source>Bring the man on 15 to square 23.</source>
        <translation>Bringe den Stein von 15 auf das Feld 23.</translation>
    </message>
    <message>
        <source>Square 23 is two diagonal steps forward from 15: go through 18 or 19.</source>
        <translation>Das Feld 23 liegt zwei diagonale Schritte vor 15: Gehe über 18 oder 19.</translation>
    </message>
    <message>
        <source>A man cannot step backward: only forward, toward White&apos;s side.</source>
        <translation>Ein Stein kann nicht rückwärts ziehen, nur vorwärts, auf die Seite von Weiß zu.</translation>
    </message>
    <message>
        <source>A piece captures by jumping over an enemy piece next to it onto the empty square just beyond. The captured piece leaves the board.</source>
        <translation>Ein Stein schlägt, indem er einen benachbarten gegnerischen Stein überspringt und auf dem leeren Feld direkt dahinter landet. Der geschlagene Stein verlässt das Brett.</translation>
    </message>
    <message>
        <source>Capture first</source>
        <translation>Schlagen geht vor</translation>
    </message>
    <message>
        <source>Capturing comes before everything else. Even when a man could step onto the far row, a capture anywhere on the board has to be made first.</source>
        <translation>Schlagen geht allem anderen vor. Selbst wenn ein Stein auf die gegnerische Grundreihe ziehen könnte, muss zuerst geschlagen werden, egal wo auf dem Brett.</translation>
    </message>
    <message>
        <source>Make the capture you must make.</source>
        <translation>Schlage, wie du schlagen musst.</translation>
    </message>
    <message>
        <source>Look for a white man right in front of one of your men, with an empty square behind it.</source>
        <translation>Suche einen weißen Stein direkt vor einem deiner Steine, mit einem leeren Feld dahinter.</translation>
    </message>
    <message>
        <source>Not now: a capture is possible, so you have to capture first.</source>
        <translation>Jetzt nicht: Ein Schlag ist möglich, also musst du zuerst schlagen.</translation>
    </message>
    <message>
        <source>Pick a safe capture</source>
        <translation>Sicher schlagen</translation>
    </message>
    <message>
        <source>When you can capture in more than one way, you may choose which capture to make. Look where your man lands: can a white piece jump it straight back?</source>
        <translation>Kannst du auf mehrere Arten schlagen, darfst du wählen, welchen Schlag du machst. Achte darauf, wo dein Stein landet: Kann ein weißer Stein ihn sofort zurückschlagen?</translation>
    </message>
    <message>
        <source>Capture without losing a man.</source>
        <translation>Schlage, ohne einen Stein zu verlieren.</translation>
    </message>
    <message>
        <source>The man landing on 20 is at the edge of the board, where nothing can jump it.</source>
        <translation>Der Stein, der auf 20 landet, steht am Rand des Bretts, wo ihn nichts überspringen kann.</translation>
    </message>
    <message>
        <source>Legal, but after it a white man can jump one of yours, and the trade is even.</source>
        <translation>Erlaubt, aber danach kann ein weißer Stein einen von deinen schlagen, und der Tausch ist ausgeglichen.</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>Doppelsprung</translation>
    </message>
    <message>
        <source>After a jump, if the same piece can jump again, it must go on: one move can take several pieces. Drop the piece on each landing square in turn, or straight on the last one.</source>
        <translation>Kann derselbe Stein nach einem Sprung noch einmal springen, muss er weitermachen: Ein Zug kann mehrere Steine schlagen. Setze den Stein nacheinander auf jedes Landefeld, oder gleich auf das letzte.</translation>
    </message>
    <message>
        <source>Take both white men in front of your man in one move.</source>
        <translation>Schlage beide weißen Steine vor deinem Stein in einem Zug.</translation>
    </message>
    <message>
        <source>First jump over 7 onto 11, then over 15 onto 18.</source>
        <translation>Springe zuerst über 7 auf 11, dann über 15 auf 18.</translation>
    </message>
    <message>
        <source>The bigger capture</source>
        <translation>Der größere Schlag</translation>
    </message>
    <message>
        <source>Nothing forces you to take the most pieces: any capture will do, even a short one. But when one path takes more, it is usually the better choice.</source>
        <translation>Niemand zwingt dich, die meisten Steine zu schlagen: Jeder Schlag ist erlaubt, auch ein kurzer. Aber wenn ein Weg mehr schlägt, ist er meist die bessere Wahl.</translation>
    </message>
    <message>
        <source>Capture two white men with one move.</source>
        <translation>Schlage zwei weiße Steine mit einem Zug.</translation>
    </message>
    <message>
        <source>The jump over 15 does not stop on 19: it can go on over 24.</source>
        <translation>Der Sprung über 15 endet nicht auf 19: Er kann über 24 weitergehen.</translation>
    </message>
    <message>
        <source>Legal, since you may choose the shorter capture, but the jump over 15 takes two men.</source>
        <translation>Erlaubt, denn du darfst den kürzeren Schlag wählen, aber der Sprung über 15 schlägt zwei Steine.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Zur Dame werden</translation>
    </message>
    <message>
        <source>A man that reaches the far row, the row at your opponent&apos;s edge, is crowned and becomes a king. For Black that is White&apos;s home row, squares 29 to 32.</source>
        <translation>Ein Stein, der die hinterste Reihe auf der Seite deines Gegners erreicht, wird gekrönt und zur Dame. Für Schwarz ist das die Grundreihe von Weiß, die Felder 29 bis 32.</translation>
    </message>
    <message>
        <source>Crown one of your men.</source>
        <translation>Mache einen deiner Steine zur Dame.</translation>
    </message>
    <message>
        <source>The man on 27 is one step from the far row.</source>
        <translation>Der Stein auf 27 ist einen Schritt von der gegnerischen Grundreihe entfernt.</translation>
    </message>
    <message>
        <source>Legal, but that man is still two rows away from the far row.</source>
        <translation>Erlaubt, aber dieser Stein ist noch zwei Reihen von der gegnerischen Grundreihe entfernt.</translation>
    </message>
    <message>
        <source>Crowning ends the move</source>
        <translation>Die Krönung beendet den Zug</translation>
    </message>
    <message>
        <source>A man crowned by a jump stops there, even if the new king could jump again: the move ends at once. The king can capture on your next turn.</source>
        <translation>Ein Stein, der durch einen Sprung zur Dame wird, bleibt dort stehen, auch wenn die neue Dame weiterspringen könnte: Der Zug endet sofort. Die Dame kann in deinem nächsten Zug schlagen.</translation>
    </message>
    <message>
        <source>Crown with a jump, then take the man on 27 with your king.</source>
        <translation>Werde mit einem Sprung zur Dame und schlage dann mit deiner Dame den Stein auf 27.</translation>
    </message>
    <message>
        <source>Jump over 26 onto 31 first. Next turn, the king jumps back over 27.</source>
        <translation>Springe zuerst über 26 auf 31. Im nächsten Zug springt die Dame zurück über 27.</translation>
    </message>
    <message>
        <source>Kings go backward</source>
        <translation>Damen ziehen rückwärts</translation>
    </message>
    <message>
        <source>A king steps and jumps diagonally in all four directions, backward too, but only one square at a time: kings do not fly across the board.</source>
        <translation>Eine Dame zieht und springt diagonal in alle vier Richtungen, auch rückwärts, aber immer nur ein Feld weit: Damen fliegen nicht über das Brett.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Schlage den weißen Stein auf 19.</translation>
    </message>
    <message>
        <source>Only your king can take it: a man never jumps backward.</source>
        <translation>Nur deine Dame kann ihn schlagen: Ein einfacher Stein springt nie rückwärts.</translation>
    </message>
    <message>
        <source>A man never captures backward; here only the king can jump the man on 19.</source>
        <translation>Ein einfacher Stein schlägt nie rückwärts; hier kann nur die Dame den Stein auf 19 überspringen.</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Rundreise</translation>
    </message>
    <message>
        <source>A king&apos;s multiple jump may turn in every direction, and even end on the square it started from: that square counts as empty during the jump.</source>
        <translation>Ein Mehrfachschlag einer Dame darf in jede Richtung abbiegen und sogar auf ihrem Ausgangsfeld enden: Dieses Feld gilt während des Schlags als leer.</translation>
    </message>
    <message>
        <source>Take the four white men around your king in one move.</source>
        <translation>Schlage die vier weißen Steine um deine Dame in einem Zug.</translation>
    </message>
    <message>
        <source>Jump over 14 onto 17, then keep going round: 22, 23 and 15 in turn.</source>
        <translation>Springe über 14 auf 17 und dann weiter im Kreis: nacheinander über 22, 23 und 15.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Gewinnen und Remis</translation>
    </message>
    <message>
        <source>No pieces left</source>
        <translation>Keine Steine mehr</translation>
    </message>
    <message>
        <source>You win when your opponent has no pieces left.</source>
        <translation>Du gewinnst, wenn dein Gegner keine Steine mehr hat.</translation>
    </message>
    <message>
        <source>Win the game with one move.</source>
        <translation>Gewinne die Partie mit einem Zug.</translation>
    </message>
    <message>
        <source>Your king can jump backward over 23, then again over 15.</source>
        <translation>Deine Dame kann rückwärts über 23 springen und dann noch einmal über 15.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot move on their turn. A piece is stuck when the squares in front of it are taken and it has nothing to jump.</source>
        <translation>Du gewinnst auch, wenn dein Gegner am Zug nicht ziehen kann. Ein Stein steckt fest, wenn die Felder vor ihm besetzt sind und er nichts überspringen kann.</translation>
    </message>
    <message>
        <source>Leave White without a legal move.</source>
        <translation>Lass Weiß ohne erlaubten Zug.</translation>
    </message>
    <message>
        <source>The white man on 12 can only go to 8. Fill that square, and keep 3 filled so it cannot jump.</source>
        <translation>Der weiße Stein auf 12 kann nur nach 8. Besetze dieses Feld und lass 3 besetzt, damit er nicht springen kann.</translation>
    </message>
    <message>
        <source>Legal, but it leaves 3 empty: the white man jumps over 8, lands on 3 and is crowned.</source>
        <translation>Erlaubt, aber dann ist 3 leer: Der weiße Stein springt über 8, landet auf 3 und wird zur Dame.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Zum dritten Mal</translation>
    </message>
    <message>
        <source>When the same position comes up for the third time with the same player to move, the game is drawn. With one king each, nobody can win, so a draw is the fair result.</source>
        <translation>Entsteht dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal, endet die Partie remis. Mit einer Dame auf jeder Seite kann niemand gewinnen, also ist ein Remis das gerechte Ergebnis.</translation>
    </message>
    <message>
        <source>Draw by moving your king from 4 to 8 and back, twice.</source>
        <translation>Erreiche ein Remis: Ziehe deine Dame zweimal von 4 nach 8 und zurück.</translation>
    </message>
    <message>
        <source>Keep going back and forth between 4 and 8; White does the same.</source>
        <translation>Ziehe immer wieder zwischen 4 und 8 hin und her; Weiß macht es genauso.</translation>
    </message>
    <message>
        <source>Forty moves</source>
        <translation>Vierzig Züge</translation>
    </message>
    <message>
        <source>The game is also drawn when both players have made 40 moves each with no capture and no man moving. A capture or a man&apos;s step starts that count again, so make progress while you can.</source>
        <translation>Die Partie endet auch remis, wenn beide Spieler je 40 Züge ohne Schlag und ohne Zug eines einfachen Steins gemacht haben. Ein Schlag oder ein Zug eines einfachen Steins beginnt die Zählung neu, also komm voran, solange du kannst.</translation>
    </message>
    <message>
        <source>Capture the white king on 18.</source>
        <translation>Schlage die weiße Dame auf 18.</translation>
    </message>
    <message>
        <source>Either of your kings can jump over 18.</source>
        <translation>Jede deiner beiden Damen kann über 18 springen.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source>Two for one</source>
        <translation>Zwei für einen</translation>
    </message>
    <message>
        <source>Because captures are compulsory, you can give away a man to pull a white piece where you want it. Here one man given buys two.</source>
        <translation>Weil Schlagen Pflicht ist, kannst du einen Stein hergeben, um einen weißen Stein dorthin zu locken, wo du ihn haben willst. Hier bringt ein geopferter Stein zwei ein.</translation>
    </message>
    <message>
        <source>Give one man and take two back.</source>
        <translation>Gib einen Stein her und schlage zwei zurück.</translation>
    </message>
    <message>
        <source>Step to 18: White must jump it, and the man on 9 then jumps twice.</source>
        <translation>Ziehe nach 18: Weiß muss ihn schlagen, und dann springt der Stein auf 9 zweimal.</translation>
    </message>
    <message>
        <source>Legal, but White just jumps it and you get nothing back.</source>
        <translation>Erlaubt, aber Weiß schlägt ihn einfach, und du bekommst nichts zurück.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>The white man on 30 guards the far row. Offer it a man: it must capture and leave its post, opening the way for your other man.</source>
        <translation>Der weiße Stein auf 30 bewacht die Grundreihe. Biete ihm einen Stein an: Er muss schlagen und seinen Posten verlassen, und der Weg für deinen anderen Stein ist frei.</translation>
    </message>
    <message>
        <source>Get a king within two moves.</source>
        <translation>Hole dir innerhalb von zwei Zügen eine Dame.</translation>
    </message>
    <message>
        <source>Step to 26. Once the man on 30 has jumped away, 30 is free for your man on 21.</source>
        <translation>Ziehe nach 26. Sobald der Stein auf 30 weggesprungen ist, ist 30 frei für deinen Stein auf 21.</translation>
    </message>
    <message>
        <source>Legal, but White&apos;s man on 25 jumps your man on 22.</source>
        <translation>Erlaubt, aber der weiße Stein auf 25 schlägt deinen Stein auf 22.</translation>
    </message>
    <message>
        <source>Shot to the king row</source>
        <translation>Schlag zur Damenreihe</translation>
    </message>
    <message>
        <source>A sacrifice can set up a multiple jump that ends on the far row. Find the step that makes White capture into your jump.</source>
        <translation>Ein Opfer kann einen Mehrfachschlag vorbereiten, der auf der gegnerischen Grundreihe endet. Finde den Zug, der Weiß zu einem Schlag zwingt, der dir den Sprung öffnet.</translation>
    </message>
    <message>
        <source>Give one man, then take two and crown.</source>
        <translation>Gib einen Stein her, dann schlage zwei und werde zur Dame.</translation>
    </message>
    <message>
        <source>Step to 22: White must jump onto 18, right in front of your man on 14.</source>
        <translation>Ziehe nach 22: Weiß muss auf 18 springen, direkt vor deinen Stein auf 14.</translation>
    </message>
    <message>
        <source>Legal, but it only trades one man for one and nobody is crowned.</source>
        <translation>Erlaubt, aber das tauscht nur einen Stein gegen einen, und keiner wird zur Dame.</translation>
    </message>
</context>
</TS>
