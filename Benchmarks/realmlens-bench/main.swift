import Glibc

if CommandLine.arguments.dropFirst().first == "query" {
    do { try QueryBenchmark.run(Array(CommandLine.arguments.dropFirst(2))) } catch { print("error: \(error)"); exit(1) }
} else {
    print("bench")
}
