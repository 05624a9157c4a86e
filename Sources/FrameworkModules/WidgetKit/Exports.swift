// `import WidgetKit` on a platform without Apple's framework: IntentRuntime's widgets, timelines
// and `WidgetCenter`, under the framework's module name. Package.swift builds this module only
// where Apple's frameworks do not exist.

@_exported import IntentRuntime
