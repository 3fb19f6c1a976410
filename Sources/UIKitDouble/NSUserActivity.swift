#if os(Linux)
public import Foundation

/// Double of Foundation's `NSUserActivity`, which Linux's Foundation lacks: an activity's type
/// and its user info, as a scene request carries them.
open class NSUserActivity: NSObject {
    /// Double of `NSUserActivity.activityType`.
    open var activityType: String { type }
    private let type: String
    /// Double of `NSUserActivity.userInfo`.
    open var userInfo: [AnyHashable: Any]?

    /// Double of `NSUserActivity.init(activityType:)`.
    public init(activityType: String) {
        type = activityType
        super.init()
    }

    /// Double of `NSUserActivity.addUserInfoEntries(from:)`: adds the entries, replacing those
    /// with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        info.merge(otherDictionary) { _, new in new }
        userInfo = info
    }
}
#endif
