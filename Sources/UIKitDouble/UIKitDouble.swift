#if os(Linux)
// UIKitDouble: a Linux-only stand-in for the subset of UIKit that CoordinatorKit's UIKit host uses.
//
// What it is for: testing navigation on Linux, not compiling real screens. It declares the view
// controllers, containers, presentations and delegates a `UIKitHost` drives, with UIKit's timing
// and rules, and a few views (`UIView`, `UILabel`, `UIButton`, `UIStackView`) with no layout or
// drawing. A view controller that uses anything else (`UITableView`, Auto Layout anchors, …)
// does not compile against it, and the error names the missing declaration, not a mistake in the
// view controller. Keep such screens out of the Linux build; a Linux test imports UIKit as:
//
//     #if canImport(UIKit)
//     import UIKit
//     #elseif os(Linux)
//     import UIKitDouble
//     #endif
//
// with `.product(name: "UIKitDouble", package: "CoordinatorKit", condition: .when(platforms: [.linux]))`
// in Package.swift.
//
// Audited against the iOS 18.0 SDK (UIKit headers of iPhoneOS18.0.sdk as imported into Swift), with
// Apple's availability from the iOS 26.2 and tvOS 18.0 SDKs. Every doubled declaration is listed, in
// Apple's words, in AppleDeclarations.manifest, and a test compares the two; a declaration available
// later than the package's minimum carries Apple's `@available` attributes, which Linux ignores.
//
// Adapter code imports it as `#if canImport(UIKit) && !os(watchOS) import UIKit #elseif os(Linux)
// import UIKitDouble #endif`. Every file of this target is wrapped in `#if os(Linux)`: on Apple
// platforms the module is empty.
// Never rename this module to `UIKit`: that would make `canImport(UIKit)` true on Linux.

// UIKit re-exports Foundation (NSObject, NSCoder, Bundle, CGRect, …), so the double does too.
@_exported public import Foundation
#endif
