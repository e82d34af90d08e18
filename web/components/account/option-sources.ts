// The profile fields take their choices from the screen that shows them (the account API's lists),
// so the fields stay presentational.
import type { Option } from '../ui/autocomplete-field.tsx';

/** Where the fields' choices come from (the account API's lists), given by the screen that shows them. */
export interface AccountOptionSources {
  userTypes: () => Promise<Option[]>;
  interests: () => Promise<Option[]>;
  regions: (name: string, signal?: AbortSignal) => Promise<Option[]>;
  cities: (name: string, regionId: number, signal?: AbortSignal) => Promise<Option[]>;
  schools: (name: string, cityId: number, signal?: AbortSignal) => Promise<Option[]>;
}
