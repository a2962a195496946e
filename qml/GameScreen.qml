// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The table of any game: the board with every token on it, each player's
// zones in a strip along that player's edge, a draft over the board while one
// lasts, and the side panel. Whatever the table holds is drawn from the
// controller's table model; the game only chooses the art.
Item {
    id: screen

    required property GameController controller
    // The lessons: offered on a game new to the player, and, in lesson mode,
    // a level is played here with the lesson's panel instead of the side panel.
    property LessonCoach coach: null
    property bool lessonMode: false
    // The lessons of a game are asked for (the lesson panel, the offer, the rules).
    signal lessonsRequested(string gameId)
    // A screen the game was opened from, which the side panel leads back to.
    property string backText: ""
    signal backRequested()
    signal setupRequested()
    signal saveRequested()
    signal openRequested()
    signal settingsRequested()
    signal pastePositionRequested()
    signal importPdnRequested()
    signal exportPdnRequested()

    property alias board: board
    // Up to 1.4 times the text, from the size the layout was made for
    // (1060x760) on; never smaller, as 800x600 is laid out at 1.
    Binding {
        target: Theme
        property: "textScale"
        value: Math.max(1, Math.min(1.4, screen.width / 1060, screen.height / 760))
    }
    // The side panel's width (or the lesson panel's): narrower in a small
    // window, where the board needs the room more; in a wide one the width
    // the board (sized by the height) leaves, rather than a gap between them.
    readonly property real panelWidth: width < 1000 ? 280
        : Math.max(300, Math.min(440, width - 48 - (height - 32 - (hasZones ? 0.16 * height : 0))
                                      - (cardPanel.visible ? cardPanel.Layout.preferredWidth + 16 : 0)))
    property alias lessonOffer: offer
    property alias rulesPanel: rules
    readonly property alias drafting: draftView.open
    // Tokens still flying to a zone ({"rack:0/red": 1}): counted there once they land.
    readonly property var incoming: board.tokenLayer.incoming

    // Zones off the board (racks, pools, heaps...) or counters: the strips are shown.
    readonly property bool hasZones: controller.table.zones.some(z => z.kind !== "draft")
                                     || controller.table.counters.length > 0
    // The pick group chosen (for hats: a colour), "" while none is chosen.
    property string pickGroup: ""

    // "New game": the same game and players again, once the player agrees to
    // abandon a game in progress.
    function requestNewGame() {
        abandon.ask(() => screen.controller.restart())
    }

    function refreshPick() {
        const groups = controller.pickGroups
        if (groups.length === 1)
            pickGroup = groups[0]
        else if (groups.indexOf(pickGroup) < 0)
            pickGroup = ""
    }
    Connections {
        target: screen.controller
        function onStateChanged() { screen.refreshPick() }
        function onGameChanged() {
            screen.refreshPick()
            board.tokenLayer.relayout()
        }
        function onFlippedChanged() { board.tokenLayer.relayout() }
    }
    Connections {
        target: screen.controller.table
        function onZonesChanged() { board.tokenLayer.relayout() }
    }
    onWidthChanged: board.tokenLayer.relayout()
    onHeightChanged: board.tokenLayer.relayout()
    onVisibleChanged: {
        board.tokenLayer.relayout()
        // The board has the keys when the game is shown: arrows and Enter play.
        if (visible)
            board.forceActiveFocus()
    }

    // Where a token in a zone lies, for the token layer: the draft over the
    // board, or a slot or heap in one of the strips.
    function zoneSpot(zone, face, faceIndex, faceCount, stackIndex) {
        if (zone === draftView.zoneId)
            return draftView.spotFor(face, faceIndex, faceCount)
        return cardPanel.spotFor(zone, face, stackIndex) || topStrip.spotFor(zone, face, stackIndex) || bottomStrip.spotFor(zone, face, stackIndex)
    }

    // Above the table, not in a layout with it: a card panel that appeared
    // in a row nested in a column was never laid out (Qt 6.4).
    LessonOffer {
        id: offer
        objectName: "lessonOffer"
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
        coach: screen.coach
        // Made once, for the first game of a game never played, and kept
        // until the player closes it: gone after the first move, it moved the
        // board and the panel up under a player about to click (at one screen,
        // the next player). Closed, it gives its room back smoothly.
        visible: shown && screen.coach !== null && !screen.lessonMode
        onLessonsRequested: (gameId) => screen.lessonsRequested(gameId)
    }

    // The room the offer takes above the board. It gives it back smoothly
    // when closed: at once, the board grew and shifted under the pointer.
    property real offerRoom: 0
    function placeOffer() {
        collapse.stop()
        if (offer.visible)
            offerRoom = offer.height + 10
        else if (Theme.pulses && offerRoom > 0)
            collapse.start()
        else
            offerRoom = 0
    }
    Connections {
        target: offer
        function onVisibleChanged() { screen.placeOffer() }
        function onHeightChanged() { screen.placeOffer() }
    }
    Component.onCompleted: placeOffer()
    NumberAnimation {
        id: collapse
        target: screen
        property: "offerRoom"
        to: 0
        duration: 350
        easing.type: Easing.InOutQuad
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        anchors.topMargin: 16 + screen.offerRoom
        spacing: 16

        // Cards, for a game that has them: left of the board.
        CardPanel {
            id: cardPanel
            objectName: "cardPanel"
            visible: cardPanel.hasCards
            // It grows with the text in a large window, so that its labels
            // and the words on its cards do too.
            Layout.preferredWidth: screen.width < 1000 ? 132 : Math.round(190 * Theme.textScale)
            Layout.fillHeight: true
            controller: screen.controller
            tokenLayer: board.tokenLayer
        }

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The size a cell will have, worked out from this area alone (the
            // board adds a frame of about a sixth of a cell on every side, a
            // third when it carries coordinates), so
            // the strips and the frame get their room without a binding loop.
            readonly property real frameShare: board.frameShare
            readonly property real cellEstimate: Math.max(1, Math.min(
                width / (board.shownCols + 2 * frameShare),
                (height - 2 * (stripHeight + gap)) / (board.shownRows + 2 * frameShare)))
            readonly property real frameRoom: Math.max(board.hasLabels ? 13 : 6, cellEstimate * frameShare)
            // The racks grow with the board (a strip is about 0.7 of a cell
            // high), so their hats stay about the size of those on the pieces.
            readonly property real stripShare: 0.7
            readonly property real stripHeight: !screen.hasZones ? 0 : Math.max(48, Math.min(96, stripShare * Math.min(
                width / (board.shownCols + 2 * frameShare),
                (height - 2 * gap) / (board.shownRows + 2 * frameShare + 2 * stripShare))))
            readonly property real gap: screen.hasZones ? 6 : 0
            // The board's drawn rectangle, frame included, in this item.
            readonly property real frameLeft: board.x + board.boardLeft - board.frame
            readonly property real frameTop: board.y + board.boardTop - board.frame
            readonly property real frameWidth: board.boardWidth + 2 * board.frame
            readonly property real frameHeight: board.boardHeight + 2 * board.frame

            ZoneStrip {
                id: topStrip
                objectName: "hatStripTop"
                visible: screen.hasZones
                controller: screen.controller
                tokenLayer: board.tokenLayer
                // The player whose home row is at the top of the screen.
                side: screen.controller.flipped ? 1 - screen.controller.topPlayer : screen.controller.topPlayer
                heapIndex: 0
                pickGroup: screen.pickGroup
                onGroupChosen: (group) => screen.pickGroup = group
                x: boardArea.frameLeft
                y: boardArea.frameTop - boardArea.gap - height
                width: boardArea.frameWidth
                height: boardArea.stripHeight
            }

            ZoneStrip {
                id: bottomStrip
                objectName: "hatStripBottom"
                visible: screen.hasZones
                controller: screen.controller
                tokenLayer: board.tokenLayer
                side: screen.controller.flipped ? screen.controller.topPlayer : 1 - screen.controller.topPlayer
                heapIndex: 1
                pickGroup: screen.pickGroup
                onGroupChosen: (group) => screen.pickGroup = group
                x: boardArea.frameLeft
                y: boardArea.frameTop + boardArea.frameHeight + boardArea.gap
                width: boardArea.frameWidth
                height: boardArea.stripHeight
            }

            // Declared after the strips: tokens travelling over them fly above them.
            Board {
                id: board
                anchors.fill: parent
                anchors.leftMargin: boardArea.frameRoom
                anchors.rightMargin: boardArea.frameRoom
                anchors.topMargin: boardArea.stripHeight + boardArea.gap + boardArea.frameRoom
                anchors.bottomMargin: boardArea.stripHeight + boardArea.gap + boardArea.frameRoom
                controller: screen.controller
                pickGroup: screen.pickGroup
                zoneLocator: screen

                DraftView {
                    id: draftView
                    objectName: "draftView"
                    anchors.fill: parent
                    controller: screen.controller
                    tokenLayer: board.tokenLayer
                }
            }

            LessonMarks {
                anchors.fill: board
                // Once the level is decided the board speaks for itself.
                visible: screen.lessonMode && screen.coach !== null && screen.coach.state !== "won" && screen.coach.state !== "shown"
                board: board
                coach: screen.coach
            }

            // A lesson says how it ended in its own panel.
            Item {
                anchors.fill: parent
                visible: !screen.lessonMode
                GameOverBanner {
                    id: banner
                    anchors.centerIn: parent
                    width: Math.min(parent.width * 0.85, 480)
                    controller: screen.controller
                    art: board.tokenLayer.artObject
                    onNewGameRequested: screen.requestNewGame()
                    onSetupRequested: screen.setupRequested()
                }
                Binding {
                    target: board.tokenLayer
                    property: "tipsHidden"
                    value: banner.visible
                }
            }
        }

        // Made only for a lesson, so that a game's screen holds one set of
        // buttons and one list of moves.
        Loader {
            id: lessonPanel
            objectName: "lessonPanelLoader"
            active: screen.lessonMode
            visible: active
            // As wide as the side panel it stands in for.
            Layout.preferredWidth: screen.panelWidth
            Layout.minimumWidth: 220
            Layout.maximumWidth: Layout.preferredWidth
            Layout.fillHeight: true
            sourceComponent: LessonPanel {
                objectName: "lessonPanel"
                controller: screen.controller
                coach: screen.coach
                pickGroup: screen.pickGroup
                art: board.tokenLayer.artObject
                onLessonsRequested: screen.lessonsRequested(screen.controller.gameId)
                onRulesRequested: rules.open()
                onSettingsRequested: screen.settingsRequested()
            }
        }

        SidePanel {
            id: sidePanel
            objectName: "sidePanel"
            visible: !screen.lessonMode
            Layout.preferredWidth: screen.panelWidth
            Layout.minimumWidth: 220
            Layout.fillHeight: true
            controller: screen.controller
            pickGroup: screen.pickGroup
            explainedSquare: board.heldSquare >= 0 ? board.heldSquare : screen.controller.selectedSquare
            art: board.tokenLayer.artObject
            dieTumbling: board.dieTumbling
            backText: screen.backText
            onBackRequested: screen.backRequested()
            onRulesRequested: rules.open()
            onSetupRequested: screen.setupRequested()
            onSaveRequested: screen.saveRequested()
            onOpenRequested: screen.openRequested()
            onNewGameRequested: screen.requestNewGame()
            onSettingsRequested: screen.settingsRequested()
            onResignRequested: resignDialog.open()
            onPastePositionRequested: screen.pastePositionRequested()
            onImportPdnRequested: screen.importPdnRequested()
            onExportPdnRequested: screen.exportPdnRequested()
        }
    }

    // Two people at one screen with secrets from each other: the table is
    // covered between their turns.
    Curtain {
        anchors.fill: parent
        controller: screen.controller
        barLeft: boardArea.x + boardArea.parent.x
        barWidth: boardArea.width
    }

    RulesPanel {
        id: rules
        objectName: "rulesPanel"
        gameId: screen.controller.gameId
        onLessonsRequested: screen.lessonsRequested(screen.controller.gameId)
    }

    Shortcut {
        sequence: StandardKey.HelpContents
        enabled: screen.visible
        onActivated: rules.open()
    }
    Shortcut {
        sequence: StandardKey.New
        enabled: screen.visible && screen.controller.hasGame && !screen.lessonMode
        onActivated: screen.requestNewGame()
    }

    ResignDialog {
        id: resignDialog
        controller: screen.controller
    }
    DrawAnswerDialog {
        id: drawAnswer
        controller: screen.controller
    }
    Connections {
        target: screen.controller
        function onDrawOffered(by, to) { drawAnswer.ask(by, to) }
    }

    AbandonDialog {
        id: abandon
        objectName: "gameAbandonDialog"
        controller: screen.controller
    }
}
