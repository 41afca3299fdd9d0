import Foundation
public import TreatyContract

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of usage records, one file per contract and app version
/// (`<store>/<contract>/<app version>.json`): what `treaty usage publish` writes and `treaty usage
/// list` and `treaty can-i-deploy` read. A folder, so a team needs no broker service: it
/// can live in a repository, a CI cache or a shared volume.
///
/// Beside the records, the store keeps each contract the records were tested against, once
/// however many versions share it: `<store>/<contract>/contracts/<sha256>.json`, its archive
/// (``ContractArchive``), named by the digest the record's ``UsageRecord/contractDigest`` gives.
///
/// A record is never lost or overwritten unasked: a version already published with other content
/// is refused unless `force` (the rules are ``UsagePublication``'s, shared with ``GitUsageStore``),
/// and a publish creates its file in one step that fails when another publish got there first, so
/// two publishes at once never lose a record.
public struct UsageStore: UsageStoring {
    /// The store's folder.
    public let folder: String

    /// The store's folder, as messages name the store.
    public var name: String { folder }

    /// A store in `folder` (created on the first publish).
    public init(folder: String) {
        self.folder = folder
    }

    /// One stored record, or why it cannot be read.
    public struct Entry: Sendable {
        /// The contract's folder name in the store.
        public var contractKey: String
        /// The app version, from the file name.
        public var appVersion: String
        /// The file, as messages name it: a path inside the folder store, or `REF:PATH` in a git
        /// store (what `git show` takes).
        public var path: String
        /// The record, or where it is broken.
        public var record: Result<UsageRecord, UsageRecordError>

        /// The entry of the record file `name` (`<app version>.json`) holding `bytes`, read; nil
        /// bytes are a file that could not be read.
        init(contractKey: String, file name: String, path: String, bytes: Data?) {
            self.contractKey = contractKey
            appVersion = String(name.dropLast(5))
            self.path = path
            guard let bytes else {
                record = .failure(UsageRecordError(pointer: "", problem: "cannot be read"))
                return
            }
            do throws(UsageRecordError) {
                record = .success(try UsageRecord(json: [UInt8](bytes)))
            } catch {
                record = .failure(error)
            }
        }

        /// `entries` by contract, then app version in the order people mean.
        static func sorted(_ entries: [Entry]) -> [Entry] {
            entries.sorted { ($0.contractKey, VersionOrder($0.appVersion)) < ($1.contractKey, VersionOrder($1.appVersion)) }
        }
    }

    /// What a publish did.
    public enum Published: Sendable, Equatable {
        /// The record was written at this path (`REF:PATH` in a git store).
        case written(String)
        /// The same bytes were already there: nothing was written.
        case unchanged(String)
    }

