import TreatyContract
import TreatyTooling
import TreatyYAML

extension ShapeDecoder {
    /// Warns on a `format` that is neither in ``FormatCatalogue`` nor declared by the project
    /// (`formats:` in `treaty.yaml`), unless the shape says `x-treaty-format-unchecked: true`.
    ///
    /// Runs once the whole mapping is read, since the silencing key may come after `format`.
    func lintFormat(_ shape: Shape, _ pairs: [YAMLPair], _ context: inout DecodeContext) {
        let silence = pairs.first { $0.keyText == ShapeKeywords.formatUnchecked }
        let silenced = silence.flatMap { context.bool($0.value, "'\(ShapeKeywords.formatUnchecked)'") } ?? false
        guard let format = shape.format, let node = pairs.first(where: { $0.keyText == "format" })?.value else { return }
        guard !silenced, !FormatCatalogue.isKnown(format), !context.declaredFormats.contains(format) else { return }
        // One warning per format and file: a document using `phone-number` 200 times has one thing to decide.
        guard context.notes.reportedFormats[format] == nil else { return }
        let location = context.location(node)
        context.notes.reportedFormats[format] = location
        context.report(.unknownFormat(format, known: FormatCatalogue.known, at: location))
    }
}
