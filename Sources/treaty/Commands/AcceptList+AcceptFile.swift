import TreatyDiff
import TreatyLoader

extension AcceptList {
    /// The diff engine's view of a loaded accept file (the loader does not depend on the diff engine).
    init(_ file: AcceptFile) {
        self.init(
            file: file.path,
            entries: file.entries.map { entry in
                AcceptEntry(
                    rule: entry.rule, contract: entry.contract, endpoint: entry.endpoint, status: entry.status,
                    target: entry.target, pointer: entry.pointer, reason: entry.reason, expires: entry.expires,
                    location: entry.location)
            })
    }
}
