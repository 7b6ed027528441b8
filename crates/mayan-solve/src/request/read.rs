//! The one reader of JSON requests: a line of `mayan batch` and a body of
//! the web API are read here, strictly and the same way, with the same
//! short message on error (docs/spec.md section 10).
//!
//! A text is read in two passes. The first reads it as JSON (UTF-8, valid
//! syntax, serde_json's nesting limit) into a tree that notes the first key
//! repeated in any object (serde_json keeps the last of repeated keys and
//! says nothing), and checks that the whole text is one JSON object. The
//! second reads the request type from the text itself, so that an unknown
//! key is named in the order it was written (a `serde_json::Value` sorts
//! its keys) and a wrong value is named by its path (`request.moves: ...`).
//! Structs nested in a request are objects only as well ([`object`]):
//! serde's positional form (`[x, y, dx, dy]` for a move) is refused.

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeOwned, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};

/// What is wrong with a text that should be a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonErrorKind {
    /// The text is not JSON: not UTF-8, bad syntax, nested too deep. (The
    /// web API's 400 `bad-json`.)
    NotJson,
    /// JSON, but not a request: not an object, a repeated key, an unknown
    /// key, a missing or mistyped field. (The web API's 422 `invalid`.)
    NotRequest,
}

/// Why a text is not a request: a short message (quoted pieces cut to 40
/// characters, see [`short_message`]) that names no place in a file, so
/// that each front end puts its own first (`line L: ` in batch).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct JsonError {
    /// Not JSON, or not a request.
    pub kind: JsonErrorKind,
    /// What is wrong, for people.
    pub message: String,
    /// The request's `id` when the text is JSON and has one (not `null`),
    /// so that an error answer can still carry it. Set by
    /// [`SolveRequest::read`](super::SolveRequest::read) only.
    pub id: Option<Value>,
}

impl JsonError {
    fn not_request(message: String) -> JsonError {
        JsonError {
            kind: JsonErrorKind::NotRequest,
            message: short_message(&message),
            id: None,
        }
    }
}

/// A request type the one reader reads. The default reads an object of
/// `Self`'s fields ([`read_object`]); [`SolveRequest`](super::SolveRequest)
/// also takes a line of `mayan gen --json`.
pub trait ReadJson: DeserializeOwned {
    /// Reads a request from a JSON text.
    fn read_json(bytes: &[u8]) -> Result<Self, JsonError> {
        read_object(bytes)
    }
}

/// Reads a request of type `T` from a JSON text: one JSON object, no key
/// repeated at any level, and then whatever `T` asks (with serde's
/// `deny_unknown_fields`, no unknown key).
pub fn read_object<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, JsonError> {
    let id = |tree: &Map<String, Value>| tree.get("id").filter(|v| !v.is_null()).cloned();
    read_with(bytes, "", id, |_| typed(bytes))
}

/// Both passes: the first, then `read` of the object it gives (the
/// second pass, [`typed`], of the type that object calls for); `id` finds
/// the request's `id` in the object, for an error.
pub(super) fn read_with<T>(
    bytes: &[u8],
    example: &str,
    id: impl Fn(&Map<String, Value>) -> Option<Value>,
    read: impl FnOnce(&Map<String, Value>) -> Result<T, JsonError>,
) -> Result<T, JsonError> {
    let (tree, repeated) = checked(bytes, example)?;
    let result = match repeated {
        Some(message) => Err(JsonError::not_request(message)),
        None => read(&tree),
    };
    result.map_err(|e| JsonError { id: id(&tree), ..e })
}

