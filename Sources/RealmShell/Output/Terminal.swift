#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle

/// Facts about the terminal, if any.
enum Terminal {
    /// The width in columns of the terminal on `fd`, or 0 when it is not a terminal.
    static func width(fd: Int32 = 1) -> Int {
        var size = winsize()
        guard isatty(fd) == 1, ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return 0 }
        return Int(size.ws_col)
    }

    /// Whether colours may be used: a terminal, and no `NO_COLOR` in the environment.
    static func allowsColor(fd: Int32, environment: [String: String]) -> Bool {
        isatty(fd) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}

/// A progress bar on standard error for long operations; silent unless
/// standard error is a terminal. Redraws at most ten times a second.
final class ProgressBar: ProgressIndicator {
    let label: String
    let total: Int
    let output: OutputTarget
    let enabled: Bool
    var lastDraw: Int64 = 0
    var current = 0

    init(label: String, total: Int, output: OutputTarget) {
        self.label = label
        self.total = max(total, 1)
        self.output = output
        self.enabled = output.isTerminal
    }

    /// Moves the bar to `done` of `total`.
    func update(_ done: Int) {
        current = done
        guard enabled else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let ms = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
        guard ms - lastDraw >= 100 || done >= total else { return }
        lastDraw = ms
        draw()
    }

    func draw() {
        let fraction = min(1, Double(current) / Double(total))
        let width = 30
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        try? output.write("\r\(label) \(bar) \(Int(fraction * 100))% (\(current)/\(total))")
        try? output.flush()
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled else { return }
        try? output.write("\r\u{1B}[2K")
        try? output.flush()
    }
}

extension OutputTarget {
    /// The life cycle's long writes draw their progress as a `ProgressBar` on this target.
    public func startProgress(label: String, total: Int) -> any ProgressIndicator {
        ProgressBar(label: label, total: total, output: self)
    }
}
