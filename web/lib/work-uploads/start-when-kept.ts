// Starts the contest works' upload queue once the device holds a kept work: the queue brings tus
// and the video check (about 46 KB gzip), which a first visit with nothing to send must not load.
import { whenDeviceModuleOpen, type DeviceModule } from '../device-store.ts';

/** Watches the device store once it is open (this never opens it). */
export function startWorkUploadsWhenKept(): void {
  void whenDeviceModuleOpen().then(watchKeptWorks);
}

function watchKeptWorks({ liveQuery, localDb }: DeviceModule): void {
  let started = false;
  const watch = liveQuery(() => localDb.pendingWorks.count()).subscribe({
    next: (count) => {
      if (started || count === 0) return;
      started = true;
      watch.unsubscribe();
      void import('./upload-queue.ts').then((m) => m.startWorkUploads());
    },
    error: (e: unknown) => console.error(e),
  });
}
