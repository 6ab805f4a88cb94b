import { runService } from "@kumite/kit/service/run-service";
import { templateService } from "./service.ts";

await runService(templateService);
