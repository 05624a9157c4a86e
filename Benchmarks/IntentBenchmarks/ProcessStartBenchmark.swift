import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole processes, spawn to exit: `intents --version` (target ≤ 1.3×) and `intents run NoOpIntent`
/// (target ≤ 2×) against a bare Swift executable that prints one line, built by this benchmark with
/// the toolchain's `swiftc -O` and its default (dynamic) linking, as `swiftc` builds any program.
/// Beside it, for reference: the same program linked with `-static-stdlib` (how the release
/// `intents` is linked) and the same program with `import Foundation` (what a host that imports
/// Foundation pays at every start). All are spawned in turn, round after round, output to
/// /dev/null, app groups in a temporary directory.
enum ProcessStartBenchmark: BenchmarkSuite {
    static let name = "Process: intents against a bare Swift executable"

    /// The variable naming the `intents` binary, when it is not beside this executable.
    static let executableVariable = "INTENTS_EXECUTABLE"

    /// The variable naming the Swift compiler that builds the bare programs, when `swiftc` on the
    /// `PATH` is not the one.
    static let compilerVariable = "SWIFTC"

    /// The intent `intents run` runs: `NoOpIntent`, whose `perform()` does nothing and whose run
    /// reloads no widget, so the figure is the runtime's own cost.
    static let intent = "NoOpIntent"

    /// One program the suite spawns.
    private struct Command {
        var name: String
        var executable: URL
        var arguments: [String]
    }

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        let executable = try intentsExecutable()
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("intents-benchmarks-\(getpid())", isDirectory: true)
        let groups = scratch.appendingPathComponent("app-groups", isDirectory: true)
        try FileManager.default.createDirectory(at: groups, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["INTENT_RUNTIME_APP_GROUPS"] = groups.path
        environment["NO_COLOR"] = "1"

        let bare = try BareProgram.build(in: scratch, compilerVariable: compilerVariable)
        var commands: [Command] = []
        if let bare {
            commands.append(Command(name: "bare Swift executable", executable: bare.dynamic, arguments: []))
            if let linked = bare.staticallyLinked {
                commands.append(Command(name: "bare, -static-stdlib", executable: linked, arguments: []))
            }
            if let foundation = bare.importingFoundation {
                commands.append(Command(name: "bare, import Foundation", executable: foundation, arguments: []))
            }
        }
        let version = commands.count
        commands.append(Command(name: "intents --version", executable: executable, arguments: ["--version"]))
        commands.append(Command(name: "intents run \(intent)", executable: executable, arguments: ["run", intent]))

        let samples = AsyncSampling.isQuick ? 3 : max(harness.samples, 50)
        let warmUps = AsyncSampling.isQuick ? 1 : 3
        var wallTimes: [[Duration]] = Array(repeating: [], count: commands.count)
        var cpuTimes: [[Duration]] = Array(repeating: [], count: commands.count)
        for round in 0..<(warmUps + samples) {
            for (index, command) in commands.enumerated() {
                let (wall, cpu) = try spawnAndWait(command.executable, command.arguments, environment: environment)
                if round >= warmUps {
                    wallTimes[index].append(wall)
                    cpuTimes[index].append(cpu)
                }
            }
        }
        harness.printGroup("\(executable.path), \(samples) processes each, in turn")
        if bare == nil {
            print("    (no swiftc found to build the bare baseline: set \(compilerVariable); ratios are to --version)")
        }
        for (label, times) in [("", wallTimes), ("CPU, ", cpuTimes)] {
            // CPU time (user + system, every thread) moves less than wall time on a busy machine.
            let results = commands.indices.map { BenchmarkResult(name: label + commands[$0].name, times: times[$0]) }
            let baseline = results[0]
            harness.printLine(baseline)
            for result in results.dropFirst() {
                harness.printLine(result, baseline: baseline)
            }
            if version > 0 {
                harness.printLine(results[version + 1], baseline: results[version])
            }
        }
    }

    /// The `intents` binary: `$INTENTS_EXECUTABLE`, else the one beside this executable.
    static func intentsExecutable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment[executableVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("intents")
        guard FileManager.default.isExecutableFile(atPath: beside.path) else {
            throw SamplingError.unexpected(
                "no intents binary at \(beside.path): build it with the same configuration and scratch path "
                    + "(swift build -c release --product intents …) or set \(executableVariable)"
            )
        }
        return beside
    }

    /// Spawns one process with standard input, output and error on /dev/null and waits for it.
    /// - Returns: The time from spawn to exit, and the CPU time the process used (user and system).
    static func spawnAndWait(
        _ executable: URL,
        _ arguments: [String],
        environment: [String: String]
    ) throws -> (wall: Duration, cpu: Duration) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw SamplingError.unexpected("cannot start \(executable.path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw SamplingError.unexpected("wait4 failed: errno \(errno)") }
        }
        let elapsed = clock.now - start
        let exitedNormally = status & 0x7f == 0
        let exitCode = (status >> 8) & 0xff
        guard exitedNormally, exitCode == 0 else {
            throw SamplingError.unexpected(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with status "
                    + "\(exitedNormally ? exitCode : -status)"
            )
        }
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return (elapsed, duration(usage.ru_utime) + duration(usage.ru_stime))
    }
}

/// The baseline programs: one `print`, compiled with `swiftc -O`.
struct BareProgram {
    /// Linked as `swiftc` links by default.
    var dynamic: URL
    /// Linked with `-static-stdlib`; `nil` where the toolchain cannot.
    var staticallyLinked: URL?
    /// With `import Foundation` (and so Foundation's libraries loaded at start); `nil` where it does not build.
    var importingFoundation: URL?

    /// Compiles the programs into `directory`.
    /// - Returns: `nil` when there is no `swiftc`.
    static func build(in directory: URL, compilerVariable: String) throws -> BareProgram? {
        guard let compiler = compiler(variable: compilerVariable) else { return nil }
        let plain = directory.appendingPathComponent("bare.swift")
        try Data("print(\"bare\")\n".utf8).write(to: plain)
        let foundation = directory.appendingPathComponent("bare-foundation.swift")
        try Data("import Foundation\n\nprint(\"bare\")\n".utf8).write(to: foundation)

        let dynamic = directory.appendingPathComponent("bare")
        guard compile(compiler, plain, to: dynamic, flags: []) else {
            throw SamplingError.unexpected("\(compiler.path) could not build the bare baseline program")
        }
        let linked = directory.appendingPathComponent("bare-static")
        let importing = directory.appendingPathComponent("bare-foundation")
        return BareProgram(
            dynamic: dynamic,
            staticallyLinked: compile(compiler, plain, to: linked, flags: ["-static-stdlib"]) ? linked : nil,
            importingFoundation: compile(compiler, foundation, to: importing, flags: []) ? importing : nil
        )
    }

    /// `$SWIFTC`, else `swiftc` on the `PATH`.
    private static func compiler(variable: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[variable], !path.isEmpty { return URL(fileURLWithPath: path) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `swiftc -O source -o output flags…`, its output discarded.
    /// - Returns: Whether it succeeded.
    private static func compile(_ compiler: URL, _ source: URL, to output: URL, flags: [String]) -> Bool {
        let arguments = ["-O", source.path, "-o", output.path] + flags
        let environment = ProcessInfo.processInfo.environment
        guard (try? ProcessStartBenchmark.spawnAndWait(compiler, arguments, environment: environment)) != nil else {
            return false
        }
        return FileManager.default.isExecutableFile(atPath: output.path)
    }
}
