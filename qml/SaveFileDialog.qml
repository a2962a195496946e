// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs
import Hatrack

// A file dialog for saving. Qt 6.4's own (non-native) dialog, used where the
// desktop offers none, labels its button "Open", takes a typed name only once
// the field is left, keeps only the last part of a typed path and does nothing
// on Enter. This one says "Save", takes the name as it is typed, path and all,
// and saves on Enter. It opens where the player last saved or opened a file.
FileDialog {
    id: dialog

    // The window's overlay, where Qt's own dialog draws its parts.
    property Item overlay: null
    // The name field already followed (the dialog keeps it between openings).
    property Item followed: null
    // What the player typed as the name since the dialog opened.
    property string typed: ""
    // The file to write, once the player has chosen it.
    signal saveTo(url file)

    fileMode: FileDialog.SaveFile
    acceptLabel: qsTr("Save")

    function nameField(item) {
        if (!item)
            return null
        if (item.objectName === "fileNameTextField" && item.visible)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = nameField(item.children[i])
            if (found)
                return found
        }
        return null
    }
    function followTyping() {
        const field = nameField(overlay)
        if (!field)
            return
        // The name is what the player came to type.
        field.forceActiveFocus()
        if (field === followed)
            return
        followed = field
        // The dialog reads the name when the field reports it finished.
        // A path is not passed on: the dialog would cut it to its last part
        // under the player's fingers. It is read whole when Save is pressed.
        field.textEdited.connect(() => {
            dialog.typed = field.text
            if (field.text.indexOf("/") < 0 && field.text.indexOf("\\") < 0)
                field.editingFinished()
        })
        // Enter in the name field saves, as Save would. The dialog has
        // already cut a typed path in the field by then: what was typed is
        // read from `typed`.
        field.accepted.connect(() => {
            if (dialog.visible && (dialog.typed.trim() !== "" || field.text.trim() !== ""))
                dialog.accept()
        })
    }
    onVisibleChanged: {
        if (!visible)
            return
        currentFolder = AppSettings.fileFolder
        typed = ""
        Qt.callLater(followTyping)
    }
    onAccepted: {
        // A native dialog reads what was typed itself; Qt's own is read here.
        const file = typed.trim() !== "" ? AppSettings.typedFile(currentFolder, typed, defaultSuffix)
                                         : selectedFile
        AppSettings.rememberFolderOf(file)
        saveTo(file)
    }
}
