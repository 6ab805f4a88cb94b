import { runService } from "@kumite/kit/service/run-service";
import { messagingService } from "./service.ts";

await runService(messagingService);
