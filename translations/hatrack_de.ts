<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="30"/>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel abbrechen?</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="39"/>
        <source>The game in progress is not over. If you abandon it, it cannot be continued (unless you saved it).</source>
        <translation>Das laufende Spiel ist noch nicht zu Ende. Brichst du es ab, kann es nicht fortgesetzt werden (außer du hast es gespeichert).</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="45"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="52"/>
        <source>Abandon the game</source>
        <translation>Spiel abbrechen</translation>
    </message>
</context>
<context>
    <name>AlienArt</name>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="136"/>
        <source>Ready: on its far row, it is crowned as soon as its player has a piece off the board to stack on it.</source>
        <translation>Bereit: Auf seiner letzten Reihe wird er gekrönt, sobald seine Farbe eine Scheibe neben dem Brett hat, die sie auf ihn stapeln kann.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="140"/>
        <source>%1&apos;s wall: stops %2&apos;s checkers from crossing this edge diagonally; %1&apos;s own pass.</source>
        <translation>Mauer von %1: Steine von %2 dürfen diese Kante nicht diagonal kreuzen, die von %1 schon.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="148"/>
        <source>A card of the draw pile, face down.</source>
        <translation>Eine verdeckte Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="150"/>
        <source>%1 cannot be played now: there is nothing on the board for it to remove.</source>
        <translation>%1 kann jetzt nicht gespielt werden: Auf dem Brett gibt es nichts zu entfernen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="153"/>
        <location filename="../qml/art/AlienArt.qml" line="155"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="154"/>
        <source>Nothing for it to do now: choosing it only uses it up.</source>
        <translation>Jetzt hat sie nichts zu tun: Wer sie wählt, verbraucht sie nur.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="158"/>
        <source>%1&apos;s secret planet: its goal is hidden from you.</source>
        <translation>Geheimer Planet von %1: sein Ziel bleibt dir verborgen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="159"/>
        <source>%1&apos;s planet, %2. Goal: %3</source>
        <translation>Planet von %1, %2. Ziel: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="169"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="173"/>
        <source>Secret planets</source>
        <translation>Geheime Planeten</translation>
    </message>
    <message>
        <source>Black&apos;s pieces lost: %1</source>
        <translation type="vanished">Verlorene Steine von Schwarz: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces lost: %1</source>
        <translation type="vanished">Verlorene Steine von Weiß: %1</translation>
    </message>
    <message>
        <source>Black&apos;s pieces off the board: %1</source>
        <translation type="vanished">Scheiben von Schwarz neben dem Brett: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces off the board: %1</source>
        <translation type="vanished">Scheiben von Weiß neben dem Brett: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="176"/>
        <source>Pieces off the board</source>
        <translation>Scheiben neben dem Brett</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>Black: %1</source>
        <translation>Schwarz: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>White: %1</source>
        <translation>Weiß: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="186"/>
        <source>%1&apos;s pieces captured by the opponent, free to crown a ready pawn, to make an emperor or to come back with Revive.</source>
        <translation>Vom Gegner geschlagene Scheiben von %1, frei zum Krönen eines bereiten Bauern, für einen Kaiser oder zur Rückkehr mit Wiederbelebung.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="194"/>
        <source>Turn the board counter-clockwise</source>
        <translation>Brett gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="195"/>
        <source>Turn the board clockwise</source>
        <translation>Brett im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="206"/>
        <source>Click the ready pawn to crown.</source>
        <translation>Klicke den bereiten Bauern an, der gekrönt werden soll.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="207"/>
        <source>Click a ringed empty dark square to set the Monolith there.</source>
        <translation>Klicke ein markiertes leeres dunkles Feld an, um den Monolithen dort aufzustellen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="208"/>
        <source>Click a ringed square to light a fire there.</source>
        <translation>Klicke ein markiertes Feld an, um dort ein Feuer zu entzünden.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="209"/>
        <source>Click a ringed square to pour water there.</source>
        <translation>Klicke ein markiertes Feld an, um dort Wasser auszugießen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="210"/>
        <source>Click a ringed checker: the Galactic Hippo sits on it and it cannot move.</source>
        <translation>Klicke einen markierten Stein an: Das Galaktische Nilpferd setzt sich darauf, und er kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="211"/>
        <source>Click a ringed checker: the Snookle rides it and lets it step backward.</source>
        <translation>Klicke einen markierten Stein an: Der Snookle reitet darauf und lässt ihn rückwärts ziehen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="212"/>
        <source>Click one of your checkers circled in gold to give it a ring.</source>
        <translation>Klicke einen deiner golden umrandeten Steine an, um ihm einen Ring zu geben.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="213"/>
        <source>Click a ringed square of your home row to bring a pawn back.</source>
        <translation>Klicke ein markiertes Feld deiner Grundreihe an, um einen Bauern zurückzuholen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="214"/>
        <source>Click one of your ringed kings to make it an emperor.</source>
        <translation>Klicke eine deiner markierten Damen an, um sie zum Kaiser zu machen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="215"/>
        <source>Click a glowing edge, then a second one beside it: the two walls go up together.</source>
        <translation>Klicke eine leuchtende Kante an, dann eine zweite daneben: Beide Mauern entstehen zusammen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="216"/>
        <source>Keyboard: Shift and an arrow point at a side of the cursor&apos;s square; Enter chooses that edge.</source>
        <translation>Tastatur: Umschalt und ein Pfeil zeigen auf eine Seite des Felds unter dem Cursor; Enter wählt diese Kante.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="217"/>
        <source>Click what Antimatter removes: a glowing token, wall or square.</source>
        <translation>Klicke an, was die Antimaterie entfernt: ein leuchtendes Plättchen, eine Mauer oder ein Feld.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="225"/>
        <source>Captured: %1</source>
        <translation>Erbeutet: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="227"/>
        <source>Walls: %1</source>
        <translation>Mauern: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="229"/>
        <source>Quiet turns: %1</source>
        <translation>Ruhige Züge: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="235"/>
        <source>Enemy pieces this player has captured in all. The goal of Mars is eight.</source>
        <translation>Gegnerische Scheiben, die dieser Spieler insgesamt geschlagen hat. Das Ziel des Mars sind acht.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="237"/>
        <source>Walls this player can still build: a Walls card builds two.</source>
        <translation>Mauern, die dieser Spieler noch bauen kann: Eine Mauerkarte baut zwei.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="239"/>
        <source>Turns in a row without a capture, a pawn moving or a crown. At 80, forty each, the game is drawn.</source>
        <translation>Züge in Folge ohne Schlagen, ohne Zug eines Bauern und ohne Krönung. Bei 80, vierzig für jeden, endet die Partie remis.</translation>
    </message>
</context>
<context>
    <name>AlienWords</name>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="18"/>
        <source>Monolith</source>
        <translation>Monolith</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="19"/>
        <source>Galactic Hippo</source>
        <translation>Galak­tisches Nilpferd</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="20"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="21"/>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="22"/>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="23"/>
        <source>Walls</source>
        <translation>Mauern</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="24"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="25"/>
        <source>Quarter Turn</source>
        <translation>Viertel­drehung</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="26"/>
        <source>Revive</source>
        <translation>Wieder­belebung</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="27"/>
        <source>Reshuffle</source>
        <translation>Neu mischen</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="28"/>
        <source>Antimatter</source>
        <translation>Anti­materie</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="29"/>
        <source>Coronation</source>
        <translation>Krönung</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="36"/>
        <source>Set the Monolith on an empty dark square, or slide it up to three squares diagonally, shoving checkers ahead.</source>
        <translation>Stelle den Monolithen auf ein leeres dunkles Feld oder schiebe ihn bis zu drei Felder diagonal; er schubst Steine vor sich her.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="37"/>
        <source>Sit the Hippo on any checker: that checker cannot move.</source>
        <translation>Setze das Nilpferd auf einen Stein: Dieser Stein kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="38"/>
        <source>Put the Snookle on any checker: it may also step and jump backward.</source>
        <translation>Setze den Snookle auf einen Stein: Er darf auch rückwärts ziehen und springen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="39"/>
        <source>Light a fire on an empty dark square: no checker may cross or enter it.</source>
        <translation>Entzünde ein Feuer auf einem leeren dunklen Feld: Kein Stein darf es betreten oder überspringen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="40"/>
        <source>Pour water on an empty dark square or a fire: pawns may not enter it.</source>
        <translation>Gieße Wasser auf ein leeres dunkles Feld oder ein Feuer: Bauern dürfen es nicht betreten.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="41"/>
        <source>Build two of your walls, as an L or in a line: they stop enemy diagonals.</source>
        <translation>Baue zwei deiner Mauern, als L oder in einer Linie: Sie sperren gegnerische Diagonalen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="42"/>
        <source>Give one of your checkers a ring: it survives the next jump over it.</source>
        <translation>Gib einem deiner Steine einen Ring: Er übersteht den nächsten Sprung über ihn.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="43"/>
        <source>Turn the whole board a quarter turn, either way.</source>
        <translation>Drehe das ganze Brett um eine Vierteldrehung, in beliebiger Richtung.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="44"/>
        <source>Bring one of your pieces off the board back as a pawn on your home row.</source>
        <translation>Hole eine deiner Scheiben neben dem Brett als Bauer auf deine Grundreihe zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="45"/>
        <source>Shuffle the draw pile, the discards and the other face-up card; turn one up.</source>
        <translation>Mische Stapel, Ablage und die andere offene Karte; decke eine auf.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="46"/>
        <source>Remove one thing from the board: fire, water, a ring, a pair of walls, the Monolith, Hippo or Snookle.</source>
        <translation>Entferne eins: Feuer, Wasser, Ring, Mauerpaar, Monolith, Nilpferd oder Snookle.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="47"/>
        <source>Stack one of your pieces off the board on one of your kings: it becomes an emperor.</source>
        <translation>Staple eine deiner Scheiben neben dem Brett auf eine deiner Damen: Sie wird zum Kaiser.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="53"/>
        <source>Mercury</source>
        <translation>Merkur</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="54"/>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="55"/>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="56"/>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="57"/>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="58"/>
        <source>Saturn</source>
        <translation>Saturn</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="59"/>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="60"/>
        <source>Neptune</source>
        <translation>Neptun</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="61"/>
        <source>Pluto</source>
        <translation>Pluto</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="68"/>
        <source>capture three or more checkers in one move.</source>
        <translation>Schlage in einem Zug drei oder mehr Steine.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="69"/>
        <location filename="../qml/art/AlienWords.qml" line="85"/>
        <source>three or more fires burn on the board.</source>
        <translation>Drei oder mehr Feuer brennen auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="70"/>
        <location filename="../qml/art/AlienWords.qml" line="86"/>
        <source>three or more waters lie on the board.</source>
        <translation>Drei oder mehr Wasser liegen auf dem Brett.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="71"/>
        <source>you have captured eight or more enemy pieces.</source>
        <translation>Du hast acht oder mehr gegnerische Scheiben geschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="72"/>
        <source>you own two emperors.</source>
        <translation>Du besitzt zwei Kaiser.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="73"/>
        <source>three or more of your checkers wear rings.</source>
        <translation>Drei oder mehr deiner Steine tragen Ringe.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="74"/>
        <source>the board lies a quarter turn from its start and you have more checkers.</source>
        <translation>Das Brett liegt eine Vierteldrehung von seinem Anfang entfernt und du hast mehr Steine.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="75"/>
        <source>the Monolith took an enemy checker during your turn.</source>
        <translation>Der Monolith hat in deinem Zug einen gegnerischen Stein geschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="76"/>
        <source>your checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>Dein Stein mit dem Snookle steht auf der Grundreihe des Gegners.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="84"/>
        <source>%1 captures three or more checkers in one move.</source>
        <translation>%1 schlägt in einem Zug drei oder mehr Steine.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="87"/>
        <source>%1 has captured eight or more enemy pieces.</source>
        <translation>%1 hat acht oder mehr gegnerische Scheiben geschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="88"/>
        <source>%1 owns two emperors.</source>
        <translation>%1 besitzt zwei Kaiser.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="89"/>
        <source>three or more of %1&apos;s checkers wear rings.</source>
        <translation>Drei oder mehr Steine von %1 tragen Ringe.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="90"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers.</source>
        <translation>Das Brett liegt eine Vierteldrehung von seinem Anfang entfernt und %1 hat mehr Steine.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="91"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn.</source>
        <translation>Der Monolith hat im Zug von %1 einen gegnerischen Stein geschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="92"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>Der Stein von %1 mit dem Snookle steht auf der Grundreihe des Gegners.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="113"/>
        <source>%1 pawn: steps and jumps diagonally forward.</source>
        <translation>%1, Bauer: zieht und springt diagonal vorwärts.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="114"/>
        <source>%1 king (two pieces): steps and jumps diagonally any way.</source>
        <translation>%1, Dame (zwei Scheiben): zieht und springt diagonal in jede Richtung.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="115"/>
        <source>%1 emperor (three pieces): glides any distance along a free diagonal and captures as a king.</source>
        <translation>%1, Kaiser (drei Scheiben): gleitet beliebig weit über eine freie Diagonale und schlägt wie eine Dame.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="122"/>
        <source>%1 pawn.</source>
        <translation>%1, Bauer.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="123"/>
        <source>%1 king (two pieces).</source>
        <translation>%1, Dame (zwei Scheiben).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="124"/>
        <source>%1 emperor (three pieces).</source>
        <translation>%1, Kaiser (drei Scheiben).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="130"/>
        <source>Wears a ring: the next jump over it takes the ring instead.</source>
        <translation>Trägt einen Ring: Der nächste Sprung über ihn nimmt stattdessen den Ring.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="132"/>
        <source>The Galactic Hippo sits on it.</source>
        <translation>Das Galaktische Nilpferd sitzt darauf.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="133"/>
        <source>The Snookle rides it: it may also step and jump backward.</source>
        <translation>Der Snookle reitet darauf: Er darf auch rückwärts ziehen und springen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="139"/>
        <source>Fire: no checker may enter, land on or jump across this square.</source>
        <translation>Feuer: Kein Stein darf dieses Feld betreten, darauf landen oder es überspringen.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="140"/>
        <source>Water: pawns may not enter or land here; kings and emperors may.</source>
        <translation>Wasser: Bauern dürfen hier nicht hinein oder landen; Damen und Kaiser schon.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="141"/>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured. Fire, water and walls in its path are swept away.</source>
        <translation>Der Monolith: gleitet diagonal, wenn seine Karte gespielt wird, und schubst Steine; einer, der vom Brett oder gegen eine Mauer geschubst wird, ist geschlagen. Feuer, Wasser und Mauern auf seinem Weg fegt er fort.</translation>
    </message>
    <message>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured.</source>
        <translation type="vanished">Der Monolith: gleitet diagonal, wenn seine Karte gespielt wird, und schubst Steine; einer, der vom Brett oder gegen eine Mauer geschubst wird, ist geschlagen.</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/appsettings.cpp" line="208"/>
        <source>As the system</source>
        <translation>Wie im System</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/Board.qml" line="256"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="257"/>
        <source>Arrow keys move the cursor; Enter or Space chooses the square.</source>
        <translation>Pfeiltasten bewegen den Cursor; Eingabe oder Leertaste wählt das Feld.</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="298"/>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="300"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="301"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <location filename="../qml/CardPanel.qml" line="135"/>
        <source>Draw pile</source>
        <translation>Nachzieh­stapel</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="146"/>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <location filename="../qml/CardPanel.qml" line="275"/>
        <source>Choose a card: click it.</source>
        <translation>Wähle eine Karte: Klicke sie an.</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <source>Face up</source>
        <translation>Offen</translation>
    </message>
</context>
<context>
    <name>CardPile</name>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
</context>
<context>
    <name>CheckersArt</name>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="155"/>
        <source>More choices… (%1)</source>
        <translation>Weitere Möglichkeiten… (%1)</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="156"/>
        <source>More choices</source>
        <translation>Weitere Möglichkeiten</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Click a ringed square.</source>
        <translation>Klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Choose what to place, then click a ringed square.</source>
        <translation>Wähle, was du setzen willst, dann klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="114"/>
        <location filename="../qml/art/CheckersArt.qml" line="164"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="121"/>
        <source>The die shows %1.</source>
        <translation>Der Würfel zeigt %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="122"/>
        <source>The die: not rolled yet.</source>
        <translation>Der Würfel: noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="123"/>
        <source>The die. Latest rolls, newest first:</source>
        <translation>Der Würfel. Die letzten Würfe, der neueste zuerst:</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="166"/>
        <source>Setup: %1</source>
        <translation>Aufbau: %1</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>%1, it is %2&apos;s turn, but this is your decision:</source>
        <translation type="vanished">%1: %2 ist am Zug, doch dies entscheidest du:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="55"/>
        <source>%1 decides this, during %2&apos;s turn:</source>
        <translation>%1 entscheidet dies im Zug von %2:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="117"/>
        <source>This question can be turned off in the settings.</source>
        <translation>Diese Frage lässt sich in den Einstellungen abschalten.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="132"/>
        <source>%1: lists them all, and a click on one plays it.</source>
        <translation>%1: zeigt alle an, ein Klick auf einen führt ihn aus.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="245"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Your turn is over.</source>
        <translation type="vanished">Dein Zug ist beendet.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="78"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="79"/>
        <source>Take back your last move: the screen stays yours</source>
        <translation>Deinen letzten Zug zurücknehmen: der Bildschirm bleibt bei dir</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="86"/>
        <source>Pass to %1</source>
        <translation>An %1 weitergeben</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="149"/>
        <source>Pass the screen to %1, then click.</source>
        <translation>Gib den Bildschirm an %1 weiter, dann klicke.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="158"/>
        <source>The table is hidden so that neither player sees what only the other may know.</source>
        <translation>Der Tisch ist verdeckt, damit keiner sieht, was nur der andere wissen darf.</translation>
    </message>
</context>
<context>
    <name>DraftView</name>
    <message>
        <location filename="../qml/DraftView.qml" line="128"/>
        <source>%1 (computer) is choosing…</source>
        <translation>%1 (Computer) wählt…</translation>
    </message>
    <message>
        <location filename="../qml/DraftView.qml" line="218"/>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
</context>
<context>
    <name>DrawAnswerDialog</name>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="27"/>
        <source>%1 offers a draw</source>
        <translation>%1 bietet Remis an</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="36"/>
        <source>%1, do you accept the draw? The game ends at once if you do.</source>
        <translation>%1, nimmst du das Remis an? Dann endet die Partie sofort.</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="42"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="48"/>
        <source>Accept the draw</source>
        <translation>Remis annehmen</translation>
    </message>
</context>
<context>
    <name>FantasyArt</name>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="152"/>
        <source>Shoot arrows (1 arrow each)</source>
        <translation>Pfeile schießen (je 1 Pfeil)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="153"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="160"/>
        <source>Not now: a capture is possible, and capturing comes before any spell or power.</source>
        <translation>Jetzt nicht: Du kannst schlagen, und Schlagen geht jedem Zauber und jeder Fähigkeit vor.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="162"/>
        <source>Not now: finish the decision under way first, or take it back with Escape.</source>
        <translation>Jetzt nicht: Bring zuerst die laufende Entscheidung zu Ende, oder nimm sie mit der Esc-Taste zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="164"/>
        <source>Not now: finish the decision under way first, or take it back with Undo.</source>
        <translation>Jetzt nicht: Bring zuerst die laufende Entscheidung zu Ende, oder nimm sie mit „Rückgängig“ zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="167"/>
        <source>No arrows left: each capture gives one.</source>
        <translation>Keine Pfeile mehr: Jeder geschlagene Stein bringt einen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="169"/>
        <source>Not enough pennies: it costs %1, and you have %2.</source>
        <translation>Nicht genug Münzen: Es kostet %1, du hast %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="170"/>
        <source>Not now: there is nothing it could be used on.</source>
        <translation>Jetzt nicht: Es gibt kein Ziel dafür.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>1 penny</source>
        <translation>1 Münze</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>%1 pennies</source>
        <translation>%1 Münzen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1 + %2</source>
        <translation>Vorrat: %1 + %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Demented Ranger</source>
        <translation>Wahnsinniger Waldläufer</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Stalwart Cleric</source>
        <translation>Standhafter Kleriker</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Ranged Attack Thief</source>
        <translation>Fernkampf-Dieb</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Smart Fighter</source>
        <translation>Schlauer Kämpfer</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Arcane Mage</source>
        <translation>Arkaner Magier</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Backstab</source>
        <translation>Meucheln</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <source>Instead of moving: a checker of yours standing right behind an enemy checker wounds it as often as half your level, rounded up.</source>
        <translation>Statt zu ziehen: Ein Stein von dir direkt hinter einem gegnerischen Stein verwundet ihn so oft wie deine halbe Stufe, aufgerundet.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>Leap &amp; Stab</source>
        <translation>Sprung &amp; Stich</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>After the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among enemies next to where you landed.</source>
        <translation>Nach dem zweiten Sprung einer Kette: 1 Wunde plus eine je Stufe Vorsprung, beliebig verteilt auf Gegner neben dem Landefeld.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Cure Light Wounds</source>
        <translation>Leichte Wunden heilen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <source>Turn one of your wounded checkers face up again.</source>
        <translation>Dreh einen deiner verwundeten Steine wieder um.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Cure Critical Wounds</source>
        <translation>Kritische Wunden heilen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <source>In your opponent&apos;s turn, stop one of your checkers from being captured. You then miss your next turn.</source>
        <translation>Im Zug deines Gegners verhinderst du, dass einer deiner Steine geschlagen wird. Dafür setzt du deinen nächsten Zug aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Call Lightning</source>
        <translation>Blitz herbeirufen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <source>3 wounds to a checker and 1 to every checker around it, friend or foe; each may save to take one fewer.</source>
        <translation>3 Wunden für einen Stein und 1 für jeden Stein ringsum, Freund wie Feind; jeder darf einen Rettungswurf machen, um eine Wunde weniger zu nehmen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Charm</source>
        <translation>Bezaubern</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <source>Put a penny on one of your checkers: it cannot be jumped, unless your opponent&apos;s saving throw at once knocks the penny off.</source>
        <translation>Leg eine Münze auf einen deiner Steine: Er kann nicht übersprungen werden, außer der sofortige Rettungswurf deines Gegners wirft die Münze herunter.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Illusion</source>
        <translation>Trugbild</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <source>Place a make-believe checker on an empty dark square of your half. It moves like a man; an enemy it meets may save to make it vanish.</source>
        <translation>Setz einen Schein-Stein auf ein leeres dunkles Feld deiner Hälfte. Er zieht wie ein Stein; ein Gegner, auf den er trifft, darf würfeln, um ihn verschwinden zu lassen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <location filename="../qml/art/FantasyArt.qml" line="380"/>
        <location filename="../qml/art/FantasyArt.qml" line="397"/>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <source>Each capture gives an arrow. Instead of moving, shoot up to half your level (rounded up) along open diagonals, as far as your level: 1 wound each.</source>
        <translation>Jeder geschlagene Stein bringt einen Pfeil. Statt zu ziehen, schieß bis zu deiner halben Stufe (aufgerundet) Pfeile entlang freier Diagonalen, so weit wie deine Stufe: je 1 Wunde.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Loot!</source>
        <translation>Beute!</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Win at once when you lead by 3 levels, or with a chain of three jumps.</source>
        <translation>Sofort gewonnen mit 3 Stufen Vorsprung oder mit einer Kette aus drei Sprüngen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Loads of HP</source>
        <translation>Viele Lebenspunkte</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Every checker starts with a penny that takes its first wound.</source>
        <translation>Jeder Stein beginnt mit einer Münze, die seine erste Wunde abfängt.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>Tactical Master</source>
        <translation>Taktikmeister</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>While you lead in levels, a jump may turn a corner.</source>
        <translation>Solange du in Stufen vorn liegst, darf ein Sprung um die Ecke gehen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Smart</source>
        <translation>Schlau</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Two or more jumps in a turn add a penny to your pool, worth a level.</source>
        <translation>Zwei oder mehr Sprünge in einem Zug legen eine Münze in deinen Vorrat, die eine Stufe wert ist.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Fireball</source>
        <translation>Feuerball</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <source>Along an open diagonal to an enemy checker: 2 wounds to it and 1 to every checker around it; each may save to take one fewer.</source>
        <translation>Entlang einer freien Diagonale auf einen gegnerischen Stein: 2 Wunden für ihn und 1 für jeden Stein ringsum; jeder darf einen Rettungswurf machen, um eine Wunde weniger zu nehmen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <location filename="../qml/art/FantasyArt.qml" line="239"/>
        <source>Magic Missile</source>
        <translation>Magisches Geschoss</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <source>Along a path one of your checkers could walk through empty squares: 1 wound to the checker at its end.</source>
        <translation>Entlang eines Weges über leere Felder, den einer deiner Steine gehen könnte: 1 Wunde für den Stein an seinem Ende.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="231"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="232"/>
        <location filename="../qml/art/FantasyArt.qml" line="407"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Shoot arrows</source>
        <translation>Pfeile schießen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="257"/>
        <source>Wound an enemy checker from right behind it, as often as half your level (rounded up).</source>
        <translation>Verwunde einen gegnerischen Stein von direkt hinter ihm, so oft wie deine halbe Stufe (aufgerundet).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="258"/>
        <source>Shoot arrows along open diagonals, 1 wound each.</source>
        <translation>Schieß Pfeile entlang freier Diagonalen, je 1 Wunde.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="259"/>
        <source>Turn one of your wounded checkers face up.</source>
        <translation>Dreh einen deiner verwundeten Steine wieder um.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="260"/>
        <source>Stop a capture of one of your checkers; you miss your next turn.</source>
        <translation>Verhindere das Schlagen eines deiner Steine; du setzt deinen nächsten Zug aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="261"/>
        <source>3 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>3 Wunden für das Ziel, 1 für jeden Stein ringsum; Rettungswürfe ziehen eine ab.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="262"/>
        <source>A penny on your checker: it cannot be jumped while the penny stays.</source>
        <translation>Eine Münze auf deinem Stein: Solange sie liegt, kann er nicht übersprungen werden.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="263"/>
        <source>A make-believe checker on an empty dark square of your half.</source>
        <translation>Ein Schein-Stein auf einem leeren dunklen Feld deiner Hälfte.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="264"/>
        <source>2 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>2 Wunden für das Ziel, 1 für jeden Stein ringsum; Rettungswürfe ziehen eine ab.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="265"/>
        <source>1 wound at the end of a path one of your checkers could walk.</source>
        <translation>1 Wunde am Ende eines Weges, den einer deiner Steine gehen könnte.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="318"/>
        <source>%1.</source>
        <comment>a checker named alone, its wound said after it</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="322"/>
        <source>%1 king</source>
        <translation>Dame von %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="322"/>
        <source>%1 man</source>
        <translation>Stein von %1</translation>
    </message>
    <message>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit.</source>
        <translation type="vanished">%1: Klicke einen umrandeten Stein an. Zeig zuerst mit der Maus darauf, um jedes Feld zu sehen, das der Zauber trifft.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="398"/>
        <source>Arrows: the Thief gains one with each capture and shoots them instead of moving.</source>
        <translation>Pfeile: Der Dieb erhält mit jedem Schlagen einen und schießt sie, statt zu ziehen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="399"/>
        <source>Pennies: what this player&apos;s spells are paid with (a spellcaster gains one each time its level goes up). Not the pool, which holds the checkers it captured.</source>
        <translation>Münzen: damit bezahlt dieser Spieler seine Zauber (ein Zauberkundiger erhält eine, wenn seine Stufe steigt). Nicht der Vorrat, der die geschlagenen Steine hält.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="291"/>
        <source>%1&apos;s illusion: it moves and jumps like a man, and vanishes when an enemy it meets saves.</source>
        <translation>Trugbild von %1: Es zieht und springt wie ein Stein und verschwindet, wenn ein Gegner, auf den es trifft, seinen Rettungswurf schafft.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="294"/>
        <source>%1, wounded (face down): one more wound captures it.</source>
        <translation>%1, verwundet (umgedreht): Noch eine Wunde, und er ist geschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="296"/>
        <location filename="../qml/art/FantasyArt.qml" line="319"/>
        <source>%1, healthy.</source>
        <translation>%1, unverletzt.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="298"/>
        <source>Charmed: it carries a Bard&apos;s penny and cannot be jumped.</source>
        <translation>Bezaubert: Er trägt eine Münze des Barden und kann nicht übersprungen werden.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="301"/>
        <source>It carries a penny, which takes the next wound.</source>
        <translation>Er trägt eine Münze, die die nächste Wunde abfängt.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="302"/>
        <source>It carries %1 pennies.</source>
        <translation>Er trägt %1 Münzen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="306"/>
        <source>Pennies in the pool: %1, each worth a level.</source>
        <translation>Münzen im Vorrat: %1, jede eine Stufe wert.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="316"/>
        <source>%1&apos;s illusion.</source>
        <translation>Trugbild von %1.</translation>
    </message>
    <message>
        <source>%1, wounded (face down).</source>
        <translation type="vanished">%1, verwundet (umgedreht).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="327"/>
        <source>The checkers %1 captured: each is a level (a king counts two). Crowning an enemy man takes one back.</source>
        <translation>Die Steine, die %1 geschlagen hat: Jeder ist eine Stufe wert (eine Dame zählt doppelt). Wird ein gegnerischer Stein zur Dame, geht einer davon zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="345"/>
        <source>Leap &amp; Stab: click a ringed enemy checker next to your jumper to wound it, or stop stabbing.</source>
        <translation>Sprung &amp; Stich: Klicke einen umrandeten gegnerischen Stein neben deinem schlagenden Stein an, um ihn zu verwunden, oder hör auf zu stechen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="348"/>
        <source>Shoot arrows: click a ringed checker to wound it with an arrow, or stop shooting.</source>
        <translation>Pfeile schießen: Klicke einen umrandeten Stein an, um ihn mit einem Pfeil zu verwunden, oder hör auf zu schießen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="350"/>
        <source>Backstab: click a ringed enemy checker to wound it.</source>
        <translation>Meucheln: Klicke einen umrandeten gegnerischen Stein an, um ihn zu verwunden.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="352"/>
        <source>Click a ringed empty square of your half to place the illusion.</source>
        <translation>Klicke ein umrandetes leeres Feld deiner Hälfte an, um das Trugbild hinzusetzen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="354"/>
        <source>Click a ringed wounded checker of yours to heal it.</source>
        <translation>Klicke einen deiner umrandeten verwundeten Steine an, um ihn zu heilen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="356"/>
        <source>Click a ringed checker of yours to put a penny on it.</source>
        <translation>Klicke einen deiner umrandeten Steine an, um eine Münze daraufzulegen.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="358"/>
        <location filename="../qml/art/FantasyArt.qml" line="366"/>
        <source>Click a ringed square.</source>
        <translation>Klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="361"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Undo takes the spell back.</source>
        <translation>%1: Klicke einen umrandeten Stein an. Zeig zuerst mit der Maus darauf, um jedes Feld zu sehen, das der Zauber trifft. Rückgängig nimmt den Zauber zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="364"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Escape takes the spell back.</source>
        <translation>%1: Klicke einen umrandeten Stein an. Zeig zuerst mit der Maus darauf, um jedes Feld zu sehen, das der Zauber trifft. Die Esc-Taste nimmt den Zauber zurück.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="373"/>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="374"/>
        <source>LD %1</source>
        <translation>LD %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="382"/>
        <source>Pennies</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="384"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="392"/>
        <source>Level: the checkers in this player&apos;s pool, a king counting two.</source>
        <translation>Stufe: die Steine im Vorrat dieses Spielers, eine Dame zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="393"/>
        <source>LD, the level difference: this player&apos;s level minus the opponent&apos;s. It is added to each of this player&apos;s saving throws, which succeed on 4 or more.</source>
        <translation>LD, der Stufenunterschied: die Stufe dieses Spielers minus die des Gegners. Er wird zu jedem Rettungswurf dieses Spielers addiert; ab 4 gelingt der Wurf.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="381"/>
        <source>Arrows %1</source>
        <translation>Pfeile %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="383"/>
        <source>Pennies %1</source>
        <translation>Münzen %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="385"/>
        <source>Skips next turn</source>
        <translation>Setzt den nächsten Zug aus</translation>
    </message>
