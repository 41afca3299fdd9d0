// `make bench`: every figure is a ratio against a reference measured in this same run.
print("Treaty benchmarks (release build; medians of 7 runs after a warm-up)\n")
LoaderBench.run()
