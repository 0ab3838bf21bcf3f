/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/percent_encoding-51e533363b1cff40.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/ascii_set.rs

/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/libpercent_encoding-51e533363b1cff40.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/ascii_set.rs

/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/libpercent_encoding-51e533363b1cff40.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/ascii_set.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/percent-encoding-2.3.2/src/ascii_set.rs:
