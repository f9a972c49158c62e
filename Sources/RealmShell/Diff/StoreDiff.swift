import RealmLifecycle
import RealmModel

/// Compares two opened stores (any mix of RealmLens stores and genuine
/// Realm files) and reports to a `DiffReport` as it goes: schema first,
/// then, class by class, the objects of every class both have.
enum StoreDiff {
    /// Runs the comparison; returns the totals (equal when all are zero).
    static func run(_ a: InspectableStore, _ b: InspectableStore, report: inout some DiffReport) throws -> DiffTotals {
        // Each side is read at one moment, whatever other processes commit meanwhile.
        try a.read {
            try b.read {
                try compare(a, b, report: &report)
            }
        }
    }

    private static func compare(_ a: InspectableStore, _ b: InspectableStore, report: inout some DiffReport) throws -> DiffTotals {
        var totals = DiffTotals()
        let schemaChanges = SchemaDiff.changes(from: a.schema, to: b.schema)
        totals.schemaChanges = schemaChanges.count + (a.schemaVersion != b.schemaVersion ? 1 : 0)
        var counts: [String: Int] = [:]
        for change in schemaChanges {
            switch change {
            case .classAdded(let name): if b.schema[name]?.isEmbedded == false { counts[name] = try b.objectCount(ofClass: name) }
            case .classRemoved(let name): if a.schema[name]?.isEmbedded == false { counts[name] = try a.objectCount(ofClass: name) }
            default: break
            }
        }
        try report.begin(schemaVersions: (a.schemaVersion, b.schemaVersion), schemaChanges: schemaChanges, classObjectCounts: counts)
        for classA in a.schema.objectSchemas {
            guard let classB = b.schema[classA.className], !(classA.isEmbedded && classB.isEmbedded) else { continue }
            guard ObjectDiff.canMatch(classA, classB) else {
                let reason = classA.isEmbedded != classB.isEmbedded ? "it is embedded in one store only" : "its primary key changed"
                try report.notCompared(className: classA.className, reason: reason)
                totals.notCompared += 1
                continue
            }
            let sourceA = FileForm.underlyingSource(of: a), sourceB = FileForm.underlyingSource(of: b)
            let changes = try ObjectDiff(a: sourceA, b: sourceB, classA: classA, classB: classB).changes()
            let display = DiffDisplay(a: sourceA, b: sourceB)
            for change in changes {
                switch change {
                case .added: totals.added += 1
                case .removed: totals.removed += 1
                case .changed: totals.changed += 1
                }
                try report.objectChange(className: classA.className, change, display: display)
            }
        }
        try report.finish(totals)
        return totals
    }
}
