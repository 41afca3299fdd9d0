import Foundation
import Testing

@testable import TreatyLoader

/// The diff `treaty fixtures refresh` prints for a fixture it would rewrite.
@Suite struct LineDiffTests {
    @Test func aChangedLineIsOneHunkWithContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            LineDiff.unified(old, new, path: "f.json") == """
                --- a/f.json
                +++ b/f.json
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
        #expect(LineDiff.unified(old, old, path: "f.json").isEmpty)
    }

    /// A CRLF file is as many lines as its LF twin, each shown with its carriage return.
    @Test func aCRLFFileIsSplitIntoItsLines() {
        let new = "{\n  \"a\": 1,\n  \"b\": 2\n}\n"
        let old = new.replacingOccurrences(of: "\n", with: "\r\n")
        let diff = LineDiff.unified(old, new, path: "f.json")
        #expect(diff.contains("@@ -1,4 +1,4 @@"), "\(diff)")
        #expect(diff.contains("\n-  \"a\": 1,␍\n") && diff.contains("\n+  \"a\": 1,\n"), "\(diff)")
    }
}
