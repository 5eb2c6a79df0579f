"""Writes the text fuzzer's seeds: every label's font and text in the spec fixtures, at a few
widths and line limits, plus every font shorthand form.

A seed is 4 option bytes (width in points, line limit, line break mode, alignment), the font's
shorthand, a newline, and the text.
"""

import hashlib
import json
import pathlib
import sys


def labels(value):
    """Yields (font, text) for every object with a "text" string anywhere in a JSON value."""
    if isinstance(value, dict):
        if isinstance(value.get("text"), str):
            font = value.get("font")
            yield (font if isinstance(font, str) else "system 17", value["text"])
        for item in value.values():
            yield from labels(item)
    elif isinstance(value, list):
        for item in value:
            yield from labels(item)


FONTS = [
    "system 17", "bold 20", "semibold italic 15", "italic 17", "monospaced 13",
    "monospaced medium 13", "monospacedDigits 15", "body", "body 17", "largeTitle", "caption2 9",
    "Inter-Bold 15", ".SFUI-Semibold 15", "ultraLight 0", "black 1e3", "thin 0.5",
]
TEXTS = [
    "Hello, world", "A long sentence that wraps over several lines at narrow widths, hyphen-ated.",
    "中文字符和日本語のテキスト。", "e\u0301 \U0001F600 \u2028 line\r\nnext\rlast\n",
    "", " ", "\t tabs\tand  spaces  ", "Wordwithoutanyspacesthatmustbreakbetweencharacters",
]

fixtures, seeds = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
pairs = [(font, text) for font in FONTS for text in TEXTS[:2]]
pairs += [("system 17", text) for text in TEXTS]
for path in sorted(fixtures.rglob("*.json")):
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        continue
    pairs += list(labels(document))
for index, (font, text) in enumerate(pairs):
    options = bytes([(0, 40, 120, 255)[index % 4], index % 4, index % 6, index % 5])
    data = options + font.encode() + b"\n" + text.encode("utf-8", "surrogatepass")
    (seeds / hashlib.sha1(data).hexdigest()).write_bytes(data)
