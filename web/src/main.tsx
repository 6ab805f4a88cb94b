import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadApp } from "@/app/app.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import "@/app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
preloadApp(queryClient);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
