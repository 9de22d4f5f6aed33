{-# LANGUAGE NamedFieldPuns #-}
module RecordPatterns where

data Config = Config { width :: Int, height :: Int, title :: String } deriving Show

area :: Config -> Int
area Config { width, height } = width * height

defaultConfig :: Config
defaultConfig = Config { width = 80, height = 24, title = "term" }

run :: String
run = show (area defaultConfig) ++ " " ++ show defaultConfig { title = "wide", width = 200 } ++ " " ++ title defaultConfig
