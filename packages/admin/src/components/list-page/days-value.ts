// The value of a list filter's range of days, shared by the field that stands in and the picker it loads.

/** The two days, either open, as YYYY-MM-DD text; null: no range. */
export type DaysValue = readonly [string | null, string | null] | null;

/** What Form.Item gives its field. */
export type DaysFieldProps = { value?: DaysValue; onChange?: (value: DaysValue) => void; id?: string };
