import CoordinatorFixtures
import CoordinatorKit
import Foundation
import Testing

// Links written from the patterns that read them, and URLs that read back as the same link
// (issue 55).

@Suite struct WritingLinks {
    @Test func aPatternWritesTheLinkItReads() throws {
        let product: URLPattern = "/products/:id/*"
        let link = try product.link(["id": "12"], rest: ["reviews"], query: ["from": "mail"])
        #expect(link == DeepLink(segments: ["products", "12", "reviews"], query: ["from": "mail"]))
        let match = try #require(link.match(product))
        #expect(try match.parameter("id", as: Int.self) == 12)
        #expect(match.rest.path == ["reviews"])
        #expect(link.url(scheme: "shop")?.absoluteString == "shop://products/12/reviews?from=mail")
        #expect(
            link.url(scheme: "https", host: "shop.example")?.absoluteString
                == "https://shop.example/products/12/reviews?from=mail")
    }

    @Test func aLinkThePatternCannotReadIsRefused() {
        let order: URLPattern = "/orders/:id"
        func reason(_ body: () throws -> DeepLink) -> String? {
            do {
                _ = try body()
                return nil
            } catch let error as DeepLinkError {
                return "\(error.reason)"
            } catch {
                return "not a DeepLinkError: \(error)"
            }
        }
        #expect(reason { try order.link([:]) }?.contains("no value for :id") == true)
        #expect(reason { try order.link(["id": ""]) }?.contains(":id is empty") == true)
        #expect(reason { try order.link(["id": "1", "item": "2"]) }?.contains("no parameter :item") == true)
        #expect(reason { try order.link(["id": "1"], rest: ["items"]) }?.contains("no `*`") == true)
        #expect(reason { try URLPattern("/orders/*").link([:], rest: [""]) }?.contains("no empty segment") == true)
        withKnownIssue {
            #expect(reason { try URLPattern("/a/*/b").link([:]) }?.contains("malformed") == true)
        }
    }

    @Test func aLinkWithNoSegmentHasNoCustomSchemeURL() throws {
        #expect(DeepLink(segments: []).url(scheme: "shop") == nil)
        #expect(DeepLink(segments: []).url(scheme: "https", host: "shop.example")?.absoluteString == "https://shop.example")
    }

    /// Any text in any parameter, query item or rest segment: the pattern reads back what it
    /// wrote, and the URL reads back as the same link, with a custom scheme and a domain.
    @Test func everyLinkAPatternWritesReadsBackFromItsURL() throws {
        let alphabet = Array("aZ09-_.~ /?#%&=+;:@!$'()*,[]é日🙂\u{301}\t")
        func text(_ random: inout SplitMix, allowingEmpty: Bool = false) -> String {
            let count = Int(random.next() % 6) + (allowingEmpty ? 0 : 1)
            var text = String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            if random.next() % 8 == 0 { text = [".", "..", "%41", "%"][Int(random.next() % 4)] }
            return text
        }
        for seed in 0..<UInt64(LongRuns.scaled(500)) {
            var random = SplitMix(seed: seed)
            let names = (0..<Int(random.next() % 3)).map { "p\($0)" }
            let literals = (0...names.count).map { _ in "lit\(random.next() % 100)" }
            var pattern = ""
            for index in literals.indices {
                pattern += "/" + literals[index]
                if index < names.count { pattern += "/:" + names[index] }
            }
            let takesRest = random.next() % 2 == 0
            if takesRest { pattern += "/*" }
            let shape = URLPattern(pattern)
            let parameters = Dictionary(uniqueKeysWithValues: names.map { ($0, text(&random)) })
            let rest = takesRest ? (0..<Int(random.next() % 3)).map { _ in text(&random) } : []
            let query = Dictionary(
                (0..<Int(random.next() % 3)).map { _ in (text(&random), text(&random, allowingEmpty: true)) },
                uniquingKeysWith: { first, _ in first })

            let link = try shape.link(parameters, rest: rest, query: query)
            let match = try #require(link.match(shape), "seed \(seed): \(pattern) \(parameters)")
            #expect(match.parameters == parameters, "seed \(seed)")
            #expect(match.rest.path == rest, "seed \(seed)")
            for (scheme, host) in [("shop", nil), ("https", "shop.example")] as [(String, String?)] {
                let url = try #require(link.url(scheme: scheme, host: host), "seed \(seed): \(link) as \(scheme)")
                let read = try DeepLink(url)
                #expect(read == link, "seed \(seed): \(url)")
                #expect(read.query == query, "seed \(seed): \(url)")
                #expect(try DeepLink(string: url.absoluteString) == link, "seed \(seed): \(url)")
            }
        }
    }
}

private enum LibraryRoute: Route {
    case shelves
    case book(id: Int)
    case author(name: String)
    case page(book: Int, page: Int)
    case settings
}

private let libraryPatterns = RoutePatterns<LibraryRoute>(
    .init("/shelves") { _ in .shelves } parameters: { $0 == .shelves ? [:] : nil },
    .init("/books/:id") { match throws(DeepLinkError) in
        .book(id: try match.parameter("id"))
    } parameters: { route in
        if case .book(let id) = route { ["id": "\(id)"] } else { nil }
    },
    .init("/books/:book/pages/:page") { match throws(DeepLinkError) in
        .page(book: try match.parameter("book"), page: try match.parameter("page"))
    } parameters: { route in
        if case .page(let book, let page) = route { ["book": "\(book)", "page": "\(page)"] } else { nil }
    },
    .init("/authors/:name") { match throws(DeepLinkError) in
        .author(name: try match.parameter("name"))
    } parameters: { route in
        if case .author(let name) = route { ["name": name] } else { nil }
    }
)

@Suite struct RoutesWrittenAsLinks {
    @Test func aRouteNoPatternWritesSaysSo() {
        #expect(throws: DeepLinkError.self) { try libraryPatterns.link(for: .settings) }
        do {
            _ = try libraryPatterns.link(for: .settings)
        } catch {
            #expect("\(error.reason)".contains("no pattern writes a link to settings"))
        }
    }

    @Test func aLinkNoPatternReadsIsNoRouteAndABadParameterThrows() throws {
        #expect(try libraryPatterns.route(for: DeepLink(segments: ["books", "1", "extra"])) == nil)
        #expect(try libraryPatterns.route(for: DeepLink(segments: ["magazines", "1"])) == nil)
        #expect(throws: DeepLinkError.self) { try libraryPatterns.route(for: DeepLink(segments: ["books", "one"])) }
    }

    /// Every route a pattern writes reads back as the same route, from the link and from its URL.
    @Test func everyRouteWrittenReadsBack() throws {
        let names = ["Ada", "Grace Hopper", "a/b", "%41", "日本", ".", "?&=#"]
        for seed in 0..<UInt64(LongRuns.scaled(300)) {
            var random = SplitMix(seed: seed)
            let number = { Int(truncatingIfNeeded: random.next()) }
            let routes: [LibraryRoute] = [
                .shelves, .book(id: number()), .page(book: number(), page: number()),
                .author(name: names[Int(random.next() % UInt64(names.count))] + "\(random.next() % 10)"),
            ]
            for route in routes {
                let link = try libraryPatterns.link(for: route, query: seed.isMultiple(of: 2) ? ["from": "share"] : [:])
                #expect(try libraryPatterns.route(for: link) == route, "seed \(seed): \(link)")
                let url = try #require(link.url(scheme: "library"), "seed \(seed): \(link)")
                #expect(try libraryPatterns.route(for: DeepLink(url)) == route, "seed \(seed): \(url)")
            }
        }
    }
}
