import RealmModel
import RealmQuery

extension SQLGenerator {
    /// `about['name']` / `about.name` where the mixed value `about` holds a
    /// link: Realm Core follows the link and reads the object's property of
    /// that name; a link to a class without such a property has no value.
    /// `element` (the nested-collection reading) is kept for every other
    /// mixed value. Nil when no class has a property of that name whose
    /// values a mixed value stores alike (string, int, bool, double, binary).
    ///
    /// `collectionsAsValues`: a list, set or dictionary property is read too, as an empty one of its kind
    /// (`Obj::get_any` gives the collection itself, which Realm Core compares by its kind alone; a set's
    /// tag is `set`, its value an empty list).
    func followingMixedLink(_ v: SQLValue, key: String, element: SQLValue, elementTag: String,
                            collectionsAsValues: Bool = false) -> (value: String, tag: String)? {
        guard let tag = v.tag else { return nil }
        var valueCases: [String] = [], tagCases: [String] = []
        let linkClass = "\(MixedLinkOrder.className)(\(v.sql), \(tag))", linkKey = "\(MixedLinkOrder.objectKey)(\(v.sql), \(tag))"
        for objectSchema in schema.objectSchemas {
            if collectionsAsValues, let property = objectSchema[key], let kind = property.collection, property.type != .linkingObjects {
                let empty: AnyRealmValue = kind == .dictionary ? .dictionary([:]) : .list([])
                let mixedTag: ValueCoding.MixedTag = kind == .dictionary ? .dictionary : kind == .set ? .set : .list
                valueCases.append("WHEN \(TableLayout.quoteText(objectSchema.className)) THEN \(context.bind(.blob(MixedBlob.encode(empty))))")
                tagCases.append("WHEN \(TableLayout.quoteText(objectSchema.className)) THEN \(mixedTag.rawValue)")
                continue
            }
            guard let property = objectSchema[key], !property.isCollection,
                  let mixedTag = SQLValue.tag(of: ValueType(property)),
                  [.string, .int, .bool, .double, .data].contains(mixedTag) else { continue }
            let name = TableLayout.quoteText(objectSchema.className)
            let read = "(SELECT \(TableLayout.quotedColumn(key)) FROM \(TableLayout.quote(TableLayout.classTable(objectSchema.className))) WHERE \(TableLayout.quotedKeyColumn) = \(linkKey))"
            valueCases.append("WHEN \(name) THEN \(read)")
            tagCases.append("WHEN \(name) THEN CASE WHEN \(read) IS NULL THEN NULL ELSE \(mixedTag.rawValue) END")
        }
        guard !valueCases.isEmpty else { return nil }
        let isLink = "\(tag) = \(ValueCoding.MixedTag.link.rawValue)"
        let value = "(CASE WHEN \(isLink) THEN (CASE \(linkClass) \(valueCases.joined(separator: " ")) END) ELSE \(element.sql) END)"
        let tagSQL = "(CASE WHEN \(isLink) THEN (CASE \(linkClass) \(tagCases.joined(separator: " ")) ELSE \(MixedPathFunctions.absent) END) ELSE \(elementTag) END)"
        return (value, tagSQL)
    }

    /// True when `followingMixedLink` reads every class's property named `key` (a string, int, bool,
    /// double or binary; with `collections`, a list, dictionary and, unless `sets` is false, a set), so
    /// its SQL answers for every link; otherwise `MixedLinkReader` must.
    func readsLinkedPropertyInSQL(_ key: String, collections: Bool = true, sets: Bool = true) -> Bool {
        let readable: [ValueCoding.MixedTag] = [.string, .int, .bool, .double, .data]
        return schema.objectSchemas.allSatisfy { objectSchema in
            guard let p = objectSchema[key], p.type != .linkingObjects else { return true }
            if let kind = p.collection { return collections && (sets || kind != .set) }
            return SQLValue.tag(of: ValueType(p)).map(readable.contains) == true
        }
    }

    /// `followingMixedLink` where some class's property of that name is one it leaves out (a link, a
    /// mixed value, a date, a list…): read by `MixedLinkReader` instead, so a link property leads on
    /// to the next key (`m[*].next.name`) and a mixed one to the next subscript (`m[*].other[0]`).
    /// Nil when every such property is one `followingMixedLink` reads (its SQL is kept for them).
    func followingAnyMixedLink(_ v: SQLValue, key: String, element: SQLValue, elementTag: String) -> (value: String, tag: String)? {
        guard let tag = v.tag else { return nil }
        guard !readsLinkedPropertyInSQL(key, collections: false), let spec = MixedLinkReader.specArgument(keys: [key], schema: schema, bind: context.bind) else { return nil }
        let isLink = "\(tag) = \(ValueCoding.MixedTag.link.rawValue)", keyText = context.bind(.text(key))
        let arguments = "\(v.sql), \(tag), \(keyText), \(spec)"
        return ("(CASE WHEN \(isLink) THEN \(MixedLinkReader.follow)(\(arguments)) ELSE \(element.sql) END)",
                "(CASE WHEN \(isLink) THEN \(MixedLinkReader.followTag)(\(arguments)) ELSE \(elementTag) END)")
    }
}
