// Projects shown in the home slider (show_in_slider=1, by order), from the shared site data.
import { useSliderProjects as useStoredSliderProjects, type Project } from '../../lib/site-data.ts';

export type SliderProject = Project;
export type SliderState = { status: 'loading' } | { status: 'ready'; list: SliderProject[] };

export function useSliderProjects(): SliderState {
  const list = useStoredSliderProjects();
  if (list === undefined) return { status: 'loading' };
  return { status: 'ready', list: [...list].sort((a, b) => a.order - b.order) };
}
