import type { ManifestOptions } from "vite-plugin-pwa";

/**
 * What a browser needs to install Kumite: names, the dark theme's colours (the page's background
 * is black, the brand red stays on the icon) and icons in the sizes Android, Chromium and the
 * stores ask for, a maskable one among them. Apple reads apple-touch-icon.png from index.html.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: "Kumite",
  short_name: "Kumite",
  description: "Kumite: the social network and training-partner app for martial artists and dojos",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#000000",
  background_color: "#000000",
  categories: ["social", "sports"],
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};
