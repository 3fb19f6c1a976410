#if os(Linux) || canImport(SwiftUI)
// One import is enough: `import CoordinatorKitSwiftUI` brings the core too.
@_exported public import CoordinatorKit
#endif
