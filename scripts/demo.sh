#!/usr/bin/env bash
# The demo of G2-rs: installs what is missing and builds (scripts/setup.sh), then runs
# the g2 command on examples/Demo.hs.
#
#   scripts/demo.sh             # setup + build + demo
#   scripts/demo.sh --no-setup  # demo only (after a build)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
. "$repo/scripts/env.sh"
cd "$repo"

if [ "${1:-}" != "--no-setup" ]; then
  scripts/setup.sh
fi

g2=target/release/g2
[ -x "$g2" ] || { echo "demo.sh: no $g2; build first (scripts/build.sh)" >&2; exit 1; }

# Shows a command as one would type it, then runs it.
run() {
  local shown="\$" a
  for a in "$@"; do
    if [[ "$a" =~ ^[A-Za-z0-9_./=-]+$ ]]; then shown+=" $a"
    elif [[ "$a" != *"'"* ]]; then shown+=" '$a'"
    else shown+=" \"$a\""
    fi
  done
  echo
  echo "$shown"
  # g2 exits 1 when it found something, 0 when nothing exists, 3 when none was found
  # within a limit (README, "Exit status"); anything else is a failure.
  local status=0
  out="$("$@")" || status=$?
  [ -z "$out" ] || printf '%s\n' "$out"
  case "$status" in
    0|1|3) ;;
    *) echo "demo.sh: FAILED: the command exited with status $status" >&2; exit 1 ;;
  esac
}
out=""

# Fails the demo when a step did not print what it should.
expect_lines() {
  local n
  n=$(printf '%s' "$out" | grep -c . || true)
  if [ "$n" -lt "$1" ] || { [ -n "${2:-}" ] && [ "$n" -ne "$2" ]; }; then
    echo "demo.sh: FAILED: expected ${2:-at least $1} line(s), got $n" >&2
    exit 1
  fi
}

banner() { echo; echo "=== $* ==="; }

banner "1. Running a function backwards: which inputs make add return 4?"
echo "examples/Demo.hs: data Nat = Z | S Nat; add Z y = y; add (S x) y = S (add x y)"
echo "--assume keeps only the paths where the predicate on (inputs, result) holds."
run "$g2" examples/Demo.hs add --assume '\x y r -> r == S (S (S (S Z)))'
expect_lines 5 5

banner "2. Finding a counterexample: abs' should never be negative"
echo "examples/Demo.hs: abs' x | x < -1 = negate x | otherwise = x"
echo "--assert prints only the inputs where the predicate fails (or the function crashes)."
run "$g2" examples/Demo.hs "abs'" --assert '\x r -> r >= 0'
expect_lines 1

banner "3. Finding a counterexample over lists: maxList's result is an element of its list"
echo "examples/Demo.hs: maxList = go 0 where go m [] = m; go m (x:xs) = go (if x > m then x else m) xs"
run "$g2" examples/Demo.hs maxList --max-outputs 3 \
  --assert '\xs r -> case xs of { [] -> True; _ -> member r xs }'
expect_lines 1

# G2Q demo
banner "4. G2Q: a constraint solver inside Haskell"
echo "examples/G2QDemo.hs: sumToN = [g2| \\(n :: Int) (xs :: [Int]) -> ?(ys :: [Int])"
echo "                        | sum ys == n && all (\\e -> e \`elem\` xs) ys && length ys >= 1 |]"
echo "compiled with the plugin, then run:"
demo_dir="$(mktemp -d)"
trap 'rm -rf "$demo_dir"' EXIT
scripts/g2-ghc -O0 -v0 -outputdir "$demo_dir" -o "$demo_dir/g2q-demo" examples/G2QDemo.hs
run "$demo_dir/g2q-demo"
expect_lines 7 7
case "$out" in
  *"Just 1"*"Just 7"*"Nothing"*) ;;
  *) echo "demo.sh: FAILED: unexpected G2Q answers" >&2; exit 1 ;;
esac

echo
echo "demo.sh: done"
