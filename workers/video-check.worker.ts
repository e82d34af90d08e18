// The video-check worker: parses container headers off the main thread so the page never stalls.
import * as Comlink from 'comlink';
import { videoCheckService } from './video-check-service.ts';

Comlink.expose(videoCheckService);
