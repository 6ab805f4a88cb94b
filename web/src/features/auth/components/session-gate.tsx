import type { ReactNode } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { AuthForm } from "./auth-form.tsx";
import { LoadingScreen } from "./loading-screen.tsx";

/** Signed-out visitors see only the sign-in / sign-up form (SPEC §1); signed-in users see the app. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AuthForm />;
  return children;
}
