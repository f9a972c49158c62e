import Glibc

/// Point-in-shape tests on the sphere, in degrees (longitude, latitude).
enum GeoMath {
    static func contains(_ shapeText: String, longitude: Double, latitude: Double) -> Bool {
        let parts = shapeText.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        switch parts[0] {
        case "box":
            let n = parts[1].split(separator: " ").compactMap { Double($0) }
            guard n.count == 4 else { return false }
            guard latitude >= n[1] && latitude <= n[3] else { return false }
            return n[0] <= n[2] ? (longitude >= n[0] && longitude <= n[2]) : (longitude >= n[0] || longitude <= n[2])
        case "circle":
            let n = parts[1].split(separator: " ").compactMap { Double($0) }
            guard n.count == 3 else { return false }
            return distance(longitude, latitude, n[0], n[1]) <= n[2]
        case "polygon":
            let rings = parts[1].split(separator: "|").map { ring in
                ring.split(separator: ";").map { $0.split(separator: " ").compactMap { Double($0) } }.filter { $0.count == 2 }
            }
            guard let outer = rings.first, inRing(outer, longitude, latitude) else { return false }
            return !rings.dropFirst().contains { inRing($0, longitude, latitude) }
        default:
            return false
        }
    }

    /// Great-circle distance in radians (haversine).
    static func distance(_ lon1: Double, _ lat1: Double, _ lon2: Double, _ lat2: Double) -> Double {
        let r = Double.pi / 180
        let dLat = (lat2 - lat1) * r, dLon = (lon2 - lon1) * r
        let sinLat: Double = sin(dLat / 2), sinLon: Double = sin(dLon / 2)
        let a: Double = sinLat * sinLat + cos(lat1 * r) * cos(lat2 * r) * sinLon * sinLon
        return 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// Even-odd ray casting in longitude/latitude (edges as straight lines in that plane).
    static func inRing(_ ring: [[Double]], _ x: Double, _ y: Double) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in 0..<ring.count {
            let (xi, yi, xj, yj) = (ring[i][0], ring[i][1], ring[j][0], ring[j][1])
            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }
}
