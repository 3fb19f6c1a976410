public import CoordinatorKit

extension HostCommand {
    /// What the command works on, as text: a minimal plan touches each at most once, which the
    /// rendering and split properties check.
    public var target: String {
        switch action {
        case .setRoot: "root"
        case .dismiss(let layer): "layer \(layer.rawValue)"
        case .present(let layer): "layer \(layer.id.rawValue)"
        case .setStack(let stack, _): "stack \(stack.layer.rawValue) \(stack.tab?.rawValue ?? "") \(stack.column?.rawValue ?? "")"
        case .setTabs(let layer, _): "tabs \(layer.rawValue)"
        case .selectTab(_, let layer): "selection \(layer.rawValue)"
        case .setOptions(let layer, _): "options \(layer.rawValue)"
        case .setTabItem(let tab, _, let layer): "item \(layer.rawValue) \(tab.rawValue)"
        case .setSplit(let layer, _): "split \(layer.rawValue)"
        case .presentQuestion(let question): "question \(question.id.rawValue)"
        case .dismissQuestion(let question): "question \(question.rawValue)"
        }
    }
}
