import RealmModel

/// The geospatial shapes of `GEOWITHIN` and the `SORT`/`DISTINCT`/`LIMIT` clauses.
extension QueryParser {
    // MARK: - geoShape := geoBox(point, point) | geoCircle(point, coordinate) | geoPolygon({points}, …) | $n

    mutating func parseGeoShape() throws -> GeoShape {
        let token = current
        switch token.kind {
        case .argument(let n):
            advance()
            return .argument(n)
        case .keyword(.geoBox):
            advance()
            try expect(.leftParen, "'(' after geoBox")
            let a = try parseGeoPoint()
            try expect(.comma, "',' between the corners of geoBox")
            let b = try parseGeoPoint()
            try expect(.rightParen, "')' to close geoBox(")
            return .box(a, b)
        case .keyword(.geoCircle):
            advance()
            try expect(.leftParen, "'(' after geoCircle")
            let center = try parseGeoPoint()
            try expect(.comma, "',' before the radius of geoCircle")
            let radius = try parseCoordinate()
            try expect(.rightParen, "')' to close geoCircle(")
            return .circle(center, radius: radius)
        case .keyword(.geoPolygon):
            advance()
            try expect(.leftParen, "'(' after geoPolygon")
            var rings: [[GeoPoint]] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                try expect(.leftBrace, "'{' to start a ring of points")
                var ring = [try parseGeoPoint()]
                while current.isSymbol(.comma) {
                    advance()
                    ring.append(try parseGeoPoint())
                }
                try expect(.rightBrace, "',' or '}' in a ring of points")
                rings.append(ring)
            } while current.isSymbol(.comma)
            try expect(.rightParen, "')' to close geoPolygon(")
            return .polygon(rings)
        default:
            throw unexpectedOrEnd(expected: "geoBox(…), geoCircle(…), geoPolygon(…) or an argument")
        }
    }

    mutating func parseGeoPoint() throws -> GeoPoint {
        try expect(.leftBracket, "'[' to start a point [longitude, latitude]")
        let longitude = try parseCoordinate()
        try expect(.comma, "',' between longitude and latitude")
        let latitude = try parseCoordinate()
        var altitude: GeoCoordinate?
        if current.isSymbol(.comma) {
            advance()
            altitude = try parseCoordinate(altitude: true)
        }
        try expect(.rightBracket, "']' to close the point")
        return GeoPoint(longitude: longitude, latitude: latitude, altitude: altitude)
    }

    /// Realm Core's grammar (`coordinate`, `geopoint` in `query_bison.yy`): a coordinate is a natural
    /// number (read as C's `strtoll` reads it: `010` is octal 8) or a float literal, with a sign only
    /// when written against a float (`-5.0`; `-5`, `+5` and `- 5.0` are refused), or an argument;
    /// an altitude is a float literal only.
    mutating func parseCoordinate(altitude: Bool = false) throws -> GeoCoordinate {
        let expected = altitude ? "an altitude (a number with a decimal point or exponent)" : "a coordinate (a number)"
        if case .argument(let n) = current.kind, !altitude {
            defer { advance() }
            return .argument(n, range: current.range)
        }
        var sign: Double = 1
        if current.isSymbol(.minus) || current.isSymbol(.plus) {
            let signToken = current
            sign = signToken.isSymbol(.minus) ? -1 : 1
            advance()
            guard signToken.range.upperBound == current.range.lowerBound, case .number = current.kind,
                  !Self.isNatural(spelling(current)) else {
                throw QueryError(.unexpectedToken(found: spelling(signToken.range), expected: expected), at: signToken.range)
            }
        }
        let token = current
        let text = spelling(token)
        let value: Double
        if Self.isNatural(text), !altitude {
            value = Self.cNatural(text)
        } else if case .number(let d, _) = token.kind, !Self.isNatural(text) {
            value = sign * d
        } else {
            throw unexpectedOrEnd(expected: expected)
        }
        advance()
        return .value(value)
    }

    /// Only ASCII digits: Realm Core's `natural0` token.
    static func isNatural(_ text: String) -> Bool { !text.isEmpty && text.utf8.allSatisfy { (48 ... 57).contains($0) } }

    /// `double(strtoll(text, nullptr, 0))` for a run of digits: a leading 0 makes it octal (read up to
    /// the first 8 or 9), and a value past 2^63 − 1 stops there.
    static func cNatural(_ text: String) -> Double {
        let digits = Array(text.utf8).map { Int64($0 - 48) }
        let octal = digits.count > 1 && digits[0] == 0
        var value: Int64 = 0
        for d in digits {
            if octal && d > 7 { break }
            let (times, o1) = value.multipliedReportingOverflow(by: octal ? 8 : 10)
            let (sum, o2) = times.addingReportingOverflow(d)
            if o1 || o2 { return Double(Int64.max) }
            value = sum
        }
        return Double(value)
    }

    mutating func parseSignedNumberless() throws -> Operand {
        guard let constant = try parseConstant() else { throw unexpectedOrEnd(expected: "a number") }
        return constant
    }

    // MARK: - orderingClause := SORT '(' path direction, … ')' | DISTINCT '(' path, … ')' | LIMIT '(' integer ')'

    mutating func parseOrderingClause() throws -> OrderingClause? {
        guard peek.isSymbol(.leftParen) else { return nil }
        switch current.keyword {
        case .sort?:
            advance(); advance()
            var keys: [SortKey] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                let path = try parsePath()
                let ascending: Bool
                switch current.keyword {
                case .asc?, .ascending?: ascending = true
                case .desc?, .descending?: ascending = false
                default: throw unexpectedOrEnd(expected: "ASC or DESC after '\(path)'")
                }
                advance()
                keys.append(SortKey(path: path, ascending: ascending))
            } while current.isSymbol(.comma)
            try expect(.rightParen, "',' or ')' in SORT(…)")
            return .sort(keys)
        case .distinct?:
            advance(); advance()
            var paths: [PropertyPath] = []
            repeat {
                if current.isSymbol(.comma) { advance() }
                paths.append(try parsePath())
            } while current.isSymbol(.comma)
            try expect(.rightParen, "',' or ')' in DISTINCT(…)")
            return .distinct(paths)
        case .limit?:
            advance(); advance()
            guard case .integer(let n) = current.kind, n <= Int64(Int32.max),
                  !spelling(current).lowercased().hasPrefix("0x") else {
                throw unexpectedOrEnd(expected: "a whole number inside LIMIT(…)")
            }
            let range = current.range
            advance()
            try expect(.rightParen, "')' to close LIMIT(")
            return .limit(Int(n), range: range)
        default:
            return nil
        }
    }
}
