//! Generates the Rust declarations of the C ABI from `cbits/g2.h`, the single source of
//! truth; `src/capi` includes them and checks its exports against them.

use std::env;
use std::path::PathBuf;

fn main() {
    let header =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join("../cbits/g2.h");
    println!("cargo:rerun-if-changed={}", header.display());
    println!("cargo:rerun-if-changed=build.rs");

    let bindings = bindgen::Builder::default()
        .header(header.to_string_lossy())
        .allowlist_function("g2_.*")
        .allowlist_type("g2_.*")
        .allowlist_var("G2_.*")
        .newtype_enum("g2_status")
        .newtype_enum("g2_query_outcome")
        .use_core()
        .layout_tests(false)
        .generate_comments(false)
        .generate()
        .expect("bindgen could not process cbits/g2.h");

    let out =
        PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("g2_bindings.rs");
    bindings.write_to_file(&out).expect("could not write the generated bindings");
}
