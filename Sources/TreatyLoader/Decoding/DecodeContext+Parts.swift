import TreatyContract

/// One file decoded in parts side by side: each part gets a copy of the context as it stood, and
/// what the parts found is put back together as if one context had decoded them in order.
///
/// That holds only when no part's findings depend on what an earlier part saw: an unknown format
/// is reported at its first use in the file, and a file's "did you mean" searches are counted.
/// ``agrees(with:)`` says whether the parts' findings are still those of one context (a format
/// two parts first met in the same shared component is one finding); when they are not, the
/// caller decodes the parts again in order, so the findings never depend on how the file was split.
extension DecodeContext {
    /// `count` items decoded in consecutive runs of `size` side by side, each run with its own
    /// copy of this context: each run's value and context, in order, for ``agrees(with:)`` and
    /// ``join(_:)``. Nil when the items make one run: decode them in order then.
    func decodedInParts<Value: Sendable>(
        count: Int, size: Int, _ decode: @Sendable (Range<Int>, inout DecodeContext) -> Value
    ) -> [(value: Value, context: DecodeContext)]? {
        let runs = stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
        guard runs.count > 1 else { return nil }
        let start = self
        return runs.concurrentMap { run in
            var local = start
            let value = decode(run, &local)
            return (value, local)
        }
    }

    /// Whether contexts that started as copies of this one and decoded consecutive parts of the
    /// file found exactly what one context decoding the parts in order would have.
    func agrees(with parts: [DecodeContext]) -> Bool {
        var formats = notes.reportedFormats
        var searches = 0
        for part in parts {
            for (format, location) in part.notes.reportedFormats {
                guard let earlier = formats[format] else {
                    formats[format] = location
                    continue
                }
                guard earlier == location else { return false }
            }
            searches += suggestions.left - part.suggestions.left
        }
        // Every part had the whole budget left; if together they spent no more, one context
        // would have allowed the same searches (a part that ran out spent it all, alone).
        return searches <= suggestions.left
    }

    /// Takes in what `parts` (copies of this context, each after decoding its part, in file
    /// order) found beyond what this context held when they were made.
    mutating func join(_ parts: [DecodeContext]) {
        let start = self
        for part in parts {
            report(Array(part.diagnostics.dropFirst(start.diagnostics.count)))
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
        schemasUnread = schemasUnread || part.schemasUnread
        isOpenAPI = isOpenAPI || part.isOpenAPI
        reportedFormats.merge(part.reportedFormats) { known, _ in known }
    }
}
