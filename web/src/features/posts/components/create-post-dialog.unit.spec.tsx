import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { fakeXhr } from "@/testing/fake-xhr.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { postView } from "@/testing/post-fixtures.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { CreatePostDialog } from "./create-post-dialog.tsx";

const me = sessionUser({ id: "me" });

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <CreatePostDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const render = (onClose?: () => void) => renderWithProviders(<Harness onClose={onClose} />, fakeSession(me));
const postButton = () => screen.getByRole("button", { name: "Post" });
const contentField = () => screen.getByLabelText("Content");

async function chooseCategory(user: UserEvent, category: string) {
  await user.click(screen.getByRole("combobox", { name: "Category" }));
  await user.click(await screen.findByTitle(category));
}

const video = (name: string, size?: number) => {
  const file = new File(["not really a video"], name, { type: "video/mp4" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Fills the title, content and category as a person would, then presses Post. */
async function submitPost(user: UserEvent, title: string, content: string, category: string) {
  await user.type(await screen.findByLabelText("Title (optional)"), title);
  await user.type(contentField(), content);
  await chooseCategory(user, category);
  await user.click(postButton());
}

/**
 * antd's own Portuguese texts load when the language is chosen, and the app re-renders with them:
 * wait for that before acting, so the screen under test is the settled one.
 */
const settleLocale = () => act(async () => void (await import("antd/locale/pt_BR")));
/** The dialog re-renders on every typed character: typing takes seconds on a busy machine. */
const TYPING = { timeout: 15_000 };

describe("the create-post dialog", TYPING, () => {
  it("keeps Post disabled until there is content (trimmed) and a category", async () => {
    const user = userEvent.setup();
    render();

    expect(await screen.findByRole("dialog", { name: "Create Post" })).toBeInTheDocument();
    expect(postButton()).toBeDisabled();
    await user.type(contentField(), "   ");
    await chooseCategory(user, "Judo");
    expect(postButton()).toBeDisabled();
    await user.type(contentField(), "Uchi mata entries");
    expect(postButton()).toBeEnabled();
  });

  it("posts title, content, category and the author's id, says 'Post created!', closes and resets", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const fetchMock = mockFetch({ "POST /api/posts": () => json(postView(), { status: 201 }) });
    render(onClose);

    await submitPost(user, "  Hip escapes  ", " Shrimp to the wall. ", "Brazilian Jiu-Jitsu");

    // The toast and the live region that announces it both say it.
    expect(await screen.findAllByText("Post created!")).not.toHaveLength(0);
    expect(sentBodies(fetchMock, "POST", "/api/posts")).toEqual([
      { title: "Hip escapes", content: "Shrimp to the wall.", category: "Brazilian Jiu-Jitsu", authorId: "me" },
    ]);
    expect(onClose).toHaveBeenCalledOnce();

    await user.click(screen.getByRole("button", { name: "Open dialog" }));
    await waitFor(() => expect(contentField()).toHaveValue(""));
    expect(screen.getByLabelText("Title (optional)")).toHaveValue("");
    expect(postButton()).toBeDisabled();
  });

  it("leaves out a blank title and shows the error toast when the post fails, staying open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const fetchMock = mockFetch({ "POST /api/posts": () => json({ message: "Redis is down" }, { status: 500 }) });
    render(onClose);

    await submitPost(user, "   ", "Osu", "Training Tips");

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to create post. Please try again.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/posts")).toEqual([
      { content: "Osu", category: "Training Tips", authorId: "me" },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(contentField()).toHaveValue("Osu");
  });

  it("uploads attachments (ticket, then PUT with progress) and posts their URLs", async () => {
    const user = userEvent.setup();
    let ticket = 0;
    const fetchMock = mockFetch({
      "POST /api/objects/upload": () => {
        ticket += 1;
        return json({ uploadURL: `/api/objects/uploads/u${ticket}`, objectURL: `/api/objects/u${ticket}` });
      },
      "POST /api/posts": () => json(postView(), { status: 201 }),
    });
    const puts = fakeXhr(201);
    render();

    await user.upload(fileInput(), [video("kata.mp4"), video("randori.mp4")]);

    expect(await screen.findAllByText("Files uploaded successfully")).not.toHaveLength(0);
    expect(sentBodies(fetchMock, "POST", "/api/objects/upload")).toEqual([{}, {}]);
    expect(puts.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "PUT /api/objects/uploads/u1",
      "PUT /api/objects/uploads/u2",
    ]);
    expect(puts[0]?.headers).toMatchObject({ "content-type": "video/mp4", "if-none-match": "*" });

    await user.type(contentField(), "Two clips");
    await chooseCategory(user, "Karate");
    await user.click(postButton());

    // The toast and the live region that announces it both say it.
    expect(await screen.findAllByText("Post created!")).not.toHaveLength(0);
    expect(sentBodies(fetchMock, "POST", "/api/posts")).toEqual([
      { content: "Two clips", category: "Karate", authorId: "me", attachments: ["/api/objects/u1", "/api/objects/u2"] },
    ]);
  });

  it("refuses a sixth file before uploading it", async () => {
    const user = userEvent.setup();
    let ticket = 0;
    const fetchMock = mockFetch({
      "POST /api/objects/upload": () => {
        ticket += 1;
        return json({ uploadURL: `/api/objects/uploads/u${ticket}`, objectURL: `/api/objects/u${ticket}` });
      },
    });
    // The uploads never finish: their success toast would replace the refusal (one toast at a time).
    const puts = fakeXhr(201, { hold: true });
    render();

    await user.upload(
      fileInput(),
      ["1", "2", "3", "4", "5", "6"].map((n) => video(`clip-${n}.mp4`)),
    );

    expect(await screen.findByText("Too many files")).toBeInTheDocument();
    expect(screen.getByText("A post can have at most 5 attachments.")).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(5));
    expect(sentBodies(fetchMock, "POST", "/api/objects/upload")).toHaveLength(5);
    expect(within(screen.getByRole("dialog")).queryByText("clip-6.mp4")).not.toBeInTheDocument();
  });

  it("refuses a file over 50 MB before uploading anything", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    const puts = fakeXhr(201);
    render();

    await user.upload(fileInput(), video("whole-seminar.mp4", 50 * 1024 * 1024 + 1));

    expect(await screen.findByText("File too large")).toBeInTheDocument();
    expect(screen.getByText("whole-seminar.mp4 is larger than 50 MB.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(puts).toHaveLength(0);
  });

  it("reads Brazilian Portuguese once chosen, the categories' labels included, and still sends the value", async () => {
    setLocale("pt-BR");
    const user = userEvent.setup();
    const fetchMock = mockFetch({ "POST /api/posts": () => json(postView(), { status: 201 }) });
    render();
    await settleLocale();

    expect(await screen.findByRole("dialog", { name: "Criar publicação" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    await user.click(screen.getByLabelText("Conteúdo"));
    await user.paste("Qual o melhor pós-treino?");
    await user.click(screen.getByRole("combobox", { name: "Categoria" }));
    expect(await screen.findByTitle("Artes marciais")).toBeInTheDocument();
    await user.click(await screen.findByTitle("Nutrição e dieta"));
    await user.click(screen.getByRole("button", { name: "Publicar" }));

    expect(await screen.findAllByText("Publicação criada!")).not.toHaveLength(0);
    expect(sentBodies(fetchMock, "POST", "/api/posts")).toEqual([
      { content: "Qual o melhor pós-treino?", category: "Nutrition & Diet", authorId: "me" },
    ]);
  });

  it("refuses a sixth file in Brazilian Portuguese once chosen", async () => {
    setLocale("pt-BR");
    const user = userEvent.setup();
    mockFetch({
      "POST /api/objects/upload": () => json({ uploadURL: "/api/objects/uploads/u", objectURL: "/api/objects/u" }),
    });
    fakeXhr(201, { hold: true });
    render();
    await settleLocale();

    await user.upload(
      fileInput(),
      ["1", "2", "3", "4", "5", "6"].map((n) => video(`clip-${n}.mp4`)),
    );

    expect(await screen.findByText("Arquivos demais")).toBeInTheDocument();
    expect(screen.getByText("Uma publicação pode ter no máximo 5 anexos.")).toBeInTheDocument();
  });
});
