import RealmLifecycle
import RealmModel
import RealmStore

/// `create` without some properties: each required one left out takes its
/// type's empty value (`Realm.emptyValue(for:)`), so that a class changed by
/// `.alter … add` (whose default lives only in the app's code) can still be
/// filled in by hand. The primary key is never invented.
enum MissingValues {
    /// What was filled: the property's path (`owner.age`) and the value.
    struct Filled {
        var path: String
        var value: AnyRealmValue
        /// `age = 0`, as the studio reports it.
        var description: String { "\(path) = \(DisplayText.literal(value))" }
    }

    /// Fills `values` (for a new object of `objectSchema`, nested new objects
    /// included) and returns what was filled.
    static func fill(_ values: inout [String: AnyRealmValue], for objectSchema: ObjectSchema, schema: Schema, path: String = "") throws -> [Filled] {
        var filled: [Filled] = []
        for property in objectSchema.persistedProperties {
            let name = path + property.name
            guard let value = values[property.name] else {
                if property.name == objectSchema.primaryKey && !property.isOptional {
                    throw CommandFailure("the primary key \(quoted: objectSchema.className + "." + property.name) must be given")
                }
                if let empty = Realm.emptyValue(for: property) {
                    values[property.name] = empty
                    filled.append(Filled(path: name, value: empty))
                }
                continue
            }
            // Nested new objects (`owner: {…}`, embedded lists) are created too; one
            // with a primary key may be an existing object, whose values stay as they are.
            guard property.type == .object, let target = property.objectClassName.flatMap({ schema[$0] }), target.primaryKey == nil else { continue }
            switch value {
            case .dictionary(var nested) where property.collection == nil:
                filled += try fill(&nested, for: target, schema: schema, path: name + ".")
                values[property.name] = .dictionary(nested)
            case .list(var items):
                for i in items.indices {
                    guard case .dictionary(var nested) = items[i] else { continue }
                    filled += try fill(&nested, for: target, schema: schema, path: "\(name)[\(i)].")
                    items[i] = .dictionary(nested)
                }
                values[property.name] = .list(items)
            default: break
            }
        }
        return filled
    }
}
