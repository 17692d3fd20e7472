/** The fake label printer's reading of ZPL and TSPL: the text of each label, in order. */
export function decodeZpl(bytes: Uint8Array): string[][] {
  const text = new TextDecoder().decode(bytes);
  return [...text.matchAll(/\^XA([\s\S]*?)\^XZ/g)].map((label) =>
    [...(label[1] ?? '').matchAll(/\^FD([\s\S]*?)\^FS/g)].map((field) => field[1] ?? ''),
  );
}

export function decodeTspl(bytes: Uint8Array): string[][] {
  const labels: string[][] = [];
  let current: string[] = [];
  for (const line of new TextDecoder().decode(bytes).split(/\r?\n/)) {
    const text = /^TEXT [^"]*"[^"]*",[^"]*"((?:[^"\\]|\\\["\])*)"$/.exec(line);
    if (text) current.push((text[1] ?? '').replace(/\\\["\]/g, '"'));
    if (line.startsWith('PRINT ')) {
      labels.push(current);
      current = [];
    }
  }
  return labels;
}
