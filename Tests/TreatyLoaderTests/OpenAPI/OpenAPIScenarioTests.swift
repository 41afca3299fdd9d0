import Testing
import TreatyContract
import TreatyLoader
import TreatyTooling

/// Scenarios and live samples the OpenAPI front end builds from examples and schemas.
@Suite struct OpenAPIScenarioTests {
    static let document =
        OpenAPIHarness.header() + """
            paths:
              /pets/{petId}:
                parameters: [{ name: petId, in: path, required: true, schema: { type: integer, minimum: 1 } }]
                get:
                  operationId: show
                  parameters: [{ name: fields, in: query, required: true, schema: { type: string, enum: [all, some] } }]
                  responses:
                    200:
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Pet" }
                          examples:
                            rex: { value: { id: 1, name: Rex } }
                            broken: { value: { id: 1️⃣"one", name: Rex } }
                    429:
                      description: slow down
                      headers: { Retry-After: { required: true, schema: { type: integer, minimum: 0 } } }
                      content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } }
              /pets:
                get:
                  operationId: list
                  parameters: [{ name: species, in: query, required: true, schema: { type: string, minLength: 2 } }]
                  responses: { 200: { description: ok, content: { application/json: { schema: { type: array } } } } }
            components:
              schemas:
                Pet: { type: object, required: [id, name], properties: { id: { type: integer }, name: { type: string } } }
                Error: { type: object, required: [message], properties: { message: { type: string, minLength: 1 } } }
            """

    /// The finding is at the wrong value inside the example, with its pointer (issue 14).
    @Test func examplesBecomeScenariosAndABrokenOneIsReportedAtItsLocation() throws {
        let api = OpenAPIHarness(Self.document)
        let show = try #require(api.endpoint("show"))
        #expect(show.scenarios.map(\.name) == ["success_rex", "status429", "allInputs", "timeout"])
        #expect(api.findings == ["openapi-invalid-example@\(api.marked["1️⃣"])"])
        #expect(api.result.diagnostics.first?.pointer == "/id")
        #expect(
            api.rendered("openapi-invalid-example").contains(
                "example 'broken' of the 200 response does not match its schema at '/id':"))
        guard case .response(let response) = show.scenarios[0].outcome else { return #expect(Bool(false)) }
        #expect(response.body == .inline(.object(JSONObject([("id", .number(JSONNumber(1))), ("name", .string("Rex"))]))))
    }

    @Test func aBrokenExampleCanBeKeptAsADecodingScenario() throws {
        let api = OpenAPIHarness(Self.document, options: OpenAPIOptions(invalidExamplesAsDecoding: true))
        let scenario = try #require(api.endpoint("show")?.scenario("success_broken"))
        #expect(scenario.expect == .decoding)
    }

