import TreatyContract

/// Reports every `$ref` whose target is not in the contract's schema table.
///
/// References into a file whose `schemas` key was misspelt are left alone: that `unknown-key`
/// is the one report of the mistake, not one `unresolved-ref` per use.
struct ReferenceChecker {
    let table: SchemaTable
    var unreadFiles: Set<String> = []

    func check(_ contract: Contract) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var suggestions = Suggestion.Budget()
        contract.forEachShape { nested in
            // The shape's `$ref`, and the schemas its discriminator's mapping names, each where written.
            let references =
                [nested.ref].compactMap { $0.map { ($0, nested.location) } }
                + (nested.discriminator?.mapping.map { ($0.reference, $0.location ?? nested.location) } ?? [])
            for (reference, location) in references where table[reference] == nil && !unreadFiles.contains(reference.file) {
                var suggestion: String?
                if suggestions.allows() {
                    let names = table.schemas.keys.filter { $0.file == reference.file }.map(\.name)
                    suggestion = Suggestion.closest(to: reference.name, among: names)
                }
                let written = reference.file == contract.file ? "#/schemas/\(reference.name)" : reference.description
                diagnostics.append(.unresolvedReference(reference, written: written, suggestion: suggestion, at: location))
            }
        }
        return diagnostics
    }
}
