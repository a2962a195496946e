<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="30"/>
        <source>Abandon this game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="39"/>
        <source>The game in progress is not over. If you abandon it, it cannot be continued (unless you saved it).</source>
        <translation>La partida en curso no ha terminado. Si la deja, no podrá continuarse (salvo que la haya guardado).</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="45"/>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="52"/>
        <source>Abandon the game</source>
        <translation>Dejar la partida</translation>
    </message>
</context>
<context>
    <name>AlienArt</name>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="136"/>
        <source>Ready: on its far row, it is crowned as soon as its player has a piece off the board to stack on it.</source>
        <translation>Listo: en su última fila, se corona en cuanto su jugador tenga una pieza fuera del tablero que apilar sobre él.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="140"/>
        <source>%1&apos;s wall: stops %2&apos;s checkers from crossing this edge diagonally; %1&apos;s own pass.</source>
        <translation>Muro de %1: impide que las fichas de %2 crucen este borde en diagonal; las de %1 pasan.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="148"/>
        <source>A card of the draw pile, face down.</source>
        <translation>Una carta del mazo de robo, boca abajo.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="150"/>
        <source>%1 cannot be played now: there is nothing on the board for it to remove.</source>
        <translation>%1 no se puede jugar ahora: no hay nada en el tablero que pueda retirar.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="153"/>
        <location filename="../qml/art/AlienArt.qml" line="155"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="154"/>
        <source>Nothing for it to do now: choosing it only uses it up.</source>
        <translation>Ahora no tiene nada que hacer: elegirla solo la gasta.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="158"/>
        <source>%1&apos;s secret planet: its goal is hidden from you.</source>
        <translation>Planeta secreto de %1: su objetivo le está oculto.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="159"/>
        <source>%1&apos;s planet, %2. Goal: %3</source>
        <translation>Planeta de %1, %2. Objetivo: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="169"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="173"/>
        <source>Secret planets</source>
        <translation>Planetas secretos</translation>
    </message>
    <message>
        <source>Black&apos;s pieces lost: %1</source>
        <translation type="vanished">Fichas perdidas de Negro: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces lost: %1</source>
        <translation type="vanished">Fichas perdidas de Blanco: %1</translation>
    </message>
    <message>
        <source>Black&apos;s pieces off the board: %1</source>
        <translation type="vanished">Piezas de Negro fuera del tablero: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces off the board: %1</source>
        <translation type="vanished">Piezas de Blanco fuera del tablero: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="176"/>
        <source>Pieces off the board</source>
        <translation>Piezas fuera del tablero</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>Black: %1</source>
        <translation>Negro: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>White: %1</source>
        <translation>Blanco: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="186"/>
        <source>%1&apos;s pieces captured by the opponent, free to crown a ready pawn, to make an emperor or to come back with Revive.</source>
        <translation>Piezas de %1 capturadas por el rival, libres para coronar un peón listo, hacer un emperador o volver con Revivir.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="194"/>
        <source>Turn the board counter-clockwise</source>
        <translation>Girar el tablero en sentido antihorario</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="195"/>
        <source>Turn the board clockwise</source>
        <translation>Girar el tablero en sentido horario</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="206"/>
        <source>Click the ready pawn to crown.</source>
        <translation>Haga clic en el peón listo que quiere coronar.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="207"/>
        <source>Click a ringed empty dark square to set the Monolith there.</source>
        <translation>Haga clic en una casilla oscura vacía marcada para poner allí el Monolito.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="208"/>
        <source>Click a ringed square to light a fire there.</source>
        <translation>Haga clic en una casilla marcada para encender allí un fuego.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="209"/>
        <source>Click a ringed square to pour water there.</source>
        <translation>Haga clic en una casilla marcada para echar allí agua.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="210"/>
        <source>Click a ringed checker: the Galactic Hippo sits on it and it cannot move.</source>
        <translation>Haga clic en una ficha marcada: el Hipopótamo galáctico se sienta encima y ya no puede moverse.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="211"/>
        <source>Click a ringed checker: the Snookle rides it and lets it step backward.</source>
        <translation>Haga clic en una ficha marcada: el Snookle la monta y le permite retroceder.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="212"/>
        <source>Click one of your checkers circled in gold to give it a ring.</source>
        <translation>Haga clic en una de sus fichas rodeadas de dorado para darle un anillo.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="213"/>
        <source>Click a ringed square of your home row to bring a pawn back.</source>
        <translation>Haga clic en una casilla marcada de su fila inicial para devolver allí un peón.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="214"/>
        <source>Click one of your ringed kings to make it an emperor.</source>
        <translation>Haga clic en una de sus damas marcadas para convertirla en emperador.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="215"/>
        <source>Click a glowing edge, then a second one beside it: the two walls go up together.</source>
        <translation>Haga clic en un borde que brille y luego en un segundo a su lado: los dos muros se levantan juntos.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="216"/>
        <source>Keyboard: Shift and an arrow point at a side of the cursor&apos;s square; Enter chooses that edge.</source>
        <translation>Teclado: Mayús y una flecha señalan un lado de la casilla del cursor; Intro elige ese borde.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="217"/>
        <source>Click what Antimatter removes: a glowing token, wall or square.</source>
        <translation>Haga clic en lo que retira la Antimateria: un marcador, un muro o una casilla que brille.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="225"/>
        <source>Captured: %1</source>
        <translation>Capturadas: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="227"/>
        <source>Walls: %1</source>
        <translation>Muros: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="229"/>
        <source>Quiet turns: %1</source>
        <translation>Turnos tranquilos: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="235"/>
        <source>Enemy pieces this player has captured in all. The goal of Mars is eight.</source>
        <translation>Piezas enemigas que este jugador ha capturado en total. El objetivo de Marte es ocho.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="237"/>
        <source>Walls this player can still build: a Walls card builds two.</source>
        <translation>Muros que este jugador aún puede construir: una carta de Muros construye dos.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="239"/>
        <source>Turns in a row without a capture, a pawn moving or a crown. At 80, forty each, the game is drawn.</source>
        <translation>Turnos seguidos sin captura, sin mover un peón y sin coronación. Al llegar a 80, cuarenta cada uno, la partida es tablas.</translation>
    </message>
</context>
<context>
    <name>AlienWords</name>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="18"/>
        <source>Monolith</source>
        <translation>Monolito</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="19"/>
        <source>Galactic Hippo</source>
        <translation>Hipopótamo galáctico</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="20"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="21"/>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="22"/>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="23"/>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="24"/>
        <source>Ring</source>
        <translation>Anillo</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="25"/>
        <source>Quarter Turn</source>
        <translation>Cuarto de vuelta</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="26"/>
        <source>Revive</source>
        <translation>Revivir</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="27"/>
        <source>Reshuffle</source>
        <translation>Rebarajar</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="28"/>
        <source>Antimatter</source>
        <translation>Antimateria</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="29"/>
        <source>Coronation</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="36"/>
        <source>Set the Monolith on an empty dark square, or slide it up to three squares diagonally, shoving checkers ahead.</source>
        <translation>Ponga el Monolito en una casilla oscura vacía, o deslícelo hasta tres casillas en diagonal, empujando las fichas que tenga delante.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="37"/>
        <source>Sit the Hippo on any checker: that checker cannot move.</source>
        <translation>Siente al Hipopótamo sobre cualquier ficha: esa ficha no puede moverse.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="38"/>
        <source>Put the Snookle on any checker: it may also step and jump backward.</source>
        <translation>Ponga el Snookle sobre cualquier ficha: también puede retroceder y saltar hacia atrás.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="39"/>
        <source>Light a fire on an empty dark square: no checker may cross or enter it.</source>
        <translation>Encienda un fuego en una casilla oscura vacía: ninguna ficha puede cruzarla ni entrar en ella.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="40"/>
        <source>Pour water on an empty dark square or a fire: pawns may not enter it.</source>
        <translation>Eche agua en una casilla oscura vacía o sobre un fuego: los peones no pueden entrar en ella.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="41"/>
        <source>Build two of your walls, as an L or in a line: they stop enemy diagonals.</source>
        <translation>Construya dos de sus muros, en L o en línea: detienen las diagonales enemigas.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="42"/>
        <source>Give one of your checkers a ring: it survives the next jump over it.</source>
        <translation>Dé un anillo a una de sus fichas: sobrevive al siguiente salto sobre ella.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="43"/>
        <source>Turn the whole board a quarter turn, either way.</source>
        <translation>Gire todo el tablero un cuarto de vuelta, en cualquier sentido.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="44"/>
        <source>Bring one of your pieces off the board back as a pawn on your home row.</source>
        <translation>Devuelva una de sus piezas fuera del tablero como peón a su fila inicial.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="45"/>
        <source>Shuffle the draw pile, the discards and the other face-up card; turn one up.</source>
        <translation>Baraje mazo, descartes y la otra carta descubierta; descubra una.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="46"/>
        <source>Remove one thing from the board: fire, water, a ring, a pair of walls, the Monolith, Hippo or Snookle.</source>
        <translation>Retire un elemento: fuego, agua, anillo, par de muros, Monolito, Hipopótamo o Snookle.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="47"/>
        <source>Stack one of your pieces off the board on one of your kings: it becomes an emperor.</source>
        <translation>Apile una de sus piezas fuera del tablero sobre una de sus damas: se convierte en emperador.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="53"/>
        <source>Mercury</source>
        <translation>Mercurio</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="54"/>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="55"/>
        <source>Earth</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="56"/>
        <source>Mars</source>
        <translation>Marte</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="57"/>
        <source>Jupiter</source>
        <translation>Júpiter</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="58"/>
        <source>Saturn</source>
        <translation>Saturno</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="59"/>
        <source>Uranus</source>
        <translation>Urano</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="60"/>
        <source>Neptune</source>
        <translation>Neptuno</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="61"/>
        <source>Pluto</source>
        <translation>Plutón</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="68"/>
        <source>capture three or more checkers in one move.</source>
        <translation>capturar tres o más fichas en una sola jugada.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="69"/>
        <location filename="../qml/art/AlienWords.qml" line="85"/>
        <source>three or more fires burn on the board.</source>
        <translation>tres o más fuegos arden en el tablero.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="70"/>
        <location filename="../qml/art/AlienWords.qml" line="86"/>
        <source>three or more waters lie on the board.</source>
        <translation>hay tres o más aguas en el tablero.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="71"/>
        <source>you have captured eight or more enemy pieces.</source>
        <translation>ha capturado ocho o más piezas enemigas.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="72"/>
        <source>you own two emperors.</source>
        <translation>posee dos emperadores.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="73"/>
        <source>three or more of your checkers wear rings.</source>
        <translation>tres o más de sus fichas llevan anillo.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="74"/>
        <source>the board lies a quarter turn from its start and you have more checkers.</source>
        <translation>el tablero está a un cuarto de vuelta de su posición inicial y usted tiene más fichas.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="75"/>
        <source>the Monolith took an enemy checker during your turn.</source>
        <translation>el Monolito capturó una ficha enemiga durante su turno.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="76"/>
        <source>your checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>su ficha con el Snookle está en la fila inicial del rival.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="84"/>
        <source>%1 captures three or more checkers in one move.</source>
        <translation>%1 captura tres o más fichas en una sola jugada.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="87"/>
        <source>%1 has captured eight or more enemy pieces.</source>
        <translation>%1 ha capturado ocho o más piezas enemigas.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="88"/>
        <source>%1 owns two emperors.</source>
        <translation>%1 posee dos emperadores.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="89"/>
        <source>three or more of %1&apos;s checkers wear rings.</source>
        <translation>tres o más fichas de %1 llevan anillo.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="90"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers.</source>
        <translation>el tablero está a un cuarto de vuelta de su posición inicial y %1 tiene más fichas.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="91"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn.</source>
        <translation>el Monolito capturó una ficha enemiga durante el turno de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="92"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>la ficha de %1 con el Snookle está en la fila inicial del rival.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="113"/>
        <source>%1 pawn: steps and jumps diagonally forward.</source>
        <translation>Peón de %1: avanza y salta en diagonal hacia delante.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="114"/>
        <source>%1 king (two pieces): steps and jumps diagonally any way.</source>
        <translation>Dama de %1 (dos piezas): avanza y salta en diagonal en cualquier dirección.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="115"/>
        <source>%1 emperor (three pieces): glides any distance along a free diagonal and captures as a king.</source>
        <translation>Emperador de %1 (tres piezas): se desliza cualquier distancia por una diagonal libre y captura como una dama.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="122"/>
        <source>%1 pawn.</source>
        <translation>Peón de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="123"/>
        <source>%1 king (two pieces).</source>
        <translation>Dama de %1 (dos piezas).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="124"/>
        <source>%1 emperor (three pieces).</source>
        <translation>Emperador de %1 (tres piezas).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="130"/>
        <source>Wears a ring: the next jump over it takes the ring instead.</source>
        <translation>Lleva un anillo: el siguiente salto sobre ella se lleva el anillo en su lugar.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="132"/>
        <source>The Galactic Hippo sits on it.</source>
        <translation>El Hipopótamo galáctico está sentado encima.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="133"/>
        <source>The Snookle rides it: it may also step and jump backward.</source>
        <translation>El Snookle la monta: también puede retroceder y saltar hacia atrás.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="139"/>
        <source>Fire: no checker may enter, land on or jump across this square.</source>
        <translation>Fuego: ninguna ficha puede entrar, aterrizar ni saltar por encima de esta casilla.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="140"/>
        <source>Water: pawns may not enter or land here; kings and emperors may.</source>
        <translation>Agua: los peones no pueden entrar ni aterrizar aquí; las damas y los emperadores sí.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="141"/>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured. Fire, water and walls in its path are swept away.</source>
        <translation>El Monolito: se desliza en diagonal cuando se juega su carta, empujando fichas; una ficha empujada fuera del tablero o contra un muro queda capturada. Barre el fuego, el agua y los muros que encuentra a su paso.</translation>
    </message>
    <message>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured.</source>
        <translation type="vanished">El Monolito: se desliza en diagonal cuando se juega su carta, empujando fichas; una ficha empujada fuera del tablero o contra un muro queda capturada.</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/appsettings.cpp" line="208"/>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/Board.qml" line="256"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="257"/>
        <source>Arrow keys move the cursor; Enter or Space chooses the square.</source>
        <translation>Las flechas mueven el cursor; Intro o Espacio elige la casilla.</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="298"/>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="300"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="301"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <location filename="../qml/CardPanel.qml" line="135"/>
        <source>Draw pile</source>
        <translation>Mazo de robo</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="146"/>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <location filename="../qml/CardPanel.qml" line="275"/>
        <source>Choose a card: click it.</source>
        <translation>Elija una carta: haga clic en ella.</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <source>Face up</source>
        <translation>Descubiertas</translation>
    </message>
</context>
<context>
    <name>CardPile</name>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
</context>
<context>
    <name>CheckersArt</name>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="114"/>
        <location filename="../qml/art/CheckersArt.qml" line="164"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="121"/>
        <source>The die shows %1.</source>
        <translation>El dado muestra %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="122"/>
        <source>The die: not rolled yet.</source>
        <translation>El dado: aún sin tirar.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="123"/>
        <source>The die. Latest rolls, newest first:</source>
        <translation>El dado. Últimas tiradas, de la más reciente a la más antigua:</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="155"/>
        <source>More choices… (%1)</source>
        <translation>Más opciones… (%1)</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="156"/>
        <source>More choices</source>
        <translation>Más opciones</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Click a ringed square.</source>
        <translation>Haga clic en una casilla marcada.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Choose what to place, then click a ringed square.</source>
        <translation>Elija qué colocar y haga clic en una casilla marcada.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="166"/>
        <source>Setup: %1</source>
        <translation>Preparación: %1</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>%1, it is %2&apos;s turn, but this is your decision:</source>
        <translation type="vanished">%1, es el turno de %2, pero esta decisión es suya:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="55"/>
        <source>%1 decides this, during %2&apos;s turn:</source>
        <translation>%1 decide esto, durante el turno de %2:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="117"/>
        <source>This question can be turned off in the settings.</source>
        <translation>Esta pregunta se puede desactivar en los ajustes.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="132"/>
        <source>%1: lists them all, and a click on one plays it.</source>
        <translation>%1: los muestra todos, y un clic en uno lo juega.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="245"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Your turn is over.</source>
        <translation type="vanished">Su turno ha terminado.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="78"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="79"/>
        <source>Take back your last move: the screen stays yours</source>
        <translation>Deshacer su última jugada: la pantalla sigue siendo suya</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="86"/>
        <source>Pass to %1</source>
        <translation>Pasar a %1</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="149"/>
        <source>Pass the screen to %1, then click.</source>
        <translation>Pase la pantalla a %1 y haga clic.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="158"/>
        <source>The table is hidden so that neither player sees what only the other may know.</source>
        <translation>La mesa está oculta para que ningún jugador vea lo que solo el otro puede saber.</translation>
    </message>
</context>
<context>
    <name>DraftView</name>
    <message>
        <location filename="../qml/DraftView.qml" line="128"/>
        <source>%1 (computer) is choosing…</source>
        <translation>%1 (ordenador) está eligiendo…</translation>
    </message>
    <message>
        <location filename="../qml/DraftView.qml" line="218"/>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
</context>
<context>
    <name>DrawAnswerDialog</name>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="27"/>
        <source>%1 offers a draw</source>
        <translation>%1 ofrece tablas</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="36"/>
        <source>%1, do you accept the draw? The game ends at once if you do.</source>
        <translation>%1, ¿acepta las tablas? Si acepta, la partida termina en el acto.</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="42"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="48"/>
        <source>Accept the draw</source>
        <translation>Aceptar tablas</translation>
    </message>
</context>
<context>
    <name>FantasyArt</name>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="152"/>
        <source>Shoot arrows (1 arrow each)</source>
        <translation>Disparar flechas (1 flecha cada una)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="153"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="160"/>
        <source>Not now: a capture is possible, and capturing comes before any spell or power.</source>
        <translation>Ahora no: hay una captura posible, y capturar va antes que cualquier hechizo o poder.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="162"/>
        <source>Not now: finish the decision under way first, or take it back with Escape.</source>
        <translation>Ahora no: termine primero la decisión en curso, o deshágala con la tecla Esc.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="164"/>
        <source>Not now: finish the decision under way first, or take it back with Undo.</source>
        <translation>Ahora no: termine primero la decisión en curso, o deshágala con «Deshacer».</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="167"/>
        <source>No arrows left: each capture gives one.</source>
        <translation>No quedan flechas: cada captura da una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="169"/>
        <source>Not enough pennies: it costs %1, and you have %2.</source>
        <translation>No hay monedas suficientes: cuesta %1 y usted tiene %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="170"/>
        <source>Not now: there is nothing it could be used on.</source>
        <translation>Ahora no: no hay nada sobre lo que usarlo.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>1 penny</source>
        <translation>1 moneda</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>%1 pennies</source>
        <translation>%1 monedas</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1 + %2</source>
        <translation>Reserva: %1 + %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1</source>
        <translation>Reserva: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Demented Ranger</source>
        <translation>Explorador demente</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Stalwart Cleric</source>
        <translation>Clérigo firme</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Bard</source>
        <translation>Bardo</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Ranged Attack Thief</source>
        <translation>Ladrón tirador</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Smart Fighter</source>
        <translation>Guerrero astuto</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Arcane Mage</source>
        <translation>Mago arcano</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Backstab</source>
        <translation>Puñalada trapera</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <source>Instead of moving: a checker of yours standing right behind an enemy checker wounds it as often as half your level, rounded up.</source>
        <translation>En lugar de mover: una ficha suya justo detrás de una ficha enemiga la hiere tantas veces como la mitad de su nivel, redondeando hacia arriba.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>Leap &amp; Stab</source>
        <translation>Salto y estocada</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>After the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among enemies next to where you landed.</source>
        <translation>Tras el segundo salto de una cadena, inflija 1 herida más una por cada nivel de ventaja, repartidas a su gusto entre los enemigos junto a la casilla de llegada.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Cure Light Wounds</source>
        <translation>Curar heridas leves</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <source>Turn one of your wounded checkers face up again.</source>
        <translation>Vuelva a poner boca arriba una de sus fichas heridas.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Cure Critical Wounds</source>
        <translation>Curar heridas críticas</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <source>In your opponent&apos;s turn, stop one of your checkers from being captured. You then miss your next turn.</source>
        <translation>Durante el turno rival, impida que capturen una de sus fichas. Después pierde su siguiente turno.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Call Lightning</source>
        <translation>Llamar al rayo</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <source>3 wounds to a checker and 1 to every checker around it, friend or foe; each may save to take one fewer.</source>
        <translation>3 heridas a una ficha y 1 a cada ficha a su alrededor, amiga o enemiga; cada una puede tirar salvación para recibir una menos.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Charm</source>
        <translation>Hechizar</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <source>Put a penny on one of your checkers: it cannot be jumped, unless your opponent&apos;s saving throw at once knocks the penny off.</source>
        <translation>Ponga una moneda sobre una de sus fichas: no se puede saltar, salvo que la tirada de salvación inmediata del rival tire la moneda.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Illusion</source>
        <translation>Ilusión</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <source>Place a make-believe checker on an empty dark square of your half. It moves like a man; an enemy it meets may save to make it vanish.</source>
        <translation>Coloque una ficha ilusoria en una casilla oscura vacía de su mitad. Se mueve como un peón; un enemigo con el que se encuentre puede tirar salvación para hacerla desaparecer.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <location filename="../qml/art/FantasyArt.qml" line="380"/>
        <location filename="../qml/art/FantasyArt.qml" line="397"/>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <source>Each capture gives an arrow. Instead of moving, shoot up to half your level (rounded up) along open diagonals, as far as your level: 1 wound each.</source>
        <translation>Cada captura da una flecha. En lugar de mover, dispare hasta la mitad de su nivel (redondeando hacia arriba) por diagonales libres, tan lejos como su nivel: 1 herida cada una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Loot!</source>
        <translation>¡Botín!</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Win at once when you lead by 3 levels, or with a chain of three jumps.</source>
        <translation>Gana al instante con 3 niveles de ventaja o con una cadena de tres saltos.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Loads of HP</source>
        <translation>Muchos puntos de vida</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Every checker starts with a penny that takes its first wound.</source>
        <translation>Cada ficha empieza con una moneda que recibe su primera herida.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>Tactical Master</source>
        <translation>Maestro táctico</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>While you lead in levels, a jump may turn a corner.</source>
        <translation>Mientras vaya por delante en niveles, un salto puede doblar una esquina.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Smart</source>
        <translation>Astuto</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Two or more jumps in a turn add a penny to your pool, worth a level.</source>
        <translation>Dos o más saltos en un turno añaden una moneda a su reserva, que vale un nivel.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Fireball</source>
        <translation>Bola de fuego</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <source>Along an open diagonal to an enemy checker: 2 wounds to it and 1 to every checker around it; each may save to take one fewer.</source>
        <translation>Por una diagonal libre hasta una ficha enemiga: 2 heridas a ella y 1 a cada ficha a su alrededor; cada una puede tirar salvación para recibir una menos.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <location filename="../qml/art/FantasyArt.qml" line="239"/>
        <source>Magic Missile</source>
        <translation>Proyectil mágico</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <source>Along a path one of your checkers could walk through empty squares: 1 wound to the checker at its end.</source>
        <translation>Por un camino de casillas vacías que una de sus fichas podría recorrer: 1 herida a la ficha del final.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="231"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="232"/>
        <location filename="../qml/art/FantasyArt.qml" line="407"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Shoot arrows</source>
        <translation>Disparar flechas</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="257"/>
        <source>Wound an enemy checker from right behind it, as often as half your level (rounded up).</source>
        <translation>Hiera una ficha enemiga desde justo detrás, tantas veces como la mitad de su nivel (redondeando hacia arriba).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="258"/>
        <source>Shoot arrows along open diagonals, 1 wound each.</source>
        <translation>Dispare flechas por diagonales libres, 1 herida cada una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="259"/>
        <source>Turn one of your wounded checkers face up.</source>
        <translation>Ponga boca arriba una de sus fichas heridas.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="260"/>
        <source>Stop a capture of one of your checkers; you miss your next turn.</source>
        <translation>Impida la captura de una de sus fichas; pierde su siguiente turno.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="261"/>
        <source>3 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>3 heridas al objetivo, 1 a cada ficha a su alrededor; las salvaciones quitan una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="262"/>
        <source>A penny on your checker: it cannot be jumped while the penny stays.</source>
        <translation>Una moneda sobre su ficha: no se puede saltar mientras la moneda siga ahí.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="263"/>
        <source>A make-believe checker on an empty dark square of your half.</source>
        <translation>Una ficha ilusoria en una casilla oscura vacía de su mitad.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="264"/>
        <source>2 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>2 heridas al objetivo, 1 a cada ficha a su alrededor; las salvaciones quitan una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="265"/>
        <source>1 wound at the end of a path one of your checkers could walk.</source>
        <translation>1 herida al final de un camino que una de sus fichas podría recorrer.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="318"/>
        <source>%1.</source>
        <comment>a checker named alone, its wound said after it</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="322"/>
        <source>%1 king</source>
        <translation>Dama de %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="322"/>
        <source>%1 man</source>
        <translation>Peón de %1</translation>
    </message>
    <message>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit.</source>
        <translation type="vanished">%1: haga clic en una ficha marcada. Pase antes el ratón por encima para ver cada casilla que alcanzará el hechizo.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="398"/>
        <source>Arrows: the Thief gains one with each capture and shoots them instead of moving.</source>
        <translation>Flechas: el Ladrón gana una con cada captura y las dispara en lugar de mover.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="399"/>
        <source>Pennies: what this player&apos;s spells are paid with (a spellcaster gains one each time its level goes up). Not the pool, which holds the checkers it captured.</source>
        <translation>Monedas: con ellas paga este jugador sus hechizos (un lanzador de hechizos gana una cada vez que sube su nivel). No es la reserva, que guarda las fichas capturadas.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="291"/>
        <source>%1&apos;s illusion: it moves and jumps like a man, and vanishes when an enemy it meets saves.</source>
        <translation>Ilusión de %1: se mueve y salta como un peón, y desaparece cuando un enemigo con el que se encuentra supera su tirada de salvación.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="294"/>
        <source>%1, wounded (face down): one more wound captures it.</source>
        <translation>%1, herido (boca abajo): una herida más y queda capturado.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="296"/>
        <location filename="../qml/art/FantasyArt.qml" line="319"/>
        <source>%1, healthy.</source>
        <translation>%1, ileso.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="298"/>
        <source>Charmed: it carries a Bard&apos;s penny and cannot be jumped.</source>
        <translation>Hechizado: lleva una moneda del Bardo y no se puede saltar.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="301"/>
        <source>It carries a penny, which takes the next wound.</source>
        <translation>Lleva una moneda, que recibirá la próxima herida.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="302"/>
        <source>It carries %1 pennies.</source>
        <translation>Lleva %1 monedas.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="306"/>
        <source>Pennies in the pool: %1, each worth a level.</source>
        <translation>Monedas en la reserva: %1, cada una vale un nivel.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="316"/>
        <source>%1&apos;s illusion.</source>
        <translation>Ilusión de %1.</translation>
    </message>
    <message>
        <source>%1, wounded (face down).</source>
        <translation type="vanished">%1, herido (boca abajo).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="327"/>
        <source>The checkers %1 captured: each is a level (a king counts two). Crowning an enemy man takes one back.</source>
        <translation>Las fichas que ha capturado %1: cada una es un nivel (una dama cuenta doble). Coronar un peón enemigo devuelve una.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="345"/>
        <source>Leap &amp; Stab: click a ringed enemy checker next to your jumper to wound it, or stop stabbing.</source>
        <translation>Salto y estocada: haga clic en una ficha enemiga marcada junto a su saltador para herirla, o deje de apuñalar.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="348"/>
        <source>Shoot arrows: click a ringed checker to wound it with an arrow, or stop shooting.</source>
        <translation>Disparar flechas: haga clic en una ficha marcada para herirla con una flecha, o deje de disparar.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="350"/>
        <source>Backstab: click a ringed enemy checker to wound it.</source>
        <translation>Puñalada trapera: haga clic en una ficha enemiga marcada para herirla.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="352"/>
        <source>Click a ringed empty square of your half to place the illusion.</source>
        <translation>Haga clic en una casilla vacía marcada de su mitad para colocar la ilusión.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="354"/>
        <source>Click a ringed wounded checker of yours to heal it.</source>
        <translation>Haga clic en una de sus fichas heridas marcadas para curarla.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="356"/>
        <source>Click a ringed checker of yours to put a penny on it.</source>
        <translation>Haga clic en una de sus fichas marcadas para ponerle una moneda.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="358"/>
        <location filename="../qml/art/FantasyArt.qml" line="366"/>
        <source>Click a ringed square.</source>
        <translation>Haga clic en una casilla marcada.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="361"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Undo takes the spell back.</source>
        <translation>%1: haga clic en una ficha marcada. Pase antes el ratón por encima para ver cada casilla que alcanzará el hechizo. Deshacer retira el hechizo.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="364"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Escape takes the spell back.</source>
        <translation>%1: haga clic en una ficha marcada. Pase antes el ratón por encima para ver cada casilla que alcanzará el hechizo. La tecla Esc retira el hechizo.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="373"/>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="374"/>
        <source>LD %1</source>
        <translation>Ventaja %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="381"/>
        <source>Arrows %1</source>
        <translation>Flechas %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="382"/>
        <source>Pennies</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="383"/>
        <source>Pennies %1</source>
        <translation>Monedas %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="384"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="385"/>
        <source>Skips next turn</source>
        <translation>Pierde el próximo turno</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="392"/>
        <source>Level: the checkers in this player&apos;s pool, a king counting two.</source>
        <translation>Nivel: las fichas de la reserva de este jugador; una dama cuenta dos.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="393"/>
        <source>LD, the level difference: this player&apos;s level minus the opponent&apos;s. It is added to each of this player&apos;s saving throws, which succeed on 4 or more.</source>
        <translation>LD, la diferencia de nivel: el nivel de este jugador menos el del rival. Se suma a cada una de sus tiradas de salvación, que aciertan con 4 o más.</translation>
    </message>
