/// Status lines (`opened …`, `1 object created`, `exported 4 Dog objects …`)
/// say what a statement did; they are not its data. They go to standard
/// error, so that `printf '.mode json\nDog\n' | realmlens X > out.json`
/// leaves nothing but the results in `out.json` (the sqlite3 shell prints no
/// such lines at all). On a terminal both streams share the screen.
extension Session {
    /// Writes one status line on standard error.
    func status(_ line: String) throws {
        try output.flush()  // results printed before it come first on a shared screen
        try stderr.line(line)
        try stderr.flush()
    }
}
