import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GymDuplicateReply, GymView } from "@kumite/contracts/gym/views";
import { startTestService } from "@kumite/kit/testing/harness";
import { gymService } from "../src/service.ts";
import { gymBody, gymOf, somewhere, tag, type GymTestService } from "./gym-fixtures.ts";

let service: GymTestService;
beforeAll(async () => {
  service = await startTestService(gymService);
});
afterAll(async () => {
  await service.close();
});

describe("adding a gym", () => {
  it("stores SPEC's fields, adds https to a bare website, and lists it first", async () => {
    const ana = await service.member();
    const here = somewhere();
    const body = gymBody({ ...here, name: `  Gracie Barra ${tag()}  `, website: "gb.example.com/lisboa" });
    const reply = await ana.post("/api/gyms", body);
    expect(reply.statusCode).toBe(201);
    const gym = gymOf(reply);
    expect(gym).toMatchObject({
      name: body.name!.trim(),
      address: "Rua do Tatame 1",
      phone: "+351 21 000 0000",
      website: "https://gb.example.com/lisboa",
      description: "Open to visitors",
      martialArts: ["Brazilian Jiu-Jitsu", "Judo"],
      latitude: here.latitude,
      longitude: here.longitude,
      addedBy: { displayName: ana.displayName, username: ana.username },
      openMats: [],
      nextOpenMat: null,
      dojos: [],
    });
    expect(JSON.stringify(gym)).not.toContain(ana.id);
    expect((await ana.get(`/api/gyms/${gym.id}`)).json()).toEqual(gym);
    // Newest first (other test files add gyms to the same log meanwhile).
    const list = (await ana.get("/api/gyms")).json() as GymView[];
    expect(list.find((one) => one.id === gym.id)).toEqual(gym);
    const times = list.map((one) => one.addedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.length).toBeLessThanOrEqual(100);
  });

  it("takes only name and address, the rest at SPEC's defaults", async () => {
    const ana = await service.member();
    const reply = await ana.post("/api/gyms", { name: `Bare ${tag()}`, address: "Somewhere 2" });
    expect(reply.statusCode).toBe(201);
    expect(gymOf(reply)).toMatchObject({
      phone: null,
      website: null,
      description: "",
      martialArts: [],
      latitude: 0,
      longitude: 0,
    });
    const blanks = await ana.post("/api/gyms", { ...gymBody({ phone: "", website: "  " }), ...somewhere() });
    expect(gymOf(blanks)).toMatchObject({ phone: null, website: null });
  });

  it("keeps http and https websites as they are", async () => {
    const ana = await service.member();
    for (const website of ["http://old.example.org/", "HTTPS://Gym.Example.com/path?x=1"]) {
      const gym = gymOf(await ana.post("/api/gyms", gymBody({ ...somewhere(), website })));
      expect(gym.website).toBe(new URL(website).href);
    }
  });

  it("refuses hostile websites and phones, bad coordinates and overlong fields with 400", async () => {
    const ana = await service.member();
    const refused = async (overrides: Record<string, unknown>) => {
      const reply = await ana.post("/api/gyms", { ...gymBody(somewhere()), ...overrides });
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().code).toBe("validation.invalid");
    };
    for (const website of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "ftp://example.com",
      "https://user:pass@example.com",
      "http://exa mple.com",
      "java\tscript:alert(1)",
      "//evil.example.com",
      "https://",
      "not a url",
      `https://example.com/${"a".repeat(300)}`,
    ]) {
      await refused({ website });
    }
    for (const phone of ["<script>", "javascript:1", "+1 555 0100 ext", "12", "1".repeat(31), "tel:+15550100"]) {
      await refused({ phone });
    }
    for (const coordinates of [
      { latitude: 90.0001 },
      { latitude: -91 },
      { longitude: 180.5 },
      { longitude: -181 },
      { latitude: "38" },
    ]) {
      await refused(coordinates);
    }
    await refused({ name: "   " });
    await refused({ address: "" });
    await refused({ name: "x".repeat(101) });
    await refused({ description: "x".repeat(2001) });
    await refused({ martialArts: ["Capoeira"] });
    await refused({ martialArts: ["Judo", "Judo"] });
  });

  it("answers 401 signed out, and 404 to a member the directory does not know", async () => {
    expect((await service.signedOut.post("/api/gyms", gymBody())).statusCode).toBe(401);
    expect((await service.signedOut.get("/api/gyms")).statusCode).toBe(401);
    expect((await service.signedOut.get("/api/gyms/nearby?latitude=0&longitude=0")).statusCode).toBe(401);
    expect((await service.signedOut.get("/api/gyms/some-gym")).statusCode).toBe(401);
    const stranger = await service.as("a-stranger").post("/api/gyms", gymBody(somewhere()));
    expect(stranger.statusCode).toBe(404);
  });

  it("answers 404 gym.not-found for an unknown gym and 400 for a malformed id", async () => {
    const ana = await service.member();
    const unknown = await ana.get("/api/gyms/no-such-gym");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("gym.not-found");
    expect((await ana.get("/api/gyms/bad.id")).statusCode).toBe(400);
  });
});

