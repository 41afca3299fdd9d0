import TreatyContract

/// A contract that sets every part of the model the archive writes, and its archive text: the
/// golden of ``ContractArchiveTests``. The text is the format docs/generate.md describes: a
/// change to it is a change of format, which needs a new ``ContractArchive/formatVersion``.
enum ArchiveSample {
    static func at(_ line: Int, _ column: Int, in file: String = "api.yaml") -> FileLocation {
        FileLocation(file: file, line: line, column: column)
    }

    static let pet: Shape = {
        var shape = Shape(at: at(40, 5))
        shape.types = [.object]
        var id = Shape(at: at(42, 11))
        id.types = [.integer]
        id.minimum = JSONNumber(text: "1")
        id.exclusiveMaximum = JSONNumber(text: "123456789012345678901234567890")
        id.multipleOf = JSONNumber(text: "0.50")
        id.readOnly = true
        var kind = Shape(at: at(43, 11))
        kind.types = [.string, .null]
        kind.enumValues = ["cat", "dog", nil]
        kind.extensible = true
        kind.description = "what it is"
        shape.properties = [.init(name: "id", shape: id), .init(name: "kind", shape: kind)]
        shape.required = ["id"]
        shape.additionalProperties = .forbidden
        shape.minProperties = 1
        shape.maxProperties = 9
        return shape
    }()

    static let unlisted: Shape = {
        var name = Shape(at: at(50, 5))
        name.types = [.string]
        name.minLength = 1
        name.maxLength = 80
        name.pattern = "^[a-z]+$"
        name.format = "slug"
        name.writeOnly = true
        name.annotations = [UnmodelledKeyword(name: "title", value: "A name")]
        return name
    }()

    static let petList: Shape = {
        var list = Shape(at: at(3, 5, in: "shared/common.yaml"))
        list.types = [.array]
        var item = Shape(at: at(4, 7, in: "shared/common.yaml"))
        item.ref = SchemaReference(file: "api.yaml", name: "Pet")
        list.items = item
        list.minItems = 0
        list.maxItems = 100
        list.uniqueItems = true
        return list
    }()

    static let composed: Shape = {
        var shape = Shape(at: at(60, 5))
        var cat = Shape(at: at(61, 9))
        cat.ref = SchemaReference(file: "api.yaml", name: "Pet")
        var other = Shape(at: at(62, 9))
        other.booleanSchema = true
        shape.oneOf = [cat, other]
        shape.anyOf = [other]
        shape.allOf = [cat]
        shape.not = other
        shape.discriminator = Discriminator(
            propertyName: "kind",
            mapping: [.init(value: "cat", reference: SchemaReference(file: "api.yaml", name: "Pet"), location: at(63, 11))])
        var extra = Shape(at: at(64, 9))
        extra.constValue = ["z": 1, "a": 2]
        shape.additionalProperties = .shape(extra)
        shape.nullable = true
        shape.maximum = JSONNumber(10)
        shape.exclusiveMinimum = JSONNumber(-1)
        shape.unmodelled = [
            UnmodelledKeyword(name: "propertyNames", value: ["maxLength": 3], schemas: [.init(name: "", shape: other)])
        ]
        return shape
    }()

    static let composedReference: Shape = {
        var shape = Shape(at: at(22, 15))
        shape.ref = SchemaReference(file: "api.yaml", name: "Composed")
        return shape
    }()

