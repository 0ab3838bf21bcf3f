//! One sort for the whole engine (and the UI). Each element type sorted with the standard library's
//! `sort`/`sort_unstable` gets its own copy of a large sort (a few kB of wasm each); this is one small
//! heap sort shared by every type, through a comparison-and-swap callback.

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
