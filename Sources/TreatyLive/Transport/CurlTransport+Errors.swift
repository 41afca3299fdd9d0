internal import CCurl
import TreatyContract

extension CurlTransport {
    /// Maps libcurl's result codes to the kinds reports distinguish.
    static func classify(_ code: CURLcode, _ exchange: CurlExchange, timeout: Double) -> LiveTransportError {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return LiveTransportError(.dns, "the host name did not resolve")
        case CURLE_COULDNT_CONNECT:
            return LiveTransportError(.refused, "the connection was refused")
        case CURLE_OPERATION_TIMEDOUT:
            return LiveTransportError(.timeout, "no complete response within \(timeout) s")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
            CURLE_USE_SSL_FAILED, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CRL_BADFILE,
            CURLE_SSL_SHUTDOWN_FAILED:
            return LiveTransportError(.tls, "the TLS connection failed (\(String(cString: curl_easy_strerror(code))))")
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            guard exchange.status > 0 else {
                return LiveTransportError(.connectionLost, "the connection closed before the response was complete")
            }
            let declared = exchange.header("Content-Length").map { " of \($0.prefix(20))" } ?? ""
            return LiveTransportError(.connectionLost, "the connection closed after \(exchange.bodyCount)\(declared) body bytes")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_HTTP3:
            return LiveTransportError(
                .protocolViolation, "the server's reply is not valid HTTP (a malformed or missing status line, or HTTP/0.9)")
        case CURLE_BAD_CONTENT_ENCODING:
            let encoding = exchange.header("Content-Encoding").map { "'\($0.visiblyEscaped.prefix(40))'" } ?? "its encoding"
            return LiveTransportError(
                .encodedBody,
                "the body could not be decoded from \(encoding): an encoding Treaty does not read (gzip, deflate, br and zstd "
                    + "are read) or corrupt compressed data")
        case CURLE_OUT_OF_MEMORY where exchange.bodyCount == 0:
            // libcurl refuses one header line over 100 KB this way, before any body.
            return LiveTransportError(.tooLarge, "a response header line longer than libcurl reads (100 KB)")
        case CURLE_ABORTED_BY_CALLBACK:
            return LiveTransportError(.other, "the check was cancelled")
        default:
            return LiveTransportError(.other, "transport error \(code.rawValue): \(String(cString: curl_easy_strerror(code)))")
        }
    }
}
