import Testing
import TreatyContract
import TreatyLive

@Suite struct ShardTests {
    /// 1,000 GET endpoints with one to four live samples each.
    static let contract: Contract = {
        var yaml = "treaty: 1\nname: Big\nversion: 1.0.0\nstubHost: big.test.invalid\nendpoints:\n"
        for index in 0..<1_000 {
            yaml +=
                "  e\(index):\n    method: GET\n    path: /e/\(index)\n    responses:\n      200: { body: { type: object } }\n    live:\n"
            for sample in 0...(index % 4) { yaml += "      - query: { n: \(sample) }\n" }
        }
        return try! TestContracts.load(yaml)
    }()

    static func plan(_ shard: Shard?) throws -> CheckPlan {
        var planner = CheckPlanner(baseURL: "http://127.0.0.1:9")
        planner.shard = shard
        return try planner.plan([contract])
    }

    static func keys(_ plan: CheckPlan) -> [String] {
        plan.items.map { "\($0.endpoint.id)#\($0.sample)" }
    }

    @Test func theShardsPartitionTheRunExactlyAndInBalance() throws {
        let whole = try ShardTests.plan(nil)
        #expect(whole.items.count == 2_500)
        var seen: [String: Int] = [:]
        var loads: [Int] = []
        var endpointsOf: [Int: Set<String>] = [:]
        for index in 1...8 {
            let shard = try ShardTests.plan(Shard(index: index, count: 8))
            loads.append(shard.items.count)
            for key in ShardTests.keys(shard) { seen[key, default: 0] += 1 }
            endpointsOf[index] = Set(shard.items.map(\.endpoint.id))
            #expect(shard.items.map(\.order) == shard.items.map(\.order).sorted(), "each shard keeps the run's order")
        }
        #expect(Set(seen.keys) == Set(ShardTests.keys(whole)), "no sample missed")
        #expect(seen.values.allSatisfy { $0 == 1 }, "none run twice")
        for first in 1...8 {
            for second in (first + 1)..<9 { #expect(endpointsOf[first]!.isDisjoint(with: endpointsOf[second]!)) }
        }
        #expect(loads.max()! - loads.min()! <= 4, "balanced by samples: \(loads)")
        #expect(
            try ShardTests.keys(ShardTests.plan(Shard(index: 3, count: 8)))
                == ShardTests.keys(ShardTests.plan(Shard(index: 3, count: 8))))
    }

    @Test func aShardIsReadAsKOverN() throws {
        #expect(try Shard(parsing: "2/8") == Shard(index: 2, count: 8))
        for bad in ["0/8", "9/8", "2", "a/b", "2/0", "1/2/3"] {
            #expect(throws: CheckSetupError.self) { try Shard(parsing: bad) }
        }
    }
}
