import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type FragmentType, useFragment } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { formatNextOpening } from '../support-chat/support-hours-status';
import { adminSupportMessages, type AdminSupportTexts } from './admin-support-messages';
import { SupportSettingsFields, SupportSettingsQuery, UpdateSupportSettings } from './support-inbox-operations';

/** Monday first, as a Thai week is read; the values are the server's 0 = Sunday … 6 = Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

interface HoursForm {
  shown: boolean;
  days: number[];
  opensAt: string;
  closesAt: string;
  replyMailMinutes: string;
}

const NEW_HOURS = { days: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '18:00' };

function formOf(settings: { replyMailMinutes: number; hours?: { days: number[]; opensAt: string; closesAt: string } | null }): HoursForm {
  const hours = settings.hours ?? NEW_HOURS;
  return { shown: Boolean(settings.hours), days: hours.days, opensAt: hours.opensAt, closesAt: hours.closesAt, replyMailMinutes: String(settings.replyMailMinutes) };
}

/** "Within support hours now", or when staff are next in, as the server works it out. */
function NowStatus({ settings, t }: { settings: FragmentType<typeof SupportSettingsFields>; t: AdminSupportTexts }) {
  const { hours } = useFragment(SupportSettingsFields, settings);
  const { language } = useLanguage();
  if (!hours) return <p className="support-hours__now">{t.noHours}</p>;
  if (hours.supportOpenNow) return <p className="support-hours__now">{t.openNow}</p>;
  const back = hours.nextOpenAt ? ` · ${fill(t.nextOpen, { when: formatNextOpening(hours.nextOpenAt, language) })}` : '';
  return <p className="support-hours__now">{`${t.closedNow}${back}`}</p>;
}

/** Support hours (days, opening and closing time in Bangkok) and the unread-reply mail delay; the server checks and keeps them. */
export function SupportHoursEditor() {
  const t = useMessages(adminSupportMessages);
  const ids = useId();
  const { data } = useQuery(SupportSettingsQuery);
  const [save, saving] = useMutation(UpdateSupportSettings, { refetchQueries: [SupportSettingsQuery] });
  const settings = useFragment(SupportSettingsFields, data?.supportSettings);
  const [form, setForm] = useState<HoursForm | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings && !form) setForm(formOf(settings));
  }, [settings, form]);
  if (!form || !data) return null;

  const change = (next: Partial<HoursForm>) => {
    setSaved(false);
    setForm({ ...form, ...next });
  };
  const toggleDay = (day: number) => change({ days: form.days.includes(day) ? form.days.filter((d) => d !== day) : [...form.days, day] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hours = form.shown ? { days: form.days, opensAt: form.opensAt, closesAt: form.closesAt } : null;
    const result = await save({ variables: { input: { hours, replyMailMinutes: Number(form.replyMailMinutes) } } }).catch(() => null);
    if (result?.data) setSaved(true);
  };

  return (
    <section className="support-hours admin-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t.hoursTitle}</h2>
      <p className="support-hours__intro">{t.hoursIntro}</p>
      <NowStatus settings={data.supportSettings} t={t} />
      <form className="admin-form" onSubmit={(event) => void submit(event)}>
        <label className="support-hours__check">
          <input type="checkbox" checked={form.shown} onChange={(event) => change({ shown: event.target.checked })} />
          {t.hoursSet}
        </label>
        <fieldset className="support-hours__days" disabled={!form.shown}>
          <legend>{t.days}</legend>
          {WEEK.map((day) => (
            <label key={day} className="support-hours__check">
              <input type="checkbox" checked={form.days.includes(day)} onChange={() => toggleDay(day)} />
              {t[`day${day}`]}
            </label>
          ))}
        </fieldset>
        <div className="support-hours__times">
          <label className="admin-field">
            <span>{t.opensAt}</span>
            <input type="time" required disabled={!form.shown} value={form.opensAt} onChange={(event) => change({ opensAt: event.target.value })} />
          </label>
          <label className="admin-field">
            <span>{t.closesAt}</span>
            <input type="time" required disabled={!form.shown} aria-describedby={`${ids}-overnight`} value={form.closesAt} onChange={(event) => change({ closesAt: event.target.value })} />
          </label>
        </div>
        <p id={`${ids}-overnight`} className="support-hours__hint">
          {t.overnight}
        </p>
        <label className="admin-field">
          <span>{t.replyMailMinutes}</span>
          <input type="number" min={1} max={1440} step={1} required value={form.replyMailMinutes} onChange={(event) => change({ replyMailMinutes: event.target.value })} />
        </label>
        <ErrorText error={saving.error} prefix={t.saveFailed} />
        <div className="support-hours__actions">
          <button type="submit" className="button" disabled={saving.loading}>
            {saving.loading ? t.saving : t.save}
          </button>
          {saved && <span role="status">{t.saved}</span>}
        </div>
      </form>
    </section>
  );
}
