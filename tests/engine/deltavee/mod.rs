//! DeltaVee: the foundation — clock geometry (6.1), the tiled plane (2.1, 6.2), the charts and tables, the
//! Spacecraft Log (10.0), relative velocity (8.4) and the scenario set-ups (11.0); battlecraft and missiles as
//! units (2.5), the Movement Phase (6.0–6.8), the Command Phase (7.0–7.7), damage (8.8–8.9), fire (8.0–8.7), and random
//! playouts (3.0); missile launch (9.1–9.4, 9.9) and the Interception Routine (9.6–9.8).

mod commands;
mod damage;
mod data;
mod figures;
mod fire;
mod geometry;
mod intercept;
mod launch;
mod log;
mod map;
pub mod movement;
mod projection;
mod relvel;
mod setup;
mod sheet;
mod units;
mod walk;
mod victory;
mod game;
mod playouts;
mod e2e_script;
