import { apiJson } from "./api-request.ts";

/** GET a list where SPEC says "a failed response gives an empty list" (search, dojos). */
export async function listOrEmpty<Item>(path: string): Promise<Item[]> {
  try {
    const list = await apiJson<Item[]>("GET", path);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
