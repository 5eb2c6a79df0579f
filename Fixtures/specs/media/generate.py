#!/usr/bin/env python3
"""Writes the images of Fixtures/specs/media.json with known pixels (standard library only).

    python3 Fixtures/specs/media/generate.py

- photo@2x.png: 160 x 120 px (80 x 60 pt at 2x), a vertical sky gradient with a sun disc;
- Icons.xcassets/pin.imageset: a 1x/2x/3x template icon (a filled circle over a bar), whose
  Contents.json asks for template rendering.
The output is deterministic: running it again changes no file.
"""

import os
import struct
import zlib

ROOT = os.path.dirname(os.path.abspath(__file__))


def png(width, height, pixel):
    """A PNG of RGBA8 pixels from pixel(x, y) -> (r, g, b, a)."""
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def photo(x, y):
    if (x - 112) ** 2 + (y - 36) ** 2 <= 18 ** 2:
        return (255, 204, 0, 255)
    t = y / 119
    return (int(40 + 100 * t), int(120 + 80 * t), int(230 - 30 * t), 255)


def icon(scale):
    side = 20 * scale

    def pixel(x, y):
        cx, cy, r = side / 2, side * 0.4, side * 0.3
        inside = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r
        bar = abs(x + 0.5 - cx) <= side * 0.08 and side * 0.4 <= y + 0.5 <= side * 0.95
        return (0, 0, 0, 255 if inside or bar else 0)

    return png(side, side, pixel)


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as handle:
        handle.write(data)


write("photo@2x.png", png(160, 120, photo))
images = []
for scale in (1, 2, 3):
    name = f"pin@{scale}x.png"
    write(f"Icons.xcassets/pin.imageset/{name}", icon(scale))
    images.append(f'{{"idiom": "universal", "scale": "{scale}x", "filename": "{name}"}}')
write("Icons.xcassets/pin.imageset/Contents.json", (
    '{"images": [' + ", ".join(images) + '],\n'
    ' "properties": {"template-rendering-intent": "template"},\n'
    ' "info": {"author": "xcode", "version": 1}}\n').encode())
write("Icons.xcassets/Contents.json", b'{"info": {"author": "xcode", "version": 1}}\n')
