//! Browser adapters: the only code that touches the browser.
