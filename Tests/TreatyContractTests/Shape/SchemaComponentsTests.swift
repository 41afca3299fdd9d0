import Testing
import TreatyContract

/// Which schemas reach one another, as the cycle lint and the generator ask it.
@Suite struct SchemaComponentsTests {
    static func reference(_ name: String) -> SchemaReference { SchemaReference(file: "api.yaml", name: name) }

    /// `A → B → A` is one component; `C → C` is on a cycle by itself; `D → E → A` reaches the
    /// cycle but is on none; `F` names a schema the table does not hold.
    @Test func cyclesSelfReferencesAndChainsAreToldApart() {
        let names = ["A", "B", "C", "D", "E", "F"]
        let edges: [SchemaReference: [SchemaReference]] = [
            Self.reference("A"): [Self.reference("B")], Self.reference("B"): [Self.reference("A")],
            Self.reference("C"): [Self.reference("C")], Self.reference("D"): [Self.reference("E")],
            Self.reference("E"): [Self.reference("A")], Self.reference("F"): [Self.reference("Missing")],
        ]
        let components = SchemaComponents(nodes: names.map(Self.reference), edges: edges)
        let onCycle = names.filter { components.isOnCycle(Self.reference($0), edges: edges) }
        #expect(onCycle == ["A", "B", "C"])
        #expect(components.sameComponent(Self.reference("A"), Self.reference("B")))
        #expect(!components.sameComponent(Self.reference("D"), Self.reference("E")))
        #expect(!components.sameComponent(Self.reference("E"), Self.reference("A")))
        #expect(components.sameComponent(Self.reference("D"), Self.reference("D")))
        #expect(components.sizes.sorted() == [1, 1, 1, 1, 2])
        #expect(components.component[Self.reference("Missing")] == nil)
    }

    /// Against a search from every node (the quadratic way it used to be asked), on random
    /// graphs: the same answer to "does X lead back to Y".
    @Test func theComponentsAgreeWithASearchFromEveryNode() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            let count = 1 + next(12)
            let nodes = (0..<count).map { Self.reference("N\($0)") }
            var edges: [SchemaReference: [SchemaReference]] = [:]
            for node in nodes { edges[node] = (0..<next(3)).map { _ in nodes[next(count)] } }
            let components = SchemaComponents(nodes: nodes, edges: edges)
            func reaches(_ start: SchemaReference, _ target: SchemaReference) -> Bool {
                var seen: Set<SchemaReference> = []
                var pending = edges[start] ?? []
                while let node = pending.popLast() {
                    if node == target { return true }
                    if seen.insert(node).inserted { pending += edges[node] ?? [] }
                }
                return false
            }
            for first in nodes {
                #expect(components.isOnCycle(first, edges: edges) == reaches(first, first))
                for second in nodes where first != second {
                    #expect(components.sameComponent(first, second) == (reaches(first, second) && reaches(second, first)))
                }
            }
        }
    }

    /// A chain of 200,000 references is walked without recursion, so the stack holds.
    @Test func aLongChainNeedsNoDeepStack() {
        let nodes = (0...200_000).map { Self.reference("S\($0)") }
        var edges: [SchemaReference: [SchemaReference]] = [:]
        for index in 0..<200_000 { edges[nodes[index]] = [nodes[index + 1]] }
        edges[nodes[200_000]] = [nodes[199_999]]
        let components = SchemaComponents(nodes: nodes, edges: edges)
        #expect(components.sizes.count == 200_000)
        #expect(components.sameComponent(nodes[199_999], nodes[200_000]))
        #expect(!components.isOnCycle(nodes[0], edges: edges))
    }
}
