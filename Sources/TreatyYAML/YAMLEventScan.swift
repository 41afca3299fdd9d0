internal import CTreatyYAML

/// libyaml's bare event scan: parse without building anything.
///
/// This is the floor a YAML loader cannot beat; `make bench` reports the reader's and the
/// whole contract loader's cost as ratios against it.
public enum YAMLEventScan {
    /// The number of parser events in `bytes`, or nil when libyaml reports an error.
    public static func count(_ bytes: [UInt8]) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
        }
    }
}
