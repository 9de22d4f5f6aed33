#!/usr/bin/env bash
# Builds everything: the Rust engine (a staticlib, and the g2 binary), then the Haskell
# packages. g2-plugin's Setup.hs links the engine into the plugin (and would run cargo
# itself; here cargo has already run, so it finds nothing to do).
#
#   scripts/build.sh            # cargo build --release, then cabal build all
#   G2_CORE_LIB_DIR=DIR scripts/build.sh
#                               # skip cargo; link DIR/libg2core.a instead
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

if [ -n "${G2_CORE_LIB_DIR:-}" ]; then
  libdir="$(cd "$G2_CORE_LIB_DIR" && pwd)"
  export G2_CORE_LIB_DIR="$libdir"   # for Setup.hs, which runs in haskell-plugin/
else
  cargo build --release -p rust-core
  libdir="$repo/target/release"
fi
[ -f "$libdir/libg2core.a" ] || { echo "build.sh: no $libdir/libg2core.a" >&2; exit 1; }
# Older versions of this script wrote the engine's directories here; Setup.hs adds them.
if grep -q '^-- Written by scripts/build.sh' cabal.project.local 2>/dev/null; then
  rm -f cabal.project.local
fi

# The static archive is linked into the plugin's shared object, but cabal does not
# watch it (only the Rust sources, through extra-source-files), and touching a file is
# not enough (cabal compares contents). So the archive's path, size and time go into
# haskell-plugin/engine-stamp/engine.stamp, one of the plugin's extra-source-files: a
# new archive (also a prebuilt one, or one built with other cargo settings) changes it,
# and cabal relinks.
stamp_line="$libdir $(stat -c '%s %Y' "$libdir/libg2core.a")"
if [ "$(cat haskell-plugin/engine-stamp/engine.stamp 2>/dev/null)" != "$stamp_line" ]; then
  echo "$stamp_line" > haskell-plugin/engine-stamp/engine.stamp
fi
"$repo/scripts/cabal.sh" build all "$@"
