public import TreatyContract

/// Compares two versions of a set of contracts and reports every change existing clients could feel.
///
/// Contracts are matched by `name:`; when exactly one old and one new contract are left unmatched
/// and come from the same file, or each side is one contract, they are taken as one contract renamed. Endpoints are matched by
/// id, then by method and path (so a renamed id reads as `endpoint-renamed`, not a removal plus an
/// addition). Shapes are compared after resolving `$ref` through each contract's ``SchemaTable``,
/// so renaming a schema without changing its structure is no change.
///
/// ```swift
/// let report = ContractDiffer().diff(old: baseContracts, new: headContracts)
/// print(DiffFormat.markdown.render(report))
/// ```
public struct ContractDiffer: Sendable {
    public init() {}

    /// Every change from `old` to `new`, sorted most severe first.
    public func diff(old: [Contract], new: [Contract]) -> DiffReport {
        var found = FoundChanges()
        for pair in Self.match(old: old, new: new) {
            switch (pair.old, pair.new) {
            case (let before?, let after?): ContractComparison(old: before, new: after).compare(into: &found)
            case (let before?, nil):
                found.add(
                    Change(
                        rule: .contractRemoved, subject: before.name, location: .start(of: before.file), before: before.name,
                        subjectIsTheValue: true
                    )
                    .placed(contract: before.name))
            case (nil, let after?):
                found.add(
                    Change(
                        rule: .contractAdded, subject: after.name, location: .start(of: after.file), after: after.name,
                        subjectIsTheValue: true
                    )
                    .placed(contract: after.name))
            case (nil, nil): break
            }
        }
        return DiffReport(changes: found.changes)
    }

    /// Pairs contracts by name, then pairs a lone leftover on each side when both come from one
    /// file or are all each side has.
    static func match(old: [Contract], new: [Contract]) -> [(old: Contract?, new: Contract?)] {
        var pairs: [(old: Contract?, new: Contract?)] = []
        var unmatchedNew = new
        var unmatchedOld: [Contract] = []
        for contract in old {
            if let index = unmatchedNew.firstIndex(where: { $0.name == contract.name }) {
                pairs.append((contract, unmatchedNew.remove(at: index)))
            } else {
                unmatchedOld.append(contract)
            }
        }
        // Two documents of one contract each are two versions of it whatever their titles say
        // (`treaty diff old.yaml new.yaml` after an OpenAPI `info.title` edit).
        let oneEach = old.count == 1 && new.count == 1
        if unmatchedOld.count == 1, unmatchedNew.count == 1, oneEach || unmatchedOld[0].file == unmatchedNew[0].file {
            return pairs + [(unmatchedOld[0], unmatchedNew[0])]
        }
        return pairs + unmatchedOld.map { ($0, nil) } + unmatchedNew.map { (nil, $0) }
    }
}
