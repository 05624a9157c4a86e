// The engine runs Apple's API, which module AppleAPI declares: every `import IntentRuntime` sees it too,
// so a host, an example or a test needs one import for both.
@_exported import AppleAPI
