import RealmModel
import RealmStore
import RealmLifecycle

/// The one phrasing of each "that object is not there" a statement can meet.
extension CommandFailure {
    /// `Dog[9] does not exist: the class has 4 objects`.
    static func noSuchPosition(_ className: String, _ position: Int, count: Int) -> CommandFailure {
        CommandFailure("\(shown: className)[\(position)] does not exist: the class has \(count) object\(count == 1 ? "" : "s")")
    }

    /// An object shown or named a moment ago was deleted since:
    /// `that Dog object no longer exists`.
    static func objectGone(_ className: String) -> CommandFailure {
        CommandFailure("that \(shown: className) object no longer exists")
    }
}

extension RealmError {
    /// No object has this primary key, as the store says it
    /// (`no object of class 'Person' with primary key 'Nobody'`).
    static func noObject(_ className: String, primaryKey text: String) -> RealmError {
        .noSuchObject(className: className, description: "primary key \(text)")
    }
}
