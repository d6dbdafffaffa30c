-- The ticket's wider catalogue and the equipment record's last fields (spec section 3, issue 24).
-- Declared once in core/domain/tickets/catalogue-fields.ts and core/domain/equipment/record-fields.ts;
-- `tickettype` and `purchaseorder` were already here (0002). Money is exact (numeric), hours are
-- decimal hours; flags default to false, so a ticket created through POST /v1/ticket has them all.
ALTER TABLE tickets
  ADD COLUMN acknowledgeddateutc timestamptz,
  ADD COLUMN startdateutc timestamptz,
  ADD COLUMN closeddateutc timestamptz,
  ADD COLUMN responsetime numeric(6, 2),
  ADD COLUMN escalated boolean NOT NULL DEFAULT false,
  ADD COLUMN repeatcall boolean NOT NULL DEFAULT false,
  ADD COLUMN onetrip boolean NOT NULL DEFAULT false,
  ADD COLUMN office text,
  ADD COLUMN drivetime numeric(6, 2),
  ADD COLUMN hours numeric(6, 2),
  ADD COLUMN freelabor boolean NOT NULL DEFAULT false,
  ADD COLUMN laborcost numeric(12, 2),
  ADD COLUMN partscost numeric(12, 2),
  ADD COLUMN freightcost numeric(12, 2),
  ADD COLUMN taxcost numeric(12, 2),
  ADD COLUMN totalcost numeric(12, 2),
  ADD COLUMN contractnumber text,
  ADD COLUMN billingcontactname text,
  ADD COLUMN billingcontactphone text,
  ADD COLUMN billingcontactemail text,
  ADD COLUMN billingaddress text,
  ADD COLUMN emailcontact boolean NOT NULL DEFAULT false,
  ADD COLUMN emailaccountteam boolean NOT NULL DEFAULT false,
  ADD COLUMN monitoringdevice text,
  ADD COLUMN monitoringalert text,
  ADD COLUMN pagecountblack integer,
  ADD COLUMN pagecountcolor integer,
  ADD COLUMN notes text,
  ADD COLUMN reviewedby text,
  ADD COLUMN revieweddateutc timestamptz,
  ADD COLUMN verifiedby text,
  ADD COLUMN verifieddateutc timestamptz;

-- The county belongs to the location; the equipment answer reads it from there (as the address).
ALTER TABLE locations ADD COLUMN locationcounty text;

ALTER TABLE equipment
  ADD COLUMN effectivedate timestamptz,
  ADD COLUMN response text,
  ADD COLUMN warranty text,
  ADD COLUMN securitylevel text;
