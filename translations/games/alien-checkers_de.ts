<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The card step</source>
        <translation>Der Kartenschritt</translation>
    </message>
    <message>
        <source>Move, then a card</source>
        <translation>Erst ziehen, dann eine Karte</translation>
    </message>
    <message>
        <source>Every turn has three steps: move a checker as in checkers (captures are compulsory), then a second card is turned face up from the draw pile, then you use one of the two face-up cards.</source>
        <translation>Jeder Zug hat drei Schritte: Ziehe einen Stein wie im Damespiel (Schlagen ist Pflicht), dann wird eine zweite Karte vom Nachziehstapel aufgedeckt, dann setzt du eine der beiden offenen Karten ein.</translation>
    </message>
    <message>
        <source>Step the pawn on 10 to 15, then use the Fire card.</source>
        <translation>Ziehe den Bauern von 10 nach 15 und setze dann die Karte Feuer ein.</translation>
    </message>
    <message>
        <source>Move first: the second card is turned only after your move. Then pick Fire and click any empty square.</source>
        <translation>Zuerst ziehen: Die zweite Karte wird erst nach deinem Zug aufgedeckt. Wähle dann Feuer und klicke ein beliebiges leeres Feld an.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 15.</source>
        <translation>Das ist ein erlaubter Zug, aber das Ziel ist Feld 15.</translation>
    </message>
    <message>
        <source>Two cards, one choice</source>
        <translation>Zwei Karten, eine Wahl</translation>
    </message>
    <message>
        <source>You use only one of the two face-up cards. The other stays face up, and your opponent may take it on the next turn.</source>
        <translation>Du setzt nur eine der beiden offenen Karten ein. Die andere bleibt offen liegen, und dein Gegner kann sie im nächsten Zug nehmen.</translation>
    </message>
    <message>
        <source>Do not leave the Coronation card for White.</source>
        <translation>Lass die Karte Krönung nicht für Weiß liegen.</translation>
    </message>
    <message>
        <source>You have no king, so Coronation does nothing for you, but White&apos;s king would become an emperor with it.</source>
        <translation>Du hast keine Dame, also bewirkt Krönung für dich nichts, aber die Dame von Weiß würde damit zum Kaiser.</translation>
    </message>
    <message>
        <source>Legal, but the Coronation card stays face up, and White will use it next turn to make the king on 22 an emperor.</source>
        <translation>Erlaubt, aber die Karte Krönung bleibt offen liegen, und Weiß macht damit im nächsten Zug die Dame auf 22 zum Kaiser.</translation>
    </message>
    <message>
        <source>Checkers, kings and emperors</source>
        <translation>Steine, Damen und Kaiser</translation>
    </message>
    <message>
        <source>Crowning a pawn</source>
        <translation>Einen Bauern krönen</translation>
    </message>
    <message>
        <source>A checker is a stack: a pawn is one piece, a king two, an emperor three. A pawn that reaches the far row is crowned with one of your own captured pieces.</source>
        <translation>Jeder Stein ist ein Stapel: Ein Bauer besteht aus einer Scheibe, eine Dame aus zwei, ein Kaiser aus drei. Ein Bauer, der die letzte Reihe erreicht, wird mit einer deiner eigenen geschlagenen Scheiben gekrönt.</translation>
    </message>
    <message>
        <source>Crown your pawn.</source>
        <translation>Kröne deinen Bauern.</translation>
    </message>
    <message>
        <source>Your pawns move toward White&apos;s side. Either square of the far row will do; then use any card.</source>
        <translation>Deine Bauern ziehen in Richtung Weiß. Jedes Feld der letzten Reihe ist recht; setze danach eine beliebige Karte ein.</translation>
    </message>
    <message>
        <source>Legal, but the pawn on 27 is the one next to the far row.</source>
        <translation>Erlaubt, aber der Bauer auf 27 steht direkt vor der letzten Reihe.</translation>
    </message>
    <message>
        <source>A ready pawn waits</source>
        <translation>Ein bereiter Bauer wartet</translation>
    </message>
    <message>
        <source>None of your pieces has been captured yet, so a pawn on the far row has no crown to take: it waits there as a ready pawn. It is crowned the moment one of your pieces is captured, even in your opponent&apos;s turn.</source>
        <translation>Noch wurde keine deiner Scheiben geschlagen, also hat ein Bauer auf der letzten Reihe keine Krone: Er wartet dort als bereiter Bauer. Er wird gekrönt, sobald eine deiner Scheiben geschlagen wird, sogar im Zug deines Gegners.</translation>
    </message>
    <message>
        <source>Reach the far row; White&apos;s capture will crown your pawn.</source>
        <translation>Erreiche die letzte Reihe; das Schlagen von Weiß krönt deinen Bauern.</translation>
    </message>
    <message>
        <source>Step onto the far row. White must then jump your pawn on 19, and that capture frees a piece for your crown. Either card does nothing here.</source>
        <translation>Zieh auf die letzte Reihe. Weiß muss dann deinen Bauern auf 19 überspringen, und dieser Schlag gibt eine Scheibe für deine Krone frei. Beide Karten bewirken hier nichts.</translation>
    </message>
    <message>
        <source>Legal, but White then takes a pawn while none of yours waits on the far row.</source>
        <translation>Erlaubt, aber dann schlägt Weiß einen Bauern, während keiner deiner Bauern auf der letzten Reihe wartet.</translation>
    </message>
    <message>
        <source>The emperor glides</source>
        <translation>Der Kaiser gleitet</translation>
    </message>
    <message>
        <source>An emperor is a king with a third piece on it. It glides any distance along a free diagonal, stopping before fire, the Monolith, any checker and your opponent&apos;s walls, and it captures as a king does.</source>
        <translation>Ein Kaiser ist eine Dame mit einer dritten Scheibe darauf. Er gleitet beliebig weit über eine freie Diagonale und hält vor Feuer, dem Monolithen, jedem Stein und den Mauern deines Gegners an; er schlägt wie eine Dame.</translation>
    </message>
    <message>
        <source>Glide your emperor from 1 to 28 in one move.</source>
        <translation>Lass deinen Kaiser in einem Zug von 1 nach 28 gleiten.</translation>
    </message>
    <message>
        <source>The whole diagonal from 1 to 28 is empty.</source>
        <translation>Die ganze Diagonale von 1 bis 28 ist frei.</translation>
    </message>
    <message>
        <source>Legal, but an emperor need not stop after one square: it can glide the whole free diagonal.</source>
        <translation>Erlaubt, aber ein Kaiser muss nicht nach einem Feld anhalten: Er kann die ganze freie Diagonale entlanggleiten.</translation>
    </message>
    <message>
        <source>Five kings</source>
        <translation>Fünf Damen</translation>
    </message>
    <message>
        <source>Owning five kings and emperors together wins the game at once, whoever&apos;s turn it is.</source>
        <translation>Wer fünf Damen und Kaiser zusammen besitzt, gewinnt sofort, ganz gleich, wer gerade am Zug ist.</translation>
    </message>
    <message>
        <source>Make your fifth king.</source>
        <translation>Mach deine fünfte Dame.</translation>
    </message>
    <message>
        <source>You already have four kings and captured pieces to spare: crown the pawn on 26.</source>
        <translation>Du hast schon vier Damen und genug geschlagene Scheiben: Kröne den Bauern auf 26.</translation>
    </message>
    <message>
        <source>Legal, but a king that moves does not add a fifth one.</source>
        <translation>Erlaubt, aber eine Dame, die zieht, ergibt keine fünfte.</translation>
    </message>
    <message>
        <source>Fire, water, walls and rings</source>
        <translation>Feuer, Wasser, Mauern und Ringe</translation>
    </message>
    <message>
        <source>Fire blocks</source>
        <translation>Feuer sperrt</translation>
    </message>
    <message>
        <source>The Fire card puts a fire on an empty dark square, one with no checker and no token. No checker may step into it, land on it or jump across it.</source>
        <translation>Die Karte Feuer legt ein Feuer auf ein leeres dunkles Feld, ohne Stein und ohne Plättchen. Kein Stein darf es betreten, darauf landen oder es überspringen.</translation>
    </message>
    <message>
        <source>Stop White&apos;s king from jumping your pawn.</source>
        <translation>Hindere die Dame von Weiß daran, deinen Bauern zu überspringen.</translation>
    </message>
    <message>
        <source>The king would land on 15.</source>
        <translation>Die Dame würde auf 15 landen.</translation>
    </message>
    <message>
        <source>Legal, but water stops only pawns: a king may land on it.</source>
        <translation>Erlaubt, aber Wasser hält nur Bauern auf: Eine Dame darf darauf landen.</translation>
    </message>
    <message>
        <source>Water stops pawns</source>
        <translation>Wasser stoppt Bauern</translation>
    </message>
    <message>
        <source>The Water card pours water on an empty dark square, or on a fire to put it out. A pawn may not step into water or land on it; kings and emperors may.</source>
        <translation>Die Karte Wasser gießt Wasser auf ein leeres dunkles Feld oder auf ein Feuer, um es zu löschen. Ein Bauer darf Wasser weder betreten noch darauf landen; Damen und Kaiser dürfen es.</translation>
    </message>
    <message>
        <source>Stop White&apos;s pawn from jumping yours.</source>
        <translation>Hindere den Bauern von Weiß daran, deinen zu überspringen.</translation>
    </message>
    <message>
        <source>The white pawn would land on 15.</source>
        <translation>Der weiße Bauer würde auf 15 landen.</translation>
    </message>
    <message>
        <source>Legal, and a new pawn comes back on your home row, but White still jumps the pawn on 18.</source>
        <translation>Erlaubt, und ein neuer Bauer kehrt auf deine Grundreihe zurück, aber Weiß überspringt trotzdem den Bauern auf 18.</translation>
    </message>
    <message>
        <source>Build walls</source>
        <translation>Mauern bauen</translation>
    </message>
    <message>
        <source>The Walls card lets you build two of your walls on the edges between squares, as an L or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them; your own checkers pass freely.</source>
        <translation>Mit der Karte Mauern baust du zwei deiner Mauern auf die Kanten zwischen Feldern, als L oder in gerader Linie. Sie sperren die diagonalen Züge und Sprünge deines Gegners, die sie kreuzen; deine eigenen Steine kommen frei hindurch.</translation>
    </message>
    <message>
        <source>Wall off White&apos;s jump over your pawn.</source>
        <translation>Versperre Weiß mit Mauern den Sprung über deinen Bauern.</translation>
    </message>
    <message>
        <source>Build a straight pair of walls through the corner where 22 and 18 touch.</source>
        <translation>Baue ein gerades Mauerpaar durch die Ecke, an der sich 22 und 18 berühren.</translation>
    </message>
    <message>
        <source>Legal, but an L only stops the diagonal that runs through its inside; the jump from 22 only skims past this one.</source>
        <translation>Erlaubt, aber ein L sperrt nur die Diagonale, die durch sein Inneres läuft; der Sprung von 22 streift an diesem nur vorbei.</translation>
    </message>
    <message>
        <source>A ring takes the blow</source>
        <translation>Ein Ring fängt den Schlag ab</translation>
    </message>
    <message>
        <source>The Ring card gives one of your checkers a ring. The next time it is jumped, it loses the ring instead of being captured; the jumper still lands beyond it.</source>
        <translation>Die Karte Ring gibt einem deiner Steine einen Ring. Wird er das nächste Mal übersprungen, verliert er den Ring, statt geschlagen zu werden; der springende Stein landet trotzdem dahinter.</translation>
    </message>
    <message>
        <source>Keep your pawn on 18 through White&apos;s jump.</source>
        <translation>Behalte deinen Bauern auf 18 trotz des Sprungs von Weiß.</translation>
    </message>
    <message>
        <source>Put the ring on the pawn that is about to be jumped.</source>
        <translation>Gib den Ring dem Bauern, der gleich übersprungen wird.</translation>
    </message>
    <message>
        <source>Legal, but nothing then saves the pawn on 18 from White&apos;s jump.</source>
        <translation>Erlaubt, aber dann rettet nichts den Bauern auf 18 vor dem Sprung von Weiß.</translation>
    </message>
    <message>
        <source>Monolith, Hippo and Snookle</source>
        <translation>Monolith, Nilpferd und Snookle</translation>
    </message>
    <message>
        <source>The Monolith lands</source>
        <translation>Der Monolith landet</translation>
    </message>
    <message>
        <source>The Monolith card sets the Monolith on an empty dark square: one with no checker and no token. Nothing may step onto it.</source>
        <translation>Die Karte Monolith stellt den Monolithen auf ein leeres dunkles Feld, ohne Stein und ohne Plättchen. Kein Stein darf auf sein Feld ziehen.</translation>
    </message>
    <message>
        <source>Keep White&apos;s pawn from reaching square 1.</source>
        <translation>Hindere den Bauern von Weiß daran, Feld 1 zu erreichen.</translation>
    </message>
    <message>
        <source>The pawn on 5 has only one square to go to.</source>
        <translation>Der Bauer auf 5 hat nur ein Feld, auf das er ziehen kann.</translation>
    </message>
    <message>
        <source>The Monolith only lands on an empty square.</source>
        <translation>Der Monolith landet nur auf einem leeren Feld.</translation>
    </message>
    <message>
        <source>The Monolith pushes</source>
        <translation>Der Monolith schubst</translation>
    </message>
    <message>
        <source>Once on the board, the Monolith slides one to three squares along a diagonal. It pushes each checker in its way one square on, and a checker pushed off the board, into a wall or into fire is captured.</source>
        <translation>Steht der Monolith auf dem Brett, gleitet er ein bis drei Felder entlang einer Diagonale. Jeden Stein in seinem Weg schubst er ein Feld weiter, und ein Stein, der vom Brett, gegen eine Mauer oder ins Feuer geschubst wird, ist geschlagen.</translation>
    </message>
    <message>
        <source>Push the white pawn off the board.</source>
        <translation>Schubse den weißen Bauern vom Brett.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares toward the edge: the pawn is pushed ahead of it.</source>
        <translation>Schiebe den Monolithen zwei Felder zum Rand hin: Der Bauer wird vor ihm hergeschubst.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 20, still on the board.</source>
        <translation>Erlaubt, aber ein Schub um ein Feld schiebt den Bauern nur nach 20, noch auf dem Brett.</translation>
    </message>
    <message>
        <source>The Galactic Hippo</source>
        <translation>Das Galaktische Nilpferd</translation>
    </message>
    <message>
        <source>The Galactic Hippo sits on a checker of your choice, and that checker cannot move at all, not even to capture. A player who cannot move when their turn comes loses.</source>
        <translation>Das Galaktische Nilpferd setzt sich auf einen Stein deiner Wahl, und dieser Stein kann gar nicht mehr ziehen, nicht einmal schlagen. Wer am Zug ist und nicht ziehen kann, verliert.</translation>
    </message>
    <message>
        <source>Freeze White&apos;s only checker.</source>
        <translation>Friere den einzigen Stein von Weiß ein.</translation>
    </message>
    <message>
        <source>Send the Hippo to the white king.</source>
        <translation>Schick das Nilpferd auf die weiße Dame.</translation>
    </message>
    <message>
        <source>Legal, but that freezes your own checker, not White&apos;s.</source>
        <translation>Erlaubt, aber damit frierst du deinen eigenen Stein ein, nicht den von Weiß.</translation>
    </message>
    <message>
        <source>The Snookle</source>
        <translation>Der Snookle</translation>
    </message>
    <message>
        <source>The Snookle climbs onto a checker, which may then also step and jump backwards, as a king does. If it climbs onto the Hippo&apos;s checker, the Hippo leaves.</source>
        <translation>Der Snookle klettert auf einen Stein, der dann auch rückwärts ziehen und springen darf, wie eine Dame. Klettert er auf den Stein des Nilpferds, geht das Nilpferd.</translation>
    </message>
    <message>
        <source>Capture the white pawn behind your own.</source>
        <translation>Schlage den weißen Bauern hinter deinem eigenen.</translation>
    </message>
    <message>
        <source>Put the Snookle on your pawn now; next turn it can jump backwards.</source>
        <translation>Setz den Snookle jetzt auf deinen Bauern; im nächsten Zug kann er rückwärts springen.</translation>
    </message>
    <message>
        <source>Legal, but it does nothing here: without the Snookle your pawn cannot go back.</source>
        <translation>Erlaubt, aber sie bewirkt hier nichts: Ohne den Snookle kann dein Bauer nicht zurück.</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>Weitere Karten</translation>
    </message>
    <message>
        <source>Antimatter</source>
        <translation>Antimaterie</translation>
    </message>
    <message>
        <source>The Antimatter card takes one token off the board: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle. With nothing on the board to remove, it cannot be chosen.</source>
        <translation>Die Karte Antimaterie nimmt ein Plättchen vom Brett: ein Feuer, ein Wasser, einen Ring, ein Mauerpaar, den Monolithen, das Nilpferd oder den Snookle. Liegt nichts zum Entfernen auf dem Brett, kann sie nicht gewählt werden.</translation>
    </message>
    <message>
        <source>Clear square 31 for your pawn.</source>
        <translation>Mach Feld 31 für deinen Bauern frei.</translation>
    </message>
    <message>
        <source>Use Antimatter on the fire.</source>
        <translation>Setze Antimaterie auf das Feuer ein.</translation>
    </message>
    <message>
        <source>Legal: water puts the fire out, but a pawn may not step into water either.</source>
        <translation>Erlaubt: Wasser löscht das Feuer, aber ins Wasser darf ein Bauer ebenso wenig ziehen.</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Wiederbelebung</translation>
    </message>
    <message>
        <source>The Revive card brings one of your captured pieces back as a pawn, on an empty square of your home row.</source>
        <translation>Die Karte Wiederbelebung holt eine deiner geschlagenen Scheiben als Bauer zurück, auf ein leeres Feld deiner Grundreihe.</translation>
    </message>
    <message>
        <source>Bring back a pawn onto square 1, in front of White&apos;s pawn.</source>
        <translation>Hole einen Bauern auf Feld 1 zurück, vor den Bauern von Weiß.</translation>
    </message>
    <message>
        <source>Your home row is the edge nearest you, squares 1 to 4.</source>
        <translation>Deine Grundreihe ist der Rand, der dir am nächsten liegt, die Felder 1 bis 4.</translation>
    </message>
    <message>
        <source>Revived pawns come back only on your home row.</source>
        <translation>Wiederbelebte Bauern kommen nur auf deine Grundreihe zurück.</translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation>Krönung</translation>
    </message>
    <message>
        <source>The Coronation card stacks one of your captured pieces on one of your kings, which becomes an emperor.</source>
        <translation>Die Karte Krönung stapelt eine deiner geschlagenen Scheiben auf eine deiner Damen, die damit zum Kaiser wird.</translation>
    </message>
    <message>
        <source>Make an emperor.</source>
        <translation>Mach einen Kaiser.</translation>
    </message>
    <message>
        <source>Only a king can become an emperor.</source>
        <translation>Nur eine Dame kann zum Kaiser werden.</translation>
    </message>
    <message>
        <source>Coronation needs a king: the checker on 10 is a pawn.</source>
        <translation>Krönung braucht eine Dame: Der Stein auf 10 ist ein Bauer.</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Neu mischen</translation>
    </message>
    <message>
        <source>The Reshuffle card gathers the draw pile, the discards, the other face-up card and itself, shuffles them all and turns one card up for your opponent. When the draw pile simply runs out, the discards are shuffled into a new one.</source>
        <translation>Die Karte Neu mischen sammelt Nachziehstapel, Ablage, die andere offene Karte und sich selbst ein, mischt alles und deckt eine Karte für deinen Gegner auf. Ist der Nachziehstapel einfach aufgebraucht, wird die Ablage zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>Shuffle the discards back into the draw pile.</source>
        <translation>Mische die Ablage zurück in den Nachziehstapel.</translation>
    </message>
    <message>
        <source>Reshuffle needs no target.</source>
        <translation>Neu mischen braucht kein Ziel.</translation>
    </message>
    <message>
        <source>Legal, but the Fire card only joins the discards; Reshuffle is the card that gathers them.</source>
        <translation>Erlaubt, aber die Karte Feuer kommt nur auf die Ablage; Neu mischen ist die Karte, die sie wieder einsammelt.</translation>
    </message>
    <message>
        <source>A quarter turn</source>
        <translation>Eine Vierteldrehung</translation>
    </message>
    <message>
        <source>The Quarter Turn card turns the board a quarter turn, either way, while the players stay in their seats. Forward still points across the table, so a pawn that now stands on the far edge is crowned, or waits there as a ready pawn.</source>
        <translation>Die Karte Vierteldrehung dreht das Brett um eine Vierteldrehung, in beliebiger Richtung, während die Spieler sitzen bleiben. Vorwärts zeigt weiter über den Tisch, also wird ein Bauer, der jetzt am fernen Rand steht, gekrönt oder wartet dort als bereiter Bauer.</translation>
    </message>
    <message>
        <source>Turn the board to crown one of your pawns.</source>
        <translation>Drehe das Brett, um einen deiner Bauern zu krönen.</translation>
    </message>
    <message>
        <source>Either direction works here: one of your two pawns on the side edges will end up on the far edge.</source>
        <translation>Hier geht jede Richtung: Einer deiner beiden Bauern an den Seitenrändern landet am fernen Rand.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, and your pawns stay where they are.</source>
        <translation>Erlaubt, aber du hast noch keine Dame, und deine Bauern bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planeten</translation>
    </message>
    <message>
        <source>A secret planet</source>
        <translation>Ein geheimer Planet</translation>
    </message>
    <message>
        <source>Each player is dealt a secret planet: a second way to win, checked when your own turn ends. When two people share one screen, a curtain covers the board between turns so that neither sees the other&apos;s planet; pass the screen and let the next player lift it.</source>
        <translation>Jeder Spieler bekommt einen geheimen Planeten: einen zweiten Weg zum Sieg, geprüft am Ende deines eigenen Zuges. Teilen sich zwei Personen einen Bildschirm, verdeckt zwischen den Zügen ein Vorhang das Brett, damit keiner den Planeten des anderen sieht; gib den Bildschirm weiter und lass den nächsten Spieler den Vorhang heben.</translation>
    </message>
    <message>
        <source>Your planet is Venus: light a third fire to win.</source>
        <translation>Dein Planet ist Venus: Entzünde ein drittes Feuer, um zu gewinnen.</translation>
    </message>
    <message>
        <source>Venus wins with three fires on the board.</source>
        <translation>Venus gewinnt mit drei Feuern auf dem Brett.</translation>
    </message>
    <message>
        <source>Legal, but only a third fire wins for Venus.</source>
        <translation>Erlaubt, aber nur ein drittes Feuer gewinnt für Venus.</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>Earth wins when three waters lie on the board at the end of your turn.</source>
        <translation>Erde gewinnt, wenn am Ende deines Zuges drei Wasser auf dem Brett liegen.</translation>
    </message>
    <message>
        <source>Pour a third water.</source>
        <translation>Gieße ein drittes Wasser aus.</translation>
    </message>
    <message>
        <source>Two waters lie on the board already.</source>
        <translation>Zwei Wasser liegen schon auf dem Brett.</translation>
    </message>
    <message>
        <source>Legal, but Earth counts waters, not fires.</source>
        <translation>Erlaubt, aber Erde zählt Wasser, nicht Feuer.</translation>
    </message>
    <message>
        <source>Mercury</source>
        <translation>Merkur</translation>
    </message>
    <message>
        <source>Mercury wins when a single move of yours captures three or more checkers.</source>
        <translation>Merkur gewinnt, wenn ein einziger Zug von dir drei oder mehr Steine schlägt.</translation>
    </message>
    <message>
        <source>Capture three checkers in one move.</source>
        <translation>Schlage drei Steine in einem Zug.</translation>
    </message>
    <message>
        <source>After the first jump, turn toward 14: that way the chain goes on.</source>
        <translation>Wende dich nach dem ersten Sprung in Richtung 14: So geht die Kette weiter.</translation>
    </message>
    <message>
        <source>Legal, but that chain ends after two captures.</source>
        <translation>Erlaubt, aber diese Kette endet nach zwei Schlägen.</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <source>Mars wins once you have captured eight enemy pieces in the game, however you took them. A king counts as two pieces.</source>
        <translation>Mars gewinnt, sobald du im Lauf der Partie acht gegnerische Scheiben geschlagen hast, ganz gleich auf welche Weise. Eine Dame zählt als zwei Scheiben.</translation>
    </message>
    <message>
        <source>You have taken six pieces: take two more in one jump.</source>
        <translation>Du hast sechs Scheiben geschlagen: Schlage mit einem Sprung zwei weitere.</translation>
    </message>
    <message>
        <source>Which of the two checkers is worth two pieces?</source>
        <translation>Welcher der beiden Steine ist zwei Scheiben wert?</translation>
    </message>
    <message>
        <source>Legal, but a pawn is only one piece: that makes seven.</source>
        <translation>Erlaubt, aber ein Bauer ist nur eine Scheibe: Das macht sieben.</translation>
    </message>
    <message>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <source>Jupiter wins when two of your checkers are emperors.</source>
        <translation>Jupiter gewinnt, wenn zwei deiner Steine Kaiser sind.</translation>
    </message>
    <message>
        <source>Make your second emperor.</source>
        <translation>Mach deinen zweiten Kaiser.</translation>
    </message>
    <message>
        <source>Coronation turns a king into an emperor.</source>
        <translation>Krönung macht eine Dame zum Kaiser.</translation>
    </message>
    <message>
        <source>Legal, but only a second emperor wins for Jupiter.</source>
        <translation>Erlaubt, aber nur ein zweiter Kaiser gewinnt für Jupiter.</translation>
    </message>
    <message>
        <source>Saturn</source>
        <translation>Saturn</translation>
    </message>
    <message>
        <source>Saturn wins when three of your checkers wear rings.</source>
        <translation>Saturn gewinnt, wenn drei deiner Steine Ringe tragen.</translation>
    </message>
    <message>
        <source>Give a ring to a third checker.</source>
        <translation>Gib einem dritten Stein einen Ring.</translation>
    </message>
    <message>
        <source>The pawn on 10 has no ring yet.</source>
        <translation>Der Bauer auf 10 hat noch keinen Ring.</translation>
    </message>
    <message>
        <source>Legal, but Saturn counts rings, not fires.</source>
        <translation>Erlaubt, aber Saturn zählt Ringe, nicht Feuer.</translation>
    </message>
    <message>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <source>Uranus wins when the board lies a quarter turn from where it started and you have more checkers than your opponent. A half turn does not count.</source>
        <translation>Uranus gewinnt, wenn das Brett eine Vierteldrehung von seiner Anfangslage entfernt liegt und du mehr Steine hast als dein Gegner. Eine halbe Drehung zählt nicht.</translation>
    </message>
    <message>
        <source>Turn the board to win.</source>
        <translation>Drehe das Brett, um zu gewinnen.</translation>
    </message>
    <message>
        <source>You have three checkers to White&apos;s two already.</source>
        <translation>Du hast schon drei Steine gegen zwei von Weiß.</translation>
    </message>
    <message>
        <source>Legal, but the board has not turned yet.</source>
        <translation>Erlaubt, aber das Brett ist noch nicht gedreht.</translation>
    </message>
    <message>
        <source>Neptune</source>
        <translation>Neptun</translation>
    </message>
    <message>
        <source>Neptune wins when the Monolith costs your opponent a checker during your turn.</source>
        <translation>Neptun gewinnt, wenn der Monolith deinen Gegner während deines Zuges einen Stein kostet.</translation>
    </message>
    <message>
        <source>Push the white pawn into the fire.</source>
        <translation>Schubse den weißen Bauern ins Feuer.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares: the pawn is pushed ahead of it, into the fire.</source>
        <translation>Schiebe den Monolithen zwei Felder: Der Bauer wird vor ihm hergeschubst, ins Feuer.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 19, short of the fire.</source>
        <translation>Erlaubt, aber ein Schub um ein Feld schiebt den Bauern nur nach 19, vor das Feuer.</translation>
    </message>
    <message>
        <source>Pluto</source>
        <translation>Pluto</translation>
    </message>
    <message>
        <source>Pluto wins when the checker carrying the Snookle is yours and stands on your opponent&apos;s home row.</source>
        <translation>Pluto gewinnt, wenn der Stein mit dem Snookle dir gehört und auf der Grundreihe deines Gegners steht.</translation>
    </message>
    <message>
        <source>Put the Snookle where Pluto needs it.</source>
        <translation>Setze den Snookle dorthin, wo Pluto ihn braucht.</translation>
    </message>
    <message>
        <source>White&apos;s home row is the edge on White&apos;s side, squares 29 to 32.</source>
        <translation>Die Grundreihe von Weiß ist der Rand auf der Seite von Weiß, die Felder 29 bis 32.</translation>
    </message>
    <message>
        <source>Legal, but the king on 14 is not on White&apos;s home row.</source>
        <translation>Erlaubt, aber die Dame auf 14 steht nicht auf der Grundreihe von Weiß.</translation>
    </message>
    <message>
        <source>The far row stops a jump</source>
        <translation>Die letzte Reihe beendet den Sprung</translation>
    </message>
    <message>
        <source>A pawn&apos;s move ends as soon as it reaches the far row, even in the middle of a jump chain: the new king may not jump on until your next turn.</source>
        <translation>Der Zug eines Bauern endet, sobald er die letzte Reihe erreicht, auch mitten in einer Sprungkette: Die neue Dame darf erst in deinem nächsten Zug weiterspringen.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Schlage zwei weiße Steine in einem Zug.</translation>
    </message>
    <message>
        <source>Only one of your pawns can take two checkers; the other one&apos;s jump lands on the far row.</source>
        <translation>Nur einer deiner Bauern kann zwei Steine schlagen; der Sprung des anderen landet auf der letzten Reihe.</translation>
    </message>
    <message>
        <source>Legal, and the pawn is crowned on 31, but its move ends there: the king may not jump on over 26 in the same move, so you take only one checker.</source>
        <translation>Erlaubt, und der Bauer wird auf 31 gekrönt, aber sein Zug endet dort: Die Dame darf im selben Zug nicht über 26 weiterspringen, also schlägst du nur einen Stein.</translation>
    </message>
    <message>
        <source>Which pawn gets the crown</source>
        <translation>Welcher Bauer die Krone bekommt</translation>
    </message>
    <message>
        <source>When more of your pawns wait on the far row than you have captured pieces to crown them, you choose which pawn is crowned. The choice can come in your opponent&apos;s turn, right after they capture one of yours.</source>
        <translation>Warten mehr deiner Bauern auf der letzten Reihe, als du geschlagene Scheiben zum Krönen hast, wählst du, welcher Bauer gekrönt wird. Die Wahl kann im Zug deines Gegners kommen, gleich nachdem er einen deiner Steine geschlagen hat.</translation>
    </message>
    <message>
        <source>Step onto the far row, then crown the pawn that will have something to capture.</source>
        <translation>Zieh auf die letzte Reihe und kröne dann den Bauern, der danach etwas schlagen kann.</translation>
    </message>
    <message>
        <source>All twelve of your pieces are on the board, so no pawn can be crowned yet. White must jump your pawn on 18; then one crown is free for 29 or 31. A king on 31 could jump the white pawn on 27.</source>
        <translation>Alle zwölf deiner Scheiben sind auf dem Brett, also kann noch kein Bauer gekrönt werden. Weiß muss deinen Bauern auf 18 überspringen; dann ist eine Krone frei, für 29 oder für 31. Eine Dame auf 31 könnte den weißen Bauern auf 27 überspringen.</translation>
    </message>
    <message>
        <source>Legal, but a king on 29 has nothing to capture, while a king on 31 could jump the pawn on 27 at once.</source>
        <translation>Erlaubt, aber eine Dame auf 29 hat nichts zu schlagen, während eine Dame auf 31 sofort den Bauern auf 27 überspringen könnte.</translation>
    </message>
    <message>
        <source>Walls work together</source>
        <translation>Mauern wirken zusammen</translation>
    </message>
    <message>
        <source>At a corner, all your walls count together, even those of different pairs. Two pairs that meet end to end make one straight line, and that line blocks the diagonal through the corner where they meet. A wall on its own blocks nothing.</source>
        <translation>An einer Ecke zählen alle deine Mauern zusammen, auch die aus verschiedenen Paaren. Zwei Paare, die Ende an Ende stoßen, bilden eine gerade Linie, und diese sperrt die Diagonale durch die Ecke, an der sie sich treffen. Eine einzelne Mauer sperrt nichts.</translation>
    </message>
    <message>
        <source>Lay a pair that continues your line of walls and stops White&apos;s jump.</source>
        <translation>Baue ein Paar, das deine Mauerlinie fortsetzt und den Sprung von Weiß sperrt.</translation>
    </message>
    <message>
        <source>Your pair on 14e and 18w ends at the corner between 18 and 22. Add a pair that goes straight on from there, along the edge of 22.</source>
        <translation>Dein Paar auf 14e und 18w endet an der Ecke zwischen 18 und 22. Setze von dort ein Paar gerade weiter, entlang des Randes von 22.</translation>
    </message>
    <message>
        <source>Legal, but with your wall on 18w this forms an L around a light square at the corner, and the jump from 22 only skims past it.</source>
        <translation>Erlaubt, aber mit deiner Mauer auf 18w bildet es an der Ecke ein L um ein helles Feld, und der Sprung von 22 streift nur daran vorbei.</translation>
    </message>
    <message>
        <source>Twelve walls each</source>
        <translation>Zwölf Mauern für jeden</translation>
    </message>
    <message>
        <source>Each player has twelve walls, six pairs. Once all of yours stand on the board, a Walls card gives you nothing, though it may still be played.</source>
        <translation>Jeder Spieler hat zwölf Mauern, also sechs Paare. Stehen alle deine auf dem Brett, bringt dir eine Karte Mauern nichts mehr, auch wenn du sie noch spielen darfst.</translation>
    </message>
    <message>
        <source>Stop White&apos;s jump over your pawn.</source>
        <translation>Sperre den Sprung von Weiß über deinen Bauern.</translation>
    </message>
    <message>
        <source>Count your walls: six pairs stand along your home row already. Block the landing square another way.</source>
        <translation>Zähl deine Mauern: Sechs Paare stehen schon entlang deiner Grundreihe. Sperre das Landefeld auf andere Weise.</translation>
    </message>
    <message>
        <source>Legal, but all twelve of your walls are already on the board, so the card gives you none.</source>
        <translation>Erlaubt, aber alle zwölf deiner Mauern stehen schon auf dem Brett, also gibt dir die Karte keine.</translation>
    </message>
    <message>
        <source>Pushing a row of checkers</source>
        <translation>Eine Reihe von Steinen schubsen</translation>
    </message>
    <message>
        <source>Slide as far as the Monolith can go: three squares.</source>
        <translation>Lass den Monolithen so weit gleiten, wie er kann: drei Felder.</translation>
    </message>
    <message>
        <source>Legal, but a two-square slide pushes only one pawn off the board; the other stops on 28.</source>
        <translation>Erlaubt, aber ein Gleiten um zwei Felder schubst nur einen Bauern vom Brett; der andere bleibt auf 28 stehen.</translation>
    </message>
    <message>
        <source>Pushed into water</source>
        <translation>Ins Wasser geschubst</translation>
    </message>
    <message>
        <source>A pawn pushed into water is captured, because a pawn may never stand in water. A king or an emperor pushed into water simply stays there.</source>
        <translation>Ein Bauer, der ins Wasser geschubst wird, ist geschlagen, denn ein Bauer darf nie im Wasser stehen. Eine Dame oder ein Kaiser, ins Wasser geschubst, bleibt einfach dort stehen.</translation>
    </message>
    <message>
        <source>Capture a white checker with the Monolith.</source>
        <translation>Schlage mit dem Monolithen einen weißen Stein.</translation>
    </message>
    <message>
        <source>Which of the two white checkers cannot stand in water?</source>
        <translation>Welcher der beiden weißen Steine kann nicht im Wasser stehen?</translation>
    </message>
    <message>
        <source>Legal, but the checker on 15 is a king, and a king may stand in water: it is pushed in and stays.</source>
        <translation>Erlaubt, aber der Stein auf 15 ist eine Dame, und eine Dame darf im Wasser stehen: Sie wird hineingeschubst und bleibt.</translation>
    </message>
    <message>
        <source>Pushed to the far row</source>
        <translation>Auf die letzte Reihe geschubst</translation>
    </message>
    <message>
        <source>A pawn that the Monolith pushes onto its far row is crowned, just as if it had stepped there. Push it one square too far and it falls off the board.</source>
        <translation>Ein Bauer, den der Monolith auf seine letzte Reihe schubst, wird gekrönt, als wäre er selbst dorthin gezogen. Schubst du ihn ein Feld zu weit, fällt er vom Brett.</translation>
    </message>
    <message>
        <source>Crown your pawn on 27 with the Monolith.</source>
        <translation>Kröne deinen Bauern auf 27 mit dem Monolithen.</translation>
    </message>
    <message>
        <source>A one-square slide is enough.</source>
        <translation>Ein Gleiten um ein Feld genügt.</translation>
    </message>
    <message>
        <source>Legal, but the second square pushes your pawn past the far row and off the board, and it is captured.</source>
        <translation>Erlaubt, aber das zweite Feld schubst deinen Bauern über die letzte Reihe hinaus vom Brett, und er ist geschlagen.</translation>
    </message>
    <message>
        <source>The Monolith clears the way</source>
        <translation>Der Monolith räumt den Weg</translation>
    </message>
    <message>
        <source>The Monolith removes any fire and any water on the squares it enters.</source>
        <translation>Der Monolith entfernt jedes Feuer und jedes Wasser auf den Feldern, die er betritt.</translation>
    </message>
    <message>
        <source>Clear squares 10 and 14 for your pawns, and leave both free.</source>
        <translation>Mach die Felder 10 und 14 für deine Bauern frei und lass beide leer.</translation>
    </message>
    <message>
        <source>Slide the Monolith through both squares, and stop beyond them.</source>
        <translation>Lass den Monolithen durch beide Felder gleiten und hinter ihnen anhalten.</translation>
    </message>
    <message>
        <source>Legal, and the fire and the water are gone, but the Monolith itself now stands on 14.</source>
        <translation>Erlaubt, und Feuer und Wasser sind weg, aber jetzt steht der Monolith selbst auf 14.</translation>
    </message>
    <message>
        <source>Cutting through walls</source>
        <translation>Durch Mauern hindurch</translation>
    </message>
    <message>
        <source>The Monolith removes the walls at every corner it crosses where they would block it, even if that cuts a pair in two. The wall left behind stands alone and blocks nothing.</source>
        <translation>Der Monolith entfernt die Mauern an jeder Ecke, die er kreuzt und an der sie ihn sperren würden, auch wenn das ein Paar zerteilt. Die übrig gebliebene Mauer steht allein und sperrt nichts.</translation>
    </message>
    <message>
        <source>Open the way for your pawn on 14 to capture.</source>
        <translation>Mach deinem Bauern auf 14 den Weg zum Schlagen frei.</translation>
    </message>
    <message>
        <source>Move the Monolith off 23 along the diagonal toward 19: it crosses the corner where White&apos;s two pairs of walls meet.</source>
        <translation>Zieh den Monolithen von 23 auf der Diagonale Richtung 19: Er kreuzt die Ecke, an der die beiden Mauerpaare von Weiß zusammenstoßen.</translation>
    </message>
    <message>
        <source>Legal, and square 23 is free, but the Monolith crosses no wall that way: White&apos;s walls still block the jump.</source>
        <translation>Erlaubt, und Feld 23 ist frei, aber auf diesem Weg kreuzt der Monolith keine Mauer: Die Mauern von Weiß sperren den Sprung weiterhin.</translation>
    </message>
    <message>
        <source>Gone with the checker</source>
        <translation>Mit dem Stein verschwunden</translation>
    </message>
    <message>
        <source>When a checker carrying the Hippo or the Snookle is captured, that token leaves the board with it.</source>
        <translation>Wird ein Stein geschlagen, der das Nilpferd oder den Snookle trägt, verlässt dieses Plättchen mit ihm das Brett.</translation>
    </message>
    <message>
        <source>Capture so that none of your pawns can be taken back.</source>
        <translation>Schlage so, dass keiner deiner Bauern zurückgeschlagen werden kann.</translation>
    </message>
    <message>
        <source>The pawn on 14 carries the Snookle, so it may jump backwards over your pawn on 18.</source>
        <translation>Der Bauer auf 14 trägt den Snookle, also darf er rückwärts über deinen Bauern auf 18 springen.</translation>
    </message>
    <message>
        <source>Legal, but the Snookle stays on the pawn on 14, which then jumps backwards over 18 and on over 19.</source>
        <translation>Erlaubt, aber der Snookle bleibt auf dem Bauern auf 14, der dann rückwärts über 18 und weiter über 19 springt.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Gewinnen und Remis</translation>
    </message>
    <message>
        <source>Capture them all</source>
        <translation>Alle schlagen</translation>
    </message>
    <message>
        <source>You win at once when your opponent has no checker left on the board.</source>
        <translation>Du gewinnst sofort, wenn dein Gegner keinen Stein mehr auf dem Brett hat.</translation>
    </message>
    <message>
        <source>Win by capturing both white pawns.</source>
        <translation>Gewinne, indem du beide weißen Bauern schlägst.</translation>
    </message>
    <message>
        <source>One of your pawns can jump twice.</source>
        <translation>Einer deiner Bauern kann zweimal springen.</translation>
    </message>
    <message>
        <source>Legal, but White keeps the pawn on 27, so the game goes on.</source>
        <translation>Erlaubt, aber Weiß behält den Bauern auf 27, also geht das Spiel weiter.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Kein Fortschritt</translation>
    </message>
    <message>
        <source>When 40 turns each go by without progress, the game is drawn. Progress means a capture, a pawn moving, a crown, a new emperor or a revived pawn. Here 79 turns have passed without any.</source>
        <translation>Vergehen 40 Züge für jeden ohne Fortschritt, endet das Spiel unentschieden. Fortschritt heißt: ein Schlag, ein Bauer, der zieht, eine Krönung, ein neuer Kaiser oder ein wiederbelebter Bauer. Hier sind schon 79 Züge ohne Fortschritt vergangen.</translation>
    </message>
    <message>
        <source>You are behind: end the game in a draw.</source>
        <translation>Du liegst zurück: Beende das Spiel mit einem Remis.</translation>
    </message>
    <message>
        <source>Any king move, with any card that brings no progress, makes the 80th quiet turn.</source>
        <translation>Jeder Zug einer Dame, mit einer Karte, die keinen Fortschritt bringt, macht den 80. ruhigen Zug.</translation>
    </message>
    <message>
        <source>Legal, but a pawn moving is progress: the count starts again, and White&apos;s three kings play on.</source>
        <translation>Erlaubt, aber ein ziehender Bauer ist Fortschritt: Die Zählung beginnt von vorn, und die drei Damen von Weiß spielen weiter.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Zum dritten Mal</translation>
    </message>
    <message>
        <source>When the same position occurs for the third time with the same player to move, the game is drawn. Everything counts: checkers, tokens and cards. Here the Reshuffle card keeps coming back, so moving back and forth repeats it all.</source>
        <translation>Entsteht dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug, endet das Spiel unentschieden. Alles zählt: Steine, Plättchen und Karten. Hier kommt die Karte Neu mischen immer wieder, also wiederholt das Hin und Her alles.</translation>
    </message>
    <message>
        <source>Draw: move your king between 4 and 8 and play Reshuffle every turn.</source>
        <translation>Remis: Zieh deine Dame zwischen 4 und 8 hin und her und spiele in jedem Zug Neu mischen.</translation>
    </message>
    <message>
        <source>Go back and forth between 4 and 8, and always choose Reshuffle: the Fire card would stay on the discards and change the position.</source>
        <translation>Zieh zwischen 4 und 8 hin und her und wähle immer Neu mischen: Die Karte Feuer bliebe in der Ablage und würde die Stellung ändern.</translation>
    </message>
    <message>
        <source>Legal, but a fire on the board and the Fire card on the discards make a new position, so nothing repeats.</source>
        <translation>Erlaubt, aber ein Feuer auf dem Brett und die Karte Feuer in der Ablage ergeben eine neue Stellung, also wiederholt sich nichts.</translation>
    </message>
    <message>
        <source>A checker pushed by the Monolith pushes the next one in line, and so on. Each square the Monolith slides pushes the whole row once more. A ring does not help against a push.</source>
        <translation>Ein Stein, den der Monolith schubst, schubst den nächsten in der Reihe, und so weiter. Jedes Feld, das der Monolith gleitet, schubst die ganze Reihe noch einmal. Ein Ring hilft nicht gegen das Schubsen.</translation>
    </message>
    <message>
        <source>Push both white pawns off the board in one slide, the ringed one too.</source>
        <translation>Schubse beide weißen Bauern mit einem Gleiten vom Brett, auch den mit dem Ring.</translation>
    </message>
</context>
</TS>
