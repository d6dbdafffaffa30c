import { ROLES } from "../../core/domain/roles.ts"
import { hashPassword } from "../auth/password.ts"
import type { Queries } from "../db/client.ts"
import { avatarDataUrl } from "./avatar.ts"
import { insertRows, syncIdentity } from "./bulk-insert.ts"
import type { Rng } from "./prng.ts"
import {
  customerCompanies,
  demoPassword,
  firstNames,
  lastNames,
  roleNames,
  seedAnchor,
} from "./seed-catalog.ts"
import type { ScaleSize } from "./seed-scale.ts"
import { type SeedAgreement, seedAgreementsAndLocations } from "./seed-agreements.ts"
import { demoUsers, type SeedUser } from "./seed-users.ts"
import { seedCompanies, seedSalesReps } from "./seed-companies.ts"

export type { SeedAgreement }

const day = 86_400_000

/** What the service seed (equipment, tickets) needs to know about the accounts. */
export interface SeedAccounts {
  readonly customerIds: ReadonlyArray<number>
  readonly agreements: ReadonlyArray<SeedAgreement>
  readonly contactsByCompany: ReadonlyMap<number, ReadonlyArray<string>>
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "")

const extraUsers = (rng: Rng, customerIds: ReadonlyArray<number>, perCompany: number): SeedUser[] =>
  customerIds.flatMap((companyid) =>
    Array.from({ length: perCompany }, (_, i) => {
      const firstname = rng.pick(firstNames)
      const lastname = rng.pick(lastNames)
      const username =
        `${firstname}.${lastname}.${slug(customerCompanies[companyid - 2]!).slice(0, 6)}${i}`.toLowerCase()
      return {
        username,
        roleid: i === 0 && companyid > 3 ? ROLES.companyAdmin : ROLES.companyUser,
        companyid,
        firstname,
        lastname,
        active: rng.chance(0.85),
        photo: rng.chance(0.3),
        passwordExpired: false,
        createdDaysAgo: rng.int(30, 800),
      }
    }),
  )

const seedUsers = async (db: Queries, users: ReadonlyArray<SeedUser>) => {
  // Each demo sign-in gets its own salted hash; the many extra users of the large seed (2,000+)
  // share one, since hashing is deliberately slow and they all have the demo password.
  const shared = await hashPassword(demoPassword)
  const hashes = await Promise.all(
    users.map((u) => (demoUsers.includes(u) ? hashPassword(demoPassword) : Promise.resolve(shared))),
  )
  await insertRows(
    db,
    "users",
    [
      "userid",
      "username",
      "password_hash",
      "roleid",
      "companyid",
      "firstname",
      "lastname",
      "email",
      "phonenumber",
      "phonenumberextension",
      "usercreateddate",
      "useractive",
      "profilepicture",
      "password_expired",
      "viewed_policy",
      "latest_activity",
    ],
    users.map((u, i) => {
      const created = new Date(seedAnchor.getTime() - u.createdDaysAgo * day)
      return [
        i + 1,
        u.username,
        hashes[i],
        u.roleid,
        u.companyid,
        u.firstname,
        u.lastname,
        `${u.username.replace(/[^a-z0-9.]/g, "")}@example.com`,
        i % 3 === 2 ? null : `+1313555${String(1000 + i).slice(-4)}`,
        i % 4 === 0 ? String(100 + i) : null,
        created,
        u.active,
        u.photo ? avatarDataUrl(`${u.firstname} ${u.lastname}`, i) : null,
        u.passwordExpired,
        i % 2 === 0,
        created,
      ]
    }),
  )
  await syncIdentity(db, "users", "userid")
  // Each account's timeline starts with its creation: by the system admin (user 2) for customers,
  // by the system for the provider's own staff.
  await insertRows(
    db,
    "user_activities",
    ["userid", "action", "created_by", "created_date"],
    users.map((u, i) => [
      i + 1,
      "USER_CREATED",
      u.companyid === 1 ? null : 2,
      new Date(seedAnchor.getTime() - u.createdDaysAgo * day),
    ]),
  )
}

export const seedAccounts = async (db: Queries, rng: Rng, size: ScaleSize): Promise<SeedAccounts> => {
  await insertRows(db, "roles", ["roleid", "role"], roleNames)
  const customerIds = await seedCompanies(db, size)
  const users = [...demoUsers, ...extraUsers(rng, customerIds, size.extraUsers)]
  await seedUsers(db, users)
  await seedSalesReps(db, users.findIndex((u) => u.username === "sales.rep") + 1)
  const agreements = await seedAgreementsAndLocations(db, rng, customerIds)
  const contactsByCompany = new Map<number, string[]>()
  for (const u of users) {
    if (u.companyid === 1) continue
    contactsByCompany.set(u.companyid, [
      ...(contactsByCompany.get(u.companyid) ?? []),
      `${u.firstname} ${u.lastname}`,
    ])
  }
  return { customerIds, agreements, contactsByCompany }
}
