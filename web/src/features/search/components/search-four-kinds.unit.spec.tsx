import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dojoView, gymView, trainingEventView, userView } from "@/testing/fixtures.ts";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { found, openSearch, searchRoutes } from "../testing/open-search.ts";

// What the server answers for "sao paulo": each list ranked best first (not by name), each result
// with the normalized words that matched, accents stripped.
const SAO_PAULO = ["sao", "paulo"];
const answers = {
  users: [
    found(userView({ id: "u-2", displayName: "Paulo Souza", location: "Rio", martialArts: ["Judo"] }), ["paulo"]),
    found(userView({ id: "u-1", displayName: "Ana Lima", location: "São Paulo", martialArts: ["Judo"] }), SAO_PAULO),
  ],
  dojos: [
    found(dojoView({ id: "d-2", name: "Dojo São Paulo", martialArts: ["Karate"], location: "Centro" }), SAO_PAULO),
    found(dojoView({ id: "d-1", name: "Academia Paulista", martialArts: [], location: "Santos" }), ["paulista"]),
  ],
  gyms: [
    found(
      gymView({ id: "g-7", name: "Academia Fênix", address: "Rua Augusta 10, São Paulo", martialArts: ["Judo"] }),
      SAO_PAULO,
    ),
    found(gymView({ id: "g-3", name: "Alpha Gym", address: "Paulo Afonso", martialArts: [] }), ["paulo"]),
  ],
  events: [
    found(
      trainingEventView({ id: "e-4", title: "Treino São Paulo", dojoId: "d-2", dojo: { name: "Dojo SP" } }),
      SAO_PAULO,
    ),
    found(
      trainingEventView({
        id: "e-1",
        title: "Randori",
        dojoId: "d-1",
        dojo: { name: "Paulo's dojo" },
      }),
      ["paulo"],
    ),
  ],
};

const marks = (element: HTMLElement) => Array.from(element.querySelectorAll("mark"), (mark) => mark.textContent);

