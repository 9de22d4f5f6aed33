//! The C ABI called as C would call it: NULL pointers, garbage bytes, and a full
//! load / render / census / free cycle.

mod common;

use std::ffi::{c_char, CStr};
use std::ptr::null_mut;

use g2core::capi::sys::G2_WIRE_VERSION;
use g2core::capi::{
    g2_module, g2_module_binding_count, g2_module_census, g2_module_check, g2_module_free,
    g2_module_load, g2_module_render, g2_status, g2_string_free, g2_suggest, g2_wire_version,
};
use g2core::ir::census::Census;
use g2core::ir::render::render;
use g2core::wire::encode;

/// Takes ownership of a returned string.
unsafe fn take(s: *mut c_char) -> String {
    assert!(!s.is_null());
    let owned = CStr::from_ptr(s).to_str().unwrap().to_owned();
    g2_string_free(s);
    owned
}

/// Loads `bytes`, returning the status, the module (maybe NULL) and the error message.
fn load(bytes: &[u8]) -> (g2_status, *mut g2_module, Option<String>) {
    let mut module: *mut g2_module = null_mut();
    let mut err: *mut c_char = null_mut();
    let status = unsafe { g2_module_load(bytes.as_ptr(), bytes.len(), &mut module, &mut err) };
    let err = (!err.is_null()).then(|| unsafe { take(err) });
    (status, module, err)
}

fn sample_bytes() -> Vec<u8> {
    encode(&common::sample()).unwrap()
}

#[test]
fn version_matches_header() {
    assert_eq!(unsafe { g2_wire_version() }, G2_WIRE_VERSION);
    assert_eq!(G2_WIRE_VERSION, g2core::wire::VERSION);
}

#[test]
fn full_cycle() {
    let bytes = sample_bytes();
    let (status, module, err) = load(&bytes);
    assert_eq!(status, g2_status::G2_OK);
    assert!(err.is_none());
    assert!(!module.is_null());

    let p = common::sample();
    unsafe {
        let mut count = 0usize;
        assert_eq!(g2_module_binding_count(module, &mut count, null_mut()), g2_status::G2_OK);
        assert_eq!(count, 3);

        let mut out: *mut c_char = null_mut();
        assert_eq!(g2_module_census(module, &mut out, null_mut()), g2_status::G2_OK);
        assert_eq!(take(out), Census::of(&p).to_string());

        let mut out: *mut c_char = null_mut();
        assert_eq!(g2_module_render(module, &mut out, null_mut()), g2_status::G2_OK);
        assert_eq!(take(out), render(&p));

        g2_module_free(module);
    }
}

#[test]
fn null_arguments() {
    let bytes = sample_bytes();
    unsafe {
        let mut module: *mut g2_module = null_mut();
        let mut err: *mut c_char = null_mut();
        assert_eq!(
            g2_module_load(std::ptr::null(), 10, &mut module, &mut err),
            g2_status::G2_ERR_ARGUMENT
        );
        assert!(take(err).contains("bytes"));
        assert!(module.is_null());
        assert_eq!(
            g2_module_load(bytes.as_ptr(), bytes.len(), null_mut(), &mut err),
            g2_status::G2_ERR_ARGUMENT
        );
        assert!(take(err).contains("out"));
        // Without an `err` to report through.
        assert_eq!(
            g2_module_load(std::ptr::null(), 0, null_mut(), null_mut()),
            g2_status::G2_ERR_ARGUMENT
        );

        let mut out: *mut c_char = null_mut();
        let mut count = 0usize;
        assert_eq!(
            g2_module_render(std::ptr::null(), &mut out, &mut err),
            g2_status::G2_ERR_ARGUMENT
        );
        assert!(take(err).contains("module"));
        assert!(out.is_null());
        assert_eq!(
            g2_module_census(std::ptr::null(), &mut out, null_mut()),
            g2_status::G2_ERR_ARGUMENT
        );
        assert_eq!(
            g2_module_binding_count(std::ptr::null(), &mut count, null_mut()),
            g2_status::G2_ERR_ARGUMENT
        );

        let (status, module, _) = load(&bytes);
        assert_eq!(status, g2_status::G2_OK);
        assert_eq!(g2_module_render(module, null_mut(), &mut err), g2_status::G2_ERR_ARGUMENT);
        assert!(take(err).contains("out"));
        assert_eq!(g2_module_census(module, null_mut(), null_mut()), g2_status::G2_ERR_ARGUMENT);
        assert_eq!(
            g2_module_binding_count(module, null_mut(), null_mut()),
            g2_status::G2_ERR_ARGUMENT
        );
        g2_module_free(module);

        g2_module_free(null_mut());
        g2_string_free(null_mut());
    }
}