describe("no duplicates", () => {
  it("answers 409 gym.duplicate with the gym within 150 m under a similar name", async () => {
    const [ana, ben] = [await service.member(), await service.member()];
    const here = somewhere();
    const name = `Alliance ${tag()}`;
    const first = gymOf(await ana.post("/api/gyms", gymBody({ ...here, name })));
    const again = await ben.post(
      "/api/gyms",
      gymBody({ ...here.north(120), name: `  academia ${name.toUpperCase()}!` }),
    );
    expect(again.statusCode).toBe(409);
    const reply = again.json() as GymDuplicateReply;
    expect(reply.code).toBe("gym.duplicate");
    expect(reply.gym).toEqual(first);
    // A typo, or a name with a word more, is the same gym too.
    const typo = await ben.post("/api/gyms", gymBody({ ...here.north(60), name: name.replace("Alliance", "Aliance") }));
    expect(typo.statusCode, typo.body).toBe(409);
    expect((typo.json() as GymDuplicateReply).gym?.id).toBe(first.id);
    const longer = await ben.post("/api/gyms", gymBody({ ...here.north(-60), name: `${name} Lisboa` }));
    expect(longer.statusCode).toBe(409);
    expect((longer.json() as GymDuplicateReply).gym?.id).toBe(first.id);
    // A branch farther away, or another gym next door, is added.
    expect((await ben.post("/api/gyms", gymBody({ ...here.north(200), name }))).statusCode).toBe(201);
    expect((await ben.post("/api/gyms", gymBody({ ...here, name: `Nova Uniao ${tag()}` }))).statusCode).toBe(201);
  });

  it("stores one gym when twenty members add it at once; the others get it in their 409", async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => service.member()));
    const here = somewhere();
    const name = `Checkmat ${tag()}`;
    const replies = await Promise.all(
      members.map((member, i) => member.post("/api/gyms", gymBody({ ...here.north(i * 5), name }))),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const added = gymOf(replies.find((reply) => reply.statusCode === 201)!);
    for (const reply of replies.filter((one) => one.statusCode === 409)) {
      expect((reply.json() as GymDuplicateReply).gym?.id).toBe(added.id);
    }
    const nearby = (
      await members[0]!.get(`/api/gyms/nearby?latitude=${here.latitude}&longitude=${here.longitude}&radius=1`)
    ).json() as GymView[];
    expect(nearby.filter((gym) => gym.name === name)).toHaveLength(1);
  });
});

