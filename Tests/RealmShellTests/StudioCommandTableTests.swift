import Foundation
@testable import RealmShell
import Testing

/// The studio's one command table: statements and dot commands declared
/// once, with help, dispatch, did-you-mean and completion derived from it.
@Suite struct StudioCommandTableTests {
    let table = CommandTable.studio

    @Test func namesAreUniqueAndEveryEntryIsDocumented() {
        let names = table.commands.flatMap { [$0.name.lowercased()] + $0.aliases }
        #expect(Set(names).count == names.count, "statement words, command names and aliases must be unique")
        for command in table.commands {
            #expect(command.abstract.hasSuffix(".") || command.abstract.hasSuffix(")"), "\(command.name) needs a one-sentence abstract")
            if command.isStatement {
                #expect(command.statementUsage?.hasPrefix(command.name) == true, "\(command.name)'s synopsis starts with its word")
            } else {
                #expect(command.name.hasPrefix("."), "\(command.name): dot commands start with a dot")
            }
        }
    }

    @Test func helpListsEveryStatementAndDotCommand() {
        let overview = StudioHelp.overview(table)
        for command in table.commands {
            #expect(overview.contains(command.statementUsage ?? command.name), "\(command.name) is missing from .help")
        }
        #expect(table.statementWords.contains("set-key") && !table.statementWords.contains("CLASS"))
    }

    @Test func lookupsKeepStatementsAndDotCommandsApart() {
        #expect(table.statement(named: "UPDATE")?.name == "update")
        #expect(table.command(named: "update") == nil, "a statement is not a dot command")
        #expect(table.statement(named: ".mode") == nil)
        #expect(table.suggestion(for: ".mdoe") == ".mode")
        #expect(table.helpTopic(named: "mode")?.name == ".mode")
        #expect(table.helpTopic(named: "class")?.name == "CLASS")
        #expect(table.helpSuggestion(for: "updte") == "update")
    }

    @Test func transactionStatementsAreRefusedByExec() {
        let refused = table.statements.filter { !$0.isAllowedInExec }.map(\.name)
        #expect(refused == ["begin", "commit", "rollback"])
    }

    @Test func completionComesFromTheTable() throws {
        let session = Session(stdout: CapturedOutput(), stderr: CapturedOutput(), environment: [:], isInteractive: false)
        #expect(Completion.candidates(session: session, line: "rem", word: "rem") == ["remove", "remove-key"])
        #expect(Completion.candidates(session: session, line: ".mode j", word: "j") == ["json", "jsonl"])
        #expect(Completion.candidates(session: session, line: ".echo o", word: "o") == ["on", "off"])
        #expect(Completion.candidates(session: session, line: ".open d", word: "d") == [])
    }
}

/// `StatementScanner`: the one scanner and its one quoting rule.
@Suite struct StatementScannerTests {
    @Test func wordsUnquoteWithOneEscapeRule() throws {
        #expect(try StatementScanner.words(#".open 'it\'s here' "say \"hi\"" a\b 'C:\\dir'"#)
            == [".open", "it's here", #"say "hi""#, #"a\b"#, #"C:\dir"#])
        #expect(throws: UsageError.self) { try StatementScanner.words(".open 'half") }
    }

    @Test func separatorsAndKeywordsInsideQuotesDoNotCount() {
        #expect(StatementScanner.split(#"count Dog where name == 'a;\'b'; count Person"#)
            == [#"count Dog where name == 'a;\'b'"#, "count Person"])
        #expect(StatementScanner.splitTopLevel(#"name = 'it\'s, ok', age = {1, 2}"#, separator: ",")
            == [#"name = 'it\'s, ok'"#, "age = {1, 2}"])
        #expect(StatementScanner.whereClause(#"where name == 'x where y'"#) == #"name == 'x where y'"#)
        #expect(StatementScanner.whereClause("name == 'where'") == nil)
        #expect(StatementScanner.keywordRange("set", in: #"Dog where name == "set \" set" set age = 1"#) != nil)
    }

    @Test func statementsContinueWhileAQuoteOrBracketIsOpen() {
        #expect(!StatementScanner.isComplete(#"create Dog {name: 'it\'s"#))
        #expect(StatementScanner.isComplete(#"create Dog {name: 'it\'s'}"#))
        #expect(StatementScanner.quotedPrefix(#"'a\'b' rest"#)?.0 == #"'a\'b'"#)
    }
}
