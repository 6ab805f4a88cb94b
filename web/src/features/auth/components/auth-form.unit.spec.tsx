import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { AuthForm } from "./auth-form.tsx";
import { LoadingScreen } from "./loading-screen.tsx";
import { findToast } from "@/testing/find-toast.ts";
import { settleLocale } from "@/testing/speak-portuguese.ts";

const renderForm = () => {
  const session = fakeSession();
  renderWithProviders(<AuthForm />, session);
  return { session, user: userEvent.setup({ delay: null }) };
};

/** Types a whole value at once (a paste): the sign-up form re-validates on every keystroke. */
const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};

const switchToSignUp = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Don't have an account? Create one" }));

/** The full sign-up form is the app's longest: filling it takes seconds on a busy machine. */
const LONG_FORM = { timeout: 15_000 };

describe("AuthForm", () => {
  it("starts on Sign In and toggles to Create Account, clearing the form", async () => {
    const { user } = renderForm();
    expect(screen.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await switchToSignUp(user);

    expect(screen.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    await user.type(screen.getByLabelText("Display name"), "Ana");

    await user.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));

    expect(screen.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Display name")).not.toBeInTheDocument();
    await switchToSignUp(user);
    expect(screen.getByLabelText("Display name")).toHaveValue("");
  });

  it("signs in: POSTs the credentials, logs the user in and says welcome back", async () => {
    const ana = sessionUser();
    const fetchMock = mockFetch({ "POST /api/auth/login": () => json(ana) });
    const { user, session } = renderForm();

    await user.type(screen.getByLabelText("Email"), " ana@example.com ");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await findToast("Welcome back!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/auth/login")).toEqual([
      { email: "ana@example.com", password: "secret-pass" },
    ]);
    expect(session.login).toHaveBeenCalledWith(ana);
  });

  it("shows 'Error' with the server's message when sign-in fails", async () => {
    mockFetch({ "POST /api/auth/login": () => json({ message: "Invalid email or password" }, { status: 401 }) });
    const { user, session } = renderForm();

    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });

  it("shows 'An error occurred' when the server gives no message", async () => {
    mockFetch({ "POST /api/auth/login": () => new Response(null, { status: 500, statusText: "Server Error" }) });
    const { user } = renderForm();

    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "whatever1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("An error occurred")).toBeInTheDocument();
  });

  it("requires email and password before signing in", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderForm();

    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(await screen.findByText("Email must be a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the sign-up fields with the server's rules", LONG_FORM, async () => {
    const fetchMock = mockFetch({});
    const { user } = renderForm();
    await switchToSignUp(user);

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Display name is required")).toBeInTheDocument();
    expect(screen.getByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Username"), "a b");
    await user.type(screen.getByLabelText("Password"), "short");
    expect(
      await screen.findByText("Username may use letters, digits, dots, dashes and underscores only"),
    ).toBeInTheDocument();
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Weight (kg)"), "251");
    expect(await screen.findByText("Weight must be at most 250 kg")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Latitude"), "38.7");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findAllByText("Latitude and longitude go together")).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs up with the full profile and says 'Account created!'", LONG_FORM, async () => {
    const ana = sessionUser();
    const fetchMock = mockFetch({ "POST /api/auth/register": () => json(ana, { status: 201 }) });
    const { user, session } = renderForm();
    await switchToSignUp(user);

    await fill(user, "Display name", "Ana de Souza");
    await fill(user, "Username", "ana_judo");
    await fill(user, "Email", "ana@example.com");
    await fill(user, "Password", "secret-pass");
    await user.click(screen.getByRole("combobox", { name: "Martial arts" }));
    await user.click(await screen.findByTitle("Judo"));
    await user.click(screen.getByRole("combobox", { name: "Skill level" }));
    await user.click(await screen.findByTitle("Advanced"));
    await user.click(screen.getByRole("checkbox", { name: "Competition" }));
    await user.click(screen.getByRole("checkbox", { name: "Tuesday" }));
    await fill(user, "Experience", "8 years");
    await fill(user, "Location", "Lisbon");
    await fill(user, "Bio", "Randori every Tuesday.");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await findToast("Account created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/auth/register")).toEqual([
      {
        displayName: "Ana de Souza",
        username: "ana_judo",
        email: "ana@example.com",
        password: "secret-pass",
        martialArts: ["Judo"],
        skillLevel: "Advanced",
        ageRange: null,
        trainingGoals: ["Competition"],
        availability: ["Tuesday"],
        experience: "8 years",
        location: "Lisbon",
        latitude: null,
        longitude: null,
        bio: "Randori every Tuesday.",
        rank: "",
        weightKg: null,
        giPreference: null,
        intensity: null,
      },
    ]);
    expect(session.login).toHaveBeenCalledWith(ana);
  });

  it("signs up with the combat-sports fields: rank, weight, gi preference and intensity", LONG_FORM, async () => {
    const fetchMock = mockFetch({ "POST /api/auth/register": () => json(sessionUser(), { status: 201 }) });
    const { user } = renderForm();
    await switchToSignUp(user);

    await fill(user, "Display name", "Ana");
    await fill(user, "Username", "ana");
    await fill(user, "Email", "a@b.co");
    await fill(user, "Password", "secret-pass");
    await fill(user, "Rank", "Brown belt");
    await fill(user, "Weight (kg)", "63.5");
    await user.click(screen.getByRole("combobox", { name: "Gi preference" }));
    await user.click(await screen.findByTitle("Gi and No-Gi"));
    await user.click(screen.getByRole("combobox", { name: "Training intensity" }));
    await user.click(await screen.findByTitle("Technical"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await findToast("Account created!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/auth/register")).toEqual([
      expect.objectContaining({ rank: "Brown belt", weightKg: 63.5, giPreference: "both", intensity: "technical" }),
    ]);
  });

  it("fills the coordinates from the browser's location", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 38.72, longitude: -9.14 } } as GeolocationPosition),
      },
    });
    const { user } = renderForm();
    await switchToSignUp(user);

    await user.click(screen.getByRole("button", { name: "Use my location" }));

    expect(await findToast("Location captured")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Latitude")).toHaveValue("38.72"));
    expect(screen.getByLabelText("Longitude")).toHaveValue("-9.14");
  });

  it("says when the location cannot be read", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: "denied" } as GeolocationPositionError),
      },
    });
    const { user } = renderForm();
    await switchToSignUp(user);

    await user.click(screen.getByRole("button", { name: "Use my location" }));

    expect(await screen.findByText("Location error")).toBeInTheDocument();
    expect(screen.getByText("Could not get your location. Please enter it manually.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Latitude")).toHaveValue(""));
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    setLocale("pt-BR");
    const { user } = renderForm();
    await settleLocale();

    expect(screen.getByRole("heading", { name: "Entrar" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("O e-mail é obrigatório")).toBeInTheDocument();
    expect(screen.getByText("A senha é obrigatória")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Não tem uma conta? Crie uma" }));
    expect(screen.getByRole("heading", { name: "Criar conta" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nome de usuário")).toBeInTheDocument();
  });

  it("says it is loading in Brazilian Portuguese once chosen", () => {
    setLocale("pt-BR");
    renderWithProviders(<LoadingScreen />);

    expect(screen.getByText("Carregando Kumite...")).toBeInTheDocument();
  });

  it("lets a visitor switch language before signing in, and remembers it", async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole("button", { name: "Português (Brasil)" }));

    expect(await screen.findByRole("heading", { name: "Entrar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Português (Brasil)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
    expect(localStorage.getItem("kumite.locale")).toBe("pt-BR");
  });
});
