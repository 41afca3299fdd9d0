import Foundation
import Testing
import TreatyContract
import TreatyGenerator
import TreatyLoader

/// Request bodies and `enum:` parameters reach the adapter as generated Swift types: structs with
/// Swift-cased properties coded by their wire names, arrays of schema types, optionals, enums, and JSON for
/// what no struct states. The types are snippet-checked and type-checked with `swiftc`.
@Suite struct BodyTypeTests {
    static let yaml =
        SnippetTests.header + """
            endpoints:
              create:
                method: POST
                path: /orders
                request:
                  query: { sort: { type: string, enum: [created_at, total] } }
                  body:
                    type: object
                    required: [items, default]
                    properties:
                      default: { type: boolean }
                      items: { type: array, items: { $ref: "#/schemas/Item" } }
                      ship_to:
                        type: object
                        required: [city]
                        properties: { city: { type: string }, zip_code: { type: string, nullable: true } }
                      status: { type: string, enum: [open, on-hold] }
                      extra: { oneOf: [{ type: string }, { type: integer }] }
                responses: { 201: {} }
                scenarios:
                  placed: { status: 201, request: { body: { default: true, items: [{ sku: a1, count: 2 }] } } }
            schemas:
              Item:
                type: object
                required: [sku]
                properties:
                  sku: { type: string }
                  count: { type: integer, format: int64 }
                  endpoint: { $ref: "#/schemas/Endpoint" }
              Endpoint:
                type: object
                properties: { url: { type: string } }

            """

