/// Every parity case, by area; each area's file says what its cases change.
extension OasdiffParityCase {
    static let all: [Self] =
        endpoints + parameters + requestBodies + bounds + responses + composition + keywords + annotations
}
