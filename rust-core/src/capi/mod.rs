//! The C ABI of `cbits/g2.h`, the only module that knows it.
//!
//! The declarations are generated from the header by bindgen (see `build.rs`) into
//! [`sys`]; every function the header declares is implemented here, and a compile-time
//! check ([`check_signature!`]) makes each implementation coerce to the generated
//! declaration's function-pointer type, so a change to the header that is not mirrored
//! here fails the build.
//!
//! Every entry point catches panics (reported as `G2_ERR_INTERNAL` with the panic's
//! message and location), rejects NULL pointers with `G2_ERR_ARGUMENT`, and on failure
//! hands the caller a message through `err` when `err` is not NULL.
//!
//! Ownership: see [`Module`]. Strings handed to C are `CString::into_raw` pointers and
//! must come back through `g2_string_free`; modules through `g2_module_free`.

use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Once};

use crate::error::{Error, Result};
use crate::ir::census::Census;
use crate::ir::render::render;
use crate::ir::Program;
use crate::wire;

/// The declarations bindgen generated from `cbits/g2.h`.
#[allow(non_camel_case_types, non_upper_case_globals, non_snake_case, dead_code)]
pub mod sys {
    include!(concat!(env!("OUT_DIR"), "/g2_bindings.rs"));
}

pub use sys::{g2_module, g2_status};

/// What a `g2_module *` points to: a decoded module.
///
/// Ownership: the [`Program`] owns all its data (its nodes are addressed by id, not
/// borrowed from an arena), and the module shares it with the queries started on it
/// (`Arc`), so a query holds no reference into the module. A C caller owns the
/// `Module` from `g2_module_load` until it passes it to `g2_module_free`; every other
/// function only borrows it for the call. The C type `g2_module` is opaque: the
/// pointer handed out is a `Box<Module>` cast to it.
pub struct Module {
    program: Arc<Program>,
}

impl Module {
    /// Decodes `bytes` into a new module.
    pub fn load(bytes: &[u8]) -> Result<Module> {
        Ok(Module { program: Arc::new(wire::decode(bytes)?) })
    }

    /// The decoded program.
    pub fn program(&self) -> &Program {
        &self.program
    }
}

// ----- signature checks -------------------------------------------------------------

/// Fails to compile unless the implementation `$name` coerces to the function-pointer
/// type of the bindgen declaration `sys::$name` (one `_` per parameter).
macro_rules! check_signature {
    ($name:ident $(, $param:tt)*) => {
        const _: () = {
            let declared = sys::$name as unsafe extern "C" fn($($param),*) -> _;
            let _same_type = [declared, $name];
        };
    };
}

check_signature!(g2_wire_version);
check_signature!(g2_module_load, _, _, _, _);
check_signature!(g2_module_render, _, _, _);
check_signature!(g2_module_binding_count, _, _, _);
check_signature!(g2_module_census, _, _, _);
check_signature!(g2_module_check, _, _, _, _, _, _);
check_signature!(g2_suggest, _, _, _, _, _, _, _);
check_signature!(g2_query_start, _, _, _, _, _, _, _, _, _, _);
check_signature!(g2_query_next, _, _, _, _, _, _, _, _, _);
check_signature!(g2_query_free, _);
check_signature!(g2_bytes_free, _, _);
check_signature!(g2_module_free, _);
check_signature!(g2_string_free, _);

// ----- helpers ----------------------------------------------------------------------

fn status_of(error: &Error) -> g2_status {
    match error {
        Error::Malformed { .. } => g2_status::G2_ERR_MALFORMED,
        Error::Version { .. } => g2_status::G2_ERR_VERSION,
        Error::Unsupported { .. } | Error::MissingDefinition { .. } => {
            g2_status::G2_ERR_UNSUPPORTED
        }
        Error::Usage(_) => g2_status::G2_ERR_ARGUMENT,
        Error::Tool(_) | Error::Internal(_) => g2_status::G2_ERR_INTERNAL,
    }
}

