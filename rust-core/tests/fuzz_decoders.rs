//! A mutation fuzzer for the two decoders of untrusted bytes: the wire decoder
//! (`wire::decode`, then the printer, the census and the encoder on what it accepts) and
//! G2Q's term codec (`g2q::decode_terms`, `g2q::decode_reply`, and `encode_terms` on
//! what they accept). Neither may panic on any input (ARCHITECTURE.md, "The decoder
//! never panics on any input").
//!
//! Stable Rust, no cargo-fuzz: a seeded xorshift generator mutates a corpus of valid
//! encodings (the committed plugin fixtures, a hand-built program, hand-written term
//! lists and replies), one to eight mutations per input. Run it for as long as you like:
//!
//! ```text
//! G2_FUZZ_INPUTS=5000000 G2_FUZZ_SECONDS=3600 G2_FUZZ_SEED=7 \
//!   cargo test --release -p rust-core --test fuzz_decoders -- --nocapture
//! ```
//!
//! `G2_FUZZ_INPUTS` is the number of inputs per target (default [`DEFAULT_INPUTS`], the
//! slice `scripts/test.sh` runs), `G2_FUZZ_SECONDS` an optional time limit per target,
//! `G2_FUZZ_SEED` the generator's seed (default 1, so a failure reproduces). Each target
//! prints how many inputs it ran and for how long. An input that panics is written to
//! `target/fuzz-failures/` and the target fails at the end, naming the files;
//! `G2_FUZZ_REPLAY=FILE` runs one such file through both targets.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use g2core::g2q::{decode_reply, decode_terms, encode_terms};
use g2core::ir::census::Census;
use g2core::ir::render::render;
use g2core::ir::{Namespace, Program};
use g2core::wire::{decode, encode};

/// Inputs per target when `G2_FUZZ_INPUTS` is not set: a few seconds in a release build.
const DEFAULT_INPUTS: u64 = 20_000;

// ----- the generator and the mutations ---------------------------------------------

/// xorshift64*: fast, seedable, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (n > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Values that sit on the decoders' edges: counts and lengths of 0, 1, one past a
/// small table, the sign bit, all ones.
const INTERESTING_U32: [u32; 9] = [0, 1, 2, 3, 0x7f, 0xff, 0xffff, 0x7fff_ffff, 0xffff_ffff];

/// Applies one random mutation; `other` is another corpus entry to splice from.
fn mutate_once(rng: &mut Rng, bytes: &mut Vec<u8>, other: &[u8]) {
    let len = bytes.len();
    if len == 0 {
        bytes.push(rng.next() as u8);
        return;
    }
    match rng.below(9) {
        0 => bytes[rng.below(len)] ^= 1 << rng.below(8),
        1 => bytes[rng.below(len)] = [0, 0xff, 0x7f, 0x80, 1, 9][rng.below(6)],
        2 => bytes[rng.below(len)] = rng.next() as u8,
        // A count, a length, a tag or an index rewritten as a little-endian u32.
        3 if len >= 4 => {
            let at = rng.below(len - 3);
            let v = INTERESTING_U32[rng.below(INTERESTING_U32.len())];
            bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
        }
        4 => bytes.truncate(rng.below(len)),
        5 => {
            let at = rng.below(len + 1);
            let n = 1 + rng.below(8);
            let fresh: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            bytes.splice(at..at, fresh);
        }
        6 => {
            let at = rng.below(len);
            let end = (at + 1 + rng.below(16)).min(len);
            bytes.drain(at..end);
        }
        // A chunk of the input repeated elsewhere: duplicated list items, nesting.
        7 => {
            let from = rng.below(len);
            let n = (1 + rng.below(64)).min(len - from);
            let chunk = bytes[from..from + n].to_vec();
            let at = rng.below(len + 1);
            bytes.splice(at..at, chunk);
        }
        // A chunk of another valid encoding.
        _ if !other.is_empty() => {
            let from = rng.below(other.len());
            let n = (1 + rng.below(64)).min(other.len() - from);
            let at = rng.below(len);
            let end = (at + n).min(len);
            bytes.splice(at..end, other[from..from + n].iter().copied());
        }
        _ => bytes[rng.below(len)] ^= 0xff,
    }
}

// ----- the runner ---------------------------------------------------------------------

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    Some(v.parse().unwrap_or_else(|_| panic!("{name}={v} is not a number")))
}

fn failures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-failures")
}

/// Runs `check` on mutated corpus entries until the input count or the time limit, and
/// fails if any input panicked.
fn fuzz(target: &str, corpus: &[Vec<u8>], check: impl Fn(&[u8])) {
    assert!(!corpus.is_empty(), "{target}: empty corpus");
    if let Ok(file) = std::env::var("G2_FUZZ_REPLAY") {
        check(&std::fs::read(&file).unwrap_or_else(|e| panic!("{file}: {e}")));
        return;
    }
    let inputs = env_u64("G2_FUZZ_INPUTS").unwrap_or(DEFAULT_INPUTS);
    let limit = env_u64("G2_FUZZ_SECONDS").map(Duration::from_secs);
    let seed = env_u64("G2_FUZZ_SEED").unwrap_or(1);
    let mut rng = Rng::new(seed ^ target.len() as u64);

    // Panics are caught and counted; the default hook would print each one.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let start = Instant::now();
    let mut failures = Vec::new();
    let mut ran = 0u64;
    while ran < inputs && limit.is_none_or(|l| start.elapsed() < l) {
        let mut bytes = corpus[rng.below(corpus.len())].clone();
        let other = &corpus[rng.below(corpus.len())];
        for _ in 0..1 + rng.below(8) {
            mutate_once(&mut rng, &mut bytes, other);
        }
        match catch_unwind(AssertUnwindSafe(|| check(&bytes))) {
            Ok(()) => {}
            Err(_) => {
                let dir = failures_dir();
                let _ = std::fs::create_dir_all(&dir);
                let file = dir.join(format!("{target}-seed{seed}-{ran}.bin"));
                let _ = std::fs::write(&file, &bytes);
                failures.push(file);
            }
        }
        ran += 1;
    }
    std::panic::set_hook(hook);
    let secs = start.elapsed().as_secs_f64();
    eprintln!("{target}: {ran} inputs in {secs:.1} s (seed {seed}), {} panicked", failures.len());
    assert!(failures.is_empty(), "{target}: inputs that panic: {failures:?}");
}

