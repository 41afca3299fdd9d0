import Foundation

let code = TreatyCLI(console: Console()).run(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
