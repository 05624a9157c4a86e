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

    @Test(
        "A widget extension's file compiles: @main on its bundle, contentMarginsDisabled() on a configuration",
        .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason)))
    func extensionEntryPoint() async throws {
        // As Xcode's widget extension template writes it; `-parse-as-library`, as SwiftPM compiles an executable
        // target whose entry point is `@main`.
        let source = """
            import AppIntents
            import WidgetKit

            struct Entry: TimelineEntry { let date: Date }

            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> Entry { Entry(date: .now) }
                func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                    completion(Timeline(entries: [], policy: .never))
                }
            }

            struct Clock: Widget {
                let kind = "Clock"
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: Provider()) { _ in }
                        .configurationDisplayName("Clock")
                        .contentMarginsDisabled()
                        .supportedFamilies([.systemSmall])
                }
            }

            @main
            struct ClockWidgets: WidgetBundle {
                var body: some Widget {
                    Clock()
                }
            }

            """
        let checked = try await CompileCheck.typecheckOffThePool(
            source, name: "ClockWidgets", arguments: ["-parse-as-library"])
        #expect(checked.compiled, "\(checked.output)")
        // The same bundle without `@main`'s requirement met (a bundle that cannot be made with `init()`) is refused:
        // the check sees what `@main` needs.
        let uninitializable = source.replacingOccurrences(
            of: "struct ClockWidgets: WidgetBundle {", with: "struct ClockWidgets: WidgetBundle {\n    let name: String"
        )
        let refused = try await CompileCheck.typecheckOffThePool(
            uninitializable, name: "ClockWidgetsWithoutInit", arguments: ["-parse-as-library"])
        #expect(!refused.compiled, "a bundle without init() must not compile")
    }
}
