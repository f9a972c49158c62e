import RealmLifecycle
/// `.mode`, `.headers`, `.nullvalue`, `.timer`, `.output`, `.once`, `.more`.
enum OutputCommands {
    static let mode: Command = Command(
        name: ".mode", abstract: "Set how results are printed.",
        discussion: OutputMode.allCases.map { "  \($0.rawValue)\(String(repeating: " ", count: 10 - $0.rawValue.count))\($0.summary)" }.joined(separator: "\n"),
        arguments: [ArgumentSpec("MODE", help: "One of: \(OutputMode.allCases.map(\.rawValue).joined(separator: ", ")).", isOptional: true)],
        examples: [".mode box", ".mode json"],
        run: { context in
            let session = try context.requireSession()
            guard let name = context.arguments["MODE"] else {
                try context.stdout.line("current output mode: \(session.mode.rawValue)")
                return
            }
            guard let mode = OutputMode(rawValue: name.lowercased()) else {
                throw UsageError.invalidValue(option: ".mode", value: name, expected: OutputMode.allCases.map(\.rawValue))
            }
            session.mode = mode
        })

    static let headers: Command = Command(
        name: ".headers", abstract: "Turn column headings on or off.",
        arguments: [ArgumentSpec("on|off", help: "Whether to print headings.")],
        examples: [".headers off"],
        run: { context in
            try context.requireSession().showHeaders = try parseSwitch(context.arguments["on|off"], option: ".headers")
        })

    static let nullvalue: Command = Command(
        name: ".nullvalue", abstract: "Set the text shown for null values.",
        arguments: [ArgumentSpec("TEXT", help: "The text (quote it to include spaces).")],
        examples: [".nullvalue ∅", ".nullvalue ''"],
        run: { context in
            try context.requireSession().nullText = context.arguments["TEXT"] ?? ""
        })

    static let timer: Command = Command(
        name: ".timer", abstract: "Print the wall time of each statement.",
        arguments: [ArgumentSpec("on|off", help: "Whether to time statements.")],
        examples: [".timer on"],
        run: { context in
            try context.requireSession().timer = try parseSwitch(context.arguments["on|off"], option: ".timer")
        })

    static let output: Command = Command(
        name: ".output", abstract: "Send results to a file, or back to standard output without FILE.",
        arguments: [ArgumentSpec("FILE", help: "The file to write (truncated).", isOptional: true)],
        examples: [".output dogs.csv", ".output"],
        run: { context in
            let session = try context.requireSession()
            try session.redirect?.close()
            session.redirect = nil
            session.redirectIsOnce = false
            if let path = context.arguments["FILE"] {
                session.redirect = try OutputDestination.openInPlace(path, protecting: session.store.map { [$0.path] } ?? [])
            }
        })

    static let once: Command = Command(
        name: ".once", abstract: "Send the next statement's results to a file.",
        arguments: [ArgumentSpec("FILE", help: "The file to write (truncated).")],
        examples: [".once young-dogs.json"],
        run: { context in
            let session = try context.requireSession()
            guard let path = context.arguments["FILE"] else { return }
            let target = try OutputDestination.openInPlace(path, protecting: session.store.map { [$0.path] } ?? [])
            try session.redirect?.close()
            session.redirect = target
            session.redirectIsOnce = true
            session.skipOnceReset = true
        })

    static let more: Command = Command(
        name: ".more", abstract: "Show the next page of the last listing.",
        examples: [".more"],
        run: { context in
            let session = try context.requireSession()
            try Listing.continuePage(session)
        })

    static let page: Command = Command(
        name: ".page", abstract: "Show page N (from 1) of the last listing.",
        arguments: [ArgumentSpec("N", help: "The page number.")],
        examples: [".page 3"],
        run: { context in
            let session = try context.requireSession()
            guard let text = context.arguments["N"], let n = Int(text), n >= 1 else {
                throw UsageError.invalidValue(option: ".page", value: context.arguments["N"] ?? "", expected: ["a page number from 1"])
            }
            try Listing.showPage(session, n)
        })

    static let width: Command = Command(
        name: ".width", abstract: "Set the widest each table column may be (0: as wide as needed); no arguments resets.",
        arguments: [ArgumentSpec("N", help: "Widths of the first, second, … columns.", isOptional: true, isRepeating: true)],
        examples: [".width 10 0 20", ".width"],
        run: { context in
            let session = try context.requireSession()
            session.columnWidths = try context.arguments.values("N").map { text in
                guard let n = Int(text), n >= 0 else { throw UsageError.invalidValue(option: ".width", value: text, expected: ["a width ≥ 0"]) }
                return n
            }
        })
}
