//! `--help` in the program's language.
//!
//! English is clap's, from the doc comments and `after_help` strings of
//! this module's siblings, byte for byte as it always was. In any other
//! language the command tree is built first (so that clap's own `--help`,
//! `--version` and `help` exist in it) and then every text a person reads
//! is replaced from the catalogue's `help.ftl`: each command's about line
//! and examples, each argument's help and each of its values', clap's
//! headings ("Usage:", "Options:" ...) through a help template, and the
//! `[default: ...]` and `[possible values: ...]` notes, written into the
//! help text itself with clap's own ones hidden.
//!
//! The ids: `help-COMMAND-about`, `help-COMMAND-long-about`,
//! `help-COMMAND-examples`, `help-COMMAND-ARG` else `help-arg-ARG` (ARG the
//! argument's id in kebab case), `help-value-COMMAND-ARG-VALUE` else
//! `help-value-ARG-VALUE`; the root command is `root`.

use clap::{Arg, Command, CommandFactory};
use mayan_i18n::{FluentArgs, Lang};

use super::Cli;

/// The whole command line, its help in the program's language
/// ([`mayan_i18n::current`]).
pub fn command() -> Command {
    let cmd = Cli::command();
    match mayan_i18n::current() {
        Lang::En => cmd,
        _ => localized(cmd),
    }
}

/// Parses a command line as [`clap::Parser::try_parse_from`] does, with
/// [`command`]'s help.
pub fn parse(args: &[std::ffi::OsString]) -> Result<Cli, clap::Error> {
    use clap::FromArgMatches;
    let mut matches = command().try_get_matches_from(args)?;
    Cli::from_arg_matches_mut(&mut matches).map_err(|e| e.format(&mut command()))
}

/// `cmd` built, with every text from the catalogue in the current language.
fn localized(mut cmd: Command) -> Command {
    cmd.build();
    localize(cmd, "root")
}

/// The message `id` in the current language, or `None` when the catalogue
/// has not got it in that language.
fn message(id: &str) -> Option<String> {
    mayan_i18n::has(mayan_i18n::current(), id).then(|| mayan_i18n::tr(id, None))
}

/// The message `id` with one string argument.
fn message_with(id: &str, name: &'static str, value: &str) -> String {
    let mut args = FluentArgs::new();
    args.set(name, value.to_string());
    mayan_i18n::tr(id, Some(&args))
}

/// An argument's or a value's id as the catalogue writes it: kebab case
/// (`chain:K` is `chain-K`: a message id has no colon).
fn kebab(id: &str) -> String {
    id.replace(['_', ':'], "-")
}

/// The messages that may hold the help of `arg` of the command `name`, the
/// command's own first.
pub(super) fn arg_ids(name: &str, arg: &str) -> [String; 2] {
    let arg = kebab(arg);
    [format!("help-{name}-{arg}"), format!("help-arg-{arg}")]
}

/// The messages that may hold the help of the value `value` of `arg` of the
/// command `name`, the command's own first.
pub(super) fn value_ids(name: &str, arg: &str, value: &str) -> [String; 2] {
    let (arg, value) = (kebab(arg), kebab(value));
    [
        format!("help-value-{name}-{arg}-{value}"),
        format!("help-value-{arg}-{value}"),
    ]
}

/// The help template: clap's default one, with the headings in the
/// current language and only the sections this command has.
fn template(cmd: &Command) -> String {
    let mut t = String::from("{before-help}{about-with-newline}\n");
    t.push_str(&message_with("help-usage", "usage", "{usage}"));
    let mut section = |heading: &str, tag: &str| {
        t.push_str("\n\n");
        t.push_str(&mayan_i18n::tr(heading, None));
        t.push('\n');
        t.push_str(tag);
    };
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        section("help-heading-commands", "{subcommands}");
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        section("help-heading-arguments", "{positionals}");
    }
    if cmd
        .get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        section("help-heading-options", "{options}");
    }
    t.push_str("{after-help}");
    t
}

