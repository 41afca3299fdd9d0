import TreatyContract

/// Scenario names for imported responses: `success` for 200, `status404`, `status4XX`,
/// `unexpected` for `default`, made unique per endpoint with `_2`, `_3`.
struct ScenarioNames {
    private var taken: Set<String> = []

    static func base(for status: StatusPattern) -> String {
        switch status {
        case .code(200): return "success"
        case .code(let code): return "status\(code)"
        case .range(let digit): return "status\(digit)XX"
        case .default: return "unexpected"
        }
    }

    mutating func unique(_ name: String) -> String {
        var candidate = name
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(name)_\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
