import Foundation
import TreatyCLI

// Held here, at the top level, for the life of the process: what a command hands it to keep is
// never freed piece by piece before `exit` (see `Console.keepUntilExit`).
let console = Console()
exit(await TreatyCLI.run(Array(CommandLine.arguments.dropFirst()), console: console))
