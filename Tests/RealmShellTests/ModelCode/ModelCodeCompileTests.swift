import Foundation
import TestChildProcesses
@testable import RealmShell
import Testing

/// The generated model code compiles: each language's compiler (where the
/// distribution packages one: `javac` from default-jdk-headless, `tsc` from
/// node-typescript, `node` for JavaScript syntax, `mcs` from mono-mcs)
/// checks it against small stubs of the SDK (`Stubs/`). Each test skips
/// with a note where its compiler is absent; CI does not depend on them.
@Suite struct ModelCodeCompileTests {
    static let stubs = ModelCodeSamples.directory.appendingPathComponent("Stubs")

    /// The awkward-names schema, then every shared fixture that is present.
    static func samples(_ language: ModelCodeLanguage) throws -> [(name: String, code: String)] {
        var samples = [("awkward", language.render(ModelCodeSamples.awkwardSchema, fileBaseName: "awkward")),
                       ("hostile", language.render(ModelCodeSamples.hostileSchema, isGenuineFile: true, fileBaseName: "hostile"))]
        if fixturesDirectory != nil {
            for fixture in ModelCodeSamples.fixtureNames {
                let outcome = run(["schema", try ModelCodeSamples.fixturePath(fixture), "--format", language.rawValue])
                samples.append((fixture, outcome.stdout))
            }
        }
        return samples
    }

    @Test(.enabled(if: Compiler.swiftc != nil, "swiftc is not found; Swift model code not type-checked"))
    func swiftModelCodeTypeChecks() throws {
        let swiftc = try #require(Compiler.swiftc)
        let scratch = try ScratchDirectory()
        let module = try Compiler.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", "RealmSwift", "-emit-module-path",
                                               scratch.path("RealmSwift.swiftmodule"), Self.stubs.appendingPathComponent("RealmSwift.swift").path])
        try #require(module.status == 0, "the RealmSwift stub does not build: \(module.output)")
        for sample in try Self.samples(.swift) {
            let file = scratch.path("\(sample.name).swift")
            try sample.code.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try Compiler.run(swiftc, ["-typecheck", "-parse-as-library", "-I", scratch.url.path, file])
            #expect(result.status == 0, "\(sample.name).swift: \(result.output)")
        }
    }

    @Test(.enabled(if: Compiler.isInstalled("/usr/bin/javac"), "javac is not installed (apt-get install default-jdk-headless); Java model code not compiled"))
    func javaModelCodeCompiles() throws {
        for sample in try Self.samples(.java) {
            let scratch = try ScratchDirectory()
            let stubs = try String(contentsOf: Self.stubs.appendingPathComponent("java/RealmStubs.java"), encoding: .utf8)
            let files = try Compiler.splitFiles(stubs, into: scratch) + Compiler.splitFiles(sample.code, into: scratch)
            let result = try Compiler.run("/usr/bin/javac", ["-d", scratch.path("classes")] + files)
            #expect(result.status == 0, "\(sample.name).java: \(result.output)")
        }
    }

    @Test(.enabled(if: Compiler.isInstalled("/usr/bin/tsc"), "tsc is not installed (apt-get install node-typescript); TypeScript model code not compiled"))
    func typeScriptModelCodeCompiles() throws {
        // One tsc run for every sample (each file is a module of its own): tsc starts slowly.
        let scratch = try ScratchDirectory()
        var files: [String] = []
        for sample in try Self.samples(.typescript) {
            let file = scratch.path("\(sample.name).ts")
            try sample.code.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let result = try Compiler.run("/usr/bin/tsc", ["--noEmit", "--strict", "--target", "es2022", "--module", "es2022",
                                                       "--moduleResolution", "node", Self.stubs.appendingPathComponent("realm.d.ts").path] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: Compiler.isInstalled("/usr/bin/node"), "node is not installed; JavaScript model code not checked"))
    func javaScriptModelCodeParses() throws {
        for sample in try Self.samples(.javascript) {
            let scratch = try ScratchDirectory()
            let file = scratch.path("models.mjs")
            try sample.code.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try Compiler.run("/usr/bin/node", ["--check", file])
            #expect(result.status == 0, "\(sample.name).js: \(result.output)")
        }
    }

    @Test(.enabled(if: Compiler.isInstalled("/usr/bin/mcs"), "mcs is not installed (apt-get install mono-mcs); C# model code not compiled"))
    func cSharpModelCodeCompiles() throws {
        for sample in try Self.samples(.csharp) {
            let scratch = try ScratchDirectory()
            let file = scratch.path("Models.cs")
            try sample.code.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try Compiler.run("/usr/bin/mcs", ["-target:library", "-warnaserror-", "-out:" + scratch.path("Models.dll"),
                                                           Self.stubs.appendingPathComponent("RealmStubs.cs").path, file])
            #expect(result.status == 0, "\(sample.name).cs: \(result.output)")
        }
    }
}

/// Running a compiler on generated code.
enum Compiler {
    static func isInstalled(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The Swift compiler on PATH (the toolchain building these tests).
    static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `tool` and returns its exit status and combined output.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let (process, drained) = try BoundedChild.run(URL(fileURLWithPath: tool), arguments, mergingErrors: true)
        return (process.terminationStatus, String(decoding: drained.stdout, as: UTF8.self))
    }

    /// Writes each `// File: PATH` section of `text` to its own file under
    /// `scratch` (Java wants one public class per file); returns the paths.
    static func splitFiles(_ text: String, into scratch: ScratchDirectory) throws -> [String] {
        var paths: [String] = [], current: String?, body = ""
        func flush() throws {
            guard let current else { return }
            let path = scratch.path(current)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try body.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// File: ") {
                try flush()
                current = String(line.dropFirst("// File: ".count))
                body = ""
            } else {
                body += line + "\n"
            }
        }
        try flush()
        return paths
    }
}
