/// Writes a whole store as the canonical dump (`spec/canonical-dump.md`):
/// compact JSON, keys in the spec's order, one final newline.
///
/// Output is streamed: the writer hands `sink` chunks of about 64 KiB and
/// never holds more than one object's text, whatever the store's size.
///
/// ```swift
/// try CanonicalDumpWriter.write(realmFile) { chunk in try output.write(chunk) }
/// ```
public struct CanonicalDumpWriter<Source: CanonicalDumpSource> {
    let source: Source
    let schema: Schema
    let sink: ([UInt8]) throws -> Void
    var buffer: [UInt8] = []
    static var flushThreshold: Int { 1 << 16 }

    /// Writes the dump of `source`, passing the text to `sink` in chunks.
    public static func write(_ source: Source, to sink: @escaping ([UInt8]) throws -> Void) throws {
        // One snapshot for the whole document: links resolve against the same
        // moment the objects were read from, so the dump always imports again.
        try source.read {
            var writer = CanonicalDumpWriter(source: source, schema: source.schema, sink: sink)
            try writer.writeDocument()
        }
    }

    init(source: Source, schema: Schema, sink: @escaping ([UInt8]) throws -> Void) {
        self.source = source
        self.schema = schema
        self.sink = sink
        buffer.reserveCapacity(Self.flushThreshold * 2)
    }

    mutating func flushIfNeeded() throws {
        if buffer.count >= Self.flushThreshold {
            try sink(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    mutating func writeDocument() throws {
        JSONText.appendRaw("{\"schema\":[", to: &buffer)
        for (i, objectSchema) in schema.objectSchemas.enumerated() {
            if i > 0 { buffer.append(UInt8(ascii: ",")) }
            CanonicalSchemaText.appendClass(objectSchema, to: &buffer)
        }
        JSONText.appendRaw("],\"objects\":{", to: &buffer)
        var first = true
        for objectSchema in schema.objectSchemas where !objectSchema.isEmbedded {
            if !first { buffer.append(UInt8(ascii: ",")) }
            first = false
            JSONText.appendString(objectSchema.className, to: &buffer)
            JSONText.appendRaw(":[", to: &buffer)
            var firstObject = true
            let properties = objectSchema.persistedProperties
            var encoder = CanonicalValueEncoder(schema: schema, linkValue: source.canonicalLinkValue)
            var pending: Error?
            try source.forEachObject(ofClass: objectSchema.className) { record in
                if !firstObject { buffer.append(UInt8(ascii: ",")) }
                firstObject = false
                try encoder.appendObject(record.values, properties: properties, to: &buffer)
                do { try flushIfNeeded() } catch { pending = error; throw error }
            }
            if let pending { throw pending }
            buffer.append(UInt8(ascii: "]"))
        }
        JSONText.appendRaw("}}\n", to: &buffer)
        try sink(buffer)
        buffer.removeAll()
    }
}

/// The canonical JSON text of schema classes and properties.
public enum CanonicalSchemaText {
    /// Appends `{"name":…,"embedded":…,"primaryKey":…,"properties":[…]}`.
    public static func appendClass(_ objectSchema: ObjectSchema, to out: inout [UInt8]) {
        JSONText.appendRaw("{\"name\":", to: &out)
        JSONText.appendString(objectSchema.className, to: &out)
        JSONText.appendRaw(objectSchema.isEmbedded ? ",\"embedded\":true" : ",\"embedded\":false", to: &out)
        JSONText.appendRaw(",\"primaryKey\":", to: &out)
        if let pk = objectSchema.primaryKey { JSONText.appendString(pk, to: &out) } else { JSONText.appendRaw("null", to: &out) }
        JSONText.appendRaw(",\"properties\":[", to: &out)
        let ordered = objectSchema.persistedProperties + objectSchema.computedProperties
        for (i, property) in ordered.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            appendProperty(property, isPrimaryKey: property.name == objectSchema.primaryKey, to: &out)
        }
        JSONText.appendRaw("]}", to: &out)
    }

    /// Appends `{"name":…,"type":…,"optional":…,"indexed":…,"collection":…[,"objectType":…][,"property":…]}`.
    public static func appendProperty(_ property: Property, isPrimaryKey: Bool, to out: inout [UInt8]) {
        JSONText.appendRaw("{\"name\":", to: &out)
        JSONText.appendString(property.name, to: &out)
        JSONText.appendRaw(",\"type\":", to: &out)
        JSONText.appendString(property.type.rawValue, to: &out)
        JSONText.appendRaw(property.isOptional ? ",\"optional\":true" : ",\"optional\":false", to: &out)
        let indexed = property.isIndexed || property.isFullTextIndexed || isPrimaryKey
        JSONText.appendRaw(indexed ? ",\"indexed\":true" : ",\"indexed\":false", to: &out)
        JSONText.appendRaw(",\"collection\":", to: &out)
        if let c = property.collection { JSONText.appendString(c.rawValue, to: &out) } else { JSONText.appendRaw("null", to: &out) }
        if let target = property.objectClassName, property.type == .object || property.type == .linkingObjects {
            JSONText.appendRaw(",\"objectType\":", to: &out)
            JSONText.appendString(target, to: &out)
        }
        if property.type == .linkingObjects, let origin = property.linkOriginPropertyName {
            JSONText.appendRaw(",\"property\":", to: &out)
            JSONText.appendString(origin, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}
