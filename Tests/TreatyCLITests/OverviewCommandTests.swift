import Foundation
import Testing

@Suite struct OverviewCommandTests {
    @Test func listsEndpointsStatusesAndScenarioExpectations() async throws {
        let folder = try TreatyRunner.folder([
            "contracts/shop.yaml": """
            treaty: 1
            name: Shop
            version: "1.2"
            stubHost: api.shop.test.invalid
            endpoints:
              ping:
                method: GET
                path: /ping
                responses: { 200: {}, 5XX: {} }
                scenarios: { ok: { status: 200 }, down: { transport: timedOut } }
              createOrder:
                method: POST
                path: /orders
                responses: { 201: {} }
            """,
            "contracts/common.yaml": "treaty: 1\nschemas:\n  Error: { type: object }\n",
        ])
        let output = try await TreatyRunner.run(["overview"], in: folder)
        #expect(output.status == 0)
        #expect(
            output.stdout == """
                contracts/common.yaml: schema library (Error)

                contracts/shop.yaml: Shop 1.2 — 2 endpoints, 2 scenarios, 0 live samples, 0 schemas
                  ping        GET /ping     [200 5XX]
                    scenarios: ok (success), down (transport)
                  createOrder POST /orders  [201]


                """)
    }
}
