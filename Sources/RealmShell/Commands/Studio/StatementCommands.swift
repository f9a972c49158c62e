/// The studio's statements (lines that do not start with a dot), declared
/// in the studio's command table like its dot commands, so `.help`,
/// `.help STATEMENT`, did-you-mean, completion and dispatch all come from
/// these declarations. Each reads the text after its word with
/// `StatementScanner`'s one quoting rule; `StatementRunner` does the work.
enum StatementCommands {
    /// In help order.
    static let all: [Command] = [
        listing, count, show, follow, append, remove, setKey, removeKey, watch,
        begin, commit, rollback, create, upsert, update, delete,
    ]

    /// `Dog where age > 2`: its text is the whole statement, the class's name first.
    static let listing: Command = {
        var command = Command(
            name: "CLASS",
            abstract: "List the objects of a class, optionally those matching an RQL predicate (with SORT, DISTINCT, LIMIT).",
            run: { context in try runner(context).browse(context.rawArguments) })
        command.input = .classStatement(usage: "CLASS [where PREDICATE]")
        return command
    }()

    static let count = Command.statement(
        "count", usage: "count CLASS [where PREDICATE]",
        abstract: "Count the objects of a class, or those matching a predicate.",
        run: { context in try runner(context).count(context.rawArguments) })

    static let show = Command.statement(
        "show", usage: "show CLASS[N] | show CLASS KEY",
        abstract: "Show one object by position or primary key: every property, links one level deep, collections summarised, backlinks.",
        run: { context in try runner(context).show(context.rawArguments) })

    static let follow = Command.statement(
        "follow", usage: "follow PROPERTY[.PROPERTY…]",
        abstract: "Follow links from the object shown last.",
        run: { context in try runner(context).follow(context.rawArguments) })

    static let append = Command.statement(
        "append", usage: "append CLASS KEY PROPERTY VALUE",
        abstract: "Add an element to a list or set (a link as an object reference, by position or primary key: append Person[0] dogs Dog[3]).",
        run: { context in try runner(context).editCollection(.append, context.rawArguments) })

    static let remove = Command.statement(
        "remove", usage: "remove CLASS KEY PROPERTY VALUE",
        abstract: "Remove the first matching element from a list or set.",
        run: { context in try runner(context).editCollection(.remove, context.rawArguments) })

    static let setKey = Command.statement(
        "set-key", usage: "set-key CLASS KEY PROPERTY 'KEY' VALUE",
        abstract: "Set one entry of a dictionary.",
        run: { context in try runner(context).editCollection(.setKey, context.rawArguments) })

    static let removeKey = Command.statement(
        "remove-key", usage: "remove-key CLASS KEY PROPERTY 'KEY'",
        abstract: "Remove one entry of a dictionary.",
        run: { context in try runner(context).editCollection(.removeKey, context.rawArguments) })

    static let watch = Command.statement(
        "watch", usage: "watch CLASS [where PREDICATE]",
        abstract: "Show the matching objects, then print every change any process commits, until Ctrl-C.",
        run: { context in try runner(context).watch(context.rawArguments) })

    static let begin = Command.statement(
        "begin", usage: "begin",
        abstract: "Open a write transaction: edits stay invisible to other processes until commit.", isAllowedInExec: false,
        run: { context in try runner(context).begin(context.rawArguments) })

    static let commit = Command.statement(
        "commit", usage: "commit",
        abstract: "Commit the open write transaction.", isAllowedInExec: false,
        run: { context in try runner(context).commit(context.rawArguments) })

    static let rollback = Command.statement(
        "rollback", usage: "rollback",
        abstract: "Discard the open write transaction.", isAllowedInExec: false,
        run: { context in try runner(context).rollback(context.rawArguments) })

    static let create = Command.statement(
        "create", usage: "create CLASS {property: value, …}",
        abstract: "Create an object; links as Class[N], by primary key, or as nested {…} objects; properties left out get their type's empty value. Outside begin it commits by itself.",
        run: { context in try runner(context).create(context.rawArguments, update: .error) })

    static let upsert = Command.statement(
        "upsert", usage: "upsert CLASS {property: value, …}",
        abstract: "Create the object, or update the one with the same primary key (Realm's create(update: .modified)).",
        run: { context in try runner(context).create(context.rawArguments, update: .modified) })

    static let update = Command.statement(
        "update", usage: "update CLASS where PREDICATE set property = value, … | update CLASS[N] set …",
        abstract: "Change properties of matching objects (a link as Class[N] or a primary key: update Dog[0] set owner = Person[2]).",
        run: { context in try runner(context).update(context.rawArguments) })

    static let delete = Command.statement(
        "delete", usage: "delete CLASS where PREDICATE | delete CLASS[N] | delete CLASS KEY",
        abstract: "Delete objects (embedded children go too; links to them become null). Asks on a terminal when more than one matches.",
        run: { context in try runner(context).delete(context.rawArguments) })

    private static func runner(_ context: CommandContext) throws -> StatementRunner {
        StatementRunner(session: try context.requireSession())
    }
}