/// The first pass: the text as a JSON object, and the message of the first
/// key repeated in it, if any (the first value of a key is kept). `example`
/// follows "expected a JSON object" in the message for any other value.
fn checked(bytes: &[u8], example: &str) -> Result<(Map<String, Value>, Option<String>), JsonError> {
    let not_json = |message: String| JsonError {
        kind: JsonErrorKind::NotJson,
        message: short_message(&message),
        id: None,
    };
    if let Err(e) = std::str::from_utf8(bytes) {
        return Err(not_json(format!(
            "not UTF-8 text (byte {})",
            e.valid_up_to() + 1
        )));
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let mut repeated = None;
    let mut path = Vec::new();
    let tree = Tree {
        repeated: &mut repeated,
        path: &mut path,
    }
    .deserialize(&mut de)
    .and_then(|tree| de.end().map(|()| tree))
    .map_err(|e| {
        let place = match e.line() {
            0 | 1 => format!("column {}", e.column()),
            line => format!("line {line}, column {}", e.column()),
        };
        not_json(format!("{place}: not valid JSON: {}", json_message(&e)))
    })?;
    let Value::Object(map) = tree else {
        return Err(JsonError::not_request(format!(
            "expected a JSON object{example}, not {}",
            kind_of(&tree)
        )));
    };
    Ok((map, repeated))
}

/// The second pass: `T` read from the text, keys in their written order.
pub(super) fn typed<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, JsonError> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let message = json_message(e.inner());
        let mut path: Vec<String> = e.path().iter().map(ToString::to_string).collect();
        // The path of an unknown key ends in the key, which the message
        // names already.
        if message.starts_with("unknown field `") {
            path.pop();
        }
        let path = path_text(&path);
        JsonError::not_request(if path.is_empty() {
            message
        } else {
            format!("{path}: {message}")
        })
    })
}

/// "an array", "a string", ...: what a JSON value is, for a message.
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The key under which serde_json, with its `arbitrary_precision`
/// feature, hands a number to a visitor, as a map of one string.
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// Reads any JSON value into a [`Value`], noting in `repeated` the first
/// key that an object repeats (with its path), and reading on: a syntax
/// error later in the text is the error then.
struct Tree<'a> {
    repeated: &'a mut Option<String>,
    /// The keys and indexes down to the value being read.
    path: &'a mut Vec<String>,
}

impl Tree<'_> {
    fn below(&mut self) -> Tree<'_> {
        Tree {
            repeated: self.repeated,
            path: self.path,
        }
    }
}

impl<'de> DeserializeSeed<'de> for Tree<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Tree<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(mut self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        loop {
            self.path.push(format!("[{}]", items.len()));
            let item = seq.next_element_seed(self.below())?;
            self.path.pop();
            match item {
                Some(v) => items.push(v),
                None => return Ok(Value::Array(items)),
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(mut self, mut map: A) -> Result<Value, A::Error> {
        let mut fields = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if key == NUMBER_TOKEN && fields.is_empty() {
                // A number as written (serde_json's arbitrary precision
                // hands it over as a one-key map): ids are echoed exactly.
                let text: String = map.next_value()?;
                return serde_json::from_str(&text).map_err(de::Error::custom);
            }
            self.path.push(key);
            let value = map.next_value_seed(self.below())?;
            let key = self.path.pop().unwrap_or_default();
            if fields.contains_key(&key) {
                if self.repeated.is_none() {
                    let place = path_text(self.path);
                    let sep = if place.is_empty() { "" } else { ": " };
                    *self.repeated = Some(format!("{place}{sep}duplicate field `{key}`"));
                }
            } else {
                fields.insert(key, value);
            }
        }
        Ok(Value::Object(fields))
    }
}

/// A path as serde_path_to_error writes one: `request.id[0].a`.
fn path_text(path: &[String]) -> String {
    let mut s = String::new();
    for part in path {
        if !s.is_empty() && !part.starts_with('[') {
            s.push('.');
        }
        s.push_str(part);
    }
    s
}

/// Reads a `T` (a struct with `Deserialize` derived) from an object only,
/// not from serde's positional form (an array of its fields in order);
/// `expecting` names it in the error for any other value. For the
/// `Deserialize` of a struct nested in a request, such as a move.
pub fn object<'de, D, T>(d: D, expecting: &'static str) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct Only<T>(&'static str, PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for Only<T> {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(self.0)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            T::deserialize(MapAccessDeserializer::new(map))
        }
    }
    d.deserialize_map(Only(expecting, PhantomData))
}

/// serde_json's message of an error, without its " at line L column C"
/// (a front end gives the place its own way), quotes cut short by
/// [`short_quotes`].
pub fn json_message(e: &serde_json::Error) -> String {
    let s = e.to_string();
    let s = match s.rfind(" at line ") {
        Some(i) => &s[..i],
        None => &s,
    };
    short_quotes(s)
}

/// The longest JSON path an error message keeps whole.
const MAX_PATH: usize = 40;

