import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { commentView, commentViews, postView } from "@/testing/post-fixtures.ts";
import { renderInRouter } from "@/testing/render-in-router.tsx";
import { FeedPosts } from "./feed-posts.tsx";
import { PostCard } from "./post-card.tsx";

const me = sessionUser({ id: "me" });
const THREAD = "GET /api/posts/post-1/comments?order=oldest";
const five = commentViews(5);
/** As the feed carries it: the latest three of five. */
const postWithFive = postView({ comments: five.slice(-3), commentCount: 5 });

/** Each comment's words (an entry's last part, under its author and time). */
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.lastElementChild?.textContent);

describe("a post's comments", () => {
  it("shows the latest three and 'View all 5 comments', then the whole thread oldest first, page by page", async () => {
    const user = userEvent.setup();
    mockFetch({
      [THREAD]: () => json(five.slice(0, 2), { headers: { "x-next-cursor": "page-2" } }),
      [`${THREAD}&cursor=page-2`]: () => json(five.slice(2)),
    });
    renderInRouter(<PostCard post={postWithFive} />, fakeSession(me));

    const card = await screen.findByRole("article", { name: "Hip escape drill" });
    expect(texts(within(card).getByRole("list", { name: "Comments" }))).toEqual([
      "Comment 3",
      "Comment 4",
      "Comment 5",
    ]);

    await user.click(within(card).getByRole("button", { name: "View all 5 comments" }));

    await waitFor(() =>
      expect(texts(within(card).getByRole("list", { name: "Comments" }))).toEqual(["Comment 1", "Comment 2"]),
    );
    expect(within(card).queryByRole("button", { name: "View all 5 comments" })).not.toBeInTheDocument();
    const items = within(card).getAllByRole("listitem");
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(screen.getByTestId("live-polite")).toHaveTextContent(/2 comments shown/);

    await user.click(within(card).getByRole("button", { name: "Load more comments" }));

    await waitFor(() =>
      expect(texts(within(card).getByRole("list", { name: "Comments" }))).toEqual(
        five.map((comment) => comment.content),
      ),
    );
    // The focus goes to the first comment the page brought, not back to the top.
    await waitFor(() => expect(within(card).getAllByRole("listitem")[2]).toHaveFocus());
    expect(within(card).queryByRole("button", { name: "Load more comments" })).not.toBeInTheDocument();
    expect(screen.getByTestId("live-polite")).toHaveTextContent(/5 comments shown/);
  });

  it("offers no thread when the post carries all its comments", async () => {
    renderInRouter(<PostCard post={postView({ comments: commentViews(3) })} />, fakeSession(me));

    const card = await screen.findByRole("article", { name: "Hip escape drill" });
    expect(within(card).getAllByRole("listitem")).toHaveLength(3);
    expect(within(card).queryByRole("button", { name: /View/ })).not.toBeInTheDocument();
  });

  it("says the thread failed and tries again from the same button", async () => {
    const user = userEvent.setup();
    let failing = true;
    mockFetch({
      [THREAD]: () => (failing ? json({ message: "Boom" }, { status: 500 }) : json(five)),
    });
    renderInRouter(<PostCard post={postWithFive} />, fakeSession(me));

    const card = await screen.findByRole("article", { name: "Hip escape drill" });
    await user.click(within(card).getByRole("button", { name: "View all 5 comments" }));
    expect(await within(card).findByText("Failed to load comments. Please try again.")).toBeInTheDocument();
    expect(screen.getByTestId("live-assertive")).toHaveTextContent("Failed to load comments. Please try again.");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);

    failing = false;
    await user.click(screen.getByRole("button", { name: "View all 5 comments" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(5));
  });

  it("speaks Portuguese", async () => {
    setLocale("pt-BR");
    renderInRouter(<PostCard post={postWithFive} />, fakeSession(me));

    expect(await screen.findByRole("button", { name: "Ver todos os 5 comentários" })).toBeInTheDocument();
  });

  it("counts a new comment at once and shows it among the latest", async () => {
    const user = userEvent.setup();
    const added = commentView({ id: "comment-6", content: "Comment 6", authorId: "me" });
    let posts = [postWithFive];
    mockFetch({
      "GET /api/posts": () => json(posts),
      "POST /api/comments": () => {
        posts = [postView({ comments: [...five.slice(-2), added], commentCount: 6 })];
        return json(added, { status: 201 });
      },
    });
    renderInRouter(<FeedPosts category={null} />, fakeSession(me));

    await user.type(await screen.findByRole("textbox", { name: "Write a comment" }), "Comment 6{Enter}");

    expect(await screen.findByRole("button", { name: "View all 6 comments" })).toBeInTheDocument();
    expect(texts(screen.getByRole("list", { name: "Comments" }))).toEqual(["Comment 4", "Comment 5", "Comment 6"]);
  });
});
