import Foundation

/// The schema and objects of a canonical dump, read with Foundation, as the
/// query generator needs them: property kinds and the values each holds.
struct DumpModel {
    struct Prop {
        var name: String
        var type: String
        var optional: Bool
        var collection: String?
        var objectType: String?

        var isLink: Bool { type == "object" || type == "linkingObjects" }
        var isScalar: Bool { collection == nil && !isLink }
    }

    struct Class {
        var name: String
        var embedded: Bool
        var primaryKey: String?
        var props: [Prop]
        func prop(_ name: String) -> Prop? { props.first { $0.name == name } }
    }

    var classes: [Class] = []
    /// Every JSON value seen per "Class.prop", collection elements flattened,
    /// embedded objects visited.
    var samples: [String: [Any]] = [:]
    /// Dictionary keys seen per "Class.prop".
    var keys: [String: [String]] = [:]

    func `class`(_ name: String) -> Class? { classes.first { $0.name == name } }

    init(json data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let schema = root["schema"] as? [[String: Any]] else { throw OracleError(message: "not a dump") }
        for c in schema {
            let props = (c["properties"] as? [[String: Any]] ?? []).map { p in
                Prop(name: p["name"] as? String ?? "", type: p["type"] as? String ?? "",
                     optional: p["optional"] as? Bool ?? false, collection: p["collection"] as? String,
                     objectType: p["objectType"] as? String)
            }
            classes.append(Class(name: c["name"] as? String ?? "", embedded: c["embedded"] as? Bool ?? false,
                                 primaryKey: c["primaryKey"] as? String, props: props))
        }
        let objects = root["objects"] as? [String: [[String: Any]]] ?? [:]
        for className in objects.keys.sorted() {
            for object in objects[className] ?? [] { record(object, className: className, depth: 0) }
        }
    }

    private mutating func record(_ object: [String: Any], className: String, depth: Int) {
        guard depth < 4, let cls = self.class(className) else { return }
        for prop in cls.props {
            guard let value = object[prop.name] else { continue }
            let id = "\(className).\(prop.name)"
            var elements: [Any] = []
            switch prop.collection {
            case "list", "set": elements = value as? [Any] ?? []
            case "dictionary":
                // Sorted, so the same dump always gives the same samples (and the same queries).
                let dict = value as? [String: Any] ?? [:]
                let sortedKeys = dict.keys.sorted()
                keys[id, default: []].append(contentsOf: sortedKeys)
                elements = sortedKeys.map { dict[$0] as Any }
            default: elements = [value]
            }
            samples[id, default: []].append(contentsOf: elements)
            if let target = prop.objectType, self.class(target)?.embedded == true {
                for element in elements {
                    if let e = element as? [String: Any] { record(e, className: target, depth: depth + 1) }
                }
            }
        }
    }
}
