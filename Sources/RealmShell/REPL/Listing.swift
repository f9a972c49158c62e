import RealmLifecycle
import RealmModel

/// Lists objects of a class in the session's output mode, a page at a time
/// on a terminal (`.more` continues), everything when output is redirected or piped.
enum Listing {
    /// Shows `records` (already in order) of `className`.
    static func show(_ session: Session, className: String, from start: Int = 0, store given: InspectableStore? = nil,
                     records: @escaping (inout RowRenderer, (ResultRow) throws -> Bool) throws -> Void) throws {
        let store = try given ?? session.requireStore()
        guard let objectSchema = store.schema[className] else { throw StatementRunner.noSuchClass(className, schema: store.schema) }
        var renderer = RowRenderer(store: store, objectSchema: objectSchema, nullText: session.nullText, needsJSON: session.mode.needsJSON,
                                   needsDataCells: session.mode.needsDataCells)
        if session.pagerCommand != nil { try session.output.flush() }  // what was printed before goes first
        let pager = session.pagerCommand.flatMap(PagerOutput.init(command:))
        defer { pager?.close() }
        let output = pager ?? session.output
        // Into a pager every row goes at once: one pass first measures them all,
        // so no value is cut (memory stays flat: two passes, nothing kept).
        var measured: [Int]?
        if pager != nil && session.mode.isTable {
            var widths: [Int] = []
            var measuring = renderer
            var index = 0
            try records(&measuring) { row in
                try Interruption.check()
                defer { index += 1 }
                if index >= start { TableFormat.measure(row, into: &widths) }
                return true
            }
            measured = widths
        }
        var writer = session.mode.makeWriter(output: output, showHeaders: session.showHeaders,
                                             terminalWidth: pager == nil ? session.tableWidth : 0, nullText: session.nullText,
                                             columnWidths: session.columnWidths, colors: session.usesColor, measuredWidths: measured)
        // Pages on a terminal without a pager; everything at once into a pager, a file or a pipe.
        let paging = pager == nil && session.isInteractive && session.redirect == nil && session.output.isTerminal
        let limit = paging ? session.pageSize : Int.max
        var index = 0
        var shown = 0
        var more = false
        var begun = false
        let columns = renderer.columns
        try store.read { try records(&renderer) { row in
            try Interruption.check()
            defer { index += 1 }
            if index < start { return true }
            if shown >= limit { more = true; return false }
            if !begun { try writer.begin(columns: columns); begun = true }
            try writer.write(row)
            shown += 1
            return true
        } }  // one snapshot per page
        // A page past the end is an error, not an empty page with a made-up count.
        if shown == 0 && start > 0 {
            let pages = (index + session.pageSize - 1) / session.pageSize
            throw CommandFailure("there is no page \(start / session.pageSize + 1): the listing has \(index) object\(index == 1 ? "" : "s")"
                + (index == 0 ? "" : " (\(pages) page\(pages == 1 ? "" : "s") of \(session.pageSize))"))
        }
        if !begun { try writer.begin(columns: columns) }
        try writer.finish()
        try output.flush()
        session.pendingPage = PendingPage(next: start + shown, hasMore: more, replay: { session, from in
            try show(session, className: className, from: from, store: given, records: records)
        })
        if more {
            try session.stderr.line("-- showing \(start + 1)–\(start + shown); .more for the next page --")
        } else if paging && (session.mode == .table || session.mode == .box) {
            try session.stderr.line("(\(start + shown) object\(start + shown == 1 ? "" : "s"))")
        }
    }

    /// `.page N`: page N (from 1) of the last listing.
    static func showPage(_ session: Session, _ number: Int) throws {
        guard let page = session.pendingPage else { throw CommandFailure("no listing to page through; list a class first") }
        try page.replay(session, (number - 1) * session.pageSize)
    }

    /// `.more`: the next page of the last listing.
    static func continuePage(_ session: Session) throws {
        guard let page = session.pendingPage, page.hasMore else { throw CommandFailure("nothing more to show") }
        try page.replay(session, page.next)
    }
}
