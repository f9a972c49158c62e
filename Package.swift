// swift-tools-version:6.0
import PackageDescription

// Layers point one way (see DESIGN.md): realmlens → RealmShell → {RealmLifecycle,
// DemoData} → {RealmStore, RealmFile, RealmQuery} → RealmModel; only SQLite
// imports CSQLite and only the executable imports CReadline. CCrypto and CReadline
// declare types only: RealmFile loads libcrypto.so.3 (at the first encrypted file) and
// the studio libreadline.so.8 with dlopen, so no one-shot command's image carries them.
let package = Package(
    name: "realmlens",
    products: [
        .executable(name: "realmlens", targets: ["realmlens"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        .target(name: "RealmModel"),
        .target(name: "RealmQuery", dependencies: ["RealmModel"]),
        .target(name: "RealmStore", dependencies: ["SQLite", "RealmQuery", "RealmModel"]),
        .target(name: "RealmFile", dependencies: ["RealmModel", "CCrypto"]),
        .target(name: "DemoData", dependencies: ["RealmStore", "RealmModel"]),
        // The store life cycle: opening, compaction, copies, deletion, snapshots, locks, atomic files.
        .target(name: "RealmLifecycle", dependencies: ["RealmStore", "RealmFile", "RealmQuery", "RealmModel", "SQLite"]),
        .target(name: "RealmShell", dependencies: ["RealmLifecycle", "RealmStore", "RealmFile", "DemoData", "RealmQuery", "RealmModel", "SQLite"]),
        // The Swift runtime linked in statically: a one-shot command no longer loads and binds a dozen
        // shared libraries at start-up (about 4 ms of a point look-up's 8 ms). StaticLinking/ (its README)
        // does the same for libsqlite3 and libstdc++: only libc, libm and libgcc_s
        // are loaded, and start-up binds ~100 symbols instead of ~7,000. `--no-export-dynamic` undoes
        // -static-stdlib's export of every symbol (for plugins loaded with dlopen, which realmlens never does):
        // 3,600 fewer dynamic symbols for the loader to search, ~3% of a point look-up's instructions.
        .executableTarget(name: "realmlens", dependencies: ["RealmShell", "RealmLifecycle", "RealmStore", "RealmFile", "CReadline"], exclude: ["StaticLinking"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-L", Context.packageDirectory + "/Sources/realmlens/StaticLinking",
                                                         "-Xlinker", "--no-export-dynamic"])]),
        .executableTarget(name: "realmlens-bench", dependencies: ["RealmStore", "RealmFile", "RealmModel", "SQLite"], path: "Benchmarks/realmlens-bench"),

        // Test support: running another program within a bound (never a hang), for the test targets below.
        .target(name: "TestChildProcesses", path: "Tests/TestChildProcesses"),
        // Test support: the one seeded generator (SplitMix64) of the test targets, DemoData's own.
        .target(name: "TestRandomness", dependencies: ["DemoData"], path: "Tests/TestRandomness"),
        // Test support: Realm Core itself (`../shared/tools/realm-core-check`), found and run within a bound.
        .target(name: "TestRealmCore", dependencies: ["TestChildProcesses"], path: "Tests/TestRealmCore"),
        // Test support: canonical dumps built from Swift values, for stores and genuine files of chosen data.
        .target(name: "TestCanonicalDumps", path: "Tests/TestCanonicalDumps"),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
        .testTarget(name: "RealmModelTests", dependencies: ["RealmModel"]),
        .testTarget(name: "RealmQueryTests", dependencies: ["RealmQuery", "RealmModel", "TestRandomness"]),
        .testTarget(name: "RealmStoreTests", dependencies: ["RealmStore", "RealmModel", "SQLite", "RealmFile", "DemoData", "TestChildProcesses", "TestRandomness",
                                                    "TestRealmCore", "TestCanonicalDumps"]),
        // The tests call libcrypto directly, to check our encryption and SHA-256 against it.
        .testTarget(name: "RealmFileTests", dependencies: ["RealmFile", "RealmModel", "CCrypto", "TestChildProcesses", "TestRandomness", "TestRealmCore"],
                    linkerSettings: [.linkedLibrary("crypto")]),
        .testTarget(name: "DemoDataTests", dependencies: ["DemoData", "RealmStore", "RealmModel"]),
        .testTarget(name: "RealmLifecycleTests", dependencies: ["RealmLifecycle", "RealmStore", "RealmFile", "RealmModel"]),
        .testTarget(name: "RealmShellTests", dependencies: ["RealmShell", "RealmLifecycle", "RealmStore", "RealmModel", "RealmFile", "SQLite", "TestChildProcesses", "TestRandomness",
                                                    "TestRealmCore", "TestCanonicalDumps"],
                    exclude: ["Scripts", "Support", "ModelCode/Golden", "ModelCode/Stubs"]),
    ],
    swiftLanguageModes: [.v6]
)
