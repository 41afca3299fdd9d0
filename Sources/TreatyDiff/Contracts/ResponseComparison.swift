import TreatyContract

/// The changes to what a client receives: statuses, response headers, bodies and content types.
struct ResponseComparison {
    let shapes: ShapeComparison

    func compare(_ old: [ResponseSpec], _ new: [ResponseSpec]) -> [Change] {
        var changes: [Change] = []
        for before in old {
            let status = before.status.description
            if let after = new.first(where: { $0.status == before.status }) {
                changes += self.changes(before, after).map { $0.placed(contract: nil, status: status) }
            } else {
                changes.append(
                    Change(
                        rule: .responseStatusRemoved, subject: status, location: before.location, before: status,
                        subjectIsTheValue: true
                    )
                    .placed(contract: nil, status: status))
            }
        }
        for after in new where !old.contains(where: { $0.status == after.status }) {
            let status = after.status.description
            changes.append(
                Change(
                    rule: .responseStatusAdded, subject: status, location: after.location, after: status,
                    subjectIsTheValue: true
                )
                .placed(contract: nil, status: status))
        }
        return changes
    }

    private func changes(_ before: ResponseSpec, _ after: ResponseSpec) -> [Change] {
        var changes: [Change] = []
        if before.description != after.description {
            changes.append(
                Change(
                    rule: .descriptionChanged, location: after.location, before: before.description,
                    after: after.description))
        }
        for pair in ParameterComparison.pairHeaders(before.headers, after.headers) {
            let name = (pair.new ?? pair.old)!.name
            changes += headerChanges(pair).map { $0.placed(contract: nil, target: "response.header.\(name)") }
        }
        return changes + bodyChanges(before, after).map { $0.placed(contract: nil, target: "response.body") }
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

    private func bodyChanges(_ before: ResponseSpec, _ after: ResponseSpec) -> [Change] {
        switch (before.body, after.body) {
        case (nil, nil):
            return []
        case (let body?, nil):
            return [Change(rule: .responseBodyRemoved, location: after.location, before: ShapePair.typeText(body))]
        case (nil, let body?):
            return [Change(rule: .responseBodyAdded, location: body.location, after: ShapePair.typeText(body))]
        case (let oldBody?, let newBody?):
            var changes = shapes.compare(oldBody, newBody, side: .response)
            let oldType = before.contentType ?? "application/json"
            let newType = after.contentType ?? "application/json"
            if oldType != newType {
                changes.append(
                    Change(rule: .responseContentTypeChanged, location: after.location, before: oldType, after: newType))
            }
            return changes
        }
    }
}
