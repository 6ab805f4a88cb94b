// What an integration test runs on the real NATS and Redis that infra/test/global-setup.ts
// provides (their addresses are declared in provided-context.ts): a service as it runs, connections
// of its own, and a proxy that drops acknowledgements.
export { startAckDroppingProxy, type AckDroppingProxy } from "./ack-dropping-proxy.ts";
export { startSlowJetStreamProxy, type SlowJetStreamProxy } from "./slow-jetstream-proxy.ts";
export { testConnections, testNatsUrl, useFileNats, type TestConnections } from "./connections.ts";
export {
  newRegistration,
  startTestService,
  TEST_ACTOR_SECRET,
  type Caller,
  type TestMember,
  type TestService,
} from "./service-harness.ts";
