<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The card step</source>
        <translation>L&apos;étape des cartes</translation>
    </message>
    <message>
        <source>Move, then a card</source>
        <translation>Jouer, puis une carte</translation>
    </message>
    <message>
        <source>Every turn has three steps: move a checker as in checkers (captures are compulsory), then a second card is turned face up from the draw pile, then you use one of the two face-up cards.</source>
        <translation>Chaque tour a trois étapes : déplacez un pion comme aux dames (la prise est obligatoire), puis une deuxième carte est retournée depuis la pioche, puis vous utilisez l&apos;une des deux cartes visibles.</translation>
    </message>
    <message>
        <source>Step the pawn on 10 to 15, then use the Fire card.</source>
        <translation>Avancez le pion de 10 en 15, puis utilisez la carte Feu.</translation>
    </message>
    <message>
        <source>Move first: the second card is turned only after your move. Then pick Fire and click any empty square.</source>
        <translation>Jouez d&apos;abord : la deuxième carte n&apos;est retournée qu&apos;après votre coup. Choisissez ensuite Feu et cliquez sur n&apos;importe quelle case vide.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 15.</source>
        <translation>Ce déplacement est permis, mais l&apos;objectif est la case 15.</translation>
    </message>
    <message>
        <source>Two cards, one choice</source>
        <translation>Deux cartes, un seul choix</translation>
    </message>
    <message>
        <source>You use only one of the two face-up cards. The other stays face up, and your opponent may take it on the next turn.</source>
        <translation>Vous n&apos;utilisez qu&apos;une des deux cartes visibles. L&apos;autre reste visible, et votre adversaire peut la prendre au tour suivant.</translation>
    </message>
    <message>
        <source>Do not leave the Coronation card for White.</source>
        <translation>Ne laissez pas la carte Couronnement à Blanc.</translation>
    </message>
    <message>
        <source>You have no king, so Coronation does nothing for you, but White&apos;s king would become an emperor with it.</source>
        <translation>Vous n&apos;avez pas de dame : Couronnement ne fait rien pour vous, mais la dame de Blanc deviendrait un empereur grâce à elle.</translation>
    </message>
    <message>
        <source>Legal, but the Coronation card stays face up, and White will use it next turn to make the king on 22 an emperor.</source>
        <translation>C&apos;est permis, mais la carte Couronnement reste visible, et Blanc s&apos;en servira au prochain tour pour faire de sa dame en 22 un empereur.</translation>
    </message>
    <message>
        <source>Checkers, kings and emperors</source>
        <translation>Pions, dames et empereurs</translation>
    </message>
    <message>
        <source>Crowning a pawn</source>
        <translation>Couronner un pion</translation>
    </message>
    <message>
        <source>A checker is a stack: a pawn is one piece, a king two, an emperor three. A pawn that reaches the far row is crowned with one of your own captured pieces.</source>
        <translation>Chaque pion est une pile : un pion simple compte une pièce, une dame deux, un empereur trois. Un pion simple qui atteint la dernière rangée est couronné avec une de vos propres pièces prises.</translation>
    </message>
    <message>
        <source>Crown your pawn.</source>
        <translation>Couronnez votre pion.</translation>
    </message>
    <message>
        <source>Your pawns move toward White&apos;s side. Either square of the far row will do; then use any card.</source>
        <translation>Vos pions avancent vers le côté de Blanc. N&apos;importe quelle case de la dernière rangée convient ; utilisez ensuite n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Legal, but the pawn on 27 is the one next to the far row.</source>
        <translation>C&apos;est permis, mais c&apos;est le pion en 27 qui est juste devant la dernière rangée.</translation>
    </message>
    <message>
        <source>A ready pawn waits</source>
        <translation>Un pion prêt attend</translation>
    </message>
    <message>
        <source>None of your pieces has been captured yet, so a pawn on the far row has no crown to take: it waits there as a ready pawn. It is crowned the moment one of your pieces is captured, even in your opponent&apos;s turn.</source>
        <translation>Aucune de vos pièces n&apos;a encore été prise : un pion sur la dernière rangée n&apos;a donc pas de couronne à recevoir, et il y attend comme pion prêt. Il est couronné dès qu&apos;une de vos pièces est prise, même pendant le tour de votre adversaire.</translation>
    </message>
    <message>
        <source>Reach the far row; White&apos;s capture will crown your pawn.</source>
        <translation>Atteignez la dernière rangée ; la prise de Blanc couronnera votre pion.</translation>
    </message>
    <message>
        <source>Step onto the far row. White must then jump your pawn on 19, and that capture frees a piece for your crown. Either card does nothing here.</source>
        <translation>Avancez sur la dernière rangée. Blanc doit alors sauter votre pion en 19, et cette prise libère une pièce pour votre couronne. Aucune des deux cartes ne fait rien ici.</translation>
    </message>
    <message>
        <source>Legal, but White then takes a pawn while none of yours waits on the far row.</source>
        <translation>C&apos;est permis, mais Blanc prend alors un pion alors qu&apos;aucun des vôtres n&apos;attend sur la dernière rangée.</translation>
    </message>
    <message>
        <source>The emperor glides</source>
        <translation>L&apos;empereur glisse</translation>
    </message>
    <message>
        <source>An emperor is a king with a third piece on it. It glides any distance along a free diagonal, stopping before fire, the Monolith, any checker and your opponent&apos;s walls, and it captures as a king does.</source>
        <translation>Un empereur est une dame surmontée d&apos;une troisième pièce. Il glisse d&apos;autant de cases qu&apos;il veut le long d&apos;une diagonale libre, en s&apos;arrêtant devant le feu, le Monolithe, tout pion et les murs de votre adversaire, et il prend comme une dame.</translation>
    </message>
    <message>
        <source>Glide your emperor from 1 to 28 in one move.</source>
        <translation>Faites glisser votre empereur de 1 à 28 en un seul coup.</translation>
    </message>
    <message>
        <source>The whole diagonal from 1 to 28 is empty.</source>
        <translation>Toute la diagonale de 1 à 28 est libre.</translation>
    </message>
    <message>
        <source>Legal, but an emperor need not stop after one square: it can glide the whole free diagonal.</source>
        <translation>C&apos;est permis, mais un empereur n&apos;a pas à s&apos;arrêter après une case : il peut parcourir toute la diagonale libre.</translation>
    </message>
    <message>
        <source>Five kings</source>
        <translation>Cinq dames</translation>
    </message>
    <message>
        <source>Owning five kings and emperors together wins the game at once, whoever&apos;s turn it is.</source>
        <translation>Posséder cinq dames et empereurs en tout fait gagner la partie aussitôt, quel que soit le joueur dont c&apos;est le tour.</translation>
    </message>
    <message>
        <source>Make your fifth king.</source>
        <translation>Faites votre cinquième dame.</translation>
    </message>
    <message>
        <source>You already have four kings and captured pieces to spare: crown the pawn on 26.</source>
        <translation>Vous avez déjà quatre dames et des pièces prises en réserve : couronnez le pion en 26.</translation>
    </message>
    <message>
        <source>Legal, but a king that moves does not add a fifth one.</source>
        <translation>C&apos;est permis, mais une dame qui se déplace n&apos;en fait pas une cinquième.</translation>
    </message>
    <message>
        <source>Fire, water, walls and rings</source>
        <translation>Feu, eau, murs et anneaux</translation>
    </message>
    <message>
        <source>Fire blocks</source>
        <translation>Le feu barre la route</translation>
    </message>
    <message>
        <source>The Fire card puts a fire on an empty dark square, one with no checker and no token. No checker may step into it, land on it or jump across it.</source>
        <translation>La carte Feu pose un feu sur une case sombre vide, sans pion ni jeton. Aucun pion ne peut y entrer, s&apos;y poser ni sauter par-dessus.</translation>
    </message>
    <message>
        <source>Stop White&apos;s king from jumping your pawn.</source>
        <translation>Empêchez la dame de Blanc de sauter votre pion.</translation>
    </message>
    <message>
        <source>The king would land on 15.</source>
        <translation>La dame se poserait en 15.</translation>
    </message>
    <message>
        <source>Legal, but water stops only pawns: a king may land on it.</source>
        <translation>C&apos;est permis, mais l&apos;eau n&apos;arrête que les pions simples : une dame peut s&apos;y poser.</translation>
    </message>
    <message>
        <source>Water stops pawns</source>
        <translation>L&apos;eau arrête les pions</translation>
    </message>
    <message>
        <source>The Water card pours water on an empty dark square, or on a fire to put it out. A pawn may not step into water or land on it; kings and emperors may.</source>
        <translation>La carte Eau verse de l&apos;eau sur une case sombre vide, ou sur un feu pour l&apos;éteindre. Un pion simple ne peut ni entrer dans l&apos;eau ni s&apos;y poser ; les dames et les empereurs le peuvent.</translation>
    </message>
    <message>
        <source>Stop White&apos;s pawn from jumping yours.</source>
        <translation>Empêchez le pion de Blanc de sauter le vôtre.</translation>
    </message>
    <message>
        <source>The white pawn would land on 15.</source>
        <translation>Le pion blanc se poserait en 15.</translation>
    </message>
    <message>
        <source>Legal, and a new pawn comes back on your home row, but White still jumps the pawn on 18.</source>
        <translation>C&apos;est permis, et un nouveau pion revient sur votre ligne de départ, mais Blanc saute quand même le pion en 18.</translation>
    </message>
    <message>
        <source>Build walls</source>
        <translation>Construire des murs</translation>
    </message>
    <message>
        <source>The Walls card lets you build two of your walls on the edges between squares, as an L or in a straight line. They stop your opponent&apos;s diagonal steps and jumps that cross them; your own checkers pass freely.</source>
        <translation>La carte Murs vous fait construire deux de vos murs sur les bords entre les cases, en L ou en ligne droite. Ils arrêtent les déplacements et les sauts en diagonale de votre adversaire qui les traversent ; vos propres pions passent librement.</translation>
    </message>
    <message>
        <source>Wall off White&apos;s jump over your pawn.</source>
        <translation>Barrez de murs le saut de Blanc par-dessus votre pion.</translation>
    </message>
    <message>
        <source>Build a straight pair of walls through the corner where 22 and 18 touch.</source>
        <translation>Construisez une paire de murs en ligne droite passant par le coin où 22 et 18 se touchent.</translation>
    </message>
    <message>
        <source>Legal, but an L only stops the diagonal that runs through its inside; the jump from 22 only skims past this one.</source>
        <translation>C&apos;est permis, mais un L n&apos;arrête que la diagonale qui passe par son intérieur ; le saut depuis 22 ne fait que frôler celui-ci.</translation>
    </message>
    <message>
        <source>A ring takes the blow</source>
        <translation>Un anneau encaisse le coup</translation>
    </message>
    <message>
        <source>The Ring card gives one of your checkers a ring. The next time it is jumped, it loses the ring instead of being captured; the jumper still lands beyond it.</source>
        <translation>La carte Anneau donne un anneau à un de vos pions. La prochaine fois qu&apos;il est sauté, il perd son anneau au lieu d&apos;être pris ; le pion qui saute se pose quand même derrière lui.</translation>
    </message>
    <message>
        <source>Keep your pawn on 18 through White&apos;s jump.</source>
        <translation>Gardez votre pion en 18 malgré le saut de Blanc.</translation>
    </message>
    <message>
        <source>Put the ring on the pawn that is about to be jumped.</source>
        <translation>Mettez l&apos;anneau sur le pion qui va être sauté.</translation>
    </message>
    <message>
        <source>Legal, but nothing then saves the pawn on 18 from White&apos;s jump.</source>
        <translation>C&apos;est permis, mais plus rien ne sauve alors le pion en 18 du saut de Blanc.</translation>
    </message>
    <message>
        <source>Monolith, Hippo and Snookle</source>
        <translation>Monolithe, Hippopotame et Snookle</translation>
    </message>
    <message>
        <source>The Monolith lands</source>
        <translation>Le Monolithe se pose</translation>
    </message>
    <message>
        <source>The Monolith card sets the Monolith on an empty dark square: one with no checker and no token. Nothing may step onto it.</source>
        <translation>La carte Monolithe pose le Monolithe sur une case sombre vide, sans pion ni jeton. Aucun pion ne peut venir sur sa case.</translation>
    </message>
    <message>
        <source>Keep White&apos;s pawn from reaching square 1.</source>
        <translation>Empêchez le pion de Blanc d&apos;atteindre la case 1.</translation>
    </message>
    <message>
        <source>The pawn on 5 has only one square to go to.</source>
        <translation>Le pion en 5 n&apos;a qu&apos;une seule case où aller.</translation>
    </message>
    <message>
        <source>The Monolith only lands on an empty square.</source>
        <translation>Le Monolithe ne se pose que sur une case vide.</translation>
    </message>
    <message>
        <source>The Monolith pushes</source>
        <translation>Le Monolithe pousse</translation>
    </message>
    <message>
        <source>Once on the board, the Monolith slides one to three squares along a diagonal. It pushes each checker in its way one square on, and a checker pushed off the board, into a wall or into fire is captured.</source>
        <translation>Une fois sur le plateau, le Monolithe glisse d&apos;une à trois cases le long d&apos;une diagonale. Il pousse d&apos;une case chaque pion sur son chemin, et un pion poussé hors du plateau, contre un mur ou dans le feu est pris.</translation>
    </message>
    <message>
        <source>Push the white pawn off the board.</source>
        <translation>Poussez le pion blanc hors du plateau.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares toward the edge: the pawn is pushed ahead of it.</source>
        <translation>Faites glisser le Monolithe de deux cases vers le bord : le pion est poussé devant lui.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 20, still on the board.</source>
        <translation>C&apos;est permis, mais une glissade d&apos;une case ne pousse le pion que jusqu&apos;en 20, encore sur le plateau.</translation>
    </message>
    <message>
        <source>The Galactic Hippo</source>
        <translation>L&apos;Hippopotame galactique</translation>
    </message>
    <message>
        <source>The Galactic Hippo sits on a checker of your choice, and that checker cannot move at all, not even to capture. A player who cannot move when their turn comes loses.</source>
        <translation>L&apos;Hippopotame galactique s&apos;assoit sur le pion de votre choix, et ce pion ne peut plus bouger du tout, pas même pour prendre. Un joueur qui ne peut pas jouer quand vient son tour perd.</translation>
    </message>
    <message>
        <source>Freeze White&apos;s only checker.</source>
        <translation>Immobilisez le seul pion de Blanc.</translation>
    </message>
    <message>
        <source>Send the Hippo to the white king.</source>
        <translation>Envoyez l&apos;Hippopotame sur la dame blanche.</translation>
    </message>
    <message>
        <source>Legal, but that freezes your own checker, not White&apos;s.</source>
        <translation>C&apos;est permis, mais cela immobilise votre propre pion, pas celui de Blanc.</translation>
    </message>
    <message>
        <source>The Snookle</source>
        <translation>Le Snookle</translation>
    </message>
    <message>
        <source>The Snookle climbs onto a checker, which may then also step and jump backwards, as a king does. If it climbs onto the Hippo&apos;s checker, the Hippo leaves.</source>
        <translation>Le Snookle grimpe sur un pion, qui peut alors aussi reculer et sauter vers l&apos;arrière, comme une dame. S&apos;il grimpe sur le pion de l&apos;Hippopotame, l&apos;Hippopotame s&apos;en va.</translation>
    </message>
    <message>
        <source>Capture the white pawn behind your own.</source>
        <translation>Prenez le pion blanc qui se trouve derrière le vôtre.</translation>
    </message>
    <message>
        <source>Put the Snookle on your pawn now; next turn it can jump backwards.</source>
        <translation>Mettez le Snookle sur votre pion maintenant ; au prochain tour, il pourra sauter vers l&apos;arrière.</translation>
    </message>
    <message>
        <source>Legal, but it does nothing here: without the Snookle your pawn cannot go back.</source>
        <translation>C&apos;est permis, mais elle ne fait rien ici : sans le Snookle, votre pion ne peut pas reculer.</translation>
    </message>
    <message>
        <source>More cards</source>
        <translation>D&apos;autres cartes</translation>
    </message>
    <message>
        <source>Antimatter</source>
        <translation>Antimatière</translation>
    </message>
    <message>
        <source>The Antimatter card takes one token off the board: a fire, a water, a ring, a pair of walls, the Monolith, the Hippo or the Snookle. With nothing on the board to remove, it cannot be chosen.</source>
        <translation>La carte Antimatière retire un jeton du plateau : un feu, une eau, un anneau, une paire de murs, le Monolithe, l&apos;Hippopotame ou le Snookle. S&apos;il n&apos;y a rien à retirer sur le plateau, on ne peut pas la choisir.</translation>
    </message>
    <message>
        <source>Clear square 31 for your pawn.</source>
        <translation>Libérez la case 31 pour votre pion.</translation>
    </message>
    <message>
        <source>Use Antimatter on the fire.</source>
        <translation>Utilisez l&apos;Antimatière sur le feu.</translation>
    </message>
    <message>
        <source>Legal: water puts the fire out, but a pawn may not step into water either.</source>
        <translation>C&apos;est permis : l&apos;eau éteint le feu, mais un pion simple ne peut pas non plus entrer dans l&apos;eau.</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Résurrection</translation>
    </message>
    <message>
        <source>The Revive card brings one of your captured pieces back as a pawn, on an empty square of your home row.</source>
        <translation>La carte Résurrection fait revenir une de vos pièces prises comme pion simple, sur une case vide de votre ligne de départ.</translation>
    </message>
    <message>
        <source>Bring back a pawn onto square 1, in front of White&apos;s pawn.</source>
        <translation>Ramenez un pion sur la case 1, devant le pion de Blanc.</translation>
    </message>
    <message>
        <source>Your home row is the edge nearest you, squares 1 to 4.</source>
        <translation>Votre ligne de départ est le bord le plus proche de vous, les cases 1 à 4.</translation>
    </message>
    <message>
        <source>Revived pawns come back only on your home row.</source>
        <translation>Les pions ressuscités ne reviennent que sur votre ligne de départ.</translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation>Couronnement</translation>
    </message>
    <message>
        <source>The Coronation card stacks one of your captured pieces on one of your kings, which becomes an emperor.</source>
        <translation>La carte Couronnement empile une de vos pièces prises sur une de vos dames, qui devient un empereur.</translation>
    </message>
    <message>
        <source>Make an emperor.</source>
        <translation>Faites un empereur.</translation>
    </message>
    <message>
        <source>Only a king can become an emperor.</source>
        <translation>Seule une dame peut devenir un empereur.</translation>
    </message>
    <message>
        <source>Coronation needs a king: the checker on 10 is a pawn.</source>
        <translation>Le Couronnement demande une dame : le pion en 10 est un pion simple.</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Remélange</translation>
    </message>
    <message>
        <source>The Reshuffle card gathers the draw pile, the discards, the other face-up card and itself, shuffles them all and turns one card up for your opponent. When the draw pile simply runs out, the discards are shuffled into a new one.</source>
        <translation>La carte Remélange rassemble la pioche, la défausse, l&apos;autre carte visible et elle-même, mélange le tout et retourne une carte pour votre adversaire. Quand la pioche est simplement épuisée, la défausse est mélangée pour en former une nouvelle.</translation>
    </message>
    <message>
        <source>Shuffle the discards back into the draw pile.</source>
        <translation>Remélangez la défausse dans la pioche.</translation>
    </message>
    <message>
        <source>Reshuffle needs no target.</source>
        <translation>Remélange n&apos;a pas besoin de cible.</translation>
    </message>
    <message>
        <source>Legal, but the Fire card only joins the discards; Reshuffle is the card that gathers them.</source>
        <translation>C&apos;est permis, mais la carte Feu ne fait que rejoindre la défausse ; c&apos;est Remélange qui la rassemble.</translation>
    </message>
    <message>
        <source>A quarter turn</source>
        <translation>Un quart de tour</translation>
    </message>
    <message>
        <source>The Quarter Turn card turns the board a quarter turn, either way, while the players stay in their seats. Forward still points across the table, so a pawn that now stands on the far edge is crowned, or waits there as a ready pawn.</source>
        <translation>La carte Quart de tour fait tourner le plateau d&apos;un quart de tour, dans un sens ou dans l&apos;autre, pendant que les joueurs restent à leur place. L&apos;avant pointe toujours vers l&apos;autre côté de la table : un pion simple qui se trouve maintenant sur le bord opposé est couronné, ou y attend comme pion prêt.</translation>
    </message>
    <message>
        <source>Turn the board to crown one of your pawns.</source>
        <translation>Tournez le plateau pour couronner un de vos pions.</translation>
    </message>
    <message>
        <source>Either direction works here: one of your two pawns on the side edges will end up on the far edge.</source>
        <translation>Les deux sens conviennent ici : un de vos deux pions des bords latéraux se retrouvera sur le bord opposé.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, and your pawns stay where they are.</source>
        <translation>C&apos;est permis, mais vous n&apos;avez pas encore de dame, et vos pions restent où ils sont.</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <source>A secret planet</source>
        <translation>Une planète secrète</translation>
    </message>
    <message>
        <source>Each player is dealt a secret planet: a second way to win, checked when your own turn ends. When two people share one screen, a curtain covers the board between turns so that neither sees the other&apos;s planet; pass the screen and let the next player lift it.</source>
        <translation>Chaque joueur reçoit une planète secrète : une deuxième façon de gagner, vérifiée à la fin de votre propre tour. Quand deux personnes partagent un écran, un rideau couvre le plateau entre les tours pour qu&apos;aucune ne voie la planète de l&apos;autre ; passez l&apos;écran et laissez le joueur suivant lever le rideau.</translation>
    </message>
    <message>
        <source>Your planet is Venus: light a third fire to win.</source>
        <translation>Votre planète est Vénus : allumez un troisième feu pour gagner.</translation>
    </message>
    <message>
        <source>Venus wins with three fires on the board.</source>
        <translation>Vénus gagne avec trois feux sur le plateau.</translation>
    </message>
    <message>
        <source>Legal, but only a third fire wins for Venus.</source>
        <translation>C&apos;est permis, mais seul un troisième feu fait gagner Vénus.</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Terre</translation>
    </message>
    <message>
        <source>Earth wins when three waters lie on the board at the end of your turn.</source>
        <translation>Terre gagne quand trois eaux recouvrent le plateau à la fin de votre tour.</translation>
    </message>
    <message>
        <source>Pour a third water.</source>
        <translation>Versez une troisième eau.</translation>
    </message>
    <message>
        <source>Two waters lie on the board already.</source>
        <translation>Deux eaux sont déjà sur le plateau.</translation>
    </message>
    <message>
        <source>Legal, but Earth counts waters, not fires.</source>
        <translation>C&apos;est permis, mais Terre compte les eaux, pas les feux.</translation>
    </message>
    <message>
        <source>Mercury</source>
        <translation>Mercure</translation>
    </message>
    <message>
        <source>Mercury wins when a single move of yours captures three or more checkers.</source>
        <translation>Mercure gagne quand un seul de vos coups prend trois pions ou plus.</translation>
    </message>
    <message>
        <source>Capture three checkers in one move.</source>
        <translation>Prenez trois pions en un seul coup.</translation>
    </message>
    <message>
        <source>After the first jump, turn toward 14: that way the chain goes on.</source>
        <translation>Après le premier saut, tournez vers 14 : c&apos;est par là que la rafle continue.</translation>
    </message>
    <message>
        <source>Legal, but that chain ends after two captures.</source>
        <translation>C&apos;est permis, mais cette rafle s&apos;arrête après deux prises.</translation>
    </message>
    <message>
        <source>Mars</source>
        <translation>Mars</translation>
    </message>
    <message>
        <source>Mars wins once you have captured eight enemy pieces in the game, however you took them. A king counts as two pieces.</source>
        <translation>Mars gagne dès que vous avez pris huit pièces adverses dans la partie, de quelque façon que ce soit. Une dame compte pour deux pièces.</translation>
    </message>
    <message>
        <source>You have taken six pieces: take two more in one jump.</source>
        <translation>Vous avez pris six pièces : prenez-en deux de plus en un saut.</translation>
    </message>
    <message>
        <source>Which of the two checkers is worth two pieces?</source>
        <translation>Lequel des deux pions vaut deux pièces ?</translation>
    </message>
    <message>
        <source>Legal, but a pawn is only one piece: that makes seven.</source>
        <translation>C&apos;est permis, mais un pion simple ne vaut qu&apos;une pièce : cela fait sept.</translation>
    </message>
    <message>
        <source>Jupiter</source>
        <translation>Jupiter</translation>
    </message>
    <message>
        <source>Jupiter wins when two of your checkers are emperors.</source>
        <translation>Jupiter gagne quand deux de vos pions sont des empereurs.</translation>
    </message>
    <message>
        <source>Make your second emperor.</source>
        <translation>Faites votre deuxième empereur.</translation>
    </message>
    <message>
        <source>Coronation turns a king into an emperor.</source>
        <translation>Le Couronnement fait d&apos;une dame un empereur.</translation>
    </message>
    <message>
        <source>Legal, but only a second emperor wins for Jupiter.</source>
        <translation>C&apos;est permis, mais seul un deuxième empereur fait gagner Jupiter.</translation>
    </message>
    <message>
        <source>Saturn</source>
        <translation>Saturne</translation>
    </message>
    <message>
        <source>Saturn wins when three of your checkers wear rings.</source>
        <translation>Saturne gagne quand trois de vos pions portent un anneau.</translation>
    </message>
    <message>
        <source>Give a ring to a third checker.</source>
        <translation>Donnez un anneau à un troisième pion.</translation>
    </message>
    <message>
        <source>The pawn on 10 has no ring yet.</source>
        <translation>Le pion en 10 n&apos;a pas encore d&apos;anneau.</translation>
    </message>
    <message>
        <source>Legal, but Saturn counts rings, not fires.</source>
        <translation>C&apos;est permis, mais Saturne compte les anneaux, pas les feux.</translation>
    </message>
    <message>
        <source>Uranus</source>
        <translation>Uranus</translation>
    </message>
    <message>
        <source>Uranus wins when the board lies a quarter turn from where it started and you have more checkers than your opponent. A half turn does not count.</source>
        <translation>Uranus gagne quand le plateau est à un quart de tour de sa position de départ et que vous avez plus de pions que votre adversaire. Un demi-tour ne compte pas.</translation>
    </message>
    <message>
        <source>Turn the board to win.</source>
        <translation>Tournez le plateau pour gagner.</translation>
    </message>
    <message>
        <source>You have three checkers to White&apos;s two already.</source>
        <translation>Vous avez déjà trois pions contre deux pour Blanc.</translation>
    </message>
    <message>
        <source>Legal, but the board has not turned yet.</source>
        <translation>C&apos;est permis, mais le plateau n&apos;a pas encore tourné.</translation>
    </message>
    <message>
        <source>Neptune</source>
        <translation>Neptune</translation>
    </message>
    <message>
        <source>Neptune wins when the Monolith costs your opponent a checker during your turn.</source>
        <translation>Neptune gagne quand le Monolithe coûte un pion à votre adversaire pendant votre tour.</translation>
    </message>
    <message>
        <source>Push the white pawn into the fire.</source>
        <translation>Poussez le pion blanc dans le feu.</translation>
    </message>
    <message>
        <source>Slide the Monolith two squares: the pawn is pushed ahead of it, into the fire.</source>
        <translation>Faites glisser le Monolithe de deux cases : le pion est poussé devant lui, dans le feu.</translation>
    </message>
    <message>
        <source>Legal, but a one-square slide only pushes the pawn to 19, short of the fire.</source>
        <translation>C&apos;est permis, mais une glissade d&apos;une case ne pousse le pion que jusqu&apos;en 19, avant le feu.</translation>
    </message>
    <message>
        <source>Pluto</source>
        <translation>Pluton</translation>
    </message>
    <message>
        <source>Pluto wins when the checker carrying the Snookle is yours and stands on your opponent&apos;s home row.</source>
        <translation>Pluton gagne quand le pion portant le Snookle est à vous et se trouve sur la ligne de départ de votre adversaire.</translation>
    </message>
    <message>
        <source>Put the Snookle where Pluto needs it.</source>
        <translation>Placez le Snookle là où Pluton en a besoin.</translation>
    </message>
    <message>
        <source>White&apos;s home row is the edge on White&apos;s side, squares 29 to 32.</source>
        <translation>La ligne de départ de Blanc est le bord du côté de Blanc, les cases 29 à 32.</translation>
    </message>
    <message>
        <source>Legal, but the king on 14 is not on White&apos;s home row.</source>
        <translation>C&apos;est permis, mais la dame en 14 n&apos;est pas sur la ligne de départ de Blanc.</translation>
    </message>
    <message>
        <source>The far row stops a jump</source>
        <translation>La dernière rangée arrête le saut</translation>
    </message>
    <message>
        <source>A pawn&apos;s move ends as soon as it reaches the far row, even in the middle of a jump chain: the new king may not jump on until your next turn.</source>
        <translation>Le coup d&apos;un pion simple s&apos;arrête dès qu&apos;il atteint la dernière rangée, même au milieu d&apos;une rafle : la nouvelle dame ne peut pas sauter plus loin avant votre prochain tour.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Prenez deux pions blancs en un seul coup.</translation>
    </message>
    <message>
        <source>Only one of your pawns can take two checkers; the other one&apos;s jump lands on the far row.</source>
        <translation>Un seul de vos pions simples peut prendre deux pions ; le saut de l&apos;autre arrive sur la dernière rangée.</translation>
    </message>
    <message>
        <source>Legal, and the pawn is crowned on 31, but its move ends there: the king may not jump on over 26 in the same move, so you take only one checker.</source>
        <translation>C&apos;est permis, et le pion est couronné en 31, mais son coup s&apos;arrête là : la dame ne peut pas sauter encore par-dessus 26 dans le même coup, et vous ne prenez qu&apos;un pion.</translation>
    </message>
    <message>
        <source>Which pawn gets the crown</source>
        <translation>Quel pion reçoit la couronne</translation>
    </message>
    <message>
        <source>When more of your pawns wait on the far row than you have captured pieces to crown them, you choose which pawn is crowned. The choice can come in your opponent&apos;s turn, right after they capture one of yours.</source>
        <translation>Quand plus de vos pions simples attendent sur la dernière rangée que vous n&apos;avez de pièces prises pour les couronner, c&apos;est vous qui choisissez lequel est couronné. Ce choix peut venir pendant le tour de votre adversaire, juste après qu&apos;il a pris une de vos pièces.</translation>
    </message>
    <message>
        <source>Step onto the far row, then crown the pawn that will have something to capture.</source>
        <translation>Avancez sur la dernière rangée, puis couronnez le pion qui aura quelque chose à prendre.</translation>
    </message>
    <message>
        <source>All twelve of your pieces are on the board, so no pawn can be crowned yet. White must jump your pawn on 18; then one crown is free for 29 or 31. A king on 31 could jump the white pawn on 27.</source>
        <translation>Vos douze pièces sont toutes sur le plateau, donc aucun pion ne peut encore être couronné. Blanc doit sauter votre pion en 18 ; une couronne se libère alors pour 29 ou pour 31. Une dame en 31 pourrait sauter le pion blanc en 27.</translation>
    </message>
    <message>
        <source>Legal, but a king on 29 has nothing to capture, while a king on 31 could jump the pawn on 27 at once.</source>
        <translation>C&apos;est permis, mais une dame en 29 n&apos;a rien à prendre, alors qu&apos;une dame en 31 pourrait sauter tout de suite le pion en 27.</translation>
    </message>
    <message>
        <source>Walls work together</source>
        <translation>Les murs agissent ensemble</translation>
    </message>
    <message>
        <source>At a corner, all your walls count together, even those of different pairs. Two pairs that meet end to end make one straight line, and that line blocks the diagonal through the corner where they meet. A wall on its own blocks nothing.</source>
        <translation>À un coin, tous vos murs comptent ensemble, même s&apos;ils viennent de paires différentes. Deux paires qui se rejoignent bout à bout forment une seule ligne droite, et cette ligne bloque la diagonale qui passe par le coin où elles se rejoignent. Un mur seul ne bloque rien.</translation>
    </message>
    <message>
        <source>Lay a pair that continues your line of walls and stops White&apos;s jump.</source>
        <translation>Posez une paire qui prolonge votre ligne de murs et arrête le saut de Blanc.</translation>
    </message>
    <message>
        <source>Your pair on 14e and 18w ends at the corner between 18 and 22. Add a pair that goes straight on from there, along the edge of 22.</source>
        <translation>Votre paire en 14e et 18w se termine au coin entre 18 et 22. Ajoutez une paire qui continue tout droit à partir de là, le long du bord de 22.</translation>
    </message>
    <message>
        <source>Legal, but with your wall on 18w this forms an L around a light square at the corner, and the jump from 22 only skims past it.</source>
        <translation>C&apos;est permis, mais avec votre mur en 18w, cela forme au coin un L autour d&apos;une case claire, et le saut depuis 22 ne fait que le frôler.</translation>
    </message>
    <message>
        <source>Twelve walls each</source>
        <translation>Douze murs chacun</translation>
    </message>
    <message>
        <source>Each player has twelve walls, six pairs. Once all of yours stand on the board, a Walls card gives you nothing, though it may still be played.</source>
        <translation>Chaque joueur a douze murs, soit six paires. Quand tous les vôtres sont sur le plateau, une carte Murs ne vous donne plus rien, même si vous pouvez encore la jouer.</translation>
    </message>
    <message>
        <source>Stop White&apos;s jump over your pawn.</source>
        <translation>Arrêtez le saut de Blanc par-dessus votre pion.</translation>
    </message>
    <message>
        <source>Count your walls: six pairs stand along your home row already. Block the landing square another way.</source>
        <translation>Comptez vos murs : six paires se dressent déjà le long de votre ligne de départ. Bloquez la case d&apos;arrivée autrement.</translation>
    </message>
    <message>
        <source>Legal, but all twelve of your walls are already on the board, so the card gives you none.</source>
        <translation>C&apos;est permis, mais vos douze murs sont déjà tous sur le plateau, donc la carte ne vous en donne aucun.</translation>
    </message>
    <message>
        <source>Pushing a row of checkers</source>
        <translation>Pousser une file de pions</translation>
    </message>
    <message>
        <source>Slide as far as the Monolith can go: three squares.</source>
        <translation>Faites glisser le Monolithe aussi loin que possible : trois cases.</translation>
    </message>
    <message>
        <source>Legal, but a two-square slide pushes only one pawn off the board; the other stops on 28.</source>
        <translation>C&apos;est permis, mais une glissade de deux cases ne pousse qu&apos;un pion hors du plateau ; l&apos;autre s&apos;arrête en 28.</translation>
    </message>
    <message>
        <source>Pushed into water</source>
        <translation>Poussé dans l&apos;eau</translation>
    </message>
    <message>
        <source>A pawn pushed into water is captured, because a pawn may never stand in water. A king or an emperor pushed into water simply stays there.</source>
        <translation>Un pion simple poussé dans l&apos;eau est pris, car un pion simple ne peut jamais se trouver dans l&apos;eau. Une dame ou un empereur poussé dans l&apos;eau y reste simplement.</translation>
    </message>
    <message>
        <source>Capture a white checker with the Monolith.</source>
        <translation>Prenez un pion blanc avec le Monolithe.</translation>
    </message>
    <message>
        <source>Which of the two white checkers cannot stand in water?</source>
        <translation>Lequel des deux pions blancs ne peut pas se trouver dans l&apos;eau ?</translation>
    </message>
    <message>
        <source>Legal, but the checker on 15 is a king, and a king may stand in water: it is pushed in and stays.</source>
        <translation>C&apos;est permis, mais le pion en 15 est une dame, et une dame peut se trouver dans l&apos;eau : elle y est poussée et y reste.</translation>
    </message>
    <message>
        <source>Pushed to the far row</source>
        <translation>Poussé jusqu&apos;à la dernière rangée</translation>
    </message>
    <message>
        <source>A pawn that the Monolith pushes onto its far row is crowned, just as if it had stepped there. Push it one square too far and it falls off the board.</source>
        <translation>Un pion simple que le Monolithe pousse sur sa dernière rangée est couronné, comme s&apos;il y était allé lui-même. Poussez-le une case de trop, et il tombe du plateau.</translation>
    </message>
    <message>
        <source>Crown your pawn on 27 with the Monolith.</source>
        <translation>Couronnez votre pion en 27 avec le Monolithe.</translation>
    </message>
    <message>
        <source>A one-square slide is enough.</source>
        <translation>Une glissade d&apos;une case suffit.</translation>
    </message>
    <message>
        <source>Legal, but the second square pushes your pawn past the far row and off the board, and it is captured.</source>
        <translation>C&apos;est permis, mais la deuxième case pousse votre pion au-delà de la dernière rangée et hors du plateau, et il est pris.</translation>
    </message>
    <message>
        <source>The Monolith clears the way</source>
        <translation>Le Monolithe dégage le chemin</translation>
    </message>
    <message>
        <source>The Monolith removes any fire and any water on the squares it enters.</source>
        <translation>Le Monolithe retire tout feu et toute eau des cases où il entre.</translation>
    </message>
    <message>
        <source>Clear squares 10 and 14 for your pawns, and leave both free.</source>
        <translation>Dégagez les cases 10 et 14 pour vos pions, et laissez-les toutes deux libres.</translation>
    </message>
    <message>
        <source>Slide the Monolith through both squares, and stop beyond them.</source>
        <translation>Faites glisser le Monolithe à travers les deux cases, et arrêtez-le au-delà.</translation>
    </message>
    <message>
        <source>Legal, and the fire and the water are gone, but the Monolith itself now stands on 14.</source>
        <translation>C&apos;est permis, et le feu comme l&apos;eau ont disparu, mais c&apos;est maintenant le Monolithe lui-même qui se trouve en 14.</translation>
    </message>
    <message>
        <source>Cutting through walls</source>
        <translation>À travers les murs</translation>
    </message>
    <message>
        <source>The Monolith removes the walls at every corner it crosses where they would block it, even if that cuts a pair in two. The wall left behind stands alone and blocks nothing.</source>
        <translation>Le Monolithe retire les murs à chaque coin qu&apos;il traverse là où ils le bloqueraient, même si cela coupe une paire en deux. Le mur qui reste est seul et ne bloque rien.</translation>
    </message>
    <message>
        <source>Open the way for your pawn on 14 to capture.</source>
        <translation>Ouvrez à votre pion en 14 le chemin d&apos;une prise.</translation>
    </message>
    <message>
        <source>Move the Monolith off 23 along the diagonal toward 19: it crosses the corner where White&apos;s two pairs of walls meet.</source>
        <translation>Déplacez le Monolithe depuis 23 sur la diagonale vers 19 : il traverse le coin où se rejoignent les deux paires de murs de Blanc.</translation>
    </message>
    <message>
        <source>Legal, and square 23 is free, but the Monolith crosses no wall that way: White&apos;s walls still block the jump.</source>
        <translation>C&apos;est permis, et la case 23 est libre, mais par là le Monolithe ne traverse aucun mur : les murs de Blanc bloquent toujours le saut.</translation>
    </message>
    <message>
        <source>Gone with the checker</source>
        <translation>Parti avec le pion</translation>
    </message>
    <message>
        <source>When a checker carrying the Hippo or the Snookle is captured, that token leaves the board with it.</source>
        <translation>Quand un pion qui porte l&apos;Hippopotame ou le Snookle est pris, ce jeton quitte le plateau avec lui.</translation>
    </message>
    <message>
        <source>Capture so that none of your pawns can be taken back.</source>
        <translation>Prenez de façon qu&apos;aucun de vos pions ne puisse être repris.</translation>
    </message>
    <message>
        <source>The pawn on 14 carries the Snookle, so it may jump backwards over your pawn on 18.</source>
        <translation>Le pion en 14 porte le Snookle, il peut donc sauter vers l&apos;arrière par-dessus votre pion en 18.</translation>
    </message>
    <message>
        <source>Legal, but the Snookle stays on the pawn on 14, which then jumps backwards over 18 and on over 19.</source>
        <translation>C&apos;est permis, mais le Snookle reste sur le pion en 14, qui saute alors vers l&apos;arrière par-dessus 18 puis encore par-dessus 19.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Gagner et faire nulle</translation>
    </message>
    <message>
        <source>Capture them all</source>
        <translation>Tout prendre</translation>
    </message>
    <message>
        <source>You win at once when your opponent has no checker left on the board.</source>
        <translation>Vous gagnez aussitôt quand votre adversaire n&apos;a plus aucun pion sur le plateau.</translation>
    </message>
    <message>
        <source>Win by capturing both white pawns.</source>
        <translation>Gagnez en prenant les deux pions blancs.</translation>
    </message>
    <message>
        <source>One of your pawns can jump twice.</source>
        <translation>Un de vos pions simples peut sauter deux fois.</translation>
    </message>
    <message>
        <source>Legal, but White keeps the pawn on 27, so the game goes on.</source>
        <translation>C&apos;est permis, mais Blanc garde le pion en 27, donc la partie continue.</translation>
    </message>
    <message>
        <source>No progress</source>
        <translation>Aucun progrès</translation>
    </message>
    <message>
        <source>When 40 turns each go by without progress, the game is drawn. Progress means a capture, a pawn moving, a crown, a new emperor or a revived pawn. Here 79 turns have passed without any.</source>
        <translation>Quand 40 tours passent pour chacun sans aucun progrès, la partie est nulle. Un progrès, c&apos;est une prise, un pion simple qui avance, un couronnement, un nouvel empereur ou un pion ressuscité. Ici, 79 tours sont déjà passés sans progrès.</translation>
    </message>
    <message>
        <source>You are behind: end the game in a draw.</source>
        <translation>Vous êtes en retard : terminez la partie par une nulle.</translation>
    </message>
    <message>
        <source>Any king move, with any card that brings no progress, makes the 80th quiet turn.</source>
        <translation>N&apos;importe quel coup de dame, avec une carte qui n&apos;apporte aucun progrès, fait le 80e tour sans progrès.</translation>
    </message>
    <message>
        <source>Legal, but a pawn moving is progress: the count starts again, and White&apos;s three kings play on.</source>
        <translation>C&apos;est permis, mais un pion simple qui avance est un progrès : le compte repart de zéro, et les trois dames de Blanc continuent de jouer.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Troisième fois</translation>
    </message>
    <message>
        <source>When the same position occurs for the third time with the same player to move, the game is drawn. Everything counts: checkers, tokens and cards. Here the Reshuffle card keeps coming back, so moving back and forth repeats it all.</source>
        <translation>Quand la même position se produit pour la troisième fois avec le même joueur au trait, la partie est nulle. Tout compte : les pions, les jetons et les cartes. Ici, la carte Remélange revient à chaque fois, donc les allers-retours répètent tout.</translation>
    </message>
    <message>
        <source>Draw: move your king between 4 and 8 and play Reshuffle every turn.</source>
        <translation>Nulle : faites aller votre dame entre 4 et 8 et jouez Remélange à chaque tour.</translation>
    </message>
    <message>
        <source>Go back and forth between 4 and 8, and always choose Reshuffle: the Fire card would stay on the discards and change the position.</source>
        <translation>Allez et venez entre 4 et 8, et choisissez toujours Remélange : la carte Feu resterait dans la défausse et changerait la position.</translation>
    </message>
    <message>
        <source>Legal, but a fire on the board and the Fire card on the discards make a new position, so nothing repeats.</source>
        <translation>C&apos;est permis, mais un feu sur le plateau et la carte Feu dans la défausse font une position nouvelle, donc rien ne se répète.</translation>
    </message>
    <message>
        <source>A checker pushed by the Monolith pushes the next one in line, and so on. Each square the Monolith slides pushes the whole row once more. A ring does not help against a push.</source>
        <translation>Un pion poussé par le Monolithe pousse le suivant dans la file, et ainsi de suite. Chaque case que glisse le Monolithe pousse toute la file une fois de plus. Un anneau ne protège pas d&apos;une poussée.</translation>
    </message>
    <message>
        <source>Push both white pawns off the board in one slide, the ringed one too.</source>
        <translation>Poussez les deux pions blancs hors du plateau en une seule glissade, celui qui porte un anneau aussi.</translation>
    </message>
</context>
</TS>
