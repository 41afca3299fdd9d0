import TreatyContract
import TreatyTooling

/// One file decoded in parts side by side: each part gets a copy of the context as it stood, and
/// what the parts found is put back together as if one context had decoded them in order.
///
/// That holds only when no part's findings depend on what an earlier part saw: an unknown format
/// is reported at its first use in the file, and a file's "did you mean" searches are counted.
/// ``agrees(with:sharingComponents:)`` says whether the parts' findings can still be made those
/// of one context; when they cannot, the caller decodes the parts again in order, so the findings
/// never depend on how the file was split.
extension DecodeContext {
    /// `count` items decoded in consecutive runs of `size` side by side, each run with its own
    /// copy of this context: each run's value and context, in order, for ``agrees(with:sharingComponents:)`` and
    /// ``join(_:)``. Nil when the items make one run: decode them in order then.
    func decodedInParts<Value: Sendable>(
        count: Int, size: Int, _ decode: @Sendable (Range<Int>, inout DecodeContext) -> Value
    ) -> [(value: Value, context: DecodeContext)]? {
        let runs = (0..<count).runs(of: size)
        guard runs.count > 1 else { return nil }
        let start = self
        return runs.concurrentMap { run in
            var local = start
            let value = decode(run, &local)
            return (value, local)
        }
    }

    /// Whether contexts that started as copies of this one and decoded consecutive parts of the
    /// file found what one context decoding the parts in order would have, once ``join(_:)`` has
    /// dropped the unknown formats an earlier part already reported.
    ///
    /// - Parameter sharingComponents: whether parts may decode the same shared component
    ///   (`#/components/responses/Problem` for path items), each with its own cache. One context
    ///   decodes such a component once and reports its findings again at every use, so a format
    ///   two parts first meet elsewhere than in one shared component could leave a repeated finding
    ///   that one context would not have: that is refused. Parts that share nothing (each schema of
    ///   `components.schemas` decodes alone) differ only in which of them reports a format first,
    ///   which the join settles.
    func agrees(with parts: [DecodeContext], sharingComponents: Bool) -> Bool {
        var formats = notes.reportedFormats
        var searches = 0
        for part in parts {
            for (format, location) in part.notes.reportedFormats {
                guard let earlier = formats[format] else {
                    formats[format] = location
                    continue
                }
                guard earlier == location || !sharingComponents else { return false }
            }
            searches += suggestions.left - part.suggestions.left
        }
        // Every part had the whole budget left; if together they spent no more, one context
        // would have allowed the same searches (a part that ran out spent it all, alone).
        return searches <= suggestions.left
    }

    /// Takes in what `parts` (copies of this context, each after decoding its part, in file
    /// order) found beyond what this context held when they were made.
    ///
    /// A part's report of an unknown format that this context or an earlier part already reported
    /// at another place is left out: one context reports a format at its first use in the file
    /// only. (Reported at the same place, it is one shared component's finding, which one context
    /// also reports at every use.)
    mutating func join(_ parts: [DecodeContext]) {
        let start = self
        for part in parts {
            // The reports one context would not have made: each format's, where an earlier one was.
            let repeated = part.notes.reportedFormats.compactMap { format, location in
                notes.reportedFormats[format].flatMap { earlier in
                    earlier == location ? nil : Diagnostic.unknownFormat(format, known: FormatCatalogue.known, at: location)
                }
            }
            let found = part.diagnostics.dropFirst(start.diagnostics.count).filter { !repeated.contains($0) }
            report(Array(found))
            notes.join(part.notes, since: start.notes)
            patternVerdicts.merge(part.patternVerdicts) { known, _ in known }
            suggestions.spend(start.suggestions.left - part.suggestions.left)
        }
    }
}

extension DecodeNotes {
    /// Takes in what `part` learned since it was `start`, as if it had been learned here.
    mutating func join(_ part: DecodeNotes, since start: DecodeNotes) {
        shapeExamples += part.shapeExamples.dropFirst(start.shapeExamples.count)
        endpointsWithoutResponses.formUnion(part.endpointsWithoutResponses)
        pathLocations.merge(part.pathLocations) { _, later in later }
        endpointsWithoutPathParameters.formUnion(part.endpointsWithoutPathParameters)
        parametersWithoutPlace.formUnion(part.parametersWithoutPlace)
        schemasUnread = schemasUnread || part.schemasUnread
        isOpenAPI = isOpenAPI || part.isOpenAPI
        reportedFormats.merge(part.reportedFormats) { known, _ in known }
        namedTargets.formUnion(part.namedTargets)
        branchlessDiscriminators.merge(part.branchlessDiscriminators) { known, _ in known }
        marks = (marks.readOnly || part.marks.readOnly, marks.writeOnly || part.marks.writeOnly)
        requiredFromBranches = requiredFromBranches || part.requiredFromBranches
    }
}
