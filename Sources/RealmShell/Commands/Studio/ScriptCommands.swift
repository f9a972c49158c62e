/// `.read`, `.bail`, `.echo`, `.show`, `.help`, `.quit`.
enum ScriptCommands {
    static let read: Command = Command(
        name: ".read", abstract: "Run the statements in a file.",
        arguments: [ArgumentSpec("FILE", help: "A file of statements and dot commands.")],
        examples: [".read fixtures.rlens"],
        run: { context in
            let session = try context.requireSession()
            guard let path = context.arguments["FILE"] else { return }
            let input = try FileByteInput(path: path)
            var text: [UInt8] = []
            while let chunk = try input.readChunk() { text += chunk }
            var processor = InputProcessor(session: session)
            let reader = ScriptLineReader(String(decoding: text, as: UTF8.self))
            if processor.runScript(reader) > 0 { throw CommandFailure("\(path): \(processor.errorCount) statement\(processor.errorCount == 1 ? "" : "s") failed") }
        })

    static let bail: Command = Command(
        name: ".bail", abstract: "Stop at the first error (on by default for scripts and pipes).",
        arguments: [ArgumentSpec("on|off", help: "Whether to stop.")],
        examples: [".bail off"],
        run: { context in
            try context.requireSession().bail = try parseSwitch(context.arguments["on|off"], option: ".bail")
        })

    static let echo: Command = Command(
        name: ".echo", abstract: "Print each statement before running it.",
        arguments: [ArgumentSpec("on|off", help: "Whether to echo.")],
        examples: [".echo on"],
        run: { context in
            try context.requireSession().echo = try parseSwitch(context.arguments["on|off"], option: ".echo")
        })

    static let show: Command = Command(
        name: ".show", abstract: "Show the current settings.",
        examples: [".show"],
        run: { context in
            let s = try context.requireSession()
            let rows = [
                ("store", s.store.map { "\($0.path) (\($0.formatName)\($0.isReadOnly ? ", read-only" : ""))" } ?? "none"),
                ("transaction", s.realm?.isInWriteTransaction == true ? "open" : "none"),
                ("mode", s.mode.rawValue), ("headers", s.showHeaders ? "on" : "off"), ("nullvalue", "\"\(s.nullText)\""),
                ("bail", s.bail ? "on" : "off"), ("echo", s.echo ? "on" : "off"), ("timer", s.timer ? "on" : "off"),
                ("output", s.redirect.map { $0.name } ?? "stdout"),
            ]
            for (name, value) in rows {
                try context.stdout.line(String(repeating: " ", count: 11 - name.count) + name + ": " + value)
            }
        })

    static let help: Command = Command(
        name: ".help", abstract: "List the commands and statements, or explain one.",
        arguments: [ArgumentSpec("COMMAND", help: "A dot command or statement word.", isOptional: true)],
        examples: [".help", ".help .mode", ".help update"],
        run: { context in
            let table = CommandTable.studio
            if let name = context.arguments["COMMAND"] {
                if let command = table.command(named: name) ?? table.command(named: "." + name) {
                    try context.stdout.write(HelpRenderer.help(command, program: "").replacing("USAGE:  ", with: "USAGE: "))
                } else if let statement = StatementHelp.all.first(where: { $0.word == name.lowercased() }) {
                    try context.stdout.write(statement.help)
                } else {
                    throw UsageError.unknownCommand(name, suggestion: table.suggestion(for: name))
                }
                return
            }
            try context.stdout.write(StudioHelp.overview(table))
        })

    static let quit: Command = Command(
        name: ".quit", aliases: [".exit"], abstract: "Leave the studio (an open write transaction is rolled back).",
        examples: [".quit"],
        run: { context in
            try context.requireSession().shouldQuit = true
        })
}
