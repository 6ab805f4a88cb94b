// The notFound namespace's English source: SPEC §2's not-found page.
export const en = {
  title: "404 Page Not Found",
  hint: "This page may not have been added to the router yet.",
};