    /// Twilio writes `format: uri` for relative links, so every example of its list responses is
    /// refused: the status still gets a scenario, its body synthesized, beside the broken examples
    /// kept as decoding scenarios when asked.
    @Test func aStatusWhoseEveryExampleIsBrokenGetsASynthesizedBody() throws {
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /messages:
                    get:
                      operationId: list
                      responses:
                        200:
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                required: [uri]
                                properties: { uri: { type: string, format: uri } }
                              examples:
                                full: { value: { uri: /2010-04-01/Messages.json } }
                                empty: { value: { uri: /2010-04-01/Messages.json?Page=0 } }
                """
        let api = OpenAPIHarness(document)
        let list = try #require(api.endpoint("list"))
        #expect(list.scenarios.map(\.name) == ["success", "timeout"])
        #expect(api.findings.filter { $0.hasPrefix("openapi-invalid-example") }.count == 2)
        guard case .response(let response) = list.scenarios[0].outcome, case .inline(let body) = response.body else {
            return #expect(Bool(false))
        }
        #expect(ShapeValidator(schemas: SchemaTable()).conforms(body, to: try #require(list.responses.first?.body)))
        let kept = OpenAPIHarness(document, options: OpenAPIOptions(invalidExamplesAsDecoding: true))
        #expect(kept.endpoint("list")?.scenarios.map(\.name) == ["success_full", "success_empty", "success", "timeout"])
    }

    /// An example the validator could not check within its budget is not known to be invalid:
    /// reported as such and left out, never kept as a scenario that expects a decoding error.
    @Test func anExampleTooCostlyToCheckIsLeftOutEvenWhenBrokenOnesAreKept() throws {
        let levels = (0..<24).map {
            "    S\($0): { anyOf: [{ $ref: \"#/components/schemas/S\($0 + 1)\" }, { $ref: \"#/components/schemas/S\($0 + 1)\" }] }"
        }
        let document =
            OpenAPIHarness.header() + """
                paths:
                  /count:
                    get:
                      operationId: count
                      responses:
                        200:
                          description: ok
                          content:
                            application/json:
                              schema: { $ref: "#/components/schemas/S0" }
                              examples: { one: { value: 1️⃣1 } }
                components:
                  schemas:

                """ + levels.joined(separator: "\n") + "\n    S24: { type: string }\n"
        let api = OpenAPIHarness(document, options: OpenAPIOptions(invalidExamplesAsDecoding: true))
        #expect(api.findings.contains("openapi-invalid-example@\(api.marked["1️⃣"])"))
        #expect(
            api.rendered("openapi-invalid-example").contains(
                "example 'one' of the 200 response could not be checked against its schema: (root): not verified:"))
        #expect(api.rendered("openapi-invalid-example").contains("until then the example is left out"))
        let count = try #require(api.endpoint("count"))
        #expect(count.scenario("success_one") == nil)
    }

    /// A parameter example its schema refuses is reported and not sent: the scenarios send a
    /// synthesized value. They used to send `null` (a ternary's `nil` read as `JSONValue.null`),
    /// so the request went to `/items/null`, and the live sample was kept with it.
    @Test func aRefusedParameterExampleIsReplacedBySynthesisNotByNull() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /items/{id}:
                    get:
                      operationId: getItem
                      parameters:
                        - { name: id, in: path, required: true, schema: { type: string }, example: { a: 1 } }
                        - { name: q, in: query, required: true, schema: { type: integer, minimum: 3 }, example: 1 }
                      responses:
                        200: { description: ok, content: { application/json: { schema: { type: object } } } }
                """)
        let endpoint = try #require(api.endpoint("getItem"))
        #expect(api.findings.filter { $0.hasPrefix("invalid-example@") }.count == 2)
        for scenario in endpoint.scenarios {
            #expect(scenario.input.pathParameters == [NamedValue(name: "id", value: "id")])
            #expect(scenario.input.query == [NamedValue(name: "q", value: 3)])
        }
        #expect(endpoint.live.isEmpty, "the path has no documented value its schema accepts")
    }

    @Test func aStatusWithoutExampleGetsASynthesizedValidBodyAndItsHeaders() throws {
        let api = OpenAPIHarness(Self.document)
        let scenario = try #require(api.endpoint("show")?.scenario("status429"))
        guard case .response(let response) = scenario.outcome else { return #expect(Bool(false)) }
        #expect(response.status == 429 && scenario.expect == .http)
        #expect(response.headers == [HeaderField(name: "Retry-After", value: "0")])
        #expect(response.body == .inline(.object(JSONObject([("message", .string("a"))]))))
    }

    @Test func requestsCarryRequiredValuesAndLiveSamplesOnlyDocumentedPathValues() throws {
        let api = OpenAPIHarness(Self.document)
        let show = try #require(api.endpoint("show"))
        let input = show.scenarios[0].input
        #expect(input.pathParameters == [NamedValue(name: "petId", value: .number(JSONNumber(1)))])
        #expect(input.query == [NamedValue(name: "fields", value: .string("all"))])
        #expect(show.live.isEmpty, "petId has no documented value: a live sample would only probe a 404")
        let list = try #require(api.endpoint("list"))
        #expect(list.live.map(\.input.query) == [[NamedValue(name: "species", value: .string("aa"))]])
    }
}

