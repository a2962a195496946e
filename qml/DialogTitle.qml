// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls

// A dialog's title, set in from the frame as far as the dialog's contents:
// the Basic style's own title sits 6 px from the frame, its contents 12 or more.
Label {
    required property Dialog dialog
    text: dialog.title
    visible: text !== ""
    font.bold: true
    elide: Text.ElideRight
    leftPadding: dialog.leftPadding
    rightPadding: dialog.rightPadding
    topPadding: dialog.topPadding
}
