import { runService } from "@kumite/kit/service";
import { socialService } from "./service.ts";

await runService(socialService);
