#!/usr/bin/env python3
"""Benchmarks for G2-rs: reduction throughput on concrete code and time to all results
on the engine's acceptance examples, with GHCi (`ghc -e`, the bytecode interpreter) as
the peer on concrete programs.

    bench/run.py              # run everything, print a table
    bench/run.py --repeat 5   # more repetitions (the table shows the median)
    bench/run.py --only fib   # cases whose name contains "fib"
    bench/run.py --corpus-only  # only the differential corpus table
    bench/run.py --no-corpus    # skip it
    bench/run.py --g2q          # only G2Q's case studies, beside the published times and SBV
    bench/run.py --g2q --timeout 20 --only queens
    bench/run.py --liquid       # only the liquid corpus: time per function
    bench/run.py --liquid --liquid-timeout 5 --repeat 3
    bench/run.py --memory       # only the g2 process's peak memory on `g2 liquid` runs
    bench/run.py --infer        # only specification inference on bench/infer/*.hs
    bench/run.py --infer --infer-timeout 120 --only Concat
    bench/run.py --plugin-cost  # only the plugin's fixed cost on modules with nothing to check
    G2_BIN=OTHER/g2 bench/run.py  # time another g2 binary (a copy of an older build)

--g2q compiles bench/g2q/Bench.hs (the case studies of test-suite/test/G2Q/CaseStudies.hs)
with scripts/g2-ghc and bench/g2q/SBVBench.hs (the same problems for SBV, where SBV can
express them; needs Debian's libghc-sbv-dev) with plain GHC, runs both (median of
--repeat runs, a case that gives up is run once, --timeout seconds per query) and prints
one table: g2's time and answer, the time published in the G2Q chapter (Figure 3.15,
original hardware, 2-minute limit), SBV's time. The default limit is 20 s, not the
chapter's 120. Measured here (2 shared cores): every case solves in under 0.25 s, both
n-queens orders alike (before parallel conjunctions and the smallest-first order, de
Bruijn NOT, OR and AND and 8-queens with the length check last gave up at 20 s, the de
Bruijn searches growing by about 0.6 GB/s). The table also has n-queens for 6 and 8
written eight other ways (bench/g2q/Phrasings.hs: zip and abs, recursion with `all`, the
length last; and test-suite/test/G2Q/Backtracking.hs, whose `elem` makes the search
backtrack: `nub` and `!!`, `notElem` and `all`, queens placed one by one, the columns
permuted); with zip, abs and comprehensions 6-queens took 9 s and
8-queens gave up at 60 s until base's abs stopped splitting paths (Note [Merged
alternatives]), 0.3 s and 0.7 s after. Then sumToN written three other ways and the
Mul/Add search two. Then String predicates as people write them (bench/g2q/Phrasings.hs:
text: upper-casing, words, a password, `read`, each answer checked by the predicate;
no answer: five predicates bounded by a length that have none, where any answer is
wrong). Session 23: the text rows 0.01-1 s (upper-casing took 8 s and, with `all
isLower`, gave up at 20 s before comparisons of if-then-else values were decided by
interval reasoning), every no-answer row NotFound in under 0.3 s (each gave up at a
limit before Note [Lengths of inputs]). Measured here (2 shared cores, load 4-7, median of 5): 8-queens
0.066 s and 11 Z3 calls until the speculation budget counted live states (Note
[Speculative branches]), long stretches went to a fresh QF_BV solver (Note [Fresh
checks of long stretches]) and queries reused Z3 contexts (Note [Reused solvers]),
0.017 s and one Z3 call after (SBV 0.031-0.045 s in the same runs; every n-queens
phrasing 0.015-0.018 s); `nub`, `elem` and `!!` gave up at 20 s for 6 and 8 queens
until fixed variables made it a backtracking search (Note [Fixed variables]), 0.11 s
and 8.7 s after; that search was breadth-first within each level of the smallest-first
order, and took 0.02 s and 0.13 s once each level ran depth-first (Note [Depth-first
among equals] in rust-core/src/search/scheduler.rs), where the other three
backtracking phrasings took 0.28-2.1 s for 8 queens before and 0.02-0.09 s after. When
unlifted arguments began to be computed at once, `nub`'s 8-queens search straddled a
level of the aging and took 4.6-5.4 s (181,000 states), 0.32 s once the G2Q order aged
ten times slower (Note [Levels of the depth-first order] in scheduler.rs). The
Mul/Add row depends on the queries run before it in the process, through the reused Z3
context (Note [Reused solvers]): its own search is the same either way, and it took
0.045 s after sumToN's breadth-first search, 0.060-0.068 s after its depth-first one,
and 0.061-0.065 s with only the Mul/Add queries run (--only Mul).

--liquid runs `g2 liquid FILE F --json --timeout S` (S = --liquid-timeout, default 5, the
plugin's default) on every checked annotated function of issue 6's student corpus
(test-suite/programs/liquid/corpus/: List, MapReduce, KMeans; `assume`d ones and die
are skipped) and prints, per function, the result (kind and blame) and the median time
over --repeat runs: the wall time, and the check time (wall minus the same file with
`--timeout 0`, i.e. GHC compiling the module with the plugin and the engine loading
it). Then the median, mean and worst check time over the functions with a
counterexample (the paper's table times those: median 7.9 s, mean 17.6 s, on a 2015
laptop with a 300 s limit) and over the correct ones (which run to the limit).

--infer runs `g2 infer FILE TOP --json --timeout S` (S = --infer-timeout, default 120) on
each program of bench/infer/ and test-suite/programs/liquid/infer/ (a property on a top
function, named with any flags in its first line `-- infer: TOP [FLAGS]`, and helpers
with plain annotations or none, in the shape of the thesis's list benchmarks, seed 002
Figure 5.5), once each, and prints per program the outcome,
the time and the specifications found; then how many got specifications
that remove every counterexample, beside Lynx's published 23 of 26 (different
programs: these are the team's own). Two are outside the grammar on purpose (Take needs
a disjunction, InferNone a product). Measured here (2 shared cores, other jobs running, limit 90 s):
15/17 found, median 12.3 s, slowest 29.8 s (Double, InferModular: two levels); Take
and InferNone end with "no specification in the grammar fits" after one round.

--memory runs `g2 liquid FILE --timeout S` (S = --liquid-timeout) on the small
annotated modules of test-suite/programs/liquid/ (Concat, 35 lines; ZipWith, 38) and on
the corpus's KMeans (99), with the default memory budget and with none
(`--max-memory 1000000`), and prints the g2 process's own peak resident memory (VmHWM,
read from /proc every 20 ms; GHC, which compiles the module first in a process of its
own of about 320 MB, is not counted) and the outcome lines that differ. Measured here
(2 shared cores, load 8-11): Concat 506-721 MB before the budget, 180 MB with it.

--memory then measures G2Q: bench/g2q/Concurrent.hs runs one query, then 100 at once
from 100 threads, and prints the peak memory per concurrent query (issue 12's target:
under 2 MB; 7.6 MB before Note [Query slots] counted waiting searches as started and
Note [Freed memory] trimmed glibc's arenas after each search, 0.6 MB after).

--plugin-cost compiles modules with nothing to check (BaseList, 237 lines; Everyday, 56)
with plain GHC and with the plugin (GHC run directly with scripts/g2-ghc's package
databases), -O0, interleaved, and prints the medians of wall and CPU time (children
included): with the plugin as scripts/g2-ghc names it (-package g2-plugin-light) and
with its LIBRARY_PATH, and CPU as under cabal (the user's environment), whose build-depends: g2-plugin becomes -package-id g2-plugin (GHC
then loads g2-plugin whenever it loads a plugin). Measured here (2 shared cores, load
4-6), BaseList: CPU 0.45 s with the plugin against 0.18 s without (+145%) until GHC
stopped looking up every library of the plugin's extra-libraries with gcc
(extra-ghci-libraries in g2-plugin.cabal), 0.33 s (+80%) after. Then (load 5-8, three
alternating runs of 9): +75-79% / +52-83% (BaseList / Everyday) before, +30-37% /
+23-30% after the plugin stopped making GHC read interface unfoldings (Note
[Unfoldings at -O0]) and the engine's debug information left the plugin's shared
object (Note [The engine without debug information] in haskell-plugin/Setup.hs). Then
(load 1-2, interleaved, medians of 15 CPU; BaseList / Everyday): +33-36% when the
plugin was all of g2-plugin, +6-11% (wall +5-8%) once the plugin GHC loads was the
small package g2-plugin-light, which loads the rest only for a module that needs it;
+16-22% with -package g2-plugin (cabal's way). Then (load 1.5-2, the previous build
and this one interleaved in one loop, medians of 21 CPU; BaseList / Everyday): cabal's
way +18.7% / +17.6% before, +15.3% / +13.7% once g2-plugin no longer depended on tasty
and hspec (G2.Test moved to the package g2-test) and GHC found z3 without running gcc
(Note [Z3 beside the engine] in haskell-plugin/Setup.hs); g2-plugin-light's way +10.3%
/ +10.1% before, +7.2% / +5.7% once scripts/g2-ghc set LIBRARY_PATH so that GHC finds
the C libraries of its own packages without running gcc. This script's own run just
after: +8% / +9% and +14% / +13%. Later (idle, medians of 9): +11% / +6% and +19% /
+13%; then the last column, the cabal way with LIBRARY_PATH, was added: +10% / +12%
at load 2. A plugin that does nothing, from a package of its own, costs +8.4% / +8.8%
here, +5.4% / +5.2% with LIBRARY_PATH (medians of 21, load 1.1-1.6), so under cabal,
without LIBRARY_PATH, the goal leaves less than 2% for G2's own part. What remains,
and why: Note [The plugin's fixed cost] in haskell-plugin/light/src/G2/Plugin/Light.hs, and
Note [The engine stays in g2-plugin's shared object] in haskell-plugin/Setup.hs. The
last row compiles ten modules of the differential corpus in one `ghc --make`, as cabal
builds a component, so GHC's once-per-process costs are shared: cabal's way +12.8% /
+15.0% and scripts/g2-ghc's +11.8% / +15.0% while GHC hashed g2-plugin-light's 1.7 MB
of library files for every module, +7.4% / +10.6% and +4.9% / +7.2% once the plugin's
module was alone in its library (Note [The library GHC hashes] in
haskell-plugin/light/entry/G2/Plugin.hs; both builds interleaved in one loop, two runs,
medians of 11 and 15).

The main table ends with searches run to exhaustion on 1 and on 2 threads (--threads),
and the speed-up. Measured here with no other load (a run during which other processes
used more than 5% of a core was repeated), medians of 3, 1 / 2 threads: intersect 1.96
/ 1.11 s (1.76x) and peano multiply 3.71 / 2.18 s (1.70x) until solver checks kept
their time limit with a watchdog instead of Z3's timer threads (Note [Solver time
limits]) and workers took the shared queue's lock once per quantum, 1.72 / 1.00 s
(1.73x) and 3.64 / 2.07 s (1.76x) after. Later runs gave 1.56-1.61x (2 threads used
15-60% more CPU than one). With a queue per worker and the nullary constructors' empty
field list per thread (Note [A queue per worker] in rust-core/src/search/parallel.rs),
three runs of this table on the same build: intersect 1.99x / 1.91x / 1.66x and peano
1.55x / 1.56x / 1.79x. This machine has slow periods that last minutes: peano's 2-thread
search took 1.72-1.90 s in six runs interleaved with an older build (whose runs took
1.88-2.25 s in the same minutes), and 1.8-2.5 s in ten runs a few minutes earlier.
Once mimalloc stopped asking for transparent huge pages (Note [No transparent huge
pages] in rust-core/src/bin/g2/alloc.rs), two runs: intersect 1.94x / 1.87x, peano
1.77x / 1.75x.

The differential corpus (test-suite/programs/diff/, each module's `run :: String`) is
timed once per program: g2 (`--n 100000000 --timeout 60 --stats`) against GHCi
(`ghc -e 'putStr (show run)'`), per program and as one total ratio, with the five
slowest engine runs and their step counts. Programs on which g2 exits non-zero (e.g.
a missing definition) are listed but left out of the totals.

Needs the project built (scripts/build.sh). Wall-clock times include GHC compiling the
module with the plugin; `search s` is the engine's own time (search plus validation).
GHC's part of a run got 0.1 s shorter on Mixed.hs (0.33-0.40 s to 0.22 s of wall) once
GHC stopped after the last module's wire, before its back end (Note [Stopping after
the wire] in haskell-plugin/light/src/G2/Plugin/Dump.hs): mixed 2.19x to 2.02-2.07x,
everyday 1.83x to 1.43-1.48x, the corpus total 1.05x (210 programs).
"""
import argparse
import json
import os
import shutil
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# G2_BIN: another g2 binary to time (e.g. a copy of an older build, for before/after).
G2 = os.environ.get("G2_BIN") or os.path.join(ROOT, "target", "release", "g2")
ENGINE = os.path.join(ROOT, "test-suite", "programs", "engine")
DIFF = os.path.join(ROOT, "test-suite", "programs", "diff")
BENCH = os.path.join(ROOT, "bench", "programs")
G2Q_DIR = os.path.join(ROOT, "bench", "g2q")
G2Q_BUILD = os.path.join(ROOT, "dist-newstyle", "bench-g2q")

