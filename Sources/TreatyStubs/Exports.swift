// Generated suites import TreatyStubs only; the contract model they use comes with it.
@_exported public import TreatyContract
