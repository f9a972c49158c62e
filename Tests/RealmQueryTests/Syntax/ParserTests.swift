import RealmModel
import Testing
@testable import RealmQuery

/// Pinned canonical descriptions of valid queries: realm-core's
/// `test/test_parser.cpp` valid list (first table) and Realm-docs-style
/// queries over the test schema (second table).
@Suite struct ParserTests {
    static let realmCoreValidQueries: [(String, String)] = [
        (#"truepredicate"#, #"TRUEPREDICATE"#),
        (#"falsepredicate"#, #"FALSEPREDICATE"#),
        (#" TRUEPREDICATE "#, #"TRUEPREDICATE"#),
        (#" FALSEPREDICATE "#, #"FALSEPREDICATE"#),
        (#"truepredicates = falsepredicates"#, #"truepredicates == falsepredicates"#),
        (#""" = ''"#, #""" == """#),
        (#"'azAZ09/ :()[]{}<>,.^@-+=*&~`' = '\" \' \\ \/ \b \f \n \r \t \0'"#, #""azAZ09/ :()[]{}<>,.^@-+=*&~`" == "\" ' \\ / \u0008 \u000c \n \r \t \u0000""#),
        (#""azAZ09/" = "\" \' \\ \/ \b \f \n \r \t \0""#, #""azAZ09/" == "\" ' \\ / \u0008 \u000c \n \r \t \u0000""#),
        (#"stringCol == "\"\n\0\r\\'""#, #"stringCol == "\"\n\u0000\r\\'""#),
        (#"'\uffFf' = '\u0020'"#, #""￿" == " ""#),
        (#"'\u01111' = 'asdf\u0111asdf'"#, #""đ1" == "asdfđasdf""#),
        (#"你好=5"#, #"你好 == 5"#),
        (#"-1 = 12"#, #"-1 == 12"#),
        (#"0 = 001"#, #"0 == 1"#),
        (#"0x0 = 0X398235fcAb"#, #"0 == 246997712043"#),
        (#"10. = -.034"#, #"10.0 == -0.034"#),
        (#"10.0 = 5.034"#, #"10.0 == 5.034"#),
        (#"true = false"#, #"true == false"#),
        (#"true = falsey"#, #"true == falsey"#),
        (#"nullified = null"#, #"nullified == null"#),
        (#"nullified = nil"#, #"nullified == null"#),
        (#"_ = a"#, #"_ == a"#),
        (#"_a = _.aZ"#, #"_a == _.aZ"#),
        (#"a09._br.z = __-__.Z-9"#, #"a09._br.z == __-__.Z-9"#),
        (#"$0 = $19"#, #"$0 == $19"#),
        (#"$0=$0"#, #"$0 == $0"#),
        (#"a$a = a"#, #"a$a == a"#),
        (#"$-1 = $0"#, #"$-1 == $0"#),
        (#"$a = $0"#, #"$a == $0"#),
        (#"$ = $"#, #"$ == $"#),
        (#"0=0"#, #"0 == 0"#),
        (#"0 = 0"#, #"0 == 0"#),
        (#"0 =[c] 0"#, #"0 ==[c] 0"#),
        (#"0!=0"#, #"0 != 0"#),
        (#"0 != 0"#, #"0 != 0"#),
        (#"0 !=[c] 0"#, #"0 !=[c] 0"#),
        (#"0!=[c]0"#, #"0 !=[c] 0"#),
        (#"0 <> 0"#, #"0 != 0"#),
        (#"0<>0"#, #"0 != 0"#),
        (#"0 <>[c] 0"#, #"0 !=[c] 0"#),
        (#"0<>[c]0"#, #"0 !=[c] 0"#),
        (#"0==0"#, #"0 == 0"#),
        (#"0 == 0"#, #"0 == 0"#),
        (#"0==[c]0"#, #"0 ==[c] 0"#),
        (#"0 == [c] 0"#, #"0 ==[c] 0"#),
        (#"0>0"#, #"0 > 0"#),
        (#"0 > 0"#, #"0 > 0"#),
        (#"0>=0"#, #"0 >= 0"#),
        (#"0 >= 0"#, #"0 >= 0"#),
        (#"0 => 0"#, #"0 >= 0"#),
        (#"0=>0"#, #"0 >= 0"#),
        (#"0<0"#, #"0 < 0"#),
        (#"0 < 0"#, #"0 < 0"#),
        (#"0<=0"#, #"0 <= 0"#),
        (#"0 <= 0"#, #"0 <= 0"#),
        (#"0 =< 0"#, #"0 <= 0"#),
        (#"0<=0"#, #"0 <= 0"#),
        (#"a BETWEEN {4, 5}"#, #"a BETWEEN {4, 5}"#),
        (#"sort > 0"#, #"sort > 0"#),
        (#"distinct > 0"#, #"distinct > 0"#),
        (#"limit > 0"#, #"limit > 0"#),
        (#"0 contains 0"#, #"0 CONTAINS 0"#),
        (#"a CONTAINS[c] b"#, #"a CONTAINS[c] b"#),
        (#"a contains [c] b"#, #"a CONTAINS[c] b"#),
        (#"'a'CONTAINS[c]b"#, #""a" CONTAINS[c] b"#),
        (#"0 BeGiNsWiTh 0"#, #"0 BEGINSWITH 0"#),
        (#"0 ENDSWITH 0"#, #"0 ENDSWITH 0"#),
        (#"desc CONTAINS[c] $0"#, #"desc CONTAINS[c] $0"#),
        (#"in in 'in'"#, #"in IN "in""#),
        (#"contains contains 'contains'"#, #"contains CONTAINS "contains""#),
        (#"beginswith beginswith 'beginswith'"#, #"beginswith BEGINSWITH "beginswith""#),
        (#"endswith endswith 'endswith'"#, #"endswith ENDSWITH "endswith""#),
        (#"(0=0)"#, #"0 == 0"#),
        (#"( 0=0 )"#, #"0 == 0"#),
        (#"((0=0))"#, #"0 == 0"#),
        (#"!0=0"#, #"NOT (0 == 0)"#),
        (#"! 0=0"#, #"NOT (0 == 0)"#),
        (#"!(0=0)"#, #"NOT (0 == 0)"#),
        (#"! (0=0)"#, #"NOT (0 == 0)"#),
        (#"NOT0=0"#, #"NOT0 == 0"#),
        (#"NOT0.a=0"#, #"NOT0.a == 0"#),
        (#"NOT0a.b=0"#, #"NOT0a.b == 0"#),
        (#"not-1=1"#, #"not-1 == 1"#),
        (#"not 0=0"#, #"NOT (0 == 0)"#),
        (#"NOT(0=0)"#, #"NOT (0 == 0)"#),
        (#"not (0=0)"#, #"NOT (0 == 0)"#),
        (#"NOT (!0=0)"#, #"NOT (NOT (0 == 0))"#),
        (#"a==a && a==a"#, #"(a == a AND a == a)"#),
        (#"a==a || a==a"#, #"(a == a OR a == a)"#),
        (#"a==a&&a==a||a=a"#, #"((a == a AND a == a) OR a == a)"#),
        (#"a==a and a==a"#, #"(a == a AND a == a)"#),
        (#"a==a OR a==a"#, #"(a == a OR a == a)"#),
        (#"a=1AND NOTb=2"#, #"(a == 1 AND NOTb == 2)"#),
        (#"a=b SORT(p ASCENDING)"#, #"a == b SORT(p ASC)"#),
        (#"TRUEPREDICATE SORT(sort ASCENDING)"#, #"TRUEPREDICATE SORT(sort ASC)"#),
        (#"TRUEPREDICATE SORT(distinct ASCENDING)"#, #"TRUEPREDICATE SORT(distinct ASC)"#),
        (#"TRUEPREDICATE SORT(limit ASC)"#, #"TRUEPREDICATE SORT(limit ASC)"#),
        (#"TRUEPREDICATE SORT(sort ASC, distinct ASC, limit ASC)"#, #"TRUEPREDICATE SORT(sort ASC, distinct ASC, limit ASC)"#),
        (#"TRUEPREDICATE DISTINCT(disstinct)"#, #"TRUEPREDICATE DISTINCT(disstinct)"#),
        (#"TRUEPREDICATE DISTINCT(sort)"#, #"TRUEPREDICATE DISTINCT(sort)"#),
        (#"TRUEPREDICATE DISTINCT(limit)"#, #"TRUEPREDICATE DISTINCT(limit)"#),
        (#"TRUEPREDICATE DISTINCT(sort, distinct, limit)"#, #"TRUEPREDICATE DISTINCT(sort, distinct, limit)"#),
        (#"TRUEPREDICATE SORT(sort ASC, distinct ASC, limit ASC) DISTINCT(sort, distinct, limit) LIMIT(1)"#, #"TRUEPREDICATE SORT(sort ASC, distinct ASC, limit ASC) DISTINCT(sort, distinct, limit) LIMIT(1)"#),
        (#"TRUEPREDICATE LIMIT(1)"#, #"TRUEPREDICATE LIMIT(1)"#),
        (#"a=b SORT(p asc)"#, #"a == b SORT(p ASC)"#),
        (#"a=b SORT(p Descending)"#, #"a == b SORT(p DESC)"#),
        (#"a=b sort (p.q desc)"#, #"a == b SORT(p.q DESC)"#),
        (#"a=b distinct(p)"#, #"a == b DISTINCT(p)"#),
        (#"a=b DISTINCT(P)"#, #"a == b DISTINCT(P)"#),
        (#"a=b DISTINCT(p)"#, #"a == b DISTINCT(p)"#),
        (#"a == b sort(a ASC, b DESC)"#, #"a == b SORT(a ASC, b DESC)"#),
        (#"a == b sort(a ASC, b DESC) sort(c ASC)"#, #"a == b SORT(a ASC, b DESC) SORT(c ASC)"#),
        (#"a=b DISTINCT(p) DISTINCT(q)"#, #"a == b DISTINCT(p) DISTINCT(q)"#),
        (#"a=b DISTINCT(p, q, r) DISTINCT(q)"#, #"a == b DISTINCT(p, q, r) DISTINCT(q)"#),
        (#"a == b sort(a ASC, b DESC) DISTINCT(p)"#, #"a == b SORT(a ASC, b DESC) DISTINCT(p)"#),
        (#"a == b sort(a ASC, b DESC) DISTINCT(p) sort(c ASC, d DESC) DISTINCT(q.r)"#, #"a == b SORT(a ASC, b DESC) DISTINCT(p) SORT(c ASC, d DESC) DISTINCT(q.r)"#),
        (#"a == b and c==d sort(a ASC, b DESC) DISTINCT(p) sort(c ASC, d DESC) DISTINCT(q.r)"#, #"(a == b AND c == d) SORT(a ASC, b DESC) DISTINCT(p) SORT(c ASC, d DESC) DISTINCT(q.r)"#),
        (#"a == b  and c==d sort(a   ASC, b DESC)   DISTINCT( p )  sort( c   ASC  ,  d  DESC  ) DISTINCT(q.r ,   p)   "#, #"(a == b AND c == d) SORT(a ASC, b DESC) DISTINCT(p) SORT(c ASC, d DESC) DISTINCT(q.r, p)"#),
        (#"a BETWEEN {1, 2}"#, #"a BETWEEN {1, 2}"#),
        (#"a IN {1, 2, 3}"#, #"a IN {1, 2, 3}"#),
        (#"a IN {'one', 2, -3.0, null}"#, #"a IN {"one", 2, -3.0, null}"#),
        (#"a IN {}"#, #"a IN {}"#),
        (#"a == {1, 2}"#, #"a == {1, 2}"#),
        (#"a > {1, 2}"#, #"a > {1, 2}"#),
        (#"a >= {1, 2}"#, #"a >= {1, 2}"#),
        (#"a < {1, 2}"#, #"a < {1, 2}"#),
        (#"a <= {1, 2}"#, #"a <= {1, 2}"#),
        (#"a != {1, 2}"#, #"a != {1, 2}"#),
        (#"a ==[c] {'a'}"#, #"a ==[c] {"a"}"#),
        (#"a beginswith {'a', 'b'}"#, #"a BEGINSWITH {"a", "b"}"#),
        (#"a endswith {'a', 'b'}"#, #"a ENDSWITH {"a", "b"}"#),
        (#"a contains {'a', 'b'}"#, #"a CONTAINS {"a", "b"}"#),
        (#"a like {'a*', 'b*'}"#, #"a LIKE {"a*", "b*"}"#),
        (#"NOT a IN {1, 2}"#, #"NOT (a IN {1, 2})"#),
        (#"ALL a IN {1, 2}"#, #"ALL a IN {1, 2}"#),
        (#"NONE a IN {1, 2}"#, #"NONE a IN {1, 2}"#),
        (#"a=b LIMIT(1)"#, #"a == b LIMIT(1)"#),
        (#"a=b LIMIT ( 1 )"#, #"a == b LIMIT(1)"#),
        (#"a=b LIMIT( 1234567890 )"#, #"a == b LIMIT(1234567890)"#),
        (#"a=b && c=d LIMIT(1)"#, #"(a == b AND c == d) LIMIT(1)"#),
        (#"a=b && c=d || e=f LIMIT(1)"#, #"((a == b AND c == d) OR e == f) LIMIT(1)"#),
        (#"a=b LIMIT(1) SORT(a ASC) DISTINCT(b)"#, #"a == b LIMIT(1) SORT(a ASC) DISTINCT(b)"#),
        (#"a=b SORT(a ASC) LIMIT(1) DISTINCT(b)"#, #"a == b SORT(a ASC) LIMIT(1) DISTINCT(b)"#),
        (#"a=b SORT(a ASC) DISTINCT(b) LIMIT(1)"#, #"a == b SORT(a ASC) DISTINCT(b) LIMIT(1)"#),
        (#"a=b LIMIT(2) LIMIT(1)"#, #"a == b LIMIT(2) LIMIT(1)"#),
        (#"a=b && c=d LIMIT(5) LIMIT(2)"#, #"(a == b AND c == d) LIMIT(5) LIMIT(2)"#),
        (#"a=b LIMIT(5) SORT(age ASC) DISTINCT(name) LIMIT(2)"#, #"a == b LIMIT(5) SORT(age ASC) DISTINCT(name) LIMIT(2)"#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@size > 0"#, #"SUBQUERY(items, $x, $x.name == "Tom").@count > 0"#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@count > 0"#, #"SUBQUERY(items, $x, $x.name == "Tom").@count > 0"#),
        (#"SUBQUERY(items, $x, $x.allergens.@min.population_affected < 0.10).@count > 0"#, #"SUBQUERY(items, $x, $x.allergens.@min.population_affected < 0.1).@count > 0"#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@count == SUBQUERY(items, $x, $x.price < 10).@count"#, #"SUBQUERY(items, $x, $x.name == "Tom").@count == SUBQUERY(items, $x, $x.price < 10).@count"#),
        (#"p.@links.class.prop.@count > 2"#, #"p.@links.class.prop.@count > 2"#),
        (#"p.@links.class.prop.@sum.prop2 > 2"#, #"p.@links.class.prop.@sum.prop2 > 2"#),
    ]

    /// (class, query, canonical description); each also resolves against the test schema.
    static let documentationQueries: [(String, String, String)] = [
        (#"Dog"#, #"name == 'Rex'"#, #"name == "Rex""#),
        (#"Dog"#, #"name = "Rex""#, #"name == "Rex""#),
        (#"Dog"#, #"age > 2 AND age < 10"#, #"(age > 2 AND age < 10)"#),
        (#"Dog"#, #"age >= 2 && age <= 10"#, #"(age >= 2 AND age <= 10)"#),
        (#"Dog"#, #"age < 2 OR name BEGINSWITH 'R'"#, #"(age < 2 OR name BEGINSWITH "R")"#),
        (#"Dog"#, #"NOT (age < 2)"#, #"NOT (age < 2)"#),
        (#"Dog"#, #"!(name == 'Rex' || age == 3)"#, #"NOT (name == "Rex" OR age == 3)"#),
        (#"Dog"#, #"name BEGINSWITH[c] 'r'"#, #"name BEGINSWITH[c] "r""#),
        (#"Dog"#, #"name ENDSWITH[c] 'X'"#, #"name ENDSWITH[c] "X""#),
        (#"Dog"#, #"name CONTAINS 'e'"#, #"name CONTAINS "e""#),
        (#"Dog"#, #"name LIKE 'R?x*'"#, #"name LIKE "R?x*""#),
        (#"Dog"#, #"name LIKE[c] '*ex'"#, #"name LIKE[c] "*ex""#),
        (#"Dog"#, #"name ==[c] 'rex'"#, #"name ==[c] "rex""#),
        (#"Dog"#, #"name !=[c] 'rex'"#, #"name !=[c] "rex""#),
        (#"Dog"#, #"name CONTAINS[cd] 'e'"#, #"name CONTAINS[cd] "e""#),
        (#"Dog"#, #"name BEGINSWITH[d] 'é'"#, #"name BEGINSWITH[d] "é""#),
        (#"Dog"#, #"age IN {1, 2, 3}"#, #"age IN {1, 2, 3}"#),
        (#"Dog"#, #"name IN {'Rex', 'Fido'}"#, #"name IN {"Rex", "Fido"}"#),
        (#"Dog"#, #"age BETWEEN {2, 5}"#, #"age BETWEEN {2, 5}"#),
        (#"Dog"#, #"weight BETWEEN {1.5, 10}"#, #"weight BETWEEN {1.5, 10}"#),
        (#"Dog"#, #"owner.name == 'Ann'"#, #"owner.name == "Ann""#),
        (#"Dog"#, #"owner == nil"#, #"owner == null"#),
        (#"Dog"#, #"owner != NULL"#, #"owner != null"#),
        (#"Dog"#, #"owner.bestFriend.name BEGINSWITH 'A'"#, #"owner.bestFriend.name BEGINSWITH "A""#),
        (#"Dog"#, #"owner.dogs.@count > 1"#, #"owner.dogs.@count > 1"#),
        (#"Dog"#, #"owner.dogs.@size == 0"#, #"owner.dogs.@count == 0"#),
        (#"Dog"#, #"owner.dogs[SIZE] > 2"#, #"owner.dogs.@count > 2"#),
        (#"Dog"#, #"owner.dogs.@avg.age > 5"#, #"owner.dogs.@avg.age > 5"#),
        (#"Dog"#, #"owner.dogs.@min.age < 1"#, #"owner.dogs.@min.age < 1"#),
        (#"Dog"#, #"owner.dogs.@max.weight >= 20.5"#, #"owner.dogs.@max.weight >= 20.5"#),
        (#"Dog"#, #"owner.dogs.@sum.age == 10"#, #"owner.dogs.@sum.age == 10"#),
        (#"Dog"#, #"ANY owner.dogs.name == 'Rex'"#, #"ANY owner.dogs.name == "Rex""#),
        (#"Dog"#, #"SOME owner.dogs.age > 3"#, #"ANY owner.dogs.age > 3"#),
        (#"Dog"#, #"ALL owner.dogs.age > 3"#, #"ALL owner.dogs.age > 3"#),
        (#"Dog"#, #"NONE owner.dogs.age > 3"#, #"NONE owner.dogs.age > 3"#),
        (#"Dog"#, #"owner.dogs[FIRST].name == 'Rex'"#, #"owner.dogs[FIRST].name == "Rex""#),
        (#"Dog"#, #"owner.dogs[LAST].age > 3"#, #"owner.dogs[LAST].age > 3"#),
        (#"Dog"#, #"owner.dogs[0].age > 3"#, #"owner.dogs[0].age > 3"#),
        (#"Dog"#, #"owner.nicknames[*] == 'Bob'"#, #"owner.nicknames[*] == "Bob""#),
        (#"Dog"#, #"owners.@count > 1"#, #"owners.@count > 1"#),
        (#"Dog"#, #"@links.Person.dogs.@count == 0"#, #"@links.Person.dogs.@count == 0"#),
        (#"Dog"#, #"@links.Person.dogs.name CONTAINS 'A'"#, #"@links.Person.dogs.name CONTAINS "A""#),
        (#"Dog"#, #"ANY @links.Person.dogs.birthdate > 2020-01-01@00:00:00"#, #"ANY @links.Person.dogs.birthdate > T1577836800:0"#),
        (#"Dog"#, #"@links.@count > 0"#, #"@links.@count > 0"#),
        (#"Dog"#, #"SUBQUERY(owners, $person, $person.name BEGINSWITH 'A' AND $person.dogs.@count > 1).@count > 0"#, #"SUBQUERY(owners, $person, ($person.name BEGINSWITH "A" AND $person.dogs.@count > 1)).@count > 0"#),
        (#"Dog"#, #"SUBQUERY(owners, $p, SUBQUERY($p.dogs, $d, $d.age > 3).@count > 1).@count > 0"#, #"SUBQUERY(owners, $p, SUBQUERY($p.dogs, $d, $d.age > 3).@count > 1).@count > 0"#),
        (#"Dog"#, #"age + 1 > 3"#, #"(age + 1) > 3"#),
        (#"Dog"#, #"age * 2 - 1 == weight"#, #"((age * 2) - 1) == weight"#),
        (#"Dog"#, #"(age + 2) / 2 >= 1.5"#, #"((age + 2) / 2) >= 1.5"#),
        (#"Dog"#, #"age > $0"#, #"age > $0"#),
        (#"Dog"#, #"name == $1"#, #"name == $1"#),
        (#"Dog"#, #"age IN $2"#, #"age IN $2"#),
        (#"Dog"#, #"ANY $2 == age"#, #"ANY $2 == age"#),
        (#"Dog"#, #"TRUEPREDICATE"#, #"TRUEPREDICATE"#),
        (#"Dog"#, #"FALSEPREDICATE"#, #"FALSEPREDICATE"#),
        (#"Dog"#, #"TRUEPREDICATE SORT(age DESC) LIMIT(3)"#, #"TRUEPREDICATE SORT(age DESC) LIMIT(3)"#),
        (#"Dog"#, #"age > 1 SORT(name ASC) DISTINCT(owner.name)"#, #"age > 1 SORT(name ASC) DISTINCT(owner.name)"#),
        (#"Dog"#, #"owner.dogs == obj("Dog", "Rex")"#, #"owner.dogs == obj("Dog", "Rex")"#),
        (#"Dog"#, #"owner.address.city == 'Oslo'"#, #"owner.address.city == "Oslo""#),
        (#"Dog"#, #"owner.address.location GEOWITHIN geoBox([0.2, 0.2], [0.7, 0.7])"#, #"owner.address.location GEOWITHIN geoBox([0.2, 0.2], [0.7, 0.7])"#),
        (#"Dog"#, #"owner.address.location GEOWITHIN geoCircle([-122.4, 37.7], 0.001)"#, #"owner.address.location GEOWITHIN geoCircle([-122.4, 37.7], 0.001)"#),
        (#"Dog"#, #"owner.address.location GEOWITHIN geoPolygon({[-2.0, -2.0], [3.45, -4.1], [3, 3], [-2.0, -2.0]})"#, #"owner.address.location GEOWITHIN geoPolygon({[-2.0, -2.0], [3.45, -4.1], [3, 3], [-2.0, -2.0]})"#),
        (#"Dog"#, #"owner.address.location GEOWITHIN geoPolygon({[-2.0, -2.0], [2, -2.0], [2, 2], [-2.0, 2], [-2.0, -2.0]}, {[-1.0, -1.0], [1, -1.0], [1, 1], [-1.0, 1], [-1.0, -1.0]})"#, #"owner.address.location GEOWITHIN geoPolygon({[-2.0, -2.0], [2, -2.0], [2, 2], [-2.0, 2], [-2.0, -2.0]}, {[-1.0, -1.0], [1, -1.0], [1, 1], [-1.0, 1], [-1.0, -1.0]})"#),
        (#"Dog"#, #"owner.bio TEXT 'cat -dog'"#, #"owner.bio TEXT "cat -dog""#),
        (#"Dog"#, #"owner.bio TEXT 'swim*'"#, #"owner.bio TEXT "swim*""#),
        (#"Dog"#, #"owner.birthdate < 2021-06-15T08:00:00"#, #"owner.birthdate < T1623744000:0"#),
        (#"Dog"#, #"owner.birthdate > T1700000000:123"#, #"owner.birthdate > T1700000000:123"#),
        (#"Dog"#, #"owner.birthdate == 2024-01-31@12:30:00:500"#, #"owner.birthdate == T1706704200:500"#),
        (#"AllTypes"#, #"intCol == 0x1F"#, #"intCol == 31"#),
        (#"AllTypes"#, #"intCol == -5"#, #"intCol == -5"#),
        (#"AllTypes"#, #"doubleCol > -inf"#, #"doubleCol > -inf"#),
        (#"AllTypes"#, #"doubleCol == nan"#, #"doubleCol == nan"#),
        (#"AllTypes"#, #"floatCol < 1.5f"#, #"floatCol < 1.5f"#),
        (#"AllTypes"#, #"doubleCol > 1e10"#, #"doubleCol > 1e+10"#),
        (#"AllTypes"#, #"decimalCol == 123.456"#, #"decimalCol == 123.456"#),
        (#"AllTypes"#, #"decimalCol < -1.5e-3"#, #"decimalCol < -0.0015"#),
        (#"AllTypes"#, #"decimalCol == 99999999999999999999999999"#, #"decimalCol == 1e+26"#),
        (#"AllTypes"#, #"objectIdCol == oid(507f1f77bcf86cd799439011)"#, #"objectIdCol == oid(507f1f77bcf86cd799439011)"#),
        (#"AllTypes"#, #"uuidCol == uuid(123e4567-e89b-12d3-a456-426614174000)"#, #"uuidCol == uuid(123e4567-e89b-12d3-a456-426614174000)"#),
        (#"AllTypes"#, #"dataCol == bin('hello')"#, #"dataCol == bin("hello")"#),
        (#"AllTypes"#, #"dataCol BEGINSWITH binary(B64"aGVsbG8=")"#, #"dataCol BEGINSWITH bin("hello")"#),
        (#"AllTypes"#, #"stringCol == B64"aGVsbG8=""#, #"stringCol == bin("hello")"#),
        (#"AllTypes"#, #"boolCol == true"#, #"boolCol == true"#),
        (#"AllTypes"#, #"boolCol != FALSE"#, #"boolCol != false"#),
        (#"AllTypes"#, #"optIntCol == nil"#, #"optIntCol == null"#),
        (#"AllTypes"#, #"optStringCol ==[c] null"#, #"optStringCol ==[c] null"#),
        (#"AllTypes"#, #"stringCol.@count > 3"#, #"stringCol.@count > 3"#),
        (#"AllTypes"#, #"stringCol.@size == 0"#, #"stringCol.@count == 0"#),
        (#"AllTypes"#, #"dataCol.@count > 10"#, #"dataCol.@count > 10"#),
        (#"AllTypes"#, #"mixedCol == 5"#, #"mixedCol == 5"#),
        (#"AllTypes"#, #"mixedCol == 'five'"#, #"mixedCol == "five""#),
        (#"AllTypes"#, #"mixedCol.@type == 'string'"#, #"mixedCol.@type == "string""#),
        (#"AllTypes"#, #"mixedCol.@type == 'numeric'"#, #"mixedCol.@type == "numeric""#),
        (#"AllTypes"#, #"mixedCol.@type IN {'int', 'double', 'collection'}"#, #"mixedCol.@type IN {"int", "double", "collection"}"#),
        (#"AllTypes"#, #"mixedCol[0] == 1"#, #"mixedCol[0] == 1"#),
        (#"AllTypes"#, #"mixedCol['key'] == 'v'"#, #"mixedCol["key"] == "v""#),
        (#"AllTypes"#, #"mixedCol.key.nested == 'v'"#, #"mixedCol.key.nested == "v""#),
        (#"AllTypes"#, #"mixedCol[*] == 3"#, #"mixedCol[*] == 3"#),
        (#"AllTypes"#, #"mixedCol.@count > 2"#, #"mixedCol.@count > 2"#),
        (#"AllTypes"#, #"mixedList.@type == 'int'"#, #"mixedList.@type == "int""#),
        (#"AllTypes"#, #"intList.@count > 2"#, #"intList.@count > 2"#),
        (#"AllTypes"#, #"intList.@sum > 10"#, #"intList.@sum > 10"#),
        (#"AllTypes"#, #"intList.@avg > 1.5"#, #"intList.@avg > 1.5"#),
        (#"AllTypes"#, #"doubleList.@max < 100"#, #"doubleList.@max < 100"#),
        (#"AllTypes"#, #"decimalList.@min > 0"#, #"decimalList.@min > 0"#),
        (#"AllTypes"#, #"mixedDict.@max > 2024-01-01@00:00:00"#, #"mixedDict.@max > T1704067200:0"#),
        (#"AllTypes"#, #"ANY intList > 3"#, #"ANY intList > 3"#),
        (#"AllTypes"#, #"ALL intList > 3"#, #"ALL intList > 3"#),
        (#"AllTypes"#, #"NONE stringList CONTAINS 'x'"#, #"NONE stringList CONTAINS "x""#),
        (#"AllTypes"#, #"5 IN intList"#, #"5 IN intList"#),
        (#"AllTypes"#, #"'x' IN stringSet"#, #""x" IN stringSet"#),
        (#"AllTypes"#, #"intSet.@count == 3"#, #"intSet.@count == 3"#),
        (#"AllTypes"#, #"objectList.@count > 0"#, #"objectList.@count > 0"#),
        (#"AllTypes"#, #"objectList.name == 'Rex'"#, #"objectList.name == "Rex""#),
        (#"AllTypes"#, #"objectSet.@avg.age > 2"#, #"objectSet.@avg.age > 2"#),
        (#"AllTypes"#, #"embeddedList.city == 'Oslo'"#, #"embeddedList.city == "Oslo""#),
        (#"AllTypes"#, #"embeddedCol.street BEGINSWITH 'Main'"#, #"embeddedCol.street BEGINSWITH "Main""#),
        (#"AllTypes"#, #"intDict.@keys == 'a'"#, #"intDict.@keys == "a""#),
        (#"AllTypes"#, #"intDict.@values > 3"#, #"intDict.@values > 3"#),
        (#"AllTypes"#, #"intDict['a'] > 3"#, #"intDict["a"] > 3"#),
        (#"AllTypes"#, #"intDict.a > 3"#, #"intDict.a > 3"#),
        (#"AllTypes"#, #"intDict[*] > 3"#, #"intDict[*] > 3"#),
        (#"AllTypes"#, #"intDict.@count > 1"#, #"intDict.@count > 1"#),
        (#"AllTypes"#, #"intDict.@sum > 10"#, #"intDict.@sum > 10"#),
        (#"AllTypes"#, #"ANY intDict.@keys BEGINSWITH 'a'"#, #"ANY intDict.@keys BEGINSWITH "a""#),
        (#"AllTypes"#, #"stringDict.name ==[c] 'rex'"#, #"stringDict.name ==[c] "rex""#),
        (#"AllTypes"#, #"mixedDict.x == 3"#, #"mixedDict.x == 3"#),
        (#"AllTypes"#, #"mixedDict.@values.@type == 'int'"#, #"mixedDict.@values.@type == "int""#),
        (#"AllTypes"#, #"objectDict.rex.age > 3"#, #"objectDict.rex.age > 3"#),
        (#"AllTypes"#, #"objectDict.@values.name == 'Rex'"#, #"objectDict.@values.name == "Rex""#),
        (#"AllTypes"#, #"parents.@count > 0"#, #"parents.@count > 0"#),
        (#"AllTypes"#, #"@links.Holder.items.@count > 0"#, #"@links.Holder.items.@count > 0"#),
        (#"AllTypes"#, #"@links.Holder.item.items.@count > 0"#, #"@links.Holder.item.items.@count > 0"#),
        (#"AllTypes"#, #"objectCol.owner.dogs[LAST].name == 'x'"#, #"objectCol.owner.dogs[LAST].name == "x""#),
        (#"AllTypes"#, #"intList[$0] == 3"#, #"intList[$0] == 3"#),
        (#"AllTypes"#, #"intDict[$1] == 3"#, #"intDict[$1] == 3"#),
        (#"AllTypes"#, #"objectCol == obj('Dog', 'Rex')"#, #"objectCol == obj("Dog", "Rex")"#),
        (#"AllTypes"#, #"intCol > 3 AND (stringCol BEGINSWITH 'a' OR NOT boolCol == true) SORT(intCol ASC, stringCol DESC) DISTINCT(boolCol) LIMIT(10)"#, #"(intCol > 3 AND (stringCol BEGINSWITH "a" OR NOT (boolCol == true))) SORT(intCol ASC, stringCol DESC) DISTINCT(boolCol) LIMIT(10)"#),
        (#"AllTypes"#, #"intCol BETWEEN {$0, 10}"#, #"intCol BETWEEN {$0, 10}"#),
        (#"AllTypes"#, #"dateCol BETWEEN {2024-01-01@00:00:00, 2024-12-31@23:59:59}"#, #"dateCol BETWEEN {T1704067200:0, T1735689599:0}"#),
        (#"AllTypes"#, #"ALL intList BETWEEN {1, 3}"#, #"ALL intList BETWEEN {1, 3}"#),
        (#"AllTypes"#, #"intCol + floatCol * 2 > decimalCol"#, #"(intCol + (floatCol * 2)) > decimalCol"#),
        (#"AllTypes"#, #"SUBQUERY(objectList, $dog, $dog.age > 3 AND $dog.name BEGINSWITH 'R').@count == objectList.@count"#, #"SUBQUERY(objectList, $dog, ($dog.age > 3 AND $dog.name BEGINSWITH "R")).@count == objectList.@count"#),
    ]

    @Test(arguments: realmCoreValidQueries)
    func parsesRealmCoreValidQuery(_ query: String, _ expected: String) throws {
        #expect(try QueryParser.parse(query).description == expected)
    }

    @Test(arguments: documentationQueries)
    func parsesDocumentationQuery(_ className: String, _ query: String, _ expected: String) throws {
        #expect(try QueryParser.parse(query).description == expected)
    }

    @Test(arguments: realmCoreValidQueries.map(\.1) + documentationQueries.map(\.2))
    func canonicalDescriptionParsesBackToItself(_ canonical: String) throws {
        #expect(try QueryParser.parse(canonical).description == canonical)
    }
}

// MARK: - Structure

@Suite struct ParserStructureTests {
    func condition(_ text: String) throws -> Condition { try QueryParser.parse(text).condition }

    @Test(arguments: [
        ("a == 1 OR b == 2 AND c == 3", "(a == 1 OR (b == 2 AND c == 3))"),
        ("a == 1 AND b == 2 OR c == 3", "((a == 1 AND b == 2) OR c == 3)"),
        ("NOT a == 1 AND b == 2", "(NOT (a == 1) AND b == 2)"),
        ("NOT (a == 1 AND b == 2)", "NOT (a == 1 AND b == 2)"),
        ("a + b * c == 1", "(a + (b * c)) == 1"),
        ("(a + b) * c == 1", "((a + b) * c) == 1"),
        ("a - b - c == 1", "((a - b) - c) == 1"),
        ("a / b / c == 1", "((a / b) / c) == 1"),
        ("((a + 1)) > 2 AND ((b > 3))", "((a + 1) > 2 AND b > 3)"),
        ("!!a == 1", "NOT (NOT (a == 1))"),
        ("a > -3", "a > -3"),
        ("a > - 3.5", "a > -3.5"),
        ("a == 1 || b == 2 || c == 3", "((a == 1 OR b == 2) OR c == 3)"),
    ])
    func respectsPrecedence(_ text: String, _ expected: String) throws {
        #expect(try condition(text).description == expected)
    }

    @Test func comparisonKeepsOperandsAndOperatorRanges() throws {
        guard case .comparison(let left, let op, let options, let right, let opRange) = try condition("age >= 3") else {
            Issue.record("not a comparison"); return
        }
        #expect(left == Operand(.property(PropertyPath([PathElement(.property("age"), range: SourceRange(0..<3))])), range: SourceRange(0..<3)))
        #expect(op == .greaterOrEqual)
        #expect(options == [])
        #expect(right == Operand(.constant(.int(3)), range: SourceRange(7..<8)))
        #expect(opRange == SourceRange(4..<6))
    }

    @Test func stringComparisonKeepsOptions() throws {
        guard case .stringComparison(_, let op, let options, _, _) = try condition("name BEGINSWITH[cd] 'r'") else {
            Issue.record("not a string comparison"); return
        }
        #expect(op == .beginsWith)
        #expect(options == [.caseInsensitive, .diacriticInsensitive])
    }

    @Test func quantifierCoversTheOperand() throws {
        guard case .comparison(let left, _, _, _, _) = try condition("ANY dogs.age > 3") else { Issue.record("no"); return }
        #expect(left.quantifier == .any)
        #expect(left.range == SourceRange(0..<12))
    }

    @Test func pathElementsIncludeSubscriptsAndBacklinks() throws {
        guard case .comparison(let left, _, _, _, _) = try condition("@links.Person.dogs[FIRST].map['k'][*].x == 1"),
              case .property(let path) = left.kind else { Issue.record("no"); return }
        #expect(path.elements.map(\.kind) == [
            .backlinks(className: "Person", propertyName: "dogs"), .subscript(.first), .property("map"),
            .subscript(.key("k")), .subscript(.all), .property("x"),
        ])
    }

    @Test func collectionOperatorWithMember() throws {
        guard case .comparison(let left, _, _, _, _) = try condition("dogs.@avg.age > 3"),
              case .collectionOperator(let path, let op, let member) = left.kind else { Issue.record("no"); return }
        #expect(path.description == "dogs")
        #expect(op == .avg)
        #expect(member?.kind == .property("age"))
    }

    @Test func orderingKeepsWrittenOrder() throws {
        let query = try QueryParser.parse("TRUEPREDICATE LIMIT(2) SORT(a ASC, b.c DESC) DISTINCT(d) SORT(e DESC)")
        #expect(query.ordering.map(\.description) == ["LIMIT(2)", "SORT(a ASC, b.c DESC)", "DISTINCT(d)", "SORT(e DESC)"])
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "(", count: 5000) + "a == 1" + String(repeating: ")", count: 5000)
        #expect(throws: QueryError.self) { try QueryParser.parse(text) }
        let nots = String(repeating: "NOT ", count: 5000) + "a == 1"
        #expect(throws: QueryError.self) { try QueryParser.parse(nots) }
    }

    @Test func moderateNestingParses() throws {
        let text = String(repeating: "(", count: 100) + "a == 1" + String(repeating: ")", count: 100)
        #expect(try QueryParser.parse(text).description == "a == 1")
    }
}

extension ParserStructureTests {
    /// Regression: a hex literal with the top bit set is negative and must not become an index.
    @Test func negativeHexIndexIsRejected() {
        #expect(parseOrRender("list[0xFFFFFFFFFFFFFFFF] == 1") == """
            error: unexpected '0xFFFFFFFFFFFFFFFF', expected an index, FIRST, LAST, SIZE, '*', a 'key' or an argument inside [ ]
              list[0xFFFFFFFFFFFFFFFF] == 1
                   ^~~~~~~~~~~~~~~~~~
            """)
    }
}

/// Long chains parse into balanced trees (depth log₂ n, not n).
@Suite struct BalancedChainTests {
    func depth(_ condition: Condition) -> Int {
        switch condition {
        case .and(let l, let r), .or(let l, let r): return 1 + max(depth(l), depth(r))
        case .not(let c): return 1 + depth(c)
        default: return 0
        }
    }

    @Test func fiftyThousandTermsNestSixteenDeep() throws {
        let text = (0..<50_000).map { "a == \($0)" }.joined(separator: " AND ")
        let query = try QueryParser.parse(text)
        #expect(depth(query.condition) == 16)
    }

    @Test func shortChainsKeepTheirLeftToRightShape() throws {
        #expect(try QueryParser.parse("a == 1 AND b == 2 AND c == 3").condition.description
            == #"((a == 1 AND b == 2) AND c == 3)"#)
        #expect(try QueryParser.parse("a == 1 OR (b == 2 OR (c == 3 OR d == 4))").condition.description
            == #"((a == 1 OR b == 2) OR (c == 3 OR d == 4))"#)
    }

    /// Arithmetic chains cannot be rebalanced (`a - b - c`): they count against
    /// the nesting bound (1,000 `+ 1`s crashed the resolver with SIGSEGV).
    @Test(arguments: [1_000, 50_000])
    func longArithmeticChainsAreNestedTooDeeply(terms: Int) {
        let text = "age" + String(repeating: " + 1", count: terms) + " > 3"
        #expect(throws: QueryError.self) { try QueryParser.parse(text) }
        do {
            _ = try QueryParser.parse(text)
        } catch let error as QueryError {
            #expect(error.kind == .nestedTooDeeply)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: Never.self) { try QueryParser.parse("age" + String(repeating: " + 1", count: 150) + " > 3") }
    }
}
