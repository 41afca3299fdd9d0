import Testing

@testable import TreatyCLI

/// What `treaty lint` hands its console to keep: never freed before exit on the process's own
/// console, freed as usual on a test's.
@Suite struct ConsoleLifetimeTests {
    final class Loaded: Sendable {}

    @Test func aCapturingConsoleKeepsNothing() {
        weak var loaded: Loaded?
        let console = Console(out: { _ in }, error: { _ in })
        do {
            let value = Loaded()
            loaded = value
            console.keepUntilExit(value)
        }
        #expect(loaded == nil)
    }

    @Test func theProcessConsoleKeepsWhatItIsHandedForItsWholeLife() {
        weak var loaded: Loaded?
        let console = Console()
        do {
            let value = Loaded()
            loaded = value
            console.keepUntilExit(value)
        }
        #expect(loaded != nil)
        withExtendedLifetime(console) {}
    }
}
