#if os(Linux)
import Testing
import UIKitDouble

@MainActor
@Suite struct TabBarItemTests {
    @Test func aControllerMakesItsItemLazilyWithItsTitle() {
        let controller = screen("Orders")

        let item = controller.tabBarItem
        #expect(item?.title == "Orders")
        #expect(item?.image == nil)
        #expect(item?.badgeValue == nil)
        #expect(controller.tabBarItem === item, "made once")
    }

    @Test func settingTheTitleLaterRenamesTheItem() {
        let controller = screen("Orders")
        let item = controller.tabBarItem

        controller.title = "History"

        #expect(item?.title == "History")
    }

    @Test func anItemSetByTheAppIsKeptAndNilMakesAFreshOne() {
        let controller = screen("Orders")
        let custom = UITabBarItem(title: "Bag", image: UIImage(systemName: "bag"), tag: 4)

        controller.tabBarItem = custom
        #expect(controller.tabBarItem === custom)
        controller.tabBarItem = nil

        #expect(controller.tabBarItem !== custom)
        #expect(controller.tabBarItem.title == "Orders")
    }

    @Test func initializersSetTitleImagesAndTag() {
        let image = UIImage(systemName: "house")
        let selected = UIImage(systemName: "house.fill")

        let tagged = UITabBarItem(title: "Home", image: image, tag: 2)
        let toggling = UITabBarItem(title: "Home", image: image, selectedImage: selected)

        #expect(tagged.title == "Home" && tagged.image === image && tagged.tag == 2 && tagged.selectedImage == nil)
        #expect(toggling.image === image && toggling.selectedImage === selected && toggling.tag == 0)
    }

    @Test func aBadgeValueIsKeptAndClearedWithNil() {
        let controller = screen("Orders")

        controller.tabBarItem.badgeValue = "3"
        #expect(controller.tabBarItem.badgeValue == "3")
        controller.tabBarItem.badgeValue = nil

        #expect(controller.tabBarItem.badgeValue == nil)
    }

    @Test func itemsOfTabsBeyondTheFourthStayWithTheirControllersUnderMore() {
        let tabs = (1...6).map { screen("tab\($0)") }
        for (index, tab) in tabs.enumerated() {
            tab.tabBarItem.badgeValue = "\(index)"
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        let window = makeWindow(root: tabBarController)

        tabBarController.selectedIndex = 5

        #expect(tabBarController.selectedViewController === tabs[5])
        #expect(tabs[5].navigationController === tabBarController.moreNavigationController)
        #expect(tabs.map { $0.tabBarItem.badgeValue } == ["0", "1", "2", "3", "4", "5"])
        withExtendedLifetime(window) {}
    }
}

@Suite struct ImageTests {
    @Test func aSymbolImageKeepsItsName() throws {
        let image = try #require(UIImage(systemName: "cart.fill"))

        #expect(image.doubleSystemName == "cart.fill")
        #expect(image.doubleAssetName == nil)
    }

    @Test func anAssetImageKeepsItsName() throws {
        let image = try #require(UIImage(named: "Logo"))

        #expect(image.doubleAssetName == "Logo")
        #expect(image.doubleSystemName == nil)
    }

    @Test func anEmptyNameGivesNoImage() {
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(named: "") == nil)
    }
}
#endif
