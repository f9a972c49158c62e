import RealmModel
import RealmQuery
import SQLite

// MARK: - Queries Realm Core answers partly from a leftover buffer (`LeftoverBufferQuery`)

extension SQLGenerator {
    /// The condition of a query Realm Core answers partly from a leftover buffer, on the object
    /// `rootAlias` (adding nothing to the query's scope); nil for any other query (its SQL stays
    /// what `compileCondition` makes).
    func compileLeftoverBufferQuery(_ query: ResolvedQuery) throws -> String? {
        let className = query.className
        switch leftoverBufferQuery(query) {
        case nil:
            return nil
        case .lone(let leftover):
            return try compileLeftoverBuffer(leftover, query.condition, className: className)
        case .singleObject:
            return try singleObjectCondition(query.condition, className: className)
        case .disjunction(let terms):
            // Each leftover term answers as it would alone; the others as they are.
            var sql: [String] = []
            for term in terms {
                if let leftover = term.leftover {
                    sql.append(try compileLeftoverBuffer(leftover, term.condition, className: className))
                } else {
                    sql.append(try singleObjectCondition(term.condition, className: className))
                }
            }
            return sql.map { "(\($0))" }.joined(separator: " OR ")
        case .scheduled(let leaves, let nodes):
            return try compileLeftoverSchedule(leaves, nodes: nodes, className: className)
        }
    }

    /// The leftover-buffer form of `query`, the query this generator compiles (classified once: one walk
    /// of the condition for any other query); `leftover.text`, where given, orders an `AND` as Core's tree.
    func leftoverBufferQuery(_ query: ResolvedQuery) -> LeftoverBufferQuery? {
        if let known = leftover.form { return known }
        let text = leftover.text
        let layout = { text.flatMap { try? QueryParser.conditionLayout($0) } ?? ConditionLayout() }
        let form = LeftoverBufferQuery(query.condition, schema: schema[query.className], layout: layout)
        leftover.form = .some(form)
        return form
    }

    /// `condition` on the object `rootAlias` with each leftover condition in it asked about that object
    /// alone, as Core's `NotNode` and index walks ask: where its operand is unevaluated it reads the
    /// initial null. A condition without one keeps its SQL (`objectCondition`).
    func singleObjectCondition(_ condition: ResolvedCondition, className: String) throws -> String {
        guard LeftoverBufferQuery.containsLeftover(condition) else { return try objectCondition(condition, className: className) }
        switch condition {
        case .and(let a, let b):
            return "(\(try singleObjectCondition(a, className: className)) AND \(try singleObjectCondition(b, className: className)))"
        case .or(let a, let b):
            return "(\(try singleObjectCondition(a, className: className)) OR \(try singleObjectCondition(b, className: className)))"
        case .not(let a):
            return "(NOT \(try singleObjectCondition(a, className: className)))"
        default:
            guard let leftover = LeftoverBuffer(condition) else {
                return "(CASE WHEN \(try objectCondition(condition, className: className)) THEN 1 ELSE 0 END)"
            }
            // After a link the state says the object's own answer from a fresh buffer (3: a linked object matched).
            let plain: String
            if case .afterLink(let afterLink) = leftover.evaluation {
                plain = "(CASE WHEN \(try afterLinkState(afterLink, className: className)) = 3 THEN 1 ELSE 0 END)"
            } else {
                plain = "(CASE WHEN \(try objectCondition(condition, className: className)) THEN 1 ELSE 0 END)"
            }
            let state = try leftoverState(leftover, className: className, object: rootAlias)
            return "(CASE WHEN \(state) = 0 THEN \(leftover.initialBufferMatches ? 1 : 0) ELSE \(plain) END)"
        }
    }

    /// Every object's answer to each leaf (`state * 2 + answer` for a leftover condition), run through
    /// Core's scheduling (`LeftoverBufferSchedule`) by `rl_leftover_and` over the class.
    private func compileLeftoverSchedule(_ terms: [LeftoverBufferQuery.Leaf],
                                         nodes: [LeftoverBufferSchedule.Node], className: String) throws -> String {
        let key = "\(rootAlias).\(TableLayout.quotedKeyColumn)"
        var columns = [key, leftoverCluster(className: className)]
        for (condition, leftover) in terms {
            let answer = "(CASE WHEN \(try singleObjectCondition(condition, className: className)) THEN 1 ELSE 0 END)"
            if let leftover {
                let state = try leftoverState(leftover, className: className, object: rootAlias)
                columns.append("\(state) * 2 + \(answer)")
            } else {
                columns.append(answer)
            }
        }
        let spec = TableLayout.quoteText(LeftoverBufferSchedule.encode(nodes))
        let rows = "SELECT \(columns.joined(separator: ", ")) \(objectScope(className).fromClause())"
        let arguments = (0..<columns.count).map { "\"rl$v\($0)\"" }
        let names = arguments.joined(separator: ", ")
        return """
            \(key) IN (SELECT value FROM json_each((WITH "rl$rows"(\(names)) AS (\(rows)) \
            SELECT \(LeftoverBufferSchedule.function)(\(spec), \(names)) FROM "rl$rows")))
            """
    }
}

