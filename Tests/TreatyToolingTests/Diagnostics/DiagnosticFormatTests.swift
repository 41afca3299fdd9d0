import Testing
import TreatyContract
import TreatyTooling

/// Every format carries the related location and the pointer; text is one block per finding.
@Suite struct DiagnosticFormatTests {
    static let fixtureFinding = Diagnostic(
        .error, "fixture-shape", "/0/createdAt: expected string, got 12345",
        at: FileLocation(file: "Fixtures/API/v1/projects-success.json", line: 5, column: 18),
        hint: "fix the fixture", pointer: "/0/createdAt",
        related: [
            RelatedLocation(
                "scenario 'listProjects/success'", at: FileLocation(file: "contracts/projects.yaml", line: 40, column: 7))
        ])
    static let warning = Diagnostic(
        .warning, "unknown-format", "format 'colour' is not checked",
        at: FileLocation(file: "contracts/a.yaml", line: 3, column: 9))

    @Test func textIsOneNewlineTerminatedBlockPerDiagnostic() {
        #expect(
            DiagnosticFormat.text.render([Self.fixtureFinding, Self.warning]) == """
                Fixtures/API/v1/projects-success.json:5:18: error: [fixture-shape] /0/createdAt: expected string, got 12345
                  hint: fix the fixture
                contracts/projects.yaml:40:7: note: scenario 'listProjects/success'
                contracts/a.yaml:3:9: warning: [unknown-format] format 'colour' is not checked

                """)
    }

    @Test func colourMarksSeverityLocationAndNotesOnly() {
        let text = DiagnosticFormat.text.render([Self.warning], style: .ansi)
        #expect(
            text
                == "\u{1B}[1mcontracts/a.yaml:3:9:\u{1B}[0m \u{1B}[1;33mwarning\u{1B}[0m: [unknown-format] format 'colour' is not checked\n"
        )
        for format in DiagnosticFormat.allCases where format != .text {
            #expect(!format.render([Self.fixtureFinding], style: .ansi).contains("\u{1B}"), "\(format)")
        }
    }

    @Test func jsonCarriesPointerAndRelatedLocations() {
        #expect(
            DiagnosticFormat.json.render([Self.fixtureFinding]) == """
                [
                  {
                    "column": 18,
                    "file": "Fixtures/API/v1/projects-success.json",
                    "hint": "fix the fixture",
                    "line": 5,
                    "message": "/0/createdAt: expected string, got 12345",
                    "pointer": "/0/createdAt",
                    "related": [
                      {
                        "column": 7,
                        "file": "contracts/projects.yaml",
                        "line": 40,
                        "message": "scenario 'listProjects/success'"
                      }
                    ],
                    "rule": "fixture-shape",
                    "severity": "error"
                  }
                ]

                """)
    }

    @Test func githubAnnotationsAppendTheRelatedLocation() {
        #expect(
            DiagnosticFormat.github.render([Self.fixtureFinding])
                == "::error file=Fixtures/API/v1/projects-success.json,line=5,col=18,title=fixture-shape::"
                + "[fixture-shape] /0/createdAt: expected string, got 12345 (hint: fix the fixture)"
                + " (note: contracts/projects.yaml:40:7: scenario 'listProjects/success')\n")
    }

    @Test(arguments: [
        (ColourChoice.auto, [String: String](), true, true),
        (.auto, [:], false, false),
        (.auto, ["NO_COLOR": "1"], true, false),
        (.auto, ["NO_COLOR": ""], true, true),
        (.auto, ["TERM": "dumb"], true, false),
        (.always, [:], false, true),
        (.always, ["NO_COLOR": "1"], false, false),
        (.never, [:], true, false),
    ])
    func colourOnlyOnATerminalAndNeverWithNoColor(
        _ choice: ColourChoice, _ environment: [String: String], _ isTerminal: Bool, _ colour: Bool
    ) {
        #expect(choice.style(environment: environment, isTerminal: isTerminal).colour == colour)
    }
}
