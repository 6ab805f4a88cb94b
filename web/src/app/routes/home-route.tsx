import { POST_CATEGORIES, type PostCategory } from "@kumite/contracts/values";
import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root-route.tsx";

export interface HomeSearch {
  /** The feed's category filter; absent for all posts. */
  category?: PostCategory;
}

const isPostCategory = (value: unknown): value is PostCategory =>
  typeof value === "string" && (POST_CATEGORIES as readonly string[]).includes(value);

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    isPostCategory(search.category) ? { category: search.category } : {},
}).lazy(() => import("./home-route.lazy.tsx").then((module) => module.homeLazyRoute));
