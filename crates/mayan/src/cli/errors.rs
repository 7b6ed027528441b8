//! clap's own parse errors ("unexpected argument", "tip:", "Usage:") in the
//! program's language.
//!
//! English is clap's, printed by clap exactly as it always was. In any
//! other language the error is written again from its kind and context
//! (the option, the value, the suggestions, the usage) through the
//! catalogue's `cli-clap-*` messages, keeping clap's layout: the error
//! line, the tips, the usage line and the line that points at `--help`.
//! clap still prints it, so colours follow its rules (only on a terminal,
//! never in a pipe) and the exit code is its own, 2. An error a value
//! parser of Mayan's wrote (a catalogue message) is already in the
//! language and is kept as it is, in the new frame. `--help` and
//! `--version`, which clap reports as errors, are untouched.

use std::fmt::Write as _;

use clap::builder::styling::Style;
use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};
use mayan_i18n::{Lang, t};

/// Indent of clap's lists and tips.
const TAB: &str = "  ";

/// Prints a parse error in the program's language and exits as clap does.
pub fn exit_parse_error(err: clap::Error) -> ! {
    match mayan_i18n::current() {
        Lang::En => err.exit(),
        _ => localized(err).exit(),
    }
}

/// A parse error's text as printed in the program's language, without
/// colours.
pub fn parse_error_text(err: clap::Error) -> String {
    match mayan_i18n::current() {
        Lang::En => err.to_string(),
        _ => localized(err).to_string(),
    }
}

/// Whether clap formats `kind` itself from a text it holds (the help, the
/// version): those are left alone.
fn is_display(kind: ErrorKind) -> bool {
    matches!(
        kind,
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            | ErrorKind::DisplayVersion
    )
}

/// `err` to be written by [`Localized`].
fn localized(err: clap::Error) -> Error<Localized> {
    if is_display(err.kind()) || err.context().next().is_some() {
        return err.apply();
    }
    // An error made from a text (a value parser's, `Error::raw`): clap
    // holds it written out in English, "error: TEXT" with, when it was
    // formatted for a command, the usage and "For more information ...".
    // Its text is taken back out of that frame and framed again.
    let text = err.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    let (text, try_help) = match text.strip_suffix("\n\nFor more information, try '--help'.\n") {
        Some(t) => (t, true),
        None => (text.trim_end_matches('\n'), false),
    };
    let (text, usage) = match text.rsplit_once("\n\nUsage: ") {
        Some((t, u)) => (t, Some(u)),
        None => (text, None),
    };
    let mut out = Error::<Localized>::new(err.kind()).with_cmd(&super::help::command());
    out.insert(ContextKind::Custom, ContextValue::String(text.to_string()));
    // The usage line and "For more information" come together: a text
    // clap wrote without them is written again without them.
    if let Some(usage) = usage.filter(|_| try_help) {
        let usage = StyledStr::from(format!("Usage: {usage}"));
        out.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    }
    out
}

/// clap's [`ErrorFormatter`] in the program's language.
pub struct Localized;

impl ErrorFormatter for Localized {
    fn format_error(error: &Error<Self>) -> StyledStr {
        let styles = styles();
        let mut out = StyledStr::new();
        let message = message(error, &styles);
        let line = t!("cli-error", message = message.as_str());
        push_head(&mut out, &line, &message, styles.get_error());

        let mut suggested = false;
        let mut tip = |out: &mut StyledStr, text: String| {
            out.push_str("\n");
            if !suggested {
                out.push_str("\n");
                suggested = true;
            }
            out.push_str(TAB);
            let line = t!("cli-clap-tip", tip = text.as_str());
            push_head(out, &line, &text, styles.get_valid());
        };
        let similar = [
            (ContextKind::SuggestedSubcommand, "subcommand"),
            (ContextKind::SuggestedArg, "argument"),
            (ContextKind::SuggestedValue, "value"),
        ];
        for (context, kind) in similar {
            let names = strings(error.get(context));
            if !names.is_empty() {
                let quoted: Vec<String> = names
                    .iter()
                    .map(|n| format!("'{}'", paint(styles.get_valid(), n)))
                    .collect();
                let text = t!(
                    "cli-clap-similar",
                    count = names.len(),
                    kind = kind,
                    names = quoted.join(&t!("cli-list-separator"))
                );
                tip(&mut out, text);
            }
        }
        if let Some(ContextValue::StyledStrs(tips)) = error.get(ContextKind::Suggested) {
            for t in tips {
                tip(&mut out, suggestion(&t.to_string(), &styles));
            }
        }

        let custom = error.get(ContextKind::Custom).is_some();
        let usage = error.get(ContextKind::Usage);
        if let Some(ContextValue::StyledStr(usage)) = usage {
            out.push_str("\n\n");
            out.push_str(&self::usage(usage, &styles));
        }
        // clap points at `--help` after every error it words itself, and
        // after a text it framed with the usage.
        if !custom || usage.is_some() {
            let help = paint(styles.get_literal(), "--help");
            out.push_str("\n\n");
            out.push_str(&t!("cli-clap-try-help", help = help));
        }
        out.push_str("\n");
        out
    }
}

