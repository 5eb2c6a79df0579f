#!/usr/bin/env python3
"""Generate PinframeText's font metrics table from Debian's Inter faces.

Usage (from the package root):

    apt-get update && apt-get install -y fonts-inter
    pip install fonttools
    python3 Scripts/fonts/generate_font_metrics.py           # writes the Swift files
    python3 Scripts/fonts/generate_font_metrics.py --check   # verifies the committed files

What it reads: the 18 static faces of Inter (Thin ... Black, roman and italic) from
/usr/share/fonts/opentype/inter (override with --font-dir).

What it writes, into Sources/PinframeText/Generated/:
  * FontMetricsTable.swift: the code point blocks, the units per em, the width calibration
    factor and the fit's report;
  * FontMetricsTable+<Face>.swift, one per face: the advance of every code point of the blocks
    in Inter's font units (0xFFFF where Inter has no glyph), the tabular-figure advance, and the
    face's kerning pairs;
  * GlyphOutlineTable.swift: the code points that have outlines (those of the blocks below and
    of glyph_outlines.EXTRA_BLOCKS that Inter has) and the font's version;
  * GlyphOutlineTable+<Face>.swift, one per face: the outlines of those code points and of a
    missing-glyph box, in the byte format glyph_outlines.py describes, as base64;
  * Inter-OFL.txt: Inter's licence (SIL Open Font License 1.1), from Debian's copyright file
    (/usr/share/doc/fonts-inter/copyright, override with --copyright).

Code points: ASCII U+0020-007E, Latin-1 U+00A0-00FF, Latin Extended-A U+0100-017F, Greek and
Coptic U+0370-03FF, Cyrillic U+0400-04FF, General Punctuation U+2000-206F (with the ellipsis
U+2026) and Currency Symbols U+20A0-20CF.

Kerning: the GPOS `kern` pair adjustments (x advance of the first glyph) between printable ASCII
characters, at most MAX_KERN_PAIRS per face, keeping the pairs with the largest adjustments
(ties broken by the pair's code points). Inter has 590-870 such pairs per face, so the cap only
guards against a future font with many more.

Calibration: SF Pro's advances at 17 pt regular (uikit-surface.md section 2.4) and its widths
of "Hello" and "This is a test string", against Inter Regular's, one factor fitted by least
squares; every face uses the factor of Regular, the only
face with SF samples. The report is printed and written into FontMetricsTable.swift.

A change of the generated files changes measured widths, so it is a renderer-version change.
"""

import argparse
import os
import sys

from fontTools.ttLib import TTFont

from glyph_outlines import EXTRA_BLOCKS, base64_lines, encode_face, outline_scalars

