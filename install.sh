#!/usr/bin/env bash
# Installs the pinframe command: builds it once in release mode with the Swift runtime and
# Foundation linked in (--static-swift-stdlib), so it runs without the toolchain's libraries
# (it needs only the system's libpng16 and zlib), and copies it to PREFIX/bin.
#
#   ./install.sh                      # /usr/local/bin/pinframe
#   PREFIX="$HOME/.local" ./install.sh
#   PINFRAME_BIN=path/to/pinframe ./install.sh   # copy a binary built before; no build
set -euo pipefail
cd "$(dirname "$0")"

prefix="${PREFIX:-/usr/local}"
binary="${PINFRAME_BIN:-}"
if [ -z "$binary" ]; then
  swift build -c release --static-swift-stdlib --product pinframe
  binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/pinframe"
fi
[ -x "$binary" ] || { echo "install.sh: no pinframe binary at $binary" >&2; exit 2; }

mkdir -p "$prefix/bin"
tmp="$prefix/bin/.pinframe.install.$$"
cp "$binary" "$tmp"
chmod 755 "$tmp"
mv -f "$tmp" "$prefix/bin/pinframe"
echo "installed $prefix/bin/pinframe: $("$prefix/bin/pinframe" --version)"
