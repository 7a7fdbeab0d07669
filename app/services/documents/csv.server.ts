import Papa from 'papaparse';

/** First in a CSV download: Excel then reads the file as UTF-8, so ₹ and Devanagari survive a double-click. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV with Windows line ends, the last row ended too, so chunks of rows can follow one another. */
export const csvText = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
