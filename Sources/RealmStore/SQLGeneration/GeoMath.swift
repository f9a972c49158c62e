import Synchronization

/// Point-in-shape tests for `rl_geowithin`, as Realm Core answers them
/// (`GeoRegion`, built on its S2 library). The shape arrives as text
/// (`SQLGenerator.shapeText`); each shape is built once per process.
enum GeoMath {
    private static let regions = Mutex<[String: GeoRegion]>([:])

    static func contains(_ shapeText: String, longitude: Double, latitude: Double) -> Bool {
        guard let region = try? region(shapeText) else { return false }
        return region.contains(longitude: longitude, latitude: latitude)
    }

    /// The region of `shapeText`: `box P P`, `circle P radius` or `polygon` rings separated by
    /// `|`, points by `;`, where a point P is `lon lat` or `lon lat alt`; throws what Realm Core refuses.
    static func region(_ shapeText: String) throws -> GeoRegion {
        if let known = regions.withLock({ $0[shapeText] }) { return known }
        let parts = shapeText.split(separator: " ", maxSplits: 1).map(String.init)
        func coordinate<S: StringProtocol>(_ text: S) -> GeoRegion.Coordinate {
            let n = text.split(separator: " ").map { Double(String($0)) ?? .nan }
            return GeoRegion.Coordinate(longitude: n.first ?? .nan, latitude: n.count > 1 ? n[1] : .nan, altitude: n.count > 2 ? n[2] : nil)
        }
        let body = parts.count == 2 ? parts[1] : ""
        let region: GeoRegion
        switch parts.first {
        case "box":
            let corners = body.split(separator: ";")
            region = try GeoRegion.box(coordinate(corners.first ?? ""), coordinate(corners.dropFirst().first ?? ""))
        case "circle":
            let pieces = body.split(separator: ";")
            region = try GeoRegion.circle(coordinate(pieces.first ?? ""), radius: Double(String(pieces.last ?? "")) ?? .nan)
        default:
            region = try GeoRegion.polygon(body.split(separator: "|").map { $0.split(separator: ";").map(coordinate) })
        }
        regions.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[shapeText] = region
        }
        return region
    }
}