    static let contract: Contract = {
        var accept = Shape(at: at(5, 15))
        accept.constValue = "application/json"
        var page = Shape(at: at(20, 15))
        page.types = [.integer]
        var contract = Contract(
            file: "api.yaml", formatVersion: 1, name: "Sample", version: "1.2.0", description: "Every part of the model.",
            baseURL: "https://api.example.com", stubHost: "sample.test.invalid", fixtureDirectory: "Fixtures",
            defaultHeaders: [
                Parameter(name: "Accept", shape: accept, required: true, example: "application/json", location: at(5, 7))
            ],
            namedSchemas: [NamedSchema(name: "Pet", shape: pet), NamedSchema(name: "Unlisted", shape: unlisted)],
            schemaTable: SchemaTable([
                SchemaReference(file: "api.yaml", name: "Pet"): pet,
                SchemaReference(file: "shared/common.yaml", name: "PetList"): petList,
                SchemaReference(file: "api.yaml", name: "Composed"): composed,
            ]),
            allowlist: ["drift-additive"])
        var request = RequestSpec(
            pathParameters: [Parameter(name: "owner", shape: page, required: true, location: at(19, 9), style: .simple)],
            query: [
                Parameter(
                    name: "page", shape: page, location: at(20, 9), style: .form, explode: false, defaultValue: 1)
            ],
            headers: [Parameter(name: "Authorization", shape: accept, required: true, secret: true, location: at(21, 9))],
            body: composedReference, bodyRequired: false, contentType: "application/json")
        request.mediaTypes = ["application/json", "application/merge-patch+json"]
        request.credentials = [CredentialSet(headers: ["Authorization"]), CredentialSet(query: ["key"])]
        var response = ResponseSpec(
            status: .code(200), description: "the pets",
            headers: [Parameter(name: "Retry-After", shape: page, location: at(25, 13))], body: petList,
            contentType: "application/json", location: at(24, 9))
        response.mediaTypes = ["application/json"]
        let input = RequestInput(
            pathParameters: [NamedValue(name: "owner", value: 7)], query: [NamedValue(name: "page", value: 2)],
            headers: [NamedValue(name: "Authorization", value: "Bearer x")], body: ["b": [1, 2.5], "a": nil])
        var listed = Scenario(
            name: "listed",
            outcome: .response(
                StubResponse(
                    status: 200, headers: [HeaderField(name: "Retry-After", value: "3")],
                    body: .inline(["z": true, "a": "x", "{}": []]))),
            expect: .success, input: input, location: at(30, 7))
        listed.knownIssue = "the server sends z first"
        var fixture = Scenario(
            name: "fromFile",
            outcome: .response(
                StubResponse(status: 200, body: .fixture(FixtureReference(name: "pets.json", path: "Fixtures/pets.json")))),
            expect: .decoding, location: at(31, 7))
        fixture.bodyUnverified = "a bytes fixture"
        let raw = Scenario(
            name: "raw", outcome: .response(StubResponse(status: 500, body: .raw("oops"))), expect: .http, location: at(32, 7))
        let empty = Scenario(name: "empty", outcome: .response(StubResponse(status: 204)), expect: .success, location: at(33, 7))
        let timeout = Scenario(
            name: "timeout", outcome: .transport(TransportFailure(code: "timedOut")), expect: .transport, location: at(34, 7))
        let retried = Scenario(name: "retried", outcome: .sequence(["timeout", "listed"]), expect: .success, location: at(35, 7))
        var endpoint = Endpoint(
            id: "listPets", method: "GET", path: PathTemplate("/v1/{owner}/pets")!, summary: "List pets", request: request,
            responses: [
                response, ResponseSpec(status: .range(5), location: at(26, 9)),
                ResponseSpec(status: .default, location: at(27, 9)),
            ],
            scenarios: [listed, fixture, raw, empty, timeout, retried],
            live: [
                LiveSample(
                    input: RequestInput(query: [NamedValue(name: "page", value: 3)]), expectedStatus: 201, location: at(36, 9)),
                LiveSample(location: at(37, 9)),
            ],
            maxResponseTime: 1500, location: at(17, 3))
        endpoint.tags = ["pets"]
        contract.endpoints = [endpoint, Endpoint(id: "ping", method: "HEAD", path: PathTemplate("/ping")!, location: at(38, 3))]
        contract.scenariosDerived = true
        return contract
    }()

