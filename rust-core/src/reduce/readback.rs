//! Between concrete values and a state's heap: allocating a [`Concrete`] value (replayed
//! inputs, generator values, parts of an input the caller sent), and reading evaluated
//! strings back (the text of an error).

use std::sync::Arc;

use super::machine::Machine;
use crate::reduce::primop::{self};
use crate::reduce::state::State;
use crate::reduce::value::{Addr, Concrete, HeapObj, Prim, Value};

/// The UTF-8 C string an evaluated `Addr#` at `addr` points to.
pub(super) fn c_string_at(st: &State<'_>, addr: Addr) -> Option<String> {
    match st.heap.get(addr) {
        HeapObj::Value(Value::Prim(Prim::Addr(bytes, off))) => {
            Some(String::from_utf8_lossy(primop::c_string(bytes, *off)).into_owned())
        }
        _ => None,
    }
}

impl<'p, 'a> Machine<'p, 'a> {
    /// Allocates a concrete value in a state's heap.
    pub fn alloc_concrete(&self, st: &mut State<'a>, c: &Concrete) -> Addr {
        match c {
            Concrete::Global(name) => {
                let fun = self.global_addr(st, *name);
                let addr = st.alloc(HeapObj::Apply { fun, args: Arc::from([]) });
                st.chosen_functions.push_back((addr, *name));
                addr
            }
            Concrete::Remote(id) => st.alloc(HeapObj::Remote(*id)),
            Concrete::Fun | Concrete::Unknown => st.alloc(HeapObj::Blackhole),
            Concrete::Con(..) | Concrete::Prim(_) => {
                let v = self.data_value(st, c).expect("a constructor or a primitive");
                st.alloc_value(v)
            }
        }
    }

    /// The value of a constructor or primitive (its fields allocated); None otherwise.
    pub(super) fn data_value(&self, st: &mut State<'a>, c: &Concrete) -> Option<Value<'a>> {
        match c {
            Concrete::Con(dc, fields) => {
                let fields: Vec<Addr> = fields.iter().map(|f| self.alloc_concrete(st, f)).collect();
                Some(Value::Con { dc: *dc, fields: fields.into() })
            }
            Concrete::Prim(p) => Some(Value::Prim(p.clone())),
            _ => None,
        }
    }

    /// The evaluated `String` at `addr`.
    pub(super) fn string_at(&self, st: &State<'a>, mut addr: Addr) -> Option<String> {
        let value = |a: Addr| match st.heap.get(a) {
            HeapObj::Value(v) => Some(v),
            _ => None,
        };
        let mut out = String::new();
        loop {
            match value(addr)? {
                Value::Con { dc, .. } if Some(*dc) == self.known.nil => return Some(out),
                Value::Con { dc, fields } if Some(*dc) == self.known.cons => {
                    match value(fields[0])? {
                        Value::Con { fields: c, .. } => match value(c[0])? {
                            Value::Prim(Prim::Char(ch)) => out.push(*ch),
                            _ => return None,
                        },
                        _ => return None,
                    }
                    addr = fields[1];
                }
                _ => return None,
            }
        }
    }
}
