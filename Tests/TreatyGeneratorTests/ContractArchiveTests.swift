import Foundation
import Testing
import TreatyContract

/// The archive format is designed and versioned: a contract using every part of the model is
/// archived to the exact text below, whatever the model's Swift names, and a reader refuses
/// another format version with the fix.
@Suite struct ContractArchiveTests {
    @Test func everyPartOfTheModelIsWrittenAsDocumented() throws {
        #expect(try ContractArchive.encode(ArchiveSample.contract) == ArchiveSample.golden)
    }

    @Test func everyPartOfTheModelRoundTrips() throws {
        let decoded = try ContractArchive.decode(ArchiveSample.golden)
        #expect(decoded == ArchiveSample.contract)
        #expect(decoded.namedSchemas.map(\.name) == ["Pet", "Unlisted"])
        let location = try #require(decoded.endpoints.first?.responses.first?.body?.location)
        #expect(location == FileLocation(file: "shared/common.yaml", line: 3, column: 5))
        let inline = decoded.endpoints.first?.scenarios.first.flatMap {
            if case .response(let response) = $0.outcome, case .inline(.object(let object)) = response.body { return object.keys }
            return nil
        }
        #expect(inline == ["z", "a", "{}"])
    }

    @Test func everyKeyOfTheSampleIsInTheVocabulary() throws {
        let unknown = ArchiveKeys.outsideVocabulary(try JSONParser().parse(ArchiveSample.golden))
        #expect(unknown.isEmpty, "keys outside ContractArchive.vocabulary: \(unknown.sorted())")
    }

    @Test func anotherFormatVersionIsRefusedWithTheFix() {
        let newer = ArchiveSample.golden.replacingFirst(#""archive": 1,"#, with: #""archive": 2,"#)
        #expect(throws: ContractArchive.ReadError.self) { try ContractArchive.decode(newer) }
        #expect(
            message(newer)
                == "the contract archive has format version 2, but this TreatyStubs reads version 1; "
                + "run 'treaty generate' again with the treaty that matches your TreatyStubs")
        #expect(
            message(#"{"file": "a.yaml", "name": "A"}"#)
                == "the contract archive has no format version: it was written by an older 'treaty generate'; "
                + "run 'treaty generate' again")
    }

    @Test func aMalformedArchiveNamesWhere() {
        let broken = ArchiveSample.golden.replacingFirst(#""status": 200"#, with: #""status": "200""#)
        #expect(
            message(broken)
                == "the contract archive expects an integer at '/endpoints/0/scenarios/0/respond/status'; run 'treaty generate' again"
        )
    }

    /// A member pair of an ordered object that is no `[key, value]` is refused where it is, never
    /// dropped; a reference that is not one is refused at its pointer, its text escaped.
    @Test func aBrokenOrderedMemberOrReferenceIsRefusedWhereItIs() throws {
        let pair = ArchiveSample.golden.replacingFirst(#""{}": ["#, with: #""{}": [7, "#)
        #expect(pair != ArchiveSample.golden)
        #expect(
            message(pair)
                == "the contract archive expects a [key, value] pair at '/endpoints/0/scenarios/0/input/payload/{}/0'; "
                + "run 'treaty generate' again")
        let reference = ArchiveSample.golden.replacingFirst(
            ##""$ref": "#/schemas/Composed","##, with: #""$ref": "Composed\u001b[2J","#)
        #expect(
            message(reference)
                == "the contract archive's reference 'Composed\\u{1B}[2J' at '/endpoints/0/request/body/$ref' is not 'file#/schemas/Name'"
        )
    }

    private func message(_ text: String) -> String {
        do {
            _ = try ContractArchive.decode(text)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
