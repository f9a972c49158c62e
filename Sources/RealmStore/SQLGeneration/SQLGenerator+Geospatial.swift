import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - GEOWITHIN

    /// `location GEOWITHIN shape`: `location` is a (usually embedded) object
    /// shaped like a GeoJSON point, as Realm requires: a `coordinates` list of
    /// doubles `[longitude, latitude]` and, if present, a `type` of "Point".
    func geoWithin(_ path: ResolvedPath, _ shape: GeoShape, in scope: SQLScope) throws -> String {
        guard case .object(let className) = path.type, let objectSchema = schema[className],
              let coordinates = objectSchema["coordinates"], coordinates.collection == .list,
              coordinates.type == .double || coordinates.type == .float
        else {
            throw RealmError.invalidInput("GEOWITHIN needs a GeoJSON point: an object with a 'coordinates' list of doubles [longitude, latitude]")
        }
        let position = try walk(path, in: scope)
        let object: String
        switch position {
        case .link(let column, _):
            object = toOneJoin(column: column, className: className, in: scope)
        case .object(let alias, _):
            object = alias
        default:
            throw RealmError.invalidInput("GEOWITHIN needs a single object, not a collection")
        }
        let side = TableLayout.quote(TableLayout.collectionTable(className, "coordinates"))
        let longitude = "(SELECT \(TableLayout.quotedValueColumn) FROM \(side) WHERE \(TableLayout.quotedOwnerColumn) = \(object).\(TableLayout.quotedKeyColumn) ORDER BY \(TableLayout.quotedPositionColumn) LIMIT 1)"
        let latitude = "(SELECT \(TableLayout.quotedValueColumn) FROM \(side) WHERE \(TableLayout.quotedOwnerColumn) = \(object).\(TableLayout.quotedKeyColumn) ORDER BY \(TableLayout.quotedPositionColumn) LIMIT 1 OFFSET 1)"
        var terms: [String] = ["\(object).\(TableLayout.quotedKeyColumn) IS NOT NULL"]
        if let type = objectSchema["type"], type.type == .string, !type.isCollection {
            terms.append("\(object).\"type\" IS \(context.bind(.text("Point")))")
        }
        terms.append("coalesce(\(RealmSQLFunctions.geoWithin)(\(longitude), \(latitude), \(context.bind(.text(try Self.shapeText(shape))))), 0)")
        return "(" + terms.joined(separator: " AND ") + ")"
    }

    /// The shape as text for `rl_geowithin`: `box lon lat lon lat`, `circle lon lat radius`,
    /// or `polygon` rings separated by `|`, points by `;`, coordinates by spaces.
    static func shapeText(_ shape: GeoShape) throws -> String {
        func number(_ c: GeoCoordinate) throws -> Double {
            guard case .value(let d) = c else { throw RealmError.invalidInput("geospatial arguments are not supported") }
            return d
        }
        func point(_ p: GeoPoint) throws -> String { "\(try number(p.longitude)) \(try number(p.latitude))" }
        switch shape {
        case .box(let a, let b): return "box \(try point(a)) \(try point(b))"
        case .circle(let c, let radius): return "circle \(try point(c)) \(try number(radius))"
        case .polygon(let rings): return "polygon " + (try rings.map { try $0.map(point).joined(separator: ";") }).joined(separator: "|")
        case .argument: throw RealmError.invalidInput("geospatial shapes cannot be passed as arguments")
        }
    }
}
