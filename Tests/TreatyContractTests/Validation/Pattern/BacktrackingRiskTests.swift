import Testing
import TreatyContract

@Suite struct BacktrackingRiskTests {
    @Test(arguments: [
        ("(a*)*b", "(a*)*", BacktrackingRisk.Kind.nestedRepetition), ("^(a+)+$", "(a+)+", .nestedRepetition),
        ("^(\\w+\\s?)*$", "(\\w+\\s?)*", .nestedRepetition), ("(a*b*)*c", "(a*b*)*", .nestedRepetition),
        ("(?:x+|y)+z", "(?:x+|y)+", .nestedRepetition), ("(a|a)*b", "(a|a)*", .overlappingAlternatives),
        ("^(\\w|\\d)+$", "(\\w|\\d)+", .overlappingAlternatives), ("(.|\\s)*x", "(.|\\s)*", .overlappingAlternatives),
        ("(x+x+)+y", "(x+x+)+", .adjacentRepetitions), ("^(\\d+\\w+)*$", "(\\d+\\w+)*", .adjacentRepetitions),
        ("(?=(a+)+)b", "(a+)+", .nestedRepetition), ("((a+)+){1,20}", "((a+)+){1,20}", .nestedRepetition),
        ("(a+)+?b", "(a+)+?", .nestedRepetition),
    ])
    func ambiguousRepetitionsAreFound(pattern: String, part: String, kind: BacktrackingRisk.Kind) {
        #expect(BacktrackingRisk.find(in: pattern) == BacktrackingRisk.Finding(part: part, kind: kind))
    }

    @Test(arguments: [
        "^[a-z0-9]+(-[a-z0-9]+)*$", "^(\\d+,)*\\d+$", "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$", "^\\d{4}-\\d{2}-\\d{2}$",
        "^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$", "^(\\w|-)+$",
        "^(a|b)*$", "(?>a+)+b", "(a*+)*b", "^[A-Za-z0-9+/]*={0,2}$", "(a{1,3}){2}", "^Bearer ", "(\\d+\\.\\d+)*",
    ])
    func unambiguousRepetitionsAreNot(pattern: String) {
        #expect(BacktrackingRisk.find(in: pattern) == nil, "'\(pattern)'")
    }
}
