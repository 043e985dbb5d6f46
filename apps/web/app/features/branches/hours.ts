/** Spec §2: the hours table has 1 column for up to 3 entries, 2 for 4 to 6, 3 for more. */
export function hoursColumns(entries: number): 1 | 2 | 3 {
  if (entries <= 3) return 1;
  if (entries <= 6) return 2;
  return 3;
}

/** The entries laid out in rows of `columns`, reading order first along a row. */
export function hoursRows<T>(entries: T[]): T[][] {
  const columns = hoursColumns(entries.length);
  const rows: T[][] = [];
  for (let i = 0; i < entries.length; i += columns) rows.push(entries.slice(i, i + columns));
  return rows;
}

/** Spec §9 showroom hours, as schema.org opening hours (the stored hours are free, translated text). */
export const showroomOpeningHours = ["Sa-Th 10:00-21:30", "Fr 16:00-21:30"];
