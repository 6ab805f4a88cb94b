import { runService } from "@kumite/kit/service";
import { identityService } from "./service.ts";

await runService(identityService);
