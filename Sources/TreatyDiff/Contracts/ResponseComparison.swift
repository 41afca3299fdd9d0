import TreatyContract

/// The changes to what a client receives: statuses, response headers, bodies and content types.
struct ResponseComparison {
    let shapes: ShapeComparison

    /// Adds the changes to `found`: statuses in the old order, each with its changes, then the
    /// statuses added.
    func compare(_ old: [ResponseSpec], _ new: [ResponseSpec], into found: inout FoundChanges) {
        for before in old {
            let status = before.status.description
            if let after = new.first(where: { $0.status == before.status }) {
                found.at(status: status) { changes(before, after, into: &$0) }
            } else {
                found.add(
                    Change(
                        rule: .responseStatusRemoved, subject: status, location: before.location, before: status,
                        subjectIsTheValue: true
                    )
                    .placed(contract: nil, status: status))
            }
        }
        for after in new where !old.contains(where: { $0.status == after.status }) {
            let status = after.status.description
            found.add(
                Change(
                    rule: .responseStatusAdded, subject: status, location: after.location, after: status,
                    subjectIsTheValue: true
                )
                .placed(contract: nil, status: status))
        }
    }

    private func changes(_ before: ResponseSpec, _ after: ResponseSpec, into found: inout FoundChanges) {
        if before.description != after.description {
            found.add(
                Change(
                    rule: .descriptionChanged, location: after.location, before: before.description,
                    after: after.description))
        }
        for pair in ParameterComparison.pairHeaders(before.headers, after.headers) {
            let name = (pair.new ?? pair.old)!.name
            found.at(target: "response.header.\(name)") { $0.add(contentsOf: headerChanges(pair)) }
        }
        found.at(target: "response.body") { $0.add(contentsOf: bodyChanges(before, after)) }
    }

    private func headerChanges(_ pair: ParameterComparison.Pair) -> [Change] {
        switch (pair.old, pair.new) {
        case (let header?, nil):
            return [
                Change(
                    rule: .responseHeaderRemoved, subject: header.name, location: header.location,
                    before: ShapePair.typeText(header.shape))
            ]
        case (nil, let header?):
            return [
                Change(
                    rule: .responseHeaderAdded, subject: header.name, location: header.location,
                    after: ShapePair.typeText(header.shape))
            ]
        case (let before?, let after?):
            return ParameterComparison.matched(before, after, side: .response, shapes: shapes)
        case (nil, nil):
            return []
        }
    }

    /// As for requests (``BodyMedia``): a JSON body that became XML is a content type change.
    private func bodyChanges(_ before: ResponseSpec, _ after: ResponseSpec) -> [Change] {
        switch (BodyMedia.declared(before.body, before.contentType), BodyMedia.declared(after.body, after.contentType)) {
        case (nil, nil):
            return []
        case (let type?, nil):
            return [Change(rule: .responseBodyRemoved, location: after.location, before: BodyMedia.text(before.body, type))]
        case (nil, let type?):
            return [
                Change(
                    rule: .responseBodyAdded, location: after.body?.location ?? after.location,
                    after: BodyMedia.text(after.body, type))
            ]
        case (let oldType?, let newType?):
            var changes: [Change] = []
            if let oldBody = before.body, let newBody = after.body {
                changes = shapes.compare(oldBody, newBody, side: .response)
            }
            if let listed = BodyMedia.listChanges(
                (before.mediaTypes, oldType), (after.mediaTypes, newType), removed: .responseMediaTypeRemoved,
                added: .responseMediaTypeAdded,
                location: after.location)
            {
                changes += listed
            } else {
                let (writtenBefore, writtenAfter) = (
                    BodyMedia.written(before.mediaTypes, declared: oldType),
                    BodyMedia.written(after.mediaTypes, declared: newType)
                )
                if BodyMedia.differ(writtenBefore, writtenAfter) {
                    changes.append(
                        Change(
                            rule: .responseContentTypeChanged, location: after.location, before: writtenBefore,
                            after: writtenAfter))
                }
            }
            return changes
        }
    }
}
