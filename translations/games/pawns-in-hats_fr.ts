<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Pawns</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>One step ahead</source>
        <translation>Un pas en avant</translation>
    </message>
    <message>
        <source>Every piece starts as a bare pawn: a pawn with no hat. A bare pawn steps one square straight ahead, never two and never sideways, and it is never promoted: one that reaches the far edge just stays there.</source>
        <translation>Chaque pièce commence comme un pion nu, c&apos;est-à-dire sans chapeau. Un pion nu avance d&apos;une case tout droit, jamais de deux et jamais de côté, et il n&apos;est jamais promu : celui qui atteint le bord opposé y reste, tout simplement.</translation>
    </message>
    <message>
        <source>Step the pawn on e2 to e3.</source>
        <translation>Avancez le pion de e2 en e3.</translation>
    </message>
    <message>
        <source>A bare pawn never steps two squares, not even on its first move.</source>
        <translation>Un pion nu n&apos;avance jamais de deux cases, pas même à son premier coup.</translation>
    </message>
    <message>
        <source>Punch a pawn</source>
        <translation>Frapper un pion</translation>
    </message>
    <message>
        <source>A bare pawn does not capture diagonally as in chess. Instead it punches the square straight in front of it, without moving: a bare enemy pawn standing there is knocked out of the game.</source>
        <translation>Un pion nu ne prend pas en diagonale comme aux échecs. À la place, il frappe la case juste devant lui, sans bouger : un pion ennemi nu qui s&apos;y trouve sort du jeu.</translation>
    </message>
    <message>
        <source>Capture the black pawn on e5.</source>
        <translation>Prenez le pion noir en e5.</translation>
    </message>
    <message>
        <source>Your pawn stays on e4 and punches the square ahead of it.</source>
        <translation>Votre pion reste en e4 et frappe la case devant lui.</translation>
    </message>
    <message>
        <source>Pawns never capture diagonally in this game: they only punch straight ahead.</source>
        <translation>Dans ce jeu, les pions ne prennent jamais en diagonale : ils frappent seulement tout droit.</translation>
    </message>
    <message>
        <source>Knock a hat off</source>
        <translation>Faire tomber un chapeau</translation>
    </message>
    <message>
        <source>A punch does not capture a piece that wears a hat: it knocks the hat off, and the piece is a bare pawn again. You choose where the hat lands, on any square next to that piece with neither a piece nor a hat on it.</source>
        <translation>Une frappe ne prend pas une pièce qui porte un chapeau : elle fait tomber son chapeau, et la pièce redevient un pion nu. Vous choisissez où le chapeau tombe, sur une case voisine de cette pièce où il n&apos;y a ni pièce ni chapeau.</translation>
    </message>
    <message>
        <source>Punch the bishop on e5 and land its mitre on f4, in front of your pawn on f3.</source>
        <translation>Frappez le fou en e5 et faites tomber sa mitre en f4, devant votre pion en f3.</translation>
    </message>
    <message>
        <source>First punch with the pawn on e4, then choose f4 for the hat.</source>
        <translation>Frappez d&apos;abord avec le pion en e4, puis choisissez f4 pour le chapeau.</translation>
    </message>
    <message>
        <source>Legal, but the black pawn on d7 can step onto d6 and take the mitre back.</source>
        <translation>C&apos;est légal, mais le pion noir en d7 peut avancer en d6 et reprendre la mitre.</translation>
    </message>
    <message>
        <source>Nowhere to land</source>
        <translation>Nulle part où tomber</translation>
    </message>
    <message>
        <source>Sometimes every square around the punched piece already holds a piece or a hat. Then the hat has nowhere to land, and your punching pawn catches it and wears it.</source>
        <translation>Parfois, chaque case autour de la pièce frappée porte déjà une pièce ou un chapeau. Le chapeau ne peut alors tomber nulle part, et votre pion qui frappe l&apos;attrape et le met.</translation>
    </message>
    <message>
        <source>Punch the black queen and win her crown.</source>
        <translation>Frappez la dame noire et gagnez sa couronne.</translation>
    </message>
    <message>
        <source>Punch the square in front of your pawn: count the free squares around the queen.</source>
        <translation>Frappez la case devant votre pion : comptez les cases libres autour de la dame.</translation>
    </message>
    <message>
        <source>Hats</source>
        <translation>Chapeaux</translation>
    </message>
    <message>
        <source>Pick up a hat</source>
        <translation>Ramasser un chapeau</translation>
    </message>
    <message>
        <source>A bare pawn that ends its step on a hat may pick it up. The first time a hat is picked up, a die says what it is: 1 Kingly Crown (king), 2 Queenly Crown (queen), 3 Bishop Mitre (bishop), 4 Knighted Helm (knight), 5 Hunting Tyrolean (hunter) or 6 Mirage Hat (it vanishes).</source>
        <translation>Un pion nu qui termine son pas sur un chapeau peut le ramasser. La première fois qu&apos;un chapeau est ramassé, un dé dit ce qu&apos;il est : 1 Couronne royale (roi), 2 Couronne de reine (dame), 3 Mitre d&apos;évêque (fou), 4 Heaume de chevalier (cavalier), 5 Chapeau tyrolien de chasse (chasseur) ou 6 Chapeau mirage (il disparaît).</translation>
    </message>
    <message>
        <source>Step onto the hat on e4, pick it up and put it on.</source>
        <translation>Avancez sur le chapeau en e4, ramassez-le et mettez-le.</translation>
    </message>
    <message>
        <source>Step to e4, choose to pick the hat up, and once the die has spoken, put it on.</source>
        <translation>Avancez en e4, choisissez de ramasser le chapeau, puis, une fois que le dé a parlé, mettez-le.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays on the floor and your pawn stays bare.</source>
        <translation>C&apos;est légal, mais le chapeau reste par terre et votre pion reste nu.</translation>
    </message>
    <message>
        <source>Bishop Mitre</source>
        <translation>Mitre d&apos;évêque</translation>
    </message>
    <message>
        <source>Put on the hat on d4, then capture the pawn on g7.</source>
        <translation>Mettez le chapeau en d4, puis prenez le pion en g7.</translation>
    </message>
    <message>
        <source>Once the mitre is on, slide along the diagonal through e5 and f6.</source>
        <translation>Une fois la mitre mise, glissez le long de la diagonale par e5 et f6.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn can never reach g7: it needs the mitre.</source>
        <translation>C&apos;est légal, mais un pion nu n&apos;atteindra jamais g7 : il lui faut la mitre.</translation>
    </message>
    <message>
        <source>Knighted Helm</source>
        <translation>Heaume de chevalier</translation>
    </message>
    <message>
        <source>A hat keeps what the die made it until the game ends, and it lies face up, so picking it up again needs no roll. A Knighted Helm makes a knight, which jumps in an L shape over anything in its way.</source>
        <translation>Un chapeau garde jusqu&apos;à la fin de la partie ce que le dé en a fait, et il reste face visible : le ramasser de nouveau ne demande donc aucun lancer. Un Heaume de chevalier en fait un cavalier, qui saute en L par-dessus tout ce qui le gêne.</translation>
    </message>
    <message>
        <source>Put on the helm on e4, then capture the pawn on f6.</source>
        <translation>Mettez le heaume en e4, puis prenez le pion en f6.</translation>
    </message>
    <message>
        <source>A knight goes two squares one way and one square to the side: e4 to f6 is one such jump.</source>
        <translation>Un cavalier va de deux cases dans une direction et d&apos;une case sur le côté : de e4 à f6, c&apos;est un tel saut.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn cannot reach f6: it needs the helm.</source>
        <translation>C&apos;est légal, mais un pion nu ne peut pas atteindre f6 : il lui faut le heaume.</translation>
    </message>
    <message>
        <source>Hunting Tyrolean</source>
        <translation>Chapeau tyrolien de chasse</translation>
    </message>
    <message>
        <source>A Hunting Tyrolean makes a hunter, which moves like a chess rook: any distance along a rank or a file. Hats never block a move, and a piece may stop on a square where a hat lies.</source>
        <translation>Un Chapeau tyrolien de chasse en fait un chasseur, qui se déplace comme une tour aux échecs : aussi loin qu&apos;il veut sur une rangée ou une colonne. Les chapeaux ne bloquent jamais un coup, et une pièce peut s&apos;arrêter sur une case où se trouve un chapeau.</translation>
    </message>
    <message>
        <source>Capture the black pawn on a7.</source>
        <translation>Prenez le pion noir en a7.</translation>
    </message>
    <message>
        <source>Legal, but hats never block: your hunter could have slid on to a7.</source>
        <translation>C&apos;est légal, mais les chapeaux ne bloquent jamais : votre chasseur aurait pu glisser jusqu&apos;en a7.</translation>
    </message>
    <message>
        <source>Mirage Hat</source>
        <translation>Chapeau mirage</translation>
    </message>
    <message>
        <source>A 6 on the die means the hat was a Mirage Hat: it vanishes from the game, and your pawn stays bare. Every unknown hat is a gamble until somebody picks it up.</source>
        <translation>Un 6 au dé signifie que le chapeau était un Chapeau mirage : il disparaît du jeu, et votre pion reste nu. Chaque chapeau inconnu est un pari jusqu&apos;à ce que quelqu&apos;un le ramasse.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and see what it is.</source>
        <translation>Ramassez le chapeau en e4 et voyez ce qu&apos;il est.</translation>
    </message>
    <message>
        <source>Step onto e4 and choose to pick the hat up.</source>
        <translation>Avancez en e4 et choisissez de ramasser le chapeau.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up and find out what it is.</source>
        <translation>C&apos;est légal, mais le but est de ramasser le chapeau et de découvrir ce qu&apos;il est.</translation>
    </message>
    <message>
        <source>Set it down</source>
        <translation>Le poser</translation>
    </message>
    <message>
        <source>Instead of wearing a hat it has picked up, a pawn may set it down on a neighbouring square where no hat lies. It stays there face up, for the next bare pawn that steps onto it.</source>
        <translation>Au lieu de mettre un chapeau qu&apos;il vient de ramasser, un pion peut le poser sur une case voisine où il n&apos;y a pas de chapeau. Il y reste face visible, pour le prochain pion nu qui avancera dessus.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and set it down on d4, then wear it with your pawn on d3.</source>
        <translation>Ramassez le chapeau en e4 et posez-le en d4, puis mettez-le avec votre pion en d3.</translation>
    </message>
    <message>
        <source>After the roll, click d4 to set the crown down there.</source>
        <translation>Après le lancer, cliquez sur d4 pour y poser la couronne.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to hand the crown to your pawn on d3.</source>
        <translation>C&apos;est légal, mais le but est de passer la couronne à votre pion en d3.</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>L&apos;ôter</translation>
    </message>
    <message>
        <source>A hatted piece that ends its move on a square with no hat may take its hat off and set it on a neighbouring square with no hat. The piece is a bare pawn again, and the hat waits for the next pawn that steps onto it.</source>
        <translation>Une pièce à chapeau qui termine son coup sur une case sans chapeau peut ôter son chapeau et le poser sur une case voisine sans chapeau. La pièce redevient un pion nu, et le chapeau attend le prochain pion qui avancera dessus.</translation>
    </message>
    <message>
        <source>Jump the knight to c3 and set its helm down on d4, in front of your pawn on d3.</source>
        <translation>Faites sauter le cavalier en c3 et posez son heaume en d4, devant votre pion en d3.</translation>
    </message>
    <message>
        <source>After the jump, click d4 to take the helm off there.</source>
        <translation>Après le saut, cliquez sur d4 pour y ôter le heaume.</translation>
    </message>
    <message>
        <source>Legal, but the knight keeps its helm on: choose d4 to set it down.</source>
        <translation>C&apos;est légal, mais le cavalier garde son heaume : choisissez d4 pour le poser.</translation>
    </message>
    <message>
        <source>One hat a move</source>
        <translation>Un chapeau par coup</translation>
    </message>
    <message>
        <source>Only a step onto a hat lets a pawn pick it up. A punch moves nobody, so it picks nothing up, and a pawn that already stands on a hat has to step onto another one first.</source>
        <translation>Seul un pas sur un chapeau permet à un pion de le ramasser. Une frappe ne déplace personne, elle ne ramasse donc rien, et un pion qui se tient déjà sur un chapeau doit d&apos;abord avancer sur un autre.</translation>
    </message>
    <message>
        <source>Capture the pawn on e5, then put on a hat.</source>
        <translation>Prenez le pion en e5, puis mettez un chapeau.</translation>
    </message>
    <message>
        <source>Punch first; next turn, step onto the hat on e5.</source>
        <translation>Frappez d&apos;abord ; au tour suivant, avancez sur le chapeau en e5.</translation>
    </message>
    <message>
        <source>Legal, but then your pawn wears no hat.</source>
        <translation>C&apos;est légal, mais alors votre pion ne porte aucun chapeau.</translation>
    </message>
    <message>
        <source>Kings and check</source>
        <translation>Rois et échec</translation>
    </message>
    <message>
        <source>Kingly Crown</source>
        <translation>Couronne royale</translation>
    </message>
    <message>
        <source>Nobody has a king when the game starts. A Kingly Crown makes its wearer a king, which moves one square in any direction, and from then on you must never leave your king in check.</source>
        <translation>Personne n&apos;a de roi au début de la partie. Une Couronne royale fait de celui qui la porte un roi, qui se déplace d&apos;une case dans toutes les directions, et dès lors vous ne devez jamais laisser votre roi en échec.</translation>
    </message>
    <message>
        <source>Step onto the hat on e4 and become a king.</source>
        <translation>Avancez sur le chapeau en e4 et devenez roi.</translation>
    </message>
    <message>
        <source>Step onto e4, pick the hat up and put it on.</source>
        <translation>Avancez en e4, ramassez le chapeau et mettez-le.</translation>
    </message>
    <message>
        <source>Legal, but a crown lying on the board makes nobody a king.</source>
        <translation>C&apos;est légal, mais une couronne posée sur l&apos;échiquier ne fait de personne un roi.</translation>
    </message>
    <message>
        <source>Punch a crown</source>
        <translation>Frapper une couronne</translation>
    </message>
    <message>
        <source>A side with no king of its own may not attack kings while any hat is still unknown or any crown lies unworn: its pieces give no check and cannot capture a king. A punch still works, though: it knocks the crown off, and the king is a bare pawn again.</source>
        <translation>Un camp qui n&apos;a pas de roi à lui ne peut pas attaquer les rois tant qu&apos;un chapeau est encore inconnu ou qu&apos;une couronne n&apos;est portée par personne : ses pièces ne donnent pas échec et ne peuvent pas prendre un roi. Une frappe marche pourtant : elle fait tomber la couronne, et le roi redevient un pion nu.</translation>
    </message>
    <message>
        <source>Knock the crown off the black king.</source>
        <translation>Faites tomber la couronne du roi noir.</translation>
    </message>
    <message>
        <source>Your hunter may not touch the king, but your pawn on e4 may punch it.</source>
        <translation>Votre chasseur ne peut pas toucher au roi, mais votre pion en e4 peut le frapper.</translation>
    </message>
    <message>
        <source>Crown first</source>
        <translation>D&apos;abord la couronne</translation>
    </message>
    <message>
        <source>While you have no king, your pieces give no check, so your hunter cannot trouble the black king yet. Put on a crown first: then your pieces can give check, and checkmate.</source>
        <translation>Tant que vous n&apos;avez pas de roi, vos pièces ne donnent pas échec : votre chasseur ne peut donc pas encore inquiéter le roi noir. Mettez d&apos;abord une couronne : vos pièces pourront alors donner échec, et mat.</translation>
    </message>
    <message>
        <source>Put on the crown on e4, then checkmate the black king.</source>
        <translation>Mettez la couronne en e4, puis faites mat le roi noir.</translation>
    </message>
    <message>
        <source>The crown on e4 is already known. Once you wear it, your hunter checks along the eighth rank.</source>
        <translation>La couronne en e4 est déjà connue. Dès que vous la portez, votre chasseur donne échec le long de la huitième rangée.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, so this is no check: the black king simply steps to b8.</source>
        <translation>C&apos;est légal, mais vous n&apos;avez pas encore de roi, donc ce n&apos;est pas échec : le roi noir va simplement en b8.</translation>
    </message>
    <message>
        <source>Out of check</source>
        <translation>Sortir d&apos;échec</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece that may attack kings could capture it. You must get out of check at once, for example by stepping the king out of the line of attack.</source>
        <translation>Un roi est en échec quand une pièce ennemie qui a le droit d&apos;attaquer les rois pourrait le prendre. Vous devez sortir d&apos;échec immédiatement, par exemple en sortant le roi de la ligne d&apos;attaque.</translation>
    </message>
    <message>
        <source>Move your king out of check and keep its crown on.</source>
        <translation>Sortez votre roi d&apos;échec et gardez sa couronne.</translation>
    </message>
    <message>
        <source>Step off the e-file, then keep the crown on.</source>
        <translation>Quittez la colonne e, puis gardez la couronne.</translation>
    </message>
    <message>
        <source>On e2 your king still stands on the hunter&apos;s file: it could stay there only by taking its crown off.</source>
        <translation>En e2, votre roi serait toujours sur la colonne du chasseur : il ne pourrait y rester qu&apos;en ôtant sa couronne.</translation>
    </message>
    <message>
        <source>Crown off</source>
        <translation>Couronne ôtée</translation>
    </message>
    <message>
        <source>A piece that takes its crown off is no longer a king, so it cannot be in check. When every square around your king is attacked, step anyway and set the crown down.</source>
        <translation>Une pièce qui ôte sa couronne n&apos;est plus un roi, elle ne peut donc pas être en échec. Quand chaque case autour de votre roi est attaquée, déplacez-le quand même et posez la couronne.</translation>
    </message>
    <message>
        <source>Escape the check by taking off your crown.</source>
        <translation>Échappez à l&apos;échec en ôtant votre couronne.</translation>
    </message>
    <message>
        <source>Step to g2, where your knight guards you, and take the crown off there.</source>
        <translation>Allez en g2, où votre cavalier vous protège, et ôtez-y la couronne.</translation>
    </message>
    <message>
        <source>Your king would still be attacked: take the crown off instead.</source>
        <translation>Votre roi resterait attaqué : ôtez plutôt la couronne.</translation>
    </message>
    <message>
        <source>Chance and check</source>
        <translation>Hasard et échec</translation>
    </message>
    <message>
        <source>A move only has to be safe before the die is rolled, so a roll can leave a king open. Here one hat is still unknown, so your kingless hunter may not attack the black king yet; if that last hat turns out to be no crown, the shelter is gone, and a king left open by its own side&apos;s roll may be captured, which wins.</source>
        <translation>Un coup doit seulement être sûr avant le lancer du dé, si bien qu&apos;un lancer peut laisser un roi à découvert. Ici un chapeau est encore inconnu, donc votre chasseur sans roi ne peut pas encore attaquer le roi noir ; si ce dernier chapeau n&apos;est pas une couronne, cette protection disparaît, et un roi laissé à découvert par le lancer de son propre camp peut être pris, ce qui gagne la partie.</translation>
    </message>
    <message>
        <source>Line your hunter up on the black king, then capture it.</source>
        <translation>Placez votre chasseur face au roi noir, puis prenez-le.</translation>
    </message>
    <message>
        <source>Endings</source>
        <translation>Fins de partie</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Échec et mat</translation>
    </message>
    <message>
        <source>Checkmate wins: the king is in check and has no way out. A king may also escape by stepping somewhere and taking its crown off, but not onto a square where a hat lies, and here hats surround the black king.</source>
        <translation>L&apos;échec et mat gagne : le roi est en échec et n&apos;a aucune issue. Un roi peut aussi s&apos;échapper en allant quelque part et en ôtant sa couronne, mais pas sur une case où se trouve un chapeau, et ici des chapeaux entourent le roi noir.</translation>
    </message>
    <message>
        <source>Checkmate the black king in one move.</source>
        <translation>Faites mat le roi noir en un coup.</translation>
    </message>
    <message>
        <source>Your king guards a7 and b7; the hunter can cover the whole eighth rank.</source>
        <translation>Votre roi garde a7 et b7 ; le chasseur peut couvrir toute la huitième rangée.</translation>
    </message>
    <message>
        <source>That is check, but the black king slips out to b8.</source>
        <translation>C&apos;est échec, mais le roi noir s&apos;échappe en b8.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Pat</translation>
    </message>
    <message>
        <source>A player who has no legal move but is not in check is stalemated, and the game is a draw. Take every square from a king without giving check, and you throw the win away.</source>
        <translation>Un joueur qui n&apos;a aucun coup légal mais n&apos;est pas en échec est pat, et la partie est nulle. Si vous ôtez toutes ses cases à un roi sans lui donner échec, vous laissez filer la victoire.</translation>
    </message>
    <message>
        <source>Checkmate the black king, without stalemating it.</source>
        <translation>Faites mat le roi noir, sans le mettre pat.</translation>
    </message>
    <message>
        <source>Give check along the eighth rank.</source>
        <translation>Donnez échec le long de la huitième rangée.</translation>
    </message>
    <message>
        <source>Legal, but Black then has no move and is not in check: stalemate, a draw.</source>
        <translation>C&apos;est légal, mais Noir n&apos;a alors aucun coup et n&apos;est pas en échec : pat, partie nulle.</translation>
    </message>
    <message>
        <source>Fifty moves</source>
        <translation>Cinquante coups</translation>
    </message>
    <message>
        <source>Fifty moves by each side with no capture, no punch, no bare pawn moving and no hat put on or taken off make a draw. The count here stands at 99 half-moves, and Black&apos;s queen would win if play went on.</source>
        <translation>Cinquante coups de chaque côté sans prise, sans frappe, sans coup de pion nu et sans chapeau mis ou ôté donnent la nulle. Le compteur en est ici à 99 demi-coups, et la dame noire gagnerait si le jeu continuait.</translation>
    </message>
    <message>
        <source>Make the quiet move that draws the game.</source>
        <translation>Jouez le coup tranquille qui fait nulle.</translation>
    </message>
    <message>
        <source>Move the hunter without capturing, and keep its hat on.</source>
        <translation>Déplacez le chasseur sans prendre, et gardez son chapeau.</translation>
    </message>
    <message>
        <source>Legal, and it wins a pawn, but a capture starts the count again.</source>
        <translation>C&apos;est légal, et cela gagne un pion, mais une prise remet le compteur à zéro.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn&apos;s step starts the count again.</source>
        <translation>C&apos;est légal, mais un pas de pion nu remet le compteur à zéro.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Triple répétition</translation>
    </message>
    <message>
        <source>When the same position comes round for the third time, with the same side to move, the game is a draw. Black keeps moving its hunter back and forth: do the same with yours.</source>
        <translation>Quand la même position revient pour la troisième fois, avec le même camp au trait, la partie est nulle. Noir fait aller et venir son chasseur : faites de même avec le vôtre.</translation>
    </message>
    <message>
        <source>Draw by repeating the position three times.</source>
        <translation>Faites nulle en répétant la position trois fois.</translation>
    </message>
    <message>
        <source>Go a1 to b1 and back, twice.</source>
        <translation>Allez de a1 à b1 et revenez, deux fois.</translation>
    </message>
    <message>
        <source>No crown at all</source>
        <translation>Aucune couronne</translation>
    </message>
    <message>
        <source>If every hat has been identified and not one of them was ever a Kingly Crown, there will never be a king to checkmate, so the game ends there in a draw. The result also says who has more pieces left.</source>
        <translation>Si tous les chapeaux ont été identifiés et qu&apos;aucun n&apos;a jamais été une Couronne royale, il n&apos;y aura jamais de roi à mater, et la partie s&apos;arrête donc là sur une nulle. Le résultat indique aussi qui a le plus de pièces restantes.</translation>
    </message>
    <message>
        <source>Pick up the last unknown hat.</source>
        <translation>Ramassez le dernier chapeau inconnu.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up.</source>
        <translation>Avancez en e4 et ramassez le chapeau.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown and the game goes on.</source>
        <translation>C&apos;est légal, mais le chapeau reste inconnu et la partie continue.</translation>
    </message>
    <message>
        <source>Last piece</source>
        <translation>Dernière pièce</translation>
    </message>
    <message>
        <source>A player with no pieces left loses the game. A punch only knocks a hat off, so to finish off a hatted piece you have to capture it.</source>
        <translation>Un joueur qui n&apos;a plus de pièces perd la partie. Une frappe ne fait que faire tomber un chapeau : pour en finir avec une pièce à chapeau, il faut la prendre.</translation>
    </message>
    <message>
        <source>Capture Black&apos;s last piece.</source>
        <translation>Prenez la dernière pièce de Noir.</translation>
    </message>
    <message>
        <source>Your bishop on b2 sees e5 along the diagonal.</source>
        <translation>Votre fou en b2 voit e5 par la diagonale.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the hat off: the piece stays on the board.</source>
        <translation>C&apos;est légal, mais une frappe ne fait que faire tomber le chapeau : la pièce reste sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Move the hunter to e1, keep its hat on, and wait for Black to pick up the last hat.</source>
        <translation>Amenez le chasseur en e1, gardez son chapeau et attendez que Noir ramasse le dernier chapeau.</translation>
    </message>
    <message>
        <source>White&apos;s pawns walk forward, toward Black.</source>
        <translation>Les pions blancs avancent vers Noir.</translation>
    </message>
    <message>
        <source>Slide straight along the a-file: the hats on the way are no obstacle.</source>
        <translation>Glissez tout droit le long de la colonne a : les chapeaux en chemin ne sont pas un obstacle.</translation>
    </message>
    <message>
        <source>Gone with the piece</source>
        <translation>Partis avec la pièce</translation>
    </message>
    <message>
        <source>When a hatted piece is captured, its hat leaves the game with it. A punch only knocks a hat off, and the hat stays on the board for the next bare pawn that steps onto it.</source>
        <translation>Quand une pièce à chapeau est prise, son chapeau quitte le jeu avec elle. Une frappe ne fait que faire tomber un chapeau, et le chapeau reste sur le plateau pour le prochain pion nu qui avancera dessus.</translation>
    </message>
    <message>
        <source>Get rid of the black queen and her crown for good.</source>
        <translation>Débarrassez-vous pour de bon de la dame noire et de sa couronne.</translation>
    </message>
    <message>
        <source>Your bishop on a2 sees d5 along the diagonal.</source>
        <translation>Votre fou en a2 voit d5 par la diagonale.</translation>
    </message>
    <message>
        <source>No room to set it down</source>
        <translation>Pas de place pour le poser</translation>
    </message>
    <message>
        <source>A pawn may only set a hat down on a neighbouring square where no hat lies. When every square around it already holds a hat, it has to put the hat on, and it does so at once.</source>
        <translation>Un pion ne peut poser un chapeau que sur une case voisine où il n&apos;y a pas de chapeau. Quand chaque case autour de lui porte déjà un chapeau, il doit mettre le chapeau, et il le fait aussitôt.</translation>
    </message>
    <message>
        <source>Step onto the hat on a4 and pick it up.</source>
        <translation>Avancez sur le chapeau en a4 et ramassez-le.</translation>
    </message>
    <message>
        <source>Step to a4 and pick the hat up: count the hats around a4.</source>
        <translation>Avancez en a4 et ramassez le chapeau : comptez les chapeaux autour de a4.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up.</source>
        <translation>C&apos;est légal, mais le but est de ramasser le chapeau.</translation>
    </message>
    <message>
        <source>Two crowns</source>
        <translation>Deux couronnes</translation>
    </message>
    <message>
        <source>You may wear more than one crown, and then you have several kings. You are in check as soon as any one of them is attacked, and that check must be answered first.</source>
        <translation>Vous pouvez porter plus d&apos;une couronne, et vous avez alors plusieurs rois. Vous êtes en échec dès que l&apos;un d&apos;eux est attaqué, et il faut d&apos;abord parer cet échec.</translation>
    </message>
    <message>
        <source>Get your king on e1 out of check, keeping both crowns on.</source>
        <translation>Sortez votre roi en e1 de l&apos;échec, en gardant les deux couronnes.</translation>
    </message>
    <message>
        <source>Step the king on e1 off the first rank, and keep its crown on.</source>
        <translation>Faites quitter la première rangée au roi en e1, et gardez sa couronne.</translation>
    </message>
    <message>
        <source>Your king on e1 is still in check: it must move first.</source>
        <translation>Votre roi en e1 est toujours en échec : c&apos;est lui qui doit bouger d&apos;abord.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to keep both crowns on.</source>
        <translation>C&apos;est légal, mais le but est de garder les deux couronnes.</translation>
    </message>
    <message>
        <source>Checkmate by the die</source>
        <translation>Échec et mat par le dé</translation>
    </message>
    <message>
        <source>A roll can also change who may attack kings. Your hunters may not touch the black king while one hat is still unknown. Once the last hat is known, and every crown in play is worn, they may: Black then starts its turn in check, and here it has no way out.</source>
        <translation>Un lancer peut aussi changer qui a le droit d&apos;attaquer les rois. Vos chasseurs ne peuvent pas toucher au roi noir tant qu&apos;un chapeau est encore inconnu. Dès que le dernier chapeau est connu et que chaque couronne en jeu est portée, ils le peuvent : Noir commence alors son tour en échec, et ici il n&apos;a aucune issue.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up: whatever the die says, the last hat is then known.</source>
        <translation>Avancez en e4 et ramassez le chapeau : quoi que dise le dé, le dernier chapeau est alors connu.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown, so your hunters still may not attack the black king.</source>
        <translation>C&apos;est légal, mais le chapeau reste inconnu, donc vos chasseurs ne peuvent toujours pas attaquer le roi noir.</translation>
    </message>
    <message>
        <source>Stuck on the last rank</source>
        <translation>Bloqué sur la dernière rangée</translation>
    </message>
    <message>
        <source>A bare pawn that reaches the far edge can neither step nor punch: it is stuck there. A side whose only pieces are stuck like this, and not in check, is stalemated, a draw.</source>
        <translation>Un pion nu qui atteint le bord opposé ne peut plus ni avancer ni frapper : il y est bloqué. Un camp dont toutes les pièces sont ainsi bloquées, sans être en échec, est pat : la partie est nulle.</translation>
    </message>
    <message>
        <source>Capture both black pawns and win.</source>
        <translation>Prenez les deux pions noirs et gagnez.</translation>
    </message>
    <message>
        <source>Take the stuck pawn on a1 first; the other one still has a move.</source>
        <translation>Prenez d&apos;abord le pion bloqué en a1 ; l&apos;autre a encore un coup.</translation>
    </message>
    <message>
        <source>Legal, but then Black has only the stuck pawn on a1 left: it cannot move, and the game is a stalemate.</source>
        <translation>C&apos;est légal, mais il ne reste alors à Noir que le pion bloqué en a1 : il ne peut pas bouger, et la partie est pat.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the crown off: it would stay on the board next to d5, for a bare black pawn to step onto and wear again.</source>
        <translation>C&apos;est légal, mais une frappe ne fait que faire tomber la couronne : elle resterait sur le plateau à côté de d5, et un pion noir sans chapeau pourrait avancer dessus et la remettre.</translation>
    </message>
    <message>
        <source>Not allowed: with no king of your own, your pieces may not capture the black king while a hat is still unknown. Punch it with your pawn on e4.</source>
        <translation>Interdit : sans roi à vous, vos pièces ne peuvent pas prendre le roi noir tant qu&apos;un chapeau est encore inconnu. Frappez-le avec votre pion en e4.</translation>
    </message>
    <message>
        <source>A pawn that wears a hat moves and captures exactly like the chess piece its hat makes it. A Bishop Mitre makes a bishop, which slides any distance along a diagonal. After each move of a hatted piece you are asked whether the hat stays on: keep it on for now (a later level takes one off).</source>
        <translation>Un pion qui porte un chapeau se déplace et prend exactement comme la pièce d&apos;échecs que son chapeau fait de lui. Une Mitre d&apos;évêque en fait un fou, qui glisse aussi loin qu&apos;il veut en diagonale. Après chaque coup d&apos;une pièce à chapeau, on vous demande si le chapeau reste en place : gardez-le pour l&apos;instant (un niveau plus loin en retire un).</translation>
    </message>
</context>
</TS>
