import RealmModel

/// Where a path walk stands: what the values are, and whether they are
/// still an unsubscripted collection.
struct Cursor {
    /// The class of the object(s), when the values are objects.
    var schema: ObjectSchema?
    var type: ValueType
    /// True while the values are a collection (or backlinks) nobody has indexed yet.
    var isToMany = false
    var collection: CollectionKind?
    var isBacklinks = false
    var isAllBacklinks = false
}

/// One walk along a key path: the cursor, the hops taken so far, and
/// whether the path fanned out before its end. Each step of
/// `Context.resolvePath` reads and advances it.
struct PathWalk {
    var cursor: Cursor
    var hops: [Hop] = []
    var fansOut = false
    /// The path as written, and how many of its elements were walked: the
    /// prefix quoted in an error ("'dogs.age' is not an object") is built
    /// from them only when an error is thrown.
    let path: PropertyPath
    var walked: Int
    /// True after `@keys` of a dictionary held in a mixed value, which ends a key path
    /// (Realm Core stops on an assertion, `end_of_path`, when anything follows it).
    var endsAtMixedKeys = false
    /// True after `@keys` or `@values` of a dictionary of values: Realm Core reads no
    /// further (`PropertyNode::visit` takes the dictionary's keys or values and drops the
    /// rest of the path), so `md.@values.x == 1` is `md.@values == 1`.
    var ignoresRest = false

    mutating func append(value kind: Hop.Kind, isCollection: Bool = false) {
        hops.append(Hop(kind: kind, objectSchema: nil, isCollection: isCollection, isLink: false, isBacklink: false))
    }
}

extension Context {
    /// Resolves a key path from the query's class (or a subquery variable).
    /// Also returns whether the path fans out *before* its final collection,
    /// which decides whether `@count` of it is one value or many.
    ///
    /// Each kind of step has its own function below; they throw the same
    /// errors, at the same element, as one walk would.
    mutating func resolvePath(_ path: PropertyPath) throws -> (ResolvedPath, fansOutBeforeEnd: Bool) {
        let (root, start, first) = try resolveRoot(path)
        var walk = PathWalk(cursor: start, path: path, walked: first)
        let (ignored, keyed) = try backlinkCountIgnoredElements(path, from: first, cursor: start)
        for (index, element) in path.elements.enumerated().dropFirst(first) {
            if ignored.contains(index) || keyed.contains(index) || walk.ignoresRest {
                if keyed.contains(index) { try stepProperty(MixedKeys.selector, element, &walk) }
                walk.walked += 1
                continue
            }
            if walk.endsAtMixedKeys {
                throw QueryError(.invalidQuery("'@keys' of a mixed value ends the key path: nothing can follow it"), at: element.range)
            }
            if walk.cursor.isAllBacklinks {
                throw QueryError(.invalidQuery("'@links' alone can only be counted, as in @links.@count"), at: element.range)
            }
            if walk.isPastDictionaryValue {
                walk.stepPastDictionaryValue(element)
                walk.walked += 1
                continue
            }
            switch element.kind {
            case .property(let name): try stepProperty(name, element, &walk)
            case .backlinks(let className, let propertyName): try stepBacklinks(className, propertyName, element, &walk)
            case .allBacklinks: try stepAllBacklinks(element, &walk)
            case .keys, .values: try stepKeysOrValues(element, &walk)
            case .subscript(let written): try stepSubscript(written, element, &walk)
            }
            walk.walked += 1
        }
        try refuseIndexedListOfLinksAtEnd(walk)
        let cursor = walk.cursor
        let resolved = ResolvedPath(root: root, hops: walk.hops, type: cursor.type, isMultiple: walk.fansOut || cursor.isToMany,
                                    endsAtCollection: cursor.isToMany, endCollection: cursor.isToMany ? cursor.collection : nil,
                                    endsAtBacklinks: cursor.isToMany && cursor.isBacklinks)
        return (resolved, walk.fansOut)
    }

    /// The path as written up to (not including) the element being walked,
    /// for error messages.
    func prefix(_ walk: PathWalk) -> String {
        let elements = walk.path.elements
        return text(elements[0].range.merged(with: elements[max(walk.walked - 1, 0)].range))
    }

    // MARK: - Root

    /// Where the path starts: the query's class, a subquery variable
    /// (`$x.name`), or, inside `SUBQUERY(…)`, the innermost variable's class
    /// for a bare name. Returns the index of the first element still to walk.
    private func resolveRoot(_ path: PropertyPath) throws -> (ResolvedPath.Root, Cursor, Int) {
        if case .property(let name) = path.elements[0].kind, name.hasPrefix("$"), base[name] == nil || variables.contains(where: { $0.name == name }) {
            // Realm allows '$' in property names; a name is a variable only when no property claims it or a subquery declared it.
            guard let variable = variables.last(where: { $0.name == name }) else {
                throw QueryError(.invalidQuery("\(quoted: name) is not a subquery variable here"), at: path.elements[0].range)
            }
            return (.variable(name, className: variable.schema.className),
                    Cursor(schema: variable.schema, type: .object(variable.schema.className)), 1)
        }
        if let innermost = variables.last {
            // Inside SUBQUERY(…) Realm Core resolves a bare name on the subquery's class
            // (the driver switches its base table), so `name` means `$x.name`.
            return (.variable(innermost.name, className: innermost.schema.className),
                    Cursor(schema: innermost.schema, type: .object(innermost.schema.className)), 0)
        }
        return (.object(base.className), Cursor(schema: base, type: .object(base.className)), 0)
    }

