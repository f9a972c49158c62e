import RealmLifecycle
import RealmModel

/// The diff for people, one finding per line, as `diff` marks them:
///
/// ```
/// schema version: 3 → 4
/// + property Dog.weight: Double?
/// ~ index Dog.name: none → indexed
/// + Dog key 12
/// - City 5
/// ~ Country "NO"
///     name: "Norway" → "Noreg"
/// 1 schema change; 1 object added, 1 removed, 1 changed
/// ```
///
/// Equal stores print nothing (exit status 0), as `diff` does.
struct DiffTextReport: DiffReport {
    let output: OutputTarget

    func begin(schemaVersions: (a: UInt64, b: UInt64), schemaChanges: [SchemaDifference], classObjectCounts: [String: Int]) throws {
        if schemaVersions.a != schemaVersions.b { try output.line("schema version: \(schemaVersions.a) → \(schemaVersions.b)") }
        for change in schemaChanges { try output.line(Self.line(change, counts: classObjectCounts)) }
    }

    static func line(_ change: SchemaDifference, counts: [String: Int]) -> String {
        // Names from a hostile file may hold a newline or a terminal escape: shown quoted then, as they are otherwise.
        func objects(_ name: String) -> String { counts[name].map { " (\(counted($0, "object")))" } ?? " (embedded)" }
        switch change {
        case .classAdded(let name): return "+ class \(shown: name)" + objects(name)
        case .classRemoved(let name): return "- class \(shown: name)" + objects(name)
        case .embeddedChanged(let name, let a, let b): return "~ class \(shown: name): \(a ? "embedded" : "top-level") → \(b ? "embedded" : "top-level")"
        case .primaryKeyChanged(let name, let a, let b): return "~ primary key of \(shown: name): \(shown: a ?? "none") → \(shown: b ?? "none")"
        case .propertyAdded(let name, let property): return "+ property \(shown: name + "." + property.name): \(shown: property.typeDescription)"
        case .propertyRemoved(let name, let property): return "- property \(shown: name + "." + property.name): \(shown: property.typeDescription)"
        case .propertyChanged(let name, let a, let b):
            return "~ property \(shown: name + "." + b.name): \(shown: a.typeDescription) → \(shown: b.typeDescription)"
        case .indexChanged(let name, let property, let a, let b): return "~ index \(shown: name + "." + property): \(a) → \(b)"
        }
    }

    func notCompared(className: String, reason: String) throws {
        try output.line("~ objects of \(shown: className) not compared: \(reason)")
    }

    func objectChange(className: String, _ change: ObjectChange, display: DiffDisplay) throws {
        var display = display
        func name(_ identity: ObjectIdentity) throws -> String {
            switch identity {
            case .key(let key): return "\(shown: className) key \(key)"
            case .primaryKey(let pk): return "\(shown: className) " + (try display.primaryKeyText(pk))
            }
        }
        switch change {
        case .added(let identity): try output.line("+ " + name(identity))
        case .removed(let identity): try output.line("- " + name(identity))
        case .changed(let identity, let properties):
            var text = "~ " + (try name(identity)) + "\n"
            for (property, a, b) in properties {
                text += "    \(shown: property.name): \(try display.textA(a, property)) → \(try display.textB(b, property))\n"
            }
            try output.write(text)
        }
    }

    func finish(_ totals: DiffTotals) throws {
        guard !totals.isEqual else { return }
        var parts: [String] = []
        if totals.schemaChanges > 0 { parts.append(counted(totals.schemaChanges, "schema change")) }
        parts.append("\(counted(totals.added, "object")) added, \(totals.removed) removed, \(totals.changed) changed")
        try output.line(parts.joined(separator: "; "))
    }
}
