import TreatyContract
import TreatyTooling

/// Reports every `$ref` whose target is not in the contract's schema table.
///
/// References into a file whose `schemas` key was misspelt are left alone: that `unknown-key`
/// is the one report of the mistake, not one `unresolved-ref` per use.
struct ReferenceChecker {
    let table: SchemaTable
    var unreadFiles: Set<String> = []
    /// `$ref`'d files over the contract size limit, which were not read: a reference into one is
    /// reported as such, not as a target that does not exist.
    var oversizedFiles: [String: FileTooLargeError] = [:]

    func check(_ contract: Contract) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var suggestions = Suggestion.Budget()
        func report(_ reference: SchemaReference, at location: FileLocation) {
            guard table[reference] == nil, !unreadFiles.contains(reference.file) else { return }
            let written = reference.file == contract.file ? "#/schemas/\(reference.name)" : reference.description
            if let tooLarge = oversizedFiles[reference.file] {
                diagnostics.append(.oversizedReference(written, tooLarge, at: location))
                return
            }
            var suggestion: String?
            if suggestions.allows() {
                let names = table.schemas.keys.filter { $0.file == reference.file }.map(\.name)
                suggestion = Suggestion.closest(to: reference.name, among: names)
            }
            diagnostics.append(.unresolvedReference(reference, written: written, suggestion: suggestion, at: location))
        }
        contract.forEachShape { nested in
            if let reference = nested.ref { report(reference, at: nested.location) }
            // The schemas a discriminator's mapping names, each where written.
            for entry in nested.discriminator?.mapping ?? [] { report(entry.reference, at: entry.location ?? nested.location) }
        }
        return diagnostics
    }
}
