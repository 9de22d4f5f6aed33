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
