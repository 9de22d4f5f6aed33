# Sourced by the scripts: puts rustup's cargo on PATH when it is not there yet (a login
# shell adds ~/.cargo/bin, but CI and `sudo` may not).
if ! command -v cargo >/dev/null 2>&1; then
  for d in "${CARGO_HOME:-}/bin" "${HOME:-/root}/.cargo/bin" /root/.cargo/bin; do
    if [ -x "$d/cargo" ]; then
      export PATH="$d:$PATH"
      break
    fi
  done
fi

# Cargo caches what rustc said about the target (target/.rustc_info.json), failures
# included. A probe of rustc failed once in CI, reading a warning of another rustc as
# its source ("unknown start of token", cause not found), and every later cargo command
# of the run failed on the cached answer. Without the cache each command asks again
# (a few milliseconds).
export CARGO_CACHE_RUSTC_INFO=0
