// swift-tools-version:6.0
import PackageDescription

/// The mainstream Swift client as a consumer of Treaty: the API client is generated from
/// `openapi.yaml` by swift-openapi-generator's build plugin and runs on URLSession; the contract
/// suite is generated from the same document by the Treaty command plugin (`treaty.yaml`),
/// committed, and run against that client. Treaty's CI builds and tests this package, and breaks
/// its client on purpose to prove the suite notices (`make example-mutants`).
let package = Package(
    name: "Tracker",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [.library(name: "TrackerClient", targets: ["TrackerClient"])],
    dependencies: [
        // The name is spelt out because a path dependency is otherwise named after its folder.
        .package(name: "Treaty", path: "../.."),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.11.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [
        // The app's networking: the generated client, its bearer-token middleware and the calls
        // the app makes. Nothing here knows about Treaty.
        .target(
            name: "TrackerClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "TrackerTests",
            dependencies: [
                "TrackerClient",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "TreatyStubs", package: "Treaty"),
                .product(name: "TreatyStubsTesting", package: "Treaty"),
            ]
        ),
    ]
)
