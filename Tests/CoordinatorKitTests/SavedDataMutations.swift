import CoordinatorFixtures
import Foundation

// Saved navigation data mutated as an attacker or a corrupt disk would: owners, homes,
// placements, tabs, parents, types, screens, animations, questions, layers and bytes. Used by
// the restoration fuzz (RestorationFuzz.swift).

/// The data with a few random mutations, each as an attacker or a corrupt disk would make.
func mutatedSavedData(_ data: Data, _ random: inout SplitMix) -> Data {
    guard var root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return data }
    for _ in 0..<Int.random(in: 1...3, using: &random) {
        let kind = random.next(below: 12)
        if kind == 11 {
            // Bytes: a cut, or a flipped byte.
            var bytes = (try? JSONSerialization.data(withJSONObject: root)) ?? data
            guard !bytes.isEmpty else { return bytes }
            if Bool.random(using: &random) {
                bytes = bytes.prefix(random.next(below: bytes.count))
            } else {
                let index = random.next(below: bytes.count)
                bytes[index] = bytes[index] ^ UInt8(1 << random.next(below: 8))
            }
            return bytes
        }
        root = mutateJSON(root, kind: kind, &random)
    }
    return (try? JSONSerialization.data(withJSONObject: root)) ?? data
}

private func mutateJSON(_ root: [String: Any], kind: Int, _ random: inout SplitMix) -> [String: Any] {
    var root = root
    var coordinators = root["coordinators"] as? [[String: Any]] ?? []
    let ids = coordinators.compactMap { $0["id"] }
    let homes = coordinators.compactMap { $0["home"] }
    var objects = Objects(root["state"] as Any)
    switch kind {
    case 0, 1:
        // A screen, or the question, owned by another coordinator.
        if let owner = ids.randomElement(using: &random) {
            objects.edit(where: { $0["owner"] != nil }, &random) { $0["owner"] = owner }
        }
    case 2:
        // A coordinator placed elsewhere: another's home, or another stack of the state.
        guard !coordinators.isEmpty else { break }
        let index = random.next(below: coordinators.count)
        let stacks = objects.stackIDs
        if Bool.random(using: &random), let home = homes.randomElement(using: &random) {
            coordinators[index]["home"] = home
        } else if let stack = stacks.randomElement(using: &random) {
            coordinators[index]["home"] = ["stack": ["_0": stack]]
        }
    case 3:
        // A placement, a tab, a parent or a type changed.
        guard !coordinators.isEmpty else { break }
        let index = random.next(below: coordinators.count)
        switch random.next(below: 5) {
        case 0: coordinators[index]["placement"] = [["push": [:]], ["sheet": [:]], ["popover": [:]], ["replacingRoot": [:]], NSNull()].randomElement(using: &random)!
        case 1: coordinators[index]["tabIndex"] = [0, 1, 2, -1].randomElement(using: &random)!
        case 2: coordinators[index]["parent"] = ids.randomElement(using: &random) ?? NSNull()
        case 3: coordinators[index]["type"] = ["router", "flow", "side", "split", "tabs"].randomElement(using: &random)!
        default: coordinators[index]["tabLayer"] = objects.layerIDs.randomElement(using: &random) ?? NSNull()
        }
    case 4:
        // A coordinator removed, repeated or moved.
        guard !coordinators.isEmpty else { break }
        let index = random.next(below: coordinators.count)
        switch random.next(below: 3) {
        case 0: coordinators.remove(at: index)
        case 1: coordinators.append(coordinators[index])
        default: coordinators.swapAt(index, random.next(below: coordinators.count))
        }
    case 5:
        // Screens of two stacks, or two screens, swapped.
        objects.swapScreens(&random)
    case 6:
        // An animation changed or made up.
        let made: [Any] = ["none", "crossDissolve", ["custom": ["_0": "card"]], ["zoom": ["from": ["type": "Nope", "value": 1]]], 7]
        let animation = made.randomElement(using: &random)!
        objects.edit(where: { $0["route"] != nil || $0["presentation"] != nil }, &random) { $0["animation"] = animation }
    case 7:
        // A route changed to another of its type, or to one of the other type.
        if let other = objects.routes.randomElement(using: &random) {
            objects.edit(where: { $0["route"] != nil && $0["owner"] != nil }, &random) { $0["route"] = other }
        }
    case 8:
        // The question over another layer, asked by the app, or gone.
        objects.editQuestion(layers: objects.layerIDs, &random)
    case 9:
        // A layer's presentation changed.
        let presentation = ["root", "sheet", "popover", "fullScreenCover"].randomElement(using: &random)!
        objects.edit(where: { $0["presentation"] != nil }, &random) { $0["presentation"] = presentation }
    default:
        // A layer removed or two swapped.
        objects.editLayers(&random)
    }
    root["coordinators"] = coordinators
    root["state"] = objects.value
    return root
}

