//! Mayan's message catalogue: every sentence a user reads, in English and
//! in Simplified Chinese, written in [Project Fluent](https://projectfluent.org)
//! files under `locales/` (one file an area: `core.ftl` for the reader and
//! the rules, `solve.ftl` for the judge and the search, `plan.ftl`, `cli.ftl`,
//! `help.ftl`, `gen.ftl`, `render.ftl`, `web.ftl`, `goal.ftl`), built into
//! the binary.
//!
//! A sentence is a message with arguments, never one put together from
//! fragments: each language orders the words its own way, and plurals
//! (`{ $n -> [one] … *[other] … }`) are Fluent's, by the language's rules.
//!
//! ```
//! use mayan_i18n::{Lang, t};
//! let en = mayan_i18n::with(Lang::En, || t!("moves-count", n = 3));
//! let zh = mayan_i18n::with(Lang::Zh, || t!("moves-count", n = 3));
//! assert_eq!(en, "3 moves");
//! assert_eq!(zh, "3 步");
//! ```
//!
//! **Which language.** A program sets the language once
//! ([`set_default`], from [`detect`]: `--lang`, then `MAYAN_LANG`, then the
//! locale, else English), and [`t!`] speaks it. What machines read never
//! changes with it: output for machines (JSON, answers, the verdict lines
//! judges parse) is written inside [`with`]`(Lang::En, …)`, or from data
//! rather than sentences.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

pub use fluent_bundle::{FluentArgs, FluentValue};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

/// A language Mayan speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The short code `--lang` takes: `en` or `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The BCP 47 tag of the catalogue's files: `en` or `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// A language from a code or tag as a user or a browser writes it
    /// (`en`, `en-GB`, `zh`, `zh-CN`, `zh_CN`, `zh-Hans`, any case), or
    /// `None`.
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim().to_ascii_lowercase();
        let primary = s.split(['-', '_', '.', '@']).next().unwrap_or("");
        match primary {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language of a POSIX locale name (`LANG`, `LC_ALL`,
    /// `LC_MESSAGES`): Chinese for one starting with `zh`, else English
    /// (`C`, `POSIX`, `en_US.UTF-8`, `de_DE.UTF-8`, ...).
    pub fn of_locale(locale: &str) -> Lang {
        if locale.trim().to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Zh => 1,
        }
    }
}

/// A language name Mayan does not know, from `--lang` or `MAYAN_LANG`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang {
    /// Where it came from: `--lang` or `MAYAN_LANG`.
    pub source: &'static str,
    /// What was given.
    pub value: String,
}

impl std::fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Said in both languages: the one the user wanted is not known yet.
        write!(
            f,
            "{} {:?}: expected en or zh / 未知的语言，应为 en 或 zh",
            self.source, self.value
        )
    }
}

impl std::error::Error for UnknownLang {}

/// The language to speak: `flag` (`--lang`) if given, else `MAYAN_LANG`,
/// else the locale (the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
/// set and not empty, Chinese when it starts with `zh`), else English.
pub fn detect(flag: Option<&str>) -> Result<Lang, UnknownLang> {
    detect_with(flag, |name| std::env::var(name).ok())
}

/// [`detect`] with the environment read through `var`.
pub fn detect_with(
    flag: Option<&str>,
    var: impl Fn(&str) -> Option<String>,
) -> Result<Lang, UnknownLang> {
    if let Some(f) = flag {
        return Lang::parse(f).ok_or_else(|| UnknownLang {
            source: "--lang",
            value: f.to_string(),
        });
    }
    if let Some(v) = var("MAYAN_LANG").filter(|v| !v.is_empty()) {
        return Lang::parse(&v).ok_or(UnknownLang {
            source: "MAYAN_LANG",
            value: v,
        });
    }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.is_empty()));
    Ok(locale.map_or(Lang::En, |l| Lang::of_locale(&l)))
}

static DEFAULT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of the whole program (every thread without a
/// [`with`] of its own).
pub fn set_default(lang: Lang) {
    DEFAULT.store(lang.index() as u8, Ordering::Relaxed);
}

/// The language [`t!`] speaks on this thread now.
pub fn current() -> Lang {
    OVERRIDE.with(Cell::get).unwrap_or_else(|| {
        if DEFAULT.load(Ordering::Relaxed) == 1 {
            Lang::Zh
        } else {
            Lang::En
        }
    })
}

/// Runs `f` speaking `lang` on this thread (output for machines is written
/// in `with(Lang::En, ...)`). The language before comes back afterwards,
/// also when `f` panics.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(Some(lang))));
    f()
}

