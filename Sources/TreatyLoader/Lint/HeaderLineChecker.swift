import TreatyContract
import TreatyTooling

/// Reports header values that hold a line break or NUL: the `example` or `const` of a declared
/// header, and the headers a scenario or live sample sends. On the wire such a value ends its
/// header line and starts another (or a second request); `treaty check` refuses to send it, and
/// lint says so at the value, whatever the input format.
struct HeaderLineChecker {
    /// Header names were mapping keys (a Treaty contract), whose hidden and control characters
    /// are reported as `hidden-character` already; an OpenAPI document's are `name:` values.
    var namesCheckedAsKeys = true

    func check(_ contract: Contract) -> [Diagnostic] {
        var diagnostics = contract.defaultHeaders.compactMap { check($0, "default header '\($0.name)'") }
        for endpoint in contract.endpoints {
            diagnostics += endpoint.request.headers.compactMap { check($0, "header '\($0.name)'") }
            for response in endpoint.responses {
                diagnostics += response.headers.compactMap { check($0, "header '\($0.name)' of the \(response.status) response") }
            }
            for scenario in endpoint.scenarios where !scenario.input.headers.isEmpty {
                diagnostics += check(scenario.input.headers, "scenario '\(scenario.name)'", at: scenario.location)
            }
            for sample in endpoint.live where !sample.input.headers.isEmpty {
                diagnostics += check(sample.input.headers, "a live sample of '\(endpoint.id)'", at: sample.location)
            }
        }
        return diagnostics
    }

    private func check(_ parameter: Parameter, _ what: @autoclosure () -> String) -> Diagnostic? {
        // A name with a hidden or control character is reported as that already (`hidden-character`).
        if !Self.isToken(parameter.name),
            !namesCheckedAsKeys || parameter.name.isPrintableASCII || !parameter.name.containsHiddenOrControl
        {
            return .invalidHeaderName(parameter.name, at: parameter.location)
        }
        if case .string(let text)? = parameter.example, HeaderLine.breaks(text) {
            return .headerLineBreak("the example of \(what())", at: parameter.location)
        }
        if case .string(let text)? = parameter.shape.constValue, HeaderLine.breaks(text) {
            return .headerLineBreak("the const of \(what())", at: parameter.location)
        }
        return nil
    }

    /// RFC 9110's `token`: what a header name may be. `X-A:B`, `X A` or an empty name would be
    /// sent as another header, or as none, and `treaty check` would send it as written.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(HeaderLine.isTokenByte)
    }

    /// `what` is built only for a finding: most scenarios send no header at all.
    private func check(_ headers: [NamedValue], _ what: @autoclosure () -> String, at location: FileLocation) -> [Diagnostic] {
        headers.compactMap { header in
            guard case .string(let text) = header.value, HeaderLine.breaks(text) else { return nil }
            return .headerLineBreak("header '\(header.name)' of \(what())", at: location)
        }
    }
}

extension Diagnostic {
    static func headerLineBreak(_ what: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(
            .error, "header-line-break", "\(what) holds a line break or NUL; expected one line of text", at: location,
            hint: "sent, it would end the header line and start another; write the value on one line")
    }
}
