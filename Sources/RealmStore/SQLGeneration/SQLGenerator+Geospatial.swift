import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - GEOWITHIN

    /// `location GEOWITHIN shape`: `location` is a (usually embedded) object
    /// shaped like a GeoJSON point, as Realm requires: a `coordinates` list of
    /// doubles `[longitude, latitude]` and, if present, a `type` of "Point".
    func geoWithin(_ path: ResolvedPath, _ shape: GeoShape, in scope: SQLScope) throws -> String {
        // Realm Core (`GeoWithinCompare::set_base_table`): an embedded object with a string `type`
        // and a list of doubles `coordinates`.
        guard case .object(let className) = path.type, let objectSchema = schema[className],
              let coordinates = objectSchema["coordinates"], coordinates.collection == .list, coordinates.type == .double,
              let type = objectSchema["type"], type.type == .string, !type.isCollection
        else {
            throw RealmError.invalidInput("GEOWITHIN needs a GeoJSON point: an object with a string 'type' and a 'coordinates' list of doubles [longitude, latitude]")
        }
        guard objectSchema.isEmbedded else {
            throw RealmError.invalidInput("GEOWITHIN works only on a link to an embedded class, but '\(className)' is at the top level")
        }
        let shapeText = try Self.shapeText(shape)
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
        // Any letter case of "Point" (Realm Core's `type_is_valid`); SQLite's lower() folds ASCII only.
        terms.append("lower(\(object).\(TableLayout.quotedColumn(type.name))) IS \(context.bind(.text("point")))")
        terms.append("coalesce(\(RealmSQLFunctions.geoWithin)(\(longitude), \(latitude), \(context.bind(.text(shapeText)))), 0)")
        return "(" + terms.joined(separator: " AND ") + ")"
    }

    /// The shape as text for `rl_geowithin` (see `GeoMath.region`): points `lon lat [alt]`
    /// separated by `;`, rings by `|`; refused here as Realm Core refuses it.
    static func shapeText(_ shape: GeoShape) throws -> String {
        func number(_ c: GeoCoordinate) throws -> Double {
            guard case .value(let d) = c else { throw RealmError.invalidInput("geospatial arguments are not supported") }
            return d
        }
        func point(_ p: GeoPoint) throws -> String {
            "\(try number(p.longitude)) \(try number(p.latitude))" + (try p.altitude.map { " \(try number($0))" } ?? "")
        }
        let text: String
        switch shape {
        case .box(let a, let b): text = "box \(try point(a));\(try point(b))"
        case .circle(let c, let radius): text = "circle \(try point(c));\(try number(radius))"
        case .polygon(let rings): text = "polygon " + (try rings.map { try $0.map(point).joined(separator: ";") }).joined(separator: "|")
        case .argument: throw RealmError.invalidInput("geospatial shapes cannot be passed as arguments")
        }
        do {
            _ = try GeoMath.region(text)
        } catch let invalid as GeoRegion.Invalid {
            throw RealmError.invalidInput("the region of GEOWITHIN is invalid: \(invalid.reason)")
        }
        return text
    }
}