describe("the search dialog's four kinds", () => {
  it("lists users, dojos, gyms and events under their headings, each in the server's order, each opening its page", async () => {
    const { user, dialog, router } = await openSearch(searchRoutes("sao paulo", answers));
    await user.keyboard("sao paulo");

    const section = async (name: string) => within(await dialog.findByRole("region", { name }));
    const names = (links: HTMLElement[]) => links.map((link) => link.querySelector("strong")?.textContent);
    const users = (await section("Users (2)")).getAllByRole("link");
    expect(names(users)).toEqual(["Paulo Souza", "Ana Lima"]);
    expect(users.map((link) => link.getAttribute("href"))).toEqual(["/profile/u-2", "/profile/u-1"]);
    const dojos = (await section("Dojos (2)")).getAllByRole("link");
    expect(names(dojos)).toEqual(["Dojo São Paulo", "Academia Paulista"]);
    const gyms = (await section("Gyms (2)")).getAllByRole("link");
    expect(names(gyms)).toEqual(["Academia Fênix", "Alpha Gym"]);
    expect(gyms.map((link) => link.getAttribute("href"))).toEqual(["/gyms?gymId=g-7", "/gyms?gymId=g-3"]);
    expect(within(gyms[0]!).getByText(/Judo • Rua Augusta 10,/)).toBeInTheDocument();
    const events = (await section("Events (2)")).getAllByRole("link");
    expect(names(events)).toEqual(["Treino São Paulo", "Randori"]);
    expect(events.map((link) => link.getAttribute("href"))).toEqual(["/events?dojoId=d-2", "/events?dojoId=d-1"]);
    expect(within(events[0]!).getByText(/• Dojo SP$/)).toBeInTheDocument();
    expect(dialog.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Users (2)",
      "Dojos (2)",
      "Gyms (2)",
      "Events (2)",
    ]);

    await user.click(gyms[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe("/gyms"));
    expect(router.state.location.search).toEqual({ gymId: "g-7" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search Kumite" })).not.toBeInTheDocument());
  });

  it("marks the words that matched, whatever their accents: 'sao paulo' marks São Paulo", async () => {
    const { user, dialog } = await openSearch(searchRoutes("sao paulo", answers));
    await user.keyboard("sao paulo");

    const ana = within(await dialog.findByRole("region", { name: "Users (2)" })).getAllByRole("link")[1]!;
    expect(marks(ana)).toEqual(["São", "Paulo"]);
    expect(within(ana).getByText("São").tagName).toBe("MARK");
    const [dojo] = within(dialog.getByRole("region", { name: "Dojos (2)" })).getAllByRole("link");
    expect(marks(dojo!)).toEqual(["São", "Paulo"]);
    const [fenix, alpha] = within(dialog.getByRole("region", { name: "Gyms (2)" })).getAllByRole("link");
    // In the address as in the name; "Academia Fênix" itself did not match.
    expect(marks(fenix!)).toEqual(["São", "Paulo"]);
    expect(marks(alpha!)).toEqual(["Paulo"]);
    const [treino] = within(dialog.getByRole("region", { name: "Events (2)" })).getAllByRole("link");
    expect(marks(treino!)).toEqual(["São", "Paulo"]);
    // A link is still named by its whole text, the marks inside it.
    expect(ana).toHaveAccessibleName(/^Ana Lima Judo • São Paulo/);
  });

  it("says under its heading when one kind found nothing, a failed answer included", async () => {
    const routes = searchRoutes("fenix", { gyms: [answers.gyms[0]] });
    routes["GET /api/dojo-events?search=fenix"] = () => new Response("", { status: 503 });
    const { user, dialog } = await openSearch(routes);
    await user.keyboard("fenix");

    expect(await dialog.findByRole("region", { name: "Gyms (1)" })).toBeInTheDocument();
    expect(within(dialog.getByRole("region", { name: "Users (0)" })).getByText("No users found")).toBeInTheDocument();
    expect(within(dialog.getByRole("region", { name: "Dojos (0)" })).getByText("No dojos found")).toBeInTheDocument();
    expect(within(dialog.getByRole("region", { name: "Events (0)" })).getByText("No events found")).toBeInTheDocument();
  });

  it("shows at most 5 of each kind, the heading counting all found", async () => {
    const gyms = Array.from({ length: 7 }, (_, index) => found(gymView({ id: `g-${index}`, name: `Gym ${index}` })));
    const events = Array.from({ length: 6 }, (_, index) =>
      found(trainingEventView({ id: `e-${index}`, title: `Open mat ${index}` })),
    );
    const { user, dialog } = await openSearch(searchRoutes("open", { gyms, events }));
    await user.keyboard("open");

    expect(within(await dialog.findByRole("region", { name: "Gyms (7)" })).getAllByRole("link")).toHaveLength(5);
    expect(within(dialog.getByRole("region", { name: "Events (6)" })).getAllByRole("link")).toHaveLength(5);
  });

  it("reads the new sections and their empty states in Brazilian Portuguese", async () => {
    const { user, dialog } = await openSearch(searchRoutes("fenix", { gyms: [answers.gyms[0]] }));
    await speakPortuguese();
    await user.keyboard("fenix");

    expect(await dialog.findByRole("heading", { name: "Academias (1)" })).toBeInTheDocument();
    expect(dialog.getByRole("heading", { name: "Eventos (0)" })).toBeInTheDocument();
    expect(dialog.getByText("Nenhum usuário encontrado")).toBeInTheDocument();
    expect(dialog.getByText("Nenhum dojo encontrado")).toBeInTheDocument();
    expect(dialog.getByText("Nenhum evento encontrado")).toBeInTheDocument();
    expect(dialog.getByRole("textbox", { name: "Termo de busca" })).toHaveAccessibleDescription(
      "Use as setas para cima e para baixo para percorrer os resultados e Enter para abrir um deles.",
    );
  });
});
