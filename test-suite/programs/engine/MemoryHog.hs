-- A path that keeps a growing structure live: the first `n` numbers are counted and
-- then summed, so all of them stay in memory between the two (GHC's own program needs
-- gigabytes for n = 50,000,000). Note [Memory limit] in rust-core/src/search/memory.rs.
module MemoryHog where

countAndSum :: Int -> Int
countAndSum n = let xs = take n [1 ..] in length xs + sum xs

-- No inputs: one concrete run.
fiftyMillion :: Int
fiftyMillion = countAndSum 50000000
