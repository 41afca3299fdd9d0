public import TreatyContract

extension Shard {
    /// Reads `--shard K/N`.
    /// - Throws: ``CheckSetupError`` saying what is wrong with the text.
    public init(parsing text: String) throws(CheckSetupError) {
        guard let shard = Shard(text) else { throw CheckSetupError("shard '\(text)' is not \(Shard.expectedForm)") }
        self = shard
    }
}
