<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The card step</source>
        <translation>El paso de las cartas</translation>
    </message>
    <message>
        <source>Move, then a card</source>
        <translation>Mover, y luego una carta</translation>
    </message>
    <message>
        <source>Every turn has three steps: move a checker as in checkers (captures are compulsory), then a second card is turned face up from the draw pile, then you use one of the two face-up cards.</source>
        <translation>Cada turno tiene tres pasos: mueva una ficha como en las damas (capturar es obligatorio), luego se descubre una segunda carta del mazo de robo y luego usted usa una de las dos cartas descubiertas.</translation>
    </message>
    <message>
        <source>Step the pawn on 10 to 15, then use the Fire card.</source>
        <translation>Mueva el peón de 10 a 15 y luego use la carta Fuego.</translation>
    </message>
    <message>
        <source>Move first: the second card is turned only after your move. Then pick Fire and click any empty square.</source>
        <translation>Primero mueva: la segunda carta solo se descubre después de su jugada. Luego elija Fuego y haga clic en cualquier casilla vacía.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 15.</source>
        <translation>Es un movimiento legal, pero el objetivo es la casilla 15.</translation>
    </message>
    <message>
        <source>Two cards, one choice</source>
        <translation>Dos cartas, una elección</translation>
    </message>
    <message>
        <source>You use only one of the two face-up cards. The other stays face up, and your opponent may take it on the next turn.</source>
        <translation>Solo usa una de las dos cartas descubiertas. La otra queda descubierta, y su rival puede tomarla en el turno siguiente.</translation>
    </message>
    <message>
        <source>Do not leave the Coronation card for White.</source>
        <translation>No le deje la carta Coronación a Blanco.</translation>
    </message>
    <message>
        <source>You have no king, so Coronation does nothing for you, but White&apos;s king would become an emperor with it.</source>
        <translation>Usted no tiene dama, así que Coronación no hace nada por usted, pero con ella la dama de Blanco se convertiría en emperador.</translation>
    </message>
    <message>
        <source>Legal, but the Coronation card stays face up, and White will use it next turn to make the king on 22 an emperor.</source>
        <translation>Es legal, pero la carta Coronación queda descubierta, y Blanco la usará en el próximo turno para convertir en emperador la dama de 22.</translation>
    </message>
    <message>
        <source>Checkers, kings and emperors</source>
        <translation>Fichas, damas y emperadores</translation>
    </message>
    <message>
        <source>Crowning a pawn</source>
        <translation>Coronar un peón</translation>
    </message>
    <message>
        <source>A checker is a stack: a pawn is one piece, a king two, an emperor three. A pawn that reaches the far row is crowned with one of your own captured pieces.</source>
        <translation>Cada ficha es una pila: un peón tiene una pieza, una dama dos y un emperador tres. Un peón que llega a la última fila se corona con una de sus propias piezas capturadas.</translation>
    </message>
    <message>
        <source>Crown your pawn.</source>
        <translation>Corone su peón.</translation>
    </message>
    <message>
        <source>Your pawns move toward White&apos;s side. Either square of the far row will do; then use any card.</source>
        <translation>Sus peones avanzan hacia el lado de Blanco. Cualquier casilla de la última fila sirve; luego use cualquier carta.</translation>
    </message>
    <message>
        <source>Legal, but the pawn on 27 is the one next to the far row.</source>
        <translation>Es legal, pero el peón de 27 es el que está junto a la última fila.</translation>
    </message>
    <message>
        <source>A ready pawn waits</source>
        <translation>Un peón listo espera</translation>
    </message>
    <message>
        <source>None of your pieces has been captured yet, so a pawn on the far row has no crown to take: it waits there as a ready pawn. It is crowned the moment one of your pieces is captured, even in your opponent&apos;s turn.</source>
        <translation>Todavía no le han capturado ninguna pieza, así que un peón en la última fila no tiene con qué coronarse: espera allí como peón listo. Se corona en cuanto le capturen una pieza, incluso durante el turno de su rival.</translation>
    </message>
    <message>
        <source>Reach the far row; White&apos;s capture will crown your pawn.</source>
        <translation>Llegue a la última fila; la captura de Blanco coronará su peón.</translation>
    </message>
    <message>
        <source>Step onto the far row. White must then jump your pawn on 19, and that capture frees a piece for your crown. Either card does nothing here.</source>
        <translation>Avance a la última fila. Blanco tendrá que saltar su peón de 19, y esa captura libera una pieza para su corona. Aquí ninguna de las dos cartas hace nada.</translation>
    </message>
    <message>
        <source>Legal, but White then takes a pawn while none of yours waits on the far row.</source>
        <translation>Es legal, pero entonces Blanco captura un peón sin que ninguno de los suyos espere en la última fila.</translation>
    </message>
    <message>
        <source>The emperor glides</source>
        <translation>El emperador se desliza</translation>
    </message>
    <message>
        <source>An emperor is a king with a third piece on it. It glides any distance along a free diagonal, stopping before fire, the Monolith, any checker and your opponent&apos;s walls, and it captures as a king does.</source>
        <translation>Un emperador es una dama con una tercera pieza encima. Se desliza cualquier distancia por una diagonal libre, deteniéndose antes del fuego, del Monolito, de cualquier ficha y de los muros de su rival, y captura como una dama.</translation>
    </message>
    <message>
        <source>Glide your emperor from 1 to 28 in one move.</source>
        <translation>Deslice su emperador de 1 a 28 en una sola jugada.</translation>
    </message>
    <message>
        <source>The whole diagonal from 1 to 28 is empty.</source>
        <translation>Toda la diagonal de 1 a 28 está vacía.</translation>
    </message>
    <message>
        <source>Legal, but an emperor need not stop after one square: it can glide the whole free diagonal.</source>
        <translation>Es legal, pero un emperador no tiene por qué detenerse tras una casilla: puede recorrer toda la diagonal libre.</translation>
    </message>
    <message>
        <source>Five kings</source>
        <translation>Cinco damas</translation>
    </message>
    <message>
        <source>Owning five kings and emperors together wins the game at once, whoever&apos;s turn it is.</source>
        <translation>Tener cinco damas y emperadores en total gana la partida al instante, sea el turno de quien sea.</translation>
    </message>
    <message>
        <source>Make your fifth king.</source>
        <translation>Haga su quinta dama.</translation>
    </message>
    <message>
        <source>You already have four kings and captured pieces to spare: crown the pawn on 26.</source>
        <translation>Ya tiene cuatro damas y piezas capturadas de sobra: corone el peón de 26.</translation>
    </message>
    <message>
        <source>Legal, but a king that moves does not add a fifth one.</source>
        <translation>Es legal, pero una dama que se mueve no suma una quinta.</translation>
    </message>
    <message>
        <source>Fire, water, walls and rings</source>
        <translation>Fuego, agua, muros y anillos</translation>
    </message>
    <message>
        <source>Fire blocks</source>
        <translation>El fuego bloquea</translation>
    </message>
    <message>
        <source>The Fire card puts a fire on an empty dark square, one with no checker and no token. No checker may step into it, land on it or jump across it.</source>
        <translation>La carta Fuego pone un fuego en una casilla oscura vacía, sin ficha ni marcador. Ninguna ficha puede entrar en ella, aterrizar en ella ni saltar por encima.</translation>
    </message>
    <message>
        <source>Stop White&apos;s king from jumping your pawn.</source>
        <translation>Impida que la dama de Blanco salte su peón.</translation>
    </message>
    <message>
        <source>The king would land on 15.</source>
        <translation>La dama aterrizaría en 15.</translation>
    </message>
    <message>
        <source>Legal, but water stops only pawns: a king may land on it.</source>
        <translation>Es legal, pero el agua solo detiene a los peones: una dama puede aterrizar en ella.</translation>
    </message>
    <message>
        <source>Water stops pawns</source>
        <translation>El agua detiene a los peones</translation>
    </message>
    <message>
        <source>The Water card pours water on an empty dark square, or on a fire to put it out. A pawn may not step into water or land on it; kings and emperors may.</source>
        <translation>La carta Agua vierte agua en una casilla oscura vacía, o sobre un fuego para apagarlo. Un peón no puede entrar en el agua ni aterrizar en ella; las damas y los emperadores sí.</translation>
    </message>
    <message>
        <source>Stop White&apos;s pawn from jumping yours.</source>
        <translation>Impida que el peón de Blanco salte el suyo.</translation>
    </message>
    <message>
        <source>The white pawn would land on 15.</source>
        <translation>El peón blanco aterrizaría en 15.</translation>
    </message>
    <message>
        <source>Legal, and a new pawn comes back on your home row, but White still jumps the pawn on 18.</source>
        <translation>Es legal, y un peón nuevo vuelve a su fila inicial, pero Blanco salta igualmente el peón de 18.</translation>
    </message>
    <message>
        <source>Build walls</source>
        <translation>Construir muros</translation>
    </message>
    <message>
        <source>The Walls card lets you build two of your walls on the edges between squares, as an L or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them; your own checkers pass freely.</source>
        <translation>La carta Muros le permite construir dos de sus muros en los bordes entre casillas, en L o en línea recta. Detienen los movimientos y saltos diagonales de su rival que los cruzan; sus propias fichas pasan libremente.</translation>
    </message>
    <message>
        <source>Wall off White&apos;s jump over your pawn.</source>
        <translation>Cierre con muros el salto de Blanco sobre su peón.</translation>
    </message>
    <message>
        <source>Build a straight pair of walls through the corner where 22 and 18 touch.</source>
        <translation>Construya un par de muros en línea recta a través de la esquina donde se tocan 22 y 18.</translation>
    </message>
    <message>
        <source>Legal, but an L only stops the diagonal that runs through its inside; the jump from 22 only skims past this one.</source>
        <translation>Es legal, pero una L solo detiene la diagonal que pasa por su interior; el salto desde 22 solo roza esta.</translation>
    </message>
    <message>
        <source>A ring takes the blow</source>
        <translation>Un anillo recibe el golpe</translation>
    </message>
    <message>
        <source>The Ring card gives one of your checkers a ring. The next time it is jumped, it loses the ring instead of being captured; the jumper still lands beyond it.</source>
        <translation>La carta Anillo da un anillo a una de sus fichas. La próxima vez que la salten, pierde el anillo en lugar de ser capturada; la ficha que salta aterriza igualmente detrás de ella.</translation>
    </message>
    <message>
        <source>Keep your pawn on 18 through White&apos;s jump.</source>
        <translation>Mantenga su peón de 18 a pesar del salto de Blanco.</translation>
    </message>
    <message>
        <source>Put the ring on the pawn that is about to be jumped.</source>
        <translation>Ponga el anillo en el peón que está a punto de ser saltado.</translation>
    </message>
    <message>
        <source>Legal, but nothing then saves the pawn on 18 from White&apos;s jump.</source>
        <translation>Es legal, pero entonces nada salva al peón de 18 del salto de Blanco.</translation>
    </message>
    <message>
        <source>Monolith, Hippo and Snookle</source>
        <translation>Monolito, Hipopótamo y Snookle</translation>
    </message>
    <message>
        <source>The Monolith lands</source>
        <translation>El Monolito aterriza</translation>
    </message>
    <message>
        <source>The Monolith card sets the Monolith on an empty dark square: one with no checker and no token. Nothing may step onto it.</source>
        <translation>La carta Monolito pone el Monolito en una casilla oscura vacía, sin ficha ni marcador. Ninguna ficha puede entrar en su casilla.</translation>
    </message>
    <message>
        <source>Keep White&apos;s pawn from reaching square 1.</source>
        <translation>Impida que el peón de Blanco llegue a la casilla 1.</translation>
    </message>
    <message>
        <source>The pawn on 5 has only one square to go to.</source>
        <translation>El peón de 5 solo tiene una casilla adonde ir.</translation>
    </message>
    <message>
        <source>The Monolith only lands on an empty square.</source>
        <translation>El Monolito solo aterriza en una casilla vacía.</translation>
    </message>
    <message>
        <source>The Monolith pushes</source>
        <translation>El Monolito empuja</translation>
    </message>
    <message>
        <source>Once on the board, the Monolith slides one to three squares along a diagonal. It pushes each checker in its way one square on, and a checker pushed off the board, into a wall or into fire is captured.</source>
        <translation>Una vez en el tablero, el Monolito se desliza de una a tres casillas por una diagonal. Empuja una casilla más allá cada ficha que encuentra en su camino, y una ficha empujada fuera del tablero, contra un muro o al fuego queda capturada.</translation>
    </message>
    <message>
        <source>Push the white pawn off the board.</source>
        <translation>Empuje el peón blanco fuera del tablero.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares toward the edge: the pawn is pushed ahead of it.</source>
        <translation>Deslice el Monolito dos casillas hacia el borde: el peón es empujado delante de él.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 20, still on the board.</source>
        <translation>Es legal, pero un deslizamiento de una casilla solo empuja el peón hasta 20, todavía en el tablero.</translation>
    </message>
    <message>
        <source>The Galactic Hippo</source>
        <translation>El Hipopótamo galáctico</translation>
    </message>
    <message>
        <source>The Galactic Hippo sits on a checker of your choice, and that checker cannot move at all, not even to capture. A player who cannot move when their turn comes loses.</source>
        <translation>El Hipopótamo galáctico se sienta sobre la ficha que usted elija, y esa ficha no puede moverse en absoluto, ni siquiera para capturar. Quien no puede mover cuando le toca, pierde.</translation>
    </message>
    <message>
        <source>Freeze White&apos;s only checker.</source>
        <translation>Inmovilice la única ficha de Blanco.</translation>
    </message>
    <message>
        <source>Send the Hippo to the white king.</source>
        <translation>Envíe al Hipopótamo sobre la dama blanca.</translation>
    </message>
    <message>
        <source>Legal, but that freezes your own checker, not White&apos;s.</source>
        <translation>Es legal, pero así inmoviliza su propia ficha, no la de Blanco.</translation>
    </message>
    <message>
        <source>The Snookle</source>
        <translation>El Snookle</translation>
    </message>
    <message>
        <source>The Snookle climbs onto a checker, which may then also step and jump backwards, as a king does. If it climbs onto the Hippo&apos;s checker, the Hippo leaves.</source>
        <translation>El Snookle se sube a una ficha, que entonces también puede retroceder y saltar hacia atrás, como una dama. Si se sube a la ficha del Hipopótamo, el Hipopótamo se va.</translation>
    </message>
    <message>
        <source>Capture the white pawn behind your own.</source>
        <translation>Capture el peón blanco que está detrás del suyo.</translation>
    </message>
    <message>
        <source>Put the Snookle on your pawn now; next turn it can jump backwards.</source>
        <translation>Ponga ahora el Snookle en su peón; en el próximo turno podrá saltar hacia atrás.</translation>
    </message>
    <message>
        <source>Legal, but it does nothing here: without the Snookle your pawn cannot go back.</source>
        <translation>Es legal, pero aquí no hace nada: sin el Snookle su peón no puede retroceder.</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>Más cartas</translation>
    </message>
    <message>
        <source>Antimatter</source>
        <translation>Antimateria</translation>
    </message>
    <message>
        <source>The Antimatter card takes one token off the board: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle. With nothing on the board to remove, it cannot be chosen.</source>
        <translation>La carta Antimateria retira un marcador del tablero: un fuego, un agua, un anillo, un par de muros, el Monolito, el Hipopótamo o el Snookle. Si no hay nada que retirar en el tablero, no se puede elegir.</translation>
    </message>
    <message>
        <source>Clear square 31 for your pawn.</source>
        <translation>Despeje la casilla 31 para su peón.</translation>
    </message>
    <message>
        <source>Use Antimatter on the fire.</source>
        <translation>Use la Antimateria sobre el fuego.</translation>
    </message>
    <message>
        <source>Legal: water puts the fire out, but a pawn may not step into water either.</source>
        <translation>Es legal: el agua apaga el fuego, pero un peón tampoco puede entrar en el agua.</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Revivir</translation>
    </message>
    <message>
        <source>The Revive card brings one of your captured pieces back as a pawn, on an empty square of your home row.</source>
        <translation>La carta Revivir devuelve una de sus piezas capturadas como peón, en una casilla vacía de su fila inicial.</translation>
    </message>
    <message>
        <source>Bring back a pawn onto square 1, in front of White&apos;s pawn.</source>
        <translation>Traiga de vuelta un peón a la casilla 1, delante del peón de Blanco.</translation>
    </message>
    <message>
        <source>Your home row is the edge nearest you, squares 1 to 4.</source>
        <translation>Su fila inicial es el borde más cercano a usted, las casillas 1 a 4.</translation>
    </message>
    <message>
        <source>Revived pawns come back only on your home row.</source>
        <translation>Los peones revividos solo vuelven a su fila inicial.</translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <source>The Coronation card stacks one of your captured pieces on one of your kings, which becomes an emperor.</source>
        <translation>La carta Coronación apila una de sus piezas capturadas sobre una de sus damas, que se convierte en emperador.</translation>
    </message>
    <message>
        <source>Make an emperor.</source>
        <translation>Haga un emperador.</translation>
    </message>
    <message>
        <source>Only a king can become an emperor.</source>
        <translation>Solo una dama puede convertirse en emperador.</translation>
    </message>
    <message>
        <source>Coronation needs a king: the checker on 10 is a pawn.</source>
        <translation>Coronación necesita una dama: la ficha de 10 es un peón.</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Rebarajar</translation>
    </message>
    <message>
        <source>The Reshuffle card gathers the draw pile, the discards, the other face-up card and itself, shuffles them all and turns one card up for your opponent. When the draw pile simply runs out, the discards are shuffled into a new one.</source>
        <translation>La carta Rebarajar reúne el mazo de robo, los descartes, la otra carta descubierta y a sí misma, lo baraja todo y descubre una carta para su rival. Cuando el mazo de robo simplemente se agota, los descartes se barajan para formar uno nuevo.</translation>
    </message>
    <message>
        <source>Shuffle the discards back into the draw pile.</source>
        <translation>Devuelva los descartes al mazo de robo barajándolos.</translation>
    </message>
    <message>
        <source>Reshuffle needs no target.</source>
        <translation>Rebarajar no necesita objetivo.</translation>
    </message>
    <message>
        <source>Legal, but the Fire card only joins the discards; Reshuffle is the card that gathers them.</source>
        <translation>Es legal, pero la carta Fuego solo va a los descartes; Rebarajar es la carta que los reúne.</translation>
    </message>
    <message>
        <source>A quarter turn</source>
        <translation>Un cuarto de vuelta</translation>
    </message>
    <message>
        <source>The Quarter Turn card turns the board a quarter turn, either way, while the players stay in their seats. Forward still points across the table, so a pawn that now stands on the far edge is crowned, or waits there as a ready pawn.</source>
        <translation>La carta Cuarto de vuelta gira el tablero un cuarto de vuelta, en cualquier sentido, mientras los jugadores siguen en su sitio. Hacia delante sigue apuntando al otro lado de la mesa, así que un peón que ahora está en el borde lejano se corona, o espera allí como peón listo.</translation>
    </message>
    <message>
        <source>Turn the board to crown one of your pawns.</source>
        <translation>Gire el tablero para coronar uno de sus peones.</translation>
    </message>
    <message>
        <source>Either direction works here: one of your two pawns on the side edges will end up on the far edge.</source>
        <translation>Aquí sirve cualquier sentido: uno de sus dos peones de los bordes laterales acabará en el borde lejano.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, and your pawns stay where they are.</source>
        <translation>Es legal, pero todavía no tiene dama, y sus peones se quedan donde están.</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planetas</translation>
    </message>
    <message>
        <source>A secret planet</source>
        <translation>Un planeta secreto</translation>
    </message>
    <message>
        <source>Each player is dealt a secret planet: a second way to win, checked when your own turn ends. When two people share one screen, a curtain covers the board between turns so that neither sees the other&apos;s planet; pass the screen and let the next player lift it.</source>
        <translation>Cada jugador recibe un planeta secreto: una segunda forma de ganar, que se comprueba al terminar su propio turno. Cuando dos personas comparten una pantalla, una cortina cubre el tablero entre turnos para que ninguna vea el planeta de la otra; pase la pantalla y deje que el siguiente jugador levante la cortina.</translation>
    </message>
    <message>
        <source>Your planet is Venus: light a third fire to win.</source>
        <translation>Su planeta es Venus: encienda un tercer fuego para ganar.</translation>
    </message>
    <message>
        <source>Venus wins with three fires on the board.</source>
        <translation>Venus gana con tres fuegos en el tablero.</translation>
    </message>
    <message>
        <source>Legal, but only a third fire wins for Venus.</source>
        <translation>Es legal, pero solo un tercer fuego gana con Venus.</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <source>Earth wins when three waters lie on the board at the end of your turn.</source>
        <translation>Tierra gana cuando hay tres aguas en el tablero al final de su turno.</translation>
    </message>
    <message>
        <source>Pour a third water.</source>
        <translation>Vierta una tercera agua.</translation>
    </message>
    <message>
        <source>Two waters lie on the board already.</source>
        <translation>Ya hay dos aguas en el tablero.</translation>
    </message>
    <message>
        <source>Legal, but Earth counts waters, not fires.</source>
        <translation>Es legal, pero Tierra cuenta aguas, no fuegos.</translation>
    </message>
    <message>
        <source>Mercury</source>
        <translation>Mercurio</translation>
    </message>
    <message>
        <source>Mercury wins when a single move of yours captures three or more checkers.</source>
        <translation>Mercurio gana cuando una sola jugada suya captura tres fichas o más.</translation>
    </message>
    <message>
        <source>Capture three checkers in one move.</source>
        <translation>Capture tres fichas en una sola jugada.</translation>
    </message>
    <message>
        <source>After the first jump, turn toward 14: that way the chain goes on.</source>
        <translation>Tras el primer salto, gire hacia 14: por ahí sigue la cadena.</translation>
    </message>
    <message>
        <source>Legal, but that chain ends after two captures.</source>
        <translation>Es legal, pero esa cadena termina tras dos capturas.</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Marte</translation>
    </message>
    <message>
        <source>Mars wins once you have captured eight enemy pieces in the game, however you took them. A king counts as two pieces.</source>
        <translation>Marte gana en cuanto usted ha capturado ocho piezas enemigas en la partida, de cualquier manera. Una dama cuenta como dos piezas.</translation>
    </message>
    <message>
        <source>You have taken six pieces: take two more in one jump.</source>
        <translation>Ya ha capturado seis piezas: capture dos más de un salto.</translation>
    </message>
    <message>
        <source>Which of the two checkers is worth two pieces?</source>
        <translation>¿Cuál de las dos fichas vale dos piezas?</translation>
    </message>
    <message>
        <source>Legal, but a pawn is only one piece: that makes seven.</source>
        <translation>Es legal, pero un peón es una sola pieza: eso suma siete.</translation>
    </message>
    <message>
        <source>Jupiter</source>
        <translation>Júpiter</translation>
    </message>
    <message>
        <source>Jupiter wins when two of your checkers are emperors.</source>
        <translation>Júpiter gana cuando dos de sus fichas son emperadores.</translation>
    </message>
    <message>
        <source>Make your second emperor.</source>
        <translation>Haga su segundo emperador.</translation>
    </message>
    <message>
        <source>Coronation turns a king into an emperor.</source>
        <translation>Coronación convierte una dama en emperador.</translation>
    </message>
    <message>
        <source>Legal, but only a second emperor wins for Jupiter.</source>
        <translation>Es legal, pero solo un segundo emperador gana con Júpiter.</translation>
    </message>
    <message>
        <source>Saturn</source>
        <translation>Saturno</translation>
    </message>
    <message>
        <source>Saturn wins when three of your checkers wear rings.</source>
        <translation>Saturno gana cuando tres de sus fichas llevan anillo.</translation>
    </message>
    <message>
        <source>Give a ring to a third checker.</source>
        <translation>Dé un anillo a una tercera ficha.</translation>
    </message>
    <message>
        <source>The pawn on 10 has no ring yet.</source>
        <translation>El peón de 10 todavía no tiene anillo.</translation>
    </message>
    <message>
        <source>Legal, but Saturn counts rings, not fires.</source>
        <translation>Es legal, pero Saturno cuenta anillos, no fuegos.</translation>
    </message>
    <message>
        <source>Uranus</source>
        <translation>Urano</translation>
    </message>
    <message>
        <source>Uranus wins when the board lies a quarter turn from where it started and you have more checkers than your opponent. A half turn does not count.</source>
        <translation>Urano gana cuando el tablero está a un cuarto de vuelta de su posición inicial y usted tiene más fichas que su rival. Media vuelta no cuenta.</translation>
    </message>
    <message>
        <source>Turn the board to win.</source>
        <translation>Gire el tablero para ganar.</translation>
    </message>
    <message>
        <source>You have three checkers to White&apos;s two already.</source>
        <translation>Ya tiene tres fichas contra dos de Blanco.</translation>
    </message>
    <message>
        <source>Legal, but the board has not turned yet.</source>
        <translation>Es legal, pero el tablero todavía no ha girado.</translation>
    </message>
    <message>
        <source>Neptune</source>
        <translation>Neptuno</translation>
    </message>
    <message>
        <source>Neptune wins when the Monolith costs your opponent a checker during your turn.</source>
        <translation>Neptuno gana cuando el Monolito le cuesta una ficha a su rival durante su turno.</translation>
    </message>
    <message>
        <source>Push the white pawn into the fire.</source>
        <translation>Empuje el peón blanco al fuego.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares: the pawn is pushed ahead of it, into the fire.</source>
        <translation>Deslice el Monolito dos casillas: el peón es empujado delante de él, al fuego.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 19, short of the fire.</source>
        <translation>Es legal, pero un deslizamiento de una casilla solo empuja el peón hasta 19, antes del fuego.</translation>
    </message>
    <message>
        <source>Pluto</source>
        <translation>Plutón</translation>
    </message>
    <message>
        <source>Pluto wins when the checker carrying the Snookle is yours and stands on your opponent&apos;s home row.</source>
        <translation>Plutón gana cuando la ficha que lleva el Snookle es suya y está en la fila inicial de su rival.</translation>
    </message>
    <message>
        <source>Put the Snookle where Pluto needs it.</source>
        <translation>Ponga el Snookle donde Plutón lo necesita.</translation>
    </message>
    <message>
        <source>White&apos;s home row is the edge on White&apos;s side, squares 29 to 32.</source>
        <translation>La fila inicial de Blanco es el borde del lado de Blanco, las casillas 29 a 32.</translation>
    </message>
    <message>
        <source>Legal, but the king on 14 is not on White&apos;s home row.</source>
        <translation>Es legal, pero la dama de 14 no está en la fila inicial de Blanco.</translation>
    </message>
    <message>
        <source>The far row stops a jump</source>
        <translation>La última fila detiene el salto</translation>
    </message>
    <message>
        <source>A pawn&apos;s move ends as soon as it reaches the far row, even in the middle of a jump chain: the new king may not jump on until your next turn.</source>
        <translation>La jugada de un peón termina en cuanto llega a la última fila, incluso en mitad de una cadena de saltos: la nueva dama no puede seguir saltando hasta su próximo turno.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Capture dos fichas blancas en una sola jugada.</translation>
    </message>
    <message>
        <source>Only one of your pawns can take two checkers; the other one&apos;s jump lands on the far row.</source>
        <translation>Solo uno de sus peones puede capturar dos fichas; el salto del otro cae en la última fila.</translation>
    </message>
    <message>
        <source>Legal, and the pawn is crowned on 31, but its move ends there: the king may not jump on over 26 in the same move, so you take only one checker.</source>
        <translation>Es legal, y el peón se corona en 31, pero su jugada termina allí: la dama no puede seguir saltando sobre 26 en la misma jugada, así que solo captura una ficha.</translation>
    </message>
    <message>
        <source>Which pawn gets the crown</source>
        <translation>Qué peón recibe la corona</translation>
    </message>
    <message>
        <source>When more of your pawns wait on the far row than you have captured pieces to crown them, you choose which pawn is crowned. The choice can come in your opponent&apos;s turn, right after they capture one of yours.</source>
        <translation>Cuando esperan en la última fila más peones suyos que piezas capturadas tiene para coronarlos, usted elige qué peón se corona. La elección puede llegar en el turno de su rival, justo después de que le capture una ficha.</translation>
    </message>
    <message>
        <source>Step onto the far row, then crown the pawn that will have something to capture.</source>
        <translation>Avance a la última fila y luego corone el peón que tendrá algo que capturar.</translation>
    </message>
    <message>
        <source>All twelve of your pieces are on the board, so no pawn can be crowned yet. White must jump your pawn on 18; then one crown is free for 29 or 31. A king on 31 could jump the white pawn on 27.</source>
        <translation>Sus doce piezas están en el tablero, así que todavía no se puede coronar ningún peón. Blanco debe saltar su peón de 18; entonces queda libre una corona, para 29 o para 31. Una dama en 31 podría saltar el peón blanco de 27.</translation>
    </message>
    <message>
        <source>Legal, but a king on 29 has nothing to capture, while a king on 31 could jump the pawn on 27 at once.</source>
        <translation>Es legal, pero una dama en 29 no tiene nada que capturar, mientras que una dama en 31 podría saltar enseguida el peón de 27.</translation>
    </message>
    <message>
        <source>Walls work together</source>
        <translation>Los muros actúan juntos</translation>
    </message>
    <message>
        <source>At a corner, all your walls count together, even those of different pairs. Two pairs that meet end to end make one straight line, and that line blocks the diagonal through the corner where they meet. A wall on its own blocks nothing.</source>
        <translation>En una esquina, todos sus muros cuentan juntos, aunque sean de pares distintos. Dos pares que se unen extremo con extremo forman una sola línea recta, y esa línea bloquea la diagonal que pasa por la esquina donde se unen. Un muro solo no bloquea nada.</translation>
    </message>
    <message>
        <source>Lay a pair that continues your line of walls and stops White&apos;s jump.</source>
        <translation>Ponga un par que continúe su línea de muros y detenga el salto de Blanco.</translation>
    </message>
    <message>
        <source>Your pair on 14e and 18w ends at the corner between 18 and 22. Add a pair that goes straight on from there, along the edge of 22.</source>
        <translation>Su par en 14e y 18w termina en la esquina entre 18 y 22. Añada un par que siga recto desde allí, a lo largo del borde de 22.</translation>
    </message>
    <message>
        <source>Legal, but with your wall on 18w this forms an L around a light square at the corner, and the jump from 22 only skims past it.</source>
        <translation>Es legal, pero con su muro en 18w forma en la esquina una L alrededor de una casilla clara, y el salto desde 22 solo la roza.</translation>
    </message>
    <message>
        <source>Twelve walls each</source>
        <translation>Doce muros cada uno</translation>
    </message>
    <message>
        <source>Each player has twelve walls, six pairs. Once all of yours stand on the board, a Walls card gives you nothing, though it may still be played.</source>
        <translation>Cada jugador tiene doce muros, es decir, seis pares. Cuando todos los suyos están en el tablero, una carta Muros ya no le da nada, aunque todavía pueda jugarla.</translation>
    </message>
    <message>
        <source>Stop White&apos;s jump over your pawn.</source>
        <translation>Detenga el salto de Blanco sobre su peón.</translation>
    </message>
    <message>
        <source>Count your walls: six pairs stand along your home row already. Block the landing square another way.</source>
        <translation>Cuente sus muros: ya hay seis pares a lo largo de su fila inicial. Bloquee la casilla de llegada de otra manera.</translation>
    </message>
    <message>
        <source>Legal, but all twelve of your walls are already on the board, so the card gives you none.</source>
        <translation>Es legal, pero sus doce muros ya están todos en el tablero, así que la carta no le da ninguno.</translation>
    </message>
    <message>
        <source>Pushing a row of checkers</source>
        <translation>Empujar una fila de fichas</translation>
    </message>
    <message>
        <source>Slide as far as the Monolith can go: three squares.</source>
        <translation>Deslice el Monolito tan lejos como pueda: tres casillas.</translation>
    </message>
    <message>
        <source>Legal, but a two-square slide pushes only one pawn off the board; the other stops on 28.</source>
        <translation>Es legal, pero un deslizamiento de dos casillas solo saca un peón del tablero; el otro se queda en 28.</translation>
    </message>
    <message>
        <source>Pushed into water</source>
        <translation>Empujado al agua</translation>
    </message>
    <message>
        <source>A pawn pushed into water is captured, because a pawn may never stand in water. A king or an emperor pushed into water simply stays there.</source>
        <translation>Un peón empujado al agua queda capturado, porque un peón nunca puede estar en el agua. Una dama o un emperador empujados al agua simplemente se quedan allí.</translation>
    </message>
    <message>
        <source>Capture a white checker with the Monolith.</source>
        <translation>Capture una ficha blanca con el Monolito.</translation>
    </message>
    <message>
        <source>Which of the two white checkers cannot stand in water?</source>
        <translation>¿Cuál de las dos fichas blancas no puede estar en el agua?</translation>
    </message>
    <message>
        <source>Legal, but the checker on 15 is a king, and a king may stand in water: it is pushed in and stays.</source>
        <translation>Es legal, pero la ficha de 15 es una dama, y una dama puede estar en el agua: la empuja dentro y se queda.</translation>
    </message>
    <message>
        <source>Pushed to the far row</source>
        <translation>Empujado a la última fila</translation>
    </message>
    <message>
        <source>A pawn that the Monolith pushes onto its far row is crowned, just as if it had stepped there. Push it one square too far and it falls off the board.</source>
        <translation>Un peón que el Monolito empuja hasta su última fila se corona, igual que si hubiera llegado por sí mismo. Si lo empuja una casilla de más, cae del tablero.</translation>
    </message>
    <message>
        <source>Crown your pawn on 27 with the Monolith.</source>
        <translation>Corone su peón de 27 con el Monolito.</translation>
    </message>
    <message>
        <source>A one-square slide is enough.</source>
        <translation>Basta con deslizarlo una casilla.</translation>
    </message>
    <message>
        <source>Legal, but the second square pushes your pawn past the far row and off the board, and it is captured.</source>
        <translation>Es legal, pero la segunda casilla empuja su peón más allá de la última fila y fuera del tablero, y queda capturado.</translation>
    </message>
    <message>
        <source>The Monolith clears the way</source>
        <translation>El Monolito despeja el camino</translation>
    </message>
    <message>
        <source>The Monolith removes any fire and any water on the squares it enters.</source>
        <translation>El Monolito retira todo fuego y toda agua de las casillas en las que entra.</translation>
    </message>
    <message>
        <source>Clear squares 10 and 14 for your pawns, and leave both free.</source>
        <translation>Despeje las casillas 10 y 14 para sus peones, y deje ambas libres.</translation>
    </message>
    <message>
        <source>Slide the Monolith through both squares, and stop beyond them.</source>
        <translation>Deslice el Monolito a través de las dos casillas y deténgalo más allá.</translation>
    </message>
    <message>
        <source>Legal, and the fire and the water are gone, but the Monolith itself now stands on 14.</source>
        <translation>Es legal, y el fuego y el agua han desaparecido, pero ahora es el propio Monolito el que está en 14.</translation>
    </message>
    <message>
        <source>Cutting through walls</source>
        <translation>A través de los muros</translation>
    </message>
    <message>
        <source>The Monolith removes the walls at every corner it crosses where they would block it, even if that cuts a pair in two. The wall left behind stands alone and blocks nothing.</source>
        <translation>El Monolito retira los muros de cada esquina que cruza donde lo bloquearían, aunque eso parta un par en dos. El muro que queda está solo y no bloquea nada.</translation>
    </message>
    <message>
        <source>Open the way for your pawn on 14 to capture.</source>
        <translation>Abra el camino para que su peón de 14 capture.</translation>
    </message>
    <message>
        <source>Move the Monolith off 23 along the diagonal toward 19: it crosses the corner where White&apos;s two pairs of walls meet.</source>
        <translation>Mueva el Monolito desde 23 por la diagonal hacia 19: cruza la esquina donde se unen los dos pares de muros de Blanco.</translation>
    </message>
    <message>
        <source>Legal, and square 23 is free, but the Monolith crosses no wall that way: White&apos;s walls still block the jump.</source>
        <translation>Es legal, y la casilla 23 queda libre, pero por ahí el Monolito no cruza ningún muro: los muros de Blanco siguen bloqueando el salto.</translation>
    </message>
    <message>
        <source>Gone with the checker</source>
        <translation>Se va con la ficha</translation>
    </message>
    <message>
        <source>When a checker carrying the Hippo or the Snookle is captured, that token leaves the board with it.</source>
        <translation>Cuando se captura una ficha que lleva el Hipopótamo o el Snookle, ese marcador sale del tablero con ella.</translation>
    </message>
    <message>
        <source>Capture so that none of your pawns can be taken back.</source>
        <translation>Capture de modo que ninguno de sus peones pueda ser recapturado.</translation>
    </message>
    <message>
        <source>The pawn on 14 carries the Snookle, so it may jump backwards over your pawn on 18.</source>
        <translation>El peón de 14 lleva el Snookle, así que puede saltar hacia atrás sobre su peón de 18.</translation>
    </message>
    <message>
        <source>Legal, but the Snookle stays on the pawn on 14, which then jumps backwards over 18 and on over 19.</source>
        <translation>Es legal, pero el Snookle se queda en el peón de 14, que entonces salta hacia atrás sobre 18 y luego sobre 19.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Ganar y hacer tablas</translation>
    </message>
    <message>
        <source>Capture them all</source>
        <translation>Capturarlas todas</translation>
    </message>
    <message>
        <source>You win at once when your opponent has no checker left on the board.</source>
        <translation>Usted gana en el acto cuando su rival no tiene ninguna ficha en el tablero.</translation>
    </message>
    <message>
        <source>Win by capturing both white pawns.</source>
        <translation>Gane capturando los dos peones blancos.</translation>
    </message>
    <message>
        <source>One of your pawns can jump twice.</source>
        <translation>Uno de sus peones puede saltar dos veces.</translation>
    </message>
    <message>
        <source>Legal, but White keeps the pawn on 27, so the game goes on.</source>
        <translation>Es legal, pero Blanco conserva el peón de 27, así que la partida sigue.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Sin progreso</translation>
    </message>
    <message>
        <source>When 40 turns each go by without progress, the game is drawn. Progress means a capture, a pawn moving, a crown, a new emperor or a revived pawn. Here 79 turns have passed without any.</source>
        <translation>Cuando pasan 40 turnos de cada uno sin ningún progreso, la partida termina en tablas. Progreso es una captura, un peón que se mueve, una coronación, un nuevo emperador o un peón revivido. Aquí ya han pasado 79 turnos sin progreso.</translation>
    </message>
    <message>
        <source>You are behind: end the game in a draw.</source>
        <translation>Va perdiendo: termine la partida en tablas.</translation>
    </message>
    <message>
        <source>Any king move, with any card that brings no progress, makes the 80th quiet turn.</source>
        <translation>Cualquier movimiento de dama, con una carta que no traiga progreso, hace el turno 80 sin progreso.</translation>
    </message>
    <message>
        <source>Legal, but a pawn moving is progress: the count starts again, and White&apos;s three kings play on.</source>
        <translation>Es legal, pero un peón que se mueve es progreso: la cuenta vuelve a empezar, y las tres damas de Blanco siguen jugando.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Tercera vez</translation>
    </message>
    <message>
        <source>When the same position occurs for the third time with the same player to move, the game is drawn. Everything counts: checkers, tokens and cards. Here the Reshuffle card keeps coming back, so moving back and forth repeats it all.</source>
        <translation>Cuando la misma posición se da por tercera vez con el mismo jugador en turno, la partida termina en tablas. Todo cuenta: fichas, marcadores y cartas. Aquí la carta Rebarajar vuelve cada vez, así que ir y venir lo repite todo.</translation>
    </message>
    <message>
        <source>Draw: move your king between 4 and 8 and play Reshuffle every turn.</source>
        <translation>Tablas: mueva su dama entre 4 y 8 y juegue Rebarajar en cada turno.</translation>
    </message>
    <message>
        <source>Go back and forth between 4 and 8, and always choose Reshuffle: the Fire card would stay on the discards and change the position.</source>
        <translation>Vaya y venga entre 4 y 8, y elija siempre Rebarajar: la carta Fuego quedaría en los descartes y cambiaría la posición.</translation>
    </message>
    <message>
        <source>Legal, but a fire on the board and the Fire card on the discards make a new position, so nothing repeats.</source>
        <translation>Es legal, pero un fuego en el tablero y la carta Fuego en los descartes forman una posición nueva, así que nada se repite.</translation>
    </message>
    <message>
        <source>A checker pushed by the Monolith pushes the next one in line, and so on. Each square the Monolith slides pushes the whole row once more. A ring does not help against a push.</source>
        <translation>Una ficha empujada por el Monolito empuja a la siguiente de la fila, y así sucesivamente. Cada casilla que se desliza el Monolito empuja toda la fila una vez más. Un anillo no protege de un empujón.</translation>
    </message>
    <message>
        <source>Push both white pawns off the board in one slide, the ringed one too.</source>
        <translation>Empuje los dos peones blancos fuera del tablero en un solo deslizamiento, también el que lleva anillo.</translation>
    </message>
</context>
</TS>
