"""Glyph outlines of Inter's faces as compact byte blobs, for generate_font_metrics.py.

What is stored: for every code point of the blocks that Inter has, the glyph's outline as the
font has it (CFF: closed contours of straight lines and cubic Bezier
curves, y up, in font units; every coordinate of Inter's faces is an integer, which the
generator checks) and its advance. Nothing is converted or flattened: the rasterizer flattens
curves at drawing time, at the size drawn.

Glyph 0, drawn for characters without an outline, is not Inter's `.notdef` (five stacked bars)
but the box readers know as "missing glyph": a hollow rectangle from the baseline to the cap
height, NOTDEF_MARGIN units in from both sides of an advance of 0.6 em (what Pinframe measures
such a character as, so it is drawn unscaled), its sides as thick as the face's `l` stem.

The byte format of one face (all integers are LEB128 varints; `zz` marks a zigzag-encoded
signed value: 0, -1, 1, -2 ... as 0, 1, 2, 3 ...):

    face     := glyphCount glyph*               (glyph 0 is .notdef, then OUTLINE_SCALARS' order)
    glyph    := advance contourCount contour*
    contour  := reference [body] zz(startX) zz(startY)
                reference 0: a new body follows; k > 0: the face's (k-1)th body again
    body     := segmentCount codes coordinate*
                codes: 2 bits per segment, least significant first, padded to a byte:
                0 line zz(dx) zz(dy), 1 horizontal line zz(dx), 2 vertical line zz(dy),
                3 cubic zz(dx1) zz(dy1) zz(dx2) zz(dy2) zz(dx3) zz(dy3)
                (each point relative to the one before, the first to the contour's start)

A contour is closed: a final line back to its start is implied, and an explicit one is left
out. Bodies are relative to their start, so a contour that appears again in another glyph (an
accented letter's base and accent, a Cyrillic or Greek letter drawn as a Latin one) is stored
once per face and referenced, which halves the data.

The blob is written as base64 in a multi-line string literal, 96 characters a line: the Swift
compiler reads a string literal of this size in milliseconds, where an array literal of the
same bytes takes seconds to type-check.
"""

import base64

from fontTools.pens.recordingPen import RecordingPen

# The blocks of the metrics table, and further blocks whose glyphs UI text uses: combining
# marks, super- and subscripts, letterlike symbols (™ №), number forms, arrows, mathematical
# operators (− ≤ ≥ ≠ ∞), keyboard symbols (⌘ ⌥ ⌫), enclosed alphanumerics, geometric shapes
# (● ▶ ▼), miscellaneous symbols (★ ♥ ⚠), dingbats (✓ ✗) and long arrows.
EXTRA_BLOCKS = [
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x2070, 0x209F, "Superscripts and Subscripts"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2150, 0x218F, "Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2300, 0x23FF, "Miscellaneous Technical"),
    (0x2460, 0x24FF, "Enclosed Alphanumerics"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0x2700, 0x27BF, "Dingbats"),
    (0x27F0, 0x27FF, "Supplemental Arrows-A"),
]

LINE, HORIZONTAL, VERTICAL, CUBIC = 0, 1, 2, 3
NOTDEF_MARGIN = 160
BASE64_LINE = 96


def varint(value, out):
    """Appends `value` (>= 0) as a LEB128 varint."""
    if value < 0:
        raise ValueError(f"varint of a negative value {value}")
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def zigzag(value):
    """A signed value as the unsigned zigzag code."""
    return value * 2 if value >= 0 else -value * 2 - 1


def integer(value, where):
    """`value` as an int; the generator stops when a coordinate has a fraction."""
    if value != int(value):
        raise ValueError(f"{where}: coordinate {value} is not an integer")
    return int(value)


