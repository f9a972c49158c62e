import RealmModel

/// Everything the object store can refuse, each with a one-sentence,
/// user-grade description.
///
/// ```
/// no such property 'agee' on class 'Dog'
/// ```
public enum RealmError: Error, CustomStringConvertible, Equatable {
    /// The class is not in the schema.
    case noSuchClass(String)
    /// The class has no property of that name.
    case noSuchProperty(className: String, propertyName: String)
    /// A value of the wrong type for a property.
    case typeMismatch(className: String, propertyName: String, expected: String, actual: String)
    /// A required property was given no value (or null).
    case missingValue(className: String, propertyName: String)
    /// An object with that primary key exists already.
    case duplicatePrimaryKey(className: String, value: String)
    /// Primary keys cannot change once set.
    case primaryKeyChange(className: String, propertyName: String)
    /// A link names an object that does not exist.
    case noSuchObject(className: String, description: String)
    /// The object was deleted.
    case objectInvalidated(className: String)
    /// A write needs `beginWrite()` / `write { }` first.
    case notInWriteTransaction
    /// `beginWrite()` while a write transaction is already open.
    case alreadyInWriteTransaction
    /// The store was opened read-only.
    case readOnly(path: String)
    /// The schema given differs from the stored one, and the schema version was not raised.
    case migrationRequired(differences: [String])
    /// The schema version given is lower than the stored one.
    case schemaVersionDecreased(stored: UInt64, given: UInt64)
    /// The schema itself is invalid (bad primary key type, unknown link target, …).
    case invalidSchema(String)
    /// A migration step cannot be applied to the stored data.
    case migrationFailed(String)
    /// Another process holds the write lock.
    case busy(waitedSeconds: Int)
    /// The file does not exist (read-only opens never create it).
    case fileNotFound(path: String)
    /// The file is a SQLite database but not a RealmLens store.
    case notARealmStore(path: String)
    /// A collection index is out of range.
    case indexOutOfRange(index: Int, count: Int)
    /// The operation does not apply to this property (e.g. `append` on a single value).
    case wrongPropertyKind(className: String, propertyName: String, expected: String)
    /// Input that cannot be imported (canonical dump inconsistent with its schema, …).
    case invalidInput(String)
    /// A storage-level failure, with SQLite's own message.
    case storage(String)
    /// A storage-level failure reading or writing the store at `path`, with SQLite's own message.
    case storageFailure(path: String, message: String)
    /// A write to `path` found no room: the disk is full, or the file-size
    /// limit (`ulimit -f`) was reached.
    case outOfSpace(path: String)
    /// The store's own data is inconsistent (a catalog naming what is not
    /// there, a stored value of the wrong kind): it is reported, never read
    /// as if valid.
    case damaged(path: String, reason: String)
    /// The operation was stopped (Ctrl-C).
    case interrupted
    /// The store's auxiliary files refused the open: another process
    /// compacts or deletes it, something foreign sits where its lock or
    /// management folder belongs, a system call on them failed. The
    /// coordination layer's own error says which, in its sentence.
    case coordination(CoordinationError)

    /// The sentence shown to the user.
    public var description: String {
        switch self {
        case .noSuchClass(let name): return "no such class \(quoted: name)"
        case .noSuchProperty(let c, let p): return "no such property \(quoted: p) on class \(quoted: c)"
        case .typeMismatch(let c, let p, let expected, let actual):
            return "wrong type for property \(quoted: c + "." + p): expected \(expected), got \(actual)"
        case .missingValue(let c, let p): return "missing value for required property \(quoted: c + "." + p)"
        case .duplicatePrimaryKey(let c, let v): return "an object of class \(quoted: c) with primary key \(v) already exists"
        case .primaryKeyChange(let c, let p): return "cannot change the primary key \(quoted: c + "." + p) of an existing object"
        case .noSuchObject(let c, let d): return "no object of class \(quoted: c) with \(d)"
        case .objectInvalidated(let c): return "the \(c) object has been deleted"
        case .notInWriteTransaction: return "cannot modify the store outside a write transaction (begin one first)"
        case .alreadyInWriteTransaction: return "a write transaction is already open (commit or cancel it first)"
        case .readOnly(let path): return "the store \(quoted: path) is open read-only"
        case .migrationRequired(let differences):
            return "migration required: the schema differs from the stored one; raise the schema version to migrate:\n"
                + differences.map { "- " + $0 }.joined(separator: "\n")
        case .schemaVersionDecreased(let stored, let given):
            return "schema version \(given) is less than the stored schema version \(stored)"
        case .invalidSchema(let reason): return "invalid schema: \(reason)"
        case .migrationFailed(let reason): return "migration failed: \(reason)"
        case .busy(let seconds): return "store is busy: another process is writing (waited \(seconds) s)"
        case .fileNotFound(let path): return "no such store file \(quoted: path)"
        case .notARealmStore(let path): return "\(quoted: path) is a SQLite database but not a RealmLens store"
        case .indexOutOfRange(let index, let count): return "index \(index) is out of range (the collection has \(count) elements)"
        case .wrongPropertyKind(let c, let p, let expected): return "property \(quoted: c + "." + p) is not \(expected)"
        case .invalidInput(let reason): return "invalid input: \(reason)"
        case .interrupted: return "interrupted"
        case .coordination(let error): return error.description
        case .storage(let message): return "storage error: \(message)"
        case .storageFailure(let path, let message): return "storage error in \(quoted: path): \(message)"
        case .outOfSpace(let path): return "cannot write \(quoted: path): the disk is full or the file-size limit was reached"
        case .damaged(let path, let reason): return "the store \(quoted: path) is damaged: \(reason)"
        }
    }
}