fn localize(mut cmd: Command, name: &str) -> Command {
    if cmd.get_about().is_some()
        && let Some(about) = message(&format!("help-{name}-about"))
    {
        cmd = cmd.about(about);
    }
    if cmd.get_long_about().is_some()
        && let Some(long) = message(&format!("help-{name}-long-about"))
    {
        cmd = cmd.long_about(long);
    }
    if cmd.get_after_help().is_some() {
        let after = if name == "root" {
            Some(message_with(
                "help-root-examples",
                "examples",
                &super::root_examples(),
            ))
        } else {
            message(&format!("help-{name}-examples"))
        };
        if let Some(after) = after {
            cmd = cmd.after_help(after);
        }
    }
    let template = template(&cmd);
    cmd = cmd.help_template(template);
    // The command shows a long help (`--help` more than `-h`): then every
    // argument gets one, laid out as clap lays out a long help.
    let long = cmd
        .get_arguments()
        .any(|a| a.get_id() == "help" && a.get_long_help().is_some());
    cmd = cmd.mut_args(|a| localize_arg(a, name, long));
    cmd.mut_subcommands(|sc| {
        let sub = sc.get_name().to_string();
        localize(sc, &sub)
    })
}

fn localize_arg(a: Arg, name: &str, long: bool) -> Arg {
    let id = a.get_id().as_str().to_string();
    let text = |ids: &[String]| ids.iter().find_map(|id| message(id));
    match id.as_str() {
        "help" if a.get_long_help().is_some() => {
            return a
                .help(mayan_i18n::tr("help-flag-help-short", None))
                .long_help(mayan_i18n::tr("help-flag-help-long", None));
        }
        "help" => return a.help(mayan_i18n::tr("help-flag-help", None)),
        "version" => return a.help(mayan_i18n::tr("help-flag-version", None)),
        // The `help` subcommand's argument.
        "subcommand" if name == "help" => {
            return a.help(mayan_i18n::tr("help-help-command", None));
        }
        _ => {}
    }
    let help = text(&arg_ids(name, &id))
        .or_else(|| a.get_help().map(|h| h.to_string()))
        .unwrap_or_default();
    let mut a = a;
    let mut short_specs = Vec::new();
    let mut long_specs = Vec::new();
    if a.get_action().takes_values()
        && !a.is_hide_default_value_set()
        && !a.get_default_values().is_empty()
    {
        let values: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let spec = message_with("help-default", "value", &values.join(" "));
        short_specs.push(spec.clone());
        long_specs.push(spec);
        a = a.hide_default_value(true);
    }
    let values: Vec<_> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    let mut value_list = String::new();
    if !a.is_hide_possible_values_set() && !values.is_empty() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let sep = mayan_i18n::tr("help-list-separator", None);
        let spec = message_with("help-possible-values", "values", &names.join(&sep));
        short_specs.push(spec.clone());
        if values.iter().any(|v| v.get_help().is_some()) {
            // The long help lists the values with their help.
            let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
            value_list = mayan_i18n::tr("help-possible-values-heading", None);
            for v in &values {
                let value_help = text(&value_ids(name, &id, v.get_name()))
                    .or_else(|| v.get_help().map(|h| h.to_string()))
                    .unwrap_or_default();
                let mut args = FluentArgs::new();
                args.set("name", v.get_name().to_string());
                args.set("padding", " ".repeat(width - v.get_name().chars().count()));
                args.set("help", value_help);
                value_list.push_str("\n  ");
                value_list.push_str(&mayan_i18n::tr("help-possible-value", Some(&args)));
            }
        } else {
            long_specs.push(spec);
        }
        a = a.hide_possible_values(true);
    }
    let join = |head: &str, tail: &[String], sep: &str| {
        let mut s = head.to_string();
        if !tail.is_empty() {
            if !s.is_empty() {
                s.push_str(sep);
            }
            s.push_str(&tail.join(" "));
        }
        s
    };
    let short = join(&help, &short_specs, " ");
    a = a.help(short);
    if long || a.get_long_help().is_some() {
        let mut text = help;
        if !value_list.is_empty() {
            if !text.is_empty() {
                text.push_str("\n\n");
            }
            text.push_str(&value_list);
        }
        a = a.long_help(join(&text, &long_specs, "\n\n"));
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command of the tree, with its name as the catalogue has it.
    fn commands(cmd: &Command, name: &str, out: &mut Vec<(String, Command)>) {
        out.push((name.to_string(), cmd.clone()));
        for sc in cmd.get_subcommands() {
            commands(sc, sc.get_name(), out);
        }
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language() {
        let mut cmd = Cli::command();
        cmd.build();
        let mut all = Vec::new();
        commands(&cmd, "root", &mut all);
        let mut missing = Vec::new();
        for lang in Lang::ALL {
            let has = |id: &str| mayan_i18n::has(lang, id);
            for (name, c) in &all {
                // The help subcommand and its copies of the tree are clap's.
                if name == "help" || c.get_bin_name().is_some_and(|b| b.contains(" help")) {
                    continue;
                }
                let about = format!("help-{name}-about");
                if c.get_about().is_some() && !has(&about) {
                    missing.push(format!("{lang:?} {about}"));
                }
                let long = format!("help-{name}-long-about");
                if c.get_long_about().is_some() && !has(&long) {
                    missing.push(format!("{lang:?} {long}"));
                }
                let after = format!("help-{name}-examples");
                if c.get_after_help().is_some() && !has(&after) {
                    missing.push(format!("{lang:?} {after}"));
                }
                for a in c.get_arguments() {
                    let id = a.get_id().as_str();
                    if id == "help" || id == "version" {
                        continue;
                    }
                    if a.get_help().is_some() && !arg_ids(name, id).iter().any(|i| has(i)) {
                        missing.push(format!("{lang:?} {}", arg_ids(name, id)[0]));
                    }
                    for v in a.get_possible_values() {
                        let ids = value_ids(name, id, v.get_name());
                        if v.get_help().is_some() && !ids.iter().any(|i| has(i)) {
                            missing.push(format!("{lang:?} {}", ids[0]));
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no help message: {missing:#?}");
    }

    #[test]
    fn the_english_messages_are_the_english_help() {
        // The English help is clap's, from the doc comments; the English
        // messages must say the same, else they have drifted apart.
        let en = Cli::command();
        let mut all = Vec::new();
        commands(&en, "root", &mut all);
        let mut differ = Vec::new();
        mayan_i18n::with(Lang::En, || {
            for (name, c) in &all {
                let mut same = |what: String, clap: Option<String>, ours: Option<String>| {
                    if clap.is_some() && clap != ours {
                        differ.push(format!("{what}:\n  clap: {clap:?}\n  ours: {ours:?}"));
                    }
                };
                same(
                    format!("help-{name}-about"),
                    c.get_about().map(|s| s.to_string()),
                    message(&format!("help-{name}-about")),
                );
                same(
                    format!("help-{name}-long-about"),
                    c.get_long_about().map(|s| s.to_string()),
                    message(&format!("help-{name}-long-about")),
                );
                let after = if name == "root" {
                    Some(message_with(
                        "help-root-examples",
                        "examples",
                        &super::super::root_examples(),
                    ))
                } else {
                    message(&format!("help-{name}-examples"))
                };
                same(
                    format!("help-{name}-examples"),
                    c.get_after_help().map(|s| s.to_string()),
                    after,
                );
                for a in c.get_arguments() {
                    let id = a.get_id().as_str();
                    let ids = arg_ids(name, id);
                    same(
                        ids[0].clone(),
                        a.get_help().map(|s| s.to_string()),
                        ids.iter().find_map(|i| message(i)),
                    );
                    for v in a.get_possible_values() {
                        let ids = value_ids(name, id, v.get_name());
                        same(
                            ids[0].clone(),
                            v.get_help().map(|s| s.to_string()),
                            ids.iter().find_map(|i| message(i)),
                        );
                    }
                }
            }
        });
        assert!(differ.is_empty(), "{}", differ.join("\n"));
    }

    #[test]
    fn english_help_is_clap_s_own() {
        let ours = mayan_i18n::with(Lang::En, || command().render_long_help().to_string());
        assert_eq!(ours, Cli::command().render_long_help().to_string());
    }

    #[test]
    fn chinese_help_has_chinese_headings_and_texts() {
        let mut cmd = mayan_i18n::with(Lang::Zh, command);
        let root = cmd.render_help().to_string();
        for want in ["用法：mayan", "命令：", "选项：", "示例：", "退出码："] {
            assert!(root.contains(want), "{want} not in:\n{root}");
        }
        for english in ["Usage:", "Options:", "Commands:", "Print help", "[default:"] {
            assert!(!root.contains(english), "{english} in:\n{root}");
        }
        let solve = cmd
            .find_subcommand_mut("solve")
            .map(|c| c.render_long_help().to_string())
            .unwrap_or_default();
        for want in [
            "求出谜题字典序最小的解",
            "参数：",
            "[默认值：384]",
            "可选值：",
            "- exact：",
            "恰好 n 步（NOIP）",
            "mayan solve --unique examples/noip-sample.in",
        ] {
            assert!(solve.contains(want), "{want} not in:\n{solve}");
        }
        for english in [
            "Usage:",
            "Options:",
            "Arguments:",
            "[default:",
            "Possible values",
        ] {
            assert!(!solve.contains(english), "{english} in:\n{solve}");
        }
    }
}
