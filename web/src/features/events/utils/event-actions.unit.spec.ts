import { describe, expect, it } from "vitest";
import { trainingEventView } from "@/testing/fixtures.ts";
import { eventActions } from "./event-actions.ts";

// What a card offers follows what the server says the reader may do (`viewer.manages`), not who
// organised the event: an organiser demoted below elder, or gone from the dojo, keeps the badge only.

describe("an event's actions", () => {
  it("give a demoted organiser the Organizer badge but neither Cancel, the maximum nor Invite", () => {
    const actions = eventActions(trainingEventView({ viewer: { organizer: true, manages: false } }));
    expect(actions).toMatchObject({ mayOrganise: false, mayInvite: false });
    expect(actions.badges).toContain("organizer");
  });

  it("let an organiser who manages the event cancel, resize and invite while it is ahead", () => {
    const organising = { organizer: true, manages: true };
    expect(eventActions(trainingEventView({ viewer: organising }))).toMatchObject({
      mayOrganise: true,
      mayInvite: true,
    });
    for (const over of [
      trainingEventView({ viewer: { ...organising, past: true } }),
      trainingEventView({ cancelled: true, viewer: organising }),
    ]) {
      expect(eventActions(over)).toMatchObject({ mayOrganise: false, mayInvite: false });
    }
  });

  it("let the dojo's owner cancel and resize an event they did not organise, but not invite to it", () => {
    expect(eventActions(trainingEventView({ viewer: { manages: true } }))).toMatchObject({
      mayOrganise: true,
      mayInvite: false,
    });
  });
});
