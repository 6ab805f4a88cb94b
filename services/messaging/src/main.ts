import { runService } from "@kumite/kit/service";
import { messagingService } from "./service.ts";

await runService(messagingService);
