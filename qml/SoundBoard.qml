// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtMultimedia
import Hatrack

// Plays what the table just did (GameController.soundCue), if the player
// wants sounds. The sounds are the project's own (assets/sounds).
Item {
    id: board

    required property GameController controller
    // The last cue heard, played or not: for tests and for a player who
    // turned sounds off and on again.
    property var lastCue: []
    property int played: 0

    // Most telling first: when one decision makes several sounds, only the
    // first of them in this order plays.
    readonly property var priority: ["capture", "crown", "die", "reveal", "draw", "place", "move"]
    // Made at the first sound played, so a run with sounds off never opens
    // the audio device.
    Loader {
        id: bank
        active: false
        sourceComponent: Item {
            readonly property var effects: ({
                "move": moveSound, "capture": captureSound, "crown": crownSound, "draw": drawSound,
                "place": placeSound, "die": dieSound, "reveal": revealSound
            })
            SoundEffect { id: moveSound; source: "qrc:/sounds/move.wav"; volume: 0.6 }
            SoundEffect { id: captureSound; source: "qrc:/sounds/capture.wav"; volume: 0.6 }
            SoundEffect { id: crownSound; source: "qrc:/sounds/crown.wav"; volume: 0.6 }
            SoundEffect { id: drawSound; source: "qrc:/sounds/draw.wav"; volume: 0.6 }
            SoundEffect { id: placeSound; source: "qrc:/sounds/place.wav"; volume: 0.6 }
            SoundEffect { id: dieSound; source: "qrc:/sounds/die.wav"; volume: 0.6 }
            SoundEffect { id: revealSound; source: "qrc:/sounds/reveal.wav"; volume: 0.6 }
        }
    }

    // A machine without a sound device plays nothing, and says nothing
    // about it on the terminal. Asked at the first sound, like the bank.
    Loader {
        id: devices
        active: false
        sourceComponent: MediaDevices {}
    }
    function canPlay() {
        devices.active = true
        return devices.item.audioOutputs.length > 0
    }

    // The sound a cue plays: the most telling of those it names.
    function chosen(sounds) {
        for (const name of priority)
            if (sounds.indexOf(name) >= 0)
                return name
        return ""
    }

    Connections {
        target: board.controller
        function onSoundCue(sounds) {
            board.lastCue = sounds
            if (!AppSettings.sounds || !board.canPlay())
                return
            bank.active = true
            const e = bank.item.effects[board.chosen(sounds)]
            if (e) {
                e.play()
                ++board.played
            }
        }
    }
}
