import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadApp } from "@/app/app.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import "@/app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

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
