/** The start of a cell a spreadsheet would run as a formula (=, +, -, @, tab, return), unless the cell is a plain number. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A table as CSV: a byte-order mark so spreadsheet programs read Chinese as UTF-8, quoted cells
 * where needed, CRLF rows, and text a buyer typed never run as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves CSV text as a file the browser downloads. */
export function downloadCsv(fileName: string, csv: string): void {
  const address = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
