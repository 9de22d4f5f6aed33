-- G2-EXPECT: defaultConfig safe
-- G2-EXPECT: withRetries safe
-- G2-EXPECT: backoff safe
module R112Config where

data Config = Config { retries :: Int, timeout :: Int, verbose :: Bool }
  deriving (Show, Eq)

{-@ data Config = Config { retries :: {v:Int | 0 <= v && v <= 10}
                         , timeout :: {v:Int | v > 0}
                         , verbose :: Bool } @-}

{-@ defaultConfig :: Config @-}
defaultConfig :: Config
defaultConfig = Config 3 30 False

{-@ withRetries :: Int -> Config -> Config @-}
withRetries :: Int -> Config -> Config
withRetries n c = c { retries = max 0 (min 10 n) }

{-@ backoff :: c:Config -> {v:Int | v > 0} @-}
backoff :: Config -> Int
backoff c = timeout c * (retries c + 1)
