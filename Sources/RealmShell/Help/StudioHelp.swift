/// A statement word of the studio, with its help text.
struct StatementHelp {
    var word: String
    var usage: String
    var abstract: String

    var help: String { "USAGE: \(usage)\n\n\(abstract)\n" }

    static let all: [StatementHelp] = [
        StatementHelp(word: "CLASS", usage: "CLASS [where PREDICATE]", abstract: "List the objects of a class, optionally those matching an RQL predicate (with SORT, DISTINCT, LIMIT)."),
        StatementHelp(word: "count", usage: "count CLASS [where PREDICATE]", abstract: "Count the objects of a class, or those matching a predicate."),
        StatementHelp(word: "show", usage: "show CLASS[N] | show CLASS KEY", abstract: "Show one object by position or primary key: every property, links one level deep, collections summarised, backlinks."),
        StatementHelp(word: "follow", usage: "follow PROPERTY[.PROPERTY…]", abstract: "Follow links from the object shown last."),
        StatementHelp(word: "append", usage: "append CLASS KEY PROPERTY VALUE", abstract: "Add an element to a list or set (a link as an object reference, by position or primary key: append Person[0] dogs Dog[3])."),
        StatementHelp(word: "remove", usage: "remove CLASS KEY PROPERTY VALUE", abstract: "Remove the first matching element from a list or set."),
        StatementHelp(word: "set-key", usage: "set-key CLASS KEY PROPERTY 'KEY' VALUE", abstract: "Set one entry of a dictionary."),
        StatementHelp(word: "remove-key", usage: "remove-key CLASS KEY PROPERTY 'KEY'", abstract: "Remove one entry of a dictionary."),
        StatementHelp(word: "watch", usage: "watch CLASS [where PREDICATE]", abstract: "Show the matching objects, then print every change any process commits, until Ctrl-C."),
        StatementHelp(word: "begin", usage: "begin", abstract: "Open a write transaction: edits stay invisible to other processes until commit."),
        StatementHelp(word: "commit", usage: "commit", abstract: "Commit the open write transaction."),
        StatementHelp(word: "rollback", usage: "rollback", abstract: "Discard the open write transaction."),
        StatementHelp(word: "create", usage: "create CLASS {property: value, …}", abstract: "Create an object; links as Class[N], by primary key, or as nested {…} objects; properties left out get their type's empty value. Outside begin it commits by itself."),
        StatementHelp(word: "upsert", usage: "upsert CLASS {property: value, …}", abstract: "Create the object, or update the one with the same primary key (Realm's create(update: .modified))."),
        StatementHelp(word: "update", usage: "update CLASS where PREDICATE set property = value, … | update CLASS[N] set …", abstract: "Change properties of matching objects (a link as Class[N] or a primary key: update Dog[0] set owner = Person[2])."),
        StatementHelp(word: "delete", usage: "delete CLASS where PREDICATE | delete CLASS[N] | delete CLASS KEY", abstract: "Delete objects (embedded children go too; links to them become null). Asks on a terminal when more than one matches."),
    ]
}

/// The studio's `.help` overview.
enum StudioHelp {
    static func overview(_ table: CommandTable) -> String {
        var out = "Statements (end with ; or a newline; brackets and quotes may span lines):\n"
        for statement in StatementHelp.all {
            out += "  " + statement.usage + "\n      " + statement.abstract + "\n"
        }
        out += "\nDot commands:\n"
        for command in table.commands {
            out += HelpRenderer.row(([command.name] + command.aliases).joined(separator: ", "), command.abstract)
        }
        out += "\nEnter \".help COMMAND\" for details.\n"
        return out
    }
}