/// The styles of Mayan's command line (clap's own).
fn styles() -> Styles {
    use clap::CommandFactory;
    super::Cli::command().get_styles().clone()
}

/// `text` in `style` (the style's codes are taken out again when the
/// error is not written to a terminal).
fn paint(style: &Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// Appends `line`, a message that ends with `rest`, with its head (what
/// comes before `rest`: `错误：`, `提示：`) in `style`.
fn push_head(out: &mut StyledStr, line: &str, rest: &str, style: &Style) {
    match line.strip_suffix(rest) {
        Some(head) => {
            let _ = write!(out, "{}{rest}", paint(style, head));
        }
        None => out.push_str(line),
    }
}

/// The strings of a context value (one or many).
fn strings(value: Option<&ContextValue>) -> Vec<String> {
    match value {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    }
}

/// A context value that is one string.
fn string(error: &Error<Localized>, kind: ContextKind) -> Option<&str> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s),
        _ => None,
    }
}

/// A context value that is a number.
fn number(error: &Error<Localized>, kind: ContextKind) -> Option<i64> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n as i64),
        _ => None,
    }
}

/// The error line's message: what went wrong, from the error's kind and
/// context, with the lists clap puts under it.
fn message(error: &Error<Localized>, styles: &Styles) -> String {
    if let Some(text) = string(error, ContextKind::Custom) {
        return text.to_string();
    }
    let invalid = |s: &str| paint(styles.get_invalid(), s);
    let literal = |s: &str| paint(styles.get_literal(), s);
    let valid = |s: &str| paint(styles.get_valid(), s);
    let arg = string(error, ContextKind::InvalidArg);
    let value = string(error, ContextKind::InvalidValue);
    let list =
        |ids: &[String]| -> String { ids.iter().map(|v| format!("\n{TAB}{}", valid(v))).collect() };
    let values_line = |id: &str, name: &str, values: Vec<String>| -> String {
        if values.is_empty() {
            return String::new();
        }
        let shown: Vec<String> = values.iter().map(|v| valid(v)).collect();
        let sep = t!("help-list-separator");
        let mut args = mayan_i18n::FluentArgs::new();
        args.set(name, shown.join(&sep));
        format!("\n{TAB}{}", mayan_i18n::tr(id, Some(&args)))
    };
    let said = match error.kind() {
        ErrorKind::ArgumentConflict => conflict(error, styles),
        ErrorKind::NoEquals => arg.map(|a| t!("cli-clap-no-equals", arg = invalid(a))),
        ErrorKind::InvalidValue => arg.zip(value).map(|(a, v)| {
            let line = if v.is_empty() {
                t!("cli-clap-value-missing", arg = invalid(a))
            } else {
                t!(
                    "cli-clap-invalid-value",
                    value = invalid(v),
                    arg = literal(a)
                )
            };
            let values = strings(error.get(ContextKind::ValidValue));
            line + &values_line("help-possible-values", "values", values)
        }),
        ErrorKind::InvalidSubcommand => string(error, ContextKind::InvalidSubcommand)
            .map(|s| t!("cli-clap-invalid-subcommand", name = invalid(s))),
        ErrorKind::MissingRequiredArgument => match error.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(args)) => {
                Some(t!("cli-clap-missing-required") + &list(args))
            }
            _ => None,
        },
        ErrorKind::MissingSubcommand => string(error, ContextKind::InvalidSubcommand).map(|s| {
            let values = strings(error.get(ContextKind::ValidSubcommand));
            t!("cli-clap-missing-subcommand", name = invalid(s))
                + &values_line("cli-clap-subcommands", "values", values)
        }),
        ErrorKind::TooManyValues => arg.zip(value).map(|(a, v)| {
            t!(
                "cli-clap-too-many-values",
                value = invalid(v),
                arg = literal(a)
            )
        }),
        ErrorKind::TooFewValues => {
            let actual = number(error, ContextKind::ActualNumValues);
            let min = number(error, ContextKind::MinValues);
            match (arg, actual, min) {
                (Some(a), Some(actual), Some(min)) => Some(t!(
                    "cli-clap-too-few-values",
                    arg = literal(a),
                    actual = actual,
                    min = min
                )),
                _ => None,
            }
        }
        ErrorKind::WrongNumberOfValues => {
            let actual = number(error, ContextKind::ActualNumValues);
            let expected = number(error, ContextKind::ExpectedNumValues);
            match (arg, actual, expected) {
                (Some(a), Some(actual), Some(expected)) => Some(t!(
                    "cli-clap-wrong-number-of-values",
                    arg = literal(a),
                    actual = actual,
                    expected = expected
                )),
                _ => None,
            }
        }
        ErrorKind::ValueValidation => arg.zip(value).map(|(a, v)| {
            let reason = std::error::Error::source(error)
                .map(reason)
                .unwrap_or_default();
            t!(
                "cli-clap-value-validation",
                value = invalid(v),
                arg = literal(a),
                reason = reason
            )
        }),
        ErrorKind::UnknownArgument => {
            arg.map(|a| t!("cli-clap-unknown-argument", arg = invalid(a)))
        }
        ErrorKind::InvalidUtf8 => Some(t!("cli-clap-invalid-utf8")),
        _ => None,
    };
    said.unwrap_or_else(|| t!("cli-clap-kind", kind = kind_name(error.kind())))
}

