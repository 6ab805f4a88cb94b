// A gym's website as members may tap it: an http(s) URL and nothing else, so that no `javascript:`
// or `data:` link ever reaches a page. A bare host gets https:// (SPEC §2: "https is added to a
// website if missing").

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A host and port, bare: `example.com`, `example.com:8080/path` (a scheme would have no dot before its colon). */
const BARE_HOST = /^[^\s/:?#]+\.[^\s/:?#]+(:\d+)?([/?#].*)?$/;

/** The website to store, or null when it is not an http(s) URL to a named host. */
export function normaliseWebsite(text: string): string | null {
  const trimmed = text.trim();
  // Control characters and spaces would be stripped or encoded by the parser: refuse them instead.
  if (trimmed.length === 0 || /[\s\p{Cc}\\]/u.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  let candidate = trimmed;
  if (scheme === undefined || (BARE_HOST.test(trimmed) && !trimmed.includes("//"))) {
    if (trimmed.startsWith("/")) return null;
    candidate = `https://${trimmed}`;
  } else if (scheme !== "http" && scheme !== "https") return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  if (!/^[a-z0-9.-]+$/i.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
  if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
  return url.href;
}