def contours_of(glyph_set, name):
    """The glyph's contours: [(start, [(kind, points)])], kind 'l' or 'c'."""
    pen = RecordingPen()
    glyph_set[name].draw(pen)
    contours = []
    for operator, arguments in pen.value:
        if operator == "moveTo":
            contours.append((arguments[0], []))
        elif operator in ("lineTo", "curveTo"):
            if not contours:
                raise ValueError(f"{name}: a segment before the first moveTo")
            contours[-1][1].append(("l" if operator == "lineTo" else "c", arguments))
        elif operator not in ("closePath", "endPath"):
            raise ValueError(f"{name}: unexpected pen operator {operator}")
    return contours


def encode_body(start, segments, where):
    """The translation-independent body of one contour."""
    if segments and segments[-1][0] == "l" and segments[-1][1][0] == start:
        segments = segments[:-1]
    codes = []
    values = []
    x, y = (integer(v, where) for v in start)
    for kind, points in segments:
        deltas = []
        for px, py in points:
            px, py = integer(px, where), integer(py, where)
            deltas.append((px - x, py - y))
            x, y = px, py
        if kind == "c":
            codes.append(CUBIC)
            values += [v for delta in deltas for v in delta]
        elif deltas[0][1] == 0:
            codes.append(HORIZONTAL)
            values.append(deltas[0][0])
        elif deltas[0][0] == 0:
            codes.append(VERTICAL)
            values.append(deltas[0][1])
        else:
            codes.append(LINE)
            values += list(deltas[0])
    body = bytearray()
    varint(len(codes), body)
    packed = bytearray((len(codes) * 2 + 7) // 8)
    for index, code in enumerate(codes):
        packed[index // 4] |= code << (index % 4 * 2)
    body += packed
    for value in values:
        varint(zigzag(value), body)
    return bytes(body)


def notdef(font):
    """The missing-glyph box: (advance, contours), see the module's documentation."""
    units = font["head"].unitsPerEm
    advance = round(0.6 * units)
    stem_points = [point for start, segments in contours_of(font.getGlyphSet(), font.getBestCmap()[ord("l")])
                   for point in [start] + [p for _, points in segments for p in points]]
    bottom = [x for x, y in stem_points if y == 0]
    stem = int(max(bottom) - min(bottom))
    left, right, top = NOTDEF_MARGIN, advance - NOTDEF_MARGIN, font["OS/2"].sCapHeight

    def box(x0, y0, x1, y1, clockwise):
        corners = [(x1, y0), (x1, y1), (x0, y1)]
        if clockwise:
            corners.reverse()
        return ((x0, y0), [("l", (corner,)) for corner in corners])

    outer = box(left, 0, right, top, clockwise=False)
    inner = box(left + stem, stem, right - stem, top - stem, clockwise=True)
    return advance, [outer, inner]


def encode_face(font, glyph_names):
    """The face's blob for the missing-glyph box and the glyphs `glyph_names`, and statistics."""
    glyph_set = font.getGlyphSet()
    hmtx = font["hmtx"]
    out = bytearray()
    varint(len(glyph_names) + 1, out)
    bodies = {}
    references = 0
    for name in [None] + glyph_names:
        if name is None:
            advance, contours = notdef(font)
        else:
            advance, contours = hmtx[name][0], contours_of(glyph_set, name)
        varint(advance, out)
        varint(len(contours), out)
        for start, segments in contours:
            body = encode_body(start, segments, name)
            if body in bodies:
                varint(bodies[body] + 1, out)
                references += 1
            else:
                bodies[body] = len(bodies)
                varint(0, out)
                out += body
            varint(zigzag(integer(start[0], name)), out)
            varint(zigzag(integer(start[1], name)), out)
    return bytes(out), {"bodies": len(bodies), "references": references}


def outline_scalars(cmap, blocks):
    """The code points of `blocks` that the face maps to a glyph, in block order."""
    return [cp for first, last, _ in blocks for cp in range(first, last + 1) if cp in cmap]


def base64_lines(blob, indent):
    """The blob as base64, BASE64_LINE characters a line."""
    text = base64.b64encode(blob).decode("ascii")
    return "\n".join(
        indent + text[start:start + BASE64_LINE] for start in range(0, len(text), BASE64_LINE))
