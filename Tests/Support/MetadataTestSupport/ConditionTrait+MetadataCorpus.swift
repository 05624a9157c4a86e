#if canImport(Testing)
    import Testing

    extension Trait where Self == ConditionTrait {
        /// Runs the test only when the real metadata corpus was found; otherwise Swift Testing reports it as
        /// skipped with ``MetadataCorpus/skipNote``, which names `INTENT_METADATA_CORPUS`.
        package static var requiresMetadataCorpus: Self {
            .enabled(if: MetadataCorpus.isAvailable, Comment(rawValue: MetadataCorpus.skipNote))
        }
    }
#endif
