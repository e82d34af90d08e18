// The create and edit form of a community: name, description, open or closed, and a logo and cover
// picked from the site's illustrations. Errors appear in Russian under the form; nothing typed is lost.
import { useState, type FormEvent } from 'react';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX } from '../../../sync/rules/communities.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { createCommunity, updateCommunity, type Community } from './community-api.ts';
import { communityError } from './community-messages.ts';

const PICTURES: Record<string, string> = {
  physics: 'Физика',
  chemistry: 'Химия',
  biology: 'Биология',
  space: 'Космос',
  robotics: 'Робототехника',
  it: 'Информатика',
  maths: 'Математика',
  ecology: 'Экология',
  medicine: 'Медицина',
  energy: 'Энергия',
  geology: 'Геология',
  astronomy: 'Астрономия',
};
const picture = (name: string) => `/media/previews/${name}.webp`;

function PicturePicker({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <fieldset className="community-pictures">
      <legend className="field__label">{legend}</legend>
      <div className="community-pictures__grid">
        {Object.entries(PICTURES).map(([p, label]) => (
          <label key={p} className="community-pictures__item">
            <input
              type="radio"
              className="visually-hidden"
              name={legend}
              checked={value === picture(p)}
              onChange={() => onChange(picture(p))}
            />
            <img src={picture(p)} alt="" width={80} height={45} loading="lazy" />
            <span className="visually-hidden">{label}</span>
          </label>
        ))}
        <label className="community-pictures__item community-pictures__item--none">
          <input
            type="radio"
            className="visually-hidden"
            name={legend}
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <span>Без картинки</span>
        </label>
      </div>
    </fieldset>
  );
}

interface EditorProps {
  community?: Community;
  onDone: (saved: Community | null) => void;
  /** Without it there is no 'Отмена' (the settings tab stays open). */
  cancellable?: boolean;
}

export function CommunityEditor({ community, onDone, cancellable = true }: EditorProps) {
  const [name, setName] = useState(community?.name ?? '');
  const [description, setDescription] = useState(community?.description ?? '');
  const [isClosed, setIsClosed] = useState(community?.isClosed ?? false);
  const [logo, setLogo] = useState<string | null>(community?.logo ?? picture('physics'));
  const [cover, setCover] = useState<string | null>(community?.cover ?? picture('space'));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError('Введи название сообщества');
    setNameError(null);
    setBusy(true);
    setError(null);
    try {
      const form = { name: name.trim(), description: description.trim(), isClosed, logo, cover };
      onDone(community ? await updateCommunity(community.id, form) : await createCommunity(form));
    } catch (err) {
      setError(communityError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="community-editor card"
      onSubmit={(e) => void submit(e)}
      aria-label={community ? 'Изменить сообщество' : 'Новое сообщество'}
    >
      <h2>{community ? 'Изменить сообщество' : 'Новое сообщество'}</h2>
      <TextField
        label="Название"
        value={name}
        onValue={setName}
        maxLength={COMMUNITY_NAME_MAX}
        error={nameError}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor="community-description">
          Описание
        </label>
        <textarea
          id="community-description"
          className="field__control community-editor__text"
          value={description}
          maxLength={COMMUNITY_DESCRIPTION_MAX}
          rows={4}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <label className="community-editor__check">
        <input type="checkbox" checked={isClosed} onChange={(e) => setIsClosed(e.target.checked)} />
        Закрытое сообщество: вступление по заявке или приглашению
      </label>
      <PicturePicker legend="Логотип" value={logo} onChange={setLogo} />
      <PicturePicker legend="Обложка" value={cover} onChange={setCover} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="community-editor__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {community ? 'Сохранить' : 'Создать'}
        </button>
        {cancellable && (
          <button type="button" className="button button--quiet" onClick={() => onDone(null)}>
            Отмена
          </button>
        )}
      </div>
    </form>
  );
}
