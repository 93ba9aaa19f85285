import Foundation
import Testing

/// Every library product of the package has its public API listing, checked by `.ci/run`
/// (`scripts/api-listing.sh --check`); products whose name starts with `_` are not API.
@Suite struct APIListingCoverageTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyLibraryProductHasAListing() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let script = try String(
            contentsOf: Self.root.appendingPathComponent("scripts/api-listing.sh"), encoding: .utf8)
        let products = manifest.components(separatedBy: ".library(name: \"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { !$0.hasPrefix("_") }
        #expect(products.count >= 5)
        let modules = script.split(separator: "\n").first { $0.hasPrefix("MODULES=(") } ?? ""
        for product in products {
            #expect(modules.contains(" \(product)") || modules.contains("(\(product) "), "\(product) is not listed")
            let listing = Self.root.appendingPathComponent("api/\(product).txt").path
            #expect(FileManager.default.fileExists(atPath: listing), "api/\(product).txt is missing")
        }
    }
}
