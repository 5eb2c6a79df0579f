#!/usr/bin/env python3
"""Writes the PNG/APNG test fixtures of Fixtures/png/ with known pixels.

Standard library only (zlib + struct), independent of Pinframe's encoder. Run it from anywhere:
    python3 Fixtures/png/generate.py
It rewrites valid/*.png, corrupt/*.png, apng/*.png and expected.json. The output is
deterministic, so re-running it on an unchanged script changes no file.

expected.json maps each valid fixture to its size, its RGBA8 pixels (straight alpha, row-major,
hex) and its text chunks; each APNG fixture to its composited frames and delays. The rules that
turn stored samples into RGBA8 are the decoder's documented ones:
  - grey of bit depth b < 8: g * 255 / (2^b - 1);
  - 16-bit samples: round(v * 255 / 65535) = (v * 255 + 32767) // 65535;
  - tRNS: grey/RGB pixels equal to the tRNS value (compared at the stored depth) get alpha 0,
    other pixels 255; palette entries get the tRNS alpha, or 255 past its end.
The corrupt fixtures' expected errors are written in the Swift tests.
"""

import json
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.abspath(__file__))
SIGNATURE = b"\x89PNG\r\n\x1a\n"


# MARK: - Chunks and image data


def chunk(kind, data=b""):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, depth, color_type, interlace=0):
    return chunk(
        b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace)
    )


def channels(color_type):
    return {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]