</context>
<context>
    <name>FantasyCharacterChoice</name>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 chooses</source>
        <translation>%1 wählt</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 (the computer) is choosing…</source>
        <translation>%1 (der Computer) wählt…</translation>
    </message>
    <message>
        <source>%1 first; then %2 chooses and moves first.</source>
        <translation type="vanished">%1 zuerst; danach wählt %2 und zieht zuerst.</translation>
    </message>
    <message>
        <source>%1, then moves first.</source>
        <translation type="vanished">%1 und zieht dann zuerst.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="54"/>
        <source>%1 chooses first; then %2 chooses and moves first.</source>
        <translation>%1 wählt zuerst; danach wählt %2 und zieht zuerst.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="55"/>
        <source>%1 (the computer) chooses first; then %2 chooses and moves first.</source>
        <translation>%1 (der Computer) wählt zuerst; danach wählt %2 und zieht zuerst.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="58"/>
        <source>Now %1 chooses, and moves first.</source>
        <translation>Jetzt wählt %1 und zieht dann zuerst.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="59"/>
        <source>Now %1 (the computer) is choosing, and moves first…</source>
        <translation>Jetzt wählt %1 (der Computer) und zieht dann zuerst…</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="60"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="83"/>
        <source>Choose a character</source>
        <translation>Wähle eine Figur</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="100"/>
        <source>%1 has chosen the %2.</source>
        <translation>%1 hat gewählt: %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="110"/>
        <source>Both players may take the same character. Costs are in pennies.</source>
        <translation>Beide Spieler dürfen dieselbe Figur nehmen. Die Kosten sind in Münzen angegeben.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="195"/>
        <source>Chosen by %1</source>
        <translation>Gewählt von %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="206"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="208"/>
        <source>(free)</source>
        <translation>(kostenlos)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="105"/>
        <source>Cannot start the game: %1</source>
        <translation>Das Spiel kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="258"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="171"/>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="214"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="vanished">%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="260"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="372"/>
        <source>Resignation taken back: the game goes on.</source>
        <translation>Aufgabe zurückgenommen: Die Partie geht weiter.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="374"/>
        <source>Agreed draw taken back: the game goes on.</source>
        <translation>Vereinbartes Remis zurückgenommen: Die Partie geht weiter.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="376"/>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="17"/>
        <location filename="../app/gamecontroller_records.cpp" line="182"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="20"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="29"/>
        <location filename="../app/gamecontroller_files.cpp" line="60"/>
        <location filename="../app/gamecontroller_records.cpp" line="195"/>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="43"/>
        <source>Could not resume the game: %1</source>
        <translation>Das Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="46"/>
        <source>the game in progress</source>
        <translation>das laufende Spiel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="54"/>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="63"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="129"/>
        <source>Viewing move %1 (%2) — back to the game</source>
        <translation>Ansicht: Zug %1 (%2) — zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="135"/>
        <source>This is an earlier position: go back to the game to play.</source>
        <translation>Das ist eine frühere Stellung: Kehre zur Partie zurück, um zu ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="194"/>
        <source>That position cannot be shown: %1</source>
        <translation>Diese Stellung kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>Move played again.</source>
        <translation>Zug wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>The move could not be played again.</source>
        <translation>Der Zug konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="249"/>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="272"/>
        <location filename="../app/gamecontroller_view.cpp" line="301"/>
        <source>The computer found no hint.</source>
        <translation>Der Computer hat keinen Tipp gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="302"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="303"/>
        <source>Hint: %1, expecting %2 in reply.</source>
        <translation>Tipp: %1, erwartete Antwort: %2.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="304"/>
        <source>Why: %1.</source>
        <translation>Warum: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="44"/>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet Remis an.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="55"/>
        <source>%1 (computer) declines the draw.</source>
        <translation>%1 (Computer) lehnt das Remis ab.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="61"/>
        <source>%1 (computer) is considering the draw offer…</source>
        <translation>%1 (Computer) prüft das Remisangebot …</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="82"/>
        <source>%1 (computer) accepts the draw.</source>
        <translation>%1 (Computer) nimmt das Remis an.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="86"/>
        <source>%1 (computer) declines the draw: it thinks it stands better.</source>
        <translation>%1 (Computer) lehnt das Remis ab: Er meint, besser zu stehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="95"/>
        <source>%1 declines the draw.</source>
        <translation>%1 lehnt das Remis ab.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="73"/>
        <source>Position copied: %1</source>
        <translation>Stellung kopiert: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="74"/>
        <source>Position copied to the clipboard.</source>
        <translation>Stellung in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="86"/>
        <source>There is no position to paste: the clipboard holds no text.</source>
        <translation>Es gibt keine Stellung zum Einfügen: Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="112"/>
        <source>This is not a position of %1: %2</source>
        <translation>Das ist keine Stellung von %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="113"/>
        <source>This is not a position of any game: %1</source>
        <translation>Das ist keine Stellung eines der Spiele: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="135"/>
        <source>New game from the pasted position.</source>
        <translation>Neues Spiel aus der eingefügten Stellung.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="136"/>
        <source>New game of %1 from the pasted position.</source>
        <translation>Neues Spiel %1 aus der eingefügten Stellung.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="147"/>
        <source>Hatrack game</source>
        <translation>Hatrack-Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="152"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="152"/>
        <source>Hatrack (%1)</source>
        <translation>Hatrack (%1)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="165"/>
        <location filename="../app/gamecontroller_records.cpp" line="176"/>
        <source>PDN is for checkers: this game cannot be written as PDN.</source>
        <translation>PDN gibt es nur für das Damespiel: Dieses Spiel lässt sich nicht als PDN schreiben.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="169"/>
        <source>The game was copied as PDN.</source>
        <translation>Die Partie wurde als PDN kopiert.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="185"/>
        <source>Saved as PDN to %1.</source>
        <translation>Als PDN gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="209"/>
        <source>%1: %2 – %3, %4</source>
        <translation>%1: %2 – %3, %4</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="210"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="216"/>
        <source>No game was found in the PDN.</source>
        <translation>Im PDN wurde keine Partie gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="237"/>
        <source>Could not open the PDN game: %1</source>
        <translation>Die PDN-Partie konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="242"/>
        <source>the PDN game</source>
        <translation>die PDN-Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="247"/>
        <source>Opened %1 (%2 moves): step through it in the list of moves.</source>
        <translation>%1 geöffnet (%2 Züge): In der Zugliste kannst du sie nachspielen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="248"/>
        <source>Opened %1 as far as it could be played: %2</source>
        <translation>%1 geöffnet, so weit sie sich spielen ließ: %2</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="161"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="163"/>
        <source>Draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_lesson.cpp" line="11"/>
        <source>Cannot start the level: %1</source>
        <translation>Die Aufgabe kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="84"/>
        <source>%1 decides something during your turn, which goes on after it.</source>
        <translation>%1 entscheidet etwas während deines Zuges, der danach weitergeht.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="87"/>
        <source>Done: back to %1&apos;s turn.</source>
        <translation>Erledigt: weiter mit dem Zug von %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="88"/>
        <source>Your turn is over.</source>
        <translation>Dein Zug ist beendet.</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="26"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You lose</source>
        <translation>Du verlierst</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="30"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="128"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="135"/>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="141"/>
        <source>Change game</source>
        <translation>Anderes Spiel</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/gamesession.cpp" line="176"/>
        <source>The game could not be saved for later: %1</source>
        <translation>Das Spiel konnte nicht für später gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="218"/>
        <location filename="../app/gamesession.cpp" line="222"/>
        <location filename="../app/gamesession.cpp" line="316"/>
        <source>Could not play %1: %2</source>
        <translation>%1 konnte nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="394"/>
        <source>The computer could not find a move.</source>
        <translation>Der Computer hat keinen Zug gefunden.</translation>
    </message>
