import RealmModel

/// The languages `schema --format` writes model classes in, one per Realm
/// SDK: each renders the classes that SDK's own documentation shows today,
/// declaring every type, optionality, collection, embedded class, primary
/// key, index and backlink of the schema.
enum ModelCodeLanguage: String, CaseIterable, Sendable {
    case swift
    case kotlin
    case java
    case typescript
    case javascript
    case csharp
    case dart

    /// The model code for `schema`. `isGenuineFile` says the schema was read
    /// from a Realm file, which records no `linkingObjects`: classes that
    /// links point at then carry a comment naming those links instead.
    /// `fileBaseName` names the source file where a language needs a file
    /// name of its own (Dart's `part` directive).
    func render(_ schema: Schema, isGenuineFile: Bool = false, fileBaseName: String = "models") -> String {
        let context = ModelCodeContext(schema: schema, isGenuineFile: isGenuineFile, fileBaseName: fileBaseName)
        switch self {
        case .swift: return SwiftModelCode.render(context)
        case .kotlin: return KotlinModelCode.render(context)
        case .java: return JavaModelCode.render(context)
        case .typescript: return RealmJSModelCode.render(context, typed: true)
        case .javascript: return RealmJSModelCode.render(context, typed: false)
        case .csharp: return CSharpModelCode.render(context)
        case .dart: return DartModelCode.render(context)
        }
    }
}
