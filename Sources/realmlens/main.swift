#if canImport(Glibc)
import Glibc
#endif
import RealmShell

// The thin executable: environment in, exit code out. All behaviour lives in RealmShell.
setlocale(LC_ALL, "C.UTF-8")
signal(SIGPIPE, SIG_IGN)

var environment: [String: String] = [:]
var envp = environ
while let entry = envp.pointee {
    let pair = String(cString: entry)
    if let eq = pair.firstIndex(of: "=") {
        environment[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
    }
    envp += 1
}

let arguments = Array(CommandLine.arguments.dropFirst())
let runner = CommandLineRunner(stdout: FileDescriptorOutput.standardOutput(), stderr: FileDescriptorOutput.standardError(),
                               environment: environment)
exit(runner.run(arguments).rawValue)
