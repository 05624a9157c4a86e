// Apple's camera domain of the assistant schemas (iOS 18's names): its protocols, each kind's `.camera` accessor and
// the domain's schema values, each naming its schema as metadata only (AssistantSchemas.swift says why the macros are
// not).

extension AssistantSchemas {
    /// The camera domain's intent schemas.
    public protocol CameraIntent: Model {}

    /// The camera domain's enum schemas.
    public protocol CameraEnum: Model {}
}

extension AssistantSchemas.IntentSchema: AssistantSchemas.CameraIntent {}

extension AssistantSchema.IntentSchema: AssistantSchemas.CameraIntent {}

extension AssistantSchemas.EnumSchema: AssistantSchemas.CameraEnum {}

extension AssistantSchema.EnumSchema: AssistantSchemas.CameraEnum {}

extension AssistantSchemas.Intent where Self == AssistantSchemas.IntentSchema {
    /// The camera domain's intent schemas.
    public static var camera: some AssistantSchemas.CameraIntent { AssistantSchemas.IntentSchema("camera") }
}

extension AssistantSchemas.Enum where Self == AssistantSchemas.EnumSchema {
    /// The camera domain's enum schemas.
    public static var camera: some AssistantSchemas.CameraEnum { AssistantSchemas.EnumSchema("camera") }
}

extension AssistantSchemas.CameraIntent {
    /// The `camera.openInCaptureMode` intent schema.
    public var openInCaptureMode: some AssistantSchemas.Intent {
        AssistantSchemas.IntentSchema("camera.openInCaptureMode")
    }

    /// The `camera.setDevice` intent schema.
    public var setDevice: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("camera.setDevice") }

    /// The `camera.startCapture` intent schema.
    public var startCapture: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("camera.startCapture") }

    /// The `camera.stopCapture` intent schema.
    public var stopCapture: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("camera.stopCapture") }

    /// The `camera.switchDevice` intent schema.
    public var switchDevice: some AssistantSchemas.Intent { AssistantSchemas.IntentSchema("camera.switchDevice") }
}

extension AssistantSchemas.CameraEnum {
    /// The `camera.captureDevice` enum schema.
    public var captureDevice: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureDevice") }

    /// The `camera.captureDuration` enum schema.
    public var captureDuration: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureDuration") }

    /// The `camera.captureMode` enum schema.
    public var captureMode: some AssistantSchemas.Enum { AssistantSchemas.EnumSchema("camera.captureMode") }
}
