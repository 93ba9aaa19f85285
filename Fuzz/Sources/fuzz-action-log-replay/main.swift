import FluxMoviesFuzzing
import Foundation
import FuzzDriver

// libFuzzer calls back on the main thread (no -fork/-jobs in scripts/fuzz.sh).
exit(
    FuzzDriver.run { bytes, count in
        MainActor.assumeIsolated { FuzzTargets.actionLogReplay(FuzzDriver.data(bytes, count)) }
        return 0
    })
