import CompileSupport
import Testing

@Suite("AppShortcutsBuilder block size")
struct ShortcutBuilderCompileTests {
    @Test(
        "Ten shortcuts in one block compile; eleven do not",
        .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason)))
    func blockSize() async throws {
        let ten = try await CompileCheck.typecheckOffThePool(
            CompileCheck.shortcutsProvider(count: 10), name: "TenShortcuts")
        #expect(ten.compiled, "10 shortcuts must compile:\n\(ten.output)")
        let eleven = try await CompileCheck.typecheckOffThePool(
            CompileCheck.shortcutsProvider(count: 11), name: "ElevenShortcuts")
        #expect(!eleven.compiled, "11 shortcuts in one block must not compile")
        #expect(eleven.output.contains("ElevenShortcuts.swift:"), "\(eleven.output)")
        #expect(eleven.output.contains("error: extra argument in call"), "\(eleven.output)")
    }
}
