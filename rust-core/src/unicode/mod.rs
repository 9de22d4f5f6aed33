//! GHC's `Data.Char` classification and case mapping over all of Unicode: the C
//! functions of base (`u_gencat`, `u_iswupper`, `u_towupper` ...) that `GHC.Unicode`
//! calls through the FFI, from tables generated from GHC itself (`tables.rs`, written
//! by `scripts/gen-unicode.hs`).
//!
//! Each function is a piecewise description of the whole 64-bit argument range
//! ([`CharFn::segments`]), built once from the tables and used three ways: concretely
//! (binary search, [`CharFn::apply`]), by the solver (a balanced if-then-else tree over
//! the segment starts, `smt::solver`), and by interval reasoning (the set of arguments
//! with a given result, [`CharFn::preimage`]). So the three agree by construction.
//!
//! Beyond U+10FFFF (no `Char` is there) predicates are false, mappings the identity and
//! the category `NotAssigned`.

mod tables;

use std::sync::OnceLock;

pub use tables::{GHC_VERSION, UNICODE_VERSION};

/// One past the last code point.
const END: u64 = 0x11_0000;

/// `fromEnum NotAssigned`.
const NOT_ASSIGNED: u64 = 29;

/// `fromEnum Space`: `u_iswspace` holds exactly on the Space (Zs) category.
const SPACE: u8 = 22;

/// A function of base's Unicode C code, on a code point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CharFn {
    /// `u_gencat`: `fromEnum` of the general category.
    GeneralCategory,
    /// The predicates `u_iswupper` ... (1 or 0).
    IsUpper,
    IsLower,
    IsAlpha,
    IsAlphaNum,
    IsPrint,
    IsControl,
    IsSpace,
    /// The case mappings `u_towupper` ... (a code point).
    ToUpper,
    ToLower,
    ToTitle,
}

/// What a function does on one segment of its argument range.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A constant result.
    Const(u64),
    /// `c + delta` where `(c - lo)` is a multiple of `stride`, `c` elsewhere.
    Shift { lo: u64, stride: u64, delta: i64 },
    /// `c` itself.
    Identity,
    /// `even` where `c - lo` is even, `odd` elsewhere: upper and lower case letters
    /// alternate code point by code point in long stretches (Latin Extended-A ...), so
    /// this keeps the solver's tree several times smaller.
    Alternate { lo: u64, even: u64, odd: u64 },
}

/// A piece of a function, from `start` to the next segment's start (the last one to
/// `u64::MAX`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub start: u64,
    pub piece: Piece,
}

impl Piece {
    fn at(self, c: u64) -> u64 {
        match self {
            Piece::Const(v) => v,
            Piece::Identity => c,
            Piece::Shift { lo, stride, delta } => {
                if (c - lo).is_multiple_of(stride) {
                    c.wrapping_add(delta as u64)
                } else {
                    c
                }
            }
            Piece::Alternate { lo, even, odd } => {
                if (c - lo).is_multiple_of(2) {
                    even
                } else {
                    odd
                }
            }
        }
    }
}

impl CharFn {
    pub const ALL: [CharFn; 11] = [
        CharFn::GeneralCategory,
        CharFn::IsUpper,
        CharFn::IsLower,
        CharFn::IsAlpha,
        CharFn::IsAlphaNum,
        CharFn::IsPrint,
        CharFn::IsControl,
        CharFn::IsSpace,
        CharFn::ToUpper,
        CharFn::ToLower,
        CharFn::ToTitle,
    ];

    /// The function of base's C symbol.
    pub fn of_symbol(symbol: &str) -> Option<CharFn> {
        Some(match symbol {
            "u_gencat" => CharFn::GeneralCategory,
            "u_iswupper" => CharFn::IsUpper,
            "u_iswlower" => CharFn::IsLower,
            "u_iswalpha" => CharFn::IsAlpha,
            "u_iswalnum" => CharFn::IsAlphaNum,
            "u_iswprint" => CharFn::IsPrint,
            "u_iswcntrl" => CharFn::IsControl,
            "u_iswspace" => CharFn::IsSpace,
            "u_towupper" => CharFn::ToUpper,
            "u_towlower" => CharFn::ToLower,
            "u_towtitle" => CharFn::ToTitle,
            _ => return None,
        })
    }

