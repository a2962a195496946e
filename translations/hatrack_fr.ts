<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="30"/>
        <source>Abandon this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="39"/>
        <source>The game in progress is not over. If you abandon it, it cannot be continued (unless you saved it).</source>
        <translation>La partie en cours n&apos;est pas finie. Si vous la quittez, elle ne pourra plus être reprise (sauf si vous l&apos;avez enregistrée).</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="45"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="52"/>
        <source>Abandon the game</source>
        <translation>Quitter la partie</translation>
    </message>
</context>
<context>
    <name>AlienArt</name>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="100"/>
        <location filename="../qml/art/AlienArt.qml" line="179"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="136"/>
        <source>Ready: on its far row, it is crowned as soon as its player has a piece off the board to stack on it.</source>
        <translation>Prêt&#xa0;: sur sa dernière rangée, il sera couronné dès que son joueur aura une pièce hors du plateau à y empiler.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="140"/>
        <source>%1&apos;s wall: stops %2&apos;s checkers from crossing this edge diagonally; %1&apos;s own pass.</source>
        <translation>Mur de %1&#xa0;: empêche les pions de %2 de franchir ce bord en diagonale&#xa0;; ceux de %1 passent.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="148"/>
        <source>A card of the draw pile, face down.</source>
        <translation>Une carte de la pioche, face cachée.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="150"/>
        <source>%1 cannot be played now: there is nothing on the board for it to remove.</source>
        <translation>%1 ne peut pas être jouée maintenant&#xa0;: il n&apos;y a rien à retirer sur le plateau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="153"/>
        <location filename="../qml/art/AlienArt.qml" line="155"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="154"/>
        <source>Nothing for it to do now: choosing it only uses it up.</source>
        <translation>Elle n&apos;a rien à faire pour l&apos;instant&#xa0;: la choisir la défausse sans effet.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="158"/>
        <source>%1&apos;s secret planet: its goal is hidden from you.</source>
        <translation>Planète secrète de %1&#xa0;: son objectif vous est caché.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="159"/>
        <source>%1&apos;s planet, %2. Goal: %3</source>
        <translation>Planète de %1, %2. Objectif&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="169"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="173"/>
        <source>Secret planets</source>
        <translation>Planètes secrètes</translation>
    </message>
    <message>
        <source>Black&apos;s pieces lost: %1</source>
        <translation type="vanished">Pions perdus par Noir&#xa0;: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces lost: %1</source>
        <translation type="vanished">Pions perdus par Blanc&#xa0;: %1</translation>
    </message>
    <message>
        <source>Black&apos;s pieces off the board: %1</source>
        <translation type="vanished">Pièces de Noir hors du plateau&#xa0;: %1</translation>
    </message>
    <message>
        <source>White&apos;s pieces off the board: %1</source>
        <translation type="vanished">Pièces de Blanc hors du plateau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="176"/>
        <source>Pieces off the board</source>
        <translation>Pièces hors du plateau</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>Black: %1</source>
        <translation>Noir&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="181"/>
        <source>White: %1</source>
        <translation>Blanc&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="186"/>
        <source>%1&apos;s pieces captured by the opponent, free to crown a ready pawn, to make an emperor or to come back with Revive.</source>
        <translation>Pièces de %1 prises par l&apos;adversaire, disponibles pour couronner un pion prêt, faire un empereur ou revenir avec Résurrection.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="194"/>
        <source>Turn the board counter-clockwise</source>
        <translation>Tourner le plateau dans le sens antihoraire</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="195"/>
        <source>Turn the board clockwise</source>
        <translation>Tourner le plateau dans le sens horaire</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="206"/>
        <source>Click the ready pawn to crown.</source>
        <translation>Cliquez sur le pion prêt à couronner.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="207"/>
        <source>Click a ringed empty dark square to set the Monolith there.</source>
        <translation>Cliquez sur une case sombre vide entourée pour y poser le Monolithe.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="208"/>
        <source>Click a ringed square to light a fire there.</source>
        <translation>Cliquez sur une case entourée pour y allumer un feu.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="209"/>
        <source>Click a ringed square to pour water there.</source>
        <translation>Cliquez sur une case entourée pour y verser de l&apos;eau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="210"/>
        <source>Click a ringed checker: the Galactic Hippo sits on it and it cannot move.</source>
        <translation>Cliquez sur un pion entouré&#xa0;: l&apos;Hippopotame galactique s&apos;assoit dessus et il ne peut plus bouger.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="211"/>
        <source>Click a ringed checker: the Snookle rides it and lets it step backward.</source>
        <translation>Cliquez sur un pion entouré&#xa0;: le Snookle le chevauche et lui permet de reculer.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="212"/>
        <source>Click one of your checkers circled in gold to give it a ring.</source>
        <translation>Cliquez sur un de vos pions entourés d&apos;or pour lui donner un anneau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="213"/>
        <source>Click a ringed square of your home row to bring a pawn back.</source>
        <translation>Cliquez sur une case entourée de votre ligne de départ pour y ramener un pion.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="214"/>
        <source>Click one of your ringed kings to make it an emperor.</source>
        <translation>Cliquez sur une de vos dames entourées pour en faire un empereur.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="215"/>
        <source>Click a glowing edge, then a second one beside it: the two walls go up together.</source>
        <translation>Cliquez sur un bord qui brille, puis sur un second à côté&#xa0;: les deux murs s&apos;élèvent ensemble.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="216"/>
        <source>Keyboard: Shift and an arrow point at a side of the cursor&apos;s square; Enter chooses that edge.</source>
        <translation>Clavier&#xa0;: Maj et une flèche désignent un côté de la case du curseur&#xa0;; Entrée choisit ce bord.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="217"/>
        <source>Click what Antimatter removes: a glowing token, wall or square.</source>
        <translation>Cliquez sur ce que l&apos;Antimatière retire&#xa0;: un jeton, un mur ou une case qui brille.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="225"/>
        <source>Captured: %1</source>
        <translation>Pris&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="227"/>
        <source>Walls: %1</source>
        <translation>Murs&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="229"/>
        <source>Quiet turns: %1</source>
        <translation>Tours calmes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="235"/>
        <source>Enemy pieces this player has captured in all. The goal of Mars is eight.</source>
        <translation>Pièces adverses prises par ce joueur en tout. L&apos;objectif de Mars est de huit.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="237"/>
        <source>Walls this player can still build: a Walls card builds two.</source>
        <translation>Murs que ce joueur peut encore bâtir&#xa0;: une carte Murs en bâtit deux.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienArt.qml" line="239"/>
        <source>Turns in a row without a capture, a pawn moving or a crown. At 80, forty each, the game is drawn.</source>
        <translation>Tours d&apos;affilée sans prise, sans pion déplacé ni couronnement. À 80, quarante chacun, la partie est nulle.</translation>
    </message>
</context>
<context>
    <name>AlienWords</name>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="18"/>
        <source>Monolith</source>
        <translation>Monolithe</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="19"/>
        <source>Galactic Hippo</source>
        <translation>Hippopotame galactique</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="20"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="21"/>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="22"/>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="23"/>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="24"/>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="25"/>
        <source>Quarter Turn</source>
        <translation>Quart de tour</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="26"/>
        <source>Revive</source>
        <translation>Résurrection</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="27"/>
        <source>Reshuffle</source>
        <translation>Remélange</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="28"/>
        <source>Antimatter</source>
        <translation>Antimatière</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="29"/>
        <source>Coronation</source>
        <translation>Couronnement</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="36"/>
        <source>Set the Monolith on an empty dark square, or slide it up to three squares diagonally, shoving checkers ahead.</source>
        <translation>Posez le Monolithe sur une case sombre vide, ou faites-le glisser de trois cases au plus en diagonale, en poussant les pions devant lui.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="37"/>
        <source>Sit the Hippo on any checker: that checker cannot move.</source>
        <translation>Asseyez l&apos;Hippopotame sur n&apos;importe quel pion&#xa0;: ce pion ne peut plus bouger.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="38"/>
        <source>Put the Snookle on any checker: it may also step and jump backward.</source>
        <translation>Mettez le Snookle sur n&apos;importe quel pion&#xa0;: il peut aussi reculer et sauter vers l&apos;arrière.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="39"/>
        <source>Light a fire on an empty dark square: no checker may cross or enter it.</source>
        <translation>Allumez un feu sur une case sombre vide&#xa0;: aucun pion ne peut la franchir ni y entrer.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="40"/>
        <source>Pour water on an empty dark square or a fire: pawns may not enter it.</source>
        <translation>Versez de l&apos;eau sur une case sombre vide ou sur un feu&#xa0;: les pions simples ne peuvent pas y entrer.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="41"/>
        <source>Build two of your walls, as an L or in a line: they stop enemy diagonals.</source>
        <translation>Construisez deux de vos murs, en L ou en ligne&#xa0;: ils bloquent les diagonales adverses.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="42"/>
        <source>Give one of your checkers a ring: it survives the next jump over it.</source>
        <translation>Donnez un anneau à un de vos pions&#xa0;: il survit au prochain saut par-dessus lui.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="43"/>
        <source>Turn the whole board a quarter turn, either way.</source>
        <translation>Tournez tout le plateau d&apos;un quart de tour, dans un sens ou dans l&apos;autre.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="44"/>
        <source>Bring one of your pieces off the board back as a pawn on your home row.</source>
        <translation>Faites revenir une de vos pièces hors du plateau, comme pion simple, sur votre ligne de départ.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="45"/>
        <source>Shuffle the draw pile, the discards and the other face-up card; turn one up.</source>
        <translation>Mélangez pioche, défausse et l&apos;autre carte visible&#xa0;; retournez-en une.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="46"/>
        <source>Remove one thing from the board: fire, water, a ring, a pair of walls, the Monolith, Hippo or Snookle.</source>
        <translation>Retirez un élément&#xa0;: feu, eau, anneau, paire de murs, Monolithe, Hippopotame ou Snookle.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="47"/>
        <source>Stack one of your pieces off the board on one of your kings: it becomes an emperor.</source>
        <translation>Empilez une de vos pièces hors du plateau sur une de vos dames&#xa0;: elle devient un empereur.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="53"/>
        <source>Mercury</source>
        <translation>Mercure</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="54"/>
        <source>Venus</source>
        <translation>Vénus</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="55"/>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="56"/>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="57"/>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="58"/>
        <source>Saturn</source>
        <translation>Saturne</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="59"/>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="60"/>
        <source>Neptune</source>
        <translation>Neptune</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="61"/>
        <source>Pluto</source>
        <translation>Pluton</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="68"/>
        <source>capture three or more checkers in one move.</source>
        <translation>prendre trois pions ou plus en un seul coup.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="69"/>
        <location filename="../qml/art/AlienWords.qml" line="85"/>
        <source>three or more fires burn on the board.</source>
        <translation>trois feux ou plus brûlent sur le plateau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="70"/>
        <location filename="../qml/art/AlienWords.qml" line="86"/>
        <source>three or more waters lie on the board.</source>
        <translation>trois eaux ou plus recouvrent le plateau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="71"/>
        <source>you have captured eight or more enemy pieces.</source>
        <translation>vous avez pris huit pièces adverses ou plus.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="72"/>
        <source>you own two emperors.</source>
        <translation>vous possédez deux empereurs.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="73"/>
        <source>three or more of your checkers wear rings.</source>
        <translation>trois de vos pions ou plus portent un anneau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="74"/>
        <source>the board lies a quarter turn from its start and you have more checkers.</source>
        <translation>le plateau est à un quart de tour de sa position de départ et vous avez plus de pions.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="75"/>
        <source>the Monolith took an enemy checker during your turn.</source>
        <translation>le Monolithe a pris un pion adverse pendant votre tour.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="76"/>
        <source>your checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>votre pion portant le Snookle se trouve sur la ligne de départ adverse.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="84"/>
        <source>%1 captures three or more checkers in one move.</source>
        <translation>%1 prend trois pions ou plus en un seul coup.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="87"/>
        <source>%1 has captured eight or more enemy pieces.</source>
        <translation>%1 a pris huit pièces adverses ou plus.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="88"/>
        <source>%1 owns two emperors.</source>
        <translation>%1 possède deux empereurs.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="89"/>
        <source>three or more of %1&apos;s checkers wear rings.</source>
        <translation>trois pions ou plus de %1 portent un anneau.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="90"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers.</source>
        <translation>le plateau est à un quart de tour de sa position de départ et %1 a plus de pions.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="91"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn.</source>
        <translation>le Monolithe a pris un pion adverse pendant le tour de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="92"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row.</source>
        <translation>le pion de %1 portant le Snookle se trouve sur la ligne de départ adverse.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="113"/>
        <source>%1 pawn: steps and jumps diagonally forward.</source>
        <translation>Pion de %1&#xa0;: avance et saute en diagonale vers l&apos;avant.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="114"/>
        <source>%1 king (two pieces): steps and jumps diagonally any way.</source>
        <translation>Dame de %1 (deux pièces)&#xa0;: se déplace et saute en diagonale dans tous les sens.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="115"/>
        <source>%1 emperor (three pieces): glides any distance along a free diagonal and captures as a king.</source>
        <translation>Empereur de %1 (trois pièces)&#xa0;: glisse d&apos;autant de cases qu&apos;il veut le long d&apos;une diagonale libre et prend comme une dame.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="122"/>
        <source>%1 pawn.</source>
        <translation>Pion de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="123"/>
        <source>%1 king (two pieces).</source>
        <translation>Dame de %1 (deux pièces).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="124"/>
        <source>%1 emperor (three pieces).</source>
        <translation>Empereur de %1 (trois pièces).</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="130"/>
        <source>Wears a ring: the next jump over it takes the ring instead.</source>
        <translation>Porte un anneau&#xa0;: le prochain saut par-dessus lui prend l&apos;anneau à sa place.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="132"/>
        <source>The Galactic Hippo sits on it.</source>
        <translation>L&apos;Hippopotame galactique est assis dessus.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="133"/>
        <source>The Snookle rides it: it may also step and jump backward.</source>
        <translation>Le Snookle le chevauche&#xa0;: il peut aussi reculer et sauter vers l&apos;arrière.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="139"/>
        <source>Fire: no checker may enter, land on or jump across this square.</source>
        <translation>Feu&#xa0;: aucun pion ne peut entrer sur cette case, s&apos;y poser ni sauter par-dessus.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="140"/>
        <source>Water: pawns may not enter or land here; kings and emperors may.</source>
        <translation>Eau&#xa0;: les pions simples ne peuvent ni y entrer ni s&apos;y poser&#xa0;; les dames et les empereurs le peuvent.</translation>
    </message>
    <message>
        <location filename="../qml/art/AlienWords.qml" line="141"/>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured. Fire, water and walls in its path are swept away.</source>
        <translation>Le Monolithe&#xa0;: glisse en diagonale quand sa carte est jouée, en poussant les pions&#xa0;; un pion poussé hors du plateau ou contre un mur est pris. Il balaie le feu, l&apos;eau et les murs sur son chemin.</translation>
    </message>
    <message>
        <source>The Monolith: slides diagonally when its card is played, shoving checkers; one shoved off the board or into a wall is captured.</source>
        <translation type="vanished">Le Monolithe&#xa0;: glisse en diagonale quand sa carte est jouée, en poussant les pions&#xa0;; un pion poussé hors du plateau ou contre un mur est pris.</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/appsettings.cpp" line="208"/>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../qml/Board.qml" line="256"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="257"/>
        <source>Arrow keys move the cursor; Enter or Space chooses the square.</source>
        <translation>Les flèches déplacent le curseur&#xa0;; Entrée ou Espace choisit la case.</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="298"/>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="300"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/Board.qml" line="301"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <location filename="../qml/CardPanel.qml" line="135"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="146"/>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <location filename="../qml/CardPanel.qml" line="275"/>
        <source>Choose a card: click it.</source>
        <translation>Choisissez une carte&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <location filename="../qml/CardPanel.qml" line="157"/>
        <source>Face up</source>
        <translation>Visibles</translation>
    </message>
</context>
<context>
    <name>CardPile</name>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location filename="../qml/CardPile.qml" line="87"/>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
</context>
<context>
    <name>CheckersArt</name>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="114"/>
        <location filename="../qml/art/CheckersArt.qml" line="164"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="121"/>
        <source>The die shows %1.</source>
        <translation>Le dé montre %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="122"/>
        <source>The die: not rolled yet.</source>
        <translation>Le dé&#xa0;: pas encore lancé.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="123"/>
        <source>The die. Latest rolls, newest first:</source>
        <translation>Le dé. Derniers lancers, du plus récent au plus ancien&#xa0;:</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="155"/>
        <source>More choices… (%1)</source>
        <translation>Autres choix… (%1)</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="156"/>
        <source>More choices</source>
        <translation>Autres choix</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Click a ringed square.</source>
        <translation>Cliquez sur une case entourée.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="160"/>
        <source>Choose what to place, then click a ringed square.</source>
        <translation>Choisissez quoi poser, puis cliquez sur une case entourée.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="166"/>
        <source>Setup: %1</source>
        <translation>Mise en place&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <source>%1, it is %2&apos;s turn, but this is your decision:</source>
        <translation type="vanished">%1, c&apos;est le tour de %2, mais cette décision vous revient&#xa0;:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="55"/>
        <source>%1 decides this, during %2&apos;s turn:</source>
        <translation>%1 décide ceci, pendant le tour de %2&#xa0;:</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="117"/>
        <source>This question can be turned off in the settings.</source>
        <translation>Cette question peut être désactivée dans les réglages.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="132"/>
        <source>%1: lists them all, and a click on one plays it.</source>
        <translation>%1&#xa0;: les affiche tous, un clic sur l&apos;un d&apos;eux le joue.</translation>
    </message>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="245"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Your turn is over.</source>
        <translation type="vanished">Votre tour est terminé.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="78"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="79"/>
        <source>Take back your last move: the screen stays yours</source>
        <translation>Reprendre votre dernier coup&#xa0;: l&apos;écran reste à vous</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="86"/>
        <source>Pass to %1</source>
        <translation>Passer à %1</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="149"/>
        <source>Pass the screen to %1, then click.</source>
        <translation>Passez l&apos;écran à %1, puis cliquez.</translation>
    </message>
    <message>
        <location filename="../qml/Curtain.qml" line="158"/>
        <source>The table is hidden so that neither player sees what only the other may know.</source>
        <translation>La table est cachée pour qu&apos;aucun joueur ne voie ce que seul l&apos;autre peut savoir.</translation>
    </message>
</context>
<context>
    <name>DraftView</name>
    <message>
        <location filename="../qml/DraftView.qml" line="128"/>
        <source>%1 (computer) is choosing…</source>
        <translation>%1 (ordinateur) choisit…</translation>
    </message>
    <message>
        <location filename="../qml/DraftView.qml" line="218"/>
        <source>%1 left</source>
        <translation>%1 restants</translation>
    </message>
</context>
<context>
    <name>DrawAnswerDialog</name>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="27"/>
        <source>%1 offers a draw</source>
        <translation>%1 propose la nulle</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="36"/>
        <source>%1, do you accept the draw? The game ends at once if you do.</source>
        <translation>%1, acceptez-vous la nulle&#xa0;? La partie se termine aussitôt si vous acceptez.</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="42"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="48"/>
        <source>Accept the draw</source>
        <translation>Accepter la nulle</translation>
    </message>
</context>
<context>
    <name>FantasyArt</name>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="152"/>
        <source>Shoot arrows (1 arrow each)</source>
        <translation>Tirer des flèches (1 flèche chacune)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="153"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="160"/>
        <source>Not now: a capture is possible, and capturing comes before any spell or power.</source>
        <translation>Pas maintenant&#xa0;: une prise est possible, et la prise passe avant tout sort ou pouvoir.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="162"/>
        <source>Not now: finish the decision under way first, or take it back with Escape.</source>
        <translation>Pas maintenant&#xa0;: terminez d&apos;abord la décision en cours, ou annulez-la avec la touche Échap.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="164"/>
        <source>Not now: finish the decision under way first, or take it back with Undo.</source>
        <translation>Pas maintenant&#xa0;: terminez d&apos;abord la décision en cours, ou annulez-la avec «&#xa0;Annuler le coup&#xa0;».</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="167"/>
        <source>No arrows left: each capture gives one.</source>
        <translation>Plus de flèches&#xa0;: chaque prise en donne une.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="169"/>
        <source>Not enough pennies: it costs %1, and you have %2.</source>
        <translation>Pas assez de sous&#xa0;: cela coûte %1, et vous en avez %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="170"/>
        <source>Not now: there is nothing it could be used on.</source>
        <translation>Pas maintenant&#xa0;: il n&apos;y a aucune cible possible.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>1 penny</source>
        <translation>1 sou</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="173"/>
        <source>%1 pennies</source>
        <translation>%1 sous</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1 + %2</source>
        <translation>Réserve&#xa0;: %1 + %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="182"/>
        <source>Pool: %1</source>
        <translation>Réserve&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Demented Ranger</source>
        <translation>Rôdeur dément</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Stalwart Cleric</source>
        <translation>Clerc inébranlable</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="189"/>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Ranged Attack Thief</source>
        <translation>Voleur tireur</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Smart Fighter</source>
        <translation>Guerrier rusé</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="190"/>
        <source>Arcane Mage</source>
        <translation>Mage arcanique</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Backstab</source>
        <translation>Attaque dans le dos</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="197"/>
        <source>Instead of moving: a checker of yours standing right behind an enemy checker wounds it as often as half your level, rounded up.</source>
        <translation>Au lieu de jouer&#xa0;: un de vos pions placé juste derrière un pion adverse le blesse autant de fois que la moitié de votre niveau, arrondie au supérieur.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>Leap &amp; Stab</source>
        <translation>Bond et estoc</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="199"/>
        <source>After the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among enemies next to where you landed.</source>
        <translation>Après le deuxième saut d&apos;une rafle, infligez 1 blessure plus une par niveau d&apos;avance, réparties à votre gré entre les adversaires voisins de la case d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Cure Light Wounds</source>
        <translation>Soins légers</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="202"/>
        <source>Turn one of your wounded checkers face up again.</source>
        <translation>Remettez face visible un de vos pions blessés.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Cure Critical Wounds</source>
        <translation>Soins critiques</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="203"/>
        <source>In your opponent&apos;s turn, stop one of your checkers from being captured. You then miss your next turn.</source>
        <translation>Pendant le tour adverse, empêchez la prise d&apos;un de vos pions. Vous passez alors votre prochain tour.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <location filename="../qml/art/FantasyArt.qml" line="237"/>
        <source>Call Lightning</source>
        <translation>Appel de la foudre</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="205"/>
        <source>3 wounds to a checker and 1 to every checker around it, friend or foe; each may save to take one fewer.</source>
        <translation>3 blessures à un pion et 1 à chaque pion autour, ami ou ennemi&#xa0;; chacun peut faire un jet de sauvegarde pour en subir une de moins.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Charm</source>
        <translation>Charme</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="208"/>
        <source>Put a penny on one of your checkers: it cannot be jumped, unless your opponent&apos;s saving throw at once knocks the penny off.</source>
        <translation>Posez un sou sur un de vos pions&#xa0;: il ne peut pas être sauté, sauf si le jet de sauvegarde immédiat de l&apos;adversaire fait tomber le sou.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="210"/>
        <source>Place a make-believe checker on an empty dark square of your half. It moves like a man; an enemy it meets may save to make it vanish.</source>
        <translation>Placez un pion imaginaire sur une case sombre vide de votre moitié. Il se déplace comme un pion&#xa0;; un adversaire qu&apos;il rencontre peut faire un jet de sauvegarde pour le faire disparaître.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <location filename="../qml/art/FantasyArt.qml" line="380"/>
        <location filename="../qml/art/FantasyArt.qml" line="397"/>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="213"/>
        <source>Each capture gives an arrow. Instead of moving, shoot up to half your level (rounded up) along open diagonals, as far as your level: 1 wound each.</source>
        <translation>Chaque prise donne une flèche. Au lieu de jouer, tirez jusqu&apos;à la moitié de votre niveau (arrondie au supérieur) le long de diagonales libres, jusqu&apos;à une distance égale à votre niveau&#xa0;: 1 blessure chacune.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Loot!</source>
        <translation>Butin&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="215"/>
        <source>Win at once when you lead by 3 levels, or with a chain of three jumps.</source>
        <translation>Victoire immédiate avec 3 niveaux d&apos;avance, ou avec une rafle de trois sauts.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Loads of HP</source>
        <translation>Plein de points de vie</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="217"/>
        <source>Every checker starts with a penny that takes its first wound.</source>
        <translation>Chaque pion commence avec un sou qui encaisse sa première blessure.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>Tactical Master</source>
        <translation>Maître tacticien</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="218"/>
        <source>While you lead in levels, a jump may turn a corner.</source>
        <translation>Tant que vous avez l&apos;avance en niveaux, un saut peut tourner à angle droit.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Smart</source>
        <translation>Rusé</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="219"/>
        <source>Two or more jumps in a turn add a penny to your pool, worth a level.</source>
        <translation>Deux sauts ou plus dans un tour ajoutent un sou à votre réserve, qui vaut un niveau.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <location filename="../qml/art/FantasyArt.qml" line="238"/>
        <source>Fireball</source>
        <translation>Boule de feu</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="221"/>
        <source>Along an open diagonal to an enemy checker: 2 wounds to it and 1 to every checker around it; each may save to take one fewer.</source>
        <translation>Le long d&apos;une diagonale libre jusqu&apos;à un pion adverse&#xa0;: 2 blessures à celui-ci et 1 à chaque pion autour&#xa0;; chacun peut faire un jet de sauvegarde pour en subir une de moins.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <location filename="../qml/art/FantasyArt.qml" line="239"/>
        <source>Magic Missile</source>
        <translation>Projectile magique</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="223"/>
        <source>Along a path one of your checkers could walk through empty squares: 1 wound to the checker at its end.</source>
        <translation>Le long d&apos;un chemin de cases vides qu&apos;un de vos pions pourrait parcourir&#xa0;: 1 blessure au pion qui est au bout.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="231"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="232"/>
        <location filename="../qml/art/FantasyArt.qml" line="407"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="236"/>
        <source>Shoot arrows</source>
        <translation>Tirer des flèches</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="257"/>
        <source>Wound an enemy checker from right behind it, as often as half your level (rounded up).</source>
        <translation>Blessez un pion adverse depuis juste derrière lui, autant de fois que la moitié de votre niveau (arrondie au supérieur).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="258"/>
        <source>Shoot arrows along open diagonals, 1 wound each.</source>
        <translation>Tirez des flèches le long de diagonales libres, 1 blessure chacune.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="259"/>
        <source>Turn one of your wounded checkers face up.</source>
        <translation>Remettez face visible un de vos pions blessés.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="260"/>
        <source>Stop a capture of one of your checkers; you miss your next turn.</source>
        <translation>Empêchez la prise d&apos;un de vos pions&#xa0;; vous passez votre prochain tour.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="261"/>
        <source>3 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>3 blessures à la cible, 1 à chaque pion autour&#xa0;; les jets de sauvegarde en retirent une.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="262"/>
        <source>A penny on your checker: it cannot be jumped while the penny stays.</source>
        <translation>Un sou sur votre pion&#xa0;: il ne peut pas être sauté tant que le sou reste.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="263"/>
        <source>A make-believe checker on an empty dark square of your half.</source>
        <translation>Un pion imaginaire sur une case sombre vide de votre moitié.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="264"/>
        <source>2 wounds to the target, 1 to each checker around it; saves take one off.</source>
        <translation>2 blessures à la cible, 1 à chaque pion autour&#xa0;; les jets de sauvegarde en retirent une.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="265"/>
        <source>1 wound at the end of a path one of your checkers could walk.</source>
        <translation>1 blessure au bout d&apos;un chemin qu&apos;un de vos pions pourrait parcourir.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="284"/>
        <source>White</source>
        <translation>Blanc</translation>
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
        <translation>Dame de %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="322"/>
        <source>%1 man</source>
        <translation>Pion de %1</translation>
    </message>
    <message>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit.</source>
        <translation type="vanished">%1&#xa0;: cliquez sur un pion entouré. Survolez-le d&apos;abord pour voir chaque case que le sort touchera.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="398"/>
        <source>Arrows: the Thief gains one with each capture and shoots them instead of moving.</source>
        <translation>Flèches&#xa0;: le Voleur en gagne une à chaque prise et les tire au lieu de jouer.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="399"/>
        <source>Pennies: what this player&apos;s spells are paid with (a spellcaster gains one each time its level goes up). Not the pool, which holds the checkers it captured.</source>
        <translation>Sous&#xa0;: ce qui paie les sorts de ce joueur (un lanceur de sorts en gagne un chaque fois que son niveau monte). À ne pas confondre avec la réserve, qui garde les pions pris.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="291"/>
        <source>%1&apos;s illusion: it moves and jumps like a man, and vanishes when an enemy it meets saves.</source>
        <translation>Illusion de %1&#xa0;: elle se déplace et saute comme un pion, et disparaît quand un adversaire qu&apos;elle rencontre réussit son jet de sauvegarde.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="294"/>
        <source>%1, wounded (face down): one more wound captures it.</source>
        <translation>%1, blessé (face cachée)&#xa0;: encore une blessure et il est pris.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="296"/>
        <location filename="../qml/art/FantasyArt.qml" line="319"/>
        <source>%1, healthy.</source>
        <translation>%1, indemne.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="298"/>
        <source>Charmed: it carries a Bard&apos;s penny and cannot be jumped.</source>
        <translation>Charmé&#xa0;: il porte un sou du Barde et ne peut pas être sauté.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="301"/>
        <source>It carries a penny, which takes the next wound.</source>
        <translation>Il porte un sou, qui encaissera la prochaine blessure.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="302"/>
        <source>It carries %1 pennies.</source>
        <translation>Il porte %1 sous.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="306"/>
        <source>Pennies in the pool: %1, each worth a level.</source>
        <translation>Sous dans la réserve&#xa0;: %1, chacun vaut un niveau.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="316"/>
        <source>%1&apos;s illusion.</source>
        <translation>Illusion de %1.</translation>
    </message>
    <message>
        <source>%1, wounded (face down).</source>
        <translation type="vanished">%1, blessé (face cachée).</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="327"/>
        <source>The checkers %1 captured: each is a level (a king counts two). Crowning an enemy man takes one back.</source>
        <translation>Les pions pris par %1&#xa0;: chacun vaut un niveau (une dame compte double). Le couronnement d&apos;un pion adverse en reprend un.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="345"/>
        <source>Leap &amp; Stab: click a ringed enemy checker next to your jumper to wound it, or stop stabbing.</source>
        <translation>Bond et estoc&#xa0;: cliquez sur un pion adverse entouré à côté de votre sauteur pour le blesser, ou arrêtez de frapper.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="348"/>
        <source>Shoot arrows: click a ringed checker to wound it with an arrow, or stop shooting.</source>
        <translation>Tirer des flèches&#xa0;: cliquez sur un pion entouré pour le blesser d&apos;une flèche, ou arrêtez de tirer.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="350"/>
        <source>Backstab: click a ringed enemy checker to wound it.</source>
        <translation>Attaque dans le dos&#xa0;: cliquez sur un pion adverse entouré pour le blesser.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="352"/>
        <source>Click a ringed empty square of your half to place the illusion.</source>
        <translation>Cliquez sur une case vide entourée de votre moitié pour placer l&apos;illusion.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="354"/>
        <source>Click a ringed wounded checker of yours to heal it.</source>
        <translation>Cliquez sur un de vos pions blessés entourés pour le soigner.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="356"/>
        <source>Click a ringed checker of yours to put a penny on it.</source>
        <translation>Cliquez sur un de vos pions entourés pour y poser un sou.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="358"/>
        <location filename="../qml/art/FantasyArt.qml" line="366"/>
        <source>Click a ringed square.</source>
        <translation>Cliquez sur une case entourée.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="361"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Undo takes the spell back.</source>
        <translation>%1&#xa0;: cliquez sur un pion entouré. Survolez-le d&apos;abord pour voir chaque case que le sort touchera. «&#xa0;Annuler le coup&#xa0;» reprend le sort.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="364"/>
        <source>%1: click a ringed checker. Hover it first to see every square the spell will hit. Escape takes the spell back.</source>
        <translation>%1&#xa0;: cliquez sur un pion entouré. Survolez-le d&apos;abord pour voir chaque case que le sort touchera. La touche Échap reprend le sort.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="373"/>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="374"/>
        <source>LD %1</source>
        <translation>Écart %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="381"/>
        <source>Arrows %1</source>
        <translation>Flèches %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="382"/>
        <source>Pennies</source>
        <translation>Sous</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="383"/>
        <source>Pennies %1</source>
        <translation>Sous %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="384"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="385"/>
        <source>Skips next turn</source>
        <translation>Passe son prochain tour</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="392"/>
        <source>Level: the checkers in this player&apos;s pool, a king counting two.</source>
        <translation>Niveau&#xa0;: les pions dans la réserve de ce joueur, une dame comptant pour deux.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyArt.qml" line="393"/>
        <source>LD, the level difference: this player&apos;s level minus the opponent&apos;s. It is added to each of this player&apos;s saving throws, which succeed on 4 or more.</source>
        <translation>LD, la différence de niveau&#xa0;: le niveau de ce joueur moins celui de l&apos;adversaire. Elle s&apos;ajoute à chacun de ses jets de sauvegarde, réussis à partir de 4.</translation>
    </message>
