//! The term format of G2Q (docs/wire-format.md, "Terms"): Haskell values across the
//! C ABI, decoded to [`Concrete`] values of a program and encoded back, and the replies
//! that hand the engine one node of an argument the caller holds.

use num_bigint::BigInt;

use crate::error::{Error, Result};
use crate::ir::{Namespace, Program};
use crate::reduce::{Concrete, Node, Prim};
use crate::wire::reader::Reader;

/// Nesting deeper than this is rejected rather than risking the stack (the C ABI runs
/// queries on a thread with a 1 GiB stack; a level costs well under 1 KiB).
const MAX_DEPTH: usize = 200_000;

/// Decodes a term list, resolving constructor names in `program`.
pub fn decode_terms(program: &Program, bytes: &[u8]) -> Result<Vec<Concrete>> {
    let mut r = Reader::new(bytes);
    let n = r.count("a term list", 1)?;
    let terms = (0..n).map(|_| term(program, &mut r, 0)).collect::<Result<Vec<_>>>()?;
    r.expect_end()?;
    Ok(terms)
}

/// Decodes the caller's reply for one node of an argument (`reply` in the format).
pub fn decode_reply(program: &Program, bytes: &[u8]) -> Result<Node> {
    let mut r = Reader::new(bytes);
    let at = r.offset();
    let node = match r.u8("a reply tag")? {
        9 => Node::Raises(r.str("an exception's message")?.to_string()),
        tag => Node::Value(term_body(program, &mut r, 0, tag, at)?),
    };
    r.expect_end()?;
    Ok(node)
}

fn term(program: &Program, r: &mut Reader<'_>, depth: usize) -> Result<Concrete> {
    if depth > MAX_DEPTH {
        return Err(r.error("a term nested too deeply"));
    }
    let at = r.offset();
    let tag = r.u8("a term tag")?;
    term_body(program, r, depth, tag, at)
}

fn term_body(
    program: &Program,
    r: &mut Reader<'_>,
    depth: usize,
    tag: u8,
    at: usize,
) -> Result<Concrete> {
    Ok(match tag {
        0 => {
            let module = r.str("a constructor's module")?;
            let occ = r.str("a constructor's name")?;
            let dc = program.names.find(module, occ, Namespace::DataCon).ok_or_else(|| {
                Error::Usage(format!(
                    "the constructor {module}.{occ} is not part of the query's program"
                ))
            })?;
            let n = r.count("constructor fields", 1)?;
            let fields = (0..n).map(|_| term(program, r, depth + 1)).collect::<Result<Vec<_>>>()?;
            let arity = program.datacon(dc).map(|d| d.fields.len());
            if arity != Some(fields.len()) {
                return Err(r.error_at(
                    at,
                    format!("{module}.{occ} with {} fields (it has {arity:?})", fields.len()),
                ));
            }
            Concrete::Con(dc, fields)
        }
        1 => Concrete::Prim(Prim::Int(r.u64("an Int#")? as i64)),
        2 => Concrete::Prim(Prim::Word(r.u64("a Word#")?)),
        3 => {
            let c = r.u32("a Char#")?;
            if c > 0x10FFFF {
                return Err(r.error_at(at, format!("{c} is not a code point")));
            }
            Concrete::Prim(Prim::Char(c))
        }
        4 => Concrete::Prim(Prim::Double(f64::from_bits(r.u64("a Double#")?))),
        5 => Concrete::Prim(Prim::Float(f32::from_bits(r.u32("a Float#")?))),
        6 => {
            let s = r.str("an Integer")?;
            Concrete::Prim(Prim::Integer(
                s.parse::<BigInt>()
                    .map_err(|_| r.error_at(at, format!("`{s}` is not an integer")))?,
            ))
        }
        8 => Concrete::Remote(r.u64("a node id")?),
        tag => return Err(r.error_at(at, format!("unknown term tag {tag}"))),
    })
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&(s.len() as u32).to_le_bytes());
    out.extend_from_slice(s.as_bytes());
}

/// Encodes values as a term list. Values the run never determined are sent as the
/// simplest value of their type already (see `reduce::readback::read`), or as "any value"
/// (tag 7) where that value would be infinite; a symbolic function as its table (tag
/// 10); any other function is an error.
pub fn encode_terms(program: &Program, values: &[Concrete]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    out.extend_from_slice(&(values.len() as u32).to_le_bytes());
    for v in values {
        encode_term(program, v, &mut out)?;
    }
    Ok(out)
}

/// Encodes a crash answer (`G2_QUERY_CRASHED`): the term list of the values, then the
/// crash's message as a `str`.
pub fn encode_crash(program: &Program, values: &[Concrete], message: &str) -> Result<Vec<u8>> {
    let mut out = encode_terms(program, values)?;
    put_str(&mut out, message);
    Ok(out)
}

fn encode_term(program: &Program, v: &Concrete, out: &mut Vec<u8>) -> Result<()> {
    // An explicit stack: answers can be long lists.
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        match v {
            Concrete::Con(dc, fields) => {
                out.push(0);
                put_str(out, program.names.module(*dc).unwrap_or(""));
                put_str(out, program.names.occ(*dc));
                out.extend_from_slice(&(fields.len() as u32).to_le_bytes());
                stack.extend(fields.iter().rev());
            }
            Concrete::Prim(Prim::Int(i)) => {
                out.push(1);
                out.extend_from_slice(&(*i as u64).to_le_bytes());
            }
            Concrete::Prim(Prim::Word(w)) => {
                out.push(2);
                out.extend_from_slice(&w.to_le_bytes());
            }
            Concrete::Prim(Prim::Char(c)) => {
                out.push(3);
                out.extend_from_slice(&c.to_le_bytes());
            }
            Concrete::Prim(Prim::Double(d)) => {
                out.push(4);
                out.extend_from_slice(&d.to_bits().to_le_bytes());
            }
            Concrete::Prim(Prim::Float(f)) => {
                out.push(5);
                out.extend_from_slice(&f.to_bits().to_le_bytes());
            }
            Concrete::Prim(Prim::Integer(n)) => {
                out.push(6);
                put_str(out, &n.to_string());
            }
            // A part the run never looked at, and no finite simplest value (an infinite
            // type): the caller makes up any value, lazily.
            Concrete::Unknown => out.push(7),
            // A symbolic function: its table (`reduce::higher_order`), the entries'
            // arguments and results in order, then the default.
            Concrete::Lambda(l) => {
                out.push(10);
                out.extend_from_slice(&(l.entries.len() as u32).to_le_bytes());
                stack.push(&l.default);
                for (arg, res) in l.entries.iter().rev() {
                    stack.push(res);
                    stack.push(arg);
                }
            }
            Concrete::Cut => {
                return Err(Error::Unsupported {
                    what: format!(
                        "an answer more than {} cells deep (read-back stops there)",
                        crate::reduce::readback::MAX_DEPTH
                    ),
                    at: None,
                })
            }
            other => {
                return Err(Error::Unsupported {
                    what: format!("sending {other:?} as a term"),
                    at: None,
                })
            }
        }
    }
    Ok(())
}
