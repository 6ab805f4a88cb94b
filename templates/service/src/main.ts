import { runService } from "@kumite/kit/service";
import { templateService } from "./service.ts";

await runService(templateService);
