import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { SupportChatWidget } from './support-chat-widget';

async function openChat() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup();
  renderInStorefront(<SupportChatWidget />);
  await user.click(screen.getByRole('button', { name: /chat/i }));
  const field = screen.getByRole('textbox', { name: 'ข้อความถึงทีมงาน' }) as HTMLInputElement;
  return { alert, user, field };
}

describe('support chat widget', () => {
  it('opens a panel with the field focused', async () => {
    const { field } = await openChat();
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: /chat/i }).getAttribute('aria-expanded')).toBe('true');
  });

  it('Send alerts the typed text and clears the field', async () => {
    const { alert, user, field } = await openChat();
    await user.type(field, 'Is Dragon in stock?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alert).toHaveBeenCalledExactlyOnceWith('Is Dragon in stock?');
    expect(field.value).toBe('');
  });

  it('Enter sends too', async () => {
    const { alert, user, field } = await openChat();
    await user.type(field, 'hello{Enter}');
    expect(alert).toHaveBeenCalledExactlyOnceWith('hello');
    expect(field.value).toBe('');
  });

  it('ignores empty and whitespace-only messages', async () => {
    const { alert, user, field } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(field, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('Escape closes the panel and returns focus to the chat button', async () => {
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /chat/i }));
  });
});