</context>
<context>
    <name>FantasyCharacterChoice</name>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 chooses</source>
        <translation>%1 elige</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 (the computer) is choosing…</source>
        <translation>%1 (el ordenador) está eligiendo…</translation>
    </message>
    <message>
        <source>%1 first; then %2 chooses and moves first.</source>
        <translation type="vanished">Primero %1; después elige %2, que mueve primero.</translation>
    </message>
    <message>
        <source>%1, then moves first.</source>
        <translation type="vanished">%1, y después mueve primero.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="54"/>
        <source>%1 chooses first; then %2 chooses and moves first.</source>
        <translation>Primero elige %1; después elige %2, que mueve primero.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="55"/>
        <source>%1 (the computer) chooses first; then %2 chooses and moves first.</source>
        <translation>Primero elige %1 (el ordenador); después elige %2, que mueve primero.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="58"/>
        <source>Now %1 chooses, and moves first.</source>
        <translation>Ahora elige %1, que mueve primero.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="59"/>
        <source>Now %1 (the computer) is choosing, and moves first…</source>
        <translation>Ahora elige %1 (el ordenador), que mueve primero…</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="60"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="83"/>
        <source>Choose a character</source>
        <translation>Elija un personaje</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="100"/>
        <source>%1 has chosen the %2.</source>
        <translation>%1 ha elegido: %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="110"/>
        <source>Both players may take the same character. Costs are in pennies.</source>
        <translation>Los dos jugadores pueden elegir el mismo personaje. Los costes están en monedas.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="195"/>
        <source>Chosen by %1</source>
        <translation>Elegido por %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="206"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="208"/>
        <source>(free)</source>
        <translation>(gratis)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="105"/>
        <source>Cannot start the game: %1</source>
        <translation>No se puede empezar la partida: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="171"/>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="214"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="258"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="vanished">%1 (ordenador) está pensando…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="260"/>
        <source>%1 to move</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="372"/>
        <source>Resignation taken back: the game goes on.</source>
        <translation>Abandono deshecho: la partida continúa.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="374"/>
        <source>Agreed draw taken back: the game goes on.</source>
        <translation>Tablas acordadas deshechas: la partida continúa.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="376"/>
        <source>Move taken back.</source>
        <translation>Jugada deshecha.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="17"/>
        <location filename="../app/gamecontroller_records.cpp" line="182"/>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="20"/>
        <source>Saved to %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="29"/>
        <location filename="../app/gamecontroller_files.cpp" line="60"/>
        <location filename="../app/gamecontroller_records.cpp" line="195"/>
        <source>Could not open %1: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="43"/>
        <source>Could not resume the game: %1</source>
        <translation>No se pudo reanudar la partida: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="46"/>
        <source>the game in progress</source>
        <translation>la partida en curso</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="54"/>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="63"/>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="129"/>
        <source>Viewing move %1 (%2) — back to the game</source>
        <translation>Viendo la jugada %1 (%2) — volver a la partida</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="135"/>
        <source>This is an earlier position: go back to the game to play.</source>
        <translation>Es una posición anterior: vuelva a la partida para jugar.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="194"/>
        <source>That position cannot be shown: %1</source>
        <translation>No se puede mostrar esa posición: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>Move played again.</source>
        <translation>Jugada rehecha.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>The move could not be played again.</source>
        <translation>No se pudo rehacer la jugada.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="249"/>
        <source>No hint: %1</source>
        <translation>Sin pista: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="272"/>
        <location filename="../app/gamecontroller_view.cpp" line="301"/>
        <source>The computer found no hint.</source>
        <translation>El ordenador no encontró ninguna pista.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="302"/>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="303"/>
        <source>Hint: %1, expecting %2 in reply.</source>
        <translation>Pista: %1, esperando %2 como respuesta.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="304"/>
        <source>Why: %1.</source>
        <translation>Por qué: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="44"/>
        <source>%1 offers a draw.</source>
        <translation>%1 ofrece tablas.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="55"/>
        <source>%1 (computer) declines the draw.</source>
        <translation>%1 (ordenador) rechaza las tablas.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="61"/>
        <source>%1 (computer) is considering the draw offer…</source>
        <translation>%1 (ordenador) está considerando la oferta de tablas…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="82"/>
        <source>%1 (computer) accepts the draw.</source>
        <translation>%1 (ordenador) acepta las tablas.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="86"/>
        <source>%1 (computer) declines the draw: it thinks it stands better.</source>
        <translation>%1 (ordenador) rechaza las tablas: cree que está mejor.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="95"/>
        <source>%1 declines the draw.</source>
        <translation>%1 rechaza las tablas.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="73"/>
        <source>Position copied: %1</source>
        <translation>Posición copiada: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="74"/>
        <source>Position copied to the clipboard.</source>
        <translation>Posición copiada al portapapeles.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="86"/>
        <source>There is no position to paste: the clipboard holds no text.</source>
        <translation>No hay posición que pegar: el portapapeles no contiene texto.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="112"/>
        <source>This is not a position of %1: %2</source>
        <translation>No es una posición de %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="113"/>
        <source>This is not a position of any game: %1</source>
        <translation>No es una posición de ningún juego: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="135"/>
        <source>New game from the pasted position.</source>
        <translation>Nueva partida desde la posición pegada.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="136"/>
        <source>New game of %1 from the pasted position.</source>
        <translation>Nueva partida de %1 desde la posición pegada.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="147"/>
        <source>Hatrack game</source>
        <translation>Partida de Hatrack</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="152"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="152"/>
        <source>Hatrack (%1)</source>
        <translation>Hatrack (%1)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="165"/>
        <location filename="../app/gamecontroller_records.cpp" line="176"/>
        <source>PDN is for checkers: this game cannot be written as PDN.</source>
        <translation>PDN es solo para damas: esta partida no se puede escribir en PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="169"/>
        <source>The game was copied as PDN.</source>
        <translation>La partida se copió como PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="185"/>
        <source>Saved as PDN to %1.</source>
        <translation>Guardada como PDN en %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="209"/>
        <source>%1: %2 – %3, %4</source>
        <translation>%1: %2 – %3, %4</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="210"/>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="216"/>
        <source>No game was found in the PDN.</source>
        <translation>No se encontró ninguna partida en el PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="237"/>
        <source>Could not open the PDN game: %1</source>
        <translation>No se pudo abrir la partida PDN: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="242"/>
        <source>the PDN game</source>
        <translation>la partida PDN</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="247"/>
        <source>Opened %1 (%2 moves): step through it in the list of moves.</source>
        <translation>Abierta %1 (%2 jugadas): recórrala en la lista de jugadas.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="248"/>
        <source>Opened %1 as far as it could be played: %2</source>
        <translation>Abierta %1 hasta donde se pudo jugar: %2</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="161"/>
        <source>%1 resigns</source>
        <translation>%1 abandona</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="163"/>
        <source>Draw agreed</source>
        <translation>Tablas acordadas</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_lesson.cpp" line="11"/>
        <source>Cannot start the level: %1</source>
        <translation>No se puede empezar el nivel: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="84"/>
        <source>%1 decides something during your turn, which goes on after it.</source>
        <translation>%1 decide algo durante su turno, que sigue después.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="87"/>
        <source>Done: back to %1&apos;s turn.</source>
        <translation>Hecho: sigue el turno de %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="88"/>
        <source>Your turn is over.</source>
        <translation>Su turno ha terminado.</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="26"/>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You win!</source>
        <translation>¡Ha ganado!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You lose</source>
        <translation>Ha perdido</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="30"/>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="128"/>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="135"/>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="141"/>
        <source>Change game</source>
        <translation>Cambiar de juego</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/gamesession.cpp" line="176"/>
        <source>The game could not be saved for later: %1</source>
        <translation>No se pudo guardar la partida para más tarde: %1</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="218"/>
        <location filename="../app/gamesession.cpp" line="222"/>
        <location filename="../app/gamesession.cpp" line="316"/>
        <source>Could not play %1: %2</source>
        <translation>No se pudo jugar %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="394"/>
        <source>The computer could not find a move.</source>
        <translation>El ordenador no encontró ninguna jugada.</translation>
    </message>