# name, file, function, extra g2 args, GHCi expression (None: no peer)
CASES = [
    ("concrete fib 22", f"{BENCH}/Concrete.hs", "fib22", ["--n", "100000000"], "fib22"),
    ("concrete sum 1..200000", f"{BENCH}/Concrete.hs", "sum200k", ["--n", "100000000"], "sum200k"),
    ("concrete 6-queens", f"{BENCH}/Concrete.hs", "nQueens6", ["--n", "100000000"], "nQueens6"),
    # Written independently of the engine's examples (issue 15's "primes by trial
    # division, collatz, sort, foldl', word counts"): about 20 M steps as the simplified
    # program (rust-core/src/simplify), 89 M as decoded (G2_NO_SIMPLIFY=1). Steps count
    # the general rules' transitions, so a worker's loop (Note [Workers for loops])
    # can take more steps than the boxed one in less time.
    ("concrete everyday code", f"{BENCH}/Everyday.hs", "everyday", ["--n", "1000000000"], "everyday"),
    # A second program in another style, written after the simplifier's rules were
    # (an interpreter over an ADT with a Data.Map environment, records, merge sort, a
    # lazy sieve, string formatting): a check that the rules are not tuned to Everyday.
    ("concrete mixed code", f"{BENCH}/Mixed.hs", "mixed", ["--n", "1000000000"], "mixed"),
    ("peano add = 4", f"{ENGINE}/Peano.hs", "add", ["--assume", r"\x y r -> r == four"], None),
    ("peano multiply = 4", f"{ENGINE}/Peano.hs", "multiply", ["--assume", r"\x y r -> r == four"], None),
    ("mc91 <= 100, /= 91", f"{ENGINE}/Peano.hs", "mc91", ["--assume", r"\x r -> x <= 100 && r /= 91", "--n", "3000"], None),
    ("infinite list k=1", f"{ENGINE}/Lazy.hs", "replAt", ["--assert", r"\i k r -> r", "--max-outputs", "1"], None),
    ("char kinds", f"{ENGINE}/Chars.hs", "kind", [], None),
    ("intersect commutes", f"{ENGINE}/Intersect.hs", "commutes", ["--assert", r"\x y r -> r", "--max-outputs", "1"], None),
    # Searches over the digits of a symbolic Int (divisions by 10: Note [Division by a
    # constant], Note [Paths on a few values]). Session 18, the binaries of its start and
    # end, a quiet machine: width 42.3 -> 6.2 s, digit sum 3.3 -> 0.4 s, armstrong 7.9 s
    # (1 of the 4) -> 0.9 s (all 4: Note [Further inputs of a path]), luhn 8.7 -> 0.3 s.
    ("show n has <= 20 chars (all)", f"{BENCH}/Digits.hs", "width", ["--assert", r"\n r -> r <= 20", "--timeout", "60"], None),
    ("digit sum 40 in 5 digits", f"{BENCH}/Digits.hs", "digitSum", ["--assume", r"\n r -> n >= 0 && n < 100000", "--assert", r"\n r -> r /= 40", "--max-outputs", "1"], None),
    ("armstrong 100..999 (all 4)", f"{BENCH}/Digits.hs", "armstrong", ["--assume", r"\n r -> n >= 100 && n < 1000", "--assert", r"\n r -> not r", "--max-outputs", "5"], None),
    ("luhn valid 4 digits (3)", f"{BENCH}/Digits.hs", "luhn", ["--assume", r"\n r -> n >= 1000 && n < 10000", "--assert", r"\n r -> not r", "--max-outputs", "3"], None),
    # Session 19 (its start and end binaries): the bound after the result (Note [Filters
    # go first]) 30 s, one of the two -> 1.2 s, both and every path; collatz on an
    # unbounded Int (rem by 2 from the low bits, Note [A fresh try after a slow
    # incremental check]) nothing in 40 s -> 1.8 s.
    ("perfect < 100, result first", f"{BENCH}/Digits.hs", "perfect", ["--assume", r"\n r -> r && n < 100 && n > 1", "--timeout", "60"], None),
    ("collatz n = 5 steps (5, 32)", f"{BENCH}/Digits.hs", "collatz", ["--assume", r"\n r -> r == 5", "--max-outputs", "2", "--timeout", "60"], None),
]

