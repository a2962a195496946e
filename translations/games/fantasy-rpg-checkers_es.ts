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
    <message>
        <source>A six always saves</source>
        <translation>Un 6 siempre salva</translation>
    </message>
    <message>
        <source>A 6 on the die always saves, however far behind the saver is. White leads you by three levels, so your LD is -3 and only a 6 can save your face-down checker on 22.</source>
        <translation>Un 6 en el dado siempre salva, por mucho que vaya por detrás quien tira. Blanco le saca tres niveles, así que su ventaja es -3 y solo un 6 puede salvar su ficha boca abajo de 22.</translation>
    </message>
    <message>
        <source>Burn the checker on 18, and keep your checker on 22.</source>
        <translation>Queme la ficha de 18 y conserve su ficha de 22.</translation>
    </message>
    <message>
        <source>White saves first and still loses its face-down checker. Then your checker on 22 rolls a 6.</source>
        <translation>Blanco tira primero y aun así pierde su ficha boca abajo. Después su ficha de 22 saca un 6.</translation>
    </message>
    <message>
        <source>Legal, but running away gains nothing: fire now, and the 6 saves your checker.</source>
        <translation>Es legal, pero huir no sirve de nada: dispare ahora, y el 6 salva su ficha.</translation>
    </message>
    <message>
        <source>Crowns from the spares</source>
        <translation>Coronas de las fichas de repuesto</translation>
    </message>
    <message>
        <source>When your opponent&apos;s pool is empty, your new king&apos;s crown comes from the spare checkers beside the board. Nobody&apos;s level changes.</source>
        <translation>Cuando la reserva de su rival está vacía, la corona de su nueva dama sale de las fichas de repuesto junto al tablero. Ningún nivel cambia.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; White&apos;s pool has nothing to give.</source>
        <translation>Avance a la primera fila de Blanco; la reserva de Blanco no tiene nada que dar.</translation>
    </message>
    <message>
        <source>A crown from a king</source>
        <translation>Una corona sacada de una dama</translation>
    </message>
    <message>
        <source>If your opponent&apos;s pool holds only a captured king, one of its two checkers becomes your crown. The other stays in the pool as a single checker, so their level drops by one.</source>
        <translation>Si la reserva de su rival solo guarda una dama capturada, una de sus dos fichas pasa a ser su corona. La otra se queda en la reserva como ficha suelta, así que su nivel baja en uno.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; the crown comes off the king in White&apos;s pool.</source>
        <translation>Avance a la primera fila de Blanco; la corona sale de la dama de la reserva de Blanco.</translation>
    </message>
    <message>
        <source>Pennies for levels won back</source>
        <translation>Monedas por niveles recuperados</translation>
    </message>
    <message>
        <source>A spellcaster gains a penny each time its level goes up, even when it only wins back a level that a crown took away. Your Mage has one penny, and a Fireball costs three.</source>
        <translation>Un lanzador de hechizos gana una moneda cada vez que sube su nivel, aunque solo recupere un nivel que una coronación le quitó. Su Mago tiene una moneda, y una Bola de fuego cuesta tres.</translation>
    </message>
    <message>
        <source>Capture twice, then burn White&apos;s new king with a Fireball.</source>
        <translation>Capture dos veces y después queme la nueva dama de Blanco con una Bola de fuego.</translation>
    </message>
    <message>
        <source>Take 18 first. White&apos;s crown comes out of your pool; your king&apos;s jump over 10 wins that level back, with its penny.</source>
        <translation>Capture primero 18. La corona de Blanco sale de su reserva; el salto de su dama sobre 10 recupera ese nivel, con su moneda.</translation>
    </message>
    <message>
        <source>At level 3 a backstab deals 2 wounds. White&apos;s men move toward your side, so the checker on 18 turns its back to 23.</source>
        <translation>En el nivel 3, una puñalada trapera causa 2 heridas. Los peones de Blanco avanzan hacia su lado, así que la ficha de 18 le da la espalda a 23.</translation>
    </message>
    <message>
        <source>A stab on the far row</source>
        <translation>Una estocada en la última fila</translation>
    </message>
    <message>
        <source>If the second jump carries your man onto the far row, it is crowned and still stabs; only then does the move end.</source>
        <translation>Si el segundo salto lleva a su peón a la última fila, se corona y aun así apuñala; solo entonces termina la jugada.</translation>
    </message>
    <message>
        <source>After two captures you lead by two: three wounds, and the checker on 28 needs two.</source>
        <translation>Tras dos capturas va dos niveles por delante: tres heridas, y la ficha de 28 necesita dos.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 28 is still next to your new king: stab it.</source>
        <translation>Es legal, pero la ficha de 28 sigue junto a su nueva dama: apuñálela.</translation>
    </message>
    <message>
        <source>Cure against a wound</source>
        <translation>Curar contra una herida</translation>
    </message>
    <message>
        <source>Cure Critical Wounds also stops a capture by a wound. The checker stays face down, but it stays on the board.</source>
        <translation>Curar heridas críticas también detiene una captura por herida. La ficha sigue boca abajo, pero sigue en el tablero.</translation>
    </message>
    <message>
        <source>Capture, then save your checker on 3 from White&apos;s Magic Missile.</source>
        <translation>Capture y después salve su ficha de 3 del Proyectil mágico de Blanco.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When the missile reaches 3, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Su captura trae la tercera moneda. Cuando el proyectil llegue a 3, lance Curar heridas críticas y después pase el turno.</translation>
    </message>
    <message>
        <source>Legal, but then the missile takes your face-down checker on 3.</source>
        <translation>Es legal, pero entonces el proyectil captura su ficha boca abajo de 3.</translation>
    </message>
    <message>
        <source>Save the right one</source>
        <translation>Salve la correcta</translation>
    </message>
    <message>
        <source>Cure Critical Wounds can be cast once in each of White&apos;s turns. If you let one capture happen, you are asked again at the next one in the same move.</source>
        <translation>Curar heridas críticas se puede lanzar una vez en cada turno de Blanco. Si deja pasar una captura, se le vuelve a preguntar en la siguiente de la misma jugada.</translation>
    </message>
    <message>
        <source>Capture, then let White take your man on 22 but save your king on 14.</source>
        <translation>Capture, después deje que Blanco se lleve su peón de 22 pero salve su dama de 14.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. Let the first jump go; spend it on the king.</source>
        <translation>Su captura trae la tercera moneda. Deje pasar el primer salto; gástela en la dama.</translation>
    </message>
    <message>
        <source>Lightning on your own checker</source>
        <translation>Rayo sobre su propia ficha</translation>
    </message>
    <message>
        <source>Call Lightning may be aimed at any checker, even one of yours. A checker of yours that your own spell destroys goes into nobody&apos;s pool, so White gains no level.</source>
        <translation>Llamar al rayo puede apuntar a cualquier ficha, incluso a una suya. Una ficha suya que destruye su propio hechizo no va a ninguna reserva, así que Blanco no gana nivel.</translation>
    </message>
    <message>
        <source>Capture four white checkers with one spell.</source>
        <translation>Capture cuatro fichas blancas con un solo hechizo.</translation>
    </message>
    <message>
        <source>Aim at your own checker on 18: all four face-down white checkers stand around it.</source>
        <translation>Apunte a su propia ficha de 18: las cuatro fichas blancas boca abajo la rodean.</translation>
    </message>
    <message>
        <source>Legal, but around 15 the storm reaches only your checker on 18.</source>
        <translation>Es legal, pero alrededor de 15 la tormenta solo alcanza su ficha de 18.</translation>
    </message>
    <message>
        <source>Two illusions in the way</source>
        <translation>Dos ilusiones en el camino</translation>
    </message>
    <message>
        <source>When several illusions stand in White&apos;s way, White saves against them one at a time, the lowest square first. Your illusion on 6 blocks one jump; a second one can block the other.</source>
        <translation>Cuando varias ilusiones se cruzan en el camino de Blanco, Blanco tira salvación contra ellas una a una, empezando por la casilla más baja. Su ilusión de 6 bloquea un salto; una segunda puede bloquear el otro.</translation>
    </message>
    <message>
        <source>Block both of White&apos;s jumps with a second illusion.</source>
        <translation>Bloquee los dos saltos de Blanco con una segunda ilusión.</translation>
    </message>
    <message>
        <source>White could jump from 14 over 10 and land on 7. Fill that square.</source>
        <translation>Blanco podría saltar desde 14 sobre 10 y caer en 7. Ocupe esa casilla.</translation>
    </message>
    <message>
        <source>Legal, but 3 is not in White&apos;s way: White still jumps from 14 to 7.</source>
        <translation>Es legal, pero 3 no está en el camino de Blanco: Blanco salta igualmente de 14 a 7.</translation>
    </message>
    <message>
        <source>An illusion is not a real checker, so it cannot be charmed.</source>
        <translation>Una ilusión no es una ficha de verdad, así que no se puede hechizar.</translation>
    </message>
    <message>
        <source>An illusion attacks</source>
        <translation>Una ilusión ataca</translation>
    </message>
    <message>
        <source>An illusion jumps like one of your men, but before it takes a checker, White saves; a success makes the illusion vanish. If the save fails, the checker goes into your pool like any other.</source>
        <translation>Una ilusión salta como uno de sus peones, pero antes de que capture una ficha, Blanco tira salvación; si la supera, la ilusión desaparece. Si falla, la ficha va a su reserva como cualquier otra.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with your illusion.</source>
        <translation>Capture la ficha de 18 con su ilusión.</translation>
    </message>
    <message>
        <source>Your illusion on 14 must jump: captures come first.</source>
        <translation>Su ilusión de 14 debe saltar: las capturas van primero.</translation>
    </message>
    <message>
        <source>Illusion as bait</source>
        <translation>Una ilusión como cebo</translation>
    </message>
    <message>
        <source>An illusion that is jumped simply vanishes: it goes into no pool, so White gains no level. That makes it good bait.</source>
        <translation>Una ilusión saltada simplemente desaparece: no va a ninguna reserva, así que Blanco no gana nivel. Eso la convierte en un buen cebo.</translation>
    </message>
    <message>
        <source>Lure White into a jump, then take two checkers back.</source>
        <translation>Atraiga a Blanco a un salto y después capture dos fichas a cambio.</translation>
    </message>
    <message>
        <source>Put an illusion on 15: White must jump it and land on 10, right in front of your man on 6.</source>
        <translation>Ponga una ilusión en 15: Blanco debe saltarla y cae en 10, justo delante de su peón de 6.</translation>
    </message>
    <message>
        <source>Legal, but a real checker on 15 would go into White&apos;s pool when jumped.</source>
        <translation>Es legal, pero una ficha de verdad en 15 iría a la reserva de Blanco al ser saltada.</translation>
    </message>
    <message>
        <source>Illusions stay men</source>
        <translation>Las ilusiones siguen siendo peones</translation>
    </message>
    <message>
        <source>An illusion is never crowned. On the far row it is simply stuck, so crown a real man instead.</source>
        <translation>Una ilusión nunca se corona. En la última fila simplemente se queda atascada, así que corone mejor un peón de verdad.</translation>
    </message>
    <message>
        <source>Make a king.</source>
        <translation>Consiga una dama.</translation>
    </message>
    <message>
        <source>Your man on 26 is the one that can be crowned.</source>
        <translation>Su peón de 26 es el que puede coronarse.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 32.</source>
        <translation>Es legal, pero una ilusión nunca se corona: solo se quedaría atascada en 32.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 31.</source>
        <translation>Es legal, pero una ilusión nunca se corona: solo se quedaría atascada en 31.</translation>
    </message>
    <message>
        <source>One charm is enough</source>
        <translation>Con un hechizo basta</translation>
    </message>
    <message>
        <source>A second charm on a charmed checker adds one more penny, but White saves again, and a success strips off every penny on it.</source>
        <translation>Hechizar otra vez una ficha hechizada añade una moneda más, pero Blanco vuelve a tirar salvación, y si la supera le quita todas las monedas.</translation>
    </message>
    <message>
        <source>Protect both of your checkers from White&apos;s jumps.</source>
        <translation>Proteja sus dos fichas de los saltos de Blanco.</translation>
    </message>
    <message>
        <source>The checker on 10 is charmed already; White threatens to jump 14 from 18.</source>
        <translation>La ficha de 10 ya está hechizada; Blanco amenaza con saltar 14 desde 18.</translation>
    </message>
    <message>
        <source>Legal, but 10 is charmed already: White would save again and could strip its charm, and 14 stays open.</source>
        <translation>Es legal, pero 10 ya está hechizada: Blanco volvería a tirar y podría quitarle el hechizo, y 14 seguiría desprotegida.</translation>
    </message>
    <message>
        <source>Count before you shoot</source>
        <translation>Cuente antes de disparar</translation>
    </message>
    <message>
        <source>The number of arrows and their range are fixed when you start shooting. Even if an arrow raises your level, the rest of the volley keeps the old numbers.</source>
        <translation>El número de flechas y su alcance quedan fijados al empezar a disparar. Aunque una flecha suba su nivel, el resto de la andanada conserva los valores de antes.</translation>
    </message>
    <message>
        <source>Win with two arrows.</source>
        <translation>Gane con dos flechas.</translation>
    </message>
    <message>
        <source>At level 3 your range is three squares, and it stays three after the first hit. A lead of three wins.</source>
        <translation>En el nivel 3 su alcance es de tres casillas, y sigue siéndolo tras el primer acierto. Tres niveles de ventaja ganan.</translation>
    </message>
    <message>
        <source>Your range was fixed at three when you began; 19 is four squares from 1.</source>
        <translation>Su alcance quedó fijado en tres al empezar; 19 está a cuatro casillas de 1.</translation>
    </message>
    <message>
        <source>Legal, but one more capture gives you the lead of three.</source>
        <translation>Es legal, pero una captura más le da los tres niveles de ventaja.</translation>
    </message>
    <message>
        <source>A triple jump that crowns</source>
        <translation>Un triple salto que corona</translation>
    </message>
    <message>
        <source>A triple jump wins even when its last jump crowns your man: Loot! is checked when the chain ends.</source>
        <translation>Un triple salto gana aunque su último salto corone a su peón: el ¡Botín! se comprueba al terminar la cadena.</translation>
    </message>
    <message>
        <source>Jump from 6 and keep going until you reach White&apos;s home row.</source>
        <translation>Salte desde 6 y siga hasta llegar a la primera fila de Blanco.</translation>
    </message>
    <message>
        <source>The penny comes last</source>
        <translation>La moneda llega al final</translation>
    </message>
    <message>
        <source>The Smart penny goes into your pool only when your turn ends. Until then it does not count for your LD, so it cannot make a bent jump possible in the same move.</source>
        <translation>La moneda de Astuto entra en su reserva solo al acabar su turno. Hasta entonces no cuenta para su ventaja, así que no puede permitir un salto en ángulo en la misma jugada.</translation>
    </message>
    <message>
        <source>After two captures your LD is 0: no bent jump over 27 yet.</source>
        <translation>Tras dos capturas su ventaja es 0: todavía no hay salto en ángulo sobre 27.</translation>
    </message>
    <message>
        <source>No: after two jumps your LD is 0, because the penny is not in the pool yet, so the jump cannot bend.</source>
        <translation>No: tras dos saltos su ventaja es 0, porque la moneda aún no está en la reserva, así que el salto no puede girar.</translation>
    </message>
    <message>
        <source>Your man on 3 moves forward, toward White&apos;s side, and so does its missile.</source>
        <translation>Su peón de 3 avanza hacia el lado de Blanco, y su proyectil también.</translation>
    </message>
    <message>
        <source>Around an illusion</source>
        <translation>Rodeando una ilusión</translation>
    </message>
    <message>
        <source>An illusion is not a real checker: no spell can wound it or aim at it. Still, it blocks lines of fire and missile routes like any checker.</source>
        <translation>Una ilusión no es una ficha de verdad: ningún hechizo puede herirla ni apuntarla. Aun así, bloquea las líneas de tiro y los caminos del proyectil como cualquier ficha.</translation>
    </message>
    <message>
        <source>Capture the face-down checker on 19.</source>
        <translation>Capture la ficha boca abajo de 19.</translation>
    </message>
    <message>
        <source>The straight line from 6 runs into the illusion on 15. A missile from 8 can go around it.</source>
        <translation>La línea recta desde 6 choca con la ilusión de 15. Un proyectil desde 8 puede rodearla.</translation>
    </message>
    <message>
        <source>The illusion on 15 blocks the only straight line to 19.</source>
        <translation>La ilusión de 15 bloquea la única línea recta hasta 19.</translation>
    </message>
    <message>
        <source>An illusion cannot be a target: it is not a real checker.</source>
        <translation>Una ilusión no puede ser objetivo: no es una ficha de verdad.</translation>
    </message>
    <message>
        <source>Illusions do not count</source>
        <translation>Las ilusiones no cuentan</translation>
    </message>
    <message>
        <source>Illusions do not count when the game asks whether a player can still act. If White&apos;s real checkers cannot move and no spell is possible, White has lost, even with a free illusion.</source>
        <translation>Las ilusiones no cuentan cuando se trata de saber si un jugador aún puede actuar. Si las fichas de verdad de Blanco no pueden moverse y no hay hechizo posible, Blanco ha perdido, aunque tenga una ilusión libre.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last real checker without a move.</source>
        <translation>Deje sin jugada a la última ficha de verdad de Blanco.</translation>
    </message>
    <message>
        <source>Block 24, as before; the illusion on 30 does not save White.</source>
        <translation>Bloquee 24 como antes; la ilusión de 30 no salva a Blanco.</translation>
    </message>
    <message>
        <source>Third time, draw</source>
        <translation>Tercera vez, tablas</translation>
    </message>
    <message>
        <source>The game is also drawn when the same position comes up for the third time. Move your king back and forth, and White&apos;s king does the same.</source>
        <translation>La partida también termina en tablas cuando la misma posición aparece por tercera vez. Mueva su dama de un lado a otro, y la dama de Blanco hace lo mismo.</translation>
    </message>
    <message>
        <source>Draw by repeating the position.</source>
        <translation>Consiga tablas repitiendo la posición.</translation>
    </message>
    <message>
        <source>Go from 1 to 6 and back, twice.</source>
        <translation>Vaya de 1 a 6 y vuelva, dos veces.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step changes the position for good: nothing repeats.</source>
        <translation>Es legal, pero el paso de un peón cambia la posición para siempre: nada se repite.</translation>
    </message>
    <message>
        <source>Safe for the turn</source>
        <translation>A salvo durante el turno</translation>
    </message>
    <message>
        <source>A checker saved by Cure Critical Wounds is safe for the rest of that turn. The king that jumped it lands beyond, but it may not turn round and jump the same checker again.</source>
        <translation>Una ficha salvada por Curar heridas críticas está a salvo el resto de ese turno. La dama que la saltó cae detrás, pero no puede dar la vuelta y saltar otra vez la misma ficha.</translation>
    </message>
    <message>
        <source>Move your man on 1, then save your checker on 22 from White&apos;s king.</source>
        <translation>Mueva su peón de 1 y después salve su ficha de 22 de la dama de Blanco.</translation>
    </message>
    <message>
        <source>Step from 1 to 6. When the king jumps 22, cast Cure Critical Wounds: the king then stops on 17.</source>
        <translation>Avance de 1 a 6. Cuando la dama salte 22, lance Curar heridas críticas: la dama se detiene entonces en 17.</translation>
    </message>
    <message>
        <source>Legal, but then the king takes your checker on 22.</source>
        <translation>Es legal, pero entonces la dama captura su ficha de 22.</translation>
    </message>
</context>
</TS>
