// A streaming CSV reader for the schools import: RFC 4180 quoting, ',' or ';' (Russian open data often uses ';',
// taken from the header line), a UTF-8 byte order mark dropped. It holds one record in memory, never the file.

/** Records of the CSV text arriving in `chunks`, each as an object keyed by the header's lower-cased names. */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  let delimiter = '';
  let field = '';
  let row: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let first = true;
  const endRow = function* (): Generator<Record<string, string>> {
    row.push(field);
    field = '';
    const cells = row;
    row = [];
    if (cells.length === 1 && (cells[0] ?? '').trim() === '') return;
    if (!header) {
      header = cells.map((h) => h.trim().toLowerCase());
      return;
    }
    yield Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
  };
  for await (let chunk of chunks) {
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, '');
      first = false;
    }
    if (!delimiter) {
      const line = chunk.split('\n', 1)[0] ?? '';
      delimiter = (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ';' : ',';
    }
    for (const ch of chunk) {
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          afterQuote = true;
        } else field += ch;
      } else if (ch === '"') {
        // A doubled quote inside a quoted field is one quote.
        if (afterQuote) field += '"';
        quoted = true;
        afterQuote = false;
      } else {
        afterQuote = false;
        if (ch === delimiter) {
          row.push(field);
          field = '';
        } else if (ch === '\n') yield* endRow();
        else if (ch !== '\r') field += ch;
      }
    }
  }
  if (field !== '' || row.length > 0) yield* endRow();
}
