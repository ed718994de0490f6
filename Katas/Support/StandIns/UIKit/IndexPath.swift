import Foundation

/// A stand-in for the rows and sections UIKit adds to Foundation's
/// `IndexPath`: a table view's row `row` of section `section`.
extension IndexPath {
    /// The path of row `row` in section `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section, the path's first index.
    public var section: Int { self[0] }

    /// The row within the section, the path's second index.
    public var row: Int { self[1] }
}
