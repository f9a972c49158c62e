/// A predicate as written: comparisons combined with `AND`, `OR` and `NOT`.
///
/// `description` is a canonical, fully parenthesised RQL spelling:
/// `(age < 2 AND name BEGINSWITH[c] "r")`.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
    case and(Condition, Condition)
    case or(Condition, Condition)
    case not(Condition)
    /// `left op[c] right` for `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case comparison(left: Operand, op: ComparisonOperator, options: StringOptions, right: Operand, operatorRange: SourceRange)
    /// `left BEGINSWITH[c] right` and the other string operators.
    case stringComparison(left: Operand, op: StringOperator, options: StringOptions, right: Operand, operatorRange: SourceRange)
    /// `value BETWEEN {lower, upper}`.
    case between(Operand, lower: Operand, upper: Operand, operatorRange: SourceRange)
    /// `value IN list` (list literal, list argument or collection property).
    case `in`(Operand, options: StringOptions, list: Operand, operatorRange: SourceRange)
    /// `property TEXT 'words -excluded prefix*'`: a full-text search.
    case text(Operand, Operand, operatorRange: SourceRange)
    /// `location GEOWITHIN geoCircle([lon, lat], radius)`.
    case geoWithin(Operand, GeoShape, operatorRange: SourceRange)
    case truePredicate(SourceRange)
    case falsePredicate(SourceRange)

    public var description: String {
        switch self {
        case .and(let l, let r): return "(\(l) AND \(r))"
        case .or(let l, let r): return "(\(l) OR \(r))"
        case .not(let c):
            if case .and = c { return "NOT \(c)" }
            if case .or = c { return "NOT \(c)" }
            return "NOT (\(c))"
        case .comparison(let l, let op, let options, let r, _): return "\(l) \(op.rawValue)\(options) \(r)"
        case .stringComparison(let l, let op, let options, let r, _): return "\(l) \(op.rawValue)\(options) \(r)"
        case .between(let v, let lower, let upper, _): return "\(v) BETWEEN {\(lower), \(upper)}"
        case .in(let v, let options, let list, _): return "\(v) IN\(options) \(list)"
        case .text(let l, let r, _): return "\(l) TEXT \(r)"
        case .geoWithin(let l, let shape, _): return "\(l) GEOWITHIN \(shape)"
        case .truePredicate: return "TRUEPREDICATE"
        case .falsePredicate: return "FALSEPREDICATE"
        }
    }
}

/// A geospatial shape for `GEOWITHIN`.
public enum GeoShape: Hashable, Sendable, CustomStringConvertible {
    /// `geoBox([lon, lat], [lon, lat])`: bottom-left and top-right corners.
    case box(GeoPoint, GeoPoint)
    /// `geoCircle([lon, lat], radiusInRadians)`.
    case circle(GeoPoint, radius: GeoCoordinate)
    /// `geoPolygon({[lon, lat], …}, {…holes…})`: an outer ring and optional holes.
    case polygon([[GeoPoint]])
    /// `$n`: a shape supplied as an argument.
    case argument(Int)

    public var description: String {
        switch self {
        case .box(let a, let b): return "geoBox(\(a), \(b))"
        case .circle(let c, let r): return "geoCircle(\(c), \(r))"
        case .polygon(let rings):
            return "geoPolygon(" + rings.map { "{" + $0.map(\.description).joined(separator: ", ") + "}" }.joined(separator: ", ") + ")"
        case .argument(let n): return "$\(n)"
        }
    }
}

/// One point of a geospatial shape: `[longitude, latitude]` or with altitude.
public struct GeoPoint: Hashable, Sendable, CustomStringConvertible {
    public var longitude: GeoCoordinate
    public var latitude: GeoCoordinate
    public var altitude: GeoCoordinate?

    public init(longitude: GeoCoordinate, latitude: GeoCoordinate, altitude: GeoCoordinate? = nil) {
        self.longitude = longitude
        self.latitude = latitude
        self.altitude = altitude
    }

    public var description: String {
        "[\(longitude), \(latitude)" + (altitude.map { ", \($0)" } ?? "") + "]"
    }
}

/// A coordinate: a number, or an argument that supplies one.
public enum GeoCoordinate: Hashable, Sendable, CustomStringConvertible {
    case value(Double)
    case argument(Int, range: SourceRange)

    public var description: String {
        switch self {
        case .value(let d):
            // Realm Core's grammar signs only a float and reads digits alone as `strtoll` does:
            // `-2` and `1e20` written out in digits would not read back as the same coordinate.
            let text = FloatingPointText.render(d)
            let digitsOnly = text.drop { $0 == "-" }.allSatisfy { ("0" ... "9").contains($0) }
            return digitsOnly && (text.hasPrefix("-") || abs(d) >= 0x1p63) ? text + ".0" : text
        case .argument(let n, _): return "$\(n)"
        }
    }
}

import RealmModel
