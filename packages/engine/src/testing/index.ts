// Test support for Lantern's adapters: loopback servers and provider wire formats. Used by the
// engine's contract tests and benchmarks, and available to the API's run tests (outages, 429s).
export {
  startLoopbackServer,
  type LoopbackServer,
  type StubHandler,
  type StubReply,
  type StubRequest,
} from './loopback';
export * as wire from './wire';
