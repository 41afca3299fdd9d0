import Foundation
import TreatyContract

/// What one publish stores, worked out once for every kind of store (``UsageStore``,
/// ``GitUsageStore``): the checks that refuse a publish before anything is written, the bytes of
/// the record and of its contract's archive, where in the store they go, and what to do when the
/// store already holds something there.
///
/// A store only decides how to find what it holds and how to write without losing a concurrent
/// publish; the rules (a version is never replaced unasked, the same bytes change nothing, an
/// archive holds exactly the bytes its digest names) live here, once.
struct UsagePublication {
    /// The record as stored: with the digest of its contract's archive when one is kept.
    let record: UsageRecord
    /// The app version, already checked to be safe as a file name.
    let appVersion: String
    /// The contract's folder in the store.
    let key: String
    /// The record's bytes.
    let recordBytes: Data
    /// The contract's archive and the hexadecimal SHA-256 that names it, when a contract was given.
    let archive: (hex: String, bytes: Data)?

    /// The record's path inside the store: `<key>/<app version>.json`.
    var recordPath: String { key + "/" + appVersion + ".json" }

    /// The archive's path inside the store: `<key>/contracts/<sha256>.json`.
    var archivePath: String? { archive.map { key + "/contracts/" + $0.hex + ".json" } }

    /// What the store holds at a path a publish writes.
    enum Found: Equatable {
        /// Nothing: the file is new.
        case absent
        /// Exactly the bytes the publish would write.
        case same
        /// Other bytes.
        case other
    }

    /// What a publish does with the record, given what the store holds.
    enum Action: Equatable {
        /// Add it: the version is new.
        case create
        /// Nothing: the store holds these bytes already.
        case keep
        /// Replace the stored record (asked for with `force`).
        case replace
    }

    /// Checks `appVersion` and `contract`, and prepares the bytes to store.
    /// - Throws: ``UsageStore/Refusal`` when the version is not a file-name-safe word, or when
    ///   `contract` is not the one the record names.
    init(_ record: UsageRecord, contract: Contract?, appVersion: String) throws(UsageStore.Refusal) {
        guard UsageStore.isAppVersion(appVersion) else {
            throw UsageStore.Refusal(
                description: "'\(appVersion)' is no app version: use letters, digits, '.', '_', '+' and '-', "
                    + "starting with a letter or digit, at most 64 characters")
        }
        var record = record
        if let contract {
            guard contract.name == record.contract, contract.version == record.version else {
                throw UsageStore.Refusal(
                    description: "the record was tested against \(record.contract) \(record.version), but the contract "
                        + "given is \(contract.name) \(contract.version); nothing was written (give the contract the suite "
                        + "was generated from)")
            }
            let text: String
            do {
                text = try ContractArchive.encode(contract)
            } catch {
                throw UsageStore.Refusal(description: "cannot archive \(contract.name): \(error)")
            }
            let bytes = Data(text.utf8)
            let hex = SHA256.hex(bytes)
            archive = (hex, bytes)
            record.contractDigest = "sha256:" + hex
        } else {
            archive = nil
        }
        self.record = record
        self.appVersion = appVersion
        key = UsageStore.key(ofContract: record.contract)
        recordBytes = Data(record.json.utf8)
    }

    /// What to do with the record, given what `location` (how messages name its place) holds.
    /// - Throws: ``UsageStore/Refusal`` when the store holds other bytes for this version and
    ///   `force` is off.
    func action(found: Found, at location: String, force: Bool) throws(UsageStore.Refusal) -> Action {
        switch found {
        case .absent: return .create
        case .same: return .keep
        case .other:
            guard force else {
                throw UsageStore.Refusal(
                    description: "'\(location)' holds another record for \(record.contract) \(appVersion); "
                        + "nothing was written (publish with --force to replace it)")
            }
            return .replace
        }
    }

    /// Why a publish stops when the archive's place holds other bytes than its digest names.
    static func damagedArchive(at location: String) -> UsageStore.Refusal {
        UsageStore.Refusal(
            description: "'\(location)' does not hold the contract its name is the digest of: the store is damaged; "
                + "remove that file and publish again")
    }
}

extension UsageStore {
    /// The hexadecimal SHA-256 that names `record`'s contract archive, shared by every store's
    /// ``UsageStoring/contract(of:record:)``.
    /// - Throws: ``Refusal`` when the record names none (published without its contract) or names
    ///   it in another form.
    static func archiveHex(of entry: Entry, record: UsageRecord) throws(Refusal) -> String {
        guard let digest = record.contractDigest else {
            throw Refusal(
                description: "\(entry.path): the record was published without its contract; "
                    + "publish it again with the contract (treaty usage publish --contract)")
        }
        let hex = digest.hasPrefix("sha256:") ? String(digest.dropFirst(7)) : ""
        guard hex.utf8.count == 64, hex.utf8.allSatisfy({ isHexDigit($0) }) else {
            throw Refusal(description: "\(entry.path): '/contractDigest' is not 'sha256:' and 64 hexadecimal digits")
        }
        return hex
    }

    /// The contract archived in `bytes`, read from `location`, once its bytes are checked to be
    /// those `hex` names.
    static func archivedContract(_ bytes: Data, hex: String, at location: String) throws(Refusal) -> Contract {
        guard SHA256.hex(bytes) == hex else {
            throw Refusal(description: "'\(location)' does not hold the contract its name is the digest of: the store is damaged")
        }
        do {
            return try ContractArchive.decode(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw Refusal(description: "'\(location)': \(error)")
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }
}
