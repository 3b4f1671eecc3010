// Hands text to the browser as a file download: the console's list exports and the players' CSV exports.
// A byte-order mark first, so spreadsheet programs read Chinese text as UTF-8.

export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
