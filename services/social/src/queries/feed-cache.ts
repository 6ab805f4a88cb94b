import type { Projector } from "@kumite/kit/projector";

// Feed pages are the same for every reader, and read far more often than posts are written: a
// page is serialised once and served until any event changes posts or authors. A write's own
// reader waits for its position first (read-your-writes), so it never sees the older page.

/** Kept as bytes: the page is encoded once, not on every send. */
export type CachedPage = { body: Buffer; nextCursor: string | null };

const MAX_PAGES = 2000;
const FEED_PROJECTIONS = new Set(["posts", "authors"]);

export class FeedCache {
  private pages = new Map<string, CachedPage>();

  constructor(projector: Projector) {
    projector.onApplied((projection) => {
      if (FEED_PROJECTIONS.has(projection) && this.pages.size > 0) this.pages = new Map();
    });
  }

  async get(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    // Remember the generation: a page loaded while an event lands must not outlive that event.
    const generation = this.pages;
    const page = await load();
    if (generation === this.pages) {
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
      this.pages.set(key, page);
    }
    return page;
  }
}
