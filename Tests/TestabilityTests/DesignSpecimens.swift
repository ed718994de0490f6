@_spi(LiveWorld) import StandIns
import Testability

/// Honest designs other than the workbook's reference ones, each a small
/// doubling "screen" whose dependency is a live printer in the app and a
/// stand-in of the test's own in a test. Each must be judged clean: the judge
/// asks for seams, not for one shape of seam.

/// A struct of closures: the dependency is a value with one closure per
/// operation, and a test swaps the one it needs.
struct PrinterClient: Sendable {
    var double: @Sendable (Int) -> Int

    static let live = PrinterClient { Printer.print($0) }
}

@MainActor
func structOfClosures(_ input: Int) -> Probe<Int> {
    let client = PrinterClient { $0 * 2 }
    return keeping { client.double(input) }
}

/// Task-local dependencies: the code reads its printer from a task-local
/// value, which the app leaves at its live default and a test binds for its
/// own task only.
enum Dependencies {
    @TaskLocal static var printer = PrinterClient.live
}

@MainActor
func taskLocalDependency(_ input: Int) -> Probe<Int> {
    keeping {
        Dependencies.$printer.withValue(PrinterClient { $0 * 2 }) { Dependencies.printer.double(input) }
    }
}

/// An enum kept as the API, with its dependency passed to its method rather
/// than reached from inside.
enum Doubling {
    case once

    func run(_ input: Int, printer: PrinterClient = .live) -> Int {
        printer.double(input)
    }
}

@MainActor
func enumWithItsDependencyPassedIn(_ input: Int) -> Probe<Int> {
    keeping { Doubling.once.run(input, printer: PrinterClient { $0 * 2 }) }
}

/// A plain view-model value: the screen's text computed from its input,
/// read straight off the value.
struct DoublingViewModel: Equatable {
    let shown: String

    init(_ input: Int) {
        shown = "\(input * 2)"
    }
}

@MainActor
func plainViewModelValue(_ input: Int) -> Probe<Int> {
    var viewModel: DoublingViewModel?
    return Probe(act: { viewModel = DoublingViewModel(input) }, observe: { Int(viewModel?.shown ?? "") ?? -1 })
}

/// A protocol where the reference design uses a closure.
protocol DoublingService {
    func double(_ input: Int) -> Int
}

struct FakeDoubler: DoublingService {
    func double(_ input: Int) -> Int { input * 2 }
}

@MainActor
struct ProtocolScreen {
    let service: any DoublingService
    private(set) var shown = 0

    mutating func tap(_ input: Int) { shown = service.double(input) }
}

@MainActor
func protocolWhereAClosureWouldDo(_ input: Int) -> Probe<Int> {
    var screen = ProtocolScreen(service: FakeDoubler())
    return Probe(act: { screen.tap(input) }, observe: { screen.shown })
}

/// A closure where the reference design uses a protocol.
@MainActor
struct ClosureScreen {
    var double: (Int) -> Int = { Printer.print($0) }
    private(set) var shown = 0

    mutating func tap(_ input: Int) { shown = double(input) }
}

@MainActor
func closureWhereAProtocolWouldDo(_ input: Int) -> Probe<Int> {
    var screen = ClosureScreen { $0 * 2 }
    return Probe(act: { screen.tap(input) }, observe: { screen.shown })
}

/// A value stored once in the driver and handed to both twins: shared, but
/// with no state a twin could change, so nothing passes between them.
private let storedInTheDriver = PrinterClient { $0 * 2 }

@MainActor
func valueStoredInTheDriver(_ input: Int) -> Probe<Int> {
    keeping { storedInTheDriver.double(input) }
}

/// A fixture kept as a value and copied into a local before use.
private let fixture = DoublingViewModel(0)

@MainActor
func fixtureCopiedIntoALocal(_ input: Int) -> Probe<Int> {
    var local = fixture
    return Probe(act: { local = DoublingViewModel(input) }, observe: { Int(local.shown) ?? -1 })
}

/// A sleep function where the reference design uses a clock: the code waits
/// through the function it is handed, and a test hands it one that returns
/// at once, so no real time passes.
@MainActor
struct DebouncedDoubler {
    var sleep: (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    private(set) var shown = 0

    mutating func type(_ input: Int) async {
        guard (try? await sleep(.seconds(2))) != nil else { return }
        shown = input * 2
    }
}

@MainActor
func sleepHandedIn(_ input: Int) -> Probe<Int> {
    var doubler = DebouncedDoubler { _ in }
    return Probe(act: { await doubler.type(input) }, observe: { doubler.shown })
}
