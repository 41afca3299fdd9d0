import Foundation
import TreatyCLI

#if canImport(Glibc)
    import CMalloc

    // glibc grows a thread's heap by the pages the allocation at hand needs, one `mprotect` call
    // each time: loading a large OpenAPI document took over 3,000 of them. Growing 16 MiB ahead
    // makes that under a hundred. The pages are only reserved ahead, not written: memory the
    // process does not use is not taken.
    _ = mallopt(M_TOP_PAD, 16 << 20)
#endif

// Held here, at the top level, for the life of the process: what a command hands it to keep is
// never freed piece by piece before `exit` (see `Console.keepUntilExit`).
let console = Console()
exit(await TreatyCLI.run(Array(CommandLine.arguments.dropFirst()), console: console))
