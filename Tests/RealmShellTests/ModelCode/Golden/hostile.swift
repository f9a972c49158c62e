import RealmSwift

class Dog_s__x_: Object {
    @Persisted var na_me: String
    @Persisted var cr___2J__: Int
    @Persisted var a_b: String?
    @Persisted var rtl_x_y_: Bool
    @Persisted var own_u000aer: Pe_rson_?

    override class func _realmObjectName() -> String? { "Dog\"s $x\\" }

    override class func propertiesMapping() -> [String: String] {
        ["na_me": "na\nme", "cr___2J__": "cr\r\u{1b}[2J\t\u{0}", "a_b": "a$b", "rtl_x_y_": "rtl\u{202e}x\u{2028}y\u{85}", "own_u000aer": "own\\u000aer"]
    }
}

class Pe_rson_: Object {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
    @Persisted var name: String

    override class func _realmObjectName() -> String? { "Pe\nrson'" }
}
