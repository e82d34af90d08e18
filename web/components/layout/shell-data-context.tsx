// Shares the loaded ShellData with screens (home hero, banner video) without refetching.
import { createContext, useContext } from 'react';
import { EMPTY_SHELL_DATA, type ShellData } from './shell-data.ts';

export const ShellDataContext = createContext<ShellData>(EMPTY_SHELL_DATA);

export function useShellSettings(): ShellData['settings'] {
  return useContext(ShellDataContext).settings;
}