/// `ArgumentConflict`: an argument given twice, or with one (or several)
/// it cannot go with.
fn conflict(error: &Error<Localized>, styles: &Styles) -> Option<String> {
    let invalid = |s: &str| paint(styles.get_invalid(), s);
    let (kind, name) = match (
        string(error, ContextKind::InvalidArg),
        string(error, ContextKind::InvalidSubcommand),
    ) {
        (Some(a), _) => ("argument", a),
        (None, Some(s)) => ("subcommand", s),
        (None, None) => return None,
    };
    let prior = error.get(ContextKind::PriorArg);
    Some(match prior {
        Some(ContextValue::String(p)) if kind == "argument" && p == name => {
            t!("cli-clap-used-twice", arg = invalid(name))
        }
        Some(ContextValue::String(p)) => t!(
            "cli-clap-conflict",
            kind = kind,
            arg = invalid(name),
            other = invalid(p)
        ),
        Some(ContextValue::Strings(ps)) => {
            let mut s = t!("cli-clap-conflict-list", kind = kind, arg = invalid(name));
            for p in ps {
                let _ = write!(s, "\n{TAB}{}", invalid(p));
            }
            s
        }
        _ => t!("cli-clap-conflict-others", kind = kind, arg = invalid(name)),
    })
}

/// The catalogue's name of an error kind (`cli-clap-kind`).
fn kind_name(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::InvalidValue => "invalid-value",
        ErrorKind::UnknownArgument => "unknown-argument",
        ErrorKind::InvalidSubcommand => "invalid-subcommand",
        ErrorKind::NoEquals => "no-equals",
        ErrorKind::ValueValidation => "value-validation",
        ErrorKind::TooManyValues => "too-many-values",
        ErrorKind::TooFewValues => "too-few-values",
        ErrorKind::WrongNumberOfValues => "wrong-number-of-values",
        ErrorKind::ArgumentConflict => "argument-conflict",
        ErrorKind::MissingRequiredArgument => "missing-required-argument",
        ErrorKind::MissingSubcommand => "missing-subcommand",
        ErrorKind::InvalidUtf8 => "invalid-utf8",
        _ => "other",
    }
}

