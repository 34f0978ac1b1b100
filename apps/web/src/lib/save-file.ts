/**
 * Hands downloaded bytes to the browser as a file with the given name: a temporary object URL on a link that is
 * clicked and removed, the way every browser saves a download started by script.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: let it go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
