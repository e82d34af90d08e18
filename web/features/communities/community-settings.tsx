// The owner's settings tab: edit the community, or delete it after a confirmation. Online only.
import { useState } from 'react';
import { deleteCommunity, type Community } from './community-api.ts';
import { CommunityEditor } from './community-editor.tsx';
import { ownerAction } from './use-owner-list.ts';

export function CommunitySettings({
  community,
  onSaved,
  onDeleted,
}: {
  community: Community;
  onSaved: () => void;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const remove = async () => {
    let deleted = false;
    setMessage(
      await ownerAction(async () => {
        await deleteCommunity(community.id);
        deleted = true;
      }, 'Сообщество удалено'),
    );
    if (deleted) onDeleted();
  };
  return (
    <div className="community-settings">
      <CommunityEditor
        key={community.name + community.description}
        community={community}
        cancellable={false}
        onDone={(saved) => {
          if (!saved) return;
          setSaved(true);
          onSaved();
        }}
      />
      {saved && (
        <p className="community-actions__message" role="status">
          Изменения сохранены
        </p>
      )}
      <div className="community-settings__danger card">
        <h2>Удалить сообщество</h2>
        <p>Лента, участники, заявки и приглашения будут удалены без возможности восстановления.</p>
        {confirming ? (
          <div className="community-editor__actions">
            <button type="button" className="button button--accent" onClick={() => void remove()}>
              Да, удалить
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              Отмена
            </button>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            Удалить сообщество
          </button>
        )}
        {message && (
          <p className="community-actions__message" role="status">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
