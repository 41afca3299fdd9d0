public import Foundation
import TreatyContract

/// `URLError.Code`s by the names contracts use for transport scenarios (`timeout: { transport: timedOut }`).
public enum TransportCodes {
    /// The code called `name`, or nil when the name is not one of ``names``.
    public static func code(named name: String) -> URLError.Code? {
        table.first { $0.0 == name }?.1
    }

    /// Every accepted name, sorted: the contract's `TransportFailure.knownCodes`.
    public static var names: [String] { TransportFailure.knownCodes.sorted() }

    private static var table: [(String, URLError.Code)] {
        [
            ("timedOut", .timedOut), ("notConnectedToInternet", .notConnectedToInternet),
            ("networkConnectionLost", .networkConnectionLost), ("cannotFindHost", .cannotFindHost),
            ("cannotConnectToHost", .cannotConnectToHost), ("dnsLookupFailed", .dnsLookupFailed),
            ("secureConnectionFailed", .secureConnectionFailed),
            ("serverCertificateUntrusted", .serverCertificateUntrusted), ("cancelled", .cancelled),
            ("badServerResponse", .badServerResponse), ("resourceUnavailable", .resourceUnavailable),
            ("dataNotAllowed", .dataNotAllowed), ("internationalRoamingOff", .internationalRoamingOff),
            ("callIsActive", .callIsActive),
        ]
    }
}
