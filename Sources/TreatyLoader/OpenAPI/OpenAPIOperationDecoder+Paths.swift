import TreatyContract
import TreatyTooling
import TreatyYAML

extension OpenAPIOperationDecoder {
    /// Path items per part when `paths` is decoded side by side: parts small enough to share out
    /// over the cores, large enough that each part's decoding of the shared components it meets
    /// (`#/components/responses/Problem`, decoded once per part) stays a small share of its work.
    static let pathItemsPerPart = 32

    /// The endpoints of the operations in `paths`, in document order.
    ///
    /// A document is one file, read on one core; decoding its path items is most of what follows,
    /// and each path item decodes on its own, so parts of ``pathItemsPerPart`` path items are
    /// decoded side by side, each with its own components cache and a copy of `context`, and
    /// joined in order. The result is always that of decoding them one after the other: when
    /// the parts could have found something else (an operation id two parts both give, an
    /// unknown format two parts both report, more "did you mean" searches than the file has
    /// left; see ``DecodeContext/agrees(with:sharingComponents:)``), the path items are decoded again in order.
    mutating func decode(paths: [YAMLPair], sideBySide: Bool, _ context: inout DecodeContext) -> [Endpoint] {
        let (source, options, security, pathPrefix, serverURL) = (source, options, security, pathPrefix, serverURL)
        let ids = usedIds
        guard sideBySide,
            let parts = context.decodedInParts(
                count: paths.count, size: Self.pathItemsPerPart,
                { run, local in
                    var decoder = OpenAPIOperationDecoder(
                        source: source, options: options, security: security, pathPrefix: pathPrefix, serverURL: serverURL)
                    decoder.usedIds = ids
                    let endpoints = decoder.decodeInOrder(paths[run], &local)
                    return (endpoints: endpoints, ids: decoder.usedIds.subtracting(ids), examples: decoder.examples)
                })
        else { return decodeInOrder(paths, &context) }
        var given = usedIds
        for part in parts {
            guard given.isDisjoint(with: part.value.ids) else { return decodeInOrder(paths, &context) }
            given.formUnion(part.value.ids)
        }
        guard context.agrees(with: parts.map(\.context), sharingComponents: true) else { return decodeInOrder(paths, &context) }
        context.join(parts.map(\.context))
        joinedParts = true
        usedIds = given
        for part in parts { examples.merge(part.value.examples) { _, later in later } }
        return parts.flatMap(\.value.endpoints)
    }

    /// `endpoints` without the later of two operations whose method and path differ only in the
    /// path parameters' names (`/attachments/{id}` and `/attachments/{fileName}`), each reported.
    ///
    /// OpenAPI forbids such paths, since no request can tell them apart, yet real documents have
    /// them (Xero's attachments by id and by file name). A stub could answer only one of the two,
    /// so the later one is left out, as a construct Treaty cannot represent, rather than the whole
    /// document refused: the team importing it often cannot change it.
    func leavingOutRepeatedPaths(_ endpoints: [Endpoint], _ context: inout DecodeContext) -> [Endpoint] {
        var first: [String: Int] = [:]
        var repeats: [(index: Int, earlier: Int)] = []
        // By index: a large document's thousand endpoints are read in place, not each copied whole.
        for index in endpoints.indices {
            let key = endpoints[index].method + " " + endpoints[index].path.matchKey
            if let earlier = first[key] { repeats.append((index, earlier)) } else { first[key] = index }
        }
        guard !repeats.isEmpty else { return endpoints }
        for (index, earlier) in repeats {
            context.report(.repeatedPathLeftOut(endpoints[index], sameAs: endpoints[earlier], source))
        }
        let left = Set(repeats.map(\.index))
        return endpoints.indices.filter { !left.contains($0) }.map { endpoints[$0] }
    }

    private mutating func decodeInOrder(_ paths: some Collection<YAMLPair>, _ context: inout DecodeContext) -> [Endpoint] {
        var endpoints: [Endpoint] = []
        for path in paths {
            // `paths` may carry extensions (`x-…`) beside its path items, as most objects may.
            guard let template = path.keyText, !template.hasPrefix("x-") else { continue }
            endpoints += decode(pathItem: path, template: template, &context)
        }
        return endpoints
    }
}
