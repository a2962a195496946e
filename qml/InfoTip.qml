import QtQuick
import QtQuick.Controls

// A tooltip that wraps long explanations instead of spanning the window,
// centred over what it explains.
ToolTip {
    delay: 350
    width: Math.min(implicitWidth, 380)
    x: parent ? (parent.width - width) / 2 : 0
}
