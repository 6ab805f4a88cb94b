import { runService } from "@kumite/kit/service/run-service";
import { socialService } from "./service.ts";

await runService(socialService);
