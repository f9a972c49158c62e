/// A closed loop of vertices on the sphere whose interior is on its left
/// (`s2loop.cc`). Containment counts edge crossings from `S2.origin`, with
/// S2's vertex rules, so a point on an edge or a vertex is inside exactly
/// one of two loops sharing that edge. Bounding rectangles, which S2 uses
/// only to answer faster, are left out.
struct S2Loop {
    private(set) var vertices: [S2Point]
    private(set) var originInside = false
    var depth = 0

    init(_ vertices: [S2Point]) {
        self.vertices = vertices
        initOrigin()
    }

    var count: Int { vertices.count }

    /// `vertex(i)` for 0 ≤ i < 2n, wrapping around.
    func vertex(_ i: Int) -> S2Point { vertices[i % vertices.count] }

    private mutating func initOrigin() {
        originInside = false
        let v1Inside = S2.orderedCCW(S2.ortho(vertex(1)), vertex(0), vertex(2), vertex(1))
        if v1Inside != contains(vertex(1)) { originInside = true }
    }

    func contains(_ p: S2Point) -> Bool {
        var inside = originInside
        var crosser = S2.EdgeCrosser(S2.origin, p, vertex(0))
        for i in 1 ... count { if crosser.edgeOrVertexCrossing(vertex(i)) { inside.toggle() } }
        return inside
    }

    /// Why the loop is invalid (`S2Loop::IsValid`), or nil.
    func invalidity() -> String? {
        if count < 3 { return "Degenerate loop" }
        if let i = vertices.firstIndex(where: { !S2.isUnitLength($0) }) { return "Vertex \(i) is not unit length" }
        var seen: [S2Point: Int] = [:]
        for (i, v) in vertices.enumerated() {
            if let first = seen[v] { return "Duplicate vertices: \(first) and \(i)" }
            seen[v] = i
        }
        for i in 0 ..< count where i + 2 < count {
            var crosser = S2.EdgeCrosser(vertex(i), vertex(i + 1), vertex(i + 2))
            for ai in (i + 2) ..< count where crosser.robustCrossing(vertex(ai + 1)) > 0 {
                return "Edges \(i) and \(ai) cross"
            }
        }
        return nil
    }

    func turningAngle() -> Double {
        var n = count
        guard n >= 3 else { return 0 }
        var first = 0
        for i in 1 ..< n where vertex(i) < vertex(first) { first = i }
        var dir = 1
        if !(vertex(first + 1) < vertex(first + n - 1)) {
            dir = -1
            first += n
        }
        var i = first
        var angle = S2.turnAngle(vertex((i + n - dir) % n), vertex(i), vertex((i + dir) % n))
        while n > 1 {
            n -= 1
            i += dir
            angle += S2.turnAngle(vertex(i - dir), vertex(i), vertex(i + dir))
        }
        return Double(dir) * angle
    }

    /// At most a hemisphere (with S2's tolerance).
    var isNormalized: Bool { turningAngle() >= -1e-14 }

    /// Turns a loop of more than a hemisphere into its complement.
    mutating func normalize() {
        if !isNormalized {
            vertices.reverse()
            originInside.toggle()
        }
    }

    func findVertex(_ p: S2Point) -> Int? { (1 ... count).first { vertex($0) == p } }

    /// Walks every pair of edges of `b` and this loop: true at a proper crossing; at a shared
    /// vertex `wedge` decides, and returning true from it stops the walk (`AreBoundariesCrossing`).
    private func boundariesCross(_ b: S2Loop, _ wedge: (S2Point, S2Point, S2Point, S2Point, S2Point) -> Bool) -> Bool {
        for j in 0 ..< b.count {
            var crosser = S2.EdgeCrosser(b.vertex(j), b.vertex(j + 1), vertex(0))
            for ai in 0 ..< count {
                let crossing = crosser.robustCrossing(vertex(ai + 1))
                if crossing < 0 { continue }
                if crossing > 0 { return true }
                if vertex(ai + 1) == b.vertex(j + 1), wedge(vertex(ai), vertex(ai + 1), vertex(ai + 2), b.vertex(j), b.vertex(j + 2)) {
                    return false
                }
            }
        }
        return false
    }

    func contains(_ b: S2Loop) -> Bool {
        if !contains(b.vertex(0)) && findVertex(b.vertex(0)) == nil { return false }
        var doesntContain = false
        if boundariesCross(b, { a0, ab1, a2, b0, b2 in
            doesntContain = !S2.wedgeContains(a0, ab1, a2, b0, b2)
            return doesntContain
        }) || doesntContain { return false }
        if b.contains(vertex(0)) && b.findVertex(vertex(0)) == nil { return false }
        return true
    }

    /// -1: the boundaries cross; 1: this loop may contain `b`; 0: it does not.
    func containsOrCrosses(_ b: S2Loop) -> Int {
        var crossing = false, aSuper = false, bSuper = false, disjoint = false
        if boundariesCross(b, { a0, ab1, a2, b0, b2 in
            let relation = S2.wedgeRelation(a0, ab1, a2, b0, b2)
            if relation == .properlyOverlaps { crossing = true; return true }
            if relation == .properlyContains { aSuper = true }
            if relation == .isProperlyContained { bSuper = true }
            if aSuper && bSuper { crossing = true; return true }
            if relation == .isDisjoint { disjoint = true }
            return false
        }) { return -1 }
        if crossing { return -1 }
        if disjoint || bSuper { return 0 }
        if !contains(b.vertex(0)) && findVertex(b.vertex(0)) == nil { return 0 }
        return 1
    }

    /// Given that the loops share no edge and do not cross: whether this one holds `b`.
    func containsNested(_ b: S2Loop) -> Bool {
        guard let m = findVertex(b.vertex(1)) else { return contains(b.vertex(1)) }
        return S2.wedgeContains(vertex(m - 1), vertex(m), vertex(m + 1), b.vertex(0), b.vertex(2))
    }
}
