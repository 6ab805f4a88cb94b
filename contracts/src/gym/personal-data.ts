import { notPersonal, type PersonalDataOf } from "../personal-fields.ts";
import type { GymEvent } from "./events.ts";

// A gym is a public place: its listing (name, address, phone, website) is the business's, not its
// adder's. An open mat's note is free text a member wrote, and goes with their account.

export const gymPersonalData: PersonalDataOf<GymEvent> = {
  GymAdded: notPersonal("a public place's listing"),
  OpenMatAdded: { owner: (data) => data.addedBy, fields: ["note"], clear: ["fee"] },
  OpenMatConfirmed: notPersonal("ids"),
  OpenMatFlagged: notPersonal("ids"),
  DojoLinked: notPersonal("ids"),
  DojoUnlinked: notPersonal("ids"),
};
