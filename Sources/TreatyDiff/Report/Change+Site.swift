/// Where the change is, read from and written to its shared site (``ChangeSite``).
extension Change {
    /// The contract's `name:`.
    public var contract: String? {
        get { self[site: \.contract] }
        set { self[site: \.contract] = newValue }
    }

    /// The endpoint id (the new one when the endpoint was renamed).
    public var endpoint: String? {
        get { self[site: \.endpoint] }
        set { self[site: \.endpoint] = newValue }
    }

    /// The response status pattern (`200`, `4XX`, `default`) for response changes.
    public var status: String? {
        get { self[site: \.status] }
        set { self[site: \.status] = newValue }
    }

    /// The element whose shape changed: `request.body`, `request.path.id`, `request.query.page`,
    /// `request.header.Authorization`, `response.body`, `response.header.Retry-After`,
    /// `defaults.header.Accept`, `scenario.timeout`; nil for endpoint- and contract-level changes.
    public var target: String? {
        get { self[site: \.target] }
        set { self[site: \.target] = newValue }
    }

    /// One field of the site; writing it gives the change a site of its own.
    private subscript(site field: WritableKeyPath<ChangeSite, String?>) -> String? {
        get { site?.value[keyPath: field] }
        set { editSite { $0[keyPath: field] = newValue } }
    }

    /// The change attributed to a contract element; a nil leaves that field as it is.
    func placed(contract: String?, endpoint: String? = nil, status: String? = nil, target: String? = nil) -> Change {
        var copy = self
        copy.place(at: ChangeSite(contract: contract, endpoint: endpoint, status: status, target: target))
        return copy
    }

    /// Attributes the change to the fields `other` names, in place; a nil leaves a field as it is.
    mutating func place(at other: ChangeSite) {
        guard let site else {
            self.site = Shared(other)
            return
        }
        let placed = site.value.placed(at: other)
        if placed != site.value { self.site = Shared(placed) }
    }

    /// Attributes the change to the fields `scope` names, as ``place(at:)`` does; a change with no
    /// site of its own takes `scope` itself, so the changes found in one scope share one object.
    mutating func place(in scope: Shared<ChangeSite>?) {
        guard let scope else { return }
        guard site != nil else {
            site = scope
            return
        }
        place(at: scope.value)
    }
}
