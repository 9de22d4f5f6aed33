//! The decoder against hand-written bytes: every kind of malformed input gives a clear
//! error, never a panic, and legal but deep input decodes on a small stack.

mod common;

use common::{sample, W};
use g2core::ir::census::Census;
use g2core::ir::render::render;
use g2core::ir::{Expr, Gap, Lit, NameSort, Namespace, NumTy, Provenance, Type};
use g2core::wire::{decode, encode, MAX_DEPTH};
use g2core::Error;

/// A module `Main` with names `[Main.f, x]` and one binding `f :: <other> = <rhs>`,
/// where `rhs` writes the expression bytes.
fn module_with_rhs(rhs: impl FnOnce(&mut W)) -> Vec<u8> {
    let mut w = W::default();
    w.header("Main", &["Main", "f", "x"]);
    w.u32(2);
    w.name(Some(0), 1, 0, 1).u8(0);
    w.name(None, 2, 7, 0).u8(0);
    w.u32(0); // tycons
    w.u32(1).u8(0).u32(0).u8(7); // binds: nonrec f :: <other>
    rhs(&mut w);
    w.u32(0).u32(0).u32(0).trailer(); // externals, gaps, instances
    w.0
}

fn malformed(res: Result<impl Sized, Error>) -> (usize, String) {
    match res {
        Err(Error::Malformed { offset, what }) => (offset, what),
        Err(other) => panic!("expected a Malformed error, got {other:?}"),
        Ok(_) => panic!("expected a Malformed error, got Ok"),
    }
}

#[test]
fn minimal_module_decodes() {
    let bytes = module_with_rhs(|w| {
        w.u8(0).u32(1);
    });
    let p = decode(&bytes).unwrap();
    assert_eq!(p.module_name(), "Main");
    assert_eq!(p.binds.len(), 1);
    let (binder, rhs) = p.find_own_binding("f").unwrap();
    assert!(matches!(p[binder.ty], Type::Other));
    assert!(matches!(p[rhs], Expr::Var(v) if p.names.occ(v) == "x"));
    assert!(p.globals.contains_key(&binder.name));
}

#[test]
fn sample_round_trips_and_keeps_tables() {
    let p = sample();
    let bytes = encode(&p).unwrap();
    let q = decode(&bytes).unwrap();
    assert_eq!(encode(&q).unwrap(), bytes);
    assert_eq!(Census::of(&q), Census::of(&p));
    assert_eq!(render(&q), render(&p));
    // Data constructors point back at their type constructor.
    let ihash = q.names.find("GHC.Types", "I#", Namespace::DataCon).unwrap();
    let int = q.names.find("GHC.Types", "Int", Namespace::TyCon).unwrap();
    assert_eq!(q.datacon(ihash).unwrap().tycon, int);
    // A class method's class is resolved.
    let eq = q.names.find("GHC.Classes", "==", Namespace::Value).unwrap();
    let eq_tc = q.names.find("GHC.Classes", "Eq", Namespace::TyCon).unwrap();
    assert_eq!(q.names.info(eq).sort, NameSort::ClassOp { class: eq_tc, index: 0 });
    // Spans survive; globals are indexed, own and external.
    let f = q.names.find("Main", "f", Namespace::Value).unwrap();
    assert_eq!(q.names.spans[&f].line1, 3);
    assert_eq!(q.globals.len(), 4);
    assert!(q.globals.contains_key(&eq));
}

#[test]
fn every_truncation_is_malformed() {
    let bytes = encode(&sample()).unwrap();
    for len in 0..bytes.len() {
        let (offset, what) = malformed(decode(&bytes[..len]));
        assert!(offset <= len, "prefix {len}: offset {offset} beyond the input ({what})");
    }
}

#[test]
fn wrong_magic() {
    let mut bytes = module_with_rhs(|w| {
        w.u8(9);
    });
    bytes[0] = b'X';
    let (offset, what) = malformed(decode(&bytes));
    assert_eq!(offset, 0);
    assert!(what.contains("magic"), "{what}");
}

