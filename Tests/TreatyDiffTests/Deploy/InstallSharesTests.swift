import Testing
import TreatyDiff

/// Install shares are read from the CSV files app stores and analytics export, and a row that
/// cannot be read is refused at its line and column.
@Suite struct InstallSharesTests {
    @Test func percentagesFractionsAndCountsAllBecomeShares() throws {
        #expect(
            try InstallShares(csv: "version,share\n4.2.0,12.5%\n4.1.0, 7 %\n", path: "i.csv").entries.map(\.share) == [
                0.125, 0.07,
            ])
        #expect(try InstallShares(csv: "4.2.0,0.25\r\n\"4.1.0\",0.5\r\n", path: "i.csv").entries.map(\.share) == [0.25, 0.5])
        #expect(
            try InstallShares(csv: "app,installs\n4.2.0,300\n4.1.0,100\n\n", path: "i.csv").entries.map(\.share) == [0.75, 0.25])
    }

    @Test(arguments: [
        (
            "4.2.0,12%\n4.1.0,many\n",
            "i.csv:2:7: the share 'many' is not a percentage (12.5%), a fraction (0.125) or a count of installs"
        ),
        ("4.2.0\n", "i.csv:1:1: expected 'version,share'; found '4.2.0'"),
        ("4.2.0,10%\n4.2.0,20%\n", "i.csv:2:1: version '4.2.0' is listed twice"),
        ("4.2.0,10%\n4.1.0,300\n", "i.csv: mixes counts of installs with percentages or fractions; use one kind"),
        ("4.2.0,70%\n4.1.0,70%\n", "i.csv: the shares add up to 140 %, more than all installs"),
        ("4.2.0,-1%\n4.1.0,x\n", "i.csv:2:7: the share 'x' is not"),
    ])
    func aBadRowIsRefusedWhereItIs(_ text: String, _ message: String) {
        #expect {
            _ = try InstallShares(csv: text, path: "i.csv")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
