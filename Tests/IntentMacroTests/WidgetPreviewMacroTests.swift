// WidgetKit's `#Preview` macros in the compiler, written as Apple's pages show them: each form type-checks its
// arguments and expands to nothing; a preview written wrong fails as it would in Xcode.
#if !canImport(Darwin)
    import CompileSupport
    import Testing

    @Suite("Widget previews in the compiler")
    struct WidgetPreviewMacroTests {
        /// A widget file with a preview of each offered form.
        static let previews = #"""
            import AppIntents
            import WidgetKit

            struct CountEntry: TimelineEntry, RelevanceEntry {
                let date: Date
                let count: Int
            }

            struct CountProvider: TimelineProvider {
                func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
                func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                    completion(placeholder(in: context))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            struct CountConfiguration: WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "Count"
                @Parameter(title: "Step", default: 1) var step: Int
            }

            struct IntentCountProvider: AppIntentTimelineProvider {
                func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
                func snapshot(for configuration: CountConfiguration, in context: Context) async -> CountEntry {
                    CountEntry(date: .now, count: configuration.step)
                }
                func timeline(for configuration: CountConfiguration, in context: Context) async -> Timeline<CountEntry> {
                    Timeline(entries: [CountEntry(date: .now, count: configuration.step)], policy: .never)
                }
            }

            struct RelevantCountProvider: RelevanceEntriesProvider {
                func entry(configuration: CountConfiguration, context: Context) async throws -> CountEntry {
                    CountEntry(date: .now, count: configuration.step)
                }
                func relevance() async -> WidgetRelevance<CountConfiguration> { WidgetRelevance([]) }
                func placeholder(context: Context) -> CountEntry { CountEntry(date: .now, count: 0) }
            }

            struct CountWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "count", provider: CountProvider()) { entry in entry.count }
                }
            }

            #Preview(as: .systemSmall) {
                CountWidget()
            } timeline: {
                CountEntry(date: .now, count: 1)
                CountEntry(date: .now, count: 2)
            }

            #Preview("From the provider", as: .systemMedium) {
                CountWidget()
            } timelineProvider: {
                CountProvider()
            }

            #Preview(as: .systemSmall, using: CountConfiguration()) {
                CountWidget()
            } timelineProvider: {
                IntentCountProvider()
            }

            #Preview("Relevant") {
                CountWidget()
            } relevanceEntries: {
                CountEntry(date: .now, count: 3)
            }

            #Preview {
                CountWidget()
            } relevanceProvider: {
                RelevantCountProvider()
            }

            #Preview {
                CountWidget()
            } relevanceProvider: {
                RelevantCountProvider()
            } relevance: {
                WidgetRelevance<CountConfiguration>([])
            }
            """#

        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func everyOfferedFormTypeChecks() async throws {
            let result = try await CompileCheck.typecheckOffThePool(Self.previews, name: "CountWidget")
            #expect(result.compiled, "\(result.firstErrors(5))")
        }

        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func anEntryOfTheWrongTypeFailsAsInXcode() async throws {
            let source = """
                import WidgetKit

                struct EmptyWidget: Widget {
                    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
                }

                #Preview(as: .systemSmall) {
                    EmptyWidget()
                } timeline: {
                    42
                }
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "EmptyWidget")
            #expect(!result.compiled)
            #expect(
                result.output.contains(
                    "EmptyWidget.swift:10:5: error: static method 'buildExpression' requires that 'Int' conform to 'TimelineEntry'"
                ), "\(result.firstErrors(3))")
        }
    }
#endif
