// A streaming XML reader for the schools import: yields each <record> element of a large open data file as a
// flat map of its descendants' texts ('ActualEducationOrganization/Id' → '…'), keeping only the first value of
// a repeated path. It holds one record in memory, never the file. Enough XML for the registry's export: elements,
// text, CDATA, comments, the five named entities and numeric ones; attributes are ignored.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const localName = (tag: string) => tag.slice(tag.indexOf(':') + 1);

/** The `record` elements (by local name) of the XML text arriving in `chunks`. */
export async function* xmlRecords(
  chunks: AsyncIterable<string>,
  record: string,
): AsyncGenerator<Record<string, string>> {
  let buffer = '';
  const path: string[] = [];
  let depth = -1; // the record element's depth in `path` while inside one
  let fields: Record<string, string> = {};
  let text = '';
  for await (const chunk of chunks) {
    buffer += chunk;
    let at = 0;
    for (;;) {
      const lt = buffer.indexOf('<', at);
      if (lt < 0) break; // text is decoded once its end arrives (an entity may span two chunks)
      const special = buffer.startsWith('<![CDATA[', lt) ? ']]>' : buffer.startsWith('<!--', lt) ? '-->' : '>';
      const gt = buffer.indexOf(special, lt);
      if (gt < 0) break; // the tag continues in the next chunk
      if (depth >= 0) text += decode(buffer.slice(at, lt));
      at = gt + special.length;
      if (special === ']]>') {
        if (depth >= 0) text += buffer.slice(lt + 9, gt);
        continue;
      }
      const tag = buffer.slice(lt + 1, gt);
      if (special === '-->' || tag[0] === '?' || tag[0] === '!') continue;
      if (tag[0] === '/') {
        if (depth >= 0 && path.length - 1 > depth) {
          const key = path.slice(depth + 1).join('/');
          if (!(key in fields) && text.trim()) fields[key] = text.trim();
        }
        path.pop();
        text = '';
        if (path.length === depth) {
          yield fields;
          fields = {};
          depth = -1;
        }
        continue;
      }
      const name = localName(tag.replace(/\/$/, '').trim().split(/\s/, 1)[0] ?? '');
      text = '';
      if (tag.endsWith('/')) continue;
      path.push(name);
      if (depth < 0 && name === record) depth = path.length - 1;
    }
    buffer = buffer.slice(at);
  }
}
