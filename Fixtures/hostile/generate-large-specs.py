"""Writes round 3's large animation specs, too big to commit, into a folder of your choice.

  python3 Fixtures/hostile/generate-large-specs.py OUT

- staggered-moves-10000.json: 10,000 views, each moved by its own chain after its own delay
  (10,000 animation blocks). Each block lays out the one view it moves.
- keyframes-100x100-5000.json: 100 steps of 100 keyframes over 5,000 views, each keyframe
  moving one view. `pinframe animate` counts 10,000 chain runs in its work estimate.
See README.md for the outcomes measured.
"""

import json
import pathlib
import sys


def views(count):
    return [{"id": f"v{i}", "color": "red", "pin": f"top({i % 100}).left({i // 100}).size(4)"}
            for i in range(count)]


def staggered_moves(count):
    changes = {f"v{i}": {"pin": f"top({i % 100 + 1}).left({i // 100}).size(4)",
                         "delay": i / count} for i in range(count)}
    return {"canvas": {"width": 400, "height": 400, "scale": 1},
            "views": views(count),
            "animation": {"fps": 10, "steps": [{"duration": 0.5, "changes": changes}]}}


def keyframes(steps, frames, count):
    def step(s):
        return {"duration": 0.1, "changes": {}, "keyframes": [
            {"start": k / frames, "duration": 1 / frames,
             "changes": {f"v{(s * frames + k) % count}": {"frame": [k, s, 4, 4]}}}
            for k in range(frames)]}
    return {"canvas": {"width": 400, "height": 400, "scale": 1},
            "views": views(count),
            "animation": {"fps": 10, "steps": [step(s) for s in range(steps)]}}


def main():
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    (out / "staggered-moves-10000.json").write_text(json.dumps(staggered_moves(10_000)))
    (out / "keyframes-100x100-5000.json").write_text(json.dumps(keyframes(100, 100, 5_000)))


if __name__ == "__main__":
    main()
