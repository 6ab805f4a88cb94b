import { runService } from "@kumite/kit/service/run-service";
import { moderationService } from "./service.ts";

await runService(moderationService);
