// Apple's camera domain of the app schemas (iOS 26's names): its protocols, each kind's `.camera` accessor and the
// domain's schema values, each naming its schema as metadata only (AppSchema.swift says why the macros are not).

extension AppSchema {
    /// The camera domain's intent schemas.
    public protocol CameraIntent: Kind {}

    /// The camera domain's enum schemas.
    public protocol CameraEnum: Kind {}
}

extension AppSchema.Intent: AppSchema.CameraIntent {}

extension AppSchema.Enum: AppSchema.CameraEnum {}

extension AppSchemaIntent where Self == AppSchema.Intent {
    /// The camera domain's intent schemas.
    public static var camera: some AppSchema.CameraIntent { AppSchema.Intent("camera") }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
    /// The camera domain's enum schemas.
    public static var camera: some AppSchema.CameraEnum { AppSchema.Enum("camera") }
}

extension AppSchema.CameraIntent {
    /// The `camera.openInCaptureMode` intent schema.
    public var openInCaptureMode: some AppSchemaIntent { AppSchema.Intent("camera.openInCaptureMode") }

    /// The `camera.setDevice` intent schema.
    public var setDevice: some AppSchemaIntent { AppSchema.Intent("camera.setDevice") }

    /// The `camera.startCapture` intent schema.
    public var startCapture: some AppSchemaIntent { AppSchema.Intent("camera.startCapture") }

    /// The `camera.stopCapture` intent schema.
    public var stopCapture: some AppSchemaIntent { AppSchema.Intent("camera.stopCapture") }

    /// The `camera.switchDevice` intent schema.
    public var switchDevice: some AppSchemaIntent { AppSchema.Intent("camera.switchDevice") }
}

extension AppSchema.CameraEnum {
    /// The `camera.captureDevice` enum schema.
    public var captureDevice: some AppSchemaEnum { AppSchema.Enum("camera.captureDevice") }

    /// The `camera.captureDuration` enum schema.
    public var captureDuration: some AppSchemaEnum { AppSchema.Enum("camera.captureDuration") }

    /// The `camera.captureMode` enum schema.
    public var captureMode: some AppSchemaEnum { AppSchema.Enum("camera.captureMode") }
}
