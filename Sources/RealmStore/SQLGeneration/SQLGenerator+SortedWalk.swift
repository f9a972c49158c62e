import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - ALL against a list of more than two constants

    /// `ALL strings.length IN {1, 4, 6}`, `ALL intList == ANY {5, 6, 0}`,
    /// `ALL mixedDict.@type IN {'string', 'string', 'int'}`: when
    /// both sides hold more than two values Realm Core (`Value::compare`,
    /// `Equal` with the left side ANY or ALL and the right ANY) sorts both and
    /// walks them once, each value of the right side matching at most one of
    /// the left. Under `ALL` the left side then holds only when its values,
    /// duplicates counted, are among the right side's (a list `[1, 1, 1]` fails
    /// `ALL … IN {1, 4, 6}`); with two values or fewer each value needs one
    /// match anywhere, as usual. (Under `ANY` the walk finds any common value,
    /// as a search would.) Nil when the comparison is not of that form, or its
    /// values are mixed (`MixedListComparison` walks those), floating point
    /// (NaN has no place in the sort), decimals or links, or a
    /// list of values reached through to-many links (Realm Core quantifies it
    /// list by list, `quantifiedPerCollection`).
    func sortedWalkUnderAll(_ l: TypedOperand, _ r: TypedOperand, in scope: SQLScope) throws -> String? {
        if let walk = try typeGroupWalk(l, r) { return walk }
        guard l.quantifier == .all, r.quantifier == nil || r.quantifier == .any, case .list(let items) = r.kind, items.count > 2,
              [.int, .bool, .string, .data, .date, .objectId, .uuid, .typeName].contains(l.type) else { return nil }
        switch l.kind {
        case .elementLengths: break
        case .property(let path) where l.type != .typeName:
            guard l.isMultiple, !path.hops.dropLast().contains(where: { $0.isCollection }) || path.endCollection == nil else { return nil }
        case .typeOf(let path):
            guard l.isMultiple, !path.hops.dropLast().contains(where: { $0.isCollection }) || path.endCollection == nil,
                  !items.contains(where: TypeAttributeWalk.isGroup) else { return nil }
        default: return nil
        }
        let everyValue = SQLScope()
        everyValue.isExistential = true
        _ = try evaluate(l, in: everyValue)
        let size = "(SELECT count(*) \(everyValue.fromClause()))"
        return try withValues(l, in: scope) { value, _ in
            let same = SQLScope()
            same.isExistential = true
            let other = try self.evaluate(l, in: same)
            let times = "(SELECT count(*) \(same.fromClause(extra: try self.compare(other, .equal, value, options: []))))"
            let matches = try items.map { try self.compare(value, .equal, self.constantValue($0), options: []) }
            let anywhere = "(" + matches.joined(separator: " OR ") + ")"
            let listed = "(" + matches.map { "(\($0))" }.joined(separator: " + ") + ")"
            return "CASE WHEN \(size) > 2 THEN \(times) <= \(listed) ELSE \(anywhere) END"
        }
    }

    /// `ALL md.@type IN {'string', 'numeric', 'null'}`, `ANY …`: a group name
    /// (`numeric`) equals several types, so Realm Core's sort leaves the list in
    /// no order and its walk may miss a type the list names (`TypeAttributeWalk`).
    /// Nil unless the list holds a group name and more than two names.
    func typeGroupWalk(_ l: TypedOperand, _ r: TypedOperand) throws -> String? {
        guard l.quantifier == .all || l.quantifier == .any, r.quantifier == nil || r.quantifier == .any,
              case .list(let items) = r.kind, items.count > 2, items.contains(where: TypeAttributeWalk.isGroup),
              case .typeOf(let path) = l.kind, l.isMultiple,
              !path.hops.dropLast().contains(where: { $0.isCollection }) || path.endCollection == nil else { return nil }
        let names = items.compactMap { item -> String? in if case .string(let name) = item { return name } else { return nil } }
        guard let walk = TypeAttributeWalk(canonicalNames: names) else { return nil }
        let every = SQLScope()
        every.isExistential = true
        let type = try evaluate(l, in: every)
        let types = "(SELECT group_concat(\(type.sql), ',') \(every.fromClause()))"
        return "\(TypeAttributeWalk.function)(\(types), '\(walk.listArgument)', \(l.quantifier == .any ? 1 : 0))"
    }
}
