// Issue 21: the probes of the ActivityKit rows that the crawl index of the copy of Apple's pages
// (`Averyy/apple-dev-docs`, `.hashes/ActivityKit_hashes.json`) names and no row cited: the `==` pages of the
// `Equatable` types (the copy keeps them under one file name with `!=`, so a folder listing shows only one of the two).
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles (none).
        static let activityKitEqualityPreamble = ""

        /// One probe per implemented or shape row of the block, by symbol.
        static let activityKitEqualityProbes: [(symbol: String, body: String)] = [
            (
                #"ActivityAuthorizationError.==(_:_:)"#,
                #"let f: (ActivityAuthorizationError, ActivityAuthorizationError) -> Bool = (==); let _: Bool = f(.denied, .unentitled)"#
            ),
            (
                #"ActivityState.==(_:_:)"#,
                #"let f: (ActivityState, ActivityState) -> Bool = (==); let _: Bool = f(.active, .ended)"#
            ),
            (
                #"ActivityStyle.==(_:_:)"#,
                #"let f: (ActivityStyle, ActivityStyle) -> Bool = (==); let _: Bool = f(.standard, .transient)"#
            ),
            (
                #"ActivityUIDismissalPolicy.==(_:_:)"#,
                #"let f: (ActivityUIDismissalPolicy, ActivityUIDismissalPolicy) -> Bool = (==); let _: Bool = f(.default, .after(.now))"#
            ),
            (
                #"PushType.==(_:_:)"#,
                #"let f: (PushType, PushType) -> Bool = (==); let _: Bool = f(.token, .channel("c"))"#
            ),
            (
                #"AlertConfiguration.==(_:_:)"#,
                #"let f: (AlertConfiguration, AlertConfiguration) -> Bool = (==); let c = AlertConfiguration(title: "t", body: "b", sound: .default); let _: Bool = f(c, c)"#
            ),
            (
                #"AlertConfiguration.AlertSound.==(_:_:)"#,
                #"let f: (AlertConfiguration.AlertSound, AlertConfiguration.AlertSound) -> Bool = (==); let _: Bool = f(.default, .named("bell"))"#
            ),
        ]
    }
#endif
