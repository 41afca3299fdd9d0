// `make bench`: every figure is a ratio against a reference measured in this same run.
print("Treaty benchmarks (release build; medians of repeated runs after a warm-up)\n")
LoaderBench.run()
print()
runDiffBench()
print()
runStubBench()
