import Foundation
import TreatyCLI

#if canImport(Glibc)
    import CTreatyMalloc

    // glibc grows each thread's heap by the pages the allocation at hand needs, one `mprotect`
    // call each time, and the main heap by 128 KiB at a time. With 16 MiB of room asked for, a new
    // heap starts with that much ready and the main heap grows by it: `treaty lint` of Stripe's
    // description made 7,994 such calls and takes 77 now, of the generated 1,000-operation
    // document 3,463 and 75 (a heap that outgrows its first 16 MiB is grown page by page again).
    // The room is reserved, not written: memory the process never touches is not taken. Setting
    // it also pins glibc's threshold for mapping large blocks on their own at its default
    // (128 KiB) instead of letting it adapt (a threshold of 32 MiB set beside it measured no
    // different); a long `treaty serve` keeps up to 16 MiB per heap it could have given back.
    _ = mallopt(M_TOP_PAD, 16 << 20)
#endif

// Held here, at the top level, for the life of the process: what a command hands it to keep is
// never freed piece by piece before `exit` (see `Console.keepUntilExit`).
let console = Console()
exit(await TreatyCLI.run(Array(CommandLine.arguments.dropFirst()), console: console))
