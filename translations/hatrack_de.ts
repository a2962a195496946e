<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="26"/>
        <source>Abandon this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="35"/>
        <source>The game in progress is not over. If you abandon it, it cannot be continued (unless you saved it).</source>
        <translation>Das laufende Spiel ist noch nicht zu Ende. Gibst du es auf, kann es nicht fortgesetzt werden (außer du hast es gespeichert).</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="41"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../qml/AbandonDialog.qml" line="48"/>
        <source>Abandon the game</source>
        <translation>Spiel aufgeben</translation>
    </message>
</context>
<context>
    <name>CheckersArt</name>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="118"/>
        <source>More choices… (%1)</source>
        <translation>Weitere Möglichkeiten… (%1)</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="119"/>
        <source>More choices</source>
        <translation>Weitere Möglichkeiten</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="123"/>
        <source>Click a ringed square.</source>
        <translation>Klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="123"/>
        <source>Choose what to place, then click a ringed square.</source>
        <translation>Wähle, was du setzen willst, dann klicke ein umrandetes Feld an.</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="127"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/art/CheckersArt.qml" line="129"/>
        <source>Setup: %1</source>
        <translation>Aufbau: %1</translation>
    </message>
</context>
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../qml/ChoicePanel.qml" line="180"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>DraftView</name>
    <message>
        <location filename="../qml/DraftView.qml" line="95"/>
        <source>%1 (computer) is choosing…</source>
        <translation>%1 (Computer) wählt…</translation>
    </message>
    <message>
        <location filename="../qml/DraftView.qml" line="156"/>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
</context>
<context>
    <name>DrawAnswerDialog</name>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="23"/>
        <source>%1 offers a draw</source>
        <translation>%1 bietet Remis an</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="32"/>
        <source>%1, do you accept the draw? The game ends at once if you do.</source>
        <translation>%1, nimmst du das Remis an? Dann endet die Partie sofort.</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="38"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../qml/DrawAnswerDialog.qml" line="44"/>
        <source>Accept the draw</source>
        <translation>Remis annehmen</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <location filename="../app/gamecatalog.cpp" line="20"/>
        <source>English draughts: 12 men each, compulsory captures, kings move one square.</source>
        <translation>Englisches Dame: je 12 Steine, Schlagpflicht, Damen ziehen ein Feld weit.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="22"/>
        <source>Checkers with magic hats: capture to draw hats from the bag, then wear their powers.</source>
        <translation>Dame mit Zauberhüten: Schlagen bringt Hüte aus dem Beutel, Steine mit Hut erhalten Kräfte.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="24"/>
        <source>Pick hats before play: mixed fills the bag, select gives each player a pool to choose from on capture, contrary lets the opponent choose from it.</source>
        <translation>Hüte vor dem Spiel auswählen: Bei der gemischten Auswahl füllen sie den Beutel, bei der eigenen bekommt jeder Spieler einen Vorrat, aus dem er beim Schlagen wählt, bei der gegnerischen wählt der Gegner daraus.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="27"/>
        <source>A piece may wear several hats, added evenly across your pieces.</source>
        <translation>Ein Stein darf mehrere Hüte tragen; sie werden gleichmäßig auf deine Steine verteilt.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="29"/>
        <source>Capturing a hatted piece moves its hats into your rack (Venom excepted).</source>
        <translation>Schlägst du einen Stein mit Hüten, kommen seine Hüte in deinen Hutständer (außer Gift).</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="31"/>
        <source>Most pieces left wins; hats in the rack only break ties.</source>
        <translation>Es gewinnt, wer die meisten Steine übrig hat; Hüte im Hutständer entscheiden nur bei Gleichstand.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="32"/>
        <source>Trade three hats from your rack to bring back two men or take two hats.</source>
        <translation>Tausche drei Hüte aus deinem Hutständer, um zwei Steine zurückzuholen oder zwei Hüte zu nehmen.</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="34"/>
        <source>plays any legal move at random</source>
        <translation>spielt irgendeinen erlaubten Zug, zufällig gewählt</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="35"/>
        <source>looks a few moves ahead and often picks a weaker move</source>
        <translation>schaut wenige Züge voraus und wählt oft einen schwächeren Zug</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="36"/>
        <source>a solid club player that reads tactics well</source>
        <translation>ein solider Vereinsspieler, der Taktik gut erkennt</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="37"/>
        <source>searches ten times deeper than normal</source>
        <translation>rechnet zehnmal gründlicher als „normal“</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="38"/>
        <source>thinks one decision ahead, with a dash of chance</source>
        <translation>denkt eine Entscheidung voraus, mit einer Prise Zufall</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="39"/>
        <source>weighs each hat draw two decisions ahead</source>
        <translation>wägt jeden Hutzug zwei Entscheidungen voraus ab</translation>
    </message>
    <message>
        <location filename="../app/gamecatalog.cpp" line="40"/>
        <source>looks up to six decisions ahead, draws and placements included</source>
        <translation>schaut bis zu sechs Entscheidungen voraus, Hutziehen und Aufsetzen eingeschlossen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/gamecontroller.cpp" line="55"/>
        <source>Cannot start the game: %1</source>
        <translation>Das Spiel kann nicht beginnen: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="120"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="120"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="150"/>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <source>%1: keep jumping with the piece on %2</source>
        <translation type="vanished">%1: weiterschlagen mit dem Stein auf %2</translation>
    </message>
    <message>
        <source>%1 to move: a capture is compulsory</source>
        <translation type="vanished">%1 am Zug: Schlagen ist Pflicht</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="152"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller.cpp" line="233"/>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="15"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="18"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="27"/>
        <location filename="../app/gamecontroller_files.cpp" line="58"/>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="41"/>
        <source>Could not resume the game: %1</source>
        <translation>Das Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="44"/>
        <source>the game in progress</source>
        <translation>das laufende Spiel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_files.cpp" line="52"/>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="83"/>
        <source>Viewing move %1 (%2) — back to the game</source>
        <translation>Ansicht: Zug %1 (%2) — zurück zur Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="89"/>
        <source>This is an earlier position: go back to the game to play.</source>
        <translation>Das ist eine frühere Stellung: Kehre zur Partie zurück, um zu ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="148"/>
        <source>That position cannot be shown: %1</source>
        <translation>Diese Stellung kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="167"/>
        <source>Move played again.</source>
        <translation>Zug wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="167"/>
        <source>The move could not be played again.</source>
        <translation>Der Zug konnte nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="180"/>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="196"/>
        <location filename="../app/gamecontroller_view.cpp" line="211"/>
        <source>The computer found no hint.</source>
        <translation>Der Computer hat keinen Tipp gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="212"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_view.cpp" line="213"/>
        <source>Hint: %1, expecting %2 in reply.</source>
        <translation>Tipp: %1, erwartete Antwort: %2.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="41"/>
        <source>%1 offers a draw.</source>
        <translation>%1 bietet Remis an.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="50"/>
        <source>%1 (computer) declines the draw.</source>
        <translation>%1 (Computer) lehnt das Remis ab.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="56"/>
        <source>%1 (computer) is considering the draw offer…</source>
        <translation>%1 (Computer) prüft das Remisangebot …</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="77"/>
        <source>%1 (computer) accepts the draw.</source>
        <translation>%1 (Computer) nimmt das Remis an.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="80"/>
        <source>%1 (computer) declines the draw: it thinks it stands better.</source>
        <translation>%1 (Computer) lehnt das Remis ab: Er meint, besser zu stehen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_endings.cpp" line="90"/>
        <source>%1 declines the draw.</source>
        <translation>%1 lehnt das Remis ab.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="59"/>
        <source>Position copied: %1</source>
        <translation>Stellung kopiert: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="71"/>
        <source>There is no position to paste: the clipboard holds no text.</source>
        <translation>Es gibt keine Stellung zum Einfügen: Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="93"/>
        <source>This is not a position of %1: %2</source>
        <translation>Das ist keine Stellung von %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="94"/>
        <source>This is not a position of any game: %1</source>
        <translation>Das ist keine Stellung eines der Spiele: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="113"/>
        <source>New game from the pasted position.</source>
        <translation>Neues Spiel aus der eingefügten Stellung.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="114"/>
        <source>New game of %1 from the pasted position.</source>
        <translation>Neues Spiel %1 aus der eingefügten Stellung.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="125"/>
        <source>Hatrack game</source>
        <translation>Hatrack-Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="130"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="130"/>
        <source>Hatrack (%1)</source>
        <translation>Hatrack (%1)</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="143"/>
        <location filename="../app/gamecontroller_records.cpp" line="154"/>
        <source>PDN is for checkers: this game cannot be written as PDN.</source>
        <translation>PDN gibt es nur für Dame: Dieses Spiel lässt sich nicht als PDN schreiben.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="147"/>
        <source>The game was copied as PDN.</source>
        <translation>Die Partie wurde als PDN kopiert.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="163"/>
        <source>Saved as PDN to %1.</source>
        <translation>Als PDN gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="187"/>
        <source>%1: %2 – %3, %4</source>
        <translation>%1: %2 – %3, %4</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="188"/>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="194"/>
        <source>No game was found in the PDN.</source>
        <translation>Im PDN wurde keine Partie gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="215"/>
        <source>Could not open the PDN game: %1</source>
        <translation>Die PDN-Partie konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="220"/>
        <source>the PDN game</source>
        <translation>die PDN-Partie</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="225"/>
        <source>Opened %1 (%2 moves): step through it in the list of moves.</source>
        <translation>%1 geöffnet (%2 Züge): In der Zugliste kannst du sie nachspielen.</translation>
    </message>
    <message>
        <location filename="../app/gamecontroller_records.cpp" line="226"/>
        <source>Opened %1 as far as it could be played: %2</source>
        <translation>%1 geöffnet, so weit sie sich spielen ließ: %2</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="133"/>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <location filename="../app/movehistory.cpp" line="135"/>
        <source>Draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="24"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="27"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="27"/>
        <source>You lose</source>
        <translation>Du verlierst</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="28"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="125"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="126"/>
        <source>Look at the board</source>
        <translation>Brett ansehen</translation>
    </message>
    <message>
        <location filename="../qml/GameOverBanner.qml" line="127"/>
        <source>Change game</source>
        <translation>Anderes Spiel</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../app/gamesession.cpp" line="131"/>
        <source>The game could not be saved for later: %1</source>
        <translation>Das Spiel konnte nicht für später gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="166"/>
        <location filename="../app/gamesession.cpp" line="213"/>
        <source>Could not play %1: %2</source>
        <translation>%1 konnte nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gamesession.cpp" line="260"/>
        <source>The computer could not find a move.</source>
        <translation>Der Computer hat keinen Zug gefunden.</translation>
    </message>
