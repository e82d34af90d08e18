// Tags or topics of a material as a group of checkboxes, from the site's own lists.
import { apiFetch } from '../../lib/api-client.ts';
// /tag and /topic answer one shape.
import type { ApiResponse } from '../../lib/api-contract.ts';
import { useStaffLoad } from './use-staff-load.ts';

export function TermPicker({
  path,
  legend,
  value,
  onChange,
}: {
  /** A list the API answers as {list: [{id, name}]}: '/tag', '/topic', '/staff/faq-tags'. */
  path: string;
  legend: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const terms = useStaffLoad(() => apiFetch<ApiResponse<'/tag'>>(path), [path]);
  return (
    <fieldset className="staff-terms">
      <legend className="field__label">{legend}</legend>
      {terms.error && <p role="alert">{terms.error}</p>}
      {terms.data?.list.map((t) => (
        <label key={t.id} className="staff-terms__item">
          <input
            type="checkbox"
            checked={value.includes(t.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, t.id] : value.filter((id) => id !== t.id))}
          />
          {t.name}
        </label>
      ))}
    </fieldset>
  );
}
