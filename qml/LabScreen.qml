// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Hatrack

// The variant lab: a game, up to four option sets and two computer players;
// many games played on every core while the charts fill in, then any game
// opened on the board, and the results exported. The rules count and judge;
// this screen only shows what LabController reports.
Item {
    id: screen

    required property LabController lab
    signal backRequested()
    // A game of the run, as a saved game, to be shown on the board.
    signal openGameRequested(string gameText)
    signal exportRequested(string kind)

    property int gameIndex: 0
    readonly property var game: GameCatalog.games[gameIndex]
    property var variants: [{ name: "", options: {} }]
    property int playerA: 0
    property int playerB: 0
    // Per seat, as the game names its players (the first moves first).
    readonly property var seatNames: game ? game.players : ["", ""]
    readonly property var results: lab.results

    function selectGame(gameId) {
        const i = GameCatalog.games.findIndex(g => g.id === gameId)
        if (i >= 0)
            gameIndex = i
    }
    function levelIndex(name) {
        return Math.max(0, game.computer.indexOf(name))
    }
    function setVariant(i, v) {
        let list = variants.slice()
        list[i] = v
        variants = list
    }
    // Side by side in the charts: no more variants than this.
    readonly property int mostVariants: 4
    // A variant per value of an option (the three drafts, say), at most four.
    function variantPerValue(option) {
        variants = option.values.slice(0, mostVariants).map(v => ({ name: "", options: { [option.name]: v } }))
    }
    function run() {
        lab.start(game.id, variants, gamesBox.value, game.computer[playerA], game.computer[playerB], seedBox.value)
    }
    onGameChanged: {
        variants = [{ name: "", options: {} }]
        playerA = levelIndex("easy")
        playerB = levelIndex("easy")
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Button {
                objectName: "labBackButton"
                text: qsTr("◀ Back")
                onClicked: screen.backRequested()
            }
            Label {
                text: qsTr("Variant lab")
                color: Theme.text
                font.pixelSize: 24
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Computer against computer, many times over: compare option sets.")
                color: Theme.textDim
                font.pixelSize: 13
                elide: Text.ElideRight
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 14

            // What to play.
            Rectangle {
                Layout.fillHeight: true
                Layout.preferredWidth: screen.width < 1000 ? 300 : Math.min(540, screen.width * 0.34)
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 10
                    spacing: 8
                    ScrollView {
                        id: configScroll
                        // Drawn so that it can be seen on the panel (Fusion's is the panel's colour).
                        ScrollBar.vertical: PanelScrollBar {
                            parent: configScroll
                            x: configScroll.width - width
                            y: configScroll.topPadding
                            height: configScroll.availableHeight
                        }
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        contentWidth: availableWidth
                        clip: true
                        ColumnLayout {
                            width: configScroll.availableWidth - 10
                            spacing: 8
                            Label { text: qsTr("Game"); color: Theme.textDim; font.pixelSize: 13 }
                            ChoiceBox {
                                objectName: "labGame"
                                Layout.fillWidth: true
                                enabled: !screen.lab.running
                                model: GameCatalog.games.map(g => g.title)
                                chosen: screen.gameIndex
                                onActivated: (i) => screen.gameIndex = i
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                Label { Layout.fillWidth: true; text: qsTr("Variants"); color: Theme.textDim; font.pixelSize: 13 }
                                Button {
                                    objectName: "variantPerValueButton"
                                    visible: screen.game.options.length > 0
                                    enabled: !screen.lab.running
                                    text: qsTr("One per value ▾")
                                    onClicked: perValueMenu.open()
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 500
                                    ToolTip.text: qsTr("A variant for each value of one option")
                                    Menu {
                                        id: perValueMenu
                                        objectName: "perValueMenu"
                                        y: parent.height
                                        margins: 8
                                        // As wide as its longest entry: the menu's own width
                                        // cut "Triple Hat Combo Bonus" short.
                                        width: {
                                            let widest = 200
                                            for (let i = 0; i < count; ++i)
                                                if (itemAt(i))
                                                    widest = Math.max(widest, itemAt(i).implicitWidth)
                                            return widest + leftPadding + rightPadding
                                        }
                                        // Menu items made from a model: a Repeater's never reach a Qt 6.4 Menu.
                                        Instantiator {
                                            model: screen.game.options
                                            delegate: MenuItem {
                                                required property var modelData
                                                objectName: "perValue-" + modelData.name
                                                // Four variants at most: an option with more values says which it takes.
                                                text: modelData.values.length > screen.mostVariants
                                                      ? qsTr("%1 (its first four of %2 values)").arg(modelData.label).arg(modelData.values.length)
                                                      : modelData.label
                                                onTriggered: screen.variantPerValue(modelData)
                                            }
                                            onObjectAdded: (index, object) => perValueMenu.insertItem(index, object)
                                            onObjectRemoved: (index, object) => perValueMenu.removeItem(object)
                                        }
                                    }
                                }
                            }
                            Repeater {
                                model: screen.variants
                                delegate: LabVariantCard {
                                    required property var modelData
                                    Layout.fillWidth: true
                                    enabled: !screen.lab.running
                                    game: screen.game
                                    variant: modelData
                                    removable: screen.variants.length > 1
                                    onChanged: (v) => screen.setVariant(index, v)
                                    onRemoveRequested: {
                                        let list = screen.variants.slice()
                                        list.splice(index, 1)
                                        screen.variants = list
                                    }
                                }
                            }
                            Button {
                                objectName: "addVariantButton"
                                enabled: !screen.lab.running && screen.variants.length < screen.mostVariants
                                text: qsTr("+ Add a variant")
                                onClicked: screen.variants = screen.variants.concat([JSON.parse(JSON.stringify(screen.variants[screen.variants.length - 1]))])
                            }
                            Label {
                                // Said, as a greyed button has no tip to say why.
                                objectName: "variantLimit"
                                Layout.fillWidth: true
                                visible: screen.variants.length >= screen.mostVariants
                                text: qsTr("Four variants at most: remove one to add another.")
                                color: Theme.textDim
                                font.pixelSize: 12
                                wrapMode: Text.WordWrap
                            }
                            Label { text: qsTr("Players"); color: Theme.textDim; font.pixelSize: 13 }
                            GridLayout {
                                Layout.fillWidth: true
                                columns: 2
                                enabled: !screen.lab.running
                                Label { text: qsTr("Computer 1"); color: Theme.text; font.bold: true }
                                ChoiceBox {
                                    objectName: "labPlayerA"
                                    Layout.fillWidth: true
                                    model: screen.game.computerNames
                                    chosen: screen.playerA
                                    onActivated: (i) => screen.playerA = i
                                }
                                Label { text: qsTr("Computer 2"); color: Theme.text; font.bold: true }
                                ChoiceBox {
                                    objectName: "labPlayerB"
                                    Layout.fillWidth: true
                                    model: screen.game.computerNames
                                    chosen: screen.playerB
                                    onActivated: (i) => screen.playerB = i
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                // Numbered, not lettered: the variants above are A, B, C, D.
                                text: qsTr("The two computers swap seats every game.")
                                color: Theme.textDim
                                font.pixelSize: 12
                                wrapMode: Text.WordWrap
                            }
                            GridLayout {
                                Layout.fillWidth: true
                                columns: 2
                                enabled: !screen.lab.running
                                Label { text: qsTr("Games per variant"); color: Theme.text; font.pixelSize: 13 }
                                SpinBox {
                                    id: gamesBox
                                    objectName: "labGames"
                                    Layout.fillWidth: true
                                    from: 2; to: 5000; stepSize: 50
                                    value: 200
                                    editable: true
                                }
                                Label { text: qsTr("Seed"); color: Theme.text; font.pixelSize: 13 }
                                SpinBox {
                                    id: seedBox
                                    objectName: "labSeed"
                                    Layout.fillWidth: true
                                    from: 1; to: 999999
                                    value: 1
                                    editable: true
                                }
                            }
                        }
                    }
                    // Always in sight, below the settings however long they grow.
                    Button {
                        objectName: "labRunButton"
                        Layout.fillWidth: true
                        highlighted: true
                        text: screen.lab.running ? qsTr("Stop") : qsTr("Play the games")
                        onClicked: screen.lab.running ? screen.lab.cancel() : screen.run()
                    }
                }
            }

            // What came of it.
            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: Theme.panel
                radius: 8
                border.color: Theme.panelBorder
                ScrollView {
                    id: resultScroll
                    // Drawn so that it can be seen on the panel (Fusion's is the panel's colour).
                    ScrollBar.vertical: PanelScrollBar {
                        parent: resultScroll
                        x: resultScroll.width - width
                        y: resultScroll.topPadding
                        height: resultScroll.availableHeight
                    }
                    objectName: "labResults"
                    anchors.fill: parent
                    anchors.margins: 12
                    contentWidth: availableWidth
                    clip: true
                    ColumnLayout {
                        width: resultScroll.availableWidth - 12
                        spacing: 10
                        Label {
                            objectName: "labProgress"
                            Layout.fillWidth: true
                            text: screen.lab.total === 0 ? qsTr("Choose the variants, then play the games.")
                                  : screen.lab.running ? qsTr("Playing: %1 of %2 games, %3 s").arg(screen.lab.finished).arg(screen.lab.total).arg(Theme.number(screen.lab.elapsed, 0))
                                  : qsTr("%1 of %2 games played in %3 s").arg(screen.lab.finished).arg(screen.lab.total).arg(Theme.number(screen.lab.elapsed, 1))
                            color: Theme.text
                            font.pixelSize: 14
                            wrapMode: Text.WordWrap
                        }
                        ProgressBar {
                            objectName: "labProgressBar"
                            Layout.fillWidth: true
                            visible: screen.lab.total > 0
                            from: 0
                            to: Math.max(1, screen.lab.total)
                            value: screen.lab.finished
                        }
                        Label {
                            objectName: "labError"
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: screen.lab.error
                            color: "#ffb199"
                            wrapMode: Text.WordWrap
                        }
                        LabSection {
                            title: qsTr("Who wins")
                            note: qsTr("A win counts 1 and a draw ½. The range after a score (95%) is where the true score lies 19 times in 20: it narrows as more games are played.")
                            visible: screen.results.length > 0
                            LabOutcomes {
                                objectName: "labOutcomes"
                                Layout.fillWidth: true
                                lab: screen.lab
                                results: screen.results
                                seatNames: screen.seatNames
                            }
                        }
                        LabSection {
                            title: qsTr("How long games last")
                            note: qsTr("In plies: a ply is one player's turn, so a move by each side is two.")
                            visible: screen.results.length > 0
                            LabLengths {
                                Layout.fillWidth: true
                                results: screen.results
                            }
                        }
                        LabSection {
                            title: qsTr("How games end")
                            visible: screen.results.length > 0
                            LabTable {
                                objectName: "labEndings"
                                Layout.fillWidth: true
                                results: screen.results
                                key: "endings"
                                seatNames: screen.seatNames
                            }
                        }
                        LabSection {
                            title: qsTr("What each side had and used")
                            visible: screen.results.length > 0
                            LabTable {
                                objectName: "labFeatures"
                                Layout.fillWidth: true
                                results: screen.results
                                key: "features"
                            }
                        }
                        LabSection {
                            title: qsTr("The games")
                            visible: screen.lab.games.length > 0
                            LabGameList {
                                Layout.fillWidth: true
                                lab: screen.lab
                                seatNames: screen.seatNames
                                variantNames: screen.results.map(r => r.name)
                                onOpenRequested: (text) => screen.openGameRequested(text)
                            }
                        }
                        Flow {
                            Layout.fillWidth: true
                            visible: screen.lab.finished > 0 && !screen.lab.running
                            spacing: 8
                            Button { objectName: "exportCsvButton"; text: qsTr("Export CSV…"); onClicked: screen.exportRequested("csv") }
                            Button { objectName: "exportJsonButton"; text: qsTr("Export JSON…"); onClicked: screen.exportRequested("json") }
                            Button { objectName: "exportGamesButton"; text: qsTr("Save all games…"); onClicked: screen.exportRequested("games") }
                            Button {
                                objectName: "exportPdnButton"
                                visible: screen.lab.pdnAvailable
                                text: qsTr("Export PDN…")
                                onClicked: screen.exportRequested("pdn")
                            }
                        }
                    }
                }
            }
        }
    }
}
