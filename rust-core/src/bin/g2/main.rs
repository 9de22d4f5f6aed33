//! The `g2` command line.
//!
//! `g2 FILE FUNCTION [options]` runs a function on symbolic inputs (`query`);
//! `g2 liquid|check FILE [FUNCTION...]` checks refinement types or contracts (`check`);
//! `g2 dump|coverage FILE` shows the engine's view of a module (`inspect`). Every run
//! ends with its outcome as the last line on stderr and as its exit status (`outcome`).

/// A line on stderr. A closed stderr is no reason to stop (or panic): the line is lost.
macro_rules! tell {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// Text on stderr without a newline (the progress line), as `tell!`.
macro_rules! tell_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($arg)*);
    }};
}

mod alloc;
mod check;
mod executable;
mod infer;
mod inspect;
mod options;
mod outcome;
mod query;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use g2core::frontend::{cabal, ghc};
use g2core::{Error, Result};

use outcome::Status;

// mimalloc (`alloc.rs`); the static library linked into GHC keeps the host's allocator.
#[global_allocator]
static ALLOCATOR: alloc::MiMalloc = alloc::MiMalloc;

const USAGE: &str =
    "usage: g2 FILE FUNCTION [--assume PRED] [--assert PRED] [SEARCH OPTIONS] [--json] [--stats] [--progress]
         (runs FUNCTION on symbolic inputs: every result, those that satisfy --assume,
          or the inputs that break --assert or crash; a progress line shows on a
          terminal, and with --progress elsewhere too, once a second)
       g2 liquid FILE... [FUNCTION...] [SEARCH OPTIONS] [--json] [--machine-int] [--suggest] [--trace]
                  [--executable DIR]
         (checks the LiquidHaskell refinement types {-@ f :: ... @-} of each FILE;
          --suggest: under an abstract counterexample, the callee's type g2 infer finds;
          --executable DIR: each abstract counterexample as a module in DIR whose main
          runs it in GHCi, the blamed calls returning the counterexample's values;
          --trace: under a concrete one, the calls along the failing run)
       g2 check FILE... [FUNCTION...] [SEARCH OPTIONS] [--json] [--trace]
         (contracts written as Haskell predicates g2__pre_F and g2__post_F in FILE)
       g2 infer FILE [FUNCTION...] [--timeout SECS] [--check-timeout SECS] [--max-rounds N] [--modular] [--json]
         (refinement types for the callees blamed by abstract counterexamples, found by
          counterexample-guided synthesis and re-checked: annotations to paste;
          --timeout bounds the whole run, default 120; --modular: unannotated
          functions with a Haskell signature start with its plain type, as in LiquidHaskell)
       g2 dump [--simplified] FILE
         (the module's Core as the engine decodes it; --simplified: as a run of
          `g2 FILE FUNCTION` without symbolic inputs runs it: dictionaries resolved, small
          functions inlined)
       g2 coverage [--all] FILE
         (how each imported function is run; without --all only the missing ones)
       g2 --help | --version

Every command takes -i DIR (or -iDIR), repeatable: more directories where GHC looks
for the modules FILE imports (beside FILE, and the root of its module hierarchy, are
always searched); and --cabal: inside a cabal package (the nearest .cabal file at or
above the current directory), its hs-source-dirs are searched and its
default-extensions and default-language are on.

SEARCH OPTIONS
  --timeout SECS      wall-clock limit (default 60; 5 per function for liquid/check)
  --n STEPS           reduction steps per path (default 20000)
  --max-outputs K     stop after K results (liquid/check: K counterexamples per function)
  --order fair|fewest-symbolic|smallest|smallest-deepest   which waiting state runs next
                      (default smallest: the smallest inputs first; liquid/check: fair)
  --higher-order symbolic|module|both   what a function-typed input may be: any
                      function, built as it is applied (default), the module's own
                      functions of its type, or both
  --threads N         worker threads, at most the machine's cores (--force-threads N: more)
  --max-memory MB     memory budget (default 200): waiting states beyond it are dropped,
                      and the outcome says so

EXIT STATUS
  0  none exist: every path was explored and nothing was found
     (infer: no function needed a specification)
  1  found: results or counterexamples were printed (infer: specifications found)
  2  usage error
  3  none found within a limit (time, steps, states), or gave up for a named cause
     (infer: no specification found for some function, and none printed)
  4  error (GHC failed on the file, the engine failed)";

/// Prints a line on stdout. A reader that went away (`g2 ... | head`) ends the run
/// quietly, as it would end a Unix filter (status 141, as a shell reports SIGPIPE),
/// after removing the run's temporary directories.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
        for dir in TEMP_DIRS.lock().unwrap_or_else(|e| e.into_inner()).drain(..) {
            let _ = std::fs::remove_dir_all(dir);
        }
        std::process::exit(141);
    }
}

