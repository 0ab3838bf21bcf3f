//! A map from names to values kept as a list sorted by name: a record's scenario options and a save's
//! seat modes. Read and written as a map, in name order (a JSON object, as a `BTreeMap` was). A list
//! rather than a B-tree: these maps hold a few entries, and a `BTreeMap` put its insertion, cloning and
//! dropping code in the main wasm and in the code every game shares (issue 20: SeatModes moved first,
//! 349c9cc; options in session 38).

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named<V>(Vec<(String, V)>);

impl<V> Default for Named<V> {
    fn default() -> Self {
        Named(Vec::new())
    }
}

impl<V> Named<V> {
    pub const fn new() -> Self {
        Named(Vec::new())
    }
    /// Sets `name`'s value, keeping the names in order; the value it had, if any.
    pub fn insert(&mut self, name: String, value: V) -> Option<V> {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&name)) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                self.0.insert(i, (name, value));
                None
            }
        }
    }
    pub fn get(&self, name: &str) -> Option<&V> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
    /// In name order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &V)> {
        self.0.iter().map(|(k, v)| (k, v))
    }
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.0.iter().map(|(_, v)| v)
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<V> FromIterator<(String, V)> for Named<V> {
    /// A name given twice keeps its last value, as a map's would.
    fn from_iter<I: IntoIterator<Item = (String, V)>>(items: I) -> Self {
        let mut m = Named::new();
        for (name, value) in items {
            m.insert(name, value);
        }
        m
    }
}

impl<V: Serialize> Serialize for Named<V> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

/// Read through a `BTreeMap`, whose code only the readers of JSON (records, earlier saves) then carry.
impl<'de, V: Deserialize<'de>> Deserialize<'de> for Named<V> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(std::collections::BTreeMap::<String, V>::deserialize(d)?.into_iter().collect())
    }
}
