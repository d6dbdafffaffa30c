/** Fixed lists the service seed (sites, agreements, equipment, tickets) draws from. */

export const cities: ReadonlyArray<readonly [string, string, string]> = [
  ["Detroit", "MI", "48226"],
  ["Ann Arbor", "MI", "48104"],
  ["Grand Rapids", "MI", "49503"],
  ["Toledo", "OH", "43604"],
  ["Columbus", "OH", "43215"],
  ["Chicago", "IL", "60601"],
  ["Indianapolis", "IN", "46204"],
  ["Milwaukee", "WI", "53202"],
  ["Pittsburgh", "PA", "15222"],
  ["Cleveland", "OH", "44113"],
  ["Louisville", "KY", "40202"],
  ["St. Louis", "MO", "63101"],
]
export const streets = [
  "Main St",
  "Industrial Pkwy",
  "Commerce Dr",
  "Woodward Ave",
  "Lake Shore Blvd",
  "Enterprise Way",
  "Harbor Rd",
  "Technology Ct",
]
export const siteKinds = [
  "Plant",
  "Warehouse",
  "Distribution Center",
  "Head Office",
  "Data Center",
  "Service Depot",
  "Lab",
]

export const contractTypes: ReadonlyArray<readonly [string, number]> = [
  ["Full Maintenance", 6],
  ["Warranty Uplift", 2],
  ["Warranty Track", 1],
  ["Parts Only", 1],
  ["Future Start Date", 0.5],
  ["Expired", 0.5],
]

/** [oem, model prefix, description, part prefix] */
export const equipmentModels: ReadonlyArray<readonly [string, string, string, string]> = [
  ["Dell", "PowerEdge R750", "Rack Server", "PER750"],
  ["Dell", "PowerEdge R650", "Rack Server", "PER650"],
  ["HPE", "ProLiant DL380 Gen10", "Rack Server", "P20174"],
  ["HPE", "Nimble HF20", "Storage Array", "Q8H72"],
  ["IBM", "Power S922", "Power Server", "9009-22A"],
  ["IBM", "FlashSystem 5200", "Storage Array", "4662-6H2"],
  ["Cisco", "Catalyst 9300", "Access Switch", "C9300-48P"],
  ["Cisco", "Nexus 93180YC", "Data Center Switch", "N9K-C93180"],
  ["NetApp", "AFF A400", "All-Flash Storage", "AFF-A400"],
  ["Lenovo", "ThinkSystem SR650", "Rack Server", "7X06"],
  ["Zebra", "ZT610", "Industrial Printer", "ZT61042"],
  ["APC", "Smart-UPS SRT 10kVA", "UPS", "SRT10KXLT"],
  ["Fanuc", "R-2000iC", "Industrial Robot", "A05B-1329"],
  ["Xerox", "VersaLink C7000", "Color Printer", "C7000DN"],
]
export const slas = ["2 Hour", "4 Hour", "8 Hour", "Next Business Day"]
export const coverageHours = ["24x7", "8x5", "12x5"]

export const problems = [
  "Server will not power on after scheduled maintenance",
  "Disk failure reported in RAID array",
  "Intermittent network connectivity on uplink ports",
  "Printer jams on every third page",
  "UPS reporting battery replacement needed",
  "Robot arm axis 3 overcurrent alarm",
  "Fan failure warning on front panel",
  "Memory errors logged (correctable ECC)",
  "Controller firmware update requested",
  "Storage latency spikes during nightly backups",
  "Switch rebooting randomly under load",
  "Power supply redundancy lost",
  "Preventive maintenance visit requested",
  "Toner density error on color prints",
]
export const solutions = [
  "Replaced failed power supply and verified redundancy.",
  "Hot-swapped failed drive; array rebuilt successfully.",
  "Replaced SFP module and cleaned fiber connectors.",
  "Replaced pickup rollers and calibrated paper path.",
  "Replaced battery modules and ran self-test.",
  "Replaced servo amplifier; axis tested through full range.",
  "Replaced fan assembly; temperatures nominal.",
  "Reseated DIMMs and replaced one faulty module.",
  "Applied firmware update per vendor advisory.",
  "Adjusted cache settings; latency within SLA.",
]
export const engineerTitles = [
  "Field Service Engineer",
  "Senior Field Engineer",
  "Remote Support Engineer",
  "Service Technician",
]