describe("nearby", () => {
  it("answers gyms within the radius, nearest first, with their distance to one decimal", async () => {
    const ana = await service.member();
    const here = somewhere();
    const names = { at2: `Two ${tag()}`, at0: `Zero ${tag()}`, at30: `Thirty ${tag()}` };
    await ana.post("/api/gyms", gymBody({ ...here.east(2.04), name: names.at2 }));
    await ana.post("/api/gyms", gymBody({ ...here, name: names.at0 }));
    await ana.post("/api/gyms", gymBody({ ...here.east(30), name: names.at30 }));
    const near = (radius?: number) =>
      ana
        .get(
          `/api/gyms/nearby?latitude=${here.latitude}&longitude=${here.longitude}${radius ? `&radius=${radius}` : ""}`,
        )
        .then((reply) => reply.json() as GymView[]);
    expect((await near()).map((gym) => [gym.name, gym.distance])).toEqual([
      [names.at0, 0],
      [names.at2, 2],
    ]);
    expect((await near(1)).map((gym) => gym.name)).toEqual([names.at0]);
    expect((await near(100)).map((gym) => gym.name)).toEqual([names.at0, names.at2, names.at30]);
  });

  it("finds gyms across the antimeridian and near the poles", async () => {
    const ana = await service.member();
    const fiji = `Fiji ${tag()}`;
    const taveuni = `Taveuni ${tag()}`;
    await ana.post("/api/gyms", gymBody({ latitude: -16.8, longitude: 179.99, name: fiji }));
    await ana.post("/api/gyms", gymBody({ latitude: -16.8, longitude: -179.99, name: taveuni }));
    const west = (await ana.get("/api/gyms/nearby?latitude=-16.8&longitude=-179.995&radius=5")).json() as GymView[];
    expect(west.map((gym) => gym.name)).toEqual([taveuni, fiji]);
    const east = (await ana.get("/api/gyms/nearby?latitude=-16.8&longitude=179.995&radius=5")).json() as GymView[];
    expect(east.map((gym) => gym.name)).toEqual([fiji, taveuni]);

    const station = `Pole ${tag()}`;
    const across = `Across ${tag()}`;
    await ana.post("/api/gyms", gymBody({ latitude: 89.9, longitude: 0, name: station }));
    await ana.post("/api/gyms", gymBody({ latitude: 89.9, longitude: 180, name: across }));
    const pole = (await ana.get("/api/gyms/nearby?latitude=89.95&longitude=90&radius=100")).json() as GymView[];
    expect(pole.map((gym) => gym.name).sort()).toEqual([across, station].sort());
    const south = (await ana.get("/api/gyms/nearby?latitude=-90&longitude=0&radius=1")).json() as GymView[];
    expect(south.filter((gym) => gym.latitude > -89)).toEqual([]);
  });

  it("refuses a radius out of 1–100 and coordinates out of range with 400", async () => {
    const ana = await service.member();
    for (const query of [
      "latitude=0&longitude=0&radius=0",
      "latitude=0&longitude=0&radius=101",
      "latitude=0&longitude=0&radius=abc",
      "latitude=91&longitude=0",
      "latitude=0&longitude=-181",
      "latitude=&longitude=0",
      "longitude=0",
      "latitude=0&longitude=0&openMat=tomorrow",
      "latitude=0&longitude=0&timeZone=Mars/Olympus",
    ]) {
      const reply = await ana.get(`/api/gyms/nearby?${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().code).toBe("validation.invalid");
    }
  });
});

describe("the API document", () => {
  it("documents every gym route, with the duplicate reply and open mat filters", async () => {
    const reply = await service.signedOut.get("/openapi.json");
    expect(reply.statusCode).toBe(200);
    const document = reply.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/gyms",
      "/api/gyms/geocode",
      "/api/gyms/nearby",
      "/api/gyms/{id}",
      "/api/gyms/{id}/dojos",
      "/api/gyms/{id}/dojos/{dojoId}",
      "/api/gyms/{id}/open-mats",
      "/api/gyms/{id}/open-mats/{openMatId}/confirm",
      "/api/gyms/{id}/open-mats/{openMatId}/flag",
    ]);
    expect(JSON.stringify(document.paths["/api/gyms/nearby"])).toContain("timeZone");
    expect(JSON.stringify(document.paths["/api/gyms"])).toContain("search");
  });
});
