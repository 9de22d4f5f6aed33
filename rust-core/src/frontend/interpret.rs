//! Running a module's `main` interpreted by plain GHC (no plugin), as a user's GHCi
//! would: how `g2 liquid --executable` confirms that a module it wrote reproduces its
//! counterexample before it says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};

/// A finished run of `main`.
pub struct Ran {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

/// The GHCi command (program and arguments before the file) that loads `file`: its
/// search path, and the g2-plugin package when the module imports a module of it
/// (`Language.Haskell.Liquid.*`, `G2.*`), from the package databases `scripts/g2-ghc`
/// uses. The plugin itself is not loaded: GHCi's debugger needs interpreted code.
pub fn ghci_command(file: &Path, source: &str, includes: &[String]) -> Result<Vec<String>> {
    let ghc = std::env::var("GHC").unwrap_or_else(|_| "ghc".into());
    let mut cmd = vec![ghc.clone(), "--interactive".into(), "-ignore-dot-ghci".into()];
    for dir in super::ghc::search_path(file, source) {
        cmd.push(format!("-i{}", dir.display()));
    }
    cmd.extend(includes.iter().cloned());
    let needs_package = source.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("import") && (l.contains("Language.Haskell.Liquid") || l.contains(" G2."))
    });
    if needs_package {
        let repo = super::ghc::g2_ghc()?
            .parent()
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        let version = Command::new(&ghc)
            .arg("--numeric-version")
            .output()
            .map_err(|e| Error::Tool(format!("cannot run {ghc}: {e}")))?;
        let version = String::from_utf8_lossy(&version.stdout).trim().to_string();
        for db in [
            repo.join(format!(".cabal/store/ghc-{version}/package.db")),
            repo.join(format!("dist-newstyle/packagedb/ghc-{version}")),
        ] {
            if db.is_dir() {
                cmd.push("-package-db".into());
                cmd.push(db.display().to_string());
            }
        }
        cmd.push("-package".into());
        cmd.push("g2-plugin".into());
    }
    Ok(cmd)
}

/// Runs `main` of `file` with `ghci` (from [`ghci_command`]), stopped after `limit`.
pub fn run_main(file: &Path, ghci: &[String], limit: Duration) -> Result<Ran> {
    let mut child = Command::new(&ghci[0])
        .args(ghci[1..].iter().filter(|a| *a != "--interactive"))
        .arg("-v0")
        .arg("-e")
        .arg(":main")
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Error::Tool(format!("cannot run {}: {e}", ghci[0])))?;
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Error::Tool(format!(
                    "running main of {} took more than {} s",
                    file.display(),
                    limit.as_secs()
                )));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(Error::Tool(format!("waiting for GHC: {e}"))),
        }
    }
    let out = child.wait_with_output().map_err(|e| Error::Tool(format!("GHC's output: {e}")))?;
    Ok(Ran {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}
