export {
  defineService,
  type AggregateDefinitions,
  type BaseDeps,
  type ServiceDefinition,
  type ServiceDeps,
  type ServiceRoutes,
} from "./define-service.ts";
export { defineJob } from "./define-job.ts";
export type { MemberDataPart, MemberDataSource, MemberFile } from "./member-data.ts";
export { runService } from "./run-service.ts";
export { BENCH_WITHOUT_BLOCK_RULE, startService } from "./start-service.ts";