# Fifteen programs written by a helper session that saw only a brief (session 17), each
# in one style of everyday code: the measure of programs nobody tuned the engine for.
# Their time goes mostly into base and containers (nub, Data.Map, printf, show, read),
# which GHCi runs compiled and g2 interprets.
INDEPENDENT = os.path.join(BENCH, "independent")
INDEPENDENT_CASES = [
    (f"independent {name[3:]}", os.path.join(INDEPENDENT, f"{name}.hs"), f"p{name[1:3]}", ["--n", "10000000000"], f"p{name[1:3]}")
    for name in ["P01Fold", "P02WordFreq", "P03Graph", "P04Classes", "P05Integer", "P06Double",
                 "P07Strings", "P08Comprehension", "P09DP", "P10Monads", "P11Sorting",
                 "P12Printf", "P13Read", "P14Zips", "P15Machine"]
]

# Searches timed with --threads 1 and --threads 2 (the peer is the same search on one
# thread): name, file, function, g2 args. A search that ends early on its first answer
# is no measure of parallelism, so these run to exhaustion.
THREAD_CASES = [
    ("intersect commutes (all)", f"{ENGINE}/Intersect.hs", "commutes", ["--assert", r"\x y r -> r", "--n", "1000"]),
    ("peano multiply = 4 (all)", f"{ENGINE}/Peano.hs", "multiply", ["--assume", r"\x y r -> r == four", "--n", "200000"]),
]

