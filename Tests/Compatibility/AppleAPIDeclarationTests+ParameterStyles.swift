// Issue 21: the probes of the rows of "`IntentParameter`'s control-style and placemark display-style cases" in
// Documentation/AppleAPI.md: the cases of `IntentParameter.DoubleControlStyle` that only the crawl index listed, named
// through `IntentParameter` as a user's file names them.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// Types the probes of this block use besides the shared preambles (none).
        static let parameterStylesPreamble = ""

        /// One probe per implemented or shape row of the block, by symbol.
        static let parameterStylesProbes: [(symbol: String, body: String)] = [
            (
                #"IntentParameter.DoubleControlStyle.field"#,
                #"let s: IntentParameter<Double>.DoubleControlStyle = .field; _ = s"#
            ),
            (
                #"IntentParameter.DoubleControlStyle.stepper"#,
                #"let s: IntentParameter<Double>.DoubleControlStyle = .stepper; _ = s"#
            ),
        ]
    }
#endif
