#!/usr/bin/env python3
"""Checks that Pinframe's modules follow the layers Package.swift's header declares.

The header lists the layers, lowest first, as comment lines `//   N. TargetA, TargetB`. Every
target that is not a test must be in exactly one layer, and each of its declared dependencies
and each Pinframe module its sources import must be in a lower layer: no module reaches up the
data flow. Run from the package root (CI runs it before the tests):

    python3 Scripts/check-layers.py
"""
import json
import os
import re
import subprocess
import sys

LAYER = re.compile(r"^//\s+(\d+)\.\s+(.+)$")
IMPORT = re.compile(r"^\s*(?:@_exported\s+|@testable\s+|@preconcurrency\s+)*import\s+(\w+)", re.M)


def declared_layers(manifest):
    layers = {}
    for line in manifest.splitlines():
        match = LAYER.match(line)
        if not match:
            continue
        for name in match.group(2).split(","):
            name = name.strip().rstrip(".")
            if name in layers:
                sys.exit(f"Package.swift: {name} is in layers {layers[name]} and {match.group(1)}")
            layers[name] = int(match.group(1))
    return layers


def targets():
    dump = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
    for target in dump["targets"]:
        if target["type"] == "test":
            continue
        dependencies = []
        for dependency in target.get("dependencies", []):
            for value in dependency.values():
                dependencies.append(value[0] if isinstance(value, list) else value)
        path = target.get("path") or os.path.join("Sources", target["name"])
        yield target["name"], dependencies, path


def imports(path):
    found = set()
    for folder, _, files in os.walk(path):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    found.update(IMPORT.findall(handle.read()))
    return found


def main():
    with open("Package.swift", encoding="utf-8") as handle:
        layers = declared_layers(handle.read())
    problems = []
    all_targets = list(targets())
    names = {name for name, _, _ in all_targets}
    for name, dependencies, path in all_targets:
        if name not in layers:
            problems.append(f"{name} is in no layer of Package.swift's header")
            continue
        for dependency in dependencies:
            if layers.get(dependency, -1) >= layers[name]:
                problems.append(
                    f"{name} (layer {layers[name]}) depends on {dependency} (layer {layers.get(dependency)})")
        for module in sorted(imports(path) & names - {name}):
            if layers.get(module, -1) >= layers[name]:
                problems.append(
                    f"{name} (layer {layers[name]}) imports {module} (layer {layers.get(module)})")
    for name in sorted(set(layers) - names):
        problems.append(f"Package.swift's header names {name}, which is not a target")
    for problem in problems:
        print(f"check-layers: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-layers: {len(names)} targets in {len(set(layers.values()))} layers, none reaching up")


if __name__ == "__main__":
    main()
