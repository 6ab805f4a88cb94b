import { readdirSync, readFileSync, existsSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

const foldersIn = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const webFeatures = foldersIn("web/src/features");
const services = foldersIn("services").filter((name) => name !== "kit");

// Import boundaries (DESIGN.md, STYLE.md): web goes shared → features → app and features never
// reach into each other; a service never imports another service; contracts and kit import no
// service; the gateway's code imports no service (its tests may boot them).
const zones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: "./web/src/features",
    except: [`./${feature}`],
    message: "A web feature must not import another feature: move what both need to web/src/shared.",
  })),
  { target: "./web/src/features", from: "./web/src/app", message: "Features must not import the app layer." },
  {
    target: "./web/src/shared",
    from: ["./web/src/features", "./web/src/app"],
    message: "Shared code must not import features or the app.",
  },
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: "./services",
    except: [`./${service}`, "./kit"],
    message: "A service never imports another service: project its events instead.",
  })),
  // The template that `npm run new-service` copies keeps a service's bounds, as its copies must.
  {
    target: "./templates/service",
    from: "./services",
    except: ["./kit"],
    message: "The template imports no service: only the kit and contracts.",
  },
  { target: ["./services", "./gateway", "./web"], from: "./templates", message: "Nothing imports the template." },
  {
    target: ["./services", "./templates"],
    from: ["./gateway", "./web"],
    message: "Services must not import the gateway or the web.",
  },
  {
    target: "./services/kit",
    from: services.map((service) => `./services/${service}`),
    message: "The kit must not import a service.",
  },
  {
    target: "./contracts",
    from: ["./services", "./templates", "./gateway", "./web"],
    message: "Contracts import nothing of ours.",
  },
  {
    target: "./gateway/src",
    from: "./services",
    except: ["./kit"],
    message: "The gateway talks to services over HTTP only.",
  },
];

// The kit is used through the entry points its package.json exports (services/kit/README.md): what
// lies behind one is the kit's own to rearrange. Node refuses any other path at run time; this says
// so at lint time, and says where to look.
const kitEntries = Object.keys(JSON.parse(readFileSync("services/kit/package.json", "utf8")).exports).map((entry) =>
  entry.slice(2),
);
const kitDeepImports = {
  regex: `^@kumite/kit(?:$|/(?!(?:${kitEntries.join("|")})$))`,
  message: `Import the kit through one of its entry points (services/kit/README.md): ${kitEntries.map((entry) => `@kumite/kit/${entry}`).join(", ")}.`,
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "web/dist/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["web/tsconfig.json", "tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "no-restricted-imports": ["error", { patterns: [kitDeepImports] }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='only']", message: "No focused tests." },
      ],
    },
  },
  // Every word a member reads comes from a message catalog (web/src/**/i18n): no text in JSX, and no
  // literal in the attributes people hear or read. Tests and catalogs are exempt.
  {
    files: ["web/src/**/*.tsx"],
    ignores: ["web/src/**/*.spec.tsx", "web/src/testing/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "aria-roledescription",
              "aria-valuetext",
              "title",
              "placeholder",
              "alt",
              "label",
              "tooltip",
              "okText",
              "cancelText",
              "description",
              "extra",
              "help",
              "message",
              "emptyText",
            ],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s·•—–…×]+", "Kumite"] },
          // The plugin's own list, plus a second namespace's t under another name (tCommon).
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "t[A-Z]\\w*",
              "require",
              "addEventListener",
              "removeEventListener",
              "postMessage",
              "getElementById",
              "dispatch",
              "commit",
              "includes",
              "indexOf",
              "endsWith",
              "startsWith",
            ],
          },
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
);
