<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English is the language of the sources: this file holds only the plural
     forms of messages with a count (lupdate -pluralonly), so that "%n game(s)"
     reads "1 game" and "200 games", and the card names that may break at a
     soft hyphen on a small card (AlienWords). -->
<TS version="2.1" language="en">
<context>
    <name>AlienWords</name>
    <message>
        <source>Antimatter</source>
        <translation>Anti­matter</translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation>Coro­nation</translation>
    </message>
</context>
<context>
    <name>HatHeap</name>
    <message numerus="yes">
        <source>Bag of Hats: %n hat(s) (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</source>
        <translation>
            <numerusform>Bag of Hats: %n hat (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</numerusform>
            <numerusform>Bag of Hats: %n hats (%1). Each time a piece leaves the board, its owner&apos;s opponent draws one at random.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of the game: %n hat(s) (%1).</source>
        <translation>
            <numerusform>Out of the game: %n hat (%1).</numerusform>
            <numerusform>Out of the game: %n hats (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabLengths</name>
    <message numerus="yes">
        <source>%n game(s) of %1–%2 plies</source>
        <translation>
            <numerusform>%n game of %1–%2 plies</numerusform>
            <numerusform>%n games of %1–%2 plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabOutcomes</name>
    <message numerus="yes">
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n game</numerusform>
            <numerusform>%1 · %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabTable</name>
    <message numerus="yes">
        <source>had in %n game(s)</source>
        <translation>
            <numerusform>had in %n game</numerusform>
            <numerusform>had in %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>used %n time(s)</source>
        <translation>
            <numerusform>used %n time</numerusform>
            <numerusform>used %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonCoach</name>
    <message numerus="yes">
        <source>New to %1? %n short levels teach it</source>
        <translation>
            <numerusform>New to %1? %n short level teaches it</numerusform>
            <numerusform>New to %1? %n short levels teach it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SorcererArt</name>
    <message numerus="yes">
        <source>Triple Hat Combo… (%n way(s))</source>
        <translation>
            <numerusform>Triple Hat Combo… (%n way)</numerusform>
            <numerusform>Triple Hat Combo… (%n ways)</numerusform>
        </translation>
    </message>
</context>
</TS>
