// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs

// A file dialog for saving. Qt 6.4's own (non-native) dialog, used where the
// desktop offers none, labels its button "Open" and takes a typed name only
// once the field is left, so Save stays disabled while the player types.
// This dialog says "Save" and takes the name as it is typed.
FileDialog {
    id: dialog

    // The window's overlay, where Qt's own dialog draws its parts.
    property Item overlay: null
    // The name field already followed (the dialog keeps it between openings).
    property Item followed: null

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
        if (!field || field === followed)
            return
        followed = field
        // The dialog reads the name when the field reports it finished.
        field.textEdited.connect(() => field.editingFinished())
    }
    onVisibleChanged: if (visible) Qt.callLater(followTyping)
}
