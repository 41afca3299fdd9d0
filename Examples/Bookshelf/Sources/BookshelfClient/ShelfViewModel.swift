/// The state behind a shelf screen: `idle` until the first load, `loading` while a request is
/// out, then `loaded` or `error`.
///
/// A new load supersedes the one in flight: the older task is cancelled and whatever it gets
/// back is dropped, so a slow first answer can never replace a newer one on screen.
@MainActor
public final class ShelfViewModel {
    public enum State: Sendable, Equatable {
        case idle
        case loading
        case loaded([Book])
        case error(BookshelfError)
    }

    public private(set) var state: State = .idle {
        didSet { onStateChange?(state) }
    }
    /// Called on every change, in order: what a view (or a test) observes.
    public var onStateChange: ((State) -> Void)?

    private let client: APIClient
    private var current: Task<Void, Never>?
    private var generation = 0

    public init(client: APIClient) {
        self.client = client
    }

    /// Loads `shelf`, cancelling any load in flight; the returned task ends when this load does.
    @discardableResult
    public func load(shelf: Shelf? = nil) -> Task<Void, Never> {
        current?.cancel()
        generation += 1
        let mine = generation
        state = .loading
        let task = Task { [client] in
            let result: Result<[Book], BookshelfError>
            do throws(BookshelfError) {
                result = .success(try await client.listBooks(shelf: shelf))
            } catch {
                result = .failure(error)
            }
            guard mine == self.generation else { return }  // superseded: a newer load owns the screen
            switch result {
            case .success(let books): self.state = .loaded(books)
            case .failure(let error): self.state = .error(error)
            }
        }
        current = task
        return task
    }
}
