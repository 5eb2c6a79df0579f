#!/usr/bin/env bash
# Runs the five fuzzers one after another (never two at once), logging to .fuzz/work/<fuzzer>.log.
#   .fuzz/campaign.sh [png s] [spec s] [chain s] [render s] [text s]   (defaults: 900 600 600 600 600)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/work"
for pair in "png ${1:-900}" "spec ${2:-600}" "chain ${3:-600}" "render ${4:-600}" "text ${5:-600}"; do
  set -- $pair
  "$here/run.sh" "$1" "$2" >"$here/work/$1.log" 2>&1
  echo "$1 exited with $?" >>"$here/work/campaign.log"
done
