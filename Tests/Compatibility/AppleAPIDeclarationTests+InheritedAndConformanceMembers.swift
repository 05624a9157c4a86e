// Issue 21: the probes of the rows of Documentation/AppleAPI.md's subsection "Inherited and conformance members, UIKit
// view members and the iOS 27 schemas": the `Sequence`, `Equatable` and `Hashable` members of the resolver
// specifications and other value types, `EmptySnippetIntent`'s `AppIntent` members, and the app schemas' iOS 27
// additions, found by comparing the copy of Apple's pages folder by folder with the table.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles: a format style and two sort comparators.
        static let inheritedAndConformanceMembersPreamble = #"""
            /// Counts a sequence's elements: a `FormatStyle` over a resolver specification.
            struct FBCountStyle<Input: Sequence>: FormatStyle {
                func format(_ value: Input) -> Int { value.underestimatedCount }
            }

            /// Orders resolvers: every two are in the same place.
            struct FBResolverOrder: SortComparator {
                var order: SortOrder = .forward
                func compare(_ lhs: any Resolver, _ rhs: any Resolver) -> ComparisonResult { .orderedSame }
                static func == (lhs: FBResolverOrder, rhs: FBResolverOrder) -> Bool { lhs.order == rhs.order }
                func hash(into hasher: inout Hasher) { hasher.combine(order) }
            }

            /// Orders integers, ascending.
            struct FBIntOrder: SortComparator {
                var order: SortOrder = .forward
                func compare(_ lhs: Int, _ rhs: Int) -> ComparisonResult {
                    lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
                }
            }
            """#

        /// One probe per implemented or shape row of that subsection, by symbol.
        static let inheritedAndConformanceMembersProbes: [(symbol: String, body: String)] = [
            (
                #"EmptyResolverSpecification.allSatisfy(_:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>().allSatisfy { _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.compactMap(_:)"#,
                #"let _: [Int] = EmptyResolverSpecification<Int>().compactMap { _ in 1 }"#
            ),
            (
                #"EmptyResolverSpecification.contains(where:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>().contains { _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.count(where:)"#,
                #"let _: Int = EmptyResolverSpecification<Int>().count { _ in true }"#
            ),
            (#"EmptyResolverSpecification.drop(while:)"#, #"_ = EmptyResolverSpecification<Int>().drop { _ in true }"#),
            (#"EmptyResolverSpecification.dropFirst(_:)"#, #"_ = EmptyResolverSpecification<Int>().dropFirst()"#),
            (
                #"EmptyResolverSpecification.dropLast(_:)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().dropLast(1)"#
            ),
            (
                #"EmptyResolverSpecification.elementsEqual(_:by:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>().elementsEqual([1]) { _, _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.enumerated()"#,
                #"for (i, _) in EmptyResolverSpecification<Int>().enumerated() { _ = i }"#
            ),
            (
                #"EmptyResolverSpecification.first(where:)"#,
                #"let _: (any Resolver)? = EmptyResolverSpecification<Int>().first { _ in true }"#
            ),
            (#"EmptyResolverSpecification.forEach(_:)"#, #"EmptyResolverSpecification<Int>().forEach { _ in }"#),
            (
                #"EmptyResolverSpecification.formatted(_:)"#,
                #"let _: Int = EmptyResolverSpecification<Int>().formatted(FBCountStyle<EmptyResolverSpecification<Int>>())"#
            ),
            (#"EmptyResolverSpecification.lazy"#, #"_ = EmptyResolverSpecification<Int>().lazy.map { $0.hashValue }"#),
            (
                #"EmptyResolverSpecification.lexicographicallyPrecedes(_:by:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>().lexicographicallyPrecedes([any Resolver]()) { _, _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.map(_:)"#,
                #"let _: [Int] = EmptyResolverSpecification<Int>().map { $0.hashValue }"#
            ),
            (#"EmptyResolverSpecification.max(by:)"#, #"_ = EmptyResolverSpecification<Int>().max { _, _ in true }"#),
            (#"EmptyResolverSpecification.min(by:)"#, #"_ = EmptyResolverSpecification<Int>().min { _, _ in true }"#),
            (
                #"EmptyResolverSpecification.prefix(while:)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().prefix { _ in true }"#
            ),
            (#"EmptyResolverSpecification.prefix(_:)"#, #"_ = EmptyResolverSpecification<Int>().prefix(1)"#),
            (
                #"EmptyResolverSpecification.reduce(into:_:)"#,
                #"let _: Int = EmptyResolverSpecification<Int>().reduce(into: 0) { n, _ in n += 1 }"#
            ),
            (
                #"EmptyResolverSpecification.reduce(_:_:)"#,
                #"let _: Int = EmptyResolverSpecification<Int>().reduce(0) { n, _ in n + 1 }"#
            ),
            (
                #"EmptyResolverSpecification.reversed()"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().reversed()"#
            ),
            (
                #"EmptyResolverSpecification.shuffled(using:)"#,
                #"var g = SystemRandomNumberGenerator(); let _: [any Resolver] = EmptyResolverSpecification<Int>().shuffled(using: &g)"#
            ),
            (
                #"EmptyResolverSpecification.shuffled()"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().shuffled()"#
            ),
            (
                #"EmptyResolverSpecification.sorted(by:)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().sorted { _, _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.split(maxSplits:omittingEmptySubsequences:whereSeparator:)"#,
                #"let _: [ArraySlice<any Resolver>] = EmptyResolverSpecification<Int>().split(maxSplits: 1, omittingEmptySubsequences: false) { _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.starts(with:by:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>().starts(with: [1]) { _, _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.suffix(_:)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().suffix(1)"#
            ),
            (
                #"EmptyResolverSpecification.underestimatedCount"#,
                #"let _: Int = EmptyResolverSpecification<Int>().underestimatedCount"#
            ),
            (
                #"EmptyResolverSpecification.withContiguousStorageIfAvailable(_:)"#,
                #"let _: Int? = EmptyResolverSpecification<Int>().withContiguousStorageIfAvailable { $0.count }"#
            ),
            (
                #"EmptyResolverSpecification.filter(_:)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().filter { _ in true }"#
            ),
            (
                #"EmptyResolverSpecification.flatMap(_:) (-7jwq3)"#,
                #"let _: [Int] = EmptyResolverSpecification<Int>().flatMap { _ in [1] }"#
            ),
            (
                #"EmptyResolverSpecification.flatMap(_:) (-802vq)"#,
                #"let f: (EmptyResolverSpecification<Int>) -> [Int] = { $0.flatMap { _ -> [Int] in [] } }; _ = f"#
            ),
            (
                #"EmptyResolverSpecification.sorted(using:) (-2gheb)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().sorted(using: FBResolverOrder())"#
            ),
            (
                #"EmptyResolverSpecification.sorted(using:) (-6pfyg)"#,
                #"let _: [any Resolver] = EmptyResolverSpecification<Int>().sorted(using: [FBResolverOrder()])"#
            ),
            (
                #"EmptyResolverSpecification.compare(_:_:)"#,
                #"func g<S: Sequence>(_ s: S, _ a: S.Element.Compared) -> ComparisonResult where S.Element: SortComparator { s.compare(a, a) }; _ = g([FBIntOrder()], 1)"#
            ),
            (
                #"EmptyResolverSpecification.Element"#,
                #"let _: EmptyResolverSpecification<Int>.Element.Type = (any Resolver).self"#
            ),
            (
                #"EmptyResolverSpecification.Iterator"#,
                #"let _: EmptyResolverSpecification<Int>.Iterator.Type = IndexingIterator<[any Resolver]>.self"#
            ),
            (
                #"EmptyResolverSpecification.hash(into:)"#,
                #"var h = Hasher(); EmptyResolverSpecification<Int>().hash(into: &h)"#
            ),
            (#"EmptyResolverSpecification.hashValue"#, #"let _: Int = EmptyResolverSpecification<Int>().hashValue"#),
            (
                #"EmptyResolverSpecification.==(_:_:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>() == EmptyResolverSpecification<Int>()"#
            ),
            (
                #"EmptyResolverSpecification.!=(_:_:)"#,
                #"let _: Bool = EmptyResolverSpecification<Int>() != EmptyResolverSpecification<Int>()"#
            ),
            (#"EmptyResolverSpecification.Output"#, #"let _: EmptyResolverSpecification<Int>.Output.Type = Int.self"#),
            (
                #"EmptyResolverSpecification.makeIterator()"#,
                #"let _: IndexingIterator<[any Resolver]> = EmptyResolverSpecification<Int>().makeIterator()"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.allSatisfy(_:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).allSatisfy { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.compactMap(_:)"#,
                #"let _: [Int] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).compactMap { _ in 1 }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.contains(where:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).contains { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.count(where:)"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).count { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.drop(while:)"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).drop { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.dropFirst(_:)"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).dropFirst()"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.dropLast(_:)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).dropLast(1)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.elementsEqual(_:by:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).elementsEqual([1]) { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.enumerated()"#,
                #"for (i, _) in ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).enumerated() { _ = i }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.first(where:)"#,
                #"let _: (any Resolver)? = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).first { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.forEach(_:)"#,
                #"ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).forEach { _ in }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.formatted(_:)"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).formatted(FBCountStyle<ResolverSpecificationBuilder<Int>.Specification<Int, IntFromDoubleResolver>>())"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.lazy"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).lazy.map { $0.hashValue }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.lexicographicallyPrecedes(_:by:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).lexicographicallyPrecedes([any Resolver]()) { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.map(_:)"#,
                #"let _: [Int] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).map { $0.hashValue }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.max(by:)"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).max { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.min(by:)"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).min { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.prefix(while:)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).prefix { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.prefix(_:)"#,
                #"_ = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).prefix(1)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.reduce(into:_:)"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).reduce(into: 0) { n, _ in n += 1 }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.reduce(_:_:)"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).reduce(0) { n, _ in n + 1 }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.reversed()"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).reversed()"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.shuffled(using:)"#,
                #"var g = SystemRandomNumberGenerator(); let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).shuffled(using: &g)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.shuffled()"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).shuffled()"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.sorted(by:)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).sorted { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.split(maxSplits:omittingEmptySubsequences:whereSeparator:)"#,
                #"let _: [ArraySlice<any Resolver>] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).split(maxSplits: 1, omittingEmptySubsequences: false) { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.starts(with:by:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).starts(with: [1]) { _, _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.suffix(_:)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).suffix(1)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.underestimatedCount"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).underestimatedCount"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.withContiguousStorageIfAvailable(_:)"#,
                #"let _: Int? = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).withContiguousStorageIfAvailable { $0.count }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.filter(_:) (-486ly)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).filter { _ in true }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.filter(_:) (-fz1q)"#,
                #"let p = Predicate<any Resolver> { _ in PredicateExpressions.Value(true) }; let _: [any Resolver] = try ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).filter(p)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.flatMap(_:) (-932u1)"#,
                #"let _: [Int] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).flatMap { _ in [1] }"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.flatMap(_:) (-wpz)"#,
                #"let f: (ResolverSpecificationBuilder<Int>.Specification<Int, IntFromDoubleResolver>) -> [Int] = { $0.flatMap { _ -> [Int] in [] } }; _ = f"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.sorted(using:) (-4v0lv)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).sorted(using: FBResolverOrder())"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.sorted(using:) (-6yrbc)"#,
                #"let _: [any Resolver] = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).sorted(using: [FBResolverOrder()])"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.compare(_:_:)"#,
                #"func g<S: Sequence>(_ s: S, _ a: S.Element.Compared) -> ComparisonResult where S.Element: SortComparator { s.compare(a, a) }; _ = g([FBIntOrder()], 1)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.Element"#,
                #"let _: ResolverSpecificationBuilder<Int>.Specification<Int, IntFromDoubleResolver>.Element.Type = (any Resolver).self"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.Iterator"#,
                #"let _: ResolverSpecificationBuilder<Int>.Specification<Int, IntFromDoubleResolver>.Iterator.Type = IndexingIterator<[any Resolver]>.self"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.hash(into:)"#,
                #"var h = Hasher(); ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).hash(into: &h)"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.hashValue"#,
                #"let _: Int = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).hashValue"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.==(_:_:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)) == ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down))"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.!=(_:_:)"#,
                #"let _: Bool = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)) != ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down))"#
            ),
            (
                #"ResolverSpecificationBuilder.Specification.makeIterator()"#,
                #"let _: Array<any Resolver>.Iterator = ResolverSpecificationBuilder<Int>.buildPartialBlock(first: IntFromDoubleResolver(roundingRule: .down)).makeIterator()"#
            ),
            (
                #"ResolverSpecificationBuilder.buildExpression(_:)"#,
                #"let _: IntFromDoubleResolver = ResolverSpecificationBuilder<Int>.buildExpression(IntFromDoubleResolver(roundingRule: .up))"#
            ),
            (#"EmptySnippetIntent.authenticationPolicy"#, #"_ = EmptySnippetIntent.authenticationPolicy"#),
            (
                #"EmptySnippetIntent.callAsFunction(donate:) (-6n81w)"#,
                #"try await EmptySnippetIntent()(donate: false)"#
            ),
            (#"EmptySnippetIntent.callAsFunction(donate:) (-7xt20)"#, #"try await EmptySnippetIntent()()"#),
            (#"EmptySnippetIntent.Case"#, #"_ = EmptySnippetIntent.Case<URL, EmptySnippetIntent.Summary>.self"#),
            (
                #"EmptySnippetIntent.continueInForeground(_:alwaysConfirm:)"#,
                #"try await EmptySnippetIntent().continueInForeground()"#
            ),
            (
                #"EmptySnippetIntent.DefaultCase"#,
                #"_ = EmptySnippetIntent.DefaultCase<EmptySnippetIntent.Summary>.self"#
            ),
            (#"EmptySnippetIntent.description"#, #"_ = EmptySnippetIntent.description"#),
            (
                #"EmptySnippetIntent.donate() (-412wf)"#,
                #"func sync() { let _: IntentDonationIdentifier = EmptySnippetIntent().donate() }; sync()"#
            ),
            (
                #"EmptySnippetIntent.donate() (-8h49)"#,
                #"let _: IntentDonationIdentifier = try await EmptySnippetIntent().donate()"#
            ),
            (
                #"EmptySnippetIntent.donate(result:) (-20key)"#,
                #"func sync() { let _: IntentDonationIdentifier = EmptySnippetIntent().donate(result: IntentResultContainer<Never>.result()) }; sync()"#
            ),
            (
                #"EmptySnippetIntent.donate(result:) (-3gngj)"#,
                #"let _: IntentDonationIdentifier = try await EmptySnippetIntent().donate(result: .result())"#
            ),
            (#"EmptySnippetIntent.isDiscoverable"#, #"let _: Bool = EmptySnippetIntent.isDiscoverable"#),
            (#"EmptySnippetIntent.isDiscoverable (-44ooy)"#, #"let _: Bool = EmptySnippetIntent.isDiscoverable"#),
            (
                #"EmptySnippetIntent.needsToContinueInForegroundError(_:alwaysConfirm:)"#,
                #"let _: AppIntentError = EmptySnippetIntent().needsToContinueInForegroundError(alwaysConfirm: true)"#
            ),
            (#"EmptySnippetIntent.openAppWhenRun"#, #"let _: Bool = EmptySnippetIntent.openAppWhenRun"#),
            (#"EmptySnippetIntent.Option"#, #"let _: EmptySnippetIntent.Option = .cancel"#),
            (#"EmptySnippetIntent.Parameter"#, #"_ = EmptySnippetIntent.Parameter<URL>.self"#),
            (#"EmptySnippetIntent.parameterSummary"#, #"_ = EmptySnippetIntent.parameterSummary"#),
            (#"EmptySnippetIntent.PerformResult"#, #"_ = EmptySnippetIntent.PerformResult.self"#),
            (
                #"EmptySnippetIntent.persistentIdentifier (-24eyv)"#,
                #"let _: String = EmptySnippetIntent.persistentIdentifier"#
            ),
            (
                #"EmptySnippetIntent.persistentIdentifier (-2kerq)"#,
                #"let _: String = EmptySnippetIntent.persistentIdentifier"#
            ),
            (
                #"EmptySnippetIntent.requestChoice(between:dialog:)"#,
                #"let _: IntentChoiceOption = try await EmptySnippetIntent().requestChoice(between: [.cancel])"#
            ),
            (
                #"EmptySnippetIntent.requestConfirmation(conditions:actionName:dialog:)"#,
                #"try await EmptySnippetIntent().requestConfirmation(dialog: "Go?")"#
            ),
            (
                #"EmptySnippetIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:) (-4ynth)"#,
                #"try await EmptySnippetIntent().requestConfirmation(snippetIntent: EmptySnippetIntent())"#
            ),
            (
                #"EmptySnippetIntent.requestConfirmation(conditions:actionName:dialog:showDialogAsPrompt:snippetIntent:) (-6tx44)"#,
                #"let _: Int = try await EmptySnippetIntent().requestConfirmation(snippetIntent: CAValueSnippet())"#
            ),
            (
                #"EmptySnippetIntent.requestConfirmation(output:confirmationActionName:showPrompt:)"#,
                #"try await EmptySnippetIntent().requestConfirmation(output: .result(dialog: "Go?"))"#
            ),
            (
                #"EmptySnippetIntent.requestConfirmation(result:confirmationActionName:showPrompt:)"#,
                #"try await EmptySnippetIntent().requestConfirmation(result: .result(dialog: "Go?"))"#
            ),
            (#"EmptySnippetIntent.requestConfirmation()"#, #"try await EmptySnippetIntent().requestConfirmation()"#),
            (#"EmptySnippetIntent.Summary"#, #"_ = EmptySnippetIntent.Summary.self"#),
            (#"EmptySnippetIntent.SummaryContent"#, #"_ = EmptySnippetIntent.SummaryContent.self"#),
            (#"EmptySnippetIntent.supportedModes"#, #"let _: IntentModes = EmptySnippetIntent.supportedModes"#),
            (#"EmptySnippetIntent.Switch"#, #"_ = EmptySnippetIntent.Switch<URL>.self"#),
            (#"EmptySnippetIntent.systemContext"#, #"let _: IntentSystemContext = EmptySnippetIntent().systemContext"#),
            (
                #"EmptySnippetIntent.When"#,
                #"_ = EmptySnippetIntent.When<EmptySnippetIntent.Summary, EmptySnippetIntent.Summary>.self"#
            ),
            (#"EmptySnippetIntent.reload()"#, #"EmptySnippetIntent.reload()"#),
            (
                #"EntityQueryComparatorMode.hash(into:)"#,
                #"var h = Hasher(); EntityQueryComparatorMode.and.hash(into: &h)"#
            ),
            (#"EntityQueryComparatorMode.hashValue"#, #"let _: Int = EntityQueryComparatorMode.and.hashValue"#),
            (
                #"EntityQueryComparatorMode.!=(_:_:)"#,
                #"let _: Bool = EntityQueryComparatorMode.and != EntityQueryComparatorMode.and"#
            ),
            (
                #"EquatableComparisonOperator.hash(into:)"#,
                #"var h = Hasher(); EquatableComparisonOperator.equalTo.hash(into: &h)"#
            ),
            (#"EquatableComparisonOperator.hashValue"#, #"let _: Int = EquatableComparisonOperator.equalTo.hashValue"#),
            (
                #"EquatableComparisonOperator.!=(_:_:)"#,
                #"let _: Bool = EquatableComparisonOperator.equalTo != EquatableComparisonOperator.equalTo"#
            ),
            (
                #"HasValueComparisonOperator.hash(into:)"#,
                #"var h = Hasher(); HasValueComparisonOperator.hasAnyValue.hash(into: &h)"#
            ),
            (
                #"HasValueComparisonOperator.hashValue"#,
                #"let _: Int = HasValueComparisonOperator.hasAnyValue.hashValue"#
            ),
            (
                #"HasValueComparisonOperator.!=(_:_:)"#,
                #"let _: Bool = HasValueComparisonOperator.hasAnyValue != HasValueComparisonOperator.hasAnyValue"#
            ),
            (
                #"IntentAuthenticationPolicy.hash(into:)"#,
                #"var h = Hasher(); IntentAuthenticationPolicy.alwaysAllowed.hash(into: &h)"#
            ),
            (
                #"IntentAuthenticationPolicy.hashValue"#,
                #"let _: Int = IntentAuthenticationPolicy.alwaysAllowed.hashValue"#
            ),
            (
                #"IntentAuthenticationPolicy.!=(_:_:)"#,
                #"let _: Bool = IntentAuthenticationPolicy.alwaysAllowed != IntentAuthenticationPolicy.alwaysAllowed"#
            ),
            (
                #"OneOfComparisonOperator.hash(into:)"#,
                #"var h = Hasher(); OneOfComparisonOperator.oneOf.hash(into: &h)"#
            ),
            (#"OneOfComparisonOperator.hashValue"#, #"let _: Int = OneOfComparisonOperator.oneOf.hashValue"#),
            (
                #"OneOfComparisonOperator.!=(_:_:)"#,
                #"let _: Bool = OneOfComparisonOperator.oneOf != OneOfComparisonOperator.oneOf"#
            ),
            (#"IntentWidgetFamily.hash(into:)"#, #"var h = Hasher(); IntentWidgetFamily.systemSmall.hash(into: &h)"#),
            (#"IntentWidgetFamily.hashValue"#, #"let _: Int = IntentWidgetFamily.systemSmall.hashValue"#),
            (
                #"IntentWidgetFamily.!=(_:_:)"#,
                #"let _: Bool = IntentWidgetFamily.systemSmall != IntentWidgetFamily.systemSmall"#
            ),
            (
                #"IntentWidgetFamily.defaultResolverSpecification"#,
                #"let _: EmptyResolverSpecification<IntentWidgetFamily> = IntentWidgetFamily.defaultResolverSpecification"#
            ),
            (
                #"IntentWidgetFamily.Specification"#,
                #"let _: IntentWidgetFamily.Specification.Type = EmptyResolverSpecification<IntentWidgetFamily>.self"#
            ),
            (#"IntentWidgetFamily.ValueType"#, #"let _: IntentWidgetFamily.ValueType.Type = IntentWidgetFamily.self"#),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.Input"#,
                #"let _: StringSearchCriteriaFromStringResolverSpecificification.Input.Type = String.self"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.Output"#,
                #"let _: StringSearchCriteriaFromStringResolverSpecificification.Output.Type = StringSearchCriteria.self"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.Context"#,
                #"let _: StringSearchCriteriaFromStringResolverSpecificification.Context<StringSearchCriteria>.Type = IntentParameterContext<StringSearchCriteria>.self"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.==(_:_:)"#,
                #"let f: (StringSearchCriteriaFromStringResolverSpecificification, StringSearchCriteriaFromStringResolverSpecificification) -> Bool = (==); _ = f"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.!=(_:_:)"#,
                #"let f: (StringSearchCriteriaFromStringResolverSpecificification, StringSearchCriteriaFromStringResolverSpecificification) -> Bool = (!=); _ = f"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.hash(into:)"#,
                #"let f: (StringSearchCriteriaFromStringResolverSpecificification, inout Hasher) -> Void = { $0.hash(into: &$1) }; _ = f"#
            ),
            (
                #"StringSearchCriteriaFromStringResolverSpecificification.hashValue"#,
                #"let f: (StringSearchCriteriaFromStringResolverSpecificification) -> Int = { $0.hashValue }; _ = f"#
            ),
            (
                #"SyncableEntityIdentifier.==(_:_:)"#,
                #"let a = SyncableEntityIdentifier<String, String>(id: "a"); let _: Bool = a == a"#
            ),
            (
                #"SyncableEntityIdentifier.hash(into:)"#,
                #"var h = Hasher(); SyncableEntityIdentifier<String, String>(id: "a").hash(into: &h)"#
            ),
            (#"IntentExecutionTargets.default"#, #"let _: IntentExecutionTargets = .default"#),
            (
                #"IntentPredictionConfiguration.Intent"#,
                #"func g<C: IntentPredictionConfiguration>(_: C.Type) -> C.Intent.Type { C.Intent.self }; _ = g(PPredicted.Prediction.self)"#
            ),
            (
                #"IntentItemSection.description"#,
                #"var s = IntentItemSection<Int>("Loaves", items: [1]); let d: DisplayRepresentation? = s.description; s.description = d"#
            ),
            (
                #"EntityQueryComparatorsBuilder.buildExpression(_:) (-5tlbq)"#,
                #"_ = EntityQueryComparatorsBuilder<Int, Int>.buildExpression(EqualToComparator<Int, Int> { $0 })"#
            ),
            (
                #"EntityQueryComparatorsBuilder.buildExpression(_:) (-6v6cj)"#,
                #"_ = EntityQueryComparatorsBuilder<String, String>.buildExpression(ContainsComparator<String, String> { $0 })"#
            ),
            (
                #"EntityQueryComparatorsBuilder.buildExpression(_:) (-8jx4k)"#,
                #"_ = EntityQueryComparatorsBuilder<Int, Int>.buildExpression(IsBetweenComparator<Int, Int> { a, _ in a })"#
            ),
            (#"AppSchema.init(_:) (intent)"#, #"_ = AppSchema(.calendar.deleteEvents)"#),
            (#"AppSchema.init(_:) (enum)"#, #"_ = AppSchema(.imageGeneration.saveToLibraryMode)"#),
            (#"AppSchema.init(_:) (entity)"#, #"_ = AppSchema(.notes.tag)"#),
            (
                #"AppSchema.AppStoreIntent"#,
                #"func g<T: AppSchema.AppStoreIntent>(_: T.Type) {}; g(AppSchema.Intent.self)"#
            ),
            (
                #"AppSchema.AppStoreEntity"#,
                #"func g<T: AppSchema.AppStoreEntity>(_: T.Type) {}; g(AppSchema.Entity.self)"#
            ),
            (
                #"AppSchema.AppStoreIntent.installApplication"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.appStore.installApplication)"#
            ),
            (
                #"AppSchema.AppStoreEntity.marketplaceApplication"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.appStore.marketplaceApplication)"#
            ),
            (
                #"AppSchema.ImageGenerationIntent"#,
                #"func g<T: AppSchema.ImageGenerationIntent>(_: T.Type) {}; g(AppSchema.Intent.self)"#
            ),
            (
                #"AppSchema.ImageGenerationEntity"#,
                #"func g<T: AppSchema.ImageGenerationEntity>(_: T.Type) {}; g(AppSchema.Entity.self)"#
            ),
            (
                #"AppSchema.ImageGenerationEnum"#,
                #"func g<T: AppSchema.ImageGenerationEnum>(_: T.Type) {}; g(AppSchema.Enum.self)"#
            ),
            (
                #"AppSchema.ImageGenerationIntent.generate"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.imageGeneration.generate)"#
            ),
            (
                #"AppSchema.ImageGenerationEntity.style"#,
                #"func take<T: AppSchemaEntity>(_: T) {}; take(.imageGeneration.style)"#
            ),
            (
                #"AppSchema.ImageGenerationEnum.saveToLibraryMode"#,
                #"func take<T: AppSchemaEnum>(_: T) {}; take(.imageGeneration.saveToLibraryMode)"#
            ),
            (
                #"AppSchema.CalendarIntent.deleteEvents"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.calendar.deleteEvents)"#
            ),
            (
                #"AppSchema.FilesIntent.showDocumentScanner"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.files.showDocumentScanner)"#
            ),
            (
                #"AppSchema.MapsIntent.addNavigationWaypoints"#,
                #"func take<T: AppSchemaIntent>(_: T) {}; take(.maps.addNavigationWaypoints)"#
            ),
            (#"AppSchema.NotesEntity.tag"#, #"func take<T: AppSchemaEntity>(_: T) {}; take(.notes.tag)"#),
            (
                #"AppSchemaIntent.appStore"#,
                #"func take<T: AppSchema.AppStoreIntent>(_: T) {}; take(AppSchema.Intent.appStore)"#
            ),
            (
                #"AppSchemaEntity.appStore"#,
                #"func take<T: AppSchema.AppStoreEntity>(_: T) {}; take(AppSchema.Entity.appStore)"#
            ),
            (
                #"AppSchemaIntent.imageGeneration"#,
                #"func take<T: AppSchema.ImageGenerationIntent>(_: T) {}; take(AppSchema.Intent.imageGeneration)"#
            ),
            (
                #"AppSchemaEntity.imageGeneration"#,
                #"func take<T: AppSchema.ImageGenerationEntity>(_: T) {}; take(AppSchema.Entity.imageGeneration)"#
            ),
            (
                #"AppSchemaEnum.imageGeneration"#,
                #"func take<T: AppSchema.ImageGenerationEnum>(_: T) {}; take(AppSchema.Enum.imageGeneration)"#
            ),
        ]
    }
#endif
