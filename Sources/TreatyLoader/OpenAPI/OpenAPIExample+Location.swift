import TreatyContract
import TreatyYAML

extension OpenAPIExample {
    /// Where the value at `pointer` inside the example is written: the YAML node the pointer
    /// names, or the deepest one along it (the object a missing member belongs to, the string a
    /// JSON example is written in), so a finding points at its own line, as fixture findings do.
    func location(of pointer: String) -> FileLocation {
        guard var current = node else { return location }
        for key in JSONPointer.tokens(pointer) {
            if let pairs = current.mapping, let pair = pairs.first(where: { $0.keyText == key }) {
                current = pair.value
            } else if let items = current.sequence, let index = Int(key), items.indices.contains(index) {
                current = items[index]
            } else {
                break
            }
        }
        return FileLocation(file: location.file, line: current.mark.line, column: current.mark.column)
    }
}
