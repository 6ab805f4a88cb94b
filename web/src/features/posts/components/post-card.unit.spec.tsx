import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { commentView, postView } from "@/testing/post-fixtures.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { rememberAttachmentKind } from "../utils/attachment-kinds.ts";
import { PostCard } from "./post-card.tsx";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me" });
const HOUR = 60 * 60 * 1000;

describe("a post card", () => {
  it("shows the author, category, title, content, relative time and comments", async () => {
    const post = postView({
      createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      comments: [
        commentView({ content: "Great drill, osu!", createdAt: new Date(Date.now() - 26 * HOUR).toISOString() }),
      ],
    });
    renderInRouter(<PostCard post={post} />, fakeSession(me));

    const card = await screen.findByRole("article", { name: "Hip escape drill" });
    expect(within(card).getByRole("heading", { name: "Hip escape drill" })).toBeInTheDocument();
    expect(within(card).getByText("Shrimp to the wall, 3 sets of 20.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Ana de Souza" })).toHaveAttribute("href", "/profile/user-1");
    expect(within(card).getByText("8 years, brown belt")).toBeInTheDocument();
    expect(within(card).getByText("Brazilian Jiu-Jitsu")).toBeInTheDocument();
    expect(within(card).getByText("3h")).toBeInTheDocument();

    const comments = within(card).getByRole("list", { name: "Comments" });
    expect(within(comments).getByText("Great drill, osu!")).toBeInTheDocument();
    expect(within(comments).getByRole("link", { name: "Kenji Sato" })).toHaveAttribute("href", "/profile/user-2");
    expect(within(comments).getByText("1d")).toBeInTheDocument();
  });

  it("is named after its author without a title", async () => {
    renderInRouter(<PostCard post={postView({ title: null })} />, fakeSession(me));

    const card = await screen.findByRole("article", { name: "Post by Ana de Souza" });
    expect(within(card).queryByRole("heading")).not.toBeInTheDocument();
  });

  it("adds a comment with Enter, says 'Comment added!' and never sends a blank one", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ "POST /api/comments": () => json(commentView(), { status: 201 }) });
    renderInRouter(<PostCard post={postView({ id: "post-9" })} />, fakeSession(me));

    const input = await screen.findByRole("textbox", { name: "Write a comment" });
    expect(screen.getByRole("button", { name: "Add comment" })).toBeDisabled();
    await user.type(input, "   {Enter}");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, " Osu! {Enter}");

    expect(await findToast("Comment added!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/comments")).toEqual([
      { content: "Osu!", postId: "post-9", authorId: "me" },
    ]);
    expect(input).toHaveValue("");
  });

  it("says the comment failed with the button too", async () => {
    const user = userEvent.setup();
    mockFetch({ "POST /api/comments": () => json({ message: "Post not found" }, { status: 404 }) });
    renderInRouter(<PostCard post={postView()} />, fakeSession(me));

    await user.type(await screen.findByRole("textbox", { name: "Write a comment" }), "Osu");
    await user.click(screen.getByRole("button", { name: "Add comment" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to add comment. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Write a comment" })).toHaveValue("Osu");
  });

  it("shows attachments inline: a known video as a video, others as a picture that falls back to a video", async () => {
    rememberAttachmentKind("/api/objects/known-video", "video/mp4");
    renderInRouter(
      <PostCard post={postView({ attachments: ["/api/objects/known-video", "/api/objects/unknown"] })} />,
      fakeSession(me),
    );

    const picture = await screen.findByRole("img", { name: "Attachment 2 of 2" });
    expect(picture).toHaveAttribute("src", "/api/objects/unknown");
    expect(document.querySelector('video[src="/api/objects/known-video"]')).toHaveAttribute("controls");

    fireEvent.error(picture);

    expect(document.querySelector('video[src="/api/objects/unknown"]')).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Attachment 2 of 2" })).not.toBeInTheDocument();
  });

  it("shows a general topic's label and a martial art's name in the chosen language", async () => {
    setLocale("pt-BR");
    renderInRouter(
      <>
        <PostCard
          post={postView({ id: "p-1", title: null, category: "General Discussion", comments: [commentView()] })}
        />
        <PostCard post={postView({ id: "p-2", title: "Kata", category: "Judo" })} />
      </>,
      fakeSession(me),
    );

    const card = await screen.findByRole("article", { name: "Publicação de Ana de Souza" });
    expect(within(card).getByText("Discussão geral")).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Comentários" })).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Escreva um comentário" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Comentar" })).toBeDisabled();
    expect(within(screen.getByRole("article", { name: "Kata" })).getByText("Judô")).toBeInTheDocument();
  });

  it("keeps the keyboard focus in the comment field after sending with Enter", async () => {
    const user = userEvent.setup();
    mockFetch({ "POST /api/comments": () => json(commentView(), { status: 201 }) });
    renderInRouter(<PostCard post={postView()} />, fakeSession(me));

    const input = await screen.findByRole("textbox", { name: "Write a comment" });
    await user.click(input);
    await user.keyboard("Osu!{Enter}");

    expect(await screen.findAllByText("Comment added!")).not.toHaveLength(0);
    expect(input).toHaveFocus();
  });
});
