import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// A link cannot put a value in the state that saving cannot write, and when a route cannot be
// saved the error names it (issue 40, finding 4).

private enum PriceRoute: Route, Codable {
    case list, price(Double)
}

private final class Prices: Coordinator<PriceRoute>, RestorableCoordinator {
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let match = link.match("/price/:value") {
            show(.price(try match.parameter("value", as: Double.self)))
            return .handled
        }
        if let match = link.match("/search"), let limit = try match.query("max", as: Double.self) {
            show(.price(limit))
            return .handled
        }
        return try super.handle(link)
    }
}

@MainActor
@Suite struct NonFiniteLinkNumbersAreBadParameters {
    @Test(arguments: ["nan", "NaN", "inf", "-inf", "infinity", "1e309", "-1e309"])
    func aNonFiniteDoubleParameterIsRefused(_ value: String) throws {
        let navigator = Navigator()
        navigator.start(Prices())
        let before = navigator.state

        #expect(throws: DeepLinkError(link: "/price/\(value)", reason: .badParameter(name: "value", value: value, expected: "finite Double"))) {
            try navigator.open(DeepLink(segments: ["price", value]))
        }
        #expect(navigator.state == before)
        #expect(try navigator.savedData(coordinators: CoordinatorTypes().registering(Prices.self, as: "prices") { _ in Prices() }).isEmpty == false)
    }

    @Test(arguments: ["nan", "inf", "1e309"])
    func aNonFiniteQueryItemIsRefused(_ value: String) throws {
        let match = try #require(DeepLink(segments: ["search"], query: ["max": value]).match("/search"))
        #expect(throws: DeepLinkError.self) { try match.query("max", as: Double.self) }
        #expect(throws: DeepLinkError.self) { try match.query("max", as: Float.self) }
    }

    @Test(arguments: ["12.5", "-0", "1e308", "0.000001"])
    func aFiniteDoubleParameterIsRead(_ value: String) throws {
        let match = try #require(DeepLink(segments: ["price", value]).match("/price/:value"))
        #expect(try match.parameter("value", as: Double.self) == Double(value))
    }
}

@MainActor
@Suite struct ARouteThatCannotBeSavedIsNamed {
    @Test func savingAStateWithANonFiniteRouteNamesTheRoute() throws {
        let navigator = Navigator()
        let prices = Prices()
        navigator.start(prices)
        prices.show(.price(.nan))   // by code: the app's own value
        let coordinators = CoordinatorTypes().registering(Prices.self, as: "prices") { _ in Prices() }

        do {
            _ = try navigator.savedData(coordinators: coordinators)
            Issue.record("saved")
        } catch {
            guard case .routeNotEncodable(let route, _) = error else { Issue.record("\(error)"); return }
            #expect(route == "price(nan)")
            #expect(!error.description.contains("corrupt"))
        }
        #expect(throws: RestorationError.self) { try navigator.state.encoded() }

        prices.pop()   // once the screen leaves, saving works again
        #expect(throws: Never.self) { try navigator.savedData(coordinators: coordinators) }
    }
}
