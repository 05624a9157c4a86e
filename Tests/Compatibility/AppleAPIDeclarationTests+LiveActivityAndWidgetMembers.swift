// Issue 21: the probes of the ActivityKit and WidgetKit rows of Documentation/AppleAPI.md added from the copy of Apple's
// pages (`Averyy/apple-dev-docs`): the `AsyncSequence` methods and iterator members each update sequence has, the
// conformances' members Apple's pages list, and the WidgetKit pages no row had.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles.
        static let liveActivityAndWidgetMembersPreamble = #"""
            struct KA: ActivityAttributes {
                typealias ContentState = Int
                var name: String
            }

            struct KRE: RelevanceEntry {}

            struct KRP: RelevanceEntriesProvider {
                func entry(configuration: PWI, context: Context) async throws -> KRE { KRE() }
                func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }
                func placeholder(context: Context) -> KRE { KRE() }
            }
            """#

        /// One probe per implemented or shape row of the block, by symbol.
        static let liveActivityAndWidgetMembersProbes: [(symbol: String, body: String)] = [
            (
                #"Preview(_:as:widget:timelineProvider:)"#,
                #"#Preview("p", as: .systemSmall) { PW() } timelineProvider: { PP() }"#
            ),
            (
                #"Preview(_:as:using:widget:timelineProvider:) (4ljg1)"#,
                #"#Preview(as: .systemSmall, using: PWI()) { PW() } timelineProvider: { PAP() }"#
            ),
            (
                #"Preview(_:as:widget:timeline:)"#,
                #"#Preview(as: .systemSmall) { PW() } timeline: { PE(date: .now, box: Box()); PE(date: .now, box: Box()) }"#
            ),
            (#"Preview(_:widget:relevanceEntries:)"#, #"#Preview("r") { PW() } relevanceEntries: { KRE() }"#),
            (#"Preview(_:widget:relevanceProvider:)"#, #"#Preview { PW() } relevanceProvider: { KRP() }"#),
            (
                #"Preview(_:widget:relevanceProvider:relevance:)"#,
                #"#Preview { PW() } relevanceProvider: { KRP() } relevance: { WidgetRelevance<PWI>([]) }"#
            ),
            (
                #"Activity.ActivityStateUpdates.AsyncIterator"#,
                #"let _: Activity<PA>.ActivityStateUpdates.AsyncIterator.Type = Activity<PA>.ActivityStateUpdates.Iterator.self"#
            ),
            (
                #"Activity.ActivityStateUpdates.Iterator.Element"#,
                #"let _: Activity<PA>.ActivityStateUpdates.Iterator.Element.Type = ActivityState.self"#
            ),
            (
                #"Activity.ActivityStateUpdates.Iterator.next()"#,
                #"var i = a.activityStateUpdates.makeAsyncIterator(); let _: ActivityState? = await i.next()"#
            ),
            (
                #"Activity.ActivityStateUpdates.Iterator.next(isolation:)"#,
                #"var i = a.activityStateUpdates.makeAsyncIterator(); let _: ActivityState? = await i.next(isolation: nil)"#
            ),
            (
                #"Activity.ActivityStateUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await a.activityStateUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"Activity.ActivityStateUpdates.compactMap(_:) (-5yil8)"#,
                #"let _: AsyncCompactMapSequence<Activity<PA>.ActivityStateUpdates, Int> = a.activityStateUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"Activity.ActivityStateUpdates.compactMap(_:) (-9hd9f)"#,
                #"let _: AsyncThrowingCompactMapSequence<Activity<PA>.ActivityStateUpdates, Int> = a.activityStateUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"Activity.ActivityStateUpdates.contains(_:)"#,
                #"let _: Bool = await a.activityStateUpdates.contains(.active)"#
            ),
            (
                #"Activity.ActivityStateUpdates.contains(where:)"#,
                #"let _: Bool = await a.activityStateUpdates.contains { _ in false }"#
            ),
            (
                #"Activity.ActivityStateUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<Activity<PA>.ActivityStateUpdates> = a.activityStateUpdates.drop { _ in false }"#
            ),
            (
                #"Activity.ActivityStateUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<Activity<PA>.ActivityStateUpdates> = a.activityStateUpdates.dropFirst(1)"#
            ),
            (
                #"Activity.ActivityStateUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<Activity<PA>.ActivityStateUpdates> = a.activityStateUpdates.filter { _ in true }"#
            ),
            (
                #"Activity.ActivityStateUpdates.first(where:)"#,
                #"let _: ActivityState? = await a.activityStateUpdates.first { _ in true }"#
            ),
            (
                #"Activity.ActivityStateUpdates.flatMap(_:) (-3yr22)"#,
                #"let _: AsyncThrowingFlatMapSequence<Activity<PA>.ActivityStateUpdates, AsyncThrowingStream<Int, any Error>> = a.activityStateUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityStateUpdates.flatMap(_:) (-8c6u6)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityStateUpdates, AsyncStream<Int>> = a.activityStateUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityStateUpdates.flatMap(_:) (-9xr7j)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityStateUpdates, AsyncStream<String>> = a.activityStateUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityStateUpdates.flatMap(_:) (-uy1h)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityStateUpdates, AsyncStream<Bool>> = a.activityStateUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityStateUpdates.map(_:) (-2zlx)"#,
                #"let _: AsyncMapSequence<Activity<PA>.ActivityStateUpdates, Int> = a.activityStateUpdates.map { _ in 1 }"#
            ),
            (
                #"Activity.ActivityStateUpdates.map(_:) (-5dpe2)"#,
                #"let _: AsyncThrowingMapSequence<Activity<PA>.ActivityStateUpdates, Int> = a.activityStateUpdates.map { _ throws in 1 }"#
            ),
            (
                #"Activity.ActivityStateUpdates.max(by:)"#,
                #"let _: ActivityState? = await a.activityStateUpdates.max { _, _ in false }"#
            ),
            (
                #"Activity.ActivityStateUpdates.min(by:)"#,
                #"let _: ActivityState? = await a.activityStateUpdates.min { _, _ in false }"#
            ),
            (
                #"Activity.ActivityStateUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<Activity<PA>.ActivityStateUpdates> = a.activityStateUpdates.prefix(1)"#
            ),
            (
                #"Activity.ActivityStateUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<Activity<PA>.ActivityStateUpdates> = a.activityStateUpdates.prefix { _ in true }"#
            ),
            (
                #"Activity.ActivityStateUpdates.reduce(_:_:)"#,
                #"let _: Int = await a.activityStateUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"Activity.ActivityStateUpdates.reduce(into:_:)"#,
                #"let _: Int = await a.activityStateUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.AsyncIterator"#,
                #"let _: Activity<PA>.ActivityUpdates.AsyncIterator.Type = Activity<PA>.ActivityUpdates.Iterator.self"#
            ),
            (
                #"Activity.ActivityUpdates.Iterator.Element"#,
                #"let _: Activity<PA>.ActivityUpdates.Iterator.Element.Type = Activity<PA>.self"#
            ),
            (
                #"Activity.ActivityUpdates.Iterator.next()"#,
                #"var i = Activity<PA>.activityUpdates.makeAsyncIterator(); let _: Activity<PA>? = await i.next()"#
            ),
            (
                #"Activity.ActivityUpdates.Iterator.next(isolation:)"#,
                #"var i = Activity<PA>.activityUpdates.makeAsyncIterator(); let _: Activity<PA>? = await i.next(isolation: nil)"#
            ),
            (
                #"Activity.ActivityUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await Activity<PA>.activityUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"Activity.ActivityUpdates.compactMap(_:) (-4a4iy)"#,
                #"let _: AsyncCompactMapSequence<Activity<PA>.ActivityUpdates, Int> = Activity<PA>.activityUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.compactMap(_:) (-6mtmy)"#,
                #"let _: AsyncThrowingCompactMapSequence<Activity<PA>.ActivityUpdates, Int> = Activity<PA>.activityUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.contains(where:)"#,
                #"let _: Bool = await Activity<PA>.activityUpdates.contains { _ in false }"#
            ),
            (
                #"Activity.ActivityUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<Activity<PA>.ActivityUpdates> = Activity<PA>.activityUpdates.drop { _ in false }"#
            ),
            (
                #"Activity.ActivityUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<Activity<PA>.ActivityUpdates> = Activity<PA>.activityUpdates.dropFirst(1)"#
            ),
            (
                #"Activity.ActivityUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<Activity<PA>.ActivityUpdates> = Activity<PA>.activityUpdates.filter { _ in true }"#
            ),
            (
                #"Activity.ActivityUpdates.first(where:)"#,
                #"let _: Activity<PA>? = await Activity<PA>.activityUpdates.first { _ in true }"#
            ),
            (
                #"Activity.ActivityUpdates.flatMap(_:) (-69tf6)"#,
                #"let _: AsyncThrowingFlatMapSequence<Activity<PA>.ActivityUpdates, AsyncThrowingStream<Int, any Error>> = Activity<PA>.activityUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityUpdates.flatMap(_:) (-1a9tc)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityUpdates, AsyncStream<Int>> = Activity<PA>.activityUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityUpdates.flatMap(_:) (-1rhud)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityUpdates, AsyncStream<String>> = Activity<PA>.activityUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityUpdates.flatMap(_:) (-3ywew)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ActivityUpdates, AsyncStream<Bool>> = Activity<PA>.activityUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"Activity.ActivityUpdates.map(_:) (-73943)"#,
                #"let _: AsyncMapSequence<Activity<PA>.ActivityUpdates, Int> = Activity<PA>.activityUpdates.map { _ in 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.map(_:) (-3uc6m)"#,
                #"let _: AsyncThrowingMapSequence<Activity<PA>.ActivityUpdates, Int> = Activity<PA>.activityUpdates.map { _ throws in 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.max(by:)"#,
                #"let _: Activity<PA>? = await Activity<PA>.activityUpdates.max { _, _ in false }"#
            ),
            (
                #"Activity.ActivityUpdates.min(by:)"#,
                #"let _: Activity<PA>? = await Activity<PA>.activityUpdates.min { _, _ in false }"#
            ),
            (
                #"Activity.ActivityUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<Activity<PA>.ActivityUpdates> = Activity<PA>.activityUpdates.prefix(1)"#
            ),
            (
                #"Activity.ActivityUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<Activity<PA>.ActivityUpdates> = Activity<PA>.activityUpdates.prefix { _ in true }"#
            ),
            (
                #"Activity.ActivityUpdates.reduce(_:_:)"#,
                #"let _: Int = await Activity<PA>.activityUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"Activity.ActivityUpdates.reduce(into:_:)"#,
                #"let _: Int = await Activity<PA>.activityUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"Activity.ContentUpdates.AsyncIterator"#,
                #"let _: Activity<PA>.ContentUpdates.AsyncIterator.Type = Activity<PA>.ContentUpdates.Iterator.self"#
            ),
            (
                #"Activity.ContentUpdates.Iterator.Element"#,
                #"let _: Activity<PA>.ContentUpdates.Iterator.Element.Type = ActivityContent<PA.ContentState>.self"#
            ),
            (
                #"Activity.ContentUpdates.Iterator.next()"#,
                #"var i = a.contentUpdates.makeAsyncIterator(); let _: ActivityContent<PA.ContentState>? = await i.next()"#
            ),
            (
                #"Activity.ContentUpdates.Iterator.next(isolation:)"#,
                #"var i = a.contentUpdates.makeAsyncIterator(); let _: ActivityContent<PA.ContentState>? = await i.next(isolation: nil)"#
            ),
            (
                #"Activity.ContentUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await a.contentUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"Activity.ContentUpdates.compactMap(_:) (-3h804)"#,
                #"let _: AsyncCompactMapSequence<Activity<PA>.ContentUpdates, Int> = a.contentUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"Activity.ContentUpdates.compactMap(_:) (-3evj7)"#,
                #"let _: AsyncThrowingCompactMapSequence<Activity<PA>.ContentUpdates, Int> = a.contentUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"Activity.ContentUpdates.contains(where:)"#,
                #"let _: Bool = await a.contentUpdates.contains { _ in false }"#
            ),
            (
                #"Activity.ContentUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<Activity<PA>.ContentUpdates> = a.contentUpdates.drop { _ in false }"#
            ),
            (
                #"Activity.ContentUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<Activity<PA>.ContentUpdates> = a.contentUpdates.dropFirst(1)"#
            ),
            (
                #"Activity.ContentUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<Activity<PA>.ContentUpdates> = a.contentUpdates.filter { _ in true }"#
            ),
            (
                #"Activity.ContentUpdates.first(where:)"#,
                #"let _: ActivityContent<PA.ContentState>? = await a.contentUpdates.first { _ in true }"#
            ),
            (
                #"Activity.ContentUpdates.flatMap(_:) (-3borw)"#,
                #"let _: AsyncThrowingFlatMapSequence<Activity<PA>.ContentUpdates, AsyncThrowingStream<Int, any Error>> = a.contentUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentUpdates.flatMap(_:) (-5b4y4)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentUpdates, AsyncStream<Int>> = a.contentUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentUpdates.flatMap(_:) (-7thmo)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentUpdates, AsyncStream<String>> = a.contentUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentUpdates.flatMap(_:) (-oabg)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentUpdates, AsyncStream<Bool>> = a.contentUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentUpdates.map(_:) (-71j1s)"#,
                #"let _: AsyncMapSequence<Activity<PA>.ContentUpdates, Int> = a.contentUpdates.map { _ in 1 }"#
            ),
            (
                #"Activity.ContentUpdates.map(_:) (-2h564)"#,
                #"let _: AsyncThrowingMapSequence<Activity<PA>.ContentUpdates, Int> = a.contentUpdates.map { _ throws in 1 }"#
            ),
            (
                #"Activity.ContentUpdates.max(by:)"#,
                #"let _: ActivityContent<PA.ContentState>? = await a.contentUpdates.max { _, _ in false }"#
            ),
            (
                #"Activity.ContentUpdates.min(by:)"#,
                #"let _: ActivityContent<PA.ContentState>? = await a.contentUpdates.min { _, _ in false }"#
            ),
            (
                #"Activity.ContentUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<Activity<PA>.ContentUpdates> = a.contentUpdates.prefix(1)"#
            ),
            (
                #"Activity.ContentUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<Activity<PA>.ContentUpdates> = a.contentUpdates.prefix { _ in true }"#
            ),
            (
                #"Activity.ContentUpdates.reduce(_:_:)"#,
                #"let _: Int = await a.contentUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"Activity.ContentUpdates.reduce(into:_:)"#,
                #"let _: Int = await a.contentUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.AsyncIterator"#,
                #"let _: Activity<PA>.ContentStateUpdates.AsyncIterator.Type = Activity<PA>.ContentStateUpdates.Iterator.self"#
            ),
            (
                #"Activity.ContentStateUpdates.Iterator.Element"#,
                #"let _: Activity<PA>.ContentStateUpdates.Iterator.Element.Type = PA.ContentState.self"#
            ),
            (
                #"Activity.ContentStateUpdates.Iterator.next()"#,
                #"var i = a.contentStateUpdates.makeAsyncIterator(); let _: PA.ContentState? = await i.next()"#
            ),
            (
                #"Activity.ContentStateUpdates.Iterator.next(isolation:)"#,
                #"var i = a.contentStateUpdates.makeAsyncIterator(); let _: PA.ContentState? = await i.next(isolation: nil)"#
            ),
            (
                #"Activity.ContentStateUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await a.contentStateUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"Activity.ContentStateUpdates.compactMap(_:) (-2mrai)"#,
                #"let _: AsyncCompactMapSequence<Activity<PA>.ContentStateUpdates, Int> = a.contentStateUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.compactMap(_:) (-8g6ul)"#,
                #"let _: AsyncThrowingCompactMapSequence<Activity<PA>.ContentStateUpdates, Int> = a.contentStateUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.contains(_:)"#,
                #"let _: Bool = await a.contentStateUpdates.contains(s)"#
            ),
            (
                #"Activity.ContentStateUpdates.contains(where:)"#,
                #"let _: Bool = await a.contentStateUpdates.contains { _ in false }"#
            ),
            (
                #"Activity.ContentStateUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<Activity<PA>.ContentStateUpdates> = a.contentStateUpdates.drop { _ in false }"#
            ),
            (
                #"Activity.ContentStateUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<Activity<PA>.ContentStateUpdates> = a.contentStateUpdates.dropFirst(1)"#
            ),
            (
                #"Activity.ContentStateUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<Activity<PA>.ContentStateUpdates> = a.contentStateUpdates.filter { _ in true }"#
            ),
            (
                #"Activity.ContentStateUpdates.first(where:)"#,
                #"let _: PA.ContentState? = await a.contentStateUpdates.first { _ in true }"#
            ),
            (
                #"Activity.ContentStateUpdates.flatMap(_:) (-94oio)"#,
                #"let _: AsyncThrowingFlatMapSequence<Activity<PA>.ContentStateUpdates, AsyncThrowingStream<Int, any Error>> = a.contentStateUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentStateUpdates.flatMap(_:) (-6ki3y)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentStateUpdates, AsyncStream<Int>> = a.contentStateUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentStateUpdates.flatMap(_:) (-c8hs)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentStateUpdates, AsyncStream<String>> = a.contentStateUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentStateUpdates.flatMap(_:) (-pjw9)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.ContentStateUpdates, AsyncStream<Bool>> = a.contentStateUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"Activity.ContentStateUpdates.map(_:) (-1o7yj)"#,
                #"let _: AsyncMapSequence<Activity<PA>.ContentStateUpdates, Int> = a.contentStateUpdates.map { _ in 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.map(_:) (-9weri)"#,
                #"let _: AsyncThrowingMapSequence<Activity<PA>.ContentStateUpdates, Int> = a.contentStateUpdates.map { _ throws in 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.max()"#,
                #"let _: (Activity<KA>) async -> Int? = { await $0.contentStateUpdates.max() }"#
            ),
            (
                #"Activity.ContentStateUpdates.min()"#,
                #"let _: (Activity<KA>) async -> Int? = { await $0.contentStateUpdates.min() }"#
            ),
            (
                #"Activity.ContentStateUpdates.max(by:)"#,
                #"let _: PA.ContentState? = await a.contentStateUpdates.max { _, _ in false }"#
            ),
            (
                #"Activity.ContentStateUpdates.min(by:)"#,
                #"let _: PA.ContentState? = await a.contentStateUpdates.min { _, _ in false }"#
            ),
            (
                #"Activity.ContentStateUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<Activity<PA>.ContentStateUpdates> = a.contentStateUpdates.prefix(1)"#
            ),
            (
                #"Activity.ContentStateUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<Activity<PA>.ContentStateUpdates> = a.contentStateUpdates.prefix { _ in true }"#
            ),
            (
                #"Activity.ContentStateUpdates.reduce(_:_:)"#,
                #"let _: Int = await a.contentStateUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"Activity.ContentStateUpdates.reduce(into:_:)"#,
                #"let _: Int = await a.contentStateUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.AsyncIterator"#,
                #"let _: Activity<PA>.PushTokenUpdates.AsyncIterator.Type = Activity<PA>.PushTokenUpdates.Iterator.self"#
            ),
            (
                #"Activity.PushTokenUpdates.Iterator.Element"#,
                #"let _: Activity<PA>.PushTokenUpdates.Iterator.Element.Type = Data.self"#
            ),
            (
                #"Activity.PushTokenUpdates.Iterator.next()"#,
                #"var i = a.pushTokenUpdates.makeAsyncIterator(); let _: Data? = await i.next()"#
            ),
            (
                #"Activity.PushTokenUpdates.Iterator.next(isolation:)"#,
                #"var i = a.pushTokenUpdates.makeAsyncIterator(); let _: Data? = await i.next(isolation: nil)"#
            ),
            (
                #"Activity.PushTokenUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await a.pushTokenUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"Activity.PushTokenUpdates.compactMap(_:) (-41orc)"#,
                #"let _: AsyncCompactMapSequence<Activity<PA>.PushTokenUpdates, Int> = a.pushTokenUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.compactMap(_:) (-3e6k6)"#,
                #"let _: AsyncThrowingCompactMapSequence<Activity<PA>.PushTokenUpdates, Int> = a.pushTokenUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.contains(_:)"#,
                #"let _: Bool = await a.pushTokenUpdates.contains(Data())"#
            ),
            (
                #"Activity.PushTokenUpdates.contains(where:)"#,
                #"let _: Bool = await a.pushTokenUpdates.contains { _ in false }"#
            ),
            (
                #"Activity.PushTokenUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<Activity<PA>.PushTokenUpdates> = a.pushTokenUpdates.drop { _ in false }"#
            ),
            (
                #"Activity.PushTokenUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<Activity<PA>.PushTokenUpdates> = a.pushTokenUpdates.dropFirst(1)"#
            ),
            (
                #"Activity.PushTokenUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<Activity<PA>.PushTokenUpdates> = a.pushTokenUpdates.filter { _ in true }"#
            ),
            (
                #"Activity.PushTokenUpdates.first(where:)"#,
                #"let _: Data? = await a.pushTokenUpdates.first { _ in true }"#
            ),
            (
                #"Activity.PushTokenUpdates.flatMap(_:) (-8g7mq)"#,
                #"let _: AsyncThrowingFlatMapSequence<Activity<PA>.PushTokenUpdates, AsyncThrowingStream<Int, any Error>> = a.pushTokenUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"Activity.PushTokenUpdates.flatMap(_:) (-2ivf0)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.PushTokenUpdates, AsyncStream<Int>> = a.pushTokenUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"Activity.PushTokenUpdates.flatMap(_:) (-6ewyf)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.PushTokenUpdates, AsyncStream<String>> = a.pushTokenUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"Activity.PushTokenUpdates.flatMap(_:) (-9fau8)"#,
                #"let _: AsyncFlatMapSequence<Activity<PA>.PushTokenUpdates, AsyncStream<Bool>> = a.pushTokenUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"Activity.PushTokenUpdates.map(_:) (-1jebs)"#,
                #"let _: AsyncMapSequence<Activity<PA>.PushTokenUpdates, Int> = a.pushTokenUpdates.map { _ in 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.map(_:) (-1rmpg)"#,
                #"let _: AsyncThrowingMapSequence<Activity<PA>.PushTokenUpdates, Int> = a.pushTokenUpdates.map { _ throws in 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.max(by:)"#,
                #"let _: Data? = await a.pushTokenUpdates.max { _, _ in false }"#
            ),
            (
                #"Activity.PushTokenUpdates.min(by:)"#,
                #"let _: Data? = await a.pushTokenUpdates.min { _, _ in false }"#
            ),
            (
                #"Activity.PushTokenUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<Activity<PA>.PushTokenUpdates> = a.pushTokenUpdates.prefix(1)"#
            ),
            (
                #"Activity.PushTokenUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<Activity<PA>.PushTokenUpdates> = a.pushTokenUpdates.prefix { _ in true }"#
            ),
            (
                #"Activity.PushTokenUpdates.reduce(_:_:)"#,
                #"let _: Int = await a.pushTokenUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"Activity.PushTokenUpdates.reduce(into:_:)"#,
                #"let _: Int = await a.pushTokenUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.AsyncIterator"#,
                #"let _: ActivityAuthorizationInfo.ActivityEnablementUpdates.AsyncIterator.Type = ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.self"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.Element"#,
                #"let _: ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.Element.Type = Bool.self"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.next() (-7uu2j)"#,
                #"var i = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator(); let _: Bool? = await i.next()"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.next(isolation:)"#,
                #"var i = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator(); let _: Bool? = await i.next(isolation: nil)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().activityEnablementUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.compactMap(_:) (-4qjwp)"#,
                #"let _: AsyncCompactMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, Int> = ActivityAuthorizationInfo().activityEnablementUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.compactMap(_:) (-9ft2b)"#,
                #"let _: AsyncThrowingCompactMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, Int> = ActivityAuthorizationInfo().activityEnablementUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.contains(_:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().activityEnablementUpdates.contains(true)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.contains(where:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().activityEnablementUpdates.contains { _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates> = ActivityAuthorizationInfo().activityEnablementUpdates.drop { _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates> = ActivityAuthorizationInfo().activityEnablementUpdates.dropFirst(1)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates> = ActivityAuthorizationInfo().activityEnablementUpdates.filter { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.first(where:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().activityEnablementUpdates.first { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.flatMap(_:) (-2drkd)"#,
                #"let _: AsyncThrowingFlatMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, AsyncThrowingStream<Int, any Error>> = ActivityAuthorizationInfo().activityEnablementUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.flatMap(_:) (-6cqr5)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, AsyncStream<Int>> = ActivityAuthorizationInfo().activityEnablementUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.flatMap(_:) (-6ppt6)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, AsyncStream<String>> = ActivityAuthorizationInfo().activityEnablementUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.flatMap(_:) (-fl0m)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, AsyncStream<Bool>> = ActivityAuthorizationInfo().activityEnablementUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.map(_:) (-28ekb)"#,
                #"let _: AsyncMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, Int> = ActivityAuthorizationInfo().activityEnablementUpdates.map { _ in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.map(_:) (-1532l)"#,
                #"let _: AsyncThrowingMapSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates, Int> = ActivityAuthorizationInfo().activityEnablementUpdates.map { _ throws in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.max(by:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().activityEnablementUpdates.max { _, _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.min(by:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().activityEnablementUpdates.min { _, _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates> = ActivityAuthorizationInfo().activityEnablementUpdates.prefix(1)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<ActivityAuthorizationInfo.ActivityEnablementUpdates> = ActivityAuthorizationInfo().activityEnablementUpdates.prefix { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.reduce(_:_:)"#,
                #"let _: Int = await ActivityAuthorizationInfo().activityEnablementUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.reduce(into:_:)"#,
                #"let _: Int = await ActivityAuthorizationInfo().activityEnablementUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.AsyncIterator"#,
                #"let _: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.AsyncIterator.Type = ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.self"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.Element"#,
                #"let _: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.Element.Type = Bool.self"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.next() (-3kelq)"#,
                #"var i = ActivityAuthorizationInfo().frequentPushEnablementUpdates.makeAsyncIterator(); let _: Bool? = await i.next()"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.next(isolation:)"#,
                #"var i = ActivityAuthorizationInfo().frequentPushEnablementUpdates.makeAsyncIterator(); let _: Bool? = await i.next(isolation: nil)"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.allSatisfy(_:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.allSatisfy { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.compactMap(_:) (-7ufl4)"#,
                #"let _: AsyncCompactMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, Int> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.compactMap { _ in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.compactMap(_:) (-676r0)"#,
                #"let _: AsyncThrowingCompactMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, Int> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.compactMap { _ throws in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.contains(_:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.contains(true)"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.contains(where:)"#,
                #"let _: Bool = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.contains { _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.drop(while:)"#,
                #"let _: AsyncDropWhileSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.drop { _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.dropFirst(_:)"#,
                #"let _: AsyncDropFirstSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.dropFirst(1)"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.filter(_:)"#,
                #"let _: AsyncFilterSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.filter { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.first(where:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.first { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.flatMap(_:) (-76w7z)"#,
                #"let _: AsyncThrowingFlatMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, AsyncThrowingStream<Int, any Error>> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.flatMap { _ throws in AsyncThrowingStream<Int, any Error> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.flatMap(_:) (-2xfu7)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, AsyncStream<Int>> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.flatMap { _ in AsyncStream<Int> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.flatMap(_:) (-6dkrl)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, AsyncStream<String>> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.flatMap { _ in AsyncStream<String> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.flatMap(_:) (-76mxk)"#,
                #"let _: AsyncFlatMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, AsyncStream<Bool>> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.flatMap { _ in AsyncStream<Bool> { $0.finish() } }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.map(_:) (-63nss)"#,
                #"let _: AsyncMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, Int> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.map { _ in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.map(_:) (-9lpm0)"#,
                #"let _: AsyncThrowingMapSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates, Int> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.map { _ throws in 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.max(by:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.max { _, _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.min(by:)"#,
                #"let _: Bool? = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.min { _, _ in false }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.prefix(_:)"#,
                #"let _: AsyncPrefixSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.prefix(1)"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.prefix(while:)"#,
                #"let _: AsyncPrefixWhileSequence<ActivityAuthorizationInfo.FrequentPushEnablementUpdates> = ActivityAuthorizationInfo().frequentPushEnablementUpdates.prefix { _ in true }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.reduce(_:_:)"#,
                #"let _: Int = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.reduce(0) { r, _ in r + 1 }"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.reduce(into:_:)"#,
                #"let _: Int = await ActivityAuthorizationInfo().frequentPushEnablementUpdates.reduce(into: 0) { r, _ in r += 1 }"#
            ),
            (
                #"Activity.ID"#,
                #"let _: Activity<PA>.ID.Type = String.self"#
            ),
            (
                #"ActivityAuthorizationError.targetMaximumExceeded"#,
                #"let _: ActivityAuthorizationError = .targetMaximumExceeded"#
            ),
            (
                #"ActivityAuthorizationError.unsupported"#,
                #"let _: ActivityAuthorizationError = .unsupported"#
            ),
            (
                #"ActivityAuthorizationError.unsupportedTarget"#,
                #"let _: ActivityAuthorizationError = .unsupportedTarget"#
            ),
            (
                #"ActivityAuthorizationError.errorDomain (-8zlvi)"#,
                #"let _: String = ActivityAuthorizationError.errorDomain"#
            ),
            (
                #"ActivityAuthorizationError.errorUserInfo"#,
                #"let _: [String: Any] = ActivityAuthorizationError.denied.errorUserInfo"#
            ),
            (
                #"ActivityAuthorizationError.helpAnchor"#,
                #"let _: String? = ActivityAuthorizationError.denied.helpAnchor"#
            ),
            (
                #"ActivityAuthorizationError.localizedDescription"#,
                #"let _: String = ActivityAuthorizationError.denied.localizedDescription"#
            ),
            (
                #"ActivityAuthorizationError.hash(into:)"#,
                #"var h = Hasher(); ActivityAuthorizationError.denied.hash(into: &h)"#
            ),
            (
                #"ActivityAuthorizationError.hashValue"#,
                #"let _: Int = ActivityAuthorizationError.denied.hashValue"#
            ),
            (
                #"ActivityAuthorizationError.!=(_:_:)"#,
                #"let _: Bool = ActivityAuthorizationError.denied != .unentitled"#
            ),
            (
                #"ActivityState.encode(to:)"#,
                #"let f: (any Encoder) throws -> Void = ActivityState.active.encode(to:); _ = f"#
            ),
            (
                #"ActivityState.init(from:)"#,
                #"let f: (any Decoder) throws -> ActivityState = ActivityState.init(from:); _ = f"#
            ),
            (
                #"ActivityState.hash(into:)"#,
                #"var h = Hasher(); ActivityState.active.hash(into: &h)"#
            ),
            (
                #"ActivityState.hashValue"#,
                #"let _: Int = ActivityState.active.hashValue"#
            ),
            (
                #"ActivityState.!=(_:_:)"#,
                #"let _: Bool = ActivityState.active != .ended"#
            ),
            (
                #"ActivityStyle.hash(into:)"#,
                #"var h = Hasher(); ActivityStyle.standard.hash(into: &h)"#
            ),
            (
                #"ActivityStyle.hashValue"#,
                #"let _: Int = ActivityStyle.standard.hashValue"#
            ),
            (
                #"ActivityStyle.!=(_:_:)"#,
                #"let _: Bool = ActivityStyle.standard != .transient"#
            ),
            (
                #"ActivityUIDismissalPolicy.!=(_:_:)"#,
                #"let _: Bool = ActivityUIDismissalPolicy.default != .immediate"#
            ),
            (
                #"PushType.!=(_:_:)"#,
                #"let _: Bool = PushType.token != .channel("c")"#
            ),
            (
                #"AlertConfiguration.!=(_:_:)"#,
                #"let x = AlertConfiguration(title: "t", body: "b", sound: .default); let _: Bool = x != x"#
            ),
            (
                #"AlertConfiguration.AlertSound.!=(_:_:)"#,
                #"let _: Bool = AlertConfiguration.AlertSound.default != .named("n")"#
            ),
            (
                #"ActivityContent.description"#,
                #"let _: String = c.description"#
            ),
            (
                #"AppIntentRecommendation.init(intent:description:) (StringProtocol)"#,
                #"_ = AppIntentRecommendation(intent: PWI(), description: String("d"))"#
            ),
            (
                #"ControlPushHandler.init()"#,
                #"struct H: ControlPushHandler { func pushTokensDidChange(controls: [ControlInfo]) {} }; func make<T: ControlPushHandler>(_: T.Type) -> T { T() }; _ = make(H.self)"#
            ),
            (
                #"WidgetCenter.invalidateRelevance(ofKind:)"#,
                #"WidgetCenter.shared.invalidateRelevance(ofKind: "k")"#
            ),
            (
                #"WidgetCenter.UserInfoKey.activityID"#,
                #"let _: String = WidgetCenter.UserInfoKey.activityID"#
            ),
            (
                #"NSUserActivityTypeLiveActivity"#,
                #"let _: String = NSUserActivityTypeLiveActivity"#
            ),
            (
                #"PreviewTimelineBuilder"#,
                #"let _: PreviewTimelineBuilder.Type = PreviewTimelineBuilder.self"#
            ),
            (
                #"PreviewTimelineBuilder.buildArray(_:)"#,
                #"let _: [any TimelineEntry] = PreviewTimelineBuilder.buildArray([[PE(date: .now, box: Box())]])"#
            ),
            (
                #"PreviewTimelineBuilder.buildExpression(_:)"#,
                #"let _: [any TimelineEntry] = PreviewTimelineBuilder.buildExpression(PE(date: .now, box: Box()))"#
            ),
            (
                #"PreviewTimelineBuilder.buildPartialBlock(accumulated:next:)"#,
                #"let _: [any TimelineEntry] = PreviewTimelineBuilder.buildPartialBlock(accumulated: [], next: [])"#
            ),
            (
                #"PreviewTimelineBuilder.buildPartialBlock(first:)"#,
                #"let _: [any TimelineEntry] = PreviewTimelineBuilder.buildPartialBlock(first: [PE(date: .now, box: Box())])"#
            ),
            (
                #"PreviewActivityBuilder"#,
                #"let _: PreviewActivityBuilder<PA>.Type = PreviewActivityBuilder<PA>.self"#
            ),
            (
                #"PreviewActivityBuilder.buildArray(_:)"#,
                #"let _: [PA.ContentState] = PreviewActivityBuilder<PA>.buildArray([[s]])"#
            ),
            (
                #"PreviewActivityBuilder.buildExpression(_:)"#,
                #"let _: [PA.ContentState] = PreviewActivityBuilder<PA>.buildExpression(s)"#
            ),
            (
                #"PreviewActivityBuilder.buildPartialBlock(accumulated:next:)"#,
                #"let _: [PA.ContentState] = PreviewActivityBuilder<PA>.buildPartialBlock(accumulated: [], next: [])"#
            ),
            (
                #"PreviewActivityBuilder.buildPartialBlock(first:)"#,
                #"let _: [PA.ContentState] = PreviewActivityBuilder<PA>.buildPartialBlock(first: [s])"#
            ),
            (
                #"PreviewRelevanceEntryBuilder"#,
                #"let _: PreviewRelevanceEntryBuilder<KRE>.Type = PreviewRelevanceEntryBuilder<KRE>.self"#
            ),
            (
                #"PreviewRelevanceEntryBuilder.buildArray(_:)"#,
                #"let _: [KRE] = PreviewRelevanceEntryBuilder<KRE>.buildArray([[KRE()]])"#
            ),
            (
                #"PreviewRelevanceEntryBuilder.buildExpression(_:)"#,
                #"let _: [KRE] = PreviewRelevanceEntryBuilder<KRE>.buildExpression(KRE())"#
            ),
            (
                #"PreviewRelevanceEntryBuilder.buildPartialBlock(accumulated:next:)"#,
                #"let _: [KRE] = PreviewRelevanceEntryBuilder<KRE>.buildPartialBlock(accumulated: [], next: [])"#
            ),
            (
                #"PreviewRelevanceEntryBuilder.buildPartialBlock(first:)"#,
                #"let _: [KRE] = PreviewRelevanceEntryBuilder<KRE>.buildPartialBlock(first: [KRE()])"#
            ),
        ]
    }
#endif
