/** Below this width the header has no room for the member's dojo, which the mobile menu shows instead. */
export const DOJO_IN_HEADER_QUERY = "(min-width: 768px)";
/**
 * From here the eight navigation links fill the header (app/global.css's desktop switch, 1200px),
 * leaving room for the title's icon only.
 */
export const COMPACT_DOJO_QUERY = "(min-width: 1200px)";
