// swift-tools-version:6.0
import PackageDescription

/// Language settings shared by every target, set once here.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    // A file uses only members of modules it imports itself, so no dependency is relied on by accident.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Treaty",
    // The floor the URLSession concurrency APIs need. The runtime modules (TreatyContract, TreatyStubs,
    // TreatyStubsTesting) use nothing newer; scripts/runtime-scan.py checks that, since CI runs on Linux.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    // What users depend on: the CLI, the runtime their test targets link, its test-framework
    // bridge, and the contract model the runtime's API speaks in (docs/stubs.md says why it is a
    // product of its own). Everything else (loader, generator, diff, live checks, ExampleClient) is
    // an implementation detail of these or a fixture of this package's own tests.
    products: [
        .executable(name: "treaty", targets: ["treaty"]),
        .library(name: "TreatyStubs", targets: ["TreatyStubs"]),
        .library(name: "TreatyStubsTesting", targets: ["TreatyStubsTesting"]),
        .library(name: "TreatyContract", targets: ["TreatyContract"]),
        // `swift package treaty generate`: treaty.yaml's suites written into the package, for review.
        .plugin(name: "TreatyCommandPlugin", targets: ["TreatyCommandPlugin"]),
        // Opt-in: generation on every build instead of committed files (docs/adopting.md weighs the two).
        .plugin(name: "TreatyBuildPlugin", targets: ["TreatyBuildPlugin"]),
    ],
    dependencies: [
        // The command line's parser, help and completion scripts. Offline: see `make mirror`.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0")
    ],
    targets: [
        // C and YAML: the only place that touches libyaml. Not named CYaml: target names are unique
        // across a package graph, and Yams has a CYaml, so an app whose graph holds Yams
        // (swift-openapi-generator's build plugin does) could not add Treaty.
        .systemLibrary(name: "CTreatyYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "TreatyYAML", dependencies: ["CTreatyYAML"], swiftSettings: settings),
        // libcurl for live checks: a body cap on decoded bytes and redirects under Treaty's control.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),

        // The model and the shared validator: Foundation only.
        .target(name: "TreatyContract", swiftSettings: settings),

        // The tooling side's shared ground: file writing and diagnostic rendering. Never linked into a test target.
        .target(name: "TreatyTooling", dependencies: ["TreatyContract"], swiftSettings: settings),

        // Features.
        .target(name: "TreatyLoader", dependencies: ["TreatyYAML", "TreatyContract", "TreatyTooling"], swiftSettings: settings),
        .target(name: "TreatyDiff", dependencies: ["TreatyContract", "TreatyTooling"], swiftSettings: settings),
        .target(name: "TreatyStubs", dependencies: ["TreatyContract"], swiftSettings: settings),
        // Reporters for XCTest and Swift Testing; the runtime itself imports neither.
        .target(name: "TreatyStubsTesting", dependencies: ["TreatyStubs"], swiftSettings: settings),
        .target(name: "TreatyGenerator", dependencies: ["TreatyContract", "TreatyTooling"], swiftSettings: settings),
        .target(name: "TreatyLive", dependencies: ["TreatyContract", "TreatyTooling", "CCurl"], swiftSettings: settings),
        // Writes a Contract as Treaty YAML and merges a re-import into an earlier one; used by `treaty import`.
        .target(name: "TreatyImport", dependencies: ["TreatyContract", "TreatyTooling"], swiftSettings: settings),
        // A loopback TCP listener and a misbehaving HTTP server for the live checker's tests and benchmark; not a product.
        .target(name: "LoopbackListener", swiftSettings: settings),
        // A realistic URLSession client for the demo API: a fixture of the tests and `make demo`, not a product.
        .target(name: "ExampleClient", swiftSettings: settings),

        // Command-line tools: the commands live in a library, so tests parse and run them in-process;
        // the executable only hands it the process's arguments.
        .target(
            name: "TreatyCLI",
            dependencies: [
                "TreatyLoader", "TreatyContract", "TreatyTooling", "TreatyDiff", "TreatyGenerator", "TreatyLive", "TreatyImport",
                // `treaty serve` runs the stub runtime's StubServer.
                "TreatyStubs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
        // glibc's `mallopt`, for the executable's heap growth (see Sources/treaty/main.swift). Not
        // CMalloc: target names are unique across a package graph (see CTreatyYAML).
        .systemLibrary(name: "CTreatyMalloc"),
        .executableTarget(name: "treaty", dependencies: ["TreatyCLI", "CTreatyMalloc"], swiftSettings: settings),

        // SwiftPM plugins: both run the `treaty` executable above, built from source.
        .plugin(
            name: "TreatyCommandPlugin",
            capability: .command(
                intent: .custom(verb: "treaty", description: "Run treaty in the package root (default: treaty generate)."),
                permissions: [.writeToPackageDirectory(reason: "treaty generate writes the suites treaty.yaml lists")]
            ),
            dependencies: ["treaty"]
        ),
        .plugin(name: "TreatyBuildPlugin", capability: .buildTool(), dependencies: ["treaty"]),
        .executableTarget(
            name: "treaty-bench",
            dependencies: [
                "TreatyLoader", "TreatyYAML", "TreatyContract", "TreatyStubs", "TreatyDiff", "TreatyGenerator", "TreatyLive",
                "TreatyTooling", "LoopbackListener",
            ],
            path: "Benchmarks/treaty-bench",
            swiftSettings: settings
        ),
        .executableTarget(
            name: "treaty-conformance",
            dependencies: ["TreatyLoader", "TreatyContract"],
            path: "Benchmarks/treaty-conformance",
            swiftSettings: settings
        ),

        // Tests mirror Sources/.
        .testTarget(name: "TreatyYAMLTests", dependencies: ["TreatyYAML"], swiftSettings: settings),
        .testTarget(name: "TreatyContractTests", dependencies: ["TreatyContract"], swiftSettings: settings),
        .testTarget(name: "TreatyToolingTests", dependencies: ["TreatyTooling", "TreatyContract"], swiftSettings: settings),
        .testTarget(
            name: "TreatyLoaderTests",
            dependencies: ["TreatyLoader", "TreatyYAML", "TreatyContract", "TreatyTooling", "TreatyDiff"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TreatyDiffTests", dependencies: ["TreatyDiff", "TreatyLoader", "TreatyContract", "TreatyTooling"],
            swiftSettings: settings),
        .testTarget(
            name: "TreatyStubsTests", dependencies: ["TreatyStubs", "TreatyStubsTesting", "TreatyContract"],
            swiftSettings: settings),
        .testTarget(
            name: "ExampleClientTests",
            dependencies: [
                "ExampleClient", "TreatyStubs", "TreatyStubsTesting", "TreatyContract", "TreatyLoader", "TreatyTooling",
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TreatyGeneratorTests",
            // TreatyStubs is not imported: it is here so its module is built for the swiftc type checks.
            dependencies: ["TreatyGenerator", "TreatyLoader", "TreatyContract", "TreatyStubs"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TreatyLiveTests",
            dependencies: ["TreatyLive", "TreatyLoader", "TreatyContract", "TreatyTooling", "LoopbackListener"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TreatyImportTests",
            dependencies: ["TreatyImport", "TreatyContract", "TreatyTooling", "TreatyLoader", "TreatyYAML"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TreatyCLITests", dependencies: ["treaty", "TreatyCLI", "LoopbackListener", "TreatyYAML"],
            swiftSettings: settings),

        // The suite generated from contracts/projects.yaml, run against ExampleClient (dogfood).
        .testTarget(
            name: "ProjectsContractTests", dependencies: ["TreatyStubs", "TreatyStubsTesting", "ExampleClient"],
            swiftSettings: settings),
        // The XCTest-flavoured suite generated from Tests/Contracts/notes.yaml, run against a small client.
        .testTarget(name: "NotesContractTests", dependencies: ["TreatyStubs", "TreatyContract"], swiftSettings: settings),
        // The suite generated from the petstore imported from OpenAPI, run against a small client.
        .testTarget(name: "PetstoreContractTests", dependencies: ["TreatyStubs"], swiftSettings: settings),
    ]
)
