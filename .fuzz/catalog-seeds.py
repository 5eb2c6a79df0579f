"""Writes the catalog fuzzer's seeds: the asset catalogs under Fixtures/ and a few made here
(dark appearances, namespaced groups, colour sets, bad scales), each packed as the fuzzer reads
its input: a path, a NUL, the file's length in two bytes (big-endian), its bytes, and so on.

    python3 catalog-seeds.py <Fixtures folder> <seeds folder>
"""
import os
import sys
import zlib
import struct


def png(width, height, rgba):
    """A tiny PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes(rgba) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


def pack(files):
    return b"".join(path.encode() + b"\0" + struct.pack(">H", len(data)) + data
                    for path, data in files if len(data) < 65536)


def catalogs(fixtures):
    for folder, names, _ in os.walk(fixtures):
        for name in names:
            if name.endswith(".xcassets"):
                root = os.path.join(folder, name)
                files = []
                for inner, _, leaves in os.walk(root):
                    for leaf in sorted(leaves):
                        path = os.path.join(inner, leaf)
                        with open(path, "rb") as handle:
                            files.append((os.path.relpath(path, root), handle.read()))
                yield name, files


def made():
    red, blue = png(2, 2, (255, 0, 0, 255)), png(3, 3, (0, 0, 255, 255))
    dark = b'{"images": [{"idiom": "universal", "filename": "l.png"}, {"idiom": "universal", "filename": "d.png", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}'
    yield "dark", [("icon.imageset/Contents.json", dark), ("icon.imageset/l.png", red),
                   ("icon.imageset/d.png", blue)]
    yield "namespace", [("Icons/Contents.json", b'{"properties": {"provides-namespace": true}}'),
                        ("Icons/pin.imageset/Contents.json",
                         b'{"images": [{"idiom": "universal", "scale": "2x", "filename": "p@2x.png"}], "properties": {"template-rendering-intent": "template"}}'),
                        ("Icons/pin.imageset/p@2x.png", red)]
    yield "scales", [("s.imageset/Contents.json",
                      b'{"images": [{"idiom": "universal", "scale": "1x", "filename": "a.png"}, {"idiom": "iphone", "scale": "3x", "filename": "b.png"}, {"idiom": "universal", "scale": "99999999999999999999x", "filename": "a.png"}]}'),
                     ("s.imageset/a.png", red), ("s.imageset/b.png", blue)]
    yield "colors", [("tint.colorset/Contents.json",
                      b'{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "128", "blue": "0.5", "alpha": "1.000"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "display-p3", "components": {"white": "0.2"}}}]}')]


def main():
    fixtures, seeds = sys.argv[1], sys.argv[2]
    os.makedirs(seeds, exist_ok=True)
    for name, files in list(catalogs(fixtures)) + list(made()):
        with open(os.path.join(seeds, "catalog-" + name), "wb") as handle:
            handle.write(pack(files))


if __name__ == "__main__":
    main()
