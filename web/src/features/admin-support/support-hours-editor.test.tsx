import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { SupportHoursEditor } from './support-hours-editor';
import { SupportSettingsQuery, UpdateSupportSettings } from './support-inbox-operations';

const settings = (hours: { days: number[]; opensAt: string; closesAt: string; supportOpenNow: boolean; nextOpenAt: string | null } | null) => ({
  __typename: 'SupportSettingsView',
  replyMailMinutes: 5,
  hours: hours && { __typename: 'SupportHours', ...hours },
});
const saturdayNight = { days: [5], opensAt: '20:00', closesAt: '02:00', supportOpenNow: false, nextOpenAt: '2026-12-11T13:00:00.000Z' };

function renderEditor(mocks: MockLink.MockedResponse[], language: Language = 'en') {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  render(inLanguage(language, <ApolloProvider client={client}><SupportHoursEditor /></ApolloProvider>));
}

describe('the support hours editor', () => {
  it('starts a shop without hours on weekdays 09:00–18:00, unticked, and saves the days chosen as the server numbers them', async () => {
    const user = userEvent.setup();
    const input = { hours: { days: [1, 2, 3, 4, 5, 6], opensAt: '09:00', closesAt: '18:00' }, replyMailMinutes: 10 };
    renderEditor([
      { request: { query: SupportSettingsQuery }, result: { data: { supportSettings: settings(null) } } },
      { request: { query: UpdateSupportSettings, variables: { input } }, result: { data: { updateSupportSettings: settings({ ...input.hours, supportOpenNow: true, nextOpenAt: null }) } } },
      { request: { query: SupportSettingsQuery }, result: { data: { supportSettings: settings({ ...input.hours, supportOpenNow: true, nextOpenAt: null }) } } },
    ]);
    const editor = await screen.findByRole('region', { name: 'Support hours' });
    expect(within(editor).getByText('No support hours set: the chat promises no reply time.')).toBeTruthy();
    expect(within(editor).getByRole('checkbox', { name: 'Monday' }).matches(':disabled')).toBe(true);

    await user.click(within(editor).getByRole('checkbox', { name: 'Show support hours in the chat' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Saturday' }));
    const minutes = within(editor).getByRole('spinbutton');
    await user.clear(minutes);
    await user.type(minutes, '10');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('status')).toHaveProperty('textContent', 'Saved');
    expect(await within(editor).findByText('Within support hours now')).toBeTruthy();
  });

  it('in Thai, says when staff are next in as the server worked it out', async () => {
    renderEditor([{ request: { query: SupportSettingsQuery }, result: { data: { supportSettings: settings(saturdayNight) } } }], 'th');
    expect(await screen.findByText('ตอนนี้นอกเวลาทำการ · เริ่มตอบอีกครั้ง วันศุกร์ 20:00 น.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'เวลาทำการของทีมงาน' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'ศุกร์' }) as HTMLInputElement).checked).toBe(true);
  });
});
