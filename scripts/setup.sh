#!/usr/bin/env bash
# Installs whatever is missing on a Debian 12 machine, then builds everything.
#
#   scripts/setup.sh              # install missing Debian packages, then scripts/build.sh
#   scripts/setup.sh --no-build   # only install
#
# Idempotent: when every package is already installed it neither runs apt-get nor
# touches the network. Needs root (or sudo) only when something is missing.
# Rust itself is not installed here: it comes from rustup (cargo in ~/.cargo/bin), which
# this script puts on PATH when it is not there yet.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/env.sh
. "$repo/scripts/env.sh"

build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown argument $arg" >&2; exit 2 ;;
  esac
done

# Debian packages.
#   ghc, cabal-install        GHC 9.0.2 and cabal 3.4 (Debian 12's); GHC's boot packages
#                             cover base, ghc, bytestring, containers, mtl, time, directory,
#                             filepath, process (haskell-plugin/ and test-suite/ depends)
#   libghc-tasty-dev, libghc-tasty-hunit-dev, libghc-hspec-dev
#                             the non-boot Haskell dependencies of g2-test (G2.Test,
#                             G2.Test.Hspec) and test-suite (cabal is offline: no
#                             Hackage, see scripts/cabal.sh)
#   libz3-dev, z3             the engine's SMT solver (z3-sys links libz3)
#   libclang-dev, clang       bindgen, run by rust-core/build.rs on cbits/g2.h
#   pkg-config, gcc, g++      C toolchain for -sys crates; libstdc++ is linked into the plugin
#   git                       to clone and for CI
#   libghc-sbv-dev            only bench/g2q/SBVBench.hs (bench/run.py --g2q) uses it; the
#                             tests do not
packages=(
  ghc cabal-install
  libghc-tasty-dev libghc-tasty-hunit-dev libghc-hspec-dev
  libghc-sbv-dev
  libz3-dev z3
  libclang-dev clang
  pkg-config gcc g++
  git ca-certificates
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup.sh: installing ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup.sh: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
else
  echo "setup.sh: all Debian packages present"
fi

# Rust: rustup's toolchain, which cannot be fetched by this script.
if ! command -v cargo >/dev/null; then
  echo "setup.sh: cargo not found on PATH nor in ~/.cargo/bin; install Rust with rustup" >&2
  exit 1
fi

echo "setup.sh: $(ghc --version)"
echo "setup.sh: $(cabal --version | head -n1)"
echo "setup.sh: $(cargo --version)"
echo "setup.sh: $(z3 --version)"

if [ "$build" -eq 1 ]; then
  "$repo/scripts/build.sh"
fi
