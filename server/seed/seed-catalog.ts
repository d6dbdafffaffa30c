/** Fixed name lists the seed draws from (accounts; the service seed's lists are in seed-service-catalog.ts). */
import { ROLES } from "../../core/domain/roles.ts"

export const demoPassword = "Portal-Demo-2026!"

/** The seed's clock: every date is relative to this instant so two runs give the same data. */
export const seedAnchor = new Date("2026-11-01T12:00:00.000Z")

export const roleNames: ReadonlyArray<readonly [number, string]> = [
  [ROLES.developer, "Developer"],
  [ROLES.systemAdmin, "System Admin"],
  [ROLES.companyAdmin, "Company Admin"],
  [ROLES.companyUser, "Company User"],
  [ROLES.salesRep, "Sales Rep"],
]

/** Company 1 is the provider itself (spec: company id for the portal 1); staff belong to it. */
export const providerCompany = "Acme Equipment Services"
export const customerCompanies = [
  "Acme Manufacturing",
  "Globex Logistics",
  "Initech Systems",
  "Umbrella Health",
  "Stark Fabrication",
  "Wayne Distribution",
  "Hooli Data Centers",
  "Soylent Foods",
  "Vandelay Industries",
  "Tyrell Biotech",
  "Cyberdyne Robotics",
  "Wonka Confections",
]

export const salesRepSeeds = [
  { firstname: "Dana", lastname: "Whitfield", title: "Senior Account Executive" },
  { firstname: "Marcus", lastname: "Okafor", title: "Service Account Manager" },
  { firstname: "Priya", lastname: "Raman", title: "Renewal Specialist" },
  { firstname: "Tom", lastname: "Brennan", title: "Regional Sales Director" },
] as const

export const firstNames = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Carlos",
  "Karen",
  "Wei",
  "Aisha",
  "Mateo",
  "Olga",
  "Hiroshi",
  "Fatima",
  "Liam",
  "Chloe",
  "Noah",
  "Grace",
]
export const lastNames = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Nguyen",
  "Patel",
  "Kowalski",
  "Schmidt",
  "Tanaka",
  "Okafor",
  "Rossi",
  "Dubois",
  "Novak",
  "Murphy",
]

/** Sites, contracts, equipment and ticket texts: seed-service-catalog.ts. */
export * from "./seed-service-catalog.ts"
