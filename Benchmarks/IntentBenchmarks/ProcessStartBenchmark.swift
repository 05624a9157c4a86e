import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `intents run <intent>` as a whole process against `intents --version` as a whole process
/// (target: ratio ≤ 1.5). Both are spawned from the `intents` binary beside this executable,
/// alternately, output to /dev/null, app groups in a temporary directory; each sample is one
/// process from spawn to exit.
enum ProcessStartBenchmark: BenchmarkSuite {
    static let name = "Process: intents run vs intents --version"

    /// The variable naming the `intents` binary, when it is not beside this executable.
    static let executableVariable = "INTENTS_EXECUTABLE"

    /// The intent `intents run` runs: `NoOpIntent`, whose `perform()` does nothing and whose run
    /// reloads no widget, so the figure is the runtime's own cost.
    static let intent = "NoOpIntent"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        let executable = try intentsExecutable()
        let groups = FileManager.default.temporaryDirectory
            .appendingPathComponent("intents-benchmarks-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: groups, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: groups) }
        var environment = ProcessInfo.processInfo.environment
        environment["INTENT_RUNTIME_APP_GROUPS"] = groups.path
        environment["NO_COLOR"] = "1"

        let commands: [(name: String, arguments: [String])] = [
            ("intents --version", ["--version"]),
            ("intents run \(intent)", ["run", intent]),
        ]
        let samples = AsyncSampling.isQuick ? 3 : max(harness.samples, 50)
        let warmUps = AsyncSampling.isQuick ? 1 : 3
        var wallTimes: [[Duration]] = Array(repeating: [], count: commands.count)
        var cpuTimes: [[Duration]] = Array(repeating: [], count: commands.count)
        for round in 0..<(warmUps + samples) {
            for (index, command) in commands.enumerated() {
                let (wall, cpu) = try spawnAndWait(executable, command.arguments, environment: environment)
                if round >= warmUps {
                    wallTimes[index].append(wall)
                    cpuTimes[index].append(cpu)
                }
            }
        }
        harness.printGroup("\(executable.path), \(samples) processes each, alternating")
        let version = BenchmarkResult(name: commands[0].name, times: wallTimes[0])
        let run = BenchmarkResult(name: commands[1].name, times: wallTimes[1])
        harness.printLine(version)
        harness.printLine(run, baseline: version)
        // CPU time (user + system, every thread) moves less than wall time on a busy machine.
        let versionCPU = BenchmarkResult(name: "CPU, " + commands[0].name, times: cpuTimes[0])
        let runCPU = BenchmarkResult(name: "CPU, " + commands[1].name, times: cpuTimes[1])
        harness.printLine(versionCPU)
        harness.printLine(runCPU, baseline: versionCPU)
    }

    /// The `intents` binary: `$INTENTS_EXECUTABLE`, else the one beside this executable.
    private static func intentsExecutable() throws -> URL {
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

    /// Spawns one process with standard output and error to /dev/null and waits for it.
    /// - Returns: The time from spawn to exit, and the CPU time the process used (user and system).
    private static func spawnAndWait(
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
                "intents \(arguments.joined(separator: " ")) ended with status \(exitedNormally ? exitCode : -status)")
        }
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return (elapsed, duration(usage.ru_utime) + duration(usage.ru_stime))
    }
}
