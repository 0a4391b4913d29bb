import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { inLanguage } from '../../test-support/in-language';
import { type CurrentAdmin, CurrentAdminProvider } from './current-admin';
import { ScreenGate } from './screen-gate';
import { SIGNED_IN_EDITOR, SIGNED_IN_SUPER_ADMIN } from './test-admins';

function renderGate(admin: CurrentAdmin, language: Language = 'en') {
  return render(
    inLanguage(
      language,
    <MemoryRouter>
      <CurrentAdminProvider value={admin}>
        <ScreenGate screen="manage-admins">
          <p>the Manage Admins screen</p>
        </ScreenGate>
      </CurrentAdminProvider>
    </MemoryRouter>,
    ),
  );
}

describe('ScreenGate', () => {
  it('shows the screen when the permissions from the server cover it', () => {
    renderGate(SIGNED_IN_SUPER_ADMIN);
    expect(screen.getByText('the Manage Admins screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an admin without the permission why, names their role, and links to their own home screen', () => {
    renderGate(SIGNED_IN_EDITOR);
    expect(screen.queryByText('the Manage Admins screen')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Your role (Editor) cannot use this screen.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/stock-items');
  });

  it('says it in Thai, naming the role in Thai', () => {
    renderGate(SIGNED_IN_EDITOR, 'th');
    expect(screen.getByRole('alert').textContent).toContain('บทบาทของคุณ (ผู้แก้ไข) ใช้หน้าจอนี้ไม่ได้');
    expect(screen.getByRole('link', { name: 'ไปที่แดชบอร์ดของคุณ' })).toBeTruthy();
  });

  it('goes by the permissions, not the role name', () => {
    renderGate({ ...SIGNED_IN_SUPER_ADMIN, permissions: ['MANAGE_CATALOGUE', 'VIEW_REPORTS'] });
    expect(screen.queryByText('the Manage Admins screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/overview');
  });
});
