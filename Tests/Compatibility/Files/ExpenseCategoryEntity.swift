// An expenses app whose entity was started from Xcode's App Entity template: the query is nested in
// the entity, and the intent that records an expense gets the ledger as a dependency.
// API shapes: api-spec §1 (nested EntityQuery), §3 (@Dependency, .result(value:dialog:)),
// §5 (LocalizedStringResource(_:defaultValue:)).
import AppIntents
import Foundation

struct ExpenseCategoryEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Expense Category")

    struct ExpenseCategoryQuery: EntityQuery {
        func entities(for identifiers: [ExpenseCategoryEntity.ID]) async throws -> [ExpenseCategoryEntity] {
            ExpenseCategoryEntity.all.filter { identifiers.contains($0.id) }
        }

        func suggestedEntities() async throws -> [ExpenseCategoryEntity] {
            ExpenseCategoryEntity.all
        }
    }

    static let defaultQuery = ExpenseCategoryQuery()

    static let all = [
        ExpenseCategoryEntity(id: "food", displayString: "Food"),
        ExpenseCategoryEntity(id: "travel", displayString: "Travel"),
        ExpenseCategoryEntity(id: "home", displayString: "Home"),
    ]

    var id: String
    var displayString: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(displayString)")
    }

    init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

actor Ledger {
    private var spent: [String: Double] = [:]

    func record(_ amount: Double, in category: String) -> Double {
        spent[category, default: 0] += amount
        return spent[category, default: 0]
    }
}

struct AddExpenseIntent: AppIntent {
    static let title = LocalizedStringResource("expenses.add.title", defaultValue: "Add Expense")
    static let description = IntentDescription(
        LocalizedStringResource("expenses.add.description", defaultValue: "Records an expense in a category.")
    )

    @Parameter(title: LocalizedStringResource("expenses.add.amount", defaultValue: "Amount"))
    var amount: Double

    @Parameter(title: LocalizedStringResource("expenses.add.category", defaultValue: "Category"))
    var category: ExpenseCategoryEntity

    @Dependency
    private var ledger: Ledger

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$amount) to \(\.$category)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
        let total = await ledger.record(amount, in: category.id)
        return .result(value: total, dialog: "\(category.displayString) is now at \(total) this month.")
    }
}

enum ExpensesAppSetup {
    static func registerDependencies() {
        let ledger = Ledger()
        AppDependencyManager.shared.add(dependency: ledger)
    }
}
