import FluxActionLog

extension ValueDiff {
    /// Walks two values side by side and collects their differences.
    struct Walker {
        var differences: [ValueDifference] = []

        mutating func walk(_ expected: Any, _ actual: Any, path: String, depth: Int) {
            let equal = AnyEquality.isEqual(expected, actual)
            if equal == true { return }
            let found = differences.count
            walkStructure(expected, actual, path: path, depth: depth)
            // Equatable said "different" but the structure shows nothing (a custom `==`, or
            // fields hidden from Mirror): still report the values, so no failure is empty.
            if differences.count == found, equal == false {
                leaf(expected, actual, path: path)
            }
        }

        private mutating func walkStructure(_ expected: Any, _ actual: Any, path: String, depth: Int) {
            let expectedMirror = Mirror(reflecting: expected)
            let actualMirror = Mirror(reflecting: actual)
            guard type(of: expected) == type(of: actual), depth < ValueDescription.maximumDepth else {
                return leaf(expected, actual, path: path)
            }
            switch expectedMirror.displayStyle {
            case .optional:
                walkOptional(expectedMirror, actualMirror, path: path, depth: depth)
            case .struct, .class, .tuple:
                if ValueDescription.isLibraryType(expected) { return leaf(expected, actual, path: path) }
                walkFields(expected, actual, path: path, depth: depth)
            case .enum:
                walkEnum(expected, actual, path: path, depth: depth)
            case .collection:
                walkCollection(expectedMirror, actualMirror, path: path, depth: depth)
            case .dictionary:
                walkDictionary(expectedMirror, actualMirror, path: path, depth: depth)
            case .set:
                walkSet(expectedMirror, actualMirror, path: path, depth: depth)
            default:
                leaf(expected, actual, path: path)
            }
        }

        private mutating func walkOptional(_ expected: Mirror, _ actual: Mirror, path: String, depth: Int) {
            switch (expected.children.first?.value, actual.children.first?.value) {
            case (let expectedValue?, let actualValue?):
                walk(expectedValue, actualValue, path: path, depth: depth + 1)
            case (nil, nil):
                return
            case (let expectedValue, let actualValue):
                record(
                    path, expectedValue.map(ValueDescription.of) ?? "nil", actualValue.map(ValueDescription.of) ?? "nil"
                )
            }
        }

        private mutating func walkFields(_ expected: Any, _ actual: Any, path: String, depth: Int) {
            let expectedFields = ValueDescription.fields(Mirror(reflecting: expected))
            let actualFields = ValueDescription.fields(Mirror(reflecting: actual))
            guard expectedFields.count == actualFields.count else { return leaf(expected, actual, path: path) }
            for (index, (expectedField, actualField)) in zip(expectedFields, actualFields).enumerated() {
                let label = expectedField.label ?? ".\(index)"
                let fieldPath = label.hasPrefix(".") ? path + label : Self.join(path, label)
                walk(expectedField.value, actualField.value, path: fieldPath, depth: depth + 1)
            }
        }

        private mutating func walkEnum(_ expected: Any, _ actual: Any, path: String, depth: Int) {
            let expectedMirror = Mirror(reflecting: expected)
            let actualMirror = Mirror(reflecting: actual)
            let expectedCase = ValueDescription.caseName(expected, expectedMirror)
            guard expectedCase == ValueDescription.caseName(actual, actualMirror),
                let expectedPayload = expectedMirror.children.first?.value,
                let actualPayload = actualMirror.children.first?.value
            else { return leaf(expected, actual, path: path) }
            let casePath = path + "(.\(expectedCase))"
            if Mirror(reflecting: expectedPayload).displayStyle == .tuple {
                walkFields(expectedPayload, actualPayload, path: casePath, depth: depth + 1)
            } else {
                walk(expectedPayload, actualPayload, path: casePath, depth: depth + 1)
            }
        }

        /// Compares two arrays as every diff of the package does (`SequenceAlignment.steps`): index
        /// by index when their lengths are equal, else lined up.
        private mutating func walkCollection(_ expected: Mirror, _ actual: Mirror, path: String, depth: Int) {
            let expectedElements = expected.children.map(\.value)
            let actualElements = actual.children.map(\.value)
            let steps = SequenceAlignment.steps(count: expectedElements.count, actualElements.count) { e, a in
                Self.same(expectedElements[e], actualElements[a])
            }
            for step in steps {
                switch step {
                case .same: continue
                case .changed(let e, let a):
                    walk(expectedElements[e], actualElements[a], path: path + "[\(a)]", depth: depth + 1)
                case .removed(let e):
                    record(path + "[\(e)]", ValueDescription.of(expectedElements[e]), nil)
                case .inserted(let a):
                    record(path + "[\(a)]", nil, ValueDescription.of(actualElements[a]))
                }
            }
        }

        private mutating func walkDictionary(_ expected: Mirror, _ actual: Mirror, path: String, depth: Int) {
            let expectedEntries = Self.entries(expected)
            let actualEntries = Self.entries(actual)
            let keys = Set(expectedEntries.keys).union(actualEntries.keys).sorted()
            for key in keys {
                let entryPath = path + "[\(key)]"
                switch (expectedEntries[key], actualEntries[key]) {
                case (let expectedValue?, let actualValue?):
                    walk(expectedValue, actualValue, path: entryPath, depth: depth + 1)
                case (let expectedValue?, nil):
                    record(entryPath, ValueDescription.of(expectedValue), nil)
                case (nil, let actualValue?):
                    record(entryPath, nil, ValueDescription.of(actualValue))
                case (nil, nil):
                    continue
                }
            }
        }

        private mutating func walkSet(_ expected: Mirror, _ actual: Mirror, path: String, depth: Int) {
            let expectedMembers = Set(expected.children.map { ValueDescription.of($0.value) })
            let actualMembers = Set(actual.children.map { ValueDescription.of($0.value) })
            for member in expectedMembers.subtracting(actualMembers).sorted() { record(path, member, nil) }
            for member in actualMembers.subtracting(expectedMembers).sorted() { record(path, nil, member) }
        }

        private mutating func leaf(_ expected: Any, _ actual: Any, path: String) {
            record(path, ValueDescription.of(expected), ValueDescription.of(actual))
        }

        private mutating func record(_ path: String, _ expected: String?, _ actual: String?) {
            differences.append(ValueDifference(path: path, expected: expected, actual: actual))
        }

        /// A dictionary's values keyed by the description of their keys.
        private static func entries(_ mirror: Mirror) -> [String: Any] {
            var entries: [String: Any] = [:]
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                entries[ValueDescription.of(pair[0].value)] = pair[1].value
            }
            return entries
        }

        private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
            AnyEquality.isEqual(lhs, rhs) ?? (ValueDescription.of(lhs) == ValueDescription.of(rhs))
        }

        private static func join(_ path: String, _ label: String) -> String {
            path.isEmpty ? label : path + "." + label
        }
    }
}
