import { useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { fieldReason } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { SetShopCreatorsMutation, UploadCreatorPictureMutation } from './shop-settings-operations';
import { shopSettingsMessages } from './shop-settings-messages';

/** As many cards as the server keeps (it refuses more). */
export const MAX_CREATORS = 12;

interface CreatorDraft {
  /** Tells rows apart while they are added, moved and removed; never sent. */
  key: number;
  name: string;
  link: string;
  pictureUrl: string | null;
}

interface SavedCreator {
  name: string;
  link?: string | null;
  pictureUrl?: string | null;
}

/** The creator cards as one list: edited here, then saved whole, in this order. */
export function CreatorsForm({ creators }: { creators: readonly SavedCreator[] }) {
  const text = useMessages(shopSettingsMessages);
  const nextKey = useRef(0);
  const draftsOf = (saved: readonly SavedCreator[]) =>
    saved.map((creator) => ({ key: nextKey.current++, name: creator.name, link: creator.link ?? '', pictureUrl: creator.pictureUrl ?? null }));
  const [drafts, setDrafts] = useState<CreatorDraft[]>(() => draftsOf(creators));
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadProblem, setUploadProblem] = useState<unknown>(null);
  const [save, { loading, error }] = useMutation(SetShopCreatorsMutation);
  const [upload] = useMutation(UploadCreatorPictureMutation);
  const [saved, setSaved] = useState(false);

  const change = (key: number, fields: Partial<CreatorDraft>) => {
    setSaved(false);
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft)));
  };
  const move = (index: number, by: -1 | 1) => {
    setSaved(false);
    setDrafts((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  };

  async function choosePicture(key: number, file: File | undefined) {
    if (!file) return;
    setUploadProblem(null);
    setUploading(key);
    try {
      const { data } = await upload({ variables: { file } });
      if (data) change(key, { pictureUrl: data.uploadImage });
    } catch (problem) {
      setUploadProblem(problem);
    } finally {
      setUploading(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const input = drafts.map(({ name, link, pictureUrl }) => ({ name: name.trim(), link: link.trim() || null, pictureUrl }));
    const result = await save({ variables: { creators: input }, refetchQueries: ['AdminShopSettings'] }).catch(() => null);
    if (result?.data) {
      setDrafts(draftsOf(result.data.setShopCreators));
      setSaved(true);
    }
  }

  const problemOf = (index: number) => {
    if (fieldReason(error, `creators.${index}.name`)) return text.nameRequired;
    if (fieldReason(error, `creators.${index}.link`)) return text.linkInvalid;
    if (fieldReason(error, `creators.${index}.pictureUrl`)) return text.pictureInvalid;
    return null;
  };
  const rowProblems = drafts.map((_, index) => problemOf(index));

  return (
    <form className="admin-card shop-settings__card" noValidate onSubmit={submit} aria-labelledby="shop-settings-creators">
      <h2 id="shop-settings-creators">{text.creatorsTitle}</h2>
      <p className="shop-settings__hint">{fill(text.creatorsHint, { max: MAX_CREATORS })}</p>
      {drafts.length === 0 ? (
        <p className="shop-settings__empty">{text.noCreators}</p>
      ) : (
        <ol className="shop-settings__creators">
          {drafts.map((draft, index) => {
            const problem = rowProblems[index];
            const label = fill(text.creatorNumber, { number: index + 1 });
            return (
              <li key={draft.key} className="shop-settings__creator">
                <fieldset>
                  <legend>{label}</legend>
                  <label className="admin-field">
                    <span>{text.creatorName}</span>
                    <input value={draft.name} maxLength={60} required onChange={(event) => change(draft.key, { name: event.target.value })} />
                  </label>
                  <label className="admin-field">
                    <span>{text.creatorLink}</span>
                    <input type="url" inputMode="url" placeholder="https://…" maxLength={300} value={draft.link} onChange={(event) => change(draft.key, { link: event.target.value })} />
                  </label>
                  <div className="shop-settings__picture">
                    {draft.pictureUrl && <img src={draft.pictureUrl} alt={fill(text.pictureOf, { name: draft.name || label })} width={56} height={56} />}
                    <label className="admin-field">
                      <span>{text.creatorPicture}</span>
                      <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" disabled={uploading !== null} onChange={(event) => void choosePicture(draft.key, event.target.files?.[0])} />
                    </label>
                    {uploading === draft.key && <span>{text.uploading}</span>}
                    {draft.pictureUrl && (
                      <button type="button" className="button button--ghost" onClick={() => change(draft.key, { pictureUrl: null })}>
                        {text.removePicture}
                      </button>
                    )}
                  </div>
                  {problem && <p className="admin-error">{problem}</p>}
                  <div className="shop-settings__row-actions">
                    <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`${text.moveUp}: ${label}`}>
                      {text.moveUp}
                    </button>
                    <button type="button" className="button button--ghost" disabled={index === drafts.length - 1} onClick={() => move(index, 1)} aria-label={`${text.moveDown}: ${label}`}>
                      {text.moveDown}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => {
                        setSaved(false);
                        setDrafts((current) => current.filter((other) => other.key !== draft.key));
                      }}
                      aria-label={`${text.remove}: ${label}`}
                    >
                      {text.remove}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <ErrorText error={uploadProblem} />
      {rowProblems.every((problem) => problem === null) && <ErrorText error={error} />}
      <div className="shop-settings__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={drafts.length >= MAX_CREATORS}
          onClick={() => {
            setSaved(false);
            setDrafts((current) => [...current, { key: nextKey.current++, name: '', link: '', pictureUrl: null }]);
          }}
        >
          {text.addCreator}
        </button>
        <button type="submit" className="button" disabled={loading || uploading !== null} aria-busy={loading}>
          {loading ? text.saving : text.saveCreators}
        </button>
        {saved && !loading && <span className="shop-settings__saved">{text.saved}</span>}
      </div>
    </form>
  );
}
