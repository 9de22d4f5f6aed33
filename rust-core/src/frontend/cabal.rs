//! `g2 --cabal`: the settings of the cabal package a run is inside, as GHC flags, so a
//! module resolves its sibling modules and compiles with the package's extensions.
//!
//! Only what decides how a module of the package compiles is read: every component's
//! `hs-source-dirs` (`-iDIR`, relative to the `.cabal` file) and `default-extensions`
//! (or the old `extensions`; `-XEXT`), and `default-language` (`-XHaskell2010`). Fields
//! inside `if` blocks count as if their condition held: a directory or extension too
//! many does no harm, a missing one fails the build. The packages in `build-depends`
//! are not resolved: GHC finds those in its package databases (scripts/g2-ghc's).

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// What g2 takes from a package description.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Package {
    /// The `.cabal` file.
    pub file: PathBuf,
    /// Every component's source directories, absolute or relative to the current
    /// directory (as the `.cabal` file's own directory is), without repeats.
    pub source_dirs: Vec<PathBuf>,
    /// Every component's default extensions and languages, without repeats.
    pub extensions: Vec<String>,
}

impl Package {
    /// The package that `dir` (the current directory) is inside: the `.cabal` file of
    /// the nearest directory at or above `dir` that has one.
    pub fn around(dir: &Path) -> Result<Package> {
        let file = find(dir)?;
        let text = std::fs::read_to_string(&file)
            .map_err(|e| Error::Usage(format!("cannot read {}: {e}", file.display())))?;
        let root = file.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok(Package::parse(&file, &root, &text))
    }

    /// Reads the fields g2 needs from the text of the `.cabal` file `file` in `root`.
    pub fn parse(file: &Path, root: &Path, text: &str) -> Package {
        let mut pkg = Package { file: file.to_path_buf(), ..Package::default() };
        for (field, value) in fields(text) {
            let words =
                value.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty());
            match field.as_str() {
                "hs-source-dirs" => {
                    for w in words {
                        push_new(&mut pkg.source_dirs, root.join(w.trim_matches('"')));
                    }
                }
                "default-extensions" | "extensions" | "default-language" => {
                    for w in words {
                        push_new(&mut pkg.extensions, w.to_string());
                    }
                }
                _ => {}
            }
        }
        // A component without hs-source-dirs has its sources beside the .cabal file.
        if pkg.source_dirs.is_empty() {
            pkg.source_dirs.push(root.to_path_buf());
        }
        pkg
    }

    /// The package's settings as GHC flags.
    pub fn ghc_flags(&self) -> Vec<String> {
        let dirs = self.source_dirs.iter().map(|d| format!("-i{}", d.display()));
        dirs.chain(self.extensions.iter().map(|e| format!("-X{e}"))).collect()
    }
}

fn push_new<T: PartialEq>(list: &mut Vec<T>, x: T) {
    if !list.contains(&x) {
        list.push(x);
    }
}

/// The `.cabal` file of the nearest directory at or above `dir` that has one; several
/// in one directory are an error naming them (cabal itself refuses them).
fn find(dir: &Path) -> Result<PathBuf> {
    let start = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    for d in start.ancestors() {
        let Ok(entries) = std::fs::read_dir(d) else { continue };
        let mut found: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "cabal") && p.is_file())
            .collect();
        found.sort();
        match found.len() {
            0 => continue,
            1 => return Ok(found.remove(0)),
            _ => {
                let names: Vec<String> = found.iter().map(|p| p.display().to_string()).collect();
                return Err(Error::Usage(format!(
                    "--cabal: {} has several .cabal files ({}); run g2 in a package with one",
                    d.display(),
                    names.join(", ")
                )));
            }
        }
    }
    Err(Error::Usage(format!(
        "--cabal: no .cabal file in {} or any directory above it; run g2 inside a cabal package",
        start.display()
    )))
}

/// The fields of a `.cabal` file, names lower-cased, each value with its continuation
/// lines (those indented deeper than the field's name) joined. Comments (`--` at the
/// start of a line) are skipped; section headers (`library`, `if ...`) have no colon
/// before a space and are not fields.
fn fields(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String, usize)> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with("--") {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if let Some((_, value, field_indent)) = out.last_mut() {
            if indent > *field_indent {
                value.push(' ');
                value.push_str(trimmed);
                continue;
            }
        }
        match trimmed.split_once(':') {
            Some((name, value))
                if !name.is_empty()
                    && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
            {
                out.push((name.to_ascii_lowercase(), value.trim().to_string(), indent));
            }
            // A section header: later lines indented under it are not its continuation.
            _ => out.push((String::new(), String::new(), usize::MAX)),
        }
    }
    out.into_iter().filter(|(name, _, _)| !name.is_empty()).map(|(n, v, _)| (n, v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CABAL: &str = "\
cabal-version: 2.4
name:          demo
-- a comment: hs-source-dirs: nowhere

library
  hs-source-dirs:   src
  exposed-modules:  Lib
  Default-Extensions: LambdaCase,
                      TupleSections
  default-language: Haskell2010
  if flag(extra)
    hs-source-dirs: extra

executable demo
  hs-source-dirs:   app, src
  main-is:          Main.hs
  extensions:       BangPatterns
";

    #[test]
    fn every_component_s_dirs_and_extensions_once() {
        let pkg = Package::parse(Path::new("/p/demo.cabal"), Path::new("/p"), CABAL);
        let dirs: Vec<&str> = pkg.source_dirs.iter().map(|d| d.to_str().unwrap()).collect();
        assert_eq!(dirs, ["/p/src", "/p/extra", "/p/app"]);
        assert_eq!(pkg.extensions, ["LambdaCase", "TupleSections", "Haskell2010", "BangPatterns"]);
        assert_eq!(
            pkg.ghc_flags(),
            [
                "-i/p/src",
                "-i/p/extra",
                "-i/p/app",
                "-XLambdaCase",
                "-XTupleSections",
                "-XHaskell2010",
                "-XBangPatterns"
            ]
        );
    }

    #[test]
    fn without_source_dirs_the_package_root() {
        let pkg = Package::parse(Path::new("/p/x.cabal"), Path::new("/p"), "name: x\nlibrary\n");
        assert_eq!(pkg.source_dirs, [PathBuf::from("/p")]);
    }

    #[test]
    fn the_nearest_cabal_file_above_and_several_are_an_error() {
        let dir = std::env::temp_dir().join(format!("g2-cabal-find-{}", std::process::id()));
        let sub = dir.join("app/deeper");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(dir.join("demo.cabal"), "name: demo\nlibrary\n  hs-source-dirs: src\n")
            .unwrap();
        let pkg = Package::around(&sub).unwrap();
        assert_eq!(pkg.file.file_name().unwrap(), "demo.cabal");
        assert!(pkg.source_dirs[0].ends_with("src"), "{:?}", pkg.source_dirs);

        std::fs::write(dir.join("other.cabal"), "name: other\n").unwrap();
        match Package::around(&sub) {
            Err(Error::Usage(msg)) => {
                assert!(msg.contains("several .cabal files"), "{msg}");
                assert!(msg.contains("demo.cabal") && msg.contains("other.cabal"), "{msg}");
            }
            other => panic!("expected a usage error, got {other:?}"),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
