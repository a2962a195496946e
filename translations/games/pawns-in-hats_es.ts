<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Pawns</source>
        <translation>Peones</translation>
    </message>
    <message>
        <source>One step ahead</source>
        <translation>Un paso adelante</translation>
    </message>
    <message>
        <source>Every piece starts as a bare pawn: a pawn with no hat. A bare pawn steps one square straight ahead, never two and never sideways, and it is never promoted: one that reaches the far edge just stays there.</source>
        <translation>Todas las piezas empiezan como peones sin sombrero. Un peón sin sombrero avanza una casilla recto, nunca dos y nunca de lado, y nunca se promociona: el que llega al borde contrario simplemente se queda allí.</translation>
    </message>
    <message>
        <source>Step the pawn on e2 to e3.</source>
        <translation>Avance el peón de e2 a e3.</translation>
    </message>
    <message>
        <source>A bare pawn never steps two squares, not even on its first move.</source>
        <translation>Un peón sin sombrero nunca avanza dos casillas, ni siquiera en su primera jugada.</translation>
    </message>
    <message>
        <source>Punch a pawn</source>
        <translation>Golpear un peón</translation>
    </message>
    <message>
        <source>A bare pawn does not capture diagonally as in chess. Instead it punches the square straight in front of it, without moving: a bare enemy pawn standing there is knocked out of the game.</source>
        <translation>Un peón sin sombrero no captura en diagonal como en el ajedrez. En su lugar golpea la casilla justo delante, sin moverse: un peón enemigo sin sombrero que esté allí sale del juego.</translation>
    </message>
    <message>
        <source>Capture the black pawn on e5.</source>
        <translation>Capture el peón negro de e5.</translation>
    </message>
    <message>
        <source>Your pawn stays on e4 and punches the square ahead of it.</source>
        <translation>Su peón se queda en e4 y golpea la casilla de delante.</translation>
    </message>
    <message>
        <source>Pawns never capture diagonally in this game: they only punch straight ahead.</source>
        <translation>En este juego los peones nunca capturan en diagonal: solo golpean recto hacia delante.</translation>
    </message>
    <message>
        <source>Knock a hat off</source>
        <translation>Tirar un sombrero de un golpe</translation>
    </message>
    <message>
        <source>A punch does not capture a piece that wears a hat: it knocks the hat off, and the piece is a bare pawn again. You choose where the hat lands, on any square next to that piece with neither a piece nor a hat on it.</source>
        <translation>Un golpe no captura a una pieza que lleva sombrero: le hace caer el sombrero, y la pieza vuelve a ser un peón sin sombrero. Usted elige dónde cae el sombrero, en una casilla junto a esa pieza sin pieza ni sombrero.</translation>
    </message>
    <message>
        <source>Punch the bishop on e5 and land its mitre on f4, in front of your pawn on f3.</source>
        <translation>Golpee al alfil de e5 y haga caer su mitra en f4, delante de su peón de f3.</translation>
    </message>
    <message>
        <source>First punch with the pawn on e4, then choose f4 for the hat.</source>
        <translation>Primero golpee con el peón de e4 y luego elija f4 para el sombrero.</translation>
    </message>
    <message>
        <source>Legal, but the black pawn on d7 can step onto d6 and take the mitre back.</source>
        <translation>Es legal, pero el peón negro de d7 puede avanzar a d6 y recuperar la mitra.</translation>
    </message>
    <message>
        <source>Nowhere to land</source>
        <translation>Sin sitio donde caer</translation>
    </message>
    <message>
        <source>Sometimes every square around the punched piece already holds a piece or a hat. Then the hat has nowhere to land, and your punching pawn catches it and wears it.</source>
        <translation>A veces cada casilla alrededor de la pieza golpeada ya tiene una pieza o un sombrero. Entonces el sombrero no tiene dónde caer, y su peón que golpea lo atrapa y se lo pone.</translation>
    </message>
    <message>
        <source>Punch the black queen and win her crown.</source>
        <translation>Golpee a la dama negra y gane su corona.</translation>
    </message>
    <message>
        <source>Punch the square in front of your pawn: count the free squares around the queen.</source>
        <translation>Golpee la casilla delante de su peón: cuente las casillas libres alrededor de la dama.</translation>
    </message>
    <message>
        <source>Hats</source>
        <translation>Sombreros</translation>
    </message>
    <message>
        <source>Pick up a hat</source>
        <translation>Recoger un sombrero</translation>
    </message>
    <message>
        <source>A bare pawn that ends its step on a hat may pick it up. The first time a hat is picked up, a die says what it is: 1 Kingly Crown (king), 2 Queenly Crown (queen), 3 Bishop Mitre (bishop), 4 Knighted Helm (knight), 5 Hunting Tyrolean (hunter) or 6 Mirage Hat (it vanishes).</source>
        <translation>Un peón sin sombrero que termina su paso sobre un sombrero puede recogerlo. La primera vez que se recoge un sombrero, un dado dice qué es: 1 Corona real (rey), 2 Corona de reina (dama), 3 Mitra de obispo (alfil), 4 Yelmo de caballero (caballo), 5 Sombrero tirolés de caza (cazador) o 6 Sombrero espejismo (desaparece).</translation>
    </message>
    <message>
        <source>Step onto the hat on e4, pick it up and put it on.</source>
        <translation>Avance sobre el sombrero de e4, recójalo y póngaselo.</translation>
    </message>
    <message>
        <source>Step to e4, choose to pick the hat up, and once the die has spoken, put it on.</source>
        <translation>Avance a e4, elija recoger el sombrero y, cuando el dado haya hablado, póngaselo.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays on the floor and your pawn stays bare.</source>
        <translation>Es legal, pero el sombrero se queda en el suelo y su peón sigue sin sombrero.</translation>
    </message>
    <message>
        <source>Bishop Mitre</source>
        <translation>Mitra de obispo</translation>
    </message>
    <message>
        <source>Put on the hat on d4, then capture the pawn on g7.</source>
        <translation>Póngase el sombrero en d4 y luego capture el peón de g7.</translation>
    </message>
    <message>
        <source>Once the mitre is on, slide along the diagonal through e5 and f6.</source>
        <translation>Con la mitra puesta, deslícese por la diagonal pasando por e5 y f6.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn can never reach g7: it needs the mitre.</source>
        <translation>Es legal, pero un peón sin sombrero nunca llegará a g7: necesita la mitra.</translation>
    </message>
    <message>
        <source>Knighted Helm</source>
        <translation>Yelmo de caballero</translation>
    </message>
    <message>
        <source>A hat keeps what the die made it until the game ends, and it lies face up, so picking it up again needs no roll. A Knighted Helm makes a knight, which jumps in an L shape over anything in its way.</source>
        <translation>Un sombrero sigue siendo hasta el final de la partida lo que el dado hizo de él, y queda boca arriba, así que recogerlo de nuevo no requiere tirada. Un Yelmo de caballero lo convierte en caballo, que salta en forma de L por encima de todo lo que haya en medio.</translation>
    </message>
    <message>
        <source>Put on the helm on e4, then capture the pawn on f6.</source>
        <translation>Póngase el yelmo en e4 y luego capture el peón de f6.</translation>
    </message>
    <message>
        <source>A knight goes two squares one way and one square to the side: e4 to f6 is one such jump.</source>
        <translation>Un caballo va dos casillas en una dirección y una hacia el lado: de e4 a f6 es uno de esos saltos.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn cannot reach f6: it needs the helm.</source>
        <translation>Es legal, pero un peón sin sombrero no puede llegar a f6: necesita el yelmo.</translation>
    </message>
    <message>
        <source>Hunting Tyrolean</source>
        <translation>Sombrero tirolés de caza</translation>
    </message>
    <message>
        <source>A Hunting Tyrolean makes a hunter, which moves like a chess rook: any distance along a rank or a file. Hats never block a move, and a piece may stop on a square where a hat lies.</source>
        <translation>Un Sombrero tirolés de caza lo convierte en cazador, que mueve como una torre del ajedrez: tan lejos como quiera por una fila o una columna. Los sombreros nunca bloquean una jugada, y una pieza puede detenerse en una casilla donde hay un sombrero.</translation>
    </message>
    <message>
        <source>Capture the black pawn on a7.</source>
        <translation>Capture el peón negro de a7.</translation>
    </message>
    <message>
        <source>Legal, but hats never block: your hunter could have slid on to a7.</source>
        <translation>Es legal, pero los sombreros nunca bloquean: su cazador podía haber seguido hasta a7.</translation>
    </message>
    <message>
        <source>Mirage Hat</source>
        <translation>Sombrero espejismo</translation>
    </message>
    <message>
        <source>A 6 on the die means the hat was a Mirage Hat: it vanishes from the game, and your pawn stays bare. Every unknown hat is a gamble until somebody picks it up.</source>
        <translation>Un 6 en el dado significa que el sombrero era un Sombrero espejismo: desaparece del juego, y su peón sigue sin sombrero. Cada sombrero desconocido es una apuesta hasta que alguien lo recoge.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and see what it is.</source>
        <translation>Recoja el sombrero de e4 y vea qué es.</translation>
    </message>
    <message>
        <source>Step onto e4 and choose to pick the hat up.</source>
        <translation>Avance a e4 y elija recoger el sombrero.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up and find out what it is.</source>
        <translation>Es legal, pero el objetivo es recoger el sombrero y descubrir qué es.</translation>
    </message>
    <message>
        <source>Set it down</source>
        <translation>Dejarlo</translation>
    </message>
    <message>
        <source>Instead of wearing a hat it has picked up, a pawn may set it down on a neighbouring square where no hat lies. It stays there face up, for the next bare pawn that steps onto it.</source>
        <translation>En lugar de ponerse un sombrero que ha recogido, un peón puede dejarlo en una casilla vecina donde no haya sombrero. Allí queda boca arriba, para el próximo peón sin sombrero que avance sobre él.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and set it down on d4, then wear it with your pawn on d3.</source>
        <translation>Recoja el sombrero de e4 y déjelo en d4; luego póngaselo con su peón de d3.</translation>
    </message>
    <message>
        <source>After the roll, click d4 to set the crown down there.</source>
        <translation>Tras la tirada, haga clic en d4 para dejar allí la corona.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to hand the crown to your pawn on d3.</source>
        <translation>Es legal, pero el objetivo es pasar la corona a su peón de d3.</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Quitárselo</translation>
    </message>
    <message>
        <source>A hatted piece that ends its move on a square with no hat may take its hat off and set it on a neighbouring square with no hat. The piece is a bare pawn again, and the hat waits for the next pawn that steps onto it.</source>
        <translation>Una pieza con sombrero que termina su jugada en una casilla sin sombrero puede quitarse el sombrero y dejarlo en una casilla vecina sin sombrero. La pieza vuelve a ser un peón sin sombrero, y el sombrero espera al próximo peón que avance sobre él.</translation>
    </message>
    <message>
        <source>Jump the knight to c3 and set its helm down on d4, in front of your pawn on d3.</source>
        <translation>Haga saltar el caballo a c3 y deje su yelmo en d4, delante de su peón de d3.</translation>
    </message>
    <message>
        <source>After the jump, click d4 to take the helm off there.</source>
        <translation>Tras el salto, haga clic en d4 para quitarse allí el yelmo.</translation>
    </message>
    <message>
        <source>Legal, but the knight keeps its helm on: choose d4 to set it down.</source>
        <translation>Es legal, pero el caballo conserva su yelmo: elija d4 para dejarlo.</translation>
    </message>
    <message>
        <source>One hat a move</source>
        <translation>Un sombrero por jugada</translation>
    </message>
    <message>
        <source>Only a step onto a hat lets a pawn pick it up. A punch moves nobody, so it picks nothing up, and a pawn that already stands on a hat has to step onto another one first.</source>
        <translation>Solo un paso sobre un sombrero permite a un peón recogerlo. Un golpe no mueve a nadie, así que no recoge nada, y un peón que ya está sobre un sombrero tiene que avanzar antes a otro.</translation>
    </message>
    <message>
        <source>Capture the pawn on e5, then put on a hat.</source>
        <translation>Capture el peón de e5 y luego póngase un sombrero.</translation>
    </message>
    <message>
        <source>Punch first; next turn, step onto the hat on e5.</source>
        <translation>Golpee primero; en el turno siguiente, avance sobre el sombrero de e5.</translation>
    </message>
    <message>
        <source>Legal, but then your pawn wears no hat.</source>
        <translation>Es legal, pero entonces su peón no lleva sombrero.</translation>
    </message>
    <message>
        <source>Kings and check</source>
        <translation>Reyes y jaque</translation>
    </message>
    <message>
        <source>Kingly Crown</source>
        <translation>Corona real</translation>
    </message>
    <message>
        <source>Nobody has a king when the game starts. A Kingly Crown makes its wearer a king, which moves one square in any direction, and from then on you must never leave your king in check.</source>
        <translation>Nadie tiene rey al empezar la partida. Una Corona real convierte a quien la lleva en rey, que mueve una casilla en cualquier dirección, y desde entonces nunca debe dejar a su rey en jaque.</translation>
    </message>
    <message>
        <source>Step onto the hat on e4 and become a king.</source>
        <translation>Avance sobre el sombrero de e4 y conviértase en rey.</translation>
    </message>
    <message>
        <source>Step onto e4, pick the hat up and put it on.</source>
        <translation>Avance a e4, recoja el sombrero y póngaselo.</translation>
    </message>
    <message>
        <source>Legal, but a crown lying on the board makes nobody a king.</source>
        <translation>Es legal, pero una corona en el tablero no convierte a nadie en rey.</translation>
    </message>
    <message>
        <source>Punch a crown</source>
        <translation>Golpear una corona</translation>
    </message>
    <message>
        <source>A side with no king of its own may not attack kings while any hat is still unknown or any crown lies unworn: its pieces give no check and cannot capture a king. A punch still works, though: it knocks the crown off, and the king is a bare pawn again.</source>
        <translation>Un bando sin rey propio no puede atacar reyes mientras quede algún sombrero desconocido o alguna corona sin llevar: sus piezas no dan jaque ni pueden capturar un rey. Un golpe sí funciona: hace caer la corona, y el rey vuelve a ser un peón sin sombrero.</translation>
    </message>
    <message>
        <source>Knock the crown off the black king.</source>
        <translation>Haga caer la corona del rey negro.</translation>
    </message>
    <message>
        <source>Your hunter may not touch the king, but your pawn on e4 may punch it.</source>
        <translation>Su cazador no puede tocar al rey, pero su peón de e4 sí puede golpearlo.</translation>
    </message>
    <message>
        <source>Crown first</source>
        <translation>Primero la corona</translation>
    </message>
    <message>
        <source>While you have no king, your pieces give no check, so your hunter cannot trouble the black king yet. Put on a crown first: then your pieces can give check, and checkmate.</source>
        <translation>Mientras usted no tenga rey, sus piezas no dan jaque, así que su cazador todavía no puede molestar al rey negro. Póngase primero una corona: entonces sus piezas podrán dar jaque, y jaque mate.</translation>
    </message>
    <message>
        <source>Put on the crown on e4, then checkmate the black king.</source>
        <translation>Póngase la corona de e4 y luego dé jaque mate al rey negro.</translation>
    </message>
    <message>
        <source>The crown on e4 is already known. Once you wear it, your hunter checks along the eighth rank.</source>
        <translation>La corona de e4 ya es conocida. En cuanto la lleve, su cazador da jaque por la octava fila.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, so this is no check: the black king simply steps to b8.</source>
        <translation>Es legal, pero aún no tiene rey, así que esto no es jaque: el rey negro simplemente va a b8.</translation>
    </message>
    <message>
        <source>Out of check</source>
        <translation>Salir del jaque</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece that may attack kings could capture it. You must get out of check at once, for example by stepping the king out of the line of attack.</source>
        <translation>Un rey está en jaque cuando una pieza enemiga que puede atacar reyes podría capturarlo. Debe salir del jaque enseguida, por ejemplo apartando el rey de la línea de ataque.</translation>
    </message>
    <message>
        <source>Move your king out of check and keep its crown on.</source>
        <translation>Saque a su rey del jaque y conserve su corona.</translation>
    </message>
    <message>
        <source>Step off the e-file, then keep the crown on.</source>
        <translation>Salga de la columna e y conserve luego la corona.</translation>
    </message>
    <message>
        <source>On e2 your king still stands on the hunter&apos;s file: it could stay there only by taking its crown off.</source>
        <translation>En e2 su rey seguiría en la columna del cazador: solo podría quedarse allí quitándose la corona.</translation>
    </message>
    <message>
        <source>Crown off</source>
        <translation>Fuera la corona</translation>
    </message>
    <message>
        <source>A piece that takes its crown off is no longer a king, so it cannot be in check. When every square around your king is attacked, step anyway and set the crown down.</source>
        <translation>Una pieza que se quita la corona ya no es un rey, así que no puede estar en jaque. Si todas las casillas alrededor de su rey están atacadas, muévalo de todos modos y deje la corona.</translation>
    </message>
    <message>
        <source>Escape the check by taking off your crown.</source>
        <translation>Escape del jaque quitándose la corona.</translation>
    </message>
    <message>
        <source>Step to g2, where your knight guards you, and take the crown off there.</source>
        <translation>Vaya a g2, donde su caballo lo protege, y quítese allí la corona.</translation>
    </message>
    <message>
        <source>Your king would still be attacked: take the crown off instead.</source>
        <translation>Su rey seguiría atacado: quítese la corona en su lugar.</translation>
    </message>
    <message>
        <source>Chance and check</source>
        <translation>Azar y jaque</translation>
    </message>
    <message>
        <source>A move only has to be safe before the die is rolled, so a roll can leave a king open. Here one hat is still unknown, so your kingless hunter may not attack the black king yet; if that last hat turns out to be no crown, the shelter is gone, and a king left open by its own side&apos;s roll may be captured, which wins.</source>
        <translation>Una jugada solo tiene que ser segura antes de tirar el dado, así que una tirada puede dejar a un rey expuesto. Aquí queda un sombrero desconocido, por lo que su cazador sin rey aún no puede atacar al rey negro; si ese último sombrero no resulta ser una corona, la protección desaparece, y un rey expuesto por la tirada de su propio bando puede ser capturado, lo que gana la partida.</translation>
    </message>
    <message>
        <source>Line your hunter up on the black king, then capture it.</source>
        <translation>Ponga su cazador frente al rey negro y luego captúrelo.</translation>
    </message>
    <message>
        <source>Endings</source>
        <translation>Finales</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Jaque mate</translation>
    </message>
    <message>
        <source>Checkmate wins: the king is in check and has no way out. A king may also escape by stepping somewhere and taking its crown off, but not onto a square where a hat lies, and here hats surround the black king.</source>
        <translation>El jaque mate gana: el rey está en jaque y no tiene escapatoria. Un rey también puede escapar yendo a alguna casilla y quitándose la corona, pero no a una casilla donde haya un sombrero, y aquí los sombreros rodean al rey negro.</translation>
    </message>
    <message>
        <source>Checkmate the black king in one move.</source>
        <translation>Dé jaque mate al rey negro en una jugada.</translation>
    </message>
    <message>
        <source>Your king guards a7 and b7; the hunter can cover the whole eighth rank.</source>
        <translation>Su rey cubre a7 y b7; el cazador puede dominar toda la octava fila.</translation>
    </message>
    <message>
        <source>That is check, but the black king slips out to b8.</source>
        <translation>Es jaque, pero el rey negro se escapa a b8.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Ahogado</translation>
    </message>
    <message>
        <source>A player who has no legal move but is not in check is stalemated, and the game is a draw. Take every square from a king without giving check, and you throw the win away.</source>
        <translation>Un jugador que no tiene ninguna jugada legal pero no está en jaque queda ahogado, y la partida es tablas. Si le quita todas las casillas a un rey sin darle jaque, deja escapar la victoria.</translation>
    </message>
    <message>
        <source>Checkmate the black king, without stalemating it.</source>
        <translation>Dé jaque mate al rey negro sin ahogarlo.</translation>
    </message>
    <message>
        <source>Give check along the eighth rank.</source>
        <translation>Dé jaque por la octava fila.</translation>
    </message>
    <message>
        <source>Legal, but Black then has no move and is not in check: stalemate, a draw.</source>
        <translation>Es legal, pero entonces Negro no tiene jugada y no está en jaque: ahogado, tablas.</translation>
    </message>
    <message>
        <source>Fifty moves</source>
        <translation>Cincuenta jugadas</translation>
    </message>
    <message>
        <source>Fifty moves by each side with no capture, no punch, no bare pawn moving and no hat put on or taken off make a draw. The count here stands at 99 half-moves, and Black&apos;s queen would win if play went on.</source>
        <translation>Cincuenta jugadas de cada bando sin captura, sin golpe, sin mover un peón sin sombrero y sin ponerse ni quitarse un sombrero dan tablas. Aquí el contador va por 99 medias jugadas, y la dama negra ganaría si el juego siguiera.</translation>
    </message>
    <message>
        <source>Make the quiet move that draws the game.</source>
        <translation>Haga la jugada tranquila que deja la partida en tablas.</translation>
    </message>
    <message>
        <source>Move the hunter without capturing, and keep its hat on.</source>
        <translation>Mueva el cazador sin capturar y conserve su sombrero.</translation>
    </message>
    <message>
        <source>Legal, and it wins a pawn, but a capture starts the count again.</source>
        <translation>Es legal, y gana un peón, pero una captura pone el contador a cero.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn&apos;s step starts the count again.</source>
        <translation>Es legal, pero el paso de un peón sin sombrero pone el contador a cero.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Triple repetición</translation>
    </message>
    <message>
        <source>When the same position comes round for the third time, with the same side to move, the game is a draw. Black keeps moving its hunter back and forth: do the same with yours.</source>
        <translation>Cuando la misma posición se repite por tercera vez, con el mismo bando al turno, la partida es tablas. Negro mueve su cazador de un lado a otro: haga lo mismo con el suyo.</translation>
    </message>
    <message>
        <source>Draw by repeating the position three times.</source>
        <translation>Consiga tablas repitiendo la posición tres veces.</translation>
    </message>
    <message>
        <source>Go a1 to b1 and back, twice.</source>
        <translation>Vaya de a1 a b1 y vuelva, dos veces.</translation>
    </message>
    <message>
        <source>No crown at all</source>
        <translation>Ninguna corona</translation>
    </message>
    <message>
        <source>If every hat has been identified and not one of them was ever a Kingly Crown, there will never be a king to checkmate, so the game ends there in a draw. The result also says who has more pieces left.</source>
        <translation>Si todos los sombreros han sido identificados y ninguno fue nunca una Corona real, nunca habrá un rey al que dar mate, así que la partida termina ahí en tablas. El resultado también dice quién conserva más piezas.</translation>
    </message>
    <message>
        <source>Pick up the last unknown hat.</source>
        <translation>Recoja el último sombrero desconocido.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up.</source>
        <translation>Avance a e4 y recoja el sombrero.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown and the game goes on.</source>
        <translation>Es legal, pero el sombrero sigue siendo desconocido y la partida continúa.</translation>
    </message>
    <message>
        <source>Last piece</source>
        <translation>La última pieza</translation>
    </message>
    <message>
        <source>A player with no pieces left loses the game. A punch only knocks a hat off, so to finish off a hatted piece you have to capture it.</source>
        <translation>Un jugador que se queda sin piezas pierde la partida. Un golpe solo hace caer un sombrero, así que para acabar con una pieza con sombrero tiene que capturarla.</translation>
    </message>
    <message>
        <source>Capture Black&apos;s last piece.</source>
        <translation>Capture la última pieza de Negro.</translation>
    </message>
    <message>
        <source>Your bishop on b2 sees e5 along the diagonal.</source>
        <translation>Su alfil de b2 ve e5 por la diagonal.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the hat off: the piece stays on the board.</source>
        <translation>Es legal, pero un golpe solo hace caer el sombrero: la pieza sigue en el tablero.</translation>
    </message>
    <message>
        <source>Move the hunter to e1, keep its hat on, and wait for Black to pick up the last hat.</source>
        <translation>Lleve el cazador a e1, conserve su sombrero y espere a que Negro recoja el último sombrero.</translation>
    </message>
    <message>
        <source>White&apos;s pawns walk forward, toward Black.</source>
        <translation>Los peones blancos avanzan hacia Negro.</translation>
    </message>
    <message>
        <source>Slide straight along the a-file: the hats on the way are no obstacle.</source>
        <translation>Deslícese recto por la columna a: los sombreros del camino no son un obstáculo.</translation>
    </message>
    <message>
        <source>Gone with the piece</source>
        <translation>Se va con la pieza</translation>
    </message>
    <message>
        <source>When a hatted piece is captured, its hat leaves the game with it. A punch only knocks a hat off, and the hat stays on the board for the next bare pawn that steps onto it.</source>
        <translation>Cuando se captura una pieza con sombrero, su sombrero sale del juego con ella. Un golpe solo hace caer un sombrero, y el sombrero se queda en el tablero para el próximo peón sin sombrero que avance sobre él.</translation>
    </message>
    <message>
        <source>Get rid of the black queen and her crown for good.</source>
        <translation>Líbrese para siempre de la dama negra y de su corona.</translation>
    </message>
    <message>
        <source>Your bishop on a2 sees d5 along the diagonal.</source>
        <translation>Su alfil de a2 ve d5 por la diagonal.</translation>
    </message>
    <message>
        <source>No room to set it down</source>
        <translation>Sin sitio para dejarlo</translation>
    </message>
    <message>
        <source>A pawn may only set a hat down on a neighbouring square where no hat lies. When every square around it already holds a hat, it has to put the hat on, and it does so at once.</source>
        <translation>Un peón solo puede dejar un sombrero en una casilla vecina donde no haya sombrero. Cuando todas las casillas a su alrededor ya tienen sombrero, tiene que ponérselo, y lo hace en el acto.</translation>
    </message>
    <message>
        <source>Step onto the hat on a4 and pick it up.</source>
        <translation>Avance sobre el sombrero de a4 y recójalo.</translation>
    </message>
    <message>
        <source>Step to a4 and pick the hat up: count the hats around a4.</source>
        <translation>Avance a a4 y recoja el sombrero: cuente los sombreros alrededor de a4.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up.</source>
        <translation>Es legal, pero el objetivo es recoger el sombrero.</translation>
    </message>
    <message>
        <source>Two crowns</source>
        <translation>Dos coronas</translation>
    </message>
    <message>
        <source>You may wear more than one crown, and then you have several kings. You are in check as soon as any one of them is attacked, and that check must be answered first.</source>
        <translation>Puede llevar más de una corona, y entonces tiene varios reyes. Está en jaque en cuanto cualquiera de ellos es atacado, y ese jaque hay que resolverlo primero.</translation>
    </message>
    <message>
        <source>Get your king on e1 out of check, keeping both crowns on.</source>
        <translation>Saque de jaque a su rey de e1, conservando las dos coronas.</translation>
    </message>
    <message>
        <source>Step the king on e1 off the first rank, and keep its crown on.</source>
        <translation>Saque al rey de e1 de la primera fila y conserve su corona.</translation>
    </message>
    <message>
        <source>Your king on e1 is still in check: it must move first.</source>
        <translation>Su rey de e1 sigue en jaque: es él quien debe moverse primero.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to keep both crowns on.</source>
        <translation>Es legal, pero el objetivo es conservar las dos coronas.</translation>
    </message>
    <message>
        <source>Checkmate by the die</source>
        <translation>Jaque mate por el dado</translation>
    </message>
    <message>
        <source>A roll can also change who may attack kings. Your hunters may not touch the black king while one hat is still unknown. Once the last hat is known, and every crown in play is worn, they may: Black then starts its turn in check, and here it has no way out.</source>
        <translation>Una tirada también puede cambiar quién puede atacar reyes. Sus cazadores no pueden tocar al rey negro mientras quede un sombrero desconocido. En cuanto se conoce el último sombrero y se lleva cada corona en juego, sí pueden: Negro empieza entonces su turno en jaque, y aquí no tiene salida.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up: whatever the die says, the last hat is then known.</source>
        <translation>Avance a e4 y recoja el sombrero: diga lo que diga el dado, el último sombrero queda conocido.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown, so your hunters still may not attack the black king.</source>
        <translation>Es legal, pero el sombrero sigue siendo desconocido, así que sus cazadores siguen sin poder atacar al rey negro.</translation>
    </message>
    <message>
        <source>Stuck on the last rank</source>
        <translation>Atascado en la última fila</translation>
    </message>
    <message>
        <source>A bare pawn that reaches the far edge can neither step nor punch: it is stuck there. A side whose only pieces are stuck like this, and not in check, is stalemated, a draw.</source>
        <translation>Un peón sin sombrero que llega al borde contrario no puede ni avanzar ni golpear: se queda atascado. Un bando cuyas piezas están todas atascadas así, sin estar en jaque, queda ahogado: la partida es tablas.</translation>
    </message>
    <message>
        <source>Capture both black pawns and win.</source>
        <translation>Capture los dos peones negros y gane.</translation>
    </message>
    <message>
        <source>Take the stuck pawn on a1 first; the other one still has a move.</source>
        <translation>Capture primero el peón atascado de a1; el otro todavía puede mover.</translation>
    </message>
    <message>
        <source>Legal, but then Black has only the stuck pawn on a1 left: it cannot move, and the game is a stalemate.</source>
        <translation>Es legal, pero entonces a Negro solo le queda el peón atascado de a1: no puede mover, y la partida acaba en ahogado.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the crown off: it would stay on the board next to d5, for a bare black pawn to step onto and wear again.</source>
        <translation>Es legal, pero un golpe solo hace caer la corona: quedaría en el tablero junto a d5, y un peón negro sin sombrero podría avanzar sobre ella y volver a ponérsela.</translation>
    </message>
    <message>
        <source>Not allowed: with no king of your own, your pieces may not capture the black king while a hat is still unknown. Punch it with your pawn on e4.</source>
        <translation>No está permitido: sin rey propio, sus piezas no pueden capturar al rey negro mientras quede un sombrero desconocido. Golpéelo con su peón de e4.</translation>
    </message>
    <message>
        <source>A pawn that wears a hat moves and captures exactly like the chess piece its hat makes it. A Bishop Mitre makes a bishop, which slides any distance along a diagonal. After each move of a hatted piece you are asked whether the hat stays on: keep it on for now (a later level takes one off).</source>
        <translation>Un peón con sombrero mueve y captura exactamente como la pieza de ajedrez en que lo convierte su sombrero. Una Mitra de obispo lo convierte en alfil, que se desliza en diagonal tan lejos como quiera. Tras cada movimiento de una pieza con sombrero se le pregunta si el sombrero se queda puesto: déjelo puesto por ahora (un nivel posterior quita uno).</translation>
    </message>
</context>
</TS>
