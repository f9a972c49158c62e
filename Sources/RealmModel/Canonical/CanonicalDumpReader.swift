/// A malformed canonical dump: what was wrong, and where (class, property, byte offset).
public struct CanonicalDumpError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var offset: Int?
    public var description: String {
        if let offset { return "invalid canonical dump at byte \(offset): \(message)" }
        return "invalid canonical dump: \(message)"
    }
}

/// Reads a canonical dump (`spec/canonical-dump.md`) as a stream: the schema
/// first, then one object at a time, so a dump of any size reads in memory
/// proportional to one object.
///
/// ```swift
/// var reader = CanonicalDumpReader(input: MemoryByteInput(text))
/// let schema = try reader.readSchema()
/// while let className = try reader.nextClass() {
///     while let values = try reader.nextObject() { … }
/// }
/// ```
///
/// Values come in the class's persisted property order. Links come as
/// `ObjectLink(className:key: N)` where N is the target's position in the
/// dump (`{"$index":N}`), or as `ObjectLink(className:primaryKey:)`.
public struct CanonicalDumpReader {
    var parser: JSONPullParser
    public private(set) var schema = Schema()
    private var state = State.start
    private var current: ObjectSchema?
    private var currentProperties: [Property] = []
    private var currentIndex: [String: Int] = [:]
    private var firstClass = true
    private var firstObject = true
    /// The position (from 0) of the object being read in its class's list.
    private var objectPosition = 0
    private var seenClasses: Set<String> = []
    /// Each class's property names as UTF-8, to match keys without allocating.
    private var nameBytes: [String: [[UInt8]]] = [:]

    enum State { case start, objects, inClass, done }

    public init(input: some ByteInput) {
        parser = JSONPullParser(input: input)
    }

    func fail(_ message: String) -> CanonicalDumpError {
        CanonicalDumpError(message: message, offset: parser.offset)
    }

    /// Reads `{"schema":[…]` and the opening of `"objects"`; returns the schema.
    public mutating func readSchema() throws -> Schema {
        do {
            try parser.expect(UInt8(ascii: "{"))
            guard try parser.readString() == "schema" else { throw fail("the document must start with \"schema\"") }
            try parser.expect(UInt8(ascii: ":"))
            let schemaValue = try parser.readValue()
            schema = try CanonicalSchemaDecoder.decode(schemaValue)
            guard try parser.consume(UInt8(ascii: ",")) else {
                throw fail("expected \"objects\" after \"schema\" (a canonical dump lists the objects of every class, even none: \"objects\":{})")
            }
            guard try parser.readString() == "objects" else { throw fail("expected \"objects\" after \"schema\"") }
            try parser.expect(UInt8(ascii: ":"))
            try parser.expect(UInt8(ascii: "{"))
            state = .objects
            return schema
        } catch let e as JSONSyntaxError {
            throw CanonicalDumpError(message: e.message, offset: e.offset)
        }
    }

    /// Moves to the next class under `"objects"`; `nil` after the last one.
    public mutating func nextClass() throws -> String? {
        do {
            if state == .start { _ = try readSchema() }
            if state == .inClass { while try nextObject() != nil {} }
            guard state == .objects else { return nil }
            guard try parser.nextMember(close: UInt8(ascii: "}"), first: &firstClass) else {
                try parser.expect(UInt8(ascii: "}"))
                try parser.expectEnd()
                state = .done
                return nil
            }
            let name = try parser.readString()
            guard let objectSchema = schema[name] else { throw fail("objects of class \(quoted: name), which the schema does not declare") }
            guard !objectSchema.isEmbedded else { throw fail("embedded class \(quoted: name) cannot have objects of its own") }
            guard seenClasses.insert(name).inserted else { throw fail("class \(quoted: name) is listed twice") }
            try parser.expect(UInt8(ascii: ":"))
            try parser.expect(UInt8(ascii: "["))
            current = objectSchema
            currentProperties = objectSchema.persistedProperties
            currentIndex = Dictionary(uniqueKeysWithValues: currentProperties.enumerated().map { ($1.name, $0) })
            firstObject = true
            objectPosition = 0
            state = .inClass
            return name
        } catch let e as JSONSyntaxError {
            throw CanonicalDumpError(message: e.message, offset: e.offset)
        }
    }

    /// The next object of the current class, or `nil` at the class's end.
    public mutating func nextObject() throws -> [AnyRealmValue]? {
        guard state == .inClass, let objectSchema = current else { return nil }
        do {
            guard try parser.nextMember(close: UInt8(ascii: "]"), first: &firstObject) else {
                state = .objects
                current = nil
                return nil
            }
            defer { objectPosition += 1 }
            return try readObject(objectSchema, properties: currentProperties, index: currentIndex, position: objectPosition)
        } catch let e as JSONSyntaxError {
            throw CanonicalDumpError(message: e.message, offset: e.offset)
        }
    }

