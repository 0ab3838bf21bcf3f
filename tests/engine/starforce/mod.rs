//! StarForce: the Stellar Display's geometry and star table (SF 2.0, brief §5 cases 1 and 3) and a
//! snapshot of its data with provenance (snapshot.txt; `STARSHIFT_WRITE_SNAPSHOT=1` rewrites it).

mod cases;
mod golden;
mod playouts;
mod scenarios;
mod secrecy;
mod snapshot;
mod space;
