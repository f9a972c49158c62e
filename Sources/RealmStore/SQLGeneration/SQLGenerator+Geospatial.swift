import RealmModel
import RealmQuery

extension SQLGenerator {
    // MARK: - GEOWITHIN

    /// `location GEOWITHIN shape`: `location` is a (usually embedded) object
    /// shaped like a GeoJSON point, as Realm requires: a `coordinates` list of
    /// doubles `[longitude, latitude]` and, if present, a `type` of "Point".
    /// Through lists (`ANY locations GEOWITHIN …`) the points are quantified as
    /// Realm Core's `GeoWithinCompare::find_first` does: `ANY` (or none written)
    /// when some point is inside, `ALL` when every point is and there is at least
    /// one, `NONE` when no point is; an invalid point (no "Point" type, fewer than
    /// two coordinates) is never inside.
    func geoWithin(_ path: ResolvedPath, _ shape: GeoShape, quantifier: Quantifier?, in scope: SQLScope) throws -> String {
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
        guard path.isMultiple || quantifier != nil else {
            let object = try pointObject(try walk(path, in: scope), className: className, in: scope)
            return pointInside(object, className: className, typeColumn: type.name, shapeText: shapeText)
        }
        // One row per point reached; a null link among them reaches none (an inner join in an existential scope).
        let points = SQLScope()
        points.isExistential = true
        var position = try walk(path, in: points)
        if case .collection = position { position = expand(position, in: points) }
        let object = try pointObject(position, className: className, in: points)
        let inside = pointInside(object, className: className, typeColumn: type.name, shapeText: shapeText)
        let quantified = points.quantified(quantifier ?? .any, predicate: inside)
        // `ALL` also needs a point (Realm Core's `GeoWithinCompare` is false on an empty list).
        return quantifier == .all ? "(EXISTS (SELECT 1 \(points.fromClause())) AND \(quantified))" : quantified
    }

    /// The alias of the row of the point object a walk reached.
    private func pointObject(_ position: PathPosition, className: String, in scope: SQLScope) throws -> String {
        switch position {
        case .link(let column, _): return toOneJoin(column: column, className: className, in: scope)
        case .object(let alias, _): return alias
        default: throw RealmError.invalidInput("GEOWITHIN needs objects holding a point, not other values")
        }
    }

    /// 1 when the point object `object` (a row alias, null where there is none) is a valid point inside the shape, else 0.
    private func pointInside(_ object: String, className: String, typeColumn: String, shapeText: String) -> String {
        let side = TableLayout.quote(TableLayout.collectionTable(className, "coordinates"))
        let longitude = "(SELECT \(TableLayout.quotedValueColumn) FROM \(side) WHERE \(TableLayout.quotedOwnerColumn) = \(object).\(TableLayout.quotedKeyColumn) ORDER BY \(TableLayout.quotedPositionColumn) LIMIT 1)"
        let latitude = "(SELECT \(TableLayout.quotedValueColumn) FROM \(side) WHERE \(TableLayout.quotedOwnerColumn) = \(object).\(TableLayout.quotedKeyColumn) ORDER BY \(TableLayout.quotedPositionColumn) LIMIT 1 OFFSET 1)"
        var terms: [String] = ["\(object).\(TableLayout.quotedKeyColumn) IS NOT NULL"]
        // Any letter case of "Point" (Realm Core's `type_is_valid`); SQLite's lower() folds ASCII only.
        terms.append("lower(\(object).\(TableLayout.quotedColumn(typeColumn))) IS \(context.bind(.text("point")))")
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