/// A C string for `s`; an interior NUL (possible in names from hostile input) is
/// written as `\0` rather than truncating the text.
fn c_string(s: String) -> *mut c_char {
    let s = if s.contains('\0') { s.replace('\0', "\\0") } else { s };
    CString::new(s).map(CString::into_raw).unwrap_or(std::ptr::null_mut())
}

thread_local! {
    /// The message and location of the last panic on this thread, set by our hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs, once, a panic hook that records where a panic happened (the payload alone
/// does not say) and then defers to the previous hook.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let _ = LAST_PANIC.try_with(|last| {
                if let Ok(mut last) = last.try_borrow_mut() {
                    *last = Some(info.to_string());
                }
            });
            previous(info);
        }));
    });
}

/// Runs `body`, turning an error or a panic into a status and a message in `*err`.
///
/// # Safety
/// `err` is NULL or valid for writing a pointer.
unsafe fn guard(err: *mut *mut c_char, body: impl FnOnce() -> Result<()>) -> g2_status {
    install_panic_hook();
    if !err.is_null() {
        *err = std::ptr::null_mut();
    }
    let error = match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => return g2_status::G2_OK,
        Ok(Err(e)) => e,
        Err(payload) => {
            let message = crate::error::panic_message(&*payload);
            let located = LAST_PANIC.try_with(|last| last.borrow_mut().take()).ok().flatten();
            Error::Internal(located.unwrap_or(message))
        }
    };
    if !err.is_null() {
        *err = c_string(error.to_string());
    }
    status_of(&error)
}

fn null_argument(what: &str) -> Error {
    Error::Usage(format!("`{what}` is NULL"))
}

/// Borrows the module behind `module` for the call.
///
/// # Safety
/// `module` is NULL or a pointer returned by `g2_module_load` and not yet freed.
unsafe fn module_ref<'m>(module: *const g2_module) -> Result<&'m Module> {
    module.cast::<Module>().as_ref().ok_or_else(|| null_argument("module"))
}

/// Writes a string result to `*out`.
///
/// # Safety
/// `out` is NULL or valid for writing a pointer.
unsafe fn put_string(out: *mut *mut c_char, s: String) -> Result<()> {
    if out.is_null() {
        return Err(null_argument("out"));
    }
    let ptr = c_string(s);
    if ptr.is_null() {
        return Err(Error::Internal("could not allocate the result string".into()));
    }
    *out = ptr;
    Ok(())
}

// ----- the ABI ----------------------------------------------------------------------

/// # Safety
/// Always safe to call; `unsafe` only for uniformity with the rest of the ABI.
#[no_mangle]
pub unsafe extern "C" fn g2_wire_version() -> u32 {
    wire::VERSION
}

/// # Safety
/// `bytes` is NULL or valid for reading `len` bytes; `out` and `err` are NULL or valid
/// for writing a pointer.
#[no_mangle]
pub unsafe extern "C" fn g2_module_load(
    bytes: *const u8,
    len: usize,
    out: *mut *mut g2_module,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        if out.is_null() {
            return Err(null_argument("out"));
        }
        *out = std::ptr::null_mut();
        if bytes.is_null() {
            return Err(null_argument("bytes"));
        }
        if len > isize::MAX as usize {
            return Err(Error::Usage(format!("`len` {len} is larger than any object")));
        }
        let bytes = std::slice::from_raw_parts(bytes, len);
        let module = Module::load(bytes)?;
        *out = Box::into_raw(Box::new(module)).cast::<g2_module>();
        Ok(())
    })
}

/// # Safety
/// `module` is NULL or a live module; `out` and `err` are NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_module_render(
    module: *const g2_module,
    out: *mut *mut c_char,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let module = module_ref(module)?;
        put_string(out, render(module.program()))
    })
}

/// # Safety
/// `module` is NULL or a live module; `out` and `err` are NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_module_binding_count(
    module: *const g2_module,
    out: *mut usize,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let module = module_ref(module)?;
        if out.is_null() {
            return Err(null_argument("out"));
        }
        *out = module.program().binds.len();
        Ok(())
    })
}