    /// Whether the result is a truth value (0 or 1).
    pub fn is_predicate(self) -> bool {
        !matches!(
            self,
            CharFn::GeneralCategory | CharFn::ToUpper | CharFn::ToLower | CharFn::ToTitle
        )
    }

    /// The result on a concrete argument.
    pub fn apply(self, c: u64) -> u64 {
        let segs = self.segments();
        let i = segs.partition_point(|s| s.start <= c);
        segs[i - 1].piece.at(c)
    }

    /// The arguments whose result is `k`, as sorted disjoint closed ranges.
    pub fn preimage(self, k: u64) -> Vec<(u64, u64)> {
        let segs = self.segments();
        let mut out: Vec<(u64, u64)> = Vec::new();
        let mut push = |lo: u64, hi: u64| match out.last_mut() {
            Some(last) if last.1.checked_add(1) == Some(lo) => last.1 = hi,
            _ => out.push((lo, hi)),
        };
        for (i, s) in segs.iter().enumerate() {
            let end = segs.get(i + 1).map_or(u64::MAX, |n| n.start - 1);
            match s.piece {
                Piece::Const(v) if v == k => push(s.start, end),
                Piece::Const(_) => {}
                Piece::Identity if s.start <= k && k <= end => push(k, k),
                Piece::Identity => {}
                Piece::Shift { .. } | Piece::Alternate { .. } => {
                    // A run is short; its points in order.
                    for c in s.start..=end {
                        if s.piece.at(c) == k {
                            push(c, c);
                        }
                    }
                }
            }
        }
        out
    }

    /// The function's segments, in order of `start`, the first at 0.
    pub fn segments(self) -> &'static [Segment] {
        static CELLS: [OnceLock<Vec<Segment>>; 11] = [const { OnceLock::new() }; 11];
        let i = CharFn::ALL.iter().position(|&f| f == self).expect("every CharFn is in ALL");
        CELLS[i].get_or_init(|| self.build())
    }

    fn build(self) -> Vec<Segment> {
        let c = |start: u64, v: u64| Segment { start, piece: Piece::Const(v) };
        let mut segs: Vec<Segment> = match self {
            CharFn::GeneralCategory => {
                tables::GENERAL_CATEGORY.iter().map(|&(s, k)| c(s as u64, k as u64)).collect()
            }
            CharFn::IsSpace => {
                // The ranges of the Space category.
                let cats = tables::GENERAL_CATEGORY;
                let ranges: Vec<(u32, u32)> = cats
                    .iter()
                    .enumerate()
                    .filter(|(_, &(_, k))| k == SPACE)
                    .map(|(i, &(s, _))| (s, cats.get(i + 1).map_or(END as u32, |n| n.0) - 1))
                    .collect();
                truth_segments(&ranges)
            }
            CharFn::IsUpper => truth_segments(tables::IS_UPPER),
            CharFn::IsLower => truth_segments(tables::IS_LOWER),
            CharFn::IsAlpha => truth_segments(tables::IS_ALPHA),
            CharFn::IsAlphaNum => truth_segments(tables::IS_ALPHA_NUM),
            CharFn::IsPrint => truth_segments(tables::IS_PRINT),
            CharFn::IsControl => truth_segments(tables::IS_CONTROL),
            CharFn::ToUpper => mapping_segments(tables::TO_UPPER),
            CharFn::ToLower => mapping_segments(tables::TO_LOWER),
            CharFn::ToTitle => mapping_segments(tables::TO_TITLE),
        };
        // Beyond the last code point.
        let beyond = match self {
            CharFn::GeneralCategory => Piece::Const(NOT_ASSIGNED),
            f if f.is_predicate() => Piece::Const(0),
            _ => Piece::Identity,
        };
        segs.retain(|s| s.start < END);
        segs.push(Segment { start: END, piece: beyond });
        alternate(normalize(segs))
    }
}

