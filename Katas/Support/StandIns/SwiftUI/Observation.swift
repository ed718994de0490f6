// `import SwiftUI` brings Observation with it, `@Observable` included; so
// does `import StandIns`, which stands in for it.
@_exported import Observation
