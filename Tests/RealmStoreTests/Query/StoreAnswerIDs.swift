import RealmModel
@testable import RealmStore

/// The int primary keys (`id`) of the objects of `className` that `query` selects, in result order.
func storeAnswerIDs(_ realm: Realm, _ className: String, _ query: String) throws -> [Int64] {
    var got: [Int64] = []
    try realm.objects(className, where: query).forEach { object in
        if case .int(let id) = try object.value(forKey: "id") { got.append(id) }
    }
    return got
}
