#if os(Linux)
// SwiftUIDouble: a Linux-only stand-in for the subset of SwiftUI a UIKit host needs to host SwiftUI
// screens (`UIHostingController` and the views, builders and environment its root view is made of).
//
// What it is for: testing navigation on Linux, not compiling real screens. It declares what the
// adapters, a `NavigatorView`, and the simple screens of a navigation test use (stacks, tabs,
// presentations and their options, `Text`, `Button`, `VStack`, `List`, `ForEach`,
// `navigationTitle`, state and environment) and draws no pixels. A screen that uses anything
// else (`HStack`, `TextField`, `.padding`, `.task`, …) does not compile against it, and the error
// names the missing declaration, not a mistake in the screen. Keep such screens out of the Linux
// build, and give the flows a simple view there:
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #elseif os(Linux)
//     import SwiftUIDouble
//     #endif
//
// and, in Package.swift, `.product(name: "SwiftUIDouble", package: "CoordinatorKit",
// condition: .when(platforms: [.linux]))`.
//
// Audited against the iOS 18.0 SDK: SwiftUICore.swiftinterface and SwiftUI.swiftinterface of
// iPhoneOS18.0.sdk (xybp888/iOS-SDKs), Apple's documentation where the interface was not read, with
// Apple's availability from the iOS 26.2 SDK's interfaces. Every doubled declaration is listed, in
// Apple's words, in AppleDeclarations.manifest, and a test compares the two; a declaration available
// later than the package's minimum carries Apple's `@available` attributes, which Linux ignores.
//
// Adapter code imports it with UIKit: `#if canImport(UIKit) && !os(watchOS) import UIKit; import SwiftUI
// #elseif os(Linux) import UIKitDouble; import SwiftUIDouble #endif` (macOS has SwiftUI but no
// `UIHostingController`). Every file of this target is wrapped in `#if os(Linux)`.
// Never rename this module to `SwiftUI`: that would make `canImport(SwiftUI)` true on Linux.
//
// Isolation. In the iOS 18 SDK `View` is `@MainActor @preconcurrency` and most view initializers are
// `nonisolated`. Apple builds SwiftUI in Swift 5 mode, where a `nonisolated` initializer may store into
// a `@MainActor` struct; in Swift 6 mode that is an error. This target stays in Swift 6 mode: views keep
// such stored properties `nonisolated(unsafe)` (written once, in the initializer, before the value is
// shared; read on the main actor) and expose Apple's `@MainActor` properties as computed ones, so the
// declarations clients see are Apple's.
//
// Behaviour. `UIHostingController` renders its root view when its view loads, when `rootView` is set
// while the view is loaded, and on `doubleRender()`: it evaluates `body` down to the primitive views,
// passing the environment down, and records the texts and buttons it drew (`doubleTexts`,
// `doubleTapButton(titled:)`); it keeps no state between renders.
//
// `SwiftUIDoubleRuntime` (double-only, like UIKitDouble's `UIKitDoubleRuntime`) is what a SwiftUI host
// is tested against: it renders a root view into shown layers (`shownLayers`: each layer's navigation
// stacks, tabs and texts), keeps `State` by place in the tree, tracks the `@Observable` values a pass
// reads, runs updates (`update()`), holds transitions open (`holdsTransitions`, `finishNextTransition()`),
// takes the user's gestures (back button, edge swipe, back menu, sheet swiped down, popover tapped
// outside, tabs tapped) and records SwiftUI's warnings (`warnings`). What it models, and from which
// source, is documented on the type. Layout, drawing and animation curves are not modelled.

// `import SwiftUI` on iOS makes UIKit usable too: SwiftUI re-exports its clang module, whose SwiftUI.h
// imports <UIKit/UIKit.h>. So the double re-exports UIKitDouble, and Foundation as UIKitDouble does.
@_exported public import Foundation
@_exported public import UIKitDouble
#endif
