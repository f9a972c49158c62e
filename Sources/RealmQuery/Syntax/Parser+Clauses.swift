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
            altitude = try parseCoordinate()
        }
        try expect(.rightBracket, "']' to close the point")
        return GeoPoint(longitude: longitude, latitude: latitude, altitude: altitude)
    }

    mutating func parseCoordinate() throws -> GeoCoordinate {
        if case .argument(let n) = current.kind {
            defer { advance() }
            return .argument(n, range: current.range)
        }
        let operand: Operand
        if current.isSymbol(.minus) || current.isSymbol(.plus) {
            operand = try parseSignedNumber()
        } else {
            switch current.kind {
            case .integer, .number: operand = try parseSignedNumberless()
            default: throw unexpectedOrEnd(expected: "a coordinate (a number)")
            }
        }
        switch operand.kind {
        case .constant(.int(let i)): return .value(Double(i))
        case .constant(.double(let d)): return .value(d)
        case .constant(.float(let f)): return .value(Double(f))
        default: throw QueryError(.unexpectedToken(found: spelling(operand.range), expected: "a coordinate (a number)"), at: operand.range)
        }
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
