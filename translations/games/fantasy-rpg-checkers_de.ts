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
        <translation>Kritische Wunden heilen wird im Zug deines Gegners gewirkt, genau wenn einer deiner Steine geschlagen werden soll. Der schlagende Stein landet trotzdem, aber dein Stein bleibt stehen. Es kostet drei Münzen, und du setzt deinen nächsten Zug aus.</translation>
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
    <message>
        <source>A six always saves</source>
        <translation>Eine 6 rettet immer</translation>
    </message>
    <message>
        <source>A 6 on the die always saves, however far behind the saver is. White leads you by three levels, so your LD is -3 and only a 6 can save your face-down checker on 22.</source>
        <translation>Eine 6 auf dem Würfel rettet immer, wie weit der Würfelnde auch zurückliegt. Weiß liegt drei Stufen vor dir, dein LD ist also -3, und nur eine 6 kann deinen umgedrehten Stein auf 22 retten.</translation>
    </message>
    <message>
        <source>Burn the checker on 18, and keep your checker on 22.</source>
        <translation>Verbrenne den Stein auf 18 und behalte deinen Stein auf 22.</translation>
    </message>
    <message>
        <source>White saves first and still loses its face-down checker. Then your checker on 22 rolls a 6.</source>
        <translation>Weiß würfelt zuerst und verliert seinen umgedrehten Stein trotzdem. Dann würfelt dein Stein auf 22 eine 6.</translation>
    </message>
    <message>
        <source>Legal, but running away gains nothing: fire now, and the 6 saves your checker.</source>
        <translation>Erlaubt, aber Weglaufen bringt nichts: Feuere jetzt, und die 6 rettet deinen Stein.</translation>
    </message>
    <message>
        <source>Crowns from the spares</source>
        <translation>Kronen aus den Ersatzsteinen</translation>
    </message>
    <message>
        <source>When your opponent&apos;s pool is empty, your new king&apos;s crown comes from the spare checkers beside the board. Nobody&apos;s level changes.</source>
        <translation>Ist der Vorrat deines Gegners leer, kommt die Krone deiner neuen Dame von den Ersatzsteinen neben dem Brett. Keine Stufe ändert sich.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; White&apos;s pool has nothing to give.</source>
        <translation>Zieh auf die Grundreihe von Weiß; der Vorrat von Weiß hat nichts herzugeben.</translation>
    </message>
    <message>
        <source>A crown from a king</source>
        <translation>Eine Krone von einer Dame</translation>
    </message>
    <message>
        <source>If your opponent&apos;s pool holds only a captured king, one of its two checkers becomes your crown. The other stays in the pool as a single checker, so their level drops by one.</source>
        <translation>Liegt im Vorrat deines Gegners nur eine geschlagene Dame, wird einer ihrer beiden Steine deine Krone. Der andere bleibt als einzelner Stein im Vorrat, seine Stufe sinkt also um eins.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; the crown comes off the king in White&apos;s pool.</source>
        <translation>Zieh auf die Grundreihe von Weiß; die Krone kommt von der Dame im Vorrat von Weiß.</translation>
    </message>
    <message>
        <source>Pennies for levels won back</source>
        <translation>Münzen für zurückgewonnene Stufen</translation>
    </message>
    <message>
        <source>A spellcaster gains a penny each time its level goes up, even when it only wins back a level that a crown took away. Your Mage has one penny, and a Fireball costs three.</source>
        <translation>Ein Zauberkundiger bekommt jedes Mal eine Münze, wenn seine Stufe steigt, auch wenn er nur eine Stufe zurückgewinnt, die ihm eine Krönung genommen hat. Dein Magier hat eine Münze, und ein Feuerball kostet drei.</translation>
    </message>
    <message>
        <source>Capture twice, then burn White&apos;s new king with a Fireball.</source>
        <translation>Schlage zweimal und verbrenne dann die neue Dame von Weiß mit einem Feuerball.</translation>
    </message>
    <message>
        <source>Take 18 first. White&apos;s crown comes out of your pool; your king&apos;s jump over 10 wins that level back, with its penny.</source>
        <translation>Schlage zuerst 18. Die Krone für Weiß kommt aus deinem Vorrat; der Sprung deiner Dame über 10 gewinnt diese Stufe zurück, samt ihrer Münze.</translation>
    </message>
    <message>
        <source>At level 3 a backstab deals 2 wounds. White&apos;s men move toward your side, so the checker on 18 turns its back to 23.</source>
        <translation>Auf Stufe 3 verursacht Meucheln 2 Wunden. Die einfachen Steine von Weiß ziehen auf deine Seite zu, also kehrt der Stein auf 18 dem Feld 23 den Rücken zu.</translation>
    </message>
    <message>
        <source>A stab on the far row</source>
        <translation>Ein Stich auf der Grundreihe</translation>
    </message>
    <message>
        <source>If the second jump carries your man onto the far row, it is crowned and still stabs; only then does the move end.</source>
        <translation>Bringt der zweite Sprung deinen Stein auf die gegnerische Grundreihe, wird er zur Dame und sticht trotzdem zu; erst dann endet der Zug.</translation>
    </message>
    <message>
        <source>After two captures you lead by two: three wounds, and the checker on 28 needs two.</source>
        <translation>Nach zwei Schlägen liegst du zwei Stufen vorn: drei Wunden, und der Stein auf 28 braucht zwei.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 28 is still next to your new king: stab it.</source>
        <translation>Erlaubt, aber der Stein auf 28 steht noch neben deiner neuen Dame: Stich zu.</translation>
    </message>
    <message>
        <source>Cure against a wound</source>
        <translation>Heilen gegen eine Wunde</translation>
    </message>
    <message>
        <source>Cure Critical Wounds also stops a capture by a wound. The checker stays face down, but it stays on the board.</source>
        <translation>Kritische Wunden heilen verhindert auch einen Schlag durch eine Wunde. Der Stein bleibt umgedreht, aber er bleibt auf dem Brett.</translation>
    </message>
    <message>
        <source>Capture, then save your checker on 3 from White&apos;s Magic Missile.</source>
        <translation>Schlage und rette dann deinen Stein auf 3 vor dem Magischen Geschoss von Weiß.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When the missile reaches 3, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Dein Schlag bringt die dritte Münze. Erreicht das Geschoss 3, wirke Kritische Wunden heilen und setz dann deinen Zug aus.</translation>
    </message>
    <message>
        <source>Legal, but then the missile takes your face-down checker on 3.</source>
        <translation>Erlaubt, aber dann schlägt das Geschoss deinen umgedrehten Stein auf 3.</translation>
    </message>
    <message>
        <source>Save the right one</source>
        <translation>Rette den Richtigen</translation>
    </message>
    <message>
        <source>Cure Critical Wounds can be cast once in each of White&apos;s turns. If you let one capture happen, you are asked again at the next one in the same move.</source>
        <translation>Kritische Wunden heilen kann in jedem Zug von Weiß einmal gewirkt werden. Lässt du einen Schlag zu, wirst du beim nächsten im selben Zug erneut gefragt.</translation>
    </message>
    <message>
        <source>Capture, then let White take your man on 22 but save your king on 14.</source>
        <translation>Schlage, lass dann Weiß deinen Stein auf 22 nehmen, aber rette deine Dame auf 14.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. Let the first jump go; spend it on the king.</source>
        <translation>Dein Schlag bringt die dritte Münze. Lass den ersten Sprung zu; setz sie für die Dame ein.</translation>
    </message>
    <message>
        <source>Lightning on your own checker</source>
        <translation>Blitz auf den eigenen Stein</translation>
    </message>
    <message>
        <source>Call Lightning may be aimed at any checker, even one of yours. A checker of yours that your own spell destroys goes into nobody&apos;s pool, so White gains no level.</source>
        <translation>Blitz herbeirufen darf auf jeden Stein zielen, sogar auf einen deiner eigenen. Ein eigener Stein, den dein Zauber vernichtet, kommt in niemandes Vorrat, also gewinnt Weiß keine Stufe.</translation>
    </message>
    <message>
        <source>Capture four white checkers with one spell.</source>
        <translation>Schlage vier weiße Steine mit einem Zauber.</translation>
    </message>
    <message>
        <source>Aim at your own checker on 18: all four face-down white checkers stand around it.</source>
        <translation>Ziele auf deinen eigenen Stein auf 18: Alle vier umgedrehten weißen Steine stehen um ihn herum.</translation>
    </message>
    <message>
        <source>Legal, but around 15 the storm reaches only your checker on 18.</source>
        <translation>Erlaubt, aber um 15 herum trifft das Gewitter nur deinen Stein auf 18.</translation>
    </message>
    <message>
        <source>Two illusions in the way</source>
        <translation>Zwei Trugbilder im Weg</translation>
    </message>
    <message>
        <source>When several illusions stand in White&apos;s way, White saves against them one at a time, the lowest square first. Your illusion on 6 blocks one jump; a second one can block the other.</source>
        <translation>Stehen Weiß mehrere Trugbilder im Weg, würfelt Weiß gegen sie einzeln, das niedrigste Feld zuerst. Dein Trugbild auf 6 sperrt einen Sprung; ein zweites kann den anderen sperren.</translation>
    </message>
    <message>
        <source>Block both of White&apos;s jumps with a second illusion.</source>
        <translation>Sperre beide Sprünge von Weiß mit einem zweiten Trugbild.</translation>
    </message>
    <message>
        <source>White could jump from 14 over 10 and land on 7. Fill that square.</source>
        <translation>Weiß könnte von 14 über 10 springen und auf 7 landen. Besetze dieses Feld.</translation>
    </message>
    <message>
        <source>Legal, but 3 is not in White&apos;s way: White still jumps from 14 to 7.</source>
        <translation>Erlaubt, aber 3 steht Weiß nicht im Weg: Weiß springt trotzdem von 14 nach 7.</translation>
    </message>
    <message>
        <source>An illusion is not a real checker, so it cannot be charmed.</source>
        <translation>Ein Trugbild ist kein echter Stein, darum kann es nicht bezaubert werden.</translation>
    </message>
    <message>
        <source>An illusion attacks</source>
        <translation>Ein Trugbild greift an</translation>
    </message>
    <message>
        <source>An illusion jumps like one of your men, but before it takes a checker, White saves; a success makes the illusion vanish. If the save fails, the checker goes into your pool like any other.</source>
        <translation>Ein Trugbild springt wie einer deiner Steine, doch bevor es einen Stein schlägt, würfelt Weiß einen Rettungswurf; ein Erfolg lässt das Trugbild verschwinden. Misslingt der Wurf, kommt der Stein in deinen Vorrat wie jeder andere.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with your illusion.</source>
        <translation>Schlage den Stein auf 18 mit deinem Trugbild.</translation>
    </message>
    <message>
        <source>Your illusion on 14 must jump: captures come first.</source>
        <translation>Dein Trugbild auf 14 muss springen: Schlagen geht vor.</translation>
    </message>
    <message>
        <source>Illusion as bait</source>
        <translation>Trugbild als Köder</translation>
    </message>
    <message>
        <source>An illusion that is jumped simply vanishes: it goes into no pool, so White gains no level. That makes it good bait.</source>
        <translation>Ein übersprungenes Trugbild verschwindet einfach: Es kommt in keinen Vorrat, also gewinnt Weiß keine Stufe. Das macht es zu einem guten Köder.</translation>
    </message>
    <message>
        <source>Lure White into a jump, then take two checkers back.</source>
        <translation>Lock Weiß in einen Sprung und schlage dann zwei Steine zurück.</translation>
    </message>
    <message>
        <source>Put an illusion on 15: White must jump it and land on 10, right in front of your man on 6.</source>
        <translation>Setz ein Trugbild auf 15: Weiß muss es überspringen und landet auf 10, direkt vor deinem Stein auf 6.</translation>
    </message>
    <message>
        <source>Legal, but a real checker on 15 would go into White&apos;s pool when jumped.</source>
        <translation>Erlaubt, aber ein echter Stein auf 15 käme beim Überspringen in den Vorrat von Weiß.</translation>
    </message>
    <message>
        <source>Illusions stay men</source>
        <translation>Trugbilder bleiben einfach</translation>
    </message>
    <message>
        <source>An illusion is never crowned. On the far row it is simply stuck, so crown a real man instead.</source>
        <translation>Ein Trugbild wird nie zur Dame. Auf der gegnerischen Grundreihe steckt es einfach fest, also mach lieber einen echten Stein zur Dame.</translation>
    </message>
    <message>
        <source>Make a king.</source>
        <translation>Mach eine Dame.</translation>
    </message>
    <message>
        <source>Your man on 26 is the one that can be crowned.</source>
        <translation>Dein Stein auf 26 ist der, der zur Dame werden kann.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 32.</source>
        <translation>Erlaubt, aber ein Trugbild wird nie zur Dame: Es stünde nur festgefahren auf 32.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 31.</source>
        <translation>Erlaubt, aber ein Trugbild wird nie zur Dame: Es stünde nur festgefahren auf 31.</translation>
    </message>
    <message>
        <source>One charm is enough</source>
        <translation>Ein Zauber genügt</translation>
    </message>
    <message>
        <source>A second charm on a charmed checker adds one more penny, but White saves again, and a success strips off every penny on it.</source>
        <translation>Ein zweites Bezaubern auf einem bezauberten Stein legt eine weitere Münze dazu, aber Weiß würfelt erneut, und ein Erfolg nimmt alle Münzen von ihm.</translation>
    </message>
    <message>
        <source>Protect both of your checkers from White&apos;s jumps.</source>
        <translation>Schütze beide deiner Steine vor den Sprüngen von Weiß.</translation>
    </message>
    <message>
        <source>The checker on 10 is charmed already; White threatens to jump 14 from 18.</source>
        <translation>Der Stein auf 10 ist schon bezaubert; Weiß droht, von 18 aus über 14 zu springen.</translation>
    </message>
    <message>
        <source>Legal, but 10 is charmed already: White would save again and could strip its charm, and 14 stays open.</source>
        <translation>Erlaubt, aber 10 ist schon bezaubert: Weiß würfelte erneut und könnte ihm den Zauber nehmen, und 14 bliebe ungeschützt.</translation>
    </message>
    <message>
        <source>Count before you shoot</source>
        <translation>Erst zählen, dann schießen</translation>
    </message>
    <message>
        <source>The number of arrows and their range are fixed when you start shooting. Even if an arrow raises your level, the rest of the volley keeps the old numbers.</source>
        <translation>Anzahl und Reichweite der Pfeile stehen fest, sobald du zu schießen beginnst. Auch wenn ein Pfeil deine Stufe hebt, behält der Rest der Salve die alten Werte.</translation>
    </message>
    <message>
        <source>Win with two arrows.</source>
        <translation>Gewinne mit zwei Pfeilen.</translation>
    </message>
    <message>
        <source>At level 3 your range is three squares, and it stays three after the first hit. A lead of three wins.</source>
        <translation>Auf Stufe 3 reichen deine Pfeile drei Felder weit, und das bleibt auch nach dem ersten Treffer so. Drei Stufen Vorsprung gewinnen.</translation>
    </message>
    <message>
        <source>Your range was fixed at three when you began; 19 is four squares from 1.</source>
        <translation>Deine Reichweite wurde zu Beginn auf drei festgelegt; 19 ist vier Felder von 1 entfernt.</translation>
    </message>
    <message>
        <source>Legal, but one more capture gives you the lead of three.</source>
        <translation>Erlaubt, aber ein weiterer Schlag bringt dir die drei Stufen Vorsprung.</translation>
    </message>
    <message>
        <source>A triple jump that crowns</source>
        <translation>Drei Sprünge bis zur Krone</translation>
    </message>
    <message>
        <source>A triple jump wins even when its last jump crowns your man: Loot! is checked when the chain ends.</source>
        <translation>Drei Sprünge in Folge gewinnen, auch wenn der letzte Sprung deinen Stein zur Dame macht: Beute! wird geprüft, wenn die Kette endet.</translation>
    </message>
    <message>
        <source>Jump from 6 and keep going until you reach White&apos;s home row.</source>
        <translation>Spring von 6 los und mach weiter, bis du die Grundreihe von Weiß erreichst.</translation>
    </message>
    <message>
        <source>The penny comes last</source>
        <translation>Die Münze kommt zuletzt</translation>
    </message>
    <message>
        <source>The Smart penny goes into your pool only when your turn ends. Until then it does not count for your LD, so it cannot make a bent jump possible in the same move.</source>
        <translation>Die Münze für Schlau kommt erst am Ende deines Zuges in deinen Vorrat. Bis dahin zählt sie nicht für dein LD, also kann sie im selben Zug keinen abgewinkelten Sprung möglich machen.</translation>
    </message>
    <message>
        <source>After two captures your LD is 0: no bent jump over 27 yet.</source>
        <translation>Nach zwei Schlägen ist dein LD 0: noch kein abgewinkelter Sprung über 27.</translation>
    </message>
    <message>
        <source>No: after two jumps your LD is 0, because the penny is not in the pool yet, so the jump cannot bend.</source>
        <translation>Nein: Nach zwei Sprüngen ist dein LD 0, weil die Münze noch nicht im Vorrat liegt, also kann der Sprung nicht abknicken.</translation>
    </message>
    <message>
        <source>Your man on 3 moves forward, toward White&apos;s side, and so does its missile.</source>
        <translation>Dein Stein auf 3 zieht vorwärts, auf die Seite von Weiß zu, und sein Geschoss ebenso.</translation>
    </message>
    <message>
        <source>Around an illusion</source>
        <translation>Um ein Trugbild herum</translation>
    </message>
    <message>
        <source>An illusion is not a real checker: no spell can wound it or aim at it. Still, it blocks lines of fire and missile routes like any checker.</source>
        <translation>Ein Trugbild ist kein echter Stein: Kein Zauber kann es verwunden oder auf es zielen. Trotzdem versperrt es Schusslinien und Wege des Geschosses wie jeder Stein.</translation>
    </message>
    <message>
        <source>Capture the face-down checker on 19.</source>
        <translation>Schlage den umgedrehten Stein auf 19.</translation>
    </message>
    <message>
        <source>The straight line from 6 runs into the illusion on 15. A missile from 8 can go around it.</source>
        <translation>Die gerade Linie von 6 stößt auf das Trugbild auf 15. Ein Geschoss von 8 kann es umgehen.</translation>
    </message>
    <message>
        <source>The illusion on 15 blocks the only straight line to 19.</source>
        <translation>Das Trugbild auf 15 versperrt die einzige gerade Linie nach 19.</translation>
    </message>
    <message>
        <source>An illusion cannot be a target: it is not a real checker.</source>
        <translation>Ein Trugbild kann kein Ziel sein: Es ist kein echter Stein.</translation>
    </message>
    <message>
        <source>Illusions do not count</source>
        <translation>Trugbilder zählen nicht</translation>
    </message>
    <message>
        <source>Illusions do not count when the game asks whether a player can still act. If White&apos;s real checkers cannot move and no spell is possible, White has lost, even with a free illusion.</source>
        <translation>Trugbilder zählen nicht, wenn es darum geht, ob ein Spieler noch handeln kann. Können die echten Steine von Weiß nicht ziehen und ist kein Zauber möglich, hat Weiß verloren, selbst mit einem freien Trugbild.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last real checker without a move.</source>
        <translation>Lass den letzten echten Stein von Weiß ohne Zug.</translation>
    </message>
    <message>
        <source>Block 24, as before; the illusion on 30 does not save White.</source>
        <translation>Sperre 24 wie zuvor; das Trugbild auf 30 rettet Weiß nicht.</translation>
    </message>
    <message>
        <source>Third time, draw</source>
        <translation>Zum dritten Mal: remis</translation>
    </message>
    <message>
        <source>The game is also drawn when the same position comes up for the third time. Move your king back and forth, and White&apos;s king does the same.</source>
        <translation>Die Partie ist auch remis, wenn dieselbe Stellung zum dritten Mal entsteht. Zieh deine Dame hin und her, und die Dame von Weiß tut dasselbe.</translation>
    </message>
    <message>
        <source>Draw by repeating the position.</source>
        <translation>Erreiche ein Remis durch Stellungswiederholung.</translation>
    </message>
    <message>
        <source>Go from 1 to 6 and back, twice.</source>
        <translation>Zieh von 1 nach 6 und zurück, zweimal.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step changes the position for good: nothing repeats.</source>
        <translation>Erlaubt, aber der Zug eines einfachen Steins ändert die Stellung für immer: Nichts wiederholt sich.</translation>
    </message>
    <message>
        <source>Safe for the turn</source>
        <translation>Sicher für diesen Zug</translation>
    </message>
    <message>
        <source>A checker saved by Cure Critical Wounds is safe for the rest of that turn. The king that jumped it lands beyond, but it may not turn round and jump the same checker again.</source>
        <translation>Ein Stein, den Kritische Wunden heilen gerettet hat, ist für den Rest dieses Zuges sicher. Die Dame, die ihn übersprungen hat, landet dahinter, darf aber nicht umkehren und denselben Stein noch einmal überspringen.</translation>
    </message>
    <message>
        <source>Move your man on 1, then save your checker on 22 from White&apos;s king.</source>
        <translation>Zieh deinen Stein auf 1 und rette dann deinen Stein auf 22 vor der Dame von Weiß.</translation>
    </message>
    <message>
        <source>Step from 1 to 6. When the king jumps 22, cast Cure Critical Wounds: the king then stops on 17.</source>
        <translation>Zieh von 1 nach 6. Springt die Dame über 22, wirke Kritische Wunden heilen: Dann bleibt die Dame auf 17 stehen.</translation>
    </message>
    <message>
        <source>Legal, but then the king takes your checker on 22.</source>
        <translation>Erlaubt, aber dann schlägt die Dame deinen Stein auf 22.</translation>
    </message>
</context>
</TS>
