import { runService } from "@kumite/kit/service";
import { dojoService } from "./service.ts";

await runService(dojoService);
