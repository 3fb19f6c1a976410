/// How the library prints a route in its messages and tree dumps: as Swift prints the value, but
/// without the module names Swift puts before the types of its associated values, which every
/// app's users would read (`detail(ListItem(id: 1))`, not `detail(MyApp.ListItem(id: 1))`).
///
/// A route with a `description` of its own is printed with it, unchanged.
enum RouteText {
    static func of(_ route: any Route) -> String {
        let text = String(describing: route)
        if route is any CustomStringConvertible { return text }
        var modules: Set<Substring> = []
        collectModules(of: route, into: &modules, depth: 0)
        return modules.isEmpty ? text : strip(modules, from: text)
    }

    /// The modules of the value's type and of the types of what it holds, a few levels down.
    private static func collectModules(of value: Any, into modules: inout Set<Substring>, depth: Int) {
        let name = String(reflecting: type(of: value))
        if let dot = name.firstIndex(of: ".") { modules.insert(name[..<dot]) }
        guard depth < 4 else { return }
        for child in Mirror(reflecting: value).children {
            collectModules(of: child.value, into: &modules, depth: depth + 1)
        }
    }

    /// `text` without `Module.` (and the `(unknown context at $…).` after it, for a private type)
    /// where a qualified name starts; quoted strings are left as they are.
    private static func strip(_ modules: Set<Substring>, from text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if inString {
                result.append(character)
                if character == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { result.append(text[index]) }
                } else if character == "\"" {
                    inString = false
                }
                index = text.index(after: index)
                continue
            }
            if character == "\"" {
                inString = true
            } else if startsName(text, at: index) {
                let rest = text[index...]
                if let module = modules.first(where: { rest.hasPrefix($0 + ".") }) {
                    index = text.index(index, offsetBy: module.count + 1)
                    let name = text[index...]
                    if name.hasPrefix("(unknown context at "), let close = name.firstIndex(of: ")"),
                        name[name.index(after: close)...].hasPrefix(".")
                    {
                        index = text.index(close, offsetBy: 2)
                    }
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// Whether a name can start at `index`: not in the middle of an identifier or after a dot.
    private static func startsName(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex else { return true }
        let previous = text[text.index(before: index)]
        return !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
    }
}
