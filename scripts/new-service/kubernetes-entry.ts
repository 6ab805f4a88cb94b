import { serviceUrlVariable } from "@kumite/contracts/services";
import { insertAfterLast, insertBefore } from "./insert.ts";
import type { ServiceNames } from "./names.ts";

// The service on Kubernetes (infra/k8s): its folder (the process template with its values), its
// line in the kustomization's resources, and its <NAME>_URL in the shared ConfigMap.

export const KUSTOMIZATION = "infra/k8s/kustomization.yaml";
export const CONFIG = "infra/k8s/config.yaml";

export function kubernetesFiles({ name, port }: ServiceNames): Record<string, string> {
  return {
    [`infra/k8s/${name}/kustomization.yaml`]: `# ${name}: the process template (../template) with its values; nothing else differs.
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization

resources:
  - values.yaml

components:
  - ../template
`,
    [`infra/k8s/${name}/values.yaml`]: `# ${name} (contracts/src/services.ts: port ${port}).
# Image built from infra/docker/Dockerfile with APP=services/${name}.
apiVersion: kumite.local/v1
kind: ProcessValues
metadata:
  name: ${name}
  annotations:
    # Input to ../template only: kustomize does not render it.
    config.kubernetes.io/local-config: "true"
port: ${port}
image: kumite/${name}:latest
`,
  };
}

export function withKustomizationEntry(kustomization: string, { name }: ServiceNames): string {
  return insertBefore(KUSTOMIZATION, kustomization, /^ {2}- gateway$/, `  - ${name}`);
}

export function withConfigEntry(config: string, { name, port }: ServiceNames): string {
  return insertAfterLast(
    CONFIG,
    config,
    /^ {2}[A-Z0-9_]+_URL: "http:\/\//,
    `  ${serviceUrlVariable(name)}: "http://${name}:${port}"`,
  );
}
