import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The body of an upload task, which Foundation does not put on the request a `URLProtocol` sees.
///
/// `upload(for:from:)`, `upload(for:fromFile:)` and their task forms keep the body beside the
/// request, in the task. swift-corelibs-foundation stores it in the task's `knownBody` (`.data`,
/// `.file` or `.stream`); it has no public accessor, so it is read by reflection. Where that finds
/// nothing (a Foundation that stores it elsewhere, Apple platforms' Objective-C tasks), the body
/// stays invisible and the session reports that it could not verify it, never that it passed.
enum UploadTaskBody {
    /// The bytes `task` uploads, or nil when they cannot be recovered.
    static func read(_ task: URLSessionTask) -> Data? {
        var mirror: Mirror? = Mirror(reflecting: task)
        while let current = mirror {
            if let stored = current.children.first(where: { $0.label == "knownBody" }) {
                return payload(stored.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Unwraps `Optional<_Body>` and the enum case down to its payload.
    private static func payload(_ value: Any) -> Data? {
        var current = value
        for _ in 0..<4 {
            if let bytes = current as? DispatchData { return Data(bytes) }
            if let bytes = current as? Data { return bytes }
            if let file = current as? URL { return file.isFileURL ? try? Data(contentsOf: file) : nil }
            if let stream = current as? InputStream { return RecordedRequest.readAll(stream) }
            guard let inner = Mirror(reflecting: current).children.first else { return nil }
            current = inner.value
        }
        return nil
    }
}
