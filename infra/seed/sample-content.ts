import {
  AGE_RANGES,
  GENERAL_TOPICS,
  GI_PREFERENCES,
  MARTIAL_ARTS,
  SKILL_LEVELS,
  TRAINING_GOALS,
  TRAINING_INTENSITIES,
  WEEKDAYS,
  type PostCategory,
} from "@kumite/contracts/values";

// Words to build believable members, posts and comments from. A seeded random keeps runs alike.

export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], most: number): T[] => {
    const count = 1 + Math.floor(next() * most);
    return [...new Set(Array.from({ length: count }, () => pick(list)))];
  };
  return { next, pick, some };
}
export type Random = ReturnType<typeof seededRandom>;

const FIRST = [
  "Aiko",
  "Mateo",
  "Lena",
  "Kenji",
  "Amara",
  "Diego",
  "Sora",
  "Ivan",
  "Noor",
  "Tomás",
  "Hana",
  "Luca",
  "Zara",
  "Ravi",
  "Yuki",
  "Omar",
  "Freya",
  "Jonah",
  "Mei",
  "Anya",
];
const LAST = [
  "Tanaka",
  "Silva",
  "Novak",
  "Okafor",
  "Ramos",
  "Kowalski",
  "Haddad",
  "Berg",
  "Sato",
  "Costa",
  "Ivanova",
  "Mendes",
  "Park",
  "Nakamura",
  "Dubois",
  "Kaya",
];
/** The seed's twelve cities: name, latitude, longitude (members, dojos and gyms are around them). */
export const CITIES = [
  ["Lisbon", 38.72, -9.14],
  ["Osaka", 34.69, 135.5],
  ["Rio de Janeiro", -22.91, -43.17],
  ["Warsaw", 52.23, 21.01],
  ["Bangkok", 13.76, 100.5],
  ["Lagos", 6.52, 3.38],
  ["Toronto", 43.65, -79.38],
  ["Tbilisi", 41.72, 44.79],
  ["Seoul", 37.57, 126.98],
  ["Manchester", 53.48, -2.24],
  ["Austin", 30.27, -97.74],
  ["Marseille", 43.3, 5.37],
] as const;

const RANKS = [
  "",
  "White belt",
  "Blue belt",
  "Purple belt",
  "Brown belt",
  "Black belt",
  "5th kyu",
  "2nd kyu",
  "1st dan",
  "Amateur 3-1",
];

export function member(random: Random, index: number, run: string) {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const [location, latitude, longitude] = random.pick(CITIES);
  const years = 1 + Math.floor(random.next() * 20);
  return {
    email: `seed-${run}-${index}@kumite.test`,
    username: `${first}_${last}_${run}_${index}`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z0-9_]/g, ""),
    displayName: `${first} ${last}`,
    martialArts: random.some(MARTIAL_ARTS, 3),
    skillLevel: random.pick(SKILL_LEVELS),
    ageRange: random.pick(AGE_RANGES),
    trainingGoals: random.some(TRAINING_GOALS, 2),
    availability: random.some(WEEKDAYS, 4),
    experience: `${years} year${years === 1 ? "" : "s"}`,
    location,
    latitude: latitude + (random.next() - 0.5) / 10,
    longitude: longitude + (random.next() - 0.5) / 10,
    bio: `Training ${random.pick(["mornings", "evenings", "weekends"])}, always up for drilling and open mats.`,
    rank: random.pick(RANKS),
    weightKg: Math.round(55 + random.next() * 50),
    giPreference: random.pick(GI_PREFERENCES),
    intensity: random.pick(TRAINING_INTENSITIES),
  };
}

const OPENERS = [
  "Looking for a partner to drill",
  "Anyone else working on",
  "Great session today on",
  "Question about",
  "Tips for improving",
  "Just competed and learned a lot about",
];
const TOPICS = [
  "guard retention",
  "footwork",
  "the jab",
  "hip throws",
  "takedown defence",
  "clinch work",
  "kata timing",
  "conditioning",
  "weight cuts",
  "mouthguards",
  "knee injuries",
  "sparring intensity",
];
const CLOSERS = [
  "Any advice welcome.",
  "Open mat this Saturday!",
  "What works for you?",
  "Coach says patience.",
  "Drilling it every day this week.",
  "Video from class coming soon.",
];
const COMMENTS = [
  "Count me in!",
  "Great point, thanks.",
  "Try it slower first.",
  "Same problem here.",
  "See you at open mat.",
  "This helped a lot.",
  "Osu!",
  "Keep your elbows in.",
];

