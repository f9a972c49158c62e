import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A list, set or dictionary property of an object reached through a link held in a mixed value
/// (`m.ints`, `mixedDict.link.intList`, `m[*].ml[0]`), as Realm Core 14.14 answers
/// (`realm-core-check query` on the file `from-canonical` makes of `dump`): `Collection::get_any`
/// reads the property with `Obj::get_any`, which gives the collection itself — one value of its kind,
/// so `m.ints IN {}` fails where the link leads to an object and `m.ints != 1` holds — and a step
/// after it reads its elements: a dictionary's values (of any type, links followed again), a list of
/// mixed values' elements, their sizes, keys and types. A set is a value of its own kind (unequal to
/// a list, its `@size` null, nothing after a step; Core refuses its `@type`, which matches no name
/// here). Against a list of constants the linked object's value is a list of one, met element by
/// element (`m.name != {}` holds, `m.name == {'a', 'b'}` never). (A step into a list of another type
/// stops Core 14.14 on an assertion, `array.hpp:755`; RealmLens reads its elements, pinned in
/// `answersWhereRealmCoreStops`.)
@Suite struct RealmCoreMixedLinkCollectionTests {
    /// C 1…4 with lists, a set and dictionaries of each kind; T 0…11 whose `m` holds links to them:
    /// 0–3 C1–C4, 4 [C1, C2], 5 {a: C1, b: C3}, 6 null, 7 5, 8 [C3], 9 [], 10 [[C1]], 11 {a: [C4, C2]}.
    static let dump = #"""
    {"schema":[{"name":"C","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"n","type":"int","optional":false,"indexed":false,"collection":null},{"name":"ints","type":"int","optional":false,"indexed":false,"collection":"list"},{"name":"tags","type":"string","optional":false,"indexed":false,"collection":"list"},{"name":"links","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"C"},{"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},{"name":"iset","type":"int","optional":false,"indexed":false,"collection":"set"},{"name":"idict","type":"int","optional":false,"indexed":false,"collection":"dictionary"},{"name":"mdict","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},{"name":"dlinks","type":"object","optional":true,"indexed":false,"collection":"dictionary","objectType":"C"},{"name":"nextC","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"C"}]},{"name":"T","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null}]}],"objects":{"C":[{"id":1,"name":"a","n":1,"ints":[1,2,3],"tags":["a","b"],"links":[2],"ml":[1,"x"],"iset":[5],"idict":{"k":1},"mdict":{"k":"v"},"dlinks":{"k":2},"nextC":2},{"id":2,"name":"b","n":2,"ints":[],"tags":[],"links":[],"ml":[],"iset":[],"idict":{},"mdict":{},"dlinks":{},"nextC":null},{"id":3,"name":"c","n":3,"ints":[7],"tags":["z"],"links":[1,2,3],"ml":[[1],{"k":2}],"iset":[1,2,3],"idict":{"a":7,"k":8},"mdict":{"k":[1]},"dlinks":{"k":null},"nextC":1},{"id":4,"name":"d","n":4,"ints":[0,0],"tags":["y"],"links":[4],"ml":[null],"iset":[0],"idict":{"k":0},"mdict":{"k":null},"dlinks":{"k":4},"nextC":4}],"T":[{"id":0,"m":{"$link":{"class":"C","key":1}}},{"id":1,"m":{"$link":{"class":"C","key":2}}},{"id":2,"m":{"$link":{"class":"C","key":3}}},{"id":3,"m":{"$link":{"class":"C","key":4}}},{"id":4,"m":[{"$link":{"class":"C","key":1}},{"$link":{"class":"C","key":2}}]},{"id":5,"m":{"a":{"$link":{"class":"C","key":1}},"b":{"$link":{"class":"C","key":3}}}},{"id":6,"m":null},{"id":7,"m":5},{"id":8,"m":[{"$link":{"class":"C","key":3}}]},{"id":9,"m":[]},{"id":10,"m":[[{"$link":{"class":"C","key":1}}]]},{"id":11,"m":{"a":[{"$link":{"class":"C","key":4}},{"$link":{"class":"C","key":2}}]}}]}}
    """#

    static let cases: [(query: String, ids: [Int64])] = [
        ("m.ints IN {}", [4, 6, 7, 8, 9, 10]),
        ("m.ints == {}", [4, 6, 7, 8, 9, 10]),
        ("m.ints != 1", [0, 1, 2, 3, 5, 11]),
        ("m.ints == nil", [5, 11]),
        ("m.idict IN {}", [4, 6, 7, 8, 9, 10]),
        ("m.ml IN {}", [4, 6, 7, 8, 9, 10]),
        ("m[*].ints IN {}", [0, 1, 2, 3, 6, 7, 9, 10, 11]),
        ("m.a.ints IN {}", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]),
        ("m.ints.@type == 'list'", [0, 1, 2, 3]),
        ("m.idict.@type == 'dictionary'", [0, 1, 2, 3]),
        ("m.ml[0] == 1", [0]),
        ("m.ml[*] == 'x'", [0]),
        ("m.ml[*] == nil", [3]),
        ("m.ml[0][0] == 1", [2]),
        ("m.ml[1].k == 2", [2]),
        ("m.ml[*] IN {1, 'x'}", [0]),
        ("NONE m.ml[*] == 1", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.ml[1] ==[c] 'X'", [0]),
        ("m.mdict.k == 'v'", [0]),
        ("m.mdict['k'] == 'v'", [0]),
        ("m.mdict.k LIKE 'v*'", [0]),
        ("m.mdict.k[0] == 1", [2]),
        ("m.mdict.@keys == 'k'", [0, 2, 3]),
        ("m.idict.k == 1", [0]),
        ("m.idict['k'] == 1", [0]),
        ("m.idict[*] == 1", [0]),
        ("m.idict[*] IN {7, 8}", [2]),
        ("ALL m.idict[*] > 6", [1, 2, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.idict.@keys == 'k'", [0, 2, 3]),
        ("m.idict.@keys.@size == 1", [0, 2, 3]),
        ("m.idict.k + 1 == 2", [0]),
        ("m.dlinks.k.name == 'b'", [0]),
        ("m.dlinks['k'] == nil", [2]),
        ("m.dlinks.k.n == 2", [0]),
        ("m.ml.@size == 2", [0, 2]),
        ("m.ml.@count == 2", [0, 2]),
        ("m.idict.@size == 1", [0, 3]),
        ("m.dlinks.@count == 1", [0, 2, 3]),
        ("m.ml[*].@size == 1", [0, 2]),
        ("m.ml[*].@type == 'int'", [0]),
        ("m.idict[*].@type == 'int'", [0, 2, 3]),
        ("m[*].ml[0] == 1", [4, 5]),
        ("m[*].ml[*] == 'x'", [4, 5]),
        ("m[*].mdict.k == 'v'", [4, 5]),
        ("m[*].idict[*] == 7", [5, 8]),
        ("ALL m[*].idict[*] > 0", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.a.mdict.k == 'v'", [5]),
        ("m.a[*].idict.k == 0", [11]),
        ("m.b.ml[1].k == 2", [5]),
        ("m.b.dlinks.k == nil", [5]),
        ("m.nextC.idict.k == 1", [2]),
        ("m.nextC.ml[1] == 'x'", [2]),
        ("m.ml[1] == m.idict.k", [1, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.ml[0] == m.idict.k", [0, 1, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.idict.k > m.ml[0]", [1, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.n == m.idict.k", [0, 4, 6, 7, 8, 9, 10]),
        ("m.n == m.ml[0]", [0, 4, 6, 7, 8, 9, 10]),
        // A set is one value of its own kind: unequal to anything but a set, `@size` null, nothing after a step.
        ("m.iset != 1", [0, 1, 2, 3, 5, 11]),
        ("m.iset IN {}", [4, 6, 7, 8, 9, 10]),
        ("m.iset == nil", [5, 11]),
        ("m.iset == {}", [4, 6, 7, 8, 9, 10]),
        ("m.iset != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.iset > 1", []),
        ("m[*].iset IN {}", [0, 1, 2, 3, 6, 7, 9, 10, 11]),
        ("m[*].iset != 1", [4, 5, 8]),
        ("ALL m[*].iset != 1", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.a.iset != 1", [5]),
        ("m.iset == m.iset", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.iset == m.ints", [4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.ints != m.iset", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10]),
        ("m.iset.@size == nil", [0, 1, 2, 3, 5, 11]),
        ("m.iset[0] == nil", []),
        ("m.iset[*] IN {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        // The linked object's value is a list of one against a list constant, met element by element.
        ("m.name == {'a', 'b'}", []),
        ("m.name IN {'a', 'b'}", []),
        ("m.name == {'a'}", [0]),
        ("m.name ==[c] {'A'}", [0]),
        ("m.name != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.n != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.ints != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.ml[0] != {}", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.idict.k == {1, 1}", []),
        ("m.nope IN {}", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.name IN {'b'}", [0]),
        // Links on from the linked object (a link property, a dictionary of links), and against a property
        // of the object (`m.nextC.n == m.n` was refused as nested too deeply); two collections are equal by kind.
        ("m.nextC.ints IN {}", [1, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.nextC.ints != 1", [0, 2, 3]),
        ("m.nextC.idict.k == 1", [2]),
        ("m.nextC.iset != 1", [0, 2, 3]),
        ("m.dlinks.k.ints IN {}", [1, 2, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.dlinks.k.iset != 1", [0, 3]),
        ("m.dlinks[*].name == 'b'", [0]),
        ("m.dlinks.@keys == 'k'", [0, 2, 3]),
        ("m[*].nextC.idict.k == 1", [5, 8]),
        ("m.ml[SIZE] == 2", [0, 2]),
        ("m.idict[SIZE] == 2", [2]),
        ("ALL m.idict.@keys == 'k'", [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.mdict.k.@type == 'list'", [2]),
        ("m.nextC.n == m.n", [3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.name == m.name", [3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.n > m.n", [0, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.nextC.n == m.n", [3, 4, 6, 7, 8, 9, 10]),
        ("m.dlinks.k.name == m.name", [3, 4, 6, 7, 8, 9, 10]),
        ("m.idict.k < m.n", [3, 4, 6, 7, 8, 9, 10]),
        ("m.ml[*] == m.n", [4, 6, 7, 8, 9, 10]),
        ("ALL m.ml[*] == m.n", [1, 4, 5, 6, 7, 8, 9, 10, 11]),
        ("m.nextC.ints == m.ints", [0, 2, 3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.iset == m.iset", [0, 2, 3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.idict == m.idict", [0, 2, 3, 4, 6, 7, 8, 9, 10]),
        ("m.nextC.idict == m.ints", [4, 6, 7, 8, 9, 10]),
        ("m.nextC.ints != m.ints", [1, 4, 5, 6, 7, 8, 9, 10, 11]),
    ]

    /// C 1–3 whose lists and dictionaries of mixed values hold links (C3: `ml` [C2, 's', [1], {q: 2}], `md`
    /// {k: C2, n: 1, j: [1, 2]}), a dictionary of strings, a list of embedded objects, dates, a set of strings
    /// and one of mixed values; D 1 whose `ml` and `md` are plain values; T 0…7 whose `m` holds C1, C2, C3,
    /// D1, null, 'str', [C1, D1], {x: C3, y: D1}, and whose list `lm` and dictionary `dm` of mixed values
    /// hold the same links (the path starts at their elements).
    static let holdersDump = #"""
    {"schema":[{"name":"C","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"name","type":"string","optional":false,"indexed":false,"collection":null},{"name":"ml","type":"mixed","optional":true,"indexed":false,"collection":"list"},{"name":"md","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"},{"name":"es","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"E"},{"name":"sd","type":"string","optional":true,"indexed":false,"collection":"dictionary"},{"name":"dates","type":"date","optional":false,"indexed":false,"collection":"list"},{"name":"ss","type":"string","optional":false,"indexed":false,"collection":"set"},{"name":"ms","type":"mixed","optional":true,"indexed":false,"collection":"set"}]},{"name":"D","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"ml","type":"int","optional":false,"indexed":false,"collection":null},{"name":"md","type":"string","optional":true,"indexed":false,"collection":null}]},{"name":"E","embedded":true,"primaryKey":null,"properties":[{"name":"x","type":"int","optional":false,"indexed":false,"collection":null}]},{"name":"T","embedded":false,"primaryKey":"id","properties":[{"name":"id","type":"int","optional":false,"indexed":true,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"lm","type":"mixed","optional":true,"indexed":false,"collection":"list"},{"name":"dm","type":"mixed","optional":true,"indexed":false,"collection":"dictionary"}]}],"objects":{"C":[{"id":1,"name":"a","ml":["x","s"],"md":{"n":1},"es":[{"x":1},{"x":2}],"sd":{"a":"Oslo","b":null},"dates":[{"$date":"2020-01-01T00:00:00.000000000Z"}],"ss":["p"],"ms":[1]},{"id":2,"name":"b","ml":[],"md":{},"es":[],"sd":{},"dates":[],"ss":[],"ms":[]},{"id":3,"name":"c","ml":[{"$link":{"class":"C","key":2}},"s",[1],{"q":2}],"md":{"k":{"$link":{"class":"C","key":2}},"n":1,"j":[1,2]},"es":[{"x":3}],"sd":{"a":"Bergen"},"dates":[],"ss":["q","r"],"ms":["x",2]}],"D":[{"id":1,"ml":5,"md":"zz"}],"T":[{"id":0,"m":{"$link":{"class":"C","key":1}},"lm":[{"$link":{"class":"C","key":1}}],"dm":{"k":{"$link":{"class":"C","key":1}}}},{"id":1,"m":{"$link":{"class":"C","key":2}},"lm":[{"$link":{"class":"C","key":2}}],"dm":{}},{"id":2,"m":{"$link":{"class":"C","key":3}},"lm":[{"$link":{"class":"C","key":3}}],"dm":{"k":{"$link":{"class":"C","key":3}}}},{"id":3,"m":{"$link":{"class":"D","key":1}},"lm":[{"$link":{"class":"D","key":1}}],"dm":{}},{"id":4,"m":null,"lm":[],"dm":{"k":null}},{"id":5,"m":"str","lm":["str"],"dm":{}},{"id":6,"m":[{"$link":{"class":"C","key":1}},{"$link":{"class":"D","key":1}}],"lm":[],"dm":{}},{"id":7,"m":{"x":{"$link":{"class":"C","key":3}},"y":{"$link":{"class":"D","key":1}}},"lm":[],"dm":{}}]}}
    """#

    static let holderCases: [(query: String, ids: [Int64])] = [
        ("m.ml[0].name == 'b'", [2]),
        ("m.ml[*].name == 'b'", [2]),
        ("m.ml[2][0] == 1", [2]),
        ("m.ml[3].q == 2", [2]),
        ("m.ml[*] == 's'", [0, 2]),
        ("ALL m.ml[*] == 's'", [1, 3, 4, 5, 6, 7]),
        ("m.ml.@size == 2", [0]),
        ("m[*].ml[1] == 's'", [6, 7]),
        ("m.ml[0].name.@size == 1", [2]),
        ("m.ml[*].@type == 'link'", [2]),
        ("m.md.k.name == 'b'", [2]),
        ("m.md.n == 1", [0, 2]),
        ("m.md.@keys == 'j'", [2]),
        ("m.md.k.@type == 'link'", [2]),
        ("m.md == 'zz'", [3]),
        ("m.es IN {}", [3, 4, 5, 6]),
        ("m.es != 1", [0, 1, 2, 7]),
        ("m.sd.a == 'Oslo'", [0]),
        ("m.sd.b == nil", [0, 2]),
        ("m.sd[*] BEGINSWITH 'O'", [0]),
        ("ALL m.sd[*] BEGINSWITH 'O'", [1, 3, 4, 5, 6, 7]),
        ("NONE m.sd[*] == 'Bergen'", [0, 1, 3, 4, 5, 6, 7]),
        ("m.sd.@keys == 'b'", [0]),
        ("m.sd.a.@size == 4", [0]),
        ("m.sd.@count == 2", [0]),
        ("m.dates IN {}", [3, 4, 5, 6]),
        ("m.dates != 1", [0, 1, 2, 7]),
        ("m.ss != 1", [0, 1, 2, 7]),
        ("m.ms IN {}", [3, 4, 5, 6]),
        ("m.ss == nil", [7]),
        ("lm[*].ml[1] == 's'", [0, 2]),
        ("lm[0].md.n == 1", [0, 2]),
        ("ANY lm[*].md.n == 1", [0, 2]),
        ("lm[*].ml IN {}", [4, 5, 6, 7]),
        ("lm[*].ss != 1", [0, 1, 2]),
        ("dm.k.ml[1] == 's'", [0, 2]),
        ("dm.k.md.k.name == 'b'", [2]),
        ("dm.k.ml IN {}", [1, 3, 4, 5, 6, 7]),
        ("dm.k.ss != 1", [0, 2]),
        ("dm[*].ml[*] == 's'", [0, 2]),
        ("m.x.md.j[0] == 1", [7]),
        ("m[*].ss != 1", [6, 7]),
    ]

    /// `alltypes.realm`: ten objects whose `mixedDict['link']` links to another object (Core 40 objects for
    /// `mixedDict.link.intList IN {}`, RealmLens answered 50: the list gave no value).
    static let fixtureCases: [RealmCoreAnswerTests.PinnedCase] = [
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "NOT mixedDict.link.intList IN {}", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "NOT mixedDict.link.intDict IN {}", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.intDict != 1", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.intDict[*] == 1", ["31"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.intDict.@keys == 'k1'", ["97", "64"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "NOT ALL mixedDict.link.intDict[*] > 0", ["585", "-180", "64"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "NOT NONE mixedDict.link.intDict[*] > 0", ["97", "64", "552", "-213", "31", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.boolOptDict.yes == true", ["585", "552", "31"]),
        // Through a dictionary's key the linked object's value meets a list of constants as under `ANY`
        // (a one-value group is no list there: `Columns<Dictionary>`), of any type (a decimal is read too).
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.id IN {1, 2}", ["64"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.id == {2, 5}", ["64"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.decimalReq IN {1, 2}", ["585", "308"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.stringReq == {'a', 'b'}", ["31"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "NOT mixedDict.link.id != {}", ["97", "341", "585", "-180", "64", "308", "552", "-213", "31", "275"]),
        RealmCoreAnswerTests.A("alltypes", "AllTypes", "mixedDict.link.stringReq BEGINSWITH {'a', 'b'}", ["585", "31"]),
    ]

    @Test(.requiresFixtures, arguments: fixtureCases) func fixtureAnswersAsRealmCore(_ pinned: RealmCoreAnswerTests.PinnedCase) throws {
        try RealmCoreAnswerTests().answersAsRealmCore(pinned)
        try RealmCoreLiveCheck.confirm(pinned)
    }

    static func makeRealm(_ dump: String = dump) throws -> Realm {
        let realm = try makeInMemoryRealm()
        try realm.importCanonicalDump(from: MemoryByteInput(Array(dump.utf8)))
        return realm
    }

    @Test(arguments: [(dump, cases), (holdersDump, holderCases)])
    func answersAsRealmCore(_ dump: String, _ cases: [(query: String, ids: [Int64])]) throws {
        let realm = try Self.makeRealm(dump)
        for (query, ids) in cases {
            #expect(try matchingIDs(realm, "T", where: query) == ids, "\(query)")
        }
    }

    /// Where Realm Core 14.14 stops on an assertion (a step into, or the size of, a list of values that
    /// are not mixed: it reads the list's storage as mixed values), RealmLens reads the list itself; where
    /// it refuses a set's `@type` while answering, the set's type is no name.
    @Test func answersWhereRealmCoreStops() throws {
        let realm = try Self.makeRealm()
        let cases: [(String, [Int64])] = [
            ("m.ints[0] == 1", [0]),
            ("m[*].tags[0] == 'a'", [4, 5]),
            ("m.tags[*] == 'y'", [3]),
            ("m.ints.@size == 2", [3]),
            ("m.links[0].name == 'b'", [0]),
            ("m.links.@count == 3", [2]),
            ("m.iset.@type == 'null'", [5, 11]),
            ("m.iset.@type != 'int'", [0, 1, 2, 3, 5, 11]),
        ]
        for (query, ids) in cases {
            #expect(try matchingIDs(realm, "T", where: query) == ids, "\(query)")
        }
    }

    /// On a genuine file only what a query reads is converted: the side tables of the collections a link
    /// held in a mixed value leads to are part of it, so the query answers there as on a full copy.
    @Test func partialImportCopiesTheLinkedCollections() throws {
        let realm = try Self.makeRealm()
        for (query, property) in [("m.idict.k == 1", "idict"), ("m[*].ml[0] == 1", "ml"), ("m.ints[0] == 1", "ints")] {
            let selection = realm.selection(readBy: try realm.objects("T", where: query).fragment)
            #expect(selection.properties["C"]?.contains(property) == true, "\(query)")
        }
        // A set is read as a value of its kind: the linked objects are enough.
        #expect(realm.selection(readBy: try realm.objects("T", where: "m.iset != 1").fragment).properties["C"] != nil)
    }

    /// The pinned answers are Realm Core's own, asked again where the tool is present (every fourth case,
    /// to keep the test within a few seconds: each asks a process).
    @Test(.requiresRealmCoreCheck, arguments: [(dump, cases), (holdersDump, holderCases)])
    func pinnedAnswersAreRealmCores(_ dump: String, _ cases: [(query: String, ids: [Int64])]) throws {
        let genuine = try GenuineDumpFile(dump)
        for (query, ids) in stride(from: 0, to: cases.count, by: 4).map({ cases[$0] }) {
            let (code, out, message) = try RealmCoreCheck.run(["query", genuine.path, "T", query])
            #expect(code == 0, "Realm Core refuses \(query): \(message)")
            let json = try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any]
            #expect((json?["keys"] as? [NSNumber])?.map(\.int64Value).sorted() == ids, "\(query)")
        }
    }
}
