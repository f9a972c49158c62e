import RealmModel
import RealmQuery

extension SQLGenerator {
    /// SQL for a blob listing the groups of a collection of values after to-many links (`links.sl`,
    /// `links.sd['k']`): one group per object the links reach, in the order Realm Core reaches them
    /// (`LinkedListGroups`, `LinkedCollection`). Nil when the path does not end in such a collection.
    func linkedListGroupsSQL(_ path: ResolvedPath) throws -> String? {
        guard let shape = LinkedCollection(path) else { return nil }
        let objects = SQLScope(), values = SQLScope()
        objects.isExistential = true
        values.isExistential = true
        guard let value = try linkedCollectionValues(shape, objects: objects, values: values) else { return nil }
        return try groupsPerObject(objects: objects, values: values, value: value)
    }

    /// A blob of groups: for each row of `objects` (in their order), the group of `value` over the rows of
    /// `values`. With no rows in `objects` (the object itself), its one group.
    func groupsPerObject(objects: SQLScope, values: SQLScope, value: SQLValue) throws -> String {
        let group = try groupsSQL(values, value, extra: "") { "\(MixedGroupPair.gatherValues)(\($0), \($1))" }
        guard !objects.isEmpty else { return group }
        let order = objects.orderTerms.isEmpty ? "" : " ORDER BY " + objects.orderTerms.joined(separator: ", ")
        return "(SELECT \(LinkedListGroups.concatenate)(g) FROM (SELECT \(group) AS g \(objects.fromClause())\(order)))"
    }
}
