// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// Beside the board while a lesson's level is played: what it teaches, its
// goal, how the try went, and the buttons of a lesson (hint, show me, try
// again, next). Every word comes from the game's lessons or the engine.
Rectangle {
    id: panel

    required property GameController controller
    property LessonCoach coach: null
    property string pickGroup: ""
    required property QtObject art
    signal lessonsRequested()
    signal rulesRequested()
    signal settingsRequested()

    color: Theme.panel
    radius: 8
    border.color: Theme.panelBorder

    readonly property string state: coach ? coach.state : "playing"
    // "That was the solution" waits for the solution's last move to land: it
    // had spoken while the piece was still on its way.
    property bool solutionLanded: true
    onStateChanged: {
        solutionLanded = state !== "shown"
        if (!solutionLanded)
            landing.restart()
    }
    Timer {
        id: landing
        interval: 500 * AppSettings.animationFactor
        onTriggered: panel.solutionLanded = true
    }

    function starText(count) {
        return "★".repeat(count) + "☆".repeat(3 - count)
    }

    Shortcut {
        sequence: "H"
        enabled: panel.visible && panel.state === "playing"
        onActivated: panel.coach.showHint()
    }
    Shortcut {
        // A turn begun (a spell chosen, its target still to pick) is taken
        // back first: a lesson has no Undo, and Escape had left the lesson.
        sequence: "Escape"
        enabled: panel.visible
        onActivated: {
            if (panel.controller.turnUnderWay)
                panel.controller.undo()
            else
                panel.lessonsRequested()
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 14
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            TipButton {
                objectName: "lessonsBackButton"
                text: qsTr("◀ Lessons")
                onClicked: panel.lessonsRequested()
                tip: qsTr("Back to the list of lessons (Escape)")
            }
            Item { Layout.fillWidth: true }
            ToolButton {
                objectName: "lessonRulesButton"
                text: "?"
                font.pixelSize: Theme.px(18)
                font.bold: true
                onClicked: panel.rulesRequested()
                Accessible.name: qsTr("Rules of the game (F1)")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Rules of the game (F1)")
            }
            ToolButton {
                text: "\u2699"
                font.pixelSize: Theme.px(18)
                onClicked: panel.settingsRequested()
                Accessible.name: qsTr("Settings")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Settings (Ctrl+,)")
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                Layout.fillWidth: true
                text: panel.coach ? panel.coach.stageTitle : ""
                color: Theme.textDim
                font.pixelSize: Theme.px(13)
                // A long stage name on a narrow panel takes a second line
                // rather than lose its end.
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            Label {
                objectName: "levelCount"
                text: panel.coach ? qsTr("Level %1 of %2").arg(panel.coach.levelNumber).arg(panel.coach.levelCount) : ""
                color: Theme.textDim
                font.pixelSize: Theme.px(13)
            }
        }
        Label {
            objectName: "levelTitle"
            Layout.fillWidth: true
            text: panel.coach ? panel.coach.title : ""
            color: Theme.text
            font.pixelSize: Theme.px(21)
            font.bold: true
            wrapMode: Text.WordWrap
        }

        // The words of the level; on a short window they scroll.
        Flickable {
            id: words
            objectName: "lessonWords"
            Layout.fillWidth: true
            // As tall as its words, shrinking (and scrolling) on a short window.
            Layout.fillHeight: true
            Layout.preferredHeight: wordsColumn.implicitHeight
            Layout.maximumHeight: wordsColumn.implicitHeight
            Layout.minimumHeight: Math.min(wordsColumn.implicitHeight, 60)
            contentWidth: width
            contentHeight: wordsColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: PanelScrollBar {
                id: wordsBar
                needed: words.contentHeight > words.height
            }

            ColumnLayout {
                id: wordsColumn
                width: words.width - (wordsBar.needed ? 12 : 0)
                spacing: 10

                Label {
                    objectName: "levelText"
                    Layout.fillWidth: true
                    text: panel.coach ? panel.coach.text : ""
                    color: Theme.text
                    font.pixelSize: Theme.px(15)
                    wrapMode: Text.WordWrap
                    lineHeight: 1.1
                }
            }
        }

        // The goal stays in sight whatever is asked below it.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: goalColumn.implicitHeight + 16
            radius: 6
            color: Qt.rgba(0.50, 0.83, 1.0, 0.10)
            border.color: "#7fd4ff"
            ColumnLayout {
                id: goalColumn
                anchors.fill: parent
                anchors.margins: 8
                spacing: 2
                Label {
                    objectName: "levelGoal"
                    Layout.fillWidth: true
                    text: panel.coach ? qsTr("Goal: %1").arg(panel.coach.goal) : ""
                    color: Theme.text
                    font.pixelSize: Theme.px(15)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                // The stars' lines give way to the verdict, which says how
                // the try went: the level's words need the room more there
                // (a short window had cut them to two lines).
                Label {
                    Layout.fillWidth: true
                    visible: panel.coach && panel.coach.bestStars > 0 && !verdictBox.visible
                    text: visible ? qsTr("Best: %1").arg(panel.starText(panel.coach.bestStars)) : ""
                    color: "#ffd54a"
                    font.pixelSize: Theme.px(13)
                }
                Label {
                    objectName: "levelPar"
                    Layout.fillWidth: true
                    visible: !verdictBox.visible
                    text: panel.coach ? qsTr("Moves for three stars: %1").arg(panel.coach.par) : ""
                    color: Theme.textDim
                    font.pixelSize: Theme.px(13)
                    wrapMode: Text.WordWrap
                }
            }
        }

        // What is asked now, with its buttons: in sight before the level's
        // words, so a decision in the middle of the other side's move is never
        // scrolled away; on a short window it scrolls rather than push the
        // buttons below out of the panel.
        Flickable {
            id: askArea
            objectName: "lessonAskArea"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: askColumn.implicitHeight
            Layout.maximumHeight: askColumn.implicitHeight
            Layout.minimumHeight: Math.min(askColumn.implicitHeight, 150)
            contentWidth: width
            contentHeight: askColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: PanelScrollBar {}
            readonly property string question: panel.controller.pendingDecision
            onQuestionChanged: contentY = 0
            // A hint asked for is the last thing here: brought into view.
            function showHint() {
                if (contentHeight > height)
                    contentY = contentHeight - height
            }

            ColumnLayout {
                id: askColumn
                // Room for the scroll bar always, so that text never rewraps
                // with the bar (see SidePanel's question).
                width: askArea.width - 12
                spacing: 6
                Label {
                    // The engine's words for a move it refused, or what a decision did.
                    objectName: "lessonStatus"
                    Layout.fillWidth: true
                    text: panel.controller.statusText
                    // The level's own words for a refused move say it better,
                    // and saying it twice crowds the question out.
                    visible: text !== "" && panel.state === "playing" && !lessonRefusal.visible
                    color: Theme.accent
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                Label {
                    id: lessonRefusal
                    objectName: "lessonRefusal"
                    Layout.fillWidth: true
                    text: panel.coach ? panel.coach.refusalText : ""
                    visible: text !== "" && panel.state === "playing"
                    color: "#ffb199"
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "lessonDecision"
                    Layout.fillWidth: true
                    text: panel.controller.pendingDecision
                    // A pick's how-to below says the same, and says how: on a
                    // short window the level's words need the line more.
                    visible: text !== "" && panel.state === "playing" && panel.controller.pickGroups.length === 0
                    color: Theme.text
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                ChoicePanel {
                    Layout.fillWidth: true
                    visible: panel.state === "playing"
                    undoOffered: false
                    quietTip: false
                    controller: panel.controller
                    pickGroup: panel.pickGroup
                    art: panel.art
                }
                Label {
                    objectName: "lessonHint"
                    onTextChanged: Qt.callLater(askArea.showHint)
                    // Once laid out: its height is known only then.
                    onHeightChanged: Qt.callLater(askArea.showHint)
                    Layout.fillWidth: true
                    // Once the level is decided the verdict speaks: its room
                    // goes back to the lesson's words.
                    visible: text !== "" && panel.state === "playing"
                    text: panel.coach && panel.coach.hintText !== "" ? qsTr("Hint: %1").arg(panel.coach.hintText) : ""
                    color: "#ffd54a"
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
            }
        }

        Item {
            // Keeps the verdict and the buttons at the bottom.
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        // How the try went: always in sight, above the buttons.
        Rectangle {
            id: verdictBox
            objectName: "verdictBox"
            Layout.fillWidth: true
            visible: panel.state !== "playing" && panel.solutionLanded
            implicitHeight: verdictColumn.implicitHeight + 16
            radius: 6
            color: panel.state === "won" ? Qt.rgba(0.37, 0.75, 0.42, 0.18)
                 : panel.state === "lost" ? Qt.rgba(1.0, 0.45, 0.35, 0.16)
                 : Qt.rgba(0.91, 0.71, 0.30, 0.14)
            border.color: panel.state === "won" ? Theme.target : panel.state === "lost" ? "#ff8a6a" : Theme.accent
            ColumnLayout {
                id: verdictColumn
                anchors.fill: parent
                anchors.margins: 8
                spacing: 4
                Label {
                    objectName: "verdictHeading"
                    Layout.fillWidth: true
                    text: panel.state === "won" ? qsTr("Well done!") + "  " + panel.starText(panel.coach.stars)
                        : panel.state === "lost" ? qsTr("Not quite.")
                        : panel.state === "shown" ? qsTr("That was the solution. Now try it yourself.")
                        : qsTr("Watch: the solution is played for you.")
                    color: panel.state === "won" ? "#ffd54a" : Theme.text
                    font.pixelSize: Theme.px(17)
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Label {
                    // How the game itself ended, when the level ends it ("White
                    // wins: Black is checkmated"): the rule the level taught.
                    objectName: "verdictOutcome"
                    Layout.fillWidth: true
                    visible: panel.state === "won" && text !== ""
                    text: panel.controller.gameOver ? panel.controller.outcomeText : ""
                    color: Theme.text
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "starsWhy"
                    Layout.fillWidth: true
                    visible: panel.state === "won" && panel.coach.stars < 3
                    text: qsTr("Three stars for the fewest moves with no hint, no failed try and no Show me. A move the rules refuse costs nothing.")
                    color: Theme.textDim
                    font.pixelSize: Theme.px(13)
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "verdictText"
                    Layout.fillWidth: true
                    visible: text !== "" && panel.state === "lost"
                    text: panel.coach ? panel.coach.verdictText : ""
                    color: Theme.text
                    font.pixelSize: Theme.px(14)
                    wrapMode: Text.WordWrap
                }
            }
        }

        MoveList {
            id: lessonMoves
            objectName: "moveList"
            Layout.fillWidth: true
            // Growing into the room a tall window leaves, up to every move.
            Layout.fillHeight: true
            Layout.preferredHeight: neededHeight
            Layout.maximumHeight: Math.max(72, neededHeight)
            Layout.minimumHeight: 72
            // On a short window the level's words and its question come first.
            visible: rows.length > 0 && panel.height >= 640
            controller: panel.controller
            art: panel.art
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 6
            TipButton {
                objectName: "lessonHintButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Hint")
                enabled: panel.state === "playing" && panel.coach.hintText === ""
                onClicked: panel.coach.showHint()
                tip: qsTr("A word of help, and the next step on the board (H)")
            }
            TipButton {
                objectName: "showMeButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Show me")
                enabled: panel.state !== "showing"
                onClicked: panel.coach.showMe()
                tip: qsTr("Plays the solution on the board. It counts as help: a level won after it earns fewer stars.")
            }
            Button {
                objectName: "tryAgainButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Try again")
                highlighted: panel.state === "lost" || panel.state === "shown"
                onClicked: panel.coach.retry()
            }
            Button {
                objectName: "nextLevelButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: qsTr("Next ▶")
                highlighted: panel.state === "won"
                enabled: panel.coach && panel.coach.hasNext
                onClicked: panel.coach.next()
            }
        }
    }

    // The level's words and the question fade out at a cut edge.
    MoreBelowFade {
        objectName: "lessonWordsFade"
        view: words
        layout: column
    }
    MoreBelowFade {
        objectName: "lessonAskFade"
        view: askArea
        layout: column
    }
}
