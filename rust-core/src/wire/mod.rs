//! The Core wire format (docs/wire-format.md): bytes written by the GHC plugin to a
//! [`Program`], and back.
//!
//! Architecture invariant: this is the only module that knows the byte layout. It knows
//! nothing of the reducer or of the C ABI; the IR types are not serializable by
//! themselves, the format is a separate promise made here and in `G2.Wire`.

mod decode;
mod encode;
mod float;
pub(crate) mod reader;

use crate::error::Result;
use crate::ir::Program;

pub use encode::encode;

/// The 8 bytes every file starts with.
pub const MAGIC: &[u8; 8] = b"G2CORE\0\0";

/// The 4 bytes every file ends with.
pub const TRAILER: &[u8; 4] = b"END!";

/// The wire-format version this engine reads and writes. Bump it, here and in
/// `G2.Wire.wireVersion`, whenever the layout changes.
pub const VERSION: u32 = 4;

/// The deepest nesting of expressions (and, separately, of types) the decoder accepts.
/// Decoding itself does not recurse, but consumers further down may; anything deeper is
/// rejected as unsupported rather than risking their stacks.
pub const MAX_DEPTH: usize = 10_000;

/// Decodes one module. Every expression and type goes into the program's `nodes`.
///
/// Errors: [`crate::Error::Malformed`] (with the byte offset) for anything that does not
/// follow the format, [`crate::Error::Version`] for another version, and
/// [`crate::Error::Unsupported`] for well-formed input the IR cannot hold (machine-integer
/// literals beyond `i128`, nesting beyond [`MAX_DEPTH`], files of 4 GiB or more).
/// Never panics.
pub fn decode(bytes: &[u8]) -> Result<Program> {
    // Every element of every IR arena takes at least one byte of the file, so below
    // 2^32 bytes no arena outgrows its `u32` ids (`ir::arena`).
    if u32::try_from(bytes.len()).is_err() {
        return Err(crate::Error::Unsupported {
            what: format!("a wire file of {} bytes (at most 2^32 - 1)", bytes.len()),
            at: None,
        });
    }
    decode::Decoder::new(bytes).file()
}