    /// Reads one object; `position` is its place in its class's list (`nil`
    /// for an embedded object, located by the object that holds it). Every
    /// error about a value names the class, the object and the property.
    mutating func readObject(_ objectSchema: ObjectSchema, properties: [Property], index: [String: Int], position: Int?) throws -> [AnyRealmValue] {
        var values = [AnyRealmValue](repeating: .null, count: properties.count)
        var seen = PropertySet(count: properties.count)
        let names: [[UInt8]]
        if let cached = nameBytes[objectSchema.className] {
            names = cached
        } else {
            names = properties.map { Array($0.name.utf8) }
            nameBytes[objectSchema.className] = names
        }
        try parser.expect(UInt8(ascii: "{"))
        var first = true
        var next = 0
        while try parser.nextMember(close: UInt8(ascii: "}"), first: &first) {
            // Dumps list properties in schema order: match the next one without hashing or allocating.
            let i: Int
            let (matches, key) = next < properties.count ? try parser.readKey(expecting: names[next]) : (false, try parser.readString())
            if matches {
                i = next
            } else {
                let name = key ?? ""
                guard let found = index[name] else { throw fail("no such property \(quoted: name) on class \(quoted: objectSchema.className)") }
                i = found
            }
            try parser.expect(UInt8(ascii: ":"))
            guard !seen.contains(i) else {
                throw located(fail("\(quoted: objectSchema.className + "." + properties[i].name) is listed twice"), objectSchema, properties[i], position)
            }
            do {
                values[i] = try readPropertyValue(properties[i], className: objectSchema.className)
            } catch let e as JSONSyntaxError {
                throw located(CanonicalDumpError(message: "\(quoted: objectSchema.className + "." + properties[i].name): \(e.message)", offset: e.offset),
                              objectSchema, properties[i], position)
            } catch let e as CanonicalDumpError {
                throw located(e, objectSchema, properties[i], position)
            }
            seen.insert(i)
            next = i + 1
        }
        if let missing = seen.firstMissing {
            throw fail("an object of class \(quoted: objectSchema.className) has no value for \(quoted: properties[missing].name)")
        }
        return values
    }

    mutating func readPropertyValue(_ property: Property, className: String) throws -> AnyRealmValue {
        switch property.collection {
        case nil:
            return try readElement(property, className: className, allowNull: property.isOptional || property.type == .object || property.type == .mixed)
        case .list, .set:
            try parser.expect(UInt8(ascii: "["))
            var items: [AnyRealmValue] = []
            var first = true
            while try parser.nextMember(close: UInt8(ascii: "]"), first: &first) {
                items.append(try readElement(property, className: className, allowNull: property.isOptional || property.type == .mixed))
            }
            return .list(items)
        case .dictionary:
            try parser.expect(UInt8(ascii: "{"))
            var dict: [String: AnyRealmValue] = [:]
            var first = true
            while try parser.nextMember(close: UInt8(ascii: "}"), first: &first) {
                let key = try parser.readString()
                try parser.expect(UInt8(ascii: ":"))
                guard dict[key] == nil else { throw fail("\(quoted: className + "." + property.name) holds the key \(quoted: key) twice") }
                dict[key] = try readElement(property, className: className, allowNull: property.isOptional || property.type == .mixed || property.type == .object)
            }
            return .dictionary(dict)
        }
    }

    /// `error`, saying which object of the dump it is about (top-level objects only: an
    /// embedded object's errors are located by the object holding it).
    func located(_ error: CanonicalDumpError, _ objectSchema: ObjectSchema, _ property: Property, _ position: Int?) -> CanonicalDumpError {
        guard let position else { return error }
        var located = error
        located.message += " (object \(position) of class '\(objectSchema.className)', property '\(property.name)')"
        return located
    }

    func mismatch(_ property: Property, _ className: String, _ expected: String) -> CanonicalDumpError {
        fail("\(quoted: className + "." + property.name) expects \(expected)")
    }

