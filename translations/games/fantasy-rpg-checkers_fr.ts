<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Wounds and the pool</source>
        <translation>Les blessures et la réserve</translation>
    </message>
    <message>
        <source>Into the pool</source>
        <translation>Dans la réserve</translation>
    </message>
    <message>
        <source>Jump the white checker on 18.</source>
        <translation>Sautez le pion blanc de 18.</translation>
    </message>
    <message>
        <source>Your checker on 14 jumps over 18 and lands on 23.</source>
        <translation>Votre pion de 14 saute par-dessus 18 et atterrit sur 23.</translation>
    </message>
    <message>
        <source>A first wound</source>
        <translation>Une première blessure</translation>
    </message>
    <message>
        <source>Powers and spells do not remove a checker at once: they wound it. A healthy checker that takes a wound is turned face down. Your Mage has one penny, just enough for a Magic Missile.</source>
        <translation>Les pouvoirs et les sorts n&apos;enlèvent pas un pion d&apos;un coup : ils le blessent. Un pion indemne qui reçoit une blessure est retourné face cachée. Votre Mage a un sou, juste assez pour un Projectile magique.</translation>
    </message>
    <message>
        <source>Wound the white checker on 19 with a Magic Missile.</source>
        <translation>Blessez le pion blanc de 19 avec un Projectile magique.</translation>
    </message>
    <message>
        <source>Cast Magic Missile and aim it at 19.</source>
        <translation>Lancez un Projectile magique et visez 19.</translation>
    </message>
    <message>
        <source>Legal, but a step wounds nobody: cast the spell instead.</source>
        <translation>Ce coup est permis, mais un pas ne blesse personne : lancez plutôt le sort.</translation>
    </message>
    <message>
        <source>Wounded twice</source>
        <translation>Blessé deux fois</translation>
    </message>
    <message>
        <source>A checker that is already face down is captured by its next wound, and it goes into your pool like any captured checker.</source>
        <translation>Un pion déjà face cachée est pris à sa blessure suivante, et il va dans votre réserve comme tout pion pris.</translation>
    </message>
    <message>
        <source>Capture a white checker with your single Magic Missile.</source>
        <translation>Prenez un pion blanc avec votre unique Projectile magique.</translation>
    </message>
    <message>
        <source>The checker on 23 is face down already.</source>
        <translation>Le pion de 23 est déjà face cachée.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 19 is healthy: one wound only turns it face down.</source>
        <translation>Ce coup est permis, mais le pion de 19 est indemne : une blessure le retourne seulement face cachée.</translation>
    </message>
    <message>
        <source>Levels and saves</source>
        <translation>Niveaux et jets de sauvegarde</translation>
    </message>
    <message>
        <source>A king counts double</source>
        <translation>Une dame compte double</translation>
    </message>
    <message>
        <source>Capturing a king counts as one capture, yet both of its checkers go into your pool: two levels in one go. A spellcaster like the Mage also gains a penny for every level.</source>
        <translation>Prendre une dame compte comme une seule prise, mais ses deux pions vont dans votre réserve : deux niveaux d&apos;un coup. Un lanceur de sorts comme le Mage gagne aussi un sou par niveau.</translation>
    </message>
    <message>
        <source>Capture the white king.</source>
        <translation>Prenez la dame blanche.</translation>
    </message>
    <message>
        <source>Two of your jumps pass over the king on 18.</source>
        <translation>Deux de vos sauts passent par-dessus la dame de 18.</translation>
    </message>
    <message>
        <source>Legal, but a man is worth one level; the king on 18 is worth two.</source>
        <translation>Ce coup est permis, mais un pion vaut un niveau ; la dame de 18 en vaut deux.</translation>
    </message>
    <message>
        <source>Levels bring pennies</source>
        <translation>Les niveaux rapportent des sous</translation>
    </message>
    <message>
        <source>Your Mage has no pennies yet. Each level gained brings a spellcaster one penny, so a capture now pays for a spell on your next turn.</source>
        <translation>Votre Mage n&apos;a pas encore de sou. Chaque niveau gagné rapporte un sou à un lanceur de sorts : une prise maintenant paie un sort au tour suivant.</translation>
    </message>
    <message>
        <source>Capture two white checkers in two moves.</source>
        <translation>Prenez deux pions blancs en deux coups.</translation>
    </message>
    <message>
        <source>Jump first; then spend the new penny on a Magic Missile at the wounded checker on 31.</source>
        <translation>Sautez d&apos;abord ; puis dépensez le nouveau sou pour un Projectile magique sur le pion blessé de 31.</translation>
    </message>
    <message>
        <source>Legal, but your new penny is waiting to be spent on the wounded checker on 31.</source>
        <translation>Ce coup est permis, mais votre nouveau sou attend d&apos;être dépensé sur le pion blessé de 31.</translation>
    </message>
    <message>
        <source>A save that fails</source>
        <translation>Un jet de sauvegarde raté</translation>
    </message>
    <message>
        <source>Wounds from spells can be resisted with a saving throw: the die plus the saver&apos;s LD (their level minus the other side&apos;s). A total of 4 or more succeeds, and a 6 always does. White is two levels behind, so its LD is -2.</source>
        <translation>On peut résister aux blessures des sorts par un jet de sauvegarde : le dé plus l&apos;écart de celui qui le lance (son niveau moins celui de l&apos;autre camp). Un total de 4 ou plus réussit, et un 6 réussit toujours. Blanc a deux niveaux de retard, son écart est donc de -2.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with a Fireball.</source>
        <translation>Prenez le pion de 18 avec une Boule de feu.</translation>
    </message>
    <message>
        <source>A Fireball deals 2 wounds; White rolls 5, and 5 - 2 = 3 is not enough.</source>
        <translation>Une Boule de feu inflige 2 blessures ; Blanc fait 5, et 5 - 2 = 3 ne suffit pas.</translation>
    </message>
    <message>
        <source>Legal, but a Magic Missile deals a single wound: the checker would only turn face down.</source>
        <translation>Ce coup est permis, mais un Projectile magique n&apos;inflige qu&apos;une blessure : le pion serait seulement retourné face cachée.</translation>
    </message>
    <message>
        <source>A save that holds</source>
        <translation>Un jet de sauvegarde réussi</translation>
    </message>
    <message>
        <source>A Fireball also hits every checker around its target, yours included, and each one hit rolls its own save for one wound less. You are a level ahead, so your LD of +1 is added to your die.</source>
        <translation>Une Boule de feu touche aussi chaque pion autour de sa cible, les vôtres compris, et chaque pion touché fait son propre jet de sauvegarde pour une blessure de moins. Vous avez un niveau d&apos;avance : votre écart de +1 s&apos;ajoute à votre dé.</translation>
    </message>
    <message>
        <source>Burn the checker on 18 and keep your wounded checker on 22.</source>
        <translation>Brûlez le pion de 18 et gardez votre pion blessé de 22.</translation>
    </message>
    <message>
        <source>The target saves first, then the squares around it. Your checker rolls 3, and 3 + 1 = 4 succeeds.</source>
        <translation>La cible fait son jet en premier, puis les cases autour. Votre pion fait 3, et 3 + 1 = 4 réussit.</translation>
    </message>
    <message>
        <source>Legal, but running gains nothing: fire now and trust the save.</source>
        <translation>Ce coup est permis, mais fuir ne sert à rien : lancez le sort maintenant et faites confiance au jet de sauvegarde.</translation>
    </message>
    <message>
        <source>Crowning from the pool</source>
        <translation>Couronner avec la réserve</translation>
    </message>
    <message>
        <source>When your man reaches the far row, your opponent crowns it with a checker from their own pool while they have one. Their pool shrinks, so their level drops and your LD rises.</source>
        <translation>Quand votre pion atteint la dernière rangée, votre adversaire le couronne avec un pion de sa propre réserve tant qu&apos;il en a un. Sa réserve diminue, donc son niveau baisse et votre écart augmente.</translation>
    </message>
    <message>
        <source>Crown your man.</source>
        <translation>Couronnez votre pion.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row.</source>
        <translation>Avancez sur la première rangée de Blanc.</translation>
    </message>
    <message>
        <source>Demented Ranger</source>
        <translation>Rôdeur dément</translation>
    </message>
    <message>
        <source>Backstab</source>
        <translation>Attaque dans le dos</translation>
    </message>
    <message>
        <source>Remove a white checker without jumping.</source>
        <translation>Retirez un pion blanc sans sauter.</translation>
    </message>
    <message>
        <source>Legal, but your checker on 23 is standing right behind 18: stab it instead.</source>
        <translation>Ce coup est permis, mais votre pion de 23 se tient juste derrière 18 : frappez plutôt.</translation>
    </message>
    <message>
        <source>Leap &amp; Stab</source>
        <translation>Bond et estoc</translation>
    </message>
    <message>
        <source>When the Ranger&apos;s second jump in a row lands, it stabs: 1 wound, plus one more for every level it leads by, given to enemy checkers next to the landing square. White&apos;s pool starts two ahead, so after your two captures the lead is zero.</source>
        <translation>Quand le deuxième saut d&apos;affilée du Rôdeur atterrit, il frappe : 1 blessure, plus une par niveau d&apos;avance, données aux pions adverses voisins de la case d&apos;arrivée. La réserve de Blanc a deux pions d&apos;avance au départ, donc après vos deux prises l&apos;avance est nulle.</translation>
    </message>
    <message>
        <source>Take three white checkers this turn.</source>
        <translation>Prenez trois pions blancs pendant ce tour.</translation>
    </message>
    <message>
        <source>Jump twice to 23, then stab the checker that is already face down.</source>
        <translation>Sautez deux fois jusqu&apos;à 23, puis frappez le pion déjà face cachée.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 27 is healthy: one wound only turns it face down.</source>
        <translation>Ce coup est permis, mais le pion de 27 est indemne : une blessure le retourne seulement face cachée.</translation>
    </message>
    <message>
        <source>Stabbing with a lead</source>
        <translation>Frapper avec de l&apos;avance</translation>
    </message>
    <message>
        <source>A lead makes the stab deadlier. After two captures you will lead by two, so you can deal three wounds, shared out as you like.</source>
        <translation>L&apos;avance rend l&apos;estoc plus meurtrier. Après deux prises, vous aurez deux niveaux d&apos;avance et pourrez infliger trois blessures, réparties à votre gré.</translation>
    </message>
    <message>
        <source>Take four white checkers this turn.</source>
        <translation>Prenez quatre pions blancs pendant ce tour.</translation>
    </message>
    <message>
        <source>The healthy checker on 19 needs two wounds, the face-down one on 27 only one.</source>
        <translation>Le pion indemne de 19 demande deux blessures, le pion face cachée de 27 une seule.</translation>
    </message>
    <message>
        <source>Legal, but you still have wounds to deal.</source>
        <translation>Ce coup est permis, mais il vous reste des blessures à infliger.</translation>
    </message>
    <message>
        <source>Stalwart Cleric</source>
        <translation>Clerc inébranlable</translation>
    </message>
    <message>
        <source>Cure Light Wounds</source>
        <translation>Soins légers</translation>
    </message>
    <message>
        <source>The Cleric&apos;s Cure Light Wounds costs one penny and turns one of your face-down checkers face up again, ready to take another wound.</source>
        <translation>Les Soins légers du Clerc coûtent un sou et remettent face visible un de vos pions face cachée, prêt à encaisser une nouvelle blessure.</translation>
    </message>
    <message>
        <source>Heal your checker on 6.</source>
        <translation>Soignez votre pion de 6.</translation>
    </message>
    <message>
        <source>Cast Cure Light Wounds on 6.</source>
        <translation>Lancez Soins légers sur 6.</translation>
    </message>
    <message>
        <source>Legal, but walking heals nothing.</source>
        <translation>Ce coup est permis, mais marcher ne soigne rien.</translation>
    </message>
    <message>
        <source>Cure Critical Wounds</source>
        <translation>Soins critiques</translation>
    </message>
    <message>
        <source>Cure Critical Wounds is cast in your opponent&apos;s turn, just as one of your checkers is about to be taken. The jumper still lands, but your checker stays. It costs three pennies, and you miss your next turn.</source>
        <translation>Les Soins critiques se lancent pendant le tour adverse, au moment où un de vos pions va être pris. Le sauteur atterrit quand même, mais votre pion reste. Cela coûte trois sous, et vous passez votre prochain tour.</translation>
    </message>
    <message>
        <source>Capture, then save your checker when White jumps it.</source>
        <translation>Prenez, puis sauvez votre pion quand Blanc le saute.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When White jumps from 22, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Votre prise rapporte le troisième sou. Quand Blanc saute depuis 22, lancez Soins critiques, puis passez votre tour.</translation>
    </message>
    <message>
        <source>Legal, but then White takes your checker on 17.</source>
        <translation>Ce coup est permis, mais Blanc prend alors votre pion de 17.</translation>
    </message>
    <message>
        <source>Call Lightning</source>
        <translation>Appel de la foudre</translation>
    </message>
    <message>
        <source>Call Lightning costs five pennies: 3 wounds to the target and 1 to every checker on the squares around it, friend or foe. Each checker hit saves for one wound less.</source>
        <translation>L&apos;Appel de la foudre coûte cinq sous : 3 blessures à la cible et 1 à chaque pion des cases autour, ami ou ennemi. Chaque pion touché fait un jet de sauvegarde pour une blessure de moins.</translation>
    </message>
    <message>
        <source>Capture two white checkers with one spell.</source>
        <translation>Prenez deux pions blancs avec un seul sort.</translation>
    </message>
    <message>
        <source>Aim at 18, the checker with the most neighbours.</source>
        <translation>Visez 18, le pion qui a le plus de voisins.</translation>
    </message>
    <message>
        <source>Legal, but then 18 is only on the edge of the storm and merely turns face down.</source>
        <translation>Ce coup est permis, mais 18 n&apos;est alors qu&apos;au bord de l&apos;orage et se retourne seulement face cachée.</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>Barde</translation>
    </message>
    <message>
        <source>Charm</source>
        <translation>Charme</translation>
    </message>
    <message>
        <source>The Bard&apos;s Charm puts a penny on one of your checkers for one penny. White saves at once; if the save fails, the penny stays and White may not jump that checker.</source>
        <translation>Le Charme du Barde pose, pour un sou, un sou sur un de vos pions. Blanc fait aussitôt un jet de sauvegarde ; s&apos;il échoue, le sou reste et Blanc ne peut pas sauter ce pion.</translation>
    </message>
    <message>
        <source>Charm your checker on 10 so that White cannot jump it.</source>
        <translation>Charmez votre pion de 10 pour que Blanc ne puisse pas le sauter.</translation>
    </message>
    <message>
        <source>White threatens to jump from 15 over 10 to 6.</source>
        <translation>Blanc menace de sauter de 15 par-dessus 10 jusqu&apos;à 6.</translation>
    </message>
    <message>
        <source>Legal, but the charm guards only the checker it sits on, and 14 is not in danger.</source>
        <translation>Ce coup est permis, mais le charme ne protège que le pion sur lequel il est posé, et 14 n&apos;est pas en danger.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>For two pennies the Bard creates an illusion on an empty square of your own half. It acts as one of your men, but whenever it stands in an enemy&apos;s way, that enemy&apos;s owner saves first and makes it vanish on a success.</source>
        <translation>Pour deux sous, le Barde crée une illusion sur une case vide de votre propre moitié. Elle agit comme un de vos pions, mais chaque fois qu&apos;elle se trouve sur le chemin d&apos;un adversaire, le propriétaire de celui-ci fait d&apos;abord un jet de sauvegarde, et une réussite la fait disparaître.</translation>
    </message>
    <message>
        <source>Block White&apos;s jump with an illusion on 6.</source>
        <translation>Bloquez le saut de Blanc avec une illusion sur 6.</translation>
    </message>
    <message>
        <source>White wants to land on 6. Fill that square.</source>
        <translation>Blanc veut atterrir sur 6. Occupez cette case.</translation>
    </message>
    <message>
        <source>Legal, but 7 is not in White&apos;s way: it still lands on 6.</source>
        <translation>Ce coup est permis, mais 7 n&apos;est pas sur le chemin de Blanc : il atterrit quand même sur 6.</translation>
    </message>
    <message>
        <source>Ranged Attack Thief</source>
        <translation>Voleur tireur</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Each capture gives the Thief an arrow. Instead of moving, shoot up to half your level in arrows, rounded up, each along an open diagonal to a checker no more squares away than your level. Each arrow is one wound.</source>
        <translation>Chaque prise donne une flèche au Voleur. Au lieu de jouer, tirez jusqu&apos;à la moitié de votre niveau en flèches, arrondie au supérieur, chacune le long d&apos;une diagonale libre vers un pion situé au plus à votre niveau de distance. Chaque flèche est une blessure.</translation>
    </message>
    <message>
        <source>Shoot down the checker on 15.</source>
        <translation>Abattez le pion de 15.</translation>
    </message>
    <message>
        <source>At level 3 you may shoot two arrows, three squares far.</source>
        <translation>Au niveau 3, vous pouvez tirer deux flèches, à trois cases de distance.</translation>
    </message>
    <message>
        <source>Legal, but one arrow only turns it face down: shoot again.</source>
        <translation>Ce coup est permis, mais une flèche le retourne seulement face cachée : tirez encore.</translation>
    </message>
    <message>
        <source>Loot! by a lead</source>
        <translation>Butin ! par l&apos;avance</translation>
    </message>
    <message>
        <source>The Thief wins on the spot as soon as it leads by three levels, however many checkers White still has. You lead by two.</source>
        <translation>Le Voleur gagne sur-le-champ dès qu&apos;il a trois niveaux d&apos;avance, quel que soit le nombre de pions qui restent à Blanc. Vous avez deux niveaux d&apos;avance.</translation>
    </message>
    <message>
        <source>Win the game.</source>
        <translation>Gagnez la partie.</translation>
    </message>
    <message>
        <source>One more capture makes the lead three.</source>
        <translation>Une prise de plus porte l&apos;avance à trois.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes first.</source>
        <translation>Une prise est possible, et la prise passe en premier.</translation>
    </message>
    <message>
        <source>Loot! by a triple jump</source>
        <translation>Butin ! par un triple saut</translation>
    </message>
    <message>
        <source>A chain of three jumps in one move is also a win for the Thief, whatever the levels.</source>
        <translation>Une rafle de trois sauts en un coup est aussi une victoire pour le Voleur, quels que soient les niveaux.</translation>
    </message>
    <message>
        <source>Win with a triple jump.</source>
        <translation>Gagnez avec un triple saut.</translation>
    </message>
    <message>
        <source>From 10, the jump over 15 keeps the chain going.</source>
        <translation>Depuis 10, le saut par-dessus 15 prolonge la rafle.</translation>
    </message>
    <message>
        <source>Legal, but that chain stops after two jumps.</source>
        <translation>Ce coup est permis, mais cette rafle s&apos;arrête après deux sauts.</translation>
    </message>
    <message>
        <source>Crown your way to loot</source>
        <translation>Le butin par la couronne</translation>
    </message>
    <message>
        <source>Your lead counts at every moment. White has one checker in its pool, and it must use it to crown your man.</source>
        <translation>Votre avance compte à tout instant. Blanc a un pion dans sa réserve, et il doit s&apos;en servir pour couronner votre pion.</translation>
    </message>
    <message>
        <source>The crown comes out of White&apos;s pool.</source>
        <translation>La couronne sort de la réserve de Blanc.</translation>
    </message>
    <message>
        <source>Legal, but your lead stays at two.</source>
        <translation>Ce coup est permis, mais votre avance reste à deux.</translation>
    </message>
    <message>
        <source>Smart Fighter</source>
        <translation>Guerrier rusé</translation>
    </message>
    <message>
        <source>Loads of hit points</source>
        <translation>Plein de points de vie</translation>
    </message>
    <message>
        <source>You face a Smart Fighter. Each of its checkers starts with a penny, and a wound takes the penny before it touches the checker. The checker on 27 has lost its penny already.</source>
        <translation>Vous affrontez un Guerrier rusé. Chacun de ses pions commence avec un sou, et une blessure enlève le sou avant de toucher le pion. Le pion de 27 a déjà perdu son sou.</translation>
    </message>
    <message>
        <source>Capture a checker with one Fireball.</source>
        <translation>Prenez un pion avec une seule Boule de feu.</translation>
    </message>
    <message>
        <source>Two wounds are one too few for a checker that still has its penny.</source>
        <translation>Deux blessures, c&apos;est une de moins qu&apos;il n&apos;en faut pour un pion qui a encore son sou.</translation>
    </message>
    <message>
        <source>Legal, but the penny on 18 takes the first wound, and the second only turns it face down.</source>
        <translation>Ce coup est permis, mais le sou de 18 encaisse la première blessure, et la seconde le retourne seulement face cachée.</translation>
    </message>
    <message>
        <source>Tactical Master</source>
        <translation>Maître tacticien</translation>
    </message>
    <message>
        <source>While the Fighter leads in levels, a jump may bend by a right angle: it passes the enemy checker and lands on the other square next to it, instead of straight beyond.</source>
        <translation>Tant que le Guerrier a l&apos;avance en niveaux, un saut peut tourner à angle droit : il passe par-dessus le pion adverse et atterrit sur l&apos;autre case voisine de celui-ci, au lieu de tout droit derrière.</translation>
    </message>
    <message>
        <source>Capture two white checkers in one move.</source>
        <translation>Prenez deux pions blancs en un seul coup.</translation>
    </message>
    <message>
        <source>Jump over 15 but land on 18; from there 22 is in reach.</source>
        <translation>Sautez par-dessus 15 mais atterrissez sur 18 ; de là, 22 est à portée.</translation>
    </message>
    <message>
        <source>Legal, but going straight leaves you with nothing more to jump.</source>
        <translation>Ce coup est permis, mais tout droit, il ne vous reste plus rien à sauter.</translation>
    </message>
    <message>
        <source>Smart</source>
        <translation>Rusé</translation>
    </message>
    <message>
        <source>A Fighter turn with two or more jumps puts a penny into the Fighter&apos;s pool, where it counts as one more captured checker.</source>
        <translation>Un tour du Guerrier avec deux sauts ou plus met un sou dans sa réserve, où il compte comme un pion pris de plus.</translation>
    </message>
    <message>
        <source>Jump twice and earn the penny.</source>
        <translation>Sautez deux fois et gagnez le sou.</translation>
    </message>
    <message>
        <source>The checker on 9 has two jumps in a row.</source>
        <translation>Le pion de 9 a deux sauts d&apos;affilée.</translation>
    </message>
    <message>
        <source>Legal, but a single jump earns no penny.</source>
        <translation>Ce coup est permis, mais un seul saut ne rapporte aucun sou.</translation>
    </message>
    <message>
        <source>Arcane Mage</source>
        <translation>Mage arcanique</translation>
    </message>
    <message>
        <source>Magic Missile</source>
        <translation>Projectile magique</translation>
    </message>
    <message>
        <source>A Magic Missile travels one step at a time over empty squares, along a path one of your checkers could walk, so it can zigzag. A man&apos;s missile flies only forward.</source>
        <translation>Un Projectile magique avance case par case sur des cases vides, le long d&apos;un chemin qu&apos;un de vos pions pourrait parcourir ; il peut donc zigzaguer. Le projectile d&apos;un pion simple ne va que vers l&apos;avant.</translation>
    </message>
    <message>
        <source>Capture a white checker with your only penny.</source>
        <translation>Prenez un pion blanc avec votre unique sou.</translation>
    </message>
    <message>
        <source>Legal, but walking is slow: the missile makes the trip in no time.</source>
        <translation>Ce coup est permis, mais marcher est lent : le projectile fait le trajet en un instant.</translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation>Boule de feu</translation>
    </message>
    <message>
        <source>A Fireball costs three pennies and flies along an open diagonal to an enemy checker: 2 wounds to it and 1 to each checker around it. With a lead of two, White&apos;s saves are hard to make.</source>
        <translation>Une Boule de feu coûte trois sous et vole le long d&apos;une diagonale libre jusqu&apos;à un pion adverse : 2 blessures à celui-ci et 1 à chaque pion autour. Avec deux niveaux d&apos;avance pour vous, les jets de sauvegarde de Blanc sont difficiles.</translation>
    </message>
    <message>
        <source>Capture three white checkers with one spell.</source>
        <translation>Prenez trois pions blancs avec un seul sort.</translation>
    </message>
    <message>
        <source>Aim at 18: 22 and 23 are next to it.</source>
        <translation>Visez 18 : 22 et 23 sont ses voisins.</translation>
    </message>
    <message>
        <source>Legal, but a missile takes only one checker, and the Fireball can take three.</source>
        <translation>Ce coup est permis, mais un projectile ne prend qu&apos;un pion, et la Boule de feu peut en prendre trois.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The last checker</source>
        <translation>Le dernier pion</translation>
    </message>
    <message>
        <source>You win when your opponent has no checkers left, however they were taken.</source>
        <translation>Vous gagnez quand votre adversaire n&apos;a plus de pions, quelle que soit la manière dont ils ont été pris.</translation>
    </message>
    <message>
        <source>Take White&apos;s last checker.</source>
        <translation>Prenez le dernier pion de Blanc.</translation>
    </message>
    <message>
        <source>It is already wounded, and you stand behind it.</source>
        <translation>Il est déjà blessé, et vous êtes derrière lui.</translation>
    </message>
    <message>
        <source>No way out</source>
        <translation>Sans issue</translation>
    </message>
    <message>
        <source>You also win when your opponent cannot do anything on their turn: no move, no jump, no spell, no power. White&apos;s Fighter has no spells.</source>
        <translation>Vous gagnez aussi quand votre adversaire ne peut rien faire à son tour : ni coup, ni saut, ni sort, ni pouvoir. Le Guerrier de Blanc n&apos;a pas de sorts.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last checker without a move.</source>
        <translation>Laissez le dernier pion de Blanc sans coup possible.</translation>
    </message>
    <message>
        <source>Block 24, and keep 19 filled so White cannot jump.</source>
        <translation>Occupez 24, et gardez la case 19 occupée pour que Blanc ne puisse pas sauter.</translation>
    </message>
    <message>
        <source>Legal, but that opens 19, and White jumps over 24 into it.</source>
        <translation>Ce coup est permis, mais il libère 19, et Blanc saute par-dessus 24 pour y atterrir.</translation>
    </message>
    <message>
        <source>A quiet draw</source>
        <translation>Une nulle tranquille</translation>
    </message>
    <message>
        <source>The game is drawn after forty moves each without progress (a capture, a wound, a crown or a man moving), or when the same position comes up for the third time. Here the count stands one turn short.</source>
        <translation>La partie est nulle après quarante coups de chaque camp sans progrès (une prise, une blessure, un couronnement ou un pion simple qui avance), ou quand la même position revient pour la troisième fois. Ici, il ne manque plus qu&apos;un tour au compte.</translation>
    </message>
    <message>
        <source>Draw the game.</source>
        <translation>Faites match nul.</translation>
    </message>
    <message>
        <source>Move your king, not your man.</source>
        <translation>Jouez votre dame, pas votre pion.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step is progress: the count starts again from zero.</source>
        <translation>Ce coup est permis, mais le pas d&apos;un pion simple est un progrès : le compte repart de zéro.</translation>
    </message>
    <message>
        <source>Instead of moving, the Ranger can stab an enemy checker from behind: from a square it could have come from, as its owner sees the board. It deals half your level in wounds, rounded up, so it needs level 1 or more.</source>
        <translation>Au lieu de jouer, le Rôdeur peut frapper un pion adverse dans le dos : depuis une case d&apos;où ce pion aurait pu venir, vue du côté de son propriétaire. Il inflige la moitié de votre niveau en blessures, arrondie au supérieur ; il faut donc au moins le niveau 1.</translation>
    </message>
    <message>
        <source>Jumps capture just as in checkers, and a capture must be made even when a spell is within reach. The checker you take goes into your pool, and each checker there is worth one level to you.</source>
        <translation>Les sauts prennent comme aux dames, et une prise doit être faite même quand un sort est à portée. Le pion que vous prenez va dans votre réserve, et chaque pion qui s&apos;y trouve vous vaut un niveau.</translation>
    </message>
    <message>
        <source>A capture is waiting, and capturing comes before any spell or power.</source>
        <translation>Une prise est possible, et la prise passe avant tout sort ou pouvoir.</translation>
    </message>
    <message>
        <source>A six always saves</source>
        <translation>Un 6 sauve toujours</translation>
    </message>
    <message>
        <source>A 6 on the die always saves, however far behind the saver is. White leads you by three levels, so your LD is -3 and only a 6 can save your face-down checker on 22.</source>
        <translation>Un 6 au dé sauve toujours, quel que soit le retard de celui qui le lance. Blanc a trois niveaux d&apos;avance sur vous, votre écart est donc de -3 et seul un 6 peut sauver votre pion face cachée de 22.</translation>
    </message>
    <message>
        <source>Burn the checker on 18, and keep your checker on 22.</source>
        <translation>Brûlez le pion de 18 et gardez votre pion de 22.</translation>
    </message>
    <message>
        <source>White saves first and still loses its face-down checker. Then your checker on 22 rolls a 6.</source>
        <translation>Blanc fait son jet en premier et perd quand même son pion face cachée. Puis votre pion de 22 fait un 6.</translation>
    </message>
    <message>
        <source>Legal, but running away gains nothing: fire now, and the 6 saves your checker.</source>
        <translation>Ce coup est permis, mais fuir ne rapporte rien : tirez maintenant, et le 6 sauve votre pion.</translation>
    </message>
    <message>
        <source>Crowns from the spares</source>
        <translation>Des couronnes de la réserve de côté</translation>
    </message>
    <message>
        <source>When your opponent&apos;s pool is empty, your new king&apos;s crown comes from the spare checkers beside the board. Nobody&apos;s level changes.</source>
        <translation>Quand la réserve de votre adversaire est vide, la couronne de votre nouvelle dame vient des pions de rechange posés à côté du plateau. Aucun niveau ne change.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; White&apos;s pool has nothing to give.</source>
        <translation>Avancez sur la première rangée de Blanc ; la réserve de Blanc n&apos;a rien à donner.</translation>
    </message>
    <message>
        <source>A crown from a king</source>
        <translation>Une couronne prise sur une dame</translation>
    </message>
    <message>
        <source>If your opponent&apos;s pool holds only a captured king, one of its two checkers becomes your crown. The other stays in the pool as a single checker, so their level drops by one.</source>
        <translation>Si la réserve de votre adversaire ne contient qu&apos;une dame prise, l&apos;un de ses deux pions devient votre couronne. L&apos;autre reste dans la réserve comme pion seul, son niveau baisse donc d&apos;un.</translation>
    </message>
    <message>
        <source>Step onto White&apos;s home row; the crown comes off the king in White&apos;s pool.</source>
        <translation>Avancez sur la première rangée de Blanc ; la couronne est prise sur la dame de la réserve de Blanc.</translation>
    </message>
    <message>
        <source>Pennies for levels won back</source>
        <translation>Des sous pour les niveaux regagnés</translation>
    </message>
    <message>
        <source>A spellcaster gains a penny each time its level goes up, even when it only wins back a level that a crown took away. Your Mage has one penny, and a Fireball costs three.</source>
        <translation>Un lanceur de sorts gagne un sou chaque fois que son niveau monte, même quand il ne fait que regagner un niveau qu&apos;un couronnement lui a pris. Votre Mage a un sou, et une Boule de feu en coûte trois.</translation>
    </message>
    <message>
        <source>Capture twice, then burn White&apos;s new king with a Fireball.</source>
        <translation>Prenez deux fois, puis brûlez la nouvelle dame de Blanc avec une Boule de feu.</translation>
    </message>
    <message>
        <source>Take 18 first. White&apos;s crown comes out of your pool; your king&apos;s jump over 10 wins that level back, with its penny.</source>
        <translation>Prenez d&apos;abord 18. La couronne de Blanc sort de votre réserve ; le saut de votre dame par-dessus 10 regagne ce niveau, avec son sou.</translation>
    </message>
    <message>
        <source>At level 3 a backstab deals 2 wounds. White&apos;s men move toward your side, so the checker on 18 turns its back to 23.</source>
        <translation>Au niveau 3, une attaque dans le dos inflige 2 blessures. Les pions simples de Blanc avancent vers votre camp, donc le pion de 18 tourne le dos à 23.</translation>
    </message>
    <message>
        <source>A stab on the far row</source>
        <translation>Un estoc sur la dernière rangée</translation>
    </message>
    <message>
        <source>If the second jump carries your man onto the far row, it is crowned and still stabs; only then does the move end.</source>
        <translation>Si le deuxième saut amène votre pion sur la dernière rangée, il est couronné et frappe quand même ; c&apos;est seulement ensuite que le coup se termine.</translation>
    </message>
    <message>
        <source>After two captures you lead by two: three wounds, and the checker on 28 needs two.</source>
        <translation>Après deux prises, vous avez deux niveaux d&apos;avance : trois blessures, et le pion de 28 en demande deux.</translation>
    </message>
    <message>
        <source>Legal, but the checker on 28 is still next to your new king: stab it.</source>
        <translation>Ce coup est permis, mais le pion de 28 est toujours à côté de votre nouvelle dame : frappez-le.</translation>
    </message>
    <message>
        <source>Cure against a wound</source>
        <translation>Soigner contre une blessure</translation>
    </message>
    <message>
        <source>Cure Critical Wounds also stops a capture by a wound. The checker stays face down, but it stays on the board.</source>
        <translation>Les Soins critiques empêchent aussi une prise par une blessure. Le pion reste face cachée, mais il reste sur le plateau.</translation>
    </message>
    <message>
        <source>Capture, then save your checker on 3 from White&apos;s Magic Missile.</source>
        <translation>Prenez, puis sauvez votre pion de 3 du Projectile magique de Blanc.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. When the missile reaches 3, cast Cure Critical Wounds, then skip your turn.</source>
        <translation>Votre prise rapporte le troisième sou. Quand le projectile atteint 3, lancez Soins critiques, puis passez votre tour.</translation>
    </message>
    <message>
        <source>Legal, but then the missile takes your face-down checker on 3.</source>
        <translation>Ce coup est permis, mais alors le projectile prend votre pion face cachée de 3.</translation>
    </message>
    <message>
        <source>Save the right one</source>
        <translation>Sauvez le bon</translation>
    </message>
    <message>
        <source>Cure Critical Wounds can be cast once in each of White&apos;s turns. If you let one capture happen, you are asked again at the next one in the same move.</source>
        <translation>Les Soins critiques peuvent être lancés une fois à chaque tour de Blanc. Si vous laissez passer une prise, la question vous est reposée à la suivante du même coup.</translation>
    </message>
    <message>
        <source>Capture, then let White take your man on 22 but save your king on 14.</source>
        <translation>Prenez, puis laissez Blanc prendre votre pion de 22 mais sauvez votre dame de 14.</translation>
    </message>
    <message>
        <source>Your capture brings the third penny. Let the first jump go; spend it on the king.</source>
        <translation>Votre prise rapporte le troisième sou. Laissez passer le premier saut ; dépensez-le pour la dame.</translation>
    </message>
    <message>
        <source>Lightning on your own checker</source>
        <translation>La foudre sur votre propre pion</translation>
    </message>
    <message>
        <source>Call Lightning may be aimed at any checker, even one of yours. A checker of yours that your own spell destroys goes into nobody&apos;s pool, so White gains no level.</source>
        <translation>L&apos;Appel de la foudre peut viser n&apos;importe quel pion, même l&apos;un des vôtres. Un de vos pions détruit par votre propre sort ne va dans aucune réserve, donc Blanc ne gagne aucun niveau.</translation>
    </message>
    <message>
        <source>Capture four white checkers with one spell.</source>
        <translation>Prenez quatre pions blancs avec un seul sort.</translation>
    </message>
    <message>
        <source>Aim at your own checker on 18: all four face-down white checkers stand around it.</source>
        <translation>Visez votre propre pion de 18 : les quatre pions blancs face cachée l&apos;entourent.</translation>
    </message>
    <message>
        <source>Legal, but around 15 the storm reaches only your checker on 18.</source>
        <translation>Ce coup est permis, mais autour de 15 l&apos;orage n&apos;atteint que votre pion de 18.</translation>
    </message>
    <message>
        <source>Two illusions in the way</source>
        <translation>Deux illusions sur le chemin</translation>
    </message>
    <message>
        <source>When several illusions stand in White&apos;s way, White saves against them one at a time, the lowest square first. Your illusion on 6 blocks one jump; a second one can block the other.</source>
        <translation>Quand plusieurs illusions se trouvent sur le chemin de Blanc, Blanc fait ses jets contre elles une à une, la case la plus basse d&apos;abord. Votre illusion de 6 bloque un saut ; une seconde peut bloquer l&apos;autre.</translation>
    </message>
    <message>
        <source>Block both of White&apos;s jumps with a second illusion.</source>
        <translation>Bloquez les deux sauts de Blanc avec une seconde illusion.</translation>
    </message>
    <message>
        <source>White could jump from 14 over 10 and land on 7. Fill that square.</source>
        <translation>Blanc pourrait sauter de 14 par-dessus 10 et atterrir sur 7. Occupez cette case.</translation>
    </message>
    <message>
        <source>Legal, but 3 is not in White&apos;s way: White still jumps from 14 to 7.</source>
        <translation>Ce coup est permis, mais 3 n&apos;est pas sur le chemin de Blanc : Blanc saute quand même de 14 à 7.</translation>
    </message>
    <message>
        <source>An illusion is not a real checker, so it cannot be charmed.</source>
        <translation>Une illusion n&apos;est pas un vrai pion, on ne peut donc pas la charmer.</translation>
    </message>
    <message>
        <source>An illusion attacks</source>
        <translation>Une illusion attaque</translation>
    </message>
    <message>
        <source>An illusion jumps like one of your men, but before it takes a checker, White saves; a success makes the illusion vanish. If the save fails, the checker goes into your pool like any other.</source>
        <translation>Une illusion saute comme un de vos pions, mais avant qu&apos;elle prenne un pion, Blanc fait un jet de sauvegarde ; une réussite fait disparaître l&apos;illusion. Si le jet échoue, le pion va dans votre réserve comme n&apos;importe quel autre.</translation>
    </message>
    <message>
        <source>Capture the checker on 18 with your illusion.</source>
        <translation>Prenez le pion de 18 avec votre illusion.</translation>
    </message>
    <message>
        <source>Your illusion on 14 must jump: captures come first.</source>
        <translation>Votre illusion de 14 doit sauter : les prises passent en premier.</translation>
    </message>
    <message>
        <source>Illusion as bait</source>
        <translation>Une illusion comme appât</translation>
    </message>
    <message>
        <source>An illusion that is jumped simply vanishes: it goes into no pool, so White gains no level. That makes it good bait.</source>
        <translation>Une illusion sautée disparaît tout simplement : elle ne va dans aucune réserve, donc Blanc ne gagne aucun niveau. Cela en fait un bon appât.</translation>
    </message>
    <message>
        <source>Lure White into a jump, then take two checkers back.</source>
        <translation>Attirez Blanc dans un saut, puis reprenez deux pions.</translation>
    </message>
    <message>
        <source>Put an illusion on 15: White must jump it and land on 10, right in front of your man on 6.</source>
        <translation>Placez une illusion sur 15 : Blanc doit la sauter et atterrit sur 10, juste devant votre pion de 6.</translation>
    </message>
    <message>
        <source>Legal, but a real checker on 15 would go into White&apos;s pool when jumped.</source>
        <translation>Ce coup est permis, mais un vrai pion sur 15 irait dans la réserve de Blanc une fois sauté.</translation>
    </message>
    <message>
        <source>Illusions stay men</source>
        <translation>Les illusions restent des pions</translation>
    </message>
    <message>
        <source>An illusion is never crowned. On the far row it is simply stuck, so crown a real man instead.</source>
        <translation>Une illusion n&apos;est jamais couronnée. Sur la dernière rangée, elle reste simplement bloquée : couronnez plutôt un vrai pion.</translation>
    </message>
    <message>
        <source>Make a king.</source>
        <translation>Faites une dame.</translation>
    </message>
    <message>
        <source>Your man on 26 is the one that can be crowned.</source>
        <translation>C&apos;est votre pion de 26 qui peut être couronné.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 32.</source>
        <translation>Ce coup est permis, mais une illusion n&apos;est jamais couronnée : elle resterait seulement bloquée sur 32.</translation>
    </message>
    <message>
        <source>Legal, but an illusion is never crowned: it would only stand stuck on 31.</source>
        <translation>Ce coup est permis, mais une illusion n&apos;est jamais couronnée : elle resterait seulement bloquée sur 31.</translation>
    </message>
    <message>
        <source>One charm is enough</source>
        <translation>Un charme suffit</translation>
    </message>
    <message>
        <source>A second charm on a charmed checker adds one more penny, but White saves again, and a success strips off every penny on it.</source>
        <translation>Un second Charme sur un pion déjà charmé ajoute un sou, mais Blanc refait un jet de sauvegarde, et une réussite lui retire tous ses sous.</translation>
    </message>
    <message>
        <source>Protect both of your checkers from White&apos;s jumps.</source>
        <translation>Protégez vos deux pions des sauts de Blanc.</translation>
    </message>
    <message>
        <source>The checker on 10 is charmed already; White threatens to jump 14 from 18.</source>
        <translation>Le pion de 10 est déjà charmé ; Blanc menace de sauter 14 depuis 18.</translation>
    </message>
    <message>
        <source>Legal, but 10 is charmed already: White would save again and could strip its charm, and 14 stays open.</source>
        <translation>Ce coup est permis, mais 10 est déjà charmé : Blanc referait un jet et pourrait lui retirer son charme, et 14 resterait sans protection.</translation>
    </message>
    <message>
        <source>Count before you shoot</source>
        <translation>Comptez avant de tirer</translation>
    </message>
    <message>
        <source>The number of arrows and their range are fixed when you start shooting. Even if an arrow raises your level, the rest of the volley keeps the old numbers.</source>
        <translation>Le nombre de flèches et leur portée sont fixés quand vous commencez à tirer. Même si une flèche fait monter votre niveau, le reste de la volée garde les anciennes valeurs.</translation>
    </message>
    <message>
        <source>Win with two arrows.</source>
        <translation>Gagnez avec deux flèches.</translation>
    </message>
    <message>
        <source>At level 3 your range is three squares, and it stays three after the first hit. A lead of three wins.</source>
        <translation>Au niveau 3, votre portée est de trois cases, et elle le reste après le premier coup au but. Trois niveaux d&apos;avance font gagner.</translation>
    </message>
    <message>
        <source>Your range was fixed at three when you began; 19 is four squares from 1.</source>
        <translation>Votre portée a été fixée à trois quand vous avez commencé ; 19 est à quatre cases de 1.</translation>
    </message>
    <message>
        <source>Legal, but one more capture gives you the lead of three.</source>
        <translation>Ce coup est permis, mais une prise de plus vous donne les trois niveaux d&apos;avance.</translation>
    </message>
    <message>
        <source>A triple jump that crowns</source>
        <translation>Un triple saut qui couronne</translation>
    </message>
    <message>
        <source>A triple jump wins even when its last jump crowns your man: Loot! is checked when the chain ends.</source>
        <translation>Un triple saut gagne même quand son dernier saut couronne votre pion : le Butin ! est vérifié à la fin de la rafle.</translation>
    </message>
    <message>
        <source>Jump from 6 and keep going until you reach White&apos;s home row.</source>
        <translation>Sautez depuis 6 et continuez jusqu&apos;à la première rangée de Blanc.</translation>
    </message>
    <message>
        <source>The penny comes last</source>
        <translation>Le sou arrive en dernier</translation>
    </message>
    <message>
        <source>The Smart penny goes into your pool only when your turn ends. Until then it does not count for your LD, so it cannot make a bent jump possible in the same move.</source>
        <translation>Le sou de Rusé n&apos;entre dans votre réserve qu&apos;à la fin de votre tour. Jusque-là, il ne compte pas dans votre écart, et ne peut donc pas permettre un saut coudé dans le même coup.</translation>
    </message>
    <message>
        <source>After two captures your LD is 0: no bent jump over 27 yet.</source>
        <translation>Après deux prises, votre écart est de 0 : pas encore de saut coudé par-dessus 27.</translation>
    </message>
    <message>
        <source>No: after two jumps your LD is 0, because the penny is not in the pool yet, so the jump cannot bend.</source>
        <translation>Non : après deux sauts, votre écart est de 0, car le sou n&apos;est pas encore dans la réserve ; le saut ne peut donc pas tourner.</translation>
    </message>
    <message>
        <source>Your man on 3 moves forward, toward White&apos;s side, and so does its missile.</source>
        <translation>Votre pion de 3 avance vers le camp de Blanc, et son projectile aussi.</translation>
    </message>
    <message>
        <source>Around an illusion</source>
        <translation>Autour d&apos;une illusion</translation>
    </message>
    <message>
        <source>An illusion is not a real checker: no spell can wound it or aim at it. Still, it blocks lines of fire and missile routes like any checker.</source>
        <translation>Une illusion n&apos;est pas un vrai pion : aucun sort ne peut la blesser ni la viser. Elle bloque pourtant les lignes de tir et les chemins des projectiles comme n&apos;importe quel pion.</translation>
    </message>
    <message>
        <source>Capture the face-down checker on 19.</source>
        <translation>Prenez le pion face cachée de 19.</translation>
    </message>
    <message>
        <source>The straight line from 6 runs into the illusion on 15. A missile from 8 can go around it.</source>
        <translation>La ligne droite partant de 6 bute sur l&apos;illusion de 15. Un projectile parti de 8 peut la contourner.</translation>
    </message>
    <message>
        <source>The illusion on 15 blocks the only straight line to 19.</source>
        <translation>L&apos;illusion de 15 bloque la seule ligne droite vers 19.</translation>
    </message>
    <message>
        <source>An illusion cannot be a target: it is not a real checker.</source>
        <translation>Une illusion ne peut pas être une cible : ce n&apos;est pas un vrai pion.</translation>
    </message>
    <message>
        <source>Illusions do not count</source>
        <translation>Les illusions ne comptent pas</translation>
    </message>
    <message>
        <source>Illusions do not count when the game asks whether a player can still act. If White&apos;s real checkers cannot move and no spell is possible, White has lost, even with a free illusion.</source>
        <translation>Les illusions ne comptent pas quand il s&apos;agit de savoir si un joueur peut encore agir. Si les vrais pions de Blanc ne peuvent pas bouger et qu&apos;aucun sort n&apos;est possible, Blanc a perdu, même avec une illusion libre.</translation>
    </message>
    <message>
        <source>Leave White&apos;s last real checker without a move.</source>
        <translation>Laissez le dernier vrai pion de Blanc sans coup possible.</translation>
    </message>
    <message>
        <source>Block 24, as before; the illusion on 30 does not save White.</source>
        <translation>Bloquez 24 comme avant ; l&apos;illusion de 30 ne sauve pas Blanc.</translation>
    </message>
    <message>
        <source>Third time, draw</source>
        <translation>Troisième fois, nulle</translation>
    </message>
    <message>
        <source>The game is also drawn when the same position comes up for the third time. Move your king back and forth, and White&apos;s king does the same.</source>
        <translation>La partie est aussi nulle quand la même position revient pour la troisième fois. Faites aller et venir votre dame, et la dame de Blanc fait de même.</translation>
    </message>
    <message>
        <source>Draw by repeating the position.</source>
        <translation>Faites nulle en répétant la position.</translation>
    </message>
    <message>
        <source>Go from 1 to 6 and back, twice.</source>
        <translation>Allez de 1 à 6 et revenez, deux fois.</translation>
    </message>
    <message>
        <source>Legal, but a man&apos;s step changes the position for good: nothing repeats.</source>
        <translation>Ce coup est permis, mais le pas d&apos;un pion simple change la position pour de bon : rien ne se répète.</translation>
    </message>
    <message>
        <source>Safe for the turn</source>
        <translation>À l&apos;abri pour ce tour</translation>
    </message>
    <message>
        <source>A checker saved by Cure Critical Wounds is safe for the rest of that turn. The king that jumped it lands beyond, but it may not turn round and jump the same checker again.</source>
        <translation>Un pion sauvé par les Soins critiques est à l&apos;abri pour le reste de ce tour. La dame qui l&apos;a sauté atterrit au-delà, mais elle ne peut pas faire demi-tour pour sauter de nouveau le même pion.</translation>
    </message>
    <message>
        <source>Move your man on 1, then save your checker on 22 from White&apos;s king.</source>
        <translation>Jouez votre pion de 1, puis sauvez votre pion de 22 de la dame de Blanc.</translation>
    </message>
    <message>
        <source>Step from 1 to 6. When the king jumps 22, cast Cure Critical Wounds: the king then stops on 17.</source>
        <translation>Avancez de 1 à 6. Quand la dame saute 22, lancez Soins critiques : la dame s&apos;arrête alors sur 17.</translation>
    </message>
    <message>
        <source>Legal, but then the king takes your checker on 22.</source>
        <translation>Ce coup est permis, mais alors la dame prend votre pion de 22.</translation>
    </message>
</context>
</TS>
