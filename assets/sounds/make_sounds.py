#!/usr/bin/env python3
"""Makes the game's sound effects from scratch (sine tones and seeded noise),
so they are the project's own: run it to regenerate the .wav files beside it.
Only the Python standard library is needed."""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def knock(freq, seconds=0.07, decay=55.0, noise=0.35, rng=None):
    """A short wooden knock: a low tone and a click of noise, dying fast."""
    rng = rng or random.Random(1)
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-decay * t)
        tone = 0.7 * math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * freq * 4.2 * t)
        click = rng.uniform(-1, 1) * math.exp(-400 * t)
        out.append(env * ((1 - noise) * tone + noise * click))
    return out


def bell(freq, seconds, decay=6.0):
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, t * 400)
        s = (math.sin(2 * math.pi * freq * t) + 0.5 * math.sin(2 * math.pi * freq * 2.76 * t)
             + 0.25 * math.sin(2 * math.pi * freq * 5.4 * t))
        out.append(env * s / 1.75)
    return out


def swish(seconds, low=0.15, rng=None):
    """Noise smoothed by a one-pole filter, swelling and fading."""
    rng = rng or random.Random(2)
    out, y = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        x = rng.uniform(-1, 1)
        y += low * (x - y)
        env = math.sin(math.pi * i / n) ** 2
        out.append(env * y * 2.2)
    return out


def sweep(f0, f1, seconds):
    out, phase = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        f = f0 + (f1 - f0) * i / n
        phase += 2 * math.pi * f / RATE
        env = math.exp(-30 * i / RATE) * min(1.0, i / 40)
        out.append(env * math.sin(phase))
    return out


def mix(*parts):
    """Overlays (offset_seconds, samples) pairs."""
    length = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def write(name, samples, gain=0.6):
    peak = max(1e-9, max(abs(v) for v in samples))
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = b"".join(struct.pack("<h", int(32767 * gain * v / peak)) for v in samples)
        w.writeframes(frames)


def main():
    write("move", knock(190) + silence(0.02), 0.55)
    write("capture", mix((0, knock(210)), (0.075, knock(150, 0.09, 45))), 0.7)
    write("crown", mix((0, bell(1318.5, 0.35)), (0.12, bell(1975.5, 0.45))), 0.45)
    write("draw", swish(0.2, 0.12), 0.35)
    write("place", sweep(620, 300, 0.08), 0.45)
    rng = random.Random(6)
    ticks, at = [], 0.0
    for k in range(6):
        ticks.append((at, knock(rng.uniform(500, 900), 0.04, 90, 0.6, rng)))
        at += 0.035 + 0.015 * k
    write("die", mix(*ticks), 0.5)
    write("reveal", mix((0, swish(0.12, 0.35, random.Random(3))), (0.09, knock(420, 0.04, 80, 0.5))), 0.45)


if __name__ == "__main__":
    main()
