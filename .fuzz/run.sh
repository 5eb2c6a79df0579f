#!/usr/bin/env bash
# Builds one libFuzzer harness and runs it for a given time.
#
#   .fuzz/run.sh <png|spec|chain|render|text|catalog|animation> <seconds> [extra libFuzzer options…]
#   .fuzz/run.sh <png|spec|chain|render|text|catalog|animation> --reproduce <input>…   (runs inputs once, e.g. a finding)
#
# Every module, Pinframe's included, is instrumented with -sanitize=fuzzer,address. The seed
# corpus is copied from Fixtures/ at run time into .fuzz/work/<fuzzer>/seeds; the growing corpus
# lives in .fuzz/work/<fuzzer>/corpus and findings (crash-*, timeout-*, oom-*) in
# .fuzz/work/<fuzzer>/findings. Nothing under .fuzz/work is committed: a finding becomes a file
# in Fixtures/hostile/ with its expected error, tested by the normal suite.
set -euo pipefail

fuzzer=${1:?usage: .fuzz/run.sh <png|spec|chain|render|text|catalog|animation> <seconds|--reproduce input…> [options…]}
mode=${2:?usage: .fuzz/run.sh <png|spec|chain|render|text|catalog|animation> <seconds|--reproduce input…> [options…]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
work="$here/work/$fuzzer"

case "$fuzzer" in
  png) max_len=65536; dictionary=png ;;
  spec) max_len=65536; dictionary=spec ;;
  chain) max_len=12000; dictionary=chain ;;
  render) max_len=16384; dictionary=spec ;;
  text) max_len=2048; dictionary=text ;;
  catalog) max_len=65536; dictionary=catalog ;;
  animation) max_len=16384; dictionary=spec ;;
  *) echo "unknown fuzzer '$fuzzer': use png, spec, chain, render, text, catalog or animation" >&2; exit 2 ;;
esac

"$root/.ci/with-deps" swift build --package-path "$here" -c release --product "fuzz-$fuzzer" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xcc -fsanitize=fuzzer-no-link,address >&2
binary="$(swift build --package-path "$here" -c release --show-bin-path)/fuzz-$fuzzer"

# Hangs: one input may take at most 10 s; memory: 2 GB; inputs up to max_len bytes.
options=(-max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048
  -dict="$here/dictionaries/$dictionary.dict" -print_final_stats=1)
# Fonts and their measurements are cached (reachable, never leaked); the leak check that runs
# whenever an input allocates more than it frees would cost the text fuzzer 70% of its time.
[ "$fuzzer" = text ] && options+=(-detect_leaks=0)

# libFuzzer reports crashes and writes the input; Swift's own backtracer would get in its way.
export SWIFT_BACKTRACE=enable=no
# Leaks the sanitizer cannot see through Swift's packed enums (see lsan.supp).
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"

if [ "$mode" = "--reproduce" ]; then
  exec "$binary" "${options[@]}" -runs=1 "$@"
fi

mkdir -p "$work/seeds" "$work/corpus" "$work/findings"
case "$fuzzer" in
  png) find "$root/Fixtures/png" "$root/Fixtures/hostile" -name '*.png' \
         -exec cp {} "$work/seeds/" \; 2>/dev/null || true ;;
  animation) grep -l '"animation"' -r "$root/Fixtures/specs" "$root/Fixtures/hostile" \
         "$root/Fixtures/bench" --include='*.json' | xargs -I{} cp {} "$work/seeds/" ;;
  catalog) python3 "$here/catalog-seeds.py" "$root/Fixtures" "$work/seeds" ;;
  spec | render) find "$root/Fixtures/specs" "$root/Fixtures/hostile" "$root/Fixtures/bench" \
          -name '*.json' -exec cp {} "$work/seeds/" \; 2>/dev/null || true ;;
  chain) python3 "$here/chain-seeds.py" "$root/Fixtures" "$work/seeds" ;;
  text) python3 "$here/text-seeds.py" "$root/Fixtures" "$work/seeds" ;;
esac

"$binary" "${options[@]}" -max_total_time="$mode" -artifact_prefix="$work/findings/" "$@" \
  "$work/corpus" "$work/seeds"
