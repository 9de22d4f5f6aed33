//! A bounds-checked cursor over the input bytes.
//!
//! Every read either succeeds or returns [`Error::Malformed`] carrying the byte offset at
//! which the read started and a description of what was expected there. Nothing here
//! panics on any input.

use crate::error::{Error, Result};

pub struct Reader<'b> {
    bytes: &'b [u8],
    pos: usize,
}

impl<'b> Reader<'b> {
    pub fn new(bytes: &'b [u8]) -> Self {
        Reader { bytes, pos: 0 }
    }

    /// The offset of the next byte to be read.
    pub fn offset(&self) -> usize {
        self.pos
    }

    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// An error located at `offset`.
    pub fn error_at(&self, offset: usize, what: impl Into<String>) -> Error {
        Error::Malformed { offset, what: what.into() }
    }

    /// An error located at the current offset.
    pub fn error(&self, what: impl Into<String>) -> Error {
        self.error_at(self.pos, what)
    }

    /// Takes the next `n` bytes.
    pub fn take(&mut self, n: usize, what: &str) -> Result<&'b [u8]> {
        if n > self.remaining() {
            return Err(self.error(format!(
                "expected {what} ({n} bytes), but only {} bytes remain",
                self.remaining()
            )));
        }
        let slice = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(slice)
    }

    fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N]> {
        let slice = self.take(N, what)?;
        let mut out = [0u8; N];
        out.copy_from_slice(slice);
        Ok(out)
    }

    pub fn u8(&mut self, what: &str) -> Result<u8> {
        Ok(self.array::<1>(what)?[0])
    }

    pub fn u32(&mut self, what: &str) -> Result<u32> {
        Ok(u32::from_le_bytes(self.array(what)?))
    }

    pub fn u64(&mut self, what: &str) -> Result<u64> {
        Ok(u64::from_le_bytes(self.array(what)?))
    }

    /// A `u32` length followed by that many raw bytes.
    pub fn bytes(&mut self, what: &str) -> Result<&'b [u8]> {
        let len = self.u32(what)? as usize;
        self.take(len, what)
    }

    /// A `u32` length followed by that many bytes of UTF-8.
    pub fn str(&mut self, what: &str) -> Result<&'b str> {
        let start = self.pos;
        let raw = self.bytes(what)?;
        std::str::from_utf8(raw).map_err(|e| {
            self.error_at(start, format!("expected {what} as UTF-8, but it is not: {e}"))
        })
    }

    /// The count of a `list(x)` whose elements take at least `min_elem_size` bytes each.
    /// A count that cannot possibly fit in the remaining input is rejected here, so that
    /// callers may reserve capacity for it without trusting hostile input.
    pub fn count(&mut self, what: &str, min_elem_size: usize) -> Result<usize> {
        let start = self.pos;
        let n = self.u32(what)? as usize;
        if n.saturating_mul(min_elem_size) > self.remaining() {
            return Err(self.error_at(
                start,
                format!("{what} claims {n} elements, but only {} bytes remain", self.remaining()),
            ));
        }
        Ok(n)
    }

    /// Fails unless every byte has been consumed.
    pub fn expect_end(&self) -> Result<()> {
        if self.remaining() != 0 {
            return Err(self.error(format!(
                "expected the end of the input after the trailer, but {} bytes follow",
                self.remaining()
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offset_of(e: Error) -> usize {
        match e {
            Error::Malformed { offset, .. } => offset,
            other => panic!("expected Malformed, got {other:?}"),
        }
    }

    #[test]
    fn reads_little_endian() {
        let mut r = Reader::new(&[1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 7]);
        assert_eq!(r.u32("a").unwrap(), 1);
        assert_eq!(r.u64("b").unwrap(), 2);
        assert_eq!(r.u8("c").unwrap(), 7);
        r.expect_end().unwrap();
    }

    #[test]
    fn truncation_reports_offset() {
        let mut r = Reader::new(&[1, 0, 0]);
        assert_eq!(offset_of(r.u32("x").unwrap_err()), 0);
        let mut r = Reader::new(&[9, 5, 0, 0, 0, b'a']);
        r.u8("skip").unwrap();
        assert_eq!(offset_of(r.str("s").unwrap_err()), 5);
    }

    #[test]
    fn bad_utf8_is_malformed() {
        let mut r = Reader::new(&[2, 0, 0, 0, 0xff, 0xfe]);
        let e = r.str("a name").unwrap_err();
        assert_eq!(offset_of(e), 0);
    }

    #[test]
    fn absurd_counts_are_rejected() {
        let mut r = Reader::new(&[0xff, 0xff, 0xff, 0xff, 0]);
        assert_eq!(offset_of(r.count("items", 1).unwrap_err()), 0);
        let mut r = Reader::new(&[1, 0, 0, 0, 0]);
        assert_eq!(r.count("items", 1).unwrap(), 1);
    }

    #[test]
    fn trailing_bytes_are_rejected() {
        let r = Reader::new(&[0]);
        assert_eq!(offset_of(r.expect_end().unwrap_err()), 0);
    }
}
