import Foundation
import Testing

/// `Examples/Shop/ShopApp.xcodeproj`, checked as far as Linux can: it parses as a property list,
/// every object it refers to is defined, every ID is 24 hex digits, every file it names exists,
/// the local package and its products are this package's, and the Info.plist declares `shop://`.
@Suite struct ShopXcodeProject {
    private static let shop = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Shop")

    private static func project() throws -> (objects: [String: [String: Any]], root: String) {
        let data = try Data(contentsOf: shop.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let objects = try #require(plist["objects"] as? [String: [String: Any]])
        return (objects, try #require(plist["rootObject"] as? String))
    }

    /// The IDs an object refers to: values and list items that look like object IDs.
    private static func references(in object: [String: Any]) -> [String] {
        object.values.flatMap { value -> [String] in
            if let id = value as? String { return [id] }
            if let ids = value as? [String] { return ids }
            return []
        }
        .filter { $0.count == 24 && $0.allSatisfy(\.isHexDigit) }
    }

    @Test func everyIDIsTwentyFourHexDigitsAndEveryReferenceIsDefined() throws {
        let (objects, root) = try Self.project()
        #expect(objects.count > 20)
        #expect(objects[root]?["isa"] as? String == "PBXProject")
        for (id, object) in objects {
            #expect(id.count == 24 && id.allSatisfy(\.isHexDigit), "\(id)")
            #expect(object["isa"] is String, "\(id) has no isa")
            for reference in Self.references(in: object) {
                #expect(objects[reference] != nil, "\(id) refers to \(reference), which is not defined")
            }
        }
    }

    @Test func everyFileReferenceExistsOnDisk() throws {
        let (objects, root) = try Self.project()
        let mainGroup = try #require(objects[root]?["mainGroup"] as? String)
        var checked = 0
        func walk(_ id: String, in directory: URL) {
            guard let object = objects[id] else { return }
            let path = object["path"] as? String
            let url = path.map { directory.appendingPathComponent($0) } ?? directory
            switch object["isa"] as? String {
            case "PBXGroup":
                for child in object["children"] as? [String] ?? [] { walk(child, in: url) }
            case "PBXFileReference" where object["sourceTree"] as? String == "<group>":
                #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path) does not exist")
                checked += 1
            case "PBXFileSystemSynchronizedRootGroup":
                var isDirectory: ObjCBool = false
                #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue, "\(url.path) is not a folder")
                checked += 1
            default:
                break
            }
        }
        walk(mainGroup, in: Self.shop)
        #expect(checked == 6)
    }

    /// Every Swift file of `iOS/` is compiled by the app target: a file the project only refers
    /// to, or does not name at all, would leave the app without it on a Mac.
    @Test func theAppTargetCompilesEverySwiftFileOfTheIOSFolder() throws {
        let (objects, _) = try Self.project()
        let target = try #require(objects.values.first { $0["isa"] as? String == "PBXNativeTarget" })
        let phases = (target["buildPhases"] as? [String] ?? []).compactMap { objects[$0] }
        let sources = try #require(phases.first { $0["isa"] as? String == "PBXSourcesBuildPhase" })
        let compiled = (sources["files"] as? [String] ?? [])
            .compactMap { objects[$0]?["fileRef"] as? String }
            .compactMap { objects[$0]?["path"] as? String }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.shop.appendingPathComponent("iOS").path)
            .filter { $0.hasSuffix(".swift") }
        #expect(!onDisk.isEmpty)
        #expect(Set(compiled) == Set(onDisk), "compiled: \(compiled.sorted()); in iOS/: \(onDisk.sorted())")
    }

    @Test func theLocalPackageIsThisRepositoryAndProvidesTheProducts() throws {
        let (objects, _) = try Self.project()
        let package = try #require(objects.values.first { $0["isa"] as? String == "XCLocalSwiftPackageReference" })
        let path = try #require(package["relativePath"] as? String)
        let manifest = try String(contentsOf: Self.shop.appendingPathComponent(path).appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"CoordinatorKit\""))
        let products = objects.values.filter { $0["isa"] as? String == "XCSwiftPackageProductDependency" }.compactMap { $0["productName"] as? String }
        #expect(Set(products) == ["CoordinatorKit", "CoordinatorKitUIKit", "CoordinatorKitSwiftUI"])
        for product in products {
            #expect(manifest.contains(".library(name: \"\(product)\""), "the package has no product \(product)")
        }
    }

    /// The app compiles the example's screens and coordinators itself: the package offers apps
    /// only the library's products.
    @Test func theAppCompilesTheExamplesFoldersItself() throws {
        let (objects, _) = try Self.project()
        let target = try #require(objects.values.first { $0["isa"] as? String == "PBXNativeTarget" })
        let groups = try #require(target["fileSystemSynchronizedGroups"] as? [String])
        #expect(Set(groups.compactMap { objects[$0]?["path"] as? String }) == ["App", "Shared"])
    }

    @Test func theInfoPlistDeclaresTheShopURLSchemeAndTheSceneManifest() throws {
        let data = try Data(contentsOf: Self.shop.appendingPathComponent("iOS/Info.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let types = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] } == ["shop"])
        #expect(plist["UIApplicationSceneManifest"] is [String: Any])
    }
}