    // MARK: - Names: properties, dictionary keys, keys into mixed values

    /// A name: a key of a dictionary, a property of an object (a value, a
    /// link hop or a collection), or a key into a mixed value.
    private func stepProperty(_ name: String, _ element: PathElement, _ walk: inout PathWalk) throws {
        if walk.cursor.collection == .dictionary, case .object = walk.cursor.type, let target = walk.cursor.schema, target[name] != nil {
            // On a dictionary of objects Realm Core reads a name of the target's property as that
            // property of every value (`landmarks.name`), and any other name as a key.
            walk.append(value: .allValues, isCollection: true)
            walk.cursor.collection = nil
        }
        if walk.cursor.collection == .dictionary {
            walk.append(value: .element(.key(name)))
            walk.cursor.isToMany = false
            walk.cursor.collection = nil
        } else if case .object = walk.cursor.type, let objectSchema = walk.cursor.schema {
            try stepObjectProperty(name, of: objectSchema, element, &walk)
        } else if walk.cursor.type == .mixed {
            // Realm Core: "Property 'C.mixedSet' has no property 'a'": a set takes no key.
            // A list takes no key before an index or `[*]` either (`Columns<Lst<Mixed>>::indexes`):
            // "Property 'Note.attachments' has no property 'name'".
            guard walk.cursor.collection != .set, walk.cursor.collection != .list else {
                throw QueryError(.invalidSubscript(name, on: prefix(walk)), at: element.range)
            }
            if walk.cursor.isToMany { walk.fansOut = true }
            walk.append(value: .element(.key(name)))
            walk.cursor = Cursor(type: .mixed)
        } else {
            throw QueryError(.notAnObject(prefix(walk)), at: element.range)
        }
    }

    /// A property of an object: a value, a link hop, a collection or a
    /// `linkingObjects` property.
    private func stepObjectProperty(_ name: String, of objectSchema: ObjectSchema, _ element: PathElement, _ walk: inout PathWalk) throws {
        if walk.cursor.isToMany { walk.fansOut = true }
        guard let property = objectSchema[name] else {
            throw QueryError(.unknownProperty(name, className: objectSchema.className,
                                              suggestion: Suggestion.closest(to: name, among: objectSchema.properties.map(\.name))
                                                  ?? backlinkSpelling(to: objectSchema.className)),
                             at: element.range)
        }
        walk.hops.append(Hop(kind: .property(property), objectSchema: objectSchema,
                             isCollection: property.isCollection || property.type == .linkingObjects,
                             isLink: property.type == .object || property.type == .linkingObjects,
                             isBacklink: property.type == .linkingObjects))
        walk.cursor = try makeCursor(for: property, at: element.range)
    }

