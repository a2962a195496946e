<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Pawns</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>One step ahead</source>
        <translation>Ein Feld vor</translation>
    </message>
    <message>
        <source>Every piece starts as a bare pawn: a pawn with no hat. A bare pawn steps one square straight ahead, never two and never sideways, and it is never promoted: one that reaches the far edge just stays there.</source>
        <translation>Jede Figur beginnt als Bauer ohne Hut. Ein Bauer ohne Hut zieht ein Feld geradeaus vor, nie zwei und nie zur Seite, und er wird nie umgewandelt: Erreicht er den gegenüberliegenden Rand, bleibt er dort einfach stehen.</translation>
    </message>
    <message>
        <source>Step the pawn on e2 to e3.</source>
        <translation>Ziehe den Bauern von e2 nach e3.</translation>
    </message>
    <message>
        <source>A bare pawn never steps two squares, not even on its first move.</source>
        <translation>Ein Bauer ohne Hut zieht nie zwei Felder, auch nicht bei seinem ersten Zug.</translation>
    </message>
    <message>
        <source>Punch a pawn</source>
        <translation>Einen Bauern boxen</translation>
    </message>
    <message>
        <source>A bare pawn does not capture diagonally as in chess. Instead it punches the square straight in front of it, without moving: a bare enemy pawn standing there is knocked out of the game.</source>
        <translation>Ein Bauer ohne Hut schlägt nicht schräg wie im Schach. Stattdessen boxt er das Feld direkt vor ihm, ohne sich zu bewegen: Ein gegnerischer Bauer ohne Hut, der dort steht, fliegt aus dem Spiel.</translation>
    </message>
    <message>
        <source>Capture the black pawn on e5.</source>
        <translation>Schlage den schwarzen Bauern auf e5.</translation>
    </message>
    <message>
        <source>Your pawn stays on e4 and punches the square ahead of it.</source>
        <translation>Dein Bauer bleibt auf e4 stehen und boxt das Feld vor ihm.</translation>
    </message>
    <message>
        <source>Pawns never capture diagonally in this game: they only punch straight ahead.</source>
        <translation>In diesem Spiel schlagen Bauern nie schräg: Sie boxen nur geradeaus.</translation>
    </message>
    <message>
        <source>Knock a hat off</source>
        <translation>Einen Hut herunterboxen</translation>
    </message>
    <message>
        <source>A punch does not capture a piece that wears a hat: it knocks the hat off, and the piece is a bare pawn again. You choose where the hat lands, on any square next to that piece with neither a piece nor a hat on it.</source>
        <translation>Ein Boxhieb schlägt keine Figur mit Hut: Er boxt ihr den Hut herunter, und die Figur ist wieder ein Bauer ohne Hut. Du wählst, wo der Hut landet: auf einem Feld neben dieser Figur, auf dem weder eine Figur noch ein Hut ist.</translation>
    </message>
    <message>
        <source>Punch the bishop on e5 and land its mitre on f4, in front of your pawn on f3.</source>
        <translation>Boxe den Läufer auf e5 und lass seine Mitra auf f4 landen, vor deinem Bauern auf f3.</translation>
    </message>
    <message>
        <source>First punch with the pawn on e4, then choose f4 for the hat.</source>
        <translation>Boxe zuerst mit dem Bauern auf e4, dann wähle f4 für den Hut.</translation>
    </message>
    <message>
        <source>Legal, but the black pawn on d7 can step onto d6 and take the mitre back.</source>
        <translation>Erlaubt, aber der schwarze Bauer auf d7 kann nach d6 ziehen und sich die Mitra zurückholen.</translation>
    </message>
    <message>
        <source>Nowhere to land</source>
        <translation>Kein Platz zum Landen</translation>
    </message>
    <message>
        <source>Sometimes every square around the punched piece already holds a piece or a hat. Then the hat has nowhere to land, and your punching pawn catches it and wears it.</source>
        <translation>Manchmal ist jedes Feld rund um die geboxte Figur schon von einer Figur oder einem Hut besetzt. Dann kann der Hut nirgends landen, und dein boxender Bauer fängt ihn auf und setzt ihn auf.</translation>
    </message>
    <message>
        <source>Punch the black queen and win her crown.</source>
        <translation>Boxe die schwarze Dame und gewinne ihre Krone.</translation>
    </message>
    <message>
        <source>Punch the square in front of your pawn: count the free squares around the queen.</source>
        <translation>Boxe das Feld vor deinem Bauern: Zähle die freien Felder rund um die Dame.</translation>
    </message>
    <message>
        <source>Hats</source>
        <translation>Hüte</translation>
    </message>
    <message>
        <source>Pick up a hat</source>
        <translation>Einen Hut aufheben</translation>
    </message>
    <message>
        <source>A bare pawn that ends its step on a hat may pick it up. The first time a hat is picked up, a die says what it is: 1 Kingly Crown (king), 2 Queenly Crown (queen), 3 Bishop Mitre (bishop), 4 Knighted Helm (knight), 5 Hunting Tyrolean (hunter) or 6 Mirage Hat (it vanishes).</source>
        <translation>Ein Bauer ohne Hut, der seinen Zug auf einem Hut beendet, darf ihn aufheben. Wird ein Hut zum ersten Mal aufgehoben, sagt ein Würfel, was er ist: 1 Königskrone (König), 2 Königinnenkrone (Dame), 3 Bischofsmitra (Läufer), 4 Ritterhelm (Springer), 5 Tiroler Jägerhut (Jäger) oder 6 Trugbild-Hut (er verschwindet).</translation>
    </message>
    <message>
        <source>Step onto the hat on e4, pick it up and put it on.</source>
        <translation>Ziehe auf den Hut auf e4, hebe ihn auf und setze ihn auf.</translation>
    </message>
    <message>
        <source>Step to e4, choose to pick the hat up, and once the die has spoken, put it on.</source>
        <translation>Ziehe nach e4, wähle, den Hut aufzuheben, und setze ihn auf, sobald der Würfel gesprochen hat.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays on the floor and your pawn stays bare.</source>
        <translation>Erlaubt, aber der Hut bleibt am Boden liegen, und dein Bauer bleibt ohne Hut.</translation>
    </message>
    <message>
        <source>Bishop Mitre</source>
        <translation>Bischofsmitra</translation>
    </message>
    <message>
        <source>Put on the hat on d4, then capture the pawn on g7.</source>
        <translation>Setze den Hut auf d4 auf und schlage dann den Bauern auf g7.</translation>
    </message>
    <message>
        <source>Once the mitre is on, slide along the diagonal through e5 and f6.</source>
        <translation>Sobald die Mitra sitzt, ziehe die Diagonale entlang über e5 und f6.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn can never reach g7: it needs the mitre.</source>
        <translation>Erlaubt, aber ein Bauer ohne Hut kommt nie nach g7: Er braucht die Mitra.</translation>
    </message>
    <message>
        <source>Knighted Helm</source>
        <translation>Ritterhelm</translation>
    </message>
    <message>
        <source>A hat keeps what the die made it until the game ends, and it lies face up, so picking it up again needs no roll. A Knighted Helm makes a knight, which jumps in an L shape over anything in its way.</source>
        <translation>Ein Hut bleibt bis zum Ende der Partie, was der Würfel aus ihm gemacht hat, und liegt offen; wer ihn wieder aufhebt, muss also nicht würfeln. Ein Ritterhelm macht einen Springer, der in L-Form über alles hinwegspringt, was im Weg steht.</translation>
    </message>
    <message>
        <source>Put on the helm on e4, then capture the pawn on f6.</source>
        <translation>Setze den Helm auf e4 auf und schlage dann den Bauern auf f6.</translation>
    </message>
    <message>
        <source>A knight goes two squares one way and one square to the side: e4 to f6 is one such jump.</source>
        <translation>Ein Springer zieht zwei Felder in eine Richtung und ein Feld zur Seite: e4 nach f6 ist so ein Sprung.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn cannot reach f6: it needs the helm.</source>
        <translation>Erlaubt, aber ein Bauer ohne Hut kommt nicht nach f6: Er braucht den Helm.</translation>
    </message>
    <message>
        <source>Hunting Tyrolean</source>
        <translation>Tiroler Jägerhut</translation>
    </message>
    <message>
        <source>A Hunting Tyrolean makes a hunter, which moves like a chess rook: any distance along a rank or a file. Hats never block a move, and a piece may stop on a square where a hat lies.</source>
        <translation>Ein Tiroler Jägerhut macht einen Jäger, der wie ein Turm im Schach zieht: beliebig weit entlang einer Reihe oder Linie. Hüte blockieren nie einen Zug, und eine Figur darf auf einem Feld halten, auf dem ein Hut liegt.</translation>
    </message>
    <message>
        <source>Capture the black pawn on a7.</source>
        <translation>Schlage den schwarzen Bauern auf a7.</translation>
    </message>
    <message>
        <source>Legal, but hats never block: your hunter could have slid on to a7.</source>
        <translation>Erlaubt, aber Hüte blockieren nie: Dein Jäger hätte bis a7 weiterziehen können.</translation>
    </message>
    <message>
        <source>Mirage Hat</source>
        <translation>Trugbild-Hut</translation>
    </message>
    <message>
        <source>A 6 on the die means the hat was a Mirage Hat: it vanishes from the game, and your pawn stays bare. Every unknown hat is a gamble until somebody picks it up.</source>
        <translation>Eine 6 auf dem Würfel heißt, der Hut war ein Trugbild-Hut: Er verschwindet aus dem Spiel, und dein Bauer bleibt ohne Hut. Jeder unbekannte Hut ist ein Glücksspiel, bis ihn jemand aufhebt.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and see what it is.</source>
        <translation>Hebe den Hut auf e4 auf und sieh nach, was er ist.</translation>
    </message>
    <message>
        <source>Step onto e4 and choose to pick the hat up.</source>
        <translation>Ziehe nach e4 und wähle, den Hut aufzuheben.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up and find out what it is.</source>
        <translation>Erlaubt, aber das Ziel ist, den Hut aufzuheben und herauszufinden, was er ist.</translation>
    </message>
    <message>
        <source>Set it down</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Instead of wearing a hat it has picked up, a pawn may set it down on a neighbouring square where no hat lies. It stays there face up, for the next bare pawn that steps onto it.</source>
        <translation>Statt einen aufgehobenen Hut aufzusetzen, darf ein Bauer ihn auf ein Nachbarfeld legen, auf dem kein Hut liegt. Dort bleibt er offen liegen, für den nächsten Bauern ohne Hut, der darauf zieht.</translation>
    </message>
    <message>
        <source>Pick up the hat on e4 and set it down on d4, then wear it with your pawn on d3.</source>
        <translation>Hebe den Hut auf e4 auf und lege ihn auf d4 ab; setze ihn dann mit deinem Bauern auf d3 auf.</translation>
    </message>
    <message>
        <source>After the roll, click d4 to set the crown down there.</source>
        <translation>Klicke nach dem Wurf d4 an, um die Krone dort abzulegen.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to hand the crown to your pawn on d3.</source>
        <translation>Erlaubt, aber das Ziel ist, die Krone an deinen Bauern auf d3 weiterzugeben.</translation>
    </message>
    <message>
        <source>Take it off</source>
        <translation>Abnehmen</translation>
    </message>
    <message>
        <source>A hatted piece that ends its move on a square with no hat may take its hat off and set it on a neighbouring square with no hat. The piece is a bare pawn again, and the hat waits for the next pawn that steps onto it.</source>
        <translation>Eine Figur mit Hut, die ihren Zug auf einem Feld ohne Hut beendet, darf ihren Hut abnehmen und auf ein Nachbarfeld ohne Hut legen. Die Figur ist wieder ein Bauer ohne Hut, und der Hut wartet auf den nächsten Bauern, der darauf zieht.</translation>
    </message>
    <message>
        <source>Jump the knight to c3 and set its helm down on d4, in front of your pawn on d3.</source>
        <translation>Lass den Springer nach c3 springen und lege seinen Helm auf d4 ab, vor deinem Bauern auf d3.</translation>
    </message>
    <message>
        <source>After the jump, click d4 to take the helm off there.</source>
        <translation>Klicke nach dem Sprung d4 an, um den Helm dort abzunehmen.</translation>
    </message>
    <message>
        <source>Legal, but the knight keeps its helm on: choose d4 to set it down.</source>
        <translation>Erlaubt, aber der Springer behält seinen Helm auf: Wähle d4, um ihn abzulegen.</translation>
    </message>
    <message>
        <source>One hat a move</source>
        <translation>Ein Hut pro Zug</translation>
    </message>
    <message>
        <source>Only a step onto a hat lets a pawn pick it up. A punch moves nobody, so it picks nothing up, and a pawn that already stands on a hat has to step onto another one first.</source>
        <translation>Nur ein Zug auf einen Hut erlaubt es einem Bauern, ihn aufzuheben. Ein Boxhieb bewegt niemanden und hebt deshalb nichts auf, und ein Bauer, der schon auf einem Hut steht, muss erst auf einen anderen ziehen.</translation>
    </message>
    <message>
        <source>Capture the pawn on e5, then put on a hat.</source>
        <translation>Schlage den Bauern auf e5 und setze dann einen Hut auf.</translation>
    </message>
    <message>
        <source>Punch first; next turn, step onto the hat on e5.</source>
        <translation>Boxe zuerst; im nächsten Zug ziehe auf den Hut auf e5.</translation>
    </message>
    <message>
        <source>Legal, but then your pawn wears no hat.</source>
        <translation>Erlaubt, aber dann trägt dein Bauer keinen Hut.</translation>
    </message>
    <message>
        <source>Kings and check</source>
        <translation>Könige und Schach</translation>
    </message>
    <message>
        <source>Kingly Crown</source>
        <translation>Königskrone</translation>
    </message>
    <message>
        <source>Nobody has a king when the game starts. A Kingly Crown makes its wearer a king, which moves one square in any direction, and from then on you must never leave your king in check.</source>
        <translation>Zu Beginn der Partie hat niemand einen König. Eine Königskrone macht ihren Träger zum König, der ein Feld in jede Richtung zieht, und von da an darfst du deinen König nie im Schach stehen lassen.</translation>
    </message>
    <message>
        <source>Step onto the hat on e4 and become a king.</source>
        <translation>Ziehe auf den Hut auf e4 und werde König.</translation>
    </message>
    <message>
        <source>Step onto e4, pick the hat up and put it on.</source>
        <translation>Ziehe nach e4, hebe den Hut auf und setze ihn auf.</translation>
    </message>
    <message>
        <source>Legal, but a crown lying on the board makes nobody a king.</source>
        <translation>Erlaubt, aber eine Krone, die auf dem Brett liegt, macht niemanden zum König.</translation>
    </message>
    <message>
        <source>Punch a crown</source>
        <translation>Eine Krone boxen</translation>
    </message>
    <message>
        <source>A side with no king of its own may not attack kings while any hat is still unknown or any crown lies unworn: its pieces give no check and cannot capture a king. A punch still works, though: it knocks the crown off, and the king is a bare pawn again.</source>
        <translation>Eine Seite ohne eigenen König darf keine Könige angreifen, solange noch ein Hut unbekannt ist oder eine Krone ungetragen liegt: Ihre Figuren geben kein Schach und können keinen König schlagen. Ein Boxhieb wirkt trotzdem: Er boxt die Krone herunter, und der König ist wieder ein Bauer ohne Hut.</translation>
    </message>
    <message>
        <source>Knock the crown off the black king.</source>
        <translation>Boxe dem schwarzen König die Krone herunter.</translation>
    </message>
    <message>
        <source>Your hunter may not touch the king, but your pawn on e4 may punch it.</source>
        <translation>Dein Jäger darf den König nicht anrühren, aber dein Bauer auf e4 darf ihn boxen.</translation>
    </message>
    <message>
        <source>Crown first</source>
        <translation>Erst die Krone</translation>
    </message>
    <message>
        <source>While you have no king, your pieces give no check, so your hunter cannot trouble the black king yet. Put on a crown first: then your pieces can give check, and checkmate.</source>
        <translation>Solange du keinen König hast, geben deine Figuren kein Schach; dein Jäger kann dem schwarzen König also noch nichts anhaben. Setze zuerst eine Krone auf: Dann können deine Figuren Schach geben und mattsetzen.</translation>
    </message>
    <message>
        <source>Put on the crown on e4, then checkmate the black king.</source>
        <translation>Setze die Krone auf e4 auf und setze dann den schwarzen König matt.</translation>
    </message>
    <message>
        <source>The crown on e4 is already known. Once you wear it, your hunter checks along the eighth rank.</source>
        <translation>Die Krone auf e4 ist schon bekannt. Sobald du sie trägst, gibt dein Jäger entlang der achten Reihe Schach.</translation>
    </message>
    <message>
        <source>Legal, but you have no king yet, so this is no check: the black king simply steps to b8.</source>
        <translation>Erlaubt, aber du hast noch keinen König, also ist das kein Schach: Der schwarze König zieht einfach nach b8.</translation>
    </message>
    <message>
        <source>Out of check</source>
        <translation>Raus aus dem Schach</translation>
    </message>
    <message>
        <source>A king is in check when an enemy piece that may attack kings could capture it. You must get out of check at once, for example by stepping the king out of the line of attack.</source>
        <translation>Ein König steht im Schach, wenn eine gegnerische Figur, die Könige angreifen darf, ihn schlagen könnte. Du musst sofort aus dem Schach heraus, zum Beispiel indem der König aus der Angriffslinie zieht.</translation>
    </message>
    <message>
        <source>Move your king out of check and keep its crown on.</source>
        <translation>Ziehe deinen König aus dem Schach und behalte seine Krone auf.</translation>
    </message>
    <message>
        <source>Step off the e-file, then keep the crown on.</source>
        <translation>Verlasse die e-Linie und behalte dann die Krone auf.</translation>
    </message>
    <message>
        <source>On e2 your king still stands on the hunter&apos;s file: it could stay there only by taking its crown off.</source>
        <translation>Auf e2 stünde dein König noch immer auf der Linie des Jägers: Dort bleiben könnte er nur, wenn er seine Krone abnimmt.</translation>
    </message>
    <message>
        <source>Crown off</source>
        <translation>Krone ab</translation>
    </message>
    <message>
        <source>A piece that takes its crown off is no longer a king, so it cannot be in check. When every square around your king is attacked, step anyway and set the crown down.</source>
        <translation>Eine Figur, die ihre Krone abnimmt, ist kein König mehr und kann deshalb nicht im Schach stehen. Ist jedes Feld rund um deinen König angegriffen, ziehe trotzdem und lege die Krone ab.</translation>
    </message>
    <message>
        <source>Escape the check by taking off your crown.</source>
        <translation>Entkomme dem Schach, indem du deine Krone abnimmst.</translation>
    </message>
    <message>
        <source>Step to g2, where your knight guards you, and take the crown off there.</source>
        <translation>Ziehe nach g2, wo dein Springer dich deckt, und nimm dort die Krone ab.</translation>
    </message>
    <message>
        <source>Your king would still be attacked: take the crown off instead.</source>
        <translation>Dein König stünde weiterhin im Angriff: Nimm stattdessen die Krone ab.</translation>
    </message>
    <message>
        <source>Chance and check</source>
        <translation>Zufall und Schach</translation>
    </message>
    <message>
        <source>A move only has to be safe before the die is rolled, so a roll can leave a king open. Here one hat is still unknown, so your kingless hunter may not attack the black king yet; if that last hat turns out to be no crown, the shelter is gone, and a king left open by its own side&apos;s roll may be captured, which wins.</source>
        <translation>Ein Zug muss nur vor dem Würfeln sicher sein, also kann ein Wurf einen König bloßstellen. Hier ist noch ein Hut unbekannt, darum darf dein Jäger ohne König den schwarzen König noch nicht angreifen; ist dieser letzte Hut keine Krone, fällt der Schutz weg, und ein König, den der Wurf seiner eigenen Seite bloßgestellt hat, darf geschlagen werden, was die Partie gewinnt.</translation>
    </message>
    <message>
        <source>Line your hunter up on the black king, then capture it.</source>
        <translation>Stelle deinen Jäger gegen den schwarzen König auf und schlage ihn dann.</translation>
    </message>
    <message>
        <source>Endings</source>
        <translation>Endspiele</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Checkmate wins: the king is in check and has no way out. A king may also escape by stepping somewhere and taking its crown off, but not onto a square where a hat lies, and here hats surround the black king.</source>
        <translation>Schachmatt gewinnt: Der König steht im Schach und hat keinen Ausweg. Ein König kann auch entkommen, indem er irgendwohin zieht und seine Krone abnimmt, aber nicht auf ein Feld, auf dem ein Hut liegt, und hier umgeben Hüte den schwarzen König.</translation>
    </message>
    <message>
        <source>Checkmate the black king in one move.</source>
        <translation>Setze den schwarzen König mit einem Zug matt.</translation>
    </message>
    <message>
        <source>Your king guards a7 and b7; the hunter can cover the whole eighth rank.</source>
        <translation>Dein König deckt a7 und b7; der Jäger kann die ganze achte Reihe beherrschen.</translation>
    </message>
    <message>
        <source>That is check, but the black king slips out to b8.</source>
        <translation>Das ist Schach, aber der schwarze König entwischt nach b8.</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>A player who has no legal move but is not in check is stalemated, and the game is a draw. Take every square from a king without giving check, and you throw the win away.</source>
        <translation>Wer keinen erlaubten Zug hat, aber nicht im Schach steht, ist patt, und die Partie ist remis. Nimmst du einem König jedes Feld, ohne Schach zu geben, verschenkst du den Sieg.</translation>
    </message>
    <message>
        <source>Checkmate the black king, without stalemating it.</source>
        <translation>Setze den schwarzen König matt, ohne ihn patt zu setzen.</translation>
    </message>
    <message>
        <source>Give check along the eighth rank.</source>
        <translation>Gib Schach entlang der achten Reihe.</translation>
    </message>
    <message>
        <source>Legal, but Black then has no move and is not in check: stalemate, a draw.</source>
        <translation>Erlaubt, aber dann hat Schwarz keinen Zug und steht nicht im Schach: Patt, remis.</translation>
    </message>
    <message>
        <source>Fifty moves</source>
        <translation>Fünfzig Züge</translation>
    </message>
    <message>
        <source>Fifty moves by each side with no capture, no punch, no bare pawn moving and no hat put on or taken off make a draw. The count here stands at 99 half-moves, and Black&apos;s queen would win if play went on.</source>
        <translation>Fünfzig Züge jeder Seite ohne Schlag, ohne Boxhieb, ohne Zug eines Bauern ohne Hut und ohne aufgesetzten oder abgenommenen Hut ergeben ein Remis. Der Zähler steht hier bei 99 Halbzügen, und die schwarze Dame würde gewinnen, wenn weitergespielt würde.</translation>
    </message>
    <message>
        <source>Make the quiet move that draws the game.</source>
        <translation>Mache den ruhigen Zug, der die Partie remis macht.</translation>
    </message>
    <message>
        <source>Move the hunter without capturing, and keep its hat on.</source>
        <translation>Ziehe den Jäger, ohne zu schlagen, und behalte seinen Hut auf.</translation>
    </message>
    <message>
        <source>Legal, and it wins a pawn, but a capture starts the count again.</source>
        <translation>Erlaubt, und es gewinnt einen Bauern, aber ein Schlag lässt die Zählung von vorn beginnen.</translation>
    </message>
    <message>
        <source>Legal, but a bare pawn&apos;s step starts the count again.</source>
        <translation>Erlaubt, aber der Zug eines Bauern ohne Hut lässt die Zählung von vorn beginnen.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Dreifache Wiederholung</translation>
    </message>
    <message>
        <source>When the same position comes round for the third time, with the same side to move, the game is a draw. Black keeps moving its hunter back and forth: do the same with yours.</source>
        <translation>Kommt dieselbe Stellung mit derselben Seite am Zug zum dritten Mal vor, ist die Partie remis. Schwarz zieht seinen Jäger hin und her: Mach es mit deinem genauso.</translation>
    </message>
    <message>
        <source>Draw by repeating the position three times.</source>
        <translation>Erreiche ein Remis, indem du die Stellung dreimal wiederholst.</translation>
    </message>
    <message>
        <source>Go a1 to b1 and back, twice.</source>
        <translation>Ziehe von a1 nach b1 und zurück, zweimal.</translation>
    </message>
    <message>
        <source>No crown at all</source>
        <translation>Gar keine Krone</translation>
    </message>
    <message>
        <source>If every hat has been identified and not one of them was ever a Kingly Crown, there will never be a king to checkmate, so the game ends there in a draw. The result also says who has more pieces left.</source>
        <translation>Sind alle Hüte bestimmt und war keiner davon je eine Königskrone, wird es nie einen König zum Mattsetzen geben, also endet die Partie dort remis. Das Ergebnis sagt außerdem, wer mehr Figuren übrig hat.</translation>
    </message>
    <message>
        <source>Pick up the last unknown hat.</source>
        <translation>Hebe den letzten unbekannten Hut auf.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up.</source>
        <translation>Ziehe nach e4 und hebe den Hut auf.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown and the game goes on.</source>
        <translation>Erlaubt, aber der Hut bleibt unbekannt, und die Partie geht weiter.</translation>
    </message>
    <message>
        <source>Last piece</source>
        <translation>Die letzte Figur</translation>
    </message>
    <message>
        <source>A player with no pieces left loses the game. A punch only knocks a hat off, so to finish off a hatted piece you have to capture it.</source>
        <translation>Wer keine Figuren mehr hat, verliert die Partie. Ein Boxhieb schlägt nur einen Hut herunter; um eine Figur mit Hut loszuwerden, musst du sie schlagen.</translation>
    </message>
    <message>
        <source>Capture Black&apos;s last piece.</source>
        <translation>Schlage die letzte Figur von Schwarz.</translation>
    </message>
    <message>
        <source>Your bishop on b2 sees e5 along the diagonal.</source>
        <translation>Dein Läufer auf b2 sieht e5 über die Diagonale.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the hat off: the piece stays on the board.</source>
        <translation>Erlaubt, aber ein Boxhieb schlägt nur den Hut herunter: Die Figur bleibt auf dem Brett.</translation>
    </message>
    <message>
        <source>Move the hunter to e1, keep its hat on, and wait for Black to pick up the last hat.</source>
        <translation>Ziehe den Jäger nach e1, behalte seinen Hut auf und warte, bis Schwarz den letzten Hut aufhebt.</translation>
    </message>
    <message>
        <source>White&apos;s pawns walk forward, toward Black.</source>
        <translation>Die weißen Bauern ziehen vorwärts, auf Schwarz zu.</translation>
    </message>
    <message>
        <source>Slide straight along the a-file: the hats on the way are no obstacle.</source>
        <translation>Ziehe geradeaus die a-Linie entlang: Die Hüte auf dem Weg sind kein Hindernis.</translation>
    </message>
    <message>
        <source>Gone with the piece</source>
        <translation>Weg mit der Figur</translation>
    </message>
    <message>
        <source>When a hatted piece is captured, its hat leaves the game with it. A punch only knocks a hat off, and the hat stays on the board for the next bare pawn that steps onto it.</source>
        <translation>Wird eine Figur mit Hut geschlagen, scheidet ihr Hut mit ihr aus dem Spiel aus. Ein Boxhieb schlägt einen Hut nur herunter, und der Hut bleibt auf dem Brett, für den nächsten Bauern ohne Hut, der darauf zieht.</translation>
    </message>
    <message>
        <source>Get rid of the black queen and her crown for good.</source>
        <translation>Werde die schwarze Dame und ihre Krone für immer los.</translation>
    </message>
    <message>
        <source>Your bishop on a2 sees d5 along the diagonal.</source>
        <translation>Dein Läufer auf a2 sieht d5 über die Diagonale.</translation>
    </message>
    <message>
        <source>No room to set it down</source>
        <translation>Kein Platz zum Ablegen</translation>
    </message>
    <message>
        <source>A pawn may only set a hat down on a neighbouring square where no hat lies. When every square around it already holds a hat, it has to put the hat on, and it does so at once.</source>
        <translation>Ein Bauer darf einen Hut nur auf ein Nachbarfeld legen, auf dem kein Hut liegt. Liegt auf jedem Feld um ihn herum schon ein Hut, muss er den Hut aufsetzen, und das geschieht sofort.</translation>
    </message>
    <message>
        <source>Step onto the hat on a4 and pick it up.</source>
        <translation>Ziehe auf den Hut auf a4 und hebe ihn auf.</translation>
    </message>
    <message>
        <source>Step to a4 and pick the hat up: count the hats around a4.</source>
        <translation>Ziehe nach a4 und hebe den Hut auf: Zähle die Hüte rund um a4.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to pick the hat up.</source>
        <translation>Erlaubt, aber das Ziel ist, den Hut aufzuheben.</translation>
    </message>
    <message>
        <source>Two crowns</source>
        <translation>Zwei Kronen</translation>
    </message>
    <message>
        <source>You may wear more than one crown, and then you have several kings. You are in check as soon as any one of them is attacked, and that check must be answered first.</source>
        <translation>Du darfst mehr als eine Krone tragen und hast dann mehrere Könige. Du stehst im Schach, sobald einer von ihnen angegriffen ist, und dieses Schach musst du zuerst abwehren.</translation>
    </message>
    <message>
        <source>Get your king on e1 out of check, keeping both crowns on.</source>
        <translation>Bringe deinen König auf e1 aus dem Schach und behalte beide Kronen auf.</translation>
    </message>
    <message>
        <source>Step the king on e1 off the first rank, and keep its crown on.</source>
        <translation>Ziehe den König auf e1 von der ersten Reihe weg und behalte seine Krone auf.</translation>
    </message>
    <message>
        <source>Your king on e1 is still in check: it must move first.</source>
        <translation>Dein König auf e1 steht noch im Schach: Er muss zuerst ziehen.</translation>
    </message>
    <message>
        <source>Legal, but the goal is to keep both crowns on.</source>
        <translation>Erlaubt, aber das Ziel ist, beide Kronen aufzubehalten.</translation>
    </message>
    <message>
        <source>Checkmate by the die</source>
        <translation>Schachmatt durch den Würfel</translation>
    </message>
    <message>
        <source>A roll can also change who may attack kings. Your hunters may not touch the black king while one hat is still unknown. Once the last hat is known, and every crown in play is worn, they may: Black then starts its turn in check, and here it has no way out.</source>
        <translation>Ein Wurf kann auch ändern, wer Könige angreifen darf. Deine Jäger dürfen den schwarzen König nicht anrühren, solange noch ein Hut unbekannt ist. Sobald der letzte Hut bekannt ist und jede Krone im Spiel getragen wird, dürfen sie es: Schwarz beginnt seinen Zug dann im Schach, und hier gibt es keinen Ausweg.</translation>
    </message>
    <message>
        <source>Step onto e4 and pick the hat up: whatever the die says, the last hat is then known.</source>
        <translation>Ziehe nach e4 und hebe den Hut auf: Was der Würfel auch zeigt, dann ist der letzte Hut bekannt.</translation>
    </message>
    <message>
        <source>Legal, but the hat stays unknown, so your hunters still may not attack the black king.</source>
        <translation>Erlaubt, aber der Hut bleibt unbekannt, also dürfen deine Jäger den schwarzen König weiterhin nicht angreifen.</translation>
    </message>
    <message>
        <source>Stuck on the last rank</source>
        <translation>Fest auf der letzten Reihe</translation>
    </message>
    <message>
        <source>A bare pawn that reaches the far edge can neither step nor punch: it is stuck there. A side whose only pieces are stuck like this, and not in check, is stalemated, a draw.</source>
        <translation>Ein Bauer ohne Hut, der den gegenüberliegenden Rand erreicht, kann weder ziehen noch boxen: Er steckt dort fest. Eine Seite, deren Figuren alle so feststecken und die nicht im Schach steht, ist patt, die Partie ist remis.</translation>
    </message>
    <message>
        <source>Capture both black pawns and win.</source>
        <translation>Schlage beide schwarzen Bauern und gewinne.</translation>
    </message>
    <message>
        <source>Take the stuck pawn on a1 first; the other one still has a move.</source>
        <translation>Schlage zuerst den feststeckenden Bauern auf a1; der andere kann noch ziehen.</translation>
    </message>
    <message>
        <source>Legal, but then Black has only the stuck pawn on a1 left: it cannot move, and the game is a stalemate.</source>
        <translation>Erlaubt, aber dann bleibt Schwarz nur der feststeckende Bauer auf a1: Er kann nicht ziehen, und die Partie endet patt.</translation>
    </message>
    <message>
        <source>Legal, but a punch only knocks the crown off: it would stay on the board next to d5, for a bare black pawn to step onto and wear again.</source>
        <translation>Erlaubt, aber ein Boxhieb schlägt die Krone nur herunter: Sie bliebe neben d5 auf dem Brett, und ein schwarzer Bauer ohne Hut könnte darauf ziehen und sie wieder aufsetzen.</translation>
    </message>
    <message>
        <source>Not allowed: with no king of your own, your pieces may not capture the black king while a hat is still unknown. Punch it with your pawn on e4.</source>
        <translation>Nicht erlaubt: Ohne eigenen König dürfen deine Figuren den schwarzen König nicht schlagen, solange ein Hut noch unbekannt ist. Box ihn mit deinem Bauern auf e4.</translation>
    </message>
    <message>
        <source>A pawn that wears a hat moves and captures exactly like the chess piece its hat makes it. A Bishop Mitre makes a bishop, which slides any distance along a diagonal. After each move of a hatted piece you are asked whether the hat stays on: keep it on for now (a later level takes one off).</source>
        <translation>Ein Bauer mit Hut zieht und schlägt genau wie die Schachfigur, zu der ihn sein Hut macht. Eine Bischofsmitra macht ihn zum Läufer, der beliebig weit diagonal zieht. Nach jedem Zug einer Figur mit Hut wirst du gefragt, ob der Hut aufbleibt: Behalte ihn vorerst auf (eine spätere Aufgabe nimmt einen ab).</translation>
    </message>
</context>
</TS>