    @Test func bodiesAndEnumParametersBecomeTypes() throws {
        let contract = try SnippetTests().generate(Self.yaml)[0]
        #expect(
            try Snippet.declaration("    struct CreateInput", in: contract) == """
                    /// Inputs for `create` (POST /orders).
                    struct CreateInput: ContractInput {
                        /// The scenario's values, as the contract states them.
                        var values: ContractInput.Values {
                            storage.values
                        }

                        private let storage: ContractInputStorage

                        init(values: ContractInput.Values) {
                            storage = ContractInputStorage(values)
                        }

                        /// The query parameter 'sort', when the scenario sets it.
                        var sort: Sort? {
                            storage.string(.query, "sort").flatMap(Sort.init(rawValue:))
                        }

                        /// The scenario's request body as a typed value.
                        /// - Throws: when the scenario's body does not decode into the type, or loses a value in it.
                        var body: Body {
                            get throws {
                                try typedBody()
                            }
                        }

                        /// The request body's type.
                        struct Body: Codable, Sendable {
                            /// 'default' on the wire.
                            let `default`: Bool

                            /// 'items' on the wire.
                            let items: [ShopContract.Item]

                            /// 'ship_to' on the wire.
                            let shipTo: ShipTo?

                            /// 'status' on the wire.
                            let status: Status?

                            /// 'extra' on the wire.
                            /// Any JSON value: no Swift type states this shape (`oneOf`, `anyOf`, free-form objects).
                            let extra: ContractInput.JSON?

                            /// The members in the contract's order, as Swift's implicit memberwise initializer takes them.
                            init(`default`: Bool, items: [ShopContract.Item], shipTo: ShipTo?, status: Status?, extra: ContractInput.JSON?) {
                                self.`default` = `default`
                                self.items = items
                                self.shipTo = shipTo
                                self.status = status
                                self.extra = extra
                            }

                            init(from decoder: any Swift.Decoder) throws {
                                let container = try decoder.container(keyedBy: ContractInput.BodyKey.self)
                                self.`default` = try container.member("default")
                                self.items = try container.member("items")
                                self.shipTo = try container.optionalMember("ship_to")
                                self.status = try container.optionalMember("status")
                                self.extra = try container.optionalMember("extra")
                            }

                            func encode(to encoder: any Swift.Encoder) throws {
                                var container = encoder.container(keyedBy: ContractInput.BodyKey.self)
                                try container.encodeMember(self.`default`, "default")
                                try container.encodeMember(self.items, "items")
                                try container.encodeOptionalMember(self.shipTo, "ship_to")
                                try container.encodeOptionalMember(self.status, "status")
                                try container.encodeOptionalMember(self.extra, "extra")
                            }

                            /// The type of 'ship_to'.
                            struct ShipTo: Codable, Sendable {
                                /// 'city' on the wire.
                                let city: String

                                /// 'zip_code' on the wire.
                                let zipCode: String?

                                /// The members in the contract's order, as Swift's implicit memberwise initializer takes them.
                                init(city: String, zipCode: String?) {
                                    self.city = city
                                    self.zipCode = zipCode
                                }

                                init(from decoder: any Swift.Decoder) throws {
                                    let container = try decoder.container(keyedBy: ContractInput.BodyKey.self)
                                    self.city = try container.member("city")
                                    self.zipCode = try container.optionalMember("zip_code")
                                }

                                func encode(to encoder: any Swift.Encoder) throws {
                                    var container = encoder.container(keyedBy: ContractInput.BodyKey.self)
                                    try container.encodeMember(self.city, "city")
                                    try container.encodeOptionalMember(self.zipCode, "zip_code")
                                }
                            }

                            /// The type of 'status'.
                            enum Status: String, Codable, Sendable, Equatable, CaseIterable {
                                case `open`
                                case onHold = "on-hold"
                            }
                        }

                        /// The values of the query parameter 'sort'.
                        enum Sort: String, Codable, Sendable, Equatable, CaseIterable {
                            case createdAt = "created_at"
                            case total
                        }
                    }

                """)
        #expect(
            try Snippet.declaration("    struct Item", in: contract) + Snippet.declaration("    struct Endpoint_2", in: contract)
                == """
                    /// The schema 'Item'.
                    struct Item: Codable, Sendable {
                        /// 'sku' on the wire.
                        let sku: String

                        /// 'count' on the wire.
                        let count: Int64?

                        /// 'endpoint' on the wire.
                        let endpoint: ShopContract.Endpoint_2?

                        /// The members in the contract's order, as Swift's implicit memberwise initializer takes them.
                        init(sku: String, count: Int64?, endpoint: ShopContract.Endpoint_2?) {
                            self.sku = sku
                            self.count = count
                            self.endpoint = endpoint
                        }

                        init(from decoder: any Swift.Decoder) throws {
                            let container = try decoder.container(keyedBy: ContractInput.BodyKey.self)
                            self.sku = try container.member("sku")
                            self.count = try container.optionalMember("count")
                            self.endpoint = try container.optionalMember("endpoint")
                        }

                        func encode(to encoder: any Swift.Encoder) throws {
                            var container = encoder.container(keyedBy: ContractInput.BodyKey.self)
                            try container.encodeMember(self.sku, "sku")
                            try container.encodeOptionalMember(self.count, "count")
                            try container.encodeOptionalMember(self.endpoint, "endpoint")
                        }
                    }
                    /// The schema 'Endpoint'.
                    struct Endpoint_2: Codable, Sendable {
                        /// 'url' on the wire.
                        let url: String?

                        /// The members in the contract's order, as Swift's implicit memberwise initializer takes them.
                        init(url: String?) {
                            self.url = url
                        }

                        init(from decoder: any Swift.Decoder) throws {
                            let container = try decoder.container(keyedBy: ContractInput.BodyKey.self)
                            self.url = try container.optionalMember("url")
                        }

                        func encode(to encoder: any Swift.Encoder) throws {
                            var container = encoder.container(keyedBy: ContractInput.BodyKey.self)
                            try container.encodeOptionalMember(self.url, "url")
                        }
                    }

                """)
    }

    /// The generated contract file, with the types above, compiles against the built runtime,
    /// internal and public.
    @Test(arguments: [GenerationOptions(), GenerationOptions(access: .public)])
    func theTypesCompile(_ options: GenerationOptions) async throws {
        let files = try SnippetTests().generate(Self.yaml, options: options)
        let result = try await SwiftCompiler.typeCheck(
            [
                GeneratedFile(name: "ShopContract.swift", contents: files[0]),
                GeneratedFile(name: "ShopContract+Archive.swift", contents: files[2]),
            ], moduleName: "Shop")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}

