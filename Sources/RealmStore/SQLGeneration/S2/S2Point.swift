import Glibc

/// A point on the unit sphere (or any 3-vector), as Realm Core's bundled S2
/// library (`util/math/vector3`) computes with it: the same operations in the
/// same order, so every rounding matches.
struct S2Point: Equatable, Hashable, Comparable {
    var x, y, z: Double

    static func + (a: S2Point, b: S2Point) -> S2Point { S2Point(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: S2Point, b: S2Point) -> S2Point { S2Point(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    static func * (k: Double, a: S2Point) -> S2Point { S2Point(x: a.x * k, y: a.y * k, z: a.z * k) }

    func dot(_ b: S2Point) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: S2Point) -> S2Point { S2Point(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x) }
    var norm2: Double { x * x + y * y + z * z }
    var norm: Double { norm2.squareRoot() }

    func normalized() -> S2Point {
        var n = norm
        if n != 0 { n = 1.0 / n }
        return n * self
    }

    /// The angle between two vectors, in radians (`Vector3::Angle`).
    func angle(_ b: S2Point) -> Double { atan2(cross(b).norm, dot(b)) }

    /// `Vector3::LargestAbsComponent`.
    var largestAbsComponent: Int {
        let (ax, ay, az) = (abs(x), abs(y), abs(z))
        if ax > ay { return ax > az ? 0 : 2 }
        return ay > az ? 1 : 2
    }

    /// Lexicographic order of (x, y, z), as `Vector3::operator<`.
    static func < (a: S2Point, b: S2Point) -> Bool {
        if a.x != b.x { return a.x < b.x }
        if a.y != b.y { return a.y < b.y }
        return a.z < b.z
    }

    /// `S2LatLng::FromDegrees(lat, lng)` as a point: radians are `degrees * (π / 180)`.
    init(latitudeRadians phi: Double, longitudeRadians theta: Double) {
        let cosphi = cos(phi)
        self.init(x: cos(theta) * cosphi, y: sin(theta) * cosphi, z: sin(phi))
    }

    init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }

    /// A vertex of a shape: `S2LatLng::FromDegrees(lat, lng).Normalized().ToPoint()`.
    static func vertex(longitude: Double, latitude: Double) -> S2Point {
        let lat = max(-Double.pi / 2, min(Double.pi / 2, radians(latitude)))
        let lng = remainder(radians(longitude), 2 * Double.pi)
        return S2Point(latitudeRadians: lat, longitudeRadians: lng)
    }

    /// A stored point, or nil where Realm Core finds it invalid (`GeoRegion::contains`: no normalizing).
    static func location(longitude: Double, latitude: Double) -> S2Point? {
        let lat = radians(latitude), lng = radians(longitude)
        guard abs(lat) <= Double.pi / 2, abs(lng) <= Double.pi else { return nil }
        return S2Point(latitudeRadians: lat, longitudeRadians: lng)
    }
}