// ----- the wire decoder -------------------------------------------------------------

fn fixtures() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/fixtures");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "wire"));
    files.sort();
    files.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

/// Decodes, and if that succeeds renders, counts and re-encodes: none of it may panic.
fn decode_everything(bytes: &[u8]) {
    if let Ok(p) = decode(bytes) {
        let _ = render(&p);
        let _ = Census::of(&p).to_string();
        let _ = encode(&p);
    }
}

#[test]
fn wire_decoder_never_panics_on_mutated_encodings() {
    let mut corpus = vec![encode(&common::sample()).unwrap()];
    // Fixtures of the current version only: an old one would mostly test the version
    // check. (tests/fixtures.rs fails if they are stale.)
    corpus.extend(fixtures().into_iter().filter(|b| decode(b).is_ok()));
    fuzz("wire", &corpus, decode_everything);
}

// ----- the G2Q term codec -----------------------------------------------------------

/// A term list written by hand (docs/wire-format.md, "Terms").
#[derive(Default)]
struct Terms(Vec<u8>);

impl Terms {
    fn u32(mut self, v: u32) -> Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    fn tag(mut self, t: u8) -> Self {
        self.0.push(t);
        self
    }
    fn str(self, s: &str) -> Self {
        let mut t = self.u32(s.len() as u32);
        t.0.extend_from_slice(s.as_bytes());
        t
    }
    fn con(self, module: &str, occ: &str, n_fields: u32) -> Self {
        self.tag(0).str(module).str(occ).u32(n_fields)
    }
    fn int(mut self, i: i64) -> Self {
        self.0.push(1);
        self.0.extend_from_slice(&i.to_le_bytes());
        self
    }
    fn node(mut self, id: u64) -> Self {
        self.0.push(8);
        self.0.extend_from_slice(&id.to_le_bytes());
        self
    }
}

/// Term lists and replies over the constructors of the `Queries` fixture (lists, Int,
/// Bool), and every other tag an input may have (7, "any value", is for answers).
fn term_corpus() -> Vec<Vec<u8>> {
    let list_1_2 = Terms::default()
        .u32(2)
        .con("GHC.Types", ":", 2)
        .con("GHC.Types", "I#", 1)
        .int(1)
        .con("GHC.Types", ":", 2)
        .con("GHC.Types", "I#", 1)
        .int(-2)
        .con("GHC.Types", "[]", 0)
        .con("GHC.Types", "True", 0);
    let mut prims = Terms::default().u32(5).tag(2).0;
    prims.extend_from_slice(&u64::MAX.to_le_bytes());
    prims.push(3);
    prims.extend_from_slice(&0x3bbu32.to_le_bytes());
    prims.push(4);
    prims.extend_from_slice(&1.5f64.to_bits().to_le_bytes());
    prims.push(5);
    prims.extend_from_slice(&0.5f32.to_bits().to_le_bytes());
    prims.extend(Terms::default().tag(6).str("-123456789012345678901234567890").0);
    vec![
        list_1_2.0,
        prims,
        Terms::default().u32(2).node(0).node(1).0,
        Terms::default().u32(1).con("GHC.Types", "False", 0).0,
        // Replies: a cons cell of nodes, a boxed literal, an exception.
        Terms::default().con("GHC.Types", ":", 2).node(2).node(3).0,
        Terms::default().con("GHC.Types", "I#", 1).int(7).0,
        Terms::default().tag(9).str("Prelude.undefined").0,
    ]
}

/// Decodes as a term list and as a reply; an accepted term list without nodes must
/// encode to bytes that decode and encode again to the same bytes (bytes, not values:
/// NaN is not equal to itself).
fn terms_everything(program: &Program, bytes: &[u8]) {
    if let Ok(terms) = decode_terms(program, bytes) {
        if let Ok(once) = encode_terms(program, &terms) {
            let back = decode_terms(program, &once).expect("an encoded term list decodes");
            let twice = encode_terms(program, &back).expect("a decoded encoding encodes");
            assert_eq!(once, twice, "term lists round-trip");
        }
    }
    let _ = decode_reply(program, bytes);
}

#[test]
fn term_codec_never_panics_on_mutated_encodings() {
    let bytes = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/fixtures/Queries.wire"),
    )
    .expect("the Queries fixture");
    let program = decode(&bytes).expect("the Queries fixture decodes");
    // The seeds must be accepted, or the fuzzer only tests the error paths.
    let corpus = term_corpus();
    assert!(program.names.find("GHC.Types", ":", Namespace::DataCon).is_some());
    for (i, seed) in corpus.iter().enumerate() {
        let ok = decode_terms(&program, seed).is_ok() || decode_reply(&program, seed).is_ok();
        assert!(ok, "term seed {i} does not decode");
    }
    fuzz("terms", &corpus, |b| terms_everything(&program, b));
}
