#!/usr/bin/env bash
# Builds Pinframe's DocC catalog (Sources/Pinframe/Pinframe.docc) without network access:
# symbol graphs from the built modules, then `docc convert` with warnings as errors, so that CI
# fails on a broken link or an unknown symbol in the documentation.
#
#   Scripts/build-docs.sh [output folder]   (default: .build/docs; open index.html after
#                                            `docc preview`, or host the folder statically)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"

# Symbol graphs extracted from the built modules: `dump-symbol-graph` builds as `swift build`
# does (sharing .build with the tests, whose build it leaves valid) and extracts every module's
# graph on every run. It fails on the test modules, which it cannot load; the library modules'
# graphs are checked for below.
.ci/with-deps swift package dump-symbol-graph \
  --minimum-access-level public >&2 || true

# The modules a user imports: Pinframe and those it re-exports (PinframeViews, PinframeLayout,
# PinframeText, …), PinframeTesting and its engine, the spec format; not the C shims, the
# command line's internals, examples, benchmarks or test support.
for file in .build/*/symbolgraph/*.symbols.json; do
  case "$(basename "$file")" in
    C* | PinframePackage* | PinframeCommandLine* | PinframeExamples* | PinframeTestSupport* \
      | PinframeConstraintsFixtures* | PinframeBench*) ;;
    *) cp "$file" "$graphs/" ;;
  esac
done
for module in Pinframe PinframeViews PinframeTesting PinframeSpecEvaluator; do
  [ -f "$graphs/$module.symbols.json" ] || {
    echo "build-docs: no symbol graph for $module; see the build output above" >&2
    exit 1
  }
done

docc convert Sources/Pinframe/Pinframe.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Pinframe --fallback-bundle-identifier org.pinframe.Pinframe \
  --output-dir "$output" --warnings-as-errors
echo "documentation in $output" >&2
