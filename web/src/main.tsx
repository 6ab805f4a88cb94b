import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadApp } from "@/app/app.tsx";
import { connectivity } from "@/shared/api/connectivity.ts";
import { createQueryClient } from "@/shared/api/query-client.ts";
import { registerServiceWorker } from "@/shared/offline/register-service-worker.ts";
import "@/app/global.css";

// zod (contracts' schemas, loaded with the auth form) probes `new Function` to compile faster
// parsers. The gateway's CSP forbids eval (gateway/src/security-headers.ts) and Chromium reports even
// that caught probe as a violation, so zod is told not to try: its `config({ jitless: true })`, set
// where zod reads it, without importing zod into the first page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

connectivity.start();
const queryClient = createQueryClient();
preloadApp(queryClient);

// A transition: the first render (providers, loading screen) yields to the session check's answer,
// so a signed-in member's app starts downloading during it rather than after it.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);

// Once the page has loaded and settled: the service worker's precache (every screen's code, about
// 2 MB) must not compete with the first screen, nor with the member's first taps, on a slow phone.
const AFTER_LOAD_MS = 5000;
const registerWhenIdle = () =>
  setTimeout(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void registerServiceWorker(), { timeout: 5000 });
    else void registerServiceWorker();
  }, AFTER_LOAD_MS);
if (document.readyState === "complete") registerWhenIdle();
else window.addEventListener("load", registerWhenIdle, { once: true });