</context>
<context>
    <name>FantasyCharacterChoice</name>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 chooses</source>
        <translation>%1 choisit</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="50"/>
        <source>%1 (the computer) is choosing…</source>
        <translation>%1 (l&apos;ordinateur) choisit…</translation>
    </message>
    <message>
        <source>%1 first; then %2 chooses and moves first.</source>
        <translation type="vanished">%1 d&apos;abord&#xa0;; puis %2 choisit et joue en premier.</translation>
    </message>
    <message>
        <source>%1, then moves first.</source>
        <translation type="vanished">%1, puis joue en premier.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="54"/>
        <source>%1 chooses first; then %2 chooses and moves first.</source>
        <translation>%1 choisit d&apos;abord&#xa0;; puis %2 choisit et joue en premier.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="55"/>
        <source>%1 (the computer) chooses first; then %2 chooses and moves first.</source>
        <translation>%1 (l&apos;ordinateur) choisit d&apos;abord&#xa0;; puis %2 choisit et joue en premier.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="58"/>
        <source>Now %1 chooses, and moves first.</source>
        <translation>Au tour de %1 de choisir&#xa0;; il joue en premier.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="59"/>
        <source>Now %1 (the computer) is choosing, and moves first…</source>
        <translation>Au tour de %1 (l&apos;ordinateur) de choisir&#xa0;; il joue en premier…</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="60"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="83"/>
        <source>Choose a character</source>
        <translation>Choisissez un personnage</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="100"/>
        <source>%1 has chosen the %2.</source>
        <translation>%1 a choisi&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="110"/>
        <source>Both players may take the same character. Costs are in pennies.</source>
        <translation>Les deux joueurs peuvent prendre le même personnage. Les coûts sont en sous.</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="195"/>
        <source>Chosen by %1</source>
        <translation>Choisi par %1</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="206"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/FantasyCharacterChoice.qml" line="208"/>
        <source>(free)</source>
        <translation>(gratuit)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="105"/>
        <source>Cannot start the game: %1</source>
        <translation>Impossible de commencer la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="171"/>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="214"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="212"/>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="213"/>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="258"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation type="vanished">%1 (ordinateur) réfléchit…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="260"/>
        <source>%1 to move</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="372"/>
        <source>Resignation taken back: the game goes on.</source>
        <translation>Abandon annulé&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="374"/>
        <source>Agreed draw taken back: the game goes on.</source>
        <translation>Nulle convenue annulée&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="376"/>
        <source>Move taken back.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="17"/>
        <location filename="../app/gamecontroller_records.cpp" line="182"/>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="20"/>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="29"/>
        <location filename="../app/gamecontroller_files.cpp" line="60"/>
        <location filename="../app/gamecontroller_records.cpp" line="195"/>
        <source>Could not open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="43"/>
        <source>Could not resume the game: %1</source>
        <translation>Impossible de reprendre la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="46"/>
        <source>the game in progress</source>
        <translation>la partie en cours</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="54"/>
        <source>the game</source>
        <translation>la partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="63"/>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="129"/>
        <source>Viewing move %1 (%2) — back to the game</source>
        <translation>Vous regardez le coup %1 (%2) — retour à la partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="135"/>
        <source>This is an earlier position: go back to the game to play.</source>
        <translation>C&apos;est une position antérieure&#xa0;: revenez à la partie pour jouer.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="194"/>
        <source>That position cannot be shown: %1</source>
        <translation>Impossible d&apos;afficher cette position&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>Move played again.</source>
        <translation>Coup rejoué.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>The move could not be played again.</source>
        <translation>Le coup n&apos;a pas pu être rejoué.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="249"/>
        <source>No hint: %1</source>
        <translation>Pas de conseil&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="272"/>
        <location filename="../app/gamecontroller_view.cpp" line="301"/>
        <source>The computer found no hint.</source>
        <translation>L&apos;ordinateur n&apos;a trouvé aucun conseil.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="302"/>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="303"/>
        <source>Hint: %1, expecting %2 in reply.</source>
        <translation>Conseil&#xa0;: %1, en attendant %2 en réponse.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="304"/>
        <source>Why: %1.</source>
        <translation>Pourquoi&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="44"/>
        <source>%1 offers a draw.</source>
        <translation>%1 propose la nulle.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="55"/>
        <source>%1 (computer) declines the draw.</source>
        <translation>%1 (ordinateur) refuse la nulle.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="61"/>
        <source>%1 (computer) is considering the draw offer…</source>
        <translation>%1 (ordinateur) étudie la proposition de nulle…</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="82"/>
        <source>%1 (computer) accepts the draw.</source>
        <translation>%1 (ordinateur) accepte la nulle.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="86"/>
        <source>%1 (computer) declines the draw: it thinks it stands better.</source>
        <translation>%1 (ordinateur) refuse la nulle&#xa0;: il s&apos;estime mieux placé.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="95"/>
        <source>%1 declines the draw.</source>
        <translation>%1 refuse la nulle.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="73"/>
        <source>Position copied: %1</source>
        <translation>Position copiée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="74"/>
        <source>Position copied to the clipboard.</source>
        <translation>Position copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="86"/>
        <source>There is no position to paste: the clipboard holds no text.</source>
        <translation>Aucune position à coller&#xa0;: le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="112"/>
        <source>This is not a position of %1: %2</source>
        <translation>Ce n&apos;est pas une position de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="113"/>
        <source>This is not a position of any game: %1</source>
        <translation>Ce n&apos;est une position d&apos;aucun jeu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="135"/>
        <source>New game from the pasted position.</source>
        <translation>Nouvelle partie à partir de la position collée.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="136"/>
        <source>New game of %1 from the pasted position.</source>
        <translation>Nouvelle partie de %1 à partir de la position collée.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="147"/>
        <source>Hatrack game</source>
        <translation>Partie Hatrack</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="152"/>
        <source>Human</source>
        <translation>Humain</translation>
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
        <translation>Le PDN est réservé aux dames&#xa0;: cette partie ne peut pas être écrite en PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="169"/>
        <source>The game was copied as PDN.</source>
        <translation>La partie a été copiée en PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="185"/>
        <source>Saved as PDN to %1.</source>
        <translation>Enregistrée en PDN dans %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="209"/>
        <source>%1: %2 – %3, %4</source>
        <translation>%1&#xa0;: %2 – %3, %4</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="210"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="216"/>
        <source>No game was found in the PDN.</source>
        <translation>Aucune partie trouvée dans le PDN.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="237"/>
        <source>Could not open the PDN game: %1</source>
        <translation>Impossible d&apos;ouvrir la partie PDN&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="242"/>
        <source>the PDN game</source>
        <translation>la partie PDN</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="247"/>
        <source>Opened %1 (%2 moves): step through it in the list of moves.</source>
        <translation>%1 ouverte (%2 coups)&#xa0;: parcourez-la dans la liste des coups.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="248"/>
        <source>Opened %1 as far as it could be played: %2</source>
        <translation>%1 ouverte aussi loin qu&apos;elle a pu être jouée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="161"/>
        <source>%1 resigns</source>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="163"/>
        <source>Draw agreed</source>
        <translation>Nulle acceptée</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_lesson.cpp" line="11"/>
        <source>Cannot start the level: %1</source>
        <translation>Impossible de commencer le niveau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="84"/>
        <source>%1 decides something during your turn, which goes on after it.</source>
        <translation>%1 décide quelque chose pendant votre tour, qui reprend ensuite.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="87"/>
        <source>Done: back to %1&apos;s turn.</source>
        <translation>C&apos;est fait&#xa0;: le tour de %1 reprend.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_curtain.cpp" line="88"/>
        <source>Your turn is over.</source>
        <translation>Votre tour est terminé.</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="26"/>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="29"/>
        <source>You lose</source>
        <translation>Vous perdez</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="30"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="128"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="135"/>
        <source>Look at the board</source>
        <translation>Regarder le plateau</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="141"/>
        <source>Change game</source>
        <translation>Changer de jeu</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/gamesession.cpp" line="176"/>
        <source>The game could not be saved for later: %1</source>
        <translation>La partie n&apos;a pas pu être gardée pour plus tard&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="218"/>
        <location filename="../app/gamesession.cpp" line="222"/>
        <location filename="../app/gamesession.cpp" line="316"/>
        <source>Could not play %1: %2</source>
        <translation>Impossible de jouer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="394"/>
        <source>The computer could not find a move.</source>
        <translation>L&apos;ordinateur n&apos;a trouvé aucun coup.</translation>
    </message>
