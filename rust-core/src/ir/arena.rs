//! Typed ids into vectors: the storage of every IR node (Note [Typed ids]).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

// Note [Typed ids]
// ~~~~~~~~~~~~~~~~
// The IR is flat. Every expression and type of a program is an element of one of the
// program's arenas (`ir::Nodes`), and a node names its children by index: an `ExprId`
// (`Idx<Expr>`) or a `TypeId`, and for a variable number of children (a case's
// alternatives, a type constructor's arguments, a binding group's pairs) an
// `IdxRange` of consecutive elements of another arena. So:
// - the `Program` owns all its data and has no lifetime: a G2Q session shares it as
//   an `Arc<Program>`, with no lifetime to transmute at the C ABI;
// - a node has an identity that is a number, so tables about particular nodes (the
//   call sites a contract check makes counterfactual) are keyed by id, not by the
//   address of a reference;
// - the reducer's closures, thunks and frames hold 4-byte ids (8 for a range), and
//   reading a node is a bounds-checked slice index.
// An id is only meaningful with the arena that made it; nothing checks that an id is
// used with its own program, so a program's ids never leave it (the tests' builders
// make their nodes in the program they build).

/// An index into an [`Arena<T>`].
pub struct Idx<T> {
    raw: u32,
    _ty: PhantomData<fn() -> T>,
}

impl<T> Idx<T> {
    pub fn from_raw(raw: u32) -> Self {
        Idx { raw, _ty: PhantomData }
    }

    pub fn into_raw(self) -> u32 {
        self.raw
    }
}

// Derives would require `T: Clone` and so on; an id is plain data whatever `T` is.
impl<T> Clone for Idx<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Idx<T> {}
impl<T> PartialEq for Idx<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Idx<T> {}
impl<T> PartialOrd for Idx<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Idx<T> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.raw.cmp(&other.raw)
    }
}
impl<T> Hash for Idx<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.raw.hash(state)
    }
}
impl<T> fmt::Debug for Idx<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ty = std::any::type_name::<T>();
        let ty = ty.rsplit("::").next().unwrap_or(ty);
        write!(f, "Idx::<{ty}>({})", self.raw)
    }
}

/// Consecutive elements `start..end` of an [`Arena<T>`].
pub struct IdxRange<T> {
    start: u32,
    end: u32,
    _ty: PhantomData<fn() -> T>,
}

impl<T> IdxRange<T> {
    pub fn empty() -> Self {
        IdxRange { start: 0, end: 0, _ty: PhantomData }
    }

    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

impl<T> Clone for IdxRange<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for IdxRange<T> {}
impl<T> PartialEq for IdxRange<T> {
    fn eq(&self, other: &Self) -> bool {
        (self.start, self.end) == (other.start, other.end)
    }
}
impl<T> Eq for IdxRange<T> {}
impl<T> Hash for IdxRange<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.start, self.end).hash(state)
    }
}
impl<T> fmt::Debug for IdxRange<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// A vector that hands out typed ids; elements are never removed.
pub struct Arena<T> {
    data: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { data: Vec::new() }
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Arena").field("len", &self.data.len()).finish()
    }
}

impl<T> Arena<T> {
    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    fn next_raw(&self) -> u32 {
        // An arena of 2^32 nodes would need hundreds of gigabytes before it got here.
        u32::try_from(self.data.len()).expect("an IR arena holds at most 2^32 elements")
    }

    pub fn alloc(&mut self, value: T) -> Idx<T> {
        let id = Idx::from_raw(self.next_raw());
        self.data.push(value);
        id
    }

    /// Allocates the elements of `values` consecutively.
    pub fn alloc_many(&mut self, values: impl IntoIterator<Item = T>) -> IdxRange<T> {
        let start = self.next_raw();
        self.data.extend(values);
        let end = self.next_raw();
        IdxRange { start, end, _ty: PhantomData }
    }

    /// Every id of this arena, in allocation order.
    pub fn ids(&self) -> impl Iterator<Item = Idx<T>> {
        (0..self.data.len() as u32).map(Idx::from_raw)
    }
}

impl<T> Index<Idx<T>> for Arena<T> {
    type Output = T;
    #[inline]
    fn index(&self, id: Idx<T>) -> &T {
        &self.data[id.raw as usize]
    }
}

impl<T> IndexMut<Idx<T>> for Arena<T> {
    #[inline]
    fn index_mut(&mut self, id: Idx<T>) -> &mut T {
        &mut self.data[id.raw as usize]
    }
}

impl<T> Index<IdxRange<T>> for Arena<T> {
    type Output = [T];
    #[inline]
    fn index(&self, range: IdxRange<T>) -> &[T] {
        &self.data[range.start as usize..range.end as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_ranges_address_what_was_allocated() {
        let mut arena = Arena::default();
        let a = arena.alloc("a");
        let range = arena.alloc_many(["b", "c"]);
        let d = arena.alloc("d");
        assert_eq!((arena[a], arena[d]), ("a", "d"));
        assert_eq!(&arena[range], &["b", "c"]);
        assert_eq!(range.len(), 2);
        assert!(arena[IdxRange::<&str>::empty()].is_empty());
        assert_ne!(a, d);
    }
}
