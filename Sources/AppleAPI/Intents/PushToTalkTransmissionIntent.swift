/// An intent that starts or stops transmitting in a push-to-talk channel.
///
/// Spelled as Apple's `PushToTalkTransmissionIntent`. There is no push-to-talk framework here: such an intent runs
/// like any intent, and nothing transmits.
public protocol PushToTalkTransmissionIntent: SystemIntent {}
