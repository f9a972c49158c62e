import RealmModel

/// Where a path walk stands: what the values are, and whether they are
/// still an unsubscripted collection.
private struct Cursor {
    /// The class of the object(s), when the values are objects.
    var schema: ObjectSchema?
    var type: ValueType
    /// True while the values are a collection (or backlinks) nobody has indexed yet.
    var isToMany = false
    var collection: CollectionKind?
    var isBacklinks = false
    var isAllBacklinks = false
}

extension Context {
    /// Resolves a key path from the query's class (or a subquery variable).
    /// Also returns whether the path fans out *before* its final collection,
    /// which decides whether `@count` of it is one value or many.
    mutating func resolvePath(_ path: PropertyPath) throws -> (ResolvedPath, fansOutBeforeEnd: Bool) {
        var elements = path.elements[...]
        var root = ResolvedPath.Root.object(base.className)
        var cursor = Cursor(schema: base, type: .object(base.className))
        if case .property(let name) = path.elements[0].kind, name.hasPrefix("$"), base[name] == nil || variables.contains(where: { $0.name == name }) {
            // Realm allows '$' in property names; a name is a variable only when no property claims it or a subquery declared it.
            guard let variable = variables.last(where: { $0.name == name }) else {
                throw QueryError(.invalidQuery("'\(name)' is not a subquery variable here"), at: path.elements[0].range)
            }
            root = .variable(name, className: variable.schema.className)
            cursor = Cursor(schema: variable.schema, type: .object(variable.schema.className))
            elements = elements.dropFirst()
        } else if let innermost = variables.last {
            // Inside SUBQUERY(…) Realm Core resolves a bare name on the subquery's class
            // (the driver switches its base table), so `name` means `$x.name`.
            root = .variable(innermost.name, className: innermost.schema.className)
            cursor = Cursor(schema: innermost.schema, type: .object(innermost.schema.className))
        }
        var fansOut = false
        var hops: [Hop] = []
        var walked = elements.startIndex
        for element in elements {
            let prefix = text(path.elements[0].range.merged(with: path.elements[max(walked - 1, 0)].range))
            if cursor.isAllBacklinks {
                throw QueryError(.invalidQuery("'@links' alone can only be counted, as in @links.@count"), at: element.range)
            }
            switch element.kind {
            case .property(let name):
                if cursor.collection == .dictionary, case .object = cursor.type, let target = cursor.schema, target[name] != nil {
                    // On a dictionary of objects Realm Core reads a name of the target's property as that
                    // property of every value (`landmarks.name`), and any other name as a key.
                    hops.append(valueHop(.allValues, isCollection: true))
                    cursor.collection = nil
                }
                if cursor.collection == .dictionary {
                    hops.append(valueHop(.element(.key(name))))
                    cursor.isToMany = false
                    cursor.collection = nil
                } else if case .object = cursor.type, let objectSchema = cursor.schema {
                    if cursor.isToMany { fansOut = true }
                    guard let property = objectSchema[name] else {
                        throw QueryError(.unknownProperty(name, className: objectSchema.className,
                                                          suggestion: Suggestion.closest(to: name, among: objectSchema.properties.map(\.name))),
                                         at: element.range)
                    }
                    hops.append(Hop(kind: .property(property), objectSchema: objectSchema,
                                    isCollection: property.isCollection || property.type == .linkingObjects,
                                    isLink: property.type == .object || property.type == .linkingObjects,
                                    isBacklink: property.type == .linkingObjects))
                    cursor = try makeCursor(for: property, at: element.range)
                } else if cursor.type == .mixed {
                    // Realm Core: "Property 'C.mixedSet' has no property 'a'": a set takes no key.
                    guard cursor.collection != .set else {
                        throw QueryError(.invalidSubscript(name, on: prefix), at: element.range)
                    }
                    if cursor.isToMany { fansOut = true }
                    hops.append(valueHop(.element(.key(name))))
                    cursor = Cursor(type: .mixed)
                } else {
                    throw QueryError(.notAnObject(prefix), at: element.range)
                }
            case .backlinks(let className, let propertyName):
                guard case .object = cursor.type, let target = cursor.schema else {
                    throw QueryError(.notAnObject(prefix), at: element.range)
                }
                if cursor.isToMany { fansOut = true }
                guard let origin = schema[className] else {
                    throw QueryError(.unknownClass(className, suggestion: Suggestion.closest(to: className, among: schema.classNames)), at: element.range)
                }
                guard let link = origin[propertyName] else {
                    throw QueryError(.unknownProperty(propertyName, className: className,
                                                      suggestion: Suggestion.closest(to: propertyName, among: origin.properties.map(\.name))),
                                     at: element.range)
                }
                guard link.type == .object, link.objectClassName == target.className else {
                    throw QueryError(.noBacklink(className: className, propertyName: propertyName, target: target.className), at: element.range)
                }
                hops.append(Hop(kind: .backlinks(originClass: className, originProperty: propertyName), objectSchema: target,
                                isCollection: true, isLink: true, isBacklink: true))
                cursor = Cursor(schema: origin, type: .object(className), isToMany: true, isBacklinks: true)
            case .allBacklinks:
                guard case .object = cursor.type, let target = cursor.schema else {
                    throw QueryError(.notAnObject(prefix), at: element.range)
                }
                if cursor.isToMany { fansOut = true }
                hops.append(Hop(kind: .allBacklinks, objectSchema: target, isCollection: true, isLink: true, isBacklink: true))
                cursor = Cursor(type: .object(""), isToMany: true, isBacklinks: true, isAllBacklinks: true)
            case .keys, .values:
                guard cursor.collection == .dictionary else {
                    throw QueryError(.invalidSubscript(element.description, on: prefix), at: element.range)
                }
                if case .keys = element.kind {
                    hops.append(valueHop(.keys, isCollection: true))
                    cursor = Cursor(type: .string, isToMany: true)
                } else {
                    hops.append(valueHop(.allValues, isCollection: true))
                    cursor.collection = nil
                }
            case .subscript(let written):
                let sub = try resolveSubscript(written, at: element.range)
                switch sub {
                case nil:  // [*]
                    guard cursor.isToMany || cursor.type == .mixed else {
                        throw QueryError(.invalidSubscript("[*]", on: prefix), at: element.range)
                    }
                    hops.append(valueHop(.allValues, isCollection: true))
                    fansOut = true
                    cursor.isToMany = false
                    cursor.collection = nil
                case .key?:
                    guard cursor.collection == .dictionary || (cursor.type == .mixed && !cursor.isToMany) else {
                        throw QueryError(.invalidSubscript(element.description, on: prefix), at: element.range)
                    }
                    hops.append(valueHop(.element(sub!)))
                    cursor.isToMany = false
                    cursor.collection = nil
                case .index?, .first?, .last?:
                    guard cursor.collection == .list || (cursor.type == .mixed && !cursor.isToMany) else {
                        throw QueryError(.invalidSubscript(element.description, on: prefix), at: element.range)
                    }
                    hops.append(valueHop(.element(sub!)))
                    cursor.isToMany = false
                    cursor.collection = nil
                }
            }
            walked += 1
        }
        let resolved = ResolvedPath(root: root, hops: hops, type: cursor.type, isMultiple: fansOut || cursor.isToMany,
                                    endsAtCollection: cursor.isToMany, endCollection: cursor.isToMany ? cursor.collection : nil,
                                    endsAtBacklinks: cursor.isToMany && cursor.isBacklinks)
        return (resolved, fansOut)
    }

