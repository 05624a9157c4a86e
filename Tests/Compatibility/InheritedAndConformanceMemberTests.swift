// What the members of Documentation/AppleAPI.md's subsection "Inherited and conformance members, UIKit view members
// and the iOS 27 schemas" do here: the resolver specifications as sequences, the default execution targets, and an
// item section's description.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import Testing

    @Suite("Inherited and conformance members: specifications, targets, item sections")
    struct InheritedAndConformanceMemberTests {
        /// The resolvers of a `resolvers:` block, as the builder makes them.
        @ResolverSpecificationBuilder<Int>
        func twoResolvers() -> some ResolverSpecification {
            IntFromDoubleResolver(roundingRule: .down)
            IntFromStringResolver(radix: 16)
        }

        @Test("an empty specification iterates no resolver")
        func emptySpecificationListsNoResolver() {
            let specification = EmptyResolverSpecification<Int>()
            var iterator = specification.makeIterator()
            #expect(iterator.next() == nil)
            #expect(specification.underestimatedCount == 0)
            #expect(specification == EmptyResolverSpecification<Int>())
        }

        @Test("a built specification iterates its resolvers in the block's order, each passed on unchanged")
        func builtSpecificationListsItsResolversInOrder() throws {
            let resolvers = Array(twoResolvers())
            #expect(resolvers.count == 2)
            let first = try #require(resolvers.first as? IntFromDoubleResolver)
            #expect(first.roundingRule == .down)
            #expect(resolvers.last is IntFromStringResolver)
            let expression = ResolverSpecificationBuilder<Int>.buildExpression(IntFromDoubleResolver(roundingRule: .up))
            #expect(expression.roundingRule == .up)
        }

        @Test("the default execution targets are all three")
        func defaultTargetsAreAllTargets() {
            let targets = IntentExecutionTargets.default
            #expect(targets.contains(.main))
            #expect(targets.contains(.appIntentsExtension))
            #expect(targets.contains(.widgetKitExtension))
        }

        @Test("a section's description is its title, subtitle and image; setting it sets them")
        func sectionDescriptionIsItsTitleSubtitleAndImage() throws {
            var section = IntentItemSection<Int>("Loaves", items: [1, 2])
            let description = try #require(section.description)
            #expect(description.title.key == "Loaves")
            #expect(description.subtitle == nil)
            section.description = DisplayRepresentation(title: "Rolls", subtitle: "Fresh")
            #expect(section.title?.key == "Rolls")
            #expect(section.description?.subtitle?.key == "Fresh")
            section.description = nil
            #expect(section.title == nil)
            #expect(IntentItemSection<Int>(items: []).description == nil)
        }
    }
#endif
