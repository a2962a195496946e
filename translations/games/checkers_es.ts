<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>How pieces move</source>
        <translation>Cómo se mueven las piezas</translation>
    </message>
    <message>
        <source>A step forward</source>
        <translation>Un paso adelante</translation>
    </message>
    <message>
        <source>Move the man on 9 to square 14.</source>
        <translation>Lleve el peón de 9 a la casilla 14.</translation>
    </message>
    <message>
        <source>Black&apos;s men move toward White&apos;s side of the board.</source>
        <translation>Los peones de Negro avanzan hacia el lado de Blanco.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 14.</source>
        <translation>Es un paso permitido, pero el objetivo es la casilla 14.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Capturas</translation>
    </message>
    <message>
        <source>Jump!</source>
        <translation>¡Salte!</translation>
    </message>
    <message>
        <source>Capture the white man.</source>
        <translation>Capture el peón blanco.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18.</source>
        <translation>Salte desde 14 sobre 18.</translation>
    </message>
    <message>
        <source>Captures are compulsory: when you can capture, you must.</source>
        <translation>Capturar es obligatorio: cuando puede capturar, debe hacerlo.</translation>
    </message>
    <message>
        <source>Pieces stand only on the dark squares. A man moves one square diagonally forward, onto an empty dark square; your men move toward White&apos;s side of the board.</source>
        <translation>Las piezas solo se colocan en las casillas oscuras. Un peón avanza una casilla en diagonal hacia delante, a una casilla oscura vacía; sus peones avanzan hacia el lado de Blanco.</translation>
    </message>
    <message>
        <source>Only forward</source>
        <translation>Solo hacia delante</translation>
    </message>
    <message>
        <source>A man never steps backward or sideways. To get somewhere it has to keep going forward, one diagonal step per turn, while your opponent moves in between.</source>
        <translation>Un peón nunca retrocede ni va de lado. Para llegar a algún sitio tiene que seguir avanzando, un paso en diagonal por turno, mientras su rival juega entre medias.</translation>
    </message>
    <message>
        <source>Bring the man on 15 to square 23.</source>
        <translation>Lleve el peón de 15 a la casilla 23.</translation>
    </message>
    <message>
        <source>Square 23 is two diagonal steps forward from 15: go through 18 or 19.</source>
        <translation>La casilla 23 está dos pasos en diagonal por delante de 15: pase por 18 o por 19.</translation>
    </message>
    <message>
        <source>A man cannot step backward: only forward, toward White&apos;s side.</source>
        <translation>Un peón no puede retroceder: solo avanza, hacia el lado de Blanco.</translation>
    </message>
    <message>
        <source>A piece captures by jumping over an enemy piece next to it onto the empty square just beyond. The captured piece leaves the board.</source>
        <translation>Una pieza captura saltando sobre una pieza enemiga vecina hasta la casilla vacía justo detrás. La pieza capturada sale del tablero.</translation>
    </message>
    <message>
        <source>Capture first</source>
        <translation>Primero capturar</translation>
    </message>
    <message>
        <source>Capturing comes before everything else. Even when a man could step onto the far row, a capture anywhere on the board has to be made first.</source>
        <translation>Capturar va antes que todo lo demás. Aunque un peón pudiera avanzar a la última fila, hay que hacer primero una captura posible en cualquier parte del tablero.</translation>
    </message>
    <message>
        <source>Make the capture you must make.</source>
        <translation>Haga la captura obligatoria.</translation>
    </message>
    <message>
        <source>Look for a white man right in front of one of your men, with an empty square behind it.</source>
        <translation>Busque un peón blanco justo delante de uno de sus peones, con una casilla vacía detrás.</translation>
    </message>
    <message>
        <source>Not now: a capture is possible, so you have to capture first.</source>
        <translation>Ahora no: hay una captura posible, así que primero debe capturar.</translation>
    </message>
    <message>
        <source>Pick a safe capture</source>
        <translation>Una captura segura</translation>
    </message>
    <message>
        <source>When you can capture in more than one way, you may choose which capture to make. Look where your man lands: can a white piece jump it straight back?</source>
        <translation>Cuando puede capturar de varias maneras, usted elige qué captura hacer. Fíjese dónde aterriza su peón: ¿puede una pieza blanca recapturarlo enseguida?</translation>
    </message>
    <message>
        <source>Capture without losing a man.</source>
        <translation>Capture sin perder ningún peón.</translation>
    </message>
    <message>
        <source>The man landing on 20 is at the edge of the board, where nothing can jump it.</source>
        <translation>El peón que aterriza en 20 queda en el borde del tablero, donde nada puede saltarlo.</translation>
    </message>
    <message>
        <source>Legal, but after it a white man can jump one of yours, and the trade is even.</source>
        <translation>Permitido, pero después un peón blanco puede capturar uno de los suyos, y el cambio queda igualado.</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>Salto doble</translation>
    </message>
    <message>
        <source>After a jump, if the same piece can jump again, it must go on: one move can take several pieces. Drop the piece on each landing square in turn, or straight on the last one.</source>
        <translation>Tras un salto, si la misma pieza puede volver a saltar, debe seguir: una jugada puede capturar varias piezas. Suelte la pieza en cada casilla de llegada por turno, o directamente en la última.</translation>
    </message>
    <message>
        <source>Take both white men in front of your man in one move.</source>
        <translation>Capture los dos peones blancos que tiene delante su peón en una sola jugada.</translation>
    </message>
    <message>
        <source>First jump over 7 onto 11, then over 15 onto 18.</source>
        <translation>Salte primero sobre 7 hasta 11 y luego sobre 15 hasta 18.</translation>
    </message>
    <message>
        <source>The bigger capture</source>
        <translation>La captura mayor</translation>
    </message>
    <message>
        <source>Nothing forces you to take the most pieces: any capture will do, even a short one. But when one path takes more, it is usually the better choice.</source>
        <translation>Nada le obliga a capturar el mayor número de piezas: cualquier captura vale, incluso una corta. Pero cuando un camino captura más, suele ser la mejor opción.</translation>
    </message>
    <message>
        <source>Capture two white men with one move.</source>
        <translation>Capture dos peones blancos en una sola jugada.</translation>
    </message>
    <message>
        <source>The jump over 15 does not stop on 19: it can go on over 24.</source>
        <translation>El salto sobre 15 no se detiene en 19: puede seguir sobre 24.</translation>
    </message>
    <message>
        <source>Legal, since you may choose the shorter capture, but the jump over 15 takes two men.</source>
        <translation>Permitido, porque puede elegir la captura más corta, pero el salto sobre 15 captura dos peones.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Coronar</translation>
    </message>
    <message>
        <source>A man that reaches the far row, the row at your opponent&apos;s edge, is crowned and becomes a king. For Black that is White&apos;s home row, squares 29 to 32.</source>
        <translation>Un peón que llega a la última fila, la del borde de su rival, se corona y se convierte en dama. Para Negro es la fila inicial de Blanco, las casillas 29 a 32.</translation>
    </message>
    <message>
        <source>Crown one of your men.</source>
        <translation>Corone uno de sus peones.</translation>
    </message>
    <message>
        <source>The man on 27 is one step from the far row.</source>
        <translation>El peón de 27 está a un paso de la última fila.</translation>
    </message>
    <message>
        <source>Legal, but that man is still two rows away from the far row.</source>
        <translation>Permitido, pero ese peón aún está a dos filas de la última fila.</translation>
    </message>
    <message>
        <source>Crowning ends the move</source>
        <translation>Coronar termina la jugada</translation>
    </message>
    <message>
        <source>A man crowned by a jump stops there, even if the new king could jump again: the move ends at once. The king can capture on your next turn.</source>
        <translation>Un peón que se corona con un salto se queda allí, aunque la nueva dama pudiera seguir saltando: la jugada termina en el acto. La dama podrá capturar en su próximo turno.</translation>
    </message>
    <message>
        <source>Crown with a jump, then take the man on 27 with your king.</source>
        <translation>Corone con un salto y luego capture el peón de 27 con su dama.</translation>
    </message>
    <message>
        <source>Jump over 26 onto 31 first. Next turn, the king jumps back over 27.</source>
        <translation>Salte primero sobre 26 hasta 31. En el turno siguiente, la dama salta hacia atrás sobre 27.</translation>
    </message>
    <message>
        <source>Kings go backward</source>
        <translation>Las damas retroceden</translation>
    </message>
    <message>
        <source>A king steps and jumps diagonally in all four directions, backward too, but only one square at a time: kings do not fly across the board.</source>
        <translation>Una dama avanza y salta en diagonal en las cuatro direcciones, también hacia atrás, pero solo una casilla cada vez: las damas no vuelan por el tablero.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Capture el peón blanco de 19.</translation>
    </message>
    <message>
        <source>Only your king can take it: a man never jumps backward.</source>
        <translation>Solo su dama puede capturarlo: un peón nunca salta hacia atrás.</translation>
    </message>
    <message>
        <source>A man never captures backward; here only the king can jump the man on 19.</source>
        <translation>Un peón nunca captura hacia atrás; aquí solo la dama puede saltar el peón de 19.</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Ida y vuelta</translation>
    </message>
    <message>
        <source>A king&apos;s multiple jump may turn in every direction, and even end on the square it started from: that square counts as empty during the jump.</source>
        <translation>La captura múltiple de una dama puede girar en cualquier dirección, e incluso terminar en su casilla de salida: esa casilla cuenta como vacía durante la captura.</translation>
    </message>
    <message>
        <source>Take the four white men around your king in one move.</source>
        <translation>Capture en una sola jugada los cuatro peones blancos que rodean a su dama.</translation>
    </message>
    <message>
        <source>Jump over 14 onto 17, then keep going round: 22, 23 and 15 in turn.</source>
        <translation>Salte sobre 14 hasta 17 y siga dando la vuelta: sobre 22, 23 y 15, uno tras otro.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Ganar y hacer tablas</translation>
    </message>
    <message>
        <source>No pieces left</source>
        <translation>Sin piezas</translation>
    </message>
    <message>
        <source>You win when your opponent has no pieces left.</source>
        <translation>Gana cuando su rival no tiene piezas.</translation>
    </message>
    <message>
        <source>Win the game with one move.</source>
        <translation>Gane la partida en una sola jugada.</translation>
    </message>
    <message>
        <source>Your king can jump backward over 23, then again over 15.</source>
        <translation>Su dama puede saltar hacia atrás sobre 23 y luego otra vez sobre 15.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqueado</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot move on their turn. A piece is stuck when the squares in front of it are taken and it has nothing to jump.</source>
        <translation>También gana cuando su rival no puede mover en su turno. Una pieza está bloqueada cuando las casillas que tiene delante están ocupadas y no tiene nada que saltar.</translation>
    </message>
    <message>
        <source>Leave White without a legal move.</source>
        <translation>Deje a Blanco sin ninguna jugada permitida.</translation>
    </message>
    <message>
        <source>The white man on 12 can only go to 8. Fill that square, and keep 3 filled so it cannot jump.</source>
        <translation>El peón blanco de 12 solo puede ir a 8. Ocupe esa casilla y mantenga 3 ocupada para que no pueda saltar.</translation>
    </message>
    <message>
        <source>Legal, but it leaves 3 empty: the white man jumps over 8, lands on 3 and is crowned.</source>
        <translation>Permitido, pero deja vacía la 3: el peón blanco salta sobre 8, aterriza en 3 y corona.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Tercera vez</translation>
    </message>
    <message>
        <source>When the same position comes up for the third time with the same player to move, the game is drawn. With one king each, nobody can win, so a draw is the fair result.</source>
        <translation>Cuando la misma posición aparece por tercera vez con el mismo jugador al turno, la partida es tablas. Con una dama por bando nadie puede ganar, así que las tablas son el resultado justo.</translation>
    </message>
    <message>
        <source>Draw by moving your king from 4 to 8 and back, twice.</source>
        <translation>Haga tablas llevando su dama de 4 a 8 y de vuelta, dos veces.</translation>
    </message>
    <message>
        <source>Keep going back and forth between 4 and 8; White does the same.</source>
        <translation>Siga yendo y viniendo entre 4 y 8; Blanco hace lo mismo.</translation>
    </message>
    <message>
        <source>Forty moves</source>
        <translation>Cuarenta jugadas</translation>
    </message>
    <message>
        <source>The game is also drawn when both players have made 40 moves each with no capture and no man moving. A capture or a man&apos;s step starts that count again, so make progress while you can.</source>
        <translation>La partida también es tablas cuando ambos jugadores han hecho 40 jugadas cada uno sin capturas ni movimientos de peón. Una captura o un paso de peón pone esa cuenta a cero, así que progrese mientras pueda.</translation>
    </message>
    <message>
        <source>Capture the white king on 18.</source>
        <translation>Capture la dama blanca de 18.</translation>
    </message>
    <message>
        <source>Either of your kings can jump over 18.</source>
        <translation>Cualquiera de sus dos damas puede saltar sobre 18.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Táctica</translation>
    </message>
    <message>
        <source>Two for one</source>
        <translation>Dos por uno</translation>
    </message>
    <message>
        <source>Because captures are compulsory, you can give away a man to pull a white piece where you want it. Here one man given buys two.</source>
        <translation>Como capturar es obligatorio, puede entregar un peón para atraer una pieza blanca adonde usted quiere. Aquí un peón entregado le da dos.</translation>
    </message>
    <message>
        <source>Give one man and take two back.</source>
        <translation>Entregue un peón y capture dos.</translation>
    </message>
    <message>
        <source>Step to 18: White must jump it, and the man on 9 then jumps twice.</source>
        <translation>Avance a 18: Blanco debe capturarlo, y luego el peón de 9 salta dos veces.</translation>
    </message>
    <message>
        <source>Legal, but White just jumps it and you get nothing back.</source>
        <translation>Permitido, pero Blanco simplemente lo captura y usted no recibe nada a cambio.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Ruptura</translation>
    </message>
    <message>
        <source>The white man on 30 guards the far row. Offer it a man: it must capture and leave its post, opening the way for your other man.</source>
        <translation>El peón blanco de 30 vigila la última fila. Ofrézcale un peón: tiene que capturar y dejar su puesto, lo que abre el camino a su otro peón.</translation>
    </message>
    <message>
        <source>Get a king within two moves.</source>
        <translation>Consiga una dama en dos jugadas como mucho.</translation>
    </message>
    <message>
        <source>Step to 26. Once the man on 30 has jumped away, 30 is free for your man on 21.</source>
        <translation>Avance a 26. En cuanto el peón de 30 se haya ido saltando, 30 queda libre para su peón de 21.</translation>
    </message>
    <message>
        <source>Legal, but White&apos;s man on 25 jumps your man on 22.</source>
        <translation>Permitido, pero el peón blanco de 25 captura su peón de 22.</translation>
    </message>
    <message>
        <source>Shot to the king row</source>
        <translation>Golpe a la fila de coronación</translation>
    </message>
    <message>
        <source>A sacrifice can set up a multiple jump that ends on the far row. Find the step that makes White capture into your jump.</source>
        <translation>Un sacrificio puede preparar una captura múltiple que termine en la última fila. Encuentre la jugada que obliga a Blanco a capturar metiéndose en su salto.</translation>
    </message>
    <message>
        <source>Give one man, then take two and crown.</source>
        <translation>Entregue un peón, luego capture dos y corone.</translation>
    </message>
    <message>
        <source>Step to 22: White must jump onto 18, right in front of your man on 14.</source>
        <translation>Avance a 22: Blanco debe saltar a 18, justo delante de su peón de 14.</translation>
    </message>
    <message>
        <source>Legal, but it only trades one man for one and nobody is crowned.</source>
        <translation>Permitido, pero solo cambia un peón por otro, y nadie corona.</translation>
    </message>
</context>
</TS>
