import TreatyContract

/// Two resolved shapes at the same place, and the changes found between them so far.
///
/// The keyword comparisons live in extensions, one concern per file; each appends changes with
/// pointers relative to this pair.
struct ShapePair {
    let old: Shape
    let new: Shape
    let side: DiffSide
    /// The pair of references these shapes were reached through (``Tagged/useSite`` when none).
    let origin: Int32
    /// The changes so far, each with where it was found.
    private(set) var found = Tagged()
    /// The pairs of references whose changes are already in `found`.
    private var included: Set<Int32> = []

    init(old: Shape, new: Shape, side: DiffSide, origin: Int32) {
        self.old = old
        self.new = new
        self.side = side
        self.origin = origin
    }

    var changes: [Change] { found.changes }

    /// Adds the changes of a nested comparison at `pointer`. Those found in a pair of references
    /// already included through another path are left out: each is reported once per compared shape.
    mutating func include(_ nested: Tagged, under pointer: String) {
        found.include(nested, under: pointer, alreadyIncluded: &included, ownOrigin: origin)
    }

    /// Records a change in keyword family `keyword` with `effect`, located in the new shape.
    mutating func emit(
        _ keyword: ShapeKeyword, _ effect: ShapeEffect, subject: String? = nil, pointer: String = "",
        before: String?, after: String?, subjectIsTheValue: Bool = false
    ) {
        emit(
            DiffRule.shape(keyword, effect, side), subject: subject, pointer: pointer, before: before, after: after,
            subjectIsTheValue: subjectIsTheValue)
    }

    /// Records a change under a fixed rule.
    mutating func emit(
        _ rule: DiffRule, subject: String? = nil, pointer: String = "", location: FileLocation? = nil,
        before: String?, after: String?, subjectIsTheValue: Bool = false
    ) {
        found.append(
            Change(
                rule: rule, subject: subject, pointer: pointer, location: location ?? new.location,
                before: before, after: after, subjectIsTheValue: subjectIsTheValue), from: origin)
    }

    /// Whether the shapes accept everything or nothing (`true`/`false` schemas), and unresolved references.
    mutating func compareAcceptance() {
        let oldAccepts = old.booleanSchema ?? true
        let newAccepts = new.booleanSchema ?? true
        if oldAccepts != newAccepts {
            emit(.schema, newAccepts ? .widened : .narrowed, before: String(oldAccepts), after: String(newAccepts))
        }
        if old.ref != new.ref {
            emit(.schema, .changed, subject: "$ref", before: old.ref?.description, after: new.ref?.description)
        }
    }

    /// Annotations other than `description` (`title`, `default`, `deprecated`, `example`,
    /// `examples`): no value's fate depends on them, so each change is informational.
    mutating func compareAnnotations() {
        guard old.annotations != new.annotations else { return }
        let names = Set(old.annotations.map(\.name)).union(new.annotations.map(\.name)).sorted()
        for name in names {
            let before = old.annotations.first { $0.name == name }?.value
            let after = new.annotations.first { $0.name == name }?.value
            guard before != after else { continue }
            emit(.annotationChanged, subject: name, pointer: "/" + name, before: before?.compactText, after: after?.compactText)
        }
    }

    /// `description`, which only people read.
    mutating func compareDescription() {
        guard old.description != new.description else { return }
        emit(.descriptionChanged, before: old.description, after: new.description)
    }
}

extension JSONValue {
    /// One-line JSON text for messages and before/after values.
    var compactText: String { JSONWriter.compact.write(self) }
}
