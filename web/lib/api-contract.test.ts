// Shows that the typed contract holds: a web consumer of ApiResponse compiles against the real
// routes, and stops compiling when a route renames a response field (the API file is changed
// in memory only, through the compiler host).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const consumerPath = path.join(root, 'web/lib/contract-drift-consumer.ts');
const routePath = path.join(root, 'api/features/health/routes.ts');
const consumer = `import type { ApiResponse } from './api-contract.ts';
declare const health: ApiResponse<'/health'>;
export const status: 'ok' = health.status;
declare const catalog: ApiResponse<'/catalog'>;
export const title: string | undefined = catalog.list[0]?.title;
`;

function consumerErrors(editRoute: (source: string) => string = (s) => s): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const { readFile, fileExists } = host;
  host.fileExists = (file) => path.resolve(file) === consumerPath || fileExists(file);
  host.readFile = (file) => {
    const resolved = path.resolve(file);
    if (resolved === consumerPath) return consumer;
    const text = readFile(file);
    return resolved === routePath && text !== undefined ? editRoute(text) : text;
  };
  host.getSourceFile = ((original) => (file, languageVersion, onError, shouldCreate) => {
    const resolved = path.resolve(file);
    if (resolved === consumerPath || resolved === routePath) {
      const text = host.readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion, true);
    }
    return original(file, languageVersion, onError, shouldCreate);
  })(host.getSourceFile);
  const program = ts.createProgram([consumerPath], config.options, host);
  const source = program.getSourceFile(consumerPath);
  if (!source) throw new Error('the consumer was not compiled');
  return program.getSemanticDiagnostics(source).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the typed contract between web and api', () => {
  it('gives the web the response types of the real routes', () => {
    expect(consumerErrors()).toEqual([]);
  }, 300_000);

  it('breaks the type check when a route renames a response field', () => {
    const errors = consumerErrors((source) => {
      expect(source).toContain("c.json({ status: 'ok' as const })");
      return source.replace("c.json({ status: 'ok' as const })", "c.json({ state: 'ok' as const })");
    });
    expect(errors.join('\n')).toMatch(/Property 'status' does not exist/);
  }, 300_000);
});
