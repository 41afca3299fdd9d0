import Testing

@testable import TreatyContract

/// A form body's fields read as the value they stand for, the shape saying which parts are arrays
/// and which type each text is; and written back the same way for live samples.
@Suite struct FormFieldsTests {
    static let at = FileLocation(file: "t.yaml", line: 1, column: 1)

    static func shape(_ type: JSONType, _ members: [(String, Shape)] = []) -> Shape {
        var shape = Shape(at: at)
        shape.types = [type]
        shape.properties = members.map { Shape.Property(name: $0.0, shape: $0.1) }
        return shape
    }

    static func array(of items: Shape) -> Shape {
        var shape = shape(.array)
        shape.items = items
        return shape
    }

    /// Stripe's customer: scalars, a free-form `metadata` object, an `expand[]` list and a list
    /// of objects by position.
    static let customer: Shape = {
        var metadata = shape(.object)
        metadata.additionalProperties = .shape(shape(.string))
        let field = shape(.object, [("name", shape(.string)), ("value", shape(.string))])
        return shape(
            .object,
            [
                ("email", shape(.string)), ("balance", shape(.integer)), ("metadata", metadata),
                ("expand", array(of: shape(.string))), ("tags", array(of: shape(.string))),
                ("fields", array(of: field)), ("active", shape(.boolean)),
            ])
    }()

    static func value(_ body: String) -> JSONValue? {
        FormFields.fields(Array(body.utf8)).map { ShapeValidator(schemas: SchemaTable()).formValue($0, shape: customer) }
    }

    @Test func fieldsArePercentDecodedWithPlusAsASpace() {
        let fields = FormFields.fields(Array("email=a%40b.c&name=Ada+Lovelace&empty=&flag".utf8))
        #expect(
            fields == [
                .init(name: "email", value: "a@b.c"), .init(name: "name", value: "Ada Lovelace"),
                .init(name: "empty", value: ""), .init(name: "flag", value: ""),
            ])
        #expect(FormFields.fields([0xFF, 0x3D]) == nil, "not UTF-8")
    }

    @Test func namesAreStepsInBrackets() {
        #expect(FormFields.path("items[0][price]") == ["items", "0", "price"])
        #expect(FormFields.path("expand[]") == ["expand", ""])
        #expect(FormFields.path("plain") == ["plain"])
        #expect(FormFields.path("broken[a") == ["broken[a"])
        #expect(FormFields.path("odd[a]b") == ["odd[a]b"])
    }

    @Test func theShapeSaysWhatEachPartIs() {
        let body =
            "email=a%40b.c&balance=100&metadata%5Bplan%5D=pro&metadata[seats]=3&expand[]=source&expand[]=tax"
            + "&tags=a&tags=b&fields[1][name]=second&fields[0][name]=first&fields[0][value]=v&active=true"
        let expected: JSONValue = [
            "email": "a@b.c", "balance": 100, "metadata": ["plan": "pro", "seats": "3"], "expand": ["source", "tax"],
            "tags": ["a", "b"], "fields": [["name": "first", "value": "v"], ["name": "second"]], "active": true,
        ]
        #expect(Self.value(body) == expected)
        #expect(Self.value("tags=only") == ["tags": ["only"]], "one field of an array is an array of one")
    }

    @Test func wrongFieldsAreRefusedWhereTheyAre() {
        let validator = ShapeValidator(schemas: SchemaTable())
        let report = { (body: String) in
            validator.validate(formFields: FormFields.fields(Array(body.utf8))!, against: Self.customer).violations.map(\.pointer)
        }
        #expect(report("balance=lots&active=maybe") == ["/balance", "/active"])
        #expect(report("email=a&email=b") == ["/email"], "a scalar sent twice is a list, which the shape refuses")
        #expect(report("balance=1&metadata[plan]=pro") == [])
    }

    @Test func encodedValuesReadBackTheSame() {
        let value: JSONValue = [
            "email": "a+b@c.d", "balance": -5, "metadata": ["plan": "pro & more"], "expand": ["source", "tax"],
            "fields": [["name": "n", "value": "v=1"]], "active": false,
        ]
        let text = FormFields.encoded(value)
        #expect(text.hasPrefix("email=a%2Bb%40c.d&balance=-5&metadata[plan]=pro%20%26%20more&expand=source&expand=tax"))
        #expect(Self.value(text) == value)
    }

    /// A client's field name nested 30,000 brackets deep once overflowed the stack of the process
    /// checking it (`treaty serve` died). Past the validation depth it is left out and reported
    /// as not verified at its first step, and the fields beside it are still read.
    @Test func aFieldNameNestedPastTheDepthLimitIsNotVerifiedAndNothingOverflows() {
        let deep = "metadata" + String(repeating: "[x]", count: 30_000)
        let fields = [FormFields.Field(name: deep, value: "1"), FormFields.Field(name: "email", value: "a@b.c")]
        let validator = ShapeValidator(schemas: SchemaTable())
        #expect(validator.formValue(fields, shape: Self.customer) == .object(JSONObject([("email", .string("a@b.c"))])))
        let report = validator.validate(formFields: fields, against: Self.customer)
        #expect(!report.isValid)
        #expect(
            report.unverified.map(\.message) == [
                "/metadata: not verified: a field name nested 30000 brackets deep, deeper than 64 levels"
            ])
        let parts = [MultipartForm.Part(name: deep, body: Array("1".utf8))]
        #expect(validator.validate(multipartParts: parts, against: Self.customer).unverified.map(\.rule) == ["depth-limit"])
        let shallow = "metadata" + String(repeating: "[x]", count: 63)
        #expect(validator.validate(formFields: [FormFields.Field(name: shallow, value: "1")], against: Self.customer).isVerified)
    }
}
