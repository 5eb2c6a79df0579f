#!/usr/bin/env bash
# Builds Pinframe's DocC catalog (Sources/Pinframe/Pinframe.docc) without network access:
# symbol graphs from the compiler, then `docc convert` with warnings as errors, so that CI fails
# on a broken link or an unknown symbol in the documentation.
#
#   Scripts/build-docs.sh [output folder]   (default: .build/docs; open index.html after
#                                            `docc preview`, or host the folder statically)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"

# The symbol graphs of the modules a user imports: the Pinframe module and those it re-exports
# (PinframeViews, PinframeLayout, PinframeText, …), PinframeTesting's engine, the spec format.
.ci/with-deps swift build --target PinframeTesting --target PinframeSpecEvaluator \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >&2

docc convert Sources/Pinframe/Pinframe.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Pinframe --fallback-bundle-identifier org.pinframe.Pinframe \
  --output-dir "$output" --warnings-as-errors
echo "documentation in $output" >&2
