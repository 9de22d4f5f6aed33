#!/usr/bin/env bash
# Regenerates the committed wire fixtures: for each test-suite/fixtures/NAME.hs, writes
# NAME.wire (the plugin's bytes) and NAME.census (the census of GHC's Core, which a
# decoder of NAME.wire must reproduce). Rust tests read them without GHC.
# NAME.render is the engine's rendering of NAME.wire (a snapshot test).
# Run after a deliberate change of the serializer or the wire format; review the diff.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo/test-suite/fixtures"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for hs in *.hs; do
  name="${hs%.hs}"
  "$repo/scripts/g2-ghc" -c -fforce-recomp -outputdir "$tmp" -o "$tmp/$name.o" "$hs" \
    -fplugin-opt=G2.Plugin:dump-wire="$name.wire" \
    -fplugin-opt=G2.Plugin:dump-census="$name.census"
  echo "$name: $(wc -c < "$name.wire") bytes"
done
# The renderings (NAME.render) are snapshots of the decoded IR: re-bless them from the
# new wires, then review their diff too.
cd "$repo"
G2_BLESS=1 cargo test --release --test fixtures -q
