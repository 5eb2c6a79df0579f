"""Writes the hand-made hostile PNG and APNG files of Fixtures/hostile/png/.

Each file is small and damaged in one way (or, for the bombs, valid but huge when decoded).
Files found by fuzzing are kept as found and are not written here. The expected outcome of
every file is in its .expected.txt, checked by Tests/PinframePNGTests/HostileFixtureTests.swift.
Run: python3 Fixtures/hostile/generate.py
"""

import pathlib
import struct
import zlib

HERE = pathlib.Path(__file__).resolve().parent / "png"
SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data, crc=None):
    """A chunk: length, type, data, CRC (the right one unless `crc` is given)."""
    body = kind + data
    value = zlib.crc32(body) if crc is None else crc
    return struct.pack(">I", len(data)) + body + struct.pack(">I", value & 0xFFFFFFFF)


def ihdr(width, height, depth=8, colour=6, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def idat(raw, level=9):
    return chunk(b"IDAT", zlib.compress(raw, level))


def rgba_rows(width, height, pixel=b"\x10\x20\x30\xff"):
    return b"".join(b"\x00" + pixel * width for _ in range(height))


def png(*chunks):
    return SIGNATURE + b"".join(chunks)


IEND = chunk(b"IEND", b"")
PLTE = chunk(b"PLTE", b"\xff\x00\x00\x00\xff\x00")
SMALL = idat(rgba_rows(2, 1))


def actl(frames, plays=0):
    return chunk(b"acTL", struct.pack(">II", frames, plays))


def fctl(sequence, width, height, x=0, y=0, delay=(1, 10), dispose=0, blend=0):
    data = struct.pack(">IIIIIHHBB", sequence, width, height, x, y, *delay, dispose, blend)
    return chunk(b"fcTL", data)


def fdat(sequence, raw):
    return chunk(b"fdAT", struct.pack(">I", sequence) + zlib.compress(raw))


def apng(*frames_chunks, frames=2):
    """A 2×1 APNG: frame 0 is the IDAT, then the given chunks."""
    return png(ihdr(2, 1), actl(frames), fctl(0, 2, 1), SMALL, *frames_chunks, IEND)


FILES = {
    # Cut off and damaged chunk structure
    "truncated-in-plte": png(ihdr(2, 1, colour=3), PLTE)[:40],
    "bad-crc-plte": png(
        ihdr(2, 1, colour=3), chunk(b"PLTE", b"\xff\x00\x00", crc=0), idat(b"\x00\x00\x00"), IEND
    ),
    "bad-adler32": png(
        ihdr(2, 1), chunk(b"IDAT", zlib.compress(rgba_rows(2, 1))[:-4] + b"\x00" * 4), IEND
    ),
    "idat-zlib-cut": png(ihdr(2, 1), chunk(b"IDAT", zlib.compress(rgba_rows(2, 1))[:6]), IEND),
    "too-much-image-data": png(ihdr(2, 1), idat(rgba_rows(2, 9)), IEND),
    "bad-filter-type": png(ihdr(2, 1), idat(b"\x07" + b"\x00" * 8), IEND),
    # Chunks in the wrong order
    "plte-after-idat": png(ihdr(2, 1, colour=3), idat(b"\x00\x00\x01"), PLTE, IEND),
    "iend-before-idat": png(ihdr(2, 1), IEND, SMALL),
    "two-ihdr": png(ihdr(2, 1), ihdr(2, 1), SMALL, IEND),
    "chunk-type-not-letters": png(ihdr(2, 1), chunk(b"I\x00AT", b""), SMALL, IEND),
    # Header values no image can have, and sizes over the limits
    "width-over-31-bits": png(ihdr(0x80000000, 1), SMALL, IEND),
    "huge-dimensions-2-gigapixels": png(ihdr(0x7FFFFFFF, 1), SMALL, IEND),
    "interlace-method-2": png(ihdr(2, 1, interlace=2), SMALL, IEND),
    # A valid 10000 × 10000 1-bit grey image of zeros: 12 KB that inflates to 400 MB of RGBA
    "zeros-100-megapixels": png(
        ihdr(10_000, 10_000, depth=1, colour=0), idat(b"\x00" * (1 + 1250) * 10_000), IEND
    ),
    # A zTXt chunk whose 10 KB of compressed zeros inflate to 10 MB of text
    "ztxt-10-megabytes": png(
        ihdr(2, 1),
        chunk(b"zTXt", b"Bomb\x00\x00" + zlib.compress(b"\x00" * 10_000_000, 9)),
        SMALL,
        IEND,
    ),
    # 40 zTXt (iTXt) chunks, each 1 MB once inflated, under the 8 MB per-chunk limit: 40 MB of
    # text from a 40 KB file, over the 16 MB limit on a file's text (the 770 KB file of issue 18
    # had 100 chunks of 7.7 MB)
    "ztxt-40-chunks-of-1-megabyte": png(
        ihdr(2, 1),
        *(chunk(b"zTXt", b"t%02d\x00\x00" % index + zlib.compress(b"z" * 1_000_000, 9))
          for index in range(40)),
        SMALL,
        IEND,
    ),
    "itxt-40-chunks-of-1-megabyte": png(
        ihdr(2, 1),
        SMALL,
        *(chunk(b"iTXt", b"t%02d\x00\x01\x00en\x00\x00" % index + zlib.compress(b"i" * 1_000_000, 9))
          for index in range(40)),
        IEND,
    ),
    # APNG frame control chunks that contradict each other or the canvas
    "apng-zero-frames": apng(fctl(1, 1, 1), fdat(2, b"\x00" * 5), frames=0),
    "apng-frame-count-over-limit": apng(fctl(1, 1, 1), fdat(2, b"\x00" * 5), frames=0xFFFFFFFF),
    "apng-region-past-canvas": apng(fctl(1, 1, 1, x=0xFFFFFFFF), fdat(2, b"\x00" * 5)),
    "apng-zero-size-frame": apng(fctl(1, 0, 1), fdat(2, b"\x00")),
    "apng-short-fctl": png(
        ihdr(2, 1), actl(1), chunk(b"fcTL", struct.pack(">I", 0) + b"\x00" * 21), SMALL, IEND
    ),
    "apng-fdat-before-fctl": apng(fdat(1, b"\x00" * 5), fctl(2, 1, 1), fdat(3, b"\x00" * 5)),
    "apng-actl-after-idat": png(ihdr(2, 1), SMALL, actl(1), IEND),
    "apng-bad-blend-op": apng(fctl(1, 1, 1, blend=2), fdat(2, b"\x00" * 5)),
    "apng-frame-bad-zlib": apng(
        fctl(1, 1, 1), chunk(b"fdAT", struct.pack(">I", 2) + b"\x78\x9c\xff\xff"), frames=2
    ),
    "apng-frame-too-little-data": apng(fctl(1, 2, 1), fdat(2, b"\x00" * 5)),
    "apng-repeated-sequence": apng(fctl(1, 1, 1), fdat(1, b"\x00" * 5)),
}

for name, data in FILES.items():
    (HERE / f"{name}.png").write_bytes(data)