</context>
<context>
    <name>HatHeap</name>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="136"/>
        <source>Bag of Hats: %1 hats (%2). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</source>
        <translation>Hutbeutel: %1 Hüte (%2). Jedes Mal, wenn ein Stein das Brett verlässt, zieht der Gegner seines Besitzers zufällig einen.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="137"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="138"/>
        <source>Out of the game: %1 hats (%2).</source>
        <translation>Aus dem Spiel: %1 Hüte (%2).</translation>
    </message>
    <message>
        <location filename="../qml/art/HatHeap.qml" line="138"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
</context>
<context>
    <name>HatInfo</name>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="32"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="33"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="34"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="35"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="36"/>
        <source>clear</source>
        <translation>klar</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="37"/>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="44"/>
        <source>Zotting</source>
        <translation>Wegzaubern</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="45"/>
        <source>Nimbleness</source>
        <translation>Flinkheit</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="46"/>
        <source>Venom</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="47"/>
        <source>Warding</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="48"/>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="49"/>
        <source>Valor</source>
        <translation>Tapferkeit</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="56"/>
        <source>Never captures by jumping. Instead, as its whole turn, it removes one enemy piece from a diagonally adjacent square (any of the four directions) without moving. The red hat then leaves the game.</source>
        <translation>Schlägt nie durch Überspringen. Stattdessen entfernt er als ganzen Zug einen gegnerischen Stein von einem diagonal benachbarten Feld (in alle vier Richtungen), ohne sich zu bewegen. Danach scheidet der rote Hut aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="59"/>
        <source>May jump over its own pieces without harming them, and mix such jumps with captures (forward only for a man). A capture it can reach this way is compulsory.</source>
        <translation>Darf eigene Steine überspringen, ohne ihnen zu schaden, und solche Sprünge mit Schlägen verbinden (ein einfacher Stein nur vorwärts). Ein Schlag, der so erreichbar ist, ist Pflicht.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="61"/>
        <source>Whoever captures this piece is poisoned and leaves the board at the end of its owner&apos;s turn. The green hat then leaves the game.</source>
        <translation>Wer diesen Stein schlägt, ist vergiftet und verlässt am Ende des Zuges seines Besitzers das Brett. Danach scheidet der grüne Hut aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="63"/>
        <source>When this piece would be captured, the blue hat leaves the game instead and the piece is safe for the rest of that turn. It also stops poison.</source>
        <translation>Würde dieser Stein geschlagen, scheidet stattdessen der blaue Hut aus dem Spiel aus, und der Stein ist für den Rest des Zuges sicher. Er hilft auch gegen Gift.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="65"/>
        <source>Never captures by jumping. It captures by stepping onto an enemy&apos;s square, the way it could step there (forward only for a man). One such capture per turn.</source>
        <translation>Schlägt nie durch Überspringen. Er schlägt, indem er auf das Feld eines gegnerischen Steins zieht, so wie er dorthin ziehen könnte (ein einfacher Stein nur vorwärts). Ein solcher Schlag pro Zug.</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="67"/>
        <source>Never jumps straight: it jumps over an adjacent enemy and lands beside it at a right angle to its approach. A man must land further forward (two rows straight ahead).</source>
        <translation>Springt nie geradeaus: Er springt über einen benachbarten Gegner und landet im rechten Winkel zu seiner Anlaufrichtung neben ihm. Ein einfacher Stein muss weiter vorn landen (zwei Reihen gerade voraus).</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="76"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../qml/art/HatInfo.qml" line="84"/>
        <source>%1 %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>HatSlot</name>
    <message>
        <location filename="../qml/art/HatSlot.qml" line="79"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="63"/>
        <source>Hatrack — %1</source>
        <translation>Hatrack — %1</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="112"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="115"/>
        <location filename="../qml/Main.qml" line="125"/>
        <source>Hatrack games (*.hatrack)</source>
        <translation>Hatrack-Spiele (*.hatrack)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="115"/>
        <location filename="../qml/Main.qml" line="125"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="123"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="151"/>
        <source>Hatrack</source>
        <translation>Hatrack</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="166"/>
        <source>Resume the game in progress?</source>
        <translation>Das laufende Spiel fortsetzen?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="173"/>
        <source>A game was left unfinished the last time Hatrack ran. Continue it where it stopped, or choose a new game?</source>
        <translation>Beim letzten Mal blieb in Hatrack ein Spiel unvollendet. Dort weiterspielen, wo es aufgehört hat, oder ein neues Spiel wählen?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="179"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="185"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="209"/>
        <source>Some of the moves given with --moves could not be played.</source>
        <translation>Einige der mit --moves angegebenen Züge ließen sich nicht spielen.</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="148"/>
        <source>Export the game as PDN</source>
        <translation>Partie als PDN exportieren</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="151"/>
        <location filename="../qml/Main.qml" line="161"/>
        <source>PDN game records (*.pdn)</source>
        <translation>PDN-Partien (*.pdn)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="159"/>
        <source>Import a PDN game</source>
        <translation>PDN-Partie importieren</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <location filename="../app/moveinput.cpp" line="56"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="56"/>
        <source>Please wait for the computer.</source>
        <translation>Bitte warte auf den Computer.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="163"/>
        <source>The piece on %1 is %2&apos;s, and %3 is to move.</source>
        <translation>Der Stein auf %1 gehört %2, und %3 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="173"/>
        <source>The man on %1</source>
        <translation>Der Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="174"/>
        <source>The king on %1</source>
        <translation>Die Dame auf %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="177"/>
        <source>The piece on %1</source>
        <translation>Der Stein auf %1</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="182"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="188"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="220"/>
        <source>%1 must capture: %2.</source>
        <translation>%1 muss schlagen: %2.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="221"/>
        <source>%1 can go to %2.</source>
        <translation>%1 kann nach %2 ziehen.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="223"/>
        <source>%1 cannot move: a capture is compulsory (%2).</source>
        <translation>%1 kann nicht ziehen: Schlagen ist Pflicht (%2).</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="224"/>
        <source>%1 cannot move now.</source>
        <translation>%1 kann jetzt nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="226"/>
        <source>%1 cannot move; only the piece on %2 can.</source>
        <translation>%1 kann nicht ziehen; nur der Stein auf %2 kann es.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="227"/>
        <source>%1 cannot move; the pieces on %2 can.</source>
        <translation>%1 kann nicht ziehen; die Steine auf %2 können es.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="233"/>
        <source>%1 is not allowed: that piece is not yours to move.</source>
        <translation>%1 ist nicht erlaubt: Dieser Stein gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="234"/>
        <source>%1 is not allowed. %2</source>
        <translation>%1 ist nicht erlaubt. %2</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="284"/>
        <source>More than one route ends there: move the piece one square at a time.</source>
        <translation>Mehrere Wege enden dort: Ziehe den Stein Feld für Feld.</translation>
    </message>
    <message>
        <source>A capture is compulsory: move one of the highlighted pieces.</source>
        <translation type="vanished">Schlagen ist Pflicht: ziehe einen der markierten Steine.</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation type="vanished">Dieser Stein kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="166"/>
        <source>Choose one of your pieces first.</source>
        <translation>Wähle zuerst einen deiner Steine.</translation>
    </message>
    <message>
        <source>%1 is not allowed: %2</source>
        <translation type="vanished">%1 ist nicht erlaubt: %2</translation>
    </message>
    <message>
        <source>%1 is not allowed.</source>
        <translation type="vanished">%1 ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="273"/>
        <source>Two captures land there: choose which one to make.</source>
        <translation>Zwei Schläge enden dort: wähle, welchen du machst.</translation>
    </message>
    <message>
        <source>More than one route ends there: drop the piece on each square in turn.</source>
        <translation type="vanished">Mehrere Wege enden dort: setze den Stein Feld für Feld.</translation>
    </message>
    <message>
        <location filename="../app/moveinput.cpp" line="301"/>
        <source>That cannot go on square %1.</source>
        <translation>Das darf nicht auf Feld %1.</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <location filename="../qml/MoveList.qml" line="51"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../qml/MoveList.qml" line="62"/>
        <source>%1 each</source>
        <translation>%1 je Spieler</translation>
    </message>
