import RealmLifecycle
/// `.read`, `.bail`, `.echo`, `.show`, `.help`, `.quit`.
enum ScriptCommands {
    static let scriptFile = ArgumentSpec("FILE", help: "A file of statements and dot commands.", type: .path)
    static let topic = ArgumentSpec("COMMAND", help: "A dot command or statement word.", isOptional: true)

    static let read: Command = Command(
        name: ".read", abstract: "Run the statements in a file.",
        arguments: [scriptFile],
        examples: [".read fixtures.rlens"],
        run: { context in
            let session = try context.requireSession()
            let path = scriptFile.required(in: context.arguments)
            var processor = InputProcessor(session: session)
            let reader = ScriptLineReader(try StatementFile.read(path))
            guard processor.runScript(reader) > 0 else { return }
            let summary = "\(quoted: path): \(processor.errorCount) statement\(processor.errorCount == 1 ? "" : "s") failed"
            // A usage error inside the script keeps its exit code (2) for whoever runs .read.
            if processor.firstFailure == .usage { throw UsageError.invalid(summary) }
            throw CommandFailure(summary)
        })

    static let bail: Command = Command(
        name: ".bail", abstract: "Stop at the first error (on by default for scripts and pipes).",
        arguments: [bailSwitch],
        examples: [".bail off"],
        run: { context in
            try context.requireSession().bail = bailSwitch.isOn(in: context.arguments) ?? true
        })
    static let bailSwitch = ArgumentSpec("on|off", help: "Whether to stop.", type: .onOff)

    static let echo: Command = Command(
        name: ".echo", abstract: "Print each statement before running it.",
        arguments: [echoSwitch],
        examples: [".echo on"],
        run: { context in
            try context.requireSession().echo = echoSwitch.isOn(in: context.arguments) ?? false
        })
    static let echoSwitch = ArgumentSpec("on|off", help: "Whether to echo.", type: .onOff)

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
        arguments: [topic],
        examples: [".help", ".help .mode", ".help update"],
        run: { context in
            let table = CommandTable.studio
            if let name = topic.value(in: context.arguments) {
                guard let command = table.helpTopic(named: name) else {
                    throw UsageError.unknownHelpTopic(name, suggestion: table.helpSuggestion(for: name))
                }
                try context.stdout.write(StudioHelp.help(command))
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
