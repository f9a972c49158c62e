import RealmModel
import RealmQuery

extension SQLGenerator {
    /// SQL for a blob listing the groups of a collection of values after to-many links (`links.sl`): one
    /// group per object the links reach, in the order Realm Core reaches them (`LinkedListGroups`). Nil
    /// when the path does not end in such a collection.
    func linkedListGroupsSQL(_ path: ResolvedPath) throws -> String? {
        let objects = SQLScope()
        objects.isExistential = true
        let position = try walk(path, in: objects)
        guard case .collection = position, !objects.isEmpty else { return nil }
        let values = SQLScope()
        values.isExistential = true
        let value = try self.value(at: expand(position, in: values), in: values)
        let group = try groupsSQL(values, value, extra: "") { "\(MixedGroupPair.gatherValues)(\($0), \($1))" }
        let order = objects.orderTerms.isEmpty ? "" : " ORDER BY " + objects.orderTerms.joined(separator: ", ")
        return "(SELECT \(LinkedListGroups.concatenate)(g) FROM (SELECT \(group) AS g \(objects.fromClause())\(order)))"
    }
}
