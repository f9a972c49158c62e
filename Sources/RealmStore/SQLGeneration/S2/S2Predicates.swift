/// The exact predicates of Realm Core's S2 (`s2.cc`, `s2edgeutil.cc`), built
/// without `SIMULATION_OF_SIMPLICITY`: orientation is decided in doubles,
/// borderline cases by `ExpensiveCCW` and its planar perturbation.
enum S2 {
    static let maxDetError = 0.8e-15

    /// `S2::Origin()`: the fixed point containment is counted from.
    static let origin = S2Point(x: 0.00457, y: 1, z: 0.0321).normalized()

    static func isUnitLength(_ p: S2Point) -> Bool { abs(p.norm2 - 1) <= 1e-15 }

    static func ortho(_ a: S2Point) -> S2Point {
        var k = a.largestAbsComponent - 1
        if k < 0 { k = 2 }
        var temp = [0.012, 0.0053, 0.00457]
        temp[k] = 1
        return a.cross(S2Point(x: temp[0], y: temp[1], z: temp[2])).normalized()
    }

    static func robustCrossProd(_ a: S2Point, _ b: S2Point) -> S2Point {
        let x = (b + a).cross(b - a)
        return x != S2Point(x: 0, y: 0, z: 0) ? x : ortho(a)
    }

    static func robustCCW(_ a: S2Point, _ b: S2Point, _ c: S2Point) -> Int { robustCCW(a, b, c, a.cross(b)) }

    static func robustCCW(_ a: S2Point, _ b: S2Point, _ c: S2Point, _ aCrossB: S2Point) -> Int {
        let det = aCrossB.dot(c)
        if det > maxDetError { return 1 }
        if det < -maxDetError { return -1 }
        return expensiveCCW(a, b, c)
    }

    static func expensiveCCW(_ a: S2Point, _ b: S2Point, _ c: S2Point) -> Int {
        if a == b || b == c || c == a { return 0 }
        let sab: Double = a.dot(b) > 0 ? -1 : 1
        let sbc: Double = b.dot(c) > 0 ? -1 : 1
        let sca: Double = c.dot(a) > 0 ? -1 : 1
        let vab = a + sab * b, vbc = b + sbc * c, vca = c + sca * a
        let dab = vab.norm2, dbc = vbc.norm2, dca = vca.norm2
        let sign: Double
        if dca < dbc || (dca == dbc && a < b) {
            if dab < dbc || (dab == dbc && a < c) {
                sign = vab.cross(vca).dot(a) * sab
            } else {
                sign = vca.cross(vbc).dot(c) * sca
            }
        } else {
            if dab < dca || (dab == dca && b < c) {
                sign = vbc.cross(vab).dot(b) * sbc
            } else {
                sign = vca.cross(vbc).dot(c) * sca
            }
        }
        if sign > 0 { return 1 }
        if sign < 0 { return -1 }
        var ccw = planarOrderedCCW((a.y, a.z), (b.y, b.z), (c.y, c.z))
        if ccw == 0 {
            ccw = planarOrderedCCW((a.z, a.x), (b.z, b.x), (c.z, c.x))
            if ccw == 0 { ccw = planarOrderedCCW((a.x, a.y), (b.x, b.y), (c.x, c.y)) }
        }
        return ccw
    }

    private static func planarCCW(_ a: (Double, Double), _ b: (Double, Double)) -> Int {
        let sab: Double = (a.0 * b.0 + a.1 * b.1) > 0 ? -1 : 1
        let vab = (a.0 + sab * b.0, a.1 + sab * b.1)
        let da = a.0 * a.0 + a.1 * a.1, db = b.0 * b.0 + b.1 * b.1
        let aBeforeB = a.0 < b.0 || (a.0 == b.0 && a.1 < b.1)
        let sign: Double
        if da < db || (da == db && aBeforeB) {
            sign = (a.0 * vab.1 - a.1 * vab.0) * sab
        } else {
            sign = vab.0 * b.1 - vab.1 * b.0
        }
        return sign > 0 ? 1 : (sign < 0 ? -1 : 0)
    }