#[test]
fn wrong_version() {
    let mut bytes = module_with_rhs(|w| {
        w.u8(9);
    });
    bytes[8] = 1;

    assert_eq!(decode(&bytes).unwrap_err(), Error::Version { found: 1, expected: 4 });
}

#[test]
fn bad_expression_tag() {
    let bytes = module_with_rhs(|w| {
        w.u8(42);
    });
    let (offset, what) = malformed(decode(&bytes));
    assert_eq!(bytes[offset], 42);
    assert!(what.contains("bad expression tag 42"), "{what}");
}

#[test]
fn bad_type_and_literal_tags() {
    for (rhs, needle) in [
        (vec![8u8, 99], "bad type tag 99"),
        (vec![1u8, 77], "bad literal tag 77"),
        (vec![1u8, 1, 9], "bad numeric literal type 9"),
    ] {
        let bytes = module_with_rhs(|w| {
            w.0.extend_from_slice(&rhs);
        });
        let (_, what) = malformed(decode(&bytes));
        assert!(what.contains(needle), "{what}");
    }
}

#[test]
fn dangling_name_index() {
    let bytes = module_with_rhs(|w| {
        w.u8(0).u32(5);
    });
    let (offset, what) = malformed(decode(&bytes));
    assert_eq!(&bytes[offset..offset + 4], &5u32.to_le_bytes());
    assert!(what.contains("dangling name index 5"), "{what}");
}

#[test]
fn dangling_string_index() {
    let mut w = W::default();
    w.header("Main", &["Main"]);
    w.u32(1).name(Some(0), 3, 0, 1).u8(0);
    let (offset, what) = malformed(decode(&w.0));
    assert!(what.contains("dangling string index 3"), "{what}");
    assert_eq!(offset, w.0.len() - 1 - 1 - 8 - 4);
}

#[test]
fn trailing_bytes() {
    let mut bytes = module_with_rhs(|w| {
        w.u8(0).u32(1);
    });
    let len = bytes.len();
    bytes.push(0);
    let (offset, what) = malformed(decode(&bytes));
    assert_eq!(offset, len);
    assert!(what.contains("after the trailer"), "{what}");
}

#[test]
fn bad_trailer() {
    let mut bytes = module_with_rhs(|w| {
        w.u8(0).u32(1);
    });
    let len = bytes.len();
    bytes[len - 1] = b'?';
    let (offset, what) = malformed(decode(&bytes));
    assert_eq!(offset, len - 4);
    assert!(what.contains("trailer"), "{what}");
}

#[test]
fn absurd_list_count_is_rejected_without_allocating() {
    let bytes = module_with_rhs(|w| {
        // A type constructor application claiming 2^32-1 arguments.
        w.u8(8).u8(1).u32(0).u32(u32::MAX);
    });
    let (_, what) = malformed(decode(&bytes));
    assert!(what.contains("claims 4294967295 elements"), "{what}");
}

#[test]
fn class_op_may_refer_forward() {
    let mut w = W::default();
    w.header("M", &["M", "op", "C"]);
    w.u32(2);
    w.name(Some(0), 1, 0, 4).u32(1).u32(3).u8(0); // M.op, a method of name 1, selector 3
    w.name(Some(0), 2, 0, 8).u8(0); // M.C, a class
    w.u32(0).u32(0).u32(0).u32(0).u32(0).trailer();
    let p = decode(&w.0).unwrap();
    let op = p.names.find("M", "op", Namespace::Value).unwrap();
    let c = p.names.find("M", "C", Namespace::TyCon).unwrap();
    assert_eq!(p.names.info(op).sort, NameSort::ClassOp { class: c, index: 3 });
}

#[test]
fn class_op_with_dangling_or_wrong_class() {
    for (class, needle) in [(7u32, "dangling name index 7"), (0, "is not a type constructor")] {
        let mut w = W::default();
        w.header("M", &["M", "op"]);
        w.u32(1).name(Some(0), 1, 0, 4).u32(class).u32(0).u8(0);
        w.u32(0).u32(0).u32(0).u32(0).u32(0).trailer();
        let (_, what) = malformed(decode(&w.0));
        assert!(what.contains(needle), "{what}");
    }
}

