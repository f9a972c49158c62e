import RealmLifecycle
/// `.mode`, `.headers`, `.nullvalue`, `.timer`, `.output`, `.once`, `.more`.
enum OutputCommands {
    static let mode: Command = Command(
        name: ".mode", abstract: "Set how results are printed.",
        discussion: OutputMode.allCases.map { "  \($0.rawValue)\(String(repeating: " ", count: 10 - $0.rawValue.count))\($0.summary)" }.joined(separator: "\n"),
        arguments: [modeName],
        examples: [".mode box", ".mode json"],
        run: { context in
            let session = try context.requireSession()
            guard let name = modeName.value(in: context.arguments) else {
                try context.stdout.line("current output mode: \(session.mode.rawValue)")
                return
            }
            guard let mode = OutputMode(rawValue: name) else { preconditionFailure("MODE was checked against OutputMode's names") }
            session.mode = mode
        })
    static let modeName = ArgumentSpec("MODE", help: "One of: \(OutputMode.allCases.map(\.rawValue).joined(separator: ", ")).", isOptional: true,
                                       type: .oneOf(OutputMode.allCases.map(\.rawValue)))

    static let headers: Command = Command(
        name: ".headers", abstract: "Turn column headings on or off.",
        arguments: [headersSwitch],
        examples: [".headers off"],
        run: { context in
            try context.requireSession().showHeaders = headersSwitch.isOn(in: context.arguments) ?? true
        })
    static let headersSwitch = ArgumentSpec("on|off", help: "Whether to print headings.", type: .onOff)

    static let nullvalue: Command = Command(
        name: ".nullvalue", abstract: "Set the text shown for null values.",
        arguments: [nullText],
        examples: [".nullvalue ∅", ".nullvalue ''"],
        run: { context in
            try context.requireSession().nullText = nullText.value(in: context.arguments) ?? ""
        })
    static let nullText = ArgumentSpec("TEXT", help: "The text (quote it to include spaces).")

    static let timer: Command = Command(
        name: ".timer", abstract: "Print the wall time of each statement.",
        arguments: [timerSwitch],
        examples: [".timer on"],
        run: { context in
            try context.requireSession().timer = timerSwitch.isOn(in: context.arguments) ?? false
        })
    static let timerSwitch = ArgumentSpec("on|off", help: "Whether to time statements.", type: .onOff)

    static let output: Command = Command(
        name: ".output", abstract: "Send results to a file, or back to standard output without FILE.",
        arguments: [outputFile],
        examples: [".output dogs.csv", ".output"],
        run: { context in
            let session = try context.requireSession()
            try session.redirect?.close()
            session.redirect = nil
            session.redirectIsOnce = false
            if let path = outputFile.value(in: context.arguments) {
                session.redirect = try OutputDestination.openInPlace(path, protecting: session.store.map { [$0.path] } ?? [])
            }
        })

    static let outputFile = ArgumentSpec("FILE", help: "The file to write (truncated).", isOptional: true, type: .path)

    static let once: Command = Command(
        name: ".once", abstract: "Send the next statement's results to a file.",
        arguments: [onceFile],
        examples: [".once young-dogs.json"],
        run: { context in
            let session = try context.requireSession()
            let path = onceFile.required(in: context.arguments)
            let target = try OutputDestination.openInPlace(path, protecting: session.store.map { [$0.path] } ?? [])
            try session.redirect?.close()
            session.redirect = target
            session.redirectIsOnce = true
            session.skipOnceReset = true
        })

    static let onceFile = ArgumentSpec("FILE", help: "The file to write (truncated).", type: .path)

    static let more: Command = Command(
        name: ".more", abstract: "Show the next page of the last listing.",
        examples: [".more"],
        run: { context in
            let session = try context.requireSession()
            try Listing.continuePage(session)
        })

    static let page: Command = Command(
        name: ".page", abstract: "Show page N (from 1) of the last listing.",
        arguments: [pageNumber],
        examples: [".page 3"],
        run: { context in
            let session = try context.requireSession()
            try Listing.showPage(session, pageNumber.requiredInteger(in: context.arguments))
        })
    static let pageNumber = ArgumentSpec("N", help: "The page number.", type: .integer(1...))

    static let width: Command = Command(
        name: ".width", abstract: "Set the widest each table column may be (0: as wide as needed); no arguments resets.",
        arguments: [widths],
        examples: [".width 10 0 20", ".width"],
        run: { context in
            try context.requireSession().columnWidths = widths.integers(in: context.arguments)
        })
    static let widths = ArgumentSpec("N", help: "Widths of the first, second, … columns.", isOptional: true, isRepeating: true, type: .integer(0...))
}