/// # Safety
/// `module` is NULL or a live module; `out` and `err` are NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_module_census(
    module: *const g2_module,
    out: *mut *mut c_char,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let module = module_ref(module)?;
        put_string(out, Census::of(module.program()).to_string())
    })
}

/// # Safety
/// `module` is NULL or a live module; `function` is NULL or a NUL-terminated string;
/// `out` and `err` are NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_module_check(
    module: *const g2_module,
    function: *const c_char,
    timeout_ms: u32,
    flags: u32,
    out: *mut *mut c_char,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let module = module_ref(module)?;
        if function.is_null() {
            return Err(Error::Usage("g2_module_check: `function` is NULL".into()));
        }
        let name = std::ffi::CStr::from_ptr(function)
            .to_str()
            .map_err(|_| Error::Usage("g2_module_check: `function` is not UTF-8".into()))?;
        let program = module.program();
        let (binder, _) = program.find_own_binding(name).ok_or_else(|| {
            Error::Usage(format!("no function `{name}` is defined in this module"))
        })?;
        // The plugin checks LiquidHaskell annotations: Int is a mathematical integer
        // unless the caller asks for 64-bit Int.
        let config = crate::search::Config {
            timeout: std::time::Duration::from_millis(timeout_ms as u64),
            ideal_ints: flags & sys::G2_CHECK_MACHINE_INT == 0,
            memory_limit: crate::search::memory::embedded_memory_limit(),
            limit_names: crate::search::LimitNames::PLUGIN,
            ..crate::search::Config::default()
        };
        let contracts = crate::search::check::contracts_by_convention(program);
        let checked = on_big_stack(|| {
            crate::search::check::check_function(program, binder.name, contracts, &config, 1)
        })?;
        let report: Vec<String> = checked
            .found
            .iter()
            .map(|c| crate::report::check::render(program, binder.name, c))
            .collect();
        if report.is_empty() && flags & sys::G2_CHECK_STATE_OUTCOME != 0 {
            return put_string(out, checked.verdict(&config).no_counterexample());
        }
        put_string(out, report.join("\n\n"))
    })
}

/// # Safety
/// `path` and `function` are NULL or NUL-terminated strings; `out` and `err` are NULL
/// or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_suggest(
    path: *const c_char,
    function: *const c_char,
    timeout_ms: u32,
    check_timeout_ms: u32,
    flags: u32,
    out: *mut *mut c_char,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        if path.is_null() || function.is_null() {
            return Err(Error::Usage("g2_suggest: `path` or `function` is NULL".into()));
        }
        let text = |p: *const c_char, what: &str| {
            std::ffi::CStr::from_ptr(p)
                .to_str()
                .map_err(|_| Error::Usage(format!("g2_suggest: `{what}` is not UTF-8")))
        };
        let (path, name) = (std::path::Path::new(text(path, "path")?), text(function, "function")?);
        let options = crate::infer::Options {
            timeout: std::time::Duration::from_millis(timeout_ms as u64),
            check: crate::search::Config {
                timeout: std::time::Duration::from_millis(check_timeout_ms as u64),
                ideal_ints: flags & sys::G2_CHECK_MACHINE_INT == 0,
                memory_limit: crate::search::memory::embedded_memory_limit(),
                limit_names: crate::search::LimitNames::PLUGIN,
                ..crate::search::Config::default()
            },
            ..crate::infer::Options::default()
        };
        // A directory of this call's own: the plugin may check modules in parallel.
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("g2-suggest-{}-{n}", std::process::id()));
        let lines =
            on_big_stack(|| Ok(crate::infer::suggest::suggestion(path, &dir, options, name)));
        let _ = std::fs::remove_dir_all(&dir);
        put_string(out, lines?)
    })
}

/// Runs `f` on a scoped thread with a 1 GiB stack (reserved, not committed), so deep
/// values cannot overflow the caller's stack. A panic there comes back as a panic here,
/// which `guard` turns into `G2_ERR_INTERNAL`.
fn on_big_stack<T: Send>(f: impl FnOnce() -> Result<T> + Send) -> Result<T> {
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .stack_size(1 << 30)
            .spawn_scoped(scope, f)
            .map_err(|e| Error::Internal(format!("cannot start the engine's thread: {e}")))?;
        handle.join().unwrap_or_else(|payload| std::panic::resume_unwind(payload))
    })
}