/// The temporary directories of this run that still exist.
static TEMP_DIRS: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// A new temporary directory of this run, removed at its end. Named by the process and a
/// counter: a run makes several (a build, `--suggest`'s sessions), never the same twice.
fn temp_dir() -> Result<PathBuf> {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("g2-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::Tool(format!("cannot create {}: {e}", dir.display())))?;
    TEMP_DIRS.lock().unwrap_or_else(|e| e.into_inner()).push(dir.clone());
    Ok(dir)
}

/// The `-i DIR` options of the command line and `--cabal`'s settings, as GHC flags (set
/// once, before the command runs).
static INCLUDES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();

fn include_flags() -> &'static [String] {
    INCLUDES.get().map_or(&[], Vec::as_slice)
}

/// Takes the `-i DIR`, `-iDIR` and `--cabal` options out of the arguments, as GHC flags.
fn split_includes(raw: Vec<String>) -> Result<(Vec<String>, Vec<String>)> {
    let (mut includes, mut rest) = (Vec::new(), Vec::new());
    let mut it = raw.into_iter();
    while let Some(arg) = it.next() {
        if arg == "-i" {
            let dir = it.next().ok_or_else(|| Error::Usage("-i needs a directory".into()))?;
            includes.push(format!("-i{dir}"));
        } else if arg.starts_with("-i") {
            includes.push(arg);
        } else if arg == "--cabal" {
            let here = std::env::current_dir()
                .map_err(|e| Error::Usage(format!("--cabal: no current directory: {e}")))?;
            includes.extend(cabal::Package::around(&here)?.ghc_flags());
        } else {
            rest.push(arg);
        }
    }
    Ok((includes, rest))
}

/// Compiles `file` with the plugin in a temporary directory and returns its wire bytes;
/// the plugin's own warnings (annotations without a contract, ...) go to stderr.
fn wire_of(file: &Path, flags: &[&str]) -> Result<Vec<u8>> {
    let dir = temp_dir()?;
    let mut flags = flags.to_vec();
    flags.extend(include_flags().iter().map(String::as_str));
    let compiled = ghc::compile_with_notes(file, &flags, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let (bytes, notes) = compiled?;
    for note in notes {
        tell!("{note}\n");
    }
    Ok(bytes)
}

fn read_source(file: &Path) -> Result<String> {
    std::fs::read_to_string(file)
        .map_err(|e| Error::Usage(format!("cannot read {}: {e}", file.display())))
}

fn main() -> ExitCode {
    // Deep values (long lists) are read and printed recursively: give the work a large
    // stack (reserved address space, committed only as used).
    let worker = std::thread::Builder::new().stack_size(1 << 30).spawn(real_main);
    let status = worker.map(|h| h.join());
    if g2core::reduce::machine::profile::profiling() {
        eprint!("{}", g2core::reduce::machine::profile::report(40));
    }
    match status {
        Ok(Ok(code)) => code,
        _ => {
            tell!("g2: internal error: the engine's thread failed");
            Status::Error.exit()
        }
    }
}

fn real_main() -> ExitCode {
    let raw = match split_includes(std::env::args().skip(1).collect()) {
        Ok((includes, raw)) => {
            INCLUDES.get_or_init(|| includes);
            raw
        }
        Err(e) => {
            tell!("g2: {e}");
            return Status::of_error(&e).exit();
        }
    };
    let done = |r: Result<()>| r.map(|()| Status::NoneExist);
    let result = match raw.first().map(String::as_str) {
        Some("-h" | "--help") => {
            say(USAGE);
            return ExitCode::SUCCESS;
        }
        Some("--version") => {
            say(&format!("g2 {}", env!("CARGO_PKG_VERSION")));
            return ExitCode::SUCCESS;
        }
        Some("check") => check::check(&raw[1..], false),
        Some("liquid") => check::check(&raw[1..], true),
        Some("infer") => infer::infer(&raw[1..]),
        Some("coverage") => done(match raw.get(1..).unwrap_or(&[]) {
            [file] => inspect::coverage(Path::new(file), false),
            [flag, file] if flag == "--all" => inspect::coverage(Path::new(file), true),
            _ => Err(Error::Usage(USAGE.into())),
        }),
        Some("dump") => done(match raw.get(1..).unwrap_or(&[]) {
            [file] => inspect::dump(Path::new(file), false),
            [flag, file] if flag == "--simplified" => inspect::dump(Path::new(file), true),
            _ => Err(Error::Usage(USAGE.into())),
        }),
        _ => query::parse_args(&raw).and_then(query::run),
    };
    match result {
        Ok(status) => status.exit(),
        Err(e) => {
            tell!("g2: {e}");
            let status = Status::of_error(&e);
            if status == Status::Inconclusive {
                tell!("g2: gave up: the engine cannot run this program (above)");
            }
            status.exit()
        }
    }
}
