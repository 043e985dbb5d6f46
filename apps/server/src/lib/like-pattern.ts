/** An ILIKE pattern for "contains `text`": `%` and `_` typed in a search box are letters, not wildcards. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
