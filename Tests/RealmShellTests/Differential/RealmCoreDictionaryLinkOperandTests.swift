import Foundation
import RealmModel
import Testing
@testable import RealmStore

/// A value of a dictionary of links (`fav['summer']`, `best.fav['summer']`, `friends.fav['summer']`) against a
/// property that is no link: of the object itself of any type (`n`, `x`, `t`, `b`, `bin`), through a to-one
/// link (`best.s`: Realm Core reads null for a null link), through to-many links (`friends.s`: one list).
/// Realm Core reads the value as a mixed link or null (none where the dictionary is empty) and compares it
/// with the property's value(s) as with constants (`ValueBase::compare`): a link equals no such value, null
/// only null, and nothing orders against a link. RealmLens refused every such property but a string or
/// binary one of the object itself (`fav['summer'] ==[c] best.s`: Core 2 of 12; `fav['summer'] == n`: Core
/// none) and answered `ALL friends.fav['summer'] BEGINSWITH best.s` as if null values failed (Core 5, RealmLens
/// 2). A list, a list element or a dictionary of values on the other side (`fav['summer'] == dl`, `!=
/// sd['a']`) is refused as Core refuses two collections of values; `ALL`/`NONE` on one value against one
/// property stop Core and stay refused. Answers: Realm Core 14.14 (`realm-core-check query`) on the file
/// `from-canonical` writes of `dump`.
@Suite struct RealmCoreDictionaryLinkOperandTests {
    /// `RealmCoreDictionaryLinkStringFormsTests`'s objects with properties of more types: `b` (bool), `x`
    /// (double), `bin` (data), `m` (mixed, no link), `t` (date), nulls among them.
    static let dump = #"""
        {"schema":[{"name":"C","embedded":false,"primaryKey":null,"properties":[{"name":"name","type":"string","optional":true,"indexed":false,"collection":null}]},{"name":"T","embedded":false,"primaryKey":null,"properties":[{"name":"n","type":"int","optional":false,"indexed":false,"collection":null},{"name":"fav","type":"object","optional":true,"indexed":false,"collection":"dictionary","objectType":"C"},{"name":"friends","type":"object","optional":false,"indexed":false,"collection":"list","objectType":"T"},{"name":"best","type":"object","optional":true,"indexed":false,"collection":null,"objectType":"T"},{"name":"sd","type":"string","optional":true,"indexed":false,"collection":"dictionary"},{"name":"dl","type":"date","optional":false,"indexed":false,"collection":"list"},{"name":"s","type":"string","optional":true,"indexed":false,"collection":null},{"name":"b","type":"bool","optional":true,"indexed":false,"collection":null},{"name":"x","type":"double","optional":true,"indexed":false,"collection":null},{"name":"bin","type":"data","optional":true,"indexed":false,"collection":null},{"name":"m","type":"mixed","optional":true,"indexed":false,"collection":null},{"name":"t","type":"date","optional":true,"indexed":false,"collection":null}]}],"objects":{"C":[{"name":"Oslo"},{"name":"BERGEN"},{"name":"rome"},{"name":"Lima"},{"name":"oslo"},{"name":"\u00c4RHUS"},{"name":"\u00e4rhus"},{"name":"OsLo"}],"T":[{"n":0,"fav":{"summer":null},"friends":[{"$index":1}],"best":{"$index":1},"sd":{"a":"x"},"dl":[{"$date":"2020-01-01T00:00:00.000000000Z"}],"s":"oslo","b":true,"x":0.0,"bin":{"$data":"b3Nsbw=="},"m":null,"t":{"$date":"2020-01-01T00:00:00.000000000Z"}},{"n":1,"fav":{"summer":{"$index":0}},"friends":[{"$index":0},{"$index":2}],"best":null,"sd":{},"dl":[],"s":"Rome","b":false,"x":1.5,"bin":{"$data":"Um9tZQ=="},"m":"oslo","t":null},{"n":2,"fav":{},"friends":[],"best":{"$index":0},"sd":{"K":null},"dl":[{"$date":"2021-01-01T00:00:00.000000000Z"},{"$date":"2022-01-01T00:00:00.000000000Z"}],"s":null,"b":null,"x":3.0,"bin":{"$data":""},"m":3,"t":{"$date":"2022-01-01T00:00:00.000000000Z"}},{"n":3,"fav":{"winter":{"$index":1}},"friends":[{"$index":4},{"$index":4}],"best":{"$index":4},"sd":{"k":"y","b":"z"},"dl":[{"$date":"2023-01-01T00:00:00.000000000Z"}],"s":"x","b":false,"x":null,"bin":{"$data":"eA=="},"m":"Oslo","t":{"$date":"2023-01-01T00:00:00.000000000Z"}},{"n":4,"fav":{"summer":null,"winter":{"$index":4}},"friends":[{"$index":0}],"best":null,"sd":{"k":"A"},"dl":[],"s":"BERGEN","b":true,"x":6.0,"bin":null,"m":2.5,"t":null},{"n":5,"fav":{"summer":{"$index":2},"x":null},"friends":[{"$index":7}],"best":{"$index":7},"sd":{"Summer":"x"},"dl":[{"$date":"2024-01-01T00:00:00.000000000Z"}],"s":"","b":null,"x":7.5,"bin":{"$data":"b3Nsbw=="},"m":null,"t":{"$date":"2020-01-01T00:00:00.000000000Z"}},{"n":6,"fav":{"summer":{"$index":1},"winter":{"$index":1}},"friends":[{"$index":2},{"$index":3}],"best":{"$index":6},"sd":{},"dl":[{"$date":"2020-01-01T00:00:00.000000000Z"},{"$date":"2020-06-01T00:00:00.000000000Z"}],"s":"lima","b":true,"x":9.0,"bin":{"$data":"Um9tZQ=="},"m":null,"t":{"$date":"2021-01-01T00:00:00.000000000Z"}},{"n":7,"fav":{"a":null,"b":null},"friends":[{"$index":5},{"$index":0}],"best":null,"sd":{"summer":null,"k":"K"},"dl":[{"$date":"2025-01-01T00:00:00.000000000Z"}],"s":"OSLO","b":false,"x":null,"bin":{"$data":""},"m":"oslo","t":null},{"n":8,"fav":{"summer":{"$index":4}},"friends":[],"best":{"$index":0},"sd":{"a":"b"},"dl":[],"s":"k","b":null,"x":12.0,"bin":{"$data":"eA=="},"m":3,"t":{"$date":"2023-01-01T00:00:00.000000000Z"}},{"n":9,"fav":{},"friends":[{"$index":9},{"$index":8}],"best":{"$index":3},"sd":{"z":""},"dl":[{"$date":"2026-01-01T00:00:00.000000000Z"}],"s":"y","b":false,"x":13.5,"bin":null,"m":"Oslo","t":{"$date":"2024-01-01T00:00:00.000000000Z"}},{"n":10,"fav":{"summer":{"$index":5}},"friends":[{"$index":10},{"$index":11}],"best":{"$index":11},"sd":{"K":"k"},"dl":[{"$date":"2021-01-01T00:00:00.000000000Z"}],"s":"\u00e4rhus","b":true,"x":15.0,"bin":{"$data":"b3Nsbw=="},"m":2.5,"t":null},{"n":11,"fav":{"summer":{"$index":6},"winter":{"$index":7}},"friends":[{"$index":3}],"best":{"$index":10},"sd":{},"dl":[],"s":"Oslo","b":null,"x":null,"bin":{"$data":"Um9tZQ=="},"m":null,"t":{"$date":"2021-01-01T00:00:00.000000000Z"}}]}}
        """#

    /// Realm Core's answers; RealmLens refused all but the `ALL … BEGINSWITH best.s`, which found 2 objects.
    static let answers: [(query: String, expected: [Int64])] = [
        ("fav['summer'] ==[c] best.s", [4, 7]),
        ("fav['summer'] == n", []),
        ("fav['summer'] != n", [0, 1, 3, 4, 5, 6, 7, 8, 10, 11]),
        ("n == fav['summer']", []),
        ("ALL friends.fav['summer'] BEGINSWITH best.s", [1, 2, 6, 8, 9]),
        ("fav['summer'] >= t", [4, 7]),
        ("fav['summer'] <= best.x", [4, 7]),
        ("fav['summer'] == friends.s", [2]),
        ("fav['summer'] != friends.n", [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11]),
        ("ALL fav['summer'] == friends.s", [2, 9]),
        ("friends.fav['summer'] == friends.s", [2, 8]),
        ("NONE friends.fav['summer'] != best.n", [1, 2, 4, 6, 7, 8, 9]),
        ("fav['summer'] <= best.best.s", [0, 3, 4, 7]),
        ("fav['summer'] == friends.best.n", [2]),
        ("fav['summer'] CONTAINS[c] bin", []),
    ]

    /// Refused by Realm Core (two collections of values; `[c]` or a needle that is no string; stops on `ALL`).
    static let refused = ["fav['summer'] == dl", "fav['summer'] != sd['a']", "fav['summer'] == friends.dl[0]", "fav['summer'] == sd",
                          "fav['summer'] ==[c] n", "fav['summer'] BEGINSWITH n", "ALL fav['summer'] == best.s", "NONE fav.summer != x"]

    /// Value paths × properties of the object itself, through a to-one link, through to-many links, list and
    /// dictionary elements, lists × operators, the quantifier and the side turning with each form. A mixed
    /// property (`m`) is left out: it may hold a link, compared by identity (README, "Not yet the same").
    static var queries: [String] {
        let values = ["fav['summer']", "fav.summer", "fav['zz']", "best.fav['summer']", "friends.fav['summer']", "@links.T.friends.fav['summer']"]
        let others = ["n", "s", "b", "x", "bin", "t", "best.s", "best.n", "best.t", "friends.s", "friends.n",
                      "dl[0]", "sd['a']", "dl", "best.dl[0]", "friends.dl[0]", "best.best.s"]
        let operators = ["==", "!=", "<", ">=", "==[c]", "!=[c]", "BEGINSWITH", "CONTAINS[c]", "LIKE[c]", "ENDSWITH"]
        return PositionedAnswers.forms(values: values, others: others, operators: operators)
    }

    @Test func storeAnswersAsRealmCoreOnItsFile() throws {
        try PositionedAnswers.expectStoreAnswers(dump: Self.dump, Self.answers)
    }

    @Test func formsRealmCoreRefusesOrStopsOnAreRefused() throws {
        try PositionedAnswers.expectRefused(dump: Self.dump, Self.refused)
    }

    @Test(.requiresRealmCoreCheck) func genuineFileAnswersAsRealmCore() throws {
        try PositionedAnswers.expectGenuineFileAnswers(dump: Self.dump, fileName: "dictionary-link-operand.realm",
                                                       Self.answers + Self.refused.map { ($0, []) })
    }

    @Test(.requiresRealmCoreCheck) func generatedFormsAnswerAsRealmCore() throws {
        try PositionedAnswers.expectSameAnswers(dump: Self.dump, fileName: "dictionary-link-operand-forms.realm", queries: Self.queries)
    }
}
