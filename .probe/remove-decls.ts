import fs from 'node:fs';
import ts from 'typescript';
const report = JSON.parse(fs.readFileSync('/tmp/contract/unused.json', 'utf8')) as {
  filePath: string;
  messages: { ruleId: string; message: string; line: number }[];
}[];
for (const f of report) {
  const dead = new Set<string>();
  const typeOnly = new Set<string>();
  for (const m of f.messages) {
    if (m.ruleId !== '@typescript-eslint/no-unused-vars') continue;
    const name = /^'([^']+)'/.exec(m.message)?.[1];
    if (!name) continue;
    if (m.message.includes('only used as a type')) typeOnly.add(name);
    else dead.add(name);
  }
  if (!dead.size && !typeOnly.size) continue;
  let text = fs.readFileSync(f.filePath, 'utf8');
  const src = ts.createSourceFile(f.filePath, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; insert: string }[] = [];
  for (const st of src.statements) {
    let names: string[] = [];
    if (ts.isVariableStatement(st)) names = st.declarationList.declarations.map((d) => d.name.getText());
    else if ((ts.isFunctionDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isClassDeclaration(st)) && st.name) names = [st.name.text];
    if (names.length !== 1) continue;
    const n = names[0]!;
    if (dead.has(n)) {
      const start = st.getFullStart();
      edits.push({ start, end: st.getEnd(), insert: '' });
      console.log('removed', f.filePath.replace('/work/wt/contract/', ''), n);
    } else if (typeOnly.has(n)) {
      edits.push({ start: st.getStart(), end: st.getStart(), insert: 'export ' });
      console.log('re-exported', f.filePath.replace('/work/wt/contract/', ''), n);
    }
  }
  edits.sort((a, b) => b.start - a.start);
  for (const e of edits) text = text.slice(0, e.start) + e.insert + text.slice(e.end);
  fs.writeFileSync(f.filePath, text);
}
