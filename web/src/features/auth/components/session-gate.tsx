import type { ReactNode } from "react";
import { lazyComponent } from "@/shared/components/lazy-component.tsx";
import { useSavedCache } from "@/shared/offline/use-saved-cache.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { LoadingScreen } from "./loading-screen.tsx";

// Only signed-out visitors see the form, and antd's Form (with its validator) is most of its code:
// it loads once the session check finds no user, so a signed-in member's first page never downloads it.
const AuthForm = lazyComponent(() => import("./auth-form.tsx").then((module) => module.AuthForm));

/** Starts loading the sign-in form's code; app.tsx calls it as soon as the session check finds no user. */
export const preloadAuthForm = () => AuthForm.preload();

/** Signed-out visitors see only the sign-in / sign-up form (SPEC §1); signed-in users see the app. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const savedCacheReady = useSavedCache(user?.id ?? null);
  if (isLoading || !savedCacheReady) return <LoadingScreen />;
  if (!user) return <AuthForm fallback={<LoadingScreen />} />;
  return children;
}
