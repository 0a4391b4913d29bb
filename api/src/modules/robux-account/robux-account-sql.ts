/** For sale, over an account `a`: available, and with a login to hand over (one without is still being set up). */
export const FOR_SALE_SQL = `(a.status = 'AVAILABLE' and a.login_sealed is not null)`;

/** A listing's public fields, as every public answer and export reads them. */
export const LISTING_COLUMNS = `a.public_id, a.robux, a.rate::text as rate, a.price::text as price, a.account_type, a.guarantee_days, a.notes`;

export interface ListingRow {
  public_id: string;
  robux: number;
  rate: string;
  price: string;
  account_type: string;
  guarantee_days: number;
  notes: string | null;
}

export const listingOf = (row: ListingRow) => ({
  id: row.public_id,
  robux: row.robux,
  rate: row.rate,
  price: row.price,
  accountType: row.account_type,
  guaranteeDays: row.guarantee_days,
  notes: row.notes,
});
