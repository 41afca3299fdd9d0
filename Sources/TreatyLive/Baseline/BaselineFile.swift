import Foundation
import TreatyContract
import TreatyTooling

/// The baseline file of a scheduled job: read before the run, compared with it, and rewritten
/// only when asked (`--update-baseline`), so accepting drift is a reviewed commit.
public struct BaselineFile: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The baseline at ``path``; an empty one when the file does not exist yet.
    /// - Throws: ``CheckSetupError`` when the file exists but is not a baseline.
    public func read() throws(CheckSetupError) -> DriftBaseline {
        guard FileManager.default.fileExists(atPath: path) else { return DriftBaseline() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckSetupError("cannot read the baseline '\(path)'; check its permissions")
        }
        return try DriftBaseline(text: String(decoding: data, as: UTF8.self), file: path)
    }

    /// Writes `baseline`, atomically, only when its bytes change.
    public func write(_ baseline: DriftBaseline) throws {
        let text = baseline.render()
        // Checked before the old bytes are read: reading a pipe would block.
        _ = try OutputPath.resolve(path)
        if FileManager.default.contents(atPath: path) == Data(text.utf8) { return }
        try AtomicFile.write(Data(text.utf8), to: path)
    }
}
