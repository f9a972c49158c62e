// Just enough of RealmSwift's API for swiftc to type-check generated
// models: built as a module named RealmSwift by the test.
@_exported import Foundation

open class Object {
    public required init() {}
    open class func propertiesMapping() -> [String: String] { [:] }
    open class func _realmObjectName() -> String? { nil }
}
open class EmbeddedObject: Object {}

public protocol _Persistable {}
extension Bool: _Persistable {}
extension Int: _Persistable {}
extension Float: _Persistable {}
extension Double: _Persistable {}
extension String: _Persistable {}
extension Data: _Persistable {}
extension Date: _Persistable {}
extension UUID: _Persistable {}
extension Optional: _Persistable where Wrapped: _Persistable {}
extension Object: _Persistable {}

public struct Decimal128: _Persistable {}
public struct ObjectId: _Persistable {}
public enum AnyRealmValue: _Persistable { case none }
public final class List<Element: _Persistable>: _Persistable {}
public final class MutableSet<Element: _Persistable>: _Persistable {}
public final class Map<Key, Value: _Persistable>: _Persistable {}
public final class LinkingObjects<Element: Object>: _Persistable {}

@propertyWrapper
public struct Persisted<Value: _Persistable> {
    public init() {}
    public init(primaryKey: Bool) {}
    public init(indexed: Bool) {}
    public init(originProperty: String) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        set {}
    }
}