    /// `@links.Person.dogs` when exactly one property of the schema links to `className` and the name
    /// typed is no near miss of a property: the likely intent of a backlink the app declares in its model
    /// code (`Dog.owners`), which a Realm file does not record, so only Realm's `@links` spelling names it.
    private func backlinkSpelling(to className: String) -> String? {
        var spellings: [String] = []
        for origin in schema.objectSchemas {
            for property in origin.properties where property.type == .object && property.objectClassName == className {
                spellings.append("@links.\(origin.className).\(property.name)")
            }
        }
        return spellings.count == 1 ? spellings[0] : nil
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

    // MARK: - Backlinks

    /// `@links.Class.property`: the objects of `Class` whose `property` links here.
    private func stepBacklinks(_ className: String, _ propertyName: String, _ element: PathElement, _ walk: inout PathWalk) throws {
        if walk.cursor.type == .mixed {
            // Realm Core reads `@links.Class.property` after a mixed value as one key, which no dictionary
            // holds (a key has no '.'): `about.@links.Note.about` is `about['@links.Note.about']`.
            return try stepProperty(element.description, element, &walk)
        }
        guard case .object = walk.cursor.type, let target = walk.cursor.schema else {
            throw QueryError(.notAnObject(prefix(walk)), at: element.range)
        }
        if walk.cursor.isToMany { walk.fansOut = true }
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
        walk.hops.append(Hop(kind: .backlinks(originClass: className, originProperty: propertyName), objectSchema: target,
                             isCollection: true, isLink: true, isBacklink: true))
        walk.cursor = Cursor(schema: origin, type: .object(className), isToMany: true, isBacklinks: true)
    }

    /// `@links` alone: every object linking here (only `@links.@count` goes on).
    private func stepAllBacklinks(_ element: PathElement, _ walk: inout PathWalk) throws {
        guard case .object = walk.cursor.type, let target = walk.cursor.schema else {
            throw QueryError(.notAnObject(prefix(walk)), at: element.range)
        }
        if walk.cursor.isToMany { walk.fansOut = true }
        walk.hops.append(Hop(kind: .allBacklinks, objectSchema: target, isCollection: true, isLink: true, isBacklink: true))
        walk.cursor = Cursor(type: .object(""), isToMany: true, isBacklinks: true, isAllBacklinks: true)
    }

    // MARK: - Dictionary operators

    /// `@keys` or `@values` of a dictionary (one held in a mixed value: see `stepMixedKeys`;
    /// there `@values` is a key like any other, as in Realm Core's `Collection::get_any`).
    private func stepKeysOrValues(_ element: PathElement, _ walk: inout PathWalk) throws {
        if case .keys = element.kind, case .object = walk.cursor.type, walk.cursor.collection == .dictionary,
           walk.walked < walk.path.elements.count - 1 {
            // Realm Core's `LinkChain::index` takes `@keys` followed by more as a key of the dictionary
            // of links (`favoriteCities.@keys.name` is `favoriteCities['@keys'].name`).
            return try stepProperty(MixedKeys.selector, element, &walk)
        }
        if walk.cursor.type == .mixed, walk.cursor.collection == nil, !walk.cursor.isToMany {
            if case .keys = element.kind { return try stepMixedKeys(element, &walk) }
            return try stepProperty("@values", element, &walk)
        }
        guard walk.cursor.collection == .dictionary else {
            throw QueryError(.invalidSubscript(element.description, on: prefix(walk)), at: element.range)
        }
        if case .object = walk.cursor.type {} else { walk.ignoresRest = true }
        if case .keys = element.kind {
            walk.append(value: .keys, isCollection: true)
            walk.cursor = Cursor(type: .string, isToMany: true)
        } else {
            walk.append(value: .allValues, isCollection: true)
            walk.cursor.collection = nil
        }
    }

    // MARK: - Subscripts

    /// `[*]`, `['key']`, `[2]`, `[FIRST]`, `[LAST]` of a collection or a mixed value.
    private func stepSubscript(_ written: Subscript, _ element: PathElement, _ walk: inout PathWalk) throws {
        guard let sub = try resolveSubscript(written, at: element.range) else {
            if case .object = walk.cursor.type, walk.hops.last?.isLink == true {
                // After a link not yet indexed (to-one, to-many, backlinks) `[*]` is no step to
                // Realm Core (`LinkChain::index`): `@links.Person.bestFriend[*].name` is
                // `@links.Person.bestFriend.name`, `friends[*].@count` is `friends.@count`.
                return
            }
            // [*]; Realm Core takes no index of a set of values (its ColumnListBase has none), `[*]` neither.
            var isSetOfValues = walk.cursor.collection == .set
            if case .object = walk.cursor.type { isSetOfValues = false }
            guard walk.cursor.isToMany || walk.cursor.type == .mixed, !isSetOfValues else {
                throw QueryError(.invalidSubscript("[*]", on: prefix(walk)), at: element.range)
            }
            walk.append(value: .allValues, isCollection: true)
            walk.fansOut = true
            walk.cursor.isToMany = false
            walk.cursor.collection = nil
            return
        }
        if case .key(let key) = sub, case .object = walk.cursor.type, let target = walk.cursor.schema, target[key] != nil,
           !(walk.hops.last?.isBacklink ?? false) {
            // After a link (to-one, list, set, dictionary of links, or one value of these: `related['alt']`)
            // Realm Core's `PathNode::visit` reads a key as a name, and a property of the target "takes
            // precedence": `customer['name']` is `customer.name`, `related['price']` is `related.price` (every
            // value), not the key 'price', `related['alt']['title']` is `related['alt'].title`. (After
            // backlinks, `@links.T.owner['n']`, Core stops on an assertion: still refused.)
            return try stepProperty(key, element, &walk)
        }
        if walk.cursor.collection == .dictionary, case .key(let key) = sub, key == MixedKeys.selector || key == "@values" {
            // `dict['@keys']` is `dict.@keys` and `dict['@values']` is `dict.@values` to Realm Core: a
            // subscript is a key element of the path like a name (`PropertyNode::visit`, `PathNode::visit`).
            let kind: PathElement.Kind = key == MixedKeys.selector ? .keys : .values
            return try stepKeysOrValues(PathElement(kind, range: element.range), &walk)
        }
        let takesIt: Bool
        switch sub {
        case .key: takesIt = walk.cursor.collection == .dictionary
        case .index, .first, .last: takesIt = walk.cursor.collection == .list
        }
        guard takesIt || (walk.cursor.type == .mixed && !walk.cursor.isToMany) else {
            throw QueryError(.invalidSubscript(element.description, on: prefix(walk)), at: element.range)
        }
        if !takesIt, case .key(MixedKeys.selector) = sub { return try stepMixedKeys(element, &walk) }
        walk.append(value: .element(sub))
        walk.cursor.isToMany = false
        walk.cursor.collection = nil
    }

    /// `nil` stands for `[*]`; arguments become an index (int) or a key (string).
    func resolveSubscript(_ written: Subscript, at range: SourceRange) throws -> ResolvedSubscript? {
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
