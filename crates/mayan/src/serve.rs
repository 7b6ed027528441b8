//! `mayan serve`: the web page and its API.

use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use mayan_i18n::{Lang, t};

use crate::cli::ServeArgs;

/// A number of seconds from an option, above 0 and at most a day.
fn seconds(option: &str, value: f64) -> Result<Duration> {
    if !(value.is_finite() && value > 0.0 && value <= 86_400.0) {
        bail!(t!(
            "cli-serve-seconds",
            option = option,
            value = value.to_string()
        ));
    }
    Ok(Duration::from_secs_f64(value))
}

pub fn run(args: &ServeArgs) -> Result<ExitCode> {
    let solve_timeout = seconds("--solve-timeout", args.solve_timeout)?;
    let idle_timeout = seconds("--idle-timeout", args.idle_timeout)?;
    if args.max_concurrent == 0 {
        bail!(t!("cli-serve-max-concurrent"));
    }
    let config = mayan_web::Config {
        solve_timeout,
        max_concurrent: args.max_concurrent,
        max_queue: args.max_queue,
        max_connections: args.max_connections,
        idle_timeout,
        body_timeout: idle_timeout / 2,
        memory_bytes: args.memory.saturating_mul(1 << 20),
        ..mayan_web::Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .with_context(|| t!("cli-serve-cannot-start-runtime"))?;
    // Ctrl-C stops the server as SIGTERM does (the searches in flight are
    // answered 503): while this guard lives the first Ctrl-C does not end
    // the process; a second one does, with 130.
    let _first_ctrl_c_is_graceful = crate::progress::Interruptible::new();
    let lang = mayan_i18n::current();
    let served = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind((args.host.as_str(), args.port))
            .await
            .with_context(|| {
                let at = format!("{}:{}", args.host, args.port);
                t!("cli-serve-cannot-listen", address = at)
            })?;
        let addr = listener
            .local_addr()
            .with_context(|| t!("cli-serve-cannot-read-address"))?;
        let host = if addr.is_ipv6() {
            format!("[{}]", addr.ip())
        } else {
            addr.ip().to_string()
        };
        let url = format!("http://{host}:{}/", addr.port());
        crate::outln!("{}", t!("cli-serve-serving", url = url))?;
        // The API answers JSON, on the runtime's threads: in English. What
        // is still to say to the person who started it is said now.
        let stopped = t!("cli-serve-stopped-error");
        mayan_i18n::set_default(Lang::En);
        mayan_web::serve_until(listener, config, stop_signal())
            .await
            .context(stopped)
    });
    mayan_i18n::set_default(lang);
    served?;
    // Searches were cancelled at the signal; a thread still inside one is
    // not waited for past this.
    runtime.shutdown_timeout(Duration::from_millis(200));
    eprintln!("{}", t!("cli-serve-stopped"));
    Ok(ExitCode::SUCCESS)
}

/// Completes at Ctrl-C (SIGINT) or SIGTERM; never when neither can be
/// watched.
async fn stop_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
