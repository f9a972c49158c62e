import RealmModel

/// `todo`: the Realm quick-start to-do list, one `ToDoItem` class.
enum ToDoTemplate {
    static let template = DemoTemplate(
        name: "todo", abstract: "Quick-start to-do list: ToDoItem (id uuid, name, priorityNum, isCompleted).",
        schema: Schema([
            ObjectSchema(className: "ToDoItem", primaryKey: "id", properties: [
                Property(name: "id", type: .uuid),
                Property(name: "name", type: .string),
                Property(name: "priorityNum", type: .int),  // Int32 in the app; the store keeps every int as 64 bits
                Property(name: "isCompleted", type: .bool, isIndexed: true),
            ])
        ]),
        fill: fill)

    static func fill(_ g: inout DemoGeneration) throws {
        while !g.isDone {
            var name = g.random.pick(WordLists.tasks)
            if g.random.chance(0.3) { name += " (" + g.random.pick(WordLists.words) + ")" }
            try g.create("ToDoItem", [
                .uuid(g.random.uuid()), .string(name), .int(Int64(g.random.int(in: 0...3))), .bool(g.random.chance(0.45)),
            ])
        }
    }
}
