import ArgumentParser
import Foundation
import TreatyContract
import TreatyLoader
import TreatyStubs
import TreatyTooling

/// `treaty serve`: contracts answered by loopback HTTP stub servers until Ctrl-C, one server
/// (one port) per contract, since each contract stands for an API with its own base URL.
struct ServeCommand: TreatySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve contracts' scenarios on loopback HTTP ports, for UI tests and other platforms.",
        discussion: """
            Every endpoint answers with its first success scenario. A request picks another with the \
            'Treaty-Scenario: <name>' header or the '__treaty_scenario=<name>' query parameter; \
            'POST /__treaty/scenario' with {"endpoint": …, "scenario": …, "count": N} switches an endpoint \
            for its next N calls; 'GET /__treaty/findings' lists the client regressions found, which are \
            also printed on standard error; 'POST /__treaty/reset' restores the defaults. Transport \
            scenarios are played on the socket: timedOut holds the connection unanswered, the others \
            reset it. Each contract gets its own server: standard output has one line per contract, in \
            the order given, ending with its URL (with --port N, the ports are N, N+1, …). See docs/serve.md.

            exit codes (on SIGINT or SIGTERM): 0 no findings, 1 findings were recorded, 2 usage, \
            unreadable input or a port that cannot be bound
            """)

    @Argument(help: ArgumentHelp("Contract files or folders (default: contracts/).", valueName: "contract"))
    var paths: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The first contract's port, the next one's N+1 and so on; 0 picks free ones.", valueName: "n"))
    var port: Int = 0

    @Option(
        help: ArgumentHelp(
            "The IPv4 address to bind; any other address is reachable from the network.",
            valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Answer unknown scenarios, missing fixtures and endpoints without scenarios from the declared shapes.")
    var permissive = false

    @Flag(
        help: ArgumentHelp(
            "Also serve each success scenario's response variants, as scenarios named 'scenario ~ variant';"
                + " GET /__treaty/variants lists them."))
    var variants = false

    // The numeric options take the next word even when it starts with '-', as `check`'s do.
    @Option(parsing: .unconditional, help: ArgumentHelp("Refuse request bodies larger than this.", valueName: "size"))
    var maxBodySize = ByteCount(16 << 20)

    @Option(parsing: .unconditional, help: ArgumentHelp("Connections served at once.", valueName: "n"))
    var maxConnections: Int = 64

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds a timedOut scenario holds its connection, up to 3600.", valueName: "seconds"))
    var holdTimeout: Double = 60

    @OptionGroup var loading: LoadingOptions

    func validate() throws {
        try OptionBounds.check(port, "--port", in: 0...65_535)
        try OptionBounds.check(maxConnections, "--max-connections", in: 1...Int.max)
        try OptionBounds.check(seconds: holdTimeout, "--hold-timeout", atMost: 3_600)
    }

    func execute(console: Console) async throws(UsageError) -> ExitCode {
        let served: [(contract: Contract, fixtures: FixtureSource)]
        switch try load(console: console) {
        case .served(let loaded): served = loaded
        case .exit(let code): return code
        }
        let labelled = served.count > 1
        // Every option checked before any port is bound.
        var allOptions: [StubServerOptions] = []
        for index in served.indices { allOptions.append(try serverOptions(offset: index)) }
        var servers: [(contract: Contract, server: StubServer)] = []
        let stop = StopSignal()
        for (index, entry) in served.enumerated() {
            let options = allOptions[index]
            let name = entry.contract.name
            let server = StubServer(contract: entry.contract, fixtures: entry.fixtures, options: options) { finding in
                // A finding quotes what a client sent (a member name, a part name): its control
                // characters are shown, never let act on the terminal or split the log line.
                let shown = finding.visiblyEscaped
                console.error(labelled ? "finding: [\(name)] \(shown)\n" : "finding: \(shown)\n")
            }
            let url: URL
            do throws(StubServerError) {
                url = try server.start()
            } catch {
                for started in servers { started.server.stop() }
                stop.restore()
                throw UsageError(error.description)
            }
            if index == 0, !options.isLoopback { console.error(ServeListing.nonLoopbackWarning(host)) }
            console.out("serving '\(name)' \(entry.contract.version) at \(url.absoluteString)\n")
            console.error(
                ServeListing(contract: entry.contract, defaults: server.defaultScenarios, permissive: permissive).render())
            servers.append((entry.contract, server))
        }
        await stop.wait()
        var total = 0
        for (contract, server) in servers {
            server.stop()
            total += server.findings.count
            if labelled { console.error("stopped '\(contract.name)': \(server.findings.count) finding(s)\n") }
        }
        if !labelled { console.error("stopped: \(total) finding(s)\n") }
        return total == 0 ? .ok : .findings
    }

    /// The options of the server for the contract at `offset` in the order given.
    private func serverOptions(offset: Int) throws(UsageError) -> StubServerOptions {
        let port = self.port == 0 ? 0 : self.port + offset
        guard port <= 65_535 else {
            throw UsageError("option '--port' leaves no port for contract \(offset + 1); expected at most \(65_535 - offset)")
        }
        var options = StubServerOptions(
            host: host == "localhost" ? "127.0.0.1" : host, port: port, permissive: permissive, holdTimeout: holdTimeout,
            maxConnections: maxConnections)
        options.variants = variants
        options.maxBodyBytes = maxBodySize.bytes
        return options
    }

    /// The contracts with endpoints among `paths`, each with its fixtures as the contract names them.
    private enum Loaded {
        case served([(contract: Contract, fixtures: FixtureSource)])
        case exit(ExitCode)
    }

    private func load(console: Console) throws(UsageError) -> Loaded {
        // The load hands over the fixtures it read and checked: none is read a second time.
        var loader = loading.loader
        loader.keepsFixtureBytes = true
        let result = loader.load(paths.isEmpty ? ["contracts"] : paths)
        if !result.diagnostics.isEmpty { console.error(DiagnosticFormat.text.render(result.diagnostics)) }
        if !result.unreadable.isEmpty { return .exit(.usage) }
        if result.diagnostics.hasErrors {
            console.error("error: the contracts have errors; nothing is served\n")
            return .exit(.findings)
        }
        let served = result.contracts.filter { !$0.endpoints.isEmpty }
        guard !served.isEmpty else {
            throw UsageError("no contract with endpoints was given; name a contract file or a folder holding one")
        }
        return .served(
            served.map { contract in
                var fixtures = FixtureSource()
                for reference in contract.fixtureReferences {
                    if let bytes = result.fixtures[reference.path] { fixtures[reference.name] = Data(bytes) }
                }
                return (contract, fixtures)
            })
    }
}
