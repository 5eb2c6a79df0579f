#!/usr/bin/env bash
# Runs the seven fuzzers one after another (never two at once), logging to .fuzz/work/<fuzzer>.log.
#   .fuzz/campaign.sh [seconds per fuzzer]   (default: 600)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
seconds=${1:-600}
mkdir -p "$here/work"
for fuzzer in png spec chain render text catalog animation; do
  "$here/run.sh" "$fuzzer" "$seconds" >"$here/work/$fuzzer.log" 2>&1
  echo "$fuzzer exited with $?" >>"$here/work/campaign.log"
done