#[test]
fn duplicate_names_share_an_id() {
    let mut w = W::default();
    w.header("M", &["M", "f"]);
    w.u32(2).name(Some(0), 1, 0, 1).u8(0).name(Some(0), 1, 99, 1).u8(0);
    w.u32(0).u32(1).u8(0).u32(1).u8(7).u8(0).u32(0); // f = f, binder via index 1
    w.u32(0).u32(0).u32(0).trailer();
    let p = decode(&w.0).unwrap();
    assert_eq!(p.names.len(), 1);
    let (b, rhs) = p.pairs(&p.binds[0])[0];
    assert!(matches!(p[rhs], Expr::Var(v) if v == b.name));
}

#[test]
fn numeric_literals() {
    let decode_lit = |num: &str| {
        let bytes = module_with_rhs(|w| {
            w.u8(1).u8(1).u8(0).str(num);
        });
        let res = decode(&bytes).map(|p| match p[p.pairs(&p.binds[0])[0].1] {
            Expr::Lit(Lit::Num(NumTy::Integer, n)) => n.to_string(),
            Expr::Lit(Lit::BigNum(NumTy::Integer, d)) => {
                format!("big {}", p.names.interner.resolve(d))
            }
            other => panic!("{other:?}"),
        });
        res
    };
    assert_eq!(
        decode_lit("-170141183460469231731687303715884105728").unwrap(),
        i128::MIN.to_string()
    );
    assert_eq!(decode_lit("007").unwrap(), "7");
    // i128::MAX + 1 is exact too (integer_literals_beyond_i128_are_exact).
    assert_eq!(
        decode_lit("170141183460469231731687303715884105728").unwrap(),
        "big 170141183460469231731687303715884105728"
    );
    for bad in ["", "-", "+1", "1e3", " 1", "0x10"] {
        let err = decode_lit(bad).unwrap_err();
        assert!(matches!(err, Error::Malformed { .. }), "{bad:?}: {err:?}");
    }
}

#[test]
fn float_literals_are_correctly_rounded() {
    let decode_double = |tag: u8, num: &str, den: &str| {
        let bytes = module_with_rhs(|w| {
            w.u8(1).u8(tag).str(num).str(den);
        });
        let res = decode(&bytes).map(|p| match p[p.pairs(&p.binds[0])[0].1] {
            Expr::Lit(Lit::Double(x)) => x,
            Expr::Lit(Lit::Float(x)) => f64::from(x),
            other => panic!("{other:?}"),
        });
        res
    };
    assert_eq!(decode_double(4, "1", "10").unwrap(), 0.1);
    assert_eq!(decode_double(3, "1", "10").unwrap(), f64::from(0.1f32));
    assert_eq!(decode_double(4, "-5", "2").unwrap(), -2.5);
    assert_eq!(decode_double(4, &format!("1{}", "0".repeat(400)), "1").unwrap(), f64::INFINITY);
    let err = decode_double(4, &"7".repeat(100_001), "1").unwrap_err();
    assert!(
        matches!(&err, Error::Unsupported { what, .. } if what.contains("100001 digits")),
        "{err:?}"
    );
    let err = decode_double(4, "1", "0").unwrap_err();
    assert!(
        matches!(&err, Error::Malformed { what, .. } if what.contains("denominator 0")),
        "{err:?}"
    );
}

#[test]
fn bad_char_and_utf8() {
    let bytes = module_with_rhs(|w| {
        w.u8(1).u8(0).u32(0xD800);
    });
    let (_, what) = malformed(decode(&bytes));
    assert!(what.contains("not a Unicode scalar value"), "{what}");

    let mut w = W::default();
    w.0.extend_from_slice(b"G2CORE\0\0");
    w.u32(g2core::wire::VERSION).u32(2).u8(0xC3).u8(0x28);
    let (offset, what) = malformed(decode(&w.0));
    assert_eq!(offset, 12);
    assert!(what.contains("UTF-8"), "{what}");
}

