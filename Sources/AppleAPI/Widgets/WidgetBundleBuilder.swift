/// Builds the body of a ``WidgetBundle`` from 1 to 10 widgets: WidgetKit's `WidgetBundleBuilder`.
///
/// One `buildBlock` overload per count, as in the SDKs before parameter packs, so an 11th widget
/// in one block is a compile-time error. Nest bundles (`Inner().body`) to declare more.
@resultBuilder
public enum WidgetBundleBuilder {
    /// Passes a widget through.
    /// - Parameter widget: The widget.
    /// - Returns: The widget.
    public static func buildExpression<W: Widget>(_ widget: W) -> W {
        widget
    }

    /// Lists a whole bundle, named after its type in diagnostics.
    /// - Parameter bundle: The bundle.
    /// - Returns: The bundle's widgets as a named group.
    public static func buildExpression<B: WidgetBundle>(_ bundle: B) -> WidgetGroup {
        WidgetGroup(widgets: [bundle.body], name: _typeName(B.self, qualified: false), isDynamic: false)
    }

    /// An empty block.
    /// - Returns: An empty group.
    public static func buildBlock() -> WidgetGroup {
        WidgetGroup(widgets: [], name: nil, isDynamic: false)
    }

    /// A block of 1 widget.
    /// - Parameters:
    ///   - w0: Widget 1.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget>(_ w0: W0) -> WidgetGroup {
        WidgetGroup(widgets: [w0], name: nil, isDynamic: false)
    }

    /// A block of 2 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget>(_ w0: W0, _ w1: W1) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1], name: nil, isDynamic: false)
    }

    /// A block of 3 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget>(_ w0: W0, _ w1: W1, _ w2: W2) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2], name: nil, isDynamic: false)
    }

    /// A block of 4 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3
    ) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3], name: nil, isDynamic: false)
    }

    /// A block of 5 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4
    ) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4], name: nil, isDynamic: false)
    }

    /// A block of 6 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    ///   - w5: Widget 6.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5
    ) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4, w5], name: nil, isDynamic: false)
    }

    /// A block of 7 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    ///   - w5: Widget 6.
    ///   - w6: Widget 7.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget>(
        _ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6
    ) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4, w5, w6], name: nil, isDynamic: false)
    }

    /// A block of 8 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    ///   - w5: Widget 6.
    ///   - w6: Widget 7.
    ///   - w7: Widget 8.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<
        W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget
    >(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4, w5, w6, w7], name: nil, isDynamic: false)
    }

    /// A block of 9 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    ///   - w5: Widget 6.
    ///   - w6: Widget 7.
    ///   - w7: Widget 8.
    ///   - w8: Widget 9.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<
        W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget
    >(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8) -> WidgetGroup {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4, w5, w6, w7, w8], name: nil, isDynamic: false)
    }

    /// A block of 10 widgets.
    /// - Parameters:
    ///   - w0: Widget 1.
    ///   - w1: Widget 2.
    ///   - w2: Widget 3.
    ///   - w3: Widget 4.
    ///   - w4: Widget 5.
    ///   - w5: Widget 6.
    ///   - w6: Widget 7.
    ///   - w7: Widget 8.
    ///   - w8: Widget 9.
    ///   - w9: Widget 10.
    /// - Returns: The widgets, in order, as a group.
    public static func buildBlock<
        W0: Widget, W1: Widget, W2: Widget, W3: Widget, W4: Widget, W5: Widget, W6: Widget, W7: Widget, W8: Widget,
        W9: Widget
    >(_ w0: W0, _ w1: W1, _ w2: W2, _ w3: W3, _ w4: W4, _ w5: W5, _ w6: W6, _ w7: W7, _ w8: W8, _ w9: W9) -> WidgetGroup
    {
        WidgetGroup(widgets: [w0, w1, w2, w3, w4, w5, w6, w7, w8, w9], name: nil, isDynamic: false)
    }

    /// An `if` without `else`: its widgets, or none.
    /// - Parameter widgets: The widgets when the condition held.
    /// - Returns: The widgets as a group.
    public static func buildOptional(_ widgets: WidgetGroup?) -> WidgetGroup {
        widgets ?? WidgetGroup(widgets: [], name: nil, isDynamic: false)
    }

    /// The first branch of an `if`/`else`.
    /// - Parameter first: The branch's widgets.
    /// - Returns: The widgets as a group.
    package static func buildEither(first: WidgetGroup) -> WidgetGroup {
        first
    }

    /// The second branch of an `if`/`else`.
    /// - Parameter second: The branch's widgets.
    /// - Returns: The widgets as a group.
    package static func buildEither(second: WidgetGroup) -> WidgetGroup {
        second
    }

    /// An `if #available` block.
    /// - Parameter widgets: The block's widgets.
    /// - Returns: The widgets as a group.
    public static func buildLimitedAvailability(_ widgets: WidgetGroup) -> WidgetGroup {
        widgets
    }
}
