import Foundation
import Testing

/// Dictionaries and links held in mixed values, judged by Realm Core itself:
/// a file `from-canonical` writes of mixed values holding dictionaries (empty,
/// nested in lists and dictionaries, with upper-case and non-ASCII keys, with
/// a key named `@keys`), links from mixed values to two classes, and lists and
/// dictionaries of links, asked the same queries by Realm Core
/// (`realm-core-check query`) and by RealmLens: `@keys`/`@values` after a
/// mixed value with every operator, `[c]`, lists, quantifiers, `@count` and
/// `@type` (a fanning path's types against a list of names, group by group), and `@links.@count` after paths that leave the links. Realm Core
/// stops on an assertion where something follows `@keys` of a mixed value;
/// RealmLens refuses those queries.
@Suite struct MixedKeysDifferentialTests {
    static let dump = #"""
        {"schema":[
        {"name":"D","embedded":false,"primaryKey":"id","properties":[
        {"name":"id","type":"int","optional":false,"indexed":true,"collection":null},
        {"name":"s","type":"string","optional":true,"indexed":false,"collection":null},
        {"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},
        {"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},
        {"name":"md","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},
        {"name":"l","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"D"},
        {"name":"ll","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"D"},
        {"name":"ld","type":"object","optional":true,"indexed":false,"collection":"dictionary","objectType":"E"}]},
        {"name":"E","embedded":false,"primaryKey":"id","properties":[
        {"name":"id","type":"int","optional":false,"indexed":true,"collection":null},
        {"name":"name","type":"string","optional":false,"indexed":false,"collection":null},
        {"name":"d","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"D"},
        {"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null}]}],
        "objects":{
        "D":[
        {"id":0,"s":"a","m":{"a":1,"b":"x","c":{"deep":true}},"ml":[{"k1":1},{"k2":"two"},3],"md":{"n":{"x":1,"y":2},"e":{}},"l":1,"ll":[1,2],"ld":{"one":0,"none":null}},
        {"id":1,"s":"b","m":{},"ml":[{}],"md":{"n":"s"},"l":null,"ll":[],"ld":{}},
        {"id":2,"s":"name","m":[{"z":26,"a":"A"},"s",{}],"ml":[],"md":{},"l":0,"ll":[0],"ld":{"two":1}},
        {"id":3,"s":null,"m":{"inner":{"p":1,"q":2},"name":"nested"},"ml":[[{"a":1}],{"name":"x","b":null}],"md":{"n":{"name":"q"}},"l":3,"ll":[3,3],"ld":{}},
        {"id":4,"s":"x","m":"just a string","ml":["a",{"a":"b"}],"md":{"k":[{"a":1}]},"l":2,"ll":[],"ld":{}},
        {"id":5,"s":"","m":null,"ml":[null],"md":{"n":null},"l":null,"ll":[4],"ld":{}},
        {"id":6,"s":"A","m":{"$link":{"class":"E","key":0}},"ml":[{"$link":{"class":"D","key":0}},{"$link":{"class":"E","key":1}}],"md":{"lnk":{"$link":{"class":"D","key":2}}},"l":6,"ll":[],"ld":{}},
        {"id":7,"s":"k","m":{"@keys":"literal","other":2},"ml":[{"@keys":7}],"md":{"n":{"@keys":1,"b":2}},"l":null,"ll":[],"ld":{}},
        {"id":8,"s":"B","m":{"A":1,"a":2,"B":3,"é":4,"z":5},"ml":[{"B":1},{"b":2}],"md":{"n":{"A":"a"}},"l":8,"ll":[8],"ld":{}},
        {"id":9,"s":"y","m":[[{"a":1},{}],[{"b":2}]],"ml":[[],{}],"md":{"n":[{"a":1}]},"l":null,"ll":[],"ld":{}}
        ],
        "E":[
        {"id":0,"name":"e0","d":0,"m":{"$link":{"class":"D","key":2}}},
        {"id":1,"name":"e1","d":null,"m":{"$link":{"class":"D","key":6}}},
        {"id":2,"name":"e2","d":2,"m":{"k":{"$link":{"class":"D","key":0}}}}
        ]}}
        """#

    static let queries: [(String, String)] = [
        ("D", "m.@keys == 'a'"),
        ("D", "m.@keys != 'a'"),
        ("D", "m.@keys == 'A'"),
        ("D", "m.@keys ==[c] 'A'"),
        ("D", "m.@keys !=[c] 'a'"),
        ("D", "m.@keys < 'b'"),
        ("D", "m.@keys <= 'a'"),
        ("D", "m.@keys > 'z'"),
        ("D", "m.@keys >= 'é'"),
        ("D", "m.@keys BEGINSWITH 'in'"),
        ("D", "m.@keys ENDSWITH 'e'"),
        ("D", "m.@keys CONTAINS[c] 'AM'"),
        ("D", "m.@keys LIKE '?'"),
        ("D", "m.@keys LIKE[c] 'n*'"),
        ("D", "m.@keys IN {'a', 'inner'}"),
        ("D", "m.@keys IN {}"),
        ("D", "m.@keys == {'a', 'b', 'c'}"),
        ("D", "m.@keys == {'A', 'B', 'a', 'z', 'é'}"),
        ("D", "m.@keys != {'a', 'b', 'c'}"),
        ("D", "ANY m.@keys == 'a'"),
        ("D", "ALL m.@keys == 'a'"),
        ("D", "NONE m.@keys == 'a'"),
        ("D", "ALL m.@keys != 'zz'"),
        ("D", "NONE m.@keys BEGINSWITH 'a'"),
        ("D", "ALL m.@keys IN {'a', 'b', 'c'}"),
        ("D", "ANY m.@keys IN {'a', 'b', 'c'}"),
        ("D", "NONE m.@keys IN {'a', 'b'}"),
        ("D", "m.@keys == ANY {'x', 'other'}"),
        ("D", "m.@keys == ALL {'a'}"),
        ("D", "m.@keys == NONE {'a', 'b'}"),
        ("D", "m.@keys == nil"),
        ("D", "m.@keys != nil"),
        ("D", "m.@keys == 'literal'"),
        ("D", "m.@keys == 1"),
        ("D", "m.@keys == s"),
        ("D", "m.@keys == ANY ml[*][*]"),
        ("D", "m.@keys.@count == 1"),
        ("D", "m.@keys.@count == 5"),
        ("D", "m.@keys.@size > 4"),
        ("D", "m.@keys.@count == 0"),
        ("D", "m.@keys.@type == 'string'"),
        ("D", "m.@keys.@type != 'string'"),
        ("D", "ALL m.@keys.@type == 'string'"),
        ("D", "m.@keys.@type == 'int'"),
        ("D", "m[0].@keys == 'z'"),
        ("D", "m[*].@keys == 'z'"),
        ("D", "m[*].@keys == 'b'"),
        ("D", "m[LAST].@keys == 'z'"),
        ("D", "m[FIRST].@keys.@count == 1"),
        ("D", "m[*][*].@keys == 'a'"),
        ("D", "m[0][0].@keys == 'a'"),
        ("D", "ALL m[*].@keys == 'z'"),
        ("D", "NONE m[*].@keys == 'z'"),
        ("D", "ALL m[*].@keys BEGINSWITH 'a'"),
        ("D", "m[*].@keys IN {'a', 'z'}"),
        ("D", "m[*].@keys == {'a', 'z'}"),
        ("D", "ANY m[*].@keys IN {'a', 'z'}"),
        ("D", "m.inner.@keys == 'p'"),
        ("D", "m['inner'].@keys == 'q'"),
        ("D", "m.c.@keys == 'deep'"),
        ("D", "m.name.@keys == 'x'"),
        ("D", "m['@keys'] == 'literal'"),
        ("D", "m['@keys'] == 'a'"),
        ("D", "m.@values == nil"),
        ("D", "m.@values == 'literal'"),
        ("D", "m.@values.@type == 'null'"),
        ("D", "ml[*].@keys == 'k1'"),
        ("D", "ml[0].@keys == 'k1'"),
        ("D", "ml[*].@keys == 'b'"),
        ("D", "ml[*].@keys ==[c] 'B'"),
        ("D", "ml[1].@keys == 'name'"),
        ("D", "ml[*][0].@keys == 'a'"),
        ("D", "ALL ml[*].@keys == 'k1'"),
        ("D", "NONE ml[*].@keys == 'k1'"),
        ("D", "ml[*].@keys.@count == 2"),
        ("D", "ml[*].@keys == nil"),
        ("D", "ml[*].@values == nil"),
        ("D", "md.n.@keys == 'x'"),
        ("D", "md['n'].@keys == 'y'"),
        ("D", "md.n.@keys == 'name'"),
        ("D", "md.n.@keys.@count == 1"),
        ("D", "md[*].@keys == 'x'"),
        ("D", "md.@values.@keys == 'x'"),
        ("D", "md.e.@keys == nil"),
        ("D", "ALL md.n.@keys == 'x'"),
        ("D", "NONE md.n.@keys == 'x'"),
        ("D", "md.n.@keys IN {'x', 'y'}"),
        ("D", "md.n.@keys == {'x', 'y'}"),
        ("D", "md.n.@values == nil"),
        ("D", "md.k[0].@keys == 'a'"),
        ("D", "l.m.@keys == 'a'"),
        ("D", "ll.m.@keys == 'a'"),
        ("D", "ALL ll.m.@keys == 'a'"),
        ("D", "ll[0].m.@keys == 'a'"),
        ("D", "SUBQUERY(ll, $x, $x.m.@keys == 'a').@count > 0"),
        ("D", "m.@keys.foo == 1"),
        ("D", "m.@keys[0] == 'a'"),
        ("D", "ml.@keys == 'a'"),
        ("D", "md.@keys.foo == 'n'"),
        ("D", "md.@keys[0] == 'n'"),
        ("D", "md.@values.x.y == 's'"),
        ("D", "md.@values[0] == 's'"),
        ("D", "md.@values.@keys == 's'"),
        ("D", "md.@values.@keys.@count == 1"),
        ("D", "md.@keys.foo.@count == 1"),
        ("D", "ld.@values.name == 'e0'"),
        ("D", "ld.@keys.foo == 'one'"),
        ("D", "@links.@count > 2"),
        ("D", "m.@links.@count > 2"),
        ("D", "m.@links.@count == 0"),
        ("D", "ml.@links.@count > 2"),
        ("D", "ml[0].@links.@count > 2"),
        ("D", "ml[*].@links.@count == 1"),
        ("D", "md.@links.@count >= 2"),
        ("D", "md['n'].@links.@count >= 2"),
        ("D", "s.@links.@count > 2"),
        ("D", "l.m.@links.@count > 2"),
        ("D", "l.@links.@count > 2"),
        ("D", "l.@links.@count == 0"),
        ("D", "ll.m.@links.@count > 2"),
        ("D", "ll[0].@links.@count > 1"),
        ("D", "ll[0].s.@links.@count > 1"),
        ("D", "ll[5].@links.@count == 0"),
        ("D", "ld.@links.@count > 0"),
        ("D", "ld.name.@links.@count > 0"),
        ("D", "ld['one'].@links.@count == 1"),
        ("D", "ld.one.@links.@count == 1"),
        ("D", "ld.nosuch.@links.@count == 0"),
        ("D", "ld.@values.@links.@count > 0"),
        ("D", "@links.E.d.@links.@count >= 0"),
        ("D", "@links.E.d.name.@links.@count > 0"),
        ("D", "l.l.l.@links.@count > 3"),
        ("D", "ALL ll.m.@links.@count > 1"),
        ("D", "NONE ll.@links.@count > 2"),
        ("D", "m.@links.E.m == nil"),
        ("D", "m.@links.E.m.@count == 0"),
        ("D", "ml[*].@links.D.l == nil"),
        ("E", "m.@links.@count > 0"),
        ("E", "@links.@count > 0"),
        ("E", "d.@links.@count > 1"),
        ("E", "d.m.@links.@count > 1"),
        ("E", "m.@keys == 'k'"),
        ("E", "m.k.@keys == 'x'"),
        ("E", "m.@links.D.ld == nil"),
        ("D", "md.n.@keys == {'x'}"),
        ("D", "md.n.@keys IN {'x'}"),
        ("D", "md.n.@keys == ANY {'x'}"),
        ("D", "md.n.@keys == {'x', 'y'}"),
        ("D", "md.n.@keys.@type IN {'string', 'string'}"),
        ("D", "m.@keys.@type IN {'string', 'string', 'string'}"),
        ("D", "ml[*].@keys.@type IN {'string'}"),
        ("D", "ml[*].@type IN {'dictionary'}"),
        ("D", "m[*].@type IN {'dictionary', 'string', 'dictionary'}"),
        ("D", "m[*][*].@type == {'int'}"),
        ("D", "ll.m.@keys.@type IN {'string'}"),
    ]

    @Test(.requiresRealmCoreCheck) func mixedKeysAndBacklinkCountsAnswerAsRealmCore() throws {
        let oracle = try #require(RealmCoreOracle.shared)
        let scratch = try ScratchDirectory()
        let path = scratch.path("nested.realm")
        try oracle.makeFile(fromDump: Self.dump, at: path)
        let lens = try LensQueryEngine(file: path)
        for (className, query) in Self.queries {
            let realm = try oracle.answer(file: path, className: className, query: query)
            let ours = lens.answer(className: className, query: query)
            switch (realm, ours) {
            case (.refused, .refused): continue
            case (.objects(let a), .objects(let b)):
                #expect(a.sorted() == b.sorted(), "\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            default:
                Issue.record("\(query)\n    Realm Core: \(realm)\n    RealmLens:  \(ours)")
            }
        }
    }
}
