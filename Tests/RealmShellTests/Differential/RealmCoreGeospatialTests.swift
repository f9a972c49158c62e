import Foundation
@testable import RealmQuery
import Testing

/// `GEOWITHIN` as Realm Core answers it. `realm-core-check` is built without
/// geospatial support (it refuses every well-formed `GEOWITHIN` with "Support
/// for Geospatial queries is not enabled"), so it judges only the grammar
/// here: every shape it refuses as a syntax error RealmLens refuses, and every
/// shape it parses RealmLens parses. The answers follow Realm Core's code
/// (`geospatial.cpp` on its S2 library), checked on a genuine file Realm Core
/// writes: a box's edges are great-circle arcs, a box's corners may come in
/// either order, a shape crossing the antimeridian or holding a pole works,
/// a point on an edge two shapes share is in exactly one, and every shape
/// Realm Core refuses is refused.
@Suite(.serialized) struct RealmCoreGeospatialTests {
    /// (id, longitude, latitude), written as GeoJSON points.
    static let points: [(Int, Double, Double)] = {
        var all: [(Int, Double, Double)] = []
        let named: [(Double, Double)] = [
            (15, 20.05), (15, 20.1), (15, 10.02), (15, 10.05), (15, 15), (5, 5), (25, 25), (10, 5), (0, 0),
            (5, 0), (6, 0), (4, 4), (180, 0), (-180, 0), (-175, 5), (175, 0), (0, 89.999), (120, 90), (0, -90),
            (10, 10), (20, 20), (30, 0), (20, 5),
        ]
        for (i, p) in named.enumerated() { all.append((i, p.0, p.1)) }
        // A grid over the whole sphere, poles and antimeridian included.
        var id = 100
        for lat in stride(from: -90.0, through: 90.0, by: 15.0) {
            for lon in stride(from: -180.0, through: 180.0, by: 20.0) {
                all.append((id, lon, lat))
                id += 1
            }
        }
        return all
    }()

    static var dump: String {
        func loc(_ type: String, _ coordinates: [Double]) -> DumpValue {
            .object(["type": .string(type), "coordinates": .list(coordinates.map(DumpValue.double))])
        }
        func place(_ id: Int, _ location: DumpValue) -> [String: DumpValue] { ["id": .int(Int64(id)), "location": location, "n": .int(0)] }
        var objects = points.map { place($0.0, loc("Point", [$0.1, $0.2])) }
        objects += [place(900, .null), place(901, loc("point", [1, 1])), place(902, loc("Polygon", [1, 1])), place(903, loc("Point", [1])),
                    place(904, loc("Point", [1, 1, 5])), place(905, loc("Point", [200, 1]))]
        return CanonicalDump([
            DumpClass("Loc", embedded: true, properties: [DumpProperty("type", .string, optional: true), DumpProperty("coordinates", .double, .list)]),
            DumpClass("Place", primaryKey: "id", properties: [DumpProperty("id", .int, indexed: true), .link("location", to: "Loc"), DumpProperty("n", .int)],
                      objects: objects),
        ]).json
    }

    /// The id of the grid point at (`longitude`, `latitude`).
    static func grid(_ longitude: Int, _ latitude: Int) -> Int { 100 + (latitude + 90) / 15 * 19 + (longitude + 180) / 20 }

    static func makeFile(_ scratch: ScratchDirectory) throws -> (String, LensQueryEngine) {
        let path = scratch.path("geo.realm")
        try RealmCoreCheck.makeFile(fromDump: dump, at: path)
        return (path, try LensQueryEngine(file: path))
    }

    static func ids(_ answer: QueryAnswer) -> Set<Int>? {
        guard case .objects(let keys) = answer else { return nil }
        return Set(keys.compactMap { Int($0) })
    }

