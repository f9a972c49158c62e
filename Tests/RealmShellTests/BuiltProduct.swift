import Foundation

/// Where the `realmlens` executable built with these tests lies, so process
/// tests run the binary of the same build, whatever its configuration or
/// build path (`swift test`, `swift test -c release`, `--build-path` or
/// `--scratch-path`).
///
/// `REALMLENS_BINARY` names it when set (an installed binary, or a build made
/// elsewhere); otherwise it is the `realmlens` beside the running test bundle
/// (`.build/<triple>/<configuration>/realmlensPackageTests.xctest`), where
/// SwiftPM puts every product of the package it builds for `swift test`.
enum BuiltProduct {
    static let realmlens: URL = {
        if let override = ProcessInfo.processInfo.environment["REALMLENS_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return productsFolder.appendingPathComponent("realmlens")
    }()

    /// The folder holding the running test bundle: the build's products folder.
    /// On Linux the test process is the bundle itself, which /proc/self/exe names.
    static let productsFolder: URL = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }()
}