    private static func planarOrderedCCW(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> Int {
        let sum = planarCCW(a, b) + planarCCW(b, c) + planarCCW(c, a)
        return sum > 0 ? 1 : (sum < 0 ? -1 : 0)
    }

    static func orderedCCW(_ a: S2Point, _ b: S2Point, _ c: S2Point, _ o: S2Point) -> Bool {
        var sum = 0
        if robustCCW(b, o, a) >= 0 { sum += 1 }
        if robustCCW(c, o, b) >= 0 { sum += 1 }
        if robustCCW(a, o, c) > 0 { sum += 1 }
        return sum >= 2
    }

    static func turnAngle(_ a: S2Point, _ b: S2Point, _ c: S2Point) -> Double {
        let angle = robustCrossProd(b, a).angle(robustCrossProd(c, b))
        return robustCCW(a, b, c) > 0 ? angle : -angle
    }

    static func vertexCrossing(_ a: S2Point, _ b: S2Point, _ c: S2Point, _ d: S2Point) -> Bool {
        if a == b || c == d { return false }
        if a == d { return orderedCCW(ortho(a), c, b, a) }
        if b == c { return orderedCCW(ortho(b), d, a, b) }
        if a == c { return orderedCCW(ortho(a), d, b, a) }
        if b == d { return orderedCCW(ortho(b), c, a, b) }
        return false
    }

    static func wedgeContains(_ a0: S2Point, _ ab1: S2Point, _ a2: S2Point, _ b0: S2Point, _ b2: S2Point) -> Bool {
        orderedCCW(a2, b2, b0, ab1) && orderedCCW(b0, a0, a2, ab1)
    }

    enum WedgeRelation { case equals, properlyContains, isProperlyContained, properlyOverlaps, isDisjoint }

    static func wedgeRelation(_ a0: S2Point, _ ab1: S2Point, _ a2: S2Point, _ b0: S2Point, _ b2: S2Point) -> WedgeRelation {
        if a0 == b0 && a2 == b2 { return .equals }
        if orderedCCW(a0, a2, b2, ab1) {
            if orderedCCW(b2, b0, a0, ab1) { return .properlyContains }
            return a2 == b2 ? .isProperlyContained : .properlyOverlaps
        }
        if orderedCCW(a0, b0, b2, ab1) { return .isProperlyContained }
        return orderedCCW(a0, b0, a2, ab1) ? .isDisjoint : .properlyOverlaps
    }

    /// `S2EdgeUtil::EdgeCrosser`: edge AB tested against a chain of edges C-D.
    struct EdgeCrosser {
        let a, b, aCrossB: S2Point
        var c = S2Point(x: 0, y: 0, z: 0)
        var acb = 0

        init(_ a: S2Point, _ b: S2Point, _ c: S2Point) {
            self.a = a
            self.b = b
            aCrossB = a.cross(b)
            restart(at: c)
        }

        mutating func restart(at c: S2Point) {
            self.c = c
            acb = -robustCCW(a, b, c, aCrossB)
        }

        /// +1: the edges cross at a point interior to both; 0: two vertices are the same; -1: no crossing.
        mutating func robustCrossing(_ d: S2Point) -> Int {
            let bda = robustCCW(a, b, d, aCrossB)
            let result: Int
            if bda == -acb && bda != 0 {
                result = -1
            } else if bda & acb == 0 {
                result = 0
            } else {
                let cCrossD = c.cross(d)
                let cbd = -robustCCW(c, d, b, cCrossD)
                if cbd != acb {
                    result = -1
                } else {
                    result = robustCCW(c, d, a, cCrossD) == acb ? 1 : -1
                }
            }
            c = d
            acb = -bda
            return result
        }

        mutating func edgeOrVertexCrossing(_ d: S2Point) -> Bool {
            let previous = c
            let crossing = robustCrossing(d)
            if crossing < 0 { return false }
            if crossing > 0 { return true }
            return vertexCrossing(a, b, previous, d)
        }
    }
}
