import ArgumentParser
import Foundation
import TreatyContract
import TreatyLoader
import TreatyStubs
import TreatyTooling

/// `treaty serve`: a contract answered by a loopback HTTP stub server until Ctrl-C.
struct ServeCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a contract's scenarios on a loopback HTTP port, for UI tests and other platforms.",
        discussion: """
            Every endpoint answers with its first success scenario. A request picks another with the \
            'Treaty-Scenario: <name>' header or the '__treaty_scenario=<name>' query parameter; \
            'POST /__treaty/scenario' with {"endpoint": …, "scenario": …, "count": N} switches an endpoint \
            for its next N calls; 'GET /__treaty/findings' lists the client regressions found, which are \
            also printed on standard error; 'POST /__treaty/reset' restores the defaults. Transport \
            scenarios are played on the socket: timedOut holds the connection unanswered, the others \
            reset it. The first line on standard output is the server's URL. See docs/serve.md.

            exit codes (on SIGINT or SIGTERM): 0 no findings, 1 findings were recorded, 2 usage, \
            unreadable input or a port that cannot be bound
            """)

    @Argument(help: ArgumentHelp("The contract file or folder (default: contracts/).", valueName: "contract"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (default: 0).", valueName: "n"))
    var port: Int = 0

    @Option(
        help: ArgumentHelp(
            "The IPv4 address to bind (default: 127.0.0.1); any other address is reachable from the network.",
            valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Answer unknown scenarios, missing fixtures and endpoints without scenarios from the declared shapes.")
    var permissive = false

    @Option(help: ArgumentHelp("Refuse request bodies larger than this (default: 16M).", valueName: "size"))
    var maxBodySize: String?

    @Option(help: ArgumentHelp("Connections served at once (default: 64).", valueName: "n"))
    var maxConnections: Int = 64

    @Option(help: ArgumentHelp("Seconds a timedOut scenario holds its connection (default: 60).", valueName: "seconds"))
    var holdTimeout: Double = 60

    @OptionGroup var loading: LoadingOptions

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let options = try serverOptions()
        let contract: Contract
        let fixtures: FixtureSource
        switch try load(console: console) {
        case .served(let loaded, let loadedFixtures): (contract, fixtures) = (loaded, loadedFixtures)
        case .exit(let code): return code
        }
        let server = StubServer(contract: contract, fixtures: fixtures, options: options) { finding in
            console.error("finding: \(finding)\n")
        }
        let stop = StopSignal()
        let url: URL
        do throws(StubServerError) {
            url = try server.start()
        } catch {
            throw UsageError(error.description)
        }
        if !options.isLoopback { console.error(ServeListing.nonLoopbackWarning(host)) }
        console.out("serving '\(contract.name)' \(contract.version) at \(url.absoluteString)\n")
        console.error(ServeListing(contract: contract, defaults: server.defaultScenarios, permissive: permissive).render())
        await stop.wait()
        server.stop()
        let findings = server.findings
        console.error("stopped: \(findings.count) finding(s)\n")
        return findings.isEmpty ? .ok : .findings
    }

    private func serverOptions() throws(UsageError) -> StubServerOptions {
        guard (0...65_535).contains(port) else {
            throw UsageError("option '--port' does not accept '\(port)'; expected 0 to 65535")
        }
        guard maxConnections >= 1 else {
            throw UsageError("option '--max-connections' does not accept '\(maxConnections)'; expected at least 1")
        }
        guard holdTimeout > 0, holdTimeout <= 3_600 else {
            throw UsageError("option '--hold-timeout' does not accept '\(holdTimeout)'; expected 0 to 3600 seconds")
        }
        var options = StubServerOptions(
            host: host == "localhost" ? "127.0.0.1" : host, port: port, permissive: permissive, holdTimeout: holdTimeout,
            maxConnections: maxConnections)
        if let maxBodySize { options.maxBodyBytes = try LoadingOptions.byteCount(maxBodySize, option: "--max-body-size") }
        return options
    }

    /// The one contract with endpoints among `paths`, and its fixtures as the contract names them.
    private enum Loaded {
        case served(Contract, FixtureSource)
        case exit(ExitCode)
    }

    private func load(console: Console) throws(UsageError) -> Loaded {
        let root = try loading.projectRoot()
        let result = try loading.loader().load(paths.isEmpty ? ["contracts"] : paths)
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        if !result.unreadable.isEmpty { return .exit(.usage) }
        if result.diagnostics.hasErrors {
            console.error("error: the contracts have errors; nothing is served\n")
            return .exit(.findings)
        }
        let served = result.contracts.filter { !$0.endpoints.isEmpty }
        guard served.count == 1, let contract = served.first else {
            throw UsageError(
                "'treaty serve' serves one contract with endpoints; \(served.count) were given"
                    + (served.isEmpty ? "" : " (\(served.map { "'\($0.name)'" }.joined(separator: ", ")))")
                    + "; fix: name one contract file, and run one server per contract")
        }
        let texts = FileSource.local.fixtureTexts(of: contract, root: root)
        var fixtures = FixtureSource()
        for reference in contract.fixtureReferences {
            if let text = texts[reference.path] { fixtures[reference.name] = Data(text.utf8) }
        }
        return .served(contract, fixtures)
    }
}
