#!/usr/bin/env bash
# THE test command of G2-rs (CI runs it too, through .ci/run):
#
#   scripts/test.sh
#
# 1. builds everything (scripts/build.sh: cargo build --release, then cabal build all;
#    the Haskell packages build with -Wall, and cabal.project makes a warning an error),
# 2. checks formatting and lints: cargo fmt --check, and
#                            cargo clippy --release --workspace --all-targets -- -D warnings
#                            (skipped, with a notice, where rustfmt or clippy is missing)
# 3. runs the Rust tests:    cargo test --release --workspace --no-fail-fast
# 4. runs the Haskell tests: scripts/cabal.sh test all   (test-suite/, through GHC and
#                            the plugin)
# 5. builds a new project outside the repository that depends on g2-plugin as a user's
#    would, and runs it:     test-suite/outside/run.sh   (counted as one test)
# Every step runs even when an earlier test step failed; the script exits non-zero if
# any step failed, and ends with one summary line.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
. "$repo/scripts/env.sh"
cd "$repo"

log_dir="$(mktemp -d)"
trap 'rm -rf "$log_dir"' EXIT
start=$SECONDS

step() { echo; echo "==> test.sh: $*"; }

step "build (scripts/build.sh)"
if ! scripts/build.sh; then
  echo "test.sh: FAILED: the build failed; no tests were run"
  echo "test.sh: 0 passed, 1 failed"
  exit 1
fi

failed_steps=()

# Each failed lint counts as one failure.
lint_failed=0
step "cargo fmt --check"
if cargo fmt --version >/dev/null 2>&1; then
  cargo fmt --check || { failed_steps+=("cargo fmt --check"); lint_failed=$((lint_failed + 1)); }
else
  echo "test.sh: NOTICE: rustfmt is not installed (rustup component add rustfmt); formatting not checked"
fi

step "cargo clippy --release --workspace --all-targets -- -D warnings"
if cargo clippy --version >/dev/null 2>&1; then
  cargo clippy --release --workspace --all-targets -- -D warnings \
    || { failed_steps+=("cargo clippy"); lint_failed=$((lint_failed + 1)); }
else
  echo "test.sh: NOTICE: clippy is not installed (rustup component add clippy); lints not checked"
fi

step "cargo test --release --workspace --no-fail-fast"
cargo test --release --workspace --no-fail-fast 2>&1 | tee "$log_dir/cargo.log"
cargo_rc=${PIPESTATUS[0]}
[ "$cargo_rc" -eq 0 ] || failed_steps+=("cargo test (exit $cargo_rc)")

step "scripts/cabal.sh test all"
# (No --test-show-details here: it changes cabal's configuration and would rebuild the
# plugin that build.sh just built. The suites' own output is in their log files.)
scripts/cabal.sh test all 2>&1 | tee "$log_dir/cabal.log"
cabal_rc=${PIPESTATUS[0]}
[ "$cabal_rc" -eq 0 ] || failed_steps+=("cabal test (exit $cabal_rc)")
# Append each suite's log (tasty's output) to the captured output, and show it.
awk '/^Test suite logged to:/ { sub(/^Test suite logged to: */, ""); if ($0 != "") print; else want = 1; next }
     want { print; want = 0 }' "$log_dir/cabal.log" | sort -u | while read -r f; do
  [ -f "$f" ] || continue
  echo "--- $f"
  cat "$f"
done | tee "$log_dir/suites.log"

step "test-suite/outside/run.sh (a project outside the repository)"
if test-suite/outside/run.sh; then outside_passed=1; outside_failed=0
else outside_passed=0; outside_failed=1; failed_steps+=("outside project"); fi

# Counts: cargo's "test result: ok. N passed; M failed; ..." lines, and tasty's
# "All N tests passed" / "K out of N tests failed" lines (from the suites' log files).
rust_passed=$(grep -Eo 'test result: [A-Za-z]+\. [0-9]+ passed' "$log_dir/cargo.log" \
  | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
rust_failed=$(grep -Eo '; [0-9]+ failed' "$log_dir/cargo.log" \
  | grep -Eo '[0-9]+' | awk '{s+=$1} END {print s+0}')
hs_total_ok=$(grep -Eo 'All [0-9]+ tests passed' "$log_dir/suites.log" \
  | grep -Eo '[0-9]+' | awk '{s+=$1} END {print s+0}')
hs_failed=$(grep -Eo '[0-9]+ out of [0-9]+ tests failed' "$log_dir/suites.log" \
  | awk '{f+=$1; t+=$4} END {print f+0, t-f+0}')
hs_failed_n=${hs_failed% *}
hs_passed=$((hs_total_ok + ${hs_failed#* }))
suites=$(grep -Eo '[0-9]+ of [0-9]+ test suites' "$log_dir/cabal.log" | tail -n1)

# A step that failed without any counted failure (a crash, a build error of a test)
# still counts as one failure.
[ "$cargo_rc" -ne 0 ] && [ "$rust_failed" -eq 0 ] && rust_failed=1
[ "$cabal_rc" -ne 0 ] && [ "$hs_failed_n" -eq 0 ] && hs_failed_n=1
if [ "$rust_passed" -eq 0 ] && [ "$cargo_rc" -eq 0 ]; then
  failed_steps+=("cargo test ran no test"); rust_failed=1
fi
if [ "$hs_passed" -eq 0 ] && [ "$cabal_rc" -eq 0 ]; then
  failed_steps+=("cabal test ran no test"); hs_failed_n=1
fi

passed=$((rust_passed + hs_passed + outside_passed))
failed=$((rust_failed + hs_failed_n + lint_failed + outside_failed))
echo
echo "test.sh: Lints: $lint_failed failed; Rust: $rust_passed passed, $rust_failed failed; Haskell: $hs_passed passed, $hs_failed_n failed${suites:+ ($suites)}; outside project: $outside_passed passed, $outside_failed failed; $((SECONDS - start))s"
if [ "${#failed_steps[@]}" -gt 0 ]; then
  echo "test.sh: FAILED: ${failed_steps[*]}"
fi
echo "test.sh: $passed passed, $failed failed"
[ "${#failed_steps[@]}" -eq 0 ]