/// A predicate true on `ranges` and false elsewhere.
fn truth_segments(ranges: &[(u32, u32)]) -> Vec<Segment> {
    let mut segs = vec![Segment { start: 0, piece: Piece::Const(0) }];
    for &(lo, hi) in ranges {
        segs.push(Segment { start: lo as u64, piece: Piece::Const(1) });
        segs.push(Segment { start: hi as u64 + 1, piece: Piece::Const(0) });
    }
    normalize(segs)
}

/// A mapping: its runs, and the identity between them.
fn mapping_segments(runs: &[(u32, u32, u32, i32)]) -> Vec<Segment> {
    let mut segs = vec![Segment { start: 0, piece: Piece::Identity }];
    for &(lo, hi, stride, delta) in runs {
        // The generator makes runs of stride 1 or 2 only (the solver relies on it).
        assert!(stride == 1 || stride == 2, "a case-mapping run of stride {stride}");
        let (lo, stride, delta) = (lo as u64, stride as u64, delta as i64);
        segs.push(Segment { start: lo, piece: Piece::Shift { lo, stride, delta } });
        segs.push(Segment { start: hi as u64 + 1, piece: Piece::Identity });
    }
    normalize(segs)
}

/// Stretches of at least `MIN_ALTERNATION` one-point constant segments whose values
/// alternate between two, as one `Piece::Alternate` each.
fn alternate(segs: Vec<Segment>) -> Vec<Segment> {
    const MIN_ALTERNATION: usize = 4;
    let one_point = |i: usize| match (segs.get(i)?, segs.get(i + 1)?) {
        (Segment { start, piece: Piece::Const(v) }, next) if next.start == start + 1 => Some(*v),
        _ => None,
    };
    let mut out = Vec::with_capacity(segs.len());
    let mut i = 0;
    while i < segs.len() {
        let mut j = i;
        if let (Some(a), Some(b)) = (one_point(i), one_point(i + 1)) {
            j = i + 2;
            while j < segs.len() && one_point(j) == Some(if (j - i) % 2 == 0 { a } else { b }) {
                j += 1;
            }
        }
        if j - i >= MIN_ALTERNATION {
            let lo = segs[i].start;
            let (even, odd) = match (segs[i].piece, segs[i + 1].piece) {
                (Piece::Const(a), Piece::Const(b)) => (a, b),
                _ => unreachable!("one-point segments are constants"),
            };
            out.push(Segment { start: lo, piece: Piece::Alternate { lo, even, odd } });
            i = j;
        } else {
            out.push(segs[i]);
            i += 1;
        }
    }
    out
}

