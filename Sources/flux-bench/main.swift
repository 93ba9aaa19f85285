print("flux-bench: the benchmarks arrive with their issue")
