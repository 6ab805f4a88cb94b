import { createMemoryReadStore } from "../../src/read-store/memory.ts";
import { readStoreBehaviour } from "./behaviour.ts";

readStoreBehaviour("memory", async () => createMemoryReadStore());