/// Hands bytes to C: a boxed slice leaked into a raw pointer, reclaimed by
/// `g2_bytes_free` with the same length.
unsafe fn put_bytes(out: *mut *mut u8, out_len: *mut usize, bytes: Vec<u8>) -> Result<()> {
    if out.is_null() || out_len.is_null() {
        return Err(Error::Usage("an output pointer is NULL".into()));
    }
    let boxed = bytes.into_boxed_slice();
    *out_len = boxed.len();
    *out = Box::into_raw(boxed).cast::<u8>();
    Ok(())
}

/// What a `g2_query *` points to: a running query and the program its answers are
/// encoded against, shared with the module.
pub struct Query {
    session: crate::g2q::Session,
    program: Arc<Program>,
}

/// # Safety
/// `module` is NULL or a live module that outlives the query; `predicate` is NULL or
/// NUL-terminated; `inputs` is valid for `inputs_len` bytes (or NULL with length 0);
/// `query` is NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_query_start(
    module: *const g2_module,
    predicate: *const c_char,
    inputs: *const u8,
    inputs_len: usize,
    n_symbolic: u32,
    timeout_ms: u32,
    max_steps: u64,
    flags: u32,
    query: *mut *mut sys::g2_query,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let module = module_ref(module)?;
        if predicate.is_null() || query.is_null() || (inputs.is_null() && inputs_len > 0) {
            return Err(Error::Usage("g2_query_start: a required pointer is NULL".into()));
        }
        let name = std::ffi::CStr::from_ptr(predicate)
            .to_str()
            .map_err(|_| Error::Usage("g2_query_start: `predicate` is not UTF-8".into()))?;
        let bytes =
            if inputs_len == 0 { &[][..] } else { std::slice::from_raw_parts(inputs, inputs_len) };
        let program = module.program.clone();
        let mut limits = crate::g2q::Limits {
            timeout: std::time::Duration::from_millis(timeout_ms as u64),
            ..Default::default()
        };
        if max_steps > 0 {
            limits.max_steps = max_steps;
        }
        if flags & !sys::G2_QUERY_CRASHES_ANSWER != 0 {
            return Err(Error::Usage(format!("g2_query_start: unknown flags {flags:#x}")));
        }
        let answers = if flags & sys::G2_QUERY_CRASHES_ANSWER != 0 {
            crate::g2q::Answers::TrueOrCrash
        } else {
            crate::g2q::Answers::True
        };
        let session = crate::g2q::Session::start(
            program.clone(),
            name.to_string(),
            bytes.to_vec(),
            n_symbolic as usize,
            answers,
            limits,
        )?;
        *query = Box::into_raw(Box::new(Query { session, program })).cast();
        Ok(())
    })
}

