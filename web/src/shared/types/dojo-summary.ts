/**
 * What the web reads of a dojo from GET /api/dojos (SPEC §3 "Dojo"). The dojo service and its
 * contracts do not exist yet; when they land, import its view from `@kumite/contracts` instead.
 */
export interface DojoSummary {
  id: string;
  name: string;
  description?: string;
  location?: string;
  martialArts?: string[];
  memberCount?: number;
}