    /// Why a publish wrote nothing.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// What is wrong, and what to do.
        public var description: String
    }

    /// An app version as a file name: letters, digits, `.`, `_`, `+`, `-`, starting with a letter
    /// or digit, at most 64 characters (`4.2.0`, `2024.11+371`). Anything else could name a path.
    public static func isAppVersion(_ text: String) -> Bool {
        guard let first = text.utf8.first, text.utf8.count <= 64, Self.isWordByte(first) else { return false }
        return text.utf8.allSatisfy {
            isWordByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
        }
    }

    /// A contract's name as a folder name: lower case, every run of other characters one `-`.
    public static func key(ofContract name: String) -> String {
        var key = ""
        for byte in name.lowercased().utf8 {
            if isWordByte(byte) {
                key.append(Character(Unicode.Scalar(byte)))
            } else if !key.isEmpty, !key.hasSuffix("-") {
                key.append("-")
            }
        }
        while key.hasSuffix("-") { key.removeLast() }
        return key.isEmpty ? "contract" : key
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Stores `record` as `appVersion`'s, with `contract`, the contract its suite was generated
    /// from, so `can-i-deploy` can diff from it. Refused when the version is not a file-name-safe
    /// word, when `contract` is not the one the record names, or when the store holds that version
    /// with other content and `force` is off.
    public func publish(_ record: UsageRecord, contract: Contract? = nil, appVersion: String, force: Bool) throws(Refusal)
        -> Published
    {
        let publication = try UsagePublication(record, contract: contract, appVersion: appVersion)
        let directory = folder + "/" + publication.key
        try makeFolder(directory)
        if let archive = publication.archive, let archivePath = publication.archivePath {
            try makeFolder(directory + "/contracts")
            let path = folder + "/" + archivePath
            if try create(path, archive.bytes, in: directory + "/contracts") == .other {
                throw UsagePublication.damagedArchive(at: path)
            }
        }
        let path = folder + "/" + publication.recordPath
        let found = try create(path, publication.recordBytes, in: directory)
        switch try publication.action(found: found, at: path, force: force) {
        case .create: return .written(path)
        case .keep: return .unchanged(path)
        case .replace: break
        }
        let temporary = try temporaryFile(publication.recordBytes, in: directory)
        defer { unlink(temporary) }
        guard rename(temporary, path) == 0 else {
            throw Refusal(description: "cannot replace '\(path)': \(String(cString: strerror(errno)))")
        }
        return .written(path)
    }

    private func makeFolder(_ path: String) throws(Refusal) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Refusal(description: "cannot create the store folder '\(path)': \(error.localizedDescription)")
        }
    }

    /// Creates `path` holding `bytes` in one step that fails when the file exists; `.absent` when
    /// it created the file, else what the file there holds.
    private func create(_ path: String, _ bytes: Data, in directory: String) throws(Refusal) -> UsagePublication.Found {
        let temporary = try temporaryFile(bytes, in: directory)
        defer { unlink(temporary) }
        // link(2) creates the file only if no file has its name: of two publishes at once, one
        // wins and the other finds the winner's file, as if it came second.
        if link(temporary, path) == 0 { return .absent }
        guard errno == EEXIST else {
            throw Refusal(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        return FileManager.default.contents(atPath: path) == bytes ? .same : .other
    }

    private func temporaryFile(_ bytes: Data, in directory: String) throws(Refusal) -> String {
        let temporary = directory + "/.\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: bytes) else {
            throw Refusal(description: "cannot write in the store folder '\(directory)'")
        }
        return temporary
    }

    /// The contract `entry`'s record was tested against, as published beside it.
    /// - Throws: ``Refusal`` when the record names none (published without its contract), when the
    ///   file is missing, or when its bytes are not those its digest names (a damaged store).
    public func contract(of entry: Entry, record: UsageRecord) throws(Refusal) -> Contract {
        let hex = try Self.archiveHex(of: entry, record: record)
        let path = folder + "/" + entry.contractKey + "/contracts/" + hex + ".json"
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw Refusal(description: "\(entry.path): its contract '\(path)' is missing from the store")
        }
        return try Self.archivedContract(bytes, hex: hex, at: path)
    }

    /// Whether the store's folder exists.
    public func exists() -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Every record in the store, by contract folder and app version, each read or with why not.
    /// Files that are not `*.json` (a README, a temporary file of a publish under way) are skipped.
    public func entries() -> [Entry] {
        let manager = FileManager.default
        guard let contracts = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [(contract: String, file: String, path: String)] = []
        for contract in contracts.sorted() where !contract.hasPrefix(".") {
            let directory = folder + "/" + contract
            guard let files = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for file in files where file.hasSuffix(".json") && !file.hasPrefix(".") {
                found.append((contract, file, directory + "/" + file))
            }
        }
        // Read side by side: a store of a large API's fleet holds tens of megabytes of records.
        return Entry.sorted(
            found.concurrentMap { contract, file, path in
                Entry(contractKey: contract, file: file, path: path, bytes: FileManager.default.contents(atPath: path))
            })
    }
}

/// App versions in the order people mean: `4.10.0` after `4.9.1`, numbers compared as numbers.
public struct VersionOrder: Comparable, Sendable {
    let parts: [(number: Int?, text: String)]

    /// The order of `version`.
    public init(_ version: String) {
        parts = version.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "+" }).map { (Int($0), String($0)) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in zip(lhs.parts, rhs.parts) {
            switch (left.number, right.number) {
            case (let a?, let b?) where a != b: return a < b
            case (nil, _?): return false
            case (_?, nil): return true
            case (nil, nil) where left.text != right.text: return left.text < right.text
            default: continue
            }
        }
        return lhs.parts.count < rhs.parts.count
    }
}
