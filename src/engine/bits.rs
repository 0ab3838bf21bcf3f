//! Bit-level writing and reading, for the compact link codec. Reads never panic: they return `None`
//! past the end.

#[derive(Default)]
pub struct BitWriter {
    bytes: Vec<u8>,
    used: u64,
}

impl BitWriter {
    /// Writes the low `bits` bits of `v`, most significant first.
    pub fn put(&mut self, v: u64, bits: u32) {
        for i in (0..bits).rev() {
            if self.used.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if (v >> i) & 1 == 1 {
                *self.bytes.last_mut().expect("pushed") |= 0x80 >> (self.used % 8);
            }
            self.used += 1;
        }
    }
    pub fn flag(&mut self, b: bool) {
        self.put(b as u64, 1);
    }
    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
    /// What was written, as a [`Code`] to append elsewhere.
    pub fn code(self) -> Code {
        Code { bytes: self.bytes, bits: self.used }
    }
    /// Writes a [`Code`]'s bits after what is written.
    pub fn append(&mut self, code: &Code) {
        let whole = (code.bits / 8) as usize;
        for &b in &code.bytes[..whole] {
            self.put(b as u64, 8);
        }
        let rest = (code.bits % 8) as u32;
        if rest > 0 {
            self.put((code.bytes[whole] >> (8 - rest)) as u64, rest);
        }
    }
}

/// A run of bits (e.g. one recorded action as the link writes it): equal runs are equal codes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Code {
    bytes: Vec<u8>,
    bits: u64,
}

pub struct BitReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, pos: 0 }
    }
    pub fn get(&mut self, bits: u32) -> Option<u64> {
        let mut v = 0u64;
        for _ in 0..bits {
            let byte = *self.bytes.get(self.pos / 8)?;
            v = (v << 1) | ((byte >> (7 - self.pos % 8)) & 1) as u64;
            self.pos += 1;
        }
        Some(v)
    }
    pub fn flag(&mut self) -> Option<bool> {
        self.get(1).map(|b| b == 1)
    }
}
