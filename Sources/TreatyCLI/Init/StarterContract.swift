/// The contract `treaty init` starts a package with: one endpoint whose scenarios show the
/// three kinds of outcome a suite checks (a body, an HTTP error, a transport failure), to be
/// replaced by the team's real API. docs/contract-format.md explains every key.
enum StarterContract {
    static func text(name: String) -> String {
        """
        # A starter contract written by 'treaty init': replace the endpoint with your API's own.
        # docs/contract-format.md in the Treaty repository explains every key.
        treaty: 1
        name: \(name)
        version: 0.1.0
        baseURL: https://api.example.com
        stubHost: api.\(name.lowercased()).test.invalid

        defaults:
          request:
            headers:
              Accept: application/json

        endpoints:
          getStatus:
            method: GET
            path: /status
            responses:
              200: { body: { $ref: "#/schemas/Status" } }
              503:
                headers: { Retry-After: { type: integer, required: true } }
            scenarios:
              up: { status: 200, body: { state: up } }
              unavailable: { status: 503, headers: { Retry-After: "10" } }
              offline: { transport: notConnectedToInternet }

        schemas:
          Status:
            type: object
            required: [state]
            properties:
              state: { type: string, enum: [up, degraded] }

        """
    }
}
