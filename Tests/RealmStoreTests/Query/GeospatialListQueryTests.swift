import RealmModel
import Testing
@testable import RealmStore

/// GEOWITHIN on a list of embedded points, answered as Realm Core's
/// `GeoWithinCompare::find_first` answers it (`test_query_geo.cpp`,
/// Geospatial_ListOfPrimitives): `ANY` (or no quantifier) holds when some
/// point is inside, `ALL` when every point is and the list is not empty, `NONE` when no point is (so on an empty list). An
/// invalid point (type not "Point") is never inside. `realm-core-check` has no
/// geospatial support, so the answers are pinned here by hand.
@Suite struct GeospatialListQueryTests {
    static let schema = Schema([
        ObjectSchema(className: "Route", properties: [
            Property(name: "name", type: .string),
            Property(name: "stops", type: .object, collection: .list, objectClassName: "Stop"),
        ]),
        ObjectSchema(className: "Stop", isEmbedded: true, properties: [
            Property(name: "type", type: .string),
            Property(name: "coordinates", type: .double, collection: .list),
        ]),
    ])

    /// Inside the box below: Oslo (10.75, 59.91), Bergen (5.32, 60.39). Outside: Rio, Tokyo.
    /// "Line" is at Oslo's coordinates but of type "LineString": an invalid point.
    static func makeRealm() throws -> Realm {
        let oslo = ("Point", [10.75, 59.91]), bergen = ("Point", [5.32, 60.39])
        let rio = ("Point", [-43.2, -22.9]), tokyo = ("Point", [139.69, 35.68]), line = ("LineString", [10.75, 59.91])
        let routes: [(String, [(String, [Double])])] = [
            ("Empty", []), ("OneIn", [oslo]), ("OneOut", [rio]), ("BothIn", [oslo, bergen]),
            ("InOut", [oslo, rio]), ("BothOut", [rio, tokyo]), ("InInvalid", [oslo, line]),
        ]
        let realm = try makeInMemoryRealm(schema)
        try realm.write {
            for (name, stops) in routes {
                try realm.create("Route", value: [
                    "name": .string(name),
                    "stops": .list(stops.map { (type, coordinates) -> AnyRealmValue in
                        .dictionary(["type": .string(type), "coordinates": .list(coordinates.map { .double($0) })])
                    }),
                ])
            }
        }
        return realm
    }

    static let box = "geoBox([0, 50], [20, 70])"

    static let cases: [QueryCase] = [
        Q("Route", "stops GEOWITHIN \(box)", "OneIn", "BothIn", "InOut", "InInvalid"),
        Q("Route", "ANY stops GEOWITHIN \(box)", "OneIn", "BothIn", "InOut", "InInvalid"),
        Q("Route", "SOME stops GEOWITHIN \(box)", "OneIn", "BothIn", "InOut", "InInvalid"),
        // False on the empty list, and the invalid point is not inside.
        Q("Route", "ALL stops GEOWITHIN \(box)", "OneIn", "BothIn"),
        // True on the empty list; the invalid point does not count as inside.
        Q("Route", "NONE stops GEOWITHIN \(box)", "Empty", "OneOut", "BothOut"),
        Q("Route", "NOT ALL stops GEOWITHIN \(box)", "Empty", "OneOut", "InOut", "BothOut", "InInvalid"),
        Q("Route", "NOT stops GEOWITHIN \(box)", "Empty", "OneOut", "BothOut"),
        Q("Route", "ALL stops GEOWITHIN geoBox([-50.0, -30.0], [20, 70])", "OneIn", "OneOut", "BothIn", "InOut"),
        Q("Route", "ALL stops GEOWITHIN \(box) AND name BEGINSWITH 'Both'", "BothIn"),
    ]

    @Test func quantifiedGeoWithinOverAList() throws {
        check(Self.cases, on: try Self.makeRealm())
    }

    @Test func aQuantifierOnOnePointIsRefused() throws {
        let realm = try GeospatialQueryTests.makeRealm()
        #expect(throws: (any Error).self) { try realm.objects("Place", where: "ANY location GEOWITHIN \(Self.box)") }
    }
}
