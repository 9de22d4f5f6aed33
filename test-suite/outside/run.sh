#!/usr/bin/env bash
# Builds a new cabal project outside the repository that uses G2-rs as a user would:
# its cabal.project names this repository's haskell-plugin/ package (and
# haskell-plugin/light/, the plugin GHC loads, g2-plugin-light, which g2-plugin
# depends on; and haskell-plugin/test/, g2-test, with G2.Test and G2.Test.Hspec;
# README "Use it in your project"), its .cabal file
# says `build-depends: g2-plugin` (and g2-test in its test-suites) and nothing else
# about G2 (no paths, no cabal.project.local): g2-plugin's Setup.hs builds and links
# the engine. The project
# (test-suite/outside/project/, copied to a temporary folder) has helper-lib, a package
# built without the plugin, and a library with
# LiquidHaskell annotations, an executable with G2Q queries, and a tasty and an hspec
# test-suite;
# this script builds it offline, runs the executable and the test-suite, and checks
# their output. Run by scripts/test.sh; alone: test-suite/outside/run.sh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=scripts/env.sh
. "$repo/scripts/env.sh"

tmp="$(mktemp -d /tmp/g2-outside.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
proj="$tmp/my-project"
cp -r "$repo/test-suite/outside/project" "$proj"
cat > "$proj/cabal.project" <<PROJ
packages: .
          helper-lib
          $repo/haskell-plugin
          $repo/haskell-plugin/light
          $repo/haskell-plugin/test
tests: True
PROJ
# A cabal configuration without package repository (this machine is offline; every
# dependency is a GHC boot package or a Debian package).
export CABAL_DIR="$tmp/cabal-dir"
mkdir -p "$CABAL_DIR"
printf 'offline: True\njobs: 2\nstore-dir: %s/store\nlogs-dir: %s/logs\n' "$CABAL_DIR" "$CABAL_DIR" \
  > "$CABAL_DIR/config"

fail() { echo "outside-project: FAILED: $*" >&2; exit 1; }
cd "$proj"
echo "outside-project: building $proj"
cabal build all >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; fail "cabal build all"; }
tail -n 20 "$tmp/build.log"
# -Wall clean (the project's modules, and g2-plugin's): the only warning is the
# counterexample of Lib.firstOr.
warnings="$(grep -E '^[^ ]+\.hs:[0-9]+:[0-9]+: warning' "$tmp/build.log" | grep -v '^src/Lib.hs:16:1: warning' || true)"
[ -z "$warnings" ] || { cat "$tmp/build.log"; fail "warnings: $warnings"; }
grep -q '^src/Lib.hs:16:1: warning' "$tmp/build.log" || fail "no warning for Lib.firstOr's counterexample"

echo "outside-project: running the executable"
start=$(date +%s)
out="$(cabal run -v0 solve)" || fail "cabal run solve exited $?"
end=$(date +%s)
echo "$out"
# 21 = 3 * 7 and 22 has no third; [4,4] is the only list of length 2 with two 4s
# (Lib.countOf, recursive, runs from Lib's interface: nobody passed
# -fexpose-all-unfoldings). helper-lib has no plugin, so Helper.total's code is missing:
# the query names it, says why and how to fix it, and does not wait for its 60 s limit.
[ "$(echo "$out" | head -n 3)" = "$(printf 'Just 7\nNothing\nJust [4,4]')" ] \
  || fail "unexpected output of solve: $out"
gaveup="$(echo "$out" | sed -n 4p)"
for words in "gave up" "total" "its package helper-lib" "compiled without the g2 plugin" \
             "-fplugin=G2.Plugin" "package helper-lib\` stanza"; do
  case "$gaveup" in *"$words"*) ;; *) fail "no \"$words\" in: $gaveup" ;; esac
done
[ $((end - start)) -lt 30 ] || fail "solve took $((end - start)) s"

# The suite has three failing cases on purpose (Lib.firstOr breaks its refinement
# type, neverHi is a wrong claim, percent throws on an input its property allows):
# cabal test must fail and name the three counterexamples, the other five cases must
# pass.
echo "outside-project: cabal test (3 of the tasty suite's 8 cases must fail)"
if cabal test >"$tmp/cabal-test.log" 2>&1; then
  cat "$tmp/cabal-test.log"; fail "cabal test passed despite the counterexamples"
fi
# Runs the test-suite $1 into $tmp/$1.log, which must exit 1 (some cases fail).
run_failing_suite() {
  local rc
  set +e
  "$(cabal list-bin "$1")" >"$tmp/$1.log" 2>&1; rc=$?
  set -e
  cat "$tmp/$1.log"
  [ "$rc" -eq 1 ] || fail "$1 exited $rc, not 1"
}
run_failing_suite my-tests
mv "$tmp/my-tests.log" "$tmp/tests.log"
grep -q '3 out of 8 tests failed' "$tmp/tests.log" || fail "not exactly 3 of 8 cases failed"
grep -Eq '^ *src/Lib.hs:[0-9]+:1:$' "$tmp/tests.log" || fail "no file:line:col for firstOr"
grep -Eq '^ *reproduce in GHCi: firstOr \(-[0-9]+\) \[\]$' "$tmp/tests.log" \
  || fail "no reproducible firstOr counterexample"
call="$(grep -E '^ *neverHi ' "$tmp/tests.log" | sed 's/^ *//')"
[ -n "$call" ] || fail "no neverHi counterexample"
# percent 0 0 divides by zero (0 <= p <= w: only w = 0 gives more than 100, by throwing).
grep -Eq '^ *percent 0 0$' "$tmp/tests.log" || fail "no percent counterexample"
grep -Eq '^ *throws: divide by zero$' "$tmp/tests.log" || fail "percent's exception not named"
# The hspec suite (G2.Test.Hspec): of its 6 examples firstOr's and percent's fail.
run_failing_suite my-hspec
grep -q '6 examples, 2 failures' "$tmp/my-hspec.log" || fail "hspec: not exactly 2 of 6 examples failed"
grep -Eq '^ *percent 0 0$' "$tmp/my-hspec.log" || fail "hspec: no percent counterexample"
grep -q '^ *test/Spec.hs:[0-9]*:[0-9]*: *$' "$tmp/my-hspec.log" || fail "hspec: the failure is not located in test/Spec.hs"
grep -Eq 'reproduce in GHCi: firstOr \(-[0-9]+\) \[\]' "$tmp/my-hspec.log" \
  || fail "hspec: no reproducible firstOr counterexample"
echo "outside-project: the passing cases alone"
"$(cabal list-bin my-tests)" -p '!/wrong/ && !/firstOr/' || fail "the cases expected to pass failed"

# The counterexamples as printed are calls to paste into GHCi: cabal repl (with the
# plugin on) loads the library, and the three calls show they break the claims.
echo "outside-project: cabal repl"
printf 'import Lib\nfirstOr (-1) []\nlet neverHi lo hi x = clamp lo hi x /= hi\n%s\npercent 0 0\n' "$call" \
  | cabal repl -v0 lib:my-project >"$tmp/repl.log" 2>&1 || { cat "$tmp/repl.log"; fail "cabal repl"; }
cat "$tmp/repl.log"
[ "$(grep -Ec '^(-1|False)$' "$tmp/repl.log")" -eq 2 ] || fail "the counterexamples do not reproduce in GHCi"
grep -q 'Exception: divide by zero' "$tmp/repl.log" || fail "percent 0 0 does not throw in GHCi"
echo "outside-project: ok"