</context>
<context>
    <name>PdnGamesDialog</name>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="28"/>
        <source>Choose a game (%1 in the file)</source>
        <translation>Partie wählen (%1 in der Datei)</translation>
    </message>
    <message>
        <location filename="../qml/PdnGamesDialog.qml" line="46"/>
        <source>Type to narrow the list (event, player, result)</source>
        <translation>Tippen, um die Liste einzugrenzen (Turnier, Spieler, Ergebnis)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/savefile.cpp" line="20"/>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/savefile.cpp" line="39"/>
        <source>the file is too large to be a saved game</source>
        <translation>die Datei ist zu groß für ein gespeichertes Spiel</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <location filename="../qml/ResignDialog.qml" line="16"/>
        <source>Resign the game?</source>
        <translation>Partie aufgeben?</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="23"/>
        <source>%1 resigns and %2 wins the game.</source>
        <translation>%1 gibt auf, und %2 gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="29"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../qml/ResignDialog.qml" line="36"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../qml/RulesPanel.qml" line="17"/>
        <source>&lt;h2&gt;Checkers&lt;/h2&gt;&lt;p&gt;Two players, Black and White, each start with twelve men on the dark squares of their first three rows. &lt;b&gt;Black moves first&lt;/b&gt;, then the players take turns.&lt;/p&gt;&lt;h3&gt;Moving&lt;/h3&gt;&lt;p&gt;A man steps one square diagonally forward, onto an empty dark square. A king steps one square diagonally in any of the four directions.&lt;/p&gt;&lt;h3&gt;Capturing&lt;/h3&gt;&lt;p&gt;A piece captures by jumping over an enemy piece on the next diagonal square to the empty square just beyond it; the jumped piece leaves the board at once. If the landing piece can jump again it must, so one move may take several pieces.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capturing is compulsory.&lt;/b&gt; When any capture is possible you must make one, but you may choose which, even a shorter one. The board marks the pieces that must capture with a ring of orange dashes.&lt;/p&gt;&lt;h3&gt;Kings&lt;/h3&gt;&lt;p&gt;A man that reaches the far row becomes a king (shown with a crown), and its move ends there, even in the middle of a capture.&lt;/p&gt;&lt;h3&gt;End of the game&lt;/h3&gt;&lt;p&gt;You win when your opponent has no pieces left or cannot move on their turn.&lt;/p&gt;&lt;p&gt;The game is a draw when the same position comes up for the third time with the same player to move, or when both players have made 40 moves with no capture and no man moved.&lt;/p&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Drag a piece to its square, or click the piece and then the square. Green dots mark where the chosen piece may go; the last move is tinted. For a multiple jump, drop the piece on each landing square in turn, or straight on the last one when only one route leads there. Squares carry their standard numbers (1–32), as used in the move list.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Dame&lt;/h2&gt;&lt;p&gt;Zwei Spieler, Schwarz und Weiß, beginnen mit je zwölf Steinen auf den dunklen Feldern ihrer ersten drei Reihen. &lt;b&gt;Schwarz zieht zuerst&lt;/b&gt;, danach wird abwechselnd gezogen.&lt;/p&gt;&lt;h3&gt;Ziehen&lt;/h3&gt;&lt;p&gt;Ein Stein zieht ein Feld diagonal vorwärts auf ein leeres dunkles Feld. Eine Dame zieht ein Feld diagonal in jede der vier Richtungen.&lt;/p&gt;&lt;h3&gt;Schlagen&lt;/h3&gt;&lt;p&gt;Ein Stein schlägt, indem er einen gegnerischen Stein auf dem nächsten diagonalen Feld überspringt und auf dem leeren Feld direkt dahinter landet; der übersprungene Stein verlässt sofort das Brett. Kann der Stein danach weiterschlagen, muss er es tun, so dass ein Zug mehrere Steine schlagen kann.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schlagen ist Pflicht.&lt;/b&gt; Ist ein Schlag möglich, musst du schlagen, darfst aber wählen, welchen, auch einen kürzeren. Das Brett kennzeichnet die Steine, die schlagen müssen, mit einem Ring aus orangefarbenen Strichen.&lt;/p&gt;&lt;h3&gt;Damen&lt;/h3&gt;&lt;p&gt;Ein Stein, der die gegnerische Grundreihe erreicht, wird zur Dame (mit einer Krone gezeigt), und sein Zug endet dort, auch mitten in einem Schlag.&lt;/p&gt;&lt;h3&gt;Spielende&lt;/h3&gt;&lt;p&gt;Du gewinnst, wenn dein Gegner keine Steine mehr hat oder am Zug nicht ziehen kann.&lt;/p&gt;&lt;p&gt;Die Partie endet remis, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht oder beide Spieler 40 Züge ohne Schlag und ohne Zug eines einfachen Steins gemacht haben.&lt;/p&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;Ziehe einen Stein auf sein Feld, oder klicke den Stein und dann das Feld an. Grüne Punkte zeigen, wohin der gewählte Stein ziehen kann; der letzte Zug ist getönt. Bei einem Mehrfachschlag setze den Stein auf jedes Landefeld nacheinander, oder gleich auf das letzte, wenn nur ein Weg dorthin führt. Die Felder tragen ihre üblichen Nummern (1–32), wie in der Zugliste.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="43"/>
        <source>&lt;h2&gt;Sorcerer&apos;s Apprentice&lt;/h2&gt;&lt;p&gt;Checkers as usual (men step forward, kings both ways, a man reaching the far row is crowned and stops there), played with &lt;b&gt;magic hats&lt;/b&gt;: the tiny pyramids of an Icehouse set, five in each of six colours, thirty in all. Pieces that wear a hat gain its power. Black moves first.&lt;/p&gt;&lt;h3&gt;Bag and racks&lt;/h3&gt;&lt;p&gt;All thirty hats start in the &lt;b&gt;Bag of Hats&lt;/b&gt;. Each player has a &lt;b&gt;Hat Rack&lt;/b&gt;, shown in the strip along that player&apos;s side of the board. The bag sits at the end of the upper strip, and the box of hats that have left the game at the end of the lower one. Rest the mouse on any hat to read its power.&lt;/p&gt;&lt;p&gt;A piece is &lt;i&gt;captured&lt;/i&gt; whenever it leaves the board, however that happens: jumped, zotted, stepped on with Strength, or killed by poison. Each time one of your pieces leaves the board:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;your opponent draws one hat at random from the bag into their rack (nothing, if the bag is empty);&lt;/li&gt;&lt;li&gt;then &lt;b&gt;you&lt;/b&gt; may take one hat from your rack and put it on one of your pieces that wears none. You may always decline.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;This happens at that very instant, even in the middle of your opponent&apos;s multiple jump, before the jumper goes on. So when the first piece of a double jump falls, you can still put Warding or Venom on the piece that is about to be taken next.&lt;/p&gt;&lt;p&gt;Hats worn by a captured piece leave the game. A man that is crowned keeps its hats.&lt;/p&gt;&lt;h3&gt;Captures are compulsory&lt;/h3&gt;&lt;p&gt;Every kind of capture counts: a jump, a zot or a Strength capture. If any of them is available you must make one, but you may choose which.&lt;/p&gt;&lt;h3&gt;The six hats&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Red — Zotting.&lt;/b&gt; The piece cannot capture by jumping (so it never forces a jump). Instead it may spend its whole turn removing one enemy piece, man or king, from one of the four diagonally neighbouring squares; it does not move. The red hat then leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Yellow — Nimbleness.&lt;/b&gt; The piece may also jump over its own pieces, which stay on the board. Such jumps may be chained and mixed with captures (a man still only goes forward), and a move may consist of friendly jumps alone; no square may be landed on twice in one move. A capture that friendly jumps can reach is available, and so compulsory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Green — Venom.&lt;/b&gt; When this piece is captured, the piece that captured it is poisoned (shown with a green skull) and leaves the board at the end of its owner&apos;s turn, with the usual draw and placement. The green hat leaves the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blue — Warding.&lt;/b&gt; When this piece would be captured, the blue hat leaves the game instead and the piece cannot be captured again this turn. A jumper still lands beyond it and may carry on as if it had captured, but may not jump that piece again this turn. A zot or Strength capture against it is used up and the attacker stays where it was. Warding also saves a poisoned piece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Clear — Strength.&lt;/b&gt; The piece cannot capture by jumping. It captures by stepping onto an enemy&apos;s square in a direction it could step (forward only for a man), removing that piece. Only one such capture per turn; a man that reaches the far row this way is crowned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Purple — Valor.&lt;/b&gt; The piece never jumps straight. It jumps over a neighbouring enemy and lands on the empty square next to that enemy at a right angle to its approach. A man may only land further forward, which means two rows straight ahead of where it started the jump; a king may turn either way. Multiple jumps continue as usual.&lt;/p&gt;&lt;h3&gt;End of the game and score&lt;/h3&gt;&lt;p&gt;The game ends when a player has no pieces left, when the player to move has no legal move, when the same position comes up for the third time, or after 40 moves by each side with no capture and no man moved. Then the score decides (having no move does not lose by itself):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;most hats in the rack wins;&lt;/li&gt;&lt;li&gt;if equal, most kings on the board;&lt;/li&gt;&lt;li&gt;if still equal, most pieces on the board;&lt;/li&gt;&lt;li&gt;otherwise it is a draw.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;Any combination can be chosen on the setup screen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mixed Hat Draft:&lt;/b&gt; all thirty hats lie open and the players take turns choosing one, the second player first, until each has chosen twelve. Those 24 hats form the bag; the other six leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Select Hat Draft:&lt;/b&gt; drafted the same way, but your twelve picks become your own pool (kept by your opponent). Instead of drawing from the bag, each time you capture you choose one hat from your pool.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contrary Select Hat Draft:&lt;/b&gt; as Select, but your opponent chooses which hat of your pool you receive.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wearing Many Hats:&lt;/b&gt; a piece may wear several hats, but a hat may go on a piece that already wears one only while all of your pieces wear the same number of hats. The powers add up: if any hat forbids jumping, the piece cannot capture by jumping; Zotting and Strength add their ways of capturing; Valor bends every jump; each Warding hat absorbs one capture; Venom poisons once and all the piece&apos;s Venom hats then leave the game.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Second-Hand Hats:&lt;/b&gt; when you capture a piece that wears hats, they go into your rack (Venom hats still leave the game), on top of the usual draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing for Blood:&lt;/b&gt; the score becomes most pieces on the board, then most hats in the rack, then most kings, then a draw.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Triple Hat Combo Bonus:&lt;/b&gt; instead of moving, you may return three hats of three different colours from your rack to the box to put two of your captured pieces back as men on empty squares of your own home row (you choose the squares; you need two captured pieces and two free squares), or return three hats of one colour to take any two hats from your opponent&apos;s rack. Captures stay compulsory, so the bonus is offered only on a turn with no capture.&lt;/p&gt;&lt;h3&gt;Where we had to decide&lt;/h3&gt;&lt;p&gt;The original rules leave a few things open; this is how Hatrack plays them:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A Strength capture ends the move: the piece does not jump on afterwards.&lt;/li&gt;&lt;li&gt;With Second-Hand Hats, the hats of a piece that dies of poison go to the opponent&apos;s rack, as if the opponent had captured it.&lt;/li&gt;&lt;li&gt;A zot reaches any of the four neighbouring diagonal squares, backwards too, even for a man.&lt;/li&gt;&lt;li&gt;Zots and Strength captures are captures like jumps: when one is possible, a capture must be made.&lt;/li&gt;&lt;li&gt;A player who cannot move ends the game but does not lose by that alone: the score decides.&lt;/li&gt;&lt;li&gt;A Warding hat protects for the rest of the turn, so a chain can pass over the warded piece once but not take it.&lt;/li&gt;&lt;li&gt;The move list keeps each turn together with whatever happened in between. Moves on the board are written as in checkers (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; for a zot), everything else in words, such as &quot;White puts blue on 19&quot; between two jumps of Black&apos;s. Rest the mouse on a turn to see it in notation: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Using the board&lt;/h3&gt;&lt;p&gt;Move as in checkers: drag a piece, or click it and then its square. An orange crosshair marks an enemy piece you can zot or take with Strength: drag your piece onto it or click it. When you may place a hat, the colours you can place glow in your rack: click one (it is chosen already when there is only one), then click one of the ringed pieces, or press &lt;i&gt;No hat this time&lt;/i&gt;. In a draft, click a pyramid to take it.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Zauberlehrling (Sorcerer&apos;s Apprentice)&lt;/h2&gt;&lt;p&gt;Dame wie gewohnt (einfache Steine ziehen vorwärts, Damen in beide Richtungen, ein Stein auf der gegnerischen Grundreihe wird zur Dame und hält dort an), gespielt mit &lt;b&gt;Zauberhüten&lt;/b&gt;: den kleinen Pyramiden eines Icehouse-Sets, fünf in jeder von sechs Farben, dreißig insgesamt. Steine mit Hut erhalten dessen Kraft. Schwarz zieht zuerst.&lt;/p&gt;&lt;h3&gt;Beutel und Hutständer&lt;/h3&gt;&lt;p&gt;Alle dreißig Hüte liegen zu Beginn im &lt;b&gt;Hutbeutel&lt;/b&gt;. Jeder Spieler hat einen &lt;b&gt;Hutständer&lt;/b&gt;, gezeigt in der Leiste an seiner Seite des Bretts. Der Beutel steht am Ende der oberen Leiste, die Schachtel mit den Hüten, die aus dem Spiel ausgeschieden sind, am Ende der unteren. Halte die Maus über einen Hut, um seine Kraft zu lesen.&lt;/p&gt;&lt;p&gt;Ein Stein gilt als &lt;i&gt;geschlagen&lt;/i&gt;, sobald er das Brett verlässt, ganz gleich wie: übersprungen, weggezaubert, mit Stärke betreten oder durch Gift. Jedes Mal, wenn einer deiner Steine das Brett verlässt:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;zieht dein Gegner zufällig einen Hut aus dem Beutel in seinen Hutständer (nichts, wenn der Beutel leer ist);&lt;/li&gt;&lt;li&gt;danach darfst &lt;b&gt;du&lt;/b&gt; einen Hut aus deinem Hutständer auf einen deiner Steine ohne Hut setzen. Du darfst immer verzichten.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Das geschieht genau in diesem Augenblick, auch mitten im Mehrfachschlag deines Gegners, bevor der Springer weiterzieht. Fällt also der erste Stein eines Doppelschlags, kannst du dem Stein, der als Nächstes fallen würde, noch Schutz oder Gift aufsetzen.&lt;/p&gt;&lt;p&gt;Hüte eines geschlagenen Steins scheiden aus dem Spiel aus. Ein Stein, der zur Dame wird, behält seine Hüte.&lt;/p&gt;&lt;h3&gt;Schlagen ist Pflicht&lt;/h3&gt;&lt;p&gt;Jede Art zu schlagen zählt: Überspringen, Wegzaubern oder ein Schlag mit Stärke. Ist einer davon möglich, musst du schlagen, darfst aber wählen, wie.&lt;/p&gt;&lt;h3&gt;Die sechs Hüte&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Rot — Wegzaubern.&lt;/b&gt; Der Stein kann nicht durch Überspringen schlagen (und erzwingt deshalb nie einen Sprung). Stattdessen darf er seinen ganzen Zug damit verbringen, einen gegnerischen Stein oder eine Dame von einem der vier diagonal benachbarten Felder zu entfernen; er selbst bewegt sich nicht. Danach scheidet der rote Hut aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gelb — Flinkheit.&lt;/b&gt; Der Stein darf auch eigene Steine überspringen, die auf dem Brett bleiben. Solche Sprünge dürfen aneinandergereiht und mit Schlägen gemischt werden (ein einfacher Stein bleibt bei vorwärts), und ein Zug darf nur aus solchen Sprüngen bestehen; kein Feld darf in einem Zug zweimal betreten werden. Ein Schlag, den eigene Sprünge erreichbar machen, ist möglich und damit Pflicht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grün — Gift.&lt;/b&gt; Wird dieser Stein geschlagen, ist der schlagende Stein vergiftet (mit einem grünen Totenkopf gezeigt) und verlässt am Ende des Zuges seines Besitzers das Brett, mit dem üblichen Ziehen und Aufsetzen. Der grüne Hut scheidet aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Blau — Schutz.&lt;/b&gt; Würde dieser Stein geschlagen, scheidet stattdessen der blaue Hut aus dem Spiel aus, und der Stein kann in diesem Zug nicht mehr geschlagen werden. Ein Springer landet trotzdem hinter ihm und darf weiterziehen, als hätte er geschlagen, darf diesen Stein in diesem Zug aber nicht noch einmal überspringen. Wegzaubern oder ein Schlag mit Stärke gegen ihn ist verbraucht, und der Angreifer bleibt, wo er war. Schutz rettet auch einen vergifteten Stein.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Klar — Stärke.&lt;/b&gt; Der Stein kann nicht durch Überspringen schlagen. Er schlägt, indem er auf das Feld eines gegnerischen Steins zieht, in einer Richtung, in die er ziehen könnte (ein einfacher Stein nur vorwärts), und diesen entfernt. Nur ein solcher Schlag pro Zug; ein Stein, der so die gegnerische Grundreihe erreicht, wird zur Dame.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lila — Tapferkeit.&lt;/b&gt; Der Stein springt nie geradeaus. Er springt über einen benachbarten Gegner und landet auf dem leeren Feld neben diesem Gegner, im rechten Winkel zu seiner Anlaufrichtung. Ein einfacher Stein darf nur weiter vorn landen, also zwei Reihen gerade vor dem Feld, von dem er absprang; eine Dame darf in beide Richtungen abbiegen. Mehrfachschläge gehen wie gewohnt weiter.&lt;/p&gt;&lt;h3&gt;Spielende und Wertung&lt;/h3&gt;&lt;p&gt;Die Partie endet, wenn ein Spieler keine Steine mehr hat, wenn der Spieler am Zug nicht ziehen kann, wenn dieselbe Stellung zum dritten Mal entsteht oder nach je 40 Zügen ohne Schlag und ohne Zug eines einfachen Steins. Dann entscheidet die Wertung (nicht ziehen zu können verliert nicht von selbst):&lt;/p&gt;&lt;ol&gt;&lt;li&gt;die meisten Hüte im Hutständer gewinnen;&lt;/li&gt;&lt;li&gt;bei Gleichstand die meisten Damen auf dem Brett;&lt;/li&gt;&lt;li&gt;bei weiterem Gleichstand die meisten Steine auf dem Brett;&lt;/li&gt;&lt;li&gt;sonst endet die Partie remis.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Optionen&lt;/h3&gt;&lt;p&gt;Jede Kombination kann im Startbildschirm gewählt werden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gemischte Hutauswahl:&lt;/b&gt; Alle dreißig Hüte liegen offen, und die Spieler wählen abwechselnd einen, der zweite Spieler zuerst, bis jeder zwölf hat. Diese 24 Hüte bilden den Beutel; die anderen sechs scheiden aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eigene Hutauswahl:&lt;/b&gt; Gewählt wird ebenso, aber deine zwölf Hüte werden dein eigener Vorrat (den dein Gegner verwahrt). Statt aus dem Beutel zu ziehen, wählst du bei jedem Schlag einen Hut aus deinem Vorrat.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Umgekehrte eigene Hutauswahl:&lt;/b&gt; Wie die eigene Auswahl, aber dein Gegner bestimmt, welchen Hut aus deinem Vorrat du bekommst.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Viele Hüte:&lt;/b&gt; Ein Stein darf mehrere Hüte tragen, aber ein Hut darf nur dann auf einen Stein, der schon einen trägt, solange alle deine Steine gleich viele Hüte tragen. Die Kräfte addieren sich: Verbietet ein Hut das Überspringen, kann der Stein nicht durch Überspringen schlagen; Wegzaubern und Stärke fügen ihre Arten zu schlagen hinzu; Tapferkeit knickt jeden Sprung ab; jeder Schutzhut fängt einen Schlag ab; Gift wirkt einmal, und danach scheiden alle Gifthüte des Steins aus dem Spiel aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Hüte aus zweiter Hand:&lt;/b&gt; Schlägst du einen Stein mit Hüten, kommen sie in deinen Hutständer (Gifthüte scheiden trotzdem aus), zusätzlich zum üblichen Ziehen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel auf Blut:&lt;/b&gt; Die Wertung wird: die meisten Steine auf dem Brett, dann die meisten Hüte im Hutständer, dann die meisten Damen, dann remis.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dreihut-Kombination:&lt;/b&gt; Statt zu ziehen darfst du drei Hüte verschiedener Farben aus deinem Hutständer in die Schachtel zurückgeben, um zwei deiner geschlagenen Steine als einfache Steine auf leere Felder deiner eigenen Grundreihe zurückzuholen (du wählst die Felder; du brauchst zwei geschlagene Steine und zwei freie Felder), oder drei Hüte einer Farbe zurückgeben, um zwei beliebige Hüte aus dem Hutständer deines Gegners zu nehmen. Schlagen bleibt Pflicht, deshalb gibt es die Kombination nur in einem Zug ohne möglichen Schlag.&lt;/p&gt;&lt;h3&gt;Wo wir entscheiden mussten&lt;/h3&gt;&lt;p&gt;Die Originalregeln lassen einiges offen; so spielt Hatrack es:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ein Schlag mit Stärke beendet den Zug: Der Stein springt danach nicht weiter.&lt;/li&gt;&lt;li&gt;Mit Hüten aus zweiter Hand gehen die Hüte eines Steins, der am Gift stirbt, in den Hutständer des Gegners, als hätte der Gegner ihn geschlagen.&lt;/li&gt;&lt;li&gt;Wegzaubern erreicht alle vier diagonal benachbarten Felder, auch rückwärts, selbst für einen einfachen Stein.&lt;/li&gt;&lt;li&gt;Wegzaubern und Schläge mit Stärke sind Schläge wie Sprünge: Ist einer möglich, muss geschlagen werden.&lt;/li&gt;&lt;li&gt;Wer nicht ziehen kann, beendet die Partie, verliert aber nicht allein dadurch: Die Wertung entscheidet.&lt;/li&gt;&lt;li&gt;Ein Schutzhut schützt für den Rest des Zuges, ein Mehrfachschlag kann den geschützten Stein also einmal überspringen, ihn aber nicht schlagen.&lt;/li&gt;&lt;li&gt;Die Zugliste hält jeden Zug mit allem zusammen, was dazwischen geschah. Züge auf dem Brett stehen in Dame-Notation (&lt;tt&gt;6x15&lt;/tt&gt;, &lt;tt&gt;11z15&lt;/tt&gt; für Wegzaubern), alles andere in Worten, etwa „Weiß setzt Blau auf 19“ zwischen zwei Sprüngen von Schwarz. Halte die Maus über einen Zug, um ihn in Notation zu sehen: &lt;tt&gt;6x15 blue@19 15x24&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Bedienung&lt;/h3&gt;&lt;p&gt;Gezogen wird wie bei Dame: Ziehe einen Stein, oder klicke ihn und dann sein Feld an. Ein orangefarbenes Fadenkreuz markiert einen gegnerischen Stein, den du wegzaubern oder mit Stärke schlagen kannst: Ziehe deinen Stein darauf oder klicke ihn an. Darfst du einen Hut aufsetzen, leuchten die möglichen Farben in deinem Hutständer: Klicke eine an (bei nur einer Farbe ist sie schon gewählt), dann einen der umrandeten Steine, oder drücke &lt;i&gt;Diesmal keinen Hut&lt;/i&gt;. Bei einer Hutauswahl klicke eine Pyramide an, um sie zu nehmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="197"/>
        <source>No rules written yet for this game.</source>
        <translation>Für dieses Spiel gibt es noch keine Regeln.</translation>
    </message>
    <message>
        <location filename="../qml/RulesPanel.qml" line="203"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <location filename="../qml/SetupScreen.qml" line="27"/>
        <source>No draft: draw from the full bag</source>
        <translation>Keine Auswahl: aus dem vollen Beutel ziehen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="28"/>
        <source>Mixed Hat Draft</source>
        <translation>Gemischte Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="29"/>
        <source>Select Hat Draft</source>
        <translation>Eigene Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="30"/>
        <source>Contrary Select Hat Draft</source>
        <translation>Gegnerische Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="37"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="39"/>
        <source>Computer — %1</source>
        <translation>Computer — %1</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="91"/>
        <source>Checkers and its variants with special powers</source>
        <translation>Dame und ihre Varianten mit besonderen Kräften</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="112"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="185"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="193"/>
        <source>%1 (moves first)</source>
        <translation>%1 (zieht zuerst)</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="211"/>
        <source>Swap sides</source>
        <translation>Seiten tauschen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="215"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="218"/>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="313"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="325"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="340"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="347"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SetupScreen.qml" line="353"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../qml/SidePanel.qml" line="57"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="57"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="58"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="vanished">Züge</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="151"/>
        <source>The computer is looking for a hint…</source>
        <translation>Der Computer sucht einen Tipp…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="174"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="180"/>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="188"/>
        <source>Stop hint</source>
        <translation>Tipp abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="188"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="195"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="201"/>
        <source>Flip board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="206"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="212"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="218"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="224"/>
        <source>Change game or players…</source>
        <translation>Spiel oder Spieler ändern…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="233"/>
        <source>Resign…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="240"/>
        <source>Offer draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="247"/>
        <source>Position ▾</source>
        <translation>Stellung ▾</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="255"/>
        <source>Copy position (Ctrl+C)</source>
        <translation>Stellung kopieren (Strg+C)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="260"/>
        <source>Paste position (Ctrl+V)</source>
        <translation>Stellung einfügen (Strg+V)</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="272"/>
        <source>PDN is for checkers: %1 games cannot be written or read as PDN.</source>
        <translation>PDN gibt es nur für Dame: Partien von %1 lassen sich nicht als PDN schreiben oder lesen.</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="278"/>
        <source>PDN ▾</source>
        <translation>PDN ▾</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="286"/>
        <source>Copy game as PDN</source>
        <translation>Partie als PDN kopieren</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="290"/>
        <source>Export PDN…</source>
        <translation>PDN exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/SidePanel.qml" line="295"/>
        <source>Import PDN…</source>
        <translation>PDN importieren…</translation>
    </message>
