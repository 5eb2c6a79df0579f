#!/usr/bin/env python3
"""Pillow peer of the pinframe CLI rows of pinframe-bench.

Draws the standard scene (Fixtures/bench/scene.json) the way a Python user would: an RGB canvas,
ImageDraw in "RGBA" mode so that translucent rectangles blend (source-over, a8 = round(alpha * 255)),
saved as PNG with Pillow's defaults.

    pillow_scene.py render SCENE.json OUT.png
    pillow_scene.py frames SCENE.json DIR [COUNT]

`frames` writes COUNT frames (19 by default) of the scene's animation, DIR/frame_000.png …: the
moving rectangle goes from x_from to x_to linearly, frame i at x_from + (x_to - x_from) * i / (COUNT - 1)
rounded to the nearest pixel, which is where `pinframe animate` draws it at 60 fps over 0.3 s.
"""
import json
import math
import os
import sys

from PIL import Image, ImageDraw


def draw(scene, rects):
    canvas = scene["canvas"]
    image = Image.new("RGB", (canvas["width"], canvas["height"]), tuple(scene["background"]))
    pen = ImageDraw.Draw(image, "RGBA")
    for rect in rects:
        alpha = math.floor(rect["alpha"] * 255 + 0.5)
        right = rect["x"] + rect["w"] - 1
        bottom = rect["y"] + rect["h"] - 1
        pen.rectangle([rect["x"], rect["y"], right, bottom], fill=(*rect["rgb"], alpha))
    return image


def frame_rects(scene, index, count):
    animation = scene["animation"]
    rects = [dict(rect) for rect in scene["rects"]]
    start, end = animation["x_from"], animation["x_to"]
    moving = rects[animation["rect"]]
    moving["x"] = math.floor(start + (end - start) * index / (count - 1) + 0.5)
    return rects


def main(arguments):
    if len(arguments) < 4 or arguments[1] not in ("render", "frames"):
        sys.exit(__doc__)
    mode, scene_path, output = arguments[1:4]
    with open(scene_path) as file:
        scene = json.load(file)
    if mode == "render":
        draw(scene, scene["rects"]).save(output, "PNG")
        return
    count = int(arguments[4]) if len(arguments) > 4 else 19
    os.makedirs(output, exist_ok=True)
    for index in range(count):
        path = os.path.join(output, "frame_%03d.png" % index)
        draw(scene, frame_rects(scene, index, count)).save(path, "PNG")


if __name__ == "__main__":
    main(sys.argv)
