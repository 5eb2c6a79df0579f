"""Writes every "pin" chain of the spec fixtures to its own file: the chain fuzzer's seeds."""

import hashlib
import json
import pathlib
import sys


def chains(value):
    """Yields the string values of "pin" keys anywhere in a JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "pin" and isinstance(item, str):
                yield item
            else:
                yield from chains(item)
    elif isinstance(value, list):
        for item in value:
            yield from chains(item)


fixtures, seeds = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for path in sorted(fixtures.rglob("*.json")):
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        continue
    for chain in chains(document):
        name = hashlib.sha1(chain.encode()).hexdigest()
        (seeds / name).write_text(chain, encoding="utf-8")
