import { createMemoryHistory } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import { createAppRouter } from "@/app/router.ts";
import type { Session } from "@/shared/session/session-context.ts";
import { renderRouter } from "./render-router.tsx";

/**
 * The signed-in app (real routes and layout) at `path`, with a given session instead of the
 * check. Resolves once the router has rendered the layout (its header, role "banner").
 */
export async function renderRoutes(path: string, session: Session) {
  const rendered = renderRouter(createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) }), session);
  await screen.findByRole("banner");
  return rendered;
}
