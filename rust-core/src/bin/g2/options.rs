//! The options the commands share, each range-checked: a value out of range is a usage
//! error naming the option, never a panic or a silent clamp.

use std::time::Duration;

use g2core::reduce::higher_order::Mode;
use g2core::search::{Config, Order};
use g2core::{Error, Result};

/// The longest `--timeout`: a week. Longer waits are better served by `--n`.
const MAX_TIMEOUT_SECS: f64 = 7.0 * 24.0 * 3600.0;

/// The memory budget of a search unless `--max-memory` says otherwise, in MB: waiting
/// states beyond it are dropped (`search::memory`), and the outcome says so.
pub const DEFAULT_MAX_MEMORY_MB: u64 = 200;

/// The memory limit of a search unless `--max-memory` says otherwise, in MB: past it the
/// search stops, even one path that needs more (Note [Memory limit] in `search::memory`).
pub const DEFAULT_MEMORY_LIMIT_MB: u64 = 4096;

/// Reads the option `arg` (with its value from `rest`) into `config` if it is one of
/// the shared ones; returns whether it was.
pub fn shared(
    arg: &str,
    rest: &mut impl Iterator<Item = String>,
    config: &mut Config,
) -> Result<bool> {
    match arg {
        "--n" => config.max_steps = positive(arg, &value(arg, rest)?)?,
        "--timeout" => config.timeout = timeout(&value(arg, rest)?)?,
        "--max-outputs" => config.max_outputs = Some(positive(arg, &value(arg, rest)?)? as usize),
        "--threads" => config.threads = threads(&value(arg, rest)?, false)?,
        "--force-threads" => config.threads = threads(&value(arg, rest)?, true)?,
        "--max-memory" => {
            let limit = Some(megabytes(&value(arg, rest)?)?);
            (config.max_memory, config.memory_limit) = (limit, limit);
        }
        "--higher-order" => {
            let v = value(arg, rest)?;
            config.higher_order = Mode::parse(&v).ok_or_else(|| {
                Error::Usage(format!(
                    "--higher-order: unknown choice `{v}` (symbolic, module, both)"
                ))
            })?
        }
        "--order" => {
            config.order = match value(arg, rest)?.as_str() {
                "fair" => Order::Fair,
                "fewest-symbolic" => Order::FewestSymbolic,
                "smallest" => Order::Smallest,
                "smallest-deepest" => Order::SmallestDeepest,
                other => {
                    return Err(Error::Usage(format!(
                        "--order: unknown order `{other}` \
                         (fair, fewest-symbolic, smallest, smallest-deepest)"
                    )))
                }
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The value after option `name`.
pub fn value(name: &str, rest: &mut impl Iterator<Item = String>) -> Result<String> {
    rest.next().ok_or_else(|| Error::Usage(format!("{name} needs a value")))
}

/// A whole number of at least 1.
fn positive(name: &str, v: &str) -> Result<u64> {
    match v.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        Ok(_) => Err(Error::Usage(format!("{name} must be at least 1, got `{v}`"))),
        Err(_) => Err(Error::Usage(format!(
            "{name} expects a whole number from 1 to {}, got `{v}`",
            u64::MAX
        ))),
    }
}

/// Seconds, fractions allowed, more than 0 and at most a week.
fn timeout(v: &str) -> Result<Duration> {
    match v.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= MAX_TIMEOUT_SECS => Ok(Duration::from_secs_f64(s)),
        _ => Err(Error::Usage(format!(
            "--timeout expects seconds, more than 0 and at most {MAX_TIMEOUT_SECS} (a week), got `{v}`"
        ))),
    }
}

/// `--max-memory`'s value in bytes: at least 1 MB, and within what a u64 counts.
fn megabytes(v: &str) -> Result<u64> {
    match v.parse::<u64>().ok().and_then(|mb| mb.checked_mul(1 << 20).filter(|_| mb > 0)) {
        Some(bytes) => Ok(bytes),
        None => Err(Error::Usage(format!(
            "--max-memory expects megabytes from 1 to {}, got `{v}`",
            u64::MAX >> 20
        ))),
    }
}

/// Worker threads: at most the machine's cores, unless forced (each thread holds its
/// own solver and share of the queue, so more threads than cores only cost memory).
fn threads(v: &str, forced: bool) -> Result<usize> {
    let n = positive(if forced { "--force-threads" } else { "--threads" }, v)?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if forced {
        // Even forced, a bound: a thread costs a Z3 context and a stack.
        return match n {
            n if n <= 256 => Ok(n as usize),
            _ => Err(Error::Usage(format!("--force-threads is at most 256, got `{v}`"))),
        };
    }
    if n as usize > cores {
        return Err(Error::Usage(format!(
            "--threads {n}: this machine has {cores} core(s); use --force-threads {n} to run more threads than cores"
        )));
    }
    Ok(n as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config> {
        let mut config = Config::default();
        let mut it = args.iter().map(|s| s.to_string());
        while let Some(a) = it.next() {
            assert!(shared(&a, &mut it, &mut config)?, "{a} is a shared option");
        }
        Ok(config)
    }

    #[test]
    fn out_of_range_values_are_usage_errors() {
        for bad in [
            &["--timeout", "18446744073709551615"][..],
            &["--timeout", "0"],
            &["--timeout", "-3"],
            &["--timeout", "nan"],
            &["--max-outputs", "0"],
            &["--n", "0"],
            &["--n", "-1"],
            &["--threads", "3000"],
            &["--force-threads", "3000"],
            &["--order", "random"],
            &["--higher-order", "all"],
            &["--max-memory", "0"],
            &["--max-memory", "18446744073709551615"],
            &["--n"],
        ] {
            assert!(matches!(parse(bad), Err(Error::Usage(_))), "{bad:?} is accepted");
        }
    }

    #[test]
    fn values_in_range_are_read() {
        let c = parse(&["--timeout", "1.5", "--max-outputs", "3", "--n", "7", "--threads", "1"])
            .unwrap();
        assert_eq!(c.timeout, Duration::from_millis(1500));
        assert_eq!((c.max_outputs, c.max_steps, c.threads), (Some(3), 7, 1));
    }
}
