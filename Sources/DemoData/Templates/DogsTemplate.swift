import RealmModel

/// `dogs`: Realm's classic `Person` and `Dog`, each person owning a few
/// dogs (`Person.dogs`, with `Dog.owner` pointing back) and a few strays
/// without an owner; `Dog.owners` is the backlink.
enum DogsTemplate {
    static let template = DemoTemplate(
        name: "dogs", abstract: "Realm's classic Person (name, birthdate, picture, dogs) and Dog (name, age, owner) with backlinks.",
        schema: Schema([
            // As in the RealmSwift docs: no index on Person.name.
            ObjectSchema(className: "Person", properties: [
                Property(name: "name", type: .string),
                Property(name: "birthdate", type: .date),
                Property(name: "picture", type: .data, isOptional: true),
                Property(name: "dogs", type: .object, collection: .list, objectClassName: "Dog"),
            ]),
            ObjectSchema(className: "Dog", properties: [
                Property(name: "name", type: .string),
                Property(name: "age", type: .int),
                Property(name: "owner", type: .object, isOptional: true, objectClassName: "Person"),
                Property(name: "owners", type: .linkingObjects, objectClassName: "Person", linkOriginPropertyName: "dogs"),
            ]),
        ]),
        fill: fill)

    static func fill(_ g: inout DemoGeneration) throws {
        // Lists are written in batches through the bulk path: the person first (one INSERT),
        // then its dogs linking back, then — a few hundred people later — the lists.
        var lists: [(owner: ObjectKey, targets: [ObjectKey])] = []
        lists.reserveCapacity(512)
        func flush() throws {
            try g.realm.appendLinks(className: "Person", property: "dogs", lists)
            lists.removeAll(keepingCapacity: true)
        }
        while !g.isDone {
            if g.random.chance(0.05) {
                // A stray: no owner, in nobody's list.
                try g.create("Dog", [.string(g.random.pick(WordLists.dogNames)), .int(Int64(g.random.int(in: 0...16))), .null])
                continue
            }
            let picture: AnyRealmValue = g.random.chance(0.1) ? .data(g.random.bytes(g.random.int(in: 16...96))) : .null
            let person = try g.create("Person", [
                .string(g.random.personName()), .date(g.random.date(fromYear: 1940, toYear: 2010)), picture, .null,
            ])
            let dogCount = min(g.remaining, g.random.pick([0, 0, 1, 1, 1, 1, 2, 2, 3]))
            guard dogCount > 0 else { continue }
            let owner = AnyRealmValue.link(ObjectLink(className: "Person", key: person))
            var dogs: [ObjectKey] = []
            for _ in 0..<dogCount {
                dogs.append(try g.create("Dog", [.string(g.random.pick(WordLists.dogNames)), .int(Int64(g.random.int(in: 0...16))), owner]))
            }
            lists.append((person, dogs))
            if lists.count == 512 { try flush() }
        }
        try flush()
    }
}
