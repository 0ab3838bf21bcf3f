//! StarGate rule scenario tests (owned by the rules author).
