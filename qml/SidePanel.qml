// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

Rectangle {
    id: panel

    required property GameController controller
    property string pickGroup: ""
    // The piece whose moves are explained under the question: the one chosen,
    // unless the screen asks about another (a piece pressed and held).
    property int explainedSquare: controller.selectedSquare
    required property QtObject art
    // A die over the board still tumbles: the news and the latest move's
    // notes, which tell its result, wait for it to land, as the caption does.
    property bool dieTumbling: false
    // Where the game was opened from, if a screen waits there ("Lab"):
    // a button at the top leads back to it.
    property string backText: ""
    signal backRequested()
    signal rulesRequested()
    signal setupRequested()
    signal saveRequested()
    signal openRequested()
    // "New game" is forwarded, so the screen can ask before a game is thrown away.
    signal newGameRequested()
    signal settingsRequested()
    // Resign asks first (ResignDialog); the screen holds the dialogs.
    signal resignRequested()
    // Positions and records: the screen asks first and shows any problem.
    signal pastePositionRequested()
    signal importPdnRequested()
    signal exportPdnRequested()

    // A short window (800x600): the list of moves needs the room more than
    // tall player cards, and the less used buttons go into the Game menu.
    readonly property bool compact: height < 640

    color: Theme.panel
    radius: 8
    border.color: Theme.panelBorder

    function toggleHint() {
        if (controller.hinting)
            controller.cancelHint()
        else
            controller.hint()
    }

    // The keys work wherever the focus is in the game's window.
    Shortcut {
        // Every key the platform has for it (Alt+Backspace too on Linux).
        sequences: [StandardKey.Undo]
        enabled: panel.visible && panel.controller.canUndo
        onActivated: panel.controller.undo()
    }
    Shortcut {
        id: redoKeys
        sequence: "Ctrl+Shift+Z"
        sequences: ["Ctrl+Y"]
        enabled: panel.visible && panel.controller.canRedo
        onActivated: panel.controller.redo()
    }
    // The game screen's own keys, named here in the buttons' tips as the
    // platform writes them; never enabled, as the screen's keys act.
    Shortcut {
        id: newGameKeys
        sequence: StandardKey.New
        enabled: false
    }
    Shortcut {
        id: undoKeys
        sequence: "Ctrl+Z"
        enabled: false
    }
    Shortcut {
        id: rulesKeys
        sequence: StandardKey.HelpContents
        enabled: false
    }
    Shortcut {
        sequence: "Escape"
        enabled: panel.visible && panel.controller.viewing
        onActivated: panel.controller.backToGame()
    }
    Shortcut {
        sequence: "H"
        enabled: panel.visible && (panel.controller.hinting || panel.controller.canHint)
        onActivated: panel.toggleHint()
    }

    // The explanation of the piece on `square`; the other arguments are only
    // what it is worded from again when they change.
    function saidAlready(status, explanation) {
        if (status.indexOf(explanation) >= 0)
            return true
        let same = 0
        while (same < explanation.length && same < status.length && explanation[same] === status[same])
            ++same
        return same >= explanation.length * 0.7
    }
    function explanationOf(square, ...wordedFrom) {
        return square >= 0 ? controller.explainSquare(square) : ""
    }

    // The height the question and the list of moves share: the panel less
    // everything else in it, none of which depends on those two.
    readonly property real roomForQuestionAndMoves: {
        let used = 0, shown = 0
        for (let i = 0; i < content.children.length; ++i) {
            const item = content.children[i]
            // A Repeater is no part of the layout; the rows it makes are.
            // (The list's `visible` depends on this room: asked first, it
            // would make a binding loop.)
            if (item === decisionArea || item === moveList || item === listRoom || item.delegate !== undefined
                    || !item.visible)
                continue
            used += item.height
            ++shown
        }
        return content.height - used - shown * content.spacing
    }

    function playerLabel(side) {
        const kind = controller.playerKinds[side]
        if (kind === undefined)
            return ""
        if (kind === "human")
            return controller.playerKinds[1 - side] === "human" ? qsTr("Player %1").arg(side + 1) : qsTr("You")
        return qsTr("Computer (%1)").arg(controller.engineWord(kind))
    }

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 14
        spacing: 10

        // Anchored, not a RowLayout: a layout told of the back button while
        // the screen was hidden (a game opened from the lab) never laid the
        // title out again, and drew it under the button.
        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(backButton.implicitHeight, gameTitle.implicitHeight, settingsButton.implicitHeight)
            readonly property bool backShown: panel.backText !== ""
            Button {
                id: backButton
                objectName: "backButton"
                visible: parent.backShown
                anchors.left: parent.left
                anchors.verticalCenter: parent.verticalCenter
                text: "◀ " + panel.backText
                onClicked: panel.backRequested()
            }
            Label {
                id: gameTitle
                objectName: "gameTitle"
                anchors.left: parent.backShown ? backButton.right : parent.left
                anchors.leftMargin: parent.backShown ? 4 : 0
                anchors.right: settingsButton.left
                anchors.rightMargin: 4
                anchors.verticalCenter: parent.verticalCenter
                text: panel.controller.gameTitle
                color: Theme.text
                font.pixelSize: Theme.px(22)
                font.bold: true
                // A long title shrinks a little in a narrow panel rather than lose its end.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 12
                elide: Text.ElideRight
            }
            ToolButton {
                id: settingsButton
                objectName: "settingsButton"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                text: "\u2699"
                font.pixelSize: Theme.px(20)
                onClicked: panel.settingsRequested()
                Accessible.name: qsTr("Settings")
                // What it does, with its key.
                readonly property string tip: qsTr("Settings (Ctrl+,)")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: tip
            }
        }
        Label {
            objectName: "activeOptions"
            Layout.fillWidth: true
            visible: panel.controller.activeOptions.length > 0
            text: panel.controller.activeOptions.join(" · ")
            color: Theme.textDim
            font.pixelSize: Theme.px(12)
            wrapMode: Text.WordWrap
        }

        Repeater {
            model: 2
            delegate: Rectangle {
                required property int index
                readonly property bool active: panel.controller.currentPlayer === index
                Layout.fillWidth: true
                implicitHeight: panel.compact ? 34 : 44
                radius: 6
                color: active ? Qt.rgba(0.91, 0.71, 0.30, 0.18) : "transparent"
                border.color: active ? Theme.accent : Theme.panelBorder
                RowLayout {
                    anchors.fill: parent
                    anchors.margins: panel.compact ? 5 : 8
                    spacing: 10
                    Rectangle {
                        width: 22; height: 22; radius: 11
                        color: panel.art.playerColour(index)
                        border.color: panel.art.playerRim(index)
                        // Around the player's disc, not beside the name: the
                        // name keeps its width (and size) while the computer thinks.
                        Rectangle {
                            id: thinkingRing
                            objectName: "thinkingRing"
                            anchors.centerIn: parent
                            width: 30; height: 30; radius: 15
                            color: "transparent"
                            border.color: Theme.accent
                            border.width: 2
                            visible: parent.parent.parent.active && panel.controller.thinking
                            // On the shared clock: frames drawn sixty times a second
                            // took processor time from the search it stands for.
                            // (Named: a bare `visible` here is the panel's.)
                            opacity: thinkingRing.visible ? 1 - 0.8 * Theme.wave(1200) : 1
                        }
                    }
                    Label {
                        objectName: "playerName_" + index
                        Layout.fillWidth: true
                        text: (panel.controller.playerNames[index] || "") + " — " + panel.playerLabel(index)
                        color: Theme.text
                        font.pixelSize: Theme.px(15)
                        // A narrow panel shrinks the name before it cuts it off.
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 11
                        elide: Text.ElideRight
                    }
                }
            }
        }

        // What is asked now, with its buttons and explanations. On a short
        // window it scrolls rather than squeeze the list of moves to nothing.
        Flickable {
            id: decisionArea
            objectName: "decisionArea"
            Layout.fillWidth: true
            // Filling, so that it may shrink when the panel is short; never
            // taller than what it holds.
            Layout.fillHeight: true
            Layout.preferredHeight: decisionColumn.implicitHeight
            Layout.maximumHeight: decisionColumn.implicitHeight
            // With the list of moves given way to a hint, the room left over
            // goes below the hint, not between the players and the question.
            Layout.alignment: Qt.AlignTop
            Layout.minimumHeight: Math.min(decisionColumn.implicitHeight, 120)
            contentWidth: width
            contentHeight: decisionColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: PanelScrollBar {}
            // A new question is read from its first line, wherever the last
            // one was scrolled to.
            readonly property string question: panel.controller.pendingDecision
            onQuestionChanged: contentY = 0
            // A hint asked for is brought into view (it is the last thing
            // here), below the question on a short panel, once laid out.
            function showHint() {
                const end = Math.max(0, contentHeight - height)
                if (panel.controller.hintText !== "" || contentY > end)
                    contentY = end
            }
            // Also when its room changes (the list giving way to the hint, a
            // window resized): it had stayed scrolled past its end, the
            // question cut mid-line at the top and empty room below.
            onHeightChanged: Qt.callLater(showHint)

            ColumnLayout {
                id: decisionColumn
                // Room for the scroll bar always: a width that changed with
                // the bar would rewrap the text, change the height that calls
                // for the bar, and lay the panel out without end (text drawn
                // over text, "Polish loop detected").
                width: decisionArea.width - 12
                spacing: 10

                Label {
                    objectName: "decisionLabel"
                    Layout.fillWidth: true
                    // While an earlier position is shown, the question is the game's, not the board's.
                    // While the screen waits to be passed (two people at one
                    // screen with secrets), what passing it means: the next
                    // question is not the player's who still sits here.
                    text: panel.controller.passNote !== "" ? panel.controller.passNote
                        : panel.controller.viewing ? qsTr("In the game: %1").arg(panel.controller.pendingDecision)
                                                   : panel.controller.pendingDecision
                    color: panel.controller.passNote !== "" ? Theme.accent
                         : panel.controller.mustCapture ? "#ffb199" : Theme.text
                    font.pixelSize: Theme.px(15)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                // Right under the question, so that the buttons stay where
                // they are when a line of news or a piece's explanation comes
                // and goes below (a click on a spell hit empty space).
                ChoicePanel {
                    Layout.fillWidth: true
                    controller: panel.controller
                    pickGroup: panel.pickGroup
                    art: panel.art
                    // On a short panel a hint asked for says what to do: the
                    // how-to line gives it room, so that the question above
                    // stays in sight with it.
                    showsHowTo: !(panel.compact && panel.controller.hintText !== "")
                    // The question above names who decides; on a short panel
                    // the how-to line below it matters more than the note
                    // that this falls in the other player's turn.
                    showsTurnNote: !panel.compact
                    bookYields: panel.compact
                }

                Label {
                    // A draw the rules are about to make, said a turn ahead.
                    objectName: "drawNotice"
                    Layout.fillWidth: true
                    text: panel.controller.viewing ? "" : panel.controller.drawNotice
                    visible: text !== ""
                    color: "#ffd54a"
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }

                Label {
                    objectName: "statusLabel"
                    Layout.fillWidth: true
                    text: panel.controller.statusText
                    visible: text !== ""
                    // Kept in its place (no jump of what is below), unread.
                    opacity: panel.dieTumbling ? 0 : 1
                    color: Theme.accent
                    font.pixelSize: Theme.px(14)
                    // A copied position is one long word: it breaks anywhere
                    // rather than run past the panel's edge.
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }

                Label {
                    // What the piece explained may do now and why, in one line.
                    objectName: "pieceExplanation"
                    Layout.fillWidth: true
                    // Asked again after every decision, in another language
                    // and when the curtain moves: those are passed in so that
                    // the binding follows them (Qt 6.4's compiled bindings drop
                    // a value that is read and not used).
                    readonly property string explanation:
                        panel.explanationOf(panel.explainedSquare, panel.controller.fen,
                                            panel.controller.gameTitle, panel.controller.curtain,
                                            Qt.uiLanguage)
                    // A refusal says what the piece may do: not said twice,
                    // whether it ends with the explanation or opens as it does
                    // ("The man on 4 cannot move; ..." over "The man on 4
                    // cannot move now.").
                    text: panel.saidAlready(panel.controller.statusText, explanation) ? "" : explanation
                    visible: text !== ""
                    color: Theme.text
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }

                Label {
                    // The computer's hint for the decision pending, shown on the board too.
                    id: hintLabel
                    objectName: "hintLabel"
                    onTextChanged: Qt.callLater(decisionArea.showHint)
                    onHeightChanged: Qt.callLater(decisionArea.showHint)
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: panel.controller.hinting ? qsTr("The computer is looking for a hint…")
                                                   : panel.controller.hintText
                    color: "#8fd3e8"
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
            }
        }

        MoveList {
            id: moveList
            // A hint asked for on a short panel borrows the list's room while
            // it is shown, when the question, its buttons and the hint would
            // not fit above even the latest move: the question stays in sight
            // with its buttons, and the list is back with the next decision.
            // (Not measured from the list's own rows: a hidden list lays
            // them out anew, and the answer would flip back and forth.)
            visible: !(panel.compact && panel.controller.hintText !== ""
                       && decisionColumn.implicitHeight + content.spacing + (rows.length > 0 ? 96 : 24)
                          > panel.roomForQuestionAndMoves)
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Once there are moves, the heading and at least the latest move,
            // whatever is asked above.
            Layout.minimumHeight: rows.length > 0 ? Math.min(96, neededHeight) : 24
            // Four or five rows of moves, no more than the rows there are, and
            // on a short panel only what the question above leaves: what is
            // asked now, with its buttons, comes before moves already played.
            Layout.preferredHeight: rows.length > 0
                ? Math.max(Layout.minimumHeight, Math.min(170, neededHeight,
                                                          panel.roomForQuestionAndMoves - content.spacing - decisionColumn.implicitHeight))
                : 24
            controller: panel.controller
            art: panel.art
            showHeading: !panel.compact || rows.length === 0
            notesWait: panel.dieTumbling
        }
        // The list's room while it gives way to a hint: kept below the hint,
        // so that the players and the buttons stay where they were.
        Item {
            id: listRoom
            visible: !moveList.visible
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        // Two to a row, and what is used less in one menu: at 800x600 the
        // list of moves above keeps room for several moves.
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 6
            TipButton {
                objectName: "newGameButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("New game")
                onClicked: panel.newGameRequested()
                tip: qsTr("Start again: the same game and players (%1)").arg(newGameKeys.nativeText)
            }
            TipButton {
                objectName: "undoButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Undo")
                enabled: panel.controller.canUndo
                onClicked: panel.controller.undo()
                tip: qsTr("Take back your last move (%1)").arg(undoKeys.nativeText)
            }
            TipButton {
                objectName: "hintButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                // While the computer looks, the same button stops it.
                text: panel.controller.hinting ? qsTr("Stop hint") : qsTr("Hint")
                enabled: panel.controller.hinting || panel.controller.canHint
                onClicked: panel.toggleHint()
                tip: qsTr("The move the computer suggests here, and why (H)")
            }
            TipButton {
                objectName: "redoButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Redo")
                enabled: panel.controller.canRedo
                onClicked: panel.controller.redo()
                tip: qsTr("Play again what was taken back (%1)").arg(redoKeys.nativeText)
            }
            TipButton {
                objectName: "rulesButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Rules")
                onClicked: panel.rulesRequested()
                tip: qsTr("The rules of this game (%1)").arg(rulesKeys.nativeText)
            }
            TipButton {
                objectName: "gameMenuButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Game ▾")
                tip: panel.compact ? qsTr("Saving, opening and copying games and positions, turning the board, resigning and offering a draw")
                                   : qsTr("Saving, opening and copying games and positions, and turning the board")
                onClicked: gameMenu.open()
                Menu {
                    id: gameMenu
                    objectName: "gameMenu"
                    y: parent.height
                    // As wide as its widest item: the style's fixed width cut
                    // "Stellung kopieren (St…" at a large window's larger type.
                    width: {
                        let widest = 0
                        for (let i = 0; i < count; ++i) {
                            const item = itemAt(i)
                            if (item && item.visible)
                                widest = Math.max(widest, item.implicitWidth)
                        }
                        return Math.max(implicitWidth, widest + leftPadding + rightPadding)
                    }
                    // Kept inside the window: below the button it ran past
                    // the bottom edge at 800x600.
                    margins: 8
                    // The buttons a short panel has no room for.
                    MenuItem {
                        objectName: "setupItem"
                        visible: panel.compact
                        height: panel.compact ? implicitHeight : 0
                        text: qsTr("Change game or players…")
                        onTriggered: panel.setupRequested()
                    }
                    MenuItem {
                        objectName: "resignItem"
                        visible: panel.compact
                        height: panel.compact ? implicitHeight : 0
                        text: qsTr("Resign…")
                        enabled: panel.controller.canResign
                        onTriggered: panel.resignRequested()
                    }
                    MenuItem {
                        objectName: "offerDrawItem"
                        visible: panel.compact
                        height: panel.compact ? implicitHeight : 0
                        text: qsTr("Offer draw")
                        enabled: panel.controller.canOfferDraw
                        onTriggered: panel.controller.offerDraw()
                    }
                    MenuSeparator {
                        visible: panel.compact
                        height: panel.compact ? implicitHeight : 0
                    }
                    MenuItem {
                        objectName: "flipItem"
                        text: qsTr("Flip board")
                        onTriggered: panel.controller.flipped = !panel.controller.flipped
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "saveItem"
                        text: qsTr("Save… (Ctrl+S)")
                        onTriggered: panel.saveRequested()
                    }
                    MenuItem {
                        objectName: "openItem"
                        text: qsTr("Open… (Ctrl+O)")
                        onTriggered: panel.openRequested()
                    }
                    MenuSeparator {}
                    MenuItem {
                        objectName: "copyPositionItem"
                        text: qsTr("Copy position (Ctrl+C)")
                        onTriggered: panel.controller.copyPosition()
                    }
                    MenuItem {
                        objectName: "pastePositionItem"
                        text: qsTr("Paste position (Ctrl+V)")
                        onTriggered: panel.pastePositionRequested()
                    }
                    MenuSeparator {}
                    // PDN records checkers games only; for the others the
                    // items stay in place, disabled, and say so.
                    MenuItem {
                        objectName: "copyPdnItem"
                        text: panel.controller.pdnAvailable ? qsTr("Copy game as PDN") : qsTr("PDN: plain checkers only")
                        enabled: panel.controller.pdnAvailable
                        onTriggered: panel.controller.copyGamePdn()
                    }
                    MenuItem {
                        objectName: "exportPdnItem"
                        text: qsTr("Export PDN…")
                        enabled: panel.controller.pdnAvailable
                        onTriggered: panel.exportPdnRequested()
                    }
                    MenuItem {
                        objectName: "importPdnItem"
                        text: qsTr("Import PDN…")
                        enabled: panel.controller.pdnAvailable
                        onTriggered: panel.importPdnRequested()
                    }
                }
            }
            TipButton {
                objectName: "resignButton"
                visible: !panel.compact
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Resign…")
                tip: qsTr("Give up this game; you are asked first")
                enabled: panel.controller.canResign
                onClicked: panel.resignRequested()
            }
            TipButton {
                objectName: "offerDrawButton"
                visible: !panel.compact
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Offer draw")
                tip: qsTr("Ask the other player to end the game as a draw")
                enabled: panel.controller.canOfferDraw
                onClicked: panel.controller.offerDraw()
            }
            TipButton {
                objectName: "setupButton"
                visible: !panel.compact
                Layout.fillWidth: true
                Layout.columnSpan: 2
                text: qsTr("Change game or players…")
                tip: qsTr("Back to the setup screen: another game, other players or options")
                onClicked: panel.setupRequested()
            }
        }
    }

    // The prompt's last lines fade out above the list of moves.
    MoreBelowFade {
        objectName: "decisionMoreFade"
        view: decisionArea
        layout: content
    }
}
