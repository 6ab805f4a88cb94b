import { runService } from "@kumite/kit/service/run-service";
import { identityService } from "./service.ts";

await runService(identityService);
