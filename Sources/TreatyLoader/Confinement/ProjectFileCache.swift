import TreatyContract
import TreatyYAML

/// What one load has learnt about the files its contracts name, so that a fixture shared by a
/// thousand scenarios, or a `$ref` file reached by a thousand references, is resolved, confined,
/// read and checked once.
///
/// A ``ContractLoader`` makes one per ``ContractLoader/load(_:)`` and hands it to every
/// ``ProjectFiles`` of that load; nothing keeps it afterwards, and it is never shared between
/// loads. It remembers:
///
/// - each path's ``ProjectFiles/Resolution``, under the project root, the working directory and
///   the path as the contract wrote it: a name that leaves one project is refused there, even
///   when another project of the same load reads the file it leads to;
/// - what a fixture holds (valid JSON, text, or where it stops being either) and whether it is
///   over the size limit, and the parsed tree of each other file of an OpenAPI document, under
///   the path it resolved to;
/// - in a load that hands its fixtures over (``ContractLoader/keepsFixtureBytes``), each
///   fixture's bytes, under the path it resolved to: read once, for the checks and for the
///   load's result alike. These are looked up only after the asking contract's own
///   resolution said the path is a regular file inside its root.
///
/// The files are assumed not to change during a load, as everywhere else in the loader (a link
/// swapped in between a check and a read is a known gap, docs/security.md).
final class ProjectFileCache: Sendable {
    /// Where a path resolves, as one ``ProjectFiles`` asks.
    struct ResolutionKey: Hashable, Sendable {
        /// The working directory and the absolute root of the asking ``ProjectFiles``.
        var base: String
        var root: String
        /// The folder a written path is relative to; nil for a path the loader already joined.
        var folder: String?
        var path: String
    }

    /// One fixture file, read as a body of one form.
    struct FixtureKey: Hashable, Sendable {
        var path: String
        var form: BodyForm
    }

    let resolutions = OnceTable<ResolutionKey, ProjectFiles.Resolution>()
    let fixtureChecks = OnceTable<FixtureKey, FixtureChecker.Outcome>()
    let oversizedFixtures = OnceTable<String, FileTooLargeError?>()
    /// The other files of OpenAPI documents (``OpenAPIDocuments``), parsed, under their paths.
    let openAPIFiles = OnceTable<String, Result<YAMLNode, OpenAPIDocuments.Failure>>()
    /// Each root's real path (its own symbolic links resolved), under the working directory and its absolute path.
    let realRoots = OnceTable<[String], String?>()
    /// Whether fixtures' bytes are kept in ``fixtureBytes``; otherwise each check reads its file
    /// and lets the bytes go, so a load that hands nothing over holds no fixture in memory.
    let keepsFixtureBytes: Bool
    /// Each fixture's bytes, or why it could not be read (over the size limit, unreadable), under
    /// the path it resolved to.
    let fixtureBytes = OnceTable<String, Result<[UInt8], any Error>>()

    init(keepsFixtureBytes: Bool = false) {
        self.keepsFixtureBytes = keepsFixtureBytes
    }

    /// `source`, for reading fixtures: when the load keeps them, each path is read from `source`
    /// once and every later read of it gets the same bytes, or the same error. ``ProjectFiles``
    /// resolves a path inside its own root before it reads it, so a read through this source is
    /// only ever asked for a regular file inside the asking contract's project.
    func fixtures(_ source: FileSource) -> FileSource {
        guard keepsFixtureBytes else { return source }
        return FileSource(
            read: { [fixtureBytes] path in
                try fixtureBytes.value(for: path) { Result { try source.read(path) } }.get()
            },
            fileExists: source.fileExists, listFolder: source.listFolder, isDisk: source.isDisk)
    }
}