</context>
<context>
    <name>HatHeap</name>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="140"/>
        <source>Bag of Hats: empty, so no hat is drawn from it.</source>
        <translation>Hutbeutel: leer, es wird also kein Hut daraus gezogen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="141"/>
        <source>Bag of Hats: %n hat(s) (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</source>
        <translation>
            <numerusform>Hutbeutel: %n Hut (%1). Jedes Mal, wenn ein Stein das Brett verlässt, zieht der Gegner seines Besitzers zufällig einen.</numerusform>
            <numerusform>Hutbeutel: %n Hüte (%1). Jedes Mal, wenn ein Stein das Brett verlässt, zieht der Gegner seines Besitzers zufällig einen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="142"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>Out of the game: %n hat(s) (%1).</source>
        <translation>
            <numerusform>Aus dem Spiel: %n Hut (%1).</numerusform>
            <numerusform>Aus dem Spiel: %n Hüte (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
</context>
<context>
    <name>HatInfo</name>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="34"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="35"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="36"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="37"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="38"/>
        <source>clear</source>
        <translation>Kristall</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="39"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="46"/>
        <source>Zotting</source>
        <translation>Wegzaubern</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="47"/>
        <source>Nimbleness</source>
        <translation>Flinkheit</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="48"/>
        <source>Venom</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="49"/>
        <source>Warding</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="50"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="51"/>
        <source>Valor</source>
        <translation>Tapferkeit</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="58"/>
        <source>Never captures by jumping. Instead, as its whole turn, it removes one enemy piece from a diagonally adjacent square (any of the four directions) without moving. The red hat then leaves the game.</source>
        <translation>Schlägt nie durch Überspringen. Stattdessen entfernt er als ganzen Zug einen gegnerischen Stein von einem diagonal benachbarten Feld (in alle vier Richtungen), ohne sich zu bewegen. Danach scheidet der rote Hut aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="61"/>
        <source>May jump over its own pieces without harming them, and mix such jumps with captures (forward only for a man). A capture it can reach this way is compulsory.</source>
        <translation>Darf eigene Steine überspringen, ohne ihnen zu schaden, und solche Sprünge mit Schlägen verbinden (ein einfacher Stein nur vorwärts). Ein Schlag, der so erreichbar ist, ist Pflicht.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="63"/>
        <source>Whoever captures this piece is poisoned and leaves the board at the end of its owner&apos;s turn. The green hat then leaves the game.</source>
        <translation>Wer diesen Stein schlägt, ist vergiftet und verlässt am Ende des Zuges seines Besitzers das Brett. Danach scheidet der grüne Hut aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="65"/>
        <source>When this piece would be captured, the blue hat leaves the game instead and the piece is safe for the rest of that turn. It also stops poison.</source>
        <translation>Würde dieser Stein geschlagen, scheidet stattdessen der blaue Hut aus dem Spiel aus, und der Stein ist für den Rest des Zuges sicher. Er hilft auch gegen Gift.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="67"/>
        <source>Never captures by jumping. It captures by stepping onto an enemy&apos;s square, the way it could step there (forward only for a man). One such capture per turn.</source>
        <translation>Schlägt nie durch Überspringen. Er schlägt, indem er auf das Feld eines gegnerischen Steins zieht, so wie er dorthin ziehen könnte (ein einfacher Stein nur vorwärts). Ein solcher Schlag pro Zug.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="69"/>
        <source>Never jumps straight: it jumps over an adjacent enemy and lands beside it at a right angle to its approach. A man must land further forward (two rows straight ahead).</source>
        <translation>Springt nie geradeaus: Er springt über einen benachbarten Gegner und landet im rechten Winkel zu seiner Anlaufrichtung neben ihm. Ein einfacher Stein muss weiter vorn landen (zwei Reihen gerade voraus).</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="80"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="88"/>
        <source>%n red</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Rot</numerusform>
            <numerusform>%n Rot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="89"/>
        <source>%n yellow</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Gelb</numerusform>
            <numerusform>%n Gelb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="90"/>
        <source>%n green</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Grün</numerusform>
            <numerusform>%n Grün</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="91"/>
        <source>%n blue</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Blau</numerusform>
            <numerusform>%n Blau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="92"/>
        <source>%n clear</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Kristall</numerusform>
            <numerusform>%n Kristall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="93"/>
        <source>%n purple</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n Lila</numerusform>
            <numerusform>%n Lila</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="vanished">%1 × %2</translation>
    </message>
</context>
<context>
    <name>HatSlot</name>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="86"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="90"/>
        <source>When a player loses a piece, they may put one hat from their rack on one of their pieces.</source>
        <translation>Wenn ein Spieler einen Stein verliert, darf er einem seiner Steine einen Hut aus seinem Hutständer aufsetzen.</translation>
    </message>
</context>
<context>
    <name>LabController</name>
    <message>
        <location filename="../app/labcontroller.cpp" line="59"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="61"/>
        <source>Standard rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="314"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LabGameList</name>
    <message>
        <location filename="../qml/LabGameList.qml" line="34"/>
        <source>%1 #%2 · %3 · %4 plies · %5</source>
        <translation>%1 Nr. %2 · %3 · %4 Halbzüge · %5</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="46"/>
        <source>Open this game of %1 on the board</source>
        <translation>Diese Partie von %1 auf dem Brett öffnen</translation>
    </message>
</context>
<context>
    <name>LabLengths</name>
    <message>
        <location filename="../qml/LabLengths.qml" line="35"/>
        <source>%1: %2 plies on average (%3–%4)</source>
        <translation>%1: im Schnitt %2 Halbzüge (%3–%4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabLengths.qml" line="62"/>
        <source>%n game(s) of %1–%2 plies</source>
        <translation>
            <numerusform>%n Partie mit %1–%2 Halbzügen</numerusform>
            <numerusform>%n Partien mit %1–%2 Halbzügen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabLengths.qml" line="72"/>
        <source>%1 plies</source>
        <translation>%1 Halbzüge</translation>
    </message>
</context>
<context>
    <name>LabOutcomes</name>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="27"/>
        <source>%1 (95%: %2–%3)</source>
        <translation>%1 (95 %: %2–%3)</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="36"/>
        <location filename="../qml/LabOutcomes.qml" line="38"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="37"/>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabOutcomes.qml" line="61"/>
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n Partie</numerusform>
            <numerusform>%1 · %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="96"/>
        <source>%1 of %2 games; 95% interval %3–%4%</source>
        <translation>%1 von %2 Partien; 95-%-Intervall %3–%4 %</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="114"/>
        <source>%1&apos;s score</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="154"/>
        <source>Differs from %1 beyond chance (95%).</source>
        <translation>Unterscheidet sich von %1 über den Zufall hinaus (95 %).</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="155"/>
        <source>No difference from %1 beyond chance yet.</source>
        <translation>Noch kein Unterschied zu %1 über den Zufall hinaus.</translation>
    </message>
</context>
<context>
    <name>LabScreen</name>
    <message>
        <location filename="../qml/LabScreen.qml" line="68"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="72"/>
        <source>Variant lab</source>
        <translation>Variantenlabor</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="79"/>
        <source>Computer against computer, many times over: compare option sets.</source>
        <translation>Computer gegen Computer, viele Male: Optionen vergleichen.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="118"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="129"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="134"/>
        <source>One per value ▾</source>
        <translation>Eine je Wert ▾</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="138"/>
        <source>A variant for each value of one option</source>
        <translation>Eine Variante für jeden Wert einer Option</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="161"/>
        <source>%1 (its first four of %2 values)</source>
        <translation>%1 (die ersten vier der %2 Werte)</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="191"/>
        <source>+ Add a variant</source>
        <translation>+ Variante hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="199"/>
        <source>Four variants at most: remove one to add another.</source>
        <translation>Höchstens vier Varianten: Entferne eine, um eine andere hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="204"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>A</source>
        <translation type="vanished">A</translation>
    </message>
    <message>
        <source>B</source>
        <translation type="vanished">B</translation>
    </message>
    <message>
        <source>A takes the first seat in every other game.</source>
        <translation type="vanished">A nimmt in jeder zweiten Partie den ersten Platz ein.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="209"/>
        <source>Computer 1</source>
        <translation>Computer 1</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="217"/>
        <source>Computer 2</source>
        <translation>Computer 2</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="229"/>
        <source>The two computers swap seats every game.</source>
        <translation>Die beiden Computer tauschen in jeder Partie die Plätze.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="238"/>
        <source>Games per variant</source>
        <translation>Partien je Variante</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="247"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Play the games</source>
        <translation>Partien spielen</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="297"/>
        <source>Choose the variants, then play the games.</source>
        <translation>Wähle die Varianten und lass dann die Partien spielen.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="298"/>
        <source>Playing: %1 of %2 games, %3 s</source>
        <translation>Es wird gespielt: %1 von %2 Partien, %3 s</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="299"/>
        <source>%1 of %2 games played in %3 s</source>
        <translation>%1 von %2 Partien in %3 s gespielt</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="321"/>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="322"/>
        <source>A win counts 1 and a draw ½. The range after a score (95%) is where the true score lies 19 times in 20: it narrows as more games are played.</source>
        <translation>Ein Sieg zählt 1, ein Remis ½. Der Bereich hinter einem Ergebnis (95 %) enthält das wahre Ergebnis in 19 von 20 Fällen: Er wird mit jeder weiteren Partie enger.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="333"/>
        <source>How long games last</source>
        <translation>Wie lange Partien dauern</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="334"/>
        <source>In plies: a ply is one player&apos;s turn, so a move by each side is two.</source>
        <translation>In Halbzügen: Ein Halbzug ist der Zug eines Spielers, ein Zug jeder Seite sind also zwei.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="342"/>
        <source>How games end</source>
        <translation>Wie Partien enden</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="353"/>
        <source>What each side had and used</source>
        <translation>Was jede Seite hatte und einsetzte</translation>
    </message>
    <message>
        <source>Powers, hats, characters, cards and planets</source>
        <translation type="vanished">Kräfte, Hüte, Figuren, Karten und Planeten</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="363"/>
        <source>The games</source>
        <translation>Die Partien</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="377"/>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="378"/>
        <source>Export JSON…</source>
        <translation>Als JSON exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="379"/>
        <source>Save all games…</source>
        <translation>Alle Partien speichern…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="383"/>
        <source>Export PDN…</source>
        <translation>PDN exportieren…</translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message>
        <location filename="../qml/LabTable.qml" line="40"/>
        <source>This game has no powers, cards or characters to count.</source>
        <translation>Dieses Spiel hat keine Kräfte, Karten oder Figuren zum Zählen.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="41"/>
        <source>No game has ended yet.</source>
        <translation>Noch keine Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="95"/>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="96"/>
        <source>no winner</source>
        <translation>kein Sieger</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="120"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabTable.qml" line="122"/>
        <source>had in %n game(s)</source>
        <translation>
            <numerusform>in %n Partie dabei</numerusform>
            <numerusform>in %n Partien dabei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabTable.qml" line="122"/>
        <source>used %n time(s)</source>
        <translation>
            <numerusform>%n-mal eingesetzt</numerusform>
            <numerusform>%n-mal eingesetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s)</source>
        <translation type="vanished">
            <numerusform>%n Einsatz</numerusform>
            <numerusform>%n Einsätze</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1 games, used %2 times</source>
        <translation type="vanished">in %1 Partien, %2-mal eingesetzt</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="155"/>
        <source>The side that had or used it scored %1% (95%: %2–%3%)</source>
        <translation>Die Seite, die es hatte oder einsetzte, erzielte %1 % (95 %: %2–%3 %)</translation>
    </message>
</context>
<context>
    <name>LabVariantCard</name>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="51"/>
        <source>Name (optional)</source>
        <translation>Name (freiwillig)</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="59"/>
        <location filename="../qml/LabVariantCard.qml" line="62"/>
        <source>Remove this variant</source>
        <translation>Diese Variante entfernen</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="67"/>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="64"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="69"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="128"/>
        <source>%1 of %2 levels · %3 ★</source>
        <translation>%1 von %2 Aufgaben · %3 ★</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="185"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="262"/>
        <source>Reset progress…</source>
        <translation>Fortschritt zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="268"/>
        <source>Continue ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="283"/>
        <source>Reset progress?</source>
        <translation>Fortschritt zurücksetzen?</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="294"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="298"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="304"/>
        <source>Forget the stars won in the lessons of %1?</source>
        <translation>Die in den Lektionen von %1 gewonnenen Sterne vergessen?</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message numerus="yes">
        <location filename="../app/lessoncoach.cpp" line="434"/>
        <source>New to %1? %n short levels teach it</source>
        <translation>
            <numerusform>Noch nie „%1“ gespielt? %n kurze Aufgabe bringt es dir bei</numerusform>
            <numerusform>Noch nie „%1“ gespielt? %n kurze Aufgaben bringen es dir bei</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../qml/LessonOffer.qml" line="53"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../qml/LessonOffer.qml" line="68"/>
        <location filename="../qml/LessonOffer.qml" line="71"/>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../qml/LessonPanel.qml" line="74"/>
        <source>◀ Lessons</source>
        <translation>◀ Lektionen</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="76"/>
        <source>Back to the list of lessons (Escape)</source>
        <translation>Zurück zur Liste der Lektionen (Escape)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="116"/>
        <source>Level %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="94"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="97"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Einstellungen (Strg+,)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="182"/>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message numerus="yes">
        <source>Three stars: in %n move(s).</source>
        <translation type="vanished">
            <numerusform>Drei Sterne: in %n Zug.</numerusform>
            <numerusform>Drei Sterne: in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="202"/>
        <source>Moves for three stars: %1</source>
        <translation>Züge für drei Sterne: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="194"/>
        <source>Best: %1</source>
        <translation>Bestes: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="326"/>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="327"/>
        <source>Not quite.</source>
        <translation>Noch nicht ganz.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="329"/>
        <source>Watch: the solution is played for you.</source>
        <translation>Schau zu: Die Lösung wird für dich gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="292"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="328"/>
        <source>That was the solution. Now try it yourself.</source>
        <translation>Das war die Lösung. Jetzt versuch es selbst.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="350"/>
        <source>Three stars for the fewest moves with no hint, no failed try and no Show me. A move the rules refuse costs nothing.</source>
        <translation>Drei Sterne gibt es für die wenigsten Züge ohne Tipp, ohne Fehlversuch und ohne „Zeig es mir“. Ein Zug, den die Regeln ablehnen, kostet nichts.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="391"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="394"/>
        <source>A word of help, and the next step on the board (H)</source>
        <translation>Ein Wort der Hilfe und der nächste Schritt auf dem Brett (H)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="400"/>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="403"/>
        <source>Plays the solution on the board. It counts as help: a level won after it earns fewer stars.</source>
        <translation>Spielt die Lösung auf dem Brett vor. Das zählt als Hilfe: Wer die Aufgabe danach löst, bekommt weniger Sterne.</translation>
    </message>
    <message>
        <source>Plays the solution on the board (no stars)</source>
        <translation type="vanished">Spielt die Lösung auf dem Brett (keine Sterne)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="409"/>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="417"/>
        <source>Next ▶</source>
        <translation>Nächste ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="85"/>
        <location filename="../qml/LessonPanel.qml" line="88"/>
        <source>Rules of the game (F1)</source>
        <translation>Spielregeln (F1)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="93"/>
        <source>Hatrack — %1</source>
        <translation>Hatrack — %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="329"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="331"/>
        <location filename="../qml/Main.qml" line="341"/>
        <source>Hatrack games (*.hatrack)</source>
        <translation>Hatrack-Spiele (*.hatrack)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <location filename="../qml/Main.qml" line="174"/>
        <location filename="../qml/Main.qml" line="175"/>
        <location filename="../qml/Main.qml" line="300"/>
        <location filename="../qml/Main.qml" line="309"/>
        <location filename="../qml/Main.qml" line="331"/>
        <location filename="../qml/Main.qml" line="341"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="298"/>
        <source>Export the game as PDN</source>
        <translation>Partie als PDN exportieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="174"/>
        <location filename="../qml/Main.qml" line="300"/>
        <location filename="../qml/Main.qml" line="309"/>
        <source>PDN game records (*.pdn)</source>
        <translation>PDN-Partien (*.pdn)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="171"/>
        <source>Export the lab&apos;s results</source>
        <translation>Die Ergebnisse des Labors exportieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="175"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="192"/>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="308"/>
        <source>Import a PDN game</source>
        <translation>PDN-Partie importieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="340"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="368"/>
        <source>Hatrack</source>
        <translation>Hatrack</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="375"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="391"/>
        <source>Resume the game in progress?</source>
        <translation>Das laufende Spiel fortsetzen?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="398"/>
        <source>A game was left unfinished the last time Hatrack ran. Continue it where it stopped, or choose a new game?</source>
        <translation>Beim letzten Mal blieb in Hatrack ein Spiel unvollendet. Dort weiterspielen, wo es aufgehört hat, oder ein neues Spiel wählen?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="404"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="410"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="441"/>
        <source>Cannot start the level: %1</source>
        <translation>Die Aufgabe kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="465"/>
        <source>Some of the moves given with --moves could not be played.</source>
        <translation>Einige der mit --moves angegebenen Züge ließen sich nicht spielen.</translation>
    </message>
</context>
<context>
    <name>MoveCell</name>
    <message>
        <location filename="../qml/MoveCell.qml" line="33"/>
        <source>In the saved game: %1</source>
        <translation>In der gespeicherten Partie: %1</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>Please wait for the computer.</source>
        <translation>Bitte warte auf den Computer.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="117"/>
        <source>Capture on %1</source>
        <translation>Auf %1 schlagen</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="238"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <translation>Der Stein auf %1 gehört %2, und %3 ist am Zug.</translation>
    </message>
    <message>
        <source>The man on %1</source>
        <translation type="vanished">Der Stein auf %1</translation>
    </message>
    <message>
        <source>The king on %1</source>
        <translation type="vanished">Die Dame auf %1</translation>
    </message>
    <message>
        <source>The piece on %1</source>
        <translation type="vanished">Der Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="263"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="269"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="301"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 muss schlagen: %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="302"/>
        <source>%1 can go to %2.</source>
        <translation>%1 kann nach %2 ziehen.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="304"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 kann nicht ziehen: Schlagen ist Pflicht (%2).</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="305"/>
        <source>%1 cannot move now.</source>
        <translation>%1 kann jetzt nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="306"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <translation>%1 kann nicht ziehen; nur der Stein auf %2 kann es.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="308"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <translation>%1 kann nicht ziehen; die Steine auf %2 können es.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="315"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <translation>%1 ist nicht erlaubt: Dieser Stein gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="324"/>
        <source>%1 is not allowed: %2. %3</source>
        <translation>%1 ist nicht erlaubt: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="325"/>
        <source>%1 is not allowed. %2</source>
        <translation>%1 ist nicht erlaubt. %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="416"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <translation>%1 beendet den Zug: Der Stein kann nicht weiter nach %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="428"/>
        <source>More than one route ends there: move the piece one square at a time.</source>
        <translation>Mehrere Wege enden dort: Ziehe den Stein Feld für Feld.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="450"/>
        <source>Not on %1: click one of the glowing edges.</source>
        <translation>Nicht auf %1: Klicke eine der leuchtenden Kanten an.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="451"/>
        <source>Not on %1: choose one of the ringed squares.</source>
        <translation>Nicht auf %1: Wähle eines der umrandeten Felder.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="241"/>
        <source>Choose one of your pieces first.</source>
        <translation>Wähle zuerst einen deiner Steine.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="404"/>
        <source>Two captures land there: choose which one to make.</source>
        <translation>Zwei Schläge enden dort: wähle, welchen du machst.</translation>
    </message>
    <message>
        <source>That cannot go on square %1.</source>
        <translation type="vanished">Das darf nicht auf Feld %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="50"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>Die Figur auf %1 gehört %2, und %3 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="51"/>
        <source>Choose one of your pieces first.</source>
        <comment>pawns-in-hats</comment>
        <translation>Wähle zuerst eine deiner Figuren.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="52"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>Die Figur auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="53"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 kann nicht ziehen; nur die Figur auf %2 kann es.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="54"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 kann nicht ziehen; die Figuren auf %2 können es.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="55"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 ist nicht erlaubt: Diese Figur gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="57"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 beendet den Zug: Die Figur kann nicht weiter nach %2.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="134"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="148"/>
        <source>%1 each</source>
        <translation>%1 je Spieler</translation>
    </message>
</context>
<context>
    <name>PawnsArt</name>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Kingly Crown</source>
        <translation>Königskrone</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Queenly Crown</source>
        <translation>Königinnenkrone</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Bishop Mitre</source>
        <translation>Bischofsmitra</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Knighted Helm</source>
        <translation>Ritterhelm</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Hunting Tyrolean</source>
        <translation>Tiroler Jägerhut</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Mirage Hat</source>
        <translation>Trugbild-Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="97"/>
        <source>unknown hat</source>
        <translation>unbekannter Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>hunter (a rook)</source>
        <translation>Jäger (ein Turm)</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>mirage</source>
        <translation>Trugbild</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="103"/>
        <source>moves as a king, one square any way; keep it out of check</source>
        <translation>zieht als König ein Feld in jede Richtung; halte ihn aus dem Schach</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="104"/>
        <source>moves as a hunter, which is a rook</source>
        <translation>zieht als Jäger, also wie ein Turm</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="105"/>
        <source>moves as whatever the die makes it</source>
        <translation>zieht als das, wozu der Würfel ihn macht</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="107"/>
        <source>moves as a %1</source>
        <translation>zieht als %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="111"/>
        <source>Unknown hat: picked up, the die names it (1 Kingly Crown, 2 Queenly Crown, 3 Bishop Mitre, 4 Knighted Helm, 5 Hunting Tyrolean, 6 a Mirage that vanishes).</source>
        <translation>Unbekannter Hut: Wird er aufgehoben, bestimmt ihn der Würfel (1 Königskrone, 2 Königinnenkrone, 3 Bischofsmitra, 4 Ritterhelm, 5 Tiroler Jägerhut, 6 ein Trugbild, das verschwindet).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="114"/>
        <source>Mirage Hat: a 6 on the die; it vanishes from the board.</source>
        <translation>Trugbild-Hut: eine 6 auf dem Würfel; er verschwindet vom Brett.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="115"/>
        <source>%1 (a %2 on the die): a pawn wearing it %3.</source>
        <translation>%1 (eine %2 auf dem Würfel): Wer diesen Hut trägt, %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="131"/>
        <source>Unknown hat: a pawn that steps here may pick it up and roll the die.</source>
        <translation>Unbekannter Hut: Ein Bauer, der hierher zieht, darf ihn aufheben und würfeln.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="132"/>
        <source>%1, lying here: a bare pawn that steps here may pick it up and wear it, and then it %2.</source>
        <translation>%1, hier liegend: Ein Bauer ohne Hut, der hierher zieht, darf diesen Hut aufheben und aufsetzen; wer ihn trägt, %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="139"/>
        <location filename="../qml/art/PawnsArt.qml" line="160"/>
        <source>%1 pawn holding a %2, not yet worn.</source>
        <translation>Bauer von %1, hält %2 in der Hand, noch nicht aufgesetzt.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="141"/>
        <source>%1 pawn: steps one square straight ahead, or punches an enemy on the square ahead.</source>
        <translation>Bauer von %1: zieht ein Feld geradeaus vor oder boxt einen Gegner auf dem Feld davor.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="144"/>
        <source>%1 pawn wearing a %2: %3.</source>
        <translation>Bauer von %1 mit %2: %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="179"/>
        <source>An unknown hat lies at its feet (not worn).</source>
        <translation>Ein unbekannter Hut liegt zu seinen Füßen (nicht aufgesetzt).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="180"/>
        <source>A %1 lies at its feet (not worn).</source>
        <translation>Zu seinen Füßen liegt: %1 (nicht aufgesetzt).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="239"/>
        <source>Moves by either player since the last capture, punch, step of a hatless pawn or hat put on or taken off. At 100, fifty each, the game is drawn.</source>
        <translation>Züge beider Spieler seit dem letzten Schlag, Boxhieb, Zug eines Bauern ohne Hut oder auf- oder abgesetzten Hut. Bei 100, fünfzig für jeden, endet die Partie remis.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="240"/>
        <source>Hats nobody has picked up yet: the die says what each is when a pawn does. Once all are known, and none was ever a Kingly Crown, the game is drawn.</source>
        <translation>Hüte, die noch niemand aufgehoben hat: Der Würfel bestimmt jeden, sobald ein Bauer es tut. Sind alle bestimmt und war keiner je eine Königskrone, endet die Partie remis.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="243"/>
        <source>Enemy pieces this player has captured.</source>
        <translation>Gegnerische Figuren, die dieser Spieler geschlagen hat.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="149"/>
        <source>In check!</source>
        <translation>Im Schach!</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="161"/>
        <source>%1 pawn.</source>
        <translation>Bauer von %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="162"/>
        <source>%1 pawn wearing a %2.</source>
        <translation>Bauer von %1 mit %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the %1</source>
        <translation>%1 aufheben</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the hat</source>
        <translation>Hut aufheben</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="193"/>
        <source>Leave the hat lying</source>
        <translation>Hut liegen lassen</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Wear the %1</source>
        <translation>%1 aufsetzen</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Put the hat on</source>
        <translation>Hut aufsetzen</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="197"/>
        <source>Keep the hat on</source>
        <translation>Hut aufbehalten</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="215"/>
        <source>Click a ringed square beside your pawn to set the %1 down there, or put it on.</source>
        <translation>Klicke ein umrandetes Feld neben deinem Bauern an, um den Hut (%1) dort abzulegen, oder setze ihn auf.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="218"/>
        <source>To take the hat off, click a ringed square beside the piece to set it down there; or keep it on.</source>
        <translation>Um den Hut abzunehmen, klicke ein umrandetes Feld neben der Figur an, um ihn dort abzulegen; oder behalte ihn auf.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="221"/>
        <source>The punch knocked the hat off: click a ringed square beside the piece where it lands.</source>
        <translation>Der Boxhieb hat den Hut heruntergeschlagen: Klicke ein umrandetes Feld neben der Figur an, auf dem er landen soll.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="223"/>
        <source>Click a ringed square.</source>
        <translation>Klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="229"/>
        <source>50-move count: %1</source>
        <translation>50-Züge-Zähler: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="230"/>
        <source>Unknown hats: %1</source>
        <translation>Unbekannte Hüte: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="233"/>
        <source>Captured: %1</source>
        <translation>Erbeutet: %1</translation>
    </message>
</context>
<context>
    <name>PdnGamesDialog</name>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="31"/>
        <source>Choose a game (%1 in the file)</source>
        <translation>Partie wählen (%1 in der Datei)</translation>
    </message>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="49"/>
        <source>Type to narrow the list (event, player, result)</source>
        <translation>Tippen, um die Liste einzugrenzen (Turnier, Spieler, Ergebnis)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/savefile.cpp" line="22"/>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/savefile.cpp" line="41"/>
        <source>the file is too large to be a saved game</source>
        <translation>die Datei ist zu groß für ein gespeichertes Spiel</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <location filename="../qml/ResignDialog.qml" line="20"/>
        <source>Resign the game?</source>
        <translation>Partie aufgeben?</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="27"/>
        <source>%1 resigns and %2 wins the game.</source>
        <translation>%1 gibt auf, und %2 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="33"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="40"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>RollHistory</name>
    <message>
        <location filename="../qml/RollHistory.qml" line="31"/>
        <source>Rolls of the die, newest first</source>
        <translation>Würfe des Würfels, der neueste zuerst</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="69"/>
        <source>No die has been rolled in this game yet.</source>
        <translation>In dieser Partie wurde noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="76"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>&lt;h2&gt;Checkers&lt;/h2&gt;&lt;p&gt;Two players, Black and White, each start with twelve men on the dark squares of their first three rows. &lt;b&gt;Black moves first&lt;/b&gt;, then the players take turns.&lt;/p&gt;&lt;h3&gt;Moving&lt;/h3&gt;&lt;p&gt;A man steps one square diagonally forward, onto an empty dark square. A king steps one square diagonally in any of the four directions.&lt;/p&gt;&lt;h3&gt;Capturing&lt;/h3&gt;&lt;p&gt;A piece captures by jumping over an enemy piece on the next diagonal square to the empty square just beyond it; the jumped piece leaves the board at once. If the landing piece can jump again it must, so one move may take several pieces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturing is compulsory.&lt;/b&gt; When any capture is possible you must make one, but you may choose which, even a shorter one. The board marks the pieces that must capture with a ring of orange dashes.&lt;/p&gt;&lt;h3&gt;Kings&lt;/h3&gt;&lt;p&gt;A man that reaches the far row becomes a king (shown with a crown), and its move ends there, even in the middle of a capture.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;You win when your opponent has no pieces left or cannot move on their turn.&lt;/p&gt;&lt;p&gt;The game is a draw when the same position comes up for the third time with the same player to move, or when both players have made 40 moves with no capture and no man moved.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag a piece to its square, or click the piece and then the square. Green dots mark where the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each landing square in turn, or straight on the last one when only one route leads there. Squares carry their standard numbers (1–32), as used in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Dame&lt;/h2&gt;&lt;p&gt;Zwei Spieler, Schwarz und Weiß, beginnen mit je zwölf Steinen auf den dunklen Feldern ihrer ersten drei Reihen. &lt;b&gt;Schwarz zieht zuerst&lt;/b&gt;, danach wird abwechselnd gezogen.&lt;/p&gt;&lt;h3&gt;Ziehen&lt;/h3&gt;&lt;p&gt;Ein Stein zieht ein Feld diagonal vorwärts auf ein leeres dunkles Feld. Eine Dame zieht ein Feld diagonal in jede der vier Richtungen.&lt;/p&gt;&lt;h3&gt;Schlagen&lt;/h3&gt;&lt;p&gt;Ein Stein schlägt, indem er einen gegnerischen Stein auf dem nächsten diagonalen Feld überspringt und auf dem leeren Feld direkt dahinter landet; der übersprungene Stein verlässt sofort das Brett. Kann der Stein danach weiterschlagen, muss er es tun, so dass ein Zug mehrere Steine schlagen kann.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schlagen ist Pflicht.&lt;/b&gt; Ist ein Schlag möglich, musst du schlagen, darfst aber wählen, welchen, auch einen kürzeren. Das Brett kennzeichnet die Steine, die schlagen müssen, mit einem Ring aus orangefarbenen Strichen.&lt;/p&gt;&lt;h3&gt;Damen&lt;/h3&gt;&lt;p&gt;Ein Stein, der die gegnerische Grundreihe erreicht, wird zur Dame (mit einer Krone gezeigt), und sein Zug endet dort, auch mitten in einem Schlag.&lt;/p&gt;&lt;h3&gt;Spielende&lt;/h3&gt;&lt;p&gt;Du gewinnst, wenn dein Gegner keine Steine mehr hat oder am Zug nicht ziehen kann.&lt;/p&gt;&lt;p&gt;Die Partie endet remis, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht oder beide Spieler 40 Züge ohne Schlag und ohne Zug eines einfachen Steins gemacht haben.&lt;/p&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;Ziehe einen Stein auf sein Feld, oder klicke den Stein und dann das Feld an. Grüne Punkte zeigen, wohin der gewählte Stein ziehen kann; der letzte Zug ist getönt. Bei einem Mehrfachschlag setze den Stein auf jedes Landefeld nacheinander, oder gleich auf das letzte, wenn nur ein Weg dorthin führt. Die Felder tragen ihre üblichen Nummern (1–32), wie in der Zugliste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sorcerer&apos;s Apprentice&lt;/h2&gt;&lt;p&gt;Checkers as usual (men step forward, kings both ways, a man reaching the far row is crowned and stops there), played with &lt;b&gt;magic hats&lt;/b&gt;: the tiny pyramids of an Icehouse set, five in each of six colours, thirty in all. Pieces that wear a hat gain its power. Black moves first.&lt;/p&gt;&lt;h3&gt;Bag and racks&lt;/h3&gt;&lt;p&gt;All thirty hats start in the &lt;b&gt;Bag of Hats&lt;/b&gt;. Each player has a &lt;b&gt;Hat Rack&lt;/b&gt;, shown in the strip along that player&apos;s side of the board. The bag sits at the end of the upper strip, and the box of hats that have left the game at the end of the lower one. Rest the mouse on any hat to read its power.&lt;/p&gt;&lt;p&gt;A piece is &lt;i&gt;captured&lt;/i&gt; whenever it leaves the board, however that happens: jumped, zotted, stepped on with Strength, or killed by poison. Each time one of your pieces leaves the board:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;your opponent draws one hat at random from the bag into their rack (nothing, if the bag is empty);&lt;/li&gt;&lt;li&gt;then &lt;b&gt;you&lt;/b&gt; may take one hat from your rack and put it on one of your pieces that wears none. You may always decline.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;This happens at that very instant, even in the middle of your opponent&apos;s multiple jump, before the jumper goes on. So when the first piece of a double jump falls, you can still put Warding or Venom on the piece that is about to be taken next.&lt;/p&gt;&lt;p&gt;Hats worn by a captured piece leave the game. A man that is crowned keeps its hats.&lt;/p&gt;&lt;h3&gt;Captures are compulsory&lt;/h3&gt;&lt;p&gt;Every kind of capture counts: a jump, a zot or a Strength capture. If any of them is available you must make one, but you may choose which.&lt;/p&gt;&lt;h3&gt;The six hats&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Red — Zotting.&lt;/b&gt; The piece cannot capture by jumping (so it never forces a jump). Instead it may spend its whole turn removing one enemy piece, man or king, from one of the four diagonally neighbouring squares; it does not move. The red hat then leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Yellow — Nimbleness.&lt;/b&gt; The piece may also jump over its own pieces, which stay on the board. Such jumps may be chained and mixed with captures (a man still only goes forward), and a move may consist of friendly jumps alone; no square may be landed on twice in one move. A capture that friendly jumps can reach is available, and so compulsory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Green — Venom.&lt;/b&gt; When this piece is captured, the piece that captured it is poisoned (shown with a green skull) and leaves the board at the end of its owner&apos;s turn, with the usual draw and placement. The green hat leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blue — Warding.&lt;/b&gt; When this piece would be captured, the blue hat leaves the game instead and the piece cannot be captured again this turn. A jumper still lands beyond it and may carry on as if it had captured, but may not jump that piece again this turn. A zot or Strength capture against it is used up and the attacker stays where it was. Warding also saves a poisoned piece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clear — Strength.&lt;/b&gt; The piece cannot capture by jumping. It captures by stepping onto an enemy&apos;s square in a direction it could step (forward only for a man), removing that piece. Only one such capture per turn; a man that reaches the far row this way is crowned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purple — Valor.&lt;/b&gt; The piece never jumps straight. It jumps over a neighbouring enemy and lands on the empty square next to that enemy at a right angle to its approach. A man may only land further forward, which means two rows straight ahead of where it started the jump; a king may turn either way. Multiple jumps continue as usual.&lt;/p&gt;&lt;h3&gt;End of the game and score&lt;/h3&gt;&lt;p&gt;The game ends when a player has no pieces left, when the player to move has no legal move, when the same position comes up for the third time, or after 40 moves by each side with no capture and no man moved. Then the score decides (having no move does not lose by itself):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;most hats in the rack wins;&lt;/li&gt;&lt;li&gt;if equal, most kings on the board;&lt;/li&gt;&lt;li&gt;if still equal, most pieces on the board;&lt;/li&gt;&lt;li&gt;otherwise it is a draw.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;Any combination can be chosen on the setup screen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mixed Hat Draft:&lt;/b&gt; all thirty hats lie open and the players take turns choosing one, the second player first, until each has chosen twelve. Those 24 hats form the bag; the other six leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Select Hat Draft:&lt;/b&gt; drafted the same way, but your twelve picks become your own pool (kept by your opponent). Instead of drawing from the bag, each time you capture you choose one hat from your pool.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contrary Select Hat Draft:&lt;/b&gt; as Select, but your opponent chooses which hat of your pool you receive.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing Many Hats:&lt;/b&gt; a piece may wear several hats, but a hat may go on a piece that already wears one only while all of your pieces wear the same number of hats. The powers add up: if any hat forbids jumping, the piece cannot capture by jumping; Zotting and Strength add their ways of capturing; Valor bends every jump; each Warding hat absorbs one capture; Venom poisons once and all the piece&apos;s Venom hats then leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Second-Hand Hats:&lt;/b&gt; when you capture a piece that wears hats, they go into your rack (Venom hats still leave the game), on top of the usual draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing for Blood:&lt;/b&gt; the score becomes most pieces on the board, then most hats in the rack, then most kings, then a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triple Hat Combo Bonus:&lt;/b&gt; instead of moving, you may return three hats of three different colours from your rack to the box to put two of your captured pieces back as men on empty squares of your own home row (you choose the squares; you need two captured pieces and two free squares), or return three hats of one colour to take any two hats from your opponent&apos;s rack. Captures stay compulsory, so the bonus is offered only on a turn with no capture.&lt;/p&gt;&lt;h3&gt;Where we had to decide&lt;/h3&gt;&lt;p&gt;The original rules leave a few things open; this is how Hatrack plays them:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A Strength capture ends the move: the piece does not jump on afterwards.&lt;/li&gt;&lt;li&gt;With Second-Hand Hats, the hats of a piece that dies of poison go to the opponent&apos;s rack, as if the opponent had captured it.&lt;/li&gt;&lt;li&gt;A zot reaches any of the four neighbouring diagonal squares, backwards too, even for a man.&lt;/li&gt;&lt;li&gt;Zots and Strength captures are captures like jumps: when one is possible, a capture must be made.&lt;/li&gt;&lt;li&gt;A player who cannot move ends the game but does not lose by that alone: the score decides.&lt;/li&gt;&lt;li&gt;A Warding hat protects for the rest of the turn, so a chain can pass over the warded piece once but not take it.&lt;/li&gt;&lt;li&gt;The move list keeps each turn together with whatever happened in between. Moves on the board are written as in checkers (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; for a zot), everything else in words, such as &quot;White puts blue on 19&quot; between two jumps of Black&apos;s. Rest the mouse on a turn to see it in notation: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Move as in checkers: drag a piece, or click it and then its square. An orange crosshair marks an enemy piece you can zot or take with Strength: drag your piece onto it or click it. When you may place a hat, the colours you can place glow in your rack: click one (it is chosen already when there is only one), then click one of the ringed pieces, or press &lt;i&gt;No hat this time&lt;/i&gt;. In a draft, click a pyramid to take it.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Zauberlehrling (Sorcerer&apos;s Apprentice)&lt;/h2&gt;&lt;p&gt;Dame wie gewohnt (einfache Steine ziehen vorwärts, Damen in beide Richtungen, ein Stein auf der gegnerischen Grundreihe wird zur Dame und hält dort an), gespielt mit &lt;b&gt;Zauberhüten&lt;/b&gt;: den kleinen Pyramiden eines Icehouse-Sets, fünf in jeder von sechs Farben, dreißig insgesamt. Steine mit Hut erhalten dessen Kraft. Schwarz zieht zuerst.&lt;/p&gt;&lt;h3&gt;Beutel und Hutständer&lt;/h3&gt;&lt;p&gt;Alle dreißig Hüte liegen zu Beginn im &lt;b&gt;Hutbeutel&lt;/b&gt;. Jeder Spieler hat einen &lt;b&gt;Hutständer&lt;/b&gt;, gezeigt in der Leiste an seiner Seite des Bretts. Der Beutel steht am Ende der oberen Leiste, die Schachtel mit den Hüten, die aus dem Spiel ausgeschieden sind, am Ende der unteren. Halte die Maus über einen Hut, um seine Kraft zu lesen.&lt;/p&gt;&lt;p&gt;Ein Stein gilt als &lt;i&gt;geschlagen&lt;/i&gt;, sobald er das Brett verlässt, ganz gleich wie: übersprungen, weggezaubert, mit Stärke betreten oder durch Gift. Jedes Mal, wenn einer deiner Steine das Brett verlässt:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;zieht dein Gegner zufällig einen Hut aus dem Beutel in seinen Hutständer (nichts, wenn der Beutel leer ist);&lt;/li&gt;&lt;li&gt;danach darfst &lt;b&gt;du&lt;/b&gt; einen Hut aus deinem Hutständer auf einen deiner Steine ohne Hut setzen. Du darfst immer verzichten.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Das geschieht genau in diesem Augenblick, auch mitten im Mehrfachschlag deines Gegners, bevor der Springer weiterzieht. Fällt also der erste Stein eines Doppelschlags, kannst du dem Stein, der als Nächstes fallen würde, noch Schutz oder Gift aufsetzen.&lt;/p&gt;&lt;p&gt;Hüte eines geschlagenen Steins scheiden aus dem Spiel aus. Ein Stein, der zur Dame wird, behält seine Hüte.&lt;/p&gt;&lt;h3&gt;Schlagen ist Pflicht&lt;/h3&gt;&lt;p&gt;Jede Art zu schlagen zählt: Überspringen, Wegzaubern oder ein Schlag mit Stärke. Ist einer davon möglich, musst du schlagen, darfst aber wählen, wie.&lt;/p&gt;&lt;h3&gt;Die sechs Hüte&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Rot — Wegzaubern.&lt;/b&gt; Der Stein kann nicht durch Überspringen schlagen (und erzwingt deshalb nie einen Sprung). Stattdessen darf er seinen ganzen Zug damit verbringen, einen gegnerischen Stein oder eine Dame von einem der vier diagonal benachbarten Felder zu entfernen; er selbst bewegt sich nicht. Danach scheidet der rote Hut aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gelb — Flinkheit.&lt;/b&gt; Der Stein darf auch eigene Steine überspringen, die auf dem Brett bleiben. Solche Sprünge dürfen aneinandergereiht und mit Schlägen gemischt werden (ein einfacher Stein bleibt bei vorwärts), und ein Zug darf nur aus solchen Sprüngen bestehen; kein Feld darf in einem Zug zweimal betreten werden. Ein Schlag, den eigene Sprünge erreichbar machen, ist möglich und damit Pflicht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grün — Gift.&lt;/b&gt; Wird dieser Stein geschlagen, ist der schlagende Stein vergiftet (mit einem grünen Totenkopf gezeigt) und verlässt am Ende des Zuges seines Besitzers das Brett, mit dem üblichen Ziehen und Aufsetzen. Der grüne Hut scheidet aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blau — Schutz.&lt;/b&gt; Würde dieser Stein geschlagen, scheidet stattdessen der blaue Hut aus dem Spiel aus, und der Stein kann in diesem Zug nicht mehr geschlagen werden. Ein Springer landet trotzdem hinter ihm und darf weiterziehen, als hätte er geschlagen, darf diesen Stein in diesem Zug aber nicht noch einmal überspringen. Wegzaubern oder ein Schlag mit Stärke gegen ihn ist verbraucht, und der Angreifer bleibt, wo er war. Schutz rettet auch einen vergifteten Stein.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Klar — Stärke.&lt;/b&gt; Der Stein kann nicht durch Überspringen schlagen. Er schlägt, indem er auf das Feld eines gegnerischen Steins zieht, in einer Richtung, in die er ziehen könnte (ein einfacher Stein nur vorwärts), und diesen entfernt. Nur ein solcher Schlag pro Zug; ein Stein, der so die gegnerische Grundreihe erreicht, wird zur Dame.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lila — Tapferkeit.&lt;/b&gt; Der Stein springt nie geradeaus. Er springt über einen benachbarten Gegner und landet auf dem leeren Feld neben diesem Gegner, im rechten Winkel zu seiner Anlaufrichtung. Ein einfacher Stein darf nur weiter vorn landen, also zwei Reihen gerade vor dem Feld, von dem er absprang; eine Dame darf in beide Richtungen abbiegen. Mehrfachschläge gehen wie gewohnt weiter.&lt;/p&gt;&lt;h3&gt;Spielende und Wertung&lt;/h3&gt;&lt;p&gt;Die Partie endet, wenn ein Spieler keine Steine mehr hat, wenn der Spieler am Zug nicht ziehen kann, wenn dieselbe Stellung zum dritten Mal entsteht oder nach je 40 Zügen ohne Schlag und ohne Zug eines einfachen Steins. Dann entscheidet die Wertung (nicht ziehen zu können verliert nicht von selbst):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;die meisten Hüte im Hutständer gewinnen;&lt;/li&gt;&lt;li&gt;bei Gleichstand die meisten Damen auf dem Brett;&lt;/li&gt;&lt;li&gt;bei weiterem Gleichstand die meisten Steine auf dem Brett;&lt;/li&gt;&lt;li&gt;sonst endet die Partie remis.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Optionen&lt;/h3&gt;&lt;p&gt;Jede Kombination kann im Startbildschirm gewählt werden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gemischte Hutauswahl:&lt;/b&gt; Alle dreißig Hüte liegen offen, und die Spieler wählen abwechselnd einen, der zweite Spieler zuerst, bis jeder zwölf hat. Diese 24 Hüte bilden den Beutel; die anderen sechs scheiden aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eigene Hutauswahl:&lt;/b&gt; Gewählt wird ebenso, aber deine zwölf Hüte werden dein eigener Vorrat (den dein Gegner verwahrt). Statt aus dem Beutel zu ziehen, wählst du bei jedem Schlag einen Hut aus deinem Vorrat.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Umgekehrte eigene Hutauswahl:&lt;/b&gt; Wie die eigene Auswahl, aber dein Gegner bestimmt, welchen Hut aus deinem Vorrat du bekommst.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Viele Hüte:&lt;/b&gt; Ein Stein darf mehrere Hüte tragen, aber ein Hut darf nur dann auf einen Stein, der schon einen trägt, solange alle deine Steine gleich viele Hüte tragen. Die Kräfte addieren sich: Verbietet ein Hut das Überspringen, kann der Stein nicht durch Überspringen schlagen; Wegzaubern und Stärke fügen ihre Arten zu schlagen hinzu; Tapferkeit knickt jeden Sprung ab; jeder Schutzhut fängt einen Schlag ab; Gift wirkt einmal, und danach scheiden alle Gifthüte des Steins aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hüte aus zweiter Hand:&lt;/b&gt; Schlägst du einen Stein mit Hüten, kommen sie in deinen Hutständer (Gifthüte scheiden trotzdem aus), zusätzlich zum üblichen Ziehen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel auf Blut:&lt;/b&gt; Die Wertung wird: die meisten Steine auf dem Brett, dann die meisten Hüte im Hutständer, dann die meisten Damen, dann remis.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dreihut-Kombination:&lt;/b&gt; Statt zu ziehen darfst du drei Hüte verschiedener Farben aus deinem Hutständer in die Schachtel zurückgeben, um zwei deiner geschlagenen Steine als einfache Steine auf leere Felder deiner eigenen Grundreihe zurückzuholen (du wählst die Felder; du brauchst zwei geschlagene Steine und zwei freie Felder), oder drei Hüte einer Farbe zurückgeben, um zwei beliebige Hüte aus dem Hutständer deines Gegners zu nehmen. Schlagen bleibt Pflicht, deshalb gibt es die Kombination nur in einem Zug ohne möglichen Schlag.&lt;/p&gt;&lt;h3&gt;Wo wir entscheiden mussten&lt;/h3&gt;&lt;p&gt;Die Originalregeln lassen einiges offen; so spielt Hatrack es:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ein Schlag mit Stärke beendet den Zug: Der Stein springt danach nicht weiter.&lt;/li&gt;&lt;li&gt;Mit Hüten aus zweiter Hand gehen die Hüte eines Steins, der am Gift stirbt, in den Hutständer des Gegners, als hätte der Gegner ihn geschlagen.&lt;/li&gt;&lt;li&gt;Wegzaubern erreicht alle vier diagonal benachbarten Felder, auch rückwärts, selbst für einen einfachen Stein.&lt;/li&gt;&lt;li&gt;Wegzaubern und Schläge mit Stärke sind Schläge wie Sprünge: Ist einer möglich, muss geschlagen werden.&lt;/li&gt;&lt;li&gt;Wer nicht ziehen kann, beendet die Partie, verliert aber nicht allein dadurch: Die Wertung entscheidet.&lt;/li&gt;&lt;li&gt;Ein Schutzhut schützt für den Rest des Zuges, ein Mehrfachschlag kann den geschützten Stein also einmal überspringen, ihn aber nicht schlagen.&lt;/li&gt;&lt;li&gt;Die Zugliste hält jeden Zug mit allem zusammen, was dazwischen geschah. Züge auf dem Brett stehen in Dame-Notation (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; für Wegzaubern), alles andere in Worten, etwa „Weiß setzt Blau auf 19“ zwischen zwei Sprüngen von Schwarz. Halte die Maus über einen Zug, um ihn in Notation zu sehen: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;Gezogen wird wie bei Dame: Ziehe einen Stein, oder klicke ihn und dann sein Feld an. Ein orangefarbenes Fadenkreuz markiert einen gegnerischen Stein, den du wegzaubern oder mit Stärke schlagen kannst: Ziehe deinen Stein darauf oder klicke ihn an. Darfst du einen Hut aufsetzen, leuchten die möglichen Farben in deinem Hutständer: Klicke eine an (bei nur einer Farbe ist sie schon gewählt), dann einen der umrandeten Steine, oder drücke &lt;i&gt;Diesmal keinen Hut&lt;/i&gt;. Bei einer Hutauswahl klicke eine Pyramide an, um sie zu nehmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Alien Checkers&lt;/h2&gt;&lt;p&gt;Checkers with a deck of strange cards, things that land on the board, a board that can turn under the players, and a secret planet for each player. Black moves first.&lt;/p&gt;&lt;p&gt;&lt;i&gt;The seed we play from names the cards and planets, but their original texts are lost. The card texts and the planet goals below are this project&apos;s reconstruction, not the original wording.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt; one checker as in checkers. Capturing is compulsory, and a jump goes on while it can.&lt;/li&gt;&lt;li&gt;A second card is &lt;b&gt;turned face up&lt;/b&gt; from the draw pile, so two lie face up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Use one&lt;/b&gt; of the two face-up cards: click it in the card panel, then give it its targets on the board. The other card stays face up for your opponent.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Used cards go to the discards. When the draw pile runs out, the discards are shuffled into a new one. A card with nothing to do is simply used up, except Antimatter, which may only be chosen when there is something for it to remove (otherwise it is greyed).&lt;/p&gt;&lt;h3&gt;Checkers&lt;/h3&gt;&lt;p&gt;A checker is a stack: a &lt;b&gt;pawn&lt;/b&gt; (one piece) steps and jumps diagonally forward; a &lt;b&gt;king&lt;/b&gt; (two pieces) steps and jumps any diagonal way; an &lt;b&gt;emperor&lt;/b&gt; (three pieces) glides any distance along a free diagonal and captures as a king. A pawn reaching its far row is crowned with one of its own captured pieces. If none is free, it waits there as a &lt;b&gt;ready pawn&lt;/b&gt; (a pulsing gold rim) and is crowned the moment one becomes free, even during the opponent&apos;s turn. Each side has 12 pieces and no spares.&lt;/p&gt;&lt;h3&gt;The cards (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolith&lt;/b&gt; (2): set the Monolith on an empty dark square; once it stands, slide it one to three squares along a diagonal. A checker in its way is shoved one square on, shoves chain, and a checker shoved off the board or against a wall, fire or (for a pawn) water is captured by whoever played the card. The Monolith clears fire, water and walls it meets.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Galactic Hippo&lt;/b&gt; (2): sit the Hippo on any checker (moving it if it is already out). That checker cannot move. The Hippo leaves when its checker is captured or the Snookle climbs on.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2): put the Snookle on any checker. That checker may also step and jump backward, as a king does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fire&lt;/b&gt; (2): light a fire on an empty dark square. No checker may enter, land on or jump across it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Water&lt;/b&gt; (2): pour water on an empty dark square, or on a fire to put it out. Pawns may not enter it; kings and emperors may.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Walls&lt;/b&gt; (3): build a pair of your walls on two edges of squares, as an L around a corner or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them, never your own. An L stops only the diagonal through its corner. Each player has 12 walls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ring&lt;/b&gt; (2): give one of your checkers a ring. The next time it would be jumped, the ring is lost instead and the checker stays.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quarter Turn&lt;/b&gt; (1): turn the board a quarter turn either way. Forward stays toward the far side of the table, so pawns now on their far row may be crowned.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Revive&lt;/b&gt; (1): put one of your captured pieces back as a pawn on an empty square of your home row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reshuffle&lt;/b&gt; (1): shuffle the draw pile, the discards, the other face-up card and this one together, then turn one card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimatter&lt;/b&gt; (1): remove one thing: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Coronation&lt;/b&gt; (1): stack one of your captured pieces on one of your kings, making it an emperor.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Secret planets&lt;/h3&gt;&lt;p&gt;Each player is dealt one of nine planet cards, face down. Only you see yours; its goal is a second way to win, checked at the end of your turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Mercury&lt;/b&gt;: one move of yours captured three or more checkers.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Venus&lt;/b&gt;: three or more fires burn on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Earth&lt;/b&gt;: three or more waters lie on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mars&lt;/b&gt;: you have captured eight or more enemy pieces in all.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jupiter&lt;/b&gt;: you own two emperors.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturn&lt;/b&gt;: three or more of your checkers wear rings.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Uranus&lt;/b&gt;: the board lies a quarter turn from where it started and you have more checkers than your opponent.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptune&lt;/b&gt;: the Monolith took an enemy checker during your turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pluto&lt;/b&gt;: your checker carrying the Snookle stands on your opponent&apos;s home row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;Capture every enemy checker, own five kings and emperors together (this counts even in your opponent&apos;s turn), or meet your planet&apos;s goal. A player who cannot move loses. Long play without progress is a draw, as in checkers. When the game ends, both planets are shown.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag or click your checkers as in checkers. After the card is turned, the face-up cards glow in the panel left of the board: click one. Its targets then glow on the board: click a ringed square or checker; for walls click a glowing edge, then one of the edges that pair with it; for a quarter turn press a button; to slide the Monolith, drag it or click it and then its square. Hover over anything for what it is.&lt;/p&gt;&lt;p&gt;Two people at one screen: between turns a curtain covers the table. Pass the screen, and the next player clicks to lift it, so neither sees the other&apos;s planet.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Alien Checkers&lt;/h2&gt;&lt;p&gt;Dame mit einem Stapel seltsamer Karten, Dingen, die auf dem Brett landen, einem Brett, das sich unter den Spielern drehen kann, und einem geheimen Planeten für jeden Spieler. Schwarz beginnt.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Die Vorlage, nach der wir spielen, nennt die Karten und Planeten, doch ihre ursprünglichen Texte sind verloren. Die Kartentexte und Planetenziele unten sind eine Rekonstruktion dieses Projekts, nicht der Originalwortlaut.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Ein Zug&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Ziehe&lt;/b&gt; einen Stein wie im Damespiel. Schlagen ist Pflicht, und ein Sprung geht weiter, solange er kann.&lt;/li&gt;&lt;li&gt;Eine zweite Karte wird vom Nachziehstapel &lt;b&gt;aufgedeckt&lt;/b&gt;, sodass zwei offen liegen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Nutze eine&lt;/b&gt; der beiden offenen Karten: Klicke sie in der Kartenleiste an und gib ihr dann ihre Ziele auf dem Brett. Die andere Karte bleibt offen für deinen Gegner.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Benutzte Karten kommen auf die Ablage. Ist der Nachziehstapel leer, wird die Ablage zu einem neuen gemischt. Eine Karte ohne Wirkung ist einfach verbraucht, außer Antimaterie: Sie darf nur gewählt werden, wenn es etwas zu entfernen gibt (sonst ist sie ausgegraut).&lt;/p&gt;&lt;h3&gt;Steine&lt;/h3&gt;&lt;p&gt;Ein Stein ist ein Stapel: Ein &lt;b&gt;Bauer&lt;/b&gt; (ein Stein) zieht und springt diagonal vorwärts; eine &lt;b&gt;Dame&lt;/b&gt; (zwei Steine) zieht und springt diagonal in jede Richtung; ein &lt;b&gt;Kaiser&lt;/b&gt; (drei Steine) gleitet beliebig weit über eine freie Diagonale und schlägt wie eine Dame. Ein Bauer, der seine letzte Reihe erreicht, wird mit einem seiner eigenen geschlagenen Steine gekrönt. Ist keiner frei, wartet er dort als &lt;b&gt;bereiter Bauer&lt;/b&gt; (ein pulsierender goldener Rand) und wird gekrönt, sobald einer frei wird, auch im Zug des Gegners. Jede Seite hat 12 Steine und keine Reserve.&lt;/p&gt;&lt;h3&gt;Die Karten (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolith&lt;/b&gt; (2): Stelle den Monolithen auf ein leeres dunkles Feld; steht er schon, schiebe ihn ein bis drei Felder entlang einer Diagonale. Ein Stein in seinem Weg wird ein Feld weitergeschubst, Schubser setzen sich fort, und ein Stein, der vom Brett oder gegen eine Mauer, ein Feuer oder (als Bauer) Wasser geschubst wird, ist von dem geschlagen, der die Karte gespielt hat. Der Monolith beseitigt Feuer, Wasser und Mauern, auf die er trifft.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Galaktisches Nilpferd&lt;/b&gt; (2): Setze das Nilpferd auf einen beliebigen Stein (auch wenn es schon draußen ist). Dieser Stein kann nicht ziehen. Das Nilpferd geht, wenn sein Stein geschlagen wird oder der Snookle hinaufklettert.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2): Setze den Snookle auf einen beliebigen Stein. Dieser Stein darf auch rückwärts ziehen und springen, wie eine Dame.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Feuer&lt;/b&gt; (2): Entzünde ein Feuer auf einem leeren dunklen Feld. Kein Stein darf es betreten, darauf landen oder es überspringen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Wasser&lt;/b&gt; (2): Gieße Wasser auf ein leeres dunkles Feld oder auf ein Feuer, um es zu löschen. Bauern dürfen es nicht betreten; Damen und Kaiser schon.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mauern&lt;/b&gt; (3): Baue ein Paar deiner Mauern an zwei Feldkanten, als L um eine Ecke oder in gerader Linie. Sie halten die diagonalen Züge und Sprünge deines Gegners auf, die sie kreuzen, nie deine eigenen. Ein L sperrt nur die Diagonale durch seine Ecke. Jeder Spieler hat 12 Mauern.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ring&lt;/b&gt; (2): Gib einem deiner Steine einen Ring. Wenn er das nächste Mal übersprungen würde, geht stattdessen der Ring verloren und der Stein bleibt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vierteldrehung&lt;/b&gt; (1): Drehe das Brett um eine Vierteldrehung in beliebiger Richtung. Vorwärts bleibt zur anderen Tischseite hin, also dürfen Bauern, die nun auf ihrer letzten Reihe stehen, gekrönt werden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Wiederbelebung&lt;/b&gt; (1): Stelle einen deiner geschlagenen Steine als Bauer auf ein leeres Feld deiner Grundreihe zurück.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neu mischen&lt;/b&gt; (1): Mische Nachziehstapel, Ablage, die andere offene Karte und diese zusammen und decke dann eine Karte auf.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimaterie&lt;/b&gt; (1): Entferne eine Sache: ein Feuer, ein Wasser, einen Ring, ein Mauerpaar, den Monolithen, das Nilpferd oder den Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Krönung&lt;/b&gt; (1): Staple einen deiner geschlagenen Steine auf eine deiner Damen und mache sie so zum Kaiser.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Geheime Planeten&lt;/h3&gt;&lt;p&gt;Jeder Spieler erhält verdeckt eine von neun Planetenkarten. Nur du siehst deine; ihr Ziel ist ein zweiter Weg zum Sieg, geprüft am Ende deines Zuges:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Merkur&lt;/b&gt;: Ein Zug von dir hat drei oder mehr Steine geschlagen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Venus&lt;/b&gt;: Drei oder mehr Feuer brennen auf dem Brett.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Erde&lt;/b&gt;: Drei oder mehr Wasser liegen auf dem Brett.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mars&lt;/b&gt;: Du hast insgesamt acht oder mehr gegnerische Steine geschlagen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jupiter&lt;/b&gt;: Du besitzt zwei Kaiser.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturn&lt;/b&gt;: Drei oder mehr deiner Steine tragen Ringe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Uranus&lt;/b&gt;: Das Brett liegt eine Vierteldrehung von seinem Anfang entfernt und du hast mehr Steine als dein Gegner.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptun&lt;/b&gt;: Der Monolith hat in deinem Zug einen gegnerischen Stein geschlagen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pluto&lt;/b&gt;: Dein Stein mit dem Snookle steht auf der Grundreihe deines Gegners.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Gewinnen&lt;/h3&gt;&lt;p&gt;Schlage alle gegnerischen Steine, besitze fünf Damen und Kaiser zusammen (das zählt auch im Zug deines Gegners) oder erfülle das Ziel deines Planeten. Wer nicht ziehen kann, verliert. Langes Spiel ohne Fortschritt ist ein Remis, wie im Damespiel. Wenn die Partie endet, werden beide Planeten gezeigt.&lt;/p&gt;&lt;h3&gt;Das Brett benutzen&lt;/h3&gt;&lt;p&gt;Ziehe oder klicke deine Steine wie im Damespiel. Nachdem die Karte aufgedeckt ist, leuchten die offenen Karten in der Leiste links vom Brett: Klicke eine an. Dann leuchten ihre Ziele auf dem Brett: Klicke ein markiertes Feld oder einen Stein an; für Mauern klicke eine leuchtende Kante an, dann eine der Kanten, die mit ihr ein Paar bilden; für eine Vierteldrehung drücke einen Knopf; um den Monolithen zu schieben, ziehe ihn oder klicke ihn an und dann sein Zielfeld. Fahre mit der Maus über etwas, um zu sehen, was es ist.&lt;/p&gt;&lt;p&gt;Zwei Personen an einem Bildschirm: Zwischen den Zügen verdeckt ein Vorhang den Tisch. Gib den Bildschirm weiter, und der nächste Spieler hebt ihn mit einem Klick, sodass keiner den Planeten des anderen sieht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pawns in Hats&lt;/h2&gt;&lt;p&gt;A chess variant on the full chessboard in which every piece starts as a pawn, and a pawn becomes a king, a queen, a bishop, a knight or a rook only by the hat it wears. White moves first.&lt;/p&gt;&lt;h3&gt;Setting up&lt;/h3&gt;&lt;p&gt;Each side has eight pawns on its first rank: White on rank 1, Black on rank 8. Sixteen hats lie face down on ranks 4 and 5. Nobody knows what a hat is until a pawn picks it up.&lt;/p&gt;&lt;h3&gt;Bare pawns&lt;/h3&gt;&lt;p&gt;A pawn without a hat has two things it may do on its turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Step&lt;/b&gt; one square straight forward onto a square with no piece on it (never two squares, never diagonally).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Punch&lt;/b&gt; the square straight ahead when an enemy piece stands there. The puncher does not move. A bare enemy pawn is captured. An enemy that wears a hat loses the hat instead: you choose an empty square next to that piece (no piece and no hat on it) for the hat to land on; if there is none, your punching pawn puts it on.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Bare pawns never capture diagonally. There is no double step, no en passant, no promotion and no castling.&lt;/p&gt;&lt;h3&gt;Hats&lt;/h3&gt;&lt;p&gt;Hats never block a move, and a hat may lie on a square where a piece stands.&lt;/p&gt;&lt;p&gt;When a bare pawn &lt;i&gt;ends its step&lt;/i&gt; on a hat, it may pick the hat up. An unknown hat is then identified with the die:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Kingly Crown: a king&lt;/li&gt;&lt;li&gt;Queenly Crown: a queen&lt;/li&gt;&lt;li&gt;Bishop Mitre: a bishop&lt;/li&gt;&lt;li&gt;Knighted Helm: a knight&lt;/li&gt;&lt;li&gt;Hunting Tyrolean: a hunter, which moves exactly as a rook&lt;/li&gt;&lt;li&gt;Mirage: the hat vanishes from the game&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A hat once identified stays what it is for the rest of the game and lies face up. Having picked a hat up, the pawn either puts it on or sets it down on a neighbouring square with no hat; if every neighbouring square has a hat, it must put it on.&lt;/p&gt;&lt;p&gt;A pawn wearing a hat moves and captures exactly as that chess piece. When it ends a move on a square without a hat, it may take its hat off and set it on a neighbouring square without a hat, becoming a bare pawn again. Only one hat action per move: pick up, or take off, never both. A punch is not a step, so a punching pawn picks nothing up. When a piece is captured, its hat leaves the game.&lt;/p&gt;&lt;p&gt;Neighbouring squares are the eight around a square.&lt;/p&gt;&lt;h3&gt;Kings and check&lt;/h3&gt;&lt;p&gt;A player who has no king of their own cannot attack kings: their pieces neither give check nor capture a king (though a punch still knocks a crown off). That protection ends once no unknown hat and no Kingly Crown that nobody wears is left in the game. A player who has a king may never leave it attacked by a player allowed to attack it. A king in check glows red.&lt;/p&gt;&lt;p&gt;Taking a crown off ends that piece&apos;s kingship, which can be a way out of check. A punch never captures a king and never gives check.&lt;/p&gt;&lt;p&gt;Chance can expose a king: a move only has to keep your king safe before the die is rolled. If the roll leaves your opponent&apos;s king attacked, that is check on their next turn; if it leaves your own king attacked, your opponent may capture it and wins at once.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Checkmate&lt;/b&gt; wins.&lt;/li&gt;&lt;li&gt;A player with no legal move who is not in check draws by &lt;b&gt;stalemate&lt;/b&gt;; a player with no pieces at all loses.&lt;/li&gt;&lt;li&gt;As in chess, the same position for the third time, or 50 moves by each side without a capture, a punch, a bare pawn&apos;s move or a hat put on or taken off, is a draw.&lt;/li&gt;&lt;li&gt;If every hat has been identified and none was ever a Kingly Crown, the game ends in a draw right after the last identification (and the wear-or-set-down decision that follows it); the result shows who has more pieces left.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Moving:&lt;/b&gt; drag a piece to its square, or click it and then the square. Green dots mark where the chosen piece may go; an orange crosshair marks a piece it can capture.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punching:&lt;/b&gt; a square your pawn can punch is marked with a red, jagged burst around the enemy piece: click your pawn and then the burst, or drag your pawn onto it (your pawn stays where it is). If the punched piece wore a hat, ringed squares show where it may land: click one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Picking up:&lt;/b&gt; after a step onto a hat, press &lt;i&gt;Pick up the hat&lt;/i&gt; (the die rolls beside the board, and the hat turns over to show what it is) or &lt;i&gt;Leave the hat lying&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing or setting down:&lt;/b&gt; then press &lt;i&gt;Put the hat on&lt;/i&gt;, or click one of the ringed squares around your pawn to set the hat down there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking off:&lt;/b&gt; after a hatted piece&apos;s move to a square without a hat, click a ringed square around it to take the hat off onto that square, or press &lt;i&gt;Keep the hat on&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;A hat lying under a piece is drawn small at its feet, tipped over, so it never looks worn. Rest the mouse on a piece or a hat to read what it is, and on the die for the latest rolls and what they were for. Coordinates a–h and 1–8 run along the edges of the board, as in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Pawns in Hats (Bauern mit Hüten)&lt;/h2&gt;&lt;p&gt;Eine Schachvariante auf dem ganzen Schachbrett, in der jede Figur als Bauer beginnt; ein Bauer wird erst durch den Hut, den er trägt, zu König, Dame, Läufer, Springer oder Turm. Weiß zieht zuerst.&lt;/p&gt;&lt;h3&gt;Aufstellung&lt;/h3&gt;&lt;p&gt;Jede Seite hat acht Bauern auf ihrer ersten Reihe: Weiß auf Reihe 1, Schwarz auf Reihe 8. Sechzehn Hüte liegen verdeckt auf den Reihen 4 und 5. Niemand weiß, was ein Hut ist, bis ein Bauer ihn aufhebt.&lt;/p&gt;&lt;h3&gt;Bauern ohne Hut&lt;/h3&gt;&lt;p&gt;Ein Bauer ohne Hut kann in seinem Zug eines von zwei Dingen tun:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Vorziehen&lt;/b&gt;: ein Feld geradeaus auf ein Feld ohne Figur (nie zwei Felder, nie schräg).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boxen&lt;/b&gt;: das Feld direkt vor ihm, wenn dort eine gegnerische Figur steht. Der boxende Bauer bleibt stehen. Ein gegnerischer Bauer ohne Hut ist geschlagen. Eine gegnerische Figur mit Hut verliert stattdessen den Hut: Du wählst ein leeres Feld neben dieser Figur (ohne Figur und ohne Hut), auf dem der Hut landet; gibt es keines, setzt ihn dein boxender Bauer auf.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Bauern ohne Hut schlagen nie schräg. Es gibt keinen Doppelschritt, kein en passant, keine Umwandlung und keine Rochade.&lt;/p&gt;&lt;h3&gt;Hüte&lt;/h3&gt;&lt;p&gt;Hüte blockieren nie einen Zug, und ein Hut darf auf einem Feld liegen, auf dem eine Figur steht.&lt;/p&gt;&lt;p&gt;Wenn ein Bauer ohne Hut seinen Zug auf einem Hut &lt;i&gt;beendet&lt;/i&gt;, darf er ihn aufheben. Ein unbekannter Hut wird dann mit dem Würfel bestimmt:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Königskrone: ein König&lt;/li&gt;&lt;li&gt;Königinnenkrone: eine Dame&lt;/li&gt;&lt;li&gt;Bischofsmitra: ein Läufer&lt;/li&gt;&lt;li&gt;Ritterhelm: ein Springer&lt;/li&gt;&lt;li&gt;Tiroler Jägerhut: ein Jäger, der genau wie ein Turm zieht&lt;/li&gt;&lt;li&gt;Trugbild: der Hut verschwindet aus dem Spiel&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Ein einmal bestimmter Hut bleibt für den Rest der Partie, was er ist, und liegt offen. Nach dem Aufheben setzt der Bauer den Hut entweder auf oder legt ihn auf ein Nachbarfeld ohne Hut; haben alle Nachbarfelder einen Hut, muss er ihn aufsetzen.&lt;/p&gt;&lt;p&gt;Ein Bauer mit Hut zieht und schlägt genau wie diese Schachfigur. Beendet er einen Zug auf einem Feld ohne Hut, darf er seinen Hut abnehmen und auf ein Nachbarfeld ohne Hut legen; dann ist er wieder ein Bauer ohne Hut. Nur eine Hut-Handlung pro Zug: aufheben oder abnehmen, nie beides. Boxen ist kein Ziehen, ein boxender Bauer hebt also nichts auf. Wird eine Figur geschlagen, scheidet ihr Hut aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;Nachbarfelder sind die acht Felder rund um ein Feld.&lt;/p&gt;&lt;h3&gt;Könige und Schach&lt;/h3&gt;&lt;p&gt;Wer selbst keinen König hat, kann Könige nicht angreifen: Seine Figuren geben weder Schach noch schlagen sie einen König (ein Boxhieb schlägt ihm aber trotzdem die Krone vom Kopf). Dieser Schutz endet, sobald kein unbekannter Hut und keine Königskrone, die niemand trägt, mehr im Spiel ist. Wer einen König hat, darf ihn nie von einem Spieler angegriffen lassen, der ihn angreifen darf. Ein König im Schach leuchtet rot.&lt;/p&gt;&lt;p&gt;Wer seine Krone abnimmt, ist kein König mehr; das kann ein Ausweg aus dem Schach sein. Ein Boxhieb schlägt nie einen König und gibt nie Schach.&lt;/p&gt;&lt;p&gt;Der Zufall kann einen König bloßstellen: Ein Zug muss deinen König nur vor dem Würfeln sicher lassen. Lässt der Wurf den König deines Gegners angegriffen, steht er in seinem nächsten Zug im Schach; lässt er deinen eigenen König angegriffen, darf dein Gegner ihn schlagen und gewinnt sofort.&lt;/p&gt;&lt;h3&gt;Spielende&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Schachmatt&lt;/b&gt; gewinnt.&lt;/li&gt;&lt;li&gt;Wer nicht ziehen kann und nicht im Schach steht, spielt remis durch &lt;b&gt;Patt&lt;/b&gt;; wer gar keine Figuren mehr hat, verliert.&lt;/li&gt;&lt;li&gt;Wie im Schach ist dieselbe Stellung zum dritten Mal remis, ebenso 50 Züge jeder Seite ohne Schlag, ohne Boxhieb, ohne Zug eines Bauern ohne Hut und ohne aufgesetzten oder abgenommenen Hut.&lt;/li&gt;&lt;li&gt;Sind alle Hüte bestimmt und war keiner je eine Königskrone, endet die Partie direkt nach der letzten Bestimmung (und der Entscheidung, den Hut aufzusetzen oder abzulegen) remis; das Ergebnis zeigt, wer mehr Figuren übrig hat.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Ziehen:&lt;/b&gt; Ziehe eine Figur auf ihr Feld, oder klicke sie und dann das Feld an. Grüne Punkte zeigen, wohin die gewählte Figur ziehen kann; ein orangefarbenes Fadenkreuz markiert eine Figur, die sie schlagen kann.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Boxen:&lt;/b&gt; Ein Feld, das dein Bauer boxen kann, trägt einen roten, gezackten Stern um die gegnerische Figur: Klicke deinen Bauern und dann den Stern an, oder ziehe deinen Bauern darauf (dein Bauer bleibt stehen). Trug die geboxte Figur einen Hut, zeigen umrandete Felder, wo er landen kann: Klicke eines an.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Aufheben:&lt;/b&gt; Nach einem Zug auf einen Hut drücke &lt;i&gt;Hut aufheben&lt;/i&gt; (der Würfel rollt neben dem Brett, und der Hut dreht sich um und zeigt, was er ist) oder &lt;i&gt;Hut liegen lassen&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Aufsetzen oder ablegen:&lt;/b&gt; Drücke dann &lt;i&gt;Hut aufsetzen&lt;/i&gt;, oder klicke eines der umrandeten Felder rund um deinen Bauern an, um den Hut dort abzulegen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Abnehmen:&lt;/b&gt; Nach dem Zug einer Figur mit Hut auf ein Feld ohne Hut klicke ein umrandetes Feld daneben an, um den Hut dorthin abzulegen, oder drücke &lt;i&gt;Hut aufbehalten&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Ein Hut, der unter einer Figur liegt, wird klein und umgekippt zu ihren Füßen gezeigt, damit er nie aufgesetzt aussieht. Halte die Maus über eine Figur oder einen Hut, um zu lesen, was sie sind, und über den Würfel für die letzten Würfe und wofür sie waren. Die Koordinaten a–h und 1–8 stehen am Rand des Bretts, wie in der Zugliste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where the rules leave a gap, Hatrack reads them so&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A hat may be set down or taken off onto a neighbouring square where a piece stands, as long as no hat lies there. A punched hat needs a square with neither a piece nor a hat.&lt;/li&gt;&lt;li&gt;When a hat has only one place to go (no free square around), it goes there by itself, and the list of moves says so.&lt;/li&gt;&lt;li&gt;A move is allowed only if you can finish your turn, hat decisions included, without leaving one of your kings attacked, judged before the die is rolled. So a king may step onto an attacked square if it takes its crown off there.&lt;/li&gt;&lt;li&gt;A king can be captured only after a roll or a forced hat left it attacked; capturing it wins at once. A player may wear several crowns, and is in check when any of their kings is attacked.&lt;/li&gt;&lt;li&gt;For a repeated position, the pieces, what they wear, the hats lying on the board and whose turn it is must all be the same.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="vanished">&lt;h3&gt;Wo die Regeln eine Lücke lassen, liest Hatrack sie so&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Ein Hut darf auf ein Nachbarfeld gesetzt oder abgenommen werden, auf dem eine Figur steht, solange dort kein Hut liegt. Ein weggeboxter Hut braucht ein Feld ohne Figur und ohne Hut.&lt;/li&gt;&lt;li&gt;Hat ein Hut nur einen möglichen Platz (kein freies Feld ringsum), kommt er von selbst dorthin, und die Zugliste sagt es.&lt;/li&gt;&lt;li&gt;Ein Zug ist nur erlaubt, wenn du deinen Zug samt Hut-Entscheidungen beenden kannst, ohne einen deiner Könige angegriffen zu lassen – beurteilt vor dem Würfeln. Ein König darf also auf ein angegriffenes Feld ziehen, wenn er dort seine Krone abnimmt.&lt;/li&gt;&lt;li&gt;Ein König kann nur geschlagen werden, nachdem ein Wurf oder ein erzwungener Hut ihn angreifbar gemacht hat; wer ihn schlägt, gewinnt sofort. Man darf mehrere Kronen tragen und steht im Schach, sobald einer der eigenen Könige angegriffen ist.&lt;/li&gt;&lt;li&gt;Eine Stellung gilt als wiederholt, wenn die Figuren, was sie tragen, die liegenden Hüte und wer am Zug ist, gleich sind.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Fantasy RPG Checkers&lt;/h2&gt;&lt;p&gt;Checkers on the usual board, where each side plays a character with powers of its own. Black moves first in play. Jumps capture as in checkers, and capturing is compulsory.&lt;/p&gt;&lt;h3&gt;Choosing characters&lt;/h3&gt;&lt;p&gt;Before play, White (who moves second) chooses a character first, then Black. Both may take the same one.&lt;/p&gt;&lt;h3&gt;Levels, wounds and saving throws&lt;/h3&gt;&lt;p&gt;Every checker you capture goes into your &lt;b&gt;pool&lt;/b&gt;; a king counts two. Your &lt;b&gt;level&lt;/b&gt; is what your pool holds, and &lt;b&gt;LD&lt;/b&gt; is your level minus your opponent&apos;s. When your man is crowned, your opponent crowns it with a checker from their own pool if they have one, which lowers their level.&lt;/p&gt;&lt;p&gt;Spells and powers deal &lt;b&gt;wounds&lt;/b&gt;, one at a time. A healthy checker that is wounded turns face down; a face-down checker that is wounded again is captured. On the board a wounded checker shows its hatched back with a bandage.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;saving throw&lt;/b&gt; is a die roll plus the saver&apos;s LD: 4 or more succeeds, and a 6 always does. The program rolls every save, and the die tumbles on screen with the sum beside it.&lt;/p&gt;&lt;p&gt;Spellcasters (Cleric, Bard, Mage) gain a penny each time their level goes up. A spell takes the place of your move, one a turn, and only when you have no capture.&lt;/p&gt;&lt;h3&gt;The characters&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Demented Ranger.&lt;/b&gt; Backstab (instead of moving): a checker of yours right behind an enemy checker wounds it half your level times, rounded up. Leap &amp; Stab: after the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among the enemies next to where you landed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Stalwart Cleric.&lt;/b&gt; Cure Light Wounds (1 penny): turn one of your wounded checkers face up. Cure Critical Wounds (3 pennies): when one of your checkers is about to be captured in your opponent&apos;s turn, you are asked whether to save it; a jumper still lands beyond it. You then miss your next turn. Call Lightning (5 pennies): 3 wounds to a checker and 1 to every checker around it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bard.&lt;/b&gt; Charm (1 penny): a penny on one of your checkers; your opponent saves at once, and if that fails, the checker cannot be jumped while the penny stays. Illusion (2 pennies): a see-through checker on an empty dark square of your half, which moves and jumps as a man. When it would jump, block or be jumped by an enemy, that enemy&apos;s owner saves first, and a success makes it vanish.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ranged Attack Thief.&lt;/b&gt; Each capture gives an arrow. Instead of moving, shoot up to half your level in arrows (rounded up), each along an open diagonal to a checker at most your level away: 1 wound each. Loot!: you win at once when you lead by 3 levels, or with a chain of three jumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Smart Fighter.&lt;/b&gt; Every checker starts with a penny, which the first wound takes off. While you lead in levels a jump may turn a corner. A turn with two or more jumps adds a penny to your pool, worth a level.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Arcane Mage.&lt;/b&gt; Fireball (3 pennies): along an open diagonal to an enemy checker, 2 wounds to it and 1 to every checker around it. Magic Missile (1 penny): along a path of empty squares one of your checkers could walk, 1 wound to the checker at its end.&lt;/p&gt;&lt;p&gt;Fireball and Call Lightning hit friend and foe alike, and every checker hit saves to take one wound fewer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Fantasy RPG Checkers&lt;/h2&gt;&lt;p&gt;Dame auf dem üblichen Brett, bei der jede Seite eine Figur mit eigenen Fähigkeiten spielt. Im Spiel zieht Schwarz zuerst. Gesprungen und geschlagen wird wie beim Damespiel, und es herrscht Schlagpflicht.&lt;/p&gt;&lt;h3&gt;Figuren wählen&lt;/h3&gt;&lt;p&gt;Vor dem Spiel wählt zuerst Weiß (zieht als Zweiter) eine Figur, dann Schwarz. Beide dürfen dieselbe nehmen.&lt;/p&gt;&lt;h3&gt;Stufen, Wunden und Rettungswürfe&lt;/h3&gt;&lt;p&gt;Jeder Stein, den du schlägst, kommt in deinen &lt;b&gt;Vorrat&lt;/b&gt;; eine Dame zählt doppelt. Deine &lt;b&gt;Stufe&lt;/b&gt; ist, was dein Vorrat enthält, und &lt;b&gt;LD&lt;/b&gt; ist deine Stufe minus die deines Gegners. Wird dein Stein zur Dame, krönt ihn dein Gegner mit einem Stein aus seinem eigenen Vorrat, wenn er einen hat; das senkt seine Stufe.&lt;/p&gt;&lt;p&gt;Zauber und Fähigkeiten verursachen &lt;b&gt;Wunden&lt;/b&gt;, eine nach der anderen. Ein unverletzter Stein, der verwundet wird, wird umgedreht; ein umgedrehter Stein, der noch einmal verwundet wird, ist geschlagen. Auf dem Brett zeigt ein verwundeter Stein seine schraffierte Rückseite mit einem Verband.&lt;/p&gt;&lt;p&gt;Ein &lt;b&gt;Rettungswurf&lt;/b&gt; ist ein Würfelwurf plus das LD des Würfelnden: 4 oder mehr gelingt, eine 6 immer. Das Programm würfelt jeden Rettungswurf, und der Würfel rollt auf dem Bildschirm, die Summe daneben.&lt;/p&gt;&lt;p&gt;Zauberkundige (Kleriker, Barde, Magier) bekommen jedes Mal eine Münze, wenn ihre Stufe steigt. Ein Zauber ersetzt deinen Zug, einer pro Zug, und nur, wenn du nicht schlagen kannst.&lt;/p&gt;&lt;h3&gt;Die Figuren&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Wahnsinniger Waldläufer.&lt;/b&gt; Meucheln (statt zu ziehen): Ein Stein von dir direkt hinter einem gegnerischen Stein verwundet ihn so oft wie deine halbe Stufe, aufgerundet. Sprung &amp; Stich: Nach dem zweiten Sprung einer Kette verteilst du 1 Wunde plus eine je Stufe Vorsprung beliebig auf die Gegner neben deinem Landefeld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Standhafter Kleriker.&lt;/b&gt; Leichte Wunden heilen (1 Münze): Dreh einen deiner verwundeten Steine wieder um. Kritische Wunden heilen (3 Münzen): Soll im Zug deines Gegners einer deiner Steine geschlagen werden, wirst du gefragt, ob du ihn rettest; ein Springer landet trotzdem hinter ihm. Dafür setzt du deinen nächsten Zug aus. Blitz herbeirufen (5 Münzen): 3 Wunden für einen Stein und 1 für jeden Stein ringsum.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barde.&lt;/b&gt; Bezaubern (1 Münze): eine Münze auf einen deiner Steine; dein Gegner würfelt sofort, und misslingt das, kann der Stein nicht übersprungen werden, solange die Münze liegt. Trugbild (2 Münzen): ein durchscheinender Stein auf einem leeren dunklen Feld deiner Hälfte, der wie ein Stein zieht und springt. Würde er einen Gegner überspringen, blockieren oder von ihm übersprungen werden, würfelt dessen Besitzer zuerst, und bei Erfolg verschwindet er.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fernkampf-Dieb.&lt;/b&gt; Jeder geschlagene Stein bringt einen Pfeil. Statt zu ziehen, schieß bis zu deiner halben Stufe (aufgerundet) Pfeile, jeden entlang einer freien Diagonale auf einen Stein höchstens so weit weg wie deine Stufe: je 1 Wunde. Beute!: Du gewinnst sofort mit 3 Stufen Vorsprung oder mit einer Kette aus drei Sprüngen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schlauer Kämpfer.&lt;/b&gt; Jeder Stein beginnt mit einer Münze, die die erste Wunde wegnimmt. Solange du in Stufen vorn liegst, darf ein Sprung um die Ecke gehen. Ein Zug mit zwei oder mehr Sprüngen legt eine Münze in deinen Vorrat, die eine Stufe wert ist.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Arkaner Magier.&lt;/b&gt; Feuerball (3 Münzen): entlang einer freien Diagonale auf einen gegnerischen Stein, 2 Wunden für ihn und 1 für jeden Stein ringsum. Magisches Geschoss (1 Münze): entlang eines Weges über leere Felder, den einer deiner Steine gehen könnte, 1 Wunde für den Stein an seinem Ende.&lt;/p&gt;&lt;p&gt;Feuerball und Blitz treffen Freund und Feind gleichermaßen, und jeder getroffene Stein darf würfeln, um eine Wunde weniger zu nehmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How Hatrack reads the rules&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Losing means having no checkers, or no legal action at all on your turn: a player who can still cast, shoot or backstab must do so. Illusions count neither as checkers nor as a way to move.&lt;/li&gt;&lt;li&gt;Backstab is offered only when it would deal at least one wound. The number of Leap &amp; Stab wounds is fixed when the stab begins, and you may stop early.&lt;/li&gt;&lt;li&gt;Cure Critical Wounds can be used once in each of your opponent&apos;s turns, against a jump or a wound; a checker it saved from a wound stays face down, and it cannot be captured again that turn.&lt;/li&gt;&lt;li&gt;Area spells roll the target&apos;s save first, then the squares around it in number order, each with the LD it had when the spell was cast. A checker removed by its own side&apos;s spell goes to no pool.&lt;/li&gt;&lt;li&gt;An illusion is tested once at the start of the opponent&apos;s turn if it is in their way; it is never crowned.&lt;/li&gt;&lt;li&gt;The Thief&apos;s range and number of arrows are fixed when the shooting begins. The Fighter&apos;s penny always takes a wound before the checker does.&lt;/li&gt;&lt;li&gt;Forty moves each without a capture, a wound, a crown or a man moving is a draw, and so is the same position with the same player to move for the third time.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Click a card to choose a character. Your character, level, LD, pool and pennies or arrows are shown in the strips above and below the board. Your spells are buttons beside the board, with their costs; a greyed one says why when you rest the mouse on it. Click a spell, then a ringed target; rest the mouse on a target first to see every square it will hit. Choices such as &lt;i&gt;Stop shooting&lt;/i&gt; or the Cleric&apos;s offer appear as buttons. Click the lines beside the die for every roll of the game.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Wie Hatrack die Regeln liest&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Verloren hat, wer keine Steine mehr hat oder in seinem Zug gar nichts Erlaubtes tun kann: Wer noch zaubern, schießen oder meucheln kann, muss es tun. Trugbilder zählen weder als Steine noch als Zugmöglichkeit.&lt;/li&gt;&lt;li&gt;Meucheln wird nur angeboten, wenn es mindestens eine Wunde verursacht. Die Zahl der Wunden von Sprung &amp; Stich steht fest, wenn das Stechen beginnt, und du darfst früher aufhören.&lt;/li&gt;&lt;li&gt;Kritische Wunden heilen geht einmal in jedem Zug deines Gegners, gegen einen Sprung oder eine Wunde; ein vor einer Wunde geretteter Stein bleibt umgedreht und kann in diesem Zug nicht noch einmal geschlagen werden.&lt;/li&gt;&lt;li&gt;Bei Flächenzaubern würfelt zuerst das Ziel, dann die Felder ringsum in der Reihenfolge ihrer Nummern, jeder mit dem LD beim Wirken des Zaubers. Ein Stein, den ein Zauber seiner eigenen Seite entfernt, kommt in keinen Vorrat.&lt;/li&gt;&lt;li&gt;Ein Trugbild wird zu Beginn des gegnerischen Zuges einmal geprüft, wenn es im Weg steht; es wird nie zur Dame.&lt;/li&gt;&lt;li&gt;Reichweite und Zahl der Pfeile des Diebs stehen fest, wenn das Schießen beginnt. Die Münze des Kämpfers nimmt immer zuerst eine Wunde, vor dem Stein.&lt;/li&gt;&lt;li&gt;Vierzig Züge je Seite ohne Schlagen, Wunde, Krönung oder Zug eines einfachen Steins sind remis, ebenso dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;Klicke eine Karte an, um eine Figur zu wählen. Deine Figur, Stufe, LD, dein Vorrat und deine Münzen oder Pfeile stehen in den Leisten über und unter dem Brett. Deine Zauber sind Schaltflächen neben dem Brett, mit ihren Kosten; eine ausgegraute sagt dir, warum, wenn du mit der Maus darauf zeigst. Klicke einen Zauber an, dann ein umrandetes Ziel; zeig vorher mit der Maus auf ein Ziel, um jedes Feld zu sehen, das getroffen wird. Entscheidungen wie &lt;i&gt;Stop shooting&lt;/i&gt; oder das Angebot des Klerikers erscheinen als Schaltflächen. Klicke die Zeilen neben dem Würfel an, um jeden Wurf des Spiels zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="84"/>
        <source>No rules written yet for this game.</source>
        <translation>Für dieses Spiel gibt es noch keine Regeln.</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="97"/>
        <source>Lessons…</source>
        <translation>Lektionen…</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="107"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="25"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="15"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="29"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="35"/>
        <source>Off: pieces jump to their places</source>
        <translation>Aus: Steine springen an ihren Platz</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="36"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="37"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="38"/>
        <source>Slow: easy to follow</source>
        <translation>Langsam: leicht zu verfolgen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="42"/>
        <source>As the easy computer sees it (quick)</source>
        <translation>Wie der leichte Computer es sieht (schnell)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="43"/>
        <source>As the normal computer sees it</source>
        <translation>Wie der normale Computer es sieht</translation>
    </message>
    <message>
        <source>As the hard computer sees it (best, slower)</source>
        <translation type="vanished">Wie der schwere Computer es sieht (am besten, langsamer)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="50"/>
        <source>Walnut</source>
        <translation>Nussbaum</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="51"/>
        <source>Tournament green</source>
        <translation>Turniergrün</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="52"/>
        <source>Slate blue</source>
        <translation>Schieferblau</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="53"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="104"/>
        <location filename="../qml/SettingsDialog.qml" line="115"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="119"/>
        <location filename="../qml/SettingsDialog.qml" line="130"/>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="135"/>
        <source>Sounds for moves, captures, dice and cards</source>
        <translation>Klänge für Züge, Schläge, Würfel und Karten</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="142"/>
        <source>Ask before a game in progress is abandoned</source>
        <translation>Nachfragen, bevor eine laufende Partie abgebrochen wird</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="150"/>
        <source>Show square names on the board (numbers, or a–h and 1–8)</source>
        <translation>Feldnamen auf dem Brett zeigen (Nummern oder a–h und 1–8)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="174"/>
        <source>Ask whether a hat stays on</source>
        <translation>Fragen, ob ein Hut aufbleibt</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="183"/>
        <source>Pawns in Hats: after a hatted piece moves you choose to keep its hat on or take it off. When this is off, the hat stays on without a question; hold Shift as you drop the piece to be asked. Lessons always ask.</source>
        <translation>Bauern mit Hüten: Nach dem Zug einer Figur mit Hut wählst du, ob sie den Hut aufbehält oder abnimmt. Ist dies aus, bleibt der Hut ohne Frage auf; halte beim Ablegen der Figur die Umschalttaste gedrückt, um gefragt zu werden. Lektionen fragen immer.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="190"/>
        <source>Board colours</source>
        <translation>Brettfarben</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="221"/>
        <location filename="../qml/SettingsDialog.qml" line="232"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="237"/>
        <source>Restore the defaults</source>
        <translation>Voreinstellungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="157"/>
        <source>Describe moves in words</source>
        <translation>Züge in Worten beschreiben</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="44"/>
        <source>As the hard computer sees it (slower)</source>
        <translation>Wie der schwere Computer es sieht (langsamer)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="45"/>
        <source>As the expert computer sees it (best, slowest)</source>
        <translation>Wie der Experten-Computer es sieht (am besten, am langsamsten)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="166"/>
        <source>The list of moves says in words what each move did: who moved which piece, from where to where, and what it took. Rest the mouse on a move to see its notation.</source>
        <translation>Die Zugliste sagt in Worten, was jeder Zug bewirkt hat: wer welche Figur von wo nach wo gezogen und was sie geschlagen hat. Halte die Maus über einen Zug, um seine Notation zu sehen.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>No draft: draw from the full bag</source>
        <translation type="vanished">Keine Auswahl: voller Beutel</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation type="vanished">Gemischte Hutauswahl</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation type="vanished">Eigene Hutauswahl</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation type="vanished">Gegnerische Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="37"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="39"/>
        <source>Computer — %1</source>
        <translation>Computer — %1</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="136"/>
        <source>Checkers and its variants with special powers</source>
        <translation>Dame und ihre Varianten mit besonderen Kräften</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="157"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="245"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="253"/>
        <source>%1 (moves first)</source>
        <translation>%1 (zieht zuerst)</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="271"/>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="277"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="281"/>
        <source>Variant lab…</source>
        <translation>Variantenlabor…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="285"/>
        <source>Let the computer play hundreds of games of this game&apos;s options, and compare them</source>
        <translation>Lass den Computer Hunderte Partien mit den Optionen dieses Spiels spielen und vergleiche sie</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="290"/>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="359"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="371"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="393"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="398"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="403"/>
        <source>Learn to play…</source>
        <translation>Spielen lernen…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="407"/>
        <source>Short lessons on the game chosen here</source>
        <translation>Kurze Lektionen zum hier gewählten Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="418"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="424"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="133"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="183"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="185"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Einstellungen (Strg+,)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="304"/>
        <source>In the game: %1</source>
        <translation>In der Partie: %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="387"/>
        <source>The computer is looking for a hint…</source>
        <translation>Der Computer sucht einen Tipp…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="444"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="446"/>
        <source>Start again: the same game and players (%1)</source>
        <translation>Neu beginnen: dasselbe Spiel, dieselben Spieler (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="452"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="455"/>
        <source>Take back your last move (%1)</source>
        <translation>Deinen letzten Zug zurücknehmen (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Stop hint</source>
        <translation>Tipp abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="465"/>
        <source>The move the computer suggests here, and why (H)</source>
        <translation>Der Zug, den der Computer hier vorschlägt, und warum (H)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="471"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="474"/>
        <source>Play again what was taken back (%1)</source>
        <translation>Zurückgenommenes wieder spielen (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="482"/>
        <source>The rules of this game (%1)</source>
        <translation>Die Regeln dieses Spiels (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="488"/>
        <source>Game ▾</source>
        <translation>Partie ▾</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="489"/>
        <source>Saving, opening and copying games and positions, turning the board, resigning and offering a draw</source>
        <translation>Partien und Stellungen speichern, öffnen und kopieren, das Brett umdrehen, aufgeben und Remis anbieten</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="490"/>
        <source>Saving, opening and copying games and positions, and turning the board</source>
        <translation>Partien und Stellungen speichern, öffnen und kopieren und das Brett umdrehen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="540"/>
        <source>Flip board</source>
        <translation>Brett umdrehen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="546"/>
        <source>Save… (Ctrl+S)</source>
        <translation>Speichern… (Strg+S)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="551"/>
        <source>Open… (Ctrl+O)</source>
        <translation>Öffnen… (Strg+O)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="594"/>
        <source>Give up this game; you are asked first</source>
        <translation>Diese Partie aufgeben; du wirst vorher gefragt</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="604"/>
        <source>Ask the other player to end the game as a draw</source>
        <translation>Dem anderen Spieler vorschlagen, die Partie remis zu beenden</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="614"/>
        <source>Back to the setup screen: another game, other players or options</source>
        <translation>Zurück zum Startbildschirm: ein anderes Spiel, andere Spieler oder Optionen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="480"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="522"/>
        <location filename="../qml/SidePanel.qml" line="593"/>
        <source>Resign…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="530"/>
        <location filename="../qml/SidePanel.qml" line="603"/>
        <source>Offer draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="557"/>
        <source>Copy position (Ctrl+C)</source>
        <translation>Stellung kopieren (Strg+C)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="562"/>
        <source>Paste position (Ctrl+V)</source>
        <translation>Stellung einfügen (Strg+V)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>Copy game as PDN</source>
        <translation>Partie als PDN kopieren</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>PDN: plain checkers only</source>
        <translation>PDN: nur für einfache Dame</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="576"/>
        <source>Export PDN…</source>
        <translation>PDN exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="582"/>
        <source>Import PDN…</source>
        <translation>PDN importieren…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="515"/>
        <location filename="../qml/SidePanel.qml" line="613"/>
        <source>Change game or players…</source>
        <translation>Spiel oder Spieler ändern…</translation>
    </message>
</context>
<context>
    <name>SorcererArt</name>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="82"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 king.</source>
        <translation>Dame von %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 man.</source>
        <translation>Stein von %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="103"/>
        <source>Poisoned by Venom: this piece leaves the board at the end of its owner&apos;s turn, unless a blue hat (Warding) takes the blow.</source>
        <translation>Vom Gift getroffen: Dieser Stein verlässt am Ende des Zuges seines Besitzers das Brett, außer ein blauer Hut (Schutz) fängt den Schlag ab.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="109"/>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="110"/>
        <source>Out</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="116"/>
        <source>The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1&apos;s rack.</source>
        <translation>Die Hüte, die %1 in der Auswahl genommen hat. Jedes Mal, wenn %1 schlägt, kommt einer davon in den Hutständer von %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="121"/>
        <source>Hats in rack</source>
        <translation>Hüte im Ständer</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="122"/>
        <source>Kings</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="123"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="134"/>
        <source>No hat this time</source>
        <translation>Diesmal keinen Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="135"/>
        <source>End the move here</source>
        <translation>Zug hier beenden</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="136"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="139"/>
        <source>Return %1 to bring back two men on %2 and %3</source>
        <translation>%1 zurückgeben, um zwei Steine auf %2 und %3 zurückzuholen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="144"/>
        <source>Return three %1 to take %2 and %3 from the opponent&apos;s rack</source>
        <translation>Drei %1 zurückgeben, um %2 und %3 aus dem gegnerischen Hutständer zu nehmen</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/SorcererArt.qml" line="172"/>
        <source>Triple Hat Combo… (%n way(s))</source>
        <translation>
            <numerusform>Dreihut-Kombination… (%n Möglichkeit)</numerusform>
            <numerusform>Dreihut-Kombination… (%n Möglichkeiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Triple Hat Combo… (%1 ways)</source>
        <translation type="vanished">Dreihut-Kombination… (%1 Möglichkeiten)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="173"/>
        <source>Triple Hat Combo, instead of moving</source>
        <translation>Dreihut-Kombination statt eines Zuges</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="175"/>
        <source>Three hats of different colours go back to the box to bring back two of your captured pieces as men on your home row, or three of one colour to take two hats from your opponent&apos;s rack.</source>
        <translation>Drei Hüte verschiedener Farben kommen zurück in die Schachtel, um zwei deiner geschlagenen Steine auf deiner Grundreihe zurückzuholen, oder drei Hüte einer Farbe, um zwei Hüte aus dem Hutständer deines Gegners zu nehmen.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Bring back two men</source>
        <translation>Zwei Steine zurückholen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Take two hats</source>
        <translation>Zwei Hüte nehmen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="182"/>
        <source>Click a ringed piece to give it the %1 hat (%2), or choose no hat.</source>
        <translation>Klicke einen umrandeten Stein an, um ihm den Hut in %1 (%2) aufzusetzen, oder wähle keinen Hut.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="184"/>
        <source>Choose a glowing hat in your rack, then click a ringed piece.</source>
        <translation>Wähle einen leuchtenden Hut in deinem Hutständer, dann klicke einen umrandeten Stein an.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="186"/>
        <source>Hat draft</source>
        <translation>Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="189"/>
        <source>Players take turns, the second player first, until each has 12. Your picks form your own pool: each time you capture, one of them goes to your rack (in the contrary draft your opponent chooses which). The 6 hats left over leave the game.</source>
        <translation>Die Spieler wählen abwechselnd, der zweite Spieler zuerst, bis jeder 12 hat. Deine Hüte bilden deinen eigenen Vorrat: Jedes Mal, wenn du schlägst, kommt einer davon in deinen Hutständer (bei der gegnerischen Hutauswahl bestimmt dein Gegner, welcher). Die 6 übrigen Hüte scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="192"/>
        <source>Players take turns, the second player first, until each has 12. The 24 picked hats fill the Bag of Hats; the 6 left over leave the game.</source>
        <translation>Die Spieler wählen abwechselnd, der zweite Spieler zuerst, bis jeder 12 hat. Die 24 gewählten Hüte kommen in den Hutbeutel; die 6 übrigen scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="196"/>
        <source>%1: %2 of 12 picked</source>
        <translation>%1: %2 von 12 gewählt</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: 1 pick</source>
        <translation>Hutauswahl: 1 Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: %1 picks</source>
        <translation>Hutauswahl: %1 Hüte</translation>
    </message>
</context>
<context>
    <name>SpellBar</name>
    <message>
        <location filename="../qml/SpellBar.qml" line="99"/>
        <source>Not now: it is not your turn.</source>
        <translation>Jetzt nicht: Du bist nicht am Zug.</translation>
    </message>
</context>
<context>
    <name>ZoneStrip</name>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="40"/>
        <source>%1&apos;s rack: %2</source>
        <translation>Hutständer von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="41"/>
        <source>Pool: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="42"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="283"/>
        <source>in %1&apos;s rack</source>
        <translation>im Hutständer von %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="284"/>
        <source>in %1&apos;s pool</source>
        <translation>im Vorrat von %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="117"/>
        <location filename="../qml/ZoneStrip.qml" line="399"/>
        <source>%1
Click to see every roll of this game.</source>
        <translation>%1
Klicke, um jeden Wurf dieses Spiels zu sehen.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../app/enginetexts.cpp" line="18"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="19"/>
        <source>%1 cannot move</source>
        <translation>%1 kann nicht ziehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="20"/>
        <source>%1 captured and chooses a hat from the pool</source>
        <translation>%1 hat geschlagen und wählt einen Hut aus dem Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="21"/>
        <source>%1 chooses where the punched hat lands</source>
        <translation>%1 wählt, wo der weggeboxte Hut landet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="22"/>
        <source>%1 chooses which hat %2 gets from the pool</source>
        <translation>%1 wählt, welchen Hut %2 aus dem Vorrat bekommt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="23"/>
        <source>%1 draws a hat from the bag</source>
        <translation>%1 zieht einen Hut aus dem Beutel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="24"/>
        <source>%1 ends the move on %2</source>
        <translation>%1 beendet den Zug auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="25"/>
        <source>%1 gives %2 the %3 hat from the pool</source>
        <translation>%1 gibt %2 den Hut in %3 aus dem Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="26"/>
        <source>%1 gives up %2, %3 and %4 to bring back men on %5 and %6</source>
        <translation>%1 gibt %2, %3 und %4 ab, um Steine auf %5 und %6 zurückzuholen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="27"/>
        <source>%1 has more %2, %3 to %4</source>
        <translation>%1 hat mehr %2, %3 zu %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="28"/>
        <source>%1 has no legal move (stalemate)</source>
        <translation>%1 hat keinen erlaubten Zug (Patt)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="30"/>
        <source>%1 has no pieces left</source>
        <translation>%1 hat keine Steine mehr</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="31"/>
        <source>%1 puts no hat on</source>
        <translation>%1 setzt keinen Hut auf</translation>
    </message>
    <message>
        <source>%1 keeps the hat on</source>
        <translation type="vanished">%1 behält den Hut auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="32"/>
        <source>%1 leaves the hat on %2</source>
        <translation>%1 lässt den Hut auf %2 liegen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="38"/>
        <source>%1 level at %2</source>
        <translation>%1 gleich, je %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="39"/>
        <source>%1 lost a piece and may put a hat from the rack on a piece</source>
        <translation>%1 hat einen Stein verloren und darf einen Hut aus dem Hutständer auf einen Stein setzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="40"/>
        <source>%1 may jump on with the piece on %2 or stop</source>
        <translation>%1 darf mit dem Stein auf %2 weiterspringen oder aufhören</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="41"/>
        <source>%1 may pick up the hat on %2</source>
        <translation>%1 darf den Hut auf %2 aufheben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="42"/>
        <source>%1 may take the hat off onto a ringed square</source>
        <translation>%1 darf den Hut auf ein umrandetes Feld absetzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="45"/>
        <source>%1 jumps from %2 to %3 over %4</source>
        <translation>%1 springt von %2 nach %3 über %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="46"/>
        <source>then from %1 to %2 over %3</source>
        <translation>dann von %1 nach %2 über %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="48"/>
        <source>%1 picks %2 (%3)</source>
        <translation>%1 wählt %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="49"/>
        <source>%1 picks a hat for the draft (%2 of 12 picked)</source>
        <translation>%1 wählt einen Hut für die Hutauswahl (%2 von 12 gewählt)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="50"/>
        <source>%1 picks up the hat on %2</source>
        <translation>%1 hebt den Hut auf %2 auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="51"/>
        <source>%1 puts %2 on %3</source>
        <translation>%1 setzt den Hut in %2 auf %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="52"/>
        <source>%1 puts on the %2</source>
        <translation>%1 setzt den Hut auf: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="57"/>
        <source>the best found, though a loss looks likely</source>
        <translation>der beste gefundene Zug, auch wenn eine Niederlage wahrscheinlich ist</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="58"/>
        <source>a win looks likely</source>
        <translation>ein Sieg ist wahrscheinlich</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="59"/>
        <source>draws the game: %1</source>
        <translation>führt zum Remis: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="62"/>
        <source>wins a piece within %1 moves</source>
        <translation>gewinnt innerhalb von %1 Zügen einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="63"/>
        <source>wins %1 pieces within %2 moves</source>
        <translation>gewinnt innerhalb von %2 Zügen %1 Steine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="64"/>
        <source>the best found, though it gives up a piece</source>
        <translation>der beste gefundene Zug, auch wenn er einen Stein hergibt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="65"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <translation>der beste gefundene Zug, auch wenn das Hergegebene mehr wert ist als das Geschlagene</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="67"/>
        <source>wins material in the trade</source>
        <translation>gewinnt beim Tausch Material</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="68"/>
        <source>the best found, though it gives up %1 pieces</source>
        <translation>der beste gefundene Zug, auch wenn er %1 Steine hergibt</translation>
    </message>
    <message>
        <source>keeps the material even as far as the computer looks</source>
        <translation type="vanished">hält das Material ausgeglichen, so weit der Computer schaut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="76"/>
        <source>%1&apos;s ready pawn on %2 is crowned</source>
        <translation>Der bereite Bauer von %1 auf %2 wird gekrönt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="77"/>
        <source>%1&apos;s ready pawns on %2 are crowned</source>
        <translation>Die bereiten Bauern von %1 auf %2 werden gekrönt</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <translation type="vanished">vor dem nächsten Zufall wechselt kein Stein den Besitzer</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <translation type="vanished">vor dem nächsten Zufall wechselt kein Stein den Besitzer: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="86"/>
        <source>%1 sets the hat on %2</source>
        <translation>%1 legt den Hut auf %2 ab</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="87"/>
        <source>%1 takes the %2 hat from the pool</source>
        <translation>%1 nimmt den Hut in %2 aus dem Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="88"/>
        <source>%1 takes the hat off onto %2</source>
        <translation>%1 nimmt den Hut ab und legt ihn auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="89"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="90"/>
        <source>%1 to move: a capture is compulsory</source>
        <translation>%1 am Zug: Schlagen ist Pflicht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="94"/>
        <source>%1&apos;s blue hat (Warding) cured the poisoned piece on %2</source>
        <translation>Der blaue Hut (Schutz) von %1 hat den vergifteten Stein auf %2 geheilt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="95"/>
        <source>%1&apos;s blue hat (Warding) saved the piece on %2</source>
        <translation>Der blaue Hut (Schutz) von %1 hat den Stein auf %2 gerettet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="96"/>
        <source>%1&apos;s green hat (Venom) poisoned the piece on %2</source>
        <translation>Der grüne Hut (Gift) von %1 hat den Stein auf %2 vergiftet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="97"/>
        <source>%1&apos;s picks</source>
        <translation>Auswahl von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="98"/>
        <source>%1&apos;s pool</source>
        <translation>Vorrat von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="99"/>
        <source>%1&apos;s rack</source>
        <translation>Hutständer von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="105"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="106"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="107"/>
        <source>%1: keep jumping with the piece on %2</source>
        <translation>%1: weiterspringen mit dem Stein auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="108"/>
        <source>%1: put the %2 on, or set it on a ringed square</source>
        <translation>%1: Hut (%2) aufsetzen oder auf ein umrandetes Feld legen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="109"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="110"/>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="111"/>
        <source>Give %1</source>
        <translation>Hut in %1 geben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="112"/>
        <source>Pick %1</source>
        <translation>Hut in %1 wählen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="113"/>
        <source>Put %1 on %2</source>
        <translation>Hut in %1 auf %2 setzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="114"/>
        <source>Return %1 to bring back men on %2 and %3</source>
        <translation>%1 zurückgeben, um Steine auf %2 und %3 zurückzuholen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="115"/>
        <source>Set the hat on %1</source>
        <translation>Hut auf %1 ablegen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="116"/>
        <source>Take the hat off onto %1</source>
        <translation>Hut abnehmen und auf %1 ablegen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="117"/>
        <source>The die identifies the hat on %1</source>
        <translation>Der Würfel bestimmt den Hut auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="118"/>
        <source>The poison took %1&apos;s piece on %2</source>
        <translation>Das Gift hat den Stein von %1 auf %2 genommen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="119"/>
        <source>The punch knocks the %1 off the piece on %2</source>
        <translation>Der Boxhieb schlägt der Figur auf %2 den Hut herunter: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="120"/>
        <source>The punch knocks the bare pawn on %1 out of the game</source>
        <translation>Der Boxhieb wirft den Bauern ohne Hut auf %1 aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="121"/>
        <source>The punched hat lands on %1</source>
        <translation>Der weggeboxte Hut landet auf %1</translation>
    </message>
    <message>
        <source>identify the hat on %1</source>
        <translation type="vanished">Hut auf %1 bestimmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="123"/>
        <source>%1 captures a king and wins</source>
        <translation>%1 schlägt einen König und gewinnt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="124"/>
        <source>%1 is checkmated</source>
        <translation>%1 ist schachmatt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="125"/>
        <source>%1 is in check</source>
        <translation>%1 steht im Schach</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="126"/>
        <source>%1 to move, in check</source>
        <translation>%1 am Zug, im Schach</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="127"/>
        <source>%1 gives up three %2 to take two %3 from %4</source>
        <translation>%1 gibt drei Hüte in %2 ab, um zwei Hüte in %3 von %4 zu nehmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="128"/>
        <source>%1 gives up three %2 to take %3 and %4 from %5</source>
        <translation>%1 gibt drei Hüte in %2 ab, um %3 und %4 von %5 zu nehmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="129"/>
        <source>Return three %1 to take %2 and %3</source>
        <translation>Drei Hüte in %1 zurückgeben, um %2 und %3 zu nehmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="130"/>
        <source>The die shows %1</source>
        <translation>Der Würfel zeigt %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="131"/>
        <source>The die shows %1: a %2</source>
        <translation>Der Würfel zeigt %1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="132"/>
        <source>%1 draws %2 from the bag</source>
        <translation>%1 zieht %2 aus dem Beutel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="133"/>
        <source>%1 piece</source>
        <translation>%1 Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="134"/>
        <source>%1 pieces</source>
        <translation>%1 Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="135"/>
        <source>every hat identified and none was a crown: a draw (White %1, Black %2)</source>
        <translation>alle Hüte bestimmt und keiner war eine Krone: unentschieden (Weiß %1, Schwarz %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="137"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="138"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="139"/>
        <source>No free square around %1: the punching pawn on %2 puts the hat on</source>
        <translation>Kein freies Feld um %1: der boxende Bauer auf %2 setzt den Hut auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="141"/>
        <source>No hatless square around %1: %2 must put on the %3</source>
        <translation>Kein Feld ohne Hut um %1: %2 muss aufsetzen: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="142"/>
        <source>%1; %2: a draw</source>
        <translation>%1; %2: unentschieden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="144"/>
        <source>move &apos;%1&apos; is illegal: %2</source>
        <translation>Zug „%1“ ist nicht erlaubt: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="145"/>
        <source>%1 (legal: %2)</source>
        <translation>%1 (erlaubt: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="146"/>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>„%1“ ist hier kein erlaubter Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="147"/>
        <source>&apos;%1&apos; is not a legal move here (%2)</source>
        <translation>„%1“ ist hier kein erlaubter Zug (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="148"/>
        <source>&apos;%1&apos;: the game is over</source>
        <translation>„%1“: Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the game is over</source>
        <translation type="vanished">Zug „%1“: Die Partie ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="149"/>
        <source>a capture is compulsory</source>
        <translation>Schlagen ist Pflicht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="150"/>
        <source>a capture is compulsory (%1)</source>
        <translation>Schlagen ist Pflicht (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="151"/>
        <source>it is not one of %1&apos;s choices</source>
        <translation>%1 hat diese Wahl nicht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="152"/>
        <source>it is not one of the choices</source>
        <translation>das ist keine der Möglichkeiten</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the jump chain must go on from %2</source>
        <translation type="vanished">Zug „%1“: Die Sprungkette muss auf %2 weitergehen</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the piece on %2 is %3&apos;s, and %4 is to move</source>
        <translation type="vanished">Zug „%1“: Der Stein auf %2 gehört %3, und %4 ist am Zug</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: there is no piece on %2</source>
        <translation type="vanished">Zug „%1“: Auf %2 steht kein Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="153"/>
        <source>no %1 piece can go that way</source>
        <translation>kein Stein von %1 kann so ziehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="154"/>
        <source>the move must go on from %1</source>
        <translation>der Zug muss auf %1 weitergehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="155"/>
        <source>move &apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>Zug „%1“ ist mehrdeutig: Er könnte %2 sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="156"/>
        <source>the capture must go on to the end (%1)</source>
        <translation>das Schlagen muss bis zum Ende gehen (%1)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: &apos;%2&apos; cannot be played now: %3</source>
        <translation type="vanished">Zug „%1“: „%2“ kann jetzt nicht gespielt werden: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="158"/>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="159"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="160"/>
        <source>Checkers</source>
        <translation>Englische Dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="161"/>
        <source>Chess from pawns: pick up unknown hats, roll to see what they make you, wear them.</source>
        <translation>Schach aus Bauern: Hebe unbekannte Hüte auf, würfle, was sie aus dir machen, und trage sie.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="164"/>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="165"/>
        <source>End the move here</source>
        <translation>Zug hier beenden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="166"/>
        <source>Hat draft</source>
        <translation>Hutauswahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="167"/>
        <source>Keep the hat on</source>
        <translation>Hut aufbehalten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="168"/>
        <source>Leave the hat</source>
        <translation>Hut liegen lassen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="169"/>
        <source>No hat this time</source>
        <translation>Diesmal keinen Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="170"/>
        <source>Out of the game</source>
        <translation>Aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="171"/>
        <source>Pawns in Hats</source>
        <translation>Bauern mit Hüten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="172"/>
        <source>Pick up the hat</source>
        <translation>Hut aufheben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="173"/>
        <source>Playing for Blood</source>
        <translation>Bis aufs Blut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="174"/>
        <source>Put the hat on</source>
        <translation>Hut aufsetzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="175"/>
        <source>Second-Hand Hats</source>
        <translation>Hüte aus zweiter Hand</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="176"/>
        <source>Sorcerer&apos;s Apprentice</source>
        <translation>Der Zauberlehrling</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="177"/>
        <source>The hat was a Mirage Hat: it vanishes</source>
        <translation>Der Hut war ein Trugbild-Hut: Er verschwindet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="178"/>
        <source>Triple Hat Combo Bonus</source>
        <translation>Dreihut-Kombination</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="179"/>
        <source>Wearing Many Hats</source>
        <translation>Viele Hüte tragen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="180"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="181"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="182"/>
        <source>clear</source>
        <translation>Kristall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="183"/>
        <source>contrary</source>
        <translation>gegnerisch</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="184"/>
        <source>crown</source>
        <translation>Krone</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="185"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="186"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="187"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="189"/>
        <source>hats in the rack</source>
        <translation>Hüte im Hutständer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="190"/>
        <source>hats still unknown</source>
        <translation>noch unbekannte Hüte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="191"/>
        <source>helm</source>
        <translation>Helm</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="192"/>
        <source>kings</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>looks at its own move and hat only, with a dash of chance</source>
        <translation type="vanished">schaut nur auf den eigenen Zug und Hut, mit einer Prise Zufall</translation>
    </message>
    <message>
        <source>looks two moves ahead with their hat decisions, die rolls averaged</source>
        <translation type="vanished">schaut zwei Züge voraus samt Hutentscheidungen, Würfe gemittelt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="200"/>
        <source>mitre</source>
        <translation>Mitra</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="201"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="202"/>
        <source>moves toward the 50-move draw</source>
        <translation>Züge auf dem Weg zum 50-Züge-Remis</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="203"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="204"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="205"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="206"/>
        <source>pieces on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="207"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="208"/>
        <source>queenly crown</source>
        <translation>Königinnenkrone</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="209"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="210"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>searches deeper than normal, cutting off lines it can refute</source>
        <translation type="vanished">rechnet tiefer als „normal“ und schneidet widerlegbare Varianten ab</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="211"/>
        <source>select</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="212"/>
        <source>tyrolean</source>
        <translation>Tiroler</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="213"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="214"/>
        <source>50 moves each without a capture, a punch, a bare pawn moving or a hat put on or taken off: a draw</source>
        <translation>50 Züge je Seite ohne Schlagen, Boxen, Zug eines Bauern ohne Hut oder Auf- und Absetzen eines Huts: unentschieden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="217"/>
        <source>the same position occurred for the third time: a draw</source>
        <translation>dieselbe Stellung kam zum dritten Mal vor: unentschieden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="218"/>
        <source>the same position occurred for the third time</source>
        <translation>dieselbe Stellung kam zum dritten Mal vor</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="219"/>
        <source>40 moves each without a capture or a man moving</source>
        <translation>40 Züge je Seite ohne Schlagen und ohne Zug eines Steins</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="220"/>
        <source>draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="221"/>
        <source>pieces left</source>
        <translation>übrige Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="222"/>
        <source>Kingly Crown</source>
        <translation>Königskrone</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="223"/>
        <source>Queenly Crown</source>
        <translation>Königinnenkrone</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="224"/>
        <source>Bishop Mitre</source>
        <translation>Bischofsmitra</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="225"/>
        <source>Knighted Helm</source>
        <translation>Ritterhelm</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="226"/>
        <source>Hunting Tyrolean</source>
        <translation>Tiroler Jägerhut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="227"/>
        <source>Mirage Hat</source>
        <translation>Trugbild-Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="228"/>
        <source>unknown hat</source>
        <translation>unbekannter Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="229"/>
        <source>hat</source>
        <translation>Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="230"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="231"/>
        <source>English draughts: 12 men each, compulsory captures, kings move one square.</source>
        <translation>Nach englischen Regeln: je 12 Steine, Schlagpflicht, Damen ziehen ein Feld weit.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="234"/>
        <source>Checkers with magic hats: capture to draw hats from the bag, then wear their powers.</source>
        <translation>Dame mit Zauberhüten: Schlagen bringt Hüte aus dem Beutel, Steine mit Hut erhalten Kräfte.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="237"/>
        <source>Pick hats before play: mixed fills the bag, select gives each player a pool to choose from on capture, contrary lets the opponent choose from it.</source>
        <translation>Hüte vor dem Spiel auswählen: Bei der gemischten Auswahl füllen sie den Beutel, bei der eigenen bekommt jeder Spieler einen Vorrat, aus dem er beim Schlagen wählt, bei der gegnerischen wählt der Gegner daraus.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="241"/>
        <source>A piece may wear several hats, added evenly across your pieces.</source>
        <translation>Ein Stein darf mehrere Hüte tragen; sie werden gleichmäßig auf deine Steine verteilt.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="242"/>
        <source>Capturing a hatted piece moves its hats into your rack (Venom excepted).</source>
        <translation>Schlägst du einen Stein mit Hüten, kommen seine Hüte in deinen Hutständer (außer Gift).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="244"/>
        <source>Most pieces left wins; hats in the rack only break ties.</source>
        <translation>Es gewinnt, wer die meisten Steine übrig hat; Hüte im Hutständer entscheiden nur bei Gleichstand.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="245"/>
        <source>Trade three hats from your rack to bring back two men or take two hats.</source>
        <translation>Tausche drei Hüte aus deinem Hutständer, um zwei Steine zurückzuholen oder zwei Hüte zu nehmen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="247"/>
        <source>plays any legal move at random</source>
        <translation>spielt irgendeinen erlaubten Zug, zufällig gewählt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="248"/>
        <source>looks a few moves ahead and often picks a weaker move</source>
        <translation>schaut wenige Züge voraus und wählt oft einen schwächeren Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="249"/>
        <source>a solid club player that reads tactics well</source>
        <translation>ein solider Vereinsspieler, der Taktik gut erkennt</translation>
    </message>
    <message>
        <source>searches ten times deeper than normal</source>
        <translation type="vanished">rechnet zehnmal gründlicher als „normal“</translation>
    </message>
    <message>
        <source>thinks one decision ahead, with a dash of chance</source>
        <translation type="vanished">denkt eine Entscheidung voraus, mit einer Prise Zufall</translation>
    </message>
    <message>
        <source>weighs each hat draw two decisions ahead</source>
        <translation type="vanished">wägt jeden Hutzug zwei Entscheidungen voraus ab</translation>
    </message>
    <message>
        <source>looks up to six decisions ahead, draws and placements included</source>
        <translation type="vanished">schaut bis zu sechs Entscheidungen voraus, Hutziehen und Aufsetzen eingeschlossen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="265"/>
        <source>Fantasy RPG Checkers</source>
        <translation>Fantasy-Rollenspiel-Dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="266"/>
        <source>Checkers with a character each: wounds, saving throws, levels, spells and powers.</source>
        <translation>Dame mit je einer Figur: Wunden, Rettungswürfe, Stufen, Zauber und Fähigkeiten.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="269"/>
        <source>Black&apos;s character</source>
        <translation>Figur von Schwarz</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="270"/>
        <source>White&apos;s character</source>
        <translation>Figur von Weiß</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="271"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="272"/>
        <source>ranger</source>
        <translation>Waldläufer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="273"/>
        <source>cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="274"/>
        <source>bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="275"/>
        <source>thief</source>
        <translation>Dieb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="276"/>
        <source>fighter</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="277"/>
        <source>mage</source>
        <translation>Magier</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix Black&apos;s character</source>
        <translation type="vanished">wählen: vor dem Spiel auf dem Brett aussuchen; oder die Figur von Schwarz festlegen</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix White&apos;s character</source>
        <translation type="vanished">wählen: vor dem Spiel auf dem Brett aussuchen; oder die Figur von Weiß festlegen</translation>
    </message>
    <message>
        <source>looks at its own decision only, with a dash of chance</source>
        <translation type="vanished">schaut nur auf die eigene Entscheidung, mit einer Prise Zufall</translation>
    </message>
    <message>
        <source>looks a few decisions ahead, every die roll averaged</source>
        <translation type="vanished">schaut einige Entscheidungen voraus, jeder Würfelwurf gemittelt</translation>
    </message>
    <message>
        <source>looks further ahead than normal, every die roll averaged</source>
        <translation type="vanished">schaut weiter voraus als normal, jeder Würfelwurf gemittelt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="300"/>
        <source>%1 chooses %2</source>
        <translation>%1 wählt %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="301"/>
        <source>%1 takes up the bow</source>
        <translation>%1 greift zum Bogen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="302"/>
        <source>%1 gets ready to backstab</source>
        <translation>%1 macht sich zum Meucheln bereit</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="303"/>
        <source>%1 casts %2</source>
        <translation>%1 wirkt %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="304"/>
        <source>%1 wounds %2 (Leap &amp; Stab)</source>
        <translation>%1 verwundet den Stein auf %2 (Sprung &amp; Stich)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="305"/>
        <source>%1 shoots an arrow at %2</source>
        <translation>%1 schießt einen Pfeil auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="306"/>
        <source>%1 backstabs %2</source>
        <translation>%1 meuchelt den Stein auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="307"/>
        <source>%1 heals %2 with Cure Light Wounds</source>
        <translation>%1 heilt den Stein auf %2 (Leichte Wunden heilen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="308"/>
        <source>%1 charms %2</source>
        <translation>%1 bezaubert den Stein auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="309"/>
        <source>%1 conjures an Illusion on %2</source>
        <translation>%1 beschwört ein Trugbild auf %2</translation>
    </message>
    <message>
        <source>%1 casts %2 on %3</source>
        <translation type="vanished">%1 wirkt %2 auf %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="311"/>
        <source>%1 stops stabbing</source>
        <translation>%1 hört auf zu stechen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="312"/>
        <source>%1 stops shooting</source>
        <translation>%1 hört auf zu schießen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="313"/>
        <source>%1 casts Cure Critical Wounds on %2</source>
        <translation>%1 wirkt Kritische Wunden heilen auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="314"/>
        <source>%1 lets %2 be captured</source>
        <translation>%1 lässt den Stein auf %2 schlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="315"/>
        <source>%1 passes (Cure Critical Wounds)</source>
        <translation>%1 setzt aus (Kritische Wunden heilen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="316"/>
        <source>Choose %1</source>
        <translation>Wähle %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="317"/>
        <source>Shoot arrows (a penny each)</source>
        <translation>Pfeile schießen (je eine Münze)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="318"/>
        <source>%1 (1 penny)</source>
        <translation>%1 (1 Münze)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="319"/>
        <source>%1 (%2 pennies)</source>
        <translation>%1 (%2 Münzen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="320"/>
        <source>Stop stabbing</source>
        <translation>Stechen beenden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="321"/>
        <source>Stop shooting</source>
        <translation>Schießen beenden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="322"/>
        <source>Cure Critical Wounds (3 pennies)</source>
        <translation>Kritische Wunden heilen (3 Münzen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="323"/>
        <source>Let it be captured</source>
        <translation>Schlagen lassen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="324"/>
        <source>Pass (Cure Critical Wounds)</source>
        <translation>Aussetzen (Kritische Wunden heilen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="325"/>
        <source>%1 chooses a character</source>
        <translation>%1 wählt eine Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="326"/>
        <source>%1 passes this turn (Cure Critical Wounds)</source>
        <translation>%1 setzt diesen Zug aus (Kritische Wunden heilen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="327"/>
        <source>%1 must capture</source>
        <translation>%1 muss schlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="328"/>
        <source>%1 must go on jumping from %2</source>
        <translation>%1 muss von %2 aus weiterspringen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="329"/>
        <source>%1 chooses the target of %2</source>
        <translation>%1 wählt das Ziel für %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="330"/>
        <source>%1 shoots an arrow (%2 left) or stops</source>
        <translation>%1 schießt einen Pfeil (noch %2) oder hört auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="331"/>
        <source>%1 deals a wound with Leap &amp; Stab (%2 left) or stops</source>
        <translation>%1 verwundet mit Sprung &amp; Stich (noch %2) oder hört auf</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="332"/>
        <source>%1 may cast Cure Critical Wounds to save %2</source>
        <translation>%1 kann Kritische Wunden heilen wirken, um den Stein auf %2 zu retten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="333"/>
        <source>a saving throw is due</source>
        <translation>ein Rettungswurf steht an</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="334"/>
        <source>%1 saves %2 with Cure Critical Wounds and will skip a turn</source>
        <translation>%1 rettet den Stein auf %2 (Kritische Wunden heilen) und setzt einen Zug aus</translation>
    </message>
    <message>
        <source>%1 saves against %2: %3 + LD %4 = %5, %6</source>
        <translation type="vanished">Rettungswurf von %1 gegen %2: %3 + LD %4 = %5, %6</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="336"/>
        <source>saved (a natural 6)</source>
        <translation>geschafft (eine natürliche 6)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="337"/>
        <source>saved</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="338"/>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="339"/>
        <source>the Illusion</source>
        <translation>das Trugbild</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="340"/>
        <source>no checkers are left on either side</source>
        <translation>keine Seite hat noch Steine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="341"/>
        <source>%1 has no checkers left</source>
        <translation>%1 hat keine Steine mehr</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="342"/>
        <source>Loot! %1&apos;s Thief leads by %2 levels</source>
        <translation>Beute! Der Dieb von %1 führt mit %2 Stufen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="343"/>
        <source>%1&apos;s Smart Fighter puts a penny in the pool</source>
        <translation>Der Schlaue Kämpfer von %1 legt eine Münze in den Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="344"/>
        <source>Loot! %1&apos;s Thief makes a triple jump</source>
        <translation>Beute! Der Dieb von %1 schafft einen Dreifachsprung</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="345"/>
        <source>40 moves each without a capture, a wound, a crown or a man moving</source>
        <translation>40 Züge je Seite ohne Schlagen, Wunde, Krönung oder Zug eines Steins</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="347"/>
        <source>%1&apos;s character</source>
        <translation>Figur von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="348"/>
        <source>%1&apos;s spells</source>
        <translation>Zauber von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="350"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="351"/>
        <source>LD</source>
        <translation>LD</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="352"/>
        <source>Pool</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="353"/>
        <source>Pennies</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="354"/>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="355"/>
        <source>Skips a turn</source>
        <translation>Setzt einen Zug aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="356"/>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="357"/>
        <source>the Demented Ranger</source>
        <translation>den Wahnsinnigen Waldläufer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="358"/>
        <source>the Stalwart Cleric</source>
        <translation>den Standhaften Kleriker</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="359"/>
        <source>the Bard</source>
        <translation>den Barden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="360"/>
        <source>the Ranged Attack Thief</source>
        <translation>den Fernkampf-Dieb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="361"/>
        <source>the Smart Fighter</source>
        <translation>den Schlauen Kämpfer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="362"/>
        <source>the Arcane Mage</source>
        <translation>den Arkanen Magier</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="363"/>
        <source>Backstab</source>
        <translation>Meucheln</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="364"/>
        <source>Shortbow</source>
        <translation>Kurzbogen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="365"/>
        <source>Cure Light Wounds</source>
        <translation>Leichte Wunden heilen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="366"/>
        <source>Cure Critical Wounds</source>
        <translation>Kritische Wunden heilen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="367"/>
        <source>Call Lightning</source>
        <translation>Blitz herbeirufen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="368"/>
        <source>Charm</source>
        <translation>Bezaubern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="369"/>
        <source>Illusion</source>
        <translation>Trugbild</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="370"/>
        <source>Fireball</source>
        <translation>Feuerball</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="371"/>
        <source>Magic Missile</source>
        <translation>Magisches Geschoss</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="374"/>
        <source>Alien Checkers</source>
        <translation>Alien-Dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="375"/>
        <source>Checkers with a deck of alien cards: walls, fire, water, the Monolith, a turning board, emperors and a secret planet each.</source>
        <translation>Dame mit einem Stapel Alien-Karten: Mauern, Feuer, Wasser, der Monolith, ein drehbares Brett, Kaiser und je ein geheimer Planet.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="378"/>
        <source>Secret planets</source>
        <translation>Geheime Planeten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="379"/>
        <source>Each player is dealt a secret planet: a second way to win.</source>
        <translation>Jeder Spieler erhält einen geheimen Planeten: ein zweiter Weg zum Sieg.</translation>
    </message>
    <message>
        <source>looks five decisions ahead, card draws averaged</source>
        <translation type="vanished">schaut fünf Entscheidungen voraus, Kartenziehungen gemittelt</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and sees the captures waiting at the end</source>
        <translation type="vanished">schaut sieben Entscheidungen voraus und sieht die Schlagzüge, die am Ende warten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="393"/>
        <source>%1 is dealt a secret planet</source>
        <translation>%1 erhält einen geheimen Planeten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="394"/>
        <source>The %1 card is turned face up</source>
        <translation>Die Karte %1 wird aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="395"/>
        <source>%1 plays %2</source>
        <translation>%1 spielt die Karte %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="396"/>
        <source>%1 crowns the pawn on %2</source>
        <translation>%1 krönt den Stein auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="397"/>
        <source>%1 turns the board clockwise</source>
        <translation>%1 dreht das Brett im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="398"/>
        <source>%1 turns the board counter-clockwise</source>
        <translation>%1 dreht das Brett gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="399"/>
        <source>%1 sets the Monolith on %2</source>
        <translation>%1 stellt den Monolithen auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="400"/>
        <source>%1 slides the Monolith from %2 to %3</source>
        <translation>%1 schiebt den Monolithen von %2 nach %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="401"/>
        <source>%1 sits the Galactic Hippo on %2</source>
        <translation>%1 setzt das Galaktische Nilpferd auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="402"/>
        <source>%1 puts the Snookle on %2</source>
        <translation>%1 setzt den Snookle auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="403"/>
        <source>%1 lights a fire on %2</source>
        <translation>%1 entzündet ein Feuer auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="404"/>
        <source>%1 pours water on %2</source>
        <translation>%1 gießt Wasser auf %2</translation>
    </message>
    <message>
        <source>%1 builds walls at %2 and %3</source>
        <translation type="vanished">%1 baut Mauern an %2 und %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="410"/>
        <source>%1 gives the checker on %2 a ring</source>
        <translation>%1 gibt dem Stein auf %2 einen Ring</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="411"/>
        <source>%1 brings a pawn back on %2</source>
        <translation>%1 holt einen Bauern auf %2 zurück</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="412"/>
        <source>%1 makes the king on %2 an emperor</source>
        <translation>%1 macht die Dame auf %2 zum Kaiser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="413"/>
        <source>%1 removes the Monolith</source>
        <translation>%1 entfernt den Monolithen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="414"/>
        <source>%1 removes the Galactic Hippo</source>
        <translation>%1 entfernt das Galaktische Nilpferd</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="415"/>
        <source>%1 removes the Snookle</source>
        <translation>%1 entfernt den Snookle</translation>
    </message>
    <message>
        <source>%1 removes the walls at %2</source>
        <translation type="vanished">%1 entfernt die Mauern an %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="419"/>
        <source>%1 puts out the fire on %2</source>
        <translation>%1 löscht das Feuer auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="420"/>
        <source>%1 clears the water from %2</source>
        <translation>%1 entfernt das Wasser von %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="421"/>
        <source>%1 takes the ring from the checker on %2</source>
        <translation>%1 nimmt dem Stein auf %2 den Ring</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="422"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="423"/>
        <source>Turn clockwise</source>
        <translation>Im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="424"/>
        <source>Turn counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="425"/>
        <source>A secret planet is dealt</source>
        <translation>Ein geheimer Planet wird ausgeteilt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="426"/>
        <source>A card is turned face up</source>
        <translation>Eine Karte wird aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="427"/>
        <source>A second card is turned face up</source>
        <translation>Eine zweite Karte wird aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="428"/>
        <source>%1 chooses which ready pawn to crown</source>
        <translation>%1 wählt, welcher bereite Stein gekrönt wird</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="429"/>
        <source>%1 goes on jumping</source>
        <translation>%1 springt weiter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="430"/>
        <source>%1 moves a checker</source>
        <translation>%1 zieht einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="431"/>
        <source>%1 chooses a face-up card to play</source>
        <translation>%1 wählt eine offene Karte zum Ausspielen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="432"/>
        <source>%1 puts the Monolith on an empty square</source>
        <translation>%1 stellt den Monolithen auf ein leeres Feld</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="433"/>
        <source>%1 slides the Monolith</source>
        <translation>%1 schiebt den Monolithen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="434"/>
        <source>%1 sets the Hippo on a checker</source>
        <translation>%1 setzt das Nilpferd auf einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="435"/>
        <source>%1 sets the Snookle on a checker</source>
        <translation>%1 setzt den Snookle auf einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="436"/>
        <source>%1 puts fire on an empty square</source>
        <translation>%1 legt Feuer auf ein leeres Feld</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="437"/>
        <source>%1 puts water on an empty square or on fire</source>
        <translation>%1 gießt Wasser auf ein leeres Feld oder auf Feuer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="438"/>
        <source>%1 builds a pair of walls</source>
        <translation>%1 baut ein Paar Mauern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="439"/>
        <source>%1 puts a ring on one of their checkers</source>
        <translation>%1 legt einen Ring auf einen eigenen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="440"/>
        <source>%1 turns the board</source>
        <translation>%1 dreht das Brett</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="441"/>
        <source>%1 brings a pawn back on their home row</source>
        <translation>%1 holt einen Stein auf die eigene Grundreihe zurück</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="442"/>
        <source>%1 removes one thing from the board</source>
        <translation>%1 entfernt etwas vom Brett</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="443"/>
        <source>%1 makes one of their kings an emperor</source>
        <translation>%1 macht eine eigene Dame zum Kaiser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="444"/>
        <source>The discards are shuffled into a new draw pile</source>
        <translation>Die Ablage wird zu einem neuen Nachziehstapel gemischt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="445"/>
        <source>All the cards are shuffled into the draw pile</source>
        <translation>Alle Karten werden in den Nachziehstapel gemischt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="446"/>
        <source>The %1 card has nothing to do</source>
        <translation>Die Karte %1 bewirkt nichts</translation>
    </message>
    <message>
        <source>The Monolith pushes the checker on %1 to its end</source>
        <translation type="vanished">Der Monolith stößt den Stein auf %1 ins Aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="454"/>
        <source>The Hippo cannot stand the Snookle and leaves</source>
        <translation>Das Nilpferd erträgt den Snookle nicht und geht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="455"/>
        <source>A ring saves the checker on %1</source>
        <translation>Ein Ring rettet den Stein auf %1</translation>
    </message>
    <message>
        <source>%1 meets the goal of %2</source>
        <translation type="vanished">%1 erfüllt das Ziel von %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="467"/>
        <source>40 moves each without a capture, a pawn moving or a crown: a draw</source>
        <translation>40 Züge je Seite ohne Schlagen, Zug eines Steins oder Krönung: unentschieden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="469"/>
        <source>%1 captured every enemy checker</source>
        <translation>%1 hat alle gegnerischen Steine geschlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="470"/>
        <source>%1 has five kings and emperors</source>
        <translation>%1 hat fünf Damen und Kaiser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="471"/>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="472"/>
        <source>Discards</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="473"/>
        <source>Face-up cards</source>
        <translation>Offene Karten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="474"/>
        <source>%1&apos;s planet</source>
        <translation>Planet von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="475"/>
        <source>Unused planets</source>
        <translation>Unbenutzte Planeten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="476"/>
        <source>%1&apos;s captured pieces</source>
        <translation>Geschlagene Scheiben von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="477"/>
        <source>enemy pieces captured</source>
        <translation>geschlagene gegnerische Scheiben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="478"/>
        <source>walls left</source>
        <translation>übrige Mauern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="479"/>
        <source>turns without progress</source>
        <translation>Züge ohne Fortschritt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="480"/>
        <source>Monolith</source>
        <translation>Monolith</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="481"/>
        <source>Galactic Hippo</source>
        <translation>Galak­tisches Nilpferd</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="482"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="483"/>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="484"/>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="485"/>
        <source>Walls</source>
        <translation>Mauern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="486"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="487"/>
        <source>Quarter Turn</source>
        <translation>Vierteldrehung</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="488"/>
        <source>Revive</source>
        <translation>Wiederbelebung</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="489"/>
        <source>Reshuffle</source>
        <translation>Neu mischen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="490"/>
        <source>Antimatter</source>
        <translation>Antimaterie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="491"/>
        <source>Coronation</source>
        <translation>Krönung</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="492"/>
        <source>Mercury</source>
        <translation>Merkur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="493"/>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="494"/>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="495"/>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="496"/>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="497"/>
        <source>Saturn</source>
        <translation>Saturn</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="498"/>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="499"/>
        <source>Neptune</source>
        <translation>Neptun</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="500"/>
        <source>Pluto</source>
        <translation>Pluto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="526"/>
        <source>%1 waits: it is %2&apos;s turn.</source>
        <translation>%1 wartet: %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="582"/>
        <source>The Hippo sits on this checker and holds it where it is.</source>
        <translation>Das Nilpferd sitzt auf diesem Stein und hält ihn fest.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="607"/>
        <source>Legal, but that misses the goal: %1</source>
        <translation>Erlaubt, aber das verfehlt das Ziel: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="608"/>
        <source>The game is over (%1) and the goal was not reached.</source>
        <translation>Die Partie ist vorbei (%1), und das Ziel wurde nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="609"/>
        <source>The game was ended before the goal was reached.</source>
        <translation>Die Partie wurde beendet, bevor das Ziel erreicht war.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="610"/>
        <source>Goal reached.</source>
        <translation>Ziel erreicht.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="502"/>
        <source>The man on %1</source>
        <translation>Der Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="29"/>
        <source>a man moves and captures forward only, until it is crowned</source>
        <translation>ein Stein zieht und schlägt nur vorwärts, bis er zur Dame wird</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="33"/>
        <source>%1 is captured</source>
        <translation>%1 wird geschlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="34"/>
        <source>%1 is lost to its own side&apos;s spell</source>
        <translation>%1 geht durch einen Zauber der eigenen Seite verloren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="35"/>
        <source>%1 is wounded</source>
        <translation>%1 wird verwundet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="36"/>
        <source>%1 loses its penny</source>
        <translation>%1 verliert die Münze</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="37"/>
        <source>%1 loses its penny and is wounded</source>
        <translation>%1 verliert die Münze und wird verwundet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="43"/>
        <source>%1 on %2 knocks the hat off %3</source>
        <translation>%1 auf %2 boxt gegen %3 und schlägt den Hut herunter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="44"/>
        <source>%1 on %2 strikes at %3</source>
        <translation>%1 auf %2 greift %3 an</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="47"/>
        <source>%1 on %2 zots %3</source>
        <translation>%1 auf %2 zaubert %3 weg</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="54"/>
        <source>the only legal move</source>
        <translation>der einzige erlaubte Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="55"/>
        <source>wins the game</source>
        <translation>gewinnt die Partie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="56"/>
        <source>the best defence found, though the game looks lost</source>
        <translation>die beste gefundene Verteidigung, auch wenn die Partie verloren aussieht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="60"/>
        <source>wins a piece</source>
        <translation>gewinnt einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="61"/>
        <source>wins %1 pieces</source>
        <translation>gewinnt %1 Steine</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <translation type="vanished">gibt einen Stein her</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <translation type="vanished">gibt %1 Steine her</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="71"/>
        <source>trades a piece for a piece</source>
        <translation>tauscht Stein gegen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="72"/>
        <source>trades %1 pieces for as many</source>
        <translation>tauscht %1 Steine gegen ebenso viele</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <translation type="vanished">in den Zügen, die der Computer betrachtet, wechselt kein Stein den Besitzer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="100"/>
        <source>%1&apos;s Illusion on %2 jumps at %3</source>
        <translation>Das Trugbild von %1 auf %2 springt auf %3 zu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="101"/>
        <source>%1&apos;s wall between %2 and %3 is in the way</source>
        <translation>eine Mauer von %1 zwischen %2 und %3 steht im Weg</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="122"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="188"/>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="193"/>
        <source>looks about eight decisions ahead, with a dash of chance</source>
        <translation>schaut etwa acht Entscheidungen voraus, mit einer Prise Zufall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="194"/>
        <source>looks about ten decisions ahead, die rolls averaged</source>
        <translation>schaut etwa zehn Entscheidungen voraus, Würfelwürfe gemittelt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="195"/>
        <source>looks about eleven decisions ahead, skipping lines it already sees are worse</source>
        <translation>schaut etwa elf Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="197"/>
        <source>looks about twelve decisions ahead, then follows every capture to its end, and keeps a piece that can still catch the last enemy pawns</source>
        <translation>schaut etwa zwölf Entscheidungen voraus, verfolgt danach jeden Schlagabtausch bis zum Ende und behält eine Figur, die die letzten gegnerischen Bauern noch fangen kann</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="250"/>
        <source>looks at ten times as many positions as normal</source>
        <translation>prüft zehnmal so viele Stellungen wie „normal“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="251"/>
        <source>plays the masters&apos; openings, judges positions with a network trained on its own games, looks at more than twice as many as hard and knows every ending of four pieces</source>
        <translation>spielt die Eröffnungen der Meister, bewertet Stellungen mit einem an eigenen Partien trainierten Netz, prüft mehr als doppelt so viele wie „schwer“ und kennt jedes Endspiel mit vier Steinen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="255"/>
        <source>looks two decisions ahead, with a dash of chance</source>
        <translation>schaut zwei Entscheidungen voraus, mit einer Prise Zufall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="256"/>
        <source>looks about seven decisions ahead, skipping lines it already sees are worse</source>
        <translation>schaut etwa sieben Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="258"/>
        <source>looks about eight decisions ahead, skipping lines it already sees are worse</source>
        <translation>schaut etwa acht Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <source>looks about nine decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">schaut etwa neun Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="278"/>
        <source>Chosen on the board before play, White choosing first, or fixed here.</source>
        <translation>Vor dem Spiel auf dem Brett gewählt, wobei Weiß zuerst wählt, oder hier festgelegt.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="281"/>
        <source>Choose on the board</source>
        <translation>Auf dem Brett wählen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="282"/>
        <source>Demented Ranger</source>
        <translation>Wahnsinniger Waldläufer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="283"/>
        <source>Stalwart Cleric</source>
        <translation>Standhafter Kleriker</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="284"/>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="285"/>
        <source>Ranged Attack Thief</source>
        <translation>Fernkampf-Dieb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="286"/>
        <source>Smart Fighter</source>
        <translation>Schlauer Kämpfer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="287"/>
        <source>Arcane Mage</source>
        <translation>Arkaner Magier</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="288"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="289"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="290"/>
        <source>No draft: draw from the full bag</source>
        <translation>Keine Auswahl: voller Beutel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="291"/>
        <source>Mixed Hat Draft</source>
        <translation>Gemischte Hutauswahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="292"/>
        <source>Select Hat Draft</source>
        <translation>Eigene Hutauswahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="293"/>
        <source>Contrary Select Hat Draft</source>
        <translation>Gegnerische Hutauswahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="294"/>
        <source>looks five decisions ahead, every die roll averaged</source>
        <translation>schaut fünf Entscheidungen voraus, jeder Würfelwurf gemittelt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="295"/>
        <source>looks about twelve decisions ahead, skipping lines it already sees are worse</source>
        <translation>schaut etwa zwölf Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <source>looks about thirteen decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">schaut etwa dreizehn Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <source>looks three decisions ahead, its move and card, with a dash of chance</source>
        <translation type="vanished">schaut drei Entscheidungen voraus, Zug und Karte, mit einer Prise Zufall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="385"/>
        <source>looks six decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>schaut sechs Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt, Kartenziehungen und die möglichen Planeten des Gegners gemittelt</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">schaut sieben Entscheidungen voraus, bis zum Ende des gegnerischen Zuges, sieht die Schläge, die am Ende warten, und behält den Snookle und den Monolithen im Blick</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and into the eighth, on almost three times as many positions as hard, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">schaut sieben Entscheidungen voraus und in die achte hinein, mit fast dreimal so vielen Stellungen wie „schwer“, sieht die Schläge, die am Ende warten, und behält den Snookle und den Monolithen im Blick</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="380"/>
        <source>looks two decisions ahead, its move and card, with a dash of chance</source>
        <translation>schaut zwei Entscheidungen voraus, Zug und Karte, mit einer Prise Zufall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="382"/>
        <source>looks four decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>schaut vier Entscheidungen voraus und überspringt Varianten, die es schon als schlechter erkennt, Kartenziehungen und die möglichen Planeten des Gegners gemittelt</translation>
    </message>
    <message>
        <source>%1 builds walls at the corner of %2</source>
        <translation type="vanished">%1 baut Mauern an der Ecke von %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="416"/>
        <source>%1 removes the wall beside %2</source>
        <translation>%1 entfernt die Mauer neben %2</translation>
    </message>
    <message>
        <source>%1 removes the walls at the corner of %2</source>
        <translation type="vanished">%1 entfernt die Mauern an der Ecke von %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="310"/>
        <source>%1 aims %2 at %3</source>
        <translation>%1 richtet %2 auf %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="335"/>
        <source>%1 saves against %2 on %3: %4 + LD %5 = %6, %7</source>
        <translation>Rettungswurf von %1 gegen %2 auf %3: %4 + LD %5 = %6, %7</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="388"/>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, sees when a blocked square or two would leave a side without a move, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation>schaut sieben Entscheidungen voraus, bis zum Ende des gegnerischen Zuges, sieht die Schläge, die am Ende warten, behält den Snookle und den Monolithen im Blick, merkt, wann ein oder zwei gesperrte Felder einer Seite jeden Zug nähmen, und liest den wahrscheinlichen Planeten des Gegners an den Karten ab, die er nimmt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="405"/>
        <source>%1 has one move left: a player who cannot move loses</source>
        <translation>%1 hat nur noch einen Zug: Wer nicht ziehen kann, verliert</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="406"/>
        <source>%1 has only two moves left: a player who cannot move loses</source>
        <translation>%1 hat nur noch zwei Züge: Wer nicht ziehen kann, verliert</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="407"/>
        <source>%1 builds a straight wall between %2</source>
        <translation>%1 baut eine gerade Mauer zwischen %2</translation>
    </message>
    <message>
        <source>%1 builds an L of walls where %2 meet</source>
        <translation type="vanished">%1 baut ein L aus Mauern, wo sich %2 berühren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="417"/>
        <source>%1 removes the straight wall between %2</source>
        <translation>%1 entfernt die gerade Mauer zwischen %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="418"/>
        <source>%1 removes the L of walls where %2 meet</source>
        <translation>%1 entfernt das L aus Mauern, wo sich %2 berühren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="447"/>
        <source>The Monolith&apos;s push captures the checker that stood on %1</source>
        <translation>Der Stoß des Monolithen schlägt den Stein, der auf %1 stand</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="448"/>
        <source>The Monolith&apos;s push captures the checkers that stood on %1</source>
        <translation>Der Stoß des Monolithen schlägt die Steine, die auf %1 standen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="503"/>
        <source>a man</source>
        <translation>einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="504"/>
        <source>%1&apos;s man</source>
        <translation>Der Stein von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="505"/>
        <source>the man on %1</source>
        <translation>den Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="506"/>
        <source>The king on %1</source>
        <translation>Die Dame auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="507"/>
        <source>a king</source>
        <translation>eine Dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="508"/>
        <source>%1&apos;s king</source>
        <translation>Die Dame von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="509"/>
        <source>the king on %1</source>
        <translation>die Dame auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="510"/>
        <source>The pawn on %1</source>
        <translation>Der Bauer auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="511"/>
        <source>a pawn</source>
        <translation>einen Bauern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="512"/>
        <source>%1&apos;s pawn</source>
        <translation>Der Bauer von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="513"/>
        <source>the pawn on %1</source>
        <translation>den Bauern auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="514"/>
        <source>The emperor on %1</source>
        <translation>Der Kaiser auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="515"/>
        <source>an emperor</source>
        <translation>einen Kaiser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="516"/>
        <source>%1&apos;s emperor</source>
        <translation>Der Kaiser von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="517"/>
        <source>the emperor on %1</source>
        <translation>den Kaiser auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="518"/>
        <source>The piece on %1</source>
        <translation>Der Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="519"/>
        <source>a piece</source>
        <translation>einen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="520"/>
        <source>%1&apos;s piece</source>
        <translation>Der Stein von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="521"/>
        <source>the piece on %1</source>
        <translation>den Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="522"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="523"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="vanished">%1 ist am Zug.</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next</source>
        <translation type="vanished">hält das Material ausgeglichen, bis der Zufall entscheidet, wie es weitergeht</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next: %1</source>
        <translation type="vanished">hält das Material ausgeglichen, bis der Zufall entscheidet, wie es weitergeht: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="69"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <translation>der beste gefundene Zug, auch wenn innerhalb von %1 Zügen ein Stein verloren geht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="70"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <translation>der beste gefundene Zug, auch wenn innerhalb von %2 Zügen %1 Steine verloren gehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="73"/>
        <source>trades a piece for a piece within %1 moves</source>
        <translation>tauscht innerhalb von %1 Zügen Stein gegen Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="74"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <translation>tauscht innerhalb von %2 Zügen %1 Steine gegen ebenso viele</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="75"/>
        <source>leaves the material as it is, as far as the computer looks</source>
        <translation>lässt das Material, wie es ist, so weit der Computer schaut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="78"/>
        <source>%1&apos;s pawn on %2 is crowned</source>
        <translation>Der Bauer von %1 auf %2 wird gekrönt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="79"/>
        <source>%1&apos;s pawns on %2 are crowned</source>
        <translation>Die Bauern von %1 auf %2 werden gekrönt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="80"/>
        <source>leaves the material as it is until chance decides what comes next</source>
        <translation>lässt das Material, wie es ist, bis der Zufall entscheidet, wie es weitergeht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="82"/>
        <source>leaves the material as it is until chance decides what comes next. %1</source>
        <translation>lässt das Material, wie es ist, bis der Zufall entscheidet, wie es weitergeht. %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="84"/>
        <source>%1; every other choice looks clearly worse</source>
        <translation>%1; jede andere Wahl sieht deutlich schlechter aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="85"/>
        <source>the pick the computer rates best</source>
        <translation>die Wahl, die der Computer am höchsten bewertet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="91"/>
        <source>This position has come up twice: a third time draws the game.</source>
        <translation>Diese Stellung kam schon zweimal vor: Beim dritten Mal endet die Partie remis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="92"/>
        <source>%1 more turns without a capture or a man moving draw the game.</source>
        <translation>Noch %1 Züge ohne Schlagen und ohne Zug eines Steins, dann endet die Partie remis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="93"/>
        <source>One more turn without a capture or a man moving draws the game.</source>
        <translation>Noch ein Zug ohne Schlagen und ohne Zug eines Steins, dann endet die Partie remis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="102"/>
        <source>no checker may enter the fire on %1</source>
        <translation>kein Stein darf das Feuer auf %1 betreten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="103"/>
        <source>the Monolith on %1 is in the way</source>
        <translation>der Monolith auf %1 steht im Weg</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="104"/>
        <source>a pawn may not enter the water on %1</source>
        <translation>ein Bauer darf das Wasser auf %1 nicht betreten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="260"/>
        <source>looks about nine decisions ahead, searching five times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>schaut etwa neun Entscheidungen voraus, durchsucht fünfmal so viele Stellungen wie die Stufe „schwer“ und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="297"/>
        <source>looks about thirteen decisions ahead, searching four times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>schaut etwa dreizehn Entscheidungen voraus, durchsucht viermal so viele Stellungen wie die Stufe „schwer“ und überspringt Varianten, die es schon als schlechter erkennt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="349"/>
        <source>%1&apos;s powers</source>
        <translation>Fähigkeiten von %1</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation type="vanished">schaut sieben Entscheidungen voraus, bis zum Ende des gegnerischen Zuges, sieht die Schläge, die am Ende warten, behält den Snookle und den Monolithen im Blick und liest den wahrscheinlichen Planeten des Gegners an den Karten ab, die er nimmt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="408"/>
        <source>%1 builds an L of walls that closes the way between %2</source>
        <translation>%1 baut ein L aus Mauern, das den Weg zwischen %2 sperrt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="409"/>
        <source>%1 builds an L of walls beside %2; it blocks nothing</source>
        <translation>%1 baut ein L aus Mauern neben %2, das keinen Weg sperrt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="449"/>
        <source>The Monolith sweeps away %1&apos;s wall beside %2; it goes back to %1</source>
        <translation>Der Monolith fegt die Mauer von %1 neben %2 weg; sie geht an %1 zurück</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="450"/>
        <source>The Monolith sweeps away %1&apos;s walls beside %2; they go back to %1</source>
        <translation>Der Monolith fegt die Mauern von %1 neben %2 weg; sie gehen an %1 zurück</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="452"/>
        <source>The Monolith puts out the fire on %1</source>
        <translation>Der Monolith löscht das Feuer auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="453"/>
        <source>The Monolith clears the water from %1</source>
        <translation>Der Monolith entfernt das Wasser von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="456"/>
        <source>%1 meets the goal of %2 (%3)</source>
        <translation>%1 erfüllt das Ziel von %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="457"/>
        <source>%1 captures three or more checkers in one move</source>
        <translation>%1 schlägt in einem Zug drei oder mehr Steine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="458"/>
        <source>three or more fires burn on the board</source>
        <translation>drei oder mehr Feuer brennen auf dem Brett</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="459"/>
        <source>three or more waters lie on the board</source>
        <translation>drei oder mehr Wasser liegen auf dem Brett</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="460"/>
        <source>%1 has captured eight or more enemy pieces</source>
        <translation>%1 hat acht oder mehr gegnerische Scheiben geschlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="461"/>
        <source>%1 owns two emperors</source>
        <translation>%1 besitzt zwei Kaiser</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="462"/>
        <source>three or more of %1&apos;s checkers wear rings</source>
        <translation>drei oder mehr Steine von %1 tragen Ringe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="463"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers</source>
        <translation>das Brett liegt eine Vierteldrehung von seinem Anfang entfernt und %1 hat mehr Steine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="465"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn</source>
        <translation>der Monolith hat im Zug von %1 einen gegnerischen Stein geschlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="466"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row</source>
        <translation>der Stein von %1 mit dem Snookle steht auf der Grundreihe des Gegners</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="527"/>
        <source>%1 cannot move now.</source>
        <translation>%1 kann jetzt nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="528"/>
        <source>%1 cannot move now: %2.</source>
        <translation>%1 kann jetzt nicht ziehen: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="529"/>
        <source>%1 can be chosen now.</source>
        <translation>%1 kann jetzt gewählt werden.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="530"/>
        <source>%1 can be chosen now: %2.</source>
        <translation>%1 kann jetzt gewählt werden: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="531"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 kann nicht ziehen: Schlagen ist Pflicht (%2).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="532"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 muss schlagen: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="533"/>
        <source>%1 can %2.</source>
        <translation>%1 kann %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="534"/>
        <source>%1, or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="535"/>
        <source>move to one of %1 squares</source>
        <translation>auf eines von %1 Feldern ziehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="536"/>
        <source>step to %1</source>
        <translation>nach %1 ziehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="537"/>
        <source>move to %1</source>
        <translation>nach %1 ziehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="538"/>
        <source>capture on %1</source>
        <translation>auf %1 schlagen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="539"/>
        <source>Zotting</source>
        <translation>Wegzaubern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="540"/>
        <source>Nimbleness</source>
        <translation>Flinkheit</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="541"/>
        <source>Venom</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="542"/>
        <source>Warding</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="543"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="544"/>
        <source>Valor</source>
        <translation>Tapferkeit</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="545"/>
        <source>This man wears %1 (%2 hat) and %3.</source>
        <translation>Dieser Stein trägt %1 (Hut in %2) und %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="546"/>
        <source>This king wears %1 (%2 hat) and %3.</source>
        <translation>Diese Dame trägt %1 (Hut in %2) und %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="547"/>
        <source>may zot a neighbouring enemy, but never captures by jumping</source>
        <translation>darf einen benachbarten Gegner wegzaubern, schlägt aber nie durch Springen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="548"/>
        <source>may zot %1, but never captures by jumping</source>
        <translation>darf %1 wegzaubern, schlägt aber nie durch Springen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="549"/>
        <source>may also hop over pieces of its own side</source>
        <translation>darf auch über eigene Steine springen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="550"/>
        <source>poisons whoever captures it</source>
        <translation>vergiftet, wenn geschlagen, den schlagenden Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="551"/>
        <source>survives the next capture, which takes the hat instead</source>
        <translation>übersteht den nächsten Schlag, der stattdessen den Hut nimmt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="552"/>
        <source>captures by stepping onto an enemy, never by jumping</source>
        <translation>schlägt durch Ziehen auf einen Gegner, nie durch Springen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="553"/>
        <source>jumps at a right angle instead of straight on</source>
        <translation>springt im rechten Winkel statt geradeaus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="554"/>
        <source>This piece is poisoned: it leaves the board when its turn ends.</source>
        <translation>Dieser Stein ist vergiftet: Er verlässt das Brett, wenn der Zug seiner Seite endet.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="555"/>
        <source>This checker is the Bard&apos;s illusion: an enemy checker it meets may save to make it vanish.</source>
        <translation>Dieser Stein ist ein Trugbild des Barden: Ein gegnerischer Stein, dem es begegnet, kann es mit einem Rettungswurf verschwinden lassen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="558"/>
        <source>This checker is wounded (face down): one more wound captures it.</source>
        <translation>Dieser Stein ist verwundet (umgedreht): Noch eine Wunde, und er ist geschlagen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="559"/>
        <source>Charmed by the Bard: %1 may not jump this checker.</source>
        <translation>Vom Barden bezaubert: %1 darf diesen Stein nicht überspringen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="560"/>
        <source>The Smart Fighter&apos;s penny on this checker takes the next wound.</source>
        <translation>Die Münze des Schlauen Kämpfers auf diesem Stein fängt die nächste Wunde ab.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="561"/>
        <source>Tactical Master: while the Smart Fighter leads in level, this checker&apos;s jumps may turn a right angle.</source>
        <translation>Taktikmeister: Solange der Schlaue Kämpfer auf der höheren Stufe steht, dürfen die Sprünge dieses Steins im rechten Winkel abbiegen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="564"/>
        <source>Cure Critical Wounds saved this checker: it cannot be captured again this turn.</source>
        <translation>Kritische Wunden heilen hat diesen Stein gerettet: In diesem Zug kann er nicht noch einmal geschlagen werden.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="567"/>
        <source>%1 skips the next turn (Cure Critical Wounds).</source>
        <translation>%1 setzt den nächsten Zug aus (Kritische Wunden heilen).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="568"/>
        <source>punch %1</source>
        <translation>%1 boxen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="569"/>
        <source>This pawn wears the Kingly Crown and moves as a king.</source>
        <translation>Dieser Bauer trägt die Königskrone und zieht wie ein König.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="570"/>
        <source>This pawn wears the Queenly Crown and moves as a queen.</source>
        <translation>Dieser Bauer trägt die Königinnenkrone und zieht wie eine Dame.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="571"/>
        <source>This pawn wears the Bishop Mitre and moves as a bishop.</source>
        <translation>Dieser Bauer trägt die Bischofsmitra und zieht wie ein Läufer.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="572"/>
        <source>This pawn wears the Knighted Helm and moves as a knight.</source>
        <translation>Dieser Bauer trägt den Ritterhelm und zieht wie ein Springer.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="573"/>
        <source>This pawn wears the Hunting Tyrolean and moves as a rook.</source>
        <translation>Dieser Bauer trägt den Tiroler Jägerhut und zieht wie ein Turm.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="574"/>
        <source>Your king is in check: only moves that end the check are allowed.</source>
        <translation>Dein König steht im Schach: Erlaubt sind nur Züge, die das Schach beenden.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="576"/>
        <source>%1&apos;s king is in check: only moves that end the check are allowed.</source>
        <translation>Der König von %1 steht im Schach: Erlaubt sind nur Züge, die das Schach beenden.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="578"/>
        <source>Moves that would leave your king in check are not allowed.</source>
        <translation>Züge, die deinen König im Schach ließen, sind nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="579"/>
        <source>Moves that would leave %1&apos;s king in check are not allowed.</source>
        <translation>Züge, die den König von %1 im Schach ließen, sind nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="580"/>
        <source>slide to %1</source>
        <translation>nach %1 gleiten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="581"/>
        <source>The Monolith on %1</source>
        <translation>Der Monolith auf %1</translation>
    </message>
    <message>
        <source>The Hippo sits on this checker: it cannot move.</source>
        <translation type="vanished">Das Nilpferd sitzt auf diesem Stein: Er kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="583"/>
        <source>An emperor may slide any distance along a free diagonal.</source>
        <translation>Ein Kaiser darf beliebig weit entlang einer freien Diagonale gleiten.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="584"/>
        <source>The Snookle lets this checker step and jump backward.</source>
        <translation>Der Snookle lässt diesen Stein auch rückwärts ziehen und springen.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="585"/>
        <source>This checker stands in water, which kings and emperors may enter and pawns may not.</source>
        <translation>Dieser Stein steht im Wasser, das Damen und Kaiser betreten dürfen, Bauern aber nicht.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="588"/>
        <source>fire on %1</source>
        <translation>Feuer auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="589"/>
        <source>water on %1</source>
        <translation>Wasser auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="590"/>
        <source>the Monolith on %1</source>
        <translation>der Monolith auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="591"/>
        <source>a wall before %1</source>
        <translation>eine Mauer vor %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="592"/>
        <source>In its way: %1.</source>
        <translation>Im Weg: %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="593"/>
        <source>A ring saves this checker from the next jump.</source>
        <translation>Ein Ring rettet diesen Stein vor dem nächsten Sprung.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="594"/>
        <source>This pawn stands ready on its far row: it is crowned as soon as its side has a piece off the board to stack on it.</source>
        <translation>Dieser Bauer steht bereit auf seiner letzten Reihe: Er wird gekrönt, sobald seine Farbe eine Scheibe neben dem Brett hat, die sie auf ihn stapeln kann.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="598"/>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 zieht %2 von %3 nach %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="599"/>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 zieht von %2 nach %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="600"/>
        <source>%1 on %2 captures %3</source>
        <translation>%1 auf %2 schlägt %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="601"/>
        <source>%1 moves from %2 to %3, capturing %4</source>
        <translation>%1 zieht von %2 nach %3 und schlägt %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="602"/>
        <source>%1 jumps from %2 to %3, capturing %4</source>
        <translation>%1 springt von %2 nach %3 und schlägt %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="603"/>
        <source>%1 jumps from %2 via %3 to %4, capturing %5</source>
        <translation>%1 springt von %2 über %3 nach %4 und schlägt %5</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="604"/>
        <source>%1 and is crowned</source>
        <translation>%1 und wird gekrönt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="17"/>
        <source>&quot;log&quot; must be a list, not %1</source>
        <translation>&quot;log&quot; muss eine Liste sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="18"/>
        <source>&quot;options&quot; must be an object of NAME: VALUE, not %1</source>
        <translation>&quot;options&quot; muss ein Objekt aus NAME: WERT sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="19"/>
        <source>&quot;players&quot; must be a list, not %1</source>
        <translation>&quot;players&quot; muss eine Liste sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="20"/>
        <source>&quot;players&quot; must name both sides or neither, not %1</source>
        <translation>&quot;players&quot; muss beide Seiten nennen oder keine, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="21"/>
        <source>%1 (&apos;%2&apos;): %3</source>
        <translation>%1 („%2“): %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="22"/>
        <source>%1 is to decide</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="23"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 muss eine Zeichenkette sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="24"/>
        <source>%1 must be a whole number of 0 or more, not %2</source>
        <translation>%1 muss eine ganze Zahl ab 0 sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="25"/>
        <source>%1: &quot;move&quot;</source>
        <translation>%1: &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="26"/>
        <source>%1: expected {&quot;by&quot;: ..., &quot;move&quot;: ...}, not %2</source>
        <translation>%1: {&quot;by&quot;: ..., &quot;move&quot;: ...} erwartet, nicht %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="27"/>
        <source>%1: it needs both &quot;by&quot; and &quot;move&quot;</source>
        <translation>%1: Es braucht sowohl &quot;by&quot; als auch &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="28"/>
        <source>a %1</source>
        <translation>vom Typ %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="29"/>
        <source>a chance outcome is due</source>
        <translation>ein Zufallsausgang steht an</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="30"/>
        <source>bad &quot;version&quot; %1: it must be a whole number from 1 up</source>
        <translation>ungültige &quot;version&quot; %1: Sie muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="31"/>
        <source>bad seed %1: it must be a whole number from 0 to %2, in decimal digits</source>
        <translation>ungültiger Startwert %1: Er muss eine ganze Zahl von 0 bis %2 in Dezimalziffern sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="33"/>
        <source>bad start position: %1</source>
        <translation>ungültige Anfangsstellung: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="34"/>
        <source>decision %1</source>
        <translation>Entscheidung %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="35"/>
        <source>each of &quot;players&quot;</source>
        <translation>jeder Eintrag von &quot;players&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="36"/>
        <source>it is by %1, but %2</source>
        <translation>sie ist von %1, aber %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="37"/>
        <source>it is by %1, but only %2 or %3 can offer a draw</source>
        <translation>sie ist von %1, aber nur %2 oder %3 kann Remis anbieten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="38"/>
        <source>it is by %1, but only %2 or %3 can resign</source>
        <translation>sie ist von %1, aber nur %2 oder %3 kann aufgeben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="39"/>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="40"/>
        <source>not a saved game: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>kein gespeichertes Spiel: &quot;format&quot; ist %1, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="41"/>
        <source>not a saved game: lists and objects nest more than %1 deep (at %2); a saved game nests three deep</source>
        <translation>kein gespeichertes Spiel: Listen und Objekte sind mehr als %1 Ebenen tief verschachtelt (bei %2); ein gespeichertes Spiel ist drei Ebenen tief</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="43"/>
        <source>not a saved game: no &quot;format&quot; field (a Hatrack game file has &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>kein gespeichertes Spiel: kein Feld &quot;format&quot; (eine Hatrack-Spieldatei hat &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="46"/>
        <source>not a saved game: the file holds a JSON %1, not an object</source>
        <translation>kein gespeichertes Spiel: Die Datei enthält JSON vom Typ %1, kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="47"/>
        <source>not a saved game: the file is empty</source>
        <translation>kein gespeichertes Spiel: Die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="48"/>
        <source>not a saved game: the file is not JSON (%1)</source>
        <translation>kein gespeichertes Spiel: Die Datei ist kein JSON (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="49"/>
        <source>not a saved game: the file is not JSON that can be read (%1)</source>
        <translation>kein gespeichertes Spiel: Die Datei ist kein lesbares JSON (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="50"/>
        <source>option &apos;%1&apos;</source>
        <translation>Option „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="51"/>
        <source>the game is already over</source>
        <translation>die Partie ist schon vorbei</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="52"/>
        <source>the saved game has no &quot;%1&quot; field</source>
        <translation>das gespeicherte Spiel hat kein Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="53"/>
        <source>the saved game is in format version %1, newer than this version of Hatrack reads (up to version %2); open it with a newer Hatrack</source>
        <translation>das gespeicherte Spiel hat das Format in Version %1, neuer, als diese Hatrack-Version liest (bis Version %2); öffne es mit einem neueren Hatrack</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="56"/>
        <source>the saved game is truncated: the file ends at %1 before the game is complete</source>
        <translation>das gespeicherte Spiel ist abgeschnitten: Die Datei endet bei %1, bevor die Partie vollständig ist</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="58"/>
        <source>unknown player %1 in &quot;players&quot; (choose %2)</source>
        <translation>unbekannter Spieler %1 in &quot;players&quot; (wähle %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="60"/>
        <source>PDN records are for checkers; %1 games cannot be written or read as PDN</source>
        <translation>PDN-Aufzeichnungen sind für Dame; Partien von %1 lassen sich nicht als PDN schreiben oder lesen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="62"/>
        <source>cannot write the game as PDN: move %1 (%2: %3) is not one move of the game&apos;s notation</source>
        <translation>die Partie lässt sich nicht als PDN schreiben: Zug %1 (%2: %3) ist kein einzelner Zug der Notation des Spiels</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="65"/>
        <source>move %1 (%2): %3</source>
        <translation>Zug %1 („%2“): %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="66"/>
        <source>not a move; a record ends by its result</source>
        <translation>kein Zug; eine Aufzeichnung endet mit ihrem Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="67"/>
        <source>the game had already ended by the rules (%1)</source>
        <translation>die Partie war nach den Regeln schon zu Ende (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="69"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos;</source>
        <translation>Spiel „%1“ hat keine Option „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="70"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos; (it has no options)</source>
        <translation>Spiel „%1“ hat keine Option „%2“ (es hat keine Optionen)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="71"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos;</source>
        <translation>Option „%1“ kann nicht „%2“ sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="72"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos; (choose %3)</source>
        <translation>Option „%1“ kann nicht „%2“ sein (wähle %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="73"/>
        <source>unknown game &apos;%1&apos; (known games: %2)</source>
        <translation>unbekanntes Spiel „%1“ (bekannte Spiele: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="74"/>
        <source>unknown player &apos;%1&apos; for %2 (choose %3)</source>
        <translation>unbekannter Spieler „%1“ für %2 (wähle %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="76"/>
        <source>&apos;%1&apos; cannot be played now: %2</source>
        <translation>„%1“ kann jetzt nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="77"/>
        <source>&apos;%1&apos; is not a legal action here</source>
        <translation>„%1“ ist hier keine erlaubte Aktion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="78"/>
        <source>&apos;%1&apos; is not a legal chance outcome here</source>
        <translation>„%1“ ist hier kein möglicher Zufallsausgang</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="79"/>
        <source>&apos;%1&apos; is not a legal decision here</source>
        <translation>„%1“ ist hier keine erlaubte Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="80"/>
        <source>a chance outcome is due after &apos;%1&apos;; give it as a move of its own</source>
        <translation>nach „%1“ steht ein Zufallsausgang an; gib ihn als eigenen Zug an</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="81"/>
        <source>a chance outcome is due; only a player can offer a draw</source>
        <translation>ein Zufallsausgang steht an; nur ein Spieler kann Remis anbieten</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="82"/>
        <source>a chance outcome is due; only a player can resign</source>
        <translation>ein Zufallsausgang steht an; nur ein Spieler kann aufgeben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="83"/>
        <source>chance</source>
        <translation>der Zufall</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="84"/>
        <source>checker</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="85"/>
        <source>entry %1: %2</source>
        <translation>Eintrag %1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="86"/>
        <source>expected a decision by %1</source>
        <translation>eine Entscheidung von %1 erwartet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="87"/>
        <source>hats</source>
        <translation>Hüte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="88"/>
        <source>move &apos;%1&apos; is not a chance outcome here (possible: %2)</source>
        <translation>Zug „%1“ ist hier kein Zufallsausgang (möglich: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="89"/>
        <source>move &apos;%1&apos;: %2</source>
        <translation>Zug „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="90"/>
        <source>nobody (the game is over)</source>
        <translation>niemandem (die Partie ist vorbei)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="91"/>
        <source>nobody is to decide</source>
        <translation>niemand ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="92"/>
        <source>only a player can agree to a draw</source>
        <translation>nur ein Spieler kann einem Remis zustimmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="93"/>
        <source>only a player can resign</source>
        <translation>nur ein Spieler kann aufgeben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="94"/>
        <source>pennies</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="95"/>
        <source>pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="96"/>
        <source>position: %1</source>
        <translation>Stellung: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="98"/>
        <source>%1 is listed twice</source>
        <translation>%1 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="99"/>
        <source>&apos;%1&apos; is not a square number</source>
        <translation>„%1“ ist keine Feldnummer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="100"/>
        <source>a move names at least two squares</source>
        <translation>ein Zug nennt mindestens zwei Felder</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="101"/>
        <source>a piece list must start with W or B, found &apos;%1&apos;</source>
        <translation>eine Steinliste muss mit W oder B beginnen, gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="102"/>
        <source>bad FEN &apos;%1&apos;: %2</source>
        <translation>ungültiges FEN „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="103"/>
        <source>bad FEN: it is empty</source>
        <translation>ungültiges FEN: Es ist leer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="104"/>
        <source>expected &apos;:&apos; at position %1</source>
        <translation>„:“ an Position %1 erwartet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="105"/>
        <source>expected a square number, found &apos;%1&apos;</source>
        <translation>eine Feldnummer erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="106"/>
        <source>impossible position: %1 has %2 pieces; each side has at most 12</source>
        <translation>unmögliche Stellung: %1 hat %2 Steine; jede Seite hat höchstens 12</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="107"/>
        <source>impossible position: the Black man on %1 stands on the row where it would have been crowned</source>
        <translation>unmögliche Stellung: Der schwarze einfache Stein auf %1 steht auf der Reihe, auf der er gekrönt worden wäre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="109"/>
        <source>impossible position: the White man on %1 stands on the row where it would have been crowned</source>
        <translation>unmögliche Stellung: Der weiße einfache Stein auf %1 steht auf der Reihe, auf der er gekrönt worden wäre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="111"/>
        <source>it ends with a separator</source>
        <translation>er endet mit einem Trennzeichen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="112"/>
        <source>it must start with B or W, the side to move</source>
        <translation>es muss mit B oder W beginnen, der Seite am Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="113"/>
        <source>malformed move &apos;%1&apos;: %2</source>
        <translation>fehlerhafter Zug „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="114"/>
        <source>range %1 runs backwards</source>
        <translation>Bereich %1 läuft rückwärts</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="115"/>
        <source>square %1 is given twice</source>
        <translation>Feld %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="116"/>
        <source>square %1 is not on the board (squares are 1-32)</source>
        <translation>Feld %1 liegt nicht auf dem Brett (Felder sind 1–32)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="117"/>
        <source>squares must be joined by &apos;-&apos; or &apos;x&apos;</source>
        <translation>Felder müssen mit „-“ oder „x“ verbunden sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="118"/>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="119"/>
        <source>the jump chain must go on from %1</source>
        <translation>die Sprungkette muss auf %1 weitergehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="120"/>
        <source>the piece on %1 is %2&apos;s, and %3 is to move</source>
        <translation>der Stein auf %1 gehört %2, und %3 ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="121"/>
        <source>there is no piece on %1</source>
        <translation>auf %1 steht kein Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="122"/>
        <source>write squares 1-32 joined by &apos;-&apos; or &apos;x&apos;, as in 11-15 or 15x24</source>
        <translation>schreibe Felder 1–32, verbunden mit „-“ oder „x“, etwa 11-15 oder 15x24</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="124"/>
        <source>&apos;%1&apos; is not a hat (use r y g b c p)</source>
        <translation>„%1“ ist kein Hut (r y g b c p verwenden)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="125"/>
        <source>bad FEN field &apos;%1&apos; (known: hats, racks, bag, out, pools, opts)</source>
        <translation>ungültiges FEN-Feld „%1“ (bekannt: hats, racks, bag, out, pools, opts)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="126"/>
        <source>bad FEN field &apos;%1&apos;: %2</source>
        <translation>ungültiges FEN-Feld „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="127"/>
        <source>bad FEN hats &apos;%1&apos;: there is no piece on %2</source>
        <translation>ungültige FEN-Hüte „%1“: Auf %2 steht kein Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="128"/>
        <source>bad FEN hats &apos;%1&apos;: write SQUARE=hats, as in 5=rb</source>
        <translation>ungültige FEN-Hüte „%1“: FELD=Hüte schreiben, etwa 5=rb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="129"/>
        <source>bad FEN option &apos;%1&apos;</source>
        <translation>ungültige FEN-Option „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="130"/>
        <source>bad FEN option &apos;%1&apos;: use on or off</source>
        <translation>ungültige FEN-Option „%1“: on oder off verwenden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="131"/>
        <source>bad FEN option draft=%1</source>
        <translation>ungültige FEN-Option draft=%1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="132"/>
        <source>bad FEN pools &apos;%1&apos;: pools exist only with draft=select or draft=contrary</source>
        <translation>ungültige FEN-Vorräte „%1“: Vorräte gibt es nur mit draft=select oder draft=contrary</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="134"/>
        <source>expected NAME:VALUE</source>
        <translation>NAME:WERT erwartet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="135"/>
        <source>impossible position: %1 %2 hats (there are 5 of each colour)</source>
        <translation>unmögliche Stellung: %1 Hüte in %2 (es gibt 5 von jeder Farbe)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="136"/>
        <source>impossible position: only %1 %2 hats are accounted for (there are 5)</source>
        <translation>unmögliche Stellung: nur %1 Hüte in %2 sind nachgewiesen (es gibt 5)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="138"/>
        <source>more than 5 %1 hats</source>
        <translation>mehr als 5 Hüte in %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="139"/>
        <source>move &apos;%1&apos; is ambiguous: name the piece passed over, as in %2 or %3</source>
        <translation>Zug „%1“ ist mehrdeutig: Nenne den übersprungenen Stein, etwa %2 oder %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="141"/>
        <source>the position is for %1, but the game is set to %2</source>
        <translation>die Stellung ist für %1, aber die Partie ist auf %2 eingestellt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="142"/>
        <source>write Black&apos;s hats/White&apos;s hats</source>
        <translation>schreibe Hüte von Schwarz/Hüte von Weiß</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="144"/>
        <source>%1 cannot have stepped there leaving a king in check</source>
        <translation>%1 kann nicht dorthin gezogen sein und dabei einen König im Schach gelassen haben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="145"/>
        <source>%1 has more than 8 pieces</source>
        <translation>%1 hat mehr als 8 Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="146"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 muss eine ganze Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="147"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="148"/>
        <source>%1: more than 8 ranks</source>
        <translation>%1: mehr als 8 Reihen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="149"/>
        <source>%1: needs 8 ranks of 8 squares</source>
        <translation>%1: braucht 8 Reihen zu je 8 Feldern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="150"/>
        <source>%1: rank %2 does not have 8 squares</source>
        <translation>%1: Reihe %2 hat nicht 8 Felder</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="151"/>
        <source>%1: rank %2 has more than 8 squares</source>
        <translation>%1: Reihe %2 hat mehr als 8 Felder</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="152"/>
        <source>%1: unexpected &apos;%2&apos;</source>
        <translation>%1: unerwartetes „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="153"/>
        <source>&apos;%1&apos;: there is no %2 on %3</source>
        <translation>„%1“: Auf %3 steht kein %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="154"/>
        <source>a Kingly Crown is in the game, so the crown field must be c</source>
        <translation>eine Königskrone ist im Spiel, also muss das Kronenfeld c sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="155"/>
        <source>a Pawns in Hats position has 7 fields (pieces, hats, side, pending, crown, halfmove clock, move number), not %1</source>
        <translation>eine Stellung von Pawns in Hats hat 7 Felder (Figuren, Hüte, Seite, offene Entscheidung, Krone, Halbzugzähler, Zugnummer), nicht %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="157"/>
        <source>a pawn holding a hat stands on a hatless square, but a hat lies on %1</source>
        <translation>ein Bauer mit einem Hut in der Hand steht auf einem Feld ohne Hut, doch auf %1 liegt ein Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="159"/>
        <source>bad square &apos;%1&apos;</source>
        <translation>ungültiges Feld „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="160"/>
        <source>crown field must be c or -, not &apos;%1&apos;</source>
        <translation>das Kronenfeld muss c oder - sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="161"/>
        <source>more than 16 hats</source>
        <translation>mehr als 16 Hüte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="162"/>
        <source>name the hat (%1)</source>
        <translation>nenne den Hut (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="163"/>
        <source>no bare enemy pawn of %1 on %2</source>
        <translation>kein bloßer gegnerischer Bauer von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="164"/>
        <source>no bare pawn of %1 punched %2</source>
        <translation>kein bloßer Bauer von %1 hat %2 geboxt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="165"/>
        <source>no free square around %1 for the hat to land on</source>
        <translation>kein freies Feld um %1, auf dem der Hut landen kann</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="166"/>
        <source>no hat lies on %1</source>
        <translation>auf %1 liegt kein Hut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="167"/>
        <source>no hatless square around %1, so the hat would already be worn</source>
        <translation>kein Feld ohne Hut um %1, also wäre der Hut schon aufgesetzt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="168"/>
        <source>no hatted piece of %1 on %2</source>
        <translation>keine Figur von %1 mit Hut auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="169"/>
        <source>no piece of %1 on %2</source>
        <translation>keine Figur von %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="170"/>
        <source>nothing may follow the square</source>
        <translation>nach dem Feld darf nichts folgen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="171"/>
        <source>pending decision &apos;%1&apos; is malformed</source>
        <translation>offene Entscheidung „%1“ ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="172"/>
        <source>pending decision &apos;%1&apos; needs a square (pick:e4)</source>
        <translation>offene Entscheidung „%1“ braucht ein Feld (pick:e4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="173"/>
        <source>pending decision &apos;%1&apos;: %2</source>
        <translation>offene Entscheidung „%1“: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="174"/>
        <source>side to move must be w or b, not &apos;%1&apos;</source>
        <translation>die Seite am Zug muss w oder b sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="175"/>
        <source>the halfmove clock</source>
        <translation>der Halbzugzähler</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="176"/>
        <source>the move number</source>
        <translation>die Zugnummer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="177"/>
        <source>the piece on %1 already wears a hat (two hats on one piece)</source>
        <translation>die Figur auf %1 trägt schon einen Hut (zwei Hüte auf einer Figur)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="178"/>
        <source>the piece on %1 cannot take its hat off there</source>
        <translation>die Figur auf %1 kann ihren Hut dort nicht abnehmen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="179"/>
        <source>unknown hat &apos;%1&apos;</source>
        <translation>unbekannter Hut „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="180"/>
        <source>unknown pending decision &apos;%1&apos; (choose -, pick, roll, wear, off or land)</source>
        <translation>unbekannte offene Entscheidung „%1“ (wähle -, pick, roll, wear, off oder land)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="183"/>
        <source>%1 %2 is out of range (%3-%4)</source>
        <translation>%1 %2 liegt außerhalb des Bereichs (%3–%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="184"/>
        <source>%1 &apos;%2&apos; is not a number</source>
        <translation>%1 „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="185"/>
        <source>%1 has more than 12 checkers</source>
        <translation>%1 hat mehr als 12 Steine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="186"/>
        <source>%1 must choose a character first</source>
        <translation>%1 muss zuerst einen Charakter wählen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="187"/>
        <source>a Fighter&apos;s checker carries at most one penny (&apos;%1&apos;)</source>
        <translation>ein Stein des Kämpfers trägt höchstens eine Münze („%1“)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="188"/>
        <source>a man on square %1 would have been crowned</source>
        <translation>ein einfacher Stein auf Feld %1 wäre gekrönt worden</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="189"/>
        <source>a pool is written men.kings.smart, not &apos;%1&apos;</source>
        <translation>ein Vorrat wird men.kings.smart geschrieben, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="190"/>
        <source>an illusion (%1) is never wounded and carries no pennies</source>
        <translation>ein Trugbild (%1) ist nie verwundet und trägt keine Münzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="191"/>
        <source>cannot read the checker &apos;%1&apos; (write [K]square[w][pN] or iSquare)</source>
        <translation>der Stein „%1“ ist nicht lesbar ([K]Feld[w][pN] oder iFeld schreiben)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="192"/>
        <source>characters must be written &apos;black,white&apos;</source>
        <translation>Charaktere werden &apos;black,white&apos; geschrieben (Schwarz,Weiß)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="193"/>
        <source>empty move</source>
        <translation>leerer Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="194"/>
        <source>expected a field starting &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>ein Feld, das mit „%1“ beginnt, erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="195"/>
        <source>field &apos;%1&apos; needs %2 values</source>
        <translation>Feld „%1“ braucht %2 Werte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="196"/>
        <source>more checkers on the board and in the pools than a game has</source>
        <translation>mehr Steine auf dem Brett und in den Vorräten, als eine Partie hat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="197"/>
        <source>move &apos;%1&apos; is ambiguous: name the checker passed over, as in %2 or %3</source>
        <translation>Zug „%1“ ist mehrdeutig: Nenne den übersprungenen Stein, etwa %2 oder %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="199"/>
        <source>no-progress count</source>
        <translation>Zähler ohne Fortschritt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="200"/>
        <source>only a Bard has illusions (&apos;%1&apos;)</source>
        <translation>nur ein Barde hat Trugbilder („%1“)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="201"/>
        <source>only a spellcaster or the Thief keeps pennies</source>
        <translation>nur ein Zauberkundiger oder der Dieb hat Münzen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="202"/>
        <source>only the Bard&apos;s and the Fighter&apos;s checkers carry pennies (&apos;%1&apos;)</source>
        <translation>nur die Steine des Barden und des Kämpfers tragen Münzen („%1“)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="203"/>
        <source>only the Cleric skips a turn</source>
        <translation>nur der Kleriker setzt eine Runde aus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="204"/>
        <source>only the Smart Fighter keeps pennies in the pool</source>
        <translation>nur der Schlaue Kämpfer hat Münzen im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="205"/>
        <source>pennies in &apos;%1&apos;</source>
        <translation>Münzen in „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="206"/>
        <source>pool kings</source>
        <translation>Damen im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="207"/>
        <source>pool men</source>
        <translation>einfache Steine im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="208"/>
        <source>position &apos;%1&apos; needs 8 fields: side, characters, B:, W:, P:, $:, S:, Q:</source>
        <translation>Stellung „%1“ braucht 8 Felder: Seite, Charaktere, B:, W:, P:, $:, S:, Q:</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="210"/>
        <source>skip flag</source>
        <translation>Aussetzen-Kennzeichen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="211"/>
        <source>smart pennies</source>
        <translation>Münzen des Schlauen Kämpfers</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="212"/>
        <source>square in &apos;%1&apos;</source>
        <translation>Feld in „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="213"/>
        <source>the side to move must be B or W, not &apos;%1&apos;</source>
        <translation>die Seite am Zug muss B oder W sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="214"/>
        <source>two checkers on square %1</source>
        <translation>zwei Steine auf Feld %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="215"/>
        <source>unknown character &apos;%1&apos; (ranger, cleric, bard, thief, fighter, mage or ?)</source>
        <translation>unbekannter Charakter „%1“ (ranger, cleric, bard, thief, fighter, mage oder ?)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="218"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="219"/>
        <source>%1 face-up cards do not fit phase &apos;%2&apos;</source>
        <translation>%1 aufgedeckte Karten passen nicht zur Phase „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="220"/>
        <source>%1: %2 is out of range (%3-%4)</source>
        <translation>%1: %2 liegt außerhalb des Bereichs (%3–%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="221"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="222"/>
        <source>%1; legal: %2</source>
        <translation>%1; erlaubt: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="223"/>
        <source>&apos;%1&apos; is not a card with targets</source>
        <translation>„%1“ ist keine Karte mit Zielen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="224"/>
        <source>&apos;%1&apos; is not an edge between two squares</source>
        <translation>„%1“ ist keine Kante zwischen zwei Feldern</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="225"/>
        <source>a checker on fire on %1</source>
        <translation>ein Stein auf Feuer auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="226"/>
        <source>a pawn on water on %1</source>
        <translation>ein Bauer auf Wasser auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="227"/>
        <source>an empty move</source>
        <translation>ein leerer Zug</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="228"/>
        <source>both planets must be dealt after the deal</source>
        <translation>nach dem Austeilen müssen beide Planeten ausgeteilt sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="229"/>
        <source>both players cannot hold the same planet</source>
        <translation>beide Spieler können nicht denselben Planeten haben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="230"/>
        <source>checker &apos;%1&apos;: unknown or repeated mark &apos;%2&apos;</source>
        <translation>Stein „%1“: unbekanntes oder wiederholtes Zeichen „%2“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="231"/>
        <source>field &apos;%1&apos; given twice</source>
        <translation>Feld „%1“ zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="232"/>
        <source>field &apos;%1&apos; has no name (NAME:VALUE)</source>
        <translation>Feld „%1“ hat keinen Namen (NAME:WERT)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="233"/>
        <source>jump chain square</source>
        <translation>Feld der Sprungkette</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="234"/>
        <source>more &apos;%1&apos; cards than the deck holds</source>
        <translation>mehr Karten „%1“, als das Deck enthält</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="235"/>
        <source>more fire than the box holds</source>
        <translation>mehr Feuer, als die Schachtel enthält</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="236"/>
        <source>more rings than the box holds</source>
        <translation>mehr Ringe, als die Schachtel enthält</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="237"/>
        <source>more than 12 pieces for one side</source>
        <translation>mehr als 12 Scheiben für eine Seite</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="238"/>
        <source>more than 12 walls for one player</source>
        <translation>mehr als 12 Mauern für einen Spieler</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="239"/>
        <source>more water than the box holds</source>
        <translation>mehr Wasser, als die Schachtel enthält</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="240"/>
        <source>needs a side (B or W) and a phase</source>
        <translation>braucht eine Seite (B oder W) und eine Phase</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="241"/>
        <source>no checker of the side to move on the jump chain&apos;s square</source>
        <translation>kein Stein der Seite am Zug auf dem Feld der Sprungkette</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="242"/>
        <source>no planets to deal</source>
        <translation>keine Planeten zum Austeilen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="243"/>
        <source>phase &apos;%1&apos; is not move@SQUARE</source>
        <translation>Phase „%1“ ist nicht move@FELD</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="244"/>
        <source>planets must be BLACK/WHITE or off</source>
        <translation>Planeten müssen SCHWARZ/WEISS oder off sein (BLACK/WHITE)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="245"/>
        <source>planets:BLACK/WHITE (or planets:off) is missing</source>
        <translation>planets:BLACK/WHITE (oder planets:off) fehlt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="246"/>
        <source>side to move must be B or W, not &apos;%1&apos;</source>
        <translation>die Seite am Zug muss B oder W sein, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="247"/>
        <source>square saved by a ring</source>
        <translation>durch einen Ring geschütztes Feld</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="248"/>
        <source>the Hippo and the Snookle on one checker</source>
        <translation>das Nilpferd und der Snookle auf einem Stein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="249"/>
        <source>the Monolith shares its square</source>
        <translation>der Monolith teilt sein Feld</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="250"/>
        <source>the card being played, %1, is not face up</source>
        <translation>die gespielte Karte, %1, ist nicht aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="251"/>
        <source>the jump chain on %1 cannot go on</source>
        <translation>die Sprungkette auf %1 kann nicht weitergehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="252"/>
        <source>there is one Monolith</source>
        <translation>es gibt einen Monolithen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="253"/>
        <source>this must be CAPTURES/0|1</source>
        <translation>this muss SCHLÄGE/0|1 sein (CAPTURES/0|1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="254"/>
        <source>took must be N/N</source>
        <translation>took muss N/N sein</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="255"/>
        <source>two checkers on %1</source>
        <translation>zwei Steine auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="256"/>
        <source>two tokens of fire or water on %1</source>
        <translation>zwei Feuer- oder Wassermarken auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="257"/>
        <source>two walls on edge %1</source>
        <translation>zwei Mauern auf Kante %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="258"/>
        <source>unknown card &apos;%1&apos;</source>
        <translation>unbekannte Karte „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="259"/>
        <source>unknown field &apos;%1&apos;</source>
        <translation>unbekanntes Feld „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="260"/>
        <source>unknown phase &apos;%1&apos; (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</source>
        <translation>unbekannte Phase „%1“ (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="263"/>
        <source>unknown planet &apos;%1&apos;</source>
        <translation>unbekannter Planet „%1“</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="264"/>
        <source>wall &apos;%1&apos; is malformed</source>
        <translation>Mauer „%1“ ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="265"/>
        <source>wall &apos;%1&apos; must start with B or W</source>
        <translation>Mauer „%1“ muss mit B oder W beginnen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="266"/>
        <source>walls &apos;%1&apos; do not meet at a corner</source>
        <translation>die Mauern „%1“ treffen sich nicht an einer Ecke</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="23"/>
        <source>%1 has no pieces left</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 hat keine Figuren mehr</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="24"/>
        <source>wins a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>gewinnt eine Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="25"/>
        <source>wins %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>gewinnt %1 Figuren</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">gibt eine Figur her</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">gibt %1 Figuren her</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="28"/>
        <source>the best found, though it gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>der beste gefundene Zug, auch wenn er eine Figur hergibt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="33"/>
        <source>the best found, though it gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>der beste gefundene Zug, auch wenn er %1 Figuren hergibt</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="38"/>
        <source>trades a piece for a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>tauscht Figur gegen Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="39"/>
        <source>trades %1 pieces for as many</source>
        <comment>pawns-in-hats</comment>
        <translation>tauscht %1 Figuren gegen ebenso viele</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">vor dem nächsten Zufall wechselt keine Figur den Besitzer</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">vor dem nächsten Zufall wechselt keine Figur den Besitzer: %1</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">in den Zügen, die der Computer betrachtet, wechselt keine Figur den Besitzer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="26"/>
        <source>wins a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gewinnt innerhalb von %1 Zügen eine Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="27"/>
        <source>wins %1 pieces within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gewinnt innerhalb von %2 Zügen %1 Figuren</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="29"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <comment>pawns-in-hats</comment>
        <translation>der beste gefundene Zug, auch wenn das Hergegebene mehr wert ist als das Geschlagene</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="32"/>
        <source>wins material in the trade</source>
        <comment>pawns-in-hats</comment>
        <translation>gewinnt beim Tausch Material</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="34"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>der beste gefundene Zug, auch wenn innerhalb von %1 Zügen eine Figur verloren geht</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="36"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>der beste gefundene Zug, auch wenn innerhalb von %2 Zügen %1 Figuren verloren gehen</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="40"/>
        <source>trades a piece for a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>tauscht innerhalb von %1 Zügen Figur gegen Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="41"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>tauscht innerhalb von %2 Zügen %1 Figuren gegen ebenso viele</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="42"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>Die Figur auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="43"/>
        <source>a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>eine Figur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="44"/>
        <source>%1&apos;s piece</source>
        <comment>pawns-in-hats</comment>
        <translation>Die Figur von %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="45"/>
        <source>the piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>die Figur auf %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="46"/>
        <source>enemy pieces captured</source>
        <comment>pawns-in-hats</comment>
        <translation>geschlagene gegnerische Figuren</translation>
    </message>
</context>
</TS>