</context>
<context>
    <name>SorcererArt</name>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="81"/>
        <source>Poisoned by Venom: this piece leaves the board at the end of its owner&apos;s turn, unless a blue hat (Warding) takes the blow.</source>
        <translation>Vom Gift getroffen: Dieser Stein verlässt am Ende des Zuges seines Besitzers das Brett, außer ein blauer Hut (Schutz) fängt den Schlag ab.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="87"/>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="88"/>
        <source>Out</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="94"/>
        <source>The hats %1 picked in the draft. Each time %1 captures, one of them moves to %1&apos;s rack.</source>
        <translation>Die Hüte, die %1 in der Auswahl genommen hat. Jedes Mal, wenn %1 schlägt, kommt einer davon in den Hutständer von %1.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="99"/>
        <source>Hats in rack</source>
        <translation>Hüte im Ständer</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="100"/>
        <source>Kings</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="101"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="112"/>
        <source>No hat this time</source>
        <translation>Diesmal keinen Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="113"/>
        <source>End the move here</source>
        <translation>Zug hier beenden</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="114"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="117"/>
        <source>Return %1 to bring back two men on %2 and %3</source>
        <translation>%1 zurückgeben, um zwei Steine auf %2 und %3 zurückzuholen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="122"/>
        <source>Return three %1 to take %2 and %3 from the opponent&apos;s rack</source>
        <translation>Drei %1 zurückgeben, um %2 und %3 aus dem gegnerischen Hutständer zu nehmen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="150"/>
        <source>Triple Hat Combo… (%1 ways)</source>
        <translation>Dreihut-Kombination… (%1 Möglichkeiten)</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="151"/>
        <source>Triple Hat Combo, instead of moving</source>
        <translation>Dreihut-Kombination statt eines Zuges</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="153"/>
        <source>Three hats of different colours go back to the box to bring back two of your captured pieces as men on your home row, or three of one colour to take two hats from your opponent&apos;s rack.</source>
        <translation>Drei Hüte verschiedener Farben kommen zurück in die Schachtel, um zwei deiner geschlagenen Steine auf deiner Grundreihe zurückzuholen, oder drei Hüte einer Farbe, um zwei Hüte aus dem Hutständer deines Gegners zu nehmen.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="157"/>
        <source>Bring back two men</source>
        <translation>Zwei Steine zurückholen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="157"/>
        <source>Take two hats</source>
        <translation>Zwei Hüte nehmen</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="160"/>
        <source>Click a ringed piece to give it the %1 hat (%2), or choose no hat.</source>
        <translation>Klicke einen umrandeten Stein an, um ihm den Hut in %1 (%2) aufzusetzen, oder wähle keinen Hut.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="162"/>
        <source>Choose a glowing hat in your rack, then click a ringed piece.</source>
        <translation>Wähle einen leuchtenden Hut in deinem Hutständer, dann klicke einen umrandeten Stein an.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="164"/>
        <source>Hat draft</source>
        <translation>Hutauswahl</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="167"/>
        <source>Players take turns, the second player first, until each has 12. Your picks form your own pool: each time you capture, one of them goes to your rack (in the contrary draft your opponent chooses which). The 6 hats left over leave the game.</source>
        <translation>Die Spieler wählen abwechselnd, der zweite Spieler zuerst, bis jeder 12 hat. Deine Hüte bilden deinen eigenen Vorrat: Jedes Mal, wenn du schlägst, kommt einer davon in deinen Hutständer (bei der umgekehrten Auswahl bestimmt dein Gegner, welcher). Die 6 übrigen Hüte scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="170"/>
        <source>Players take turns, the second player first, until each has 12. The 24 picked hats fill the Bag of Hats; the 6 left over leave the game.</source>
        <translation>Die Spieler wählen abwechselnd, der zweite Spieler zuerst, bis jeder 12 hat. Die 24 gewählten Hüte kommen in den Hutbeutel; die 6 übrigen scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="174"/>
        <source>%1: %2 of 12 picked</source>
        <translation>%1: %2 von 12 gewählt</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Hat draft: 1 pick</source>
        <translation>Hutauswahl: 1 Hut</translation>
    </message>
    <message>
        <location filename="../qml/art/SorcererArt.qml" line="179"/>
        <source>Hat draft: %1 picks</source>
        <translation>Hutauswahl: %1 Hüte</translation>
    </message>
</context>
<context>
    <name>ZoneStrip</name>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="152"/>
        <source>%1&apos;s rack: %2</source>
        <translation>Hutständer von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="153"/>
        <source>Pool: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="154"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="184"/>
        <source>in %1&apos;s rack</source>
        <translation>im Hutständer von %1</translation>
    </message>
    <message>
        <location filename="../qml/ZoneStrip.qml" line="185"/>
        <source>in %1&apos;s pool</source>
        <translation>im Vorrat von %1</translation>
    </message>
</context>
</TS>
