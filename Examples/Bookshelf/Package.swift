// swift-tools-version:6.0
import PackageDescription

/// A consumer of Treaty, as an app team's package would be: it depends on Treaty by path (a
/// team writes `.package(url: "https://github.com/…/Treaty.git", from: "…")`), generates its
/// contract suite with the command plugin from `treaty.yaml`, commits it, and runs it.
/// Treaty's CI builds and tests this package, so a broken product, a missing `public` or a
/// plugin regression fails there first.
let package = Package(
    name: "Bookshelf",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [.library(name: "BookshelfClient", targets: ["BookshelfClient"])],
    // The name is spelt out because a path dependency is otherwise named after its folder, which
    // differs between clones; a URL dependency (.package(url:from:)) needs no name.
    dependencies: [.package(name: "Treaty", path: "../..")],
    targets: [
        // The app's networking: an APIClient on an injected URLSession, a client on a protocol seam,
        // and a view model. Nothing here knows about Treaty.
        .target(name: "BookshelfClient"),
        .testTarget(
            name: "BookshelfTests",
            dependencies: [
                "BookshelfClient",
                .product(name: "TreatyStubs", package: "Treaty"),
                .product(name: "TreatyStubsTesting", package: "Treaty"),
                // The contract model, for ContractModelTests: hand-written tests that read it.
                .product(name: "TreatyContract", package: "Treaty"),
            ],
            // Strict, as Swift is moving: a file uses only members of modules it imports itself.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ]
)