export function post(random: Random) {
  const category: PostCategory = random.next() < 0.7 ? random.pick(MARTIAL_ARTS) : random.pick(GENERAL_TOPICS);
  const topic = random.pick(TOPICS);
  return {
    title: random.next() < 0.6 ? `${random.pick(OPENERS)} ${topic}` : null,
    content: `${random.pick(OPENERS)} ${topic}. ${random.pick(CLOSERS)}`,
    category,
  };
}

export const comment = (random: Random) => random.pick(COMMENTS);

const DOJO_WORDS = ["Iron", "Tide", "Mountain", "River", "Phoenix", "Tiger", "Crane", "Oak", "Storm", "Lotus", "Anvil"];
const DOJO_KINDS = ["Dojo", "Academy", "Club", "Collective", "Fight Team", "Training Hall"];

/** A dojo's profile: a name, a city, one to three arts. */
export function dojo(random: Random, index: number) {
  const location = random.pick(CITIES)[0];
  const martialArts = random.some(MARTIAL_ARTS, 3);
  return {
    name: `${random.pick(DOJO_WORDS)} ${martialArts[0]} ${random.pick(DOJO_KINDS)} ${index + 1}`,
    description: `${random.pick(["Open mats", "Fundamentals", "Competition training"])} in ${location}, all levels welcome.`,
    location,
    martialArts,
  };
}

const GYM_WORDS = [
  "Alliance",
  "Checkmat",
  "Nova Uniao",
  "Kodokan",
  "Tiger",
  "Iron",
  "Dragon",
  "Atlas",
  "Summit",
  "Phoenix",
];
const GYM_KINDS = [
  "BJJ",
  "Judo Club",
  "MMA",
  "Muay Thai",
  "Boxing Gym",
  "Karate Dojo",
  "Wrestling Room",
  "Fight Academy",
];

/** A gym near one of the seed's cities (within about 15 km), its name unique by its index. */
export function gym(random: Random, index: number) {
  const [city, latitude, longitude] = random.pick(CITIES);
  const kind = random.pick(GYM_KINDS);
  const arts = [...new Set([random.pick(MARTIAL_ARTS), random.pick(MARTIAL_ARTS)])];
  return {
    name: `${random.pick(GYM_WORDS)} ${kind} ${city} ${index + 1}`,
    address: `${1 + Math.floor(random.next() * 200)} ${random.pick(["Main", "Harbour", "Station", "Market"])} Street, ${city}`,
    phone: `+${10 + Math.floor(random.next() * 89)} ${String(Math.floor(random.next() * 1e8)).padStart(8, "0")}`,
    website: random.next() < 0.6 ? `gym-${index + 1}.example.com` : "",
    description: `${kind} in ${city}: visitors welcome.`,
    martialArts: arts,
    latitude: Math.round((latitude + (random.next() - 0.5) * 0.27) * 1e5) / 1e5,
    longitude: Math.round((longitude + (random.next() - 0.5) * 0.35) * 1e5) / 1e5,
  };
}

/** A weekly open mat, as members add them. */
export function openMat(random: Random) {
  const hour = random.pick([7, 10, 12, 18, 19, 20]);
  return {
    weekday: random.pick(WEEKDAYS),
    start: `${String(hour).padStart(2, "0")}:00`,
    end: `${String(hour + 2).padStart(2, "0")}:00`,
    kind: random.pick(GI_PREFERENCES),
    fee: random.next() < 0.5 ? null : `${5 + Math.floor(random.next() * 15)} EUR`,
    note: random.pick(["", "All levels welcome", "Bring water", "Sign the waiver at the desk"]),
  };
}
