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

/// Where GHC looks for the modules `file` imports: the file's directory (`.` for a
/// bare file name), and the root of its module hierarchy when the module's name says
/// where that is (`src/Data/Map.hs` holding `module Data.Map` has the root `src`), so
/// a module importing a sibling (`Data.Set`, or `Helper` beside it) compiles.
pub fn search_path(file: &Path, source: &str) -> Vec<PathBuf> {
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut dirs = vec![dir.clone()];
    if let Some(name) = module_name(source) {
        let qualifiers: Vec<&str> = name.split('.').collect();
        let qualifiers = &qualifiers[..qualifiers.len() - 1];
        // `.` has no name to compare: the directory's real path has.
        let mut root = std::fs::canonicalize(&dir).unwrap_or(dir);
        let mut matches = true;
        for q in qualifiers.iter().rev() {
            if root.file_name().and_then(|n| n.to_str()) == Some(q) {
                root = match root.parent() {
                    Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                    _ => PathBuf::from("."),
                };
            } else {
                matches = false;
                break;
            }
        }
        if matches && !qualifiers.is_empty() {
            dirs.push(root);
        }
    }
    dirs
}

/// The name in the module's header (`module A.B (...) where`), if it has one: the first
/// line that starts with `module` (a bird-style literate file's with `> module`).
fn module_name(source: &str) -> Option<String> {
    source.lines().find_map(|line| {
        let line = line.strip_prefix("> ").unwrap_or(line);
        let rest = line.strip_prefix("module")?;
        if !rest.starts_with(char::is_whitespace) {
            return None;
        }
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '.' || *c == '_' || *c == '\'')
            .collect();
        (!name.is_empty()).then_some(name)
    })
}

/// Compiles `file` with the plugin dumping the wire bytes; returns them. GHC's errors
/// are returned verbatim. `--make` with the file's [`search_path`] (and any `-i` in
/// `extra_flags`), so the modules it imports from beside it are compiled first (each
/// one dumps its wire too, and `file`, compiled last, writes the bytes returned).
pub fn compile_to_wire(file: &Path, extra_flags: &[&str], workdir: &Path) -> Result<Vec<u8>> {
    compile(file, extra_flags, workdir).map(|c| c.wire)
}

/// What GHC made of a module: the wire bytes and its warnings (its whole stderr).
pub struct Compiled {
    pub wire: Vec<u8>,
    pub stderr: String,
}

/// Like [`compile_to_wire`], also returning the plugin's own warnings (GHC's warning
/// blocks that say `G2:`), e.g. annotations that get no contract, for the caller to
/// show: a function skipped is never skipped in silence.
pub fn compile_with_notes(
    file: &Path,
    extra_flags: &[&str],
    workdir: &Path,
) -> Result<(Vec<u8>, Vec<String>)> {
    let compiled = compile(file, extra_flags, workdir)?;
    let notes = compiled
        .stderr
        .split("\n\n")
        .filter(|block| block.contains("G2:"))
        .map(|b| b.trim().to_string())
        .collect();
    Ok((compiled.wire, notes))
}

/// Compiles `file` as [`compile_to_wire`] does, keeping GHC's warnings.
pub fn compile(file: &Path, extra_flags: &[&str], workdir: &Path) -> Result<Compiled> {
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
        // the last module needs no code (Note [Stopping after the wire] in the plugin's
        // G2.Plugin.Dump)
        .arg("-fplugin-opt=G2.Plugin:stop-after-wire")
        .args(extra_flags)
        .arg(file);
    let source = std::fs::read_to_string(file).unwrap_or_default();
    for dir in search_path(file, &source) {
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
    let stderr = String::from_utf8_lossy(&result.stderr).into_owned();
    let wire = std::fs::read(&wire)
        .map_err(|e| Error::Tool(format!("the plugin wrote no Core to {}: {e}", wire.display())))?;
    Ok(Compiled { wire, stderr })
}