BLOCKS = [
    (0x0020, 0x007E, "ASCII"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
]

# UIKit's nine weights, in order, on Inter's nine instances (100 ... 900).
WEIGHTS = [
    ("ultraLight", "Thin"),
    ("thin", "ExtraLight"),
    ("light", "Light"),
    ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"),
    ("bold", "Bold"),
    ("heavy", "ExtraBold"),
    ("black", "Black"),
]

MAX_KERN_PAIRS = 1200
MISSING = 0xFFFF
SAMPLE_SIZE = 17.0

# SF Pro at 17 pt regular, iOS 26.1 (uikit-surface.md section 2.4).
SF_SAMPLES = [
    (" ", 4.350), (".", 4.615), ("0", 10.276), ("1", 7.454), ("A", 11.023), ("H", 12.186),
    ("M", 14.427), ("W", 16.021), ("a", 8.948), ("e", 9.280), ("i", 3.769), ("n", 9.488),
    ("o", 9.612), ("s", 8.467), ("t", 5.744),
]
SF_STRINGS = [("Hello", 38.814), ("This is a test string", 143.404)]

OUT_DIR = os.path.join("Sources", "PinframeText", "Generated")


def face_file_name(weight_name, italic):
    """Inter's file name for a weight and slant."""
    if italic:
        return "Inter-Italic.otf" if weight_name == "Regular" else f"Inter-{weight_name}Italic.otf"
    return f"Inter-{weight_name}.otf"


def face_identifier(weight_name, italic):
    """The Swift identifier of a face's table: interRegular, interBoldItalic ..."""
    if italic and weight_name == "Regular":
        return "interItalic"
    return "inter" + weight_name + ("Italic" if italic else "")


def code_points():
    """Every code point of the blocks, in table order."""
    return [cp for first, last, _ in BLOCKS for cp in range(first, last + 1)]


def lookups_of_feature(table, tag):
    """The lookups a GSUB/GPOS feature uses, resolved through extension lookups."""
    indices = sorted({
        i for record in table.FeatureList.FeatureRecord if record.FeatureTag == tag
        for i in record.Feature.LookupListIndex
    })
    subtables = []
    for index in indices:
        for subtable in table.LookupList.Lookup[index].SubTable:
            subtables.append(getattr(subtable, "ExtSubTable", subtable))
    return subtables


def tabular_digit_advance(font, cmap):
    """The advance of the tabular figures (GSUB `tnum`): the widest of the ten.

    Inter's tabular figures differ by a few units (1854 and 1856 in Thin); one advance for
    all ten keeps columns of digits aligned, as tabular figures promise.
    """
    mapping = {}
    for subtable in lookups_of_feature(font["GSUB"].table, "tnum"):
        mapping.update(getattr(subtable, "mapping", {}))
    advances = {font["hmtx"][mapping.get(cmap[ord(d)], cmap[ord(d)])][0] for d in "0123456789"}
    return max(advances)


def pair_adjustments(font, cmap):
    """GPOS kern pairs between printable ASCII characters: {(left, right): x advance}."""
    glyph_to_chars = {}
    for cp in range(0x20, 0x7F):
        if cp in cmap:
            glyph_to_chars.setdefault(cmap[cp], []).append(cp)
    pairs = {}
    for subtable in lookups_of_feature(font["GPOS"].table, "kern"):
        if getattr(subtable, "LookupType", 2) != 2:
            continue
        for (left, right), value in pairs_of_subtable(subtable, glyph_to_chars).items():
            pairs.setdefault((left, right), value)
    return {key: value for key, value in pairs.items() if value != 0}


def pairs_of_subtable(subtable, glyph_to_chars):
    """The x-advance adjustments of one PairPos subtable, for the glyphs of glyph_to_chars."""
    coverage = subtable.Coverage.glyphs
    found = {}
    if subtable.Format == 1:
        for first, pair_set in zip(coverage, subtable.PairSet):
            for record in pair_set.PairValueRecord:
                value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                add_pairs(found, glyph_to_chars, first, record.SecondGlyph, value)
    elif subtable.Format == 2:
        class1 = subtable.ClassDef1.classDefs
        class2 = subtable.ClassDef2.classDefs
        seconds = {}
        for glyph in glyph_to_chars:
            seconds.setdefault(class2.get(glyph, 0), []).append(glyph)
        for first in coverage:
            if first not in glyph_to_chars:
                continue
            record1 = subtable.Class1Record[class1.get(first, 0)]
            for class_index, record2 in enumerate(record1.Class2Record):
                value = getattr(record2.Value1, "XAdvance", 0) if record2.Value1 else 0
                for second in seconds.get(class_index, []):
                    add_pairs(found, glyph_to_chars, first, second, value)
    return found


def add_pairs(found, glyph_to_chars, first, second, value):
    """Records value for every character pair the two glyphs stand for."""
    for left in glyph_to_chars.get(first, []):
        for right in glyph_to_chars.get(second, []):
            found.setdefault((left, right), value)


def read_face(path):
    """Advances, tabular figure advance, kerning and outlines of one face file."""
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    advances = [hmtx[cmap[cp]][0] if cp in cmap else MISSING for cp in code_points()]
    pairs = pair_adjustments(font, cmap)
    ranked = sorted(pairs.items(), key=lambda item: (-abs(item[1]), item[0]))[:MAX_KERN_PAIRS]
    scalars = outline_scalars(cmap, BLOCKS + EXTRA_BLOCKS)
    outlines, statistics = encode_face(font, [cmap[cp] for cp in scalars])
    return {
        "scalars": scalars,
        "outlines": outlines,
        "outlineStatistics": statistics,
        "version": font["name"].getDebugName(5),
        "unitsPerEm": font["head"].unitsPerEm,
        "advances": advances,
        "tabular": tabular_digit_advance(font, cmap),
        "kerning": sorted(ranked),
        "kernTotal": len(pairs),
        "advanceOf": {cp: hmtx[cmap[cp]][0] for cp in range(0x20, 0x7F) if cp in cmap},
    }


def fit(regular):
    """The least-squares factor k minimising sum (k * inter_i - sf_i)^2, and the report.

    The observations are the sample characters and the two sample strings (Inter's kerned
    width), so that everyday words weigh as much as single glyphs.
    """
    scale = SAMPLE_SIZE / regular["unitsPerEm"]
    kerning = dict(regular["kerning"])

    def width(text, kerned=True):
        units = sum(regular["advanceOf"][ord(ch)] for ch in text)
        if kerned:
            units += sum(kerning.get((ord(a), ord(b)), 0) for a, b in zip(text, text[1:]))
        return units * scale

    observations = SF_SAMPLES + SF_STRINGS
    inter = [width(text) for text, _ in observations]
    sf = [value for _, value in observations]
    factor = sum(a * s for a, s in zip(inter, sf)) / sum(a * a for a in inter)
    factor = round(factor, 6)
    lines = [f"width factor {factor:.6f} (least squares over {len(SF_SAMPLES)} characters"
             f" and {len(SF_STRINGS)} strings)"]
    for ch, target in SF_SAMPLES:
        ours = width(ch) * factor
        lines.append(f"{ch!r:>5}: SF {target:8.3f}  ours {ours:8.3f}  error {ours - target:+7.3f}"
                     f" ({(ours - target) / target * 100:+5.1f} %)")
    for text, target in SF_STRINGS:
        ours = width(text) * factor
        plain = width(text, kerned=False) * factor
        lines.append(f"{text!r}: SF {target:.3f}  ours {ours:.3f} ({plain:.3f} unkerned)"
                     f"  error {ours - target:+.3f} ({(ours - target) / target * 100:+.2f} %)")
    errors = [abs(width(t) * factor - v) / v * 100 for t, v in SF_SAMPLES]
    lines.append(f"characters: mean |error| {sum(errors) / len(errors):.2f} %,"
                 f" max {max(errors):.2f} %")
    return factor, lines


def swift_array(values, indent="    ", width=100):
    """Swift array literal lines, as many values to a line as fit in width columns."""
    rows = []
    row = indent
    for value in values:
        item = f"{value},"
        if row != indent and len(row) + 1 + len(item) > width:
            rows.append(row)
            row = indent
        row += item if row == indent else " " + item
    if row != indent:
        rows.append(row)
    return "\n".join(rows)


HEADER = """// GENERATED by Scripts/fonts/generate_font_metrics.py from Debian's fonts-inter; do not edit.
// Regenerate: apt-get install -y fonts-inter && pip install fonttools &&
//   python3 Scripts/fonts/generate_font_metrics.py   (--check verifies this file)
// A change of this table changes measured text widths: it is a renderer-version change.
// Inter is licensed under the SIL Open Font License 1.1; only its metrics are stored here.
"""


def common_file(units_per_em, factor, report):
    """The Swift source of the shared part of the table."""
    blocks = "\n".join(
        f"    (first: 0x{first:04X}, last: 0x{last:04X}),  // {name}" for first, last, name in BLOCKS)
    doc = "\n".join(f"  ///     {line}" for line in report)
    return f"""{HEADER}
extension FontMetricsTable {{
  /// Inter's units per em: advances are in these units.
  static let unitsPerEm: Double = {units_per_em}

  /// The code point blocks of every face's `advances`, in order, first and last inclusive.
  static let blocks: [(first: UInt32, last: UInt32)] = [
{blocks}
  ]

  /// The factor that brings Inter's advances to SF Pro's, for every face.
  ///
  /// Fitted by least squares against SF Pro's advances and two strings at 17 pt regular
  /// (iOS 26.1, uikit-surface.md §2.4); every
  /// weight uses Regular's factor. The fit:
  ///
{doc}
  static let widthFactor: Double = {factor:.6f}

  /// Advance value marking a code point the face has no glyph for.
  static let missing: UInt16 = 0x{MISSING:04X}
}}
"""


def face_file(identifier, weight, italic, face):
    """The Swift source of one face's table."""
    keys = [(left << 8) | right for (left, right), _ in face["kerning"]]
    values = [value for _, value in face["kerning"]]
    slant = "italic" if italic else "roman"
    return f"""{HEADER}
extension FontMetricsTable {{
  /// Inter {weight[1]}{" Italic" if italic else ""}: UIKit's `.{weight[0]}` weight, {slant}.
  ///
  /// {len(values)} kerning pairs of {face["kernTotal"]} between printable ASCII characters.
  static let {identifier} = FontFaceTable(
    advances: [
{swift_array(face["advances"], indent="      ")}
    ],
    tabularDigitAdvance: {face["tabular"]},
    kerningPairs: [
{swift_array([f"0x{k:04X}" for k in keys], indent="      ")}
    ],
    kerningAdjustments: [
{swift_array(values, indent="      ")}
    ]
  )
}}
"""


OUTLINE_HEADER = """// GENERATED by Scripts/fonts/generate_font_metrics.py from Debian's fonts-inter; do not edit.
// Regenerate: apt-get install -y fonts-inter && pip install fonttools &&
//   python3 Scripts/fonts/generate_font_metrics.py   (--check verifies this file)
// A change of these outlines changes drawn text: it is a renderer-version change.
// The outlines are Inter's, licensed under the SIL Open Font License 1.1 (Inter-OFL.txt).
"""


def outline_common_file(scalars, version):
    """The Swift source of the shared part of the outline table."""
    blocks = "\n".join(
        f"  /// - U+{first:04X}...U+{last:04X} {name}" for first, last, name in BLOCKS + EXTRA_BLOCKS)
    return f"""{OUTLINE_HEADER}
extension GlyphOutlineTable {{
  /// The font's version (its name table's entry 5).
  static let fontVersion = "{version}"

  /// The code points with an outline, ascending: glyph `i + 1` of every face is the outline of
  /// `scalars[i]` (glyph 0 is the missing-glyph box). They are the code points Inter has of
  /// these blocks:
  ///
{blocks}
  static let scalars: [UInt32] = [
{swift_array([f"0x{cp:04X}" for cp in scalars], indent="    ")}
  ]
}}
"""


def outline_face_file(identifier, weight, italic, face):
    """The Swift source of one face's outlines."""
    statistics = face["outlineStatistics"]
    return f"""{OUTLINE_HEADER}
extension GlyphOutlineTable {{
  /// Inter {weight[1]}{" Italic" if italic else ""}'s outlines: {len(face["scalars"]) + 1} glyphs,
  /// {statistics["bodies"]} distinct contours ({statistics["references"]} more reuse one),
  /// {len(face["outlines"])} bytes.
  static let {identifier} = \"\"\"
{base64_lines(face["outlines"], "    ")}
    \"\"\"
}}
"""


def licence_file(copyright_path):
    """Inter's licence: the copyright line and the OFL text of Debian's copyright file."""
    lines = open(copyright_path, encoding="utf-8").read().split("\n")
    holder = next(line for line in lines if line.startswith("Copyright:"))
    start = lines.index("License: OFL-1.1") + 1
    body = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        body.append("" if line == " ." else line[1:])
    return (
        f"Inter, the font whose outlines and metrics Sources/PinframeText/Generated holds.\n"
        f"{holder.replace('Copyright:', 'Copyright (c)')}\n"
        f"Source: https://github.com/rsms/inter (Debian package fonts-inter)\n\n"
        f"This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n"
        f"SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n\n"
        + "\n".join(body).rstrip() + "\n")


def generate(font_dir, copyright_path):
    """Every generated file: {relative path: contents}, and the fit report."""
    files = {}
    faces = {}
    for weight in WEIGHTS:
        for italic in (False, True):
            path = os.path.join(font_dir, face_file_name(weight[1], italic))
            faces[(weight, italic)] = read_face(path)
    regular = faces[(("regular", "Regular"), False)]
    factor, report = fit(regular)
    files["FontMetricsTable.swift"] = common_file(regular["unitsPerEm"], factor, report)
    for (weight, italic), face in faces.items():
        identifier = face_identifier(weight[1], italic)
        name = "FontMetricsTable+" + identifier[0].upper() + identifier[1:] + ".swift"
        files[name] = face_file(identifier, weight, italic, face)
        if face["scalars"] != regular["scalars"]:
            sys.exit(f"{name}: the face has outlines for other code points than Regular")
        name = "GlyphOutlineTable+" + identifier[0].upper() + identifier[1:] + ".swift"
        files[name] = outline_face_file(identifier, weight, italic, face)
    files["GlyphOutlineTable.swift"] = outline_common_file(regular["scalars"], regular["version"])
    files["Inter-OFL.txt"] = licence_file(copyright_path)
    outline_bytes = sum(len(face["outlines"]) for face in faces.values())
    report = report + [f"outlines: {len(regular['scalars'])} code points and a box per face,"
                       f" {outline_bytes} bytes in {len(faces)} faces"]
    return files, report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="verify the committed files instead of writing them")
    parser.add_argument("--font-dir", default="/usr/share/fonts/opentype/inter")
    parser.add_argument("--copyright", default="/usr/share/doc/fonts-inter/copyright")
    arguments = parser.parse_args()
    files, report = generate(arguments.font_dir, arguments.copyright)
    print("\n".join(report))
    if arguments.check:
        stale = [name for name, text in files.items()
                 if not os.path.exists(os.path.join(OUT_DIR, name))
                 or open(os.path.join(OUT_DIR, name), encoding="utf-8").read() != text]
        extra = [name for name in os.listdir(OUT_DIR) if name not in files]
        if stale or extra:
            sys.exit(f"generated files differ: {', '.join(sorted(stale + extra))}")
        print(f"{len(files)} generated files match")
        return
    os.makedirs(OUT_DIR, exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(OUT_DIR, name), "w", encoding="utf-8") as out:
            out.write(text)
    size = sum(len(text.encode()) for text in files.values())
    print(f"wrote {len(files)} files, {size} bytes of Swift source")


if __name__ == "__main__":
    main()
