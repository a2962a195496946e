<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The bag and the racks</source>
        <translation>La bolsa y los sombrereros</translation>
    </message>
    <message>
        <source>A hat for a capture</source>
        <translation>Un sombrero por captura</translation>
    </message>
    <message>
        <source>Every time you capture a piece, one hat comes out of the Bag of Hats at random and goes into your Hat Rack. At the end of the game, the hats in your rack are your score.</source>
        <translation>Cada vez que captura una pieza, sale al azar un sombrero de la bolsa de sombreros y va a su sombrerero. Al final de la partida, los sombreros de su sombrerero son su puntuación.</translation>
    </message>
    <message>
        <source>Capture the white man and collect a hat.</source>
        <translation>Capture el peón blanco y consiga un sombrero.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, then watch your rack.</source>
        <translation>Salte desde 14 sobre 18 y luego mire su sombrerero.</translation>
    </message>
    <message>
        <source>Lose one, hat one</source>
        <translation>Pierde una, ponga un sombrero</translation>
    </message>
    <message>
        <source>When White takes your man, put the red hat on the man on 15.</source>
        <translation>Cuando Blanco capture su peón, ponga el sombrero rojo en el peón de 15.</translation>
    </message>
    <message>
        <source>First make the only capture. When White has jumped, choose the man on 15 for your red hat.</source>
        <translation>Haga primero la única captura posible. Cuando Blanco haya saltado, elija el peón de 15 para su sombrero rojo.</translation>
    </message>
    <message>
        <source>Legal, but the man on 11 is not next to the jumper on 18, so its red hat could not reach it.</source>
        <translation>Permitido, pero el peón de 11 no está junto al saltador de 18, así que su sombrero rojo no podría alcanzarlo.</translation>
    </message>
    <message>
        <source>Legal, but then the red hat stays in your rack and the jumper on 18 goes unpunished.</source>
        <translation>Permitido, pero entonces el sombrero rojo se queda en su sombrerero y el saltador de 18 queda impune.</translation>
    </message>
    <message>
        <source>Hats go with the piece</source>
        <translation>Los sombreros se van con la pieza</translation>
    </message>
    <message>
        <source>Capture the man in the red hat.</source>
        <translation>Capture el peón del sombrero rojo.</translation>
    </message>
    <message>
        <source>The man on 14 can jump the red hat.</source>
        <translation>El peón de 14 puede saltar el sombrero rojo.</translation>
    </message>
    <message>
        <source>The six hats</source>
        <translation>Los seis sombreros</translation>
    </message>
    <message>
        <source>Red: Zotting</source>
        <translation>Rojo: Fulminación</translation>
    </message>
    <message>
        <source>A piece in a red hat never jumps. Instead it may spend its whole turn on a zot: it removes an enemy from a square diagonally next to it and stays where it is. The red hat is then used up.</source>
        <translation>Una pieza con sombrero rojo nunca salta. En su lugar puede dedicar todo su turno a fulminar: retira a un enemigo de una casilla vecina en diagonal y se queda donde está. Después el sombrero rojo se gasta.</translation>
    </message>
    <message>
        <source>Zot the white man on 18.</source>
        <translation>Fulmine el peón blanco de 18.</translation>
    </message>
    <message>
        <source>Drag the red-hatted man onto the man next to it.</source>
        <translation>Arrastre el peón del sombrero rojo sobre el peón vecino.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot capture by jumping; it zots instead.</source>
        <translation>Una pieza con sombrero rojo no puede capturar saltando; en su lugar fulmina.</translation>
    </message>
    <message>
        <source>Zot in any direction</source>
        <translation>Fulminar en cualquier dirección</translation>
    </message>
    <message>
        <source>A zot reaches all four diagonal neighbours, backwards too, even for a man, and it removes a king as easily as a man.</source>
        <translation>La fulminación alcanza a los cuatro vecinos en diagonal, también hacia atrás, incluso para un peón, y retira una dama tan fácilmente como un peón.</translation>
    </message>
    <message>
        <source>Zot the white king behind you.</source>
        <translation>Fulmine la dama blanca que tiene detrás.</translation>
    </message>
    <message>
        <source>The king on 10 is diagonally behind your man. A zot can reach it.</source>
        <translation>La dama de 10 está en diagonal detrás de su peón. La fulminación puede alcanzarla.</translation>
    </message>
    <message>
        <source>Legal, but the king on 10 is the bigger danger: it moves and jumps both ways. Zot the king.</source>
        <translation>Permitido, pero la dama de 10 es el mayor peligro: se mueve y salta en ambos sentidos. Fulmine la dama.</translation>
    </message>
    <message>
        <source>Yellow: Nimbleness</source>
        <translation>Amarillo: Agilidad</translation>
    </message>
    <message>
        <source>A piece in a yellow hat may also hop over its own pieces, which stay where they are. A man still hops forward only. If such hops lead to a capture, that capture must be made.</source>
        <translation>Una pieza con sombrero amarillo también puede saltar sobre sus propias piezas, que se quedan donde están. Un peón sigue saltando solo hacia delante. Si esos saltos llevan a una captura, hay que hacerla.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Capture el peón blanco de 19.</translation>
    </message>
    <message>
        <source>Hop over your own man on 10 first, then jump.</source>
        <translation>Salte primero sobre su propio peón de 10 y luego capture.</translation>
    </message>
    <message>
        <source>Hops alone</source>
        <translation>Solo saltos propios</translation>
    </message>
    <message>
        <source>A move may be nothing but hops over your own pieces. The yellow-hatted man on 13 can cross the board in one move this way.</source>
        <translation>Una jugada puede consistir solo en saltos sobre sus propias piezas. Así, el peón del sombrero amarillo de 13 puede cruzar el tablero en una sola jugada.</translation>
    </message>
    <message>
        <source>Crown the man in the yellow hat.</source>
        <translation>Corone el peón del sombrero amarillo.</translation>
    </message>
    <message>
        <source>Hop over 17, then over 26.</source>
        <translation>Salte sobre 17 y luego sobre 26.</translation>
    </message>
    <message>
        <source>Legal, but that crowns the plain man from 26. The goal is to crown the man in the yellow hat.</source>
        <translation>Permitido, pero así corona el peón sin sombrero de 26. El objetivo es coronar el peón del sombrero amarillo.</translation>
    </message>
    <message>
        <source>Green: Venom</source>
        <translation>Verde: Veneno</translation>
    </message>
    <message>
        <source>Whoever captures a piece in a green hat is poisoned: it finishes its move and then leaves the board, a capture like any other. White must capture when it can, so a Venom piece makes good bait.</source>
        <translation>Quien captura una pieza con sombrero verde queda envenenado: termina su jugada y luego sale del tablero, una captura como cualquier otra. Blanco debe capturar cuando puede, así que una pieza con Veneno es un buen cebo.</translation>
    </message>
    <message>
        <source>Offer your Venom man so that White&apos;s man dies of poison.</source>
        <translation>Ofrezca su peón con Veneno para que el peón blanco muera envenenado.</translation>
    </message>
    <message>
        <source>Step next to the white man on 22, where it has to jump you.</source>
        <translation>Avance junto al peón blanco de 22, donde tiene que saltarle.</translation>
    </message>
    <message>
        <source>Legal, but there White does not have to take the bait.</source>
        <translation>Permitido, pero ahí Blanco no tiene por qué morder el cebo.</translation>
    </message>
    <message>
        <source>Blue: Warding</source>
        <translation>Azul: Protección</translation>
    </message>
    <message>
        <source>A capture aimed at a piece in a blue hat takes only the hat: the piece stays. A jumper still lands beyond it and may go on jumping, as if it had captured.</source>
        <translation>Una captura contra una pieza con sombrero azul solo se lleva el sombrero: la pieza se queda. Un saltador aterriza igualmente detrás de ella y puede seguir saltando, como si hubiera capturado.</translation>
    </message>
    <message>
        <source>Capture the white man on 27.</source>
        <translation>Capture el peón blanco de 27.</translation>
    </message>
    <message>
        <source>Jump the blue-hatted man on 18 anyway: you land on 23 and can jump again.</source>
        <translation>Salte de todos modos el peón del sombrero azul de 18: aterriza en 23 y puede volver a saltar.</translation>
    </message>
    <message>
        <source>Legal, but that only takes the man on 16. Jumping the blue hat would have carried you on to 27.</source>
        <translation>Permitido, pero así solo captura el peón de 16. Saltar el sombrero azul le habría llevado hasta 27.</translation>
    </message>
    <message>
        <source>Warding cures poison</source>
        <translation>La Protección cura el veneno</translation>
    </message>
    <message>
        <source>A blue hat also saves a poisoned piece: at the end of the turn the blue hat goes instead of the piece. Two of your men can take the Venom piece on 18; only one of them wears blue.</source>
        <translation>Un sombrero azul también salva a una pieza envenenada: al final del turno se va el sombrero azul en lugar de la pieza. Dos de sus peones pueden capturar la pieza con Veneno de 18; solo uno de ellos lleva azul.</translation>
    </message>
    <message>
        <source>Capture the man in the green hat and keep all your men.</source>
        <translation>Capture el peón del sombrero verde y conserve todos sus peones.</translation>
    </message>
    <message>
        <source>Let the man in the blue hat do it.</source>
        <translation>Deje que lo haga el peón del sombrero azul.</translation>
    </message>
    <message>
        <source>Legal, but the man on 15 has no blue hat: the poison takes it at the end of your turn.</source>
        <translation>Permitido, pero el peón de 15 no tiene sombrero azul: el veneno se lo lleva al final de su turno.</translation>
    </message>
    <message>
        <source>Clear: Strength</source>
        <translation>Transparente: Fuerza</translation>
    </message>
    <message>
        <source>Capture the white man on 18 with Strength.</source>
        <translation>Capture el peón blanco de 18 con Fuerza.</translation>
    </message>
    <message>
        <source>Move the clear-hatted man straight onto the white man.</source>
        <translation>Lleve el peón del sombrero transparente directamente sobre el peón blanco.</translation>
    </message>
    <message>
        <source>A piece in a clear hat cannot jump; it steps onto the enemy instead.</source>
        <translation>Una pieza con sombrero transparente no puede saltar; en su lugar avanza sobre el enemigo.</translation>
    </message>
    <message>
        <source>Crowned with its hat</source>
        <translation>Coronado con su sombrero</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned, as in checkers, and keeps every hat it wears. Crowning ends the move.</source>
        <translation>Un peón que llega a la última fila se corona, como en las damas, y conserva todos los sombreros que lleva. Coronar termina la jugada.</translation>
    </message>
    <message>
        <source>Capture the man on 30 and become a king in a clear hat.</source>
        <translation>Capture el peón de 30 y conviértase en una dama con sombrero transparente.</translation>
    </message>
    <message>
        <source>Step onto the white man on the far row.</source>
        <translation>Avance sobre el peón blanco de la última fila.</translation>
    </message>
    <message>
        <source>Purple: Valor</source>
        <translation>Morado: Valor</translation>
    </message>
    <message>
        <source>A piece in a purple hat never jumps straight. It hops over a neighbouring enemy and lands beside it, turned a right angle. A man always lands two rows straight ahead of where it started.</source>
        <translation>Una pieza con sombrero morado nunca salta en línea recta. Salta sobre un enemigo vecino y aterriza junto a él, girando en ángulo recto. Un peón siempre aterriza dos filas recto delante de donde empezó.</translation>
    </message>
    <message>
        <source>Capture the white man on 15.</source>
        <translation>Capture el peón blanco de 15.</translation>
    </message>
    <message>
        <source>A piece in a purple hat cannot jump straight; a man lands two rows straight ahead, on 18.</source>
        <translation>Una pieza con sombrero morado no puede saltar en línea recta; un peón aterriza dos filas recto delante, en 18.</translation>
    </message>
    <message>
        <source>A king turns either way</source>
        <translation>Una dama gira a ambos lados</translation>
    </message>
    <message>
        <source>A king in a purple hat may turn to either side when it jumps, and a chain goes on as usual. Choose the turn that leads to a second jump.</source>
        <translation>Una dama con sombrero morado puede girar a cualquier lado al saltar, y una captura múltiple sigue como siempre. Elija el giro que lleva a un segundo salto.</translation>
    </message>
    <message>
        <source>Capture both men on 21 and 22.</source>
        <translation>Capture los dos peones de 21 y 22.</translation>
    </message>
    <message>
        <source>Jump over 22 and land on 17: from there you can jump 21.</source>
        <translation>Salte sobre 22 y aterrice en 17: desde allí puede saltar 21.</translation>
    </message>
    <message>
        <source>Legal, but from 26 there is nothing more to jump. Turning toward 17 would have let you take 21 as well.</source>
        <translation>Permitido, pero desde 26 no queda nada que saltar. Girar hacia 17 le habría permitido capturar también 21.</translation>
    </message>
    <message>
        <source>Captures and timing</source>
        <translation>Capturas y el momento justo</translation>
    </message>
    <message>
        <source>Captures come first</source>
        <translation>Primero capturar</translation>
    </message>
    <message>
        <source>As in checkers, when you can capture you must. That counts every kind of capture: a jump, a zot or a Strength capture. Here your clear-hatted man can step onto an enemy, so that comes before anything else.</source>
        <translation>Como en las damas, cuando puede capturar, debe hacerlo. Eso vale para cualquier tipo de captura: un salto, una fulminación o una captura de Fuerza. Aquí su peón del sombrero transparente puede avanzar sobre un enemigo, así que eso va antes que todo lo demás.</translation>
    </message>
    <message>
        <source>Crown the man on 27.</source>
        <translation>Corone el peón de 27.</translation>
    </message>
    <message>
        <source>Take the man on 18 with Strength first. Crown next turn.</source>
        <translation>Capture primero el peón de 18 con Fuerza. Corone en el turno siguiente.</translation>
    </message>
    <message>
        <source>Ward in time</source>
        <translation>Proteger a tiempo</translation>
    </message>
    <message>
        <source>You may place a hat even in the middle of White&apos;s multiple jump, before the jumper goes on. Your capture draws a blue hat. When White has jumped your first man, put the blue hat on the man it will jump next.</source>
        <translation>Puede poner un sombrero incluso en mitad de una captura múltiple de Blanco, antes de que el saltador continúe. Su captura saca un sombrero azul. Cuando Blanco haya saltado su primer peón, ponga el sombrero azul en el peón que va a saltar después.</translation>
    </message>
    <message>
        <source>Save the man on 17 from White&apos;s double jump.</source>
        <translation>Salve el peón de 17 de la captura doble de Blanco.</translation>
    </message>
    <message>
        <source>After the first jump the white man stands on 22, next to your man on 17.</source>
        <translation>Tras el primer salto, el peón blanco está en 22, junto a su peón de 17.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in danger. The jumper goes over 17 next.</source>
        <translation>Permitido, pero el peón de 1 no está en peligro. El saltador pasa después sobre 17.</translation>
    </message>
    <message>
        <source>Legal, but then White jumps the man on 17 too.</source>
        <translation>Permitido, pero entonces Blanco salta también el peón de 17.</translation>
    </message>
    <message>
        <source>Venom in time</source>
        <translation>Envenenar a tiempo</translation>
    </message>
    <message>
        <source>The same moment works for Venom: put a green hat on the man about to be jumped, and the jumper is poisoned by its own capture.</source>
        <translation>El mismo momento sirve para el Veneno: ponga un sombrero verde en el peón que está a punto de ser saltado, y el saltador se envenena con su propia captura.</translation>
    </message>
    <message>
        <source>Make White&apos;s jumper pay with its life.</source>
        <translation>Haga que el saltador de Blanco lo pague con su vida.</translation>
    </message>
    <message>
        <source>After its first jump the white man stands on 19; your man on 16 is next in line.</source>
        <translation>Tras su primer salto, el peón blanco está en 19; su peón de 16 es el siguiente.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in the jumper&apos;s path. Poison the man on 16.</source>
        <translation>Permitido, pero el peón de 1 no está en el camino del saltador. Envenene el peón de 16.</translation>
    </message>
    <message>
        <source>Legal, but then White takes the man on 16 for free.</source>
        <translation>Permitido, pero entonces Blanco captura el peón de 16 gratis.</translation>
    </message>
    <message>
        <source>Stacks and scoring</source>
        <translation>Montones de sombreros y puntuación</translation>
    </message>
    <message>
        <source>Wearing Many Hats</source>
        <translation>Varios sombreros a la vez</translation>
    </message>
    <message>
        <source>With Wearing Many Hats, a piece may wear several hats, but a hat may go on top of another only while all your pieces wear the same number. Once your bare man on 14 is gone, both your men wear one hat each, so the blue hat may go on top.</source>
        <translation>Con Varios sombreros a la vez, una pieza puede llevar varios sombreros, pero un sombrero solo puede ir encima de otro mientras todas sus piezas lleven el mismo número. Una vez que su peón sin sombrero de 14 ha caído, sus dos peones llevan un sombrero cada uno, así que el sombrero azul puede ir encima.</translation>
    </message>
    <message>
        <source>Put the blue hat on the yellow-hatted man on 15.</source>
        <translation>Ponga el sombrero azul en el peón del sombrero amarillo de 15.</translation>
    </message>
    <message>
        <source>After White&apos;s first jump, the man on 15 is next in line.</source>
        <translation>Tras el primer salto de Blanco, el peón de 15 es el siguiente.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is safe. The jumper is heading for 15.</source>
        <translation>Permitido, pero el peón de 1 está a salvo. El saltador va a por 15.</translation>
    </message>
    <message>
        <source>Most hats wins</source>
        <translation>Gana quien tiene más sombreros</translation>
    </message>
    <message>
        <source>The game ends when a player has no pieces or cannot move. Then the player with more hats in the rack wins, whoever has pieces left. You have 3 hats, White has 1.</source>
        <translation>La partida termina cuando un jugador se queda sin piezas o no puede mover. Entonces gana quien tenga más sombreros en el sombrerero, le queden piezas a quien le queden. Usted tiene 3 sombreros y Blanco 1.</translation>
    </message>
    <message>
        <source>Win the game, even with your last man gone.</source>
        <translation>Gane la partida, aunque pierda su último peón.</translation>
    </message>
    <message>
        <source>Let White take your last man: White will have 2 hats, you still 3.</source>
        <translation>Deje que Blanco capture su último peón: Blanco tendrá 2 sombreros y usted seguirá con 3.</translation>
    </message>
    <message>
        <source>Legal, but then the game goes on, and every capture White makes brings it another hat.</source>
        <translation>Permitido, pero entonces la partida sigue, y cada captura de Blanco le da otro sombrero.</translation>
    </message>
    <message>
        <source>Kings break ties</source>
        <translation>Las damas deshacen el empate</translation>
    </message>
    <message>
        <source>Block White&apos;s last move and win on kings.</source>
        <translation>Bloquee la última jugada de Blanco y gane por damas.</translation>
    </message>
    <message>
        <source>Your king can take the only square White can still reach.</source>
        <translation>Su dama puede ocupar la única casilla a la que Blanco aún puede llegar.</translation>
    </message>
    <message>
        <source>Legal, but now 2 is empty and White jumps your man on 6.</source>
        <translation>Permitido, pero ahora 2 está vacía y Blanco salta su peón de 6.</translation>
    </message>
    <message>
        <source>Legal, but that frees 1 for the white man on 5.</source>
        <translation>Permitido, pero eso deja libre 1 para el peón blanco de 5.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Second-Hand Hats</source>
        <translation>Sombreros de segunda mano</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, the hats of a piece you capture go into your rack, on top of the hat you draw. Green hats are the exception: they still leave the game, and their poison still works.</source>
        <translation>Con Sombreros de segunda mano, los sombreros de una pieza que captura pasan a su sombrerero, además del sombrero que saca. Los sombreros verdes son la excepción: siguen saliendo del juego, y su veneno sigue actuando.</translation>
    </message>
    <message>
        <source>Capture a hatted man and collect two hats.</source>
        <translation>Capture un peón con sombrero y consiga dos sombreros.</translation>
    </message>
    <message>
        <source>Go for the purple hat.</source>
        <translation>Vaya a por el sombrero morado.</translation>
    </message>
    <message>
        <source>Legal, but the green hat leaves the game, and the man that took it is poisoned.</source>
        <translation>Permitido, pero el sombrero verde sale del juego, y el peón que lo capturó queda envenenado.</translation>
    </message>
    <message>
        <source>Playing for Blood</source>
        <translation>A muerte</translation>
    </message>
    <message>
        <source>Playing for Blood, the player with more pieces on the board wins; hats only break ties. White has 3 hats and you have none, but White has a single man left.</source>
        <translation>Jugando a muerte, gana quien tenga más piezas en el tablero; los sombreros solo deshacen empates. Blanco tiene 3 sombreros y usted ninguno, pero a Blanco solo le queda un peón.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gane la partida.</translation>
    </message>
    <message>
        <source>Offer the man on 14 so that White&apos;s jump lands next to your man on 11.</source>
        <translation>Ofrezca el peón de 14 para que el salto de Blanco aterrice junto a su peón de 11.</translation>
    </message>
    <message>
        <source>Legal, but White takes it and lands on the edge, where you cannot jump back.</source>
        <translation>Permitido, pero Blanco lo captura y aterriza en el borde, donde usted no puede recapturar.</translation>
    </message>
    <message>
        <source>Combo: two men back</source>
        <translation>Combo: vuelven dos peones</translation>
    </message>
    <message>
        <source>With the Triple Hat Combo Bonus you may, instead of moving, give three hats of three different colours back to the box and bring two of your lost pieces back as men on empty squares of your home row.</source>
        <translation>Con el Combo de tres sombreros puede, en lugar de mover, devolver a la caja tres sombreros de tres colores distintos y volver a poner dos de sus piezas perdidas, como peones, en casillas vacías de su primera fila.</translation>
    </message>
    <message>
        <source>Bring two men back into play.</source>
        <translation>Devuelva dos peones al juego.</translation>
    </message>
    <message>
        <source>Use the red, yellow and green hats of your rack.</source>
        <translation>Use los sombreros rojo, amarillo y verde de su sombrerero.</translation>
    </message>
    <message>
        <source>Legal, but a step brings no one back. Spend your three colours instead.</source>
        <translation>Permitido, pero un paso no devuelve a nadie. Gaste mejor sus tres colores.</translation>
    </message>
    <message>
        <source>Combo: take two hats</source>
        <translation>Combo: tomar dos sombreros</translation>
    </message>
    <message>
        <source>Three hats of one colour buy something else: any two hats out of your opponent&apos;s rack. The bonus replaces your move, and it is never allowed while a capture is available.</source>
        <translation>Tres sombreros de un mismo color compran otra cosa: dos sombreros cualesquiera del sombrerero rival. El combo sustituye a su jugada, y nunca se permite mientras haya una captura posible.</translation>
    </message>
    <message>
        <source>Take two hats from White&apos;s rack.</source>
        <translation>Tome dos sombreros del sombrerero de Blanco.</translation>
    </message>
    <message>
        <source>Give back your three blue hats.</source>
        <translation>Devuelva sus tres sombreros azules.</translation>
    </message>
    <message>
        <source>Legal, but a step leaves White&apos;s rack as it was.</source>
        <translation>Permitido, pero un paso deja el sombrerero de Blanco como estaba.</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>Selecciones de sombreros</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation>Selección mixta de sombreros</translation>
    </message>
    <message>
        <source>In a Mixed Hat Draft the players first take turns choosing hats from all thirty, White first, until each has 12. Those 24 go into the bag and the other six leave the game. Here nobody chose the red hats, so no capture can bring one.</source>
        <translation>En una selección mixta de sombreros, los jugadores eligen primero por turnos sombreros entre los treinta, empezando Blanco, hasta tener 12 cada uno. Esos 24 van a la bolsa y los otros seis salen del juego. Aquí nadie eligió los sombreros rojos, así que ninguna captura puede darle uno.</translation>
    </message>
    <message>
        <source>Capture and draw a hat from the drafted bag.</source>
        <translation>Capture y saque un sombrero de la bolsa seleccionada.</translation>
    </message>
    <message>
        <source>Jump the man on 18.</source>
        <translation>Salte el peón de 18.</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation>Selección propia de sombreros</translation>
    </message>
    <message>
        <source>In a Select Hat Draft, each player&apos;s twelve picks form their own pool, and each time you capture you choose a hat from your pool. White&apos;s answer to your capture will be a double jump over your men.</source>
        <translation>En una selección propia de sombreros, los doce sombreros elegidos por cada jugador forman su propia reserva, y cada vez que captura elige un sombrero de su reserva. Blanco responderá a su captura con una captura doble sobre sus peones.</translation>
    </message>
    <message>
        <source>Capture, take the hat that can save your man on 17, then save it from White&apos;s double jump.</source>
        <translation>Capture, tome el sombrero que puede salvar su peón de 17 y luego sálvelo de la captura doble de Blanco.</translation>
    </message>
    <message>
        <source>A blue hat, put on the man on 17 during White&apos;s jump, would save it.</source>
        <translation>Un sombrero azul, puesto en el peón de 17 durante el salto de Blanco, lo salvaría.</translation>
    </message>
    <message>
        <source>Legal, but a red hat cannot save the man on 17. Blue can.</source>
        <translation>Permitido, pero un sombrero rojo no puede salvar el peón de 17. Uno azul sí.</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation>Selección contraria de sombreros</translation>
    </message>
    <message>
        <source>In a Contrary Select Hat Draft, the hat a capture earns comes from the capturer&apos;s pool, but the opponent chooses which. White already has two blue hats, and the Triple Hat Combo Bonus is on.</source>
        <translation>En una selección contraria de sombreros, el sombrero que gana una captura sale de la reserva de quien captura, pero es el rival quien elige cuál. Blanco ya tiene dos sombreros azules, y el Combo de tres sombreros está activado.</translation>
    </message>
    <message>
        <source>When White captures, give White the hat that helps it least.</source>
        <translation>Cuando Blanco capture, dele a Blanco el sombrero que menos le ayude.</translation>
    </message>
    <message>
        <source>A third blue hat would let White trade three blues for two of your hats.</source>
        <translation>Un tercer sombrero azul permitiría a Blanco cambiar tres azules por dos de sus sombreros.</translation>
    </message>
    <message>
        <source>Legal, but with three blue hats White can use the combo to take two hats out of your rack.</source>
        <translation>Permitido, pero con tres sombreros azules Blanco puede usar el combo para tomar dos sombreros de su sombrerero.</translation>
    </message>
    <message>
        <source>When you lose a piece, you may at once take a hat from your rack and put it on one of your pieces that wears none. Your capture here draws a red hat; when White jumps back, put it on the man on 15, next to the jumper: a red hat lets a piece remove an enemy beside it.</source>
        <translation>Cuando pierde una pieza, puede tomar en el acto un sombrero de su sombrerero y ponerlo en una de sus piezas que no lleve ninguno. Aquí su captura saca un sombrero rojo; cuando Blanco recaptura, póngalo en el peón de 15, junto al saltador: un sombrero rojo permite a una pieza retirar a un enemigo vecino.</translation>
    </message>
    <message>
        <source>A piece that is captured takes the hats it wears out of the game. The white man on 18 wears a red hat and could remove your man on 14 next turn. Both of your men can capture: choose well.</source>
        <translation>Una pieza capturada se lleva fuera del juego los sombreros que lleva. El peón blanco de 18 lleva un sombrero rojo y podría retirar su peón de 14 en el próximo turno. Sus dos peones pueden capturar: elija bien.</translation>
    </message>
    <message>
        <source>Legal, but the man in the red hat is still there, and next turn it can remove one of your men.</source>
        <translation>Permitido, pero el peón del sombrero rojo sigue ahí y en el próximo turno puede retirar uno de sus peones.</translation>
    </message>
    <message>
        <source>When the hats in the racks are level, more kings wins; if those are level too, more pieces; otherwise it is a draw. White&apos;s only move left is the man on 9 stepping to 6.</source>
        <translation>Cuando los sombreros de los sombrereros están empatados, gana quien tenga más damas; si también empatan, más piezas; si no, es tablas. La única jugada que le queda a Blanco es el peón de 9 avanzando a 6.</translation>
    </message>
    <message>
        <source>An empty bag</source>
        <translation>Una bolsa vacía</translation>
    </message>
    <message>
        <source>Late in a game the bag can run out. Then a capture still takes the piece, but nobody draws a hat. Here every hat is already in a rack or out of the game.</source>
        <translation>Al final de una partida la bolsa puede vaciarse. Entonces una captura sigue retirando la pieza, pero nadie saca sombrero. Aquí todos los sombreros están ya en un sombrerero o fuera del juego.</translation>
    </message>
    <message>
        <source>Capture the white man on 18.</source>
        <translation>Capture el peón blanco de 18.</translation>
    </message>
    <message>
        <source>The jump is the same as ever: from 14 over 18.</source>
        <translation>El salto es el de siempre: desde 14 sobre 18.</translation>
    </message>
    <message>
        <source>A piece in a clear hat does not jump. It captures by stepping onto an enemy, in a direction it could step: forward only, for a man. The enemy is removed, and the move ends there.</source>
        <translation>Una pieza con sombrero transparente no salta. Captura avanzando sobre un enemigo, en una dirección en la que podría avanzar: solo hacia delante, si es un peón. El enemigo se retira, y la jugada termina ahí.</translation>
    </message>
    <message>
        <source>Never the same square twice</source>
        <translation>Nunca dos veces la misma casilla</translation>
    </message>
    <message>
        <source>A nimble piece never comes down twice on the same square in one move. The square it set out from is the only exception: it may land there once. So choose your way round with care.</source>
        <translation>Una pieza ágil nunca cae dos veces en la misma casilla en una jugada. La única excepción es la casilla de la que salió: puede aterrizar allí una vez. Así que elija bien por dónde da la vuelta.</translation>
    </message>
    <message>
        <source>Capture two white men in one move.</source>
        <translation>Capture dos peones blancos en una sola jugada.</translation>
    </message>
    <message>
        <source>Legal, but going round this way, the jump over 15 would bring your king down on 10 a second time, and that is not allowed: you take only one man.</source>
        <translation>Permitido, pero dando la vuelta en este sentido, el salto sobre 15 haría caer a su dama en 10 por segunda vez, y eso no se permite: solo captura un peón.</translation>
    </message>
    <message>
        <source>Legal, but that takes only the man on 7, and from 3 your king can go no further.</source>
        <translation>Permitido, pero así solo captura el peón de 7, y desde 3 su dama no puede seguir.</translation>
    </message>
    <message>
        <source>A zot on a blue hat</source>
        <translation>Fulminar un sombrero azul</translation>
    </message>
    <message>
        <source>A zot aimed at a piece in a blue hat only knocks the blue hat off: the piece stays, and your red hat is used up all the same. Zot a piece with no blue hat instead.</source>
        <translation>Una fulminación contra una pieza con sombrero azul solo le quita el sombrero azul: la pieza se queda, y su sombrero rojo se gasta igualmente. Fulmine mejor una pieza sin sombrero azul.</translation>
    </message>
    <message>
        <source>Zot a white man and keep your own man safe.</source>
        <translation>Fulmine un peón blanco y mantenga su propio peón a salvo.</translation>
    </message>
    <message>
        <source>The man on 17 wears no hat, and it is the one that could jump you.</source>
        <translation>El peón de 17 no lleva sombrero, y es el que podría saltarle.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat soaks up the zot, your red hat is gone too, and the man on 17 jumps you.</source>
        <translation>Permitido, pero el sombrero azul absorbe la fulminación, su sombrero rojo también se pierde, y el peón de 17 le salta.</translation>
    </message>
    <message>
        <source>Strength on a blue hat</source>
        <translation>Fuerza contra un sombrero azul</translation>
    </message>
    <message>
        <source>Strength fares no better against a blue hat: the blue hat goes, but the piece stays, and your man stays on its own square.</source>
        <translation>La Fuerza no tiene más suerte contra un sombrero azul: el sombrero azul se va, pero la pieza se queda, y su peón se queda en su propia casilla.</translation>
    </message>
    <message>
        <source>Capture a white man with Strength and keep your man safe.</source>
        <translation>Capture un peón blanco con Fuerza y mantenga su peón a salvo.</translation>
    </message>
    <message>
        <source>Step onto the man with no hat.</source>
        <translation>Avance sobre el peón sin sombrero.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat only loses its hat, your man does not move, and the man on 17 jumps it.</source>
        <translation>Permitido, pero la pieza del sombrero azul solo pierde su sombrero, su peón no se mueve, y el peón de 17 lo salta.</translation>
    </message>
    <message>
        <source>One hat says no</source>
        <translation>Un sombrero dice no</translation>
    </message>
    <message>
        <source>When a piece wears several hats, their powers add up, but a red or a clear hat stops it from jumping whatever else it wears. This man wears purple and red: no bent jump for it, but it can zot.</source>
        <translation>Cuando una pieza lleva varios sombreros, sus poderes se suman, pero un sombrero rojo o transparente le impide saltar, lleve lo que lleve además. Este peón lleva morado y rojo: nada de salto con giro, pero puede fulminar.</translation>
    </message>
    <message>
        <source>Remove the white man on 15.</source>
        <translation>Retire el peón blanco de 15.</translation>
    </message>
    <message>
        <source>The red hat gives you a zot; the purple hat cannot help while red is on.</source>
        <translation>El sombrero rojo le da la fulminación; el morado no sirve mientras lleve el rojo.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot jump, even with a purple hat as well. Zot instead.</source>
        <translation>Una pieza con sombrero rojo no puede saltar, aunque lleve también un sombrero morado. Fulmine en su lugar.</translation>
    </message>
    <message>
        <source>Bent hops</source>
        <translation>Saltos con giro</translation>
    </message>
    <message>
        <source>A purple hat bends every jump of its piece, even a hop over a friend with a yellow hat. This man wears yellow and purple: its hop over your man on 10 turns and lands on 14, from where a bent jump takes the man on 18.</source>
        <translation>Un sombrero morado hace girar cada salto de su pieza, incluso un salto sobre una pieza propia gracias al sombrero amarillo. Este peón lleva amarillo y morado: su salto sobre su peón de 10 gira y aterriza en 14, y desde allí un salto con giro captura el peón de 18.</translation>
    </message>
    <message>
        <source>Hop over 10 and land straight ahead on 14; then jump over 18 the same way.</source>
        <translation>Salte sobre 10 y aterrice recto delante, en 14; luego salte igual sobre 18.</translation>
    </message>
    <message>
        <source>With a purple hat even a hop over a friend is bent: from 6 over 10 the man lands on 14.</source>
        <translation>Con sombrero morado incluso un salto sobre una pieza propia gira: desde 6 sobre 10, el peón aterriza en 14.</translation>
    </message>
    <message>
        <source>Repetition with hats</source>
        <translation>Repetición con sombreros</translation>
    </message>
    <message>
        <source>The game also ends when the same position comes up a third time with the same player to move, and after 40 moves each with no capture and no man moving. Then the score decides as always. You have two hats in your rack and White one, so ending the game now is a win.</source>
        <translation>La partida también termina cuando la misma posición aparece por tercera vez con el mismo jugador al turno, y tras 40 jugadas de cada uno sin captura ni movimiento de peón. Entonces decide la puntuación como siempre. Usted tiene dos sombreros en su sombrerero y Blanco uno, así que terminar la partida ahora es ganar.</translation>
    </message>
    <message>
        <source>Win by repeating the position.</source>
        <translation>Gane repitiendo la posición.</translation>
    </message>
    <message>
        <source>Move your king from 4 to 8 and back, twice; White shuffles too.</source>
        <translation>Mueva su dama de 4 a 8 y de vuelta, dos veces; Blanco también va y viene.</translation>
    </message>
    <message>
        <source>Poison pays too</source>
        <translation>El veneno también paga</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, a piece that dies of poison counts as captured by the owner of the Venom piece. So its hats, green ones excepted, go into your rack.</source>
        <translation>Con Sombreros de segunda mano, una pieza que muere envenenada cuenta como capturada por el dueño de la pieza con Veneno. Así que sus sombreros, salvo los verdes, pasan a su sombrerero.</translation>
    </message>
    <message>
        <source>Win the hat of White&apos;s man on 22.</source>
        <translation>Gane el sombrero del peón blanco de 22.</translation>
    </message>
    <message>
        <source>Step next to the man in the yellow hat, where it must jump your Venom man.</source>
        <translation>Avance junto al peón del sombrero amarillo, donde tiene que saltar su peón con Veneno.</translation>
    </message>
    <message>
        <source>Two hats to take</source>
        <translation>Dos sombreros que tomar</translation>
    </message>
    <message>
        <source>The three-of-a-kind trade is only offered while your opponent&apos;s rack holds at least two hats. White has just one, so let White capture once: its draw brings a second.</source>
        <translation>El cambio de tres sombreros iguales solo se ofrece mientras el sombrerero rival tenga al menos dos sombreros. Blanco solo tiene uno, así que deje que Blanco capture una vez: lo que saca le trae un segundo.</translation>
    </message>
    <message>
        <source>Offer the man on 15 to White&apos;s man on 22. When it is taken, keep your blue hats in the rack.</source>
        <translation>Ofrezca el peón de 15 al peón blanco de 22. Cuando lo capture, deje sus sombreros azules en el sombrerero.</translation>
    </message>
    <message>
        <source>Legal, but then only two blue hats are left in your rack, and the trade needs three of one colour.</source>
        <translation>Permitido, pero entonces solo le quedan dos sombreros azules en el sombrerero, y el cambio necesita tres de un mismo color.</translation>
    </message>
    <message>
        <source>Legal, but there White need not capture, and its rack stays at one hat.</source>
        <translation>Permitido, pero ahí Blanco no tiene que capturar, y su sombrerero se queda en un sombrero.</translation>
    </message>
    <message>
        <source>An empty pool</source>
        <translation>Una reserva vacía</translation>
    </message>
    <message>
        <source>Once your pool is empty, your captures bring you no hat at all, just like an empty bag. Here your pool has run out, while White still has two hats in its own.</source>
        <translation>Cuando su reserva está vacía, sus capturas ya no le dan ningún sombrero, igual que una bolsa vacía. Aquí su reserva se ha agotado, mientras que Blanco aún tiene dos sombreros en la suya.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, and watch your rack stay empty.</source>
        <translation>Salte desde 14 sobre 18 y vea cómo su sombrerero sigue vacío.</translation>
    </message>
    <message>
        <source>Hop over 6 to 10, then go round by 19: jump 15, hop your man on 23, jump 22.</source>
        <translation>Salte sobre 6 hasta 10 y luego dé la vuelta por 19: capture 15, salte su peón de 23, capture 22.</translation>
    </message>
    <message>
        <source>Jump over 15 and turn: you land on 18, straight ahead of 10.</source>
        <translation>Salte sobre 15 y gire: aterriza en 18, justo delante de 10.</translation>
    </message>
</context>
</TS>
