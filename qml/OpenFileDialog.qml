// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs
import Hatrack

// A file dialog for opening, in the folder where the player last saved or
// opened a file (at first their documents), not wherever the program started.
FileDialog {
    // The file to read, once the player has chosen it.
    signal openFile(url file)

    fileMode: FileDialog.OpenFile
    onVisibleChanged: if (visible) currentFolder = AppSettings.fileFolder
    onAccepted: {
        AppSettings.rememberFolderOf(selectedFile)
        openFile(selectedFile)
    }
}
