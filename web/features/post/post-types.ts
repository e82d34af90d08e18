// A material as the browser holds it: GET /page/slug/{slug}, camelCased by api-client.
// Its content blocks are the shared ones of web/components/content-blocks.
import type { ApiResponse } from '../../lib/api-contract.ts';

export type PostDetail = ApiResponse<'/page/slug/:slug'>;
