#if os(Linux) || (canImport(UIKit) && !os(watchOS))
// One import is enough: `import CoordinatorKitUIKit` brings the core and `ViewProviding`
// (from CoordinatorKitSwiftUI, which serves both hosts).
@_exported public import CoordinatorKit
@_exported public import CoordinatorKitSwiftUI
#endif
