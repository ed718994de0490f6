import Observation
@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testing

/// The SwiftUI stand-in behaves as SwiftUI does where Kata 7 relies on it:
/// state kept and rendered again, tasks started and cancelled with the
/// view, work landing in the world of the test that showed it, and a
/// missing environment object said in SwiftUI's words.
@MainActor
@Suite("The SwiftUI stand-in")
struct SwiftUIStandInTests {
    @Test("A tap that changes @State shows on the next read, and the state outlives the view's value")
    func stateRenderedAgain() throws {
        let host = UIHostingController(rootView: Counter())
        #expect(try host.texts == ["Tapped 0 times"])
        try host.find(button: "Tap").tap()
        try host.find(button: "Tap").tap()
        #expect(try host.texts == ["Tapped 2 times"])
        host.rootView = Counter()
        #expect(try host.texts == ["Tapped 2 times"])
    }

    @Test("A child view that body makes again keeps its @State where it stands; a row's, by its id")
    func childStateKept() throws {
        let host = UIHostingController(rootView: Rows(ids: ["a", "b"]))
        try host.find(viewWithId: "b").find(button: "Tap").tap()
        #expect(try host.rows.map { try $0.texts } == [["Tapped 0 times"], ["Tapped 1 times"]])
        host.rootView = Rows(ids: ["b", "a"])
        #expect(try host.rows.map { try $0.texts } == [["Tapped 1 times"], ["Tapped 0 times"]])
    }

    @Test("appear() returns once .task has ended; disappear() cancels it")
    func taskAwaitedAndCancelled() async throws {
        let gate = TaskGate()
        let loaded = UIHostingController(rootView: Loader(gate: nil))
        try await loaded.appear()
        #expect(try loaded.texts == ["Loaded"])
        let held = UIHostingController(rootView: Loader(gate: gate))
        try held.show()
        #expect(try held.texts == ["Loading…"])
        await gate.untilWaiting()
        held.disappear()
        gate.open()
        try await held.untilTasksEnd()
        #expect(try held.texts == ["Cancelled"])
    }

    @Test(".onAppear runs once each time the view appears, not on a render in between")
    func onAppearOncePerAppearance() async throws {
        let host = UIHostingController(rootView: Greeted())
        try await host.appear()
        try host.find(button: "Tap").tap()
        #expect(try host.texts == ["Appeared 1 times, tapped 1"])
        host.disappear()
        try await host.appear()
        #expect(try host.texts == ["Appeared 2 times, tapped 1"])
    }

    @Test(".task(id:) runs again, the last run cancelled, when its id changes")
    func taskWithAnID() async throws {
        let host = UIHostingController(rootView: Searching(query: "dune"))
        try await host.appear()
        #expect(try host.texts == ["Searched dune"])
        host.rootView = Searching(query: "emma")
        try await host.untilTasksEnd()
        #expect(try host.texts == ["Searched emma"])
    }

    @Test("What a view's .task reaches lands in the world of the test that showed the view")
    func taskContactInTheTestsWorld() async throws {
        let world = World(name: "a test that shows a view")
        try await world.run {
            try await UIHostingController(rootView: Contacting()).appear()
        }
        #expect(world.contacts.map(\.description) == ["library: GET /loans"])
        #expect(!World.process.contacts.contains { $0.what == "GET /loans" })
    }

    @Test("An @Observable object no ancestor put in the environment stops the render, in SwiftUI's words")
    func missingEnvironmentObject() throws {
        let host = UIHostingController(rootView: NeedsModel())
        let error = #expect(throws: InspectionError.self) { try host.texts }
        #expect(
            error?.description
                == "No Observable object of type Model found. A View.environment(_:) for Model may be missing as an "
                + "ancestor of this view.")
        let provided = UIHostingController(
            rootView: Rows(ids: ["a"]).environment(Model()).environment(\.greeting, "Hi"))
        #expect(try provided.rows.map { try $0.texts } == [["Tapped 0 times"]])
        let shown = UIHostingController(
            rootView: List { NeedsModel() }.environment(Model()).environment(\.greeting, "Hi"))
        #expect(try shown.texts == ["Hi, 0"])
    }

    @Test("A change Observation is not told of leaves the screen as it was, as on a phone")
    func unobservedChange() throws {
        let model = Model()
        let host = UIHostingController(rootView: NeedsModel().environment(model))
        #expect(try host.texts == ["Hello, 0"])
        model.hidden = 5
        #expect(try host.texts == ["Hello, 0"])
        model.count = 1
        #expect(try host.texts == ["Hello, 6"])
    }
}

private struct Greeted: View {
    @State private var appeared = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Appeared \(appeared) times, tapped \(taps)")
            Button("Tap") { taps += 1 }
        }
        .onAppear { appeared += 1 }
    }
}

private struct Counter: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Tapped \(taps) times")
            Button("Tap") { taps += 1 }
        }
    }
}

private struct Rows: View {
    let ids: [String]

    var body: some View {
        List {
            ForEach(ids, id: \.self) { _ in Counter() }
        }
    }
}

private struct Loader: View {
    let gate: TaskGate?
    @State private var said = "Loading…"

    var body: some View {
        Text(said).task {
            await gate?.wait()
            said = Task.isCancelled ? "Cancelled" : "Loaded"
        }
    }
}

private struct Searching: View {
    let query: String
    @State private var said = ""

    var body: some View {
        Text(said).task(id: query) { said = "Searched \(query)" }
    }
}

private struct Contacting: View {
    var body: some View {
        EmptyView().task {
            World.current.record(Contact("library", via: "LibraryClient.shared", "GET /loans"))
        }
    }
}

@MainActor
@Observable
private final class Model {
    var count = 0
    @ObservationIgnored var hidden = 0
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct NeedsModel: View {
    @Environment(Model.self) private var model
    @Environment(\.greeting) private var greeting

    var body: some View {
        Text("\(greeting), \(model.count + model.hidden)")
    }
}

/// A door a task waits at until the test opens it.
@MainActor
private final class TaskGate {
    private var waiting: CheckedContinuation<Void, Never>?
    private var watcher: CheckedContinuation<Void, Never>?

    func wait() async {
        await withCheckedContinuation { continuation in
            waiting = continuation
            watcher?.resume()
            watcher = nil
        }
    }

    func untilWaiting() async {
        guard waiting == nil else { return }
        await withCheckedContinuation { watcher = $0 }
    }

    func open() {
        waiting?.resume()
        waiting = nil
    }
}
