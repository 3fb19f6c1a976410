@testable import CoordinatorKit
import CoordinatorFixtures
import PropertyBased
import Testing

/// The runtime's small list behaves as an array, whatever the edits and however many elements.
@Suite struct SmallArrayTests {
    @Test func anyEditSequenceMatchesAnArray() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            var list: SmallArray<Int> = []
            var array: [Int] = []
            for step in 0..<40 {
                switch random.next(below: 4) {
                case 0, 1:
                    list.append(step)
                    array.append(step)
                case 2:
                    guard !array.isEmpty else { continue }
                    #expect(list.removeFirst() == array.removeFirst())
                default:
                    let more = (0..<random.next(below: 3)).map { step * 10 + $0 }
                    var other: SmallArray<Int> = []
                    for element in more { other.append(element) }
                    list = list + other
                    array += more
                }
                #expect(Array(list) == array)
                #expect(list.count == array.count && list.isEmpty == array.isEmpty)
                #expect(list.first == array.first && list.last == array.last)
                for index in array.indices { #expect(list[index] == array[index]) }
                var copy: SmallArray<Int> = []
                for element in array { copy.append(element) }
                #expect(copy == list)
            }
        }
    }

    @Test func anArrayLiteralKeepsItsOrder() {
        let list: SmallArray = [3, 1, 2]
        #expect(Array(list) == [3, 1, 2])
        #expect(Array(SmallArray<Int>.one(7)) == [7])
        #expect(Array([] as SmallArray<Int>).isEmpty)
    }
}

/// The runtime's small set answers as a set, below and above the size where it starts hashing.
@Suite struct SmallSetTests {
    @Test func anyInsertionSequenceMatchesASet() async {
        await propertyCheck(count: LongRuns.scaled(200), input: Gen.uint64()) { seed in
            var random = SplitMix(seed: seed)
            var small = SmallSet<Int>()
            var set: Set<Int> = []
            let range = random.next(below: 60) + 1
            for _ in 0..<80 {
                let element = random.next(below: range)
                #expect(small.insert(element) == set.insert(element).inserted)
                #expect(small.isEmpty == set.isEmpty)
                for probe in 0..<range { #expect(small.contains(probe) == set.contains(probe)) }
            }
        }
    }

    @Test func aSetMadeFromASequenceHoldsEachElementOnce() {
        let small = SmallSet([4, 4, 2, 9, 2])
        #expect(small.contains(4) && small.contains(2) && small.contains(9) && !small.contains(5))
        #expect(SmallSet<Int>().isEmpty)
    }
}
