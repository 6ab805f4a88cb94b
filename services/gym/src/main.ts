import { runService } from "@kumite/kit/service/run-service";
import { gymService } from "./service.ts";

await runService(gymService);
