import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A value of a dictionary of links (`fav['summer']`, `best.fav['summer']`, `friends.fav['summer']`) against a
/// mixed property (`m`, `best.m`, `friends.m`) holding a link to the same object, to another object of the
/// same class or to another class, null, a number or a string. Realm Core reads the dictionary's value as a
/// mixed link or null (none where the dictionary is empty) and compares it with the mixed value as with any
/// value (`ValueBase::compare`): a link equals a link to the same object only, links order by target table
/// (class name) and then object key, a link orders against no value of another type, and a string operator
/// or `[c]` finds no link. RealmLens kept the link rules there: it refused the ordered and string operators,
/// missed null against null (`fav['summer'] == m`) and found none for `== best.m`. Answers: Realm Core 14.14
/// (`realm-core-check query`) on the file `from-canonical` writes of `dump`; of the 512 generated forms 330
/// differed before.
@Suite struct RealmCoreDictionaryLinkMixedTests {
    /// `RealmCoreDictionaryLinkOperandTests`'s objects, `m` holding links: to the object `fav['summer']` holds
    /// (1, 8), to another `C` (3, 4, 5, 9), to a `T` (6, 11), and null (0), a number (2), strings (7, 10).
    static let dump = #"""
        {"schema":[{"name":"C","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":true,"indexed":false,"collection":null}]},{"name":"T","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":false,"collection":null},{"name":"fav","type":"object","optional":true,"indexed":false,"collection":"dictionary","objectType":"C"},{"name":"friends","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"T"},{"name":"best","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"T"},{"name":"sd","type":"string","optional":true,"indexed":false,"collection":"dictionary"},{"name":"dl","type":"date","optional":false,"indexed":false,"collection":"list"},{"name":"s","type":"string","optional":true,"indexed":false,"collection":null},{"name":"b","type":"bool","optional":true,"indexed":false,"collection":null},{"name":"x","type":"double","optional":true,"indexed":false,"collection":null},{"name":"bin","type":"data","optional":true,"indexed":false,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"t","type":"date","optional":true,"indexed":false,"collection":null}]}],"objects":{"C":[{"name":"Oslo"},{"name":"BERGEN"},{"name":"rome"},{"name":"Lima"},{"name":"oslo"},{"name":"\u00c4RHUS"},{"name":"\u00e4rhus"},{"name":"OsLo"}],"T":[{"n":0,"fav":{"summer":null},"friends":[{"$index":1}],"best":{"$index":1},"sd":{"a":"x"},"dl":[{"$date":"2020-01-01T00:00:00.000000000Z"}],"s":"oslo","b":true,"x":0.0,"bin":{"$data":"b3Nsbw=="},"m":null,"t":{"$date":"2020-01-01T00:00:00.000000000Z"}},{"n":1,"fav":{"summer":{"$index":0}},"friends":[{"$index":0},{"$index":2}],"best":null,"sd":{},"dl":[],"s":"Rome","b":false,"x":1.5,"bin":{"$data":"Um9tZQ=="},"m":{"$link":{"class":"C","key":{"$index":0}}},"t":null},{"n":2,"fav":{},"friends":[],"best":{"$index":0},"sd":{"K":null},"dl":[{"$date":"2021-01-01T00:00:00.000000000Z"},{"$date":"2022-01-01T00:00:00.000000000Z"}],"s":null,"b":null,"x":3.0,"bin":{"$data":""},"m":3,"t":{"$date":"2022-01-01T00:00:00.000000000Z"}},{"n":3,"fav":{"winter":{"$index":1}},"friends":[{"$index":4},{"$index":4}],"best":{"$index":4},"sd":{"k":"y","b":"z"},"dl":[{"$date":"2023-01-01T00:00:00.000000000Z"}],"s":"x","b":false,"x":null,"bin":{"$data":"eA=="},"m":{"$link":{"class":"C","key":{"$index":1}}},"t":{"$date":"2023-01-01T00:00:00.000000000Z"}},{"n":4,"fav":{"summer":null,"winter":{"$index":4}},"friends":[{"$index":0}],"best":null,"sd":{"k":"A"},"dl":[],"s":"BERGEN","b":true,"x":6.0,"bin":null,"m":{"$link":{"class":"C","key":{"$index":4}}},"t":null},{"n":5,"fav":{"summer":{"$index":2},"x":null},"friends":[{"$index":7}],"best":{"$index":7},"sd":{"Summer":"x"},"dl":[{"$date":"2024-01-01T00:00:00.000000000Z"}],"s":"","b":null,"x":7.5,"bin":{"$data":"b3Nsbw=="},"m":{"$link":{"class":"C","key":{"$index":3}}},"t":{"$date":"2020-01-01T00:00:00.000000000Z"}},{"n":6,"fav":{"summer":{"$index":1},"winter":{"$index":1}},"friends":[{"$index":2},{"$index":3}],"best":{"$index":6},"sd":{},"dl":[{"$date":"2020-01-01T00:00:00.000000000Z"},{"$date":"2020-06-01T00:00:00.000000000Z"}],"s":"lima","b":true,"x":9.0,"bin":{"$data":"Um9tZQ=="},"m":{"$link":{"class":"T","key":{"$index":1}}},"t":{"$date":"2021-01-01T00:00:00.000000000Z"}},{"n":7,"fav":{"a":null,"b":null},"friends":[{"$index":5},{"$index":0}],"best":null,"sd":{"summer":null,"k":"K"},"dl":[{"$date":"2025-01-01T00:00:00.000000000Z"}],"s":"OSLO","b":false,"x":null,"bin":{"$data":""},"m":"oslo","t":null},{"n":8,"fav":{"summer":{"$index":4}},"friends":[],"best":{"$index":0},"sd":{"a":"b"},"dl":[],"s":"k","b":null,"x":12.0,"bin":{"$data":"eA=="},"m":{"$link":{"class":"C","key":{"$index":4}}},"t":{"$date":"2023-01-01T00:00:00.000000000Z"}},{"n":9,"fav":{},"friends":[{"$index":9},{"$index":8}],"best":{"$index":3},"sd":{"z":""},"dl":[{"$date":"2026-01-01T00:00:00.000000000Z"}],"s":"y","b":false,"x":13.5,"bin":null,"m":{"$link":{"class":"C","key":{"$index":0}}},"t":{"$date":"2024-01-01T00:00:00.000000000Z"}},{"n":10,"fav":{"summer":{"$index":5}},"friends":[{"$index":10},{"$index":11}],"best":{"$index":11},"sd":{"K":"k"},"dl":[{"$date":"2021-01-01T00:00:00.000000000Z"}],"s":"\u00e4rhus","b":true,"x":15.0,"bin":{"$data":"b3Nsbw=="},"m":"Oslo","t":null},{"n":11,"fav":{"summer":{"$index":6},"winter":{"$index":7}},"friends":[{"$index":3}],"best":{"$index":10},"sd":{},"dl":[],"s":"Oslo","b":null,"x":null,"bin":{"$data":"Um9tZQ=="},"m":{"$link":{"class":"T","key":{"$index":11}}},"t":{"$date":"2021-01-01T00:00:00.000000000Z"}}]}}
        """#

    static let answers: [(query: String, expected: [Int64])] = [
        ("fav['summer'] == m", [0, 1, 8]),
        ("m == fav['summer']", [0, 1, 8]),
        ("fav['summer'] != m", [3, 4, 5, 6, 7, 10, 11]),
        ("fav['summer'] < m", [5, 6, 11]),
        ("fav['summer'] <= m", [0, 1, 5, 6, 8, 11]),
        ("fav['summer'] >= m", [0, 1, 8]),
        ("fav['summer'] ==[c] m", [0, 1, 8]),
        ("m LIKE[c] fav['summer']", [0]),
        ("ALL friends.fav['summer'] == m", [1, 2, 6, 8, 9]),
        ("fav['summer'] == best.m", [4, 7]),
        ("m > fav['summer']", [5, 6, 11]),
        ("fav['summer'] == friends.m", [2, 4, 6, 7]),
        ("fav['summer'] == best.best.m", [0, 3, 4, 7]),
        ("m CONTAINS[c] friends.fav['summer']", [1, 3, 4, 5, 6, 7, 11]),
    ]

    /// `ALL`/`NONE` on one value against one mixed value stop Realm Core (`query_expression.hpp:432`).
    static let refused = ["ALL fav['summer'] == m", "NONE fav.summer != best.m"]

    /// Value paths × mixed properties of the object itself, through to-one links and through to-many links
    /// × operators, the quantifier and the side turning with each form.
    static var queries: [String] {
        let values = ["fav['summer']", "fav.summer", "fav['zz']", "best.fav['summer']", "best.fav.summer", "friends.fav['summer']",
                      "friends.fav['zz']", "@links.T.friends.fav['summer']"]
        let others = ["m", "best.m", "friends.m", "best.best.m"]
        let operators = ["==", "!=", "<", "<=", ">", ">=", "==[c]", "!=[c]", "BEGINSWITH", "BEGINSWITH[c]", "CONTAINS",
                         "CONTAINS[c]", "LIKE", "LIKE[c]", "ENDSWITH", "ENDSWITH[c]"]
        return PositionedAnswers.forms(values: values, others: others, operators: operators)
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test func formsRealmCoreStopsOnAreRefused() throws {
        try PositionedAnswers.expectRefused(dump: Self.dump, Self.refused)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "dictionary-link-mixed.realm",
                                                       Self.answers + Self.refused.map { ($0, []) })
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.dump, fileName: "dictionary-link-mixed-forms.realm", queries: Self.queries)
    }
}
