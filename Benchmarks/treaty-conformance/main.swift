print("conformance: not yet implemented")