extension BodyTypeTests {
    /// Members and types named like the coding machinery (`decoder`, `self`, a schema and a nested
    /// type named `Decoder`, `Encoder`, a wire name with a quote and a backslash) leave the written
    /// out `init(from:)`, `encode(to:)` and memberwise initializer compiling, internal and public.
    /// `container` refers to the schema `Decoder` through the namespace: written unqualified, it
    /// named the nested `Decoder` beside it, a struct of another shape, and still compiled. So no
    /// nested type may take the namespace's name: `shop_contract`'s is `ShopContract_2`.
    @Test(arguments: [GenerationOptions(), GenerationOptions(access: .public)])
    func membersNamedLikeTheCodingMachineryCompile(_ options: GenerationOptions) async throws {
        let yaml =
            SnippetTests.header + #"""
                endpoints:
                  create:
                    method: POST
                    path: /orders
                    request:
                      body:
                        type: object
                        required: [decoder, self]
                        properties:
                          decoder: { type: object, properties: { encoder: { type: object, properties: { container: { type: string } } } } }
                          self: { type: string }
                          value: { type: integer }
                          container: { $ref: "#/schemas/Decoder" }
                          shop_contract: { type: object, properties: { a: { type: string } } }
                          "we\"ird\\key": { type: string }
                    responses: { 201: {} }
                    scenarios:
                      placed: { status: 201, request: { body: { decoder: { encoder: { container: x } }, self: s } } }
                schemas:
                  Decoder:
                    type: object
                    properties: { a: { type: string } }

                """#
        let files = try SnippetTests().generate(yaml, options: options)
        let memberwise = #"init(decoder: Decoder, `self` value2: String, value: Int?, container: ShopContract.Decoder?, "#
        #expect(files[0].contains(memberwise + "shopContract: ShopContract_2?, weIrdKey: String?)"))
        #expect(files[0].contains(#"optionalMember("we\"ird\\key")"#))
        let result = try await SwiftCompiler.typeCheck(
            [
                GeneratedFile(name: "ShopContract.swift", contents: files[0]),
                GeneratedFile(name: "ShopContract+Archive.swift", contents: files[2]),
            ], moduleName: "Shop")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}

extension BodyTypeTests {
    /// The starter adapter points at the recipe for clients that are not `Sendable`.
    @Test func theSkeletonPointsAtTheSwift6Recipe() throws {
        let contract = try #require(
            ContractLoader(files: .memory(["c.yaml": Self.yaml])).load(["c.yaml"]).contracts.first)
        let skeleton = ContractGenerator().adapterSkeleton(contract).contents
        #expect(
            Snippet.lines(7...13, of: skeleton) == """
                /// Connects the generated Shop contract suite to your client.
                ///
                /// The adapter is `Sendable`. If your client type is not, keep `stubs` and build the client
                /// in each method, or `@preconcurrency import` a Swift 5 client module: see 'Swift 6 adapters'
                /// in Treaty's docs/generate.md.
                struct ShopAdapter: ShopContractAdapter {
                    let stubs: StubSession

                """)
    }
}

extension BodyTypeTests {
    /// A named schema that is an array of inline objects (Cloudflare's `workers-kv_bulk_write`)
    /// is an alias of an array of a struct written beside it; the struct was once left out, and
    /// the suite did not compile.
    @Test func aNamedArrayOfInlineObjectsGetsItsItemType() async throws {
        let yaml =
            SnippetTests.header + """
                endpoints:
                  write:
                    method: PUT
                    path: /bulk
                    request: { body: { $ref: "#/schemas/BulkWrite" } }
                    responses: { 200: {} }
                    scenarios:
                      written: { status: 200, request: { body: [{ key: a, value: b }] } }
                  read:
                    method: POST
                    path: /bulk/read
                    request: { body: { $ref: "#/schemas/BulkWriteValueItem" } }
                    responses: { 200: {} }
                    scenarios:
                      read: { status: 200, request: { body: { id: 1 } } }
                schemas:
                  BulkWrite:
                    type: array
                    items: { type: object, required: [key], properties: { key: { type: string }, value: { type: string } } }
                  BulkWriteValueItem: { type: object, properties: { id: { type: integer } } }

                """
        let files = try SnippetTests().generate(yaml)
        let contract = files[0]
        // The item type's name is kept from the schema named so.
        #expect(contract.contains("    typealias BulkWrite = [BulkWriteValueItem_2]\n"))
        #expect(
            contract.contains("    struct BulkWriteValueItem_2: Codable, Sendable {\n        /// 'key' on the wire."))
        #expect(contract.contains("    struct BulkWriteValueItem: Codable, Sendable {\n        /// 'id' on the wire."))
        let result = try await SwiftCompiler.typeCheck(
            [
                GeneratedFile(name: "BulkContract.swift", contents: contract),
                GeneratedFile(name: "BulkContract+Archive.swift", contents: files[2]),
            ], moduleName: "Bulk")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
    }
}
