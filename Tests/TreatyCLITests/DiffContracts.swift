/// Small contracts for `treaty diff` tests: a base version and edits of it, each self-contained
/// (inline bodies, no fixtures) so they lint cleanly wherever they are written.
enum DiffContracts {
    /// `Shop` with one endpoint whose 200 body has an optional `status` field.
    static let shop = """
        treaty: 1
        name: Shop
        version: "1"
        stubHost: api.shop.test.invalid
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            request:
              path: { id: { type: integer } }
            responses:
              200:
                body:
                  type: object
                  required: [id, name]
                  properties:
                    id: { type: integer }
                    name: { type: string }
                    status: { type: string }

        """

    /// `status` removed from the response: one breaking `response-field-removed`.
    static let shopWithoutStatus = shop.replacing("            status: { type: string }\n", with: "")

    /// A `listItems` endpoint added: one additive `endpoint-added`.
    static let shopWithList =
        shop + """
              listItems:
                method: GET
                path: /items
                responses:
                  200: { body: { type: array, items: { type: string } } }

            """

    /// `getItem` takes a `sku` query parameter held to a pattern.
    static let shopWithSku = shop.replacing(
        "      path: { id: { type: integer } }\n",
        with: "      path: { id: { type: integer } }\n      query: { sku: { type: string, pattern: '^[A-Z]+$' } }\n")

    /// The `sku` pattern replaced by one whose overlap with the old cannot be decided: one `warning`.
    static let shopWithSkuPatternChanged = shopWithSku.replacing("'^[A-Z]+$'", with: "'^[A-Z0-9-]+$'")

    /// A second contract, for folder comparisons.
    static let billing = """
        treaty: 1
        name: Billing
        version: "1"
        stubHost: api.billing.test.invalid
        endpoints:
          getInvoice:
            method: GET
            path: /invoices
            responses:
              200: { body: { type: object } }

        """

    /// Accepts the `status` removal until `expires`.
    static func accept(expires: String = "2027-01-31") -> String {
        """
        accept:
          - rule: response-field-removed
            endpoint: getItem
            pointer: /properties/status
            reason: status moved to /v2
            expires: \(expires)

        """
    }
}
