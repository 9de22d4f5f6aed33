//! Environments and heaps. Both are persistent structures so that forking a state is
//! O(1) and branches share everything they have not changed.

use imbl::{GenericHashMap, Vector};
use rustc_hash::FxBuildHasher;

use super::value::{Addr, HeapObj};
use crate::ir::NameId;

/// Maps the local variables in scope to heap addresses. Captured by closures and thunks.
pub type Env = GenericHashMap<NameId, Addr, FxBuildHasher, imbl::shared_ptr::DefaultSharedPtr>;

pub fn empty_env() -> Env {
    GenericHashMap::with_hasher(FxBuildHasher)
}

/// The heap: address `a` is the `a`-th object. Cells the collector freed
/// (`reduce::gc`) are reused by later allocations.
#[derive(Clone, Debug, Default)]
pub struct Heap<'a> {
    objs: Vector<HeapObj<'a>>,
    free: Vector<Addr>,
    allocated_since_gc: usize,
    live_after_gc: usize,
}

impl<'a> Heap<'a> {
    pub fn alloc(&mut self, obj: HeapObj<'a>) -> Addr {
        self.allocated_since_gc += 1;
        match self.free.pop_back() {
            Some(a) => {
                self.objs.set(a as usize, obj);
                a
            }
            None => {
                self.objs.push_back(obj);
                (self.objs.len() - 1) as Addr
            }
        }
    }

    pub fn allocated_since_gc(&self) -> usize {
        self.allocated_since_gc
    }

    pub fn live_after_gc(&self) -> usize {
        self.live_after_gc
    }

    /// Frees every cell that is not `live` (and not free already).
    pub fn sweep(&mut self, live: impl Fn(Addr) -> bool) {
        for (a, obj) in self.objs.iter_mut().enumerate() {
            if !matches!(obj, HeapObj::Free) && !live(a as Addr) {
                *obj = HeapObj::Free;
                self.free.push_back(a as Addr);
            }
        }
        self.allocated_since_gc = 0;
        self.live_after_gc = self.objs.len() - self.free.len();
    }

    pub fn get(&self, addr: Addr) -> &HeapObj<'a> {
        &self.objs[addr as usize]
    }

    /// Overwrites a cell, returning what it held.
    pub fn replace(&mut self, addr: Addr, obj: HeapObj<'a>) -> HeapObj<'a> {
        std::mem::replace(&mut self.objs[addr as usize], obj)
    }

    pub fn set(&mut self, addr: Addr, obj: HeapObj<'a>) {
        self.objs.set(addr as usize, obj);
    }

    pub fn len(&self) -> usize {
        self.objs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.objs.is_empty()
    }
}