/// A parser's message, short: quoted keys and strings cut to 40 characters
/// ([`short_quotes`]), and a long JSON path (`[0][0]…` of a deeply nested
/// text, `a.b.c…`) cut to its start and end.
pub fn short_message(message: &str) -> String {
    let quoted = short_quotes(message);
    quoted
        .split(": ")
        .map(|part| {
            let path_like = part
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '[' | ']' | '.' | '_' | '?'));
            let n = part.chars().count();
            if path_like && n > MAX_PATH {
                let head: String = part.chars().take(MAX_PATH / 2).collect();
                let tail: String = part.chars().skip(n - MAX_PATH / 2).collect();
                format!("{head}…{tail}")
            } else {
                part.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(": ")
}

/// A message whose quoted pieces (in backticks or double quotes, as serde
/// quotes a field name or a string) each keep at most 40 characters, then
/// `…`: a request with a long unknown key or a long string where a number
/// belongs gets a short message, not its own text back.
pub fn short_quotes(message: &str) -> String {
    const KEPT: usize = 40;
    let mut out = String::with_capacity(message.len().min(256));
    let mut chars = message.chars();
    while let Some(c) = chars.next() {
        out.push(c);
        if c != '`' && c != '"' {
            continue;
        }
        let mut kept = 0;
        let mut cut = false;
        while let Some(d) = chars.next() {
            if d == c {
                if cut {
                    out.push('…');
                }
                out.push(d);
                break;
            }
            // A `\` in a Debug-quoted string escapes the next character.
            let escaped = (c == '"' && d == '\\').then(|| chars.next()).flatten();
            if kept < KEPT {
                out.push(d);
                out.extend(escaped);
                kept += 1;
            } else {
                cut = true;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Pair {
        a: u8,
        #[serde(default)]
        b: Option<Value>,
    }
    impl ReadJson for Pair {}

    fn err(text: &str) -> JsonError {
        Pair::read_json(text.as_bytes()).unwrap_err()
    }

    #[test]
    fn a_repeated_key_is_refused_at_any_depth() {
        assert_eq!(err(r#"{"a": 1, "a": 2}"#).message, "duplicate field `a`");
        let e = err(r#"{"a": 1, "b": [0, {"c": {"d": 1, "d": 1}}]}"#);
        assert_eq!(e.message, "b[1].c: duplicate field `d`");
        assert_eq!(e.kind, JsonErrorKind::NotRequest);
        // Bad syntax after the repeat is the error.
        assert_eq!(err(r#"{"a": 1, "a": 2"#).kind, JsonErrorKind::NotJson);
    }

    #[test]
    fn only_an_object_is_a_request() {
        for (text, kind) in [
            ("[1, null]", "an array"),
            ("1", "a number"),
            ("\"a\"", "a string"),
            ("null", "null"),
        ] {
            let e = err(text);
            assert_eq!(e.kind, JsonErrorKind::NotRequest, "{text}");
            assert_eq!(e.message, format!("expected a JSON object, not {kind}"));
        }
    }

    #[test]
    fn errors_say_where_and_what() {
        let e = err("{\"a\": 1,\n \"b\" 2}");
        assert_eq!(e.kind, JsonErrorKind::NotJson);
        assert!(
            e.message.starts_with("line 2, column 6: not valid JSON: "),
            "{}",
            e.message
        );
        assert!(err("{\"a\": ").message.starts_with("column 6: "));
        let e = Pair::read_json(b"{\"a\": \"\xff\"}").unwrap_err();
        assert_eq!(e.message, "not UTF-8 text (byte 8)");
        assert!(
            err(r#"{"a": "x"}"#)
                .message
                .starts_with("a: invalid type: string")
        );
        let e = err(r#"{"b": 1, "z": 1, "a": 1}"#);
        assert!(e.message.starts_with("unknown field `z`"), "{}", e.message);
        assert_eq!(Pair::read_json(br#"{"a": 3}"#), Ok(Pair { a: 3, b: None }));
    }

    #[test]
    fn a_nested_struct_is_an_object_only() {
        #[derive(Debug)]
        struct Inner;
        impl<'de> Deserialize<'de> for Inner {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Inner, D::Error> {
                object(d, "an inner object").map(|_: Pair| Inner)
            }
        }
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Outer {
            inner: Inner,
        }
        impl ReadJson for Outer {}
        assert!(Outer::read_json(br#"{"inner": {"a": 1}}"#).is_ok());
        let e = Outer::read_json(br#"{"inner": [1, null]}"#).unwrap_err();
        assert_eq!(
            e.message,
            "inner: invalid type: sequence, expected an inner object"
        );
        let e = Outer::read_json(br#"{"inner": {"a": 1, "x": 0}}"#).unwrap_err();
        assert_eq!(e.message, "inner: unknown field `x`, expected `a` or `b`");
    }
}
