import CompileSupport
import Testing

@Suite("WidgetBundleBuilder block size")
struct WidgetBundleCompileTests {
    @Test(
        "Ten widgets in one block compile; eleven do not",
        .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason)))
    func blockSize() async throws {
        let ten = try await CompileCheck.typecheckOffThePool(CompileCheck.widgetBundle(count: 10), name: "TenWidgets")
        #expect(ten.compiled, "10 widgets must compile:\n\(ten.output)")
        let eleven = try await CompileCheck.typecheckOffThePool(
            CompileCheck.widgetBundle(count: 11), name: "ElevenWidgets")
        #expect(!eleven.compiled, "11 widgets in one block must not compile")
        #expect(eleven.output.contains("ElevenWidgets.swift:"), "\(eleven.output)")
        #expect(eleven.output.contains("error: extra argument in call"), "\(eleven.output)")
    }
}
