import { runService } from "@kumite/kit/service";
import { moderationService } from "./service.ts";

await runService(moderationService);
