import Benchmark
let benchmarks: @Sendable () -> Void = {
    Benchmark("floor") { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }
}
