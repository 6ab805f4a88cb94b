import { runService } from "@kumite/kit/service/run-service";
import { dojoService } from "./service.ts";

await runService(dojoService);
