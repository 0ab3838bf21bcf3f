//! Reading internally tagged enums (`{"do": "stage", "unit": 3, "hex": "2801"}`) by hand: serde's derived
//! `Deserialize` for that form costs about 4 kB of wasm per enum (below). [`open`] reads what the derive
//! reads — a map with the tag and the variant's fields, or a sequence of the tag and the fields in order —
//! with serde's error messages; the caller builds the variant from [`Fields`]. Like the derive with
//! `deny_unknown_fields`, a key the variant does not have is refused, named ([`Fields::done`]).
//!
//! All four games' actions are read by it. No game's code reads JSON: it serves the CLI and the `legacy`
//! chunk (JSON records, links of versions 1 and 2). It pays (issue 20; tests/bench.sh's files, brotli,
//! 2026-11-29 on b98fb87): with serde's derive for the six enums it reads (each game's actions, DeltaVee's
//! orders and battle commands, StarForce's plot orders), the `legacy` chunk is 63,205 B instead of 37,103
//! and the dist 781,518 B instead of 755,877; the first load and each game cold change by 0.3 kB or less.

use serde::de::{DeserializeOwned, Error as _, Unexpected};
use serde::Deserialize;
use serde_json::{Map, Value};

pub type E = serde_json::Error;

/// The enum being read, for its messages.
pub struct Tagged {
    /// The tag's key, e.g. "do".
    pub key: &'static str,
    /// The variants' tags, in declaration order.
    pub tags: &'static [&'static str],
    /// "internally tagged enum Action".
    pub expected: &'static str,
    /// Per variant, what a too-short sequence form was expected to hold (serde's wording), e.g.
    /// "struct variant Action::Stage with 2 elements"; `None`: a plainer message.
    pub seq_expected: Option<&'static [&'static str]>,
}

fn unexpected(v: &Value) -> Unexpected<'_> {
    match v {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Unexpected::Unsigned(u),
            (_, Some(i)) => Unexpected::Signed(i),
            _ => Unexpected::Float(n.as_f64().unwrap_or_default()),
        },
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// The fields of a variant, by name (map form) or in order (sequence form).
pub enum Fields {
    Map(Map<String, Value>),
    Seq(std::vec::IntoIter<Value>, usize, &'static str),
}

impl Tagged {
    /// The variant `v` names (its index in `tags`) and its fields.
    pub fn open(&self, v: Value) -> Result<(usize, Fields), E> {
        let variant = |tag: Value| match &tag {
            Value::String(s) => self.tags.iter().position(|t| t == s).ok_or_else(|| E::unknown_variant(s, self.tags)),
            other => Err(E::invalid_type(unexpected(other), &"variant identifier")),
        };
        match v {
            Value::Object(mut m) => {
                let tag = m.remove(self.key).ok_or_else(|| E::missing_field(self.key))?;
                Ok((variant(tag)?, Fields::Map(m)))
            }
            Value::Array(a) => {
                let mut it = a.into_iter();
                let tag = it.next().ok_or_else(|| E::missing_field(self.key))?;
                let i = variant(tag)?;
                let what = self.seq_expected.and_then(|s| s.get(i).copied()).unwrap_or("the variant's fields");
                Ok((i, Fields::Seq(it, 0, what)))
            }
            other => Err(E::invalid_type(unexpected(&other), &self.expected)),
        }
    }
}

impl Fields {
    pub fn get<T: DeserializeOwned>(&mut self, name: &'static str) -> Result<T, E> {
        match self {
            Fields::Map(m) => T::deserialize(m.remove(name).ok_or_else(|| E::missing_field(name))?),
            Fields::Seq(it, n, what) => {
                let v = it.next().ok_or_else(|| E::invalid_length(*n, &*what))?;
                *n += 1;
                T::deserialize(v)
            }
        }
    }

    /// A field that may be left out.
    pub fn optional<T: DeserializeOwned>(&mut self, name: &'static str) -> Result<Option<T>, E> {
        match self {
            Fields::Map(m) => m.remove(name).map_or(Ok(None), Option::<T>::deserialize),
            Fields::Seq(it, n, _) => match it.next() {
                Some(v) => {
                    *n += 1;
                    Option::<T>::deserialize(v)
                }
                None => Ok(None),
            },
        }
    }

    /// `value` once every field is read: a sequence form may not hold more, a map no other key.
    pub fn done<T>(self, value: T) -> Result<T, E> {
        match self {
            Fields::Map(m) if !m.is_empty() => {
                let k = m.keys().next().expect("not empty");
                Err(E::custom(format_args!("unknown field `{k}`")))
            }
            Fields::Seq(it, n, _) if it.len() > 0 => {
                let what =
                    if n == 1 { "1 element in sequence".to_string() } else { format!("{n} elements in sequence") };
                Err(E::invalid_length(n + it.len(), &what.as_str()))
            }
            _ => Ok(value),
        }
    }
}

/// `impl Deserialize for $t` by its reader `$read` (`fn(Value) -> Result<$t, E>`, built on [`Tagged`]).
macro_rules! deserialize_by {
    ($t:ty, $read:path) => {
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                use serde::de::Error as _;
                $read(<serde_json::Value as serde::Deserialize>::deserialize(d)?).map_err(D::Error::custom)
            }
        }
    };
}
pub(crate) use deserialize_by;