/// The catalogue's files: (language, area, text).
const FILES: &[(Lang, &str, &str)] = &[
    (Lang::En, "core", include_str!("../locales/en/core.ftl")),
    (Lang::En, "solve", include_str!("../locales/en/solve.ftl")),
    (Lang::En, "plan", include_str!("../locales/en/plan.ftl")),
    (Lang::En, "cli", include_str!("../locales/en/cli.ftl")),
    (Lang::En, "help", include_str!("../locales/en/help.ftl")),
    (Lang::En, "gen", include_str!("../locales/en/gen.ftl")),
    (Lang::En, "render", include_str!("../locales/en/render.ftl")),
    (Lang::En, "web", include_str!("../locales/en/web.ftl")),
    (Lang::En, "goal", include_str!("../locales/en/goal.ftl")),
    (Lang::Zh, "core", include_str!("../locales/zh-CN/core.ftl")),
    (
        Lang::Zh,
        "solve",
        include_str!("../locales/zh-CN/solve.ftl"),
    ),
    (Lang::Zh, "plan", include_str!("../locales/zh-CN/plan.ftl")),
    (Lang::Zh, "cli", include_str!("../locales/zh-CN/cli.ftl")),
    (Lang::Zh, "help", include_str!("../locales/zh-CN/help.ftl")),
    (Lang::Zh, "gen", include_str!("../locales/zh-CN/gen.ftl")),
    (
        Lang::Zh,
        "render",
        include_str!("../locales/zh-CN/render.ftl"),
    ),
    (Lang::Zh, "web", include_str!("../locales/zh-CN/web.ftl")),
    (Lang::Zh, "goal", include_str!("../locales/zh-CN/goal.ftl")),
];

/// Every file of the catalogue as (language, area, Fluent text): for the
/// tests that walk every message, and for the web page, which reads
/// `web.ftl` with Fluent's own JavaScript library.
pub fn files() -> impl Iterator<Item = (Lang, &'static str, &'static str)> {
    FILES.iter().copied()
}

/// The Fluent text of one area in one language (`None` for an area the
/// catalogue has not).
pub fn file(lang: Lang, area: &str) -> Option<&'static str> {
    FILES
        .iter()
        .find(|(l, a, _)| *l == lang && *a == area)
        .map(|(_, _, text)| *text)
}

struct Catalogue {
    bundles: [FluentBundle<FluentResource>; 2],
    /// What went wrong reading the files (a syntax error, a message
    /// defined twice); the tests ask that there is nothing.
    errors: Vec<String>,
}

fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let mut errors = Vec::new();
        let bundles = Lang::ALL.map(|lang| {
            let id: unic_langid::LanguageIdentifier = lang.tag().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No Unicode isolation marks around arguments: the text goes
            // to terminals, files and judges, not to mixed-direction pages.
            bundle.set_use_isolating(false);
            for &(l, area, text) in FILES {
                if l != lang {
                    continue;
                }
                let resource = match FluentResource::try_new(text.to_string()) {
                    Ok(r) => r,
                    Err((r, errs)) => {
                        for e in errs {
                            errors.push(format!("{}/{area}.ftl: {e:?}", lang.tag()));
                        }
                        r
                    }
                };
                if let Err(errs) = bundle.add_resource(resource) {
                    for e in errs {
                        errors.push(format!("{}/{area}.ftl: {e}", lang.tag()));
                    }
                }
            }
            bundle
        });
        Catalogue { bundles, errors }
    })
}

/// What went wrong reading the catalogue's files (empty when nothing did).
pub fn catalogue_errors() -> &'static [String] {
    &catalogue().errors
}

/// Whether the catalogue has the message `id` in `lang`.
pub fn has(lang: Lang, id: &str) -> bool {
    catalogue().bundles[lang.index()].has_message(id)
}

/// The message `id` in the language of this thread ([`current`]), with
/// `args`. A message the language lacks is said in English; one the
/// catalogue lacks altogether is its id (the tests see that none is).
pub fn tr(id: &str, args: Option<&FluentArgs>) -> String {
    tr_in(current(), id, args)
}

/// The message `id` in `lang`, with `args` (see [`tr`]).
pub fn tr_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    let cat = catalogue();
    for l in [lang, Lang::En] {
        let bundle = &cat.bundles[l.index()];
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// A value for a message's argument: numbers (for plurals and numbers
/// written the language's way) and strings.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// A message of the catalogue in the language of this thread:
/// `t!("id")`, or `t!("id", name = value, ...)` with its arguments (numbers
/// or strings; `{ $name }` in the message).
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::tr($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $crate::arg($value)); )+
        $crate::tr($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
