import path from 'node:path';
import ts from 'typescript';
const root = '/work/wt/contract';
const probePath = path.join(root, 'web/lib/__probe.ts');
const probe = `import type { ExtractSchema } from 'hono/types';
import type { ApiRoutes } from '../../api/app.ts';
type S = ExtractSchema<ApiRoutes>;
export type All = { [P in keyof S]: { [M in keyof S[P]]: S[P][M] extends infer E ? (E extends { status: infer St; outputFormat: infer F; output: infer O } ? [St, F, O] : never) : never } };
declare const all: All;
export const x = all;
`;
const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const host = ts.createCompilerHost(config.options);
const { readFile, fileExists } = host;
host.fileExists = (f) => path.resolve(f) === probePath || fileExists(f);
host.readFile = (f) => (path.resolve(f) === probePath ? probe : readFile(f));
const program = ts.createProgram([probePath], config.options, host);
const checker = program.getTypeChecker();
const src = program.getSourceFile(probePath)!;
let allType: ts.Type | undefined;
ts.forEachChild(src, (n) => {
  if (ts.isVariableStatement(n) && n.declarationList.declarations[0].name.getText() === 'x') allType = checker.getTypeAtLocation(n.declarationList.declarations[0].name);
});
const filter = process.argv[2];
for (const p of allType!.getProperties()) {
  if (filter && !p.name.includes(filter)) continue;
  const pt = checker.getTypeOfSymbol(p);
  for (const m of pt.getProperties()) {
    const mt = checker.getTypeOfSymbol(m);
    const s = checker.typeToString(mt, undefined, ts.TypeFormatFlags.NoTruncation);
    console.log(p.name, m.name, s.length > 300 && !process.argv[3] ? s.slice(0, 300) + '…' : s);
  }
}
