// Answer schemas of the service routes: the OpenAPI document itself, health and readiness.
import { z } from 'zod';

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});
