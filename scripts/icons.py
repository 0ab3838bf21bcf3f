#!/usr/bin/env python3
"""Draws Starshift's app icons (public/icons/*.png) from the same shapes as public/icon.svg.

Pure standard library (zlib + our own rasteriser, 4x4 supersampling), so it needs nothing installed.
Run once after changing the design: `python3 scripts/icons.py`; the PNGs are committed.
- icon-192.png, icon-512.png: the rounded tile of icon.svg (purpose "any");
- maskable-512.png: full-bleed background, the emblem inside the 80 % safe circle (purpose "maskable");
- apple-touch-icon.png (180): full-bleed, as iOS rounds the corners itself.
"""
import os, struct, zlib

BG = (0x06, 0x0A, 0x14)
HEX = (0x7C, 0xC4, 0xFF)
DOT = (0xC9, 0xA8, 0xFF)


def inside_hex(x, y, r):
    # A regular hexagon with vertices at top and bottom (as in icon.svg), centred on 0,0, circumradius r.
    ax, ay = abs(x), abs(y)
    w = r * 0.8660254
    return ax <= w and ay <= r - ax * 0.57735027


def colour(x, y, rounded, scale):
    """The icon's colour at (x, y) in the 64-unit design space, or None outside a rounded tile."""
    if rounded:
        cx = min(max(x, 12), 52)
        cy = min(max(y, 12), 52)
        if (x - cx) ** 2 + (y - cy) ** 2 > 144:
            return None
    u, v = (x - 32) / scale, (y - 32) / scale
    if u * u + v * v <= 49:
        return DOT
    # The hexagon's outline: 4 units wide around circumradius 26.
    if inside_hex(u, v, 28.3) and not inside_hex(u, v, 23.7):
        return HEX
    return BG


def render(size, rounded, scale):
    pixels = []
    # Supersampling per axis: 4 for the small icons; 2 (five edge shades) is smooth enough at 512 px and
    # keeps the palette, and so the file, small.
    n = 4 if size < 256 else 2
    for py in range(size):
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(n):
                for sx in range(n):
                    x = (px + (sx + 0.5) / n) * 64 / size
                    y = (py + (sy + 0.5) / n) * 64 / size
                    c = colour(x, y, rounded, scale)
                    if c is not None:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
            k = n * n
            a = acc[3] // k
            if a == 0:
                pixels.append((0, 0, 0, 0))
            else:
                # Straight (not premultiplied) alpha.
                pixels.append((acc[0] * 255 // acc[3], acc[1] * 255 // acc[3], acc[2] * 255 // acc[3], a))
    return png(size, pixels)


def png(size, pixels):
    """An indexed-colour PNG (a palette of at most 256 RGBA colours: a third of the bytes of RGBA)."""
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    palette = sorted(set(pixels), key=lambda c: c[3])
    if len(palette) > 256:
        raise SystemExit(f"{len(palette)} colours: too many for a palette")
    index = {c: i for i, c in enumerate(palette)}
    raw = b"".join(b"\0" + bytes(index[c] for c in pixels[y * size:(y + 1) * size]) for y in range(size))
    plte = b"".join(bytes(c[:3]) for c in palette)
    trns = bytes(c[3] for c in palette).rstrip(b"\xff")
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"PLTE", plte)
    if trns:
        out += chunk(b"tRNS", trns)
    return out + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    out = os.path.join(os.path.dirname(__file__), "..", "public", "icons")
    os.makedirs(out, exist_ok=True)
    for name, size, rounded, scale in [
        ("icon-192.png", 192, True, 1.0),
        ("icon-512.png", 512, True, 1.0),
        ("maskable-512.png", 512, False, 0.72),
        ("apple-touch-icon.png", 180, False, 0.85),
    ]:
        data = render(size, rounded, scale)
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        print(name, len(data), "bytes")


if __name__ == "__main__":
    main()
