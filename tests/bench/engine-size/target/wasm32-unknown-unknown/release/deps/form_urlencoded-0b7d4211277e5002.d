/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/form_urlencoded-0b7d4211277e5002.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/form_urlencoded-1.2.2/src/lib.rs

/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/libform_urlencoded-0b7d4211277e5002.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/form_urlencoded-1.2.2/src/lib.rs

/work/main/tests/bench/engine-size/target/wasm32-unknown-unknown/release/deps/libform_urlencoded-0b7d4211277e5002.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/form_urlencoded-1.2.2/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/form_urlencoded-1.2.2/src/lib.rs:
