@_spi(Judge) import StandIns
import Testing

@testable import Kata5Solution

/// The reference app's own wiring, checked on its own: the live server's
/// adapter, which the unit scenarios rightly replace with a server of the
/// test's own. These checks run the Solutions against the live stand-in of
/// the garden's server, in a world of their own, and judge no testability.
/// A server that opens a session for anyone, at once.
@MainActor
private struct OpensAtOnce: AccountServer {
    func openSession(for credentials: Credentials) async throws(SignInFailure) -> Session {
        Session(token: "token-1", memberId: "member-1")
    }
}

@MainActor
@Suite("Kata 5 · The app's wiring, as the Solutions ship it")
struct AppWiring {
    private let rosa = try? Credentials(email: "rosa@plotline.example", password: "marigold-9")

    @Test(
        "The live server's adapter opens a session only for a 201 that carries a token and a member id",
        arguments: [
            (HTTPResponse(status: 201, fields: ["token": "t", "memberId": "m"]), true),
            (HTTPResponse(status: 200, fields: ["token": "t", "memberId": "m"]), false),
            (HTTPResponse(status: 201, fields: ["memberId": "m"]), false),
            (HTTPResponse(status: 201, fields: ["token": "t"]), false),
            (HTTPResponse(status: 401, fields: ["reason": "no member matches"]), false),
        ])
    func adapterAccepts(response: HTTPResponse, opensASession: Bool) throws {
        let credentials = try #require(rosa)
        let result = PlotlineAccountServer.session(from: .success(response), for: credentials)
        if opensASession {
            #expect(result == .success(Session(token: "t", memberId: "m")))
        } else {
            #expect(result == .failure(.rejected(email: "rosa@plotline.example")))
        }
    }

    @Test("The live server's adapter reports a server it cannot reach as unreachable")
    func adapterUnreachable() throws {
        let credentials = try #require(rosa)
        let result = PlotlineAccountServer.session(
            from: .failure(.cannotConnect(host: "api.plotline.example")), for: credentials)
        #expect(result == .failure(.unreachable))
    }

    @Test("By default the app signs in with the garden's live server")
    func liveServer() async throws {
        let credentials = try #require(rosa)
        let world = World(name: "the app's own server")
        try await world.run {
            let session = try await PlotlineAccountServer().openSession(for: credentials)
            #expect(world.contacts.map(\.description) == ["network: POST api.plotline.example/sessions"])
            #expect(session == Session(token: "session-member-104", memberId: "member-104"))
        }
    }

    @Test("The live server posts to the address it is given")
    func liveServerAddress() async throws {
        let credentials = try #require(rosa)
        let world = World(name: "the garden's staging server")
        await world.run {
            _ = try? await PlotlineAccountServer(address: "https://staging.plotline.example").openSession(
                for: credentials)
            #expect(world.contacts.map(\.description) == ["network: POST staging.plotline.example/sessions"])
        }
    }

    @Test("The app as shipped signs in with the garden's production server, and announces on no shared centre")
    func shippedServer() async throws {
        let credentials = try #require(rosa)
        let world = World(name: "the app's own server, through the app")
        await world.run {
            try? await GardenAppDelegate().api.signIn(credentials)
            // The app as shipped looks at its window when it starts, as an app does.
            #expect(
                world.contacts.map(\.description) == [
                    "window: looked at the app's window", "network: POST api.plotline.example/sessions",
                ])
        }
    }

    @Test("Each app delegate hears its own API only: a sign-in in one takes no other to the plots")
    func ownNotifications() async throws {
        let credentials = try #require(rosa)
        try await World(name: "two apps side by side").run {
            let signingIn = GardenAppDelegate(window: UIWindow(), server: OpensAtOnce())
            let bystander = GardenAppDelegate(window: UIWindow(), server: OpensAtOnce())
            signingIn.applicationDidFinishLaunching(.shared)
            bystander.applicationDidFinishLaunching(.shared)
            try await signingIn.api.signIn(credentials)
            #expect(signingIn.memberId == "member-1")
            #expect(bystander.memberId == nil)
            #expect(bystander.window?.rootViewController is SignInViewController)
        }
    }

    @Test("The app launched as shipped shows the sign-in screen on the app's window")
    func launch() {
        World(name: "the app as shipped").run {
            let app = GardenAppDelegate()
            app.applicationDidFinishLaunching(.shared)
            #expect(UIApplication.shared.keyWindow.rootViewController is SignInViewController)
        }
    }
}
