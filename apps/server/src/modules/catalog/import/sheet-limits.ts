import { AppError } from "#server/lib/app-error.ts";

/**
 * What an imported sheet may hold (issue 32). The server runs in a 256 MB heap and reads a file of up to 20 MB
 * in one request, so every dimension of the result is bounded before it is stored: a file past a limit is
 * refused with a clear 400 (`errors.file`), never parsed on until the process runs out of memory.
 */
export const sheetLimits = {
  /** Data rows (the header is one more); empty rows are not counted. */
  rows: 50_000,
  /** Columns holding a value; the sheet has 19, the rest leaves room for a staff member's own notes. */
  columns: 256,
  /** Characters of one cell: the longest real cell (a list of image URLs) is a few KB. */
  cellChars: 64 * 1024,
  /** Cells stored (a full 50,000-row export has 950,000): each costs ~30 bytes of heap at most. */
  cells: 2_000_000,
} as const;

export const fileError = (code: string, message: string) =>
  new AppError("bad_request", message, { file: [code] });

/**
 * Combining marks (diacritics) one after another: Unicode's stream-safe text has at most 30, Arabic with all its
 * vowel signs 3 or 4. Longer runs are refused because normalising them (NFKC, as the catalogue's name lookups
 * do) reorders each run by sorting, in time that grows with the square of its length. The pattern is linear: a
 * fixed count of one class.
 */
const maxMarkRun = 30;
const markRun = new RegExp(`\\p{M}{${maxMarkRun + 1}}`, "u");

/** A cell longer than the limit: refused with the row it is on, before it is copied anywhere. */
export const cellTooLong = (row: number) =>
  fileError(
    "cell_too_long",
    `Row ${row} has a cell longer than ${sheetLimits.cellChars.toLocaleString("en")} characters: refused`,
  );

/**
 * Builds a sheet cell by cell, as either reader finds them: trimmed, trailing empty cells and empty rows left
 * out, every limit checked as it is reached.
 */
export class SheetBuilder {
  readonly rows: string[][] = [];
  /** The file's row number of the row being built (1-based, empty rows counted), for error messages. */
  row = 1;
  private cells: string[] = [];
  private stored = 0;

  /** The value of column `column` (0-based) of the current row. */
  cell(column: number, value: string): void {
    if (value.length > sheetLimits.cellChars) throw cellTooLong(this.row);
    if (value.length > maxMarkRun && markRun.test(value))
      throw fileError(
        "invalid_text",
        `Row ${this.row} has a cell with more than ${maxMarkRun} combining marks in a row: not a product's text`,
      );
    const text = value.trim();
    if (text === "") return;
    if (column >= sheetLimits.columns)
      throw fileError(
        "too_many_columns",
        `Row ${this.row} has a value beyond column ${sheetLimits.columns}: remove the columns that are not needed`,
      );
    this.stored += Math.max(0, column + 1 - this.cells.length);
    while (this.cells.length < column) this.cells.push("");
    this.cells[column] = text;
  }

  endRow(): void {
    if (this.cells.length > 0) {
      this.rows.push(this.cells);
      if (this.rows.length > sheetLimits.rows + 1)
        throw fileError(
          "too_many_rows",
          `The file has more than ${sheetLimits.rows.toLocaleString("en")} rows: split it`,
        );
      if (this.stored > sheetLimits.cells)
        throw fileError(
          "too_many_cells",
          `The file has more than ${sheetLimits.cells.toLocaleString("en")} cells: remove the columns that are not needed or split it`,
        );
      this.cells = [];
    }
    this.row++;
  }
}