# The plugin's fixed cost: modules with nothing to check, compiled by plain GHC and by
# GHC with the plugin (the package databases of scripts/g2-ghc), -O0, forced
# recompilation.
PLUGIN_COST_MODULES = [
    os.path.join(ENGINE, "BaseList.hs"),
    os.path.join(BENCH, "Everyday.hs"),
]

# The module of the size issue 15's row names (576 lines), written by others (base's
# Text.Read.Lex), at -O0 and at -O1, the optimisation cabal builds with by default.
PLUGIN_COST_SIZED = os.path.join(BENCH, "ReadLex.hs")

# Modules of the differential corpus with nothing to check, compiled together as cabal
# compiles a component (one `ghc --make`): what GHC does once per process (start its
# linker, load the plugin) is paid once for all of them.
PLUGIN_COMPONENT = ["Arrays", "ArithParser", "BoolFormula", "Brainfuck", "CamelSnake",
                    "Caesar", "BankAccount", "BalancedParens", "BigIntegers", "ClassConstants"]


# g2's exit statuses of a run that stated its outcome: none exist, found, none within a
# limit (README, "Exit status").
G2_RAN = (0, 1, 3)


def run_g2(case):
    _, file, fn, args, _ = case
    t0 = time.perf_counter()
    p = subprocess.run([G2, file, fn, "--stats", *args], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    stats = dict(re.findall(r"(\w+)=([\d.]+)", p.stderr))
    ok = p.returncode in G2_RAN
    return {
        "wall": wall,
        "ok": ok,
        "results": len([l for l in p.stdout.splitlines() if '"outcome"' not in l]),
        "steps": int(stats.get("steps", 0)),
        "search": float(stats.get("search_seconds", "nan")),
        "err": p.stderr.strip().splitlines()[-1] if not ok and p.stderr.strip() else "",
    }


def run_ghci(case):
    _, file, _, _, expr = case
    if expr is None:
        return None
    t0 = time.perf_counter()
    p = subprocess.run(["ghc", "-e", expr, file], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    return wall if p.returncode == 0 else None


def threads_table(a):
    header = f"{'search (to exhaustion)':28} {'results':>7} {'1 thread s':>10} {'2 threads s':>11} {'speed-up':>8}"
    print()
    print(header)
    print("-" * len(header))
    for name, file, fn, args in THREAD_CASES:
        if a.only not in name:
            continue
        walls = {}
        for n in (1, 2):
            runs = [run_g2((name, file, fn, [*args, "--threads", str(n)], None)) for _ in range(a.repeat)]
            if not runs[0]["ok"]:
                print(f"{name:28} FAILED: {runs[0]['err']}")
                break
            walls[n] = (statistics.median(r["search"] for r in runs), runs[0]["results"])
        else:
            (one, k), (two, _) = walls[1], walls[2]
            print(f"{name:28} {k:>7} {one:10.2f} {two:11.2f} {one / two:8.2f}")
    print("(search seconds, the engine's own time; issue 15's goal: >= 1.7x on 2 cores)")


def cpu_of(cmd, env=None):
    """Wall and CPU seconds (user + system, children included) of one run of cmd. From
    getrusage, in microseconds: os.times counts clock ticks of 10 ms, as much as the
    differences measured."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, p


def plugin_package_dbs():
    """The package databases scripts/g2-ghc passes to GHC. The plugin's cost is measured
    with GHC run directly, as cabal runs it: scripts/g2-ghc first runs `ghc
    --numeric-version` (about 0.02 s of CPU), which is the script's cost, not the
    plugin's."""
    version = subprocess.run(["ghc", "--numeric-version"], capture_output=True, text=True).stdout.strip()
    dbs = []
    for db in (os.path.join(ROOT, ".cabal", "store", f"ghc-{version}", "package.db"),
               os.path.join(ROOT, "dist-newstyle", "packagedb", f"ghc-{version}")):
        if os.path.isdir(db):
            dbs += ["-package-db", db]
    return dbs


def g2_ghc_env():
    """The environment scripts/g2-ghc gives GHC: LIBRARY_PATH with Debian's multiarch
    directory where it holds libgmp.so, so that GHC's loader finds the C libraries of
    GHC's own packages without running gcc (the script's comment)."""
    env = dict(os.environ)
    libs = f"/usr/lib/{os.uname().machine}-linux-gnu"
    if os.path.exists(os.path.join(libs, "libgmp.so")):
        env["LIBRARY_PATH"] = libs + (":" + env["LIBRARY_PATH"] if env.get("LIBRARY_PATH") else "")
    return env


def plugin_cost(a):
    header = (f"{'module (nothing to check)':28} {'lines':>5} {'ghc s':>6} {'+plugin s':>9} {'ratio':>6}"
              f" {'ghc cpu':>7} {'+plugin cpu':>11} {'ratio':>6} {'cabal cpu':>9} {'ratio':>6}"
              f" {'+LIBRARY_PATH':>13} {'ratio':>6}")
    print(header)
    print("-" * len(header))
    out = tempfile.mkdtemp(prefix="g2-plugin-cost-")
    # as scripts/g2-ghc runs GHC; and as cabal does for a package with build-depends:
    # g2-plugin, which names it with -package-id (GHC then loads g2-plugin with the plugin)
    plugin = ["ghc", *plugin_package_dbs(), "-package", "g2-plugin-light", "-fplugin=G2.Plugin"]
    cabal = ["ghc", *plugin_package_dbs(), "-package", "g2-plugin", "-fplugin=G2.Plugin"]
    rows = [(os.path.basename(m), [m], "-O0") for m in PLUGIN_COST_MODULES]
    rows += [(f"{os.path.basename(PLUGIN_COST_SIZED)} {opt}", [PLUGIN_COST_SIZED], opt)
             for opt in ("-O0", "-O1")]
    rows.append((f"component of {len(PLUGIN_COMPONENT)} (--make)",
                 [os.path.join(DIFF, n + ".hs") for n in PLUGIN_COMPONENT], "-O0"))
    for row, modules, opt in rows:
        # one module as `ghc -c`; a component in one `ghc --make`, as cabal builds one
        how = ["-c"] if len(modules) == 1 else ["--make", "-no-link"]
        base = [*how, "-fforce-recomp", opt, "-outputdir", out, *modules]
        cmds = {"ghc": ["ghc", *base], "plugin": [*plugin, *base], "cabal": [*cabal, *base],
                "cabal-lp": [*cabal, *base]}
        # GHC alone and as cabal runs it: the user's environment; and as cabal runs it
        # with LIBRARY_PATH set as README suggests (GHC's own C libraries found without
        # gcc: Note [The plugin's fixed cost])
        envs = {"ghc": None, "plugin": g2_ghc_env(), "cabal": None, "cabal-lp": g2_ghc_env()}
        runs = {label: [] for label in cmds}
        failed = None
        # interleaved, so a change of the machine's load hits all of them alike
        for _ in range(max(a.repeat, 5)):
            for label, cmd in cmds.items():
                r = cpu_of(cmd, envs[label])
                if r[2].returncode != 0:
                    failed = f"{label} FAILED: {r[2].stderr.strip()[:100]}"
                runs[label].append(r)
            if failed:
                break
        if failed:
            print(f"{row:28} {failed}")
            continue
        (gw, gc), (pw, pc), (_, cc), (_, lc) = [
            (statistics.median(r[0] for r in runs[k]), statistics.median(r[1] for r in runs[k]))
            for k in ("ghc", "plugin", "cabal", "cabal-lp")]
        lines = sum(1 for m in modules for _ in open(m))
        print(f"{row:28} {lines:>5} {gw:6.2f} {pw:9.2f} {pw / gw:6.2f}"
              f" {gc:7.3f} {pc:11.3f} {pc / gc:6.2f} {cc:9.3f} {cc / gc:6.2f} {lc:13.3f} {lc / gc:6.2f}")
    shutil.rmtree(out, ignore_errors=True)
    print("(medians; +plugin as scripts/g2-ghc runs GHC, cabal with -package g2-plugin as cabal"
          " passes build-depends, +LIBRARY_PATH the same with scripts/g2-ghc's LIBRARY_PATH;"
          " issue 15's goal: the plugin adds under 10%)")


def corpus_one(name):
    f = os.path.join(DIFF, name + ".hs")
    t0 = time.perf_counter()
    p = subprocess.run([G2, f, "run", "--n", "100000000", "--timeout", "60", "--stats"],
                       capture_output=True, text=True)
    g2_wall = time.perf_counter() - t0
    stats = dict(re.findall(r"(\w+)=([\d.]+)", p.stderr))
    t0 = time.perf_counter()
    subprocess.run(["ghc", "-v0", f, "-e", "putStr (show run)"], capture_output=True, text=True)
    ghci_wall = time.perf_counter() - t0
    return {
        "name": name, "ok": p.returncode in G2_RAN, "g2": g2_wall, "ghci": ghci_wall,
        "steps": int(stats.get("steps", 0)), "search": float(stats.get("search_seconds", "nan")),
        "err": p.stderr.strip().splitlines()[-1] if p.returncode not in G2_RAN and p.stderr.strip() else "",
    }


def corpus(only):
    names = sorted(f[:-3] for f in os.listdir(DIFF) if f.endswith(".hs") and only in f)
    rows = [corpus_one(n) for n in names]
    header = f"{'program':24} {'steps':>10} {'search s':>9} {'g2 wall s':>9} {'ghci s':>7} {'g2/ghci':>7}"
    print()
    print(f"differential corpus ({len(rows)} programs, {DIFF})")
    print(header)
    print("-" * len(header))
    for r in rows:
        if not r["ok"]:
            print(f"{r['name']:24} g2 FAILED: {r['err'][:80]}")
            continue
        print(f"{r['name']:24} {r['steps']:>10} {r['search']:9.3f} {r['g2']:9.2f} {r['ghci']:7.2f} {r['g2'] / r['ghci']:7.2f}")
    ok = [r for r in rows if r["ok"]]
    if not ok:
        return
    g2_total = sum(r["g2"] for r in ok)
    ghci_total = sum(r["ghci"] for r in ok)
    search_total = sum(r["search"] for r in ok)
    steps_total = sum(r["steps"] for r in ok)
    print("-" * len(header))
    print(f"{'total (' + str(len(ok)) + ' ran)':24} {steps_total:>10} {search_total:9.3f} {g2_total:9.2f} {ghci_total:7.2f} {g2_total / ghci_total:7.2f}")
    print(f"g2 exited non-zero on {len(rows) - len(ok)} programs (not in the totals)")
    print("five slowest under g2 (wall; search = engine time, the rest is GHC compiling with the plugin):")
    for r in sorted(ok, key=lambda r: -r["g2"])[:5]:
        print(f"  {r['name']:22} {r['g2']:6.2f} s wall, {r['search']:6.3f} s search, {r['steps']} steps")


# Published times of the G2Q chapter (Figure 3.15 and section 3.5.4); None: not published.
PUBLISHED = {
    "sumToN 0 [-5,10,-15,20,25]": None,
    "badEnvSearch prog": "59.32",
    "non-zero Mul x y == Add x y": "0.56",
    "solveDeBruijn id": "0.04",
    "solveDeBruijn const": "1.06",
    "solveDeBruijn NOT": "timeout",
    "solveDeBruijn OR": "86.22",
    "solveDeBruijn AND": "timeout",
    "solveQueens 4": "0.36", "solveQueens 5": "0.55", "solveQueens 6": "0.90",
    "solveQueens 7": "1.47", "solveQueens 8": "2.30",
    "solveQueens' 8 (length last)": "36.42",
    "stringSearch (a+b)*c(d+(ef)*)": "0.26",
    "stringSearch abcdef": "4.23",
    "stringSearch a+b+c+d+e+f": "0.05",
    "stringSearch a*b*c*d*e*f*": "0.02",
}


def g2q_build():
    """Compiles both bench programs; returns (g2 exe, SBV exe or None, SBV problem)."""
    os.makedirs(G2Q_BUILD, exist_ok=True)
    g2_exe = os.path.join(G2Q_BUILD, "g2q-bench")
    # GHC does not relink when only the plugin's library (with the engine) changed.
    if os.path.exists(g2_exe):
        os.remove(g2_exe)
    p = subprocess.run([os.path.join(ROOT, "scripts", "g2-ghc"), "-O1", "-threaded", "-v0",
                        "-i" + os.path.join(ROOT, "test-suite", "test"), "-i" + G2Q_DIR,
                        "-outputdir", os.path.join(G2Q_BUILD, "g2"),
                        os.path.join(G2Q_DIR, "Bench.hs"), "-o", g2_exe],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("bench: compiling bench/g2q/Bench.hs failed:\n" + p.stdout + p.stderr)
    sbv_exe = os.path.join(G2Q_BUILD, "sbv-bench")
    p = subprocess.run(["ghc", "-O1", "-threaded", "-v0", "-outputdir", os.path.join(G2Q_BUILD, "sbv"),
                        os.path.join(G2Q_DIR, "SBVBench.hs"), "-o", sbv_exe],
                       capture_output=True, text=True)
    if p.returncode != 0:
        why = "SBV not installed (apt-get install libghc-sbv-dev)" if "sbv" in (p.stdout + p.stderr).lower() \
            else "compiling bench/g2q/SBVBench.hs failed"
        return g2_exe, None, why + ":\n" + (p.stdout + p.stderr)[-400:]
    return g2_exe, sbv_exe, None


def g2q_run(exe, args):
    """{name: (seconds, outcome)} from one of the bench programs' tab-separated lines."""
    p = subprocess.run([exe, *args], capture_output=True, text=True)
    rows = {}
    for line in p.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            rows[parts[0]] = (float(parts[1]), parts[2])
    if p.returncode != 0:
        print(f"bench: {os.path.basename(exe)} exited {p.returncode}: {p.stderr.strip()[-300:]}")
    return rows


def g2q(a):
    g2_exe, sbv_exe, sbv_problem = g2q_build()
    args = ["--repeat", str(a.repeat), "--timeout", str(a.timeout), "--only", a.only]
    g2 = g2q_run(g2_exe, args)
    sbv = g2q_run(sbv_exe, args) if sbv_exe else {}
    if sbv_problem:
        print("bench: " + sbv_problem)

    def outcome(o):
        if o.startswith("Found "):
            return o[len("Found "):]
        if o.startswith("Satisfiable. Model: "):
            return o[len("Satisfiable. Model: "):]
        return o

    def cell(row):
        if row is None:
            return "n/a"
        secs, o = row
        if o.startswith("GaveUp"):
            return f">{a.timeout:g} (gave up)"
        if o.startswith(("WRONG", "Rejected", "Error", "NotFound", "Unsat")):
            return f"{secs:.2f} ({o.split()[0]})"
        return f"{secs:.3f}"

    print(f"G2Q case studies: median of {a.repeat} (a case that gives up runs once), "
          f"limit {a.timeout:g} s per query")
    header = f"{'case':38} {'g2 s':>16} {'published s':>11} {'SBV s':>16}  g2 answer | SBV answer"
    print(header)
    print("-" * len(header))
    for name, row in g2.items():
        pub = PUBLISHED.get(name)
        srow = sbv.get(name)
        answers = outcome(row[1])[:50]
        if srow:
            answers += " | " + outcome(srow[1])[:60]
        print(f"{name:38} {cell(row):>16} {pub or '-':>11} {cell(srow) if sbv_exe else '-':>16}  {answers}")


LIQUID = os.path.join(ROOT, "test-suite", "programs", "liquid", "corpus")


def liquid_functions(path):
    """The checked annotated functions of a module, in order (not assume, not die)."""
    fs = []
    for m in re.finditer(r"\{-@\s*(assume\s+)?([a-z_][A-Za-z0-9_']*)\s*::", open(path).read()):
        if not m.group(1) and m.group(2) != "die" and m.group(2) not in fs:
            fs.append(m.group(2))
    return fs


def liquid_run(path, f, limit):
    t = time.perf_counter()
    p = subprocess.run([G2, "liquid", path] + ([f] if f else []) + ["--json", "--timeout", str(limit)],
                       capture_output=True, text=True)
    wall = time.perf_counter() - t
    if p.returncode not in G2_RAN:
        return wall, "FAILED: " + p.stderr.strip()[-120:]
    # counterexamples have a "kind"; a function without one gets an "outcome" object
    ces = [j for j in (json.loads(l) for l in p.stdout.splitlines() if l.strip()) if "kind" in j]
    if not ces:
        return wall, "nothing"
    j = ces[0]
    who = [a["function"] for a in j["abstractions"]] if j["kind"] == "abstract" else \
          ([j["blame"]["function"]] if j["blame"] else [])
    return wall, j["kind"] + (", blames " + ", ".join(who) if who else "")


def liquid(a):
    limit = int(a.liquid_timeout)
    rows = []
    for file in ["List.hs", "MapReduce.hs", "KMeans.hs"]:
        path = os.path.join(LIQUID, file)
        # GHC and loading: the function that does not exist is not checked at all.
        base = statistics.median(liquid_run(path, "append" if file == "List.hs" else liquid_functions(path)[0], 0)[0]
                                 for _ in range(a.repeat))
        for f in liquid_functions(path):
            if a.only not in f:
                continue
            runs = [liquid_run(path, f, limit) for _ in range(a.repeat)]
            wall = statistics.median(w for w, _ in runs)
            rows.append((file, f, runs[0][1], wall, max(0.0, wall - base)))
    print(f"liquid corpus: g2 liquid FILE F --json --timeout {limit}, median of {a.repeat}; "
          f"check s = wall s minus the module's --timeout 0 run")
    header = f"{'module':13} {'function':16} {'result':40} {'wall s':>7} {'check s':>8}"
    print(header)
    print("-" * len(header))
    for file, f, res, wall, check in rows:
        print(f"{file[:-3]:13} {f:16} {res[:40]:40} {wall:7.2f} {check:8.2f}")
    found = [(w, c) for _, _, r, w, c in rows if r.startswith(("concrete", "abstract"))]
    clean = [(w, c) for _, _, r, w, c in rows if r == "nothing"]
    for name, xs in [("with a counterexample", found), ("nothing found (run to the limit)", clean)]:
        if xs:
            ws, cs = [w for w, _ in xs], [c for _, c in xs]
            print(f"{name}: {len(xs)} functions; check s median {statistics.median(cs):.2f}, "
                  f"mean {statistics.mean(cs):.2f}, worst {max(cs):.2f}; wall s median "
                  f"{statistics.median(ws):.2f}, mean {statistics.mean(ws):.2f}, worst {max(ws):.2f}")


def peak_rss(cmd):
    """Runs cmd; returns (the process's own peak RSS in MB, wall seconds, stdout)."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    peak = 0
    while p.poll() is None:
        try:
            with open(f"/proc/{p.pid}/status") as st:
                for line in st:
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]))
        except OSError:
            pass
        time.sleep(0.02)
    out = p.stdout.read()
    return peak / 1024, time.perf_counter() - t, out


def memory(a):
    limit = int(a.liquid_timeout)
    small = os.path.join(ROOT, "test-suite", "programs", "liquid")
    files = [os.path.join(small, "Concat.hs"), os.path.join(small, "ZipWith.hs"),
             os.path.join(LIQUID, "KMeans.hs")]
    print(f"g2 liquid FILE --timeout {limit}: the g2 process's peak RSS (MB), median of {a.repeat}")
    header = f"{'module':10} {'lines':>5} {'budget MB':>10} {'peak MB':>8} {'wall s':>7}  outcomes that differ"
    print(header)
    print("-" * len(header))
    for path in files:
        name = os.path.basename(path)[:-3]
        if a.only not in name:
            continue
        outs = {}
        for budget in ["default", "none"]:
            extra = [] if budget == "default" else ["--max-memory", "1000000"]
            runs = [peak_rss([G2, "liquid", path, "--timeout", str(limit)] + extra)
                    for _ in range(a.repeat)]
            outs[budget] = set(runs[0][2].splitlines())
            diff = sorted(outs[budget] - outs.get("default", outs[budget]))
            print(f"{name:10} {len(open(path).readlines()):5} {budget:>10} "
                  f"{statistics.median(r[0] for r in runs):8.0f} "
                  f"{statistics.median(r[1] for r in runs):7.1f}  {'; '.join(diff)[:80]}")


def g2q_concurrent(n=100):
    """The memory of N concurrent G2Q queries (bench/g2q/Concurrent.hs)."""
    os.makedirs(G2Q_BUILD, exist_ok=True)
    exe = os.path.join(G2Q_BUILD, "g2q-concurrent")
    if os.path.exists(exe):
        os.remove(exe)
    p = subprocess.run([os.path.join(ROOT, "scripts", "g2-ghc"), "-O1", "-threaded", "-rtsopts", "-v0",
                        "-outputdir", os.path.join(G2Q_BUILD, "concurrent"),
                        os.path.join(G2Q_DIR, "Concurrent.hs"), "-o", exe],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("bench: compiling bench/g2q/Concurrent.hs failed:\n" + p.stdout + p.stderr)
    p = subprocess.run([exe, str(n), "+RTS", "-N"], capture_output=True, text=True)
    parts = p.stdout.split()
    if p.returncode != 0 or len(parts) != 4:
        print(f"G2Q concurrent: FAILED (exit {p.returncode}): {p.stderr.strip()[-300:]}")
        return
    n, found, before, after = map(int, parts)
    per_query = (after - before) / 1024 / n
    print(f"G2Q: {n} concurrent queries, {found} answered: peak {before / 1024:.0f} MB after one, "
          f"{after / 1024:.0f} MB after all: {per_query:.2f} MB per query (target < 2)")


INFER = [os.path.join(ROOT, "bench", "infer"),
         os.path.join(ROOT, "test-suite", "programs", "liquid", "infer")]


def infer(a):
    limit = a.infer_timeout
    rows, found, total = [], 0, 0
    paths = [os.path.join(d, f) for d in INFER for f in sorted(os.listdir(d))]
    for path in paths:
        file = os.path.basename(path)
        if not file.endswith(".hs") or a.only not in file:
            continue
        # `-- infer: TOP [--FLAG...] [(what it is)]`
        top, *rest = re.match(r"-- infer: (.*)", open(path).read()).group(1).split()
        flags = [w for w in rest if w.startswith("--")]
        t = time.perf_counter()
        p = subprocess.run([G2, "infer", path, top, "--json", "--timeout", str(limit)] + flags,
                           capture_output=True, text=True)
        wall = time.perf_counter() - t
        total += 1
        if p.returncode not in G2_RAN:
            rows.append((file, top, "FAILED", wall, p.stderr.strip()[-100:]))
            continue
        j = json.loads(p.stdout.splitlines()[-1])
        specs = "; ".join(s["annotation"] for s in j["specifications"])
        if j["outcome"] == "found":
            found += 1
        rows.append((file, top, j["outcome"], wall, specs or j["detail"][:100]))
    print(f"{'program':16} {'top':12} {'outcome':18} {'wall s':>7}  specifications (or why none)")
    for file, top, outcome, wall, what in rows:
        print(f"{file:16} {top:12} {outcome:18} {wall:7.1f}  {what}")
    walls = [r[3] for r in rows]
    print(f"\nfound specifications that remove every counterexample: {found}/{total} "
          f"(Lynx, seed 002 Figure 5.5: 23/26 on its own benchmarks); "
          f"time median {statistics.median(walls):.1f} s, max {max(walls):.1f} s (limit {limit} s)")


def concrete_table(cases, a):
    """Each case's g2 run against its GHCi peer, medians of --repeat; with a total line
    (sums of the medians) when every case has a peer."""
    header = f"{'case':26} {'results':>7} {'steps':>10} {'search s':>9} {'Msteps/s':>9} {'g2 wall s':>9} {'ghci s':>7} {'g2/ghci':>7}"
    print(header)
    print("-" * len(header))
    totals = [0.0, 0.0]
    for case in cases:
        if a.only not in case[0]:
            continue
        runs = [run_g2(case) for _ in range(a.repeat)]
        r = runs[0]
        if not r["ok"]:
            print(f"{case[0]:26} FAILED: {r['err']}")
            totals = [float("nan")] * 2
            continue
        wall = statistics.median(x["wall"] for x in runs)
        search = statistics.median(x["search"] for x in runs)
        peer = [run_ghci(case) for _ in range(a.repeat)] if case[4] else []
        peer = statistics.median(peer) if peer and None not in peer else None
        mps = r["steps"] / search / 1e6 if search > 0 else float("nan")
        ratio = f"{wall / peer:7.2f}" if peer else f"{'-':>7}"
        peer_s = f"{peer:7.2f}" if peer else f"{'-':>7}"
        print(f"{case[0]:26} {r['results']:>7} {r['steps']:>10} {search:9.3f} {mps:9.2f} {wall:9.2f} {peer_s} {ratio}")
        if cases is INDEPENDENT_CASES and peer:
            totals = [totals[0] + wall, totals[1] + peer]
    if cases is INDEPENDENT_CASES and totals[1] > 0:
        print(f"{'total':26} {'':>7} {'':>10} {'':>9} {'':>9} {totals[0]:9.2f} {totals[1]:7.2f} {totals[0] / totals[1]:7.2f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="")
    ap.add_argument("--no-corpus", action="store_true")
    ap.add_argument("--corpus-only", action="store_true")
    ap.add_argument("--g2q", action="store_true", help="only G2Q's case studies (and SBV)")
    ap.add_argument("--timeout", type=float, default=20, help="seconds per G2Q query")
    ap.add_argument("--liquid", action="store_true", help="only the liquid corpus: time per function")
    ap.add_argument("--liquid-timeout", type=int, default=5, help="seconds per liquid function")
    ap.add_argument("--memory", action="store_true", help="only the peak memory of g2 liquid runs and of concurrent G2Q queries")
    ap.add_argument("--infer", action="store_true", help="only g2 infer on bench/infer/")
    ap.add_argument("--independent", action="store_true", help="only the fifteen programs of bench/programs/independent/ against GHCi")
    ap.add_argument("--plugin-cost", action="store_true", help="only the plugin's fixed cost on modules with nothing to check")
    ap.add_argument("--infer-timeout", type=int, default=120, help="seconds per inference run")
    a = ap.parse_args()
    if not os.path.exists(G2):
        sys.exit("bench: build first (scripts/build.sh)")
    if a.corpus_only:
        corpus(a.only)
        return
    if a.g2q:
        g2q(a)
        return
    if a.liquid:
        liquid(a)
        return
    if a.memory:
        memory(a)
        g2q_concurrent()
        return
    if a.infer:
        infer(a)
        return
    if a.plugin_cost:
        plugin_cost(a)
        return
    if a.independent:
        concrete_table(INDEPENDENT_CASES, a)
        return
    concrete_table(CASES, a)
    threads_table(a)
    if not a.no_corpus:
        corpus(a.only)


if __name__ == "__main__":
    main()
