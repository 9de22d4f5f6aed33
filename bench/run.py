#!/usr/bin/env python3
"""Benchmarks for G2-rs: reduction throughput on concrete code and time to all results
on the engine's acceptance examples, with GHCi (`ghc -e`, the bytecode interpreter) as
the peer on concrete programs.

    bench/run.py              # run everything, print a table
    bench/run.py --repeat 5   # more repetitions (the table shows the median)
    bench/run.py --only fib   # cases whose name contains "fib"

Needs the project built (scripts/build.sh). Wall-clock times include GHC compiling the
module with the plugin; `search s` is the engine's own time (search plus validation).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
G2 = os.path.join(ROOT, "target", "release", "g2")
ENGINE = os.path.join(ROOT, "test-suite", "programs", "engine")
BENCH = os.path.join(ROOT, "bench", "programs")

# name, file, function, extra g2 args, GHCi expression (None: no peer)
CASES = [
    ("concrete fib 22", f"{BENCH}/Concrete.hs", "fib22", ["--n", "100000000"], "fib22"),
    ("concrete sum 1..200000", f"{BENCH}/Concrete.hs", "sum200k", ["--n", "100000000"], "sum200k"),
    ("concrete 6-queens", f"{BENCH}/Concrete.hs", "nQueens6", ["--n", "100000000"], "nQueens6"),
    ("peano add = 4", f"{ENGINE}/Peano.hs", "add", ["--assume", r"\x y r -> r == four"], None),
    ("peano multiply = 4", f"{ENGINE}/Peano.hs", "multiply", ["--assume", r"\x y r -> r == four"], None),
    ("mc91 <= 100, /= 91", f"{ENGINE}/Peano.hs", "mc91", ["--assume", r"\x r -> x <= 100 && r /= 91", "--n", "3000"], None),
    ("infinite list k=1", f"{ENGINE}/Lazy.hs", "replAt", ["--assert", r"\i k r -> r", "--max-outputs", "1"], None),
    ("char kinds", f"{ENGINE}/Chars.hs", "kind", [], None),
    ("intersect commutes", f"{ENGINE}/Intersect.hs", "commutes", ["--assert", r"\x y r -> r", "--max-outputs", "1"], None),
]


def run_g2(case):
    _, file, fn, args, _ = case
    t0 = time.perf_counter()
    p = subprocess.run([G2, file, fn, "--stats", *args], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    stats = dict(re.findall(r"(\w+)=([\d.]+)", p.stderr))
    ok = p.returncode == 0
    return {
        "wall": wall,
        "ok": ok,
        "results": len(p.stdout.splitlines()),
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    if not os.path.exists(G2):
        sys.exit("bench: build first (scripts/build.sh)")
    header = f"{'case':26} {'results':>7} {'steps':>10} {'search s':>9} {'Msteps/s':>9} {'g2 wall s':>9} {'ghci s':>7} {'g2/ghci':>7}"
    print(header)
    print("-" * len(header))
    for case in CASES:
        if a.only not in case[0]:
            continue
        runs = [run_g2(case) for _ in range(a.repeat)]
        r = runs[0]
        if not r["ok"]:
            print(f"{case[0]:26} FAILED: {r['err']}")
            continue
        wall = statistics.median(x["wall"] for x in runs)
        search = statistics.median(x["search"] for x in runs)
        peer = [run_ghci(case) for _ in range(a.repeat)] if case[4] else []
        peer = statistics.median(peer) if peer and None not in peer else None
        mps = r["steps"] / search / 1e6 if search > 0 else float("nan")
        ratio = f"{wall / peer:7.2f}" if peer else f"{'-':>7}"
        peer_s = f"{peer:7.2f}" if peer else f"{'-':>7}"
        print(f"{case[0]:26} {r['results']:>7} {r['steps']:>10} {search:9.3f} {mps:9.2f} {wall:9.2f} {peer_s} {ratio}")


if __name__ == "__main__":
    main()
