import TreatyContract
import TreatyTooling

/// When `treaty can-i-deploy` fails the run (exit code 1): which app versions must not break
/// (`--fail-on`), and how large a share of installs may (`--max-affected-share`).
///
/// Why both: a team that still supports every version in the store gates on any; one that has
/// a minimum supported version gates on `>=4.0`; one that weighs users gates on a share, and
/// accepts breaking a version almost nobody runs.
public struct DeployGate: Sendable, Equatable {
    /// Which versions count.
    public enum Versions: Sendable, Equatable {
        /// Every stored version (the default).
        case any
        /// None: report only.
        case none
        /// These versions, and every version at or after each `minimum`.
        case listed(exact: Set<String>, minimums: [String])
    }

    /// The versions whose breaking fails the run.
    public var versions: Versions
    /// The largest share of installs (0...1) that may break; nil for no limit.
    public var maxAffectedShare: Double?

    /// A gate.
    public init(versions: Versions = .any, maxAffectedShare: Double? = nil) {
        self.versions = versions
        self.maxAffectedShare = maxAffectedShare
    }

    /// `any`, `none`, or a comma-separated list of versions and `>=VERSION` minimums
    /// (`3.9.2,>=4.0`); nil when an entry is empty or not an app version.
    public static func versions(_ text: String) -> Versions? {
        switch text {
        case "any": return .any
        case "none": return Versions.none
        default:
            var exact: Set<String> = []
            var minimums: [String] = []
            for entry in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                if entry.hasPrefix(">=") {
                    let version = String(entry.dropFirst(2))
                    guard UsageStore.isAppVersion(version) else { return nil }
                    minimums.append(version)
                } else {
                    guard UsageStore.isAppVersion(entry) else { return nil }
                    exact.insert(entry)
                }
            }
            return .listed(exact: exact, minimums: minimums)
        }
    }

    /// Whether `version` is one the gate holds the run for.
    func covers(_ version: String) -> Bool {
        switch versions {
        case .any: return true
        case .none: return false
        case .listed(let exact, let minimums):
            return exact.contains(version) || minimums.contains { VersionOrder($0) <= VersionOrder(version) }
        }
    }

    /// Why `matrix` fails the run, one reason a line; empty when it passes. A version that cannot
    /// be judged fails like one that breaks: a gate must not pass on what it could not read.
    public func failures(_ matrix: DeployMatrix) -> [String] {
        var reasons = matrix.unsafeRows.filter { covers($0.appVersion) }.map { row in
            "app version \(row.appVersion.visiblyEscaped) \(row.verdict == .breaks ? "breaks" : "cannot be judged")"
        }
        if let limit = maxAffectedShare, let share = matrix.affectedShare, share > limit {
            reasons.append(
                "\(DeployMatrix.percent(share)) of installs are on app versions that break, more than \(DeployMatrix.percent(limit))"
            )
        }
        return reasons
    }
}