    private func valueHop(_ kind: Hop.Kind, isCollection: Bool = false) -> Hop {
        Hop(kind: kind, objectSchema: nil, isCollection: isCollection, isLink: false, isBacklink: false)
    }

    private func makeCursor(for property: Property, at range: SourceRange) throws -> Cursor {
        var target: ObjectSchema?
        if property.type == .object || property.type == .linkingObjects {
            let name = property.objectClassName ?? ""
            guard let t = schema[name] else {
                throw QueryError(.unknownClass(name, suggestion: nil), at: range)
            }
            target = t
        }
        if property.type == .linkingObjects {
            return Cursor(schema: target, type: ValueType(property), isToMany: true, isBacklinks: true)
        }
        return Cursor(schema: target, type: ValueType(property), isToMany: property.isCollection, collection: property.collection)
    }

    /// `nil` stands for `[*]`; arguments become an index (int) or a key (string).
    private func resolveSubscript(_ written: Subscript, at range: SourceRange) throws -> ResolvedSubscript? {
        switch written {
        case .all: return nil
        case .index(let i): return .index(i)
        case .first: return .first
        case .last: return .last
        case .key(let k): return .key(k)
        case .argument(let n):
            switch try argument(n, at: range) {
            case .int(let i) where i >= 0 && i <= Int64(Int32.max): return .index(Int(i))
            case .string(let s): return .key(s)
            case let other:
                throw QueryError(.invalidSubscript("$\(n) (\(ValueType(other)))", on: "a collection"), at: range)
            }
        }
    }
}
