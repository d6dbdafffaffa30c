/** Help texts of `portal tickets ...` (examples run against the demo data). */
export const TICKETS_HELP = {
  group: `
Sign in first with 'portal login'. Every command accepts --json (global option).

Examples:
  $ portal tickets list --status open --sort createddateutc --direction desc
  $ portal tickets show 1042
  $ portal tickets create --agreement 3 --location 12 --problem "Printer jams on tray 2" --severity 2
  $ portal tickets comment 1042 --text "Technician expected at 10:00" --attach photo.jpg
  $ portal tickets export --status closed --calldate 2026-01-01:2026-03-31 --out q1-closed.xlsx`,
  list: `
Options are the /tickets URL parameters: --page (from 1) and --page-size, --status open | closed |
all, --sort with --direction asc | desc. Date ranges need both ends: start:end, ISO dates.
Bad values are refused (exit 2) rather than falling back as a hand-edited URL would.

Examples:
  $ portal tickets list
  $ portal tickets list --status closed --page 2 --page-size 50
  $ portal tickets list --search "paper jam" --locations 12,14
  $ portal tickets list --calldate 2026-01-01:2026-03-31 --json
  $ portal tickets list --status open --all --format csv > open-tickets.csv`,
  show: `
Prints the ticket's fields, its catalogue in the detail's groups (schedule, engineer, costs,
billing, service details, review; only groups that hold a value), the activity and the files.

Examples:
  $ portal tickets show 1042
  $ portal tickets show 1042 --json`,
  create: `
Agreement and location ids: 'portal tickets list --json' shows agreementid and locationid of your
tickets. Invalid input is refused with the form's messages (e.g. "Problem is required").

Examples:
  $ portal tickets create --agreement 3 --location 12 --problem "No power to unit"
  $ portal tickets create --agreement 3 --location 12 --equipment 88 --problem "Fan noise" \\
      --severity 3 --contact "Ada Lovelace" --contact-email ada@example.com --reference PO-1234
  $ portal tickets create --agreement 3 --location 12 --problem "Leak" --attach photo.jpg readings.csv`,
  comment: `
Examples:
  $ portal tickets comment 1042 --text "Parts arrived"
  $ portal tickets comment 1042 --attach invoice.pdf photo.jpg
  $ portal tickets comment 1042 --text "Logs attached" --attach logs.txt --json`,
  close: `
Provider staff (developer, system admin) close with --solution. The ticket's contact, creator or
company admin closes with --reason resolved | notNeeded | other (other needs --text). Anyone else
gets the server's 403. A ticket that is not open answers 409 with the reason (e.g. "Service
Ticket #1042 is already closed"); both exit 1.

Examples:
  $ portal tickets close 1042 --solution "Replaced the fuser unit"
  $ portal tickets close 1042 --reason notNeeded
  $ portal tickets close 1042 --reason other --text "We moved the printer to another site" --json`,
  reopen: `
The ticket's contact, creator or company admin reopens a ticket closed within the reopen period
(PORTAL_REOPEN_DAYS on the server, default 14 days). A ticket that is not closed, or closed longer
ago, answers 409 with the reason; exit 1.

Examples:
  $ portal tickets reopen 1042 --comment "The fuser jams again"`,
  watch: `
A ticket holds at most 20 watchers. Someone outside the ticket's company, or deactivated, cannot
be added; a caller who may not answers 403; both exit 1 with the server's reason.

Examples:
  $ portal tickets watch 1042
  $ portal tickets watch 1042 --user acme.user
  $ portal tickets unwatch 1042 --user alice@example.com`,
  export: `
Dates in the sheet use this terminal's time zone (TZ). A progress line shows on stderr in a
terminal (not with --json).

Examples:
  $ portal tickets export --out tickets.xlsx
  $ portal tickets export --status open --search toner --out open-toner.xlsx --force`,
} as const