#[test]
fn garbage_and_wrong_versions() {
    let (status, module, err) = load(b"hello, world");
    assert_eq!(status, g2_status::G2_ERR_MALFORMED);
    assert!(module.is_null());
    assert!(err.unwrap().contains("magic"));

    let (status, _, err) = load(&[]);
    assert_eq!(status, g2_status::G2_ERR_MALFORMED);
    assert!(err.unwrap().contains("byte 0"));

    let mut bytes = sample_bytes();
    bytes[8] = 7;
    let (status, module, err) = load(&bytes);
    assert_eq!(status, g2_status::G2_ERR_VERSION);
    assert!(module.is_null());
    assert!(err.unwrap().contains("version 7"));

    // Pseudo-random garbage after a valid header, and random splices of a valid module.
    let good = sample_bytes();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..2000 {
        let mut bytes = if round % 2 == 0 { good[..12].to_vec() } else { good.clone() };
        let n = (next() % 64) as usize;
        for _ in 0..n {
            let at = (next() as usize) % (bytes.len() + 1);
            bytes.insert(at, next() as u8);
        }
        let (status, module, err) = load(&bytes);
        if status == g2_status::G2_OK {
            unsafe { g2_module_free(module) };
        } else {
            assert!(module.is_null());
            assert!(err.is_some());
            assert_ne!(status, g2_status::G2_ERR_INTERNAL, "{err:?}");
        }
    }
}

#[test]
fn unsupported_literal() {
    // An Int# literal of 60 digits (an Integer one would be exact: wire_decode.rs).
    let mut w = common::W::default();
    w.header("Main", &["Main", "f"]);
    w.u32(1).name(Some(0), 1, 0, 1).u8(0);
    w.u32(0).u32(1).u8(0).u32(0).u8(7);
    w.u8(1).u8(1).u8(2).str(&"9".repeat(60));
    w.u32(0).u32(0).u32(0).trailer();
    let (status, module, err) = load(&w.0);
    assert_eq!(status, g2_status::G2_ERR_UNSUPPORTED);
    assert!(module.is_null());
    assert!(err.unwrap().contains("does not fit in 128 bits"));
}

#[test]
fn check_reports_counterexamples_through_the_abi() {
    // test-suite/fixtures/Contracts.hs: incr's contract (r >= 0) is too weak for
    // main' (r == x + 2), so checking main' gives an abstract counterexample blaming incr.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../test-suite/fixtures/Contracts.wire");
    let bytes = std::fs::read(path).unwrap();
    let (status, module, err) = load(&bytes);
    assert_eq!(status, g2_status::G2_OK, "{err:?}");
    unsafe {
        let mut out: *mut c_char = null_mut();
        let name = c"main'";
        assert_eq!(
            g2_module_check(module, name.as_ptr(), 5000, 0, &mut out, null_mut()),
            g2_status::G2_OK
        );
        let report = take(out);
        assert!(report.starts_with("abstract counterexample:\nmain' 0 = 0\n"), "{report}");
        assert!(report.contains("Strengthen the refinement type of incr"), "{report}");

        let mut out: *mut c_char = null_mut();
        assert_eq!(
            g2_module_check(module, c"incr".as_ptr(), 2000, 0, &mut out, null_mut()),
            g2_status::G2_OK
        );
        assert_eq!(take(out), "");

        let mut err: *mut c_char = null_mut();
        let status = g2_module_check(module, c"nosuch".as_ptr(), 100, 0, &mut out, &mut err);
        assert_eq!(status, g2_status::G2_ERR_ARGUMENT);
        assert!(take(err).contains("nosuch"));
        assert_eq!(
            g2_module_check(module, std::ptr::null(), 100, 0, &mut out, null_mut()),
            g2_status::G2_ERR_ARGUMENT
        );
        g2_module_free(module);
    }
}

#[test]
fn suggest_says_why_it_has_nothing() {
    // g2_suggest's own work (inference, which compiles with GHC) is tested end to end
    // in the liquid-plugin suite; here, its arguments and a file that cannot be read.
    unsafe {
        let mut out: *mut c_char = null_mut();
        let mut err: *mut c_char = null_mut();
        let f = c"f";
        assert_eq!(
            g2_suggest(std::ptr::null(), f.as_ptr(), 1000, 1000, 0, &mut out, &mut err),
            g2_status::G2_ERR_ARGUMENT
        );
        assert!(take(err).contains("path"));
        let missing = c"/nonexistent/g2/Missing.hs";
        assert_eq!(
            g2_suggest(missing.as_ptr(), f.as_ptr(), 1000, 1000, 0, &mut out, &mut err),
            g2_status::G2_OK
        );
        let text = take(out);
        assert!(text.starts_with("    no suggestion (g2 infer): "), "{text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
}
