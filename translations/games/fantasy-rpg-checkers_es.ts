<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Wounds and the pool</source>
        <translation>Las heridas y la reserva</translation>
    </message>
    <message>
        <source>Pick a hero</source>
        <translation>Elija un héroe</translation>
    </message>
    <message>
        <source>Before play each side takes a character with powers of its own. White, who moves second, picks first; then Black picks and makes the first move.</source>
        <translation>Antes de jugar, cada bando toma un personaje con poderes propios. Blanco, que mueve segundo, elige primero; después elige Negro y hace la primera jugada.</translation>
    </message>
    <message>
        <source>Choose the Arcane Mage for White.</source>
        <translation>Elija el Mago arcano para Blanco.</translation>
    </message>
    <message>
        <source>The six characters wait beside the board: take the Mage.</source>
        <translation>Los seis personajes esperan junto al tablero: tome el Mago.</translation>
    </message>
    <message>
        <source>A fine character, but this lesson asks for the Mage.</source>
        <translation>Un buen personaje, pero esta lección pide el Mago.</translation>
    </message>
    <message>
        <source>Into the pool</source>
        <translation>A la reserva</translation>
    </message>
    <message>
        <source>Jump the white checker on 18.</source>
        <translation>Salte la ficha blanca de 18.</translation>
    </message>
    <message>
        <source>Your checker on 14 jumps over 18 and lands on 23.</source>
        <translation>Su ficha de 14 salta por encima de 18 y cae en 23.</translation>
    </message>
    <message>
        <source>A first wound</source>
        <translation>Una primera herida</translation>
    </message>
    <message>
        <source>Powers and spells do not remove a checker at once: they wound it. A healthy checker that takes a wound is turned face down. Your Mage has one penny, just enough for a Magic Missile.</source>
        <translation>Los poderes y los hechizos no quitan una ficha de golpe: la hieren. Una ficha ilesa que recibe una herida se pone boca abajo. Su Mago tiene una moneda, justo lo que cuesta un Proyectil mágico.</translation>
    </message>
    <message>
        <source>Wound the white checker on 19 with a Magic Missile.</source>
        <translation>Hiera la ficha blanca de 19 con un Proyectil mágico.</translation>
    </message>
    <message>
        <source>Cast Magic Missile and aim it at 19.</source>
        <translation>Lance un Proyectil mágico y apunte a 19.</translation>
    </message>
    <message>
        <source>Legal, but a step wounds nobody: cast the spell instead.</source>
        <translation>Es legal, pero un paso no hiere a nadie: lance el hechizo.</translation>
    </message>
    <message>
        <source>Wounded twice</source>
        <translation>Herida dos veces</translation>
    </message>
    <message>
        <source>A checker that is already face down is captured by its next wound, and it goes into your pool like any captured checker.</source>
        <translation>Una ficha que ya está boca abajo queda capturada con su siguiente herida, y va a su reserva como cualquier ficha capturada.</translation>
    </message>
    <message>
        <source>Capture a white checker with your single Magic Missile.</source>
        <translation>Capture una ficha blanca con su único Proyectil mágico.</translation>
    </message>
    <message>
        <source>The checker on 23 is face down already.</source>
        <translation>La ficha de 23 ya está boca abajo.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 19 is healthy: one wound only turns it face down.</source>
        <translation>Es legal, pero la ficha de 19 está ilesa: una herida solo la pone boca abajo.</translation>
    </message>
    <message>
        <source>Levels and saves</source>
        <translation>Niveles y tiradas de salvación</translation>
    </message>
    <message>
        <source>A king counts double</source>
        <translation>Una dama cuenta doble</translation>
    </message>
    <message>
        <source>Capturing a king counts as one capture, yet both of its checkers go into your pool: two levels in one go. A spellcaster like the Mage also gains a penny for every level.</source>
        <translation>Capturar una dama cuenta como una sola captura, pero sus dos fichas van a su reserva: dos niveles de una vez. Un lanzador de hechizos como el Mago gana además una moneda por cada nivel.</translation>
    </message>
    <message>
        <source>Capture the white king.</source>
        <translation>Capture la dama blanca.</translation>
    </message>
    <message>
        <source>Two of your jumps pass over the king on 18.</source>
        <translation>Dos de sus saltos pasan por encima de la dama de 18.</translation>
    </message>
    <message>
        <source>Legal, but a man is worth one level; the king on 18 is worth two.</source>
        <translation>Es legal, pero un peón vale un nivel; la dama de 18 vale dos.</translation>
    </message>
    <message>
        <source>Levels bring pennies</source>
        <translation>Los niveles traen monedas</translation>
    </message>
    <message>
        <source>Your Mage has no pennies yet. Each level gained brings a spellcaster one penny, so a capture now pays for a spell on your next turn.</source>
        <translation>Su Mago aún no tiene monedas. Cada nivel ganado da una moneda a un lanzador de hechizos, así que una captura ahora paga un hechizo en su próximo turno.</translation>
    </message>
    <message>
        <source>Capture two white checkers in two moves.</source>
        <translation>Capture dos fichas blancas en dos jugadas.</translation>
    </message>
    <message>
        <source>Jump first; then spend the new penny on a Magic Missile at the wounded checker on 31.</source>
        <translation>Salte primero; después gaste la moneda nueva en un Proyectil mágico contra la ficha herida de 31.</translation>
    </message>
    <message>
        <source>Legal, but your new penny is waiting to be spent on the wounded checker on 31.</source>
        <translation>Es legal, pero su moneda nueva espera a que la gaste en la ficha herida de 31.</translation>
    </message>
    <message>
        <source>A save that fails</source>
        <translation>Una salvación fallida</translation>
    </message>
    <message>
        <source>Wounds from spells can be resisted with a saving throw: the die plus the saver&apos;s LD (their level minus the other side&apos;s). A total of 4 or more succeeds, and a 6 always does. White is two levels behind, so its LD is -2.</source>
        <translation>Las heridas de los hechizos se pueden resistir con una tirada de salvación: el dado más la ventaja de quien tira (su nivel menos el del otro bando). Un total de 4 o más la supera, y un 6 siempre. Blanco va dos niveles por detrás, así que su ventaja es -2.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with a Fireball.</source>
        <translation>Capture la ficha de 18 con una Bola de fuego.</translation>
    </message>
    <message>
        <source>A Fireball deals 2 wounds; White rolls 5, and 5 - 2 = 3 is not enough.</source>
        <translation>Una Bola de fuego causa 2 heridas; Blanco saca un 5, y 5 - 2 = 3 no basta.</translation>
    </message>
    <message>
        <source>Legal, but a Magic Missile deals a single wound: the checker would only turn face down.</source>
        <translation>Es legal, pero un Proyectil mágico causa una sola herida: la ficha solo se pondría boca abajo.</translation>
    </message>
    <message>
        <source>A save that holds</source>
        <translation>Una salvación superada</translation>
    </message>
    <message>
        <source>A Fireball also hits every checker around its target, yours included, and each one hit rolls its own save for one wound less. You are a level ahead, so your LD of +1 is added to your die.</source>
        <translation>Una Bola de fuego alcanza también a cada ficha alrededor de su objetivo, las suyas incluidas, y cada ficha alcanzada hace su propia tirada de salvación para recibir una herida menos. Usted va un nivel por delante, así que su ventaja de +1 se suma a su dado.</translation>
    </message>
    <message>
        <source>Burn the checker on 18 and keep your wounded checker on 22.</source>
        <translation>Queme la ficha de 18 y conserve su ficha herida de 22.</translation>
    </message>
    <message>
        <source>The target saves first, then the squares around it. Your checker rolls 3, and 3 + 1 = 4 succeeds.</source>
        <translation>Primero tira el objetivo, después las casillas de alrededor. Su ficha saca un 3, y 3 + 1 = 4 la supera.</translation>
    </message>
    <message>
        <source>Legal, but running gains nothing: fire now and trust the save.</source>
        <translation>Es legal, pero huir no sirve de nada: lance el hechizo ya y confíe en la salvación.</translation>
    </message>
    <message>
        <source>Crowning from the pool</source>
        <translation>Coronar desde la reserva</translation>
    </message>
    <message>
        <source>When your man reaches the far row, your opponent crowns it with a checker from their own pool while they have one. Their pool shrinks, so their level drops and your LD rises.</source>
        <translation>Cuando su peón llega a la última fila, su rival lo corona con una ficha de su propia reserva mientras tenga alguna. Su reserva mengua, así que su nivel baja y la ventaja de usted sube.</translation>
    </message>
    <message>
        <source>Crown your man.</source>
        <translation>Corone su peón.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row.</source>
        <translation>Avance a la primera fila de Blanco.</translation>
    </message>
    <message>
        <source>Demented Ranger</source>
        <translation>Explorador demente</translation>
    </message>
    <message>
        <source>Backstab</source>
        <translation>Puñalada trapera</translation>
    </message>
    <message>
        <source>Remove a white checker without jumping.</source>
        <translation>Quite una ficha blanca sin saltar.</translation>
    </message>
    <message>
        <source>At level 3 a backstab deals 2 wounds. White moves up the board, so its back is toward 23.</source>
        <translation>A nivel 3, una puñalada trapera causa 2 heridas. Blanco sube por el tablero, así que su espalda mira hacia 23.</translation>
    </message>
    <message>
        <source>Legal, but your checker on 23 is standing right behind 18: stab it instead.</source>
        <translation>Es legal, pero su ficha de 23 está justo detrás de 18: apuñálela.</translation>
    </message>
    <message>
        <source>Leap &amp; Stab</source>
        <translation>Salto y estocada</translation>
    </message>
    <message>
        <source>When the Ranger&apos;s second jump in a row lands, it stabs: 1 wound, plus one more for every level it leads by, given to enemy checkers next to the landing square. White&apos;s pool starts two ahead, so after your two captures the lead is zero.</source>
        <translation>Cuando el segundo salto seguido del Explorador aterriza, apuñala: 1 herida, más otra por cada nivel de ventaja, repartidas entre las fichas enemigas junto a la casilla de llegada. La reserva de Blanco empieza con dos de ventaja, así que tras sus dos capturas la ventaja es cero.</translation>
    </message>
    <message>
        <source>Take three white checkers this turn.</source>
        <translation>Capture tres fichas blancas en este turno.</translation>
    </message>
    <message>
        <source>Jump twice to 23, then stab the checker that is already face down.</source>
        <translation>Salte dos veces hasta 23 y después apuñale la ficha que ya está boca abajo.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 27 is healthy: one wound only turns it face down.</source>
        <translation>Es legal, pero la ficha de 27 está ilesa: una herida solo la pone boca abajo.</translation>
    </message>
    <message>
        <source>Stabbing with a lead</source>
        <translation>Estocada con ventaja</translation>
    </message>
    <message>
        <source>A lead makes the stab deadlier. After two captures you will lead by two, so you can deal three wounds, shared out as you like.</source>
        <translation>La ventaja hace más letal la estocada. Tras dos capturas irá dos niveles por delante, así que podrá causar tres heridas, repartidas a su gusto.</translation>
    </message>
    <message>
        <source>Take four white checkers this turn.</source>
        <translation>Capture cuatro fichas blancas en este turno.</translation>
    </message>
    <message>
        <source>The healthy checker on 19 needs two wounds, the face-down one on 27 only one.</source>
        <translation>La ficha ilesa de 19 necesita dos heridas; la de 27, boca abajo, solo una.</translation>
    </message>
    <message>
        <source>Legal, but you still have wounds to deal.</source>
        <translation>Es legal, pero aún le quedan heridas por causar.</translation>
    </message>
    <message>
        <source>Stalwart Cleric</source>
        <translation>Clérigo firme</translation>
    </message>
    <message>
        <source>Cure Light Wounds</source>
        <translation>Curar heridas leves</translation>
    </message>
    <message>
        <source>The Cleric&apos;s Cure Light Wounds costs one penny and turns one of your face-down checkers face up again, ready to take another wound.</source>
        <translation>Curar heridas leves le cuesta al Clérigo una moneda y vuelve a poner boca arriba una de sus fichas boca abajo, lista para recibir otra herida.</translation>
    </message>
    <message>
        <source>Heal your checker on 6.</source>
        <translation>Cure su ficha de 6.</translation>
    </message>
    <message>
        <source>Cast Cure Light Wounds on 6.</source>
        <translation>Lance Curar heridas leves sobre 6.</translation>
    </message>
    <message>
        <source>Legal, but walking heals nothing.</source>
        <translation>Es legal, pero caminar no cura nada.</translation>
    </message>
    <message>
        <source>Cure Critical Wounds</source>
        <translation>Curar heridas críticas</translation>
    </message>
    <message>
        <source>Cure Critical Wounds is cast in your opponent&apos;s turn, just as one of your checkers is about to be taken. The jumper still lands, but your checker stays. It costs three pennies, and you miss your next turn.</source>
        <translation>Curar heridas críticas se lanza durante el turno rival, justo cuando una de sus fichas va a ser capturada. El saltador cae igualmente, pero su ficha se queda. Cuesta tres monedas, y usted pierde su siguiente turno.</translation>
    </message>
    <message>
        <source>Capture, then save your checker when White jumps it.</source>
        <translation>Capture y después salve su ficha cuando Blanco la salte.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When White jumps from 22, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Su captura trae la tercera moneda. Cuando Blanco salte desde 22, lance Curar heridas críticas y después pase el turno.</translation>
    </message>
    <message>
        <source>Legal, but then White takes your checker on 17.</source>
        <translation>Es legal, pero entonces Blanco captura su ficha de 17.</translation>
    </message>
    <message>
        <source>Call Lightning</source>
        <translation>Llamar al rayo</translation>
    </message>
    <message>
        <source>Call Lightning costs five pennies: 3 wounds to the target and 1 to every checker on the squares around it, friend or foe. Each checker hit saves for one wound less.</source>
        <translation>Llamar al rayo cuesta cinco monedas: 3 heridas al objetivo y 1 a cada ficha de las casillas de alrededor, amiga o enemiga. Cada ficha alcanzada tira salvación para recibir una herida menos.</translation>
    </message>
    <message>
        <source>Capture two white checkers with one spell.</source>
        <translation>Capture dos fichas blancas con un solo hechizo.</translation>
    </message>
    <message>
        <source>Aim at 18, the checker with the most neighbours.</source>
        <translation>Apunte a 18, la ficha con más vecinas.</translation>
    </message>
    <message>
        <source>Legal, but then 18 is only on the edge of the storm and merely turns face down.</source>
        <translation>Es legal, pero entonces 18 queda solo al borde de la tormenta y apenas se pone boca abajo.</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>Bardo</translation>
    </message>
    <message>
        <source>Charm</source>
        <translation>Hechizar</translation>
    </message>
    <message>
        <source>The Bard&apos;s Charm puts a penny on one of your checkers for one penny. White saves at once; if the save fails, the penny stays and White may not jump that checker.</source>
        <translation>Hechizar, del Bardo, pone por una moneda una moneda sobre una de sus fichas. Blanco tira salvación al momento; si falla, la moneda se queda y Blanco no puede saltar esa ficha.</translation>
    </message>
    <message>
        <source>Charm your checker on 10 so that White cannot jump it.</source>
        <translation>Hechice su ficha de 10 para que Blanco no pueda saltarla.</translation>
    </message>
    <message>
        <source>White threatens to jump from 15 over 10 to 6.</source>
        <translation>Blanco amenaza con saltar desde 15 por encima de 10 hasta 6.</translation>
    </message>
    <message>
        <source>Legal, but the charm guards only the checker it sits on, and 14 is not in danger.</source>
        <translation>Es legal, pero el hechizo solo protege la ficha sobre la que está, y 14 no corre peligro.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Ilusión</translation>
    </message>
    <message>
        <source>For two pennies the Bard creates an illusion on an empty square of your own half. It acts as one of your men, but whenever it stands in an enemy&apos;s way, that enemy&apos;s owner saves first and makes it vanish on a success.</source>
        <translation>Por dos monedas, el Bardo crea una ilusión en una casilla vacía de su propia mitad. Actúa como un peón suyo, pero cada vez que se cruza en el camino de un enemigo, el dueño de este tira salvación primero y, si la supera, la hace desaparecer.</translation>
    </message>
    <message>
        <source>Block White&apos;s jump with an illusion on 6.</source>
        <translation>Bloquee el salto de Blanco con una ilusión en 6.</translation>
    </message>
    <message>
        <source>White wants to land on 6. Fill that square.</source>
        <translation>Blanco quiere caer en 6. Ocupe esa casilla.</translation>
    </message>
    <message>
        <source>Legal, but 7 is not in White&apos;s way: it still lands on 6.</source>
        <translation>Es legal, pero 7 no está en el camino de Blanco: cae igualmente en 6.</translation>
    </message>
    <message>
        <source>Ranged Attack Thief</source>
        <translation>Ladrón tirador</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Each capture gives the Thief an arrow. Instead of moving, shoot up to half your level in arrows, rounded up, each along an open diagonal to a checker no more squares away than your level. Each arrow is one wound.</source>
        <translation>Cada captura le da una flecha al Ladrón. En lugar de mover, dispare hasta la mitad de su nivel en flechas, redondeando hacia arriba, cada una por una diagonal libre hacia una ficha que no esté más casillas lejos que su nivel. Cada flecha es una herida.</translation>
    </message>
    <message>
        <source>Shoot down the checker on 15.</source>
        <translation>Derribe la ficha de 15.</translation>
    </message>
    <message>
        <source>At level 3 you may shoot two arrows, three squares far.</source>
        <translation>A nivel 3 puede disparar dos flechas, a tres casillas de distancia.</translation>
    </message>
    <message>
        <source>Legal, but one arrow only turns it face down: shoot again.</source>
        <translation>Es legal, pero una flecha solo la pone boca abajo: dispare otra vez.</translation>
    </message>
    <message>
        <source>Loot! by a lead</source>
        <translation>¡Botín! por ventaja</translation>
    </message>
    <message>
        <source>The Thief wins on the spot as soon as it leads by three levels, however many checkers White still has. You lead by two.</source>
        <translation>El Ladrón gana en el acto en cuanto va tres niveles por delante, tenga Blanco las fichas que tenga. Usted va dos por delante.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gane la partida.</translation>
    </message>
    <message>
        <source>One more capture makes the lead three.</source>
        <translation>Una captura más pone la ventaja en tres.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes first.</source>
        <translation>Hay una captura posible, y capturar va primero.</translation>
    </message>
    <message>
        <source>Loot! by a triple jump</source>
        <translation>¡Botín! por un triple salto</translation>
    </message>
    <message>
        <source>A chain of three jumps in one move is also a win for the Thief, whatever the levels.</source>
        <translation>Una cadena de tres saltos en una jugada también es una victoria para el Ladrón, estén como estén los niveles.</translation>
    </message>
    <message>
        <source>Win with a triple jump.</source>
        <translation>Gane con un triple salto.</translation>
    </message>
    <message>
        <source>From 10, the jump over 15 keeps the chain going.</source>
        <translation>Desde 10, el salto por encima de 15 mantiene la cadena.</translation>
    </message>
    <message>
        <source>Legal, but that chain stops after two jumps.</source>
        <translation>Es legal, pero esa cadena se detiene tras dos saltos.</translation>
    </message>
    <message>
        <source>Crown your way to loot</source>
        <translation>El botín por la corona</translation>
    </message>
    <message>
        <source>Your lead counts at every moment. White has one checker in its pool, and it must use it to crown your man.</source>
        <translation>Su ventaja cuenta en todo momento. Blanco tiene una ficha en su reserva y debe usarla para coronar su peón.</translation>
    </message>
    <message>
        <source>The crown comes out of White&apos;s pool.</source>
        <translation>La corona sale de la reserva de Blanco.</translation>
    </message>
    <message>
        <source>Legal, but your lead stays at two.</source>
        <translation>Es legal, pero su ventaja se queda en dos.</translation>
    </message>
    <message>
        <source>Smart Fighter</source>
        <translation>Guerrero astuto</translation>
    </message>
    <message>
        <source>Loads of hit points</source>
        <translation>Muchos puntos de vida</translation>
    </message>
    <message>
        <source>You face a Smart Fighter. Each of its checkers starts with a penny, and a wound takes the penny before it touches the checker. The checker on 27 has lost its penny already.</source>
        <translation>Se enfrenta a un Guerrero astuto. Cada una de sus fichas empieza con una moneda, y una herida se lleva la moneda antes de tocar la ficha. La ficha de 27 ya ha perdido su moneda.</translation>
    </message>
    <message>
        <source>Capture a checker with one Fireball.</source>
        <translation>Capture una ficha con una sola Bola de fuego.</translation>
    </message>
    <message>
        <source>Two wounds are one too few for a checker that still has its penny.</source>
        <translation>A una ficha que aún tiene su moneda, dos heridas no le bastan: le falta una.</translation>
    </message>
    <message>
        <source>Legal, but the penny on 18 takes the first wound, and the second only turns it face down.</source>
        <translation>Es legal, pero la moneda de 18 recibe la primera herida, y la segunda solo la pone boca abajo.</translation>
    </message>
    <message>
        <source>Tactical Master</source>
        <translation>Maestro táctico</translation>
    </message>
    <message>
        <source>While the Fighter leads in levels, a jump may bend by a right angle: it passes the enemy checker and lands on the other square next to it, instead of straight beyond.</source>
        <translation>Mientras el Guerrero vaya por delante en niveles, un salto puede doblar en ángulo recto: pasa por encima de la ficha enemiga y cae en la otra casilla junto a ella, en lugar de justo detrás.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Capture dos fichas blancas en una sola jugada.</translation>
    </message>
    <message>
        <source>Jump over 15 but land on 18; from there 22 is in reach.</source>
        <translation>Salte por encima de 15 pero caiga en 18; desde allí, 22 está a su alcance.</translation>
    </message>
    <message>
        <source>Legal, but going straight leaves you with nothing more to jump.</source>
        <translation>Es legal, pero en línea recta ya no le queda nada que saltar.</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Astuto</translation>
    </message>
    <message>
        <source>A Fighter turn with two or more jumps puts a penny into the Fighter&apos;s pool, where it counts as one more captured checker.</source>
        <translation>Un turno del Guerrero con dos o más saltos pone una moneda en su reserva, donde cuenta como una ficha capturada más.</translation>
    </message>
    <message>
        <source>Jump twice and earn the penny.</source>
        <translation>Salte dos veces y gane la moneda.</translation>
    </message>
    <message>
        <source>The checker on 9 has two jumps in a row.</source>
        <translation>La ficha de 9 tiene dos saltos seguidos.</translation>
    </message>
    <message>
        <source>Legal, but a single jump earns no penny.</source>
        <translation>Es legal, pero un solo salto no da ninguna moneda.</translation>
    </message>
    <message>
        <source>Arcane Mage</source>
        <translation>Mago arcano</translation>
    </message>
    <message>
        <source>Magic Missile</source>
        <translation>Proyectil mágico</translation>
    </message>
    <message>
        <source>A Magic Missile travels one step at a time over empty squares, along a path one of your checkers could walk, so it can zigzag. A man&apos;s missile flies only forward.</source>
        <translation>Un Proyectil mágico avanza paso a paso por casillas vacías, por un camino que una de sus fichas podría recorrer, así que puede ir en zigzag. El proyectil de un peón solo vuela hacia delante.</translation>
    </message>
    <message>
        <source>Capture a white checker with your only penny.</source>
        <translation>Capture una ficha blanca con su única moneda.</translation>
    </message>
    <message>
        <source>Your man on 3 moves down the board; so does its missile.</source>
        <translation>Su peón de 3 baja por el tablero; su proyectil también.</translation>
    </message>
    <message>
        <source>Legal, but walking is slow: the missile makes the trip in no time.</source>
        <translation>Es legal, pero caminar es lento: el proyectil hace el recorrido en un instante.</translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation>Bola de fuego</translation>
    </message>
    <message>
        <source>A Fireball costs three pennies and flies along an open diagonal to an enemy checker: 2 wounds to it and 1 to each checker around it. With a lead of two, White&apos;s saves are hard to make.</source>
        <translation>Una Bola de fuego cuesta tres monedas y vuela por una diagonal libre hasta una ficha enemiga: 2 heridas a ella y 1 a cada ficha a su alrededor. Con dos niveles de ventaja de usted, a Blanco le cuesta superar las salvaciones.</translation>
    </message>
    <message>
        <source>Capture three white checkers with one spell.</source>
        <translation>Capture tres fichas blancas con un solo hechizo.</translation>
    </message>
    <message>
        <source>Aim at 18: 22 and 23 are next to it.</source>
        <translation>Apunte a 18: 22 y 23 están a su lado.</translation>
    </message>
    <message>
        <source>Legal, but a missile takes only one checker, and the Fireball can take three.</source>
        <translation>Es legal, pero un proyectil solo se lleva una ficha, y la Bola de fuego puede llevarse tres.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>The last checker</source>
        <translation>La última ficha</translation>
    </message>
    <message>
        <source>You win when your opponent has no checkers left, however they were taken.</source>
        <translation>Usted gana cuando su rival se queda sin fichas, las haya perdido como las haya perdido.</translation>
    </message>
    <message>
        <source>Take White&apos;s last checker.</source>
        <translation>Capture la última ficha de Blanco.</translation>
    </message>
    <message>
        <source>It is already wounded, and you stand behind it.</source>
        <translation>Ya está herida, y usted está detrás de ella.</translation>
    </message>
    <message>
        <source>No way out</source>
        <translation>Sin salida</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot do anything on their turn: no move, no jump, no spell, no power. White&apos;s Fighter has no spells.</source>
        <translation>También gana cuando su rival no puede hacer nada en su turno: ni mover, ni saltar, ni hechizos, ni poderes. El Guerrero de Blanco no tiene hechizos.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last checker without a move.</source>
        <translation>Deje la última ficha de Blanco sin movimiento.</translation>
    </message>
    <message>
        <source>Block 24, and keep 19 filled so White cannot jump.</source>
        <translation>Ocupe 24 y mantenga ocupada la 19 para que Blanco no pueda saltar.</translation>
    </message>
    <message>
        <source>Legal, but that opens 19, and White jumps over 24 into it.</source>
        <translation>Es legal, pero eso deja libre la 19, y Blanco salta por encima de 24 hasta allí.</translation>
    </message>
    <message>
        <source>A quiet draw</source>
        <translation>Unas tablas tranquilas</translation>
    </message>
    <message>
        <source>The game is drawn after forty moves each without progress (a capture, a wound, a crown or a man moving), or when the same position comes up for the third time. Here the count stands one turn short.</source>
        <translation>La partida termina en tablas tras cuarenta jugadas de cada bando sin progreso (una captura, una herida, una coronación o un peón que se mueve), o cuando la misma posición aparece por tercera vez. Aquí a la cuenta solo le falta un turno.</translation>
    </message>
    <message>
        <source>Draw the game.</source>
        <translation>Consiga tablas.</translation>
    </message>
    <message>
        <source>Move your king, not your man.</source>
        <translation>Mueva su dama, no su peón.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step is progress: the count starts again from zero.</source>
        <translation>Es legal, pero el paso de un peón es progreso: la cuenta vuelve a empezar desde cero.</translation>
    </message>
    <message>
        <source>Instead of moving, the Ranger can stab an enemy checker from behind: from a square it could have come from, as its owner sees the board. It deals half your level in wounds, rounded up, so it needs level 1 or more.</source>
        <translation>En lugar de mover, el Explorador puede apuñalar por la espalda a una ficha enemiga: desde una casilla de la que esa ficha podría haber venido, vista desde el lado de su dueño. Causa tantas heridas como la mitad de su nivel, redondeando hacia arriba, así que necesita al menos nivel 1.</translation>
    </message>
    <message>
        <source>Jumps capture just as in checkers, and a capture must be made even when a spell is within reach. The checker you take goes into your pool, and each checker there is worth one level to you.</source>
        <translation>Los saltos capturan como en las damas, y hay que capturar aunque un hechizo esté a su alcance. La ficha que usted captura va a su reserva, y cada ficha que hay en ella le vale un nivel.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes before any spell or power.</source>
        <translation>Hay una captura posible, y capturar va antes que cualquier hechizo o poder.</translation>
    </message>
</context>
</TS>
