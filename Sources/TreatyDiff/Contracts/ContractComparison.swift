import TreatyContract

/// The changes between two versions of one contract.
///
/// Deliberately not compared: `file` (where the contract lives is not part of the API),
/// `namedSchemas` and `schemaTable` (schemas matter only where endpoints use them, which keeps
/// a schema rename from being a change), and source locations.
struct ContractComparison {
    let old: Contract
    let new: Contract
    let shapes: ShapeComparison

    init(old: Contract, new: Contract) {
        self.old = old
        self.new = new
        self.shapes = ShapeComparison(old: old.schemaTable, new: new.schemaTable)
    }

    /// Adds the changes to `found`, in the contract named `name:` in the new version.
    func compare(into found: inout FoundChanges) {
        found.at(contract: new.name) { found in
            found.add(contentsOf: settingChanges())
            let headers = ParameterComparison(shapes: shapes, targetPrefix: "defaults.header")
            headers.compare(ParameterComparison.pairHeaders(old.defaultHeaders, new.defaultHeaders), into: &found)
            for pair in EndpointMatcher.match(old: old.endpoints, new: new.endpoints) {
                endpointChanges(pair, into: &found)
            }
        }
    }

    /// Contract-level settings: none of them changes what a client sends or receives.
    private func settingChanges() -> [Change] {
        let fixturesMoved = Self.fixtureFolder(of: old) != Self.fixtureFolder(of: new)
        let settings: [(DiffRule, String?, String?)] = [
            (.contractRenamed, old.name, new.name),
            (.contractVersionChanged, old.version, new.version),
            (.formatVersionChanged, String(old.formatVersion), String(new.formatVersion)),
            (.descriptionChanged, old.description, new.description),
            (.baseURLChanged, old.baseURL, new.baseURL),
            (.stubHostChanged, old.stubHost, new.stubHost),
            (.fixtureDirectoryChanged, old.fixtureDirectory, fixturesMoved ? new.fixtureDirectory : old.fixtureDirectory),
            (.secretAllowlistChanged, Self.list(old.allowlist), Self.list(new.allowlist)),
        ]
        return settings.compactMap { rule, before, after in
            before == after ? nil : Change(rule: rule, location: .start(of: new.file), before: before, after: after)
        }
    }

    private func endpointChanges(_ pair: EndpointMatcher.Pair, into found: inout FoundChanges) {
        switch (pair.old, pair.new) {
        case (let before?, let after?):
            EndpointComparison(
                old: before, new: after, shapes: shapes, derived: old.scenariosDerived || new.scenariosDerived
            ).compare(into: &found)
        case (let before?, nil):
            found.add(
                Change(
                    rule: .endpointRemoved, subject: before.id, location: before.location,
                    before: "\(before.method) \(before.path.raw)"
                ).placed(contract: nil, endpoint: before.id))
        case (nil, let after?):
            found.add(
                Change(
                    rule: .endpointAdded, subject: after.id, location: after.location,
                    after: "\(after.method) \(after.path.raw)"
                ).placed(contract: nil, endpoint: after.id))
        case (nil, nil):
            break
        }
    }

    /// The fixture folder relative to the contract's own folder, so two copies of a contract set
    /// in different folders (`treaty diff v1/ v2/`) do not differ by where their fixtures are.
    static func fixtureFolder(of contract: Contract) -> String {
        guard let slash = contract.file.lastIndex(of: "/") else { return contract.fixtureDirectory }
        let folder = String(contract.file[..<slash])
        if contract.fixtureDirectory == folder { return "." }
        guard contract.fixtureDirectory.hasPrefix(folder + "/") else { return contract.fixtureDirectory }
        return String(contract.fixtureDirectory.dropFirst(folder.count + 1))
    }

    private static func list(_ values: [String]) -> String? {
        values.isEmpty ? nil : values.sorted().joined(separator: ", ")
    }
}
