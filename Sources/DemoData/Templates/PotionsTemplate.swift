import RealmModel

/// `potions`: the PotionsMaster shopping list, one `Ingredient` class.
enum PotionsTemplate {
    static let template = DemoTemplate(
        name: "potions", abstract: "PotionsMaster shopping list: Ingredient (id, title, notes, quantity, bought, colorName).",
        schema: Schema([
            ObjectSchema(className: "Ingredient", primaryKey: "id", properties: [
                Property(name: "id", type: .int),
                Property(name: "title", type: .string),
                Property(name: "notes", type: .string),
                Property(name: "quantity", type: .int),
                Property(name: "bought", type: .bool),
                Property(name: "colorName", type: .string, isOptional: true),
            ])
        ]),
        fill: fill)

    static func fill(_ g: inout DemoGeneration) throws {
        var id: Int64 = 0
        while !g.isDone {
            id += 1
            let title = g.random.pick(WordLists.ingredients)
            let notes = g.random.chance(0.4) ? "" : g.random.note()
            try g.create("Ingredient", [
                .int(id), .string(title), .string(notes), .int(Int64(g.random.int(in: 1...12))),
                .bool(g.random.chance(0.3)), g.orNull(0.05, .string(g.random.pick(WordLists.colors))),
            ])
        }
    }
}
