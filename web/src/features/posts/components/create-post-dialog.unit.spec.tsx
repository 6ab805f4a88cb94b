import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
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

describe("the create-post dialog", () => {
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

    expect(await screen.findByText("Post created!")).toBeInTheDocument();
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
    expect(sentBodies(fetchMock, "POST", "/api/posts")).toEqual([{ content: "Osu", category: "Training Tips", authorId: "me" }]);
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

    expect(await screen.findByText("Files uploaded successfully")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/objects/upload")).toEqual([{}, {}]);
    expect(puts.map(({ method, url }) => `${method} ${url}`)).toEqual(["PUT /api/objects/uploads/u1", "PUT /api/objects/uploads/u2"]);
    expect(puts[0]?.headers).toMatchObject({ "content-type": "video/mp4", "if-none-match": "*" });

    await user.type(contentField(), "Two clips");
    await chooseCategory(user, "Karate");
    await user.click(postButton());

    expect(await screen.findByText("Post created!")).toBeInTheDocument();
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

    await user.upload(fileInput(), ["1", "2", "3", "4", "5", "6"].map((n) => video(`clip-${n}.mp4`)));

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
});
