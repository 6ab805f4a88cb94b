import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { candidate } from "../testing/candidate-fixtures.ts";
import { CandidateDetails } from "./candidate-details.tsx";

/** A candidate in the searcher's own 1 km cell: the server measures 0 km between the two centres. */
const neighbour = candidate({
  distanceKm: 0,
  score: 80,
  reasons: ["0 km away"],
  matchReasons: [{ kind: "distance", km: 0 }],
});

describe("a candidate in one's own cell", () => {
  it("is under 1 km away, in the details and the reasons, never 0.0 km", () => {
    renderWithProviders(<CandidateDetails candidate={neighbour} />);

    expect(screen.getAllByText("under 1 km away")).toHaveLength(2);
    expect(screen.queryByText(/0\.0 km/)).not.toBeInTheDocument();
  });

  it("is 'a menos de 1 km' in Portuguese", () => {
    setLocale("pt-BR");
    renderWithProviders(<CandidateDetails candidate={neighbour} />);

    expect(screen.getAllByText("a menos de 1 km")).toHaveLength(2);
    expect(screen.queryByText(/0,0 km/)).not.toBeInTheDocument();
  });
});
