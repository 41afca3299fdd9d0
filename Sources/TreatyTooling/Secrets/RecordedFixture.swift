/// The naming rule shared by `treaty check --record` (which writes candidates) and
/// `treaty fixtures refresh` (which looks them up): `<endpoint>-<status>-live.json`.
public enum RecordedFixture {
    /// The candidate file name for `endpoint` answering `status`; characters other than ASCII
    /// letters, digits, `_` and `-` become `_`, so the name is always one safe path component.
    public static func fileName(endpoint: String, status: Int) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in endpoint.unicodeScalars {
            let keep =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                || scalar == "-"
            safe.append(keep ? scalar : "_")
        }
        return "\(String(safe))-\(status)-live.json"
    }
}