/// Later segments at the same start replace earlier ones (a range starting at 0, or
/// right after another); equal neighbours merge.
fn normalize(segs: Vec<Segment>) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::with_capacity(segs.len());
    for s in segs {
        match out.last_mut() {
            Some(last) if last.start == s.start => *last = s,
            _ => out.push(s),
        }
    }
    out.dedup_by(|next, prev| {
        next.piece == prev.piece && !matches!(next.piece, Piece::Shift { .. })
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ord(c: char) -> u64 {
        c as u64
    }

    // Expected values from GHC 9.0.2's Data.Char (ghci).
    #[test]
    fn case_mappings_beyond_latin1() {
        assert_eq!(CharFn::ToUpper.apply(ord('σ')), ord('Σ'));
        assert_eq!(CharFn::ToUpper.apply(ord('ς')), ord('Σ'));
        assert_eq!(CharFn::ToLower.apply(ord('Σ')), ord('σ'));
        assert_eq!(CharFn::ToUpper.apply(ord('ß')), ord('ß'));
        assert_eq!(CharFn::ToUpper.apply(0xff), 0x178); // ÿ -> Ÿ
        assert_eq!(CharFn::ToUpper.apply(0x101), 0x100); // ā -> Ā (a stride-2 run)
        assert_eq!(CharFn::ToUpper.apply(0x100), 0x100);
        // ǅ (U+01C5): upper U+01C4, lower U+01C6, title itself.
        assert_eq!(CharFn::ToUpper.apply(0x1c5), 0x1c4);
        assert_eq!(CharFn::ToLower.apply(0x1c5), 0x1c6);
        assert_eq!(CharFn::ToTitle.apply(0x1c6), 0x1c5);
        assert_eq!(CharFn::ToUpper.apply(0x1e922), 0x1e900); // Adlam
        assert_eq!(CharFn::ToUpper.apply(0x10ffff), 0x10ffff);
    }

    #[test]
    fn categories_and_predicates() {
        assert_eq!(CharFn::GeneralCategory.apply(ord('a')), 1); // LowercaseLetter
        assert_eq!(CharFn::GeneralCategory.apply(0x3a3), 0); // Σ: UppercaseLetter
        assert_eq!(CharFn::GeneralCategory.apply(0x1c5), 2); // ǅ: TitlecaseLetter
        assert_eq!(CharFn::GeneralCategory.apply(0x2028), 23); // LineSeparator
        assert_eq!(CharFn::GeneralCategory.apply(0xd800), 27); // Surrogate
        assert_eq!(CharFn::GeneralCategory.apply(0x10ffff), 29); // NotAssigned
        assert_eq!(CharFn::IsUpper.apply(0x3a3), 1);
        assert_eq!(CharFn::IsUpper.apply(0x3c3), 0);
        assert_eq!(CharFn::IsUpper.apply(0x1c5), 1); // GHC's isUpper includes titlecase
        assert_eq!(CharFn::IsLower.apply(0x3c2), 1);
        assert_eq!(CharFn::IsAlpha.apply(0x4e2d), 1); // 中
        assert_eq!(CharFn::IsAlphaNum.apply(0x663), 1); // Arabic-Indic digit three
        assert_eq!(CharFn::IsPrint.apply(0xad), 0);
        assert_eq!(CharFn::IsPrint.apply(0x3000), 1);
        assert_eq!(CharFn::IsSpace.apply(0x3000), 1);
        assert_eq!(CharFn::IsSpace.apply(0x2028), 0);
        assert_eq!(CharFn::IsControl.apply(0x9f), 1);
        for f in CharFn::ALL {
            let beyond = if f == CharFn::GeneralCategory {
                29
            } else if f.is_predicate() {
                0
            } else {
                END
            };
            assert_eq!(f.apply(END), beyond, "{f:?}");
            assert_eq!(f.apply(u64::MAX), if beyond == END { u64::MAX } else { beyond });
        }
    }

    #[test]
    fn alternating_case_is_compact() {
        // Upper and lower case alternate through U+0100..U+0137: one segment.
        let segs = CharFn::IsUpper.segments();
        let at = segs.partition_point(|s| s.start <= 0x100) - 1;
        assert_eq!(segs[at].piece, Piece::Alternate { lo: 0x100, even: 1, odd: 0 });
        assert!(segs.len() < 400, "{} segments", segs.len());
        // GHC: isUpper 'Ā', not 'ā', isUpper 'Ķ', not 'ķ', nor 'ĸ' (U+0138, Ll).
        let upper: Vec<u64> =
            [0x100, 0x101, 0x136, 0x137, 0x138].map(|c| CharFn::IsUpper.apply(c)).into();
        assert_eq!(upper, vec![1, 0, 1, 0, 0]);
    }

    #[test]
    fn preimages_agree_with_apply() {
        for f in CharFn::ALL {
            for &k in &[0u64, 1, 22, 29, 0x3a3, 0x100, 0x1c4, 0x41] {
                let pre = f.preimage(k);
                for w in pre.windows(2) {
                    assert!(w[0].1 < w[1].0, "{f:?} {k}: sorted and disjoint");
                }
                let inside = |c: u64| pre.iter().any(|&(lo, hi)| lo <= c && c <= hi);
                for c in (0..END).step_by(7).chain(0x3a0..0x3d0).chain(0x1c0..0x1d0) {
                    assert_eq!(inside(c), f.apply(c) == k, "{f:?} at {c:#x} = {k:#x}");
                }
            }
        }
        let sigma: Vec<_> = CharFn::ToUpper.preimage(0x3a3);
        assert_eq!(sigma, vec![(0x3a3, 0x3a3), (0x3c2, 0x3c3)]);
    }
}
