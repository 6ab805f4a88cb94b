import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadApp } from "@/app/app.tsx";
import { createQueryClient } from "@/shared/api/query-client.ts";
import "@/app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

// An answered session check (index.html preloads it) starts the signed-in app's download before the
// first render occupies the main thread; a slow one does not hold the loading screen back.
void Promise.race([preloadApp(queryClient), new Promise((resolve) => setTimeout(resolve, 50))]).then(render);
