// `npm run build`, second half: the server bundle (scripts/server-bundle.ts).
import { buildServer } from './server-bundle.ts';

buildServer();
