//! `mayan serve`: the web page and its API.

use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::cli::ServeArgs;

pub fn run(args: &ServeArgs) -> Result<ExitCode> {
    if !(args.solve_timeout.is_finite()
        && args.solve_timeout > 0.0
        && args.solve_timeout <= 86_400.0)
    {
        bail!(
            "--solve-timeout must be a number of seconds above 0 and at most 86400, found {}",
            args.solve_timeout
        );
    }
    if args.max_concurrent == 0 {
        bail!("--max-concurrent must be at least 1");
    }
    let config = mayan_web::Config {
        solve_timeout: Duration::from_secs_f64(args.solve_timeout),
        max_concurrent: args.max_concurrent,
        memory_bytes: args.memory.saturating_mul(1 << 20),
        ..mayan_web::Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((args.host.as_str(), args.port))
            .await
            .with_context(|| format!("cannot listen on {}:{}", args.host, args.port))?;
        let addr = listener
            .local_addr()
            .context("cannot read the address listened on")?;
        let host = if addr.is_ipv6() {
            format!("[{}]", addr.ip())
        } else {
            addr.ip().to_string()
        };
        crate::outln!(
            "Mayan is serving on http://{host}:{}/ (Ctrl-C stops it)",
            addr.port()
        )?;
        mayan_web::serve(listener, config)
            .await
            .context("the server stopped")
    })?;
    Ok(ExitCode::SUCCESS)
}
