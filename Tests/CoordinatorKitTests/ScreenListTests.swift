@testable import CoordinatorKit
import CoordinatorFixtures
import Foundation
import PropertyBased
import Testing

/// The chunked storage behind `Stack` behaves as an array of screens, and versions of one stack
/// share what they have in common.
@Suite struct ScreenListTests {
    @Test func anyEditSequenceMatchesAnArray() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            var list = ScreenList()
            var array: [Screen] = []
            var versions: [(ScreenList, [Screen])] = []
            for _ in 0..<60 {
                switch random.next(below: 6) {
                case 0, 1:
                    let screens = (0..<random.next(below: 150)).map { _ in Screen(ListRoute.screen) }
                    list.append(contentsOf: screens)
                    array += screens
                case 2:
                    let k = random.next(below: array.count + 1)
                    list.removeLast(k)
                    array.removeLast(k)
                case 3:
                    let index = random.next(below: array.count + 1)
                    list.removeSuffix(from: index)
                    array.removeSubrange(index...)
                case 4:
                    let cut = random.next(below: 7) + 2
                    list.removeAll { $0.id.hashValue % cut == 0 }
                    array.removeAll { $0.id.hashValue % cut == 0 }
                default:
                    versions.append((list, array))
                }
                list.checkInvariants()
                #expect(list.array == array)
                #expect(list.count == array.count && list.first == array.first && list.last == array.last)
                if let index = array.indices.randomElement(using: &random) { #expect(list[index] == array[index]) }
            }
            // A version kept before later edits still holds what it held, and compares with the
            // newest as arrays do.
            for (old, oldArray) in versions {
                #expect(old.array == oldArray)
                let naive = zip(oldArray, array).prefix { $0.id == $1.id }.count
                #expect(old.commonPrefixCount(with: list) == naive)
                #expect(old.elementsEqual(list) == (oldArray == array))
                #expect(ScreenList(oldArray).elementsEqual(old))
            }
        }
    }

    @Test func aPushOnADeepSharedStackCopiesAtMostOneChunk() {
        let deep = Stack(routes: Array(repeating: ListRoute.screen, count: 10_000))
        var pushed = deep
        pushed.list.append(Screen(ListRoute.screen))
        #expect(zip(deep.list.chunks, pushed.list.chunks).allSatisfy { $0 === $1 })
        #expect(deep.commonPrefixCount(with: pushed) == 10_000)
        #expect(deep != pushed)
        pushed.list.removeLast()
        #expect(deep == pushed)
        #expect(deep.hashValue == pushed.hashValue)
    }

    @Test func aStackHashesAndEncodesAsItsScreensDo() throws {
        let screens = (0..<200).map { _ in Screen(ListRoute.screen) }
        let stack = Stack(screens)
        var rebuilt = Stack(Array(screens.prefix(10)))
        for screen in screens.dropFirst(10) { rebuilt.list.append(screen) }
        #expect(stack == rebuilt && stack.hashValue == rebuilt.hashValue)
        #expect(stack.screens == screens && stack.count == 200 && stack.top == screens.last && stack.root == screens.first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(stack) == encoder.encode(screens))
    }
}

private enum ListRoute: Route, Codable {
    case screen
}