/// The saved state's JSON, walked and edited in place.
private struct Objects {
    var value: Any
    init(_ value: Any) { self.value = value }

    /// Every object in the value, depth first, each with its path.
    private func paths(where matches: ([String: Any]) -> Bool) -> [[PathStep]] {
        var found: [[PathStep]] = []
        func visit(_ value: Any, _ path: [PathStep]) {
            if let object = value as? [String: Any] {
                if matches(object) { found.append(path) }
                for (key, child) in object { visit(child, path + [.key(key)]) }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { visit(child, path + [.index(index)]) }
            }
        }
        visit(value, [])
        return found
    }

    private enum PathStep { case key(String), index(Int) }

    private static func editing(_ value: Any, at path: ArraySlice<PathStep>, _ edit: (inout Any) -> Void) -> Any {
        guard let first = path.first else {
            var value = value
            edit(&value)
            return value
        }
        switch first {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            object[key] = editing(child, at: path.dropFirst(), edit)
            return object
        case .index(let index):
            guard var array = value as? [Any], array.indices.contains(index) else { return value }
            array[index] = editing(array[index], at: path.dropFirst(), edit)
            return array
        }
    }

    private func get(_ path: [PathStep]) -> Any? {
        var current: Any? = value
        for step in path {
            switch step {
            case .key(let key): current = (current as? [String: Any])?[key]
            case .index(let index): current = (current as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
            }
        }
        return current
    }

    /// Edits one random object that matches.
    mutating func edit(where matches: ([String: Any]) -> Bool, _ random: inout SplitMix, _ edit: (inout [String: Any]) -> Void) {
        guard let path = paths(where: matches).randomElement(using: &random) else { return }
        value = Self.editing(value, at: path[...]) { value in
            guard var object = value as? [String: Any] else { return }
            edit(&object)
            value = object
        }
    }

    var layerIDs: [Any] { (get([.key("layers")]) as? [[String: Any]])?.compactMap { $0["id"] } ?? [] }

    var routes: [Any] { paths { $0["route"] != nil && $0["owner"] != nil }.compactMap { get($0 + [.key("route")]) } }

    /// Stack identities as saved data writes them, for every layer, tab and column.
    var stackIDs: [[String: Any]] {
        var ids: [[String: Any]] = []
        for layer in get([.key("layers")]) as? [[String: Any]] ?? [] {
            guard let id = layer["id"] else { continue }
            ids.append(["layer": id])
            for tab in ["t0", "t1", "one", "two"] { ids.append(["layer": id, "tab": tab]) }
            for column in ["sidebar", "content", "detail"] { ids.append(["layer": id, "column": column]) }
        }
        return ids
    }

    /// Swaps two screens found anywhere in the state.
    mutating func swapScreens(_ random: inout SplitMix) {
        let screens = paths { $0["route"] != nil && $0["owner"] != nil && $0["id"] != nil }
        guard screens.count > 1, let first = screens.randomElement(using: &random), let second = screens.randomElement(using: &random),
            let a = get(first), let b = get(second)
        else { return }
        value = Self.editing(value, at: first[...]) { $0 = b }
        value = Self.editing(value, at: second[...]) { $0 = a }
    }

    mutating func editQuestion(layers: [Any], _ random: inout SplitMix) {
        guard var state = value as? [String: Any] else { return }
        if var question = state["question"] as? [String: Any] {
            switch random.next(below: 3) {
            case 0: question["layer"] = layers.randomElement(using: &random) ?? question["layer"]
            case 1: question["owner"] = question["id"]   // no coordinator's identity
            default: state["question"] = nil
            }
            if state["question"] != nil { state["question"] = question }
        }
        value = state
    }

    mutating func editLayers(_ random: inout SplitMix) {
        guard var state = value as? [String: Any], var layers = state["layers"] as? [Any], !layers.isEmpty else { return }
        let index = random.next(below: layers.count)
        if Bool.random(using: &random) { layers.remove(at: index) } else { layers.swapAt(index, random.next(below: layers.count)) }
        state["layers"] = layers
        value = state
    }
}
