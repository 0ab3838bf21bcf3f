//! Movement (5.0–6.0).
