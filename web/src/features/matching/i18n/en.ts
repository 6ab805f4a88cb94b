// The matching namespace's English source: SPEC's exact wording where SPEC has one.
export const en = {};
