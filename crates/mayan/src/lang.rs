//! What the command line needs of the message catalogue beyond `t!`
//! (docs/i18n.md): output for machines kept in English, errors and their
//! causes in the user's language, lists, and text measured in terminal
//! columns (a Chinese character takes two).

use std::io;

use mayan_i18n::{Lang, t};

/// Runs `f` in English when `json`: JSON never changes with the language,
/// nor do the texts inside it (a verdict's reason, a plan, an error line).
pub fn machine<R>(json: bool, f: impl FnOnce() -> R) -> R {
    if json {
        mayan_i18n::with(Lang::En, f)
    } else {
        f()
    }
}

/// An error and its causes on one line, each cause after the one it
/// explains (`cannot read x.in: No such file or directory (os error 2)`),
/// as anyhow's `{:#}` writes them in English; system errors are said in
/// the language.
pub fn error_text(err: &anyhow::Error) -> String {
    let mut parts = err.chain().map(|e| match e.downcast_ref::<io::Error>() {
        Some(io) => io_text(io),
        None => e.to_string(),
    });
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |text, cause| {
        t!("cli-error-cause", error = text, cause = cause)
    })
}

/// A system error (a file not found, no permission) in the language: the
/// system's own words in English, the catalogue's in Chinese for the
/// common kinds.
pub fn io_text(e: &io::Error) -> String {
    if mayan_i18n::current() == Lang::En {
        return e.to_string();
    }
    let id = match e.kind() {
        io::ErrorKind::NotFound => "cli-io-not-found",
        io::ErrorKind::PermissionDenied => "cli-io-permission-denied",
        io::ErrorKind::AlreadyExists => "cli-io-already-exists",
        io::ErrorKind::IsADirectory => "cli-io-is-a-directory",
        io::ErrorKind::NotADirectory => "cli-io-not-a-directory",
        io::ErrorKind::StorageFull => "cli-io-storage-full",
        io::ErrorKind::BrokenPipe => "cli-io-broken-pipe",
        io::ErrorKind::AddrInUse => "cli-io-address-in-use",
        io::ErrorKind::AddrNotAvailable => "cli-io-address-not-available",
        io::ErrorKind::InvalidData => "cli-io-invalid-data",
        _ => return e.to_string(),
    };
    mayan_i18n::tr(id, None)
}

/// Items joined as a list of names (`a, b, c`; `a、b、c` in Chinese).
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let sep = t!("cli-list-separator");
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<&str>>()
        .join(&sep)
}

/// The columns a text takes in a terminal: a Chinese character two, an
/// escape sequence none.
pub fn width(s: &str) -> usize {
    console::measure_text_width(s)
}

/// `s` padded with spaces to `columns` terminal columns (`{:<N}` counts
/// characters, and a Chinese character takes two columns).
pub fn pad(s: &str, columns: usize) -> String {
    let w = width(s);
    format!("{s}{}", " ".repeat(columns.saturating_sub(w)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_text_is_two_columns_a_character() {
        assert_eq!(width("abc"), 3);
        assert_eq!(width("无解"), 4);
        assert_eq!(width("\x1b[1m无\x1b[0m"), 2);
        assert_eq!(pad("无解", 6), "无解  ");
        assert_eq!(pad("ab", 6), "ab    ");
        assert_eq!(pad("toolong", 3), "toolong");
    }

    #[test]
    fn errors_read_as_anyhow_writes_them_in_english() {
        let io = io::Error::new(io::ErrorKind::NotFound, "gone");
        let err = anyhow::Error::new(io).context("cannot read x.in");
        assert_eq!(error_text(&err), format!("{err:#}"));
        let zh = mayan_i18n::with(Lang::Zh, || {
            let err = anyhow::Error::new(io::Error::from(io::ErrorKind::NotFound))
                .context(t!("cli-cannot-read", name = "x.in"));
            error_text(&err)
        });
        assert_eq!(zh, "无法读取 x.in：文件或目录不存在");
    }

    #[test]
    fn lists_are_joined_in_the_language() {
        assert_eq!(list(&["a", "b"]), "a, b");
        assert_eq!(mayan_i18n::with(Lang::Zh, || list(&["a", "b"])), "a、b");
    }
}
