import Testing
import TreatyLoader

/// Where the project root is when no `--root` is given.
@Suite struct ProjectRootTests {
    @Test func theNearestTreatyYAMLMarksTheRoot() throws {
        let project = try TemporaryProject()
        try project.write("api/treaty.yaml", "")
        try project.write("api/contracts/api.yaml", "")
        try project.write("contracts/shop.yaml", "")

        #expect(ProjectRoot.discovered.folder(for: project.path("api/contracts/api.yaml"), in: .local) == project.path("api"))
        #expect(ProjectRoot.discovered.folder(for: project.path("contracts/shop.yaml"), in: .local) == project.root)
    }

    @Test func elseTheGitWorkTree() throws {
        let repository = try TemporaryProject(marker: false)
        try repository.folder(".git")
        try repository.write("contracts/shop.yaml", "")
        let worktree = try TemporaryProject(marker: false)
        try worktree.write(".git", "gitdir: /elsewhere\n")
        try worktree.write("contracts/shop.yaml", "")

        #expect(ProjectRoot.discovered.folder(for: repository.path("contracts/shop.yaml"), in: .local) == repository.root)
        #expect(ProjectRoot.discovered.folder(for: worktree.path("contracts/shop.yaml"), in: .local) == worktree.root)
    }

    @Test func aTreatyYAMLAboveTheWorkTreeIsNotPartOfTheProject() throws {
        let project = try TemporaryProject(marker: false)
        try project.write("../treaty.yaml", "")
        try project.folder(".git")
        try project.write("contracts/shop.yaml", "")

        #expect(ProjectRoot.discovered.folder(for: project.path("contracts/shop.yaml"), in: .local) == project.root)
    }

    @Test func elseTheContractsOwnFolder() throws {
        let project = try TemporaryProject(marker: false)
        try project.write("contracts/shop.yaml", "")

        #expect(
            ProjectRoot.discovered.folder(for: project.path("contracts/shop.yaml"), in: .local) == project.path("contracts"))
    }

    @Test func relativeContractPathsGiveARelativeRoot() {
        let marked = FileSource.memory(["treaty.yaml": "", "contracts/shop.yaml": ""])
        let unmarked = FileSource.memory(["contracts/shop.yaml": ""])

        #expect(ProjectRoot.discovered.folder(for: "contracts/shop.yaml", in: marked) == ".")
        #expect(ProjectRoot.discovered.folder(for: "contracts/shop.yaml", in: unmarked) == "contracts")
        #expect(ProjectRoot.discovered.folder(for: "shop.yaml", in: unmarked) == ".")
        #expect(ProjectRoot.folder("../wide/").folder(for: "contracts/shop.yaml", in: unmarked) == "../wide")
    }
}
