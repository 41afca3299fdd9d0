import TreatyContract

/// Reports header values that hold a line break or NUL: the `example` or `const` of a declared
/// header, and the headers a scenario or live sample sends. On the wire such a value ends its
/// header line and starts another (or a second request); `treaty check` refuses to send it, and
/// lint says so at the value, whatever the input format.
struct HeaderLineChecker {
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
        if case .string(let text)? = parameter.example, HeaderLine.breaks(text) {
            return .headerLineBreak("the example of \(what())", at: parameter.location)
        }
        if case .string(let text)? = parameter.shape.constValue, HeaderLine.breaks(text) {
            return .headerLineBreak("the const of \(what())", at: parameter.location)
        }
        return nil
    }

    /// `what` is built only for a finding: most scenarios send no header at all.
    private func check(_ headers: [NamedValue], _ what: @autoclosure () -> String, at location: SourceLocation) -> [Diagnostic] {
        headers.compactMap { header in
            guard case .string(let text) = header.value, HeaderLine.breaks(text) else { return nil }
            return .headerLineBreak("header '\(header.name)' of \(what())", at: location)
        }
    }
}

extension Diagnostic {
    static func headerLineBreak(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "header-line-break", "\(what) holds a line break or NUL; expected one line of text", at: location,
            hint: "sent, it would end the header line and start another; write the value on one line")
    }
}
