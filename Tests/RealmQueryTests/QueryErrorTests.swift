import RealmModel
import Testing
@testable import RealmQuery

/// Complete rendered diagnostics, pinned: realm-core's invalid queries
/// (syntax errors) and resolution errors against the test schema.
@Suite struct QueryErrorTests {
    static let syntaxErrors: [(String, String)] = [
        (#"predicate"#, #"""
            error: unexpected end of query, expected an operator (==, !=, <, >, BEGINSWITH, IN, …)
              predicate
                       ^
            """#),
        (#"'\a' = ''"#, #"""
            error: invalid escape sequence '\\a' in string
              '\a' = ''
               ^~
            """#),
        (#"'\u0' = ''"#, #"""
            error: invalid escape sequence '\\u0' in string
              '\u0' = ''
               ^~~
            """#),
        (#""' = ''"#, #"""
            error: unterminated string literal
              "' = ''
              ^~~~~~~
            """#),
        (#"" = ''"#, #"""
            error: unterminated string literal
              " = ''
              ^~~~~~
            """#),
        (#"' = ''"#, #"""
            error: unterminated string literal
              ' = ''
                   ^
            """#),
        (#"stone#age = 5"#, #"""
            error: invalid character '#'
              stone#age = 5
                   ^
            """#),
        (#"true\flove = false"#, #"""
            error: invalid character '\\'
              true\flove = false
                  ^
            """#),
        (#"03a = 1"#, #"""
            error: unknown operator 'a'
              03a = 1
                ^
            """#),
        (#"1..0 = 1"#, #"""
            error: unexpected '.0', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after '1.0'
              1..0 = 1
                ^~
            """#),
        (#"1.0. = 1"#, #"""
            error: unexpected '.', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after '1.0'
              1.0. = 1
                 ^
            """#),
        (#"0x = 1"#, #"""
            error: invalid number '0x'
              0x = 1
              ^~
            """#),
        (#"- = a"#, #"""
            error: unexpected '=', expected a number after '-'
              - = a
                ^
            """#),
        (#"a..b = a"#, #"""
            error: unexpected '.', expected a property name
              a..b = a
                ^
            """#),
        (#"0===>0"#, #"""
            error: unexpected '=>', expected a value or a property
              0===>0
                 ^~
            """#),
        (#"a between {1 2}"#, #"""
            error: unexpected '2', expected ',' or '}'
              a between {1 2}
                           ^
            """#),
        (#"0 contains1"#, #"""
            error: unknown operator 'contains1'
              0 contains1
                ^~~~~~~~~
            Did you mean 'CONTAINS'?
            """#),
        (#"a contains_something"#, #"""
            error: unknown operator 'contains_something'
              a contains_something
                ^~~~~~~~~~~~~~~~~~
            """#),
        (#"endswith 0"#, #"""
            error: unexpected '0', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after 'endswith'
              endswith 0
                       ^
            """#),
        (#"link geoWithin 5.0"#, #"""
            error: unexpected '5.0', expected geoBox(…), geoCircle(…), geoPolygon(…) or an argument
              link geoWithin 5.0
                             ^~~
            """#),
        (#"0=0)"#, #"""
            error: unbalanced parentheses: this ')' has no matching '('
              0=0)
                 ^
            """#),
        (#"(0=0"#, #"""
            error: unbalanced parentheses: this '(' is never closed
              (0=0
              ^
            """#),
        (#"(0=0))"#, #"""
            error: unbalanced parentheses: this ')' has no matching '('
              (0=0))
                   ^
            """#),
        (#"! =0"#, #"""
            error: unexpected '=', expected a value or a property
              ! =0
                ^
            """#),
        (#"NOTNOT(0=0)"#, #"""
            error: unexpected '(', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after 'NOTNOT'
              NOTNOT(0=0)
                    ^
            """#),
        (#"not.a=0"#, #"""
            error: unexpected '.', expected a value or a property
              not.a=0
                 ^
            """#),
        (#"0=0 !"#, #"""
            error: unexpected '!', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              0=0 !
                  ^
            """#),
        (#"a==a & a==a"#, #"""
            error: invalid character '&'
              a==a & a==a
                   ^
            """#),
        (#"a==a | a==a"#, #"""
            error: invalid character '|'
              a==a | a==a
                   ^
            """#),
        (#"a==a &| a==a"#, #"""
            error: invalid character '&'
              a==a &| a==a
                   ^
            """#),
        (#"a==a && OR a==a"#, #"""
            error: unexpected 'OR', expected a value or a property
              a==a && OR a==a
                      ^~
            """#),
        (#"a==aORa==a"#, #"""
            error: unexpected '==', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a==aORa==a
                     ^~
            """#),
        (#"a==a ORa==a"#, #"""
            error: unexpected 'ORa', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a==a ORa==a
                   ^~~
            """#),
        (#"a==a AND==a"#, #"""
            error: unexpected '==', expected a value or a property
              a==a AND==a
                      ^~
            """#),
        (#"a==a ANDa==a"#, #"""
            error: unexpected 'ANDa', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a==a ANDa==a
                   ^~~~
            """#),
        (#"a=1ANDNOT b=2"#, #"""
            error: unexpected 'ANDNOT', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=1ANDNOT b=2
                 ^~~~~~
            """#),
        (#"truepredicate &&"#, #"""
            error: unexpected end of query, expected a value or a property
              truepredicate &&
                              ^
            """#),
        (#"truepredicate & truepredicate"#, #"""
            error: invalid character '&'
              truepredicate & truepredicate
                            ^
            """#),
        (#"a IN {1, 2, 3"#, #"""
            error: unexpected end of query, expected '}' to close the list
              a IN {1, 2, 3
                           ^
            """#),
        (#"a IN 1, 2, 3}"#, #"""
            error: unexpected ',', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a IN 1, 2, 3}
                    ^
            """#),
        (#"a IN (1, 2, 3)"#, #"""
            error: unexpected ',', expected ')' to close the '(' at offset 5
              a IN (1, 2, 3)
                     ^
            """#),
        (#"a IN [1, 2, 3]"#, #"""
            error: unexpected '[', expected a value or a property
              a IN [1, 2, 3]
                   ^
            """#),
        (#"a IN 1, 2, 3"#, #"""
            error: unexpected ',', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a IN 1, 2, 3
                    ^
            """#),
        (#"a IN {b, c}"#, #"""
            error: unexpected 'b', expected a constant (lists hold constants only)
              a IN {b, c}
                    ^
            """#),
        (#"SORT(p ASCENDING)"#, #"""
            error: unexpected 'SORT', expected a condition first (write TRUEPREDICATE SORT(…) to apply it to every object)
              SORT(p ASCENDING)
              ^~~~
            """#),
        (#"a=b SORT(p)"#, #"""
            error: unexpected ')', expected ASC or DESC after 'p'
              a=b SORT(p)
                        ^
            """#),
        (#"a=b SORT(0 Descending)"#, #"""
            error: unexpected '0', expected a property name
              a=b SORT(0 Descending)
                       ^
            """#),
        (#"a=b sort()"#, #"""
            error: unexpected ')', expected a property name
              a=b sort()
                       ^
            """#),
        (#"a=b sort"#, #"""
            error: unexpected 'sort', expected '(' after SORT
              a=b sort
                  ^~~~
            """#),
        (#"distinct(p)"#, #"""
            error: unexpected 'distinct', expected a condition first (write TRUEPREDICATE DISTINCT(…) to apply it to every object)
              distinct(p)
              ^~~~~~~~
            """#),
        (#"a=b DISTINCT()"#, #"""
            error: unexpected ')', expected a property name
              a=b DISTINCT()
                           ^
            """#),
        (#"a=b Distinct"#, #"""
            error: unexpected 'Distinct', expected '(' after DISTINCT
              a=b Distinct
                  ^~~~~~~~
            """#),
        (#"sort(a ASC b, DESC) a == b"#, #"""
            error: unexpected 'sort', expected a condition first (write TRUEPREDICATE SORT(…) to apply it to every object)
              sort(a ASC b, DESC) a == b
              ^~~~
            """#),
        (#"sort(a ASC b, DESC) a == b sort(c ASC)"#, #"""
            error: unexpected 'sort', expected a condition first (write TRUEPREDICATE SORT(…) to apply it to every object)
              sort(a ASC b, DESC) a == b sort(c ASC)
              ^~~~
            """#),
        (#"a=bDISTINCT(p)"#, #"""
            error: unexpected '(', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=bDISTINCT(p)
                         ^
            """#),
        (#"a=b sort p.q desc"#, #"""
            error: unexpected 'sort', expected '(' after SORT
              a=b sort p.q desc
                  ^~~~
            """#),
        (#"a=b sort(p.qDESC)"#, #"""
            error: unexpected ')', expected ASC or DESC after 'p.qDESC'
              a=b sort(p.qDESC)
                              ^
            """#),
        (#"a=b DISTINCT p"#, #"""
            error: unexpected 'DISTINCT', expected '(' after DISTINCT
              a=b DISTINCT p
                  ^~~~~~~~
            """#),
        (#"a=b SORT(p ASC"#, #"""
            error: unexpected end of query, expected ',' or ')' in SORT(…)
              a=b SORT(p ASC
                            ^
            """#),
        (#"a=b DISTINCT(p"#, #"""
            error: unexpected end of query, expected ',' or ')' in DISTINCT(…)
              a=b DISTINCT(p
                            ^
            """#),
        (#"a=b sort(p.q DESC a ASC)"#, #"""
            error: unexpected 'a', expected ',' or ')' in SORT(…)
              a=b sort(p.q DESC a ASC)
                                ^
            """#),
        (#"a=b DISTINCT(p q)"#, #"""
            error: unexpected 'q', expected ',' or ')' in DISTINCT(…)
              a=b DISTINCT(p q)
                             ^
            """#),
        (#"LIMIT(1)"#, #"""
            error: unexpected 'LIMIT', expected a condition first (write TRUEPREDICATE LIMIT(…) to apply it to every object)
              LIMIT(1)
              ^~~~~
            """#),
        (#"a=b LIMIT"#, #"""
            error: unexpected 'LIMIT', expected '(' after LIMIT
              a=b LIMIT
                  ^~~~~
            """#),
        (#"a=b LIMIT()"#, #"""
            error: unexpected ')', expected a whole number inside LIMIT(…)
              a=b LIMIT()
                        ^
            """#),
        (#"a=b LIMIT(2"#, #"""
            error: unexpected end of query, expected ')' to close LIMIT(
              a=b LIMIT(2
                         ^
            """#),
        (#"a=b LIMIT2)"#, #"""
            error: unexpected 'LIMIT2', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b LIMIT2)
                  ^~~~~~
            """#),
        (#"a=b LIMIT(-1)"#, #"""
            error: unexpected '-', expected a whole number inside LIMIT(…)
              a=b LIMIT(-1)
                        ^
            """#),
        (#"a=b LIMIT(2.7)"#, #"""
            error: unexpected '2.7', expected a whole number inside LIMIT(…)
              a=b LIMIT(2.7)
                        ^~~
            """#),
        (#"a=b LIMIT(0xFFEE)"#, #"""
            error: unexpected '0xFFEE', expected a whole number inside LIMIT(…)
              a=b LIMIT(0xFFEE)
                        ^~~~~~
            """#),
        (#"a=b LIMIT(word)"#, #"""
            error: unexpected 'word', expected a whole number inside LIMIT(…)
              a=b LIMIT(word)
                        ^~~~
            """#),
        (#"a=b LIMIT(11asdf)"#, #"""
            error: unexpected 'asdf', expected ')' to close LIMIT(
              a=b LIMIT(11asdf)
                          ^~~~
            """#),
        (#"a=b LIMIT(1, 1)"#, #"""
            error: unexpected ',', expected ')' to close LIMIT(
              a=b LIMIT(1, 1)
                         ^
            """#),
        (#"INCLUDE(a)"#, #"""
            error: unexpected '(', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after 'INCLUDE'
              INCLUDE(a)
                     ^
            """#),
        (#"a=b INCLUDE"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE()"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE()
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(a"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(a
                  ^~~~~~~
            """#),
        (#"a=b INCLUDEb)"#, #"""
            error: unexpected 'INCLUDEb', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDEb)
                  ^~~~~~~~
            """#),
        (#"a=b INCLUDE(1)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(1)
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(a,)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(a,)
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(,a)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(,a)
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(a.)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(a.)
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(a b)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(a b)
                  ^~~~~~~
            """#),
        (#"a=b INCLUDE(a < b)"#, #"""
            error: unexpected 'INCLUDE', expected AND, OR, SORT, DISTINCT, LIMIT or the end of the query
              a=b INCLUDE(a < b)
                  ^~~~~~~
            """#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom') > 0"#, #"""
            error: unexpected '>', expected '.@count' after SUBQUERY(…)
              SUBQUERY(items, $x, $x.name == 'Tom') > 0
                                                    ^
            """#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@min > 0"#, #"""
            error: unexpected '@min', expected @count or @size after SUBQUERY(…).
              SUBQUERY(items, $x, $x.name == 'Tom').@min > 0
                                                    ^~~~
            """#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@max > 0"#, #"""
            error: unexpected '@max', expected @count or @size after SUBQUERY(…).
              SUBQUERY(items, $x, $x.name == 'Tom').@max > 0
                                                    ^~~~
            """#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@sum > 0"#, #"""
            error: unexpected '@sum', expected @count or @size after SUBQUERY(…).
              SUBQUERY(items, $x, $x.name == 'Tom').@sum > 0
                                                    ^~~~
            """#),
        (#"SUBQUERY(items, $x, $x.name == 'Tom').@avg > 0"#, #"""
            error: unexpected '@avg', expected @count or @size after SUBQUERY(…).
              SUBQUERY(items, $x, $x.name == 'Tom').@avg > 0
                                                    ^~~~
            """#),
        (#"SUBQUERY(items, var, var.name == 'Tom').@avg > 0"#, #"""
            error: invalid subquery variable 'var' (it must start with '$' followed by a letter, like '$dog')
              SUBQUERY(items, var, var.name == 'Tom').@avg > 0
                              ^~~
            """#),
        (#"SUBQUERY(, $x, $x.name == 'Tom').@avg > 0"#, #"""
            error: unexpected ',', expected a property name
              SUBQUERY(, $x, $x.name == 'Tom').@avg > 0
                       ^
            """#),
        (#"SUBQUERY(items, , name == 'Tom').@avg > 0"#, #"""
            error: invalid subquery variable ',' (it must start with '$' followed by a letter, like '$dog')
              SUBQUERY(items, , name == 'Tom').@avg > 0
                              ^
            """#),
        (#"SUBQUERY(items, $x, ).@avg > 0"#, #"""
            error: unexpected ')', expected a value or a property
              SUBQUERY(items, $x, ).@avg > 0
                                  ^
            """#),
        (#"@prop > 2"#, #"""
            error: unknown collection operator '@prop' (expected one of @count, @size, @sum, @avg, @min, @max, @keys, @values, @type, @links)
              @prop > 2
              ^~~~~
            """#),
        (#"@backlinks.@count > 2"#, #"""
            error: unknown collection operator '@backlinks' (expected one of @count, @size, @sum, @avg, @min, @max, @keys, @values, @type, @links)
              @backlinks.@count > 2
              ^~~~~~~~~~
            """#),
        (#"prop@links > 2"#, #"""
            error: unexpected '@links', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after 'prop'
              prop@links > 2
                  ^~~~~~
            """#),
    ]

    /// (class, query, diagnostic); arguments are `[1, "x", [1, 2]]`.
    static let resolutionErrors: [(String, String, String)] = [
        (#"Dog"#, #"agee < 2"#, #"""
            error: no such property 'agee' on class 'Dog'
              agee < 2
              ^~~~
            Did you mean 'age'?
            """#),
        (#"Dog"#, #"owner.nme == 'Ann'"#, #"""
            error: no such property 'nme' on class 'Person'
              owner.nme == 'Ann'
                    ^~~
            Did you mean 'name'?
            """#),
        (#"Dog"#, #"owner.dogs.agee > 3"#, #"""
            error: no such property 'agee' on class 'Dog'
              owner.dogs.agee > 3
                         ^~~~
            Did you mean 'age'?
            """#),
        (#"Dog"#, #"age == 'x'"#, #"""
            error: cannot compare property 'age' (int) with 'x' (string)
              age == 'x'
                     ^~~
            """#),
        (#"Dog"#, #"name == 5"#, #"""
            error: cannot compare property 'name' (string) with 5 (int)
              name == 5
                      ^
            """#),
        // Realm Core reads a number at the start of the text ("5x" is 5), so only text with none is refused.
        (#"Dog"#, #"age == "x5""#, #"""
            error: cannot compare property 'age' (int) with "x5" (string)
              age == "x5"
                     ^~~~
            """#),
        (#"Dog"#, #"owner == 'Ann'"#, #"""
            error: cannot compare property 'owner' (link to 'Person') with 'Ann' (string)
              owner == 'Ann'
                       ^~~~~
            """#),
        (#"Dog"#, #"owner.birthdate > 5"#, #"""
            error: cannot compare property 'owner.birthdate' (date) with 5 (int)
              owner.birthdate > 5
                                ^
            """#),
        (#"Dog"#, #"age BEGINSWITH 5"#, #"""
            error: 'BEGINSWITH' is not supported on values of type int
              age BEGINSWITH 5
                             ^
            """#),
        (#"Dog"#, #"name CONTAINS 5"#, #"""
            error: 'CONTAINS' is not supported on values of type int
              name CONTAINS 5
                            ^
            """#),
        (#"Dog"#, #"ANY age > 3"#, #"""
            error: 'ANY' needs a collection, but 'age' is not a list, set, dictionary or to-many relationship
              ANY age > 3
              ^~~~~~~
            """#),
        (#"Dog"#, #"ALL name == 'x'"#, #"""
            error: 'ALL' needs a collection, but 'name' is not a list, set, dictionary or to-many relationship
              ALL name == 'x'
              ^~~~~~~~
            """#),
        (#"Dog"#, #"age.@count > 3"#, #"""
            error: '@count' is not supported on values of type int
              age.@count > 3
              ^~~~~~~~~~
            """#),
        (#"Dog"#, #"owner.nicknames.@sum > 10"#, #"""
            error: '@sum' is not supported on values of type string
              owner.nicknames.@sum > 10
              ^~~~~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"owner.dogs.@sum.name > 10"#, #"""
            error: '@sum' is not supported on values of type string
              owner.dogs.@sum.name > 10
              ^~~~~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"owner.dogs.@avg.agee > 10"#, #"""
            error: no such property 'agee' on class 'Dog'
              owner.dogs.@avg.agee > 10
                              ^~~~
            Did you mean 'age'?
            """#),
        (#"Dog"#, #"name.@max > 3"#, #"""
            error: '@max' needs a collection, but 'name' is not a list, set, dictionary or to-many relationship
              name.@max > 3
              ^~~~
            """#),
        (#"Dog"#, #"@links.Person.friends.@count > 0"#, #"""
            error: property 'Person.friends' does not link to class 'Dog'
              @links.Person.friends.@count > 0
              ^~~~~~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"@links.Persn.dogs.@count > 0"#, #"""
            error: no such class 'Persn'
              @links.Persn.dogs.@count > 0
              ^~~~~~~~~~~~~~~~~
            Did you mean 'Person'?
            """#),
        (#"Dog"#, #"@links.Person.dgs.@count > 0"#, #"""
            error: no such property 'dgs' on class 'Person'
              @links.Person.dgs.@count > 0
              ^~~~~~~~~~~~~~~~~
            Did you mean 'dogs'?
            """#),
        (#"Dog"#, #"@links.@count.x > 0"#, #"""
            error: unexpected '.', expected an operator (==, !=, <, >, BEGINSWITH, IN, …) after '@links.@count'
              @links.@count.x > 0
                           ^
            """#),
        (#"Dog"#, #"@links == nil"#, #"""
            error: '@links' alone can only be counted, as in @links.@count
              @links == nil
              ^~~~~~
            """#),
        (#"Dog"#, #"SUBQUERY(name, $p, $p.name == 'Ann').@count > 0"#, #"""
            error: 'SUBQUERY' needs a collection, but 'name' is not a list, set, dictionary or to-many relationship
              SUBQUERY(name, $p, $p.name == 'Ann').@count > 0
                       ^~~~
            """#),
        (#"Dog"#, #"SUBQUERY(owners, $p, $q.name == 'Ann').@count > 0"#, #"""
            error: '$q' is not a subquery variable here
              SUBQUERY(owners, $p, $q.name == 'Ann').@count > 0
                                   ^~
            """#),
        (#"Dog"#, #"SUBQUERY(owners, $p, $p.nam == 'Ann').@count > 0"#, #"""
            error: no such property 'nam' on class 'Person'
              SUBQUERY(owners, $p, $p.nam == 'Ann').@count > 0
                                      ^~~
            Did you mean 'name'?
            """#),
        (#"Dog"#, #"age == $3"#, #"""
            error: no value for argument '$3': only 3 arguments ($0…$2) were given
              age == $3
                     ^~
            """#),
        (#"Dog"#, #"age == $0 AND name == $5"#, #"""
            error: no value for argument '$5': only 3 arguments ($0…$2) were given
              age == $0 AND name == $5
                                    ^~
            """#),
        (#"Dog"#, #"age IN 5"#, #"""
            error: 'IN' must be followed by a list, such as {1, 2, 3}, a list argument or a collection property
              age IN 5
                     ^
            """#),
        (#"Dog"#, #"age IN name"#, #"""
            error: 'IN' must be followed by a list, such as {1, 2, 3}, a list argument or a collection property
              age IN name
                     ^~~~
            """#),
        (#"Dog"#, #"owner BETWEEN {1, 5}"#, #"""
            error: 'BETWEEN' is not supported on values of type link to 'Person'
              owner BETWEEN {1, 5}
              ^~~~~
            """#),
        (#"Dog"#, #"1 == 2"#, #"""
            error: comparison between two constants is not supported; one side must be a property
              1 == 2
              ^~~~~~
            """#),
        (#"Dog"#, #"'a' == $1"#, #"""
            error: comparison between two constants is not supported; one side must be a property
              'a' == $1
              ^~~~~~~~~
            """#),
        (#"Dog"#, #"name + 1 > 3"#, #"""
            error: '+' is not supported on values of type string
              name + 1 > 3
              ^~~~
            """#),
        (#"Dog"#, #"owner == obj('Dog', 'Rex')"#, #"""
            error: cannot compare property 'owner' (link to 'Person') with obj('Dog', 'Rex') (link to 'Dog')
              owner == obj('Dog', 'Rex')
                       ^~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"owner == obj('Persn', 'Ann')"#, #"""
            error: no such class 'Persn'
              owner == obj('Persn', 'Ann')
                       ^~~~~~~~~~~~~~~~~~~
            Did you mean 'Person'?
            """#),
        (#"Dog"#, #"owner == obj('Person', 'Ann')"#, #"""
            error: class 'Person' has no primary key, so obj('Person', …) cannot name an object
              owner == obj('Person', 'Ann')
                       ^~~~~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"owner.dogs == obj('Dog', 5)"#, #"""
            error: cannot compare the primary key of 'Dog' (string) with 5 (int)
              owner.dogs == obj('Dog', 5)
                                       ^
            """#),
        (#"Dog"#, #"name TEXT 'cat'"#, #"""
            error: TEXT needs a full-text index, but 'name' has none
              name TEXT 'cat'
              ^~~~
            """#),
        // Through a list of links TEXT is Realm Core's "some linked object matches", so it needs the index.
        (#"Dog"#, #"owner.dogs.name TEXT 'cat'"#, #"""
            error: TEXT needs a full-text index, but 'owner.dogs.name' has none
              owner.dogs.name TEXT 'cat'
              ^~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"owners.name TEXT 'cat'"#, #"""
            error: TEXT needs a full-text index, but 'owners.name' has none
              owners.name TEXT 'cat'
              ^~~~~~~~~~~
            """#),
        (#"Dog"#, #"age GEOWITHIN geoCircle([1, 2], 0.5)"#, #"""
            error: 'GEOWITHIN' is not supported on values of type int
              age GEOWITHIN geoCircle([1, 2], 0.5)
              ^~~
            """#),
        (#"Dog"#, #"owner.address.location GEOWITHIN geoCircle([1, $1], 0.5)"#, #"""
            error: cannot compare a coordinate (double) with argument $1 (string)
              owner.address.location GEOWITHIN geoCircle([1, $1], 0.5)
                                                             ^~
            """#),
        (#"Dog"#, #"owner.address.location GEOWITHIN $0"#, #"""
            error: geospatial shapes cannot be passed as arguments yet; write geoBox(…), geoCircle(…) or geoPolygon(…)
              owner.address.location GEOWITHIN $0
              ^~~~~~~~~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"age == 1 SORT(owner.dogs.name ASC)"#, #"""
            error: 'SORT' is not supported on values of type collection
              age == 1 SORT(owner.dogs.name ASC)
                            ^~~~~~~~~~~~~~~
            """#),
        (#"Dog"#, #"age == 1 DISTINCT(nam)"#, #"""
            error: no such property 'nam' on class 'Dog'
              age == 1 DISTINCT(nam)
                                ^~~
            Did you mean 'name'?
            """#),
        (#"Dog"#, #"owner < nil"#, #"""
            error: '<' is not supported on values of type link to 'Person'
              owner < nil
                    ^
            """#),
        (#"Dog"#, #"name <[c] 'a'"#, #"""
            error: '<[c]' is not supported on values of type string
              name <[c] 'a'
                   ^
            """#),
        (#"Dog"#, #"age ==[c] null"#, #"""
            error: '==[c]' is not supported on values of type null
              age ==[c] null
                        ^~~~
            """#),
        (#"Dog"#, #"age BETWEEN {1, 'x'}"#, #"""
            error: cannot compare property 'age' (int) with 'x' (string)
              age BETWEEN {1, 'x'}
                              ^~~
            """#),
        (#"Person"#, #"nicknames BETWEEN {'a', 'b'}"#, #"""
            error: invalid BETWEEN: on a collection only ALL is supported, as in ALL nicknames BETWEEN {…}
              nicknames BETWEEN {'a', 'b'}
                        ^~~~~~~
            """#),
        (#"Dog"#, #"name.first == 'x'"#, #"""
            error: 'name' is not a link to an object, so it has no properties
              name.first == 'x'
                   ^~~~~
            """#),
        (#"AllTypes"#, #"mixedCol.@type == 'intx'"#, #"""
            error: unknown type name 'intx' for @type (expected one of null, int, integer, int16, int32, int64, short, long, byte, char, bool, boolean, string, binary, data, bytearray, byte[], date, datetimeoffset, timestamp, float, double, decimal128, decimal, objectlink, link, objectid, uuid, guid, numeric, bindata, object, dictionary, array, list, collection)
              mixedCol.@type == 'intx'
                                ^~~~~~
            """#),
        (#"AllTypes"#, #"mixedCol.@type == 5"#, #"""
            error: cannot compare 'mixedCol.@type' (@type) with 5 (int)
              mixedCol.@type == 5
                                ^
            """#),
        (#"AllTypes"#, #"mixedCol.@type < 'int'"#, #"""
            error: '<' is not supported on values of type @type
              mixedCol.@type < 'int'
                             ^
            """#),
        (#"AllTypes"#, #"intSet[0] > 3"#, #"""
            error: subscript '[0]' cannot be used on 'intSet'
              intSet[0] > 3
                    ^~~
            """#),
        (#"AllTypes"#, #"intList['a'] > 3"#, #"""
            error: subscript '["a"]' cannot be used on 'intList'
              intList['a'] > 3
                     ^~~~~
            """#),
        (#"AllTypes"#, #"intDict[0] > 3"#, #"""
            error: subscript '[0]' cannot be used on 'intDict'
              intDict[0] > 3
                     ^~~
            """#),
        (#"AllTypes"#, #"intList.@keys == 'a'"#, #"""
            error: subscript '@keys' cannot be used on 'intList'
              intList.@keys == 'a'
                      ^~~~~
            """#),
        (#"AllTypes"#, #"stringList.@sum > 3"#, #"""
            error: '@sum' is not supported on values of type string
              stringList.@sum > 3
              ^~~~~~~~~~~~~~~
            """#),
        (#"AllTypes"#, #"boolList.@avg > 3"#, #"""
            error: '@avg' is not supported on values of type bool
              boolList.@avg > 3
              ^~~~~~~~~~~~~
            """#),
        (#"AllTypes"#, #"dataList.@min > 3"#, #"""
            error: '@min' is not supported on values of type data
              dataList.@min > 3
              ^~~~~~~~~~~~~
            """#),
        (#"AllTypes"#, #"uuidCol == oid(507f1f77bcf86cd799439011)"#, #"""
            error: cannot compare property 'uuidCol' (uuid) with oid(507f1f77bcf86cd799439011) (objectId)
              uuidCol == oid(507f1f77bcf86cd799439011)
                         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """#),
        (#"AllTypes"#, #"objectIdCol == 'abc'"#, #"""
            error: cannot compare property 'objectIdCol' (objectId) with 'abc' (string)
              objectIdCol == 'abc'
                             ^~~~~
            """#),
        (#"AllTypes"#, #"dateCol == 5"#, #"""
            error: cannot compare property 'dateCol' (date) with 5 (int)
              dateCol == 5
                         ^
            """#),
        (#"AllTypes"#, #"intList[$1] == 3"#, #"""
            error: subscript '[$1]' cannot be used on 'intList'
              intList[$1] == 3
                     ^~~~
            """#),
        (#"AllTypes"#, #"intList[$2] == 3"#, #"""
            error: subscript '$2 (mixed)' cannot be used on 'a collection'
              intList[$2] == 3
                     ^~~~
            """#),
        (#"AllTypes"#, #"objectCol == $0"#, #"""
            error: cannot compare property 'objectCol' (link to 'Dog') with argument $0 (int)
              objectCol == $0
                           ^~
            """#),
        (#"AllTypes"#, #"intCol + stringCol > 3"#, #"""
            error: '+' is not supported on values of type string
              intCol + stringCol > 3
                       ^~~~~~~~~
            """#),
        (#"AllTypes"#, #"ANY intCol IN {1, 2}"#, #"""
            error: 'ANY' needs a collection, but 'intCol' is not a list, set, dictionary or to-many relationship
              ANY intCol IN {1, 2}
              ^~~~~~~~~~
            """#),
        // Realm Core reads nothing after a dictionary's `@keys`, so `.x` is dropped, and keys are strings.
        (#"AllTypes"#, #"intDict.@keys.x == 3"#, #"""
            error: cannot compare property 'intDict.@keys.x' (string) with 3 (int)
              intDict.@keys.x == 3
                                 ^
            """#),
        (#"AllTypes"#, #"intCol.x == 3"#, #"""
            error: 'intCol' is not a link to an object, so it has no properties
              intCol.x == 3
                     ^
            """#),
    ]

    @Test(arguments: syntaxErrors)
    func rendersSyntaxError(_ query: String, _ expected: String) {
        #expect(parseOrRender(query) == expected)
    }

    @Test(arguments: resolutionErrors)
    func rendersResolutionError(_ className: String, _ query: String, _ expected: String) {
        #expect(resolveOrRender(query, on: className, arguments: [.int(1), .string("x"), .list([.int(1), .int(2)])]) == expected)
    }
}

// MARK: - Rendering

@Suite struct QueryErrorRenderingTests {
    @Test func rendersTheBriefsExample() {
        #expect(resolveOrRender("agee < 2", on: "Dog") == """
            error: no such property 'agee' on class 'Dog'
              agee < 2
              ^~~~
            Did you mean 'age'?
            """)
    }

    @Test func countsColumnsInCharactersNotBytes() {
        #expect(resolveOrRender("name == 'é' AND agé > 1", on: "Dog") == """
            error: no such property 'agé' on class 'Dog'
              name == 'é' AND agé > 1
                              ^~~
            Did you mean 'age'?
            """)
    }

    @Test func showsOnlyTheLineOfAMultiLineQuery() {
        #expect(resolveOrRender("age > 1 AND\nnme == 'x'", on: "Dog") == """
            error: no such property 'nme' on class 'Dog'
              nme == 'x'
              ^~~
            Did you mean 'name'?
            """)
    }

    @Test func replacesTabsSoCaretsLineUp() {
        #expect(parseOrRender("age\t> #") == """
            error: invalid character '#'
              age > #
                    ^
            """)
    }

    @Test func endOfQueryPointsPastTheEnd() {
        #expect(parseOrRender("age > 3 AND") == """
            error: unexpected end of query, expected a value or a property
              age > 3 AND
                         ^
            """)
    }

    @Test func descriptionIsTheMessageWithNoErrorPrefix() {
        let error = QueryError(.unknownProperty("x", className: "Dog", suggestion: "y"), at: SourceRange(0..<1))
        #expect(error.description == "no such property 'x' on class 'Dog'")
        #expect(error.hint == "Did you mean 'y'?")
    }

    @Test func missingArgumentWithNoArgumentsAtAll() {
        #expect(resolveOrRender("age == $0", on: "Dog", arguments: []) == """
            error: no value for argument '$0': no arguments were given
              age == $0
                     ^~
            """)
    }
}