    static let golden = """
        {
          "allowlist": [
            "drift-additive"
          ],
          "archive": 1,
          "baseURL": "https://api.example.com",
          "defaultHeaders": [
            {
              "at": "5:7",
              "example": "application/json",
              "name": "Accept",
              "required": true,
              "shape": {
                "at": "5:15",
                "const": "application/json"
              }
            }
          ],
          "description": "Every part of the model.",
          "endpoints": [
            {
              "at": "17:3",
              "id": "listPets",
              "live": [
                {
                  "at": "36:9",
                  "input": {
                    "query": [
                      {
                        "name": "page",
                        "value": 3
                      }
                    ]
                  },
                  "status": 201
                },
                {
                  "at": "37:9"
                }
              ],
              "maxResponseTime": 1500,
              "method": "GET",
              "path": "/v1/{owner}/pets",
              "request": {
                "body": {
                  "$ref": "#/schemas/Composed",
                  "at": "22:15"
                },
                "bodyRequired": false,
                "contentType": "application/json",
                "credentials": [
                  {
                    "headers": [
                      "Authorization"
                    ]
                  },
                  {
                    "query": [
                      "key"
                    ]
                  }
                ],
                "headers": [
                  {
                    "at": "21:9",
                    "name": "Authorization",
                    "required": true,
                    "secret": true,
                    "shape": {
                      "at": "5:15",
                      "const": "application/json"
                    }
                  }
                ],
                "mediaTypes": [
                  "application/json",
                  "application/merge-patch+json"
                ],
                "path": [
                  {
                    "at": "19:9",
                    "name": "owner",
                    "required": true,
                    "shape": {
                      "at": "20:15",
                      "type": "integer"
                    },
                    "style": "simple"
                  }
                ],
                "query": [
                  {
                    "at": "20:9",
                    "default": 1,
                    "explode": false,
                    "name": "page",
                    "shape": {
                      "at": "20:15",
                      "type": "integer"
                    },
                    "style": "form"
                  }
                ]
              },
              "responses": [
                {
                  "at": "24:9",
                  "body": {
                    "at": "shared/common.yaml:3:5",
                    "items": {
                      "$ref": "#/schemas/Pet",
                      "at": "shared/common.yaml:4:7"
                    },
                    "maxItems": 100,
                    "minItems": 0,
                    "type": "array",
                    "uniqueItems": true
                  },
                  "contentType": "application/json",
                  "description": "the pets",
                  "headers": [
                    {
                      "at": "25:13",
                      "name": "Retry-After",
                      "shape": {
                        "at": "20:15",
                        "type": "integer"
                      }
                    }
                  ],
                  "mediaTypes": [
                    "application/json"
                  ],
                  "status": "200"
                },
                {
                  "at": "26:9",
                  "status": "5XX"
                },
                {
                  "at": "27:9",
                  "status": "default"
                }
              ],
              "scenarios": [
                {
                  "at": "30:7",
                  "expect": "success",
                  "input": {
                    "headers": [
                      {
                        "name": "Authorization",
                        "value": "Bearer x"
                      }
                    ],
                    "path": [
                      {
                        "name": "owner",
                        "value": 7
                      }
                    ],
                    "payload": {
                      "{}": [
                        [
                          "b",
                          [
                            1,
                            2.5
                          ]
                        ],
                        [
                          "a",
                          null
                        ]
                      ]
                    },
                    "query": [
                      {
                        "name": "page",
                        "value": 2
                      }
                    ]
                  },
                  "knownIssue": "the server sends z first",
                  "name": "listed",
                  "respond": {
                    "headers": [
                      {
                        "name": "Retry-After",
                        "value": "3"
                      }
                    ],
                    "inline": {
                      "{}": [
                        [
                          "z",
                          true
                        ],
                        [
                          "a",
                          "x"
                        ],
                        [
                          "{}",
                          []
                        ]
                      ]
                    },
                    "status": 200
                  }
                },
                {
                  "at": "31:7",
                  "bodyUnverified": "a bytes fixture",
                  "expect": "decoding",
                  "name": "fromFile",
                  "respond": {
                    "fixture": {
                      "name": "pets.json",
                      "path": "Fixtures/pets.json"
                    },
                    "status": 200
                  }
                },
                {
                  "at": "32:7",
                  "expect": "http",
                  "name": "raw",
                  "respond": {
                    "raw": "oops",
                    "status": 500
                  }
                },
                {
                  "at": "33:7",
                  "expect": "success",
                  "name": "empty",
                  "respond": {
                    "status": 204
                  }
                },
                {
                  "at": "34:7",
                  "expect": "transport",
                  "name": "timeout",
                  "transport": "timedOut"
                },
                {
                  "at": "35:7",
                  "expect": "success",
                  "name": "retried",
                  "sequence": [
                    "timeout",
                    "listed"
                  ]
                }
              ],
              "summary": "List pets",
              "tags": [
                "pets"
              ]
            },
            {
              "at": "38:3",
              "id": "ping",
              "method": "HEAD",
              "path": "/ping"
            }
          ],
          "file": "api.yaml",
          "fixtureDirectory": "Fixtures",
          "name": "Sample",
          "named": [
            "Pet",
            {
              "name": "Unlisted",
              "shape": {
                "annotations": [
                  {
                    "name": "title",
                    "value": "A name"
                  }
                ],
                "at": "50:5",
                "format": "slug",
                "maxLength": 80,
                "minLength": 1,
                "pattern": "^[a-z]+$",
                "type": "string",
                "writeOnly": true
              }
            }
          ],
          "scenariosDerived": true,
          "schemas": {
            "#/schemas/Composed": {
              "additionalProperties": {
                "at": "64:9",
                "const": {
                  "{}": [
                    [
                      "z",
                      1
                    ],
                    [
                      "a",
                      2
                    ]
                  ]
                }
              },
              "allOf": [
                {
                  "$ref": "#/schemas/Pet",
                  "at": "61:9"
                }
              ],
              "anyOf": [
                {
                  "at": "62:9",
                  "boolean": true
                }
              ],
              "at": "60:5",
              "discriminator": {
                "mapping": [
                  {
                    "$ref": "#/schemas/Pet",
                    "at": "63:11",
                    "value": "cat"
                  }
                ],
                "propertyName": "kind"
              },
              "exclusiveMinimum": -1,
              "maximum": 10,
              "not": {
                "at": "62:9",
                "boolean": true
              },
              "nullable": true,
              "oneOf": [
                {
                  "$ref": "#/schemas/Pet",
                  "at": "61:9"
                },
                {
                  "at": "62:9",
                  "boolean": true
                }
              ],
              "unmodelled": [
                {
                  "name": "propertyNames",
                  "schemas": [
                    {
                      "at": "62:9",
                      "boolean": true,
                      "name": ""
                    }
                  ],
                  "value": {
                    "maxLength": 3
                  }
                }
              ]
            },
            "#/schemas/Pet": {
              "additionalProperties": false,
              "at": "40:5",
              "maxProperties": 9,
              "minProperties": 1,
              "properties": [
                {
                  "at": "42:11",
                  "exclusiveMaximum": 123456789012345678901234567890,
                  "minimum": 1,
                  "multipleOf": 0.50,
                  "name": "id",
                  "readOnly": true,
                  "type": "integer"
                },
                {
                  "at": "43:11",
                  "description": "what it is",
                  "enum": [
                    "cat",
                    "dog",
                    null
                  ],
                  "extensible": true,
                  "name": "kind",
                  "type": [
                    "string",
                    "null"
                  ]
                }
              ],
              "required": [
                "id"
              ],
              "type": "object"
            },
            "shared/common.yaml#/schemas/PetList": {
              "at": "shared/common.yaml:3:5",
              "items": {
                "$ref": "#/schemas/Pet",
                "at": "shared/common.yaml:4:7"
              },
              "maxItems": 100,
              "minItems": 0,
              "type": "array",
              "uniqueItems": true
            }
          },
          "stubHost": "sample.test.invalid",
          "treaty": 1,
          "version": "1.2.0"
        }

        """
}
