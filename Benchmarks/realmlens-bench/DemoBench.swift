// `realmlens-bench demo [COUNT]`: runs `realmlens demo OUT --template dogs
// --objects COUNT` (the release binary beside this one) as a child process,
// measures its CPU time and peak RSS (wait4's rusage), and compares it with
// the raw SQLite insert baseline of `realmlens-bench store` (benchRaw).
// The child is measured from outside because this target does not depend on
// DemoData; it also measures what users run, process start included.
import Glibc

func benchDemo(count: Int) throws {
    let binary = (CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "/")) + "/realmlens"
    guard access(binary, X_OK) == 0 else {
        print("demo: \(binary) not found; build it first: swift build -c release --product realmlens")
        exit(1)
    }
    let out = temporaryPath("demo-dogs.realm")
    defer { unlink(out); unlink(out + ".lock"); unlink(out + ".note") }
    let arguments = [binary, "demo", out, "--template", "dogs", "--objects", String(count), "--seed", "1", "--to", "store"]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, nil, nil, &argv, environ) == 0 else { fatalError("cannot start \(binary)") }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { fatalError("realmlens demo failed (status \(status))") }
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    let rssMB = Double(usage.ru_maxrss) / 1024
    var info = stat()
    stat(out, &info)
    print("demo dogs: \(count) objects in \(format3(cpu)) s CPU, peak RSS \(format3(rssMB)) MB, file \(format3(Double(info.st_size) / 1_048_576)) MB")
    let raw = try benchRaw()
    print("raw:       insert \(format3(raw.insert)) s CPU (store benchmark baseline, \(count) rows)")
    print("ratio demo/raw insert: \(format3(cpu / raw.insert)) (target ≤ 1.5)")
}
