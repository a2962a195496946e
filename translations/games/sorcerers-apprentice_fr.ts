<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>The bag and the racks</source>
        <translation>Le sac et les porte-chapeaux</translation>
    </message>
    <message>
        <source>A hat for a capture</source>
        <translation>Un chapeau par prise</translation>
    </message>
    <message>
        <source>Every time you capture a piece, one hat comes out of the Bag of Hats at random and goes into your Hat Rack. At the end of the game, the hats in your rack are your score.</source>
        <translation>Chaque fois que vous prenez une pièce, un chapeau sort au hasard du sac à chapeaux et va sur votre porte-chapeaux. À la fin de la partie, les chapeaux de votre porte-chapeaux sont votre score.</translation>
    </message>
    <message>
        <source>Capture the white man and collect a hat.</source>
        <translation>Prenez le pion blanc et récoltez un chapeau.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, then watch your rack.</source>
        <translation>Sautez de 14 par-dessus 18, puis regardez votre porte-chapeaux.</translation>
    </message>
    <message>
        <source>Lose one, hat one</source>
        <translation>Une pièce perdue, un chapeau posé</translation>
    </message>
    <message>
        <source>When White takes your man, put the red hat on the man on 15.</source>
        <translation>Quand Blanc prend votre pion, mettez le chapeau rouge sur le pion de 15.</translation>
    </message>
    <message>
        <source>First make the only capture. When White has jumped, choose the man on 15 for your red hat.</source>
        <translation>Faites d&apos;abord la seule prise possible. Quand Blanc a sauté, choisissez le pion de 15 pour votre chapeau rouge.</translation>
    </message>
    <message>
        <source>Legal, but the man on 11 is not next to the jumper on 18, so its red hat could not reach it.</source>
        <translation>Permis, mais le pion de 11 n&apos;est pas à côté du sauteur en 18 : son chapeau rouge ne pourrait pas l&apos;atteindre.</translation>
    </message>
    <message>
        <source>Legal, but then the red hat stays in your rack and the jumper on 18 goes unpunished.</source>
        <translation>Permis, mais alors le chapeau rouge reste sur votre porte-chapeaux et le sauteur en 18 s&apos;en tire impunément.</translation>
    </message>
    <message>
        <source>Hats go with the piece</source>
        <translation>Les chapeaux partent avec la pièce</translation>
    </message>
    <message>
        <source>Capture the man in the red hat.</source>
        <translation>Prenez le pion au chapeau rouge.</translation>
    </message>
    <message>
        <source>The man on 14 can jump the red hat.</source>
        <translation>Le pion de 14 peut sauter le chapeau rouge.</translation>
    </message>
    <message>
        <source>The six hats</source>
        <translation>Les six chapeaux</translation>
    </message>
    <message>
        <source>Red: Zotting</source>
        <translation>Rouge : Foudroiement</translation>
    </message>
    <message>
        <source>A piece in a red hat never jumps. Instead it may spend its whole turn on a zot: it removes an enemy from a square diagonally next to it and stays where it is. The red hat is then used up.</source>
        <translation>Une pièce au chapeau rouge ne saute jamais. À la place, elle peut consacrer tout son tour à foudroyer : elle retire un ennemi d&apos;une case voisine en diagonale et reste où elle est. Le chapeau rouge est alors épuisé.</translation>
    </message>
    <message>
        <source>Zot the white man on 18.</source>
        <translation>Foudroyez le pion blanc de 18.</translation>
    </message>
    <message>
        <source>Drag the red-hatted man onto the man next to it.</source>
        <translation>Faites glisser le pion au chapeau rouge sur le pion voisin.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot capture by jumping; it zots instead.</source>
        <translation>Une pièce au chapeau rouge ne peut pas prendre en sautant ; elle foudroie à la place.</translation>
    </message>
    <message>
        <source>Zot in any direction</source>
        <translation>Foudroyer dans tous les sens</translation>
    </message>
    <message>
        <source>A zot reaches all four diagonal neighbours, backwards too, even for a man, and it removes a king as easily as a man.</source>
        <translation>Le foudroiement atteint les quatre voisins en diagonale, vers l&apos;arrière aussi, même pour un pion, et il retire une dame aussi facilement qu&apos;un pion.</translation>
    </message>
    <message>
        <source>Zot the white king behind you.</source>
        <translation>Foudroyez la dame blanche derrière vous.</translation>
    </message>
    <message>
        <source>The king on 10 is diagonally behind your man. A zot can reach it.</source>
        <translation>La dame de 10 est en diagonale derrière votre pion. Un foudroiement peut l&apos;atteindre.</translation>
    </message>
    <message>
        <source>Legal, but the king on 10 is the bigger danger: it moves and jumps both ways. Zot the king.</source>
        <translation>Permis, mais la dame de 10 est le plus grand danger : elle se déplace et saute dans les deux sens. Foudroyez la dame.</translation>
    </message>
    <message>
        <source>Yellow: Nimbleness</source>
        <translation>Jaune : Agilité</translation>
    </message>
    <message>
        <source>A piece in a yellow hat may also hop over its own pieces, which stay where they are. A man still hops forward only. If such hops lead to a capture, that capture must be made.</source>
        <translation>Une pièce au chapeau jaune peut aussi sauter par-dessus ses propres pièces, qui restent en place. Un pion ne saute toujours que vers l&apos;avant. Si de tels sauts mènent à une prise, cette prise doit être faite.</translation>
    </message>
    <message>
        <source>Capture the white man on 19.</source>
        <translation>Prenez le pion blanc sur 19.</translation>
    </message>
    <message>
        <source>Hop over your own man on 10 first, then jump.</source>
        <translation>Sautez d&apos;abord par-dessus votre propre pion de 10, puis prenez.</translation>
    </message>
    <message>
        <source>Hops alone</source>
        <translation>Rien que des sauts amis</translation>
    </message>
    <message>
        <source>A move may be nothing but hops over your own pieces. The yellow-hatted man on 13 can cross the board in one move this way.</source>
        <translation>Un coup peut ne comporter que des sauts par-dessus vos propres pièces. Ainsi, le pion au chapeau jaune de 13 peut traverser le plateau en un seul coup.</translation>
    </message>
    <message>
        <source>Crown the man in the yellow hat.</source>
        <translation>Couronnez le pion au chapeau jaune.</translation>
    </message>
    <message>
        <source>Hop over 17, then over 26.</source>
        <translation>Sautez par-dessus 17, puis par-dessus 26.</translation>
    </message>
    <message>
        <source>Legal, but that crowns the plain man from 26. The goal is to crown the man in the yellow hat.</source>
        <translation>Permis, mais cela couronne le pion sans chapeau de 26. Le but est de couronner le pion au chapeau jaune.</translation>
    </message>
    <message>
        <source>Green: Venom</source>
        <translation>Vert : Venin</translation>
    </message>
    <message>
        <source>Whoever captures a piece in a green hat is poisoned: it finishes its move and then leaves the board, a capture like any other. White must capture when it can, so a Venom piece makes good bait.</source>
        <translation>Qui prend une pièce au chapeau vert est empoisonné : il termine son coup puis quitte le plateau, une prise comme une autre. Blanc doit prendre quand il le peut, donc une pièce au Venin fait un bon appât.</translation>
    </message>
    <message>
        <source>Offer your Venom man so that White&apos;s man dies of poison.</source>
        <translation>Offrez votre pion au Venin pour que le pion blanc meure du poison.</translation>
    </message>
    <message>
        <source>Step next to the white man on 22, where it has to jump you.</source>
        <translation>Avancez à côté du pion blanc de 22, là où il doit vous sauter.</translation>
    </message>
    <message>
        <source>Legal, but there White does not have to take the bait.</source>
        <translation>Permis, mais là Blanc n&apos;est pas obligé de mordre à l&apos;appât.</translation>
    </message>
    <message>
        <source>Blue: Warding</source>
        <translation>Bleu : Protection</translation>
    </message>
    <message>
        <source>A capture aimed at a piece in a blue hat takes only the hat: the piece stays. A jumper still lands beyond it and may go on jumping, as if it had captured.</source>
        <translation>Une prise visant une pièce au chapeau bleu n&apos;emporte que le chapeau : la pièce reste. Un sauteur atterrit quand même derrière elle et peut continuer à sauter, comme s&apos;il avait pris.</translation>
    </message>
    <message>
        <source>Capture the white man on 27.</source>
        <translation>Prenez le pion blanc de 27.</translation>
    </message>
    <message>
        <source>Jump the blue-hatted man on 18 anyway: you land on 23 and can jump again.</source>
        <translation>Sautez quand même le pion au chapeau bleu de 18 : vous atterrissez en 23 et pouvez sauter à nouveau.</translation>
    </message>
    <message>
        <source>Legal, but that only takes the man on 16. Jumping the blue hat would have carried you on to 27.</source>
        <translation>Permis, mais cela ne prend que le pion de 16. Sauter le chapeau bleu vous aurait mené jusqu&apos;à 27.</translation>
    </message>
    <message>
        <source>Warding cures poison</source>
        <translation>La Protection guérit du poison</translation>
    </message>
    <message>
        <source>A blue hat also saves a poisoned piece: at the end of the turn the blue hat goes instead of the piece. Two of your men can take the Venom piece on 18; only one of them wears blue.</source>
        <translation>Un chapeau bleu sauve aussi une pièce empoisonnée : à la fin du tour, c&apos;est le chapeau bleu qui part au lieu de la pièce. Deux de vos pions peuvent prendre la pièce au Venin de 18 ; un seul porte du bleu.</translation>
    </message>
    <message>
        <source>Capture the man in the green hat and keep all your men.</source>
        <translation>Prenez le pion au chapeau vert et gardez tous vos pions.</translation>
    </message>
    <message>
        <source>Let the man in the blue hat do it.</source>
        <translation>Laissez faire le pion au chapeau bleu.</translation>
    </message>
    <message>
        <source>Legal, but the man on 15 has no blue hat: the poison takes it at the end of your turn.</source>
        <translation>Permis, mais le pion de 15 n&apos;a pas de chapeau bleu : le poison l&apos;emporte à la fin de votre tour.</translation>
    </message>
    <message>
        <source>Clear: Strength</source>
        <translation>Transparent : Force</translation>
    </message>
    <message>
        <source>Capture the white man on 18 with Strength.</source>
        <translation>Prenez le pion blanc de 18 par la Force.</translation>
    </message>
    <message>
        <source>Move the clear-hatted man straight onto the white man.</source>
        <translation>Amenez le pion au chapeau transparent droit sur le pion blanc.</translation>
    </message>
    <message>
        <source>A piece in a clear hat cannot jump; it steps onto the enemy instead.</source>
        <translation>Une pièce au chapeau transparent ne peut pas sauter ; elle avance sur l&apos;ennemi à la place.</translation>
    </message>
    <message>
        <source>Crowned with its hat</source>
        <translation>Couronné avec son chapeau</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned, as in checkers, and keeps every hat it wears. Crowning ends the move.</source>
        <translation>Un pion qui atteint la dernière rangée est couronné, comme aux dames, et garde tous les chapeaux qu&apos;il porte. Le couronnement termine le coup.</translation>
    </message>
    <message>
        <source>Capture the man on 30 and become a king in a clear hat.</source>
        <translation>Prenez le pion de 30 et devenez une dame au chapeau transparent.</translation>
    </message>
    <message>
        <source>Step onto the white man on the far row.</source>
        <translation>Avancez sur le pion blanc de la dernière rangée.</translation>
    </message>
    <message>
        <source>Purple: Valor</source>
        <translation>Violet : Bravoure</translation>
    </message>
    <message>
        <source>A piece in a purple hat never jumps straight. It hops over a neighbouring enemy and lands beside it, turned a right angle. A man always lands two rows straight ahead of where it started.</source>
        <translation>Une pièce au chapeau violet ne saute jamais tout droit. Elle saute par-dessus un ennemi voisin et atterrit à côté de lui, après un virage à angle droit. Un pion atterrit toujours deux rangées droit devant sa case de départ.</translation>
    </message>
    <message>
        <source>Capture the white man on 15.</source>
        <translation>Prenez le pion blanc de 15.</translation>
    </message>
    <message>
        <source>A piece in a purple hat cannot jump straight; a man lands two rows straight ahead, on 18.</source>
        <translation>Une pièce au chapeau violet ne peut pas sauter tout droit ; un pion atterrit deux rangées droit devant, en 18.</translation>
    </message>
    <message>
        <source>A king turns either way</source>
        <translation>Une dame tourne des deux côtés</translation>
    </message>
    <message>
        <source>A king in a purple hat may turn to either side when it jumps, and a chain goes on as usual. Choose the turn that leads to a second jump.</source>
        <translation>Une dame au chapeau violet peut tourner d&apos;un côté ou de l&apos;autre en sautant, et une rafle continue comme d&apos;habitude. Choisissez le virage qui mène à un second saut.</translation>
    </message>
    <message>
        <source>Capture both men on 21 and 22.</source>
        <translation>Prenez les deux pions de 21 et 22.</translation>
    </message>
    <message>
        <source>Jump over 22 and land on 17: from there you can jump 21.</source>
        <translation>Sautez par-dessus 22 et atterrissez en 17 : de là, vous pouvez sauter 21.</translation>
    </message>
    <message>
        <source>Legal, but from 26 there is nothing more to jump. Turning toward 17 would have let you take 21 as well.</source>
        <translation>Permis, mais depuis 26 il n&apos;y a plus rien à sauter. Tourner vers 17 vous aurait aussi permis de prendre 21.</translation>
    </message>
    <message>
        <source>Captures and timing</source>
        <translation>Prises et bon moment</translation>
    </message>
    <message>
        <source>Captures come first</source>
        <translation>Les prises d&apos;abord</translation>
    </message>
    <message>
        <source>As in checkers, when you can capture you must. That counts every kind of capture: a jump, a zot or a Strength capture. Here your clear-hatted man can step onto an enemy, so that comes before anything else.</source>
        <translation>Comme aux dames, quand vous pouvez prendre, vous devez le faire. Cela vaut pour toute sorte de prise : un saut, un foudroiement ou une prise de Force. Ici, votre pion au chapeau transparent peut avancer sur un ennemi : cela passe avant tout le reste.</translation>
    </message>
    <message>
        <source>Crown the man on 27.</source>
        <translation>Couronnez le pion de 27.</translation>
    </message>
    <message>
        <source>Take the man on 18 with Strength first. Crown next turn.</source>
        <translation>Prenez d&apos;abord le pion de 18 par la Force. Couronnez au tour suivant.</translation>
    </message>
    <message>
        <source>Ward in time</source>
        <translation>Protéger à temps</translation>
    </message>
    <message>
        <source>You may place a hat even in the middle of White&apos;s multiple jump, before the jumper goes on. Your capture draws a blue hat. When White has jumped your first man, put the blue hat on the man it will jump next.</source>
        <translation>Vous pouvez poser un chapeau même au milieu d&apos;une rafle de Blanc, avant que le sauteur ne continue. Votre prise tire un chapeau bleu. Quand Blanc a sauté votre premier pion, mettez le chapeau bleu sur le pion qu&apos;il va sauter ensuite.</translation>
    </message>
    <message>
        <source>Save the man on 17 from White&apos;s double jump.</source>
        <translation>Sauvez le pion de 17 de la prise double de Blanc.</translation>
    </message>
    <message>
        <source>After the first jump the white man stands on 22, next to your man on 17.</source>
        <translation>Après le premier saut, le pion blanc est en 22, à côté de votre pion de 17.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in danger. The jumper goes over 17 next.</source>
        <translation>Permis, mais le pion de 1 n&apos;est pas en danger. Le sauteur passe ensuite par-dessus 17.</translation>
    </message>
    <message>
        <source>Legal, but then White jumps the man on 17 too.</source>
        <translation>Permis, mais alors Blanc saute aussi le pion de 17.</translation>
    </message>
    <message>
        <source>Venom in time</source>
        <translation>Empoisonner à temps</translation>
    </message>
    <message>
        <source>The same moment works for Venom: put a green hat on the man about to be jumped, and the jumper is poisoned by its own capture.</source>
        <translation>Le même moment convient au Venin : mettez un chapeau vert sur le pion sur le point d&apos;être sauté, et le sauteur s&apos;empoisonne par sa propre prise.</translation>
    </message>
    <message>
        <source>Make White&apos;s jumper pay with its life.</source>
        <translation>Faites payer de sa vie le sauteur de Blanc.</translation>
    </message>
    <message>
        <source>After its first jump the white man stands on 19; your man on 16 is next in line.</source>
        <translation>Après son premier saut, le pion blanc est en 19 ; votre pion de 16 est le suivant.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is not in the jumper&apos;s path. Poison the man on 16.</source>
        <translation>Permis, mais le pion de 1 n&apos;est pas sur le chemin du sauteur. Empoisonnez le pion de 16.</translation>
    </message>
    <message>
        <source>Legal, but then White takes the man on 16 for free.</source>
        <translation>Permis, mais alors Blanc prend le pion de 16 gratuitement.</translation>
    </message>
    <message>
        <source>Stacks and scoring</source>
        <translation>Piles de chapeaux et score</translation>
    </message>
    <message>
        <source>Wearing Many Hats</source>
        <translation>Plusieurs chapeaux à la fois</translation>
    </message>
    <message>
        <source>With Wearing Many Hats, a piece may wear several hats, but a hat may go on top of another only while all your pieces wear the same number. Once your bare man on 14 is gone, both your men wear one hat each, so the blue hat may go on top.</source>
        <translation>Avec Plusieurs chapeaux à la fois, une pièce peut porter plusieurs chapeaux, mais un chapeau ne peut aller sur un autre que tant que toutes vos pièces en portent le même nombre. Une fois votre pion sans chapeau de 14 disparu, vos deux pions portent un chapeau chacun : le chapeau bleu peut donc aller par-dessus.</translation>
    </message>
    <message>
        <source>Put the blue hat on the yellow-hatted man on 15.</source>
        <translation>Mettez le chapeau bleu sur le pion au chapeau jaune de 15.</translation>
    </message>
    <message>
        <source>After White&apos;s first jump, the man on 15 is next in line.</source>
        <translation>Après le premier saut de Blanc, le pion de 15 est le suivant.</translation>
    </message>
    <message>
        <source>Legal, but the man on 1 is safe. The jumper is heading for 15.</source>
        <translation>Permis, mais le pion de 1 est à l&apos;abri. Le sauteur se dirige vers 15.</translation>
    </message>
    <message>
        <source>Most hats wins</source>
        <translation>Le plus de chapeaux gagne</translation>
    </message>
    <message>
        <source>The game ends when a player has no pieces or cannot move. Then the player with more hats in the rack wins, whoever has pieces left. You have 3 hats, White has 1.</source>
        <translation>La partie se termine quand un joueur n&apos;a plus de pièces ou ne peut plus jouer. Alors le joueur qui a le plus de chapeaux sur son porte-chapeaux gagne, quel que soit celui à qui il reste des pièces. Vous avez 3 chapeaux, Blanc en a 1.</translation>
    </message>
    <message>
        <source>Win the game, even with your last man gone.</source>
        <translation>Gagnez la partie, même en perdant votre dernier pion.</translation>
    </message>
    <message>
        <source>Let White take your last man: White will have 2 hats, you still 3.</source>
        <translation>Laissez Blanc prendre votre dernier pion : Blanc aura 2 chapeaux, vous toujours 3.</translation>
    </message>
    <message>
        <source>Legal, but then the game goes on, and every capture White makes brings it another hat.</source>
        <translation>Permis, mais alors la partie continue, et chaque prise de Blanc lui rapporte un chapeau de plus.</translation>
    </message>
    <message>
        <source>Kings break ties</source>
        <translation>Les dames départagent</translation>
    </message>
    <message>
        <source>Block White&apos;s last move and win on kings.</source>
        <translation>Bloquez le dernier coup de Blanc et gagnez aux dames.</translation>
    </message>
    <message>
        <source>Your king can take the only square White can still reach.</source>
        <translation>Votre dame peut occuper la seule case que Blanc peut encore atteindre.</translation>
    </message>
    <message>
        <source>Legal, but now 2 is empty and White jumps your man on 6.</source>
        <translation>Permis, mais maintenant 2 est vide et Blanc saute votre pion de 6.</translation>
    </message>
    <message>
        <source>Legal, but that frees 1 for the white man on 5.</source>
        <translation>Permis, mais cela libère 1 pour le pion blanc de 5.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Second-Hand Hats</source>
        <translation>Chapeaux d&apos;occasion</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, the hats of a piece you capture go into your rack, on top of the hat you draw. Green hats are the exception: they still leave the game, and their poison still works.</source>
        <translation>Avec Chapeaux d&apos;occasion, les chapeaux d&apos;une pièce que vous prenez vont sur votre porte-chapeaux, en plus du chapeau que vous tirez. Les chapeaux verts font exception : ils quittent toujours le jeu, et leur poison agit quand même.</translation>
    </message>
    <message>
        <source>Capture a hatted man and collect two hats.</source>
        <translation>Prenez un pion coiffé et récoltez deux chapeaux.</translation>
    </message>
    <message>
        <source>Go for the purple hat.</source>
        <translation>Visez le chapeau violet.</translation>
    </message>
    <message>
        <source>Legal, but the green hat leaves the game, and the man that took it is poisoned.</source>
        <translation>Permis, mais le chapeau vert quitte le jeu, et le pion qui l&apos;a pris est empoisonné.</translation>
    </message>
    <message>
        <source>Playing for Blood</source>
        <translation>Jouer au sang</translation>
    </message>
    <message>
        <source>Playing for Blood, the player with more pieces on the board wins; hats only break ties. White has 3 hats and you have none, but White has a single man left.</source>
        <translation>Quand on joue au sang, le joueur qui a le plus de pièces sur le plateau gagne ; les chapeaux ne font que départager. Blanc a 3 chapeaux et vous aucun, mais il ne reste à Blanc qu&apos;un seul pion.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gagnez la partie.</translation>
    </message>
    <message>
        <source>Offer the man on 14 so that White&apos;s jump lands next to your man on 11.</source>
        <translation>Offrez le pion de 14 pour que le saut de Blanc atterrisse à côté de votre pion de 11.</translation>
    </message>
    <message>
        <source>Legal, but White takes it and lands on the edge, where you cannot jump back.</source>
        <translation>Permis, mais Blanc le prend et atterrit sur le bord, où vous ne pouvez pas le reprendre.</translation>
    </message>
    <message>
        <source>Combo: two men back</source>
        <translation>Combo : deux pions reviennent</translation>
    </message>
    <message>
        <source>With the Triple Hat Combo Bonus you may, instead of moving, give three hats of three different colours back to the box and bring two of your lost pieces back as men on empty squares of your home row.</source>
        <translation>Avec le Bonus du combo des trois chapeaux, vous pouvez, au lieu de jouer, rendre à la boîte trois chapeaux de trois couleurs différentes et remettre deux de vos pièces perdues, comme pions, sur des cases vides de votre première rangée.</translation>
    </message>
    <message>
        <source>Bring two men back into play.</source>
        <translation>Faites revenir deux pions en jeu.</translation>
    </message>
    <message>
        <source>Use the red, yellow and green hats of your rack.</source>
        <translation>Utilisez les chapeaux rouge, jaune et vert de votre porte-chapeaux.</translation>
    </message>
    <message>
        <source>Legal, but a step brings no one back. Spend your three colours instead.</source>
        <translation>Permis, mais un pas ne fait revenir personne. Dépensez plutôt vos trois couleurs.</translation>
    </message>
    <message>
        <source>Combo: take two hats</source>
        <translation>Combo : prendre deux chapeaux</translation>
    </message>
    <message>
        <source>Three hats of one colour buy something else: any two hats out of your opponent&apos;s rack. The bonus replaces your move, and it is never allowed while a capture is available.</source>
        <translation>Trois chapeaux d&apos;une même couleur achètent autre chose : deux chapeaux au choix sur le porte-chapeaux adverse. Le bonus remplace votre coup, et il n&apos;est jamais permis tant qu&apos;une prise est possible.</translation>
    </message>
    <message>
        <source>Take two hats from White&apos;s rack.</source>
        <translation>Prenez deux chapeaux sur le porte-chapeaux de Blanc.</translation>
    </message>
    <message>
        <source>Give back your three blue hats.</source>
        <translation>Rendez vos trois chapeaux bleus.</translation>
    </message>
    <message>
        <source>Legal, but a step leaves White&apos;s rack as it was.</source>
        <translation>Permis, mais un pas laisse le porte-chapeaux de Blanc tel qu&apos;il est.</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>Drafts</translation>
    </message>
    <message>
        <source>Mixed Hat Draft</source>
        <translation>Draft mélangé</translation>
    </message>
    <message>
        <source>In a Mixed Hat Draft the players first take turns choosing hats from all thirty, White first, until each has 12. Those 24 go into the bag and the other six leave the game. Here nobody chose the red hats, so no capture can bring one.</source>
        <translation>Dans un draft mélangé, les joueurs choisissent d&apos;abord à tour de rôle des chapeaux parmi les trente, Blanc en premier, jusqu&apos;à en avoir 12 chacun. Ces 24 vont dans le sac et les six autres quittent le jeu. Ici, personne n&apos;a choisi les chapeaux rouges : aucune prise ne peut en rapporter un.</translation>
    </message>
    <message>
        <source>Capture and draw a hat from the drafted bag.</source>
        <translation>Prenez et tirez un chapeau du sac issu du draft.</translation>
    </message>
    <message>
        <source>Jump the man on 18.</source>
        <translation>Sautez le pion de 18.</translation>
    </message>
    <message>
        <source>Select Hat Draft</source>
        <translation>Draft sélectif</translation>
    </message>
    <message>
        <source>In a Select Hat Draft, each player&apos;s twelve picks form their own pool, and each time you capture you choose a hat from your pool. White&apos;s answer to your capture will be a double jump over your men.</source>
        <translation>Dans un draft sélectif, les douze choix de chaque joueur forment sa propre réserve, et chaque fois que vous prenez, vous choisissez un chapeau de votre réserve. Blanc répondra à votre prise par une prise double sur vos pions.</translation>
    </message>
    <message>
        <source>Capture, take the hat that can save your man on 17, then save it from White&apos;s double jump.</source>
        <translation>Prenez, choisissez le chapeau qui peut sauver votre pion de 17, puis sauvez-le de la prise double de Blanc.</translation>
    </message>
    <message>
        <source>A blue hat, put on the man on 17 during White&apos;s jump, would save it.</source>
        <translation>Un chapeau bleu, posé sur le pion de 17 pendant le saut de Blanc, le sauverait.</translation>
    </message>
    <message>
        <source>Legal, but a red hat cannot save the man on 17. Blue can.</source>
        <translation>Permis, mais un chapeau rouge ne peut pas sauver le pion de 17. Un bleu, si.</translation>
    </message>
    <message>
        <source>Contrary Select Hat Draft</source>
        <translation>Draft sélectif inversé</translation>
    </message>
    <message>
        <source>In a Contrary Select Hat Draft, the hat a capture earns comes from the capturer&apos;s pool, but the opponent chooses which. White already has two blue hats, and the Triple Hat Combo Bonus is on.</source>
        <translation>Dans un draft sélectif inversé, le chapeau que rapporte une prise vient de la réserve de celui qui prend, mais c&apos;est l&apos;adversaire qui choisit lequel. Blanc a déjà deux chapeaux bleus, et le Bonus du combo des trois chapeaux est activé.</translation>
    </message>
    <message>
        <source>When White captures, give White the hat that helps it least.</source>
        <translation>Quand Blanc prend, donnez à Blanc le chapeau qui l&apos;aide le moins.</translation>
    </message>
    <message>
        <source>A third blue hat would let White trade three blues for two of your hats.</source>
        <translation>Un troisième chapeau bleu permettrait à Blanc d&apos;échanger trois bleus contre deux de vos chapeaux.</translation>
    </message>
    <message>
        <source>Legal, but with three blue hats White can use the combo to take two hats out of your rack.</source>
        <translation>Permis, mais avec trois chapeaux bleus Blanc peut utiliser le combo pour prendre deux chapeaux sur votre porte-chapeaux.</translation>
    </message>
    <message>
        <source>When you lose a piece, you may at once take a hat from your rack and put it on one of your pieces that wears none. Your capture here draws a red hat; when White jumps back, put it on the man on 15, next to the jumper: a red hat lets a piece remove an enemy beside it.</source>
        <translation>Quand vous perdez une pièce, vous pouvez aussitôt prendre un chapeau de votre porte-chapeaux et le mettre sur une de vos pièces qui n&apos;en porte pas. Ici, votre prise tire un chapeau rouge ; quand Blanc reprend, mettez-le sur le pion de 15, à côté du sauteur : un chapeau rouge permet à une pièce de retirer un ennemi voisin.</translation>
    </message>
    <message>
        <source>A piece that is captured takes the hats it wears out of the game. The white man on 18 wears a red hat and could remove your man on 14 next turn. Both of your men can capture: choose well.</source>
        <translation>Une pièce prise emporte hors du jeu les chapeaux qu&apos;elle porte. Le pion blanc de 18 porte un chapeau rouge et pourrait retirer votre pion de 14 au prochain tour. Vos deux pions peuvent prendre : choisissez bien.</translation>
    </message>
    <message>
        <source>Legal, but the man in the red hat is still there, and next turn it can remove one of your men.</source>
        <translation>Permis, mais le pion au chapeau rouge est toujours là, et au prochain tour il peut retirer un de vos pions.</translation>
    </message>
    <message>
        <source>When the hats in the racks are level, more kings wins; if those are level too, more pieces; otherwise it is a draw. White&apos;s only move left is the man on 9 stepping to 6.</source>
        <translation>Quand les chapeaux sur les porte-chapeaux sont à égalité, le plus de dames gagne ; si elles aussi sont à égalité, le plus de pièces ; sinon, la partie est nulle. Le seul coup qui reste à Blanc est le pion de 9 qui avance en 6.</translation>
    </message>
    <message>
        <source>An empty bag</source>
        <translation>Un sac vide</translation>
    </message>
    <message>
        <source>Late in a game the bag can run out. Then a capture still takes the piece, but nobody draws a hat. Here every hat is already in a rack or out of the game.</source>
        <translation>Tard dans la partie, le sac peut se vider. Une prise retire alors toujours la pièce, mais personne ne tire de chapeau. Ici, chaque chapeau est déjà sur un porte-chapeaux ou hors du jeu.</translation>
    </message>
    <message>
        <source>Capture the white man on 18.</source>
        <translation>Prenez le pion blanc de 18.</translation>
    </message>
    <message>
        <source>The jump is the same as ever: from 14 over 18.</source>
        <translation>Le saut est le même que d&apos;habitude : de 14 par-dessus 18.</translation>
    </message>
    <message>
        <source>A piece in a clear hat does not jump. It captures by stepping onto an enemy, in a direction it could step: forward only, for a man. The enemy is removed, and the move ends there.</source>
        <translation>Une pièce au chapeau transparent ne saute pas. Elle prend en avançant sur un ennemi, dans une direction où elle pourrait avancer : vers l&apos;avant seulement, pour un pion. L&apos;ennemi est retiré, et le coup s&apos;arrête là.</translation>
    </message>
    <message>
        <source>Never the same square twice</source>
        <translation>Jamais deux fois la même case</translation>
    </message>
    <message>
        <source>A nimble piece never comes down twice on the same square in one move. The square it set out from is the only exception: it may land there once. So choose your way round with care.</source>
        <translation>Une pièce agile n&apos;atterrit jamais deux fois sur la même case en un coup. Sa case de départ est la seule exception : elle peut y atterrir une fois. Choisissez donc bien votre tour.</translation>
    </message>
    <message>
        <source>Capture two white men in one move.</source>
        <translation>Prenez deux pions blancs en un seul coup.</translation>
    </message>
    <message>
        <source>Legal, but going round this way, the jump over 15 would bring your king down on 10 a second time, and that is not allowed: you take only one man.</source>
        <translation>Permis, mais dans ce sens, le saut par-dessus 15 ferait atterrir votre dame une seconde fois en 10, ce qui est interdit : vous ne prenez qu&apos;un pion.</translation>
    </message>
    <message>
        <source>Legal, but that takes only the man on 7, and from 3 your king can go no further.</source>
        <translation>Permis, mais cela ne prend que le pion de 7, et depuis 3 votre dame ne peut pas aller plus loin.</translation>
    </message>
    <message>
        <source>A zot on a blue hat</source>
        <translation>Foudroyer un chapeau bleu</translation>
    </message>
    <message>
        <source>A zot aimed at a piece in a blue hat only knocks the blue hat off: the piece stays, and your red hat is used up all the same. Zot a piece with no blue hat instead.</source>
        <translation>Un foudroiement visant une pièce au chapeau bleu ne lui ôte que le chapeau bleu : la pièce reste, et votre chapeau rouge est tout de même usé. Foudroyez plutôt une pièce sans chapeau bleu.</translation>
    </message>
    <message>
        <source>Zot a white man and keep your own man safe.</source>
        <translation>Foudroyez un pion blanc et gardez votre pion à l&apos;abri.</translation>
    </message>
    <message>
        <source>The man on 17 wears no hat, and it is the one that could jump you.</source>
        <translation>Le pion de 17 ne porte pas de chapeau, et c&apos;est lui qui pourrait vous sauter.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat soaks up the zot, your red hat is gone too, and the man on 17 jumps you.</source>
        <translation>Permis, mais le chapeau bleu absorbe le foudroiement, votre chapeau rouge est parti lui aussi, et le pion de 17 vous saute.</translation>
    </message>
    <message>
        <source>Strength on a blue hat</source>
        <translation>La Force contre un chapeau bleu</translation>
    </message>
    <message>
        <source>Strength fares no better against a blue hat: the blue hat goes, but the piece stays, and your man stays on its own square.</source>
        <translation>La Force ne fait pas mieux contre un chapeau bleu : le chapeau bleu part, mais la pièce reste, et votre pion reste sur sa propre case.</translation>
    </message>
    <message>
        <source>Capture a white man with Strength and keep your man safe.</source>
        <translation>Prenez un pion blanc par la Force et gardez votre pion à l&apos;abri.</translation>
    </message>
    <message>
        <source>Step onto the man with no hat.</source>
        <translation>Avancez sur le pion sans chapeau.</translation>
    </message>
    <message>
        <source>Legal, but the blue hat only loses its hat, your man does not move, and the man on 17 jumps it.</source>
        <translation>Permis, mais la pièce au chapeau bleu ne perd que son chapeau, votre pion ne bouge pas, et le pion de 17 le saute.</translation>
    </message>
    <message>
        <source>One hat says no</source>
        <translation>Un chapeau dit non</translation>
    </message>
    <message>
        <source>When a piece wears several hats, their powers add up, but a red or a clear hat stops it from jumping whatever else it wears. This man wears purple and red: no bent jump for it, but it can zot.</source>
        <translation>Quand une pièce porte plusieurs chapeaux, leurs pouvoirs s&apos;additionnent, mais un chapeau rouge ou transparent l&apos;empêche de sauter, quoi qu&apos;elle porte d&apos;autre. Ce pion porte du violet et du rouge : pas de saut en virage pour lui, mais il peut foudroyer.</translation>
    </message>
    <message>
        <source>Remove the white man on 15.</source>
        <translation>Retirez le pion blanc de 15.</translation>
    </message>
    <message>
        <source>The red hat gives you a zot; the purple hat cannot help while red is on.</source>
        <translation>Le chapeau rouge vous donne le foudroiement ; le chapeau violet ne sert à rien tant que le rouge est là.</translation>
    </message>
    <message>
        <source>A piece in a red hat cannot jump, even with a purple hat as well. Zot instead.</source>
        <translation>Une pièce au chapeau rouge ne peut pas sauter, même avec un chapeau violet en plus. Foudroyez à la place.</translation>
    </message>
    <message>
        <source>Bent hops</source>
        <translation>Sauts en virage</translation>
    </message>
    <message>
        <source>A purple hat bends every jump of its piece, even a hop over a friend with a yellow hat. This man wears yellow and purple: its hop over your man on 10 turns and lands on 14, from where a bent jump takes the man on 18.</source>
        <translation>Un chapeau violet fait tourner chaque saut de sa pièce, même un saut par-dessus une pièce amie grâce au chapeau jaune. Ce pion porte du jaune et du violet : son saut par-dessus votre pion de 10 tourne et atterrit en 14, d&apos;où un saut en virage prend le pion de 18.</translation>
    </message>
    <message>
        <source>Hop over 10 and land straight ahead on 14; then jump over 18 the same way.</source>
        <translation>Sautez par-dessus 10 et atterrissez droit devant en 14 ; puis sautez de la même façon par-dessus 18.</translation>
    </message>
    <message>
        <source>With a purple hat even a hop over a friend is bent: from 6 over 10 the man lands on 14.</source>
        <translation>Avec un chapeau violet, même un saut par-dessus une pièce amie tourne : de 6 par-dessus 10, le pion atterrit en 14.</translation>
    </message>
    <message>
        <source>Repetition with hats</source>
        <translation>Répétition avec chapeaux</translation>
    </message>
    <message>
        <source>The game also ends when the same position comes up a third time with the same player to move, and after 40 moves each with no capture and no man moving. Then the score decides as always. You have two hats in your rack and White one, so ending the game now is a win.</source>
        <translation>La partie se termine aussi quand la même position revient une troisième fois avec le même joueur au trait, et après 40 coups de chaque côté sans prise ni mouvement de pion. Le score décide alors comme toujours. Vous avez deux chapeaux sur votre porte-chapeaux et Blanc un seul : finir la partie maintenant, c&apos;est gagner.</translation>
    </message>
    <message>
        <source>Win by repeating the position.</source>
        <translation>Gagnez en répétant la position.</translation>
    </message>
    <message>
        <source>Move your king from 4 to 8 and back, twice; White shuffles too.</source>
        <translation>Déplacez votre dame de 4 à 8 et retour, deux fois ; Blanc fait des allers-retours lui aussi.</translation>
    </message>
    <message>
        <source>Poison pays too</source>
        <translation>Le poison rapporte aussi</translation>
    </message>
    <message>
        <source>With Second-Hand Hats, a piece that dies of poison counts as captured by the owner of the Venom piece. So its hats, green ones excepted, go into your rack.</source>
        <translation>Avec Chapeaux d&apos;occasion, une pièce qui meurt du poison compte comme prise par le propriétaire de la pièce au Venin. Ses chapeaux, sauf les verts, vont donc sur votre porte-chapeaux.</translation>
    </message>
    <message>
        <source>Win the hat of White&apos;s man on 22.</source>
        <translation>Gagnez le chapeau du pion blanc de 22.</translation>
    </message>
    <message>
        <source>Step next to the man in the yellow hat, where it must jump your Venom man.</source>
        <translation>Avancez à côté du pion au chapeau jaune, là où il doit sauter votre pion au Venin.</translation>
    </message>
    <message>
        <source>Two hats to take</source>
        <translation>Deux chapeaux à prendre</translation>
    </message>
    <message>
        <source>The three-of-a-kind trade is only offered while your opponent&apos;s rack holds at least two hats. White has just one, so let White capture once: its draw brings a second.</source>
        <translation>L&apos;échange de trois chapeaux identiques n&apos;est proposé que si le porte-chapeaux adverse en contient au moins deux. Blanc n&apos;en a qu&apos;un : laissez-le prendre une fois, son tirage lui en apporte un second.</translation>
    </message>
    <message>
        <source>Offer the man on 15 to White&apos;s man on 22. When it is taken, keep your blue hats in the rack.</source>
        <translation>Offrez le pion de 15 au pion blanc de 22. Quand il est pris, gardez vos chapeaux bleus sur le porte-chapeaux.</translation>
    </message>
    <message>
        <source>Legal, but then only two blue hats are left in your rack, and the trade needs three of one colour.</source>
        <translation>Permis, mais il ne reste alors que deux chapeaux bleus sur votre porte-chapeaux, et l&apos;échange en demande trois d&apos;une même couleur.</translation>
    </message>
    <message>
        <source>Legal, but there White need not capture, and its rack stays at one hat.</source>
        <translation>Permis, mais là Blanc n&apos;est pas obligé de prendre, et son porte-chapeaux reste à un chapeau.</translation>
    </message>
    <message>
        <source>An empty pool</source>
        <translation>Une réserve vide</translation>
    </message>
    <message>
        <source>Once your pool is empty, your captures bring you no hat at all, just like an empty bag. Here your pool has run out, while White still has two hats in its own.</source>
        <translation>Une fois votre réserve vide, vos prises ne vous rapportent plus aucun chapeau, tout comme un sac vide. Ici votre réserve est épuisée, alors que Blanc a encore deux chapeaux dans la sienne.</translation>
    </message>
    <message>
        <source>Jump from 14 over 18, and watch your rack stay empty.</source>
        <translation>Sautez de 14 par-dessus 18, et regardez votre porte-chapeaux rester vide.</translation>
    </message>
    <message>
        <source>Hop over 6 to 10, then go round by 19: jump 15, hop your man on 23, jump 22.</source>
        <translation>Sautez par-dessus 6 jusqu&apos;à 10, puis faites le tour par 19 : prenez 15, sautez votre pion de 23, prenez 22.</translation>
    </message>
    <message>
        <source>Jump over 15 and turn: you land on 18, straight ahead of 10.</source>
        <translation>Sautez par-dessus 15 et tournez : vous atterrissez en 18, droit devant 10.</translation>
    </message>
</context>
</TS>
