<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>How pieces move</source>
        <translation>Déplacer les pièces</translation>
    </message>
    <message>
        <source>A step forward</source>
        <translation>Un pas en avant</translation>
    </message>
    <message>
        <source>Move the man on 9 to square 14.</source>
        <translation>Amenez le pion de 9 sur la case 14.</translation>
    </message>
    <message>
        <source>Black&apos;s men move toward White&apos;s side of the board.</source>
        <translation>Les pions de Noir avancent vers le côté de Blanc.</translation>
    </message>
    <message>
        <source>That is a legal step, but the goal is square 14.</source>
        <translation>Ce coup est permis, mais le but est la case 14.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Prises</translation>
    </message>
    <message>
        <source>Jump!</source>
        <translation>Sautez !</translation>
    </message>
    <message>
        <source>Capture the white man.</source>
        <translation>Prenez le pion blanc.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18.</source>
        <translation>Sautez de 14 par-dessus 18.</translation>
    </message>
    <message>
        <source>Captures are compulsory: when you can capture, you must.</source>
        <translation>La prise est obligatoire : quand vous pouvez prendre, vous devez le faire.</translation>
    </message>
    <message>
        <source>Pieces stand only on the dark squares. A man moves one square diagonally forward, onto an empty dark square; your men move toward White&apos;s side of the board.</source>
        <translation>Les pièces ne se placent que sur les cases foncées. Un pion avance d&apos;une case en diagonale vers l&apos;avant, sur une case foncée vide ; vos pions avancent vers le côté de Blanc.</translation>
    </message>
    <message>
        <source>Only forward</source>
        <translation>Seulement vers l&apos;avant</translation>
    </message>
    <message>
        <source>A man never steps backward or sideways. To get somewhere it has to keep going forward, one diagonal step per turn, while your opponent moves in between.</source>
        <translation>Un pion ne recule jamais et ne va jamais de côté. Pour aller quelque part, il doit toujours avancer, d&apos;un pas en diagonale par tour, pendant que votre adversaire joue entre-temps.</translation>
    </message>
    <message>
        <source>Bring the man on 15 to square 23.</source>
        <translation>Amenez le pion de 15 sur la case 23.</translation>
    </message>
    <message>
        <source>Square 23 is two diagonal steps forward from 15: go through 18 or 19.</source>
        <translation>La case 23 est à deux pas en diagonale devant 15 : passez par 18 ou par 19.</translation>
    </message>
    <message>
        <source>A man cannot step backward: only forward, toward White&apos;s side.</source>
        <translation>Un pion ne peut pas reculer : il avance seulement, vers le côté de Blanc.</translation>
    </message>
    <message>
        <source>A piece captures by jumping over an enemy piece next to it onto the empty square just beyond. The captured piece leaves the board.</source>
        <translation>Une pièce prend en sautant par-dessus une pièce ennemie voisine jusqu&apos;à la case vide juste derrière. La pièce prise quitte le plateau.</translation>
    </message>
    <message>
        <source>Capture first</source>
        <translation>La prise d&apos;abord</translation>
    </message>
    <message>
        <source>Capturing comes before everything else. Even when a man could step onto the far row, a capture anywhere on the board has to be made first.</source>
        <translation>La prise passe avant tout le reste. Même quand un pion pourrait avancer sur la dernière rangée, une prise possible ailleurs sur le plateau doit être faite d&apos;abord.</translation>
    </message>
    <message>
        <source>Make the capture you must make.</source>
        <translation>Faites la prise obligatoire.</translation>
    </message>
    <message>
        <source>Look for a white man right in front of one of your men, with an empty square behind it.</source>
        <translation>Cherchez un pion blanc juste devant un de vos pions, avec une case vide derrière lui.</translation>
    </message>
    <message>
        <source>Not now: a capture is possible, so you have to capture first.</source>
        <translation>Pas maintenant : une prise est possible, vous devez donc prendre d&apos;abord.</translation>
    </message>
    <message>
        <source>Pick a safe capture</source>
        <translation>Une prise sans risque</translation>
    </message>
    <message>
        <source>When you can capture in more than one way, you may choose which capture to make. Look where your man lands: can a white piece jump it straight back?</source>
        <translation>Quand vous pouvez prendre de plusieurs façons, vous choisissez la prise. Regardez où votre pion atterrit : une pièce blanche peut-elle le reprendre aussitôt ?</translation>
    </message>
    <message>
        <source>Capture without losing a man.</source>
        <translation>Prenez sans perdre de pion.</translation>
    </message>
    <message>
        <source>The man landing on 20 is at the edge of the board, where nothing can jump it.</source>
        <translation>Le pion qui atterrit sur 20 est au bord du plateau, où rien ne peut sauter par-dessus.</translation>
    </message>
    <message>
        <source>Legal, but after it a white man can jump one of yours, and the trade is even.</source>
        <translation>Permis, mais ensuite un pion blanc peut prendre l&apos;un des vôtres, et l&apos;échange est égal.</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>Prise double</translation>
    </message>
    <message>
        <source>After a jump, if the same piece can jump again, it must go on: one move can take several pieces. Drop the piece on each landing square in turn, or straight on the last one.</source>
        <translation>Après un saut, si la même pièce peut sauter encore, elle doit continuer : un coup peut prendre plusieurs pièces. Déposez la pièce sur chaque case d&apos;arrivée tour à tour, ou directement sur la dernière.</translation>
    </message>
    <message>
        <source>Take both white men in front of your man in one move.</source>
        <translation>Prenez les deux pions blancs devant votre pion en un seul coup.</translation>
    </message>
    <message>
        <source>First jump over 7 onto 11, then over 15 onto 18.</source>
        <translation>Sautez d&apos;abord par-dessus 7 jusqu&apos;à 11, puis par-dessus 15 jusqu&apos;à 18.</translation>
    </message>
    <message>
        <source>The bigger capture</source>
        <translation>La plus grosse prise</translation>
    </message>
    <message>
        <source>Nothing forces you to take the most pieces: any capture will do, even a short one. But when one path takes more, it is usually the better choice.</source>
        <translation>Rien ne vous oblige à prendre le plus de pièces : n&apos;importe quelle prise convient, même une courte. Mais quand un chemin en prend davantage, c&apos;est souvent le meilleur choix.</translation>
    </message>
    <message>
        <source>Capture two white men with one move.</source>
        <translation>Prenez deux pions blancs en un seul coup.</translation>
    </message>
    <message>
        <source>The jump over 15 does not stop on 19: it can go on over 24.</source>
        <translation>Le saut par-dessus 15 ne s&apos;arrête pas sur 19 : il peut continuer par-dessus 24.</translation>
    </message>
    <message>
        <source>Legal, since you may choose the shorter capture, but the jump over 15 takes two men.</source>
        <translation>Permis, car vous pouvez choisir la prise la plus courte, mais le saut par-dessus 15 prend deux pions.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Aller à dame</translation>
    </message>
    <message>
        <source>A man that reaches the far row, the row at your opponent&apos;s edge, is crowned and becomes a king. For Black that is White&apos;s home row, squares 29 to 32.</source>
        <translation>Un pion qui atteint la dernière rangée, celle du bord de votre adversaire, est couronné et devient une dame. Pour Noir, c&apos;est la rangée de départ de Blanc, les cases 29 à 32.</translation>
    </message>
    <message>
        <source>Crown one of your men.</source>
        <translation>Menez un de vos pions à dame.</translation>
    </message>
    <message>
        <source>The man on 27 is one step from the far row.</source>
        <translation>Le pion sur 27 est à un pas de la dernière rangée.</translation>
    </message>
    <message>
        <source>Legal, but that man is still two rows away from the far row.</source>
        <translation>Permis, mais ce pion est encore à deux rangées de la dernière rangée.</translation>
    </message>
    <message>
        <source>Crowning ends the move</source>
        <translation>Le couronnement arrête le coup</translation>
    </message>
    <message>
        <source>A man crowned by a jump stops there, even if the new king could jump again: the move ends at once. The king can capture on your next turn.</source>
        <translation>Un pion couronné par un saut s&apos;arrête là, même si la nouvelle dame pouvait sauter encore : le coup se termine aussitôt. La dame pourra prendre à votre prochain tour.</translation>
    </message>
    <message>
        <source>Crown with a jump, then take the man on 27 with your king.</source>
        <translation>Allez à dame par un saut, puis prenez le pion sur 27 avec votre dame.</translation>
    </message>
    <message>
        <source>Jump over 26 onto 31 first. Next turn, the king jumps back over 27.</source>
        <translation>Sautez d&apos;abord par-dessus 26 jusqu&apos;à 31. Au tour suivant, la dame saute en arrière par-dessus 27.</translation>
    </message>
    <message>
        <source>Kings go backward</source>
        <translation>Les dames reculent</translation>
    </message>
    <message>
        <source>A king steps and jumps diagonally in all four directions, backward too, but only one square at a time: kings do not fly across the board.</source>
        <translation>Une dame se déplace et saute en diagonale dans les quatre directions, en arrière aussi, mais d&apos;une seule case à la fois : les dames ne volent pas à travers le plateau.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Prenez le pion blanc sur 19.</translation>
    </message>
    <message>
        <source>Only your king can take it: a man never jumps backward.</source>
        <translation>Seule votre dame peut le prendre : un pion ne saute jamais en arrière.</translation>
    </message>
    <message>
        <source>A man never captures backward; here only the king can jump the man on 19.</source>
        <translation>Un pion ne prend jamais en arrière ; ici, seule la dame peut sauter par-dessus le pion sur 19.</translation>
    </message>
    <message>
        <source>Round trip</source>
        <translation>Aller-retour</translation>
    </message>
    <message>
        <source>A king&apos;s multiple jump may turn in every direction, and even end on the square it started from: that square counts as empty during the jump.</source>
        <translation>La rafle d&apos;une dame peut tourner dans toutes les directions, et même finir sur sa case de départ : cette case compte comme vide pendant la rafle.</translation>
    </message>
    <message>
        <source>Take the four white men around your king in one move.</source>
        <translation>Prenez en un seul coup les quatre pions blancs autour de votre dame.</translation>
    </message>
    <message>
        <source>Jump over 14 onto 17, then keep going round: 22, 23 and 15 in turn.</source>
        <translation>Sautez par-dessus 14 jusqu&apos;à 17, puis continuez le tour : par-dessus 22, 23 et 15 l&apos;un après l&apos;autre.</translation>
    </message>
    <message>
        <source>Winning and drawing</source>
        <translation>Gagner et faire nulle</translation>
    </message>
    <message>
        <source>No pieces left</source>
        <translation>Plus de pièces</translation>
    </message>
    <message>
        <source>You win when your opponent has no pieces left.</source>
        <translation>Vous gagnez quand votre adversaire n&apos;a plus de pièces.</translation>
    </message>
    <message>
        <source>Win the game with one move.</source>
        <translation>Gagnez la partie en un seul coup.</translation>
    </message>
    <message>
        <source>Your king can jump backward over 23, then again over 15.</source>
        <translation>Votre dame peut sauter en arrière par-dessus 23, puis encore par-dessus 15.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqué</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot move on their turn. A piece is stuck when the squares in front of it are taken and it has nothing to jump.</source>
        <translation>Vous gagnez aussi quand votre adversaire ne peut pas jouer à son tour. Une pièce est bloquée quand les cases devant elle sont occupées et qu&apos;elle n&apos;a rien à prendre.</translation>
    </message>
    <message>
        <source>Leave White without a legal move.</source>
        <translation>Laissez Blanc sans coup permis.</translation>
    </message>
    <message>
        <source>The white man on 12 can only go to 8. Fill that square, and keep 3 filled so it cannot jump.</source>
        <translation>Le pion blanc sur 12 ne peut aller que sur 8. Occupez cette case, et gardez 3 occupée pour qu&apos;il ne puisse pas sauter.</translation>
    </message>
    <message>
        <source>Legal, but it leaves 3 empty: the white man jumps over 8, lands on 3 and is crowned.</source>
        <translation>Permis, mais 3 reste vide : le pion blanc saute par-dessus 8, atterrit sur 3 et va à dame.</translation>
    </message>
    <message>
        <source>Third time</source>
        <translation>Troisième fois</translation>
    </message>
    <message>
        <source>When the same position comes up for the third time with the same player to move, the game is drawn. With one king each, nobody can win, so a draw is the fair result.</source>
        <translation>Quand la même position revient pour la troisième fois avec le même joueur au trait, la partie est nulle. Avec une dame de chaque côté, personne ne peut gagner : la nulle est le résultat juste.</translation>
    </message>
    <message>
        <source>Draw by moving your king from 4 to 8 and back, twice.</source>
        <translation>Faites nulle en allant avec votre dame de 4 à 8 et retour, deux fois.</translation>
    </message>
    <message>
        <source>Keep going back and forth between 4 and 8; White does the same.</source>
        <translation>Continuez à faire l&apos;aller-retour entre 4 et 8 ; Blanc fait de même.</translation>
    </message>
    <message>
        <source>Forty moves</source>
        <translation>Quarante coups</translation>
    </message>
    <message>
        <source>The game is also drawn when both players have made 40 moves each with no capture and no man moving. A capture or a man&apos;s step starts that count again, so make progress while you can.</source>
        <translation>La partie est aussi nulle quand les deux joueurs ont joué 40 coups chacun sans prise ni coup de pion. Une prise ou un coup de pion fait repartir ce compte de zéro : progressez tant que vous le pouvez.</translation>
    </message>
    <message>
        <source>Capture the white king on 18.</source>
        <translation>Prenez la dame blanche sur 18.</translation>
    </message>
    <message>
        <source>Either of your kings can jump over 18.</source>
        <translation>Chacune de vos deux dames peut sauter par-dessus 18.</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tactique</translation>
    </message>
    <message>
        <source>Two for one</source>
        <translation>Deux pour un</translation>
    </message>
    <message>
        <source>Because captures are compulsory, you can give away a man to pull a white piece where you want it. Here one man given buys two.</source>
        <translation>Comme la prise est obligatoire, vous pouvez donner un pion pour attirer une pièce blanche là où vous la voulez. Ici, un pion donné en rapporte deux.</translation>
    </message>
    <message>
        <source>Give one man and take two back.</source>
        <translation>Donnez un pion et reprenez-en deux.</translation>
    </message>
    <message>
        <source>Step to 18: White must jump it, and the man on 9 then jumps twice.</source>
        <translation>Avancez sur 18 : Blanc doit le prendre, puis le pion sur 9 saute deux fois.</translation>
    </message>
    <message>
        <source>Legal, but White just jumps it and you get nothing back.</source>
        <translation>Permis, mais Blanc le prend simplement et vous n&apos;obtenez rien en retour.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <translation>Percée</translation>
    </message>
    <message>
        <source>The white man on 30 guards the far row. Offer it a man: it must capture and leave its post, opening the way for your other man.</source>
        <translation>Le pion blanc sur 30 garde la dernière rangée. Offrez-lui un pion : il doit prendre et quitter son poste, ce qui ouvre le chemin à votre autre pion.</translation>
    </message>
    <message>
        <source>Get a king within two moves.</source>
        <translation>Obtenez une dame en deux coups au plus.</translation>
    </message>
    <message>
        <source>Step to 26. Once the man on 30 has jumped away, 30 is free for your man on 21.</source>
        <translation>Avancez sur 26. Une fois le pion sur 30 parti en sautant, 30 est libre pour votre pion sur 21.</translation>
    </message>
    <message>
        <source>Legal, but White&apos;s man on 25 jumps your man on 22.</source>
        <translation>Permis, mais le pion blanc sur 25 prend votre pion sur 22.</translation>
    </message>
    <message>
        <source>Shot to the king row</source>
        <translation>Coup de dame</translation>
    </message>
    <message>
        <source>A sacrifice can set up a multiple jump that ends on the far row. Find the step that makes White capture into your jump.</source>
        <translation>Un sacrifice peut préparer une rafle qui se termine sur la dernière rangée. Trouvez le coup qui oblige Blanc à prendre en se plaçant dans votre saut.</translation>
    </message>
    <message>
        <source>Give one man, then take two and crown.</source>
        <translation>Donnez un pion, puis prenez-en deux et allez à dame.</translation>
    </message>
    <message>
        <source>Step to 22: White must jump onto 18, right in front of your man on 14.</source>
        <translation>Avancez sur 22 : Blanc doit sauter sur 18, juste devant votre pion sur 14.</translation>
    </message>
    <message>
        <source>Legal, but it only trades one man for one and nobody is crowned.</source>
        <translation>Permis, mais cela n&apos;échange qu&apos;un pion contre un, et personne ne va à dame.</translation>
    </message>
</context>
</TS>
