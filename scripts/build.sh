#!/usr/bin/env bash
# Builds everything: the Rust engine (a staticlib), then the Haskell packages that link
# it. Writes cabal.project.local with the absolute library and include directories.
#
#   scripts/build.sh            # cargo build --release, then cabal build all
#   G2_CORE_LIB_DIR=DIR scripts/build.sh
#                               # skip cargo; link DIR/libg2core.a instead
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

if [ -n "${G2_CORE_LIB_DIR:-}" ]; then
  libdir="$(cd "$G2_CORE_LIB_DIR" && pwd)"
else
  cargo build --release -p rust-core
  libdir="$repo/target/release"
fi
[ -f "$libdir/libg2core.a" ] || { echo "build.sh: no $libdir/libg2core.a" >&2; exit 1; }

cat > cabal.project.local <<LOCAL
-- Written by scripts/build.sh; not committed.
package g2-plugin
  extra-lib-dirs: $libdir
  extra-include-dirs: $repo/cbits
LOCAL

# The static archive is linked into the plugin's shared object, but cabal does not
# watch it, and touching a source file is not enough (cabal compares contents). So the
# archive's path, size and time go into haskell-plugin/engine.stamp, one of the
# plugin's extra-source-files: a new archive changes it, and cabal relinks.
stamp_line="$libdir $(stat -c '%s %Y' "$libdir/libg2core.a")"
if [ "$(cat haskell-plugin/engine.stamp 2>/dev/null)" != "$stamp_line" ]; then
  echo "$stamp_line" > haskell-plugin/engine.stamp
fi
"$repo/scripts/cabal.sh" build all "$@"
