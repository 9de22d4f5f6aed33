//! The plugin's committed wire fixtures (test-suite/fixtures/NAME.wire, written by
//! scripts/regen-fixtures.sh): each decodes, renders, re-encodes stably, and its census
//! equals NAME.census, the census the plugin computed from GHC's Core.
//!
//! Each fixture's rendering is also a snapshot, NAME.render: a change of the decoder or the
//! IR that changes what a program looks like fails here. When the change is deliberate,
//! re-bless with `G2_BLESS=1 cargo test --release --test fixtures` and review the diff.
//!
//! With no fixtures present the test passes, unless G2_REQUIRE_FIXTURES=1 is set (as CI
//! should), in which case an empty directory is a failure.

use std::fs;
use std::path::{Path, PathBuf};

use g2core::ir::census::Census;
use g2core::ir::render::render;
use g2core::wire::{decode, encode};

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/fixtures")
}

/// The non-blank lines of a census text, trimmed.
fn census_lines(text: &str) -> Vec<String> {
    text.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect()
}

fn check_fixture(wire: &Path) -> Result<(), String> {
    let bytes = fs::read(wire).map_err(|e| format!("cannot read: {e}"))?;
    let program = decode(&bytes).map_err(|e| format!("does not decode: {e}"))?;

    let text = render(&program);
    let header = format!("module {} where", program.module_name());
    if !text.starts_with(&header) {
        return Err(format!("render does not start with `{header}`"));
    }

    // The IR drops a little (forall kinds), so compare the re-encodings, which must be
    // stable from the first one on.
    let once = encode(&program).map_err(|e| format!("does not re-encode: {e}"))?;
    let again = decode(&once).map_err(|e| format!("re-encoding does not decode: {e}"))?;
    if encode(&again).map_err(|e| e.to_string())? != once {
        return Err("encode . decode is not stable on the re-encoding".into());
    }
    if render(&again) != text {
        return Err("the re-encoding renders differently".into());
    }

    // Distinct top-level binders stay distinct names, including GHC's internal ones
    // that share an occurrence (the `$krep`s of Dicts), which have no module on the wire.
    let mut seen = std::collections::BTreeMap::new();
    for bind in program.binds.iter().chain(&program.externals) {
        for (binder, _) in program.pairs(bind) {
            *seen.entry(binder.name).or_insert(0) += 1;
        }
    }
    let clashes: Vec<String> = seen
        .into_iter()
        .filter(|(_, n)| *n > 1)
        .map(|(name, _)| program.names.qualified(name))
        .collect();
    if !clashes.is_empty() {
        return Err(format!("top-level binders sharing one name: {clashes:?}"));
    }

    check_snapshot(&wire.with_extension("render"), &text)?;

    let ours = Census::of(&program).to_string();
    let census_file = wire.with_extension("census");
    if let Ok(theirs) = fs::read_to_string(&census_file) {
        let (ours, theirs) = (census_lines(&ours), census_lines(&theirs));
        if ours != theirs {
            let diff: Vec<String> = ours
                .iter()
                .zip(theirs.iter())
                .filter(|(a, b)| a != b)
                .map(|(a, b)| format!("engine {a}, plugin {b}"))
                .collect();
            return Err(format!(
                "census differs from {}: {}",
                census_file.display(),
                diff.join("; ")
            ));
        }
    }
    Ok(())
}

/// Compares `text` with the committed snapshot at `path`, or writes it under `G2_BLESS=1`.
fn check_snapshot(path: &Path, text: &str) -> Result<(), String> {
    if std::env::var("G2_BLESS").is_ok_and(|v| v == "1") {
        return fs::write(path, text).map_err(|e| format!("cannot bless {}: {e}", path.display()));
    }
    let snapshot = fs::read_to_string(path)
        .map_err(|e| format!("no snapshot {} ({e}); bless one with G2_BLESS=1", path.display()))?;
    if snapshot == text {
        return Ok(());
    }
    let (ours, theirs): (Vec<&str>, Vec<&str>) =
        (text.lines().collect(), snapshot.lines().collect());
    let first =
        (0..ours.len().max(theirs.len())).find(|&i| ours.get(i) != theirs.get(i)).unwrap_or(0);
    Err(format!(
        "rendering differs from {} at line {}: now {:?}, snapshot {:?} \
         (if deliberate: G2_BLESS=1 and review the diff)",
        path.display(),
        first + 1,
        ours.get(first).copied().unwrap_or("<end>"),
        theirs.get(first).copied().unwrap_or("<end>"),
    ))
}

#[test]
fn every_fixture_decodes_renders_and_matches_its_census() {
    let dir = fixtures_dir();
    let mut wires: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "wire"))
                .collect()
        })
        .unwrap_or_default();
    wires.sort();
    if wires.is_empty() {
        let required = std::env::var("G2_REQUIRE_FIXTURES").is_ok_and(|v| v == "1");
        assert!(!required, "G2_REQUIRE_FIXTURES=1 but {} holds no .wire fixtures", dir.display());
        eprintln!("no fixtures in {}; skipping", dir.display());
        return;
    }
    let failures: Vec<String> = wires
        .iter()
        .filter_map(|w| check_fixture(w).err().map(|e| format!("{}: {e}", w.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} fixtures fail:\n{}",
        failures.len(),
        wires.len(),
        failures.join("\n")
    );
}
