/// A parameter summary as data: sentences with parameter names, and the conditions that choose
/// among them. What `extract` writes as `actionConfiguration` and `intents list` shows.
package indirect enum ParameterSummaryNode: Sendable, Equatable {
    /// A sentence, `Add ${item} to ${list}`, and the parameters listed below it.
    case summary(sentence: String?, sentenceParameters: [String], otherParameters: [String], table: String?)
    /// A choice by a comparison of a parameter.
    case when(
        parameter: String,
        comparison: ParameterSummaryComparison,
        value: SummaryValue?,
        then: ParameterSummaryNode,
        otherwise: ParameterSummaryNode
    )
    /// A choice among cases of a parameter's value.
    case switchOn(parameter: String, cases: [ParameterSummarySwitchCase])
}

/// One case of a described `Switch`.
package struct ParameterSummarySwitchCase: Sendable, Equatable {
    /// The values the case is for; empty for the default case.
    package let values: [SummaryValue]
    /// The summary of the case.
    package let node: ParameterSummaryNode
    /// Whether it is the default case.
    package let isDefault: Bool
}

/// A summary that can describe itself, given an instance of its intent.
protocol DescribableParameterSummary {
    /// The description, with parameters named as the instance's properties.
    func node(in intent: any AppIntent, names: [ObjectIdentifier: String]) -> ParameterSummaryNode?
}

/// The description of a branch of a `When` or a `Switch`; an empty summary for one that cannot
/// describe itself.
private func describe(_ summary: any ParameterSummary, in intent: any AppIntent, names: [ObjectIdentifier: String])
    -> ParameterSummaryNode
{
    (summary as? any DescribableParameterSummary)?.node(in: intent, names: names)
        ?? .summary(sentence: nil, sentenceParameters: [], otherParameters: [], table: nil)
}

extension AppIntent {
    /// The intent's parameter summary as data; `nil` when it declares none.
    package static var parameterSummaryNode: ParameterSummaryNode? {
        let instance = Self()
        var names: [ObjectIdentifier: String] = [:]
        for (name, parameter) in IntentReflection.parameters(of: instance) { names[ObjectIdentifier(parameter)] = name }
        return (parameterSummary as? any DescribableParameterSummary)?.node(in: instance, names: names)
    }
}

extension ParameterKeyPath {
    /// The property name of the parameter this key path reaches in an instance.
    func name(in intent: any AppIntent, names: [ObjectIdentifier: String]) -> String {
        // `$name` is an `IntentParameter`, a class: its identity names it.
        guard let intent = intent as? Intent, let name = names[ObjectIdentifier(intent[keyPath: keyPath] as AnyObject)]
        else { return "\(keyPath)" }
        return name
    }
}

extension IntentParameterSummary: DescribableParameterSummary {
    func node(in intent: any AppIntent, names: [ObjectIdentifier: String]) -> ParameterSummaryNode? {
        let others = otherParameters.map { $0.name(in: intent, names: names) }
        guard let sentence else {
            return others.isEmpty
                ? nil : .summary(sentence: nil, sentenceParameters: [], otherParameters: others, table: table)
        }
        var text = ""
        var used: [String] = []
        for segment in sentence.segments {
            switch segment {
            case .text(let literal):
                text += literal
            case .parameter(let keyPath):
                let name = keyPath.name(in: intent, names: names)
                text += "${\(name)}"
                if !used.contains(name) { used.append(name) }
            }
        }
        return .summary(sentence: text, sentenceParameters: used, otherParameters: others, table: table)
    }
}

extension ParameterSummaryWhenCondition: DescribableParameterSummary {
    func node(in intent: any AppIntent, names: [ObjectIdentifier: String]) -> ParameterSummaryNode? {
        // A condition on the widget's family: no widget shows the summary here, so it reads as its `otherwise`.
        guard let parameter else { return describe(otherwiseContent, in: intent, names: names) }
        return .when(
            parameter: parameter.name(in: intent, names: names),
            comparison: condition,
            value: value,
            then: describe(whenContent, in: intent, names: names),
            otherwise: describe(otherwiseContent, in: intent, names: names)
        )
    }
}

extension ParameterSummarySwitchCondition: DescribableParameterSummary {
    func node(in intent: any AppIntent, names: [ObjectIdentifier: String]) -> ParameterSummaryNode? {
        .switchOn(
            parameter: parameter.name(in: intent, names: names),
            cases: cases.map { entry in
                ParameterSummarySwitchCase(
                    values: entry.values,
                    node: describe(entry.content, in: intent, names: names),
                    isDefault: entry.isDefault
                )
            }
        )
    }
}
