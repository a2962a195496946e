<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Wounds and the pool</source>
        <translation>Wunden und der Vorrat</translation>
    </message>
    <message>
        <source>Pick a hero</source>
        <translation>Wähle einen Helden</translation>
    </message>
    <message>
        <source>Before play each side takes a character with powers of its own. White, who moves second, picks first; then Black picks and makes the first move.</source>
        <translation>Vor dem Spiel nimmt jede Seite eine Figur mit eigenen Fähigkeiten. Weiß zieht als Zweiter und wählt deshalb zuerst; danach wählt Schwarz und macht den ersten Zug.</translation>
    </message>
    <message>
        <source>Choose the Arcane Mage for White.</source>
        <translation>Wähle für Weiß den Arkanen Magier.</translation>
    </message>
    <message>
        <source>The six characters wait beside the board: take the Mage.</source>
        <translation>Die sechs Figuren liegen neben dem Brett bereit: Nimm den Magier.</translation>
    </message>
    <message>
        <source>A fine character, but this lesson asks for the Mage.</source>
        <translation>Eine gute Figur, aber diese Lektion verlangt den Magier.</translation>
    </message>
    <message>
        <source>Into the pool</source>
        <translation>Ab in den Vorrat</translation>
    </message>
    <message>
        <source>Jump the white checker on 18.</source>
        <translation>Überspringe den weißen Stein auf 18.</translation>
    </message>
    <message>
        <source>Your checker on 14 jumps over 18 and lands on 23.</source>
        <translation>Dein Stein auf 14 springt über 18 und landet auf 23.</translation>
    </message>
    <message>
        <source>A first wound</source>
        <translation>Die erste Wunde</translation>
    </message>
    <message>
        <source>Powers and spells do not remove a checker at once: they wound it. A healthy checker that takes a wound is turned face down. Your Mage has one penny, just enough for a Magic Missile.</source>
        <translation>Fähigkeiten und Zauber nehmen einen Stein nicht sofort vom Brett: Sie verwunden ihn. Ein unverletzter Stein, der eine Wunde erhält, wird umgedreht. Dein Magier hat eine Münze, gerade genug für ein Magisches Geschoss.</translation>
    </message>
    <message>
        <source>Wound the white checker on 19 with a Magic Missile.</source>
        <translation>Verwunde den weißen Stein auf 19 mit einem Magischen Geschoss.</translation>
    </message>
    <message>
        <source>Cast Magic Missile and aim it at 19.</source>
        <translation>Wirke das Magische Geschoss und ziele damit auf 19.</translation>
    </message>
    <message>
        <source>Legal, but a step wounds nobody: cast the spell instead.</source>
        <translation>Erlaubt, aber ein Schritt verwundet niemanden: Wirke lieber den Zauber.</translation>
    </message>
    <message>
        <source>Wounded twice</source>
        <translation>Zweimal verwundet</translation>
    </message>
    <message>
        <source>A checker that is already face down is captured by its next wound, and it goes into your pool like any captured checker.</source>
        <translation>Ein Stein, der schon umgedreht liegt, ist mit der nächsten Wunde geschlagen, und er kommt in deinen Vorrat wie jeder geschlagene Stein.</translation>
    </message>
    <message>
        <source>Capture a white checker with your single Magic Missile.</source>
        <translation>Schlage einen weißen Stein mit deinem einzigen Magischen Geschoss.</translation>
    </message>
    <message>
        <source>The checker on 23 is face down already.</source>
        <translation>Der Stein auf 23 liegt schon umgedreht.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 19 is healthy: one wound only turns it face down.</source>
        <translation>Erlaubt, aber der Stein auf 19 ist unverletzt: Eine Wunde dreht ihn nur um.</translation>
    </message>
    <message>
        <source>Levels and saves</source>
        <translation>Stufen und Rettungswürfe</translation>
    </message>
    <message>
        <source>A king counts double</source>
        <translation>Eine Dame zählt doppelt</translation>
    </message>
    <message>
        <source>Capturing a king counts as one capture, yet both of its checkers go into your pool: two levels in one go. A spellcaster like the Mage also gains a penny for every level.</source>
        <translation>Eine Dame zu schlagen zählt als ein Schlag, doch beide Steine kommen in deinen Vorrat: zwei Stufen auf einmal. Ein Zauberkundiger wie der Magier bekommt außerdem für jede Stufe eine Münze.</translation>
    </message>
    <message>
        <source>Capture the white king.</source>
        <translation>Schlage die weiße Dame.</translation>
    </message>
    <message>
        <source>Two of your jumps pass over the king on 18.</source>
        <translation>Zwei deiner Sprünge gehen über die Dame auf 18.</translation>
    </message>
    <message>
        <source>Legal, but a man is worth one level; the king on 18 is worth two.</source>
        <translation>Erlaubt, aber ein einfacher Stein ist eine Stufe wert; die Dame auf 18 ist zwei wert.</translation>
    </message>
    <message>
        <source>Levels bring pennies</source>
        <translation>Stufen bringen Münzen</translation>
    </message>
    <message>
        <source>Your Mage has no pennies yet. Each level gained brings a spellcaster one penny, so a capture now pays for a spell on your next turn.</source>
        <translation>Dein Magier hat noch keine Münzen. Jede gewonnene Stufe bringt einem Zauberkundigen eine Münze, also bezahlt ein Schlag jetzt einen Zauber in deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>Capture two white checkers in two moves.</source>
        <translation>Schlage zwei weiße Steine in zwei Zügen.</translation>
    </message>
    <message>
        <source>Jump first; then spend the new penny on a Magic Missile at the wounded checker on 31.</source>
        <translation>Zuerst springen; dann gib die neue Münze für ein Magisches Geschoss auf den verwundeten Stein auf 31 aus.</translation>
    </message>
    <message>
        <source>Legal, but your new penny is waiting to be spent on the wounded checker on 31.</source>
        <translation>Erlaubt, aber deine neue Münze wartet darauf, für den verwundeten Stein auf 31 ausgegeben zu werden.</translation>
    </message>
    <message>
        <source>A save that fails</source>
        <translation>Ein Rettungswurf misslingt</translation>
    </message>
    <message>
        <source>Wounds from spells can be resisted with a saving throw: the die plus the saver&apos;s LD (their level minus the other side&apos;s). A total of 4 or more succeeds, and a 6 always does. White is two levels behind, so its LD is -2.</source>
        <translation>Wunden durch Zauber lassen sich mit einem Rettungswurf abwehren: der Würfel plus das LD des Würfelnden (seine Stufe minus die der anderen Seite). Eine Summe von 4 oder mehr gelingt, eine 6 immer. Weiß liegt zwei Stufen zurück, sein LD ist also -2.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with a Fireball.</source>
        <translation>Schlage den Stein auf 18 mit einem Feuerball.</translation>
    </message>
    <message>
        <source>A Fireball deals 2 wounds; White rolls 5, and 5 - 2 = 3 is not enough.</source>
        <translation>Ein Feuerball verursacht 2 Wunden; Weiß würfelt eine 5, und 5 - 2 = 3 reicht nicht.</translation>
    </message>
    <message>
        <source>Legal, but a Magic Missile deals a single wound: the checker would only turn face down.</source>
        <translation>Erlaubt, aber ein Magisches Geschoss verursacht nur eine Wunde: Der Stein würde nur umgedreht.</translation>
    </message>
    <message>
        <source>A save that holds</source>
        <translation>Ein Rettungswurf gelingt</translation>
    </message>
    <message>
        <source>A Fireball also hits every checker around its target, yours included, and each one hit rolls its own save for one wound less. You are a level ahead, so your LD of +1 is added to your die.</source>
        <translation>Ein Feuerball trifft auch jeden Stein rund um sein Ziel, deine eingeschlossen, und jeder getroffene Stein würfelt seinen eigenen Rettungswurf für eine Wunde weniger. Du liegst eine Stufe vorn, also wird dein LD von +1 zu deinem Wurf addiert.</translation>
    </message>
    <message>
        <source>Burn the checker on 18 and keep your wounded checker on 22.</source>
        <translation>Verbrenne den Stein auf 18 und behalte deinen verwundeten Stein auf 22.</translation>
    </message>
    <message>
        <source>The target saves first, then the squares around it. Your checker rolls 3, and 3 + 1 = 4 succeeds.</source>
        <translation>Zuerst würfelt das Ziel, dann die Felder ringsum. Dein Stein würfelt eine 3, und 3 + 1 = 4 gelingt.</translation>
    </message>
    <message>
        <source>Legal, but running gains nothing: fire now and trust the save.</source>
        <translation>Erlaubt, aber Weglaufen bringt nichts: Feuere jetzt und vertrau auf den Rettungswurf.</translation>
    </message>
    <message>
        <source>Crowning from the pool</source>
        <translation>Krönung aus dem Vorrat</translation>
    </message>
    <message>
        <source>When your man reaches the far row, your opponent crowns it with a checker from their own pool while they have one. Their pool shrinks, so their level drops and your LD rises.</source>
        <translation>Erreicht dein Stein die gegnerische Grundreihe, krönt ihn dein Gegner mit einem Stein aus seinem eigenen Vorrat, solange er einen hat. Sein Vorrat schrumpft, also sinkt seine Stufe und dein LD steigt.</translation>
    </message>
    <message>
        <source>Crown your man.</source>
        <translation>Mach deinen Stein zur Dame.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row.</source>
        <translation>Zieh auf die Grundreihe von Weiß.</translation>
    </message>
    <message>
        <source>Demented Ranger</source>
        <translation>Wahnsinniger Waldläufer</translation>
    </message>
    <message>
        <source>Backstab</source>
        <translation>Meucheln</translation>
    </message>
    <message>
        <source>Remove a white checker without jumping.</source>
        <translation>Entferne einen weißen Stein, ohne zu springen.</translation>
    </message>
    <message>
        <source>At level 3 a backstab deals 2 wounds. White moves up the board, so its back is toward 23.</source>
        <translation>Auf Stufe 3 verursacht Meucheln 2 Wunden. Weiß zieht das Brett hinauf, also zeigt sein Rücken nach 23.</translation>
    </message>
    <message>
        <source>Legal, but your checker on 23 is standing right behind 18: stab it instead.</source>
        <translation>Erlaubt, aber dein Stein auf 23 steht direkt hinter 18: Stich lieber zu.</translation>
    </message>
    <message>
        <source>Leap &amp; Stab</source>
        <translation>Sprung &amp; Stich</translation>
    </message>
    <message>
        <source>When the Ranger&apos;s second jump in a row lands, it stabs: 1 wound, plus one more for every level it leads by, given to enemy checkers next to the landing square. White&apos;s pool starts two ahead, so after your two captures the lead is zero.</source>
        <translation>Springt der Waldläufer zweimal hintereinander, sticht er nach der zweiten Landung zu: 1 Wunde plus eine weitere für jede Stufe Vorsprung, verteilt auf gegnerische Steine neben dem Landefeld. Der Vorrat von Weiß liegt anfangs zwei vorn, also beträgt der Vorsprung nach deinen zwei Schlägen null.</translation>
    </message>
    <message>
        <source>Take three white checkers this turn.</source>
        <translation>Nimm Weiß in diesem Zug drei Steine ab.</translation>
    </message>
    <message>
        <source>Jump twice to 23, then stab the checker that is already face down.</source>
        <translation>Spring zweimal bis 23, dann stich den Stein, der schon umgedreht liegt.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 27 is healthy: one wound only turns it face down.</source>
        <translation>Erlaubt, aber der Stein auf 27 ist unverletzt: Eine Wunde dreht ihn nur um.</translation>
    </message>
    <message>
        <source>Stabbing with a lead</source>
        <translation>Stechen mit Vorsprung</translation>
    </message>
    <message>
        <source>A lead makes the stab deadlier. After two captures you will lead by two, so you can deal three wounds, shared out as you like.</source>
        <translation>Ein Vorsprung macht den Stich tödlicher. Nach zwei Schlägen liegst du zwei Stufen vorn und kannst drei Wunden verteilen, wie du willst.</translation>
    </message>
    <message>
        <source>Take four white checkers this turn.</source>
        <translation>Nimm Weiß in diesem Zug vier Steine ab.</translation>
    </message>
    <message>
        <source>The healthy checker on 19 needs two wounds, the face-down one on 27 only one.</source>
        <translation>Der unverletzte Stein auf 19 braucht zwei Wunden, der umgedrehte auf 27 nur eine.</translation>
    </message>
    <message>
        <source>Legal, but you still have wounds to deal.</source>
        <translation>Erlaubt, aber du hast noch Wunden zu verteilen.</translation>
    </message>
    <message>
        <source>Stalwart Cleric</source>
        <translation>Standhafter Kleriker</translation>
    </message>
    <message>
        <source>Cure Light Wounds</source>
        <translation>Leichte Wunden heilen</translation>
    </message>
    <message>
        <source>The Cleric&apos;s Cure Light Wounds costs one penny and turns one of your face-down checkers face up again, ready to take another wound.</source>
        <translation>Leichte Wunden heilen kostet den Kleriker eine Münze und dreht einen deiner umgedrehten Steine wieder um, bereit für eine weitere Wunde.</translation>
    </message>
    <message>
        <source>Heal your checker on 6.</source>
        <translation>Heile deinen Stein auf 6.</translation>
    </message>
    <message>
        <source>Cast Cure Light Wounds on 6.</source>
        <translation>Wirke Leichte Wunden heilen auf 6.</translation>
    </message>
    <message>
        <source>Legal, but walking heals nothing.</source>
        <translation>Erlaubt, aber Gehen heilt nichts.</translation>
    </message>
    <message>
        <source>Cure Critical Wounds</source>
        <translation>Kritische Wunden heilen</translation>
    </message>
    <message>
        <source>Cure Critical Wounds is cast in your opponent&apos;s turn, just as one of your checkers is about to be taken. The jumper still lands, but your checker stays. It costs three pennies, and you miss your next turn.</source>
        <translation>Kritische Wunden heilen wird im Zug deines Gegners gewirkt, genau wenn einer deiner Steine geschlagen werden soll. Der Springer landet trotzdem, aber dein Stein bleibt stehen. Es kostet drei Münzen, und du setzt deinen nächsten Zug aus.</translation>
    </message>
    <message>
        <source>Capture, then save your checker when White jumps it.</source>
        <translation>Schlage, und rette dann deinen Stein, wenn Weiß ihn überspringt.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When White jumps from 22, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Dein Schlag bringt die dritte Münze. Springt Weiß von 22, wirke Kritische Wunden heilen und setz dann deinen Zug aus.</translation>
    </message>
    <message>
        <source>Legal, but then White takes your checker on 17.</source>
        <translation>Erlaubt, aber dann nimmt Weiß deinen Stein auf 17.</translation>
    </message>
    <message>
        <source>Call Lightning</source>
        <translation>Blitz herbeirufen</translation>
    </message>
    <message>
        <source>Call Lightning costs five pennies: 3 wounds to the target and 1 to every checker on the squares around it, friend or foe. Each checker hit saves for one wound less.</source>
        <translation>Blitz herbeirufen kostet fünf Münzen: 3 Wunden für das Ziel und 1 für jeden Stein auf den Feldern ringsum, Freund wie Feind. Jeder getroffene Stein würfelt für eine Wunde weniger.</translation>
    </message>
    <message>
        <source>Capture two white checkers with one spell.</source>
        <translation>Schlage zwei weiße Steine mit einem Zauber.</translation>
    </message>
    <message>
        <source>Aim at 18, the checker with the most neighbours.</source>
        <translation>Ziele auf 18, den Stein mit den meisten Nachbarn.</translation>
    </message>
    <message>
        <source>Legal, but then 18 is only on the edge of the storm and merely turns face down.</source>
        <translation>Erlaubt, aber dann steht 18 nur am Rand des Gewitters und wird bloß umgedreht.</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <source>Charm</source>
        <translation>Bezaubern</translation>
    </message>
    <message>
        <source>The Bard&apos;s Charm puts a penny on one of your checkers for one penny. White saves at once; if the save fails, the penny stays and White may not jump that checker.</source>
        <translation>Das Bezaubern des Barden legt für eine Münze eine Münze auf einen deiner Steine. Weiß würfelt sofort einen Rettungswurf; misslingt er, bleibt die Münze liegen, und Weiß darf diesen Stein nicht überspringen.</translation>
    </message>
    <message>
        <source>Charm your checker on 10 so that White cannot jump it.</source>
        <translation>Bezaubere deinen Stein auf 10, damit Weiß ihn nicht überspringen kann.</translation>
    </message>
    <message>
        <source>White threatens to jump from 15 over 10 to 6.</source>
        <translation>Weiß droht, von 15 über 10 nach 6 zu springen.</translation>
    </message>
    <message>
        <source>Legal, but the charm guards only the checker it sits on, and 14 is not in danger.</source>
        <translation>Erlaubt, aber der Zauber schützt nur den Stein, auf dem er liegt, und 14 ist nicht in Gefahr.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Trugbild</translation>
    </message>
    <message>
        <source>For two pennies the Bard creates an illusion on an empty square of your own half. It acts as one of your men, but whenever it stands in an enemy&apos;s way, that enemy&apos;s owner saves first and makes it vanish on a success.</source>
        <translation>Für zwei Münzen erschafft der Barde ein Trugbild auf einem leeren Feld deiner eigenen Hälfte. Es verhält sich wie einer deiner Steine, doch immer wenn es einem Gegner im Weg steht, würfelt dessen Besitzer zuerst einen Rettungswurf und lässt es bei Erfolg verschwinden.</translation>
    </message>
    <message>
        <source>Block White&apos;s jump with an illusion on 6.</source>
        <translation>Versperre den Sprung von Weiß mit einem Trugbild auf 6.</translation>
    </message>
    <message>
        <source>White wants to land on 6. Fill that square.</source>
        <translation>Weiß will auf 6 landen. Besetze dieses Feld.</translation>
    </message>
    <message>
        <source>Legal, but 7 is not in White&apos;s way: it still lands on 6.</source>
        <translation>Erlaubt, aber 7 steht Weiß nicht im Weg: Es landet trotzdem auf 6.</translation>
    </message>
    <message>
        <source>Ranged Attack Thief</source>
        <translation>Fernkampf-Dieb</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Each capture gives the Thief an arrow. Instead of moving, shoot up to half your level in arrows, rounded up, each along an open diagonal to a checker no more squares away than your level. Each arrow is one wound.</source>
        <translation>Jeder geschlagene Stein bringt dem Dieb einen Pfeil. Statt zu ziehen, schießt du bis zu deiner halben Stufe an Pfeilen, aufgerundet, jeden entlang einer freien Diagonale auf einen Stein, der höchstens so viele Felder entfernt ist wie deine Stufe. Jeder Pfeil ist eine Wunde.</translation>
    </message>
    <message>
        <source>Shoot down the checker on 15.</source>
        <translation>Schieß den Stein auf 15 ab.</translation>
    </message>
    <message>
        <source>At level 3 you may shoot two arrows, three squares far.</source>
        <translation>Auf Stufe 3 darfst du zwei Pfeile schießen, drei Felder weit.</translation>
    </message>
    <message>
        <source>Legal, but one arrow only turns it face down: shoot again.</source>
        <translation>Erlaubt, aber ein Pfeil dreht ihn nur um: Schieß noch einmal.</translation>
    </message>
    <message>
        <source>Loot! by a lead</source>
        <translation>Beute! durch Vorsprung</translation>
    </message>
    <message>
        <source>The Thief wins on the spot as soon as it leads by three levels, however many checkers White still has. You lead by two.</source>
        <translation>Der Dieb gewinnt auf der Stelle, sobald er drei Stufen vorn liegt, egal wie viele Steine Weiß noch hat. Du liegst zwei vorn.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gewinne die Partie.</translation>
    </message>
    <message>
        <source>One more capture makes the lead three.</source>
        <translation>Noch ein Schlag macht den Vorsprung drei.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes first.</source>
        <translation>Ein Schlag ist möglich, und Schlagen geht vor.</translation>
    </message>
    <message>
        <source>Loot! by a triple jump</source>
        <translation>Beute! durch drei Sprünge</translation>
    </message>
    <message>
        <source>A chain of three jumps in one move is also a win for the Thief, whatever the levels.</source>
        <translation>Eine Kette aus drei Sprüngen in einem Zug ist für den Dieb ebenfalls ein Sieg, ganz gleich, wie die Stufen stehen.</translation>
    </message>
    <message>
        <source>Win with a triple jump.</source>
        <translation>Gewinne mit drei Sprüngen in Folge.</translation>
    </message>
    <message>
        <source>From 10, the jump over 15 keeps the chain going.</source>
        <translation>Von 10 aus hält der Sprung über 15 die Kette in Gang.</translation>
    </message>
    <message>
        <source>Legal, but that chain stops after two jumps.</source>
        <translation>Erlaubt, aber diese Kette endet nach zwei Sprüngen.</translation>
    </message>
    <message>
        <source>Crown your way to loot</source>
        <translation>Zur Beute gekrönt</translation>
    </message>
    <message>
        <source>Your lead counts at every moment. White has one checker in its pool, and it must use it to crown your man.</source>
        <translation>Dein Vorsprung zählt in jedem Augenblick. Weiß hat einen Stein im Vorrat und muss ihn nehmen, um deinen Stein zur Dame zu krönen.</translation>
    </message>
    <message>
        <source>The crown comes out of White&apos;s pool.</source>
        <translation>Die Krone kommt aus dem Vorrat von Weiß.</translation>
    </message>
    <message>
        <source>Legal, but your lead stays at two.</source>
        <translation>Erlaubt, aber dein Vorsprung bleibt bei zwei.</translation>
    </message>
    <message>
        <source>Smart Fighter</source>
        <translation>Schlauer Kämpfer</translation>
    </message>
    <message>
        <source>Loads of hit points</source>
        <translation>Viele Lebenspunkte</translation>
    </message>
    <message>
        <source>You face a Smart Fighter. Each of its checkers starts with a penny, and a wound takes the penny before it touches the checker. The checker on 27 has lost its penny already.</source>
        <translation>Du spielst gegen einen Schlauen Kämpfer. Jeder seiner Steine beginnt mit einer Münze, und eine Wunde nimmt zuerst die Münze, bevor sie den Stein trifft. Der Stein auf 27 hat seine Münze schon verloren.</translation>
    </message>
    <message>
        <source>Capture a checker with one Fireball.</source>
        <translation>Schlage einen Stein mit einem Feuerball.</translation>
    </message>
    <message>
        <source>Two wounds are one too few for a checker that still has its penny.</source>
        <translation>Zwei Wunden sind eine zu wenig für einen Stein, der noch seine Münze hat.</translation>
    </message>
    <message>
        <source>Legal, but the penny on 18 takes the first wound, and the second only turns it face down.</source>
        <translation>Erlaubt, aber die Münze auf 18 fängt die erste Wunde ab, und die zweite dreht ihn nur um.</translation>
    </message>
    <message>
        <source>Tactical Master</source>
        <translation>Taktikmeister</translation>
    </message>
    <message>
        <source>While the Fighter leads in levels, a jump may bend by a right angle: it passes the enemy checker and lands on the other square next to it, instead of straight beyond.</source>
        <translation>Solange der Kämpfer in Stufen vorn liegt, darf ein Sprung im rechten Winkel abknicken: Er geht über den gegnerischen Stein und landet auf dem anderen Feld neben ihm statt gerade dahinter.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Schlage zwei weiße Steine in einem Zug.</translation>
    </message>
    <message>
        <source>Jump over 15 but land on 18; from there 22 is in reach.</source>
        <translation>Spring über 15, aber lande auf 18; von dort ist 22 in Reichweite.</translation>
    </message>
    <message>
        <source>Legal, but going straight leaves you with nothing more to jump.</source>
        <translation>Erlaubt, aber geradeaus bleibt dir nichts mehr zu überspringen.</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Schlau</translation>
    </message>
    <message>
        <source>A Fighter turn with two or more jumps puts a penny into the Fighter&apos;s pool, where it counts as one more captured checker.</source>
        <translation>Ein Zug des Kämpfers mit zwei oder mehr Sprüngen legt eine Münze in seinen Vorrat, wo sie als ein weiterer geschlagener Stein zählt.</translation>
    </message>
    <message>
        <source>Jump twice and earn the penny.</source>
        <translation>Spring zweimal und verdiene die Münze.</translation>
    </message>
    <message>
        <source>The checker on 9 has two jumps in a row.</source>
        <translation>Der Stein auf 9 hat zwei Sprünge in Folge.</translation>
    </message>
    <message>
        <source>Legal, but a single jump earns no penny.</source>
        <translation>Erlaubt, aber ein einzelner Sprung bringt keine Münze.</translation>
    </message>
    <message>
        <source>Arcane Mage</source>
        <translation>Arkaner Magier</translation>
    </message>
    <message>
        <source>Magic Missile</source>
        <translation>Magisches Geschoss</translation>
    </message>
    <message>
        <source>A Magic Missile travels one step at a time over empty squares, along a path one of your checkers could walk, so it can zigzag. A man&apos;s missile flies only forward.</source>
        <translation>Ein Magisches Geschoss fliegt Schritt für Schritt über leere Felder, auf einem Weg, den einer deiner Steine gehen könnte, und kann darum im Zickzack fliegen. Das Geschoss eines einfachen Steins fliegt nur vorwärts.</translation>
    </message>
    <message>
        <source>Capture a white checker with your only penny.</source>
        <translation>Schlage einen weißen Stein mit deiner einzigen Münze.</translation>
    </message>
    <message>
        <source>Your man on 3 moves down the board; so does its missile.</source>
        <translation>Dein Stein auf 3 zieht das Brett hinunter, und sein Geschoss auch.</translation>
    </message>
    <message>
        <source>Legal, but walking is slow: the missile makes the trip in no time.</source>
        <translation>Erlaubt, aber Gehen ist langsam: Das Geschoss legt den Weg im Nu zurück.</translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation>Feuerball</translation>
    </message>
    <message>
        <source>A Fireball costs three pennies and flies along an open diagonal to an enemy checker: 2 wounds to it and 1 to each checker around it. With a lead of two, White&apos;s saves are hard to make.</source>
        <translation>Ein Feuerball kostet drei Münzen und fliegt entlang einer freien Diagonale auf einen gegnerischen Stein: 2 Wunden für ihn und 1 für jeden Stein ringsum. Bei zwei Stufen Vorsprung gelingen Weiß die Rettungswürfe schwer.</translation>
    </message>
    <message>
        <source>Capture three white checkers with one spell.</source>
        <translation>Schlage drei weiße Steine mit einem Zauber.</translation>
    </message>
    <message>
        <source>Aim at 18: 22 and 23 are next to it.</source>
        <translation>Ziele auf 18: 22 und 23 stehen daneben.</translation>
    </message>
    <message>
        <source>Legal, but a missile takes only one checker, and the Fireball can take three.</source>
        <translation>Erlaubt, aber ein Geschoss nimmt nur einen Stein, und der Feuerball kann drei nehmen.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <source>The last checker</source>
        <translation>Der letzte Stein</translation>
    </message>
    <message>
        <source>You win when your opponent has no checkers left, however they were taken.</source>
        <translation>Du gewinnst, wenn dein Gegner keine Steine mehr hat, ganz gleich, wie sie geschlagen wurden.</translation>
    </message>
    <message>
        <source>Take White&apos;s last checker.</source>
        <translation>Nimm Weiß den letzten Stein ab.</translation>
    </message>
    <message>
        <source>It is already wounded, and you stand behind it.</source>
        <translation>Er ist schon verwundet, und du stehst hinter ihm.</translation>
    </message>
    <message>
        <source>No way out</source>
        <translation>Kein Ausweg</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot do anything on their turn: no move, no jump, no spell, no power. White&apos;s Fighter has no spells.</source>
        <translation>Du gewinnst auch, wenn dein Gegner in seinem Zug gar nichts tun kann: keinen Zug, keinen Sprung, keinen Zauber, keine Fähigkeit. Der Kämpfer von Weiß hat keine Zauber.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last checker without a move.</source>
        <translation>Lass den letzten Stein von Weiß ohne Zug.</translation>
    </message>
    <message>
        <source>Block 24, and keep 19 filled so White cannot jump.</source>
        <translation>Besetze 24, und halte 19 besetzt, damit Weiß nicht springen kann.</translation>
    </message>
    <message>
        <source>Legal, but that opens 19, and White jumps over 24 into it.</source>
        <translation>Erlaubt, aber das macht 19 frei, und Weiß springt über 24 dorthin.</translation>
    </message>
    <message>
        <source>A quiet draw</source>
        <translation>Ein ruhiges Remis</translation>
    </message>
    <message>
        <source>The game is drawn after forty moves each without progress (a capture, a wound, a crown or a man moving), or when the same position comes up for the third time. Here the count stands one turn short.</source>
        <translation>Die Partie ist remis nach vierzig Zügen je Seite ohne Fortschritt (ein Schlag, eine Wunde, eine Krönung oder ein Zug eines einfachen Steins) oder wenn dieselbe Stellung zum dritten Mal entsteht. Hier fehlt der Zählung nur noch ein Zug.</translation>
    </message>
    <message>
        <source>Draw the game.</source>
        <translation>Erreiche ein Remis.</translation>
    </message>
    <message>
        <source>Move your king, not your man.</source>
        <translation>Zieh deine Dame, nicht deinen einfachen Stein.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step is progress: the count starts again from zero.</source>
        <translation>Erlaubt, aber der Schritt eines einfachen Steins ist Fortschritt: Die Zählung beginnt wieder bei null.</translation>
    </message>
    <message>
        <source>Instead of moving, the Ranger can stab an enemy checker from behind: from a square it could have come from, as its owner sees the board. It deals half your level in wounds, rounded up, so it needs level 1 or more.</source>
        <translation>Statt zu ziehen, kann der Waldläufer einen gegnerischen Stein von hinten erstechen: von einem Feld aus, von dem dieser gekommen sein könnte, so wie sein Besitzer das Brett sieht. Das verursacht so viele Wunden wie deine halbe Stufe, aufgerundet, also braucht es mindestens Stufe 1.</translation>
    </message>
    <message>
        <source>Jumps capture just as in checkers, and a capture must be made even when a spell is within reach. The checker you take goes into your pool, and each checker there is worth one level to you.</source>
        <translation>Gesprungen und geschlagen wird wie beim Damespiel, und ein Schlag muss gemacht werden, selbst wenn ein Zauber in Reichweite ist. Der Stein, den du schlägst, kommt in deinen Vorrat, und jeder Stein dort ist für dich eine Stufe wert.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes before any spell or power.</source>
        <translation>Ein Schlag ist möglich, und Schlagen geht jedem Zauber und jeder Fähigkeit vor.</translation>
    </message>
</context>
</TS>