/// Why a value parser refused a value: a number Rust could not read, a
/// number outside clap's range, else the parser's own text (Mayan's
/// parsers speak the catalogue already).
fn reason(source: &(dyn std::error::Error + 'static)) -> String {
    use std::num::IntErrorKind;
    if let Some(e) = source.downcast_ref::<std::num::ParseIntError>() {
        let id = match e.kind() {
            IntErrorKind::Empty => "cli-clap-int-empty",
            IntErrorKind::InvalidDigit => "cli-clap-int-invalid",
            IntErrorKind::PosOverflow => "cli-clap-int-too-large",
            IntErrorKind::NegOverflow => "cli-clap-int-too-small",
            IntErrorKind::Zero => "cli-clap-int-zero",
            _ => return e.to_string(),
        };
        return t!(id);
    }
    let text = source.to_string();
    out_of_range(&text).unwrap_or(text)
}

/// clap's "V is not in LO..HI" (or `LO..=HI`) in the catalogue's words;
/// an upper bound as large as the type's is none.
fn out_of_range(text: &str) -> Option<String> {
    let (value, bounds) = text.split_once(" is not in ")?;
    let (lo, hi) = bounds.split_once("..")?;
    let lo: i128 = lo.parse().ok()?;
    let hi: i128 = match hi.strip_prefix('=') {
        Some(h) => h.parse().ok()?,
        None => hi.parse::<i128>().ok()? - 1,
    };
    value.parse::<i128>().ok()?;
    Some(if hi >= i128::from(i64::MAX) - 1 {
        t!("cli-clap-below", value = value, min = lo.to_string())
    } else {
        t!(
            "cli-clap-out-of-range",
            value = value,
            min = lo.to_string(),
            max = hi.to_string()
        )
    })
}

/// One of clap's tips, which it writes in English, in the catalogue's
/// words (a tip it has no message for stays as clap wrote it).
fn suggestion(tip: &str, styles: &Styles) -> String {
    let invalid = |s: &str| paint(styles.get_invalid(), s);
    let valid = |s: &str| paint(styles.get_valid(), s);
    if let Some(rest) = tip.strip_prefix("to pass '")
        && let Some((arg, rest)) = rest.split_once("' as a value, use '")
        && let Some(with) = rest.strip_suffix('\'')
    {
        return t!(
            "cli-clap-tip-pass-as-value",
            arg = invalid(arg),
            with = valid(with)
        );
    }
    if let Some(rest) = tip.strip_prefix("subcommand '")
        && let Some(name) = rest.strip_suffix("' exists; to use it, remove the '--' before it")
    {
        return t!("cli-clap-tip-remove-dashes", name = valid(name));
    }
    if let Some(rest) = tip.strip_prefix('\'')
        && let Some(arg) = rest.strip_suffix("' exists")
    {
        return t!("cli-clap-tip-exists", arg = valid(arg));
    }
    tip.to_string()
}

/// clap's usage line (`Usage: mayan solve [OPTIONS] [FILE]`) in the
/// language: the heading `help-usage`, as `--help` has it.
fn usage(usage: &StyledStr, styles: &Styles) -> String {
    let style = styles.get_usage();
    let ansi = usage.ansi().to_string();
    let styled_head = format!("{}Usage:{} ", style.render(), style.render_reset());
    let rest = ansi
        .strip_prefix(&styled_head)
        .or_else(|| ansi.strip_prefix("Usage: "))
        .unwrap_or(&ansi);
    let line = t!("help-usage", usage = rest);
    match line.strip_suffix(rest) {
        Some(head) => format!("{}{rest}", paint(style, head)),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_s_ranges_in_words() {
        mayan_i18n::with(Lang::Zh, || {
            assert_eq!(
                out_of_range("0 is not in 1..18446744073709551615").as_deref(),
                Some("0 小于最小值 1")
            );
            assert_eq!(
                out_of_range("9 is not in 1..=5").as_deref(),
                Some("9 不在 1 到 5 之间")
            );
            assert_eq!(
                out_of_range("300 is not in 0..256").as_deref(),
                Some("300 不在 0 到 255 之间")
            );
            assert_eq!(out_of_range("something else"), None);
        });
    }

    #[test]
    fn clap_s_tips_in_words() {
        let plain = Styles::plain();
        mayan_i18n::with(Lang::Zh, || {
            assert_eq!(
                suggestion("to pass '--x' as a value, use '-- --x'", &plain),
                "要把 '--x' 作为值传入，请写成 '-- --x'"
            );
            assert_eq!(
                suggestion(
                    "subcommand 'solve' exists; to use it, remove the '--' before it",
                    &plain
                ),
                "有子命令 'solve'；要使用它，请去掉它前面的 '--'"
            );
            assert_eq!(
                suggestion("'solve --moves' exists", &plain),
                "子命令中有 'solve --moves'"
            );
        });
    }
}
