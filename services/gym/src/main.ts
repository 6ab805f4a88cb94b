import { runService } from "@kumite/kit/service";
import { gymService } from "./service.ts";

await runService(gymService);
