import RealmModel
import Testing
@testable import RealmStore

/// GEOWITHIN on embedded GeoJSON-shaped points (`type` "Point",
/// `coordinates` [longitude, latitude]), as Realm stores them.
@Suite struct GeospatialQueryTests {
    static let schema = Schema([
        ObjectSchema(className: "Place", properties: [
            Property(name: "name", type: .string),
            Property(name: "location", type: .object, isOptional: true, objectClassName: "Location"),
        ]),
        ObjectSchema(className: "Location", isEmbedded: true, properties: [
            Property(name: "type", type: .string),
            Property(name: "coordinates", type: .double, collection: .list),
        ]),
    ])

    /// Oslo (10.75, 59.91), Rio (-43.2, -22.9), Null Island (0, 0), Nowhere (no location),
    /// Tokyo (139.69, 35.68), and Line, at Oslo's coordinates but of type "LineString".
    static func makeRealm() throws -> Realm {
        let realm = try makeInMemoryRealm(schema)
        let places: [(String, String, [Double])?] = [
            ("Oslo", "Point", [10.75, 59.91]), ("Rio", "Point", [-43.2, -22.9]), ("Null Island", "Point", [0, 0]),
            nil, ("Tokyo", "Point", [139.69, 35.68]), ("Line", "LineString", [10.75, 59.91]),
        ]
        try realm.write {
            for place in places {
                guard let (name, type, coordinates) = place else {
                    try realm.create("Place", value: ["name": "Nowhere"])
                    continue
                }
                try realm.create("Place", value: [
                    "name": .string(name),
                    "location": .dictionary(["type": .string(type), "coordinates": .list(coordinates.map { .double($0) })]),
                ])
            }
        }
        return realm
    }

    static let cases: [QueryCase] = [
        Q("Place", "location GEOWITHIN geoBox([0, 50], [20, 70])", "Oslo"),
        Q("Place", "location GEOWITHIN geoBox([-1.0, -1.0], [1, 1])", "Null Island"),
        Q("Place", "location GEOWITHIN geoCircle([10, 60], 0.01)", "Oslo"),
        Q("Place", "location GEOWITHIN geoCircle([0, 0], 1)", "Rio", "Null Island"),
        Q("Place", "location GEOWITHIN geoCircle([0, 0], 0.5)", "Null Island"),
        Q("Place", "location GEOWITHIN geoPolygon({[-50.0, -30.0], [-40.0, -30.0], [-40.0, -20.0], [-50.0, -20.0], [-50.0, -30.0]})", "Rio"),
        Q("Place", "location GEOWITHIN geoPolygon({[-10.0, -10.0], [10, -10.0], [10, 10], [-10.0, 10], [-10.0, -10.0]}, {[-1.0, -1.0], [1, -1.0], [1, 1], [-1.0, 1], [-1.0, -1.0]})"),
        Q("Place", "NOT location GEOWITHIN geoBox([0, 50], [20, 70])", "Rio", "Null Island", "Nowhere", "Tokyo", "Line"),
        Q("Place", "location GEOWITHIN geoBox([100, 0], [180, 60]) OR name == 'Rio'", "Rio", "Tokyo"),
    ]

    @Test func geoWithinCases() throws {
        check(Self.cases, on: try Self.makeRealm())
    }
}
