#if canImport(Glibc)
import Glibc
#endif
import RealmLifecycle
import RealmQuery
import RealmModel

/// `.save`, `.run`, `.saved`: named statements kept per user in
/// `~/.config/realmlens/saved-queries.json` (`$XDG_CONFIG_HOME`, or
/// `$REALMLENS_CONFIG_DIR`, move it).
enum SavedQueryCommands {
    static let saveName = ArgumentSpec("NAME", help: "The name.")
    static let runName = ArgumentSpec("NAME", help: "The saved statement.")

    static let save: Command = Command(
        name: ".save", abstract: "Save a statement under a name; $0, $1, … are filled in by .run.",
        arguments: [saveName, ArgumentSpec("STATEMENT", help: "Any statement, e.g. Dog where age < $0.", isRepeating: true)],
        examples: [".save young Dog where age < $0", ".save owners Person where dogs.@count > 0 SORT(name ASC)"],
        run: { context in
            let session = try context.requireSession()
            let name = saveName.required(in: context.arguments)
            let statement = String(context.rawArguments.dropFirst(name.count)).trimmingWhitespace()
            guard !statement.isEmpty else { throw UsageError.missingArgument(name: "STATEMENT", command: ".save") }
            var queries = try SavedQueries.load(session.environment)
            queries[name] = statement
            try SavedQueries.store(queries, session.environment)
            try context.requireSession().status("saved '\(name)': \(statement)")
        })

    static let run: Command = Command(
        name: ".run", abstract: "Run a saved statement, with RQL literals for its $0, $1, ….",
        arguments: [runName, ArgumentSpec("ARGUMENTS", help: "Literals: 3, 'Rex', oid(…).", isRepeating: true)],
        examples: [".run young 3", ".run byName 'Rex'"],
        run: { context in
            let session = try context.requireSession()
            let name = runName.required(in: context.arguments)
            let queries = try SavedQueries.load(session.environment)
            guard let statement = queries[name] else {
                throw CommandFailure("no saved statement \(quoted: name)",
                                     hint: Diagnostic.sentences([Suggestion.didYouMean(name, among: queries.keys), "'.saved' lists them."]))
            }
            var rest = String(context.rawArguments.dropFirst(name.count)).trimmingWhitespace()
            var literals: [String] = []
            while !rest.isEmpty {
                let (literal, remainder) = ObjectReference.splitLiteral(rest)
                literals.append(literal)
                rest = remainder.trimmingWhitespace()
            }
            // $10 before $1, so one argument never eats the start of another's name.
            var text = statement
            for (index, literal) in literals.enumerated().reversed() { text = text.replacing("$\(index)", with: literal) }
            if let missing = (0..<10).first(where: { text.contains("$\($0)") }) {
                throw CommandFailure("\(quoted: name) needs an argument for $\(missing): .run \(name) VALUE…")
            }
            try InputProcessor(session: session).dispatch(text)
        })

    static let saved: Command = Command(
        name: ".saved", abstract: "List the saved statements.",
        examples: [".saved"],
        run: { context in
            let session = try context.requireSession()
            let queries = try SavedQueries.load(session.environment)
            if queries.isEmpty { try context.stdout.line("(no saved statements; .save NAME STATEMENT adds one)") }
            let width = queries.keys.map(\.count).max() ?? 0
            for name in queries.keys.sorted() {
                try context.stdout.line(name + String(repeating: " ", count: width - name.count) + "  " + (queries[name] ?? ""))
            }
        })
}

/// The saved-statements file: a JSON object of name → statement.
enum SavedQueries {
    static func path(_ environment: [String: String]) -> String? {
        if let dir = environment["REALMLENS_CONFIG_DIR"], !dir.isEmpty { return dir + "/saved-queries.json" }
        if let dir = environment["XDG_CONFIG_HOME"], !dir.isEmpty { return dir + "/realmlens/saved-queries.json" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/realmlens/saved-queries.json" }
        return nil
    }

    static func load(_ environment: [String: String]) throws -> [String: String] {
        guard let path = path(environment), access(path, F_OK) == 0 else { return [:] }
        let input = try FileByteInput(path: path)
        var bytes: [UInt8] = []
        while let chunk = try input.readChunk() { bytes += chunk }
        guard case .object(let members) = try RelaxedJSON.parse(String(decoding: bytes, as: UTF8.self)) else {
            throw CommandFailure("\(quoted: path) is not a JSON object of saved statements")
        }
        var result: [String: String] = [:]
        for (name, value) in members { if case .string(let statement) = value { result[name] = statement } }
        return result
    }

    static func store(_ queries: [String: String], _ environment: [String: String]) throws {
        guard let path = path(environment) else { throw CommandFailure("no place for saved statements: set HOME or REALMLENS_CONFIG_DIR") }
        makeDirectories(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (i, name) in queries.keys.sorted().enumerated() {
            out += Array((i == 0 ? "\n  " : ",\n  ").utf8)
            JSONText.appendString(name, to: &out)
            out += Array(": ".utf8)
            JSONText.appendString(queries[name] ?? "", to: &out)
        }
        out += Array("\n}\n".utf8)
        try ExportCommand.writeAtomically(to: path) { try $0.write(out) }
    }

    /// `mkdir -p`: existing folders are left as they are.
    static func makeDirectories(_ path: String) {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current == "/" ? "" : "/") + part
            mkdir(current, 0o755)
        }
    }
}
