/// Placeholder until the live checker lands.
enum TreatyLivePlaceholder {}
