// The workbook runs where `swift test` runs: on a Mac or on Linux. Its UIKit
// is a stand-in, so a build for an iPhone, an iPad, a TV, a watch or a Vision
// Pro stops here, at once, with one message that says what to choose.

#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    #error(
        "The workbook runs on your Mac, not on a device or a simulator: in Xcode, choose the destination My Mac (Product > Destination > My Mac), or run swift test in Terminal."
    )
#endif
