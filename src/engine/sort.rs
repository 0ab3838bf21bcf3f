//! One sort for the whole engine (and the UI). Each element type sorted with the standard library's
//! `sort`/`sort_unstable` gets its own copy of a large sort (a few kB of wasm each); this is one small
//! heap sort shared by every type, through a comparison-and-swap callback.
//!
//! It pays (issue 20; tests/bench.sh's sums, brotli, 2026-11-29 on b98fb87): with `sort` and
//! `sort_by_key` made the standard library's, the first load is 90,454 B instead of 88,665, each game
//! cold 10.1–12.2 kB more (Outreach 286,809 B instead of 274,565), the dist 790,326 B instead of 755,877,
//! and the four games' engines alone 210,441 B instead of 199,098.

/// Sorts `v` ascending. Every type sorted here has a derived (total, structural) order, where equal
/// elements are identical: the result is exactly that of `<[T]>::sort`.
pub fn sort<T: Ord>(v: &mut [T]) {
    heap_sort(v.len(), &mut |i, j, swap| {
        if swap {
            v.swap(i, j);
            false
        } else {
            v[i] < v[j]
        }
    });
}

/// Sorts and removes repeats (`sort` then `dedup`).
pub fn sort_dedup<T: Ord>(v: &mut Vec<T>) {
    sort(v);
    v.dedup();
}

/// Sorts `v` stably by `key` (as `sort_by_key` would), through a sort of (key, index) pairs: the heap
/// sort is shared by every caller, only its comparison is made per key type.
pub fn sort_by_key<T, K: Ord>(v: &mut Vec<T>, key: impl Fn(&T) -> K) {
    let mut keys: Vec<(K, usize)> = v.iter().map(key).zip(0..).collect();
    sort(&mut keys);
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(keys.into_iter().filter_map(|(_, i)| slots[i].take()));
}

/// A sort key ordering by `a`, then `b` (as the tuple `(a, b)` would).
pub fn pair_key(a: i32, b: i32) -> u64 {
    ((a as i64 + (1 << 31)) as u64) << 32 | (b as i64 + (1 << 31)) as u64
}

/// A sort key for a float, in `f64::total_cmp`'s order.
pub fn float_key(x: f64) -> u64 {
    let b = x.to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | 1 << 63
    }
}

/// Heap sort of `n` elements; `f(i, j, false)` is "element i < element j", `f(i, j, true)` swaps them.
#[inline(never)]
fn heap_sort(n: usize, f: &mut dyn FnMut(usize, usize, bool) -> bool) {
    fn sift(f: &mut dyn FnMut(usize, usize, bool) -> bool, mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && f(child, child + 1, false) {
                child += 1;
            }
            if !f(root, child, false) {
                return;
            }
            f(root, child, true);
            root = child;
        }
    }
    for start in (0..n / 2).rev() {
        sift(f, start, n);
    }
    for end in (1..n).rev() {
        f(0, end, true);
        sift(f, 0, end);
    }
}