</context>
<context>
    <name>HatHeap</name>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="140"/>
        <source>Bag of Hats: empty, so no hat is drawn from it.</source>
        <translation>Bolsa de sombreros: vacía, así que no se saca ningún sombrero de ella.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="141"/>
        <source>Bag of Hats: %n hat(s) (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</source>
        <translation>
            <numerusform>Bolsa de sombreros: %n sombrero (%1). Cada vez que una pieza sale del tablero, el rival de su dueño saca uno al azar.</numerusform>
            <numerusform>Bolsa de sombreros: %n sombreros (%1). Cada vez que una pieza sale del tablero, el rival de su dueño saca uno al azar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="142"/>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>Out of the game: %n hat(s) (%1).</source>
        <translation>
            <numerusform>Fuera del juego: %n sombrero (%1).</numerusform>
            <numerusform>Fuera del juego: %n sombreros (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
</context>
<context>
    <name>HatInfo</name>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="34"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="35"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="36"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="37"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="38"/>
        <source>clear</source>
        <translation>transparente</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="39"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="46"/>
        <source>Zotting</source>
        <translation>Fulminación</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="47"/>
        <source>Nimbleness</source>
        <translation>Agilidad</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="48"/>
        <source>Venom</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="49"/>
        <source>Warding</source>
        <translation>Protección</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="50"/>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="51"/>
        <source>Valor</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="58"/>
        <source>Never captures by jumping. Instead, as its whole turn, it removes one enemy piece from a diagonally adjacent square (any of the four directions) without moving. The red hat then leaves the game.</source>
        <translation>Nunca captura saltando. En su lugar, como todo su turno, retira una pieza enemiga de una casilla vecina en diagonal (en cualquiera de las cuatro direcciones) sin moverse. Después el sombrero rojo sale del juego.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="61"/>
        <source>May jump over its own pieces without harming them, and mix such jumps with captures (forward only for a man). A capture it can reach this way is compulsory.</source>
        <translation>Puede saltar sobre sus propias piezas sin dañarlas y combinar esos saltos con capturas (solo hacia delante si es un peón). Una captura alcanzable así es obligatoria.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="63"/>
        <source>Whoever captures this piece is poisoned and leaves the board at the end of its owner&apos;s turn. The green hat then leaves the game.</source>
        <translation>Quien captura esta pieza queda envenenado y sale del tablero al final del turno de su dueño. Después el sombrero verde sale del juego.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="65"/>
        <source>When this piece would be captured, the blue hat leaves the game instead and the piece is safe for the rest of that turn. It also stops poison.</source>
        <translation>Cuando esta pieza fuera a ser capturada, el sombrero azul sale del juego en su lugar y la pieza queda a salvo el resto del turno. También detiene el veneno.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="67"/>
        <source>Never captures by jumping. It captures by stepping onto an enemy&apos;s square, the way it could step there (forward only for a man). One such capture per turn.</source>
        <translation>Nunca captura saltando. Captura avanzando a la casilla de un enemigo, como podría avanzar allí (solo hacia delante si es un peón). Una sola captura así por turno.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="69"/>
        <source>Never jumps straight: it jumps over an adjacent enemy and lands beside it at a right angle to its approach. A man must land further forward (two rows straight ahead).</source>
        <translation>Nunca salta en línea recta: salta sobre un enemigo vecino y aterriza junto a él, en ángulo recto con su dirección de llegada. Un peón debe aterrizar más adelante (dos filas recto hacia delante).</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="80"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="88"/>
        <source>%n red</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n rojo</numerusform>
            <numerusform>%n rojos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="89"/>
        <source>%n yellow</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n amarillo</numerusform>
            <numerusform>%n amarillos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="90"/>
        <source>%n green</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n verde</numerusform>
            <numerusform>%n verdes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="91"/>
        <source>%n blue</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n azul</numerusform>
            <numerusform>%n azules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="92"/>
        <source>%n clear</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n transparente</numerusform>
            <numerusform>%n transparentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="93"/>
        <source>%n purple</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n morado</numerusform>
            <numerusform>%n morados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="vanished">%1 %2</translation>
    </message>
</context>
<context>
    <name>HatSlot</name>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="86"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="90"/>
        <source>When a player loses a piece, they may put one hat from their rack on one of their pieces.</source>
        <translation>Cuando un jugador pierde una pieza, puede poner un sombrero de su perchero sobre una de sus piezas.</translation>
    </message>
</context>
<context>
    <name>LabController</name>
    <message>
        <location filename="../app/labcontroller.cpp" line="59"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="61"/>
        <source>Standard rules</source>
        <translation>Reglas básicas</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="314"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>LabGameList</name>
    <message>
        <location filename="../qml/LabGameList.qml" line="34"/>
        <source>%1 #%2 · %3 · %4 plies · %5</source>
        <translation>%1 n.º %2 · %3 · %4 medias jugadas · %5</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>%1 wins</source>
        <translation>gana %1</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="46"/>
        <source>Open this game of %1 on the board</source>
        <translation>Abrir esta partida de %1 en el tablero</translation>
    </message>
</context>
<context>
    <name>LabLengths</name>
    <message>
        <location filename="../qml/LabLengths.qml" line="35"/>
        <source>%1: %2 plies on average (%3–%4)</source>
        <translation>%1: %2 medias jugadas de media (%3–%4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabLengths.qml" line="62"/>
        <source>%n game(s) of %1–%2 plies</source>
        <translation>
            <numerusform>%n partida de %1–%2 medias jugadas</numerusform>
            <numerusform>%n partidas de %1–%2 medias jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabLengths.qml" line="72"/>
        <source>%1 plies</source>
        <translation>%1 medias jugadas</translation>
    </message>
</context>
<context>
    <name>LabOutcomes</name>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="27"/>
        <source>%1 (95%: %2–%3)</source>
        <translation>%1 (95 %: %2–%3)</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="36"/>
        <location filename="../qml/LabOutcomes.qml" line="38"/>
        <source>%1 wins</source>
        <translation>gana %1</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="37"/>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabOutcomes.qml" line="61"/>
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n partida</numerusform>
            <numerusform>%1 · %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="96"/>
        <source>%1 of %2 games; 95% interval %3–%4%</source>
        <translation>%1 de %2 partidas; intervalo del 95 %: %3–%4 %</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="114"/>
        <source>%1&apos;s score</source>
        <translation>Puntuación de %1</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="154"/>
        <source>Differs from %1 beyond chance (95%).</source>
        <translation>Difiere de %1 más allá del azar (95 %).</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="155"/>
        <source>No difference from %1 beyond chance yet.</source>
        <translation>Aún no hay diferencia con %1 más allá del azar.</translation>
    </message>
</context>
<context>
    <name>LabScreen</name>
    <message>
        <location filename="../qml/LabScreen.qml" line="68"/>
        <source>◀ Back</source>
        <translation>◀ Volver</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="72"/>
        <source>Variant lab</source>
        <translation>Laboratorio de variantes</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="79"/>
        <source>Computer against computer, many times over: compare option sets.</source>
        <translation>Ordenador contra ordenador, muchas veces: compara conjuntos de opciones.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="118"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="129"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="134"/>
        <source>One per value ▾</source>
        <translation>Una por valor ▾</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="138"/>
        <source>A variant for each value of one option</source>
        <translation>Una variante por cada valor de una opción</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="161"/>
        <source>%1 (its first four of %2 values)</source>
        <translation>%1 (los cuatro primeros de sus %2 valores)</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="191"/>
        <source>+ Add a variant</source>
        <translation>+ Añadir una variante</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="199"/>
        <source>Four variants at most: remove one to add another.</source>
        <translation>Cuatro variantes como máximo: quite una para añadir otra.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="204"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>A</source>
        <translation type="vanished">A</translation>
    </message>
    <message>
        <source>B</source>
        <translation type="vanished">B</translation>
    </message>
    <message>
        <source>A takes the first seat in every other game.</source>
        <translation type="vanished">A ocupa el primer puesto en una de cada dos partidas.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="209"/>
        <source>Computer 1</source>
        <translation>Ordenador 1</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="217"/>
        <source>Computer 2</source>
        <translation>Ordenador 2</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="229"/>
        <source>The two computers swap seats every game.</source>
        <translation>Los dos ordenadores cambian de asiento en cada partida.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="238"/>
        <source>Games per variant</source>
        <translation>Partidas por variante</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="247"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Play the games</source>
        <translation>Jugar las partidas</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="297"/>
        <source>Choose the variants, then play the games.</source>
        <translation>Elige las variantes y luego juega las partidas.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="298"/>
        <source>Playing: %1 of %2 games, %3 s</source>
        <translation>Jugando: %1 de %2 partidas, %3 s</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="299"/>
        <source>%1 of %2 games played in %3 s</source>
        <translation>%1 de %2 partidas jugadas en %3 s</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="321"/>
        <source>Who wins</source>
        <translation>Quién gana</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="322"/>
        <source>A win counts 1 and a draw ½. The range after a score (95%) is where the true score lies 19 times in 20: it narrows as more games are played.</source>
        <translation>Una victoria cuenta 1 y unas tablas ½. El intervalo tras una puntuación (95 %) contiene la puntuación real 19 de cada 20 veces: se estrecha a medida que se juegan más partidas.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="333"/>
        <source>How long games last</source>
        <translation>Cuánto duran las partidas</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="334"/>
        <source>In plies: a ply is one player&apos;s turn, so a move by each side is two.</source>
        <translation>En medias jugadas: una media jugada es el turno de un jugador, así que una jugada de cada bando son dos.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="342"/>
        <source>How games end</source>
        <translation>Cómo terminan las partidas</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="353"/>
        <source>What each side had and used</source>
        <translation>Lo que cada bando tuvo y usó</translation>
    </message>
    <message>
        <source>Powers, hats, characters, cards and planets</source>
        <translation type="vanished">Poderes, sombreros, personajes, cartas y planetas</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="363"/>
        <source>The games</source>
        <translation>Las partidas</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="377"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="378"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="379"/>
        <source>Save all games…</source>
        <translation>Guardar todas las partidas…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="383"/>
        <source>Export PDN…</source>
        <translation>Exportar PDN…</translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message>
        <location filename="../qml/LabTable.qml" line="40"/>
        <source>This game has no powers, cards or characters to count.</source>
        <translation>Este juego no tiene poderes, cartas ni personajes que contar.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="41"/>
        <source>No game has ended yet.</source>
        <translation>Aún no ha terminado ninguna partida.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="95"/>
        <source>%1 won</source>
        <translation>ganó %1</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="96"/>
        <source>no winner</source>
        <translation>sin ganador</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="120"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabTable.qml" line="122"/>
        <source>had in %n game(s)</source>
        <translation>
            <numerusform>presente en %n partida</numerusform>
            <numerusform>presente en %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabTable.qml" line="122"/>
        <source>used %n time(s)</source>
        <translation>
            <numerusform>usado %n vez</numerusform>
            <numerusform>usado %n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s)</source>
        <translation type="vanished">
            <numerusform>%n uso</numerusform>
            <numerusform>%n usos</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1 games, used %2 times</source>
        <translation type="vanished">en %1 partidas, usado %2 veces</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="155"/>
        <source>The side that had or used it scored %1% (95%: %2–%3%)</source>
        <translation>El bando que lo tenía o lo usó puntuó %1 % (95 %: %2–%3 %)</translation>
    </message>
</context>
<context>
    <name>LabVariantCard</name>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="51"/>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="59"/>
        <location filename="../qml/LabVariantCard.qml" line="62"/>
        <source>Remove this variant</source>
        <translation>Quitar esta variante</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="67"/>
        <source>This game has no options.</source>
        <translation>Este juego no tiene opciones.</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="64"/>
        <source>◀ Back</source>
        <translation>◀ Volver</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="69"/>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="128"/>
        <source>%1 of %2 levels · %3 ★</source>
        <translation>%1 de %2 niveles · %3 ★</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="185"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="262"/>
        <source>Reset progress…</source>
        <translation>Borrar el progreso…</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="268"/>
        <source>Continue ▶</source>
        <translation>Continuar ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="283"/>
        <source>Reset progress?</source>
        <translation>¿Borrar el progreso?</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="294"/>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="298"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="304"/>
        <source>Forget the stars won in the lessons of %1?</source>
        <translation>¿Olvidar las estrellas ganadas en las lecciones de %1?</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message numerus="yes">
        <location filename="../app/lessoncoach.cpp" line="434"/>
        <source>New to %1? %n short levels teach it</source>
        <translation>
            <numerusform>¿Primera vez con «%1»? %n nivel corto para aprenderlo</numerusform>
            <numerusform>¿Primera vez con «%1»? %n niveles cortos para aprenderlo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../qml/LessonOffer.qml" line="53"/>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <location filename="../qml/LessonOffer.qml" line="68"/>
        <location filename="../qml/LessonOffer.qml" line="71"/>
        <source>No, thanks</source>
        <translation>No, gracias</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../qml/LessonPanel.qml" line="74"/>
        <source>◀ Lessons</source>
        <translation>◀ Lecciones</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="76"/>
        <source>Back to the list of lessons (Escape)</source>
        <translation>Volver a la lista de lecciones (Escape)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="116"/>
        <source>Level %1 of %2</source>
        <translation>Nivel %1 de %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="94"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="97"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Ajustes (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="182"/>
        <source>Goal: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Three stars: in %n move(s).</source>
        <translation type="vanished">
            <numerusform>Tres estrellas: en %n jugada.</numerusform>
            <numerusform>Tres estrellas: en %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="202"/>
        <source>Moves for three stars: %1</source>
        <translation>Jugadas para tres estrellas: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="194"/>
        <source>Best: %1</source>
        <translation>Mejor: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="326"/>
        <source>Well done!</source>
        <translation>¡Muy bien!</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="327"/>
        <source>Not quite.</source>
        <translation>Todavía no.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="329"/>
        <source>Watch: the solution is played for you.</source>
        <translation>Mira: la solución se juega por ti.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="292"/>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="328"/>
        <source>That was the solution. Now try it yourself.</source>
        <translation>Esa era la solución. Ahora inténtelo usted.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="350"/>
        <source>Three stars for the fewest moves with no hint, no failed try and no Show me. A move the rules refuse costs nothing.</source>
        <translation>Tres estrellas por el menor número de jugadas, sin pista, sin intento fallido y sin «Muéstramelo». Una jugada que las reglas rechazan no cuesta nada.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="391"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="394"/>
        <source>A word of help, and the next step on the board (H)</source>
        <translation>Una ayuda, y el siguiente paso en el tablero (H)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="400"/>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="403"/>
        <source>Plays the solution on the board. It counts as help: a level won after it earns fewer stars.</source>
        <translation>Juega la solución en el tablero. Cuenta como ayuda: un nivel superado después da menos estrellas.</translation>
    </message>
    <message>
        <source>Plays the solution on the board (no stars)</source>
        <translation type="vanished">Juega la solución en el tablero (sin estrellas)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="409"/>
        <source>Try again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="417"/>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="85"/>
        <location filename="../qml/LessonPanel.qml" line="88"/>
        <source>Rules of the game (F1)</source>
        <translation>Reglas del juego (F1)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="93"/>
        <source>Hatrack — %1</source>
        <translation>Hatrack — %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="298"/>
        <source>Export the game as PDN</source>
        <translation>Exportar la partida como PDN</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="174"/>
        <location filename="../qml/Main.qml" line="300"/>
        <location filename="../qml/Main.qml" line="309"/>
        <source>PDN game records (*.pdn)</source>
        <translation>Partidas PDN (*.pdn)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="171"/>
        <source>Export the lab&apos;s results</source>
        <translation>Exportar los resultados del laboratorio</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <location filename="../qml/Main.qml" line="174"/>
        <location filename="../qml/Main.qml" line="175"/>
        <location filename="../qml/Main.qml" line="300"/>
        <location filename="../qml/Main.qml" line="309"/>
        <location filename="../qml/Main.qml" line="331"/>
        <location filename="../qml/Main.qml" line="341"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <source>CSV tables (*.csv)</source>
        <translation>Tablas CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="175"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="192"/>
        <source>Lab</source>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="308"/>
        <source>Import a PDN game</source>
        <translation>Importar una partida PDN</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="329"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="331"/>
        <location filename="../qml/Main.qml" line="341"/>
        <source>Hatrack games (*.hatrack)</source>
        <translation>Partidas de Hatrack (*.hatrack)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="340"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="368"/>
        <source>Hatrack</source>
        <translation>Hatrack</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="375"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="391"/>
        <source>Resume the game in progress?</source>
        <translation>¿Reanudar la partida en curso?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="398"/>
        <source>A game was left unfinished the last time Hatrack ran. Continue it where it stopped, or choose a new game?</source>
        <translation>Una partida quedó sin terminar la última vez que se ejecutó Hatrack. ¿Continuarla donde se quedó o elegir una partida nueva?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="404"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="410"/>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="441"/>
        <source>Cannot start the level: %1</source>
        <translation>No se puede empezar el nivel: %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="465"/>
        <source>Some of the moves given with --moves could not be played.</source>
        <translation>Algunas jugadas indicadas con --moves no se pudieron jugar.</translation>
    </message>
</context>
<context>
    <name>MoveCell</name>
    <message>
        <location filename="../qml/MoveCell.qml" line="33"/>
        <source>In the saved game: %1</source>
        <translation>En la partida guardada: %1</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>Please wait for the computer.</source>
        <translation>Espere al ordenador.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="117"/>
        <source>Capture on %1</source>
        <translation>Capturar en %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="238"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <translation>La pieza en %1 es de %2, y juega %3.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="241"/>
        <source>Choose one of your pieces first.</source>
        <translation>Elija primero una de sus piezas.</translation>
    </message>
    <message>
        <source>The man on %1</source>
        <translation type="vanished">El peón en %1</translation>
    </message>
    <message>
        <source>The king on %1</source>
        <translation type="vanished">La dama en %1</translation>
    </message>
    <message>
        <source>The piece on %1</source>
        <translation type="vanished">La pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="263"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="269"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="301"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 debe capturar: %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="302"/>
        <source>%1 can go to %2.</source>
        <translation>%1 puede ir a %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="304"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 no puede moverse: la captura es obligatoria (%2).</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="305"/>
        <source>%1 cannot move now.</source>
        <translation>%1 no puede moverse ahora.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="306"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <translation>%1 no puede moverse; solo puede la pieza en %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="308"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <translation>%1 no puede moverse; pueden las piezas en %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="315"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <translation>%1 no está permitido: esa pieza no es suya.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="324"/>
        <source>%1 is not allowed: %2. %3</source>
        <translation>%1 no está permitido: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="325"/>
        <source>%1 is not allowed. %2</source>
        <translation>%1 no está permitido. %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="404"/>
        <source>Two captures land there: choose which one to make.</source>
        <translation>Dos capturas acaban ahí: elija cuál hacer.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="416"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <translation>%1 termina la jugada: la pieza no puede seguir hasta %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="428"/>
        <source>More than one route ends there: move the piece one square at a time.</source>
        <translation>Más de un camino acaba ahí: mueva la pieza casilla a casilla.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="450"/>
        <source>Not on %1: click one of the glowing edges.</source>
        <translation>En %1 no: haga clic en uno de los bordes iluminados.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="451"/>
        <source>Not on %1: choose one of the ringed squares.</source>
        <translation>En %1 no: elija una de las casillas marcadas.</translation>
    </message>
    <message>
        <source>That cannot go on square %1.</source>
        <translation type="vanished">Eso no puede ir a la casilla %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="50"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>La pieza en %1 es de %2, y juega %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="51"/>
        <source>Choose one of your pieces first.</source>
        <comment>pawns-in-hats</comment>
        <translation>Elija primero una de sus piezas.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="52"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>La pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="53"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 no puede moverse; solo puede la pieza en %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="54"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 no puede moverse; pueden las piezas en %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="55"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 no está permitido: esa pieza no es suya.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="57"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 termina la jugada: la pieza no puede seguir hasta %2.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="134"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="148"/>
        <source>%1 each</source>
        <translation>%1 cada uno</translation>
    </message>
</context>
<context>
    <name>PawnsArt</name>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Kingly Crown</source>
        <translation>Corona real</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Queenly Crown</source>
        <translation>Corona de reina</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Bishop Mitre</source>
        <translation>Mitra de obispo</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Knighted Helm</source>
        <translation>Yelmo de caballero</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Hunting Tyrolean</source>
        <translation>Sombrero tirolés de caza</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Mirage Hat</source>
        <translation>Sombrero espejismo</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="97"/>
        <source>unknown hat</source>
        <translation>sombrero desconocido</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>hunter (a rook)</source>
        <translation>cazador (una torre)</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>mirage</source>
        <translation>espejismo</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="103"/>
        <source>moves as a king, one square any way; keep it out of check</source>
        <translation>mueve como un rey, una casilla en cualquier dirección; manténgalo fuera de jaque</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="104"/>
        <source>moves as a hunter, which is a rook</source>
        <translation>mueve como un cazador, es decir, una torre</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="105"/>
        <source>moves as whatever the die makes it</source>
        <translation>mueve como lo que el dado haga de él</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="107"/>
        <source>moves as a %1</source>
        <translation>mueve como: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="111"/>
        <source>Unknown hat: picked up, the die names it (1 Kingly Crown, 2 Queenly Crown, 3 Bishop Mitre, 4 Knighted Helm, 5 Hunting Tyrolean, 6 a Mirage that vanishes).</source>
        <translation>Sombrero desconocido: al recogerlo, el dado lo nombra (1 corona real, 2 corona de reina, 3 mitra de obispo, 4 yelmo de caballero, 5 sombrero tirolés de caza, 6 un espejismo que desaparece).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="114"/>
        <source>Mirage Hat: a 6 on the die; it vanishes from the board.</source>
        <translation>Sombrero espejismo: un 6 en el dado; desaparece del tablero.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="115"/>
        <source>%1 (a %2 on the die): a pawn wearing it %3.</source>
        <translation>%1 (un %2 en el dado): un peón que lo lleva %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="131"/>
        <source>Unknown hat: a pawn that steps here may pick it up and roll the die.</source>
        <translation>Sombrero desconocido: un peón que llega aquí puede recogerlo y tirar el dado.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="132"/>
        <source>%1, lying here: a bare pawn that steps here may pick it up and wear it, and then it %2.</source>
        <translation>%1, aquí en el suelo: un peón sin sombrero que llega aquí puede recogerlo y ponérselo, y entonces %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="139"/>
        <location filename="../qml/art/PawnsArt.qml" line="160"/>
        <source>%1 pawn holding a %2, not yet worn.</source>
        <translation>Peón de %1 que sostiene %2, aún sin ponérselo.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="141"/>
        <source>%1 pawn: steps one square straight ahead, or punches an enemy on the square ahead.</source>
        <translation>Peón de %1: avanza una casilla recto, o golpea a un enemigo en la casilla de delante.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="144"/>
        <source>%1 pawn wearing a %2: %3.</source>
        <translation>Peón de %1 con %2: %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="179"/>
        <source>An unknown hat lies at its feet (not worn).</source>
        <translation>Un sombrero desconocido está a sus pies (sin poner).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="180"/>
        <source>A %1 lies at its feet (not worn).</source>
        <translation>A sus pies: %1 (sin poner).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="239"/>
        <source>Moves by either player since the last capture, punch, step of a hatless pawn or hat put on or taken off. At 100, fifty each, the game is drawn.</source>
        <translation>Jugadas de ambos jugadores desde la última captura, puñetazo, paso de un peón sin sombrero o sombrero puesto o quitado. Al llegar a 100, cincuenta cada uno, la partida es tablas.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="240"/>
        <source>Hats nobody has picked up yet: the die says what each is when a pawn does. Once all are known, and none was ever a Kingly Crown, the game is drawn.</source>
        <translation>Sombreros que nadie ha recogido aún: el dado dice qué es cada uno cuando un peón lo hace. Una vez conocidos todos, si ninguno fue nunca una Corona real, la partida es tablas.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="243"/>
        <source>Enemy pieces this player has captured.</source>
        <translation>Piezas enemigas que este jugador ha capturado.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="149"/>
        <source>In check!</source>
        <translation>¡Jaque!</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="161"/>
        <source>%1 pawn.</source>
        <translation>Peón de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="162"/>
        <source>%1 pawn wearing a %2.</source>
        <translation>Peón de %1 con %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the %1</source>
        <translation>Recoger: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the hat</source>
        <translation>Recoger el sombrero</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="193"/>
        <source>Leave the hat lying</source>
        <translation>Dejar el sombrero</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Wear the %1</source>
        <translation>Ponerse: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Put the hat on</source>
        <translation>Ponerse el sombrero</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="197"/>
        <source>Keep the hat on</source>
        <translation>Quedarse el sombrero</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="215"/>
        <source>Click a ringed square beside your pawn to set the %1 down there, or put it on.</source>
        <translation>Haga clic en una casilla marcada junto a su peón para dejar allí el sombrero (%1), o póngaselo.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="218"/>
        <source>To take the hat off, click a ringed square beside the piece to set it down there; or keep it on.</source>
        <translation>Para quitarse el sombrero, haga clic en una casilla marcada junto a la pieza para dejarlo allí; o quédeselo.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="221"/>
        <source>The punch knocked the hat off: click a ringed square beside the piece where it lands.</source>
        <translation>El golpe hizo caer el sombrero: haga clic en la casilla marcada, junto a la pieza, donde cae.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="223"/>
        <source>Click a ringed square.</source>
        <translation>Haga clic en una casilla marcada.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="229"/>
        <source>50-move count: %1</source>
        <translation>50 jugadas: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="230"/>
        <source>Unknown hats: %1</source>
        <translation>Sombreros ocultos: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="233"/>
        <source>Captured: %1</source>
        <translation>Capturadas: %1</translation>
    </message>
</context>
<context>
    <name>PdnGamesDialog</name>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="31"/>
        <source>Choose a game (%1 in the file)</source>
        <translation>Elija una partida (%1 en el archivo)</translation>
    </message>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="49"/>
        <source>Type to narrow the list (event, player, result)</source>
        <translation>Escriba para filtrar la lista (evento, jugador, resultado)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/savefile.cpp" line="22"/>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <location filename="../app/savefile.cpp" line="41"/>
        <source>the file is too large to be a saved game</source>
        <translation>el archivo es demasiado grande para ser una partida guardada</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <location filename="../qml/ResignDialog.qml" line="20"/>
        <source>Resign the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="27"/>
        <source>%1 resigns and %2 wins the game.</source>
        <translation>%1 abandona y %2 gana la partida.</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="33"/>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="40"/>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
</context>
<context>
    <name>RollHistory</name>
    <message>
        <location filename="../qml/RollHistory.qml" line="31"/>
        <source>Rolls of the die, newest first</source>
        <translation>Tiradas del dado, la más reciente primero</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="69"/>
        <source>No die has been rolled in this game yet.</source>
        <translation>Todavía no se ha tirado ningún dado en esta partida.</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="76"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>&lt;h2&gt;Checkers&lt;/h2&gt;&lt;p&gt;Two players, Black and White, each start with twelve men on the dark squares of their first three rows. &lt;b&gt;Black moves first&lt;/b&gt;, then the players take turns.&lt;/p&gt;&lt;h3&gt;Moving&lt;/h3&gt;&lt;p&gt;A man steps one square diagonally forward, onto an empty dark square. A king steps one square diagonally in any of the four directions.&lt;/p&gt;&lt;h3&gt;Capturing&lt;/h3&gt;&lt;p&gt;A piece captures by jumping over an enemy piece on the next diagonal square to the empty square just beyond it; the jumped piece leaves the board at once. If the landing piece can jump again it must, so one move may take several pieces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturing is compulsory.&lt;/b&gt; When any capture is possible you must make one, but you may choose which, even a shorter one. The board marks the pieces that must capture with a ring of orange dashes.&lt;/p&gt;&lt;h3&gt;Kings&lt;/h3&gt;&lt;p&gt;A man that reaches the far row becomes a king (shown with a crown), and its move ends there, even in the middle of a capture.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;You win when your opponent has no pieces left or cannot move on their turn.&lt;/p&gt;&lt;p&gt;The game is a draw when the same position comes up for the third time with the same player to move, or when both players have made 40 moves with no capture and no man moved.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag a piece to its square, or click the piece and then the square. Green dots mark where the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each landing square in turn, or straight on the last one when only one route leads there. Squares carry their standard numbers (1–32), as used in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Damas inglesas&lt;/h2&gt;&lt;p&gt;Dos jugadores, Negro y Blanco, empiezan cada uno con doce peones en las casillas oscuras de sus tres primeras filas. &lt;b&gt;Negro juega primero&lt;/b&gt; y luego los jugadores se turnan.&lt;/p&gt;&lt;h3&gt;Movimiento&lt;/h3&gt;&lt;p&gt;Un peón avanza una casilla en diagonal hacia delante, a una casilla oscura vacía. Una dama avanza una casilla en diagonal en cualquiera de las cuatro direcciones.&lt;/p&gt;&lt;h3&gt;Capturas&lt;/h3&gt;&lt;p&gt;Una pieza captura saltando sobre una pieza enemiga situada en la casilla diagonal vecina hasta la casilla vacía justo detrás; la pieza saltada sale del tablero en el acto. Si la pieza que aterriza puede volver a saltar, debe hacerlo, así que una jugada puede capturar varias piezas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturar es obligatorio.&lt;/b&gt; Cuando es posible alguna captura hay que hacer una, pero puede elegir cuál, incluso una más corta. El tablero rodea con un anillo de guiones naranjas las piezas que deben capturar.&lt;/p&gt;&lt;h3&gt;Damas&lt;/h3&gt;&lt;p&gt;Un peón que llega a la última fila se convierte en dama (se muestra con una corona) y su jugada termina allí, incluso en mitad de una captura.&lt;/p&gt;&lt;h3&gt;Fin de la partida&lt;/h3&gt;&lt;p&gt;Gana cuando su rival no tiene piezas o no puede mover en su turno.&lt;/p&gt;&lt;p&gt;La partida es tablas cuando la misma posición aparece por tercera vez con el mismo jugador al turno, o cuando ambos jugadores han hecho 40 jugadas sin capturas ni movimientos de peón.&lt;/p&gt;&lt;h3&gt;Uso del tablero&lt;/h3&gt;&lt;p&gt;Arrastre una pieza a su casilla, o haga clic en la pieza y luego en la casilla. Unos puntos verdes marcan adónde puede ir la pieza elegida; la última jugada aparece coloreada. Para una captura múltiple, suelte la pieza en cada casilla de llegada por turno, o directamente en la última cuando solo un camino lleva allí. Las casillas llevan sus números habituales (1–32), los de la lista de jugadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sorcerer&apos;s Apprentice&lt;/h2&gt;&lt;p&gt;Checkers as usual (men step forward, kings both ways, a man reaching the far row is crowned and stops there), played with &lt;b&gt;magic hats&lt;/b&gt;: the tiny pyramids of an Icehouse set, five in each of six colours, thirty in all. Pieces that wear a hat gain its power. Black moves first.&lt;/p&gt;&lt;h3&gt;Bag and racks&lt;/h3&gt;&lt;p&gt;All thirty hats start in the &lt;b&gt;Bag of Hats&lt;/b&gt;. Each player has a &lt;b&gt;Hat Rack&lt;/b&gt;, shown in the strip along that player&apos;s side of the board. The bag sits at the end of the upper strip, and the box of hats that have left the game at the end of the lower one. Rest the mouse on any hat to read its power.&lt;/p&gt;&lt;p&gt;A piece is &lt;i&gt;captured&lt;/i&gt; whenever it leaves the board, however that happens: jumped, zotted, stepped on with Strength, or killed by poison. Each time one of your pieces leaves the board:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;your opponent draws one hat at random from the bag into their rack (nothing, if the bag is empty);&lt;/li&gt;&lt;li&gt;then &lt;b&gt;you&lt;/b&gt; may take one hat from your rack and put it on one of your pieces that wears none. You may always decline.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;This happens at that very instant, even in the middle of your opponent&apos;s multiple jump, before the jumper goes on. So when the first piece of a double jump falls, you can still put Warding or Venom on the piece that is about to be taken next.&lt;/p&gt;&lt;p&gt;Hats worn by a captured piece leave the game. A man that is crowned keeps its hats.&lt;/p&gt;&lt;h3&gt;Captures are compulsory&lt;/h3&gt;&lt;p&gt;Every kind of capture counts: a jump, a zot or a Strength capture. If any of them is available you must make one, but you may choose which.&lt;/p&gt;&lt;h3&gt;The six hats&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Red — Zotting.&lt;/b&gt; The piece cannot capture by jumping (so it never forces a jump). Instead it may spend its whole turn removing one enemy piece, man or king, from one of the four diagonally neighbouring squares; it does not move. The red hat then leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Yellow — Nimbleness.&lt;/b&gt; The piece may also jump over its own pieces, which stay on the board. Such jumps may be chained and mixed with captures (a man still only goes forward), and a move may consist of friendly jumps alone; no square may be landed on twice in one move. A capture that friendly jumps can reach is available, and so compulsory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Green — Venom.&lt;/b&gt; When this piece is captured, the piece that captured it is poisoned (shown with a green skull) and leaves the board at the end of its owner&apos;s turn, with the usual draw and placement. The green hat leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blue — Warding.&lt;/b&gt; When this piece would be captured, the blue hat leaves the game instead and the piece cannot be captured again this turn. A jumper still lands beyond it and may carry on as if it had captured, but may not jump that piece again this turn. A zot or Strength capture against it is used up and the attacker stays where it was. Warding also saves a poisoned piece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clear — Strength.&lt;/b&gt; The piece cannot capture by jumping. It captures by stepping onto an enemy&apos;s square in a direction it could step (forward only for a man), removing that piece. Only one such capture per turn; a man that reaches the far row this way is crowned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purple — Valor.&lt;/b&gt; The piece never jumps straight. It jumps over a neighbouring enemy and lands on the empty square next to that enemy at a right angle to its approach. A man may only land further forward, which means two rows straight ahead of where it started the jump; a king may turn either way. Multiple jumps continue as usual.&lt;/p&gt;&lt;h3&gt;End of the game and score&lt;/h3&gt;&lt;p&gt;The game ends when a player has no pieces left, when the player to move has no legal move, when the same position comes up for the third time, or after 40 moves by each side with no capture and no man moved. Then the score decides (having no move does not lose by itself):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;most hats in the rack wins;&lt;/li&gt;&lt;li&gt;if equal, most kings on the board;&lt;/li&gt;&lt;li&gt;if still equal, most pieces on the board;&lt;/li&gt;&lt;li&gt;otherwise it is a draw.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;Any combination can be chosen on the setup screen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mixed Hat Draft:&lt;/b&gt; all thirty hats lie open and the players take turns choosing one, the second player first, until each has chosen twelve. Those 24 hats form the bag; the other six leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Select Hat Draft:&lt;/b&gt; drafted the same way, but your twelve picks become your own pool (kept by your opponent). Instead of drawing from the bag, each time you capture you choose one hat from your pool.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contrary Select Hat Draft:&lt;/b&gt; as Select, but your opponent chooses which hat of your pool you receive.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing Many Hats:&lt;/b&gt; a piece may wear several hats, but a hat may go on a piece that already wears one only while all of your pieces wear the same number of hats. The powers add up: if any hat forbids jumping, the piece cannot capture by jumping; Zotting and Strength add their ways of capturing; Valor bends every jump; each Warding hat absorbs one capture; Venom poisons once and all the piece&apos;s Venom hats then leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Second-Hand Hats:&lt;/b&gt; when you capture a piece that wears hats, they go into your rack (Venom hats still leave the game), on top of the usual draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing for Blood:&lt;/b&gt; the score becomes most pieces on the board, then most hats in the rack, then most kings, then a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triple Hat Combo Bonus:&lt;/b&gt; instead of moving, you may return three hats of three different colours from your rack to the box to put two of your captured pieces back as men on empty squares of your own home row (you choose the squares; you need two captured pieces and two free squares), or return three hats of one colour to take any two hats from your opponent&apos;s rack. Captures stay compulsory, so the bonus is offered only on a turn with no capture.&lt;/p&gt;&lt;h3&gt;Where we had to decide&lt;/h3&gt;&lt;p&gt;The original rules leave a few things open; this is how Hatrack plays them:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A Strength capture ends the move: the piece does not jump on afterwards.&lt;/li&gt;&lt;li&gt;With Second-Hand Hats, the hats of a piece that dies of poison go to the opponent&apos;s rack, as if the opponent had captured it.&lt;/li&gt;&lt;li&gt;A zot reaches any of the four neighbouring diagonal squares, backwards too, even for a man.&lt;/li&gt;&lt;li&gt;Zots and Strength captures are captures like jumps: when one is possible, a capture must be made.&lt;/li&gt;&lt;li&gt;A player who cannot move ends the game but does not lose by that alone: the score decides.&lt;/li&gt;&lt;li&gt;A Warding hat protects for the rest of the turn, so a chain can pass over the warded piece once but not take it.&lt;/li&gt;&lt;li&gt;The move list keeps each turn together with whatever happened in between. Moves on the board are written as in checkers (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; for a zot), everything else in words, such as &quot;White puts blue on 19&quot; between two jumps of Black&apos;s. Rest the mouse on a turn to see it in notation: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Move as in checkers: drag a piece, or click it and then its square. An orange crosshair marks an enemy piece you can zot or take with Strength: drag your piece onto it or click it. When you may place a hat, the colours you can place glow in your rack: click one (it is chosen already when there is only one), then click one of the ringed pieces, or press &lt;i&gt;No hat this time&lt;/i&gt;. In a draft, click a pyramid to take it.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;El aprendiz de brujo&lt;/h2&gt;&lt;p&gt;Damas como siempre (los peones avanzan, las damas van en ambos sentidos, un peón que llega a la última fila se corona y se detiene allí), jugadas con &lt;b&gt;sombreros mágicos&lt;/b&gt;: las pequeñas pirámides de un juego Icehouse, cinco de cada uno de seis colores, treinta en total. Las piezas que llevan un sombrero ganan su poder. Negro juega primero.&lt;/p&gt;&lt;h3&gt;Bolsa y sombrereros&lt;/h3&gt;&lt;p&gt;Los treinta sombreros empiezan en la &lt;b&gt;bolsa de sombreros&lt;/b&gt;. Cada jugador tiene un &lt;b&gt;sombrerero&lt;/b&gt;, que se muestra en la franja a lo largo de su lado del tablero. La bolsa está al final de la franja de arriba, y la caja de los sombreros que han salido del juego al final de la de abajo. Ponga el ratón sobre cualquier sombrero para leer su poder.&lt;/p&gt;&lt;p&gt;Una pieza queda &lt;i&gt;capturada&lt;/i&gt; siempre que sale del tablero, sea como sea: saltada, fulminada, pisada con Fuerza o muerta por veneno. Cada vez que una de sus piezas sale del tablero:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;su rival saca un sombrero al azar de la bolsa para su sombrerero (nada, si la bolsa está vacía);&lt;/li&gt;&lt;li&gt;luego &lt;b&gt;usted&lt;/b&gt; puede tomar un sombrero de su sombrerero y ponerlo en una de sus piezas que no lleve ninguno. Siempre puede renunciar.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esto ocurre en ese mismo instante, incluso en mitad de una captura múltiple del rival, antes de que el saltador continúe. Así, cuando cae la primera pieza de una captura doble, aún puede poner Protección o Veneno en la pieza que va a ser capturada después.&lt;/p&gt;&lt;p&gt;Los sombreros de una pieza capturada salen del juego. Un peón coronado conserva sus sombreros.&lt;/p&gt;&lt;h3&gt;Las capturas son obligatorias&lt;/h3&gt;&lt;p&gt;Cuenta cualquier tipo de captura: un salto, una fulminación o una captura de Fuerza. Si alguna es posible debe hacer una, pero puede elegir cuál.&lt;/p&gt;&lt;h3&gt;Los seis sombreros&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Rojo — Fulminación.&lt;/b&gt; La pieza no puede capturar saltando (así que nunca obliga a saltar). En su lugar puede dedicar todo su turno a retirar una pieza enemiga, peón o dama, de una de las cuatro casillas vecinas en diagonal; no se mueve. Después el sombrero rojo sale del juego.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Amarillo — Agilidad.&lt;/b&gt; La pieza también puede saltar sobre sus propias piezas, que se quedan en el tablero. Estos saltos pueden encadenarse y combinarse con capturas (un peón sigue yendo solo hacia delante), y una jugada puede consistir solo en saltos sobre piezas propias; ninguna casilla puede ser de llegada dos veces en una jugada. Una captura que se alcanza con saltos propios está disponible y, por tanto, es obligatoria.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Verde — Veneno.&lt;/b&gt; Cuando esta pieza es capturada, la pieza que la capturó queda envenenada (se muestra con una calavera verde) y sale del tablero al final del turno de su dueño, con el sorteo y la colocación habituales. El sombrero verde sale del juego.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Azul — Protección.&lt;/b&gt; Cuando esta pieza fuera a ser capturada, el sombrero azul sale del juego en su lugar y la pieza ya no puede ser capturada en este turno. Un saltador aterriza igualmente detrás de ella y puede seguir como si hubiera capturado, pero no puede volver a saltar esa pieza en este turno. Una fulminación o captura de Fuerza contra ella se pierde y el atacante se queda donde estaba. La Protección también salva a una pieza envenenada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Transparente — Fuerza.&lt;/b&gt; La pieza no puede capturar saltando. Captura avanzando a la casilla de un enemigo en una dirección en la que podría avanzar (solo hacia delante si es un peón), lo que retira esa pieza. Solo una captura así por turno; un peón que llega así a la última fila se corona.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Morado — Valor.&lt;/b&gt; La pieza nunca salta en línea recta. Salta sobre un enemigo vecino y aterriza en la casilla vacía junto a ese enemigo, en ángulo recto con su dirección de llegada. Un peón solo puede aterrizar más adelante, es decir, dos filas recto delante de donde empezó el salto; una dama puede girar a cualquier lado. Las capturas múltiples siguen como siempre.&lt;/p&gt;&lt;h3&gt;Fin de la partida y puntuación&lt;/h3&gt;&lt;p&gt;La partida termina cuando un jugador se queda sin piezas, cuando el jugador al turno no tiene ninguna jugada legal, cuando la misma posición aparece por tercera vez, o tras 40 jugadas de cada lado sin capturas ni movimientos de peón. Entonces decide la puntuación (quedarse sin jugadas no hace perder por sí solo):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;gana quien tenga más sombreros en el sombrerero;&lt;/li&gt;&lt;li&gt;si hay empate, más damas en el tablero;&lt;/li&gt;&lt;li&gt;si sigue el empate, más piezas en el tablero;&lt;/li&gt;&lt;li&gt;si no, es tablas.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Opciones&lt;/h3&gt;&lt;p&gt;Puede elegirse cualquier combinación en la pantalla de inicio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Selección mixta de sombreros:&lt;/b&gt; los treinta sombreros están a la vista y los jugadores eligen uno por turnos, empezando el segundo jugador, hasta tener doce cada uno. Esos 24 sombreros forman la bolsa; los otros seis salen del juego.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Selección propia de sombreros:&lt;/b&gt; se eligen igual, pero sus doce sombreros forman su propia reserva (la guarda su rival). En lugar de sacar de la bolsa, cada vez que captura elige un sombrero de su reserva.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Selección contraria de sombreros:&lt;/b&gt; como la propia, pero es su rival quien elige qué sombrero de su reserva recibe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Varios sombreros a la vez:&lt;/b&gt; una pieza puede llevar varios sombreros, pero un sombrero solo puede ir en una pieza que ya lleva uno mientras todas sus piezas lleven el mismo número de sombreros. Los poderes se suman: si algún sombrero prohíbe saltar, la pieza no puede capturar saltando; Fulminación y Fuerza añaden sus formas de capturar; el Valor tuerce cada salto; cada sombrero de Protección absorbe una captura; el Veneno envenena una vez y luego todos los sombreros de Veneno de la pieza salen del juego.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sombreros de segunda mano:&lt;/b&gt; cuando captura una pieza que lleva sombreros, estos pasan a su sombrerero (los de Veneno siguen saliendo del juego), además del sorteo habitual.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A muerte:&lt;/b&gt; la puntuación pasa a ser más piezas en el tablero, luego más sombreros en el sombrerero, luego más damas, luego tablas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bonificación del combo de tres sombreros:&lt;/b&gt; en lugar de mover, puede devolver a la caja tres sombreros de tres colores distintos de su sombrerero para volver a poner dos de sus piezas capturadas, como peones, en casillas vacías de su primera fila (usted elige las casillas; hacen falta dos piezas capturadas y dos casillas libres), o devolver tres sombreros de un mismo color para tomar dos sombreros cualesquiera del sombrerero rival. Las capturas siguen siendo obligatorias, así que la bonificación solo se ofrece en un turno sin captura.&lt;/p&gt;&lt;h3&gt;Lo que tuvimos que decidir&lt;/h3&gt;&lt;p&gt;Las reglas originales dejan algunas cosas abiertas; así las juega Hatrack:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Una captura de Fuerza termina la jugada: la pieza no sigue saltando después.&lt;/li&gt;&lt;li&gt;Con sombreros de segunda mano, los sombreros de una pieza que muere envenenada van al sombrerero del rival, como si el rival la hubiera capturado.&lt;/li&gt;&lt;li&gt;Una fulminación alcanza cualquiera de las cuatro casillas diagonales vecinas, también hacia atrás, incluso para un peón.&lt;/li&gt;&lt;li&gt;Las fulminaciones y las capturas de Fuerza son capturas como los saltos: cuando una es posible, hay que capturar.&lt;/li&gt;&lt;li&gt;Un jugador que no puede mover termina la partida pero no pierde solo por eso: decide la puntuación.&lt;/li&gt;&lt;li&gt;Un sombrero de Protección protege el resto del turno, así que una cadena puede pasar una vez sobre la pieza protegida pero no capturarla.&lt;/li&gt;&lt;li&gt;La lista de jugadas mantiene cada turno junto con todo lo ocurrido entretanto. Las jugadas en el tablero se escriben como en las damas (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; para una fulminación) y todo lo demás con palabras, como «Blanco pone el azul en 19» entre dos saltos de Negro. Ponga el ratón sobre un turno para verlo en notación: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Uso del tablero&lt;/h3&gt;&lt;p&gt;Mueva como en las damas: arrastre una pieza, o haga clic en ella y luego en su casilla. Una mira naranja marca una pieza enemiga que puede fulminar o capturar con Fuerza: arrastre su pieza sobre ella o haga clic en ella. Cuando puede poner un sombrero, los colores posibles brillan en su sombrerero: haga clic en uno (ya está elegido si solo hay uno) y luego en una de las piezas marcadas, o pulse &lt;i&gt;Esta vez sin sombrero&lt;/i&gt;. En una selección, haga clic en una pirámide para tomarla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Alien Checkers&lt;/h2&gt;&lt;p&gt;Checkers with a deck of strange cards, things that land on the board, a board that can turn under the players, and a secret planet for each player. Black moves first.&lt;/p&gt;&lt;p&gt;&lt;i&gt;The seed we play from names the cards and planets, but their original texts are lost. The card texts and the planet goals below are this project&apos;s reconstruction, not the original wording.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt; one checker as in checkers. Capturing is compulsory, and a jump goes on while it can.&lt;/li&gt;&lt;li&gt;A second card is &lt;b&gt;turned face up&lt;/b&gt; from the draw pile, so two lie face up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Use one&lt;/b&gt; of the two face-up cards: click it in the card panel, then give it its targets on the board. The other card stays face up for your opponent.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Used cards go to the discards. When the draw pile runs out, the discards are shuffled into a new one. A card with nothing to do is simply used up, except Antimatter, which may only be chosen when there is something for it to remove (otherwise it is greyed).&lt;/p&gt;&lt;h3&gt;Checkers&lt;/h3&gt;&lt;p&gt;A checker is a stack: a &lt;b&gt;pawn&lt;/b&gt; (one piece) steps and jumps diagonally forward; a &lt;b&gt;king&lt;/b&gt; (two pieces) steps and jumps any diagonal way; an &lt;b&gt;emperor&lt;/b&gt; (three pieces) glides any distance along a free diagonal and captures as a king. A pawn reaching its far row is crowned with one of its own captured pieces. If none is free, it waits there as a &lt;b&gt;ready pawn&lt;/b&gt; (a pulsing gold rim) and is crowned the moment one becomes free, even during the opponent&apos;s turn. Each side has 12 pieces and no spares.&lt;/p&gt;&lt;h3&gt;The cards (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolith&lt;/b&gt; (2): set the Monolith on an empty dark square; once it stands, slide it one to three squares along a diagonal. A checker in its way is shoved one square on, shoves chain, and a checker shoved off the board or against a wall, fire or (for a pawn) water is captured by whoever played the card. The Monolith clears fire, water and walls it meets.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Galactic Hippo&lt;/b&gt; (2): sit the Hippo on any checker (moving it if it is already out). That checker cannot move. The Hippo leaves when its checker is captured or the Snookle climbs on.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2): put the Snookle on any checker. That checker may also step and jump backward, as a king does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fire&lt;/b&gt; (2): light a fire on an empty dark square. No checker may enter, land on or jump across it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Water&lt;/b&gt; (2): pour water on an empty dark square, or on a fire to put it out. Pawns may not enter it; kings and emperors may.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Walls&lt;/b&gt; (3): build a pair of your walls on two edges of squares, as an L around a corner or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them, never your own. An L stops only the diagonal through its corner. Each player has 12 walls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ring&lt;/b&gt; (2): give one of your checkers a ring. The next time it would be jumped, the ring is lost instead and the checker stays.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quarter Turn&lt;/b&gt; (1): turn the board a quarter turn either way. Forward stays toward the far side of the table, so pawns now on their far row may be crowned.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Revive&lt;/b&gt; (1): put one of your captured pieces back as a pawn on an empty square of your home row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reshuffle&lt;/b&gt; (1): shuffle the draw pile, the discards, the other face-up card and this one together, then turn one card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimatter&lt;/b&gt; (1): remove one thing: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Coronation&lt;/b&gt; (1): stack one of your captured pieces on one of your kings, making it an emperor.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Secret planets&lt;/h3&gt;&lt;p&gt;Each player is dealt one of nine planet cards, face down. Only you see yours; its goal is a second way to win, checked at the end of your turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Mercury&lt;/b&gt;: one move of yours captured three or more checkers.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Venus&lt;/b&gt;: three or more fires burn on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Earth&lt;/b&gt;: three or more waters lie on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mars&lt;/b&gt;: you have captured eight or more enemy pieces in all.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jupiter&lt;/b&gt;: you own two emperors.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturn&lt;/b&gt;: three or more of your checkers wear rings.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Uranus&lt;/b&gt;: the board lies a quarter turn from where it started and you have more checkers than your opponent.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptune&lt;/b&gt;: the Monolith took an enemy checker during your turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pluto&lt;/b&gt;: your checker carrying the Snookle stands on your opponent&apos;s home row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;Capture every enemy checker, own five kings and emperors together (this counts even in your opponent&apos;s turn), or meet your planet&apos;s goal. A player who cannot move loses. Long play without progress is a draw, as in checkers. When the game ends, both planets are shown.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag or click your checkers as in checkers. After the card is turned, the face-up cards glow in the panel left of the board: click one. Its targets then glow on the board: click a ringed square or checker; for walls click a glowing edge, then one of the edges that pair with it; for a quarter turn press a button; to slide the Monolith, drag it or click it and then its square. Hover over anything for what it is.&lt;/p&gt;&lt;p&gt;Two people at one screen: between turns a curtain covers the table. Pass the screen, and the next player clicks to lift it, so neither sees the other&apos;s planet.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Damas alienígenas&lt;/h2&gt;&lt;p&gt;Damas con un mazo de cartas extrañas, cosas que caen sobre el tablero, un tablero que puede girar bajo los jugadores y un planeta secreto para cada jugador. Negro juega primero.&lt;/p&gt;&lt;p&gt;&lt;i&gt;La semilla de la que partimos nombra las cartas y los planetas, pero sus textos originales se han perdido. Los textos de las cartas y los objetivos de los planetas que siguen son una reconstrucción propia de este proyecto, no la redacción original.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Un turno&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Mueva&lt;/b&gt; una ficha como en las damas. Capturar es obligatorio, y un salto continúa mientras pueda.&lt;/li&gt;&lt;li&gt;Se &lt;b&gt;descubre&lt;/b&gt; una segunda carta del mazo de robo, así que quedan dos descubiertas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Use una&lt;/b&gt; de las dos cartas descubiertas: haga clic en ella en el panel de cartas y luego indique sus objetivos en el tablero. La otra carta queda descubierta para su rival.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Las cartas usadas van a los descartes. Cuando se acaba el mazo de robo, los descartes se barajan para formar uno nuevo. Una carta que no tiene nada que hacer simplemente se gasta, salvo la Antimateria, que solo puede elegirse cuando hay algo que retirar (si no, aparece en gris).&lt;/p&gt;&lt;h3&gt;Las fichas&lt;/h3&gt;&lt;p&gt;Una ficha es una pila: un &lt;b&gt;peón&lt;/b&gt; (una pieza) avanza y salta en diagonal hacia delante; una &lt;b&gt;dama&lt;/b&gt; (dos piezas) avanza y salta en diagonal en cualquier dirección; un &lt;b&gt;emperador&lt;/b&gt; (tres piezas) se desliza cualquier distancia por una diagonal libre y captura como una dama. Un peón que llega a su última fila se corona con una de sus propias piezas capturadas. Si no hay ninguna libre, espera allí como &lt;b&gt;peón listo&lt;/b&gt; (con un borde dorado que late) y se corona en cuanto una quede libre, incluso durante el turno del rival. Cada bando tiene 12 piezas y ninguna de repuesto.&lt;/p&gt;&lt;h3&gt;Las cartas (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolito&lt;/b&gt; (2): ponga el Monolito en una casilla oscura vacía; una vez colocado, deslícelo de una a tres casillas a lo largo de una diagonal. Una ficha en su camino es empujada una casilla, los empujones se encadenan, y una ficha empujada fuera del tablero o contra un muro, un fuego o (si es un peón) agua queda capturada por quien jugó la carta. El Monolito elimina el fuego, el agua y los muros que encuentra.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hipopótamo galáctico&lt;/b&gt; (2): siente al Hipopótamo sobre cualquier ficha (moviéndolo si ya está en juego). Esa ficha no puede moverse. El Hipopótamo se marcha cuando su ficha es capturada o cuando el Snookle se sube a ella.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2): ponga el Snookle sobre cualquier ficha. Esa ficha también puede retroceder y saltar hacia atrás, como una dama.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fuego&lt;/b&gt; (2): encienda un fuego en una casilla oscura vacía. Ninguna ficha puede entrar, aterrizar ni saltar por encima de ella.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Agua&lt;/b&gt; (2): eche agua en una casilla oscura vacía, o sobre un fuego para apagarlo. Los peones no pueden entrar en ella; las damas y los emperadores sí.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Muros&lt;/b&gt; (3): construya un par de sus muros en dos bordes de casillas, en L alrededor de una esquina o en línea recta. Detienen los pasos y saltos en diagonal de su rival que los crucen, nunca los suyos. Una L solo detiene la diagonal que pasa por su esquina. Cada jugador tiene 12 muros.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Anillo&lt;/b&gt; (2): dé un anillo a una de sus fichas. La próxima vez que fuera a ser saltada, se pierde el anillo en su lugar y la ficha se queda.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cuarto de vuelta&lt;/b&gt; (1): gire el tablero un cuarto de vuelta en cualquier sentido. El frente sigue siendo el lado opuesto de la mesa, así que los peones que ahora estén en su última fila pueden coronarse.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Revivir&lt;/b&gt; (1): vuelva a poner una de sus piezas capturadas como peón en una casilla vacía de su fila inicial.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rebarajar&lt;/b&gt; (1): baraje juntos el mazo de robo, los descartes, la otra carta descubierta y esta, y luego descubra una carta.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimateria&lt;/b&gt; (1): retire una cosa: un fuego, un agua, un anillo, un par de muros, el Monolito, el Hipopótamo o el Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Coronación&lt;/b&gt; (1): apile una de sus piezas capturadas sobre una de sus damas, convirtiéndola en emperador.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Planetas secretos&lt;/h3&gt;&lt;p&gt;Cada jugador recibe una de nueve cartas de planeta, boca abajo. Solo usted ve la suya; su objetivo es una segunda forma de ganar, que se comprueba al final de su turno:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Mercurio&lt;/b&gt;: una de sus jugadas capturó tres o más fichas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Venus&lt;/b&gt;: tres o más fuegos arden en el tablero.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tierra&lt;/b&gt;: hay tres o más aguas en el tablero.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Marte&lt;/b&gt;: ha capturado ocho o más piezas enemigas en total.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Júpiter&lt;/b&gt;: posee dos emperadores.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturno&lt;/b&gt;: tres o más de sus fichas llevan anillo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Urano&lt;/b&gt;: el tablero está a un cuarto de vuelta de su posición inicial y usted tiene más fichas que su rival.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptuno&lt;/b&gt;: el Monolito capturó una ficha enemiga durante su turno.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Plutón&lt;/b&gt;: su ficha que lleva el Snookle está en la fila inicial de su rival.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Cómo ganar&lt;/h3&gt;&lt;p&gt;Capture todas las fichas enemigas, tenga cinco damas y emperadores en total (esto cuenta incluso durante el turno de su rival), o cumpla el objetivo de su planeta. Un jugador que no puede mover pierde. Una partida larga sin progreso es tablas, como en las damas. Cuando termina la partida, se muestran ambos planetas.&lt;/p&gt;&lt;h3&gt;Uso del tablero&lt;/h3&gt;&lt;p&gt;Arrastre sus fichas o haga clic en ellas como en las damas. Tras descubrirse la carta, las cartas descubiertas brillan en el panel a la izquierda del tablero: haga clic en una. Sus objetivos brillan entonces en el tablero: haga clic en una casilla o ficha marcada; para los muros, haga clic en un borde que brille y luego en uno de los bordes que forman pareja con él; para un cuarto de vuelta, pulse un botón; para deslizar el Monolito, arrástrelo o haga clic en él y luego en su casilla. Pase el ratón sobre cualquier cosa para saber qué es.&lt;/p&gt;&lt;p&gt;Dos personas en una misma pantalla: entre turnos, una cortina cubre la mesa. Pase la pantalla y el siguiente jugador hace clic para levantarla, de modo que ninguno vea el planeta del otro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pawns in Hats&lt;/h2&gt;&lt;p&gt;A chess variant on the full chessboard in which every piece starts as a pawn, and a pawn becomes a king, a queen, a bishop, a knight or a rook only by the hat it wears. White moves first.&lt;/p&gt;&lt;h3&gt;Setting up&lt;/h3&gt;&lt;p&gt;Each side has eight pawns on its first rank: White on rank 1, Black on rank 8. Sixteen hats lie face down on ranks 4 and 5. Nobody knows what a hat is until a pawn picks it up.&lt;/p&gt;&lt;h3&gt;Bare pawns&lt;/h3&gt;&lt;p&gt;A pawn without a hat has two things it may do on its turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Step&lt;/b&gt; one square straight forward onto a square with no piece on it (never two squares, never diagonally).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Punch&lt;/b&gt; the square straight ahead when an enemy piece stands there. The puncher does not move. A bare enemy pawn is captured. An enemy that wears a hat loses the hat instead: you choose an empty square next to that piece (no piece and no hat on it) for the hat to land on; if there is none, your punching pawn puts it on.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Bare pawns never capture diagonally. There is no double step, no en passant, no promotion and no castling.&lt;/p&gt;&lt;h3&gt;Hats&lt;/h3&gt;&lt;p&gt;Hats never block a move, and a hat may lie on a square where a piece stands.&lt;/p&gt;&lt;p&gt;When a bare pawn &lt;i&gt;ends its step&lt;/i&gt; on a hat, it may pick the hat up. An unknown hat is then identified with the die:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Kingly Crown: a king&lt;/li&gt;&lt;li&gt;Queenly Crown: a queen&lt;/li&gt;&lt;li&gt;Bishop Mitre: a bishop&lt;/li&gt;&lt;li&gt;Knighted Helm: a knight&lt;/li&gt;&lt;li&gt;Hunting Tyrolean: a hunter, which moves exactly as a rook&lt;/li&gt;&lt;li&gt;Mirage: the hat vanishes from the game&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A hat once identified stays what it is for the rest of the game and lies face up. Having picked a hat up, the pawn either puts it on or sets it down on a neighbouring square with no hat; if every neighbouring square has a hat, it must put it on.&lt;/p&gt;&lt;p&gt;A pawn wearing a hat moves and captures exactly as that chess piece. When it ends a move on a square without a hat, it may take its hat off and set it on a neighbouring square without a hat, becoming a bare pawn again. Only one hat action per move: pick up, or take off, never both. A punch is not a step, so a punching pawn picks nothing up. When a piece is captured, its hat leaves the game.&lt;/p&gt;&lt;p&gt;Neighbouring squares are the eight around a square.&lt;/p&gt;&lt;h3&gt;Kings and check&lt;/h3&gt;&lt;p&gt;A player who has no king of their own cannot attack kings: their pieces neither give check nor capture a king (though a punch still knocks a crown off). That protection ends once no unknown hat and no Kingly Crown that nobody wears is left in the game. A player who has a king may never leave it attacked by a player allowed to attack it. A king in check glows red.&lt;/p&gt;&lt;p&gt;Taking a crown off ends that piece&apos;s kingship, which can be a way out of check. A punch never captures a king and never gives check.&lt;/p&gt;&lt;p&gt;Chance can expose a king: a move only has to keep your king safe before the die is rolled. If the roll leaves your opponent&apos;s king attacked, that is check on their next turn; if it leaves your own king attacked, your opponent may capture it and wins at once.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Checkmate&lt;/b&gt; wins.&lt;/li&gt;&lt;li&gt;A player with no legal move who is not in check draws by &lt;b&gt;stalemate&lt;/b&gt;; a player with no pieces at all loses.&lt;/li&gt;&lt;li&gt;As in chess, the same position for the third time, or 50 moves by each side without a capture, a punch, a bare pawn&apos;s move or a hat put on or taken off, is a draw.&lt;/li&gt;&lt;li&gt;If every hat has been identified and none was ever a Kingly Crown, the game ends in a draw right after the last identification (and the wear-or-set-down decision that follows it); the result shows who has more pieces left.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Moving:&lt;/b&gt; drag a piece to its square, or click it and then the square. Green dots mark where the chosen piece may go; an orange crosshair marks a piece it can capture.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punching:&lt;/b&gt; a square your pawn can punch is marked with a red, jagged burst around the enemy piece: click your pawn and then the burst, or drag your pawn onto it (your pawn stays where it is). If the punched piece wore a hat, ringed squares show where it may land: click one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Picking up:&lt;/b&gt; after a step onto a hat, press &lt;i&gt;Pick up the hat&lt;/i&gt; (the die rolls beside the board, and the hat turns over to show what it is) or &lt;i&gt;Leave the hat lying&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing or setting down:&lt;/b&gt; then press &lt;i&gt;Put the hat on&lt;/i&gt;, or click one of the ringed squares around your pawn to set the hat down there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking off:&lt;/b&gt; after a hatted piece&apos;s move to a square without a hat, click a ringed square around it to take the hat off onto that square, or press &lt;i&gt;Keep the hat on&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;A hat lying under a piece is drawn small at its feet, tipped over, so it never looks worn. Rest the mouse on a piece or a hat to read what it is, and on the die for the latest rolls and what they were for. Coordinates a–h and 1–8 run along the edges of the board, as in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Peones con sombrero&lt;/h2&gt;&lt;p&gt;Una variante del ajedrez en el tablero completo en la que todas las piezas empiezan como peones, y un peón solo se convierte en rey, dama, alfil, caballo o torre por el sombrero que lleva. Blanco juega primero.&lt;/p&gt;&lt;h3&gt;Preparación&lt;/h3&gt;&lt;p&gt;Cada bando tiene ocho peones en su primera fila: Blanco en la fila 1, Negro en la fila 8. Dieciséis sombreros están boca abajo en las filas 4 y 5. Nadie sabe qué es un sombrero hasta que un peón lo recoge.&lt;/p&gt;&lt;h3&gt;Peones sin sombrero&lt;/h3&gt;&lt;p&gt;Un peón sin sombrero puede hacer dos cosas en su turno:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Avanzar&lt;/b&gt; una casilla recto hacia delante a una casilla sin pieza (nunca dos casillas, nunca en diagonal).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Golpear&lt;/b&gt; la casilla justo delante cuando hay en ella una pieza enemiga. El que golpea no se mueve. Un peón enemigo sin sombrero queda capturado. Un enemigo con sombrero pierde el sombrero en su lugar: usted elige una casilla vacía junto a esa pieza (sin pieza ni sombrero) donde cae el sombrero; si no hay ninguna, su peón que golpea se lo pone.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Los peones sin sombrero nunca capturan en diagonal. No hay avance doble, ni captura al paso, ni promoción, ni enroque.&lt;/p&gt;&lt;h3&gt;Sombreros&lt;/h3&gt;&lt;p&gt;Los sombreros nunca bloquean una jugada, y un sombrero puede estar en una casilla donde hay una pieza.&lt;/p&gt;&lt;p&gt;Cuando un peón sin sombrero &lt;i&gt;termina su paso&lt;/i&gt; sobre un sombrero, puede recogerlo. Un sombrero desconocido se identifica entonces con el dado:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Corona real: un rey&lt;/li&gt;&lt;li&gt;Corona de reina: una dama&lt;/li&gt;&lt;li&gt;Mitra de obispo: un alfil&lt;/li&gt;&lt;li&gt;Yelmo de caballero: un caballo&lt;/li&gt;&lt;li&gt;Sombrero tirolés de caza: un cazador, que mueve exactamente como una torre&lt;/li&gt;&lt;li&gt;Espejismo: el sombrero desaparece del juego&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Un sombrero identificado sigue siendo lo que es el resto de la partida y queda boca arriba. Tras recoger un sombrero, el peón se lo pone o lo deja en una casilla vecina sin sombrero; si todas las casillas vecinas tienen sombrero, debe ponérselo.&lt;/p&gt;&lt;p&gt;Un peón con sombrero mueve y captura exactamente como esa pieza de ajedrez. Cuando termina una jugada en una casilla sin sombrero, puede quitarse el sombrero y dejarlo en una casilla vecina sin sombrero, volviendo a ser un peón sin sombrero. Solo una acción de sombrero por jugada: recoger o quitarse, nunca ambas. Un golpe no es un paso, así que un peón que golpea no recoge nada. Cuando una pieza es capturada, su sombrero sale del juego.&lt;/p&gt;&lt;p&gt;Las casillas vecinas son las ocho que rodean una casilla.&lt;/p&gt;&lt;h3&gt;Reyes y jaque&lt;/h3&gt;&lt;p&gt;Un jugador que no tiene rey propio no puede atacar reyes: sus piezas ni dan jaque ni capturan un rey (aunque un golpe sigue haciendo caer una corona). Esa protección termina cuando ya no queda en juego ningún sombrero desconocido ni ninguna corona real que nadie lleve. Un jugador que tiene un rey nunca puede dejarlo atacado por un jugador al que se le permite atacarlo. Un rey en jaque brilla en rojo.&lt;/p&gt;&lt;p&gt;Quitarse una corona acaba con la realeza de esa pieza, lo que puede ser una forma de salir del jaque. Un golpe nunca captura un rey y nunca da jaque.&lt;/p&gt;&lt;p&gt;El azar puede dejar expuesto a un rey: una jugada solo tiene que mantener a salvo a su rey antes de tirar el dado. Si la tirada deja atacado al rey rival, está en jaque en su siguiente turno; si deja atacado a su propio rey, el rival puede capturarlo y gana en el acto.&lt;/p&gt;&lt;h3&gt;Fin de la partida&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;El &lt;b&gt;jaque mate&lt;/b&gt; gana.&lt;/li&gt;&lt;li&gt;Un jugador sin jugada legal que no está en jaque hace tablas por &lt;b&gt;ahogado&lt;/b&gt;; un jugador sin ninguna pieza pierde.&lt;/li&gt;&lt;li&gt;Como en el ajedrez, la misma posición por tercera vez, o 50 jugadas de cada lado sin captura, sin golpe, sin mover un peón sin sombrero y sin ponerse ni quitarse un sombrero, es tablas.&lt;/li&gt;&lt;li&gt;Si todos los sombreros han sido identificados y ninguno fue nunca una corona real, la partida termina en tablas justo después de la última identificación (y de la decisión de ponérselo o dejarlo que la sigue); el resultado muestra quién conserva más piezas.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Uso del tablero&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Mover:&lt;/b&gt; arrastre una pieza a su casilla, o haga clic en ella y luego en la casilla. Unos puntos verdes marcan adónde puede ir la pieza elegida; una mira naranja marca una pieza que puede capturar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Golpear:&lt;/b&gt; una casilla que su peón puede golpear se marca con una estrella roja dentada alrededor de la pieza enemiga: haga clic en su peón y luego en la estrella, o arrastre su peón sobre ella (su peón se queda donde está). Si la pieza golpeada llevaba sombrero, unas casillas marcadas muestran dónde puede caer: haga clic en una.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Recoger:&lt;/b&gt; tras un paso sobre un sombrero, pulse &lt;i&gt;Recoger el sombrero&lt;/i&gt; (el dado rueda junto al tablero y el sombrero se da la vuelta para mostrar qué es) o &lt;i&gt;Dejar el sombrero&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ponérselo o dejarlo:&lt;/b&gt; después pulse &lt;i&gt;Ponerse el sombrero&lt;/i&gt;, o haga clic en una de las casillas marcadas alrededor de su peón para dejar allí el sombrero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quitárselo:&lt;/b&gt; tras la jugada de una pieza con sombrero a una casilla sin sombrero, haga clic en una casilla marcada a su alrededor para dejar allí el sombrero, o pulse &lt;i&gt;Quedarse el sombrero&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Un sombrero que está bajo una pieza se dibuja pequeño a sus pies, volcado, para que nunca parezca puesto. Ponga el ratón sobre una pieza o un sombrero para leer qué es, y sobre el dado para ver las últimas tiradas y para qué fueron. Las coordenadas a–h y 1–8 recorren los bordes del tablero, como en la lista de jugadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where the rules leave a gap, Hatrack reads them so&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A hat may be set down or taken off onto a neighbouring square where a piece stands, as long as no hat lies there. A punched hat needs a square with neither a piece nor a hat.&lt;/li&gt;&lt;li&gt;When a hat has only one place to go (no free square around), it goes there by itself, and the list of moves says so.&lt;/li&gt;&lt;li&gt;A move is allowed only if you can finish your turn, hat decisions included, without leaving one of your kings attacked, judged before the die is rolled. So a king may step onto an attacked square if it takes its crown off there.&lt;/li&gt;&lt;li&gt;A king can be captured only after a roll or a forced hat left it attacked; capturing it wins at once. A player may wear several crowns, and is in check when any of their kings is attacked.&lt;/li&gt;&lt;li&gt;For a repeated position, the pieces, what they wear, the hats lying on the board and whose turn it is must all be the same.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="vanished">&lt;h3&gt;Donde las reglas dejan un hueco, Hatrack las lee así&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Un sombrero puede dejarse o quitarse en una casilla vecina donde hay una pieza, siempre que no haya ya un sombrero. Un sombrero golpeado necesita una casilla sin pieza ni sombrero.&lt;/li&gt;&lt;li&gt;Cuando un sombrero solo tiene un sitio adonde ir (ninguna casilla libre alrededor), va allí solo, y la lista de jugadas lo dice.&lt;/li&gt;&lt;li&gt;Una jugada solo está permitida si puede terminar su turno, decisiones de sombrero incluidas, sin dejar atacado a uno de sus reyes, juzgado antes de tirar el dado. Así, un rey puede ir a una casilla atacada si allí se quita la corona.&lt;/li&gt;&lt;li&gt;Un rey solo puede ser capturado después de que una tirada o un sombrero forzado lo haya dejado atacado; capturarlo gana en el acto. Un jugador puede llevar varias coronas, y está en jaque cuando cualquiera de sus reyes está atacado.&lt;/li&gt;&lt;li&gt;Para una posición repetida, las piezas, lo que llevan, los sombreros del suelo y el jugador al turno deben ser todos iguales.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Fantasy RPG Checkers&lt;/h2&gt;&lt;p&gt;Checkers on the usual board, where each side plays a character with powers of its own. Black moves first in play. Jumps capture as in checkers, and capturing is compulsory.&lt;/p&gt;&lt;h3&gt;Choosing characters&lt;/h3&gt;&lt;p&gt;Before play, White (who moves second) chooses a character first, then Black. Both may take the same one.&lt;/p&gt;&lt;h3&gt;Levels, wounds and saving throws&lt;/h3&gt;&lt;p&gt;Every checker you capture goes into your &lt;b&gt;pool&lt;/b&gt;; a king counts two. Your &lt;b&gt;level&lt;/b&gt; is what your pool holds, and &lt;b&gt;LD&lt;/b&gt; is your level minus your opponent&apos;s. When your man is crowned, your opponent crowns it with a checker from their own pool if they have one, which lowers their level.&lt;/p&gt;&lt;p&gt;Spells and powers deal &lt;b&gt;wounds&lt;/b&gt;, one at a time. A healthy checker that is wounded turns face down; a face-down checker that is wounded again is captured. On the board a wounded checker shows its hatched back with a bandage.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;saving throw&lt;/b&gt; is a die roll plus the saver&apos;s LD: 4 or more succeeds, and a 6 always does. The program rolls every save, and the die tumbles on screen with the sum beside it.&lt;/p&gt;&lt;p&gt;Spellcasters (Cleric, Bard, Mage) gain a penny each time their level goes up. A spell takes the place of your move, one a turn, and only when you have no capture.&lt;/p&gt;&lt;h3&gt;The characters&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Demented Ranger.&lt;/b&gt; Backstab (instead of moving): a checker of yours right behind an enemy checker wounds it half your level times, rounded up. Leap &amp; Stab: after the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among the enemies next to where you landed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Stalwart Cleric.&lt;/b&gt; Cure Light Wounds (1 penny): turn one of your wounded checkers face up. Cure Critical Wounds (3 pennies): when one of your checkers is about to be captured in your opponent&apos;s turn, you are asked whether to save it; a jumper still lands beyond it. You then miss your next turn. Call Lightning (5 pennies): 3 wounds to a checker and 1 to every checker around it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bard.&lt;/b&gt; Charm (1 penny): a penny on one of your checkers; your opponent saves at once, and if that fails, the checker cannot be jumped while the penny stays. Illusion (2 pennies): a see-through checker on an empty dark square of your half, which moves and jumps as a man. When it would jump, block or be jumped by an enemy, that enemy&apos;s owner saves first, and a success makes it vanish.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ranged Attack Thief.&lt;/b&gt; Each capture gives an arrow. Instead of moving, shoot up to half your level in arrows (rounded up), each along an open diagonal to a checker at most your level away: 1 wound each. Loot!: you win at once when you lead by 3 levels, or with a chain of three jumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Smart Fighter.&lt;/b&gt; Every checker starts with a penny, which the first wound takes off. While you lead in levels a jump may turn a corner. A turn with two or more jumps adds a penny to your pool, worth a level.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Arcane Mage.&lt;/b&gt; Fireball (3 pennies): along an open diagonal to an enemy checker, 2 wounds to it and 1 to every checker around it. Magic Missile (1 penny): along a path of empty squares one of your checkers could walk, 1 wound to the checker at its end.&lt;/p&gt;&lt;p&gt;Fireball and Call Lightning hit friend and foe alike, and every checker hit saves to take one wound fewer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Damas de rol fantástico&lt;/h2&gt;&lt;p&gt;Damas en el tablero habitual, donde cada bando juega un personaje con poderes propios. En la partida mueve primero Negro. Los saltos capturan como en las damas, y capturar es obligatorio.&lt;/p&gt;&lt;h3&gt;Elegir personajes&lt;/h3&gt;&lt;p&gt;Antes de jugar, Blanco (que mueve segundo) elige personaje primero, y después Negro. Ambos pueden elegir el mismo.&lt;/p&gt;&lt;h3&gt;Niveles, heridas y tiradas de salvación&lt;/h3&gt;&lt;p&gt;Cada ficha que usted captura va a su &lt;b&gt;reserva&lt;/b&gt;; una dama cuenta doble. Su &lt;b&gt;nivel&lt;/b&gt; es lo que contiene su reserva, y la &lt;b&gt;ventaja&lt;/b&gt; es su nivel menos el del rival. Cuando su peón corona, el rival lo corona con una ficha de su propia reserva si tiene alguna, lo que baja su nivel.&lt;/p&gt;&lt;p&gt;Los hechizos y poderes causan &lt;b&gt;heridas&lt;/b&gt;, de una en una. Una ficha ilesa que recibe una herida se pone boca abajo; una ficha boca abajo que vuelve a ser herida queda capturada. En el tablero, una ficha herida muestra su reverso rayado con una venda.&lt;/p&gt;&lt;p&gt;Una &lt;b&gt;tirada de salvación&lt;/b&gt; es una tirada del dado más la ventaja de quien la hace: 4 o más la supera, y un 6 siempre. El programa hace cada tirada de salvación, y el dado rueda en pantalla con la suma al lado.&lt;/p&gt;&lt;p&gt;Los lanzadores de hechizos (Clérigo, Bardo, Mago) ganan una moneda cada vez que sube su nivel. Un hechizo sustituye a su jugada, uno por turno, y solo cuando no tiene ninguna captura.&lt;/p&gt;&lt;h3&gt;Los personajes&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Explorador demente.&lt;/b&gt; Puñalada trapera (en lugar de mover): una ficha suya justo detrás de una ficha enemiga la hiere tantas veces como la mitad de su nivel, redondeando hacia arriba. Salto y estocada: tras el segundo salto de una cadena, inflija 1 herida más una por cada nivel de ventaja, repartidas a su gusto entre los enemigos junto a la casilla de llegada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clérigo firme.&lt;/b&gt; Curar heridas leves (1 moneda): ponga boca arriba una de sus fichas heridas. Curar heridas críticas (3 monedas): cuando una de sus fichas va a ser capturada en el turno rival, se le pregunta si quiere salvarla; el saltador cae igualmente detrás de ella. Después pierde su siguiente turno. Llamar al rayo (5 monedas): 3 heridas a una ficha y 1 a cada ficha a su alrededor.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bardo.&lt;/b&gt; Hechizar (1 moneda): una moneda sobre una de sus fichas; el rival tira salvación al momento, y si falla, la ficha no se puede saltar mientras la moneda siga ahí. Ilusión (2 monedas): una ficha transparente en una casilla oscura vacía de su mitad, que se mueve y salta como un peón. Cuando fuera a saltar, bloquear o ser saltada por un enemigo, el dueño de ese enemigo tira salvación primero, y si la supera, la ilusión desaparece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ladrón tirador.&lt;/b&gt; Cada captura da una flecha. En lugar de mover, dispare hasta la mitad de su nivel en flechas (redondeando hacia arriba), cada una por una diagonal libre hacia una ficha a una distancia no mayor que su nivel: 1 herida cada una. ¡Botín!: gana al instante con 3 niveles de ventaja o con una cadena de tres saltos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guerrero astuto.&lt;/b&gt; Cada ficha empieza con una moneda, que la primera herida le quita. Mientras vaya por delante en niveles, un salto puede doblar una esquina. Un turno con dos o más saltos añade una moneda a su reserva, que vale un nivel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mago arcano.&lt;/b&gt; Bola de fuego (3 monedas): por una diagonal libre hasta una ficha enemiga, 2 heridas a ella y 1 a cada ficha a su alrededor. Proyectil mágico (1 moneda): por un camino de casillas vacías que una de sus fichas podría recorrer, 1 herida a la ficha del final.&lt;/p&gt;&lt;p&gt;Bola de fuego y Llamar al rayo alcanzan por igual a amigos y enemigos, y cada ficha alcanzada tira salvación para recibir una herida menos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How Hatrack reads the rules&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Losing means having no checkers, or no legal action at all on your turn: a player who can still cast, shoot or backstab must do so. Illusions count neither as checkers nor as a way to move.&lt;/li&gt;&lt;li&gt;Backstab is offered only when it would deal at least one wound. The number of Leap &amp; Stab wounds is fixed when the stab begins, and you may stop early.&lt;/li&gt;&lt;li&gt;Cure Critical Wounds can be used once in each of your opponent&apos;s turns, against a jump or a wound; a checker it saved from a wound stays face down, and it cannot be captured again that turn.&lt;/li&gt;&lt;li&gt;Area spells roll the target&apos;s save first, then the squares around it in number order, each with the LD it had when the spell was cast. A checker removed by its own side&apos;s spell goes to no pool.&lt;/li&gt;&lt;li&gt;An illusion is tested once at the start of the opponent&apos;s turn if it is in their way; it is never crowned.&lt;/li&gt;&lt;li&gt;The Thief&apos;s range and number of arrows are fixed when the shooting begins. The Fighter&apos;s penny always takes a wound before the checker does.&lt;/li&gt;&lt;li&gt;Forty moves each without a capture, a wound, a crown or a man moving is a draw, and so is the same position with the same player to move for the third time.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Click a card to choose a character. Your character, level, LD, pool and pennies or arrows are shown in the strips above and below the board. Your spells are buttons beside the board, with their costs; a greyed one says why when you rest the mouse on it. Click a spell, then a ringed target; rest the mouse on a target first to see every square it will hit. Choices such as &lt;i&gt;Stop shooting&lt;/i&gt; or the Cleric&apos;s offer appear as buttons. Click the lines beside the die for every roll of the game.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Cómo lee Hatrack las reglas&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Perder es quedarse sin fichas, o sin ninguna acción legal en su turno: un jugador que aún puede lanzar un hechizo, disparar o apuñalar por la espalda debe hacerlo. Las ilusiones no cuentan ni como fichas ni como forma de mover.&lt;/li&gt;&lt;li&gt;La puñalada trapera solo se ofrece si causa al menos una herida. El número de heridas de Salto y estocada se fija al empezar la estocada, y puede parar antes.&lt;/li&gt;&lt;li&gt;Curar heridas críticas puede usarse una vez en cada turno rival, contra un salto o una herida; una ficha salvada de una herida sigue boca abajo y no puede volver a ser capturada en ese turno.&lt;/li&gt;&lt;li&gt;Los hechizos de área tiran primero la salvación del objetivo y después la de las casillas de alrededor por orden de número, cada una con la ventaja que tenía al lanzarse el hechizo. Una ficha eliminada por un hechizo de su propio bando no va a ninguna reserva.&lt;/li&gt;&lt;li&gt;Una ilusión se comprueba una vez al comienzo del turno rival si está en su camino; nunca corona.&lt;/li&gt;&lt;li&gt;El alcance y el número de flechas del Ladrón se fijan al empezar a disparar. La moneda del Guerrero siempre recibe una herida antes que la ficha.&lt;/li&gt;&lt;li&gt;Cuarenta jugadas cada uno sin captura, herida, coronación ni movimiento de peón son tablas, y también la misma posición con el mismo jugador al turno por tercera vez.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Uso del tablero&lt;/h3&gt;&lt;p&gt;Haga clic en una carta para elegir personaje. Su personaje, nivel, ventaja, reserva y monedas o flechas se muestran en las franjas encima y debajo del tablero. Sus hechizos son botones junto al tablero, con su coste; uno en gris explica por qué al dejar el ratón encima. Haga clic en un hechizo y después en un objetivo marcado; deje antes el ratón sobre un objetivo para ver cada casilla que alcanzará. Las opciones como &lt;i&gt;Dejar de disparar&lt;/i&gt; o la oferta del Clérigo aparecen como botones. Haga clic en las líneas junto al dado para ver cada tirada de la partida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="84"/>
        <source>No rules written yet for this game.</source>
        <translation>Aún no hay reglas escritas para este juego.</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="97"/>
        <source>Lessons…</source>
        <translation>Lecciones…</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="107"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="25"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="15"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="29"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="35"/>
        <source>Off: pieces jump to their places</source>
        <translation>Desactivada: las piezas saltan a su sitio</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="36"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="37"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="38"/>
        <source>Slow: easy to follow</source>
        <translation>Lenta: fácil de seguir</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="42"/>
        <source>As the easy computer sees it (quick)</source>
        <translation>Como lo ve el ordenador fácil (rápido)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="43"/>
        <source>As the normal computer sees it</source>
        <translation>Como lo ve el ordenador normal</translation>
    </message>
    <message>
        <source>As the hard computer sees it (best, slower)</source>
        <translation type="vanished">Como lo ve el ordenador difícil (el mejor, más lento)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="50"/>
        <source>Walnut</source>
        <translation>Nogal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="51"/>
        <source>Tournament green</source>
        <translation>Verde de torneo</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="52"/>
        <source>Slate blue</source>
        <translation>Azul pizarra</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="53"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="104"/>
        <location filename="../qml/SettingsDialog.qml" line="115"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="119"/>
        <location filename="../qml/SettingsDialog.qml" line="130"/>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="135"/>
        <source>Sounds for moves, captures, dice and cards</source>
        <translation>Sonidos para jugadas, capturas, dados y cartas</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="142"/>
        <source>Ask before a game in progress is abandoned</source>
        <translation>Preguntar antes de dejar una partida en curso</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="150"/>
        <source>Show square names on the board (numbers, or a–h and 1–8)</source>
        <translation>Mostrar el nombre de las casillas (números, o a–h y 1–8)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="174"/>
        <source>Ask whether a hat stays on</source>
        <translation>Preguntar si el sombrero se queda puesto</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="183"/>
        <source>Pawns in Hats: after a hatted piece moves you choose to keep its hat on or take it off. When this is off, the hat stays on without a question; hold Shift as you drop the piece to be asked. Lessons always ask.</source>
        <translation>Peones con sombrero: tras la jugada de una pieza con sombrero, usted elige si se lo queda o se lo quita. Si esto está desactivado, el sombrero se queda puesto sin preguntar; mantenga pulsada Mayús al soltar la pieza para que se le pregunte. Las lecciones siempre preguntan.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="190"/>
        <source>Board colours</source>
        <translation>Colores del tablero</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="221"/>
        <location filename="../qml/SettingsDialog.qml" line="232"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="237"/>
        <source>Restore the defaults</source>
        <translation>Restablecer los valores predeterminados</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="157"/>
        <source>Describe moves in words</source>
        <translation>Describir las jugadas con palabras</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="44"/>
        <source>As the hard computer sees it (slower)</source>
        <translation>Como lo ve el ordenador difícil (más lento)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="45"/>
        <source>As the expert computer sees it (best, slowest)</source>
        <translation>Como lo ve el ordenador experto (el mejor, el más lento)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="166"/>
        <source>The list of moves says in words what each move did: who moved which piece, from where to where, and what it took. Rest the mouse on a move to see its notation.</source>
        <translation>La lista de jugadas dice con palabras lo que hizo cada jugada: quién movió qué pieza, desde dónde hasta dónde y qué capturó. Deja el ratón sobre una jugada para ver su notación.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>No draft: draw from the full bag</source>
        <translation type="vanished">Sin selección: bolsa completa</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation type="vanished">Selección mixta de sombreros</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation type="vanished">Selección propia de sombreros</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation type="vanished">Selección contraria de sombreros</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="37"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="39"/>
        <source>Computer — %1</source>
        <translation>Ordenador — %1</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="136"/>
        <source>Checkers and its variants with special powers</source>
        <translation>Las damas y sus variantes con poderes especiales</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="157"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="245"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="253"/>
        <source>%1 (moves first)</source>
        <translation>%1 (empieza)</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="271"/>
        <source>Swap sides</source>
        <translation>Cambiar de lado</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="277"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="281"/>
        <source>Variant lab…</source>
        <translation>Laboratorio de variantes…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="285"/>
        <source>Let the computer play hundreds of games of this game&apos;s options, and compare them</source>
        <translation>Deja que el ordenador juegue cientos de partidas con las opciones de este juego y compáralas</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="290"/>
        <source>This game has no options.</source>
        <translation>Este juego no tiene opciones.</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="359"/>
        <source>Computer players</source>
        <translation>Jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="371"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="393"/>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="398"/>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="403"/>
        <source>Learn to play…</source>
        <translation>Aprender a jugar…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="407"/>
        <source>Short lessons on the game chosen here</source>
        <translation>Lecciones cortas del juego elegido aquí</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="418"/>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="424"/>
        <source>Start game</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="133"/>
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="183"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="185"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Ajustes (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="304"/>
        <source>In the game: %1</source>
        <translation>En la partida: %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="387"/>
        <source>The computer is looking for a hint…</source>
        <translation>El ordenador está buscando una pista…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="444"/>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="446"/>
        <source>Start again: the same game and players (%1)</source>
        <translation>Empezar de nuevo: el mismo juego y los mismos jugadores (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="452"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="455"/>
        <source>Take back your last move (%1)</source>
        <translation>Deshacer su última jugada (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Stop hint</source>
        <translation>Parar la pista</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="465"/>
        <source>The move the computer suggests here, and why (H)</source>
        <translation>La jugada que el ordenador propone aquí, y por qué (H)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="471"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="474"/>
        <source>Play again what was taken back (%1)</source>
        <translation>Volver a jugar lo deshecho (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="480"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="482"/>
        <source>The rules of this game (%1)</source>
        <translation>Las reglas de este juego (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="488"/>
        <source>Game ▾</source>
        <translation>Partida ▾</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="489"/>
        <source>Saving, opening and copying games and positions, turning the board, resigning and offering a draw</source>
        <translation>Guardar, abrir y copiar partidas y posiciones, girar el tablero, abandonar y ofrecer tablas</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="490"/>
        <source>Saving, opening and copying games and positions, and turning the board</source>
        <translation>Guardar, abrir y copiar partidas y posiciones, y girar el tablero</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="540"/>
        <source>Flip board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="546"/>
        <source>Save… (Ctrl+S)</source>
        <translation>Guardar… (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="551"/>
        <source>Open… (Ctrl+O)</source>
        <translation>Abrir… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="557"/>
        <source>Copy position (Ctrl+C)</source>
        <translation>Copiar la posición (Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="562"/>
        <source>Paste position (Ctrl+V)</source>
        <translation>Pegar una posición (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>Copy game as PDN</source>
        <translation>Copiar la partida como PDN</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>PDN: plain checkers only</source>
        <translation>PDN: solo damas clásicas</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="576"/>
        <source>Export PDN…</source>
        <translation>Exportar PDN…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="582"/>
        <source>Import PDN…</source>
        <translation>Importar PDN…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="594"/>
        <source>Give up this game; you are asked first</source>
        <translation>Abandonar esta partida; se le pregunta antes</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="604"/>
        <source>Ask the other player to end the game as a draw</source>
        <translation>Proponer al otro jugador terminar la partida en tablas</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="614"/>
        <source>Back to the setup screen: another game, other players or options</source>
        <translation>Volver a la pantalla de preparación: otro juego, otros jugadores u opciones</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="522"/>
        <location filename="../qml/SidePanel.qml" line="593"/>
        <source>Resign…</source>
        <translation>Abandonar…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="530"/>
        <location filename="../qml/SidePanel.qml" line="603"/>
        <source>Offer draw</source>
        <translation>Ofrecer tablas</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="515"/>
        <location filename="../qml/SidePanel.qml" line="613"/>
        <source>Change game or players…</source>
        <translation>Cambiar de juego o de jugadores…</translation>
    </message>
</context>
<context>
    <name>SorcererArt</name>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="82"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 king.</source>
        <translation>Dama de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 man.</source>
        <translation>Peón de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="103"/>
        <source>Poisoned by Venom: this piece leaves the board at the end of its owner&apos;s turn, unless a blue hat (Warding) takes the blow.</source>
        <translation>Envenenada por el Veneno: esta pieza sale del tablero al final del turno de su dueño, salvo que un sombrero azul (Protección) reciba el golpe.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="109"/>
        <source>Bag</source>
        <translation>Bolsa</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="110"/>
        <source>Out</source>
        <translation>Fuera</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="116"/>
        <source>The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1&apos;s rack.</source>
        <translation>Los sombreros que %1 eligió en la selección. Cada vez que %1 captura, uno de ellos pasa al sombrerero de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="121"/>
        <source>Hats in rack</source>
        <translation>Sombreros en el sombrerero</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="122"/>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="123"/>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="134"/>
        <source>No hat this time</source>
        <translation>Esta vez sin sombrero</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="135"/>
        <source>End the move here</source>
        <translation>Terminar la jugada aquí</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="136"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="139"/>
        <source>Return %1 to bring back two men on %2 and %3</source>
        <translation>Devolver %1 para recuperar dos peones en %2 y %3</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="144"/>
        <source>Return three %1 to take %2 and %3 from the opponent&apos;s rack</source>
        <translation>Devolver tres %1 para tomar %2 y %3 del sombrerero rival</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/SorcererArt.qml" line="172"/>
        <source>Triple Hat Combo… (%n way(s))</source>
        <translation>
            <numerusform>Combo de tres sombreros… (%n forma)</numerusform>
            <numerusform>Combo de tres sombreros… (%n formas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Triple Hat Combo… (%1 ways)</source>
        <translation type="vanished">Combo de tres sombreros… (%1 formas)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="173"/>
        <source>Triple Hat Combo, instead of moving</source>
        <translation>Combo de tres sombreros, en lugar de mover</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="175"/>
        <source>Three hats of different colours go back to the box to bring back two of your captured pieces as men on your home row, or three of one colour to take two hats from your opponent&apos;s rack.</source>
        <translation>Tres sombreros de colores distintos vuelven a la caja para recuperar dos de sus piezas capturadas como peones en su primera fila, o tres de un mismo color para tomar dos sombreros del sombrerero rival.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Bring back two men</source>
        <translation>Recuperar dos peones</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Take two hats</source>
        <translation>Tomar dos sombreros</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="182"/>
        <source>Click a ringed piece to give it the %1 hat (%2), or choose no hat.</source>
        <translation>Haga clic en una pieza marcada para darle el sombrero %1 (%2), o elija no poner ninguno.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="184"/>
        <source>Choose a glowing hat in your rack, then click a ringed piece.</source>
        <translation>Elija un sombrero que brille en su sombrerero y haga clic en una pieza marcada.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="186"/>
        <source>Hat draft</source>
        <translation>Selección de sombreros</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="189"/>
        <source>Players take turns, the second player first, until each has 12. Your picks form your own pool: each time you capture, one of them goes to your rack (in the contrary draft your opponent chooses which). The 6 hats left over leave the game.</source>
        <translation>Los jugadores eligen por turnos, empezando el segundo jugador, hasta tener 12 cada uno. Lo que elige forma su propia reserva: cada vez que captura, uno de ellos pasa a su sombrerero (en la selección contraria, el rival elige cuál). Los 6 sombreros sobrantes salen del juego.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="192"/>
        <source>Players take turns, the second player first, until each has 12. The 24 picked hats fill the Bag of Hats; the 6 left over leave the game.</source>
        <translation>Los jugadores eligen por turnos, empezando el segundo jugador, hasta tener 12 cada uno. Los 24 sombreros elegidos llenan la bolsa de sombreros; los 6 sobrantes salen del juego.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="196"/>
        <source>%1: %2 of 12 picked</source>
        <translation>%1: %2 de 12 elegidos</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: 1 pick</source>
        <translation>Selección: 1 elegido</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: %1 picks</source>
        <translation>Selección: %1 elegidos</translation>
    </message>
</context>
<context>
    <name>SpellBar</name>
    <message>
        <location filename="../qml/SpellBar.qml" line="99"/>
        <source>Not now: it is not your turn.</source>
        <translation>Ahora no: no es su turno.</translation>
    </message>
</context>
<context>
    <name>ZoneStrip</name>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="40"/>
        <source>%1&apos;s rack: %2</source>
        <translation>Sombrerero de %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="41"/>
        <source>Pool: %1</source>
        <translation>Reserva: %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="42"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="283"/>
        <source>in %1&apos;s rack</source>
        <translation>en el sombrerero de %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="284"/>
        <source>in %1&apos;s pool</source>
        <translation>en la reserva de %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="117"/>
        <location filename="../qml/ZoneStrip.qml" line="399"/>
        <source>%1
Click to see every roll of this game.</source>
        <translation>%1
Haga clic para ver todas las tiradas de esta partida.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../app/enginetexts.cpp" line="18"/>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="19"/>
        <source>%1 cannot move</source>
        <translation>%1 no puede mover</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="20"/>
        <source>%1 captured and chooses a hat from the pool</source>
        <translation>%1 ha capturado y elige un sombrero de su reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="21"/>
        <source>%1 chooses where the punched hat lands</source>
        <translation>%1 elige dónde cae el sombrero golpeado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="22"/>
        <source>%1 chooses which hat %2 gets from the pool</source>
        <translation>%1 elige qué sombrero recibe %2 de su reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="23"/>
        <source>%1 draws a hat from the bag</source>
        <translation>%1 saca un sombrero de la bolsa</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="24"/>
        <source>%1 ends the move on %2</source>
        <translation>%1 termina la jugada en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="25"/>
        <source>%1 gives %2 the %3 hat from the pool</source>
        <translation>%1 da a %2 el %3 de su reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="26"/>
        <source>%1 gives up %2, %3 and %4 to bring back men on %5 and %6</source>
        <translation>%1 devuelve %2, %3 y %4 para recuperar peones en %5 y %6</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="27"/>
        <source>%1 has more %2, %3 to %4</source>
        <translation>%1 tiene más %2, %3 a %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="28"/>
        <source>%1 has no legal move (stalemate)</source>
        <translation>%1 no tiene ninguna jugada legal (ahogado)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="30"/>
        <source>%1 has no pieces left</source>
        <translation>%1 no tiene piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="31"/>
        <source>%1 puts no hat on</source>
        <translation>%1 no pone ningún sombrero</translation>
    </message>
    <message>
        <source>%1 keeps the hat on</source>
        <translation type="vanished">%1 se deja el sombrero puesto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="32"/>
        <source>%1 leaves the hat on %2</source>
        <translation>%1 deja el sombrero en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="38"/>
        <source>%1 level at %2</source>
        <translation>%1 igualados a %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="39"/>
        <source>%1 lost a piece and may put a hat from the rack on a piece</source>
        <translation>%1 ha perdido una pieza y puede poner un sombrero de su sombrerero en una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="40"/>
        <source>%1 may jump on with the piece on %2 or stop</source>
        <translation>%1 puede seguir saltando con la pieza en %2 o parar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="41"/>
        <source>%1 may pick up the hat on %2</source>
        <translation>%1 puede recoger el sombrero en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="42"/>
        <source>%1 may take the hat off onto a ringed square</source>
        <translation>%1 puede quitarse el sombrero y dejarlo en una casilla marcada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="45"/>
        <source>%1 jumps from %2 to %3 over %4</source>
        <translation>%1 salta de %2 a %3 por encima de %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="46"/>
        <source>then from %1 to %2 over %3</source>
        <translation>luego de %1 a %2 por encima de %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="48"/>
        <source>%1 picks %2 (%3)</source>
        <translation>%1 elige %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="49"/>
        <source>%1 picks a hat for the draft (%2 of 12 picked)</source>
        <translation>%1 elige un sombrero para la selección (%2 de 12 elegidos)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="50"/>
        <source>%1 picks up the hat on %2</source>
        <translation>%1 recoge el sombrero en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="51"/>
        <source>%1 puts %2 on %3</source>
        <translation>%1 pone el %2 en %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="52"/>
        <source>%1 puts on the %2</source>
        <translation>%1 se pone el sombrero (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="57"/>
        <source>the best found, though a loss looks likely</source>
        <translation>la mejor jugada encontrada, aunque una derrota parece probable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="58"/>
        <source>a win looks likely</source>
        <translation>una victoria parece probable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="59"/>
        <source>draws the game: %1</source>
        <translation>lleva a tablas: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="62"/>
        <source>wins a piece within %1 moves</source>
        <translation>gana una pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="63"/>
        <source>wins %1 pieces within %2 moves</source>
        <translation>gana %1 piezas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="64"/>
        <source>the best found, though it gives up a piece</source>
        <translation>la mejor jugada encontrada, aunque entrega una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="65"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <translation>la mejor jugada encontrada, aunque lo que entrega vale más que lo que toma</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="67"/>
        <source>wins material in the trade</source>
        <translation>gana material en el cambio</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="68"/>
        <source>the best found, though it gives up %1 pieces</source>
        <translation>la mejor jugada encontrada, aunque entrega %1 piezas</translation>
    </message>
    <message>
        <source>keeps the material even as far as the computer looks</source>
        <translation type="vanished">mantiene el material igualado hasta donde mira el ordenador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="76"/>
        <source>%1&apos;s ready pawn on %2 is crowned</source>
        <translation>El peón listo de %1 en %2 es coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="77"/>
        <source>%1&apos;s ready pawns on %2 are crowned</source>
        <translation>Los peones listos de %1 en %2 son coronados</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <translation type="vanished">ninguna pieza cambia de manos antes de que el azar decida lo que sigue</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <translation type="vanished">ninguna pieza cambia de manos antes de que el azar decida lo que sigue: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="86"/>
        <source>%1 sets the hat on %2</source>
        <translation>%1 deja el sombrero en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="87"/>
        <source>%1 takes the %2 hat from the pool</source>
        <translation>%1 toma el %2 de su reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="88"/>
        <source>%1 takes the hat off onto %2</source>
        <translation>%1 se quita el sombrero y lo deja en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="89"/>
        <source>%1 to move</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="90"/>
        <source>%1 to move: a capture is compulsory</source>
        <translation>Juega %1: la captura es obligatoria</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="94"/>
        <source>%1&apos;s blue hat (Warding) cured the poisoned piece on %2</source>
        <translation>El sombrero azul (Protección) de %1 curó la pieza envenenada en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="95"/>
        <source>%1&apos;s blue hat (Warding) saved the piece on %2</source>
        <translation>El sombrero azul (Protección) de %1 salvó la pieza en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="96"/>
        <source>%1&apos;s green hat (Venom) poisoned the piece on %2</source>
        <translation>El sombrero verde (Veneno) de %1 envenenó la pieza en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="97"/>
        <source>%1&apos;s picks</source>
        <translation>Elegidos por %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="98"/>
        <source>%1&apos;s pool</source>
        <translation>Reserva de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="99"/>
        <source>%1&apos;s rack</source>
        <translation>Sombrerero de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="105"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="106"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 y %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="107"/>
        <source>%1: keep jumping with the piece on %2</source>
        <translation>%1: siga saltando con la pieza en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="108"/>
        <source>%1: put the %2 on, or set it on a ringed square</source>
        <translation>%1: póngase el sombrero (%2) o déjelo en una casilla marcada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="109"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="110"/>
        <source>%1; %2; %3</source>
        <translation>%1; %2; %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="111"/>
        <source>Give %1</source>
        <translation>Dar el %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="112"/>
        <source>Pick %1</source>
        <translation>Elegir el %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="113"/>
        <source>Put %1 on %2</source>
        <translation>Poner el %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="114"/>
        <source>Return %1 to bring back men on %2 and %3</source>
        <translation>Devolver %1 para recuperar peones en %2 y %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="115"/>
        <source>Set the hat on %1</source>
        <translation>Dejar el sombrero en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="116"/>
        <source>Take the hat off onto %1</source>
        <translation>Quitarse el sombrero y dejarlo en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="117"/>
        <source>The die identifies the hat on %1</source>
        <translation>El dado identifica el sombrero en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="118"/>
        <source>The poison took %1&apos;s piece on %2</source>
        <translation>El veneno se llevó la pieza de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="119"/>
        <source>The punch knocks the %1 off the piece on %2</source>
        <translation>El golpe hace caer el sombrero de la pieza de %2: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="120"/>
        <source>The punch knocks the bare pawn on %1 out of the game</source>
        <translation>El golpe saca del juego al peón sin sombrero de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="121"/>
        <source>The punched hat lands on %1</source>
        <translation>El sombrero golpeado cae en %1</translation>
    </message>
    <message>
        <source>identify the hat on %1</source>
        <translation type="vanished">revelar sombrero en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="123"/>
        <source>%1 captures a king and wins</source>
        <translation>%1 captura un rey y gana</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="124"/>
        <source>%1 is checkmated</source>
        <translation>%1 recibe jaque mate</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="125"/>
        <source>%1 is in check</source>
        <translation>%1 está en jaque</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="126"/>
        <source>%1 to move, in check</source>
        <translation>Juega %1, en jaque</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="127"/>
        <source>%1 gives up three %2 to take two %3 from %4</source>
        <translation>%1 devuelve tres %2 para tomar dos %3 de %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="128"/>
        <source>%1 gives up three %2 to take %3 and %4 from %5</source>
        <translation>%1 devuelve tres %2 para tomar %3 y %4 de %5</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="129"/>
        <source>Return three %1 to take %2 and %3</source>
        <translation>Devolver tres %1 para tomar %2 y %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="130"/>
        <source>The die shows %1</source>
        <translation>El dado muestra %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="131"/>
        <source>The die shows %1: a %2</source>
        <translation>El dado muestra %1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="132"/>
        <source>%1 draws %2 from the bag</source>
        <translation>%1 saca el %2 de la bolsa</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="133"/>
        <source>%1 piece</source>
        <translation>%1 pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="134"/>
        <source>%1 pieces</source>
        <translation>%1 piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="135"/>
        <source>every hat identified and none was a crown: a draw (White %1, Black %2)</source>
        <translation>todos los sombreros identificados y ninguno era una corona: tablas (Blanco %1, Negro %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="137"/>
        <source>%1 resigns</source>
        <translation>%1 abandona</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="138"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="139"/>
        <source>No free square around %1: the punching pawn on %2 puts the hat on</source>
        <translation>No hay casilla libre alrededor de %1: el peón que golpea en %2 se pone el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="141"/>
        <source>No hatless square around %1: %2 must put on the %3</source>
        <translation>No hay casilla sin sombrero alrededor de %1: %2 debe ponerse: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="142"/>
        <source>%1; %2: a draw</source>
        <translation>%1; %2: tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="144"/>
        <source>move &apos;%1&apos; is illegal: %2</source>
        <translation>jugada «%1» no permitida: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="145"/>
        <source>%1 (legal: %2)</source>
        <translation>%1 (permitidas: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="146"/>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>«%1» no es una jugada permitida aquí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="147"/>
        <source>&apos;%1&apos; is not a legal move here (%2)</source>
        <translation>«%1» no es una jugada permitida aquí (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="148"/>
        <source>&apos;%1&apos;: the game is over</source>
        <translation>«%1»: la partida ha terminado</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the game is over</source>
        <translation type="vanished">jugada «%1»: la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="149"/>
        <source>a capture is compulsory</source>
        <translation>la captura es obligatoria</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="150"/>
        <source>a capture is compulsory (%1)</source>
        <translation>la captura es obligatoria (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="151"/>
        <source>it is not one of %1&apos;s choices</source>
        <translation>no es una opción de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="152"/>
        <source>it is not one of the choices</source>
        <translation>no es una de las opciones</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the jump chain must go on from %2</source>
        <translation type="vanished">jugada «%1»: la cadena de saltos debe seguir desde %2</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the piece on %2 is %3&apos;s, and %4 is to move</source>
        <translation type="vanished">jugada «%1»: la pieza en %2 es de %3, y juega %4</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: there is no piece on %2</source>
        <translation type="vanished">jugada «%1»: no hay ninguna pieza en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="153"/>
        <source>no %1 piece can go that way</source>
        <translation>ninguna pieza de %1 puede ir así</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="154"/>
        <source>the move must go on from %1</source>
        <translation>la jugada debe seguir desde %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="155"/>
        <source>move &apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>jugada «%1» ambigua: podría ser %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="156"/>
        <source>the capture must go on to the end (%1)</source>
        <translation>la captura debe llegar hasta el final (%1)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: &apos;%2&apos; cannot be played now: %3</source>
        <translation type="vanished">jugada «%1»: «%2» no se puede jugar ahora: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="158"/>
        <source>Bag</source>
        <translation>Bolsa</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="159"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="160"/>
        <source>Checkers</source>
        <translation>Damas inglesas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="161"/>
        <source>Chess from pawns: pick up unknown hats, roll to see what they make you, wear them.</source>
        <translation>Ajedrez a partir de peones: recoja sombreros desconocidos, tire el dado para ver en qué le convierten y póngaselos.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="164"/>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="165"/>
        <source>End the move here</source>
        <translation>Terminar la jugada aquí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="166"/>
        <source>Hat draft</source>
        <translation>Selección de sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="167"/>
        <source>Keep the hat on</source>
        <translation>Quedarse el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="168"/>
        <source>Leave the hat</source>
        <translation>Dejar el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="169"/>
        <source>No hat this time</source>
        <translation>Esta vez sin sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="170"/>
        <source>Out of the game</source>
        <translation>Fuera del juego</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="171"/>
        <source>Pawns in Hats</source>
        <translation>Peones con sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="172"/>
        <source>Pick up the hat</source>
        <translation>Recoger el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="173"/>
        <source>Playing for Blood</source>
        <translation>A muerte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="174"/>
        <source>Put the hat on</source>
        <translation>Ponerse el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="175"/>
        <source>Second-Hand Hats</source>
        <translation>Sombreros de segunda mano</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="176"/>
        <source>Sorcerer&apos;s Apprentice</source>
        <translation>El aprendiz de brujo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="177"/>
        <source>The hat was a Mirage Hat: it vanishes</source>
        <translation>El sombrero era un sombrero espejismo: desaparece</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="178"/>
        <source>Triple Hat Combo Bonus</source>
        <translation>Combo de tres sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="179"/>
        <source>Wearing Many Hats</source>
        <translation>Varios sombreros a la vez</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="180"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="181"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="182"/>
        <source>clear</source>
        <translation>transparente</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="183"/>
        <source>contrary</source>
        <translation>contraria</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="184"/>
        <source>crown</source>
        <translation>corona</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="185"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="186"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="187"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="189"/>
        <source>hats in the rack</source>
        <translation>sombreros en el sombrerero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="190"/>
        <source>hats still unknown</source>
        <translation>sombreros aún desconocidos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="191"/>
        <source>helm</source>
        <translation>yelmo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="192"/>
        <source>kings</source>
        <translation>damas</translation>
    </message>
    <message>
        <source>looks at its own move and hat only, with a dash of chance</source>
        <translation type="vanished">solo mira su propia jugada y su sombrero, con una pizca de azar</translation>
    </message>
    <message>
        <source>looks two moves ahead with their hat decisions, die rolls averaged</source>
        <translation type="vanished">ve dos jugadas por delante con sus decisiones de sombrero, promediando las tiradas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="200"/>
        <source>mitre</source>
        <translation>mitra</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="201"/>
        <source>mixed</source>
        <translation>mixta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="202"/>
        <source>moves toward the 50-move draw</source>
        <translation>jugadas hacia las tablas de las 50 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="203"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="204"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="205"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="206"/>
        <source>pieces on the board</source>
        <translation>piezas en el tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="207"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="208"/>
        <source>queenly crown</source>
        <translation>corona de reina</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="209"/>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="210"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>searches deeper than normal, cutting off lines it can refute</source>
        <translation type="vanished">busca más lejos que normal, descartando las líneas que puede refutar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="211"/>
        <source>select</source>
        <translation>propia</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="212"/>
        <source>tyrolean</source>
        <translation>sombrero tirolés</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="213"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="214"/>
        <source>50 moves each without a capture, a punch, a bare pawn moving or a hat put on or taken off: a draw</source>
        <translation>50 jugadas cada uno sin captura, sin golpe, sin mover un peón sin sombrero y sin ponerse ni quitarse un sombrero: tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="217"/>
        <source>the same position occurred for the third time: a draw</source>
        <translation>la misma posición se ha repetido por tercera vez: tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="218"/>
        <source>the same position occurred for the third time</source>
        <translation>la misma posición se ha repetido por tercera vez</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="219"/>
        <source>40 moves each without a capture or a man moving</source>
        <translation>40 jugadas cada uno sin captura ni movimiento de peón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="220"/>
        <source>draw agreed</source>
        <translation>tablas acordadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="221"/>
        <source>pieces left</source>
        <translation>piezas restantes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="222"/>
        <source>Kingly Crown</source>
        <translation>Corona real</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="223"/>
        <source>Queenly Crown</source>
        <translation>Corona de reina</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="224"/>
        <source>Bishop Mitre</source>
        <translation>Mitra de obispo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="225"/>
        <source>Knighted Helm</source>
        <translation>Yelmo de caballero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="226"/>
        <source>Hunting Tyrolean</source>
        <translation>Sombrero tirolés de caza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="227"/>
        <source>Mirage Hat</source>
        <translation>Sombrero espejismo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="228"/>
        <source>unknown hat</source>
        <translation>sombrero desconocido</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="229"/>
        <source>hat</source>
        <translation>sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="230"/>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="231"/>
        <source>English draughts: 12 men each, compulsory captures, kings move one square.</source>
        <translation>Reglas inglesas: 12 peones cada uno, captura obligatoria, las damas avanzan una casilla.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="234"/>
        <source>Checkers with magic hats: capture to draw hats from the bag, then wear their powers.</source>
        <translation>Damas con sombreros mágicos: capture para sacar sombreros de la bolsa y luego use sus poderes.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="237"/>
        <source>Pick hats before play: mixed fills the bag, select gives each player a pool to choose from on capture, contrary lets the opponent choose from it.</source>
        <translation>Elegir los sombreros antes de jugar: la mixta llena la bolsa, la propia da a cada jugador una reserva de la que elegir al capturar, la contraria deja elegir al rival.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="241"/>
        <source>A piece may wear several hats, added evenly across your pieces.</source>
        <translation>Una pieza puede llevar varios sombreros, repartidos por igual entre sus piezas.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="242"/>
        <source>Capturing a hatted piece moves its hats into your rack (Venom excepted).</source>
        <translation>Capturar una pieza con sombreros pasa sus sombreros a su sombrerero (salvo el Veneno).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="244"/>
        <source>Most pieces left wins; hats in the rack only break ties.</source>
        <translation>Gana quien conserve más piezas; los sombreros del sombrerero solo deshacen empates.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="245"/>
        <source>Trade three hats from your rack to bring back two men or take two hats.</source>
        <translation>Cambie tres sombreros de su sombrerero para recuperar dos peones o tomar dos sombreros.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="247"/>
        <source>plays any legal move at random</source>
        <translation>juega cualquier jugada legal al azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="248"/>
        <source>looks a few moves ahead and often picks a weaker move</source>
        <translation>ve unas pocas jugadas por delante y a menudo elige una jugada peor</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="249"/>
        <source>a solid club player that reads tactics well</source>
        <translation>un sólido jugador de club que lee bien la táctica</translation>
    </message>
    <message>
        <source>searches ten times deeper than normal</source>
        <translation type="vanished">busca diez veces más lejos que normal</translation>
    </message>
    <message>
        <source>thinks one decision ahead, with a dash of chance</source>
        <translation type="vanished">piensa una decisión por delante, con una pizca de azar</translation>
    </message>
    <message>
        <source>weighs each hat draw two decisions ahead</source>
        <translation type="vanished">sopesa cada sombrero sacado dos decisiones por delante</translation>
    </message>
    <message>
        <source>looks up to six decisions ahead, draws and placements included</source>
        <translation type="vanished">ve hasta seis decisiones por delante, sombreros sacados y colocados incluidos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="265"/>
        <source>Fantasy RPG Checkers</source>
        <translation>Damas de rol fantástico</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="266"/>
        <source>Checkers with a character each: wounds, saving throws, levels, spells and powers.</source>
        <translation>Damas con un personaje cada uno: heridas, tiradas de salvación, niveles, hechizos y poderes.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="269"/>
        <source>Black&apos;s character</source>
        <translation>Personaje de Negro</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="270"/>
        <source>White&apos;s character</source>
        <translation>Personaje de Blanco</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="271"/>
        <source>choose</source>
        <translation>elegir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="272"/>
        <source>ranger</source>
        <translation>explorador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="273"/>
        <source>cleric</source>
        <translation>clérigo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="274"/>
        <source>bard</source>
        <translation>bardo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="275"/>
        <source>thief</source>
        <translation>ladrón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="276"/>
        <source>fighter</source>
        <translation>guerrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="277"/>
        <source>mage</source>
        <translation>mago</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix Black&apos;s character</source>
        <translation type="vanished">elegir: se elige en el tablero antes de jugar; o fija el personaje de Negro</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix White&apos;s character</source>
        <translation type="vanished">elegir: se elige en el tablero antes de jugar; o fija el personaje de Blanco</translation>
    </message>
    <message>
        <source>looks at its own decision only, with a dash of chance</source>
        <translation type="vanished">solo mira su propia decisión, con una pizca de azar</translation>
    </message>
    <message>
        <source>looks a few decisions ahead, every die roll averaged</source>
        <translation type="vanished">mira unas pocas decisiones por delante, promediando cada tirada del dado</translation>
    </message>
    <message>
        <source>looks further ahead than normal, every die roll averaged</source>
        <translation type="vanished">mira más lejos que normal, promediando cada tirada del dado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="300"/>
        <source>%1 chooses %2</source>
        <translation>%1 elige %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="301"/>
        <source>%1 takes up the bow</source>
        <translation>%1 toma el arco</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="302"/>
        <source>%1 gets ready to backstab</source>
        <translation>%1 se prepara para apuñalar por la espalda</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="303"/>
        <source>%1 casts %2</source>
        <translation>%1 lanza %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="304"/>
        <source>%1 wounds %2 (Leap &amp; Stab)</source>
        <translation>%1 hiere la ficha en %2 (Salto y estocada)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="305"/>
        <source>%1 shoots an arrow at %2</source>
        <translation>%1 dispara una flecha a %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="306"/>
        <source>%1 backstabs %2</source>
        <translation>%1 apuñala por la espalda la ficha en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="307"/>
        <source>%1 heals %2 with Cure Light Wounds</source>
        <translation>%1 cura la ficha en %2 con Curar heridas leves</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="308"/>
        <source>%1 charms %2</source>
        <translation>%1 hechiza la ficha en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="309"/>
        <source>%1 conjures an Illusion on %2</source>
        <translation>%1 conjura una Ilusión en %2</translation>
    </message>
    <message>
        <source>%1 casts %2 on %3</source>
        <translation type="vanished">%1 lanza %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="311"/>
        <source>%1 stops stabbing</source>
        <translation>%1 deja de apuñalar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="312"/>
        <source>%1 stops shooting</source>
        <translation>%1 deja de disparar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="313"/>
        <source>%1 casts Cure Critical Wounds on %2</source>
        <translation>%1 lanza Curar heridas críticas sobre %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="314"/>
        <source>%1 lets %2 be captured</source>
        <translation>%1 deja capturar la ficha en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="315"/>
        <source>%1 passes (Cure Critical Wounds)</source>
        <translation>%1 pasa (Curar heridas críticas)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="316"/>
        <source>Choose %1</source>
        <translation>Elegir %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="317"/>
        <source>Shoot arrows (a penny each)</source>
        <translation>Disparar flechas (una moneda cada una)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="318"/>
        <source>%1 (1 penny)</source>
        <translation>%1 (1 moneda)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="319"/>
        <source>%1 (%2 pennies)</source>
        <translation>%1 (%2 monedas)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="320"/>
        <source>Stop stabbing</source>
        <translation>Dejar de apuñalar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="321"/>
        <source>Stop shooting</source>
        <translation>Dejar de disparar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="322"/>
        <source>Cure Critical Wounds (3 pennies)</source>
        <translation>Curar heridas críticas (3 monedas)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="323"/>
        <source>Let it be captured</source>
        <translation>Dejar capturar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="324"/>
        <source>Pass (Cure Critical Wounds)</source>
        <translation>Pasar (Curar heridas críticas)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="325"/>
        <source>%1 chooses a character</source>
        <translation>%1 elige un personaje</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="326"/>
        <source>%1 passes this turn (Cure Critical Wounds)</source>
        <translation>%1 pasa este turno (Curar heridas críticas)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="327"/>
        <source>%1 must capture</source>
        <translation>%1 debe capturar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="328"/>
        <source>%1 must go on jumping from %2</source>
        <translation>%1 debe seguir saltando desde %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="329"/>
        <source>%1 chooses the target of %2</source>
        <translation>%1 elige el objetivo de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="330"/>
        <source>%1 shoots an arrow (%2 left) or stops</source>
        <translation>%1 dispara una flecha (quedan %2) o se detiene</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="331"/>
        <source>%1 deals a wound with Leap &amp; Stab (%2 left) or stops</source>
        <translation>%1 inflige una herida con Salto y estocada (quedan %2) o se detiene</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="332"/>
        <source>%1 may cast Cure Critical Wounds to save %2</source>
        <translation>%1 puede lanzar Curar heridas críticas para salvar la ficha en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="333"/>
        <source>a saving throw is due</source>
        <translation>toca una tirada de salvación</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="334"/>
        <source>%1 saves %2 with Cure Critical Wounds and will skip a turn</source>
        <translation>%1 salva la ficha en %2 con Curar heridas críticas y perderá un turno</translation>
    </message>
    <message>
        <source>%1 saves against %2: %3 + LD %4 = %5, %6</source>
        <translation type="vanished">Tirada de salvación de %1 contra %2: %3 + ventaja %4 = %5, %6</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="336"/>
        <source>saved (a natural 6)</source>
        <translation>superada (un 6 natural)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="337"/>
        <source>saved</source>
        <translation>superada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="338"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="339"/>
        <source>the Illusion</source>
        <translation>la Ilusión</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="340"/>
        <source>no checkers are left on either side</source>
        <translation>no quedan fichas en ningún bando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="341"/>
        <source>%1 has no checkers left</source>
        <translation>%1 no tiene más fichas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="342"/>
        <source>Loot! %1&apos;s Thief leads by %2 levels</source>
        <translation>¡Botín! El Ladrón de %1 lleva %2 niveles de ventaja</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="343"/>
        <source>%1&apos;s Smart Fighter puts a penny in the pool</source>
        <translation>El Guerrero astuto de %1 pone una moneda en la reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="344"/>
        <source>Loot! %1&apos;s Thief makes a triple jump</source>
        <translation>¡Botín! El Ladrón de %1 hace un salto triple</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="345"/>
        <source>40 moves each without a capture, a wound, a crown or a man moving</source>
        <translation>40 jugadas cada uno sin captura, herida, coronación ni movimiento de peón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="347"/>
        <source>%1&apos;s character</source>
        <translation>Personaje de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="348"/>
        <source>%1&apos;s spells</source>
        <translation>Hechizos de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="350"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="351"/>
        <source>LD</source>
        <translation>Ventaja de nivel</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="352"/>
        <source>Pool</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="353"/>
        <source>Pennies</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="354"/>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="355"/>
        <source>Skips a turn</source>
        <translation>Pierde un turno</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="356"/>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="357"/>
        <source>the Demented Ranger</source>
        <translation>al Explorador demente</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="358"/>
        <source>the Stalwart Cleric</source>
        <translation>al Clérigo firme</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="359"/>
        <source>the Bard</source>
        <translation>al Bardo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="360"/>
        <source>the Ranged Attack Thief</source>
        <translation>al Ladrón tirador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="361"/>
        <source>the Smart Fighter</source>
        <translation>al Guerrero astuto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="362"/>
        <source>the Arcane Mage</source>
        <translation>al Mago arcano</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="363"/>
        <source>Backstab</source>
        <translation>Puñalada trapera</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="364"/>
        <source>Shortbow</source>
        <translation>Arco corto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="365"/>
        <source>Cure Light Wounds</source>
        <translation>Curar heridas leves</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="366"/>
        <source>Cure Critical Wounds</source>
        <translation>Curar heridas críticas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="367"/>
        <source>Call Lightning</source>
        <translation>Llamar al rayo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="368"/>
        <source>Charm</source>
        <translation>Hechizar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="369"/>
        <source>Illusion</source>
        <translation>Ilusión</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="370"/>
        <source>Fireball</source>
        <translation>Bola de fuego</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="371"/>
        <source>Magic Missile</source>
        <translation>Proyectil mágico</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="374"/>
        <source>Alien Checkers</source>
        <translation>Damas alienígenas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="375"/>
        <source>Checkers with a deck of alien cards: walls, fire, water, the Monolith, a turning board, emperors and a secret planet each.</source>
        <translation>Damas con un mazo de cartas alienígenas: muros, fuego, agua, el Monolito, un tablero que gira, emperadores y un planeta secreto cada uno.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="378"/>
        <source>Secret planets</source>
        <translation>Planetas secretos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="379"/>
        <source>Each player is dealt a secret planet: a second way to win.</source>
        <translation>Cada jugador recibe un planeta secreto: una segunda forma de ganar.</translation>
    </message>
    <message>
        <source>looks five decisions ahead, card draws averaged</source>
        <translation type="vanished">mira cinco decisiones por delante, promediando los robos de cartas</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and sees the captures waiting at the end</source>
        <translation type="vanished">mira siete decisiones por delante y ve las capturas que esperan al final</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="393"/>
        <source>%1 is dealt a secret planet</source>
        <translation>%1 recibe un planeta secreto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="394"/>
        <source>The %1 card is turned face up</source>
        <translation>Se descubre la carta %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="395"/>
        <source>%1 plays %2</source>
        <translation>%1 juega la carta %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="396"/>
        <source>%1 crowns the pawn on %2</source>
        <translation>%1 corona el peón en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="397"/>
        <source>%1 turns the board clockwise</source>
        <translation>%1 gira el tablero en sentido horario</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="398"/>
        <source>%1 turns the board counter-clockwise</source>
        <translation>%1 gira el tablero en sentido antihorario</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="399"/>
        <source>%1 sets the Monolith on %2</source>
        <translation>%1 coloca el Monolito en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="400"/>
        <source>%1 slides the Monolith from %2 to %3</source>
        <translation>%1 desliza el Monolito de %2 a %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="401"/>
        <source>%1 sits the Galactic Hippo on %2</source>
        <translation>%1 sienta al Hipopótamo galáctico en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="402"/>
        <source>%1 puts the Snookle on %2</source>
        <translation>%1 pone el Snookle en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="403"/>
        <source>%1 lights a fire on %2</source>
        <translation>%1 enciende un fuego en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="404"/>
        <source>%1 pours water on %2</source>
        <translation>%1 vierte agua en %2</translation>
    </message>
    <message>
        <source>%1 builds walls at %2 and %3</source>
        <translation type="vanished">%1 construye muros en %2 y %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="410"/>
        <source>%1 gives the checker on %2 a ring</source>
        <translation>%1 da un anillo a la ficha de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="411"/>
        <source>%1 brings a pawn back on %2</source>
        <translation>%1 devuelve un peón a %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="412"/>
        <source>%1 makes the king on %2 an emperor</source>
        <translation>%1 convierte la dama de %2 en emperador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="413"/>
        <source>%1 removes the Monolith</source>
        <translation>%1 retira el Monolito</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="414"/>
        <source>%1 removes the Galactic Hippo</source>
        <translation>%1 retira al Hipopótamo galáctico</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="415"/>
        <source>%1 removes the Snookle</source>
        <translation>%1 retira el Snookle</translation>
    </message>
    <message>
        <source>%1 removes the walls at %2</source>
        <translation type="vanished">%1 retira los muros de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="419"/>
        <source>%1 puts out the fire on %2</source>
        <translation>%1 apaga el fuego de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="420"/>
        <source>%1 clears the water from %2</source>
        <translation>%1 retira el agua de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="421"/>
        <source>%1 takes the ring from the checker on %2</source>
        <translation>%1 quita el anillo a la ficha de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="422"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="423"/>
        <source>Turn clockwise</source>
        <translation>Girar en sentido horario</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="424"/>
        <source>Turn counter-clockwise</source>
        <translation>Girar en sentido antihorario</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="425"/>
        <source>A secret planet is dealt</source>
        <translation>Se reparte un planeta secreto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="426"/>
        <source>A card is turned face up</source>
        <translation>Se descubre una carta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="427"/>
        <source>A second card is turned face up</source>
        <translation>Se descubre una segunda carta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="428"/>
        <source>%1 chooses which ready pawn to crown</source>
        <translation>%1 elige qué peón listo corona</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="429"/>
        <source>%1 goes on jumping</source>
        <translation>%1 sigue saltando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="430"/>
        <source>%1 moves a checker</source>
        <translation>%1 mueve una ficha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="431"/>
        <source>%1 chooses a face-up card to play</source>
        <translation>%1 elige una carta descubierta para jugar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="432"/>
        <source>%1 puts the Monolith on an empty square</source>
        <translation>%1 pone el Monolito en una casilla vacía</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="433"/>
        <source>%1 slides the Monolith</source>
        <translation>%1 desliza el Monolito</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="434"/>
        <source>%1 sets the Hippo on a checker</source>
        <translation>%1 pone el Hipopótamo sobre una ficha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="435"/>
        <source>%1 sets the Snookle on a checker</source>
        <translation>%1 pone el Snookle sobre una ficha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="436"/>
        <source>%1 puts fire on an empty square</source>
        <translation>%1 pone fuego en una casilla vacía</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="437"/>
        <source>%1 puts water on an empty square or on fire</source>
        <translation>%1 pone agua en una casilla vacía o sobre el fuego</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="438"/>
        <source>%1 builds a pair of walls</source>
        <translation>%1 construye un par de muros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="439"/>
        <source>%1 puts a ring on one of their checkers</source>
        <translation>%1 pone un anillo en una de sus fichas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="440"/>
        <source>%1 turns the board</source>
        <translation>%1 gira el tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="441"/>
        <source>%1 brings a pawn back on their home row</source>
        <translation>%1 devuelve un peón a su fila inicial</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="442"/>
        <source>%1 removes one thing from the board</source>
        <translation>%1 quita un elemento del tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="443"/>
        <source>%1 makes one of their kings an emperor</source>
        <translation>%1 convierte una de sus damas en emperador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="444"/>
        <source>The discards are shuffled into a new draw pile</source>
        <translation>Los descartes se barajan en un nuevo mazo de robo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="445"/>
        <source>All the cards are shuffled into the draw pile</source>
        <translation>Todas las cartas se barajan en el mazo de robo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="446"/>
        <source>The %1 card has nothing to do</source>
        <translation>La carta %1 no tiene efecto</translation>
    </message>
    <message>
        <source>The Monolith pushes the checker on %1 to its end</source>
        <translation type="vanished">El Monolito empuja la ficha en %1 a su fin</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="454"/>
        <source>The Hippo cannot stand the Snookle and leaves</source>
        <translation>El Hipopótamo no soporta al Snookle y se marcha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="455"/>
        <source>A ring saves the checker on %1</source>
        <translation>Un anillo salva la ficha en %1</translation>
    </message>
    <message>
        <source>%1 meets the goal of %2</source>
        <translation type="vanished">%1 cumple el objetivo de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="467"/>
        <source>40 moves each without a capture, a pawn moving or a crown: a draw</source>
        <translation>40 jugadas cada uno sin captura, movimiento de peón ni coronación: tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="469"/>
        <source>%1 captured every enemy checker</source>
        <translation>%1 capturó todas las fichas enemigas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="470"/>
        <source>%1 has five kings and emperors</source>
        <translation>%1 tiene cinco damas y emperadores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="471"/>
        <source>Draw pile</source>
        <translation>Mazo de robo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="472"/>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="473"/>
        <source>Face-up cards</source>
        <translation>Cartas descubiertas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="474"/>
        <source>%1&apos;s planet</source>
        <translation>Planeta de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="475"/>
        <source>Unused planets</source>
        <translation>Planetas sin usar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="476"/>
        <source>%1&apos;s captured pieces</source>
        <translation>Piezas capturadas de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="477"/>
        <source>enemy pieces captured</source>
        <translation>piezas enemigas capturadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="478"/>
        <source>walls left</source>
        <translation>muros restantes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="479"/>
        <source>turns without progress</source>
        <translation>turnos sin progreso</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="480"/>
        <source>Monolith</source>
        <translation>Monolito</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="481"/>
        <source>Galactic Hippo</source>
        <translation>Hipopótamo galáctico</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="482"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="483"/>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="484"/>
        <source>Water</source>
        <translation>Agua</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="485"/>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="486"/>
        <source>Ring</source>
        <translation>Anillo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="487"/>
        <source>Quarter Turn</source>
        <translation>Cuarto de vuelta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="488"/>
        <source>Revive</source>
        <translation>Revivir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="489"/>
        <source>Reshuffle</source>
        <translation>Rebarajar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="490"/>
        <source>Antimatter</source>
        <translation>Antimateria</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="491"/>
        <source>Coronation</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="492"/>
        <source>Mercury</source>
        <translation>Mercurio</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="493"/>
        <source>Venus</source>
        <translation>Venus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="494"/>
        <source>Earth</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="495"/>
        <source>Mars</source>
        <translation>Marte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="496"/>
        <source>Jupiter</source>
        <translation>Júpiter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="497"/>
        <source>Saturn</source>
        <translation>Saturno</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="498"/>
        <source>Uranus</source>
        <translation>Urano</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="499"/>
        <source>Neptune</source>
        <translation>Neptuno</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="500"/>
        <source>Pluto</source>
        <translation>Plutón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="526"/>
        <source>%1 waits: it is %2&apos;s turn.</source>
        <translation>%1 espera: es el turno de %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="582"/>
        <source>The Hippo sits on this checker and holds it where it is.</source>
        <translation>El Hipopótamo está sentado sobre esta ficha y la retiene donde está.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="607"/>
        <source>Legal, but that misses the goal: %1</source>
        <translation>Legal, pero no cumple el objetivo: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="608"/>
        <source>The game is over (%1) and the goal was not reached.</source>
        <translation>La partida ha terminado (%1) y no se ha cumplido el objetivo.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="609"/>
        <source>The game was ended before the goal was reached.</source>
        <translation>La partida se terminó antes de cumplir el objetivo.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="610"/>
        <source>Goal reached.</source>
        <translation>Objetivo cumplido.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="502"/>
        <source>The man on %1</source>
        <translation>El peón en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="29"/>
        <source>a man moves and captures forward only, until it is crowned</source>
        <translation>un peón solo avanza y captura hacia delante, hasta que se corona</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="33"/>
        <source>%1 is captured</source>
        <translation>%1 sucumbe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="34"/>
        <source>%1 is lost to its own side&apos;s spell</source>
        <translation>%1 sucumbe a un hechizo de su propio bando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="35"/>
        <source>%1 is wounded</source>
        <translation>%1 recibe una herida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="36"/>
        <source>%1 loses its penny</source>
        <translation>%1 pierde su moneda</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="37"/>
        <source>%1 loses its penny and is wounded</source>
        <translation>%1 pierde su moneda y recibe una herida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="43"/>
        <source>%1 on %2 knocks the hat off %3</source>
        <translation>%1 en %2 golpea %3 y le hace caer el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="44"/>
        <source>%1 on %2 strikes at %3</source>
        <translation>%1 en %2 ataca %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="47"/>
        <source>%1 on %2 zots %3</source>
        <translation>%1 en %2 fulmina %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="54"/>
        <source>the only legal move</source>
        <translation>la única jugada legal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="55"/>
        <source>wins the game</source>
        <translation>gana la partida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="56"/>
        <source>the best defence found, though the game looks lost</source>
        <translation>la mejor defensa encontrada, aunque la partida parece perdida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="60"/>
        <source>wins a piece</source>
        <translation>gana una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="61"/>
        <source>wins %1 pieces</source>
        <translation>gana %1 piezas</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <translation type="vanished">entrega una pieza</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <translation type="vanished">entrega %1 piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="71"/>
        <source>trades a piece for a piece</source>
        <translation>cambia pieza por pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="72"/>
        <source>trades %1 pieces for as many</source>
        <translation>cambia %1 piezas por otras tantas</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <translation type="vanished">ninguna pieza cambia de manos en las jugadas que mira el ordenador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="100"/>
        <source>%1&apos;s Illusion on %2 jumps at %3</source>
        <translation>La Ilusión de %1 en %2 salta sobre %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="101"/>
        <source>%1&apos;s wall between %2 and %3 is in the way</source>
        <translation>un muro de %1 entre %2 y %3 cierra el paso</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="122"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="188"/>
        <source>expert</source>
        <translation>experto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="193"/>
        <source>looks about eight decisions ahead, with a dash of chance</source>
        <translation>mira unas ocho decisiones por delante, con una pizca de azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="194"/>
        <source>looks about ten decisions ahead, die rolls averaged</source>
        <translation>mira unas diez decisiones por delante, promediando las tiradas del dado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="195"/>
        <source>looks about eleven decisions ahead, skipping lines it already sees are worse</source>
        <translation>mira unas once decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="197"/>
        <source>looks about twelve decisions ahead, then follows every capture to its end, and keeps a piece that can still catch the last enemy pawns</source>
        <translation>mira unas doce decisiones por delante, sigue después cada captura hasta el final y conserva una pieza que aún puede alcanzar los últimos peones rivales</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="250"/>
        <source>looks at ten times as many positions as normal</source>
        <translation>examina diez veces más posiciones que normal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="251"/>
        <source>plays the masters&apos; openings, judges positions with a network trained on its own games, looks at more than twice as many as hard and knows every ending of four pieces</source>
        <translation>juega las aperturas de los maestros, juzga las posiciones con una red entrenada con sus propias partidas, examina más del doble que difícil y conoce cada final de cuatro piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="255"/>
        <source>looks two decisions ahead, with a dash of chance</source>
        <translation>mira dos decisiones por delante, con una pizca de azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="256"/>
        <source>looks about seven decisions ahead, skipping lines it already sees are worse</source>
        <translation>mira unas siete decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="258"/>
        <source>looks about eight decisions ahead, skipping lines it already sees are worse</source>
        <translation>mira unas ocho decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <source>looks about nine decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">mira unas nueve decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="278"/>
        <source>Chosen on the board before play, White choosing first, or fixed here.</source>
        <translation>Se elige en el tablero antes de jugar, eligiendo primero Blanco, o se fija aquí.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="281"/>
        <source>Choose on the board</source>
        <translation>Elegir en el tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="282"/>
        <source>Demented Ranger</source>
        <translation>Explorador demente</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="283"/>
        <source>Stalwart Cleric</source>
        <translation>Clérigo firme</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="284"/>
        <source>Bard</source>
        <translation>Bardo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="285"/>
        <source>Ranged Attack Thief</source>
        <translation>Ladrón tirador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="286"/>
        <source>Smart Fighter</source>
        <translation>Guerrero astuto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="287"/>
        <source>Arcane Mage</source>
        <translation>Mago arcano</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="288"/>
        <source>On</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="289"/>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="290"/>
        <source>No draft: draw from the full bag</source>
        <translation>Sin selección: bolsa completa</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="291"/>
        <source>Mixed Hat Draft</source>
        <translation>Selección mixta de sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="292"/>
        <source>Select Hat Draft</source>
        <translation>Selección propia de sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="293"/>
        <source>Contrary Select Hat Draft</source>
        <translation>Selección contraria de sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="294"/>
        <source>looks five decisions ahead, every die roll averaged</source>
        <translation>mira cinco decisiones por delante, promediando cada tirada del dado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="295"/>
        <source>looks about twelve decisions ahead, skipping lines it already sees are worse</source>
        <translation>mira unas doce decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <source>looks about thirteen decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">mira unas trece decisiones por delante, descartando las líneas que ya ve peores</translation>
    </message>
    <message>
        <source>looks three decisions ahead, its move and card, with a dash of chance</source>
        <translation type="vanished">mira tres decisiones por delante, su jugada y su carta, con una pizca de azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="385"/>
        <source>looks six decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>mira seis decisiones por delante, descartando las líneas que ya ve peores y promediando los robos de cartas y los planetas que puede tener el rival</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">mira siete decisiones por delante, hasta el final del turno rival, ve las capturas que esperan al final y vigila al Snookle y el Monolito</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and into the eighth, on almost three times as many positions as hard, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">mira siete decisiones por delante y entra en la octava, sobre casi el triple de posiciones que difícil, ve las capturas que esperan al final y vigila al Snookle y el Monolito</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="380"/>
        <source>looks two decisions ahead, its move and card, with a dash of chance</source>
        <translation>mira dos decisiones por delante, su jugada y su carta, con una pizca de azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="382"/>
        <source>looks four decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>mira cuatro decisiones por delante, descartando las líneas que ya ve peores y promediando los robos de cartas y los planetas que puede tener el rival</translation>
    </message>
    <message>
        <source>%1 builds walls at the corner of %2</source>
        <translation type="vanished">%1 construye muros en la esquina de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="416"/>
        <source>%1 removes the wall beside %2</source>
        <translation>%1 retira el muro junto a %2</translation>
    </message>
    <message>
        <source>%1 removes the walls at the corner of %2</source>
        <translation type="vanished">%1 retira los muros de la esquina de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="310"/>
        <source>%1 aims %2 at %3</source>
        <translation>%1 dirige %2 hacia %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="335"/>
        <source>%1 saves against %2 on %3: %4 + LD %5 = %6, %7</source>
        <translation>Tirada de salvación de %1 contra %2 en %3: %4 + ventaja %5 = %6, %7</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="388"/>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, sees when a blocked square or two would leave a side without a move, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation>mira siete decisiones por delante, hasta el final del turno rival, ve las capturas que esperan al final, vigila al Snookle y el Monolito, ve cuándo una o dos casillas bloqueadas dejarían a un bando sin jugada, y deduce el planeta probable del rival por las cartas que toma</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="405"/>
        <source>%1 has one move left: a player who cannot move loses</source>
        <translation>A %1 le queda un solo movimiento: quien no puede mover pierde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="406"/>
        <source>%1 has only two moves left: a player who cannot move loses</source>
        <translation>A %1 solo le quedan dos movimientos: quien no puede mover pierde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="407"/>
        <source>%1 builds a straight wall between %2</source>
        <translation>%1 construye un muro recto entre %2</translation>
    </message>
    <message>
        <source>%1 builds an L of walls where %2 meet</source>
        <translation type="vanished">%1 construye una L de muros donde se tocan %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="417"/>
        <source>%1 removes the straight wall between %2</source>
        <translation>%1 retira el muro recto entre %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="418"/>
        <source>%1 removes the L of walls where %2 meet</source>
        <translation>%1 retira la L de muros donde se tocan %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="447"/>
        <source>The Monolith&apos;s push captures the checker that stood on %1</source>
        <translation>El empuje del Monolito captura la ficha que estaba en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="448"/>
        <source>The Monolith&apos;s push captures the checkers that stood on %1</source>
        <translation>El empuje del Monolito captura las fichas que estaban en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="503"/>
        <source>a man</source>
        <translation>un peón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="504"/>
        <source>%1&apos;s man</source>
        <translation>El peón de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="505"/>
        <source>the man on %1</source>
        <translation>el peón en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="506"/>
        <source>The king on %1</source>
        <translation>La dama en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="507"/>
        <source>a king</source>
        <translation>una dama</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="508"/>
        <source>%1&apos;s king</source>
        <translation>La dama de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="509"/>
        <source>the king on %1</source>
        <translation>la dama en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="510"/>
        <source>The pawn on %1</source>
        <translation>El peón en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="511"/>
        <source>a pawn</source>
        <translation>un peón</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="512"/>
        <source>%1&apos;s pawn</source>
        <translation>El peón de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="513"/>
        <source>the pawn on %1</source>
        <translation>el peón en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="514"/>
        <source>The emperor on %1</source>
        <translation>El emperador en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="515"/>
        <source>an emperor</source>
        <translation>un emperador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="516"/>
        <source>%1&apos;s emperor</source>
        <translation>El emperador de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="517"/>
        <source>the emperor on %1</source>
        <translation>el emperador en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="518"/>
        <source>The piece on %1</source>
        <translation>La pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="519"/>
        <source>a piece</source>
        <translation>una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="520"/>
        <source>%1&apos;s piece</source>
        <translation>La pieza de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="521"/>
        <source>the piece on %1</source>
        <translation>la pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="522"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="523"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="vanished">Es el turno de %1.</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next</source>
        <translation type="vanished">mantiene el material igualado hasta que el azar decide lo que sigue</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next: %1</source>
        <translation type="vanished">mantiene el material igualado hasta que el azar decide lo que sigue: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="69"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <translation>la mejor jugada encontrada, aunque se pierde una pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="70"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <translation>la mejor jugada encontrada, aunque se pierden %1 piezas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="73"/>
        <source>trades a piece for a piece within %1 moves</source>
        <translation>cambia pieza por pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="74"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <translation>cambia %1 piezas por otras tantas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="75"/>
        <source>leaves the material as it is, as far as the computer looks</source>
        <translation>deja el material como está, hasta donde mira el ordenador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="78"/>
        <source>%1&apos;s pawn on %2 is crowned</source>
        <translation>El peón de %1 en %2 es coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="79"/>
        <source>%1&apos;s pawns on %2 are crowned</source>
        <translation>Los peones de %1 en %2 son coronados</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="80"/>
        <source>leaves the material as it is until chance decides what comes next</source>
        <translation>deja el material como está hasta que el azar decide lo que sigue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="82"/>
        <source>leaves the material as it is until chance decides what comes next. %1</source>
        <translation>deja el material como está hasta que el azar decide lo que sigue. %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="84"/>
        <source>%1; every other choice looks clearly worse</source>
        <translation>%1; cualquier otra opción parece claramente peor</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="85"/>
        <source>the pick the computer rates best</source>
        <translation>la elección que el ordenador valora más</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="91"/>
        <source>This position has come up twice: a third time draws the game.</source>
        <translation>Esta posición ya se ha dado dos veces: a la tercera, la partida termina en tablas.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="92"/>
        <source>%1 more turns without a capture or a man moving draw the game.</source>
        <translation>%1 jugadas más sin captura ni movimiento de peón y la partida termina en tablas.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="93"/>
        <source>One more turn without a capture or a man moving draws the game.</source>
        <translation>Una jugada más sin captura ni movimiento de peón y la partida termina en tablas.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="102"/>
        <source>no checker may enter the fire on %1</source>
        <translation>ninguna ficha puede entrar en el fuego de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="103"/>
        <source>the Monolith on %1 is in the way</source>
        <translation>el Monolito en %1 cierra el paso</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="104"/>
        <source>a pawn may not enter the water on %1</source>
        <translation>un peón no puede entrar en el agua de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="260"/>
        <source>looks about nine decisions ahead, searching five times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>mira unas nueve decisiones por delante, examinando cinco veces más posiciones que el nivel difícil, y descarta las líneas que ya ve peores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="297"/>
        <source>looks about thirteen decisions ahead, searching four times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>mira unas trece decisiones por delante, examinando cuatro veces más posiciones que el nivel difícil, y descarta las líneas que ya ve peores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="349"/>
        <source>%1&apos;s powers</source>
        <translation>Poderes de %1</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation type="vanished">mira siete decisiones por delante, hasta el final del turno rival, ve las capturas que esperan al final, vigila al Snookle y el Monolito y deduce el planeta probable del rival por las cartas que toma</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="408"/>
        <source>%1 builds an L of walls that closes the way between %2</source>
        <translation>%1 construye una L de muros que cierra el paso entre %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="409"/>
        <source>%1 builds an L of walls beside %2; it blocks nothing</source>
        <translation>%1 construye una L de muros junto a %2, que no cierra ningún paso</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="449"/>
        <source>The Monolith sweeps away %1&apos;s wall beside %2; it goes back to %1</source>
        <translation>El Monolito barre el muro de %1 junto a %2; vuelve a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="450"/>
        <source>The Monolith sweeps away %1&apos;s walls beside %2; they go back to %1</source>
        <translation>El Monolito barre los muros de %1 junto a %2; vuelven a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="452"/>
        <source>The Monolith puts out the fire on %1</source>
        <translation>El Monolito apaga el fuego de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="453"/>
        <source>The Monolith clears the water from %1</source>
        <translation>El Monolito retira el agua de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="456"/>
        <source>%1 meets the goal of %2 (%3)</source>
        <translation>%1 cumple el objetivo de %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="457"/>
        <source>%1 captures three or more checkers in one move</source>
        <translation>%1 captura tres o más fichas en una sola jugada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="458"/>
        <source>three or more fires burn on the board</source>
        <translation>tres o más fuegos arden en el tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="459"/>
        <source>three or more waters lie on the board</source>
        <translation>hay tres o más aguas en el tablero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="460"/>
        <source>%1 has captured eight or more enemy pieces</source>
        <translation>%1 ha capturado ocho o más piezas enemigas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="461"/>
        <source>%1 owns two emperors</source>
        <translation>%1 posee dos emperadores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="462"/>
        <source>three or more of %1&apos;s checkers wear rings</source>
        <translation>tres o más fichas de %1 llevan anillo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="463"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers</source>
        <translation>el tablero está a un cuarto de vuelta de su posición inicial y %1 tiene más fichas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="465"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn</source>
        <translation>el Monolito capturó una ficha enemiga durante el turno de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="466"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row</source>
        <translation>la ficha de %1 con el Snookle está en la fila inicial del rival</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="527"/>
        <source>%1 cannot move now.</source>
        <translation>%1 no puede moverse ahora.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="528"/>
        <source>%1 cannot move now: %2.</source>
        <translation>%1 no puede moverse ahora: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="529"/>
        <source>%1 can be chosen now.</source>
        <translation>%1 puede elegirse ahora.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="530"/>
        <source>%1 can be chosen now: %2.</source>
        <translation>%1 puede elegirse ahora: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="531"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 no puede moverse: la captura es obligatoria (%2).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="532"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 debe capturar: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="533"/>
        <source>%1 can %2.</source>
        <translation>%1 puede %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="534"/>
        <source>%1, or %2</source>
        <translation>%1, o %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="535"/>
        <source>move to one of %1 squares</source>
        <translation>ir a una de %1 casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="536"/>
        <source>step to %1</source>
        <translation>ir a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="537"/>
        <source>move to %1</source>
        <translation>moverse a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="538"/>
        <source>capture on %1</source>
        <translation>capturar en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="539"/>
        <source>Zotting</source>
        <translation>Fulminación</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="540"/>
        <source>Nimbleness</source>
        <translation>Agilidad</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="541"/>
        <source>Venom</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="542"/>
        <source>Warding</source>
        <translation>Protección</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="543"/>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="544"/>
        <source>Valor</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="545"/>
        <source>This man wears %1 (%2 hat) and %3.</source>
        <translation>Este peón lleva %1 (sombrero %2) y %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="546"/>
        <source>This king wears %1 (%2 hat) and %3.</source>
        <translation>Esta dama lleva %1 (sombrero %2) y %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="547"/>
        <source>may zot a neighbouring enemy, but never captures by jumping</source>
        <translation>puede fulminar a un enemigo vecino, pero nunca captura saltando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="548"/>
        <source>may zot %1, but never captures by jumping</source>
        <translation>puede fulminar %1, pero nunca captura saltando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="549"/>
        <source>may also hop over pieces of its own side</source>
        <translation>puede saltar también sobre piezas de su propio bando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="550"/>
        <source>poisons whoever captures it</source>
        <translation>envenena a la pieza captora</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="551"/>
        <source>survives the next capture, which takes the hat instead</source>
        <translation>sobrevive a la próxima captura, que se lleva el sombrero en su lugar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="552"/>
        <source>captures by stepping onto an enemy, never by jumping</source>
        <translation>captura avanzando sobre un enemigo, nunca saltando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="553"/>
        <source>jumps at a right angle instead of straight on</source>
        <translation>salta en ángulo recto en lugar de en línea recta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="554"/>
        <source>This piece is poisoned: it leaves the board when its turn ends.</source>
        <translation>Esta pieza está envenenada: sale del tablero cuando termina el turno de su bando.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="555"/>
        <source>This checker is the Bard&apos;s illusion: an enemy checker it meets may save to make it vanish.</source>
        <translation>Esta ficha es una ilusión del Bardo: una ficha enemiga que se cruce con ella puede hacerla desaparecer con una tirada de salvación.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="558"/>
        <source>This checker is wounded (face down): one more wound captures it.</source>
        <translation>Esta ficha está herida (boca abajo): una herida más y queda capturada.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="559"/>
        <source>Charmed by the Bard: %1 may not jump this checker.</source>
        <translation>Hechizada por el Bardo: %1 no puede saltar esta ficha.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="560"/>
        <source>The Smart Fighter&apos;s penny on this checker takes the next wound.</source>
        <translation>La moneda del Guerrero astuto sobre esta ficha recibirá la próxima herida.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="561"/>
        <source>Tactical Master: while the Smart Fighter leads in level, this checker&apos;s jumps may turn a right angle.</source>
        <translation>Maestro táctico: mientras el Guerrero astuto vaya por delante en nivel, los saltos de esta ficha pueden girar en ángulo recto.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="564"/>
        <source>Cure Critical Wounds saved this checker: it cannot be captured again this turn.</source>
        <translation>Curar heridas críticas salvó esta ficha: no puede ser capturada otra vez en este turno.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="567"/>
        <source>%1 skips the next turn (Cure Critical Wounds).</source>
        <translation>%1 pierde el próximo turno (Curar heridas críticas).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="568"/>
        <source>punch %1</source>
        <translation>golpear %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="569"/>
        <source>This pawn wears the Kingly Crown and moves as a king.</source>
        <translation>Este peón lleva la Corona real y se mueve como un rey.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="570"/>
        <source>This pawn wears the Queenly Crown and moves as a queen.</source>
        <translation>Este peón lleva la Corona de reina y se mueve como una dama.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="571"/>
        <source>This pawn wears the Bishop Mitre and moves as a bishop.</source>
        <translation>Este peón lleva la Mitra de obispo y se mueve como un alfil.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="572"/>
        <source>This pawn wears the Knighted Helm and moves as a knight.</source>
        <translation>Este peón lleva el Yelmo de caballero y se mueve como un caballo.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="573"/>
        <source>This pawn wears the Hunting Tyrolean and moves as a rook.</source>
        <translation>Este peón lleva el Sombrero tirolés de caza y se mueve como una torre.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="574"/>
        <source>Your king is in check: only moves that end the check are allowed.</source>
        <translation>Tu rey está en jaque: solo se permiten movimientos que terminen el jaque.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="576"/>
        <source>%1&apos;s king is in check: only moves that end the check are allowed.</source>
        <translation>El rey de %1 está en jaque: solo se permiten movimientos que terminen el jaque.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="578"/>
        <source>Moves that would leave your king in check are not allowed.</source>
        <translation>No se permiten movimientos que dejarían a tu rey en jaque.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="579"/>
        <source>Moves that would leave %1&apos;s king in check are not allowed.</source>
        <translation>No se permiten movimientos que dejarían al rey de %1 en jaque.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="580"/>
        <source>slide to %1</source>
        <translation>deslizarse a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="581"/>
        <source>The Monolith on %1</source>
        <translation>El Monolito en %1</translation>
    </message>
    <message>
        <source>The Hippo sits on this checker: it cannot move.</source>
        <translation type="vanished">El Hipopótamo está sentado sobre esta ficha: no puede moverse.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="583"/>
        <source>An emperor may slide any distance along a free diagonal.</source>
        <translation>Un emperador puede deslizarse cualquier distancia por una diagonal libre.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="584"/>
        <source>The Snookle lets this checker step and jump backward.</source>
        <translation>El Snookle permite a esta ficha avanzar y saltar también hacia atrás.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="585"/>
        <source>This checker stands in water, which kings and emperors may enter and pawns may not.</source>
        <translation>Esta ficha está en el agua, donde pueden entrar las damas y los emperadores, pero no los peones.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="588"/>
        <source>fire on %1</source>
        <translation>fuego en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="589"/>
        <source>water on %1</source>
        <translation>agua en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="590"/>
        <source>the Monolith on %1</source>
        <translation>el Monolito en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="591"/>
        <source>a wall before %1</source>
        <translation>un muro delante de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="592"/>
        <source>In its way: %1.</source>
        <translation>En su camino: %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="593"/>
        <source>A ring saves this checker from the next jump.</source>
        <translation>Un anillo salva esta ficha del próximo salto.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="594"/>
        <source>This pawn stands ready on its far row: it is crowned as soon as its side has a piece off the board to stack on it.</source>
        <translation>Este peón está listo en su última fila: se corona en cuanto su bando tenga una pieza fuera del tablero que apilar sobre él.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="598"/>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 mueve %2 de %3 a %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="599"/>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 va de %2 a %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="600"/>
        <source>%1 on %2 captures %3</source>
        <translation>%1 en %2 captura %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="601"/>
        <source>%1 moves from %2 to %3, capturing %4</source>
        <translation>%1 va de %2 a %3 y captura %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="602"/>
        <source>%1 jumps from %2 to %3, capturing %4</source>
        <translation>%1 salta de %2 a %3 y captura %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="603"/>
        <source>%1 jumps from %2 via %3 to %4, capturing %5</source>
        <translation>%1 salta de %2 por %3 a %4 y captura %5</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="604"/>
        <source>%1 and is crowned</source>
        <translation>%1 y es coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="17"/>
        <source>&quot;log&quot; must be a list, not %1</source>
        <translation>&quot;log&quot; debe ser una lista, no %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="18"/>
        <source>&quot;options&quot; must be an object of NAME: VALUE, not %1</source>
        <translation>&quot;options&quot; debe ser un objeto de NOMBRE: VALOR, no %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="19"/>
        <source>&quot;players&quot; must be a list, not %1</source>
        <translation>&quot;players&quot; debe ser una lista, no %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="20"/>
        <source>&quot;players&quot; must name both sides or neither, not %1</source>
        <translation>&quot;players&quot; debe nombrar los dos bandos o ninguno, no %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="21"/>
        <source>%1 (&apos;%2&apos;): %3</source>
        <translation>%1 («%2»): %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="22"/>
        <source>%1 is to decide</source>
        <translation>le toca decidir a %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="23"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 debe ser una cadena, no %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="24"/>
        <source>%1 must be a whole number of 0 or more, not %2</source>
        <translation>%1 debe ser un número entero de 0 o más, no %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="25"/>
        <source>%1: &quot;move&quot;</source>
        <translation>%1: &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="26"/>
        <source>%1: expected {&quot;by&quot;: ..., &quot;move&quot;: ...}, not %2</source>
        <translation>%1: se esperaba {&quot;by&quot;: ..., &quot;move&quot;: ...}, no %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="27"/>
        <source>%1: it needs both &quot;by&quot; and &quot;move&quot;</source>
        <translation>%1: necesita tanto &quot;by&quot; como &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="28"/>
        <source>a %1</source>
        <translation>de tipo %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="29"/>
        <source>a chance outcome is due</source>
        <translation>toca un resultado del azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="30"/>
        <source>bad &quot;version&quot; %1: it must be a whole number from 1 up</source>
        <translation>&quot;version&quot; %1 no válida: debe ser un número entero desde 1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="31"/>
        <source>bad seed %1: it must be a whole number from 0 to %2, in decimal digits</source>
        <translation>semilla %1 no válida: debe ser un número entero de 0 a %2, en dígitos decimales</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="33"/>
        <source>bad start position: %1</source>
        <translation>posición inicial no válida: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="34"/>
        <source>decision %1</source>
        <translation>decisión %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="35"/>
        <source>each of &quot;players&quot;</source>
        <translation>cada elemento de &quot;players&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="36"/>
        <source>it is by %1, but %2</source>
        <translation>es de %1, pero %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="37"/>
        <source>it is by %1, but only %2 or %3 can offer a draw</source>
        <translation>es de %1, pero solo %2 o %3 puede ofrecer tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="38"/>
        <source>it is by %1, but only %2 or %3 can resign</source>
        <translation>es de %1, pero solo %2 o %3 puede rendirse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="39"/>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="40"/>
        <source>not a saved game: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>no es una partida guardada: &quot;format&quot; es %1, no &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="41"/>
        <source>not a saved game: lists and objects nest more than %1 deep (at %2); a saved game nests three deep</source>
        <translation>no es una partida guardada: listas y objetos se anidan más de %1 niveles (en %2); una partida guardada tiene tres</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="43"/>
        <source>not a saved game: no &quot;format&quot; field (a Hatrack game file has &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>no es una partida guardada: no hay campo &quot;format&quot; (un archivo de partida de Hatrack tiene &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="46"/>
        <source>not a saved game: the file holds a JSON %1, not an object</source>
        <translation>no es una partida guardada: el archivo contiene un %1 JSON, no un objeto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="47"/>
        <source>not a saved game: the file is empty</source>
        <translation>no es una partida guardada: el archivo está vacío</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="48"/>
        <source>not a saved game: the file is not JSON (%1)</source>
        <translation>no es una partida guardada: el archivo no es JSON (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="49"/>
        <source>not a saved game: the file is not JSON that can be read (%1)</source>
        <translation>no es una partida guardada: el archivo no es JSON legible (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="50"/>
        <source>option &apos;%1&apos;</source>
        <translation>opción «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="51"/>
        <source>the game is already over</source>
        <translation>la partida ya ha terminado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="52"/>
        <source>the saved game has no &quot;%1&quot; field</source>
        <translation>la partida guardada no tiene el campo &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="53"/>
        <source>the saved game is in format version %1, newer than this version of Hatrack reads (up to version %2); open it with a newer Hatrack</source>
        <translation>la partida guardada está en la versión de formato %1, más reciente de lo que lee esta versión de Hatrack (hasta la versión %2); ábrala con un Hatrack más reciente</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="56"/>
        <source>the saved game is truncated: the file ends at %1 before the game is complete</source>
        <translation>la partida guardada está truncada: el archivo termina en %1 antes de que la partida esté completa</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="58"/>
        <source>unknown player %1 in &quot;players&quot; (choose %2)</source>
        <translation>jugador %1 desconocido en &quot;players&quot; (elija %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="60"/>
        <source>PDN records are for checkers; %1 games cannot be written or read as PDN</source>
        <translation>los registros PDN son para las damas; las partidas de %1 no se pueden escribir ni leer en PDN</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="62"/>
        <source>cannot write the game as PDN: move %1 (%2: %3) is not one move of the game&apos;s notation</source>
        <translation>no se puede escribir la partida en PDN: la jugada %1 (%2: %3) no es una sola jugada de la notación del juego</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="65"/>
        <source>move %1 (%2): %3</source>
        <translation>jugada %1 («%2»): %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="66"/>
        <source>not a move; a record ends by its result</source>
        <translation>no es una jugada; un registro termina con su resultado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="67"/>
        <source>the game had already ended by the rules (%1)</source>
        <translation>la partida ya había terminado según las reglas (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="69"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos;</source>
        <translation>el juego «%1» no tiene la opción «%2»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="70"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos; (it has no options)</source>
        <translation>el juego «%1» no tiene la opción «%2» (no tiene opciones)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="71"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos;</source>
        <translation>la opción «%1» no puede ser «%2»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="72"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos; (choose %3)</source>
        <translation>la opción «%1» no puede ser «%2» (elija %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="73"/>
        <source>unknown game &apos;%1&apos; (known games: %2)</source>
        <translation>juego «%1» desconocido (juegos conocidos: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="74"/>
        <source>unknown player &apos;%1&apos; for %2 (choose %3)</source>
        <translation>jugador «%1» desconocido para %2 (elija %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="76"/>
        <source>&apos;%1&apos; cannot be played now: %2</source>
        <translation>«%1» no se puede jugar ahora: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="77"/>
        <source>&apos;%1&apos; is not a legal action here</source>
        <translation>«%1» no es una acción permitida aquí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="78"/>
        <source>&apos;%1&apos; is not a legal chance outcome here</source>
        <translation>«%1» no es un resultado del azar posible aquí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="79"/>
        <source>&apos;%1&apos; is not a legal decision here</source>
        <translation>«%1» no es una decisión permitida aquí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="80"/>
        <source>a chance outcome is due after &apos;%1&apos;; give it as a move of its own</source>
        <translation>tras «%1» toca un resultado del azar; indíquelo como una jugada aparte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="81"/>
        <source>a chance outcome is due; only a player can offer a draw</source>
        <translation>toca un resultado del azar; solo un jugador puede ofrecer tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="82"/>
        <source>a chance outcome is due; only a player can resign</source>
        <translation>toca un resultado del azar; solo un jugador puede rendirse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="83"/>
        <source>chance</source>
        <translation>el azar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="84"/>
        <source>checker</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="85"/>
        <source>entry %1: %2</source>
        <translation>entrada %1: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="86"/>
        <source>expected a decision by %1</source>
        <translation>se esperaba una decisión de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="87"/>
        <source>hats</source>
        <translation>sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="88"/>
        <source>move &apos;%1&apos; is not a chance outcome here (possible: %2)</source>
        <translation>la jugada «%1» no es un resultado del azar aquí (posibles: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="89"/>
        <source>move &apos;%1&apos;: %2</source>
        <translation>jugada «%1»: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="90"/>
        <source>nobody (the game is over)</source>
        <translation>nadie (la partida ha terminado)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="91"/>
        <source>nobody is to decide</source>
        <translation>no le toca decidir a nadie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="92"/>
        <source>only a player can agree to a draw</source>
        <translation>solo un jugador puede aceptar tablas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="93"/>
        <source>only a player can resign</source>
        <translation>solo un jugador puede rendirse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="94"/>
        <source>pennies</source>
        <translation>monedas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="95"/>
        <source>pieces</source>
        <translation>piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="96"/>
        <source>position: %1</source>
        <translation>posición: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="98"/>
        <source>%1 is listed twice</source>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="99"/>
        <source>&apos;%1&apos; is not a square number</source>
        <translation>«%1» no es un número de casilla</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="100"/>
        <source>a move names at least two squares</source>
        <translation>una jugada nombra al menos dos casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="101"/>
        <source>a piece list must start with W or B, found &apos;%1&apos;</source>
        <translation>una lista de piezas debe empezar por W o B, se encontró «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="102"/>
        <source>bad FEN &apos;%1&apos;: %2</source>
        <translation>FEN «%1» no válido: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="103"/>
        <source>bad FEN: it is empty</source>
        <translation>FEN no válido: está vacío</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="104"/>
        <source>expected &apos;:&apos; at position %1</source>
        <translation>se esperaba «:» en la posición %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="105"/>
        <source>expected a square number, found &apos;%1&apos;</source>
        <translation>se esperaba un número de casilla, se encontró «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="106"/>
        <source>impossible position: %1 has %2 pieces; each side has at most 12</source>
        <translation>posición imposible: %1 tiene %2 piezas; cada bando tiene como mucho 12</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="107"/>
        <source>impossible position: the Black man on %1 stands on the row where it would have been crowned</source>
        <translation>posición imposible: el peón negro en %1 está en la fila donde habría sido coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="109"/>
        <source>impossible position: the White man on %1 stands on the row where it would have been crowned</source>
        <translation>posición imposible: el peón blanco en %1 está en la fila donde habría sido coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="111"/>
        <source>it ends with a separator</source>
        <translation>termina con un separador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="112"/>
        <source>it must start with B or W, the side to move</source>
        <translation>debe empezar por B o W, el bando al que le toca jugar</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="113"/>
        <source>malformed move &apos;%1&apos;: %2</source>
        <translation>jugada «%1» mal formada: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="114"/>
        <source>range %1 runs backwards</source>
        <translation>el rango %1 va al revés</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="115"/>
        <source>square %1 is given twice</source>
        <translation>la casilla %1 aparece dos veces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="116"/>
        <source>square %1 is not on the board (squares are 1-32)</source>
        <translation>la casilla %1 no está en el tablero (las casillas son 1-32)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="117"/>
        <source>squares must be joined by &apos;-&apos; or &apos;x&apos;</source>
        <translation>las casillas deben unirse con «-» o «x»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="118"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="119"/>
        <source>the jump chain must go on from %1</source>
        <translation>la cadena de saltos debe seguir desde %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="120"/>
        <source>the piece on %1 is %2&apos;s, and %3 is to move</source>
        <translation>la pieza en %1 es de %2, y juega %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="121"/>
        <source>there is no piece on %1</source>
        <translation>no hay ninguna pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="122"/>
        <source>write squares 1-32 joined by &apos;-&apos; or &apos;x&apos;, as in 11-15 or 15x24</source>
        <translation>escriba casillas 1-32 unidas con «-» o «x», como 11-15 o 15x24</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="124"/>
        <source>&apos;%1&apos; is not a hat (use r y g b c p)</source>
        <translation>«%1» no es un sombrero (use r y g b c p)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="125"/>
        <source>bad FEN field &apos;%1&apos; (known: hats, racks, bag, out, pools, opts)</source>
        <translation>campo FEN «%1» no válido (conocidos: hats, racks, bag, out, pools, opts)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="126"/>
        <source>bad FEN field &apos;%1&apos;: %2</source>
        <translation>campo FEN «%1» no válido: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="127"/>
        <source>bad FEN hats &apos;%1&apos;: there is no piece on %2</source>
        <translation>sombreros FEN «%1» no válidos: no hay ninguna pieza en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="128"/>
        <source>bad FEN hats &apos;%1&apos;: write SQUARE=hats, as in 5=rb</source>
        <translation>sombreros FEN «%1» no válidos: escriba CASILLA=sombreros, como 5=rb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="129"/>
        <source>bad FEN option &apos;%1&apos;</source>
        <translation>opción FEN «%1» no válida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="130"/>
        <source>bad FEN option &apos;%1&apos;: use on or off</source>
        <translation>opción FEN «%1» no válida: use on u off</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="131"/>
        <source>bad FEN option draft=%1</source>
        <translation>opción FEN draft=%1 no válida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="132"/>
        <source>bad FEN pools &apos;%1&apos;: pools exist only with draft=select or draft=contrary</source>
        <translation>reservas FEN «%1» no válidas: las reservas solo existen con draft=select o draft=contrary</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="134"/>
        <source>expected NAME:VALUE</source>
        <translation>se esperaba NOMBRE:VALOR</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="135"/>
        <source>impossible position: %1 %2 hats (there are 5 of each colour)</source>
        <translation>posición imposible: %1 sombreros (%2) (hay 5 de cada color)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="136"/>
        <source>impossible position: only %1 %2 hats are accounted for (there are 5)</source>
        <translation>posición imposible: solo constan %1 sombreros (%2) (hay 5)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="138"/>
        <source>more than 5 %1 hats</source>
        <translation>más de 5 sombreros (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="139"/>
        <source>move &apos;%1&apos; is ambiguous: name the piece passed over, as in %2 or %3</source>
        <translation>jugada «%1» ambigua: nombre la pieza saltada, como %2 o %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="141"/>
        <source>the position is for %1, but the game is set to %2</source>
        <translation>la posición es para %1, pero la partida está configurada con %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="142"/>
        <source>write Black&apos;s hats/White&apos;s hats</source>
        <translation>escriba sombreros de Negro/sombreros de Blanco</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="144"/>
        <source>%1 cannot have stepped there leaving a king in check</source>
        <translation>%1 no puede haber jugado ahí dejando un rey en jaque</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="145"/>
        <source>%1 has more than 8 pieces</source>
        <translation>%1 tiene más de 8 piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="146"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 debe ser un número entero, no «%2»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="147"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 debe estar entre %2 y %3, no %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="148"/>
        <source>%1: more than 8 ranks</source>
        <translation>%1: más de 8 filas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="149"/>
        <source>%1: needs 8 ranks of 8 squares</source>
        <translation>%1: necesita 8 filas de 8 casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="150"/>
        <source>%1: rank %2 does not have 8 squares</source>
        <translation>%1: la fila %2 no tiene 8 casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="151"/>
        <source>%1: rank %2 has more than 8 squares</source>
        <translation>%1: la fila %2 tiene más de 8 casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="152"/>
        <source>%1: unexpected &apos;%2&apos;</source>
        <translation>%1: «%2» inesperado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="153"/>
        <source>&apos;%1&apos;: there is no %2 on %3</source>
        <translation>«%1»: no hay ningún %2 en %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="154"/>
        <source>a Kingly Crown is in the game, so the crown field must be c</source>
        <translation>hay una corona real en juego, así que el campo de la corona debe ser c</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="155"/>
        <source>a Pawns in Hats position has 7 fields (pieces, hats, side, pending, crown, halfmove clock, move number), not %1</source>
        <translation>una posición de Peones con sombrero tiene 7 campos (piezas, sombreros, bando, decisión pendiente, corona, contador de medias jugadas, número de jugada), no %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="157"/>
        <source>a pawn holding a hat stands on a hatless square, but a hat lies on %1</source>
        <translation>un peón que sostiene un sombrero está en una casilla sin sombrero, pero hay un sombrero en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="159"/>
        <source>bad square &apos;%1&apos;</source>
        <translation>casilla «%1» no válida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="160"/>
        <source>crown field must be c or -, not &apos;%1&apos;</source>
        <translation>el campo de la corona debe ser c o -, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="161"/>
        <source>more than 16 hats</source>
        <translation>más de 16 sombreros</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="162"/>
        <source>name the hat (%1)</source>
        <translation>nombre el sombrero (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="163"/>
        <source>no bare enemy pawn of %1 on %2</source>
        <translation>no hay ningún peón enemigo sin sombrero de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="164"/>
        <source>no bare pawn of %1 punched %2</source>
        <translation>ningún peón sin sombrero de %1 golpeó %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="165"/>
        <source>no free square around %1 for the hat to land on</source>
        <translation>ninguna casilla libre alrededor de %1 donde pueda caer el sombrero</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="166"/>
        <source>no hat lies on %1</source>
        <translation>no hay ningún sombrero en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="167"/>
        <source>no hatless square around %1, so the hat would already be worn</source>
        <translation>ninguna casilla sin sombrero alrededor de %1, así que el sombrero ya estaría puesto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="168"/>
        <source>no hatted piece of %1 on %2</source>
        <translation>ninguna pieza con sombrero de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="169"/>
        <source>no piece of %1 on %2</source>
        <translation>ninguna pieza de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="170"/>
        <source>nothing may follow the square</source>
        <translation>nada puede seguir a la casilla</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="171"/>
        <source>pending decision &apos;%1&apos; is malformed</source>
        <translation>la decisión pendiente «%1» está mal formada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="172"/>
        <source>pending decision &apos;%1&apos; needs a square (pick:e4)</source>
        <translation>la decisión pendiente «%1» necesita una casilla (pick:e4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="173"/>
        <source>pending decision &apos;%1&apos;: %2</source>
        <translation>decisión pendiente «%1»: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="174"/>
        <source>side to move must be w or b, not &apos;%1&apos;</source>
        <translation>el bando que juega debe ser w o b, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="175"/>
        <source>the halfmove clock</source>
        <translation>el contador de medias jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="176"/>
        <source>the move number</source>
        <translation>el número de jugada</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="177"/>
        <source>the piece on %1 already wears a hat (two hats on one piece)</source>
        <translation>la pieza en %1 ya lleva un sombrero (dos sombreros en una pieza)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="178"/>
        <source>the piece on %1 cannot take its hat off there</source>
        <translation>la pieza en %1 no puede quitarse el sombrero ahí</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="179"/>
        <source>unknown hat &apos;%1&apos;</source>
        <translation>sombrero «%1» desconocido</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="180"/>
        <source>unknown pending decision &apos;%1&apos; (choose -, pick, roll, wear, off or land)</source>
        <translation>decisión pendiente «%1» desconocida (elija -, pick, roll, wear, off o land)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="183"/>
        <source>%1 %2 is out of range (%3-%4)</source>
        <translation>%1 %2 está fuera de rango (%3-%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="184"/>
        <source>%1 &apos;%2&apos; is not a number</source>
        <translation>%1 «%2» no es un número</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="185"/>
        <source>%1 has more than 12 checkers</source>
        <translation>%1 tiene más de 12 fichas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="186"/>
        <source>%1 must choose a character first</source>
        <translation>%1 debe elegir antes un personaje</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="187"/>
        <source>a Fighter&apos;s checker carries at most one penny (&apos;%1&apos;)</source>
        <translation>una ficha del Guerrero lleva como mucho una moneda («%1»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="188"/>
        <source>a man on square %1 would have been crowned</source>
        <translation>un peón en la casilla %1 habría sido coronado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="189"/>
        <source>a pool is written men.kings.smart, not &apos;%1&apos;</source>
        <translation>una reserva se escribe men.kings.smart, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="190"/>
        <source>an illusion (%1) is never wounded and carries no pennies</source>
        <translation>una ilusión (%1) nunca está herida y no lleva monedas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="191"/>
        <source>cannot read the checker &apos;%1&apos; (write [K]square[w][pN] or iSquare)</source>
        <translation>no se puede leer la ficha «%1» (escriba [K]casilla[w][pN] o iCasilla)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="192"/>
        <source>characters must be written &apos;black,white&apos;</source>
        <translation>los personajes se escriben &apos;black,white&apos; (negro,blanco)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="193"/>
        <source>empty move</source>
        <translation>jugada vacía</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="194"/>
        <source>expected a field starting &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>se esperaba un campo que empiece por «%1», se encontró «%2»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="195"/>
        <source>field &apos;%1&apos; needs %2 values</source>
        <translation>el campo «%1» necesita %2 valores</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="196"/>
        <source>more checkers on the board and in the pools than a game has</source>
        <translation>más fichas en el tablero y en las reservas de las que tiene una partida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="197"/>
        <source>move &apos;%1&apos; is ambiguous: name the checker passed over, as in %2 or %3</source>
        <translation>jugada «%1» ambigua: nombre la ficha saltada, como %2 o %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="199"/>
        <source>no-progress count</source>
        <translation>contador sin progreso</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="200"/>
        <source>only a Bard has illusions (&apos;%1&apos;)</source>
        <translation>solo un Bardo tiene ilusiones («%1»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="201"/>
        <source>only a spellcaster or the Thief keeps pennies</source>
        <translation>solo un lanzador de hechizos o el Ladrón guarda monedas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="202"/>
        <source>only the Bard&apos;s and the Fighter&apos;s checkers carry pennies (&apos;%1&apos;)</source>
        <translation>solo las fichas del Bardo y del Guerrero llevan monedas («%1»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="203"/>
        <source>only the Cleric skips a turn</source>
        <translation>solo el Clérigo pierde un turno</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="204"/>
        <source>only the Smart Fighter keeps pennies in the pool</source>
        <translation>solo el Guerrero astuto guarda monedas en la reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="205"/>
        <source>pennies in &apos;%1&apos;</source>
        <translation>monedas en «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="206"/>
        <source>pool kings</source>
        <translation>damas de la reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="207"/>
        <source>pool men</source>
        <translation>peones de la reserva</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="208"/>
        <source>position &apos;%1&apos; needs 8 fields: side, characters, B:, W:, P:, $:, S:, Q:</source>
        <translation>la posición «%1» necesita 8 campos: bando, personajes, B:, W:, P:, $:, S:, Q:</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="210"/>
        <source>skip flag</source>
        <translation>indicador de turno perdido</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="211"/>
        <source>smart pennies</source>
        <translation>monedas del Guerrero astuto</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="212"/>
        <source>square in &apos;%1&apos;</source>
        <translation>casilla en «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="213"/>
        <source>the side to move must be B or W, not &apos;%1&apos;</source>
        <translation>el bando que juega debe ser B o W, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="214"/>
        <source>two checkers on square %1</source>
        <translation>dos fichas en la casilla %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="215"/>
        <source>unknown character &apos;%1&apos; (ranger, cleric, bard, thief, fighter, mage or ?)</source>
        <translation>personaje «%1» desconocido (ranger, cleric, bard, thief, fighter, mage o ?)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="218"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="219"/>
        <source>%1 face-up cards do not fit phase &apos;%2&apos;</source>
        <translation>%1 cartas boca arriba no encajan con la fase «%2»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="220"/>
        <source>%1: %2 is out of range (%3-%4)</source>
        <translation>%1: %2 está fuera de rango (%3-%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="221"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: «%2» no es un número</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="222"/>
        <source>%1; legal: %2</source>
        <translation>%1; permitidas: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="223"/>
        <source>&apos;%1&apos; is not a card with targets</source>
        <translation>«%1» no es una carta con objetivos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="224"/>
        <source>&apos;%1&apos; is not an edge between two squares</source>
        <translation>«%1» no es un borde entre dos casillas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="225"/>
        <source>a checker on fire on %1</source>
        <translation>una ficha sobre fuego en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="226"/>
        <source>a pawn on water on %1</source>
        <translation>un peón sobre agua en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="227"/>
        <source>an empty move</source>
        <translation>una jugada vacía</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="228"/>
        <source>both planets must be dealt after the deal</source>
        <translation>tras el reparto, los dos planetas deben estar repartidos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="229"/>
        <source>both players cannot hold the same planet</source>
        <translation>los dos jugadores no pueden tener el mismo planeta</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="230"/>
        <source>checker &apos;%1&apos;: unknown or repeated mark &apos;%2&apos;</source>
        <translation>ficha «%1»: marca «%2» desconocida o repetida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="231"/>
        <source>field &apos;%1&apos; given twice</source>
        <translation>campo «%1» indicado dos veces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="232"/>
        <source>field &apos;%1&apos; has no name (NAME:VALUE)</source>
        <translation>el campo «%1» no tiene nombre (NOMBRE:VALOR)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="233"/>
        <source>jump chain square</source>
        <translation>casilla de la cadena de saltos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="234"/>
        <source>more &apos;%1&apos; cards than the deck holds</source>
        <translation>más cartas «%1» de las que tiene el mazo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="235"/>
        <source>more fire than the box holds</source>
        <translation>más fuego del que trae la caja</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="236"/>
        <source>more rings than the box holds</source>
        <translation>más anillos de los que trae la caja</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="237"/>
        <source>more than 12 pieces for one side</source>
        <translation>más de 12 piezas para un bando</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="238"/>
        <source>more than 12 walls for one player</source>
        <translation>más de 12 muros para un jugador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="239"/>
        <source>more water than the box holds</source>
        <translation>más agua de la que trae la caja</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="240"/>
        <source>needs a side (B or W) and a phase</source>
        <translation>necesita un bando (B o W) y una fase</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="241"/>
        <source>no checker of the side to move on the jump chain&apos;s square</source>
        <translation>ninguna ficha del bando que juega en la casilla de la cadena de saltos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="242"/>
        <source>no planets to deal</source>
        <translation>no hay planetas que repartir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="243"/>
        <source>phase &apos;%1&apos; is not move@SQUARE</source>
        <translation>la fase «%1» no es move@CASILLA</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="244"/>
        <source>planets must be BLACK/WHITE or off</source>
        <translation>los planetas deben ser NEGRO/BLANCO u off (BLACK/WHITE)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="245"/>
        <source>planets:BLACK/WHITE (or planets:off) is missing</source>
        <translation>falta planets:BLACK/WHITE (o planets:off)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="246"/>
        <source>side to move must be B or W, not &apos;%1&apos;</source>
        <translation>el bando que juega debe ser B o W, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="247"/>
        <source>square saved by a ring</source>
        <translation>casilla salvada por un anillo</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="248"/>
        <source>the Hippo and the Snookle on one checker</source>
        <translation>el Hipopótamo y el Snookle sobre una misma ficha</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="249"/>
        <source>the Monolith shares its square</source>
        <translation>el Monolito comparte su casilla</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="250"/>
        <source>the card being played, %1, is not face up</source>
        <translation>la carta que se juega, %1, no está boca arriba</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="251"/>
        <source>the jump chain on %1 cannot go on</source>
        <translation>la cadena de saltos en %1 no puede seguir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="252"/>
        <source>there is one Monolith</source>
        <translation>hay un solo Monolito</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="253"/>
        <source>this must be CAPTURES/0|1</source>
        <translation>this debe ser CAPTURAS/0|1 (CAPTURES/0|1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="254"/>
        <source>took must be N/N</source>
        <translation>took debe ser N/N</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="255"/>
        <source>two checkers on %1</source>
        <translation>dos fichas en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="256"/>
        <source>two tokens of fire or water on %1</source>
        <translation>dos fichas de fuego o agua en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="257"/>
        <source>two walls on edge %1</source>
        <translation>dos muros en el borde %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="258"/>
        <source>unknown card &apos;%1&apos;</source>
        <translation>carta «%1» desconocida</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="259"/>
        <source>unknown field &apos;%1&apos;</source>
        <translation>campo «%1» desconocido</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="260"/>
        <source>unknown phase &apos;%1&apos; (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</source>
        <translation>fase «%1» desconocida (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="263"/>
        <source>unknown planet &apos;%1&apos;</source>
        <translation>planeta «%1» desconocido</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="264"/>
        <source>wall &apos;%1&apos; is malformed</source>
        <translation>el muro «%1» está mal formado</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="265"/>
        <source>wall &apos;%1&apos; must start with B or W</source>
        <translation>el muro «%1» debe empezar por B o W</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="266"/>
        <source>walls &apos;%1&apos; do not meet at a corner</source>
        <translation>los muros «%1» no se unen en una esquina</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="23"/>
        <source>%1 has no pieces left</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 no tiene piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="24"/>
        <source>wins a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>gana una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="25"/>
        <source>wins %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>gana %1 piezas</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">entrega una pieza</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">entrega %1 piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="28"/>
        <source>the best found, though it gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>la mejor jugada encontrada, aunque entrega una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="33"/>
        <source>the best found, though it gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>la mejor jugada encontrada, aunque entrega %1 piezas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="38"/>
        <source>trades a piece for a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>cambia pieza por pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="39"/>
        <source>trades %1 pieces for as many</source>
        <comment>pawns-in-hats</comment>
        <translation>cambia %1 piezas por otras tantas</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">ninguna pieza cambia de manos antes de que el azar decida lo que sigue</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">ninguna pieza cambia de manos antes de que el azar decida lo que sigue: %1</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">ninguna pieza cambia de manos en las jugadas que mira el ordenador</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="26"/>
        <source>wins a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gana una pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="27"/>
        <source>wins %1 pieces within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gana %1 piezas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="29"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <comment>pawns-in-hats</comment>
        <translation>la mejor jugada encontrada, aunque lo que entrega vale más que lo que toma</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="32"/>
        <source>wins material in the trade</source>
        <comment>pawns-in-hats</comment>
        <translation>gana material en el cambio</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="34"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>la mejor jugada encontrada, aunque se pierde una pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="36"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>la mejor jugada encontrada, aunque se pierden %1 piezas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="40"/>
        <source>trades a piece for a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>cambia pieza por pieza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="41"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>cambia %1 piezas por otras tantas en %2 jugadas</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="42"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>La pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="43"/>
        <source>a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>una pieza</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="44"/>
        <source>%1&apos;s piece</source>
        <comment>pawns-in-hats</comment>
        <translation>La pieza de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="45"/>
        <source>the piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>la pieza en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="46"/>
        <source>enemy pieces captured</source>
        <comment>pawns-in-hats</comment>
        <translation>fichas enemigas capturadas</translation>
    </message>
</context>
</TS>
