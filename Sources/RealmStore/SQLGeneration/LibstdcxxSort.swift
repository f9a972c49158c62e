/// libstdc++'s `std::sort` (`bits/stl_algo.h`, `bits/stl_heap.h`), step for
/// step, for comparisons that are no strict weak order: Realm Core sorts a
/// list of type names whose groups (`numeric`) are "equal" to several types
/// (`TypeAttributeWalk`), and the order such a list ends in is whatever this
/// algorithm leaves, so nothing but the same steps gives the same order.
///
/// `std::sort` is `__introsort_loop` (while more than 16 elements remain:
/// the median of the first, second, middle and last-but-one moved to the
/// front, an unguarded partition around it, the right part sorted first; a
/// heap sort once the depth limit, twice the floor of log2(n), is spent),
/// then `__final_insertion_sort` (an insertion sort of the first 16 and an
/// unguarded one of the rest). The unguarded loops rely on the order to stop
/// them; where they would run past either end (undefined behaviour in C++)
/// `sorted` returns nil.
enum LibstdcxxSort {
    /// libstdc++'s `_S_threshold`.
    static let threshold = 16

    static func sorted<T>(_ values: [T], by less: @escaping (T, T) -> Bool) -> [T]? {
        var sorter = Sorter(a: values, less: less)
        guard values.count > 1 else { return values }
        var depthLimit = 2 * (Int.bitWidth - 1 - values.count.leadingZeroBitCount)
        guard sorter.introsortLoop(0, values.count, &depthLimit), sorter.finalInsertionSort(0, values.count) else { return nil }
        return sorter.a
    }

    private struct Sorter<T> {
        var a: [T]
        let less: (T, T) -> Bool

        /// `__introsort_loop`; false when an unguarded scan left the array.
        mutating func introsortLoop(_ first: Int, _ last: Int, _ depthLimit: inout Int) -> Bool {
            var last = last
            while last - first > LibstdcxxSort.threshold {
                if depthLimit == 0 {
                    heapSort(first, last)
                    return true
                }
                depthLimit -= 1
                guard let cut = partitionPivot(first, last) else { return false }
                var limit = depthLimit
                guard introsortLoop(cut, last, &limit) else { return false }
                last = cut
            }
            return true
        }

        /// `__unguarded_partition_pivot`: the median to the front, then `__unguarded_partition`.
        mutating func partitionPivot(_ first: Int, _ last: Int) -> Int? {
            moveMedianToFirst(first, first + 1, first + (last - first) / 2, last - 1)
            var lo = first + 1, hi = last
            while true {
                while less(a[lo], a[first]) {
                    lo += 1
                    guard lo < a.count else { return nil }
                }
                hi -= 1
                while less(a[first], a[hi]) {
                    hi -= 1
                    guard hi >= 0 else { return nil }
                }
                if !(lo < hi) { return lo }
                a.swapAt(lo, hi)
                lo += 1
            }
        }

        /// `__move_median_to_first`.
        mutating func moveMedianToFirst(_ result: Int, _ x: Int, _ y: Int, _ z: Int) {
            let pick: Int
            if less(a[x], a[y]) {
                pick = less(a[y], a[z]) ? y : less(a[x], a[z]) ? z : x
            } else if less(a[x], a[z]) {
                pick = x
            } else {
                pick = less(a[y], a[z]) ? z : y
            }
            a.swapAt(result, pick)
        }

        /// `__final_insertion_sort`.
        mutating func finalInsertionSort(_ first: Int, _ last: Int) -> Bool {
            guard last - first > LibstdcxxSort.threshold else {
                insertionSort(first, last)
                return true
            }
            insertionSort(first, first + LibstdcxxSort.threshold)
            for i in (first + LibstdcxxSort.threshold)..<last {
                guard unguardedLinearInsert(i) else { return false }
            }
            return true
        }

        /// `__insertion_sort`: an element below the first moves to the front, any other down
        /// while it is below its neighbour.
        mutating func insertionSort(_ first: Int, _ last: Int) {
            guard last - first > 1 else { return }
            for i in (first + 1)..<last {
                if less(a[i], a[first]) {
                    let value = a.remove(at: i)
                    a.insert(value, at: first)
                } else {
                    _ = unguardedLinearInsert(i)  // stops at the first element at the latest
                }
            }
        }

        /// `__unguarded_linear_insert`; false when it would move below the array.
        mutating func unguardedLinearInsert(_ i: Int) -> Bool {
            let value = a[i]
            var hole = i
            while less(value, a[hole - 1]) {
                a[hole] = a[hole - 1]
                hole -= 1
                guard hole > 0 else { return false }
            }
            a[hole] = value
            return true
        }

        /// `__partial_sort(first, last, last)`: `__make_heap`, then `__sort_heap`.
        mutating func heapSort(_ first: Int, _ last: Int) {
            let count = last - first
            if count >= 2 {
                var parent = (count - 2) / 2
                while true {
                    adjustHeap(first, parent, count, a[first + parent])
                    if parent == 0 { break }
                    parent -= 1
                }
            }
            var end = last
            while end - first > 1 {
                end -= 1
                let value = a[end]
                a[end] = a[first]
                adjustHeap(first, 0, end - first, value)
            }
        }

        /// `__adjust_heap` and its `__push_heap`.
        mutating func adjustHeap(_ first: Int, _ hole: Int, _ count: Int, _ value: T) {
            let top = hole
            var hole = hole, child = hole
            while child < (count - 1) / 2 {
                child = 2 * (child + 1)
                if less(a[first + child], a[first + child - 1]) { child -= 1 }
                a[first + hole] = a[first + child]
                hole = child
            }
            if count & 1 == 0 && child == (count - 2) / 2 {
                child = 2 * (child + 1)
                a[first + hole] = a[first + child - 1]
                hole = child - 1
            }
            var parent = (hole - 1) / 2
            while hole > top && less(a[first + parent], value) {
                a[first + hole] = a[first + parent]
                hole = parent
                parent = (hole - 1) / 2
            }
            a[first + hole] = value
        }
    }
}
