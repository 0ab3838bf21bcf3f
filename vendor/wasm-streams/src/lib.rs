//! A stand-in for wasm-streams 0.5 with only what server_fn's browser client names (see Cargo.toml).
//! Never called by this app: it has no server functions.
use core::pin::Pin;
use core::task::{Context, Poll};
use futures_util::stream::Stream;
use wasm_bindgen::JsValue;

pub mod readable {
    pub use crate::{IntoStream, ReadableStream};
    pub mod sys {
        pub use web_sys::ReadableStream;
    }
}

/// A web stream handle, as in wasm-streams.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// Streaming request bodies need the real crate's exported adapters; this app never sends one.
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        wasm_bindgen::throw_str("streaming bodies are not supported")
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// Streaming response bodies need the real crate; this app never reads one.
    pub fn into_stream(self) -> IntoStream<'static> {
        wasm_bindgen::throw_str("streaming bodies are not supported")
    }
}

/// The stream of a [`ReadableStream`]'s chunks (never made here).
pub struct IntoStream<'reader> {
    _reader: core::marker::PhantomData<&'reader ()>,
    _not_send: core::marker::PhantomData<*const ()>,
}

impl Stream for IntoStream<'_> {
    type Item = Result<JsValue, JsValue>;

    fn poll_next(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        Poll::Ready(None)
    }
}