def pack_row(samples, depth):
    """Packs one row of samples (already flattened across channels) at a bit depth."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filter_row(kind, row, previous, bpp):
    """Applies PNG filter `kind` (0-4) to a packed row, given the previous packed row."""
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i] if previous else 0
        c = previous[i - bpp] if previous and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes([kind]) + bytes(out)


def scanlines(pixels, width, height, depth, color_type, filters=(0,)):
    """Filtered scanlines of a pixel grid (list of rows of sample tuples)."""
    bpp = max(1, channels(color_type) * depth // 8)
    data, previous = bytearray(), None
    for y in range(height):
        row = pack_row([s for px in pixels[y][:width] for s in px], depth)
        data += filter_row(filters[y % len(filters)], row, previous, bpp)
        previous = row
    return bytes(data)


ADAM7 = [
    (0, 0, 8, 8),
    (4, 0, 8, 8),
    (0, 4, 4, 8),
    (2, 0, 4, 4),
    (0, 2, 2, 4),
    (1, 0, 2, 2),
    (0, 1, 1, 2),
]


def interlaced_scanlines(pixels, width, height, depth, color_type):
    data = bytearray()
    for x0, y0, dx, dy in ADAM7:
        sub = [[pixels[y][x] for x in range(x0, width, dx)] for y in range(y0, height, dy)]
        if sub and sub[0]:
            data += scanlines(sub, len(sub[0]), len(sub), depth, color_type)
    return bytes(data)


def png(
    width,
    height,
    depth,
    color_type,
    pixels,
    before_idat=(),
    after_idat=(),
    interlace=0,
    filters=(0,),
):
    raw = (
        interlaced_scanlines(pixels, width, height, depth, color_type)
        if interlace
        else scanlines(pixels, width, height, depth, color_type, filters)
    )
    return (
        SIGNATURE
        + ihdr(width, height, depth, color_type, interlace)
        + b"".join(before_idat)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + b"".join(after_idat)
        + chunk(b"IEND")
    )


# MARK: - Expected RGBA


def to8(sample, depth):
    if depth == 16:
        return (sample * 255 + 32767) // 65535
    return sample * 255 // ((1 << depth) - 1)


def expected_rgba(pixels, depth, color_type, palette=None, trns=None):
    out = bytearray()
    for row in pixels:
        for px in row:
            if color_type == 3:
                r, g, b = palette[px[0]]
                a = trns[px[0]] if trns and px[0] < len(trns) else 255
                out += bytes([r, g, b, a])
                continue
            alpha = 255
            if color_type in (0, 2) and trns is not None and tuple(px) == tuple(trns):
                alpha = 0
            s = [to8(v, depth) for v in px]
            if color_type == 0:
                out += bytes([s[0], s[0], s[0], alpha])
            elif color_type == 4:
                out += bytes([s[0], s[0], s[0], s[1]])
            elif color_type == 2:
                out += bytes(s + [alpha])
            else:
                out += bytes(s)
    return out.hex()


# MARK: - Valid fixtures


def grid(width, height, make):
    return [[make(x, y) for x in range(width)] for y in range(height)]


def plte(colors):
    return chunk(b"PLTE", bytes(c for rgb in colors for c in rgb))


def trns_chunk(color_type, value, depth=8):
    if color_type == 3:
        return chunk(b"tRNS", bytes(value))
    return chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in value))


SIXTEEN = [0, 1, 127, 128, 129, 255, 256, 32767, 32768, 0x1234, 0x80FF, 0x7F80, 65280, 65534, 65535]
PALETTE = [
    (255, 0, 0),
    (0, 255, 0),
    (0, 0, 255),
    (255, 255, 0),
    (0, 255, 255),
    (255, 0, 255),
    (128, 64, 32),
    (10, 20, 30),
    (200, 200, 200),
    (1, 2, 3),
    (250, 128, 0),
    (0, 0, 0),
    (255, 255, 255),
    (90, 90, 180),
    (33, 66, 99),
    (17, 34, 51),
]


def valid_fixtures():
    """name -> (png bytes, expected dict)."""
    fixtures = {}

    def add(
        name,
        width,
        height,
        depth,
        color_type,
        make,
        palette=None,
        trns=None,
        interlace=0,
        filters=(0,),
        before=(),
        after=(),
        text=None,
    ):
        pixels = grid(width, height, make)
        extra = list(before)
        if palette:
            extra.append(plte(palette))
        if trns is not None:
            extra.append(trns_chunk(color_type, trns, depth))
        data = png(width, height, depth, color_type, pixels, extra, after, interlace, filters)
        fixtures[name] = (
            data,
            {
                "width": width,
                "height": height,
                "rgba": expected_rgba(pixels, depth, color_type, palette, trns),
                "text": text or {},
            },
        )

    for depth in (1, 2, 4, 8):
        top = (1 << depth) - 1
        add(f"grey-{depth}", 7, 3, depth, 0, lambda x, y, t=top: ((x * 3 + y * 5) % (t + 1),))
        add(
            f"palette-{depth}",
            7,
            3,
            depth,
            3,
            lambda x, y, t=top: ((x + 2 * y) % (t + 1),),
            palette=PALETTE[: top + 1] if depth < 8 else PALETTE,
        )
    add("grey-16", 5, 3, 16, 0, lambda x, y: (SIXTEEN[(x + 5 * y) % 15],))
    add("grey-2-trns", 5, 2, 2, 0, lambda x, y: ((x + y) % 4,), trns=(2,))
    add("grey-8-trns", 4, 2, 8, 0, lambda x, y: (40 * (x + y),), trns=(80,))
    add("grey-16-trns", 4, 2, 16, 0, lambda x, y: (SIXTEEN[x + 4 * y],), trns=(128,))
    add("grey-alpha-8", 4, 2, 8, 4, lambda x, y: (30 * x + y, 255 - 60 * x - y))
    add(
        "grey-alpha-16",
        5,
        3,
        16,
        4,
        lambda x, y: (SIXTEEN[(x + 5 * y) % 15], SIXTEEN[(14 - x - 5 * y) % 15]),
    )
    add("rgb-8", 4, 3, 8, 2, lambda x, y: (60 * x, 100 * y, 17 * x + 9 * y))
    add(
        "rgb-16",
        5,
        3,
        16,
        2,
        lambda x, y: (
            SIXTEEN[(x + 5 * y) % 15],
            SIXTEEN[(x + 5 * y + 4) % 15],
            SIXTEEN[(x * 7 + y) % 15],
        ),
    )
    add("rgb-8-trns", 4, 2, 8, 2, lambda x, y: (10 * x, 20 * y, 30), trns=(10, 20, 30))
    add("rgb-16-trns", 4, 2, 16, 2, lambda x, y: (SIXTEEN[x], SIXTEEN[y], 300), trns=(1, 1, 300))
    add("rgba-8", 4, 3, 8, 6, lambda x, y: (60 * x, 100 * y, 255 - 50 * x, 80 * y + x))
    add(
        "rgba-16",
        5,
        3,
        16,
        6,
        lambda x, y: (
            SIXTEEN[(x + 5 * y) % 15],
            SIXTEEN[(x + 1) % 15],
            SIXTEEN[y + 3],
            SIXTEEN[(14 - x - y) % 15],
        ),
    )
    add(
        "rgba-8-all-filters",
        6,
        10,
        8,
        6,
        lambda x, y: (
            (x * 37 + y * 11) % 256,
            (x * x + y * 50) % 256,
            (255 - x * y) % 256,
            (x * 40 + 7 * y) % 256,
        ),
        filters=(0, 1, 2, 3, 4),
    )
    add(
        "palette-8-trns",
        5,
        3,
        8,
        3,
        lambda x, y: ((x + 5 * y) % 16,),
        palette=PALETTE,
        trns=[0, 64, 128, 200],
    )
    add(
        "palette-2-trns",
        5,
        2,
        2,
        3,
        lambda x, y: ((x + y) % 4,),
        palette=PALETTE[:4],
        trns=[255, 0],
    )
    add(
        "rgba-8-adam7",
        9,
        9,
        8,
        6,
        lambda x, y: (28 * x, 28 * y, (x * y * 3) % 256, 255 - 20 * x),
        interlace=1,
    )
    add(
        "palette-2-adam7",
        11,
        5,
        2,
        3,
        lambda x, y: ((x * y + x) % 4,),
        palette=PALETTE[4:8],
        interlace=1,
    )
    add("grey-16-adam7", 3, 10, 16, 0, lambda x, y: (SIXTEEN[(x + 3 * y) % 15],), interlace=1)
    text_before = [
        chunk(b"tEXt", b"Title\0Pinframe fixture"),
        chunk(b"tEXt", b"Place\0Caf\xe9"),
        chunk(b"zTXt", b"Comment\0\0" + zlib.compress(b"compressed " * 20, 9)),
        chunk(b"iTXt", "Author\0\0\0\0\0".encode() + "日本語 ünïcode".encode()),
    ]
    text_after = [
        chunk(b"tEXt", b"Software\0generate.py"),
        chunk(
            b"iTXt",
            b"Description\0\x01\0en\0Beschreibung\0" + zlib.compress("Überall ✓".encode(), 9),
        ),
    ]
    add(
        "text-chunks",
        2,
        2,
        8,
        2,
        lambda x, y: (x * 200, y * 200, 50),
        before=text_before,
        after=text_after,
        text={
            "Title": "Pinframe fixture",
            "Place": "Café",
            "Comment": "compressed " * 20,
            "Author": "日本語 ünïcode",
            "Software": "generate.py",
            "Description": "Überall ✓",
        },
    )
    bomb = zlib.compress(b"A" * 20000, 9)
    add(
        "ztxt-20000-bytes",
        2,
        1,
        8,
        0,
        lambda x, y: (x * 255,),
        before=[chunk(b"zTXt", b"Bomb\0\0" + bomb)],
        text={"Bomb": "A" * 20000},
    )
    return fixtures


def grey16_all_values():
    """256x256 grey 16-bit: pixel (x, y) holds y * 256 + x, every 16-bit value once."""
    pixels = grid(256, 256, lambda x, y: (y * 256 + x,))
    return png(256, 256, 16, 0, pixels, filters=(1,))


# MARK: - APNG fixtures


def actl(frames, plays=0):
    return chunk(b"acTL", struct.pack(">II", frames, plays))


def fctl(sequence, width, height, x, y, delay, dispose, blend):
    return chunk(
        b"fcTL",
        struct.pack(
            ">IIIIIHHBB", sequence, width, height, x, y, delay[0], delay[1], dispose, blend
        ),
    )


def rgba_data(pixels, width, height):
    return zlib.compress(scanlines(pixels, width, height, 8, 6), 9)


def composite(canvas, width, region, pixels, blend):
    x0, y0, w, h = region
    for y in range(h):
        for x in range(w):
            i = ((y0 + y) * width + x0 + x) * 4
            s = pixels[y][x]
            if blend == 0 or s[3] == 255:
                canvas[i : i + 4] = bytes(s)
            elif s[3] > 0:
                d = canvas[i : i + 4]
                out_a = s[3] * 255 + d[3] * (255 - s[3])
                for c in range(3):
                    canvas[i + c] = (
                        s[c] * s[3] * 255 + d[c] * d[3] * (255 - s[3]) + out_a // 2
                    ) // out_a
                canvas[i + 3] = (out_a + 127) // 255


def apng_ops():
    """4x4 APNG whose frames use every dispose and blend op; returns bytes and expected frames."""
    W = H = 4
    base = grid(W, H, lambda x, y: (60 * x, 60 * y, 100, 255))
    over = [[(255, 0, 0, 51), (0, 0, 0, 0)], [(0, 255, 0, 255), (0, 0, 255, 102)]]
    solid = [[(9, 9, 9, 255), (8, 8, 8, 255)], [(7, 7, 7, 255), (6, 6, 6, 0)]]
    dot = [[(1, 2, 3, 4)]]
    frames = [  # region, pixels, delay, dispose, blend
        ((0, 0, W, H), base, (1, 60), 0, 0),
        ((1, 1, 2, 2), over, (2, 60), 1, 1),
        ((0, 0, 2, 2), solid, (1, 30), 2, 0),
        ((3, 3, 1, 1), dot, (0, 0), 0, 0),
    ]
    data = SIGNATURE + ihdr(W, H, 8, 6) + actl(len(frames), 3)
    sequence, expected, canvas = 0, [], bytearray(W * H * 4)
    for index, (region, pixels, delay, dispose, blend) in enumerate(frames):
        x, y, w, h = region
        data += fctl(sequence, w, h, x, y, delay, dispose, blend)
        sequence += 1
        payload = rgba_data(pixels, w, h)
        if index == 0:
            data += chunk(b"IDAT", payload)
        else:
            half = len(payload) // 2  # frame data split over two fdAT chunks
            for part in (payload[:half], payload[half:]):
                data += chunk(b"fdAT", struct.pack(">I", sequence) + part)
                sequence += 1
        saved = bytes(canvas)
        composite(canvas, W, region, pixels, blend)
        expected.append({"delay": [delay[0], delay[1] or 100], "rgba": canvas.hex()})
        if dispose == 1:
            for row in range(h):
                start = ((y + row) * W + x) * 4
                canvas[start : start + w * 4] = bytes(w * 4)
        elif dispose == 2:
            canvas[:] = saved
    data += chunk(b"IEND")
    return data, {"width": W, "height": H, "loopCount": 3, "frames": expected}


def apng_hidden_default():
    """2x1 APNG whose IDAT (the default image) is not a frame: frames come from fdAT only."""
    default = [[(255, 255, 255, 255), (255, 255, 255, 255)]]
    first = [[(1, 1, 1, 255), (2, 2, 2, 255)]]
    second = [[(3, 3, 3, 255)]]
    data = (
        SIGNATURE
        + ihdr(2, 1, 8, 6)
        + actl(2)
        + chunk(b"IDAT", rgba_data(default, 2, 1))
        + fctl(0, 2, 1, 0, 0, (1, 10), 0, 0)
        + chunk(b"fdAT", struct.pack(">I", 1) + rgba_data(first, 2, 1))
        + fctl(2, 1, 1, 1, 0, (1, 10), 0, 0)
        + chunk(b"fdAT", struct.pack(">I", 3) + rgba_data(second, 1, 1))
        + chunk(b"IEND")
    )
    frames = [
        {"delay": [1, 10], "rgba": "010101ff020202ff"},
        {"delay": [1, 10], "rgba": "010101ff030303ff"},
    ]
    return data, {"width": 2, "height": 1, "loopCount": 0, "frames": frames}


def apng_palette():
    """3x1 palette APNG with tRNS; frame 1 puts the transparent entry at (2, 0)."""
    colors = [(10, 20, 30), (40, 50, 60), (70, 80, 90)]
    first = scanlines([[(0,), (1,), (2,)]], 3, 1, 8, 3)
    second = scanlines([[(0,)]], 1, 1, 8, 3)
    data = (
        SIGNATURE
        + ihdr(3, 1, 8, 3)
        + actl(2)
        + plte(colors)
        + chunk(b"tRNS", bytes([0]))
        + fctl(0, 3, 1, 0, 0, (1, 30), 0, 0)
        + chunk(b"IDAT", zlib.compress(first, 9))
        + fctl(1, 1, 1, 2, 0, (1, 30), 0, 0)
        + chunk(b"fdAT", struct.pack(">I", 2) + zlib.compress(second, 9))
        + chunk(b"IEND")
    )
    shown = [[[(0,), (1,), (2,)]], [[(0,), (1,), (0,)]]]
    frames = [{"delay": [1, 30], "rgba": expected_rgba(p, 8, 3, colors, [0])} for p in shown]
    return data, {"width": 3, "height": 1, "loopCount": 0, "frames": frames}


def broken_apngs():
    one = [[(1, 2, 3, 255)]]
    two = [[(1, 2, 3, 255), (4, 5, 6, 255)]]
    head = SIGNATURE + ihdr(2, 1, 8, 6)
    frame0 = fctl(0, 2, 1, 0, 0, (1, 60), 0, 0) + chunk(b"IDAT", rgba_data(two, 2, 1))
    end = chunk(b"IEND")
    fd = lambda seq, px, w: chunk(b"fdAT", struct.pack(">I", seq) + rgba_data(px, w, 1))
    return {
        "apng-bad-sequence": head
        + actl(2)
        + frame0
        + fctl(1, 1, 1, 0, 0, (1, 60), 0, 0)
        + fd(3, one, 1)
        + end,
        "apng-region-outside": head
        + actl(2)
        + frame0
        + fctl(1, 1, 1, 2, 0, (1, 60), 0, 0)
        + fd(2, one, 1)
        + end,
        "apng-frame-count": head
        + actl(3)
        + frame0
        + fctl(1, 1, 1, 0, 0, (1, 60), 0, 0)
        + fd(2, one, 1)
        + end,
        "apng-first-frame-cropped": head
        + actl(1)
        + fctl(0, 1, 1, 0, 0, (1, 60), 0, 0)
        + chunk(b"IDAT", rgba_data(one, 1, 1))
        + end,
        "apng-missing-frame-data": head
        + actl(2)
        + frame0
        + fctl(1, 1, 1, 0, 0, (1, 60), 0, 0)
        + end,
        "apng-two-default-frames": head
        + actl(2)
        + fctl(0, 2, 1, 0, 0, (1, 60), 0, 0)
        + fctl(1, 2, 1, 0, 0, (1, 60), 0, 0)
        + chunk(b"IDAT", rgba_data(two, 2, 1))
        + end,
        "apng-bad-dispose": head
        + actl(2)
        + frame0
        + fctl(1, 1, 1, 0, 0, (1, 60), 3, 0)
        + fd(2, one, 1)
        + end,
    }


# MARK: - Corrupt fixtures


def corrupt_fixtures(rgb8):
    ihdr_end = 8 + 25  # signature + IHDR chunk
    idat_at = rgb8.index(b"IDAT") - 4
    iend_at = rgb8.index(b"IEND") - 4
    small = grid(4, 3, lambda x, y: (60 * x, 100 * y, 17 * x + 9 * y))

    def with_idat(payload, header=None):
        return SIGNATURE + (header or ihdr(4, 3, 8, 2)) + chunk(b"IDAT", payload) + chunk(b"IEND")

    bad_crc = bytearray(rgb8)
    bad_crc[iend_at - 1] ^= 0xFF  # last byte of the IDAT CRC
    bad_ihdr_crc = bytearray(rgb8)
    bad_ihdr_crc[ihdr_end - 1] ^= 0xFF
    good_zlib = zlib.compress(scanlines(small, 4, 3, 8, 2), 9)
    bad_zlib = bytearray(good_zlib)
    bad_zlib[0] = 0x79  # not a valid zlib header
    bad_index = grid(3, 1, lambda x, y: (x * 2,))  # indices 0, 2, 4 with a 2-entry palette
    return {
        "empty": b"",
        "not-a-png": b"GIF89a\x01\x00\x01\x00\x00\x00\x00;",
        "truncated-signature": rgb8[:5],
        "truncated-ihdr": rgb8[:20],
        "truncated-idat": rgb8[: idat_at + 20],
        "truncated-idat-crc": rgb8[: iend_at - 2],
        "missing-iend": rgb8[:iend_at],
        "bad-idat-crc": bytes(bad_crc),
        "bad-ihdr-crc": bytes(bad_ihdr_crc),
        "bad-zlib": with_idat(bytes(bad_zlib)),
        "not-enough-data": with_idat(zlib.compress(scanlines(small, 4, 2, 8, 2), 9)),
        "zero-width": with_idat(good_zlib, ihdr(0, 3, 8, 2)),
        "bad-bit-depth": with_idat(good_zlib, ihdr(4, 3, 4, 2)),
        "huge-dimensions": with_idat(zlib.compress(b"\0" * 64), ihdr(100000, 100000, 8, 6)),
        "idat-before-ihdr": SIGNATURE
        + chunk(b"IDAT", good_zlib)
        + ihdr(4, 3, 8, 2)
        + chunk(b"IEND"),
        "missing-plte": with_idat(
            zlib.compress(scanlines(bad_index, 3, 1, 8, 3)), ihdr(3, 1, 8, 3)
        ),
        "bad-palette-index": SIGNATURE
        + ihdr(3, 1, 8, 3)
        + plte(PALETTE[:2])
        + chunk(b"IDAT", zlib.compress(scanlines(bad_index, 3, 1, 8, 3)))
        + chunk(b"IEND"),
        "huge-chunk-length": rgb8[:idat_at] + b"\xff\xff\xff\xf0IDAT" + rgb8[idat_at + 8 :],
    }


# MARK: - Main


def write(relative, data):
    path = os.path.join(ROOT, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)


def main():
    expected = {"valid": {}, "apng": {}}
    valid = valid_fixtures()
    for name, (data, description) in sorted(valid.items()):
        write(f"valid/{name}.png", data)
        expected["valid"][name] = description
    write("valid/grey-16-all-values.png", grey16_all_values())
    for name, data in sorted(corrupt_fixtures(valid["rgb-8"][0]).items()):
        write(f"corrupt/{name}.png", data)
    for name, (data, description) in {
        "apng-ops": apng_ops(),
        "apng-hidden-default": apng_hidden_default(),
        "apng-palette": apng_palette(),
    }.items():
        write(f"apng/{name}.png", data)
        expected["apng"][name] = description
    for name, data in sorted(broken_apngs().items()):
        write(f"apng/{name}.png", data)
    with open(os.path.join(ROOT, "expected.json"), "w", encoding="utf-8") as file:
        json.dump(expected, file, indent=1, sort_keys=True, ensure_ascii=False)
        file.write("\n")


if __name__ == "__main__":
    main()
