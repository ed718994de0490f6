import Foundation
@_spi(Judge) @_spi(LiveWorld) import StandIns
import Testing

/// The watch on the shared notification centre charges a post to the test
/// whose task made it, and never charges the system's own posts (which, on
/// macOS, arrive on threads of their own) to any test.
@Suite("The notification centre's watch")
struct NotificationWatchTests {
    @Test("A post from a test's task is recorded in that test's world, whatever its name")
    func postFromTheTestsTask() {
        let world = World(name: "a post from the test's task")
        world.run {
            NotificationCenter.default.post(name: Notification.Name("Specimen.memberSignedIn"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("NSSpecimenPostedByCode"), object: nil)
        }
        #expect(
            world.contacts.map(\.description) == [
                "notification centre: posted \"Specimen.memberSignedIn\"",
                "notification centre: posted \"NSSpecimenPostedByCode\"",
            ])
    }

    @Test("A post the system makes on a thread of its own is counted against no test")
    func postFromOutside() async {
        let world = World(name: "a test running while the system posts")
        let name = "com.apple.specimen.systemPost"
        await world.run {
            // A thread of its own, as the system's posts come: no task, so no
            // test's world and no running test.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    NotificationCenter.default.post(name: Notification.Name(name), object: nil)
                    NotificationCenter.default.post(name: Notification.Name("NSSpecimenSystemPost"), object: nil)
                    done.resume()
                }.start()
            }
        }
        #expect(world.contacts.isEmpty)
        let strays = World.process.strayContacts.map(\.what)
        #expect(!strays.contains { $0.contains(name) || $0.contains("NSSpecimenSystemPost") })
    }
}