    /// Shapes Realm Core's grammar refuses (signed integers, an integer altitude, `inf`, hexadecimal, …)
    /// and shapes it parses: RealmLens must refuse and parse the same ones.
    @Test(.requiresRealmCoreCheck) func geoWithinGrammarIsRealmCores() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let (path, _) = try Self.makeFile(scratch)
        let shapes = [
            "geoCircle([0, 0], 0.1)", "geoCircle([-5, 0], 0.1)", "geoCircle([-5.0, 0], 0.1)", "geoCircle([+5.0, 0], 1)",
            "geoCircle([+5, 0], 1)", "geoCircle([- 5.0, 0], 1)", "geoCircle([010, 0], 0.1)", "geoCircle([0x10, 0], 1)",
            "geoCircle([1, 1, 3], 0.1)", "geoCircle([1, 1, 3.0], 0.1)", "geoCircle([1, 1, -3.0], 0.1)", "geoCircle([1, 1, $0], 0.1)",
            "geoCircle([0, 0], -1.0)", "geoCircle([0, 0], -1)", "geoCircle([0, 0], 1e400)", "geoCircle([0, 0], 1f)",
            "geoCircle([0, 0], 1e-3)", "geoCircle([0, 0], .5)", "geoCircle([0, 0], 5.)", "geoCircle([0, 0], inf)",
            "geoCircle([0, 0], nan)", "geoCircle([0, 0])", "geoCircle([0], 1)", "geoCircle(0, 0, 1)", "geoCircle([0, 0], 'a')",
            "geoBox([10, 10], [20, 20])", "geoBox([10, 10])", "geoBox([10, 10], [20, 20], [30, 30])", "geobox([1.5, 1], [2, 2])",
            "GEOBOX([1, 1], [2, 2])", "geoPolygon({[0, 0], [1, 0], [1, 1], [0, 0]})", "geoPolygon({[0, 0], [1, 0], [1, 1]})",
            "geoPolygon({[0, 0], [1, 0], [1, 1], [0, 0]}, {[0.1, 0.1], [0.2, 0.1], [0.2, 0.2], [0.1, 0.1]})",
            "geoPolygon({})", "geoPolygon()", "geoPolygon([0, 0], [1, 0], [1, 1], [0, 0])",
            // (Realm Core stops at a polygon's first point, so what follows it is not judged here.)
            "geoPolygon({[-1.0, -1.0], [1.0, -1.0], [1, 1], [-1.0, -1.0]})",
            "geoSphere([0, 0], 1)", "$0", "geoCircle([0, 0], 1) AND n == 0",
        ]
        var parsedByBoth = 0
        for shape in shapes {
            let query = "location GEOWITHIN \(shape)"
            let realm = try oracle.answer(file: path, className: "Place", query: query)
            guard case .refused(let message) = realm else {
                Issue.record("Realm Core answered a geospatial query: \(query) → \(realm)")
                continue
            }
            let coreParses = message.contains("Support for Geospatial queries is not enabled")
            let ourParse = Result { try QueryParser.parse(query) }
            switch (coreParses, ourParse) {
            case (true, .success): parsedByBoth += 1
            case (false, .failure): continue
            default: Issue.record("\(query)\n    Realm Core: \(message)\n    RealmLens parse: \(ourParse)")
            }
        }
        #expect(parsedByBoth >= 15)
    }

    @Test(.requiresRealmCoreCheck) func geoWithinAnswersAsRealmCoresRegions() throws {
        let scratch = try ScratchDirectory()
        let (_, lens) = try Self.makeFile(scratch)
        func within(_ shape: String) throws -> Set<Int> {
            let answer = lens.answer(className: "Place", query: "location GEOWITHIN \(shape)")
            return try #require(Self.ids(answer), "\(shape): \(answer)")
        }
        // A box's edges are great circles: the top edge bulges to 20.07° at longitude 15, the bottom one to 10.04°.
        let box = try within("geoBox([10.0, 10.0], [20.0, 20.0])")
        #expect(box.isSuperset(of: [0, 3, 4]) && box.isDisjoint(with: [1, 2, 5, 6]))
        #expect(try within("geoBox([20.0, 20.0], [10.0, 10.0])") == box)
        // Across the antimeridian, in either corner order.
        let across = try within("geoBox([170.0, -10.0], [-170.0, 10.0])")
        #expect(across.isSuperset(of: [12, 13, 14, 15]) && !across.contains(8))
        #expect(try within("geoBox([-170.0, 10.0], [170.0, -10.0])") == across)
        // A circle of 0.1 radians (5.73°) around [0, 0]; one of π or more holds every valid point.
        let circle = try within("geoCircle([0, 0], 0.1)")
        #expect(circle.isSuperset(of: [8, 9, 11, 901, 904]) && circle.isDisjoint(with: [10, 3, 900, 902, 903, 905]))
        let everything = try within("geoCircle([0, 0], 3.2)")
        #expect(everything.count == Self.points.count + 2 && everything.isDisjoint(with: [900, 902, 903, 905]))
        #expect(try within("geoCircle([0, 0], 0)") == [8, Self.grid(0, 0)])
        // Around the north pole: every longitude at 90°.
        #expect(try within("geoCircle([0, 90], 0.05)") == Set([16, 17] + (0 ..< 19).map { Self.grid(-180 + 20 * $0, 90) }))
        // A hole.
        let holed = try within("geoPolygon({[0.0, 0.0], [30.0, 0.0], [30.0, 30.0], [0.0, 30.0], [0.0, 0.0]}, {[10.0, 10.0], [20.0, 10.0], [20.0, 20.0], [10.0, 20.0], [10.0, 10.0]})")
        #expect(holed.isSuperset(of: [5, 6, 7]) && !holed.contains(4))
        // A point on the edge (and a vertex) two polygons share lies in exactly one of them.
        let west = try within("geoPolygon({[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0], [0.0, 0.0]})")
        let east = try within("geoPolygon({[10.0, 0.0], [20.0, 0.0], [20.0, 10.0], [10.0, 10.0], [10.0, 0.0]})")
        for shared in [7] { #expect(west.contains(shared) != east.contains(shared), "point \(shared)") }
    }

    /// Every region Realm Core's `GeoRegion` refuses, RealmLens refuses, in one sentence.
    @Test(.requiresRealmCoreCheck) func invalidRegionsAreRefused() throws {
        let scratch = try ScratchDirectory()
        let (_, lens) = try Self.makeFile(scratch)
        let refused = [
            "geoCircle([0, 91], 0.1)", "geoCircle([181, 0], 0.1)", "geoCircle([0, 0], -0.5)", "geoBox([0, 0], [0, 95])",
            "geoBox([1, 1], [1, 1])", "geoBox([5, 0], [5, 10])", "geoPolygon({[0, 0], [1, 0], [1, 1]})",
            "geoPolygon({[0, 0], [1, 1], [0, 0]})", "geoPolygon({[0, 0], [10, 10], [10, 0], [0, 10], [0, 0]})",
            "geoPolygon({[0, 0], [1, 0], [1, 1], [1, 0], [0, 0]})",
            "geoPolygon({[0, 0], [10, 0], [10, 10], [0, 0]}, {[20, 20], [21, 20], [21, 21], [20, 20]})",
            "geoPolygon({[0, 0], [30, 0], [30, 30], [0, 30], [0, 0]}, {[5, 5], [25, 5], [25, 25], [5, 25], [5, 5]}, {[10, 10], [20, 10], [20, 20], [10, 20], [10, 10]})",
            "geoPolygon({[0, 0], [30, 0], [30, 30], [0, 30], [0, 0]}, {[0, 0], [30, 0], [15, 15], [0, 0]})",
            "geoPolygon({[0, 0], [1, 0], [1, 1], [0, 0, 1.0]})",
        ]
        for shape in refused {
            let answer = lens.answer(className: "Place", query: "location GEOWITHIN \(shape)")
            guard case .refused(let message) = answer else { Issue.record("\(shape) answered \(answer)"); continue }
            #expect(!message.contains("\n"), "\(shape): \(message)")
        }
        // GEOWITHIN needs a link to an embedded GeoJSON point.
        for query in ["id GEOWITHIN geoCircle([0, 0], 1)", "n GEOWITHIN geoCircle([0, 0], 1)"] {
            guard case .refused = lens.answer(className: "Place", query: query) else { Issue.record("\(query) was answered"); continue }
        }
    }
}
