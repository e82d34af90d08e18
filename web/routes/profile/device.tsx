// /profile/device: what the site keeps on this device and the space it takes.
import { createFileRoute } from '@tanstack/react-router';
import { DeviceStorageScreen } from '../../features/device-storage/device-storage-screen.tsx';

export const Route = createFileRoute('/profile/device')({
  staticData: { title: 'На устройстве' },
  component: DeviceStorageScreen,
});