    mutating func readElement(_ property: Property, className: String, allowNull: Bool) throws -> AnyRealmValue {
        guard let c = try parser.peek() else { throw fail("unexpected end of the dump") }
        if c == UInt8(ascii: "n") {
            _ = try parser.readKeyword()
            guard allowNull else { throw mismatch(property, className, "a value, not null") }
            return .null
        }
        switch property.type {
        case .object:
            guard let target = property.objectClassName, let targetSchema = schema[target] else {
                throw mismatch(property, className, "a link to a declared class")
            }
            if targetSchema.isEmbedded {
                let properties = targetSchema.persistedProperties
                let index = Dictionary(uniqueKeysWithValues: properties.enumerated().map { ($1.name, $0) })
                return .embedded(EmbeddedObject(className: target, values: try readObject(targetSchema, properties: properties, index: index, position: nil)))
            }
            // Links by primary key are plain scalars: read them directly.
            if c != UInt8(ascii: "{"), let pk = targetSchema.primaryKeyProperty,
               let key = try readScalarDirectly(pk, next: c, className: target) {
                return .link(ObjectLink(className: target, primaryKey: key))
            }
            return .link(try CanonicalValueDecoder.link(to: targetSchema, from: try parser.readValue(), schema: schema)
                .orThrow(mismatch(property, className, "a link value (a primary key or {\"$index\":N})")))
        case .mixed:
            let value = try parser.readValue()
            return try CanonicalValueDecoder.mixed(value, schema: schema).orThrow(mismatch(property, className, "a mixed value"))
        case .linkingObjects:
            throw mismatch(property, className, "no stored value (linkingObjects are computed)")
        default:
            if let value = try readScalarDirectly(property, next: c, className: className) { return value }
            let value = try parser.readValue()
            return try CanonicalValueDecoder.scalar(value, type: property.type)
                .orThrow(mismatch(property, className, CanonicalValueDecoder.expectation(property.type)))
        }
    }

    /// The common scalars straight from the tokens, without building a
    /// `JSONValue` first (the import's hot path); `nil` hands over to the
    /// general decoder (special floats, tagged types other than dates).
    mutating func readScalarDirectly(_ property: Property, next c: UInt8, className: String) throws -> AnyRealmValue? {
        let startsNumber = (c >= 48 && c <= 57) || c == UInt8(ascii: "-")
        switch property.type {
        case .int where startsNumber:
            if let value = try parser.readInt64() { return .int(value) }
            let text = try parser.readNumberText()
            return .int(try Int64(text).orThrow(mismatch(property, className, "an integer of at most 64 bits, not \(text)")))
        case .double where startsNumber:
            let text = try parser.readNumberText()
            return .double(try ExactNumber.double(text).orThrow(mismatch(property, className, "a number a double holds exactly as written, not \(text)")))
        case .float where startsNumber:
            let text = try parser.readNumberText()
            return .float(try ExactNumber.float(text).orThrow(mismatch(property, className, "a number a float holds exactly as written, not \(text)")))
        case .string where c == UInt8(ascii: "\""):
            return .string(try parser.readString())
        case .bool where c == UInt8(ascii: "t") || c == UInt8(ascii: "f"):
            guard case .bool(let b) = try parser.readKeyword() else { throw mismatch(property, className, "true or false") }
            return .bool(b)
        case .date where c == UInt8(ascii: "{"):
            try parser.expect(UInt8(ascii: "{"))
            guard try parser.readString() == "$date" else { throw mismatch(property, className, CanonicalValueDecoder.expectation(.date)) }
            try parser.expect(UInt8(ascii: ":"))
            let text = try parser.readString()
            try parser.expect(UInt8(ascii: "}"))
            return .date(try CanonicalValueDecoder.exactDate(text).orThrow(mismatch(property, className, CanonicalValueDecoder.expectation(.date) + ", a day that exists, not \(text)")))
        default:
            return nil
        }
    }
}

/// Which properties an object listed: a bit mask up to 64 properties (no
/// allocation on the import's hot path), an array beyond.
struct PropertySet {
    let count: Int
    var bits: UInt64 = 0
    var overflow: [Bool]

    init(count: Int) {
        self.count = count
        overflow = count > 64 ? [Bool](repeating: false, count: count) : []
    }

    func contains(_ i: Int) -> Bool {
        count > 64 ? overflow[i] : bits & (1 << UInt64(i)) != 0
    }

    mutating func insert(_ i: Int) {
        if count > 64 { overflow[i] = true } else { bits |= 1 << UInt64(i) }
    }

    /// The first property not listed, if any.
    var firstMissing: Int? {
        if count > 64 { return overflow.firstIndex(of: false) }
        let all: UInt64 = count == 64 ? .max : (1 << UInt64(count)) - 1
        let missing = all & ~bits
        return missing == 0 ? nil : missing.trailingZeroBitCount
    }
}

extension Optional {
    func orThrow(_ error: @autoclosure () -> some Error) throws -> Wrapped {
        guard let value = self else { throw error() }
        return value
    }
}
