<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The bag and the racks</source>
        <translation>Beutel und Hutständer</translation>
    </message>
    <message>
        <source>A hat for a capture</source>
        <translation>Ein Hut für einen Schlag</translation>
    </message>
    <message>
        <source>Every time you capture a piece, one hat comes out of the Bag of Hats at random and goes into your Hat Rack. At the end of the game, the hats in your rack are your score.</source>
        <translation>Jedes Mal, wenn du einen Stein schlägst, kommt zufällig ein Hut aus dem Hutbeutel in deinen Hutständer. Am Ende der Partie sind die Hüte in deinem Hutständer deine Punkte.</translation>
    </message>
    <message>
        <source>Capture the white man and collect a hat.</source>
        <translation>Schlage den weißen Stein und hol dir einen Hut.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, then watch your rack.</source>
        <translation>Springe von 14 über 18 und sieh dann auf deinen Hutständer.</translation>
    </message>
    <message>
        <source>Lose one, hat one</source>
        <translation>Einer fällt, einer kriegt den Hut</translation>
    </message>
    <message>
        <source>When White takes your man, put the red hat on the man on 15.</source>
        <translation>Wenn Weiß deinen Stein schlägt, setze dem Stein auf 15 den roten Hut auf.</translation>
    </message>
    <message>
        <source>First make the only capture. When White has jumped, choose the man on 15 for your red hat.</source>
        <translation>Mach zuerst den einzigen möglichen Schlag. Wenn Weiß gesprungen ist, wähle den Stein auf 15 für deinen roten Hut.</translation>
    </message>
    <message>
        <source>Legal, but the man on 11 is not next to the jumper on 18, so its red hat could not reach it.</source>
        <translation>Erlaubt, aber der Stein auf 11 steht nicht neben dem schlagenden Stein auf 18, sein roter Hut könnte ihn also nicht erreichen.</translation>
    </message>
    <message>
        <source>Legal, but then the red hat stays in your rack and the jumper on 18 goes unpunished.</source>
        <translation>Erlaubt, aber dann bleibt der rote Hut im Hutständer, und der schlagende Stein auf 18 kommt ungestraft davon.</translation>
    </message>
    <message>
        <source>Hats go with the piece</source>
        <translation>Die Hüte gehen mit dem Stein</translation>
    </message>
    <message>
        <source>Capture the man in the red hat.</source>
        <translation>Schlage den Stein mit dem roten Hut.</translation>
    </message>
    <message>
        <source>The man on 14 can jump the red hat.</source>
        <translation>Der Stein auf 14 kann den roten Hut überspringen.</translation>
    </message>
    <message>
        <source>The six hats</source>
        <translation>Die sechs Hüte</translation>
    </message>
    <message>
        <source>Red: Zotting</source>
        <translation>Rot: Wegzaubern</translation>
    </message>
    <message>
        <source>A piece in a red hat never jumps. Instead it may spend its whole turn on a zot: it removes an enemy from a square diagonally next to it and stays where it is. The red hat is then used up.</source>
        <translation>Ein Stein mit rotem Hut springt nie. Stattdessen darf er seinen ganzen Zug zum Wegzaubern nutzen: Er entfernt einen Gegner von einem diagonal benachbarten Feld und bleibt selbst stehen. Danach ist der rote Hut verbraucht.</translation>
    </message>
    <message>
        <source>Zot the white man on 18.</source>
        <translation>Zaubere den weißen Stein auf 18 weg.</translation>
    </message>
    <message>
        <source>Drag the red-hatted man onto the man next to it.</source>
        <translation>Ziehe den Stein mit dem roten Hut auf den Stein neben ihm.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot capture by jumping; it zots instead.</source>
        <translation>Ein Stein mit rotem Hut kann nicht durch Überspringen schlagen; er zaubert stattdessen weg.</translation>
    </message>
    <message>
        <source>Zot in any direction</source>
        <translation>Wegzaubern in jede Richtung</translation>
    </message>
    <message>
        <source>A zot reaches all four diagonal neighbours, backwards too, even for a man, and it removes a king as easily as a man.</source>
        <translation>Wegzaubern erreicht alle vier diagonalen Nachbarn, auch rückwärts, selbst für einen einfachen Stein, und es entfernt eine Dame so leicht wie einen Stein.</translation>
    </message>
    <message>
        <source>Zot the white king behind you.</source>
        <translation>Zaubere die weiße Dame hinter dir weg.</translation>
    </message>
    <message>
        <source>The king on 10 is diagonally behind your man. A zot can reach it.</source>
        <translation>Die Dame auf 10 steht diagonal hinter deinem Stein. Wegzaubern erreicht sie.</translation>
    </message>
    <message>
        <source>Legal, but the king on 10 is the bigger danger: it moves and jumps both ways. Zot the king.</source>
        <translation>Erlaubt, aber die Dame auf 10 ist die größere Gefahr: Sie zieht und springt in beide Richtungen. Zaubere die Dame weg.</translation>
    </message>
    <message>
        <source>Yellow: Nimbleness</source>
        <translation>Gelb: Flinkheit</translation>
    </message>
    <message>
        <source>A piece in a yellow hat may also hop over its own pieces, which stay where they are. A man still hops forward only. If such hops lead to a capture, that capture must be made.</source>
        <translation>Ein Stein mit gelbem Hut darf auch eigene Steine überspringen, die stehen bleiben. Ein einfacher Stein springt weiterhin nur vorwärts. Führen solche Sprünge zu einem Schlag, muss dieser Schlag gemacht werden.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Schlage den weißen Stein auf 19.</translation>
    </message>
    <message>
        <source>Hop over your own man on 10 first, then jump.</source>
        <translation>Springe zuerst über deinen eigenen Stein auf 10, dann schlage.</translation>
    </message>
    <message>
        <source>Hops alone</source>
        <translation>Nur eigene Sprünge</translation>
    </message>
    <message>
        <source>A move may be nothing but hops over your own pieces. The yellow-hatted man on 13 can cross the board in one move this way.</source>
        <translation>Ein Zug darf nur aus Sprüngen über eigene Steine bestehen. So kann der Stein mit dem gelben Hut auf 13 in einem Zug über das Brett gelangen.</translation>
    </message>
    <message>
        <source>Crown the man in the yellow hat.</source>
        <translation>Mache den Stein mit dem gelben Hut zur Dame.</translation>
    </message>
    <message>
        <source>Hop over 17, then over 26.</source>
        <translation>Springe über 17, dann über 26.</translation>
    </message>
    <message>
        <source>Legal, but that crowns the plain man from 26. The goal is to crown the man in the yellow hat.</source>
        <translation>Erlaubt, aber damit wird der Stein ohne Hut von 26 zur Dame. Ziel ist, den Stein mit dem gelben Hut zur Dame zu machen.</translation>
    </message>
    <message>
        <source>Green: Venom</source>
        <translation>Grün: Gift</translation>
    </message>
    <message>
        <source>Whoever captures a piece in a green hat is poisoned: it finishes its move and then leaves the board, a capture like any other. White must capture when it can, so a Venom piece makes good bait.</source>
        <translation>Wer einen Stein mit grünem Hut schlägt, ist vergiftet: Er beendet seinen Zug und verlässt dann das Brett, ein Schlag wie jeder andere. Weiß muss schlagen, wenn es kann, also ist ein Giftstein ein guter Köder.</translation>
    </message>
    <message>
        <source>Offer your Venom man so that White&apos;s man dies of poison.</source>
        <translation>Biete deinen Giftstein an, damit der weiße Stein am Gift stirbt.</translation>
    </message>
    <message>
        <source>Step next to the white man on 22, where it has to jump you.</source>
        <translation>Ziehe neben den weißen Stein auf 22, wo er dich überspringen muss.</translation>
    </message>
    <message>
        <source>Legal, but there White does not have to take the bait.</source>
        <translation>Erlaubt, aber dort muss Weiß den Köder nicht schlucken.</translation>
    </message>
    <message>
        <source>Blue: Warding</source>
        <translation>Blau: Schutz</translation>
    </message>
    <message>
        <source>A capture aimed at a piece in a blue hat takes only the hat: the piece stays. A jumper still lands beyond it and may go on jumping, as if it had captured.</source>
        <translation>Ein Schlag gegen einen Stein mit blauem Hut nimmt nur den Hut: Der Stein bleibt. Ein schlagender Stein landet trotzdem dahinter und darf weiterspringen, als hätte er geschlagen.</translation>
    </message>
    <message>
        <source>Capture the white man on 27.</source>
        <translation>Schlage den weißen Stein auf 27.</translation>
    </message>
    <message>
        <source>Jump the blue-hatted man on 18 anyway: you land on 23 and can jump again.</source>
        <translation>Überspringe den Stein mit dem blauen Hut auf 18 trotzdem: Du landest auf 23 und kannst noch einmal springen.</translation>
    </message>
    <message>
        <source>Legal, but that only takes the man on 16. Jumping the blue hat would have carried you on to 27.</source>
        <translation>Erlaubt, aber das schlägt nur den Stein auf 16. Der Sprung über den blauen Hut hätte dich weiter bis zu 27 gebracht.</translation>
    </message>
    <message>
        <source>Warding cures poison</source>
        <translation>Schutz heilt Gift</translation>
    </message>
    <message>
        <source>A blue hat also saves a poisoned piece: at the end of the turn the blue hat goes instead of the piece. Two of your men can take the Venom piece on 18; only one of them wears blue.</source>
        <translation>Ein blauer Hut rettet auch einen vergifteten Stein: Am Ende des Zuges geht der blaue Hut statt des Steins. Zwei deiner Steine können den Giftstein auf 18 schlagen; nur einer von ihnen trägt Blau.</translation>
    </message>
    <message>
        <source>Capture the man in the green hat and keep all your men.</source>
        <translation>Schlage den Stein mit dem grünen Hut und behalte alle deine Steine.</translation>
    </message>
    <message>
        <source>Let the man in the blue hat do it.</source>
        <translation>Lass das den Stein mit dem blauen Hut machen.</translation>
    </message>
    <message>
        <source>Legal, but the man on 15 has no blue hat: the poison takes it at the end of your turn.</source>
        <translation>Erlaubt, aber der Stein auf 15 hat keinen blauen Hut: Das Gift holt ihn am Ende deines Zuges.</translation>
    </message>
    <message>
        <source>Clear: Strength</source>
        <translation>Kristall: Stärke</translation>
    </message>
    <message>
        <source>Capture the white man on 18 with Strength.</source>
        <translation>Schlage den weißen Stein auf 18 mit Stärke.</translation>
    </message>
    <message>
        <source>Move the clear-hatted man straight onto the white man.</source>
        <translation>Ziehe den Stein mit dem klaren Hut direkt auf den weißen Stein.</translation>
    </message>
    <message>
        <source>A piece in a clear hat cannot jump; it steps onto the enemy instead.</source>
        <translation>Ein Stein mit klarem Hut kann nicht springen; er zieht stattdessen auf den Gegner.</translation>
    </message>
    <message>
        <source>Crowned with its hat</source>
        <translation>Gekrönt mit Hut</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned, as in checkers, and keeps every hat it wears. Crowning ends the move.</source>
        <translation>Ein Stein, der die gegnerische Grundreihe erreicht, wird wie bei Dame gekrönt und behält alle Hüte, die er trägt. Die Krönung beendet den Zug.</translation>
    </message>
    <message>
        <source>Capture the man on 30 and become a king in a clear hat.</source>
        <translation>Schlage den Stein auf 30 und werde eine Dame mit klarem Hut.</translation>
    </message>
    <message>
        <source>Step onto the white man on the far row.</source>
        <translation>Ziehe auf den weißen Stein auf der gegnerischen Grundreihe.</translation>
    </message>
    <message>
        <source>Purple: Valor</source>
        <translation>Lila: Tapferkeit</translation>
    </message>
    <message>
        <source>A piece in a purple hat never jumps straight. It hops over a neighbouring enemy and lands beside it, turned a right angle. A man always lands two rows straight ahead of where it started.</source>
        <translation>Ein Stein mit lila Hut springt nie geradeaus. Er springt über einen benachbarten Gegner und landet neben ihm, im rechten Winkel abgebogen. Ein einfacher Stein landet immer zwei Reihen gerade vor seinem Ausgangsfeld.</translation>
    </message>
    <message>
        <source>Capture the white man on 15.</source>
        <translation>Schlage den weißen Stein auf 15.</translation>
    </message>
    <message>
        <source>A piece in a purple hat cannot jump straight; a man lands two rows straight ahead, on 18.</source>
        <translation>Ein Stein mit lila Hut kann nicht geradeaus springen; ein einfacher Stein landet zwei Reihen gerade voraus, auf 18.</translation>
    </message>
    <message>
        <source>A king turns either way</source>
        <translation>Eine Dame biegt in beide Richtungen ab</translation>
    </message>
    <message>
        <source>A king in a purple hat may turn to either side when it jumps, and a chain goes on as usual. Choose the turn that leads to a second jump.</source>
        <translation>Eine Dame mit lila Hut darf beim Springen nach beiden Seiten abbiegen, und ein Mehrfachschlag geht wie gewohnt weiter. Wähle die Richtung, die zu einem zweiten Sprung führt.</translation>
    </message>
    <message>
        <source>Capture both men on 21 and 22.</source>
        <translation>Schlage beide Steine auf 21 und 22.</translation>
    </message>
    <message>
        <source>Jump over 22 and land on 17: from there you can jump 21.</source>
        <translation>Springe über 22 und lande auf 17: Von dort kannst du 21 überspringen.</translation>
    </message>
    <message>
        <source>Legal, but from 26 there is nothing more to jump. Turning toward 17 would have let you take 21 as well.</source>
        <translation>Erlaubt, aber von 26 aus gibt es nichts mehr zu überspringen. Die Richtung nach 17 hätte dir auch 21 gebracht.</translation>
    </message>
    <message>
        <source>Captures and timing</source>
        <translation>Schlagen und der richtige Moment</translation>
    </message>
    <message>
        <source>Captures come first</source>
        <translation>Schlagen geht vor</translation>
    </message>
    <message>
        <source>As in checkers, when you can capture you must. That counts every kind of capture: a jump, a zot or a Strength capture. Here your clear-hatted man can step onto an enemy, so that comes before anything else.</source>
        <translation>Wie bei Dame musst du schlagen, wenn du kannst. Das gilt für jede Art zu schlagen: Überspringen, Wegzaubern oder ein Schlag mit Stärke. Hier kann dein Stein mit dem klaren Hut auf einen Gegner ziehen, also geht das allem anderen vor.</translation>
    </message>
    <message>
        <source>Crown the man on 27.</source>
        <translation>Mache den Stein auf 27 zur Dame.</translation>
    </message>
    <message>
        <source>Take the man on 18 with Strength first. Crown next turn.</source>
        <translation>Schlage zuerst den Stein auf 18 mit Stärke. Die Krönung folgt im nächsten Zug.</translation>
    </message>
    <message>
        <source>Ward in time</source>
        <translation>Rechtzeitig schützen</translation>
    </message>
    <message>
        <source>You may place a hat even in the middle of White&apos;s multiple jump, before the jumper goes on. Your capture draws a blue hat. When White has jumped your first man, put the blue hat on the man it will jump next.</source>
        <translation>Du darfst einen Hut sogar mitten im Mehrfachschlag von Weiß aufsetzen, bevor der schlagende Stein weiterzieht. Dein Schlag bringt einen blauen Hut. Wenn Weiß deinen ersten Stein übersprungen hat, setze den blauen Hut dem Stein auf, den es als Nächstes überspringen wird.</translation>
    </message>
    <message>
        <source>Save the man on 17 from White&apos;s double jump.</source>
        <translation>Rette den Stein auf 17 vor dem Doppelsprung von Weiß.</translation>
    </message>
    <message>
        <source>After the first jump the white man stands on 22, next to your man on 17.</source>
        <translation>Nach dem ersten Sprung steht der weiße Stein auf 22, neben deinem Stein auf 17.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in danger. The jumper goes over 17 next.</source>
        <translation>Erlaubt, aber der Stein auf 1 ist nicht in Gefahr. Der schlagende Stein geht als Nächstes über 17.</translation>
    </message>
    <message>
        <source>Legal, but then White jumps the man on 17 too.</source>
        <translation>Erlaubt, aber dann überspringt Weiß auch den Stein auf 17.</translation>
    </message>
    <message>
        <source>Venom in time</source>
        <translation>Rechtzeitig vergiften</translation>
    </message>
    <message>
        <source>The same moment works for Venom: put a green hat on the man about to be jumped, and the jumper is poisoned by its own capture.</source>
        <translation>Derselbe Moment taugt für Gift: Setze dem Stein, der gleich übersprungen wird, einen grünen Hut auf, und der schlagende Stein vergiftet sich an seinem eigenen Schlag.</translation>
    </message>
    <message>
        <source>Make White&apos;s jumper pay with its life.</source>
        <translation>Lass den schlagenden Stein von Weiß mit seinem Leben bezahlen.</translation>
    </message>
    <message>
        <source>After its first jump the white man stands on 19; your man on 16 is next in line.</source>
        <translation>Nach seinem ersten Sprung steht der weiße Stein auf 19; dein Stein auf 16 ist als Nächster dran.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in the jumper&apos;s path. Poison the man on 16.</source>
        <translation>Erlaubt, aber der Stein auf 1 liegt nicht auf dem Weg des schlagenden Steins. Vergifte den Stein auf 16.</translation>
    </message>
    <message>
        <source>Legal, but then White takes the man on 16 for free.</source>
        <translation>Erlaubt, aber dann schlägt Weiß den Stein auf 16 umsonst.</translation>
    </message>
    <message>
        <source>Stacks and scoring</source>
        <translation>Hutstapel und Wertung</translation>
    </message>
    <message>
        <source>Wearing Many Hats</source>
        <translation>Viele Hüte tragen</translation>
    </message>
    <message>
        <source>With Wearing Many Hats, a piece may wear several hats, but a hat may go on top of another only while all your pieces wear the same number. Once your bare man on 14 is gone, both your men wear one hat each, so the blue hat may go on top.</source>
        <translation>Mit „Viele Hüte tragen“ darf ein Stein mehrere Hüte tragen, aber ein Hut darf nur dann auf einen anderen, solange alle deine Steine gleich viele tragen. Sobald dein Stein ohne Hut auf 14 weg ist, tragen deine beiden Steine je einen Hut, also darf der blaue Hut obendrauf.</translation>
    </message>
    <message>
        <source>Put the blue hat on the yellow-hatted man on 15.</source>
        <translation>Setze den blauen Hut auf den Stein mit dem gelben Hut auf 15.</translation>
    </message>
    <message>
        <source>After White&apos;s first jump, the man on 15 is next in line.</source>
        <translation>Nach dem ersten Sprung von Weiß ist der Stein auf 15 als Nächster dran.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is safe. The jumper is heading for 15.</source>
        <translation>Erlaubt, aber der Stein auf 1 ist sicher. Der schlagende Stein hat es auf 15 abgesehen.</translation>
    </message>
    <message>
        <source>Most hats wins</source>
        <translation>Die meisten Hüte gewinnen</translation>
    </message>
    <message>
        <source>The game ends when a player has no pieces or cannot move. Then the player with more hats in the rack wins, whoever has pieces left. You have 3 hats, White has 1.</source>
        <translation>Die Partie endet, wenn ein Spieler keine Steine mehr hat oder nicht ziehen kann. Dann gewinnt, wer mehr Hüte im Hutständer hat, egal wer noch Steine hat. Du hast 3 Hüte, Weiß hat 1.</translation>
    </message>
    <message>
        <source>Win the game, even with your last man gone.</source>
        <translation>Gewinne die Partie, auch wenn dein letzter Stein fällt.</translation>
    </message>
    <message>
        <source>Let White take your last man: White will have 2 hats, you still 3.</source>
        <translation>Lass Weiß deinen letzten Stein schlagen: Weiß hat dann 2 Hüte, du immer noch 3.</translation>
    </message>
    <message>
        <source>Legal, but then the game goes on, and every capture White makes brings it another hat.</source>
        <translation>Erlaubt, aber dann geht die Partie weiter, und jeder Schlag von Weiß bringt ihm einen weiteren Hut.</translation>
    </message>
    <message>
        <source>Kings break ties</source>
        <translation>Damen entscheiden bei Gleichstand</translation>
    </message>
    <message>
        <source>Block White&apos;s last move and win on kings.</source>
        <translation>Blockiere den letzten Zug von Weiß und gewinne durch Damen.</translation>
    </message>
    <message>
        <source>Your king can take the only square White can still reach.</source>
        <translation>Deine Dame kann das einzige Feld besetzen, das Weiß noch erreichen kann.</translation>
    </message>
    <message>
        <source>Legal, but now 2 is empty and White jumps your man on 6.</source>
        <translation>Erlaubt, aber jetzt ist 2 leer, und Weiß überspringt deinen Stein auf 6.</translation>
    </message>
    <message>
        <source>Legal, but that frees 1 for the white man on 5.</source>
        <translation>Erlaubt, aber das macht 1 frei für den weißen Stein auf 5.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Second-Hand Hats</source>
        <translation>Hüte aus zweiter Hand</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, the hats of a piece you capture go into your rack, on top of the hat you draw. Green hats are the exception: they still leave the game, and their poison still works.</source>
        <translation>Mit „Hüte aus zweiter Hand“ kommen die Hüte eines Steins, den du schlägst, in deinen Hutständer, zusätzlich zu dem Hut, den du ziehst. Grüne Hüte sind die Ausnahme: Sie scheiden weiterhin aus dem Spiel aus, und ihr Gift wirkt trotzdem.</translation>
    </message>
    <message>
        <source>Capture a hatted man and collect two hats.</source>
        <translation>Schlage einen Stein mit Hut und hol dir zwei Hüte.</translation>
    </message>
    <message>
        <source>Go for the purple hat.</source>
        <translation>Nimm dir den lila Hut vor.</translation>
    </message>
    <message>
        <source>Legal, but the green hat leaves the game, and the man that took it is poisoned.</source>
        <translation>Erlaubt, aber der grüne Hut scheidet aus dem Spiel aus, und der Stein, der ihn geschlagen hat, ist vergiftet.</translation>
    </message>
    <message>
        <source>Playing for Blood</source>
        <translation>Bis aufs Blut</translation>
    </message>
    <message>
        <source>Playing for Blood, the player with more pieces on the board wins; hats only break ties. White has 3 hats and you have none, but White has a single man left.</source>
        <translation>Bei „Bis aufs Blut“ gewinnt, wer mehr Steine auf dem Brett hat; Hüte entscheiden nur bei Gleichstand. Weiß hat 3 Hüte und du keinen, aber Weiß hat nur noch einen Stein.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gewinne die Partie.</translation>
    </message>
    <message>
        <source>Offer the man on 14 so that White&apos;s jump lands next to your man on 11.</source>
        <translation>Biete den Stein auf 14 an, damit der Sprung von Weiß neben deinem Stein auf 11 landet.</translation>
    </message>
    <message>
        <source>Legal, but White takes it and lands on the edge, where you cannot jump back.</source>
        <translation>Erlaubt, aber Weiß schlägt ihn und landet am Rand, wo du nicht zurückspringen kannst.</translation>
    </message>
    <message>
        <source>Combo: two men back</source>
        <translation>Kombination: zwei Steine zurück</translation>
    </message>
    <message>
        <source>With the Triple Hat Combo Bonus you may, instead of moving, give three hats of three different colours back to the box and bring two of your lost pieces back as men on empty squares of your home row.</source>
        <translation>Mit der Dreihut-Kombination darfst du statt eines Zuges drei Hüte in drei verschiedenen Farben in die Schachtel zurückgeben und zwei deiner verlorenen Steine als einfache Steine auf leere Felder deiner eigenen Grundreihe zurückholen.</translation>
    </message>
    <message>
        <source>Bring two men back into play.</source>
        <translation>Hole zwei Steine zurück ins Spiel.</translation>
    </message>
    <message>
        <source>Use the red, yellow and green hats of your rack.</source>
        <translation>Nimm den roten, den gelben und den grünen Hut aus deinem Hutständer.</translation>
    </message>
    <message>
        <source>Legal, but a step brings no one back. Spend your three colours instead.</source>
        <translation>Erlaubt, aber ein Zug bringt niemanden zurück. Gib lieber deine drei Farben aus.</translation>
    </message>
    <message>
        <source>Combo: take two hats</source>
        <translation>Kombination: zwei Hüte nehmen</translation>
    </message>
    <message>
        <source>Three hats of one colour buy something else: any two hats out of your opponent&apos;s rack. The bonus replaces your move, and it is never allowed while a capture is available.</source>
        <translation>Drei Hüte einer Farbe kaufen etwas anderes: zwei beliebige Hüte aus dem Hutständer deines Gegners. Die Kombination ersetzt deinen Zug und ist nie erlaubt, solange ein Schlag möglich ist.</translation>
    </message>
    <message>
        <source>Take two hats from White&apos;s rack.</source>
        <translation>Nimm zwei Hüte aus dem Hutständer von Weiß.</translation>
    </message>
    <message>
        <source>Give back your three blue hats.</source>
        <translation>Gib deine drei blauen Hüte zurück.</translation>
    </message>
    <message>
        <source>Legal, but a step leaves White&apos;s rack as it was.</source>
        <translation>Erlaubt, aber ein Zug lässt den Hutständer von Weiß, wie er ist.</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>Hutauswahl</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation>Gemischte Hutauswahl</translation>
    </message>
    <message>
        <source>In a Mixed Hat Draft the players first take turns choosing hats from all thirty, White first, until each has 12. Those 24 go into the bag and the other six leave the game. Here nobody chose the red hats, so no capture can bring one.</source>
        <translation>Bei der gemischten Hutauswahl wählen die Spieler zuerst abwechselnd Hüte aus allen dreißig, Weiß zuerst, bis jeder 12 hat. Diese 24 kommen in den Beutel, die anderen sechs scheiden aus dem Spiel aus. Hier hat niemand die roten Hüte gewählt, also kann kein Schlag einen bringen.</translation>
    </message>
    <message>
        <source>Capture and draw a hat from the drafted bag.</source>
        <translation>Schlage und ziehe einen Hut aus dem ausgewählten Beutel.</translation>
    </message>
    <message>
        <source>Jump the man on 18.</source>
        <translation>Überspringe den Stein auf 18.</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation>Eigene Hutauswahl</translation>
    </message>
    <message>
        <source>In a Select Hat Draft, each player&apos;s twelve picks form their own pool, and each time you capture you choose a hat from your pool. White&apos;s answer to your capture will be a double jump over your men.</source>
        <translation>Bei der eigenen Hutauswahl bilden die zwölf gewählten Hüte jedes Spielers seinen eigenen Vorrat, und jedes Mal, wenn du schlägst, wählst du einen Hut aus deinem Vorrat. Weiß wird auf deinen Schlag mit einem Doppelsprung über deine Steine antworten.</translation>
    </message>
    <message>
        <source>Capture, take the hat that can save your man on 17, then save it from White&apos;s double jump.</source>
        <translation>Schlage, nimm den Hut, der deinen Stein auf 17 retten kann, und rette ihn dann vor dem Doppelsprung von Weiß.</translation>
    </message>
    <message>
        <source>A blue hat, put on the man on 17 during White&apos;s jump, would save it.</source>
        <translation>Ein blauer Hut, während des Sprungs von Weiß dem Stein auf 17 aufgesetzt, würde ihn retten.</translation>
    </message>
    <message>
        <source>Legal, but a red hat cannot save the man on 17. Blue can.</source>
        <translation>Erlaubt, aber ein roter Hut kann den Stein auf 17 nicht retten. Ein blauer schon.</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation>Gegnerische Hutauswahl</translation>
    </message>
    <message>
        <source>In a Contrary Select Hat Draft, the hat a capture earns comes from the capturer&apos;s pool, but the opponent chooses which. White already has two blue hats, and the Triple Hat Combo Bonus is on.</source>
        <translation>Bei der gegnerischen Hutauswahl kommt der Hut für einen Schlag aus dem Vorrat des Schlagenden, aber der Gegner bestimmt, welcher. Weiß hat schon zwei blaue Hüte, und die Dreihut-Kombination ist eingeschaltet.</translation>
    </message>
    <message>
        <source>When White captures, give White the hat that helps it least.</source>
        <translation>Wenn Weiß schlägt, gib Weiß den Hut, der ihm am wenigsten hilft.</translation>
    </message>
    <message>
        <source>A third blue hat would let White trade three blues for two of your hats.</source>
        <translation>Ein dritter blauer Hut würde Weiß erlauben, drei blaue gegen zwei deiner Hüte einzutauschen.</translation>
    </message>
    <message>
        <source>Legal, but with three blue hats White can use the combo to take two hats out of your rack.</source>
        <translation>Erlaubt, aber mit drei blauen Hüten kann Weiß die Kombination nutzen und zwei Hüte aus deinem Hutständer nehmen.</translation>
    </message>
    <message>
        <source>When you lose a piece, you may at once take a hat from your rack and put it on one of your pieces that wears none. Your capture here draws a red hat; when White jumps back, put it on the man on 15, next to the jumper: a red hat lets a piece remove an enemy beside it.</source>
        <translation>Verlierst du einen Stein, darfst du sofort einen Hut aus deinem Hutständer nehmen und ihn einem deiner Steine ohne Hut aufsetzen. Dein Schlag hier bringt einen roten Hut; wenn Weiß zurückschlägt, setze ihn dem Stein auf 15 auf, neben dem schlagenden Stein: Mit einem roten Hut kann ein Stein einen Gegner neben sich entfernen.</translation>
    </message>
    <message>
        <source>A piece that is captured takes the hats it wears out of the game. The white man on 18 wears a red hat and could remove your man on 14 next turn. Both of your men can capture: choose well.</source>
        <translation>Ein geschlagener Stein nimmt die Hüte, die er trägt, mit aus dem Spiel. Der weiße Stein auf 18 trägt einen roten Hut und könnte im nächsten Zug deinen Stein auf 14 entfernen. Beide deiner Steine können schlagen: Wähle gut.</translation>
    </message>
    <message>
        <source>Legal, but the man in the red hat is still there, and next turn it can remove one of your men.</source>
        <translation>Erlaubt, aber der Stein mit dem roten Hut steht noch da und kann im nächsten Zug einen deiner Steine entfernen.</translation>
    </message>
    <message>
        <source>When the hats in the racks are level, more kings wins; if those are level too, more pieces; otherwise it is a draw. White&apos;s only move left is the man on 9 stepping to 6.</source>
        <translation>Haben beide gleich viele Hüte im Hutständer, gewinnt, wer mehr Damen hat; sind auch die gleich, wer mehr Steine hat; sonst endet die Partie remis. Der einzige Zug, der Weiß bleibt, ist der Stein von 9 nach 6.</translation>
    </message>
    <message>
        <source>An empty bag</source>
        <translation>Ein leerer Beutel</translation>
    </message>
    <message>
        <source>Late in a game the bag can run out. Then a capture still takes the piece, but nobody draws a hat. Here every hat is already in a rack or out of the game.</source>
        <translation>Spät in der Partie kann der Beutel leer werden. Dann nimmt ein Schlag den Stein trotzdem, aber niemand zieht einen Hut. Hier ist jeder Hut schon in einem Hutständer oder aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>Capture the white man on 18.</source>
        <translation>Schlage den weißen Stein auf 18.</translation>
    </message>
    <message>
        <source>The jump is the same as ever: from 14 over 18.</source>
        <translation>Der Sprung ist derselbe wie immer: von 14 über 18.</translation>
    </message>
    <message>
        <source>A piece in a clear hat does not jump. It captures by stepping onto an enemy, in a direction it could step: forward only, for a man. The enemy is removed, and the move ends there.</source>
        <translation>Ein Stein mit klarem Hut springt nicht. Er schlägt, indem er auf einen Gegner zieht, in einer Richtung, in die er ziehen könnte: bei einem einfachen Stein nur vorwärts. Der Gegner wird entfernt, und der Zug endet dort.</translation>
    </message>
    <message>
        <source>Never the same square twice</source>
        <translation>Nie zweimal dasselbe Feld</translation>
    </message>
    <message>
        <source>A nimble piece never comes down twice on the same square in one move. The square it set out from is the only exception: it may land there once. So choose your way round with care.</source>
        <translation>Ein flinker Stein landet in einem Zug nie zweimal auf demselben Feld. Die einzige Ausnahme ist sein Ausgangsfeld: Dort darf er einmal landen. Wähle deinen Rundweg also mit Bedacht.</translation>
    </message>
    <message>
        <source>Capture two white men in one move.</source>
        <translation>Schlage zwei weiße Steine in einem Zug.</translation>
    </message>
    <message>
        <source>Legal, but going round this way, the jump over 15 would bring your king down on 10 a second time, and that is not allowed: you take only one man.</source>
        <translation>Erlaubt, aber auf diesem Weg würde der Sprung über 15 deine Dame ein zweites Mal auf 10 landen lassen, und das ist nicht erlaubt: Du schlägst nur einen Stein.</translation>
    </message>
    <message>
        <source>Legal, but that takes only the man on 7, and from 3 your king can go no further.</source>
        <translation>Erlaubt, aber das schlägt nur den Stein auf 7, und von 3 aus kommt deine Dame nicht weiter.</translation>
    </message>
    <message>
        <source>A zot on a blue hat</source>
        <translation>Wegzaubern gegen einen blauen Hut</translation>
    </message>
    <message>
        <source>A zot aimed at a piece in a blue hat only knocks the blue hat off: the piece stays, and your red hat is used up all the same. Zot a piece with no blue hat instead.</source>
        <translation>Wegzaubern gegen einen Stein mit blauem Hut nimmt nur den blauen Hut: Der Stein bleibt, und dein roter Hut ist trotzdem verbraucht. Zaubere lieber einen Stein ohne blauen Hut weg.</translation>
    </message>
    <message>
        <source>Zot a white man and keep your own man safe.</source>
        <translation>Zaubere einen weißen Stein weg und halte deinen eigenen Stein in Sicherheit.</translation>
    </message>
    <message>
        <source>The man on 17 wears no hat, and it is the one that could jump you.</source>
        <translation>Der Stein auf 17 trägt keinen Hut, und er ist es, der dich überspringen könnte.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat soaks up the zot, your red hat is gone too, and the man on 17 jumps you.</source>
        <translation>Erlaubt, aber der blaue Hut fängt das Wegzaubern ab, dein roter Hut ist auch weg, und der Stein auf 17 überspringt dich.</translation>
    </message>
    <message>
        <source>Strength on a blue hat</source>
        <translation>Stärke gegen einen blauen Hut</translation>
    </message>
    <message>
        <source>Strength fares no better against a blue hat: the blue hat goes, but the piece stays, and your man stays on its own square.</source>
        <translation>Stärke hat gegen einen blauen Hut nicht mehr Glück: Der blaue Hut geht, aber der Stein bleibt, und dein Stein bleibt auf seinem eigenen Feld.</translation>
    </message>
    <message>
        <source>Capture a white man with Strength and keep your man safe.</source>
        <translation>Schlage einen weißen Stein mit Stärke und halte deinen Stein in Sicherheit.</translation>
    </message>
    <message>
        <source>Step onto the man with no hat.</source>
        <translation>Ziehe auf den Stein ohne Hut.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat only loses its hat, your man does not move, and the man on 17 jumps it.</source>
        <translation>Erlaubt, aber der Stein mit dem blauen Hut verliert nur seinen Hut, dein Stein zieht nicht, und der Stein auf 17 überspringt ihn.</translation>
    </message>
    <message>
        <source>One hat says no</source>
        <translation>Ein Hut sagt nein</translation>
    </message>
    <message>
        <source>When a piece wears several hats, their powers add up, but a red or a clear hat stops it from jumping whatever else it wears. This man wears purple and red: no bent jump for it, but it can zot.</source>
        <translation>Trägt ein Stein mehrere Hüte, addieren sich ihre Kräfte, aber ein roter oder klarer Hut verbietet ihm das Springen, was er sonst auch trägt. Dieser Stein trägt Lila und Rot: kein abgebogener Sprung für ihn, aber er kann wegzaubern.</translation>
    </message>
    <message>
        <source>Remove the white man on 15.</source>
        <translation>Entferne den weißen Stein auf 15.</translation>
    </message>
    <message>
        <source>The red hat gives you a zot; the purple hat cannot help while red is on.</source>
        <translation>Der rote Hut gibt dir das Wegzaubern; der lila Hut hilft nicht, solange Rot aufgesetzt ist.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot jump, even with a purple hat as well. Zot instead.</source>
        <translation>Ein Stein mit rotem Hut kann nicht springen, auch nicht mit zusätzlichem lila Hut. Zaubere stattdessen weg.</translation>
    </message>
    <message>
        <source>Bent hops</source>
        <translation>Abgebogene Sprünge</translation>
    </message>
    <message>
        <source>A purple hat bends every jump of its piece, even a hop over a friend with a yellow hat. This man wears yellow and purple: its hop over your man on 10 turns and lands on 14, from where a bent jump takes the man on 18.</source>
        <translation>Ein lila Hut biegt jeden Sprung seines Steins ab, sogar einen Sprung über einen eigenen Stein dank gelbem Hut. Dieser Stein trägt Gelb und Lila: Sein Sprung über deinen Stein auf 10 biegt ab und landet auf 14, und von dort schlägt ein abgebogener Sprung den Stein auf 18.</translation>
    </message>
    <message>
        <source>Hop over 10 and land straight ahead on 14; then jump over 18 the same way.</source>
        <translation>Springe über 10 und lande gerade voraus auf 14; dann springe genauso über 18.</translation>
    </message>
    <message>
        <source>With a purple hat even a hop over a friend is bent: from 6 over 10 the man lands on 14.</source>
        <translation>Mit lila Hut ist sogar ein Sprung über einen eigenen Stein abgebogen: Von 6 über 10 landet der Stein auf 14.</translation>
    </message>
    <message>
        <source>Repetition with hats</source>
        <translation>Wiederholung mit Hüten</translation>
    </message>
    <message>
        <source>The game also ends when the same position comes up a third time with the same player to move, and after 40 moves each with no capture and no man moving. Then the score decides as always. You have two hats in your rack and White one, so ending the game now is a win.</source>
        <translation>Die Partie endet auch, wenn dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug entsteht, und nach je 40 Zügen ohne Schlag und ohne Zug eines einfachen Steins. Dann entscheidet wie immer die Wertung. Du hast zwei Hüte im Hutständer und Weiß einen, also ist ein Ende der Partie jetzt ein Sieg.</translation>
    </message>
    <message>
        <source>Win by repeating the position.</source>
        <translation>Gewinne durch Wiederholung der Stellung.</translation>
    </message>
    <message>
        <source>Move your king from 4 to 8 and back, twice; White shuffles too.</source>
        <translation>Ziehe deine Dame von 4 nach 8 und zurück, zweimal; Weiß pendelt ebenfalls.</translation>
    </message>
    <message>
        <source>Poison pays too</source>
        <translation>Gift zahlt sich aus</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, a piece that dies of poison counts as captured by the owner of the Venom piece. So its hats, green ones excepted, go into your rack.</source>
        <translation>Mit „Hüte aus zweiter Hand“ gilt ein Stein, der am Gift stirbt, als vom Besitzer des Giftsteins geschlagen. Seine Hüte, außer grünen, kommen also in deinen Hutständer.</translation>
    </message>
    <message>
        <source>Win the hat of White&apos;s man on 22.</source>
        <translation>Gewinne den Hut des weißen Steins auf 22.</translation>
    </message>
    <message>
        <source>Step next to the man in the yellow hat, where it must jump your Venom man.</source>
        <translation>Ziehe neben den Stein mit dem gelben Hut, wo er deinen Giftstein überspringen muss.</translation>
    </message>
    <message>
        <source>Two hats to take</source>
        <translation>Zwei Hüte zum Nehmen</translation>
    </message>
    <message>
        <source>The three-of-a-kind trade is only offered while your opponent&apos;s rack holds at least two hats. White has just one, so let White capture once: its draw brings a second.</source>
        <translation>Der Tausch mit drei gleichen Hüten wird nur angeboten, solange der Hutständer deines Gegners mindestens zwei Hüte hält. Weiß hat nur einen, also lass Weiß einmal schlagen: Sein Zug aus dem Beutel bringt einen zweiten.</translation>
    </message>
    <message>
        <source>Offer the man on 15 to White&apos;s man on 22. When it is taken, keep your blue hats in the rack.</source>
        <translation>Biete den Stein auf 15 dem weißen Stein auf 22 an. Wenn er geschlagen ist, lass deine blauen Hüte im Hutständer.</translation>
    </message>
    <message>
        <source>Legal, but then only two blue hats are left in your rack, and the trade needs three of one colour.</source>
        <translation>Erlaubt, aber dann bleiben nur zwei blaue Hüte im Hutständer, und der Tausch braucht drei einer Farbe.</translation>
    </message>
    <message>
        <source>Legal, but there White need not capture, and its rack stays at one hat.</source>
        <translation>Erlaubt, aber dort muss Weiß nicht schlagen, und sein Hutständer bleibt bei einem Hut.</translation>
    </message>
    <message>
        <source>An empty pool</source>
        <translation>Ein leerer Vorrat</translation>
    </message>
    <message>
        <source>Once your pool is empty, your captures bring you no hat at all, just like an empty bag. Here your pool has run out, while White still has two hats in its own.</source>
        <translation>Ist dein Vorrat leer, bringen dir deine Schläge gar keinen Hut mehr, genau wie ein leerer Beutel. Hier ist dein Vorrat aufgebraucht, während Weiß in seinem noch zwei Hüte hat.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, and watch your rack stay empty.</source>
        <translation>Springe von 14 über 18 und sieh, wie dein Hutständer leer bleibt.</translation>
    </message>
    <message>
        <source>Hop over 6 to 10, then go round by 19: jump 15, hop your man on 23, jump 22.</source>
        <translation>Springe über 6 nach 10, dann rundherum über 19: Schlage 15, springe über deinen Stein auf 23, schlage 22.</translation>
    </message>
    <message>
        <source>Jump over 15 and turn: you land on 18, straight ahead of 10.</source>
        <translation>Springe über 15 und biege ab: Du landest auf 18, gerade vor 10.</translation>
    </message>
</context>
</TS>