</context>
<context>
    <name>HatHeap</name>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="140"/>
        <source>Bag of Hats: empty, so no hat is drawn from it.</source>
        <translation>Sac à chapeaux&#xa0;: vide, on n&apos;y pioche donc aucun chapeau.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="141"/>
        <source>Bag of Hats: %n hat(s) (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</source>
        <translation>
            <numerusform>Sac à chapeaux&#xa0;: %n chapeau (%1). Chaque fois qu&apos;une pièce quitte le plateau, l&apos;adversaire de son propriétaire en tire un au hasard.</numerusform>
            <numerusform>Sac à chapeaux&#xa0;: %n chapeaux (%1). Chaque fois qu&apos;une pièce quitte le plateau, l&apos;adversaire de son propriétaire en tire un au hasard.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="142"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>Out of the game: %n hat(s) (%1).</source>
        <translation>
            <numerusform>Hors jeu&#xa0;: %n chapeau (%1).</numerusform>
            <numerusform>Hors jeu&#xa0;: %n chapeaux (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="143"/>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>HatInfo</name>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="34"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="35"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="36"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="37"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="38"/>
        <source>clear</source>
        <translation>transparent</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="39"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="46"/>
        <source>Zotting</source>
        <translation>Foudroiement</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="47"/>
        <source>Nimbleness</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="48"/>
        <source>Venom</source>
        <translation>Venin</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="49"/>
        <source>Warding</source>
        <translation>Protection</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="50"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="51"/>
        <source>Valor</source>
        <translation>Bravoure</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="58"/>
        <source>Never captures by jumping. Instead, as its whole turn, it removes one enemy piece from a diagonally adjacent square (any of the four directions) without moving. The red hat then leaves the game.</source>
        <translation>Ne prend jamais en sautant. À la place, pour tout son tour, elle retire une pièce ennemie d&apos;une case voisine en diagonale (dans les quatre directions) sans bouger. Le chapeau rouge quitte ensuite le jeu.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="61"/>
        <source>May jump over its own pieces without harming them, and mix such jumps with captures (forward only for a man). A capture it can reach this way is compulsory.</source>
        <translation>Peut sauter par-dessus ses propres pièces sans leur nuire, et mêler ces sauts à des prises (vers l&apos;avant seulement pour un pion). Une prise atteinte ainsi est obligatoire.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="63"/>
        <source>Whoever captures this piece is poisoned and leaves the board at the end of its owner&apos;s turn. The green hat then leaves the game.</source>
        <translation>Qui prend cette pièce est empoisonné et quitte le plateau à la fin du tour de son propriétaire. Le chapeau vert quitte ensuite le jeu.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="65"/>
        <source>When this piece would be captured, the blue hat leaves the game instead and the piece is safe for the rest of that turn. It also stops poison.</source>
        <translation>Quand cette pièce devrait être prise, le chapeau bleu quitte le jeu à sa place et la pièce est à l&apos;abri pour le reste du tour. Il arrête aussi le poison.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="67"/>
        <source>Never captures by jumping. It captures by stepping onto an enemy&apos;s square, the way it could step there (forward only for a man). One such capture per turn.</source>
        <translation>Ne prend jamais en sautant. Elle prend en avançant sur la case d&apos;un ennemi, comme elle pourrait y avancer (vers l&apos;avant seulement pour un pion). Une seule prise de ce genre par tour.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="69"/>
        <source>Never jumps straight: it jumps over an adjacent enemy and lands beside it at a right angle to its approach. A man must land further forward (two rows straight ahead).</source>
        <translation>Ne saute jamais tout droit&#xa0;: elle saute par-dessus un ennemi voisin et atterrit à côté de lui, à angle droit de sa direction d&apos;arrivée. Un pion doit atterrir plus en avant (deux rangées droit devant).</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="80"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="88"/>
        <source>%n red</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n rouge</numerusform>
            <numerusform>%n rouges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="89"/>
        <source>%n yellow</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n jaune</numerusform>
            <numerusform>%n jaunes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="90"/>
        <source>%n green</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n vert</numerusform>
            <numerusform>%n verts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="91"/>
        <source>%n blue</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n bleu</numerusform>
            <numerusform>%n bleus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="92"/>
        <source>%n clear</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n transparent</numerusform>
            <numerusform>%n transparents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/HatInfo.qml" line="93"/>
        <source>%n purple</source>
        <comment>hats</comment>
        <translation>
            <numerusform>%n violet</numerusform>
            <numerusform>%n violets</numerusform>
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
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="90"/>
        <source>When a player loses a piece, they may put one hat from their rack on one of their pieces.</source>
        <translation>Quand un joueur perd une pièce, il peut poser un chapeau de son porte-chapeaux sur une de ses pièces.</translation>
    </message>
</context>
<context>
    <name>LabController</name>
    <message>
        <location filename="../app/labcontroller.cpp" line="59"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="61"/>
        <source>Standard rules</source>
        <translation>Règles de base</translation>
    </message>
    <message>
        <location filename="../app/labcontroller.cpp" line="314"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LabGameList</name>
    <message>
        <location filename="../qml/LabGameList.qml" line="34"/>
        <source>%1 #%2 · %3 · %4 plies · %5</source>
        <translation>%1 nº %2 · %3 · %4 demi-coups · %5</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="37"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location filename="../qml/LabGameList.qml" line="46"/>
        <source>Open this game of %1 on the board</source>
        <translation>Ouvrir cette partie de %1 sur le damier</translation>
    </message>
</context>
<context>
    <name>LabLengths</name>
    <message>
        <location filename="../qml/LabLengths.qml" line="35"/>
        <source>%1: %2 plies on average (%3–%4)</source>
        <translation>%1&#xa0;: %2 demi-coups en moyenne (%3–%4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabLengths.qml" line="62"/>
        <source>%n game(s) of %1–%2 plies</source>
        <translation>
            <numerusform>%n partie de %1 à %2 demi-coups</numerusform>
            <numerusform>%n parties de %1 à %2 demi-coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabLengths.qml" line="72"/>
        <source>%1 plies</source>
        <translation>%1 demi-coups</translation>
    </message>
</context>
<context>
    <name>LabOutcomes</name>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="27"/>
        <source>%1 (95%: %2–%3)</source>
        <translation>%1 (95 %&#xa0;: %2–%3)</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="36"/>
        <location filename="../qml/LabOutcomes.qml" line="38"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="37"/>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabOutcomes.qml" line="61"/>
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n partie</numerusform>
            <numerusform>%1 · %n parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="96"/>
        <source>%1 of %2 games; 95% interval %3–%4%</source>
        <translation>%1 parties sur %2&#xa0;; intervalle à 95 %&#xa0;: %3–%4 %</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="114"/>
        <source>%1&apos;s score</source>
        <translation>Score de %1</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="154"/>
        <source>Differs from %1 beyond chance (95%).</source>
        <translation>Diffère de %1 au-delà du hasard (95 %).</translation>
    </message>
    <message>
        <location filename="../qml/LabOutcomes.qml" line="155"/>
        <source>No difference from %1 beyond chance yet.</source>
        <translation>Pas encore de différence avec %1 au-delà du hasard.</translation>
    </message>
</context>
<context>
    <name>LabScreen</name>
    <message>
        <location filename="../qml/LabScreen.qml" line="68"/>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="72"/>
        <source>Variant lab</source>
        <translation>Laboratoire de variantes</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="79"/>
        <source>Computer against computer, many times over: compare option sets.</source>
        <translation>L’ordinateur contre lui-même, bien des fois&#xa0;: comparez des jeux d’options.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="118"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="129"/>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="134"/>
        <source>One per value ▾</source>
        <translation>Une par valeur ▾</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="138"/>
        <source>A variant for each value of one option</source>
        <translation>Une variante pour chaque valeur d’une option</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="161"/>
        <source>%1 (its first four of %2 values)</source>
        <translation>%1 (les quatre premières de ses %2 valeurs)</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="191"/>
        <source>+ Add a variant</source>
        <translation>+ Ajouter une variante</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="199"/>
        <source>Four variants at most: remove one to add another.</source>
        <translation>Quatre variantes au plus&#xa0;: retirez-en une pour en ajouter une autre.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="204"/>
        <source>Players</source>
        <translation>Joueurs</translation>
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
        <translation type="vanished">A prend la première place une partie sur deux.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="209"/>
        <source>Computer 1</source>
        <translation>Ordinateur 1</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="217"/>
        <source>Computer 2</source>
        <translation>Ordinateur 2</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="229"/>
        <source>The two computers swap seats every game.</source>
        <translation>Les deux ordinateurs changent de place à chaque partie.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="238"/>
        <source>Games per variant</source>
        <translation>Parties par variante</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="247"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="264"/>
        <source>Play the games</source>
        <translation>Jouer les parties</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="297"/>
        <source>Choose the variants, then play the games.</source>
        <translation>Choisissez les variantes, puis jouez les parties.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="298"/>
        <source>Playing: %1 of %2 games, %3 s</source>
        <translation>En cours&#xa0;: %1 parties sur %2, %3 s</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="299"/>
        <source>%1 of %2 games played in %3 s</source>
        <translation>%1 parties sur %2 jouées en %3 s</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="321"/>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="322"/>
        <source>A win counts 1 and a draw ½. The range after a score (95%) is where the true score lies 19 times in 20: it narrows as more games are played.</source>
        <translation>Une victoire compte 1, une nulle ½. L&apos;intervalle après un score (95 %) contient le vrai score 19 fois sur 20&#xa0;: il se resserre à mesure que les parties s&apos;ajoutent.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="333"/>
        <source>How long games last</source>
        <translation>Durée des parties</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="334"/>
        <source>In plies: a ply is one player&apos;s turn, so a move by each side is two.</source>
        <translation>En demi-coups&#xa0;: un demi-coup est le tour d&apos;un joueur, un coup de chaque camp en fait donc deux.</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="342"/>
        <source>How games end</source>
        <translation>Fin des parties</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="353"/>
        <source>What each side had and used</source>
        <translation>Ce que chaque camp avait et a utilisé</translation>
    </message>
    <message>
        <source>Powers, hats, characters, cards and planets</source>
        <translation type="vanished">Pouvoirs, chapeaux, personnages, cartes et planètes</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="363"/>
        <source>The games</source>
        <translation>Les parties</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="377"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="378"/>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="379"/>
        <source>Save all games…</source>
        <translation>Enregistrer toutes les parties…</translation>
    </message>
    <message>
        <location filename="../qml/LabScreen.qml" line="383"/>
        <source>Export PDN…</source>
        <translation>Exporter en PDN…</translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message>
        <location filename="../qml/LabTable.qml" line="40"/>
        <source>This game has no powers, cards or characters to count.</source>
        <translation>Ce jeu n’a ni pouvoirs, ni cartes, ni personnages à compter.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="41"/>
        <source>No game has ended yet.</source>
        <translation>Aucune partie n’est encore terminée.</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="95"/>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="96"/>
        <source>no winner</source>
        <translation>sans vainqueur</translation>
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
            <numerusform>présent dans %n partie</numerusform>
            <numerusform>présent dans %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/LabTable.qml" line="122"/>
        <source>used %n time(s)</source>
        <translation>
            <numerusform>utilisé %n fois</numerusform>
            <numerusform>utilisé %n fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s)</source>
        <translation type="vanished">
            <numerusform>%n utilisation</numerusform>
            <numerusform>%n utilisations</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1 games, used %2 times</source>
        <translation type="vanished">dans %1 parties, utilisé %2 fois</translation>
    </message>
    <message>
        <location filename="../qml/LabTable.qml" line="155"/>
        <source>The side that had or used it scored %1% (95%: %2–%3%)</source>
        <translation>Le camp qui l’avait ou l’a utilisé a marqué %1 % (95 %&#xa0;: %2–%3 %)</translation>
    </message>
</context>
<context>
    <name>LabVariantCard</name>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="51"/>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="59"/>
        <location filename="../qml/LabVariantCard.qml" line="62"/>
        <source>Remove this variant</source>
        <translation>Retirer cette variante</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="67"/>
        <source>This game has no options.</source>
        <translation>Ce jeu n’a pas d’options.</translation>
    </message>
    <message>
        <location filename="../qml/LabVariantCard.qml" line="94"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LessonBrowser</name>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="64"/>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="69"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="128"/>
        <source>%1 of %2 levels · %3 ★</source>
        <translation>%1 niveaux sur %2 · %3 ★</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="185"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="262"/>
        <source>Reset progress…</source>
        <translation>Effacer la progression…</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="268"/>
        <source>Continue ▶</source>
        <translation>Continuer ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="283"/>
        <source>Reset progress?</source>
        <translation>Effacer la progression&#xa0;?</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="294"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="298"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../qml/LessonBrowser.qml" line="304"/>
        <source>Forget the stars won in the lessons of %1?</source>
        <translation>Oublier les étoiles gagnées dans les leçons de %1&#xa0;?</translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message numerus="yes">
        <location filename="../app/lessoncoach.cpp" line="434"/>
        <source>New to %1? %n short levels teach it</source>
        <translation>
            <numerusform>Vous découvrez «&#xa0;%1&#xa0;»&#xa0;? %n court niveau pour l&apos;apprendre</numerusform>
            <numerusform>Vous découvrez «&#xa0;%1&#xa0;»&#xa0;? %n courts niveaux pour l&apos;apprendre</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <location filename="../qml/LessonOffer.qml" line="53"/>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <location filename="../qml/LessonOffer.qml" line="68"/>
        <location filename="../qml/LessonOffer.qml" line="71"/>
        <source>No, thanks</source>
        <translation>Non, merci</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../qml/LessonPanel.qml" line="74"/>
        <source>◀ Lessons</source>
        <translation>◀ Leçons</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="76"/>
        <source>Back to the list of lessons (Escape)</source>
        <translation>Retour à la liste des leçons (Échap)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="116"/>
        <source>Level %1 of %2</source>
        <translation>Niveau %1 sur %2</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="94"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="97"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Réglages (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="182"/>
        <source>Goal: %1</source>
        <translation>But&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Three stars: in %n move(s).</source>
        <translation type="vanished">
            <numerusform>Trois étoiles&#xa0;: en %n coup.</numerusform>
            <numerusform>Trois étoiles&#xa0;: en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="202"/>
        <source>Moves for three stars: %1</source>
        <translation>Coups pour trois étoiles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="194"/>
        <source>Best: %1</source>
        <translation>Meilleur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="326"/>
        <source>Well done!</source>
        <translation>Bravo&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="327"/>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="329"/>
        <source>Watch: the solution is played for you.</source>
        <translation>Regardez&#xa0;: la solution est jouée pour vous.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="292"/>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="328"/>
        <source>That was the solution. Now try it yourself.</source>
        <translation>C’était la solution. À vous d’essayer maintenant.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="350"/>
        <source>Three stars for the fewest moves with no hint, no failed try and no Show me. A move the rules refuse costs nothing.</source>
        <translation>Trois étoiles pour le moins de coups, sans indice, sans essai manqué et sans «&#xa0;Montre-moi&#xa0;». Un coup que les règles refusent ne coûte rien.</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="391"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="394"/>
        <source>A word of help, and the next step on the board (H)</source>
        <translation>Un mot d&apos;aide, et l&apos;étape suivante sur le plateau (H)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="400"/>
        <source>Show me</source>
        <translation>Montre-moi</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="403"/>
        <source>Plays the solution on the board. It counts as help: a level won after it earns fewer stars.</source>
        <translation>Joue la solution sur le plateau. Cela compte comme une aide&#xa0;: un niveau réussi ensuite rapporte moins d&apos;étoiles.</translation>
    </message>
    <message>
        <source>Plays the solution on the board (no stars)</source>
        <translation type="vanished">Joue la solution sur le plateau (sans étoiles)</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="409"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="417"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../qml/LessonPanel.qml" line="85"/>
        <location filename="../qml/LessonPanel.qml" line="88"/>
        <source>Rules of the game (F1)</source>
        <translation>Règles du jeu (F1)</translation>
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
        <translation>Exporter la partie en PDN</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="174"/>
        <location filename="../qml/Main.qml" line="300"/>
        <location filename="../qml/Main.qml" line="309"/>
        <source>PDN game records (*.pdn)</source>
        <translation>Parties PDN (*.pdn)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="171"/>
        <source>Export the lab&apos;s results</source>
        <translation>Exporter les résultats du laboratoire</translation>
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
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <source>CSV tables (*.csv)</source>
        <translation>Tableaux CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="175"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="192"/>
        <source>Lab</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="308"/>
        <source>Import a PDN game</source>
        <translation>Importer une partie PDN</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="329"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="331"/>
        <location filename="../qml/Main.qml" line="341"/>
        <source>Hatrack games (*.hatrack)</source>
        <translation>Parties Hatrack (*.hatrack)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="340"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="368"/>
        <source>Hatrack</source>
        <translation>Hatrack</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="375"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="391"/>
        <source>Resume the game in progress?</source>
        <translation>Reprendre la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="398"/>
        <source>A game was left unfinished the last time Hatrack ran. Continue it where it stopped, or choose a new game?</source>
        <translation>Une partie est restée inachevée lors du dernier lancement de Hatrack. La reprendre là où elle s&apos;est arrêtée, ou choisir une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="404"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="410"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="441"/>
        <source>Cannot start the level: %1</source>
        <translation>Impossible de commencer le niveau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="465"/>
        <source>Some of the moves given with --moves could not be played.</source>
        <translation>Certains coups donnés avec --moves n&apos;ont pas pu être joués.</translation>
    </message>
</context>
<context>
    <name>MoveCell</name>
    <message>
        <location filename="../qml/MoveCell.qml" line="33"/>
        <source>In the saved game: %1</source>
        <translation>Dans la partie enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="70"/>
        <source>Please wait for the computer.</source>
        <translation>Veuillez attendre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="117"/>
        <source>Capture on %1</source>
        <translation>Prendre sur %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="238"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <translation>La pièce en %1 appartient à %2, et c&apos;est à %3 de jouer.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="241"/>
        <source>Choose one of your pieces first.</source>
        <translation>Choisissez d&apos;abord une de vos pièces.</translation>
    </message>
    <message>
        <source>The man on %1</source>
        <translation type="vanished">Le pion en %1</translation>
    </message>
    <message>
        <source>The king on %1</source>
        <translation type="vanished">La dame en %1</translation>
    </message>
    <message>
        <source>The piece on %1</source>
        <translation type="vanished">La pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="263"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="269"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="301"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 doit prendre&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="302"/>
        <source>%1 can go to %2.</source>
        <translation>%1 peut aller en %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="304"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 ne peut pas bouger&#xa0;: la prise est obligatoire (%2).</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="305"/>
        <source>%1 cannot move now.</source>
        <translation>%1 ne peut pas bouger maintenant.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="306"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <translation>%1 ne peut pas bouger&#xa0;; seule la pièce en %2 le peut.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="308"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <translation>%1 ne peut pas bouger&#xa0;; les pièces en %2 le peuvent.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="315"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <translation>%1 n&apos;est pas permis&#xa0;: cette pièce n&apos;est pas à vous.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="324"/>
        <source>%1 is not allowed: %2. %3</source>
        <translation>%1 n&apos;est pas permis&#xa0;: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="325"/>
        <source>%1 is not allowed. %2</source>
        <translation>%1 n&apos;est pas permis. %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="404"/>
        <source>Two captures land there: choose which one to make.</source>
        <translation>Deux prises arrivent là&#xa0;: choisissez laquelle faire.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="416"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <translation>%1 termine le coup&#xa0;: la pièce ne peut pas continuer vers %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="428"/>
        <source>More than one route ends there: move the piece one square at a time.</source>
        <translation>Plusieurs chemins mènent là&#xa0;: déplacez la pièce une case à la fois.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="450"/>
        <source>Not on %1: click one of the glowing edges.</source>
        <translation>Pas sur %1&#xa0;: cliquez sur un des bords lumineux.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="451"/>
        <source>Not on %1: choose one of the ringed squares.</source>
        <translation>Pas sur %1&#xa0;: choisissez une des cases entourées.</translation>
    </message>
    <message>
        <source>That cannot go on square %1.</source>
        <translation type="vanished">Cela ne peut pas aller sur la case %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="50"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>La pièce en %1 appartient à %2, et c&apos;est à %3 de jouer.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="51"/>
        <source>Choose one of your pieces first.</source>
        <comment>pawns-in-hats</comment>
        <translation>Choisissez d&apos;abord une de vos pièces.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="52"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>La pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="53"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 ne peut pas bouger&#xa0;; seule la pièce en %2 le peut.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="54"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 ne peut pas bouger&#xa0;; les pièces en %2 le peuvent.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="55"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 n&apos;est pas permis&#xa0;: cette pièce n&apos;est pas à vous.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="57"/>
        <source>%1 ends the move: the piece cannot go on to %2.</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 termine le coup&#xa0;: la pièce ne peut pas continuer vers %2.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="134"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="148"/>
        <source>%1 each</source>
        <translation>%1 chacun</translation>
    </message>
</context>
<context>
    <name>PawnsArt</name>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Kingly Crown</source>
        <translation>Couronne royale</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Queenly Crown</source>
        <translation>Couronne de reine</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="86"/>
        <source>Bishop Mitre</source>
        <translation>Mitre d&apos;évêque</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Knighted Helm</source>
        <translation>Heaume de chevalier</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Hunting Tyrolean</source>
        <translation>Chapeau tyrolien de chasse</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="87"/>
        <source>Mirage Hat</source>
        <translation>Chapeau mirage</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="90"/>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="91"/>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="97"/>
        <source>unknown hat</source>
        <translation>chapeau inconnu</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>hunter (a rook)</source>
        <translation>chasseur (une tour)</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>mirage</source>
        <translation>mirage</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="99"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="103"/>
        <source>moves as a king, one square any way; keep it out of check</source>
        <translation>se déplace comme un roi, d&apos;une case dans tous les sens&#xa0;; gardez-le hors d&apos;échec</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="104"/>
        <source>moves as a hunter, which is a rook</source>
        <translation>se déplace comme un chasseur, c&apos;est-à-dire une tour</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="105"/>
        <source>moves as whatever the die makes it</source>
        <translation>se déplace selon ce que le dé en fait</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="107"/>
        <source>moves as a %1</source>
        <translation>se déplace comme&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="111"/>
        <source>Unknown hat: picked up, the die names it (1 Kingly Crown, 2 Queenly Crown, 3 Bishop Mitre, 4 Knighted Helm, 5 Hunting Tyrolean, 6 a Mirage that vanishes).</source>
        <translation>Chapeau inconnu&#xa0;: une fois ramassé, le dé le désigne (1 couronne royale, 2 couronne de reine, 3 mitre d&apos;évêque, 4 heaume de chevalier, 5 chapeau tyrolien de chasse, 6 un mirage qui disparaît).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="114"/>
        <source>Mirage Hat: a 6 on the die; it vanishes from the board.</source>
        <translation>Chapeau mirage&#xa0;: un 6 au dé&#xa0;; il disparaît du plateau.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="115"/>
        <source>%1 (a %2 on the die): a pawn wearing it %3.</source>
        <translation>%1 (un %2 au dé)&#xa0;: un pion qui le porte %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="123"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="131"/>
        <source>Unknown hat: a pawn that steps here may pick it up and roll the die.</source>
        <translation>Chapeau inconnu&#xa0;: un pion qui arrive ici peut le ramasser et lancer le dé.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="132"/>
        <source>%1, lying here: a bare pawn that steps here may pick it up and wear it, and then it %2.</source>
        <translation>%1, posé ici&#xa0;: un pion sans chapeau qui arrive ici peut le ramasser et le porter, et alors il %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="139"/>
        <location filename="../qml/art/PawnsArt.qml" line="160"/>
        <source>%1 pawn holding a %2, not yet worn.</source>
        <translation>Pion de %1 tenant %2, pas encore porté.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="141"/>
        <source>%1 pawn: steps one square straight ahead, or punches an enemy on the square ahead.</source>
        <translation>Pion de %1&#xa0;: avance d&apos;une case tout droit, ou frappe un ennemi sur la case devant lui.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="144"/>
        <source>%1 pawn wearing a %2: %3.</source>
        <translation>Pion de %1 portant %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="179"/>
        <source>An unknown hat lies at its feet (not worn).</source>
        <translation>Un chapeau inconnu est posé à ses pieds (non porté).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="180"/>
        <source>A %1 lies at its feet (not worn).</source>
        <translation>À ses pieds&#xa0;: %1 (non porté).</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="239"/>
        <source>Moves by either player since the last capture, punch, step of a hatless pawn or hat put on or taken off. At 100, fifty each, the game is drawn.</source>
        <translation>Coups des deux joueurs depuis la dernière prise, le dernier coup de poing, pas d&apos;un pion sans chapeau ou chapeau mis ou ôté. À 100, cinquante chacun, la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="240"/>
        <source>Hats nobody has picked up yet: the die says what each is when a pawn does. Once all are known, and none was ever a Kingly Crown, the game is drawn.</source>
        <translation>Chapeaux que personne n&apos;a encore ramassés&#xa0;: le dé dit ce qu&apos;est chacun quand un pion le fait. Une fois tous connus, si aucun n&apos;a jamais été une Couronne royale, la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="243"/>
        <source>Enemy pieces this player has captured.</source>
        <translation>Pièces adverses prises par ce joueur.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="149"/>
        <source>In check!</source>
        <translation>Échec&#xa0;!</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="161"/>
        <source>%1 pawn.</source>
        <translation>Pion de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="162"/>
        <source>%1 pawn wearing a %2.</source>
        <translation>Pion de %1 portant %2.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the %1</source>
        <translation>Ramasser&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="191"/>
        <source>Pick up the hat</source>
        <translation>Ramasser le chapeau</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="193"/>
        <source>Leave the hat lying</source>
        <translation>Laisser le chapeau</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Wear the %1</source>
        <translation>Mettre&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="195"/>
        <source>Put the hat on</source>
        <translation>Mettre le chapeau</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="197"/>
        <source>Keep the hat on</source>
        <translation>Garder le chapeau</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="215"/>
        <source>Click a ringed square beside your pawn to set the %1 down there, or put it on.</source>
        <translation>Cliquez sur une case entourée à côté de votre pion pour y poser le chapeau (%1), ou mettez-le.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="218"/>
        <source>To take the hat off, click a ringed square beside the piece to set it down there; or keep it on.</source>
        <translation>Pour ôter le chapeau, cliquez sur une case entourée à côté de la pièce pour l&apos;y poser&#xa0;; ou gardez-le.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="221"/>
        <source>The punch knocked the hat off: click a ringed square beside the piece where it lands.</source>
        <translation>Le coup a fait tomber le chapeau&#xa0;: cliquez sur la case entourée, à côté de la pièce, où il atterrit.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="223"/>
        <source>Click a ringed square.</source>
        <translation>Cliquez sur une case entourée.</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="229"/>
        <source>50-move count: %1</source>
        <translation>50 coups&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="230"/>
        <source>Unknown hats: %1</source>
        <translation>Chapeaux inconnus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/art/PawnsArt.qml" line="233"/>
        <source>Captured: %1</source>
        <translation>Pris&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PdnGamesDialog</name>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="31"/>
        <source>Choose a game (%1 in the file)</source>
        <translation>Choisissez une partie (%1 dans le fichier)</translation>
    </message>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="49"/>
        <source>Type to narrow the list (event, player, result)</source>
        <translation>Tapez pour filtrer la liste (événement, joueur, résultat)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/savefile.cpp" line="22"/>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <location filename="../app/savefile.cpp" line="41"/>
        <source>the file is too large to be a saved game</source>
        <translation>le fichier est trop gros pour être une partie enregistrée</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <location filename="../qml/ResignDialog.qml" line="20"/>
        <source>Resign the game?</source>
        <translation>Abandonner la partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="27"/>
        <source>%1 resigns and %2 wins the game.</source>
        <translation>%1 abandonne et %2 gagne la partie.</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="33"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="40"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>RollHistory</name>
    <message>
        <location filename="../qml/RollHistory.qml" line="31"/>
        <source>Rolls of the die, newest first</source>
        <translation>Jets de dé, le plus récent d&apos;abord</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="69"/>
        <source>No die has been rolled in this game yet.</source>
        <translation>Aucun dé n&apos;a encore été lancé dans cette partie.</translation>
    </message>
    <message>
        <location filename="../qml/RollHistory.qml" line="76"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>&lt;h2&gt;Checkers&lt;/h2&gt;&lt;p&gt;Two players, Black and White, each start with twelve men on the dark squares of their first three rows. &lt;b&gt;Black moves first&lt;/b&gt;, then the players take turns.&lt;/p&gt;&lt;h3&gt;Moving&lt;/h3&gt;&lt;p&gt;A man steps one square diagonally forward, onto an empty dark square. A king steps one square diagonally in any of the four directions.&lt;/p&gt;&lt;h3&gt;Capturing&lt;/h3&gt;&lt;p&gt;A piece captures by jumping over an enemy piece on the next diagonal square to the empty square just beyond it; the jumped piece leaves the board at once. If the landing piece can jump again it must, so one move may take several pieces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturing is compulsory.&lt;/b&gt; When any capture is possible you must make one, but you may choose which, even a shorter one. The board marks the pieces that must capture with a ring of orange dashes.&lt;/p&gt;&lt;h3&gt;Kings&lt;/h3&gt;&lt;p&gt;A man that reaches the far row becomes a king (shown with a crown), and its move ends there, even in the middle of a capture.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;You win when your opponent has no pieces left or cannot move on their turn.&lt;/p&gt;&lt;p&gt;The game is a draw when the same position comes up for the third time with the same player to move, or when both players have made 40 moves with no capture and no man moved.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag a piece to its square, or click the piece and then the square. Green dots mark where the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each landing square in turn, or straight on the last one when only one route leads there. Squares carry their standard numbers (1–32), as used in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Dames anglaises&lt;/h2&gt;&lt;p&gt;Deux joueurs, Noir et Blanc, commencent chacun avec douze pions sur les cases foncées de leurs trois premières rangées. &lt;b&gt;Noir joue en premier&lt;/b&gt;, puis les joueurs jouent à tour de rôle.&lt;/p&gt;&lt;h3&gt;Déplacements&lt;/h3&gt;&lt;p&gt;Un pion avance d&apos;une case en diagonale vers l&apos;avant, sur une case foncée vide. Une dame se déplace d&apos;une case en diagonale dans n&apos;importe laquelle des quatre directions.&lt;/p&gt;&lt;h3&gt;Prises&lt;/h3&gt;&lt;p&gt;Une pièce prend en sautant par-dessus une pièce ennemie située sur la case diagonale voisine, jusqu&apos;à la case vide juste derrière&#xa0;; la pièce sautée quitte aussitôt le plateau. Si la pièce qui atterrit peut sauter encore, elle doit le faire&#xa0;: un même coup peut donc prendre plusieurs pièces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La prise est obligatoire.&lt;/b&gt; Quand une prise est possible, vous devez en faire une, mais vous choisissez laquelle, même une plus courte. Le plateau entoure d&apos;un anneau de tirets orange les pièces qui doivent prendre.&lt;/p&gt;&lt;h3&gt;Dames&lt;/h3&gt;&lt;p&gt;Un pion qui atteint la dernière rangée devient une dame (montrée avec une couronne), et son coup s&apos;arrête là, même au milieu d&apos;une prise.&lt;/p&gt;&lt;h3&gt;Fin de la partie&lt;/h3&gt;&lt;p&gt;Vous gagnez quand votre adversaire n&apos;a plus de pièces ou ne peut plus jouer à son tour.&lt;/p&gt;&lt;p&gt;La partie est nulle quand la même position revient pour la troisième fois avec le même joueur au trait, ou quand les deux joueurs ont joué 40 coups sans prise ni coup de pion.&lt;/p&gt;&lt;h3&gt;Utiliser le plateau&lt;/h3&gt;&lt;p&gt;Faites glisser une pièce sur sa case, ou cliquez sur la pièce puis sur la case. Des points verts montrent où la pièce choisie peut aller&#xa0;; le dernier coup est teinté. Pour une rafle, déposez la pièce sur chaque case d&apos;arrivée tour à tour, ou directement sur la dernière quand un seul chemin y mène. Les cases portent leurs numéros habituels (1–32), ceux de la liste des coups.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sorcerer&apos;s Apprentice&lt;/h2&gt;&lt;p&gt;Checkers as usual (men step forward, kings both ways, a man reaching the far row is crowned and stops there), played with &lt;b&gt;magic hats&lt;/b&gt;: the tiny pyramids of an Icehouse set, five in each of six colours, thirty in all. Pieces that wear a hat gain its power. Black moves first.&lt;/p&gt;&lt;h3&gt;Bag and racks&lt;/h3&gt;&lt;p&gt;All thirty hats start in the &lt;b&gt;Bag of Hats&lt;/b&gt;. Each player has a &lt;b&gt;Hat Rack&lt;/b&gt;, shown in the strip along that player&apos;s side of the board. The bag sits at the end of the upper strip, and the box of hats that have left the game at the end of the lower one. Rest the mouse on any hat to read its power.&lt;/p&gt;&lt;p&gt;A piece is &lt;i&gt;captured&lt;/i&gt; whenever it leaves the board, however that happens: jumped, zotted, stepped on with Strength, or killed by poison. Each time one of your pieces leaves the board:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;your opponent draws one hat at random from the bag into their rack (nothing, if the bag is empty);&lt;/li&gt;&lt;li&gt;then &lt;b&gt;you&lt;/b&gt; may take one hat from your rack and put it on one of your pieces that wears none. You may always decline.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;This happens at that very instant, even in the middle of your opponent&apos;s multiple jump, before the jumper goes on. So when the first piece of a double jump falls, you can still put Warding or Venom on the piece that is about to be taken next.&lt;/p&gt;&lt;p&gt;Hats worn by a captured piece leave the game. A man that is crowned keeps its hats.&lt;/p&gt;&lt;h3&gt;Captures are compulsory&lt;/h3&gt;&lt;p&gt;Every kind of capture counts: a jump, a zot or a Strength capture. If any of them is available you must make one, but you may choose which.&lt;/p&gt;&lt;h3&gt;The six hats&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Red — Zotting.&lt;/b&gt; The piece cannot capture by jumping (so it never forces a jump). Instead it may spend its whole turn removing one enemy piece, man or king, from one of the four diagonally neighbouring squares; it does not move. The red hat then leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Yellow — Nimbleness.&lt;/b&gt; The piece may also jump over its own pieces, which stay on the board. Such jumps may be chained and mixed with captures (a man still only goes forward), and a move may consist of friendly jumps alone; no square may be landed on twice in one move. A capture that friendly jumps can reach is available, and so compulsory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Green — Venom.&lt;/b&gt; When this piece is captured, the piece that captured it is poisoned (shown with a green skull) and leaves the board at the end of its owner&apos;s turn, with the usual draw and placement. The green hat leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blue — Warding.&lt;/b&gt; When this piece would be captured, the blue hat leaves the game instead and the piece cannot be captured again this turn. A jumper still lands beyond it and may carry on as if it had captured, but may not jump that piece again this turn. A zot or Strength capture against it is used up and the attacker stays where it was. Warding also saves a poisoned piece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clear — Strength.&lt;/b&gt; The piece cannot capture by jumping. It captures by stepping onto an enemy&apos;s square in a direction it could step (forward only for a man), removing that piece. Only one such capture per turn; a man that reaches the far row this way is crowned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purple — Valor.&lt;/b&gt; The piece never jumps straight. It jumps over a neighbouring enemy and lands on the empty square next to that enemy at a right angle to its approach. A man may only land further forward, which means two rows straight ahead of where it started the jump; a king may turn either way. Multiple jumps continue as usual.&lt;/p&gt;&lt;h3&gt;End of the game and score&lt;/h3&gt;&lt;p&gt;The game ends when a player has no pieces left, when the player to move has no legal move, when the same position comes up for the third time, or after 40 moves by each side with no capture and no man moved. Then the score decides (having no move does not lose by itself):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;most hats in the rack wins;&lt;/li&gt;&lt;li&gt;if equal, most kings on the board;&lt;/li&gt;&lt;li&gt;if still equal, most pieces on the board;&lt;/li&gt;&lt;li&gt;otherwise it is a draw.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;Any combination can be chosen on the setup screen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mixed Hat Draft:&lt;/b&gt; all thirty hats lie open and the players take turns choosing one, the second player first, until each has chosen twelve. Those 24 hats form the bag; the other six leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Select Hat Draft:&lt;/b&gt; drafted the same way, but your twelve picks become your own pool (kept by your opponent). Instead of drawing from the bag, each time you capture you choose one hat from your pool.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contrary Select Hat Draft:&lt;/b&gt; as Select, but your opponent chooses which hat of your pool you receive.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing Many Hats:&lt;/b&gt; a piece may wear several hats, but a hat may go on a piece that already wears one only while all of your pieces wear the same number of hats. The powers add up: if any hat forbids jumping, the piece cannot capture by jumping; Zotting and Strength add their ways of capturing; Valor bends every jump; each Warding hat absorbs one capture; Venom poisons once and all the piece&apos;s Venom hats then leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Second-Hand Hats:&lt;/b&gt; when you capture a piece that wears hats, they go into your rack (Venom hats still leave the game), on top of the usual draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing for Blood:&lt;/b&gt; the score becomes most pieces on the board, then most hats in the rack, then most kings, then a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triple Hat Combo Bonus:&lt;/b&gt; instead of moving, you may return three hats of three different colours from your rack to the box to put two of your captured pieces back as men on empty squares of your own home row (you choose the squares; you need two captured pieces and two free squares), or return three hats of one colour to take any two hats from your opponent&apos;s rack. Captures stay compulsory, so the bonus is offered only on a turn with no capture.&lt;/p&gt;&lt;h3&gt;Where we had to decide&lt;/h3&gt;&lt;p&gt;The original rules leave a few things open; this is how Hatrack plays them:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A Strength capture ends the move: the piece does not jump on afterwards.&lt;/li&gt;&lt;li&gt;With Second-Hand Hats, the hats of a piece that dies of poison go to the opponent&apos;s rack, as if the opponent had captured it.&lt;/li&gt;&lt;li&gt;A zot reaches any of the four neighbouring diagonal squares, backwards too, even for a man.&lt;/li&gt;&lt;li&gt;Zots and Strength captures are captures like jumps: when one is possible, a capture must be made.&lt;/li&gt;&lt;li&gt;A player who cannot move ends the game but does not lose by that alone: the score decides.&lt;/li&gt;&lt;li&gt;A Warding hat protects for the rest of the turn, so a chain can pass over the warded piece once but not take it.&lt;/li&gt;&lt;li&gt;The move list keeps each turn together with whatever happened in between. Moves on the board are written as in checkers (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; for a zot), everything else in words, such as &quot;White puts blue on 19&quot; between two jumps of Black&apos;s. Rest the mouse on a turn to see it in notation: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Move as in checkers: drag a piece, or click it and then its square. An orange crosshair marks an enemy piece you can zot or take with Strength: drag your piece onto it or click it. When you may place a hat, the colours you can place glow in your rack: click one (it is chosen already when there is only one), then click one of the ringed pieces, or press &lt;i&gt;No hat this time&lt;/i&gt;. In a draft, click a pyramid to take it.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;L&apos;Apprenti sorcier&lt;/h2&gt;&lt;p&gt;Des dames comme d&apos;habitude (les pions avancent, les dames vont dans les deux sens, un pion qui atteint la dernière rangée est couronné et s&apos;y arrête), jouées avec des &lt;b&gt;chapeaux magiques&lt;/b&gt;&#xa0;: les petites pyramides d&apos;un jeu Icehouse, cinq de chacune des six couleurs, trente en tout. Une pièce qui porte un chapeau gagne son pouvoir. Noir joue en premier.&lt;/p&gt;&lt;h3&gt;Sac et porte-chapeaux&lt;/h3&gt;&lt;p&gt;Les trente chapeaux commencent dans le &lt;b&gt;sac à chapeaux&lt;/b&gt;. Chaque joueur a un &lt;b&gt;porte-chapeaux&lt;/b&gt;, montré dans la bande le long de son côté du plateau. Le sac est au bout de la bande du haut, et la boîte des chapeaux sortis du jeu au bout de celle du bas. Posez la souris sur un chapeau pour lire son pouvoir.&lt;/p&gt;&lt;p&gt;Une pièce est &lt;i&gt;prise&lt;/i&gt; chaque fois qu&apos;elle quitte le plateau, quelle qu&apos;en soit la manière&#xa0;: sautée, foudroyée, écrasée par la Force ou tuée par le poison. Chaque fois qu&apos;une de vos pièces quitte le plateau&#xa0;:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;votre adversaire tire au hasard un chapeau du sac pour son porte-chapeaux (rien, si le sac est vide)&#xa0;;&lt;/li&gt;&lt;li&gt;puis &lt;b&gt;vous&lt;/b&gt; pouvez prendre un chapeau de votre porte-chapeaux et le mettre sur une de vos pièces qui n&apos;en porte pas. Vous pouvez toujours refuser.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Cela se passe à l&apos;instant même, même au milieu d&apos;une rafle de votre adversaire, avant que le sauteur ne continue. Ainsi, quand tombe la première pièce d&apos;une double prise, vous pouvez encore mettre Protection ou Venin sur la pièce qui va être prise ensuite.&lt;/p&gt;&lt;p&gt;Les chapeaux portés par une pièce prise quittent le jeu. Un pion couronné garde ses chapeaux.&lt;/p&gt;&lt;h3&gt;Les prises sont obligatoires&lt;/h3&gt;&lt;p&gt;Toute sorte de prise compte&#xa0;: un saut, un foudroiement ou une prise de Force. Si l&apos;une d&apos;elles est possible, vous devez en faire une, mais vous choisissez laquelle.&lt;/p&gt;&lt;h3&gt;Les six chapeaux&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Rouge — Foudroiement.&lt;/b&gt; La pièce ne peut pas prendre en sautant (elle n&apos;oblige donc jamais à sauter). À la place, elle peut consacrer tout son tour à retirer une pièce ennemie, pion ou dame, de l&apos;une des quatre cases voisines en diagonale&#xa0;; elle ne bouge pas. Le chapeau rouge quitte ensuite le jeu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jaune — Agilité.&lt;/b&gt; La pièce peut aussi sauter par-dessus ses propres pièces, qui restent sur le plateau. Ces sauts peuvent s&apos;enchaîner et se mêler à des prises (un pion ne va toujours que vers l&apos;avant), et un coup peut ne comporter que des sauts amis&#xa0;; aucune case ne peut servir deux fois d&apos;arrivée dans un même coup. Une prise que des sauts amis permettent d&apos;atteindre est disponible, donc obligatoire.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vert — Venin.&lt;/b&gt; Quand cette pièce est prise, la pièce qui l&apos;a prise est empoisonnée (marquée d&apos;une tête de mort verte) et quitte le plateau à la fin du tour de son propriétaire, avec le tirage et la pose habituels. Le chapeau vert quitte le jeu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bleu — Protection.&lt;/b&gt; Quand cette pièce devrait être prise, le chapeau bleu quitte le jeu à sa place et la pièce ne peut plus être prise pendant ce tour. Un sauteur atterrit quand même derrière elle et peut continuer comme s&apos;il avait pris, mais ne peut plus sauter cette pièce pendant ce tour. Un foudroiement ou une prise de Force contre elle est perdu et l&apos;attaquant reste où il était. La Protection sauve aussi une pièce empoisonnée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Transparent — Force.&lt;/b&gt; La pièce ne peut pas prendre en sautant. Elle prend en avançant sur la case d&apos;un ennemi dans une direction où elle pourrait avancer (vers l&apos;avant seulement pour un pion), ce qui retire cette pièce. Une seule prise de ce genre par tour&#xa0;; un pion qui atteint ainsi la dernière rangée est couronné.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Violet — Bravoure.&lt;/b&gt; La pièce ne saute jamais tout droit. Elle saute par-dessus un ennemi voisin et atterrit sur la case vide à côté de cet ennemi, à angle droit de sa direction d&apos;arrivée. Un pion ne peut atterrir que plus en avant, c&apos;est-à-dire deux rangées droit devant sa case de départ&#xa0;; une dame peut tourner des deux côtés. Les rafles continuent comme d&apos;habitude.&lt;/p&gt;&lt;h3&gt;Fin de la partie et score&lt;/h3&gt;&lt;p&gt;La partie se termine quand un joueur n&apos;a plus de pièces, quand le joueur au trait n&apos;a aucun coup légal, quand la même position revient pour la troisième fois, ou après 40 coups de chaque côté sans prise ni coup de pion. Le score décide alors (ne plus pouvoir jouer ne fait pas perdre à lui seul)&#xa0;:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;le plus de chapeaux sur le porte-chapeaux gagne&#xa0;;&lt;/li&gt;&lt;li&gt;à égalité, le plus de dames sur le plateau&#xa0;;&lt;/li&gt;&lt;li&gt;toujours à égalité, le plus de pièces sur le plateau&#xa0;;&lt;/li&gt;&lt;li&gt;sinon, la partie est nulle.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;Toutes les combinaisons peuvent être choisies sur l&apos;écran de départ.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Draft mélangé&#xa0;:&lt;/b&gt; les trente chapeaux sont étalés à découvert et les joueurs en choisissent un à tour de rôle, le second joueur d&apos;abord, jusqu&apos;à en avoir douze chacun. Ces 24 chapeaux forment le sac&#xa0;; les six autres quittent le jeu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Draft sélectif&#xa0;:&lt;/b&gt; même draft, mais vos douze choix forment votre propre réserve (gardée par votre adversaire). Au lieu de tirer dans le sac, chaque fois que vous prenez, vous choisissez un chapeau de votre réserve.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Draft sélectif inversé&#xa0;:&lt;/b&gt; comme le sélectif, mais c&apos;est votre adversaire qui choisit quel chapeau de votre réserve vous recevez.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plusieurs chapeaux à la fois&#xa0;:&lt;/b&gt; une pièce peut porter plusieurs chapeaux, mais un chapeau ne peut aller sur une pièce qui en porte déjà que tant que toutes vos pièces portent le même nombre de chapeaux. Les pouvoirs s&apos;additionnent&#xa0;: si un chapeau interdit de sauter, la pièce ne peut pas prendre en sautant&#xa0;; Foudroiement et Force ajoutent leurs façons de prendre&#xa0;; la Bravoure courbe chaque saut&#xa0;; chaque chapeau Protection absorbe une prise&#xa0;; le Venin empoisonne une fois, puis tous les chapeaux Venin de la pièce quittent le jeu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Chapeaux d&apos;occasion&#xa0;:&lt;/b&gt; quand vous prenez une pièce qui porte des chapeaux, ils vont sur votre porte-chapeaux (les chapeaux Venin quittent quand même le jeu), en plus du tirage habituel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jouer au sang&#xa0;:&lt;/b&gt; le score devient le plus de pièces sur le plateau, puis le plus de chapeaux sur le porte-chapeaux, puis le plus de dames, puis la nulle.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bonus du combo des trois chapeaux&#xa0;:&lt;/b&gt; au lieu de jouer, vous pouvez rendre à la boîte trois chapeaux de trois couleurs différentes de votre porte-chapeaux pour remettre deux de vos pièces prises, comme pions, sur des cases vides de votre première rangée (vous choisissez les cases&#xa0;; il faut deux pièces prises et deux cases libres), ou rendre trois chapeaux d&apos;une même couleur pour prendre deux chapeaux quelconques sur le porte-chapeaux adverse. Les prises restent obligatoires, donc le bonus n&apos;est offert que lors d&apos;un tour sans prise.&lt;/p&gt;&lt;h3&gt;Ce que nous avons dû trancher&lt;/h3&gt;&lt;p&gt;Les règles d&apos;origine laissent quelques points ouverts&#xa0;; voici comment Hatrack les joue&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Une prise de Force termine le coup&#xa0;: la pièce ne saute pas ensuite.&lt;/li&gt;&lt;li&gt;Avec les chapeaux d&apos;occasion, les chapeaux d&apos;une pièce morte du poison vont sur le porte-chapeaux adverse, comme si l&apos;adversaire l&apos;avait prise.&lt;/li&gt;&lt;li&gt;Un foudroiement atteint n&apos;importe laquelle des quatre cases diagonales voisines, vers l&apos;arrière aussi, même pour un pion.&lt;/li&gt;&lt;li&gt;Foudroiements et prises de Force sont des prises comme les sauts&#xa0;: quand l&apos;une est possible, il faut prendre.&lt;/li&gt;&lt;li&gt;Un joueur qui ne peut plus jouer termine la partie mais ne perd pas pour autant&#xa0;: le score décide.&lt;/li&gt;&lt;li&gt;Un chapeau Protection protège pour le reste du tour&#xa0;: une rafle peut passer une fois par-dessus la pièce protégée, mais pas la prendre.&lt;/li&gt;&lt;li&gt;La liste des coups garde chaque tour avec tout ce qui s&apos;est passé entre-temps. Les coups sur le plateau s&apos;écrivent comme aux dames (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; pour un foudroiement), tout le reste en mots, comme «&#xa0;Blanc met le bleu en 19&#xa0;» entre deux sauts de Noir. Posez la souris sur un tour pour le voir en notation&#xa0;: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Utiliser le plateau&lt;/h3&gt;&lt;p&gt;Jouez comme aux dames&#xa0;: faites glisser une pièce, ou cliquez dessus puis sur sa case. Une mire orange marque une pièce ennemie que vous pouvez foudroyer ou prendre par la Force&#xa0;: faites-y glisser votre pièce ou cliquez dessus. Quand vous pouvez poser un chapeau, les couleurs possibles brillent sur votre porte-chapeaux&#xa0;: cliquez sur l&apos;une (elle est déjà choisie s&apos;il n&apos;y en a qu&apos;une), puis sur une des pièces entourées, ou appuyez sur &lt;i&gt;Pas de chapeau cette fois&lt;/i&gt;. Pendant un draft, cliquez sur une pyramide pour la prendre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Alien Checkers&lt;/h2&gt;&lt;p&gt;Checkers with a deck of strange cards, things that land on the board, a board that can turn under the players, and a secret planet for each player. Black moves first.&lt;/p&gt;&lt;p&gt;&lt;i&gt;The seed we play from names the cards and planets, but their original texts are lost. The card texts and the planet goals below are this project&apos;s reconstruction, not the original wording.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt; one checker as in checkers. Capturing is compulsory, and a jump goes on while it can.&lt;/li&gt;&lt;li&gt;A second card is &lt;b&gt;turned face up&lt;/b&gt; from the draw pile, so two lie face up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Use one&lt;/b&gt; of the two face-up cards: click it in the card panel, then give it its targets on the board. The other card stays face up for your opponent.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Used cards go to the discards. When the draw pile runs out, the discards are shuffled into a new one. A card with nothing to do is simply used up, except Antimatter, which may only be chosen when there is something for it to remove (otherwise it is greyed).&lt;/p&gt;&lt;h3&gt;Checkers&lt;/h3&gt;&lt;p&gt;A checker is a stack: a &lt;b&gt;pawn&lt;/b&gt; (one piece) steps and jumps diagonally forward; a &lt;b&gt;king&lt;/b&gt; (two pieces) steps and jumps any diagonal way; an &lt;b&gt;emperor&lt;/b&gt; (three pieces) glides any distance along a free diagonal and captures as a king. A pawn reaching its far row is crowned with one of its own captured pieces. If none is free, it waits there as a &lt;b&gt;ready pawn&lt;/b&gt; (a pulsing gold rim) and is crowned the moment one becomes free, even during the opponent&apos;s turn. Each side has 12 pieces and no spares.&lt;/p&gt;&lt;h3&gt;The cards (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolith&lt;/b&gt; (2): set the Monolith on an empty dark square; once it stands, slide it one to three squares along a diagonal. A checker in its way is shoved one square on, shoves chain, and a checker shoved off the board or against a wall, fire or (for a pawn) water is captured by whoever played the card. The Monolith clears fire, water and walls it meets.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Galactic Hippo&lt;/b&gt; (2): sit the Hippo on any checker (moving it if it is already out). That checker cannot move. The Hippo leaves when its checker is captured or the Snookle climbs on.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2): put the Snookle on any checker. That checker may also step and jump backward, as a king does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fire&lt;/b&gt; (2): light a fire on an empty dark square. No checker may enter, land on or jump across it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Water&lt;/b&gt; (2): pour water on an empty dark square, or on a fire to put it out. Pawns may not enter it; kings and emperors may.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Walls&lt;/b&gt; (3): build a pair of your walls on two edges of squares, as an L around a corner or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them, never your own. An L stops only the diagonal through its corner. Each player has 12 walls.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ring&lt;/b&gt; (2): give one of your checkers a ring. The next time it would be jumped, the ring is lost instead and the checker stays.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quarter Turn&lt;/b&gt; (1): turn the board a quarter turn either way. Forward stays toward the far side of the table, so pawns now on their far row may be crowned.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Revive&lt;/b&gt; (1): put one of your captured pieces back as a pawn on an empty square of your home row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reshuffle&lt;/b&gt; (1): shuffle the draw pile, the discards, the other face-up card and this one together, then turn one card up.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimatter&lt;/b&gt; (1): remove one thing: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Coronation&lt;/b&gt; (1): stack one of your captured pieces on one of your kings, making it an emperor.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Secret planets&lt;/h3&gt;&lt;p&gt;Each player is dealt one of nine planet cards, face down. Only you see yours; its goal is a second way to win, checked at the end of your turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Mercury&lt;/b&gt;: one move of yours captured three or more checkers.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Venus&lt;/b&gt;: three or more fires burn on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Earth&lt;/b&gt;: three or more waters lie on the board.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mars&lt;/b&gt;: you have captured eight or more enemy pieces in all.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jupiter&lt;/b&gt;: you own two emperors.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturn&lt;/b&gt;: three or more of your checkers wear rings.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Uranus&lt;/b&gt;: the board lies a quarter turn from where it started and you have more checkers than your opponent.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptune&lt;/b&gt;: the Monolith took an enemy checker during your turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pluto&lt;/b&gt;: your checker carrying the Snookle stands on your opponent&apos;s home row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;Capture every enemy checker, own five kings and emperors together (this counts even in your opponent&apos;s turn), or meet your planet&apos;s goal. A player who cannot move loses. Long play without progress is a draw, as in checkers. When the game ends, both planets are shown.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag or click your checkers as in checkers. After the card is turned, the face-up cards glow in the panel left of the board: click one. Its targets then glow on the board: click a ringed square or checker; for walls click a glowing edge, then one of the edges that pair with it; for a quarter turn press a button; to slide the Monolith, drag it or click it and then its square. Hover over anything for what it is.&lt;/p&gt;&lt;p&gt;Two people at one screen: between turns a curtain covers the table. Pass the screen, and the next player clicks to lift it, so neither sees the other&apos;s planet.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Dames aliens&lt;/h2&gt;&lt;p&gt;Des dames avec un paquet de cartes étranges, des choses qui se posent sur le plateau, un plateau qui peut tourner sous les joueurs, et une planète secrète pour chaque joueur. Noir joue en premier.&lt;/p&gt;&lt;p&gt;&lt;i&gt;La graine dont nous partons nomme les cartes et les planètes, mais leurs textes d&apos;origine sont perdus. Les textes des cartes et les objectifs des planètes ci-dessous sont une reconstitution propre à ce projet, pas la formulation d&apos;origine.&lt;/i&gt;&lt;/p&gt;&lt;h3&gt;Un tour&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Déplacez&lt;/b&gt; un pion comme aux dames. La prise est obligatoire, et un saut continue tant qu&apos;il le peut.&lt;/li&gt;&lt;li&gt;Une deuxième carte est &lt;b&gt;retournée face visible&lt;/b&gt; depuis la pioche&#xa0;: deux cartes sont alors visibles.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Utilisez l&apos;une&lt;/b&gt; des deux cartes visibles&#xa0;: cliquez dessus dans le panneau des cartes, puis donnez-lui ses cibles sur le plateau. L&apos;autre carte reste visible pour votre adversaire.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Les cartes utilisées vont à la défausse. Quand la pioche est épuisée, la défausse est mélangée pour en former une nouvelle. Une carte qui n&apos;a rien à faire est simplement consommée, sauf l&apos;Antimatière, qui ne peut être choisie que s&apos;il y a quelque chose à retirer (sinon elle est grisée).&lt;/p&gt;&lt;h3&gt;Les pions&lt;/h3&gt;&lt;p&gt;Un pion est une pile&#xa0;: un &lt;b&gt;pion simple&lt;/b&gt; (une pièce) avance et saute en diagonale vers l&apos;avant&#xa0;; une &lt;b&gt;dame&lt;/b&gt; (deux pièces) se déplace et saute en diagonale dans tous les sens&#xa0;; un &lt;b&gt;empereur&lt;/b&gt; (trois pièces) glisse d&apos;autant de cases qu&apos;il veut le long d&apos;une diagonale libre et prend comme une dame. Un pion qui atteint sa dernière rangée est couronné avec une de ses propres pièces prises. Si aucune n&apos;est libre, il y attend comme &lt;b&gt;pion prêt&lt;/b&gt; (un liseré doré qui pulse) et il est couronné dès qu&apos;une se libère, même pendant le tour de l&apos;adversaire. Chaque camp a 12 pièces et aucune de rechange.&lt;/p&gt;&lt;h3&gt;Les cartes (20)&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Monolithe&lt;/b&gt; (2)&#xa0;: posez le Monolithe sur une case sombre vide&#xa0;; une fois en place, faites-le glisser d&apos;une à trois cases le long d&apos;une diagonale. Un pion sur son chemin est poussé d&apos;une case, les poussées s&apos;enchaînent, et un pion poussé hors du plateau ou contre un mur, un feu ou (pour un pion simple) de l&apos;eau est pris par celui qui a joué la carte. Le Monolithe efface le feu, l&apos;eau et les murs qu&apos;il rencontre.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hippopotame galactique&lt;/b&gt; (2)&#xa0;: asseyez l&apos;Hippopotame sur n&apos;importe quel pion (en le déplaçant s&apos;il est déjà en jeu). Ce pion ne peut plus bouger. L&apos;Hippopotame s&apos;en va quand son pion est pris ou que le Snookle y grimpe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Snookle&lt;/b&gt; (2)&#xa0;: mettez le Snookle sur n&apos;importe quel pion. Ce pion peut aussi reculer et sauter vers l&apos;arrière, comme une dame.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Feu&lt;/b&gt; (2)&#xa0;: allumez un feu sur une case sombre vide. Aucun pion ne peut y entrer, s&apos;y poser ni sauter par-dessus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Eau&lt;/b&gt; (2)&#xa0;: versez de l&apos;eau sur une case sombre vide, ou sur un feu pour l&apos;éteindre. Les pions simples ne peuvent pas y entrer&#xa0;; les dames et les empereurs le peuvent.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Murs&lt;/b&gt; (3)&#xa0;: construisez une paire de vos murs sur deux bords de cases, en L autour d&apos;un coin ou en ligne droite. Ils bloquent les pas et les sauts en diagonale de votre adversaire qui les traversent, jamais les vôtres. Un L ne bloque que la diagonale qui passe par son coin. Chaque joueur a 12 murs.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Anneau&lt;/b&gt; (2)&#xa0;: donnez un anneau à un de vos pions. La prochaine fois qu&apos;il devrait être sauté, c&apos;est l&apos;anneau qui est perdu et le pion reste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Quart de tour&lt;/b&gt; (1)&#xa0;: tournez le plateau d&apos;un quart de tour, dans un sens ou dans l&apos;autre. L&apos;avant reste vers le côté opposé de la table, si bien que les pions qui se trouvent maintenant sur leur dernière rangée peuvent être couronnés.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Résurrection&lt;/b&gt; (1)&#xa0;: remettez une de vos pièces prises, comme pion simple, sur une case vide de votre ligne de départ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Remélange&lt;/b&gt; (1)&#xa0;: mélangez ensemble la pioche, la défausse, l&apos;autre carte visible et celle-ci, puis retournez une carte.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Antimatière&lt;/b&gt; (1)&#xa0;: retirez une chose&#xa0;: un feu, une eau, un anneau, une paire de murs, le Monolithe, l&apos;Hippopotame ou le Snookle.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Couronnement&lt;/b&gt; (1)&#xa0;: empilez une de vos pièces prises sur une de vos dames, qui devient un empereur.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Planètes secrètes&lt;/h3&gt;&lt;p&gt;Chaque joueur reçoit une des neuf cartes de planète, face cachée. Vous seul voyez la vôtre&#xa0;; son objectif est une seconde façon de gagner, vérifiée à la fin de votre tour&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Mercure&lt;/b&gt;&#xa0;: un de vos coups a pris trois pions ou plus.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vénus&lt;/b&gt;&#xa0;: trois feux ou plus brûlent sur le plateau.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Terre&lt;/b&gt;&#xa0;: trois eaux ou plus recouvrent le plateau.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mars&lt;/b&gt;&#xa0;: vous avez pris huit pièces adverses ou plus en tout.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jupiter&lt;/b&gt;&#xa0;: vous possédez deux empereurs.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Saturne&lt;/b&gt;&#xa0;: trois de vos pions ou plus portent un anneau.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Uranus&lt;/b&gt;&#xa0;: le plateau est à un quart de tour de sa position de départ et vous avez plus de pions que votre adversaire.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Neptune&lt;/b&gt;&#xa0;: le Monolithe a pris un pion adverse pendant votre tour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pluton&lt;/b&gt;&#xa0;: votre pion portant le Snookle se trouve sur la ligne de départ de votre adversaire.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Gagner&lt;/h3&gt;&lt;p&gt;Prenez tous les pions adverses, possédez cinq dames et empereurs en tout (cela compte même pendant le tour de votre adversaire), ou atteignez l&apos;objectif de votre planète. Un joueur qui ne peut plus jouer perd. Une longue partie sans progrès est nulle, comme aux dames. À la fin de la partie, les deux planètes sont montrées.&lt;/p&gt;&lt;h3&gt;Utiliser le plateau&lt;/h3&gt;&lt;p&gt;Faites glisser vos pions ou cliquez dessus comme aux dames. Une fois la carte retournée, les cartes visibles brillent dans le panneau à gauche du plateau&#xa0;: cliquez sur l&apos;une d&apos;elles. Ses cibles brillent alors sur le plateau&#xa0;: cliquez sur une case ou un pion entouré&#xa0;; pour les murs, cliquez sur un bord qui brille, puis sur un des bords qui peuvent faire paire avec lui&#xa0;; pour un quart de tour, appuyez sur un bouton&#xa0;; pour faire glisser le Monolithe, faites-le glisser ou cliquez dessus puis sur sa case. Survolez n&apos;importe quoi pour savoir ce que c&apos;est.&lt;/p&gt;&lt;p&gt;À deux devant un même écran&#xa0;: entre les tours, un rideau couvre la table. Passez l&apos;écran, et le joueur suivant clique pour le lever&#xa0;: ainsi, aucun ne voit la planète de l&apos;autre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Pawns in Hats&lt;/h2&gt;&lt;p&gt;A chess variant on the full chessboard in which every piece starts as a pawn, and a pawn becomes a king, a queen, a bishop, a knight or a rook only by the hat it wears. White moves first.&lt;/p&gt;&lt;h3&gt;Setting up&lt;/h3&gt;&lt;p&gt;Each side has eight pawns on its first rank: White on rank 1, Black on rank 8. Sixteen hats lie face down on ranks 4 and 5. Nobody knows what a hat is until a pawn picks it up.&lt;/p&gt;&lt;h3&gt;Bare pawns&lt;/h3&gt;&lt;p&gt;A pawn without a hat has two things it may do on its turn:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Step&lt;/b&gt; one square straight forward onto a square with no piece on it (never two squares, never diagonally).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Punch&lt;/b&gt; the square straight ahead when an enemy piece stands there. The puncher does not move. A bare enemy pawn is captured. An enemy that wears a hat loses the hat instead: you choose an empty square next to that piece (no piece and no hat on it) for the hat to land on; if there is none, your punching pawn puts it on.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Bare pawns never capture diagonally. There is no double step, no en passant, no promotion and no castling.&lt;/p&gt;&lt;h3&gt;Hats&lt;/h3&gt;&lt;p&gt;Hats never block a move, and a hat may lie on a square where a piece stands.&lt;/p&gt;&lt;p&gt;When a bare pawn &lt;i&gt;ends its step&lt;/i&gt; on a hat, it may pick the hat up. An unknown hat is then identified with the die:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Kingly Crown: a king&lt;/li&gt;&lt;li&gt;Queenly Crown: a queen&lt;/li&gt;&lt;li&gt;Bishop Mitre: a bishop&lt;/li&gt;&lt;li&gt;Knighted Helm: a knight&lt;/li&gt;&lt;li&gt;Hunting Tyrolean: a hunter, which moves exactly as a rook&lt;/li&gt;&lt;li&gt;Mirage: the hat vanishes from the game&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;A hat once identified stays what it is for the rest of the game and lies face up. Having picked a hat up, the pawn either puts it on or sets it down on a neighbouring square with no hat; if every neighbouring square has a hat, it must put it on.&lt;/p&gt;&lt;p&gt;A pawn wearing a hat moves and captures exactly as that chess piece. When it ends a move on a square without a hat, it may take its hat off and set it on a neighbouring square without a hat, becoming a bare pawn again. Only one hat action per move: pick up, or take off, never both. A punch is not a step, so a punching pawn picks nothing up. When a piece is captured, its hat leaves the game.&lt;/p&gt;&lt;p&gt;Neighbouring squares are the eight around a square.&lt;/p&gt;&lt;h3&gt;Kings and check&lt;/h3&gt;&lt;p&gt;A player who has no king of their own cannot attack kings: their pieces neither give check nor capture a king (though a punch still knocks a crown off). That protection ends once no unknown hat and no Kingly Crown that nobody wears is left in the game. A player who has a king may never leave it attacked by a player allowed to attack it. A king in check glows red.&lt;/p&gt;&lt;p&gt;Taking a crown off ends that piece&apos;s kingship, which can be a way out of check. A punch never captures a king and never gives check.&lt;/p&gt;&lt;p&gt;Chance can expose a king: a move only has to keep your king safe before the die is rolled. If the roll leaves your opponent&apos;s king attacked, that is check on their next turn; if it leaves your own king attacked, your opponent may capture it and wins at once.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Checkmate&lt;/b&gt; wins.&lt;/li&gt;&lt;li&gt;A player with no legal move who is not in check draws by &lt;b&gt;stalemate&lt;/b&gt;; a player with no pieces at all loses.&lt;/li&gt;&lt;li&gt;As in chess, the same position for the third time, or 50 moves by each side without a capture, a punch, a bare pawn&apos;s move or a hat put on or taken off, is a draw.&lt;/li&gt;&lt;li&gt;If every hat has been identified and none was ever a Kingly Crown, the game ends in a draw right after the last identification (and the wear-or-set-down decision that follows it); the result shows who has more pieces left.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Moving:&lt;/b&gt; drag a piece to its square, or click it and then the square. Green dots mark where the chosen piece may go; an orange crosshair marks a piece it can capture.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Punching:&lt;/b&gt; a square your pawn can punch is marked with a red, jagged burst around the enemy piece: click your pawn and then the burst, or drag your pawn onto it (your pawn stays where it is). If the punched piece wore a hat, ringed squares show where it may land: click one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Picking up:&lt;/b&gt; after a step onto a hat, press &lt;i&gt;Pick up the hat&lt;/i&gt; (the die rolls beside the board, and the hat turns over to show what it is) or &lt;i&gt;Leave the hat lying&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing or setting down:&lt;/b&gt; then press &lt;i&gt;Put the hat on&lt;/i&gt;, or click one of the ringed squares around your pawn to set the hat down there.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taking off:&lt;/b&gt; after a hatted piece&apos;s move to a square without a hat, click a ringed square around it to take the hat off onto that square, or press &lt;i&gt;Keep the hat on&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;A hat lying under a piece is drawn small at its feet, tipped over, so it never looks worn. Rest the mouse on a piece or a hat to read what it is, and on the die for the latest rolls and what they were for. Coordinates a–h and 1–8 run along the edges of the board, as in the move list.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Pions à chapeaux&lt;/h2&gt;&lt;p&gt;Une variante des échecs sur l&apos;échiquier complet où chaque pièce commence comme un pion, et où un pion ne devient roi, dame, fou, cavalier ou tour que par le chapeau qu&apos;il porte. Blanc joue en premier.&lt;/p&gt;&lt;h3&gt;Mise en place&lt;/h3&gt;&lt;p&gt;Chaque camp a huit pions sur sa première rangée&#xa0;: Blanc sur la rangée 1, Noir sur la rangée 8. Seize chapeaux sont posés face cachée sur les rangées 4 et 5. Personne ne sait ce qu&apos;est un chapeau avant qu&apos;un pion le ramasse.&lt;/p&gt;&lt;h3&gt;Pions nus&lt;/h3&gt;&lt;p&gt;Un pion sans chapeau peut faire deux choses à son tour&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Avancer&lt;/b&gt; d&apos;une case tout droit sur une case sans pièce (jamais deux cases, jamais en diagonale).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Frapper&lt;/b&gt; la case juste devant lui quand une pièce ennemie s&apos;y trouve. Le frappeur ne bouge pas. Un pion ennemi nu est pris. Un ennemi qui porte un chapeau perd son chapeau à la place&#xa0;: vous choisissez une case vide à côté de cette pièce (sans pièce ni chapeau) où le chapeau tombe&#xa0;; s&apos;il n&apos;y en a aucune, votre pion frappeur le met.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les pions nus ne prennent jamais en diagonale. Il n&apos;y a ni double pas, ni prise en passant, ni promotion, ni roque.&lt;/p&gt;&lt;h3&gt;Chapeaux&lt;/h3&gt;&lt;p&gt;Les chapeaux ne bloquent jamais un coup, et un chapeau peut être posé sur une case où se trouve une pièce.&lt;/p&gt;&lt;p&gt;Quand un pion nu &lt;i&gt;termine son pas&lt;/i&gt; sur un chapeau, il peut le ramasser. Un chapeau inconnu est alors identifié avec le dé&#xa0;:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;Couronne royale&#xa0;: un roi&lt;/li&gt;&lt;li&gt;Couronne de reine&#xa0;: une dame&lt;/li&gt;&lt;li&gt;Mitre d&apos;évêque&#xa0;: un fou&lt;/li&gt;&lt;li&gt;Heaume de chevalier&#xa0;: un cavalier&lt;/li&gt;&lt;li&gt;Chapeau tyrolien de chasse&#xa0;: un chasseur, qui se déplace exactement comme une tour&lt;/li&gt;&lt;li&gt;Mirage&#xa0;: le chapeau disparaît du jeu&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Un chapeau identifié reste ce qu&apos;il est pour le reste de la partie et reste face visible. Après avoir ramassé un chapeau, le pion le met ou le pose sur une case voisine sans chapeau&#xa0;; si toutes les cases voisines ont un chapeau, il doit le mettre.&lt;/p&gt;&lt;p&gt;Un pion qui porte un chapeau se déplace et prend exactement comme cette pièce d&apos;échecs. Quand il termine un coup sur une case sans chapeau, il peut ôter son chapeau et le poser sur une case voisine sans chapeau, redevenant un pion nu. Une seule action de chapeau par coup&#xa0;: ramasser ou ôter, jamais les deux. Une frappe n&apos;est pas un pas, donc un pion qui frappe ne ramasse rien. Quand une pièce est prise, son chapeau quitte le jeu.&lt;/p&gt;&lt;p&gt;Les cases voisines sont les huit qui entourent une case.&lt;/p&gt;&lt;h3&gt;Rois et échec&lt;/h3&gt;&lt;p&gt;Un joueur qui n&apos;a pas de roi à lui ne peut pas attaquer les rois&#xa0;: ses pièces ne donnent pas échec et ne prennent pas de roi (une frappe fait quand même tomber une couronne). Cette protection cesse dès qu&apos;il ne reste en jeu aucun chapeau inconnu ni aucune couronne royale que personne ne porte. Un joueur qui a un roi ne peut jamais le laisser attaqué par un joueur qui a le droit de l&apos;attaquer. Un roi en échec brille en rouge.&lt;/p&gt;&lt;p&gt;Ôter une couronne met fin à la royauté de cette pièce, ce qui peut être une façon de sortir d&apos;échec. Une frappe ne prend jamais un roi et ne donne jamais échec.&lt;/p&gt;&lt;p&gt;Le hasard peut exposer un roi&#xa0;: un coup doit seulement garder votre roi à l&apos;abri avant le lancer du dé. Si le lancer laisse le roi adverse attaqué, il est en échec à son prochain tour&#xa0;; s&apos;il laisse votre propre roi attaqué, votre adversaire peut le prendre et gagne aussitôt.&lt;/p&gt;&lt;h3&gt;Fin de la partie&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;L&apos;&lt;b&gt;échec et mat&lt;/b&gt; gagne.&lt;/li&gt;&lt;li&gt;Un joueur sans coup légal qui n&apos;est pas en échec fait nulle par &lt;b&gt;pat&lt;/b&gt;&#xa0;; un joueur qui n&apos;a plus aucune pièce perd.&lt;/li&gt;&lt;li&gt;Comme aux échecs, la même position pour la troisième fois, ou 50 coups de chaque côté sans prise, sans frappe, sans coup de pion nu et sans chapeau mis ou ôté, donne la nulle.&lt;/li&gt;&lt;li&gt;Si tous les chapeaux ont été identifiés et qu&apos;aucun n&apos;a jamais été une couronne royale, la partie se termine par la nulle juste après la dernière identification (et la décision de mettre ou poser qui la suit)&#xa0;; le résultat montre qui a le plus de pièces.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Utiliser le plateau&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Jouer&#xa0;:&lt;/b&gt; faites glisser une pièce sur sa case, ou cliquez dessus puis sur la case. Des points verts montrent où la pièce choisie peut aller&#xa0;; une mire orange marque une pièce qu&apos;elle peut prendre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frapper&#xa0;:&lt;/b&gt; une case que votre pion peut frapper est marquée d&apos;une étoile rouge dentelée autour de la pièce ennemie&#xa0;: cliquez sur votre pion puis sur l&apos;étoile, ou faites glisser votre pion dessus (votre pion reste où il est). Si la pièce frappée portait un chapeau, des cases entourées montrent où il peut tomber&#xa0;: cliquez sur l&apos;une.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ramasser&#xa0;:&lt;/b&gt; après un pas sur un chapeau, appuyez sur &lt;i&gt;Ramasser le chapeau&lt;/i&gt; (le dé roule à côté du plateau et le chapeau se retourne pour montrer ce qu&apos;il est) ou sur &lt;i&gt;Laisser le chapeau&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mettre ou poser&#xa0;:&lt;/b&gt; appuyez ensuite sur &lt;i&gt;Mettre le chapeau&lt;/i&gt;, ou cliquez sur une des cases entourées autour de votre pion pour y poser le chapeau.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ôter&#xa0;:&lt;/b&gt; après le coup d&apos;une pièce coiffée vers une case sans chapeau, cliquez sur une case entourée autour d&apos;elle pour y poser le chapeau, ou appuyez sur &lt;i&gt;Garder le chapeau&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Un chapeau posé sous une pièce est dessiné petit à ses pieds, renversé, pour ne jamais paraître porté. Posez la souris sur une pièce ou un chapeau pour lire ce que c&apos;est, et sur le dé pour les derniers lancers et leur raison. Les coordonnées a–h et 1–8 courent le long des bords du plateau, comme dans la liste des coups.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where the rules leave a gap, Hatrack reads them so&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A hat may be set down or taken off onto a neighbouring square where a piece stands, as long as no hat lies there. A punched hat needs a square with neither a piece nor a hat.&lt;/li&gt;&lt;li&gt;When a hat has only one place to go (no free square around), it goes there by itself, and the list of moves says so.&lt;/li&gt;&lt;li&gt;A move is allowed only if you can finish your turn, hat decisions included, without leaving one of your kings attacked, judged before the die is rolled. So a king may step onto an attacked square if it takes its crown off there.&lt;/li&gt;&lt;li&gt;A king can be captured only after a roll or a forced hat left it attacked; capturing it wins at once. A player may wear several crowns, and is in check when any of their kings is attacked.&lt;/li&gt;&lt;li&gt;For a repeated position, the pieces, what they wear, the hats lying on the board and whose turn it is must all be the same.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="vanished">&lt;h3&gt;Là où les règles laissent un vide, Hatrack les lit ainsi&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Un chapeau peut être posé ou ôté sur une case voisine où se trouve une pièce, tant qu&apos;aucun chapeau n&apos;y est posé. Un chapeau frappé a besoin d&apos;une case sans pièce ni chapeau.&lt;/li&gt;&lt;li&gt;Quand un chapeau n&apos;a qu&apos;un endroit où aller (aucune case libre autour), il y va tout seul, et la liste des coups le dit.&lt;/li&gt;&lt;li&gt;Un coup n&apos;est permis que si vous pouvez finir votre tour, décisions de chapeau comprises, sans laisser un de vos rois attaqué, jugé avant le lancer du dé. Un roi peut donc aller sur une case attaquée s&apos;il y ôte sa couronne.&lt;/li&gt;&lt;li&gt;Un roi ne peut être pris qu&apos;après qu&apos;un lancer ou un chapeau forcé l&apos;a laissé attaqué&#xa0;; le prendre fait gagner aussitôt. Un joueur peut porter plusieurs couronnes, et il est en échec quand l&apos;un de ses rois est attaqué.&lt;/li&gt;&lt;li&gt;Pour une position répétée, les pièces, ce qu&apos;elles portent, les chapeaux posés sur le plateau et le joueur au trait doivent tous être les mêmes.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Fantasy RPG Checkers&lt;/h2&gt;&lt;p&gt;Checkers on the usual board, where each side plays a character with powers of its own. Black moves first in play. Jumps capture as in checkers, and capturing is compulsory.&lt;/p&gt;&lt;h3&gt;Choosing characters&lt;/h3&gt;&lt;p&gt;Before play, White (who moves second) chooses a character first, then Black. Both may take the same one.&lt;/p&gt;&lt;h3&gt;Levels, wounds and saving throws&lt;/h3&gt;&lt;p&gt;Every checker you capture goes into your &lt;b&gt;pool&lt;/b&gt;; a king counts two. Your &lt;b&gt;level&lt;/b&gt; is what your pool holds, and &lt;b&gt;LD&lt;/b&gt; is your level minus your opponent&apos;s. When your man is crowned, your opponent crowns it with a checker from their own pool if they have one, which lowers their level.&lt;/p&gt;&lt;p&gt;Spells and powers deal &lt;b&gt;wounds&lt;/b&gt;, one at a time. A healthy checker that is wounded turns face down; a face-down checker that is wounded again is captured. On the board a wounded checker shows its hatched back with a bandage.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;saving throw&lt;/b&gt; is a die roll plus the saver&apos;s LD: 4 or more succeeds, and a 6 always does. The program rolls every save, and the die tumbles on screen with the sum beside it.&lt;/p&gt;&lt;p&gt;Spellcasters (Cleric, Bard, Mage) gain a penny each time their level goes up. A spell takes the place of your move, one a turn, and only when you have no capture.&lt;/p&gt;&lt;h3&gt;The characters&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Demented Ranger.&lt;/b&gt; Backstab (instead of moving): a checker of yours right behind an enemy checker wounds it half your level times, rounded up. Leap &amp; Stab: after the second jump of a chain, deal 1 wound plus one for each level you lead by, shared as you like among the enemies next to where you landed.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Stalwart Cleric.&lt;/b&gt; Cure Light Wounds (1 penny): turn one of your wounded checkers face up. Cure Critical Wounds (3 pennies): when one of your checkers is about to be captured in your opponent&apos;s turn, you are asked whether to save it; a jumper still lands beyond it. You then miss your next turn. Call Lightning (5 pennies): 3 wounds to a checker and 1 to every checker around it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bard.&lt;/b&gt; Charm (1 penny): a penny on one of your checkers; your opponent saves at once, and if that fails, the checker cannot be jumped while the penny stays. Illusion (2 pennies): a see-through checker on an empty dark square of your half, which moves and jumps as a man. When it would jump, block or be jumped by an enemy, that enemy&apos;s owner saves first, and a success makes it vanish.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ranged Attack Thief.&lt;/b&gt; Each capture gives an arrow. Instead of moving, shoot up to half your level in arrows (rounded up), each along an open diagonal to a checker at most your level away: 1 wound each. Loot!: you win at once when you lead by 3 levels, or with a chain of three jumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Smart Fighter.&lt;/b&gt; Every checker starts with a penny, which the first wound takes off. While you lead in levels a jump may turn a corner. A turn with two or more jumps adds a penny to your pool, worth a level.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Arcane Mage.&lt;/b&gt; Fireball (3 pennies): along an open diagonal to an enemy checker, 2 wounds to it and 1 to every checker around it. Magic Missile (1 penny): along a path of empty squares one of your checkers could walk, 1 wound to the checker at its end.&lt;/p&gt;&lt;p&gt;Fireball and Call Lightning hit friend and foe alike, and every checker hit saves to take one wound fewer.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Dames de jeu de rôle fantastique&lt;/h2&gt;&lt;p&gt;Des dames sur le plateau habituel, où chaque camp joue un personnage doté de ses propres pouvoirs. Noir joue en premier. Les sauts prennent comme aux dames, et la prise est obligatoire.&lt;/p&gt;&lt;h3&gt;Choisir les personnages&lt;/h3&gt;&lt;p&gt;Avant la partie, Blanc (qui joue en second) choisit un personnage en premier, puis Noir. Les deux peuvent prendre le même.&lt;/p&gt;&lt;h3&gt;Niveaux, blessures et jets de sauvegarde&lt;/h3&gt;&lt;p&gt;Chaque pion que vous prenez va dans votre &lt;b&gt;réserve&lt;/b&gt;&#xa0;; une dame compte double. Votre &lt;b&gt;niveau&lt;/b&gt; est ce que contient votre réserve, et l&apos;&lt;b&gt;écart&lt;/b&gt; est votre niveau moins celui de l&apos;adversaire. Quand votre pion est couronné, l&apos;adversaire le couronne avec un pion de sa propre réserve s&apos;il en a un, ce qui baisse son niveau.&lt;/p&gt;&lt;p&gt;Les sorts et pouvoirs infligent des &lt;b&gt;blessures&lt;/b&gt;, une à la fois. Un pion indemne qui est blessé est retourné face cachée&#xa0;; un pion face cachée blessé de nouveau est pris. Sur le plateau, un pion blessé montre son dos hachuré avec un bandage.&lt;/p&gt;&lt;p&gt;Un &lt;b&gt;jet de sauvegarde&lt;/b&gt; est un jet de dé plus l&apos;écart de celui qui le fait&#xa0;: 4 ou plus réussit, et un 6 réussit toujours. Le programme lance chaque jet de sauvegarde, et le dé roule à l&apos;écran avec la somme à côté.&lt;/p&gt;&lt;p&gt;Les lanceurs de sorts (Clerc, Barde, Mage) gagnent un sou chaque fois que leur niveau monte. Un sort remplace votre coup, un par tour, et seulement quand vous n&apos;avez aucune prise.&lt;/p&gt;&lt;h3&gt;Les personnages&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Rôdeur dément.&lt;/b&gt; Attaque dans le dos (au lieu de jouer)&#xa0;: un de vos pions juste derrière un pion adverse le blesse autant de fois que la moitié de votre niveau, arrondie au supérieur. Bond et estoc&#xa0;: après le deuxième saut d&apos;une rafle, infligez 1 blessure plus une par niveau d&apos;avance, réparties à votre gré entre les adversaires voisins de la case d&apos;arrivée.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clerc inébranlable.&lt;/b&gt; Soins légers (1 sou)&#xa0;: remettez face visible un de vos pions blessés. Soins critiques (3 sous)&#xa0;: quand un de vos pions va être pris pendant le tour adverse, on vous demande si vous le sauvez&#xa0;; le sauteur atterrit quand même au-delà. Vous passez alors votre prochain tour. Appel de la foudre (5 sous)&#xa0;: 3 blessures à un pion et 1 à chaque pion autour.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Barde.&lt;/b&gt; Charme (1 sou)&#xa0;: un sou sur un de vos pions&#xa0;; l&apos;adversaire fait aussitôt un jet de sauvegarde, et s&apos;il échoue, le pion ne peut pas être sauté tant que le sou reste. Illusion (2 sous)&#xa0;: un pion transparent sur une case sombre vide de votre moitié, qui se déplace et saute comme un pion. Quand il devrait sauter, bloquer ou être sauté par un adversaire, le propriétaire de cet adversaire fait d&apos;abord un jet de sauvegarde, et une réussite le fait disparaître.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Voleur tireur.&lt;/b&gt; Chaque prise donne une flèche. Au lieu de jouer, tirez jusqu&apos;à la moitié de votre niveau en flèches (arrondie au supérieur), chacune le long d&apos;une diagonale libre vers un pion situé au plus à votre niveau de distance&#xa0;: 1 blessure chacune. Butin&#xa0;!&#xa0;: vous gagnez aussitôt avec 3 niveaux d&apos;avance, ou avec une rafle de trois sauts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guerrier rusé.&lt;/b&gt; Chaque pion commence avec un sou, que la première blessure retire. Tant que vous avez l&apos;avance en niveaux, un saut peut tourner à angle droit. Un tour avec deux sauts ou plus ajoute un sou à votre réserve, qui vaut un niveau.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mage arcanique.&lt;/b&gt; Boule de feu (3 sous)&#xa0;: le long d&apos;une diagonale libre jusqu&apos;à un pion adverse, 2 blessures à celui-ci et 1 à chaque pion autour. Projectile magique (1 sou)&#xa0;: le long d&apos;un chemin de cases vides qu&apos;un de vos pions pourrait parcourir, 1 blessure au pion qui est au bout.&lt;/p&gt;&lt;p&gt;Boule de feu et Appel de la foudre touchent amis et ennemis, et chaque pion touché fait un jet de sauvegarde pour subir une blessure de moins.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How Hatrack reads the rules&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Losing means having no checkers, or no legal action at all on your turn: a player who can still cast, shoot or backstab must do so. Illusions count neither as checkers nor as a way to move.&lt;/li&gt;&lt;li&gt;Backstab is offered only when it would deal at least one wound. The number of Leap &amp; Stab wounds is fixed when the stab begins, and you may stop early.&lt;/li&gt;&lt;li&gt;Cure Critical Wounds can be used once in each of your opponent&apos;s turns, against a jump or a wound; a checker it saved from a wound stays face down, and it cannot be captured again that turn.&lt;/li&gt;&lt;li&gt;Area spells roll the target&apos;s save first, then the squares around it in number order, each with the LD it had when the spell was cast. A checker removed by its own side&apos;s spell goes to no pool.&lt;/li&gt;&lt;li&gt;An illusion is tested once at the start of the opponent&apos;s turn if it is in their way; it is never crowned.&lt;/li&gt;&lt;li&gt;The Thief&apos;s range and number of arrows are fixed when the shooting begins. The Fighter&apos;s penny always takes a wound before the checker does.&lt;/li&gt;&lt;li&gt;Forty moves each without a capture, a wound, a crown or a man moving is a draw, and so is the same position with the same player to move for the third time.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Click a card to choose a character. Your character, level, LD, pool and pennies or arrows are shown in the strips above and below the board. Your spells are buttons beside the board, with their costs; a greyed one says why when you rest the mouse on it. Click a spell, then a ringed target; rest the mouse on a target first to see every square it will hit. Choices such as &lt;i&gt;Stop shooting&lt;/i&gt; or the Cleric&apos;s offer appear as buttons. Click the lines beside the die for every roll of the game.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Comment Hatrack lit les règles&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Perdre, c&apos;est n&apos;avoir plus de pions, ou aucune action permise à son tour&#xa0;: un joueur qui peut encore lancer un sort, tirer ou attaquer dans le dos doit le faire. Les illusions ne comptent ni comme des pions ni comme un moyen de jouer.&lt;/li&gt;&lt;li&gt;L&apos;attaque dans le dos n&apos;est proposée que si elle inflige au moins une blessure. Le nombre de blessures de Bond et estoc est fixé quand l&apos;estoc commence, et vous pouvez vous arrêter plus tôt.&lt;/li&gt;&lt;li&gt;Soins critiques peut servir une fois par tour adverse, contre un saut ou une blessure&#xa0;; un pion sauvé d&apos;une blessure reste face cachée, et il ne peut plus être pris pendant ce tour.&lt;/li&gt;&lt;li&gt;Les sorts de zone font d&apos;abord le jet de sauvegarde de la cible, puis celui des cases autour dans l&apos;ordre de leurs numéros, chacun avec l&apos;écart qu&apos;il avait quand le sort a été lancé. Un pion retiré par un sort de son propre camp ne va dans aucune réserve.&lt;/li&gt;&lt;li&gt;Une illusion est testée une fois au début du tour adverse si elle est sur son chemin&#xa0;; elle n&apos;est jamais couronnée.&lt;/li&gt;&lt;li&gt;La portée et le nombre de flèches du Voleur sont fixés quand le tir commence. Le sou du Guerrier encaisse toujours une blessure avant le pion.&lt;/li&gt;&lt;li&gt;Quarante coups chacun sans prise, blessure, couronnement ni coup de pion donnent partie nulle, de même que la même position avec le même joueur au trait pour la troisième fois.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Utiliser le plateau&lt;/h3&gt;&lt;p&gt;Cliquez sur une carte pour choisir un personnage. Votre personnage, votre niveau, votre écart, votre réserve et vos sous ou flèches s&apos;affichent dans les bandeaux au-dessus et au-dessous du plateau. Vos sorts sont des boutons à côté du plateau, avec leur coût&#xa0;; un bouton grisé dit pourquoi quand vous posez la souris dessus. Cliquez sur un sort, puis sur une cible entourée&#xa0;; posez d&apos;abord la souris sur une cible pour voir chaque case qui sera touchée. Les choix comme &lt;i&gt;Arrêter de tirer&lt;/i&gt; ou l&apos;offre du Clerc apparaissent sous forme de boutons. Cliquez sur les lignes à côté du dé pour voir chaque jet de la partie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="84"/>
        <source>No rules written yet for this game.</source>
        <translation>Pas encore de règles écrites pour ce jeu.</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="97"/>
        <source>Lessons…</source>
        <translation>Leçons…</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="107"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <location filename="../qml/SaveFileDialog.qml" line="25"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="15"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="29"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="35"/>
        <source>Off: pieces jump to their places</source>
        <translation>Aucune&#xa0;: les pièces sautent à leur place</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="36"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="37"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="38"/>
        <source>Slow: easy to follow</source>
        <translation>Lente&#xa0;: facile à suivre</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="42"/>
        <source>As the easy computer sees it (quick)</source>
        <translation>Comme l&apos;ordinateur facile le voit (rapide)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="43"/>
        <source>As the normal computer sees it</source>
        <translation>Comme l&apos;ordinateur normal le voit</translation>
    </message>
    <message>
        <source>As the hard computer sees it (best, slower)</source>
        <translation type="vanished">Comme l&apos;ordinateur difficile le voit (le meilleur, plus lent)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="50"/>
        <source>Walnut</source>
        <translation>Noyer</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="51"/>
        <source>Tournament green</source>
        <translation>Vert de tournoi</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="52"/>
        <source>Slate blue</source>
        <translation>Bleu ardoise</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="53"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="104"/>
        <location filename="../qml/SettingsDialog.qml" line="115"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="119"/>
        <location filename="../qml/SettingsDialog.qml" line="130"/>
        <source>Hints</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="135"/>
        <source>Sounds for moves, captures, dice and cards</source>
        <translation>Sons pour les coups, les prises, les dés et les cartes</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="142"/>
        <source>Ask before a game in progress is abandoned</source>
        <translation>Demander avant de quitter une partie en cours</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="150"/>
        <source>Show square names on the board (numbers, or a–h and 1–8)</source>
        <translation>Afficher le nom des cases (numéros, ou a–h et 1–8)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="174"/>
        <source>Ask whether a hat stays on</source>
        <translation>Demander si un chapeau reste en place</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="183"/>
        <source>Pawns in Hats: after a hatted piece moves you choose to keep its hat on or take it off. When this is off, the hat stays on without a question; hold Shift as you drop the piece to be asked. Lessons always ask.</source>
        <translation>Pions à chapeaux&#xa0;: après le coup d&apos;une pièce coiffée, vous choisissez de garder son chapeau ou de l&apos;ôter. Si ce réglage est désactivé, le chapeau reste en place sans question&#xa0;; maintenez Maj en lâchant la pièce pour que la question soit posée. Les leçons demandent toujours.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="190"/>
        <source>Board colours</source>
        <translation>Couleurs du plateau</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="221"/>
        <location filename="../qml/SettingsDialog.qml" line="232"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="237"/>
        <source>Restore the defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="157"/>
        <source>Describe moves in words</source>
        <translation>Décrire les coups en mots</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="44"/>
        <source>As the hard computer sees it (slower)</source>
        <translation>Comme l&apos;ordinateur difficile le voit (plus lent)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="45"/>
        <source>As the expert computer sees it (best, slowest)</source>
        <translation>Comme l&apos;ordinateur expert le voit (le meilleur, le plus lent)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="166"/>
        <source>The list of moves says in words what each move did: who moved which piece, from where to where, and what it took. Rest the mouse on a move to see its notation.</source>
        <translation>La liste des coups dit en mots ce que chaque coup a fait&#xa0;: qui a déplacé quelle pièce, d’où vers où, et ce qu’elle a pris. Laissez la souris sur un coup pour voir sa notation.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>No draft: draw from the full bag</source>
        <translation type="vanished">Sans draft&#xa0;: sac complet</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation type="vanished">Draft mélangé</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation type="vanished">Draft sélectif</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation type="vanished">Draft sélectif inversé</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="37"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="39"/>
        <source>Computer — %1</source>
        <translation>Ordinateur — %1</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="136"/>
        <source>Checkers and its variants with special powers</source>
        <translation>Les dames et leurs variantes à pouvoirs spéciaux</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="157"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="245"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="253"/>
        <source>%1 (moves first)</source>
        <translation>%1 (joue en premier)</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="271"/>
        <source>Swap sides</source>
        <translation>Échanger les camps</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="277"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="281"/>
        <source>Variant lab…</source>
        <translation>Laboratoire de variantes…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="285"/>
        <source>Let the computer play hundreds of games of this game&apos;s options, and compare them</source>
        <translation>Laissez l’ordinateur jouer des centaines de parties avec les options de ce jeu, et comparez-les</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="290"/>
        <source>This game has no options.</source>
        <translation>Ce jeu n&apos;a pas d&apos;options.</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="359"/>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="371"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="393"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="398"/>
        <source>Settings…</source>
        <translation>Réglages…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="403"/>
        <source>Learn to play…</source>
        <translation>Apprendre à jouer…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="407"/>
        <source>Short lessons on the game chosen here</source>
        <translation>De courtes leçons sur le jeu choisi ici</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="418"/>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="424"/>
        <source>Start game</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="132"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="133"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="183"/>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="185"/>
        <source>Settings (Ctrl+,)</source>
        <translation>Réglages (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="304"/>
        <source>In the game: %1</source>
        <translation>Dans la partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="387"/>
        <source>The computer is looking for a hint…</source>
        <translation>L&apos;ordinateur cherche un conseil…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="444"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="446"/>
        <source>Start again: the same game and players (%1)</source>
        <translation>Recommencer&#xa0;: même jeu, mêmes joueurs (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="452"/>
        <source>Undo</source>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="455"/>
        <source>Take back your last move (%1)</source>
        <translation>Annuler votre dernier coup (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Stop hint</source>
        <translation>Arrêter le conseil</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="462"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="465"/>
        <source>The move the computer suggests here, and why (H)</source>
        <translation>Le coup que l’ordinateur propose ici, et pourquoi (H)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="471"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="474"/>
        <source>Play again what was taken back (%1)</source>
        <translation>Rejouer ce qui a été annulé (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="480"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="482"/>
        <source>The rules of this game (%1)</source>
        <translation>Les règles de ce jeu (%1)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="488"/>
        <source>Game ▾</source>
        <translation>Partie ▾</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="489"/>
        <source>Saving, opening and copying games and positions, turning the board, resigning and offering a draw</source>
        <translation>Enregistrer, ouvrir et copier des parties et des positions, retourner le plateau, abandonner et proposer la nulle</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="490"/>
        <source>Saving, opening and copying games and positions, and turning the board</source>
        <translation>Enregistrer, ouvrir et copier des parties et des positions, et retourner le plateau</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="540"/>
        <source>Flip board</source>
        <translation>Retourner le plateau</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="546"/>
        <source>Save… (Ctrl+S)</source>
        <translation>Enregistrer… (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="551"/>
        <source>Open… (Ctrl+O)</source>
        <translation>Ouvrir… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="557"/>
        <source>Copy position (Ctrl+C)</source>
        <translation>Copier la position (Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="562"/>
        <source>Paste position (Ctrl+V)</source>
        <translation>Coller une position (Ctrl+V)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>Copy game as PDN</source>
        <translation>Copier la partie en PDN</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="570"/>
        <source>PDN: plain checkers only</source>
        <translation>PDN&#xa0;: dames classiques seulement</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="576"/>
        <source>Export PDN…</source>
        <translation>Exporter en PDN…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="582"/>
        <source>Import PDN…</source>
        <translation>Importer un PDN…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="594"/>
        <source>Give up this game; you are asked first</source>
        <translation>Abandonner cette partie&#xa0;; une confirmation vous est demandée</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="604"/>
        <source>Ask the other player to end the game as a draw</source>
        <translation>Proposer à l&apos;autre joueur de finir la partie par une nulle</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="614"/>
        <source>Back to the setup screen: another game, other players or options</source>
        <translation>Retour à l&apos;écran de préparation&#xa0;: un autre jeu, d&apos;autres joueurs ou options</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="522"/>
        <location filename="../qml/SidePanel.qml" line="593"/>
        <source>Resign…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="530"/>
        <location filename="../qml/SidePanel.qml" line="603"/>
        <source>Offer draw</source>
        <translation>Proposer la nulle</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="515"/>
        <location filename="../qml/SidePanel.qml" line="613"/>
        <source>Change game or players…</source>
        <translation>Changer de jeu ou de joueurs…</translation>
    </message>
</context>
<context>
    <name>SorcererArt</name>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="82"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="93"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 king.</source>
        <translation>Dame de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>%1 man.</source>
        <translation>Pion de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="103"/>
        <source>Poisoned by Venom: this piece leaves the board at the end of its owner&apos;s turn, unless a blue hat (Warding) takes the blow.</source>
        <translation>Empoisonnée par le Venin&#xa0;: cette pièce quitte le plateau à la fin du tour de son propriétaire, sauf si un chapeau bleu (Protection) encaisse le coup.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="109"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="110"/>
        <source>Out</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="116"/>
        <source>The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1&apos;s rack.</source>
        <translation>Les chapeaux choisis par %1 pendant le draft. Chaque fois que %1 prend, l&apos;un d&apos;eux passe sur le porte-chapeaux de %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="121"/>
        <source>Hats in rack</source>
        <translation>Chapeaux en réserve</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="122"/>
        <source>Kings</source>
        <translation>Dames</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="123"/>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="134"/>
        <source>No hat this time</source>
        <translation>Pas de chapeau cette fois</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="135"/>
        <source>End the move here</source>
        <translation>Terminer le coup ici</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="136"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="139"/>
        <source>Return %1 to bring back two men on %2 and %3</source>
        <translation>Rendre %1 pour faire revenir deux pions en %2 et %3</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="144"/>
        <source>Return three %1 to take %2 and %3 from the opponent&apos;s rack</source>
        <translation>Rendre trois %1 pour prendre %2 et %3 sur le porte-chapeaux adverse</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/art/SorcererArt.qml" line="172"/>
        <source>Triple Hat Combo… (%n way(s))</source>
        <translation>
            <numerusform>Combo des trois chapeaux… (%n façon)</numerusform>
            <numerusform>Combo des trois chapeaux… (%n façons)</numerusform>
        </translation>
    </message>
    <message>
        <source>Triple Hat Combo… (%1 ways)</source>
        <translation type="vanished">Combo des trois chapeaux… (%1 façons)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="173"/>
        <source>Triple Hat Combo, instead of moving</source>
        <translation>Combo des trois chapeaux, au lieu de jouer</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="175"/>
        <source>Three hats of different colours go back to the box to bring back two of your captured pieces as men on your home row, or three of one colour to take two hats from your opponent&apos;s rack.</source>
        <translation>Trois chapeaux de couleurs différentes retournent dans la boîte pour faire revenir deux de vos pièces prises comme pions sur votre première rangée, ou trois d&apos;une même couleur pour prendre deux chapeaux sur le porte-chapeaux adverse.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Bring back two men</source>
        <translation>Faire revenir deux pions</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Take two hats</source>
        <translation>Prendre deux chapeaux</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="182"/>
        <source>Click a ringed piece to give it the %1 hat (%2), or choose no hat.</source>
        <translation>Cliquez sur une pièce entourée pour lui donner le chapeau %1 (%2), ou choisissez de ne rien mettre.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="184"/>
        <source>Choose a glowing hat in your rack, then click a ringed piece.</source>
        <translation>Choisissez un chapeau qui brille sur votre porte-chapeaux, puis cliquez sur une pièce entourée.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="186"/>
        <source>Hat draft</source>
        <translation>Draft des chapeaux</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="189"/>
        <source>Players take turns, the second player first, until each has 12. Your picks form your own pool: each time you capture, one of them goes to your rack (in the contrary draft your opponent chooses which). The 6 hats left over leave the game.</source>
        <translation>Les joueurs choisissent à tour de rôle, le second joueur d&apos;abord, jusqu&apos;à en avoir 12 chacun. Vos choix forment votre propre réserve&#xa0;: chaque fois que vous prenez, l&apos;un d&apos;eux passe sur votre porte-chapeaux (dans le draft inversé, c&apos;est l&apos;adversaire qui choisit lequel). Les 6 chapeaux restants quittent le jeu.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="192"/>
        <source>Players take turns, the second player first, until each has 12. The 24 picked hats fill the Bag of Hats; the 6 left over leave the game.</source>
        <translation>Les joueurs choisissent à tour de rôle, le second joueur d&apos;abord, jusqu&apos;à en avoir 12 chacun. Les 24 chapeaux choisis remplissent le sac à chapeaux&#xa0;; les 6 restants quittent le jeu.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="196"/>
        <source>%1: %2 of 12 picked</source>
        <translation>%1&#xa0;: %2 sur 12 choisis</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: 1 pick</source>
        <translation>Draft&#xa0;: 1 choix</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="201"/>
        <source>Hat draft: %1 picks</source>
        <translation>Draft&#xa0;: %1 choix</translation>
    </message>
</context>
<context>
    <name>SpellBar</name>
    <message>
        <location filename="../qml/SpellBar.qml" line="99"/>
        <source>Not now: it is not your turn.</source>
        <translation>Pas maintenant&#xa0;: ce n&apos;est pas votre tour.</translation>
    </message>
</context>
<context>
    <name>ZoneStrip</name>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="40"/>
        <source>%1&apos;s rack: %2</source>
        <translation>Porte-chapeaux de %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="41"/>
        <source>Pool: %1</source>
        <translation>Réserve&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="42"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="283"/>
        <source>in %1&apos;s rack</source>
        <translation>sur le porte-chapeaux de %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="284"/>
        <source>in %1&apos;s pool</source>
        <translation>dans la réserve de %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="117"/>
        <location filename="../qml/ZoneStrip.qml" line="399"/>
        <source>%1
Click to see every roll of this game.</source>
        <translation>%1
Cliquez pour voir tous les jets de dé de cette partie.</translation>
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
        <translation>%1 ne peut plus jouer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="20"/>
        <source>%1 captured and chooses a hat from the pool</source>
        <translation>%1 a pris et choisit un chapeau dans sa réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="21"/>
        <source>%1 chooses where the punched hat lands</source>
        <translation>%1 choisit où tombe le chapeau frappé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="22"/>
        <source>%1 chooses which hat %2 gets from the pool</source>
        <translation>%1 choisit quel chapeau %2 reçoit de sa réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="23"/>
        <source>%1 draws a hat from the bag</source>
        <translation>%1 tire un chapeau du sac</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="24"/>
        <source>%1 ends the move on %2</source>
        <translation>%1 termine le coup en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="25"/>
        <source>%1 gives %2 the %3 hat from the pool</source>
        <translation>%1 donne à %2 le %3 de sa réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="26"/>
        <source>%1 gives up %2, %3 and %4 to bring back men on %5 and %6</source>
        <translation>%1 rend %2, %3 et %4 pour faire revenir des pions en %5 et %6</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="27"/>
        <source>%1 has more %2, %3 to %4</source>
        <translation>%1 a plus de %2, %3 contre %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="28"/>
        <source>%1 has no legal move (stalemate)</source>
        <translation>%1 n&apos;a aucun coup légal (pat)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="30"/>
        <source>%1 has no pieces left</source>
        <translation>%1 n&apos;a plus de pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="31"/>
        <source>%1 puts no hat on</source>
        <translation>%1 ne pose aucun chapeau</translation>
    </message>
    <message>
        <source>%1 keeps the hat on</source>
        <translation type="vanished">%1 garde le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="32"/>
        <source>%1 leaves the hat on %2</source>
        <translation>%1 laisse le chapeau en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="38"/>
        <source>%1 level at %2</source>
        <translation>%1 à égalité (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="39"/>
        <source>%1 lost a piece and may put a hat from the rack on a piece</source>
        <translation>%1 a perdu une pièce et peut mettre un chapeau de son porte-chapeaux sur une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="40"/>
        <source>%1 may jump on with the piece on %2 or stop</source>
        <translation>%1 peut continuer à sauter avec la pièce en %2, ou s&apos;arrêter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="41"/>
        <source>%1 may pick up the hat on %2</source>
        <translation>%1 peut ramasser le chapeau en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="42"/>
        <source>%1 may take the hat off onto a ringed square</source>
        <translation>%1 peut ôter le chapeau sur une case entourée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="45"/>
        <source>%1 jumps from %2 to %3 over %4</source>
        <translation>%1 saute de %2 à %3 par-dessus %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="46"/>
        <source>then from %1 to %2 over %3</source>
        <translation>puis de %1 à %2 par-dessus %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="48"/>
        <source>%1 picks %2 (%3)</source>
        <translation>%1 choisit %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="49"/>
        <source>%1 picks a hat for the draft (%2 of 12 picked)</source>
        <translation>%1 choisit un chapeau pour le draft (%2 sur 12 choisis)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="50"/>
        <source>%1 picks up the hat on %2</source>
        <translation>%1 ramasse le chapeau en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="51"/>
        <source>%1 puts %2 on %3</source>
        <translation>%1 met le %2 en %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="52"/>
        <source>%1 puts on the %2</source>
        <translation>%1 met le chapeau (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="57"/>
        <source>the best found, though a loss looks likely</source>
        <translation>le meilleur coup trouvé, même si une défaite semble probable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="58"/>
        <source>a win looks likely</source>
        <translation>une victoire semble probable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="59"/>
        <source>draws the game: %1</source>
        <translation>mène à la nulle&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="62"/>
        <source>wins a piece within %1 moves</source>
        <translation>gagne une pièce en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="63"/>
        <source>wins %1 pieces within %2 moves</source>
        <translation>gagne %1 pièces en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="64"/>
        <source>the best found, though it gives up a piece</source>
        <translation>le meilleur coup trouvé, même s&apos;il cède une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="65"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <translation>le meilleur coup trouvé, même si ce qu&apos;il cède vaut plus que ce qu&apos;il prend</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="67"/>
        <source>wins material in the trade</source>
        <translation>gagne du matériel dans l&apos;échange</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="68"/>
        <source>the best found, though it gives up %1 pieces</source>
        <translation>le meilleur coup trouvé, même s&apos;il cède %1 pièces</translation>
    </message>
    <message>
        <source>keeps the material even as far as the computer looks</source>
        <translation type="vanished">garde le matériel égal aussi loin que l&apos;ordinateur regarde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="76"/>
        <source>%1&apos;s ready pawn on %2 is crowned</source>
        <translation>Le pion prêt de %1 en %2 est couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="77"/>
        <source>%1&apos;s ready pawns on %2 are crowned</source>
        <translation>Les pions prêts de %1 en %2 sont couronnés</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <translation type="vanished">aucune pièce ne change de camp avant que le hasard décide de la suite</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <translation type="vanished">aucune pièce ne change de camp avant que le hasard décide de la suite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="86"/>
        <source>%1 sets the hat on %2</source>
        <translation>%1 pose le chapeau en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="87"/>
        <source>%1 takes the %2 hat from the pool</source>
        <translation>%1 prend le %2 de sa réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="88"/>
        <source>%1 takes the hat off onto %2</source>
        <translation>%1 ôte le chapeau et le pose en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="89"/>
        <source>%1 to move</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="90"/>
        <source>%1 to move: a capture is compulsory</source>
        <translation>À %1 de jouer&#xa0;: la prise est obligatoire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="94"/>
        <source>%1&apos;s blue hat (Warding) cured the poisoned piece on %2</source>
        <translation>Le chapeau bleu (Protection) de %1 a guéri la pièce empoisonnée en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="95"/>
        <source>%1&apos;s blue hat (Warding) saved the piece on %2</source>
        <translation>Le chapeau bleu (Protection) de %1 a sauvé la pièce en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="96"/>
        <source>%1&apos;s green hat (Venom) poisoned the piece on %2</source>
        <translation>Le chapeau vert (Venin) de %1 a empoisonné la pièce en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="97"/>
        <source>%1&apos;s picks</source>
        <translation>Choix de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="98"/>
        <source>%1&apos;s pool</source>
        <translation>Réserve de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="99"/>
        <source>%1&apos;s rack</source>
        <translation>Porte-chapeaux de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="105"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="106"/>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 et %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="107"/>
        <source>%1: keep jumping with the piece on %2</source>
        <translation>%1&#xa0;: continuez à sauter avec la pièce en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="108"/>
        <source>%1: put the %2 on, or set it on a ringed square</source>
        <translation>%1&#xa0;: mettez le chapeau (%2), ou posez-le sur une case entourée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="109"/>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="110"/>
        <source>%1; %2; %3</source>
        <translation>%1&#xa0;; %2&#xa0;; %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="111"/>
        <source>Give %1</source>
        <translation>Donner le %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="112"/>
        <source>Pick %1</source>
        <translation>Choisir le %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="113"/>
        <source>Put %1 on %2</source>
        <translation>Mettre le %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="114"/>
        <source>Return %1 to bring back men on %2 and %3</source>
        <translation>Rendre %1 pour faire revenir des pions en %2 et %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="115"/>
        <source>Set the hat on %1</source>
        <translation>Poser le chapeau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="116"/>
        <source>Take the hat off onto %1</source>
        <translation>Ôter le chapeau et le poser en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="117"/>
        <source>The die identifies the hat on %1</source>
        <translation>Le dé identifie le chapeau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="118"/>
        <source>The poison took %1&apos;s piece on %2</source>
        <translation>Le poison a emporté la pièce de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="119"/>
        <source>The punch knocks the %1 off the piece on %2</source>
        <translation>Le coup fait tomber le chapeau de la pièce en %2&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="120"/>
        <source>The punch knocks the bare pawn on %1 out of the game</source>
        <translation>Le coup sort du jeu le pion sans chapeau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="121"/>
        <source>The punched hat lands on %1</source>
        <translation>Le chapeau frappé tombe en %1</translation>
    </message>
    <message>
        <source>identify the hat on %1</source>
        <translation type="vanished">révéler le chapeau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="123"/>
        <source>%1 captures a king and wins</source>
        <translation>%1 prend un roi et gagne</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="124"/>
        <source>%1 is checkmated</source>
        <translation>%1 est échec et mat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="125"/>
        <source>%1 is in check</source>
        <translation>%1 est en échec</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="126"/>
        <source>%1 to move, in check</source>
        <translation>À %1 de jouer, en échec</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="127"/>
        <source>%1 gives up three %2 to take two %3 from %4</source>
        <translation>%1 rend trois %2 pour prendre deux %3 à %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="128"/>
        <source>%1 gives up three %2 to take %3 and %4 from %5</source>
        <translation>%1 rend trois %2 pour prendre %3 et %4 à %5</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="129"/>
        <source>Return three %1 to take %2 and %3</source>
        <translation>Rendre trois %1 pour prendre %2 et %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="130"/>
        <source>The die shows %1</source>
        <translation>Le dé montre %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="131"/>
        <source>The die shows %1: a %2</source>
        <translation>Le dé montre %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="132"/>
        <source>%1 draws %2 from the bag</source>
        <translation>%1 tire le %2 du sac</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="133"/>
        <source>%1 piece</source>
        <translation>%1 pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="134"/>
        <source>%1 pieces</source>
        <translation>%1 pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="135"/>
        <source>every hat identified and none was a crown: a draw (White %1, Black %2)</source>
        <translation>tous les chapeaux sont identifiés et aucun n&apos;était une couronne&#xa0;: partie nulle (Blanc %1, Noir %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="137"/>
        <source>%1 resigns</source>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="138"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="139"/>
        <source>No free square around %1: the punching pawn on %2 puts the hat on</source>
        <translation>Aucune case libre autour de %1&#xa0;: le pion qui frappe en %2 met le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="141"/>
        <source>No hatless square around %1: %2 must put on the %3</source>
        <translation>Aucune case sans chapeau autour de %1&#xa0;: %2 doit mettre&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="142"/>
        <source>%1; %2: a draw</source>
        <translation>%1&#xa0;; %2&#xa0;: partie nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="144"/>
        <source>move &apos;%1&apos; is illegal: %2</source>
        <translation>coup «&#xa0;%1&#xa0;» interdit&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="145"/>
        <source>%1 (legal: %2)</source>
        <translation>%1 (permis&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="146"/>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un coup permis ici</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="147"/>
        <source>&apos;%1&apos; is not a legal move here (%2)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un coup permis ici (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="148"/>
        <source>&apos;%1&apos;: the game is over</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the game is over</source>
        <translation type="vanished">coup «&#xa0;%1&#xa0;»&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="149"/>
        <source>a capture is compulsory</source>
        <translation>la prise est obligatoire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="150"/>
        <source>a capture is compulsory (%1)</source>
        <translation>la prise est obligatoire (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="151"/>
        <source>it is not one of %1&apos;s choices</source>
        <translation>ce n&apos;est pas un choix de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="152"/>
        <source>it is not one of the choices</source>
        <translation>ce n&apos;est pas un des choix</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the jump chain must go on from %2</source>
        <translation type="vanished">coup «&#xa0;%1&#xa0;»&#xa0;: la rafle doit continuer depuis %2</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: the piece on %2 is %3&apos;s, and %4 is to move</source>
        <translation type="vanished">coup «&#xa0;%1&#xa0;»&#xa0;: la pièce en %2 appartient à %3, et c&apos;est à %4 de jouer</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: there is no piece on %2</source>
        <translation type="vanished">coup «&#xa0;%1&#xa0;»&#xa0;: il n&apos;y a pas de pièce en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="153"/>
        <source>no %1 piece can go that way</source>
        <translation>aucune pièce de %1 ne peut aller là</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="154"/>
        <source>the move must go on from %1</source>
        <translation>le coup doit continuer depuis %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="155"/>
        <source>move &apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>coup «&#xa0;%1&#xa0;» ambigu&#xa0;: ce peut être %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="156"/>
        <source>the capture must go on to the end (%1)</source>
        <translation>la prise doit aller jusqu&apos;au bout (%1)</translation>
    </message>
    <message>
        <source>move &apos;%1&apos;: &apos;%2&apos; cannot be played now: %3</source>
        <translation type="vanished">coup «&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» ne peut pas être joué maintenant&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="158"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="159"/>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="160"/>
        <source>Checkers</source>
        <translation>Dames anglaises</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="161"/>
        <source>Chess from pawns: pick up unknown hats, roll to see what they make you, wear them.</source>
        <translation>Des échecs à partir de pions&#xa0;: ramassez des chapeaux inconnus, lancez le dé pour savoir ce qu&apos;ils font de vous, portez-les.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="164"/>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="165"/>
        <source>End the move here</source>
        <translation>Terminer le coup ici</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="166"/>
        <source>Hat draft</source>
        <translation>Draft des chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="167"/>
        <source>Keep the hat on</source>
        <translation>Garder le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="168"/>
        <source>Leave the hat</source>
        <translation>Laisser le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="169"/>
        <source>No hat this time</source>
        <translation>Pas de chapeau cette fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="170"/>
        <source>Out of the game</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="171"/>
        <source>Pawns in Hats</source>
        <translation>Pions à chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="172"/>
        <source>Pick up the hat</source>
        <translation>Ramasser le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="173"/>
        <source>Playing for Blood</source>
        <translation>Jouer au sang</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="174"/>
        <source>Put the hat on</source>
        <translation>Mettre le chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="175"/>
        <source>Second-Hand Hats</source>
        <translation>Chapeaux d&apos;occasion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="176"/>
        <source>Sorcerer&apos;s Apprentice</source>
        <translation>L&apos;Apprenti sorcier</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="177"/>
        <source>The hat was a Mirage Hat: it vanishes</source>
        <translation>Le chapeau était un chapeau mirage&#xa0;: il disparaît</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="178"/>
        <source>Triple Hat Combo Bonus</source>
        <translation>Bonus du combo des trois chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="179"/>
        <source>Wearing Many Hats</source>
        <translation>Plusieurs chapeaux à la fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="180"/>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="181"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="182"/>
        <source>clear</source>
        <translation>transparent</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="183"/>
        <source>contrary</source>
        <translation>inversé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="184"/>
        <source>crown</source>
        <translation>couronne</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="185"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="186"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="187"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="189"/>
        <source>hats in the rack</source>
        <translation>chapeaux sur le porte-chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="190"/>
        <source>hats still unknown</source>
        <translation>chapeaux encore inconnus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="191"/>
        <source>helm</source>
        <translation>heaume</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="192"/>
        <source>kings</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>looks at its own move and hat only, with a dash of chance</source>
        <translation type="vanished">ne regarde que son propre coup et son chapeau, avec une pointe de hasard</translation>
    </message>
    <message>
        <source>looks two moves ahead with their hat decisions, die rolls averaged</source>
        <translation type="vanished">voit deux coups à l&apos;avance avec leurs décisions de chapeau, en moyennant les lancers de dé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="200"/>
        <source>mitre</source>
        <translation>mitre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="201"/>
        <source>mixed</source>
        <translation>mélangé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="202"/>
        <source>moves toward the 50-move draw</source>
        <translation>coups comptés vers la nulle des 50 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="203"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="204"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="205"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="206"/>
        <source>pieces on the board</source>
        <translation>pièces sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="207"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="208"/>
        <source>queenly crown</source>
        <translation>couronne de reine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="209"/>
        <source>random</source>
        <translation>hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="210"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>searches deeper than normal, cutting off lines it can refute</source>
        <translation type="vanished">cherche plus loin que normal, en écartant les lignes qu&apos;il peut réfuter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="211"/>
        <source>select</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="212"/>
        <source>tyrolean</source>
        <translation>chapeau tyrolien</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="213"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="214"/>
        <source>50 moves each without a capture, a punch, a bare pawn moving or a hat put on or taken off: a draw</source>
        <translation>50 coups chacun sans prise, sans frappe, sans coup de pion nu et sans chapeau mis ou ôté&#xa0;: partie nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="217"/>
        <source>the same position occurred for the third time: a draw</source>
        <translation>la même position s&apos;est présentée pour la troisième fois&#xa0;: partie nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="218"/>
        <source>the same position occurred for the third time</source>
        <translation>la même position s&apos;est présentée pour la troisième fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="219"/>
        <source>40 moves each without a capture or a man moving</source>
        <translation>40 coups chacun sans prise ni coup de pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="220"/>
        <source>draw agreed</source>
        <translation>nulle acceptée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="221"/>
        <source>pieces left</source>
        <translation>pièces restantes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="222"/>
        <source>Kingly Crown</source>
        <translation>Couronne royale</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="223"/>
        <source>Queenly Crown</source>
        <translation>Couronne de reine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="224"/>
        <source>Bishop Mitre</source>
        <translation>Mitre d&apos;évêque</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="225"/>
        <source>Knighted Helm</source>
        <translation>Heaume de chevalier</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="226"/>
        <source>Hunting Tyrolean</source>
        <translation>Chapeau tyrolien de chasse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="227"/>
        <source>Mirage Hat</source>
        <translation>Chapeau mirage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="228"/>
        <source>unknown hat</source>
        <translation>chapeau inconnu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="229"/>
        <source>hat</source>
        <translation>chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="230"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="231"/>
        <source>English draughts: 12 men each, compulsory captures, kings move one square.</source>
        <translation>Règles anglaises&#xa0;: 12 pions chacun, prise obligatoire, les dames avancent d&apos;une case.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="234"/>
        <source>Checkers with magic hats: capture to draw hats from the bag, then wear their powers.</source>
        <translation>Des dames avec des chapeaux magiques&#xa0;: prenez pour tirer des chapeaux du sac, puis portez leurs pouvoirs.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="237"/>
        <source>Pick hats before play: mixed fills the bag, select gives each player a pool to choose from on capture, contrary lets the opponent choose from it.</source>
        <translation>Choisir les chapeaux avant de jouer&#xa0;: le draft mélangé remplit le sac, le sélectif donne à chacun une réserve où choisir à chaque prise, l&apos;inversé laisse l&apos;adversaire y choisir.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="241"/>
        <source>A piece may wear several hats, added evenly across your pieces.</source>
        <translation>Une pièce peut porter plusieurs chapeaux, répartis également sur vos pièces.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="242"/>
        <source>Capturing a hatted piece moves its hats into your rack (Venom excepted).</source>
        <translation>Prendre une pièce coiffée fait passer ses chapeaux sur votre porte-chapeaux (sauf le Venin).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="244"/>
        <source>Most pieces left wins; hats in the rack only break ties.</source>
        <translation>Le plus de pièces restantes gagne&#xa0;; les chapeaux ne départagent qu&apos;en cas d&apos;égalité.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="245"/>
        <source>Trade three hats from your rack to bring back two men or take two hats.</source>
        <translation>Échangez trois chapeaux de votre porte-chapeaux pour faire revenir deux pions ou prendre deux chapeaux.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="247"/>
        <source>plays any legal move at random</source>
        <translation>joue n&apos;importe quel coup légal au hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="248"/>
        <source>looks a few moves ahead and often picks a weaker move</source>
        <translation>voit quelques coups à l&apos;avance et choisit souvent un coup plus faible</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="249"/>
        <source>a solid club player that reads tactics well</source>
        <translation>un solide joueur de club qui lit bien la tactique</translation>
    </message>
    <message>
        <source>searches ten times deeper than normal</source>
        <translation type="vanished">cherche dix fois plus loin que normal</translation>
    </message>
    <message>
        <source>thinks one decision ahead, with a dash of chance</source>
        <translation type="vanished">pense une décision à l&apos;avance, avec une pointe de hasard</translation>
    </message>
    <message>
        <source>weighs each hat draw two decisions ahead</source>
        <translation type="vanished">pèse chaque tirage de chapeau deux décisions à l&apos;avance</translation>
    </message>
    <message>
        <source>looks up to six decisions ahead, draws and placements included</source>
        <translation type="vanished">voit jusqu&apos;à six décisions à l&apos;avance, tirages et placements compris</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="265"/>
        <source>Fantasy RPG Checkers</source>
        <translation>Dames de jeu de rôle fantastique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="266"/>
        <source>Checkers with a character each: wounds, saving throws, levels, spells and powers.</source>
        <translation>Des dames avec un personnage chacun&#xa0;: blessures, jets de sauvegarde, niveaux, sorts et pouvoirs.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="269"/>
        <source>Black&apos;s character</source>
        <translation>Personnage de Noir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="270"/>
        <source>White&apos;s character</source>
        <translation>Personnage de Blanc</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="271"/>
        <source>choose</source>
        <translation>choisir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="272"/>
        <source>ranger</source>
        <translation>rôdeur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="273"/>
        <source>cleric</source>
        <translation>clerc</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="274"/>
        <source>bard</source>
        <translation>barde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="275"/>
        <source>thief</source>
        <translation>voleur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="276"/>
        <source>fighter</source>
        <translation>guerrier</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="277"/>
        <source>mage</source>
        <translation>mage</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix Black&apos;s character</source>
        <translation type="vanished">choisir&#xa0;: le choisir sur le plateau avant la partie&#xa0;; ou fixer le personnage de Noir</translation>
    </message>
    <message>
        <source>choose: pick on the board before play; or fix White&apos;s character</source>
        <translation type="vanished">choisir&#xa0;: le choisir sur le plateau avant la partie&#xa0;; ou fixer le personnage de Blanc</translation>
    </message>
    <message>
        <source>looks at its own decision only, with a dash of chance</source>
        <translation type="vanished">ne regarde que sa propre décision, avec une pointe de hasard</translation>
    </message>
    <message>
        <source>looks a few decisions ahead, every die roll averaged</source>
        <translation type="vanished">regarde quelques décisions à l&apos;avance, en moyennant chaque jet de dé</translation>
    </message>
    <message>
        <source>looks further ahead than normal, every die roll averaged</source>
        <translation type="vanished">regarde plus loin que normal, en moyennant chaque jet de dé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="300"/>
        <source>%1 chooses %2</source>
        <translation>%1 choisit %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="301"/>
        <source>%1 takes up the bow</source>
        <translation>%1 prend son arc</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="302"/>
        <source>%1 gets ready to backstab</source>
        <translation>%1 s&apos;apprête à frapper dans le dos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="303"/>
        <source>%1 casts %2</source>
        <translation>%1 lance %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="304"/>
        <source>%1 wounds %2 (Leap &amp; Stab)</source>
        <translation>%1 blesse le pion en %2 (Bond et estoc)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="305"/>
        <source>%1 shoots an arrow at %2</source>
        <translation>%1 tire une flèche sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="306"/>
        <source>%1 backstabs %2</source>
        <translation>%1 frappe dans le dos le pion en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="307"/>
        <source>%1 heals %2 with Cure Light Wounds</source>
        <translation>%1 soigne le pion en %2 avec Soins légers</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="308"/>
        <source>%1 charms %2</source>
        <translation>%1 charme le pion en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="309"/>
        <source>%1 conjures an Illusion on %2</source>
        <translation>%1 fait apparaître une Illusion en %2</translation>
    </message>
    <message>
        <source>%1 casts %2 on %3</source>
        <translation type="vanished">%1 lance %2 sur %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="311"/>
        <source>%1 stops stabbing</source>
        <translation>%1 cesse de frapper</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="312"/>
        <source>%1 stops shooting</source>
        <translation>%1 cesse de tirer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="313"/>
        <source>%1 casts Cure Critical Wounds on %2</source>
        <translation>%1 lance Soins critiques sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="314"/>
        <source>%1 lets %2 be captured</source>
        <translation>%1 laisse prendre le pion en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="315"/>
        <source>%1 passes (Cure Critical Wounds)</source>
        <translation>%1 passe (Soins critiques)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="316"/>
        <source>Choose %1</source>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="317"/>
        <source>Shoot arrows (a penny each)</source>
        <translation>Tirer des flèches (un sou chacune)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="318"/>
        <source>%1 (1 penny)</source>
        <translation>%1 (1 sou)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="319"/>
        <source>%1 (%2 pennies)</source>
        <translation>%1 (%2 sous)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="320"/>
        <source>Stop stabbing</source>
        <translation>Arrêter de frapper</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="321"/>
        <source>Stop shooting</source>
        <translation>Arrêter de tirer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="322"/>
        <source>Cure Critical Wounds (3 pennies)</source>
        <translation>Soins critiques (3 sous)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="323"/>
        <source>Let it be captured</source>
        <translation>Laisser prendre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="324"/>
        <source>Pass (Cure Critical Wounds)</source>
        <translation>Passer (Soins critiques)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="325"/>
        <source>%1 chooses a character</source>
        <translation>%1 choisit un personnage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="326"/>
        <source>%1 passes this turn (Cure Critical Wounds)</source>
        <translation>%1 passe ce tour (Soins critiques)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="327"/>
        <source>%1 must capture</source>
        <translation>%1 doit prendre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="328"/>
        <source>%1 must go on jumping from %2</source>
        <translation>%1 doit continuer à sauter depuis %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="329"/>
        <source>%1 chooses the target of %2</source>
        <translation>%1 choisit la cible de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="330"/>
        <source>%1 shoots an arrow (%2 left) or stops</source>
        <translation>%1 tire une flèche (encore %2) ou s&apos;arrête</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="331"/>
        <source>%1 deals a wound with Leap &amp; Stab (%2 left) or stops</source>
        <translation>%1 inflige une blessure avec Bond et estoc (encore %2) ou s&apos;arrête</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="332"/>
        <source>%1 may cast Cure Critical Wounds to save %2</source>
        <translation>%1 peut lancer Soins critiques pour sauver le pion en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="333"/>
        <source>a saving throw is due</source>
        <translation>un jet de sauvegarde est dû</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="334"/>
        <source>%1 saves %2 with Cure Critical Wounds and will skip a turn</source>
        <translation>%1 sauve le pion en %2 avec Soins critiques et passera un tour</translation>
    </message>
    <message>
        <source>%1 saves against %2: %3 + LD %4 = %5, %6</source>
        <translation type="vanished">Jet de sauvegarde de %1 contre %2&#xa0;: %3 + écart %4 = %5, %6</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="336"/>
        <source>saved (a natural 6)</source>
        <translation>réussi (un 6 naturel)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="337"/>
        <source>saved</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="338"/>
        <source>failed</source>
        <translation>raté</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="339"/>
        <source>the Illusion</source>
        <translation>l&apos;Illusion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="340"/>
        <source>no checkers are left on either side</source>
        <translation>aucun camp n&apos;a plus de pions</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="341"/>
        <source>%1 has no checkers left</source>
        <translation>%1 n&apos;a plus de pions</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="342"/>
        <source>Loot! %1&apos;s Thief leads by %2 levels</source>
        <translation>Butin&#xa0;! Le Voleur de %1 a %2 niveaux d&apos;avance</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="343"/>
        <source>%1&apos;s Smart Fighter puts a penny in the pool</source>
        <translation>Le Guerrier rusé de %1 met un sou dans la réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="344"/>
        <source>Loot! %1&apos;s Thief makes a triple jump</source>
        <translation>Butin&#xa0;! Le Voleur de %1 réussit un triple saut</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="345"/>
        <source>40 moves each without a capture, a wound, a crown or a man moving</source>
        <translation>40 coups chacun sans prise, blessure, couronnement ni coup de pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="347"/>
        <source>%1&apos;s character</source>
        <translation>Personnage de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="348"/>
        <source>%1&apos;s spells</source>
        <translation>Sorts de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="350"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="351"/>
        <source>LD</source>
        <translation>Écart de niveau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="352"/>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="353"/>
        <source>Pennies</source>
        <translation>Sous</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="354"/>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="355"/>
        <source>Skips a turn</source>
        <translation>Passe un tour</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="356"/>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="357"/>
        <source>the Demented Ranger</source>
        <translation>le Rôdeur dément</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="358"/>
        <source>the Stalwart Cleric</source>
        <translation>le Clerc inébranlable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="359"/>
        <source>the Bard</source>
        <translation>le Barde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="360"/>
        <source>the Ranged Attack Thief</source>
        <translation>le Voleur tireur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="361"/>
        <source>the Smart Fighter</source>
        <translation>le Guerrier rusé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="362"/>
        <source>the Arcane Mage</source>
        <translation>le Mage arcanique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="363"/>
        <source>Backstab</source>
        <translation>Attaque dans le dos</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="364"/>
        <source>Shortbow</source>
        <translation>Arc court</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="365"/>
        <source>Cure Light Wounds</source>
        <translation>Soins légers</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="366"/>
        <source>Cure Critical Wounds</source>
        <translation>Soins critiques</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="367"/>
        <source>Call Lightning</source>
        <translation>Appel de la foudre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="368"/>
        <source>Charm</source>
        <translation>Charme</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="369"/>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="370"/>
        <source>Fireball</source>
        <translation>Boule de feu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="371"/>
        <source>Magic Missile</source>
        <translation>Projectile magique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="374"/>
        <source>Alien Checkers</source>
        <translation>Dames aliens</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="375"/>
        <source>Checkers with a deck of alien cards: walls, fire, water, the Monolith, a turning board, emperors and a secret planet each.</source>
        <translation>Des dames avec un paquet de cartes extraterrestres&#xa0;: murs, feu, eau, le Monolithe, un plateau qui tourne, des empereurs et une planète secrète chacun.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="378"/>
        <source>Secret planets</source>
        <translation>Planètes secrètes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="379"/>
        <source>Each player is dealt a secret planet: a second way to win.</source>
        <translation>Chaque joueur reçoit une planète secrète&#xa0;: une seconde façon de gagner.</translation>
    </message>
    <message>
        <source>looks five decisions ahead, card draws averaged</source>
        <translation type="vanished">regarde cinq décisions à l&apos;avance, en moyennant les tirages de cartes</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and sees the captures waiting at the end</source>
        <translation type="vanished">regarde sept décisions à l&apos;avance et voit les prises qui attendent au bout</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="393"/>
        <source>%1 is dealt a secret planet</source>
        <translation>%1 reçoit une planète secrète</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="394"/>
        <source>The %1 card is turned face up</source>
        <translation>La carte %1 est retournée face visible</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="395"/>
        <source>%1 plays %2</source>
        <translation>%1 joue la carte %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="396"/>
        <source>%1 crowns the pawn on %2</source>
        <translation>%1 couronne le pion en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="397"/>
        <source>%1 turns the board clockwise</source>
        <translation>%1 tourne le plateau dans le sens horaire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="398"/>
        <source>%1 turns the board counter-clockwise</source>
        <translation>%1 tourne le plateau dans le sens antihoraire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="399"/>
        <source>%1 sets the Monolith on %2</source>
        <translation>%1 pose le Monolithe sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="400"/>
        <source>%1 slides the Monolith from %2 to %3</source>
        <translation>%1 fait glisser le Monolithe de %2 à %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="401"/>
        <source>%1 sits the Galactic Hippo on %2</source>
        <translation>%1 assied l&apos;Hippopotame galactique sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="402"/>
        <source>%1 puts the Snookle on %2</source>
        <translation>%1 pose le Snookle sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="403"/>
        <source>%1 lights a fire on %2</source>
        <translation>%1 allume un feu sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="404"/>
        <source>%1 pours water on %2</source>
        <translation>%1 verse de l&apos;eau sur %2</translation>
    </message>
    <message>
        <source>%1 builds walls at %2 and %3</source>
        <translation type="vanished">%1 construit des murs en %2 et %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="410"/>
        <source>%1 gives the checker on %2 a ring</source>
        <translation>%1 donne un anneau au pion sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="411"/>
        <source>%1 brings a pawn back on %2</source>
        <translation>%1 fait revenir un pion sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="412"/>
        <source>%1 makes the king on %2 an emperor</source>
        <translation>%1 fait de la dame sur %2 un empereur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="413"/>
        <source>%1 removes the Monolith</source>
        <translation>%1 retire le Monolithe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="414"/>
        <source>%1 removes the Galactic Hippo</source>
        <translation>%1 retire l&apos;Hippopotame galactique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="415"/>
        <source>%1 removes the Snookle</source>
        <translation>%1 retire le Snookle</translation>
    </message>
    <message>
        <source>%1 removes the walls at %2</source>
        <translation type="vanished">%1 retire les murs en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="419"/>
        <source>%1 puts out the fire on %2</source>
        <translation>%1 éteint le feu sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="420"/>
        <source>%1 clears the water from %2</source>
        <translation>%1 retire l&apos;eau de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="421"/>
        <source>%1 takes the ring from the checker on %2</source>
        <translation>%1 retire l&apos;anneau du pion sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="422"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="423"/>
        <source>Turn clockwise</source>
        <translation>Tourner dans le sens horaire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="424"/>
        <source>Turn counter-clockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="425"/>
        <source>A secret planet is dealt</source>
        <translation>Une planète secrète est distribuée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="426"/>
        <source>A card is turned face up</source>
        <translation>Une carte est retournée face visible</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="427"/>
        <source>A second card is turned face up</source>
        <translation>Une deuxième carte est retournée face visible</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="428"/>
        <source>%1 chooses which ready pawn to crown</source>
        <translation>%1 choisit quel pion prêt couronner</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="429"/>
        <source>%1 goes on jumping</source>
        <translation>%1 continue à sauter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="430"/>
        <source>%1 moves a checker</source>
        <translation>%1 déplace un pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="431"/>
        <source>%1 chooses a face-up card to play</source>
        <translation>%1 choisit une carte visible à jouer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="432"/>
        <source>%1 puts the Monolith on an empty square</source>
        <translation>%1 pose le Monolithe sur une case vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="433"/>
        <source>%1 slides the Monolith</source>
        <translation>%1 fait glisser le Monolithe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="434"/>
        <source>%1 sets the Hippo on a checker</source>
        <translation>%1 pose l&apos;Hippopotame sur un pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="435"/>
        <source>%1 sets the Snookle on a checker</source>
        <translation>%1 pose le Snookle sur un pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="436"/>
        <source>%1 puts fire on an empty square</source>
        <translation>%1 met le feu à une case vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="437"/>
        <source>%1 puts water on an empty square or on fire</source>
        <translation>%1 met de l&apos;eau sur une case vide ou sur le feu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="438"/>
        <source>%1 builds a pair of walls</source>
        <translation>%1 construit une paire de murs</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="439"/>
        <source>%1 puts a ring on one of their checkers</source>
        <translation>%1 met un anneau sur un de ses pions</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="440"/>
        <source>%1 turns the board</source>
        <translation>%1 tourne le plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="441"/>
        <source>%1 brings a pawn back on their home row</source>
        <translation>%1 ramène un pion sur sa ligne de départ</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="442"/>
        <source>%1 removes one thing from the board</source>
        <translation>%1 retire un élément du plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="443"/>
        <source>%1 makes one of their kings an emperor</source>
        <translation>%1 fait d&apos;une de ses dames un empereur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="444"/>
        <source>The discards are shuffled into a new draw pile</source>
        <translation>La défausse est mélangée pour former une nouvelle pioche</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="445"/>
        <source>All the cards are shuffled into the draw pile</source>
        <translation>Toutes les cartes sont mélangées dans la pioche</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="446"/>
        <source>The %1 card has nothing to do</source>
        <translation>La carte %1 n&apos;a aucun effet</translation>
    </message>
    <message>
        <source>The Monolith pushes the checker on %1 to its end</source>
        <translation type="vanished">Le Monolithe pousse le pion en %1 à sa perte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="454"/>
        <source>The Hippo cannot stand the Snookle and leaves</source>
        <translation>L&apos;Hippopotame ne supporte pas le Snookle et s&apos;en va</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="455"/>
        <source>A ring saves the checker on %1</source>
        <translation>Un anneau sauve le pion en %1</translation>
    </message>
    <message>
        <source>%1 meets the goal of %2</source>
        <translation type="vanished">%1 remplit l&apos;objectif de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="467"/>
        <source>40 moves each without a capture, a pawn moving or a crown: a draw</source>
        <translation>40 coups chacun sans prise, coup de pion ni couronnement&#xa0;: partie nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="469"/>
        <source>%1 captured every enemy checker</source>
        <translation>%1 a pris tous les pions adverses</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="470"/>
        <source>%1 has five kings and emperors</source>
        <translation>%1 a cinq dames et empereurs</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="471"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="472"/>
        <source>Discards</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="473"/>
        <source>Face-up cards</source>
        <translation>Cartes visibles</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="474"/>
        <source>%1&apos;s planet</source>
        <translation>Planète de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="475"/>
        <source>Unused planets</source>
        <translation>Planètes inutilisées</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="476"/>
        <source>%1&apos;s captured pieces</source>
        <translation>Pièces prises de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="477"/>
        <source>enemy pieces captured</source>
        <translation>pièces adverses prises</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="478"/>
        <source>walls left</source>
        <translation>murs restants</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="479"/>
        <source>turns without progress</source>
        <translation>tours sans progrès</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="480"/>
        <source>Monolith</source>
        <translation>Monolithe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="481"/>
        <source>Galactic Hippo</source>
        <translation>Hippopotame galactique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="482"/>
        <source>Snookle</source>
        <translation>Snookle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="483"/>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="484"/>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="485"/>
        <source>Walls</source>
        <translation>Murs</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="486"/>
        <source>Ring</source>
        <translation>Anneau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="487"/>
        <source>Quarter Turn</source>
        <translation>Quart de tour</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="488"/>
        <source>Revive</source>
        <translation>Résurrection</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="489"/>
        <source>Reshuffle</source>
        <translation>Remélange</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="490"/>
        <source>Antimatter</source>
        <translation>Antimatière</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="491"/>
        <source>Coronation</source>
        <translation>Couronnement</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="492"/>
        <source>Mercury</source>
        <translation>Mercure</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="493"/>
        <source>Venus</source>
        <translation>Vénus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="494"/>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="495"/>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="496"/>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="497"/>
        <source>Saturn</source>
        <translation>Saturne</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="498"/>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="499"/>
        <source>Neptune</source>
        <translation>Neptune</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="500"/>
        <source>Pluto</source>
        <translation>Pluton</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="526"/>
        <source>%1 waits: it is %2&apos;s turn.</source>
        <translation>%1 attend&#xa0;: c&apos;est à %2 de jouer.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="582"/>
        <source>The Hippo sits on this checker and holds it where it is.</source>
        <translation>L&apos;Hippopotame est assis sur ce pion et le retient sur place.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="607"/>
        <source>Legal, but that misses the goal: %1</source>
        <translation>Permis, mais cela manque le but&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="608"/>
        <source>The game is over (%1) and the goal was not reached.</source>
        <translation>La partie est finie (%1) et le but n&apos;est pas atteint.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="609"/>
        <source>The game was ended before the goal was reached.</source>
        <translation>La partie a été arrêtée avant que le but soit atteint.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="610"/>
        <source>Goal reached.</source>
        <translation>But atteint.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="502"/>
        <source>The man on %1</source>
        <translation>Le pion en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="29"/>
        <source>a man moves and captures forward only, until it is crowned</source>
        <translation>un pion avance et prend seulement vers l&apos;avant, jusqu&apos;à ce qu&apos;il devienne dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="33"/>
        <source>%1 is captured</source>
        <translation>%1 succombe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="34"/>
        <source>%1 is lost to its own side&apos;s spell</source>
        <translation>%1 succombe à un sort de son propre camp</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="35"/>
        <source>%1 is wounded</source>
        <translation>%1 subit une blessure</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="36"/>
        <source>%1 loses its penny</source>
        <translation>%1 perd son sou</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="37"/>
        <source>%1 loses its penny and is wounded</source>
        <translation>%1 perd son sou et subit une blessure</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="43"/>
        <source>%1 on %2 knocks the hat off %3</source>
        <translation>%1 en %2 frappe %3 et fait tomber son chapeau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="44"/>
        <source>%1 on %2 strikes at %3</source>
        <translation>%1 en %2 attaque %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="47"/>
        <source>%1 on %2 zots %3</source>
        <translation>%1 en %2 foudroie %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="54"/>
        <source>the only legal move</source>
        <translation>le seul coup permis</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="55"/>
        <source>wins the game</source>
        <translation>gagne la partie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="56"/>
        <source>the best defence found, though the game looks lost</source>
        <translation>la meilleure défense trouvée, même si la partie semble perdue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="60"/>
        <source>wins a piece</source>
        <translation>gagne une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="61"/>
        <source>wins %1 pieces</source>
        <translation>gagne %1 pièces</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <translation type="vanished">cède une pièce</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <translation type="vanished">cède %1 pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="71"/>
        <source>trades a piece for a piece</source>
        <translation>échange une pièce contre une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="72"/>
        <source>trades %1 pieces for as many</source>
        <translation>échange %1 pièces contre autant</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <translation type="vanished">aucune pièce ne change de camp dans les coups que l&apos;ordinateur examine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="100"/>
        <source>%1&apos;s Illusion on %2 jumps at %3</source>
        <translation>L&apos;Illusion de %1 en %2 saute sur %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="101"/>
        <source>%1&apos;s wall between %2 and %3 is in the way</source>
        <translation>un mur de %1 entre %2 et %3 barre le passage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="122"/>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="188"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="193"/>
        <source>looks about eight decisions ahead, with a dash of chance</source>
        <translation>regarde environ huit décisions à l&apos;avance, avec une pointe de hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="194"/>
        <source>looks about ten decisions ahead, die rolls averaged</source>
        <translation>regarde environ dix décisions à l&apos;avance, en moyennant les jets de dé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="195"/>
        <source>looks about eleven decisions ahead, skipping lines it already sees are worse</source>
        <translation>regarde environ onze décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="197"/>
        <source>looks about twelve decisions ahead, then follows every capture to its end, and keeps a piece that can still catch the last enemy pawns</source>
        <translation>regarde environ douze décisions à l&apos;avance, suit ensuite chaque prise jusqu&apos;au bout et garde une pièce capable de rattraper les derniers pions adverses</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="250"/>
        <source>looks at ten times as many positions as normal</source>
        <translation>examine dix fois plus de positions que normal</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="251"/>
        <source>plays the masters&apos; openings, judges positions with a network trained on its own games, looks at more than twice as many as hard and knows every ending of four pieces</source>
        <translation>joue les ouvertures des maîtres, juge les positions avec un réseau entraîné sur ses propres parties, examine plus du double des positions de difficile et connaît chaque finale à quatre pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="255"/>
        <source>looks two decisions ahead, with a dash of chance</source>
        <translation>regarde deux décisions à l&apos;avance, avec une pointe de hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="256"/>
        <source>looks about seven decisions ahead, skipping lines it already sees are worse</source>
        <translation>regarde environ sept décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="258"/>
        <source>looks about eight decisions ahead, skipping lines it already sees are worse</source>
        <translation>regarde environ huit décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <source>looks about nine decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">regarde environ neuf décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="278"/>
        <source>Chosen on the board before play, White choosing first, or fixed here.</source>
        <translation>Choisi sur le plateau avant la partie, Blanc choisissant le premier, ou fixé ici.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="281"/>
        <source>Choose on the board</source>
        <translation>Choisir sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="282"/>
        <source>Demented Ranger</source>
        <translation>Rôdeur dément</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="283"/>
        <source>Stalwart Cleric</source>
        <translation>Clerc inébranlable</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="284"/>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="285"/>
        <source>Ranged Attack Thief</source>
        <translation>Voleur tireur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="286"/>
        <source>Smart Fighter</source>
        <translation>Guerrier rusé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="287"/>
        <source>Arcane Mage</source>
        <translation>Mage arcanique</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="288"/>
        <source>On</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="289"/>
        <source>Off</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="290"/>
        <source>No draft: draw from the full bag</source>
        <translation>Sans draft&#xa0;: sac complet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="291"/>
        <source>Mixed Hat Draft</source>
        <translation>Draft mélangé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="292"/>
        <source>Select Hat Draft</source>
        <translation>Draft sélectif</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="293"/>
        <source>Contrary Select Hat Draft</source>
        <translation>Draft sélectif inversé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="294"/>
        <source>looks five decisions ahead, every die roll averaged</source>
        <translation>regarde cinq décisions à l&apos;avance, en moyennant chaque jet de dé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="295"/>
        <source>looks about twelve decisions ahead, skipping lines it already sees are worse</source>
        <translation>regarde environ douze décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <source>looks about thirteen decisions ahead, skipping lines it already sees are worse</source>
        <translation type="vanished">regarde environ treize décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <source>looks three decisions ahead, its move and card, with a dash of chance</source>
        <translation type="vanished">regarde trois décisions à l&apos;avance, son coup et sa carte, avec une pointe de hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="385"/>
        <source>looks six decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>regarde six décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes et en moyennant les tirages de cartes et les planètes que l&apos;adversaire peut avoir</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">regarde sept décisions à l&apos;avance, jusqu&apos;à la fin du tour adverse, voit les prises qui attendent au bout et surveille le Snookle et le Monolithe</translation>
    </message>
    <message>
        <source>looks seven decisions ahead and into the eighth, on almost three times as many positions as hard, sees the captures waiting at the end and watches the Snookle and the Monolith</source>
        <translation type="vanished">regarde sept décisions à l&apos;avance et entame la huitième, sur presque trois fois plus de positions que difficile, voit les prises qui attendent au bout et surveille le Snookle et le Monolithe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="380"/>
        <source>looks two decisions ahead, its move and card, with a dash of chance</source>
        <translation>regarde deux décisions à l&apos;avance, son coup et sa carte, avec une pointe de hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="382"/>
        <source>looks four decisions ahead, skipping lines it already sees are worse, with card draws and the planets the opponent may hold averaged</source>
        <translation>regarde quatre décisions à l&apos;avance, en laissant de côté les lignes qu&apos;il voit déjà moins bonnes et en moyennant les tirages de cartes et les planètes que l&apos;adversaire peut avoir</translation>
    </message>
    <message>
        <source>%1 builds walls at the corner of %2</source>
        <translation type="vanished">%1 construit des murs au coin de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="416"/>
        <source>%1 removes the wall beside %2</source>
        <translation>%1 retire le mur à côté de %2</translation>
    </message>
    <message>
        <source>%1 removes the walls at the corner of %2</source>
        <translation type="vanished">%1 retire les murs au coin de %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="310"/>
        <source>%1 aims %2 at %3</source>
        <translation>%1 dirige %2 sur %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="335"/>
        <source>%1 saves against %2 on %3: %4 + LD %5 = %6, %7</source>
        <translation>Jet de sauvegarde de %1 contre %2 sur %3&#xa0;: %4 + écart %5 = %6, %7</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="388"/>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, sees when a blocked square or two would leave a side without a move, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation>regarde sept décisions à l&apos;avance, jusqu&apos;à la fin du tour adverse, voit les prises qui attendent au bout, surveille le Snookle et le Monolithe, voit quand une ou deux cases bloquées laisseraient un camp sans coup, et devine la planète probable de l&apos;adversaire d&apos;après les cartes qu&apos;il prend</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="405"/>
        <source>%1 has one move left: a player who cannot move loses</source>
        <translation>%1 n&apos;a plus qu&apos;un coup&#xa0;: qui ne peut plus jouer perd</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="406"/>
        <source>%1 has only two moves left: a player who cannot move loses</source>
        <translation>%1 n&apos;a plus que deux coups&#xa0;: qui ne peut plus jouer perd</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="407"/>
        <source>%1 builds a straight wall between %2</source>
        <translation>%1 construit un mur droit entre %2</translation>
    </message>
    <message>
        <source>%1 builds an L of walls where %2 meet</source>
        <translation type="vanished">%1 construit un L de murs là où %2 se touchent</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="417"/>
        <source>%1 removes the straight wall between %2</source>
        <translation>%1 retire le mur droit entre %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="418"/>
        <source>%1 removes the L of walls where %2 meet</source>
        <translation>%1 retire le L de murs là où %2 se touchent</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="447"/>
        <source>The Monolith&apos;s push captures the checker that stood on %1</source>
        <translation>La poussée du Monolithe capture le pion qui était en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="448"/>
        <source>The Monolith&apos;s push captures the checkers that stood on %1</source>
        <translation>La poussée du Monolithe capture les pions qui étaient en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="503"/>
        <source>a man</source>
        <translation>un pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="504"/>
        <source>%1&apos;s man</source>
        <translation>Le pion de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="505"/>
        <source>the man on %1</source>
        <translation>le pion en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="506"/>
        <source>The king on %1</source>
        <translation>La dame en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="507"/>
        <source>a king</source>
        <translation>une dame</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="508"/>
        <source>%1&apos;s king</source>
        <translation>La dame de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="509"/>
        <source>the king on %1</source>
        <translation>la dame en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="510"/>
        <source>The pawn on %1</source>
        <translation>Le pion en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="511"/>
        <source>a pawn</source>
        <translation>un pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="512"/>
        <source>%1&apos;s pawn</source>
        <translation>Le pion de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="513"/>
        <source>the pawn on %1</source>
        <translation>le pion en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="514"/>
        <source>The emperor on %1</source>
        <translation>L&apos;empereur en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="515"/>
        <source>an emperor</source>
        <translation>un empereur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="516"/>
        <source>%1&apos;s emperor</source>
        <translation>L&apos;empereur de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="517"/>
        <source>the emperor on %1</source>
        <translation>l&apos;empereur en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="518"/>
        <source>The piece on %1</source>
        <translation>La pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="519"/>
        <source>a piece</source>
        <translation>une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="520"/>
        <source>%1&apos;s piece</source>
        <translation>La pièce de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="521"/>
        <source>the piece on %1</source>
        <translation>la pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="522"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="523"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="vanished">C&apos;est à %1 de jouer.</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next</source>
        <translation type="vanished">garde le matériel égal jusqu&apos;à ce que le hasard décide de la suite</translation>
    </message>
    <message>
        <source>keeps the material even until chance decides what comes next: %1</source>
        <translation type="vanished">garde le matériel égal jusqu&apos;à ce que le hasard décide de la suite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="69"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <translation>le meilleur coup trouvé, même si une pièce est perdue en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="70"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <translation>le meilleur coup trouvé, même si %1 pièces sont perdues en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="73"/>
        <source>trades a piece for a piece within %1 moves</source>
        <translation>échange une pièce contre une pièce en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="74"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <translation>échange %1 pièces contre autant en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="75"/>
        <source>leaves the material as it is, as far as the computer looks</source>
        <translation>laisse le matériel tel quel, aussi loin que l&apos;ordinateur regarde</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="78"/>
        <source>%1&apos;s pawn on %2 is crowned</source>
        <translation>Le pion de %1 en %2 est couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="79"/>
        <source>%1&apos;s pawns on %2 are crowned</source>
        <translation>Les pions de %1 en %2 sont couronnés</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="80"/>
        <source>leaves the material as it is until chance decides what comes next</source>
        <translation>laisse le matériel tel quel jusqu&apos;à ce que le hasard décide de la suite</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="82"/>
        <source>leaves the material as it is until chance decides what comes next. %1</source>
        <translation>laisse le matériel tel quel jusqu&apos;à ce que le hasard décide de la suite. %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="84"/>
        <source>%1; every other choice looks clearly worse</source>
        <translation>%1&#xa0;; tout autre choix paraît nettement moins bon</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="85"/>
        <source>the pick the computer rates best</source>
        <translation>le choix que l’ordinateur juge le meilleur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="91"/>
        <source>This position has come up twice: a third time draws the game.</source>
        <translation>Cette position s&apos;est présentée deux fois&#xa0;: une troisième fois, et la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="92"/>
        <source>%1 more turns without a capture or a man moving draw the game.</source>
        <translation>Encore %1 coups sans prise ni coup de pion, et la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="93"/>
        <source>One more turn without a capture or a man moving draws the game.</source>
        <translation>Encore un coup sans prise ni coup de pion, et la partie est nulle.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="102"/>
        <source>no checker may enter the fire on %1</source>
        <translation>aucun pion ne peut entrer dans le feu en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="103"/>
        <source>the Monolith on %1 is in the way</source>
        <translation>le Monolithe en %1 barre le passage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="104"/>
        <source>a pawn may not enter the water on %1</source>
        <translation>un pion simple ne peut pas entrer dans l&apos;eau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="260"/>
        <source>looks about nine decisions ahead, searching five times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>regarde environ neuf décisions à l&apos;avance, en examinant cinq fois plus de positions que le niveau difficile, et laisse de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="297"/>
        <source>looks about thirteen decisions ahead, searching four times as many positions as the hard level, skipping lines it already sees are worse</source>
        <translation>regarde environ treize décisions à l&apos;avance, en examinant quatre fois plus de positions que le niveau difficile, et laisse de côté les lignes qu&apos;il voit déjà moins bonnes</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="349"/>
        <source>%1&apos;s powers</source>
        <translation>Pouvoirs de %1</translation>
    </message>
    <message>
        <source>looks seven decisions ahead, to the end of the opponent&apos;s turn, sees the captures waiting at the end, watches the Snookle and the Monolith, and reads the opponent&apos;s likely planet from the cards they take</source>
        <translation type="vanished">regarde sept décisions à l&apos;avance, jusqu&apos;à la fin du tour adverse, voit les prises qui attendent au bout, surveille le Snookle et le Monolithe et devine la planète probable de l&apos;adversaire d&apos;après les cartes qu&apos;il prend</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="408"/>
        <source>%1 builds an L of walls that closes the way between %2</source>
        <translation>%1 construit un L de murs qui ferme le passage entre %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="409"/>
        <source>%1 builds an L of walls beside %2; it blocks nothing</source>
        <translation>%1 construit un L de murs à côté de %2, qui ne ferme aucun passage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="449"/>
        <source>The Monolith sweeps away %1&apos;s wall beside %2; it goes back to %1</source>
        <translation>Le Monolithe balaie le mur de %1 à côté de %2&#xa0;; il revient à %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="450"/>
        <source>The Monolith sweeps away %1&apos;s walls beside %2; they go back to %1</source>
        <translation>Le Monolithe balaie les murs de %1 à côté de %2&#xa0;; ils reviennent à %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="452"/>
        <source>The Monolith puts out the fire on %1</source>
        <translation>Le Monolithe éteint le feu sur %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="453"/>
        <source>The Monolith clears the water from %1</source>
        <translation>Le Monolithe retire l&apos;eau de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="456"/>
        <source>%1 meets the goal of %2 (%3)</source>
        <translation>%1 remplit l&apos;objectif de %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="457"/>
        <source>%1 captures three or more checkers in one move</source>
        <translation>%1 prend trois pions ou plus en un seul coup</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="458"/>
        <source>three or more fires burn on the board</source>
        <translation>trois feux ou plus brûlent sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="459"/>
        <source>three or more waters lie on the board</source>
        <translation>trois eaux ou plus recouvrent le plateau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="460"/>
        <source>%1 has captured eight or more enemy pieces</source>
        <translation>%1 a pris huit pièces adverses ou plus</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="461"/>
        <source>%1 owns two emperors</source>
        <translation>%1 possède deux empereurs</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="462"/>
        <source>three or more of %1&apos;s checkers wear rings</source>
        <translation>trois pions ou plus de %1 portent un anneau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="463"/>
        <source>the board lies a quarter turn from its start and %1 has more checkers</source>
        <translation>le plateau est à un quart de tour de sa position de départ et %1 a plus de pions</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="465"/>
        <source>the Monolith took an enemy checker during %1&apos;s turn</source>
        <translation>le Monolithe a pris un pion adverse pendant le tour de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="466"/>
        <source>%1&apos;s checker with the Snookle stands on the opponent&apos;s home row</source>
        <translation>le pion de %1 portant le Snookle se trouve sur la ligne de départ adverse</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="527"/>
        <source>%1 cannot move now.</source>
        <translation>%1 ne peut pas bouger maintenant.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="528"/>
        <source>%1 cannot move now: %2.</source>
        <translation>%1 ne peut pas bouger maintenant&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="529"/>
        <source>%1 can be chosen now.</source>
        <translation>%1 fait partie des choix possibles maintenant.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="530"/>
        <source>%1 can be chosen now: %2.</source>
        <translation>%1 fait partie des choix possibles maintenant&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="531"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 ne peut pas bouger&#xa0;: la prise est obligatoire (%2).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="532"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 doit prendre&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="533"/>
        <source>%1 can %2.</source>
        <translation>%1 peut %2.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="534"/>
        <source>%1, or %2</source>
        <translation>%1, ou %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="535"/>
        <source>move to one of %1 squares</source>
        <translation>aller sur l&apos;une de %1 cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="536"/>
        <source>step to %1</source>
        <translation>aller en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="537"/>
        <source>move to %1</source>
        <translation>se rendre en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="538"/>
        <source>capture on %1</source>
        <translation>prendre en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="539"/>
        <source>Zotting</source>
        <translation>Foudroiement</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="540"/>
        <source>Nimbleness</source>
        <translation>Agilité</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="541"/>
        <source>Venom</source>
        <translation>Venin</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="542"/>
        <source>Warding</source>
        <translation>Protection</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="543"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="544"/>
        <source>Valor</source>
        <translation>Bravoure</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="545"/>
        <source>This man wears %1 (%2 hat) and %3.</source>
        <translation>Ce pion porte %1 (chapeau %2) et %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="546"/>
        <source>This king wears %1 (%2 hat) and %3.</source>
        <translation>Cette dame porte %1 (chapeau %2) et %3.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="547"/>
        <source>may zot a neighbouring enemy, but never captures by jumping</source>
        <translation>peut foudroyer un ennemi voisin, mais ne prend jamais en sautant</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="548"/>
        <source>may zot %1, but never captures by jumping</source>
        <translation>peut foudroyer %1, mais ne prend jamais en sautant</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="549"/>
        <source>may also hop over pieces of its own side</source>
        <translation>peut aussi sauter par-dessus les pièces de son camp</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="550"/>
        <source>poisons whoever captures it</source>
        <translation>empoisonne quiconque s&apos;en empare</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="551"/>
        <source>survives the next capture, which takes the hat instead</source>
        <translation>survit à la prochaine prise, qui emporte le chapeau à sa place</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="552"/>
        <source>captures by stepping onto an enemy, never by jumping</source>
        <translation>prend en avançant sur un ennemi, jamais en sautant</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="553"/>
        <source>jumps at a right angle instead of straight on</source>
        <translation>saute à angle droit au lieu de tout droit</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="554"/>
        <source>This piece is poisoned: it leaves the board when its turn ends.</source>
        <translation>Cette pièce est empoisonnée&#xa0;: elle quitte le plateau à la fin du tour de son camp.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="555"/>
        <source>This checker is the Bard&apos;s illusion: an enemy checker it meets may save to make it vanish.</source>
        <translation>Ce pion est une illusion du Barde&#xa0;: un pion ennemi qu&apos;elle rencontre peut la faire disparaître d&apos;un jet de sauvegarde.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="558"/>
        <source>This checker is wounded (face down): one more wound captures it.</source>
        <translation>Ce pion est blessé (face cachée)&#xa0;: encore une blessure et il est pris.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="559"/>
        <source>Charmed by the Bard: %1 may not jump this checker.</source>
        <translation>Charmé par le Barde&#xa0;: %1 ne peut pas sauter ce pion.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="560"/>
        <source>The Smart Fighter&apos;s penny on this checker takes the next wound.</source>
        <translation>Le sou du Guerrier rusé sur ce pion encaissera la prochaine blessure.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="561"/>
        <source>Tactical Master: while the Smart Fighter leads in level, this checker&apos;s jumps may turn a right angle.</source>
        <translation>Maître tacticien&#xa0;: tant que le Guerrier rusé a un niveau d&apos;avance, les sauts de ce pion peuvent tourner à angle droit.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="564"/>
        <source>Cure Critical Wounds saved this checker: it cannot be captured again this turn.</source>
        <translation>Soins critiques a sauvé ce pion&#xa0;: il ne peut plus être pris pendant ce tour.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="567"/>
        <source>%1 skips the next turn (Cure Critical Wounds).</source>
        <translation>%1 passe son prochain tour (Soins critiques).</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="568"/>
        <source>punch %1</source>
        <translation>frapper %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="569"/>
        <source>This pawn wears the Kingly Crown and moves as a king.</source>
        <translation>Ce pion porte la Couronne royale et se déplace comme un roi.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="570"/>
        <source>This pawn wears the Queenly Crown and moves as a queen.</source>
        <translation>Ce pion porte la Couronne de reine et se déplace comme une dame.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="571"/>
        <source>This pawn wears the Bishop Mitre and moves as a bishop.</source>
        <translation>Ce pion porte la Mitre d&apos;évêque et se déplace comme un fou.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="572"/>
        <source>This pawn wears the Knighted Helm and moves as a knight.</source>
        <translation>Ce pion porte le Heaume de chevalier et se déplace comme un cavalier.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="573"/>
        <source>This pawn wears the Hunting Tyrolean and moves as a rook.</source>
        <translation>Ce pion porte le Chapeau tyrolien de chasse et se déplace comme une tour.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="574"/>
        <source>Your king is in check: only moves that end the check are allowed.</source>
        <translation>Votre roi est en échec&#xa0;: seuls les coups qui mettent fin à l&apos;échec sont permis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="576"/>
        <source>%1&apos;s king is in check: only moves that end the check are allowed.</source>
        <translation>Le roi de %1 est en échec&#xa0;: seuls les coups qui mettent fin à l&apos;échec sont permis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="578"/>
        <source>Moves that would leave your king in check are not allowed.</source>
        <translation>Les coups qui laisseraient votre roi en échec ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="579"/>
        <source>Moves that would leave %1&apos;s king in check are not allowed.</source>
        <translation>Les coups qui laisseraient le roi de %1 en échec ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="580"/>
        <source>slide to %1</source>
        <translation>glisser en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="581"/>
        <source>The Monolith on %1</source>
        <translation>Le Monolithe en %1</translation>
    </message>
    <message>
        <source>The Hippo sits on this checker: it cannot move.</source>
        <translation type="vanished">L&apos;Hippopotame est assis sur ce pion&#xa0;: il ne peut pas bouger.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="583"/>
        <source>An emperor may slide any distance along a free diagonal.</source>
        <translation>Un empereur peut glisser aussi loin qu&apos;il veut le long d&apos;une diagonale libre.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="584"/>
        <source>The Snookle lets this checker step and jump backward.</source>
        <translation>Le Snookle permet à ce pion d&apos;avancer et de sauter aussi vers l&apos;arrière.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="585"/>
        <source>This checker stands in water, which kings and emperors may enter and pawns may not.</source>
        <translation>Cette pièce est dans l&apos;eau, où les dames et les empereurs peuvent entrer, mais pas les pions.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="588"/>
        <source>fire on %1</source>
        <translation>du feu en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="589"/>
        <source>water on %1</source>
        <translation>de l&apos;eau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="590"/>
        <source>the Monolith on %1</source>
        <translation>le Monolithe en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="591"/>
        <source>a wall before %1</source>
        <translation>un mur devant %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="592"/>
        <source>In its way: %1.</source>
        <translation>Sur son chemin&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="593"/>
        <source>A ring saves this checker from the next jump.</source>
        <translation>Un anneau sauve ce pion du prochain saut.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="594"/>
        <source>This pawn stands ready on its far row: it is crowned as soon as its side has a piece off the board to stack on it.</source>
        <translation>Ce pion est prêt sur sa dernière rangée&#xa0;: il sera couronné dès que son camp aura une pièce hors du plateau à y empiler.</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="598"/>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 déplace %2 de %3 à %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="599"/>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 va de %2 à %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="600"/>
        <source>%1 on %2 captures %3</source>
        <translation>%1 en %2 prend %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="601"/>
        <source>%1 moves from %2 to %3, capturing %4</source>
        <translation>%1 va de %2 à %3 et prend %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="602"/>
        <source>%1 jumps from %2 to %3, capturing %4</source>
        <translation>%1 saute de %2 à %3 et prend %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="603"/>
        <source>%1 jumps from %2 via %3 to %4, capturing %5</source>
        <translation>%1 saute de %2 par %3 à %4 et prend %5</translation>
    </message>
    <message>
        <location filename="../app/enginetexts.cpp" line="604"/>
        <source>%1 and is crowned</source>
        <translation>%1 et est couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="17"/>
        <source>&quot;log&quot; must be a list, not %1</source>
        <translation>&quot;log&quot; doit être une liste, pas %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="18"/>
        <source>&quot;options&quot; must be an object of NAME: VALUE, not %1</source>
        <translation>&quot;options&quot; doit être un objet de NOM: VALEUR, pas %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="19"/>
        <source>&quot;players&quot; must be a list, not %1</source>
        <translation>&quot;players&quot; doit être une liste, pas %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="20"/>
        <source>&quot;players&quot; must name both sides or neither, not %1</source>
        <translation>&quot;players&quot; doit nommer les deux camps ou aucun, pas %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="21"/>
        <source>%1 (&apos;%2&apos;): %3</source>
        <translation>%1 («&#xa0;%2&#xa0;»)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="22"/>
        <source>%1 is to decide</source>
        <translation>c&apos;est à %1 de décider</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="23"/>
        <source>%1 must be a string, not %2</source>
        <translation>%1 doit être une chaîne, pas %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="24"/>
        <source>%1 must be a whole number of 0 or more, not %2</source>
        <translation>%1 doit être un nombre entier positif ou nul, pas %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="25"/>
        <source>%1: &quot;move&quot;</source>
        <translation>%1&#xa0;: &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="26"/>
        <source>%1: expected {&quot;by&quot;: ..., &quot;move&quot;: ...}, not %2</source>
        <translation>%1&#xa0;: {&quot;by&quot;: ..., &quot;move&quot;: ...} attendu, pas %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="27"/>
        <source>%1: it needs both &quot;by&quot; and &quot;move&quot;</source>
        <translation>%1&#xa0;: il faut à la fois &quot;by&quot; et &quot;move&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="28"/>
        <source>a %1</source>
        <translation>de type %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="29"/>
        <source>a chance outcome is due</source>
        <translation>un résultat du hasard est attendu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="30"/>
        <source>bad &quot;version&quot; %1: it must be a whole number from 1 up</source>
        <translation>&quot;version&quot; %1 invalide&#xa0;: ce doit être un nombre entier à partir de 1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="31"/>
        <source>bad seed %1: it must be a whole number from 0 to %2, in decimal digits</source>
        <translation>graine %1 invalide&#xa0;: ce doit être un nombre entier de 0 à %2, en chiffres décimaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="33"/>
        <source>bad start position: %1</source>
        <translation>position de départ invalide&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="34"/>
        <source>decision %1</source>
        <translation>décision %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="35"/>
        <source>each of &quot;players&quot;</source>
        <translation>chaque élément de &quot;players&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="36"/>
        <source>it is by %1, but %2</source>
        <translation>elle est de %1, mais %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="37"/>
        <source>it is by %1, but only %2 or %3 can offer a draw</source>
        <translation>elle est de %1, mais seul %2 ou %3 peut proposer la nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="38"/>
        <source>it is by %1, but only %2 or %3 can resign</source>
        <translation>elle est de %1, mais seul %2 ou %3 peut abandonner</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="39"/>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="40"/>
        <source>not a saved game: &quot;format&quot; is %1, not &quot;%2&quot;</source>
        <translation>pas une partie enregistrée&#xa0;: &quot;format&quot; vaut %1, pas &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="41"/>
        <source>not a saved game: lists and objects nest more than %1 deep (at %2); a saved game nests three deep</source>
        <translation>pas une partie enregistrée&#xa0;: listes et objets s&apos;imbriquent sur plus de %1 niveaux (à %2)&#xa0;; une partie enregistrée en a trois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="43"/>
        <source>not a saved game: no &quot;format&quot; field (a Hatrack game file has &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>pas une partie enregistrée&#xa0;: pas de champ &quot;format&quot; (un fichier de partie Hatrack a &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="46"/>
        <source>not a saved game: the file holds a JSON %1, not an object</source>
        <translation>pas une partie enregistrée&#xa0;: le fichier contient un %1 JSON, pas un objet</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="47"/>
        <source>not a saved game: the file is empty</source>
        <translation>pas une partie enregistrée&#xa0;: le fichier est vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="48"/>
        <source>not a saved game: the file is not JSON (%1)</source>
        <translation>pas une partie enregistrée&#xa0;: le fichier n&apos;est pas du JSON (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="49"/>
        <source>not a saved game: the file is not JSON that can be read (%1)</source>
        <translation>pas une partie enregistrée&#xa0;: le fichier n&apos;est pas du JSON lisible (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="50"/>
        <source>option &apos;%1&apos;</source>
        <translation>option «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="51"/>
        <source>the game is already over</source>
        <translation>la partie est déjà finie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="52"/>
        <source>the saved game has no &quot;%1&quot; field</source>
        <translation>la partie enregistrée n&apos;a pas de champ &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="53"/>
        <source>the saved game is in format version %1, newer than this version of Hatrack reads (up to version %2); open it with a newer Hatrack</source>
        <translation>la partie enregistrée est au format version %1, plus récent que ce que cette version de Hatrack sait lire (jusqu&apos;à la version %2)&#xa0;; ouvrez-la avec un Hatrack plus récent</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="56"/>
        <source>the saved game is truncated: the file ends at %1 before the game is complete</source>
        <translation>la partie enregistrée est tronquée&#xa0;: le fichier s&apos;arrête à %1 avant que la partie soit complète</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="58"/>
        <source>unknown player %1 in &quot;players&quot; (choose %2)</source>
        <translation>joueur %1 inconnu dans &quot;players&quot; (choisissez %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="60"/>
        <source>PDN records are for checkers; %1 games cannot be written or read as PDN</source>
        <translation>les parties PDN sont pour les dames&#xa0;; les parties de %1 ne peuvent pas être écrites ni lues en PDN</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="62"/>
        <source>cannot write the game as PDN: move %1 (%2: %3) is not one move of the game&apos;s notation</source>
        <translation>impossible d&apos;écrire la partie en PDN&#xa0;: le coup %1 (%2&#xa0;: %3) n&apos;est pas un seul coup de la notation du jeu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="65"/>
        <source>move %1 (%2): %3</source>
        <translation>coup %1 («&#xa0;%2&#xa0;»)&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="66"/>
        <source>not a move; a record ends by its result</source>
        <translation>pas un coup&#xa0;; une partie notée se termine par son résultat</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="67"/>
        <source>the game had already ended by the rules (%1)</source>
        <translation>la partie était déjà finie selon les règles (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="69"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos;</source>
        <translation>le jeu «&#xa0;%1&#xa0;» n&apos;a pas d&apos;option «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="70"/>
        <source>game &apos;%1&apos; has no option &apos;%2&apos; (it has no options)</source>
        <translation>le jeu «&#xa0;%1&#xa0;» n&apos;a pas d&apos;option «&#xa0;%2&#xa0;» (il n&apos;a aucune option)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="71"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos;</source>
        <translation>l&apos;option «&#xa0;%1&#xa0;» ne peut pas valoir «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="72"/>
        <source>option &apos;%1&apos; cannot be &apos;%2&apos; (choose %3)</source>
        <translation>l&apos;option «&#xa0;%1&#xa0;» ne peut pas valoir «&#xa0;%2&#xa0;» (choisissez %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="73"/>
        <source>unknown game &apos;%1&apos; (known games: %2)</source>
        <translation>jeu «&#xa0;%1&#xa0;» inconnu (jeux connus&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="74"/>
        <source>unknown player &apos;%1&apos; for %2 (choose %3)</source>
        <translation>joueur «&#xa0;%1&#xa0;» inconnu pour %2 (choisissez %3)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="76"/>
        <source>&apos;%1&apos; cannot be played now: %2</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être joué maintenant&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="77"/>
        <source>&apos;%1&apos; is not a legal action here</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une action permise ici</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="78"/>
        <source>&apos;%1&apos; is not a legal chance outcome here</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un résultat du hasard possible ici</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="79"/>
        <source>&apos;%1&apos; is not a legal decision here</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une décision permise ici</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="80"/>
        <source>a chance outcome is due after &apos;%1&apos;; give it as a move of its own</source>
        <translation>un résultat du hasard est attendu après «&#xa0;%1&#xa0;»&#xa0;; donnez-le comme un coup à part</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="81"/>
        <source>a chance outcome is due; only a player can offer a draw</source>
        <translation>un résultat du hasard est attendu&#xa0;; seul un joueur peut proposer la nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="82"/>
        <source>a chance outcome is due; only a player can resign</source>
        <translation>un résultat du hasard est attendu&#xa0;; seul un joueur peut abandonner</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="83"/>
        <source>chance</source>
        <translation>le hasard</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="84"/>
        <source>checker</source>
        <translation>pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="85"/>
        <source>entry %1: %2</source>
        <translation>entrée %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="86"/>
        <source>expected a decision by %1</source>
        <translation>une décision de %1 était attendue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="87"/>
        <source>hats</source>
        <translation>chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="88"/>
        <source>move &apos;%1&apos; is not a chance outcome here (possible: %2)</source>
        <translation>le coup «&#xa0;%1&#xa0;» n&apos;est pas un résultat du hasard ici (possibles&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="89"/>
        <source>move &apos;%1&apos;: %2</source>
        <translation>coup «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="90"/>
        <source>nobody (the game is over)</source>
        <translation>personne (la partie est finie)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="91"/>
        <source>nobody is to decide</source>
        <translation>personne n&apos;a à décider</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="92"/>
        <source>only a player can agree to a draw</source>
        <translation>seul un joueur peut accepter la nulle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="93"/>
        <source>only a player can resign</source>
        <translation>seul un joueur peut abandonner</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="94"/>
        <source>pennies</source>
        <translation>sous</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="95"/>
        <source>pieces</source>
        <translation>pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="96"/>
        <source>position: %1</source>
        <translation>position&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="98"/>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="99"/>
        <source>&apos;%1&apos; is not a square number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un numéro de case</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="100"/>
        <source>a move names at least two squares</source>
        <translation>un coup nomme au moins deux cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="101"/>
        <source>a piece list must start with W or B, found &apos;%1&apos;</source>
        <translation>une liste de pièces doit commencer par W ou B, trouvé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="102"/>
        <source>bad FEN &apos;%1&apos;: %2</source>
        <translation>FEN «&#xa0;%1&#xa0;» invalide&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="103"/>
        <source>bad FEN: it is empty</source>
        <translation>FEN invalide&#xa0;: il est vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="104"/>
        <source>expected &apos;:&apos; at position %1</source>
        <translation>«&#xa0;:&#xa0;» attendu à la position %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="105"/>
        <source>expected a square number, found &apos;%1&apos;</source>
        <translation>un numéro de case était attendu, trouvé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="106"/>
        <source>impossible position: %1 has %2 pieces; each side has at most 12</source>
        <translation>position impossible&#xa0;: %1 a %2 pièces&#xa0;; chaque camp en a au plus 12</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="107"/>
        <source>impossible position: the Black man on %1 stands on the row where it would have been crowned</source>
        <translation>position impossible&#xa0;: le pion noir en %1 se tient sur la rangée où il aurait été couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="109"/>
        <source>impossible position: the White man on %1 stands on the row where it would have been crowned</source>
        <translation>position impossible&#xa0;: le pion blanc en %1 se tient sur la rangée où il aurait été couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="111"/>
        <source>it ends with a separator</source>
        <translation>il se termine par un séparateur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="112"/>
        <source>it must start with B or W, the side to move</source>
        <translation>il doit commencer par B ou W, le camp qui joue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="113"/>
        <source>malformed move &apos;%1&apos;: %2</source>
        <translation>coup «&#xa0;%1&#xa0;» mal formé&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="114"/>
        <source>range %1 runs backwards</source>
        <translation>la plage %1 est à l&apos;envers</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="115"/>
        <source>square %1 is given twice</source>
        <translation>la case %1 est donnée deux fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="116"/>
        <source>square %1 is not on the board (squares are 1-32)</source>
        <translation>la case %1 n&apos;est pas sur le plateau (les cases vont de 1 à 32)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="117"/>
        <source>squares must be joined by &apos;-&apos; or &apos;x&apos;</source>
        <translation>les cases doivent être reliées par «&#xa0;-&#xa0;» ou «&#xa0;x&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="118"/>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="119"/>
        <source>the jump chain must go on from %1</source>
        <translation>la rafle doit continuer depuis %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="120"/>
        <source>the piece on %1 is %2&apos;s, and %3 is to move</source>
        <translation>la pièce en %1 appartient à %2, et c&apos;est à %3 de jouer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="121"/>
        <source>there is no piece on %1</source>
        <translation>il n&apos;y a pas de pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="122"/>
        <source>write squares 1-32 joined by &apos;-&apos; or &apos;x&apos;, as in 11-15 or 15x24</source>
        <translation>écrivez des cases 1-32 reliées par «&#xa0;-&#xa0;» ou «&#xa0;x&#xa0;», comme 11-15 ou 15x24</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="124"/>
        <source>&apos;%1&apos; is not a hat (use r y g b c p)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un chapeau (utilisez r y g b c p)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="125"/>
        <source>bad FEN field &apos;%1&apos; (known: hats, racks, bag, out, pools, opts)</source>
        <translation>champ FEN «&#xa0;%1&#xa0;» invalide (connus&#xa0;: hats, racks, bag, out, pools, opts)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="126"/>
        <source>bad FEN field &apos;%1&apos;: %2</source>
        <translation>champ FEN «&#xa0;%1&#xa0;» invalide&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="127"/>
        <source>bad FEN hats &apos;%1&apos;: there is no piece on %2</source>
        <translation>chapeaux FEN «&#xa0;%1&#xa0;» invalides&#xa0;: il n&apos;y a pas de pièce en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="128"/>
        <source>bad FEN hats &apos;%1&apos;: write SQUARE=hats, as in 5=rb</source>
        <translation>chapeaux FEN «&#xa0;%1&#xa0;» invalides&#xa0;: écrivez CASE=chapeaux, comme 5=rb</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="129"/>
        <source>bad FEN option &apos;%1&apos;</source>
        <translation>option FEN «&#xa0;%1&#xa0;» invalide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="130"/>
        <source>bad FEN option &apos;%1&apos;: use on or off</source>
        <translation>option FEN «&#xa0;%1&#xa0;» invalide&#xa0;: utilisez on ou off</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="131"/>
        <source>bad FEN option draft=%1</source>
        <translation>option FEN draft=%1 invalide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="132"/>
        <source>bad FEN pools &apos;%1&apos;: pools exist only with draft=select or draft=contrary</source>
        <translation>réserves FEN «&#xa0;%1&#xa0;» invalides&#xa0;: les réserves n&apos;existent qu&apos;avec draft=select ou draft=contrary</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="134"/>
        <source>expected NAME:VALUE</source>
        <translation>NOM:VALEUR attendu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="135"/>
        <source>impossible position: %1 %2 hats (there are 5 of each colour)</source>
        <translation>position impossible&#xa0;: %1 chapeaux (%2) (il y en a 5 de chaque couleur)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="136"/>
        <source>impossible position: only %1 %2 hats are accounted for (there are 5)</source>
        <translation>position impossible&#xa0;: seuls %1 chapeaux (%2) sont comptés (il y en a 5)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="138"/>
        <source>more than 5 %1 hats</source>
        <translation>plus de 5 chapeaux (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="139"/>
        <source>move &apos;%1&apos; is ambiguous: name the piece passed over, as in %2 or %3</source>
        <translation>coup «&#xa0;%1&#xa0;» ambigu&#xa0;: nommez la pièce sautée, comme %2 ou %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="141"/>
        <source>the position is for %1, but the game is set to %2</source>
        <translation>la position est pour %1, mais la partie est réglée sur %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="142"/>
        <source>write Black&apos;s hats/White&apos;s hats</source>
        <translation>écrivez chapeaux de Noir/chapeaux de Blanc</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="144"/>
        <source>%1 cannot have stepped there leaving a king in check</source>
        <translation>%1 ne peut pas avoir joué là en laissant un roi en échec</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="145"/>
        <source>%1 has more than 8 pieces</source>
        <translation>%1 a plus de 8 pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="146"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 doit être un nombre entier, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="147"/>
        <source>%1 must be from %2 to %3, not %4</source>
        <translation>%1 doit être entre %2 et %3, pas %4</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="148"/>
        <source>%1: more than 8 ranks</source>
        <translation>%1&#xa0;: plus de 8 rangées</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="149"/>
        <source>%1: needs 8 ranks of 8 squares</source>
        <translation>%1&#xa0;: il faut 8 rangées de 8 cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="150"/>
        <source>%1: rank %2 does not have 8 squares</source>
        <translation>%1&#xa0;: la rangée %2 n&apos;a pas 8 cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="151"/>
        <source>%1: rank %2 has more than 8 squares</source>
        <translation>%1&#xa0;: la rangée %2 a plus de 8 cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="152"/>
        <source>%1: unexpected &apos;%2&apos;</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» inattendu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="153"/>
        <source>&apos;%1&apos;: there is no %2 on %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: il n&apos;y a pas de %2 en %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="154"/>
        <source>a Kingly Crown is in the game, so the crown field must be c</source>
        <translation>une couronne royale est en jeu, donc le champ de la couronne doit être c</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="155"/>
        <source>a Pawns in Hats position has 7 fields (pieces, hats, side, pending, crown, halfmove clock, move number), not %1</source>
        <translation>une position de Pions à chapeaux a 7 champs (pièces, chapeaux, camp, décision en attente, couronne, compteur de demi-coups, numéro du coup), pas %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="157"/>
        <source>a pawn holding a hat stands on a hatless square, but a hat lies on %1</source>
        <translation>un pion qui tient un chapeau se tient sur une case sans chapeau, mais un chapeau est posé en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="159"/>
        <source>bad square &apos;%1&apos;</source>
        <translation>case «&#xa0;%1&#xa0;» invalide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="160"/>
        <source>crown field must be c or -, not &apos;%1&apos;</source>
        <translation>le champ de la couronne doit être c ou -, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="161"/>
        <source>more than 16 hats</source>
        <translation>plus de 16 chapeaux</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="162"/>
        <source>name the hat (%1)</source>
        <translation>nommez le chapeau (%1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="163"/>
        <source>no bare enemy pawn of %1 on %2</source>
        <translation>pas de pion adverse nu de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="164"/>
        <source>no bare pawn of %1 punched %2</source>
        <translation>aucun pion nu de %1 n&apos;a frappé %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="165"/>
        <source>no free square around %1 for the hat to land on</source>
        <translation>aucune case libre autour de %1 où le chapeau puisse atterrir</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="166"/>
        <source>no hat lies on %1</source>
        <translation>aucun chapeau n&apos;est posé en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="167"/>
        <source>no hatless square around %1, so the hat would already be worn</source>
        <translation>aucune case sans chapeau autour de %1, le chapeau serait donc déjà porté</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="168"/>
        <source>no hatted piece of %1 on %2</source>
        <translation>aucune pièce à chapeau de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="169"/>
        <source>no piece of %1 on %2</source>
        <translation>aucune pièce de %1 en %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="170"/>
        <source>nothing may follow the square</source>
        <translation>rien ne peut suivre la case</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="171"/>
        <source>pending decision &apos;%1&apos; is malformed</source>
        <translation>la décision en attente «&#xa0;%1&#xa0;» est mal formée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="172"/>
        <source>pending decision &apos;%1&apos; needs a square (pick:e4)</source>
        <translation>la décision en attente «&#xa0;%1&#xa0;» demande une case (pick:e4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="173"/>
        <source>pending decision &apos;%1&apos;: %2</source>
        <translation>décision en attente «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="174"/>
        <source>side to move must be w or b, not &apos;%1&apos;</source>
        <translation>le camp qui joue doit être w ou b, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="175"/>
        <source>the halfmove clock</source>
        <translation>le compteur de demi-coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="176"/>
        <source>the move number</source>
        <translation>le numéro du coup</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="177"/>
        <source>the piece on %1 already wears a hat (two hats on one piece)</source>
        <translation>la pièce en %1 porte déjà un chapeau (deux chapeaux sur une pièce)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="178"/>
        <source>the piece on %1 cannot take its hat off there</source>
        <translation>la pièce en %1 ne peut pas ôter son chapeau là</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="179"/>
        <source>unknown hat &apos;%1&apos;</source>
        <translation>chapeau «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="180"/>
        <source>unknown pending decision &apos;%1&apos; (choose -, pick, roll, wear, off or land)</source>
        <translation>décision en attente «&#xa0;%1&#xa0;» inconnue (choisissez -, pick, roll, wear, off ou land)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="183"/>
        <source>%1 %2 is out of range (%3-%4)</source>
        <translation>%1 %2 est hors limites (%3-%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="184"/>
        <source>%1 &apos;%2&apos; is not a number</source>
        <translation>%1 «&#xa0;%2&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="185"/>
        <source>%1 has more than 12 checkers</source>
        <translation>%1 a plus de 12 pions</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="186"/>
        <source>%1 must choose a character first</source>
        <translation>%1 doit d&apos;abord choisir un personnage</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="187"/>
        <source>a Fighter&apos;s checker carries at most one penny (&apos;%1&apos;)</source>
        <translation>un pion du Guerrier porte au plus un sou («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="188"/>
        <source>a man on square %1 would have been crowned</source>
        <translation>un pion sur la case %1 aurait été couronné</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="189"/>
        <source>a pool is written men.kings.smart, not &apos;%1&apos;</source>
        <translation>une réserve s&apos;écrit men.kings.smart, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="190"/>
        <source>an illusion (%1) is never wounded and carries no pennies</source>
        <translation>une illusion (%1) n&apos;est jamais blessée et ne porte pas de sous</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="191"/>
        <source>cannot read the checker &apos;%1&apos; (write [K]square[w][pN] or iSquare)</source>
        <translation>impossible de lire le pion «&#xa0;%1&#xa0;» (écrivez [K]case[w][pN] ou iCase)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="192"/>
        <source>characters must be written &apos;black,white&apos;</source>
        <translation>les personnages s&apos;écrivent &apos;black,white&apos; (noir,blanc)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="193"/>
        <source>empty move</source>
        <translation>coup vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="194"/>
        <source>expected a field starting &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>un champ commençant par «&#xa0;%1&#xa0;» était attendu, trouvé «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="195"/>
        <source>field &apos;%1&apos; needs %2 values</source>
        <translation>le champ «&#xa0;%1&#xa0;» demande %2 valeurs</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="196"/>
        <source>more checkers on the board and in the pools than a game has</source>
        <translation>plus de pions sur le plateau et dans les réserves qu&apos;une partie n&apos;en compte</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="197"/>
        <source>move &apos;%1&apos; is ambiguous: name the checker passed over, as in %2 or %3</source>
        <translation>coup «&#xa0;%1&#xa0;» ambigu&#xa0;: nommez le pion sauté, comme %2 ou %3</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="199"/>
        <source>no-progress count</source>
        <translation>compteur sans progrès</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="200"/>
        <source>only a Bard has illusions (&apos;%1&apos;)</source>
        <translation>seul un Barde a des illusions («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="201"/>
        <source>only a spellcaster or the Thief keeps pennies</source>
        <translation>seul un lanceur de sorts ou le Voleur garde des sous</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="202"/>
        <source>only the Bard&apos;s and the Fighter&apos;s checkers carry pennies (&apos;%1&apos;)</source>
        <translation>seuls les pions du Barde et du Guerrier portent des sous («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="203"/>
        <source>only the Cleric skips a turn</source>
        <translation>seul le Clerc passe un tour</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="204"/>
        <source>only the Smart Fighter keeps pennies in the pool</source>
        <translation>seul le Guerrier rusé garde des sous dans la réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="205"/>
        <source>pennies in &apos;%1&apos;</source>
        <translation>sous dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="206"/>
        <source>pool kings</source>
        <translation>dames de la réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="207"/>
        <source>pool men</source>
        <translation>pions de la réserve</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="208"/>
        <source>position &apos;%1&apos; needs 8 fields: side, characters, B:, W:, P:, $:, S:, Q:</source>
        <translation>la position «&#xa0;%1&#xa0;» demande 8 champs&#xa0;: camp, personnages, B:, W:, P:, $:, S:, Q:</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="210"/>
        <source>skip flag</source>
        <translation>indicateur de tour passé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="211"/>
        <source>smart pennies</source>
        <translation>sous du Guerrier rusé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="212"/>
        <source>square in &apos;%1&apos;</source>
        <translation>case dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="213"/>
        <source>the side to move must be B or W, not &apos;%1&apos;</source>
        <translation>le camp qui joue doit être B ou W, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="214"/>
        <source>two checkers on square %1</source>
        <translation>deux pions sur la case %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="215"/>
        <source>unknown character &apos;%1&apos; (ranger, cleric, bard, thief, fighter, mage or ?)</source>
        <translation>personnage «&#xa0;%1&#xa0;» inconnu (ranger, cleric, bard, thief, fighter, mage ou&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="218"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="219"/>
        <source>%1 face-up cards do not fit phase &apos;%2&apos;</source>
        <translation>%1 cartes face visible ne conviennent pas à la phase «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="220"/>
        <source>%1: %2 is out of range (%3-%4)</source>
        <translation>%1&#xa0;: %2 est hors limites (%3-%4)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="221"/>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="222"/>
        <source>%1; legal: %2</source>
        <translation>%1&#xa0;; permis&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="223"/>
        <source>&apos;%1&apos; is not a card with targets</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte à cibles</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="224"/>
        <source>&apos;%1&apos; is not an edge between two squares</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un bord entre deux cases</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="225"/>
        <source>a checker on fire on %1</source>
        <translation>un pion sur le feu en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="226"/>
        <source>a pawn on water on %1</source>
        <translation>un pion sur l&apos;eau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="227"/>
        <source>an empty move</source>
        <translation>un coup vide</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="228"/>
        <source>both planets must be dealt after the deal</source>
        <translation>après la donne, les deux planètes doivent être distribuées</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="229"/>
        <source>both players cannot hold the same planet</source>
        <translation>les deux joueurs ne peuvent pas avoir la même planète</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="230"/>
        <source>checker &apos;%1&apos;: unknown or repeated mark &apos;%2&apos;</source>
        <translation>pion «&#xa0;%1&#xa0;»&#xa0;: marque «&#xa0;%2&#xa0;» inconnue ou répétée</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="231"/>
        <source>field &apos;%1&apos; given twice</source>
        <translation>champ «&#xa0;%1&#xa0;» donné deux fois</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="232"/>
        <source>field &apos;%1&apos; has no name (NAME:VALUE)</source>
        <translation>le champ «&#xa0;%1&#xa0;» n&apos;a pas de nom (NOM:VALEUR)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="233"/>
        <source>jump chain square</source>
        <translation>case de la rafle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="234"/>
        <source>more &apos;%1&apos; cards than the deck holds</source>
        <translation>plus de cartes «&#xa0;%1&#xa0;» que le paquet n&apos;en contient</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="235"/>
        <source>more fire than the box holds</source>
        <translation>plus de feu que la boîte n&apos;en contient</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="236"/>
        <source>more rings than the box holds</source>
        <translation>plus d&apos;anneaux que la boîte n&apos;en contient</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="237"/>
        <source>more than 12 pieces for one side</source>
        <translation>plus de 12 pièces pour un camp</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="238"/>
        <source>more than 12 walls for one player</source>
        <translation>plus de 12 murs pour un joueur</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="239"/>
        <source>more water than the box holds</source>
        <translation>plus d&apos;eau que la boîte n&apos;en contient</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="240"/>
        <source>needs a side (B or W) and a phase</source>
        <translation>il faut un camp (B ou W) et une phase</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="241"/>
        <source>no checker of the side to move on the jump chain&apos;s square</source>
        <translation>aucun pion du camp qui joue sur la case de la rafle</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="242"/>
        <source>no planets to deal</source>
        <translation>aucune planète à distribuer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="243"/>
        <source>phase &apos;%1&apos; is not move@SQUARE</source>
        <translation>la phase «&#xa0;%1&#xa0;» n&apos;est pas move@CASE</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="244"/>
        <source>planets must be BLACK/WHITE or off</source>
        <translation>les planètes doivent être NOIR/BLANC ou off (BLACK/WHITE)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="245"/>
        <source>planets:BLACK/WHITE (or planets:off) is missing</source>
        <translation>planets:BLACK/WHITE (ou planets:off) manque</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="246"/>
        <source>side to move must be B or W, not &apos;%1&apos;</source>
        <translation>le camp qui joue doit être B ou W, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="247"/>
        <source>square saved by a ring</source>
        <translation>case sauvée par un anneau</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="248"/>
        <source>the Hippo and the Snookle on one checker</source>
        <translation>l&apos;Hippopotame et le Snookle sur un même pion</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="249"/>
        <source>the Monolith shares its square</source>
        <translation>le Monolithe partage sa case</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="250"/>
        <source>the card being played, %1, is not face up</source>
        <translation>la carte jouée, %1, n&apos;est pas face visible</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="251"/>
        <source>the jump chain on %1 cannot go on</source>
        <translation>la rafle en %1 ne peut pas continuer</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="252"/>
        <source>there is one Monolith</source>
        <translation>il y a un seul Monolithe</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="253"/>
        <source>this must be CAPTURES/0|1</source>
        <translation>this doit être PRISES/0|1 (CAPTURES/0|1)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="254"/>
        <source>took must be N/N</source>
        <translation>took doit être N/N</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="255"/>
        <source>two checkers on %1</source>
        <translation>deux pions en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="256"/>
        <source>two tokens of fire or water on %1</source>
        <translation>deux jetons de feu ou d&apos;eau en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="257"/>
        <source>two walls on edge %1</source>
        <translation>deux murs sur le bord %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="258"/>
        <source>unknown card &apos;%1&apos;</source>
        <translation>carte «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="259"/>
        <source>unknown field &apos;%1&apos;</source>
        <translation>champ «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="260"/>
        <source>unknown phase &apos;%1&apos; (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</source>
        <translation>phase «&#xa0;%1&#xa0;» inconnue (deal, up, up:next, move, move@S, draw, choose, card:NAME, done)</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="263"/>
        <source>unknown planet &apos;%1&apos;</source>
        <translation>planète «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="264"/>
        <source>wall &apos;%1&apos; is malformed</source>
        <translation>le mur «&#xa0;%1&#xa0;» est mal formé</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="265"/>
        <source>wall &apos;%1&apos; must start with B or W</source>
        <translation>le mur «&#xa0;%1&#xa0;» doit commencer par B ou W</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_errors.cpp" line="266"/>
        <source>walls &apos;%1&apos; do not meet at a corner</source>
        <translation>les murs «&#xa0;%1&#xa0;» ne se rejoignent pas en un coin</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="23"/>
        <source>%1 has no pieces left</source>
        <comment>pawns-in-hats</comment>
        <translation>%1 n&apos;a plus de pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="24"/>
        <source>wins a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>gagne une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="25"/>
        <source>wins %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>gagne %1 pièces</translation>
    </message>
    <message>
        <source>gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">cède une pièce</translation>
    </message>
    <message>
        <source>gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">cède %1 pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="28"/>
        <source>the best found, though it gives up a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>le meilleur coup trouvé, même s&apos;il cède une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="33"/>
        <source>the best found, though it gives up %1 pieces</source>
        <comment>pawns-in-hats</comment>
        <translation>le meilleur coup trouvé, même s&apos;il cède %1 pièces</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="38"/>
        <source>trades a piece for a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>échange une pièce contre une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="39"/>
        <source>trades %1 pieces for as many</source>
        <comment>pawns-in-hats</comment>
        <translation>échange %1 pièces contre autant</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">aucune pièce ne change de camp avant que le hasard décide de la suite</translation>
    </message>
    <message>
        <source>no piece changes hands before chance decides what comes next: %1</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">aucune pièce ne change de camp avant que le hasard décide de la suite&#xa0;: %1</translation>
    </message>
    <message>
        <source>no piece changes hands in the moves the computer looks at</source>
        <comment>pawns-in-hats</comment>
        <translation type="vanished">aucune pièce ne change de camp dans les coups que l&apos;ordinateur examine</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="26"/>
        <source>wins a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gagne une pièce en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="27"/>
        <source>wins %1 pieces within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>gagne %1 pièces en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="29"/>
        <source>the best found, though what it gives up is worth more than what it takes</source>
        <comment>pawns-in-hats</comment>
        <translation>le meilleur coup trouvé, même si ce qu&apos;il cède vaut plus que ce qu&apos;il prend</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="32"/>
        <source>wins material in the trade</source>
        <comment>pawns-in-hats</comment>
        <translation>gagne du matériel dans l&apos;échange</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="34"/>
        <source>the best found, though a piece is lost within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>le meilleur coup trouvé, même si une pièce est perdue en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="36"/>
        <source>the best found, though %1 pieces are lost within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>le meilleur coup trouvé, même si %1 pièces sont perdues en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="40"/>
        <source>trades a piece for a piece within %1 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>échange une pièce contre une pièce en %1 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="41"/>
        <source>trades %1 pieces for as many within %2 moves</source>
        <comment>pawns-in-hats</comment>
        <translation>échange %1 pièces contre autant en %2 coups</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="42"/>
        <source>The piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>La pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="43"/>
        <source>a piece</source>
        <comment>pawns-in-hats</comment>
        <translation>une pièce</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="44"/>
        <source>%1&apos;s piece</source>
        <comment>pawns-in-hats</comment>
        <translation>La pièce de %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="45"/>
        <source>the piece on %1</source>
        <comment>pawns-in-hats</comment>
        <translation>la pièce en %1</translation>
    </message>
    <message>
        <location filename="../app/enginetexts_games.cpp" line="46"/>
        <source>enemy pieces captured</source>
        <comment>pawns-in-hats</comment>
        <translation>pions adverses pris</translation>
    </message>
</context>
</TS>
