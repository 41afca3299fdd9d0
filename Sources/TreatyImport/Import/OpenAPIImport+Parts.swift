import TreatyContract
import TreatyTooling

extension OpenAPIImport {
    /// One contract file of the import.
    struct Part {
        var path: String
        var contract: Contract
    }

    /// The contract files: one for the document, or one per first tag plus a shared `schemas.yaml`.
    /// A tag whose file would be one already taken (`schemas`, or `a-b` after `A b`) is numbered
    /// (``uniqueTypeStems(_:)``), so no part overwrites another.
    func parts(of contract: Contract, folder: String) -> [Part] {
        let stem = Self.fileStem(contract.name)
        guard split == .tag else { return [Part(path: RelativePath.join(folder, stem + ".yaml"), contract: contract)] }
        let schemasPath = RelativePath.join(folder, "schemas.yaml")
        let shared = contract.relocated(to: schemasPath)
        var groups: [(tag: String, endpoints: [Endpoint])] = []
        for endpoint in shared.endpoints {
            let tag = endpoint.tags.first ?? "Default"
            if let index = groups.firstIndex(where: { $0.tag == tag }) {
                groups[index].endpoints.append(endpoint)
            } else {
                groups.append((tag, [endpoint]))
            }
        }
        var library = Contract(file: schemasPath, name: "", version: "", stubHost: "", fixtureDirectory: folder)
        library.namedSchemas = shared.namedSchemas
        library.schemaTable = shared.schemaTable
        var parts = [Part(path: schemasPath, contract: library)]
        for (group, typeStem) in zip(groups, Self.uniqueTypeStems(groups.map(\.tag))) {
            let path = RelativePath.join(folder, Self.fileStem(typeStem) + ".yaml")
            var part = shared
            part.file = path
            part.name = contract.name + typeStem
            part.stubHost = Self.fileStem(part.name) + ".test.invalid"
            part.namedSchemas = []
            part.endpoints = group.endpoints
            parts.append(Part(path: path, contract: part))
        }
        return parts
    }

    /// Each tag's part of a type name, in document order, numbered from 2 when its file name is
    /// taken by the shared `schemas.yaml` or an earlier tag: `schemas` → `Schemas2`, `A b` and
    /// `a-b` → `AB` and `AB2`. File names are compared lowercased (they are written so), which also
    /// keeps them apart on a case-insensitive disk; distinct file names mean distinct contract names.
    /// The same document gives the same names on every import.
    static func uniqueTypeStems(_ tags: [String]) -> [String] {
        var taken: Set<String> = ["schemas"]
        return tags.map { tag in
            let base = typeName(tag)
            var candidate = base
            var number = 2
            while !taken.insert(fileStem(candidate)).inserted {
                candidate = base + String(number)
                number += 1
            }
            return candidate
        }
    }

    /// `SwaggerPetstore` → `swagger-petstore`, `SimpleAPIOverview` → `simple-api-overview`.
    static func fileStem(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let wordStart =
                character.isUppercase
                && (previous?.isLowercase == true || previous?.isNumber == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if wordStart, result.last != "-" { result += "-" }
            result += character.isASCII && (character.isLetter || character.isNumber) ? character.lowercased() : "-"
        }
        return result.isEmpty ? "api" : result
    }

    /// `pet store` → `PetStore`: a tag as part of a type name, ASCII only.
    static func typeName(_ tag: String) -> String {
        let words = tag.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isLetter == true ? joined : "Tag" + joined
    }

    /// Moves example bodies to fixture files (`<endpoint>-<scenario>.json`, canonical JSON; the
    /// text example of a body Treaty does not read as written, named for its type:
    /// `<endpoint>-<scenario>.html`); bodies synthesized from a schema stay inline.
    func extractFixtures(_ endpoint: Endpoint, into plan: inout Plan, folder: String) -> Endpoint {
        var endpoint = endpoint
        endpoint.scenarios = endpoint.scenarios.map { scenario in
            guard case .response(var response) = scenario.outcome else { return scenario }
            let name: String
            let text: String
            switch response.body {
            case .inline(let value):
                // The front end places a synthesized scenario at its response, an example one at the example.
                guard scenario.location != endpoint.response(for: response.status)?.location else {
                    plan.synthesized += 1
                    return scenario
                }
                name = "\(endpoint.id)-\(scenario.name).json"
                text = JSONWriter.pretty.write(value)
            case .raw(let raw):
                let type = endpoint.response(for: response.status)?.contentType ?? ""
                name = "\(endpoint.id)-\(scenario.name).\(Self.fileExtension(for: type))"
                text = raw
            case .none, .fixture:
                return scenario
            }
            let path = RelativePath.join(folder, name)
            plan.fixtureFiles.append(File(path: path, text: text, replaces: false))
            plan.fixturesFromExamples += 1
            response.body = .fixture(FixtureReference(name: name, path: path))
            var result = scenario
            result.outcome = .response(response)
            return result
        }
        return endpoint
    }

    /// The file extension a fixture of media type `type` is given, so it opens as what it is.
    static func fileExtension(for type: String) -> String {
        let essence = MediaType.essence(type)
        let known = [
            "text/html": "html", "text/csv": "csv", "text/markdown": "md", "text/calendar": "ics",
            "application/yaml": "yaml", "application/x-yaml": "yaml", "text/yaml": "yaml", "application/x-ndjson": "ndjson",
            "application/javascript": "js", "text/javascript": "js", "text/css": "css",
        ]
        if let known = known[essence] { return known }
        if essence.hasSuffix("/xml") || essence.hasSuffix("+xml") { return "xml" }
        return "txt"
    }
}
