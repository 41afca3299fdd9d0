/// The state behind a projects list screen: idle → loading → loaded / empty / failed.
///
/// Each ``load(page:perPage:)`` supersedes the one before: the older request is cancelled, and
/// should its answer still arrive it is ignored, so a stale response never overwrites a newer
/// one. The model holds its work weakly; once released it receives no further updates.
@MainActor
public final class ProjectsListModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([Project])
        case empty
        /// `retryable` says whether a "try again" button makes sense.
        case failed(ProjectsClientError, retryable: Bool)
    }

    /// The current state; every change is also passed to ``onStateChange``.
    public private(set) var state: State = .idle {
        didSet { onStateChange?(state) }
    }

    /// Called on the main actor with each new state.
    public var onStateChange: ((State) -> Void)?

    private let client: ProjectsClient
    private var generation = 0
    private var current: Task<Void, Never>?

    public init(client: ProjectsClient) {
        self.client = client
    }

    deinit {
        current?.cancel()
    }

    /// Starts loading `page`, cancelling any load in flight.
    /// - Returns: the load's task, for callers (tests) that want to await it.
    @discardableResult
    public func load(page: Int = 1, perPage: Int = 20) -> Task<Void, Never> {
        generation += 1
        let mine = generation
        current?.cancel()
        state = .loading
        let client = self.client
        let task = Task { [weak self] in
            let result: Result<[Project], ProjectsClientError>
            do throws(ProjectsClientError) {
                result = .success(try await client.listProjects(page: page, perPage: perPage))
            } catch {
                result = .failure(error)
            }
            self?.finish(result, generation: mine)
        }
        current = task
        return task
    }

    private func finish(_ result: Result<[Project], ProjectsClientError>, generation finished: Int) {
        guard finished == generation else { return }
        switch result {
        case .success(let projects):
            state = projects.isEmpty ? .empty : .loaded(projects)
        case .failure(let error) where error.isCancellation:
            return
        case .failure(let error):
            state = .failed(error, retryable: error.isRetryable)
        }
    }
}
