//! A link as a QR code, for passing a game to another device at the same table: SVG markup of the code's
//! dark modules (only numbers: nothing of the link's text reaches the markup).

use qrcodegen::{QrCode, QrCodeEcc};

/// The QR code of `text` as an `<svg>` (low error correction, the most room: a link of up to about 2,900
/// characters fits), or `None` when the text is too long for any QR code.
pub fn svg(text: &str) -> Option<String> {
    let qr = QrCode::encode_binary(text.as_bytes(), QrCodeEcc::Low).ok()?;
    let n = qr.size();
    // Four modules of quiet zone all round, as scanners need.
    let side = n + 8;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" shape-rendering=\"crispEdges\" \
         role=\"img\" aria-label=\"QR code of the link\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/><path fill=\"#000\" d=\""
    );
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if !qr.get_module(x, y) {
                x += 1;
                continue;
            }
            // A run of dark modules as one rectangle.
            let start = x;
            while x < n && qr.get_module(x, y) {
                x += 1;
            }
            out.push_str(&format!("M{} {}h{}v1h-{}z", start + 4, y + 4, x - start, x - start));
        }
    }
    out.push_str("\"/></svg>");
    Some(out)
}
