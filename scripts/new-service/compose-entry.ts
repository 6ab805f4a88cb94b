import { serviceUrlVariable } from "@kumite/contracts/services";
import { insertAfterLast, insertBefore } from "./insert.ts";
import type { ServiceNames } from "./names.ts";

// The service in docker-compose.yml: its container, as messaging's, after the other services; and
// its <NAME>_URL in the gateway's environment, after the others.

export const COMPOSE = "docker-compose.yml";

export function withComposeEntry(compose: string, { name, port }: ServiceNames): string {
  const service = `  ${name}:
    <<: *service
    image: kumite/${name}:latest
    build:
      context: .
      dockerfile: infra/docker/Dockerfile
      args:
        <<: *build-args
        APP: services/${name}
        PORT: "${port}"
    environment:
      <<: *service-env
      PORT: "${port}"
`;
  const withService = insertBefore(COMPOSE, compose, /^ {2}# -+ gateway$/, service);
  return insertAfterLast(
    COMPOSE,
    withService,
    /^ {6}[A-Z0-9_]+_URL: http:\/\//,
    `      ${serviceUrlVariable(name)}: http://${name}:${port}`,
  );
}