/// # Safety
/// `query` is NULL or a live query; `reply` is valid for `reply_len` bytes (or NULL with
/// length 0); the out-pointers are NULL or valid for writing.
#[no_mangle]
pub unsafe extern "C" fn g2_query_next(
    query: *mut sys::g2_query,
    reply: *const u8,
    reply_len: usize,
    wait_ms: u32,
    outcome: *mut sys::g2_query_outcome,
    node: *mut u64,
    answer: *mut *mut u8,
    answer_len: *mut usize,
    err: *mut *mut c_char,
) -> g2_status {
    guard(err, || {
        let query = query.cast::<Query>().as_mut().ok_or_else(|| null_argument("query"))?;
        if outcome.is_null() || node.is_null() || (reply.is_null() && reply_len > 0) {
            return Err(Error::Usage("g2_query_next: a required pointer is NULL".into()));
        }
        let reply =
            (!reply.is_null()).then(|| std::slice::from_raw_parts(reply, reply_len).to_vec());
        use crate::g2q::{Answer, Event};
        type O = sys::g2_query_outcome;
        let wait = std::time::Duration::from_millis(wait_ms as u64);
        let (code, payload) = match query.session.next(reply, wait)? {
            Event::Running => {
                *outcome = O::G2_QUERY_RUNNING;
                return Ok(());
            }
            Event::Needs(id) => {
                *node = id;
                *outcome = O::G2_QUERY_NEEDS_NODE;
                return Ok(());
            }
            Event::Done(result) => match result? {
                Answer::Solved(vs) => {
                    (O::G2_QUERY_SOLVED, crate::g2q::encode_terms(&query.program, &vs)?)
                }
                Answer::Crashed(vs, message) => {
                    (O::G2_QUERY_CRASHED, crate::g2q::encode_crash(&query.program, &vs, &message)?)
                }
                Answer::NoSolution => (O::G2_QUERY_NO_SOLUTION, Vec::new()),
                Answer::GaveUp(why) => (O::G2_QUERY_GAVE_UP, why.into_bytes()),
            },
        };
        *outcome = code;
        put_bytes(answer, answer_len, payload)
    })
}

/// # Safety
/// `query` is NULL or a query from `g2_query_start` that has not been freed.
#[no_mangle]
pub unsafe extern "C" fn g2_query_free(query: *mut sys::g2_query) {
    if query.is_null() {
        return;
    }
    let _ = panic::catch_unwind(AssertUnwindSafe(|| drop(Box::from_raw(query.cast::<Query>()))));
}

/// # Safety
/// `bytes` is NULL or a pointer returned by this library with its length, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn g2_bytes_free(bytes: *mut u8, len: usize) {
    if bytes.is_null() {
        return;
    }
    let _ = panic::catch_unwind(AssertUnwindSafe(|| {
        drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(bytes, len)))
    }));
}

/// # Safety
/// `module` is NULL or a module from `g2_module_load` that has not been freed.
#[no_mangle]
pub unsafe extern "C" fn g2_module_free(module: *mut g2_module) {
    if module.is_null() {
        return;
    }
    // Dropping cannot fail in practice; a panic must still not cross the boundary.
    let _ = panic::catch_unwind(AssertUnwindSafe(|| drop(Box::from_raw(module.cast::<Module>()))));
}

/// # Safety
/// `s` is NULL or a string returned by this library that has not been freed.
#[no_mangle]
pub unsafe extern "C" fn g2_string_free(s: *mut c_char) {
    if s.is_null() {
        return;
    }
    let _ = panic::catch_unwind(AssertUnwindSafe(|| drop(CString::from_raw(s))));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    #[test]
    fn panics_become_internal_errors_with_a_location() {
        let mut err: *mut c_char = std::ptr::null_mut();
        let status = unsafe { guard(&mut err, || panic!("boom {}", 42)) };
        assert_eq!(status, g2_status::G2_ERR_INTERNAL);
        let message = unsafe { CStr::from_ptr(err) }.to_str().unwrap().to_owned();
        unsafe { g2_string_free(err) };
        assert!(message.contains("boom 42"), "{message}");
        assert!(message.contains("capi/mod.rs"), "{message}");
    }

    #[test]
    fn errors_map_to_statuses() {
        let mut err: *mut c_char = std::ptr::null_mut();
        let status = unsafe { guard(&mut err, || Err(Error::Usage("nope".into()))) };
        assert_eq!(status, g2_status::G2_ERR_ARGUMENT);
        assert_eq!(unsafe { CStr::from_ptr(err) }.to_str().unwrap(), "nope");
        unsafe { g2_string_free(err) };
        // A NULL `err` is allowed.
        let status = unsafe { guard(std::ptr::null_mut(), || Err(Error::Internal("x".into()))) };
        assert_eq!(status, g2_status::G2_ERR_INTERNAL);
    }

    #[test]
    fn interior_nuls_are_escaped() {
        let s = c_string("a\0b".into());
        assert_eq!(unsafe { CStr::from_ptr(s) }.to_str().unwrap(), "a\\0b");
        unsafe { g2_string_free(s) };
    }
}
