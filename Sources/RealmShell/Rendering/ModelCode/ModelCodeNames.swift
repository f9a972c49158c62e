/// Names that are legal identifiers in a target language. A Realm name can
/// be anything (`first name`, `class`, `2fa`); model code declares a legal
/// name and maps it to the stored one where the SDK can (`@PersistedName`,
/// `[MapTo]`, `@MapTo`, `propertiesMapping()`, `@RealmField`), so the model
/// still opens the same file.
struct ModelCodeNames: Sendable {
    /// Reserved words that cannot name a class or property.
    let keywords: Set<String>
    /// How a keyword is made legal without renaming it (Swift and Kotlin
    /// backticks, C#'s `@`); `nil` when the language has no such escape,
    /// in which case keywords get a trailing `_` and a mapping.
    let escapeKeyword: (@Sendable (String) -> String)?

    /// A legal identifier for `name`: ASCII letters, digits and `_`, not
    /// starting with a digit, with every other character replaced by `_`.
    func identifier(for name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
            let isDigit = scalar >= "0" && scalar <= "9"
            text.unicodeScalars.append(isLetter || isDigit ? scalar : "_")
        }
        if text.isEmpty || text.first?.isNumber == true { text = "_" + text }
        if keywords.contains(text) {
            if let escapeKeyword { return escapeKeyword(text) }
            return text + "_"
        }
        return text
    }

    /// Whether `identifier` declares exactly `name`, so no mapping is needed.
    /// An escaped keyword (`` `class` ``, `@class`) still declares `class`.
    func declaresSameName(_ identifier: String, as name: String) -> Bool {
        identifier == name || (escapeKeyword?(name) == identifier)
    }

    /// Legal identifiers for `names`, distinct from each other and from
    /// `taken` (a class's own name, where the language forbids a member of
    /// that name), in the same order.
    func identifiers(for names: [String], avoiding taken: Set<String> = []) -> [String] {
        Self.distinct(names.map(identifier(for:)), avoiding: taken)
    }

    /// `identifiers`, made distinct by appending `_` where one repeats.
    static func distinct(_ identifiers: [String], avoiding taken: Set<String> = []) -> [String] {
        var used = taken
        var result: [String] = []
        for identifier in identifiers {
            var candidate = identifier
            while used.contains(candidate) { candidate += "_" }
            used.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
