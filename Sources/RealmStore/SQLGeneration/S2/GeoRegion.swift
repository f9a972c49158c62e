import Glibc

/// The region of a `GEOWITHIN` shape, built and checked as Realm Core's
/// `GeoRegion` (`geospatial.cpp`) does: a box is the polygon through its four
/// corners (edges are great-circle arcs, not lines of latitude), a polygon's
/// rings are S2 loops (the first the exterior, the rest holes), a circle is an
/// S2 cap; a shape Realm Core refuses is refused with its reason.
enum GeoRegion {
    case polygon([S2Loop])
    /// Axis and height (`S2Cap`): a point is inside when its squared chord to the axis is at most `2 × height`.
    case cap(S2Point, height: Double)

    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// A corner or vertex as written: longitude, latitude, altitude.
    struct Coordinate: Equatable {
        var longitude: Double
        var latitude: Double
        var altitude: Double?

        /// `GeoPoint::operator==`: NaN equals NaN; altitudes compare only when both have one.
        static func == (a: Coordinate, b: Coordinate) -> Bool {
            func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
            return same(a.longitude, b.longitude) && same(a.latitude, b.latitude)
                && ((a.altitude == nil && b.altitude == nil) || a.altitude == b.altitude)
        }
    }

    static func box(_ lo: Coordinate, _ hi: Coordinate) throws -> GeoRegion {
        let ring = [lo, Coordinate(longitude: lo.longitude, latitude: hi.latitude), hi,
                    Coordinate(longitude: hi.longitude, latitude: lo.latitude), lo]
        return try polygon([ring])
    }

    static func circle(_ center: Coordinate, radius: Double) throws -> GeoRegion {
        let axis = try vertex(center)
        guard radius >= 0 else { throw Invalid(reason: "The radius of a circle must be a non-negative number") }
        if radius >= Double.pi { return .cap(axis, height: 2) }
        let d = sin(0.5 * radius)
        return .cap(axis, height: 2 * d * d)
    }

    private static func vertex(_ c: Coordinate) throws -> S2Point {
        guard abs(c.longitude) <= 180 && abs(c.latitude) <= 90 else {
            throw Invalid(reason: "Longitude/latitude is out of bounds, lng: \(c.longitude) lat: \(c.latitude)")
        }
        return S2Point.vertex(longitude: c.longitude, latitude: c.latitude)
    }

    /// `parse_polygon_coordinates`: every check in Realm Core's order.
    static func polygon(_ rings: [[Coordinate]]) throws -> GeoRegion {
        var loops: [S2Loop] = []
        for (i, ring) in rings.enumerated() {
            var points = try ring.map(vertex)
            guard let first = ring.first, let last = ring.last else { throw Invalid(reason: "Ring has no vertices") }
            guard first == last else { throw Invalid(reason: "Ring is not closed, first vertex '\(first)' does not equal last vertex '\(last)'") }
            points = points.enumerated().filter { $0.offset == 0 || points[$0.offset - 1] != $0.element }.map(\.element)
            points.removeLast()
            guard points.count >= 3 else {
                throw Invalid(reason: "Ring \(i) must have at least 3 different vertices, \(points.count) unique vertices were provided")
            }
            var loop = S2Loop(points)
            if let why = loop.invalidity() { throw Invalid(reason: "Ring \(i) is not valid: '\(why)'") }
            loop.normalize()
            if !loops.isEmpty && !loops[0].contains(loop) {
                throw Invalid(reason: "Secondary ring \(i) not contained by first exterior ring - secondary rings must be holes in the first ring")
            }
            loops.append(loop)
        }
        guard !loops.isEmpty else { throw Invalid(reason: "Polygon has no rings.") }
        try checkValid(loops)
        return .polygon(try nested(loops))
    }

    /// `S2Polygon::IsValid(loops)`.
    private static func checkValid(_ loops: [S2Loop]) throws {
        if loops.count > 1 {
            var edges: [[S2Point]: (Int, Int)] = [:]
            for (i, loop) in loops.enumerated() {
                for j in 0 ..< loop.count {
                    let (a, b) = (loop.vertex(j), loop.vertex(j + 1))
                    if let other = edges[[a, b]] ?? edges[[b, a]] {
                        throw Invalid(reason: "Polygon isn't valid: 'Duplicate edge: ring \(i), edge \(j) and ring \(other.0), edge \(other.1)'")
                    }
                    edges[[a, b]] = (i, j)
                    edges[[b, a]] = (i, j)
                }
            }
        }
        for i in loops.indices {
            if !loops[i].isNormalized { throw Invalid(reason: "Polygon isn't valid: 'Ring \(i) encloses more than half the sphere'") }
            for j in (i + 1) ..< loops.count where loops[i].containsOrCrosses(loops[j]) < 0 {
                throw Invalid(reason: "Polygon isn't valid: 'Ring \(i) crosses ring \(j)'")
            }
        }
    }

    /// `S2Polygon::Init`: the loops in depth-first order of nesting, then GeoJSON's limits
    /// (one exterior ring, holes not nested, a hole sharing at most one vertex with its parent).
    private static func nested(_ loops: [S2Loop]) throws -> [S2Loop] {
        var children: [Int: [Int]] = [:]  // -1: the root
        func insert(_ new: Int, under parent: Int) {
            let siblings = children[parent, default: []]
            if let child = siblings.first(where: { loops[$0].containsNested(loops[new]) }) { return insert(new, under: child) }
            var kept: [Int] = [], adopted: [Int] = []
            for child in siblings { if loops[new].containsNested(loops[child]) { adopted.append(child) } else { kept.append(child) } }
            children[new, default: []] += adopted
            children[parent] = kept + [new]
        }
        for i in loops.indices { insert(i, under: -1) }
        var ordered: [S2Loop] = [], parents: [Int?] = []
        func visit(_ index: Int, depth: Int, parent: Int?) {
            var loop = loops[index]
            loop.depth = depth
            let position = ordered.count
            ordered.append(loop)
            parents.append(parent)
            for child in children[index, default: []] { visit(child, depth: depth + 1, parent: position) }
        }
        for root in children[-1, default: []] { visit(root, depth: 0, parent: nil) }
        for (i, loop) in ordered.enumerated() {
            guard let p = parents[i] else { continue }
            let shared = loop.vertices.filter { Set(ordered[p].vertices).contains($0) }.count
            if shared > 1 { throw Invalid(reason: "Polygon is not normalized: 'Ring \(i) shares more than one vertex with its parent ring \(p)'") }
        }
        if ordered.dropFirst().contains(where: { $0.depth == 0 }) { throw Invalid(reason: "Only one exterior polygon ring is allowed") }
        if let i = ordered.firstIndex(where: { $0.depth > 1 }) { throw Invalid(reason: "Polygon interior rings cannot be nested: \(i)") }
        return ordered
    }

    /// Whether a stored point `[longitude, latitude]` lies in the region (`GeoRegion::contains`).
    func contains(longitude: Double, latitude: Double) -> Bool {
        guard let p = S2Point.location(longitude: longitude, latitude: latitude) else { return false }
        switch self {
        case .cap(let axis, let height):
            return (axis - p).norm2 <= 2 * height
        case .polygon(let loops):
            if loops.count == 1 { return loops[0].contains(p) }
            return loops.reduce(false) { $0 != $1.contains(p) }
        }
    }
}
