import { defineConfig } from "tsup";
import { processBuild } from "../../infra/build/tsup-process.ts";

export default defineConfig(processBuild);