extension LeftoverBufferQuery {
    /// What a generator knows of the query it compiles: its text (`QueryParser.conditionLayout` reads
    /// its parentheses) and, once classified, its leftover-buffer form (nil inside: none).
    struct Context {
        var text: String?
        var form: LeftoverBufferQuery??
    }
}

extension LeftoverBufferSchedule {
    /// `rl_leftover_and(spec, key, cluster, v1, …)`: an aggregate over every object of a class, the keys
    /// (a JSON array) Core's scheduling of the `AND` `spec` (`encode`) finds, each object's cluster its
    /// number in `cluster`'s order and every `v` a term's value for it.
    static let function = "rl_leftover_and"

    /// The nodes as text: per node its kind (`P` plain, `N` not, `L0`/`L1` leftover whose initial
    /// buffer fails/matches, `O` an `OR`) and `m_dT`, `;` between nodes; an `OR`'s chains follow
    /// it in parentheses, `|` between them (`O:50.0(L1:10.0;P:0.25|P:0.25)`).
    static func encode(_ nodes: [Node]) -> String {
        nodes.map { node in
            switch node.kind {
            case .plain: return "P:\(node.dT)"
            case .not: return "N:\(node.dT)"
            case .leftover(let matches): return "\(matches ? "L1" : "L0"):\(node.dT)"
            case .or(let chains): return "O:\(node.dT)(" + chains.map(encode).joined(separator: "|") + ")"
            }
        }.joined(separator: ";")
    }

    static func decode(_ text: String) -> [Node] {
        var rest = Substring(text)
        return decodeChain(&rest)
    }

    /// The nodes of one chain from the start of `text`, up to an unmatched `|` or `)`.
    private static func decodeChain(_ text: inout Substring) -> [Node] {
        var nodes: [Node] = []
        while let first = text.first, first != "|", first != ")" {
            if first == ";" { text.removeFirst(); continue }
            let field = text.prefix { !";|()".contains($0) }
            guard !field.isEmpty else { text.removeFirst(); continue }
            text.removeFirst(field.count)
            let parts = field.split(separator: ":")
            guard parts.count == 2, let dT = Double(parts[1]) else { continue }
            switch parts[0] {
            case "P": nodes.append(Node(kind: .plain, dT: dT))
            case "N": nodes.append(Node(kind: .not, dT: dT))
            case "L1": nodes.append(Node(kind: .leftover(initialBufferMatches: true), dT: dT))
            case "O":
                var chains: [[Node]] = []
                if text.first == "(" {
                    repeat {
                        text.removeFirst()
                        chains.append(decodeChain(&text))
                    } while text.first == "|"
                    if text.first == ")" { text.removeFirst() }
                }
                nodes.append(Node(kind: .or(chains), dT: dT))
            default: nodes.append(Node(kind: .leftover(initialBufferMatches: false), dT: dT))
            }
        }
        return nodes
    }

    private final class Gathered {
        var nodes: [Node] = []
        var rows: [(key: Int64, cluster: Int64, values: [UInt8])] = []
    }

    static func register(on connection: Connection) throws {
        try connection.createAggregate(function, argumentCount: -1, makeState: { Gathered() }, step: { state, args in
            guard let gathered = state as? Gathered, args.count >= 3 else { return }
            if gathered.nodes.isEmpty { gathered.nodes = decode(args.withUnsafeBytes(at: 0) { String(decoding: $0, as: UTF8.self) }) }
            let values = (3..<args.count).map { UInt8(truncatingIfNeeded: args.int64(at: $0)) }
            gathered.rows.append((args.int64(at: 1), args.int64(at: 2), values))
        }, final: { state in
            guard let gathered = state as? Gathered, !gathered.rows.isEmpty else { return .text("[]") }
            let rows = gathered.rows.sorted { $0.key < $1.key }
            var clusters: [[[UInt8]]] = []
            var keys: [[Int64]] = []
            var current: Int64?
            for row in rows {
                if clusters.isEmpty || row.cluster != current {
                    clusters.append([])
                    keys.append([])
                    current = row.cluster
                }
                clusters[clusters.count - 1].append(row.values)
                keys[keys.count - 1].append(row.key)
            }
            let found = LeftoverBufferSchedule(nodes: gathered.nodes).matches(clusters)
            let matched = zip(found, keys).flatMap { positions, clusterKeys in positions.map { String(clusterKeys[$0]) } }
            return .text("[" + matched.joined(separator: ",") + "]")
        })
    }
}