extension OpenAPIScenarioTests {
    @Test func examplesMayLiveInComponentsAndExternalOnesAreLeftOut() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /pets:
                    get:
                      operationId: list
                      responses:
                        200:
                          description: ok
                          content:
                            application/json:
                              schema: { type: array, items: { type: string } }
                              examples:
                                two: { $ref: "#/components/examples/Two" }
                                far: { 1️⃣externalValue: "https://example.com/pets.json" }
                components:
                  examples:
                    Two: { value: [rex, tom] }
                """)
        let scenario = try #require(api.endpoint("list")?.scenario("success"))
        guard case .response(let response) = scenario.outcome else { return #expect(Bool(false)) }
        #expect(response.body == .inline(.array([.string("rex"), .string("tom")])))
        #expect(api.findings == ["openapi-left-out@\(api.marked["1️⃣"])"])
    }
}

extension OpenAPIScenarioTests {
    /// A published value with `*` is reported, once, but not allowlisted: the allowlist reads `*`
    /// as a wildcard, so it would silence every password at that host in `fixtures verify`.
    @Test func aPublishedValueWithAStarIsReportedButNotAllowed() throws {
        let example = "{ dsn: 'postgres://app:*@10.0.0.5:5432/db' }"
        let harness = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /a: { get: { operationId: a, responses: { 200: { description: ok, content: { application/json: { example: \(example) } } } } } }
                  /b: { get: { operationId: b, responses: { 200: { description: ok, content: { application/json: { example: \(example) } } } } } }
                  /c: { get: { operationId: c, responses: { 200: { description: ok, content: { application/json: { example: { host: 10.0.0.7 } } } } } } }
                """)
        let published = harness.result.diagnostics.filter { $0.rule == "openapi-example-secret" }
        #expect(published.count == 2)
        #expect(
            published.first?.message.hasSuffix("it is not allowlisted: it holds '*', which the allowlist reads as a wildcard")
                == true)
        #expect(published.last?.message.hasSuffix("it is allowed because the document publishes it") == true)
        #expect(harness.contract?.allowlist == ["10.0.0.7"])
    }

    @Test func aParameterExampleItsSchemaRefusesIsAWarningAndIsNotSent() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /calls:
                    get:
                      operationId: calls
                      parameters:
                        - name: 1️⃣since
                          in: query
                          required: true
                          schema: { type: string, format: date-time }
                          example: "2008-01-02"
                      responses: { 200: { description: ok } }
                """)
        #expect(api.findings == ["invalid-example@\(api.marked["1️⃣"])"])
        #expect(api.result.diagnostics.allSatisfy { $0.severity == .warning })
        let sent = try #require(api.endpoint("calls")?.live.first?.input.query.first?.value)
        #expect(sent != .string("2008-01-02"))
    }

    /// Cloudflare writes the example of an array query parameter as one item: that is the
    /// one-item array a form query sends alike. A string holding its delimiter in a query that is
    /// not exploded, and the example of a header, are left as written (and so reported).
    @Test func aQueryExampleWrittenAsOneItemIsThatItem() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /series:
                    get:
                      operationId: series
                      parameters:
                        - { name: name, in: query, schema: { type: array, items: { type: string }, example: main } }
                        - { name: location, in: query, schema: { type: array, items: { type: string } }, example: "US,PT" }
                        - { name: 1️⃣asn, in: query, explode: false, schema: { type: array, items: { type: string } }, example: "1,2" }
                        - { name: 2️⃣X-Tags, in: header, schema: { type: array, items: { type: string } }, example: a }
                        - { name: 3️⃣limit, in: query, schema: { type: array, items: { type: integer } }, example: ten }
                      responses: { 200: { description: ok } }
                """)
        let query = try #require(api.endpoint("series")?.request.query)
        #expect(query.map(\.example) == [["main"], ["US,PT"], "1,2", ["ten"]])
        #expect(
            api.findings == [
                "invalid-example@\(api.marked["1️⃣"])", "invalid-example@\(api.marked["2️⃣"])",
                "invalid-example@\(api.marked["3️⃣"])",
            ])
    }

    /// A client that swaps two inputs must send another request: no two parameters of one
    /// request get the same value, whether synthesized (strings take their parameter's name,
    /// numbers the next free value in bounds) or documented (an example already taken gives way).
    @Test func noTwoInputsOfARequestShareAValue() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /repos/{owner}/{repo}/issues/{number}:
                    get:
                      operationId: getIssue
                      parameters:
                        - { name: owner, in: path, required: true, schema: { type: string } }
                        - { name: repo, in: path, required: true, schema: { type: string } }
                        - { name: number, in: path, required: true, schema: { type: integer, minimum: 1 } }
                        - { name: page, in: query, required: true, schema: { type: integer, minimum: 1 } }
                        - { name: mirror, in: query, required: true, schema: { type: string }, example: octocat }
                        - { name: fork, in: query, required: true, schema: { type: string }, example: octocat }
                        - { name: code, in: query, required: true, schema: { type: string, enum: [x] } }
                        - { name: same, in: query, required: true, schema: { type: string, enum: [x] } }
                      responses:
                        200: { description: ok, content: { application/json: { schema: { type: object } } } }
                """)
        let endpoint = try #require(api.endpoint("getIssue"))
        let scenario = try #require(endpoint.scenarios.first)
        #expect(
            scenario.input.pathParameters == [
                NamedValue(name: "owner", value: "owner"), NamedValue(name: "repo", value: "repo"),
                NamedValue(name: "number", value: 1),
            ])
        let query = Dictionary(scenario.input.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(query["page"] == 2, "1 is taken by the path's number")
        #expect(query["mirror"] == "octocat")
        #expect(query["fork"] == "fork", "the example is taken; the name is free")
        // A shape of one value leaves no choice: both send it.
        #expect(query["code"] == "x" && query["same"] == "x")
        // Three booleans cannot all differ either; lint does not report Treaty's own choices.
        let flags = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /repos:
                    get:
                      operationId: listRepos
                      parameters:
                        - { name: owned, in: query, schema: { type: boolean } }
                        - { name: pulls, in: query, schema: { type: boolean } }
                        - { name: forks, in: query, schema: { type: boolean } }
                      responses: { 200: { description: ok, content: { application/json: { schema: { type: array } } } } }
                """)
        #expect(!flags.findings.contains { $0.hasPrefix("indistinct-inputs@") }, "\(flags.findings)")
        #expect(flags.endpoint("listRepos")?.scenario("allInputs")?.input.query.count == 3)
    }

    /// `allInputs`: the success scenario again, with every optional query parameter, header and
    /// body member given a value, and each enum parameter a value other than its first, so a client
    /// that drops `page` or sends the first raw value for every case fails.
    @Test func everyEndpointWithOptionalInputsGetsAnAllInputsScenario() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /issues:
                    post:
                      operationId: createIssue
                      parameters:
                        - { name: page, in: query, schema: { type: integer, minimum: 1 } }
                        - { name: state, in: query, schema: { type: string, enum: [open, closed] } }
                        - { name: X-Trace, in: header, schema: { type: string } }
                      requestBody:
                        required: true
                        content:
                          application/json:
                            schema:
                              type: object
                              required: [title]
                              properties: { title: { type: string }, due_on: { type: string, format: date-time } }
                      responses:
                        201: { description: made, content: { application/json: { schema: { type: object } } } }
                  /ping:
                    get:
                      operationId: ping
                      responses: { 204: { description: fine } }
                """)
        let create = try #require(api.endpoint("createIssue"))
        #expect(create.scenarios.map(\.name) == ["status201", "allInputs", "timeout"])
        let every = try #require(create.scenario("allInputs"))
        let success = try #require(create.scenario("status201"))
        #expect(every.outcome == success.outcome && every.expect == success.expect)
        #expect(success.input.query.isEmpty && success.input.headers.isEmpty)
        let query = Dictionary(every.input.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(query["page"] == 1)
        #expect(query["state"] == "closed", "an enum's later value")
        #expect(every.input.headers.map(\.name) == ["X-Trace"])
        guard case .object(let body)? = every.input.body else { return #expect(Bool(false)) }
        #expect(body.keys.sorted() == ["due_on", "title"])
        // Nothing optional: no such scenario.
        #expect(try #require(api.endpoint("ping")).scenarios.map(\.name) == ["status204", "timeout"])
    }

    /// `allInputs` sends an optional body the other scenarios leave out, and gives each enum member
    /// of the body a declared value other than the first, so a client that never sends the body
    /// (or always the first raw value) fails.
    @Test func allInputsSendsAnOptionalBodyWithEnumMembersAtAnotherValue() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /issues/{number}/lock:
                    put:
                      operationId: lockIssue
                      parameters: [{ name: number, in: path, required: true, schema: { type: integer } }]
                      requestBody:
                        content:
                          application/json:
                            schema:
                              type: object
                              properties:
                                lock_reason: { type: string, enum: [off-topic, too heated, resolved, spam] }
                      responses:
                        204: { description: locked }
                """)
        let lock = try #require(api.endpoint("lockIssue"))
        #expect(lock.scenario("status204")?.input.body == nil)
        let every = try #require(lock.scenario("allInputs"))
        #expect(every.input.body == ["lock_reason": "too heated"])
    }

    /// Inputs differ across an endpoint's scenarios where a shape allows: `allInputs` gives each
    /// path and query parameter a value the other scenarios do not send, so a client that sends a
    /// constant (`/repos/owner/repo`, whatever it is passed) fails it.
    @Test func allInputsSendsValuesTheOtherScenariosDoNot() throws {
        let api = OpenAPIHarness(
            OpenAPIHarness.header() + """
                paths:
                  /repos/{owner}/{repo}/issues:
                    get:
                      operationId: listIssues
                      parameters:
                        - { name: owner, in: path, required: true, schema: { type: string } }
                        - { name: repo, in: path, required: true, schema: { type: string }, example: hello }
                        - { name: per_page, in: query, required: true, schema: { type: integer, minimum: 1, maximum: 2 } }
                        - { name: page, in: query, schema: { type: integer, minimum: 1 } }
                      responses:
                        200: { description: ok, content: { application/json: { schema: { type: array } } } }
                """)
        let list = try #require(api.endpoint("listIssues"))
        let success = try #require(list.scenario("success"))
        let every = try #require(list.scenario("allInputs"))
        #expect(
            success.input.pathParameters == [NamedValue(name: "owner", value: "owner"), NamedValue(name: "repo", value: "hello")])
        #expect(
            every.input.pathParameters == [NamedValue(name: "owner", value: "owner2"), NamedValue(name: "repo", value: "repo")])
        #expect(success.input.query == [NamedValue(name: "per_page", value: 1)])
        #expect(every.input.query.first == NamedValue(name: "per_page", value: 2), "the other value its bounds allow")
        let values = (every.input.pathParameters + every.input.query).map(\.value)
        #expect(Set(values).count == values.count, "\(values)")
    }
}
