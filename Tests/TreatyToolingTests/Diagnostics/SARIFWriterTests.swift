import Testing
import TreatyContract
import TreatyTooling

/// The SARIF writer's whole output for a small case; the schema itself is checked by the CLI tests.
@Suite struct SARIFWriterTests {
    @Test func aLogHasOneRunWithRulesResultsRelatedLocationsAndPointers() {
        let finding = Diagnostic(
            .error, "fixture-shape", "/id: expected integer, got string",
            at: FileLocation(file: "./Fixtures/my item.json", line: 2, column: 9), hint: "fix the fixture", pointer: "/id",
            related: [
                RelatedLocation(
                    "scenario 'getItem/ok' uses this fixture", at: FileLocation(file: "shop.yaml", line: 18, column: 7))
            ])
        let accepted = SARIFWriter.Entry(
            Diagnostic(.warning, "contract-added", "Billing: contract added", at: FileLocation(file: "", line: 1, column: 1)),
            level: .note, isLocated: false, suppression: "planned")
        #expect(
            SARIFWriter().render([SARIFWriter.Entry(finding), accepted]) == """
                {
                  "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
                  "runs": [
                    {
                      "columnKind": "unicodeCodePoints",
                      "results": [
                        {
                          "level": "error",
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Fixtures/my%20item.json",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startColumn": 9,
                                  "startLine": 2
                                }
                              }
                            }
                          ],
                          "message": {
                            "text": "/id: expected integer, got string\\nhint: fix the fixture"
                          },
                          "properties": {
                            "pointer": "/id"
                          },
                          "relatedLocations": [
                            {
                              "id": 0,
                              "message": {
                                "text": "scenario 'getItem/ok' uses this fixture"
                              },
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "shop.yaml",
                                  "uriBaseId": "%SRCROOT%"
                                },
                                "region": {
                                  "startColumn": 7,
                                  "startLine": 18
                                }
                              }
                            }
                          ],
                          "ruleId": "fixture-shape",
                          "ruleIndex": 1
                        },
                        {
                          "level": "note",
                          "message": {
                            "text": "Billing: contract added"
                          },
                          "ruleId": "contract-added",
                          "ruleIndex": 0,
                          "suppressions": [
                            {
                              "justification": "planned",
                              "kind": "external"
                            }
                          ]
                        }
                      ],
                      "tool": {
                        "driver": {
                          "name": "treaty",
                          "rules": [
                            {
                              "id": "contract-added"
                            },
                            {
                              "id": "fixture-shape"
                            }
                          ]
                        }
                      }
                    }
                  ],
                  "version": "2.1.0"
                }

                """)
    }

    @Test func mergingRelatedMakesOneFindingOfRepeats() {
        let place = FileLocation(file: "broken.json", line: 1, column: 10)
        let first = Diagnostic(
            .error, "invalid-fixture-json", "bad", at: place,
            related: [RelatedLocation("b", at: FileLocation(file: "shop.yaml", line: 9, column: 7))])
        let second = Diagnostic(
            .error, "invalid-fixture-json", "bad", at: place,
            related: [RelatedLocation("a", at: FileLocation(file: "shop.yaml", line: 8, column: 7))])
        let merged = [first, second, first].mergingRelated()
        #expect(merged.count == 1)
        #expect(merged.first?.related.map(\.message) == ["a", "b"])
    }
}
