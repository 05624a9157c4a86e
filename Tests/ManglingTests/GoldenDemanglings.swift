// Generated ONCE by running the oracle, `swift demangle --compact '$s' + name` (Swift 6.3.1), over every name
// the differential tests use (corpus, fixture runtime names, hand-written compiler forms). Regenerate after
// changing the fixtures: `MANGLING_WRITE_NAMES=/tmp/names.txt swift test --filter GoldenWriter`, then
// `while read -r n; do swift demangle --compact "\$s$n"; done < /tmp/names.txt` gives the values, line by line.
// Never edit by hand.

/// Mangled name (no `$s` prefix) → what `swift demangle --compact` prints for it.
let goldenDemanglings: [String: String] = [
    "9TrollLEDs12AllOffIntentV": "TrollLEDs.AllOffIntent",
    "9TrollLEDs11AllOnIntentV": "TrollLEDs.AllOnIntent",
    "9TrollLEDs13AmberOnIntentV": "TrollLEDs.AmberOnIntent",
    "9TrollLEDs12ManualIntentV": "TrollLEDs.ManualIntent",
    "9TrollLEDs13WhiteOnIntentV": "TrollLEDs.WhiteOnIntent",
    "9TrollLEDs0aB20AppShortcutsProviderV": "TrollLEDs.TrollLEDsAppShortcutsProvider",
    "5Radio22FullscreenStreamIntentV": "Radio.FullscreenStreamIntent",
    "5Radio16HideStreamIntentV": "Radio.HideStreamIntent",
    "5Radio04MuteA6IntentV": "Radio.MuteRadioIntent",
    "5Radio16NowPlayingIntentV": "Radio.NowPlayingIntent",
    "5Radio05PauseA6IntentV": "Radio.PauseRadioIntent",
    "5Radio16PlayStreamIntentV": "Radio.PlayStreamIntent",
    "5Radio06ResumeA6IntentV": "Radio.ResumeRadioIntent",
    "5Radio16ShowStreamIntentV": "Radio.ShowStreamIntent",
    "5Radio16SoloStreamIntentV": "Radio.SoloStreamIntent",
    "5Radio04StopA6IntentV": "Radio.StopRadioIntent",
    "5Radio16StopStreamIntentV": "Radio.StopStreamIntent",
    "5Radio06UnmuteA6IntentV": "Radio.UnmuteRadioIntent",
    "5Radio16VolumeDownIntentV": "Radio.VolumeDownIntent",
    "5Radio14VolumeUpIntentV": "Radio.VolumeUpIntent",
    "5Radio12StreamEntityV": "Radio.StreamEntity",
    "5Radio17StreamEntityQueryV": "Radio.StreamEntityQuery",
    "5Radio0A9ShortcutsV": "Radio.RadioShortcuts",
    "10FixtureKit0bA0V": "FixtureKit.KitFixture",
    "10FixtureKit0bA0VSg": "FixtureKit.KitFixture?",
    "Say10FixtureKit0bA0VG": "[FixtureKit.KitFixture]",
    "SDySS10FixtureKit0bA0VG": "[Swift.String : FixtureKit.KitFixture]",
    "10FixtureKit3BoxVyAA0bA0VG": "FixtureKit.Box<FixtureKit.KitFixture>",
    "10FixtureKit4PairVySSAA0bA0VG": "FixtureKit.Pair<Swift.String, FixtureKit.KitFixture>",
    "10FixtureKit4PairVyAA0bA0VAEG": "FixtureKit.Pair<FixtureKit.KitFixture, FixtureKit.KitFixture>",
    "10FixtureKit0aB5ModelV": "FixtureKit.FixtureKitModel",
    "10FixtureKit0aB5ModelVSg": "FixtureKit.FixtureKitModel?",
    "Say10FixtureKit0aB5ModelVG": "[FixtureKit.FixtureKitModel]",
    "SDySS10FixtureKit0aB5ModelVG": "[Swift.String : FixtureKit.FixtureKitModel]",
    "10FixtureKit3BoxVyAA0aB5ModelVG": "FixtureKit.Box<FixtureKit.FixtureKitModel>",
    "10FixtureKit4PairVySSAA0aB5ModelVG": "FixtureKit.Pair<Swift.String, FixtureKit.FixtureKitModel>",
    "10FixtureKit4PairVyAA0aB5ModelVAEG": "FixtureKit.Pair<FixtureKit.FixtureKitModel, FixtureKit.FixtureKitModel>",
    "10FixtureKit0aB5StoreC": "FixtureKit.FixtureKitStore",
    "10FixtureKit0aB5StoreCSg": "FixtureKit.FixtureKitStore?",
    "Say10FixtureKit0aB5StoreCG": "[FixtureKit.FixtureKitStore]",
    "SDySS10FixtureKit0aB5StoreCG": "[Swift.String : FixtureKit.FixtureKitStore]",
    "10FixtureKit3BoxVyAA0aB5StoreCG": "FixtureKit.Box<FixtureKit.FixtureKitStore>",
    "10FixtureKit4PairVySSAA0aB5StoreCG": "FixtureKit.Pair<Swift.String, FixtureKit.FixtureKitStore>",
    "10FixtureKit4PairVyAA0aB5StoreCAEG": "FixtureKit.Pair<FixtureKit.FixtureKitStore, FixtureKit.FixtureKitStore>",
    "10FixtureKit0aB4ModeO": "FixtureKit.FixtureKitMode",
    "10FixtureKit0aB4ModeOSg": "FixtureKit.FixtureKitMode?",
    "Say10FixtureKit0aB4ModeOG": "[FixtureKit.FixtureKitMode]",
    "SDySS10FixtureKit0aB4ModeOG": "[Swift.String : FixtureKit.FixtureKitMode]",
    "10FixtureKit3BoxVyAA0aB4ModeOG": "FixtureKit.Box<FixtureKit.FixtureKitMode>",
    "10FixtureKit4PairVySSAA0aB4ModeOG": "FixtureKit.Pair<Swift.String, FixtureKit.FixtureKitMode>",
    "10FixtureKit4PairVyAA0aB4ModeOAEG": "FixtureKit.Pair<FixtureKit.FixtureKitMode, FixtureKit.FixtureKitMode>",
    "10FixtureKit5PlainV": "FixtureKit.Plain",
    "10FixtureKit5PlainVSg": "FixtureKit.Plain?",
    "Say10FixtureKit5PlainVG": "[FixtureKit.Plain]",
    "SDySS10FixtureKit5PlainVG": "[Swift.String : FixtureKit.Plain]",
    "10FixtureKit3BoxVyAA5PlainVG": "FixtureKit.Box<FixtureKit.Plain>",
    "10FixtureKit4PairVySSAA5PlainVG": "FixtureKit.Pair<Swift.String, FixtureKit.Plain>",
    "10FixtureKit4PairVyAA5PlainVAEG": "FixtureKit.Pair<FixtureKit.Plain, FixtureKit.Plain>",
    "10FixtureKit5PlainV5InnerV4DeepO": "FixtureKit.Plain.Inner.Deep",
    "10FixtureKit5PlainV5InnerV4DeepOSg": "FixtureKit.Plain.Inner.Deep?",
    "Say10FixtureKit5PlainV5InnerV4DeepOG": "[FixtureKit.Plain.Inner.Deep]",
    "SDySS10FixtureKit5PlainV5InnerV4DeepOG": "[Swift.String : FixtureKit.Plain.Inner.Deep]",
    "10FixtureKit3BoxVyAA5PlainV5InnerV4DeepOG": "FixtureKit.Box<FixtureKit.Plain.Inner.Deep>",
    "10FixtureKit4PairVySSAA5PlainV5InnerV4DeepOG": "FixtureKit.Pair<Swift.String, FixtureKit.Plain.Inner.Deep>",
    "10FixtureKit4PairVyAA5PlainV5InnerV4DeepOAIG":
        "FixtureKit.Pair<FixtureKit.Plain.Inner.Deep, FixtureKit.Plain.Inner.Deep>",
    "10FixtureKit5PlainV10InnerClassC": "FixtureKit.Plain.InnerClass",
    "10FixtureKit5PlainV10InnerClassCSg": "FixtureKit.Plain.InnerClass?",
    "Say10FixtureKit5PlainV10InnerClassCG": "[FixtureKit.Plain.InnerClass]",
    "SDySS10FixtureKit5PlainV10InnerClassCG": "[Swift.String : FixtureKit.Plain.InnerClass]",
    "10FixtureKit3BoxVyAA5PlainV10InnerClassCG": "FixtureKit.Box<FixtureKit.Plain.InnerClass>",
    "10FixtureKit4PairVySSAA5PlainV10InnerClassCG": "FixtureKit.Pair<Swift.String, FixtureKit.Plain.InnerClass>",
    "10FixtureKit4PairVyAA5PlainV10InnerClassCAGG":
        "FixtureKit.Pair<FixtureKit.Plain.InnerClass, FixtureKit.Plain.InnerClass>",
    "10FixtureKit0bbB0V": "FixtureKit.KitKitKit",
    "10FixtureKit0bbB0VSg": "FixtureKit.KitKitKit?",
    "Say10FixtureKit0bbB0VG": "[FixtureKit.KitKitKit]",
    "SDySS10FixtureKit0bbB0VG": "[Swift.String : FixtureKit.KitKitKit]",
    "10FixtureKit3BoxVyAA0bbB0VG": "FixtureKit.Box<FixtureKit.KitKitKit>",
    "10FixtureKit4PairVySSAA0bbB0VG": "FixtureKit.Pair<Swift.String, FixtureKit.KitKitKit>",
    "10FixtureKit4PairVyAA0bbB0VAEG": "FixtureKit.Pair<FixtureKit.KitKitKit, FixtureKit.KitKitKit>",
    "10FixtureKit0B9_Fixture2V": "FixtureKit.Kit_Fixture2",
    "10FixtureKit0B9_Fixture2VSg": "FixtureKit.Kit_Fixture2?",
    "Say10FixtureKit0B9_Fixture2VG": "[FixtureKit.Kit_Fixture2]",
    "SDySS10FixtureKit0B9_Fixture2VG": "[Swift.String : FixtureKit.Kit_Fixture2]",
    "10FixtureKit3BoxVyAA0B9_Fixture2VG": "FixtureKit.Box<FixtureKit.Kit_Fixture2>",
    "10FixtureKit4PairVySSAA0B9_Fixture2VG": "FixtureKit.Pair<Swift.String, FixtureKit.Kit_Fixture2>",
    "10FixtureKit4PairVyAA0B9_Fixture2VAEG": "FixtureKit.Pair<FixtureKit.Kit_Fixture2, FixtureKit.Kit_Fixture2>",
    "10FixtureKit07HTTPKitA3URLV": "FixtureKit.HTTPKitFixtureURL",
    "10FixtureKit07HTTPKitA3URLVSg": "FixtureKit.HTTPKitFixtureURL?",
    "Say10FixtureKit07HTTPKitA3URLVG": "[FixtureKit.HTTPKitFixtureURL]",
    "SDySS10FixtureKit07HTTPKitA3URLVG": "[Swift.String : FixtureKit.HTTPKitFixtureURL]",
    "10FixtureKit3BoxVyAA07HTTPKitA3URLVG": "FixtureKit.Box<FixtureKit.HTTPKitFixtureURL>",
    "10FixtureKit4PairVySSAA07HTTPKitA3URLVG": "FixtureKit.Pair<Swift.String, FixtureKit.HTTPKitFixtureURL>",
    "10FixtureKit4PairVyAA07HTTPKitA3URLVAEG":
        "FixtureKit.Pair<FixtureKit.HTTPKitFixtureURL, FixtureKit.HTTPKitFixtureURL>",
    "10FixtureKit66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeV":
        "FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike",
    "10FixtureKit66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVSg":
        "FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike?",
    "Say10FixtureKit66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVG":
        "[FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike]",
    "SDySS10FixtureKit66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVG":
        "[Swift.String : FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike]",
    "10FixtureKit3BoxVyAA66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVG":
        "FixtureKit.Box<FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike>",
    "10FixtureKit4PairVySSAA66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVG":
        "FixtureKit.Pair<Swift.String, FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike>",
    "10FixtureKit4PairVyAA66AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMikeVAEG":
        "FixtureKit.Pair<FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike, FixtureKit.AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike>",
    "10FixtureKit73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluV":
        "FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu",
    "10FixtureKit73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVSg":
        "FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu?",
    "Say10FixtureKit73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVG":
        "[FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu]",
    "SDySS10FixtureKit73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVG":
        "[Swift.String : FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu]",
    "10FixtureKit3BoxVyAA73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVG":
        "FixtureKit.Box<FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu>",
    "10FixtureKit4PairVySSAA73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVG":
        "FixtureKit.Pair<Swift.String, FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu>",
    "10FixtureKit4PairVyAA73NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZuluVAEG":
        "FixtureKit.Pair<FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu, FixtureKit.NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu>",
    "10FixtureKit37MikeZuluAlphaExtraWordsBeyondTheLimitV": "FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit",
    "10FixtureKit37MikeZuluAlphaExtraWordsBeyondTheLimitVSg": "FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit?",
    "Say10FixtureKit37MikeZuluAlphaExtraWordsBeyondTheLimitVG": "[FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit]",
    "SDySS10FixtureKit37MikeZuluAlphaExtraWordsBeyondTheLimitVG":
        "[Swift.String : FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit]",
    "10FixtureKit3BoxVyAA37MikeZuluAlphaExtraWordsBeyondTheLimitVG":
        "FixtureKit.Box<FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit>",
    "10FixtureKit4PairVySSAA37MikeZuluAlphaExtraWordsBeyondTheLimitVG":
        "FixtureKit.Pair<Swift.String, FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit>",
    "10FixtureKit4PairVyAA37MikeZuluAlphaExtraWordsBeyondTheLimitVAEG":
        "FixtureKit.Pair<FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit, FixtureKit.MikeZuluAlphaExtraWordsBeyondTheLimit>",
    "10FixtureKit0A0V": "FixtureKit.Fixture",
    "10FixtureKit0A0VSg": "FixtureKit.Fixture?",
    "Say10FixtureKit0A0VG": "[FixtureKit.Fixture]",
    "SDySS10FixtureKit0A0VG": "[Swift.String : FixtureKit.Fixture]",
    "10FixtureKit3BoxVyAA0A0VG": "FixtureKit.Box<FixtureKit.Fixture>",
    "10FixtureKit4PairVySSAA0A0VG": "FixtureKit.Pair<Swift.String, FixtureKit.Fixture>",
    "10FixtureKit4PairVyAA0A0VAEG": "FixtureKit.Pair<FixtureKit.Fixture, FixtureKit.Fixture>",
    "10FixtureKit0B0OABV": "FixtureKit.Kit.Kit",
    "10FixtureKit0B0OABVSg": "FixtureKit.Kit.Kit?",
    "Say10FixtureKit0B0OABVG": "[FixtureKit.Kit.Kit]",
    "SDySS10FixtureKit0B0OABVG": "[Swift.String : FixtureKit.Kit.Kit]",
    "10FixtureKit3BoxVyAA0B0OADVG": "FixtureKit.Box<FixtureKit.Kit.Kit>",
    "10FixtureKit4PairVySSAA0B0OADVG": "FixtureKit.Pair<Swift.String, FixtureKit.Kit.Kit>",
    "10FixtureKit4PairVyAA0B0OADVAFG": "FixtureKit.Pair<FixtureKit.Kit.Kit, FixtureKit.Kit.Kit>",
    "10FixtureKit007Caf_dmaC": "FixtureKit.Café",
    "10FixtureKit007Caf_dmaCSg": "FixtureKit.Café?",
    "Say10FixtureKit007Caf_dmaCG": "[FixtureKit.Café]",
    "SDySS10FixtureKit007Caf_dmaCG": "[Swift.String : FixtureKit.Café]",
    "10FixtureKit3BoxVyAA007Caf_dmaCG": "FixtureKit.Box<FixtureKit.Café>",
    "10FixtureKit4PairVySSAA007Caf_dmaCG": "FixtureKit.Pair<Swift.String, FixtureKit.Café>",
    "10FixtureKit4PairVyAA007Caf_dmaCAEG": "FixtureKit.Pair<FixtureKit.Café, FixtureKit.Café>",
    "22WidgetFixtureExtension0abC5EntryV": "WidgetFixtureExtension.WidgetFixtureExtensionEntry",
    "22WidgetFixtureExtension0abC5EntryVSg": "WidgetFixtureExtension.WidgetFixtureExtensionEntry?",
    "Say22WidgetFixtureExtension0abC5EntryVG": "[WidgetFixtureExtension.WidgetFixtureExtensionEntry]",
    "SDySS22WidgetFixtureExtension0abC5EntryVG": "[Swift.String : WidgetFixtureExtension.WidgetFixtureExtensionEntry]",
    "10FixtureKit3BoxVy06WidgetA9Extension0daE5EntryVG":
        "FixtureKit.Box<WidgetFixtureExtension.WidgetFixtureExtensionEntry>",
    "10FixtureKit4PairVySS06WidgetA9Extension0daE5EntryVG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetFixtureExtensionEntry>",
    "10FixtureKit4PairVy06WidgetA9Extension0daE5EntryVAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetFixtureExtensionEntry, WidgetFixtureExtension.WidgetFixtureExtensionEntry>",
    "22WidgetFixtureExtension0A5EntryV": "WidgetFixtureExtension.WidgetEntry",
    "22WidgetFixtureExtension0A5EntryVSg": "WidgetFixtureExtension.WidgetEntry?",
    "Say22WidgetFixtureExtension0A5EntryVG": "[WidgetFixtureExtension.WidgetEntry]",
    "SDySS22WidgetFixtureExtension0A5EntryVG": "[Swift.String : WidgetFixtureExtension.WidgetEntry]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D5EntryVG": "FixtureKit.Box<WidgetFixtureExtension.WidgetEntry>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D5EntryVG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetEntry>",
    "10FixtureKit4PairVy06WidgetA9Extension0D5EntryVAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetEntry, WidgetFixtureExtension.WidgetEntry>",
    "22WidgetFixtureExtension0cA0V": "WidgetFixtureExtension.ExtensionWidget",
    "22WidgetFixtureExtension0cA0VSg": "WidgetFixtureExtension.ExtensionWidget?",
    "Say22WidgetFixtureExtension0cA0VG": "[WidgetFixtureExtension.ExtensionWidget]",
    "SDySS22WidgetFixtureExtension0cA0VG": "[Swift.String : WidgetFixtureExtension.ExtensionWidget]",
    "10FixtureKit3BoxVy06WidgetA9Extension0eD0VG": "FixtureKit.Box<WidgetFixtureExtension.ExtensionWidget>",
    "10FixtureKit4PairVySS06WidgetA9Extension0eD0VG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.ExtensionWidget>",
    "10FixtureKit4PairVy06WidgetA9Extension0eD0VAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.ExtensionWidget, WidgetFixtureExtension.ExtensionWidget>",
    "22WidgetFixtureExtension0bA8TimelineV": "WidgetFixtureExtension.FixtureWidgetTimeline",
    "22WidgetFixtureExtension0bA8TimelineVSg": "WidgetFixtureExtension.FixtureWidgetTimeline?",
    "Say22WidgetFixtureExtension0bA8TimelineVG": "[WidgetFixtureExtension.FixtureWidgetTimeline]",
    "SDySS22WidgetFixtureExtension0bA8TimelineVG": "[Swift.String : WidgetFixtureExtension.FixtureWidgetTimeline]",
    "10FixtureKit3BoxVy06WidgetA9Extension0aD8TimelineVG":
        "FixtureKit.Box<WidgetFixtureExtension.FixtureWidgetTimeline>",
    "10FixtureKit4PairVySS06WidgetA9Extension0aD8TimelineVG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.FixtureWidgetTimeline>",
    "10FixtureKit4PairVy06WidgetA9Extension0aD8TimelineVAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.FixtureWidgetTimeline, WidgetFixtureExtension.FixtureWidgetTimeline>",
    "22WidgetFixtureExtension22ConfigurationAppIntentV": "WidgetFixtureExtension.ConfigurationAppIntent",
    "22WidgetFixtureExtension22ConfigurationAppIntentVSg": "WidgetFixtureExtension.ConfigurationAppIntent?",
    "Say22WidgetFixtureExtension22ConfigurationAppIntentVG": "[WidgetFixtureExtension.ConfigurationAppIntent]",
    "SDySS22WidgetFixtureExtension22ConfigurationAppIntentVG":
        "[Swift.String : WidgetFixtureExtension.ConfigurationAppIntent]",
    "10FixtureKit3BoxVy06WidgetA9Extension22ConfigurationAppIntentVG":
        "FixtureKit.Box<WidgetFixtureExtension.ConfigurationAppIntent>",
    "10FixtureKit4PairVySS06WidgetA9Extension22ConfigurationAppIntentVG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.ConfigurationAppIntent>",
    "10FixtureKit4PairVy06WidgetA9Extension22ConfigurationAppIntentVAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.ConfigurationAppIntent, WidgetFixtureExtension.ConfigurationAppIntent>",
    "22WidgetFixtureExtension0A19ConfigurationIntentC": "WidgetFixtureExtension.WidgetConfigurationIntent",
    "22WidgetFixtureExtension0A19ConfigurationIntentCSg": "WidgetFixtureExtension.WidgetConfigurationIntent?",
    "Say22WidgetFixtureExtension0A19ConfigurationIntentCG": "[WidgetFixtureExtension.WidgetConfigurationIntent]",
    "SDySS22WidgetFixtureExtension0A19ConfigurationIntentCG":
        "[Swift.String : WidgetFixtureExtension.WidgetConfigurationIntent]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D19ConfigurationIntentCG":
        "FixtureKit.Box<WidgetFixtureExtension.WidgetConfigurationIntent>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D19ConfigurationIntentCG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetConfigurationIntent>",
    "10FixtureKit4PairVy06WidgetA9Extension0D19ConfigurationIntentCAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetConfigurationIntent, WidgetFixtureExtension.WidgetConfigurationIntent>",
    "22WidgetFixtureExtension0A10FamilyKindO": "WidgetFixtureExtension.WidgetFamilyKind",
    "22WidgetFixtureExtension0A10FamilyKindOSg": "WidgetFixtureExtension.WidgetFamilyKind?",
    "Say22WidgetFixtureExtension0A10FamilyKindOG": "[WidgetFixtureExtension.WidgetFamilyKind]",
    "SDySS22WidgetFixtureExtension0A10FamilyKindOG": "[Swift.String : WidgetFixtureExtension.WidgetFamilyKind]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D10FamilyKindOG": "FixtureKit.Box<WidgetFixtureExtension.WidgetFamilyKind>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D10FamilyKindOG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetFamilyKind>",
    "10FixtureKit4PairVy06WidgetA9Extension0D10FamilyKindOAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetFamilyKind, WidgetFixtureExtension.WidgetFamilyKind>",
    "22WidgetFixtureExtension0A8ProviderV0D5EntryV": "WidgetFixtureExtension.WidgetProvider.ProviderEntry",
    "22WidgetFixtureExtension0A8ProviderV0D5EntryVSg": "WidgetFixtureExtension.WidgetProvider.ProviderEntry?",
    "Say22WidgetFixtureExtension0A8ProviderV0D5EntryVG": "[WidgetFixtureExtension.WidgetProvider.ProviderEntry]",
    "SDySS22WidgetFixtureExtension0A8ProviderV0D5EntryVG":
        "[Swift.String : WidgetFixtureExtension.WidgetProvider.ProviderEntry]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D8ProviderV0F5EntryVG":
        "FixtureKit.Box<WidgetFixtureExtension.WidgetProvider.ProviderEntry>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D8ProviderV0F5EntryVG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetProvider.ProviderEntry>",
    "10FixtureKit4PairVy06WidgetA9Extension0D8ProviderV0F5EntryVAHG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetProvider.ProviderEntry, WidgetFixtureExtension.WidgetProvider.ProviderEntry>",
    "22WidgetFixtureExtension0A8ProviderV5PhaseO": "WidgetFixtureExtension.WidgetProvider.Phase",
    "22WidgetFixtureExtension0A8ProviderV5PhaseOSg": "WidgetFixtureExtension.WidgetProvider.Phase?",
    "Say22WidgetFixtureExtension0A8ProviderV5PhaseOG": "[WidgetFixtureExtension.WidgetProvider.Phase]",
    "SDySS22WidgetFixtureExtension0A8ProviderV5PhaseOG": "[Swift.String : WidgetFixtureExtension.WidgetProvider.Phase]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D8ProviderV5PhaseOG":
        "FixtureKit.Box<WidgetFixtureExtension.WidgetProvider.Phase>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D8ProviderV5PhaseOG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.WidgetProvider.Phase>",
    "10FixtureKit4PairVy06WidgetA9Extension0D8ProviderV5PhaseOAHG":
        "FixtureKit.Pair<WidgetFixtureExtension.WidgetProvider.Phase, WidgetFixtureExtension.WidgetProvider.Phase>",
    "22WidgetFixtureExtension0A0V": "WidgetFixtureExtension.Widget",
    "22WidgetFixtureExtension0A0VSg": "WidgetFixtureExtension.Widget?",
    "Say22WidgetFixtureExtension0A0VG": "[WidgetFixtureExtension.Widget]",
    "SDySS22WidgetFixtureExtension0A0VG": "[Swift.String : WidgetFixtureExtension.Widget]",
    "10FixtureKit3BoxVy06WidgetA9Extension0D0VG": "FixtureKit.Box<WidgetFixtureExtension.Widget>",
    "10FixtureKit4PairVySS06WidgetA9Extension0D0VG": "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.Widget>",
    "10FixtureKit4PairVy06WidgetA9Extension0D0VAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.Widget, WidgetFixtureExtension.Widget>",
    "22WidgetFixtureExtension0cC0V": "WidgetFixtureExtension.ExtensionExtension",
    "22WidgetFixtureExtension0cC0VSg": "WidgetFixtureExtension.ExtensionExtension?",
    "Say22WidgetFixtureExtension0cC0VG": "[WidgetFixtureExtension.ExtensionExtension]",
    "SDySS22WidgetFixtureExtension0cC0VG": "[Swift.String : WidgetFixtureExtension.ExtensionExtension]",
    "10FixtureKit3BoxVy06WidgetA9Extension0eE0VG": "FixtureKit.Box<WidgetFixtureExtension.ExtensionExtension>",
    "10FixtureKit4PairVySS06WidgetA9Extension0eE0VG":
        "FixtureKit.Pair<Swift.String, WidgetFixtureExtension.ExtensionExtension>",
    "10FixtureKit4PairVy06WidgetA9Extension0eE0VAFG":
        "FixtureKit.Pair<WidgetFixtureExtension.ExtensionExtension, WidgetFixtureExtension.ExtensionExtension>",
    "23IntentFixturesFramework0abcA0V": "IntentFixturesFramework.IntentFixturesFrameworkIntent",
    "23IntentFixturesFramework0abcA0VSg": "IntentFixturesFramework.IntentFixturesFrameworkIntent?",
    "Say23IntentFixturesFramework0abcA0VG": "[IntentFixturesFramework.IntentFixturesFrameworkIntent]",
    "SDySS23IntentFixturesFramework0abcA0VG": "[Swift.String : IntentFixturesFramework.IntentFixturesFrameworkIntent]",
    "10FixtureKit3BoxVy23IntentFixturesFramework0defD0VG":
        "FixtureKit.Box<IntentFixturesFramework.IntentFixturesFrameworkIntent>",
    "10FixtureKit4PairVySS23IntentFixturesFramework0defD0VG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.IntentFixturesFrameworkIntent>",
    "10FixtureKit4PairVy23IntentFixturesFramework0defD0VAFG":
        "FixtureKit.Pair<IntentFixturesFramework.IntentFixturesFrameworkIntent, IntentFixturesFramework.IntentFixturesFrameworkIntent>",
    "23IntentFixturesFramework016ConfigurationAppA0V": "IntentFixturesFramework.ConfigurationAppIntent",
    "23IntentFixturesFramework016ConfigurationAppA0VSg": "IntentFixturesFramework.ConfigurationAppIntent?",
    "Say23IntentFixturesFramework016ConfigurationAppA0VG": "[IntentFixturesFramework.ConfigurationAppIntent]",
    "SDySS23IntentFixturesFramework016ConfigurationAppA0VG":
        "[Swift.String : IntentFixturesFramework.ConfigurationAppIntent]",
    "10FixtureKit3BoxVy23IntentFixturesFramework016ConfigurationAppD0VG":
        "FixtureKit.Box<IntentFixturesFramework.ConfigurationAppIntent>",
    "10FixtureKit4PairVySS23IntentFixturesFramework016ConfigurationAppD0VG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.ConfigurationAppIntent>",
    "10FixtureKit4PairVy23IntentFixturesFramework016ConfigurationAppD0VAFG":
        "FixtureKit.Pair<IntentFixturesFramework.ConfigurationAppIntent, IntentFixturesFramework.ConfigurationAppIntent>",
    "23IntentFixturesFramework0cA0V": "IntentFixturesFramework.FrameworkIntent",
    "23IntentFixturesFramework0cA0VSg": "IntentFixturesFramework.FrameworkIntent?",
    "Say23IntentFixturesFramework0cA0VG": "[IntentFixturesFramework.FrameworkIntent]",
    "SDySS23IntentFixturesFramework0cA0VG": "[Swift.String : IntentFixturesFramework.FrameworkIntent]",
    "10FixtureKit3BoxVy23IntentFixturesFramework0fD0VG": "FixtureKit.Box<IntentFixturesFramework.FrameworkIntent>",
    "10FixtureKit4PairVySS23IntentFixturesFramework0fD0VG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.FrameworkIntent>",
    "10FixtureKit4PairVy23IntentFixturesFramework0fD0VAFG":
        "FixtureKit.Pair<IntentFixturesFramework.FrameworkIntent, IntentFixturesFramework.FrameworkIntent>",
    "23IntentFixturesFramework0baC0V": "IntentFixturesFramework.FixturesIntentFramework",
    "23IntentFixturesFramework0baC0VSg": "IntentFixturesFramework.FixturesIntentFramework?",
    "Say23IntentFixturesFramework0baC0VG": "[IntentFixturesFramework.FixturesIntentFramework]",
    "SDySS23IntentFixturesFramework0baC0VG": "[Swift.String : IntentFixturesFramework.FixturesIntentFramework]",
    "10FixtureKit3BoxVy23IntentFixturesFramework0edF0VG":
        "FixtureKit.Box<IntentFixturesFramework.FixturesIntentFramework>",
    "10FixtureKit4PairVySS23IntentFixturesFramework0edF0VG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.FixturesIntentFramework>",
    "10FixtureKit4PairVy23IntentFixturesFramework0edF0VAFG":
        "FixtureKit.Pair<IntentFixturesFramework.FixturesIntentFramework, IntentFixturesFramework.FixturesIntentFramework>",
    "23IntentFixturesFramework0A7FixtureC": "IntentFixturesFramework.IntentFixture",
    "23IntentFixturesFramework0A7FixtureCSg": "IntentFixturesFramework.IntentFixture?",
    "Say23IntentFixturesFramework0A7FixtureCG": "[IntentFixturesFramework.IntentFixture]",
    "SDySS23IntentFixturesFramework0A7FixtureCG": "[Swift.String : IntentFixturesFramework.IntentFixture]",
    "10FixtureKit3BoxVy23IntentFixturesFramework0dA0CG": "FixtureKit.Box<IntentFixturesFramework.IntentFixture>",
    "10FixtureKit4PairVySS23IntentFixturesFramework0dA0CG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.IntentFixture>",
    "10FixtureKit4PairVy23IntentFixturesFramework0dA0CAFG":
        "FixtureKit.Pair<IntentFixturesFramework.IntentFixture, IntentFixturesFramework.IntentFixture>",
    "23IntentFixturesFramework0aB4ModeO": "IntentFixturesFramework.IntentFixturesMode",
    "23IntentFixturesFramework0aB4ModeOSg": "IntentFixturesFramework.IntentFixturesMode?",
    "Say23IntentFixturesFramework0aB4ModeOG": "[IntentFixturesFramework.IntentFixturesMode]",
    "SDySS23IntentFixturesFramework0aB4ModeOG": "[Swift.String : IntentFixturesFramework.IntentFixturesMode]",
    "10FixtureKit3BoxVy23IntentFixturesFramework0dE4ModeOG":
        "FixtureKit.Box<IntentFixturesFramework.IntentFixturesMode>",
    "10FixtureKit4PairVySS23IntentFixturesFramework0dE4ModeOG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.IntentFixturesMode>",
    "10FixtureKit4PairVy23IntentFixturesFramework0dE4ModeOAFG":
        "FixtureKit.Pair<IntentFixturesFramework.IntentFixturesMode, IntentFixturesFramework.IntentFixturesMode>",
    "23IntentFixturesFramework17ShortcutsProviderV0eA0V": "IntentFixturesFramework.ShortcutsProvider.ProviderIntent",
    "23IntentFixturesFramework17ShortcutsProviderV0eA0VSg": "IntentFixturesFramework.ShortcutsProvider.ProviderIntent?",
    "Say23IntentFixturesFramework17ShortcutsProviderV0eA0VG":
        "[IntentFixturesFramework.ShortcutsProvider.ProviderIntent]",
    "SDySS23IntentFixturesFramework17ShortcutsProviderV0eA0VG":
        "[Swift.String : IntentFixturesFramework.ShortcutsProvider.ProviderIntent]",
    "10FixtureKit3BoxVy23IntentFixturesFramework17ShortcutsProviderV0hD0VG":
        "FixtureKit.Box<IntentFixturesFramework.ShortcutsProvider.ProviderIntent>",
    "10FixtureKit4PairVySS23IntentFixturesFramework17ShortcutsProviderV0hD0VG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.ShortcutsProvider.ProviderIntent>",
    "10FixtureKit4PairVy23IntentFixturesFramework17ShortcutsProviderV0hD0VAHG":
        "FixtureKit.Pair<IntentFixturesFramework.ShortcutsProvider.ProviderIntent, IntentFixturesFramework.ShortcutsProvider.ProviderIntent>",
    "23IntentFixturesFramework20AppShortcutsProviderV": "IntentFixturesFramework.AppShortcutsProvider",
    "23IntentFixturesFramework20AppShortcutsProviderVSg": "IntentFixturesFramework.AppShortcutsProvider?",
    "Say23IntentFixturesFramework20AppShortcutsProviderVG": "[IntentFixturesFramework.AppShortcutsProvider]",
    "SDySS23IntentFixturesFramework20AppShortcutsProviderVG":
        "[Swift.String : IntentFixturesFramework.AppShortcutsProvider]",
    "10FixtureKit3BoxVy23IntentFixturesFramework20AppShortcutsProviderVG":
        "FixtureKit.Box<IntentFixturesFramework.AppShortcutsProvider>",
    "10FixtureKit4PairVySS23IntentFixturesFramework20AppShortcutsProviderVG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.AppShortcutsProvider>",
    "10FixtureKit4PairVy23IntentFixturesFramework20AppShortcutsProviderVAFG":
        "FixtureKit.Pair<IntentFixturesFramework.AppShortcutsProvider, IntentFixturesFramework.AppShortcutsProvider>",
    "23IntentFixturesFramework12StreamEntityV": "IntentFixturesFramework.StreamEntity",
    "23IntentFixturesFramework12StreamEntityVSg": "IntentFixturesFramework.StreamEntity?",
    "Say23IntentFixturesFramework12StreamEntityVG": "[IntentFixturesFramework.StreamEntity]",
    "SDySS23IntentFixturesFramework12StreamEntityVG": "[Swift.String : IntentFixturesFramework.StreamEntity]",
    "10FixtureKit3BoxVy23IntentFixturesFramework12StreamEntityVG":
        "FixtureKit.Box<IntentFixturesFramework.StreamEntity>",
    "10FixtureKit4PairVySS23IntentFixturesFramework12StreamEntityVG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.StreamEntity>",
    "10FixtureKit4PairVy23IntentFixturesFramework12StreamEntityVAFG":
        "FixtureKit.Pair<IntentFixturesFramework.StreamEntity, IntentFixturesFramework.StreamEntity>",
    "23IntentFixturesFramework17StreamEntityQueryV": "IntentFixturesFramework.StreamEntityQuery",
    "23IntentFixturesFramework17StreamEntityQueryVSg": "IntentFixturesFramework.StreamEntityQuery?",
    "Say23IntentFixturesFramework17StreamEntityQueryVG": "[IntentFixturesFramework.StreamEntityQuery]",
    "SDySS23IntentFixturesFramework17StreamEntityQueryVG": "[Swift.String : IntentFixturesFramework.StreamEntityQuery]",
    "10FixtureKit3BoxVy23IntentFixturesFramework17StreamEntityQueryVG":
        "FixtureKit.Box<IntentFixturesFramework.StreamEntityQuery>",
    "10FixtureKit4PairVySS23IntentFixturesFramework17StreamEntityQueryVG":
        "FixtureKit.Pair<Swift.String, IntentFixturesFramework.StreamEntityQuery>",
    "10FixtureKit4PairVy23IntentFixturesFramework17StreamEntityQueryVAFG":
        "FixtureKit.Pair<IntentFixturesFramework.StreamEntityQuery, IntentFixturesFramework.StreamEntityQuery>",
    "Si": "Swift.Int",
    "SiSg": "Swift.Int?",
    "SaySiG": "[Swift.Int]",
    "SDySSSiG": "[Swift.String : Swift.Int]",
    "10FixtureKit3BoxVySiG": "FixtureKit.Box<Swift.Int>",
    "10FixtureKit4PairVySSSiG": "FixtureKit.Pair<Swift.String, Swift.Int>",
    "10FixtureKit4PairVyS2iG": "FixtureKit.Pair<Swift.Int, Swift.Int>",
    "SS": "Swift.String",
    "SSSg": "Swift.String?",
    "SaySSG": "[Swift.String]",
    "SDyS2SG": "[Swift.String : Swift.String]",
    "10FixtureKit3BoxVySSG": "FixtureKit.Box<Swift.String>",
    "10FixtureKit4PairVyS2SG": "FixtureKit.Pair<Swift.String, Swift.String>",
    "s4Int8V": "Swift.Int8",
    "s4Int8VSg": "Swift.Int8?",
    "Says4Int8VG": "[Swift.Int8]",
    "SDySSs4Int8VG": "[Swift.String : Swift.Int8]",
    "10FixtureKit3BoxVys4Int8VG": "FixtureKit.Box<Swift.Int8>",
    "10FixtureKit4PairVySSs4Int8VG": "FixtureKit.Pair<Swift.String, Swift.Int8>",
    "10FixtureKit4PairVys4Int8VAEG": "FixtureKit.Pair<Swift.Int8, Swift.Int8>",
    "Sb": "Swift.Bool",
    "Sd": "Swift.Double",
    "ShySiG": "Swift.Set<Swift.Int>",
    "SiSgSg": "Swift.Int??",
    "SaySiSgG": "[Swift.Int?]",
    "SaySDySSSiGG": "[[Swift.String : Swift.Int]]",
    "10FixtureKit3BoxVyACyAA0bA0VGG": "FixtureKit.Box<FixtureKit.Box<FixtureKit.KitFixture>>",
    "10FixtureKit4PairVyAA3BoxVySiGAFG": "FixtureKit.Pair<FixtureKit.Box<Swift.Int>, FixtureKit.Box<Swift.Int>>",
    "10FixtureKit4PairVyAA0bA0VAA3BoxVyAEGG":
        "FixtureKit.Pair<FixtureKit.KitFixture, FixtureKit.Box<FixtureKit.KitFixture>>",
    "10FixtureKit6EitherOy06WidgetA9Extension0D5EntryV23IntentFixturesFramework12StreamEntityVG":
        "FixtureKit.Either<WidgetFixtureExtension.WidgetEntry, IntentFixturesFramework.StreamEntity>",
    "10FixtureKit0B4NodeCySiG": "FixtureKit.KitNode<Swift.Int>",
    "22WidgetFixtureExtension0A8TimelineVyAA0A5EntryVG":
        "WidgetFixtureExtension.WidgetTimeline<WidgetFixtureExtension.WidgetEntry>",
    "23IntentFixturesFramework0A6ResultVySayAA12StreamEntityVGG":
        "IntentFixturesFramework.IntentResult<[IntentFixturesFramework.StreamEntity]>",
    "23IntentFixturesFramework17ShortcutsProviderV7OptionsVy_SbG":
        "IntentFixturesFramework.ShortcutsProvider.Options<Swift.Bool>",
    "10FixtureKit5PlainV7GenericVy_SiG": "FixtureKit.Plain.Generic<Swift.Int>",
    "10FixtureKit5PlainV7GenericV4LeafVy_Si_G": "FixtureKit.Plain.Generic<Swift.Int>.Leaf",
    "10FixtureKit3BoxV7ElementVySS_G": "FixtureKit.Box<Swift.String>.Element",
    "10FixtureKit3BoxV5KeyedVySi_SSG": "FixtureKit.Box<Swift.Int>.Keyed<Swift.String>",
    "10FixtureKit0B8Protocol_p": "FixtureKit.KitProtocol",
    "10FixtureKit0B8Protocol_AA05OtherbC0p": "FixtureKit.KitProtocol & FixtureKit.OtherKitProtocol",
    "10FixtureKit3BoxVy06WidgetA9Extension0dA8Protocol_pG":
        "FixtureKit.Box<WidgetFixtureExtension.WidgetFixtureProtocol>",
    "10FixtureKit4PairVy23IntentFixturesFramework0fD8Protocol_pAdE_pG":
        "FixtureKit.Pair<IntentFixturesFramework.FrameworkIntentProtocol, IntentFixturesFramework.FrameworkIntentProtocol>",
    "Si10FixtureKitE0B9ExtensionV": "(extension in FixtureKit):Swift.Int.KitExtension",
    "Sa10FixtureKitE0aB7ElementVySi_G": "(extension in FixtureKit):[Swift.Int].FixtureKitElement",
    "10FixtureKit3BoxV11InExtensionVySi_G": "FixtureKit.Box<Swift.Int>.InExtension",
    "Si_SSt": "(Swift.Int, Swift.String)",
    "Si1a_10FixtureKit0bA0V1bt": "(a: Swift.Int, b: FixtureKit.KitFixture)",
    "yt": "()",
    "SSSic": "(Swift.Int) -> Swift.String",
    "ySi_SStYaKc": "(Swift.Int, Swift.String) async throws -> ()",
    "yyYbc": "@Sendable () -> ()",
    "ySizc": "(inout Swift.Int) -> ()",
    "10FixtureKit0bA0Vm": "FixtureKit.KitFixture.Type",
    "10FixtureKit0B8Protocol_pm": "FixtureKit.KitProtocol.Protocol",
    "10FixtureKit0B8Protocol_pXp": "FixtureKit.KitProtocol.Type",
    "yp": "Any",
    "ypXp": "Any.Type",
    "yXl": "Swift.AnyObject",
    "SH_p": "Swift.Hashable",
    "10FixtureKit3BoxVySi_SStG": "FixtureKit.Box<(Swift.Int, Swift.String)>",
    "10FixtureKit3BoxVyS2icG": "FixtureKit.Box<(Swift.Int) -> Swift.Int>",
    "SSSicSg": "((Swift.Int) -> Swift.String)?",
    "10FixtureKit4PairVyAA0bA0VmSimG": "FixtureKit.Pair<FixtureKit.KitFixture.Type, Swift.Int.Type>",
    "SJ": "Swift.Character",
    "Ss": "Swift.Substring",
    "SnySiG": "Swift.Range<Swift.Int>",
    "ScTySis5NeverOG": "Swift.Task<Swift.Int, Swift.Never>",
    "ScM": "Swift.MainActor",
    "SvSg": "Swift.UnsafeMutableRawPointer?",
    "ySiXC": "@convention(c) (Swift.Int) -> ()",
    "yyXf": "@convention(thin) () -> ()",
    "ySiScEYKc": "(Swift.Int) throws(Swift.CancellationError) -> ()",
    "ySiYbScMYcc": "@Swift.MainActor @Sendable (Swift.Int) -> ()",
    "yyYAc": "@isolated(any) () -> ()",
    "SiyYaYbScMYcc": "@Swift.MainActor @Sendable () async -> Swift.Int",
    "ySi_SSzSidtc": "(Swift.Int, inout Swift.String, Swift.Int...) -> ()",
    "ySin_SShtc": "(__owned Swift.Int, __shared Swift.String) -> ()",
    "9AppIntent013ConfigurationaB0V": "AppIntent.ConfigurationAppIntent",
    "22DynamicIslandExtension22ConfigurationAppIntentV": "DynamicIslandExtension.ConfigurationAppIntent",
    "10FixtureKit6Hidden33_8ED324A3F01E0714E53A30FD99ADD3B7LLV":
        "FixtureKit.(Hidden in _8ED324A3F01E0714E53A30FD99ADD3B7)",
    "10FixtureKit6Hidden33_8ED324A3F01E0714E53A30FD99ADD3B7LLV6NestedV":
        "FixtureKit.(Hidden in _8ED324A3F01E0714E53A30FD99ADD3B7).Nested",
    "10FixtureKit5PlainV6Hidden33_8ED324A3F01E0714E53A30FD99ADD3B7LLO":
        "FixtureKit.Plain.(Hidden in _8ED324A3F01E0714E53A30FD99ADD3B7)",
    "10FixtureKit05localA4TypeypXpyF5LocalL_V": "Local #1 in FixtureKit.localFixtureType() -> Any.Type",
    "10FixtureKit3baryypXpSi_SStF5LocalL_V": "Local #1 in FixtureKit.bar(Swift.Int, Swift.String) -> Any.Type",
    "10FixtureKit3foo1x1yypXpSi_SStF5LocalL_V": "Local #1 in FixtureKit.foo(x: Swift.Int, y: Swift.String) -> Any.Type",
    "10FixtureKit3foo1x1yypXpSi_SStF5LocalL_V5InnerV":
        "Inner in Local #1 in FixtureKit.foo(x: Swift.Int, y: Swift.String) -> Any.Type",
    "10FixtureKit3foo1x1yypXpSi_SStF5OtherL_V": "Other #1 in FixtureKit.foo(x: Swift.Int, y: Swift.String) -> Any.Type",
    "10FixtureKit011HTTPFixtureB0V": "FixtureKit.HTTPFixtureKit",
    "10FixtureKit13$7f26d17221e0yXZ6HiddenV": "FixtureKit.(unknown context at $7f26d17221e0).Hidden",
    "10FixtureKit5PlainV1GV2InV3In2V4LastVy_Si__SS_G": "FixtureKit.Plain.G<Swift.Int>.In.In2<Swift.String>.Last",
    "10FixtureKit5RadioOABV": "FixtureKit.Radio.Radio",
    "SD10FixtureKitE7DictExtVySiSS_G": "(extension in FixtureKit):[Swift.Int : Swift.String].DictExt",
    "Sq10FixtureKitE6OptExtVySi_G": "(extension in FixtureKit):Swift.Int?.OptExt",
    "Si_t": "(Swift.Int)",
    "Sid_t": "(Swift.Int...)",
    "SSSid_tc": "(Swift.Int...) -> Swift.String",
    "Sih": "__shared Swift.Int",
    "Sin": "__owned Swift.Int",
    "SiSgm": "Swift.Int?.Type",
    "SiSgXp": "Swift.Int?.Type",
    "ypm": "Any.Protocol",
    "SS_SitSg": "(Swift.String, Swift.Int)?",
    "SaySiGSg": "[Swift.Int]?",
    "SaySiSgGSgSgm": "[Swift.Int?]??.Type",
    "ScTySiyYaKcG": "Swift.Task<() async throws -> Swift.Int>",
    "yyScMYcc": "@Swift.MainActor () -> ()",
    "SH_pXp": "Swift.Hashable.Type",
    "So8NSObjectC": "__C.NSObject",
    "Sq": "Swift.Optional",
    "SiXDm": "Self.Type",
]
