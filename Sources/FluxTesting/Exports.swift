// The test generator moved to its own library, FluxTestGeneration, which links no test
// framework (so that an app can ship `--emit-test`); FluxTesting re-exports it, so code that
// imports FluxTesting to use `ActionLogTestGenerator` keeps compiling.
@_exported import FluxTestGeneration
