import Foundation
import TreatyCLI

exit(await TreatyCLI.run(Array(CommandLine.arguments.dropFirst())))