/// `: @Int 1 (: @Int 2 (... []))` with `n` elements: nested `n` deep in argument position.
fn list_literal(n: usize) -> Vec<u8> {
    let mut w = W::default();
    w.header("Main", &["Main", "f", "GHC.Types", ":", "[]", "Int"]);
    w.u32(4);
    w.name(Some(0), 1, 0, 1).u8(0);
    w.name(Some(2), 3, 0, 2).u8(0);
    w.name(Some(2), 4, 0, 2).u8(0);
    w.name(Some(2), 5, 0, 8).u8(0);
    w.u32(0).u32(1).u8(0).u32(0).u8(7);
    for i in 0..n {
        // App(App(App(:, @Int), i), <rest>)
        w.u8(2).u8(2).u8(2).u8(0).u32(1).u8(8).u8(1).u32(3).u32(0);
        w.u8(1).u8(1).u8(2).str(&i.to_string());
    }
    w.u8(0).u32(2);
    w.u32(0).u32(0).u32(0).trailer();
    w.0
}

/// Runs `f` on a thread with a small stack, as a Haskell-owned thread might have.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(256 * 1024).spawn(f).unwrap().join().unwrap()
}

#[test]
fn deep_legal_core_decodes_renders_and_counts_on_a_small_stack() {
    let bytes = list_literal(5000);
    let (census, rendered_len, reencoded) = on_small_stack(move || {
        let p = decode(&bytes).unwrap();
        let text = render(&p);
        (Census::of(&p), text.len(), encode(&p).unwrap() == bytes)
    });
    assert_eq!(census.app, 15000);
    assert_eq!(census.lit_num, 5000);
    assert_eq!(census.r#type, 5000);
    assert_eq!(census.var, 5001);
    assert!(rendered_len > 5000 * 10);
    assert!(reencoded);
}

#[test]
fn too_deep_is_unsupported_not_a_crash() {
    let mut w = W::default();
    w.0 = module_with_rhs(|w| {
        for _ in 0..MAX_DEPTH + 5 {
            w.u8(3).u32(1).u8(7); // \x ->
        }
        w.u8(0).u32(1);
    });
    let bytes = w.0;
    let err = on_small_stack(move || decode(&bytes).map(|_| ()).unwrap_err());
    assert!(
        matches!(&err, Error::Unsupported { what, .. } if what.contains("nested deeper")),
        "{err:?}"
    );

    // Exactly at the limit is fine.
    let bytes = module_with_rhs(|w| {
        for _ in 0..MAX_DEPTH {
            w.u8(3).u32(1).u8(7);
        }
        w.u8(0).u32(1);
    });
    on_small_stack(move || {
        decode(&bytes).unwrap();
    });
}

#[test]
fn deep_types_are_bounded_too() {
    let deep_type = |depth: usize| {
        module_with_rhs(|w| {
            w.u8(8);
            for _ in 0..depth {
                w.u8(2).u8(7); // <other> -> ...
            }
            w.u8(7);
        })
    };
    let ok = deep_type(MAX_DEPTH);
    let too_deep = deep_type(MAX_DEPTH + 1);
    on_small_stack(move || {
        let p = decode(&ok).unwrap();
        assert!(render(&p).len() > MAX_DEPTH * 4);
        encode(&p).unwrap();
        let err = decode(&too_deep).map(|_| ()).unwrap_err();
        assert!(matches!(err, Error::Unsupported { .. }), "{err:?}");
    });
}

#[test]
fn integer_literals_beyond_i128_are_exact() {
    // 2^200, and its negation: beyond i128, so kept as their decimal text.
    let digits = "1606938044258990275541962092341162602522202993782792835301376";
    for text in [digits.to_string(), format!("-{digits}")] {
        let bytes = module_with_rhs(|w| {
            w.u8(1).u8(1).u8(0).str(&text);
        });
        let p = decode(&bytes).unwrap();
        let lit = |p: &g2core::ir::Program| match p[p.find_own_binding("f").unwrap().1] {
            Expr::Lit(Lit::BigNum(NumTy::Integer, d)) => p.names.interner.resolve(d).to_string(),
            other => panic!("expected a big Integer literal, got {other:?}"),
        };
        assert_eq!(lit(&p), text);
        let q = decode(&encode(&p).unwrap()).unwrap();
        assert_eq!(lit(&q), text);
    }
}

#[test]
fn provenance_of_externals_round_trips() {
    let mut p = sample();
    let external = p.pairs(&p.externals[0])[0].0.name;
    assert_eq!(p.provenance(external), Provenance::Interface);
    p.provenance.insert(external, Provenance::Model);
    let q = decode(&encode(&p).unwrap()).unwrap();
    let name = q.names.qualified(external);
    let id = q.pairs(&q.externals[0])[0].0.name;
    assert_eq!(q.names.qualified(id), name);
    assert_eq!(q.provenance(id), Provenance::Model);
}

#[test]
fn gaps_round_trip_and_a_bad_flag_is_rejected() {
    let mut p = sample();
    let missing = p.pairs(&p.externals[0])[0].0.name;
    let why = "its package lib-0.1 was compiled without the g2 plugin";
    p.gaps.insert(missing, Gap { why: why.into(), user_can_supply: true });
    let bytes = encode(&p).unwrap();
    let q = decode(&bytes).unwrap();
    let (&id, gap) = q.gaps.iter().next().expect("one gap");
    assert_eq!(q.names.qualified(id), p.names.qualified(missing));
    assert_eq!(gap, &Gap { why: why.into(), user_can_supply: true });

    // The flag byte follows the gap's name; 2 is neither "user" nor "G2".
    let flag_at = bytes.windows(why.len()).position(|w| w == why.as_bytes()).unwrap() - 5;
    let mut bad = bytes.clone();
    bad[flag_at] = 2;
    let (offset, what) = malformed(decode(&bad));
    assert_eq!(offset, flag_at);
    assert!(what.contains("bad gap flag 2"), "{what}");
}

/// A module `M` with `data T = Int' :+ Int'` (one type constructor, one data
/// constructor with two fields of the opaque type) whose constraint count, fixity and
/// precedence bytes are `tail`.
fn module_with_infix_datacon(tail: &[u8]) -> Vec<u8> {
    let mut w = W::default();
    w.header("M", &["M", "T", ":+"]);
    w.u32(2);
    w.name(Some(0), 1, 0, 8).u8(0); // M.T, a type constructor
    w.name(Some(0), 2, 0, 2).u8(0); // M.:+, a data constructor
    w.u32(1).u32(0).u8(0).u32(0); // tycon T: data, no type variables
    w.u32(1).u32(1).u32(1).u32(0).u32(0); // datacon :+ (tag 1, no type variables)
    w.u32(2).u8(7).u8(0).u32(u32::MAX).u8(7).u8(1).u32(u32::MAX); // two fields
    w.0.extend_from_slice(tail);
    w.u32(0).u32(0).u32(0).u32(0).trailer(); // binds, externals, gaps, instances
    w.0
}

#[test]
fn data_constructors_carry_constraints_and_fixity() {
    // n_theta 1, infix, precedence 5.
    let bytes = module_with_infix_datacon(&[1, 0, 0, 0, 1, 5]);
    let p = decode(&bytes).unwrap();
    let dc = p.datacon(p.names.find("M", ":+", Namespace::DataCon).unwrap()).unwrap();
    assert_eq!((dc.n_theta, dc.infix, dc.prec), (1, true, 5));
    assert_eq!(dc.source_fields().len(), 1);
    assert!(dc.source_fields()[0].strict);
    assert_eq!(encode(&decode(&encode(&p).unwrap()).unwrap()).unwrap(), encode(&p).unwrap());
}

#[test]
fn bad_constraint_counts_and_fixities_are_malformed() {
    for (tail, needle) in [
        (&[3u8, 0, 0, 0, 0, 9][..], "claims 3 constraints but has 2 fields"),
        (&[0, 0, 0, 0, 2, 9][..], "bad fixity 2"),
        (&[0, 0, 0, 0, 1, 10][..], "precedence 10 is not 0..=9"),
    ] {
        let bytes = module_with_infix_datacon(tail);
        let (offset, what) = malformed(decode(&bytes));
        assert!(what.contains(needle), "{what}");
        assert!(offset < bytes.len(), "{offset}");
    }
}
