import QtQuick
import Hatrack

// Hats on the move: on each controller.hatsMoved a pyramid flies from where the
// hat was to where it goes (bag to rack, rack to a piece, a piece to the box
// when its hat leaves the game, pool to rack, draft to bag or pool). The host
// (GameScreen) resolves places to points and keeps the places it flies to from
// counting the hat until it lands.
Item {
    id: flights

    property Item host: null
    readonly property int flightMs: 620

    function launch(moves) {
        if (!host)
            return
        let delay = 0
        for (const m of moves) {
            const to = host.placePoint(m.to, m.colour)
            const from = host.placePoint(m.from, m.colour)
            if (!to && !from)
                continue
            const leaving = m.to === "out"
            const start = from || to
            const end = to || from
            const key = m.to + "/" + m.colour
            if (to)
                host.addIncoming(key, 1)
            flyer.createObject(flights, {
                colour: m.colour, key: to ? key : "", leaving: leaving, delay: delay,
                fromX: start.x, fromY: start.y, fromSize: start.size,
                toX: end.x, toY: end.y, toSize: end.size
            })
            delay += 110
        }
    }
    function clear() {
        for (let i = children.length - 1; i >= 0; --i)
            children[i].destroy()
        if (host)
            host.incoming = ({})
    }

    Component {
        id: flyer
        HatPyramid {
            id: hat
            objectName: "flyingHat"
            property string key: ""
            property bool leaving: false
            property int delay: 0
            property real fromX: 0
            property real fromY: 0
            property real fromSize: 20
            property real toX: 0
            property real toY: 0
            property real toSize: 20
            property real t: 0
            // A gentle arc, higher for longer flights, bending toward the middle
            // of the screen so flights along the top or bottom strip stay in view.
            readonly property real lift: Math.min(70, Math.hypot(toX - fromX, toY - fromY) * 0.2)
                                         * ((fromY + toY) / 2 < flights.height / 2 ? -1 : 1)
            // The pyramid keeps its size (its layer is not redrawn every frame);
            // scale takes it from the size it had to the size it will have.
            readonly property real growth: (fromSize + (toSize - fromSize) * t) / Math.max(1, fromSize)

            width: fromSize
            height: fromSize * 1.25
            x: fromX + (toX - fromX) * t - width / 2
            y: fromY + (toY - fromY) * t - height * 0.55 - lift * Math.sin(Math.PI * t)
            transformOrigin: Item.Center
            // A hat that leaves the game shrinks and fades away as it goes.
            scale: growth * (leaving ? 1.25 - 0.9 * t : 1 + 0.25 * Math.sin(Math.PI * t))
            opacity: leaving ? 1 - 0.85 * t * t : 1
            visible: t > 0 || delay === 0

            SequentialAnimation {
                running: true
                PauseAnimation { duration: hat.delay }
                NumberAnimation {
                    target: hat; property: "t"; from: 0; to: 1
                    duration: flights.flightMs
                    easing.type: Easing.InOutQuad
                }
                ScriptAction {
                    script: {
                        if (hat.key !== "" && flights.host)
                            flights.host.addIncoming(hat.key, -1)
                        hat.destroy()
                    }
                }
            }
        }
    }
}
