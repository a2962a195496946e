import QtQuick

// A ring worn by a checker: a glowing band of light around it; it takes the
// next jump over the checker in its place.
Item {
    id: ring

    property Item token: null
    readonly property bool clickable: token !== null && token.clickable

    Rectangle {
        objectName: "ringBand"
        anchors.centerIn: parent
        width: parent.width * 0.96; height: width; radius: width / 2
        color: "transparent"
        border.color: ring.clickable ? "#ffffff" : "#7ff3ff"
        border.width: Math.max(2, ring.width * 0.07)
        opacity: 0.9
        Rectangle {
            anchors.fill: parent
            anchors.margins: -parent.border.width * 0.7
            radius: width / 2
            color: "transparent"
            border.color: "#3a7ff3ff"
            border.width: parent.border.width
        }
    }
}
