//! The census and the printer on a hand-built program whose forms were counted by hand.

mod common;

use common::sample;
use g2core::ir::census::Census;
use g2core::ir::render::render;

#[test]
fn census_of_sample() {
    let p = sample();
    // Counted by hand from the program in `common::sample`:
    //   f    = \x -> case x of { I# n -> case n of { 0# -> x; DEFAULT -> let y = +# n 1# in I# y } }
    //          var 7 (x n x +# n I# y), app 3, lam 1, case 2, let_nonrec 1, lit_num 1 (1#),
    //          alt_data 1, alt_lit 1 (0#, not a literal expression), alt_default 1
    //   g    = \ @a z -> src<..> (g @a z |> a)
    //          lam 2, tick 1, cast 1, app 2, var 2, type 1
    //   lits = 'c' "foo"# 2.5## 1.5# __NULL RUBBISH (__label "l") 12345678901234567890 <co>
    //          app 8, lit_char 1, lit_str 1, lit_double 1, lit_float 1, lit_other 3, lit_num 1,
    //          coercion 1
    //   externals: (==) = \d -> letrec r = r in r
    //          lam 1, let_rec 1, var 2
    let expected = "\
binds=3
externals=1
instances=1
tycons=4
datacons=4
var=11
lit_char=1
lit_num=2
lit_str=1
lit_float=1
lit_double=1
lit_other=3
app=13
lam=4
let_nonrec=1
let_rec=1
case=2
alt_data=1
alt_lit=1
alt_default=1
cast=1
tick=1
type=1
coercion=1
";
    assert_eq!(Census::of(&p).to_string(), expected);
}

#[test]
fn census_of_empty_program_lists_every_key() {
    let p = common::Build::new().finish("Empty");
    let text = Census::of(&p).to_string();
    let keys: Vec<&str> = text.lines().map(|l| l.split('=').next().unwrap()).collect();
    assert_eq!(
        keys.join(" "),
        "binds externals instances tycons datacons \
         var lit_char lit_num lit_str lit_float lit_double lit_other \
         app lam let_nonrec let_rec case alt_data alt_lit alt_default cast tick type coercion"
    );
    assert!(text.lines().all(|l| l.ends_with("=0")));
}

#[test]
fn render_of_sample() {
    let p = sample();
    // The case binder `wild` is never used, so it is not shown; `(+#)` is an operator in
    // prefix position; the external is qualified because it is not the module's own.
    let expected = r##"module Main where

-- Type constructors
data Bool = False | True
data Int = I# Int#
data Int#  -- primitive or abstract
class Eq a = C:Eq (a -> a -> Bool)

-- Instances
instance Eq Int = $fEqInt

-- Bindings
f :: Int -> Int
f = \x -> case x of {
  I# n -> case n of {
    0# -> x;
    DEFAULT ->
      let y = (+#) n 1#
      in I# y
  }
}

Rec {
g :: forall a. a -> a
g = \@a z -> src<M.hs:1:2-3:4> g @a z |> a
end Rec }

lits :: <other>
lits = 'c' "foo"# 2.5## 1.5# __NULL RUBBISH (__label "l") 12345678901234567890 <co>

-- Externals
(GHC.Classes.==) :: <other>
(GHC.Classes.==) = \d ->
  letrec
    r = r
  in r
"##;
    let actual = render(&p);
    if actual != expected {
        panic!("render changed; actual output:\n{actual}");
    }
}
