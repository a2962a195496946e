import QtQuick
import QtQuick.Controls

// A tooltip that wraps long explanations instead of spanning the window.
ToolTip {
    delay: 350
    width: Math.min(implicitWidth, 380)
}
