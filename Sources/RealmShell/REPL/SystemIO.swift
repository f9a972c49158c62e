#if canImport(Glibc)
import Glibc
#endif

/// The few system calls the shell makes directly, retried on EINTR.
enum SystemIO {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        while true {
            let n = Glibc.read(fd, buffer, count)
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }
}
