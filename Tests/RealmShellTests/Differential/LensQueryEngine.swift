import Foundation
@testable import RealmLifecycle
import RealmFile
import RealmModel
import RealmQuery
@testable import RealmShell
@testable import RealmStore

/// RealmLens's answer to a query on a genuine file, the way `realmlens query`
/// computes it: the file read natively, copied into an in-memory store that
/// keeps its object keys, and queried there. The copy is made once per file.
final class LensQueryEngine {
    let realm: Realm
    /// For classes without a primary key: object key → position in canonical order.
    private var positions: [String: [ObjectKey: Int]] = [:]

    /// With `genuineQuery`, a genuine file's matches are found as `realmlens query FILE` finds them on a
    /// top-level class (`GenuineQuery`: only what the query reads converted, matches read from the file,
    /// no cache); the full copy then only names the objects.
    private var genuineQuery: (file: RealmFile, path: String)?

    init(file: String, genuineQuery: Bool = false) throws {
        let store = try StoreOpener.openGenuineFile(file, format: .realmCore, keyText: nil)
        realm = try QueryCommand.queryableRealm(store)
        if genuineQuery, let genuine = store as? RealmFile { self.genuineQuery = (genuine, file) }
    }

    /// A RealmLens store (or anything `realmlens` opens), queried as `realmlens query STORE` queries it.
    init(store path: String) throws {
        realm = try QueryCommand.queryableRealm(try StoreOpener.open(path, options: StoreOpener.Options()))
    }

    /// Whether `query` is a lone condition RealmLens answers as Realm Core reads the value the previous
    /// object left in its buffer (`LeftoverBuffer`: `m.@size`, `list[1]`, `d.@keys` against a constant).
    func answersLeftoverBuffer(className: String, query: String) -> Bool {
        guard let resolved = try? QueryResolver(schema: realm.schema).resolve(query, className: className) else { return false }
        return LeftoverBuffer(resolved.condition) != nil
    }

    func answer(className: String, query: String) -> QueryAnswer {
        do {
            let results = if let genuineQuery, realm.schema[className]?.isEmbedded == false {
                try GenuineQuery(file: genuineQuery.file, path: genuineQuery.path, className: className, predicate: query, cache: nil).results
            } else {
                try realm.objects(className, where: query)
            }
            var ids: [String] = []
            try results.forEachKey { key in
                ids.append(try identity(className: className, key: key))
                return true
            }
            return .objects(ids)
        } catch {
            return .refused("\(error)")
        }
    }

    private func identity(className: String, key: ObjectKey) throws -> String {
        guard let objectSchema = realm.schema[className] else { return "?" }
        if let pk = objectSchema.primaryKey {
            let value = try DynamicObject(realm: realm, className: className, key: key).value(forKey: pk)
            return ObjectIdentity.text(ofJSON: Self.json(value))
        }
        if positions[className] == nil {
            var map: [ObjectKey: Int] = [:]
            try realm.objects(className).forEach { object in map[object.key] = map.count }
            positions[className] = map
        }
        return ObjectIdentity.text(ofJSON: ["$index": positions[className]?[key] ?? -1])
    }

    /// A primary key as Foundation JSON, as the oracle prints it.
    static func json(_ value: AnyRealmValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .int(let n): return NSNumber(value: n)
        case .string(let s): return s
        case .objectId(let o): return ["$oid": o.description]
        case .uuid(let u): return ["$uuid": u.description]
        default: return "\(value)"
        }
    }
}
