//! Running GHC with the plugin to get a module's Core as wire bytes.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::error::{Error, Result};

/// Finds `scripts/g2-ghc`: `$G2_GHC`, or relative to this executable
/// (`target/<profile>/g2` → `scripts/g2-ghc`), or relative to the crate at build time.
pub fn g2_ghc() -> Result<PathBuf> {
    if let Ok(p) = std::env::var("G2_GHC") {
        return Ok(PathBuf::from(p));
    }
    let mut candidates = Vec::new();
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1).take(4) {
            candidates.push(dir.join("scripts/g2-ghc"));
        }
    }
    candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/g2-ghc"));
    candidates.into_iter().find(|p| p.exists()).ok_or_else(|| {
        Error::Tool(
            "cannot find scripts/g2-ghc (set G2_GHC to its path, and build with scripts/build.sh)"
                .into(),
        )
    })
}

/// Compiles `file` with the plugin dumping the wire bytes; returns them. GHC's errors
/// are returned verbatim. `--make` with the file's directory on the search path, so
/// the modules it imports from beside it are compiled first (each one dumps its wire
/// too, and `file`, compiled last, writes the bytes returned).
pub fn compile_to_wire(file: &Path, extra_flags: &[&str], workdir: &Path) -> Result<Vec<u8>> {
    compile_with_notes(file, extra_flags, workdir).map(|(bytes, _)| bytes)
}

/// Like [`compile_to_wire`], also returning the plugin's own warnings (GHC's warning
/// blocks that say `G2:`), e.g. annotations that get no contract, for the caller to
/// show: a function skipped is never skipped in silence.
pub fn compile_with_notes(
    file: &Path,
    extra_flags: &[&str],
    workdir: &Path,
) -> Result<(Vec<u8>, Vec<String>)> {
    let wire = workdir.join("module.wire");
    let out = workdir.join("out");
    std::fs::create_dir_all(&out)
        .map_err(|e| Error::Tool(format!("cannot create {}: {e}", out.display())))?;
    let mut cmd = Command::new(g2_ghc()?);
    cmd.arg("--make")
        .arg("-no-link")
        .arg("-O0")
        // imported modules of the user's are compiled here too: their definitions must
        // travel in their interfaces for the engine to run them
        .arg("-fexpose-all-unfoldings")
        .arg("-fno-omit-interface-pragmas")
        .arg("-outputdir")
        .arg(&out)
        .arg(format!("-fplugin-opt=G2.Plugin:dump-wire={}", wire.display()))
        .args(extra_flags)
        .arg(file);
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        cmd.arg(format!("-i{}", dir.display()));
    }
    let result = cmd.output().map_err(|e| Error::Tool(format!("cannot run GHC: {e}")))?;
    if !result.status.success() {
        return Err(Error::Tool(format!(
            "GHC failed on {}:\n{}{}",
            file.display(),
            String::from_utf8_lossy(&result.stdout),
            String::from_utf8_lossy(&result.stderr)
        )));
    }
    let stderr = String::from_utf8_lossy(&result.stderr);
    let notes = stderr
        .split("\n\n")
        .filter(|block| block.contains("G2:"))
        .map(|b| b.trim().to_string())
        .collect();
    let bytes = std::fs::read(&wire)
        .map_err(|e| Error::Tool(format!("the plugin wrote no Core to {}: {e}", wire.display())))?;
    Ok((bytes, notes))
}
