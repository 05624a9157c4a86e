/// Builds a provider's `appShortcuts` from 1 to 10 shortcuts: Apple's `AppShortcutsBuilder`.
///
/// One `buildBlock` overload per count, so an 11th shortcut in one block is a compile-time
/// error. Shortcuts added in `if` blocks are counted when the provider is registered.
@resultBuilder
public enum AppShortcutsBuilder {
    /// Lists one shortcut.
    /// - Parameter shortcut: The shortcut.
    /// - Returns: The shortcut, in a list.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] {
        [shortcut]
    }

    /// A block of 1 shortcut.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(_ s0: [AppShortcut]) -> [AppShortcut] {
        s0
    }

    /// A block of 2 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(_ s0: [AppShortcut], _ s1: [AppShortcut]) -> [AppShortcut] {
        s0 + s1
    }

    /// A block of 3 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(_ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut]) -> [AppShortcut] {
        s0 + s1 + s2
    }

    /// A block of 4 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(_ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut])
        -> [AppShortcut]
    {
        s0 + s1 + s2 + s3
    }

    /// A block of 5 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4
    }

    /// A block of 6 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    ///   - s5: Shortcut 6.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut],
        _ s5: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4 + s5
    }

    /// A block of 7 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    ///   - s5: Shortcut 6.
    ///   - s6: Shortcut 7.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut],
        _ s5: [AppShortcut], _ s6: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4 + s5 + s6
    }

    /// A block of 8 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    ///   - s5: Shortcut 6.
    ///   - s6: Shortcut 7.
    ///   - s7: Shortcut 8.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut],
        _ s5: [AppShortcut], _ s6: [AppShortcut], _ s7: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7
    }

    /// A block of 9 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    ///   - s5: Shortcut 6.
    ///   - s6: Shortcut 7.
    ///   - s7: Shortcut 8.
    ///   - s8: Shortcut 9.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut],
        _ s5: [AppShortcut], _ s6: [AppShortcut], _ s7: [AppShortcut], _ s8: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8
    }

    /// A block of 10 shortcuts.
    /// - Parameters:
    ///   - s0: Shortcut 1.
    ///   - s1: Shortcut 2.
    ///   - s2: Shortcut 3.
    ///   - s3: Shortcut 4.
    ///   - s4: Shortcut 5.
    ///   - s5: Shortcut 6.
    ///   - s6: Shortcut 7.
    ///   - s7: Shortcut 8.
    ///   - s8: Shortcut 9.
    ///   - s9: Shortcut 10.
    /// - Returns: The shortcuts, in order.
    public static func buildBlock(
        _ s0: [AppShortcut], _ s1: [AppShortcut], _ s2: [AppShortcut], _ s3: [AppShortcut], _ s4: [AppShortcut],
        _ s5: [AppShortcut], _ s6: [AppShortcut], _ s7: [AppShortcut], _ s8: [AppShortcut], _ s9: [AppShortcut]
    ) -> [AppShortcut] {
        s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9
    }

    /// An `if` without `else`: its shortcuts, or none.
    /// - Parameter shortcuts: The shortcuts when the condition held.
    /// - Returns: The shortcuts.
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] {
        shortcuts ?? []
    }

    /// The first branch of an `if`/`else`.
    /// - Parameter first: The branch's shortcuts.
    /// - Returns: The shortcuts.
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] {
        first
    }

    /// The second branch of an `if`/`else`.
    /// - Parameter second: The branch's shortcuts.
    /// - Returns: The shortcuts.
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] {
        second
    }

    /// An `if #available` block.
    /// - Parameter shortcuts: The block's shortcuts.
    /// - Returns: The shortcuts.
    public static func buildLimitedAvailability(_ shortcuts: [AppShortcut]) -> [AppShortcut] {
        shortcuts
    }
}
